# The karma of the Figures of ages 7 and 8 (all but Emperor Meiji and Duke Ellington), each printed
# karma and each branch of its "if", from exact positions.
# Figure texts: engine/data/cards/figures-ultimate.json (each karma's trigger, event, scope and
# rule, in our own words; its notes on where the one source's code departs; the glossary for
# "you", "first", "instead", "icon type"); base cards: base-ultimate.json. Rules with sources: the research note figures.md (§4
# karma, §5 fading, §6 decrees, §8 bonuses, §10 the achievement target).
# Conventions: piles are written top card first; every supply age and Figures deck a scenario
# draws from is listed; a card going back to a deck goes under it. The owner of a karma makes its
# choices, even when another player's event set it off. A karma works only while its figure is a
# top card, and no karma fires inside another karma's effect (figures.karma_nesting false). At
# the end of every action a player with two top figures scores one (fading), so positions keep
# one top figure a player unless a scenario shows it. A figure's visible bonus number adds to its
# owner's score (figures.bonuses_score). Standard achievements are chosen by their value. "Icon
# type" means one of the six standard icons: the avatar is not one (so Alfred Nobel's and James
# Clerk Maxwell's karma leave it out). Two players with the Figures expansion need 7
# achievements.
@ultimate-figures
Feature: Figures of ages 7 and 8: their karma

  # --- Charles Darwin (7, blue): Advancement with any two figures; about to claim an achievement:
  # first, if your achievement count is at least every other player's, you win; otherwise draw an
  # 8 and the claim proceeds.

  @id:fig-charles-darwin-decree-advancement-with-two-figures
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:actions.per_turn>=2
  Scenario: Charles Darwin lets Alice issue Advancement with two figures of one value; claiming it, behind Bob, she first draws an 8
    # Homer and Imhotep are both 1s: no decree without the karma. Claiming the decree is a claim:
    # Alice holds no achievement and Bob one, so Darwin's karma draws an 8 first. Advancement then
    # draws a card two above her highest top card, Darwin's 7: a 9.
    Given a 2-player game
    And Alice's blue pile is Charles Darwin
    And Alice has Homer, Imhotep in hand
    And Bob has achievements Sailing
    And the age 8 pile is Flight, Mass Media
    And the age 9 pile is Genetics, Computers
    And it is Alice's turn 9 with every action left
    When Alice issues the Advancement decree
    Then Alice's achievements are Advancement
    And Alice's hand is Flight, Genetics
    And the junk pile holds Homer, Imhotep
    And the age 8 pile is Mass Media
    And the age 9 pile is Computers
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:fig-charles-darwin-claim-wins-on-a-tie @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.bonuses_score=true
  Scenario: Charles Darwin: about to achieve with as many achievements as Bob, Alice wins
    # Alice's score is Coal's 5 plus Darwin's visible bonus 8: 13, at least the 10 a second 1
    # costs. She holds one achievement and Bob one: a tie is enough, and she wins before the claim.
    Given a 2-player game
    And Alice's blue pile is Charles Darwin
    And Alice has Coal in the score pile
    And Alice has achievements Tools
    And Bob has achievements Oars
    And the standard achievements are Writing
    And it is Alice's turn 9 with every action left
    When Alice achieves age 1
    Then Alice wins by dogma
    And Alice's achievements are Tools

  @id:fig-charles-darwin-claim-behind-draws-an-8
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.bonuses_score=true
  @assumes:figures.achieve_figure_draws=true
  Scenario: Charles Darwin: about to achieve with fewer achievements than Bob, Alice first draws an 8, then claims
    # Alice holds one achievement, Bob two. After the claim Bob, whose board is empty, draws a
    # figure of value 1.
    Given a 2-player game
    And Alice's blue pile is Charles Darwin
    And Alice has Coal in the score pile
    And Alice has achievements Tools
    And Bob has achievements Oars, Sailing
    And the standard achievements are Writing
    And the age 8 pile is Flight, Mass Media
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 9 with every action left
    When Alice achieves age 1
    Then Alice's achievements are Tools, Writing
    And Alice's hand is Flight
    And the age 8 pile is Mass Media
    And Bob's hand is Homer
    And the age 1 figures pile is Imhotep
    And the game is not over
    And it is Alice's turn 9 with one action used

  # --- James Clerk Maxwell (7, blue): each card in your hand adds one icon of every icon type
  # your board shows; any player about to return a card of value 7 or less: first you draw an 8.

  @id:fig-james-clerk-maxwell-hand-cards-make-alice-share
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:figures.sharing_bonus_figure=true
  Scenario: James Clerk Maxwell: one card in hand lifts Alice's castles to Bob's, so she shares The Wheel
    # The Wheel features the castle: Bob shows 3. Alice's board shows 2 (Archery) and her one
    # hand card adds a castle (and a lightbulb and a clock: her board shows those, but no crown):
    # 3, so she shares and draws first. Her draws earn Bob the sharing bonus, a figure of value 1
    # (the 1 deck still has a card).
    # After the dogma her three hand cards add three castles to Archery's two.
    Given a 2-player game
    And Alice's blue pile is James Clerk Maxwell
    And Alice's red pile is Archery
    And Alice has Pottery in hand
    And Bob's green pile is The Wheel
    And the age 1 pile is Tools, Writing, Oars, Sailing, Mysticism
    And the age 1 figures pile is Homer, Imhotep
    And it is Bob's turn 9 with every action left
    When Bob performs the dogma of The Wheel
    Then Alice's hand is Pottery, Tools, Writing
    And Bob's hand is Oars, Sailing, Homer
    And Alice shows 5 castle
    And Alice shows 4 clock
    And Alice shows 0 crown
    And Alice shows 1 avatar
    And the age 1 pile is Mysticism
    And the age 1 figures pile is Imhotep
    And it is Bob's turn 9 with one action used

  @id:fig-james-clerk-maxwell-draws-an-8-before-a-return
  @assumes:actions.per_turn>=2
  Scenario: James Clerk Maxwell: before Alice returns a 1, she first draws an 8
    # Agriculture features the leaf; Bob shows none. Alice returns Tools: first she draws an 8,
    # then Tools goes under the 1 deck, and she draws and scores a 2.
    Given a 2-player game
    And Alice's blue pile is James Clerk Maxwell
    And Alice's yellow pile is Agriculture
    And Alice has Tools in hand
    And the age 1 pile is Writing
    And the age 2 pile is Calendar, Philosophy
    And the age 8 pile is Flight, Mass Media
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    Then Alice may return up to 1 of Tools
    When Alice returns Tools
    Then Alice's hand is Flight
    And Alice's score pile is Calendar
    And the age 1 pile is Writing, Tools
    And the age 2 pile is Philosophy
    And the age 8 pile is Mass Media
    And it is Alice's turn 9 with one action used

  @id:fig-james-clerk-maxwell-draws-an-8-before-returning-a-7
  @assumes:actions.per_turn>=2
  Scenario: James Clerk Maxwell: a 7 is "7 or less", so before Alice returns Bicycle she draws an 8
    # Agriculture features the leaf; Bob shows none. First Flight is drawn, then Bicycle goes under
    # the 7 deck, and Alice draws and scores an 8.
    Given a 2-player game
    And Alice's blue pile is James Clerk Maxwell
    And Alice's yellow pile is Agriculture
    And Alice has Bicycle in hand
    And the age 7 pile is Combustion
    And the age 8 pile is Flight, Mass Media, Skyscrapers
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    And Alice returns Bicycle
    Then Alice's hand is Flight
    And Alice's score pile is Mass Media
    And the age 7 pile is Combustion, Bicycle
    And the age 8 pile is Skyscrapers
    And it is Alice's turn 9 with one action used

  @id:fig-james-clerk-maxwell-leaves-the-return-of-an-8
  @assumes:actions.per_turn>=2
  Scenario: James Clerk Maxwell: returning an 8 draws nothing first
    # Flight is an 8: above 7, so the karma does not fire. Agriculture then scores a 9.
    Given a 2-player game
    And Alice's blue pile is James Clerk Maxwell
    And Alice's yellow pile is Agriculture
    And Alice has Flight in hand
    And the age 8 pile is Mass Media
    And the age 9 pile is Genetics, Computers
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    Then Alice may return up to 1 of Flight
    When Alice returns Flight
    Then Alice's hand is nothing
    And Alice's score pile is Genetics
    And the age 8 pile is Mass Media, Flight
    And the age 9 pile is Computers
    And it is Alice's turn 9 with one action used

  # --- John Ericsson (7, red): about to dogma a card of a colour an opponent has splayed right:
  # first unsplay that colour on one such opponent's board; an opponent about to draw: first you
  # draw and tuck a 7.

  @id:fig-john-ericsson-unsplays-an-opponents-right-splay
  @assumes:actions.per_turn>=2 @assumes:figures.karma_nesting=false
  Scenario: John Ericsson: before Alice's green dogma, Bob's green pile splayed right is unsplayed
    # The Wheel features the castle: Alice shows 3, Bob none (Sailing, and Clothing's hex and
    # crown shown by the right splay). Bob is the one opponent with green splayed right.
    Given a 2-player game
    And Alice's red pile is John Ericsson
    And Alice's green pile is The Wheel
    And Bob's green pile is Sailing, Clothing splayed right
    And the age 1 pile is Tools, Writing, Oars
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Bob's green pile is Sailing, Clothing
    And Alice's hand is Tools, Writing
    And Bob's hand is nothing
    And the age 1 pile is Oars
    And it is Alice's turn 9 with one action used

  @id:fig-john-ericsson-leaves-a-left-splay
  @assumes:actions.per_turn>=2
  Scenario: John Ericsson: Bob's blue pile is splayed left, not right, so Alice's dogma of Writing unsplays nothing
    # Writing features the lightbulb: Alice shows 2, Bob none (Pottery and Alchemy show none, the
    # left splay showing Alchemy's castle). Writing draws a 2.
    Given a 2-player game
    And Alice's red pile is John Ericsson
    And Alice's blue pile is Writing
    And Bob's blue pile is Pottery, Alchemy splayed left
    And the age 2 pile is Calendar, Philosophy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Bob's blue pile is Pottery, Alchemy splayed left
    And Alice's hand is Calendar
    And the age 2 pile is Philosophy
    And it is Alice's turn 9 with one action used

  @id:fig-john-ericsson-unmet-leaves-jp-morgan-alone
  @assumes:actions.per_turn>=2 @assumes:figures.karma_conflict=current-player-chooses-one
  Scenario: John Ericsson: no opponent has blue splayed right, so only Bob's J.P. Morgan answers Alice's dogma of Writing
    # J.P. Morgan answers anyone's Dogma action: Bob first splays his pile of the card's colour
    # up. John Ericsson's karma does not apply (Bob's blue pile is not splayed), so no karma
    # competes with J.P. Morgan's and it happens. Sharing is fixed before: Alice shows 2
    # lightbulbs, Bob none. Writing draws a 2.
    Given a 2-player game
    And Alice's red pile is John Ericsson
    And Alice's blue pile is Writing
    And Bob's green pile is J.P. Morgan
    And Bob's blue pile is Pottery, Alchemy
    And the age 2 pile is Calendar, Philosophy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Bob's blue pile is Pottery, Alchemy splayed up
    And Alice's hand is Calendar
    And the age 2 pile is Philosophy
    And it is Alice's turn 9 with one action used

  @id:fig-john-ericsson-tucks-a-7-before-an-opponent-draws
  @assumes:actions.per_turn>=2
  Scenario: John Ericsson: before Bob draws, Alice draws and tucks a 7
    # Bob's Draw action draws a 1 (his top card is Writing); first Alice draws Combustion, a red
    # 7, and tucks it under John Ericsson.
    Given a 2-player game
    And Alice's red pile is John Ericsson
    And Bob's blue pile is Writing
    And the age 1 pile is Tools, Oars
    And the age 7 pile is Combustion, Bicycle
    And it is Bob's turn 9 with every action left
    When Bob draws
    Then Alice's red pile is John Ericsson, Combustion
    And Alice's hand is nothing
    And Bob's hand is Tools
    And the age 1 pile is Oars
    And the age 7 pile is Bicycle
    And it is Bob's turn 9 with one action used

  @id:fig-john-ericsson-leaves-his-owners-own-draw
  @assumes:actions.per_turn>=2
  Scenario: John Ericsson: Alice's own draw is no opponent's, so she draws no 7 to tuck first
    # Alice's Draw action draws a 7 (John Ericsson is her highest top card).
    Given a 2-player game
    And Alice's red pile is John Ericsson
    And Alice's blue pile is Writing
    And the age 7 pile is Combustion, Bicycle
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's hand is Combustion
    And Alice's red pile is John Ericsson
    And the age 7 pile is Bicycle
    And it is Alice's turn 9 with one action used

  @id:fig-john-ericsson-leaves-a-partners-draw @needs:resolved_variant
  @assumes:actions.per_turn>=2
  Scenario: John Ericsson in a house team game: Carol, Alice's partner, is no opponent, so her draw sets off nothing
    # Partners sit opposite: Alice and Carol, Bob and Dave. Carol's Draw action draws a 1.
    Given a house variant of it sets players.min to 4
    And a house variant of it sets players.max to 4
    And a house variant of it sets teams.enabled to true
    And a 4-player game
    And Alice's red pile is John Ericsson
    And Carol's blue pile is Writing
    And the age 1 pile is Tools, Oars
    And the age 7 pile is Combustion, Bicycle
    And it is Carol's turn 9 with every action left
    When Carol draws
    Then Carol's hand is Tools
    And Alice's red pile is John Ericsson
    And Alice's hand is nothing
    And the age 1 pile is Oars
    And the age 7 pile is Combustion, Bicycle
    And it is Carol's turn 9 with one action used

  # --- Robert E. Lee (7, red): any player about to dogma a card with a demand: first you move a
  # top card with a leaf, not of that card's colour, from any board onto the board of another
  # player than its owner; every seven leaves on your board count as an achievement.

  @id:fig-robert-e-lee-moves-a-leaf-card-before-a-demand
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2 @assumes:figures.karma_nesting=false
  Scenario: Robert E. Lee: before Bob's Archery, Alice moves Bob's top Clothing onto her board
    # Archery (red) has a demand. The top cards with a leaf and not red: Alice's Agriculture and
    # Bob's Clothing (Robert E. Lee is red). Clothing can only go to Alice, its owner being Bob.
    # Archery then features the castle: Bob shows 2, Alice none, so she draws a 1 and gives Bob
    # her highest card; no standard achievement of value 1 or 2 is left to junk.
    Given a 2-player game
    And Alice's red pile is Robert E. Lee
    And Alice's yellow pile is Agriculture
    And Bob's red pile is Archery
    And Bob's green pile is Clothing
    And the standard achievements are Coal
    And the age 1 pile is Tools, Oars
    And it is Bob's turn 9 with every action left
    When Bob performs the dogma of Archery
    Then Alice must transfer 1 of Agriculture, Clothing
    When Alice transfers Clothing
    Then Alice's green pile is Clothing
    And Bob's green pile is nothing
    And Alice's yellow pile is Agriculture
    And Alice's hand is nothing
    And Bob's hand is Tools
    And the age 1 pile is Oars
    And it is Bob's turn 9 with one action used

  @id:fig-robert-e-lee-card-goes-to-another-players-board
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2 @assumes:figures.karma_nesting=false
  @assumes:cards.readings.robert_e_lee_destination=another-player
  Scenario: Robert E. Lee with three players: Bob's Clothing may go to Alice or Carol, not back onto Bob's board
    # Archery (red) has a demand. The only top card with a leaf not red is Bob's Clothing; its
    # owner's board is no destination. Then Archery features the castle: Bob shows 2, Carol 3 (Masonry):
    # Carol shares, Alice (none) is affected: she draws a 1 and gives it to Bob. No standard
    # achievement of value 1 or 2 is left to junk.
    Given a 3-player game
    And Alice's red pile is Robert E. Lee
    And Bob's red pile is Archery
    And Bob's green pile is Clothing
    And Carol's yellow pile is Masonry
    And the standard achievements are Coal
    And the age 1 pile is Tools, Oars
    And it is Bob's turn 9 with every action left
    When Bob performs the dogma of Archery
    Then Alice must choose 1 of Alice, Carol
    When Alice chooses Carol
    Then Carol's green pile is Clothing
    And Bob's green pile is nothing
    And Alice's hand is nothing
    And Bob's hand is Tools
    And the age 1 pile is Oars
    And it is Bob's turn 9 with one action used

  @id:fig-robert-e-lee-card-may-stay-on-its-owners-board @needs:resolved_variant
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2 @assumes:figures.karma_nesting=false
  @assumes:cards.readings.robert_e_lee_destination=any-player
  Scenario: Robert E. Lee read as onto any player's board: Alice may put Bob's Clothing back onto Bob's board, where it stays
    # The other reading of the destination (the variant's dispute on
    # cards.readings.robert_e_lee_destination), played by a house variant: the position above.
    Given a house variant of it sets cards.readings.robert_e_lee_destination to "any-player"
    And a 3-player game
    And Alice's red pile is Robert E. Lee
    And Bob's red pile is Archery
    And Bob's green pile is Clothing
    And Carol's yellow pile is Masonry
    And the standard achievements are Coal
    And the age 1 pile is Tools, Oars
    And it is Bob's turn 9 with every action left
    When Bob performs the dogma of Archery
    Then Alice must choose 1 of Alice, Bob, Carol
    When Alice chooses Bob
    Then Bob's green pile is Clothing
    And Carol's green pile is nothing
    And Alice's hand is nothing
    And Bob's hand is Tools
    And the age 1 pile is Oars
    And it is Bob's turn 9 with one action used

  @id:fig-robert-e-lee-leaves-a-dogma-without-demand @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Robert E. Lee: a dogma without a demand moves nothing
    # The Wheel has no demand: Agriculture, a top card with a leaf, stays on Bob's board.
    Given a 2-player game
    And Alice's red pile is Robert E. Lee
    And Bob's green pile is The Wheel
    And Bob's yellow pile is Agriculture
    And the age 1 pile is Tools, Oars
    And it is Bob's turn 9 with every action left
    When Bob performs the dogma of The Wheel
    Then Bob's yellow pile is Agriculture
    And Bob's hand is Tools, Oars
    And it is Bob's turn 9 with one action used

  @id:fig-robert-e-lee-seven-leaves-make-the-seventh-achievement
  @assumes:victory.achievements.per_expansion=1
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=1 @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_player=-1
  Scenario: Robert E. Lee: melding Clothing brings Alice to seven leaves, an achievement, and the seventh wins
    # Robert E. Lee shows 2 leaves, Agriculture 3, Clothing 2: 7 leaves, one achievement beside
    # her six.
    Given a 2-player game
    And Alice's red pile is Robert E. Lee
    And Alice's yellow pile is Agriculture
    And Alice has Clothing in hand
    And Alice has achievements Tools, Mathematics, Optics, Navigation, Chemistry, Canning
    And the standard achievements are Flight
    And it is Alice's turn 9 with every action left
    When Alice melds Clothing
    Then Alice wins by achievements

  @id:fig-robert-e-lee-six-leaves-make-no-achievement
  @assumes:victory.achievements.per_expansion=1
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=1 @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_player=-1
  Scenario: Robert E. Lee: melding Sailing brings Alice to six leaves only, no achievement, and the game goes on
    # Robert E. Lee shows 2 leaves, Agriculture 3, Sailing 1: 6 leaves, fewer than seven.
    Given a 2-player game
    And Alice's red pile is Robert E. Lee
    And Alice's yellow pile is Agriculture
    And Alice has Sailing in hand
    And Alice has achievements Tools, Mathematics, Optics, Navigation, Chemistry, Canning
    And the standard achievements are Flight
    And it is Alice's turn 9 with every action left
    When Alice melds Sailing
    Then the game is not over
    And Alice's green pile is Sailing
    And it is Alice's turn 9 with one action used

  # --- Alfred Nobel (7, green): each icon type you show counts as an achievement if you show it
  # at least twice as often as every opponent; any player about to transfer a card: first you
  # junk all cards in the 7 deck.

  @id:fig-alfred-nobel-twice-the-crowns-make-the-seventh-achievement
  @assumes:victory.achievements.per_expansion=1
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=1 @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_player=-1
  Scenario: Alfred Nobel: Alice shows 2 crowns against Bob's 1, an achievement beside her six, and wins
    # Alfred Nobel shows 2 crowns; Bob's Writing 1. Alice's Draw action (a 7) ends with the
    # achievement check.
    Given a 2-player game
    And Alice's green pile is Alfred Nobel
    And Alice has achievements Tools, Mathematics, Optics, Navigation, Chemistry, Canning
    And Bob's blue pile is Writing
    And the standard achievements are Flight
    And the age 7 pile is Bicycle
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice wins by achievements

  @id:fig-alfred-nobel-one-icon-type-is-one-achievement
  @assumes:victory.achievements.per_expansion=1
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=1 @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_player=-1
  Scenario: Alfred Nobel: twice Bob's crowns make one achievement, so five and one are not the seven Alice needs
    # The position above with one achievement fewer: crowns are one icon type, counted once.
    Given a 2-player game
    And Alice's green pile is Alfred Nobel
    And Alice has achievements Tools, Mathematics, Optics, Navigation, Chemistry
    And Bob's blue pile is Writing
    And the standard achievements are Flight
    And the age 7 pile is Bicycle
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then the game is not over
    And Alice's hand is Bicycle
    And it is Alice's turn 9 with one action used

  @id:fig-alfred-nobel-not-twice-no-achievement
  @assumes:victory.achievements.per_expansion=1
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=1 @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_player=-1
  Scenario: Alfred Nobel: 2 crowns against Bob's 2 count nothing, nor does the avatar Bob lacks
    # Currency shows 2 crowns: Alice's 2 are not twice as many. Alfred Nobel's avatar is not an
    # icon type, though Bob shows none.
    Given a 2-player game
    And Alice's green pile is Alfred Nobel
    And Alice has achievements Tools, Mathematics, Optics, Navigation, Chemistry, Canning
    And Bob's green pile is Currency
    And the standard achievements are Flight
    And the age 7 pile is Bicycle
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then the game is not over
    And Alice's hand is Bicycle
    And it is Alice's turn 9 with one action used

  @id:fig-alfred-nobel-junks-the-7-deck-before-a-transfer
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2 @assumes:figures.karma_nesting=false
  Scenario: Alfred Nobel: before Alice gives Bob a card under Archery's demand, the 7 deck is junked
    # Archery features the castle: Bob shows 2, Alice none. Alice draws a 1; before she
    # transfers it, Alfred Nobel junks every card of the 7 deck. No standard achievement of value 1
    # or 2 is left for Archery's second effect.
    Given a 2-player game
    And Alice's green pile is Alfred Nobel
    And Bob's red pile is Archery
    And the standard achievements are Coal
    And the age 1 pile is Tools, Oars
    And the age 7 pile is Bicycle, Evolution
    And it is Bob's turn 9 with every action left
    When Bob performs the dogma of Archery
    Then Bob's hand is Tools
    And Alice's hand is nothing
    And the junk pile holds Bicycle, Evolution
    And the age 7 pile is nothing
    And the age 1 pile is Oars
    And it is Bob's turn 9 with one action used

  # --- George Stephenson (7, green): about to dogma a card whose colour you have splayed right:
  # first splay it up; about to claim an achievement: first the bottom yellow card of every board
  # joins the available achievements.

  @id:fig-george-stephenson-splays-up-before-dogma
  @assumes:actions.per_turn>=2 @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  Scenario: George Stephenson: before Alice's dogma of Writing, her blue pile splayed right is splayed up
    # Writing features the lightbulb; Bob shows none. Writing draws a 2.
    Given a 2-player game
    And Alice's green pile is George Stephenson
    And Alice's blue pile is Writing, Tools splayed right
    And the age 2 pile is Calendar, Philosophy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's blue pile is Writing, Tools splayed up
    And Alice's hand is Calendar
    And the age 2 pile is Philosophy
    And it is Alice's turn 9 with one action used

  @id:fig-george-stephenson-leaves-a-left-splay
  @assumes:actions.per_turn>=2
  Scenario: George Stephenson: Alice's blue pile is splayed left, not right, so her dogma of Writing leaves it splayed left
    # Writing features the lightbulb; Bob shows none. Writing draws a 2.
    Given a 2-player game
    And Alice's green pile is George Stephenson
    And Alice's blue pile is Writing, Tools splayed left
    And the age 2 pile is Calendar, Philosophy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's blue pile is Writing, Tools splayed left
    And Alice's hand is Calendar
    And the age 2 pile is Philosophy
    And it is Alice's turn 9 with one action used

  @id:fig-george-stephenson-bottom-yellow-cards-become-achievements @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.bonuses_score=true
  @assumes:figures.achieve_figure_draws=true
  Scenario: George Stephenson: before Alice achieves, the bottom yellow cards of both boards join the available achievements
    # Alice's score is 15 plus George Stephenson's bonus 7: enough for a 3. First Masonry, her
    # bottom yellow card, and Fermenting, Bob's only yellow card, become the available 1 and 2.
    # Then she claims the 3, and Bob, his board now empty, draws a figure of value 1.
    Given a 2-player game
    And Alice's green pile is George Stephenson
    And Alice's yellow pile is Agriculture, Masonry
    And Alice has Coal, Chemistry, Physics in the score pile
    And Bob's yellow pile is Fermenting
    And the standard achievements are Optics
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 9 with every action left
    When Alice achieves age 3
    Then Alice's achievements are Optics
    And Alice's yellow pile is Agriculture
    And Bob's yellow pile is nothing
    And the standard achievements are ages 1, 2
    And Bob's hand is Homer
    And the age 1 figures pile is Imhotep
    And it is Alice's turn 9 with one action used

  @id:fig-george-stephenson-second-achievement-of-a-value-waits-as-an-extra @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.bonuses_score=true
  @assumes:figures.achieve_figure_draws=true
  Scenario: George Stephenson: a card of a value already available waits as an extra; the Achieve action of that value offers both
    # Masonry (1) joins the available achievements while Writing (1) is there: it waits as an
    # extra. Achieving a 1 then offers Writing and Masonry; Stephenson's karma first sends
    # Agriculture, now Alice's bottom yellow card, after them. Alice claims Masonry, and Writing
    # takes the value's place again.
    Given a 2-player game
    And Alice's green pile is George Stephenson
    And Alice's yellow pile is Agriculture, Masonry
    And Alice has Coal, Chemistry, Physics in the score pile
    And the standard achievements are Writing, Optics
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 9 with 2 actions left
    When Alice achieves age 3
    Then Alice's achievements are Optics
    And the extra available achievements are Masonry
    And the standard achievements are ages 1
    And Bob's hand is Homer
    When Alice achieves age 1
    Then Alice must choose 1 of Writing, Masonry
    When Alice chooses Masonry
    Then Alice's achievements are Optics, Masonry
    And Alice's yellow pile is nothing
    And the standard achievements are ages 1
    And the extra available achievements are Agriculture
    And Bob's hand is Homer, Imhotep
    And it is Bob's turn 10 with 2 actions left

  # --- Florence Nightingale (7, yellow): Expansion with any two figures; any player about to
  # transfer, return, meld, score or junk a card out of your score pile: instead it stays.

  @id:fig-florence-nightingale-decree-expansion-with-two-figures @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:actions.per_turn>=2
  Scenario: Florence Nightingale lets Alice issue Expansion with two figures of one value
    # Expansion: splay one of her colours up; the red pile is the only one of two cards.
    Given a 2-player game
    And Alice's yellow pile is Florence Nightingale
    And Alice's red pile is Archery, Oars
    And Alice has Homer, Imhotep in hand
    And it is Alice's turn 9 with every action left
    When Alice issues the Expansion decree
    Then Alice's achievements are Expansion
    And Alice's red pile is Archery, Oars splayed up
    And Alice's hand is nothing
    And the junk pile holds Homer, Imhotep
    And it is Alice's turn 9 with one action used

  @id:fig-florence-nightingale-keeps-a-card-bob-demands @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Florence Nightingale: Navigation's demand cannot take a card out of Alice's score pile
    # Navigation features the crown: Bob shows 3, Alice none. Alice must transfer her 2; instead
    # it stays in her score pile.
    Given a 2-player game
    And Alice's yellow pile is Florence Nightingale
    And Alice has Calendar in the score pile
    And Bob's green pile is Navigation
    And it is Bob's turn 9 with every action left
    When Bob performs the dogma of Navigation
    Then Alice's score pile is Calendar
    And Bob's score pile is nothing
    And it is Bob's turn 9 with one action used

  @id:fig-florence-nightingale-keeps-a-card-alice-returns
  @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2
  Scenario: Florence Nightingale: Alice's own return out of her score pile does not happen either
    # Chemistry features the factory; Bob shows none. Its blue pile is a single card: no splay.
    # Alice draws and scores an 8 (her highest top card is the 7 Florence Nightingale), then must
    # return a card of her score pile: it stays.
    Given a 2-player game
    And Alice's yellow pile is Florence Nightingale
    And Alice's blue pile is Chemistry
    And Alice has Tools in the score pile
    And the age 1 pile is Writing
    And the age 8 pile is Flight, Mass Media
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Chemistry
    Then Alice must return 1 of Tools, Flight
    When Alice chooses Tools
    Then Alice's score pile is Tools, Flight
    And the age 1 pile is Writing
    And the age 8 pile is Mass Media
    And it is Alice's turn 9 with one action used

  # --- Rowland Hill (7, yellow): about to claim an achievement: first return exactly three cards
  # from your hand; if you returned three, claim every other card of your hand; then the claim.

  @id:fig-rowland-hill-returns-three-and-achieves-the-rest @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.achieve_figure_draws=true
  Scenario: Rowland Hill: before Alice achieves, she returns three cards and claims the two left in her hand
    # Coal's 5 pays for a 1. Tools and Sailing go under the 1 deck in the order Alice gives,
    # Calendar under the 2 deck; Mathematics and Oars become achievements, then the 1 is claimed.
    # Bob, his board empty, draws a figure of value 1.
    Given a 2-player game
    And Alice's yellow pile is Rowland Hill
    And Alice has Coal in the score pile
    And Alice has Tools, Sailing, Mathematics, Oars, Calendar in hand
    And the standard achievements are Agriculture
    And the age 1 pile is Writing
    And the age 2 pile is Philosophy
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 9 with every action left
    When Alice achieves age 1
    Then Alice must return 3 of Tools, Sailing, Mathematics, Oars, Calendar
    When Alice returns Sailing then Tools then Calendar
    Then Alice's hand is nothing
    And Alice's achievements are Mathematics, Oars, Agriculture
    And the age 1 pile is Writing, Sailing, Tools
    And the age 2 pile is Philosophy, Calendar
    And Bob's hand is Homer
    And the age 1 figures pile is Imhotep
    And it is Alice's turn 9 with one action used

  @id:fig-rowland-hill-fewer-than-three-achieves-nothing-more @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.achieve_figure_draws=true
  Scenario: Rowland Hill: with two cards in hand Alice returns both, claims none of them, then achieves
    # She returns as many as she can; not three, so nothing of her hand is claimed.
    Given a 2-player game
    And Alice's yellow pile is Rowland Hill
    And Alice has Coal in the score pile
    And Alice has Tools, Mathematics in hand
    And the standard achievements are Agriculture
    And the age 1 pile is Writing
    And the age 2 pile is Philosophy
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 9 with every action left
    When Alice achieves age 1
    Then Alice's hand is nothing
    And Alice's achievements are Agriculture
    And the age 1 pile is Writing, Tools
    And the age 2 pile is Philosophy, Mathematics
    And Bob's hand is Homer
    And it is Alice's turn 9 with one action used

  # --- Queen Victoria (7, purple): Rivalry with any two figures; about to score a card: first
  # choose a figure in any score pile and score it or transfer it to the available achievements.

  @id:fig-queen-victoria-decree-rivalry-with-two-figures @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:actions.per_turn>=2
  Scenario: Queen Victoria lets Alice issue Rivalry with two figures of one value
    # Rivalry: Bob is the one other player; Alice returns three cards of his score pile, then his
    # top figure, Charles Darwin, goes under the 7 Figures deck.
    Given a 2-player game
    And Alice's purple pile is Queen Victoria
    And Alice has Homer, Imhotep in hand
    And Bob's blue pile is Charles Darwin
    And Bob has Tools, Mathematics, Optics, Sailing in the score pile
    And the age 1 pile is Writing
    And the age 2 pile is Philosophy
    And the age 3 pile is Paper
    And the age 7 figures pile is James Clerk Maxwell
    And it is Alice's turn 9 with every action left
    When Alice issues the Rivalry decree
    Then Alice must return 3 of Tools, Mathematics, Optics, Sailing
    When Alice returns Tools, Mathematics, Optics
    Then Alice's achievements are Rivalry
    And the junk pile holds Homer, Imhotep
    And Bob's score pile is Sailing
    And Bob's blue pile is nothing
    And the age 1 pile is Writing, Tools
    And the age 2 pile is Philosophy, Mathematics
    And the age 3 pile is Paper, Optics
    And the age 7 figures pile is James Clerk Maxwell, Charles Darwin
    And it is Alice's turn 9 with one action used

  @id:fig-queen-victoria-scores-a-figure-first
  @assumes:actions.per_turn>=2
  Scenario: Queen Victoria: before Alice scores a 2, she scores Homer out of Bob's score pile
    # Agriculture features the leaf; Bob shows none. Alice returns Tools and draws a 2 to score:
    # first the one figure in a score pile, Homer, which she chooses to score (the other branch,
    # to the achievements, is the next scenario: however an engine words the two).
    Given a 2-player game
    And Alice's purple pile is Queen Victoria
    And Alice's yellow pile is Agriculture
    And Alice has Tools in hand
    And Bob has Homer in the score pile
    And the standard achievements are Coal
    And the age 1 pile is Writing
    And the age 2 pile is Calendar, Philosophy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    Then Alice may return up to 1 of Tools
    When Alice returns Tools
    When Alice scores Homer
    Then Alice's score pile is Homer, Calendar
    And Bob's score pile is nothing
    And the standard achievements are ages 5
    And the age 1 pile is Writing, Tools
    And the age 2 pile is Philosophy
    And it is Alice's turn 9 with one action used

  @id:fig-queen-victoria-sends-a-figure-to-the-achievements
  @assumes:actions.per_turn>=2
  Scenario: Queen Victoria: Alice sends Homer from Bob's score pile to the available achievements
    # As above, but Homer becomes the available standard achievement of value 1.
    Given a 2-player game
    And Alice's purple pile is Queen Victoria
    And Alice's yellow pile is Agriculture
    And Alice has Tools in hand
    And Bob has Homer in the score pile
    And the standard achievements are Coal
    And the age 1 pile is Writing
    And the age 2 pile is Calendar, Philosophy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    Then Alice may return up to 1 of Tools
    When Alice returns Tools
    When Alice transfers Homer
    Then Alice's score pile is Calendar
    And Bob's score pile is nothing
    And the standard achievements are ages 1, 5
    And the age 1 pile is Writing, Tools
    And the age 2 pile is Philosophy
    And it is Alice's turn 9 with one action used

  # --- Albert Einstein (8, blue): Advancement with any two figures; about to take a Draw action:
  # first reveal every card with a lightbulb or a clock in every hand and meld them all.

  @id:fig-albert-einstein-decree-advancement-with-two-figures
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:actions.per_turn>=2
  Scenario: Albert Einstein lets Alice issue Advancement with two figures of one value
    # Advancement draws a card two above her highest top card, Albert Einstein's 8: a 10.
    Given a 2-player game
    And Alice's blue pile is Albert Einstein
    And Alice has Homer, Imhotep in hand
    And the age 10 pile is Software, Robotics
    And it is Alice's turn 9 with every action left
    When Alice issues the Advancement decree
    Then Alice's achievements are Advancement
    And Alice's hand is Software
    And the junk pile holds Homer, Imhotep
    And the age 10 pile is Robotics
    And it is Alice's turn 9 with one action used

  @id:fig-albert-einstein-melds-lightbulbs-and-clocks-before-drawing
  @assumes:actions.per_turn>=2 @assumes:figures.karma_nesting=false
  Scenario: Albert Einstein: before Alice's Draw action, every lightbulb and clock card in both hands is revealed and melded on her board
    # Writing and Calendar have lightbulbs, Bicycle a clock; Sailing and Oars neither. Writing and
    # Calendar go onto one pile, so Alice gives the order (first listed, first melded). Then she
    # draws: her highest top card is now Bicycle, a 7.
    Given a 2-player game
    And Alice's blue pile is Albert Einstein
    And Alice has Writing, Sailing in hand
    And Bob has Calendar, Bicycle, Oars in hand
    And the age 7 pile is Lighting, Railroad
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice revealed Writing
    And Alice revealed Calendar
    And Alice revealed Bicycle
    And Alice must meld 3 of Writing, Calendar, Bicycle
    When Alice melds Writing then Calendar then Bicycle
    Then Alice's blue pile is Calendar, Writing, Albert Einstein
    And Alice's green pile is Bicycle
    And Alice's hand is Sailing, Lighting
    And Bob's hand is Oars
    And the age 7 pile is Railroad
    And it is Alice's turn 9 with one action used

  # --- Marie Curie (8, blue): each different value above 6 in your score pile counts as an
  # achievement; about to draw a card of a value no card in your hand has: first draw a 9.

  @id:fig-marie-curie-values-above-6-make-the-seventh-achievement
  @assumes:victory.achievements.per_expansion=1
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=1 @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_player=-1
  Scenario: Marie Curie: scoring an 8 beside a 7 gives Alice two achievements beside her five, and she wins
    # Agriculture: Alice returns Bicycle and draws an 8 to score; Mass Media, an 8, is in her hand,
    # so Marie Curie's draw karma does not fire. Her score pile then holds a 7 and an 8: two
    # different values above 6.
    Given a 2-player game
    And Alice's blue pile is Marie Curie
    And Alice's yellow pile is Agriculture
    And Alice has Bicycle, Mass Media in hand
    And Alice has Evolution in the score pile
    And Alice has achievements Tools, Mathematics, Optics, Navigation, Chemistry
    And the standard achievements are Genetics
    And the age 8 pile is Flight
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    Then Alice may return up to 1 of Bicycle, Mass Media
    When Alice returns Bicycle
    Then Alice wins by achievements
    And Alice's score pile is Evolution, Flight

  @id:fig-marie-curie-a-6-is-not-above-6
  @assumes:victory.achievements.per_expansion=1
  @assumes:actions.per_turn>=2 @assumes:setup.expansions=1 @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_player=-1
  Scenario: Marie Curie: a 6 and a 7 in Alice's score pile are one value above 6, one achievement: six, and the game goes on
    # Canning is a 6, Evolution a 7. Alice melds Sailing; with her five achievements she counts
    # six, one short of the seven she needs.
    Given a 2-player game
    And Alice's blue pile is Marie Curie
    And Alice has Sailing in hand
    And Alice has Canning, Evolution in the score pile
    And Alice has achievements Oars, Mathematics, Optics, Navigation, Chemistry
    And the standard achievements are Genetics
    And it is Alice's turn 9 with every action left
    When Alice melds Sailing
    Then the game is not over
    And Alice's green pile is Sailing
    And it is Alice's turn 9 with one action used

  @id:fig-marie-curie-draws-a-9-first
  @assumes:actions.per_turn>=2
  Scenario: Marie Curie: about to draw an 8 with no 8 in hand, Alice first draws a 9
    Given a 2-player game
    And Alice's blue pile is Marie Curie
    And Alice has Tools in hand
    And the age 8 pile is Flight, Mass Media
    And the age 9 pile is Genetics, Computers
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's hand is Tools, Genetics, Flight
    And the age 8 pile is Mass Media
    And the age 9 pile is Computers
    And it is Alice's turn 9 with one action used

  @id:fig-marie-curie-value-in-hand-draws-no-9
  @assumes:actions.per_turn>=2
  Scenario: Marie Curie: with an 8 in hand, Alice's draw of an 8 is only that
    Given a 2-player game
    And Alice's blue pile is Marie Curie
    And Alice has Rocketry in hand
    And the age 8 pile is Flight, Mass Media
    And the age 9 pile is Genetics, Computers
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's hand is Rocketry, Flight
    And the age 9 pile is Genetics, Computers
    And it is Alice's turn 9 with one action used

  @id:fig-marie-curie-an-8-that-takes-a-9-is-a-draw-of-a-9
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @assumes:figures.value_about_to_draw=after-skipping
  Scenario: Marie Curie: with the 8 deck empty Alice's draw is about to take a 9, a value not in her hand, so she first draws a 9
    # The value about to be drawn is that of the deck the card comes from: a 9. Rocketry, an 8,
    # does not match it.
    Given a 2-player game
    And Alice's blue pile is Marie Curie
    And Alice has Rocketry in hand
    And the age 8 pile is nothing
    And the age 9 pile is Genetics, Computers, Satellites
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's hand is Rocketry, Genetics, Computers
    And the age 9 pile is Satellites
    And it is Alice's turn 9 with one action used

  @id:fig-marie-curie-an-8-asked-for-matches-the-8-in-hand @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @assumes:figures.value_about_to_draw=asked
  Scenario: Marie Curie read by the value asked for: the Draw action asks for an 8, a value in Alice's hand, so only the 9 it takes is drawn
    # The other reading of "the value you are about to draw" (the variant's dispute on
    # figures.value_about_to_draw), played by a house variant: the position above.
    Given a house variant of it sets figures.value_about_to_draw to "asked"
    And a 2-player game
    And Alice's blue pile is Marie Curie
    And Alice has Rocketry in hand
    And the age 8 pile is nothing
    And the age 9 pile is Genetics, Computers, Satellites
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's hand is Rocketry, Genetics
    And the age 9 pile is Computers, Satellites
    And it is Alice's turn 9 with one action used

  # --- Erwin Rommel (8, red): War with any two figures; about to score a card that is not a
  # figure: instead score the top card of its colour from every board, then a card from any
  # score pile.

  @id:fig-erwin-rommel-decree-war-with-two-figures @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:actions.per_turn>=2
  Scenario: Erwin Rommel lets Alice issue War with two figures of one value
    # War: Alice chooses 1; Bob's top 1 goes back, his top 2 stays.
    Given a 2-player game
    And Alice's red pile is Erwin Rommel
    And Alice has Homer, Imhotep in hand
    And Bob's blue pile is Writing
    And Bob's green pile is Currency
    And the age 1 pile is Tools
    And it is Alice's turn 9 with every action left
    When Alice issues the War decree
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 1
    Then Alice's achievements are War
    And the junk pile holds Homer, Imhotep
    And Bob's blue pile is nothing
    And Bob's green pile is Currency
    And the age 1 pile is Tools, Writing
    And it is Alice's turn 9 with one action used

  @id:fig-erwin-rommel-scores-the-tops-of-that-colour-instead
  @assumes:actions.per_turn>=2
  Scenario: Erwin Rommel: instead of scoring a blue 2, Alice scores Bob's top blue card and a card of his score pile
    # Agriculture features the leaf; Bob shows none (Pottery is covered). Alice returns Tools and
    # draws Calendar to score: instead every top blue card is scored (Bob's Writing; Alice has no
    # blue pile), then one card of any score pile, her choice. Calendar stays in her hand.
    Given a 2-player game
    And Alice's red pile is Erwin Rommel
    And Alice's yellow pile is Agriculture
    And Alice has Tools in hand
    And Bob's blue pile is Writing, Pottery
    And Bob has Mathematics in the score pile
    And the age 1 pile is Oars
    And the age 2 pile is Calendar, Philosophy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    Then Alice may return up to 1 of Tools
    When Alice returns Tools
    Then Alice must score 1 of Writing, Mathematics
    When Alice scores Mathematics
    Then Alice's hand is Calendar
    And Alice's score pile is Writing, Mathematics
    And Bob's blue pile is Pottery
    And Bob's score pile is nothing
    And the age 1 pile is Oars, Tools
    And the age 2 pile is Philosophy
    And it is Alice's turn 9 with one action used

  @id:fig-erwin-rommel-leaves-a-figure-scored @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:figures.fading=true
  Scenario: Erwin Rommel: a figure faded at the end of the action is scored as usual
    # Melding Marie Curie gives Alice two top figures; she fades Marie Curie, a figure, so
    # Erwin Rommel's karma does not replace the score.
    Given a 2-player game
    And Alice's red pile is Erwin Rommel
    And Alice has Marie Curie in hand
    And it is Alice's turn 9 with every action left
    When Alice melds Marie Curie
    Then Alice must score 1 of Erwin Rommel, Marie Curie
    When Alice scores Marie Curie
    Then Alice's score pile is Marie Curie
    And Alice's red pile is Erwin Rommel
    And Alice's blue pile is nothing
    And it is Alice's turn 9 with one action used

  # --- John Von Neumann (8, red): about to draw an 8: first junk all cards in the 8 deck; about
  # to meld a card: instead meld it, then self-execute it.

  @id:fig-john-von-neumann-junks-the-8-deck
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  Scenario: John Von Neumann: before Alice draws an 8, the 8 deck is junked and she draws a 9
    Given a 2-player game
    And Alice's red pile is John Von Neumann
    And the age 8 pile is Flight, Mass Media
    And the age 9 pile is Genetics, Computers
    And it is Alice's turn 9 with every action left
    When Alice draws
    Then Alice's hand is Genetics
    And the junk pile holds Flight, Mass Media
    And the age 8 pile is nothing
    And the age 9 pile is Computers
    And it is Alice's turn 9 with one action used

  @id:fig-john-von-neumann-leaves-another-draw
  @assumes:actions.per_turn>=2
  Scenario: John Von Neumann: a draw of a 2 junks nothing
    # Writing features the lightbulb; Bob shows none.
    Given a 2-player game
    And Alice's red pile is John Von Neumann
    And Alice's blue pile is Writing
    And the age 2 pile is Calendar
    And the age 8 pile is Flight, Mass Media
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's hand is Calendar
    And the age 8 pile is Flight, Mass Media
    And the junk pile holds nothing
    And it is Alice's turn 9 with one action used

  @id:fig-john-von-neumann-a-7-that-takes-an-8-is-a-draw-of-an-8
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @assumes:figures.value_about_to_draw=after-skipping
  Scenario: John Von Neumann: with the 7 deck empty Lighting's draw of a 7 is about to take an 8, so the 8 deck is junked and a 9 scored
    # Lighting features the leaf: Alice shows 2, Bob none. Alice tucks Tools (one value), so she
    # draws and scores a 7 once. The value about to be drawn is that of the deck the card comes
    # from: an 8.
    Given a 2-player game
    And Alice's red pile is John Von Neumann
    And Alice's purple pile is Lighting
    And Alice has Tools in hand
    And the age 7 pile is nothing
    And the age 8 pile is Flight, Mass Media
    And the age 9 pile is Genetics, Computers
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Lighting
    Then Alice may tuck up to 3 of Tools
    When Alice tucks Tools
    Then Alice's blue pile is Tools
    And Alice's score pile is Genetics
    And the junk pile holds Flight, Mass Media
    And the age 8 pile is nothing
    And the age 9 pile is Computers
    And it is Alice's turn 9 with one action used

  @id:fig-john-von-neumann-a-7-asked-for-junks-nothing @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @assumes:figures.value_about_to_draw=asked
  Scenario: John Von Neumann read by the value asked for: Lighting asks for a 7, so the 8 it takes is scored and nothing is junked
    # The other reading of "the value you are about to draw" (the variant's dispute on
    # figures.value_about_to_draw), played by a house variant: the position above.
    Given a house variant of it sets figures.value_about_to_draw to "asked"
    And a 2-player game
    And Alice's red pile is John Von Neumann
    And Alice's purple pile is Lighting
    And Alice has Tools in hand
    And the age 7 pile is nothing
    And the age 8 pile is Flight, Mass Media
    And the age 9 pile is Genetics, Computers
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Lighting
    Then Alice may tuck up to 3 of Tools
    When Alice tucks Tools
    Then Alice's blue pile is Tools
    And Alice's score pile is Flight
    And the junk pile holds nothing
    And the age 8 pile is Mass Media
    And the age 9 pile is Genetics, Computers
    And it is Alice's turn 9 with one action used

  @id:fig-john-von-neumann-melds-and-self-executes
  @assumes:actions.per_turn>=2 @assumes:figures.karma_nesting=false
  Scenario: John Von Neumann: Alice's Meld action melds Sailing and self-executes it
    # Sailing: draw a 1 and meld it. That meld, inside the karma, sets off no karma.
    Given a 2-player game
    And Alice's red pile is John Von Neumann
    And Alice has Sailing in hand
    And the age 1 pile is Tools, Writing
    And it is Alice's turn 9 with every action left
    When Alice melds Sailing
    Then Alice's green pile is Sailing
    And Alice's blue pile is Tools
    And Alice's hand is nothing
    And the age 1 pile is Writing
    And it is Alice's turn 9 with one action used

  # --- Emmy Noether (8, green): each clock on your board adds as many points as you have clocks;
  # any player about to score a card: first you junk a card of your choice from their score pile.

  @id:fig-emmy-noether-clocks-squared-pay-for-achievements @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.repeat_achievement_cost=multiplied
  Scenario: Emmy Noether: five clocks add 25 points, so Alice may achieve up to a 5
    # Emmy Noether shows 2 clocks and Quantum Theory 3: 5 clocks, 25 points, plus Tools' 1. A 6
    # would cost 30.
    Given a 2-player game
    And Alice's green pile is Emmy Noether
    And Alice's blue pile is Quantum Theory
    And Alice has Tools in the score pile
    And the standard achievements are Pottery, Mathematics, Optics, Navigation, Coal, Canning
    And it is Alice's turn 9 with every action left
    Then Alice may achieve ages 1, 2, 3, 4, 5

  @id:fig-emmy-noether-junks-a-card-of-the-scorers-pile
  @assumes:actions.per_turn>=2
  Scenario: Emmy Noether: before Bob scores, Alice junks a card of his score pile
    # Agriculture features the leaf: Bob shows 3, Alice none. Bob returns Tools and draws a 2 to
    # score: first Alice chooses a card of Bob's score pile to junk.
    Given a 2-player game
    And Alice's green pile is Emmy Noether
    And Bob's yellow pile is Agriculture
    And Bob has Tools in hand
    And Bob has Coal, Writing in the score pile
    And the age 1 pile is Oars
    And the age 2 pile is Calendar, Philosophy
    And it is Bob's turn 9 with every action left
    When Bob performs the dogma of Agriculture
    Then Bob may return up to 1 of Tools
    When Bob returns Tools
    Then Alice must junk 1 of Coal, Writing
    When Alice junks Coal
    Then Bob's score pile is Writing, Calendar
    And the junk pile holds Coal
    And Bob's hand is nothing
    And the age 1 pile is Oars, Tools
    And the age 2 pile is Philosophy
    And it is Bob's turn 9 with one action used

  # --- J.P. Morgan (8, green): (Trade with any two figures: figures-rules.feature) any player
  # about to dogma a card: first splay that card's colour on your board up.

  @id:fig-jp-morgan-splays-up-before-any-dogma
  @assumes:actions.per_turn>=2 @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  Scenario: J.P. Morgan: before Bob's dogma of The Wheel, Alice's green pile is splayed up
    # The Wheel features the castle: Bob shows 3, Alice none (J.P. Morgan, and Clothing's crown
    # and leaves shown by the up splay).
    Given a 2-player game
    And Alice's green pile is J.P. Morgan, Clothing
    And Bob's green pile is The Wheel
    And the age 1 pile is Tools, Writing, Oars
    And it is Bob's turn 9 with every action left
    When Bob performs the dogma of The Wheel
    Then Alice's green pile is J.P. Morgan, Clothing splayed up
    And Bob's hand is Tools, Writing
    And Alice's hand is nothing
    And it is Bob's turn 9 with one action used

  # --- Caresse Crosby (8, yellow): any player about to dogma a card of a colour not splayed left
  # on your board: first splay that colour left on any one board, then draw two 2s; if the splay
  # leaves your five colours splayed left, you win.

  @id:fig-caresse-crosby-splays-left-on-any-board
  @assumes:actions.per_turn>=2 @assumes:splay.revealed.left=["bottom_right"]
  Scenario: Caresse Crosby: before Alice's dogma of Writing, she splays Bob's blue pile left and draws two 2s
    # Both blue piles could be splayed left; Alice chooses Bob's. Writing features the lightbulb:
    # Alice shows 2, Bob 1 (Calendar's, shown by the new left splay): he does not share.
    Given a 2-player game
    And Alice's yellow pile is Caresse Crosby
    And Alice's blue pile is Writing, Tools
    And Bob's blue pile is Pottery, Calendar
    And the age 2 pile is Mathematics, Philosophy, Currency, Fermenting
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice must choose 1 of Alice, Bob
    When Alice chooses Bob
    Then Bob's blue pile is Pottery, Calendar splayed left
    And Alice's blue pile is Writing, Tools
    And Alice's hand is Mathematics, Philosophy, Currency
    And Bob's hand is nothing
    And the age 2 pile is Fermenting
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:fig-caresse-crosby-fifth-left-splay-wins
  @assumes:actions.per_turn>=2 @assumes:splay.revealed.left=["bottom_right"]
  Scenario: Caresse Crosby: splaying Alice's blue pile left leaves her five colours splayed left, and she wins
    # Bob has no pile to splay, so Alice's blue pile is splayed without a question; she draws two
    # 2s, then wins before Writing's effect.
    Given a 2-player game
    And Alice's yellow pile is Caresse Crosby, Agriculture splayed left
    And Alice's blue pile is Writing, Tools
    And Alice's red pile is Archery, Oars splayed left
    And Alice's green pile is Sailing, Clothing splayed left
    And Alice's purple pile is Mysticism, Code of Laws splayed left
    And the age 2 pile is Mathematics, Philosophy, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice wins by dogma
    And Alice's blue pile is Writing, Tools splayed left
    And Alice's hand is Mathematics, Philosophy

  # --- Nikola Tesla (8, yellow): Expansion with any two figures; about to meld a card: first score
  # a top card of an opponent with neither a lightbulb nor a clock; if you did and no card in
  # your score pile is higher, draw a 9.

  @id:fig-nikola-tesla-decree-expansion-with-two-figures @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_permission_figures=2 @assumes:actions.per_turn>=2
  Scenario: Nikola Tesla lets Alice issue Expansion with two figures of one value
    Given a 2-player game
    And Alice's yellow pile is Nikola Tesla
    And Alice's red pile is Archery, Oars
    And Alice has Homer, Imhotep in hand
    And it is Alice's turn 9 with every action left
    When Alice issues the Expansion decree
    Then Alice's achievements are Expansion
    And Alice's red pile is Archery, Oars splayed up
    And the junk pile holds Homer, Imhotep
    And it is Alice's turn 9 with one action used

  @id:fig-nikola-tesla-scores-a-top-card-and-draws-a-9
  @assumes:actions.per_turn>=2
  Scenario: Nikola Tesla: before Alice melds, she scores Bob's The Wheel; nothing in her score pile is higher, so she draws a 9
    # Archery has a lightbulb, so only The Wheel and Mysticism can be scored.
    Given a 2-player game
    And Alice's yellow pile is Nikola Tesla
    And Alice has Sailing in hand
    And Bob's red pile is Archery
    And Bob's green pile is The Wheel
    And Bob's purple pile is Mysticism
    And the age 9 pile is Genetics, Computers
    And it is Alice's turn 9 with every action left
    When Alice melds Sailing
    Then Alice must score 1 of The Wheel, Mysticism
    When Alice scores The Wheel
    Then Alice's score pile is The Wheel
    And Alice's hand is Genetics
    And Alice's green pile is Sailing
    And Bob's green pile is nothing
    And the age 9 pile is Computers
    And it is Alice's turn 9 with one action used

  @id:fig-nikola-tesla-higher-score-card-draws-no-9 @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Nikola Tesla: with a 5 already in her score pile, Alice scores Bob's 1 and draws nothing
    Given a 2-player game
    And Alice's yellow pile is Nikola Tesla
    And Alice has Sailing in hand
    And Alice has Coal in the score pile
    And Bob's green pile is The Wheel
    And the age 9 pile is Genetics, Computers
    And it is Alice's turn 9 with every action left
    When Alice melds Sailing
    Then Alice's score pile is Coal, The Wheel
    And Alice's hand is nothing
    And Alice's green pile is Sailing
    And Bob's green pile is nothing
    And the age 9 pile is Genetics, Computers
    And it is Alice's turn 9 with one action used

  @id:fig-nikola-tesla-a-clock-card-cannot-be-scored
  @assumes:actions.per_turn>=2
  Scenario: Nikola Tesla: Bob's Mobility shows a clock, so before Alice melds she scores his Sailing, crowns and all
    # Mobility has a clock (and no lightbulb): it cannot be scored. Sailing has crowns and a leaf,
    # neither a lightbulb nor a clock: it is the one card Alice can score. Nothing in her score
    # pile is higher, so she draws a 9.
    Given a 2-player game
    And Alice's yellow pile is Nikola Tesla
    And Alice has Pottery in hand
    And Bob's red pile is Mobility
    And Bob's green pile is Sailing
    And the age 9 pile is Genetics, Computers
    And it is Alice's turn 9 with every action left
    When Alice melds Pottery
    Then Alice's score pile is Sailing
    And Alice's hand is Genetics
    And Alice's blue pile is Pottery
    And Bob's green pile is nothing
    And Bob's red pile is Mobility
    And the age 9 pile is Computers
    And it is Alice's turn 9 with one action used

  # --- H.G. Wells (8, purple): about to dogma a card whose featured icon is the lightbulb: instead
  # draw and junk a 10, then super-execute it.

  @id:fig-hg-wells-super-executes-a-junked-10
  @assumes:actions.per_turn>=2 @assumes:figures.karma_nesting=false
  Scenario: H.G. Wells: instead of Alice's dogma of Writing, she draws and junks A.I. and super-executes it
    # A.I.: draw a 10 and score it; its second effect needs Robotics and Software on top. Writing's
    # own effect never happens.
    Given a 2-player game
    And Alice's purple pile is H.G. Wells
    And Alice's blue pile is Writing
    And the age 2 pile is Calendar
    And the age 10 pile is A.I., Software, Robotics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's hand is nothing
    And Alice's score pile is Software
    And the junk pile holds A.I.
    And the age 10 pile is Robotics
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  @id:fig-hg-wells-leaves-another-featured-icon
  @assumes:actions.per_turn>=2
  Scenario: H.G. Wells: a dogma featuring the castle happens as usual
    Given a 2-player game
    And Alice's purple pile is H.G. Wells
    And Alice's green pile is The Wheel
    And the age 1 pile is Tools, Writing, Oars
    And the age 10 pile is A.I., Software
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice's hand is Tools, Writing
    And the age 10 pile is A.I., Software
    And the junk pile holds nothing
    And it is Alice's turn 9 with one action used
