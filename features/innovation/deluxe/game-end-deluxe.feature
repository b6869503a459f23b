# Transcribes innovation-deluxe.pt.txt, Vitória por Conquistas (the table of targets, the minimum of
# four, shown with house variants since the base game has no expansion and seats at most four) and
# Vitória por Pontuação: the section is cut off after its first
# sentence (a score victory needs the game to end by a player trying to draw past the last age);
# the variant takes the full-tie value from the English third-edition rulebook (a draw, recorded as
# a dispute). One side of a pair: the first-edition, Iello and Board Game Arena rules share the
# victory instead (iello/game-end-iello.feature, bga/game-teams.feature).
Feature: Achievement targets and the full score tie in Innovation Deluxe

  @id:game-dx-score-full-tie-draw @deluxe
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:victory.score_full_tie=draw
  @rule:dx-win-score @rule:dx-draw-end
  Scenario: Equal scores and equal achievements when the game ends by a draw past age 10: a draw
    Given a 3-player game
    And Alice's blue pile is Software
    And Alice has Databases, Calendar in the score pile
    And Alice has achievements Pottery, Mathematics
    And Bob has Robotics, Philosophy in the score pile
    And Bob has achievements Fermenting, Optics
    And Carol has Coal, Canning in the score pile
    And Carol has achievements Monument, Empire, World
    And the age 10 pile is nothing
    And it is Alice's turn 40 with every action left
    When Alice draws
    Then the game ends in a draw
    And no move is legal

  @id:game-dx-team-score-full-tie-draw @deluxe-teams
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:teams.combined_score=true
  @assumes:teams.enabled=true @assumes:victory.score_full_tie=draw
  @rule:dx-win-score
  Scenario: Teams with equal combined scores and equal combined achievements: a draw
    Given a 4-player game
    And Alice's blue pile is Software
    And Alice has Databases in the score pile
    And Carol has Calendar in the score pile
    And Alice has achievements Pottery
    And Carol has achievements Mathematics
    And Bob has Robotics, Philosophy in the score pile
    And Dave has achievements Fermenting, Optics
    And the age 10 pile is nothing
    And it is Alice's turn 40 with every action left
    When Alice draws
    Then the game ends in a draw

  @id:game-dx-expansion-raises-target @deluxe @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:victory.achievements.base=8 @assumes:victory.achievements.per_player=-1
  @rule:dx-win-expansions @rule:dx-win-achievements
  Scenario: With one expansion counted, two players need seven achievements
    Given a house variant of it counts 1 expansion
    And a 2-player game
    And Alice has achievements Compass, Invention, Physics, Canning, Lighting
    And the standard achievements are Sailing, Calendar
    And Alice's green pile is Mapmaking
    And Alice has Navigation, Perspective, Statistics in the score pile
    And it is Alice's turn 12 with every action left
    When Alice achieves age 1
    Then Alice's achievements are Compass, Invention, Physics, Canning, Lighting, Sailing
    And the game is not over
    When Alice achieves age 2
    Then Alice wins by achievements

  @id:game-dx-minimum-four @deluxe @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:setup.opening_draw=2 @assumes:victory.achievements.minimum=4
  @assumes:victory.achievements.per_player=-1
  @rule:dx-win-minimum
  Scenario: A house variant for six players still needs four achievements, not two
    Given a house variant of it seats up to 6 players
    And a 6-player game
    And Alice has achievements Compass, Invention
    And the standard achievements are Sailing, Calendar
    And Alice's green pile is Mapmaking
    And Alice has Navigation, Perspective, Statistics in the score pile
    And it is Alice's turn 12 with every action left
    When Alice achieves age 1
    Then Alice's achievements are Compass, Invention, Sailing
    And the game is not over
    When Alice achieves age 2
    Then Alice wins by achievements
