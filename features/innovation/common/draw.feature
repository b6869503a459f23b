# Transcribes the draw action: innovation-deluxe.pt.txt, Ações Principais, Comprar;
# innovation-iello.ko.txt, 액션, 드로우; innovation-ultimate.es.txt (empty decks);
# innovation-bga-gamehelp.fr.txt, Actions, PIOCHER.
@first-edition @iello @deluxe @ultimate @bga-first @bga-third
Feature: Drawing a card

  @id:draw-highest-top-card
  Scenario: A draw takes a card of the age of the highest top card
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice's green pile is Mapmaking
    And Alice has nothing in hand
    And the age 2 pile is Calendar, Philosophy
    And it is Alice's turn 3 with 2 actions left
    When Alice draws
    Then Alice's hand is Calendar
    And the age 2 pile is Philosophy
    And it is Alice's turn 3 with 1 action left
