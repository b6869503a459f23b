# The age-3 Unseen cards, each dogma effect and branch, from exact positions.
# Card texts: engine/data/cards/unseen-ultimate.json (our own words; each card's notes:
# Brethren of Purity's note on the card it remembers through the action, Secretum Secretorum's
# ambiguity note (nothing returned: a draw of value 0), Cliffhanger's implementation note (which
# 4 is revealed: cards.readings.cliffhanger_pick), Masquerade's implementation note (a full safe:
# cards.readings.masquerade_full_safe));
# rules: unseen.md §3 (the safe and its limit), §4 (safeguard; a full safe takes nothing), §5
# (secrets achieved or melded by effects), §6 (each player's first draw naming no deck in a turn
# comes from the Unseen deck), §10 ("the 4 deck" is the base deck).
# Every deck a scenario draws from is listed; whether each drawing player has used their Unseen
# draw this turn is stated. The icon counts that decide who shares or who is affected are in the
# comments. Secrets are named by title: the steps read the referee's state.
Feature: Age 3 Unseen cards

  # --- Brethren of Purity (blue, lightbulb) ---------------------------------------------------

  @id:unseen-brethren-of-purity-shared-value-and-repeat @ultimate-unseen
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Brethren of Purity: Bob's meld counts for Alice, who climbs one higher and repeats while her melds land on lightbulbs
    # Brethren of Purity features the lightbulb: Alice shows 4 (Brethren 2, Cipher 2), Bob 5
    # (Tools 2, Philosophy 3): Bob shares and goes first. With no card melded yet Bob can only
    # take a 3 (Compass, onto nothing). Alice may then take a 3 or a 4 (one above Compass): her
    # 4, Invention, lands on Cipher (a lightbulb), so she goes again: a 3 or a 5; her 3, Paper,
    # lands on Invention (a lightbulb): a 3 or a 4; her 4, Anatomy, lands on nothing. Bob melded:
    # Alice draws a 4 as the sharing bonus.
    Given a 2-player game
    And Alice's blue pile is Brethren of Purity
    And Alice's green pile is Cipher
    And Bob's blue pile is Tools
    And Bob's purple pile is Philosophy
    And the age 3 pile is Compass, Paper, Alchemy
    And the age 4 pile is Invention, Anatomy, Perspective
    And Alice has used her Unseen draw this turn
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Brethren of Purity
    And Alice chooses 4
    And Alice chooses 3
    And Alice chooses 4
    Then Bob's green pile is Compass
    And Alice's green pile is Paper, Invention, Cipher
    And Alice's yellow pile is Anatomy
    And Alice gets the sharing bonus
    And Alice's hand is Perspective
    And the age 3 pile is Alchemy
    And the age 4 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:unseen-brethren-of-purity-unseen-draw @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:unseen.draw_priority=unseen-first
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Brethren of Purity: Alice's first draw of the turn is an Unseen 3, melded onto nothing, so it ends
    # Alice shows 2 lightbulbs, Bob none. Her Unseen draw is unused: the 3 comes from the Unseen
    # deck. Secret Police starts her yellow pile, so there is no card under it.
    Given a 2-player game
    And Alice's blue pile is Brethren of Purity
    And the Unseen age 3 pile is Secret Police, Taqiyya
    And the age 3 pile is Paper
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Brethren of Purity
    Then Alice's yellow pile is Secret Police
    And Alice's Unseen draw is used
    And the Unseen age 3 pile is Taqiyya
    And the age 3 pile is Paper
    And it is Alice's turn 4 with one action used

  # --- Secretum Secretorum (blue, lightbulb) --------------------------------------------------

  @id:unseen-secretum-secretorum-five-returned-and-none-returned @ultimate-unseen
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Secretum Secretorum: Bob returns nothing and draws two 1s; Alice returns five cards of three colours and draws two 3s
    # Secretum Secretorum features the lightbulb: Alice shows 2, Bob 2 (Writing): Bob shares and
    # goes first. He holds no card: no colour, a draw of value 0, the lowest value: his Unseen
    # draw gives Dance, then a base 1, Sailing; he melds Dance and scores Sailing. Alice returns
    # five of her six cards (each to its own deck: red, blue, yellow, yellow, red: three colours)
    # and keeps Mathematics; she draws two base 3s, melds Optics and scores Alchemy; Bob's melds
    # earn her a sharing bonus 3.
    Given a 2-player game
    And Alice's blue pile is Secretum Secretorum
    And Alice has Archery, Calendar, Tomb in hand
    And Alice has Exile, Engineering, Mathematics in the score pile
    And Bob's blue pile is Writing
    And the age 1 pile is Sailing, Metalworking
    And the age 2 pile is Canal Building
    And the age 3 pile is Optics, Alchemy, Compass, Paper
    And the Unseen age 1 pile is Dance, Woodworking
    And the Unseen age 2 pile is Padlock
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Secretum Secretorum
    And Bob melds Dance
    And Alice returns Archery, Calendar, Tomb, Exile, Engineering
    And Alice melds Optics
    Then Bob's green pile is Dance
    And Bob's score pile is Sailing
    And Alice's red pile is Optics
    And Alice's score pile is Mathematics, Alchemy
    And Alice gets the sharing bonus
    And Alice's hand is Compass
    And the age 1 pile is Metalworking, Archery
    And the age 2 pile is Canal Building, Calendar
    And the age 3 pile is Paper, Engineering
    And the Unseen age 1 pile is Woodworking, Tomb
    And the Unseen age 2 pile is Padlock, Exile
    And it is Alice's turn 4 with one action used

  # --- Knights Templar (red, castle) ----------------------------------------------------------

  @id:unseen-knights-templar-unsplay-gives-top-card @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:splay.unsplay_small_piles=true
  Scenario: Knights Templar: Bob unsplays his blue cards and gives his top blue card; Alice splays her red cards left
    # Knights Templar features the castle: Alice shows 2, Bob 1 (Tools' castle, shown by the
    # left splay): Bob is affected. Of his two splayed colours he unsplays blue, and Writing goes
    # to Alice's score pile.
    Given a 2-player game
    And Alice's red pile is Knights Templar, Archery
    And Bob's blue pile is Writing, Tools splayed left
    And Bob's green pile is Sailing, Clothing splayed left
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Knights Templar
    And Bob chooses blue
    And Alice splays red
    Then Bob's blue pile is Tools
    And Bob's green pile is Sailing, Clothing splayed left
    And Alice's score pile is Writing
    And Alice's red pile is Knights Templar, Archery splayed left
    And it is Alice's turn 4 with one action used

  @id:unseen-knights-templar-nothing-splayed-and-shared-splay @ultimate-unseen
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"] @assumes:splay.unsplay_small_piles=true
  Scenario: Knights Templar: Bob, not affected, shares the splay and splays his green cards left
    # Alice shows 2 castles, Bob 3 (Metalworking): Bob is not affected and shares the second
    # effect; he splays green, Alice splays red; Bob's splay earns Alice a sharing bonus 3.
    Given a 2-player game
    And Alice's red pile is Knights Templar, Archery
    And Bob's red pile is Metalworking
    And Bob's green pile is Sailing, Clothing
    And the age 3 pile is Paper, Optics
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Knights Templar
    And Bob splays green
    And Alice splays red
    Then Bob's green pile is Sailing, Clothing splayed left
    And Alice's red pile is Knights Templar, Archery splayed left
    And Alice gets the sharing bonus
    And Alice's hand is Paper
    And it is Alice's turn 4 with one action used

  # --- Red Envelope (red, crown) --------------------------------------------------------------

  @id:unseen-red-envelope-to-the-right-and-scored @ultimate-unseen
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Red Envelope: each player's pair goes to the player on their right; two or three cards scored from hand
    # Red Envelope features the crown: Alice shows 2, Bob 2 (Currency), Carol none: Bob shares
    # and goes first. Bob holds two 1s and three 2s: he picks 1, and his 1s go to the score pile
    # of Alice, on his right. Alice then holds five 1s (hand and score) and two 2s: her 2s go to
    # Carol, on her right. Bob scores two of his 2s, Alice three of her 1s; Alice draws a 3 as the
    # sharing bonus.
    Given a 3-player game
    And Alice's red pile is Red Envelope
    And Alice has Archery, Oars, Calendar, Tools, Sailing in hand
    And Alice has Mathematics in the score pile
    And Bob's green pile is Currency
    And Bob has Agriculture, Pottery, Construction, Road Building, Canal Building in hand
    And the age 3 pile is Paper, Optics
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Red Envelope
    And Bob chooses 1
    And Bob scores Construction, Road Building
    And Alice scores Archery, Oars, Tools
    Then Carol's score pile is Calendar, Mathematics
    And Bob's hand is Canal Building
    And Bob's score pile is Construction, Road Building
    And Alice's score pile is Agriculture, Pottery, Archery, Oars, Tools
    And Alice gets the sharing bonus
    And Alice's hand is Sailing, Paper
    And it is Alice's turn 4 with one action used

  @id:unseen-red-envelope-no-pair-and-declined @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Red Envelope: no value is held by exactly two or three cards, and Alice scores nothing
    # Four 1s and one 2: no value qualifies; Alice declines to score.
    Given a 2-player game
    And Alice's red pile is Red Envelope
    And Alice has Archery, Oars, Tools, Sailing, Calendar in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Red Envelope
    And Alice declines
    Then Alice's hand is Archery, Oars, Tools, Sailing, Calendar
    And Alice's score pile is nothing
    And Bob's score pile is nothing
    And it is Alice's turn 4 with one action used

  @id:unseen-red-envelope-whole-hand-of-three-scored @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Red Envelope: with exactly three cards in hand, Alice may score all three
    # A 1, a 2 and a 3: no value is held by two or three cards; three cards score, the whole hand.
    Given a 2-player game
    And Alice's red pile is Red Envelope
    And Alice has Archery, Currency, Paper in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Red Envelope
    And Alice scores Archery, Currency, Paper
    Then Alice's hand is nothing
    And Alice's score pile is Archery, Currency, Paper
    And it is Alice's turn 4 with one action used

  # --- Cliffhanger (green, leaf) --------------------------------------------------------------

  @id:unseen-cliffhanger-purple-melded-and-deck-top-safeguarded @ultimate-unseen
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:unseen.draw_used_by=unnamed-draws
  @assumes:cards.expansions=["unseen"] @assumes:cards.readings.cliffhanger_pick=chosen
  Scenario: Cliffhanger: Alice reveals her purple 4 and melds it; Bob, with no 4, safeguards the top card of the 4 deck
    # Cliffhanger features the leaf: Alice shows 2, Bob 2 (Clothing): Bob shares and goes first.
    # Bob's safe holds no 4: the top card of the base 4 deck goes into his safe (not a draw).
    # Alice picks which of her two 4s to reveal: Confession, purple, is melded. Bob's safeguard
    # earns Alice a sharing bonus 4 (her top cards are a 3 and a 4).
    Given a 2-player game
    And Alice's green pile is Cliffhanger
    And Alice's safe is Tomb, Blackmail, Confession
    And Bob's green pile is Clothing
    And the age 4 pile is Invention, Anatomy, Perspective
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Cliffhanger
    And Alice melds Confession
    Then Bob safeguarded Invention
    And Bob's safe is Invention
    And Bob's Unseen draw is unused
    And Alice's purple pile is Confession
    And Alice's safe is Tomb, Blackmail
    And Alice gets the sharing bonus
    And Alice's hand is Anatomy
    And the age 4 pile is Perspective
    And it is Alice's turn 4 with one action used

  @id:unseen-cliffhanger-choice-of-a-secret-names-none @ultimate-unseen
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["unseen"] @assumes:cards.readings.cliffhanger_pick=chosen
  Scenario: Cliffhanger: while Alice picks which of her 4s to reveal, nobody's view names a secret, hers included
    # Bob shows no leaf and does not share. Alice's two 4s are offered by position and back:
    # no player, Alice included, sees their titles until one is revealed.
    Given a 2-player game
    And Alice's green pile is Cliffhanger
    And Alice's safe is Tomb, Blackmail, Confession
    And Bob's red pile is Archery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Cliffhanger
    Then no player's view names Alice's secret Confession
    And no player's view names Alice's secret Blackmail
    And no player's view names Alice's secret Tomb
    When Alice melds Confession
    Then Alice's purple pile is Confession
    And Alice's safe is Tomb, Blackmail
    And it is Alice's turn 4 with one action used

  @id:unseen-cliffhanger-green-tucked-yellow-scored @ultimate-unseen
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Cliffhanger: Bob's yellow 4 is scored, Alice's green 4 is tucked
    # Bob shows 2 leaves (Clothing), Alice 2: Bob shares. Each holds one 4. Bob's scored 4 earns
    # Alice a sharing bonus 3.
    Given a 2-player game
    And Alice's green pile is Cliffhanger
    And Alice's safe is El Dorado
    And Bob's green pile is Clothing
    And Bob's safe is Tomb, Heirloom
    And the age 3 pile is Paper, Optics
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Cliffhanger
    Then Bob revealed Heirloom
    And Bob's score pile is Heirloom
    And Bob's safe is Tomb
    And Alice's green pile is Cliffhanger, El Dorado
    And Alice's safe is nothing
    And Alice gets the sharing bonus
    And Alice's hand is Paper
    And it is Alice's turn 4 with one action used

  @id:unseen-cliffhanger-blue-stays-red-achieved @ultimate-unseen
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Cliffhanger: Bob's red 4 is achieved though he is not eligible; Alice's blue 4 goes back into her safe, known to all, and she draws a 5
    # Bob shows 2 leaves, Alice 2: Bob shares. Bob has no points: he achieves Ninja all the same.
    # Alice's The Prophecies stays in her safe, revealed, and she draws a base 5 (her Unseen draw
    # is used); the sharing bonus is a 3.
    Given a 2-player game
    And Alice's green pile is Cliffhanger
    And Alice's safe is The Prophecies
    And Bob's green pile is Clothing
    And Bob's safe is Ninja
    And the age 3 pile is Paper, Optics
    And the age 5 pile is Coal, Physics
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Cliffhanger
    Then Bob's achievements are Ninja
    And Bob's safe is nothing
    And Alice revealed The Prophecies
    And Alice's safe is The Prophecies
    And Alice gets the sharing bonus
    And Alice's hand is Coal, Paper
    And it is Alice's turn 4 with one action used

  @id:unseen-cliffhanger-random-pick @ultimate-unseen @ultimate-unseen-echoes @needs:resolved_variant
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:cards.readings.cliffhanger_pick=random
  Scenario: Cliffhanger read with a random pick: one of Alice's two red 4s is achieved, without her choosing
    # The dispute on cards.readings.cliffhanger_pick (DH4's random pick), played by a house
    # variant. Both 4s are red: whichever comes up, it is achieved, and nobody is asked.
    Given a house variant of it sets cards.readings.cliffhanger_pick to "random"
    And a 2-player game
    And Alice's green pile is Cliffhanger
    And Alice's safe is Ninja, Spanish Inquisition
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Cliffhanger
    Then Alice's achievement count is 1
    And Alice's safe holds 1 secret
    And it is Alice's turn 4 with one action used

  # --- Smuggling (green, crown) ---------------------------------------------------------------

  @id:unseen-smuggling-both-values @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Smuggling: Bob transfers a card of his top yellow card's value and one of Alice's
    # Smuggling features the crown: Alice shows 5 (Smuggling 3, Canal Building 2), Bob none
    # (Masonry): Bob is affected. Bob's top yellow card is a 1, Alice's a 2: he gives one of his
    # 1s and one of his 2s.
    Given a 2-player game
    And Alice's green pile is Smuggling
    And Alice's yellow pile is Canal Building
    And Bob's yellow pile is Masonry
    And Bob has Archery, Oars, Calendar, Mathematics in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Smuggling
    And Bob transfers Oars
    And Bob transfers Mathematics
    Then Alice's score pile is Oars, Mathematics
    And Bob's score pile is Archery, Calendar
    And it is Alice's turn 4 with one action used

  @id:unseen-smuggling-no-yellow-no-match @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Smuggling: Bob has no top yellow card and no card of Alice's yellow value: nothing moves
    Given a 2-player game
    And Alice's green pile is Smuggling
    And Alice's yellow pile is Canal Building
    And Bob's red pile is Oars
    And Bob has Archery, Optics in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Smuggling
    Then Alice's score pile is nothing
    And Bob's score pile is Archery, Optics
    And it is Alice's turn 4 with one action used

  # --- Freemasons (yellow, crown) -------------------------------------------------------------

  @id:unseen-freemasons-tucks-and-draws @ultimate-unseen
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"] @assumes:splay.unsplay_small_piles=true
  Scenario: Freemasons: an expansion card tucked and a yellow one tucked each draw two 3s; blue and yellow splayed left
    # Freemasons features the crown: Alice shows 2, Bob 2 (Sailing): Bob shares and goes first.
    # Bob tucks Dance (an Unseen card) and draws two base 3s (his Unseen draw is used). Alice
    # tucks Archery and Agriculture (one red, one yellow; not Oars, a second red) and draws two
    # 3s: her first draw of the turn is an Unseen 3. Bob splays blue, Alice yellow; the sharing
    # bonus is a base 3.
    Given a 2-player game
    And Alice's yellow pile is Freemasons
    And Alice's red pile is Metalworking
    And Alice has Archery, Oars, Agriculture in hand
    And Bob's green pile is Sailing
    And Bob's blue pile is Tools, Writing
    And Bob has Dance in hand
    And the age 3 pile is Paper, Compass, Alchemy, Engineering
    And the Unseen age 3 pile is Smuggling, Taqiyya
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Freemasons
    And Bob tucks Dance
    And Bob declines
    And Alice tucks Archery
    And Alice tucks Agriculture
    And Alice declines
    And Bob splays blue
    And Alice splays yellow
    Then Bob's green pile is Sailing, Dance
    And Bob's hand is Paper, Compass
    And Bob's blue pile is Tools, Writing splayed left
    And Alice's red pile is Metalworking, Archery
    And Alice's yellow pile is Freemasons, Agriculture splayed left
    And Alice gets the sharing bonus
    And Alice's hand is Oars, Smuggling, Alchemy, Engineering
    And the Unseen age 3 pile is Taqiyya
    And the age 3 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:unseen-freemasons-base-non-yellow-draws-nothing @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Freemasons: a red base card tucked draws nothing, and Alice declines the splay
    Given a 2-player game
    And Alice's yellow pile is Freemasons, Masonry
    And Alice has Archery in hand
    And the age 3 pile is Paper
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Freemasons
    And Alice tucks Archery
    And Alice declines
    Then Alice's red pile is Archery
    And Alice's hand is nothing
    And Alice's yellow pile is Freemasons, Masonry
    And the age 3 pile is Paper
    And it is Alice's turn 4 with one action used

  # --- Secret Police (yellow, castle) ---------------------------------------------------------

  @id:unseen-secret-police-tucks-returns-then-draws @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:unseen.draw_priority=unseen-first @assumes:dogma.demands_earn_bonus=false
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Secret Police: Bob tucks and returns card after card, then draws a 3; Alice tucks her two blue cards
    # Secret Police features the castle: Alice shows 3, Bob 2 (Oars): Bob is affected. He tucks
    # Archery under Oars and returns Oars; he tucks Tools (no blue pile) and returns it; with an
    # empty hand he draws a 3, his Unseen draw. Alice then tucks Writing and Calendar under her
    # blue pile, Writing above.
    Given a 2-player game
    And Alice's yellow pile is Secret Police
    And Alice's blue pile is Mathematics
    And Alice has Calendar, Writing, Sailing in hand
    And Bob's red pile is Oars
    And Bob has Archery, Tools in hand
    And the age 1 pile is Metalworking
    And the Unseen age 3 pile is Taqiyya, Smuggling
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Secret Police
    And Bob tucks Archery
    And Alice tucks Writing then Calendar
    Then Bob's red pile is Archery
    And Bob's blue pile is nothing
    And Bob's hand is Taqiyya
    And the age 1 pile is Metalworking, Oars, Tools
    And Alice's blue pile is Mathematics, Writing, Calendar
    And Alice's hand is Sailing
    And it is Alice's turn 4 with one action used

  @id:unseen-secret-police-shared-tuck @ultimate-unseen
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Secret Police: Bob, not affected, shares the tuck; Alice declines
    # Alice shows 3 castles, Bob 3 (Metalworking): Bob is not affected and shares the second
    # effect. His tuck earns Alice a sharing bonus 3.
    Given a 2-player game
    And Alice's yellow pile is Secret Police
    And Alice has Archery in hand
    And Bob's red pile is Metalworking
    And Bob has Agriculture in hand
    And the age 3 pile is Paper
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Secret Police
    And Bob tucks Agriculture
    And Alice declines
    Then Bob's yellow pile is Agriculture
    And Alice's hand is Archery, Paper
    And Alice gets the sharing bonus
    And it is Alice's turn 4 with one action used

  # --- Masquerade (purple, crown) -------------------------------------------------------------

  @id:unseen-masquerade-safeguards-returns-and-anonymity @ultimate-unseen
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"] @assumes:splay.unsplay_small_piles=true
  Scenario: Masquerade: the achievement of each hand size is safeguarded; Alice's returned 4s claim Anonymity; purple splayed left
    # Masquerade features the crown: Alice shows 2, Bob 2 (Code of Laws): Bob shares and goes
    # first. Bob holds two cards: he safeguards the 2 (Calendar) and returns his 2, Mathematics.
    # Alice holds four: she safeguards the 4 (Navigation), returns her two 4s and claims
    # Anonymity. She splays purple left (Bob's one-card purple pile cannot be); the sharing bonus
    # is a 3.
    Given a 2-player game
    And Alice's purple pile is Masquerade, Mysticism
    And Alice has Colonialism, Invention, Archery, Oars in hand
    And Bob's purple pile is Code of Laws
    And Bob has Mathematics, Tools in hand
    And the standard achievements are Agriculture, Calendar, Optics, Navigation
    And the special achievements are Anonymity, Folklore
    And the age 2 pile is Currency
    And the age 4 pile is Anatomy
    And the age 3 pile is Paper
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Masquerade
    And Alice returns Colonialism then Invention
    And Alice splays purple
    Then Bob's safe is Calendar
    And Bob's hand is Tools
    And the age 2 pile is Currency, Mathematics
    And Alice's safe is Navigation
    And the age 4 pile is Anatomy, Colonialism, Invention
    And Alice's achievements are Anonymity
    And Alice's purple pile is Masquerade, Mysticism splayed left
    And Alice gets the sharing bonus
    And Alice's hand is Archery, Oars, Paper
    And the standard achievements are ages 1, 3
    And it is Alice's turn 4 with one action used

  @id:unseen-masquerade-full-safe-returns-nothing @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:limits.safe_and_forecast=five-minus-highest-splay
  @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:cards.readings.masquerade_full_safe=nothing
  Scenario: Masquerade: with a full safe the achievement stays available and no card is returned
    # Alice's red pile is splayed up: her safe holds 2 at most, and holds 2.
    Given a 2-player game
    And Alice's purple pile is Masquerade
    And Alice's red pile is Archery, Oars splayed up
    And Alice's safe is Tomb, Dance
    And Alice has Colonialism, Tools, Sailing, Writing in hand
    And the standard achievements are Agriculture, Calendar, Optics, Navigation
    And the special achievements are Anonymity
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Masquerade
    Then nobody safeguarded a card
    And Alice's safe is Tomb, Dance
    And Alice's hand is Colonialism, Tools, Sailing, Writing
    And the standard achievements are ages 1, 2, 3, 4
    And the special achievements are Anonymity
    And it is Alice's turn 4 with one action used

  @id:unseen-masquerade-full-safe-returns-anyway @ultimate-unseen @ultimate-unseen-echoes @needs:resolved_variant
  @assumes:actions.per_turn=2 @assumes:limits.safe_and_forecast=five-minus-highest-splay
  @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:cards.readings.masquerade_full_safe=returns
  Scenario: Masquerade read as DH4 plays it: with a full safe the 4 is returned all the same and Anonymity claimed
    # The dispute on cards.readings.masquerade_full_safe (DH4's code), played by a house variant:
    # the position of the scenario above.
    Given a house variant of it sets cards.readings.masquerade_full_safe to "returns"
    And a 2-player game
    And Alice's purple pile is Masquerade
    And Alice's red pile is Archery, Oars splayed up
    And Alice's safe is Tomb, Dance
    And Alice has Colonialism, Tools, Sailing, Writing in hand
    And the standard achievements are Agriculture, Calendar, Optics, Navigation
    And the special achievements are Anonymity
    And the age 4 pile is Anatomy
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Masquerade
    Then Alice's safe is Tomb, Dance
    And Alice's hand is Tools, Sailing, Writing
    And the age 4 pile is Anatomy, Colonialism
    And Alice's achievements are Anonymity
    And the standard achievements are ages 1, 2, 3, 4
    And it is Alice's turn 4 with one action used

  # --- Taqiyya (purple, leaf) -----------------------------------------------------------------

  @id:unseen-taqiyya-pile-to-hand-and-bottom-meld-scores @ultimate-unseen
  @assumes:actions.per_turn=2 @assumes:dogma.icon_count_once=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Taqiyya: a whole pile goes to hand; a 3 melded alone is scored with cards of its colour from hand
    # Taqiyya features the leaf: Alice shows 2, Bob 3 (Agriculture): Bob shares and goes first.
    # Bob's only pile, Agriculture, goes to his hand; Alice picks red, and Archery and Oars go to
    # hers. Bob draws a base 3 (his Unseen draw is used), Medicine, alone in his yellow pile: he
    # scores it and Agriculture. Alice's first draw of the turn is an Unseen 3, Knights Templar,
    # alone in her red pile: she scores it and Archery, keeping Oars. The sharing bonus is a 3.
    Given a 2-player game
    And Alice's purple pile is Taqiyya
    And Alice's red pile is Archery, Oars
    And Bob's yellow pile is Agriculture
    And the age 3 pile is Medicine, Paper
    And the Unseen age 3 pile is Knights Templar, Smuggling
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Taqiyya
    And Alice chooses red
    And Bob scores Agriculture
    And Alice scores Archery
    Then Bob's score pile is Medicine, Agriculture
    And Bob's hand is nothing
    And Alice's score pile is Knights Templar, Archery
    And Alice's red pile is nothing
    And Alice gets the sharing bonus
    And Alice's hand is Oars, Paper
    And it is Alice's turn 4 with one action used

  @id:unseen-taqiyya-meld-not-at-bottom @ultimate-unseen
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]
  Scenario: Taqiyya: a 3 melded onto a pile is not its bottom card: nothing is scored
    Given a 2-player game
    And Alice's purple pile is Taqiyya
    And Alice's green pile is Sailing
    And Alice's red pile is Archery
    And the age 3 pile is Engineering, Paper
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Taqiyya
    And Alice chooses green
    Then Alice's hand is Sailing
    And Alice's red pile is Engineering, Archery
    And Alice's score pile is nothing
    And it is Alice's turn 4 with one action used
