# The Echoes cards of age 8 (Radio Telescope, X-Ray, Bandage, Parachute, Nylon, Sliced Bread, Air
# Conditioner, Tractor, Crossword, Television): each echo effect, each dogma effect and each branch,
# from exact positions.
# Card texts: engine/data/cards/echoes-ultimate.json (our own words; each card's notes, and its
# glossary for foreshadow, foreseen, bonus, available achievement, "achieve if eligible"). Rules
# with sources: the research note echoes.md (§3 the Echoes draw, §4 echo effects, §5 the forecast,
# §6 promotion and "foreseen", §7 bonuses in the score).
# Conventions: piles are written top card first; every supply pile a scenario draws from is
# listed. A draw comes from the Echoes deck only when the drawer has a single highest top card
# (echoes.md §3): so the drawers here show two top cards of their highest value, or none is drawn,
# and every draw is a base card. Echo effects run before the dogma effects, shared like them
# (echoes.md §4.2). Alice launches every Dogma action.
@ultimate-echoes
Feature: Echoes cards of age 8

  # --- Tractor (8, yellow, clock): echo draw a 7; draw and score a 7; draw a 7; foreseen: draw and
  # score a 7 seven times.

  @id:echoes-tractor-not-foreseen @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true
  Scenario: Tractor: the echo draws a 7, then Alice draws and scores a 7 and draws another
    # Tractor features the clock: Alice shows 3 (Tractor 2, Flight 1), Bob none: he does not share.
    # Alice's two top 8s tie, so every draw is a base card.
    Given a 2-player game
    And Alice's yellow pile is Tractor
    And Alice's red pile is Flight
    And Bob's green pile is Sailing
    And the age 7 pile is Lighting, Railroad, Bicycle, Evolution
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Tractor
    Then Alice's hand is Lighting, Bicycle
    And Alice's score pile is Railroad
    And the age 7 pile is Evolution
    And it is Alice's turn 4 with one action used
