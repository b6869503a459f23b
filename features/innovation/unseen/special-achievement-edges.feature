# Transcribes the research note's special achievements of the Unseen (unseen.md §7, checked at
# the end of each action): the edges of their tests that the rules state in words, such as
# Mystery's "fewer than five colours", which a board of exactly five colours does not meet.
# Piles are listed top card first.
Feature: The Unseen's special achievements at the edge of their tests

  @id:unseen-mystery-five-colours @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:special_achievements.conditions.Mystery.kind=fewer-colors
  @assumes:special_achievements.conditions.Mystery.colors=5
  @assumes:special_achievements.conditions.Mystery.min_top_value=9
  Scenario: Mystery is not met with exactly five colours on the board
    # Computers (9) is the fifth colour: the top card is high enough, the colours one too many.
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Mysticism
    And Alice's green pile is Sailing
    And Alice has Computers in hand
    And the special achievements are Mystery
    And it is Alice's turn 4 with every action left
    When Alice melds Computers
    Then Alice's achievements are nothing
