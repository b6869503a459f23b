# Echoes rules at their exact edges: the positions that code mutants of the Echoes rules
# (benchmarks/code_mutants.py --area echoes) showed no other scenario pinning down. Each states the
# outcome a player brings about at the boundary (one card more or less would change it).
# Rules with sources: the research note echoes.md (§3 the Echoes draw, §4 echo effects, §5 the
# forecast, §6 promotion and "foreseen", §8 the special achievements).
# Conventions: piles are written top card first; splayed up, a covered card shows its bottom row
# (bottom left, middle and right); the special achievements are checked at the end of every action.
@ultimate-echoes
Feature: Echoes rules at their edges

  @id:echoes-history-claimed-with-exactly-four-echo-effects @ultimate-echoes-figures
  @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  Scenario: History is claimed at the end of a Meld action that brings a pile to exactly four visible echo effects
    # Before the meld the blue pile shows three echo effects: Lever's on top, Ruler's (bottom
    # right) and Linguistics' (bottom middle). Almanac melded on top shows its own, and Lever,
    # now covered, still shows its echo slot (bottom middle): four.
    Given a 2-player game
    And Alice's blue pile is Lever, Ruler, Linguistics splayed up
    And Alice has Almanac in hand
    And the special achievements are History
    And it is Alice's turn 4 with every action left
    When Alice melds Almanac
    Then Alice's blue pile is Almanac, Lever, Ruler, Linguistics splayed up
    And Alice's achievements are History
    And the special achievements are nothing
