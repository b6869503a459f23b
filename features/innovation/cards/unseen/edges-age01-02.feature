# Age-1 and age-2 Unseen cards at their boundaries: positions where a value one apart, a pile of
# exactly two or three, a deck empty at exactly one age, a safe one short of full or a third
# player tells the card's written numbers from their neighbours.
# Card texts: engine/data/cards/unseen-ultimate.json (each card's effects in our own words, its
# notes and the glossary); rules with sources: the research note unseen.md (§4 safeguard, §6 the
# Unseen draw).
# Conventions: piles are written top card first; every deck a scenario draws from is listed.
# Each player's first draw of a turn comes from the Unseen deck of its value (unseen.md §6).
Feature: Age 1 and 2 Unseen cards at their boundaries

  # --- Pilgrimage: the junk question is about the 1 deck: asked when that deck holds cards,
  # whatever the 2 deck holds.

  @id:unseen-pilgrimage-junks-the-1-deck-with-the-2-deck-empty @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Pilgrimage: with nothing to return, Alice may still junk the 1 deck while the 2 deck is empty
    # Pilgrimage features the leaf: Alice shows 3, Bob none (Tools).
    Given a 2-player game
    And Alice's red pile is Pilgrimage
    And Bob's blue pile is Tools
    And the age 1 pile is Clothing, Archery
    And the age 2 pile is nothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Pilgrimage
    Then Alice may accept or decline
    When Alice accepts
    Then the junk pile holds Clothing, Archery
    And the age 1 pile is nothing

  # --- Rumor: the card given goes to the player on the left, not the one on the right.

  @id:unseen-rumor-gives-to-the-left-of-three @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Rumor in a 3-player game: Alice's only hand card goes to Bob, on her left, not to Carol
    # Rumor features the crown: Alice shows 3, Bob none (Tools), Carol none (Metalworking).
    Given a 3-player game
    And Alice's green pile is Rumor
    And Alice has Oars in hand
    And Bob's blue pile is Tools
    And Carol's red pile is Metalworking
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Rumor
    Then Bob's hand is Oars
    And Carol's hand is nothing
    And Alice's hand is nothing

  # --- Myth: a pair is two cards of one colour; exactly two are tucked; the safeguarded value is
  # the bottom card's.

  @id:unseen-myth-one-card-is-no-pair @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Myth: a single card in hand is no pair: nothing is tucked, splayed or safeguarded
    # Myth features the castle: Alice shows 3, Bob none (Sailing).
    Given a 2-player game
    And Alice's purple pile is Myth
    And Alice has Tools in hand
    And Bob's green pile is Sailing
    And the Unseen age 1 pile is Tomb
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Myth
    Then Alice's hand is Tools
    And Alice's safe is nothing
    And the Unseen age 1 pile is Tomb

  @id:unseen-myth-tucks-two-of-three-and-safeguards-the-bottom-value @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.draw_priority=unseen-first
  Scenario: Myth: with three blue cards Alice tucks exactly two, a 1 then a 2, and safeguards a 2, the value of the bottom card
    # Myth features the castle: Alice shows 3, Bob none (Sailing).
    Given a 2-player game
    And Alice's purple pile is Myth
    And Alice has Tools, Writing, Calendar in hand
    And Bob's green pile is Sailing
    And the Unseen age 1 pile is Tomb
    And the Unseen age 2 pile is Exile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Myth
    Then Alice must tuck 2 of Tools, Writing, Calendar
    When Alice tucks Tools then Calendar
    Then Alice's blue pile is Tools, Calendar splayed left
    And Alice's hand is Writing
    And Alice's safe is Exile
    And the Unseen age 1 pile is Tomb

  # --- Astrology: only the largest pile may be splayed; an unsplayed purple pile of three shows
  # one card, so the card drawn and melded is a 1.

  @id:unseen-astrology-largest-pile-only-and-one-visible-purple @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.draw_priority=unseen-first
  Scenario: Astrology: Alice may splay only her purple pile of three, declines, and melds an Unseen 1 for her one visible purple card
    # Astrology features the crown: Alice shows 2, Bob none (Metalworking).
    Given a 2-player game
    And Alice's blue pile is Astrology
    And Alice's purple pile is Mysticism, City States, Code of Laws
    And Alice's red pile is Archery, Oars
    And Bob's red pile is Metalworking
    And the Unseen age 1 pile is Rumor
    And the Unseen age 2 pile is Exile
    And the Unseen age 3 pile is Freemasons
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Astrology
    Then Alice may splay up to 1 of purple
    When Alice declines
    Then Alice's green pile is Rumor
    And Alice's purple pile is Mysticism, City States, Code of Laws
    And Alice's hand is nothing
    And the Unseen age 2 pile is Exile
    And the Unseen age 3 pile is Freemasons

  # --- Meteorology: a leaf (not a lightbulb) makes the 3 scored; the crown branch draws 3s.

  @id:unseen-meteorology-scores-a-leaf-without-a-lightbulb @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.draw_priority=unseen-first
  Scenario: Meteorology: a 3 with a leaf and no lightbulb is scored
    # Meteorology features the lightbulb: Alice shows 2, Bob none (Sailing).
    Given a 2-player game
    And Alice's blue pile is Meteorology
    And Bob's green pile is Sailing
    And the Unseen age 3 pile is Knights Templar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Meteorology
    Then Alice's score pile is Knights Templar
    And Alice's hand is nothing

  @id:unseen-meteorology-crown-draws-two-3s-not-2s @ultimate-unseen
  @assumes:cards.expansions=["unseen"] @assumes:actions.skip_empty_piles=true
  Scenario: Meteorology: a revealed 3 with a crown goes back and Alice draws two 3s, leaving the 2 deck alone
    # Meteorology features the lightbulb: Alice shows 2, Bob none (Sailing).
    Given a 2-player game
    And Alice's blue pile is Meteorology
    And Bob's green pile is Sailing
    And the Unseen age 3 pile is Freemasons
    And the age 2 pile is Calendar
    And the age 3 pile is Alchemy, Translation, Engineering
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Meteorology
    Then Alice revealed Freemasons
    And Alice's hand is Alchemy, Translation
    And the Unseen age 3 pile is Freemasons
    And the age 2 pile is Calendar
    And the age 3 pile is Engineering

  # --- Padlock: up to three cards scored, not four.

  @id:unseen-padlock-scores-three-of-four-values @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Padlock: with no secret to give, Alice scores three cards of four different values, and her turn ends there
    # Padlock features the castle: Alice shows 2, Bob none (Sailing); Bob has no secret.
    Given a 2-player game
    And Alice's red pile is Padlock
    And Alice has Tools, Calendar, Alchemy, Printing Press in hand
    And Bob's green pile is Sailing
    And it is Alice's turn 4 with 1 action left
    When Alice performs the dogma of Padlock
    And Alice scores Tools
    And Alice scores Calendar
    And Alice scores Alchemy
    Then Alice's score pile is Tools, Calendar, Alchemy
    And Alice's hand is Printing Press
    And it is Bob's turn 5 with every action left

  # --- Password: a safe with room for exactly one more secret still takes the other card.

  @id:unseen-password-safeguards-into-the-last-place @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.draw_priority=unseen-first
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Password: with one place left in her safe, Alice safeguards her other red card and scores the red 2 she drew
    # Password features the castle: Alice shows 2, Bob none (Sailing). Alice's safe holds 4 of 5.
    Given a 2-player game
    And Alice's red pile is Password
    And Alice has Oars in hand
    And Alice's safe is Tomb, Dance, Exile, Cipher
    And Bob's green pile is Sailing
    And the Unseen age 2 pile is Padlock
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Password
    And Alice safeguards Oars
    Then Alice's safe is Tomb, Dance, Exile, Cipher, Oars
    And Alice's score pile is Padlock
    And Alice's hand is nothing
