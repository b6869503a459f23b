# The karma of the Figures of ages 9, 10 and 11 (but Wernher Von Braun, Hedy Lamar and Sergey
# Brin), each printed karma and each branch of its "if", from exact positions.
# Card texts: engine/data/cards/figures-ultimate.json (each karma's trigger, event, scope and rule
# in our own words, its notes on where the one source's code departs, the glossary); base
# cards: base-ultimate.json. Rules:
# figures.md (the project's research note): a karma works only while its figure is a top card;
# "you" is the figure's owner, who makes the karma's choices unless it names another player; a
# "first" karma happens in full, then the event if it still can; an "instead" karma replaces it;
# no karma fires inside another karma's effect.
# Piles are written top card first, and every supply age a scenario draws from is listed (a
# Figures deck not listed holds every figure of its age placed nowhere else). Every position
# keeps at most one top figure per player, so nothing fades at the end of the action, except
# the one scenario whose comment says so (Lily Hevesh beside James Clerk Maxwell). When
# several cards go under one deck, the player returning them gives their order, first listed
# first. Decisions by value are answered with the value.
@ultimate-figures
Feature: Figures of ages 9 to 11: their karma

  # --- Grace Hopper (9, blue): an opponent's Dogma action ends without a sharing bonus: first
  # you draw and reveal a 10; if it is blue, you win.

  @id:fig-grace-hopper-blue-ten-wins
  @assumes:actions.per_turn>=2
  Scenario: Grace Hopper: Alice's Dogma action earns no sharing bonus, so Bob draws and reveals a 10; it is blue and Bob wins
    # Writing features the lightbulb: Alice shows 2, Bob 1 (Grace Hopper), so Bob does not share.
    Given a 2-player game
    And Alice's blue pile is Writing
    And Bob's blue pile is Grace Hopper
    And the age 2 pile is Calendar, Mathematics
    And the age 10 pile is Software, Robotics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's hand is Calendar
    And Bob's hand is Software
    And Bob revealed Software
    And Bob wins by dogma

  @id:fig-grace-hopper-other-ten-plays-on
  @assumes:actions.per_turn>=2
  Scenario: Grace Hopper: the revealed 10 is red, so Bob keeps it and the game goes on
    Given a 2-player game
    And Alice's blue pile is Writing
    And Bob's blue pile is Grace Hopper
    And the age 2 pile is Calendar, Mathematics
    And the age 10 pile is Robotics, Software
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's hand is Calendar
    And Bob's hand is Robotics
    And the age 10 pile is Software
    And the game is not over
    And it is Alice's turn 9 with one action used

  # --- Mikhail Kalashnikov (9, red): an opponent is about to meld: first you choose a top red
  # card of one of your opponents, then score it or self-execute it.

  @id:fig-mikhail-kalashnikov-scores-the-red-card @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Mikhail Kalashnikov: before Bob's meld, Alice scores Bob's top red card
    # Bob's Oars is the only top red card of Alice's opponents, so it is taken without asking.
    Given a 2-player game
    And Alice's red pile is Mikhail Kalashnikov
    And Bob's red pile is Oars, Archery
    And Bob has Tools in hand
    And it is Bob's turn 10 with every action left
    When Bob melds Tools
    Then Alice must choose 1 of score, self-execute
    When Alice scores Oars
    Then Alice's score pile is Oars
    And Bob's red pile is Archery
    And Bob's blue pile is Tools
    And Bob's hand is nothing
    And it is Bob's turn 10 with one action used

  @id:fig-mikhail-kalashnikov-self-executes-the-red-card
  @assumes:actions.per_turn>=2
  Scenario: Mikhail Kalashnikov: before Bob's meld, Alice self-executes Bob's top red card
    # Self-executing Oars runs only its non-demand: no card was transferred by its demand, so
    # Alice draws a 1. Then Bob's meld happens.
    Given a 2-player game
    And Alice's red pile is Mikhail Kalashnikov
    And Bob's red pile is Oars
    And Bob has Tools in hand
    And the age 1 pile is Sailing, Pottery
    And it is Bob's turn 10 with every action left
    When Bob melds Tools
    Then Alice must choose 1 of score, self-execute
    When Alice draws Sailing
    Then Alice's hand is Sailing
    And Alice's score pile is nothing
    And Bob's red pile is Oars
    And Bob's blue pile is Tools
    And the age 1 pile is Pottery
    And it is Bob's turn 10 with one action used

  # --- Taiichi Ono (9, green): before you dogma a card: you may achieve a hand card with the
  # same featured icon; if you do not, draw an 11.

  @id:fig-taiichi-ono-achieves-a-matching-card
  @assumes:actions.per_turn>=2
  Scenario: Taiichi Ono: Alice achieves Philosophy (a lightbulb card, like Writing) before Writing's dogma
    # Only Philosophy features the lightbulb, as Writing does; Sailing features the crown.
    Given a 2-player game
    And Alice's blue pile is Writing
    And Alice's green pile is Taiichi Ono
    And Alice has Philosophy, Sailing in hand
    And the age 2 pile is Calendar, Mathematics
    And the age 11 pile is Fusion, Reclamation
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice may choose up to 1 of Philosophy
    When Alice chooses Philosophy
    Then Alice's achievements are Philosophy
    And Alice's hand is Sailing, Calendar
    And the age 11 pile is Fusion, Reclamation
    And it is Alice's turn 9 with one action used

  @id:fig-taiichi-ono-declined-draws-an-11
  @assumes:ages.game_end_draw=12
  @assumes:actions.per_turn>=2
  Scenario: Taiichi Ono: Alice achieves nothing, so she first draws an 11
    Given a 2-player game
    And Alice's blue pile is Writing
    And Alice's green pile is Taiichi Ono
    And Alice has Philosophy, Sailing in hand
    And the age 2 pile is Calendar, Mathematics
    And the age 11 pile is Fusion, Reclamation
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice may choose up to 1 of Philosophy
    When Alice declines
    Then Alice's achievements are nothing
    And Alice's hand is Philosophy, Sailing, Fusion, Calendar
    And the age 11 pile is Reclamation
    And it is Alice's turn 9 with one action used

  # --- Che Guevara (9, yellow): before you meld: first draw and score a 9; if it is yellow,
  # junk every card of every score pile and every available standard achievement.

  @id:fig-che-guevara-yellow-nine-junks-the-scores
  @assumes:actions.per_turn>=2
  Scenario: Che Guevara: the 9 Alice scores is yellow, so every score pile and standard achievement is junked
    Given a 2-player game
    And Alice's yellow pile is Che Guevara
    And Alice has Tools in hand
    And Alice has Calendar in the score pile
    And Bob has Mathematics in the score pile
    And the standard achievements are Sailing, Construction
    And the age 9 pile is Suburbia, Computers
    And it is Alice's turn 9 with every action left
    When Alice melds Tools
    Then Alice's score pile is nothing
    And Bob's score pile is nothing
    And the junk pile holds Suburbia, Calendar, Mathematics, Sailing, Construction
    And the standard achievements are ages nothing
    And Alice's blue pile is Tools
    And the age 9 pile is Computers
    And it is Alice's turn 9 with one action used

  @id:fig-che-guevara-other-nine-is-only-scored
  @assumes:actions.per_turn>=2
  Scenario: Che Guevara: the 9 Alice scores is blue, so nothing is junked
    Given a 2-player game
    And Alice's yellow pile is Che Guevara
    And Alice has Tools in hand
    And Alice has Calendar in the score pile
    And Bob has Mathematics in the score pile
    And the standard achievements are Sailing, Construction
    And the age 9 pile is Computers, Suburbia
    And it is Alice's turn 9 with every action left
    When Alice melds Tools
    Then Alice's score pile is Calendar, Computers
    And Bob's score pile is Mathematics
    And the junk pile holds nothing
    And the standard achievements are ages 1, 2
    And Alice's blue pile is Tools
    And it is Alice's turn 9 with one action used

  # --- Ruth Handler (9, yellow): before you meld: first meld every other card of that colour
  # from every hand, then draw a 9 and achieve it once per card melded so.

  @id:fig-ruth-handler-melds-the-colour-from-every-hand
  @assumes:actions.per_turn>=2
  Scenario: Ruth Handler: before Alice melds Writing, her Tools and Bob's Pottery are melded and two 9s achieved
    # Tools and Pottery both go onto Alice's blue pile, so Alice orders them; Writing, melded
    # last, ends on top.
    Given a 2-player game
    And Alice's yellow pile is Ruth Handler
    And Alice has Writing, Tools, Sailing in hand
    And Bob has Pottery, Archery in hand
    And the age 9 pile is Computers, Genetics, Fission
    And it is Alice's turn 9 with every action left
    When Alice melds Writing
    Then Alice must meld 2 of Tools, Pottery
    When Alice melds Pottery then Tools
    Then Alice's blue pile is Writing, Tools, Pottery
    And Alice's achievements are Computers, Genetics
    And Alice's hand is Sailing
    And Bob's hand is Archery
    And the age 9 pile is Fission
    And it is Alice's turn 9 with one action used

  # --- Pele (9, purple): Rivalry with any two figures; before you score: first, if your top
  # yellow and green cards are both of your highest top value, you win.

  @id:fig-pele-yellow-and-green-highest-wins @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Pele: Alice is about to score with a top yellow and a top green 10, her highest, and wins
    # Stem Cells features the leaf: Alice shows 3, Bob none. Its first effect scores her hand.
    Given a 2-player game
    And Alice's yellow pile is Stem Cells
    And Alice's green pile is Self Service
    And Alice's purple pile is Pele
    And Alice has Tools in hand
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Stem Cells
    Then Alice may accept or decline
    When Alice accepts
    Then Alice wins by dogma

  @id:fig-pele-lower-green-scores-on
  @assumes:ages.game_end_draw=12
  @assumes:actions.per_turn>=2
  Scenario: Pele: Alice's top green card is only a 9, so the score happens and the game goes on
    Given a 2-player game
    And Alice's yellow pile is Stem Cells
    And Alice's green pile is Satellites
    And Alice's purple pile is Pele
    And Alice has Tools in hand
    And the age 11 pile is Fusion, Reclamation
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Stem Cells
    Then Alice may accept or decline
    When Alice accepts
    Then Alice's score pile is Tools
    And Alice's hand is Fusion
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:fig-pele-rivalry-with-two-figures @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Pele: two figures of one value in hand let Alice issue the Rivalry decree
    # Without Pele, figures of three different values would be needed.
    Given a 2-player game
    And Alice's purple pile is Pele
    And Alice has Homer, Imhotep in hand
    And Bob has Tools, Sailing, Oars, Calendar in the score pile
    And Bob's blue pile is Writing
    And the available decrees are Rivalry
    And it is Alice's turn 9 with every action left
    When Alice issues the Rivalry decree
    # Bob is the only other player; Alice chooses the three cards of his score pile to return.
    Then Alice must return 3 of Tools, Sailing, Oars, Calendar
    When Alice returns Tools, Sailing, Oars
    Then Alice's achievements are Rivalry
    And Bob's score pile is Calendar
    And the junk pile holds Homer, Imhotep
    And it is Alice's turn 9 with one action used

  # --- Rod Serling (9, purple): any player about to transfer, return, draw, score, meld, tuck
  # or junk a card of value 3 or less: instead that player loses.

  @id:fig-rod-serling-opponent-melds-a-1-and-loses @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:victory.elimination=true
  Scenario: Rod Serling: Bob is about to meld a 1, so instead he loses, and Alice is the last player left
    Given a 2-player game
    And Alice's purple pile is Rod Serling
    And Bob has Tools in hand
    And it is Bob's turn 10 with every action left
    When Bob melds Tools
    Then Bob is eliminated
    And Alice wins by elimination

  @id:fig-rod-serling-owner-draws-a-2-and-loses @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:victory.elimination=true
  Scenario: Rod Serling: the owner is no exception: Alice is about to draw a 2 and loses
    Given a 2-player game
    And Alice's purple pile is Rod Serling
    And Alice's blue pile is Writing
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice is eliminated
    And Bob wins by elimination

  @id:fig-rod-serling-draw-skips-to-a-4
  @assumes:figures.value_about_to_draw=after-skipping
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  Scenario: Rod Serling: a draw of a 2 that takes a 4 (the 2 and 3 decks are empty) is not of value 3 or less
    Given a 2-player game
    And Alice's purple pile is Rod Serling
    And Alice's blue pile is Writing
    And ages 2 to 3 are empty
    And the age 4 pile is Experimentation, Anatomy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's hand is Experimentation
    And the eliminated players are nobody
    And it is Alice's turn 9 with one action used

  @id:fig-rod-serling-a-2-asked-for-loses @needs:resolved_variant @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:victory.elimination=true
  @assumes:figures.value_about_to_draw=asked
  Scenario: Rod Serling read by the value asked for: Writing asks for a 2, so Alice loses though the 2 and 3 decks are empty
    # The other reading of "the value you are about to draw" (the variant's dispute on
    # figures.value_about_to_draw), played by a house variant: the position above.
    Given a house variant of it sets figures.value_about_to_draw to "asked"
    And a 2-player game
    And Alice's purple pile is Rod Serling
    And Alice's blue pile is Writing
    And ages 2 to 3 are empty
    And the age 4 pile is Experimentation, Anatomy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice is eliminated
    And Bob wins by elimination

  # --- Nelson Mandela (9, red): a Dogma action as the second action of your turn: instead
  # super-execute that card; every two avatars on your board count as an achievement.

  @id:fig-nelson-mandela-second-action-super-executes
  @assumes:actions.per_turn=2
  Scenario: Nelson Mandela: Alice's second action dogmas The Wheel: she super-executes it instead, and Bob does not share
    # The Wheel features the castle: Alice shows 3, Bob 3 (Masonry): he would share a Dogma action.
    Given a 2-player game
    And Alice's red pile is Nelson Mandela
    And Alice's green pile is The Wheel
    And Bob's yellow pile is Masonry
    And the age 1 pile is Tools, Sailing, Oars
    And it is Alice's turn 9 with 1 action left
    When Alice performs the dogma of The Wheel
    Then Alice's hand is Tools, Sailing
    And Bob's hand is nothing
    And the age 1 pile is Oars
    And it is Bob's turn 10 with 2 actions left

  @id:fig-nelson-mandela-first-action-is-a-plain-dogma
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:figures.sharing_bonus_figure=true
  Scenario: Nelson Mandela: a Dogma action as the first action is an ordinary one: Bob shares and Alice gets a figure
    # Bob draws first, then Alice; Bob's draws earn Alice the sharing bonus, a figure of her draw
    # value (9: Nelson Mandela).
    Given a 2-player game
    And Alice's red pile is Nelson Mandela
    And Alice's green pile is The Wheel
    And Bob's yellow pile is Masonry
    And the age 1 pile is Tools, Sailing, Oars, Pottery
    And the age 9 figures pile is Pele, Rod Serling
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Bob's hand is Tools, Sailing
    And Alice's hand is Oars, Pottery, Pele
    And the age 9 figures pile is Rod Serling
    And it is Alice's turn 9 with one action used

  @id:fig-nelson-mandela-a-one-action-turn-has-no-second-action
  @assumes:setup.first_turn_one_action=1
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:dogma.sharing_bonus=true @assumes:figures.sharing_bonus_figure=true
  Scenario: Nelson Mandela: on Alice's first turn her one action is no second action, so her Dogma action is an ordinary one
    # Turn 1 has a single action: the action that ends the turn is still the first. Bob shares
    # The Wheel, so Alice gets a figure as her sharing bonus.
    Given a 2-player game
    And Alice's red pile is Nelson Mandela
    And Alice's green pile is The Wheel
    And Bob's yellow pile is Masonry
    And the age 1 pile is Tools, Sailing, Oars, Pottery
    And the age 9 figures pile is Pele, Rod Serling
    And it is Alice's turn 1 with 1 action left
    When Alice performs the dogma of The Wheel
    Then Bob's hand is Tools, Sailing
    And Alice's hand is Oars, Pottery, Pele
    And the age 9 figures pile is Rod Serling
    And it is Bob's turn 2 with every action left

  @id:fig-nelson-mandela-avatars-count-as-an-achievement
  @assumes:victory.achievements.base=8 @assumes:victory.achievements.per_expansion=1
  @assumes:victory.achievements.per_player=-1
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=1
  Scenario: Nelson Mandela: three avatars make one more achievement, the seventh Alice needs
    # Nelson Mandela shows 1 avatar and The Internet 2: three avatars, one achievement.
    Given a 2-player game
    And Alice's red pile is Nelson Mandela
    And Alice's purple pile is The Internet
    And Alice has achievements Archery, Mathematics, Navigation, Chemistry, Canning, Masonry
    And Alice has Tools in hand
    And it is Alice's turn 9 with every action left
    When Alice melds Tools
    Then Alice wins by achievements

  @id:fig-nelson-mandela-three-avatars-are-one-achievement
  @assumes:victory.achievements.base=8 @assumes:victory.achievements.per_expansion=1
  @assumes:victory.achievements.per_player=-1
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=1
  Scenario: Nelson Mandela: three avatars count one achievement, not two: Alice counts six and the game goes on
    # Nelson Mandela shows 1 avatar and The Internet 2: three avatars, rounded down to one pair.
    # With her five achievements Alice counts six, one short of the seven she needs.
    Given a 2-player game
    And Alice's red pile is Nelson Mandela
    And Alice's purple pile is The Internet
    And Alice has achievements Archery, Mathematics, Navigation, Chemistry, Canning
    And Alice has Tools in hand
    And it is Alice's turn 9 with every action left
    When Alice melds Tools
    Then the game is not over
    And Alice's blue pile is Tools
    And it is Alice's turn 9 with one action used

  # --- Stephen Hawking (10, blue): before you dogma a card: first score your bottom card of its
  # colour once per visible hex in that pile; before you draw: first draw and tuck a card of
  # that value.

  @id:fig-stephen-hawking-scores-the-bottom-card-per-hex @ultimate-echoes-figures
  @assumes:splay.revealed.right=["top_left","bottom_left"] @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2
  Scenario: Stephen Hawking: Alice's yellow pile shows 2 hexes, so she scores its bottom card twice before Masonry's dogma
    # Masonry shows its hex; splayed right, Agriculture shows a hex and Domestication none.
    # Masonry's dogma then finds no card in Alice's hand and no red pile of 3.
    Given a 2-player game
    And Alice's blue pile is Stephen Hawking
    And Alice's yellow pile is Masonry, Agriculture, Domestication splayed right
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Masonry
    Then Alice's score pile is Domestication, Agriculture
    And Alice's yellow pile is Masonry
    And Alice's hand is nothing
    And it is Alice's turn 9 with one action used

  @id:fig-stephen-hawking-counts-the-top-cards-hex @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Stephen Hawking: Alice's unsplayed green pile shows Mapmaking's one hex, so Adam Smith at its bottom is scored once
    # Adam Smith has no hex, but only the top card of an unsplayed pile shows. Then Mapmaking's
    # demand finds no 1 in Bob's score pile (Bob shows no crown): nothing more happens.
    Given a 2-player game
    And Alice's blue pile is Stephen Hawking
    And Alice's green pile is Mapmaking, Adam Smith
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Mapmaking
    Then Alice's score pile is Adam Smith
    And Alice's green pile is Mapmaking
    And Alice's hand is nothing
    And Bob's score pile is nothing
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 9 with one action used

  @id:fig-stephen-hawking-tucks-before-a-draw
  @assumes:actions.per_turn>=2
  Scenario: Stephen Hawking: before Alice draws a 10, she draws and tucks a 10
    Given a 2-player game
    And Alice's blue pile is Stephen Hawking
    And the age 10 pile is Robotics, Software, Databases
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's red pile is Robotics
    And Alice's hand is Software
    And the age 10 pile is Databases
    And it is Alice's turn 9 with one action used

  # --- Susan Blackmore (10, blue): another player's Dogma action ends without a sharing bonus:
  # first you self-execute its card; before your sharing bonus: first self-execute your card.

  @id:fig-susan-blackmore-self-executes-after-no-bonus
  @assumes:actions.per_turn>=2
  Scenario: Susan Blackmore: Bob's The Wheel earns no sharing bonus, so Alice self-executes it
    # The Wheel features the castle: Bob shows 3, Alice none, so she does not share.
    Given a 2-player game
    And Alice's blue pile is Susan Blackmore
    And Bob's green pile is The Wheel
    And the age 1 pile is Tools, Sailing, Oars, Pottery, Clothing
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of The Wheel
    Then Bob's hand is Tools, Sailing
    And Alice's hand is Oars, Pottery
    And the age 1 pile is Clothing
    And it is Bob's turn 10 with one action used

  @id:fig-susan-blackmore-self-executes-before-the-bonus
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:figures.sharing_bonus_figure=true
  Scenario: Susan Blackmore: before Alice's sharing bonus she self-executes The Wheel, then draws the bonus figure
    # Bob shares (Masonry: 3 castles, as many as Alice). Alice's draw value is 10 (Susan Blackmore).
    Given a 2-player game
    And Alice's blue pile is Susan Blackmore
    And Alice's green pile is The Wheel
    And Bob's yellow pile is Masonry
    And the age 1 pile is Tools, Sailing, Oars, Pottery, Clothing, Mysticism, Archery
    And the age 10 figures pile is Alex Trebek, Yuna Kim
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Bob's hand is Tools, Sailing
    And Alice's hand is Oars, Pottery, Clothing, Mysticism, Alex Trebek
    And the age 1 pile is Archery
    And the age 10 figures pile is Yuna Kim
    And it is Alice's turn 9 with one action used

  # --- Jackie Chan (10, red): an opponent is about to win: first you score every other top
  # figure; with more points than every opponent you win instead. Before you draw: first
  # score a figure from your hand.

  @id:fig-jackie-chan-wins-instead @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Jackie Chan: Bob is about to win with Self Service; Alice scores his Grace Hopper, has more points and wins instead
    # Self Service features the crown: Bob shows 2, Alice none. Bob holds 1 achievement, at least
    # twice Alice's 0. Alice then has 9 points, Bob 6 (Grace Hopper's bonus left with her).
    Given a 2-player game
    And Alice's red pile is Jackie Chan
    And Bob's green pile is Self Service
    And Bob's blue pile is Grace Hopper
    And Bob has achievements Pottery
    And Bob has Canning in the score pile
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of Self Service
    Then Alice's score pile is Grace Hopper
    And Alice wins by dogma

  @id:fig-jackie-chan-opponent-win-stands @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Jackie Chan: after scoring Grace Hopper Alice has 9 points, Bob 10: Bob's win stands
    Given a 2-player game
    And Alice's red pile is Jackie Chan
    And Bob's green pile is Self Service
    And Bob's blue pile is Grace Hopper
    And Bob has achievements Pottery
    And Bob has The Internet in the score pile
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of Self Service
    Then Alice's score pile is Grace Hopper
    And Bob wins by dogma

  @id:fig-jackie-chan-equal-points-win-stands @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Jackie Chan: after scoring Grace Hopper Alice has 9 points and Bob 9: not more, so Bob's win stands
    # As above with Computers, a 9, in Bob's score pile: equal points are not more points.
    Given a 2-player game
    And Alice's red pile is Jackie Chan
    And Bob's green pile is Self Service
    And Bob's blue pile is Grace Hopper
    And Bob has achievements Pottery
    And Bob has Computers in the score pile
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of Self Service
    Then Alice's score pile is Grace Hopper
    And Bob wins by dogma

  @id:fig-jackie-chan-scores-a-figure-before-drawing
  @assumes:actions.per_turn>=2
  Scenario: Jackie Chan: before Alice draws, she scores the figure in her hand
    Given a 2-player game
    And Alice's red pile is Jackie Chan
    And Alice has Homer, Tools in hand
    And the age 10 pile is Robotics, Software
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's score pile is Homer
    And Alice's hand is Tools, Robotics
    And it is Alice's turn 9 with one action used

  # --- Margaret Thatcher (10, red): War with any two figures; before you take a Dogma action:
  # first score a top card with a crown or a factory from any board.

  @id:fig-margaret-thatcher-scores-a-crown-card
  @assumes:actions.per_turn>=2
  Scenario: Margaret Thatcher: before Writing's dogma Alice scores Bob's top Sailing
    # Top cards with a crown or a factory: Writing (crown), Margaret Thatcher (factory), Sailing
    # (crown); Agriculture has neither.
    Given a 2-player game
    And Alice's red pile is Margaret Thatcher
    And Alice's blue pile is Writing
    And Bob's green pile is Sailing
    And Bob's yellow pile is Agriculture
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice must score 1 of Writing, Margaret Thatcher, Sailing
    When Alice scores Sailing
    Then Alice's score pile is Sailing
    And Bob's green pile is nothing
    And Alice's hand is Calendar
    And it is Alice's turn 9 with one action used

  @id:fig-margaret-thatcher-scores-the-dogma-card
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Margaret Thatcher: Alice scores Writing itself, and its Dogma action still takes place
    # A "first" karma is done in full, then the event happens (figures.md 4.4): Writing's effect
    # runs though the card is now in Alice's score pile. Icons are counted once the karma is
    # done (figures.md 4.4 read over 4.5, because Muhammad Yunus's karma changes the counts for
    # the rest of the action: docs/figures.md, Left open): Alice shows no lightbulb (Margaret
    # Thatcher has none), Bob none either, so he shares. He draws Calendar, Alice Mathematics, and his draw earns her the sharing bonus: a
    # figure at her draw value, 10.
    Given a 2-player game
    And Alice's red pile is Margaret Thatcher
    And Alice's blue pile is Writing
    And Bob's green pile is Sailing
    And the age 2 pile is Calendar, Mathematics
    And the age 10 figures pile is Susan Blackmore
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice must score 1 of Writing, Margaret Thatcher, Sailing
    When Alice scores Writing
    Then Alice's score pile is Writing
    And Bob's hand is Calendar
    And Alice's hand is Mathematics, Susan Blackmore
    And the age 2 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:fig-margaret-thatcher-war-with-two-figures @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Margaret Thatcher: two figures of one value in hand let Alice issue the War decree
    Given a 2-player game
    And Alice's red pile is Margaret Thatcher
    And Alice has Homer, Imhotep in hand
    And Bob's blue pile is Writing
    And Bob's red pile is Construction
    And the age 1 pile is Tools
    And the available decrees are War
    And it is Alice's turn 9 with every action left
    When Alice issues the War decree
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 1
    Then Alice's achievements are War
    And Bob's blue pile is nothing
    And Bob's red pile is Construction
    And the age 1 pile is Tools, Writing
    And the junk pile holds Homer, Imhotep
    And it is Alice's turn 9 with one action used

  # --- Muhammad Yunus (10, green): Trade with any two figures; before any player's Dogma
  # action: first you may return your bottom green card; if you do, for the rest of the action
  # you count as having more of every icon than every other player.

  @id:fig-muhammad-yunus-own-dogma-demands-of-every-opponent
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2
  Scenario: Muhammad Yunus: Alice returns her bottom green card, so her Archery demands of Bob, who shows more castles
    # Archery features the castle: Alice shows 2, Bob 3 (Masonry); with Muhammad Yunus's karma
    # Alice counts as having more. Bob draws Tools and gives it to Alice; then Alice junks the
    # 2 achievement (Bob, counting fewer, does not share).
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice's green pile is Muhammad Yunus, Clothing
    And Bob's yellow pile is Masonry
    And the standard achievements are Calendar
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Archery
    Then Alice may return up to 1 of Clothing
    When Alice returns Clothing
    Then Alice's green pile is Muhammad Yunus
    And Alice's hand is Tools
    And Bob's hand is nothing
    And the junk pile holds Calendar
    And the age 1 pile is Oars, Clothing
    And it is Alice's turn 9 with one action used

  @id:fig-muhammad-yunus-shares-another-players-dogma
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:figures.sharing_bonus_figure=true
  Scenario: Muhammad Yunus: Alice returns her bottom green card before Bob's The Wheel, so she shares it
    # Alice shows no castle, but counts as having more than Bob: she draws first, and her draws
    # earn Bob the sharing bonus (a figure of his draw value, 1).
    Given a 2-player game
    And Alice's green pile is Muhammad Yunus, Clothing
    And Bob's green pile is The Wheel
    And the age 1 pile is Tools, Sailing, Oars, Pottery
    And the age 1 figures pile is Homer, Imhotep
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of The Wheel
    Then Alice may return up to 1 of Clothing
    When Alice returns Clothing
    Then Alice's hand is Tools, Sailing
    And Bob's hand is Oars, Pottery, Homer
    And the age 1 pile is Clothing
    And it is Bob's turn 10 with one action used

  @id:fig-muhammad-yunus-declined-does-not-share
  @assumes:actions.per_turn>=2
  Scenario: Muhammad Yunus: Alice keeps her green card, so she does not share Bob's The Wheel
    Given a 2-player game
    And Alice's green pile is Muhammad Yunus, Clothing
    And Bob's green pile is The Wheel
    And the age 1 pile is Tools, Sailing, Oars, Pottery
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of The Wheel
    Then Alice may return up to 1 of Clothing
    When Alice declines
    Then Alice's hand is nothing
    And Alice's green pile is Muhammad Yunus, Clothing
    And Bob's hand is Tools, Sailing
    And the age 1 pile is Oars, Pottery
    And it is Bob's turn 10 with one action used

  # --- Alex Trebek (10, yellow): before you draw with no figure in hand: first name a figure
  # and search the Figures deck of one age for it; take it if it is there; shuffle that deck.

  @id:fig-alex-trebek-finds-the-named-figure
  @assumes:actions.per_turn>=2
  Scenario: Alex Trebek: Alice names Plato and finds him in the age 2 Figures deck, then draws
    # Any figure may be named (named from memory: the printed reading). Alice names Plato and
    # the age 2 deck, whichever an engine asks first.
    Given a 2-player game
    And Alice's yellow pile is Alex Trebek
    And the age 2 figures pile is Plato, Confucius
    And the age 10 pile is Robotics, Software
    And it is Alice's turn 9 with every action left
    When Alice draws
    And Alice chooses Plato, 2
    Then Alice's hand is Plato, Robotics
    And the age 2 figures pile is Confucius
    And the age 10 pile is Software
    And it is Alice's turn 9 with one action used

  @id:fig-alex-trebek-misses-the-named-figure
  @assumes:actions.per_turn>=2
  Scenario: Alex Trebek: Homer is not in the age 2 Figures deck, so Alice only draws
    Given a 2-player game
    And Alice's yellow pile is Alex Trebek
    And the age 2 figures pile is Plato
    And the age 10 pile is Robotics, Software
    And it is Alice's turn 9 with every action left
    When Alice draws
    And Alice chooses Homer, 2
    Then Alice's hand is Robotics
    And the age 2 figures pile is Plato
    And it is Alice's turn 9 with one action used

  @id:fig-alex-trebek-figure-in-hand-plain-draw
  @assumes:actions.per_turn>=2
  Scenario: Alex Trebek: with a figure in hand Alice's draw is a plain draw
    Given a 2-player game
    And Alice's yellow pile is Alex Trebek
    And Alice has Homer in hand
    And the age 10 pile is Robotics, Software
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's hand is Homer, Robotics
    And it is Alice's turn 9 with one action used

  # --- Shigeru Miyamoto (10, yellow): before you dogma a clock-featured card: first, with
  # exactly 1, 3 or 6 clocks on your board, you win.

  @id:fig-shigeru-miyamoto-three-clocks-win @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Shigeru Miyamoto: Alice dogmas Railroad with 3 clocks on her board and wins
    # Shigeru Miyamoto shows 1 clock, Railroad 2.
    Given a 2-player game
    And Alice's yellow pile is Shigeru Miyamoto
    And Alice's purple pile is Railroad
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Railroad
    Then Alice wins by dogma

  @id:fig-shigeru-miyamoto-four-clocks-dogma-goes-on
  @assumes:actions.per_turn>=2
  Scenario: Shigeru Miyamoto: with 4 clocks (Flight adds one) Alice does not win and Railroad's dogma goes on
    Given a 2-player game
    And Alice's yellow pile is Shigeru Miyamoto
    And Alice's purple pile is Railroad
    And Alice's red pile is Flight
    And the age 6 pile is Canning, Vaccination, Democracy, Encyclopedia
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Railroad
    Then Alice's hand is Canning, Vaccination, Democracy
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:fig-shigeru-miyamoto-six-clocks-win @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Shigeru Miyamoto: Alice dogmas Railroad with 6 clocks on her board and wins
    # Shigeru Miyamoto shows 1 clock, Railroad 2, Fission 3.
    Given a 2-player game
    And Alice's yellow pile is Shigeru Miyamoto
    And Alice's purple pile is Railroad
    And Alice's red pile is Fission
    And it is Alice's turn 9 with every action left
    Then Alice shows 6 clock
    When Alice performs the dogma of Railroad
    Then Alice wins by dogma

  @id:fig-shigeru-miyamoto-clock-not-featured @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Shigeru Miyamoto: Flight shows a clock but features the crown, so Alice's 3 clocks do not win and Flight's dogma goes on
    # Shigeru Miyamoto, Flight and Bicycle show a clock each. The karma watches clock-featured
    # cards only (the printed reading: the variant's card:Shigeru Miyamoto dispute). Flight
    # features the crown: Alice shows 4, Bob none; her red cards are not splayed up, so its first
    # effect does nothing, and its second splays them up.
    Given a 2-player game
    And Alice's yellow pile is Shigeru Miyamoto
    And Alice's red pile is Flight, Archery
    And Alice's green pile is Bicycle
    And it is Alice's turn 9 with every action left
    Then Alice shows 3 clock
    When Alice performs the dogma of Flight
    Then Alice may splay up to 1 of red
    When Alice splays red
    Then Alice's red pile is Flight, Archery splayed up
    And the game is not over
    And it is Alice's turn 9 with one action used

  # --- Martin Scorsese (10, purple): about to meld a figure: instead tuck it and claim an
  # available standard achievement, ignoring eligibility.

  @id:fig-martin-scorsese-tucks-a-figure-and-claims @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Martin Scorsese: Alice's meld of Homer becomes a tuck and the claim of the 2 achievement
    Given a 2-player game
    And Alice's purple pile is Martin Scorsese
    And Alice has Homer in hand
    And the standard achievements are Sailing, Calendar
    And it is Alice's turn 9 with every action left
    When Alice melds Homer
    Then Alice must choose 1 of 1, 2
    When Alice chooses 2
    Then Alice's purple pile is Martin Scorsese, Homer
    And Alice's achievements are Calendar
    And the standard achievements are ages 1
    And it is Alice's turn 9 with one action used

  @id:fig-martin-scorsese-other-cards-meld @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Martin Scorsese: a card that is not a figure is melded as usual
    Given a 2-player game
    And Alice's purple pile is Martin Scorsese
    And Alice has Tools in hand
    And the standard achievements are Sailing, Calendar
    And it is Alice's turn 9 with every action left
    When Alice melds Tools
    Then Alice's blue pile is Tools
    And Alice's achievements are nothing
    And it is Alice's turn 9 with one action used

  # --- Yuna Kim (10, purple): before you score: first, if your top card of that colour has a
  # castle, you win; any player about to meld: instead you return the top three cards of that
  # colour from every board, then that player tucks the card.

  @id:fig-yuna-kim-castle-on-top-wins @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Yuna Kim: Alice is about to score Archery while her top red card Oars has a castle, and wins
    # Stem Cells features the leaf: Alice shows 4, Bob none. Its first effect scores her hand.
    Given a 2-player game
    And Alice's yellow pile is Stem Cells
    And Alice's purple pile is Yuna Kim
    And Alice's red pile is Oars
    And Alice has Archery in hand
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Stem Cells
    Then Alice may accept or decline
    When Alice accepts
    Then Alice wins by dogma

  @id:fig-yuna-kim-no-castle-scores-on @ultimate-echoes-figures
  @assumes:ages.game_end_draw=12
  @assumes:actions.per_turn>=2
  Scenario: Yuna Kim: Alice's top blue card Writing has no castle, so Tools is scored and the game goes on
    Given a 2-player game
    And Alice's yellow pile is Stem Cells
    And Alice's purple pile is Yuna Kim
    And Alice's blue pile is Writing
    And Alice has Tools in hand
    And the age 11 pile is Fusion, Reclamation
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Stem Cells
    Then Alice may accept or decline
    When Alice accepts
    Then Alice's score pile is Tools
    And Alice's hand is Fusion
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:fig-yuna-kim-returns-three-then-bob-tucks @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Yuna Kim: Bob's meld of Tools becomes Alice returning the top three blue cards of each board, then Bob's tuck
    # Alice's Writing and Bob's Mathematics, Experimentation and Physics go back, each under its
    # own deck; Chemistry, Bob's fourth blue card, stays.
    Given a 2-player game
    And Alice's purple pile is Yuna Kim
    And Alice's blue pile is Writing
    And Bob's blue pile is Mathematics, Experimentation, Physics, Chemistry
    And Bob has Tools in hand
    And the age 1 pile is Oars
    And the age 2 pile is Calendar
    And the age 4 pile is Anatomy
    And the age 5 pile is Coal
    And it is Bob's turn 10 with every action left
    When Bob melds Tools
    Then Alice's blue pile is nothing
    And Bob's blue pile is Chemistry, Tools
    And Bob's hand is nothing
    And the age 1 pile is Oars, Writing
    And the age 2 pile is Calendar, Mathematics
    And the age 4 pile is Anatomy, Experimentation
    And the age 5 pile is Coal, Physics
    And it is Bob's turn 10 with one action used

  # --- Giuseppe Scionti (11, blue): each time you are about to execute a dogma effect: first
  # draw and score a 9.

  @id:fig-giuseppe-scionti-scores-a-9-before-his-effect
  @assumes:actions.per_turn>=2
  Scenario: Giuseppe Scionti: before Alice executes The Wheel's effect she draws and scores a 9
    Given a 2-player game
    And Alice's blue pile is Giuseppe Scionti
    And Alice's green pile is The Wheel
    And the age 1 pile is Tools, Sailing, Oars
    And the age 9 pile is Computers, Genetics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice's score pile is Computers
    And Alice's hand is Tools, Sailing
    And the age 9 pile is Genetics
    And it is Alice's turn 9 with one action used

  @id:fig-giuseppe-scionti-scores-a-9-before-a-demand
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2
  Scenario: Giuseppe Scionti: Alice, the affected player of Bob's Archery, first draws and scores a 9
    # Archery features the castle: Bob shows 2, Alice none. Alice then draws Tools and gives it
    # to Bob; no standard achievement of value 1 or 2 is available to junk.
    Given a 2-player game
    And Alice's blue pile is Giuseppe Scionti
    And Bob's red pile is Archery
    And the standard achievements are nothing
    And the age 1 pile is Tools, Sailing
    And the age 9 pile is Computers, Genetics
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of Archery
    Then Alice's score pile is Computers
    And Alice's hand is nothing
    And Bob's hand is Tools
    And it is Bob's turn 10 with one action used

  # Whether "about to execute a dogma effect" covers an effect a card self-executes is the
  # variant's dispute on figures.execution_karma: one scenario per reading.

  @id:fig-giuseppe-scionti-not-before-a-self-executed-effect
  @assumes:actions.per_turn>=2 @assumes:figures.execution_karma=dogma-action
  Scenario: Giuseppe Scionti: a 9 before each of Self Service's effects, none before the Domestication it self-executes
    # Self Service features the crown: Alice shows 3, Bob none. Alice holds 1 achievement, Bob 1:
    # short of twice. Her other top cards are Scionti (a figure: executing it does nothing) and
    # Domestication, which she self-executes: her hand is empty, so it draws a 1.
    Given a 2-player game
    And Alice's blue pile is Giuseppe Scionti
    And Alice's green pile is Self Service
    And Alice's yellow pile is Domestication
    And Alice has achievements Pottery
    And Bob's red pile is Archery
    And Bob has achievements Calendar
    And the age 1 pile is Tools, Sailing
    And the age 9 pile is Computers, Genetics, Satellites
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Self Service
    And Alice executes Domestication
    Then Alice's score pile is Computers, Genetics
    And Alice's hand is Tools
    And the age 9 pile is Satellites
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:fig-giuseppe-scionti-before-a-self-executed-effect-too @needs:resolved_variant
  @assumes:actions.per_turn>=2
  Scenario: Giuseppe Scionti, the other reading: a self-executed effect is a dogma effect too, and a third 9 comes first
    # As above, with the variant's other reading of the dispute: before Domestication's
    # self-executed effect Alice draws and scores Satellites as well.
    Given a house variant of it sets figures.execution_karma to "every-execution"
    And a 2-player game
    And Alice's blue pile is Giuseppe Scionti
    And Alice's green pile is Self Service
    And Alice's yellow pile is Domestication
    And Alice has achievements Pottery
    And Bob's red pile is Archery
    And Bob has achievements Calendar
    And the age 1 pile is Tools, Sailing
    And the age 9 pile is Computers, Genetics, Satellites
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Self Service
    And Alice executes Domestication
    Then Alice's score pile is Computers, Genetics, Satellites
    And Alice's hand is Tools
    And the age 9 pile is nothing
    And the game is not over
    And it is Alice's turn 9 with one action used

  # --- Konstantin Novoselov (11, blue): a Dogma action as the second action of your turn:
  # instead super-execute your top cards, red, blue, green, yellow, purple.

  @id:fig-konstantin-novoselov-super-executes-every-top-card
  @assumes:actions.per_turn=2
  Scenario: Konstantin Novoselov: Alice's second action super-executes Archery, then The Wheel (the figure does nothing)
    # Archery's demand hits Bob whatever his castles: he draws Tools and gives it to Alice; Alice
    # junks the 2 achievement; then The Wheel draws her two 1s.
    Given a 2-player game
    And Alice's blue pile is Konstantin Novoselov
    And Alice's red pile is Archery
    And Alice's green pile is The Wheel
    And Bob's yellow pile is Masonry
    And the standard achievements are Calendar
    And the age 1 pile is Tools, Oars, Pottery, Clothing
    And it is Alice's turn 9 with 1 action left
    When Alice performs the dogma of The Wheel
    Then Alice's hand is Tools, Oars, Pottery
    And Bob's hand is nothing
    And the junk pile holds Calendar
    And the age 1 pile is Clothing
    And it is Bob's turn 10 with 2 actions left

  @id:fig-konstantin-novoselov-first-action-plain-dogma
  @assumes:actions.per_turn>=2
  Scenario: Konstantin Novoselov: as the first action, The Wheel's Dogma action is an ordinary one
    Given a 2-player game
    And Alice's blue pile is Konstantin Novoselov
    And Alice's red pile is Archery
    And Alice's green pile is The Wheel
    And the standard achievements are Calendar
    And the age 1 pile is Tools, Oars, Pottery, Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice's hand is Tools, Oars
    And the junk pile holds nothing
    And it is Alice's turn 9 with one action used

  # --- Max Verstappen (11, red): each time you are about to execute a dogma effect: first you
  # may return hand cards; for each, execute the effect once more, then draw an 11.

  @id:fig-max-verstappen-returns-and-executes-again
  @assumes:ages.game_end_draw=12
  @assumes:actions.per_turn>=2
  Scenario: Max Verstappen: Alice returns Sailing, executes The Wheel's effect once more, draws an 11, then executes it normally
    Given a 2-player game
    And Alice's red pile is Max Verstappen
    And Alice's green pile is The Wheel
    And Alice has Sailing, Writing in hand
    And the age 1 pile is Tools, Oars, Pottery, Clothing
    And the age 11 pile is Fusion, Reclamation
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice may return up to 2 of Sailing, Writing
    When Alice returns Sailing
    Then Alice's hand is Writing, Tools, Oars, Fusion, Pottery, Clothing
    And the age 1 pile is Sailing
    And the age 11 pile is Reclamation
    And it is Alice's turn 9 with one action used

  @id:fig-max-verstappen-declined-plain-execution
  @assumes:actions.per_turn>=2
  Scenario: Max Verstappen: Alice returns nothing, so the effect is executed once and no 11 is drawn
    Given a 2-player game
    And Alice's red pile is Max Verstappen
    And Alice's green pile is The Wheel
    And Alice has Sailing, Writing in hand
    And the age 1 pile is Tools, Oars, Pottery, Clothing
    And the age 11 pile is Fusion, Reclamation
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice may return up to 2 of Sailing, Writing
    When Alice declines
    Then Alice's hand is Sailing, Writing, Tools, Oars
    And the age 11 pile is Fusion, Reclamation
    And it is Alice's turn 9 with one action used

  # --- Sheikh Tamim (11, red): before you dogma a card: first you may return a hand card
  # showing the featured icon; if you do, issue the decree of its colour (no figures needed).

  @id:fig-sheikh-tamim-returns-and-issues-a-decree
  @assumes:actions.per_turn>=2
  Scenario: Sheikh Tamim: Alice returns Perspective (a yellow lightbulb card) and issues Expansion, then Writing's dogma
    # The decree junks the rest of her hand, is claimed and splays her blue cards up.
    Given a 2-player game
    And Alice's red pile is Sheikh Tamim
    And Alice's blue pile is Writing, Tools
    And Alice has Perspective, Sailing in hand
    And the available decrees are Expansion, War
    And the age 2 pile is Calendar, Mathematics
    And the age 4 pile is Anatomy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice may return up to 1 of Perspective
    When Alice returns Perspective
    Then Alice's achievements are Expansion
    And the available decrees are War
    And the junk pile holds Sailing
    And Alice's blue pile is Writing, Tools splayed up
    And Alice's hand is Calendar
    And the age 4 pile is Anatomy, Perspective
    And it is Alice's turn 9 with one action used

  @id:fig-sheikh-tamim-declined-no-decree
  @assumes:actions.per_turn>=2
  Scenario: Sheikh Tamim: Alice keeps her cards, so no decree is issued
    Given a 2-player game
    And Alice's red pile is Sheikh Tamim
    And Alice's blue pile is Writing, Tools
    And Alice has Perspective, Sailing in hand
    And the available decrees are Expansion, War
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice may return up to 1 of Perspective
    When Alice declines
    Then Alice's achievements are nothing
    And the available decrees are Expansion, War
    And Alice's hand is Perspective, Sailing, Calendar
    And Alice's blue pile is Writing, Tools
    And it is Alice's turn 9 with one action used

  # --- Boyan Slat (11, green): before you draw: first choose a value and return every card of
  # it from every score pile; if exactly one was returned, achieve it.

  @id:fig-boyan-slat-one-card-returned-is-achieved
  @assumes:ages.game_end_draw=12
  @assumes:actions.per_turn>=2
  Scenario: Boyan Slat: only Bob's Alchemy is a 3 in a score pile: it is returned, then Alice achieves it, then she draws
    Given a 2-player game
    And Alice's green pile is Boyan Slat
    And Alice has Calendar in the score pile
    And Bob has Mathematics, Alchemy in the score pile
    And the age 3 pile is Optics
    And the age 11 pile is Fusion, Reclamation
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 3
    Then Alice's achievements are Alchemy
    And Bob's score pile is Mathematics
    And Alice's score pile is Calendar
    And the age 3 pile is Optics
    And Alice's hand is Fusion
    And it is Alice's turn 9 with one action used

  @id:fig-boyan-slat-two-cards-returned-none-achieved
  @assumes:ages.game_end_draw=12
  @assumes:actions.per_turn>=2
  Scenario: Boyan Slat: two 2s are returned (Alice orders them under the 2 deck), so nothing is achieved
    Given a 2-player game
    And Alice's green pile is Boyan Slat
    And Alice has Calendar in the score pile
    And Bob has Mathematics, Alchemy in the score pile
    And the age 2 pile is Construction
    And the age 11 pile is Fusion, Reclamation
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 2
    Then Alice must return 2 of Calendar, Mathematics
    When Alice returns Mathematics then Calendar
    Then Alice's achievements are nothing
    And Alice's score pile is nothing
    And Bob's score pile is Alchemy
    And the age 2 pile is Construction, Mathematics, Calendar
    And Alice's hand is Fusion
    And it is Alice's turn 9 with one action used

  # --- Greta Thunberg (11, yellow): before any player dogmas a card: first you junk a top card
  # with a factory (not the dogma'd card) from any board; then, if no board has a top card with
  # a factory, you win.

  @id:fig-greta-thunberg-junks-the-last-factory-and-wins @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Greta Thunberg: before Bob's Writing, Alice junks Coal, the only top card with a factory, and wins
    Given a 2-player game
    And Alice's yellow pile is Greta Thunberg
    And Bob's red pile is Coal
    And Bob's blue pile is Writing
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of Writing
    Then the junk pile holds Coal
    And Alice wins by dogma

  @id:fig-greta-thunberg-a-factory-remains
  @assumes:actions.per_turn>=2
  Scenario: Greta Thunberg: Alice junks Coal but Canning still shows a factory, so Bob's dogma goes on
    Given a 2-player game
    And Alice's yellow pile is Greta Thunberg
    And Bob's red pile is Coal
    And Bob's yellow pile is Canning
    And Bob's blue pile is Writing
    And the age 2 pile is Calendar, Mathematics
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of Writing
    Then Alice must junk 1 of Coal, Canning
    When Alice junks Coal
    Then the junk pile holds Coal
    And Bob's yellow pile is Canning
    And Bob's hand is Calendar
    And the game is not over
    And it is Bob's turn 10 with one action used

  # --- Therese Kirongozi (11, yellow): an opponent about to take a Dogma action: instead that
  # opponent chooses a value, draws, reveals and returns a card of it, then super-executes their
  # top card of its colour, if any.

  @id:fig-therese-kirongozi-super-executes-the-revealed-colour @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Therese Kirongozi: Bob's Dogma action becomes a 1 revealed (green Sailing) and the super-execution of his The Wheel
    Given a 2-player game
    And Alice's yellow pile is Therese Kirongozi
    And Bob's blue pile is Writing
    And Bob's green pile is The Wheel
    And the age 1 pile is Sailing, Tools, Oars, Pottery
    And the age 2 pile is Calendar
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of Writing
    Then Bob must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Bob chooses 1
    Then Bob's hand is Tools, Oars
    And the age 1 pile is Pottery, Sailing
    And the age 2 pile is Calendar
    And it is Bob's turn 10 with one action used

  @id:fig-therese-kirongozi-no-pile-of-the-colour @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Therese Kirongozi: the revealed 3 is yellow and Bob has no yellow pile, so nothing more happens
    Given a 2-player game
    And Alice's yellow pile is Therese Kirongozi
    And Bob's blue pile is Writing
    And Bob's green pile is The Wheel
    And the age 2 pile is Calendar
    And the age 3 pile is Machinery
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of Writing
    Then Bob must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Bob chooses 3
    Then Bob revealed Machinery
    And Bob's hand is nothing
    And the age 3 pile is Machinery
    And the age 2 pile is Calendar
    And it is Bob's turn 10 with one action used

  # --- Emma Watson (11, purple): when melded, unsplay every colour of every board; any player
  # about to meld: first you return the top six cards of their pile of that colour; if fewer
  # than six, that player scores every card of that colour from every board.

  @id:fig-emma-watson-melded-unsplays-every-board @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Emma Watson: melding her unsplays Alice's blue and Bob's red piles
    Given a 2-player game
    And Alice has Emma Watson in hand
    And Alice's blue pile is Writing, Tools splayed left
    And Bob's red pile is Archery, Oars splayed right
    And it is Alice's turn 9 with every action left
    When Alice melds Emma Watson
    Then Alice's purple pile is Emma Watson
    And Alice's blue pile is Writing, Tools
    And Bob's red pile is Archery, Oars
    And it is Alice's turn 9 with one action used

  @id:fig-emma-watson-fewer-than-six-returned-scores-the-colour @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Emma Watson: before Bob melds Tools, his two blue cards go back, then he scores Alice's blue card, then melds
    Given a 2-player game
    And Alice's purple pile is Emma Watson
    And Alice's blue pile is Calendar
    And Bob's blue pile is Writing, Mathematics
    And Bob has Tools in hand
    And the age 1 pile is Oars
    And the age 2 pile is Construction
    And it is Bob's turn 10 with every action left
    When Bob melds Tools
    Then Bob's score pile is Calendar
    And Alice's blue pile is nothing
    And Bob's blue pile is Tools
    And the age 1 pile is Oars, Writing
    And the age 2 pile is Construction, Mathematics
    And it is Bob's turn 10 with one action used

  @id:fig-emma-watson-six-returned-nothing-scored @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Emma Watson: Bob's blue pile holds seven cards, six go back and nothing is scored
    Given a 2-player game
    And Alice's purple pile is Emma Watson
    And Alice's blue pile is Pottery
    And Bob's blue pile is Writing, Calendar, Alchemy, Experimentation, Chemistry, Atomic Theory, Evolution
    And Bob has Tools in hand
    And the age 1 pile is Oars
    And the age 2 pile is Construction
    And the age 3 pile is Optics
    And the age 4 pile is Anatomy
    And the age 5 pile is Coal
    And the age 6 pile is Canning
    And it is Bob's turn 10 with every action left
    When Bob melds Tools
    Then Bob's score pile is nothing
    And Alice's blue pile is Pottery
    And Bob's blue pile is Tools, Evolution
    And the age 1 pile is Oars, Writing
    And the age 2 pile is Construction, Calendar
    And the age 3 pile is Optics, Alchemy
    And the age 4 pile is Anatomy, Experimentation
    And the age 5 pile is Coal, Chemistry
    And the age 6 pile is Canning, Atomic Theory
    And it is Bob's turn 10 with one action used

  # --- Lily Hevesh (11, purple): about to take a Draw action: instead reveal the top card of
  # five decks; five colours win; otherwise draw one of them and splay a colour aslant.

  @id:fig-lily-hevesh-five-colours-win @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Lily Hevesh: the five decks Alice reveals show five colours, and she wins
    # Decks are offered as "base N" and "figures N".
    Given a 2-player game
    And Alice's purple pile is Lily Hevesh
    And the age 1 pile is Archery, Tools
    And the age 2 pile is Calendar, Construction
    And the age 3 pile is Compass, Optics
    And the age 4 pile is Anatomy
    And the age 9 figures pile is Pele, Rod Serling
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice must choose 1 of base 1, base 2, base 3, base 4, base 5, base 6, base 7, base 8, base 9, base 10, base 11, figures 1, figures 2, figures 3, figures 4, figures 5, figures 6, figures 7, figures 8, figures 9, figures 10, figures 11
    When Alice chooses base 1
    And Alice chooses base 2
    And Alice chooses base 3
    And Alice chooses base 4
    And Alice chooses figures 9
    Then Alice wins by dogma

  @id:fig-lily-hevesh-draws-a-revealed-card-and-splays-aslant @ultimate-echoes-figures
  @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2
  Scenario: Lily Hevesh: two revealed cards are blue, so Alice draws Pele from his deck and splays blue aslant
    Given a 2-player game
    And Alice's purple pile is Lily Hevesh
    And Alice's blue pile is Writing, Pottery
    And the age 1 pile is Tools, Archery
    And the age 2 pile is Calendar, Construction
    And the age 3 pile is Compass, Optics
    And the age 4 pile is Anatomy
    And the age 9 figures pile is Pele, Rod Serling
    And it is Alice's turn 9 with every action left
    When Alice draws
    And Alice chooses base 1
    And Alice chooses base 2
    And Alice chooses base 3
    And Alice chooses base 4
    Then Alice must choose 1 of base 5, base 6, base 7, base 8, base 9, base 10, base 11, figures 1, figures 2, figures 3, figures 4, figures 5, figures 6, figures 7, figures 8, figures 9, figures 10, figures 11
    When Alice chooses figures 9
    Then Alice must choose 1 of Tools, Calendar, Compass, Anatomy, Pele
    When Alice chooses Pele
    Then Alice's hand is Pele
    And the age 9 figures pile is Rod Serling
    And the age 1 pile is Tools, Archery
    And Alice's blue pile is Writing, Pottery splayed aslant
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:fig-lily-hevesh-drawn-card-checked-at-once @needs:resolved_variant @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:figures.fading=true
  @assumes:special_achievements.conditions.World.count=12
  Scenario: Lily Hevesh with special achievements checked at once: the card Alice draws gives her a twelfth clock, and World is hers before she fades
    # A house variant checks special achievements after every change. Alice shows 11 clocks
    # (Fission and Fusion aslant 6, Satellites and Bicycle aslant 4, James Clerk Maxwell 1) and
    # holds nothing; Maxwell adds a clock for each card in her hand. Tools and Calendar, both
    # revealed, are blue, so she draws one of the five (Tools). The draw is the last change the
    # karma makes: no pile of hers can be splayed aslant. At the end of the action she has two top
    # figures and scores Maxwell, which leaves her 10 clocks: World was claimed before.
    Given a house variant of it sets special_achievements.timing to "immediate"
    And a 2-player game
    And Alice's purple pile is Lily Hevesh
    And Alice's blue pile is James Clerk Maxwell
    And Alice's red pile is Fission, Fusion splayed aslant
    And Alice's green pile is Satellites, Bicycle splayed aslant
    And the special achievements are World
    And the age 1 pile is Tools, Archery
    And the age 2 pile is Calendar, Construction
    And the age 3 pile is Compass, Optics
    And the age 4 pile is Anatomy
    And the age 9 figures pile is Pele, Rod Serling
    And it is Alice's turn 9 with every action left
    Then Alice shows 11 clock
    When Alice draws
    And Alice chooses base 1
    And Alice chooses base 2
    And Alice chooses base 3
    And Alice chooses base 4
    And Alice chooses figures 9
    And Alice chooses Tools
    Then Alice must score 1 of Lily Hevesh, James Clerk Maxwell
    When Alice scores James Clerk Maxwell
    Then Alice's achievements are World
    And the special achievements are nothing
    And Alice's hand is Tools
    And the age 1 pile is Archery
    And Alice's score pile is James Clerk Maxwell
    And Alice shows 10 clock
    And it is Alice's turn 9 with one action used

  # --- Bear Grylls (11, green): when melded, junk every card outside achievements and decks,
  # bring the age-0 deck into play and draw a 0 (figures-rules.feature melds him before age 0).

  @id:fig-bear-grylls-with-age-zero-already-in-play @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Bear Grylls: with the age-0 deck already in play, melding him junks the table and Alice draws its top card
    Given a 2-player game
    And Alice has Bear Grylls, Tools in hand
    And Alice's blue pile is Writing
    And Bob has Calendar in the score pile
    And Bob's red pile is Archery
    And the age 0 pile is Fire, Knots
    And it is Alice's turn 9 with every action left
    When Alice melds Bear Grylls
    Then Alice's hand is Fire
    And the age 0 pile is Knots
    And Alice's board is empty
    And Bob's board is empty
    And Bob's score pile is nothing
    And the junk pile holds Bear Grylls, Tools, Writing, Calendar, Archery
    And it is Alice's turn 9 with one action used

  @id:fig-yuna-kim-endless-astronomy-ends-where-it-repeats
  @assumes:actions.per_turn>=2
  Scenario: Yuna Kim: Astronomy's repeat ends when her karma has brought the game back to where an earlier repeat began
    # Astronomy repeats while it draws a blue or green card, which it melds; each meld becomes
    # Yuna Kim's tuck after she returns the top blue cards. Atomic Theory is tucked; Encyclopedia
    # returns it and is tucked; Atomic Theory returns Encyclopedia and is tucked: the position
    # is the one the second repeat began in, so the effect ends instead of going on forever.
    Given a 2-player game
    And Alice's purple pile is Astronomy
    And Bob's purple pile is Yuna Kim
    And the age 6 pile is Atomic Theory, Encyclopedia
    And the special achievements are nothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Astronomy
    Then Alice's blue pile is Atomic Theory
    And the age 6 pile is Encyclopedia
    And Bob's purple pile is Yuna Kim
    And it is Alice's turn 9 with one action used

  @id:fig-rod-serling-a-card-chosen-before-the-loss-is-not-transferred-after-it @ultimate-echoes-figures
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2 @assumes:victory.elimination=true
  Scenario: Rod Serling: Bob loses at the first of two chosen transfers; the second card, junked with his cards, is not transferred
    # Combustion (crown): Alice shows 4, Bob none, Carol 1: both are demanded. Two of Alice's
    # colours show a crown, so Bob transfers both of his score cards, Oars and Writing, each a 1:
    # the first one makes him lose instead (all his cards are junked), and the other one, now in
    # the junk, is no longer his to transfer. Carol has nothing to transfer; three players, so
    # the game goes on.
    Given a 3-player game
    And Alice's red pile is Combustion
    And Alice's green pile is Sailing
    And Bob's blue pile is Tools
    And Bob has Oars, Writing in the score pile
    And Carol's purple pile is Rod Serling
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Combustion
    Then Bob is eliminated
    And the junk pile holds Tools, Oars, Writing
    And Alice's score pile is nothing
    And Bob's score pile is nothing
    And Carol's purple pile is Rod Serling
    And the game is not over
    And it is Alice's turn 9 with one action used
