# Transcribes who counts as an opponent for demands and for the sharing bonus, in the 2 vs 2
# team game (partners in seats 0 and 2, 1 and 3) against the same 4-player position without teams.
#   innovation-deluxe.pt.txt, Ações Principais, Ação de Dogma (demands reach vulnerable
#     "opponents"; the bonus comes from an opponent who shared);
#   innovation-bga-gamehelp.fr.txt, Actions, ACTIVER (demands reach "adversaires", opponents) and
#     Fin du jeu (the team variant).
# The team rules themselves are printed in the English third-edition rulebook
# (innovation-editions.md 1G): a partner never suffers your demands and never earns you the bonus.
Feature: Demands and the sharing bonus with partners

  @id:dogma-demand-every-opponent-4p
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  @rule:dx-dogma-vulnerable @rule:bga-demand
  Scenario: Without teams, the player across the table with fewer featured icons suffers the demand
    # Archery features the castle: Alice shows 2, Bob 2, Carol none, Dave 2.
    Given a 4-player game
    And Alice's red pile is Archery
    And Bob's yellow pile is Domestication
    And Carol's blue pile is Writing
    And Dave's red pile is Oars
    And the age 1 pile is Agriculture, Pottery
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Archery
    Then Alice's hand is Agriculture
    And Carol's hand is nothing
    And Bob's hand is nothing
    And Dave's hand is nothing
    And the age 1 pile is Pottery
    And Alice is to act with no decision pending

  @id:dogma-team-partner-spared
  @assumes:actions.per_turn>=2 @assumes:teams.demands_on_partner=false @assumes:teams.enabled=true
  @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-dogma-vulnerable @rule:bga-demand
  Scenario: In the team game a partner with fewer featured icons does not suffer the demand
    # The same position: Carol is Alice's partner.
    Given a 4-player game
    And Alice's red pile is Archery
    And Bob's yellow pile is Domestication
    And Carol's blue pile is Writing
    And Dave's red pile is Oars
    And the age 1 pile is Agriculture, Pottery
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Archery
    Then Alice's hand is nothing
    And Carol's hand is nothing
    And the age 1 pile is Agriculture, Pottery
    And it is Alice's turn 5 with one action used
    And Alice is to act with no decision pending

  @id:dogma-bonus-from-player-across-4p
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  @rule:dx-bonus @rule:ie-coop-bonus @rule:bga-bonus
  Scenario: Without teams, the player across the table who shares earns the launcher the bonus
    # Writing features the lightbulb: Alice and Carol show 2 each, Bob and Dave none.
    Given a 4-player game
    And Alice's blue pile is Writing
    And Bob's red pile is Oars
    And Carol's green pile is Paper
    And Dave's yellow pile is Masonry
    And the age 2 pile is Calendar, Mathematics
    And the age 1 pile is Agriculture
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Writing
    Then Carol's hand is Calendar
    And Alice gets the sharing bonus
    And Alice's hand is Mathematics, Agriculture
    And Alice is to act with no decision pending

  @id:dogma-team-no-bonus-from-partner
  @assumes:actions.per_turn>=2 @assumes:teams.bonus_from_partner=false @assumes:teams.enabled=true
  @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-bonus @rule:ie-coop-bonus @rule:bga-bonus
  Scenario: In the team game a partner shares the effect but earns the launcher no bonus
    # The same position: Carol is Alice's partner.
    Given a 4-player game
    And Alice's blue pile is Writing
    And Bob's red pile is Oars
    And Carol's green pile is Paper
    And Dave's yellow pile is Masonry
    And the age 2 pile is Calendar, Mathematics
    And the age 1 pile is Agriculture
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Writing
    Then Carol's hand is Calendar
    And nobody gets the sharing bonus
    And Alice's hand is Mathematics
    And the age 1 pile is Agriculture
    And Alice is to act with no decision pending
