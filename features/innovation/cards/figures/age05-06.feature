# The karma of the Figures of ages 5 and 6 (all but Antonie Van Leeuwenhoek and John Loudon
# McAdam), each printed karma and each branch of its "if", from exact positions.
# Figure texts: engine/data/cards/figures-ultimate.json (each karma's trigger, event, scope and
# rule, in our own words; the glossary for "you", "first", "instead", "eligible"); rules with
# sources: the research note figures.md (§4 karma, §5 fading, §6 decrees, §8 bonuses).
# Conventions: piles are written top card first; every supply age and Figures deck a scenario
# draws from is listed; a card going back to a deck goes under it. The owner of a karma makes
# its choices. A karma fires only while its figure is a top card, and no karma fires inside
# another (figures.karma_nesting false). At the end of every action a player with two top
# figures scores one (fading), so positions keep one top figure a player unless a scenario
# shows it. A figure's visible bonus number adds to its owner's score (figures.bonuses_score).
# Standard achievements are chosen by their value.
@ultimate-figures
Feature: Figures of ages 5 and 6: their karma

  # --- Christiaan Huygens: instead of a Dogma action as the first action of your turn, junk the 6
  # deck, draw and reveal one 7, two 8s or three 9s, and return them if they show more clocks
  # than your board.

  @id:fig-christiaan-huygens-returns-cards-with-more-clocks
  @assumes:actions.per_turn>=2 @assumes:figures.karma_nesting=false
  Scenario: Huygens replaces a first-action Dogma: three 9s showing more clocks than the board go back
    # Fission, Satellites and Computers show 3 + 3 + 2 clocks; Alice's board shows none. The
    # three go under the 9 deck, in the order Alice gives. The Wheel's dogma does not happen.
    Given a 2-player game
    And Alice's blue pile is Christiaan Huygens
    And Alice's green pile is The Wheel
    And the age 1 pile is Tools, Oars
    And the age 6 pile is Canning, Vaccination
    And the age 9 pile is Fission, Satellites, Computers, Genetics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice must choose 1 of 7, 8, 9
    When Alice returns Computers then Fission then Satellites
    Then Alice's hand is nothing
    And the age 9 pile is Genetics, Computers, Fission, Satellites
    And the junk pile holds Canning, Vaccination
    And the age 6 pile is nothing
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 9 with one action used

  @id:fig-christiaan-huygens-keeps-cards-with-fewer-clocks
  @assumes:actions.per_turn>=2
  Scenario: Huygens: two 8s showing no more clocks than the board stay in hand
    # Rocketry shows 3 clocks and Antibiotics none: 3, not more than the 3 of Alice's Fission.
    Given a 2-player game
    And Alice's blue pile is Christiaan Huygens
    And Alice's red pile is Fission
    And Alice's green pile is The Wheel
    And the age 1 pile is Tools, Oars
    And the age 6 pile is Canning
    And the age 8 pile is Rocketry, Antibiotics, Flight
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice must choose 1 of 7, 8, 9
    When Alice draws Rocketry, Antibiotics
    Then Alice's hand is Rocketry, Antibiotics
    And the age 8 pile is Flight
    And the junk pile holds Canning
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 9 with one action used

  @id:fig-christiaan-huygens-on-a-one-action-first-turn
  @assumes:setup.first_turn_one_action=1
  Scenario: Huygens on Alice's first turn: its one action is the first action, so the Dogma action is replaced
    # As above on turn 1, which has a single action; then Bob's turn begins.
    Given a 2-player game
    And Alice's blue pile is Christiaan Huygens
    And Alice's red pile is Fission
    And Alice's green pile is The Wheel
    And the age 1 pile is Tools, Oars
    And the age 6 pile is Canning
    And the age 8 pile is Rocketry, Antibiotics, Flight
    And it is Alice's turn 1 with 1 action left
    When Alice performs the dogma of The Wheel
    And Alice draws Rocketry, Antibiotics
    Then Alice's hand is Rocketry, Antibiotics
    And the age 8 pile is Flight
    And the junk pile holds Canning
    And the age 1 pile is Tools, Oars
    And it is Bob's turn 2 with every action left

  @id:fig-christiaan-huygens-second-action-dogma-happens
  @assumes:actions.per_turn=2
  Scenario: Huygens leaves a Dogma action taken as the second action alone
    Given a 2-player game
    And Alice's blue pile is Christiaan Huygens
    And Alice's green pile is The Wheel
    And the age 1 pile is Tools, Oars, Sailing
    And the age 6 pile is Canning
    And it is Alice's turn 9 with 1 action left
    When Alice performs the dogma of The Wheel
    Then Alice's hand is Tools, Oars
    And the age 1 pile is Sailing
    And the age 6 pile is Canning
    And the junk pile holds nothing
    And it is Bob's turn 10 with 2 actions left

  # --- Isaac Newton: before a Draw action, draw and reveal a 1 and put it on any player's board;
  # before a Dogma action, splay right every colour whose top card has the dogma card's value.

  @id:fig-isaac-newton-draw-action-gives-bob-a-1
  @assumes:actions.per_turn>=2
  Scenario: Newton: before the Draw action Alice draws and reveals a 1 and puts it on Bob's board
    # Then the Draw action: Alice's highest top card is Newton, a 5.
    Given a 2-player game
    And Alice's blue pile is Isaac Newton
    And Bob's red pile is Metalworking
    And the age 1 pile is Archery, Tools
    And the age 5 pile is Chemistry, Physics
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice must choose 1 of Alice, Bob
    When Alice chooses Bob
    Then Bob's red pile is Archery, Metalworking
    And Alice's hand is Chemistry
    And the age 1 pile is Tools
    And the age 5 pile is Physics
    And it is Alice's turn 9 with one action used

  @id:fig-isaac-newton-draws-a-1-with-age-0-in-play
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Newton with age 0 in play: the card Alice draws and reveals first is a 1, not the age-0 Fire
    # The card says a 1: with the age-0 deck in play a draw of 1 still takes from the 1s, and
    # Fire stays on the age-0 deck. Archery, red, goes on top of Bob's red pile; then the Draw
    # action draws a 5 (Newton is Alice's highest top card).
    Given a 2-player game
    And Alice's blue pile is Isaac Newton
    And Bob's red pile is Metalworking
    And the age 0 pile is Fire, Knots
    And the age 1 pile is Archery, Tools
    And the age 5 pile is Chemistry, Physics
    And it is Alice's turn 9 with every action left
    When Alice draws
    And Alice chooses Bob
    Then Bob's red pile is Archery, Metalworking
    And Alice's hand is Chemistry
    And the age 0 pile is Fire, Knots
    And the age 1 pile is Tools
    And the age 5 pile is Physics
    And it is Alice's turn 9 with one action used

  @id:fig-isaac-newton-dogma-splays-same-value-colours
  @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2
  Scenario: Newton: before a Dogma action of a 1, every colour with a 1 on top that can be splayed is splayed right
    # The Wheel and Agriculture are 1s on piles of two: splayed right. Archery is a 1 alone in its
    # pile (nothing to splay); Philosophy is a 2. Then The Wheel: Alice draws two 1s (Bob, with
    # no castle, does not share).
    Given a 2-player game
    And Alice's blue pile is Isaac Newton
    And Alice's green pile is The Wheel, Sailing
    And Alice's yellow pile is Agriculture, Masonry
    And Alice's red pile is Archery
    And Alice's purple pile is Philosophy, Code of Laws
    And the age 1 pile is Tools, Oars, Pottery
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice's green pile is The Wheel, Sailing splayed right
    And Alice's yellow pile is Agriculture, Masonry splayed right
    And Alice's red pile is Archery
    And Alice's purple pile is Philosophy, Code of Laws
    And Alice's hand is Tools, Oars
    And the age 1 pile is Pottery
    And it is Alice's turn 9 with one action used

  # --- Peter the Great: War with any two figures; before you return a card, score your bottom
  # green card, and if it has a crown claim the new bottom green card if eligible for its value.

  @id:fig-peter-the-great-decree-war-with-two-figures @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:actions.per_turn>=2
  Scenario: Peter the Great lets Alice issue War with two figures of one value
    # Homer and Imhotep are both 1s: no decree without the karma. War: Alice chooses 1; Bob's top
    # 1 goes back.
    Given a 2-player game
    And Alice's red pile is Peter the Great
    And Alice has Homer, Imhotep in hand
    And Bob's green pile is Sailing
    And Bob's blue pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice issues the War decree
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 1
    Then Alice's achievements are War
    And the junk pile holds Homer, Imhotep
    And Bob's green pile is nothing
    And Bob's blue pile is Mathematics
    And Alice's hand is nothing
    And it is Alice's turn 9 with one action used

  @id:fig-peter-the-great-scores-crown-and-claims-bottom-green
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Peter the Great: a return first scores the bottom green card; with a crown the new bottom green card is claimed when eligible
    # Agriculture (leaf; Bob shows none): Alice returns Tools. First Clothing, her bottom green
    # card, is scored; it has a crown, and her new bottom green card is Mapmaking, a 2: her score
    # is 3 + 2 + 1 plus Peter's bonus 5 = 11, at least 10, and her top Peter is a 5: eligible.
    # Then Tools goes back, and Alice draws and scores a 2.
    Given a 2-player game
    And Alice's red pile is Peter the Great
    And Alice's yellow pile is Agriculture
    And Alice's green pile is Navigation, Mapmaking, Clothing
    And Alice has Tools in hand
    And Alice has Translation, Calendar in the score pile
    And the age 1 pile is Oars
    And the age 2 pile is Fermenting, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    Then Alice may return up to 1 of Tools
    When Alice returns Tools
    Then Alice's green pile is Navigation
    And Alice's achievements are Mapmaking
    And Alice's score pile is Translation, Calendar, Clothing, Fermenting
    And Alice's hand is nothing
    And the age 1 pile is Oars, Tools
    And the age 2 pile is Currency
    And it is Alice's turn 9 with one action used

  @id:fig-peter-the-great-crown-but-not-eligible
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Peter the Great: with a crown scored but too few points, the new bottom green card stays
    # Clothing is scored: Alice's score is 1 plus Peter's bonus 5 = 6, under the 10 a 2 needs.
    Given a 2-player game
    And Alice's red pile is Peter the Great
    And Alice's yellow pile is Agriculture
    And Alice's green pile is Navigation, Mapmaking, Clothing
    And Alice has Tools in hand
    And the age 1 pile is Oars
    And the age 2 pile is Fermenting, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    Then Alice may return up to 1 of Tools
    When Alice returns Tools
    Then Alice's green pile is Navigation, Mapmaking
    And Alice's achievements are nothing
    And Alice's score pile is Clothing, Fermenting
    And the age 1 pile is Oars, Tools
    And it is Alice's turn 9 with one action used

  @id:fig-peter-the-great-no-crown-no-claim
  @assumes:actions.per_turn>=2
  Scenario: Peter the Great: a bottom green card without a crown is scored and nothing is claimed
    Given a 2-player game
    And Alice's red pile is Peter the Great
    And Alice's yellow pile is Agriculture
    And Alice's green pile is Mapmaking, The Wheel
    And Alice has Tools in hand
    And Alice has Translation, Calendar in the score pile
    And the age 1 pile is Oars
    And the age 2 pile is Fermenting, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    Then Alice may return up to 1 of Tools
    When Alice returns Tools
    Then Alice's green pile is Mapmaking
    And Alice's achievements are nothing
    And Alice's score pile is Translation, Calendar, The Wheel, Fermenting
    And the age 1 pile is Oars, Tools
    And it is Alice's turn 9 with one action used

  @id:fig-peter-the-great-crown-without-leaf-claims
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Peter the Great: Mapmaking, scored from the bottom, has a crown (and no leaf), so The Wheel is claimed
    # Agriculture (leaf; Bob shows none): Alice returns Tools. Mapmaking is scored first; her new
    # bottom green card is The Wheel, a 1, and she is eligible for a 1. Then Tools goes back and
    # Alice draws and scores a 2.
    Given a 2-player game
    And Alice's red pile is Peter the Great
    And Alice's yellow pile is Agriculture
    And Alice's green pile is Navigation, The Wheel, Mapmaking
    And Alice has Tools in hand
    And Alice has Translation, Calendar in the score pile
    And the age 1 pile is Oars
    And the age 2 pile is Fermenting, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    And Alice returns Tools
    Then Alice's green pile is Navigation
    And Alice's achievements are The Wheel
    And Alice's score pile is Translation, Calendar, Mapmaking, Fermenting
    And Alice's hand is nothing
    And the age 1 pile is Oars, Tools
    And the age 2 pile is Currency
    And it is Alice's turn 9 with one action used

  # --- Shivaji: before an opponent claims an achievement, claim another available standard
  # achievement you are eligible for; before you dogma a yellow card, your purple pile becomes
  # available standard achievements.

  @id:fig-shivaji-claims-before-an-opponent @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.achieve_figure_draws=true
  Scenario: Shivaji: before Bob achieves a 1, Alice claims another achievement she is eligible for
    # Alice has 15 points and a top 5: eligible for the 1, 2 and 3; the 1 is Bob's, so she
    # chooses between the 2 and the 3. Her claim is no Achieve action; Bob's is, so Alice then
    # draws a figure at her draw value, 5.
    Given a 2-player game
    And Alice's red pile is Shivaji
    And Alice has Coal, Chemistry, Physics in the score pile
    And Bob's yellow pile is Agriculture
    And Bob has Statistics in the score pile
    And the standard achievements are Tools, Calendar, Optics
    And the age 5 figures pile is Isaac Newton, Peter the Great
    And it is Bob's turn 10 with every action left
    When Bob achieves age 1
    Then Alice must choose 1 of 2, 3
    When Alice chooses 3
    Then Alice's achievements are Optics
    And Bob's achievements are Tools
    And the standard achievements are ages 2
    And Alice's hand is Isaac Newton
    And the age 5 figures pile is Peter the Great
    And it is Bob's turn 10 with one action used

  @id:fig-shivaji-nothing-different-to-claim @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.achieve_figure_draws=true
  Scenario: Shivaji: when the only achievement Alice is eligible for is the one Bob claims, she claims nothing
    # Alice has 5 points: eligible only for the 1, which Bob is claiming.
    Given a 2-player game
    And Alice's red pile is Shivaji
    And Alice has Coal in the score pile
    And Bob's yellow pile is Agriculture
    And Bob has Statistics in the score pile
    And the standard achievements are Tools, Calendar
    And the age 5 figures pile is Isaac Newton
    And it is Bob's turn 10 with every action left
    When Bob achieves age 1
    Then Alice's achievements are nothing
    And Bob's achievements are Tools
    And the standard achievements are ages 2
    And Alice's hand is Isaac Newton
    And it is Bob's turn 10 with one action used

  @id:fig-shivaji-yellow-dogma-purple-pile-to-achievements @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Shivaji: before a Dogma action on a yellow card, the purple pile becomes available achievements
    # Education (3) and Mysticism (1) join Calendar (2). Then Agriculture: Alice has nothing to return.
    Given a 2-player game
    And Alice's red pile is Shivaji
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Education, Mysticism
    And the standard achievements are Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    Then Alice's purple pile is nothing
    And the standard achievements are ages 1, 2, 3
    And Alice's achievements are nothing
    And it is Alice's turn 9 with one action used

  @id:fig-shivaji-purple-cards-of-taken-values-wait-as-extras @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Shivaji: purple cards of values already available wait behind them as extras
    # Philosophy (2) waits behind Calendar (2), Mysticism (1) takes the free value 1.
    Given a 2-player game
    And Alice's red pile is Shivaji
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Philosophy, Mysticism
    And the standard achievements are Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    Then Alice's purple pile is nothing
    And the standard achievements are ages 1, 2
    And the extra available achievements are Philosophy
    And it is Alice's turn 9 with one action used

  @id:fig-shivaji-other-dogma-keeps-purple-pile
  @assumes:actions.per_turn>=2
  Scenario: Shivaji: a Dogma action on a card of another colour leaves the purple pile
    Given a 2-player game
    And Alice's red pile is Shivaji
    And Alice's blue pile is Writing
    And Alice's purple pile is Education, Mysticism
    And the standard achievements are Calendar
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's purple pile is Education, Mysticism
    And the standard achievements are ages 2
    And Alice's hand is Mathematics
    And it is Alice's turn 9 with one action used

  # --- Bartholomew Roberts: instead of a Draw action, score a top card with a crown from any
  # board; before any draw, claim the available standard achievement of the value to be drawn.

  @id:fig-bartholomew-roberts-scores-instead-of-drawing @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Bartholomew Roberts: instead of the Draw action Alice scores a top card with a crown from Bob's board
    # Roberts himself and Writing show a crown on Alice's board, City States on Bob's; Archery
    # has none. Nothing is drawn.
    Given a 2-player game
    And Alice's green pile is Bartholomew Roberts
    And Alice's blue pile is Writing
    And Bob's purple pile is City States
    And Bob's red pile is Archery
    And the age 5 pile is Coal
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice must score 1 of Bartholomew Roberts, Writing, City States
    When Alice scores City States
    Then Alice's score pile is City States
    And Bob's purple pile is nothing
    And Alice's hand is nothing
    And the age 5 pile is Coal
    And it is Alice's turn 9 with one action used

  @id:fig-bartholomew-roberts-claims-before-a-draw
  @assumes:actions.per_turn>=2
  Scenario: Bartholomew Roberts: before drawing a 2, Alice claims the available 2, ignoring eligibility
    # Writing (lightbulb; Bob shows none): draw a 2. Alice has no points at all.
    Given a 2-player game
    And Alice's green pile is Bartholomew Roberts
    And Alice's blue pile is Writing
    And the standard achievements are Tools, Calendar
    And the age 2 pile is Mathematics, Construction
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's achievements are Calendar
    And Alice's hand is Mathematics
    And the standard achievements are ages 1
    And the age 2 pile is Construction
    And it is Alice's turn 9 with one action used

  @id:fig-bartholomew-roberts-claims-the-value-actually-drawn
  @assumes:figures.value_about_to_draw=after-skipping
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  Scenario: Bartholomew Roberts: with the 2 deck empty the draw takes a 3, so the 3 is claimed
    # "The value you are about to draw": the 2 deck is empty, so the card drawn will be a 3.
    Given a 2-player game
    And Alice's green pile is Bartholomew Roberts
    And Alice's blue pile is Writing
    And the standard achievements are Tools, Calendar, Paper
    And the age 2 pile is nothing
    And the age 3 pile is Optics, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's achievements are Paper
    And Alice's hand is Optics
    And the standard achievements are ages 1, 2
    And it is Alice's turn 9 with one action used

  @id:fig-bartholomew-roberts-claims-the-value-asked-for @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @assumes:figures.value_about_to_draw=asked
  Scenario: Bartholomew Roberts read by the value asked for: Writing asks for a 2, so the 2 is claimed and a 3 drawn
    # The other reading of "the value you are about to draw" (the variant's dispute on
    # figures.value_about_to_draw), played by a house variant: the position above.
    Given a house variant of it sets figures.value_about_to_draw to "asked"
    And a 2-player game
    And Alice's green pile is Bartholomew Roberts
    And Alice's blue pile is Writing
    And the standard achievements are Tools, Calendar, Paper
    And the age 2 pile is nothing
    And the age 3 pile is Optics, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's achievements are Calendar
    And Alice's hand is Optics
    And the standard achievements are ages 1, 3
    And it is Alice's turn 9 with one action used

  # --- Samuel de Champlain: before drawing a fifth card into hand, claim an available achievement
  # of that value or lower; before drawing into an empty hand, draw a 6.

  @id:fig-samuel-de-champlain-fifth-card-claims
  @assumes:actions.per_turn>=2
  Scenario: Samuel de Champlain: before drawing a fifth card, Alice claims an achievement of the drawn value or lower
    # The Draw action draws a 5 (Champlain is Alice's highest top card): the 1 and the 3 may be
    # claimed, not the 6.
    Given a 2-player game
    And Alice's green pile is Samuel de Champlain
    And Alice has Oars, Sailing, Archery, Pottery in hand
    And the standard achievements are Tools, Optics, Atomic Theory
    And the age 5 pile is Chemistry, Physics
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice must choose 1 of 1, 3
    When Alice chooses 3
    Then Alice's achievements are Optics
    And Alice's hand is Oars, Sailing, Archery, Pottery, Chemistry
    And the standard achievements are ages 1, 6
    And the age 5 pile is Physics
    And it is Alice's turn 9 with one action used

  @id:fig-samuel-de-champlain-fifth-card-that-takes-a-6
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @assumes:figures.value_about_to_draw=after-skipping
  Scenario: Samuel de Champlain: with the 5 deck empty the fifth card will be a 6, so Alice may claim the 6 too
    # The value about to be drawn is that of the deck the card comes from: a 6.
    Given a 2-player game
    And Alice's green pile is Samuel de Champlain
    And Alice has Oars, Sailing, Archery, Pottery in hand
    And the standard achievements are Tools, Optics, Atomic Theory, Flight
    And the age 5 pile is nothing
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice must choose 1 of 1, 3, 6
    When Alice chooses 6
    Then Alice's achievements are Atomic Theory
    And Alice's hand is Oars, Sailing, Archery, Pottery, Canning
    And the standard achievements are ages 1, 3, 8
    And the age 6 pile is Vaccination
    And it is Alice's turn 9 with one action used

  @id:fig-samuel-de-champlain-fifth-card-asked-as-a-5 @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @assumes:figures.value_about_to_draw=asked
  Scenario: Samuel de Champlain read by the value asked for: the Draw action asks for a 5, so the 6 may not be claimed
    # The other reading of "the value you are about to draw" (the variant's dispute on
    # figures.value_about_to_draw), played by a house variant: the position above.
    Given a house variant of it sets figures.value_about_to_draw to "asked"
    And a 2-player game
    And Alice's green pile is Samuel de Champlain
    And Alice has Oars, Sailing, Archery, Pottery in hand
    And the standard achievements are Tools, Optics, Atomic Theory, Flight
    And the age 5 pile is nothing
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice must choose 1 of 1, 3
    When Alice chooses 3
    Then Alice's achievements are Optics
    And Alice's hand is Oars, Sailing, Archery, Pottery, Canning
    And the standard achievements are ages 1, 6, 8
    And the age 6 pile is Vaccination
    And it is Alice's turn 9 with one action used

  @id:fig-samuel-de-champlain-empty-hand-draws-a-6
  @assumes:actions.per_turn>=2
  Scenario: Samuel de Champlain: before drawing into an empty hand, Alice draws a 6
    Given a 2-player game
    And Alice's green pile is Samuel de Champlain
    And the age 5 pile is Chemistry, Physics
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's hand is Canning, Chemistry
    And the age 5 pile is Physics
    And the age 6 pile is Vaccination
    And it is Alice's turn 9 with one action used

  @id:fig-samuel-de-champlain-other-hand-sizes
  @assumes:actions.per_turn>=2
  Scenario: Samuel de Champlain: a draw into a hand of two cards is plain
    Given a 2-player game
    And Alice's green pile is Samuel de Champlain
    And Alice has Oars, Sailing in hand
    And the standard achievements are Tools
    And the age 5 pile is Chemistry, Physics
    And the age 6 pile is Canning
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's hand is Oars, Sailing, Chemistry
    And Alice's achievements are nothing
    And the age 6 pile is Canning
    And it is Alice's turn 9 with one action used

  # --- Christopher Polhem: Expansion with any two figures; each factory on your board adds as
  # many points as you have achievements.

  @id:fig-christopher-polhem-decree-expansion-with-two-figures @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:actions.per_turn>=2
  Scenario: Christopher Polhem lets Alice issue Expansion with two figures of one value
    # Expansion: splay one of her colours up; the red pile is the only one of two cards.
    Given a 2-player game
    And Alice's yellow pile is Christopher Polhem
    And Alice's red pile is Archery, Oars
    And Alice has Homer, Imhotep in hand
    And it is Alice's turn 9 with every action left
    When Alice issues the Expansion decree
    Then Alice's achievements are Expansion
    And Alice's red pile is Archery, Oars splayed up
    And the junk pile holds Homer, Imhotep
    And it is Alice's turn 9 with one action used

  @id:fig-christopher-polhem-factories-times-achievements @assumes:actions.per_turn>=2 @ultimate-echoes-figures
  @assumes:actions.achieve_score_per_age=5 @assumes:figures.bonuses_score=true
  Scenario: Christopher Polhem: five factories and two achievements make 10 points, enough to achieve a 2
    # Polhem shows 2 factories and Coal 3; Alice holds 2 achievements (a 5 and a 6, so no
    # repeat price) and has no score pile.
    Given a 2-player game
    And Alice's yellow pile is Christopher Polhem
    And Alice's red pile is Coal
    And Alice has achievements Statistics, Canning
    And the standard achievements are Pottery, Mathematics, Optics
    And it is Alice's turn 9 with 2 actions left
    Then Alice may achieve ages 1, 2

  @id:fig-christopher-polhem-counts-karma-achievements @assumes:actions.per_turn>=2 @ultimate-echoes-figures
  @assumes:actions.achieve_score_per_age=5 @assumes:figures.bonuses_score=true
  Scenario: Christopher Polhem counts an achievement a karma grants too (the printed text)
    # Four factories (Polhem 2, Chemistry 2). Alice holds one achievement, and Nelson Mandela
    # counts her two avatars (his and Polhem's) as one more: 4 x 2 = 8 points, enough for a 1.
    # (The one source's code counts only held cards: 4 x 1 = 4, not enough: card:Christopher Polhem.)
    Given a 2-player game
    And Alice's yellow pile is Christopher Polhem
    And Alice's blue pile is Chemistry
    And Alice's red pile is Nelson Mandela
    And Alice has achievements Canning
    And the standard achievements are Pottery, Mathematics
    And it is Alice's turn 9 with 2 actions left
    Then Alice may achieve ages 1

  # --- Bartolomeo Cristofori: before a meld that makes a fifth visible card (onto a splayed pile
  # of four), claim an available standard achievement.

  @id:fig-bartolomeo-cristofori-fifth-visible-card-claims @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Bartolomeo Cristofori: melding onto a splayed pile of four, Alice first claims any available standard achievement
    Given a 2-player game
    And Alice's purple pile is Bartolomeo Cristofori
    And Alice's blue pile is Writing, Tools, Pottery, Calendar splayed left
    And Alice has Mathematics in hand
    And the standard achievements are Oars, Optics
    And it is Alice's turn 9 with every action left
    When Alice melds Mathematics
    Then Alice must choose 1 of 1, 3
    When Alice chooses 3
    Then Alice's achievements are Optics
    And Alice's blue pile is Mathematics, Writing, Tools, Pottery, Calendar splayed left
    And the standard achievements are ages 1
    And it is Alice's turn 9 with one action used

  @id:fig-bartolomeo-cristofori-unsplayed-pile-no-claim @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Bartolomeo Cristofori: melding onto an unsplayed pile of four claims nothing
    Given a 2-player game
    And Alice's purple pile is Bartolomeo Cristofori
    And Alice's blue pile is Writing, Tools, Pottery, Calendar
    And Alice has Mathematics in hand
    And the standard achievements are Oars, Optics
    And it is Alice's turn 9 with every action left
    When Alice melds Mathematics
    Then Alice's achievements are nothing
    And Alice's blue pile is Mathematics, Writing, Tools, Pottery, Calendar
    And the standard achievements are ages 1, 3
    And it is Alice's turn 9 with one action used

  # --- Johannes Vermeer: before you claim a standard achievement, claim the one a value higher;
  # before you meld, score every card of a colour of your board.

  @id:fig-johannes-vermeer-claims-one-higher-first @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.achieve_figure_draws=true
  Scenario: Johannes Vermeer: achieving the 1, Alice first claims the 2, ignoring eligibility
    # Vermeer's bonus 5 gives Alice the 5 points a 1 needs. After the Achieve action, Bob draws a
    # figure at his draw value, 1.
    Given a 2-player game
    And Alice's purple pile is Johannes Vermeer
    And Bob's yellow pile is Agriculture
    And the standard achievements are Tools, Calendar, Optics
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 9 with every action left
    When Alice achieves age 1
    Then Alice's achievements are Calendar, Tools
    And the standard achievements are ages 3
    And Bob's hand is Homer
    And it is Alice's turn 9 with one action used

  @id:fig-johannes-vermeer-nothing-one-higher @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.achieve_figure_draws=true
  Scenario: Johannes Vermeer: with no achievement one value higher, only the claimed one is taken
    Given a 2-player game
    And Alice's purple pile is Johannes Vermeer
    And Bob's yellow pile is Agriculture
    And the standard achievements are Tools, Optics
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 9 with every action left
    When Alice achieves age 1
    Then Alice's achievements are Tools
    And the standard achievements are ages 3
    And Bob's hand is Homer
    And it is Alice's turn 9 with one action used

  @id:fig-johannes-vermeer-scores-a-colour-before-a-meld @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Johannes Vermeer: before melding Tools, Alice scores her whole red pile
    Given a 2-player game
    And Alice's purple pile is Johannes Vermeer
    And Alice's red pile is Archery, Oars
    And Alice's blue pile is Writing
    And Alice has Tools in hand
    And it is Alice's turn 9 with every action left
    When Alice melds Tools
    Then Alice must choose 1 of blue, red, purple
    When Alice chooses red
    Then Alice's red pile is nothing
    And Alice's score pile is Archery, Oars
    And Alice's blue pile is Tools, Writing
    And Alice's purple pile is Johannes Vermeer
    And it is Alice's turn 9 with one action used

  # --- Benjamin Franklin: Advancement with any two figures; before you meld a card, take into
  # your hand a top figure of its colour from an opponent's board.

  @id:fig-benjamin-franklin-decree-advancement-with-two-figures
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:actions.per_turn>=2
  Scenario: Benjamin Franklin lets Alice issue Advancement with two figures of one value
    # Advancement: draw a card two above her highest top card, Franklin's 6: an 8.
    Given a 2-player game
    And Alice's blue pile is Benjamin Franklin
    And Alice has Homer, Imhotep in hand
    And the age 8 pile is Rocketry, Flight
    And it is Alice's turn 9 with every action left
    When Alice issues the Advancement decree
    Then Alice's achievements are Advancement
    And Alice's hand is Rocketry
    And the junk pile holds Homer, Imhotep
    And the age 8 pile is Flight
    And it is Alice's turn 9 with one action used

  @id:fig-benjamin-franklin-takes-an-opponents-top-figure @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Benjamin Franklin: before melding a red card, Alice takes one of her opponents' top red figures into her hand
    Given a 3-player game
    And Alice's blue pile is Benjamin Franklin
    And Alice has Coal in hand
    And Bob's red pile is Shivaji, Archery
    And Carol's red pile is Peter the Great
    And it is Alice's turn 9 with every action left
    When Alice melds Coal
    Then Alice must transfer 1 of Shivaji, Peter the Great
    When Alice transfers Peter the Great
    Then Alice's hand is Peter the Great
    And Alice's red pile is Coal
    And Carol's red pile is nothing
    And Bob's red pile is Shivaji, Archery
    And it is Alice's turn 9 with one action used

  @id:fig-benjamin-franklin-no-top-figure-of-that-colour @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Benjamin Franklin: a covered red figure and a top figure of another colour are not taken
    Given a 2-player game
    And Alice's blue pile is Benjamin Franklin
    And Alice has Coal in hand
    And Bob's red pile is Archery, Shivaji
    And Bob's purple pile is Homer
    And it is Alice's turn 9 with every action left
    When Alice melds Coal
    Then Alice's hand is nothing
    And Alice's red pile is Coal
    And Bob's red pile is Archery, Shivaji
    And Bob's purple pile is Homer
    And it is Alice's turn 9 with one action used

  # --- Carl Friedrich Gauss: before you meld a card, choose a value and meld every other card
  # of it from your hand and score pile; before a Draw action, draw a 7.

  @id:fig-carl-friedrich-gauss-melds-a-value-first @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Carl Friedrich Gauss: before melding Sailing, Alice melds the other 1s of her hand and score pile
    # Sailing itself is not melded twice; Archery and Oars go onto one pile, in the order Alice
    # gives (the first listed first, so it ends lower).
    Given a 2-player game
    And Alice's blue pile is Carl Friedrich Gauss
    And Alice has Sailing, Archery, Canal Building in hand
    And Alice has Oars, Calendar in the score pile
    And it is Alice's turn 9 with every action left
    When Alice melds Sailing
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 1
    Then Alice must meld 2 of Archery, Oars
    When Alice melds Oars then Archery
    Then Alice's red pile is Archery, Oars
    And Alice's green pile is Sailing
    And Alice's hand is Canal Building
    And Alice's score pile is Calendar
    And Alice's blue pile is Carl Friedrich Gauss
    And it is Alice's turn 9 with one action used

  @id:fig-carl-friedrich-gauss-draws-a-7-first
  @assumes:actions.per_turn>=2
  Scenario: Carl Friedrich Gauss: before the Draw action Alice draws a 7
    Given a 2-player game
    And Alice's blue pile is Carl Friedrich Gauss
    And the age 6 pile is Canning, Vaccination
    And the age 7 pile is Evolution, Publications
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's hand is Evolution, Canning
    And the age 6 pile is Vaccination
    And the age 7 pile is Publications
    And it is Alice's turn 9 with one action used

  # --- Napoleon Bonaparte: War with any two figures; instead of melding, tucking, scoring or
  # returning a card, meld it (then tuck it if red or blue) and score a top 5 or 6 of any board.

  @id:fig-napoleon-bonaparte-decree-war-with-two-figures @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:actions.per_turn>=2
  Scenario: Napoleon Bonaparte lets Alice issue War with two figures of one value, and replaces War's return of Bob's 2
    # War's returns are Alice's own, so Napoleon answers the return of Bob's Mathematics: Alice
    # melds it instead, then tucks it (it is blue), then scores a top 5 or 6 of any board:
    # Napoleon himself is the only one.
    Given a 2-player game
    And Alice's red pile is Napoleon Bonaparte
    And Alice has Homer, Imhotep in hand
    And Bob's blue pile is Mathematics
    And Bob's green pile is Sailing
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with every action left
    When Alice issues the War decree
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 2
    Then Alice's achievements are War
    And Bob's blue pile is nothing
    And Bob's green pile is Sailing
    And Alice's blue pile is Mathematics
    And Alice's score pile is Napoleon Bonaparte
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  @id:fig-napoleon-bonaparte-meld-becomes-tuck-of-a-blue-card @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Napoleon Bonaparte: Alice's meld of a blue card is replaced by a meld then a tuck, and she scores Bob's top 5
    Given a 2-player game
    And Alice's red pile is Napoleon Bonaparte
    And Alice's blue pile is Tools
    And Alice has Writing in hand
    And Bob's red pile is Coal, Archery
    And it is Alice's turn 9 with every action left
    When Alice melds Writing
    Then Alice must score 1 of Napoleon Bonaparte, Coal
    When Alice scores Coal
    Then Alice's blue pile is Tools, Writing
    And Alice's score pile is Coal
    And Alice's hand is nothing
    And Bob's red pile is Archery
    And Alice's red pile is Napoleon Bonaparte
    And it is Alice's turn 9 with one action used

  @id:fig-napoleon-bonaparte-score-becomes-meld-and-scores-himself @ultimate-echoes-figures
  @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2
  Scenario: Napoleon Bonaparte: a green card Alice would score is melded instead, and Napoleon, the only top 5 or 6, is scored
    # Philosophy (lightbulb; Bob shows none): no pile of two to splay; Alice may score a card.
    Given a 2-player game
    And Alice's red pile is Napoleon Bonaparte
    And Alice's purple pile is Philosophy
    And Alice has Sailing in hand
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Philosophy
    Then Alice may choose up to 1 of Sailing
    When Alice chooses Sailing
    Then Alice's green pile is Sailing
    And Alice's score pile is Napoleon Bonaparte
    And Alice's red pile is nothing
    And Alice's hand is nothing
    And it is Alice's turn 9 with one action used

  # --- Tecumseh: before you meld, choose a value; return one top card of it with a factory from
  # every board; junk the available standard achievement of that value.

  @id:fig-tecumseh-returns-factory-tops-and-junks-an-achievement @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Tecumseh: before melding Tools, Alice chooses 5: a top 5 with a factory goes back from each board, and the 5 achievement is junked
    # Alice's only top 5 with a factory is Steam Engine; Bob has two, and Alice chooses which.
    Given a 2-player game
    And Alice's red pile is Tecumseh
    And Alice's yellow pile is Steam Engine
    And Alice has Tools in hand
    And Bob's blue pile is Chemistry
    And Bob's red pile is Coal, Archery
    And the standard achievements are Mathematics, Statistics
    And the age 5 pile is Physics
    And it is Alice's turn 9 with every action left
    When Alice melds Tools
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 5
    Then Alice must return 1 of Chemistry, Coal
    When Alice returns Coal
    Then Alice's yellow pile is nothing
    And Alice's blue pile is Tools
    And Bob's red pile is Archery
    And Bob's blue pile is Chemistry
    And the age 5 pile is Physics, Steam Engine, Coal
    And the junk pile holds Statistics
    And the standard achievements are ages 2
    And Alice's red pile is Tecumseh
    And it is Alice's turn 9 with one action used

  # --- Adam Smith: each crown on your board counts three times; before a Dogma action nobody
  # else may share, junk the 6 deck, or, if it was empty, splay a colour right.

  @id:fig-adam-smith-tripled-crowns-let-alice-share
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:figures.sharing_bonus_figure=true
  Scenario: Adam Smith: Alice's two crowns count as six, so she shares Bob's Sailing
    # Sailing features the crown: Bob shows 4 (Sailing, Code of Laws); Alice 2 tripled, 6. Alice
    # draws and melds a 1 first, then Bob; Alice's meld earns Bob a figure at his draw value, 1.
    Given a 2-player game
    And Alice's green pile is Adam Smith
    And Bob's green pile is Sailing
    And Bob's purple pile is Code of Laws
    And the age 1 pile is Tools, Writing, Pottery
    And the age 1 figures pile is Homer, Imhotep
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of Sailing
    Then Alice shows 6 crown
    And Alice's blue pile is Tools
    And Bob's blue pile is Writing
    And Bob's hand is Homer
    And the age 1 pile is Pottery
    And the age 1 figures pile is Imhotep
    And it is Bob's turn 10 with one action used

  @id:fig-adam-smith-nobody-shares-junks-the-6-deck
  @assumes:actions.per_turn>=2
  Scenario: Adam Smith: before a Dogma action no one may share, the 6 deck is junked
    # Writing features the lightbulb: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's green pile is Adam Smith
    And Alice's blue pile is Writing
    And Bob's red pile is Archery
    And the age 2 pile is Mathematics, Calendar
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then the junk pile holds Canning, Vaccination
    And the age 6 pile is nothing
    And Alice's hand is Mathematics
    And it is Alice's turn 9 with one action used

  @id:fig-adam-smith-empty-6-deck-splays-right
  @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2
  Scenario: Adam Smith: with the 6 deck already empty, Alice splays a colour right instead
    # Red and yellow are piles of two; blue and green hold one card each.
    Given a 2-player game
    And Alice's green pile is Adam Smith
    And Alice's blue pile is Writing
    And Alice's red pile is Archery, Oars
    And Alice's yellow pile is Agriculture, Masonry
    And Bob's red pile is Metalworking
    And the age 2 pile is Mathematics, Calendar
    And the age 6 pile is nothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice must splay 1 of red, yellow
    When Alice splays red
    Then Alice's red pile is Archery, Oars splayed right
    And Alice's yellow pile is Agriculture, Masonry
    And the junk pile holds nothing
    And Alice's hand is Mathematics
    And it is Alice's turn 9 with one action used

  @id:fig-adam-smith-a-sharer-keeps-the-6-deck
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:figures.sharing_bonus_figure=true
  Scenario: Adam Smith: when Bob may share, the 6 deck stays
    # Writing: Alice shows 2 lightbulbs, Bob 2 with Tools (shares). Bob draws a 2 first, then
    # Alice; Bob's draw earns Alice a figure at her draw value, Adam Smith's 6.
    Given a 2-player game
    And Alice's green pile is Adam Smith
    And Alice's blue pile is Writing
    And Bob's blue pile is Tools
    And the age 2 pile is Mathematics, Calendar, Construction
    And the age 6 pile is Canning, Vaccination
    And the age 6 figures pile is Tecumseh, Edward Jenner
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then the age 6 pile is Canning, Vaccination
    And the junk pile holds nothing
    And Bob's hand is Mathematics
    And Alice's hand is Calendar, Tecumseh
    And it is Alice's turn 9 with one action used

  # --- John Harrison: before a Draw action, return a card from your hand and draw one of its
  # value from the base or the Figures deck. (His Trade permission: figures-rules.feature.)

  @id:fig-john-harrison-returns-and-draws-a-figure
  @assumes:actions.per_turn>=2 @assumes:figures.empty_deck_draw=base-card
  Scenario: John Harrison: before the Draw action Alice returns a 2 and draws a 2 from the Figures deck
    Given a 2-player game
    And Alice's green pile is John Harrison
    And Alice has Calendar, Tools in hand
    And the age 2 pile is Mathematics
    And the age 2 figures pile is Plato, Confucius
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice must return 1 of Calendar, Tools
    When Alice returns Calendar
    Then Alice must choose 1 of base, figures
    When Alice draws Plato
    Then Alice's hand is Tools, Plato, Canning
    And the age 2 pile is Mathematics, Calendar
    And the age 2 figures pile is Confucius
    And the age 6 pile is Vaccination
    And it is Alice's turn 9 with one action used

  @id:fig-john-harrison-returns-and-draws-a-base-card
  @assumes:actions.per_turn>=2
  Scenario: John Harrison: Alice returns her only card, a 1, and draws a base 1
    Given a 2-player game
    And Alice's green pile is John Harrison
    And Alice has Tools in hand
    And the age 1 pile is Oars
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice must choose 1 of base, figures
    When Alice draws Oars
    Then Alice's hand is Oars, Canning
    And the age 1 pile is Tools
    And the age 6 pile is Vaccination
    And it is Alice's turn 9 with one action used

  @id:fig-john-harrison-empty-hand-plain-draw
  @assumes:actions.per_turn>=2
  Scenario: John Harrison: with an empty hand nothing is returned or drawn before the Draw action
    Given a 2-player game
    And Alice's green pile is John Harrison
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's hand is Canning
    And the age 6 pile is Vaccination
    And it is Alice's turn 9 with one action used

  # --- Edward Jenner: instead of a demand against you, return a card from your hand; before any
  # player scores a card, junk the available standard achievement of its value.

  @id:fig-edward-jenner-returns-instead-of-a-demand @ultimate-echoes-figures
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2
  Scenario: Edward Jenner: Bob's Archery demand on Alice is replaced by Alice returning a card
    # Archery features the castle: Bob shows 2, Alice none (affected). Nothing is drawn or
    # transferred; Archery's own effect then finds no achievement of value 1 or 2 to junk.
    Given a 2-player game
    And Alice's yellow pile is Edward Jenner
    And Alice has Tools, Calendar in hand
    And Bob's red pile is Archery
    And the standard achievements are Optics
    And the age 1 pile is Oars
    And the age 2 pile is Mathematics
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of Archery
    Then Alice must return 1 of Tools, Calendar
    When Alice returns Calendar
    Then Alice's hand is Tools
    And Bob's hand is nothing
    And the age 2 pile is Mathematics, Calendar
    And the age 1 pile is Oars
    And the standard achievements are ages 3
    And it is Bob's turn 10 with one action used

  @id:fig-edward-jenner-junks-the-scored-value @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Edward Jenner: before Bob scores a 1, Alice's karma junks the available 1 achievement
    # Philosophy (lightbulb; Alice shows none): no pile of two to splay; Bob scores Tools.
    Given a 2-player game
    And Alice's yellow pile is Edward Jenner
    And Bob's purple pile is Philosophy
    And Bob has Tools in hand
    And the standard achievements are Oars, Calendar
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of Philosophy
    Then Bob may score up to 1 of Tools
    When Bob scores Tools
    Then Bob's score pile is Tools
    And the junk pile holds Oars
    And the standard achievements are ages 2
    And it is Bob's turn 10 with one action used

  @id:fig-edward-jenner-junks-the-2-not-the-lowest @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Edward Jenner: before Bob scores a 2, the available 2 achievement is junked, not the lower 1
    # Philosophy (lightbulb; Alice shows none): no pile of two to splay; Bob scores Construction.
    Given a 2-player game
    And Alice's yellow pile is Edward Jenner
    And Bob's purple pile is Philosophy
    And Bob has Construction in hand
    And the standard achievements are Oars, Calendar, Optics
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of Philosophy
    Then Bob may score up to 1 of Construction
    When Bob scores Construction
    Then Bob's score pile is Construction
    And the junk pile holds Calendar
    And the standard achievements are ages 1, 3
    And it is Bob's turn 10 with one action used

  @id:fig-edward-jenner-no-achievement-of-the-scored-value @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Edward Jenner: before Bob scores a 4, no 4 achievement is available, so nothing is junked
    Given a 2-player game
    And Alice's yellow pile is Edward Jenner
    And Bob's purple pile is Philosophy
    And Bob has Navigation in hand
    And the standard achievements are Oars, Calendar, Optics
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of Philosophy
    Then Bob may score up to 1 of Navigation
    When Bob scores Navigation
    Then Bob's score pile is Navigation
    And the junk pile holds nothing
    And the standard achievements are ages 1, 2, 3
    And it is Bob's turn 10 with one action used

  # --- Catherine the Great: each lightbulb on your board adds a lightbulb and a clock; before any
  # player melds, that player takes their top card of that colour into their hand.

  @id:fig-catherine-the-great-doubled-lightbulbs-let-alice-share
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:figures.sharing_bonus_figure=true
  Scenario: Catherine the Great: Alice's two lightbulbs count four, so she shares Bob's Writing; she also shows two clocks
    # Writing features the lightbulb: Bob shows 4 (Writing, Paper), Alice 2 + 2. Alice draws a 2
    # first; her draw earns Bob a figure at his draw value, Paper's 3.
    Given a 2-player game
    And Alice's purple pile is Catherine the Great
    And Bob's blue pile is Writing
    And Bob's green pile is Paper
    And the age 2 pile is Mathematics, Calendar
    And the age 3 figures pile is Alhazen, Saladin
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of Writing
    Then Alice shows 4 lightbulb
    And Alice shows 2 clock
    And Alice's hand is Mathematics
    And Bob's hand is Calendar, Alhazen
    And it is Bob's turn 10 with one action used

  @id:fig-catherine-the-great-opponent-meld-takes-back-top-card @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Catherine the Great: before Bob melds Sailing, Bob takes his top green card into his hand
    Given a 2-player game
    And Alice's purple pile is Catherine the Great
    And Bob's green pile is The Wheel, Clothing
    And Bob has Sailing in hand
    And it is Bob's turn 10 with every action left
    When Bob melds Sailing
    Then Bob's green pile is Sailing, Clothing
    And Bob's hand is The Wheel
    And it is Bob's turn 10 with one action used

  @id:fig-catherine-the-great-own-meld-takes-her-into-hand @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Catherine the Great: before Alice melds a purple card, Catherine herself goes to Alice's hand
    Given a 2-player game
    And Alice's purple pile is Catherine the Great
    And Alice has Mysticism in hand
    And it is Alice's turn 9 with every action left
    When Alice melds Mysticism
    Then Alice's purple pile is Mysticism
    And Alice's hand is Catherine the Great
    And it is Alice's turn 9 with one action used

  # --- Ludwig Van Beethoven: Rivalry with any two figures; before you score a card, junk your
  # score pile and draw and score a 5 four times, four more if all four were 5s.

  @id:fig-ludwig-van-beethoven-decree-rivalry-with-two-figures @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:actions.per_turn>=2
  Scenario: Ludwig Van Beethoven lets Alice issue Rivalry with two figures of one value
    # Rivalry: Bob is the only other player; his three score cards go back, then his top figure.
    Given a 2-player game
    And Alice's purple pile is Ludwig Van Beethoven
    And Alice has Homer, Imhotep in hand
    And Bob has Tools, Calendar, Optics in the score pile
    And Bob's red pile is Sun Tzu
    And the age 1 pile is Pottery
    And the age 2 pile is Mathematics
    And the age 3 pile is Paper
    And the age 2 figures pile is Plato
    And it is Alice's turn 9 with every action left
    When Alice issues the Rivalry decree
    Then Alice's achievements are Rivalry
    And Bob's score pile is nothing
    And Bob's red pile is nothing
    And the age 1 pile is Pottery, Tools
    And the age 2 pile is Mathematics, Calendar
    And the age 3 pile is Paper, Optics
    And the age 2 figures pile is Plato, Sun Tzu
    And it is Alice's turn 9 with one action used

  @id:fig-ludwig-van-beethoven-eight-fives
  @assumes:actions.per_turn>=2
  Scenario: Ludwig Van Beethoven: before scoring a card, Alice junks her score pile and scores four 5s, then four more
    # Agriculture (leaf; Bob shows none): Alice returns Tools, draws a 2 and is about to score it.
    Given a 2-player game
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Ludwig Van Beethoven
    And Alice has Tools in hand
    And Alice has Calendar, Oars in the score pile
    And the age 1 pile is Pottery
    And the age 2 pile is Mathematics, Construction
    And the age 5 pile is Chemistry, Physics, Coal, The Pirate Code, Banking, Measurement, Statistics, Steam Engine, Astronomy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    Then Alice may return up to 1 of Tools
    When Alice returns Tools
    Then Alice's score pile is Chemistry, Physics, Coal, The Pirate Code, Banking, Measurement, Statistics, Steam Engine, Mathematics
    And the junk pile holds Calendar, Oars
    And the age 5 pile is Astronomy
    And the age 1 pile is Pottery, Tools
    And the age 2 pile is Construction
    And Alice's hand is nothing
    And it is Alice's turn 9 with one action used

  @id:fig-ludwig-van-beethoven-four-when-not-all-fives
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  Scenario: Ludwig Van Beethoven: with only two 5s left the four cards scored are not all 5s, so no four more
    Given a 2-player game
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Ludwig Van Beethoven
    And Alice has Tools in hand
    And Alice has Calendar in the score pile
    And the age 1 pile is Pottery
    And the age 2 pile is Mathematics, Construction
    And the age 5 pile is Chemistry, Physics
    And the age 6 pile is Canning, Vaccination, Machine Tools
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    Then Alice may return up to 1 of Tools
    When Alice returns Tools
    Then Alice's score pile is Chemistry, Physics, Canning, Vaccination, Mathematics
    And the junk pile holds Calendar
    And the age 5 pile is nothing
    And the age 6 pile is Machine Tools
    And it is Alice's turn 9 with one action used

  @id:fig-ludwig-van-beethoven-fading-is-scoring
  @assumes:actions.per_turn>=2 @assumes:figures.fading=true @assumes:actions.skip_empty_piles=true
  Scenario: Ludwig Van Beethoven: fading a figure is scoring it, so his karma comes first
    # Melding Isaac Newton gives Alice two top figures; at the end of the action she fades
    # Newton, and Beethoven, still on top, junks her score pile and scores four cards first
    # (three 5s and a 6: no four more).
    Given a 2-player game
    And Alice's purple pile is Ludwig Van Beethoven
    And Alice has Isaac Newton in hand
    And Alice has Calendar in the score pile
    And the age 5 pile is Chemistry, Physics, Coal
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 9 with every action left
    When Alice melds Isaac Newton
    Then Alice must score 1 of Isaac Newton, Ludwig Van Beethoven
    When Alice scores Isaac Newton
    Then Alice's score pile is Chemistry, Physics, Coal, Canning, Isaac Newton
    And the junk pile holds Calendar
    And Alice's blue pile is nothing
    And Alice's purple pile is Ludwig Van Beethoven
    And the age 6 pile is Vaccination
    And it is Alice's turn 9 with one action used
