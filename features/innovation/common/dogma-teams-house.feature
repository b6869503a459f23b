# House variants of the team game that turn one partner rule the other way: a demand that reaches
# the partner, and a partner's sharing that earns the launcher the bonus. The team rules these
# positions vary are transcribed in common/dogma-teams.feature (the English third-edition
# rulebook, innovation-editions.md 1G; innovation-deluxe.pt.txt, Ações Principais, Ação de Dogma,
# on who an opponent is). Each scenario sets the value itself, so it runs for the bundled team
# variants it is tagged with.
Feature: House variants of the partner rules

  @id:dogma-team-house-demand-hits-partner @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:teams.enabled=true @assumes:teams.demands_on_partner=true
  @assumes:dogma.demands_earn_bonus=false
  @deluxe-teams @bga-first-teams @bga-third-teams
  Scenario: A team house variant whose demands reach the partner: Carol, Alice's partner, suffers Archery
    # The position of dogma-team-partner-spared. Archery features the castle: Alice shows 2, Bob 2,
    # Carol none, Dave 2. With the partner rule off, Carol is as vulnerable as any player.
    Given a house variant of it sets teams.demands_on_partner to true
    And a 4-player game
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
    And it is Alice's turn 5 with one action used
    And Alice is to act with no decision pending

  @id:dogma-team-house-bonus-from-partner @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:teams.enabled=true @assumes:teams.bonus_from_partner=true
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @deluxe-teams @bga-first-teams @bga-third-teams
  Scenario: A team house variant where a partner's sharing earns the bonus: Carol shares Writing and Alice draws again
    # The position of dogma-team-no-bonus-from-partner. Writing features the lightbulb: Alice and
    # Carol show 2 each, Bob and Dave none. Carol shares and changes the game, and with the partner
    # rule off that earns Alice the bonus draw.
    Given a house variant of it sets teams.bonus_from_partner to true
    And a 4-player game
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
    And the age 1 pile is nothing
    And Alice is to act with no decision pending
