# Where karma meets karma (issue 27): the rules of the Figures expansion as the project's research
# note figures.md states them, §4.1 and §4.2 (a karma is in force while its figure is on top; the
# player doing an event is the one whose "you" karmas it sets off), §4.6 (several karmas on one
# event: the current player chooses the one that happens; no karma fires inside another karma's
# own effect), §6 (the decrees: the issuer carries out War and Rivalry), §11 (Jackie Chan answers
# an opponent's win) and §10 (two players with Figures need 7 achievements). Figure facts:
# engine/data/cards/figures-ultimate.json (each karma's trigger, event, scope and rule in our own
# words); base cards: base-ultimate.json.
# Piles are written top card first; every supply age and Figures deck a scenario draws from is
# listed; a card going back to a deck goes under it. Each position keeps at most one top figure a
# player, so nothing fades. A figure's visible bonus number adds to its owner's score.
@ultimate-figures
Feature: Figures: karma meeting karma

  # --- Johannes Kepler raises the written ages of the Dogma action he lets happen; the action is
  # an ordinary one, so every other karma still answers what happens in it.

  @id:fig-kepler-action-still-meets-edward-jenner
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Johannes Kepler: during Alice's raised Oars, Bob's Edward Jenner answers the demand, and Oars draws a 2
    # Oars features the castle: Alice shows 2, Bob none, so the demand is made of Bob. Kepler (4)
    # is Alice's only top card above 3: every written age goes up by 1. Edward Jenner replaces the
    # demand against Bob: he returns the one card in his hand instead. Nothing was transferred, so
    # Alice draws "a 1", raised to a 2.
    Given a 2-player game
    And Alice's blue pile is Johannes Kepler
    And Alice's red pile is Oars
    And Bob's yellow pile is Edward Jenner
    And Bob has Sailing in hand
    And the age 1 pile is Tools
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Oars
    Then Bob's hand is nothing
    And the age 1 pile is Tools, Sailing
    And Alice's hand is Calendar
    And Alice's score pile is nothing
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with one action used

  # --- James Clerk Maxwell: each card in his owner's hand adds icons, so a draw can meet a special
  # achievement's condition without any change to the board.

  @id:fig-maxwell-second-draw-reaches-world @rule:ul-special
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.World.count=12
  Scenario: James Clerk Maxwell: Alice's second draw of the turn brings her to 12 clocks, and she claims World
    # Maxwell shows one clock, the only icon type of hers among the six, and each hand card adds a
    # clock: 9 cards make 10 clocks, the first draw 11, the second 12.
    Given a 2-player game
    And Alice's blue pile is James Clerk Maxwell
    And Alice has Tools, Writing, Pottery, Archery, Oars, Metalworking, Clothing, Sailing, The Wheel in hand
    And the age 7 pile is Evolution, Explosives, Bicycle
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice shows 11 clock
    And Alice's achievements are nothing
    When Alice draws
    Then Alice shows 12 clock
    And Alice's achievements are World
    And the special achievements are Monument, Empire, Wonder, Universe
    And the age 7 pile is Bicycle

  # --- Jackie Chan: an opponent about to win, by any means, first meets his karma: his owner
  # scores every other top figure, and wins instead with more points than every opponent.

  @id:fig-jackie-chan-answers-an-achievement-win @rule:ul-win-ways @rule:ul-win-target
  @assumes:setup.expansions=1 @assumes:victory.achievements.base=8 @assumes:victory.achievements.per_expansion=1
  @assumes:victory.achievements.per_player=-1 @assumes:victory.target_check=end-of-action
  Scenario: Jackie Chan: Bob's Achieve action gives him a seventh achievement; Alice scores his Grace Hopper and wins instead
    # Bob holds six achievements (four decrees, two special achievements) and claims Archery (5
    # points, a top 9). Alice then draws a figure of her draw value, 10 (Jackie Chan's draw karma
    # finds no figure in her hand first). At the end of the action Bob would win with 7: Alice
    # scores Grace Hopper and has 14 points (Coal 5, Grace Hopper 9) to Bob's 5.
    Given a 2-player game
    And Alice's red pile is Jackie Chan
    And Alice has Coal in the score pile
    And Bob's blue pile is Grace Hopper
    And Bob has Tools, Writing, Oars, Pottery, Agriculture in the score pile
    And Bob has achievements Advancement, War, Expansion, Rivalry, Monument, Empire
    And the available decrees are Trade
    And the special achievements are World, Wonder, Universe
    And the standard achievements are Archery
    And the age 10 figures pile is Yuna Kim, Sergey Brin
    And it is Bob's turn 10 with every action left
    When Bob achieves age 1
    Then Bob's achievements are Advancement, War, Expansion, Rivalry, Monument, Empire, Archery
    And Alice's hand is Yuna Kim
    And Alice's score pile is Coal, Grace Hopper
    And Bob's board is empty
    And Alice wins by dogma

  @id:fig-jackie-chan-achievement-win-stands @rule:ul-win-ways @rule:ul-win-target
  @assumes:setup.expansions=1 @assumes:victory.achievements.base=8 @assumes:victory.achievements.per_expansion=1
  @assumes:victory.achievements.per_player=-1
  Scenario: Jackie Chan: after scoring Grace Hopper Alice has 9 points to Bob's 10, so Bob wins by achievements
    Given a 2-player game
    And Alice's red pile is Jackie Chan
    And Bob's blue pile is Grace Hopper
    And Bob has Canning, Tools, Writing, Oars, Pottery in the score pile
    And Bob has achievements Advancement, War, Expansion, Rivalry, Monument, Empire
    And the available decrees are Trade
    And the special achievements are World, Wonder, Universe
    And the standard achievements are Archery
    And the age 10 figures pile is Yuna Kim, Sergey Brin
    And it is Bob's turn 10 with every action left
    When Bob achieves age 1
    Then Alice's score pile is Grace Hopper
    And Bob wins by achievements

  @id:fig-jackie-chan-answers-a-score-win @rule:ul-win-ways @ultimate-echoes-figures
  @assumes:actions.skip_empty_piles=true
  Scenario: Jackie Chan: Bob's draw past the last age would give him the score win; Alice scores Grace Hopper and wins instead
    # Bob's draw of a 9 finds the 9, 10 and 11 decks empty: the game ends on score. Bob has 10
    # (Tools and Grace Hopper's bonus 9), Alice 5: Bob would win alone. Alice scores Grace Hopper:
    # 14 to Bob's 1.
    Given a 2-player game
    And Alice's red pile is Jackie Chan
    And Alice has Coal in the score pile
    And Bob's blue pile is Grace Hopper
    And Bob has Tools in the score pile
    And the age 9 pile is nothing
    And the age 10 pile is nothing
    And the age 11 pile is nothing
    And it is Bob's turn 10 with every action left
    When Bob draws
    Then Alice's score pile is Coal, Grace Hopper
    And Bob's board is empty
    And Alice wins by dogma

  @id:fig-jackie-chan-score-win-stands @rule:ul-win-ways @ultimate-echoes-figures
  @assumes:actions.skip_empty_piles=true
  Scenario: Jackie Chan: after scoring Grace Hopper Alice has 9 points to Bob's 11, so Bob wins on score
    Given a 2-player game
    And Alice's red pile is Jackie Chan
    And Bob's blue pile is Grace Hopper
    And Bob has Canning, Coal in the score pile
    And the age 9 pile is nothing
    And the age 10 pile is nothing
    And the age 11 pile is nothing
    And it is Bob's turn 10 with every action left
    When Bob draws
    Then Alice's score pile is Grace Hopper
    And Bob wins by score

  # --- "Junk an available standard achievement of value N": with Figures a value can have several
  # available achievements (the extras a karma made available), and each of them may be junked.

  @id:fig-avicenna-chooses-among-tied-lowest-achievements @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Avicenna: Writing and the extra Tools are both lowest; Alice junks Tools and super-executes it
    # Tools' effects return cards from a hand, and Alice's is empty: nothing more happens. Writing
    # stays the available achievement of value 1.
    Given a 2-player game
    And Alice's yellow pile is Avicenna
    And Alice's green pile is The Wheel
    And the standard achievements are Writing, Paper
    And the extra available achievements are Tools
    And the age 1 pile is Pottery, Sailing
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice must junk 1 of Writing, Tools
    When Alice junks Tools
    Then the junk pile holds Tools
    And the standard achievements are ages 1, 3
    And the extra available achievements are nothing
    And Alice's hand is nothing
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with one action used

  @id:fig-avicenna-junks-the-standard-one-of-a-tie
  @assumes:actions.per_turn>=2
  Scenario: Avicenna: Alice junks Writing of the tie; the extra Tools takes its place, and Writing draws a 2
    Given a 2-player game
    And Alice's yellow pile is Avicenna
    And Alice's green pile is The Wheel
    And the standard achievements are Writing, Paper
    And the extra available achievements are Tools
    And the age 1 pile is Pottery, Sailing
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    And Alice junks Writing
    Then the junk pile holds Writing
    And the standard achievements are ages 1, 3
    And the extra available achievements are nothing
    And Alice's hand is Mathematics
    And it is Alice's turn 9 with one action used

  @id:fig-galileo-junks-an-extra-achievement @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Galileo Galilei: before Tools is melded, Alice may junk Paper, the extra Compass (both 3s) or Invention
    Given a 2-player game
    And Alice's green pile is Galileo Galilei
    And Alice has Tools in hand
    And the standard achievements are Sailing, Paper, Invention
    And the extra available achievements are Compass
    And it is Alice's turn 9 with every action left
    When Alice melds Tools
    Then Alice must junk 1 of Paper, Compass, Invention
    When Alice junks Compass
    Then Alice's blue pile is Tools
    And the junk pile holds Compass
    And the standard achievements are ages 1, 3, 4
    And the extra available achievements are nothing
    And it is Alice's turn 9 with one action used

  @id:fig-edward-jenner-junks-one-of-tied-achievements
  @assumes:actions.per_turn>=2 @assumes:cards.readings.edward_jenner_chooser=owner
  Scenario: Edward Jenner: Alice scores a 2 while Mathematics and the extra Construction are available 2s; Bob junks the one he chooses
    # Bob's Edward Jenner: before any player scores, its owner junks an available achievement of
    # the scored card's value (the variant's reading: the printed karma names no chooser, and
    # which of two available 2s stays to be claimed is an outcome). Agriculture features the
    # leaf: Alice shows 3, Bob 2, so Bob does not share. Alice returns Writing, a 1, then draws
    # and scores a 2, Calendar.
    Given a 2-player game
    And Alice's yellow pile is Agriculture
    And Alice has Writing in hand
    And Bob's yellow pile is Edward Jenner
    And the standard achievements are Sailing, Mathematics
    And the extra available achievements are Construction
    And the age 1 pile is Oars
    And the age 2 pile is Calendar, Philosophy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    And Alice returns Writing
    Then Bob must junk 1 of Mathematics, Construction
    When Bob junks Construction
    Then Alice's score pile is Calendar
    And the junk pile holds Construction
    And the standard achievements are ages 1, 2
    And the extra available achievements are nothing
    And the age 1 pile is Oars, Writing
    And the age 2 pile is Philosophy
    And it is Alice's turn 9 with one action used

  @id:fig-edward-jenner-scorer-chooses-among-tied-achievements @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:cards.readings.edward_jenner_chooser=scoring-player
  Scenario: Edward Jenner, the scorer choosing: Alice is about to score a 2 and junks the Mathematics she chooses, so the extra Construction stays
    # The other reading, played by a house variant: the position above, where the player about
    # to score chooses which of the available 2s Bob's karma junks.
    Given a house variant of it sets cards.readings.edward_jenner_chooser to "scoring-player"
    And a 2-player game
    And Alice's yellow pile is Agriculture
    And Alice has Writing in hand
    And Bob's yellow pile is Edward Jenner
    And the standard achievements are Sailing, Mathematics
    And the extra available achievements are Construction
    And the age 1 pile is Oars
    And the age 2 pile is Calendar, Philosophy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    And Alice returns Writing
    Then Alice must junk 1 of Mathematics, Construction
    When Alice junks Mathematics
    Then Alice's score pile is Calendar
    And the junk pile holds Mathematics
    And the standard achievements are ages 1, 2
    And the extra available achievements are nothing
    And the age 1 pile is Oars, Writing
    And the age 2 pile is Philosophy
    And it is Alice's turn 9 with one action used

  @id:fig-che-guevara-junks-the-extra-achievements-too
  @assumes:actions.per_turn>=2
  Scenario: Che Guevara: the yellow 9 junks every available standard achievement, the extra Writing of value 1 too
    Given a 2-player game
    And Alice's yellow pile is Che Guevara
    And Alice has Tools in hand
    And the standard achievements are Sailing, Construction
    And the extra available achievements are Writing
    And the age 9 pile is Suburbia, Computers
    And it is Alice's turn 9 with every action left
    When Alice melds Tools
    Then the junk pile holds Suburbia, Sailing, Writing, Construction
    And the standard achievements are ages nothing
    And the extra available achievements are nothing
    And Alice's blue pile is Tools
    And it is Alice's turn 9 with one action used

  # --- "Claim an available standard achievement of value N": with Figures a value can have several
  # available achievements (the extras a karma made available), and the claimant chooses which
  # (after choosing the value, where the karma lets them choose one). The other one stays.

  @id:fig-bartholomew-roberts-claims-one-of-tied-achievements
  @assumes:actions.per_turn>=2
  Scenario: Bartholomew Roberts: before drawing a 2, Alice claims the extra Philosophy of the two available 2s
    # Writing features the lightbulb: Alice shows 2, Bob none, so Alice alone draws a 2. Calendar
    # and the extra Philosophy are both available 2s: Alice picks Philosophy; Calendar stays.
    Given a 2-player game
    And Alice's green pile is Bartholomew Roberts
    And Alice's blue pile is Writing
    And the standard achievements are Tools, Calendar
    And the extra available achievements are Philosophy
    And the age 2 pile is Mathematics, Construction
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice must choose 1 of Calendar, Philosophy
    When Alice chooses Philosophy
    Then Alice's achievements are Philosophy
    And the standard achievements are ages 1, 2
    And the extra available achievements are nothing
    And Alice's hand is Mathematics
    And the age 2 pile is Construction
    And it is Alice's turn 9 with one action used

  @id:fig-johannes-vermeer-claims-one-of-tied-higher-achievements @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.achieve_figure_draws=true
  Scenario: Johannes Vermeer: achieving the 1, Alice first claims the extra Philosophy of the two available 2s
    # Vermeer's bonus 5 gives Alice the 5 points a 1 needs. After the Achieve action, Bob draws a
    # figure at his draw value, 1.
    Given a 2-player game
    And Alice's purple pile is Johannes Vermeer
    And Bob's yellow pile is Agriculture
    And the standard achievements are Tools, Calendar, Optics
    And the extra available achievements are Philosophy
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 9 with every action left
    When Alice achieves age 1
    Then Alice must choose 1 of Calendar, Philosophy
    When Alice chooses Philosophy
    Then Alice's achievements are Philosophy, Tools
    And the standard achievements are ages 2, 3
    And the extra available achievements are nothing
    And Bob's hand is Homer
    And it is Alice's turn 9 with one action used

  @id:fig-shivaji-claims-the-other-achievement-of-the-same-value @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.achieve_figure_draws=true
  Scenario: Shivaji: Bob achieves Tools while the extra Writing is also an available 1; Alice first claims Writing
    # Alice has 5 points and a top 5: eligible only for a 1. Bob chooses Tools of the two 1s; the
    # other one, Writing, is one Alice may claim first. Bob's claim is an Achieve action, so Alice
    # then draws a figure at her draw value, 5.
    Given a 2-player game
    And Alice's red pile is Shivaji
    And Alice has Coal in the score pile
    And Bob's yellow pile is Agriculture
    And Bob has Statistics in the score pile
    And the standard achievements are Tools, Calendar
    And the extra available achievements are Writing
    And the age 5 figures pile is Isaac Newton
    And it is Bob's turn 10 with every action left
    When Bob achieves age 1
    Then Bob must choose 1 of Tools, Writing
    When Bob chooses Tools
    Then Alice's achievements are Writing
    And Bob's achievements are Tools
    And the standard achievements are ages 2
    And the extra available achievements are nothing
    And Alice's hand is Isaac Newton
    And it is Bob's turn 10 with one action used

  @id:fig-samuel-de-champlain-claims-one-of-tied-achievements
  @assumes:actions.per_turn>=2
  Scenario: Samuel de Champlain: before drawing a fifth card, Alice chooses the 3, then the extra Compass over Optics
    # The Draw action draws a 5 (Champlain is Alice's highest top card): the 1 and the 3 may be
    # claimed, not the 6; Optics and the extra Compass are both available 3s. Whether an engine
    # asks the value and then the card, or the card at once, Alice may claim one of the three.
    Given a 2-player game
    And Alice's green pile is Samuel de Champlain
    And Alice has Oars, Sailing, Archery, Pottery in hand
    And the standard achievements are Tools, Optics, Atomic Theory
    And the extra available achievements are Compass
    And the age 5 pile is Chemistry, Physics
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice must achieve 1 of Tools, Optics, Compass
    When Alice chooses Compass
    Then Alice's achievements are Compass
    And Alice's hand is Oars, Sailing, Archery, Pottery, Chemistry
    And the standard achievements are ages 1, 3, 6
    And the extra available achievements are nothing
    And the age 5 pile is Physics
    And it is Alice's turn 9 with one action used

  @id:fig-martin-scorsese-claims-one-of-tied-achievements @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Martin Scorsese: Alice's meld of Homer becomes a tuck; she claims the 2, choosing the extra Philosophy over Calendar
    Given a 2-player game
    And Alice's purple pile is Martin Scorsese
    And Alice has Homer in hand
    And the standard achievements are Sailing, Calendar
    And the extra available achievements are Philosophy
    And it is Alice's turn 9 with every action left
    When Alice melds Homer
    Then Alice must achieve 1 of Sailing, Calendar, Philosophy
    When Alice chooses Philosophy
    Then Alice's purple pile is Martin Scorsese, Homer
    And Alice's achievements are Philosophy
    And the standard achievements are ages 1, 2
    And the extra available achievements are nothing
    And it is Alice's turn 9 with one action used

  # --- War and Rivalry: the issuer returns the cards, so the issuer's return karmas answer them,
  # not those of the players whose cards go back.

  @id:fig-war-returns-are-the-issuers @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:actions.per_turn>=2
  Scenario: War: Alice returns Bob's Fermenting, so her Peter the Great scores her bottom green card first, and Bob's Napoleon does not answer
    # Peter the Great lets Alice issue War with any two figures. Before each return Alice makes,
    # she scores her bottom green card (The Wheel: no crown, so nothing is claimed). Napoleon
    # Bonaparte answers only Bob's own returns.
    Given a 2-player game
    And Alice's red pile is Peter the Great
    And Alice's green pile is Sailing, The Wheel
    And Alice has Homer, Imhotep in hand
    And Bob's red pile is Napoleon Bonaparte
    And Bob's yellow pile is Fermenting
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with every action left
    When Alice issues the War decree
    And Alice chooses 2
    Then Bob's yellow pile is nothing
    And Bob's red pile is Napoleon Bonaparte
    And the age 2 pile is Calendar, Fermenting
    And Alice's score pile is The Wheel
    And Alice's green pile is Sailing
    And Alice's achievements are War
    And the junk pile holds Homer, Imhotep
    And it is Alice's turn 9 with one action used

  @id:fig-rivalry-returns-are-the-issuers @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_values=3
  Scenario: Rivalry: Alice returns three of Bob's scored cards and his Napoleon; her Peter the Great answers each return
    # Homer (1, purple), Sun Tzu (2) and Alhazen (3) allow Rivalry. Before the first return Alice
    # scores The Wheel, before the second Sailing (a crown, but no green card is left to claim);
    # then her green pile is empty. Napoleon Bonaparte never answers: Bob returns nothing.
    Given a 2-player game
    And Alice's red pile is Peter the Great
    And Alice's green pile is Sailing, The Wheel
    And Alice has Homer, Sun Tzu, Alhazen in hand
    And Bob's red pile is Napoleon Bonaparte, Archery
    And Bob has Tools, Oars, Writing, Pottery in the score pile
    And the age 1 pile is Agriculture
    And the age 6 figures pile is Tecumseh
    And it is Alice's turn 9 with every action left
    When Alice issues the Rivalry decree
    And Alice returns Tools then Oars then Writing
    Then Bob's score pile is Pottery
    And Bob's red pile is Archery
    And the age 1 pile is Agriculture, Tools, Oars, Writing
    And the age 6 figures pile is Tecumseh, Napoleon Bonaparte
    And Alice's score pile is The Wheel, Sailing
    And Alice's green pile is nothing
    And Alice's achievements are Rivalry

  # --- Two karmas answer one event: the current player chooses the one that happens; the other
  # does not happen for that event.

  @id:fig-two-karmas-current-player-picks-her-own @ultimate-echoes-figures
  @assumes:figures.karma_conflict=current-player-chooses-one @assumes:figures.decrees=true
  @assumes:figures.decree_permission_figures=2 @assumes:actions.per_turn>=2
  Scenario: Alice's War returns Bob's Fermenting: her Peter the Great and Bob's Maxwell both answer; she has Peter's happen
    # Peter the Great answers Alice's returns; James Clerk Maxwell answers any return of a card of
    # value 7 or less (Bob would draw an 8).
    Given a 2-player game
    And Alice's red pile is Peter the Great
    And Alice's green pile is Sailing, The Wheel
    And Alice has Homer, Imhotep in hand
    And Bob's blue pile is James Clerk Maxwell
    And Bob's yellow pile is Fermenting
    And the age 2 pile is Calendar
    And the age 8 pile is Flight, Mass Media
    And it is Alice's turn 9 with every action left
    When Alice issues the War decree
    And Alice chooses 2
    And Alice scores The Wheel
    Then Alice's green pile is Sailing
    And Bob's hand is nothing
    And the age 8 pile is Flight, Mass Media
    And Bob's yellow pile is nothing
    And the age 2 pile is Calendar, Fermenting
    And it is Alice's turn 9 with one action used

  @id:fig-two-karmas-current-player-picks-the-opponents
  @assumes:figures.karma_conflict=current-player-chooses-one @assumes:figures.decrees=true
  @assumes:figures.decree_permission_figures=2 @assumes:actions.per_turn>=2
  Scenario: Alice's War returns Bob's Fermenting: she has Bob's Maxwell happen, so Bob draws an 8 and Peter the Great does nothing
    Given a 2-player game
    And Alice's red pile is Peter the Great
    And Alice's green pile is Sailing, The Wheel
    And Alice has Homer, Imhotep in hand
    And Bob's blue pile is James Clerk Maxwell
    And Bob's yellow pile is Fermenting
    And the age 2 pile is Calendar
    And the age 8 pile is Flight, Mass Media
    And it is Alice's turn 9 with every action left
    When Alice issues the War decree
    And Alice chooses 2
    And Alice chooses James Clerk Maxwell
    Then Bob's hand is Flight
    And the age 8 pile is Mass Media
    And Alice's green pile is Sailing, The Wheel
    And Alice's score pile is nothing
    And Bob's yellow pile is nothing
    And the age 2 pile is Calendar, Fermenting
    And it is Alice's turn 9 with one action used
