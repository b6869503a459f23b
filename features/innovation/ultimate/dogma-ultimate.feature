# Transcribes innovation-ultimate.es.txt: the opening summary (effects mandatory or optional,
# shared first), the paragraph on demand effects and the paragraph on the free draw.
# The fourth-edition texts of the three cards used: Writing draws a 2; Oars demands a crown
# card and repeats, then draws a 1 if nothing moved; Specialization reveals a hand card and
# takes every opponent's top card of its colour.
Feature: Dogma in the fourth edition

  @id:dogma-ul-share-and-bonus
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @ultimate
  @rule:ul-bonus @rule:ul-effects
  @assumes:cards.expansions=[]
  Scenario: Fourth edition: players with as many featured icons share first, and their draw earns one free draw
    # Writing features the lightbulb: Alice, Bob and Carol show 2 each, Dave 1.
    Given a 4-player game
    And Alice's blue pile is Writing
    And Bob's green pile is Paper
    And Carol's blue pile is Printing Press
    And Dave's red pile is Archery
    And the age 2 pile is Calendar, Mathematics, Construction
    And the age 1 pile is Agriculture, Pottery
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Writing
    Then Bob's hand is Calendar
    And Carol's hand is Mathematics
    And Dave's hand is nothing
    And Alice's hand is Construction, Agriculture
    And Alice gets the sharing bonus
    And it is Alice's turn 5 with one action used

  @id:dogma-ul-demand-no-bonus @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @ultimate
  @rule:ul-demand @rule:ul-demand-no-bonus
  Scenario: Fourth edition: a demand reaches the players with fewer featured icons, from the left, and earns no free draw
    # Oars features the castle: Alice shows 2, Bob and Dave none, Carol 2.
    Given a 4-player game
    And Alice's red pile is Oars
    And Bob's blue pile is Writing
    And Bob has Sailing in hand
    And Carol's yellow pile is Domestication
    And Dave's blue pile is Tools
    And Dave has Code of Laws in hand
    And the age 1 pile is Pottery, Agriculture, Clothing
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Oars
    Then Alice's score pile is Sailing, Code of Laws
    And Bob's hand is Pottery
    And Dave's hand is Agriculture
    And nobody gets the sharing bonus
    And the age 1 pile is Clothing

  @id:dogma-ul-reveal-not-a-change @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.reveal_counts_as_change=false
  @ultimate
  @rule:ul-bonus-reveal
  Scenario: Fourth edition: a sharing player who only reveals a card earns no free draw
    # Specialization features the factory: Alice and Bob show 2 each, Carol and Dave none.
    Given a 4-player game
    And Alice's purple pile is Specialization
    And Bob's red pile is Industrialization
    And Bob has Sailing in hand
    And Carol's blue pile is Writing
    And Dave's red pile is Archery
    And the age 9 pile is Computers, Genetics
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Specialization
    Then Bob revealed Sailing
    And Bob's hand is Sailing
    And nobody gets the sharing bonus
    And Alice's hand is nothing
