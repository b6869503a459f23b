# The age-3 base cards, each effect and branch, from exact positions: Alchemy, Translation,
# Engineering, Optics, Compass, Paper, Machinery, Medicine, Education and Feudalism.
# Card texts: engine/data/cards/base.json (our own words); rulebook terms: innovation-deluxe.pt.txt,
# Termos e Conceitos Importantes. Feudalism's demand reads differently in the two editions (the
# third edition unsplays the giver's pile of the given card's colour): one scenario per wording.
# Icon counts are the visible icons of the card's featured icon; piles are listed top card first.
Feature: Age 3 base cards

  # --- Alchemy ------------------------------------------------------------------------------------

  @id:card-base-alchemy-no-red-drawn-then-meld-and-score
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Alchemy with eight castles draws two 4s, neither red, so they stay; then a meld and a score from hand
    # Alchemy features the castle: Alice shows 8 (two 4s: floor 8/3), Bob none.
    Given a 2-player game
    And Alice's blue pile is Alchemy
    And Alice's yellow pile is Masonry
    And Alice's red pile is Metalworking
    And Alice has Oars in hand
    And the age 4 pile is Experimentation, Invention
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Alchemy
    Then Alice must meld 1 of Oars, Experimentation, Invention
    When Alice melds Invention
    Then Alice must score 1 of Oars, Experimentation
    When Alice scores Oars
    Then Alice's hand is Experimentation
    And Alice's score pile is Oars
    And Alice's green pile is Invention
    And Alice's blue pile is Alchemy
    And the age 4 pile is nothing
    And Bob's hand is nothing
    And Bob's board is empty
    And it is Alice's turn 4 with one action used

  @id:card-base-alchemy-shared-red-returns-whole-hand
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Alchemy shared: a red 4 among the sharer's draws sends the whole hand back, the launcher's yellow 4 stays
    # Alchemy features the castle: Alice shows 5 (one 4), Bob 6 (two 4s) and shares.
    Given a 2-player game
    And Alice's blue pile is Alchemy
    And Alice's yellow pile is Masonry
    And Alice has Oars in hand
    And Bob's red pile is Metalworking
    And Bob's green pile is The Wheel
    And Bob has Sailing in hand
    And the age 1 pile is Tools
    And the age 4 pile is Colonialism, Navigation, Perspective
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Alchemy
    # Bob drew Colonialism (red) and Navigation: Sailing goes back alone, the two 4s in his order.
    When Bob returns Navigation then Colonialism
    Then Bob's hand is nothing
    And Alice's hand is Oars, Perspective
    And Alice must meld 1 of Oars, Perspective
    When Alice melds Perspective
    # Alice's only card left, Oars, is scored; Bob's hand is empty: the sharing bonus is a 4.
    Then Alice's yellow pile is Perspective, Masonry
    And Alice's score pile is Oars
    And Alice's hand is Navigation
    And Bob's red pile is Metalworking
    And Bob's green pile is The Wheel
    And Bob's score pile is nothing
    And the age 1 pile is Tools, Sailing
    And the age 4 pile is Colonialism
    And it is Alice's turn 4 with one action used

  @id:card-base-alchemy-two-castles-draw-nothing
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Alchemy with two castles draws no 4; the meld and the score still happen
    # Alchemy features the castle: Alice shows 2 (no draw), Bob none.
    Given a 2-player game
    And Alice's blue pile is Alchemy
    And Alice has Tools, Sailing in hand
    And Bob's blue pile is Writing
    And the age 4 pile is Experimentation
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Alchemy
    Then Alice must meld 1 of Tools, Sailing
    When Alice melds Sailing
    Then Alice's green pile is Sailing
    And Alice's score pile is Tools
    And Alice's hand is nothing
    And the age 4 pile is Experimentation
    And Bob's blue pile is Writing
    And Bob's hand is nothing
    And it is Alice's turn 4 with one action used

  # --- Translation --------------------------------------------------------------------------------

  @id:card-base-translation-meld-score-pile-then-world
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Translation: the sharer declines, Alice melds her whole score pile in her order and then claims World
    # Translation features the crown: Alice shows 3, Bob 3 and shares. Bob's Pottery has no crown,
    # so Bob claims nothing.
    Given a 2-player game
    And Alice's blue pile is Translation
    And Alice has Oars, Archery, Sailing in the score pile
    And Bob's purple pile is Code of Laws
    And Bob's green pile is Clothing
    And Bob's blue pile is Pottery
    And Bob has Tools in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Translation
    Then Bob may accept or decline
    When Bob declines
    Then Alice may accept or decline
    When Alice accepts
    When Alice melds Archery then Sailing then Oars
    Then Alice's red pile is Oars, Archery
    And Alice's green pile is Sailing
    And Alice's blue pile is Translation
    And Alice's score pile is nothing
    And Alice's achievements are World
    And the special achievements are Monument, Empire, Wonder, Universe
    And Bob's score pile is Tools
    And Bob's achievements are nothing
    And Bob's blue pile is Pottery
    And Alice's hand is nothing
    And nobody gets the sharing bonus
    And it is Alice's turn 4 with one action used

  @id:card-base-translation-sharer-claims-world-first
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Translation: a sharer whose top cards all bear a crown claims World before the launcher
    # Translation features the crown: Alice shows 3, Bob 3 (Code of Laws 2, Domestication 1) and shares.
    # Neither has a score pile: nothing to meld, nothing asked.
    Given a 2-player game
    And Alice's blue pile is Translation
    And Bob's purple pile is Code of Laws
    And Bob's yellow pile is Domestication
    And the age 3 pile is Optics, Medicine
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Translation
    Then Bob's achievements are World
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, Wonder, Universe
    And Alice's hand is Optics
    And the age 3 pile is Medicine
    And it is Alice's turn 4 with one action used

  @id:card-base-translation-declined-no-world-without-crown
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Translation declined; a top card without a crown (Mysticism) keeps World out of reach
    # Translation features the crown: Alice shows 3, Bob 1.
    Given a 2-player game
    And Alice's blue pile is Translation
    And Alice's purple pile is Mysticism
    And Alice has Sailing in the score pile
    And Bob's green pile is Clothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Translation
    Then Alice may accept or decline
    When Alice declines
    Then Alice's score pile is Sailing
    And Alice's purple pile is Mysticism
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 4 with one action used

  # --- Engineering --------------------------------------------------------------------------------

  @id:card-base-engineering-takes-top-castle-cards-shared-splay
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Engineering takes every top castle card of the affected player, not the castle card exposed; the sharer splays red
    # Engineering features the castle: Alice shows 5, Bob 6 (shares), Carol 2 (affected).
    Given a 3-player game
    And Alice's red pile is Engineering
    And Alice's yellow pile is Masonry
    And Bob's red pile is Metalworking, Oars
    And Bob's green pile is The Wheel
    And Carol's blue pile is Tools
    And Carol's purple pile is City States, Mysticism
    And the age 3 pile is Optics, Medicine
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Engineering
    Then Alice's score pile is Tools, City States
    And Carol's purple pile is Mysticism
    And Carol's blue pile is nothing
    And Bob may splay up to 1 of red
    When Bob splays red
    # Alice's red pile is a single card: she is not asked. Her sharing bonus is a 3.
    Then Bob's red pile is Metalworking, Oars splayed left
    And Bob's green pile is The Wheel
    And Bob's score pile is nothing
    And Alice's red pile is Engineering
    And Alice's hand is Optics
    And the age 3 pile is Medicine
    And it is Alice's turn 4 with one action used

  @id:card-base-engineering-no-castle-top-card-launcher-splays
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Engineering against a board without castles takes nothing; Alice splays her red cards left
    # Engineering features the castle: Alice shows 2 (Archery is covered), Bob none (affected).
    Given a 2-player game
    And Alice's red pile is Engineering, Archery
    And Bob's blue pile is Writing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Engineering
    Then Alice may splay up to 1 of red
    When Alice splays red
    Then Alice's red pile is Engineering, Archery splayed left
    And Alice's score pile is nothing
    And Bob's blue pile is Writing
    And it is Alice's turn 4 with one action used

  @id:card-base-engineering-equal-castles-not-affected-declined
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Engineering: an opponent with as many castles keeps his castle cards; the splay is declined
    # Engineering features the castle: Alice shows 2, Bob 2 (Tools 1, City States 1): not affected;
    # he shares but has no red pile.
    Given a 2-player game
    And Alice's red pile is Engineering, Archery
    And Bob's blue pile is Tools
    And Bob's purple pile is City States
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Engineering
    Then Alice may splay up to 1 of red
    When Alice declines
    Then Alice's red pile is Engineering, Archery
    And Alice's score pile is nothing
    And Bob's blue pile is Tools
    And Bob's purple pile is City States
    And Alice's hand is nothing
    And it is Alice's turn 4 with one action used

  # --- Optics ---------------------------------------------------------------------------------------

  @id:card-base-optics-shared-crown-scores-4-no-crown-gives-to-lower
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Optics: the sharer melds a crown card and scores a 4; Alice melds one without and gives a score card to the only lower opponent
    # Optics features the crown: Alice shows 3, Bob 4 (shares), Carol none. Scores before: Alice 3,
    # Bob 0, Carol 1; after Bob scores Invention he has 4, so only Carol is lower.
    Given a 3-player game
    And Alice's red pile is Optics
    And Alice has Calendar, Oars in the score pile
    And Bob's purple pile is Code of Laws
    And Bob's green pile is Sailing
    And Carol has Tools in the score pile
    And the age 3 pile is Translation, Alchemy, Engineering
    And the age 4 pile is Invention
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Optics
    Then Bob's blue pile is Translation
    And Bob's score pile is Invention
    And Alice's blue pile is Alchemy
    And Alice must transfer 1 of Calendar, Oars
    When Alice transfers Calendar
    Then Alice's score pile is Oars
    And Carol's score pile is Tools, Calendar
    And Bob's score pile is Invention
    And Alice's hand is Engineering
    And the age 3 pile is nothing
    And the age 4 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-optics-choose-among-lower-opponents
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Optics without a crown: two opponents have a lower score, Alice picks Carol, and her only score card follows
    # Optics features the crown: Alice shows 3, Bob and Carol none. Scores: Alice 2, Bob 0, Carol 1.
    Given a 3-player game
    And Alice's red pile is Optics
    And Alice has Calendar in the score pile
    And Carol has Oars in the score pile
    And the age 3 pile is Alchemy, Medicine
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Optics
    Then Alice's blue pile is Alchemy
    And Alice must choose 1 of Bob, Carol
    When Alice chooses Carol
    Then Carol's score pile is Oars, Calendar
    And Alice's score pile is nothing
    And Bob's score pile is nothing
    And the age 3 pile is Medicine
    And it is Alice's turn 4 with one action used

  @id:card-base-optics-equal-score-is-not-lower
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Optics without a crown: an opponent with the same score is not lower, so nothing is given
    # Optics features the crown: Alice shows 3, Bob none. Scores: Alice 1, Bob 1.
    Given a 2-player game
    And Alice's red pile is Optics
    And Alice has Oars in the score pile
    And Bob has Tools in the score pile
    And the age 3 pile is Alchemy, Medicine
    And the age 4 pile is Invention
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Optics
    Then Alice's blue pile is Alchemy
    And Alice's score pile is Oars
    And Bob's score pile is Tools
    And the age 3 pile is Medicine
    And the age 4 pile is Invention
    And it is Alice's turn 4 with one action used

  # --- Compass --------------------------------------------------------------------------------------

  @id:card-base-compass-leaf-card-for-card-without-leaf
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Compass: Bob gives a top non-green leaf card and takes one of Alice's top cards without a leaf
    # Compass features the crown: Alice shows 3, Bob 1 (affected). Bob's Clothing is green: not offered.
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
    When Bob transfers Agriculture
    Then Alice's yellow pile is Agriculture
    And Bob must transfer 1 of Writing, Archery
    When Bob transfers Archery
    Then Alice's blue pile is Writing
    And Alice's green pile is Compass
    And Alice's yellow pile is Agriculture
    And Alice's red pile is nothing
    And Bob's blue pile is Pottery
    And Bob's red pile is Archery
    And Bob's green pile is Clothing
    And Bob's yellow pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-compass-second-step-without-first
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Compass: with no card to give, each affected player still takes one of Alice's top cards without a leaf
    # Compass features the crown: Alice shows 3, Bob 1, Carol none (both affected). Bob's only leaf
    # card is green; Carol has no board. Carol takes the last card without a leaf, unasked.
    Given a 3-player game
    And Alice's green pile is Compass
    And Alice's blue pile is Writing
    And Alice's red pile is Archery
    And Bob's green pile is Clothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Compass
    Then Bob must transfer 1 of Writing, Archery
    When Bob transfers Writing
    Then Alice's green pile is Compass
    And Alice's blue pile is nothing
    And Alice's red pile is nothing
    And Bob's blue pile is Writing
    And Bob's green pile is Clothing
    And Carol's red pile is Archery
    And it is Alice's turn 4 with one action used

  @id:card-base-compass-equal-crowns-not-affected
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Compass: an opponent with as many crowns is not affected, and the card has nothing else
    # Compass features the crown: Alice shows 2, Bob 2 (Sailing): not affected.
    Given a 2-player game
    And Alice's green pile is Compass
    And Alice's red pile is Archery
    And Bob's yellow pile is Agriculture
    And Bob's green pile is Sailing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Compass
    Then Alice's green pile is Compass
    And Alice's red pile is Archery
    And Alice's yellow pile is nothing
    And Bob's yellow pile is Agriculture
    And Bob's green pile is Sailing
    And Bob's red pile is nothing
    And it is Alice's turn 4 with one action used

  # --- Paper ------------------------------------------------------------------------------------------

  @id:card-base-paper-shared-splay-then-a-4-per-left-splay
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Paper shared: each splays one of green or blue left, then draws a 4 per colour splayed left
    # Paper features the lightbulb: Alice shows 4, Bob 5 and shares. Alice's red pile is already
    # splayed left, so after splaying green she draws two 4s.
    Given a 2-player game
    And Alice's green pile is Paper, Sailing
    And Alice's blue pile is Writing, Tools
    And Alice's red pile is Oars, Archery splayed left
    And Bob's purple pile is Philosophy
    And Bob's blue pile is Mathematics, Calendar
    And the age 3 pile is Medicine, Compass
    And the age 4 pile is Anatomy, Reformation, Enterprise
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Paper
    Then Bob may splay up to 1 of blue
    When Bob splays blue
    Then Bob's blue pile is Mathematics, Calendar splayed left
    And Alice may splay up to 1 of green, blue
    When Alice splays green
    Then Alice's green pile is Paper, Sailing splayed left
    And Alice's blue pile is Writing, Tools
    And Alice's red pile is Oars, Archery splayed left
    And Bob's hand is Anatomy
    And Alice's hand is Reformation, Enterprise, Medicine
    And the age 4 pile is nothing
    And the age 3 pile is Compass
    And it is Alice's turn 4 with one action used

  @id:card-base-paper-declined-still-draws-for-existing-left-splay
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Paper: the splay declined, one pile already splayed left still earns one 4
    # Paper features the lightbulb: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's green pile is Paper, Sailing
    And Alice's red pile is Oars, Archery splayed left
    And the age 4 pile is Anatomy, Reformation
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Paper
    Then Alice may splay up to 1 of green
    When Alice declines
    Then Alice's green pile is Paper, Sailing
    And Alice's hand is Anatomy
    And the age 4 pile is Reformation
    And it is Alice's turn 4 with one action used

  @id:card-base-paper-nothing-splayable-nothing-drawn
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Paper with single-card piles and no splay: nothing is asked and nothing drawn
    # Paper features the lightbulb: Alice shows 4, Bob none.
    Given a 2-player game
    And Alice's green pile is Paper
    And Alice's blue pile is Writing
    And the age 4 pile is Anatomy
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Paper
    Then Alice's hand is nothing
    And Alice's green pile is Paper
    And Alice's blue pile is Writing
    And the age 4 pile is Anatomy
    And it is Alice's turn 4 with one action used

  # --- Machinery --------------------------------------------------------------------------------------

  @id:card-base-machinery-hand-exchange-and-shared-castle-score
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Machinery: Carol's whole hand for Alice's highest cards; then each scores a castle card, Alice splays red
    # Machinery features the leaf: Alice shows 2, Bob 3 (shares), Carol 1 (affected). Alice's two 2s
    # are her highest; Tools (a 1) stays. Bob's only castle card is scored unasked; he has no red pile.
    Given a 3-player game
    And Alice's yellow pile is Machinery
    And Alice's red pile is Oars, Archery
    And Alice has Calendar, Mathematics, Tools in hand
    And Bob's blue pile is Pottery
    And Bob has Metalworking, Sailing in hand
    And Carol's purple pile is Code of Laws
    And Carol has Writing, Masonry in hand
    And the age 3 pile is Optics, Medicine
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Machinery
    Then Carol's hand is Calendar, Mathematics
    And Bob's score pile is Metalworking
    And Bob's hand is Sailing
    And Alice must score 1 of Tools, Masonry
    When Alice scores Masonry
    Then Alice may splay up to 1 of red
    When Alice splays red
    Then Alice's red pile is Oars, Archery splayed left
    And Alice's score pile is Masonry
    And Alice's hand is Tools, Writing, Optics
    And Carol's hand is Calendar, Mathematics
    And Carol's score pile is nothing
    And the age 3 pile is Medicine
    And it is Alice's turn 4 with one action used

  @id:card-base-machinery-empty-hand-still-receives
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Machinery: an affected player with an empty hand still receives the launcher's highest card
    # Machinery features the leaf: Alice shows 2, Bob none (affected).
    Given a 2-player game
    And Alice's yellow pile is Machinery
    And Alice has Alchemy, Oars in hand
    And Bob's blue pile is Writing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Machinery
    Then Bob's hand is Alchemy
    And Alice's hand is nothing
    And Alice's score pile is Oars
    And Bob's score pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-machinery-equal-leaves-no-castle-card
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Machinery: an opponent with as many leaves keeps his hand; no castle card to score, the splay declined
    # Machinery features the leaf: Alice shows 2, Bob 2 (Clothing): not affected, shares, but holds
    # no castle card and has no red pile.
    Given a 2-player game
    And Alice's yellow pile is Machinery
    And Alice's red pile is Archery, Oars
    And Alice has Sailing in hand
    And Bob's green pile is Clothing
    And Bob has Writing in hand
    And the age 3 pile is Optics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Machinery
    Then Alice may splay up to 1 of red
    When Alice declines
    Then Alice's hand is Sailing
    And Alice's score pile is nothing
    And Alice's red pile is Archery, Oars
    And Bob's hand is Writing
    And Bob's score pile is nothing
    And the age 3 pile is Optics
    And it is Alice's turn 4 with one action used

  # --- Medicine ---------------------------------------------------------------------------------------

  @id:card-base-medicine-highest-for-lowest-both-chosen
  @assumes:actions.per_turn>=2 @assumes:cards.readings.medicine_lowest_tie=launcher
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Medicine: Bob's highest score card (his pick among ties) for Alice's lowest (her pick among ties)
    # Medicine features the leaf: Alice shows 2, Bob none (affected).
    Given a 2-player game
    And Alice's yellow pile is Medicine
    And Alice has Oars, Tools, Calendar in the score pile
    And Bob's blue pile is Writing
    And Bob has Alchemy, Engineering, Sailing in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Medicine
    Then Bob must exchange 1 of Alchemy, Engineering
    When Bob chooses Engineering
    Then Alice must exchange 1 of Oars, Tools
    When Alice exchanges Tools
    Then Alice's score pile is Oars, Calendar, Engineering
    And Bob's score pile is Alchemy, Sailing, Tools
    And it is Alice's turn 4 with one action used

  # The other reading of the text (the variant's dispute on cards.readings.medicine_lowest_tie):
  # the affected player picks the launcher's lowest card too. A house variant plays it.

  @id:card-base-medicine-affected-player-picks-both @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:cards.readings.medicine_lowest_tie=affected-player
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Medicine read with the affected player choosing both cards: Bob picks his highest and Alice's lowest
    # The position above: Bob picks Engineering among his 3s and Tools among Alice's 1s (Alice
    # is not asked), and the two change places.
    Given a house variant of it sets cards.readings.medicine_lowest_tie to "affected-player"
    And a 2-player game
    And Alice's yellow pile is Medicine
    And Alice has Oars, Tools, Calendar in the score pile
    And Bob's blue pile is Writing
    And Bob has Alchemy, Engineering, Sailing in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Medicine
    And Bob exchanges Engineering, Tools
    Then Alice's score pile is Oars, Calendar, Engineering
    And Bob's score pile is Alchemy, Sailing, Tools
    And it is Alice's turn 4 with one action used

  @id:card-base-medicine-launcher-empty-score-only-receives
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Medicine: with Alice's score pile empty, only Bob's highest card moves
    # Medicine features the leaf: Alice shows 2, Bob none (affected).
    Given a 2-player game
    And Alice's yellow pile is Medicine
    And Bob has Calendar, Oars in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Medicine
    Then Alice's score pile is Calendar
    And Bob's score pile is Oars
    And it is Alice's turn 4 with one action used

  @id:card-base-medicine-affected-empty-score-equal-leaves-safe
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Medicine: Bob's empty score pile still receives Alice's lowest card; Carol, with as many leaves, is not affected
    # Medicine features the leaf: Alice shows 2, Bob none (affected), Carol 2 (Clothing): not affected.
    Given a 3-player game
    And Alice's yellow pile is Medicine
    And Alice has Oars, Calendar in the score pile
    And Bob's blue pile is Writing
    And Carol's green pile is Clothing
    And Carol has Tools in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Medicine
    Then Alice's score pile is Calendar
    And Bob's score pile is Oars
    And Carol's score pile is Tools
    And it is Alice's turn 4 with one action used

  # --- Education --------------------------------------------------------------------------------------

  @id:card-base-education-shared-return-highest-draw-two-above
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Education shared: Bob empties his score pile and draws a 2; Alice keeps a 3 and draws a 5
    # Education features the lightbulb: Alice shows 3, Bob 3 and shares.
    Given a 2-player game
    And Alice's purple pile is Education
    And Alice has Alchemy, Engineering, Calendar in the score pile
    And Bob's purple pile is Philosophy
    And Bob has Oars in the score pile
    And the age 1 pile is Tools
    And the age 2 pile is Currency
    And the age 3 pile is Optics
    And the age 5 pile is Coal
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Education
    Then Bob may return up to 1 of Oars
    When Bob returns Oars
    Then Bob's hand is Currency
    And Alice may return up to 1 of Alchemy, Engineering
    When Alice returns Engineering
    Then Alice's score pile is Alchemy, Calendar
    And Alice's hand is Coal, Optics
    And Bob's score pile is nothing
    And Bob's hand is Currency
    And the age 1 pile is Tools, Oars
    And the age 2 pile is nothing
    And the age 3 pile is Engineering
    And the age 5 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-education-declined
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Education declined: the score pile stays and nothing is drawn
    # Education features the lightbulb: Alice shows 3, Bob none.
    Given a 2-player game
    And Alice's purple pile is Education
    And Alice has Oars in the score pile
    And the age 2 pile is Currency
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Education
    Then Alice may return up to 1 of Oars
    When Alice declines
    Then Alice's score pile is Oars
    And Alice's hand is nothing
    And the age 2 pile is Currency
    And it is Alice's turn 4 with one action used

  # --- Feudalism --------------------------------------------------------------------------------------

  @id:card-base-feudalism-third-edition-give-then-unsplay
  @assumes:actions.per_turn>=2 @assumes:cards.wording=third-edition @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:splay.revealed.left=["bottom_right"]
  @deluxe @bga-third
  Scenario: Feudalism, third edition: Carol gives a red castle card and unsplays her red pile; the splays follow
    # Feudalism features the castle: Alice shows 4, Bob 6 (shares), Carol 3 (affected: Oars 2, plus
    # Archery's castle revealed by the left splay). Calendar has no castle: not offered.
    Given a 3-player game
    And Alice's purple pile is Feudalism, Mysticism
    And Alice's yellow pile is Domestication, Agriculture
    And Bob's red pile is Metalworking
    And Bob's purple pile is Monotheism, City States
    And Carol's red pile is Oars, Archery splayed left
    And Carol has Construction, Road Building, Calendar in hand
    And the age 3 pile is Optics, Medicine
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Feudalism
    Then Carol must transfer 1 of Construction, Road Building
    When Carol transfers Road Building
    Then Carol's red pile is Oars, Archery
    And Bob may splay up to 1 of purple
    When Bob splays purple
    Then Alice may splay up to 1 of yellow, purple
    When Alice splays purple
    Then Alice's purple pile is Feudalism, Mysticism splayed left
    And Alice's yellow pile is Domestication, Agriculture
    And Bob's purple pile is Monotheism, City States splayed left
    And Alice's hand is Road Building, Optics
    And Carol's hand is Construction, Calendar
    And Carol's red pile is Oars, Archery
    And the age 3 pile is Medicine
    And it is Alice's turn 4 with one action used

  @id:card-base-feudalism-first-edition-give-no-unsplay
  @assumes:actions.per_turn>=2 @assumes:cards.wording=first-edition @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:splay.revealed.left=["bottom_right"]
  @first-edition @iello @bga-first
  Scenario: Feudalism, first edition: Carol gives a red castle card and her red pile stays splayed; the splays follow
    # Feudalism features the castle: Alice shows 4, Bob 6 (shares), Carol 3 (affected).
    Given a 3-player game
    And Alice's purple pile is Feudalism, Mysticism
    And Alice's yellow pile is Domestication, Agriculture
    And Bob's red pile is Metalworking
    And Bob's purple pile is Monotheism, City States
    And Carol's red pile is Oars, Archery splayed left
    And Carol has Construction, Road Building, Calendar in hand
    And the age 3 pile is Optics, Medicine
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Feudalism
    Then Carol must transfer 1 of Construction, Road Building
    When Carol transfers Road Building
    Then Carol's red pile is Oars, Archery splayed left
    And Bob may splay up to 1 of purple
    When Bob splays purple
    Then Alice may splay up to 1 of yellow, purple
    When Alice splays purple
    Then Alice's purple pile is Feudalism, Mysticism splayed left
    And Alice's yellow pile is Domestication, Agriculture
    And Bob's purple pile is Monotheism, City States splayed left
    And Alice's hand is Road Building, Optics
    And Carol's hand is Construction, Calendar
    And Carol's red pile is Oars, Archery splayed left
    And the age 3 pile is Medicine
    And it is Alice's turn 4 with one action used

  @id:card-base-feudalism-no-castle-in-hand-nothing-given
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Feudalism: an affected player without a castle card in hand gives nothing and keeps his splay; Alice declines her splay
    # Feudalism features the castle: Alice shows 4, Bob 3 (affected). Sailing has no castle.
    Given a 2-player game
    And Alice's purple pile is Feudalism, Mysticism
    And Alice's yellow pile is Domestication
    And Bob's red pile is Oars, Archery splayed left
    And Bob has Sailing in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Feudalism
    Then Alice may splay up to 1 of purple
    When Alice declines
    Then Alice's purple pile is Feudalism, Mysticism
    And Alice's hand is nothing
    And Bob's hand is Sailing
    And Bob's red pile is Oars, Archery splayed left
    And it is Alice's turn 4 with one action used
