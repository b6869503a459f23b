# The other side of the achieve rule every edition states, played by a house variant (a user's
# file extending a bundled variant, or `rulebook check --set`): achieving without a top card of
# the achievement's age. The rule it varies is transcribed in common/ach-achieve.feature:
#   innovation-deluxe.pt.txt, Ações Principais, Ação de Conquistar (Achieve);
#   innovation-ultimate.es.txt, opening summary (standard achievements).
# The scenario sets the value itself, so it also runs for the bundled variants it is tagged with.
Feature: A house variant of the achieve action

  @id:ach-house-no-top-card-needed @needs:resolved_variant @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.achieve_needs_top_card=false @assumes:actions.achieve_score_per_age=5
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  Scenario: A house variant that needs no top card to achieve: with an empty board the score alone claims age 1
    # The position of ach-no-top-card: 11 points pay for age 1 (5) or age 2 (10).
    Given a house variant of it sets actions.achieve_needs_top_card to false
    And a 4-player game
    And Alice has Writing in hand
    And Alice has Optics, Compass, Paper, Medicine in the score pile
    And the standard achievements are Tools, Currency
    And it is Alice's turn 6 with every action left
    Then Alice may achieve ages 1, 2
    When Alice achieves age 1
    Then Alice's achievements are Tools
    And the standard achievements are ages 2
    And Alice's score pile is Optics, Compass, Paper, Medicine
    And it is Alice's turn 6 with one action used
