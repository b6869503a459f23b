# A house variant of ultimate-figures without age-0 cards. The rule it varies is transcribed in
# figures/figures-rules.feature (the project's research note figures.md, §9: age 0 is brought in
# by Bear Grylls; engine/data/cards/figures-ultimate.json for the card): with no age-0 cards in
# the game, Bear Grylls has no deck to bring in, and his draw of a 0 is a draw of a 1, as any
# draw of a 0 is while age 0 is out of play (innovation-ultimate.es.txt, empty decks: a draw
# never takes a lower age than asked, and no 0 deck exists).
@ultimate-figures
Feature: A house variant of Figures without age-0 cards

  @id:fig-house-no-age-zero-bear-grylls-draws-a-1 @needs:resolved_variant @ultimate-echoes-figures
  @assumes:ages.age_zero_cards=false @assumes:actions.per_turn>=2
  Scenario: A house variant without age-0 cards: Bear Grylls junks as before, brings in nothing and Alice draws a 1
    # The position of fig-bear-grylls-brings-in-age-zero, with the age 1 pile given.
    Given a house variant of it sets ages.age_zero_cards to false
    And a 2-player game
    And Alice has Bear Grylls, Tools in hand
    And Alice's red pile is Archery
    And Alice has Mathematics in the score pile
    And Alice has achievements Writing
    And Bob has Sailing in hand
    And Bob's blue pile is Pottery
    And the age 1 pile is Agriculture, Clothing
    And it is Alice's turn 5 with every action left
    When Alice melds Bear Grylls
    Then Alice's board is empty
    And Bob's board is empty
    And Alice's score pile is nothing
    And Bob's hand is nothing
    And Alice's achievements are Writing
    And Alice's hand is Agriculture
    And the age 1 pile is Clothing
    And the junk pile holds Bear Grylls, Tools, Archery, Mathematics, Sailing, Pottery
