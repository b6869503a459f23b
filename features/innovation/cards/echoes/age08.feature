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
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
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

  @id:echoes-tractor-foreseen-seven-more @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Tractor foreseen: after its echo and two effects, Alice draws and scores a 7 seven times more
    # Alice melds Antibiotics (8): Tractor (8) is promoted onto her yellow pile, foreseen. Her top
    # cards tie at 8 (Tractor, Flight): the ten 7s are base cards, in the order of the pile.
    Given a 2-player game
    And Alice's red pile is Flight
    And Alice has Antibiotics in hand
    And Alice has Tractor in the forecast
    And Bob's green pile is Sailing
    And the age 7 pile is Evolution, Publications, Combustion, Explosives, Bicycle, Electricity, Refrigeration, Sanitation, Lighting, Railroad
    And it is Alice's turn 4 with every action left
    When Alice melds Antibiotics
    Then Alice's hand is Evolution, Combustion
    And Alice's score pile is Publications, Explosives, Bicycle, Electricity, Refrigeration, Sanitation, Lighting, Railroad
    And Alice's yellow pile is Tractor, Antibiotics
    And Alice's forecast is nothing
    And the age 7 pile is nothing
    And it is Alice's turn 4 with one action used

  # --- Radio Telescope (8, blue, lightbulb): draw a 9 per colour showing a lightbulb (foreseen: as
  # many 10s too); meld one, return the rest; melding A.I. wins.

  @id:echoes-radio-telescope-two-nines @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Radio Telescope: two colours show a lightbulb, two 9s drawn, Alice melds one and returns the other
    # Radio Telescope features the lightbulb: Alice shows 6 (Radio Telescope 3, Empiricism 3), Bob
    # none. Alice's top cards tie at 8: base draws.
    Given a 2-player game
    And Alice's blue pile is Radio Telescope
    And Alice's purple pile is Empiricism
    And Bob's red pile is Oars
    And the age 9 pile is Genetics, Ecology, Computers
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Radio Telescope
    Then Alice must meld 1 of Genetics, Ecology
    When Alice melds Genetics
    Then Alice's blue pile is Genetics, Radio Telescope
    And Alice's hand is nothing
    And the age 9 pile is Computers, Ecology
    And the game is not over
    And it is Alice's turn 4 with one action used

  @id:echoes-radio-telescope-melds-ai-wins @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:actions.skip_empty_piles=true @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Radio Telescope: the 9 deck is empty, so 10s are drawn; Alice melds A.I. and wins
    Given a 2-player game
    And Alice's blue pile is Radio Telescope
    And Alice's purple pile is Empiricism
    And Bob's red pile is Oars
    And the age 9 pile is nothing
    And the age 10 pile is Robotics, A.I., Databases
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Radio Telescope
    Then Alice must meld 1 of Robotics, A.I.
    When Alice melds A.I.
    Then Alice wins by dogma

  @id:echoes-radio-telescope-foreseen-draws-tens-too @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Radio Telescope foreseen: one lightbulb colour draws a 9 and a 10; Alice melds A.I. and wins
    # Alice melds Quantum Theory (8): Radio Telescope (8) is promoted onto it, foreseen. Only the
    # blue pile shows a lightbulb (Antibiotics has none). Alice's top cards tie at 8.
    Given a 2-player game
    And Alice's yellow pile is Antibiotics
    And Alice has Quantum Theory in hand
    And Alice has Radio Telescope in the forecast
    And Bob's red pile is Oars
    And the age 9 pile is Genetics, Ecology
    And the age 10 pile is A.I., Robotics
    And it is Alice's turn 4 with every action left
    When Alice melds Quantum Theory
    Then Alice must meld 1 of Genetics, A.I.
    When Alice melds A.I.
    Then Alice wins by dogma
    And Alice's purple pile is A.I.
    And the age 9 pile is Ecology, Genetics

  @id:echoes-radio-telescope-foreseen-two-colours-meld-one-return-three @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Radio Telescope foreseen: two lightbulb colours draw two 9s and two 10s; Alice melds Software and returns the other three
    # Alice melds Quantum Theory (8): Radio Telescope (8) is promoted onto it, foreseen. Blue
    # (Radio Telescope) and purple (Empiricism) show a lightbulb: N is 2. Her top cards tie at 8,
    # so the four draws are base cards; the two 9s go under their deck in the order she gives.
    Given a 2-player game
    And Alice's purple pile is Empiricism
    And Alice has Quantum Theory in hand
    And Alice has Radio Telescope in the forecast
    And Bob's red pile is Oars
    And the age 9 pile is Genetics, Ecology, Computers
    And the age 10 pile is Software, Robotics, Databases
    And it is Alice's turn 4 with every action left
    When Alice melds Quantum Theory
    Then Alice must meld 1 of Genetics, Ecology, Software, Robotics
    When Alice melds Software
    And Alice returns Ecology then Genetics
    Then Alice's blue pile is Software, Radio Telescope, Quantum Theory
    And Alice's hand is nothing
    And Alice's forecast is nothing
    And the age 9 pile is Computers, Ecology, Genetics
    And the age 10 pile is Databases, Robotics
    And the game is not over
    And it is Alice's turn 4 with one action used

  # --- X-Ray (8, blue, leaf): echo draw and tuck an 8; choose a value, draw one of it per colour
  # showing a leaf, foreshadow any of them; return your hand; may splay yellow up.

  @id:echoes-x-ray-none-foreshadowed @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: X-Ray: an 8 tucked, two 3s drawn for two leaf colours and kept, then the whole hand returned; yellow splayed up
    # X-Ray features the leaf: Alice shows 4 (X-Ray 1, Antibiotics 3), Bob none. Flight is tucked
    # into a new red pile (no leaf): two colours show a leaf. Alice's top cards tie at 8.
    Given a 2-player game
    And Alice's blue pile is X-Ray
    And Alice's yellow pile is Antibiotics, Agriculture
    And Alice has Oars in hand
    And Bob's red pile is Archery
    And the age 1 pile is Tools
    And the age 3 pile is Compass, Paper, Optics
    And the age 8 pile is Flight, Mobility
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of X-Ray
    And Alice chooses 3
    Then Alice may choose up to 2 of Compass, Paper
    When Alice declines
    And Alice returns Compass then Paper
    Then Alice may splay up to 1 of yellow
    When Alice splays yellow
    Then Alice's hand is nothing
    And Alice's red pile is Flight
    And Alice's yellow pile is Antibiotics, Agriculture splayed up
    And the age 1 pile is Tools, Oars
    And the age 3 pile is Optics, Compass, Paper
    And the age 8 pile is Mobility
    And it is Alice's turn 4 with one action used

  @id:echoes-x-ray-foreshadow-one @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: X-Ray: Alice foreshadows one of the two drawn 5s and returns the other with her hand
    # As above, with the value 5 chosen; the forecast has room for both, Alice keeps one in hand.
    Given a 2-player game
    And Alice's blue pile is X-Ray
    And Alice's yellow pile is Antibiotics, Agriculture
    And Bob's red pile is Archery
    And the age 5 pile is Coal, Banking, Physics
    And the age 8 pile is Flight, Mobility
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of X-Ray
    And Alice chooses 5
    Then Alice may choose up to 2 of Coal, Banking
    When Alice chooses Banking
    And Alice declines
    Then Alice's forecast is Banking
    And Alice's hand is nothing
    And Alice's yellow pile is Antibiotics, Agriculture
    And the age 5 pile is Physics, Coal
    And it is Alice's turn 4 with one action used

  @id:echoes-x-ray-forecast-room-bounds @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:limits.safe_and_forecast=five-minus-highest-splay
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:splay.unsplay_small_piles=true
  Scenario: X-Ray: with a red pile splayed aslant Alice's forecast holds one card, so only one of the drawn cards may be foreshadowed
    # The highest splay is aslant: 5 less 4, a limit of 1, and her forecast is empty.
    Given a 2-player game
    And Alice's blue pile is X-Ray
    And Alice's yellow pile is Antibiotics
    And Alice's red pile is Metalworking, Oars splayed aslant
    And Bob's red pile is Archery
    And the age 5 pile is Coal, Banking, Physics
    And the age 8 pile is Flight, Mobility
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of X-Ray
    And Alice chooses 5
    Then Alice may choose up to 1 of Coal, Banking
    When Alice chooses Coal
    Then Alice's forecast is Coal
    And Alice's hand is nothing
    And the age 5 pile is Physics, Banking
    And it is Alice's turn 4 with one action used

  # --- Bandage (8, red, leaf): echo meld a card with a leaf from hand; demand return a score card
  # and a top card with a clock, and having done both junk an available achievement per
  # achievement held.

  @id:echoes-bandage-both-returned-junk-two @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:dogma.demands_earn_bonus=false
  Scenario: Bandage: Alice melds a leaf card; Bob returns a clock score card and a clock top card, then junks two achievements for the two he holds
    # Bandage features the leaf: Alice shows 2, Bob none. Bob holds Tools and Monument.
    Given a 2-player game
    And Alice's red pile is Bandage
    And Alice has Agriculture, Clothing, Writing in hand
    And Bob's purple pile is Railroad
    And Bob has Flight, Coal in the score pile
    And Bob has achievements Tools, Monument
    And the standard achievements are Pottery, Mathematics, Chemistry
    And the special achievements are World
    And the age 7 pile is Lighting
    And the age 8 pile is Mobility
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Bandage
    Then Alice must meld 1 of Agriculture, Clothing
    When Alice melds Clothing
    And Bob junks Mathematics, World
    Then the junk pile holds Mathematics, World
    And the standard achievements are ages 1, 5
    And the special achievements are nothing
    And Alice's green pile is Clothing
    And Alice's hand is Agriculture, Writing
    And Bob's score pile is Coal
    And Bob's purple pile is nothing
    And the age 7 pile is Lighting, Railroad
    And the age 8 pile is Mobility, Flight
    And it is Alice's turn 4 with one action used

  @id:echoes-bandage-no-clock-top @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Bandage: Bob returns his clock score card but has no top card with a clock, so he junks nothing
    Given a 2-player game
    And Alice's red pile is Bandage
    And Alice has Agriculture in hand
    And Bob's green pile is Sailing
    And Bob has Flight in the score pile
    And Bob has achievements Tools
    And the standard achievements are Pottery, Mathematics
    And the age 8 pile is Mobility
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Bandage
    Then Alice's yellow pile is Agriculture
    And Bob's score pile is nothing
    And Bob's green pile is Sailing
    And the age 8 pile is Mobility, Flight
    And the standard achievements are ages 1, 2
    And the junk pile holds nothing
    And it is Alice's turn 4 with one action used

  # --- Parachute (8, red, clock): demand every hand card without a clock to the launcher's hand;
  # foreseen: junk every card of every board.

  @id:echoes-parachute-demand-not-foreseen @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:dogma.demands_earn_bonus=false
  Scenario: Parachute: Bob gives his hand cards without a clock and keeps Flight; not foreseen, no board is junked
    # Parachute features the clock: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's red pile is Parachute
    And Bob's green pile is Sailing
    And Bob has Oars, Flight, Coal in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Parachute
    Then Alice's hand is Oars, Coal
    And Bob's hand is Flight
    And Bob's green pile is Sailing
    And Alice's red pile is Parachute
    And the junk pile holds nothing
    And it is Alice's turn 4 with one action used

  @id:echoes-parachute-foreseen-junks-every-board @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:dogma.demands_earn_bonus=false
  Scenario: Parachute foreseen: after Bob gives his hand cards without a clock, every card of both boards is junked
    # Alice melds Flight (8): Parachute (8) is promoted onto it, foreseen. Parachute features the
    # clock: Alice shows 5 (Parachute 2, Quantum Theory 3; Flight is covered), Bob none.
    Given a 2-player game
    And Alice's blue pile is Quantum Theory
    And Alice has Flight in hand
    And Alice has Parachute in the forecast
    And Bob's green pile is Sailing, Clothing
    And Bob has Oars, Mobility in hand
    And it is Alice's turn 4 with every action left
    When Alice melds Flight
    Then Alice's board is empty
    And Bob's board is empty
    And the junk pile holds Parachute, Flight, Quantum Theory, Sailing, Clothing
    And Alice's hand is Oars
    And Bob's hand is Mobility
    And it is Alice's turn 4 with one action used

  # --- Nylon (8, green, factory): draw and tuck an 8 three times, again while a green one is
  # tucked; may splay red up.

  @id:echoes-nylon-three-tucks-no-green @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Nylon: three 8s tucked, none green, so no repeat; red splayed up
    # Nylon features the factory: Alice shows 4 (Nylon 2, Mobility 2), Bob none. Alice's top cards
    # tie at 8.
    Given a 2-player game
    And Alice's green pile is Nylon
    And Alice's red pile is Mobility
    And Alice's blue pile is Tools
    And Alice's yellow pile is Agriculture
    And Bob's green pile is Sailing
    And the age 8 pile is Flight, Quantum Theory, Antibiotics, Corporations
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Nylon
    Then Alice may splay up to 1 of red
    When Alice splays red
    Then Alice's red pile is Mobility, Flight splayed up
    And Alice's blue pile is Tools, Quantum Theory
    And Alice's yellow pile is Agriculture, Antibiotics
    And the age 8 pile is Corporations
    And it is Alice's turn 4 with one action used

  @id:echoes-nylon-green-repeats @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Nylon: a green 8 among the three tucked repeats the effect once more; Alice declines the splay
    Given a 2-player game
    And Alice's green pile is Nylon
    And Alice's red pile is Mobility
    And Alice's blue pile is Tools
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Mysticism
    And Bob's green pile is Sailing
    And the age 8 pile is Flight, Corporations, Antibiotics, Quantum Theory, Skyscrapers, Socialism, Rocketry
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Nylon
    Then Alice may splay up to 1 of red
    When Alice declines
    Then Alice's green pile is Nylon, Corporations
    And Alice's red pile is Mobility, Flight
    And Alice's blue pile is Tools, Quantum Theory
    And Alice's yellow pile is Agriculture, Antibiotics, Skyscrapers
    And Alice's purple pile is Mysticism, Socialism
    And the age 8 pile is Rocketry
    And it is Alice's turn 4 with one action used

  # --- Sliced Bread (8, green, crown): echo return your hand and draw two 8s; return a score card,
  # then draw and score two cards of one value less.

  @id:echoes-sliced-bread-return-and-score @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Sliced Bread: Alice returns her hand and draws two 8s, then returns Canning and draws and scores two 5s
    # Sliced Bread features the crown: Alice shows 3 (Sliced Bread 1, Flight 2), Bob none. Alice's
    # top cards tie at 8.
    Given a 2-player game
    And Alice's green pile is Sliced Bread
    And Alice's red pile is Flight
    And Alice has Oars, Calendar in hand
    And Alice has Coal, Canning in the score pile
    And Bob's yellow pile is Agriculture
    And the age 1 pile is Tools
    And the age 2 pile is Mathematics
    And the age 5 pile is Chemistry, Physics, Banking
    And the age 6 pile is Vaccination
    And the age 8 pile is Mobility, Corporations, Antibiotics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Sliced Bread
    Then Alice must return 1 of Coal, Canning
    When Alice returns Canning
    Then Alice's hand is Mobility, Corporations
    And Alice's score pile is Coal, Chemistry, Physics
    And the age 1 pile is Tools, Oars
    And the age 2 pile is Mathematics, Calendar
    And the age 5 pile is Banking
    And the age 6 pile is Vaccination, Canning
    And the age 8 pile is Antibiotics
    And it is Alice's turn 4 with one action used

  @id:echoes-sliced-bread-empty-score-pile @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Sliced Bread: with an empty hand and score pile Alice only draws two 8s
    Given a 2-player game
    And Alice's green pile is Sliced Bread
    And Alice's red pile is Flight
    And Bob's yellow pile is Agriculture
    And the age 8 pile is Mobility, Corporations, Antibiotics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Sliced Bread
    Then Alice's hand is Mobility, Corporations
    And Alice's score pile is nothing
    And the age 8 pile is Antibiotics
    And it is Alice's turn 4 with one action used

  # --- Air Conditioner (8, yellow, leaf): echo may score a hand card; demand return every score card
  # of a top card's value; junk the 9 deck.

  @id:echoes-air-conditioner-score-return-junk @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:dogma.demands_earn_bonus=false
  Scenario: Air Conditioner: Alice scores Oars; Bob returns his score cards of his top cards' values; the 9 deck is junked
    # Air Conditioner features the leaf: Alice shows 4 (Air Conditioner 1, Socialism 3), Bob 1
    # (Sailing): affected. Bob's top cards are a 1 and a 2: Tools and Construction go back, Coal
    # stays.
    Given a 2-player game
    And Alice's yellow pile is Air Conditioner
    And Alice's purple pile is Socialism
    And Alice has Oars, Writing in hand
    And Bob's green pile is Sailing
    And Bob's red pile is Construction
    And Bob has Tools, Road Building, Coal in the score pile
    And the age 1 pile is Pottery
    And the age 2 pile is Calendar
    And the age 9 pile is Genetics, Computers
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Air Conditioner
    Then Alice may score up to 1 of Oars, Writing
    When Alice scores Oars
    Then Alice's score pile is Oars
    And Alice's hand is Writing
    And Bob's score pile is Coal
    And the age 1 pile is Pottery, Tools
    And the age 2 pile is Calendar, Road Building
    And the junk pile holds Genetics, Computers
    And the age 9 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:echoes-air-conditioner-declined @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Air Conditioner: Alice scores nothing; Bob has no score card of his top cards' values
    Given a 2-player game
    And Alice's yellow pile is Air Conditioner
    And Alice has Oars in hand
    And Bob's red pile is Construction
    And Bob has Tools in the score pile
    And the age 9 pile is Genetics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Air Conditioner
    Then Alice may score up to 1 of Oars
    When Alice declines
    Then Alice's hand is Oars
    And Alice's score pile is nothing
    And Bob's score pile is Tools
    And the junk pile holds Genetics
    And it is Alice's turn 4 with one action used

  @id:echoes-air-conditioner-echo-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:echoes.echo_effects_earn_bonus=true @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Air Conditioner shared: Bob scores from his hand in the echo effect and junks the 9 deck first; Alice draws the sharing bonus
    # Air Conditioner features the leaf: Alice shows 4 (Air Conditioner 1, Socialism 3), Bob 5
    # (Clothing 2, Agriculture 3): he shares the echo and the non-demand effects and is not
    # affected by the demand. His score changes the game, so Alice draws a card (her top cards tie
    # at 8: a base 8) after the last effect. (With Figures that draw is a figure.)
    Given a 2-player game
    And Alice's yellow pile is Air Conditioner
    And Alice's purple pile is Socialism
    And Alice has Oars in hand
    And Bob's green pile is Clothing
    And Bob's yellow pile is Agriculture
    And Bob has Tools in hand
    And Bob has Calendar in the score pile
    And the age 8 pile is Flight, Mobility
    And the age 9 pile is Genetics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Air Conditioner
    Then Bob may score up to 1 of Tools
    When Bob scores Tools
    Then Alice may score up to 1 of Oars
    When Alice declines
    Then Bob's score pile is Calendar, Tools
    And Alice gets the sharing bonus
    And Alice's hand is Oars, Flight
    And the junk pile holds Genetics
    And the age 8 pile is Mobility
    And it is Alice's turn 4 with one action used

  # --- Crossword (8, purple, crown): a card per even visible bonus (foreseen: to the available
  # achievements); return the lowest hand card per odd visible bonus.

  @id:echoes-crossword-even-draws-odd-returns @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:setup.achievement_ages=[1,2,3,4,5,6,7,8,9,10]
  Scenario: Crossword: two even bonuses draw two 8s; one odd bonus returns one of the two tied lowest hand cards
    # Crossword features the crown: Alice shows 2, Bob none. Crossword and X-Ray show a bonus 8,
    # Rubber a bonus 7. Alice's top cards tie at 8 (Crossword, X-Ray).
    Given a 2-player game
    And Alice's purple pile is Crossword
    And Alice's blue pile is X-Ray
    And Alice's red pile is Rubber
    And Alice has Oars, Tools, Calendar in hand
    And Bob's yellow pile is Agriculture
    And the age 1 pile is Pottery
    And the age 8 pile is Flight, Mobility, Corporations
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Crossword
    Then Alice must return 1 of Oars, Tools
    When Alice returns Tools
    Then Alice's hand is Oars, Calendar, Flight, Mobility
    And the age 1 pile is Pottery, Tools
    And the age 8 pile is Corporations
    And the standard achievements are ages 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    And it is Alice's turn 4 with one action used

  @id:echoes-crossword-foreseen-to-the-achievements @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Crossword foreseen: the 8 drawn for its even bonus goes among the available achievements
    # Alice melds Flight (8): Crossword (8) is promoted onto her purple pile, foreseen. Its bonus 8
    # is the only visible bonus: one 8 drawn, no odd bonus. Alice's top cards tie at 8.
    Given a 2-player game
    And Alice has Flight in hand
    And Alice has Crossword in the forecast
    And Bob's yellow pile is Agriculture
    And the standard achievements are Tools, Calendar
    And the age 8 pile is Mobility, Corporations
    And it is Alice's turn 4 with every action left
    When Alice melds Flight
    Then the standard achievements are ages 1, 2, 8
    And Alice's hand is nothing
    And the age 8 pile is Corporations
    And it is Alice's turn 4 with one action used

  # --- Television (8, purple, clock): echo draw and meld an 8; choose a value and an opponent, move
  # one of their score cards of that value onto their board; if they hold an achievement of that
  # value, achieve another of their score cards of it if eligible.

  @id:echoes-television-move-and-achieve @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.bonuses_score=true
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Television: Alice melds an 8, moves Bob's Coal onto his board, and, Bob holding a 5, achieves his Banking
    # Television features the clock: Alice shows 5 (Television 1, Quantum Theory 3, then Flight's
    # 1 does not count: the action's sharing was fixed before), Bob none. Alice's score is 27 plus
    # Television's visible bonus 8: at least 25, and her top cards are 8s: eligible for a 5.
    Given a 2-player game
    And Alice's purple pile is Television
    And Alice's blue pile is Quantum Theory
    And Alice has Computers, Fission, Genetics in the score pile
    And Bob's green pile is Sailing
    And Bob has Coal, Banking, Oars in the score pile
    And Bob has achievements Steam Engine
    And the age 8 pile is Flight, Mobility
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Television
    Then Alice must choose 1 of 1, 5
    When Alice chooses 5
    Then Alice must transfer 1 of Coal, Banking
    When Alice transfers Coal
    Then Bob's red pile is Coal
    And Alice's achievements are Banking
    And Bob's score pile is Oars
    And Alice's red pile is Flight
    And the age 8 pile is Mobility
    And it is Alice's turn 4 with one action used

  @id:echoes-television-no-achievement-of-that-value @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Television: Bob holds no achievement of the chosen value, so Alice only moves his score card onto his board
    Given a 2-player game
    And Alice's purple pile is Television
    And Alice's blue pile is Quantum Theory
    And Bob's green pile is Sailing
    And Bob has Oars, Coal in the score pile
    And Bob has achievements Steam Engine
    And the age 8 pile is Flight, Mobility
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Television
    And Alice chooses 1
    Then Bob's red pile is Oars
    And Bob's score pile is Coal
    And Alice's achievements are nothing
    And it is Alice's turn 4 with one action used

  # --- Shared: Bob, showing as many of the featured icon as Alice, runs each echo effect and
  # each non-demand effect before her (echoes.md §4.2), and his change earns Alice the sharing
  # bonus (her bonus draw is left unstated). Both players' two top 8s tie: every draw is base.

  @id:echoes-tractor-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Tractor shared: Bob, with more clocks, draws a 7, scores a 7 and draws a 7, each before Alice
    # Not foreseen, the fourth effect does nothing for either player.
    Given a 2-player game
    And Alice's yellow pile is Tractor
    And Alice's red pile is Flight
    And Bob's blue pile is Quantum Theory
    And Bob's red pile is Mobility
    And the age 7 pile is Evolution, Publications, Bicycle, Electricity, Lighting, Railroad
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Tractor
    Then Bob's hand is Evolution, Lighting
    And Bob's score pile is Bicycle
    And Alice's score pile is Electricity
    And the age 7 pile is nothing
    And Alice gets the sharing bonus
    And it is Alice's turn 4 with one action used

  @id:echoes-sliced-bread-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Sliced Bread shared: Bob draws two 8s, returns his 5 and scores two 4s; Alice draws two 8s and has no score card
    Given a 2-player game
    And Alice's green pile is Sliced Bread
    And Alice's yellow pile is Skyscrapers
    And Bob's green pile is Corporations
    And Bob's red pile is Flight
    And Bob has Coal in the score pile
    And the age 4 pile is Anatomy, Navigation, Invention
    And the age 5 pile is Physics
    And the age 8 pile is Quantum Theory, Rocketry, Mass Media, Empiricism
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Sliced Bread
    Then Bob's hand is Quantum Theory, Rocketry
    And Bob's score pile is Anatomy, Navigation
    And the age 5 pile is Physics, Coal
    And the age 4 pile is Invention
    And Alice's score pile is nothing
    And Alice gets the sharing bonus
    And it is Alice's turn 4 with one action used

  @id:echoes-nylon-shared
  @assumes:cards.expansions=["echoes"] @assumes:splay.unsplay_small_piles=true
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Nylon shared: Bob, with more factories, tucks three 8s and splays red up; Alice tucks three 8s
    # No tucked card is green, so neither goes again; Alice's single red card cannot be splayed.
    Given a 2-player game
    And Alice's green pile is Nylon
    And Alice's red pile is Mobility
    And Bob's red pile is Composites
    And Bob's purple pile is Specialization
    And the age 8 pile is Quantum Theory, Flight, Empiricism, Rocketry, Socialism, Antibiotics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Nylon
    And Bob splays red
    Then Bob's blue pile is Quantum Theory
    And Bob's red pile is Composites, Flight splayed up
    And Bob's purple pile is Specialization, Empiricism
    And Alice's blue pile is Rocketry
    And Alice's purple pile is Socialism
    And Alice's yellow pile is Antibiotics
    And Alice's red pile is Mobility
    And Alice gets the sharing bonus
    And it is Alice's turn 4 with one action used

  @id:echoes-crossword-shared
  @assumes:cards.expansions=["echoes"] @assumes:dogma.sharing_bonus_draws=1
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Crossword shared: Bob, whose only bonus is an odd 9, draws nothing and returns his lowest hand card; Alice draws an 8 for her bonus 8
    # Bob shows 6 crowns (Flight 2, Sliced Bread 1, Enterprise 3), Alice 4 (Crossword 2,
    # Skyscrapers 2). Both players' top cards tie at 8: the draws are base cards.
    Given a 2-player game
    And Alice's purple pile is Crossword
    And Alice's yellow pile is Skyscrapers
    And Bob's red pile is Flight
    And Bob's green pile is Sliced Bread
    And Bob's purple pile is Enterprise
    And Bob has Coal, Tools in hand
    And the age 1 pile is Archery
    And the age 8 pile is Rocketry, Mass Media, Antibiotics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Crossword
    Then Bob's hand is Coal
    And the age 1 pile is Archery, Tools
    And Alice's hand is Rocketry, Mass Media
    And Alice gets the sharing bonus
    And it is Alice's turn 4 with one action used

  @id:echoes-parachute-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Parachute shared: Bob, with more clocks, is not affected and keeps his hand; not foreseen, the second effect junks nothing, and nobody gets the sharing bonus
    Given a 2-player game
    And Alice's red pile is Parachute
    And Alice's yellow pile is Antibiotics
    And Bob's blue pile is Quantum Theory
    And Bob's red pile is Flight
    And Bob has Coal in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Parachute
    Then Bob's hand is Coal
    And Alice's hand is nothing
    And Bob's blue pile is Quantum Theory
    And Bob's red pile is Flight
    And Alice's red pile is Parachute
    And nobody gets the sharing bonus
    And it is Alice's turn 4 with one action used

  @id:echoes-bandage-shared
  @assumes:cards.expansions=["echoes"] @assumes:echoes.echo_effects_earn_bonus=true
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Bandage shared: Bob, with more leaves, is not affected; he melds his leaf card from hand, and Alice, with an empty hand, melds nothing
    Given a 2-player game
    And Alice's red pile is Bandage
    And Alice's yellow pile is Antibiotics
    And Bob's purple pile is Socialism
    And Bob's yellow pile is Sanitation
    And Bob has Agriculture in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Bandage
    Then Bob's yellow pile is Agriculture, Sanitation
    And Bob's hand is nothing
    And Bob's purple pile is Socialism
    And Alice's yellow pile is Antibiotics
    And Alice gets the sharing bonus
    And it is Alice's turn 4 with one action used

  @id:echoes-radio-telescope-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Radio Telescope shared: Bob, with three lightbulb piles, draws three 9s and melds Genetics; Alice, with one, draws and melds one 9
    # Bob shows 8 lightbulbs (Evolution 3, Mass Media 2, Empiricism 3), Alice 3 (Radio
    # Telescope); both players' top cards tie at 8, so the 9s are base cards.
    Given a 2-player game
    And Alice's blue pile is Radio Telescope
    And Alice's red pile is Flight
    And Bob's blue pile is Evolution
    And Bob's green pile is Mass Media
    And Bob's purple pile is Empiricism
    And the age 9 pile is Computers, Genetics, Collaboration, Satellites, Services
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Radio Telescope
    And Bob melds Genetics
    And Bob returns Computers then Collaboration
    Then Bob's blue pile is Genetics, Evolution
    And Bob's hand is nothing
    And Alice's green pile is Satellites
    And Alice's blue pile is Radio Telescope
    And Alice gets the sharing bonus
    And it is Alice's turn 4 with one action used

  @id:echoes-television-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Television shared: Bob melds an 8 and moves Alice's scored 5 onto her board; Alice melds an 8, and Bob has no score card to move
    Given a 2-player game
    And Alice's purple pile is Television
    And Alice's blue pile is Quantum Theory
    And Alice has Coal in the score pile
    And Bob's blue pile is Rocketry
    And Bob's red pile is Mobility
    And the age 8 pile is Socialism, Antibiotics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Television
    Then Bob's purple pile is Socialism
    And Alice's yellow pile is Antibiotics
    And Alice's red pile is Coal
    And Alice's score pile is nothing
    And Bob's achievements are nothing
    And Alice gets the sharing bonus
    And it is Alice's turn 4 with one action used

  @id:echoes-x-ray-shared
  @assumes:cards.expansions=["echoes"] @assumes:splay.unsplay_small_piles=true
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: X-Ray shared: Bob tucks an 8, draws two 1s, foreshadows one and returns the other; Alice tucks an 8, draws two 1s and returns both
    # Bob shows 6 leaves (Socialism 3, Agriculture 3), Alice 4 (X-Ray 1, Antibiotics 3). The
    # tucked 8s start new piles beside two top 8s, so every draw stays a base card. Each player's
    # yellow pile holds one card: nothing to splay.
    Given a 2-player game
    And Alice's blue pile is X-Ray
    And Alice's yellow pile is Antibiotics
    And Bob's purple pile is Socialism
    And Bob's green pile is Corporations
    And Bob's yellow pile is Agriculture
    And the age 1 pile is Archery, Sailing, Writing, Oars, Tools
    And the age 8 pile is Quantum Theory, Flight
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of X-Ray
    And Bob chooses 1
    And Bob chooses Archery
    And Alice chooses 1
    And Alice declines
    And Alice returns Writing then Oars
    Then Bob's blue pile is Quantum Theory
    And Alice's red pile is Flight
    And Bob's forecast is Archery
    And Bob's hand is nothing
    And Alice's forecast is nothing
    And the age 1 pile is Tools, Sailing, Writing, Oars
    And Alice gets the sharing bonus
    And it is Alice's turn 4 with one action used
