# Transcribes innovation-ultimate.es.txt, the paragraph on special achievements (no action is
# needed to claim them) and Preparación 5 (the five base special achievements, Empire among
# them). When they are looked at, at the end of each action and not in the middle of one, is the
# variant's choice (special_achievements.timing; innovation-editions.md 1E), and so is the aslant
# splay counting for Wonder; the conditions themselves are those of the card data
# (engine/data/cards/base-ultimate.json, special achievements: Empire needs three visible icons of
# each of crown, leaf, lightbulb, castle, factory and clock).
# Fourth-edition text used (in our words): Coal draws and tucks a 5, may splay red right, then may
# score the top card of a colour and the new top card of that colour. Flight lets a player whose
# red is splayed up splay one colour up, then may splay red up.
@ultimate
Feature: Special achievements are looked at when an action ends

  @id:ul-special-met-and-lost-in-one-action @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Wonder.colors=5
  @assumes:special_achievements.timing=end-of-action @assumes:splay.unsplay_small_piles=true
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
    And it is Alice's turn 15 with every action left
    When Alice performs the dogma of Coal
    Then Alice's green pile is Sailing, Clothing, Measurement splayed up
    And Alice may splay up to 1 of red
    When Alice splays red
    Then Alice's red pile is Coal, Oars, Archery splayed right
    And Alice may choose up to 1 of blue, red, green, yellow, purple
    When Alice chooses red
    Then Alice's score pile is Coal, Oars
    And Alice's red pile is Archery
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 15 with one action used

  @id:ul-empire-two-clocks @ultimate-figures
  @assumes:splay.revealed.left=["bottom_right"]
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Empire.count=3
  @assumes:special_achievements.conditions.Empire.icons=["castle","crown","leaf","lightbulb","factory","clock"]
  @assumes:splay.revealed.right=["top_left","bottom_left"]
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
    And it is Alice's turn 15 with every action left
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

  @id:ul-empire-clocks-splayed-up @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Empire.count=3
  @assumes:splay.revealed.right=["top_left","bottom_left"]
  @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  @assumes:splay.unsplay_small_piles=true
  @rule:ul-special @rule:ul-setup-specials
  Scenario: Splaying green up in a dogma action shows a third clock: Empire is claimed when the action ends
    # Visible before the move: Flight 2 crowns and a clock, Explosives 3 factories (red splayed
    # up), Bicycle 2 crowns and a clock (green not splayed: Collaboration hidden), Printing Press
    # 2 lightbulbs and a crown, Tools' lightbulb (blue splayed right), Agriculture 3 leaves,
    # Mysticism 3 castles: three or more of every icon but clocks, of which there are 2. Flight
    # features the crown: Alice shows 5, Bob 1 (Oars; no sharing). Alice's red is splayed up, so
    # she may splay one colour up: of her piles of two or more cards not already up, blue and
    # green. Splaying green up shows Collaboration's lower icons (crown, clock, crown; its clock is
    # in the middle, which a splay left or right would not show): 3 clocks. Red is already up, so
    # the second splay is not offered.
    Given a 2-player game
    And Alice's blue pile is Printing Press, Tools splayed right
    And Alice's red pile is Flight, Explosives splayed up
    And Alice's green pile is Bicycle, Collaboration
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Mysticism
    And Bob's red pile is Oars
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 15 with every action left
    Then Alice shows 5 crown
    And Alice shows 3 leaf
    And Alice shows 3 lightbulb
    And Alice shows 3 castle
    And Alice shows 3 factory
    And Alice shows 2 clock
    And Bob shows 1 crown
    When Alice performs the dogma of Flight
    Then Alice may splay up to 1 of blue, green
    When Alice splays green
    Then Alice's green pile is Bicycle, Collaboration splayed up
    And Alice's blue pile is Printing Press, Tools splayed right
    And Alice's red pile is Flight, Explosives splayed up
    And Alice shows 3 clock
    And Alice shows 7 crown
    And Alice's hand is nothing
    And Alice's achievements are Empire
    And Bob's achievements are nothing
    And the special achievements are Monument, World, Wonder, Universe
    And it is Alice's turn 15 with one action used
