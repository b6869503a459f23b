# Transcribes innovation-ultimate.es.txt: the opening summary (the game ends when a player tries to
# draw age 12 or higher; the ways to win), victory (8 minus the players, at least 3; the score is
# the total age of the score pile), game end (score tie-breaks: most achievements, then a draw),
# empty decks, and several winners (most achievements, then the tied player nearest the current
# player's left). The two ties at the target come about in one dogma action (Corporations,
# Compass: engine/data/cards/base-ultimate.json), since no position may meet a special
# achievement before its first move; the other scenarios need no card effect.
@ultimate
Feature: The end of a game of Innovation Ultimate

  @id:game-ul-draw-age-eleven @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:ages.game_end_draw=12
  @rule:ul-end-draw @rule:ul-draw-empty
  Scenario: With age 10 empty a draw takes an 11: the game does not end past age 10
    Given a 2-player game
    And Alice's blue pile is Software
    And Alice has nothing in hand
    And the age 10 pile is nothing
    And the age 11 pile is Fusion, Escapism
    And it is Alice's turn 30 with every action left
    When Alice draws
    Then Alice's hand is Fusion
    And the age 11 pile is Escapism
    And the game is not over
    And it is Alice's turn 30 with one action used

  @id:game-ul-draw-past-eleven @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @rule:ul-end-draw @rule:ul-draw-empty @rule:ul-score-victory @rule:ul-score-points @rule:ul-win-ways
  Scenario: Having to draw an age 12 ends the game; the highest total of ages wins, not the most cards
    Given a 2-player game
    And Alice's red pile is Fusion
    And Alice has Escapism in the score pile
    And Bob has Optics, Compass, Paper in the score pile
    And the age 11 pile is nothing
    And it is Alice's turn 33 with every action left
    When Alice draws
    Then Alice wins by score
    And Alice's hand is nothing
    And no move is legal

  @id:game-ul-draw-skips-to-the-end @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @rule:ul-draw-empty @rule:ul-end-draw
  Scenario: Skipping empty ages past age 11 ends the game
    Given a 2-player game
    And Bob's green pile is Satellites
    And Bob has Climatology in the score pile
    And Alice has Databases in the score pile
    And ages 9 to 11 are empty
    And it is Bob's turn 31 with every action left
    When Bob draws
    Then Bob wins by score

  @id:game-ul-score-tie-achievements @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:victory.score_tiebreak=["achievements"]
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @rule:ul-score-victory
  Scenario: A tie for the highest score goes to the tied player with the most achievements
    Given a 3-player game
    And Carol's red pile is Fusion
    And Alice has Hypersonics, Software in the score pile
    And Alice has achievements Pottery
    And Bob has Reclamation, Robotics in the score pile
    And Bob has achievements Fermenting, Optics
    And Carol has Solar Sailing, Coal in the score pile
    And Carol has achievements Chemistry, Canning, Lighting
    And the age 11 pile is nothing
    And it is Carol's turn 40 with every action left
    # Alice and Bob have 21 points each; Carol, with more achievements, has 16 points
    When Carol draws
    Then Bob wins by score

  @id:game-ul-score-full-tie-draw @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:victory.score_full_tie=draw
  @rule:ul-score-victory
  Scenario: Equal scores and equal achievements make the game a draw
    Given a 2-player game
    And Alice's red pile is Fusion
    And Alice has Hypersonics, Software in the score pile
    And Alice has achievements Pottery, Calendar
    And Bob has Reclamation, Robotics in the score pile
    And Bob has achievements Fermenting, Optics
    And the age 11 pile is nothing
    And it is Alice's turn 40 with every action left
    When Alice draws
    Then the game ends in a draw
    And no move is legal

  @id:game-ul-target-five-players
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn>=2 @assumes:setup.expansions=0
  @assumes:victory.achievements.base=8 @assumes:victory.achievements.minimum=3
  @assumes:victory.achievements.per_player=-1
  @rule:ul-win-target
  Scenario: With five players three achievements win (8 minus 5, the minimum of 3)
    Given a 5-player game
    And Alice has achievements Compass, Invention
    And Bob has achievements Alchemy
    And the standard achievements are Sailing, Calendar
    And Alice's green pile is Mapmaking
    And Alice has Navigation, Tools in the score pile
    And it is Alice's turn 12 with every action left
    When Alice achieves age 1
    Then Alice wins by achievements

  @id:game-ul-target-five-players-two-short @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn>=2
  @rule:ul-win-target
  Scenario: With five players two achievements are not enough
    Given a 5-player game
    And Alice has achievements Compass
    And the standard achievements are Sailing, Calendar
    And Alice's green pile is Mapmaking
    And Alice has Navigation, Tools in the score pile
    And it is Alice's turn 12 with every action left
    When Alice achieves age 1
    Then Alice's achievements are Compass, Sailing
    And the game is not over

  @id:game-ul-target-tie-most @ultimate-figures
  @assumes:setup.expansions=0|1 @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_expansion=1
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @assumes:special_achievements.conditions.Monument.count=4
  @assumes:special_achievements.conditions.Monument.kind=top-cards-with-demand
  @assumes:special_achievements.conditions.Universe.count=5
  @assumes:special_achievements.conditions.Universe.min_value=8
  @assumes:special_achievements.conditions.World.count=12
  @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  @assumes:victory.achievements.per_player=-1
  @assumes:victory.simultaneous_target=most-then-left-of-current-first
  @assumes:victory.target_check=end-of-action
  @rule:ul-target-tie
  Scenario: When both players reach the target in one action, the one with more achievements wins, even the current player
    # Six achievements win with two players; each player holds 5 and nobody meets a special
    # achievement before the move (Alice: 3 top cards with a demand, a 6 on top of red; Bob: 9
    # clocks). Corporations features the factory: Alice shows 5 (Corporations 2,
    # Industrialization 2, Skyscrapers 1), Bob 2 (Chemistry): Bob is affected. He gives
    # Chemistry, his only top non-green card with a factory, and melds Quantum Theory into his
    # empty blue pile: 12 clocks (Quantum Theory, Databases, Satellites through the up splay,
    # Fission: 3 each), World; his four top cards of value 8 or more (no purple pile) are not a
    # Universe. Alice then melds Mobility onto Industrialization: four top cards with a demand
    # (Mobility, Corporations, Skyscrapers, Services), Monument, and five top cards of value 8 or
    # more, Universe. As the action ends Bob has 6 and Alice 7: Alice wins, though Bob is first
    # to the current player's left.
    Given a 2-player game
    And Alice's blue pile is Rocketry
    And Alice's red pile is Industrialization
    And Alice's green pile is Corporations
    And Alice's yellow pile is Skyscrapers
    And Alice's purple pile is Services
    And Alice has achievements Compass, Invention, Physics, Canning, Lighting
    And Bob's blue pile is Chemistry
    And Bob's red pile is Fission
    And Bob's green pile is Databases, Satellites splayed up
    And Bob's yellow pile is Antibiotics
    And Bob has achievements Alchemy, Gunpowder, Coal, Vaccination, Refrigeration
    And the age 8 pile is Quantum Theory, Mobility
    And the standard achievements are Sailing, Calendar
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 20 with every action left
    Then Alice shows 5 factory
    And Bob shows 2 factory
    And Bob shows 9 clock
    When Alice performs the dogma of Corporations
    Then Alice wins by achievements
    And Alice's achievements are Compass, Invention, Physics, Canning, Lighting, Monument, Universe
    And Bob's achievements are Alchemy, Gunpowder, Coal, Vaccination, Refrigeration, World
    And the special achievements are Empire, Wonder
    And Alice's red pile is Mobility, Industrialization
    And Alice's score pile is Chemistry
    And Alice's hand is nothing
    And Bob's blue pile is Quantum Theory
    And Bob's red pile is Fission
    And Bob's green pile is Databases, Satellites splayed up
    And Bob's yellow pile is Antibiotics
    And Bob's hand is nothing
    And Bob shows 12 clock
    And the age 8 pile is nothing

  @id:game-ul-target-tie-left-of-current
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=0
  @assumes:special_achievements.conditions.Monument.count=4
  @assumes:special_achievements.conditions.Monument.kind=top-cards-with-demand
  @assumes:special_achievements.conditions.Universe.min_value=8 @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_player=-1
  @assumes:victory.simultaneous_target=most-then-left-of-current-first
  @assumes:victory.target_check=end-of-action
  @rule:ul-target-tie
  Scenario: A tie at the target goes to the tied player nearest the current player's left, the current player last
    # Five achievements win with three players: Alice and Carol hold 4 each, Bob 1, and nobody
    # meets a special achievement before the move (Alice: 3 top cards with a demand, Compass,
    # Anatomy and Climatology; Carol: no red pile). Compass features the crown: Alice shows 4
    # (Compass 2, Flight 2), Bob 4 (Optics 3, Writing 1: as many, not affected), Carol 2
    # (Skyscrapers: affected). Carol gives Feudalism, her only top non-green card with a leaf,
    # which starts Alice's purple pile (a fourth top card with a demand: Monument) and uncovers
    # Empiricism; she then melds Flight, Alice's only top card without a leaf, into her empty red
    # pile (five top cards of value 8 or more: Universe). Both reach 5 as the action ends;
    # clockwise from Alice's left Carol comes before Alice.
    Given a 3-player game
    And Alice's blue pile is Climatology
    And Alice's red pile is Flight
    And Alice's green pile is Compass
    And Alice's yellow pile is Anatomy
    And Alice has achievements Tools, Invention, Physics, Canning
    And Bob's red pile is Optics
    And Bob's blue pile is Writing
    And Bob has achievements Clothing
    And Carol's blue pile is Rocketry
    And Carol's green pile is Mass Media
    And Carol's yellow pile is Skyscrapers
    And Carol's purple pile is Feudalism, Empiricism
    And Carol has achievements Alchemy, Gunpowder, Coal, Vaccination
    And the standard achievements are Sailing, Calendar
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 20 with every action left
    Then Alice shows 4 crown
    And Bob shows 4 crown
    And Carol shows 2 crown
    When Alice performs the dogma of Compass
    Then Carol wins by achievements
    And Alice's achievements are Tools, Invention, Physics, Canning, Monument
    And Carol's achievements are Alchemy, Gunpowder, Coal, Vaccination, Universe
    And Bob's achievements are Clothing
    And the special achievements are Empire, World, Wonder
    And Alice's purple pile is Feudalism
    And Alice's red pile is nothing
    And Carol's purple pile is Empiricism
    And Carol's red pile is Flight
    And Bob's red pile is Optics
    And Bob's blue pile is Writing

  @id:game-ul-minimum-three @needs:resolved_variant @ultimate-figures @ultimate-echoes
  @assumes:setup.expansions=0|1 @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_expansion=1
  @assumes:actions.per_turn>=2 @assumes:victory.achievements.minimum=3
  @assumes:victory.achievements.per_player=-1
  @rule:ul-win-target
  Scenario: A house variant for six players still needs three achievements, not two
    Given a house variant of it seats up to 6 players
    And a 6-player game
    And Alice has achievements Compass
    And the standard achievements are Sailing, Calendar
    And Alice's green pile is Mapmaking
    And Alice has Navigation, Perspective, Statistics in the score pile
    And it is Alice's turn 12 with every action left
    When Alice achieves age 1
    Then Alice's achievements are Compass, Sailing
    And the game is not over
    When Alice achieves age 2
    Then Alice wins by achievements

  @id:game-ul-expansion-raises-target @needs:resolved_variant @ultimate-figures @ultimate-echoes
  @assumes:victory.achievements.per_expansion=1
  @assumes:actions.per_turn>=2 @assumes:victory.achievements.base=8 @assumes:victory.achievements.per_player=-1
  @rule:ul-win-target
  Scenario: With one expansion counted, three players need six achievements
    Given a house variant of it counts 1 expansion
    And a 3-player game
    And Alice has achievements Compass, Invention, Physics, Canning
    And the standard achievements are Sailing, Calendar
    And Alice's green pile is Mapmaking
    And Alice has Navigation, Perspective, Statistics in the score pile
    And it is Alice's turn 12 with every action left
    When Alice achieves age 1
    Then Alice's achievements are Compass, Invention, Physics, Canning, Sailing
    And the game is not over
    When Alice achieves age 2
    Then Alice wins by achievements
