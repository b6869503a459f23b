# The ten age-2 Unseen cards (Innovation Ultimate with the Unseen): each dogma effect and each
# branch, from exact positions.
# Card texts: engine/data/cards/unseen-ultimate.json (each card's effects in our own words, its
# notes and the glossary: safe, secret, safeguard, "available achievement" as an available
# standard achievement); rules with sources: the research note unseen.md (§3 the safe, §4
# safeguard, §5 a secret moved to the available achievements, §6 the Unseen draw and a draw of
# value 0, §13 Exile's two texts, cards.readings.exile_return).
# Conventions: piles are written top card first; every deck a scenario draws from or returns to
# is listed. Each player's first draw of a turn comes from the Unseen deck of its value
# (unseen.md §6), so every position lists the Unseen decks its first draws take. A sharing
# player runs each effect before the launcher; the launcher's sharing bonus is a draw of their own.
Feature: Age 2 Unseen cards

  # --- Astrology: may splay your largest pile left; draw and meld a card of the value of your
  # visible purple cards, tucked when it has no crown.

  @id:unseen-astrology-shared @ultimate-unseen
  @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Astrology shared: Bob splays green and, with no purple card, melds an Unseen 1; Alice splays purple and tucks the crownless 2 she melds
    # Astrology features the crown: Alice shows 2, Bob 3 (Sailing, Clothing): Bob shares.
    Given a 2-player game
    And Alice's blue pile is Astrology
    And Alice's purple pile is Mysticism, City States
    And Alice's yellow pile is Agriculture
    And Bob's green pile is Sailing, Clothing
    And the Unseen age 1 pile is Rumor
    And the Unseen age 2 pile is Exile
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Astrology
    And Bob splays green
    And Alice splays purple
    Then Bob's green pile is Rumor, Sailing, Clothing splayed left
    And Bob's hand is nothing
    And Alice's purple pile is Mysticism, City States splayed left
    And Alice's yellow pile is Agriculture, Exile
    And Alice gets the sharing bonus
    And Alice's hand is Calendar

  # --- Meteorology: draw and reveal a 3: leaf, score it; crown, return it and draw two 3s;
  # otherwise tuck it; claim Zen with no castle on your board.

  @id:unseen-meteorology-shared-leaf-and-crown @ultimate-unseen
  @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Meteorology shared: Bob scores a 3 with a leaf; Alice returns a 3 with a crown, draws two 3s and, showing no castle, claims Zen
    # Meteorology features the lightbulb: Alice shows 2, Bob 2 (Tools): Bob shares.
    Given a 2-player game
    And Alice's blue pile is Meteorology
    And Bob's blue pile is Tools
    And the Unseen age 3 pile is Cliffhanger, Freemasons
    And the age 3 pile is Alchemy, Translation, Engineering
    And the age 2 pile is Calendar
    And the special achievements are Zen
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Meteorology
    Then Bob's score pile is Cliffhanger
    And Bob's achievements are nothing
    And Alice's achievements are Zen
    And Alice gets the sharing bonus
    And Alice's hand is Alchemy, Translation, Calendar
    And the Unseen age 3 pile is Freemasons
    And the age 3 pile is Engineering

  @id:unseen-meteorology-tucks-and-shows-a-castle @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.draw_priority=unseen-first
  Scenario: Meteorology: a 3 with neither leaf nor crown is tucked, and its castles keep Zen away
    # Meteorology features the lightbulb: Alice shows 2, Bob none (Sailing).
    Given a 2-player game
    And Alice's blue pile is Meteorology
    And Bob's green pile is Sailing
    And the Unseen age 3 pile is Secret Police
    And the special achievements are Zen
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Meteorology
    Then Alice's yellow pile is Secret Police
    And Alice's hand is nothing
    And Alice's achievements are nothing
    And the special achievements are Zen

  # --- Padlock: demand, transfer one of your secrets to the available achievements; only if no
  # card moved so: may score up to three hand cards of different values.

  @id:unseen-padlock-secret-to-the-achievements @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:dogma.demands_earn_bonus=false
  Scenario: Padlock: Bob gives up the secret he picks as an available achievement, and Alice scores nothing
    # Padlock features the castle: Alice shows 2, Bob none (Sailing).
    Given a 2-player game
    And Alice's red pile is Padlock
    And Alice has Tools, Calendar in hand
    And Bob's green pile is Sailing
    And Bob's safe is Tomb, Cipher
    And the standard achievements are Metalworking, Alchemy
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Padlock
    And Bob transfers Cipher
    Then Bob's safe is Tomb
    And the standard achievements are ages 1, 2, 3
    And Alice's hand is Tools, Calendar
    And Alice's score pile is nothing

  @id:unseen-padlock-empty-safe-shared-scoring @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:unseen.draw_priority=unseen-first
  Scenario: Padlock: Bob has no secret, so Carol and then Alice score hand cards of different values
    # Padlock features the castle: Alice shows 2, Bob none (Sailing), Carol 3 (Metalworking):
    # Bob is affected, Carol shares.
    Given a 3-player game
    And Alice's red pile is Padlock
    And Alice has Tools, Writing, Calendar, Alchemy in hand
    And Bob's green pile is Sailing
    And Carol's red pile is Metalworking
    And Carol has Oars, Clothing in hand
    And the Unseen age 2 pile is Cipher
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Padlock
    And Carol scores Oars
    And Alice scores Tools
    And Alice scores Calendar
    And Alice scores Alchemy
    Then Carol's score pile is Oars
    And Carol's hand is Clothing
    And Alice's score pile is Tools, Calendar, Alchemy
    And Alice gets the sharing bonus
    And Alice's hand is Writing, Cipher

  # --- Password: draw and reveal a 2; may safeguard another hand card of its colour: then score
  # the drawn card; otherwise return every other hand card.

  @id:unseen-password-shared @ultimate-unseen
  @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Password shared: Bob safeguards a card of the drawn 2's colour and scores it; Alice has none and returns the rest of her hand
    # Password features the castle: Alice shows 2, Bob 3 (Metalworking): Bob shares.
    Given a 2-player game
    And Alice's red pile is Password
    And Alice has Writing, Oars in hand
    And Bob's red pile is Metalworking
    And Bob has Clothing, Tools in hand
    And the Unseen age 2 pile is Cipher, Exile
    And the age 1 pile is Pottery
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Password
    And Bob safeguards Clothing
    And Alice returns Writing then Oars
    Then Bob's safe is Clothing
    And Bob's score pile is Cipher
    And Bob's hand is Tools
    And the age 1 pile is Pottery, Writing, Oars
    And Alice gets the sharing bonus
    And Alice's hand is Exile, Calendar

  @id:unseen-password-declines @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.draw_priority=unseen-first
  Scenario: Password: declining to safeguard returns the other hand cards, the drawn card stays
    # Password features the castle: Alice shows 2, Bob none (Sailing).
    Given a 2-player game
    And Alice's red pile is Password
    And Alice has Clothing in hand
    And Bob's green pile is Sailing
    And the Unseen age 2 pile is Cipher
    And the age 1 pile is Pottery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Password
    Then Alice may safeguard up to 1 of Clothing
    When Alice declines
    Then Alice's hand is Cipher
    And Alice's safe is nothing
    And the age 1 pile is Pottery, Clothing

  # --- Cipher: return your hand; with two or more, draw one value above the highest returned;
  # draw a 2 and may splay blue left.

  @id:unseen-cipher-shared @ultimate-unseen
  @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Cipher shared: Bob returns a single card and draws nothing, then splays blue; Alice returns two and draws a 3
    # Cipher features the lightbulb: Alice shows 2, Bob 2 (Tools): Bob shares.
    Given a 2-player game
    And Alice's green pile is Cipher
    And Alice has Writing, Calendar in hand
    And Bob's blue pile is Tools, Pottery
    And Bob has Oars in hand
    And the Unseen age 2 pile is Exile
    And the Unseen age 3 pile is Cliffhanger
    And the age 1 pile is Clothing
    And the age 2 pile is Mathematics, Currency
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Cipher
    And Bob splays blue
    Then Bob's hand is Exile
    And Bob's blue pile is Tools, Pottery splayed left
    And the age 1 pile is Clothing, Oars, Writing
    And Alice gets the sharing bonus
    And Alice's hand is Cliffhanger, Mathematics, Currency
    And the age 2 pile is Calendar

  # --- Counterfeiting: score top cards whose value your score pile lacks, one at a time; may
  # splay green or purple left.

  @id:unseen-counterfeiting-shared @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:unseen.draw_priority=unseen-first
  Scenario: Counterfeiting shared: Bob scores a 1 and then the 2 beneath it; Alice scores a 1, then splays green
    # Counterfeiting features the crown: Alice shows 2, Bob 2 (City States): Bob shares.
    Given a 2-player game
    And Alice's green pile is Counterfeiting, Sailing
    And Alice's blue pile is Pottery
    And Alice's red pile is Archery
    And Alice has Calendar in the score pile
    And Bob's purple pile is City States, Philosophy
    And the Unseen age 2 pile is Cipher
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Counterfeiting
    And Alice scores Pottery
    And Alice splays green
    Then Bob's score pile is City States, Philosophy
    And Bob's purple pile is nothing
    And Alice's score pile is Calendar, Pottery
    And Alice's red pile is Archery
    And Alice's green pile is Counterfeiting, Sailing splayed left
    And Alice gets the sharing bonus
    And Alice's hand is Cipher

  # --- Exile: demand, return a top card without a leaf and your score cards of its value; when
  # that made exactly one card return, return Exile and draw a 3.

  @id:unseen-exile-one-returned-exile-goes @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:dogma.demands_earn_bonus=false
  Scenario: Exile: Bob returns one card only, so Alice returns her top Exile and draws a 3
    # Exile features the leaf: Alice shows 2, Bob none (Oars).
    Given a 2-player game
    And Alice's yellow pile is Exile
    And Bob's red pile is Oars
    And Bob has Calendar in the score pile
    And the Unseen age 2 pile is Cipher
    And the Unseen age 3 pile is Cliffhanger
    And the age 1 pile is Pottery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Exile
    Then Bob's red pile is nothing
    And Bob's score pile is Calendar
    And the age 1 pile is Pottery, Oars
    And Alice's yellow pile is nothing
    And the Unseen age 2 pile is Cipher, Exile
    And Alice's hand is Cliffhanger

  @id:unseen-exile-two-returned-exile-stays @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:dogma.demands_earn_bonus=false
  Scenario: Exile: Bob returns his top card and a score card of its value, two cards, so Exile stays
    # Exile features the leaf: Alice shows 2, Bob none (Oars, Writing).
    Given a 2-player game
    And Alice's yellow pile is Exile
    And Bob's red pile is Oars
    And Bob's blue pile is Writing
    And Bob has Metalworking, Calendar in the score pile
    And the age 1 pile is Pottery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Exile
    And Bob returns Oars
    Then Bob's red pile is nothing
    And Bob's blue pile is Writing
    And Bob's score pile is Calendar
    And Alice's yellow pile is Exile
    And Alice's hand is nothing

  @id:unseen-exile-shared-only-a-top-card @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.readings.exile_return=only-a-top-card
  @assumes:actions.empty_board_draw_age=1 @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:unseen.draw_priority=unseen-first
  Scenario: Exile shared: Bob returns Alice's top Exile and draws a 3; with Exile no longer on a board, Alice draws nothing (DH4)
    # Exile features the leaf: Alice shows 2, Bob 3 (Agriculture), Carol none (Oars): Bob
    # shares, Carol is affected.
    Given a 3-player game
    And Alice's yellow pile is Exile
    And Bob's yellow pile is Agriculture
    And Carol's red pile is Oars
    And the Unseen age 1 pile is Tomb
    And the Unseen age 3 pile is Cliffhanger, Freemasons
    And the age 1 pile is Pottery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Exile
    Then Carol's red pile is nothing
    And Alice's yellow pile is nothing
    And Bob's hand is Cliffhanger
    And Alice gets the sharing bonus
    And Alice's hand is Tomb
    And the Unseen age 3 pile is Freemasons

  @id:unseen-exile-shared-wherever-it-is @ultimate-unseen @ultimate-unseen-echoes @needs:resolved_variant
  @assumes:cards.readings.exile_return=wherever-it-is
  @assumes:actions.empty_board_draw_age=1 @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:unseen.draw_priority=unseen-first
  Scenario: In a house variant where Exile's return has no condition, Alice draws her 3 even with Exile already in its deck (BGA4)
    Given a house variant of it sets cards.readings.exile_return to "wherever-it-is"
    And a 3-player game
    And Alice's yellow pile is Exile
    And Bob's yellow pile is Agriculture
    And Carol's red pile is Oars
    And the Unseen age 1 pile is Tomb
    And the Unseen age 3 pile is Cliffhanger, Freemasons
    And the age 1 pile is Pottery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Exile
    Then Carol's red pile is nothing
    And Alice's yellow pile is nothing
    And Bob's hand is Cliffhanger
    And Alice gets the sharing bonus
    And Alice's hand is Freemasons, Pottery
    And the Unseen age 1 pile is Tomb

  # --- Fingerprints: may splay red or yellow left; safeguard the achievement of the value of
  # your splayed colours' count, then move a hand card of that value onto any board.

  @id:unseen-fingerprints-shared @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:unseen.draw_priority=unseen-first
  Scenario: Fingerprints shared: Bob splays yellow, safeguards the 1 and puts a 1 on his own board; Alice splays red, safeguards the 2 and puts a 2 on Bob's board
    # Fingerprints features the leaf: Alice shows 2, Bob 3 (Agriculture): Bob shares.
    Given a 2-player game
    And Alice's yellow pile is Fingerprints
    And Alice's red pile is Oars, Archery
    And Alice's blue pile is Tools, Writing splayed right
    And Alice has Calendar, Clothing in hand
    And Bob's yellow pile is Agriculture, Masonry
    And Bob's blue pile is Mathematics
    And Bob has Sailing in hand
    And the standard achievements are Metalworking, Currency, Alchemy
    And the Unseen age 2 pile is Cipher
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Fingerprints
    And Bob splays yellow
    And Alice splays red
    And Bob chooses Bob
    And Alice chooses Bob
    Then Bob's yellow pile is Agriculture, Masonry splayed left
    And Alice's red pile is Oars, Archery splayed left
    And Bob's safe is Metalworking
    And Alice's safe is Currency
    And the standard achievements are ages 3
    And Bob's green pile is Sailing
    And Bob's blue pile is Calendar, Mathematics
    And Alice gets the sharing bonus
    And Alice's hand is Clothing, Cipher

  # --- Propaganda: demand, I name a colour, you meld a card of it and give me the card beneath;
  # meld a card from your hand.

  @id:unseen-propaganda-demand-and-shared-meld @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:unseen.draw_priority=unseen-first
  Scenario: Propaganda: Alice names green, Bob melds Clothing and gives her Sailing; Carol shares the meld
    # Propaganda features the castle: Alice shows 2, Bob none (Sailing, Writing), Carol 3
    # (Metalworking): Bob is affected, Carol shares.
    Given a 3-player game
    And Alice's purple pile is Propaganda
    And Alice has Archery in hand
    And Bob's green pile is Sailing
    And Bob's blue pile is Writing
    And Bob has Clothing, Tools in hand
    And Carol's red pile is Metalworking
    And Carol has Agriculture in hand
    And the Unseen age 2 pile is Cipher
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Propaganda
    And Alice names green
    Then Bob's green pile is Clothing
    And Alice's green pile is Sailing
    And Bob's hand is Tools
    And Carol's yellow pile is Agriculture
    And Alice's red pile is Archery
    And Alice gets the sharing bonus
    And Alice's hand is Cipher

  # --- Steganography: may splay left a colour showing a lightbulb, then safeguard the achievement
  # of that pile's size; otherwise draw and tuck a 3.

  @id:unseen-steganography-shared @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:unseen.draw_priority=unseen-first
  Scenario: Steganography shared: Bob shows no lightbulb and tucks a 3; Alice splays blue and safeguards the 2
    # Steganography features the castle: Alice shows 3, Bob 3 (Metalworking): Bob shares.
    Given a 2-player game
    And Alice's purple pile is Steganography
    And Alice's blue pile is Writing, Pottery
    And Bob's red pile is Metalworking
    And the standard achievements are Archery, Mathematics, Alchemy
    And the Unseen age 2 pile is Cipher
    And the Unseen age 3 pile is Freemasons
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Steganography
    And Alice splays blue
    Then Bob's yellow pile is Freemasons
    And Alice's blue pile is Writing, Pottery splayed left
    And Alice's safe is Mathematics
    And the standard achievements are ages 1, 3
    And Alice gets the sharing bonus
    And Alice's hand is Cipher
