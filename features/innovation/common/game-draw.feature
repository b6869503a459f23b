# Transcribes the draw action:
# innovation-deluxe.pt.txt, Ações Principais, Comprar;
# innovation-iello.ko.txt, 액션, 드로우 (draw) and 도그마 효과, 드로우 그리고 (draws inside effects);
# innovation-ultimate.es.txt, empty decks and hand;
# innovation-bga-gamehelp.fr.txt, Actions, PIOCHER.
# Drawing past the last age is in game-end.feature; Ultimate's eleventh age is in
# ultimate/game-end-ultimate.feature.
Feature: Drawing a card

  @id:game-draw-highest-top-card @ultimate-figures
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-draw-age @rule:ie-draw-age @rule:bga-draw
  Scenario: A draw takes a card of the age of the highest top card
    Given a 4-player game
    And Alice's red pile is Archery
    And Alice's green pile is Mapmaking
    And Alice has nothing in hand
    And the age 1 pile is Tools, Oars
    And the age 2 pile is Calendar, Philosophy
    And it is Alice's turn 3 with every action left
    When Alice draws
    Then Alice's hand is Calendar
    And the age 2 pile is Philosophy
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 3 with one action used

  @id:game-draw-covered-cards-ignored @ultimate-figures
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-draw-age @rule:ie-draw-age @rule:bga-draw
  Scenario: Only top cards set the age drawn, not the cards they cover
    Given a 4-player game
    And Bob's blue pile is Tools, Genetics
    And Bob's red pile is Construction, Archery
    And the age 2 pile is Calendar
    And the age 9 pile is Computers
    And it is Bob's turn 6 with every action left
    When Bob draws
    Then Bob's hand is Calendar
    And the age 9 pile is Computers

  @id:game-draw-empty-board @ultimate-echoes
  @assumes:actions.empty_board_draw_age=1 @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-draw-empty-board
  Scenario: With no card on the board a draw takes an age 1
    Given a 4-player game
    And Carol has Philosophy in hand
    And Bob's purple pile is Mysticism
    And the age 1 pile is The Wheel, Clothing
    And the age 2 pile is Monotheism
    And it is Carol's turn 7 with every action left
    When Carol draws
    Then Carol's hand is Philosophy, The Wheel
    And the age 1 pile is Clothing

  @id:game-draw-skips-empty-ages @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-draw-empty-pile @rule:dx-draw-empty @rule:bga-draw @rule:ul-draw-empty
  Scenario: The rulebook example: highest top card 4, ages 4 to 6 empty, the draw takes a 7
    Given a 4-player game
    And Alice's blue pile is Experimentation
    And Alice's red pile is Archery
    And Alice has nothing in hand
    And ages 4 to 6 are empty
    And the age 3 pile is Optics
    And the age 7 pile is Lighting, Evolution
    And it is Alice's turn 5 with every action left
    When Alice draws
    Then Alice's hand is Lighting
    And the age 7 pile is Evolution
    And the age 3 pile is Optics

  @id:game-draw-never-lower @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-draw-not-lower @rule:dx-draw-empty @rule:ul-draw-empty
  Scenario: A draw never falls back to a lower age, even when the age asked for is empty
    Given a 4-player game
    And Dave's green pile is Compass
    And Dave's yellow pile is Agriculture
    And the age 1 pile is Pottery
    And the age 2 pile is Fermenting
    And the age 3 pile is nothing
    And the age 4 pile is Reformation, Anatomy
    And it is Dave's turn 8 with every action left
    When Dave draws
    Then Dave's hand is Reformation
    And the age 1 pile is Pottery
    And the age 2 pile is Fermenting

  @id:game-draw-example-five-empty @ultimate-figures
  @assumes:actions.skip_empty_piles=true
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-draw-empty-pile @rule:ie-example-turn
  Scenario: The example turn's second action: a draw of a 5 from an empty age 5 takes a 6
    Given a 4-player game
    And Alice's green pile is Banking
    And Alice's blue pile is Translation
    And Alice has Oars in hand
    And the age 5 pile is nothing
    And the age 6 pile is Canning, Democracy
    And it is Alice's turn 9 with 1 action left
    When Alice draws
    Then Alice's hand is Oars, Canning
    And the age 6 pile is Democracy
    And it is Bob's turn 10 with every action left

  @id:game-draw-no-hand-limit @ultimate-figures
  @assumes:actions.per_turn=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-no-hand-limit @rule:ul-no-hand-limit
  Scenario: There is no limit to the cards in hand
    Given a 4-player game
    And Bob's red pile is Archery
    And Bob has Tools, Writing, Pottery, Oars, Clothing, Sailing, Agriculture, Masonry, City States in hand
    And the age 1 pile is The Wheel, Mysticism, Code of Laws
    And it is Bob's turn 6 with 2 actions left
    When Bob draws
    And Bob draws
    Then Bob's hand is Tools, Writing, Pottery, Oars, Clothing, Sailing, Agriculture, Masonry, City States, The Wheel, Mysticism
    And it is Carol's turn 7 with 2 actions left
    And Carol is to act with no decision pending

  @id:game-draw-effect-skips-empty-ages
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:bga-draw-effects @rule:ie-draw-empty-effect
  Scenario: A draw inside an effect follows the same rule and skips an empty age
    Given a 4-player game
    And Alice's blue pile is Writing
    And Alice has nothing in hand
    And the age 2 pile is nothing
    And the age 3 pile is Alchemy, Paper
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Writing
    Then Alice's hand is Alchemy
    And the age 3 pile is Paper
    And nobody gets the sharing bonus
    And it is Alice's turn 5 with one action used

  @id:game-draw-and-meld-the-drawn-card
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-draw-and @rule:bga-draw-effects
  Scenario: "Draw and meld" melds the card just drawn, never another card from the hand
    Given a 4-player game
    And Alice's green pile is Sailing
    And Alice has Tools in hand
    And the age 1 pile is Writing, Oars
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Sailing
    Then Alice's blue pile is Writing
    And Alice's hand is Tools
    And the age 1 pile is Oars
