# Values an Echoes card computes are not raised by a Figures karma that raises written values:
# the research note figures.md (§11: Archimedes raises every age value written in an effect its
# owner executes by 1, for that execution; a value the effect computes, "one more than ...",
# "of that value", "the number of ...", is not written and stays as computed), and echoes.md
# (§3 the Echoes draw, §4 echo effects, run like any effect, so Archimedes' karma meets them
# too). Card texts: engine/data/cards/echoes-ultimate.json; Archimedes:
# engine/data/cards/figures-ultimate.json. Each scenario has Alice execute the card with her
# top Archimedes, and shows the computed value drawn as computed (one higher would be the raise).
# Conventions: piles are written top card first; every supply age a scenario draws from, and the
# one above it, is listed. A draw naming no deck comes from the Echoes deck only when the drawer
# has a unique highest top card (echoes.md §3): the positions give Alice two top cards of her
# highest value unless the scenario says otherwise. Archimedes (blue, age 2) shows two
# lightbulbs, a hex and no other icon.
# This file holds the blue cards (shared or demanded) and the cards after them; written-values.feature
# the others.
@ultimate-echoes-figures
Feature: Computed values of Echoes cards are not raised by Archimedes, when shared or demanded, and the last cards

  # --- Blue Echoes cards: Archimedes is blue too, so Alice executes them by sharing Bob's Dogma
  # --- action (or by his demand): her karma raises her execution only. Bob's top card is his
  # --- unique highest: his draws, his sharing bonus included, take no base card listed here.

  # --- Slide Rule: "draw a card whose value is your lowest top card's value plus the number of
  # --- your splayed colors".

  @id:echoes-written-slide-rule-lowest-top-card-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  Scenario: Slide Rule shared with Archimedes: Alice's lowest top card is a 2 and nothing is splayed, so she draws a 2, not a 3
    # Slide Rule features the lightbulb: Bob shows 3, Alice 5 (Archimedes, Philosophy): she
    # shares. Her top cards tie at 2: base draws. Neither player has a yellow pile to splay.
    Given a 2-player game
    And Alice's blue pile is Archimedes
    And Alice's purple pile is Philosophy
    And Bob's blue pile is Slide Rule
    And the age 2 pile is Calendar, Mathematics
    And the age 3 pile is Paper, Compass
    And it is Bob's turn 9 with every action left
    When Bob performs the dogma of Slide Rule
    Then Alice's hand is Calendar
    And the age 2 pile is Mathematics
    And the age 3 pile is Paper, Compass
    And it is Bob's turn 9 with one action used

  # --- Thermometer: "draw and meld a card whose value is one more than your top yellow card".

  @id:echoes-written-thermometer-one-above-top-yellow-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  Scenario: Thermometer shared with Archimedes: one more than Alice's yellow Agriculture melds a 2, not a 3
    # Thermometer features the lightbulb: Bob shows 1, Alice 5 (Archimedes, Philosophy): she
    # shares. Her top cards Archimedes and Philosophy tie at 2: base draws. She has no green
    # pile: the echo melds nothing. Mapmaking is green, not yellow: no repeat.
    Given a 2-player game
    And Alice's blue pile is Archimedes
    And Alice's purple pile is Philosophy
    And Alice's yellow pile is Agriculture
    And Bob's blue pile is Thermometer
    And the age 2 pile is Mapmaking, Calendar
    And the age 3 pile is Paper, Compass
    And it is Bob's turn 9 with every action left
    When Bob performs the dogma of Thermometer
    Then Alice's green pile is Mapmaking
    And Alice's yellow pile is Agriculture
    And the age 2 pile is Calendar
    And the age 3 pile is Paper, Compass
    And it is Bob's turn 9 with one action used

  # --- Typewriter: "return every card in your hand, then draw a 6; then, once for each
  # --- different color among the returned cards, draw a card one more than the highest card
  # --- in your hand".

  @id:echoes-written-typewriter-one-above-highest-in-hand-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  Scenario: Typewriter shared with Archimedes: the written 6 is raised to a 7, and one more than that 7 draws an 8, not a 9
    # Typewriter features the crown: Bob shows 2, Alice 2 (Chaturanga): she shares. Her top
    # cards Archimedes and Chaturanga tie at 2: base draws. She returns Oars, one colour.
    Given a 2-player game
    And Alice's blue pile is Archimedes
    And Alice's purple pile is Chaturanga
    And Alice has Oars in hand
    And Bob's blue pile is Typewriter
    And the age 7 pile is Evolution, Publications
    And the age 8 pile is Flight, Mobility
    And the age 9 pile is Computers, Genetics
    And it is Bob's turn 9 with every action left
    When Bob performs the dogma of Typewriter
    Then Alice's hand is Evolution, Flight
    And the age 8 pile is Mobility
    And the age 9 pile is Computers, Genetics
    And it is Bob's turn 9 with one action used

  # --- Magnifying Glass: "return exactly three cards of the same value from your hand; if you
  # --- did, draw a card whose value is two more than theirs".

  @id:echoes-written-magnifying-glass-two-above-returned-not-raised
  @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  Scenario: Magnifying Glass shared with Archimedes: the echo's written 4 is raised to a 5, but three returned 1s draw a 3, not a 4
    # Magnifying Glass features the lightbulb: Bob shows 1, Alice 5 (Archimedes, Philosophy):
    # she shares. Her top cards tie at 2: base draws. The echo draws Coal, which she returns
    # (under the 5 deck); then she returns her three 1s. No pile of hers can be splayed.
    Given a 2-player game
    And Alice's blue pile is Archimedes
    And Alice's purple pile is Philosophy
    And Alice has Oars, Archery, Masonry in hand
    And Bob's blue pile is Magnifying Glass
    And the age 3 pile is Paper, Compass
    And the age 4 pile is Invention, Navigation
    And the age 5 pile is Coal, Physics
    And the age 4 echoes pile is Chintz, Globe
    And it is Bob's turn 9 with every action left
    When Bob performs the dogma of Magnifying Glass
    And Alice returns Coal
    And Bob returns Chintz
    And Alice returns Oars, Archery, Masonry
    Then Alice's hand is Paper
    And the age 3 pile is Compass
    And the age 4 pile is Invention, Navigation
    And the age 5 pile is Physics, Coal
    And it is Bob's turn 9 with one action used

  # --- Almanac: "return one card that shows a bonus from your forecast; if you did, draw and
  # --- score a card one more than that bonus".

  @id:echoes-written-almanac-one-above-bonus-not-raised
  @assumes:cards.readings.almanac_returns_from_forecast=true
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Almanac shared with Archimedes: the echo's written Echoes 4 is raised to an Echoes 5, but returning Chaturanga's bonus 3 scores a 4
    # Almanac features the leaf: Bob shows 1, Alice 2 (Fermenting): she shares. Her top cards
    # Archimedes and Fermenting tie at 2: base draws. The echo foreshadows Stove (Echoes 5);
    # she returns Chaturanga (to the Echoes 2 deck) and draws and scores a 4. Bob's echo
    # foreshadows Chintz; he returns nothing.
    Given a 2-player game
    And Alice's blue pile is Archimedes
    And Alice's yellow pile is Fermenting
    And Alice has Chaturanga in the forecast
    And Bob's blue pile is Almanac
    And the age 4 pile is Invention, Navigation
    And the age 5 pile is Coal, Physics
    And the age 5 echoes pile is Stove, Piano
    And the age 4 echoes pile is Chintz, Globe
    And it is Bob's turn 9 with every action left
    When Bob performs the dogma of Almanac
    And Alice returns Chaturanga
    And Bob declines
    Then Alice's forecast is Stove
    And Alice's score pile is Invention
    And the age 4 pile is Navigation
    And the age 5 pile is Coal, Physics
    And it is Bob's turn 9 with one action used

  # --- Dice: "draw and reveal an Echoes 1; if that card shows a bonus, draw a card whose value
  # --- equals the bonus and meld it".

  @id:echoes-written-dice-bonus-value-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  Scenario: Dice shared with Archimedes: the written Echoes 1 is raised to an Echoes 2, Horseshoes, whose bonus 2 melds a 2, not a 3
    # Dice features the crown: Bob shows 2, Alice 2 (Chaturanga): she shares. Her top cards
    # Archimedes and Chaturanga tie at 2: the 2 she melds is a base card. Dice was not foreseen.
    Given a 2-player game
    And Alice's blue pile is Archimedes
    And Alice's purple pile is Chaturanga
    And Bob's blue pile is Dice
    And the age 2 echoes pile is Horseshoes, Scissors
    And the age 2 pile is Fermenting, Currency
    And the age 3 pile is Paper, Compass
    And it is Bob's turn 9 with every action left
    When Bob performs the dogma of Dice
    Then Alice's hand is Horseshoes
    And Alice's yellow pile is Fermenting
    And the age 2 pile is Currency
    And the age 3 pile is Paper, Compass
    And it is Bob's turn 9 with one action used

  # --- Perfume: "demand: transfer one of your top cards whose value no top card of mine has
  # --- onto my board; if you did, draw and meld a card of the transferred card's value".

  @id:echoes-written-perfume-transferred-value-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  @assumes:dogma.demands_earn_bonus=false
  Scenario: Perfume's demand on Alice with Archimedes: she gives Currency, a 2, and melds a 2, not a 3
    # Perfume features the castle: Bob shows 1, Alice none: she is demanded (Archimedes raises
    # the effects she executes, demanded ones too). Bob's top value is 1: all of Alice's top
    # cards, 2s, may go. After the transfer her top cards Archimedes and Chaturanga tie at 2:
    # base draws. Bob's echo (his only top card: Echoes draws) tucks Flute, which has no castle.
    Given a 2-player game
    And Alice's blue pile is Archimedes
    And Alice's purple pile is Chaturanga
    And Alice's green pile is Currency
    And Bob's blue pile is Perfume
    And the age 1 echoes pile is Flute, Comb
    And the age 2 pile is Fermenting, Mathematics
    And the age 3 pile is Paper, Compass
    And it is Bob's turn 9 with every action left
    When Bob performs the dogma of Perfume
    And Alice transfers Currency
    Then Bob's green pile is Currency
    And Bob's purple pile is Flute
    And Alice's green pile is nothing
    And Alice's yellow pile is Fermenting
    And the age 2 pile is Mathematics
    And the age 3 pile is Paper, Compass
    And it is Bob's turn 9 with one action used

  # --- Liquid Fire (red): "demand: draw and reveal a card whose value equals the highest bonus
  # --- visible on your board, and transfer it to my forecast".

  @id:echoes-written-liquid-fire-highest-bonus-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  @assumes:limits.safe_and_forecast=five-minus-highest-splay @assumes:dogma.demands_earn_bonus=false
  Scenario: Liquid Fire's demand on Alice with Archimedes: her highest bonus, Chaturanga's 3, draws a 3, not a 4, for Bob's forecast
    # Liquid Fire features the lightbulb: Bob shows 3, Alice 2 (Archimedes): she is demanded.
    # Her top cards tie at 2: base draws. Paper is green: her hand stays hers.
    Given a 2-player game
    And Alice's blue pile is Archimedes
    And Alice's purple pile is Chaturanga
    And Alice has Oars in hand
    And Bob's red pile is Liquid Fire
    And the age 3 pile is Paper, Compass
    And the age 4 pile is Invention, Navigation
    And it is Bob's turn 9 with every action left
    When Bob performs the dogma of Liquid Fire
    Then Bob's forecast is Paper
    And Alice's hand is Oars
    And the age 3 pile is Compass
    And the age 4 pile is Invention, Navigation
    And it is Bob's turn 9 with one action used

  # --- Lever: "return any number of cards from your hand; for every two returned cards
  # --- sharing a value, draw one card of that value plus one".

  @id:echoes-written-lever-one-above-returned-pair-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  Scenario: Lever shared with Archimedes: the echo's written 2s are raised to 3s, but a returned pair of 1s draws a 2, not a 3
    # Lever features the lightbulb: Bob shows 2, Alice 5 (Archimedes, Philosophy): she shares.
    # Her top cards tie at 2: base draws. Her echo draws Paper and Compass; she returns Oars
    # and Archery; Bob returns nothing.
    Given a 2-player game
    And Alice's blue pile is Archimedes
    And Alice's purple pile is Philosophy
    And Alice has Oars, Archery in hand
    And Bob's blue pile is Lever
    And the age 2 pile is Calendar, Mathematics
    And the age 3 pile is Paper, Compass, Engineering
    And it is Bob's turn 9 with every action left
    When Bob performs the dogma of Lever
    And Alice returns Oars, Archery
    And Bob declines
    Then Alice's hand is Paper, Compass, Calendar
    And the age 2 pile is Mathematics
    And the age 3 pile is Engineering
    And it is Bob's turn 9 with one action used

  # --- Linguistics: "if any player's board shows a visible bonus, choose the value of one such
  # --- bonus and draw a card of that value".

  @id:echoes-written-linguistics-bonus-value-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Linguistics shared with Archimedes: the echo's written 4 is raised to a 5, but Chaturanga's bonus 3 draws a 3, not a 4
    # Linguistics features the lightbulb: Bob shows 2, Alice 2 (Archimedes): she shares. Her
    # top cards Archimedes and Chaturanga tie at 2: base draws. The only bonus shown is
    # Chaturanga's 3. Each player's echo draws and foreshadows; Linguistics was not foreseen.
    Given a 2-player game
    And Alice's blue pile is Archimedes
    And Alice's purple pile is Chaturanga
    And Bob's blue pile is Linguistics
    And the age 3 pile is Paper, Compass
    And the age 4 pile is Invention, Navigation
    And the age 5 pile is Coal, Physics
    And the age 4 echoes pile is Chintz, Globe
    And it is Bob's turn 9 with every action left
    When Bob performs the dogma of Linguistics
    And Alice foreshadows Coal
    And Bob foreshadows Chintz
    Then Alice's forecast is Coal
    And Alice's hand is Paper
    And the age 3 pile is Compass
    And the age 4 pile is Invention, Navigation
    And it is Bob's turn 9 with one action used

  # --- Wristwatch: "for each value carried by a visible bonus on your board, draw and meld one
  # --- card of that value".

  @id:echoes-written-wristwatch-bonus-value-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  Scenario: Wristwatch with Archimedes: its own bonus 10 draws and melds a 10, not an 11
    # Wristwatch features the factory: Alice shows 1, Bob none (Metalworking). Her top cards
    # Wristwatch and Fission tie at 9: base draws. The echo tucks Fission, alone in its pile:
    # it stays. Wristwatch was not foreseen.
    Given a 2-player game
    And Alice's yellow pile is Wristwatch
    And Alice's red pile is Fission
    And Alice's blue pile is Archimedes
    And Bob's red pile is Metalworking
    And the age 10 pile is Databases, Software
    And the age 11 pile is Hypersonics, Climatology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Wristwatch
    And Alice tucks Fission
    Then Alice's green pile is Databases
    And Alice's red pile is Fission
    And the age 10 pile is Software
    And the age 11 pile is Hypersonics, Climatology
    And it is Alice's turn 9 with one action used

  @id:echoes-written-morphine-nothing-returned-1-not-raised @needs:resolved_variant
  @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  @assumes:dogma.demands_earn_bonus=false @assumes:cards.readings.morphine_nothing_returned=draws-a-1
  Scenario: Morphine read literally, with Archimedes: nothing returned, one more than none is a 1, and Alice draws a 1, not a 2
    # The reading that draws "one more than the highest returned" when nothing was: 0 + 1, a
    # computed value. Bob (Metalworking, Sailing) shows no lightbulb: he is demanded, holds no
    # odd card and draws a 6 (his top cards tie at 1: a base card). Alice's top cards Morphine
    # and Industrialization tie at 6: base draws. Her one-card red pile cannot be splayed.
    Given a house variant of it sets cards.readings.morphine_nothing_returned to "draws-a-1"
    And a 2-player game
    And Alice's yellow pile is Morphine
    And Alice's red pile is Industrialization
    And Alice's blue pile is Archimedes
    And Bob's red pile is Metalworking
    And Bob's green pile is Sailing
    And Bob has Mathematics in hand
    And the age 1 pile is Agriculture, Oars
    And the age 2 pile is Calendar, Currency
    And the age 6 pile is Vaccination, Democracy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Morphine
    Then Bob's hand is Mathematics, Vaccination
    And Alice's hand is Agriculture
    And the age 1 pile is Oars
    And the age 2 pile is Calendar, Currency
    And it is Alice's turn 9 with one action used

  # --- X-Ray: "choose a value; draw one card of that value for each of your colors whose pile
  # --- shows a visible leaf".

  @id:echoes-written-x-ray-chosen-value-not-raised
  @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: X-Ray shared with Archimedes: the echo's written 8 is raised to a 9, but Alice's chosen 1 draws a 1, not a 2
    # X-Ray features the leaf: Bob shows 1, Alice 2 (Fermenting): she shares. Her top cards
    # Archimedes and Fermenting tie at 2: base draws. Her echo tucks Computers under Archimedes;
    # only her yellow pile shows a leaf: one card. She foreshadows it; her hand is then returned.
    Given a 2-player game
    And Alice's blue pile is Archimedes
    And Alice's yellow pile is Fermenting
    And Bob's blue pile is X-Ray
    And the age 1 pile is Oars, Sailing
    And the age 2 pile is Calendar, Currency
    And the age 9 pile is Computers, Genetics
    And it is Bob's turn 9 with every action left
    When Bob performs the dogma of X-Ray
    And Alice chooses 1
    And Alice foreshadows Oars
    And Bob chooses 5
    And Bob declines
    Then Alice's forecast is Oars
    And Alice's blue pile is Archimedes, Computers
    And the age 1 pile is Sailing
    And the age 2 pile is Calendar, Currency
    And it is Bob's turn 9 with one action used

  # --- Calculator: "score two bottom cards of different colors, neither blue; if their values
  # --- add up to less than 12, draw a card of that total value and do this once more".

  @id:echoes-written-calculator-total-not-raised
  @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  Scenario: Calculator shared with Archimedes: Oars and Sailing, two 1s, total 2 and draw a 2, not a 3
    # Calculator features the clock: Bob shows 2, Alice 3 (Fission): she shares. Her top cards
    # Fission and Ecology tie at 9: base draws. She scores her bottom red and green cards; the
    # repeat scores Fission and Ecology, 18: no draw. Her blue pile holds one card: no splay.
    Given a 2-player game
    And Alice's blue pile is Archimedes
    And Alice's red pile is Fission, Oars
    And Alice's green pile is Sailing
    And Alice's yellow pile is Ecology
    And Bob's blue pile is Calculator
    And the age 2 pile is Calendar, Mathematics
    And the age 3 pile is Paper, Compass
    And it is Bob's turn 9 with every action left
    When Bob performs the dogma of Calculator
    And Alice scores Oars, Sailing
    Then Alice's hand is Calendar
    And Alice's score pile is Oars, Sailing, Fission, Ecology
    And Alice's blue pile is Archimedes
    And the age 2 pile is Mathematics
    And the age 3 pile is Paper, Compass
    And it is Bob's turn 9 with one action used

  # --- Bifocals: "if Bifocals was foreseen, draw and foreshadow a card whose value is the
  # --- lowest value among the available standard achievements".

  @id:echoes-written-bifocals-lowest-achievement-value-not-raised
  @assumes:echoes.promotion=mandatory
  @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Bifocals promoted by Bob and shared by Alice with Archimedes: her written 7 is raised to an 8, but the lowest achievement value, 3, foreshadows a 3
    # Bob's Meld action promotes Bifocals from his forecast: foreseen. Bifocals features the
    # crown: Bob shows 3 (Bifocals, Oars), Alice 4 (Chaturanga, Mapmaking): she shares. Her top
    # cards tie at 2, Bob's (Bifocals, Canning) at 6: base draws for both. The lowest available
    # standard achievement is Alchemy, a 3. No forecast holds a card for the echo to return and
    # no green pile can be splayed.
    Given a 2-player game
    And Alice's blue pile is Archimedes
    And Alice's purple pile is Chaturanga
    And Alice's green pile is Mapmaking
    And Bob has Canning in hand
    And Bob's forecast is Bifocals
    And Bob's red pile is Oars
    And the standard achievements are Alchemy, Colonialism, Coal
    And the age 3 pile is Optics, Paper, Compass
    And the age 4 pile is Invention, Navigation
    And the age 7 pile is Evolution, Bicycle
    And the age 8 pile is Flight, Mobility
    And it is Bob's turn 9 with every action left
    When Bob melds Canning
    Then Bob promoted Bifocals
    And Alice's forecast is Flight, Optics
    And Bob's forecast is Evolution, Paper
    And the age 3 pile is Compass
    And the age 4 pile is Invention, Navigation
    And it is Bob's turn 9 with one action used

  @id:echoes-written-bifocals-no-achievement-1-not-raised @needs:resolved_variant
  @assumes:echoes.promotion=mandatory
  @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  @assumes:cards.readings.bifocals_no_achievement=draws-a-1
  Scenario: Bifocals read as battlestar plays it, promoted by Bob and shared by Alice with Archimedes: no achievement available, the 1 it computes is not raised
    # The reading that draws and foreshadows a 1 when no standard achievement is available
    # (Bifocals' notes): the texts name no value, so the 1 is not a written one. The position
    # of the scenario above, with no standard achievement left.
    Given a house variant of it sets cards.readings.bifocals_no_achievement to "draws-a-1"
    And a 2-player game
    And Alice's blue pile is Archimedes
    And Alice's purple pile is Chaturanga
    And Alice's green pile is Mapmaking
    And Bob has Canning in hand
    And Bob's forecast is Bifocals
    And Bob's red pile is Oars
    And the standard achievements are nothing
    And the age 1 pile is Archery, Tools, Sailing
    And the age 2 pile is Calendar, Currency
    And the age 7 pile is Evolution, Bicycle
    And the age 8 pile is Flight, Mobility
    And it is Bob's turn 9 with every action left
    When Bob melds Canning
    Then Bob promoted Bifocals
    And Alice's forecast is Flight, Archery
    And Bob's forecast is Evolution, Tools
    And the age 1 pile is Sailing
    And the age 2 pile is Calendar, Currency
    And it is Bob's turn 9 with one action used
