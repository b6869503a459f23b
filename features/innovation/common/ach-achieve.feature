# Transcribes the achieve action:
#   innovation-deluxe.pt.txt, Ações Principais, Ação de Conquistar (Achieve);
#   innovation-iello.ko.txt, 액션, 지배 (dominate), with its example for age 3;
#   innovation-ultimate.es.txt, opening summary (standard achievements) and the answer on one
#     achievement per achieve action;
#   innovation-bga-gamehelp.fr.txt, Actions, DOMINER, with its examples for ages 1 and 3.
# Every edition states the same price (five times the age in score, and a top card of at least
# that age); the positions are 4-player games so that the team games run them too.
Feature: The achieve action

  @id:ach-claim-eligible @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-achieve-score @rule:dx-achieve-top-card @rule:dx-achieve-keep-score
  @rule:ie-dominate-score @rule:ie-dominate-active @rule:ie-dominate-keep
  @rule:ul-achieve @rule:bga-dominate @rule:bga-keep-points
  Scenario: With ten points and a top card of age 2, the achieve action takes the age-2 achievement and keeps the points
    Given a 4-player game
    And Alice's red pile is Construction
    And Alice's blue pile is Writing
    And Alice has Optics, Compass, Calendar, Fermenting in the score pile
    And the standard achievements are Tools, Currency, Engineering, Invention
    And it is Alice's turn 7 with every action left
    When Alice achieves age 2
    Then Alice's achievements are Currency
    And the standard achievements are ages 1, 3, 4
    And Alice's score pile is Optics, Compass, Calendar, Fermenting
    And it is Alice's turn 7 with one action used

  @id:ach-example-age-3 @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-dominate-example @rule:bga-dominate-examples @rule:ul-achieve
  Scenario: The rulebook example: age 3 needs fifteen points and a top card of age 3 or more
    Given a 4-player game
    And Alice's blue pile is Translation
    And Alice's red pile is Archery
    And Alice has Optics, Compass, Paper, Medicine, Alchemy in the score pile
    And the standard achievements are Tools, Currency, Engineering, Invention
    And it is Alice's turn 9 with every action left
    Then Alice may achieve ages 1, 2, 3
    When Alice achieves age 3
    Then Alice's achievements are Engineering
    And the standard achievements are ages 1, 2, 4
    And Alice's score pile is Optics, Compass, Paper, Medicine, Alchemy

  @id:ach-example-age-1 @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:bga-dominate-examples @rule:dx-achieve-score
  Scenario: The rulebook example: age 1 needs five points and any top card
    Given a 4-player game
    And Alice's green pile is Sailing
    And Alice has Calendar, Optics in the score pile
    And the standard achievements are Tools, Currency
    And it is Alice's turn 5 with every action left
    Then Alice may achieve ages 1
    When Alice achieves age 1
    Then Alice's achievements are Tools
    And the standard achievements are ages 2

  @id:ach-no-top-card @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.achieve_needs_top_card=true @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-achieve-top-card @rule:bga-dominate-examples @rule:ie-dominate-active
  Scenario: Without any top card not even age 1 can be achieved, whatever the score
    Given a 4-player game
    And Alice has Writing in hand
    And Alice has Optics, Compass, Paper, Medicine in the score pile
    And the standard achievements are Tools, Currency
    And it is Alice's turn 6 with every action left
    Then Alice may achieve ages nothing
    When Alice achieves age 1
    Then the move is rejected as illegal_move
    And Alice's achievements are nothing
    And the standard achievements are ages 1, 2
    And it is Alice's turn 6 with every action left

  @id:ach-score-short @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-achieve-score @rule:ie-dominate-score @rule:ul-achieve @rule:bga-dominate
  Scenario: Fourteen points are one short of age 3, so that achieve move is rejected
    Given a 4-player game
    And Alice's blue pile is Translation
    And Alice has Optics, Compass, Paper, Medicine, Calendar in the score pile
    And the standard achievements are Tools, Currency, Engineering
    And it is Alice's turn 9 with every action left
    Then Alice may achieve ages 1, 2
    When Alice achieves age 3
    Then the move is rejected as illegal_move
    And Alice's achievements are nothing
    And the standard achievements are ages 1, 2, 3
    And it is Alice's turn 9 with every action left

  @id:ach-top-card-short @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.achieve_needs_top_card=true @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-achieve-top-card @rule:ie-dominate-active @rule:ul-achieve @rule:bga-dominate
  Scenario: Enough points but no top card of age 3: a covered age-3 card does not count
    Given a 4-player game
    And Alice's blue pile is Calendar, Translation
    And Alice's red pile is Archery
    And Alice has Optics, Compass, Paper, Medicine, Alchemy, Engineering, Feudalism in the score pile
    And the standard achievements are Tools, Currency, Education
    And it is Alice's turn 11 with every action left
    Then Alice may achieve ages 1, 2
    When Alice achieves age 3
    Then the move is rejected as illegal_move
    And Alice's achievements are nothing
    And the standard achievements are ages 1, 2, 3
    And it is Alice's turn 11 with every action left

  @id:ach-claimed-unavailable @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-achieve-available @rule:bga-dominate
  Scenario: An achievement another player already holds cannot be claimed again
    Given a 4-player game
    And Alice's red pile is Construction
    And Alice has Optics, Compass, Calendar, Fermenting in the score pile
    And Bob's green pile is Mapmaking
    And Bob has achievements Currency
    And the standard achievements are Tools, Engineering
    And it is Alice's turn 8 with every action left
    Then Alice may achieve ages 1
    When Alice achieves age 2
    Then the move is rejected as illegal_move
    And Alice's achievements are nothing
    And Bob's achievements are Currency
    And it is Alice's turn 8 with every action left

  @id:ach-one-per-action @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn=2
  @assumes:teams.achievements.per_player=0
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ul-one-achieve @rule:dx-achieve-keep-score @rule:bga-keep-points @rule:ie-dominate-keep
  Scenario: One achieve action claims one achievement, even when several are in reach; the same points serve again
    Given a 4-player game
    And Alice's blue pile is Translation
    And Alice has Optics, Compass, Paper, Medicine, Alchemy in the score pile
    And the standard achievements are Tools, Currency, Engineering
    And it is Alice's turn 9 with 2 actions left
    Then Alice may achieve ages 1, 2, 3
    When Alice achieves age 3
    Then Alice's achievements are Engineering
    And the standard achievements are ages 1, 2
    And it is Alice's turn 9 with 1 action left
    And Alice may achieve ages 1, 2
    When Alice achieves age 2
    Then Alice's achievements are Engineering, Currency
    And the standard achievements are ages 1
    And Alice's score pile is Optics, Compass, Paper, Medicine, Alchemy
    And it is Bob's turn 10 with 2 actions left

  @id:ach-partner-score-not-counted @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-achieve-score @rule:ie-dominate-score
  Scenario: Only your own score pile counts, not a partner's or anyone else's
    Given a 4-player game
    And Alice's blue pile is Translation
    And Carol's red pile is Archery
    And Carol has Optics, Compass, Paper, Medicine, Alchemy in the score pile
    And the standard achievements are Tools, Currency, Engineering
    And it is Alice's turn 9 with every action left
    Then Alice may achieve ages nothing
    When Alice achieves age 1
    Then the move is rejected as illegal_move
    And Alice's achievements are nothing
    And it is Alice's turn 9 with every action left

  @id:ach-kept-when-score-lost
  @assumes:actions.per_turn>=2 @assumes:teams.achievements.per_player=0
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-dominate-keep @rule:ie-domain-count
  Scenario: Achievements are never lost, even when the score and the top card that earned them are gone
    Given a 4-player game
    And Alice's red pile is Construction
    And Alice has Mapmaking in the score pile
    And Alice has achievements Currency, Monument
    And Bob's yellow pile is Anatomy
    And the standard achievements are Tools, Engineering
    And the special achievements are Empire, World, Wonder, Universe
    And it is Bob's turn 12 with every action left
    When Bob performs the dogma of Anatomy
    Then Alice's score pile is nothing
    And Alice's red pile is nothing
    And Alice's achievements are Currency, Monument
    And the standard achievements are ages 1, 3
    And the special achievements are Empire, World, Wonder, Universe
