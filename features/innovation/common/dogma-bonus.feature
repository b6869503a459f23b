# Transcribes the sharing bonus: one free draw for the launcher after the dogma action, when a
# player who shared changed the game.
#   innovation-deluxe.pt.txt, Fluxo do Jogo (a free action is not one of the two);
#     Ações Principais, Ação de Dogma, Bônus de Compra por Compartilhamento;
#   innovation-iello.ko.txt, 협력적 도그마, 협력 보너스 (cooperation bonus); 도그마에 대한 추가 정보
#     (more on dogmas, the example of a player told to play a card with an empty hand);
#   innovation-ultimate.es.txt, the paragraphs on demand effects and on the free draw;
#   innovation-bga-gamehelp.fr.txt, Actions, ACTIVER.
# Whether a reveal alone is a change differs between editions: see deluxe/dogma-bonus-reveal.feature.
# Whether a partner's sharing earns the bonus: see common/dogma-teams.feature.
Feature: The sharing bonus

  @id:dogma-bonus-once
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-bonus @rule:ie-coop-bonus @rule:ul-bonus @rule:bga-bonus @rule:dx-turn-free-action
  Scenario: Two opponents share and change the game: the launcher takes one free draw, not counted as an action
    # Writing features the lightbulb: Alice, Bob and Dave show 2 each, Carol none.
    Given a 4-player game
    And Alice's blue pile is Writing
    And Bob's green pile is Paper
    And Carol's red pile is Oars
    And Dave's blue pile is Printing Press
    And the age 2 pile is Calendar, Mathematics, Construction
    And the age 1 pile is Agriculture, Pottery
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Writing
    Then Bob's hand is Calendar
    And Dave's hand is Mathematics
    And Carol's hand is nothing
    And Alice gets the sharing bonus
    And Alice's hand is Construction, Agriculture
    And the age 1 pile is Pottery
    And it is Alice's turn 5 with one action used
    And Alice is to act with no decision pending

  @id:dogma-bonus-after-the-action
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-bonus @rule:ie-coop-bonus @rule:bga-bonus
  Scenario: The free draw comes after the launcher's own effects, at the age of the launcher's highest top card then
    # Experimentation features the lightbulb: Alice shows 3, Bob 3, Carol and Dave none.
    Given a 4-player game
    And Alice's blue pile is Experimentation
    And Bob's purple pile is Philosophy
    And Carol's red pile is Oars
    And Dave's yellow pile is Masonry
    And the age 4 pile is Invention
    And the age 5 pile is Coal, Physics, Astronomy
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Experimentation
    Then Bob's red pile is Coal
    And Alice's blue pile is Physics, Experimentation
    And Alice gets the sharing bonus
    And Alice's hand is Astronomy
    And the age 4 pile is Invention
    And the age 5 pile is nothing
    And Alice is to act with no decision pending

  @id:dogma-bonus-needs-a-change
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-bonus-change @rule:dx-bonus-change @rule:ul-bonus @rule:bga-bonus
  Scenario: A sharing player told to meld with an empty hand changes nothing, so there is no bonus
    # Clothing features the leaf: Alice and Bob show 2 each, Carol and Dave none. Bob has no
    # card to meld, and his only colour is also on Alice's board.
    Given a 4-player game
    And Alice's green pile is Clothing
    And Alice's blue pile is Writing
    And Alice has Archery in hand
    And Bob's blue pile is Calendar
    And Carol's blue pile is Tools
    And Dave's blue pile is Mathematics
    And the age 1 pile is Agriculture, Pottery, Sailing
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Clothing
    Then Bob's blue pile is Calendar
    And Bob's hand is nothing
    And Alice's red pile is Archery
    And Alice's score pile is Agriculture, Pottery
    And Alice's hand is nothing
    And nobody gets the sharing bonus
    And the age 1 pile is Sailing
    And it is Alice's turn 5 with one action used
    And Alice is to act with no decision pending

  @id:dogma-bonus-not-from-demands
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-bonus-demands @rule:ul-demand-no-bonus @rule:bga-bonus @rule:ie-coop-bonus
  Scenario: Cards moved by a demand earn no bonus, even when the same card's other effect is shared
    # Oars features the castle: Alice shows 2, Bob none, Carol and Dave 2 each. Bob gives a
    # crown card; Carol and Dave share the second effect, which does nothing once a card moved.
    Given a 4-player game
    And Alice's red pile is Oars
    And Bob's blue pile is Writing
    And Bob has Sailing in hand
    And Carol's yellow pile is Domestication
    And Dave's red pile is Archery
    And the age 1 pile is Tools, Pottery, Agriculture
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Oars
    Then Alice's score pile is Sailing
    And Bob's hand is Tools
    And Carol's hand is nothing
    And Dave's hand is nothing
    And Alice's hand is nothing
    And nobody gets the sharing bonus
    And the age 1 pile is Pottery, Agriculture
    And Alice is to act with no decision pending
