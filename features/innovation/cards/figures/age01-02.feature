# The karma of the Figures of ages 1 and 2 (all but Archimedes, Ptolemy and Cai Lun), each printed
# karma and each branch of its "if", from exact positions.
# Figure texts: engine/data/cards/figures-ultimate.json (each karma's trigger, event, scope and
# rule, in our own words; the glossary for "you", "first", "instead"); base card texts:
# engine/data/cards/base-ultimate.json; rules with sources: the research note figures.md (§4
# karma, §5 fading, §6 decrees, §8 bonuses).
# Conventions: piles are written top card first; every supply age and Figures deck a scenario
# draws from or returns to is listed; a card going back to a deck goes under it. The owner of a
# karma carries it out and makes its choices. A karma fires only while its figure is a top card,
# and no karma fires inside another (figures.karma_nesting false). "First / second action of your
# turn" counts the actions of the owner's own turn. At the end of every action a player with two
# top figures scores one (fading), so positions keep one top figure a player. A decree-permission
# karma lets its owner issue that decree with any two figures in hand (two figures of one value
# here, so that the usual three values are not met); issuing junks the whole hand first.
# Fu Xi's permission for Trade allows nothing without Echoes: figures-rules.feature shows it.
@ultimate-figures
Feature: Figures of ages 1 and 2: their karma

  # --- Huang Di: Advancement with two figures; before a Dogma action featuring the leaf, draw a 2.

  @id:fig-huang-di-draws-a-2-before-a-leaf-dogma @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Huang Di draws a 2 before Alice's Dogma action on a card featuring the leaf
    # Clothing features the leaf. Mathematics (blue) cannot be melded by Clothing (Alice has a
    # blue pile); Alice has two colours Bob lacks, so she draws and scores two 1s.
    Given a 2-player game
    And Alice's blue pile is Huang Di
    And Alice's green pile is Clothing
    And the age 1 pile is Tools, Sailing, Oars
    And the age 2 pile is Mathematics, Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Clothing
    Then Alice's hand is Mathematics
    And Alice's score pile is Tools, Sailing
    And Alice's blue pile is Huang Di
    And Alice's green pile is Clothing
    And the age 1 pile is Oars
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  @id:fig-huang-di-ignores-other-featured-icons @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Huang Di leaves a Dogma action featuring another icon alone
    # The Wheel features the castle: no 2 is drawn.
    Given a 2-player game
    And Alice's blue pile is Huang Di
    And Alice's green pile is The Wheel
    And the age 1 pile is Tools, Sailing, Oars
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice's hand is Tools, Sailing
    And the age 1 pile is Oars
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with one action used

  @id:fig-huang-di-permits-advancement
  @assumes:actions.per_turn>=2 @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2
  Scenario: With Huang Di on top, two figures of one value are enough to issue Advancement
    # Advancement: draw a card two above the highest top card (Huang Di, a 1).
    Given a 2-player game
    And Alice's blue pile is Huang Di
    And Alice has Gilgamesh, Tigernmas in hand
    And the available decrees are Advancement, War, Trade, Expansion, Rivalry
    And the age 3 pile is Optics, Paper
    And it is Alice's turn 9 with every action left
    When Alice issues the Advancement decree
    Then Alice's hand is Optics
    And Alice's achievements are Advancement
    And the junk pile holds Gilgamesh, Tigernmas
    And the available decrees are War, Trade, Expansion, Rivalry
    And the age 3 pile is Paper
    And it is Alice's turn 9 with one action used

  @id:fig-huang-di-three-figures-of-one-value-do-not-permit-war @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_values=3
  Scenario: With Huang Di on top, three figures of one value still permit only Advancement: War is refused
    # Gilgamesh, Tigernmas and Imhotep are all 1s: not three values; Huang Di permits Advancement only.
    Given a 2-player game
    And Alice's blue pile is Huang Di
    And Alice has Gilgamesh, Tigernmas, Imhotep in hand
    And it is Alice's turn 9 with every action left
    When Alice issues the War decree
    Then the move is rejected as illegal_move

  @id:fig-huang-di-one-figure-does-not-permit-advancement @assumes:actions.per_turn>=2 @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_values=3 @assumes:figures.decree_permission_figures=2
  Scenario: With Huang Di on top, a single figure in hand is not enough to issue Advancement
    # Gilgamesh is Alice's only figure in hand: Tools and Sailing are base cards and do not count
    # toward the two figures Huang Di's permission asks for, and one value is far from three.
    Given a 2-player game
    And Alice's blue pile is Huang Di
    And Alice has Gilgamesh, Tools, Sailing in hand
    And it is Alice's turn 9 with every action left
    Then Alice may issue the decrees nothing
    When Alice issues the Advancement decree
    Then the move is rejected as illegal_move

  # --- Tigernmas: War with two figures; a point for each card in your hand.

  @id:fig-tigernmas-counts-hand-cards-as-points @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Tigernmas makes each card in hand a point: three cards make 5 points, two make 4
    # Calendar scores 2 and the three hand cards 3: enough for the 1 achievement. After Tools is
    # melded, 2 + 2 is not.
    Given a 2-player game
    And Alice's red pile is Tigernmas
    And Alice has Tools, Sailing, Writing in hand
    And Alice has Calendar in the score pile
    And the standard achievements are Pottery
    And it is Alice's turn 9 with every action left
    Then Alice may achieve ages 1
    When Alice melds Tools
    Then Alice may achieve ages nothing
    And Alice's blue pile is Tools
    And it is Alice's turn 9 with one action used

  @id:fig-tigernmas-permits-war @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2
  Scenario: With Tigernmas on top, two figures of one value are enough to issue War
    # War: Alice names a value and every other player's top cards of that value go back.
    Given a 2-player game
    And Alice's red pile is Tigernmas
    And Alice has Daedalus, Huang Di in hand
    And Bob's green pile is The Wheel
    And Bob's blue pile is Calendar
    And the available decrees are Advancement, War, Trade, Expansion, Rivalry
    And the age 1 pile is Pottery
    And it is Alice's turn 9 with every action left
    When Alice issues the War decree
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 1
    Then Bob's green pile is nothing
    And Bob's blue pile is Calendar
    And the age 1 pile is Pottery, The Wheel
    And Alice's hand is nothing
    And Alice's achievements are War
    And the junk pile holds Daedalus, Huang Di
    And it is Alice's turn 9 with one action used

  # --- Gilgamesh: each castle on your board counts also as a castle and a factory; each opponent's
  # score is 1 lower per castle on their board.

  @id:fig-gilgamesh-doubles-castles-for-sharing @ultimate-echoes-figures
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:figures.sharing_bonus_figure=true
  Scenario: Gilgamesh's castles count twice, so Alice shares Bob's Dogma action on The Wheel
    # The Wheel features the castle: Bob shows 6; Alice's board has 3 castles, counted 6 with
    # Gilgamesh. Alice shares (two 1s, drawn first), so Bob's bonus is a figure.
    Given a 2-player game
    And Alice's red pile is Gilgamesh
    And Alice's yellow pile is Domestication
    And Bob's green pile is The Wheel
    And Bob's red pile is Metalworking
    And the age 1 pile is Tools, Sailing, Oars, Writing, Pottery
    And the age 1 figures pile is Homer
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of The Wheel
    Then Alice's hand is Tools, Sailing
    And Bob's hand is Oars, Writing, Homer
    And Bob gets the sharing bonus
    And Alice shows 6 castle
    And Alice shows 3 factory
    And the age 1 pile is Pottery
    And the age 1 figures pile is nothing
    And it is Bob's turn 10 with one action used

  @id:fig-gilgamesh-lowers-opponents-scores @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Gilgamesh takes a point from Bob per castle on Bob's board
    # Bob's score pile holds 6 points, less 2 for Oars' castles: not enough for the 1
    # achievement. Once Optics (no castle) covers Oars, Bob has his 6 points.
    Given a 2-player game
    And Alice's red pile is Gilgamesh
    And Bob's red pile is Oars
    And Bob has Calendar, Mathematics, Construction in the score pile
    And Bob has Optics in hand
    And the standard achievements are Pottery
    And it is Bob's turn 10 with every action left
    Then Bob may achieve ages nothing
    When Bob melds Optics
    Then Bob may achieve ages 1
    And Bob's red pile is Optics, Oars
    And it is Bob's turn 10 with one action used

  # --- Daedalus: for the Achieve action, your highest top card counts 1 higher per unsplayed colour
  # on your board.

  @id:fig-daedalus-raises-the-top-card-for-achieving @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Daedalus with three unsplayed colours lets a highest top card of 2 achieve up to 5
    # 25 points; the highest top card is Construction (2), raised by 3 (blue, red, green).
    Given a 2-player game
    And Alice's blue pile is Daedalus
    And Alice's red pile is Construction
    And Alice's green pile is The Wheel
    And Alice has Canning, Chemistry, Navigation, Physics, Coal in the score pile
    And the standard achievements are Pottery, Calendar, Alchemy, Anatomy, Astronomy
    And it is Alice's turn 9 with every action left
    Then Alice may achieve ages 1, 2, 3, 4, 5

  @id:fig-daedalus-skips-splayed-colours @ultimate-echoes-figures
  @assumes:actions.achieve_needs_top_card=true
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Daedalus does not count a splayed colour
    # Blue is splayed left: only red and green count, so the top card counts as a 4.
    Given a 2-player game
    And Alice's blue pile is Daedalus, Pottery splayed left
    And Alice's red pile is Construction
    And Alice's green pile is The Wheel
    And Alice has Canning, Chemistry, Navigation, Physics, Coal in the score pile
    And the standard achievements are Oars, Calendar, Alchemy, Anatomy, Astronomy
    And it is Alice's turn 9 with every action left
    Then Alice may achieve ages 1, 2, 3, 4

  @id:fig-daedalus-leaves-special-requirements-alone @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Monument.kind=top-cards-with-demand
  @assumes:special_achievements.conditions.Monument.count=4 @assumes:special_achievements.timing=end-of-action
  Scenario: Daedalus changes only the standard achievements: four top cards with a demand still claim Monument
    # After Machinery is melded Alice's top cards with a demand are Archery, Mapmaking, Machinery
    # and City States: exactly the four Monument asks for. Daedalus is an achievement karma too,
    # but it raises nothing a special achievement reads.
    Given a 2-player game
    And Alice's blue pile is Daedalus
    And Alice's red pile is Archery
    And Alice's green pile is Mapmaking
    And Alice's purple pile is City States
    And Alice has Machinery in hand
    And the special achievements are Monument, Wonder
    And it is Alice's turn 5 with every action left
    When Alice melds Machinery
    Then Alice's yellow pile is Machinery
    And Alice's achievements are Monument
    And the special achievements are Wonder
    And it is Alice's turn 5 with one action used

  # --- Alexander the Great: when melded, score every top figure of the opponents; before a Dogma
  # action, draw and score a 2, and score Alexander too if it was not a 2.

  @id:fig-alexander-scores-opponents-figures-when-melded @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Melding Alexander the Great scores Bob's top figure
    Given a 2-player game
    And Alice has Alexander the Great in hand
    And Bob's blue pile is Huang Di, Writing
    And Bob's green pile is The Wheel
    And it is Alice's turn 9 with every action left
    When Alice melds Alexander the Great
    Then Alice's red pile is Alexander the Great
    And Alice's score pile is Huang Di
    And Alice's hand is nothing
    And Bob's blue pile is Writing
    And Bob's green pile is The Wheel
    And it is Alice's turn 9 with one action used

  @id:fig-alexander-scores-a-2-before-a-dogma
  @assumes:actions.per_turn>=2
  Scenario: Alexander the Great draws and scores a 2 before the Dogma action
    Given a 2-player game
    And Alice's red pile is Alexander the Great
    And Alice's green pile is The Wheel
    And the age 1 pile is Tools, Sailing, Oars
    And the age 2 pile is Mathematics, Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice's score pile is Mathematics
    And Alice's hand is Tools, Sailing
    And Alice's red pile is Alexander the Great
    And the age 1 pile is Oars
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  @id:fig-alexander-scores-himself-after-a-3
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  Scenario: With the 2 deck empty Alexander the Great scores a 3, then himself
    # The draw of a 2 takes a 3; it is not a 2, so Alexander goes to the score pile too. The
    # Wheel is still a top card, so its Dogma action goes on.
    Given a 2-player game
    And Alice's red pile is Alexander the Great
    And Alice's green pile is The Wheel
    And the age 1 pile is Tools, Sailing, Oars
    And the age 2 pile is nothing
    And the age 3 pile is Optics, Paper
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice's score pile is Optics, Alexander the Great
    And Alice's red pile is nothing
    And Alice's hand is Tools, Sailing
    And the age 3 pile is Paper
    And it is Alice's turn 9 with one action used

  # --- Imhotep: before a Dogma action on a 1 as the second action of your turn, draw and meld a 2
  # and splay its colour left; if both happened and it is a 2, return that colour's top card from
  # every board.

  @id:fig-imhotep-returns-the-top-cards-of-the-melded-colour @ultimate-echoes-figures
  @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn=2
  Scenario: Imhotep melds a blue 2, splays blue left and returns every top blue card
    # Mathematics lands on Imhotep and blue is splayed left; then Mathematics (Alice's top blue
    # card) and Writing (Bob's) go back. Imhotep alone is no longer splayed. The Wheel's Dogma
    # action then draws two 1s, Writing being under Tools and Sailing.
    Given a 2-player game
    And Alice's blue pile is Imhotep
    And Alice's green pile is The Wheel
    And Bob's blue pile is Writing, Pottery
    And the age 1 pile is Tools, Sailing
    And the age 2 pile is Mathematics, Calendar
    And it is Alice's turn 9 with 1 action left
    When Alice performs the dogma of The Wheel
    Then Alice's blue pile is Imhotep
    And Alice's green pile is The Wheel
    And Alice's hand is Tools, Sailing
    And Bob's blue pile is Pottery
    And the age 1 pile is Writing
    And the age 2 pile is Calendar, Mathematics
    And it is Bob's turn 10 with 2 actions left

  @id:fig-imhotep-without-a-splay-returns-nothing
  @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn=2
  Scenario: Imhotep's meld starts a red pile that cannot be splayed, so nothing is returned
    # Road Building is alone in red: no splay, so Bob's Archery stays.
    Given a 2-player game
    And Alice's blue pile is Imhotep
    And Alice's green pile is The Wheel
    And Bob's red pile is Archery
    And the age 1 pile is Tools, Sailing
    And the age 2 pile is Road Building, Calendar
    And it is Alice's turn 9 with 1 action left
    When Alice performs the dogma of The Wheel
    Then Alice's red pile is Road Building
    And Alice's blue pile is Imhotep
    And Alice's hand is Tools, Sailing
    And Bob's red pile is Archery
    And the age 1 pile is nothing
    And the age 2 pile is Calendar
    And it is Bob's turn 10 with 2 actions left

  @id:fig-imhotep-melded-card-not-a-2
  @assumes:actions.per_turn=2 @assumes:actions.skip_empty_piles=true
  Scenario: With the 2 deck empty Imhotep melds a 3 and splays, but returns nothing
    Given a 2-player game
    And Alice's blue pile is Imhotep
    And Alice's green pile is The Wheel
    And Bob's blue pile is Writing
    And the age 1 pile is Tools, Sailing
    And the age 2 pile is nothing
    And the age 3 pile is Alchemy, Paper
    And it is Alice's turn 9 with 1 action left
    When Alice performs the dogma of The Wheel
    Then Alice's blue pile is Alchemy, Imhotep splayed left
    And Alice's hand is Tools, Sailing
    And Bob's blue pile is Writing
    And the age 3 pile is Paper
    And it is Bob's turn 10 with 2 actions left

  @id:fig-imhotep-waits-for-the-second-action @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Imhotep does nothing before the first action of the turn
    Given a 2-player game
    And Alice's blue pile is Imhotep
    And Alice's green pile is The Wheel
    And the age 1 pile is Tools, Sailing
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice's hand is Tools, Sailing
    And Alice's blue pile is Imhotep
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with one action used

  # --- Hammurabi: before a demand is executed against you, you first execute it against its
  # launcher.

  @id:fig-hammurabi-turns-the-demand-back
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2
  Scenario: Hammurabi makes Archery's demand hit Alice first, with Bob demanding
    # Archery features the castle: Alice shows 2, Bob none. First Alice draws Tools and gives
    # Bob her highest card, Mathematics; then Bob draws Sailing and gives Alice his highest,
    # Optics. No standard achievement of value 1 or 2 is left for Archery's second effect.
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice has Mathematics in hand
    And Bob's red pile is Hammurabi
    And Bob has Optics in hand
    And the standard achievements are Alchemy
    And the age 1 pile is Tools, Sailing, Oars
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Archery
    Then Alice's hand is Tools, Optics
    And Bob's hand is Mathematics, Sailing
    And the standard achievements are ages 3
    And the age 1 pile is Oars
    And it is Alice's turn 9 with one action used

  # --- Fu Xi: before a draw during the first action of your turn, draw and score a 2.

  @id:fig-fu-xi-scores-a-2-before-a-first-action-draw
  @assumes:actions.per_turn>=2
  Scenario: Fu Xi draws and scores a 2 before the Draw action of Alice's first action
    Given a 2-player game
    And Alice's green pile is Fu Xi
    And the age 1 pile is Tools, Sailing
    And the age 2 pile is Mathematics, Calendar
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's score pile is Mathematics
    And Alice's hand is Tools
    And the age 1 pile is Sailing
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  @id:fig-fu-xi-not-on-the-second-action
  @assumes:actions.per_turn=2
  Scenario: Fu Xi does nothing during the second action
    Given a 2-player game
    And Alice's green pile is Fu Xi
    And the age 1 pile is Tools, Sailing
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with 1 action left
    When Alice draws
    Then Alice's score pile is nothing
    And Alice's hand is Tools
    And the age 2 pile is Mathematics
    And it is Bob's turn 10 with 2 actions left

  @id:fig-fu-xi-not-on-another-players-turn
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:figures.sharing_bonus_figure=true
  Scenario: Fu Xi does nothing when Alice draws while sharing on Bob's first action
    # The Wheel features the castle: Bob shows 3, Alice 3 with Metalworking (shares). The
    # printed karma counts Alice's own turn only.
    Given a 2-player game
    And Alice's green pile is Fu Xi
    And Alice's red pile is Metalworking
    And Bob's green pile is The Wheel
    And the age 1 pile is Tools, Sailing, Writing, Pottery, Oars
    And the age 1 figures pile is Homer
    And the age 2 pile is Mathematics
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of The Wheel
    Then Alice's hand is Tools, Sailing
    And Alice's score pile is nothing
    And Bob's hand is Writing, Pottery, Homer
    And the age 2 pile is Mathematics
    And it is Bob's turn 10 with one action used

  # --- Hatshepsut: before a draw of 2 or more while a 1 is in your hand, return your hand and
  # draw as many cards of that value.

  @id:fig-hatshepsut-returns-the-hand-and-draws-as-many
  @assumes:actions.per_turn>=2
  Scenario: Hatshepsut returns three cards and draws three 2s before the Draw action's 2
    # Tools and Sailing go under the same deck, so Alice orders the returns.
    Given a 2-player game
    And Alice's green pile is Hatshepsut
    And Alice's blue pile is Mathematics
    And Alice has Tools, Sailing, Optics in hand
    And the age 1 pile is Oars
    And the age 2 pile is Calendar, Construction, Currency, Fermenting, Canal Building
    And the age 3 pile is Paper
    And it is Alice's turn 9 with every action left
    When Alice draws
    When Alice returns Sailing then Optics then Tools
    Then Alice's hand is Calendar, Construction, Currency, Fermenting
    And the age 1 pile is Oars, Sailing, Tools
    And the age 2 pile is Canal Building
    And the age 3 pile is Paper, Optics
    And it is Alice's turn 9 with one action used

  @id:fig-hatshepsut-needs-a-1-in-hand
  @assumes:actions.per_turn>=2
  Scenario: Hatshepsut does nothing without a 1 in hand
    Given a 2-player game
    And Alice's green pile is Hatshepsut
    And Alice's blue pile is Mathematics
    And Alice has Optics in hand
    And the age 2 pile is Calendar, Construction
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's hand is Optics, Calendar
    And the age 2 pile is Construction
    And it is Alice's turn 9 with one action used

  @id:fig-hatshepsut-leaves-a-draw-of-a-1-alone
  @assumes:actions.per_turn>=2
  Scenario: Hatshepsut: a draw of a 1 is below 2, so Alice just draws it, a 1 in hand or not
    # Hatshepsut is Alice's only top card: the Draw action draws a 1, and the 1 deck has cards.
    Given a 2-player game
    And Alice's green pile is Hatshepsut
    And Alice has Tools, Optics in hand
    And the age 1 pile is Oars, Sailing
    And the age 2 pile is Calendar, Construction
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's hand is Tools, Optics, Oars
    And the age 1 pile is Sailing
    And the age 2 pile is Calendar, Construction
    And it is Alice's turn 9 with one action used

  @id:fig-hatshepsut-a-1-that-takes-a-2-is-a-draw-of-a-2
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @assumes:figures.value_about_to_draw=after-skipping
  Scenario: Hatshepsut: with the 1 deck empty the Draw action is about to take a 2, so Alice returns her hand and draws two 2s first
    # The value about to be drawn is that of the deck the card comes from: a 2. Tools goes under
    # the empty 1 deck and Optics under the 3 deck; two 2s are drawn; then the draw asks for a 1
    # again and now finds Tools.
    Given a 2-player game
    And Alice's green pile is Hatshepsut
    And Alice has Tools, Optics in hand
    And the age 1 pile is nothing
    And the age 2 pile is Calendar, Construction, Currency
    And the age 3 pile is Paper
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's hand is Calendar, Construction, Tools
    And the age 1 pile is nothing
    And the age 2 pile is Currency
    And the age 3 pile is Paper, Optics
    And it is Alice's turn 9 with one action used

  @id:fig-hatshepsut-draws-the-raised-value-once
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false @assumes:figures.fading=true
  @assumes:figures.raised_karma_conditions=false
  Scenario: Hatshepsut inside Johannes Kepler's raised Dogma action: Monotheism's "draw a 1" asks for a 2, and her redraw takes a 2, not a 3
    # Kepler (a 4) is Alice's only top card above 3: every value written in the action is raised
    # by 1. Monotheism features the castle: Alice shows 3, Bob none, so Bob is affected and has no
    # top card to give. The draw about to happen is a 2 and Tools (a 1) is in hand: Hatshepsut
    # returns Tools and draws one 2, a value read from the draw, which Kepler does not raise
    # again. Then the draw itself takes the next 2, and it is tucked. With two top figures, Alice
    # fades one at the end of the action.
    Given a 2-player game
    And Alice's blue pile is Johannes Kepler
    And Alice's green pile is Hatshepsut
    And Alice's purple pile is Monotheism
    And Alice has Tools in hand
    And the age 1 pile is Oars
    And the age 2 pile is Calendar, Construction, Currency
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Monotheism
    Then Alice's hand is Calendar
    And Alice's red pile is Construction
    And the age 1 pile is Oars, Tools
    And the age 2 pile is Currency
    And the age 3 pile is Paper, Compass
    And Alice must score 1 of Johannes Kepler, Hatshepsut
    When Alice scores Johannes Kepler
    Then Alice's score pile is Johannes Kepler
    And it is Alice's turn 9 with one action used

  @id:fig-hatshepsut-a-1-asked-for-stays-a-1 @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @assumes:figures.value_about_to_draw=asked
  Scenario: Hatshepsut read by the value asked for: the Draw action asks for a 1, so the 2 it takes comes alone
    # The other reading of "the value you are about to draw" (the variant's dispute on
    # figures.value_about_to_draw), played by a house variant: the position above.
    Given a house variant of it sets figures.value_about_to_draw to "asked"
    And a 2-player game
    And Alice's green pile is Hatshepsut
    And Alice has Tools, Optics in hand
    And the age 1 pile is nothing
    And the age 2 pile is Calendar, Construction, Currency
    And the age 3 pile is Paper
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's hand is Tools, Optics, Calendar
    And the age 1 pile is nothing
    And the age 2 pile is Construction, Currency
    And the age 3 pile is Paper
    And it is Alice's turn 9 with one action used

  # --- Sargon of Akkad: when you cannot share another player's Dogma action, you share its
  # non-demand effects instead and junk an available 1 achievement.

  @id:fig-sargon-shares-and-junks-a-1-achievement
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:figures.sharing_bonus_figure=true
  Scenario: Sargon of Akkad lets Alice share Bob's Dogma action on The Wheel without a castle
    # The Wheel features the castle: Bob shows 3, Alice none. Alice junks Oars (the 1
    # achievement), then shares: she draws two 1s, then Bob; Bob's bonus is a figure.
    Given a 2-player game
    And Alice's green pile is Sargon of Akkad
    And Bob's green pile is The Wheel
    And the standard achievements are Oars, Calendar
    And the age 1 pile is Tools, Sailing, Writing, Pottery, Agriculture
    And the age 1 figures pile is Homer
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of The Wheel
    Then Alice's hand is Tools, Sailing
    And Bob's hand is Writing, Pottery, Homer
    And Bob gets the sharing bonus
    And the junk pile holds Oars
    And the standard achievements are ages 2
    And the age 1 pile is Agriculture
    And it is Bob's turn 10 with one action used

  @id:fig-sargon-only-his-owner-shares
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:figures.sharing_bonus_figure=true
  Scenario: Sargon of Akkad with three players: Alice shares Bob's The Wheel without a castle, Carol, also without one, does not
    # The Wheel features the castle: Bob shows 3, Alice and Carol none. Sargon makes his owner
    # alone eligible: Alice junks Oars and draws two 1s, then Bob draws two; Carol draws nothing.
    # Bob's bonus is a figure.
    Given a 3-player game
    And Alice's green pile is Sargon of Akkad
    And Bob's green pile is The Wheel
    And Carol's yellow pile is Agriculture
    And the standard achievements are Oars, Calendar
    And the age 1 pile is Tools, Sailing, Writing, Pottery, Clothing
    And the age 1 figures pile is Homer
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of The Wheel
    Then Alice's hand is Tools, Sailing
    And Bob's hand is Writing, Pottery, Homer
    And Carol's hand is nothing
    And Bob gets the sharing bonus
    And the junk pile holds Oars
    And the standard achievements are ages 2
    And the age 1 pile is Clothing
    And it is Bob's turn 10 with one action used

  # --- Shennong: before a draw of a 1 during the first action of your turn, draw and score a card
  # of the number of 1s in your hand.

  @id:fig-shennong-scores-a-card-of-the-count-of-1s
  @assumes:actions.per_turn>=2
  Scenario: Shennong with two 1s in hand scores a 2 before the Draw action's 1
    Given a 2-player game
    And Alice's yellow pile is Shennong
    And Alice has Tools, Sailing, Optics in hand
    And the age 1 pile is Writing, Pottery
    And the age 2 pile is Mathematics, Calendar
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's score pile is Mathematics
    And Alice's hand is Tools, Sailing, Optics, Writing
    And the age 1 pile is Pottery
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  @id:fig-shennong-with-no-1-draws-a-0
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Shennong with no 1 in hand scores a 0, which is drawn as a 1 while age 0 is out of play
    Given a 2-player game
    And Alice's yellow pile is Shennong
    And Alice has Optics in hand
    And the age 1 pile is Writing, Pottery, Oars
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's score pile is Writing
    And Alice's hand is Optics, Pottery
    And the age 1 pile is Oars
    And it is Alice's turn 9 with one action used

  @id:fig-shennong-reads-the-value-after-empty-decks
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @assumes:figures.value_about_to_draw=after-skipping
  Scenario: Shennong: with the 1 deck empty the Draw action takes a 2, so nothing is scored first
    # "About to draw a 1" is read as every draw karma reads "the value you are about to draw"
    # (the variant's figures.value_about_to_draw): the 1 deck is empty, so the card drawn is a 2.
    Given a 2-player game
    And Alice's yellow pile is Shennong
    And Alice has Tools in hand
    And the age 1 pile is nothing
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's hand is Tools, Calendar
    And Alice's score pile is nothing
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with one action used

  @id:fig-shennong-reads-the-value-asked-for @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @assumes:figures.value_about_to_draw=asked
  Scenario: Shennong read by the value asked for: the Draw action asks for a 1, so a card is scored first
    # The other reading of "the value you are about to draw", played by a house variant: one 1 in
    # hand, so Alice draws and scores "a 1", a 2 with the 1 deck empty; then her draw takes a 2.
    Given a house variant of it sets figures.value_about_to_draw to "asked"
    And a 2-player game
    And Alice's yellow pile is Shennong
    And Alice has Tools in hand
    And the age 1 pile is nothing
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's score pile is Calendar
    And Alice's hand is Tools, Mathematics
    And the age 2 pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Sneferu: Expansion with two figures; before a meld, draw and tuck a 2, and return it if it
  # has no castle.

  @id:fig-sneferu-tucks-a-2-with-a-castle
  @assumes:actions.per_turn>=2
  Scenario: Sneferu tucks Construction before Alice's meld; it has a castle and stays
    Given a 2-player game
    And Alice's yellow pile is Sneferu
    And Alice has Archery in hand
    And the age 2 pile is Construction, Calendar
    And it is Alice's turn 9 with every action left
    When Alice melds Archery
    Then Alice's red pile is Archery, Construction
    And Alice's hand is nothing
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  @id:fig-sneferu-returns-a-2-without-a-castle
  @assumes:actions.per_turn>=2
  Scenario: Sneferu tucks Mathematics before Alice's meld; it has no castle and goes back
    Given a 2-player game
    And Alice's yellow pile is Sneferu
    And Alice has Archery in hand
    And the age 2 pile is Mathematics, Calendar
    And it is Alice's turn 9 with every action left
    When Alice melds Archery
    Then Alice's red pile is Archery
    And Alice's blue pile is nothing
    And Alice's hand is nothing
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 9 with one action used

  @id:fig-sneferu-permits-expansion @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2
  Scenario: With Sneferu on top, two figures of one value are enough to issue Expansion
    # Expansion: splay one of your colours up; only red has two cards.
    Given a 2-player game
    And Alice's yellow pile is Sneferu
    And Alice's red pile is Archery, Oars
    And Alice has Homer, Ptahhotep in hand
    And the available decrees are Advancement, War, Trade, Expansion, Rivalry
    And it is Alice's turn 9 with every action left
    When Alice issues the Expansion decree
    Then Alice's red pile is Archery, Oars splayed up
    And Alice's hand is nothing
    And Alice's achievements are Expansion
    And the junk pile holds Homer, Ptahhotep
    And the available decrees are Advancement, War, Trade, Rivalry
    And it is Alice's turn 9 with one action used

  # --- Sunshu Ao: instead of melding a card that is not a figure by the Meld action, self-execute
  # it; before your sixth score or sixth tuck of a turn, draw a 1 and achieve it.

  @id:fig-sunshu-ao-self-executes-instead-of-melding
  @assumes:actions.per_turn>=2
  Scenario: Sunshu Ao turns the Meld action of Writing into its self-execution
    # Writing: draw a 2. Writing stays in Alice's hand.
    Given a 2-player game
    And Alice's yellow pile is Sunshu Ao
    And Alice has Writing in hand
    And the age 2 pile is Mathematics, Calendar
    And it is Alice's turn 9 with every action left
    When Alice melds Writing
    Then Alice's hand is Writing, Mathematics
    And Alice's blue pile is nothing
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  @id:fig-sunshu-ao-lets-a-figure-be-melded @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Sunshu Ao lets the Meld action of a figure happen
    Given a 2-player game
    And Alice's yellow pile is Sunshu Ao, Agriculture
    And Alice has Shennong in hand
    And it is Alice's turn 9 with every action left
    When Alice melds Shennong
    Then Alice's yellow pile is Shennong, Sunshu Ao, Agriculture
    And Alice's hand is nothing
    And it is Alice's turn 9 with one action used

  @id:fig-sunshu-ao-achieves-before-the-sixth-score
  @assumes:special_achievements.conditions.Monument.kind=top-cards-with-demand
  @assumes:actions.per_turn>=2
  Scenario: Sunshu Ao achieves a 1 before Alice scores her sixth card of the turn
    # Currency features the crown: Alice shows 2, Bob none. Six values returned, so Alice draws
    # and scores a 2 six times; before the sixth score she draws Pottery and achieves it.
    Given a 2-player game
    And Alice's yellow pile is Sunshu Ao
    And Alice's green pile is Currency
    And Alice has Tools, Mathematics, Optics, Navigation, Physics, Canning in hand
    And the age 1 pile is Pottery
    And the age 2 pile is Calendar, Construction, Road Building, Mapmaking, Canal Building, Fermenting
    And the age 3 pile is Paper
    And the age 4 pile is Anatomy
    And the age 5 pile is Coal
    And the age 6 pile is Vaccination
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Currency
    Then Alice may return up to 6 of Tools, Mathematics, Optics, Navigation, Physics, Canning
    When Alice returns Tools, Mathematics, Optics, Navigation, Physics, Canning
    Then Alice's score pile is Calendar, Construction, Road Building, Mapmaking, Canal Building, Fermenting
    And Alice's achievements are Pottery
    And Alice's hand is nothing
    And the age 1 pile is Tools
    And the age 2 pile is Mathematics
    And the age 3 pile is Paper, Optics
    And the age 4 pile is Anatomy, Navigation
    And the age 5 pile is Coal, Physics
    And the age 6 pile is Vaccination, Canning
    And it is Alice's turn 9 with one action used

  @id:fig-sunshu-ao-achieves-a-1-with-age-0-in-play
  @assumes:special_achievements.conditions.Monument.kind=top-cards-with-demand
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: With age 0 in play Sunshu Ao still draws a 1 to achieve before the sixth score
    # As above, with the age-0 deck in play: the card achieved is a 1, Pottery; Knots stays.
    Given a 2-player game
    And Alice's yellow pile is Sunshu Ao
    And Alice's green pile is Currency
    And Alice has Tools, Mathematics, Optics, Navigation, Physics, Canning in hand
    And the age 0 pile is Knots
    And the age 1 pile is Pottery
    And the age 2 pile is Calendar, Construction, Road Building, Mapmaking, Canal Building, Fermenting
    And the age 3 pile is Paper
    And the age 4 pile is Anatomy
    And the age 5 pile is Coal
    And the age 6 pile is Vaccination
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Currency
    And Alice returns Tools, Mathematics, Optics, Navigation, Physics, Canning
    Then Alice's score pile is Calendar, Construction, Road Building, Mapmaking, Canal Building, Fermenting
    And Alice's achievements are Pottery
    And Alice's hand is nothing
    And the age 0 pile is Knots
    And the age 1 pile is Tools
    And it is Alice's turn 9 with one action used

  @id:fig-sunshu-ao-five-scores-achieve-nothing
  @assumes:special_achievements.conditions.Monument.kind=top-cards-with-demand
  @assumes:actions.per_turn>=2
  Scenario: Sunshu Ao: Alice scores only five cards this turn, so nothing is achieved
    # The position of the sixth-score scenario less Canning: five values returned, five 2s drawn
    # and scored. The fifth score is not the sixth: Pottery stays in the age 1 pile.
    Given a 2-player game
    And Alice's yellow pile is Sunshu Ao
    And Alice's green pile is Currency
    And Alice has Tools, Mathematics, Optics, Navigation, Physics in hand
    And the age 1 pile is Pottery
    And the age 2 pile is Calendar, Construction, Road Building, Mapmaking, Canal Building, Fermenting
    And the age 3 pile is Paper
    And the age 4 pile is Anatomy
    And the age 5 pile is Coal
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Currency
    Then Alice may return up to 5 of Tools, Mathematics, Optics, Navigation, Physics
    When Alice returns Tools, Mathematics, Optics, Navigation, Physics
    Then Alice's score pile is Calendar, Construction, Road Building, Mapmaking, Canal Building
    And Alice's achievements are nothing
    And Alice's hand is nothing
    And the age 1 pile is Pottery, Tools
    And the age 2 pile is Fermenting, Mathematics
    And it is Alice's turn 9 with one action used

  @id:fig-sunshu-ao-seven-scores-achieve-once
  @assumes:special_achievements.conditions.Monument.kind=top-cards-with-demand
  @assumes:actions.per_turn>=2
  Scenario: Sunshu Ao: Alice scores seven cards this turn and achieves a 1 only before the sixth
    # Seven values returned, seven 2s scored. Pottery is drawn and achieved before the sixth score;
    # the seventh is not the sixth, so Oars stays in the age 1 pile.
    Given a 2-player game
    And Alice's yellow pile is Sunshu Ao
    And Alice's green pile is Currency
    And Alice has Tools, Mathematics, Optics, Navigation, Physics, Canning, Bicycle in hand
    And the age 1 pile is Pottery, Oars
    And the age 2 pile is Calendar, Construction, Road Building, Mapmaking, Canal Building, Fermenting, Monotheism
    And the age 3 pile is Paper
    And the age 4 pile is Anatomy
    And the age 5 pile is Coal
    And the age 6 pile is Vaccination
    And the age 7 pile is Lighting
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Currency
    Then Alice may return up to 7 of Tools, Mathematics, Optics, Navigation, Physics, Canning, Bicycle
    When Alice returns Tools, Mathematics, Optics, Navigation, Physics, Canning, Bicycle
    Then Alice's score pile is Calendar, Construction, Road Building, Mapmaking, Canal Building, Fermenting, Monotheism
    And Alice's achievements are Pottery
    And Alice's hand is nothing
    And the age 1 pile is Oars, Tools
    And the age 2 pile is Mathematics
    And the age 7 pile is Lighting, Bicycle
    And it is Alice's turn 9 with one action used

  @id:fig-sunshu-ao-achieves-before-the-sixth-tuck
  @assumes:special_achievements.conditions.Monument.kind=top-cards-with-demand
  @assumes:actions.per_turn>=2
  Scenario: Sunshu Ao achieves a 1 before Alice tucks her sixth card of the turn
    # Colonialism draws and tucks 3s while they have a crown; a green one junks the 5 deck.
    # Translation, Optics, Medicine, Paper and Compass have crowns; before Alchemy, the sixth,
    # is tucked, Alice draws Pottery and achieves it. Alchemy has no crown: the effect ends.
    Given a 2-player game
    And Alice's red pile is Colonialism
    And Alice's yellow pile is Sunshu Ao
    And the age 1 pile is Pottery
    And the age 3 pile is Translation, Optics, Medicine, Paper, Compass, Alchemy, Engineering
    And the age 5 pile is Coal
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Colonialism
    Then Alice's blue pile is Translation, Alchemy
    And Alice's red pile is Colonialism, Optics
    And Alice's green pile is Paper, Compass
    And Alice's yellow pile is Sunshu Ao, Medicine
    And Alice's achievements are Pottery
    And the junk pile holds Coal
    And the age 1 pile is nothing
    And the age 3 pile is Engineering
    And the age 5 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:fig-sunshu-ao-five-tucks-achieve-nothing
  @assumes:special_achievements.conditions.Monument.kind=top-cards-with-demand
  @assumes:actions.per_turn>=2
  Scenario: Sunshu Ao: Alice tucks only five cards this turn, so nothing is achieved
    # Translation, Optics, Medicine and Paper have crowns; Alchemy, the fifth, has none and ends
    # the effect. Paper is green: the 5 deck is junked. Pottery stays in the age 1 pile.
    Given a 2-player game
    And Alice's red pile is Colonialism
    And Alice's yellow pile is Sunshu Ao
    And the age 1 pile is Pottery
    And the age 3 pile is Translation, Optics, Medicine, Paper, Alchemy, Compass
    And the age 5 pile is Coal
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Colonialism
    Then Alice's blue pile is Translation, Alchemy
    And Alice's red pile is Colonialism, Optics
    And Alice's green pile is Paper
    And Alice's yellow pile is Sunshu Ao, Medicine
    And Alice's achievements are nothing
    And the junk pile holds Coal
    And the age 1 pile is Pottery
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  # --- Homer: before a Dogma action, draw and tuck a 2, and return your top card of its colour if
  # that is not the dogma'd card's colour; instead of junking or returning a figure from your hand,
  # tuck it.

  @id:fig-homer-tucks-a-2-of-the-dogma-colour @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Homer tucks a blue 2 before the Dogma action on Writing: same colour, nothing returned
    Given a 2-player game
    And Alice's purple pile is Homer
    And Alice's blue pile is Writing
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's blue pile is Writing, Calendar
    And Alice's hand is Mathematics
    And the age 2 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:fig-homer-returns-the-tucked-card-alone-in-its-pile @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Homer tucks a red 2 into an empty red pile: that card, the top red card, goes back
    Given a 2-player game
    And Alice's purple pile is Homer
    And Alice's blue pile is Writing
    And the age 2 pile is Construction, Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's red pile is nothing
    And Alice's blue pile is Writing
    And Alice's hand is Mathematics
    And the age 2 pile is Construction
    And it is Alice's turn 9 with one action used

  @id:fig-homer-returns-the-top-card-of-the-tucked-colour
  @assumes:actions.per_turn>=2
  Scenario: Homer tucks a red 2 under Archery, and Archery goes back
    Given a 2-player game
    And Alice's purple pile is Homer
    And Alice's blue pile is Writing
    And Alice's red pile is Archery
    And the age 1 pile is Tools
    And the age 2 pile is Construction, Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's red pile is Construction
    And Alice's hand is Mathematics
    And the age 1 pile is Tools, Archery
    And the age 2 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:fig-homer-tucks-a-figure-instead-of-returning-it @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Homer tucks Gilgamesh when Agriculture would return it from Alice's hand
    # Homer's first karma comes first: Mathematics is tucked into an empty blue pile, a colour
    # other than Agriculture's, and goes back. Agriculture features the leaf: Alice shows 3, Bob
    # none. Gilgamesh goes under Archery instead of back to its deck; Agriculture then scores a
    # card one above it, a 2. Whether a return replaced by "instead" counts for "if you do" is
    # left open by the sources (figures.md 4.4); the reading played: it counts, since Alice did
    # what the effect offered and Homer changes only where the card goes. It is the only reading
    # the reference plays: every effect decides "if you do" from the card chosen, and no
    # replacing karma reports back to it (docs/figures.md, Left open).
    Given a 2-player game
    And Alice's purple pile is Homer
    And Alice's yellow pile is Agriculture
    And Alice's red pile is Archery
    And Alice has Gilgamesh, Tools in hand
    And the age 1 figures pile is Imhotep
    And the age 2 pile is Mathematics, Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    Then Alice may return up to 1 of Gilgamesh, Tools
    When Alice chooses Gilgamesh
    Then Alice's red pile is Archery, Gilgamesh
    And Alice's blue pile is nothing
    And Alice's score pile is Calendar
    And Alice's hand is Tools
    And the age 1 figures pile is Imhotep
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with one action used

  @id:fig-homer-tucks-figures-instead-of-junking-them @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:figures.decrees=true @assumes:figures.decree_values=3
  Scenario: Issuing a decree junks Alice's hand, but Homer tucks its figures instead
    # Three values in hand: Alice may issue Advancement (Zhang Heng is blue). Each figure goes
    # under its colour; Tools is junked. Advancement then draws a 3 (two above Alice's 1s).
    Given a 2-player game
    And Alice's purple pile is Homer
    And Alice's blue pile is Writing
    And Alice's red pile is Archery
    And Alice's green pile is The Wheel
    And Alice has Gilgamesh, Zhang Heng, Shen Kuo, Tools in hand
    And the available decrees are Advancement, War, Trade, Expansion, Rivalry
    And the age 3 pile is Optics, Paper
    And it is Alice's turn 9 with every action left
    When Alice issues the Advancement decree
    Then Alice's red pile is Archery, Gilgamesh
    And Alice's blue pile is Writing, Zhang Heng
    And Alice's green pile is The Wheel, Shen Kuo
    And Alice's hand is Optics
    And Alice's achievements are Advancement
    And the junk pile holds Tools
    And the age 3 pile is Paper
    And it is Alice's turn 9 with one action used

  # --- Ptahhotep: instead of a Dogma action as the second action of your turn, score a card from
  # your hand; if you did, super-execute it.

  @id:fig-ptahhotep-scores-and-super-executes @ultimate-echoes-figures
  @assumes:actions.per_turn=2
  Scenario: Ptahhotep scores Archery instead of the second action's Dogma, then super-executes it
    # Archery's demand hits Bob whatever his icons: he draws Tools and gives it to Alice. Then
    # Alice junks the 2 achievement. The Wheel's Dogma action does not happen.
    Given a 2-player game
    And Alice's purple pile is Ptahhotep
    And Alice's green pile is The Wheel
    And Alice has Archery, Sailing in hand
    And the standard achievements are Calendar
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 9 with 1 action left
    When Alice performs the dogma of The Wheel
    Then Alice must score 1 of Archery, Sailing
    When Alice scores Archery
    Then Alice's score pile is Archery
    And Alice's hand is Sailing, Tools
    And Bob's hand is nothing
    And the junk pile holds Calendar
    And the age 1 pile is Oars
    And it is Bob's turn 10 with 2 actions left

  @id:fig-ptahhotep-with-an-empty-hand-does-nothing @ultimate-echoes-figures
  @assumes:actions.per_turn=2
  Scenario: Ptahhotep with an empty hand: nothing is scored, nothing executed, no Dogma action
    Given a 2-player game
    And Alice's purple pile is Ptahhotep
    And Alice's green pile is The Wheel
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 9 with 1 action left
    When Alice performs the dogma of The Wheel
    Then Alice's hand is nothing
    And Alice's score pile is nothing
    And the age 1 pile is Tools, Oars
    And it is Bob's turn 10 with 2 actions left

  @id:fig-ptahhotep-not-on-the-first-action @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Ptahhotep leaves the first action's Dogma action alone
    Given a 2-player game
    And Alice's purple pile is Ptahhotep
    And Alice's green pile is The Wheel
    And Alice has Writing in hand
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice's hand is Writing, Tools, Oars
    And Alice's score pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Sinuhe: Rivalry with two figures; a point for each castle on your board.

  @id:fig-sinuhe-counts-castles-as-points @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Sinuhe adds a point per castle: Metalworking's three castles reach the 1 achievement
    # 2 points in the score pile and 3 castles make 5; once Optics (no castle) covers
    # Metalworking, 2 are left.
    Given a 2-player game
    And Alice's purple pile is Sinuhe
    And Alice's red pile is Metalworking
    And Alice has Tools, Sailing in the score pile
    And Alice has Optics in hand
    And the standard achievements are Pottery
    And it is Alice's turn 9 with every action left
    Then Alice may achieve ages 1
    When Alice melds Optics
    Then Alice may achieve ages nothing
    And Alice's red pile is Optics, Metalworking
    And it is Alice's turn 9 with one action used

  @id:fig-sinuhe-permits-rivalry @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2
  Scenario: With Sinuhe on top, two figures of one value are enough to issue Rivalry
    # Rivalry: return three cards of Bob's score pile (he has three), then his top figures.
    Given a 2-player game
    And Alice's purple pile is Sinuhe
    And Alice has Sargon of Akkad, Shennong in hand
    And Bob's blue pile is Daedalus, Writing
    And Bob has Tools, Calendar, Optics in the score pile
    And the available decrees are Advancement, War, Trade, Expansion, Rivalry
    And the age 1 pile is Pottery
    And the age 2 pile is Mathematics
    And the age 3 pile is Paper
    And the age 1 figures pile is Imhotep
    And it is Alice's turn 9 with every action left
    When Alice issues the Rivalry decree
    Then Bob's score pile is nothing
    And Bob's blue pile is Writing
    And the age 1 pile is Pottery, Tools
    And the age 2 pile is Mathematics, Calendar
    And the age 3 pile is Paper, Optics
    And the age 1 figures pile is Imhotep, Daedalus
    And Alice's achievements are Rivalry
    And the junk pile holds Sargon of Akkad, Shennong
    And it is Alice's turn 9 with one action used

  # --- Zhang Heng: before any player claims an achievement, draw and tuck a 3, then score every
  # card above it in its pile.

  @id:fig-zhang-heng-before-an-opponents-achieve-action
  @assumes:cards.readings.zhang_heng_scorer=owner
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.achieve_figure_draws=true
  Scenario: Before Alice achieves, Bob's Zhang Heng tucks a 3 under his blue pile and Bob scores the cards above it
    # Alchemy goes under Zhang Heng and Writing, which Bob scores (the owner does, as the text
    # names nobody else). Then Alice claims the 1, and Bob draws a figure at his draw value,
    # now 3 (Alchemy).
    Given a 2-player game
    And Alice's red pile is Construction
    And Alice has Calendar, Mathematics, Sailing in the score pile
    And Bob's blue pile is Zhang Heng, Writing
    And the standard achievements are Tools, Canal Building
    And the age 3 pile is Alchemy, Paper
    And the age 3 figures pile is Alhazen
    And it is Alice's turn 9 with every action left
    When Alice achieves age 1
    Then Alice's achievements are Tools
    And Bob's blue pile is Alchemy
    And Bob's score pile is Zhang Heng, Writing
    And Bob's hand is Alhazen
    And the standard achievements are ages 2
    And the age 3 pile is Paper
    And the age 3 figures pile is nothing
    And it is Alice's turn 9 with one action used

  @id:fig-zhang-heng-claiming-player-scores @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.achieve_figure_draws=true
  @assumes:cards.readings.zhang_heng_scorer=claiming-player
  Scenario: Zhang Heng read with the claiming player scoring: before Alice achieves, Bob tucks a 3 and Alice scores the cards above it
    # The other reading of who scores (the variant's dispute on cards.readings.zhang_heng_scorer),
    # played by a house variant: the position above. Bob still draws and tucks Alchemy; Zhang Heng
    # and Writing go from his board to Alice's score pile.
    Given a house variant of it sets cards.readings.zhang_heng_scorer to "claiming-player"
    And a 2-player game
    And Alice's red pile is Construction
    And Alice has Calendar, Mathematics, Sailing in the score pile
    And Bob's blue pile is Zhang Heng, Writing
    And the standard achievements are Tools, Canal Building
    And the age 3 pile is Alchemy, Paper
    And the age 3 figures pile is Alhazen
    And it is Alice's turn 9 with every action left
    When Alice achieves age 1
    Then Alice's achievements are Tools
    And Alice's score pile is Calendar, Mathematics, Sailing, Zhang Heng, Writing
    And Bob's blue pile is Alchemy
    And Bob's score pile is nothing
    And Bob's hand is Alhazen
    And the standard achievements are ages 2
    And the age 3 pile is Paper
    And the age 3 figures pile is nothing
    And it is Alice's turn 9 with one action used

  @id:fig-zhang-heng-before-a-decree-is-claimed
  @assumes:actions.per_turn>=2 @assumes:figures.decrees=true @assumes:figures.decree_values=3
  Scenario: Claiming a decree is a claim: Zhang Heng tucks a 3 first
    # Optics goes under Construction, which Alice scores; Advancement then draws two above
    # Alice's highest top card, now Optics (3).
    Given a 2-player game
    And Alice's blue pile is Zhang Heng
    And Alice's red pile is Construction
    And Alice has Daedalus, Archimedes, Alhazen in hand
    And the available decrees are Advancement, War, Trade, Expansion, Rivalry
    And the age 3 pile is Optics, Paper
    And the age 5 pile is Physics
    And it is Alice's turn 9 with every action left
    When Alice issues the Advancement decree
    Then Alice's red pile is Optics
    And Alice's score pile is Construction
    And Alice's hand is Physics
    And Alice's achievements are Advancement
    And the junk pile holds Daedalus, Archimedes, Alhazen
    And the age 3 pile is Paper
    And the age 5 pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Sun Tzu: War with two figures; before your sharing bonus, meld any of your hand cards that
  # show the Dogma action's featured icon.

  @id:fig-sun-tzu-melds-before-the-sharing-bonus
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:figures.sharing_bonus_figure=true
  Scenario: Sun Tzu melds Alice's castle cards before she draws her sharing bonus
    # The Wheel features the castle: Alice shows 5, Bob 6 (shares). Bob draws Tools and
    # Sailing, Alice Archery and Oars. Both show a castle and are red: Alice orders the melds
    # (Oars first). Then her bonus: a figure at her draw value, 1.
    Given a 2-player game
    And Alice's red pile is Sun Tzu
    And Alice's green pile is The Wheel
    And Alice has Writing in hand
    And Bob's red pile is Metalworking
    And Bob's yellow pile is Masonry
    And the age 1 pile is Tools, Sailing, Archery, Oars, Pottery
    And the age 1 figures pile is Homer
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice may meld up to 2 of Archery, Oars
    When Alice melds Oars then Archery
    Then Alice's red pile is Archery, Oars, Sun Tzu
    And Alice's hand is Writing, Homer
    And Bob's hand is Tools, Sailing
    And Alice gets the sharing bonus
    And the age 1 pile is Pottery
    And the age 1 figures pile is nothing
    And it is Alice's turn 9 with one action used

  @id:fig-sun-tzu-permits-war @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2
  Scenario: With Sun Tzu on top, two figures of one value are enough to issue War
    Given a 2-player game
    And Alice's red pile is Sun Tzu
    And Alice has Homer, Ptahhotep in hand
    And Bob's blue pile is Calendar, Writing
    And Bob's green pile is Sailing
    And the available decrees are Advancement, War, Trade, Expansion, Rivalry
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice issues the War decree
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 2
    Then Bob's blue pile is Writing
    And Bob's green pile is Sailing
    And the age 2 pile is Mathematics, Calendar
    And Alice's achievements are War
    And the junk pile holds Homer, Ptahhotep
    And it is Alice's turn 9 with one action used

  # --- Augustus Caesar: instead of any player's Dogma action on a card with a castle, draw and
  # reveal a card of its value; meld it if it has a castle or a lightbulb, otherwise the player
  # super-executes the card.

  @id:fig-augustus-caesar-melds-a-card-with-a-castle-or-lightbulb
  @assumes:actions.per_turn>=2
  Scenario: Augustus Caesar replaces Alice's own Dogma action on Domestication and melds Tools
    Given a 2-player game
    And Alice's green pile is Augustus Caesar
    And Alice's yellow pile is Domestication
    And Alice has Optics in hand
    And the age 1 pile is Tools, Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Domestication
    Then Alice revealed Tools
    And Alice's blue pile is Tools
    And Alice's hand is Optics
    And Alice's yellow pile is Domestication
    And the age 1 pile is Sailing
    And it is Alice's turn 9 with one action used

  @id:fig-augustus-caesar-lets-the-player-super-execute
  @assumes:actions.per_turn>=2
  Scenario: Augustus Caesar replaces Bob's Dogma action on The Wheel; Sailing has neither icon, so Bob super-executes The Wheel
    # Alice keeps Sailing; Bob alone draws two 1s, and nobody shares.
    Given a 2-player game
    And Alice's green pile is Augustus Caesar
    And Bob's green pile is The Wheel
    And the age 1 pile is Sailing, Writing, Pottery, Oars
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of The Wheel
    Then Alice revealed Sailing
    And Alice's hand is Sailing
    And Bob's hand is Writing, Pottery
    And nobody gets the sharing bonus
    And the age 1 pile is Oars
    And it is Bob's turn 10 with one action used

  @id:fig-augustus-caesar-ignores-cards-without-a-castle
  @assumes:actions.per_turn>=2
  Scenario: Augustus Caesar leaves a Dogma action on a card without a castle alone
    Given a 2-player game
    And Alice's green pile is Augustus Caesar
    And Bob's blue pile is Writing
    And the age 1 pile is Tools
    And the age 2 pile is Mathematics
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of Writing
    Then Bob's hand is Mathematics
    And Alice's hand is nothing
    And the age 1 pile is Tools
    And it is Bob's turn 10 with one action used

  # --- Ximen Bao: Expansion with two figures; before you issue a decree, junk every opponent's hand.

  @id:fig-ximen-bao-junks-opponents-hands-before-a-decree @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2
  Scenario: Ximen Bao junks Bob's hand before Alice issues Expansion, which it permits
    Given a 2-player game
    And Alice's yellow pile is Ximen Bao
    And Alice's red pile is Archery, Oars
    And Alice has Homer, Sinuhe in hand
    And Bob has Tools, Daedalus in hand
    And the available decrees are Advancement, War, Trade, Expansion, Rivalry
    And it is Alice's turn 9 with every action left
    When Alice issues the Expansion decree
    Then Bob's hand is nothing
    And Alice's hand is nothing
    And Alice's red pile is Archery, Oars splayed up
    And Alice's achievements are Expansion
    And the junk pile holds Tools, Daedalus, Homer, Sinuhe
    And it is Alice's turn 9 with one action used

  # --- Confucius: instead of a Dogma action featuring the castle, score that card and junk the 2
  # deck or the 3 deck.

  @id:fig-confucius-scores-a-castle-card-and-junks-a-deck @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Confucius scores The Wheel instead of its Dogma action, and Alice junks the 3 deck
    Given a 2-player game
    And Alice's purple pile is Confucius
    And Alice's green pile is The Wheel
    And the age 1 pile is Tools
    And the age 2 pile is Mathematics
    And the age 3 pile is Optics, Paper
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice must choose 1 of 2, 3
    When Alice chooses 3
    Then Alice's score pile is The Wheel
    And Alice's green pile is nothing
    And Alice's hand is nothing
    And the junk pile holds Optics, Paper
    And the age 3 pile is nothing
    And the age 2 pile is Mathematics
    And the age 1 pile is Tools
    And it is Alice's turn 9 with one action used

  @id:fig-confucius-ignores-other-featured-icons
  @assumes:actions.per_turn>=2
  Scenario: Confucius leaves a Dogma action featuring the lightbulb alone
    Given a 2-player game
    And Alice's purple pile is Confucius
    And Alice's blue pile is Writing
    And the age 2 pile is Mathematics, Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's hand is Mathematics
    And Alice's blue pile is Writing
    And Alice's score pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Plato: Rivalry with two figures; before a Dogma action as the first action of your turn,
  # splay that card's colour left; if no splay happened, junk an available 2 achievement.

  @id:fig-plato-splays-left-before-a-first-action-dogma
  @assumes:actions.per_turn>=2
  Scenario: Plato splays green left before the first action's Dogma action on The Wheel
    Given a 2-player game
    And Alice's purple pile is Plato
    And Alice's green pile is The Wheel, Sailing
    And the standard achievements are Oars, Calendar
    And the age 1 pile is Tools, Writing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice's green pile is The Wheel, Sailing splayed left
    And Alice's hand is Tools, Writing
    And the standard achievements are ages 1, 2
    And it is Alice's turn 9 with one action used

  @id:fig-plato-junks-a-2-achievement-without-a-splay
  @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2
  Scenario: Plato cannot splay a one-card pile, so the 2 achievement is junked
    Given a 2-player game
    And Alice's purple pile is Plato
    And Alice's green pile is The Wheel
    And the standard achievements are Oars, Calendar
    And the age 1 pile is Tools, Writing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice's green pile is The Wheel
    And Alice's hand is Tools, Writing
    And the junk pile holds Calendar
    And the standard achievements are ages 1
    And it is Alice's turn 9 with one action used

  @id:fig-plato-not-on-the-second-action
  @assumes:actions.per_turn=2
  Scenario: Plato does nothing before the second action's Dogma action
    Given a 2-player game
    And Alice's purple pile is Plato
    And Alice's green pile is The Wheel
    And the standard achievements are Oars, Calendar
    And the age 1 pile is Tools, Writing
    And it is Alice's turn 9 with 1 action left
    When Alice performs the dogma of The Wheel
    Then Alice's hand is Tools, Writing
    And the junk pile holds nothing
    And the standard achievements are ages 1, 2
    And it is Bob's turn 10 with 2 actions left

  @id:fig-plato-permits-rivalry @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2
  Scenario: With Plato on top, two figures of one value are enough to issue Rivalry
    # Bob's score pile holds four cards: Alice chooses three. Bob has no top figure.
    Given a 2-player game
    And Alice's purple pile is Plato
    And Alice has Fu Xi, Hatshepsut in hand
    And Bob's blue pile is Writing
    And Bob has Tools, Calendar, Optics, Navigation in the score pile
    And the available decrees are Advancement, War, Trade, Expansion, Rivalry
    And the age 1 pile is Pottery
    And the age 2 pile is Mathematics
    And the age 3 pile is Paper
    And it is Alice's turn 9 with every action left
    When Alice issues the Rivalry decree
    Then Alice must return 3 of Tools, Calendar, Optics, Navigation
    When Alice returns Tools, Calendar, Optics
    Then Bob's score pile is Navigation
    And Bob's blue pile is Writing
    And the age 1 pile is Pottery, Tools
    And the age 2 pile is Mathematics, Calendar
    And the age 3 pile is Paper, Optics
    And Alice's achievements are Rivalry
    And the junk pile holds Fu Xi, Hatshepsut
    And it is Alice's turn 9 with one action used
