# House variants of the fourth edition that turn one of its rules of the end of the game the other
# way: a tie at the achievement target settled from the current player rather than from the player
# on their left, and a "you lose" that ends the game instead of eliminating the player. The rules
# they vary are transcribed in ultimate/game-end-ultimate.feature (several winners:
# innovation-ultimate.es.txt, victory) and ultimate/ul-elimination.feature (the last player
# remaining wins: innovation-ultimate.es.txt, opening summary and victory). Each scenario sets the
# value itself, so it runs for the bundled variants it is tagged with.
Feature: House variants of the fourth edition's end of the game

  @id:game-ul-house-target-tie-current-player-first @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=0
  @assumes:special_achievements.conditions.Monument.count=4
  @assumes:special_achievements.conditions.Monument.kind=top-cards-with-demand
  @assumes:special_achievements.conditions.Universe.min_value=8 @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_player=-1
  @assumes:victory.simultaneous_target=most-then-current-player-first
  @assumes:victory.target_check=end-of-action
  @ultimate
  Scenario: A house variant whose tie at the target starts from the current player: Alice, not Carol, wins
    # The position of game-ul-target-tie-left-of-current: with three players five achievements
    # win, and Compass brings Alice (Monument) and Carol (Universe) to 5 in the same action. Tied
    # on the most, the tie goes by seat order starting with the current player, Alice.
    Given a house variant of it sets victory.simultaneous_target to "most-then-current-player-first"
    And a 3-player game
    And Alice's blue pile is Climatology
    And Alice's red pile is Flight
    And Alice's green pile is Compass
    And Alice's yellow pile is Anatomy
    And Alice has achievements Tools, Invention, Physics, Canning
    And Bob's red pile is Optics
    And Bob's blue pile is Writing
    And Bob has achievements Clothing
    And Carol's blue pile is Rocketry
    And Carol's green pile is Mass Media
    And Carol's yellow pile is Skyscrapers
    And Carol's purple pile is Feudalism, Empiricism
    And Carol has achievements Alchemy, Gunpowder, Coal, Vaccination
    And the standard achievements are Sailing, Calendar
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Compass
    Then Alice wins by achievements
    And Alice's achievements are Tools, Invention, Physics, Canning, Monument
    And Carol's achievements are Alchemy, Gunpowder, Coal, Vaccination, Universe

  @id:ul-house-lose-ends-the-game @needs:resolved_variant @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12 @assumes:victory.elimination=false
  @ultimate @ultimate-figures
  Scenario: A house variant without elimination: Space Traffic makes Alice lose, and the two other players win at once
    # The position of ul-lose-others-play-on. Space Traffic tucks Astrogeology under Fusion, an
    # 11, so Alice loses; without elimination she does not leave a game that goes on: the game
    # ends, and every other player wins by the card.
    Given a house variant of it sets victory.elimination to false
    And a 3-player game
    And Alice's green pile is Space Traffic
    And Alice's red pile is Fusion
    And Alice has Tools in hand
    And Alice has Software in the score pile
    And Alice has achievements Pottery
    And Bob's blue pile is Writing
    And Carol's yellow pile is Masonry
    And the age 11 pile is Astrogeology, Escapism
    And the age 1 pile is Agriculture, Clothing, Sailing, The Wheel
    And it is Alice's turn 30 with every action left
    When Alice performs the dogma of Space Traffic
    Then Bob and Carol win by dogma
    And the eliminated players are nobody
    And Alice's hand is Tools
    And Alice's score pile is Software
    And Alice's achievements are Pottery
