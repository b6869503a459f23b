# The age-3 cards of the fourth-edition set, each effect and branch, from exact positions.
# Card texts: engine/data/cards/base-ultimate.json (our own words, with its glossary of terms);
# rulebook terms: innovation-ultimate.es.txt. Every supply pile a scenario draws from or returns
# to is listed; the icon counts that decide who shares or who is affected are in the comments.
# A choice of several cards to the same place in an order that shows (returned under one deck,
# melded onto one pile) is answered with the cards in the order they move.
@ultimate
Feature: Age 3 fourth-edition cards

  # --- Alchemy ------------------------------------------------------------------------------

  @id:card-ul-alchemy-shared-red-returns-hand
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Alchemy shared: a red 4 drawn makes the sharer return the whole hand; the launcher melds and scores
    # Alchemy features the castle: Alice shows 5, Bob 6 (shares). Bob's red and green piles show
    # a castle: two 4s, one of them red (Colonialism), so his whole hand goes back. Alice's blue
    # and yellow piles show a castle: two 4s, neither red.
    Given a 2-player game
    And Alice's blue pile is Alchemy
    And Alice's yellow pile is Masonry
    And Alice has Oars in hand
    And Bob's red pile is Metalworking
    And Bob's green pile is The Wheel
    And Bob has Sailing in hand
    And the age 1 pile is nothing
    And the age 4 pile is Colonialism, Navigation, Perspective, Invention
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Alchemy
    Then Bob's hand is Sailing, Colonialism, Navigation
    When Bob returns Navigation then Sailing then Colonialism
    Then Bob's hand is nothing
    And Alice's hand is Oars, Perspective, Invention
    And Alice must meld 1 of Oars, Perspective, Invention
    When Alice melds Invention
    Then Alice must score 1 of Oars, Perspective
    When Alice scores Oars
    Then Alice's hand is Perspective, Navigation
    And Alice's score pile is Oars
    And Alice's blue pile is Alchemy
    And Alice's yellow pile is Masonry
    And Alice's green pile is Invention
    And Bob's hand is nothing
    And Bob's score pile is nothing
    And Bob's red pile is Metalworking
    And Bob's green pile is The Wheel
    And the age 1 pile is Sailing
    And the age 4 pile is Colonialism
    And it is Alice's turn 4 with one action used

  @id:card-ul-alchemy-counts-colours-with-castle @ultimate-figures
  @assumes:splay.revealed.left=["bottom_right"]
  @assumes:actions.per_turn>=2
  Scenario: Alchemy draws once per colour showing a castle, a splayed pile included, not per three castles
    # Alchemy features the castle: Alice shows 3, Bob none (Bob neither shares nor is asked).
    # Alice's castles show in two colours (blue, and yellow through the left splay): two 4s.
    Given a 2-player game
    And Alice's blue pile is Alchemy
    And Alice's yellow pile is Agriculture, Masonry splayed left
    And the age 4 pile is Perspective, Invention
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Alchemy
    Then Alice must meld 1 of Perspective, Invention
    When Alice melds Perspective
    Then Alice's hand is nothing
    And Alice's score pile is Invention
    And Alice's blue pile is Alchemy
    And Alice's yellow pile is Perspective, Agriculture, Masonry splayed left
    And Bob's board is empty
    And Bob's hand is nothing
    And the age 4 pile is nothing
    And it is Alice's turn 4 with one action used

  # --- Translation ----------------------------------------------------------------------------

  @id:card-ul-translation-melds-score-pile-and-claims-world @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Translation: the sharer declines, the launcher melds the whole score pile in order and claims World
    # Translation features the crown: Alice shows 3, Bob 3 (shares). Bob's Pottery has no crown,
    # so he claims nothing.
    Given a 2-player game
    And Alice's blue pile is Translation
    And Alice has Oars, Archery, Sailing in the score pile
    And Bob's purple pile is Code of Laws
    And Bob's green pile is Clothing
    And Bob's blue pile is Pottery
    And Bob has Tools in the score pile
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Translation
    Then Bob may accept or decline
    When Bob declines
    Then Alice may accept or decline
    When Alice accepts
    When Alice melds Archery then Sailing then Oars
    Then Alice's score pile is nothing
    And Alice's red pile is Oars, Archery
    And Alice's green pile is Sailing
    And Alice's blue pile is Translation
    And Alice's achievements are World
    And Alice's hand is nothing
    And Bob's score pile is Tools
    And Bob's blue pile is Pottery
    And Bob's achievements are nothing
    And the special achievements are Monument, Empire, Wonder, Universe
    And it is Alice's turn 4 with one action used

  @id:card-ul-translation-sharer-claims-world-first
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Translation: the sharer melds a single card and claims World before the launcher can
    # Translation features the crown: Alice shows 3, Bob 4 (shares). Alice's score pile is empty:
    # she is not asked. Bob melded, so Alice draws the sharing bonus, a 3.
    Given a 2-player game
    And Alice's blue pile is Translation
    And Bob's purple pile is Code of Laws
    And Bob's green pile is Sailing
    And Bob has Oars in the score pile
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And the age 3 pile is Optics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Translation
    Then Bob may accept or decline
    When Bob accepts
    Then Bob's red pile is Oars
    And Bob's score pile is nothing
    And Bob's achievements are World
    And Alice's achievements are nothing
    And Alice's hand is Optics
    And Alice's blue pile is Translation
    And the age 3 pile is nothing
    And the special achievements are Monument, Empire, Wonder, Universe
    And it is Alice's turn 4 with one action used

  # --- Engineering ----------------------------------------------------------------------------

  @id:card-ul-engineering-takes-top-castle-cards-shared-splay
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Engineering takes each top card with a castle, one per colour, then the red splay is shared
    # Engineering features the castle: Alice shows 5, Bob 3 (affected), Carol 6 (shares).
    # Bob's Tools and Oars have a castle, Sailing none; Archery, uncovered by Oars, stays.
    Given a 3-player game
    And Alice's red pile is Engineering, Metalworking
    And Alice's yellow pile is Masonry
    And Bob's blue pile is Tools
    And Bob's red pile is Oars, Archery
    And Bob's green pile is Sailing
    And Carol's red pile is Construction, Road Building
    And Carol's purple pile is Mysticism
    And the age 3 pile is Optics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Engineering
    Then Alice's score pile is Tools, Oars
    And Bob's red pile is Archery
    And Bob's blue pile is nothing
    And Carol may splay up to 1 of red
    When Carol splays red
    Then Alice may splay up to 1 of red
    When Alice splays red
    Then Alice's red pile is Engineering, Metalworking splayed left
    And Alice's yellow pile is Masonry
    And Alice's hand is Optics
    And Alice's score pile is Tools, Oars
    And Bob's green pile is Sailing
    And Carol's red pile is Construction, Road Building splayed left
    And Carol's purple pile is Mysticism
    And Carol's score pile is nothing
    And the age 3 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-engineering-nothing-to-take-splay-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Engineering: no top card with a castle, nothing moves; the launcher declines the splay
    # Engineering features the castle: Alice shows 2, Bob none (affected; Sailing has no castle).
    Given a 2-player game
    And Alice's red pile is Engineering, Metalworking
    And Bob's green pile is Sailing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Engineering
    Then Alice may splay up to 1 of red
    When Alice declines
    Then Alice's red pile is Engineering, Metalworking
    And Alice's score pile is nothing
    And Alice's hand is nothing
    And Bob's green pile is Sailing
    And it is Alice's turn 4 with one action used

  # --- Optics ---------------------------------------------------------------------------------

  @id:card-ul-optics-shared-crown-scores-a-4-else-gives-a-score-card
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Optics shared: a melded 3 with a crown scores a 4; one without gives a score card to the one lower opponent
    # Optics features the crown: Alice shows 3, Bob 4 (shares), Carol none. Bob melds Translation
    # (a crown) and scores Navigation. Alice melds Alchemy (no crown): her score is 3, Bob's is
    # now 4 and Carol's 0, so Carol, the only opponent lower than her, is taken without a question.
    Given a 3-player game
    And Alice's red pile is Optics
    And Alice has Tools, Calendar in the score pile
    And Bob's green pile is Sailing
    And Bob's purple pile is Code of Laws
    And the age 3 pile is Translation, Alchemy, Paper
    And the age 4 pile is Navigation
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Optics
    Then Bob's blue pile is Translation
    And Bob's score pile is Navigation
    And Alice's blue pile is Alchemy
    And Alice must transfer 1 of Tools, Calendar
    When Alice transfers Calendar
    Then Alice's score pile is Tools
    And Alice's hand is Paper
    And Alice's red pile is Optics
    And Alice's blue pile is Alchemy
    And Bob's hand is nothing
    And Bob's score pile is Navigation
    And Bob's blue pile is Translation
    And Bob's green pile is Sailing
    And Bob's purple pile is Code of Laws
    And Carol's score pile is Calendar
    And Carol's board is empty
    And the age 3 pile is nothing
    And the age 4 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-optics-launcher-picks-the-lower-opponent @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Optics: with two opponents scoring lower, the launcher picks which one receives the card
    # Optics features the crown: Alice shows 3, Bob and Carol none. Alchemy has no crown; both
    # opponents score 0, lower than Alice's 1. The opponents are offered by name. Alice's single score card then moves without a question.
    Given a 3-player game
    And Alice's red pile is Optics
    And Alice has Tools in the score pile
    And the age 3 pile is Alchemy
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Optics
    Then Alice must choose 1 of Bob, Carol
    When Alice chooses Carol
    Then Carol's score pile is Tools
    And Bob's score pile is nothing
    And Alice's score pile is nothing
    And Alice's red pile is Optics
    And Alice's blue pile is Alchemy
    And Alice's hand is nothing
    And the age 3 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-optics-equal-score-is-not-lower @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Optics: an opponent with the same score is not lower, so no score card moves
    # Optics features the crown: Alice shows 3, Bob none. Alchemy has no crown; Bob's score (1)
    # equals Alice's (1).
    Given a 2-player game
    And Alice's red pile is Optics
    And Alice has Tools in the score pile
    And Bob's blue pile is Pottery
    And Bob has Oars in the score pile
    And the age 3 pile is Alchemy, Paper
    And the age 4 pile is Navigation
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Optics
    Then Alice's score pile is Tools
    And Bob's score pile is Oars
    And Alice's blue pile is Alchemy
    And Alice's red pile is Optics
    And Alice's hand is nothing
    And the age 3 pile is Paper
    And the age 4 pile is Navigation
    And it is Alice's turn 4 with one action used

  # --- Compass --------------------------------------------------------------------------------

  @id:card-ul-compass-gives-a-leaf-card-then-melds-one-without @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Compass: the affected player gives a top non-green card with a leaf, then melds my top card without a leaf
    # Compass features the crown: Alice shows 3, Bob 1 (affected). Bob's green Clothing is not
    # offered. Once Pottery covers Writing, Archery is Alice's only top card without a leaf, so
    # Bob melds it without a question.
    Given a 2-player game
    And Alice's green pile is Compass
    And Alice's blue pile is Writing
    And Alice's red pile is Archery
    And Bob's yellow pile is Agriculture
    And Bob's blue pile is Pottery
    And Bob's green pile is Clothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Compass
    Then Bob must transfer 1 of Pottery, Agriculture
    When Bob transfers Pottery
    Then Alice's blue pile is Pottery, Writing
    And Alice's green pile is Compass
    And Alice's red pile is nothing
    And Bob's red pile is Archery
    And Bob's yellow pile is Agriculture
    And Bob's green pile is Clothing
    And Bob's blue pile is nothing
    And Alice's hand is nothing
    And Bob's hand is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-compass-nothing-to-give-still-melds @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Compass: with nothing to give, each affected player still melds one of my top cards without a leaf
    # Compass features the crown: Alice shows 3, Bob and Carol none (both affected). Bob picks
    # Writing; Archery is then the only one left for Carol.
    Given a 3-player game
    And Alice's green pile is Compass
    And Alice's blue pile is Writing
    And Alice's red pile is Archery
    And Bob's red pile is Metalworking
    And Carol's purple pile is Mysticism
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Compass
    Then Bob must meld 1 of Writing, Archery
    When Bob melds Writing
    Then Alice's green pile is Compass
    And Alice's blue pile is nothing
    And Alice's red pile is nothing
    And Bob's blue pile is Writing
    And Bob's red pile is Metalworking
    And Carol's red pile is Archery
    And Carol's purple pile is Mysticism
    And it is Alice's turn 4 with one action used

  @id:card-ul-compass-equal-crowns-not-affected @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Compass: an opponent with as many crowns as the launcher is not affected
    # Compass features the crown: Alice shows 2, Bob 2 (not affected, and a demand is not shared).
    Given a 2-player game
    And Alice's green pile is Compass
    And Alice's red pile is Archery
    And Bob's green pile is Sailing
    And Bob's yellow pile is Agriculture
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Compass
    Then Alice's green pile is Compass
    And Alice's red pile is Archery
    And Alice's yellow pile is nothing
    And Bob's green pile is Sailing
    And Bob's yellow pile is Agriculture
    And Bob's red pile is nothing
    And it is Alice's turn 4 with one action used

  # --- Paper ----------------------------------------------------------------------------------

  @id:card-ul-paper-shared-splay-score-leaf-and-draw-per-left-splay
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=[]
  Scenario: Paper shared: a splay, then each scores a top card with a leaf and draws a 4 per colour splayed left
    # Paper features the lightbulb: Alice shows 4, Bob 5 (shares). Bob's green and blue piles are
    # single cards: he is not asked to splay. Bob scores Clothing, his one top card with a leaf,
    # and has one colour splayed left (purple). Alice has blue splayed left after her splay.
    Given a 2-player game
    And Alice's green pile is Paper, Sailing
    And Alice's blue pile is Writing, Pottery
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Code of Laws
    And Bob's blue pile is Tools
    And Bob's purple pile is Philosophy, City States splayed left
    And Bob's green pile is Clothing
    And the age 3 pile is Alchemy
    And the age 4 pile is Colonialism, Invention
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Paper
    Then Alice may splay up to 1 of green, blue
    When Alice splays blue
    Then Bob's score pile is Clothing
    And Bob's hand is Colonialism
    And Alice must score 1 of Agriculture, Code of Laws
    When Alice scores Code of Laws
    Then Alice's hand is Invention, Alchemy
    And Alice's score pile is Code of Laws
    And Alice's green pile is Paper, Sailing
    And Alice's blue pile is Writing, Pottery splayed left
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is nothing
    And Bob's hand is Colonialism
    And Bob's score pile is Clothing
    And Bob's blue pile is Tools
    And Bob's purple pile is Philosophy, City States splayed left
    And Bob's green pile is nothing
    And the age 3 pile is nothing
    And the age 4 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-paper-scoring-a-top-card-unsplays-before-the-count @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  Scenario: Paper: scoring a top card can leave its pile a single card, unsplayed, before the colours are counted
    # Paper features the lightbulb: Alice shows 2, Bob none. Both of Alice's piles are already
    # splayed left: no splay question. Pottery is her only top card with a leaf; scoring it
    # leaves Writing alone and unsplayed, so only green counts: one 4.
    Given a 2-player game
    And Alice's green pile is Paper, Sailing splayed left
    And Alice's blue pile is Pottery, Writing splayed left
    And the age 4 pile is Colonialism, Invention
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Paper
    Then Alice's hand is Colonialism
    And Alice's score pile is Pottery
    And Alice's green pile is Paper, Sailing splayed left
    And Alice's blue pile is Writing
    And the age 4 pile is Invention
    And it is Alice's turn 4 with one action used

  @id:card-ul-paper-no-leaf-top-card-no-draw @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Paper: with no top card that has a leaf nothing is scored, so nothing is drawn despite a left splay
    # Paper features the lightbulb: Alice shows 2 (Sailing's splayed slot has a leaf, but Sailing
    # is not a top card), Bob none.
    Given a 2-player game
    And Alice's green pile is Paper, Sailing splayed left
    And the age 4 pile is Colonialism
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Paper
    Then Alice's hand is nothing
    And Alice's score pile is nothing
    And Alice's green pile is Paper, Sailing splayed left
    And the age 4 pile is Colonialism
    And it is Alice's turn 4 with one action used

  @id:card-ul-paper-splay-declined-scores-and-draws-none @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Paper: the splay declined, a top card with a leaf is scored and no colour is splayed left, so no 4
    # Paper features the lightbulb: Alice shows 2, Bob none. Agriculture is Alice's only top card
    # with a leaf: scored without a question.
    Given a 2-player game
    And Alice's green pile is Paper, Sailing
    And Alice's yellow pile is Agriculture
    And the age 4 pile is Colonialism
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Paper
    Then Alice may splay up to 1 of green
    When Alice declines
    Then Alice's score pile is Agriculture
    And Alice's hand is nothing
    And Alice's green pile is Paper, Sailing
    And Alice's yellow pile is nothing
    And the age 4 pile is Colonialism
    And it is Alice's turn 4 with one action used

  # --- Machinery ------------------------------------------------------------------------------

  @id:card-ul-machinery-exchanges-hands-scores-a-castle-splays-red @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Machinery: the affected hand is exchanged for my highest cards; I score a card with a castle and splay red
    # Machinery features the leaf: Alice shows 2, Bob none (affected). Alice's highest hand cards
    # are the two 2s; Oars stays with her.
    Given a 2-player game
    And Alice's yellow pile is Machinery
    And Alice's red pile is Archery, Metalworking
    And Alice has Calendar, Mathematics, Oars in hand
    And Bob has Tools, Sailing in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Machinery
    Then Bob's hand is Calendar, Mathematics
    And Alice's hand is Oars, Tools, Sailing
    And Alice must score 1 of Oars, Tools
    When Alice scores Tools
    Then Alice may splay up to 1 of red
    When Alice splays red
    Then Alice's hand is Oars, Sailing
    And Alice's score pile is Tools
    And Alice's yellow pile is Machinery
    And Alice's red pile is Archery, Metalworking splayed left
    And Bob's hand is Calendar, Mathematics
    And Bob's score pile is nothing
    And Bob's board is empty
    And it is Alice's turn 4 with one action used

  @id:card-ul-machinery-shared-score-and-splay
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Machinery shared: the sharer scores a castle card and splays red; the launcher has neither to do
    # Machinery features the leaf: Alice shows 2, Bob 2 (shares, so not affected). Domestication
    # is Bob's one card with a castle: scored without a question. Alice has no castle card in hand
    # and no red pile.
    Given a 2-player game
    And Alice's yellow pile is Machinery
    And Alice has Writing in hand
    And Bob's green pile is Clothing
    And Bob's red pile is Oars, Archery
    And Bob has Domestication in hand
    And the age 3 pile is Optics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Machinery
    Then Bob's score pile is Domestication
    And Bob may splay up to 1 of red
    When Bob splays red
    Then Bob's red pile is Oars, Archery splayed left
    And Bob's green pile is Clothing
    And Bob's hand is nothing
    And Alice's hand is Writing, Optics
    And Alice's score pile is nothing
    And Alice's yellow pile is Machinery
    And the age 3 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-machinery-empty-hand-still-receives-splay-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Machinery: an empty hand still receives my highest card; nothing left to score; the splay declined
    # Machinery features the leaf: Alice shows 2, Bob none (affected). Bob's empty hand is
    # exchanged for Tools, Alice's only card.
    Given a 2-player game
    And Alice's yellow pile is Machinery
    And Alice's red pile is Archery, Oars
    And Alice has Tools in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Machinery
    Then Bob's hand is Tools
    And Alice's hand is nothing
    And Alice may splay up to 1 of red
    When Alice declines
    Then Alice's red pile is Archery, Oars
    And Alice's score pile is nothing
    And Alice's hand is nothing
    And Bob's hand is Tools
    And Bob's score pile is nothing
    And it is Alice's turn 4 with one action used

  # --- Medicine -------------------------------------------------------------------------------

  @id:card-ul-medicine-exchanges-highest-for-lowest-junks-a-3-or-4 @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @assumes:cards.readings.medicine_lowest_tie=launcher
  Scenario: Medicine: the affected highest score card for my lowest, each picking among ties; then a 3 or 4 achievement junked
    # Medicine features the leaf: Alice shows 2, Bob none (affected).
    Given a 2-player game
    And Alice's yellow pile is Medicine
    And Alice has Tools, Writing, Calendar in the score pile
    And Bob has Optics, Compass, Oars in the score pile
    And the standard achievements are Education, Invention, Coal
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Medicine
    Then Bob must exchange 1 of Optics, Compass
    When Bob chooses Compass
    Then Alice must exchange 1 of Tools, Writing
    When Alice exchanges Writing
    Then Alice's score pile is Tools, Calendar, Compass
    And Bob's score pile is Optics, Oars, Writing
    And Alice must choose 1 of 3, 4
    When Alice chooses 4
    Then the standard achievements are ages 3, 5
    And the junk pile holds Invention
    And Alice's score pile is Tools, Calendar, Compass
    And Bob's score pile is Optics, Oars, Writing
    And Alice's achievements are nothing
    And Alice's hand is nothing
    And it is Alice's turn 4 with one action used

  # The other reading of Medicine's text (the variant's dispute on
  # cards.readings.medicine_lowest_tie): the affected player also picks among the launcher's tied
  # lowest cards. A house variant of the variant plays it.

  @id:card-ul-medicine-affected-player-picks-the-launchers-lowest @needs:resolved_variant @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @assumes:cards.readings.medicine_lowest_tie=affected-player
  Scenario: Medicine read with the affected player choosing both cards: Bob picks his highest and Alice's lowest
    # The position of the scenario above: Bob picks Compass among his 3s and Tools among Alice's
    # 1s (Alice is not asked), and Tools and Compass change places.
    Given a house variant of it sets cards.readings.medicine_lowest_tie to "affected-player"
    And a 2-player game
    And Alice's yellow pile is Medicine
    And Alice has Tools, Writing, Calendar in the score pile
    And Bob has Optics, Compass, Oars in the score pile
    And the standard achievements are Education, Invention, Coal
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Medicine
    And Bob exchanges Compass, Tools
    Then Alice's score pile is Writing, Calendar, Compass
    And Bob's score pile is Optics, Oars, Tools
    And Alice must choose 1 of 3, 4
    When Alice chooses 3
    Then the standard achievements are ages 4, 5
    And the junk pile holds Education
    And it is Alice's turn 4 with one action used

  @id:card-ul-medicine-one-side-empty-and-shared-junk
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Medicine: an empty score pile still receives my lowest card; the sharer junks first, the launcher junks the last one unasked
    # Medicine features the leaf: Alice shows 2, Bob 2 (shares), Carol none (affected). Carol has
    # no score card; Alice's Tools goes to her anyway.
    Given a 3-player game
    And Alice's yellow pile is Medicine
    And Alice has Tools in the score pile
    And Bob's green pile is Clothing
    And the standard achievements are Education, Invention
    And the age 3 pile is Optics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Medicine
    Then Carol's score pile is Tools
    And Alice's score pile is nothing
    And Bob must choose 1 of 3, 4
    When Bob chooses 3
    Then the standard achievements are ages nothing
    And the junk pile holds Education, Invention
    And Alice's hand is Optics
    And Bob's hand is nothing
    And Bob's score pile is nothing
    And Bob's achievements are nothing
    And Alice's achievements are nothing
    And the age 3 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-medicine-no-3-or-4-achievement-left @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Medicine: with no available achievement of value 3 or 4, nothing is junked; an opponent with as many leaves is not affected
    # Medicine features the leaf: Alice shows 2, Bob 2 (shares, not affected). Nobody changes
    # anything, so there is no sharing bonus.
    Given a 2-player game
    And Alice's yellow pile is Medicine
    And Alice has Tools in the score pile
    And Bob's green pile is Clothing
    And Bob has Optics in the score pile
    And the standard achievements are Mathematics, Coal
    And the age 3 pile is Paper
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Medicine
    Then Alice's score pile is Tools
    And Bob's score pile is Optics
    And the standard achievements are ages 2, 5
    And the junk pile holds nothing
    And Alice's hand is nothing
    And the age 3 pile is Paper
    And it is Alice's turn 4 with one action used

  # --- Education ------------------------------------------------------------------------------

  @id:card-ul-education-shared-return-highest-draw-two-above
  @assumes:actions.per_turn>=2 @assumes:dogma.missing_value=0 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Education shared: each returns the highest score card and draws 2 above the highest left (a 2 from an emptied pile)
    # Education features the lightbulb: Alice shows 3, Bob 3 (shares). Bob's pile is then empty:
    # he draws a 2. Alice keeps Optics (3) and Oars: she draws a 5.
    Given a 2-player game
    And Alice's purple pile is Education
    And Alice has Optics, Compass, Oars in the score pile
    And Bob's blue pile is Tools
    And Bob's red pile is Archery
    And Bob has Writing in the score pile
    And the age 1 pile is nothing
    And the age 2 pile is Calendar
    And the age 3 pile is Paper
    And the age 5 pile is Coal
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Education
    Then Bob may return up to 1 of Writing
    When Bob returns Writing
    Then Bob's hand is Calendar
    And Bob's score pile is nothing
    And Alice may return up to 1 of Optics, Compass
    When Alice returns Compass
    Then Alice's hand is Coal, Paper
    And Alice's score pile is Optics, Oars
    And Alice's purple pile is Education
    And Bob's hand is Calendar
    And Bob's score pile is nothing
    And the age 1 pile is Writing
    And the age 2 pile is nothing
    And the age 3 pile is Compass
    And the age 5 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-education-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Education: declining the return changes nothing
    # Education features the lightbulb: Alice shows 3, Bob none.
    Given a 2-player game
    And Alice's purple pile is Education
    And Alice has Optics, Oars in the score pile
    And the age 3 pile is Paper
    And the age 5 pile is Coal
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Education
    Then Alice may return up to 1 of Optics
    When Alice declines
    Then Alice's score pile is Optics, Oars
    And Alice's hand is nothing
    And the age 3 pile is Paper
    And the age 5 pile is Coal
    And it is Alice's turn 4 with one action used

  # --- Feudalism ------------------------------------------------------------------------------

  @id:card-ul-feudalism-castle-card-junks-specials-shared-splay-draws
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Feudalism: a card with a castle given junks every available special achievement; the shared splay draws a 3
    # Feudalism features the castle: Alice shows 2, Bob none (affected), Carol 6 (shares). Bob
    # picks between his two cards with a castle. The Wonder Alice holds is not junked.
    Given a 3-player game
    And Alice's purple pile is Feudalism, Mysticism
    And Alice has achievements Wonder
    And Bob has Oars, Sailing, Tools in hand
    And Carol's red pile is Metalworking
    And Carol's yellow pile is Masonry, Agriculture
    And the special achievements are Monument, Empire, World, Universe
    And the age 3 pile is Optics, Paper, Alchemy
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Feudalism
    Then Bob must transfer 1 of Oars, Tools
    When Bob transfers Tools
    Then Alice's hand is Tools
    And the special achievements are nothing
    And the junk pile holds Monument, Empire, World, Universe
    And Carol may splay up to 1 of yellow
    When Carol splays yellow
    Then Carol's hand is Optics
    And Alice may splay up to 1 of purple
    When Alice splays purple
    Then Alice's hand is Tools, Paper, Alchemy
    And Alice's achievements are Wonder
    And Alice's purple pile is Feudalism, Mysticism splayed left
    And Bob's hand is Oars, Sailing
    And Carol's hand is Optics
    And Carol's red pile is Metalworking
    And Carol's yellow pile is Masonry, Agriculture splayed left
    And the special achievements are nothing
    And the junk pile holds Monument, Empire, World, Universe
    And the age 3 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-feudalism-no-castle-card-splay-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Feudalism: no card with a castle to give junks nothing; the splay declined draws nothing
    # Feudalism features the castle: Alice shows 2, Bob none (affected; Sailing has no castle).
    Given a 2-player game
    And Alice's purple pile is Feudalism, Mysticism
    And Bob has Sailing in hand
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And the age 3 pile is Optics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Feudalism
    Then Alice may splay up to 1 of purple
    When Alice declines
    Then Alice's purple pile is Feudalism, Mysticism
    And Alice's hand is nothing
    And Bob's hand is Sailing
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And the junk pile holds nothing
    And the age 3 pile is Optics
    And it is Alice's turn 4 with one action used
