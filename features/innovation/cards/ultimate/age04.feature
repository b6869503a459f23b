# The age-4 cards of the fourth-edition set, each effect and branch, from exact positions.
# Card texts: engine/data/cards/base-ultimate.json (our own words, with its glossary of terms);
# rulebook terms: innovation-ultimate.es.txt. Every supply pile a scenario draws from or returns
# to is listed; the icon counts that decide who shares or who is affected are in the comments.
# A choice of several cards to the same place in an order that shows (tucked under one pile,
# returned under one deck) is answered with the cards in the order they move.
@ultimate
Feature: Age 4 fourth-edition cards

  # --- Experimentation ------------------------------------------------------------------------

  @id:card-ul-experimentation-shared-draw-and-meld-a-5
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Experimentation shared: each player draws and melds a 5, then the launcher draws the sharing bonus
    # Experimentation features the lightbulb: Alice shows 3, Bob 3 (shares). Alice's bonus draw
    # is a 5, her new highest top card (Coal).
    Given a 2-player game
    And Alice's blue pile is Experimentation
    And Bob's purple pile is Philosophy
    And the age 5 pile is Chemistry, Coal, Banking
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Experimentation
    Then Bob's blue pile is Chemistry
    And Bob's purple pile is Philosophy
    And Bob's hand is nothing
    And Alice's red pile is Coal
    And Alice's blue pile is Experimentation
    And Alice's hand is Banking
    And the age 5 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-experimentation-not-shared-with-fewer @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Experimentation: an opponent with fewer lightbulbs does not share
    # Experimentation features the lightbulb: Alice shows 3, Bob 2.
    Given a 2-player game
    And Alice's blue pile is Experimentation
    And Bob's blue pile is Tools
    And the age 5 pile is Physics, Coal
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Experimentation
    Then Alice's blue pile is Physics, Experimentation
    And Alice's hand is nothing
    And Bob's blue pile is Tools
    And Bob's hand is nothing
    And the age 5 pile is Coal
    And it is Alice's turn 4 with one action used

  # --- Printing Press -------------------------------------------------------------------------

  @id:card-ul-printing-press-shared-return-draw-purple-plus-two-splay
  @assumes:actions.per_turn>=2 @assumes:dogma.missing_value=0 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Printing Press shared: a score card returned draws the top purple value plus 2 (a 2 with no purple); blue splayed right
    # Printing Press features the lightbulb: Alice shows 5, Bob 5 (shares). Bob has no purple
    # pile: 0 + 2. Alice's top purple is Philosophy: 2 + 2. Bob declines his splay.
    Given a 2-player game
    And Alice's blue pile is Printing Press, Tools
    And Alice's purple pile is Philosophy
    And Alice has Oars, Calendar in the score pile
    And Bob's blue pile is Experimentation, Writing
    And Bob's green pile is Paper
    And Bob has Sailing in the score pile
    And the age 1 pile is Agriculture
    And the age 2 pile is Mathematics, Monotheism
    And the age 4 pile is Anatomy, Enterprise
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Printing Press
    Then Bob may return up to 1 of Sailing
    When Bob returns Sailing
    Then Bob's hand is Mathematics
    And Alice may return up to 1 of Oars, Calendar
    When Alice returns Calendar
    Then Alice's hand is Anatomy
    And Bob may splay up to 1 of blue
    When Bob declines
    Then Alice may splay up to 1 of blue
    When Alice splays blue
    Then Alice's hand is Anatomy, Enterprise
    And Alice's score pile is Oars
    And Alice's blue pile is Printing Press, Tools splayed right
    And Alice's purple pile is Philosophy
    And Bob's hand is Mathematics
    And Bob's score pile is nothing
    And Bob's blue pile is Experimentation, Writing
    And Bob's green pile is Paper
    And the age 1 pile is Agriculture, Sailing
    And the age 2 pile is Monotheism, Calendar
    And the age 4 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-printing-press-declined-no-splay-for-a-single-card @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  Scenario: Printing Press: the return declined draws nothing; a blue pile of one card is not offered a splay
    # Printing Press features the lightbulb: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's blue pile is Printing Press
    And Alice has Oars in the score pile
    And the age 2 pile is Mathematics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Printing Press
    Then Alice may return up to 1 of Oars
    When Alice declines
    Then Alice's score pile is Oars
    And Alice's hand is nothing
    And Alice's blue pile is Printing Press
    And the age 2 pile is Mathematics
    And it is Alice's turn 4 with one action used

  # --- Colonialism ----------------------------------------------------------------------------

  @id:card-ul-colonialism-shared-repeats-on-crowns-green-junks-the-5s
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Colonialism shared: 3s are tucked while they have a crown; a green one junks the 5 deck
    # Colonialism features the factory: Alice shows 2, Bob 3 (shares). Bob tucks Compass (green,
    # a crown: the 5 deck is junked, again), then Alchemy (no crown: stop). Alice tucks Optics (a
    # crown), Paper (green, a crown; the 5 deck is already empty), then Engineering (stop).
    Given a 2-player game
    And Alice's red pile is Colonialism
    And Bob's red pile is Coal
    And the age 3 pile is Compass, Alchemy, Optics, Paper, Engineering, Translation
    And the age 4 pile is Anatomy
    And the age 5 pile is Chemistry, Banking
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Colonialism
    Then Bob's green pile is Compass
    And Bob's blue pile is Alchemy
    And Bob's red pile is Coal
    And Bob's hand is nothing
    And Alice's red pile is Colonialism, Optics, Engineering
    And Alice's green pile is Paper
    And Alice's hand is Anatomy
    And the junk pile holds Chemistry, Banking
    And the age 3 pile is Translation
    And the age 4 pile is nothing
    And the age 5 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-colonialism-runs-into-the-4-deck @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  Scenario: Colonialism: once the 3 deck is empty the draws come from the 4 deck, and a green 4 with a crown junks the 5s too
    # Colonialism features the factory: Alice shows 2, Bob none. Translation (a crown), then
    # Navigation from the 4 deck (green, a crown), then Anatomy (no crown: stop).
    Given a 2-player game
    And Alice's red pile is Colonialism
    And the age 3 pile is Translation
    And the age 4 pile is Navigation, Anatomy
    And the age 5 pile is Coal
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Colonialism
    Then Alice's blue pile is Translation
    And Alice's red pile is Colonialism
    And Alice's green pile is Navigation
    And Alice's yellow pile is Anatomy
    And Alice's hand is nothing
    And the junk pile holds Coal
    And the age 3 pile is nothing
    And the age 4 pile is nothing
    And the age 5 pile is nothing
    And it is Alice's turn 4 with one action used

  # --- Gunpowder ------------------------------------------------------------------------------

  @id:card-ul-gunpowder-takes-a-castle-card-shared-draw-and-score-a-2
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Gunpowder: a top card with a castle goes to my score pile, so every sharer and I draw and score a 2
    # Gunpowder features the factory: Alice shows 2, Bob none (affected), Carol 3 (shares).
    Given a 3-player game
    And Alice's red pile is Gunpowder
    And Bob's red pile is Archery
    And Bob's green pile is The Wheel
    And Carol's red pile is Coal
    And the age 2 pile is Calendar, Mathematics
    And the age 4 pile is Anatomy
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Gunpowder
    Then Bob must transfer 1 of Archery, The Wheel
    When Bob transfers The Wheel
    Then Alice's score pile is The Wheel, Mathematics
    And Alice's hand is Anatomy
    And Alice's red pile is Gunpowder
    And Bob's red pile is Archery
    And Bob's green pile is nothing
    And Bob's score pile is nothing
    And Carol's score pile is Calendar
    And Carol's red pile is Coal
    And Carol's hand is nothing
    And the age 2 pile is nothing
    And the age 4 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-gunpowder-no-transfer-no-draw @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Gunpowder: without a transfer by the demand, the second effect does nothing for anyone
    # Gunpowder features the factory: Alice shows 2, Bob none (affected; Writing has no castle),
    # Carol 3 (shares).
    Given a 3-player game
    And Alice's red pile is Gunpowder
    And Bob's blue pile is Writing
    And Carol's red pile is Coal
    And the age 2 pile is Calendar
    And the age 4 pile is Anatomy
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Gunpowder
    Then Alice's score pile is nothing
    And Alice's hand is nothing
    And Bob's blue pile is Writing
    And Carol's score pile is nothing
    And Carol's hand is nothing
    And the age 2 pile is Calendar
    And the age 4 pile is Anatomy
    And it is Alice's turn 4 with one action used

  # --- Invention ------------------------------------------------------------------------------

  @id:card-ul-invention-shared-left-to-right-score-a-4-and-wonder
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:special_achievements.conditions.Empire.icons=["castle","crown","leaf","lightbulb","factory","clock"]
  @assumes:cards.expansions=[]
  Scenario: Invention shared: a left splay turned right draws and scores a 4; five splayed colours, one still left, claim Wonder
    # Invention features the lightbulb: Alice shows 7, Bob 8 (shares). Alice's blue stays
    # splayed left: Wonder's own condition (right, up or aslant) is not met, Invention's is.
    Given a 2-player game
    And Alice's blue pile is Printing Press, Tools splayed left
    And Alice's red pile is Colonialism, Oars splayed up
    And Alice's green pile is Invention, Sailing splayed right
    And Alice's yellow pile is Perspective, Agriculture splayed left
    And Alice's purple pile is Reformation, Mysticism splayed up
    And Bob's blue pile is Experimentation, Writing splayed left
    And Bob's green pile is Paper
    And Bob's purple pile is Philosophy
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And the age 4 pile is Anatomy, Navigation, Enterprise
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Invention
    Then Bob may splay up to 1 of blue
    When Bob splays blue
    Then Bob's score pile is Anatomy
    And Alice may splay up to 1 of blue, yellow
    When Alice splays yellow
    Then Alice's score pile is Navigation
    And Alice's achievements are Wonder
    And Alice's hand is Enterprise
    And Alice's yellow pile is Perspective, Agriculture splayed right
    And Alice's blue pile is Printing Press, Tools splayed left
    And Bob's blue pile is Experimentation, Writing splayed right
    And Bob's achievements are nothing
    And Bob's hand is nothing
    And the special achievements are Monument, Empire, World, Universe
    And the age 4 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-invention-declined-unsplayed-colour-no-wonder @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:special_achievements.conditions.Empire.icons=["castle","crown","leaf","lightbulb","factory","clock"]
  Scenario: Invention: the splay declined scores nothing; one unsplayed colour means no Wonder
    # Invention features the lightbulb: Alice shows 7, Bob none. Alice's red pile is Colonialism
    # alone.
    Given a 2-player game
    And Alice's blue pile is Printing Press, Tools splayed left
    And Alice's red pile is Colonialism
    And Alice's green pile is Invention, Sailing splayed right
    And Alice's yellow pile is Perspective, Agriculture splayed left
    And Alice's purple pile is Reformation, Mysticism splayed up
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And the age 4 pile is Anatomy
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Invention
    Then Alice may splay up to 1 of blue, yellow
    When Alice declines
    Then Alice's blue pile is Printing Press, Tools splayed left
    And Alice's yellow pile is Perspective, Agriculture splayed left
    And Alice's score pile is nothing
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And the age 4 pile is Anatomy
    And it is Alice's turn 4 with one action used

  # --- Navigation -----------------------------------------------------------------------------

  @id:card-ul-navigation-takes-a-2-or-3-from-each-affected @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Navigation: each affected player gives a 2 or a 3 from the score pile; an equal crown count is spared
    # Navigation features the crown: Alice shows 3, Bob and Carol none (affected), Dave 3 (not
    # affected). Bob picks between his 2 and his 3; Carol's only 2 or 3 goes without a question.
    Given a 4-player game
    And Alice's green pile is Navigation
    And Bob's blue pile is Tools
    And Bob has Calendar, Optics, Agriculture, Anatomy in the score pile
    And Carol's red pile is Archery
    And Carol has Oars, Mathematics in the score pile
    And Dave's blue pile is Translation
    And Dave has Paper in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Navigation
    Then Bob must transfer 1 of Calendar, Optics
    When Bob transfers Optics
    Then Alice's score pile is Optics, Mathematics
    And Bob's score pile is Calendar, Agriculture, Anatomy
    And Carol's score pile is Oars
    And Dave's score pile is Paper
    And Alice's hand is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-navigation-no-2-or-3 @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Navigation: with no 2 or 3 in the score pile nothing moves
    # Navigation features the crown: Alice shows 3, Bob none (affected).
    Given a 2-player game
    And Alice's green pile is Navigation
    And Bob's blue pile is Tools
    And Bob has Agriculture, Anatomy in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Navigation
    Then Alice's score pile is nothing
    And Bob's score pile is Agriculture, Anatomy
    And it is Alice's turn 4 with one action used

  # --- Anatomy --------------------------------------------------------------------------------

  @id:card-ul-anatomy-returns-score-card-and-top-card-junks-the-4s @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Anatomy: a score card returned, then a top card of its value, junks the 4 deck; without such a top card nothing more
    # Anatomy features the leaf: Alice shows 3, Bob and Carol none (both affected). Bob returns
    # Calendar (2), then one of his top 2s: the 4 deck is junked. Carol returns her only score
    # card, a 3, without a question, and has no top card of value 3.
    Given a 3-player game
    And Alice's yellow pile is Anatomy
    And Bob's red pile is Archery
    And Bob's blue pile is Mathematics
    And Bob's purple pile is Philosophy, Mysticism
    And Bob has Oars, Calendar in the score pile
    And Carol's blue pile is Writing
    And Carol has Translation in the score pile
    And the age 1 pile is Tools
    And the age 2 pile is Monotheism
    And the age 3 pile is Paper
    And the age 4 pile is Colonialism, Gunpowder
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Anatomy
    Then Bob must return 1 of Oars, Calendar
    When Bob returns Calendar
    Then Bob must return 1 of Mathematics, Philosophy
    When Bob returns Philosophy
    Then the junk pile holds Colonialism, Gunpowder
    And Bob's score pile is Oars
    And Bob's red pile is Archery
    And Bob's blue pile is Mathematics
    And Bob's purple pile is Mysticism
    And Carol's score pile is nothing
    And Carol's blue pile is Writing
    And Alice's yellow pile is Anatomy
    And Alice's score pile is nothing
    And the age 1 pile is Tools
    And the age 2 pile is Monotheism, Calendar, Philosophy
    And the age 3 pile is Paper, Translation
    And the age 4 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-anatomy-empty-score-pile @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Anatomy: with an empty score pile nothing is returned and nothing junked
    # Anatomy features the leaf: Alice shows 3, Bob none (affected).
    Given a 2-player game
    And Alice's yellow pile is Anatomy
    And Bob's blue pile is Writing
    And the age 4 pile is Colonialism
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Anatomy
    Then Bob's blue pile is Writing
    And Bob's score pile is nothing
    And the junk pile holds nothing
    And the age 4 pile is Colonialism
    And it is Alice's turn 4 with one action used

  @id:card-ul-anatomy-equal-leaves-not-affected @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Anatomy: an opponent with as many leaves as the launcher is not affected
    # Anatomy features the leaf: Alice shows 3, Bob 3 (not affected). Had he been, Oars and then
    # Agriculture would have gone back and the 4 deck would be junked.
    Given a 2-player game
    And Alice's yellow pile is Anatomy
    And Bob's yellow pile is Agriculture
    And Bob has Oars in the score pile
    And the age 1 pile is Tools
    And the age 4 pile is Colonialism
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Anatomy
    Then Bob's yellow pile is Agriculture
    And Bob's score pile is Oars
    And the junk pile holds nothing
    And the age 1 pile is Tools
    And the age 4 pile is Colonialism
    And it is Alice's turn 4 with one action used

  # --- Perspective ----------------------------------------------------------------------------

  @id:card-ul-perspective-shared-return-then-score-per-colour-with-lightbulb
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Perspective shared: a card returned, then one card scored per colour showing a lightbulb, as many as the hand allows
    # Perspective features the lightbulb: Alice shows 6, Bob 6 (shares). Alice's lightbulbs show
    # in blue, red (through the up splay) and yellow: 3 cards. Bob's in purple, green and red: 3,
    # but only two cards are left in his hand, both scored without a question.
    Given a 2-player game
    And Alice's blue pile is Experimentation
    And Alice's red pile is Coal, Colonialism splayed up
    And Alice's yellow pile is Perspective
    And Alice's green pile is The Wheel
    And Alice has Oars, Sailing, Mathematics, Tools, Writing in hand
    And Bob's purple pile is Philosophy
    And Bob's green pile is Paper
    And Bob's red pile is Archery
    And Bob has Agriculture, Pottery, Clothing in hand
    And the age 1 pile is nothing
    And the age 5 pile is Banking
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Perspective
    Then Bob may return up to 1 of Agriculture, Pottery, Clothing
    When Bob returns Pottery
    Then Bob's score pile is Agriculture, Clothing
    And Bob's hand is nothing
    And Alice may return up to 1 of Oars, Sailing, Mathematics, Tools, Writing
    When Alice returns Oars
    Then Alice must score 3 of Sailing, Mathematics, Tools, Writing
    When Alice scores Tools, Mathematics, Sailing
    Then Alice's score pile is Tools, Mathematics, Sailing
    And Alice's hand is Writing, Banking
    And Alice's red pile is Coal, Colonialism splayed up
    And Bob's score pile is Agriculture, Clothing
    And Bob's hand is nothing
    And the age 1 pile is Pottery, Oars
    And the age 5 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-perspective-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Perspective: declining the return scores nothing
    # Perspective features the lightbulb: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's yellow pile is Perspective
    And Alice has Oars, Sailing in hand
    And the age 1 pile is Tools
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Perspective
    Then Alice may return up to 1 of Oars, Sailing
    When Alice declines
    Then Alice's hand is Oars, Sailing
    And Alice's score pile is nothing
    And the age 1 pile is Tools
    And it is Alice's turn 4 with one action used

  # --- Enterprise -----------------------------------------------------------------------------

  @id:card-ul-enterprise-takes-a-crown-card-affected-melds-a-4-shared-splay
  @assumes:actions.per_turn>=2 @assumes:dogma.icon_count_once=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Enterprise: a top non-purple card with a crown comes to my board and the affected player melds a 4; the green splay is shared
    # Enterprise features the crown: Alice shows 5, Bob 4 (affected), Carol 5 (shares). Bob's
    # purple Code of Laws is not offered. Alice declines her splay; Carol's splay earns her the bonus.
    Given a 3-player game
    And Alice's purple pile is Enterprise
    And Alice's green pile is Sailing, Clothing
    And Bob's red pile is Oars
    And Bob's yellow pile is Domestication
    And Bob's purple pile is Code of Laws
    And Carol's green pile is Navigation, Mapmaking
    And Carol's purple pile is City States
    And the age 4 pile is Colonialism, Gunpowder
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Enterprise
    Then Bob must transfer 1 of Oars, Domestication
    When Bob transfers Domestication
    Then Alice's yellow pile is Domestication
    And Bob's red pile is Colonialism, Oars
    And Carol may splay up to 1 of green
    When Carol splays green
    Then Alice may splay up to 1 of green
    When Alice declines
    Then Alice's hand is Gunpowder
    And Alice's green pile is Sailing, Clothing
    And Alice's yellow pile is Domestication
    And Alice's purple pile is Enterprise
    And Bob's red pile is Colonialism, Oars
    And Bob's yellow pile is nothing
    And Bob's purple pile is Code of Laws
    And Bob's hand is nothing
    And Carol's green pile is Navigation, Mapmaking splayed right
    And Carol's purple pile is City States
    And the age 4 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-enterprise-only-purple-crown-no-transfer-no-draw @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Enterprise: an affected player whose only top card with a crown is purple gives nothing and draws nothing
    # Enterprise features the crown: Alice shows 3, Bob 2 (affected; Tools has no crown).
    Given a 2-player game
    And Alice's purple pile is Enterprise
    And Bob's blue pile is Tools
    And Bob's purple pile is City States
    And the age 4 pile is Colonialism
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Enterprise
    Then Alice's purple pile is Enterprise
    And Alice's blue pile is nothing
    And Bob's blue pile is Tools
    And Bob's purple pile is City States
    And Bob's hand is nothing
    And the age 4 pile is Colonialism
    And it is Alice's turn 4 with one action used

  @id:card-ul-enterprise-equal-crowns-not-affected @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Enterprise: an opponent with as many crowns as the launcher keeps a top card with a crown
    # Enterprise features the crown: Alice shows 3, Bob 3 (not affected; he shares the splay but
    # has no green pile).
    Given a 2-player game
    And Alice's purple pile is Enterprise
    And Bob's blue pile is Writing
    And Bob's purple pile is City States
    And the age 4 pile is Colonialism
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Enterprise
    Then Alice's purple pile is Enterprise
    And Alice's blue pile is nothing
    And Bob's blue pile is Writing
    And Bob's purple pile is City States
    And Bob's hand is nothing
    And Alice's hand is nothing
    And the age 4 pile is Colonialism
    And it is Alice's turn 4 with one action used

  # --- Reformation ----------------------------------------------------------------------------

  @id:card-ul-reformation-shared-splay-then-tuck-per-splayed-colour
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Reformation shared: a splay right, then one card tucked per splayed colour on the board
    # Reformation features the leaf: Alice shows 6, Bob 7 (shares). Bob then has one splayed
    # colour: one card of two. Alice has two (blue left, purple right): two cards, both blue,
    # which she orders under her blue pile.
    Given a 2-player game
    And Alice's blue pile is Mathematics, Translation splayed left
    And Alice's yellow pile is Agriculture, Masonry
    And Alice's purple pile is Reformation, Mysticism
    And Alice has Oars, Tools, Writing, Pottery in hand
    And Bob's blue pile is Calendar
    And Bob's green pile is Clothing
    And Bob's yellow pile is Anatomy, Fermenting
    And Bob has Sailing, Archery in hand
    And the age 4 pile is Gunpowder
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Reformation
    Then Bob may splay up to 1 of yellow
    When Bob splays yellow
    Then Alice may splay up to 1 of yellow, purple
    When Alice splays purple
    Then Bob may accept or decline
    When Bob accepts
    Then Bob must tuck 1 of Sailing, Archery
    When Bob tucks Archery
    Then Alice may accept or decline
    When Alice accepts
    Then Alice must tuck 2 of Oars, Tools, Writing, Pottery
    When Alice tucks Writing then Tools
    Then Alice's hand is Oars, Pottery, Gunpowder
    And Alice's blue pile is Mathematics, Translation, Writing, Tools splayed left
    And Alice's yellow pile is Agriculture, Masonry
    And Alice's purple pile is Reformation, Mysticism splayed right
    And Bob's hand is Sailing
    And Bob's red pile is Archery
    And Bob's yellow pile is Anatomy, Fermenting splayed right
    And Bob's blue pile is Calendar
    And Bob's green pile is Clothing
    And the age 4 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-reformation-declined-and-nothing-to-ask @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  Scenario: Reformation: nothing left to splay asks nothing; a sharer with no splayed colour tucks nothing; the tuck declined
    # Reformation features the leaf: Alice shows 3, Bob 3 (shares). Bob has no pile of two cards,
    # Alice's purple is already splayed right: no splay question. Bob has no splayed colour.
    Given a 2-player game
    And Alice's purple pile is Reformation, Mysticism splayed right
    And Alice has Oars, Tools in hand
    And Bob's yellow pile is Agriculture
    And Bob has Writing in hand
    And the age 4 pile is Gunpowder
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Reformation
    Then Alice may accept or decline
    When Alice declines
    Then Alice's hand is Oars, Tools
    And Alice's purple pile is Reformation, Mysticism splayed right
    And Bob's hand is Writing
    And Bob's yellow pile is Agriculture
    And the age 4 pile is Gunpowder
    And it is Alice's turn 4 with one action used
