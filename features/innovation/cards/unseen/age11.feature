# The Unseen cards of age 11 (Astrobiology, Quantum Computers, Cloaking, Dark Web, Green Hydrogen,
# Mystery Box, Escape Room, Fashion Mask, Holography, Metaverse): each dogma effect and each
# branch, from exact positions.
# Card texts: engine/data/cards/unseen-ultimate.json (our own words; each card's notes:
# Holography's source dispute as the card reading holography_kept, both readings played;
# Cloaking's implementation note, a transfer into the launcher's safe following unseen.full_safe_transfer;
# Quantum Computers' coin flips, won on heads by the reference engine; its glossary for safe,
# secret, safeguard, claimed standard achievement, flip a coin, you lose, self-executing a card
# that is not on a board). Rules with sources: the research note unseen.md (§3 the safe and its
# limit, §4 safeguard, §5 secrets used by effects, §6 the Unseen draw, §7 the special
# achievements, left out here with "the special achievements are nothing", §10 claimed standard
# achievements, §13 Holography).
# Conventions: piles are written top card first; every supply pile a scenario draws from is
# listed. The Unseen draw (unseen.md §6): each player's first draw of a turn comes from the Unseen
# deck, so each position says whether a drawing player has used theirs. A secret is named by
# title (the steps read the referee's state). Alice launches every Dogma action.
# A scenario also tagged @ultimate-unseen-echoes holds beside Echoes too: none of its draws meets
# the Echoes draw rule (echoes.md §3).
@ultimate-unseen
Feature: Unseen cards of age 11

  # --- Astrobiology (11, blue, leaf): return a bottom card of yours; splay that colour aslant and
  # score each of its cards without a leaf.

  @id:unseen-astrobiology-bob-shares
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true
  Scenario: Astrobiology: Bob, sharing, returns Agriculture from under his yellow pile and scores the two leafless cards left; Alice returns The Wheel and scores Mapmaking
    # Astrobiology features the leaf: Alice shows 2 (Mapmaking has none), Bob 2 (Clothing): he
    # shares, first. Bob's yellow pile, splayed aslant, has no leaf: Masonry and Domestication are
    # scored. Alice's green pile keeps Currency and Sailing, which have leaves. Alice's sharing
    # bonus draws an 11.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Astrobiology
    And Alice's green pile is Mapmaking, Currency, Sailing, The Wheel
    And Bob's green pile is Clothing
    And Bob's yellow pile is Masonry, Domestication, Agriculture
    And the age 1 pile is Pottery
    And the age 11 pile is Climatology
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Astrobiology
    And Bob returns Agriculture
    Then Bob's yellow pile is nothing
    And Bob's score pile is Masonry, Domestication
    And Bob's green pile is Clothing
    When Alice returns The Wheel
    Then the age 1 pile is Pottery, Agriculture, The Wheel
    And Alice's green pile is Currency, Sailing splayed aslant
    And Alice's score pile is Mapmaking
    And Alice gets the sharing bonus
    And Alice's hand is Climatology

  @id:unseen-astrobiology-only-card-of-its-pile @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Astrobiology: Alice returns Astrobiology itself, the only card of its pile: there is nothing left to splay or score
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Astrobiology
    And Alice's red pile is Archery, Oars
    And the Unseen age 11 pile is Cloaking
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Astrobiology
    And Alice returns Astrobiology
    Then Alice's blue pile is nothing
    And Alice's red pile is Archery, Oars
    And Alice's score pile is nothing
    And the Unseen age 11 pile is Cloaking, Astrobiology

  # --- Quantum Computers (11, blue, clock): demand flip a coin, losing it you lose the game; flip
  # until you win, returning a secret for each lost flip, losing the game with none to return.

  @id:unseen-quantum-computers-bob-loses-carol-wins-alice-pays-two-secrets @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:victory.elimination=true
  Scenario: Quantum Computers: Bob loses his flip and the game; Carol wins hers; Alice loses two flips, returning Maze and Tomb, then wins
    # Quantum Computers features the clock: Alice shows 3, Bob and Carol none: both affected,
    # Bob first. Bob is eliminated: every card of his is junked. Nobody shares.
    Given a 3-player game
    And the special achievements are nothing
    And Alice's blue pile is Quantum Computers
    And Alice's safe is Tomb, Dance, Maze
    And Bob's red pile is Archery
    And Bob has Writing in hand
    And Carol's green pile is Sailing
    And the Unseen age 1 pile is Rumor
    And the next coin flips are tails, heads, tails, tails, heads
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Quantum Computers
    Then Bob is eliminated
    And the junk pile holds Archery, Writing
    And Carol's green pile is Sailing
    When Alice returns Maze then Tomb
    Then Alice's safe is Dance
    And the Unseen age 1 pile is Rumor, Maze, Tomb
    And the game is not over

  @id:unseen-quantum-computers-bob-shares-alice-loses @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:victory.elimination=true
  Scenario: Quantum Computers shared: Bob loses a flip, returns his secret Tomb, then wins one; Alice loses her first flip with no secret and loses the game
    # Quantum Computers features the clock: Alice shows 3, Bob 3 (Quantum Theory): he is not
    # affected, and shares, first.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Quantum Computers
    And Bob's blue pile is Quantum Theory
    And Bob's safe is Tomb
    And the Unseen age 1 pile is Rumor
    And the next coin flips are tails, heads, tails
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Quantum Computers
    Then Bob's safe is nothing
    And the Unseen age 1 pile is Rumor, Tomb
    And Bob wins by elimination

  # --- Cloaking (11, red, lightbulb): demand transfer one of your claimed standard achievements to
  # the launcher's safe.

  @id:unseen-cloaking-bob-gives-an-achievement-carol-has-none @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Cloaking: Bob transfers his achievement Calendar to Alice's safe; Carol, with only a special achievement, gives nothing
    # Cloaking features the lightbulb: Alice shows 2, Bob and Carol none: both affected. Bob's
    # claimed standard achievements are Calendar and Oars (Monument is special).
    Given a 3-player game
    And the special achievements are nothing
    And Alice's red pile is Cloaking
    And Bob's red pile is Archery
    And Bob has achievements Monument, Calendar, Oars
    And Carol's green pile is Sailing
    And Carol has achievements Empire
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Cloaking
    And Bob transfers Calendar
    Then Alice's safe is Calendar
    And Bob's achievements are Monument, Oars
    And Carol's achievements are Empire
    And it is Alice's turn 4 with one action used

  @id:unseen-cloaking-into-a-full-safe @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.full_safe_transfer=over-the-limit
  Scenario: Cloaking into Alice's full safe: her only secret, with blue splayed aslant, does not stop Bob's achievement Oars going in over the limit
    # Alice's highest splay is aslant: her safe's limit is 1, and she has one secret. Under
    # unseen.full_safe_transfer "over-the-limit" (DH4) a transfer ignores the limit.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's red pile is Cloaking
    And Alice's blue pile is Tools, Writing splayed aslant
    And Alice's safe is Tomb
    And Bob's green pile is Sailing
    And Bob has achievements Oars
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Cloaking
    Then Alice's safe is Tomb, Oars
    And Bob's achievements are nothing

  @id:unseen-cloaking-into-a-full-safe-stays-house @ultimate-unseen-echoes @needs:resolved_variant
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:limits.safe_and_forecast=five-minus-highest-splay @assumes:unseen.full_safe_transfer=stays
  Scenario: Cloaking into Alice's full safe where a transfer respects the limit (BGA4): Bob's achievement Oars stays his
    Given a house variant of it sets unseen.full_safe_transfer to "stays"
    And a 2-player game
    And the special achievements are nothing
    And Alice's red pile is Cloaking
    And Alice's blue pile is Tools, Writing splayed aslant
    And Alice's safe is Tomb
    And Bob's green pile is Sailing
    And Bob has achievements Oars
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Cloaking
    Then Alice's safe is Tomb
    And Bob's achievements are Oars

  # --- Dark Web (11, red, clock): unsplay any colour on any board; choose to safeguard any number
  # of available standard achievements or to achieve any number of your secrets, ignoring
  # eligibility.

  @id:unseen-dark-web-bob-shares
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true
  Scenario: Dark Web: Bob, sharing, unsplays Alice's green and achieves his secret Exile; Alice unsplays Bob's yellow and safeguards the available Calendar
    # Dark Web features the clock: Alice shows 2, Bob 3 (Quantum Theory): he shares, first.
    # After Bob's unsplay only his yellow pile is splayed; Alice has no secret, so she can only
    # safeguard. Alice's sharing bonus draws an 11.
    Given a 2-player game
    And the special achievements are nothing
    And the standard achievements are Sailing, Calendar
    And Alice's red pile is Dark Web
    And Alice's green pile is Mapmaking, Clothing splayed left
    And Bob's blue pile is Quantum Theory
    And Bob's yellow pile is Agriculture, Masonry splayed right
    And Bob's safe is Tomb, Exile
    And the age 11 pile is Climatology
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Dark Web
    And Bob chooses Alice
    Then Alice's green pile is Mapmaking, Clothing
    And Bob's yellow pile is Agriculture, Masonry
    When Bob achieves his secret Exile
    Then Bob's achievements are Exile
    And Bob's safe is Tomb
    When Alice safeguards Calendar
    Then Alice's safe is Calendar
    And the standard achievements are ages 1
    And Alice gets the sharing bonus
    And Alice's hand is Climatology

  @id:unseen-dark-web-achieves-a-secret @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Dark Web: with nothing splayed, Alice achieves her secret Exile, a 2, without the eligibility test, rather than safeguarding; Tomb and Dance stay
    Given a 2-player game
    And the special achievements are nothing
    And the standard achievements are Sailing, Calendar
    And Alice's red pile is Dark Web
    And Alice's safe is Tomb, Exile, Dance
    And Bob's green pile is Clothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Dark Web
    And Alice achieves her secret Exile
    Then Alice's achievements are Exile
    And Alice's safe is Tomb, Dance
    And the standard achievements are ages 1, 2

  # --- Green Hydrogen (11, green, factory): score your green cards but the top one, then draw and
  # tuck an 11 for each.

  @id:unseen-green-hydrogen-bob-shares
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true
  Scenario: Green Hydrogen: Bob, sharing, scores Clothing and tucks his Unseen Metaverse; Alice scores Mapmaking and Currency and tucks two base 11s
    # Green Hydrogen features the factory: Alice shows 3, Bob 3 (Coal): he shares, first. Bob's
    # first draw of the turn is his Unseen draw; Alice has used hers. Alice's sharing bonus draws
    # an 11.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Green Hydrogen, Mapmaking, Currency
    And Bob's red pile is Coal
    And Bob's green pile is Sailing, Clothing
    And the Unseen age 11 pile is Metaverse, Holography
    And the age 11 pile is Climatology, Fusion, Hypersonics
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Green Hydrogen
    Then Bob's green pile is Sailing
    And Bob's score pile is Clothing
    And Bob's purple pile is Metaverse
    And the Unseen age 11 pile is Holography
    And Alice's green pile is Green Hydrogen
    And Alice's score pile is Mapmaking, Currency
    And Alice's blue pile is Climatology
    And Alice's red pile is Fusion
    And Alice gets the sharing bonus
    And Alice's hand is Hypersonics

  # --- Mystery Box (11, green, crown): claim an available standard achievement of your choice,
  # picked face down, ignoring eligibility; then self-execute it.

  @id:unseen-mystery-box-bob-shares
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true
  Scenario: Mystery Box: Bob, sharing, claims the 2, Calendar, and self-executes it, drawing two 3s; Alice claims the 1, Sailing, and self-executes it, drawing and melding a 1
    # Mystery Box features the crown: Alice shows 3, Bob 3 (Optics): he shares, first. Calendar:
    # Bob has more score cards than cards in hand. Both have used their Unseen draw. Alice's
    # sharing bonus draws an 11.
    Given a 2-player game
    And the special achievements are nothing
    And the standard achievements are Sailing, Calendar
    And Alice's green pile is Mystery Box
    And Bob's red pile is Optics
    And Bob has Tools in the score pile
    And the age 1 pile is Pottery
    And the age 3 pile is Alchemy, Translation
    And the age 11 pile is Climatology
    And Alice has used her Unseen draw this turn
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Mystery Box
    And Bob chooses 2
    Then Bob's achievements are Calendar
    And Bob's hand is Alchemy, Translation
    And Alice's achievements are Sailing
    And Alice's blue pile is Pottery
    And the standard achievements are ages nothing
    And Alice gets the sharing bonus
    And Alice's hand is Climatology

  # --- Escape Room (11, yellow, clock): demand draw, reveal and score an 11, then score a card of
  # its colour from your hand or lose; score your non-yellow top cards with a clock (up to four,
  # of different colours).

  @id:unseen-escape-room-bob-scores-carol-loses @ultimate-unseen-echoes
  @assumes:unseen.draw_priority=unseen-first
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:dogma.demands_earn_bonus=false
  @assumes:victory.elimination=true
  Scenario: Escape Room: Bob draws and scores the red Cloaking and scores Archery; Carol draws the yellow Fashion Mask, has no yellow card and loses; Alice scores Lighting
    # Escape Room features the clock: Alice shows 3 (Lighting 1), Bob and Carol none: both
    # affected, Bob first. Each one's draw is their Unseen draw. Alice's top cards: Escape Room is
    # yellow, Sailing has no clock.
    Given a 3-player game
    And the special achievements are nothing
    And Alice's yellow pile is Escape Room
    And Alice's green pile is Sailing
    And Alice's purple pile is Lighting
    And Bob's green pile is Clothing
    And Bob has Archery, Oars, Writing in hand
    And Carol's blue pile is Tools
    And Carol has Calendar in hand
    And the Unseen age 11 pile is Cloaking, Fashion Mask, Metaverse
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Escape Room
    Then Bob revealed Cloaking
    And Bob's score pile is Cloaking
    When Bob scores Archery
    Then Bob's score pile is Cloaking, Archery
    And Bob's hand is Oars, Writing
    And Carol is eliminated
    And the junk pile holds Tools, Calendar, Fashion Mask
    And Alice's score pile is Lighting
    And Alice's purple pile is nothing
    And Alice's green pile is Sailing
    And the Unseen age 11 pile is Metaverse

  @id:unseen-escape-room-bob-shares
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true
  Scenario: Escape Room shared: Bob scores his non-yellow top cards with a clock, Fission and Computers; Alice has none
    # Escape Room features the clock: Alice shows 2, Bob 5: he is not affected, and shares,
    # first. Alice's sharing bonus draws an 11.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Escape Room
    And Alice's red pile is Archery
    And Bob's blue pile is Computers
    And Bob's red pile is Fission
    And Bob's green pile is Sailing
    And the age 11 pile is Climatology
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Escape Room
    Then Bob's score pile is Computers, Fission
    And Bob's green pile is Sailing
    And Alice's red pile is Archery
    And Alice's score pile is nothing
    And Alice gets the sharing bonus
    And Alice's hand is Climatology

  # --- Fashion Mask (11, yellow, leaf): tuck each top card with a crown or a factory, and you may
  # safeguard one of them; score your yellow and your purple cards but the top five of each, and
  # splay both aslant.

  @id:unseen-fashion-mask-bob-shares
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true
  @assumes:splay.unsplay_small_piles=true
  Scenario: Fashion Mask: Bob, sharing, tucks Oars and safeguards it; Alice tucks Mapmaking and keeps it, scores Anatomy and Perspective, and splays yellow and purple aslant
    # Fashion Mask features the leaf: Alice shows 3, Bob 3 (Reformation): he shares, first. Bob's
    # purple pile is one card: nothing to score or splay. Alice's top five yellow cards stay.
    # Alice's sharing bonus draws an 11.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Fashion Mask, Agriculture, Masonry, Fermenting, Machinery, Anatomy, Perspective
    And Alice's green pile is Mapmaking, Clothing
    And Alice's purple pile is Mysticism, Code of Laws
    And Bob's purple pile is Reformation
    And Bob's red pile is Oars, Archery
    And the age 11 pile is Climatology
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Fashion Mask
    And Bob safeguards Oars
    Then Bob's red pile is Archery
    And Bob's safe is Oars
    When Alice declines
    Then Alice's green pile is Clothing, Mapmaking
    And Alice's safe is nothing
    And Alice's score pile is Anatomy, Perspective
    And Alice's yellow pile is Fashion Mask, Agriculture, Masonry, Fermenting, Machinery splayed aslant
    And Alice's purple pile is Mysticism, Code of Laws splayed aslant
    And Bob's purple pile is Reformation
    And Alice gets the sharing bonus
    And Alice's hand is Climatology

  @id:unseen-fashion-mask-full-safe-offers-nothing @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:limits.safe_and_forecast=five-minus-highest-splay @assumes:splay.unsplay_small_piles=true
  Scenario: Fashion Mask with Alice's safe full: she tucks Mapmaking and is offered nothing to safeguard; her purple pile goes from up to aslant
    # Alice's purple pile is splayed up: her safe's limit is 2, and she has two secrets.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Fashion Mask
    And Alice's green pile is Mapmaking, Clothing
    And Alice's purple pile is Mysticism, Code of Laws splayed up
    And Alice's safe is Tomb, Dance
    And Bob's red pile is Archery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Fashion Mask
    Then Alice's green pile is Clothing, Mapmaking
    And Alice's safe is Tomb, Dance
    And nobody safeguarded a card
    And Alice's purple pile is Mysticism, Code of Laws splayed aslant
    And Alice's yellow pile is Fashion Mask
    And it is Alice's turn 4 with one action used

  # --- Holography (11, purple, avatar): choose red, blue or green; score that colour's cards but
  # your top two (BGA4: five), then splay it aslant; if both happened, exchange your lowest score
  # cards with your claimed standard achievements of lower value.

  @id:unseen-holography-bob-shares
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["unseen"]
  @assumes:cards.readings.holography_kept=two @assumes:dogma.sharing_bonus=true
  Scenario: Holography: Bob, sharing, scores Pottery under his top two blue cards and, with no lower achievement, puts it among his achievements; Alice scores two red cards and exchanges them for her achievement Sailing
    # Holography features the avatar: Alice shows 3, Bob 3 (The Internet 2, Self Service 1): he
    # shares, first. Alice's lowest score cards are the two 2s she scored; of her achievements
    # only Sailing is lower (Monument is special). Alice's sharing bonus draws an 11.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Holography
    And Alice's red pile is Archery, Oars, Construction, Road Building
    And Alice has Optics in the score pile
    And Alice has achievements Sailing, Machinery, Monument
    And Bob's purple pile is The Internet
    And Bob's green pile is Self Service
    And Bob's blue pile is Writing, Tools, Pottery
    And the age 11 pile is Climatology
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Holography
    And Bob chooses blue
    Then Bob's blue pile is Writing, Tools splayed aslant
    And Bob's score pile is nothing
    And Bob's achievements are Pottery
    When Alice chooses red
    Then Alice's red pile is Archery, Oars splayed aslant
    And Alice's score pile is Optics, Sailing
    And Alice's achievements are Machinery, Monument, Construction, Road Building
    And Alice gets the sharing bonus
    And Alice's hand is Climatology

  @id:unseen-holography-nothing-scored-no-exchange @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Holography: Alice's blue pile has only two cards: nothing is scored, blue is splayed aslant, and nothing is exchanged
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Holography
    And Alice's blue pile is Tools, Writing
    And Alice has Optics in the score pile
    And Alice has achievements Sailing
    And Bob's green pile is Clothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Holography
    And Alice chooses blue
    Then Alice's blue pile is Tools, Writing splayed aslant
    And Alice's score pile is Optics
    And Alice's achievements are Sailing

  @id:unseen-holography-keeps-top-two @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:cards.readings.holography_kept=two
  Scenario: Holography keeps the top two: Alice scores four of her six red cards, the lowest of them two 2s, which go to her achievements for her Sailing
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Holography
    And Alice's red pile is Archery, Oars, Construction, Road Building, Engineering, Optics
    And Alice has achievements Sailing
    And Bob's green pile is Clothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Holography
    And Alice chooses red
    Then Alice's red pile is Archery, Oars splayed aslant
    And Alice's score pile is Engineering, Optics, Sailing
    And Alice's achievements are Construction, Road Building

  @id:unseen-holography-keeps-top-five-house @ultimate-unseen-echoes @needs:resolved_variant
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:cards.readings.holography_kept=five
  Scenario: Holography read as keeping the top five (BGA4): Alice scores only Optics, her lowest score card, which goes to her achievements for her Sailing
    Given a house variant of it sets cards.readings.holography_kept to "five"
    And a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Holography
    And Alice's red pile is Archery, Oars, Construction, Road Building, Engineering, Optics
    And Alice has achievements Sailing
    And Bob's green pile is Clothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Holography
    And Alice chooses red
    Then Alice's red pile is Archery, Oars, Construction, Road Building, Engineering splayed aslant
    And Alice's score pile is Sailing
    And Alice's achievements are Optics

  @id:unseen-holography-already-aslant-no-exchange @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:cards.readings.holography_kept=two
  Scenario: Holography on a red pile already splayed aslant: Alice scores Construction and Road Building, but the splay changes nothing, so nothing is exchanged
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Holography
    And Alice's red pile is Archery, Oars, Construction, Road Building splayed aslant
    And Alice has achievements Sailing
    And Bob's green pile is Clothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Holography
    And Alice chooses red
    Then Alice's red pile is Archery, Oars splayed aslant
    And Alice's score pile is Construction, Road Building
    And Alice's achievements are Sailing

  # --- Metaverse (11, purple, avatar): score the top card of each splayed colour; fewer than three
  # scored, you lose.

  @id:unseen-metaverse-bob-shares-and-loses @ultimate-unseen-echoes
  @assumes:unseen.draw_priority=unseen-first
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:splay.unsplay_small_piles=true
  @assumes:victory.elimination=true
  Scenario: Metaverse: Bob, sharing, scores one top card and loses; Alice scores her three splayed colours' top cards and stays
    # Metaverse features the avatar: Alice shows 2, Bob 2 (The Internet): he shares, first, and
    # is eliminated (his cards junked). Carol shows none and does nothing. Bob's share changed the
    # game: Alice's sharing bonus is her Unseen draw.
    Given a 3-player game
    And the special achievements are nothing
    And Alice's purple pile is Metaverse
    And Alice's blue pile is Tools, Writing splayed left
    And Alice's red pile is Archery, Oars splayed left
    And Alice's green pile is Sailing, Clothing splayed left
    And Bob's purple pile is The Internet
    And Bob's yellow pile is Agriculture, Masonry splayed left
    And Carol's green pile is Mapmaking
    And the Unseen age 11 pile is Holography, Cloaking
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Metaverse
    Then Bob is eliminated
    And the junk pile holds The Internet, Masonry, Agriculture
    And Alice's score pile is Tools, Archery, Sailing
    And Alice's blue pile is Writing
    And Alice's red pile is Oars
    And Alice's green pile is Clothing
    And Alice's purple pile is Metaverse
    And Alice gets the sharing bonus
    And Alice's hand is Holography
    And the Unseen age 11 pile is Cloaking
    And the game is not over
