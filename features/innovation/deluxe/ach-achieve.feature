# Transcribes innovation-deluxe.pt.txt, Preparação 2 (standard achievements of ages 1 to 9) and
# Ações Principais, Ação de Conquistar (an achievement costs five times its age in score,
# whatever you already hold; only an achievement still in the centre can be claimed); also
# innovation-iello.ko.txt, 준비 and 액션, 지배 (the ages to dominate are 1 to 9, each for five
# times its value in influence).
# These are the sides where the fourth edition differs (its sides are in
# ../ultimate/ach-achieve.feature; Board Game Arena prices repeated values like the fourth edition).
Feature: The achieve action in the first three editions: a flat price and no age-10 achievement

  @id:ach-repeat-age-flat
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn>=2
  @assumes:actions.repeat_achievement_cost=flat
  @first-edition @iello @deluxe @deluxe-teams
  @rule:dx-achieve-score @rule:ie-dominate-score
  Scenario: Holding an achievement of age 2 already, another age 2 still costs only ten points
    Given a 4-player game
    And Alice's red pile is Construction
    And Alice has Optics, Compass, Calendar, Fermenting in the score pile
    And Alice has achievements Philosophy
    And the standard achievements are Tools, Currency
    And it is Alice's turn 8 with every action left
    Then Alice may achieve ages 1, 2
    When Alice achieves age 2
    Then Alice's achievements are Philosophy, Currency
    And the standard achievements are ages 1

  @id:ach-no-age-10-achievement
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn>=2
  @assumes:setup.achievement_ages=[1,2,3,4,5,6,7,8,9]
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-setup-achievements @rule:dx-achieve-available @rule:ie-setup-achievements
  Scenario: Fifty points and a top card of age 10 buy no age-10 achievement: the achievements dealt at setup stop at age 9
    Given a 4-player game
    And Alice's blue pile is Software
    And Alice has Databases, Self Service, Globalization, Stem Cells, A.I. in the score pile
    And it is Alice's turn 30 with every action left
    Then Alice may achieve ages 1, 2, 3, 4, 5, 6, 7, 8, 9
    And the standard achievements are ages 1, 2, 3, 4, 5, 6, 7, 8, 9
    When Alice achieves age 10
    Then the move is rejected as illegal_move
    And Alice's achievement count is 0
    And it is Alice's turn 30 with every action left
