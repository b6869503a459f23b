# The age-5 cards of the fourth-edition set, each effect and branch, from exact positions.
# Card texts: engine/data/cards/base-ultimate.json (our own words, with its glossary of terms);
# rulebook terms: innovation-ultimate.es.txt. Every supply pile a scenario draws from or returns
# to is listed; the icon counts that decide who shares or who is affected are in the comments.
# A choice of several cards to the same place in an order that shows (returned under one deck)
# is answered with the cards in the order they move. "Choose a value" offers the values 1 to 11.
@ultimate
Feature: Age 5 fourth-edition cards

  # --- Chemistry ------------------------------------------------------------------------------

  @id:card-ul-chemistry-shared-splay-draw-highest-plus-one-score-return
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Chemistry shared: blue splayed right; each draws and scores a card one above the highest top card, then returns a score card
    # Chemistry features the factory: Alice shows 5, Bob 5 (shares). Bob has no blue pile: not
    # asked to splay. His highest top card is a 6: he scores a 7, then returns it, his only score
    # card, without a question. Alice's highest is a 5: she scores a 6 and picks the card to return.
    Given a 2-player game
    And Alice's blue pile is Chemistry, Tools
    And Alice's red pile is Coal
    And Alice has Oars in the score pile
    And Bob's red pile is Machine Tools
    And Bob's yellow pile is Steam Engine
    And the age 1 pile is nothing
    And the age 5 pile is Physics
    And the age 6 pile is Atomic Theory
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Chemistry
    Then Alice may splay up to 1 of blue
    When Alice splays blue
    Then Bob's score pile is nothing
    And the age 7 pile is Lighting
    And Alice must return 1 of Oars, Atomic Theory
    When Alice returns Oars
    Then Alice's score pile is Atomic Theory
    And Alice's hand is Physics
    And Alice's blue pile is Chemistry, Tools splayed right
    And Alice's red pile is Coal
    And Bob's hand is nothing
    And Bob's score pile is nothing
    And Bob's red pile is Machine Tools
    And Bob's yellow pile is Steam Engine
    And the age 1 pile is Oars
    And the age 5 pile is nothing
    And the age 6 pile is nothing
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with one action used

  @id:card-ul-chemistry-not-shared-declined-returns-the-scored-card @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Chemistry: an opponent with fewer factories does not share; the splay declined; the only score card, just scored, goes back
    # Chemistry features the factory: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's blue pile is Chemistry, Tools
    And Bob's red pile is Archery
    And the age 6 pile is Atomic Theory, Canning
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Chemistry
    Then Alice may splay up to 1 of blue
    When Alice declines
    Then Alice's blue pile is Chemistry, Tools
    And Alice's score pile is nothing
    And Alice's hand is nothing
    And Bob's score pile is nothing
    And Bob's red pile is Archery
    And the age 6 pile is Canning, Atomic Theory
    And it is Alice's turn 4 with one action used

  # --- Physics --------------------------------------------------------------------------------

  @id:card-ul-physics-shared-three-6s-kept-or-hand-returned
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Physics shared: three 6s of three colours are kept; two of one colour send the whole hand back
    # Physics features the lightbulb: Alice shows 5, Bob 5 (shares). Bob draws a blue, a yellow
    # and a purple card: he keeps them. Alice draws two greens: her whole hand is returned, three
    # of its cards under the 6 deck in the order she gives.
    Given a 2-player game
    And Alice's blue pile is Physics
    And Alice's purple pile is Philosophy
    And Alice has Tools in hand
    And Bob's blue pile is Experimentation
    And Bob's green pile is Paper
    And Bob has Oars in hand
    And the age 1 pile is nothing
    And the age 5 pile is Coal
    And the age 6 pile is Atomic Theory, Canning, Democracy, Encyclopedia, Metric System, Classification, Vaccination
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Physics
    Then Bob's hand is Oars, Atomic Theory, Canning, Democracy
    When Alice returns Classification then Tools then Encyclopedia then Metric System
    Then Alice's hand is Coal
    And Alice's blue pile is Physics
    And Alice's purple pile is Philosophy
    And Bob's hand is Oars, Atomic Theory, Canning, Democracy
    And Bob's blue pile is Experimentation
    And the age 1 pile is Tools
    And the age 5 pile is nothing
    And the age 6 pile is Vaccination, Classification, Encyclopedia, Metric System
    And it is Alice's turn 4 with one action used

  # --- Coal -----------------------------------------------------------------------------------

  @id:card-ul-coal-shared-tuck-splay-score-colour-top-two
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=[]
  Scenario: Coal shared: a 5 tucked, red splayed right, then a chosen colour's top card and the new top card scored
    # Coal features the factory: Alice shows 3, Bob 4 (shares). Bob has no red pile: only Alice
    # is asked to splay. Bob's yellow pile is one card: one card scored. Alice's red pile of
    # three gives two; the one card left loses its splay.
    Given a 2-player game
    And Alice's red pile is Coal, Oars
    And Bob's blue pile is Chemistry
    And Bob's yellow pile is Steam Engine
    And the age 5 pile is Banking, The Pirate Code, Physics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Coal
    Then Bob's green pile is Banking
    And Alice's red pile is Coal, Oars, The Pirate Code
    And Alice may splay up to 1 of red
    When Alice splays red
    Then Alice's red pile is Coal, Oars, The Pirate Code splayed right
    And Bob may choose up to 1 of blue, green, yellow
    When Bob chooses yellow
    Then Bob's score pile is Steam Engine
    And Alice may choose up to 1 of red
    When Alice chooses red
    Then Alice's score pile is Coal, Oars
    And Alice's red pile is The Pirate Code
    And Alice's hand is Physics
    And Bob's score pile is Steam Engine
    And Bob's yellow pile is nothing
    And Bob's blue pile is Chemistry
    And Bob's green pile is Banking
    And Bob's hand is nothing
    And the age 5 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-coal-single-red-no-splay-colour-declined @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  Scenario: Coal: a red pile of one card is not offered a splay; declining the colour scores nothing
    # Coal features the factory: Alice shows 3, Bob none.
    Given a 2-player game
    And Alice's red pile is Coal
    And the age 5 pile is Banking, Physics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Coal
    Then Alice may choose up to 1 of red, green
    When Alice declines
    Then Alice's red pile is Coal
    And Alice's green pile is Banking
    And Alice's score pile is nothing
    And Alice's hand is nothing
    And the age 5 pile is Physics
    And it is Alice's turn 4 with one action used

  # --- The Pirate Code ------------------------------------------------------------------------

  @id:card-ul-pirate-code-takes-two-then-shared-score-lowest-crown
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: The Pirate Code: two score cards of value 4 or less taken; then each scores the lowest top card with a crown
    # The Pirate Code features the crown: Alice shows 6, Bob none (affected), Carol 8 (shares,
    # so not affected). Bob's 5 is not offered. Carol's lowest top card with a crown is a single
    # 1; Alice has two 1s with a crown and picks.
    Given a 3-player game
    And Alice's red pile is The Pirate Code
    And Alice's green pile is Sailing
    And Alice's purple pile is City States
    And Bob's red pile is Archery
    And Bob has Oars, Calendar, Anatomy, Chemistry in the score pile
    And Carol's blue pile is Translation
    And Carol's green pile is Navigation
    And Carol's purple pile is Code of Laws
    And the age 5 pile is Coal
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of The Pirate Code
    Then Bob must transfer 2 of Oars, Calendar, Anatomy
    When Bob transfers Anatomy, Oars
    Then Bob's score pile is Calendar, Chemistry
    And Carol's score pile is Code of Laws
    And Alice must score 1 of Sailing, City States
    When Alice scores City States
    Then Alice's score pile is Anatomy, Oars, City States
    And Alice's hand is Coal
    And Alice's red pile is The Pirate Code
    And Alice's green pile is Sailing
    And Alice's purple pile is nothing
    And Bob's score pile is Calendar, Chemistry
    And Bob's red pile is Archery
    And Carol's score pile is Code of Laws
    And Carol's purple pile is nothing
    And Carol's blue pile is Translation
    And Carol's green pile is Navigation
    And the age 5 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-pirate-code-one-card-is-enough @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: The Pirate Code: a single card of value 4 or less is enough; the launcher then scores its only top card with a crown
    # The Pirate Code features the crown: Alice shows 2, Bob none (affected). Oars moves without a
    # question; The Pirate Code itself is Alice's lowest top card with a crown.
    Given a 2-player game
    And Alice's red pile is The Pirate Code
    And Bob's red pile is Archery
    And Bob has Chemistry, Oars in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of The Pirate Code
    Then Alice's score pile is Oars, The Pirate Code
    And Alice's board is empty
    And Bob's score pile is Chemistry
    And Bob's red pile is Archery
    And it is Alice's turn 4 with one action used

  @id:card-ul-pirate-code-nothing-taken-nothing-scored @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: The Pirate Code: with no card of value 4 or less taken, the second effect scores nothing
    # The Pirate Code features the crown: Alice shows 2, Bob none (affected).
    Given a 2-player game
    And Alice's red pile is The Pirate Code
    And Bob's red pile is Archery
    And Bob has Chemistry in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of The Pirate Code
    Then Alice's score pile is nothing
    And Alice's red pile is The Pirate Code
    And Bob's score pile is Chemistry
    And Bob's red pile is Archery
    And it is Alice's turn 4 with one action used

  # --- Banking --------------------------------------------------------------------------------

  @id:card-ul-banking-takes-a-factory-card-affected-scores-a-5-shared-splay
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Banking: a top non-green card with a factory comes to my board and the affected player scores a 5; green splay shared
    # Banking features the crown: Alice shows 2, Bob 1 (affected), Carol 3 (shares). Bob's green
    # Measurement is not offered.
    Given a 3-player game
    And Alice's green pile is Banking, Mapmaking
    And Bob's red pile is Coal
    And Bob's green pile is Measurement
    And Bob's yellow pile is Steam Engine
    And Carol's green pile is Navigation, Compass
    And the age 5 pile is Physics, Chemistry
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Banking
    Then Bob must transfer 1 of Coal, Steam Engine
    When Bob transfers Coal
    Then Alice's red pile is Coal
    And Bob's score pile is Physics
    And Carol may splay up to 1 of green
    When Carol splays green
    Then Alice may splay up to 1 of green
    When Alice splays green
    Then Alice's hand is Chemistry
    And Alice's green pile is Banking, Mapmaking splayed right
    And Alice's red pile is Coal
    And Alice's score pile is nothing
    And Bob's score pile is Physics
    And Bob's red pile is nothing
    And Bob's green pile is Measurement
    And Bob's yellow pile is Steam Engine
    And Bob's hand is nothing
    And Carol's green pile is Navigation, Compass splayed right
    And the age 5 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-banking-no-factory-card-splay-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Banking: no top card with a factory to give means no 5 scored; the splay declined
    # Banking features the crown: Alice shows 2, Bob none (affected; Archery has no factory).
    Given a 2-player game
    And Alice's green pile is Banking, Mapmaking
    And Bob's red pile is Archery
    And the age 5 pile is Physics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Banking
    Then Alice may splay up to 1 of green
    When Alice declines
    Then Alice's green pile is Banking, Mapmaking
    And Alice's red pile is nothing
    And Bob's red pile is Archery
    And Bob's score pile is nothing
    And the age 5 pile is Physics
    And it is Alice's turn 4 with one action used

  # --- Measurement ----------------------------------------------------------------------------

  @id:card-ul-measurement-shared-reveal-return-splay-right-draw-pile-size
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Measurement shared: a card revealed and returned splays its colour right and draws the pile's size (a 1 with no pile)
    # Measurement features the lightbulb: Alice shows 3, Bob 3 (shares). Bob's Calendar is blue:
    # his blue pile of two is splayed right and he draws a 2. Alice has no blue pile: 0 cards, a 1.
    Given a 2-player game
    And Alice's green pile is Measurement
    And Alice's red pile is Archery
    And Alice has Writing, Oars in hand
    And Bob's blue pile is Experimentation, Tools
    And Bob has Calendar in hand
    And the age 1 pile is Pottery
    And the age 2 pile is Mathematics
    And the age 5 pile is Coal
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Measurement
    Then Bob may return up to 1 of Calendar
    When Bob returns Calendar
    Then Bob revealed Calendar
    And Bob's blue pile is Experimentation, Tools splayed right
    And Bob's hand is Mathematics
    And Alice may return up to 1 of Writing, Oars
    When Alice returns Writing
    Then Alice's hand is Oars, Pottery, Coal
    And Alice's green pile is Measurement
    And Alice's red pile is Archery
    And Alice's blue pile is nothing
    And Bob's hand is Mathematics
    And Bob's blue pile is Experimentation, Tools splayed right
    And the age 1 pile is Writing
    And the age 2 pile is Calendar
    And the age 5 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-measurement-pile-of-one-not-splayed-draws-a-1 @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  Scenario: Measurement: a pile of one card cannot be splayed, and its size draws a 1
    # Measurement features the lightbulb: Alice shows 2, Bob none. Sailing is green, like
    # Measurement, Alice's only green card.
    Given a 2-player game
    And Alice's green pile is Measurement
    And Alice has Sailing, Clothing in hand
    And the age 1 pile is Pottery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Measurement
    Then Alice may return up to 1 of Sailing, Clothing
    When Alice returns Sailing
    Then Alice revealed Sailing
    And Alice's hand is Clothing, Pottery
    And Alice's green pile is Measurement
    And the age 1 pile is Sailing
    And it is Alice's turn 4 with one action used

  @id:card-ul-measurement-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Measurement: declining changes nothing
    # Measurement features the lightbulb: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's green pile is Measurement
    And Alice has Sailing, Clothing in hand
    And the age 1 pile is Pottery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Measurement
    Then Alice may return up to 1 of Sailing, Clothing
    When Alice declines
    Then Alice's hand is Sailing, Clothing
    And Alice's green pile is Measurement
    And the age 1 pile is Pottery
    And it is Alice's turn 4 with one action used

  # --- Statistics -----------------------------------------------------------------------------

  @id:card-ul-statistics-launcher-names-a-value-shared-splay
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Statistics: for each affected player the launcher names a value and every score card of it goes to that player's hand; yellow splay shared
    # Statistics features the leaf: Alice shows 2, Bob and Dave none (affected), Carol 2 (shares,
    # so not affected). Alice names 1 for Bob (his two 1s move), then 2 for Dave (Mathematics
    # moves). Alice declines her splay; Carol's splay earns her the bonus.
    Given a 4-player game
    And Alice's yellow pile is Statistics, Agriculture
    And Bob's red pile is Archery
    And Bob has Oars, Calendar, Sailing, Anatomy in the score pile
    And Carol's yellow pile is Fermenting, Canal Building
    And Dave's blue pile is Writing
    And Dave has Mathematics in the score pile
    And the age 5 pile is Coal
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Statistics
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 1
    Then Bob's hand is Oars, Sailing
    And Bob's score pile is Calendar, Anatomy
    And Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 2
    Then Dave's hand is Mathematics
    And Carol may splay up to 1 of yellow
    When Carol splays yellow
    Then Alice may splay up to 1 of yellow
    When Alice declines
    Then Alice's hand is Coal
    And Alice's yellow pile is Statistics, Agriculture
    And Bob's hand is Oars, Sailing
    And Bob's score pile is Calendar, Anatomy
    And Carol's yellow pile is Fermenting, Canal Building splayed right
    And Carol's hand is nothing
    And Dave's score pile is nothing
    And Dave's hand is Mathematics
    And the age 5 pile is nothing
    And it is Alice's turn 4 with one action used

  # --- Steam Engine ---------------------------------------------------------------------------

  @id:card-ul-steam-engine-shared-tuck-two-score-bottom-yellow-junk-6s
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Steam Engine shared: two 4s tucked, the bottom yellow card scored; scoring Steam Engine itself junks the 6 deck
    # Steam Engine features the factory: Alice shows 2, Bob 3 (shares). Bob tucks Anatomy (a new
    # yellow pile) and Gunpowder, then scores Anatomy: no junk. Alice's bottom yellow card is
    # Steam Engine itself.
    Given a 2-player game
    And Alice's yellow pile is Steam Engine
    And Bob's red pile is Coal
    And the age 4 pile is Anatomy, Gunpowder, Colonialism, Invention, Perspective
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Steam Engine
    Then Bob's score pile is Anatomy
    And Bob's red pile is Coal, Gunpowder
    And Bob's yellow pile is nothing
    And Bob's hand is nothing
    And Alice's score pile is Steam Engine
    And Alice's yellow pile is nothing
    And Alice's red pile is Colonialism
    And Alice's green pile is Invention
    And Alice's hand is Perspective
    And the junk pile holds Canning, Vaccination
    And the age 4 pile is nothing
    And the age 6 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-steam-engine-another-bottom-card-no-junk @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Steam Engine: when the bottom yellow card is another card, it is scored and the 6 deck stays
    # Steam Engine features the factory: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's yellow pile is Steam Engine, Agriculture
    And the age 4 pile is Colonialism, Invention
    And the age 6 pile is Canning
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Steam Engine
    Then Alice's score pile is Agriculture
    And Alice's yellow pile is Steam Engine
    And Alice's red pile is Colonialism
    And Alice's green pile is Invention
    And Alice's hand is nothing
    And the junk pile holds nothing
    And the age 4 pile is nothing
    And the age 6 pile is Canning
    And it is Alice's turn 4 with one action used

  # --- Astronomy ------------------------------------------------------------------------------

  @id:card-ul-astronomy-shared-meld-green-and-blue-6s-universe
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Astronomy shared: green and blue 6s are melded until another colour is drawn; non-purple top cards all 6 or more claim Universe
    # Astronomy features the lightbulb: Alice shows 2, Bob 3 (shares). Bob melds Atomic Theory
    # (blue) and keeps Canning (yellow); his red Archery is a 1: no Universe. Alice melds
    # Classification (green) and Encyclopedia (blue), keeps Democracy (purple); her non-purple
    # top cards are both 6s.
    Given a 2-player game
    And Alice's purple pile is Astronomy
    And Bob's blue pile is Tools
    And Bob's red pile is Archery
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And the age 6 pile is Atomic Theory, Canning, Classification, Encyclopedia, Democracy, Metric System
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Astronomy
    Then Alice's achievements are Universe
    And Alice's hand is Democracy, Metric System
    And Alice's blue pile is Encyclopedia
    And Alice's green pile is Classification
    And Alice's purple pile is Astronomy
    And Bob's hand is Canning
    And Bob's blue pile is Atomic Theory, Tools
    And Bob's red pile is Archery
    And Bob's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder
    And the age 6 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-astronomy-only-purple-claims-universe @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Astronomy: with no non-purple top card the condition holds, and Universe is claimed
    # Astronomy features the lightbulb: Alice shows 2, Bob none. Vaccination is yellow: kept.
    Given a 2-player game
    And Alice's purple pile is Astronomy
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And the age 6 pile is Vaccination
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Astronomy
    Then Alice's hand is Vaccination
    And Alice's purple pile is Astronomy
    And Alice's achievements are Universe
    And the special achievements are Monument, Empire, World, Wonder
    And the age 6 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-astronomy-universe-already-claimed @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Astronomy: Universe already held by another player is not claimed again
    # Astronomy features the lightbulb: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's purple pile is Astronomy
    And Bob has achievements Universe
    And the special achievements are Monument, Empire, World, Wonder
    And the age 6 pile is Vaccination
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Astronomy
    Then Alice's hand is Vaccination
    And Alice's achievements are nothing
    And Bob's achievements are Universe
    And the special achievements are Monument, Empire, World, Wonder
    And the age 6 pile is nothing
    And it is Alice's turn 4 with one action used

  # --- Societies ------------------------------------------------------------------------------

  @id:card-ul-societies-takes-a-higher-lightbulb-card-and-draws-a-5 @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false @assumes:dogma.missing_value=0
  Scenario: Societies: a top card with a lightbulb higher than my top card of its colour comes to my board and the affected player draws a 5
    # Societies features the crown: Alice shows 3, Bob 2 and Carol none (both affected).
    # Mathematics (2) beats Alice's Writing (1); she has no red or green pile, so Archery and
    # Paper qualify at any value. Carol's Tools (1) is not higher than Writing (1).
    Given a 3-player game
    And Alice's blue pile is Writing
    And Alice's purple pile is Societies
    And Bob's blue pile is Mathematics
    And Bob's red pile is Archery
    And Bob's green pile is Paper
    And Carol's blue pile is Tools
    And the age 5 pile is Coal, Physics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Societies
    Then Bob must transfer 1 of Mathematics, Archery, Paper
    When Bob transfers Paper
    Then Alice's green pile is Paper
    And Alice's blue pile is Writing
    And Alice's purple pile is Societies
    And Bob's hand is Coal
    And Bob's green pile is nothing
    And Bob's blue pile is Mathematics
    And Bob's red pile is Archery
    And Carol's blue pile is Tools
    And Carol's hand is nothing
    And the age 5 pile is Physics
    And it is Alice's turn 4 with one action used

  @id:card-ul-societies-equal-crowns-not-affected @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Societies: an opponent with as many crowns as the launcher keeps a qualifying card
    # Societies features the crown: Alice shows 3, Bob 3 (not affected). His Mathematics (2)
    # would beat Alice's Writing (1).
    Given a 2-player game
    And Alice's blue pile is Writing
    And Alice's purple pile is Societies
    And Bob's blue pile is Mathematics
    And Bob's green pile is Sailing
    And the age 5 pile is Coal
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Societies
    Then Alice's blue pile is Writing
    And Bob's blue pile is Mathematics
    And Bob's green pile is Sailing
    And Bob's hand is nothing
    And the age 5 pile is Coal
    And it is Alice's turn 4 with one action used
