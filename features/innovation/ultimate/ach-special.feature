# Transcribes innovation-ultimate.es.txt, the paragraph on special achievements (no action
# needed, they may be taken on another player's turn, and a simultaneous claim goes to the
# player most to the left of the current player, clockwise).
# The fourth-edition conditions of Monument (four top cards with a demand) and Wonder (aslant
# counts) and the check at the end of each action are the variant's choices (see its disputes
# and innovation-editions.md 1E): the rulebook names the five base special achievements without
# their conditions. The fourth-edition cards have no effects yet, so these positions use no dogma;
# a player whose board already meets a condition in a given position takes it when the next
# action ends.
# The other side of each difference is in ../deluxe/ach-special.feature.
Feature: Special achievements in the fourth edition

  @id:ach-ul-monument-demand-cards
  @ultimate
  @rule:ul-special
  Scenario: Melding a fourth top card with a demand effect claims Monument when the action ends
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice's purple pile is City States
    And Alice's green pile is Mapmaking
    And Alice has Anatomy in hand
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 8 with 2 actions left
    When Alice melds Anatomy
    Then Alice's achievements are Monument
    And the special achievements are Empire, World, Wonder, Universe
    And it is Alice's turn 8 with 1 action left

  @id:ach-ul-monument-three-demand-cards
  @ultimate
  @rule:ul-special
  Scenario: Three top cards with a demand effect are not a Monument
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice's purple pile is City States
    And Alice's green pile is Mapmaking
    And Alice has Agriculture in hand
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 8 with 2 actions left
    When Alice melds Agriculture
    Then Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe

  @id:ach-ul-wonder-aslant
  @ultimate
  @rule:ul-special
  Scenario: A colour splayed aslant counts for Wonder; the board takes it when the draw action ends
    Given a 2-player game
    And Alice's blue pile is Tools, Writing splayed right
    And Alice's red pile is Archery, Oars splayed up
    And Alice's green pile is Sailing, Clothing splayed aslant
    And Alice's yellow pile is Masonry, Agriculture splayed right
    And Alice's purple pile is Mysticism, Code of Laws splayed up
    And the age 1 pile is Pottery, Metalworking
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 12 with 2 actions left
    When Alice draws
    Then Alice's hand is Pottery
    And Alice's achievements are Wonder
    And the special achievements are Monument, Empire, World, Universe
    And it is Alice's turn 12 with 1 action left

  @id:ach-ul-wonder-left-no
  @ultimate
  @rule:ul-special
  Scenario: A colour splayed left still does not count for Wonder
    Given a 2-player game
    And Alice's blue pile is Tools, Writing splayed right
    And Alice's red pile is Archery, Oars splayed up
    And Alice's green pile is Sailing, Clothing splayed left
    And Alice's yellow pile is Masonry, Agriculture splayed aslant
    And Alice's purple pile is Mysticism, Code of Laws splayed up
    And the age 1 pile is Pottery, Metalworking
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 12 with 2 actions left
    When Alice draws
    Then Alice's hand is Pottery
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe

  @id:ach-ul-claim-on-other-turn
  @ultimate
  @rule:ul-special
  Scenario: A player whose board meets World takes it at the end of another player's action
    Given a 2-player game
    And Alice's red pile is Archery
    And Bob's blue pile is Quantum Theory, Rocketry splayed right
    And Bob's red pile is Fission
    And Bob's green pile is Databases, Satellites splayed up
    And the age 1 pile is Pottery, Metalworking
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 14 with 2 actions left
    When Alice draws
    Then Bob's achievements are World
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, Wonder, Universe
    And it is Alice's turn 14 with 1 action left

  @id:ach-ul-tie-left-of-current
  @ultimate
  @rule:ul-special-tie @rule:ul-special
  Scenario: When the current player and another player both meet Universe as the action ends, the player most to the current player's left takes it
    Given a 3-player game
    And Alice's blue pile is Quantum Theory
    And Alice's red pile is Flight
    And Alice's green pile is Corporations
    And Alice's yellow pile is Antibiotics
    And Alice has Empiricism in hand
    And Carol's blue pile is Rocketry
    And Carol's red pile is Mobility
    And Carol's green pile is Mass Media
    And Carol's yellow pile is Skyscrapers
    And Carol's purple pile is Socialism
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 16 with 2 actions left
    When Alice melds Empiricism
    Then Carol's achievements are Universe
    And Alice's achievements are nothing
    And Bob's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder
    And it is Alice's turn 16 with 1 action left
