# Transcribes the special achievements that every edition shares:
#   innovation-deluxe.pt.txt, Conquistas Especiais (Empire, World, Universe; once claimed, gone);
#   innovation-iello.ko.txt, 액션, 지배 and 도메인 (domains: no action, no influence needed,
#     counted toward victory, never lost; the military domain needs three of each icon);
#   innovation-ultimate.es.txt, special achievements (no action needed);
#   innovation-bga-gamehelp.fr.txt, Actions, DOMINER (domains need no action) and
#     Fin du jeu, PAR DOMINATION (the team game pools the partners' dominations).
# Empire, World and Universe read the same in every edition; the positions are 4-player games
# so that the team games run them too.
Feature: Special achievements shared by every edition

  @id:ach-universe-by-meld @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Universe.min_value=8
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-universe @rule:ie-domains-no-action @rule:ie-domain-no-influence @rule:bga-domains @rule:ul-special
  Scenario: Melding a fifth top card of value 8 or more claims Universe, with no action spent and no points needed
    Given a 4-player game
    And Alice's blue pile is Quantum Theory
    And Alice's red pile is Flight
    And Alice's green pile is Corporations
    And Alice's yellow pile is Antibiotics
    And Alice has Empiricism in hand
    And Alice has nothing in the score pile
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 10 with every action left
    When Alice melds Empiricism
    Then Alice's achievements are Universe
    And the special achievements are Monument, Empire, World, Wonder
    And it is Alice's turn 10 with one action used

  @id:ach-universe-seven-short @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Universe.count=5
  @assumes:special_achievements.conditions.Universe.min_value=8
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-universe
  Scenario: Five top cards with one of value 7 do not claim Universe
    Given a 4-player game
    And Alice's blue pile is Quantum Theory
    And Alice's red pile is Flight
    And Alice's green pile is Corporations
    And Alice's yellow pile is Antibiotics
    And Alice has Lighting in hand
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 10 with every action left
    When Alice melds Lighting
    Then Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 10 with one action used

  @id:ach-world-twelve-clocks @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.World.count=12
  @assumes:splay.revealed.right=["top_left","bottom_left"]
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-world @rule:ie-domain-immediate @rule:ul-special
  Scenario: Reaching twelve visible clocks claims World
    Given a 4-player game
    And Alice's blue pile is Quantum Theory, Rocketry splayed right
    And Alice's red pile is Fission
    And Alice's purple pile is Lighting
    And Alice's green pile is Bicycle
    And Alice has Satellites in hand
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 14 with every action left
    When Alice melds Satellites
    Then Alice shows 12 clock
    And Alice's achievements are World
    And the special achievements are Monument, Empire, Wonder, Universe
    And it is Alice's turn 14 with one action used

  @id:ach-world-eleven-clocks @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.World.count=12
  @assumes:splay.revealed.right=["top_left","bottom_left"]
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-world
  Scenario: Eleven visible clocks are not enough for World
    Given a 4-player game
    And Alice's blue pile is Quantum Theory, Rocketry splayed right
    And Alice's red pile is Fission
    And Alice's purple pile is Railroad
    And Alice's green pile is Bicycle
    And Alice has Mass Media in hand
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 14 with every action left
    When Alice melds Mass Media
    Then Alice shows 11 clock
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe

  @id:ach-world-clocks-only @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-world
  Scenario: Twelve or more visible icons of another kind are not World: only clocks count
    Given a 4-player game
    And Alice's red pile is Metalworking, Road Building, Construction splayed up
    And Alice's yellow pile is Masonry
    And Alice's green pile is The Wheel
    And Alice has Mysticism in hand
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 14 with every action left
    When Alice melds Mysticism
    Then Alice shows 16 castle
    And Alice shows 0 clock
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe

  @id:ach-empire-three-of-each @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Empire.count=3
  @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-empire @rule:ie-military-domain @rule:ie-domain-immediate @rule:ul-special
  Scenario: Three visible icons of each of the six kinds claim Empire (the military domain)
    Given a 4-player game
    And Alice's blue pile is Quantum Theory
    And Alice's red pile is Coal, Metalworking, Archery splayed up
    And Alice's yellow pile is Antibiotics
    And Alice's purple pile is Empiricism
    And Alice has Navigation in hand
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 12 with every action left
    When Alice melds Navigation
    Then Alice shows 3 crown
    And Alice shows 3 leaf
    And Alice shows 3 castle
    And Alice shows 3 factory
    And Alice shows 3 clock
    And Alice shows 4 lightbulb
    And Alice's achievements are Empire
    And the special achievements are Monument, World, Wonder, Universe
    And it is Alice's turn 12 with one action used

  @id:ach-empire-two-crowns @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Empire.count=3
  @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-empire @rule:ie-military-domain
  Scenario: One kind of icon at two keeps Empire out of reach
    Given a 4-player game
    And Alice's blue pile is Quantum Theory
    And Alice's red pile is Coal, Metalworking, Archery splayed up
    And Alice's yellow pile is Antibiotics
    And Alice's purple pile is Empiricism
    And Alice has Mapmaking in hand
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 12 with every action left
    When Alice melds Mapmaking
    Then Alice shows 2 crown
    And Alice shows 4 castle
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe

  @id:ach-special-claimed-once @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-special-once @rule:ie-domain-count
  Scenario: A special achievement another player holds is gone for good
    Given a 4-player game
    And Alice's blue pile is Quantum Theory
    And Alice's red pile is Flight
    And Alice's green pile is Corporations
    And Alice's yellow pile is Antibiotics
    And Alice has Empiricism in hand
    And Bob has achievements Universe
    And the special achievements are Monument, Empire, World, Wonder
    And it is Alice's turn 16 with every action left
    When Alice melds Empiricism
    Then Alice's achievements are nothing
    And Bob's achievements are Universe
    And the special achievements are Monument, Empire, World, Wonder

  @id:ach-special-counts-to-win
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=0
  @assumes:special_achievements.conditions.Universe.min_value=8
  @assumes:special_achievements.timing=immediate @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_player=-1 @assumes:victory.target_check=immediate|end-of-action
  @first-edition @iello @deluxe @bga-first @bga-third
  @rule:ie-domain-count @rule:ie-domain-immediate
  Scenario: A special achievement counts toward victory like any other: the sixth one wins a 2-player game
    Given a 2-player game
    And Alice's blue pile is Quantum Theory
    And Alice's red pile is Flight
    And Alice's green pile is Corporations
    And Alice's yellow pile is Antibiotics
    And Alice has Empiricism in hand
    And Alice has achievements Tools, Currency, Engineering, Invention, Monument
    And the special achievements are Empire, World, Wonder, Universe
    And it is Alice's turn 20 with every action left
    When Alice melds Empiricism
    Then Alice's achievements are Tools, Currency, Engineering, Invention, Monument, Universe
    And Alice wins by achievements

  @id:ach-special-counts-to-win-end-of-action
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=0
  @assumes:special_achievements.conditions.Universe.min_value=8
  @assumes:special_achievements.timing=end-of-action @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_player=-1 @assumes:victory.target_check=end-of-action
  @ultimate
  @rule:ie-domain-count @rule:ul-special
  Scenario: Claimed at the end of the action, a special achievement still counts toward victory checked then
    Given a 2-player game
    And Alice's blue pile is Quantum Theory
    And Alice's red pile is Flight
    And Alice's green pile is Corporations
    And Alice's yellow pile is Antibiotics
    And Alice has Empiricism in hand
    And Alice has achievements Tools, Currency, Engineering, Invention, Monument
    And the special achievements are Empire, World, Wonder, Universe
    And it is Alice's turn 20 with every action left
    When Alice melds Empiricism
    Then Alice's achievements are Tools, Currency, Engineering, Invention, Monument, Universe
    And Alice wins by achievements

  @id:ach-team-pool-special
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=0
  @assumes:special_achievements.conditions.Universe.min_value=8 @assumes:special_achievements.timing=immediate
  @assumes:teams.achievements.base=6 @assumes:teams.achievements.per_player=0 @assumes:teams.enabled=true
  @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:bga-end-domination-teams @rule:ie-domain-count
  Scenario: In the team game a special achievement joins the partners' pool: six between them win
    Given a 4-player game
    And Alice's blue pile is Quantum Theory
    And Alice's red pile is Flight
    And Alice's green pile is Corporations
    And Alice's yellow pile is Antibiotics
    And Alice has Empiricism in hand
    And Alice has achievements Tools, Currency
    And Carol has achievements Engineering, Invention, Monument
    And Bob has achievements Calendar, Empire
    And the standard achievements are Mathematics, Chemistry
    And the special achievements are World, Wonder, Universe
    And it is Alice's turn 20 with every action left
    When Alice melds Empiricism
    Then Alice's achievements are Tools, Currency, Universe
    And Carol's achievements are Engineering, Invention, Monument
    And Alice and Carol win by achievements

  @id:ach-team-pool-achieve
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn>=2 @assumes:setup.expansions=0
  @assumes:teams.achievements.base=6 @assumes:teams.achievements.per_player=0 @assumes:teams.enabled=true
  @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:bga-end-domination-teams @rule:dx-achieve-score
  Scenario: In the team game each partner achieves with their own score, and the claims add up for the team
    Given a 4-player game
    And Alice's red pile is Gunpowder
    And Alice has Chemistry, Physics, Coal, Banking in the score pile
    And Alice has achievements Tools, Currency
    And Carol has achievements Engineering, Invention, Monument
    And the standard achievements are Mathematics, Perspective
    And the special achievements are Empire, World, Wonder, Universe
    And it is Alice's turn 20 with every action left
    Then Alice may achieve ages 2, 4
    When Alice achieves age 4
    Then Alice's achievements are Tools, Currency, Perspective
    And Alice and Carol win by achievements

  @id:ach-no-pool-without-teams @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn>=2 @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_player=-1
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third
  @rule:dx-win-achievements @rule:ie-domain-count
  Scenario: Without teams nobody pools: three achievements each are short of the four a 4-player game needs
    Given a 4-player game
    And Alice's red pile is Gunpowder
    And Alice has Chemistry, Physics, Coal, Banking in the score pile
    And Alice has achievements Tools, Currency
    And Carol has achievements Engineering, Invention, Monument
    And the standard achievements are Mathematics, Perspective
    And the special achievements are Empire, World, Wonder, Universe
    And it is Alice's turn 20 with every action left
    When Alice achieves age 4
    Then Alice's achievements are Tools, Currency, Perspective
    And the game is not over
    And it is Alice's turn 20 with one action used
