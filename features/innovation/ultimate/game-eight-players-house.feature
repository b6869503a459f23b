# A house variant of the fourth edition that seats eight, as innovation-ultimate.es.txt speaks of
# games of eight or more (one opening card each: ultimate/game-setup-ultimate.feature), and its
# victory rule: 8 minus the players, at least 3 (game-end-ultimate.feature). The bundled Ultimate
# seats five; each scenario seats eight itself, so it also runs for the bundled variants.
@ultimate
Feature: Eight players in a house variant of the fourth edition

  @id:game-ul-house-eight-players-three-achievements-win @needs:resolved_variant
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn>=2 @assumes:setup.expansions=0
  @assumes:victory.achievements.base=8 @assumes:victory.achievements.minimum=3
  @assumes:victory.achievements.per_player=-1
  @rule:ul-win-target
  Scenario: In a house variant seating eight, three achievements win (8 minus 8, raised to the minimum of 3)
    Given a house variant of it seats up to 8 players
    And an 8-player game
    And Alice has achievements Compass, Invention
    And Bob has achievements Alchemy
    And the standard achievements are Sailing, Calendar
    And Alice's green pile is Mapmaking
    And Alice has Navigation, Tools in the score pile
    And it is Alice's turn 12 with every action left
    When Alice achieves age 1
    Then Alice wins by achievements

