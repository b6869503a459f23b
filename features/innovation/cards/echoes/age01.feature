# The fifteen age-1 Echoes cards (Innovation Ultimate with Echoes): each echo effect, each dogma
# effect and each branch, from exact positions.
# Card texts: engine/data/cards/echoes-ultimate.json (each card's effects in our own words, its
# notes on where the sources differ or the text is open, and the glossary: foreshadow, foreseen, bonus,
# "achieve if eligible", "the N deck" as the base deck); rules with sources: the research note
# echoes.md (§3 the Echoes draw, §4 echo effects, §5 the forecast, §6 promotion and "foreseen",
# §7 bonuses in the score, §13 the open questions behind the card readings).
# Conventions: piles are written top card first; every supply age a scenario draws from or
# returns to is listed. A draw naming no deck comes from the Echoes deck only when the drawer has
# a unique highest top card (echoes.md §3), so the positions give each drawer two top cards of
# their highest value unless the scenario is about an Echoes draw. Echo effects run before the
# dogma effects, by every sharer and then the launcher (echoes.md §4.2). Points include the
# visible bonuses: the highest, plus 1 for each other (echoes.md §7).
@ultimate-echoes
Feature: Age 1 Echoes cards

  # --- Plumbing: echo, score the bottom card of your blue pile; junk the 1 deck.

  @id:echoes-plumbing-scores-bottom-blue-and-junks-the-1-deck @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Plumbing's echo scores the bottom card of Alice's blue pile; then the 1 deck is junked
    # Plumbing features the castle: Alice shows 2 (Plumbing, Tools), Bob none (Sailing).
    Given a 2-player game
    And Alice's red pile is Plumbing
    And Alice's blue pile is Tools, Writing
    And Bob's green pile is Sailing
    And the age 1 pile is Oars, Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Plumbing
    Then Alice's score pile is Writing
    And Alice's blue pile is Tools
    And Alice's red pile is Plumbing
    And the junk pile holds Oars, Clothing
    And the age 1 pile is nothing
    And Bob's score pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-plumbing-shared-echo-and-bonus-after-the-junked-deck
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.skip_empty_piles=true
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Plumbing shared: Bob's echo scores his bottom blue card, Bob junks the 1 deck, Alice has no blue card and draws a 2 as her sharing bonus
    # Plumbing features the castle: Alice shows 4 (Plumbing, Masonry), Bob 4 (Metalworking,
    # Tools): Bob shares. Alice's two top 1s tie, so her bonus draw is a base card; the 1 deck
    # is empty by then, so it is a 2.
    Given a 2-player game
    And Alice's red pile is Plumbing
    And Alice's yellow pile is Masonry
    And Bob's red pile is Metalworking
    And Bob's blue pile is Tools, Writing
    And the age 1 pile is Oars, Clothing
    And the age 2 pile is Calendar, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Plumbing
    Then Bob's score pile is Writing
    And Bob's blue pile is Tools
    And Alice's score pile is nothing
    And the junk pile holds Oars, Clothing
    And Alice gets the sharing bonus
    And Alice's hand is Calendar
    And the age 1 pile is nothing
    And the age 2 pile is Currency
    And it is Alice's turn 9 with one action used

  # --- Umbrella: echo, may meld a hand card; return any number, score twice as many.

  @id:echoes-umbrella-melds-returns-one-scores-two @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Umbrella: Alice melds Oars by the echo, returns Tools and scores her last two cards
    # Umbrella features the leaf: Alice shows 2, Bob none (Metalworking).
    Given a 2-player game
    And Alice's green pile is Umbrella
    And Alice has Oars, Tools, Writing, Sailing in hand
    And Bob's red pile is Metalworking
    And the age 1 pile is Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Umbrella
    Then Alice may meld up to 1 of Oars, Tools, Writing, Sailing
    When Alice melds Oars
    And Alice returns Tools
    Then Alice's hand is nothing
    And Alice's score pile is Writing, Sailing
    And Alice's red pile is Oars
    And Alice's green pile is Umbrella
    And the age 1 pile is Clothing, Tools
    And it is Alice's turn 9 with one action used

  @id:echoes-umbrella-scores-what-the-hand-allows @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Umbrella: with the echo declined and two cards returned, Alice scores the one card left
    # Umbrella features the leaf: Alice shows 2, Bob none (Metalworking).
    Given a 2-player game
    And Alice's green pile is Umbrella
    And Alice has Oars, Tools, Writing in hand
    And Bob's red pile is Metalworking
    And the age 1 pile is Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Umbrella
    And Alice declines
    And Alice returns Oars then Tools
    Then Alice's hand is nothing
    And Alice's score pile is Writing
    And Alice's green pile is Umbrella
    And the age 1 pile is Clothing, Oars, Tools
    And it is Alice's turn 9 with one action used

  @id:echoes-umbrella-nothing-returned-nothing-scored @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Umbrella: returning nothing scores nothing
    # Umbrella features the leaf: Alice shows 2, Bob none (Metalworking).
    Given a 2-player game
    And Alice's green pile is Umbrella
    And Alice has Oars, Tools in hand
    And Bob's red pile is Metalworking
    And the age 1 pile is Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Umbrella
    And Alice declines
    Then Alice may return up to 2 of Oars, Tools
    When Alice declines
    Then Alice's hand is Oars, Tools
    And Alice's score pile is nothing
    And the age 1 pile is Clothing
    And it is Alice's turn 9 with one action used

  # --- Perfume: echo, draw and tuck 1s until one has no castle; demand a top card of a value
  # --- Alice lacks, then the affected player draws and melds one of that value.

  @id:echoes-perfume-tucks-until-no-castle-and-takes-a-top-card @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2
  Scenario: Perfume: Alice tucks Tools, Oars and Sailing (the first without a castle); Bob gives Currency and draws and melds a 2
    # Perfume features the castle: Alice shows 3 (Perfume, Archery), Bob none. Alice's top
    # cards are all 1s and Bob's two left after the transfer are 1s: every draw is a base card.
    Given a 2-player game
    And Alice's blue pile is Perfume
    And Alice's red pile is Archery
    And Bob's green pile is Currency
    And Bob's blue pile is Writing
    And Bob's yellow pile is Agriculture
    And the age 1 pile is Tools, Oars, Sailing, Clothing
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Perfume
    Then Alice's blue pile is Perfume, Tools
    And Alice's red pile is Archery, Oars
    And Alice's green pile is Currency, Sailing
    And Alice's hand is nothing
    And Bob's green pile is nothing
    And Bob's blue pile is Calendar, Writing
    And Bob's hand is nothing
    And the age 1 pile is Clothing
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with one action used

  @id:echoes-perfume-one-tuck-and-no-top-card-to-take @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Perfume: a first tucked card without a castle ends the echo; Bob's only top card shares a value with Alice's and stays
    # Perfume features the castle: Alice shows 3, Bob none (Sailing).
    Given a 2-player game
    And Alice's blue pile is Perfume
    And Alice's red pile is Archery
    And Bob's green pile is Sailing
    And the age 1 pile is Writing, Oars
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Perfume
    Then Alice's blue pile is Perfume, Writing
    And Alice's red pile is Archery
    And Bob's green pile is Sailing
    And Bob's hand is nothing
    And the age 1 pile is Oars
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  # --- Candles: echo, draw a 3 if no player has fewer points; demand a card with a castle or a
  # --- lightbulb from hand, then the affected player draws a 1.

  @id:echoes-candles-draws-a-3-and-takes-a-card @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2
  Scenario: Candles: Bob has as many points as Alice, so her echo draws a 3; Bob gives Writing (a lightbulb, no castle) and draws a 1
    # Candles features the lightbulb: Alice shows 3 (Candles, Tools), Bob none. Alice's points:
    # Candles' visible bonus 1; Bob's: Oars in his score pile. Both have two top 1s.
    Given a 2-player game
    And Alice's red pile is Candles
    And Alice's blue pile is Tools
    And Bob's green pile is Sailing
    And Bob's yellow pile is Agriculture
    And Bob has Oars in the score pile
    And Bob has Writing, Pottery in hand
    And the age 1 pile is Clothing, Masonry
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Candles
    Then Alice's hand is Paper, Writing
    And Bob's hand is Pottery, Clothing
    And the age 1 pile is Masonry
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  @id:echoes-candles-no-draw-when-someone-has-fewer @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Candles: Bob has fewer points, so no 3; Bob holds no card with a castle or a lightbulb and draws nothing
    # Candles features the lightbulb: Alice shows 3, Bob none. Alice has 2 points (Oars and her
    # bonus 1), Bob none.
    Given a 2-player game
    And Alice's red pile is Candles
    And Alice's blue pile is Writing
    And Alice has Oars in the score pile
    And Bob's green pile is Sailing
    And Bob's yellow pile is Agriculture
    And Bob has Pottery in hand
    And the age 1 pile is Clothing, Masonry
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Candles
    Then Alice's hand is nothing
    And Bob's hand is Pottery
    And the age 1 pile is Clothing, Masonry
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with one action used

  # --- Noodles: more 1s in hand than every opponent draws and scores a 2; draw and reveal a 1,
  # --- a yellow one scores every 1 in hand.

  @id:echoes-noodles-scores-a-2-and-every-1 @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Noodles: Alice holds more 1s than Bob and scores a 2; her revealed 1 is yellow and she scores every 1 in hand
    # Noodles features the castle: Alice shows 3 (Noodles, Tools), Bob none (Sailing).
    Given a 2-player game
    And Alice's yellow pile is Noodles
    And Alice's blue pile is Tools
    And Alice has Oars, Writing, Calendar in hand
    And Bob's green pile is Sailing
    And Bob has Pottery in hand
    And the age 1 pile is Agriculture, Clothing
    And the age 2 pile is Mathematics, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Noodles
    Then Alice revealed Agriculture
    And Alice's hand is Calendar
    And Alice's score pile is Mathematics, Oars, Writing, Agriculture
    And Bob's hand is Pottery
    And the age 1 pile is Clothing
    And the age 2 pile is Currency
    And it is Alice's turn 9 with one action used

  @id:echoes-noodles-tie-and-a-green-1 @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Noodles: as many 1s as Bob draws no 2; a revealed green 1 scores nothing
    # Noodles features the castle: Alice shows 3, Bob none.
    Given a 2-player game
    And Alice's yellow pile is Noodles
    And Alice's blue pile is Tools
    And Alice has Oars in hand
    And Bob's green pile is Sailing
    And Bob has Pottery in hand
    And the age 1 pile is Clothing, Agriculture
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Noodles
    Then Alice revealed Clothing
    And Alice's hand is Oars, Clothing
    And Alice's score pile is nothing
    And the age 1 pile is Agriculture
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with one action used

  # --- Soap: choose a colour, may tuck hand cards of it; then, with the top card of that colour
  # --- higher than each opponent's, may achieve a hand card you are eligible for.

  @id:echoes-soap-tucks-two-and-achieves @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Soap: Alice tucks two red cards; her red Road Building beats Bob's Metalworking and she achieves Writing from her hand
    # Soap features the leaf: Alice shows 2, Bob none. Alice has 8 points (6 in her score pile,
    # Soap's bonus 2): eligible for a 1, not for Philosophy (a 2).
    Given a 2-player game
    And Alice's yellow pile is Soap
    And Alice's red pile is Road Building
    And Alice has Oars, Archery, Writing, Philosophy in hand
    And Alice has Calendar, Mathematics, Currency in the score pile
    And Bob's red pile is Metalworking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Soap
    And Alice chooses red
    And Alice tucks Oars then Archery
    Then Alice may achieve up to 1 of Writing
    When Alice accepts
    Then Alice's red pile is Road Building, Oars, Archery
    And Alice's achievements are Writing
    And Alice's hand is Philosophy
    And it is Alice's turn 9 with one action used

  @id:echoes-soap-tie-is-not-higher @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Soap: after the tuck Alice's red top card only ties Bob's (two 1s), so she achieves nothing
    # Soap features the leaf: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's yellow pile is Soap
    And Alice's red pile is Oars
    And Alice has Archery, Writing in hand
    And Alice has Calendar, Mathematics, Currency in the score pile
    And Bob's red pile is Metalworking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Soap
    And Alice chooses red
    And Alice tucks Archery
    Then Alice's red pile is Oars, Archery
    And Alice's achievements are nothing
    And Alice's hand is Writing
    And it is Alice's turn 9 with one action used

  @id:echoes-soap-nothing-tucked @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Soap: tucking nothing offers no achievement
    # Soap features the leaf: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's yellow pile is Soap
    And Alice's red pile is Road Building
    And Alice has Oars, Writing in hand
    And Alice has Calendar, Mathematics, Currency in the score pile
    And Bob's red pile is Metalworking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Soap
    And Alice chooses red
    And Alice declines
    Then Alice's red pile is Road Building
    And Alice's achievements are nothing
    And Alice's hand is Oars, Writing
    And it is Alice's turn 9 with one action used

  # --- Puppet: junk an available achievement of a value in your score pile.

  @id:echoes-puppet-junks-a-matching-achievement @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Puppet: Alice's score pile holds a 1 and a 2; she junks the available 2
    # Puppet features the castle: Alice shows 2, Bob none (Sailing).
    Given a 2-player game
    And Alice's purple pile is Puppet
    And Alice has Oars, Calendar in the score pile
    And Bob's green pile is Sailing
    And the standard achievements are Tools, Philosophy, Paper
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Puppet
    And Alice chooses 2
    Then the standard achievements are ages 1, 3
    And the junk pile holds Philosophy
    And Alice's score pile is Oars, Calendar
    And it is Alice's turn 9 with one action used

  @id:echoes-puppet-no-matching-value @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Puppet: no available achievement has a value of Alice's score cards, so nothing is junked
    # Puppet features the castle: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's purple pile is Puppet
    And Alice has Calendar in the score pile
    And Bob's green pile is Sailing
    And the standard achievements are Tools, Paper
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Puppet
    Then the standard achievements are ages 1, 3
    And the junk pile holds nothing
    And it is Alice's turn 9 with one action used

  # --- Chopsticks: echo, may draw and foreshadow a 1; may junk the 1 deck, then achieve the
  # --- highest card in the junk if eligible for it.

  @id:echoes-chopsticks-junks-and-achieves-the-highest-junked-card @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Chopsticks: Alice declines the echo, junks the 1 deck and achieves Philosophy, the highest card in the junk
    # Chopsticks features the leaf: Alice shows 4 (Chopsticks, Calendar), Bob none. Alice has 10
    # points and a top 2: eligible for a 2. The whole junk counts, not only the cards just junked.
    Given a 2-player game
    And Alice's yellow pile is Chopsticks
    And Alice's blue pile is Calendar
    And Alice has Mathematics, Currency, Road Building, Fermenting, Mapmaking in the score pile
    And Bob's red pile is Metalworking
    And the junk pile holds Philosophy
    And the age 1 pile is Oars, Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Chopsticks
    And Alice declines
    And Alice accepts
    Then Alice's achievements are Philosophy
    And the junk pile holds Oars, Clothing
    And the age 1 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-chopsticks-picks-among-tied-highest @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Chopsticks: the two junked 1s tie for highest and Alice achieves the one she picks
    # Chopsticks features the leaf: Alice shows 4, Bob none. Alice has 6 points: eligible for a 1.
    Given a 2-player game
    And Alice's yellow pile is Chopsticks
    And Alice's blue pile is Calendar
    And Alice has Mathematics, Currency, Road Building in the score pile
    And Bob's red pile is Metalworking
    And the age 1 pile is Oars, Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Chopsticks
    And Alice declines
    And Alice accepts
    And Alice chooses Clothing
    Then Alice's achievements are Clothing
    And the junk pile holds Oars
    And the age 1 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-chopsticks-not-eligible @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Chopsticks: with no points Alice is not eligible for the highest junked card and achieves nothing
    # Chopsticks features the leaf: Alice shows 4, Bob none.
    Given a 2-player game
    And Alice's yellow pile is Chopsticks
    And Alice's blue pile is Calendar
    And Bob's red pile is Metalworking
    And the junk pile holds Philosophy
    And the age 1 pile is Oars, Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Chopsticks
    And Alice declines
    And Alice accepts
    Then Alice's achievements are nothing
    And the junk pile holds Philosophy, Oars, Clothing
    And the age 1 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-chopsticks-declines-both @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Chopsticks: declining the junk leaves the 1 deck and the junk alone
    # Chopsticks features the leaf: Alice shows 4, Bob none.
    Given a 2-player game
    And Alice's yellow pile is Chopsticks
    And Alice's blue pile is Calendar
    And Alice has Mathematics, Currency, Road Building in the score pile
    And Bob's red pile is Metalworking
    And the junk pile holds Philosophy
    And the age 1 pile is Oars, Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Chopsticks
    And Alice declines
    And Alice declines
    Then Alice's achievements are nothing
    And Alice's hand is nothing
    And the junk pile holds Philosophy
    And the age 1 pile is Oars, Clothing
    And it is Alice's turn 9 with one action used

  # --- Ice Skates: if foreseen, junk the 1 and 2 decks; may return up to two hand cards, each
  # --- drawing and melding a 2 or drawing and foreshadowing a 3; then (one source's text, the
  # --- reading cards.readings.ice_skates_closing_return) return your highest top card.

  @id:echoes-ice-skates-melds-a-2-and-returns-a-highest-top-card @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.ice_skates_closing_return=returns-highest-top-card
  Scenario: Ice Skates: Alice returns Oars, draws and melds Calendar, then returns Philosophy, one of her three top 2s
    # Ice Skates features the crown: Alice shows 2, Bob none (Metalworking). Alice's top cards
    # tie at 2 (Construction, Philosophy): base draws. Not foreseen: no deck is junked.
    Given a 2-player game
    And Alice's green pile is Ice Skates
    And Alice's red pile is Construction
    And Alice's purple pile is Philosophy
    And Alice has Oars in hand
    And Bob's red pile is Metalworking
    And the age 1 pile is Clothing
    And the age 2 pile is Calendar, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Ice Skates
    And Alice returns Oars
    And Alice melds Calendar
    And Alice returns Philosophy
    Then Alice's blue pile is Calendar
    And Alice's red pile is Construction
    And Alice's purple pile is nothing
    And Alice's green pile is Ice Skates
    And Alice's hand is nothing
    And the age 1 pile is Clothing, Oars
    And the age 2 pile is Currency, Philosophy
    And the junk pile holds nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-ice-skates-nothing-returned-still-returns-the-top-card @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.ice_skates_closing_return=returns-highest-top-card
  Scenario: Ice Skates: returning no hand card draws nothing, and Alice still returns her highest top card
    # Ice Skates features the crown: Alice shows 2, Bob none. Construction is her one highest.
    Given a 2-player game
    And Alice's green pile is Ice Skates
    And Alice's red pile is Construction, Archery
    And Alice has Oars in hand
    And Bob's red pile is Metalworking
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Ice Skates
    And Alice declines
    Then Alice's red pile is Archery
    And Alice's hand is Oars
    And the age 2 pile is Calendar, Construction
    And it is Alice's turn 9 with one action used

  @id:echoes-ice-skates-no-closing-return @needs:resolved_variant @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.ice_skates_closing_return=no-return
  Scenario: Ice Skates read without the closing return: Alice's top cards all stay
    # The other source's fourth-edition text ends with the draws (echoes.md §15). Ice Skates
    # features the crown: Alice shows 2, Bob none.
    Given a house variant of it sets cards.readings.ice_skates_closing_return to "no-return"
    And a 2-player game
    And Alice's green pile is Ice Skates
    And Alice's red pile is Construction
    And Alice's purple pile is Philosophy
    And Alice has Oars in hand
    And Bob's red pile is Metalworking
    And the age 1 pile is Clothing
    And the age 2 pile is Calendar, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Ice Skates
    And Alice returns Oars
    And Alice melds Calendar
    Then Alice's blue pile is Calendar
    And Alice's red pile is Construction
    And Alice's purple pile is Philosophy
    And Alice's green pile is Ice Skates
    And the age 1 pile is Clothing, Oars
    And the age 2 pile is Currency
    And it is Alice's turn 9 with one action used

  # --- Ruler: echo, draw a 2; draw two Echoes 1s, foreshadow one and return the other.

  @id:echoes-ruler-draws-a-2-foreshadows-one-echoes-1 @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Ruler: the echo draws a 2; of the two Echoes 1s drawn, Alice foreshadows Bangle and returns Perfume
    # Ruler features the lightbulb: Alice shows 3 (Ruler, Archery), Bob none (Metalworking).
    # Alice's two top 1s tie, so the echo's draw is a base 2; the dogma names the Echoes deck.
    Given a 2-player game
    And Alice's blue pile is Ruler
    And Alice's red pile is Archery
    And Bob's red pile is Metalworking
    And the age 2 pile is Calendar, Currency
    And the age 1 echoes pile is Perfume, Bangle, Candles
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Ruler
    And Alice returns Perfume
    Then Alice's hand is Calendar
    And Alice's forecast is Bangle
    And the age 1 echoes pile is Candles, Perfume
    And the age 2 pile is Currency
    And it is Alice's turn 9 with one action used

  # --- Bangle: echo, tuck a 1 from hand; draw and foreshadow a 2, or tuck a 2 from the
  # --- forecast; with an empty forecast, draw and foreshadow a 3.

  @id:echoes-bangle-tucks-from-hand-and-forecast-then-foreshadows-an-echoes-3 @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Bangle: the echo tucks Writing; Alice tucks Currency from her forecast, which empties it, so she draws and foreshadows a 3
    # Bangle features the castle: Alice shows 1, Bob none (Sailing). After the tucks Alice's
    # highest top card is Currency alone, so the 3 comes from the Echoes deck.
    Given a 2-player game
    And Alice's red pile is Bangle
    And Alice has Oars, Writing, Calendar in hand
    And Alice has Currency in the forecast
    And Bob's green pile is Sailing
    And the age 2 pile is Mathematics
    And the age 3 echoes pile is Novel, Katana
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Bangle
    And Alice tucks Writing
    And Alice tucks Currency
    Then Alice's blue pile is Writing
    And Alice's green pile is Currency
    And Alice's hand is Oars, Calendar
    And Alice's forecast is Novel
    And the age 2 pile is Mathematics
    And the age 3 echoes pile is Katana
    And it is Alice's turn 9 with one action used

  @id:echoes-bangle-foreshadows-a-2-and-keeps-the-forecast @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Bangle: with no 1 in hand and no 2 in the forecast, Alice draws and foreshadows a 2; her forecast is not empty, so no 3
    # Bangle features the castle: Alice shows 4 (Bangle, Masonry), Bob none. Alice's top cards
    # tie at 1: base draws.
    Given a 2-player game
    And Alice's red pile is Bangle
    And Alice's yellow pile is Masonry
    And Alice has Calendar in hand
    And Bob's green pile is Sailing
    And the age 2 pile is Mathematics, Currency
    And the age 3 pile is Paper
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Bangle
    Then Alice's hand is Calendar
    And Alice's forecast is Mathematics
    And Alice's red pile is Bangle
    And the age 2 pile is Currency
    And the age 3 pile is Paper
    And it is Alice's turn 9 with one action used

  @id:echoes-bangle-draws-though-a-2-is-foreseen @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Bangle: with a 2 in her forecast Alice still chooses to draw and foreshadow a 2
    # Bangle features the castle: Alice shows 4, Bob none.
    Given a 2-player game
    And Alice's red pile is Bangle
    And Alice's yellow pile is Masonry
    And Alice has Currency in the forecast
    And Bob's green pile is Sailing
    And the age 2 pile is Mathematics, Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Bangle
    And Alice foreshadows Mathematics
    Then Alice's forecast is Currency, Mathematics
    And Alice's hand is nothing
    And Alice's red pile is Bangle
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  # --- Bell: echo, may score a hand card; draw and foreshadow a 1, then a 2; if foreseen,
  # --- return every card of every hand.

  @id:echoes-bell-scores-and-foreshadows-a-1-and-a-2 @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Bell: the echo scores Oars; Alice draws and foreshadows a 1 and a 2; not foreseen, Bob keeps his hand
    # Bell features the castle: Alice shows 5 (Bell, Masonry), Bob none (Sailing). Alice's top
    # cards tie at 1: base draws.
    Given a 2-player game
    And Alice's purple pile is Bell
    And Alice's yellow pile is Masonry
    And Alice has Oars in hand
    And Bob's green pile is Sailing
    And Bob has Tools in hand
    And the age 1 pile is Clothing, Writing
    And the age 2 pile is Calendar, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Bell
    And Alice scores Oars
    Then Alice's score pile is Oars
    And Alice's hand is nothing
    And Alice's forecast is Clothing, Calendar
    And Bob's hand is Tools
    And the age 1 pile is Writing
    And the age 2 pile is Currency
    And it is Alice's turn 9 with one action used

  @id:echoes-bell-foreseen-returns-every-hand @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Bell foreseen: Alice's Meld action promotes Bell; she declines the echo, foreshadows a 1 and a 2, then every hand is returned
    # Melding Oars (a 1) promotes Bell (a 1) from Alice's forecast; its Dogma action is free.
    # Bell features the castle: Alice shows 4 (Bell, Oars), Bob none. Alice's top cards tie at
    # 1: base draws. Alice's hand goes back first, then Bob's, in the order Bob gives.
    Given a 2-player game
    And Alice has Oars, Writing in hand
    And Alice has Bell in the forecast
    And Bob's green pile is Sailing
    And Bob has Tools, Pottery in hand
    And the age 1 pile is Clothing
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with every action left
    When Alice melds Oars
    And Alice declines
    And Bob returns Pottery then Tools
    Then Alice's purple pile is Bell
    And Alice's red pile is Oars
    And Alice's forecast is Clothing, Calendar
    And Alice's hand is nothing
    And Bob's hand is nothing
    And the age 1 pile is Writing, Pottery, Tools
    And the age 2 pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Comb: choose a colour, draw and reveal five 1s and return those of other colours; if
  # --- foreseen, return every card of that colour from every board.

  @id:echoes-comb-keeps-the-red-1s @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Comb: Alice chooses red, draws five 1s, keeps Oars and Archery and returns the other three in her order
    # Comb features the castle: Alice shows 5 (Comb, Masonry), Bob none. Alice's top cards tie
    # at 1: base draws. Not foreseen: the boards keep their red cards.
    Given a 2-player game
    And Alice's green pile is Comb
    And Alice's yellow pile is Masonry
    And Bob's red pile is Metalworking
    And Bob's green pile is Sailing
    And the age 1 pile is Oars, Writing, Archery, Agriculture, Clothing, Tools
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Comb
    And Alice chooses red
    And Alice returns Clothing then Writing then Agriculture
    Then Alice's hand is Oars, Archery
    And Bob's red pile is Metalworking
    And the age 1 pile is Tools, Clothing, Writing, Agriculture
    And it is Alice's turn 9 with one action used

  @id:echoes-comb-foreseen-returns-the-colour-from-every-board @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Comb foreseen: Alice chooses red and, after the draws, every red card on every board goes back
    # Melding Construction (a 2) promotes Comb (a 1). Comb features the castle: Alice shows 5
    # (Comb, Construction), Bob none (Sailing). Alice's top cards are Construction (2) and Comb
    # (1): her unique highest draws Echoes 1s. Every drawn card is red or not; the red piles
    # (Alice's Construction, Bob's Archery over Oars) go back, their cards ordered by Alice.
    Given a 2-player game
    And Alice has Construction in hand
    And Alice has Comb in the forecast
    And Bob's red pile is Archery, Oars
    And Bob's green pile is Sailing
    And the age 1 pile is Tools
    And the age 2 pile is Calendar
    And the age 1 echoes pile is Candles, Dice, Perfume, Bell, Flute, Soap
    And it is Alice's turn 9 with every action left
    When Alice melds Construction
    And Alice chooses red
    And Alice returns Dice then Perfume then Bell then Flute
    And Alice returns Archery then Oars
    Then Alice's hand is Candles
    And Alice's green pile is Comb
    And Alice's red pile is nothing
    And Bob's red pile is nothing
    And Bob's green pile is Sailing
    And the age 1 echoes pile is Soap, Dice, Perfume, Bell, Flute
    And the age 1 pile is Tools, Archery, Oars
    And the age 2 pile is Calendar, Construction
    And it is Alice's turn 9 with one action used

  # --- Dice: draw and reveal an Echoes 1; if it shows a bonus, draw and meld a card of that
  # --- value; if foreseen, draw a 4 and give it to an opponent with more bonus points.

  @id:echoes-dice-bonus-draws-and-melds @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Dice: Alice reveals Plumbing, whose bonus is a 2, and draws and melds a 2 from the Echoes deck
    # Dice features the crown: Alice shows 2, Bob none (Metalworking). Dice is Alice's only top
    # card, so her draw of a 2 is an Echoes card too.
    Given a 2-player game
    And Alice's blue pile is Dice
    And Bob's red pile is Metalworking
    And the age 1 echoes pile is Plumbing, Comb
    And the age 2 echoes pile is Scissors, Lever
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Dice
    Then Alice revealed Plumbing
    And Alice's hand is Plumbing
    And Alice's green pile is Scissors
    And the age 1 echoes pile is Comb
    And the age 2 echoes pile is Lever
    And it is Alice's turn 9 with one action used

  @id:echoes-dice-no-bonus @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Dice: the revealed Comb shows no bonus, so nothing more is drawn; not foreseen, no 4
    # Dice features the crown: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's blue pile is Dice
    And Bob's red pile is Metalworking
    And the age 1 echoes pile is Comb, Plumbing
    And the age 4 pile is Invention
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Dice
    Then Alice revealed Comb
    And Alice's hand is Comb
    And Alice's blue pile is Dice
    And the age 1 echoes pile is Plumbing
    And the age 4 pile is Invention
    And it is Alice's turn 9 with one action used

  @id:echoes-dice-foreseen-4-stays-bonus-score @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.dice_bonus_points=bonus-score
  Scenario: Dice foreseen: Bob's bonuses add no more to his score than Alice's add to hers, so Alice keeps the drawn 4
    # Melding Plumbing promotes Dice. Alice's bonuses: 2 (Plumbing) and 1 (Dice), 3 points; Bob's:
    # 2 and 2 (Scissors, Soap), 3 points. Dice features the crown: Alice shows 2, Bob none.
    # Alice's top cards tie at 1: base draws, except the Echoes 1 Dice names.
    Given a 2-player game
    And Alice has Plumbing in hand
    And Alice has Dice in the forecast
    And Bob's green pile is Scissors
    And Bob's yellow pile is Soap
    And the age 1 echoes pile is Comb
    And the age 4 pile is Invention, Navigation
    And it is Alice's turn 9 with every action left
    When Alice melds Plumbing
    Then Alice's hand is Comb, Invention
    And Bob's hand is nothing
    And Alice's blue pile is Dice
    And Alice's red pile is Plumbing
    And the age 4 pile is Navigation
    And it is Alice's turn 9 with one action used

  @id:echoes-dice-foreseen-4-given-to-the-richer-opponent @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Dice foreseen: Bob's bonuses are worth more than Alice's however bonus points are read, so he gets the drawn 4
    # Melding Plumbing promotes Dice. Alice's bonuses: 2 and 1 (3 points, sum 3); Bob's: 3
    # (Puppet) and 2 (Soap), 4 points, sum 5. Dice features the crown: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice has Plumbing in hand
    And Alice has Dice in the forecast
    And Bob's purple pile is Puppet
    And Bob's yellow pile is Soap
    And the age 1 echoes pile is Comb
    And the age 4 pile is Invention, Navigation
    And it is Alice's turn 9 with every action left
    When Alice melds Plumbing
    Then Alice's hand is Comb
    And Bob's hand is Invention
    And Alice's blue pile is Dice
    And Alice's red pile is Plumbing
    And the age 4 pile is Navigation
    And it is Alice's turn 9 with one action used

  @id:echoes-dice-foreseen-4-given-bonus-sum @needs:resolved_variant @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.dice_bonus_points=bonus-sum
  Scenario: Dice foreseen, bonus points read as the sum of the bonus numbers: Bob's 4 beats Alice's 3 and he gets the drawn 4
    # As above; Bob's bonuses sum to 4, Alice's to 3 (DH4's reading, echoes.md §13 question 8).
    Given a house variant of it sets cards.readings.dice_bonus_points to "bonus-sum"
    And a 2-player game
    And Alice has Plumbing in hand
    And Alice has Dice in the forecast
    And Bob's green pile is Scissors
    And Bob's yellow pile is Soap
    And the age 1 echoes pile is Comb
    And the age 4 pile is Invention, Navigation
    And it is Alice's turn 9 with every action left
    When Alice melds Plumbing
    Then Alice's hand is Comb
    And Bob's hand is Invention
    And Alice's blue pile is Dice
    And the age 4 pile is Navigation
    And it is Alice's turn 9 with one action used

  # --- Flute: echo, may splay a colour left; demand an expansion card from hand be returned;
  # --- draw and reveal an Echoes 1, and if it shows a bonus draw a 1.

  @id:echoes-flute-splays-returns-and-draws @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2
  Scenario: Flute: Alice splays red left; Bob returns Candles (an Echoes card); Alice reveals Noodles, with a bonus, and draws a 1
    # Flute features the crown: Alice shows 2 (Flute, Oars), Bob none (Metalworking). Alice's
    # top cards tie at 1: her draw of a 1 is a base card. Candles goes under its Echoes deck.
    Given a 2-player game
    And Alice's purple pile is Flute
    And Alice's red pile is Oars, Archery
    And Bob's red pile is Metalworking
    And Bob has Candles, Tools in hand
    And the age 1 pile is Clothing
    And the age 1 echoes pile is Noodles, Puppet
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Flute
    And Alice splays red
    Then Alice's red pile is Oars, Archery splayed left
    And Bob's hand is Tools
    And Alice revealed Noodles
    And Alice's hand is Noodles, Clothing
    And the age 1 echoes pile is Puppet, Candles
    And the age 1 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-flute-declined-no-expansion-card-no-bonus @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Flute: Alice declines the splay; Bob has only base cards; the revealed Comb shows no bonus
    # Flute features the crown: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's purple pile is Flute
    And Alice's red pile is Oars, Archery
    And Bob's red pile is Metalworking
    And Bob has Tools in hand
    And the age 1 pile is Clothing
    And the age 1 echoes pile is Comb, Puppet
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Flute
    And Alice declines
    Then Alice's red pile is Oars, Archery
    And Bob's hand is Tools
    And Alice's hand is Comb
    And the age 1 echoes pile is Puppet
    And the age 1 pile is Clothing
    And it is Alice's turn 9 with one action used

  # --- Chopsticks' echo accepted, Ice Skates' foreshadow branch and its foreseen junking.

  @id:echoes-chopsticks-echo-foreshadows-a-1 @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Chopsticks: Alice's echo draws and foreshadows a 1; she then declines the junk
    # Chopsticks features the leaf: Alice shows 4 (Chopsticks, Calendar), Bob none. Calendar is
    # Alice's unique highest top card: the 1 is an Echoes card.
    Given a 2-player game
    And Alice's yellow pile is Chopsticks
    And Alice's blue pile is Calendar
    And Bob's red pile is Metalworking
    And the age 1 pile is Oars, Clothing
    And the age 1 echoes pile is Bell, Flute
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Chopsticks
    And Alice accepts
    And Alice declines
    Then Alice's forecast is Bell
    And Alice's hand is nothing
    And the age 1 echoes pile is Flute
    And the age 1 pile is Oars, Clothing
    And it is Alice's turn 9 with one action used

  @id:echoes-ice-skates-foreseen-junks-and-foreshadows-a-3 @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.ice_skates_closing_return=returns-highest-top-card
  Scenario: Ice Skates foreseen: the 1 and 2 decks are junked; Alice returns two cards, foreshadows a 3 for each and returns her highest top card
    # Melding Construction (a 2) promotes Ice Skates (a 1). Ice Skates features the crown: Alice
    # shows 2, Bob none. Alice's top cards are Construction (2) and Ice Skates (1): her draws of
    # 3s are Echoes cards. Construction, her highest top card, is returned at the end.
    Given a 2-player game
    And Alice has Construction, Oars, Writing in hand
    And Alice has Ice Skates in the forecast
    And Bob's red pile is Metalworking
    And the age 1 pile is Clothing, Sailing
    And the age 2 pile is Calendar
    And the age 3 echoes pile is Novel, Katana, Almanac
    And it is Alice's turn 9 with every action left
    When Alice melds Construction
    And Alice returns Oars then Writing
    And Alice foreshadows Novel
    And Alice foreshadows Katana
    Then the junk pile holds Clothing, Sailing, Calendar
    And Alice's forecast is Novel, Katana
    And Alice's hand is nothing
    And Alice's red pile is nothing
    And Alice's green pile is Ice Skates
    And the age 1 pile is Oars, Writing
    And the age 2 pile is Construction
    And the age 3 echoes pile is Almanac
    And it is Alice's turn 9 with one action used

  # --- Shared: every echo and non-demand effect run by a sharing Bob before Alice (echoes.md
  # --- §4.2); Bob's change earns Alice the sharing bonus, a draw at her draw age.

  @id:echoes-bangle-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Bangle shared: Bob tucks Oars and foreshadows a 2; Alice foreshadows a 2; both forecasts then hold a card, so no 3
    # Bangle features the castle: Alice shows 4 (Bangle, Masonry), Bob 6 (Mysticism, The Wheel).
    Given a 2-player game
    And Alice's red pile is Bangle
    And Alice's yellow pile is Masonry
    And Bob's purple pile is Mysticism
    And Bob's green pile is The Wheel
    And Bob has Oars in hand
    And the age 1 pile is Clothing
    And the age 2 pile is Calendar, Currency, Mapmaking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Bangle
    Then Bob's red pile is Oars
    And Bob's forecast is Calendar
    And Alice's forecast is Currency
    And Alice gets the sharing bonus
    And Alice's hand is Clothing
    And the age 2 pile is Mapmaking
    And it is Alice's turn 9 with one action used

  @id:echoes-bell-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Bell shared: Bob scores Oars by the echo; each foreshadows a 1 and a 2, Bob first
    # Bell features the castle: Alice shows 5 (Bell, Masonry), Bob 6.
    Given a 2-player game
    And Alice's purple pile is Bell
    And Alice's yellow pile is Masonry
    And Bob's purple pile is Mysticism
    And Bob's green pile is The Wheel
    And Bob has Oars in hand
    And the age 1 pile is Clothing, Writing, Sailing, Tools
    And the age 2 pile is Calendar, Currency, Mapmaking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Bell
    And Bob scores Oars
    Then Bob's score pile is Oars
    And Bob's forecast is Clothing, Calendar
    And Alice's forecast is Writing, Currency
    And Alice gets the sharing bonus
    And Alice's hand is Sailing
    And the age 1 pile is Tools
    And the age 2 pile is Mapmaking
    And it is Alice's turn 9 with one action used

  @id:echoes-candles-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:echoes.echo_effects_earn_bonus=true
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Candles shared: nobody has fewer points than Bob, so his echo draws a 3; Alice, with Candles' bonus point, has more than Bob and draws none
    # Candles features the lightbulb: Alice shows 3 (Candles, Tools), Bob 3 (Writing, Archery):
    # Bob shares, so nobody is demanded.
    Given a 2-player game
    And Alice's red pile is Candles
    And Alice's blue pile is Tools
    And Bob's blue pile is Writing
    And Bob's red pile is Archery
    And the age 1 pile is Clothing
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Candles
    Then Bob's hand is Paper
    And Alice gets the sharing bonus
    And Alice's hand is Clothing
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  @id:echoes-chopsticks-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.skip_empty_piles=true
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Chopsticks shared: Bob foreshadows a 1 and junks the 1 deck, without points for an achievement; Alice declines the echo and has no deck left to junk
    # Chopsticks features the leaf: Alice shows 4 (Chopsticks, Clothing), Bob 4 (Pottery,
    # Sailing). Alice's bonus draw finds the 1 deck empty and draws a 2.
    Given a 2-player game
    And Alice's yellow pile is Chopsticks
    And Alice's green pile is Clothing
    And Bob's blue pile is Pottery
    And Bob's green pile is Sailing
    And the age 1 pile is Oars, Tools, Writing
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Chopsticks
    And Bob accepts
    And Alice declines
    And Bob accepts
    Then Bob's forecast is Oars
    And Bob's achievements are nothing
    And the junk pile holds Tools, Writing
    And Alice gets the sharing bonus
    And Alice's hand is Calendar
    And it is Alice's turn 9 with one action used

  @id:echoes-comb-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Comb shared: Bob and then Alice each choose red, draw five 1s and keep the red ones
    # Comb features the castle: Alice shows 5 (Comb, Masonry), Bob 6 (Mysticism, The Wheel).
    Given a 2-player game
    And Alice's green pile is Comb
    And Alice's yellow pile is Masonry
    And Bob's purple pile is Mysticism
    And Bob's green pile is The Wheel
    And the age 1 pile is Oars, Writing, Archery, Sailing, Clothing, Tools, Metalworking, Pottery, Agriculture, Domestication, Code of Laws
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Comb
    And Bob chooses red
    And Bob returns Writing then Sailing then Clothing
    And Alice chooses red
    And Alice returns Tools then Pottery then Agriculture then Domestication
    Then Bob's hand is Oars, Archery
    And Alice gets the sharing bonus
    And Alice's hand is Metalworking, Code of Laws
    And the age 1 pile is Writing, Sailing, Clothing, Tools, Pottery, Agriculture, Domestication
    And it is Alice's turn 9 with one action used

  @id:echoes-dice-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Dice shared: Bob reveals Comb, with no bonus; Alice reveals Noodles, with a bonus 1, and draws and melds a 1
    # Dice features the crown: Alice shows 4 (Dice, Sailing), Bob 4 (Oars, Code of Laws,
    # Domestication). Alice's top cards tie at 1: her draws not naming a deck are base cards.
    Given a 2-player game
    And Alice's blue pile is Dice
    And Alice's green pile is Sailing
    And Bob's red pile is Oars
    And Bob's purple pile is Code of Laws
    And Bob's yellow pile is Domestication
    And the age 1 pile is Writing, Tools
    And the age 1 echoes pile is Comb, Noodles, Bell
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Dice
    Then Bob's hand is Comb
    And Alice's blue pile is Writing, Dice
    And Alice gets the sharing bonus
    And Alice's hand is Noodles, Tools
    And the age 1 echoes pile is Bell
    And it is Alice's turn 9 with one action used

  @id:echoes-flute-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Flute shared: Bob splays red left and reveals Comb; Alice reveals Puppet, with a bonus, and draws a 1
    # Flute features the crown: Alice shows 3 (Flute, Sailing), Bob 3 (Oars, Code of Laws): Bob
    # shares and is not demanded.
    Given a 2-player game
    And Alice's purple pile is Flute
    And Alice's green pile is Sailing
    And Bob's red pile is Oars, Archery
    And Bob's purple pile is Code of Laws
    And the age 1 pile is Writing, Tools
    And the age 1 echoes pile is Comb, Puppet, Bell
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Flute
    And Bob splays red
    Then Bob's red pile is Oars, Archery splayed left
    And Bob's hand is Comb
    And Alice gets the sharing bonus
    And Alice's hand is Puppet, Writing, Tools
    And the age 1 echoes pile is Bell
    And it is Alice's turn 9 with one action used

  @id:echoes-ice-skates-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.readings.ice_skates_closing_return=returns-highest-top-card
  Scenario: Ice Skates shared: Bob returns Writing, melds Calendar and returns it, his highest top card; Alice returns Code of Laws, one of her tied top cards
    # Ice Skates features the crown: Alice shows 4 (Ice Skates, Code of Laws), Bob 4 (Sailing,
    # Oars, Domestication). Alice is left with Ice Skates alone: her bonus draw is an Echoes 1.
    Given a 2-player game
    And Alice's green pile is Ice Skates
    And Alice's purple pile is Code of Laws
    And Bob's green pile is Sailing
    And Bob's red pile is Oars
    And Bob's yellow pile is Domestication
    And Bob has Writing in hand
    And the age 1 pile is Tools
    And the age 2 pile is Calendar, Currency
    And the age 1 echoes pile is Bell
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Ice Skates
    And Bob returns Writing
    And Bob melds Calendar
    And Alice returns Code of Laws
    Then Bob's blue pile is nothing
    And Bob's hand is nothing
    And Alice's purple pile is nothing
    And Alice gets the sharing bonus
    And Alice's hand is Bell
    And the age 1 pile is Tools, Writing, Code of Laws
    And the age 2 pile is Currency, Calendar
    And it is Alice's turn 9 with one action used

  @id:echoes-noodles-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Noodles shared: Bob holds more 1s than Alice, scores a 2 and, revealing a yellow 1, every 1 he holds; Alice reveals a green 1
    # Noodles features the castle: Alice shows 3 (Noodles, Tools), Bob 6 (Mysticism, The Wheel).
    Given a 2-player game
    And Alice's yellow pile is Noodles
    And Alice's blue pile is Tools
    And Alice has Writing in hand
    And Bob's purple pile is Mysticism
    And Bob's green pile is The Wheel
    And Bob has Oars, Archery in hand
    And the age 1 pile is Agriculture, Clothing, Sailing
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Noodles
    Then Bob's score pile is Calendar, Oars, Archery, Agriculture
    And Bob's hand is nothing
    And Alice gets the sharing bonus
    And Alice's hand is Writing, Clothing, Sailing
    And it is Alice's turn 9 with one action used

  @id:echoes-perfume-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:echoes.echo_effects_earn_bonus=true
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Perfume shared: Bob's echo tucks Writing, Alice's tucks Clothing; Bob shares, so nobody is demanded
    # Perfume features the castle: Alice shows 3 (Perfume, Archery), Bob 3 (Metalworking).
    Given a 2-player game
    And Alice's blue pile is Perfume
    And Alice's red pile is Archery
    And Bob's red pile is Metalworking
    And Bob's green pile is Sailing
    And the age 1 pile is Writing, Clothing, Tools
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Perfume
    Then Bob's blue pile is Writing
    And Alice's green pile is Clothing
    And Bob's green pile is Sailing
    And Alice gets the sharing bonus
    And Alice's hand is Tools
    And it is Alice's turn 9 with one action used

  @id:echoes-puppet-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Puppet shared: Bob junks the available 2 for his Calendar, Alice the available 1 for her Oars
    # Puppet features the castle: Alice shows 5 (Puppet, Masonry), Bob 6.
    Given a 2-player game
    And Alice's purple pile is Puppet
    And Alice's yellow pile is Masonry
    And Alice has Oars in the score pile
    And Bob's purple pile is Mysticism
    And Bob's green pile is The Wheel
    And Bob has Calendar in the score pile
    And the standard achievements are Tools, Mathematics, Paper
    And the age 1 pile is Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Puppet
    Then the standard achievements are ages 3
    And the junk pile holds Tools, Mathematics
    And Alice gets the sharing bonus
    And Alice's hand is Clothing
    And it is Alice's turn 9 with one action used

  @id:echoes-ruler-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Ruler shared: each draws a 2 by the echo, then Bob foreshadows Bangle and returns Perfume, Alice foreshadows Candles and returns Dice
    # Ruler features the lightbulb: Alice shows 2 (Ruler, Masonry), Bob 2 (Tools, Sailing).
    Given a 2-player game
    And Alice's blue pile is Ruler
    And Alice's yellow pile is Masonry
    And Bob's blue pile is Tools
    And Bob's green pile is Sailing
    And the age 1 pile is Clothing
    And the age 2 pile is Calendar, Currency
    And the age 1 echoes pile is Perfume, Bangle, Candles, Dice, Flute
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Ruler
    And Bob returns Perfume
    And Alice returns Dice
    Then Bob's hand is Calendar
    And Bob's forecast is Bangle
    And Alice's forecast is Candles
    And Alice gets the sharing bonus
    And Alice's hand is Currency, Clothing
    And the age 1 echoes pile is Flute, Perfume, Dice
    And it is Alice's turn 9 with one action used

  @id:echoes-soap-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Soap shared: Bob tucks Oars, red beats Alice's board but he has no points to achieve; Alice tucks Archery and only ties Bob's red
    # Soap features the leaf: Alice shows 4 (Soap, Clothing), Bob 4 (Pottery, Sailing).
    Given a 2-player game
    And Alice's yellow pile is Soap
    And Alice's green pile is Clothing
    And Alice has Archery in hand
    And Bob's blue pile is Pottery
    And Bob's green pile is Sailing
    And Bob has Oars, Writing in hand
    And the age 1 pile is Tools
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Soap
    And Bob chooses red
    And Bob tucks Oars
    And Alice tucks Archery
    Then Bob's red pile is Oars
    And Bob's achievements are nothing
    And Alice's red pile is Archery
    And Alice's achievements are nothing
    And Alice gets the sharing bonus
    And Alice's hand is Tools
    And it is Alice's turn 9 with one action used

  @id:echoes-umbrella-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Umbrella shared: Bob melds Oars, returns Writing and scores two cards; Alice, with an empty hand, does nothing
    # Umbrella features the leaf: Alice shows 5 (Umbrella, Agriculture), Bob 5 (Pottery, Clothing).
    Given a 2-player game
    And Alice's green pile is Umbrella
    And Alice's yellow pile is Agriculture
    And Bob's blue pile is Pottery
    And Bob's green pile is Clothing
    And Bob has Oars, Writing, Tools, Sailing in hand
    And the age 1 pile is Archery
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Umbrella
    And Bob melds Oars
    And Bob returns Writing
    Then Bob's red pile is Oars
    And Bob's score pile is Tools, Sailing
    And Alice gets the sharing bonus
    And Alice's hand is Archery
    And the age 1 pile is Writing
    And it is Alice's turn 9 with one action used
