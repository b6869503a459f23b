# Transcribes what counts as a change for the sharing bonus when a sharing player only reveals
# a card, where the editions differ:
#   innovation-deluxe.pt.txt, Ações Principais, Ação de Dogma, Bônus de Compra por
#     Compartilhamento: a change is one or more cards revealed, or moved;
#   innovation-ultimate.es.txt, the paragraph on the free draw: revealing a card is not a change;
#   innovation-iello.ko.txt, 도그마에 대한 추가 정보 (the effect must change the game; its example is
#     a card that would move) and innovation-bga-gamehelp.fr.txt, Actions, ACTIVER (a consequence
#     on the game situation): the first-edition and Board Game Arena rule sets give no bonus for a
#     reveal alone (innovation-editions.md 1C and section 4, question 1).
# The fourth-edition side cannot run yet: the Ultimate card effects are not implemented, so the
# same position is checked on the other variants that share the rule.
Feature: Is a reveal a change for the sharing bonus?

  @id:dogma-bonus-reveal-counts
  @assumes:actions.per_turn>=2 @assumes:dogma.reveal_counts_as_change=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @deluxe @deluxe-teams
  @rule:dx-bonus-change @rule:dx-bonus
  Scenario: Deluxe: a sharing player who only reveals a card earns the launcher the bonus
    # Specialization features the factory: Alice and Bob show 2 each, Carol and Dave none.
    # Bob reveals his green card; no opponent of his has a green pile, so nothing moves.
    Given a 4-player game
    And Alice's purple pile is Specialization
    And Bob's red pile is Industrialization
    And Bob has Sailing in hand
    And Carol's blue pile is Writing
    And Dave's red pile is Archery
    And the age 9 pile is Computers, Genetics
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Specialization
    Then Bob revealed Sailing
    And Bob's hand is Sailing
    And Alice gets the sharing bonus
    And Alice's hand is Computers
    And the age 9 pile is Genetics
    And Alice is to act with no decision pending

  @id:dogma-bonus-reveal-not-a-change
  @assumes:actions.per_turn>=2 @assumes:dogma.reveal_counts_as_change=false
  @first-edition @iello @bga-first @bga-third @bga-first-teams @bga-third-teams
  @rule:ul-bonus-reveal @rule:ul-bonus @rule:ie-bonus-change @rule:bga-bonus
  Scenario: Other rule sets: a sharing player who only reveals a card earns no bonus
    # The same position.
    Given a 4-player game
    And Alice's purple pile is Specialization
    And Bob's red pile is Industrialization
    And Bob has Sailing in hand
    And Carol's blue pile is Writing
    And Dave's red pile is Archery
    And the age 9 pile is Computers, Genetics
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Specialization
    Then Bob revealed Sailing
    And Bob's hand is Sailing
    And nobody gets the sharing bonus
    And Alice's hand is nothing
    And the age 9 pile is Computers, Genetics
    And Alice is to act with no decision pending
