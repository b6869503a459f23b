# Transcribes innovation-ultimate.es.txt: the answer on repeated values (a second achievement of a
# value you hold costs double the score, a third triple, and the multiplier keeps growing) and victory (8 minus the players: six achievements win a 2-player
# game, whatever their values). The second and third achievements of a value are in
# ach-achieve.feature; these go on to a fourth, and to a player whose achievements all share one
# value. Board Game Arena prices repeated values the same way in both its rule sets and a 2-player
# game there also needs six achievements (variant actions.repeat_achievement_cost; innovation-
# editions.md 1B), so these positions run for bga-first and bga-third too.
@ultimate @bga-first @bga-third
Feature: Several achievements of one value

  @id:ul-repeat-fourth-short @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.achieve_needs_top_card=true @assumes:actions.achieve_score_per_age=5
  @assumes:actions.per_turn>=2 @assumes:actions.repeat_achievement_cost=multiplied
  @rule:ul-repeat-cost @rule:ul-achieve
  Scenario: Holding three age-1 achievements, a fourth costs four times five points: nineteen are not enough
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice has Composites, Banking, Navigation, Pottery in the score pile
    And Alice has achievements Tools, Writing, Sailing
    And the standard achievements are Agriculture, Currency
    And it is Alice's turn 12 with every action left
    Then Alice may achieve ages nothing
    When Alice achieves age 1
    Then the move is rejected as illegal_move
    And Alice's achievements are Tools, Writing, Sailing
    And the standard achievements are ages 1, 2
    And it is Alice's turn 12 with every action left

  @id:ul-repeat-fourth-quadruple @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.achieve_needs_top_card=true @assumes:actions.achieve_score_per_age=5
  @assumes:actions.per_turn>=2 @assumes:victory.achievements.per_player=-1
  @rule:ul-repeat-cost @rule:ul-achieve
  Scenario: Holding three age-1 achievements, twenty points buy a fourth, and the points stay
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice has Composites, Banking, Navigation, Calendar in the score pile
    And Alice has achievements Tools, Writing, Sailing
    And the standard achievements are Agriculture, Currency
    And it is Alice's turn 12 with every action left
    Then Alice may achieve ages 1
    When Alice achieves age 1
    Then Alice's achievements are Tools, Writing, Sailing, Agriculture
    And Alice's score pile is Composites, Banking, Navigation, Calendar
    And the standard achievements are ages 2
    And the game is not over
    And it is Alice's turn 12 with one action used

  @id:ul-six-of-one-value-win
  @assumes:actions.achieve_needs_top_card=true @assumes:actions.achieve_score_per_age=5
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=0 @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_player=-1
  @rule:ul-win-target @rule:ul-repeat-cost
  Scenario: A sixth achievement of value 1 costs thirty points and wins a 2-player game: every achievement counts, whatever its value
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice has Software, Robotics, Databases in the score pile
    And Alice has achievements Tools, Writing, Sailing, Oars, Clothing
    And Bob's blue pile is Pottery
    And the standard achievements are Agriculture, Currency
    And it is Alice's turn 30 with every action left
    Then Alice may achieve ages 1
    When Alice achieves age 1
    Then Alice wins by achievements
    And Alice's achievements are Tools, Writing, Sailing, Oars, Clothing, Agriculture
