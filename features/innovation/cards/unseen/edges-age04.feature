# Boundary positions of the age-4 Unseen cards (engine/innovation/sets/unseen/age04.py), each
# one a value, a count or an icon total exactly at the edge its card text names.
# Card texts: engine/data/cards/unseen-ultimate.json (our own words): Quackery (return exactly two
# cards from hand; with an empty hand, the draw), Blackmail (the hand revealed), El Dorado (a
# crown on two or more splays), Legend (any colour but purple; again while its points in the
# action stay under 9).
# rules: unseen.md §6 (each player's first draw naming no deck in a turn comes from the Unseen
# deck).
# Every deck a scenario draws from is listed; whether each drawing player has used their Unseen
# draw this turn is stated. The icon counts that decide who shares are in the comments.
Feature: Age 4 Unseen cards at their boundaries

  # --- Quackery (blue, lightbulb) -------------------------------------------------------------

  @id:unseen-quackery-returns-exactly-two-of-four @ultimate-unseen
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]
  Scenario: Quackery: with four cards in hand Alice returns Pottery then Tools and draws a 5
    # Quackery features the lightbulb: Alice shows 2, Bob none. Alice draws a base 4 (her Unseen
    # draw is used), Anatomy: her hand holds four cards, and she returns two. Pottery and Tools
    # show three leaves and two lightbulbs: she draws a 5.
    Given a 2-player game
    And Alice's blue pile is Quackery
    And Alice has Pottery, Tools, Archery in hand
    And the age 1 pile is Sailing
    And the age 4 pile is Anatomy, Invention
    And the age 5 pile is Coal, Physics
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Quackery
    And Alice draws Anatomy
    And Alice returns Pottery then Tools
    Then Alice's hand is Archery, Anatomy, Coal
    And the age 1 pile is Sailing, Pottery, Tools
    And the age 5 pile is Physics
    And it is Alice's turn 4 with one action used

  @id:unseen-quackery-empty-hand-draws-a-4 @ultimate-unseen
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]
  Scenario: Quackery: with an empty hand Alice draws a 4 (nothing to score), then holds one card and returns none
    # Alice shows 2 lightbulbs, Bob none. Her Unseen draw is used: she draws a base 4, which is
    # then her only card: none is returned and nothing more is drawn.
    Given a 2-player game
    And Alice's blue pile is Quackery
    And the age 4 pile is Anatomy, Invention
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Quackery
    Then Alice's hand is Anatomy
    And the age 4 pile is Invention
    And it is Alice's turn 4 with one action used

  # --- Blackmail (green, factory) -------------------------------------------------------------

  @id:unseen-blackmail-hand-revealed-before-the-pick @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:unseen.draw_priority=unseen-first
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Blackmail: Bob's whole hand is revealed before Alice picks the card he melds
    # Blackmail features the factory: Alice shows 2, Bob none: Bob is affected. Both cards of his
    # hand are shown; Alice has him meld Oars, then self-execute Agriculture, whose return is a
    # "must": he returns it and draws and scores a 2, his Unseen draw.
    Given a 2-player game
    And Alice's green pile is Blackmail
    And Bob has Agriculture, Oars in hand
    And the age 1 pile is Sailing
    And the Unseen age 2 pile is Padlock, Exile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Blackmail
    Then Bob revealed Agriculture
    And Bob revealed Oars
    When Alice chooses Oars
    And Alice chooses Agriculture
    Then Bob's red pile is Oars
    And Bob's hand is nothing
    And Bob's score pile is Padlock
    And the age 1 pile is Sailing, Agriculture
    And it is Alice's turn 4 with one action used

  # --- El Dorado (green, crown) ---------------------------------------------------------------

  @id:unseen-el-dorado-one-crown-splays-nothing @ultimate-unseen
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]
  Scenario: El Dorado: a crown on only one of the three melded cards splays neither green nor blue
    # Alice shows 6 crowns, Bob none. Her Unseen draw is used: Optics (a crown), Calendar and
    # Archery (none) are melded; her green and blue piles could be splayed, but stay as they are.
    Given a 2-player game
    And Alice's green pile is El Dorado, Sailing
    And Alice's blue pile is Tools
    And the age 1 pile is Archery, Oars
    And the age 2 pile is Calendar, Currency
    And the age 3 pile is Optics, Paper
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of El Dorado
    Then Alice's red pile is Archery, Optics
    And Alice's blue pile is Calendar, Tools
    And Alice's green pile is El Dorado, Sailing
    And it is Alice's turn 4 with one action used

  # --- Legend (purple, leaf) ------------------------------------------------------------------

  @id:unseen-legend-eight-points-go-on @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Legend: 8 points scored through Legend are still under 9, so Alice goes on to her next yellow card
    # Legend features the leaf: Alice shows 2 (and her yellow leaves), Bob none. Alice picks
    # yellow: Perspective (nothing in hand to return) and Anatomy (its demand skipped) are each
    # executed and scored, 8 points; Agriculture (nothing to return) is executed and scored: 9,
    # and Masonry stays.
    Given a 2-player game
    And Alice's purple pile is Legend
    And Alice's yellow pile is Perspective, Anatomy, Agriculture, Masonry
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Legend
    And Alice chooses yellow
    Then Alice's score pile is Perspective, Anatomy, Agriculture
    And Alice's yellow pile is Masonry
    And Alice's hand is nothing
    And it is Alice's turn 4 with one action used

  @id:unseen-legend-any-colour-but-purple @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Legend: Alice may pick any of her colours but purple, red included
    # Alice shows 2 leaves and more, Bob none. Each of her four other colours holds one card, so
    # each pick executes and scores a different card: her red Road Building (nothing in hand to
    # meld) is one of them.
    Given a 2-player game
    And Alice's purple pile is Legend
    And Alice's red pile is Road Building
    And Alice's yellow pile is Agriculture
    And Alice's green pile is Compass
    And Alice's blue pile is Calendar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Legend
    Then Alice must choose 1 of red, yellow, green, blue
    When Alice chooses red
    Then Alice's score pile is Road Building
    And Alice's red pile is nothing
    And Alice's purple pile is Legend
    And it is Alice's turn 4 with one action used

  @id:unseen-legend-scores-the-top-card-after-the-execution @ultimate-unseen
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]
  Scenario: Legend: the card scored is the top card after the self-execution, which may have melded a new one
    # Alice shows 3 leaves, Bob none. Her Unseen draw is used. She picks green: Sailing melds The
    # Wheel onto her green pile, and The Wheel, now on top, is scored (1 point); again: Sailing
    # melds Archery (red) and is scored (2 points); her green pile is then empty.
    Given a 2-player game
    And Alice's purple pile is Legend
    And Alice's green pile is Sailing
    And the age 1 pile is The Wheel, Archery
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Legend
    And Alice chooses green
    Then Alice's score pile is The Wheel, Sailing
    And Alice's green pile is nothing
    And Alice's red pile is Archery
    And it is Alice's turn 4 with one action used
