# Unseen cards whose choices are optional, or whose cut or order a position pins down: declines
# that the card's "you may" and "any number" allow (Attic, Dark Web), two secrets transferred
# keeping their order in the safe (Hacking), and Teleprompter's reveal of a deck's top card under
# the house rule where any card taken from a deck uses up the Unseen draw.
# Card texts: engine/data/cards/unseen-ultimate.json (our own words; Attic: "you may score or
# safeguard"; Dark Web: "any number"; Hacking: "your two highest secrets"; Teleprompter: reveal
# the top card of any deck). Rules with sources: the research note unseen.md (§3 the safe and its
# limit, §4 safeguard, §6 the Unseen draw and what uses it up, §7 the special achievements, left
# out here with "the special achievements are nothing").
# Conventions: piles are written top card first; every supply pile a scenario draws from is
# listed; a secret is named by title (the steps read the referee's state). Alice launches every
# Dogma action.
@ultimate-unseen
Feature: Unseen cards: optional choices declined, cuts and orders

  @id:unseen-attic-declines-then-returns-and-scores @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2 @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Attic: Alice declines to score or safeguard Tools, returns Calendar and draws and scores a 1
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Atomic Theory
    And Alice's yellow pile is Attic
    And Alice has Tools in hand
    And Alice has Sailing, Calendar in the score pile
    And Bob's red pile is Archery
    And the age 1 pile is Pottery
    And the age 2 pile is Mathematics
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Attic
    And Alice declines
    And Alice returns Calendar
    Then Alice's hand is Tools
    And Alice's safe is nothing
    And Alice's score pile is Sailing, Pottery
    And the age 2 pile is Mathematics, Calendar
    And it is Alice's turn 9 with one action used

  @id:unseen-dark-web-safeguards-no-achievement @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Dark Web: with no secret to achieve, Alice safeguards none of the available achievements
    Given a 2-player game
    And the special achievements are nothing
    And the standard achievements are Sailing, Calendar
    And Alice's red pile is Dark Web
    And Bob's green pile is Clothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Dark Web
    And Alice declines
    Then Alice's safe is nothing
    And the standard achievements are ages 1, 2
    And it is Alice's turn 4 with one action used

  @id:unseen-dark-web-achieves-no-secret @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Dark Web: with no achievement available, Alice achieves none of her secrets Tomb and Exile
    Given a 2-player game
    And the special achievements are nothing
    And the standard achievements are nothing
    And Alice's red pile is Dark Web
    And Alice's safe is Tomb, Exile
    And Bob's green pile is Clothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Dark Web
    And Alice declines
    Then Alice's safe is Tomb, Exile
    And Alice's achievements are nothing
    And it is Alice's turn 4 with one action used

  @id:unseen-hacking-exactly-two-secrets-keep-their-order @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Hacking: Bob has exactly two secrets, Dance (a 1) then Exile (a 2): both go to Alice's safe in that order
    # Hacking features the clock: Alice shows 2, Bob none: he is affected.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Hacking
    And Bob's yellow pile is Agriculture
    And Bob's safe is Dance, Exile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Hacking
    Then Alice's safe is Dance, Exile
    And Bob's safe is nothing
    And it is Alice's turn 4 with one action used

  @id:unseen-teleprompter-reveal-uses-the-unseen-draw-house @needs:resolved_variant
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["unseen"]
  @assumes:unseen.draw_used_by=any-card-from-a-deck
  Scenario: In a house variant where any card taken from a deck uses up the Unseen draw, Teleprompter's reveal does: Secret Santa's three 10s all come from the base deck
    # Alice has not drawn this turn; revealing the top card of the Unseen 10 deck uses up her
    # Unseen draw, so Secret Santa's draws come from the base 10 deck and Hacking stays.
    Given a house variant of it sets unseen.draw_used_by to "any-card-from-a-deck"
    And a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Teleprompter
    And Bob's yellow pile is Agriculture
    And the Unseen age 10 pile is Secret Santa, Hacking
    And the age 10 pile is Databases, Software, Bioengineering
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Teleprompter
    And Alice chooses unseen 10
    Then Alice revealed Secret Santa
    And Alice's Unseen draw is used
    And the Unseen age 10 pile is Secret Santa, Hacking
    And Alice's score pile is Databases, Software, Bioengineering
    And it is Alice's turn 4 with one action used

  @id:unseen-propaganda-meld-into-an-empty-colour @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:dogma.demands_earn_bonus=false
  Scenario: Propaganda: Alice names red, and Bob's Oars starts his red pile: no card lies beneath it, so Alice gets nothing; she melds Archery
    # Propaganda features the castle: Alice shows 2, Bob none (Sailing, Writing): he is affected.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Propaganda
    And Alice has Archery in hand
    And Bob's green pile is Sailing
    And Bob's blue pile is Writing
    And Bob has Oars in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Propaganda
    And Alice names red
    Then Bob's red pile is Oars
    And Bob's hand is nothing
    And Alice's red pile is Archery
    And Alice's hand is nothing
    And it is Alice's turn 4 with one action used

  @id:unseen-quackery-one-card-left-returns-nothing @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Quackery: Alice scores Oars, and with only Metalworking left in hand she reveals and returns nothing, and draws nothing
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Quackery
    And Alice has Oars, Metalworking in hand
    And the age 1 pile is Sailing, Writing
    And the age 4 pile is Anatomy, Invention
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Quackery
    And Alice scores Oars
    Then Alice's score pile is Oars
    And Alice's hand is Metalworking
    And no card of Alice was revealed
    And the age 1 pile is Sailing, Writing
    And the age 4 pile is Anatomy, Invention
    And it is Alice's turn 4 with one action used

  @id:unseen-quackery-reveals-the-two-returned
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["unseen"]
  Scenario: Quackery: the two cards Alice returns, Oars and Metalworking, are revealed to every player on the way
    # Beside Echoes the draw of a 4 would be an Echoes draw: this one holds for Unseen alone.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Quackery
    And Alice has Oars, Metalworking in hand
    And the age 1 pile is Sailing, Writing
    And the age 4 pile is Anatomy, Invention
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Quackery
    And Alice draws Anatomy
    And Alice returns Oars then Metalworking
    Then Alice revealed Oars
    And Alice revealed Metalworking
    And Alice's hand is Anatomy, Sailing

  @id:unseen-buried-treasure-three-nines-moved @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Buried Treasure: Alice names 9 and three 9s leave the score piles for the achievements: fewer than four, nothing more happens
    # Bob shows one crown and does not share.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's red pile is Coal
    And Alice's green pile is Buried Treasure
    And Alice has Computers, Genetics, Tools in the score pile
    And Bob's red pile is Oars
    And Bob has Fission, Calendar in the score pile
    And the standard achievements are Sailing, Mathematics
    And the age 9 pile is Ecology, Suburbia
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Buried Treasure
    And Alice chooses 9
    Then Alice's score pile is Tools
    And Bob's score pile is Calendar
    And the standard achievements are ages 1, 2, 9
    And Alice's safe is nothing
    And the age 9 pile is Ecology, Suburbia
    And it is Alice's turn 9 with one action used

  @id:unseen-inhomogeneous-cosmology-back-on-top-of-a-deck-of-two
  @assumes:cards.expansions=["unseen"]
  Scenario: Inhomogeneous Cosmology: Alice puts Archery back on top of the age 1 deck, above both its cards, then does nothing more
    # Bob shows no clock and does not share. Alice's hand is empty, so she melds nothing; with
    # every colour still on her board she draws no 11.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Inhomogeneous Cosmology
    And Alice's red pile is Archery, Metalworking
    And Alice's green pile is Sailing
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Mysticism
    And Bob's yellow pile is Masonry
    And the age 1 pile is Oars, Tools
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Inhomogeneous Cosmology
    And Alice chooses Archery
    And Alice declines
    Then the age 1 pile is Archery, Oars, Tools
    And Alice's red pile is Metalworking
    And Alice's hand is nothing

  @id:unseen-dark-web-safeguards-the-achievement-in-its-place @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Dark Web: of the two available 2s, Alice safeguards Calendar, the one in its place, and Mathematics, an extra 2, takes that place
    # Mathematics was made available beside the standard 2 (as Buried Treasure does): it waits
    # behind Calendar, so a safeguard of a 2 takes Calendar, and Mathematics is then the 2.
    Given a 2-player game
    And the special achievements are nothing
    And the standard achievements are Sailing, Calendar
    And the extra available achievements are Mathematics
    And Alice's red pile is Dark Web
    And Bob's green pile is Clothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Dark Web
    And Alice safeguards Calendar
    Then Alice's safe is Calendar
    And the extra available achievements are nothing
    And the standard achievements are ages 1, 2
    And it is Alice's turn 4 with one action used
