# Transcribes the research note's safe (unseen.md §3, §5, §9) as given positions state it (the
# protocol's section 4.7 and the partial-state defaults of 4.5 give the shapes): a safe
# lists its secrets oldest first, each by title with its age, set and whether it was revealed; an
# Unseen deck a position leaves out holds every Unseen card of its age placed nowhere else; the
# Achieve action names a secret by its position in the safe. A position or a move that breaks
# these shapes is refused, never half taken. Piles are listed top card first.
Feature: The Unseen in given positions: safes, Unseen decks, coin flips and the secret an Achieve move names

  @id:unseen-position-revealed-secret-kept @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: A secret given as revealed stays revealed, the others stay known to nobody
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice's safe is Tomb, Dance
    And Alice's secret Tomb is revealed
    When the game starts
    Then Alice's safe is Tomb, Dance
    And Alice's secret Tomb is revealed
    And Alice's secret Dance is not revealed

  @id:unseen-position-left-out-unseen-deck-is-filled @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:unseen.draw_priority=unseen-first
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: An Unseen deck the position leaves out holds the Unseen cards of its age, so the Unseen draw comes from it
    # The Unseen age 1 deck is not listed: it holds every Unseen 1, and Alice's first draw of the
    # turn takes one of them; the base age 1 deck is untouched.
    Given a 2-player game
    And Alice's red pile is Archery
    And the age 1 pile is Writing, Tools
    And it is Alice's turn 4 with every action left
    When Alice draws
    Then Alice holds 1 card
    And the age 1 pile is Writing, Tools
    And Alice's Unseen draw is used

  @id:unseen-position-card-in-a-safe-and-a-hand-refused @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: A position placing one card both in a safe and in a hand is refused
    Given a 2-player game
    And Alice has Tools in hand
    And Alice's safe is Tools
    Then the setup is refused as bad_request

  @id:unseen-position-unknown-secret-refused @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: A safe naming a card of no set in play is refused
    Given a 2-player game
    And the position lists Alice's safe as [{"card": "Nonesuch"}]
    Then the setup is refused as bad_request

  @id:unseen-position-secret-without-title-refused @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: A given position names every secret by its title: a secret given by its back alone is refused
    Given a 2-player game
    And the position lists Alice's safe as [{"age": 1, "set": "unseen"}]
    Then the setup is refused as bad_request

  @id:unseen-position-secret-of-wrong-age-refused @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: A secret given with an age that is not its card's is refused
    Given a 2-player game
    And the position lists Alice's safe as [{"card": "Tomb", "age": 2}]
    Then the setup is refused as bad_request

  @id:unseen-position-secret-of-wrong-set-refused @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: A secret given with a set that is not its card's is refused
    Given a 2-player game
    And the position lists Alice's safe as [{"card": "Tomb", "set": "base"}]
    Then the setup is refused as bad_request

  @id:unseen-position-secret-revealed-not-a-flag-refused @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: A secret's revealed flag is true or false: anything else is refused
    Given a 2-player game
    And the position lists Alice's safe as [{"card": "Tomb", "revealed": "yes"}]
    Then the setup is refused as bad_request

  @id:unseen-position-safe-not-a-list-refused @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: A safe is a list of secrets: a single secret given on its own is refused
    Given a 2-player game
    And the position lists Alice's safe as {"card": "Tomb"}
    Then the setup is refused as bad_request

  @id:unseen-position-unseen-draw-not-a-flag-refused @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Whether a player's Unseen draw is used is true or false: anything else is refused
    Given a 2-player game
    And the position lists Alice's Unseen draw as "yes"
    Then the setup is refused as bad_request

  @id:unseen-position-coin-flip-neither-side-refused @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: A coin flip fixed by a position is heads or tails: anything else is refused
    Given a 2-player game
    And the position lists the coin flips as ["heads", "edge"]
    Then the setup is refused as bad_request

  @id:unseen-position-coin-flips-not-a-list-refused @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: The coin flips a position fixes are a list: a single flip given on its own is refused
    Given a 2-player game
    And the position lists the coin flips as "heads"
    Then the setup is refused as bad_request

  @id:unseen-achieve-secret-position-not-a-number-refused @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.achieve_secrets=true
  Scenario: An Achieve move names a secret by its position, a whole number: true or "1" is refused
    # Alice may achieve Tomb (a 1: her top card is a 1 and she has 6 points), yet a move naming
    # it by anything but its position is malformed; named by its position, it is achieved.
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice has Mathematics, Philosophy, Calendar in the score pile
    And Alice's safe is Tomb
    And it is Alice's turn 4 with every action left
    When Alice asks to achieve the secret at position true
    Then the move is rejected as bad_request
    When Alice asks to achieve the secret at position "1"
    Then the move is rejected as bad_request
    And Alice's safe is Tomb
    And it is Alice's turn 4 with every action left
    When Alice asks to achieve the secret at position 1
    Then Alice's safe is nothing
    And it is Alice's turn 4 with one action used

  @id:unseen-achieve-secret-position-outside-the-safe-refused @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.achieve_secrets=true
  Scenario: An Achieve move naming a position past the last secret, or before the first, is refused
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice has Mathematics, Philosophy in the score pile
    And Alice's safe is Tomb
    And it is Alice's turn 4 with every action left
    When Alice asks to achieve the secret at position 2
    Then the move is rejected as illegal_move
    When Alice asks to achieve the secret at position 0
    Then the move is rejected as illegal_move
    And Alice's safe is Tomb
    And it is Alice's turn 4 with every action left

  @id:unseen-achieve-secret-with-an-empty-safe-refused @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.achieve_secrets=true
  Scenario: A player whose safe is empty has no secret to achieve, at any position
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice has Mathematics, Philosophy, Calendar in the score pile
    And it is Alice's turn 4 with every action left
    When Alice asks to achieve the secret at position 1
    Then the move is rejected as illegal_move
    When Alice asks to achieve the secret at position 0
    Then the move is rejected as illegal_move
    And Alice's safe is nothing
    And it is Alice's turn 4 with every action left

  @id:unseen-position-without-unseen-house-takes-no-safe @ultimate-unseen @needs:resolved_variant
  @assumes:cards.expansions=[]
  Scenario: In a house variant without the Unseen, a position giving a player a safe is refused
    Given a house variant of it sets cards.expansions to []
    And a 2-player game
    And Alice's red pile is Archery
    And Alice's safe is Tomb
    Then the setup is refused as bad_request

  @id:unseen-position-without-unseen-house-plays-plainly @ultimate-unseen @needs:resolved_variant
  @assumes:cards.expansions=[] @assumes:actions.per_turn=2
  Scenario: In a house variant without the Unseen, a position with no safe is played, its first draw from the base deck
    Given a house variant of it sets cards.expansions to []
    And a 2-player game
    And Alice's red pile is Archery
    And Bob's blue pile is Tools
    And the age 1 pile is Writing, Sailing
    And it is Alice's turn 4 with every action left
    When Alice draws
    Then Alice's hand is Writing
    And the age 1 pile is Sailing
