# Cards that execute another card's effects (Self Service, Computers) in the base set, in the
# first- and third-edition wordings (engine/data/cards/base.json). No rulebook of these editions
# has the fourth edition's chain achievement: a nested execution earns nothing.
@first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
Feature: Executing another card's effects before the fourth edition

  @id:dogma-nested-execute-no-chain
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11 @assumes:dogma.chain_achievement=false
  @assumes:dogma.icon_count_once=true @assumes:splay.unsplay_small_piles=true
  Scenario: A card executed from inside another execution gives no achievement
    # Self Service runs Computers (its only other top card); Computers melds Databases and runs
    # its non-demand effects (it has none). Nobody else shows a crown, so nobody shares.
    Given a 4-player game
    And Alice's green pile is Self Service
    And Alice's blue pile is Computers
    And Bob's red pile is Archery
    And Bob has achievements Calendar
    And Carol's red pile is Metalworking
    And Dave's yellow pile is Masonry
    And the age 10 pile is Databases, Software
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Self Service
    Then Alice's green pile is Databases, Self Service
    And Alice's achievements are nothing
    And the age 10 pile is Software
    And the game is not over
