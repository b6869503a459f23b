# Transcribes the end of the game and victory:
# innovation-deluxe.pt.txt, Ações Principais, Comprar (drawing past age 10), Vitória por Conquistas
# and the opening of Vitória por Pontuação (the rest of that section is cut off);
# innovation-iello.ko.txt, 게임 종료 (game end: domination, influence, dogma) and 렉시콘, 승리 도그마;
# innovation-ultimate.es.txt, victory and game end (achievement targets);
# innovation-bga-gamehelp.fr.txt, Fin du jeu (PAR DOMINATION, AU SCORE, PAR DOGME).
# Team games are in bga/game-teams.feature; Ultimate's eleventh age and its tie rules are in
# ultimate/game-end-ultimate.feature; the full score tie is a pair (iello/ and deluxe/).
Feature: The end of the game

  # -- achievements ---------------------------------------------------------------------------

  @id:game-end-two-players-six
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=0 @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_player=-1
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third
  @rule:dx-win-achievements @rule:ie-win-dominations @rule:bga-end-domination @rule:ul-win-target
  @rule:ul-win-ways
  Scenario: With two players the sixth achievement wins at once, the fifth does not
    Given a 2-player game
    And Alice has achievements Compass, Invention, Physics, Canning
    And Bob has achievements Alchemy, Gunpowder, Coal, Vaccination, Lighting
    And the standard achievements are Sailing, Calendar
    And Alice's green pile is Mapmaking
    And Alice has Navigation, Perspective, Statistics in the score pile
    And it is Alice's turn 12 with every action left
    When Alice achieves age 1
    Then Alice's achievements are Compass, Invention, Physics, Canning, Sailing
    And the game is not over
    When Alice achieves age 2
    Then Alice wins by achievements
    And no move is legal

  @id:game-end-three-players-five
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn>=2 @assumes:setup.expansions=0
  @assumes:victory.achievements.base=8 @assumes:victory.achievements.per_player=-1
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third
  @rule:dx-win-achievements @rule:ie-win-dominations @rule:bga-end-domination @rule:ul-win-target
  Scenario: With three players five achievements win
    Given a 3-player game
    And Alice has achievements Compass, Invention, Physics, Canning
    And Bob has achievements Alchemy, Gunpowder
    And Carol has achievements Coal
    And the standard achievements are Sailing, Calendar
    And Alice's green pile is Mapmaking
    And Alice has Navigation, Tools in the score pile
    And it is Alice's turn 12 with every action left
    When Alice achieves age 1
    Then Alice's achievements are Compass, Invention, Physics, Canning, Sailing
    And Alice wins by achievements

  @id:game-end-four-players-four
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn>=2 @assumes:setup.expansions=0
  @assumes:victory.achievements.base=8 @assumes:victory.achievements.minimum=null|4|3
  @assumes:victory.achievements.per_player=-1
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third
  @rule:dx-win-achievements @rule:dx-win-minimum @rule:ie-win-dominations @rule:bga-end-domination
  @rule:ul-win-target
  Scenario: With four players four achievements win (the minimum the rulebooks allow)
    Given a 4-player game
    And Alice has achievements Compass, Invention, Physics
    And Bob has achievements Alchemy, Gunpowder, Coal
    And the standard achievements are Sailing, Calendar
    And Alice's green pile is Mapmaking
    And Alice has Navigation, Tools in the score pile
    And it is Alice's turn 12 with every action left
    When Alice achieves age 1
    Then Alice wins by achievements

  @id:game-end-target-inside-dogma
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=0 @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_player=-1
  @first-edition @iello @deluxe @bga-first @bga-third
  @rule:bga-end-domination @rule:ie-win-dominations
  Scenario: Reaching the target ends the game at once, even while a sharing player executes an effect
    Given a 2-player game
    And Alice's blue pile is Translation
    And Alice has achievements Code of Laws, Currency, Medicine, Anatomy, Societies
    And Bob's green pile is Sailing
    And Bob's purple pile is City States
    And Bob has achievements Fermenting, Alchemy, Gunpowder, Coal, Vaccination
    And it is Alice's turn 14 with every action left
    # Bob shows four crowns to Alice's three: he shares Translation, and each of his top cards has a crown
    When Alice performs the dogma of Translation
    Then Bob wins by achievements
    And Bob's achievements are Fermenting, Alchemy, Gunpowder, Coal, Vaccination, World
    And Alice's achievements are Code of Laws, Currency, Medicine, Anatomy, Societies
    And the special achievements are Monument, Empire, Wonder, Universe

  @id:game-end-target-reached-together
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=0
  @assumes:special_achievements.conditions.Empire.count=3
  @assumes:special_achievements.conditions.Universe.min_value=8 @assumes:special_achievements.timing=immediate
  @assumes:victory.achievements.base=8 @assumes:victory.achievements.per_player=-1
  @assumes:victory.simultaneous_target=all-win
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Two players reaching the target by the same move both win (the variants' choice: no rulebook of these editions settles it)
    Given a 2-player game
    And Alice's green pile is Banking, Sailing splayed right
    And Alice's yellow pile is Masonry, Agriculture splayed up
    And Alice's blue pile is Bioengineering, Tools splayed up
    And Alice's purple pile is Lighting
    And Alice has achievements Clothing, Calendar, Compass, Invention, Physics
    And Bob's blue pile is Rocketry
    And Bob's red pile is Coal, Fission
    And Bob's green pile is Mass Media
    And Bob's yellow pile is Antibiotics
    And Bob's purple pile is Socialism
    And Bob has achievements Monument, Wonder, Mapmaking, Optics, Navigation
    And it is Alice's turn 20 with every action left
    # Bob shows no crown: Banking's demand makes him transfer Coal, his only top non-green card with a
    # factory. Alice then shows three or more of every icon (Empire) and Bob's top cards are all of
    # value 8 or more (Universe): both reach six achievements with the same card move.
    When Alice performs the dogma of Banking
    Then Alice and Bob win by achievements
    And Alice's achievements are Clothing, Calendar, Compass, Invention, Physics, Empire
    And Bob's achievements are Monument, Wonder, Mapmaking, Optics, Navigation, Universe
    And Alice's red pile is Coal
    And Bob's red pile is Fission

  @id:game-end-target-reached-together-most-wins @assumes:actions.per_turn>=2
  @assumes:special_achievements.conditions.Empire.count=3
  @assumes:special_achievements.conditions.Universe.min_value=8
  @assumes:special_achievements.conditions.World.count=12 @assumes:special_achievements.timing=immediate
  @assumes:victory.achievements.per_player=-1 @assumes:victory.target_check=immediate
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: When one move takes two players past the target, only the one with the most achievements wins
    Given a 2-player game
    And Alice's green pile is Banking, Sailing splayed right
    And Alice's yellow pile is Masonry, Agriculture splayed up
    And Alice's blue pile is Bioengineering, Tools splayed up
    And Alice's purple pile is Lighting
    And Alice has achievements Clothing, Calendar, Compass, Invention, Physics
    And Bob's blue pile is Software
    And Bob's red pile is Coal, Fission
    And Bob's green pile is Databases
    And Bob's yellow pile is Antibiotics
    And Bob's purple pile is The Internet, A.I. splayed up
    And Bob has achievements Monument, Wonder, Mapmaking, Optics, Navigation
    And it is Alice's turn 20 with 2 actions left
    # Both hold five achievements, one short of the target. Bob shows no crown (Alice 4): Banking's
    # demand makes him transfer Coal, his only top non-green card with a factory. Alice then shows
    # three or more of every icon (Empire: six). Fission comes to the top of Bob's red pile: his
    # clocks go from 9 to exactly 12 (Software 3, Fission 3, Databases 3, The Internet 2, A.I.
    # splayed up 1: World) and all five of his top cards are of value 8 or more (Universe): seven.
    # The game ends before Bob would draw and score a 5.
    Then Bob shows 9 clock
    When Alice performs the dogma of Banking
    Then Bob wins by achievements
    And Alice's achievements are Clothing, Calendar, Compass, Invention, Physics, Empire
    And Bob's achievements are Monument, Wonder, Mapmaking, Optics, Navigation, World, Universe
    And Bob shows 12 clock
    And the special achievements are nothing
    And Alice's red pile is Coal
    And Bob's red pile is Fission
    And Bob's hand is nothing
    And Bob's score pile is nothing

  # -- drawing past the last age: score victory ------------------------------------------------

  @id:game-end-draw-past-ten
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  @rule:dx-draw-end @rule:dx-win-score @rule:ie-win-influence-end @rule:ie-win-influence @rule:bga-end-score
  Scenario: Having to draw past age 10 ends the game; the highest score wins, whoever drew
    Given a 2-player game
    And Alice's blue pile is Software
    And Alice has Calendar, Optics in the score pile
    And Bob has Coal, Rocketry in the score pile
    And Bob has achievements Pottery
    And the age 10 pile is nothing
    And it is Alice's turn 30 with every action left
    When Alice draws
    Then Bob wins by score
    And Alice's hand is nothing
    And no move is legal

  @id:game-end-draw-skips-to-the-end
  @assumes:actions.skip_empty_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  @rule:dx-draw-end @rule:dx-draw-empty @rule:ie-win-influence-end @rule:bga-end-score
  Scenario: Skipping empty ages past age 10 ends the game
    Given a 2-player game
    And Bob's red pile is Flight
    And Bob's blue pile is Writing
    And Bob has Databases in the score pile
    And Alice has Fission in the score pile
    And ages 8 to 10 are empty
    And the age 7 pile is Lighting
    And it is Bob's turn 31 with 1 action left
    When Bob draws
    Then Bob wins by score
    And Bob's hand is nothing
    And the age 7 pile is Lighting

  @id:game-end-draw-past-ten-in-effect
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  @rule:dx-draw-end @rule:ie-win-influence-end @rule:bga-end-score @rule:bga-draw-effects
  Scenario: A draw past age 10 inside an effect ends the game at once, in the middle of the effect
    Given a 2-player game
    And Alice's green pile is The Wheel
    And Alice has Mathematics, Optics in the score pile
    And Bob's blue pile is Pottery
    And Bob has Agriculture, Compass in the score pile
    And the age 1 pile is Tools
    And ages 2 to 10 are empty
    And it is Alice's turn 30 with every action left
    # The Wheel: draw a 1, twice. The first draw takes Tools; the second finds every age empty.
    When Alice performs the dogma of The Wheel
    Then Alice wins by score
    And Alice's hand is Tools
    And the age 1 pile is nothing

  @id:game-end-score-tie-achievements
  @assumes:victory.score_tiebreak=["achievements"]
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  @rule:ie-win-influence @rule:bga-end-score-tie
  Scenario: A tie for the highest score goes to the tied player with the most achievements
    Given a 3-player game
    And Carol's purple pile is The Internet
    And Alice has Software, Calendar in the score pile
    And Alice has achievements Pottery
    And Bob has Robotics, Mathematics in the score pile
    And Bob has achievements Fermenting, Optics
    And Carol has Coal, Canning in the score pile
    And Carol has achievements Monument, Empire, World
    And the age 10 pile is nothing
    And it is Carol's turn 40 with every action left
    # Alice and Bob have 12 points each; Carol, with more achievements, has only 11 points
    When Carol draws
    Then Bob wins by score

  # -- dogma victories ---------------------------------------------------------------------------

  @id:game-end-dogma-win
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  @rule:ie-win-dogma
  Scenario: A card whose condition you meet wins you the game at once
    Given a 2-player game
    And Alice's green pile is Self Service
    And Alice has achievements Pottery, Calendar, Compass
    And Bob's red pile is Archery
    And Bob has achievements Optics, Gunpowder
    And it is Alice's turn 22 with every action left
    When Alice performs the dogma of Self Service
    Then Alice wins by dogma

  @id:game-end-dogma-win-by-sharer
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  @rule:ie-win-dogma
  Scenario: A sharing player who meets a winning condition wins before the launcher's turn to execute
    Given a 2-player game
    And Alice's green pile is Self Service
    And Alice has achievements Pottery
    And Bob's green pile is Navigation
    And Bob has achievements Optics, Gunpowder
    And it is Alice's turn 22 with every action left
    # Bob shows three crowns, as many as Alice: he shares, and has more achievements than Alice
    When Alice performs the dogma of Self Service
    Then Bob wins by dogma

  @id:game-end-dogma-win-needs-one-player
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11
  @first-edition @iello @deluxe @bga-first @bga-third
  @rule:ie-win-dogma-none @rule:bga-end-dogma
  Scenario: The rulebook example: A.I. wins nothing when several players share the lowest score
    Given a 3-player game
    And Alice's purple pile is A.I.
    And Alice's blue pile is Software
    And Bob's red pile is Robotics
    And Carol's yellow pile is Agriculture
    And the age 10 pile is Databases, Stem Cells
    And it is Alice's turn 25 with every action left
    # Robotics and Software are top cards; Alice scores a 10, Bob and Carol both have 0 points
    When Alice performs the dogma of A.I.
    Then Alice's score pile is Databases
    And the game is not over
    And it is Alice's turn 25 with one action used

  @id:game-end-dogma-tie-four-players
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11
  @first-edition @iello @deluxe @bga-first @bga-third
  @rule:bga-end-dogma
  Scenario: Without teams, two players tied for a winning condition let the game go on
    Given a 4-player game
    And Alice's purple pile is A.I.
    And Alice's blue pile is Software
    And Bob's red pile is Robotics
    And Carol's yellow pile is Agriculture
    And Carol has Pottery in the score pile
    And the age 10 pile is Databases, Stem Cells
    And it is Alice's turn 25 with every action left
    # Bob and Dave share the lowest score, 0
    When Alice performs the dogma of A.I.
    Then Alice's score pile is Databases
    And the game is not over
