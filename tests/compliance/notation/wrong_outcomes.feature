# Deliberately wrong outcomes: every kind of step assertion fails, for the notation tests.
Feature: Wrong outcomes

  @id:wrong-innovation @deluxe
  Scenario: Every outcome stated wrongly
    Given a 2-player game
    And Alice has Tools in hand
    And it is Alice's turn 2 with 2 actions left
    When Alice melds Tools
    Then Alice's red pile is Tools
    And Alice's blue pile is Tools splayed left
    And Alice's hand is Tools, Writing
    And Bob's score pile is Archery
    And Alice's achievements are Sailing
    And Alice shows 3 crown
    And the age 1 pile has 2 cards
    And the standard achievements are ages 2, 3
    And the special achievements are Empire
    And it is Bob's turn 2 with 2 actions left
    And Alice may meld Writing
    And Alice may achieve ages 1
    And Alice may perform the dogma of Archery
    And Alice wins by achievements
    And the game ends in a draw
    And Alice's achievement count is 3
    And Bob's board is empty
    And Alice gets the sharing bonus
    And Bob is to act with no decision pending
    And no move is legal

  @id:wrong-refusal @deluxe
  Scenario: A refusal expected of a legal move
    Given a 2-player game
    And Alice has Tools in hand
    And it is Alice's turn 2 with 2 actions left
    When Alice melds Tools
    Then the move is rejected as illegal_move

  @id:wrong-rejected-move @deluxe
  Scenario: An illegal move not expected to be refused
    Given a 2-player game
    And Alice has Tools in hand
    And it is Alice's turn 2 with 2 actions left
    When Alice melds Writing
    Then Alice's blue pile is Writing

  @id:wrong-lost-legacy @lost-legacy-starship
  Scenario: Every Lost Legacy outcome stated wrongly
    Given a 4-player game
    And Alice has Search in hand
    And Bob has Girl of Fate in hand
    And Carol has Assault in hand
    And Dave has Sneak Attack in hand
    And the Ruins are Old Map
    And the investigation begins after Alice's turn
    When the game starts
    Then the investigation order is Alice, Bob
    And the players who do not investigate are Bob, Carol
    And Alice holds Old Map, Search
    And Alice's discards are Search
    And the deck is Search
    And the Ruins are Search, Assault
    And the eliminated players are Bob, Carol
    And everyone loses
    And it is Bob's turn to play
    And Bob may investigate Alice's hand
