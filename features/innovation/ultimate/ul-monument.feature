# Transcribes innovation-ultimate.es.txt, Preparación 5 (the five base special achievements) and the
# paragraph on special achievements (they need no action and may be taken on another player's
# turn). Monument's fourth-edition condition, four top cards with a demand effect, looked at when
# an action ends, is the variant's choice (its dispute on special_achievements.conditions.Monument;
# innovation-editions.md 1E): the rulebook names the special achievements without their conditions.
# Here the fourth card with a demand arrives by a card effect (a draw and meld, a transfer, a meld
# forced by a demand), and Masonry claims Monument outright during its effect.
# Fourth-edition texts used (engine/data/cards/base-ultimate.json, in our words): Experimentation
# draws and melds a 5; Whataboutism demands every top card with a demand, then swaps score piles;
# Compass demands a top non-green card with a leaf, then the affected player melds one of the
# launcher's top cards without a leaf; Masonry melds castle cards, then claims Monument when the red
# pile holds exactly three cards; Publications junks a special achievement or restores one.
@ultimate
Feature: Monument in the fourth edition, with card effects

  @id:ul-monument-drawn-and-melded @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Monument.count=4
  @assumes:special_achievements.conditions.Monument.kind=top-cards-with-demand
  @rule:ul-special
  Scenario: A card effect melds a fourth top card with a demand: Monument is claimed when the dogma action ends
    # Experimentation features the lightbulb: Alice shows 4, Bob none. Archery, Machinery and
    # City States have demands; Banking, drawn and melded, is the fourth.
    Given a 2-player game
    And Alice's blue pile is Experimentation
    And Alice's red pile is Archery
    And Alice's yellow pile is Machinery
    And Alice's purple pile is City States
    And Bob's red pile is Oars
    And the age 5 pile is Banking, Coal
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Experimentation
    Then Alice's green pile is Banking
    And Alice's achievements are Monument
    And the special achievements are Empire, World, Wonder, Universe
    And the age 5 pile is Coal
    And it is Alice's turn 9 with one action used

  @id:ul-monument-taken-by-demand @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @assumes:special_achievements.conditions.Monument.count=4
  @assumes:special_achievements.conditions.Monument.kind=top-cards-with-demand
  @rule:ul-special @rule:ul-demand-no-bonus
  Scenario: A demand brings two top cards with a demand onto the launcher's board, the third and fourth: Monument
    # Whataboutism features the lightbulb: Alice shows 3, Bob none. Bob's top Machinery and
    # Mapmaking have demands and go to Alice's board; Bob having given a card, the score piles
    # are exchanged. Cards moved by a demand earn no free draw.
    Given a 2-player game
    And Alice's purple pile is Whataboutism
    And Alice's red pile is Archery
    And Bob's yellow pile is Machinery
    And Bob's green pile is Mapmaking
    And Bob has Tools in the score pile
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Whataboutism
    Then Alice's yellow pile is Machinery
    And Alice's green pile is Mapmaking
    And Bob's board is empty
    And Alice's score pile is Tools
    And Bob's score pile is nothing
    And Alice's achievements are Monument
    And Bob's achievements are nothing
    And nobody gets the sharing bonus
    And the special achievements are Empire, World, Wonder, Universe

  @id:ul-monument-other-player @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Monument.count=4
  @assumes:special_achievements.conditions.Monument.kind=top-cards-with-demand
  @rule:ul-special @rule:ul-demand
  Scenario: A player made to meld a card with a demand by another player's demand claims Monument at the end of that action
    # Compass features the crown: Alice shows 2, Bob none. Bob has no top card with a leaf to
    # give; he must meld one of Alice's top cards without a leaf, and only Archery has none. It
    # is his fourth top card with a demand, after Monotheism, Hypersonics and Globalization.
    Given a 2-player game
    And Alice's green pile is Compass
    And Alice's red pile is Archery
    And Bob's purple pile is Monotheism
    And Bob's green pile is Hypersonics
    And Bob's yellow pile is Globalization
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Compass
    Then Bob's red pile is Archery
    And Alice's red pile is nothing
    And Alice's green pile is Compass
    And Bob's achievements are Monument
    And Alice's achievements are nothing
    And the special achievements are Empire, World, Wonder, Universe
    And it is Alice's turn 9 with one action used

  @id:ul-monument-restored-from-junk @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Monument.count=4
  @assumes:special_achievements.conditions.Monument.kind=top-cards-with-demand
  @assumes:splay.unsplay_small_piles=true
  @rule:ul-special
  Scenario: Monument brought back from the junk is claimed when the action ends by the player who meets it
    # Publications features the lightbulb: Alice shows 3, Bob none. Alice's four other top cards
    # have demands, but Monument lay in the junk until her effect restores it.
    Given a 2-player game
    And Alice's blue pile is Publications
    And Alice's red pile is Archery
    And Alice's green pile is Mapmaking
    And Alice's yellow pile is Machinery
    And Alice's purple pile is City States
    And Bob's red pile is Oars
    And the special achievements are Empire, World, Wonder, Universe
    And the junk pile holds Monument
    And it is Alice's turn 15 with every action left
    When Alice performs the dogma of Publications
    Then Alice may restore up to 1 of Monument
    When Alice restores Monument
    Then Alice's achievements are Monument
    And the junk pile holds nothing
    And the special achievements are Empire, World, Wonder, Universe
    And it is Alice's turn 15 with one action used

  @id:ul-masonry-claim-wins
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=0 @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_player=-1
  @rule:ul-win-target @rule:ul-win-ways @rule:ul-special
  Scenario: Masonry claims Monument during the dogma action, and that sixth achievement wins a 2-player game
    # Masonry features the castle: Alice shows 5, Bob none. Alice melds Metalworking, so her
    # red pile holds exactly three cards when the second effect runs.
    Given a 2-player game
    And Alice's yellow pile is Masonry
    And Alice's red pile is Oars, Archery
    And Alice has Metalworking in hand
    And Alice has achievements Pottery, Calendar, Alchemy, Invention, Coal
    And Bob's blue pile is Writing
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Masonry
    Then Alice may meld up to 1 of Metalworking
    When Alice melds Metalworking
    Then Alice wins by achievements
    And Alice's red pile is Metalworking, Oars, Archery
    And Alice's achievements are Pottery, Calendar, Alchemy, Invention, Coal, Monument
    And no move is legal

  @id:ul-masonry-two-red-cards @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:victory.achievements.base=8 @assumes:victory.achievements.per_player=-1
  @rule:ul-win-target @rule:ul-special
  Scenario: Without the meld the red pile holds two cards: Masonry claims nothing and the game goes on
    Given a 2-player game
    And Alice's yellow pile is Masonry
    And Alice's red pile is Oars, Archery
    And Alice has Metalworking in hand
    And Alice has achievements Pottery, Calendar, Alchemy, Invention, Coal
    And Bob's blue pile is Writing
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Masonry
    And Alice declines
    Then the game is not over
    And Alice's red pile is Oars, Archery
    And Alice's hand is Metalworking
    And Alice's achievements are Pottery, Calendar, Alchemy, Invention, Coal
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 20 with one action used
