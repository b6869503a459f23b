# The fifteen age-1 cards of the fourth edition, each effect and branch, from exact positions.
# Card texts: engine/data/cards/base-ultimate.json (our own words, with its glossary for junk and
# the sharing bonus); rulebook terms: innovation-ultimate.es.txt.
# Every supply age a scenario draws from is listed; piles are written top card first. Decisions
# come effect by effect: the players sharing or affected, clockwise from the launcher's left,
# then the launcher. A card that goes back to a supply pile goes under it; when two cards end in
# the same place (one deck, one colour pile) the player gives their order, first listed first.
# The fourth-edition Monument needs four top cards with a demand, so no position here has more
# than two such top cards.
@ultimate
Feature: Age 1 fourth-edition cards

  # --- Pottery: may return up to three hand cards and score a card of that count; then draw a 1.

  @id:card-ul-pottery-shared-returns-three
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Pottery shared: Bob returns three cards in the order he gives and scores a 3, Alice returns one and scores a 1
    # Pottery features the leaf: Alice shows 3, Bob 3 with Agriculture (shares).
    Given a 2-player game
    And Alice's blue pile is Pottery
    And Alice has Oars, Sailing in hand
    And Bob's yellow pile is Agriculture
    And Bob has Tools, Writing, Calendar in hand
    And the age 1 pile is Mysticism, Clothing, The Wheel, Masonry
    And the age 2 pile is Construction, Currency
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Pottery
    Then Bob may return up to 3 of Tools, Writing, Calendar
    When Bob returns Tools then Calendar then Writing
    # Tools and Writing go under the same deck, so Bob orders the three returns.
    Then Alice may return up to 2 of Oars, Sailing
    When Alice returns Sailing
    # Bob scored Paper (three returned), Alice Mysticism (one returned); then Bob draws Clothing,
    # Alice The Wheel, and Alice's sharing bonus is Masonry.
    Then Alice's hand is Oars, The Wheel, Masonry
    And Alice's score pile is Mysticism
    And Alice's blue pile is Pottery
    And Bob's hand is Clothing
    And Bob's score pile is Paper
    And Bob's yellow pile is Agriculture
    And the age 1 pile is Tools, Writing, Sailing
    And the age 2 pile is Construction, Currency, Calendar
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  @id:card-ul-pottery-declined-draws-a-1 @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Pottery declined only draws a 1
    # Pottery features the leaf: Alice shows 3, Bob none (Metalworking).
    Given a 2-player game
    And Alice's blue pile is Pottery
    And Alice has Oars in hand
    And Bob's red pile is Metalworking
    And the age 1 pile is Tools, Writing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Pottery
    Then Alice may return up to 1 of Oars
    When Alice declines
    Then Alice's hand is Oars, Tools
    And Alice's score pile is nothing
    And Bob's hand is nothing
    And Bob's score pile is nothing
    And the age 1 pile is Writing
    And it is Alice's turn 9 with one action used

  @id:card-ul-pottery-two-returned-scores-a-2 @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Pottery with two cards returned scores a 2; a player showing fewer leaves does not share
    # Pottery features the leaf: Alice shows 3, Bob 2 with Clothing (one fewer: no sharing).
    Given a 2-player game
    And Alice's blue pile is Pottery
    And Alice has Tools, Writing in hand
    And Bob's green pile is Clothing
    And Bob has Oars in hand
    And the age 1 pile is Agriculture, Masonry
    And the age 2 pile is Currency, Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Pottery
    Then Alice may return up to 2 of Tools, Writing
    When Alice returns Writing then Tools
    Then Alice's hand is Agriculture
    And Alice's score pile is Currency
    And Bob's hand is Oars
    And Bob's score pile is nothing
    And the age 1 pile is Masonry, Writing, Tools
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  @id:card-ul-pottery-empty-hand-draws-a-1 @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Pottery with an empty hand offers no return and draws a 1
    # Pottery features the leaf: Alice shows 3, Bob none with Writing.
    Given a 2-player game
    And Alice's blue pile is Pottery
    And Bob's blue pile is Writing
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Pottery
    Then Alice's hand is Tools
    And Alice's score pile is nothing
    And Bob's hand is nothing
    And the age 1 pile is Oars
    And it is Alice's turn 9 with one action used

  # --- Tools: may return exactly three cards to draw and meld a 3; may return a 3 to draw three 1s.

  @id:card-ul-tools-shared-both-effects
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Tools shared: Bob returns three cards and melds a 3, then returns a 3 and draws three 1s; Alice with two cards does neither
    # Tools features the lightbulb: Alice shows 2, Bob 3 with Philosophy (shares).
    Given a 2-player game
    And Alice's blue pile is Tools
    And Alice has Writing, Pottery in hand
    And Bob's purple pile is Philosophy
    And Bob has Oars, Sailing, Alchemy, Archery, Optics in hand
    And the age 1 pile is Clothing, Masonry, Mysticism, The Wheel
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Tools
    Then Bob may accept or decline
    When Bob accepts
    Then Bob must return 3 of Oars, Sailing, Alchemy, Archery, Optics
    When Bob returns Archery then Oars then Alchemy
    # Oars and Archery go under the 1 deck: Bob orders the returns.
    Then Bob's green pile is Paper
    # Alice holds two cards: the first effect offers her nothing; the second starts with Bob.
    And Bob may return up to 1 of Optics
    When Bob returns Optics
    # Alice has no 3 in hand; her sharing bonus is The Wheel.
    Then Bob's hand is Sailing, Clothing, Masonry, Mysticism
    And Bob's purple pile is Philosophy
    And Alice's hand is Writing, Pottery, The Wheel
    And Alice's blue pile is Tools
    And Alice's green pile is nothing
    And the age 1 pile is Archery, Oars
    And the age 3 pile is Compass, Alchemy, Optics
    And it is Alice's turn 9 with one action used

  @id:card-ul-tools-declined-twice @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Tools with both offers declined changes nothing
    # Tools features the lightbulb: Alice shows 2, Bob 1 with Archery (no sharing).
    Given a 2-player game
    And Alice's blue pile is Tools
    And Alice has Oars, Alchemy, Sailing, Writing in hand
    And Bob's red pile is Archery
    And the age 1 pile is Clothing
    And the age 3 pile is Paper
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Tools
    Then Alice may accept or decline
    When Alice declines
    Then Alice may return up to 1 of Alchemy
    When Alice declines
    Then Alice's hand is Oars, Alchemy, Sailing, Writing
    And Alice's blue pile is Tools
    And Bob's hand is nothing
    And the age 1 pile is Clothing
    And the age 3 pile is Paper
    And it is Alice's turn 9 with one action used

  @id:card-ul-tools-exactly-three-in-hand @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Tools with exactly three cards in hand returns all three; the 3 among them is gone before the second effect
    # Tools features the lightbulb: Alice shows 2, Bob 1 with Archery (no sharing).
    Given a 2-player game
    And Alice's blue pile is Tools
    And Alice has Oars, Alchemy, Sailing in hand
    And Bob's red pile is Archery
    And the age 1 pile is Clothing
    And the age 3 pile is Paper
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Tools
    Then Alice may accept or decline
    When Alice accepts
    # Her only three cards: no pick, only their order (Oars and Sailing share the 1 deck).
    When Alice returns Sailing then Alchemy then Oars
    Then Alice's hand is nothing
    And Alice's green pile is Paper
    And Alice's blue pile is Tools
    And the age 1 pile is Clothing, Sailing, Oars
    And the age 3 pile is Alchemy
    And it is Alice's turn 9 with one action used

  # --- Writing: draw a 2.

  @id:card-ul-writing-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Writing shared: Bob and then Alice draw a 2, and Alice's bonus is a 1
    # Writing features the lightbulb: Alice shows 2, Bob 3 with Philosophy (shares).
    Given a 2-player game
    And Alice's blue pile is Writing
    And Bob's purple pile is Philosophy
    And the age 1 pile is Oars, Tools
    And the age 2 pile is Calendar, Mathematics, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Bob's hand is Calendar
    And Alice's hand is Mathematics, Oars
    And the age 1 pile is Tools
    And the age 2 pile is Currency
    And it is Alice's turn 9 with one action used

  @id:card-ul-writing-equal-icons-share
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Writing shared by a player with exactly as many lightbulbs
    # Writing features the lightbulb: Alice shows 2, Bob 2 with Tools (equal: shares).
    Given a 2-player game
    And Alice's blue pile is Writing
    And Bob's blue pile is Tools
    And the age 1 pile is Oars, Sailing
    And the age 2 pile is Calendar, Mathematics, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Bob's hand is Calendar
    And Alice's hand is Mathematics, Oars
    And the age 1 pile is Sailing
    And the age 2 pile is Currency
    And it is Alice's turn 9 with one action used

  @id:card-ul-writing-not-shared @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Writing not shared by a player with fewer lightbulbs
    # Writing features the lightbulb: Alice shows 2, Bob 1 with Archery (no sharing).
    Given a 2-player game
    And Alice's blue pile is Writing
    And Bob's red pile is Archery
    And the age 1 pile is Oars
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's hand is Calendar
    And Bob's hand is nothing
    And the age 1 pile is Oars
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with one action used

  # --- Archery: demand a 1 be drawn and the highest hand card given; junk an available 1 or 2 achievement.

  @id:card-ul-archery-demanded-and-junk-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Archery: Bob draws a 1 and gives a tied highest card; Carol and then Alice each junk an achievement
    # Archery features the castle: Alice shows 2; Bob none with Writing (affected); Carol 3 with
    # Mysticism (shares the second effect).
    Given a 3-player game
    And Alice's red pile is Archery
    And Bob's blue pile is Writing
    And Bob has Mathematics, Construction in hand
    And Carol's purple pile is Mysticism
    And the age 1 pile is Oars, Tools
    And the standard achievements are Pottery, Calendar, Optics
    And it is Alice's turn 10 with every action left
    When Alice performs the dogma of Archery
    # Bob draws Oars, lower than his two tied 2s.
    Then Bob must transfer 1 of Mathematics, Construction
    When Bob transfers Construction
    Then Carol must choose 1 of 1, 2
    When Carol chooses 2
    # Only the 1 is left for Alice: junked without a question. Carol's junking earns the bonus.
    Then the junk pile holds Calendar, Pottery
    And the standard achievements are ages 3
    And Alice's hand is Construction, Tools
    And Bob's hand is Mathematics, Oars
    And Carol's hand is nothing
    And Carol's purple pile is Mysticism
    And the age 1 pile is nothing
    And it is Alice's turn 10 with one action used

  @id:card-ul-archery-drawn-card-given @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Archery: the card just drawn is the highest and is given; with no 1 or 2 achievement nothing is junked
    # Archery features the castle: Alice shows 2, Bob none with Sailing (affected).
    Given a 2-player game
    And Alice's red pile is Archery
    And Bob's green pile is Sailing
    And the age 1 pile is Oars
    And the age 2 pile is Calendar
    And the standard achievements are Optics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Archery
    Then Alice's hand is Oars
    And Bob's hand is nothing
    And the junk pile holds nothing
    And the standard achievements are ages 3
    And the age 1 pile is nothing
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  @id:card-ul-archery-equal-castles-not-affected
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Archery: a player with as many castles is not affected but shares the junking, and picks first
    # Archery features the castle: Alice shows 2, Bob 2 with Domestication (equal: not affected,
    # shares the non-demand).
    Given a 2-player game
    And Alice's red pile is Archery
    And Bob's yellow pile is Domestication
    And Bob has Mathematics in hand
    And the age 1 pile is Tools, Oars
    And the standard achievements are Pottery, Calendar, Optics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Archery
    Then Bob must choose 1 of 1, 2
    When Bob chooses 1
    # Alice junks the 2 left without a question; Bob's junking earns her the bonus, Tools.
    Then the junk pile holds Pottery, Calendar
    And the standard achievements are ages 3
    And Bob's hand is Mathematics
    And Alice's hand is Tools
    And the age 1 pile is Oars
    And it is Alice's turn 9 with one action used

  # --- Metalworking: draw and reveal a 1; a card with a castle is scored and the effect repeats.

  @id:card-ul-metalworking-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Metalworking shared: each scores castle cards until a drawn card has none
    # Metalworking features the castle: Alice shows 3, Bob 3 with Mysticism (shares).
    Given a 2-player game
    And Alice's red pile is Metalworking
    And Bob's purple pile is Mysticism
    And the age 1 pile is Archery, Writing, The Wheel, Pottery, Oars, Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Metalworking
    # Bob: Archery (castle) scored, Writing kept. Alice: The Wheel scored, Pottery kept. Bonus: Oars.
    Then Bob's score pile is Archery
    And Bob's hand is Writing
    And Alice's score pile is The Wheel
    And Alice's hand is Pottery, Oars
    And the age 1 pile is Sailing
    And it is Alice's turn 9 with one action used

  @id:card-ul-metalworking-empty-deck-draws-higher @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  Scenario: Metalworking: once the 1 deck is empty the repeated draws take 2s
    # Metalworking features the castle: Alice shows 3, Bob none with Writing.
    Given a 2-player game
    And Alice's red pile is Metalworking
    And Bob's blue pile is Writing
    And the age 1 pile is Archery
    And the age 2 pile is Construction, Calendar, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Metalworking
    Then Alice's score pile is Archery, Construction
    And Alice's hand is Calendar
    And Bob's hand is nothing
    And Bob's score pile is nothing
    And the age 1 pile is nothing
    And the age 2 pile is Currency
    And it is Alice's turn 9 with one action used

  @id:card-ul-metalworking-draws-past-the-last-age @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  Scenario: Metalworking keeps drawing until the supply runs out, which ends the game
    # Metalworking features the castle: Alice shows 3, Bob none with Writing.
    Given a 2-player game
    And Alice's red pile is Metalworking
    And Bob's blue pile is Writing
    And the age 1 pile is Archery
    And ages 2 to 11 are empty
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Metalworking
    # Archery is scored; the next draw finds no card up to 11: the game ends on score.
    Then Alice wins by score
    And Alice's score pile is Archery

  # --- Oars: demand crown cards from hand, drawing and repeating; if none came, draw a 1.

  @id:card-ul-oars-demand-repeats @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Oars: Bob gives crown cards one at a time, drawing after each, until he has none; then no one draws
    # Oars features the castle: Alice shows 2; Bob none with Writing (affected); Carol 3 with
    # The Wheel (shares the second effect).
    Given a 3-player game
    And Alice's red pile is Oars
    And Bob's blue pile is Writing
    And Bob has Sailing, Code of Laws, Pottery in hand
    And Carol's green pile is The Wheel
    And the age 1 pile is City States, Tools, Masonry, Clothing
    And it is Alice's turn 10 with every action left
    When Alice performs the dogma of Oars
    Then Bob must transfer 1 of Sailing, Code of Laws
    When Bob transfers Code of Laws
    # Bob draws City States, which has a crown.
    Then Bob must transfer 1 of Sailing, City States
    When Bob transfers Sailing
    # Bob draws Tools; City States is his only crown card and goes without a question; he draws
    # Masonry and has no crown left. A card was given: neither Carol nor Alice draws.
    Then Alice's score pile is Code of Laws, Sailing, City States
    And Alice's hand is nothing
    And Bob's hand is Pottery, Tools, Masonry
    And Carol's hand is nothing
    And the age 1 pile is Clothing
    And it is Alice's turn 10 with one action used

  @id:card-ul-oars-nothing-transferred
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Oars: an affected player with no crown card gives nothing, so Carol and Alice draw a 1
    # Oars features the castle: Alice shows 2; Bob none with Writing (affected); Carol 3 with
    # The Wheel (shares the second effect).
    Given a 3-player game
    And Alice's red pile is Oars
    And Bob's blue pile is Writing
    And Bob has Pottery in hand
    And Carol's green pile is The Wheel
    And the age 1 pile is Tools, Clothing, Masonry, Archery
    And it is Alice's turn 10 with every action left
    When Alice performs the dogma of Oars
    # Carol draws Tools, Alice Clothing; Carol's draw earns Alice the bonus, Masonry.
    Then Carol's hand is Tools
    And Alice's hand is Clothing, Masonry
    And Alice's score pile is nothing
    And Bob's hand is Pottery
    And the age 1 pile is Archery
    And it is Alice's turn 10 with one action used

  @id:card-ul-oars-equal-castles-not-affected
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Oars: a player with as many castles keeps his crown card and shares the draw
    # Oars features the castle: Alice shows 2, Bob 2 with Domestication (equal: not affected,
    # shares the second effect).
    Given a 2-player game
    And Alice's red pile is Oars
    And Bob's yellow pile is Domestication
    And Bob has Sailing in hand
    And the age 1 pile is Tools, Clothing, Masonry, Archery
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Oars
    Then Bob's hand is Sailing, Tools
    And Alice's hand is Clothing, Masonry
    And Alice's score pile is nothing
    And the age 1 pile is Archery
    And it is Alice's turn 9 with one action used

  # --- Clothing: meld a card of a colour not on your board; score a 1 per colour only you have.

  @id:card-ul-clothing-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Clothing shared: each melds a new colour, then scores a 1 for each of their colours no opponent has
    # Clothing features the leaf: Alice shows 2, Bob 3 with Agriculture (shares).
    Given a 2-player game
    And Alice's blue pile is Tools
    And Alice's green pile is Clothing
    And Alice has Oars, Writing, Masonry in hand
    And Bob's yellow pile is Agriculture
    And Bob has Sailing, Code of Laws in hand
    And the age 1 pile is Pottery, Metalworking, Mysticism, The Wheel, Domestication, City States
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Clothing
    Then Bob must meld 1 of Sailing, Code of Laws
    When Bob melds Code of Laws
    # Not Writing: Alice has a blue pile.
    Then Alice must meld 1 of Oars, Masonry
    When Alice melds Oars
    # Bob: yellow and purple are his alone (2). Alice: blue, red and green (3). Bonus: City States.
    Then Bob's purple pile is Code of Laws
    And Bob's hand is Sailing
    And Bob's score pile is Pottery, Metalworking
    And Alice's red pile is Oars
    And Alice's hand is Writing, Masonry, City States
    And Alice's score pile is Mysticism, The Wheel, Domestication
    And the age 1 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-clothing-nothing-to-meld @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Clothing: no hand card of a new colour melds nothing, and a colour an opponent also has does not count
    # Clothing features the leaf: Alice shows 2, Bob none with Mathematics.
    Given a 2-player game
    And Alice's blue pile is Writing
    And Alice's green pile is Clothing
    And Alice has Tools in hand
    And Bob's blue pile is Mathematics
    And the age 1 pile is Sailing, Oars
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Clothing
    Then Alice's hand is Tools
    And Alice's blue pile is Writing
    And Alice's score pile is Sailing
    And Bob's score pile is nothing
    And the age 1 pile is Oars
    And it is Alice's turn 9 with one action used

  @id:card-ul-clothing-no-colour-of-her-own @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Clothing: with an empty hand and every colour shared with an opponent, nothing is scored
    # Clothing features the leaf: Alice shows 2, Bob 1 with Sailing (no sharing).
    Given a 2-player game
    And Alice's green pile is Clothing
    And Bob's green pile is Sailing
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Clothing
    Then Alice's hand is nothing
    And Alice's score pile is nothing
    And Alice's green pile is Clothing
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 9 with one action used

  # --- Sailing: draw and meld a 1.

  @id:card-ul-sailing-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Sailing shared: Bob and then Alice draw and meld a 1
    # Sailing features the crown: Alice shows 2, Bob 2 with City States (equal: shares).
    Given a 2-player game
    And Alice's green pile is Sailing
    And Bob's purple pile is City States
    And the age 1 pile is Tools, Oars, Writing, Masonry
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Sailing
    Then Bob's blue pile is Tools
    And Bob's hand is nothing
    And Alice's red pile is Oars
    And Alice's hand is Writing
    And the age 1 pile is Masonry
    And it is Alice's turn 9 with one action used

  @id:card-ul-sailing-not-shared @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Sailing not shared: Alice melds the drawn card onto her own pile of its colour
    # Sailing features the crown: Alice shows 2, Bob 1 with Writing (no sharing).
    Given a 2-player game
    And Alice's green pile is Sailing
    And Bob's blue pile is Writing
    And the age 1 pile is Clothing, Oars
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Sailing
    Then Alice's green pile is Clothing, Sailing
    And Alice's hand is nothing
    And Bob's hand is nothing
    And Bob's blue pile is Writing
    And the age 1 pile is Oars
    And it is Alice's turn 9 with one action used

  # --- The Wheel: draw a 1 twice.

  @id:card-ul-the-wheel-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: The Wheel shared: Bob and then Alice draw two 1s
    # The Wheel features the castle: Alice shows 3, Bob 3 with Mysticism (shares).
    Given a 2-player game
    And Alice's green pile is The Wheel
    And Bob's purple pile is Mysticism
    And the age 1 pile is Tools, Archery, Masonry, Oars, Pottery, Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Bob's hand is Tools, Archery
    And Alice's hand is Masonry, Oars, Pottery
    And the age 1 pile is Sailing
    And it is Alice's turn 9 with one action used

  @id:card-ul-the-wheel-second-draw-from-the-2-deck @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  Scenario: The Wheel not shared: with one card left in the 1 deck, the second draw is a 2
    # The Wheel features the castle: Alice shows 3, Bob 2 with Domestication (no sharing).
    Given a 2-player game
    And Alice's green pile is The Wheel
    And Bob's yellow pile is Domestication
    And the age 1 pile is Tools
    And the age 2 pile is Calendar, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice's hand is Tools, Calendar
    And Bob's hand is nothing
    And the age 1 pile is nothing
    And the age 2 pile is Currency
    And it is Alice's turn 9 with one action used

  # --- Agriculture: may return a card to draw and score a card one value higher.

  @id:card-ul-agriculture-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Agriculture shared: Bob returns a 2 and scores a 3, Alice returns a 1 and scores a 2
    # Agriculture features the leaf: Alice shows 3, Bob 3 with Pottery (shares).
    Given a 2-player game
    And Alice's yellow pile is Agriculture
    And Alice has Oars, Alchemy in hand
    And Bob's blue pile is Pottery
    And Bob has Calendar in hand
    And the age 1 pile is Tools
    And the age 2 pile is Construction, Currency
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    Then Bob may return up to 1 of Calendar
    When Bob returns Calendar
    Then Alice may return up to 1 of Oars, Alchemy
    When Alice returns Oars
    # Alice's sharing bonus is Tools.
    Then Bob's hand is nothing
    And Bob's score pile is Paper
    And Alice's hand is Alchemy, Tools
    And Alice's score pile is Construction
    And the age 1 pile is Oars
    And the age 2 pile is Currency, Calendar
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  @id:card-ul-agriculture-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Agriculture declined changes nothing
    # Agriculture features the leaf: Alice shows 3, Bob none with Archery.
    Given a 2-player game
    And Alice's yellow pile is Agriculture
    And Alice has Oars in hand
    And Bob's red pile is Archery
    And Bob has Tools in hand
    And the age 1 pile is Writing
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    Then Alice may return up to 1 of Oars
    When Alice declines
    Then Alice's hand is Oars
    And Alice's score pile is nothing
    And Bob's hand is Tools
    And the age 1 pile is Writing
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  # --- Domestication: meld the lowest hand card, then draw a 1.

  @id:card-ul-domestication-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Domestication shared: Bob picks between tied lowest cards, Alice melds her only card, each draws a 1
    # Domestication features the castle: Alice shows 2, Bob 3 with Metalworking (shares).
    Given a 2-player game
    And Alice's yellow pile is Domestication
    And Alice has Construction in hand
    And Bob's red pile is Metalworking
    And Bob has Calendar, Tools, Oars in hand
    And the age 1 pile is Pottery, Writing, Sailing
    And the age 2 pile is Mathematics, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Domestication
    Then Bob must meld 1 of Tools, Oars
    When Bob melds Oars
    # Alice's bonus draw is a 2: Construction is now her highest top card.
    Then Bob's red pile is Oars, Metalworking
    And Bob's hand is Calendar, Tools, Pottery
    And Alice's red pile is Construction
    And Alice's yellow pile is Domestication
    And Alice's hand is Writing, Mathematics
    And the age 1 pile is Sailing
    And the age 2 pile is Currency
    And it is Alice's turn 9 with one action used

  @id:card-ul-domestication-empty-hand @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Domestication with an empty hand still draws a 1
    # Domestication features the castle: Alice shows 2, Bob none with Writing.
    Given a 2-player game
    And Alice's yellow pile is Domestication
    And Bob's blue pile is Writing
    And the age 1 pile is Pottery, Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Domestication
    Then Alice's hand is Pottery
    And Alice's yellow pile is Domestication
    And Bob's hand is nothing
    And the age 1 pile is Sailing
    And it is Alice's turn 9 with one action used

  @id:card-ul-domestication-single-lowest @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Domestication melds the one lowest card without a question
    # Domestication features the castle: Alice shows 2, Bob none with Sailing.
    Given a 2-player game
    And Alice's yellow pile is Domestication
    And Alice has Calendar, Tools in hand
    And Bob's green pile is Sailing
    And the age 1 pile is Pottery, Writing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Domestication
    Then Alice's blue pile is Tools
    And Alice's hand is Calendar, Pottery
    And Bob's hand is nothing
    And the age 1 pile is Writing
    And it is Alice's turn 9 with one action used

  # --- Masonry: may meld any castle cards; a red pile of exactly three cards claims Monument.

  @id:card-ul-masonry-shared-claims-monument
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Masonry shared: Bob melds three castle cards in his order; Alice's red pile reaches three and claims Monument
    # Masonry features the castle: Alice shows 3 (Optics on her red pile has none), Bob 3 with
    # Mysticism (shares).
    Given a 2-player game
    And Alice's yellow pile is Masonry
    And Alice's red pile is Optics, Construction
    And Alice has Engineering, Paper in hand
    And Bob's purple pile is Mysticism
    And Bob has Oars, Archery, Code of Laws, Tools in hand
    And the age 3 pile is Compass
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Masonry
    # Code of Laws has no castle.
    Then Bob may meld up to 3 of Oars, Archery, Tools
    When Bob melds Archery then Tools then Oars
    # Oars and Archery go onto the same red pile: Bob orders the melds.
    Then Alice may meld up to 1 of Engineering
    When Alice melds Engineering
    # Bob's red pile holds two cards, Alice's three. Her bonus draw is a 3 (Engineering on top).
    Then Bob's red pile is Oars, Archery
    And Bob's blue pile is Tools
    And Bob's hand is Code of Laws
    And Bob's achievements are nothing
    And Alice's red pile is Engineering, Optics, Construction
    And Alice's achievements are Monument
    And the special achievements are Empire, World, Wonder, Universe
    And Alice's hand is Paper, Compass
    And the age 3 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-masonry-declined-monument-held @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Masonry declined with a red pile of three: Monument, already held by Bob, is not claimed
    # Masonry features the castle: Alice shows 3 (Archery on her red pile adds 2), Bob none.
    Given a 2-player game
    And Alice's yellow pile is Masonry
    And Alice's red pile is Archery, Metalworking, Construction
    And Alice has Oars in hand
    And Bob's blue pile is Writing
    And Bob has achievements Monument
    And the special achievements are Empire, World, Wonder, Universe
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Masonry
    Then Alice may meld up to 1 of Oars
    When Alice declines
    Then Alice's hand is Oars
    And Alice's red pile is Archery, Metalworking, Construction
    And Alice's achievements are nothing
    And Bob's achievements are Monument
    And the special achievements are Empire, World, Wonder, Universe
    And it is Alice's turn 9 with one action used

  @id:card-ul-masonry-red-pile-of-four @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Masonry: a meld that makes the red pile four cards claims nothing
    # Masonry features the castle: Alice shows 5 (Masonry 3, Archery 2), Bob none with Writing.
    Given a 2-player game
    And Alice's yellow pile is Masonry
    And Alice's red pile is Archery, Metalworking, Construction
    And Alice has Oars in hand
    And Bob's blue pile is Writing
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Masonry
    Then Alice may meld up to 1 of Oars
    When Alice melds Oars
    Then Alice's red pile is Oars, Archery, Metalworking, Construction
    And Alice's hand is nothing
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 9 with one action used

  # --- City States: demand, from a player showing four or more castles, a top castle card; they draw a 1.

  @id:card-ul-city-states-four-castles-boundary @ultimate-figures
  @assumes:splay.revealed.left=["bottom_right"]
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false @assumes:splay.unsplay_small_piles=true
  Scenario: City States: players with six and exactly four castles give a top castle card and draw; three castles give nothing
    # City States features the crown: Alice shows 2; Bob, Carol and Dave none (all affected).
    # Castles: Bob 6 (Metalworking, The Wheel), Carol 4 (Masonry and Domestication's revealed
    # castle), Dave 3 (Mysticism).
    Given a 4-player game
    And Alice's purple pile is City States
    And Bob's red pile is Metalworking
    And Bob's green pile is The Wheel, Sailing
    And Carol's yellow pile is Masonry, Domestication splayed left
    And Dave's purple pile is Mysticism
    And the age 1 pile is Tools, Writing, Pottery
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of City States
    Then Bob must transfer 1 of Metalworking, The Wheel
    When Bob transfers The Wheel
    # Carol's only top card with a castle goes without a question; her pile of one is unsplayed.
    Then Alice's green pile is The Wheel
    And Alice's yellow pile is Masonry
    And Alice's purple pile is City States
    And Bob's green pile is Sailing
    And Bob's red pile is Metalworking
    And Bob's hand is Tools
    And Carol's yellow pile is Domestication
    And Carol's hand is Writing
    And Dave's purple pile is Mysticism
    And Dave's hand is nothing
    And Alice's hand is nothing
    And the age 1 pile is Pottery
    And it is Alice's turn 9 with one action used

  @id:card-ul-city-states-onto-launchers-pile @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: City States: the card given goes on top of the launcher's pile of its colour
    # City States features the crown: Alice shows 3 (Oars adds 1), Bob none with 5 castles.
    Given a 2-player game
    And Alice's red pile is Oars
    And Alice's purple pile is City States
    And Bob's red pile is Archery
    And Bob's yellow pile is Masonry
    And the age 1 pile is Tools
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of City States
    Then Bob must transfer 1 of Archery, Masonry
    When Bob transfers Archery
    Then Alice's red pile is Archery, Oars
    And Bob's red pile is nothing
    And Bob's yellow pile is Masonry
    And Bob's hand is Tools
    And the age 1 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-city-states-equal-crowns-not-affected @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: City States: a player with as many crowns is not affected, however many castles he shows
    # City States features the crown: Alice shows 2; Bob 3 crowns (Code of Laws, Domestication),
    # 5 castles: not affected.
    Given a 2-player game
    And Alice's purple pile is City States
    And Bob's purple pile is Code of Laws
    And Bob's red pile is Metalworking
    And Bob's yellow pile is Domestication
    And the age 1 pile is Tools
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of City States
    Then Alice's purple pile is City States
    And Alice's red pile is nothing
    And Bob's red pile is Metalworking
    And Bob's yellow pile is Domestication
    And Bob's hand is nothing
    And the age 1 pile is Tools
    And it is Alice's turn 9 with one action used

  # --- Code of Laws: may tuck a card of a colour on your board, then may splay that colour left.

  @id:card-ul-code-of-laws-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Code of Laws shared: Bob tucks and splays left; Alice tucks and declines the splay
    # Code of Laws features the crown: Alice shows 3 (Writing adds 1), Bob 4 (Sailing, City
    # States): shares.
    Given a 2-player game
    And Alice's blue pile is Writing
    And Alice's purple pile is Code of Laws
    And Alice has Tools, Pottery, Archery in hand
    And Bob's green pile is Sailing, Clothing
    And Bob's purple pile is City States
    And Bob has The Wheel, Oars in hand
    And the age 1 pile is Mysticism, Masonry
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Code of Laws
    # Oars: Bob has no red pile.
    Then Bob may tuck up to 1 of The Wheel
    When Bob tucks The Wheel
    Then Bob may splay up to 1 of green
    When Bob splays green
    Then Alice may tuck up to 1 of Tools, Pottery
    When Alice tucks Pottery
    Then Alice may splay up to 1 of blue
    When Alice declines
    # Alice's sharing bonus is Mysticism.
    Then Bob's green pile is Sailing, Clothing, The Wheel splayed left
    And Bob's hand is Oars
    And Alice's blue pile is Writing, Pottery
    And Alice's hand is Tools, Archery, Mysticism
    And the age 1 pile is Masonry
    And it is Alice's turn 9 with one action used

  @id:card-ul-code-of-laws-already-splayed-left @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Code of Laws: no splay is offered for a pile already splayed left
    # Code of Laws features the crown: Alice shows 3 (Writing 1, Code of Laws 2), Bob none.
    Given a 2-player game
    And Alice's blue pile is Writing, Tools splayed left
    And Alice's purple pile is Code of Laws
    And Alice has Pottery, Oars in hand
    And Bob's red pile is Archery
    And the age 1 pile is Mysticism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Code of Laws
    Then Alice may tuck up to 1 of Pottery
    When Alice tucks Pottery
    Then Alice's blue pile is Writing, Tools, Pottery splayed left
    And Alice's hand is Oars
    And Bob's hand is nothing
    And the age 1 pile is Mysticism
    And it is Alice's turn 9 with one action used

  @id:card-ul-code-of-laws-tuck-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Code of Laws: a declined tuck offers no splay
    # Code of Laws features the crown: Alice shows 3 (Writing 1, Code of Laws 2), Bob none.
    Given a 2-player game
    And Alice's blue pile is Writing, Tools
    And Alice's purple pile is Code of Laws
    And Alice has Pottery in hand
    And Bob's red pile is Archery
    And the age 1 pile is Mysticism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Code of Laws
    Then Alice may tuck up to 1 of Pottery
    When Alice declines
    Then Alice's blue pile is Writing, Tools
    And Alice's hand is Pottery
    And the age 1 pile is Mysticism
    And it is Alice's turn 9 with one action used

  # --- Mysticism: draw and reveal a 1; if its colour is on your board, meld it and draw a 1.

  @id:card-ul-mysticism-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Mysticism shared: Bob's 1 matches his board and is melded, Alice's does not and stays in hand
    # Mysticism features the castle: Alice shows 3, Bob 3 with Metalworking (shares).
    Given a 2-player game
    And Alice's purple pile is Mysticism
    And Bob's red pile is Metalworking
    And the age 1 pile is Oars, Pottery, Writing, Agriculture, Tools
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Mysticism
    # Bob melds Oars and draws Pottery; Alice keeps Writing; her bonus is Agriculture.
    Then Bob's red pile is Oars, Metalworking
    And Bob's hand is Pottery
    And Alice's hand is Writing, Agriculture
    And Alice's blue pile is nothing
    And the age 1 pile is Tools
    And it is Alice's turn 9 with one action used

  @id:card-ul-mysticism-matches-launchers-colour @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Mysticism: a revealed purple card goes onto Alice's purple pile and she draws again
    # Mysticism features the castle: Alice shows 3, Bob none with Writing.
    Given a 2-player game
    And Alice's purple pile is Mysticism
    And Bob's blue pile is Writing
    And the age 1 pile is Code of Laws, Sailing, Tools
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Mysticism
    Then Alice's purple pile is Code of Laws, Mysticism
    And Alice's hand is Sailing
    And Bob's hand is nothing
    And the age 1 pile is Tools
    And it is Alice's turn 9 with one action used
