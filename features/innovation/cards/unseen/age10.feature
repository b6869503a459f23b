# The Unseen cards of age 10 (Hacking, Inhomogeneous Cosmology, Fight Club, Secret Santa,
# Cryptocurrency, Denver Airport, Ride-Hailing, Whatchamacallit, 3D Printing, Order of the Occult
# Hand): each dogma effect and each branch, from exact positions.
# Card texts: engine/data/cards/unseen-ultimate.json (our own words; each card's notes: Hacking's
# icon dispute as a card reading played both ways, and its implementation note (a transfer into
# the launcher's safe follows unseen.full_safe_transfer), Whatchamacallit's and 3D Printing's
# ambiguities read as both implementations do; its glossary for safe, secret, safeguard, "put on top of its deck",
# achieving without the eligibility test). Rules with sources: the research note unseen.md (§3
# the safe and its limit, §4 safeguard, §5 secrets used by effects, §6 the Unseen draw, §7 the
# special achievements, left out here with "the special achievements are nothing").
# Conventions: piles are written top card first; every supply pile a scenario draws from is
# listed. The Unseen draw (unseen.md §6): each player's first draw of a turn comes from the Unseen
# deck, so each position says whether a drawing player has used theirs. A secret is named by
# title (the steps read the referee's state). Alice launches every Dogma action.
@ultimate-unseen
Feature: Unseen cards of age 10

  # --- Hacking (10, blue, clock): demand transfer your two highest secrets to the launcher's safe,
  # your two highest score cards to the launcher's score pile, then meld your two lowest.

  @id:unseen-hacking-bob-gives-secrets-and-scores @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Hacking: Bob gives Exile and, of his tied 1s, Dance to Alice's safe, Calendar and Mathematics to her score pile, then melds Archery and Clothing
    # Hacking features the clock: Alice shows 2, Bob none: he is affected.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Hacking
    And Bob's yellow pile is Agriculture
    And Bob's safe is Tomb, Exile, Dance
    And Bob has Sailing, Calendar, Archery, Mathematics, Clothing in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Hacking
    And Bob transfers Dance
    Then Alice's safe is Exile, Dance
    And Bob's safe is Tomb
    And Alice's score pile is Calendar, Mathematics
    When Bob melds Archery, Clothing
    Then Bob's red pile is Archery
    And Bob's green pile is Clothing
    And Bob's score pile is Sailing

  @id:unseen-hacking-clock-featured-bob-not-affected @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:cards.readings.hacking_icons=hex-clock-clock-lightbulb
  Scenario: Hacking with DH4's icons (featuring the clock): Bob shows 3 clocks to Alice's 2 and is not affected, though he shows no avatar
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Hacking
    And Bob's blue pile is Quantum Theory
    And Bob's safe is Exile
    And Bob has Calendar in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Hacking
    Then Bob's safe is Exile
    And Bob's score pile is Calendar
    And Alice's safe is nothing
    And it is Alice's turn 4 with one action used

  @id:unseen-hacking-avatar-featured-house @needs:resolved_variant @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:cards.readings.hacking_icons=hex-avatar-avatar-lightbulb
  Scenario: Hacking read with BGA4's icons (two avatars, featuring the avatar): Bob, with 3 clocks but no avatar, is affected and gives his secret Exile and his Calendar
    Given a house variant of it sets cards.readings.hacking_icons to "hex-avatar-avatar-lightbulb"
    And a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Hacking
    And Bob's blue pile is Quantum Theory
    And Bob's safe is Exile
    And Bob has Calendar in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Hacking
    Then Alice's safe is Exile
    And Alice's score pile is Calendar
    And Bob's safe is nothing
    And Bob's score pile is nothing

  @id:unseen-hacking-into-a-full-safe-over-the-limit
  @assumes:cards.expansions=["unseen"] @assumes:unseen.full_safe_transfer=over-the-limit
  Scenario: Hacking into Alice's full safe (blue splayed up: limit 2): Bob's secrets Exile and Padlock go in over the limit (DH4)
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Hacking, Tools splayed up
    And Alice's safe is Tomb, Dance
    And Bob's yellow pile is Agriculture
    And Bob's safe is Exile, Padlock
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Hacking
    Then Alice's safe is Tomb, Dance, Exile, Padlock
    And Bob's safe is nothing

  @id:unseen-hacking-into-a-full-safe-stays-house @needs:resolved_variant
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["unseen"]
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  @assumes:unseen.full_safe_transfer=stays
  Scenario: Hacking into Alice's full safe, read as taking nothing in (BGA4): Bob keeps his secrets Exile and Padlock
    Given a house variant of it sets unseen.full_safe_transfer to "stays"
    And a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Hacking, Tools splayed up
    And Alice's safe is Tomb, Dance
    And Bob's yellow pile is Agriculture
    And Bob's safe is Exile, Padlock
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Hacking
    Then Alice's safe is Tomb, Dance
    And Bob's safe is Exile, Padlock
    And it is Alice's turn 4 with one action used

  # --- Inhomogeneous Cosmology (10, blue, clock): you may put a top card back on top of its deck
  # and you may meld a card from hand, again while either happens; draw an 11 for each colour
  # missing from your board.

  @id:unseen-inhomogeneous-cosmology-bob-shares
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true
  Scenario: Inhomogeneous Cosmology: Bob, sharing, does neither and draws four 11s; Alice puts Archery back on its deck and melds Sailing, then does neither, and draws three 11s
    # Inhomogeneous Cosmology features the clock: Alice shows 3, Bob 3 (Databases): he shares,
    # first. Alice's sharing bonus draws a 10.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Inhomogeneous Cosmology
    And Alice's red pile is Archery
    And Alice has Sailing in hand
    And Bob's green pile is Databases
    And the age 1 pile is Oars
    And the age 11 pile is Climatology, Solar Sailing, Astrogeology, Fusion, Hypersonics, Space Traffic, Near-Field Comm
    And the age 10 pile is Software
    And Alice has used her Unseen draw this turn
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Inhomogeneous Cosmology
    And Bob declines
    And Alice chooses Archery
    Then the age 1 pile is Archery, Oars
    When Alice melds Sailing
    And Alice declines
    Then Alice's red pile is nothing
    And Alice's green pile is Sailing
    And Bob's hand is Climatology, Solar Sailing, Astrogeology, Fusion
    And Alice gets the sharing bonus
    And Alice's hand is Hypersonics, Space Traffic, Near-Field Comm, Software

  # --- Fight Club (10, red, avatar): demand transfer one of your secrets to the launcher's
  # achievements; you may splay yellow up.

  @id:unseen-fight-club-bob-gives-a-secret-carol-shares
  @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Fight Club: Bob gives his secret Exile to Alice's achievements; Carol, sharing, splays yellow up
    # Fight Club features the avatar: Alice shows 2, Bob none (affected), Carol 2 (The Internet:
    # she shares). Alice's sharing bonus draws a 10.
    Given a 3-player game
    And the special achievements are nothing
    And Alice's red pile is Fight Club
    And Bob's yellow pile is Agriculture
    And Bob's safe is Tomb, Exile
    And Carol's purple pile is The Internet
    And Carol's yellow pile is Fermenting, Canal Building
    And the age 10 pile is Software
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Fight Club
    And Bob transfers Exile
    Then Alice's achievements are Exile
    And Bob's safe is Tomb
    When Carol splays yellow
    Then Carol's yellow pile is Fermenting, Canal Building splayed up
    And Alice gets the sharing bonus
    And Alice's hand is Software

  # --- Secret Santa (10, red, lightbulb): demand meld a card of the launcher's score pile, picked
  # by its back; draw and score three 10s.

  @id:unseen-secret-santa-bob-melds-carol-shares
  @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Secret Santa: Bob picks Sailing from Alice's score pile by its back and melds it; Carol, sharing, draws and scores her Unseen Hacking and two 10s, Alice three 10s
    # Secret Santa features the lightbulb: Alice shows 2, Bob none (affected), Carol 2 (Writing:
    # she shares). Alice's sharing bonus draws a 10.
    Given a 3-player game
    And the special achievements are nothing
    And Alice's red pile is Secret Santa
    And Alice has Sailing, Metalworking in the score pile
    And Bob's yellow pile is Agriculture
    And Carol's blue pile is Writing
    And the Unseen age 10 pile is Hacking, Fight Club
    And the age 10 pile is Bioengineering, Software, Miniaturization, Robotics, Databases, Self Service
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Secret Santa
    And Bob melds Sailing
    Then Bob's green pile is Sailing
    And Carol's score pile is Hacking, Bioengineering, Software
    And Alice's score pile is Metalworking, Miniaturization, Robotics, Databases
    And Alice gets the sharing bonus
    And Alice's hand is Self Service

  # --- Cryptocurrency (10, green, factory): return your whole score pile, and draw and score a 10
  # for each value among the returned cards; you may splay red up.

  @id:unseen-cryptocurrency-bob-shares
  @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Cryptocurrency: Bob, sharing, returns his score pile of two values (Archery, Sailing, Calendar), draws and scores two 10s and splays red up; Alice's empty score pile gives nothing
    # Cryptocurrency features the factory: Alice shows 2, Bob 3 (Coal): he shares, first. Alice's
    # sharing bonus draws a 10.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Cryptocurrency
    And Bob's red pile is Coal, Oars
    And Bob has Sailing, Archery, Calendar in the score pile
    And the age 1 pile is Pottery
    And the age 2 pile is Mathematics
    And the age 10 pile is Bioengineering, Software, Robotics
    And Alice has used her Unseen draw this turn
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Cryptocurrency
    And Bob returns Archery then Sailing
    Then the age 1 pile is Pottery, Archery, Sailing
    And the age 2 pile is Mathematics, Calendar
    And Bob's score pile is Bioengineering, Software
    When Bob splays red
    Then Bob's red pile is Coal, Oars splayed up
    And Alice's score pile is nothing
    And Alice gets the sharing bonus
    And Alice's hand is Robotics

  # --- Denver Airport (10, green, crown): you may achieve a secret without the eligibility test;
  # you may splay purple up.

  @id:unseen-denver-airport-bob-shares
  @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Denver Airport: Bob, sharing, achieves his secret Exile regardless of eligibility; Alice keeps her secret and splays purple up
    # Denver Airport features the crown: Alice shows 2, Bob 2 (Sailing): he shares, first. Alice's
    # sharing bonus draws a 10.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Denver Airport
    And Alice's purple pile is Mysticism, Code of Laws
    And Alice's safe is Tomb
    And Bob's green pile is Sailing
    And Bob's safe is Exile
    And the age 10 pile is Software
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Denver Airport
    And Bob achieves his secret Exile
    Then Bob's achievements are Exile
    And Bob's safe is nothing
    When Alice declines
    Then Alice's safe is Tomb
    When Alice splays purple
    Then Alice's purple pile is Mysticism, Code of Laws splayed up
    And Alice gets the sharing bonus
    And Alice's hand is Software

  # --- Ride-Hailing (10, yellow, clock): you may splay green up; meld another player's non-yellow
  # top card with a clock and self-execute it, or, with none, draw an 11.

  @id:unseen-ride-hailing-bob-shares-melds-and-self-executes
  @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:splay.unsplay_small_piles=true
  Scenario: Ride-Hailing: Bob, sharing, melds Alice's Flight and self-executes it; Alice splays green up, melds Bob's Quantum Theory and self-executes it
    # Ride-Hailing features the clock: Alice shows 4 (Flight 1), Bob 5 (Quantum Theory 3,
    # Rocketry's 2 under the right splay): he shares, first. Flight and Quantum Theory do nothing
    # when self-executed here (a one-card red pile; an empty hand). Rocketry, alone, loses its
    # splay. Alice's sharing bonus draws a 10.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Ride-Hailing
    And Alice's green pile is Sailing, The Wheel
    And Alice's red pile is Flight
    And Bob's blue pile is Quantum Theory, Rocketry splayed right
    And the age 10 pile is Software
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Ride-Hailing
    And Alice splays green
    Then Alice's green pile is Sailing, The Wheel splayed up
    And Bob's red pile is Flight
    When Alice melds Quantum Theory
    Then Alice's blue pile is Quantum Theory
    And Bob's blue pile is Rocketry
    And Alice gets the sharing bonus
    And Alice's hand is Software

  @id:unseen-ride-hailing-no-clock-draws-an-11 @ultimate-unseen-echoes
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:unseen.draw_priority=unseen-first
  Scenario: Ride-Hailing: Bob shows no clock on a non-yellow top card: Alice draws an 11, her Unseen draw
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Ride-Hailing
    And Bob's yellow pile is Agriculture
    And Bob's red pile is Archery
    And the Unseen age 11 pile is Astrobiology, Cloaking
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Ride-Hailing
    Then Alice's hand is Astrobiology
    And the Unseen age 11 pile is Cloaking
    And Bob's red pile is Archery

  # --- Whatchamacallit (10, yellow, leaf): for each value, lowest first, that none of your top
  # cards and score cards has, draw and score a card of that value.

  @id:unseen-whatchamacallit-bob-shares
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  Scenario: Whatchamacallit: Bob, sharing, lacks only a 5 and draws and scores one; Alice lacks a 3 and an 11
    # Whatchamacallit features the leaf: Alice shows 2, Bob 3 (Agriculture): he shares, first.
    # Alice's sharing bonus draws a 10.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Whatchamacallit
    And Alice has Pottery, Calendar, Experimentation, Chemistry, Atomic Theory, Evolution, Quantum Theory, Computers in the score pile
    And Bob's yellow pile is Agriculture
    And Bob has Mathematics, Optics, Printing Press, Encyclopedia, Publications, Rocketry, Genetics, Software, Solar Sailing in the score pile
    And the age 3 pile is Alchemy, Translation
    And the age 5 pile is Physics, Banking
    And the age 11 pile is Climatology, Fusion
    And the age 10 pile is Bioengineering
    And Alice has used her Unseen draw this turn
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Whatchamacallit
    Then Bob's score pile is Mathematics, Optics, Printing Press, Encyclopedia, Publications, Rocketry, Genetics, Software, Solar Sailing, Physics
    And Alice's score pile is Pottery, Calendar, Experimentation, Chemistry, Atomic Theory, Evolution, Quantum Theory, Computers, Alchemy, Climatology
    And Alice gets the sharing bonus
    And Alice's hand is Bioengineering

  @id:unseen-whatchamacallit-missing-values-fixed-first
  @assumes:actions.skip_empty_piles=true @assumes:cards.expansions=["unseen"]
  Scenario: Whatchamacallit: with the 3 deck empty, Alice's missing 3 draws a 4; her missing 4 is still drawn and scored, the list being fixed first
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Whatchamacallit
    And Alice has Pottery, Calendar, Chemistry, Atomic Theory, Evolution, Quantum Theory, Computers, Climatology in the score pile
    And Bob's red pile is Archery
    And the age 3 pile is nothing
    And the age 4 pile is Perspective, Anatomy, Navigation
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Whatchamacallit
    Then Alice's score pile is Pottery, Calendar, Chemistry, Atomic Theory, Evolution, Quantum Theory, Computers, Climatology, Perspective, Anatomy
    And the age 4 pile is Navigation

  # --- 3D Printing (10, purple, clock): return the top or bottom card of a pile, achieve a secret of
  # its value regardless of eligibility, then safeguard an available achievement; again when both
  # happened.

  @id:unseen-3d-printing-bob-shares-alice-repeats @ultimate-unseen-echoes
  @assumes:actions.empty_board_draw_age=1 @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: 3D Printing: Bob, sharing, returns Quantum Theory (no secret of 8) and safeguards Experimentation; Alice returns Archery, achieves her secret Tomb, safeguards Calendar, and goes again: 3D Printing returned, no secret of 10, Alchemy safeguarded
    # 3D Printing features the clock: Alice shows 2, Bob 3 (Quantum Theory): he shares, first.
    # Alice's sharing bonus draws a 1, her board being empty.
    Given a 2-player game
    And the special achievements are nothing
    And the standard achievements are Calendar, Alchemy, Experimentation
    And Alice's purple pile is 3D Printing
    And Alice's red pile is Archery
    And Alice's safe is Tomb
    And Bob's blue pile is Quantum Theory
    And the age 1 pile is Oars
    And the age 8 pile is Flight
    And the Unseen age 10 pile is Hacking
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of 3D Printing
    And Bob safeguards Experimentation
    Then Bob's safe is Experimentation
    And the age 8 pile is Flight, Quantum Theory
    When Alice returns Archery
    Then Alice's achievements are Tomb
    When Alice safeguards Calendar
    Then Alice's safe is Calendar, Alchemy
    And Alice's purple pile is nothing
    And the Unseen age 10 pile is Hacking, 3D Printing
    And Alice gets the sharing bonus
    And Alice's hand is Oars
    And the age 1 pile is Archery

  # --- Order of the Occult Hand (10, purple, lightbulb): a 3 in your score pile loses; a 7 in your
  # hand wins; meld two cards from hand, score four, splay blue up.

  @id:unseen-order-of-the-occult-hand-bob-shares
  @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:splay.unsplay_small_piles=true
  Scenario: Order of the Occult Hand: Bob, sharing, melds Tools and Sailing, scores his other four and splays blue up; Alice melds Calendar and Currency and scores four
    # Order of the Occult Hand features the lightbulb: Alice shows 2, Bob 2 (Writing): he shares,
    # first. Neither holds a 3 in the score pile or a 7 in hand. Alice's sharing bonus draws a 10.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Order of the Occult Hand
    And Alice has Calendar, Mathematics, Construction, Road Building, Currency, Fermenting in hand
    And Bob's blue pile is Writing
    And Bob has Tools, Sailing, Pottery, Oars, Clothing, Mysticism in hand
    And the age 10 pile is Software
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Order of the Occult Hand
    And Bob melds Tools, Sailing
    Then Bob's score pile is Pottery, Oars, Clothing, Mysticism
    And Bob's blue pile is Tools, Writing splayed up
    When Alice melds Calendar, Currency
    Then Alice's score pile is Mathematics, Construction, Road Building, Fermenting
    And Alice's blue pile is Calendar
    And Alice gets the sharing bonus
    And Alice's hand is Software

  @id:unseen-order-of-the-occult-hand-a-3-scored-loses @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:victory.elimination=true
  Scenario: Order of the Occult Hand: Alice's score pile holds Alchemy, a 3: she loses, and Bob wins
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Order of the Occult Hand
    And Alice has Alchemy in the score pile
    And Alice has Evolution in hand
    And Bob's red pile is Archery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Order of the Occult Hand
    Then Bob wins by elimination

  @id:unseen-order-of-the-occult-hand-a-7-in-hand-wins @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Order of the Occult Hand: Alice's hand holds Evolution, a 7: she wins
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Order of the Occult Hand
    And Alice has Pottery in the score pile
    And Alice has Evolution, Tools in hand
    And Bob's red pile is Archery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Order of the Occult Hand
    Then Alice wins by dogma
