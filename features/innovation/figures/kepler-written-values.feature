# Karma inside Johannes Kepler's Dogma action (issue 42): the project's research note figures.md,
# §11 (values printed as ages inside karma texts are raised by Archimedes and Johannes Kepler) and
# §4.3 (would-first, would-instead), with the engine's rule that an age an effect writes ("a 5")
# is raised and an age it computes ("one higher than it", "that same value", "the count") is
# not. Figure facts: engine/data/cards/figures-ultimate.json (Johannes Kepler, Sejong the Great,
# Ludwig Van Beethoven, Antonie Van Leeuwenhoek, Al-Kindi, Shennong, Emperor Meiji); base cards:
# base-ultimate.json.
# Piles are written top card first; every supply age and Figures deck a scenario draws from is
# listed; a card going back to a deck goes under it. A player with two top figures fades one at
# the end of the action. Kepler raises by the number of different
# values above 3 among his owner's top cards when the action starts. Each karma here is one of
# Kepler's owner's own, or the computed value it uses is the same whether or not the raise
# reaches another player's karma, except in the last section, which plays that reading both
# ways (figures.raised_other_players_karmas).
@ultimate-figures
Feature: Figures: written and computed values inside Johannes Kepler's action

  # --- Sejong the Great: "a card of value one higher than it" is computed from the returned card.

  @id:fig-kepler-sejong-one-higher-is-not-raised
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:figures.sharing_bonus_figure=true @assumes:figures.karma_nesting=false
  Scenario: Johannes Kepler and Sejong the Great: Bob's raised draw is a 2 like his red Construction, so he melds a 3, not a 4
    # Sailing features the crown: Alice shows 2, Bob 2 (City States), so Bob shares. Kepler (4)
    # is Alice's only top card above 3: "draw a 1 and meld it" draws a 2. Bob's Canal Building is
    # a 2, his top red card's value: Sejong returns it, and Bob draws and melds a card one higher
    # than the 2 it was. Then Alice draws and melds her 2, and draws her sharing bonus figure of
    # her draw value, 4.
    Given a 2-player game
    And Alice's blue pile is Johannes Kepler
    And Alice's green pile is Sailing
    And Bob's blue pile is Sejong the Great
    And Bob's red pile is Construction
    And Bob's purple pile is City States
    And the age 1 pile is Tools
    And the age 2 pile is Canal Building, Mapmaking
    And the age 3 pile is Paper, Optics
    And the age 4 pile is Invention, Navigation
    And the age 4 figures pile is Galileo Galilei, Yi Sun-Sin
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Sailing
    Then Bob's green pile is Paper
    And Bob's yellow pile is nothing
    And Bob's hand is nothing
    And Alice's green pile is Mapmaking, Sailing
    And Alice's hand is Galileo Galilei
    And the age 2 pile is Canal Building
    And the age 3 pile is Optics
    And the age 4 pile is Invention, Navigation
    And it is Alice's turn 9 with one action used

  # --- Ludwig Van Beethoven: "draw and score a 5 four times; if all four are 5s, four more": the
  # 5s drawn and the 5s compared are the same written value, raised alike.

  @id:fig-kepler-beethoven-raised-fives-earn-four-more
  @assumes:actions.per_turn>=2 @assumes:figures.karma_nesting=false @assumes:figures.fading=true
  Scenario: Johannes Kepler and Ludwig Van Beethoven: four raised 7s are "all 5s" as the action reads them, so four more 7s come
    # Kepler (4) and Beethoven (6): every written value is raised by 2. Agriculture (leaf; Bob
    # shows none): Alice returns Tools and draws a 2, a computed value, not raised, and is about
    # to score it. Beethoven first: the score pile is junked, four 7s are drawn and scored, and
    # since all four are of the written value as raised, four more. Then the 2 is scored.
    Given a 2-player game
    And Alice's blue pile is Johannes Kepler
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Ludwig Van Beethoven
    And Alice has Tools in hand
    And Alice has Oars in the score pile
    And the age 1 pile is Pottery
    And the age 2 pile is Mathematics, Construction
    And the age 5 pile is Chemistry, Physics
    And the age 7 pile is Evolution, Publications, Combustion, Explosives, Bicycle, Electricity, Refrigeration, Sanitation, Lighting
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    Then Alice may return up to 1 of Tools
    When Alice returns Tools
    Then Alice's score pile is Evolution, Publications, Combustion, Explosives, Bicycle, Electricity, Refrigeration, Sanitation, Mathematics
    And the junk pile holds Oars
    And the age 7 pile is Lighting
    And the age 5 pile is Chemistry, Physics
    And the age 2 pile is Construction
    And Alice's hand is nothing
    And Alice must score 1 of Johannes Kepler, Ludwig Van Beethoven

  # --- Antonie Van Leeuwenhoek: "you may return a 5; if you do, draw a 6": both values written.

  @id:fig-kepler-antonie-returns-a-raised-five
  @assumes:actions.per_turn>=2 @assumes:figures.karma_nesting=false @assumes:figures.fading=true
  Scenario: Johannes Kepler and Antonie Van Leeuwenhoek: with every written value raised by 2, Alice may return her 7, not her 5, and draws an 8
    # Kepler (4) and Antonie (5): every written value is raised by 2. Sailing features the crown:
    # Alice shows 2, Bob none. Before "draw a 1", raised to a 3, Antonie lets Alice return a 7
    # (a 5 raised) and draw an 8 (a 6 raised); then the 3 is drawn and melded.
    Given a 2-player game
    And Alice's blue pile is Johannes Kepler
    And Alice's yellow pile is Antonie Van Leeuwenhoek
    And Alice's green pile is Sailing
    And Alice has Coal, Lighting in hand
    And the age 1 pile is Tools
    And the age 3 pile is Optics, Paper
    And the age 6 pile is Atomic Theory
    And the age 7 pile is Evolution
    And the age 8 pile is Flight, Mobility
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Sailing
    Then Alice may return up to 1 of Lighting
    When Alice returns Lighting
    Then Alice's hand is Coal, Flight
    And Alice's red pile is Optics
    And the age 7 pile is Evolution, Lighting
    And the age 1 pile is Tools
    And the age 3 pile is Paper
    And the age 6 pile is Atomic Theory
    And the age 8 pile is Mobility
    And Alice must score 1 of Johannes Kepler, Antonie Van Leeuwenhoek
    When Alice scores Johannes Kepler
    Then Alice's score pile is Johannes Kepler
    And it is Alice's turn 9 with one action used

  # --- Al-Kindi: "first draw two cards of that same value": the value is the sharing bonus's.

  @id:fig-kepler-al-kindi-draws-the-bonus-value
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:figures.sharing_bonus_figure=true @assumes:figures.karma_nesting=false @assumes:figures.fading=true
  Scenario: Johannes Kepler and Al-Kindi: Alice's sharing bonus is a 4, so she first draws two 4s, not two 5s
    # Kepler (4) is Alice's only top card above 3 (Al-Kindi is a 3): every written value is
    # raised by 1. The Wheel features the castle: Alice shows 3, Bob 3 with Masonry (shares).
    # "Draw a 1 twice" draws two 2s for Bob, then two for Alice. Her sharing bonus is of her draw
    # value, 4: no value an effect writes, so Al-Kindi's two cards of that same value are 4s.
    Given a 2-player game
    And Alice's blue pile is Johannes Kepler
    And Alice's purple pile is Al-Kindi
    And Alice's green pile is The Wheel
    And Bob's yellow pile is Masonry
    And the age 1 pile is Tools
    And the age 2 pile is Calendar, Mathematics, Construction, Road Building
    And the age 4 pile is Invention, Navigation, Anatomy
    And the age 5 pile is Coal, Physics
    And the age 4 figures pile is Galileo Galilei, Yi Sun-Sin
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Bob's hand is Calendar, Mathematics
    And Alice's hand is Construction, Road Building, Invention, Navigation, Galileo Galilei
    And Alice gets the sharing bonus
    And the age 4 pile is Anatomy
    And the age 5 pile is Coal, Physics
    And the age 4 figures pile is Yi Sun-Sin
    And Alice must score 1 of Johannes Kepler, Al-Kindi
    When Alice scores Johannes Kepler
    Then Alice's score pile is Johannes Kepler
    And it is Alice's turn 9 with one action used

  # --- A karma's trigger inside the raised action (the variant's dispute on
  # figures.raised_karma_conditions): read as printed, or raised like the effects' values.

  @id:fig-kepler-emperor-meiji-answers-a-plain-10 @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:figures.raised_karma_conditions=false
  Scenario: Johannes Kepler and Emperor Meiji, trigger as printed: Domestication melds Databases, a 10, and Alice wins instead
    # Alice's top cards show five values (4, 7, 1, 5, 2); Kepler raises by 3 (4, 5 and 7).
    # Domestication (castle; Bob shows none) melds the lowest card of Alice's hand, Databases.
    # Meiji's "about to meld a 10" reads the 10 as printed: instead of the meld, Alice wins.
    Given a 2-player game
    And Alice's blue pile is Johannes Kepler
    And Alice's purple pile is Emperor Meiji
    And Alice's yellow pile is Domestication
    And Alice's red pile is Coal
    And Alice's green pile is Mapmaking
    And Alice has Databases in hand
    And the age 1 pile is Tools
    And the age 4 pile is Invention
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Domestication
    Then Alice wins by dogma
    And Alice's hand is Databases
    And Alice's green pile is Mapmaking

  @id:fig-kepler-emperor-meiji-trigger-raised-too @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:figures.raised_karma_conditions=true @assumes:figures.fading=true
  Scenario: Johannes Kepler and Emperor Meiji, trigger raised: inside the action Meiji answers a 13, so Databases is melded
    # The other reading, played by a house variant: the position above. Raised by 3, Meiji's 10
    # is a 13, so the meld of Databases happens; Domestication's "draw a 1" then draws a 4. With
    # two top figures Alice fades one at the end of the action.
    Given a house variant of it sets figures.raised_karma_conditions to true
    And a 2-player game
    And Alice's blue pile is Johannes Kepler
    And Alice's purple pile is Emperor Meiji
    And Alice's yellow pile is Domestication
    And Alice's red pile is Coal
    And Alice's green pile is Mapmaking
    And Alice has Databases in hand
    And the age 1 pile is Tools
    And the age 4 pile is Invention
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Domestication
    Then Alice's green pile is Databases, Mapmaking
    And Alice's hand is Invention
    And the age 1 pile is Tools
    And the game is not over
    And Alice must score 1 of Johannes Kepler, Emperor Meiji

  # --- Shennong: "about to draw a 1" (a trigger) during the first action of his owner's turn;
  # "count the 1s in your hand" (written, raised) and "a card of that count" (computed).

  @id:fig-kepler-shennong-trigger-as-printed-misses-a-raised-draw
  @assumes:actions.per_turn>=2 @assumes:figures.raised_karma_conditions=false @assumes:figures.fading=true
  Scenario: Johannes Kepler and Shennong, trigger as printed: Sailing's "draw a 1" draws a 2, which is no 1, so nothing is scored first
    # Kepler (4) is Alice's only top card above 3: every written value is raised by 1. Sailing
    # features the crown: Alice shows 2, Bob none. The draw is a 2: Shennong waits for a 1.
    # With two top figures Alice fades one at the end of the action.
    Given a 2-player game
    And Alice's blue pile is Johannes Kepler
    And Alice's yellow pile is Shennong
    And Alice's green pile is Sailing
    And Alice has Calendar, Mathematics, Construction, Tools in hand
    And the age 1 pile is Pottery
    And the age 2 pile is Currency, Fermenting
    And the age 3 pile is Paper, Optics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Sailing
    Then Alice's green pile is Currency, Sailing
    And Alice's score pile is nothing
    And Alice's hand is Calendar, Mathematics, Construction, Tools
    And the age 2 pile is Fermenting
    And the age 3 pile is Paper, Optics
    And Alice must score 1 of Johannes Kepler, Shennong

  @id:fig-kepler-shennong-trigger-raised-counts-raised-ones @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:figures.raised_karma_conditions=true @assumes:figures.fading=true
  Scenario: Johannes Kepler and Shennong, trigger raised: before the raised draw of a 2, Alice counts three 2s in hand and scores a 3, not a 4
    # The other reading, played by a house variant: the position above. "About to draw a 1" is
    # raised to a 2, so Shennong answers Sailing's draw. His "1s" are raised alike: Calendar,
    # Mathematics and Construction are three 2s (Tools, a 1, does not count). The count, 3, is
    # computed, so Alice draws and scores a 3, not a 4. Then the draw of the 2 proceeds and is
    # melded. With two top figures Alice fades one at the end of the action.
    Given a house variant of it sets figures.raised_karma_conditions to true
    And a 2-player game
    And Alice's blue pile is Johannes Kepler
    And Alice's yellow pile is Shennong
    And Alice's green pile is Sailing
    And Alice has Calendar, Mathematics, Construction, Tools in hand
    And the age 1 pile is Pottery
    And the age 2 pile is Currency, Fermenting
    And the age 3 pile is Paper, Optics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Sailing
    Then Alice's score pile is Paper
    And Alice's green pile is Currency, Sailing
    And Alice's hand is Calendar, Mathematics, Construction, Tools
    And the age 2 pile is Fermenting
    And the age 3 pile is Optics
    And Alice must score 1 of Johannes Kepler, Shennong

  # --- Another player's karma answering inside the raised action (the variant's dispute on
  # figures.raised_other_players_karmas): its written ages raised like the action's, or as printed.

  @id:fig-kepler-raise-reaches-grace-hopper
  @assumes:actions.per_turn>=2 @assumes:figures.raised_other_players_karmas=true @assumes:ages.game_end_draw=12
  Scenario: Johannes Kepler and Bob's Grace Hopper, raise reaching her: Alice's Sailing earns no bonus, Bob draws a blue 11 and wins
    # Kepler (4) is Alice's only top card above 3: every written value is raised by 1. Sailing
    # features the crown: Alice shows 2, Bob none, so nobody shares. Alice draws and melds a 2.
    # The action ends without a sharing bonus: Bob's Grace Hopper draws and reveals "a 10",
    # raised to an 11, Solar Sailing, which is blue.
    Given a 2-player game
    And Alice's blue pile is Johannes Kepler
    And Alice's green pile is Sailing
    And Bob's blue pile is Grace Hopper
    And the age 1 pile is Tools
    And the age 2 pile is Canal Building, Fermenting
    And the age 10 pile is Databases, Self Service
    And the age 11 pile is Solar Sailing, Fusion
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Sailing
    Then Bob wins by dogma
    And Alice's yellow pile is Canal Building
    And Bob's hand is Solar Sailing
    And the age 10 pile is Databases, Self Service

  @id:fig-kepler-raise-stops-at-grace-hopper @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:figures.raised_other_players_karmas=false
  Scenario: Johannes Kepler and Bob's Grace Hopper, raise stopping at her: Bob draws a green 10 as printed, and nobody wins
    # The other reading, played by a house variant: the position above. Sailing's draw is
    # Alice's and raised, a 2; Grace Hopper's "a 10" is Bob's karma and read as printed:
    # Databases, which is green.
    Given a house variant of it sets figures.raised_other_players_karmas to false
    And a 2-player game
    And Alice's blue pile is Johannes Kepler
    And Alice's green pile is Sailing
    And Bob's blue pile is Grace Hopper
    And the age 1 pile is Tools
    And the age 2 pile is Canal Building, Fermenting
    And the age 10 pile is Databases, Self Service
    And the age 11 pile is Solar Sailing, Fusion
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Sailing
    Then the game is not over
    And Alice's yellow pile is Canal Building
    And Bob's hand is Databases
    And the age 11 pile is Solar Sailing, Fusion
    And it is Alice's turn 9 with one action used

  @id:fig-kepler-raise-reaches-hammurabi
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @assumes:figures.raised_other_players_karmas=true
  Scenario: Johannes Kepler and Bob's Hammurabi, raise reaching him: the demand he turns back on Alice draws a 2
    # Kepler (4) is Alice's only top card above 3: every written value is raised by 1. Archery
    # features the castle: Alice shows 2, Bob none. Hammurabi first turns the demand on Alice:
    # she draws "a 1", raised to a 2, Calendar, and gives Bob her highest card, Coal. Then Bob
    # draws a 2, Construction, and gives Alice his highest, Coal. Archery's junking of "a 1 or
    # 2", raised to a 2 or 3, finds only the 5.
    Given a 2-player game
    And Alice's blue pile is Johannes Kepler
    And Alice's red pile is Archery
    And Alice has Coal in hand
    And Bob's red pile is Hammurabi
    And Bob has Paper in hand
    And the standard achievements are Physics
    And the age 1 pile is Tools, Sailing
    And the age 2 pile is Calendar, Construction
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Archery
    Then Alice's hand is Calendar, Coal
    And Bob's hand is Paper, Construction
    And the age 1 pile is Tools, Sailing
    And the age 2 pile is nothing
    And the standard achievements are ages 5
    And it is Alice's turn 9 with one action used

  @id:fig-kepler-raise-stops-at-hammurabi @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @assumes:figures.raised_other_players_karmas=false
  Scenario: Johannes Kepler and Bob's Hammurabi, raise stopping at him: the demand he turns back on Alice draws a 1
    # The other reading, played by a house variant: the position above. The demand Hammurabi
    # turns back is his karma's doing, read as printed: Alice draws a 1, Tools. The demand on
    # Bob is the action's own and raised: he draws a 2, Calendar.
    Given a house variant of it sets figures.raised_other_players_karmas to false
    And a 2-player game
    And Alice's blue pile is Johannes Kepler
    And Alice's red pile is Archery
    And Alice has Coal in hand
    And Bob's red pile is Hammurabi
    And Bob has Paper in hand
    And the standard achievements are Physics
    And the age 1 pile is Tools, Sailing
    And the age 2 pile is Calendar, Construction
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Archery
    Then Alice's hand is Tools, Coal
    And Bob's hand is Paper, Calendar
    And the age 1 pile is Sailing
    And the age 2 pile is Construction
    And the standard achievements are ages 5
    And it is Alice's turn 9 with one action used
