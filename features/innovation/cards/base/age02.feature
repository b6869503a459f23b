# The age-2 base cards, each effect and branch, from exact positions.
# Card texts: engine/data/cards/base.json (our own words); rulebook terms: innovation-deluxe.pt.txt, Termos e Conceitos Importantes.
# Fermenting is the one age-2 card whose first-edition wording differs (a 2 per pair of visible
# leaves instead of a 2 per colour showing a leaf); its scenarios carry the tags of the wording
# they follow. Every other card reads the same in both editions. A choice of player is
# answered with the player's name. Piles are listed top card
# first; a returned card goes to the bottom of the pile of its age.
Feature: Age 2 base cards

  # --- Calendar: if you have more cards in your score pile than in your hand, draw two 3s.

  @id:card-base-calendar-shared-both-draw-two-3s
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Calendar shared: both have more score cards than hand cards and draw two 3s; the bonus is a 2
    # Calendar features the leaf: Alice shows 2, Bob 3 (Agriculture): Bob shares. Alice: 2 score
    # cards, 1 in hand; Bob: 1 score card, none in hand.
    Given a 2-player game
    And Alice's blue pile is Calendar
    And Alice has Oars, Tools in the score pile
    And Alice has Sailing in hand
    And Bob's yellow pile is Agriculture
    And Bob has Writing in the score pile
    And the age 2 pile is Mathematics
    And the age 3 pile is Alchemy, Translation, Engineering, Optics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Calendar
    Then Alice gets the sharing bonus
    And Bob's hand is Alchemy, Translation
    And Bob's score pile is Writing
    And Alice's hand is Sailing, Engineering, Optics, Mathematics
    And Alice's score pile is Oars, Tools
    And the age 2 pile is nothing
    And the age 3 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-calendar-equal-counts-draw-nothing
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Calendar: as many score cards as hand cards is not more, so nothing is drawn
    # Calendar features the leaf: Alice shows 2, Bob none: Bob does not share.
    Given a 2-player game
    And Alice's blue pile is Calendar
    And Alice has Oars in the score pile
    And Alice has Tools in hand
    And the age 3 pile is Alchemy
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Calendar
    Then Alice's hand is Tools
    And Alice's score pile is Oars
    And the age 3 pile is Alchemy
    And it is Alice's turn 4 with one action used

  @id:card-base-calendar-sharer-condition-fails-no-bonus
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Calendar: Bob shares but has no score card, so only Alice draws and there is no bonus
    # Calendar features the leaf: Alice shows 2, Bob 3 (Pottery): Bob shares. Bob: 0 score
    # cards, 0 in hand. Alice: 1 score card, 0 in hand.
    Given a 2-player game
    And Alice's blue pile is Calendar
    And Alice has Oars in the score pile
    And Bob's blue pile is Pottery
    And the age 2 pile is Mathematics
    And the age 3 pile is Alchemy, Translation, Optics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Calendar
    Then nobody gets the sharing bonus
    And Bob's hand is nothing
    And Alice's hand is Alchemy, Translation
    And the age 2 pile is Mathematics
    And the age 3 pile is Optics
    And it is Alice's turn 4 with one action used

  # --- Mathematics: you may return a card from your hand; if you do, draw and meld a card of
  # value one higher.

  @id:card-base-mathematics-shared-return-and-meld
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Mathematics shared: Bob returns a 1 and melds a 2, Alice returns a 2 and melds a 3; her bonus is a 3
    # Mathematics features the lightbulb: Alice shows 2, Bob 3 (Philosophy): Bob shares.
    Given a 2-player game
    And Alice's blue pile is Mathematics
    And Alice has Oars, Calendar in hand
    And Bob's purple pile is Philosophy
    And Bob has Archery in hand
    And the age 1 pile is Tools
    And the age 2 pile is Currency
    And the age 3 pile is Compass, Paper
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Mathematics
    Then Bob may return up to 1 of Archery
    When Bob returns Archery
    Then Bob's green pile is Currency
    And Alice may return up to 1 of Oars, Calendar
    When Alice returns Calendar
    Then Alice gets the sharing bonus
    And Bob's hand is nothing
    And Bob's green pile is Currency
    And Bob's purple pile is Philosophy
    And Alice's hand is Oars, Paper
    And Alice's blue pile is Mathematics
    And Alice's green pile is Compass
    And the age 1 pile is Tools, Archery
    And the age 2 pile is Calendar
    And the age 3 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-mathematics-declined
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Mathematics: declining the return changes nothing
    # Mathematics features the lightbulb: Alice shows 2, Bob none: Bob does not share.
    Given a 2-player game
    And Alice's blue pile is Mathematics
    And Alice has Oars in hand
    And the age 2 pile is Currency
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Mathematics
    Then Alice may return up to 1 of Oars
    When Alice declines
    Then Alice's hand is Oars
    And Alice's blue pile is Mathematics
    And Alice's red pile is nothing
    And the age 2 pile is Currency
    And it is Alice's turn 4 with one action used

  # --- Construction: demand: transfer two cards from your hand to my hand, then draw a 2. Then:
  # if you are the only player with five top cards, claim Empire.

  @id:card-base-construction-demand-two-cards
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Construction: Carol gives two cards of her choice and draws a 2; nobody has five top cards
    # Construction features the castle: Alice shows 3, Bob 3 (The Wheel: not affected, shares
    # the second effect), Carol none (affected).
    Given a 3-player game
    And Alice's red pile is Construction
    And Bob's green pile is The Wheel
    And Carol has Oars, Tools, Sailing in hand
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Construction
    Then Carol must transfer 2 of Oars, Tools, Sailing
    When Carol transfers Tools, Sailing
    Then nobody gets the sharing bonus
    And Alice's hand is Tools, Sailing
    And Carol's hand is Oars, Calendar
    And Bob's hand is nothing
    And Alice's achievements are nothing
    And Bob's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And the age 2 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-construction-one-card-then-empire
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Construction: Bob's only card is given, and Alice with five top cards against Bob's one claims Empire
    # Construction features the castle: Alice shows 3, Bob 1 (Tools): Bob is affected.
    Given a 2-player game
    And Alice's blue pile is Writing
    And Alice's red pile is Construction
    And Alice's green pile is Sailing
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Code of Laws
    And Bob's blue pile is Tools
    And Bob has Oars in hand
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Construction
    Then Alice's achievements are Empire
    And the special achievements are Monument, World, Wonder, Universe
    And Alice's hand is Oars
    And Bob's hand is Calendar
    And Bob's achievements are nothing
    And the age 2 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-construction-no-empire-opponent-has-five
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Construction: Bob with an empty hand still draws a 2; his five top cards deny Alice Empire
    # Construction features the castle: Alice shows 8 (Construction 3, Domestication 2,
    # Mysticism 3), Bob 5 (Archery 2, Masonry 3): Bob is affected.
    Given a 2-player game
    And Alice's blue pile is Writing
    And Alice's red pile is Construction
    And Alice's green pile is Sailing
    And Alice's yellow pile is Domestication, Agriculture
    And Alice's purple pile is Mysticism
    And Bob's blue pile is Pottery
    And Bob's red pile is Archery
    And Bob's green pile is Clothing
    And Bob's yellow pile is Masonry
    And Bob's purple pile is Philosophy
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Construction
    Then Alice's achievements are nothing
    And Bob's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And Alice's hand is nothing
    And Bob's hand is Calendar
    And the age 2 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-construction-sharer-claims-empire
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Construction shared: Bob with five top cards against Alice's one claims Empire, and Alice gets the bonus
    # Construction features the castle: Alice shows 3, Bob 3 (Metalworking): Bob is not affected
    # and shares the second effect.
    Given a 2-player game
    And Alice's red pile is Construction
    And Bob's blue pile is Pottery
    And Bob's red pile is Metalworking
    And Bob's green pile is Clothing
    And Bob's yellow pile is Agriculture
    And Bob's purple pile is Philosophy
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Construction
    Then Bob's achievements are Empire
    And Alice's achievements are nothing
    And the special achievements are Monument, World, Wonder, Universe
    And Alice gets the sharing bonus
    And Alice's hand is Calendar
    And Bob's hand is nothing
    And the age 2 pile is nothing
    And it is Alice's turn 4 with one action used

  # --- Road Building: meld one or two cards from your hand. If you melded two, you may move your
  # top red card to another player's board; if you do, move that player's top green card to yours.

  @id:card-base-road-building-two-melds-swap
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Road Building: Alice melds two cards, gives Bob her top red card and takes his top green card
    # Road Building features the castle: Alice shows 3, Bob none: Bob does not share. Alice melds
    # Calendar, then Oars on top of Road Building.
    Given a 2-player game
    And Alice's red pile is Road Building
    And Alice has Oars, Calendar in hand
    And Bob's blue pile is Pottery
    And Bob's green pile is Sailing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Road Building
    Then Alice must meld 1 to 2 of Oars, Calendar
    When Alice melds Calendar then Oars
    Then Alice's red pile is Oars, Road Building
    And Alice may choose up to 1 of Bob
    When Alice chooses Bob
    Then Alice's blue pile is Calendar
    And Alice's red pile is Road Building
    And Alice's green pile is Sailing
    And Alice's hand is nothing
    And Bob's blue pile is Pottery
    And Bob's red pile is Oars
    And Bob's green pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-road-building-swap-onto-existing-piles
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Road Building: the red card given to Bob lands on top of his red pile, his green card on top of Alice's
    # Road Building features the castle: Alice shows 3, Bob 2 (Oars), Carol 1 (Mapmaking): nobody
    # shares. Alice melds Writing, then Archery on top of Road Building, and picks Bob, not Carol.
    Given a 3-player game
    And Alice's red pile is Road Building
    And Alice's green pile is Clothing
    And Alice has Archery, Writing in hand
    And Bob's red pile is Oars
    And Bob's green pile is Sailing
    And Carol's green pile is Mapmaking
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Road Building
    Then Alice must meld 1 to 2 of Archery, Writing
    When Alice melds Writing then Archery
    Then Alice's red pile is Archery, Road Building
    And Alice's blue pile is Writing
    And Alice may choose up to 1 of Bob, Carol
    When Alice chooses Bob
    Then Alice's red pile is Road Building
    And Alice's green pile is Sailing, Clothing
    And Alice's blue pile is Writing
    And Alice's hand is nothing
    And Bob's red pile is Archery, Oars
    And Bob's green pile is nothing
    And Bob's hand is nothing
    And Carol's green pile is Mapmaking
    And Carol's red pile is nothing
    And Carol's hand is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-road-building-shared-swap-declined
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Road Building shared: Bob melds two in his order and declines the exchange; Alice's hand is empty
    # Road Building features the castle: Alice shows 3, Bob 3 (The Wheel): Bob shares; Carol none.
    # Bob melds Oars, then Archery on top. The player options are Carol (2) and Alice (0).
    Given a 3-player game
    And Alice's red pile is Road Building
    And Bob's green pile is The Wheel
    And Bob has Archery, Oars in hand
    And Carol's green pile is Clothing
    And Carol has Tools in hand
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Road Building
    Then Bob must meld 1 to 2 of Archery, Oars
    When Bob melds Oars then Archery
    Then Bob may choose up to 1 of Carol, Alice
    When Bob declines
    Then Alice gets the sharing bonus
    And Bob's red pile is Archery, Oars
    And Bob's green pile is The Wheel
    And Bob's hand is nothing
    And Carol's green pile is Clothing
    And Carol's red pile is nothing
    And Carol's hand is Tools
    And Alice's red pile is Road Building
    And Alice's green pile is nothing
    And Alice's hand is Calendar
    And the age 2 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-road-building-one-meld-no-swap
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Road Building: with one card in hand Alice melds it, and one meld offers no exchange
    # Road Building features the castle: Alice shows 3, Bob none: Bob does not share.
    Given a 2-player game
    And Alice's red pile is Road Building
    And Alice has Oars in hand
    And Bob's green pile is Sailing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Road Building
    Then Alice's red pile is Oars, Road Building
    And Alice's green pile is nothing
    And Alice's hand is nothing
    And Bob's green pile is Sailing
    And Bob's red pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-road-building-swap-with-no-green
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Road Building: Alice's top red card goes to Bob, who has no green card to send back
    # Road Building features the castle: Alice shows 3, Bob none: Bob does not share. Alice
    # melds Tools, then Archery on top of Road Building.
    Given a 2-player game
    And Alice's red pile is Road Building
    And Alice has Archery, Tools in hand
    And Bob's blue pile is Writing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Road Building
    Then Alice must meld 1 to 2 of Archery, Tools
    When Alice melds Tools then Archery
    Then Alice may choose up to 1 of Bob
    When Alice chooses Bob
    Then Alice's red pile is Road Building
    And Alice's blue pile is Tools
    And Alice's green pile is nothing
    And Alice's hand is nothing
    And Bob's red pile is Archery
    And Bob's blue pile is Writing
    And Bob's green pile is nothing
    And it is Alice's turn 4 with one action used

  # --- Currency: you may return any number of cards from your hand; draw and score a 2 for each
  # different value among them.

  @id:card-base-currency-shared-one-2-per-value
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Currency shared: Bob returns one card and scores one 2; Alice returns three cards of two values and scores two 2s
    # Currency features the crown: Alice shows 2, Bob 2 (Code of Laws): equal, Bob shares. Alice
    # returns Sailing and Oars (1s) and Calendar (a 2): two different values. Sailing and Oars go
    # under the 1 pile together, so Alice orders them: Sailing first (not her hand's order) ends
    # above Oars. Calendar stays under the 2 pile: Alice's bonus 2 is Construction.
    Given a 2-player game
    And Alice's green pile is Currency
    And Alice has Oars, Sailing, Calendar in hand
    And Bob's purple pile is Code of Laws
    And Bob has Writing in hand
    And the age 1 pile is Tools
    And the age 2 pile is Mathematics, Fermenting, Philosophy, Construction
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Currency
    Then Bob may return up to 1 of Writing
    When Bob returns Writing
    Then Bob's score pile is Mathematics
    And Alice may return up to 3 of Oars, Sailing, Calendar
    When Alice returns Sailing then Oars then Calendar
    Then Alice gets the sharing bonus
    And Alice's score pile is Fermenting, Philosophy
    And Alice's hand is Construction
    And Bob's score pile is Mathematics
    And Bob's hand is nothing
    And the age 1 pile is Tools, Writing, Sailing, Oars
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with one action used

  @id:card-base-currency-returns-nothing
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Currency: returning nothing scores nothing
    # Currency features the crown: Alice shows 2, Bob none: Bob does not share.
    Given a 2-player game
    And Alice's green pile is Currency
    And Alice has Oars in hand
    And the age 2 pile is Mathematics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Currency
    Then Alice may return up to 1 of Oars
    When Alice declines
    Then Alice's hand is Oars
    And Alice's score pile is nothing
    And the age 2 pile is Mathematics
    And it is Alice's turn 4 with one action used

  # --- Mapmaking: demand: transfer a 1 from your score pile to my score pile. Then: if a card
  # was transferred by the demand, draw and score a 1.

  @id:card-base-mapmaking-demand-then-shared-score
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Mapmaking: Carol gives a 1 of her choice, so Bob (sharing) and Alice each draw and score a 1
    # Mapmaking features the crown: Alice shows 2, Bob 2 (Code of Laws: not affected, shares the
    # second effect), Carol 1 (Writing: affected). Calendar is a 2 and may not be given.
    Given a 3-player game
    And Alice's green pile is Mapmaking
    And Bob's purple pile is Code of Laws
    And Carol's blue pile is Writing
    And Carol has Oars, Tools, Calendar in the score pile
    And the age 1 pile is Sailing, Pottery
    And the age 2 pile is Philosophy
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Mapmaking
    Then Carol must transfer 1 of Oars, Tools
    When Carol transfers Tools
    Then Alice gets the sharing bonus
    And Alice's score pile is Tools, Pottery
    And Alice's hand is Philosophy
    And Bob's score pile is Sailing
    And Carol's score pile is Oars, Calendar
    And the age 1 pile is nothing
    And the age 2 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-mapmaking-nothing-transferred
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Mapmaking: Bob has no 1 in his score pile, so nothing is transferred and Alice draws nothing
    # Mapmaking features the crown: Alice shows 2, Bob 1 (Writing): Bob is affected.
    Given a 2-player game
    And Alice's green pile is Mapmaking
    And Bob's blue pile is Writing
    And Bob has Calendar in the score pile
    And the age 1 pile is Sailing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Mapmaking
    Then Alice's score pile is nothing
    And Alice's hand is nothing
    And Bob's score pile is Calendar
    And the age 1 pile is Sailing
    And it is Alice's turn 4 with one action used

  # --- Canal Building: you may exchange all the highest cards in your hand with all the highest
  # cards in your score pile.

  @id:card-base-canal-building-shared-exchange
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Canal Building shared: Bob takes his only score card into hand; Alice swaps her two 2s for her 3
    # Canal Building features the crown: Alice shows 2, Bob 2 (Code of Laws): equal, Bob shares.
    # Alice's highest in hand: Calendar and Mathematics (2s); in score: Alchemy (a 3).
    Given a 2-player game
    And Alice's yellow pile is Canal Building
    And Alice has Oars, Calendar, Mathematics in hand
    And Alice has Alchemy, Sailing in the score pile
    And Bob's purple pile is Code of Laws
    And Bob has Tools in the score pile
    And the age 2 pile is Philosophy
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Canal Building
    Then Bob may accept or decline
    When Bob accepts
    Then Bob's hand is Tools
    And Alice may accept or decline
    When Alice accepts
    Then Alice gets the sharing bonus
    And Alice's hand is Oars, Alchemy, Philosophy
    And Alice's score pile is Sailing, Calendar, Mathematics
    And Bob's hand is Tools
    And Bob's score pile is nothing
    And the age 2 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-canal-building-declined
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Canal Building: Bob has nothing to exchange and is not asked; Alice declines
    # Canal Building features the crown: Alice shows 2, Bob 2 (Code of Laws): Bob shares, but
    # his hand and score pile are empty.
    Given a 2-player game
    And Alice's yellow pile is Canal Building
    And Alice has Tools in the score pile
    And Bob's purple pile is Code of Laws
    And the age 2 pile is Philosophy
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Canal Building
    Then Alice may accept or decline
    When Alice declines
    Then nobody gets the sharing bonus
    And Alice's score pile is Tools
    And Alice's hand is nothing
    And Bob's hand is nothing
    And Bob's score pile is nothing
    And the age 2 pile is Philosophy
    And it is Alice's turn 4 with one action used

  @id:card-base-canal-building-empty-score-pile
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Canal Building: with an empty score pile, the highest hand cards still move to it
    # Canal Building features the crown: Alice shows 2, Bob none: Bob does not share. Alice's
    # highest in hand is Calendar (a 2); her score pile is empty.
    Given a 2-player game
    And Alice's yellow pile is Canal Building
    And Alice has Oars, Calendar in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Canal Building
    Then Alice may accept or decline
    When Alice accepts
    Then Alice's hand is Oars
    And Alice's score pile is Calendar
    And it is Alice's turn 4 with one action used

  # --- Fermenting: third edition: draw a 2 for each colour on your board showing a leaf; first
  # edition: draw a 2 for every two leaves on your board.

  @id:card-base-fermenting-third-one-2-per-colour
  @assumes:actions.per_turn>=2 @assumes:cards.wording=third-edition @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @deluxe @bga-third
  Scenario: Fermenting (third edition) shared: a 2 for each colour showing a leaf
    # Fermenting features the leaf: Alice shows 4 (Fermenting 2, Sailing 1, Code of Laws 1) in 3
    # colours; Bob 5 (Pottery 3, Clothing 2) in 2 colours: Bob shares.
    Given a 2-player game
    And Alice's yellow pile is Fermenting
    And Alice's green pile is Sailing
    And Alice's purple pile is Code of Laws
    And Bob's blue pile is Pottery
    And Bob's green pile is Clothing
    And the age 2 pile is Calendar, Mathematics, Construction, Road Building, Currency, Mapmaking
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Fermenting
    Then Alice gets the sharing bonus
    And Bob's hand is Calendar, Mathematics
    And Alice's hand is Construction, Road Building, Currency, Mapmaking
    And the age 2 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-fermenting-first-one-2-per-pair-of-leaves
  @assumes:actions.per_turn>=2 @assumes:cards.wording=first-edition @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @bga-first
  Scenario: Fermenting (first edition) shared: a 2 for every two leaves
    # Fermenting features the leaf: Alice shows 4 (Fermenting 2, Sailing 1, Code of Laws 1): two
    # draws; Bob 5 (Pottery 3, Clothing 2): Bob shares, two draws (the odd leaf counts for nothing).
    Given a 2-player game
    And Alice's yellow pile is Fermenting
    And Alice's green pile is Sailing
    And Alice's purple pile is Code of Laws
    And Bob's blue pile is Pottery
    And Bob's green pile is Clothing
    And the age 2 pile is Calendar, Mathematics, Construction, Road Building, Currency, Mapmaking
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Fermenting
    Then Alice gets the sharing bonus
    And Bob's hand is Calendar, Mathematics
    And Alice's hand is Construction, Road Building, Currency
    And the age 2 pile is Mapmaking
    And it is Alice's turn 4 with one action used

  @id:card-base-fermenting-third-leaf-under-splay
  @assumes:actions.per_turn>=2 @assumes:cards.wording=third-edition
  @assumes:splay.revealed.right=["top_left","bottom_left"]
  @deluxe @bga-third
  Scenario: Fermenting (third edition): a leaf shown only by a splay makes its colour count
    # Fermenting features the leaf: Alice shows 3 (Fermenting 2, Pottery's 1 under the right
    # splay of blue); her red pile shows castles only. Yellow and blue count: two draws. Bob none.
    Given a 2-player game
    And Alice's yellow pile is Fermenting
    And Alice's blue pile is Writing, Pottery splayed right
    And Alice's red pile is Oars, Archery splayed left
    And the age 2 pile is Calendar, Mathematics, Construction
    And it is Alice's turn 4 with every action left
    Then Alice shows 3 leaf
    When Alice performs the dogma of Fermenting
    Then Alice's hand is Calendar, Mathematics
    And the age 2 pile is Construction
    And it is Alice's turn 4 with one action used

  @id:card-base-fermenting-first-odd-leaf-rounds-down
  @assumes:actions.per_turn>=2 @assumes:cards.wording=first-edition
  @assumes:splay.revealed.right=["top_left","bottom_left"]
  @first-edition @iello @bga-first
  Scenario: Fermenting (first edition): three leaves make a single pair, so one 2 is drawn
    # Fermenting features the leaf: Alice shows 3 (Fermenting 2, Pottery's 1 under the right
    # splay of blue); Bob none.
    Given a 2-player game
    And Alice's yellow pile is Fermenting
    And Alice's blue pile is Writing, Pottery splayed right
    And Alice's red pile is Oars, Archery splayed left
    And the age 2 pile is Calendar, Mathematics, Construction
    And it is Alice's turn 4 with every action left
    Then Alice shows 3 leaf
    When Alice performs the dogma of Fermenting
    Then Alice's hand is Calendar
    And the age 2 pile is Mathematics, Construction
    And it is Alice's turn 4 with one action used

  # --- Monotheism: demand: transfer a top card of a colour I do not have to my score pile; if
  # you do, draw and tuck a 1. Then: draw and tuck a 1.

  @id:card-base-monotheism-demand-and-shared-tuck
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Monotheism: Carol gives a top card of a colour Alice lacks and tucks a 1; Bob (sharing) and Alice tuck a 1
    # Monotheism features the castle: Alice shows 3, Bob 3 (The Wheel: not affected, shares),
    # Carol 2 (Oars: affected). Alice has blue and purple, so Carol may not give Pottery.
    Given a 3-player game
    And Alice's purple pile is Monotheism
    And Alice's blue pile is Writing
    And Bob's green pile is The Wheel
    And Carol's blue pile is Pottery
    And Carol's red pile is Oars
    And Carol's yellow pile is Agriculture
    And the age 1 pile is Sailing, Tools, Clothing
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Monotheism
    Then Carol must transfer 1 of Oars, Agriculture
    When Carol transfers Agriculture
    Then Alice gets the sharing bonus
    And Alice's score pile is Agriculture
    And Alice's blue pile is Writing
    And Alice's green pile is Clothing
    And Alice's purple pile is Monotheism
    And Alice's hand is Calendar
    And Bob's blue pile is Tools
    And Bob's green pile is The Wheel
    And Bob's hand is nothing
    And Carol's blue pile is Pottery
    And Carol's red pile is Oars
    And Carol's yellow pile is nothing
    And Carol's green pile is Sailing
    And Carol's hand is nothing
    And the age 1 pile is nothing
    And the age 2 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-monotheism-no-card-of-missing-colour
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Monotheism: Bob's only top card is of a colour Alice has, so he gives nothing and draws nothing
    # Monotheism features the castle: Alice shows 3, Bob none (Philosophy): Bob is affected.
    Given a 2-player game
    And Alice's purple pile is Monotheism
    And Bob's purple pile is Philosophy
    And the age 1 pile is Sailing, Tools
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Monotheism
    Then Alice's score pile is nothing
    And Alice's green pile is Sailing
    And Alice's purple pile is Monotheism
    And Alice's hand is nothing
    And Bob's purple pile is Philosophy
    And Bob's hand is nothing
    And the age 1 pile is Tools
    And it is Alice's turn 4 with one action used

  # --- Philosophy: you may splay one colour left. You may score a card from your hand.

  @id:card-base-philosophy-shared-splay-and-score
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Philosophy shared: both splay left, Bob scores his card, Alice declines to score
    # Philosophy features the lightbulb: Alice shows 3, Bob 3 (Education): equal, Bob shares.
    # Alice may splay only blue: red is a single card and green is already splayed left.
    Given a 2-player game
    And Alice's purple pile is Philosophy
    And Alice's blue pile is Pottery, Tools
    And Alice's red pile is Oars
    And Alice's green pile is Sailing, Clothing splayed left
    And Alice has Calendar in hand
    And Bob's purple pile is Education, Monotheism
    And Bob has Currency in hand
    And the age 2 pile is Canal Building
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Philosophy
    Then Bob may splay up to 1 of purple
    When Bob splays purple
    Then Alice may splay up to 1 of blue
    When Alice splays blue
    Then Bob may score up to 1 of Currency
    When Bob scores Currency
    Then Alice may score up to 1 of Calendar
    When Alice declines
    Then Alice gets the sharing bonus
    And Alice's blue pile is Pottery, Tools splayed left
    And Alice's green pile is Sailing, Clothing splayed left
    And Alice's red pile is Oars
    And Alice's hand is Calendar, Canal Building
    And Alice's score pile is nothing
    And Bob's purple pile is Education, Monotheism splayed left
    And Bob's score pile is Currency
    And Bob's hand is nothing
    And the age 2 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-philosophy-nothing-to-splay-scores
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Philosophy: with no pile of two cards nothing can be splayed; Alice scores her card
    # Philosophy features the lightbulb: Alice shows 3, Bob 1 (Archery): Bob does not share.
    Given a 2-player game
    And Alice's purple pile is Philosophy
    And Alice's red pile is Oars
    And Alice has Mathematics in hand
    And Bob's red pile is Archery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Philosophy
    Then Alice may score up to 1 of Mathematics
    When Alice scores Mathematics
    Then Alice's score pile is Mathematics
    And Alice's hand is nothing
    And Alice's purple pile is Philosophy
    And Alice's red pile is Oars
    And Bob's score pile is nothing
    And it is Alice's turn 4 with one action used
