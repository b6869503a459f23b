# Transcribes innovation-ultimate.es.txt, the paragraph on special achievements (no action is
# needed to claim them) and Preparación 5 (the five base special achievements, Empire among
# them). When they are looked at, at the end of each action and not in the middle of one, is the
# variant's choice (special_achievements.timing; innovation-editions.md 1E), and so is the aslant
# splay counting for Wonder; the conditions themselves are those of the card data
# (engine/data/cards/base-ultimate.json, special achievements: Empire needs three visible icons of
# each of crown, leaf, lightbulb, castle, factory and clock).
# Fourth-edition text used (in our words): Coal draws and tucks a 5, may splay red right, then may
# score the top card of a colour and the new top card of that colour.
@ultimate
Feature: Special achievements are looked at when an action ends

  @id:ul-special-met-and-lost-in-one-action
  @rule:ul-special
  Scenario: Wonder met in the middle of a dogma action and lost before it ends is not claimed
    # Coal features the factory: Alice shows 3, Bob none. Splaying red right makes five colours
    # splayed right, up or aslant; scoring Coal and Oars then leaves Archery alone in the red
    # pile, and a pile of one card cannot stay splayed.
    Given a 2-player game
    And Alice's red pile is Coal, Oars, Archery
    And Alice's blue pile is Writing, Tools splayed right
    And Alice's green pile is Sailing, Clothing splayed up
    And Alice's yellow pile is Masonry, Agriculture splayed aslant
    And Alice's purple pile is Mysticism, Code of Laws splayed right
    And Bob's blue pile is Pottery
    And the age 5 pile is Measurement, Banking
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 15 with 2 actions left
    When Alice performs the dogma of Coal
    Then Alice's green pile is Sailing, Clothing, Measurement splayed up
    And Alice must choose 0 to 1 of red
    When Alice chooses red
    Then Alice's red pile is Coal, Oars, Archery splayed right
    And Alice must choose 0 to 1 of blue, red, green, yellow, purple
    When Alice chooses red
    Then Alice's score pile is Coal, Oars
    And Alice's red pile is Archery
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 15 with 1 action left

  @id:ul-empire-two-clocks
  @rule:ul-special @rule:ul-setup-specials
  Scenario: Three of each icon but only two clocks: no Empire when the draw action ends
    # Visible: Printing Press 2 lightbulbs and a crown, Tools' lightbulb (splayed right), Coal 3
    # factories, Bicycle 2 crowns and a clock, Satellites' clock (splayed left), Agriculture 3
    # leaves, Mysticism 3 castles.
    Given a 2-player game
    And Alice's blue pile is Printing Press, Tools splayed right
    And Alice's red pile is Coal
    And Alice's green pile is Bicycle, Satellites splayed left
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Mysticism
    And Bob's red pile is Oars
    And the age 7 pile is Lighting, Railroad
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 15 with 2 actions left
    Then Alice shows 3 crown
    And Alice shows 3 leaf
    And Alice shows 3 lightbulb
    And Alice shows 3 castle
    And Alice shows 3 factory
    And Alice shows 2 clock
    When Alice draws
    Then Alice's hand is Lighting
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe

  @id:ul-empire-clocks-splayed-up
  @rule:ul-special @rule:ul-setup-specials
  Scenario: The same board with green splayed up shows four clocks: Empire is claimed when the draw action ends
    Given a 2-player game
    And Alice's blue pile is Printing Press, Tools splayed right
    And Alice's red pile is Coal
    And Alice's green pile is Bicycle, Satellites splayed up
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Mysticism
    And Bob's red pile is Oars
    And the age 7 pile is Lighting, Railroad
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 15 with 2 actions left
    Then Alice shows 4 clock
    When Alice draws
    Then Alice's hand is Lighting
    And Alice's achievements are Empire
    And the special achievements are Monument, World, Wonder, Universe
