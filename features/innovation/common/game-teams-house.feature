# House variants of the team game that turn one of its rules the other way: teams switched off
# at a team table, a target raised by an expansion, a score victory compared player by player,
# and a card's win kept by the player who met it. The team rules these positions vary are
# transcribed in common/dogma-teams.feature and bga/game-teams.feature (innovation-bga-gamehelp.fr.txt,
# Fin du jeu: PAR DOMINATION, AU SCORE, PAR DOGME; the English third-edition rulebook,
# innovation-editions.md 1G, for deluxe-teams). Each scenario sets the value itself, so it runs
# for the bundled team variants it is tagged with.
Feature: House variants of the team game

  @id:game-team-house-teams-off @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:teams.enabled=false @assumes:dogma.demands_earn_bonus=false
  @deluxe-teams @bga-first-teams @bga-third-teams
  Scenario: A team variant played with teams off: Carol, seated opposite Alice, suffers Archery
    # The position of dogma-team-partner-spared. Archery features the castle: Alice shows 2, Bob 2,
    # Carol none, Dave 2. Without teams nobody is a partner, so Carol is an opponent with fewer
    # castles, as in any 4-player game (innovation-deluxe.pt.txt, Ação de Dogma, Efeitos de Demanda).
    Given a house variant of it sets teams.enabled to false
    And a 4-player game
    And Alice's red pile is Archery
    And Bob's yellow pile is Domestication
    And Carol's blue pile is Writing
    And Dave's red pile is Oars
    And the age 1 pile is Agriculture, Pottery
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Archery
    Then Alice's hand is Agriculture
    And Carol's hand is nothing
    And Bob's hand is nothing
    And Dave's hand is nothing
    And the age 1 pile is Pottery
    And it is Alice's turn 5 with one action used
    And Alice is to act with no decision pending

  @id:game-team-house-expansion-raises-target @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:teams.enabled=true @assumes:teams.achievements.base=6
  @assumes:teams.achievements.per_player=0 @assumes:teams.achievements.per_expansion=1
  @deluxe-teams @bga-third-teams
  Scenario: A team house variant counting one expansion: the partners need seven achievements together
    # The team target is six achievements, one more for each expansion counted (the team terms
    # follow victory.achievements: innovation-deluxe.pt.txt, Vencendo o Jogo, on expansions).
    # Alice holds 3 and Carol 2: a sixth is not enough, the seventh wins. (bga-first-teams plays
    # no expansion: its rules option cannot be combined with one.)
    Given a house variant of it counts 1 expansion
    And a 4-player game
    And Alice has achievements Compass, Invention, Physics
    And Carol has achievements Canning, Lighting
    And the standard achievements are Sailing, Calendar
    And Alice's green pile is Mapmaking
    And Alice has Navigation, Perspective, Statistics in the score pile
    And it is Alice's turn 12 with every action left
    When Alice achieves age 1
    Then Alice's achievements are Compass, Invention, Physics, Sailing
    And the game is not over
    When Alice achieves age 2
    Then Alice and Carol win by achievements

  @id:game-team-house-score-by-player @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:teams.enabled=true
  @assumes:teams.combined_score=false
  @deluxe-teams @bga-first-teams @bga-third-teams
  Scenario: A team house variant whose score victory compares players: Bob's own 13 points win for his team
    # The position of game-team-score-combined. Added up, Alice and Carol have 14 points to Bob
    # and Dave's 13; player by player Bob's 13 are the most (Carol 9, Alice 5), and a player's win
    # is the team's win.
    Given a house variant of it sets teams.combined_score to false
    And a 4-player game
    And Alice's blue pile is Software
    And Alice has Coal in the score pile
    And Carol has Genetics in the score pile
    And Bob has Databases, Calendar, Tools in the score pile
    And the age 10 pile is nothing
    And it is Alice's turn 30 with every action left
    When Alice draws
    Then Bob and Dave win by score

  @id:game-team-house-dogma-win-alone @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:teams.enabled=true @assumes:teams.shared_dogma_win=false
  @deluxe-teams @bga-first-teams @bga-third-teams
  Scenario: A team house variant where a card's win is the player's own: Alice wins by Self Service, Carol does not
    # The position of game-team-dogma-win. Self Service makes Alice win (she holds more
    # achievements than each opponent); with the shared win off, her partner is not a winner.
    Given a house variant of it sets teams.shared_dogma_win to false
    And a 4-player game
    And Alice's green pile is Self Service
    And Alice has achievements Pottery, Calendar, Compass
    And Carol has achievements Optics
    And Bob's red pile is Archery
    And Bob has achievements Gunpowder, Coal
    And it is Alice's turn 22 with every action left
    When Alice performs the dogma of Self Service
    Then Alice wins by dogma
