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
@ultimate-echoes-figures
Feature: Computed values of Echoes cards are not raised by Archimedes

  # --- Glassblowing: "draw and foreshadow a card three more than your lowest non-green top
  # --- card": the 3 is written (raised), the top card's value computed (not raised).

  @id:echoes-written-glassblowing-lowest-top-card-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Glassblowing with Archimedes: three (raised to four) more than Archimedes' 2 foreshadows a 6, not a 7
    # Glassblowing features the crown: Alice shows 2, Bob none (Metalworking). Her top cards
    # Glassblowing and Archimedes tie at 2: base draws. Her lowest non-green top card is
    # Archimedes, a 2: 4 + 2 = 6. The decks to junk are written too: the 3 deck or the 4 deck.
    Given a 2-player game
    And Alice's green pile is Glassblowing
    And Alice's blue pile is Archimedes
    And Bob's red pile is Metalworking
    And the age 3 pile is Paper, Compass
    And the age 4 pile is Invention, Navigation
    And the age 6 pile is Canning, Vaccination
    And the age 7 pile is Bicycle, Electricity
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Glassblowing
    And Alice junks Invention, Navigation
    Then Alice's forecast is Canning
    And the junk pile holds Invention, Navigation
    And the age 3 pile is Paper, Compass
    And the age 6 pile is Vaccination
    And the age 7 pile is Bicycle, Electricity
    And it is Alice's turn 9 with one action used

  # --- Watermill: "choose the value of one of your bonuses and draw a card of that value".

  @id:echoes-written-watermill-bonus-value-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  Scenario: Watermill with Archimedes: Chaturanga's bonus 3 draws a 3, not a 4, and Alice tucks it
    # Watermill features the leaf: Alice shows 3, Bob none (Metalworking). Her top cards
    # Watermill, Archimedes and Chaturanga tie at 2: base draws. Her only bonus is Chaturanga's
    # 3. The drawn card is her only hand card: she tucks it. Watermill was not foreseen.
    Given a 2-player game
    And Alice's yellow pile is Watermill
    And Alice's blue pile is Archimedes
    And Alice's purple pile is Chaturanga
    And Bob's red pile is Metalworking
    And the age 3 pile is Paper, Compass
    And the age 4 pile is Invention, Navigation
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Watermill
    Then Alice's green pile is Paper
    And Alice's hand is nothing
    And the age 3 pile is Compass
    And the age 4 pile is Invention, Navigation
    And it is Alice's turn 9 with one action used

  # --- Barometer: "choose a visible bonus value and draw and foreshadow a card of that value
  # --- plus two".

  @id:echoes-written-barometer-bonus-plus-two-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Barometer with Archimedes: Chaturanga's bonus 3 plus two foreshadows a 5, not a 6
    # Barometer features the leaf: Alice shows 2, Bob none (Metalworking). Her top cards
    # Barometer and Gunpowder tie at 4: base draws. The only visible bonus is Chaturanga's 3.
    # Her forecast is empty when the echo looks for a 5 to take; she keeps the foreshadowed card.
    Given a 2-player game
    And Alice's yellow pile is Barometer
    And Alice's blue pile is Archimedes
    And Alice's purple pile is Chaturanga
    And Alice's red pile is Gunpowder
    And Bob's red pile is Metalworking
    And the age 5 pile is Coal, Physics
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Barometer
    And Alice declines
    Then Alice's forecast is Coal
    And Alice's hand is nothing
    And the age 5 pile is Physics
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 9 with one action used

  # --- Toilet: "return a card from your hand; if you did, draw a card of the same value".

  @id:echoes-written-toilet-returned-value-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  Scenario: Toilet with Archimedes: the echo's written 4 is raised to a 5, but returning Calendar, a 2, draws a 2
    # Toilet features the leaf: Alice shows 2, Bob none (Metalworking), so Bob is demanded: Alice
    # shows no bonus, and he returns nothing. Her top cards Toilet and Gunpowder tie at 4: base
    # draws. The echo draws and tucks a 5 (Coal, under Gunpowder). A card returned goes under its
    # deck.
    Given a 2-player game
    And Alice's purple pile is Toilet
    And Alice's blue pile is Archimedes
    And Alice's red pile is Gunpowder
    And Alice has Calendar in hand
    And Bob's red pile is Metalworking
    And Bob has Tools in the score pile
    And the age 2 pile is Mathematics, Currency
    And the age 3 pile is Paper, Compass
    And the age 4 pile is Invention, Navigation
    And the age 5 pile is Coal, Physics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Toilet
    And Alice returns Calendar
    Then Alice's red pile is Gunpowder, Coal
    And Alice's hand is Mathematics
    And Bob's score pile is Tools
    And the age 2 pile is Currency, Calendar
    And the age 3 pile is Paper, Compass
    And the age 4 pile is Invention, Navigation
    And the age 5 pile is Physics
    And it is Alice's turn 9 with one action used

  # --- Palampore: "choose a value two of your visible bonuses show and draw and score a card
  # --- of that value".

  @id:echoes-written-palampore-bonus-value-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  Scenario: Palampore with Archimedes: two bonuses of 5 draw and score a 5, not a 6
    # Palampore features the factory: Alice shows 2, Bob none (Metalworking). Her top cards
    # Palampore and Pressure Cooker tie at 5: base draws. Both show a bonus of 5. She has no
    # purple pile to splay and two bonuses, not six.
    Given a 2-player game
    And Alice's green pile is Palampore
    And Alice's yellow pile is Pressure Cooker
    And Alice's blue pile is Archimedes
    And Bob's red pile is Metalworking
    And the age 5 pile is Coal, Physics
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Palampore
    Then Alice's score pile is Coal
    And the age 5 pile is Physics
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 9 with one action used

  # --- Pressure Cooker: "for each of your top cards that shows a bonus, draw a card of that
  # --- bonus's value".

  @id:echoes-written-pressure-cooker-bonus-value-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  Scenario: Pressure Cooker with Archimedes: its own bonus 5 draws a 5, not a 6
    # Pressure Cooker features the lightbulb: Alice shows 4 (two on Archimedes), Bob none
    # (Metalworking). Her top cards Pressure Cooker and Coal tie at 5: base draws. Her hand is
    # empty and Pressure Cooker was not foreseen; it is her only top card with a bonus.
    Given a 2-player game
    And Alice's yellow pile is Pressure Cooker
    And Alice's red pile is Coal
    And Alice's blue pile is Archimedes
    And Bob's red pile is Metalworking
    And the age 5 pile is Physics, Chemistry
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Pressure Cooker
    Then Alice's hand is Physics
    And the age 5 pile is Chemistry
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 9 with one action used

  # --- Piano: the echo, "choose a value held by a card in any hand and draw a card of that
  # --- value"; the dogma, "draw and score one card of each of your top cards' values".

  @id:echoes-written-piano-echo-hand-value-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  Scenario: Piano's echo with Archimedes: the only value in a hand is Bob's 1, so Alice draws a 1, not a 2
    # Piano features the lightbulb: Alice shows 3, Bob none (Metalworking). Her top cards Piano
    # and Coal tie at 5: base draws. Three top cards: the dogma effect does nothing.
    Given a 2-player game
    And Alice's purple pile is Piano
    And Alice's red pile is Coal
    And Alice's blue pile is Archimedes
    And Bob's red pile is Metalworking
    And Bob has Tools in hand
    And the age 1 pile is Oars, Sailing
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Piano
    Then Alice's hand is Oars
    And Bob's hand is Tools
    And the age 1 pile is Sailing
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 9 with one action used

  @id:echoes-written-piano-top-card-values-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  Scenario: Piano with Archimedes: five top cards of values 1 to 5 draw and score Echoes 1 to 5, not 2 to 6
    # Piano features the lightbulb: Alice shows 3, Bob none (Metalworking). No hand holds a
    # card: the echo draws nothing. Piano, a 5, is Alice's unique highest top card: her draws
    # come from the Echoes decks. Her score pile is empty: she returns nothing.
    Given a 2-player game
    And Alice's purple pile is Piano
    And Alice's blue pile is Archimedes
    And Alice's red pile is Archery
    And Alice's green pile is Compass
    And Alice's yellow pile is Anatomy
    And Bob's red pile is Metalworking
    And the age 1 echoes pile is Bangle, Candles
    And the age 2 echoes pile is Horseshoes, Scissors
    And the age 3 echoes pile is Novel, Sunglasses
    And the age 4 echoes pile is Chintz, Globe
    And the age 5 echoes pile is Stove, Thermometer
    And the age 6 echoes pile is Loom, Steamboat
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Piano
    Then Alice's score pile is Bangle, Horseshoes, Novel, Chintz, Stove
    And the age 6 echoes pile is Loom, Steamboat
    And it is Alice's turn 9 with one action used

  # --- Tuning Fork: the echo, "choose a value held by a card in any score pile and draw a card
  # --- of that value"; the dogma, "foreshadow a card from your hand, then draw and reveal a
  # --- card of the same value".

  @id:echoes-written-tuning-fork-score-and-foreshadowed-values-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Tuning Fork with Archimedes: Bob's scored 2 draws a 2, and the foreshadowed 2 reveals a 2, neither raised
    # Tuning Fork features the lightbulb: Alice shows 4, Bob none (Metalworking). Her top cards
    # Tuning Fork and Coal tie at 5: base draws. The echo draws Mathematics; Alice foreshadows
    # it and draws and reveals Currency, a green 2: she has no green pile, so she melds it.
    Given a 2-player game
    And Alice's purple pile is Tuning Fork
    And Alice's red pile is Coal
    And Alice's blue pile is Archimedes
    And Bob's red pile is Metalworking
    And Bob has Calendar in the score pile
    And the age 2 pile is Mathematics, Currency, Fermenting
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Tuning Fork
    Then Alice's forecast is Mathematics
    And Alice's green pile is Currency
    And Alice's hand is nothing
    And the age 2 pile is Fermenting
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with one action used

  # --- Morphine: "draw a card one more than the highest card this card's demand returned".

  @id:echoes-written-morphine-one-above-returned-not-raised
  @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  @assumes:dogma.demands_earn_bonus=false
  Scenario: Morphine with Archimedes: Bob returns Paper, a 3, so Alice draws a 4, not a 5
    # Morphine features the lightbulb: Alice shows 3, Bob none (Metalworking, Sailing): he is
    # demanded, returns his odd card Paper (under the 3 deck) and draws a 6 (his own execution:
    # no karma of his; his top cards tie at 1: a base card). Alice's top cards Morphine and Industrialization tie at 6: base draws.
    # Her one-card red pile cannot be splayed.
    Given a 2-player game
    And Alice's yellow pile is Morphine
    And Alice's red pile is Industrialization
    And Alice's blue pile is Archimedes
    And Bob's red pile is Metalworking
    And Bob's green pile is Sailing
    And Bob has Paper in hand
    And the age 3 pile is Compass
    And the age 4 pile is Invention, Navigation
    And the age 5 pile is Coal, Physics
    And the age 6 pile is Vaccination, Democracy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Morphine
    Then Bob's hand is Vaccination
    And Alice's hand is Invention
    And the age 3 pile is Compass, Paper
    And the age 4 pile is Navigation
    And the age 5 pile is Coal, Physics
    And it is Alice's turn 9 with one action used

  # --- Jeans: "draw two cards of your top blue card's value; meld one and return the other".

  @id:echoes-written-jeans-top-blue-value-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  @assumes:limits.safe_and_forecast=five-minus-highest-splay @assumes:cards.readings.jeans_reveal=hidden
  Scenario: Jeans with Archimedes: the written 8s of the echo are raised to 9s, but Archimedes' own value, 2, draws two 2s
    # Jeans features the leaf: Alice shows 1, Bob none (Metalworking). Her top cards Jeans and
    # Combustion tie at 7: base draws. The echo draws two 9s: Alice foreshadows Computers and
    # Genetics goes back under the 9 deck. Her top blue card is Archimedes, a 2: she draws
    # Currency and Fermenting, melds Fermenting and returns Currency. The decks to junk are
    # written: the 8 deck or the 9 deck. Jeans was not foreseen.
    Given a 2-player game
    And Alice's green pile is Jeans
    And Alice's red pile is Combustion
    And Alice's blue pile is Archimedes
    And Bob's red pile is Metalworking
    And the age 2 pile is Currency, Fermenting, Mapmaking
    And the age 3 pile is Paper, Compass
    And the age 8 pile is Flight, Mobility
    And the age 9 pile is Computers, Genetics, Composites
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Jeans
    And Alice foreshadows Computers
    And Alice melds Fermenting
    And Alice junks Flight, Mobility
    Then Alice's forecast is Computers
    And Alice's yellow pile is Fermenting
    And Alice's hand is nothing
    And the junk pile holds Flight, Mobility
    And the age 2 pile is Mapmaking, Currency
    And the age 3 pile is Paper, Compass
    And the age 9 pile is Composites, Genetics
    And it is Alice's turn 9 with one action used

  # --- Elevator: "choose a value present in your score pile ... then draw and foreshadow a
  # --- card of the chosen value".

  @id:echoes-written-elevator-chosen-score-value-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Elevator with Archimedes: the 2 in Alice's score pile scores Bob's 2 and foreshadows a 2, not a 3
    # Elevator features the clock: Alice shows 1, Bob none (Metalworking). Her top cards
    # Elevator and Combustion tie at 7: base draws. She has no green pile: the echo scores
    # nothing. Her score pile's only value is 2; only Bob's hand holds a 2.
    Given a 2-player game
    And Alice's yellow pile is Elevator
    And Alice's red pile is Combustion
    And Alice's blue pile is Archimedes
    And Alice has Calendar in the score pile
    And Bob's red pile is Metalworking
    And Bob has Mathematics in hand
    And the age 2 pile is Currency, Fermenting
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Elevator
    Then Alice's score pile is Calendar, Mathematics
    And Bob's hand is nothing
    And Alice's forecast is Currency
    And the age 2 pile is Fermenting
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with one action used

  # --- Fertilizer: "draw and foreshadow a card whose value is the number of cards in your hand".

  @id:echoes-written-fertilizer-hand-count-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Fertilizer with Archimedes: two cards in hand foreshadow a 2, not a 3
    # Fertilizer features the leaf: Alice shows 2, Bob none (Metalworking). Her top cards
    # Fertilizer and Combustion tie at 7: base draws. She returns nothing.
    Given a 2-player game
    And Alice's yellow pile is Fertilizer
    And Alice's red pile is Combustion
    And Alice's blue pile is Archimedes
    And Alice has Oars, Tools in hand
    And Bob's red pile is Metalworking
    And the age 2 pile is Calendar, Mathematics
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fertilizer
    And Alice declines
    Then Alice's forecast is Calendar
    And Alice's hand is Oars, Tools
    And the age 2 pile is Mathematics
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with one action used

  # --- Credit Card: "transfer one of your non-green top cards to your hand; if you did, draw
  # --- and score a card of that card's value".

  @id:echoes-written-credit-card-taken-top-card-value-not-raised
  @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Credit Card with Archimedes: the echo's written 9 is raised to a 10, but taking Archimedes, a 2, scores a 2
    # Credit Card features the crown: Alice shows 1, Bob none (Metalworking). Her top cards
    # Credit Card and Fission tie at 9: base draws, also once Archimedes is in her hand. Her
    # one-card green pile cannot be splayed. Credit Card was not foreseen: no second take.
    Given a 2-player game
    And Alice's green pile is Credit Card
    And Alice's red pile is Fission
    And Alice's blue pile is Archimedes
    And Bob's red pile is Metalworking
    And the age 2 pile is Calendar, Mathematics
    And the age 3 pile is Paper, Compass
    And the age 10 pile is Software, Robotics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Credit Card
    And Alice transfers Archimedes
    Then Alice's forecast is Software
    And Alice's hand is Archimedes
    And Alice's score pile is Calendar
    And Alice's blue pile is nothing
    And the age 2 pile is Mathematics
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with one action used

  # --- ATM: the echo, "choose any value, then draw and score a card of that value".

  @id:echoes-written-atm-chosen-value-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  Scenario: ATM's echo with Archimedes: Alice chooses 3 and scores a 3, not a 4; the written 10 deck junked is the 11 deck
    # ATM features the crown: Alice shows 1, Bob none (Agriculture): he is demanded, and has
    # no non-yellow top card to give. Alice's top cards ATM and Fission tie at 9: base draws.
    # She has no purple pile to splay. "Junk the 10 deck" is written: the 11 deck is junked.
    Given a 2-player game
    And Alice's yellow pile is ATM
    And Alice's red pile is Fission
    And Alice's blue pile is Archimedes
    And Bob's yellow pile is Agriculture
    And the age 3 pile is Paper, Compass
    And the age 4 pile is Invention, Navigation
    And the age 10 pile is Software, Robotics
    And the age 11 pile is Climatology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of ATM
    And Alice chooses 3
    Then Alice's score pile is Paper
    And Bob's yellow pile is Agriculture
    And the junk pile holds Climatology
    And the age 3 pile is Compass
    And the age 4 pile is Invention, Navigation
    And the age 10 pile is Software, Robotics
    And it is Alice's turn 9 with one action used

  # --- Sudoku: "choose a value and draw and meld a card of that value ... otherwise,
  # --- self-execute the melded card".

  @id:echoes-written-sudoku-chosen-value-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  Scenario: Sudoku with Archimedes: Alice chooses 1 and melds a 1, not a 2, then self-executes it
    # Sudoku features the lightbulb: Alice shows 3, Bob none (Metalworking). Her top cards
    # Sudoku and Robotics tie at 10: base draws. Her hand is empty: the echo tucks nothing.
    # She melds Agriculture and self-executes it, returning nothing.
    Given a 2-player game
    And Alice's purple pile is Sudoku
    And Alice's red pile is Robotics
    And Alice's blue pile is Archimedes
    And Bob's red pile is Metalworking
    And the age 1 pile is Agriculture, Pottery
    And the age 2 pile is Canal Building, Fermenting
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Sudoku
    And Alice chooses 1
    Then Alice's yellow pile is Agriculture
    And Alice's hand is nothing
    And Alice's score pile is nothing
    And the age 1 pile is Pottery
    And the age 2 pile is Canal Building, Fermenting
    And it is Alice's turn 9 with one action used

  # --- Sliced Bread: "return one card from your score pile; if you did, draw and score two
  # --- cards, each of value one less than the returned card".

  @id:echoes-written-sliced-bread-one-below-returned-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  Scenario: Sliced Bread with Archimedes: the echo's written 8s are raised to 9s, but returning Paper, a 3, scores two 2s
    # Sliced Bread features the crown: Alice shows 1, Bob none (Metalworking). Her top cards
    # Sliced Bread and Flight tie at 8: base draws. Her hand is empty when the echo returns it.
    # Paper goes under the 3 deck.
    Given a 2-player game
    And Alice's green pile is Sliced Bread
    And Alice's red pile is Flight
    And Alice's blue pile is Archimedes
    And Alice has Paper in the score pile
    And Bob's red pile is Metalworking
    And the age 2 pile is Calendar, Mathematics, Currency
    And the age 3 pile is Compass
    And the age 8 pile is Mobility, Corporations
    And the age 9 pile is Computers, Genetics, Composites
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Sliced Bread
    Then Alice's hand is Computers, Genetics
    And Alice's score pile is Calendar, Mathematics
    And the age 2 pile is Currency
    And the age 3 pile is Compass, Paper
    And the age 8 pile is Mobility, Corporations
    And it is Alice's turn 9 with one action used

  # --- Pencil: "return up to three cards from your hand; draw as many cards, each of value one
  # --- more than the highest card you returned; foreshadow one of them".

  @id:echoes-written-pencil-one-above-returned-not-raised
  @assumes:cards.expansions=["figures","echoes"] @assumes:actions.per_turn>=2
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Pencil with Archimedes: the echo's written 5 is raised to a 6, but returning Oars, a 1, draws a 2 to foreshadow
    # Pencil features the lightbulb: Alice shows 3, Bob none (Metalworking). Her top cards
    # Pencil and Gunpowder tie at 4: base draws. Oars goes under the 1 deck; the one card drawn
    # is the one she foreshadows.
    Given a 2-player game
    And Alice's yellow pile is Pencil
    And Alice's red pile is Gunpowder
    And Alice's blue pile is Archimedes
    And Alice has Oars in hand
    And Bob's red pile is Metalworking
    And the age 1 pile is Sailing
    And the age 2 pile is Calendar, Mathematics
    And the age 3 pile is Paper, Compass
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Pencil
    And Alice returns Oars
    Then Alice's forecast is Calendar
    And Alice's hand is Canning
    And the age 1 pile is Sailing, Oars
    And the age 2 pile is Mathematics
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with one action used
