# Echoes cards where a Figures karma acts inside their effects: variant ultimate-echoes-figures
# only (the figures are not in ultimate-echoes, so these scenarios cannot live in the age files,
# whose every scenario runs there too). Card texts: engine/data/cards/echoes-ultimate.json and
# figures-ultimate.json (our own words). Rules: echoes.md (the project's research note) §3 (a
# draw comes from the Echoes deck when the drawer has a single highest top card: the drawer here
# shows three top 8s, so every draw is a base card), §5 (foreshadow); figures.md §4 (a karma
# acts before the event it names). Piles are written top card first; every supply age a
# scenario draws from is listed; a returned card goes under its deck.
Feature: Echoes cards beside Figures karmas

  # --- X-Ray (8, blue, leaf): echo draw and tuck an 8; choose a value, draw one of it per colour
  # showing a leaf, foreshadow any number of the cards drawn this way; return your hand; may
  # splay yellow up. Antonie Van Leeuwenhoek's karma: when you are about to draw, first you may
  # return a 5 from your hand, and if you do, draw a 6.

  @id:echoes-x-ray-a-5-returned-by-a-karma-and-drawn-again-is-offered-once @ultimate-echoes-figures
  @assumes:cards.expansions=["figures","echoes"] @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2
  Scenario: X-Ray with Antonie Van Leeuwenhoek: before X-Ray's second 5, Alice returns the first (Coal) and draws a 6; the second draw takes Coal again, and X-Ray offers it once to foreshadow
    # X-Ray features the leaf: Alice shows 4 (X-Ray 1, Socialism 3), Bob none. X-Ray's echo
    # tucks Flight into a new red pile (no leaf): blue and purple show a leaf, two 5s are drawn.
    # Coal is the only 5: returned under the empty 5 deck, it is its top card again. The 6 the
    # karma drew is not a card X-Ray drew: it goes back with the rest of the hand.
    Given a 2-player game
    And Alice's blue pile is X-Ray
    And Alice's purple pile is Socialism
    And Alice's yellow pile is Antonie Van Leeuwenhoek
    And Bob's red pile is Oars
    And the age 5 pile is Coal
    And the age 6 pile is Atomic Theory, Canning
    And the age 8 pile is Flight, Mobility
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of X-Ray
    And Alice chooses 5
    And Alice returns Coal
    Then Alice may choose up to 1 of Coal
    When Alice foreshadows Coal
    Then Alice's forecast is Coal
    And Alice's hand is nothing
    And Alice's red pile is Flight
    And the age 5 pile is nothing
    And the age 6 pile is Canning, Atomic Theory
    And the age 8 pile is Mobility
    And it is Alice's turn 9 with one action used
