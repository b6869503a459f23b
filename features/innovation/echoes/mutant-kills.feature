# Echoes rules at their exact edges: the positions that code mutants of the Echoes rules
# (benchmarks/code_mutants.py --area echoes) showed no other scenario pinning down. Each states the
# outcome a player brings about at the boundary (one card more or less would change it).
# Rules with sources: the research note echoes.md (§3 the Echoes draw, §4 echo effects, §5 the
# forecast, §6 promotion and "foreseen", §8 the special achievements).
# Conventions: piles are written top card first; splayed up, a covered card shows its bottom row
# (bottom left, middle and right); the special achievements are checked at the end of every action.
Feature: Echoes rules at their edges

  @id:echoes-history-claimed-with-exactly-four-echo-effects @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:special_achievements.conditions.History.count=4
  @assumes:special_achievements.conditions.History.kind=echo-effects-in-one-pile
  @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  Scenario: History is claimed at the end of a Meld action that brings a pile to exactly four visible echo effects
    # Before the meld the blue pile shows three echo effects: Lever's on top, Ruler's (bottom
    # right) and Linguistics' (bottom middle). Almanac melded on top shows its own, and Lever,
    # now covered, still shows its echo slot (bottom middle): four.
    Given a 2-player game
    And Alice's blue pile is Lever, Ruler, Linguistics splayed up
    And Alice has Almanac in hand
    And the special achievements are History
    And it is Alice's turn 4 with every action left
    When Alice melds Almanac
    Then Alice's blue pile is Almanac, Lever, Ruler, Linguistics splayed up
    And Alice's achievements are History
    And the special achievements are nothing

  @id:echoes-verstappen-repeats-the-echo-effect @ultimate-echoes-figures
  @assumes:cards.expansions=["figures","echoes"]
  @assumes:ages.game_end_draw=12
  @assumes:actions.per_turn>=2
  Scenario: Max Verstappen before Ruler's echo effect: Alice returns Sailing, so the echo effect (draw a 2) runs once more, then she draws an 11
    # Max Verstappen (Figures): before each dogma effect Alice is about to execute, she may return
    # hand cards, each executing that effect once more, then draws an 11. An echo effect is
    # executed like a dogma effect (echoes.md §4.2): the repeat is Ruler's echo, not its dogma
    # effect. Alice's two top 11s tie, so every draw is a base card; Ruler's dogma effect names
    # the Echoes deck. Bob shows no lightbulb: he does not share.
    Given a 2-player game
    And Alice's red pile is Max Verstappen
    And Alice's yellow pile is Reclamation
    And Alice's blue pile is Ruler
    And Alice has Sailing in hand
    And Bob's red pile is Metalworking
    And the age 1 pile is Tools
    And the age 2 pile is Calendar, Currency, Mathematics
    And the age 11 pile is Fusion, Astrogeology
    And the age 1 echoes pile is Perfume, Bangle, Candles
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Ruler
    Then Alice may return up to 1 of Sailing
    When Alice returns Sailing
    Then Alice's hand is Calendar, Fusion, Currency
    And Alice may return up to 3 of Calendar, Fusion, Currency
    When Alice declines
    And Alice returns Perfume
    Then Alice's hand is Calendar, Fusion, Currency
    And Alice's forecast is Bangle
    And the age 1 pile is Tools, Sailing
    And the age 2 pile is Mathematics
    And the age 11 pile is Astrogeology
    And the age 1 echoes pile is Candles, Perfume

  @id:echoes-self-executed-top-card-runs-its-pile-echo-effects @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  @assumes:actions.per_turn>=2
  Scenario: Email self-executes Writing, a top card whose splayed pile shows Lever's echo effect: Lever's echo runs first, so Alice draws three 2s
    # A self-executed top card runs the visible echo effects of its pile first, bottom first
    # (echoes.md §4.3): Lever's (draw a 2, then another 2; its echo slot is bottom middle, shown
    # by the up splay), then Writing's own effect (draw a 2). Email features the clock: Alice
    # shows 2, Bob none. Alice's tops Email and Services are 9s: the base decks.
    Given a 2-player game
    And Alice's green pile is Email
    And Alice's purple pile is Services
    And Alice's blue pile is Writing, Lever splayed up
    And Bob's red pile is Oars
    And the age 2 pile is Mathematics, Calendar, Currency
    And the age 9 pile is Fission, Genetics
    And the age 10 pile is Software, Robotics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Email
    Then Alice's hand is Mathematics, Calendar, Currency
    And Alice's forecast is Software, Fission
    And the age 2 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-card-self-executed-from-the-junk-runs-its-own-echo @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:echoes.self_executed_elsewhere=own-echo-only
  Scenario: Escapism junks Ruler and self-executes it from the junk: Ruler's own echo effect runs first, then its dogma effect
    # A self-executed card that is no top card (here in the junk, a place of no player) runs its
    # own echo effect first (echoes.md §4.3, the reading echoes.self_executed_elsewhere
    # "own-echo-only"), by the executing player. Escapism features the avatar: Bob shows none.
    # Alice's tops Escapism and Reclamation tie at 11: the base decks, but for Ruler's Echoes 1s.
    Given a 2-player game
    And Alice's purple pile is Escapism
    And Alice's yellow pile is Reclamation
    And Alice has Ruler, Pottery in hand
    And Bob's red pile is Oars
    And the age 1 pile is Tools, Sailing, Writing
    And the age 2 pile is Calendar, Currency
    And the age 1 echoes pile is Perfume, Bangle, Candles
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Escapism
    Then Alice must junk 1 of Ruler, Pottery
    When Alice junks Ruler
    And Alice returns Perfume
    Then Alice's hand is Tools, Sailing, Writing, Calendar
    And Alice's forecast is Bangle
    And the junk pile holds Ruler
    And the age 1 pile is Pottery
    And the age 2 pile is Currency
    And the age 1 echoes pile is Candles, Perfume
    And it is Alice's turn 9 with one action used

  @id:echoes-foreseen-ends-with-the-promotion-dogma @ultimate-echoes @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  @assumes:actions.per_turn>=2 @assumes:echoes.forecast_overflow=stays-in-hand
  Scenario: Bell is foreseen only in the free Dogma action of its promotion: Alice's next Dogma action on Bell returns no hand
    # Melding Oars promotes Bell (the forecast's only card of value 1 or less); its free Dogma
    # action is foreseen: Bell foreshadows a 1 and a 2, which fills Alice's forecast (5 cards),
    # then returns every hand (Alice's Writing). Her second action is a Dogma action on Bell:
    # not foreseen (echoes.md §6), so the 1 and the 2 it draws, kept in hand by the full
    # forecast, stay there. Bell features the castle: Alice shows 4 (Bell, Oars), Bob none.
    # Alice's top cards tie at 1: base draws.
    Given a 2-player game
    And Alice has Oars, Writing in hand
    And Alice has Bell, Coal, Astronomy, Banking in the forecast
    And Bob's green pile is Sailing
    And the age 1 pile is Clothing, Tools
    And the age 2 pile is Calendar, Currency
    And it is Alice's turn 9 with every action left
    When Alice melds Oars
    And Alice declines
    Then Alice's purple pile is Bell
    And Alice's forecast is Coal, Astronomy, Banking, Clothing, Calendar
    And Alice's hand is nothing
    And the age 1 pile is Tools, Writing
    When Alice performs the dogma of Bell
    Then Alice's hand is Tools, Currency
    And Alice's forecast is Coal, Astronomy, Banking, Clothing, Calendar
    And the age 1 pile is Writing
    And the age 2 pile is nothing

  @id:echoes-glassblowing-lowest-of-two-non-green-top-cards @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Glassblowing with two non-green top cards, a 2 and a 1: the lower counts, so Alice foreshadows a 4, not a 5
    # Glassblowing features the crown: Alice shows 2, Bob none (Metalworking). Alice's top cards
    # Glassblowing and Construction tie at 2: base draws. Her hand holds no expansion card, so
    # the echo scores nothing.
    Given a 2-player game
    And Alice's green pile is Glassblowing
    And Alice's red pile is Construction
    And Alice's blue pile is Writing
    And Alice has Oars in hand
    And Bob's red pile is Metalworking
    And the age 3 pile is Paper, Compass
    And the age 4 pile is Invention, Navigation
    And the age 5 pile is Coal, Physics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Glassblowing
    And Alice junks Paper, Compass
    Then Alice's forecast is Invention
    And Alice's hand is Oars
    And the age 4 pile is Navigation
    And the age 5 pile is Coal, Physics
    And the junk pile holds Paper, Compass

  @id:echoes-magnifying-glass-returns-exactly-three-of-four @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn=2 @assumes:splay.unsplay_small_piles=true
  Scenario: Magnifying Glass with four 1s in hand: Alice returns exactly three of them, keeps the fourth and draws a 3
    # "Exactly three cards of the same value": with four 1s Alice picks three, never four.
    # Magnifying Glass features the lightbulb: Alice shows 1, Bob none. Alice's top cards are
    # Magnifying Glass (3) and Masonry (1): her draws are Echoes draws.
    Given a 2-player game
    And Alice's blue pile is Magnifying Glass
    And Alice's yellow pile is Masonry, Agriculture
    And Alice has Archery, Oars, Metalworking, Tools in hand
    And the age 1 pile is nothing
    And the age 4 echoes pile is Pencil, Globe
    And the age 3 echoes pile is Katana, Novel
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Magnifying Glass
    And Alice returns Pencil
    Then Alice may choose up to 1 of 1
    When Alice chooses 1
    Then Alice must return 3 of Archery, Oars, Metalworking, Tools
    When Alice returns Archery then Oars then Metalworking
    And Alice declines
    Then Alice's hand is Tools, Katana
    And the age 1 pile is Archery, Oars, Metalworking
    And the age 3 echoes pile is Novel

  @id:echoes-barometer-forecast-returned-without-blue-claims-nothing @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn=2
  Scenario: Barometer: the forecast returned holds no blue card (Katana, Loom: red), so Destiny is not claimed
    # Barometer features the leaf: Alice shows 2, Bob 1 (Almanac). The only visible bonus is
    # Almanac's 4. Alice's only top card is Barometer: her 6 is an Echoes 6 (Loom, red).
    Given a 2-player game
    And Alice's yellow pile is Barometer
    And Alice has Octant, Katana in the forecast
    And Bob's blue pile is Almanac
    And the age 6 echoes pile is Loom, Bifocals
    And the age 3 echoes pile is nothing
    And the special achievements are Destiny
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Barometer
    And Alice returns Katana, Loom
    Then Alice's hand is Octant
    And Alice's forecast is nothing
    And the age 6 echoes pile is Bifocals, Loom
    And Alice's achievements are nothing
    And the special achievements are Destiny

  @id:echoes-piano-returns-exactly-five-of-six-score-cards @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Piano with six score cards and top cards 1 to 5: Alice must return exactly five of them, never fewer
    # Piano, a 5, is Alice's unique highest top card: her draws are Echoes draws (echoes.md §3).
    # The echo effect's value is Bob's hand card's (a 1). Piano features the lightbulb: Bob
    # shows none.
    Given a 2-player game
    And Alice's blue pile is Tools
    And Alice's red pile is Construction
    And Alice's green pile is Compass
    And Alice's yellow pile is Anatomy
    And Alice's purple pile is Piano
    And Alice has Coal, Physics, Sailing, Alchemy, Monotheism, Navigation in the score pile
    And Bob has Agriculture in hand
    And the age 1 echoes pile is Dice, Perfume, Bell
    And the age 2 echoes pile is Lever, Scissors
    And the age 3 echoes pile is Almanac, Katana
    And the age 4 echoes pile is Slide Rule, Globe
    And the age 5 echoes pile is Thermometer, Coke
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Piano
    Then Alice's hand is Dice
    And Alice must return 5 of Coal, Physics, Sailing, Alchemy, Monotheism, Navigation

  # --- A value an effect computes is not raised by Archimedes (figures.md §11: values written as
  # ages are raised, computed ones are not): Chaturanga's "draw a card of the melded card's value"
  # draws a card of that value, also when the draw is a "draw and foreshadow" (echoes.md §5).

  @id:echoes-chaturanga-computed-value-not-raised-by-archimedes @ultimate-echoes-figures
  @assumes:cards.expansions=["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Chaturanga with Archimedes on top: Alice melds Sailing, a 1, and foreshadows a 1, not a 2
    # Chaturanga features the crown: Alice shows 2 or more, Bob none (Metalworking). Archimedes
    # raises every value written in an effect Alice executes by 1; "the melded card's value" is
    # computed, so it stays 1. Alice's top cards Chaturanga and Archimedes tie at 2: base draws.
    # Chaturanga was not foreseen: its second effect does nothing.
    Given a 2-player game
    And Alice's purple pile is Chaturanga
    And Alice's blue pile is Archimedes
    And Alice has Sailing, Calendar in hand
    And Bob's red pile is Metalworking
    And the age 1 pile is Tools, Writing
    And the age 2 pile is Currency, Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Chaturanga
    And Alice melds Sailing
    Then Alice's green pile is Sailing
    And Alice's forecast is Tools
    And Alice's hand is Calendar
    And the age 1 pile is Writing
    And the age 2 pile is Currency, Mathematics
    And it is Alice's turn 9 with one action used

  @id:echoes-bell-written-values-raised-by-archimedes @ultimate-echoes-figures
  @assumes:cards.expansions=["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Bell with Archimedes on top: "draw and foreshadow a 1, then a 2" is raised, so Alice foreshadows a 2 and a 3
    # The written ages of a "draw and foreshadow" are raised like those of any draw. Bell
    # features the castle: Alice shows 3 or more (Bell, Construction), Bob none (Sailing). Her
    # top cards Archimedes and Construction tie at 2: base draws. Her hand is empty: Bell's echo
    # effect (score a card from hand) does nothing; Bell was not foreseen: no hand is returned.
    Given a 2-player game
    And Alice's purple pile is Bell
    And Alice's blue pile is Archimedes
    And Alice's red pile is Construction
    And Bob's green pile is Sailing
    And Bob has Agriculture in hand
    And the age 1 pile is Tools, Writing
    And the age 2 pile is Calendar, Currency
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Bell
    Then Alice's forecast is Calendar, Paper
    And Alice's hand is nothing
    And Bob's hand is Agriculture
    And the age 1 pile is Tools, Writing
    And the age 2 pile is Currency
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  # --- Pagoda read as BGA4 prints it (cards.readings.pagoda_drawn_card "foreshadowed-then-melded";
  # echoes-ultimate.json, Pagoda's notes): the drawn 3 is foreshadowed, and melded if Alice tucks.
  # With a full forecast the 3 is not foreshadowed and stays in her hand (echoes.md §5); it is
  # still the drawn card, so the tuck melds it from there.

  @id:echoes-pagoda-full-forecast-melds-the-drawn-card-from-hand @needs:resolved_variant
  @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.pagoda_drawn_card=foreshadowed-then-melded
  @assumes:limits.safe_and_forecast=five-minus-highest-splay @assumes:echoes.forecast_overflow=stays-in-hand
  Scenario: Pagoda read as BGA4 prints it, with Alice's forecast full: Paper stays in her hand, and tucking Sailing melds it from there
    # Pagoda features the castle: Alice shows 5 (Pagoda, Construction), Bob none. Alice's top
    # cards tie at 2: base draws. No pile is splayed: her forecast limit is 5, and it holds 5.
    Given a house variant of it sets cards.readings.pagoda_drawn_card to "foreshadowed-then-melded"
    And a 2-player game
    And Alice's purple pile is Pagoda
    And Alice's red pile is Construction
    And Alice has Sailing, Oars in hand
    And Alice has Bell, Coal, Astronomy, Banking, Flute in the forecast
    And Bob's green pile is Clothing
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Pagoda
    And Alice tucks Sailing
    Then Alice's green pile is Paper, Sailing
    And Alice's hand is Oars
    And Alice's forecast is Bell, Coal, Astronomy, Banking, Flute
    And Bob's green pile is Clothing
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  # --- Card edges (echoes-ultimate.json): MP3's claims are "up to two" per returned card, so a
  # claim may be declined; Touchscreen splays only colours of two or more cards ("0 or 1 card:
  # nothing"), even where a one-card pile could be splayed.

  @id:echoes-mp3-second-claim-declined @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: MP3: Alice returns Tools, claims the 2 and declines a second claim, so the 3 stays available
    # MP3 features the avatar: Alice shows 2 (MP3, Software), Bob none. Alice's tops MP3 and
    # Software are 10s: base draws. Her only bonus value is 10. Her score then is 10 + 10 + her
    # bonus 10 = 30: every available achievement is within reach.
    Given a 2-player game
    And Alice's yellow pile is MP3
    And Alice's blue pile is Software
    And Alice has Tools in hand
    And Bob's purple pile is Mysticism
    And the standard achievements are Mathematics, Compass, Invention
    And the age 1 pile is Clothing
    And the age 10 pile is Robotics, Databases, A.I.
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of MP3
    And Alice returns Tools
    And Alice chooses 2
    And Alice declines
    Then Alice's achievements are Mathematics
    And the standard achievements are ages 3, 4
    And Alice's score pile is Robotics, Databases
    And the age 1 pile is Clothing, Tools
    And it is Alice's turn 9 with one action used

  @id:echoes-touchscreen-one-card-pile-not-splayed-where-it-could-be @needs:resolved_variant
  @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=false
  Scenario: Touchscreen where a one-card pile may be splayed: Alice's one-card purple pile is still not splayed
    # A house variant that keeps one-card piles splayable: Touchscreen still splays only the
    # colours of two or more cards (blue, 2 cards: aslant). Touchscreen features the lightbulb:
    # Bob shows none.
    Given a house variant of it sets splay.unsplay_small_piles to false
    And a 2-player game
    And Alice's blue pile is Touchscreen, Tools
    And Alice's purple pile is Code of Laws
    And Bob's purple pile is Mysticism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Touchscreen
    Then Alice's blue pile is Touchscreen, Tools splayed aslant
    And Alice's purple pile is Code of Laws
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:echoes-ice-skates-foreshadows-a-3 @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.ice_skates_closing_return=returns-highest-top-card
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Ice Skates: Alice returns Oars and takes the other branch, draw and foreshadow a 3: Paper goes to her forecast
    # Ice Skates' second effect: for each returned card, draw and meld a 2 or draw and foreshadow
    # a 3 (echoes-ultimate.json). Ice Skates features the crown: Alice shows 2, Bob none
    # (Metalworking). Alice's top cards tie at 2 (Construction, Philosophy): base draws. Not
    # foreseen: no deck is junked. Then she returns one of her highest top cards.
    Given a 2-player game
    And Alice's green pile is Ice Skates
    And Alice's red pile is Construction
    And Alice's purple pile is Philosophy
    And Alice has Oars in hand
    And Bob's red pile is Metalworking
    And the age 1 pile is Clothing
    And the age 2 pile is Calendar, Currency
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Ice Skates
    And Alice returns Oars
    And Alice foreshadows Paper
    And Alice returns Philosophy
    Then Alice's forecast is Paper
    And Alice's purple pile is nothing
    And Alice's hand is nothing
    And the age 1 pile is Clothing, Oars
    And the age 2 pile is Calendar, Currency, Philosophy
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  # --- "A 1" is a 1 even with the age-0 deck in play (with Figures: a Figures card brings it
  # in): Jeans' draws without a blue card (echoes-ultimate.json: "1 if you
  # have no blue card") and Morphine's "one more than none" read as a 1.

  @id:echoes-jeans-without-blue-draws-1s-with-the-0-deck-in-play @ultimate-echoes-figures
  @assumes:cards.expansions=["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.jeans_reveal=hidden @assumes:ages.age_zero_cards=true
  Scenario: Jeans with no blue card and the age-0 deck in play: Alice draws two 1s, melds Tools and returns Writing
    # Jeans features the leaf: Alice shows 1, Bob none (Oars). Alice's top cards tie at 7 (Jeans,
    # Combustion): base draws. The echo draws two 8s: she returns Flight and foreshadows
    # Mobility. Then she junks the 8 deck.
    Given a 2-player game
    And Alice's green pile is Jeans
    And Alice's red pile is Combustion
    And Bob's red pile is Oars
    And the age 0 pile is Fishing, Knots
    And the age 1 pile is Tools, Writing, Sailing
    And the age 7 pile is Lighting, Railroad
    And the age 8 pile is Flight, Mobility, Corporations
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Jeans
    And Alice returns Flight
    Then Alice must meld 1 of Tools, Writing
    When Alice melds Tools
    And Alice chooses 8
    Then Alice's blue pile is Tools
    And Alice's forecast is Mobility
    And Alice's hand is nothing
    And the age 0 pile is Fishing, Knots
    And the age 1 pile is Sailing, Writing
    And the age 7 pile is Lighting, Railroad
    And the junk pile holds Corporations, Flight
    And it is Alice's turn 4 with one action used

  @id:echoes-morphine-nothing-returned-draws-a-1-with-the-0-deck-in-play @needs:resolved_variant
  @ultimate-echoes-figures
  @assumes:cards.expansions=["figures","echoes"]
  @assumes:dogma.demands_earn_bonus=false @assumes:ages.age_zero_cards=true
  @assumes:actions.per_turn>=2 @assumes:cards.readings.morphine_nothing_returned=draws-a-1
  Scenario: Morphine read literally, with the age-0 deck in play: nothing returned, and Alice's "one more than none" is a 1, not a 0
    # The position of echoes-morphine-nothing-returned-draws-a-1 (features/innovation/cards/
    # echoes/age06.feature) with an age-0 deck: Alice still draws the 1.
    Given a house variant of it sets cards.readings.morphine_nothing_returned to "draws-a-1"
    And a 2-player game
    And Alice's yellow pile is Morphine
    And Alice's blue pile is Atomic Theory
    And Alice's red pile is Machine Tools, Gunpowder
    And Alice has Calendar in hand
    And Bob's red pile is Archery
    And Bob's green pile is Sailing
    And Bob has Mathematics in hand
    And the age 0 pile is Fishing, Knots
    And the age 1 pile is Agriculture
    And the age 6 pile is Canning, Classification
    And the age 7 pile is Evolution
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Morphine
    And Alice declines
    Then Alice's score pile is nothing
    And Bob's hand is Mathematics, Canning
    And Alice's hand is Calendar, Agriculture
    And the age 0 pile is Fishing, Knots
    And the age 1 pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Touchscreen's thresholds (echoes-ultimate.json: "2 or 3 cards aslant, 4 or 5 up"): a
  # three-card pile is splayed aslant.

  @id:echoes-touchscreen-three-cards-aslant @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:actions.per_turn>=2
  Scenario: Touchscreen: Alice's three-card red pile is splayed aslant, not up
    # Touchscreen features the lightbulb: Bob shows none (Mysticism).
    Given a 2-player game
    And Alice's blue pile is Touchscreen, Tools
    And Alice's red pile is Oars, Archery, Metalworking
    And Bob's purple pile is Mysticism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Touchscreen
    Then Alice's blue pile is Touchscreen, Tools splayed aslant
    And Alice's red pile is Oars, Archery, Metalworking splayed aslant
    And the game is not over
    And it is Alice's turn 9 with one action used

  # --- Katana's demand transfers two top cards with a castle (echoes-ultimate.json), never a third.

  @id:echoes-katana-three-castle-tops-exactly-two-go @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Katana: Bob has three top cards with a castle and transfers exactly two of them, keeping the third
    # Katana features the castle: Alice shows 6 (Katana, Masonry), Bob 4 (Archery, City States,
    # Tools): he is affected. Katana was not foreseen: no achievement is junked.
    Given a 2-player game
    And Alice's red pile is Katana
    And Alice's yellow pile is Masonry
    And Bob's red pile is Archery
    And Bob's purple pile is City States
    And Bob's blue pile is Tools
    And the standard achievements are Pottery, Calendar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Katana
    Then Bob must transfer 2 of Archery, City States, Tools
    When Bob transfers Archery, Tools
    Then Alice's score pile is Archery, Tools
    And Bob's purple pile is City States
    And Bob's red pile is nothing
    And Bob's blue pile is nothing
    And the standard achievements are ages 1, 2
    And it is Alice's turn 4 with one action used

  # --- Dice's "bonus points" (echoes-ultimate.json, the glossary; cards.readings.dice_bonus_points
  # "bonus-score": what visible bonuses add to a score, the highest plus 1 per other one): a
  # board without a bonus has none, so any bonus is more.

  @id:echoes-dice-foreseen-shared-bob-without-bonus-gives-his-4 @ultimate-echoes
  @assumes:cards.expansions=["echoes"] @assumes:echoes.promotion=mandatory
  @assumes:actions.per_turn>=2 @assumes:cards.readings.dice_bonus_points=bonus-score
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Dice promoted and shared: Bob shows no bonus, fewer bonus points than Alice's Dice (1), so he gives her his drawn 4
    # Melding Archery promotes Dice (the forecast's only card); its free Dogma action is foreseen
    # for every executor (echoes.md §6). Dice features the crown: Alice shows 2, Bob 2 (Sailing):
    # he shares. Each draws and reveals an Echoes 1 without a bonus (nothing melded), then draws
    # a 4: Bob's only top card Sailing gives him an Echoes 4, Alice's tops tie at 1 (base 4).
    # Alice, with the only bonus, gives nothing. Bob's sharing earns her a draw (a base 1).
    Given a 2-player game
    And Alice has Archery in hand
    And Alice has Dice in the forecast
    And Bob's green pile is Sailing
    And the Echoes age 1 pile is Comb, Umbrella, Ruler
    And the Echoes age 4 pile is Globe, Pencil
    And the age 1 pile is Tools, Writing
    And the age 4 pile is Invention, Navigation
    And it is Alice's turn 9 with every action left
    When Alice melds Archery
    Then Alice's blue pile is Dice
    And Bob's hand is Comb
    And Alice's hand is Globe, Umbrella, Invention, Tools
    And Alice gets the sharing bonus
    And the Echoes age 4 pile is Pencil
    And the age 4 pile is Navigation

  @id:echoes-mp3-bonus-value-not-raised-by-archimedes @ultimate-echoes-figures
  @assumes:ages.game_end_draw=12
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  Scenario: MP3 with Archimedes on top: Alice chooses her bonus value 1 and draws and scores a 1, not a 2
    # "Choose one of your bonus values and draw and score a card of that value": a value the
    # effect reads from the board, not one it writes, so Archimedes does not raise it (figures.md
    # §11, as for Chaturanga above). MP3 features the avatar: Bob shows none. Alice's top cards
    # MP3 and Databases tie at 10: base draws. The echo's "draw and score a 10" takes an 11
    # whether or not it is raised: the 10 deck is empty. Her hand is empty: nothing is returned.
    Given a 2-player game
    And Alice's yellow pile is MP3
    And Alice's green pile is Databases
    And Alice's blue pile is Archimedes
    And Alice's red pile is Candles
    And Bob's purple pile is Mysticism
    And the age 1 pile is Tools, Writing
    And the age 2 pile is Calendar, Currency
    And the age 10 pile is nothing
    And the age 11 pile is Fusion, Astrogeology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of MP3
    And Alice chooses 1
    Then Alice's score pile is Fusion, Tools
    And the age 1 pile is Writing
    And the age 2 pile is Calendar, Currency
    And it is Alice's turn 9 with one action used

  # --- Card edges, continued (echoes-ultimate.json): Globe wants a blue, a green and a yellow
  # card among those returned; Pencil returns at most three cards; Flute's bonus draw is a 1
  # (with the age-0 deck in play a 0 would be another card); Chaturanga's foreseen value is
  # computed (the number of colours), so Archimedes does not raise it (figures.md §11).

  @id:echoes-globe-green-and-yellow-without-blue-draws-nothing @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Globe: a hand of a green and a yellow card, no blue, is returned and nothing is foreshadowed
    # Globe features the factory: Alice shows 2, Bob none. Sailing is green, Agriculture yellow.
    Given a 2-player game
    And Alice's green pile is Globe
    And Alice has Sailing, Agriculture in hand
    And the age 1 pile is nothing
    And the age 6 echoes pile is Bifocals
    And the age 7 echoes pile is Photography
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Globe
    And Alice returns Sailing, Agriculture
    Then Alice's forecast is nothing
    And Alice's hand is nothing
    And the age 1 pile is Sailing, Agriculture
    And the age 6 echoes pile is Bifocals
    And the age 7 echoes pile is Photography

  @id:echoes-pencil-returns-at-most-three-of-four @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Pencil with four cards in hand: Alice may return up to three of them, never four
    # Pencil features the lightbulb: Alice shows 1, Bob none. Alice's only top card is Pencil (4):
    # her echo draws an Echoes 5 (Octant), her fourth hand card.
    Given a 2-player game
    And Alice's yellow pile is Pencil
    And Alice has Tools, Sailing, Oars in hand
    And the age 5 echoes pile is Octant
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Pencil
    Then Alice's hand is Tools, Sailing, Oars, Octant
    And Alice may return up to 3 of Tools, Sailing, Oars, Octant

  @id:echoes-flute-bonus-draws-a-1-with-the-0-deck-in-play @ultimate-echoes-figures
  @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Flute with the age-0 deck in play: the revealed Candles shows a bonus, so Alice draws a 1, not a 0
    # Flute features the crown: Alice shows 1, Bob none (Metalworking): his hand is empty, he
    # returns nothing. Alice's top cards Flute and Agriculture tie at 1: her "draw a 1" is a
    # base draw. Her piles are single cards: Flute's echo effect has nothing to splay.
    Given a 2-player game
    And Alice's purple pile is Flute
    And Alice's yellow pile is Agriculture
    And Bob's red pile is Metalworking
    And the age 0 pile is Fishing, Knots
    And the age 1 pile is Tools, Writing
    And the age 1 echoes pile is Candles, Perfume
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Flute
    Then Alice's hand is Candles, Tools
    And the age 0 pile is Fishing, Knots
    And the age 1 pile is Writing
    And the age 1 echoes pile is Perfume

  @id:echoes-chaturanga-foreseen-colour-count-not-raised-by-archimedes @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Chaturanga promoted with Archimedes on top: three colours on Alice's board, so she foreshadows a 3, not a 4
    # Alice melds Currency (2); Chaturanga (2) is promoted from her forecast and its dogma runs,
    # foreseen. She melds Sailing (1) and foreshadows a 1 (computed); then her colours are blue,
    # green and purple: she foreshadows a 3 (computed, not raised). Her top cards tie at 2
    # (Archimedes, Chaturanga): base draws. Bob shows no crown (Metalworking).
    Given a 2-player game
    And Alice's blue pile is Archimedes
    And Alice has Currency, Sailing in hand
    And Alice has Chaturanga in the forecast
    And Bob's red pile is Metalworking
    And the age 1 pile is Tools, Writing
    And the age 3 pile is Paper, Compass
    And the age 4 pile is Invention, Navigation
    And it is Alice's turn 9 with every action left
    When Alice melds Currency
    Then Alice's purple pile is Chaturanga
    And Alice's green pile is Sailing, Currency
    And Alice's forecast is Tools, Paper
    And Alice's hand is nothing
    And the age 4 pile is Invention, Navigation

  # --- Forecast limit with an empty board (echoes.md §5): 5 less the highest splay, and an empty
  # board has no splay, so the limit is 5. Octant's demand can empty a board before the draw.

  @id:echoes-octant-empty-board-forecast-takes-a-fifth-card @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Octant takes Bob's only top card: his board is empty, his limit 5, and his four-card forecast takes the 6 he draws
    # Octant features the crown: Alice shows 3, Bob none (Agriculture: leaves). Agriculture goes
    # to Alice's board; Bob, with no top card, draws a base 6 and foreshadows it as his fifth.
    Given a 2-player game
    And Alice's red pile is Octant
    And Alice's green pile is Navigation
    And Bob's yellow pile is Agriculture
    And Bob has Tools, Sailing, Oars, Pottery in the forecast
    And the age 6 pile is Canning, Vaccination, Encyclopedia
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Octant
    Then Alice's yellow pile is Agriculture
    And Bob's board is empty
    And Bob's forecast is Tools, Sailing, Oars, Pottery, Canning
    And Bob's hand is nothing

  # --- The echo effects of a card self-executed by another player than its owner (echoes.md
  # §4.3): a top card's are its owner's pile's visible echo effects, whoever executes it.

  @id:echoes-susan-blackmore-self-executes-bob-top-card-with-his-pile-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:splay.revealed.left=["bottom_right"]
  Scenario: Susan Blackmore self-executes Bob's Writing: Ruler's echo effect, visible in Bob's blue pile, runs for Alice first, so she draws two 2s
    # Writing features the lightbulb: Bob shows more than Alice's 2 (Susan Blackmore), so she
    # does not share and Bob earns no bonus. Ruler's echo slot is bottom right, shown by the
    # left splay. Alice's only top card is Susan Blackmore: her draws are Echoes draws; Bob's top
    # cards Writing and Philosophy: his highest is unique, Echoes draws too.
    Given a 2-player game
    And Alice's blue pile is Susan Blackmore
    And Bob's blue pile is Writing, Ruler splayed left
    And Bob's purple pile is Philosophy
    And the age 2 echoes pile is Lever, Scissors, Horseshoes, Toothbrush, Glassblowing
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of Writing
    Then Bob's hand is Lever, Scissors
    And Alice's hand is Horseshoes, Toothbrush
    And the age 2 echoes pile is Glassblowing

  # --- A launcher eliminated during the echo effects (echoes.md §4.2: echo effects are executed
  # like non-demand effects): once the launcher is out of the game, the action's remaining
  # effects are executed by no one, sharers included.

  @id:echoes-launcher-eliminated-by-an-echo-effect-ends-the-sharing @ultimate-echoes-figures
  @assumes:dogma.icon_count_once=true
  @assumes:cards.expansions=["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12 @assumes:victory.elimination=true
  @assumes:splay.revealed.right=["top_left","bottom_left"]
  Scenario: Candles' echo makes Alice draw a 3 under Carol's Rod Serling: she loses, and Bob does not go on to Rubber's echo effect
    # Rubber features the factory: Alice shows 1, Bob 3 (Coal): he shares; Carol none. Alice's
    # red pile shows two echo effects, Candles' (top left, splayed right) then Rubber's. Points
    # with bonuses: Alice 8 (bonuses 7 and 1), Bob 10 (Software), Carol 9 (Rod Serling's bonus).
    # Candles' echo: Bob has someone below him, he draws nothing; Alice has no one below her, she
    # would draw a 3 and loses instead (Rod Serling). Bob would next draw and tuck two 8s.
    Given a 3-player game
    And Alice's red pile is Rubber, Candles splayed right
    And Bob's red pile is Coal
    And Bob has Software in the score pile
    And Carol's purple pile is Rod Serling
    And the age 3 pile is Paper, Compass
    And the age 3 echoes pile is Almanac, Novel
    And the age 8 pile is Flight, Mobility
    And the age 8 echoes pile is X-Ray, Bandage, Parachute
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Rubber
    Then Alice is eliminated
    And Bob's red pile is Coal
    And Bob's hand is nothing
    And the age 8 pile is Flight, Mobility
    And the age 8 echoes pile is X-Ray, Bandage, Parachute

  # --- Machine Gun's "junk four available achievements" (echoes-ultimate.json, Machine Gun):
  # with exactly four available there is nothing to choose; every one of them goes.

  @id:echoes-machine-gun-exactly-four-available-all-junked @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Machine Gun with exactly four achievements available: Bob junks all four without a choice and draws a 7
    # Machine Gun features the factory: Alice shows 2, Bob none: affected. Bob's Photography
    # (bonus 7) goes to Alice's score pile; his tops Oars and Sailing tie at 1: base draws. Alice's two top
    # cards: the echo effect scores nothing; her blue Evolution is returned.
    Given a 2-player game
    And Alice's red pile is Machine Gun
    And Alice's blue pile is Evolution
    And Bob's blue pile is Photography
    And Bob's red pile is Oars
    And Bob's green pile is Sailing
    And the standard achievements are Pottery, Calendar, Chemistry
    And the special achievements are Monument
    And the age 7 pile is Railroad, Combustion
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Machine Gun
    Then the junk pile holds Pottery, Calendar, Chemistry, Monument
    And the special achievements are nothing
    And Alice's score pile is Photography
    And Bob's hand is Railroad
    And it is Alice's turn 4 with one action used
