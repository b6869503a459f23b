# Transcribes the Figures expansion's rules as the project's research note states them, with a
# source and confidence per rule (figures.md, cited by the variant ultimate-figures): §3 how
# figures are drawn (the sharing bonus and the opponents' draws after an Achieve action), §5
# figure fading at the end of every action before the achievement check, §6 the decrees and the
# Decree action, §9 age 0 brought in by Bear Grylls, §10 the achievement target counting the
# expansion. Figure and age-0 card facts: engine/data/cards/figures-ultimate.json and
# base-ultimate-age0.json. Piles are listed top card first; every supply age a scenario draws
# from is listed.
@ultimate-figures
Feature: Figures: fading, figure draws, decrees, age 0 and the achievement target

  # --- §5 fading ------------------------------------------------------------------------------

  @id:fig-fading-scores-the-extra-figure @ultimate-echoes-figures
  @assumes:figures.fading=true @assumes:actions.per_turn>=2
  Scenario: After an action a player with two top figures scores the one they choose
    # Melding Daedalus puts a second top figure on Alice's board (Tigernmas is on top of red).
    Given a 2-player game
    And Alice's red pile is Tigernmas
    And Alice has Daedalus in hand
    And it is Alice's turn 5 with every action left
    When Alice melds Daedalus
    Then Alice must score 1 of Tigernmas, Daedalus
    When Alice scores Tigernmas
    Then Alice's red pile is nothing
    And Alice's blue pile is Daedalus
    And Alice's score pile is Tigernmas
    And Alice's hand is nothing
    And it is Alice's turn 5 with one action used

  @id:fig-fading-off-keeps-both-figures @needs:resolved_variant @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: In a house variant without fading both top figures stay
    Given a house variant of it sets figures.fading to false
    And a 2-player game
    And Alice's red pile is Tigernmas
    And Alice has Daedalus in hand
    And it is Alice's turn 5 with every action left
    When Alice melds Daedalus
    Then Alice's red pile is Tigernmas
    And Alice's blue pile is Daedalus
    And Alice's score pile is nothing
    And it is Alice's turn 5 with one action used

  @id:fig-fading-both-players-fade @ultimate-echoes-figures
  @assumes:figures.fading_order=current-player-first
  @assumes:figures.fading=true @assumes:actions.per_turn>=2
  Scenario: At the end of Bob's action both Bob and Alice have two top figures, and each scores the one they choose
    # Bob's meld of Shennong gives him a second top figure; Alice's two are part of the position.
    # Fading is every player's, not only the current player's; Bob, the current player, fades
    # first.
    Given a 2-player game
    And Alice's red pile is Tigernmas
    And Alice's purple pile is Sinuhe
    And Bob's blue pile is Daedalus
    And Bob has Shennong in hand
    And it is Bob's turn 9 with every action left
    When Bob melds Shennong
    And Bob scores Shennong
    And Alice scores Sinuhe
    Then Bob's score pile is Shennong
    And Bob's blue pile is Daedalus
    And Alice's score pile is Sinuhe
    And Alice's red pile is Tigernmas
    And it is Bob's turn 9 with one action used

  @id:fig-fading-current-player-first @ultimate-echoes-figures
  @assumes:figures.fading=true @assumes:actions.per_turn>=2 @assumes:victory.elimination=true
  @assumes:figures.fading_order=current-player-first
  Scenario: Two players fade after Bob's action, Bob first: with Alice's Rod Serling on top, scoring a figure of value 1 makes him lose
    # Both start Bob's action with two top figures. Bob draws a 5 (Steam Engine), not a card of
    # value 3 or less. Then both must fade, clockwise from Bob, the current player: both his
    # figures are 1s, so whichever he scores, Rod Serling turns it into Bob's loss before Alice
    # fades.
    Given a 2-player game
    And Alice's purple pile is Rod Serling
    And Alice's red pile is Tigernmas
    And Bob's blue pile is Daedalus
    And Bob's purple pile is Sinuhe
    And Bob's yellow pile is Steam Engine
    And the age 5 pile is Coal, Physics
    And it is Bob's turn 9 with every action left
    When Bob draws
    Then Bob is eliminated
    And Alice wins by elimination

  @id:fig-fading-first-seat-first @needs:resolved_variant
  @assumes:figures.fading=true @assumes:actions.per_turn>=2 @assumes:victory.elimination=true
  @assumes:figures.fading_order=first-seat-first
  Scenario: Fading by seat from the first: Alice fades first, scores Rod Serling, and Bob's figure of value 1 is then scored safely
    # The other fading order (the variant's dispute on figures.fading_order), played by a house
    # variant: the position above. Alice, in the first seat, fades before Bob, the current player.
    Given a house variant of it sets figures.fading_order to "first-seat-first"
    And a 2-player game
    And Alice's purple pile is Rod Serling
    And Alice's red pile is Tigernmas
    And Bob's blue pile is Daedalus
    And Bob's purple pile is Sinuhe
    And Bob's yellow pile is Steam Engine
    And the age 5 pile is Coal, Physics
    And it is Bob's turn 9 with every action left
    When Bob draws
    Then Alice must score 1 of Rod Serling, Tigernmas
    When Alice scores Rod Serling
    Then Bob must score 1 of Daedalus, Sinuhe
    When Bob scores Daedalus
    Then Alice's score pile is Rod Serling
    And Alice's red pile is Tigernmas
    And Bob's score pile is Daedalus
    And Bob's purple pile is Sinuhe
    And Bob's hand is Coal
    And the eliminated players are nobody
    And it is Bob's turn 9 with one action used

  # --- §3 figure draws -------------------------------------------------------------------------

  @id:fig-sharing-bonus-is-a-figure
  @assumes:figures.sharing_bonus_figure=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:actions.per_turn>=2
  Scenario: The sharing bonus is drawn from the Figures deck at the launcher's draw value
    # The Wheel features the castle: Alice shows 3, Bob 3 with Metalworking (shares). The base
    # age 1 pile still has a card when the bonus is drawn, so its value is 1.
    Given a 2-player game
    And Alice's green pile is The Wheel
    And Bob's red pile is Metalworking
    And the age 1 pile is Tools, Sailing, Oars, Writing, Pottery
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of The Wheel
    Then Bob's hand is Tools, Sailing
    And Alice's hand is Oars, Writing, Homer
    And the age 1 figures pile is Imhotep
    And the age 1 pile is Pottery
    And it is Alice's turn 5 with one action used

  @id:fig-achieve-action-gives-opponents-a-figure @ultimate-echoes-figures
  @assumes:actions.achieve_score_per_age=5
  @assumes:figures.achieve_figure_draws=true @assumes:actions.per_turn>=2
  Scenario: After Alice achieves with the Achieve action, Bob draws a figure at his own draw value
    # Bob's highest top card is a 2 (Mathematics), so his figure is a 2; the achievement's value
    # does not matter.
    Given a 2-player game
    And Alice's yellow pile is Agriculture
    And Alice has Chemistry in the score pile
    And Bob's blue pile is Mathematics
    And the standard achievements are Pottery
    And the age 1 figures pile is Homer
    And the age 2 figures pile is Plato, Confucius
    And it is Alice's turn 5 with every action left
    When Alice achieves age 1
    Then Alice's achievements are Pottery
    And Bob's hand is Plato
    And Alice's hand is nothing
    And the age 2 figures pile is Confucius
    And the age 1 figures pile is Homer
    And it is Alice's turn 5 with one action used

  @id:fig-empty-figures-deck-gives-a-base-card
  @assumes:figures.sharing_bonus_figure=true @assumes:figures.empty_deck_draw=base-card
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1 @assumes:actions.per_turn>=2
  Scenario: With the Figures deck of the draw value empty, the sharing bonus is a base card
    Given a 2-player game
    And Alice's green pile is The Wheel
    And Bob's red pile is Metalworking
    And the age 1 pile is Tools, Sailing, Oars, Writing, Pottery
    And the age 1 figures pile is nothing
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice's hand is Oars, Writing, Pottery
    And the age 1 pile is nothing
    And it is Alice's turn 5 with one action used

  # --- §6 decrees ------------------------------------------------------------------------------

  @id:fig-decree-advancement
  @assumes:figures.decrees=true @assumes:figures.decree_values=3 @assumes:actions.per_turn>=2
  Scenario: Advancement: figures of three values in hand; the hand is junked, the decree claimed, a card two above drawn
    # Huang Di (1, blue), Sun Tzu (2) and Alhazen (3): three values, so the decree of any of their
    # colours; Alice's highest top card is a 1, so she draws a 3.
    Given a 2-player game
    And Alice's yellow pile is Agriculture
    And Alice has Huang Di, Sun Tzu, Alhazen, Tools in hand
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 5 with every action left
    When Alice issues the Advancement decree
    Then Alice's hand is Paper
    And Alice's achievements are Advancement
    And the junk pile holds Huang Di, Sun Tzu, Alhazen, Tools
    And the available decrees are War, Trade, Expansion, Rivalry
    And the age 3 pile is Compass
    And it is Alice's turn 5 with one action used

  @id:fig-decree-advancement-empty-board @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_values=3 @assumes:actions.per_turn>=2
  Scenario: Advancement with an empty board: no top card counts as a 0, so Alice draws a 2
    # Huang Di (1), Sun Tzu (2) and Alhazen (3) are three values. Alice has no top card at all,
    # so two above her highest top card is a 2, not a 3.
    Given a 2-player game
    And Alice has Huang Di, Sun Tzu, Alhazen in hand
    And the age 2 pile is Mathematics, Calendar
    And the age 3 pile is Paper
    And it is Alice's turn 5 with every action left
    When Alice issues the Advancement decree
    Then Alice's hand is Mathematics
    And Alice's board is empty
    And Alice's achievements are Advancement
    And the junk pile holds Huang Di, Sun Tzu, Alhazen
    And the age 2 pile is Calendar
    And the age 3 pile is Paper
    And it is Alice's turn 5 with one action used

  @id:fig-decree-advancement-age-zero-top-card @assumes:ages.age_zero_cards=true
  @assumes:figures.decrees=true @assumes:figures.decree_values=3 @assumes:actions.per_turn>=2
  Scenario: Advancement once age 0 is in play: an age-0 top card as the highest makes the draw a 2
    # Age 0 is in play (its pile holds Knots). Fire, a 0, is Alice's only top card: two above it
    # is a 2.
    Given a 2-player game
    And Alice's red pile is Fire
    And Alice has Huang Di, Sun Tzu, Alhazen in hand
    And the age 0 pile is Knots
    And the age 2 pile is Mathematics, Calendar
    And the age 3 pile is Paper
    And it is Alice's turn 5 with every action left
    When Alice issues the Advancement decree
    Then Alice's hand is Mathematics
    And Alice's red pile is Fire
    And Alice's achievements are Advancement
    And the age 2 pile is Calendar
    And the age 3 pile is Paper
    And it is Alice's turn 5 with one action used

  @id:fig-decree-needs-three-values @assumes:actions.per_turn>=2 @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_values=3
  Scenario: Two figures of different values do not allow a decree without a karma that permits it
    Given a 2-player game
    And Alice's yellow pile is Agriculture
    And Alice has Huang Di, Sun Tzu in hand
    And it is Alice's turn 5 with 2 actions left
    When Alice issues the Advancement decree
    Then the move is rejected as illegal_move

  @id:fig-decree-war-before-age-zero @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_values=3 @assumes:actions.per_turn>=2
  Scenario: War: Alice chooses a value (no 0 while age 0 is out of play) and the other boards lose their top cards of it
    Given a 2-player game
    And Alice's yellow pile is Agriculture
    And Alice has Tigernmas, Sun Tzu, Alhazen in hand
    And Bob's red pile is Metalworking, Archery
    And Bob's blue pile is Mathematics
    And the age 1 pile is Tools
    And it is Alice's turn 5 with every action left
    When Alice issues the War decree
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 1
    Then Bob's red pile is Archery
    And Bob's blue pile is Mathematics
    And Alice's yellow pile is Agriculture
    And the age 1 pile is Tools, Metalworking
    And Alice's achievements are War
    And it is Alice's turn 5 with one action used

  @id:fig-decree-war-after-age-zero @assumes:actions.per_turn>=2 @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_values=3 @assumes:ages.age_zero_cards=true
  Scenario: Once age 0 is in play, 0 is a value War may choose
    Given a 2-player game
    And Alice's yellow pile is Agriculture
    And Alice has Tigernmas, Sun Tzu, Alhazen in hand
    And Bob's red pile is Fire, Archery
    And the age 0 pile is Knots, Curing
    And it is Alice's turn 5 with 2 actions left
    When Alice issues the War decree
    Then Alice must choose 1 of 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 0
    Then Bob's red pile is Archery
    And the age 0 pile is Knots, Curing, Fire

  @id:fig-decree-expansion @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_values=3 @assumes:actions.per_turn>=2
  Scenario: Expansion: Alice splays one of her colours up
    # Sneferu (1, yellow), Sun Tzu (2), Alhazen (3).
    Given a 2-player game
    And Alice's yellow pile is Agriculture, Masonry
    And Alice's blue pile is Writing, Tools
    And Alice has Sneferu, Sun Tzu, Alhazen in hand
    And it is Alice's turn 5 with every action left
    When Alice issues the Expansion decree
    Then Alice must splay 1 of yellow, blue
    When Alice splays blue
    Then Alice's blue pile is Writing, Tools splayed up
    And Alice's yellow pile is Agriculture, Masonry
    And Alice's achievements are Expansion

  @id:fig-decree-rivalry @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_values=3 @assumes:actions.per_turn>=2
  Scenario: Rivalry: three cards of Bob's score pile are returned, then every top figure of his board
    # Homer (1, purple), Sun Tzu (2), Alhazen (3). Tigernmas is Bob's only top figure.
    Given a 2-player game
    And Alice's yellow pile is Agriculture
    And Alice has Homer, Sun Tzu, Alhazen in hand
    And Bob has Tools, Sailing, Oars, Writing in the score pile
    And Bob's red pile is Tigernmas, Archery
    And Bob's blue pile is Mathematics
    And the age 1 pile is Pottery
    And the age 1 figures pile is Daedalus
    And it is Alice's turn 5 with every action left
    When Alice issues the Rivalry decree
    Then Alice must return 3 of Tools, Sailing, Oars, Writing
    When Alice returns Tools, Sailing, Oars
    Then Bob's score pile is Writing
    And Bob's red pile is Archery
    And Bob's blue pile is Mathematics
    And Alice's achievements are Rivalry

  @id:fig-decree-held-by-another-goes-back @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_values=3 @assumes:actions.per_turn>=2
  Scenario: Issuing a decree another player holds sends it back among the available achievements, and nothing else
    Given a 2-player game
    And Alice's yellow pile is Agriculture
    And Alice has Huang Di, Sun Tzu, Alhazen in hand
    And Bob has achievements Advancement
    And the available decrees are War, Trade, Expansion, Rivalry
    And the age 3 pile is Paper
    And it is Alice's turn 5 with every action left
    When Alice issues the Advancement decree
    Then Alice's hand is nothing
    And Bob's achievements are nothing
    And Alice's achievements are nothing
    And the available decrees are Advancement, War, Trade, Expansion, Rivalry
    And the age 3 pile is Paper
    And the junk pile holds Huang Di, Sun Tzu, Alhazen

  @id:fig-decree-out-of-play-does-nothing @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_values=3 @assumes:actions.per_turn>=2
  Scenario: Issuing a decree that is out of play junks the hand and does nothing else
    # Advancement is neither available nor held: nothing is claimed, so Zhang Heng (about to
    # claim an achievement: first draw and tuck a 3) does not answer, and no card is drawn.
    Given a 2-player game
    And Alice's yellow pile is Agriculture
    And Alice's blue pile is Zhang Heng
    And Alice has Huang Di, Sun Tzu, Alhazen in hand
    And the available decrees are War, Trade, Expansion, Rivalry
    And the age 3 pile is Paper
    And it is Alice's turn 5 with every action left
    When Alice issues the Advancement decree
    Then Alice's hand is nothing
    And Alice's achievements are nothing
    And Bob's achievements are nothing
    And the available decrees are War, Trade, Expansion, Rivalry
    And the age 3 pile is Paper
    And the junk pile holds Huang Di, Sun Tzu, Alhazen
    And it is Alice's turn 5 with one action used

  # --- §9 age 0 ---------------------------------------------------------------------------------

  @id:fig-age-zero-out-of-play-at-setup @ultimate-echoes-figures
  Scenario: At setup the age-0 cards are out of play, and the Figures decks hold every figure
    Given a 2-player game
    When the game is set up
    Then the supply piles are ages 1 to 11
    And Curing, Fire, Knots are out of the game

  @id:fig-bear-grylls-brings-in-age-zero @ultimate-echoes-figures
  @assumes:ages.age_zero_cards=true @assumes:actions.per_turn>=2
  Scenario: Melding Bear Grylls junks every card outside achievements and decks, brings age 0 in and draws a 0
    Given a 2-player game
    And Alice has Bear Grylls, Tools in hand
    And Alice's red pile is Archery
    And Alice has Mathematics in the score pile
    And Alice has achievements Writing
    And Bob has Sailing in hand
    And Bob's blue pile is Pottery
    And it is Alice's turn 5 with every action left
    When Alice melds Bear Grylls
    Then Alice's board is empty
    And Bob's board is empty
    And Alice's score pile is nothing
    And Bob's hand is nothing
    And Alice's achievements are Writing
    And Alice holds 1 card
    And the age 0 pile has 14 cards
    And the junk pile holds Bear Grylls, Tools, Archery, Mathematics, Sailing, Pottery

  # A fourth-edition card's "a card of that value" for a 0, once age 0 is in play, is an age-0
  # card (a draw of 0 takes from the age-0 deck); without a junked card Escapism's value is 0 (a
  # value of nothing is 0), so an empty hand draws 0s too. Escapism's other scenarios: cards/ultimate/age11.feature.

  @id:card-ul-escapism-junks-an-age-0-card-and-draws-three-0s @ultimate-echoes-figures
  @assumes:echoes.empty_echoes_deck=base-card
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Escapism with age 0 in play: an age-0 card junked, the other 0 in hand returned, three 0s drawn
    # Escapism features the avatar: Alice shows 3, Bob none (no sharing). Alice junks Speak
    # with Bird, a 0, returns Knots (her other 0) under the age-0 deck and draws three 0s;
    # Speak with Bird, self-executed from the junk, finds no five top cards of value 0.
    Given a 2-player game
    And Alice has Speak with Bird, Knots, Tools in hand
    And Alice's purple pile is Escapism
    And Bob's red pile is Archery
    And the age 0 pile is Shelter, Tanning, Tracking, Hunting
    And the age 1 pile is Pottery, Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Escapism
    Then Alice must junk 1 of Speak with Bird, Knots, Tools
    When Alice junks Speak with Bird
    Then Alice revealed Speak with Bird
    And Alice's hand is Tools, Shelter, Tanning, Tracking
    And the age 0 pile is Hunting, Knots
    And the age 1 pile is Pottery, Sailing
    And the junk pile holds Speak with Bird
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:card-ul-escapism-empty-hand-draws-three-0s-once-age-0-is-in @ultimate-echoes-figures
  @assumes:echoes.empty_echoes_deck=base-card
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true @assumes:dogma.missing_value=0
  Scenario: Escapism with age 0 in play and an empty hand: nothing junked, value 0, three 0s drawn
    # No card to reveal: the value is 0, and a draw of 0 takes from the age-0 deck now that
    # age 0 is in play (before it, the same draws take 1s: the empty-hand scenario above).
    Given a 2-player game
    And Alice's purple pile is Escapism
    And Bob's red pile is Archery
    And the age 0 pile is Shelter, Tanning, Tracking, Hunting
    And the age 1 pile is Pottery, Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Escapism
    Then Alice's hand is Shelter, Tanning, Tracking
    And the age 0 pile is Hunting
    And the age 1 pile is Pottery, Sailing
    And it is Alice's turn 9 with one action used

  # --- §8 bonuses ------------------------------------------------------------------------------

  @id:fig-bonuses-highest-in-full-each-other-one @assumes:actions.per_turn>=2 @ultimate-echoes-figures
  @assumes:actions.achieve_score_per_age=5 @assumes:figures.bonuses_score=true
  Scenario: Visible bonuses score the highest in full and 1 for each other one: 5 and 2 make 6 points, enough for a 1
    # Leonardo Da Vinci (bonus 5) tops Alice's yellow pile, above Agriculture (no bonus);
    # Hammurabi (bonus 2) is her red pile. No score pile: 5 + 1 = 6 points, a 1 but not a 2.
    Given a 2-player game
    And Alice's yellow pile is Leonardo Da Vinci, Agriculture
    And Alice's red pile is Hammurabi
    And the standard achievements are Pottery, Mathematics
    And it is Alice's turn 9 with every action left
    Then Alice may achieve ages 1

  # --- §10 the achievement target --------------------------------------------------------------

  @id:fig-target-counts-the-expansion
  @assumes:actions.achieve_score_per_age=5 @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_expansion=1 @assumes:victory.achievements.per_player=-1
  @assumes:setup.expansions=1 @assumes:actions.per_turn>=2
  Scenario: With one expansion counted, six achievements do not win a 2-player game and the seventh does
    Given a 2-player game
    And Alice's yellow pile is Agriculture, Masonry
    And Alice's blue pile is Mathematics
    And Alice has Physics, Chemistry in the score pile
    And Alice has achievements Monument, Empire, World, Wonder, Universe
    And the standard achievements are Pottery, Currency
    And the age 1 figures pile is nothing
    And it is Alice's turn 5 with every action left
    When Alice achieves age 1
    Then the game is not over
    When Alice achieves age 2
    Then Alice wins by achievements

  @id:fig-empty-board-draws-a-1-before-age-zero @ultimate-echoes-figures
  @assumes:actions.empty_board_draw_age=0|1 @assumes:actions.per_turn>=2
  Scenario: Before age 0 is in play, a player with an empty board draws a 1
    Given a 2-player game
    And Bob's red pile is Archery
    And the age 1 pile is Tools, Sailing
    And it is Alice's turn 5 with every action left
    When Alice draws
    Then Alice's hand is Tools
    And the age 1 pile is Sailing

  @id:fig-empty-board-draws-a-0-once-age-zero-is-in @ultimate-echoes-figures
  @assumes:actions.empty_board_draw_age=0 @assumes:ages.age_zero_cards=true @assumes:actions.per_turn>=2
  Scenario: Once age 0 is in play, a player with an empty board draws a 0
    Given a 2-player game
    And Bob's red pile is Archery
    And the age 0 pile is Knots, Fire
    And the age 1 pile is Tools, Sailing
    And it is Alice's turn 5 with every action left
    When Alice draws
    Then Alice's hand is Knots
    And the age 0 pile is Fire
    And the age 1 pile is Tools, Sailing

  # --- §6 the Trade decree without Echoes --------------------------------------------------------

  @id:fig-trade-decree-is-not-issued-without-echoes @assumes:actions.per_turn>=2
  @assumes:figures.decrees=true @assumes:figures.decree_values=3 @assumes:figures.trade_decree=not-issued
  Scenario: Figures of three values, one of them green, allow their other colours' decrees but not Trade
    # Fu Xi (1) is green, Sun Tzu (2) red, Alhazen (3) blue: Trade would need the Echoes forecast.
    Given a 2-player game
    And Alice's yellow pile is Agriculture
    And Alice has Fu Xi, Sun Tzu, Alhazen in hand
    And it is Alice's turn 5 with 2 actions left
    Then Alice may issue the decrees Advancement, War
    When Alice issues the Trade decree
    Then the move is rejected as illegal_move

  @id:fig-fu-xi-trade-permission-allows-nothing @assumes:actions.per_turn>=2
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:figures.trade_decree=not-issued
  Scenario: Fu Xi's permission for Trade allows nothing without Echoes
    Given a 2-player game
    And Alice's green pile is Fu Xi
    And Alice has Homer, Imhotep in hand
    And it is Alice's turn 5 with 2 actions left
    Then Alice may issue the decrees nothing

  @id:fig-ptolemy-trade-permission-allows-nothing @assumes:actions.per_turn>=2
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:figures.trade_decree=not-issued
  Scenario: Ptolemy's permission for Trade allows nothing without Echoes
    Given a 2-player game
    And Alice's green pile is Ptolemy
    And Alice has Homer, Imhotep in hand
    And it is Alice's turn 5 with 2 actions left
    Then Alice may issue the decrees nothing

  @id:fig-su-song-trade-permission-allows-nothing @assumes:actions.per_turn>=2
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:figures.trade_decree=not-issued
  Scenario: Su Song's permission for Trade allows nothing without Echoes
    Given a 2-player game
    And Alice's green pile is Su Song
    And Alice has Homer, Imhotep in hand
    And it is Alice's turn 5 with 2 actions left
    Then Alice may issue the decrees nothing

  @id:fig-pedro-alvarez-cabral-trade-permission-allows-nothing @assumes:actions.per_turn>=2
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:figures.trade_decree=not-issued
  Scenario: Pedro Alvarez Cabral's permission for Trade allows nothing without Echoes
    Given a 2-player game
    And Alice's green pile is Pedro Alvarez Cabral
    And Alice has Homer, Imhotep in hand
    And it is Alice's turn 5 with 2 actions left
    Then Alice may issue the decrees nothing

  @id:fig-john-harrison-trade-permission-allows-nothing @assumes:actions.per_turn>=2
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:figures.trade_decree=not-issued
  Scenario: John Harrison's permission for Trade allows nothing without Echoes
    Given a 2-player game
    And Alice's green pile is John Harrison
    And Alice has Homer, Imhotep in hand
    And it is Alice's turn 5 with 2 actions left
    Then Alice may issue the decrees nothing

  @id:fig-jp-morgan-trade-permission-allows-nothing @assumes:actions.per_turn>=2
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:figures.trade_decree=not-issued
  Scenario: J.P. Morgan's permission for Trade allows nothing without Echoes
    Given a 2-player game
    And Alice's green pile is J.P. Morgan
    And Alice has Homer, Imhotep in hand
    And it is Alice's turn 5 with 2 actions left
    Then Alice may issue the decrees nothing

  @id:fig-muhammad-yunus-trade-permission-allows-nothing @assumes:actions.per_turn>=2
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:figures.trade_decree=not-issued
  Scenario: Muhammad Yunus's permission for Trade allows nothing without Echoes
    Given a 2-player game
    And Alice's green pile is Muhammad Yunus
    And Alice has Homer, Imhotep in hand
    And it is Alice's turn 5 with 2 actions left
    Then Alice may issue the decrees nothing

  # --- §10 a tie at the raised target ---------------------------------------------------------

  @id:fig-target-tie-left-of-current
  @assumes:victory.achievements.per_expansion=1
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=1 @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_player=-1 @assumes:victory.simultaneous_target=most-then-left-of-current-first
  @assumes:victory.target_check=end-of-action @assumes:special_achievements.conditions.Monument.count=4
  @assumes:special_achievements.conditions.Monument.kind=top-cards-with-demand
  @assumes:special_achievements.conditions.Universe.min_value=8
  Scenario: Two players reaching the raised target together: the one nearest the current player's left wins
    # With Figures six achievements win with three players. Alice and Carol hold 5 each. Compass
    # features the crown: Alice shows 4, Bob 4 (not affected), Carol 2 (affected). Carol gives
    # Feudalism, which starts Alice's purple pile (a fourth top card with a demand: Monument),
    # then melds Flight, Alice's only top card without a leaf, into her empty red pile (five top
    # cards of value 8 or more: Universe). Both reach 6 as the action ends; clockwise from
    # Alice's left Carol comes before Alice.
    Given a 3-player game
    And Alice's blue pile is Climatology
    And Alice's red pile is Flight
    And Alice's green pile is Compass
    And Alice's yellow pile is Anatomy
    And Alice has achievements Tools, Invention, Physics, Canning, Mathematics
    And Bob's red pile is Optics
    And Bob's blue pile is Writing
    And Bob has achievements Clothing
    And Carol's blue pile is Rocketry
    And Carol's green pile is Mass Media
    And Carol's yellow pile is Skyscrapers
    And Carol's purple pile is Feudalism, Empiricism
    And Carol has achievements Alchemy, Gunpowder, Coal, Vaccination, Construction
    And the standard achievements are Sailing, Calendar
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Compass
    Then Carol wins by achievements
    And Alice's achievements are Tools, Invention, Physics, Canning, Mathematics, Monument
    And Carol's achievements are Alchemy, Gunpowder, Coal, Vaccination, Construction, Universe
