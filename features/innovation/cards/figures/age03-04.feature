# The karma of the Figures of ages 3 and 4 (but Amina Sukhera and Michaelangelo: access.feature),
# each printed karma and each branch of its "if", from exact positions.
# Card texts: engine/data/cards/figures-ultimate.json (each karma's trigger, event, scope and rule
# in our own words, its notes on where the one source's code departs, the glossary); base cards: base-ultimate.json. Rules:
# figures.md (the project's research note): a karma works only while its figure is a top card;
# "you" is the figure's owner, who makes the karma's choices; a "first" karma happens in full,
# then the event if it still can; an "instead" karma replaces it (a replaced action is still
# used up); no karma fires inside another karma's effect; a decree permission lets its owner
# issue that decree holding any two figures (William Shakespeare: any decree with three).
# Piles are written top card first, and every supply age a scenario draws from is listed (a
# Figures deck not listed holds every figure of its age placed nowhere else). Every position
# keeps at most one top figure per player, so nothing fades at the end of the action. A card
# chosen among several on "any player's board" is offered by title. Decisions by value are
# answered with the value.
# The Trade decree permissions of Su Song and Pedro Alvarez Cabral are shown not to offer Trade:
# its "foreshadow" has no place without Echoes (the variant's dispute on figures.decrees).
@ultimate-figures
Feature: Figures of ages 3 and 4: their karma

  # --- Alhazen (3, blue): instead of a Draw action, tuck a top card with a castle from any
  # board, then draw a card of the value of the castles or lightbulbs one of your piles shows.

  @id:fig-alhazen-tucks-a-castle-and-draws-by-lightbulbs
  @assumes:splay.revealed.right=["top_left","bottom_left"]
  @assumes:actions.per_turn>=2
  Scenario: Alhazen: instead of drawing, Alice tucks Bob's The Wheel and draws a 3 for her blue pile's three lightbulbs
    # The Draw action would take a 3 (Alhazen); it does not happen. Top cards with a castle:
    # Alice's Archery and Bob's The Wheel. Blue splayed right shows Alhazen's two lightbulbs and
    # one of Tools. What Alice decides is the value drawn (a pile and an icon, or the value
    # asked at once): she draws the 3, Optics.
    Given a 2-player game
    And Alice's blue pile is Alhazen, Tools splayed right
    And Alice's red pile is Archery
    And Bob's green pile is The Wheel
    And Bob's yellow pile is Agriculture
    And the age 3 pile is Optics, Paper
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice must tuck 1 of Archery, The Wheel
    When Alice tucks The Wheel
    When Alice draws Optics
    Then Alice's hand is Optics
    And Alice's green pile is The Wheel
    And Alice's blue pile is Alhazen, Tools splayed right
    And Alice's red pile is Archery
    And Bob's green pile is nothing
    And Bob's yellow pile is Agriculture
    And the age 3 pile is Paper
    And it is Alice's turn 9 with one action used

  @id:fig-alhazen-own-castle-top-and-castle-count
  @assumes:actions.per_turn>=2
  Scenario: Alhazen: the only top card with a castle is Alice's own Archery; her red pile's two castles make her draw a 2
    # Archery is tucked under its own one-card pile, where it stays; no question for it. Alice
    # draws a 2 (red and its castles, however she is asked), Calendar.
    Given a 2-player game
    And Alice's blue pile is Alhazen
    And Alice's red pile is Archery
    And Bob's blue pile is Writing
    And the age 2 pile is Calendar, Mathematics
    And the age 3 pile is Optics
    And it is Alice's turn 9 with every action left
    When Alice draws
    When Alice draws Calendar
    Then Alice's hand is Calendar
    And Alice's red pile is Archery
    And Alice's blue pile is Alhazen
    And Bob's blue pile is Writing
    And the age 2 pile is Mathematics
    And the age 3 pile is Optics
    And it is Alice's turn 9 with one action used

  # --- Sejong the Great (3, blue): Advancement with two figures; instead of melding a card of
  # your top red card's value, return it, then draw and meld a card one higher.

  @id:fig-sejong-meld-of-the-red-value-becomes-one-higher
  @assumes:actions.per_turn>=2 @assumes:figures.karma_nesting=false
  Scenario: Sejong the Great: Canal Building is a 2 like Construction, so it is returned and a 3 is drawn and melded
    Given a 2-player game
    And Alice's blue pile is Sejong the Great
    And Alice's red pile is Construction
    And Alice has Canal Building in hand
    And the age 2 pile is Calendar
    And the age 3 pile is Paper, Optics
    And it is Alice's turn 9 with every action left
    When Alice melds Canal Building
    Then Alice's hand is nothing
    And Alice's yellow pile is nothing
    And Alice's green pile is Paper
    And Alice's blue pile is Sejong the Great
    And Alice's red pile is Construction
    And the age 2 pile is Calendar, Canal Building
    And the age 3 pile is Optics
    And it is Alice's turn 9 with one action used

  @id:fig-sejong-meld-of-another-value-happens @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Sejong the Great: Canal Building is a 2 and Archery a 1, so the meld happens
    Given a 2-player game
    And Alice's blue pile is Sejong the Great
    And Alice's red pile is Archery
    And Alice has Canal Building in hand
    And the age 2 pile is Calendar
    And the age 3 pile is Paper
    And it is Alice's turn 9 with every action left
    When Alice melds Canal Building
    Then Alice's hand is nothing
    And Alice's yellow pile is Canal Building
    And the age 2 pile is Calendar
    And the age 3 pile is Paper
    And it is Alice's turn 9 with one action used

  @id:fig-sejong-permits-advancement-with-two-figures
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:actions.per_turn>=2
  Scenario: Sejong the Great: two figures of one value let Alice issue Advancement and draw a 5
    # Imhotep and Homer are both 1s: without Sejong, one value is not enough.
    Given a 2-player game
    And Alice's blue pile is Sejong the Great
    And Alice has Imhotep, Homer in hand
    And the age 5 pile is Coal, Physics
    And it is Alice's turn 9 with every action left
    When Alice issues the Advancement decree
    Then Alice's hand is Coal
    And Alice's achievements are Advancement
    And the junk pile holds Imhotep, Homer
    And the available decrees are War, Trade, Expansion, Rivalry
    And the age 5 pile is Physics
    And it is Alice's turn 9 with one action used

  # --- Saladin (3, red): War with two figures; instead of a Dogma action on a card with a
  # demand, score every top card with a castle from every opponent's board.

  @id:fig-saladin-scores-castle-tops-instead-of-a-demand @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Saladin: instead of City States' demand, Alice scores Bob's Archery and The Wheel; Oars, uncovered, stays
    Given a 2-player game
    And Alice's red pile is Saladin
    And Alice's purple pile is City States
    And Bob's red pile is Archery, Oars
    And Bob's green pile is The Wheel
    And Bob's blue pile is Writing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of City States
    Then Alice's score pile is Archery, The Wheel
    And Alice's hand is nothing
    And Alice's purple pile is City States
    And Bob's red pile is Oars
    And Bob's green pile is nothing
    And Bob's blue pile is Writing
    And Bob's hand is nothing
    And it is Alice's turn 9 with one action used

  @id:fig-saladin-leaves-a-dogma-without-demand
  @assumes:actions.per_turn>=2
  Scenario: Saladin: The Wheel has no demand, so its dogma happens
    # The Wheel features the castle: Alice shows 4 (Saladin one), Bob 2 (no sharing).
    Given a 2-player game
    And Alice's red pile is Saladin
    And Alice's green pile is The Wheel
    And Bob's red pile is Archery
    And the age 1 pile is Tools, Sailing, Oars
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice's hand is Tools, Sailing
    And Alice's score pile is nothing
    And Bob's red pile is Archery
    And the age 1 pile is Oars
    And it is Alice's turn 9 with one action used

  @id:fig-saladin-permits-war-with-two-figures @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:actions.per_turn>=2
  Scenario: Saladin: two figures let Alice issue War; she names 1 and Bob's Archery goes back
    Given a 2-player game
    And Alice's red pile is Saladin
    And Alice has Imhotep, Homer in hand
    And Bob's red pile is Archery
    And Bob's green pile is Currency
    And the age 1 pile is Sailing
    And it is Alice's turn 9 with every action left
    When Alice issues the War decree
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 1
    Then Alice's hand is nothing
    And Alice's achievements are War
    And the junk pile holds Imhotep, Homer
    And the available decrees are Advancement, Trade, Expansion, Rivalry
    And Bob's red pile is nothing
    And Bob's green pile is Currency
    And the age 1 pile is Sailing, Archery
    And it is Alice's turn 9 with one action used

  # --- Tran Huang Dao (3, red): before you draw a 3, score a top red card of value 3 or less
  # from any board; every two castles add one of each other icon you have.

  @id:fig-tran-huang-dao-scores-a-red-top-before-drawing-a-3 @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Tran Huang Dao: before Alice's Draw action takes a 3, she scores Bob's Construction
    # Red top cards of value 3 or less: Tran Huang Dao himself and Bob's Construction.
    Given a 2-player game
    And Alice's red pile is Tran Huang Dao, Archery
    And Alice's purple pile is Feudalism
    And Bob's red pile is Construction
    And the age 3 pile is Paper, Optics
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice must score 1 of Tran Huang Dao, Construction
    When Alice scores Construction
    Then Alice's score pile is Construction
    And Alice's hand is Paper
    And Alice's red pile is Tran Huang Dao, Archery
    And Bob's red pile is nothing
    And the age 3 pile is Optics
    And it is Alice's turn 9 with one action used

  @id:fig-tran-huang-dao-leaves-a-draw-of-a-2-alone
  @assumes:actions.per_turn>=2
  Scenario: Tran Huang Dao: Writing draws a 2, so no red card is scored
    # Writing features the lightbulb: Alice shows 2 (3 with Tran Huang Dao's bonus), Bob none.
    Given a 2-player game
    And Alice's red pile is Tran Huang Dao
    And Alice's blue pile is Writing
    And Bob's red pile is Construction
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's hand is Calendar
    And Alice's score pile is nothing
    And Bob's red pile is Construction
    And the age 2 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:fig-tran-huang-dao-a-2-that-takes-a-3-is-a-draw-of-a-3
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @assumes:figures.value_about_to_draw=after-skipping
  Scenario: Tran Huang Dao: with the 2 deck empty Writing's draw is about to take a 3, so Alice first scores a red card
    # The value about to be drawn is that of the deck the card comes from: a 3. Red top cards of
    # value 3 or less: Tran Huang Dao himself and Bob's Construction.
    Given a 2-player game
    And Alice's red pile is Tran Huang Dao
    And Alice's blue pile is Writing
    And Bob's red pile is Construction
    And the age 2 pile is nothing
    And the age 3 pile is Paper, Optics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice must score 1 of Tran Huang Dao, Construction
    When Alice scores Construction
    Then Alice's score pile is Construction
    And Alice's hand is Paper
    And Bob's red pile is nothing
    And the age 3 pile is Optics
    And it is Alice's turn 9 with one action used

  @id:fig-tran-huang-dao-a-2-asked-for-stays-a-2 @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @assumes:figures.value_about_to_draw=asked
  Scenario: Tran Huang Dao read by the value asked for: Writing asks for a 2, so its 3 is drawn with nothing scored
    # The other reading of "the value you are about to draw" (the variant's dispute on
    # figures.value_about_to_draw), played by a house variant: the position above.
    Given a house variant of it sets figures.value_about_to_draw to "asked"
    And a 2-player game
    And Alice's red pile is Tran Huang Dao
    And Alice's blue pile is Writing
    And Bob's red pile is Construction
    And the age 2 pile is nothing
    And the age 3 pile is Paper, Optics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's hand is Paper
    And Alice's score pile is nothing
    And Bob's red pile is Construction
    And the age 3 pile is Optics
    And it is Alice's turn 9 with one action used

  @id:fig-tran-huang-dao-castle-pair-keeps-bob-from-sharing
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true
  Scenario: Tran Huang Dao: his two castles add a crown and a leaf, so Bob's two crowns no longer share Sailing
    # Alice's own icons: 2 castles, 2 crowns and a leaf (Sailing), an avatar; one pair of castles
    # adds one of each other icon type she has (the avatar is no icon type: the variant's
    # dispute). Sailing features the crown: Alice 3, Bob 2.
    Given a 2-player game
    And Alice's red pile is Tran Huang Dao
    And Alice's green pile is Sailing
    And Bob's purple pile is Code of Laws
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 9 with every action left
    Then Alice shows 2 castle
    And Alice shows 3 crown
    And Alice shows 2 leaf
    And Alice shows 1 avatar
    And Alice shows 0 lightbulb
    When Alice performs the dogma of Sailing
    Then Alice's blue pile is Tools
    And Alice's hand is nothing
    And Bob's hand is nothing
    And Bob's purple pile is Code of Laws
    And nobody gets the sharing bonus
    And the age 1 pile is Oars
    And it is Alice's turn 9 with one action used

  # --- Shen Kuo (3, green): instead of scoring a card that is not a figure, splay its colour
  # right; instead of splaying one of your colours left, splay it right; a point per visible card.

  @id:fig-shen-kuo-splays-right-instead-of-left-and-of-scoring @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Shen Kuo: Philosophy's left splay becomes a right splay, and its score of Calendar splays blue right instead
    # Philosophy features the lightbulb: Alice shows 5, Bob none.
    Given a 2-player game
    And Alice's green pile is Shen Kuo, Sailing
    And Alice's purple pile is Philosophy, Mysticism, Code of Laws
    And Alice's blue pile is Writing, Tools
    And Alice has Calendar in hand
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Philosophy
    Then Alice may splay up to 1 of green, purple, blue
    When Alice splays purple
    Then Alice's purple pile is Philosophy, Mysticism, Code of Laws splayed right
    And Alice may choose up to 1 of Calendar
    When Alice chooses Calendar
    Then Alice's hand is Calendar
    And Alice's score pile is nothing
    And Alice's blue pile is Writing, Tools splayed right
    And Alice's green pile is Shen Kuo, Sailing
    And it is Alice's turn 9 with one action used

  @id:fig-shen-kuo-visible-cards-make-an-achievement-affordable @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Shen Kuo: five visible cards add five points, so Alice's 5 points in score reach the 2 achievement
    # Visible: green splayed right (three cards), red unsplayed (its top card), blue (one card).
    # 5 in the score pile and 5 from Shen Kuo: 10 points; a 3 would need 15.
    Given a 2-player game
    And Alice's green pile is Shen Kuo, Sailing, Clothing splayed right
    And Alice's red pile is Archery, Metalworking
    And Alice's blue pile is Writing
    And Alice has Mathematics, Currency, Tools in the score pile
    And the standard achievements are Oars, Construction, Optics
    And it is Alice's turn 9 with every action left
    Then Alice may achieve ages 1, 2

  @id:fig-shen-kuo-leaves-an-up-splay-alone @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Shen Kuo: only a left splay becomes a right one, so Flight splays Alice's red cards up
    # Flight features the crown: Alice shows 4 (Flight and Shen Kuo), Bob none. Her red cards are
    # not splayed up, so its first effect does nothing; its second splays them up, and Shen Kuo's
    # karma, which watches left splays only, lets that splay happen as it is.
    Given a 2-player game
    And Alice's green pile is Shen Kuo
    And Alice's red pile is Flight, Archery
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Flight
    Then Alice may splay up to 1 of red
    When Alice splays red
    Then Alice's red pile is Flight, Archery splayed up
    And Alice's green pile is Shen Kuo
    And it is Alice's turn 9 with one action used

  # --- Su Song (3, green): before you meld a card, draw and meld a 3; return it if it has no leaf.

  @id:fig-su-song-melds-a-leafy-3-first
  @assumes:actions.per_turn>=2 @assumes:figures.karma_nesting=false
  Scenario: Su Song: before Tools is melded, Alice draws and melds Medicine, which has a leaf and stays
    Given a 2-player game
    And Alice's green pile is Su Song
    And Alice has Tools in hand
    And the age 3 pile is Medicine, Paper
    And it is Alice's turn 9 with every action left
    When Alice melds Tools
    Then Alice's hand is nothing
    And Alice's yellow pile is Medicine
    And Alice's blue pile is Tools
    And Alice's green pile is Su Song
    And the age 3 pile is Paper
    And it is Alice's turn 9 with one action used

  @id:fig-su-song-returns-a-3-without-leaf
  @assumes:actions.per_turn>=2 @assumes:figures.karma_nesting=false
  Scenario: Su Song: the 3 drawn and melded is Optics, without a leaf, so it goes back under the 3 deck
    Given a 2-player game
    And Alice's green pile is Su Song
    And Alice has Tools in hand
    And the age 3 pile is Optics, Paper
    And it is Alice's turn 9 with every action left
    When Alice melds Tools
    Then Alice's hand is nothing
    And Alice's red pile is nothing
    And Alice's blue pile is Tools
    And the age 3 pile is Paper, Optics
    And it is Alice's turn 9 with one action used

  # --- Avicenna (3, yellow): Expansion with two figures; instead of a Dogma action as the first
  # action of your turn, junk the lowest available standard achievement and super-execute it.

  @id:fig-avicenna-super-executes-the-lowest-achievement
  @assumes:actions.per_turn>=2
  Scenario: Avicenna: Alice's first action is a dogma, so she junks Writing, the lowest achievement, and super-executes it
    Given a 2-player game
    And Alice's yellow pile is Avicenna
    And Alice's green pile is The Wheel
    And the standard achievements are Writing, Paper
    And the age 1 pile is Tools, Pottery
    And the age 2 pile is Mathematics, Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice's hand is Mathematics
    And the junk pile holds Writing
    And the standard achievements are ages 3
    And the age 1 pile is Tools, Pottery
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  @id:fig-avicenna-super-executed-fission-ends-the-action
  @assumes:actions.per_turn>=2
  Scenario: Avicenna: a super-executed Fission that ends "the dogma action" ends the karma's execution, and the action
    # Fission is the only available standard achievement: Avicenna junks it and super-executes
    # it. Its demand makes Bob draw and reveal a 10, Robotics, which is red: every hand, board
    # and score pile is junked and the execution ends there (Fission's second effect does not run).
    Given a 2-player game
    And Alice's yellow pile is Avicenna
    And Alice's green pile is The Wheel
    And Alice has Tools in hand
    And Bob's red pile is Archery
    And the standard achievements are Fission
    And the age 10 pile is Robotics, Software
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then the junk pile holds Fission, Robotics, Avicenna, The Wheel, Tools, Archery
    And Alice's board is empty
    And Bob's board is empty
    And Bob's hand is nothing
    And the age 10 pile is Software
    And it is Alice's turn 9 with one action used

  @id:fig-avicenna-leaves-the-second-action-alone
  @assumes:actions.per_turn=2
  Scenario: Avicenna: a dogma as Alice's second action happens
    Given a 2-player game
    And Alice's yellow pile is Avicenna
    And Alice's green pile is The Wheel
    And the standard achievements are Writing, Paper
    And the age 1 pile is Tools, Pottery
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with 1 action left
    When Alice performs the dogma of The Wheel
    Then Alice's hand is Tools, Pottery
    And the junk pile holds nothing
    And the standard achievements are ages 1, 3
    And the age 2 pile is Mathematics
    And it is Bob's turn 10 with 2 actions left

  @id:fig-avicenna-no-achievement-nothing-happens @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Avicenna: with no standard achievement available, the first-action dogma is replaced by nothing
    Given a 2-player game
    And Alice's yellow pile is Avicenna
    And Alice's green pile is The Wheel
    And the standard achievements are nothing
    And the age 1 pile is Tools, Pottery
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice's hand is nothing
    And the junk pile holds nothing
    And the age 1 pile is Tools, Pottery
    And it is Alice's turn 9 with one action used

  @id:fig-avicenna-permits-expansion-with-two-figures @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:actions.per_turn>=2
  Scenario: Avicenna: two figures let Alice issue Expansion; her only pile of two cards is splayed up
    Given a 2-player game
    And Alice's yellow pile is Avicenna
    And Alice's blue pile is Writing, Tools
    And Alice has Imhotep, Homer in hand
    And it is Alice's turn 9 with every action left
    When Alice issues the Expansion decree
    Then Alice's hand is nothing
    And Alice's achievements are Expansion
    And the junk pile holds Imhotep, Homer
    And Alice's blue pile is Writing, Tools splayed up
    And the available decrees are Advancement, War, Trade, Rivalry
    And it is Alice's turn 9 with one action used

  # --- Rhazes (3, yellow): before you draw, tuck a card of that value from your hand or an
  # opponent's score pile.

  @id:fig-rhazes-tucks-a-card-of-the-draw-value-first
  @assumes:actions.per_turn>=2
  Scenario: Rhazes: before Writing's draw of a 2, Alice tucks Bob's scored Calendar
    # Writing features the lightbulb: Alice shows 2, Bob 1 (Archery). 2s: Currency in Alice's
    # hand, Calendar in Bob's score pile (Sailing is a 1).
    Given a 2-player game
    And Alice's yellow pile is Rhazes
    And Alice's blue pile is Writing
    And Alice has Currency in hand
    And Bob has Calendar, Sailing in the score pile
    And Bob's red pile is Archery
    And the age 2 pile is Mathematics, Construction
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice must tuck 1 of Currency, Calendar
    When Alice tucks Calendar
    Then Alice's blue pile is Writing, Calendar
    And Alice's hand is Currency, Mathematics
    And Bob's score pile is Sailing
    And the age 2 pile is Construction
    And it is Alice's turn 9 with one action used

  @id:fig-rhazes-nothing-of-the-value-the-draw-happens
  @assumes:actions.per_turn>=2
  Scenario: Rhazes: no 3 in Alice's hand nor in Bob's score pile, so her Draw action just draws a 3
    Given a 2-player game
    And Alice's yellow pile is Rhazes
    And Alice has Writing in hand
    And Bob has Calendar, Sailing in the score pile
    And the age 3 pile is Paper
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's hand is Writing, Paper
    And Alice's yellow pile is Rhazes
    And Bob's score pile is Calendar, Sailing
    And the age 3 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:fig-rhazes-a-2-that-takes-a-3-tucks-a-3 @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @assumes:figures.value_about_to_draw=after-skipping
  Scenario: Rhazes: with the 2 deck empty Writing's draw is about to take a 3, so Alice tucks her 3
    # Writing features the lightbulb: Alice shows 2, Bob none. The value about to be drawn is
    # that of the deck the card comes from: a 3 (Optics), not the 2 (Currency).
    Given a 2-player game
    And Alice's yellow pile is Rhazes
    And Alice's blue pile is Writing
    And Alice has Currency, Optics in hand
    And the age 2 pile is nothing
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's red pile is Optics
    And Alice's green pile is nothing
    And Alice's hand is Currency, Paper
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  @id:fig-rhazes-a-2-asked-for-tucks-a-2 @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @assumes:figures.value_about_to_draw=asked
  Scenario: Rhazes read by the value asked for: Writing asks for a 2, so Alice tucks her 2 before the 3 comes
    # The other reading of "the value you are about to draw" (the variant's dispute on
    # figures.value_about_to_draw), played by a house variant: the position above.
    Given a house variant of it sets figures.value_about_to_draw to "asked"
    And a 2-player game
    And Alice's yellow pile is Rhazes
    And Alice's blue pile is Writing
    And Alice has Currency, Optics in hand
    And the age 2 pile is nothing
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's green pile is Currency
    And Alice's red pile is nothing
    And Alice's hand is Optics, Paper
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  # --- Al-Kindi (3, purple): before your sharing bonus, draw two cards of its value; before
  # another player's sharing bonus, score a card from your hand.

  @id:fig-al-kindi-two-more-cards-before-the-sharing-bonus
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:figures.sharing_bonus_figure=true
  Scenario: Al-Kindi: Alice's sharing bonus is a 3; first she draws two base 3s, then the figure
    # The Wheel features the castle: Alice shows 3, Bob 3 with Masonry (shares).
    Given a 2-player game
    And Alice's purple pile is Al-Kindi
    And Alice's green pile is The Wheel
    And Bob's yellow pile is Masonry
    And the age 1 pile is Tools, Sailing, Pottery, Oars, Writing
    And the age 3 pile is Paper, Optics, Education
    And the age 3 figures pile is Rhazes, Saladin
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Bob's hand is Tools, Sailing
    And Alice's hand is Pottery, Oars, Paper, Optics, Rhazes
    And Alice gets the sharing bonus
    And the age 1 pile is Writing
    And the age 3 pile is Education
    And the age 3 figures pile is Saladin
    And it is Alice's turn 9 with one action used

  @id:fig-al-kindi-scores-before-another-players-bonus
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:figures.sharing_bonus_figure=true
  Scenario: Al-Kindi: before Alice's sharing bonus, Bob, his owner, scores a card from his hand
    # The Wheel features the castle: Alice shows 3, Bob 3 with Masonry (shares). Alice's bonus is
    # a figure of her draw value, 1.
    Given a 2-player game
    And Alice's green pile is The Wheel
    And Bob's purple pile is Al-Kindi
    And Bob's yellow pile is Masonry
    And Bob has Calendar, Optics in hand
    And the age 1 pile is Tools, Sailing, Pottery, Oars, Writing
    And the age 1 figures pile is Imhotep, Homer
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Bob must score 1 of Calendar, Optics, Tools, Sailing
    When Bob scores Optics
    Then Bob's score pile is Optics
    And Bob's hand is Calendar, Tools, Sailing
    And Alice's hand is Pottery, Oars, Imhotep
    And the age 1 pile is Writing
    And the age 1 figures pile is Homer
    And it is Alice's turn 9 with one action used

  # --- Murasaki Shikibu (3, purple): Rivalry with two figures; instead of the Achieve action's
  # claim, you may junk a score card, then claim the achievement if still eligible, then the
  # junked card if eligible for its value.

  @id:fig-murasaki-junks-a-score-card-and-claims-both @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.bonuses_score=true
  Scenario: Murasaki Shikibu: Alice junks Mathematics, claims the 1 achievement, then claims Mathematics from the junk
    # Score: 2 + 4 + 4 + 3 and Murasaki's visible bonus 4, 17 points; 15 once Mathematics is
    # junked: enough for a 1 (5) and then for a 2 (10, with a top card of 3). The claims are the
    # karma's, not the Achieve action's own, so Bob draws no figure.
    Given a 2-player game
    And Alice's purple pile is Murasaki Shikibu
    And Alice has Mathematics, Perspective, Invention, Optics in the score pile
    And the standard achievements are Tools, Calendar
    And the age 1 figures pile is Imhotep
    And it is Alice's turn 9 with every action left
    When Alice achieves age 1
    Then Alice may junk up to 1 of Mathematics, Perspective, Invention, Optics
    When Alice junks Mathematics
    Then Alice may accept or decline
    When Alice accepts
    Then Alice's achievements are Tools, Mathematics
    And Alice's score pile is Perspective, Invention, Optics
    And the junk pile holds nothing
    And the standard achievements are ages 2
    And Bob's hand is nothing
    And the age 1 figures pile is Imhotep
    And it is Alice's turn 9 with one action used

  @id:fig-murasaki-junking-costs-the-claim @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.bonuses_score=true
  Scenario: Murasaki Shikibu: junking Optics leaves Alice 4 points, short of the 1 achievement and of a 3
    Given a 2-player game
    And Alice's purple pile is Murasaki Shikibu
    And Alice has Optics in the score pile
    And the standard achievements are Tools
    And it is Alice's turn 9 with every action left
    When Alice achieves age 1
    Then Alice may junk up to 1 of Optics
    When Alice junks Optics
    Then Alice's achievements are nothing
    And Alice's score pile is nothing
    And the junk pile holds Optics
    And the standard achievements are ages 1
    And Bob's hand is nothing
    And it is Alice's turn 9 with one action used

  @id:fig-murasaki-declines-and-claims @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.bonuses_score=true
  Scenario: Murasaki Shikibu: Alice junks nothing and claims the 1 achievement
    Given a 2-player game
    And Alice's purple pile is Murasaki Shikibu
    And Alice has Optics in the score pile
    And the standard achievements are Tools
    And it is Alice's turn 9 with every action left
    When Alice achieves age 1
    Then Alice may junk up to 1 of Optics
    When Alice declines
    Then Alice's achievements are Tools
    And Alice's score pile is Optics
    And the junk pile holds nothing
    And Bob's hand is nothing
    And it is Alice's turn 9 with one action used

  @id:fig-murasaki-permits-rivalry-with-two-figures @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:actions.per_turn>=2
  Scenario: Murasaki Shikibu: two figures let Alice issue Rivalry against Bob: three score cards and his top figure go back
    Given a 2-player game
    And Alice's purple pile is Murasaki Shikibu
    And Alice has Imhotep, Homer in hand
    And Bob has Tools, Calendar, Paper in the score pile
    And Bob's red pile is Saladin
    And the age 1 pile is Sailing
    And the age 2 pile is Currency
    And the age 3 pile is Optics
    And the age 3 figures pile is Rhazes
    And it is Alice's turn 9 with every action left
    When Alice issues the Rivalry decree
    Then Alice's hand is nothing
    And Alice's achievements are Rivalry
    And the junk pile holds Imhotep, Homer
    And the available decrees are Advancement, War, Trade, Expansion
    And Bob's score pile is nothing
    And Bob's red pile is nothing
    And the age 1 pile is Sailing, Tools
    And the age 2 pile is Currency, Calendar
    And the age 3 pile is Optics, Paper
    And the age 3 figures pile is Rhazes, Saladin
    And it is Alice's turn 9 with one action used

  # --- Taki ad-Din (4, blue): Advancement with two figures; instead of a Draw action, draw and
  # reveal a 5, splay its colour right, and meld it if it has a lightbulb.

  @id:fig-taki-ad-din-melds-a-lightbulb-5
  @assumes:actions.per_turn>=2 @assumes:figures.karma_nesting=false
  Scenario: Taki ad-Din: instead of drawing a 4, Alice reveals Physics, splays blue right and melds it
    Given a 2-player game
    And Alice's blue pile is Taki ad-Din, Writing
    And the age 4 pile is Experimentation
    And the age 5 pile is Physics, Coal
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice revealed Physics
    And Alice's blue pile is Physics, Taki ad-Din, Writing splayed right
    And Alice's hand is nothing
    And the age 4 pile is Experimentation
    And the age 5 pile is Coal
    And it is Alice's turn 9 with one action used

  @id:fig-taki-ad-din-keeps-a-5-without-lightbulb
  @assumes:actions.per_turn>=2
  Scenario: Taki ad-Din: the revealed Coal has no lightbulb: red is splayed right and Coal stays in hand
    Given a 2-player game
    And Alice's blue pile is Taki ad-Din
    And Alice's red pile is Archery, Metalworking
    And the age 4 pile is Experimentation
    And the age 5 pile is Coal, Physics
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice revealed Coal
    And Alice's hand is Coal
    And Alice's red pile is Archery, Metalworking splayed right
    And Alice's blue pile is Taki ad-Din
    And the age 4 pile is Experimentation
    And the age 5 pile is Physics
    And it is Alice's turn 9 with one action used

  @id:fig-taki-ad-din-permits-advancement-with-two-figures
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:actions.per_turn>=2
  Scenario: Taki ad-Din: two figures let Alice issue Advancement and draw a 6
    Given a 2-player game
    And Alice's blue pile is Taki ad-Din
    And Alice has Imhotep, Homer in hand
    And the age 6 pile is Canning, Classification
    And it is Alice's turn 9 with every action left
    When Alice issues the Advancement decree
    Then Alice's hand is Canning
    And Alice's achievements are Advancement
    And the junk pile holds Imhotep, Homer
    And the available decrees are War, Trade, Expansion, Rivalry
    And the age 6 pile is Classification
    And it is Alice's turn 9 with one action used

  # --- Yi Sun-Sin (4, red): instead of any player's transfer or exchange, you tuck the cards,
  # then draw and tuck a 4, then score a top card with a castle from any board.

  @id:fig-yi-sun-sin-takes-over-a-demanded-transfer
  @assumes:dogma.demands_earn_bonus=false @assumes:dogma.icon_count_once=true
  @assumes:actions.per_turn>=2 @assumes:figures.karma_nesting=false
  Scenario: Yi Sun-Sin: Bob's Calendar, demanded by Archery, is tucked on Bob's own board; Bob tucks a 4 and scores Alice's Archery
    # Archery features the castle: Alice shows 2, Bob none. Bob draws Sailing and would give
    # Calendar, his highest card. Yi Sun-Sin is Bob's: he acts. The only top card with a castle
    # is then Alice's Archery. Archery's second effect junks the 1 achievement.
    Given a 2-player game
    And Alice's red pile is Archery
    And Bob's red pile is Yi Sun-Sin
    And Bob has Calendar in hand
    And the standard achievements are Oars, Paper
    And the age 1 pile is Sailing, Tools
    And the age 4 pile is Perspective, Anatomy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Archery
    Then Alice's hand is nothing
    And Alice's red pile is nothing
    And Bob's hand is Sailing
    And Bob's blue pile is Calendar
    And Bob's yellow pile is Perspective
    And Bob's red pile is Yi Sun-Sin
    And Bob's score pile is Archery
    And the junk pile holds Oars
    And the standard achievements are ages 3
    And the age 1 pile is Tools
    And the age 4 pile is Anatomy
    And it is Alice's turn 9 with one action used

  @id:fig-yi-sun-sin-takes-over-an-exchange
  @assumes:actions.per_turn>=2 @assumes:figures.karma_nesting=false
  Scenario: Yi Sun-Sin: Canal Building's exchange of Optics for Calendar becomes two tucks, a tucked 4 and Bob's Archery scored
    # Canal Building features the crown: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's red pile is Yi Sun-Sin
    And Alice's yellow pile is Canal Building
    And Alice has Optics, Sailing in hand
    And Alice has Calendar, Writing in the score pile
    And Bob's red pile is Archery
    And the age 3 pile is Paper
    And the age 4 pile is Navigation, Anatomy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Canal Building
    Then Alice may choose up to 1 of exchange, junk
    When Alice tucks Optics, Calendar
    Then Alice's hand is Sailing
    And Alice's score pile is Writing, Archery
    And Alice's red pile is Yi Sun-Sin, Optics
    And Alice's blue pile is Calendar
    And Alice's green pile is Navigation
    And Alice's yellow pile is Canal Building
    And Bob's red pile is nothing
    And the age 3 pile is Paper
    And the age 4 pile is Anatomy
    And it is Alice's turn 9 with one action used

  # --- Galileo Galilei (4, green): before you draw, junk the 4 deck or the 5 deck; before you
  # meld, junk an available standard achievement of value 3, 4 or 5.

  @id:fig-galileo-junks-the-4-deck-before-a-draw
  @assumes:actions.skip_empty_piles=true
  @assumes:actions.per_turn>=2
  Scenario: Galileo Galilei: Alice junks the 4 deck before her Draw action, which then takes a 5
    Given a 2-player game
    And Alice's green pile is Galileo Galilei
    And the age 4 pile is Perspective
    And the age 5 pile is Coal, Physics
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice must choose 1 of 4, 5
    When Alice chooses 4
    Then Alice's hand is Coal
    And the junk pile holds Perspective
    And the age 4 pile is nothing
    And the age 5 pile is Physics
    And it is Alice's turn 9 with one action used

  @id:fig-galileo-offers-the-5-deck-with-the-4-deck-empty
  @assumes:actions.skip_empty_piles=true
  @assumes:actions.per_turn>=2
  Scenario: Galileo Galilei: with the 4 deck empty Alice still chooses, junks the 5 deck, and her draw skips to a 7
    # Alice's draw value is 4 (Galileo). The 4 and 6 decks are empty; the 5 deck is not, so there
    # is a choice to make.
    Given a 2-player game
    And Alice's green pile is Galileo Galilei
    And the age 4 pile is nothing
    And the age 5 pile is Coal, Physics
    And the age 6 pile is nothing
    And the age 7 pile is Lighting, Railroad
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice must choose 1 of 4, 5
    When Alice chooses 5
    Then Alice's hand is Lighting
    And the junk pile holds Coal, Physics
    And the age 5 pile is nothing
    And the age 7 pile is Railroad
    And it is Alice's turn 9 with one action used

  @id:fig-galileo-junks-an-achievement-before-a-meld @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Galileo Galilei: before Tools is melded, Alice junks the 5 achievement
    Given a 2-player game
    And Alice's green pile is Galileo Galilei
    And Alice has Tools in hand
    And the standard achievements are Sailing, Paper, Invention, Chemistry
    And it is Alice's turn 9 with every action left
    When Alice melds Tools
    Then Alice must choose 1 of 3, 4, 5
    When Alice chooses 5
    Then Alice's blue pile is Tools
    And Alice's hand is nothing
    And the junk pile holds Chemistry
    And the standard achievements are ages 1, 3, 4
    And it is Alice's turn 9 with one action used

  @id:fig-galileo-no-achievement-of-3-to-5 @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Galileo Galilei: with no achievement of value 3 to 5 available, the meld just happens
    Given a 2-player game
    And Alice's green pile is Galileo Galilei
    And Alice has Tools in hand
    And the standard achievements are Sailing, Calendar
    And it is Alice's turn 9 with every action left
    When Alice melds Tools
    Then Alice's blue pile is Tools
    And the junk pile holds nothing
    And the standard achievements are ages 1, 2
    And it is Alice's turn 9 with one action used

  # --- Pedro Alvarez Cabral (4, green): instead of a Dogma action on a 1, claim World; if you
  # cannot and Monotheism is one of your top cards, you win.

  @id:fig-cabral-claims-world-instead-of-a-dogma-of-a-1 @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Pedro Alvarez Cabral: instead of Writing's dogma, Alice claims World
    Given a 2-player game
    And Alice's green pile is Pedro Alvarez Cabral
    And Alice's blue pile is Writing
    And the special achievements are World, Monument
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's achievements are World
    And the special achievements are Monument
    And Alice's hand is nothing
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with one action used

  @id:fig-cabral-wins-with-monotheism-when-world-is-gone @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Pedro Alvarez Cabral: World is gone and Monotheism is Alice's top purple card, so she wins
    Given a 2-player game
    And Alice's green pile is Pedro Alvarez Cabral
    And Alice's blue pile is Writing
    And Alice's purple pile is Monotheism
    And the special achievements are Monument
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice wins by dogma

  @id:fig-cabral-world-gone-without-monotheism @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Pedro Alvarez Cabral: World is gone and Alice has no Monotheism on top: the dogma is replaced by nothing
    Given a 2-player game
    And Alice's green pile is Pedro Alvarez Cabral
    And Alice's blue pile is Writing
    And the special achievements are Monument
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's achievements are nothing
    And Alice's hand is nothing
    And the game is not over
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with one action used

  @id:fig-cabral-leaves-a-dogma-of-a-2-alone
  @assumes:actions.per_turn>=2
  Scenario: Pedro Alvarez Cabral: Monotheism is a 2, so its dogma happens and World stays available
    # Monotheism features the castle: Alice shows 3, Bob none (his board is empty: the demand
    # finds nothing). Then Alice draws and tucks a 1.
    Given a 2-player game
    And Alice's green pile is Pedro Alvarez Cabral
    And Alice's purple pile is Monotheism
    And the special achievements are World, Monument
    And the age 1 pile is Tools
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Monotheism
    Then Alice's blue pile is Tools
    And Alice's achievements are nothing
    And the special achievements are World, Monument
    And the age 1 pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Leonardo Da Vinci (4, yellow): before you meld a card, meld another card from your hand;
  # if it is purple, draw three 4s and score a top figure from any board.

  @id:fig-leonardo-melds-a-purple-card-first
  @assumes:actions.per_turn>=2 @assumes:figures.karma_nesting=false
  Scenario: Leonardo Da Vinci: before Tools, Alice melds Mysticism; it is purple, so she draws three 4s and scores Bob's Saladin
    # Mysticism is the only other card in hand: no question. Top figures: Leonardo and Saladin.
    Given a 2-player game
    And Alice's yellow pile is Leonardo Da Vinci
    And Alice has Tools, Mysticism in hand
    And Bob's red pile is Saladin, Archery
    And the age 4 pile is Perspective, Invention, Navigation, Anatomy
    And it is Alice's turn 9 with every action left
    When Alice melds Tools
    Then Alice must score 1 of Leonardo Da Vinci, Saladin
    When Alice scores Saladin
    Then Alice's hand is Perspective, Invention, Navigation
    And Alice's score pile is Saladin
    And Alice's purple pile is Mysticism
    And Alice's blue pile is Tools
    And Alice's yellow pile is Leonardo Da Vinci
    And Bob's red pile is Archery
    And the age 4 pile is Anatomy
    And it is Alice's turn 9 with one action used

  @id:fig-leonardo-melds-another-card-first @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Leonardo Da Vinci: before Tools, Alice melds Sailing, which is not purple
    Given a 2-player game
    And Alice's yellow pile is Leonardo Da Vinci
    And Alice has Tools, Sailing, Oars in hand
    And the age 4 pile is Perspective
    And it is Alice's turn 9 with every action left
    When Alice melds Tools
    Then Alice must meld 1 of Sailing, Oars
    When Alice melds Sailing
    Then Alice's hand is Oars
    And Alice's green pile is Sailing
    And Alice's blue pile is Tools
    And Alice's score pile is nothing
    And the age 4 pile is Perspective
    And it is Alice's turn 9 with one action used

  # --- Niccolo Machiavelli (4, purple): each colour splayed right on your board and on no other
  # player's counts as an achievement; before you splay a colour, unsplay it on every opponent's
  # board.

  @id:fig-machiavelli-unsplays-the-opponents-first @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Machiavelli: before Paper splays Alice's green left, Bob's green is unsplayed; his blue stays splayed
    # Paper features the lightbulb: Alice shows 4, Bob 1 (Tools, in his blue pile splayed left).
    Given a 2-player game
    And Alice's purple pile is Niccolo Machiavelli
    And Alice's green pile is Paper, Sailing
    And Bob's green pile is Clothing, The Wheel splayed left
    And Bob's blue pile is Pottery, Tools splayed left
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Paper
    Then Alice may splay up to 1 of green
    When Alice splays green
    Then Alice's green pile is Paper, Sailing splayed left
    And Bob's green pile is Clothing, The Wheel
    And Bob's blue pile is Pottery, Tools splayed left
    And Alice's score pile is nothing
    And it is Alice's turn 9 with one action used

  @id:fig-machiavelli-right-splay-alone-wins
  @assumes:victory.achievements.base=8 @assumes:victory.achievements.per_expansion=1
  @assumes:victory.achievements.per_player=-1
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=1
  Scenario: Machiavelli: Alice's purple splayed right counts as a seventh achievement, and she wins after her meld
    # Two players and one expansion: 7 achievements win. Bob's purple is splayed left only.
    Given a 2-player game
    And Alice's purple pile is Niccolo Machiavelli, Reformation splayed right
    And Alice has achievements Tools, Writing, Sailing, Mathematics, Calendar, Paper
    And Alice has Oars in hand
    And Bob's purple pile is Mysticism, City States splayed left
    And it is Alice's turn 9 with every action left
    When Alice melds Oars
    Then Alice wins by achievements

  @id:fig-machiavelli-right-splay-shared-counts-nothing
  @assumes:victory.achievements.base=8 @assumes:victory.achievements.per_expansion=1
  @assumes:victory.achievements.per_player=-1
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=1
  Scenario: Machiavelli: Bob's purple is splayed right too, so it counts nothing and the game goes on
    Given a 2-player game
    And Alice's purple pile is Niccolo Machiavelli, Reformation splayed right
    And Alice has achievements Tools, Writing, Sailing, Mathematics, Calendar, Paper
    And Alice has Oars in hand
    And Bob's purple pile is Mysticism, City States splayed right
    And it is Alice's turn 9 with every action left
    When Alice melds Oars
    Then the game is not over
    And Alice's red pile is Oars
    And it is Alice's turn 9 with one action used

  # --- William Shakespeare (4, purple): Rivalry with two figures; any decree with three.

  @id:fig-shakespeare-permits-rivalry-with-two-figures @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:actions.per_turn>=2
  Scenario: William Shakespeare: two figures let Alice issue Rivalry; Bob's top figure goes back
    # Bob's score pile is empty: nothing to return from it.
    Given a 2-player game
    And Alice's purple pile is William Shakespeare
    And Alice has Imhotep, Daedalus in hand
    And Bob's red pile is Saladin
    And the age 3 figures pile is Rhazes
    And it is Alice's turn 9 with every action left
    When Alice issues the Rivalry decree
    Then Alice's hand is nothing
    And Alice's achievements are Rivalry
    And the junk pile holds Imhotep, Daedalus
    And Bob's red pile is nothing
    And the age 3 figures pile is Rhazes, Saladin
    And the available decrees are Advancement, War, Trade, Expansion
    And it is Alice's turn 9 with one action used

  @id:fig-shakespeare-permits-any-decree-with-three-figures @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:actions.per_turn>=2
  Scenario: William Shakespeare: three blue figures of one value let Alice issue War
    # Imhotep, Daedalus and Huang Di are blue 1s: neither three values nor a red figure.
    Given a 2-player game
    And Alice's purple pile is William Shakespeare
    And Alice has Imhotep, Daedalus, Huang Di in hand
    And Bob's red pile is Archery
    And the age 1 pile is Sailing
    And it is Alice's turn 9 with every action left
    When Alice issues the War decree
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 1
    Then Alice's achievements are War
    And the junk pile holds Imhotep, Daedalus, Huang Di
    And Bob's red pile is nothing
    And the age 1 pile is Sailing, Archery
    And it is Alice's turn 9 with one action used

  @id:fig-shakespeare-two-figures-are-not-enough-for-war @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:actions.per_turn>=2
  Scenario: William Shakespeare: with two figures, War is refused
    Given a 2-player game
    And Alice's purple pile is William Shakespeare
    And Alice has Imhotep, Daedalus in hand
    And it is Alice's turn 9 with every action left
    When Alice issues the War decree
    Then the move is rejected as illegal_move

  # --- Johannes Kepler: a Dogma action with every written age raised by N (N: different values
  # above 3 among his owner's top cards, counted when the action starts).

  @id:fig-kepler-raises-written-ages-for-the-whole-action
  @assumes:actions.per_turn>=2
  Scenario: Johannes Kepler: with top cards of values 4 and 5, Sailing's "draw and meld a 1" draws and melds a 3
    # Sailing features the crown: Bob shows none, so nobody shares.
    Given a 2-player game
    And Alice's blue pile is Johannes Kepler
    And Alice's red pile is Coal
    And Alice's green pile is Sailing
    And the age 1 pile is Tools
    And the age 3 pile is Compass, Paper
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Sailing
    Then Alice's green pile is Compass, Sailing
    And Alice's hand is nothing
    And the age 1 pile is Tools
    And the age 3 pile is Paper
    And it is Alice's turn 9 with one action used

  @id:fig-kepler-raises-each-dogma-action-of-the-turn
  @assumes:actions.per_turn=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Johannes Kepler raises both of Alice's Dogma actions in a turn: Monotheism tucks a 3 each time
    # Kepler (4) and Coal (5): every written value is raised by 2 in each Dogma action. Monotheism
    # features the castle: Alice shows 5, Bob none, so Bob is affected and has no top card to give.
    # "Draw a 1 and tuck it" draws and tucks a 3 in the first action and again in the second.
    Given a 2-player game
    And Alice's blue pile is Johannes Kepler
    And Alice's red pile is Coal
    And Alice's purple pile is Monotheism
    And the age 1 pile is Tools
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Monotheism
    Then Alice's green pile is Paper
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used
    When Alice performs the dogma of Monotheism
    Then Alice's green pile is Paper, Compass
    And Alice's blue pile is Johannes Kepler
    And the age 1 pile is Tools
    And the age 3 pile is nothing
    And it is Bob's turn 10 with every action left

  @id:fig-kepler-counts-different-values @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Johannes Kepler: two top cards of value 5 and Kepler's 4 make two different values, not three
    Given a 2-player game
    And Alice's blue pile is Johannes Kepler
    And Alice's red pile is Coal
    And Alice's purple pile is Astronomy
    And Alice's green pile is Sailing
    And the age 3 pile is Compass, Paper
    And the age 4 pile is Invention
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Sailing
    Then Alice's green pile is Compass, Sailing
    And the age 4 pile is Invention
