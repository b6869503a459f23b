# Transcribes innovation-ultimate.es.txt, the paragraph on special achievements (no action
# needed, they may be taken on another player's turn, and a simultaneous claim goes to the
# player most to the left of the current player, clockwise).
# The fourth-edition conditions of Monument (four top cards with a demand) and Wonder (aslant
# counts) and the check at the end of each action are the variant's choices (see its disputes
# and innovation-editions.md 1E): the rulebook names the five base special achievements without
# their conditions. No position meets a condition before its first move: the move brings it
# about (a meld, or a dogma action whose splay or demand completes a board; fourth-edition card
# texts in engine/data/cards/base-ultimate.json: Printing Press, Compass, Corporations).
# The other side of each difference is in ../deluxe/ach-special.feature.
Feature: Special achievements in the fourth edition

  @id:ach-ul-monument-demand-cards @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Monument.count=4
  @assumes:special_achievements.conditions.Monument.kind=top-cards-with-demand
  @ultimate
  @rule:ul-special
  Scenario: Melding a fourth top card with a demand effect claims Monument when the action ends
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice's purple pile is City States
    And Alice's green pile is Mapmaking
    And Alice has Anatomy in hand
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 8 with every action left
    When Alice melds Anatomy
    Then Alice's achievements are Monument
    And the special achievements are Empire, World, Wonder, Universe
    And it is Alice's turn 8 with one action used

  @id:ach-ul-monument-three-demand-cards @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Monument.count=4
  @ultimate
  @rule:ul-special
  Scenario: Three top cards with a demand effect are not a Monument
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice's purple pile is City States
    And Alice's green pile is Mapmaking
    And Alice has Agriculture in hand
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 8 with every action left
    When Alice melds Agriculture
    Then Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe

  @id:ach-ul-wonder-aslant @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:special_achievements.conditions.Wonder.directions=["right","up","aslant"]
  @ultimate
  @rule:ul-special
  Scenario: A colour splayed aslant counts for Wonder; splaying the fifth colour in a dogma action claims it when the action ends
    # Before the move four colours are splayed (red and purple up, yellow right, green aslant)
    # and blue is not: no Wonder. Printing Press features the lightbulb: Alice shows 3 (Printing
    # Press 2, Archery 1), Bob none (no sharing). Alice's score pile is empty, so the return is
    # not offered; she splays blue right, and with green aslant all five colours count.
    Given a 2-player game
    And Alice's blue pile is Printing Press, Tools
    And Alice's red pile is Archery, Oars splayed up
    And Alice's green pile is Sailing, Clothing splayed aslant
    And Alice's yellow pile is Masonry, Agriculture splayed right
    And Alice's purple pile is Mysticism, Code of Laws splayed up
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 12 with every action left
    Then Alice shows 3 lightbulb
    When Alice performs the dogma of Printing Press
    Then Alice may splay up to 1 of blue
    And Alice's achievements are nothing
    When Alice splays blue
    Then Alice's blue pile is Printing Press, Tools splayed right
    And Alice's red pile is Archery, Oars splayed up
    And Alice's green pile is Sailing, Clothing splayed aslant
    And Alice's yellow pile is Masonry, Agriculture splayed right
    And Alice's purple pile is Mysticism, Code of Laws splayed up
    And Alice's hand is nothing
    And Alice's score pile is nothing
    And Alice's achievements are Wonder
    And Bob's achievements are nothing
    And the special achievements are Monument, Empire, World, Universe
    And it is Alice's turn 12 with one action used

  @id:ach-ul-wonder-left-no @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Wonder.colors=5
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
    And it is Alice's turn 12 with every action left
    When Alice draws
    Then Alice's hand is Pottery
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe

  @id:ach-ul-claim-on-other-turn @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.World.count=12
  @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  @ultimate
  @rule:ul-special
  Scenario: A player whose board comes to meet World during another player's action takes it when that action ends
    # Bob shows 9 clocks before the move (Quantum Theory 3, Databases 3, Satellites 3 through the
    # up splay): no World. Compass features the crown: Alice shows 3 (Compass 2, Writing 1), Bob
    # none (affected). Bob has no top non-green card with a leaf to give; he then melds one of
    # Alice's top cards without a leaf (Writing or Fission) and takes Fission: 3 more clocks, 12.
    Given a 2-player game
    And Alice's green pile is Compass
    And Alice's blue pile is Writing
    And Alice's red pile is Fission
    And Bob's blue pile is Quantum Theory
    And Bob's green pile is Databases, Satellites splayed up
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 14 with every action left
    Then Bob shows 9 clock
    And Alice shows 3 crown
    When Alice performs the dogma of Compass
    Then Bob must meld 1 of Writing, Fission
    When Bob melds Fission
    Then Bob's red pile is Fission
    And Bob's blue pile is Quantum Theory
    And Bob's green pile is Databases, Satellites splayed up
    And Bob shows 12 clock
    And Alice's red pile is nothing
    And Alice's blue pile is Writing
    And Alice's green pile is Compass
    And Bob's achievements are World
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, Wonder, Universe
    And it is Alice's turn 14 with one action used

  @id:ach-ul-tie-left-of-current @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @assumes:special_achievements.conditions.Monument.count=4
  @assumes:special_achievements.conditions.Universe.min_value=8
  @assumes:special_achievements.tie=left-of-current-first
  @ultimate
  @rule:ul-special-tie @rule:ul-special
  Scenario: When the current player and another player both come to meet Universe in one action, the player most to the current player's left takes it
    # Before the move Alice has four top cards of value 8 or more and no purple pile, and Carol
    # has four with a 6 (Industrialization) on top of red: no Universe for anyone. Corporations
    # features the factory: Alice shows 5 (Corporations 2, Mobility 2, Skyscrapers 1), Bob none
    # and Carol 2 (Industrialization): both affected, nobody shares. Bob has no top card to give,
    # so he draws nothing. Carol gives Industrialization (her only top non-green card with a
    # factory) and melds Flight into her empty red pile; Alice then melds Empiricism into purple.
    # Clockwise from Alice's left the order is Bob, Carol, Alice: Carol takes Universe.
    Given a 3-player game
    And Alice's blue pile is Quantum Theory
    And Alice's red pile is Mobility
    And Alice's green pile is Corporations
    And Alice's yellow pile is Skyscrapers
    And Carol's blue pile is Rocketry
    And Carol's red pile is Industrialization
    And Carol's green pile is Mass Media
    And Carol's yellow pile is Antibiotics
    And Carol's purple pile is Socialism
    And the age 8 pile is Flight, Empiricism
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 16 with every action left
    Then Alice shows 5 factory
    And Carol shows 2 factory
    When Alice performs the dogma of Corporations
    Then Carol's red pile is Flight
    And Carol's blue pile is Rocketry
    And Carol's green pile is Mass Media
    And Carol's yellow pile is Antibiotics
    And Carol's purple pile is Socialism
    And Carol's hand is nothing
    And Alice's score pile is Industrialization
    And Alice's purple pile is Empiricism
    And Alice's blue pile is Quantum Theory
    And Alice's red pile is Mobility
    And Alice's green pile is Corporations
    And Alice's yellow pile is Skyscrapers
    And Alice's hand is nothing
    And Bob's board is empty
    And Bob's hand is nothing
    And the age 8 pile is nothing
    And Carol's achievements are Universe
    And Alice's achievements are nothing
    And Bob's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder
    And it is Alice's turn 16 with one action used
