# The twelve figures whose karma changes what the engine itself reads, each printed karma and
# each branch of its conditions, from exact positions: dogma access (Ptolemy, Sergey Brin),
# achievement access (Cai Lun, Amina Sukhera, John Loudon McAdam: board cards that count as
# available standard achievements; Antonie Van Leeuwenhoek: a lower price; Hedy Lamar: lower
# special-achievement requirements), an age offset (Archimedes), zone extension (Michaelangelo,
# Emperor Meiji, Wernher Von Braun) and the fade exemption (Duke Ellington), with their
# triggered karmas.
# Card texts: engine/data/cards/figures-ultimate.json (each karma's rule, our own words) and
# base-ultimate.json; rules: the research note figures.md (cited by the variant
# ultimate-figures). Piles are written top card first; every supply age and Figures deck a
# scenario draws from is listed. A karma belongs to its figure only while the figure is a top
# card; "you" is the figure's owner. The Achieve action names a value: when the available
# standard achievement and a board card a karma makes available share that value, the player
# then chooses which to claim, by title.
@ultimate-figures
Feature: Figures whose karma changes what the engine reads

  # --- Ptolemy: every player's top blue card may be chosen for the Dogma action -----------------

  @id:fig-ptolemy-dogma-of-another-top-blue-card
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:figures.sharing_bonus_figure=true
  Scenario: Ptolemy lets Alice take the Dogma action on Bob's top blue card, comparing icons as usual
    # Writing ("draw a 2") features the lightbulb: Alice shows none, Bob 3 (Writing, Archery), so
    # Bob shares; the card stays on Bob's board. Alice's sharing bonus is a figure of her draw
    # value, 2 (Ptolemy).
    Given a 2-player game
    And Alice's green pile is Ptolemy
    And Alice's red pile is Oars
    And Bob's blue pile is Writing
    And Bob's red pile is Archery
    And the age 2 pile is Calendar, Mathematics, Fermenting
    And the age 2 figures pile is Plato, Confucius
    And it is Alice's turn 5 with every action left
    Then Alice may perform the dogma of Oars, Writing
    When Alice performs the dogma of Writing
    Then Bob's hand is Calendar
    And Alice's hand is Mathematics, Plato
    And Bob's blue pile is Writing
    And Alice's green pile is Ptolemy
    And the age 2 pile is Fermenting
    And the age 2 figures pile is Confucius
    And it is Alice's turn 5 with one action used

  @id:fig-ptolemy-refuses-another-colour @assumes:actions.per_turn>=2 @ultimate-echoes-figures
  Scenario: Ptolemy reaches only blue cards: a dogma of Bob's top red card is refused
    Given a 2-player game
    And Alice's green pile is Ptolemy
    And Bob's blue pile is Writing
    And Bob's red pile is Archery
    And it is Alice's turn 5 with 2 actions left
    When Alice performs the dogma of Archery
    Then the move is rejected as illegal_move

  # --- Sergey Brin: every top card with dogma effects; splay up before a dogma of another's card

  @id:fig-sergey-brin-splays-up-before-another-boards-card
  @assumes:actions.per_turn>=2 @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  Scenario: Sergey Brin reaches every top card with dogma effects; before Bob's Writing Alice's blue is splayed up
    # Cai Lun is a figure: no dogma. The karma splays Alice's blue up first; then Writing features
    # the lightbulb: Alice shows 5 (Tools 2, Philosophy 3; Pottery's leaves), Bob 3: no sharing.
    Given a 2-player game
    And Alice's green pile is Sergey Brin
    And Alice's blue pile is Tools, Pottery
    And Alice's purple pile is Philosophy
    And Bob's blue pile is Writing
    And Bob's red pile is Archery
    And Bob's yellow pile is Cai Lun
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 5 with every action left
    Then Alice may perform the dogma of Tools, Philosophy, Writing, Archery
    When Alice performs the dogma of Writing
    Then Alice's blue pile is Tools, Pottery splayed up
    And Alice's hand is Calendar
    And Bob's blue pile is Writing
    And Bob's hand is nothing
    And the age 2 pile is Mathematics
    And it is Alice's turn 5 with one action used

  @id:fig-sergey-brin-own-card-no-splay
  @assumes:actions.per_turn>=2
  Scenario: Before a dogma of one of Alice's own cards Sergey Brin splays nothing
    Given a 2-player game
    And Alice's green pile is Sergey Brin
    And Alice's blue pile is Writing, Pottery
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Writing
    Then Alice's blue pile is Writing, Pottery
    And Alice's hand is Calendar
    And the age 2 pile is Mathematics
    And it is Alice's turn 5 with one action used

  # --- Cai Lun: splay left before any player scores; unsplayed top cards are claimable ---------

  @id:fig-cai-lun-splays-left-before-any-score @ultimate-echoes-figures
  @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2 @assumes:figures.karma_nesting=false
  Scenario: Bob scores twice: before the first score Alice splays left every colour she can, before the second none is left
    # Clothing features the leaf: Bob shows 2, Alice none (no sharing). Bob's green and red are on
    # no opponent's board, so he draws and scores a 1 twice. Alice's yellow pile has one card.
    Given a 2-player game
    And Alice's yellow pile is Cai Lun
    And Alice's blue pile is Writing, Tools
    And Alice's purple pile is Mysticism, Philosophy
    And Bob's green pile is Clothing
    And Bob's red pile is Metalworking
    And the age 1 pile is Sailing, The Wheel, Oars
    And it is Bob's turn 6 with every action left
    When Bob performs the dogma of Clothing
    Then Alice's blue pile is Writing, Tools splayed left
    And Alice's purple pile is Mysticism, Philosophy splayed left
    And Alice's yellow pile is Cai Lun
    And Bob's score pile is Sailing, The Wheel
    And the age 1 pile is Oars
    And it is Bob's turn 6 with one action used

  @id:fig-cai-lun-claims-a-board-card-instead-of-the-standard-one @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.achieve_figure_draws=true
  Scenario: With 5 points Alice achieves age 1 and chooses her unsplayed Writing over Pottery; Bob draws no figure
    # Cai Lun (a 2) needs 10 points; Construction lies in a splayed pile. A board card claimed
    # is not a standard achievement: the opponents draw no figure.
    Given a 2-player game
    And Alice's yellow pile is Cai Lun
    And Alice's blue pile is Writing
    And Alice's red pile is Construction, Archery splayed left
    And Alice has Coal in the score pile
    And the standard achievements are Pottery, Paper
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 5 with every action left
    Then Alice may achieve ages 1
    When Alice achieves age 1
    Then Alice must choose 1 of Pottery, Writing
    When Alice chooses Writing
    Then Alice's achievements are Writing
    And Alice's blue pile is nothing
    And the standard achievements are ages 1, 3
    And Bob's hand is nothing
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 5 with one action used

  @id:fig-cai-lun-standard-one-chosen-bob-draws-a-figure @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.achieve_figure_draws=true
  Scenario: Offered Pottery and Writing, Alice chooses the standard achievement; Bob then draws a figure
    Given a 2-player game
    And Alice's yellow pile is Cai Lun
    And Alice's blue pile is Writing
    And Alice has Coal in the score pile
    And the standard achievements are Pottery, Paper
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 5 with every action left
    When Alice achieves age 1
    Then Alice must choose 1 of Pottery, Writing
    When Alice chooses Pottery
    Then Alice's achievements are Pottery
    And Alice's blue pile is Writing
    And the standard achievements are ages 3
    And Bob's hand is Homer
    And the age 1 figures pile is Imhotep
    And it is Alice's turn 5 with one action used

  @id:fig-cai-lun-claims-himself @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: With no standard achievement of value 2, Alice achieves age 2 by claiming Cai Lun himself
    # Her yellow pile is not splayed, so Cai Lun, its top card, is claimable; 11 points pay a 2.
    Given a 2-player game
    And Alice's yellow pile is Cai Lun
    And Alice's blue pile is Writing
    And Alice has Coal, Canning in the score pile
    And the standard achievements are Paper
    And it is Alice's turn 5 with every action left
    Then Alice may achieve ages 1, 2
    When Alice achieves age 2
    Then Alice's achievements are Cai Lun
    And Alice's yellow pile is nothing
    And Alice's blue pile is Writing
    And the standard achievements are ages 3
    And it is Alice's turn 5 with one action used

  # --- Amina Sukhera: a figure from an opponent's hand before a second dogma; castles claimable

  @id:fig-amina-sukhera-second-dogma-scores-a-figure
  @assumes:actions.per_turn=2
  Scenario: Before the Dogma action that is Alice's second action, she scores the figure in Bob's hand
    # Writing features the lightbulb: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's red pile is Amina Sukhera
    And Alice's blue pile is Writing
    And Bob has Plato, Tools in hand
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 5 with 1 action left
    When Alice performs the dogma of Writing
    Then Alice's score pile is Plato
    And Alice's hand is Calendar
    And Bob's hand is Tools
    And the age 2 pile is Mathematics
    And it is Bob's turn 6 with 2 actions left

  @id:fig-amina-sukhera-first-dogma-nothing
  @assumes:actions.per_turn>=2
  Scenario: A Dogma action as Alice's first action leaves Bob's figure where it is
    Given a 2-player game
    And Alice's red pile is Amina Sukhera
    And Alice's blue pile is Writing
    And Bob has Plato, Tools in hand
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Writing
    Then Alice's score pile is nothing
    And Alice's hand is Calendar
    And Bob's hand is Plato, Tools
    And it is Alice's turn 5 with one action used

  @id:fig-amina-sukhera-claims-a-top-card-with-a-castle @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Domestication, a top card with a castle, is claimable as an achievement of value 1
    # Writing has no castle; the only standard achievement is a 2, which 5 points do not pay.
    Given a 2-player game
    And Alice's red pile is Amina Sukhera
    And Alice's yellow pile is Domestication
    And Alice's blue pile is Writing
    And Alice has Coal in the score pile
    And the standard achievements are Calendar
    And it is Alice's turn 5 with every action left
    Then Alice may achieve ages 1
    When Alice achieves age 1
    Then Alice's achievements are Domestication
    And Alice's yellow pile is nothing
    And Bob's hand is nothing
    And the standard achievements are ages 2
    And it is Alice's turn 5 with one action used

  # --- John Loudon McAdam: Expansion with two figures; factories claimable ----------------------

  @id:fig-mcadam-claims-a-top-card-with-a-factory @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:actions.repeat_achievement_cost=multiplied
  Scenario: Coal, a top card with a factory, is claimable as an achievement of value 5
    # 25 points: Pottery and Coal; McAdam himself (a 6 with a factory) and Vaccination need 30.
    Given a 2-player game
    And Alice's yellow pile is John Loudon McAdam
    And Alice's red pile is Coal
    And Alice's blue pile is Writing
    And Alice has Canning, Chemistry, Steam Engine, Physics, Mathematics, Calendar in the score pile
    And the standard achievements are Pottery, Vaccination
    And it is Alice's turn 5 with every action left
    Then Alice may achieve ages 1, 5
    When Alice achieves age 5
    Then Alice's achievements are Coal
    And Alice's red pile is nothing
    And the standard achievements are ages 1, 6
    And it is Alice's turn 5 with one action used

  @id:fig-mcadam-expansion-decree-with-two-figures @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2
  Scenario: With McAdam on top, two figures of one value in hand allow the Expansion decree
    # Homer and Imhotep are both 1s; the hand is junked, Expansion claimed, blue splayed up.
    Given a 2-player game
    And Alice's yellow pile is John Loudon McAdam
    And Alice's blue pile is Writing, Tools
    And Alice has Homer, Imhotep in hand
    And it is Alice's turn 5 with every action left
    When Alice issues the Expansion decree
    Then Alice's blue pile is Writing, Tools splayed up
    And Alice's achievements are Expansion
    And Alice's hand is nothing
    And the junk pile holds Homer, Imhotep
    And it is Alice's turn 5 with one action used

  # --- Antonie Van Leeuwenhoek: 10 points off per hand card of the value; a 5 for a 6 ----------

  @id:fig-antonie-van-leeuwenhoek-price-lowered @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.achieve_figure_draws=true
  Scenario: With 1 point Alice achieves age 2, Mathematics in her hand taking 10 off its price
    # A 1 costs 5 (no 1 in hand); a 2 costs 10 less 10.
    Given a 2-player game
    And Alice's yellow pile is Antonie Van Leeuwenhoek
    And Alice has Tools in the score pile
    And Alice has Mathematics in hand
    And the standard achievements are Pottery, Calendar
    And the age 1 figures pile is Homer
    And it is Alice's turn 5 with every action left
    Then Alice may achieve ages 2
    When Alice achieves age 2
    Then Alice's achievements are Calendar
    And Alice's hand is Mathematics
    And Alice's score pile is Tools
    And Bob's hand is Homer
    And it is Alice's turn 5 with one action used

  @id:fig-antonie-van-leeuwenhoek-4-points-do-not-pay-a-3 @ultimate-echoes-figures
  @assumes:actions.achieve_score_per_age=5
  Scenario: With Optics in hand a 3 costs Alice 15 less 10: her 4 points are one short
    # No 1 or 2 in hand: the 1 costs 5 and the 2 costs 10.
    Given a 2-player game
    And Alice's yellow pile is Antonie Van Leeuwenhoek
    And Alice has Anatomy in the score pile
    And Alice has Optics in hand
    And the standard achievements are Pottery, Calendar, Compass
    And it is Alice's turn 5 with every action left
    Then Alice may achieve ages nothing

  @id:fig-antonie-van-leeuwenhoek-5-points-pay-a-3 @ultimate-echoes-figures
  @assumes:actions.achieve_score_per_age=5
  Scenario: With Optics in hand and 5 points Alice may achieve the 3 (and the 1), not the 2
    Given a 2-player game
    And Alice's yellow pile is Antonie Van Leeuwenhoek
    And Alice has Anatomy, Tools in the score pile
    And Alice has Optics in hand
    And the standard achievements are Pottery, Calendar, Compass
    And it is Alice's turn 5 with every action left
    Then Alice may achieve ages 1, 3

  @id:fig-antonie-van-leeuwenhoek-returns-a-5-draws-a-6
  @assumes:actions.per_turn>=2 @assumes:figures.karma_nesting=false
  Scenario: Before her draw Alice returns Coal and draws a 6; then the Draw action draws a 5
    Given a 2-player game
    And Alice's yellow pile is Antonie Van Leeuwenhoek
    And Alice has Coal, Tools in hand
    And the age 5 pile is Physics, Chemistry
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 5 with every action left
    When Alice draws
    Then Alice may return up to 1 of Coal
    When Alice returns Coal
    Then Alice's hand is Tools, Canning, Physics
    And the age 5 pile is Chemistry, Coal
    And the age 6 pile is Vaccination
    And it is Alice's turn 5 with one action used

  @id:fig-antonie-van-leeuwenhoek-keeps-the-5
  @assumes:actions.per_turn>=2
  Scenario: Alice declines to return her 5: only the Draw action's 5 is drawn
    Given a 2-player game
    And Alice's yellow pile is Antonie Van Leeuwenhoek
    And Alice has Coal, Tools in hand
    And the age 5 pile is Physics, Chemistry
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 5 with every action left
    When Alice draws
    Then Alice may return up to 1 of Coal
    When Alice declines
    Then Alice's hand is Coal, Tools, Physics
    And the age 5 pile is Chemistry
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 5 with one action used

  # --- Hedy Lamar: special-achievement requirements one lower; splay up before a claim -------

  @id:fig-hedy-lamar-monument-with-three-demands @ultimate-echoes-figures
  @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Monument.kind=top-cards-with-demand
  @assumes:special_achievements.conditions.Monument.count=4 @assumes:special_achievements.timing=end-of-action
  Scenario: Alice claims Monument with three top cards with a demand, splaying purple up first; Bob with three does not
    # Alice: Archery, City States, then Machinery melded; Bob: Oars, Monotheism, Medicine. Purple
    # is Alice's only colour a splay up would change.
    Given a 2-player game
    And Alice's green pile is Hedy Lamar
    And Alice's red pile is Archery
    And Alice's purple pile is City States, Mysticism
    And Alice has Machinery in hand
    And Bob's red pile is Oars
    And Bob's purple pile is Monotheism
    And Bob's yellow pile is Medicine
    And the special achievements are Monument, Wonder
    And it is Alice's turn 5 with every action left
    When Alice melds Machinery
    Then Alice's achievements are Monument
    And Alice's purple pile is City States, Mysticism splayed up
    And Bob's achievements are nothing
    And the special achievements are Wonder
    And it is Alice's turn 5 with one action used

  @id:fig-hedy-lamar-empire-with-two-of-five-icons @ultimate-echoes-figures
  @assumes:special_achievements.conditions.Empire.count=3 @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2 @assumes:special_achievements.timing=end-of-action
  Scenario: Alice claims Empire with two of each of five icon types: castles, crowns, leaves, lightbulbs and clocks, and no factory
    # After Alice melds Hedy Lamar: lightbulbs 2 (Writing), castles 3 (Oars, City States), crowns
    # 4 (Writing, Oars, City States twice), leaves 3 (Agriculture), clocks 2 (Hedy Lamar), no
    # factory. Before it, without her, Empire asks three of each of six and is not met.
    Given a 2-player game
    And Alice's blue pile is Writing
    And Alice's red pile is Oars
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is City States
    And Alice has Hedy Lamar in hand
    And the special achievements are Empire, Wonder
    And it is Alice's turn 5 with every action left
    When Alice melds Hedy Lamar
    Then Alice's achievements are Empire
    And the special achievements are Wonder
    And it is Alice's turn 5 with one action used

  @id:fig-hedy-lamar-world-with-eleven-clocks @ultimate-echoes-figures
  @assumes:special_achievements.conditions.World.count=12 @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2 @assumes:special_achievements.timing=end-of-action
  @assumes:splay.revealed.right=["top_left","bottom_left"] @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  Scenario: Alice claims World with eleven clocks, splaying blue up first
    # Clocks after Alice melds Lighting: Hedy Lamar 2, Rocketry 3 and Quantum Theory 2 under it
    # (blue splayed right), Fission 3, Lighting 1: eleven. Blue is her only colour a splay
    # up changes; splayed up, Quantum Theory still shows 2 clocks.
    Given a 2-player game
    And Alice's green pile is Hedy Lamar
    And Alice's blue pile is Rocketry, Quantum Theory splayed right
    And Alice's red pile is Fission
    And Alice has Lighting in hand
    And the special achievements are World, Wonder
    And it is Alice's turn 5 with every action left
    When Alice melds Lighting
    Then Alice's achievements are World
    And Alice's blue pile is Rocketry, Quantum Theory splayed up
    And the special achievements are Wonder
    And it is Alice's turn 5 with one action used

  @id:fig-hedy-lamar-no-world-with-ten-clocks @ultimate-echoes-figures
  @assumes:special_achievements.conditions.World.count=12
  @assumes:actions.per_turn>=2 @assumes:special_achievements.timing=end-of-action
  @assumes:splay.revealed.right=["top_left","bottom_left"]
  Scenario: Ten clocks are one short even for Hedy Lamar: World stays available
    # Hedy Lamar 2, Rocketry 3 and Quantum Theory 2 under it, Fission 3: ten clocks; Alice melds
    # Code of Laws, which has none.
    Given a 2-player game
    And Alice's green pile is Hedy Lamar
    And Alice's blue pile is Rocketry, Quantum Theory splayed right
    And Alice's red pile is Fission
    And Alice has Code of Laws in hand
    And the special achievements are World, Wonder
    And it is Alice's turn 5 with every action left
    When Alice melds Code of Laws
    Then Alice's achievements are nothing
    And Alice's blue pile is Rocketry, Quantum Theory splayed right
    And the special achievements are World, Wonder
    And it is Alice's turn 5 with one action used

  @id:fig-hedy-lamar-wonder-with-four-colours-splayed @ultimate-echoes-figures
  @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2 @assumes:special_achievements.timing=end-of-action
  Scenario: Alice claims Wonder with four colours splayed up
    # Blue, red, yellow and purple are splayed up: four colours, one short of Wonder until Alice
    # melds Hedy Lamar (green, alone, not splayed), who lowers it to four.
    Given a 2-player game
    And Alice's blue pile is Writing, Tools splayed up
    And Alice's red pile is Oars, Archery splayed up
    And Alice's yellow pile is Agriculture, Domestication splayed up
    And Alice's purple pile is City States, Mysticism splayed up
    And Alice has Hedy Lamar in hand
    And the special achievements are Wonder, Universe
    And it is Alice's turn 5 with every action left
    When Alice melds Hedy Lamar
    Then Alice's achievements are Wonder
    And Alice's green pile is Hedy Lamar
    And the special achievements are Universe
    And it is Alice's turn 5 with one action used

  @id:fig-hedy-lamar-universe-with-four-sevens @ultimate-echoes-figures
  @assumes:special_achievements.conditions.Universe.min_value=8 @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2 @assumes:special_achievements.timing=end-of-action
  Scenario: Alice claims Universe with four top cards of value 7 or more: Hedy Lamar and three 7s
    # After Alice melds Lighting her top cards are Hedy Lamar (9), Evolution, Combustion and
    # Lighting (7 each). Every pile is a single card, so there is nothing to splay up first.
    Given a 2-player game
    And Alice's green pile is Hedy Lamar
    And Alice's blue pile is Evolution
    And Alice's red pile is Combustion
    And Alice has Lighting in hand
    And the special achievements are Universe, Wonder
    And it is Alice's turn 5 with every action left
    When Alice melds Lighting
    Then Alice's achievements are Universe
    And the special achievements are Wonder
    And it is Alice's turn 5 with one action used

  @id:fig-hedy-lamar-splays-up-before-an-achieve-action @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.achieve_figure_draws=true
  Scenario: Before Alice claims Pottery she chooses which of her colours to splay up
    Given a 2-player game
    And Alice's green pile is Hedy Lamar, Sailing
    And Alice's blue pile is Writing, Tools
    And Alice has Coal in the score pile
    And the standard achievements are Pottery
    And the age 1 figures pile is Homer
    And it is Alice's turn 5 with every action left
    When Alice achieves age 1
    Then Alice must splay 1 of blue, green
    When Alice splays green
    Then Alice's green pile is Hedy Lamar, Sailing splayed up
    And Alice's blue pile is Writing, Tools
    And Alice's achievements are Pottery
    And Bob's hand is Homer
    And it is Alice's turn 5 with one action used

  # --- Archimedes: Advancement with two figures; the ages of an effect Alice executes raised by 1

  @id:fig-archimedes-raises-his-owners-execution
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:figures.sharing_bonus_figure=true
  Scenario: Sailing ("draw a 1 and meld it"): Bob's shared execution melds a 1, Alice's a 2
    # Sailing features the crown: Alice shows 2, Bob 2 (City States): Bob shares first. Alice's
    # sharing bonus is a figure of her draw value, 2 (Calendar on top).
    Given a 2-player game
    And Alice's blue pile is Archimedes
    And Alice's green pile is Sailing
    And Bob's purple pile is City States
    And the age 1 pile is Tools, Oars
    And the age 2 pile is Calendar, Fermenting
    And the age 2 figures pile is Plato, Confucius
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Sailing
    Then Bob's blue pile is Tools
    And Alice's blue pile is Calendar, Archimedes
    And Alice's hand is Plato
    And the age 1 pile is Oars
    And the age 2 pile is Fermenting
    And the age 2 figures pile is Confucius
    And it is Alice's turn 5 with one action used

  @id:fig-archimedes-advancement-decree-with-two-figures
  @assumes:actions.per_turn>=2 @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2
  Scenario: With Archimedes on top, two figures of one value in hand allow the Advancement decree
    # Advancement draws a card two above Alice's highest top card (Archimedes, a 2).
    Given a 2-player game
    And Alice's blue pile is Archimedes
    And Alice has Homer, Imhotep in hand
    And the age 4 pile is Navigation, Anatomy
    And it is Alice's turn 5 with every action left
    When Alice issues the Advancement decree
    Then Alice's hand is Navigation
    And Alice's achievements are Advancement
    And the junk pile holds Homer, Imhotep
    And the age 4 pile is Anatomy
    And it is Alice's turn 5 with one action used

  # --- Michaelangelo: the hand also counts as the score pile --------------------------------

  @id:fig-michaelangelo-hand-taken-from-the-score-pile
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Mapmaking's demand for a 1 from Alice's score pile takes the 1 in her hand
    # Mapmaking features the crown: Bob shows 4, Alice 2, so the demand hits her. Her score pile
    # holds only Coal, but her hand counts as part of it.
    Given a 2-player game
    And Alice's yellow pile is Michaelangelo
    And Alice has Tools, Calendar in hand
    And Alice has Coal in the score pile
    And Bob's green pile is Mapmaking
    And Bob's purple pile is City States
    And the age 1 pile is Sailing, Oars
    And it is Bob's turn 6 with every action left
    When Bob performs the dogma of Mapmaking
    Then Alice's hand is Calendar
    And Alice's score pile is Coal
    And Bob's score pile is Tools, Sailing
    And the age 1 pile is Oars
    And it is Bob's turn 6 with one action used

  @id:fig-michaelangelo-hand-pays-for-an-achievement @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.achieve_figure_draws=true
  Scenario: With an empty score pile and Coal in hand, Alice has 5 points and achieves age 1
    Given a 2-player game
    And Alice's yellow pile is Michaelangelo
    And Alice has Coal in hand
    And the standard achievements are Pottery, Calendar
    And the age 1 figures pile is Homer
    And it is Alice's turn 5 with every action left
    Then Alice may achieve ages 1
    When Alice achieves age 1
    Then Alice's achievements are Pottery
    And Alice's hand is Coal
    And Bob's hand is Homer
    And it is Alice's turn 5 with one action used

  # --- Emperor Meiji: a 10 with five values on top wins; opponents' hands on the first action -

  @id:fig-emperor-meiji-melds-from-an-opponents-hand @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: As her first action Alice may meld a card of Bob's hand; as her second only her own
    Given a 2-player game
    And Alice's purple pile is Emperor Meiji
    And Alice has Tools in hand
    And Bob has Sailing, Writing in hand
    And it is Alice's turn 5 with every action left
    Then Alice may meld Tools, Sailing, Writing
    When Alice melds Sailing
    Then Alice's green pile is Sailing
    And Alice's hand is Tools
    And Bob's hand is Writing
    And Alice may meld Tools
    And it is Alice's turn 5 with one action used

  @id:fig-emperor-meiji-wins-melding-a-10 @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Alice's top cards show five values (7, 1, 2, 3, 4): instead of melding Software she wins
    Given a 2-player game
    And Alice's purple pile is Emperor Meiji
    And Alice's blue pile is Writing
    And Alice's red pile is Construction
    And Alice's green pile is Compass
    And Alice's yellow pile is Anatomy
    And Alice has Software in hand
    And it is Alice's turn 5 with every action left
    When Alice melds Software
    Then Alice wins by dogma
    And Alice's hand is Software
    And Alice's blue pile is Writing

  @id:fig-emperor-meiji-four-values-meld-happens @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Alice's top cards show four values (7, 1, 2, 3, 2): Software is melded
    Given a 2-player game
    And Alice's purple pile is Emperor Meiji
    And Alice's blue pile is Writing
    And Alice's red pile is Construction
    And Alice's green pile is Compass
    And Alice's yellow pile is Fermenting
    And Alice has Software in hand
    And it is Alice's turn 5 with every action left
    When Alice melds Software
    Then the game is not over
    And Alice's blue pile is Software, Writing
    And Alice's hand is nothing
    And it is Alice's turn 5 with one action used

  # --- Wernher Von Braun: a deck junked before any figure draw; the junk counts as score -----

  @id:fig-wernher-von-braun-junk-counts-and-a-figure-draw-junks-a-deck @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.achieve_figure_draws=true
  @assumes:figures.karma_nesting=false
  Scenario: Coal in the junk pays for Pottery; before Bob draws his figure Alice junks the 10 deck, which then counts too
    # Monument, a special achievement, has no value. After the 10 deck is junked Alice has
    # 5 + 10 + 10 points: enough for Compass (15).
    Given a 2-player game
    And Alice's blue pile is Wernher Von Braun
    And the junk pile holds Coal, Monument
    And the standard achievements are Pottery, Compass
    And the special achievements are Wonder
    And the age 9 pile is Suburbia
    And the age 10 pile is Software, Databases
    And the age 1 figures pile is Homer
    And it is Alice's turn 5 with every action left
    Then Alice may achieve ages 1
    When Alice achieves age 1
    Then Alice must choose 1 of 9, 10
    When Alice chooses 10
    Then Alice's achievements are Pottery
    And Bob's hand is Homer
    And the junk pile holds Coal, Monument, Software, Databases
    And the age 10 pile is nothing
    And the age 9 pile is Suburbia
    And Alice may achieve ages 3
    And it is Alice's turn 5 with one action used

  @id:fig-wernher-von-braun-offers-the-10-deck-with-the-9-deck-empty @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.achieve_figure_draws=true
  @assumes:figures.karma_nesting=false
  Scenario: Wernher Von Braun: with the 9 deck empty Alice still chooses before Bob's figure draw, and junks the 10 deck
    # Coal in the junk gives Alice the 5 points Pottery costs. The 9 and 11 decks are empty; the
    # 10 deck is not, so there is a choice to make.
    Given a 2-player game
    And Alice's blue pile is Wernher Von Braun
    And the junk pile holds Coal
    And the standard achievements are Pottery, Compass
    And the special achievements are Wonder
    And the age 9 pile is nothing
    And the age 10 pile is Software, Databases
    And the age 11 pile is nothing
    And the age 1 figures pile is Homer
    And it is Alice's turn 5 with every action left
    When Alice achieves age 1
    Then Alice must choose 1 of 9, 10
    When Alice chooses 10
    Then Alice's achievements are Pottery
    And Bob's hand is Homer
    And the junk pile holds Coal, Software, Databases
    And the age 10 pile is nothing
    And it is Alice's turn 5 with one action used

  # --- Duke Ellington: never fades; a figure melded with four top figures wins -------------------

  @id:fig-duke-ellington-never-fades @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:figures.fading=true
  Scenario: With Duke Ellington on top, Alice keeps three top figures after her action
    # Two top figures before the meld: fewer than four, so Ptolemy is melded.
    Given a 2-player game
    And Alice's purple pile is Duke Ellington
    And Alice's blue pile is Archimedes
    And Alice has Ptolemy in hand
    And it is Alice's turn 5 with every action left
    When Alice melds Ptolemy
    Then Alice is to act with no decision pending
    And Alice's green pile is Ptolemy
    And Alice's blue pile is Archimedes
    And Alice's purple pile is Duke Ellington
    And Alice's score pile is nothing
    And it is Alice's turn 5 with one action used

  @id:fig-duke-ellington-wins-melding-a-figure-with-four-on-top @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Alice has four top figures: instead of melding Amina Sukhera she wins
    Given a 2-player game
    And Alice's purple pile is Duke Ellington
    And Alice's blue pile is Archimedes
    And Alice's green pile is Ptolemy
    And Alice's yellow pile is Cai Lun
    And Alice has Amina Sukhera in hand
    And it is Alice's turn 5 with every action left
    When Alice melds Amina Sukhera
    Then Alice wins by dogma
    And Alice's hand is Amina Sukhera
