# Echoes cards at the edges of their texts: positions where one card more or less, one deck
# empty or not, or a figure's karma on the board changes what the card does. Code mutants of the
# Echoes cards (benchmarks/code_mutants.py --area echoes) survived every other scenario here.
# Card texts: engine/data/cards/echoes-ultimate.json; rules with sources: the research note
# echoes.md (§3 the Echoes draw, §6 "foreseen", §7 bonuses); Archimedes' karma: figures.md §11
# (an age written in an effect is raised by 1; a value the effect computes is not).
# Conventions: piles are written top card first; every supply age a scenario draws from or
# returns to is listed. A draw naming no deck comes from the Echoes deck only when the drawer has
# a unique highest top card (echoes.md §3): the positions give Alice two top cards of her
# highest value unless the scenario is about an Echoes draw.
Feature: Echoes cards at the edges of their texts

  # --- Glassblowing's last effect: choose the 2 deck or the 3 deck and junk every card in it. With
  # one of the two empty, the other can still be junked.

  @id:echoes-glassblowing-junks-the-2-deck-beside-an-empty-3-deck @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Glassblowing with the 3 deck empty: Alice junks the 2 deck
    # Glassblowing features the crown: Alice shows 2, Bob none. Her lowest non-green top card is
    # Archery, a 1: she foreshadows a 4, an Echoes card (Glassblowing is her unique highest top
    # card). Her hand holds no expansion card: the echo scores nothing.
    Given a 2-player game
    And Alice's green pile is Glassblowing
    And Alice's red pile is Archery
    And Alice has Writing in hand
    And Bob's red pile is Metalworking
    And the age 2 pile is Calendar, Currency
    And the age 3 pile is nothing
    And the age 4 echoes pile is Globe, Pencil
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Glassblowing
    And Alice junks Calendar, Currency
    Then Alice's forecast is Globe
    And Alice's hand is Writing
    And the junk pile holds Calendar, Currency
    And the age 2 pile is nothing
    And the age 4 echoes pile is Pencil
    And it is Alice's turn 9 with one action used

  @id:echoes-glassblowing-junks-the-3-deck-beside-an-empty-2-deck @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Glassblowing with the 2 deck empty: Alice junks the 3 deck
    # As above, with the decks the other way round.
    Given a 2-player game
    And Alice's green pile is Glassblowing
    And Alice's red pile is Archery
    And Alice has Writing in hand
    And Bob's red pile is Metalworking
    And the age 2 pile is nothing
    And the age 3 pile is Paper, Compass
    And the age 4 echoes pile is Globe, Pencil
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Glassblowing
    And Alice junks Paper, Compass
    Then Alice's forecast is Globe
    And Alice's hand is Writing
    And the junk pile holds Paper, Compass
    And the age 3 pile is nothing
    And the age 4 echoes pile is Pencil
    And it is Alice's turn 9 with one action used

  # --- Kaleidoscope, foreseen: the achievement of the lightbulb count is junked, then every one of
  # a lower value; a second available achievement of the count's own value stays.

  @id:echoes-kaleidoscope-foreseen-keeps-a-second-achievement-of-the-count @ultimate-echoes @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Kaleidoscope foreseen with two available 5s: Alice junks Coal and every lower achievement; Physics, the other 5, stays
    # Alice melds Atomic Theory; Kaleidoscope is promoted. Evolution is melded and not splayed:
    # Kaleidoscope 2 and Evolution 3 lightbulbs make 5. Physics waits as an extra 5 behind Coal
    # and takes its place when Coal is junked.
    Given a 2-player game
    And Alice has Atomic Theory in hand
    And Alice's forecast is Kaleidoscope
    And Alice's red pile is Industrialization
    And Bob's red pile is Oars
    And the standard achievements are Tools, Calendar, Alchemy, Navigation, Coal, Canning
    And the extra available achievements are Physics
    And the age 7 pile is Evolution, Bicycle
    And it is Alice's turn 9 with every action left
    When Alice melds Atomic Theory
    And Alice declines
    And Alice junks Coal
    Then Alice promoted Kaleidoscope
    And the junk pile holds Tools, Calendar, Alchemy, Navigation, Coal
    And the standard achievements are ages 5, 6
    And the extra available achievements are nothing
    And Alice's blue pile is Evolution, Atomic Theory
    And it is Alice's turn 9 with one action used

  # --- Values an effect computes are not raised by Archimedes: Crossword draws a card of each even
  # bonus's value, and Karaoke's echo effect a card of a value in the hand, as they are.

  @id:echoes-crossword-bonus-value-not-raised-by-archimedes @ultimate-echoes-figures
  @assumes:cards.expansions=["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Crossword with Archimedes on top: its bonus 8 draws an 8, not a 9
    # Crossword features the crown: Alice shows 2 or more, Bob none (Agriculture). Crossword's
    # bonus 8 is the only visible bonus (no odd one: nothing is returned). Alice's top cards
    # Crossword and Corporations tie at 8: base draws.
    Given a 2-player game
    And Alice's purple pile is Crossword
    And Alice's blue pile is Archimedes
    And Alice's green pile is Corporations
    And Bob's yellow pile is Agriculture
    And the age 8 pile is Flight, Mobility
    And the age 9 pile is Fission, Computers
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Crossword
    Then Alice's hand is Flight
    And the age 8 pile is Mobility
    And the age 9 pile is Fission, Computers
    And it is Alice's turn 9 with one action used

  @id:echoes-karaoke-hand-value-not-raised-by-archimedes @ultimate-echoes-figures
  @assumes:cards.expansions=["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Karaoke with Archimedes on top: the echo effect draws and melds a 1 for Pottery, not a 2
    # Karaoke features the leaf: Alice shows 1 or more, Bob none (Archery). Alice's top cards
    # Karaoke and Suburbia tie at 9: base draws. Writing is melded onto Archimedes; then the
    # bottom cards of her piles (Karaoke, Archimedes, Suburbia) go to her hand. No available
    # achievement is a 1: Alice claims nothing.
    Given a 2-player game
    And Alice's purple pile is Karaoke
    And Alice's blue pile is Archimedes
    And Alice's yellow pile is Suburbia
    And Alice has Pottery in hand
    And Bob's red pile is Archery
    And the standard achievements are Calendar
    And the age 1 pile is Writing, Clothing
    And the age 2 pile is Mathematics, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Karaoke
    Then Alice's blue pile is Writing
    And Alice's hand is Pottery, Karaoke, Archimedes, Suburbia
    And Alice's achievements are nothing
    And the standard achievements are ages 2
    And the age 1 pile is Clothing
    And the age 2 pile is Mathematics, Currency
    And it is Alice's turn 9 with one action used

  @id:echoes-esports-top-card-value-not-raised-by-archimedes @ultimate-echoes-figures
  @assumes:cards.expansions=["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Esports with Archimedes on top: for Archimedes, a 2, Alice draws and scores a 2, not a 3
    # Esports features the avatar: Alice shows 2 or more, Bob none (Oars). Archimedes is her only
    # non-yellow top card; Esports, an 11, is her unique highest: the 2 is an Echoes card.
    # Not foreseen: no win.
    Given a 2-player game
    And Alice's yellow pile is Esports
    And Alice's blue pile is Archimedes
    And Bob's red pile is Oars
    And the age 2 echoes pile is Lever, Scissors
    And the age 3 echoes pile is Novel, Katana
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Esports
    Then Alice's score pile is Lever
    And the age 2 echoes pile is Scissors
    And the age 3 echoes pile is Novel, Katana
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:echoes-thermometer-yellow-value-not-raised-by-kepler @ultimate-echoes-figures
  @assumes:dogma.missing_value=0
  @assumes:cards.expansions=["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Thermometer self-executed in a Dogma action Johannes Kepler raises: with no yellow card it draws and melds a 1, not a 3
    # Johannes Kepler raises every value written in the action by 2 (Escapism 11 and Kepler 4);
    # "one more than your top yellow card" is computed. Escapism features the avatar: Alice shows
    # 4, Bob none. Alice junks Thermometer and draws three 5s (its value); Thermometer
    # self-executed runs its echo effect first (no green pile: nothing), then melds a 1: Candles,
    # red, so it stops. Escapism is her unique highest top card: every draw is an Echoes card.
    Given a 2-player game
    And Alice's purple pile is Escapism
    And Alice's blue pile is Johannes Kepler
    And Alice has Thermometer in hand
    And Bob's purple pile is Code of Laws
    And the age 5 echoes pile is Octant, Piano, Seed Drill, Coke
    And the age 1 echoes pile is Candles, Bangle
    And the age 3 echoes pile is Novel, Katana
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Escapism
    Then Alice's red pile is Candles
    And Alice's hand is Octant, Piano, Seed Drill
    And the junk pile holds Thermometer
    And the age 1 echoes pile is Bangle
    And the age 3 echoes pile is Novel, Katana
    And it is Alice's turn 9 with one action used

  # --- Sunglasses: a colour other than purple may take purple's direction, red as any other.

  @id:echoes-sunglasses-splays-red-as-purple @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Sunglasses: purple is splayed right, and Alice splays her red pile right too
    # Sunglasses features the castle: Alice shows 5 (Sunglasses 1, Oars and Archery's castles),
    # Bob none. Her hand holds no card of a splayed colour: the echo scores nothing.
    Given a 2-player game
    And Alice's purple pile is Sunglasses, Mysticism splayed right
    And Alice's red pile is Oars, Archery
    And Alice has Sailing in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Sunglasses
    And Alice splays red
    Then Alice's red pile is Oars, Archery splayed right
    And Alice's hand is Sailing
    And it is Alice's turn 4 with one action used

  # --- Television: the achievement needs both that the opponent holds one of the chosen value and
  # that Alice is eligible for it; either missing, nothing is achieved.

  @id:echoes-television-eligible-but-no-achievement-held @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Television: Alice is eligible for a 1 but Bob holds no 1, so his other 1 stays in his score pile
    # Television features the clock: Alice shows 4 (Television 1, Quantum Theory 3), Bob none.
    # Alice's score is Television's visible bonus 8 and her top cards are 8s: eligible for a 1.
    # Bob holds only Steam Engine, a 5.
    Given a 2-player game
    And Alice's purple pile is Television
    And Alice's blue pile is Quantum Theory
    And Bob's green pile is Sailing
    And Bob has Oars, Tools, Coal in the score pile
    And Bob has achievements Steam Engine
    And the age 8 pile is Flight, Mobility
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Television
    And Alice chooses 1
    And Alice transfers Oars
    Then Bob's red pile is Oars
    And Bob's score pile is Tools, Coal
    And Alice's achievements are nothing
    And it is Alice's turn 4 with one action used

  @id:echoes-television-achievement-held-but-not-eligible @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Television: Bob holds a 5 but Alice, scoring 8, is not eligible for a 5, so his other 5 stays in his score pile
    # As above; Alice's score is Television's bonus 8 alone, short of a 5's 25.
    Given a 2-player game
    And Alice's purple pile is Television
    And Alice's blue pile is Quantum Theory
    And Bob's green pile is Sailing
    And Bob has Coal, Banking in the score pile
    And Bob has achievements Steam Engine
    And the age 8 pile is Flight, Mobility
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Television
    And Alice transfers Coal
    Then Bob's red pile is Coal
    And Bob's score pile is Banking
    And Alice's achievements are nothing
    And it is Alice's turn 4 with one action used

  # --- Candles' demand: a card with a castle or a lightbulb; a castle alone is enough.

  @id:echoes-candles-demand-takes-a-card-with-castles-only @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2
  Scenario: Candles: Bob's Metalworking shows castles and no lightbulb, and it is the card he must give
    # Candles features the lightbulb: Alice shows 3 (Candles, Tools), Bob none. Bob has as many
    # points as Alice (Oars; her Candles bonus 1), so her echo draws a 3. Pottery shows leaves
    # only: Bob cannot give it. Both players have two top 1s: base draws.
    Given a 2-player game
    And Alice's red pile is Candles
    And Alice's blue pile is Tools
    And Bob's green pile is Sailing
    And Bob's yellow pile is Agriculture
    And Bob has Oars in the score pile
    And Bob has Metalworking, Pottery in hand
    And the age 1 pile is Clothing, Masonry
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Candles
    Then Alice's hand is Paper, Metalworking
    And Bob's hand is Pottery, Clothing
    And the age 1 pile is Masonry
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  # --- Calculator: two bottom cards adding up to less than 12 draw a card of their total.

  @id:echoes-calculator-total-of-11-draws-an-11 @ultimate-echoes @ultimate-echoes-figures
  @assumes:ages.game_end_draw=12 @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Calculator: Suburbia and Construction add up to 11, so Alice draws an 11; the repeat finds no two bottom cards
    # Calculator features the clock: Alice shows 2, Bob none. Suburbia and Construction are the
    # only non-blue bottom cards: scored without a choice. Calculator, a 9, is then Alice's only
    # top card: her 11 comes from the Echoes deck. Blue holds Calculator alone: nothing to splay.
    Given a 2-player game
    And Alice's blue pile is Calculator
    And Alice's yellow pile is Suburbia
    And Alice's red pile is Construction
    And Bob's purple pile is Code of Laws
    And the age 11 echoes pile is Drone, Robocar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Calculator
    Then Alice's score pile is Suburbia, Construction
    And Alice's hand is Drone
    And the age 11 echoes pile is Robocar
    And it is Alice's turn 9 with one action used

  @id:echoes-calculator-total-not-raised-by-kepler @ultimate-echoes-figures
  @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Calculator self-executed in a Dogma action Johannes Kepler raises: its total of 4 draws a 4, not a 6
    # Johannes Kepler raises every value written in the action by 2 (Escapism 11 and Kepler 4 are
    # Alice's top values above 3); a total the effect computes is not written. Escapism features
    # the avatar: Alice shows 4 (Escapism 3, Kepler 1), Bob none. Alice junks Calculator, draws
    # three 9s (its value, computed too) and self-executes it: Construction and Mapmaking, 2 and 2,
    # make 4. Escapism is her unique highest top card: every draw is an Echoes card. The repeat
    # finds one non-blue bottom card left, Escapism, and scores it.
    Given a 2-player game
    And Alice's purple pile is Escapism
    And Alice's blue pile is Johannes Kepler
    And Alice's red pile is Construction
    And Alice's green pile is Mapmaking
    And Alice has Calculator in hand
    And Bob's purple pile is Code of Laws
    And the age 9 echoes pile is Karaoke, Wristwatch, Jet, Laser
    And the age 4 echoes pile is Globe, Pencil
    And the age 6 echoes pile is Loom, Bifocals
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Escapism
    And Alice scores Construction, Mapmaking
    Then Alice's score pile is Construction, Mapmaking, Escapism
    And Alice's hand is Karaoke, Wristwatch, Jet, Globe
    And the junk pile holds Calculator
    And the age 4 echoes pile is Pencil
    And the age 6 echoes pile is Loom, Bifocals
    And it is Alice's turn 9 with one action used
