# The Unseen cards of age 5: each dogma effect and each branch, from exact positions. Card texts:
# engine/data/cards/unseen-ultimate.json (each card's effects in our own words and its notes:
# Popular Science's and Pen Name's implementation notes are the card readings
# cards.readings.popular_science_no_yellow and pen_name_single_card_colors, Secret History's the
# variant's unseen.full_safe_transfer, Buried Treasure's draw and safeguard into a full safe its
# unseen.safeguard_overflow). Rules with sources: the research note unseen.md (§3 the
# safe and its limit, §4 safeguard and transfers into a safe, §5 secrets, §6 the Unseen draw,
# §7 the special achievements, §10 card-text conventions, §13 and §14 the sources' differences).
# Conventions: piles are written top card first; every deck a scenario draws from is listed; a
# card going back to a deck goes under it. Each player's first draw of a turn is an Unseen draw
# (unseen.md §6): a position says when a drawing player has already used it, so that the draws
# come from the base decks, and lists the Unseen deck where the Unseen draw happens. A secret is
# named by title: the steps read the referee's state. A scenario tagged @ultimate-unseen-echoes holds
# beside Echoes too: its draws are none the Echoes draw rule takes (echoes.md §3).
@ultimate-unseen @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
Feature: Unseen cards of age 5

  # --- Popular Science (blue, lightbulb): draw and meld a card of a green top card's value; draw
  # and meld one higher than your top yellow card; you may splay your blue cards right.

  @id:unseen-popular-science-alone
  @assumes:actions.per_turn>=2
  Scenario: Popular Science: Alice takes the value of Bob's green 1, melds a 2 over her yellow 1 and splays blue right
    # Bob shows no lightbulb and does not share. Green top cards show a 5 (Alice's Banking) and a
    # 1 (Bob's Sailing): Alice takes the 1.
    Given a 2-player game
    And Alice's blue pile is Popular Science, Tools
    And Alice's green pile is Banking
    And Alice's yellow pile is Agriculture
    And Bob's green pile is Sailing
    And the age 1 pile is Clothing, Pottery
    And the age 2 pile is Fermenting, Calendar
    And the age 5 pile is Chemistry, Coal
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Popular Science
    And Alice chooses 1
    And Alice splays blue
    Then Alice's green pile is Clothing, Banking
    And Alice's yellow pile is Fermenting, Agriculture
    And Alice's blue pile is Popular Science, Tools splayed right
    And the age 1 pile is Pottery
    And the age 2 pile is Calendar
    And the age 5 pile is Chemistry, Coal
    And it is Alice's turn 9 with one action used

  @id:unseen-popular-science-shared-no-yellow
  @assumes:dogma.sharing_bonus_draws=1 @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2 @assumes:cards.readings.popular_science_no_yellow=draws-nothing
  @assumes:dogma.sharing_bonus=true
  Scenario: Popular Science shared: Bob, with no yellow top card, melds only the green top card's value; Alice declines the splay
    # Bob shows two lightbulbs (Writing) and shares first: the only green top card is Alice's
    # Sailing, a 1; with no yellow top card his second effect does nothing (DH4). Alice draws
    # and melds a 1, then, with no yellow top card, nothing; Bob changed the game, so Alice gets
    # the sharing bonus, a 5 (her highest top card is Popular Science).
    Given a 2-player game
    And Alice's blue pile is Popular Science
    And Alice's green pile is Sailing
    And Bob's blue pile is Writing
    And the age 1 pile is Archery, Clothing, Pottery, Tools
    And the age 5 pile is Chemistry, Coal
    And Alice has used her Unseen draw this turn
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Popular Science
    Then Bob's red pile is Archery
    And Alice's green pile is Clothing, Sailing
    And Alice's blue pile is Popular Science
    And Alice's hand is Chemistry
    And Bob's yellow pile is nothing
    And the age 1 pile is Pottery, Tools
    And the age 5 pile is Coal
    And it is Alice's turn 9 with one action used

  @id:unseen-popular-science-no-yellow-draws-a-1 @needs:resolved_variant
  @assumes:dogma.missing_value=0 @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2 @assumes:cards.readings.popular_science_no_yellow=draws-a-1
  Scenario: In a house variant reading Popular Science as BGA4 does, no yellow top card and no green top card anywhere: Alice melds a 1
    Given a house variant of it sets cards.readings.popular_science_no_yellow to "draws-a-1"
    And a 2-player game
    And Alice's blue pile is Popular Science
    And Bob's red pile is Oars
    And the age 1 pile is Agriculture, Pottery
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Popular Science
    Then Alice's yellow pile is Agriculture
    And Alice's green pile is nothing
    And the age 1 pile is Pottery
    And it is Alice's turn 9 with one action used

  # --- Probability (blue, lightbulb): return your hand; draw and reveal two 6s and return them;
  # two icon types on the pair: draw and score two 6s; four: draw a 7; then draw a 6.

  @id:unseen-probability-two-icon-types @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Probability: Alice returns her hand; Machine Tools and Encyclopedia show two icon types, so she scores two 6s, then draws a 6
    # Machine Tools shows factories, Encyclopedia crowns: two icon types (the hex is none).
    Given a 2-player game
    And Alice's red pile is Coal
    And Alice's blue pile is Probability
    And Alice has Tools, Writing in hand
    And Bob's red pile is Oars
    And the age 1 pile is Sailing
    And the age 6 pile is Machine Tools, Encyclopedia, Canning, Vaccination, Democracy
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Probability
    And Alice returns Tools then Writing
    And Alice returns Machine Tools then Encyclopedia
    Then Alice's hand is Democracy
    And Alice's score pile is Canning, Vaccination
    And the age 1 pile is Sailing, Tools, Writing
    And the age 6 pile is Machine Tools, Encyclopedia
    And it is Alice's turn 9 with one action used

  @id:unseen-probability-four-icon-types @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Probability: Canning and Democracy show four icon types, so Alice draws a 7, then a 6
    # Canning: factory, leaf; Democracy: crown, lightbulb. Alice's hand is empty.
    Given a 2-player game
    And Alice's red pile is Coal
    And Alice's blue pile is Probability
    And Bob's red pile is Oars
    And the age 6 pile is Canning, Democracy, Vaccination
    And the age 7 pile is Bicycle, Lighting
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Probability
    And Alice returns Canning then Democracy
    Then Alice's hand is Bicycle, Vaccination
    And Alice's score pile is nothing
    And the age 6 pile is Canning, Democracy
    And the age 7 pile is Lighting
    And it is Alice's turn 9 with one action used

  @id:unseen-probability-shared-unseen-draw
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true
  Scenario: Probability shared: Bob's first 6 is his Unseen draw; Sniping and Atomic Theory show two types; Alice's pair shows three and she only draws a 6
    # Bob shows three lightbulbs (Experimentation) and shares. His first draw of the turn is his
    # Unseen draw: Sniping (factories) from the Unseen 6 deck; then Atomic Theory (lightbulbs):
    # two types, so he draws and scores two 6s, then draws a 6. Each returned card goes under
    # its own deck. Alice returns Tools; her pair, Classification (lightbulbs) and Metric System
    # (factory, crowns), shows three types: she draws only the closing 6; then the sharing bonus,
    # a 5.
    Given a 2-player game
    And Alice's blue pile is Probability
    And Alice has Tools in hand
    And Bob's blue pile is Experimentation
    And the age 1 pile is Sailing
    And the Unseen age 6 pile is Sniping, Attic
    And the age 6 pile is Atomic Theory, Canning, Vaccination, Democracy, Classification, Metric System, Encyclopedia
    And the age 5 pile is Coal, Banking
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Probability
    And Alice returns Classification then Metric System
    Then Bob's hand is Democracy
    And Bob's score pile is Canning, Vaccination
    And the Unseen age 6 pile is Attic, Sniping
    And Alice's hand is Encyclopedia, Coal
    And the age 1 pile is Sailing, Tools
    And the age 6 pile is Atomic Theory, Classification, Metric System
    And Bob's Unseen draw is used
    And it is Alice's turn 9 with one action used

  # --- Cabal (red, factory): demand, transfer to my score pile every card of your hand of the
  # value of one of my secrets, then draw a 5; safeguard an available standard achievement of
  # the value of one of your top cards.

  @id:unseen-cabal-demand-and-safeguard @ultimate-unseen-echoes
  @assumes:unseen.draw_priority=unseen-first
  @assumes:actions.per_turn>=2
  Scenario: Cabal: Bob gives up his 3 and his 2, the values of Alice's secrets, and draws an Unseen 5; Alice safeguards the 5 achievement
    # Bob shows one factory to Alice's two: affected. The secrets' backs show a 3 and a 2. His
    # draw is his Unseen draw of the turn. Alice's top cards are a 5 and a 1: she takes the 5.
    Given a 2-player game
    And Alice's red pile is Cabal
    And Alice's blue pile is Tools
    And Alice's safe is Freemasons, Calendar
    And Bob's red pile is Oars
    And Bob has Alchemy, Mathematics, Archery in hand
    And the Unseen age 5 pile is Gallery, Pantheism
    And the standard achievements are Sailing, Construction, Engineering, Enterprise, Banking
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Cabal
    And Alice safeguards Banking
    Then Alice's score pile is Alchemy, Mathematics
    And Bob's hand is Archery, Gallery
    And the Unseen age 5 pile is Pantheism
    And Alice's safe is Freemasons, Calendar, Banking
    And the standard achievements are ages 1, 2, 3, 4
    And it is Alice's turn 9 with one action used

  @id:unseen-cabal-shared-safeguard
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true
  Scenario: Cabal shared: Bob, not affected, safeguards the 5 achievement; Alice's tops are a 5 and a 1 and only the 1 is left
    # Bob shows two factories (Chemistry), as many as Alice: he is not affected and shares the
    # second effect. Alice then has the 1 left; the sharing bonus is a 5.
    Given a 2-player game
    And Alice's red pile is Cabal
    And Alice's blue pile is Tools
    And Bob's blue pile is Chemistry
    And Bob has Alchemy in hand
    And Alice's safe is Freemasons
    And the standard achievements are Sailing, Construction, Banking
    And the age 5 pile is Coal, Physics
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Cabal
    Then Bob's safe is Banking
    And Alice's safe is Freemasons, Sailing
    And Bob's hand is Alchemy
    And Alice's hand is Coal
    And the standard achievements are ages 2
    And it is Alice's turn 9 with one action used

  # --- Witch Trial (red, factory): demand, draw and reveal a 5, return your top card of its
  # colour, another card of its colour from your hand and a card from your score pile; when all
  # three were returned, again.

  @id:unseen-witch-trial-repeats-after-three-returns
  @assumes:actions.per_turn>=2
  Scenario: Witch Trial: Bob's red 5 costs him Oars, Archery and Sailing, so the demand repeats; his blue 5 costs only Tools and it ends
    Given a 2-player game
    And Alice's red pile is Witch Trial
    And Bob's red pile is Oars
    And Bob has Archery in hand
    And Bob has Sailing, Tools in the score pile
    And the age 1 pile is Mysticism
    And the age 5 pile is Coal, Physics, Banking
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Witch Trial
    And Bob returns Sailing
    Then Bob revealed Physics
    And Bob's hand is Coal, Physics
    And Bob's red pile is nothing
    And Bob's score pile is nothing
    And the age 1 pile is Mysticism, Oars, Archery, Sailing, Tools
    And the age 5 pile is Banking
    And it is Alice's turn 9 with one action used

  # --- Buried Treasure (green, crown): name an odd value; its cards in every score pile go to the
  # available achievements; four or more: draw and safeguard one of that value and score three
  # available standard achievements.

  @id:unseen-buried-treasure-four-moved @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Buried Treasure: four 3s leave the score piles for the achievements; Alice safeguards a 3 and scores three achievements
    # Bob shows one crown and does not share. The 3s join Translation among the available
    # achievements; Alice scores the 1, the 2 and Alchemy.
    Given a 2-player game
    And Alice's red pile is Coal
    And Alice's green pile is Buried Treasure
    And Alice has Alchemy, Optics, Tools in the score pile
    And Bob's red pile is Oars
    And Bob has Engineering, Paper, Calendar in the score pile
    And the standard achievements are Sailing, Mathematics, Translation
    And the age 3 pile is Medicine, Compass
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Buried Treasure
    And Alice chooses 3
    And Alice scores Sailing, Mathematics, Alchemy
    Then Alice's safe is Medicine
    And Alice's score pile is Tools, Sailing, Mathematics, Alchemy
    And Bob's score pile is Calendar
    And the standard achievements are ages 3
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  @id:unseen-buried-treasure-full-safe-card-stays-in-hand @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2 @assumes:unseen.safeguard_overflow=stays-in-hand @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Buried Treasure with Alice's safe full: the drawn 3 stays in her hand (DH4), and she still scores three achievements
    # Alice's highest splay is right: her safe's limit is 3 and it holds 3.
    Given a 2-player game
    And Alice's red pile is Coal
    And Alice's green pile is Buried Treasure, Sailing splayed right
    And Alice's safe is Tools, Calendar, Mapmaking
    And Alice has Alchemy, Optics in the score pile
    And Bob's red pile is Oars
    And Bob has Engineering, Paper in the score pile
    And the standard achievements are Writing, Mathematics, Translation
    And the age 3 pile is Medicine, Compass
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Buried Treasure
    And Alice chooses 3
    And Alice scores Writing, Mathematics, Alchemy
    Then Alice's safe is Tools, Calendar, Mapmaking
    And Alice's hand is Medicine
    And Alice's score pile is Writing, Mathematics, Alchemy
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  @id:unseen-buried-treasure-full-safe-card-stays-in-deck @ultimate-unseen-echoes @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:unseen.safeguard_overflow=stays-in-deck @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: In a house variant where a full safe takes no drawn card, Buried Treasure's 3 stays in its deck (BGA4)
    Given a house variant of it sets unseen.safeguard_overflow to "stays-in-deck"
    And a 2-player game
    And Alice's green pile is Buried Treasure, Sailing splayed right
    And Alice's safe is Tools, Calendar, Mapmaking
    And Alice has Alchemy, Optics in the score pile
    And Bob's red pile is Oars
    And Bob has Engineering, Paper in the score pile
    And the standard achievements are Writing, Mathematics, Translation
    And the age 3 pile is Medicine, Compass
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Buried Treasure
    And Alice chooses 3
    And Alice scores Writing, Mathematics, Alchemy
    Then Alice's safe is Tools, Calendar, Mapmaking
    And Alice's hand is nothing
    And Alice's score pile is Writing, Mathematics, Alchemy
    And the age 3 pile is Medicine, Compass
    And it is Alice's turn 9 with one action used

  @id:unseen-buried-treasure-shared-fewer-than-four
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true
  Scenario: Buried Treasure shared: Bob's 5 sends one card to the achievements and Alice's 3 none: nothing more happens
    # Alice names a value no score card has: 3, the lowest such (an engine may offer one value per
    # outcome, leaves_out_moot_options: 3 stands for 7, 9 and 11 too)
    Given a 2-player game
    And Alice's green pile is Buried Treasure
    And Alice has Coal, Tools in the score pile
    And Bob's green pile is Navigation
    And the standard achievements are Sailing
    And the age 5 pile is Physics, Banking
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Buried Treasure
    And Bob chooses 5
    And Alice chooses 3
    Then Alice's score pile is Tools
    And the standard achievements are ages 1, 5
    And Alice's safe is nothing
    And Bob's safe is nothing
    And Alice's hand is Physics
    And it is Alice's turn 9 with one action used

  # --- Secret History (green, factory): demand, transfer one of your secrets to my safe; with
  # your red and purple piles splayed right claim Mystery, else splay one of them right.

  @id:unseen-secret-history-demand-and-splay @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Secret History: Bob hands one of his secrets to Alice's safe; Alice splays her purple cards right
    Given a 2-player game
    And Alice's green pile is Secret History
    And Alice's red pile is Metalworking, Oars
    And Alice's purple pile is Mysticism, City States
    And Bob's red pile is Archery
    And Bob's safe is Tools, Agriculture
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Secret History
    And Bob transfers Agriculture
    And Alice splays purple
    Then Alice's safe is Agriculture
    And Bob's safe is Tools
    And Alice's purple pile is Mysticism, City States splayed right
    And Alice's red pile is Metalworking, Oars
    And it is Alice's turn 9 with one action used

  @id:unseen-secret-history-claims-mystery @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Secret History shared: Bob splays his red cards right; Alice, red and purple splayed right, claims Mystery
    # Bob shows two factories (Chemistry), as many as Alice: not affected, he shares. Alice's
    # piles are splayed right: she claims Mystery at once.
    Given a 2-player game
    And Alice's green pile is Secret History
    And Alice's red pile is Metalworking, Oars splayed right
    And Alice's purple pile is Mysticism, City States splayed right
    And Bob's blue pile is Chemistry
    And Bob's red pile is Archery, Construction
    And Bob's safe is Tools
    And the special achievements are Mystery
    And the age 5 pile is Coal
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Secret History
    Then Bob's red pile is Archery, Construction splayed right
    And Bob's safe is Tools
    And Alice's achievements are Mystery
    And it is Alice's turn 9 with one action used

  @id:unseen-secret-history-full-safe-over-the-limit @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2 @assumes:unseen.full_safe_transfer=over-the-limit
  Scenario: Secret History into Alice's full safe: the secret goes in past her limit (DH4)
    # Alice's highest splay is right: her safe's limit is 3 and it holds 3.
    Given a 2-player game
    And Alice's green pile is Secret History
    And Alice's red pile is Metalworking, Oars splayed right
    And Alice's safe is Sailing, Calendar, Alchemy
    And Bob's red pile is Archery
    And Bob's safe is Tools
    And the special achievements are nothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Secret History
    Then Alice's safe is Sailing, Calendar, Alchemy, Tools
    And Bob's safe is nothing
    And it is Alice's turn 9 with one action used

  @id:unseen-secret-history-full-safe-stays @ultimate-unseen-echoes @needs:resolved_variant
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  @assumes:actions.per_turn>=2 @assumes:unseen.full_safe_transfer=stays
  Scenario: In a house variant where a full safe takes nothing in, Bob's secret stays in his safe (BGA4)
    Given a house variant of it sets unseen.full_safe_transfer to "stays"
    And a 2-player game
    And Alice's green pile is Secret History
    And Alice's red pile is Metalworking, Oars splayed right
    And Alice's safe is Sailing, Calendar, Alchemy
    And Bob's red pile is Archery
    And Bob's safe is Tools
    And the special achievements are nothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Secret History
    Then Alice's safe is Sailing, Calendar, Alchemy
    And Bob's safe is Tools
    And it is Alice's turn 9 with one action used

  # --- Chartreuse (yellow, leaf): draw and reveal a 3, 4, 5 and 6; meld the green and yellow
  # ones, return the rest; you may splay green or yellow right.

  @id:unseen-chartreuse-melds-green-and-yellow
  @assumes:actions.per_turn>=2
  Scenario: Chartreuse: Compass and Anatomy are melded, Coal and Atomic Theory go back; Alice splays yellow right
    Given a 2-player game
    And Alice's yellow pile is Chartreuse
    And Bob's red pile is Oars
    And the age 3 pile is Compass, Paper
    And the age 4 pile is Anatomy, Invention
    And the age 5 pile is Coal, Banking
    And the age 6 pile is Atomic Theory, Canning
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Chartreuse
    And Alice splays yellow
    Then Alice's green pile is Compass
    And Alice's yellow pile is Anatomy, Chartreuse splayed right
    And Alice's hand is nothing
    And the age 5 pile is Banking, Coal
    And the age 6 pile is Canning, Atomic Theory
    And it is Alice's turn 9 with one action used

  @id:unseen-chartreuse-shared-two-yellows
  @assumes:dogma.sharing_bonus_draws=1 @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true
  Scenario: Chartreuse shared: Bob's Unseen 3 and a base 6 are both yellow, melded in his order; he declines the splay
    # Bob shows three leaves (Agriculture) and shares. His 3 is his Unseen draw (Freemasons,
    # yellow); his 4 (Enterprise, purple) goes back; his 5 (Banking, green) and 6 (Canning,
    # yellow) are melded, Canning last. Alice's 3 to 6 are all red or blue: all go back; then
    # the sharing bonus, a 5.
    Given a 2-player game
    And Alice's yellow pile is Chartreuse
    And Bob's yellow pile is Agriculture
    And the Unseen age 3 pile is Freemasons, Masquerade
    And the age 3 pile is Optics, Alchemy
    And the age 4 pile is Enterprise, Colonialism
    And the age 5 pile is Banking, Coal, Chemistry
    And the age 6 pile is Canning, Atomic Theory
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Chartreuse
    And Bob melds Freemasons then Canning
    And Bob declines
    Then Bob's yellow pile is Canning, Freemasons, Agriculture
    And Bob's green pile is Banking
    And Bob's hand is nothing
    And the Unseen age 3 pile is Masquerade
    And Alice's hand is Chemistry
    And the age 3 pile is Alchemy, Optics
    And the age 4 pile is Enterprise, Colonialism
    And the age 5 pile is Coal
    And the age 6 pile is Atomic Theory
    And it is Alice's turn 9 with one action used

  # --- Gallery (yellow, crown): with a 2 in your score pile draw a 6; with a 1 draw a 7, else a 5.

  @id:unseen-gallery-2-and-1-in-score @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Gallery: a 2 and a 1 in Alice's score pile: she draws a 6 and a 7
    Given a 2-player game
    And Alice's red pile is Coal
    And Alice's yellow pile is Gallery
    And Alice has Calendar, Tools in the score pile
    And Bob's red pile is Oars
    And the age 6 pile is Canning
    And the age 7 pile is Bicycle
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Gallery
    Then Alice's hand is Canning, Bicycle
    And it is Alice's turn 9 with one action used

  @id:unseen-gallery-shared-empty-score
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true
  Scenario: Gallery shared: with empty score piles, Bob draws a 5 (his Unseen draw) and Alice a 5
    Given a 2-player game
    And Alice's yellow pile is Gallery
    And Bob's green pile is Sailing
    And the Unseen age 5 pile is Cabal
    And the age 5 pile is Coal, Physics
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Gallery
    Then Bob's hand is Cabal
    And Alice's hand is Coal, Physics
    And it is Alice's turn 9 with one action used

  # --- Pantheism (purple, lightbulb): tuck a card from your hand; if you did, draw and tuck a 4,
  # score every card of one tucked card's colour and splay the other's right; draw and tuck a 4.

  @id:unseen-pantheism-scores-red-splays-green @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Pantheism: Alice tucks Archery and a drawn Invention, scores her red cards and splays green right; then tucks Anatomy
    Given a 2-player game
    And Alice's blue pile is Chemistry
    And Alice's purple pile is Pantheism
    And Alice's red pile is Oars
    And Alice's green pile is Sailing, Clothing
    And Alice has Archery in hand
    And Bob's red pile is Metalworking
    And the age 4 pile is Invention, Anatomy, Colonialism
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Pantheism
    And Alice scores Oars, Archery
    Then Alice's red pile is nothing
    And Alice's score pile is Oars, Archery
    And Alice's green pile is Sailing, Clothing, Invention splayed right
    And Alice's yellow pile is Anatomy
    And the age 4 pile is Colonialism
    And it is Alice's turn 9 with one action used

  @id:unseen-pantheism-both-tucked-cards-red @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Pantheism: both tucked cards are red: Alice scores her whole red pile, and the splay of the other's colour finds no pile
    Given a 2-player game
    And Alice's blue pile is Chemistry
    And Alice's purple pile is Pantheism
    And Alice's red pile is Oars
    And Alice has Archery in hand
    And Bob's red pile is Metalworking
    And the age 4 pile is Gunpowder, Anatomy
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Pantheism
    And Alice scores Oars, Archery, Gunpowder
    Then Alice's red pile is nothing
    And Alice's score pile is Oars, Archery, Gunpowder
    And Alice's yellow pile is Anatomy
    And the age 4 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:unseen-pantheism-shared-empty-hand
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true
  Scenario: Pantheism shared: Bob, with no card in hand, tucks only his Unseen 4; Alice scores Perspective and splays blue right
    Given a 2-player game
    And Alice's purple pile is Pantheism
    And Alice's blue pile is Pottery
    And Alice has Tools in hand
    And Bob's blue pile is Experimentation
    And the Unseen age 4 pile is Quackery
    And the age 4 pile is Perspective, Invention, Anatomy
    And the age 5 pile is Coal
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Pantheism
    And Alice scores Perspective
    Then Bob's blue pile is Experimentation, Quackery
    And Alice's score pile is Perspective
    And Alice's blue pile is Pottery, Tools splayed right
    And Alice's green pile is Invention
    And Alice's hand is Coal
    And it is Alice's turn 9 with one action used

  # --- Pen Name (purple, factory): choose (a) splay left an unsplayed non-purple colour and
  # self-execute its top card, or (b) meld a card from your hand and splay its colour right.

  @id:unseen-pen-name-splays-left-and-self-executes @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Pen Name: Alice splays her blue cards left and self-executes Writing, drawing a 2
    Given a 2-player game
    And Alice's yellow pile is Statistics
    And Alice's purple pile is Pen Name
    And Alice's blue pile is Writing, Tools
    And Alice has Sailing in hand
    And Bob's red pile is Oars
    And the age 2 pile is Calendar
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Pen Name
    And Alice chooses blue
    Then Alice's blue pile is Writing, Tools splayed left
    And Alice's hand is Sailing, Calendar
    And it is Alice's turn 9 with one action used

  @id:unseen-pen-name-shared-meld-and-splay
  @assumes:cards.readings.pen_name_single_card_colors=offered @assumes:dogma.sharing_bonus_draws=1
  @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true
  Scenario: Pen Name shared: Bob, with only a purple pile, melds Tools; Alice melds Sailing and splays green right
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Pen Name
    And Alice's green pile is Clothing
    And Alice has Sailing in hand
    And Bob's purple pile is Emancipation
    And Bob has Tools in hand
    And the age 5 pile is Coal
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Pen Name
    And Alice melds Sailing
    Then Bob's blue pile is Tools
    And Alice's green pile is Sailing, Clothing splayed right
    And Alice's hand is Coal
    And it is Alice's turn 9 with one action used

  @id:unseen-pen-name-single-card-colour-offered @ultimate-unseen-echoes
  @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2 @assumes:cards.readings.pen_name_single_card_colors=offered
  Scenario: Pen Name: Alice takes her blue pile of one card: no splay, and Writing is self-executed (DH4)
    Given a 2-player game
    And Alice's yellow pile is Statistics
    And Alice's purple pile is Pen Name
    And Alice's blue pile is Writing
    And Alice has Sailing in hand
    And Bob's red pile is Oars
    And the age 2 pile is Calendar
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Pen Name
    And Alice chooses blue
    Then Alice's blue pile is Writing
    And Alice's hand is Sailing, Calendar
    And it is Alice's turn 9 with one action used

  @id:unseen-pen-name-single-card-colour-not-offered @ultimate-unseen-echoes @needs:resolved_variant
  @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2 @assumes:cards.readings.pen_name_single_card_colors=not-offered
  Scenario: In a house variant offering only colours the splay changes, Alice's one-card blue pile is no choice: she melds Sailing
    Given a house variant of it sets cards.readings.pen_name_single_card_colors to "not-offered"
    And a 2-player game
    And Alice's purple pile is Pen Name
    And Alice's blue pile is Writing
    And Alice has Sailing in hand
    And Bob's red pile is Oars
    And the age 2 pile is Calendar
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Pen Name
    Then Alice's green pile is Sailing
    And Alice's hand is nothing
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used
