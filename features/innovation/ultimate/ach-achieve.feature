# Transcribes innovation-ultimate.es.txt: the opening summary (a standard achievement needs five
# times its value in score and a top card of equal or higher value), the answer on repeated values
# (a second achievement of a value you already hold costs double, a third triple; the rulebook's
# own example asks 40 points for a third age-2 achievement, against that rule: the variant follows
# the rule, see its dispute on actions.repeat_achievement_cost) and setup step 4 (the standard
# achievements; the variant deals ages 1 to 10, see its dispute on setup.achievement_ages).
# Board Game Arena prices repeated values the same way (variant actions.repeat_achievement_cost),
# so the repeated-value scenarios run for its variants too. The other side of each difference is
# in ../deluxe/ach-achieve.feature.
Feature: The achieve action in the fourth edition: repeated values and the age-10 achievement

  @id:ach-repeat-second-short @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn>=2
  @assumes:actions.repeat_achievement_cost=multiplied
  @ultimate @bga-first @bga-third @bga-first-teams @bga-third-teams
  @rule:ul-repeat-cost @rule:ul-achieve
  Scenario: Holding an age-2 achievement, another age 2 needs twenty points: nineteen are not enough
    Given a 4-player game
    And Alice's red pile is Construction
    And Alice has Optics, Compass, Paper, Medicine, Alchemy, Mapmaking, Fermenting in the score pile
    And Alice has achievements Philosophy
    And the standard achievements are Tools, Currency
    And it is Alice's turn 8 with every action left
    Then Alice may achieve ages 1
    When Alice achieves age 2
    Then the move is rejected as illegal_move
    And Alice's achievements are Philosophy
    And the standard achievements are ages 1, 2
    And it is Alice's turn 8 with every action left

  @id:ach-repeat-second-double @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn>=2
  @ultimate @bga-first @bga-third @bga-first-teams @bga-third-teams
  @rule:ul-repeat-cost
  Scenario: Holding an age-2 achievement, twenty points buy a second one of age 2
    Given a 4-player game
    And Alice's red pile is Construction
    And Alice has Chemistry, Physics, Coal, Banking in the score pile
    And Alice has achievements Philosophy
    And the standard achievements are Tools, Currency
    And it is Alice's turn 8 with every action left
    Then Alice may achieve ages 1, 2
    When Alice achieves age 2
    Then Alice's achievements are Philosophy, Currency
    And Alice's score pile is Chemistry, Physics, Coal, Banking
    And the standard achievements are ages 1

  @id:ach-repeat-third-short @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn>=2
  @assumes:actions.repeat_achievement_cost=multiplied
  @ultimate @bga-first @bga-third @bga-first-teams @bga-third-teams
  @rule:ul-repeat-cost
  Scenario: Holding two age-2 achievements, twenty-nine points do not buy a third
    Given a 4-player game
    And Alice's red pile is Construction
    And Alice has Chemistry, Physics, Coal, Banking, Measurement, Mapmaking, Fermenting in the score pile
    And Alice has achievements Philosophy, Calendar
    And the standard achievements are Tools, Currency
    And it is Alice's turn 8 with every action left
    Then Alice may achieve ages 1
    When Alice achieves age 2
    Then the move is rejected as illegal_move
    And Alice's achievements are Philosophy, Calendar

  @id:ach-repeat-third-triple @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn>=2
  @ultimate @bga-first @bga-third @bga-first-teams @bga-third-teams
  @rule:ul-repeat-cost @rule:ul-repeat-cost-example
  Scenario: The rulebook example of a third age-2 achievement: the triple price, thirty points, and a top card of value 2
    Given a 4-player game
    And Alice's red pile is Construction
    And Alice has Chemistry, Physics, Coal, Banking, Measurement, Statistics in the score pile
    And Alice has achievements Philosophy, Calendar
    And the standard achievements are Tools, Currency
    And it is Alice's turn 8 with every action left
    Then Alice may achieve ages 1, 2
    When Alice achieves age 2
    Then Alice's achievements are Philosophy, Calendar, Currency
    And the standard achievements are ages 1

  @id:ach-ul-age-10-achievement @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn>=2
  @assumes:setup.achievement_ages=[1,2,3,4,5,6,7,8,9,10]
  @ultimate
  @rule:ul-achieve @rule:ul-setup-achievements
  Scenario: In the fourth edition an age-10 achievement is dealt at setup: fifty points and a top card of age 10 claim it
    Given a 4-player game
    And Alice's blue pile is Software
    And Alice has Databases, Self Service, Globalization, Stem Cells, A.I. in the score pile
    And it is Alice's turn 30 with every action left
    Then Alice may achieve ages 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    When Alice achieves age 10
    Then Alice's achievement count is 1
    And the standard achievements are ages 1, 2, 3, 4, 5, 6, 7, 8, 9
    And Alice's score pile is Databases, Self Service, Globalization, Stem Cells, A.I.
    And it is Alice's turn 30 with one action used
