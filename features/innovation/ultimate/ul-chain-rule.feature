# Transcribes innovation-ultimate.es.txt: victory (reaching the number of achievements needed,
# 8 minus the players, wins) and the opening summary (you win by achievements). The chain rule is not in that summary: it is the fourth edition's keyword as the
# card data states it (engine/data/cards/base-ultimate.json, glossary "chain achievement (chain
# rule)"; the variant's dogma.chain_achievement and its dispute): a player already self-executing
# a card who is told to self-execute another first draws an 11 and puts it among their
# achievements, where it counts toward victory. A self-execute started by the dogma action's own
# effect does not trigger it.
# Fourth-edition texts used (in our words): Self Service wins for a player with twice the
# achievements of each opponent, then self-executes another of your top cards; Robotics scores your
# top green card, then draws and melds a 10 and self-executes it if it has a factory or a clock;
# A.I. draws and scores a 10 (its win needs Robotics and Software on top); Databases has only a
# demand, so self-executing it does nothing.
@ultimate
Feature: The chain rule: an 11 among the achievements

  @id:ul-chain-nested-self-execute @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12 @assumes:dogma.chain_achievement=true
  @rule:ul-win-ways
  Scenario: Self-executing inside a self-execution first puts an 11 among the player's achievements
    # Self Service features the crown: Alice shows 2, Bob 1. Self Service self-executes Robotics;
    # Robotics scores Self Service (Alice's top green card), then melds A.I. and self-executes
    # it: Alice is already self-executing, so she first draws Fusion into her achievements.
    Given a 2-player game
    And Alice's green pile is Self Service
    And Alice's red pile is Robotics
    And Alice has achievements Pottery
    And Bob's blue pile is Writing
    And Bob has achievements Tools
    And the age 10 pile is A.I., Databases, Stem Cells
    And the age 11 pile is Fusion, Escapism
    And it is Alice's turn 25 with every action left
    When Alice performs the dogma of Self Service
    Then Alice's achievements are Pottery, Fusion
    And Alice's purple pile is A.I.
    And Alice's green pile is nothing
    And Alice's score pile is Self Service, Databases
    And the age 10 pile is Stem Cells
    And the age 11 pile is Escapism
    And nobody gets the sharing bonus
    And the game is not over
    And it is Alice's turn 25 with one action used

  @id:ul-chain-not-from-the-dogma-action @ultimate-figures
  @assumes:actions.per_turn>=2
  @rule:ul-effects
  Scenario: A self-execute started by the dogma action's own effect draws no 11
    # Robotics features the factory: Alice shows 2, Bob none. Robotics itself is the card of the
    # dogma action, so its self-execute of A.I. is not nested.
    Given a 2-player game
    And Alice's red pile is Robotics
    And Alice's green pile is Mass Media
    And Alice has achievements Pottery
    And Bob's blue pile is Writing
    And the age 10 pile is A.I., Databases, Stem Cells
    And the age 11 pile is Fusion, Escapism
    And it is Alice's turn 25 with every action left
    When Alice performs the dogma of Robotics
    Then Alice's achievements are Pottery
    And Alice's purple pile is A.I.
    And Alice's score pile is Mass Media, Databases
    And the age 10 pile is Stem Cells
    And the age 11 pile is Fusion, Escapism
    And it is Alice's turn 25 with one action used

  @id:ul-chain-achievement-wins
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12 @assumes:dogma.chain_achievement=true
  @assumes:setup.expansions=0 @assumes:victory.achievements.base=8 @assumes:victory.achievements.per_player=-1
  @rule:ul-win-target @rule:ul-win-ways
  Scenario: The 11 of the chain rule is Alice's sixth achievement, her second of value 11: she wins the 2-player game in that action
    # Alice holds five achievements, Escapism among them; Bob holds three, so Self Service's
    # first effect (twice each opponent's count) does not win. Databases, melded by Robotics,
    # has a clock: Alice self-executes it from inside Robotics and draws Fusion into her
    # achievements first.
    Given a 2-player game
    And Alice's green pile is Self Service
    And Alice's red pile is Robotics
    And Alice has achievements Pottery, Calendar, Alchemy, Invention, Escapism
    And Bob's blue pile is Writing
    And Bob has achievements Tools, Mathematics, Optics
    And the age 10 pile is Databases, A.I.
    And the age 11 pile is Fusion, Climatology
    And it is Alice's turn 25 with every action left
    When Alice performs the dogma of Self Service
    Then Alice wins by achievements
    And Alice's achievements are Pottery, Calendar, Alchemy, Invention, Escapism, Fusion
    And Alice's green pile is Databases
    And the age 11 pile is Climatology
    And no move is legal

  @id:ul-chain-empty-eleven-ends-game @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:dogma.chain_achievement=true
  @rule:ul-end-draw @rule:ul-draw-empty @rule:ul-score-victory
  Scenario: With the 11 deck empty, the chain rule's draw is a draw past age 11: the game ends and the highest score wins
    # The variant reads the chain rule's 11 as a plain draw (its dispute on
    # dogma.chain_achievement): an empty 11 deck sends it to age 12, which ends the game at once.
    # By then Robotics has scored Self Service: Alice has 10 points, Bob 9.
    Given a 2-player game
    And Alice's green pile is Self Service
    And Alice's red pile is Robotics
    And Alice has achievements Pottery
    And Bob's blue pile is Writing
    And Bob has achievements Tools
    And Bob has Composites in the score pile
    And the age 10 pile is A.I., Databases, Stem Cells
    And the age 11 pile is nothing
    And it is Alice's turn 25 with every action left
    When Alice performs the dogma of Self Service
    Then Alice wins by score
    And Alice's score pile is Self Service
    And Alice's achievements are Pottery
    And Alice's purple pile is A.I.
    And no move is legal
