# The age-1 base cards, each effect and branch, from exact positions.
# Card texts: engine/data/cards/base.json (our own words); rulebook terms: innovation-deluxe.pt.txt, Termos e Conceitos Importantes.
# Oars is the one age-1 card whose first-edition wording differs (its demand does not repeat);
# its scenarios carry the tags of the wording they follow. Every other card reads the same in
# both editions. Player seats: Alice 0, Bob 1, Carol 2. Piles are listed top card first; a
# returned card goes to the bottom of the pile of its age. When two cards returned together go
# under the same pile, the player gives their order ("A then B": A goes under first, so it ends
# above B).
Feature: Age 1 base cards

  # --- Pottery: you may return up to three cards; if you returned K, draw and score a K. Then draw a 1.

  @id:card-base-pottery-shared-sharer-returns-two
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Pottery shared: Bob returns two cards and scores a 2, Alice returns nothing, both draw a 1
    # Pottery features the leaf: Alice shows 3, Bob 3 (Agriculture): Bob shares.
    Given a 2-player game
    And Alice's blue pile is Pottery
    And Alice has Calendar, Oars, Sailing in hand
    And Bob's yellow pile is Agriculture
    And Bob has Tools, Writing in hand
    And the age 1 pile is Mysticism, Clothing, The Wheel, Masonry
    And the age 2 pile is Construction, Currency
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Pottery
    Then Bob may return up to 2 of Tools, Writing
    When Bob returns Writing then Tools
    # Both are 1s: Bob orders them, and Writing, returned first, ends above Tools.
    Then Bob's score pile is Construction
    And Bob's hand is nothing
    And Alice may return up to 3 of Calendar, Oars, Sailing
    When Alice declines
    Then Alice gets the sharing bonus
    And Bob's hand is Mysticism
    And Bob's score pile is Construction
    And Bob's yellow pile is Agriculture
    And Alice's hand is Calendar, Oars, Sailing, Clothing, The Wheel
    And Alice's score pile is nothing
    And Alice's blue pile is Pottery
    And the age 1 pile is Masonry, Writing, Tools
    And the age 2 pile is Currency
    And it is Alice's turn 4 with one action used

  @id:card-base-pottery-returns-three-scores-a-3
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Pottery: returning three cards scores a 3, then a 1 is drawn
    # Pottery features the leaf: Alice shows 3, Bob none (Metalworking): Bob does not share.
    Given a 2-player game
    And Alice's blue pile is Pottery
    And Alice has Oars, Calendar, Sailing, Archery in hand
    And Bob's red pile is Metalworking
    And the age 1 pile is Tools
    And the age 2 pile is Currency
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Pottery
    Then Alice may return up to 3 of Oars, Calendar, Sailing, Archery
    When Alice returns Oars then Sailing then Calendar
    Then Alice's hand is Archery, Tools
    And Alice's score pile is Paper
    And Alice's blue pile is Pottery
    And Bob's hand is nothing
    And Bob's score pile is nothing
    And the age 1 pile is Oars, Sailing
    And the age 2 pile is Currency, Calendar
    And the age 3 pile is Compass
    And nobody gets the sharing bonus
    And it is Alice's turn 4 with one action used

  @id:card-base-pottery-returns-one-scores-a-1
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Pottery: returning a single card scores a 1, not a card of the returned card's value
    # Pottery features the leaf: Alice shows 3, Bob none: Bob does not share. Alice returns a 2
    # (Calendar): K is 1, so the card scored is a 1.
    Given a 2-player game
    And Alice's blue pile is Pottery
    And Alice has Calendar in hand
    And Bob's red pile is Archery
    And the age 1 pile is Tools, Clothing
    And the age 2 pile is Currency
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Pottery
    Then Alice may return up to 1 of Calendar
    When Alice returns Calendar
    Then Alice's score pile is Tools
    And Alice's hand is Clothing
    And the age 1 pile is nothing
    And the age 2 pile is Currency, Calendar
    And it is Alice's turn 4 with one action used

  @id:card-base-pottery-empty-hand-draws-a-1
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Pottery with an empty hand: nothing to return, so Alice only draws a 1
    # Pottery features the leaf: Alice shows 3, Bob 2 (Clothing): Bob does not share.
    Given a 2-player game
    And Alice's blue pile is Pottery
    And Bob's green pile is Clothing
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Pottery
    Then Alice's hand is Tools
    And Alice's score pile is nothing
    And Bob's hand is nothing
    And the age 1 pile is Oars
    And it is Alice's turn 4 with one action used

  # --- Tools: you may return exactly three cards: draw and meld a 3. You may return a 3: draw three 1s.

  @id:card-base-tools-shared-meld-a-3-then-three-1s
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Tools shared: Bob returns three cards and melds a 3, then returns a 3 for three 1s; Alice has too few cards
    # Tools features the lightbulb: Alice shows 2, Bob 3 (Philosophy): Bob shares. Alice holds
    # two cards, so she has no three to return, and no 3 in hand.
    Given a 2-player game
    And Alice's blue pile is Tools
    And Alice has Writing, Pottery in hand
    And Bob's purple pile is Philosophy
    And Bob has Oars, Sailing, Archery, Alchemy in hand
    And the age 1 pile is Clothing, Masonry, Mysticism, The Wheel
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Tools
    Then Bob may accept or decline
    When Bob accepts
    Then Bob must return 3 of Oars, Sailing, Archery, Alchemy
    When Bob returns Oars then Sailing then Archery
    Then Bob's green pile is Paper
    And Bob's hand is Alchemy
    And Bob may return up to 1 of Alchemy
    When Bob returns Alchemy
    Then Alice gets the sharing bonus
    And Bob's hand is Clothing, Masonry, Mysticism
    And Bob's green pile is Paper
    And Bob's purple pile is Philosophy
    And Alice's hand is Writing, Pottery, The Wheel
    And Alice's blue pile is Tools
    And Alice's green pile is nothing
    And the age 1 pile is Oars, Sailing, Archery
    And the age 3 pile is Compass, Alchemy
    And it is Alice's turn 4 with one action used

  @id:card-base-tools-both-declined
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Tools: declining both optional returns changes nothing
    # Tools features the lightbulb: Alice shows 2, Bob none: Bob does not share.
    Given a 2-player game
    And Alice's blue pile is Tools
    And Alice has Oars, Alchemy, Sailing in hand
    And the age 1 pile is Clothing
    And the age 3 pile is Paper
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Tools
    Then Alice may accept or decline
    When Alice declines
    Then Alice may return up to 1 of Alchemy
    When Alice declines
    Then Alice's hand is Oars, Alchemy, Sailing
    And Alice's blue pile is Tools
    And Alice's green pile is nothing
    And the age 1 pile is Clothing
    And the age 3 pile is Paper
    And it is Alice's turn 4 with one action used

  @id:card-base-tools-three-of-four
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Tools: Alice picks exactly three of her four cards, melds a 3, and keeps her other 3
    # Tools features the lightbulb: Alice shows 2, Bob 1 (Archery): Bob does not share.
    Given a 2-player game
    And Alice's blue pile is Tools
    And Alice has Oars, Alchemy, Sailing, Compass in hand
    And Bob's red pile is Archery
    And the age 1 pile is Clothing
    And the age 3 pile is Paper, Education
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Tools
    Then Alice may accept or decline
    When Alice accepts
    Then Alice must return 3 of Oars, Alchemy, Sailing, Compass
    When Alice returns Oars then Sailing then Compass
    Then Alice's green pile is Paper
    And Alice may return up to 1 of Alchemy
    When Alice declines
    Then Alice's hand is Alchemy
    And Alice's blue pile is Tools
    And Alice's green pile is Paper
    And Alice's score pile is nothing
    And Bob's hand is nothing
    And the age 1 pile is Clothing, Oars, Sailing
    And the age 3 pile is Education, Compass
    And nobody gets the sharing bonus
    And it is Alice's turn 4 with one action used

  @id:card-base-tools-exactly-three-in-hand
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Tools: with exactly three cards in hand, accepting returns all three without a further pick, in the order Alice gives
    # Tools features the lightbulb: Alice shows 2, Bob none. The card melded is a 3, so she
    # has no 3 left in hand for the second effect. The three are 1s, all going under the 1
    # pile: Alice orders them, here not in the order she holds them.
    Given a 2-player game
    And Alice's blue pile is Tools
    And Alice has Oars, Pottery, Sailing in hand
    And the age 1 pile is nothing
    And the age 3 pile is Paper
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Tools
    Then Alice may accept or decline
    When Alice accepts
    And Alice returns Sailing then Oars then Pottery
    Then Alice's hand is nothing
    And Alice's green pile is Paper
    And Alice's blue pile is Tools
    And the age 1 pile is Sailing, Oars, Pottery
    And the age 3 pile is nothing
    And it is Alice's turn 4 with one action used

  # --- Writing: draw a 2.

  @id:card-base-writing-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Writing shared: each draws a 2, and Alice's bonus is a 1
    # Writing features the lightbulb: Alice shows 2, Bob 3 (Philosophy): Bob shares.
    Given a 2-player game
    And Alice's blue pile is Writing
    And Bob's purple pile is Philosophy
    And the age 1 pile is Oars
    And the age 2 pile is Calendar, Mathematics, Currency
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Writing
    Then Alice gets the sharing bonus
    And Bob's hand is Calendar
    And Alice's hand is Mathematics, Oars
    And the age 1 pile is nothing
    And the age 2 pile is Currency
    And it is Alice's turn 4 with one action used

  @id:card-base-writing-alone
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Writing alone: Alice draws one 2
    # Writing features the lightbulb: Alice shows 2, Bob none (Metalworking): Bob does not share.
    Given a 2-player game
    And Alice's blue pile is Writing
    And Bob's red pile is Metalworking
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Writing
    Then nobody gets the sharing bonus
    And Alice's hand is Calendar
    And Bob's hand is nothing
    And the age 2 pile is Mathematics
    And it is Alice's turn 4 with one action used

  @id:card-base-writing-equal-icons-share-empty-2-pile
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Writing: an equal count of lightbulbs shares; once the 2 pile runs out, Alice's draw takes a 3
    # Writing features the lightbulb: Alice shows 2, Bob 2 (Tools): equal, so Bob shares.
    Given a 2-player game
    And Alice's blue pile is Writing
    And Bob's blue pile is Tools
    And the age 1 pile is Oars, Clothing
    And the age 2 pile is Calendar
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Writing
    Then Alice gets the sharing bonus
    And Bob's hand is Calendar
    And Alice's hand is Paper, Oars
    And the age 1 pile is Clothing
    And the age 2 pile is nothing
    And the age 3 pile is Compass
    And it is Alice's turn 4 with one action used

  # --- Archery: demand: draw a 1, then transfer the highest card in your hand to my hand.

  @id:card-base-archery-tie-for-highest
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Archery: Bob draws a 1, then picks which of his two 2s goes to Alice
    # Archery features the castle: Alice shows 2, Bob none (Writing): Bob is affected.
    Given a 2-player game
    And Alice's red pile is Archery
    And Bob's blue pile is Writing
    And Bob has Calendar, Mathematics in hand
    And the age 1 pile is Oars, Tools
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Archery
    Then Bob's hand is Calendar, Mathematics, Oars
    And Bob must transfer 1 of Calendar, Mathematics
    When Bob transfers Mathematics
    Then Alice's hand is Mathematics
    And Bob's hand is Calendar, Oars
    And the age 1 pile is Tools
    And nobody gets the sharing bonus
    And it is Alice's turn 4 with one action used

  @id:card-base-archery-drawn-card-given
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Archery: the card Bob just drew is his only card and goes to Alice; Carol with more castles is not affected
    # Archery features the castle: Alice shows 2, Bob none (affected), Carol 3 (The Wheel: not affected).
    Given a 3-player game
    And Alice's red pile is Archery
    And Bob's blue pile is Writing
    And Carol's green pile is The Wheel
    And Carol has Calendar in hand
    And the age 1 pile is Oars, Tools
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Archery
    Then Alice's hand is Oars
    And Bob's hand is nothing
    And Carol's hand is Calendar
    And the age 1 pile is Tools
    And it is Alice's turn 4 with one action used

  @id:card-base-archery-equal-castles-not-affected
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Archery: Bob with as many castles as Alice is not affected
    # Archery features the castle: Alice shows 2, Bob 2 (Domestication): not fewer, not affected.
    Given a 2-player game
    And Alice's red pile is Archery
    And Bob's yellow pile is Domestication
    And Bob has Calendar in hand
    And the age 1 pile is Oars
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Archery
    Then Alice's hand is nothing
    And Bob's hand is Calendar
    And the age 1 pile is Oars
    And it is Alice's turn 4 with one action used

  # --- Metalworking: draw and reveal a 1; if it has a castle, score it and repeat; otherwise keep it.

  @id:card-base-metalworking-shared-loop
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Metalworking shared: each scores castle cards until one without a castle is drawn
    # Metalworking features the castle: Alice shows 3, Bob 3 (The Wheel): Bob shares. Archery,
    # Masonry and Oars bear a castle; Writing and Pottery do not.
    Given a 2-player game
    And Alice's red pile is Metalworking
    And Bob's green pile is The Wheel
    And the age 1 pile is Archery, Masonry, Writing, Oars, Pottery, Sailing, Tools
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Metalworking
    Then Bob revealed Archery
    And Bob revealed Masonry
    And Bob revealed Writing
    And Alice revealed Oars
    And Alice revealed Pottery
    And Alice gets the sharing bonus
    And Bob's hand is Writing
    And Bob's score pile is Archery, Masonry
    And Alice's hand is Pottery, Sailing
    And Alice's score pile is Oars
    And the age 1 pile is Tools
    And it is Alice's turn 4 with one action used

  @id:card-base-metalworking-first-card-without-castle
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Metalworking: a first card without a castle is kept and nothing is scored
    # Metalworking features the castle: Alice shows 3, Bob none: Bob does not share.
    Given a 2-player game
    And Alice's red pile is Metalworking
    And Bob's blue pile is Writing
    And the age 1 pile is Pottery, Tools
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Metalworking
    Then Alice revealed Pottery
    And Alice's hand is Pottery
    And Alice's score pile is nothing
    And the age 1 pile is Tools
    And it is Alice's turn 4 with one action used

  @id:card-base-metalworking-supply-runs-out
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Metalworking: the loop draws past the last age and the game ends on score
    # Metalworking features the castle: Alice shows 3, Bob none. Archery bears a castle and is
    # scored; the next draw finds every pile empty, which ends the game: Alice 1 point, Bob 0.
    Given a 2-player game
    And Alice's red pile is Metalworking
    And Bob's blue pile is Writing
    And the age 1 pile is Archery
    And ages 2 to 10 are empty
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Metalworking
    Then Alice's score pile is Archery
    And Alice's hand is nothing
    And Alice wins by score

  # --- Oars: demand: transfer a card with a crown from your hand to my score pile; if you do,
  # draw a 1 (third edition: and repeat). Then: if no card was transferred, draw a 1.

  @id:card-base-oars-third-demand-repeats
  @assumes:actions.per_turn>=2 @assumes:cards.wording=third-edition @assumes:dogma.demands_earn_bonus=false
  @deluxe @bga-third
  Scenario: Oars (third edition): the demand repeats while Bob holds a crown card, and Alice draws nothing
    # Oars features the castle: Alice shows 2, Bob none (Writing): Bob is affected. Crown cards:
    # Sailing, Code of Laws, City States; Pottery, Agriculture and Tools have none. Once City
    # States is Bob's only crown card it goes without a choice.
    Given a 2-player game
    And Alice's red pile is Oars
    And Bob's blue pile is Writing
    And Bob has Sailing, Code of Laws, Pottery in hand
    And the age 1 pile is City States, Agriculture, Tools, Clothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Oars
    Then Bob must transfer 1 of Sailing, Code of Laws
    When Bob transfers Code of Laws
    Then Bob's hand is Sailing, Pottery, City States
    And Bob must transfer 1 of Sailing, City States
    When Bob transfers Sailing
    Then Alice's score pile is Code of Laws, Sailing, City States
    And Alice's hand is nothing
    And Alice's red pile is Oars
    And Bob's hand is Pottery, Agriculture, Tools
    And Bob's score pile is nothing
    And the age 1 pile is Clothing
    And it is Alice's turn 4 with one action used

  @id:card-base-oars-first-one-card-only
  @assumes:actions.per_turn>=2 @assumes:cards.wording=first-edition @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @bga-first
  Scenario: Oars (first edition): the demand takes a single crown card, and Alice draws nothing
    # Oars features the castle: Alice shows 2, Bob none (Writing): Bob is affected. Bob still
    # holds Sailing and draws City States, both with a crown, but the demand does not repeat.
    Given a 2-player game
    And Alice's red pile is Oars
    And Bob's blue pile is Writing
    And Bob has Sailing, Code of Laws, Pottery in hand
    And the age 1 pile is City States, Agriculture, Tools, Clothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Oars
    Then Bob must transfer 1 of Sailing, Code of Laws
    When Bob transfers Code of Laws
    Then Alice's score pile is Code of Laws
    And Alice's hand is nothing
    And Bob's hand is Sailing, Pottery, City States
    And Bob's score pile is nothing
    And the age 1 pile is Agriculture, Tools, Clothing
    And it is Alice's turn 4 with one action used

  @id:card-base-oars-nothing-transferred-all-draw
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Oars: Bob has no crown card, so Carol (sharing) and Alice each draw a 1
    # Oars features the castle: Alice shows 2, Bob none (affected; Pottery has no crown), Carol 3
    # (The Wheel): Carol shares the second effect.
    Given a 3-player game
    And Alice's red pile is Oars
    And Bob's blue pile is Writing
    And Bob has Pottery in hand
    And Carol's green pile is The Wheel
    And the age 1 pile is Tools, Clothing, Masonry, Archery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Oars
    Then Alice gets the sharing bonus
    And Bob's hand is Pottery
    And Carol's hand is Tools
    And Alice's hand is Clothing, Masonry
    And Alice's score pile is nothing
    And the age 1 pile is Archery
    And it is Alice's turn 4 with one action used

  @id:card-base-oars-transfer-stops-every-draw
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Oars: once Bob has given a card, neither Carol nor Alice draws in the second effect
    # Oars features the castle: Alice shows 2, Bob none (affected), Carol 3 (shares). Sailing is
    # Bob's only crown card; Tools, drawn after it, has none, so the demand ends either way.
    Given a 3-player game
    And Alice's red pile is Oars
    And Bob's blue pile is Writing
    And Bob has Sailing in hand
    And Carol's green pile is The Wheel
    And the age 1 pile is Tools, Clothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Oars
    Then nobody gets the sharing bonus
    And Alice's score pile is Sailing
    And Alice's hand is nothing
    And Bob's hand is Tools
    And Carol's hand is nothing
    And the age 1 pile is Clothing
    And it is Alice's turn 4 with one action used

  # --- Clothing: meld a card of a colour not on your board. Draw and score a 1 for each colour
  # on your board that no opponent has.

  @id:card-base-clothing-shared-meld-and-score
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Clothing shared: each melds a card of a new colour, then scores one 1 per colour of their own
    # Clothing features the leaf: Alice shows 2, Bob 3 (Agriculture): Bob shares. Bob may not
    # meld Calendar (blue is on his board); Alice's Tools is her only new colour.
    Given a 2-player game
    And Alice's green pile is Clothing
    And Alice's red pile is Archery
    And Alice has Tools in hand
    And Bob's yellow pile is Agriculture
    And Bob's blue pile is Writing
    And Bob has Oars, Calendar, Sailing in hand
    And the age 1 pile is Masonry, Mysticism, The Wheel, City States
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Clothing
    Then Bob must meld 1 of Oars, Sailing
    When Bob melds Sailing
    # Bob: blue, green, yellow; Alice: blue, green, red. Bob alone has yellow, Alice alone red.
    Then Alice gets the sharing bonus
    And Bob's hand is Oars, Calendar
    And Bob's green pile is Sailing
    And Bob's blue pile is Writing
    And Bob's yellow pile is Agriculture
    And Bob's score pile is Masonry
    And Alice's hand is The Wheel
    And Alice's blue pile is Tools
    And Alice's red pile is Archery
    And Alice's green pile is Clothing
    And Alice's score pile is Mysticism
    And the age 1 pile is City States
    And it is Alice's turn 4 with one action used

  @id:card-base-clothing-nothing-to-meld-every-opponent-counts
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Clothing: no card of a new colour to meld; a colour any opponent has does not count
    # Clothing features the leaf: Alice shows 2, Bob and Carol none: nobody shares. Metalworking
    # is red, already on Alice's board. Her red is on Bob's board; green and purple are hers alone.
    Given a 3-player game
    And Alice's green pile is Clothing
    And Alice's red pile is Archery
    And Alice's purple pile is Mysticism
    And Alice has Metalworking in hand
    And Bob's red pile is Oars
    And Carol's blue pile is Tools
    And the age 1 pile is Sailing, The Wheel, Masonry
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Clothing
    Then Alice's hand is Metalworking
    And Alice's score pile is Sailing, The Wheel
    And Alice's red pile is Archery
    And Bob's score pile is nothing
    And Carol's score pile is nothing
    And the age 1 pile is Masonry
    And it is Alice's turn 4 with one action used

  @id:card-base-clothing-no-colour-of-her-own
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Clothing: with no card in hand and no colour of her own, Alice neither melds nor scores
    # Clothing features the leaf: Alice shows 2, Bob 1 (Sailing): Bob does not share. Green is
    # Alice's only colour and Bob has it too.
    Given a 2-player game
    And Alice's green pile is Clothing
    And Bob's green pile is Sailing
    And the age 1 pile is Tools
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Clothing
    Then Alice's hand is nothing
    And Alice's score pile is nothing
    And Alice's green pile is Clothing
    And the age 1 pile is Tools
    And it is Alice's turn 4 with one action used

  # --- Sailing: draw and meld a 1.

  @id:card-base-sailing-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Sailing shared: each draws and melds a 1
    # Sailing features the crown: Alice shows 2, Bob 2 (City States): equal, Bob shares.
    Given a 2-player game
    And Alice's green pile is Sailing
    And Bob's purple pile is City States
    And the age 1 pile is Tools, Archery, Masonry, Oars
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Sailing
    Then Alice gets the sharing bonus
    And Bob's blue pile is Tools
    And Bob's purple pile is City States
    And Bob's hand is nothing
    And Alice's red pile is Archery
    And Alice's green pile is Sailing
    And Alice's hand is Masonry
    And the age 1 pile is Oars
    And it is Alice's turn 4 with one action used

  @id:card-base-sailing-melds-onto-splayed-pile
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Sailing: the card melded on a splayed pile keeps the splay
    # Sailing features the crown: Alice shows 2, Bob none (Archery): Bob does not share.
    Given a 2-player game
    And Alice's green pile is Sailing, Clothing splayed left
    And Bob's red pile is Archery
    And the age 1 pile is The Wheel, Oars
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Sailing
    Then Alice's green pile is The Wheel, Sailing, Clothing splayed left
    And Alice's hand is nothing
    And the age 1 pile is Oars
    And it is Alice's turn 4 with one action used

  # --- The Wheel: draw two 1s.

  @id:card-base-the-wheel-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: The Wheel shared: each draws two 1s
    # The Wheel features the castle: Alice shows 3, Bob 3 (Metalworking): Bob shares.
    Given a 2-player game
    And Alice's green pile is The Wheel
    And Bob's red pile is Metalworking
    And the age 1 pile is Tools, Archery, Masonry, Oars, Pottery, Sailing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice gets the sharing bonus
    And Bob's hand is Tools, Archery
    And Alice's hand is Masonry, Oars, Pottery
    And the age 1 pile is Sailing
    And it is Alice's turn 4 with one action used

  @id:card-base-the-wheel-empty-1-pile-draws-a-2
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: The Wheel: the second draw finds the 1 pile empty and takes a 2
    # The Wheel features the castle: Alice shows 3, Bob none (Writing): Bob does not share.
    Given a 2-player game
    And Alice's green pile is The Wheel
    And Bob's blue pile is Writing
    And the age 1 pile is Oars
    And the age 2 pile is Calendar, Currency
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice's hand is Oars, Calendar
    And Bob's hand is nothing
    And the age 1 pile is nothing
    And the age 2 pile is Currency
    And it is Alice's turn 4 with one action used

  # --- Agriculture: you may return a card from your hand; if you do, draw and score a card of
  # value one higher.

  @id:card-base-agriculture-shared-return-a-2-score-a-3
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Agriculture shared: Bob returns a 2 and scores a 3; Alice declines and gets the bonus
    # Agriculture features the leaf: Alice shows 3, Bob 3 (Pottery): Bob shares.
    Given a 2-player game
    And Alice's yellow pile is Agriculture
    And Alice has Oars, Alchemy in hand
    And Bob's blue pile is Pottery
    And Bob has Calendar in hand
    And the age 1 pile is Tools, Archery
    And the age 2 pile is Currency
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Agriculture
    Then Bob may return up to 1 of Calendar
    When Bob returns Calendar
    Then Bob's score pile is Paper
    And Alice may return up to 1 of Oars, Alchemy
    When Alice declines
    Then Alice gets the sharing bonus
    And Bob's hand is nothing
    And Bob's score pile is Paper
    And Alice's hand is Oars, Alchemy, Tools
    And Alice's score pile is nothing
    And the age 1 pile is Archery
    And the age 2 pile is Currency, Calendar
    And the age 3 pile is Compass
    And it is Alice's turn 4 with one action used

  @id:card-base-agriculture-sharer-declines-no-bonus
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Agriculture: Bob shares but declines, so Alice earns no bonus for her own return
    # Agriculture features the leaf: Alice shows 3, Bob 3 (Pottery): Bob shares.
    Given a 2-player game
    And Alice's yellow pile is Agriculture
    And Alice has Oars in hand
    And Bob's blue pile is Pottery
    And Bob has Calendar in hand
    And the age 1 pile is Tools
    And the age 2 pile is Currency
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Agriculture
    Then Bob may return up to 1 of Calendar
    When Bob declines
    Then Alice may return up to 1 of Oars
    When Alice returns Oars
    Then nobody gets the sharing bonus
    And Alice's score pile is Currency
    And Alice's hand is nothing
    And Bob's hand is Calendar
    And Bob's score pile is nothing
    And the age 1 pile is Tools, Oars
    And the age 2 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-agriculture-alone-return-a-1-score-a-2
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Agriculture alone: returning a 1 scores a 2
    # Agriculture features the leaf: Alice shows 3, Bob none (Archery): Bob does not share.
    Given a 2-player game
    And Alice's yellow pile is Agriculture
    And Alice has Oars in hand
    And Bob's red pile is Archery
    And the age 1 pile is nothing
    And the age 2 pile is Currency, Calendar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Agriculture
    Then Alice may return up to 1 of Oars
    When Alice returns Oars
    Then Alice's score pile is Currency
    And Alice's hand is nothing
    And the age 1 pile is Oars
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with one action used

  # --- Domestication: meld the lowest card in your hand, then draw a 1.

  @id:card-base-domestication-shared-tie-then-draw
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Domestication shared: Bob picks among his tied lowest cards; Alice has nothing to meld but draws
    # Domestication features the castle: Alice shows 2, Bob 2 (Archery): equal, Bob shares.
    Given a 2-player game
    And Alice's yellow pile is Domestication
    And Bob's red pile is Archery
    And Bob has Calendar, Oars, Writing in hand
    And the age 1 pile is Tools, Masonry, Sailing, Pottery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Domestication
    Then Bob must meld 1 of Oars, Writing
    When Bob melds Writing
    Then Alice gets the sharing bonus
    And Bob's hand is Calendar, Oars, Tools
    And Bob's blue pile is Writing
    And Bob's red pile is Archery
    And Alice's hand is Masonry, Sailing
    And Alice's yellow pile is Domestication
    And the age 1 pile is Pottery
    And it is Alice's turn 4 with one action used

  @id:card-base-domestication-single-lowest
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Domestication: the single lowest card is melded without a choice
    # Domestication features the castle: Alice shows 2, Bob none (Writing): Bob does not share.
    Given a 2-player game
    And Alice's yellow pile is Domestication
    And Alice has Alchemy, Calendar in hand
    And Bob's blue pile is Writing
    And the age 1 pile is Tools
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Domestication
    Then Alice's hand is Alchemy, Tools
    And Alice's blue pile is Calendar
    And Alice's yellow pile is Domestication
    And the age 1 pile is nothing
    And it is Alice's turn 4 with one action used

  # --- Masonry: you may meld any number of cards with a castle from your hand; if you melded
  # four or more, claim Monument.

  @id:card-base-masonry-shared-four-melds-monument
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Masonry shared: Bob melds two in his order; Alice melds four and claims Monument
    # Masonry features the castle: Alice shows 3, Bob 3 (Metalworking): Bob shares. Writing and
    # Pottery have no castle. Bob melds Oars, then Archery on top of it.
    Given a 2-player game
    And Alice's yellow pile is Masonry
    And Alice has Mysticism, The Wheel, Domestication, Tools, Alchemy, Pottery in hand
    And Bob's red pile is Metalworking
    And Bob has Archery, Writing, Oars in hand
    And the age 1 pile is Sailing, Clothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Masonry
    Then Bob may meld up to 2 of Archery, Oars
    When Bob melds Oars then Archery
    Then Bob's red pile is Archery, Oars, Metalworking
    And Alice may meld up to 5 of Mysticism, The Wheel, Domestication, Tools, Alchemy
    When Alice melds The Wheel then Tools then Mysticism then Domestication
    Then Alice's achievements are Monument
    And the special achievements are Empire, World, Wonder, Universe
    And Alice gets the sharing bonus
    And Alice's hand is Alchemy, Pottery, Sailing
    And Alice's blue pile is Tools
    And Alice's green pile is The Wheel
    And Alice's yellow pile is Domestication, Masonry
    And Alice's purple pile is Mysticism
    And Bob's hand is Writing
    And Bob's achievements are nothing
    And the age 1 pile is Clothing
    And it is Alice's turn 4 with one action used

  @id:card-base-masonry-four-melds-monument-taken
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Masonry: four melds claim nothing when Bob already holds Monument
    # Masonry features the castle: Alice shows 3, Bob none (Writing): Bob does not share.
    Given a 2-player game
    And Alice's yellow pile is Masonry
    And Alice has Mysticism, The Wheel, Domestication, Tools in hand
    And Bob's blue pile is Writing
    And Bob has achievements Monument
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Masonry
    Then Alice may meld up to 4 of Mysticism, The Wheel, Domestication, Tools
    When Alice melds Tools then Mysticism then The Wheel then Domestication
    Then Alice's achievements are nothing
    And Bob's achievements are Monument
    And Alice's hand is nothing
    And Alice's blue pile is Tools
    And Alice's green pile is The Wheel
    And Alice's yellow pile is Domestication, Masonry
    And Alice's purple pile is Mysticism
    And it is Alice's turn 4 with one action used

  @id:card-base-masonry-three-melds-no-monument
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Masonry: three melds are one too few for Monument
    # Masonry features the castle: Alice shows 3, Bob none: Bob does not share. Writing has no castle.
    Given a 2-player game
    And Alice's yellow pile is Masonry
    And Alice has Mysticism, The Wheel, Tools, Writing in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Masonry
    Then Alice may meld up to 3 of Mysticism, The Wheel, Tools
    When Alice melds Mysticism then The Wheel then Tools
    Then Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And Alice's hand is Writing
    And Alice's blue pile is Tools
    And Alice's green pile is The Wheel
    And Alice's purple pile is Mysticism
    And Alice's yellow pile is Masonry
    And it is Alice's turn 4 with one action used

  @id:card-base-masonry-declined
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Masonry: melding is optional, and declining changes nothing
    # Masonry features the castle: Alice shows 3, Bob none: Bob does not share.
    Given a 2-player game
    And Alice's yellow pile is Masonry
    And Alice has Tools, Writing in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Masonry
    Then Alice may meld up to 1 of Tools
    When Alice declines
    Then Alice's hand is Tools, Writing
    And Alice's blue pile is nothing
    And Alice's yellow pile is Masonry
    And it is Alice's turn 4 with one action used

  # --- City States: demand: if you have four or more castles, transfer a top card with a
  # castle from your board to mine; if you do, draw a 1.

  @id:card-base-city-states-demand-top-castle-card
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: City States: Bob with five castles gives Alice a top card with a castle and draws a 1
    # City States features the crown: Alice shows 2, Bob 1 (Writing): Bob is affected. Bob shows
    # 5 castles (Archery 2, Masonry 3); Writing has no castle and may not be given.
    Given a 2-player game
    And Alice's purple pile is City States
    And Bob's red pile is Archery
    And Bob's yellow pile is Masonry
    And Bob's blue pile is Writing
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of City States
    Then Bob must transfer 1 of Archery, Masonry
    When Bob transfers Masonry
    Then Alice's yellow pile is Masonry
    And Alice's purple pile is City States
    And Alice's hand is nothing
    And Bob's yellow pile is nothing
    And Bob's red pile is Archery
    And Bob's blue pile is Writing
    And Bob's hand is Tools
    And the age 1 pile is Oars
    And it is Alice's turn 4 with one action used

  @id:card-base-city-states-needs-four-castles
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: City States: Bob with exactly four castles gives a card; Carol with three keeps hers
    # City States features the crown: Alice shows 2, Bob and Carol none: both are affected. Bob
    # shows 4 castles (The Wheel 3, Tools 1); Carol 3 (Metalworking), too few.
    Given a 3-player game
    And Alice's purple pile is City States
    And Bob's green pile is The Wheel
    And Bob's blue pile is Tools
    And Carol's red pile is Metalworking
    And the age 1 pile is Oars, Sailing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of City States
    Then Bob must transfer 1 of Tools, The Wheel
    When Bob transfers The Wheel
    Then Alice's green pile is The Wheel
    And Alice's purple pile is City States
    And Bob's green pile is nothing
    And Bob's blue pile is Tools
    And Bob's hand is Oars
    And Carol's red pile is Metalworking
    And Carol's hand is nothing
    And the age 1 pile is Sailing
    And it is Alice's turn 4 with one action used

  @id:card-base-city-states-castles-only-under-splays
  @assumes:actions.per_turn>=2 @assumes:splay.revealed.right=["top_left","bottom_left"]
  @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: City States: four castles shown only by splays leave Bob no top card to give, so he draws nothing
    # City States features the crown: Alice shows 2, Bob 1 (Clothing): Bob is affected. Bob's 4
    # castles come from The Wheel under an up splay (3) and Masonry under a right splay (1);
    # his top cards, Clothing and Agriculture, have none.
    Given a 2-player game
    And Alice's purple pile is City States
    And Bob's green pile is Clothing, The Wheel splayed up
    And Bob's yellow pile is Agriculture, Masonry splayed right
    And the age 1 pile is Oars
    And it is Alice's turn 4 with every action left
    Then Bob shows 4 castle
    When Alice performs the dogma of City States
    Then Alice's purple pile is City States
    And Alice's green pile is nothing
    And Alice's yellow pile is nothing
    And Bob's green pile is Clothing, The Wheel splayed up
    And Bob's yellow pile is Agriculture, Masonry splayed right
    And Bob's hand is nothing
    And the age 1 pile is Oars
    And it is Alice's turn 4 with one action used

  @id:card-base-city-states-equal-crowns-not-affected
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: City States: Bob with as many crowns as Alice is not affected, however many castles he has
    # City States features the crown: Alice shows 2, Bob 2 (Mapmaking): not affected. Bob shows
    # 7 castles (Mapmaking 1, Masonry 3, Metalworking 3).
    Given a 2-player game
    And Alice's purple pile is City States
    And Bob's green pile is Mapmaking
    And Bob's yellow pile is Masonry
    And Bob's red pile is Metalworking
    And the age 1 pile is Oars
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of City States
    Then Alice's purple pile is City States
    And Alice's red pile is nothing
    And Alice's yellow pile is nothing
    And Bob's red pile is Metalworking
    And Bob's yellow pile is Masonry
    And Bob's hand is nothing
    And the age 1 pile is Oars
    And it is Alice's turn 4 with one action used

  # --- Code of Laws: you may tuck a card of a colour already on your board; if you do, you may
  # splay that colour left.

  @id:card-base-code-of-laws-shared-tuck-and-splay
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Code of Laws shared: Bob tucks and splays left; Alice tucks and declines the splay
    # Code of Laws features the crown: Alice shows 2, Bob 2 (Sailing): equal, Bob shares. Only
    # cards of a colour on the board may be tucked: not Oars, not Writing.
    Given a 2-player game
    And Alice's purple pile is Code of Laws
    And Alice has Mysticism, Writing in hand
    And Bob's green pile is Sailing
    And Bob has Clothing, Oars in hand
    And the age 1 pile is Tools, Archery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Code of Laws
    Then Bob may tuck up to 1 of Clothing
    When Bob tucks Clothing
    Then Bob may splay up to 1 of green
    When Bob splays green
    Then Bob's green pile is Sailing, Clothing splayed left
    And Alice may tuck up to 1 of Mysticism
    When Alice tucks Mysticism
    Then Alice may splay up to 1 of purple
    When Alice declines
    Then Alice gets the sharing bonus
    And Bob's green pile is Sailing, Clothing splayed left
    And Bob's hand is Oars
    And Alice's purple pile is Code of Laws, Mysticism
    And Alice's hand is Writing, Tools
    And the age 1 pile is Archery
    And it is Alice's turn 4 with one action used

  @id:card-base-code-of-laws-already-splayed-left
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Code of Laws: a pile already splayed left is not offered the splay again
    # Code of Laws features the crown: Alice shows 2, Bob none (Archery): Bob does not share.
    Given a 2-player game
    And Alice's purple pile is Code of Laws, Mysticism splayed left
    And Alice has City States, Oars in hand
    And Bob's red pile is Archery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Code of Laws
    Then Alice may tuck up to 1 of City States
    When Alice tucks City States
    Then Alice's purple pile is Code of Laws, Mysticism, City States splayed left
    And Alice's hand is Oars
    And it is Alice's turn 4 with one action used

  @id:card-base-code-of-laws-right-splay-turned-left
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Code of Laws: a pile splayed right may be splayed left instead
    # Code of Laws features the crown: Alice shows 4 (City States' two show under the right
    # splay), Bob none: Bob does not share.
    Given a 2-player game
    And Alice's purple pile is Code of Laws, City States splayed right
    And Alice has Mysticism in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Code of Laws
    Then Alice may tuck up to 1 of Mysticism
    When Alice tucks Mysticism
    Then Alice may splay up to 1 of purple
    When Alice splays purple
    Then Alice's purple pile is Code of Laws, City States, Mysticism splayed left
    And Alice's hand is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-code-of-laws-tuck-declined
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Code of Laws: declining the tuck offers no splay
    # Code of Laws features the crown: Alice shows 2, Bob none: Bob does not share.
    Given a 2-player game
    And Alice's purple pile is Code of Laws
    And Alice's red pile is Archery
    And Alice has Oars in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Code of Laws
    Then Alice may tuck up to 1 of Oars
    When Alice declines
    Then Alice's hand is Oars
    And Alice's red pile is Archery
    And Alice's purple pile is Code of Laws
    And it is Alice's turn 4 with one action used

  # --- Mysticism: draw and reveal a 1; if you have a pile of its colour, meld it and draw a 1.

  @id:card-base-mysticism-shared-meld-or-keep
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Mysticism shared: Bob's green card is melded and he draws again; Alice's red card stays in hand
    # Mysticism features the castle: Alice shows 3, Bob 3 (The Wheel): Bob shares.
    Given a 2-player game
    And Alice's purple pile is Mysticism
    And Bob's green pile is The Wheel
    And the age 1 pile is Sailing, Tools, Oars, Clothing, Pottery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Mysticism
    Then Bob revealed Sailing
    And Alice revealed Oars
    And Alice gets the sharing bonus
    And Bob's green pile is Sailing, The Wheel
    And Bob's hand is Tools
    And Alice's hand is Oars, Clothing
    And Alice's purple pile is Mysticism
    And Alice's red pile is nothing
    And the age 1 pile is Pottery
    And it is Alice's turn 4 with one action used

  @id:card-base-mysticism-sharer-keeps-card-still-bonus
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Mysticism shared: Bob only draws and keeps his card, which is still a change that earns the bonus
    # Mysticism features the castle: Alice shows 3, Bob 3 (The Wheel): Bob shares. Oars (red)
    # and Tools (blue) match no pile of theirs.
    Given a 2-player game
    And Alice's purple pile is Mysticism
    And Bob's green pile is The Wheel
    And the age 1 pile is Oars, Tools, Clothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Mysticism
    Then Bob revealed Oars
    And Alice revealed Tools
    And Alice gets the sharing bonus
    And Bob's hand is Oars
    And Bob's green pile is The Wheel
    And Alice's hand is Tools, Clothing
    And Alice's purple pile is Mysticism
    And the age 1 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-mysticism-alone-melds-own-colour
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Mysticism alone: a purple card is melded onto Mysticism's own pile, then a 1 is drawn
    # Mysticism features the castle: Alice shows 3, Bob none (Writing): Bob does not share.
    Given a 2-player game
    And Alice's purple pile is Mysticism
    And Bob's blue pile is Writing
    And the age 1 pile is City States, Oars, Tools
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Mysticism
    Then Alice revealed City States
    And Alice's purple pile is City States, Mysticism
    And Alice's hand is Oars
    And the age 1 pile is Tools
    And it is Alice's turn 4 with one action used
