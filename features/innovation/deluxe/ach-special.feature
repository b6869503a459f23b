# Transcribes innovation-deluxe.pt.txt, Conquistas Especiais (Monument, Wonder; claimed at any
# moment, even in the middle of an effect or on another player's turn; once claimed, gone; the
# current player wins a tie). Also
# innovation-iello.ko.txt, 도메인 (domains): a simultaneous claim goes to the active player,
# otherwise to the nearest player on the left.
# These are the sides of the rules where the fourth edition differs (its sides are in
# ../ultimate/ach-special.feature): they hold for the first-edition, Iello, Deluxe and Board Game
# Arena variants, and for the team games whenever the position has four players.
Feature: Special achievements as the first three editions have them

  # --- Monument: six tucks, or six scores, in one turn -------------------------------------

  @id:ach-monument-six-scores
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Monument.count=6
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-monument @rule:dx-special-anytime
  Scenario: Scoring six cards in one turn claims Monument
    Given a 4-player game
    And Alice's yellow pile is Stem Cells
    And Alice has Tools, Writing, Archery, Oars, Sailing, Clothing in hand
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 15 with every action left
    When Alice performs the dogma of Stem Cells
    And Alice accepts
    Then Alice's score pile is Tools, Writing, Archery, Oars, Sailing, Clothing
    And Alice's achievements are Monument
    And the special achievements are Empire, World, Wonder, Universe
    And it is Alice's turn 15 with one action used

  @id:ach-monument-six-tucks
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Monument.count=6
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-monument
  Scenario: Tucking six cards in one turn claims Monument
    Given a 4-player game
    And Alice's purple pile is Socialism
    And Alice has Tools, Writing, Archery, Oars, Sailing, Clothing in hand
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 15 with every action left
    When Alice performs the dogma of Socialism
    And Alice accepts
    And Alice tucks Tools then Writing then Archery then Oars then Sailing then Clothing
    Then Alice's blue pile is Tools, Writing
    And Alice's red pile is Archery, Oars
    And Alice's green pile is Sailing, Clothing
    And Alice's hand is nothing
    And Alice's achievements are Monument
    And the special achievements are Empire, World, Wonder, Universe

  @id:ach-monument-five-tucks
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Monument.count=6
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-monument
  Scenario: Five tucks in a turn are not enough for Monument
    Given a 4-player game
    And Alice's purple pile is Socialism
    And Alice has Tools, Writing, Archery, Oars, Sailing in hand
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 15 with every action left
    When Alice performs the dogma of Socialism
    And Alice accepts
    And Alice tucks Tools then Writing then Archery then Oars then Sailing
    Then Alice's hand is nothing
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe

  @id:ach-monument-tucks-and-scores-apart
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-monument
  Scenario: Three tucks and three scores in a turn are counted apart, so no Monument
    Given a 4-player game
    And Alice's yellow pile is Suburbia
    And Alice's blue pile is Writing
    And Alice's red pile is Oars
    And Alice's green pile is Clothing
    And Alice has Tools, Archery, Sailing in hand
    And the age 1 pile is Pottery, Agriculture, Mysticism, Domestication
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 15 with every action left
    When Alice performs the dogma of Suburbia
    And Alice tucks Tools then Archery then Sailing
    Then Alice's blue pile is Writing, Tools
    And Alice's red pile is Oars, Archery
    And Alice's green pile is Clothing, Sailing
    And Alice's score pile is Pottery, Agriculture, Mysticism
    And the age 1 pile is Domestication
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe

  @id:ach-monument-over-two-actions
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Monument.count=6
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-monument
  Scenario: Tucks of both actions of one turn add up to Monument
    Given a 4-player game
    And Alice's purple pile is Reformation
    And Alice's yellow pile is Agriculture
    And Alice has Masonry, Domestication, Fermenting, Mysticism, Code of Laws, City States, Canal Building in hand
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 15 with every action left
    When Alice performs the dogma of Reformation
    And Alice accepts
    And Alice tucks Masonry then Domestication then Mysticism
    And Alice declines
    Then Alice's yellow pile is Agriculture, Masonry, Domestication
    And Alice's purple pile is Reformation, Mysticism
    And Alice's achievements are nothing
    And it is Alice's turn 15 with one action used
    When Alice performs the dogma of Reformation
    And Alice accepts
    And Alice tucks Code of Laws then City States then Fermenting
    And Alice declines
    Then Alice's yellow pile is Agriculture, Masonry, Domestication, Fermenting
    And Alice's purple pile is Reformation, Mysticism, Code of Laws, City States
    And Alice's hand is Canal Building
    And Alice's achievements are Monument
    And the special achievements are Empire, World, Wonder, Universe

  @id:ach-monument-not-across-turns
  @assumes:actions.per_turn=2
  @first-edition @iello @deluxe @bga-first @bga-third
  @rule:dx-monument
  Scenario: Tucks of two different turns do not add up
    Given a 2-player game
    And Alice's purple pile is Reformation
    And Alice's yellow pile is Agriculture
    And Alice has Masonry, Domestication, Fermenting, Mysticism, Code of Laws, City States, Canal Building in hand
    And Bob's red pile is Archery
    And the age 1 pile is Pottery, Sailing, Tools
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 15 with 1 action left
    When Alice performs the dogma of Reformation
    And Alice accepts
    And Alice tucks Masonry then Domestication then Mysticism
    And Alice declines
    Then it is Bob's turn 16 with 2 actions left
    When Bob draws
    And Bob draws
    Then Bob's hand is Pottery, Sailing
    And it is Alice's turn 17 with 2 actions left
    When Alice performs the dogma of Reformation
    And Alice accepts
    And Alice tucks Code of Laws then City States then Fermenting
    And Alice declines
    Then Alice's hand is Canal Building
    And Alice's purple pile is Reformation, Mysticism, Code of Laws, City States
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe

  @id:ach-monument-transfers-not-scores
  @assumes:actions.per_turn=2 @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-monument @rule:dx-transfer
  Scenario: Nine cards transferred into a score pile in one turn are not scored, so no Monument
    Given a 4-player game
    And Alice's red pile is Engineering
    And Alice's yellow pile is Masonry
    And Alice's green pile is The Wheel
    And Alice's purple pile is Mysticism
    And Bob's blue pile is Tools, Alchemy
    And Bob's red pile is Oars, Archery
    And Bob's green pile is Mapmaking
    And Bob's yellow pile is Fermenting, Machinery
    And Bob's purple pile is City States, Feudalism
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 15 with 2 actions left
    When Alice performs the dogma of Engineering
    And Alice performs the dogma of Engineering
    Then Alice's score pile is Tools, Oars, Mapmaking, Fermenting, City States, Alchemy, Archery, Machinery, Feudalism
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Bob's turn 16 with 2 actions left

  @id:ach-monument-on-another-turn
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:special_achievements.conditions.Monument.count=6
  @assumes:special_achievements.timing=immediate
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-special-anytime @rule:dx-special-once @rule:dx-monument @rule:ie-domain-immediate
  Scenario: A sharing player who scores six cards claims Monument during another player's turn, and it is gone for the launcher
    Given a 4-player game
    And Alice's yellow pile is Stem Cells
    And Alice has Tools, Writing, Archery, Oars, Sailing, Clothing in hand
    And Bob's blue pile is Pottery
    And Bob has Agriculture, Mysticism, Domestication, Metalworking, The Wheel, Masonry in hand
    And the age 10 pile is Software, Databases
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 15 with every action left
    When Alice performs the dogma of Stem Cells
    And Bob accepts
    Then Bob's achievements are Monument
    When Alice accepts
    Then Alice's score pile is Tools, Writing, Archery, Oars, Sailing, Clothing
    And Bob's score pile is Agriculture, Mysticism, Domestication, Metalworking, The Wheel, Masonry
    And Alice's achievements are nothing
    And Bob's achievements are Monument
    And Alice gets the sharing bonus
    And Alice's hand is Software
    And the special achievements are Empire, World, Wonder, Universe

  @id:ach-monument-demand-cards-no
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-monument
  Scenario: Four top cards with demands do not make a Monument in these editions
    Given a 4-player game
    And Alice's red pile is Archery
    And Alice's purple pile is City States
    And Alice's green pile is Mapmaking
    And Alice has Anatomy in hand
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 8 with every action left
    When Alice melds Anatomy
    Then Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe

  # --- Wonder: five colours, each splayed right or up ---------------------------------------

  @id:ach-wonder-right-or-up
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Wonder.directions=["right","up"]
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-wonder @rule:dx-special-anytime
  Scenario: Splaying the fifth colour right, with the others right or up, claims Wonder
    Given a 4-player game
    And Alice's blue pile is Printing Press, Writing
    And Alice's red pile is Archery, Oars splayed right
    And Alice's green pile is Sailing, Clothing splayed up
    And Alice's yellow pile is Masonry, Agriculture splayed right
    And Alice's purple pile is Mysticism, Code of Laws splayed up
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 12 with every action left
    When Alice performs the dogma of Printing Press
    And Alice splays blue
    Then Alice's blue pile is Printing Press, Writing splayed right
    And Alice's achievements are Wonder
    And the special achievements are Monument, Empire, World, Universe
    And it is Alice's turn 12 with one action used

  @id:ach-wonder-left-no
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Wonder.colors=5
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-wonder
  Scenario: A colour splayed left does not count for Wonder
    Given a 4-player game
    And Alice's purple pile is Philosophy, Mysticism
    And Alice's blue pile is Tools, Writing splayed right
    And Alice's red pile is Archery, Oars splayed right
    And Alice's green pile is Sailing, Clothing splayed up
    And Alice's yellow pile is Masonry, Agriculture splayed right
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 12 with every action left
    When Alice performs the dogma of Philosophy
    And Alice splays purple
    Then Alice's purple pile is Philosophy, Mysticism splayed left
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe

  # --- Timing: at once, even in the middle of an effect ---------------------------------------

  @id:ach-claim-mid-effect-kept
  @assumes:actions.per_turn>=2
  @assumes:special_achievements.conditions.Empire.icons=["castle","crown","leaf","lightbulb","factory","clock"]
  @assumes:special_achievements.conditions.Wonder.directions=["right","up"]
  @assumes:special_achievements.timing=immediate
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-special-anytime @rule:dx-wonder @rule:ie-domain-immediate @rule:ie-domain-count
  Scenario: Wonder is claimed the moment the fifth colour is splayed, and kept when a later effect removes a colour
    Given a 4-player game
    And Alice's red pile is Coal, Archery
    And Alice's blue pile is Tools, Writing splayed right
    And Alice's green pile is Sailing, Clothing splayed up
    And Alice's yellow pile is Masonry, Agriculture splayed right
    And Alice's purple pile is Mysticism, Code of Laws splayed up
    And the age 5 pile is Measurement, Physics
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 12 with every action left
    When Alice performs the dogma of Coal
    And Alice splays red
    Then Alice's achievements are Wonder
    When Alice scores Masonry
    Then Alice's yellow pile is nothing
    And Alice's score pile is Masonry, Agriculture
    And Alice's green pile is Sailing, Clothing, Measurement splayed up
    And Alice's red pile is Coal, Archery splayed right
    And Alice's achievements are Wonder
    And the special achievements are Monument, Empire, World, Universe
    And it is Alice's turn 12 with one action used

  # --- Ties: the current player first, then the nearest on the left -------------------------

  @id:ach-tie-current-player
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.World.count=12
  @assumes:special_achievements.tie=current-player-first
  @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-special-tie @rule:ie-domain-tie
  Scenario: When one transfer brings the current player and a demanded player to twelve clocks together, the current player takes World
    Given a 4-player game
    And Alice's purple pile is Enterprise, The Internet, A.I. splayed up
    And Alice's blue pile is Software, Bioengineering, Computers splayed up
    And Alice's red pile is Robotics, Miniaturization splayed up
    And Bob's green pile is Bicycle, Satellites
    And Bob's blue pile is Quantum Theory
    And Bob's red pile is Fission, Mobility splayed up
    And Bob's purple pile is Railroad
    And the age 4 pile is Anatomy, Perspective
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 21 with every action left
    When Alice performs the dogma of Enterprise
    Then Alice's green pile is Bicycle
    And Bob's green pile is Satellites
    And Alice shows 12 clock
    And Bob shows 12 clock
    And Alice's achievements are World
    And Bob's achievements are nothing
    And Bob's yellow pile is Anatomy
    And the special achievements are Monument, Empire, Wonder, Universe

  @id:ach-tie-nearest-left-of-current
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:special_achievements.conditions.Universe.count=5
  @assumes:special_achievements.conditions.World.count=12 @assumes:special_achievements.timing=immediate
  @assumes:splay.revealed.right=["top_left","bottom_left"]
  @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-domain-tie @rule:dx-special-anytime
  Scenario: When two players other than the current one qualify at once, the one nearest the current player's left takes World
    Given a 4-player game
    And Bob's red pile is Road Building
    And Bob has nothing in hand
    And Alice's red pile is Flight, Fission
    And Alice's blue pile is Quantum Theory, Rocketry, Software splayed right
    And Alice's purple pile is Railroad
    And Alice's yellow pile is Masonry
    And Alice has Domestication, Agriculture in hand
    And Carol's green pile is Databases, Satellites splayed up
    And Carol's purple pile is The Internet, Lighting splayed up
    And Carol's blue pile is Bioengineering
    And the age 2 pile is Calendar, Philosophy
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Bob's turn 18 with every action left
    When Bob performs the dogma of Road Building
    And Alice melds Domestication then Agriculture
    And Alice chooses Carol
    Then Carol's red pile is Flight
    And Carol's achievements are World
    And Alice's achievements are nothing
    And Alice's red pile is Fission
    And Alice's green pile is Databases
    And Alice's yellow pile is Agriculture, Domestication, Masonry
    And Bob gets the sharing bonus
    And Bob's hand is Calendar
    And the special achievements are Monument, Empire, Wonder, Universe
    And it is Bob's turn 18 with one action used

  # --- Reaching the target mid-effect ends the game at once --------------------------------

  @id:ach-target-reached-mid-effect
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=0
  @assumes:special_achievements.conditions.Empire.icons=["castle","crown","leaf","lightbulb","factory","clock"]
  @assumes:special_achievements.conditions.Wonder.colors=5
  @assumes:special_achievements.conditions.Wonder.directions=["right","up"]
  @assumes:special_achievements.timing=immediate @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_player=-1 @assumes:victory.target_check=immediate
  @first-edition @iello @deluxe @bga-first @bga-third
  @rule:dx-win-achievements @rule:ie-win-dominations @rule:bga-end-domination
  Scenario: A special achievement that is the sixth ends a 2-player game at once, before the card's next effect
    Given a 2-player game
    And Alice's red pile is Coal, Archery
    And Alice's blue pile is Tools, Writing splayed right
    And Alice's green pile is Sailing, Clothing splayed up
    And Alice's yellow pile is Masonry, Agriculture splayed right
    And Alice's purple pile is Mysticism, Code of Laws splayed up
    And Alice has achievements Mathematics, Compass, Perspective, Banking, Canning
    And the age 5 pile is Measurement, Physics
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 12 with every action left
    When Alice performs the dogma of Coal
    And Alice splays red
    Then Alice wins by achievements
    And Alice's achievements are Mathematics, Compass, Perspective, Banking, Canning, Wonder
    And Alice's yellow pile is Masonry, Agriculture splayed right
    And Alice's score pile is nothing

  @id:ach-team-target-reached-mid-effect
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=0
  @assumes:special_achievements.conditions.Empire.icons=["castle","crown","leaf","lightbulb","factory","clock"]
  @assumes:special_achievements.conditions.Wonder.colors=5
  @assumes:special_achievements.conditions.Wonder.directions=["right","up"]
  @assumes:special_achievements.timing=immediate @assumes:teams.achievements.base=6
  @assumes:teams.achievements.per_player=0 @assumes:teams.enabled=true @assumes:victory.target_check=immediate
  @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:bga-end-domination-teams
  Scenario: A special achievement that brings the team to six ends the game at once, before the card's next effect
    Given a 4-player game
    And Alice's red pile is Coal, Archery
    And Alice's blue pile is Tools, Writing splayed right
    And Alice's green pile is Sailing, Clothing splayed up
    And Alice's yellow pile is Masonry, Agriculture splayed right
    And Alice's purple pile is Mysticism, Code of Laws splayed up
    And Alice has achievements Mathematics, Compass, Perspective
    And Carol has achievements Banking, Canning
    And the age 5 pile is Measurement, Physics
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 12 with every action left
    When Alice performs the dogma of Coal
    And Alice splays red
    Then Alice and Carol win by achievements
    And Alice's yellow pile is Masonry, Agriculture splayed right
    And Alice's score pile is nothing
