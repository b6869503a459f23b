# The Echoes cards of age 5: each echo effect, each dogma effect and each branch, from exact
# positions. Card texts: engine/data/cards/echoes-ultimate.json (each card's effects in our own
# words and its notes; the two sources agree on every card of this age). Rules with sources: the
# research note echoes.md (§3 the Echoes draw, §4 echo effects, §5 the forecast, §6 promotion and
# "foreseen", §7 bonuses, §8 the special achievements).
# Conventions: piles are written top card first; every supply age a scenario draws from is
# listed; a card going back to a deck goes under it. A draw comes from the Echoes deck only when
# the drawer has a unique highest top card (echoes.md §3): positions give the drawers two top
# cards of their highest value, so every draw is a base card, unless a scenario says otherwise.
# A card's echo effect runs first in a Dogma action of it, by every sharer and then the
# launcher (echoes.md §4.2).
@ultimate-echoes @ultimate-echoes-figures @assumes:cards.expansions=["echoes"]|["figures","echoes"]
Feature: Echoes cards of age 5

  # --- Lightning Rod (blue, factory): echo, draw and tuck a 5; demand, draw and tuck a 5 and
  # return your top card of its colour; return one of your top cards; junk the age-6 deck.

  @id:echoes-lightning-rod-demand-returns-the-tucked-card
  @assumes:actions.per_turn>=2
  Scenario: Lightning Rod: Bob's tucked 5 lands on an empty pile and goes back; Alice returns her Coal and junks the 6s
    # Bob shows no factory: he is affected and does not share. The echo effect tucks Physics
    # under Alice's Lightning Rod. Bob tucks Statistics, alone in his yellow pile: it is his top
    # yellow card, and he returns it.
    Given a 2-player game
    And Alice's blue pile is Lightning Rod
    And Alice's red pile is Coal
    And Bob's green pile is Sailing
    And Bob's red pile is Oars
    And the age 5 pile is Physics, Statistics, Astronomy
    And the age 6 pile is Canning, Democracy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Lightning Rod
    And Alice returns Coal
    Then Alice's blue pile is Lightning Rod, Physics
    And Alice's red pile is nothing
    And Bob's yellow pile is nothing
    And the age 5 pile is Astronomy, Statistics, Coal
    And the age 6 pile is nothing
    And the junk pile holds Canning, Democracy
    And it is Alice's turn 9 with one action used

  @id:echoes-lightning-rod-demand-returns-the-covered-top-card
  @assumes:actions.per_turn>=2
  Scenario: Lightning Rod: Bob tucks his 5 under Agriculture and returns Agriculture; the 6 deck is already empty
    Given a 2-player game
    And Alice's blue pile is Lightning Rod
    And Alice's red pile is Coal
    And Bob's yellow pile is Agriculture
    And Bob's green pile is Sailing
    And the age 1 pile is Tools
    And the age 5 pile is Physics, Statistics, Astronomy
    And ages 6 to 6 are empty
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Lightning Rod
    And Alice returns Coal
    Then Alice's blue pile is Lightning Rod, Physics
    And Bob's yellow pile is Statistics
    And the age 1 pile is Tools, Agriculture
    And the age 5 pile is Astronomy, Coal
    And the junk pile holds nothing
    And it is Alice's turn 9 with one action used

  # --- Thermometer (blue, lightbulb): echo, meld the bottom card of your green pile; draw and
  # meld a card one above your top yellow card, again while it is yellow (foreseen: or red or
  # purple).

  @id:echoes-thermometer-melds-yellow-cards-until-another-colour
  @assumes:actions.per_turn>=2
  Scenario: Thermometer: the bottom green card comes to the top, then a yellow 2 and a yellow 3 are melded and a green 4 ends it
    # Alice's top yellow card is a 1: she draws and melds a 2 (Fermenting, yellow), then a 3
    # (Machinery, yellow), then a 4 (Navigation, green), and stops. Bob shows no lightbulb.
    Given a 2-player game
    And Alice's blue pile is Thermometer
    And Alice's red pile is Coal
    And Alice's green pile is Banking, Sailing
    And Alice's yellow pile is Agriculture
    And Bob's red pile is Oars
    And the age 2 pile is Fermenting, Calendar
    And the age 3 pile is Machinery, Optics
    And the age 4 pile is Navigation, Anatomy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Thermometer
    Then Alice's green pile is Navigation, Sailing, Banking
    And Alice's yellow pile is Machinery, Fermenting, Agriculture
    And the age 2 pile is Calendar
    And the age 3 pile is Optics
    And the age 4 pile is Anatomy
    And it is Alice's turn 9 with one action used

  @id:echoes-thermometer-without-yellow-or-green-melds-a-1
  @assumes:actions.per_turn>=2 @assumes:dogma.missing_value=0
  Scenario: Thermometer with no green and no yellow pile: the echo effect does nothing and one 1, red, is melded
    Given a 2-player game
    And Alice's blue pile is Thermometer
    And Alice's red pile is Coal
    And Bob's red pile is Oars
    And the age 1 pile is Archery, Agriculture
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Thermometer
    Then Alice's red pile is Archery, Coal
    And Alice's yellow pile is nothing
    And the age 1 pile is Agriculture
    And it is Alice's turn 9 with one action used

  # --- Thermometer, foreseen: a red or purple melded card also goes on.

  @id:echoes-thermometer-foreseen-goes-on-after-red
  @assumes:echoes.promotion=mandatory
  @assumes:dogma.missing_value=0
  @assumes:actions.per_turn>=2
  Scenario: Thermometer promoted after a Meld action: foreseen, a red 1 melded lets Alice go on, and a green 1 stops her
    Given a 2-player game
    And Alice has Chemistry in hand
    And Alice's forecast is Thermometer
    And Alice's red pile is Coal
    And Alice's purple pile is Astronomy
    And Bob's red pile is Oars
    And the age 1 pile is Archery, Sailing, Tools
    And it is Alice's turn 9 with every action left
    When Alice melds Chemistry
    Then Alice promoted Thermometer
    And Alice's blue pile is Thermometer, Chemistry
    And Alice's red pile is Archery, Coal
    And Alice's green pile is Sailing
    And the age 1 pile is Tools
    And it is Alice's turn 9 with one action used

  # --- Coke (red, factory): echo, draw and tuck a 4; draw and reveal a 6, melding it and going
  # on while it has a factory, else foreshadowing it; foreseen, score your top card of every
  # colour but red.

  @id:echoes-coke-melds-factory-6s-and-foreshadows-the-first-without
  @assumes:actions.per_turn>=2
  Scenario: Coke: the echo effect tucks a 4; Canning and Vaccination have factories and are melded; Encyclopedia has none and is foreshadowed
    Given a 2-player game
    And Alice's red pile is Coke
    And Alice's blue pile is Atomic Theory
    And Alice's purple pile is Democracy
    And Bob's red pile is Oars
    And Bob's green pile is Sailing
    And the age 4 pile is Anatomy, Navigation
    And the age 6 pile is Canning, Vaccination, Encyclopedia, Metric System
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Coke
    Then Alice's yellow pile is Vaccination, Canning, Anatomy
    And Alice's forecast is Encyclopedia
    And Alice's score pile is nothing
    And Alice's blue pile is Atomic Theory
    And the age 4 pile is Navigation
    And the age 6 pile is Metric System
    And it is Alice's turn 9 with one action used

  @id:echoes-coke-foreseen-scores-every-top-card-but-red
  @assumes:echoes.promotion=mandatory
  @assumes:actions.per_turn>=2
  Scenario: Coke promoted after a Meld action: foreseen, Alice scores her top card of every colour but red
    # Alice melds Physics, a 5; Coke, a 5 in her forecast, is promoted and its Dogma action is
    # free. Encyclopedia, drawn and revealed, has no factory and is foreshadowed.
    Given a 2-player game
    And Alice has Physics in hand
    And Alice's forecast is Coke
    And Alice's green pile is Classification
    And Alice's purple pile is Democracy
    And Bob's red pile is Oars
    And Bob's green pile is Sailing
    And the age 4 pile is Anatomy, Navigation
    And the age 6 pile is Encyclopedia, Metric System
    And it is Alice's turn 9 with every action left
    When Alice melds Physics
    Then Alice promoted Coke
    And Alice's red pile is Coke
    And Alice's score pile is Physics, Classification, Anatomy, Democracy
    And Alice's forecast is Encyclopedia
    And Alice's blue pile is nothing
    And Alice's green pile is nothing
    And Alice's yellow pile is nothing
    And Alice's purple pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Octant (red, crown): demand, move each of your non-red top cards with a leaf or a
  # factory to the launcher's board, and if one moved and Octant was not foreseen, draw and
  # foreshadow a 6; draw and foreshadow a 6.

  @id:echoes-octant-takes-leaf-and-factory-cards-and-bob-foreshadows
  @assumes:actions.per_turn>=2
  Scenario: Octant: Bob's top Chemistry (factory) and Statistics (leaf) go to Alice's board; Bob and then Alice foreshadow a 6
    # Bob's red Coal is left alone (red), and his purple Societies has neither icon.
    Given a 2-player game
    And Alice's red pile is Octant
    And Alice's green pile is Navigation
    And Bob's red pile is Coal
    And Bob's blue pile is Chemistry
    And Bob's yellow pile is Statistics
    And Bob's purple pile is Societies
    And the age 6 pile is Canning, Vaccination, Encyclopedia
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Octant
    Then Alice's blue pile is Chemistry
    And Alice's yellow pile is Statistics
    And Bob's blue pile is nothing
    And Bob's yellow pile is nothing
    And Bob's red pile is Coal
    And Bob's purple pile is Societies
    And Bob's forecast is Canning
    And Alice's forecast is Vaccination
    And the age 6 pile is Encyclopedia
    And it is Alice's turn 9 with one action used

  @id:echoes-octant-nothing-moves-nothing-foreshadowed-by-bob
  @assumes:actions.per_turn>=2
  Scenario: Octant: Bob's only top cards are red and crowned, nothing moves and Bob foreshadows nothing
    Given a 2-player game
    And Alice's red pile is Octant
    And Alice's green pile is Navigation
    And Alice's yellow pile is Statistics
    And Bob's red pile is Coal
    And Bob's purple pile is Societies
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Octant
    Then Bob's red pile is Coal
    And Bob's forecast is nothing
    And Alice's forecast is Canning
    And the age 6 pile is Vaccination
    And it is Alice's turn 9 with one action used

  @id:echoes-octant-foreseen-bob-foreshadows-nothing
  @assumes:echoes.promotion=mandatory
  @assumes:actions.per_turn>=2
  Scenario: Octant promoted after a Meld action: foreseen, Bob's cards move but he foreshadows nothing
    Given a 2-player game
    And Alice has Banking in hand
    And Alice's forecast is Octant
    And Alice's purple pile is Societies
    And Bob's red pile is Oars
    And Bob's blue pile is Chemistry
    And Bob's yellow pile is Agriculture
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 9 with every action left
    When Alice melds Banking
    Then Alice promoted Octant
    And Alice's red pile is Octant
    And Alice's blue pile is Chemistry
    And Alice's yellow pile is Agriculture
    And Bob's forecast is nothing
    And Alice's forecast is Canning
    And the age 6 pile is Vaccination
    And it is Alice's turn 9 with one action used

  # --- Palampore (green, factory): draw and score a card of a value two of your visible bonuses
  # show; you may splay purple right; with six visible bonuses, claim Wealth.

  @id:echoes-palampore-two-fives-score-a-5-and-splay-purple
  @assumes:actions.per_turn>=2
  Scenario: Palampore: two bonus 5s make Alice draw and score a 5; she splays purple right; two bonuses claim nothing
    Given a 2-player game
    And Alice's green pile is Palampore
    And Alice's yellow pile is Pressure Cooker
    And Alice's purple pile is Astronomy, Societies
    And Bob's red pile is Oars
    And the age 5 pile is Physics, Coal
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Palampore
    And Alice splays purple
    Then Alice's score pile is Physics
    And Alice's purple pile is Astronomy, Societies splayed right
    And Alice's achievements are nothing
    And the age 5 pile is Coal
    And it is Alice's turn 9 with one action used

  @id:echoes-palampore-six-bonuses-claim-wealth
  @assumes:actions.per_turn>=2
  Scenario: Palampore with six visible bonuses, three 5s and three 6s: Alice chooses 6, scores a 6 and claims Wealth
    # The bonuses: Palampore, Piano and (through the right splay) Pressure Cooker show 5; Stove,
    # Lightning Rod and (through the splay) Kaleidoscope show 6. Purple is already splayed right.
    Given a 2-player game
    And Alice's green pile is Palampore
    And Alice's blue pile is Lightning Rod
    And Alice's yellow pile is Stove, Pressure Cooker splayed right
    And Alice's purple pile is Piano, Kaleidoscope splayed right
    And Bob's red pile is Oars
    And the age 5 pile is Physics, Coal
    And the age 6 pile is Canning, Democracy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Palampore
    And Alice chooses 6
    Then Alice's score pile is Canning
    And Alice's achievements are Wealth
    And the age 5 pile is Physics, Coal
    And the age 6 pile is Democracy
    And it is Alice's turn 9 with one action used

  @id:echoes-palampore-no-shared-value-and-no-splay
  @assumes:actions.per_turn>=2
  Scenario: Palampore with bonuses 5 and 6 only: nothing is drawn, and Alice leaves purple unsplayed
    Given a 2-player game
    And Alice's green pile is Palampore
    And Alice's blue pile is Lightning Rod
    And Alice's purple pile is Astronomy, Societies
    And Bob's red pile is Oars
    And the age 5 pile is Physics, Coal
    And the age 6 pile is Canning
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Palampore
    And Alice declines
    Then Alice's score pile is nothing
    And Alice's purple pile is Astronomy, Societies
    And the age 5 pile is Physics, Coal
    And the age 6 pile is Canning
    And it is Alice's turn 9 with one action used

  # --- Seed Drill (green, leaf): demand, return a top 1 or 2; choose the 3, 4 or 5 deck, you may
  # junk it all, and if you did, achieve the highest card in the junk if eligible.

  @id:echoes-seed-drill-junks-the-4s-and-achieves-one
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Seed Drill: Bob returns his top 2; Alice junks the 4 deck and achieves one of the two junked 4s
    # Alice's score pile totals 20: she is eligible for a 4. Sailing already in the junk is lower.
    Given a 2-player game
    And Alice's green pile is Seed Drill
    And Alice's yellow pile is Statistics
    And Alice has Chemistry, Physics, Coal, Banking in the score pile
    And Bob's red pile is Oars
    And Bob's blue pile is Calendar
    And the junk pile holds Sailing
    And the age 2 pile is Fermenting
    And the age 4 pile is Anatomy, Navigation
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Seed Drill
    And Bob returns Calendar
    And Alice chooses 4
    And Alice chooses Navigation
    Then Bob's blue pile is nothing
    And the age 2 pile is Fermenting, Calendar
    And Alice's achievements are Navigation
    And the junk pile holds Sailing, Anatomy
    And the age 4 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-seed-drill-junks-but-is-not-eligible
  @assumes:actions.per_turn>=2
  Scenario: Seed Drill: Alice junks the 3 deck but, with 10 points, is not eligible for a 3 and achieves nothing
    # Bob has no top 1 or 2: he returns nothing.
    Given a 2-player game
    And Alice's green pile is Seed Drill
    And Alice's yellow pile is Statistics
    And Alice has Chemistry, Physics in the score pile
    And Bob's red pile is Engineering
    And the age 3 pile is Optics, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Seed Drill
    And Alice chooses 3
    Then Alice's achievements are nothing
    And Bob's red pile is Engineering
    And the junk pile holds Optics, Compass
    And the age 3 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-seed-drill-declined
  @assumes:actions.per_turn>=2
  Scenario: Seed Drill: Alice junks no deck
    Given a 2-player game
    And Alice's green pile is Seed Drill
    And Alice's yellow pile is Statistics
    And Alice has Chemistry, Physics, Coal, Banking in the score pile
    And Bob's red pile is Engineering
    And the age 3 pile is Optics
    And the age 4 pile is Anatomy
    And the age 5 pile is Astronomy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Seed Drill
    And Alice declines
    Then the junk pile holds nothing
    And Alice's achievements are nothing
    And the age 3 pile is Optics
    And the age 4 pile is Anatomy
    And the age 5 pile is Astronomy
    And it is Alice's turn 9 with one action used

  # --- Pressure Cooker (yellow, lightbulb): foreseen, meld your whole hand; return your hand,
  # then for each top card with a bonus draw a card of its value and junk an available
  # achievement of that value.

  @id:echoes-pressure-cooker-returns-the-hand-draws-and-junks-per-bonus
  @assumes:actions.per_turn>=2
  Scenario: Pressure Cooker, not foreseen: Alice returns her hand, then draws a 5 and a 6 and junks the achievements 5 and 6
    Given a 2-player game
    And Alice's yellow pile is Pressure Cooker
    And Alice's blue pile is Lightning Rod
    And Alice has Sailing, Oars in hand
    And Bob's red pile is Archery
    And the standard achievements are Tools, Calendar, Alchemy, Navigation, Coal, Canning
    And the age 1 pile is Agriculture
    And the age 5 pile is Physics, Banking
    And the age 6 pile is Democracy, Vaccination
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Pressure Cooker
    And Alice returns Sailing then Oars
    Then Alice's hand is Physics, Democracy
    And Alice's yellow pile is Pressure Cooker
    And the age 1 pile is Agriculture, Sailing, Oars
    And the junk pile holds Coal, Canning
    And the standard achievements are ages 1, 2, 3, 4
    And the age 5 pile is Banking
    And the age 6 pile is Vaccination
    And it is Alice's turn 9 with one action used

  # --- Pressure Cooker, foreseen: every hand card is melded first.

  @id:echoes-pressure-cooker-foreseen-melds-the-hand
  @assumes:echoes.promotion=mandatory
  @assumes:actions.per_turn>=2
  Scenario: Pressure Cooker promoted after a Meld action: foreseen, Alice melds her whole hand, so nothing is returned
    Given a 2-player game
    And Alice has Statistics, Sailing, Oars in hand
    And Alice's forecast is Pressure Cooker
    And Alice's blue pile is Lightning Rod
    And Bob's red pile is Archery
    And the standard achievements are Tools, Calendar, Alchemy, Navigation, Coal, Canning
    And the age 5 pile is Physics, Banking
    And the age 6 pile is Democracy, Vaccination
    And it is Alice's turn 9 with every action left
    When Alice melds Statistics
    Then Alice promoted Pressure Cooker
    And Alice's yellow pile is Pressure Cooker, Statistics
    And Alice's green pile is Sailing
    And Alice's red pile is Oars
    And Alice's hand is Physics, Democracy
    And the junk pile holds Coal, Canning
    And it is Alice's turn 9 with one action used

  # --- Stove (yellow, factory): echo, score one of your top cards without a factory; draw and
  # tuck a 4, and if your top card of its colour is below 4, draw and score a 4; you may splay
  # green right.

  @id:echoes-stove-scores-tucks-under-a-low-pile-and-splays
  @assumes:actions.per_turn>=2
  Scenario: Stove: Alice scores her Tools, tucks a green 4 under her Sailing (a 1), scores a 4, and splays green right
    Given a 2-player game
    And Alice's yellow pile is Stove
    And Alice's red pile is Coal
    And Alice's blue pile is Tools
    And Alice's green pile is Sailing, Clothing
    And Bob's red pile is Oars
    And the age 4 pile is Navigation, Anatomy, Gunpowder
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Stove
    And Alice scores Tools
    And Alice splays green
    Then Alice's score pile is Tools, Anatomy
    And Alice's blue pile is nothing
    And Alice's green pile is Sailing, Clothing, Navigation splayed right
    And the age 4 pile is Gunpowder
    And it is Alice's turn 9 with one action used

  @id:echoes-stove-tucks-under-a-higher-card
  @assumes:actions.per_turn>=2
  Scenario: Stove: every top card has a factory, so nothing is scored; the tucked 4 goes under Coal, a 5, and no 4 is scored
    Given a 2-player game
    And Alice's yellow pile is Stove
    And Alice's red pile is Coal
    And Bob's red pile is Oars
    And the age 4 pile is Gunpowder, Anatomy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Stove
    Then Alice's score pile is nothing
    And Alice's red pile is Coal, Gunpowder
    And Alice's yellow pile is Stove
    And the age 4 pile is Anatomy
    And it is Alice's turn 9 with one action used

  @id:echoes-stove-echo-and-dogma-shared-by-bob
  @assumes:dogma.sharing_bonus=true @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2
  Scenario: Stove shared: Bob, with as many factories, runs the echo effect and the dogma effects before Alice, and Alice gets the sharing bonus
    # Bob first: every top card of his has a factory, so his echo effect scores nothing; his
    # tucked 4 goes under Steam Engine, a 5, so he scores no 4. Then Alice scores Tools and tucks
    # Navigation alone in her green pile: a 4, not below 4. Bob's tuck changed the game.
    Given a 2-player game
    And Alice's yellow pile is Stove
    And Alice's red pile is Coal
    And Alice's blue pile is Tools
    And Bob's red pile is Gunpowder
    And Bob's blue pile is Chemistry
    And Bob's yellow pile is Steam Engine
    And the age 4 pile is Anatomy, Navigation, Invention
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Stove
    Then Bob's yellow pile is Steam Engine, Anatomy
    And Bob's score pile is nothing
    And Alice's score pile is Tools
    And Alice's green pile is Navigation
    And Alice gets the sharing bonus
    And the age 4 pile is Invention
    And it is Alice's turn 9 with one action used

  # --- Piano (purple, lightbulb): echo, draw a card of a value some hand holds; with five top
  # cards of five values, return five score cards and draw and score one card of each value.

  @id:echoes-piano-draws-a-value-from-an-opponents-hand
  @assumes:actions.per_turn>=2
  Scenario: Piano: Alice draws a 6, the value of Bob's hand card; with two top cards she does nothing more
    Given a 2-player game
    And Alice's purple pile is Piano
    And Alice's blue pile is Physics
    And Alice has Tools in hand
    And Alice has Coal in the score pile
    And Bob has Canning in hand
    And the age 1 pile is Archery
    And the age 6 pile is Democracy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Piano
    And Alice chooses 6
    Then Alice's hand is Tools, Democracy
    And Alice's score pile is Coal
    And the age 1 pile is Archery
    And the age 6 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-piano-five-different-values-return-five-and-score-five
  @assumes:actions.per_turn>=2
  Scenario: Piano with top cards 1 to 5: Alice draws an Echoes 1, returns five score cards and draws and scores an Echoes card of each value 1 to 5
    # Piano, a 5, is Alice's unique highest top card: every draw of hers comes from an Echoes
    # deck (echoes.md §3). The echo effect's value is Bob's hand card's. Coal and Physics go
    # under the 5 deck in the order Alice gives; Navigation stays.
    Given a 2-player game
    And Alice's blue pile is Tools
    And Alice's red pile is Construction
    And Alice's green pile is Compass
    And Alice's yellow pile is Anatomy
    And Alice's purple pile is Piano
    And Alice has Coal, Physics, Sailing, Alchemy, Monotheism, Navigation in the score pile
    And Bob has Agriculture in hand
    And the age 1 pile is Archery
    And the age 2 pile is Fermenting
    And the age 3 pile is Optics
    And the age 5 pile is Chemistry
    And the age 1 echoes pile is Dice, Perfume, Bell
    And the age 2 echoes pile is Lever, Scissors
    And the age 3 echoes pile is Almanac, Katana
    And the age 4 echoes pile is Slide Rule, Globe
    And the age 5 echoes pile is Thermometer, Coke
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Piano
    And Alice returns Coal then Physics then Sailing then Alchemy then Monotheism
    Then Alice's hand is Dice
    And Alice's score pile is Navigation, Perfume, Lever, Almanac, Slide Rule, Thermometer
    And the age 1 pile is Archery, Sailing
    And the age 2 pile is Fermenting, Monotheism
    And the age 3 pile is Optics, Alchemy
    And the age 5 pile is Chemistry, Coal, Physics
    And the age 1 echoes pile is Bell
    And the age 5 echoes pile is Coke
    And it is Alice's turn 9 with one action used

  @id:echoes-piano-two-top-cards-share-a-value
  @assumes:actions.per_turn>=2
  Scenario: Piano: no hand holds a card, so the echo effect draws nothing; two top 1s stop the dogma effect
    Given a 2-player game
    And Alice's blue pile is Tools
    And Alice's red pile is Oars
    And Alice's green pile is Compass
    And Alice's yellow pile is Anatomy
    And Alice's purple pile is Piano
    And Alice has Coal, Physics in the score pile
    And the age 1 echoes pile is Dice
    And the age 5 echoes pile is Thermometer
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Piano
    Then Alice's hand is nothing
    And Alice's score pile is Coal, Physics
    And the age 1 echoes pile is Dice
    And the age 5 echoes pile is Thermometer
    And it is Alice's turn 9 with one action used

  # --- Tuning Fork (purple, lightbulb): echo, draw a card of a value some score pile holds;
  # foreshadow a hand card, draw and reveal a card of its value, meld it if higher than your top
  # card of its colour, else return it and you may go again.

  @id:echoes-tuning-fork-returns-once-then-melds
  @assumes:actions.per_turn>=2
  Scenario: Tuning Fork: Alice draws a 4 (Bob's score value); a revealed 1 is not above her Physics and goes back; she goes again and melds a red 4
    Given a 2-player game
    And Alice's purple pile is Tuning Fork
    And Alice's blue pile is Physics
    And Alice has Tools, Canning in hand
    And Alice has Coal in the score pile
    And Bob's red pile is Oars
    And Bob has Anatomy in the score pile
    And the age 1 pile is Writing, Archery
    And the age 4 pile is Navigation, Gunpowder, Invention
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Tuning Fork
    And Alice chooses 4
    And Alice foreshadows Tools
    And Alice accepts
    And Alice foreshadows Navigation
    Then Alice's forecast is Tools, Navigation
    And Alice's red pile is Gunpowder
    And Alice's hand is Canning
    And the age 1 pile is Archery, Writing
    And the age 4 pile is Invention
    And it is Alice's turn 9 with one action used

  @id:echoes-tuning-fork-stops-after-a-return
  @assumes:actions.per_turn>=2
  Scenario: Tuning Fork: the revealed 5 only equals Alice's top blue 5, so it goes back, and Alice stops
    Given a 2-player game
    And Alice's purple pile is Tuning Fork
    And Alice's blue pile is Physics
    And Alice has Coal in hand
    And Bob's red pile is Oars
    And the age 5 pile is Chemistry, Banking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Tuning Fork
    And Alice declines
    Then Alice's forecast is Coal
    And Alice's hand is nothing
    And Alice's blue pile is Physics
    And the age 5 pile is Banking, Chemistry
    And it is Alice's turn 9 with one action used

  @id:echoes-tuning-fork-full-forecast-foreshadows-nothing
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  @assumes:actions.per_turn>=2
  Scenario: Tuning Fork with a full forecast: Alice cannot foreshadow, so nothing is drawn and her hand stays
    # Blue splayed right makes the forecast limit 3 (echoes.md §5), and it holds 3 cards. No
    # score pile holds a card: the echo effect draws nothing.
    Given a 2-player game
    And Alice's purple pile is Tuning Fork
    And Alice's blue pile is Physics, Writing splayed right
    And Alice's forecast is Tools, Sailing, Oars
    And Alice has Canning in hand
    And Bob's red pile is Archery
    And the age 6 pile is Democracy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Tuning Fork
    Then Alice's forecast is Tools, Sailing, Oars
    And Alice's hand is Canning
    And the age 6 pile is Democracy
    And it is Alice's turn 9 with one action used

  # --- Shared: Bob, showing as many of the featured icon as Alice, runs each echo effect and
  # each non-demand effect before her (echoes.md §4.2), and his change earns Alice the sharing
  # bonus (her bonus draw is left unstated).

  @id:echoes-lightning-rod-shared
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Lightning Rod shared: Bob tucks a 5, returns a top card and junks the 6s before Alice does the same
    Given a 2-player game
    And Alice's blue pile is Lightning Rod
    And Alice's red pile is Coal
    And Bob's red pile is Gunpowder
    And Bob's yellow pile is Steam Engine
    And Bob's blue pile is Chemistry
    And ages 3 to 4 are empty
    And the age 5 pile is Astronomy, Statistics, Banking, Societies
    And the age 6 pile is Canning
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Lightning Rod
    And Bob returns Gunpowder
    And Alice returns Coal
    Then Bob's purple pile is Astronomy
    And Alice's yellow pile is Statistics
    And Bob's red pile is nothing
    And Alice's red pile is nothing
    And the age 4 pile is Gunpowder
    And the junk pile holds Canning
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-thermometer-shared
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2 @assumes:dogma.missing_value=0
  Scenario: Thermometer shared: with no green and no yellow, Bob and then Alice each draw and meld a 1 and stop
    Given a 2-player game
    And Alice's blue pile is Thermometer
    And Alice's red pile is Coal
    And Bob's blue pile is Tools
    And Bob's red pile is Oars
    And the age 1 pile is Archery, Sailing, Writing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Thermometer
    Then Bob's red pile is Archery, Oars
    And Alice's green pile is Sailing
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-coke-shared
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Coke shared: Bob and then Alice tuck a 4 and foreshadow a 6 without a factory; Coke is not foreseen
    Given a 2-player game
    And Alice's red pile is Coke
    And Alice's blue pile is Atomic Theory
    And Alice's purple pile is Democracy
    And Bob's red pile is Coal
    And Bob's yellow pile is Statistics
    And the age 4 pile is Anatomy, Navigation
    And the age 6 pile is Encyclopedia, Classification, Metric System
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Coke
    Then Bob's yellow pile is Statistics, Anatomy
    And Alice's green pile is Navigation
    And Bob's forecast is Encyclopedia
    And Alice's forecast is Classification
    And Bob's score pile is nothing
    And Alice's score pile is nothing
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-octant-shared
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Octant shared: Bob, with as many crowns, is not affected by the demand and foreshadows a 6 before Alice
    Given a 2-player game
    And Alice's red pile is Octant
    And Alice's yellow pile is Statistics
    And Bob's green pile is Sailing
    And Bob's purple pile is City States
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Octant
    Then Bob's forecast is Canning
    And Alice's forecast is Vaccination
    And Bob's green pile is Sailing
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-palampore-shared
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Palampore shared: Bob, with no bonus, draws nothing but splays his purple pile right; Alice scores a 5
    Given a 2-player game
    And Alice's green pile is Palampore
    And Alice's yellow pile is Pressure Cooker
    And Bob's red pile is Coal
    And Bob's blue pile is Chemistry
    And Bob's purple pile is Astronomy, Societies
    And the age 5 pile is Physics, Banking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Palampore
    And Bob splays purple
    Then Bob's purple pile is Astronomy, Societies splayed right
    And Bob's score pile is nothing
    And Alice's score pile is Physics
    And Bob's achievements are nothing
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-seed-drill-shared
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Seed Drill shared: Bob, with more leaves, is not affected; he junks the 3 deck, eligible for nothing; Alice junks nothing
    Given a 2-player game
    And Alice's green pile is Seed Drill
    And Alice's yellow pile is Statistics
    And Bob's yellow pile is Agriculture
    And Bob's blue pile is Pottery
    And the age 3 pile is Optics, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Seed Drill
    And Bob chooses 3
    And Alice declines
    Then the junk pile holds Optics, Compass
    And Bob's achievements are nothing
    And Alice's achievements are nothing
    And Bob's yellow pile is Agriculture
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-pressure-cooker-shared
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:actions.per_turn>=2
  Scenario: Pressure Cooker shared: Bob returns his hand and, with no bonus, draws nothing; Alice draws for her two bonuses
    Given a 2-player game
    And Alice's yellow pile is Pressure Cooker
    And Alice's blue pile is Lightning Rod
    And Bob's blue pile is Tools
    And Bob's red pile is Oars
    And Bob has Sailing in hand
    And the standard achievements are Pottery, Calendar, Alchemy, Navigation, Coal, Canning
    And the age 1 pile is Agriculture
    And the age 5 pile is Physics, Banking
    And the age 6 pile is Democracy, Vaccination
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Pressure Cooker
    Then Bob's hand is nothing
    And the age 1 pile is Agriculture, Sailing
    And the junk pile holds Coal, Canning
    And the age 6 pile is Vaccination
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-piano-shared
  @assumes:dogma.sharing_bonus=true @assumes:echoes.echo_effects_earn_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Piano shared: Bob draws a card of the value of Alice's hand card, then Alice draws one of that value too
    Given a 2-player game
    And Alice's purple pile is Piano
    And Alice's blue pile is Physics
    And Alice has Canning in hand
    And Bob's blue pile is Tools
    And Bob's green pile is Paper
    And Bob's red pile is Optics
    And the age 6 pile is Democracy, Encyclopedia, Classification
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Piano
    Then Bob's hand is Democracy
    And the age 6 pile is Classification
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-tuning-fork-shared
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Tuning Fork shared: Bob foreshadows his 1, returns the revealed 1 and stops; Alice, with an empty hand, does nothing
    Given a 2-player game
    And Alice's purple pile is Tuning Fork
    And Alice's blue pile is Physics
    And Bob's blue pile is Tools
    And Bob's green pile is Paper
    And Bob's red pile is Optics
    And Bob has Writing in hand
    And the age 1 pile is Archery, Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Tuning Fork
    And Bob declines
    Then Bob's forecast is Writing
    And Bob's hand is nothing
    And Bob's red pile is Optics
    And the age 1 pile is Sailing, Archery
    And Alice's forecast is nothing
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used
