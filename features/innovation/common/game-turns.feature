# Transcribes the structure of a turn:
# innovation-deluxe.pt.txt, Preparação 6 (single-action first turns) and Fluxo do Jogo;
# innovation-iello.ko.txt, 준비 (setup: single-action first turns) and 게임 메커니즘 (two actions, clockwise);
# innovation-ultimate.es.txt, opening summary (exactly two actions);
# innovation-bga-gamehelp.fr.txt, Début de la partie and Actions.
# The single-action first turns are given as a position: the turn number counts from the first
# player's first turn. Ultimate's summary does not state them; its variant follows the published
# implementations (first player, and the second with four or more players).
Feature: Turns and actions

  @id:game-turn-same-action-twice @ultimate-figures
  @assumes:actions.per_turn=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-turn-two-actions @rule:ie-turn-actions @rule:ul-two-actions @rule:bga-actions
  Scenario: A turn is two actions, and the same action may be taken twice
    Given a 4-player game
    And Alice's red pile is Archery
    And Alice has nothing in hand
    And the age 1 pile is Tools, Writing, Pottery
    And it is Alice's turn 5 with 2 actions left
    When Alice draws
    Then it is Alice's turn 5 with 1 action left
    And Alice is to act with no decision pending
    When Alice draws
    Then Alice's hand is Tools, Writing
    And the age 1 pile is Pottery
    And it is Bob's turn 6 with 2 actions left

  @id:game-turn-two-different-actions @ultimate-figures
  @assumes:actions.per_turn=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-turn-two-actions @rule:ie-turn-actions @rule:ul-two-actions @rule:bga-actions
  Scenario: The two actions of a turn may differ
    Given a 4-player game
    And Bob's red pile is Archery
    And Bob has Mapmaking in hand
    And the age 2 pile is Calendar, Philosophy
    And it is Bob's turn 6 with 2 actions left
    When Bob melds Mapmaking
    Then Bob's green pile is Mapmaking
    And it is Bob's turn 6 with 1 action left
    When Bob draws
    Then Bob's hand is Calendar
    And it is Carol's turn 7 with 2 actions left

  @id:game-turn-clockwise @ultimate-figures
  @assumes:actions.per_turn=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-clockwise
  Scenario: Turns pass clockwise, from the last seat back to the first
    Given a 4-player game
    And Carol has Tools, Writing in hand
    And Dave's red pile is Archery
    And the age 1 pile is Pottery, Sailing, Oars
    And it is Carol's turn 7 with 1 action left
    When Carol melds Tools
    Then it is Dave's turn 8 with 2 actions left
    When Dave draws
    And Dave draws
    Then Dave's hand is Pottery, Sailing
    And it is Alice's turn 9 with 2 actions left
    And Alice is to act with no decision pending

  @id:game-turn-first-turn-two-players @ultimate-figures
  @assumes:actions.per_turn=2 @assumes:setup.first_turn_one_action=1
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third
  @rule:dx-setup-first-turn @rule:ie-first-turn @rule:bga-first-turn
  Scenario: With two players only the first player's first turn has a single action
    Given a 2-player game
    And Bob's green pile is Clothing
    And Bob has Metalworking in hand
    And Alice's purple pile is Mysticism
    And Alice has Oars in hand
    And the age 1 pile is Agriculture, Masonry, Domestication
    And it is Bob's turn 1 with 1 action left
    When Bob draws
    Then Bob's hand is Metalworking, Agriculture
    And it is Alice's turn 2 with 2 actions left
    When Alice draws
    Then Alice's hand is Oars, Masonry
    And it is Alice's turn 2 with 1 action left

  @id:game-turn-first-turn-three-players @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:setup.first_turn_large_from=4 @assumes:setup.first_turn_one_action=1
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third
  @rule:dx-setup-first-turn @rule:ie-first-turn @rule:bga-first-turn
  Scenario: With three players the second player already has two actions
    Given a 3-player game
    And Carol's red pile is Archery
    And Carol has Sailing in hand
    And it is Carol's turn 1 with 1 action left
    When Carol melds Sailing
    Then Carol's green pile is Sailing
    And it is Alice's turn 2 with every action left

  @id:game-turn-first-turn-four-players @ultimate-figures
  @assumes:actions.per_turn=2 @assumes:setup.first_turn_large_from=4
  @assumes:setup.first_turn_one_action_large=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-setup-first-turn @rule:ie-first-turn @rule:bga-first-turn
  Scenario: With four players the first two turns have a single action each
    Given a 4-player game
    And Carol's yellow pile is Agriculture
    And Dave's blue pile is Pottery
    And the age 1 pile is Code of Laws, City States, The Wheel
    And it is Carol's turn 1 with 1 action left
    When Carol draws
    Then Carol's hand is Code of Laws
    And it is Dave's turn 2 with 1 action left
    When Dave draws
    Then Dave's hand is City States
    And it is Alice's turn 3 with 2 actions left

  @id:game-turn-free-draw-not-an-action
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-turn-free-action
  Scenario: The free draw of the sharing bonus is not one of the turn's two actions
    Given a 4-player game
    And Alice's blue pile is Writing
    And Bob's blue pile is Tools
    And Carol's red pile is Archery
    And Dave's yellow pile is Agriculture
    And the age 1 pile is Sailing, Oars
    And the age 2 pile is Calendar, Mathematics, Philosophy
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Writing
    Then Bob's hand is Calendar
    And Alice gets the sharing bonus
    And Alice's hand is Mathematics, Sailing
    And it is Alice's turn 5 with one action used
