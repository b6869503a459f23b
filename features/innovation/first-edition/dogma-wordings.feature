# Transcribes the first-edition wording of the nine base cards the third edition changed:
#   innovation-bga-gamehelp.fr.txt, Éditions du jeu et différences (the first-edition rules are
#     the original Asmadi ones, consistent with the Iello edition; the last edition rebalances
#     nine cards). The two wordings, card by card: innovation-editions.md 1I.
# Each scenario has its third-edition twin, on the same position, in
# features/innovation/deluxe/dogma-wordings.feature.
Feature: The nine rebalanced cards, first-edition wording

  @id:dogma-oars-first-edition
  @assumes:actions.per_turn>=2 @assumes:cards.wording=first-edition @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @bga-first @bga-first-teams
  @rule:bga-editions
  Scenario: Oars, first edition: one crown card is given, one card drawn, and the demand stops
    # Oars features the castle: Alice shows 2, Bob none, Carol and Dave 2 each.
    Given a 4-player game
    And Alice's red pile is Oars
    And Bob's blue pile is Writing
    And Bob has Sailing, Code of Laws in hand
    And Carol's yellow pile is Domestication
    And Dave's red pile is Archery
    And the age 1 pile is Tools, Pottery, Agriculture
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Oars
    Then Bob must transfer 1 of Sailing, Code of Laws
    When Bob transfers Sailing
    Then Alice's score pile is Sailing
    And Bob's hand is Code of Laws, Tools
    And the age 1 pile is Pottery, Agriculture
    And nobody gets the sharing bonus
    And Alice is to act with no decision pending

  @id:dogma-fermenting-first-edition
  @assumes:actions.per_turn>=2 @assumes:cards.wording=first-edition
  @first-edition @iello @bga-first @bga-first-teams
  @rule:bga-editions
  Scenario: Fermenting, first edition: a 2 for every two leaves (7 leaves: three draws)
    # Fermenting features the leaf: Alice shows 7 leaves in 4 colours, the others none.
    Given a 4-player game
    And Alice's yellow pile is Fermenting
    And Alice's blue pile is Pottery
    And Alice's green pile is Sailing
    And Alice's purple pile is Code of Laws
    And Bob's red pile is Oars
    And Carol's red pile is Archery
    And Dave's blue pile is Writing
    And the age 2 pile is Calendar, Mathematics, Construction, Road Building, Currency
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Fermenting
    Then Alice's hand is Calendar, Mathematics, Construction
    And the age 2 pile is Road Building, Currency
    And Alice is to act with no decision pending

  @id:dogma-feudalism-first-edition
  @assumes:actions.per_turn>=2 @assumes:cards.wording=first-edition @assumes:dogma.demands_earn_bonus=false
  @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @bga-first @bga-first-teams
  @rule:bga-editions
  Scenario: Feudalism, first edition: the castle card is given and the giver's pile keeps its splay
    # Feudalism features the castle: Alice shows 5, Bob 3, Carol and Dave 5 each.
    Given a 4-player game
    And Alice's purple pile is Feudalism
    And Alice's yellow pile is Masonry
    And Bob's red pile is Oars, Metalworking splayed left
    And Bob has Archery in hand
    And Carol's green pile is The Wheel
    And Carol's blue pile is Alchemy
    And Dave's red pile is Construction
    And Dave's yellow pile is Domestication
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Feudalism
    Then Alice's hand is Archery
    And Bob's hand is nothing
    And Bob's red pile is Oars, Metalworking splayed left
    And Alice is to act with no decision pending

  @id:dogma-measurement-first-edition
  @assumes:actions.per_turn>=2 @assumes:cards.wording=first-edition
  @first-edition @iello @bga-first @bga-first-teams
  @rule:bga-editions
  Scenario: Measurement, first edition: after returning a card, any colour is chosen to splay right
    # Measurement features the lightbulb: Alice shows 2, the others none.
    Given a 4-player game
    And Alice's green pile is Measurement, Mapmaking
    And Alice's red pile is Oars, Archery, Metalworking
    And Alice has Sailing in hand
    And Bob's yellow pile is Masonry
    And Carol's yellow pile is Domestication
    And Dave's purple pile is City States
    And the age 1 pile is Clothing
    And the age 2 pile is Calendar
    And the age 3 pile is Optics
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Measurement
    Then Alice may return up to 1 of Sailing
    When Alice returns Sailing
    Then the age 1 pile is Clothing, Sailing
    And Alice must choose 1 of blue, red, green, yellow, purple
    When Alice chooses red
    Then Alice's red pile is Oars, Archery, Metalworking splayed right
    And Alice's green pile is Measurement, Mapmaking
    And Alice's hand is Optics
    And the age 2 pile is Calendar
    And Alice is to act with no decision pending

  @id:dogma-statistics-first-edition
  @assumes:actions.per_turn>=2 @assumes:cards.wording=first-edition @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @bga-first @bga-first-teams
  @rule:bga-editions
  Scenario: Statistics, first edition: a single highest score card goes to hand
    # Statistics features the leaf: Alice shows 2, Bob none, Carol 3, Dave 2.
    Given a 4-player game
    And Alice's yellow pile is Statistics
    And Bob's red pile is Oars
    And Bob has Calendar, Mathematics, Sailing in the score pile
    And Bob has Writing in hand
    And Carol's blue pile is Pottery
    And Dave's green pile is Clothing
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Statistics
    Then Bob must transfer 1 of Calendar, Mathematics
    When Bob transfers Calendar
    Then Bob's hand is Writing, Calendar
    And Bob's score pile is Mathematics, Sailing
    And Alice is to act with no decision pending

  @id:dogma-statistics-repeat-first-edition
  @assumes:actions.per_turn>=2 @assumes:cards.wording=first-edition @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @bga-first @bga-first-teams
  @rule:bga-editions
  Scenario: Statistics, first edition: with exactly one card then in hand, the demand repeats
    # Statistics features the leaf: Alice shows 2, Bob none, Carol 3, Dave 2. Bob's hand is empty.
    Given a 4-player game
    And Alice's yellow pile is Statistics
    And Bob's red pile is Oars
    And Bob has Calendar, Writing, Agriculture in the score pile
    And Bob has nothing in hand
    And Carol's blue pile is Pottery
    And Dave's green pile is Clothing
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Statistics
    Then Bob must transfer 1 of Writing, Agriculture
    When Bob transfers Writing
    Then Bob's hand is Calendar, Writing
    And Bob's score pile is Agriculture
    And Alice is to act with no decision pending

  @id:dogma-societies-first-edition
  @assumes:actions.per_turn>=2 @assumes:cards.wording=first-edition
  @first-edition @iello @bga-first @bga-first-teams
  @rule:bga-editions
  Scenario: Societies, first edition: any top non-purple card with a lightbulb is taken, whatever its value
    # Societies features the crown: Alice shows 2, Bob none, Carol and Dave 2 each.
    Given a 4-player game
    And Alice's purple pile is Societies
    And Alice's blue pile is Physics
    And Bob's blue pile is Experimentation
    And Carol's green pile is Sailing
    And Dave's purple pile is Code of Laws
    And the age 5 pile is Coal
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Societies
    Then Alice's blue pile is Experimentation, Physics
    And Bob's blue pile is nothing
    And Bob's hand is Coal
    And Alice is to act with no decision pending

  @id:dogma-industrialization-first-edition
  @assumes:actions.per_turn>=2 @assumes:cards.wording=first-edition @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @bga-first @bga-first-teams
  @rule:bga-editions
  Scenario: Industrialization, first edition: a 6 tucked for every two factories (5 factories: two)
    # Industrialization features the factory: Alice shows 5 factories in 3 colours, the others none.
    Given a 4-player game
    And Alice's red pile is Industrialization
    And Alice's green pile is Invention
    And Alice's purple pile is Emancipation
    And Bob's red pile is Oars
    And Carol's red pile is Archery
    And Dave's yellow pile is Masonry
    And the age 6 pile is Atomic Theory, Encyclopedia, Canning, Vaccination
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Industrialization
    Then Alice's blue pile is Atomic Theory, Encyclopedia
    And Alice's yellow pile is nothing
    And the age 6 pile is Canning, Vaccination
    And Alice is to act with no decision pending

  @id:dogma-combustion-first-edition
  @assumes:actions.per_turn>=2 @assumes:cards.wording=first-edition
  @first-edition @iello @bga-first @bga-first-teams
  @rule:bga-editions
  Scenario: Combustion, first edition: two score cards are given, and there is no second effect
    # Combustion features the crown: Alice shows 4, Bob none, Carol and Dave 5 each (no red pile).
    Given a 4-player game
    And Alice's red pile is Combustion, Archery
    And Alice's purple pile is Code of Laws
    And Bob's blue pile is Tools
    And Bob has Calendar, Mathematics, Writing in the score pile
    And Carol's blue pile is Translation
    And Carol's green pile is Mapmaking
    And Dave's green pile is Navigation
    And Dave's yellow pile is Canal Building
    And the age 1 pile is Clothing
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Combustion
    Then Bob must transfer 2 of Calendar, Mathematics, Writing
    When Bob transfers Calendar, Writing
    Then Alice's score pile is Calendar, Writing
    And Bob's score pile is Mathematics
    And Alice's red pile is Combustion, Archery
    And the age 1 pile is Clothing
    And Alice is to act with no decision pending

  @id:dogma-fission-first-edition
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11 @assumes:cards.wording=first-edition
  @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @bga-first
  @rule:bga-editions
  Scenario: Fission, first edition: a top card other than Fission is returned, and nothing is drawn
    # Fission features the clock: Alice shows 3, Bob none. Bob's 10 is blue, so nothing is removed.
    Given a 2-player game
    And Alice's red pile is Fission
    And Bob's blue pile is Writing
    And Bob's yellow pile is Agriculture
    And the age 1 pile is Clothing
    And the age 10 pile is Software, Databases, Globalization
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Fission
    Then Bob revealed Software
    And Bob's hand is Software
    And Alice must return 1 of Writing, Agriculture
    When Alice returns Agriculture
    Then Bob's yellow pile is nothing
    And the age 1 pile is Clothing, Agriculture
    And Alice's hand is nothing
    And the age 10 pile is Databases, Globalization
    And Alice is to act with no decision pending
