# Transcribes innovation-ultimate.es.txt: the opening summary and victory (one way to win is to
# eliminate every other player: the last player remaining wins; a card effect can decide the
# game). What a "you lose" effect does is the fourth edition's rule
# as the card data states it (engine/data/cards/base-ultimate.json, glossary "you win / you
# lose"; the variant's victory.elimination): the player is eliminated, all their cards are junked,
# they leave the turn order, and if one player remains that player wins.
# Fourth-edition text used (in our words): Space Traffic draws and tucks an 11; if the card
# directly above the tucked card has value 11, you lose.
@ultimate
Feature: Elimination by a card effect

  @id:ul-lose-last-player-wins @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12 @assumes:victory.elimination=true
  @rule:ul-win-ways
  Scenario: In a 2-player game, Space Traffic makes Alice lose: her cards are junked and Bob, the last player, wins
    # Space Traffic features the crown: Alice shows 2, Bob 1. Astrogeology, red, is tucked
    # under Fusion, an 11.
    Given a 2-player game
    And Alice's green pile is Space Traffic
    And Alice's red pile is Fusion
    And Alice has Tools in hand
    And Alice has Software in the score pile
    And Alice has achievements Pottery
    And Bob's blue pile is Writing
    And the age 11 pile is Astrogeology, Escapism
    And it is Alice's turn 30 with every action left
    When Alice performs the dogma of Space Traffic
    Then Bob wins by elimination
    And Alice is eliminated
    And Alice's board is empty
    And Alice's hand is nothing
    And Alice's score pile is nothing
    And Alice's achievements are nothing
    And the junk pile holds Space Traffic, Fusion, Astrogeology, Tools, Software, Pottery
    And the age 11 pile is Escapism
    And no move is legal

  @id:ul-lose-others-play-on @ultimate-figures
  @assumes:actions.per_turn=2 @assumes:ages.game_end_draw=12 @assumes:victory.elimination=true
  @rule:ul-win-ways
  Scenario: In a 3-player game the player who loses leaves the game; the two others play on and her turns are skipped
    Given a 3-player game
    And Alice's green pile is Space Traffic
    And Alice's red pile is Fusion
    And Alice has Tools in hand
    And Alice has Software in the score pile
    And Alice has achievements Pottery
    And Bob's blue pile is Writing
    And Carol's yellow pile is Masonry
    And the age 11 pile is Astrogeology, Escapism
    And the age 1 pile is Agriculture, Clothing, Sailing, The Wheel
    And it is Alice's turn 30 with 2 actions left
    When Alice performs the dogma of Space Traffic
    Then Alice is eliminated
    And the game is not over
    And the junk pile holds Space Traffic, Fusion, Astrogeology, Tools, Software, Pottery
    And it is Bob's turn 31 with 2 actions left
    When Bob draws
    And Bob draws
    Then Bob's hand is Agriculture, Clothing
    And it is Carol's turn 32 with 2 actions left
    When Carol draws
    And Carol draws
    Then Carol's hand is Sailing, The Wheel
    And it is Bob's turn 33 with 2 actions left

  @id:ul-lose-last-of-three @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12 @assumes:victory.elimination=true
  @rule:ul-win-ways
  Scenario: With Carol already eliminated, Alice's loss leaves Bob alone: he wins
    Given a 3-player game
    And Carol is eliminated
    And Alice's green pile is Space Traffic
    And Alice's red pile is Fusion
    And Bob's blue pile is Writing
    And the age 11 pile is Astrogeology, Escapism
    And it is Alice's turn 30 with every action left
    When Alice performs the dogma of Space Traffic
    Then Bob wins by elimination
    And Alice is eliminated
    And Carol is eliminated
    And the junk pile holds Space Traffic, Fusion, Astrogeology

  @id:ul-lose-sharing-opponent @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12 @assumes:victory.elimination=true
  @rule:ul-win-ways @rule:ul-effects
  Scenario: A sharing opponent who meets Space Traffic's condition loses; the launcher, the last player left, wins
    # Space Traffic features the crown: Alice shows 2, Bob 4. Bob shares, so he goes first: his
    # Astrogeology is tucked under Fusion, an 11.
    Given a 2-player game
    And Alice's green pile is Space Traffic
    And Bob's yellow pile is Canal Building
    And Bob's red pile is Fusion
    And Bob's purple pile is City States
    And the age 11 pile is Astrogeology, Escapism, Solar Sailing
    And it is Alice's turn 30 with every action left
    When Alice performs the dogma of Space Traffic
    Then Alice wins by elimination
    And Bob is eliminated
    And Bob's board is empty
    And the junk pile holds Fusion, Astrogeology, Canal Building, City States
    And Alice's green pile is Space Traffic
    And the age 11 pile is Escapism, Solar Sailing
