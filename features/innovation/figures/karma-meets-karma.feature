# Where karma meets karma (issue 27): the rules of the Figures expansion as the project's research
# note figures.md states them, §4.1 and §4.2 (a karma is in force while its figure is on top; the
# player doing an event is the one whose "you" karmas it sets off), §4.6 (several karmas on one
# event: the current player chooses the one that happens; no karma fires inside another karma's
# own effect), §6 (the decrees: the issuer carries out War and Rivalry), §11 (Jackie Chan answers
# an opponent's win) and §10 (two players with Figures need 7 achievements). Figure facts:
# engine/data/cards/figures-ultimate.json (each karma's trigger, event, scope and rule in our own
# words); base cards: base-ultimate.json.
# Piles are written top card first; every supply age and Figures deck a scenario draws from is
# listed; a card going back to a deck goes under it. Each position keeps at most one top figure a
# player, so nothing fades. A figure's visible bonus number adds to its owner's score.
@ultimate-figures
Feature: Figures: karma meeting karma

  # --- Johannes Kepler raises the written ages of the Dogma action he lets happen; the action is
  # an ordinary one, so every other karma still answers what happens in it.

  @id:fig-kepler-action-still-meets-edward-jenner
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Johannes Kepler: during Alice's raised Oars, Bob's Edward Jenner answers the demand, and Oars draws a 2
    # Oars features the castle: Alice shows 2, Bob none, so the demand is made of Bob. Kepler (4)
    # is Alice's only top card above 3: every written age goes up by 1. Edward Jenner replaces the
    # demand against Bob: he returns the one card in his hand instead. Nothing was transferred, so
    # Alice draws "a 1", raised to a 2.
    Given a 2-player game
    And Alice's blue pile is Johannes Kepler
    And Alice's red pile is Oars
    And Bob's yellow pile is Edward Jenner
    And Bob has Sailing in hand
    And the age 1 pile is Tools
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Oars
    Then Bob's hand is nothing
    And the age 1 pile is Tools, Sailing
    And Alice's hand is Calendar
    And Alice's score pile is nothing
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with one action used

  # --- James Clerk Maxwell: each card in his owner's hand adds icons, so a draw can meet a special
  # achievement's condition without any change to the board.

  @id:fig-maxwell-second-draw-reaches-world @rule:ul-special
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.World.count=12
  Scenario: James Clerk Maxwell: Alice's second draw of the turn brings her to 12 clocks, and she claims World
    # Maxwell shows one clock, the only icon type of hers among the six, and each hand card adds a
    # clock: 9 cards make 10 clocks, the first draw 11, the second 12.
    Given a 2-player game
    And Alice's blue pile is James Clerk Maxwell
    And Alice has Tools, Writing, Pottery, Archery, Oars, Metalworking, Clothing, Sailing, The Wheel in hand
    And the age 7 pile is Evolution, Explosives, Bicycle
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice shows 11 clock
    And Alice's achievements are nothing
    When Alice draws
    Then Alice shows 12 clock
    And Alice's achievements are World
    And the special achievements are Monument, Empire, Wonder, Universe
    And the age 7 pile is Bicycle
