# Transcribes innovation-bga-gamehelp.fr.txt, Fin du jeu: PAR DOMINATION (the team variant: six
# dominations combined by the partners), AU SCORE (partners add their scores, and their
# achievements to break a tie; the tied sides all win) and PAR DOGME (several eligible players end
# nothing, except partners). Partners sit in seats 0 and 2 (Alice and Carol) and 1 and 3 (Bob and
# Dave). The Deluxe team game (deluxe-teams) follows the same team rules from the English
# third-edition rulebook, except that its full tie is a draw (deluxe/game-end-deluxe.feature).
Feature: The team game: targets, scores and dogma wins

  @id:game-team-four-not-enough @deluxe-teams @bga-first-teams @bga-third-teams
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn>=2
  @assumes:teams.achievements.per_player=0 @assumes:teams.enabled=true
  @rule:bga-end-domination-teams
  Scenario: In the team game a fourth achievement does not win: the target is six for the team
    Given a 4-player game
    And Alice has achievements Compass, Invention, Physics
    And Bob has achievements Alchemy, Gunpowder, Coal
    And the standard achievements are Sailing, Calendar
    And Alice's green pile is Mapmaking
    And Alice has Navigation, Tools in the score pile
    And it is Alice's turn 12 with every action left
    When Alice achieves age 1
    Then Alice's achievements are Compass, Invention, Physics, Sailing
    And the game is not over
    And it is Alice's turn 12 with one action used

  @id:game-team-six-combined @deluxe-teams @bga-first-teams @bga-third-teams
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn>=2 @assumes:setup.expansions=0
  @assumes:teams.achievements.base=6 @assumes:teams.achievements.per_player=0 @assumes:teams.enabled=true
  @rule:bga-end-domination-teams
  Scenario: Partners' achievements add up: the team's sixth wins for both partners
    Given a 4-player game
    And Alice has achievements Compass, Invention, Physics
    And Carol has achievements Monument, Empire
    And Bob has achievements Alchemy, Gunpowder, Coal, Canning
    And the standard achievements are Sailing, Calendar
    And Alice's green pile is Mapmaking
    And Alice has Navigation, Tools in the score pile
    And it is Alice's turn 12 with every action left
    When Alice achieves age 1
    Then Alice and Carol win by achievements

  @id:game-team-score-combined @deluxe-teams @bga-first-teams @bga-third-teams
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:teams.combined_score=true
  @assumes:teams.enabled=true
  @rule:bga-end-score-teams @rule:bga-end-score
  Scenario: At the end by drawing past age 10 partners add their scores
    Given a 4-player game
    And Alice's blue pile is Software
    And Alice has Coal in the score pile
    And Carol has Genetics in the score pile
    And Bob has Databases, Calendar, Tools in the score pile
    And the age 10 pile is nothing
    And it is Alice's turn 30 with every action left
    # Bob alone has the most points (13), but Alice and Carol together have 14 to Bob and Dave's 13
    When Alice draws
    Then Alice and Carol win by score

  @id:game-team-score-tie-achievements @deluxe-teams @bga-first-teams @bga-third-teams
  @assumes:victory.score_tiebreak=["achievements"]
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:teams.enabled=true
  @rule:bga-end-score-teams
  Scenario: A tie of team scores goes to the team with the most achievements together
    Given a 4-player game
    And Alice's blue pile is Software
    And Alice has Coal in the score pile
    And Carol has Genetics in the score pile
    And Bob has Databases, Mathematics, Tools in the score pile
    And Dave has Clothing in the score pile
    And Alice has achievements Pottery
    And Carol has achievements Calendar
    And Bob has achievements Optics, Anatomy, Physics
    And the age 10 pile is nothing
    And it is Alice's turn 30 with every action left
    # 14 points each side; Bob and Dave hold three achievements, Alice and Carol two
    When Alice draws
    Then Bob and Dave win by score

  @id:game-team-score-full-tie-shared @bga-first-teams @bga-third-teams
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:teams.combined_score=true
  @assumes:teams.enabled=true @assumes:victory.score_full_tie=shared
  @rule:bga-end-score-teams @rule:bga-end-score-tie
  Scenario: Teams tied on combined score and combined achievements all win
    Given a 4-player game
    And Alice's blue pile is Software
    And Alice has Databases in the score pile
    And Carol has Calendar in the score pile
    And Alice has achievements Pottery
    And Carol has achievements Mathematics
    And Bob has Robotics, Philosophy in the score pile
    And Dave has achievements Fermenting, Optics
    And the age 10 pile is nothing
    And it is Alice's turn 40 with every action left
    When Alice draws
    Then Alice, Bob, Carol and Dave win by score

  @id:game-team-dogma-win @deluxe-teams @bga-first-teams @bga-third-teams
  @assumes:actions.per_turn>=2 @assumes:teams.enabled=true @assumes:teams.shared_dogma_win=true
  @rule:bga-end-dogma
  Scenario: A dogma win is the whole team's win
    Given a 4-player game
    And Alice's green pile is Self Service
    And Alice has achievements Pottery, Calendar, Compass
    And Carol has achievements Optics
    And Bob's red pile is Archery
    And Bob has achievements Gunpowder, Coal
    And it is Alice's turn 22 with every action left
    When Alice performs the dogma of Self Service
    Then Alice and Carol win by dogma

  @id:game-team-dogma-tie-partners @deluxe-teams @bga-first-teams @bga-third-teams
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11 @assumes:teams.enabled=true
  @rule:bga-end-dogma
  Scenario: Partners sharing a winning condition win together; only opponents in a tie stop a dogma win
    Given a 4-player game
    And Alice's purple pile is A.I.
    And Alice's blue pile is Software
    And Bob's red pile is Robotics
    And Carol's yellow pile is Agriculture
    And Carol has Pottery in the score pile
    And the age 10 pile is Databases, Stem Cells
    And it is Alice's turn 25 with every action left
    # Bob and Dave, partners, share the lowest score, 0
    When Alice performs the dogma of A.I.
    Then Alice's score pile is Databases
    And Bob and Dave win by dogma

  @id:game-team-needs-four-players @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:bga-teams-players
  Scenario: The team game cannot be set up for two players
    Given a 2-player game
    Then the setup is refused as bad_request

  @id:game-teams-target-reached-together
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=0
  @assumes:special_achievements.conditions.Empire.count=3
  @assumes:special_achievements.conditions.Universe.min_value=8 @assumes:special_achievements.timing=immediate
  @assumes:teams.achievements.base=6 @assumes:teams.achievements.per_player=0 @assumes:teams.enabled=true
  @assumes:victory.simultaneous_target=all-win
  @deluxe-teams @bga-first-teams @bga-third-teams
  Scenario: Two teams reaching the target by the same move both win (the variants' choice: no rulebook settles it)
    Given a 4-player game
    And Alice's green pile is Banking, Sailing splayed right
    And Alice's yellow pile is Masonry, Agriculture splayed up
    And Alice's blue pile is Bioengineering, Tools splayed up
    And Alice's purple pile is Lighting
    And Alice has achievements Clothing, Calendar, Compass
    And Carol's red pile is Metalworking
    And Carol has achievements Invention, Physics
    And Bob's blue pile is Rocketry
    And Bob's red pile is Coal, Fission
    And Bob's green pile is Mass Media
    And Bob's yellow pile is Antibiotics
    And Bob's purple pile is Socialism
    And Bob has achievements Monument, Wonder, Mapmaking
    And Dave's blue pile is Pottery
    And Dave has achievements Optics, Navigation
    And it is Alice's turn 20 with every action left
    # Bob must transfer Coal (Dave has no top card with a factory): Alice then has Empire and Bob
    # Universe, and each team holds six achievements at once.
    When Alice performs the dogma of Banking
    Then Alice, Bob, Carol and Dave win by achievements
