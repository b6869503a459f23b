# Transcribes innovation-iello.ko.txt, 게임 종료, 영향력을 통한 승리 (victory by influence: ties go to
# the most dominations, then the victory is shared), and innovation-bga-gamehelp.fr.txt, Fin du jeu,
# AU SCORE (the tied players all win). One side of a pair: where the Deluxe and Ultimate rules make
# a full tie a draw, see deluxe/game-end-deluxe.feature and ultimate/game-end-ultimate.feature.
@first-edition @iello @bga-first @bga-third
Feature: A full score tie is a shared victory

  @id:game-ie-score-full-tie-shared
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:victory.score_full_tie=shared
  @rule:ie-win-influence @rule:bga-end-score-tie
  Scenario: Equal influence and equal dominations: the tied players share the victory
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
    # Alice and Bob: 12 points and two achievements each; Carol: 11 points
    When Alice draws
    Then Alice and Bob win by score
    And no move is legal
