# The fifteen age-1 Unseen cards (Innovation Ultimate with the Unseen): each dogma effect and
# each branch, from exact positions.
# Card texts: engine/data/cards/unseen-ultimate.json (each card's effects in our own words, its
# notes on where the sources differ, where an implementation departs from the text or where the
# text is open, and the glossary: safe, secret, safeguard, "available achievement" as an
# available standard achievement); rules with sources: the research note unseen.md (§3 the safe,
# §4 safeguard, §6 the Unseen draw, §10 the card-text conventions, §13 and §14.11 the readings:
# Proverb's value, cards.readings.proverb_value).
# Conventions: piles are written top card first; every deck a scenario draws from or returns to
# is listed. Each player's first draw of a turn comes from the Unseen deck of its value
# (unseen.md §6), so every position lists the Unseen decks its first draws take, or says that the
# drawing player has used their Unseen draw. A sharing player runs each effect before the
# launcher; the launcher's sharing bonus is a draw of their own.
Feature: Age 1 Unseen cards

  # --- Espionage: demand, reveal a hand card; while my hand holds no card of its colour it comes
  # to my hand and you reveal another.

  @id:unseen-espionage-takes-until-a-colour-matches @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:dogma.demands_earn_bonus=false
  Scenario: Espionage: Alice takes Bob's revealed green and red cards; his blue card matches her Tools and stays
    # Espionage features the castle: Alice shows 3, Bob none (Sailing).
    Given a 2-player game
    And Alice's blue pile is Espionage
    And Alice has Tools in hand
    And Bob's green pile is Sailing
    And Bob has Clothing, Archery, Writing in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Espionage
    And Bob reveals Clothing
    And Bob reveals Archery
    Then Alice's hand is Tools, Clothing, Archery
    And Bob's hand is Writing

  @id:unseen-espionage-first-card-matches @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Espionage: a first revealed card of a colour Alice holds ends the demand at once
    # Espionage features the castle: Alice shows 3, Bob none (Sailing).
    Given a 2-player game
    And Alice's blue pile is Espionage
    And Alice has Tools in hand
    And Bob's green pile is Sailing
    And Bob has Writing in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Espionage
    Then Alice's hand is Tools
    And Bob's hand is Writing

  # --- Palmistry: draw and meld a 1; return two cards from hand, and only then draw and score a 2.

  @id:unseen-palmistry-shared-two-returned-and-one @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:unseen.draw_priority=unseen-first
  Scenario: Palmistry shared: both meld an Unseen 1; Bob returns his only card and scores nothing, Alice returns two and scores a 2
    # Palmistry features the castle: Alice shows 2, Bob 3 (Metalworking): Bob shares.
    Given a 2-player game
    And Alice's blue pile is Palmistry
    And Alice has Tools, Writing, Oars in hand
    And Bob's red pile is Metalworking
    And Bob has Sailing in hand
    And the Unseen age 1 pile is Tomb, Dance
    And the age 1 pile is Clothing
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Palmistry
    And Alice returns Tools then Writing
    Then Bob's yellow pile is Tomb
    And Alice's green pile is Dance
    And Bob's hand is nothing
    And Bob's score pile is nothing
    And Alice's score pile is Calendar
    And Alice gets the sharing bonus
    And Alice's hand is Oars, Clothing
    And the age 1 pile is Sailing, Tools, Writing
    And the age 2 pile is Mathematics

  # --- Proverb: draw, reveal and return a 1; yellow or purple: safeguard an achievement of a
  # hand value, return the hand; other colours: draw two 1s.

  @id:unseen-proverb-shared-other-colours-draw-two @ultimate-unseen
  @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Proverb shared: each draws a green Unseen 1, returns it and draws two base 1s
    # Proverb features the castle: Alice shows 2, Bob 3 (Metalworking): Bob shares.
    Given a 2-player game
    And Alice's blue pile is Proverb
    And Bob's red pile is Metalworking
    And the Unseen age 1 pile is Dance, Rumor
    And the age 1 pile is Clothing, Archery, Sailing, Oars, Pottery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Proverb
    Then Bob revealed Dance
    And Bob's hand is Clothing, Archery
    And Alice revealed Rumor
    And Alice gets the sharing bonus
    And Alice's hand is Sailing, Oars, Pottery
    And the Unseen age 1 pile is Dance, Rumor
    And the age 1 pile is nothing

  @id:unseen-proverb-yellow-safeguards-a-chosen-value @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.readings.proverb_value=any-in-hand
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.draw_priority=unseen-first
  Scenario: Proverb: a yellow 1 lets Alice safeguard the achievement of one of her hand's values, then her hand goes back
    # Proverb features the castle: Alice shows 2, Bob none (Sailing).
    Given a 2-player game
    And Alice's blue pile is Proverb
    And Alice has Oars, Calendar in hand
    And Bob's green pile is Sailing
    And the standard achievements are Metalworking, Mathematics, Alchemy
    And the Unseen age 1 pile is Tomb
    And the age 1 pile is Clothing
    And the age 2 pile is Currency
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Proverb
    And Alice safeguards Mathematics
    Then Alice's safe is Mathematics
    And Alice's hand is nothing
    And the standard achievements are ages 1, 3
    And the Unseen age 1 pile is Tomb
    And the age 1 pile is Clothing, Oars
    And the age 2 pile is Currency, Calendar

  @id:unseen-proverb-purple-any-value-in-hand @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.readings.proverb_value=any-in-hand
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.draw_priority=unseen-first
  Scenario: Proverb: after a purple 1, the achievement of a lower value in hand is safeguarded when the highest has none
    # Proverb features the castle: Alice shows 2, Bob none (Sailing).
    Given a 2-player game
    And Alice's blue pile is Proverb
    And Alice has Oars, Calendar in hand
    And Bob's green pile is Sailing
    And the standard achievements are Metalworking, Alchemy
    And the Unseen age 1 pile is Myth
    And the age 1 pile is Clothing
    And the age 2 pile is Currency
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Proverb
    Then Alice's safe is Metalworking
    And Alice's hand is nothing
    And the standard achievements are ages 3

  @id:unseen-proverb-purple-highest-value-only @ultimate-unseen @ultimate-unseen-echoes @needs:resolved_variant
  @assumes:cards.readings.proverb_value=highest-in-hand
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.draw_priority=unseen-first
  Scenario: In a house variant where only the highest hand value counts, Proverb safeguards nothing when that value has no achievement
    Given a house variant of it sets cards.readings.proverb_value to "highest-in-hand"
    And a 2-player game
    And Alice's blue pile is Proverb
    And Alice has Oars, Calendar in hand
    And Bob's green pile is Sailing
    And the standard achievements are Metalworking, Alchemy
    And the Unseen age 1 pile is Myth
    And the age 1 pile is Clothing
    And the age 2 pile is Currency
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Proverb
    Then Alice's safe is nothing
    And Alice's hand is nothing
    And the standard achievements are ages 1, 3
    And the age 1 pile is Clothing, Oars

  # --- Assassination: demand, draw and reveal a 1, with a castle it and your top card of its
  # colour go to my score pile; claim Confidence when nobody has a green top card.

  @id:unseen-assassination-castle-takes-the-top-card @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Assassination: Bob's drawn 1 has a castle: it and his top red card go to Alice's score pile; nobody shows green, Alice claims Confidence
    # Assassination features the crown: Alice shows 2, Bob none (Tools, Archery, Oars).
    Given a 2-player game
    And Alice's red pile is Assassination
    And Bob's blue pile is Tools
    And Bob's red pile is Archery, Oars
    And the Unseen age 1 pile is Maze, Dance
    And the special achievements are Confidence
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Assassination
    Then Bob revealed Maze
    And Alice's score pile is Maze, Archery
    And Bob's red pile is Oars
    And Bob's hand is nothing
    And Alice's achievements are Confidence

  @id:unseen-assassination-no-castle-shared-claim @ultimate-unseen
  @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Assassination: Bob's drawn 1 has no castle and stays; Carol shares and claims Confidence first
    # Assassination features the crown: Alice shows 2, Bob none (Tools), Carol 2 (City States):
    # Carol shares, Bob is affected.
    Given a 3-player game
    And Alice's red pile is Assassination
    And Bob's blue pile is Tools
    And Carol's purple pile is City States
    And the Unseen age 1 pile is Pilgrimage, Dance
    And the special achievements are Confidence
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Assassination
    Then Bob revealed Pilgrimage
    And Bob's hand is Pilgrimage
    And Alice's score pile is nothing
    And Carol's achievements are Confidence
    And Alice's achievements are nothing
    And Alice gets the sharing bonus
    And Alice's hand is Dance

  @id:unseen-assassination-green-top-card-no-claim @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.draw_priority=unseen-first
  Scenario: Assassination: with a green top card on Bob's board, nobody claims Confidence
    # Assassination features the crown: Alice shows 2, Bob 1 (Clothing): Bob is affected.
    Given a 2-player game
    And Alice's red pile is Assassination
    And Bob's green pile is Clothing
    And the Unseen age 1 pile is Pilgrimage
    And the special achievements are Confidence
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Assassination
    Then Bob's hand is Pilgrimage
    And Alice's achievements are nothing
    And the special achievements are Confidence

  # --- Maze: demand, score a card of the colour of each card in my hand; if you fail and my hand
  # is not empty, exchange your hand with my score pile.

  @id:unseen-maze-fails-and-exchanges-then-matches @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:dogma.demands_earn_bonus=false
  Scenario: Maze: Bob matches blue but not green and exchanges his hand with Alice's score pile; Carol matches both
    # Maze features the castle: Alice shows 3, Bob none (Sailing), Carol none (City States).
    Given a 3-player game
    And Alice's red pile is Maze
    And Alice has Tools, Clothing in hand
    And Alice has Calendar, Mathematics in the score pile
    And Bob's green pile is Sailing
    And Bob has Writing, Agriculture in hand
    And Carol's purple pile is City States
    And Carol has Pottery, The Wheel, Oars in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Maze
    Then Bob's score pile is Writing
    And Bob's hand is Calendar, Mathematics
    And Carol's score pile is Pottery, The Wheel
    And Carol's hand is Oars
    And Alice's score pile is Agriculture
    And Alice's hand is Tools, Clothing

  # --- Pilgrimage: may return a 1, then safeguard an achievement of its value and go on with the
  # next value; may junk the 1 deck.

  @id:unseen-pilgrimage-shared-climb-and-junk @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.skip_empty_piles=true @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:unseen.draw_priority=unseen-first
  Scenario: Pilgrimage shared: Bob returns a 1 and a 2 and safeguards both achievements; Alice returns a 1 with its achievement gone, stops, and junks the 1 deck; her bonus draw skips the empty 1 deck
    # Pilgrimage features the leaf: Alice shows 3, Bob 3 (Agriculture): Bob shares.
    Given a 2-player game
    And Alice's red pile is Pilgrimage
    And Alice has Tools, Mapmaking in hand
    And Bob's yellow pile is Agriculture
    And Bob has Oars, Calendar in hand
    And the standard achievements are Metalworking, Mathematics, Alchemy
    And the Unseen age 1 pile is Dance
    And the Unseen age 2 pile is Exile
    And the age 1 pile is Clothing
    And the age 2 pile is Currency
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Pilgrimage
    And Bob returns Oars
    And Bob returns Calendar
    And Alice returns Tools
    And Alice declines
    And Bob declines
    And Alice accepts
    Then Bob's safe is Metalworking, Mathematics
    And Alice's safe is nothing
    And the standard achievements are ages 3
    And the junk pile holds Clothing, Oars, Tools
    And the age 1 pile is nothing
    And the age 2 pile is Currency, Calendar
    And Alice gets the sharing bonus
    And Alice's hand is Mapmaking, Exile
    And the Unseen age 1 pile is Dance

  # --- Dance: transfer a top card with a castle onto another board, then meld that player's
  # lowest top card without a castle.

  @id:unseen-dance-gives-a-castle-takes-the-lowest @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Dance: Alice puts Archery on Bob's board and melds his lowest top card without a castle
    # Dance features the leaf: Alice shows 3, Bob none.
    Given a 2-player game
    And Alice's green pile is Dance
    And Alice's red pile is Archery
    And Bob's red pile is Oars
    And Bob's blue pile is Writing
    And Bob's purple pile is Philosophy
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Dance
    Then Bob's red pile is Archery, Oars
    And Alice's blue pile is Writing
    And Bob's blue pile is nothing
    And Alice's red pile is nothing

  @id:unseen-dance-shared-both-ways @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  Scenario: Dance shared: Bob gives Oars and melds Alice's Writing; Alice gives Oars back and melds Bob's Agriculture
    # Dance features the leaf: Alice shows 3, Bob 3 (Agriculture): Bob shares.
    Given a 2-player game
    And Alice's green pile is Dance
    And Alice's red pile is Archery
    And Alice's blue pile is Writing
    And Bob's yellow pile is Agriculture
    And Bob's red pile is Oars
    And the Unseen age 1 pile is Tomb
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Dance
    And Bob melds Writing
    And Alice melds Agriculture
    Then Bob's blue pile is Writing
    And Bob's red pile is Oars
    And Alice's red pile is Archery
    And Alice's yellow pile is Agriculture
    And Alice's green pile is Dance
    And Alice gets the sharing bonus
    And Alice's hand is Tomb

  # --- Rumor: return a score card, draw one value higher; give a hand card to your left.

  @id:unseen-rumor-shared @ultimate-unseen
  @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Rumor shared: each returns a score card and draws one value higher, then gives a card to the player on the left
    # Rumor features the crown: Alice shows 3, Bob 4 (Sailing, Code of Laws): Bob shares.
    Given a 2-player game
    And Alice's green pile is Rumor
    And Alice has Calendar in the score pile
    And Bob's green pile is Sailing
    And Bob's purple pile is Code of Laws
    And Bob has Oars in the score pile
    And the Unseen age 2 pile is Cipher
    And the Unseen age 3 pile is Cliffhanger
    And the age 1 pile is Tools
    And the age 2 pile is Currency
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Rumor
    And Alice transfers Cipher
    Then Alice's score pile is nothing
    And Bob's score pile is nothing
    And Alice gets the sharing bonus
    And Alice's hand is Cliffhanger, Tools
    And Bob's hand is Cipher
    And the age 1 pile is Oars
    And the age 2 pile is Currency, Calendar

  # --- Silk: meld a hand card; may score hand cards, one per colour with a top card.

  @id:unseen-silk-shared @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  Scenario: Silk shared: each melds a card, then scores one card of each colour they show
    # Silk features the crown: Alice shows 2, Bob 2 (City States): Bob shares.
    Given a 2-player game
    And Alice's green pile is Silk
    And Alice has Writing, Tools, Clothing, Archery in hand
    And Bob's purple pile is City States
    And Bob has Oars, Metalworking, Pottery in hand
    And the Unseen age 1 pile is Tomb
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Silk
    And Bob melds Oars
    And Alice melds Writing
    And Bob scores Metalworking
    And Alice scores Tools, Clothing
    Then Bob's red pile is Oars
    And Bob's score pile is Metalworking
    And Bob's hand is Pottery
    And Alice's blue pile is Writing
    And Alice's score pile is Tools, Clothing
    And Alice gets the sharing bonus
    And Alice's hand is Archery, Tomb

  @id:unseen-silk-declines-to-score @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Silk: Alice melds and may decline to score
    # Silk features the crown: Alice shows 2, Bob none (Archery).
    Given a 2-player game
    And Alice's green pile is Silk
    And Alice has Writing, Clothing in hand
    And Bob's red pile is Archery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Silk
    And Alice melds Writing
    Then Alice may score up to 1 of Clothing
    When Alice declines
    Then Alice's hand is Clothing
    And Alice's score pile is nothing

  # --- Handshake: demand, take my whole hand, then give me every card of two colours of yours.

  @id:unseen-handshake-takes-and-gives-two-colours @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:dogma.demands_earn_bonus=false
  Scenario: Handshake: Bob takes Alice's hand, then gives her every blue and purple card of his
    # Handshake features the castle: Alice shows 2, Bob none (Sailing).
    Given a 2-player game
    And Alice's yellow pile is Handshake
    And Alice has Tools, Clothing in hand
    And Bob's green pile is Sailing
    And Bob has Writing, Agriculture, Code of Laws in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Handshake
    And Bob chooses blue, purple
    Then Alice's hand is Tools, Writing, Code of Laws
    And Bob's hand is Agriculture, Clothing

  # --- Tomb: safeguard the achievement of value one more than your achievements; may take the
  # lowest available achievement into hand, then return your yellow and blue cards.

  @id:unseen-tomb-shared @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.empty_board_draw_age=1 @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Tomb shared: Bob safeguards the 1, Alice with one achievement the 2; Bob declines the second effect, Alice takes the 3 and returns her yellow and blue cards
    # Tomb features the castle: Alice shows 2, Bob 3 (Metalworking): Bob shares.
    Given a 2-player game
    And Alice's yellow pile is Tomb
    And Alice's blue pile is Writing
    And Alice has achievements Code of Laws
    And Bob's red pile is Metalworking
    And the standard achievements are Archery, Mathematics, Alchemy, Experimentation
    And the Unseen age 1 pile is Dance
    And the age 1 pile is Clothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Tomb
    And Bob declines
    And Alice accepts
    Then Bob's safe is Archery
    And Alice's safe is Mathematics
    And Bob's hand is nothing
    And the standard achievements are ages 4
    And Alice's yellow pile is nothing
    And Alice's blue pile is nothing
    And the age 1 pile is Clothing, Writing
    And Alice gets the sharing bonus
    And Alice's hand is Alchemy, Dance
    And the Unseen age 1 pile is Tomb

  # --- Woodworking: draw and meld a 2; score it if it is alone in its pile.

  @id:unseen-woodworking-shared-scores-a-new-pile @ultimate-unseen
  @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Woodworking shared: Bob's 2 starts a pile and is scored; Alice's lands on a pile and stays
    # Woodworking features the leaf: Alice shows 2, Bob 3 (Agriculture): Bob shares.
    Given a 2-player game
    And Alice's yellow pile is Woodworking
    And Bob's yellow pile is Agriculture
    And the Unseen age 2 pile is Cipher, Exile
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Woodworking
    Then Bob's score pile is Cipher
    And Bob's green pile is nothing
    And Alice's yellow pile is Exile, Woodworking
    And Alice gets the sharing bonus
    And Alice's hand is Calendar

  # --- Myth: with two cards of one colour in hand, tuck two of them, splay left, then draw and
  # safeguard a card of the value of that pile's bottom card.

  @id:unseen-myth-shared-tucks-splays-safeguards @ultimate-unseen
  @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Myth shared: each tucks a pair, splays it left and safeguards a 1 drawn from the Unseen deck
    # Myth features the castle: Alice shows 3, Bob 3 (Metalworking): Bob shares.
    Given a 2-player game
    And Alice's purple pile is Myth
    And Alice has Clothing, Sailing, Archery in hand
    And Bob's red pile is Metalworking
    And Bob's blue pile is Calendar
    And Bob has Tools, Writing, Oars in hand
    And the Unseen age 1 pile is Tomb, Dance
    And the age 1 pile is Pottery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Myth
    And Bob tucks Tools then Writing
    And Alice tucks Clothing then Sailing
    Then Bob's blue pile is Calendar, Tools, Writing splayed left
    And Bob's safe is Tomb
    And Alice's green pile is Clothing, Sailing splayed left
    And Alice's safe is Dance
    And Alice gets the sharing bonus
    And Alice's hand is Archery, Pottery

  @id:unseen-myth-no-pair-nothing @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Myth: without two cards of one colour in hand nothing happens
    # Myth features the castle: Alice shows 3, Bob none (Sailing).
    Given a 2-player game
    And Alice's purple pile is Myth
    And Alice has Clothing, Tools in hand
    And Bob's green pile is Sailing
    And the Unseen age 1 pile is Tomb
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Myth
    Then Alice's hand is Clothing, Tools
    And Alice's safe is nothing
    And the Unseen age 1 pile is Tomb

  # --- Polytheism: meld hand cards sharing no icon type with those melded so far; draw and tuck a 1.

  @id:unseen-polytheism-shared @ultimate-unseen
  @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Polytheism shared: each melds cards of new icon types only, then draws and tucks an Unseen 1
    # Polytheism features the lightbulb: Alice shows 2, Bob 2 (Tools): Bob shares.
    Given a 2-player game
    And Alice's purple pile is Polytheism
    And Alice has Writing, Pottery, Metalworking in hand
    And Bob's blue pile is Tools
    And Bob has Oars, Clothing, Agriculture in hand
    And the Unseen age 1 pile is Tomb, Dance
    And the age 1 pile is Sailing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Polytheism
    And Bob melds Oars
    And Alice melds Writing
    Then Bob's red pile is Oars
    And Bob's yellow pile is Agriculture, Tomb
    And Bob's hand is Clothing
    And Alice's blue pile is Pottery, Writing
    And Alice's red pile is Metalworking
    And Alice's green pile is Dance
    And Alice gets the sharing bonus
    And Alice's hand is Sailing

  # --- Symbology: draw a 4, a 3 or a 2 by how many icon types reach that count.

  @id:unseen-symbology-shared-two-types @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Symbology shared: Bob shows one type at 2 and draws nothing; Alice shows two types at 2 or more and draws a 2
    # Symbology features the lightbulb: Alice shows 2, Bob 2 (Tools): Bob shares. Alice shows
    # lightbulb 2, castle 4; Bob lightbulb 2, castle 1.
    Given a 2-player game
    And Alice's purple pile is Symbology
    And Alice's red pile is Metalworking
    And Bob's blue pile is Tools
    And the Unseen age 2 pile is Cipher
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Symbology
    Then Bob's hand is nothing
    And Alice's hand is Cipher

  @id:unseen-symbology-three-types @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.draw_priority=unseen-first
  Scenario: Symbology: three icon types at 3 or more draw a 3
    # Symbology features the lightbulb: Alice shows 3, Bob none (Sailing).
    # Alice shows lightbulb 3, castle 3, crown 4, leaf 2.
    Given a 2-player game
    And Alice's purple pile is Symbology
    And Alice's red pile is Archery
    And Alice's green pile is Sailing
    And Alice's yellow pile is Canal Building
    And Bob's green pile is Clothing
    And the Unseen age 3 pile is Cliffhanger
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Symbology
    Then Alice's hand is Cliffhanger

  @id:unseen-symbology-four-types @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  Scenario: Symbology: four icon types at 4 or more draw a 4
    # Symbology features the lightbulb: Alice shows 6, Bob none (Clothing). Alice's purple
    # pile splayed up shows lightbulb 4, castle 6; with Sailing, Navigation (crown 5, leaf 1)
    # and Anatomy, Agriculture splayed up (leaf 6): four types at 4 or more.
    Given a 2-player game
    And Alice's purple pile is Symbology, Mysticism, Philosophy splayed up
    And Alice's green pile is Navigation, Sailing splayed up
    And Alice's yellow pile is Anatomy, Agriculture splayed up
    And Bob's green pile is Clothing
    And the Unseen age 4 pile is Quackery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Symbology
    Then Alice's hand is Quackery
