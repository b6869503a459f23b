# The age-8 base cards, each effect and branch, from exact positions: Quantum Theory, Rocketry,
# Flight, Mobility, Corporations, Mass Media, Antibiotics, Skyscrapers, Empiricism, Socialism.
# Card texts: engine/data/cards/base.json (our own words); rulebook terms: innovation-deluxe.pt.txt,
# Termos e Conceitos Importantes.
# Every age-8 card reads the same in both editions. Alice launches every dogma; the sharing bonus
# is a draw of the age of her highest top card after the action.
Feature: Age 8 base cards

  # --- Quantum Theory -----------------------------------------------------------------------

  @id:card-base-quantum-theory-shared-two-returned
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Quantum Theory: the sharer returns one card and gets nothing; Alice returns two, draws a 10 and scores a 10
    # Quantum Theory features the clock: Alice shows 3, Bob 3 (Rocketry): he shares.
    Given a 2-player game
    And Alice's blue pile is Quantum Theory
    And Alice has Writing, Pottery in hand
    And Bob's blue pile is Rocketry
    And Bob has Oars, Tools in hand
    And the age 1 pile is Agriculture
    And the age 8 pile is Mobility
    And the age 10 pile is Software, Robotics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Quantum Theory
    Then Bob may return up to 2 of Oars, Tools
    When Bob returns Oars
    Then Bob's hand is Tools
    And Alice may return up to 2 of Writing, Pottery
    When Alice returns Pottery then Writing
    Then Alice's hand is Software, Mobility
    And Alice's score pile is Robotics
    And Bob's score pile is nothing
    And the age 1 pile is Agriculture, Oars, Pottery, Writing
    And the age 8 pile is nothing
    And the age 10 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-quantum-theory-declined
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Quantum Theory: returning nothing draws nothing
    # Alice shows 3 clocks, Bob none.
    Given a 2-player game
    And Alice's blue pile is Quantum Theory
    And Alice has Writing, Pottery in hand
    And Bob's red pile is Archery
    And the age 1 pile is Agriculture
    And the age 10 pile is Software, Robotics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Quantum Theory
    Then Alice may return up to 2 of Writing, Pottery
    When Alice declines
    Then Alice's hand is Writing, Pottery
    And Alice's score pile is nothing
    And the age 1 pile is Agriculture
    And the age 10 pile is Software, Robotics
    And it is Alice's turn 9 with one action used

  # --- Rocketry -----------------------------------------------------------------------------

  @id:card-base-rocketry-shared-from-any-opponent
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.readings.rocketry_opponents=each-card-any-opponent
  @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Rocketry: five clocks return two cards, each picked from any opponent's score pile
    # Rocketry features the clock: Alice shows 5 (Rocketry 3, Quantum Theory 2 through the up
    # splay), two returns; Bob 5 (Satellites 3, The Internet 2): he shares, two returns too.
    Given a 3-player game
    And Alice's blue pile is Rocketry, Quantum Theory splayed up
    And Alice has Writing in the score pile
    And Bob's green pile is Satellites
    And Bob's purple pile is The Internet
    And Bob has Oars, Calendar in the score pile
    And Carol has Tools, Pottery in the score pile
    And the age 1 pile is nothing
    And the age 2 pile is nothing
    And the age 8 pile is Flight
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Rocketry
    Then Bob must return 1 of Tools, Pottery, Writing
    When Bob returns Writing
    Then Bob must return 1 of Tools, Pottery
    When Bob returns Pottery
    Then Alice must return 1 of Oars, Calendar, Tools
    When Alice returns Calendar
    Then Alice must return 1 of Oars, Tools
    When Alice returns Tools
    Then Alice's score pile is nothing
    And Bob's score pile is Oars
    And Carol's score pile is nothing
    And Alice's hand is Flight
    And the age 1 pile is Writing, Pottery, Tools
    And the age 2 pile is Calendar
    And the age 8 pile is nothing
    And it is Alice's turn 9 with one action used

  # The other reading of the text (the variant's dispute on cards.readings.rocketry_opponents):
  # one opponent, chosen first, gives every card. A house variant plays it.

  @id:card-base-rocketry-one-opponent-gives-every-card @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:cards.readings.rocketry_opponents=one-opponent-for-all
  @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Rocketry read as one opponent for all: Alice chooses Bob, and both cards come from his score pile
    # Alice shows 5 clocks (Rocketry 3, Quantum Theory 2 through the up splay): two returns. Bob
    # and Carol show none. Once Bob is chosen, Carol's Pottery cannot be taken.
    Given a house variant of it sets cards.readings.rocketry_opponents to "one-opponent-for-all"
    And a 3-player game
    And Alice's blue pile is Rocketry, Quantum Theory splayed up
    And Bob has Oars, Calendar, Tools in the score pile
    And Carol has Pottery in the score pile
    And the age 1 pile is nothing
    And the age 2 pile is nothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Rocketry
    And Alice chooses Bob
    Then Alice must return 2 of Oars, Calendar, Tools
    When Alice returns Oars, Calendar
    Then Bob's score pile is Tools
    And Carol's score pile is Pottery
    And Alice's score pile is nothing
    And the age 1 pile is Oars
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  @id:card-base-rocketry-fewer-cards-than-returns
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Rocketry: with fewer opponent score cards than returns, what there is goes back unasked
    # Alice shows 5 clocks (two returns); Bob none.
    Given a 2-player game
    And Alice's blue pile is Rocketry, Quantum Theory splayed up
    And Bob's red pile is Archery
    And Bob has Oars in the score pile
    And the age 1 pile is Tools
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Rocketry
    Then Bob's score pile is nothing
    And Bob's red pile is Archery
    And Alice's score pile is nothing
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 9 with one action used

  @id:card-base-rocketry-three-clocks-one-return
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Rocketry: three clocks return a single card (half, rounded down); Alice's own score pile is untouched
    # Alice shows 3 clocks (one return); Bob none.
    Given a 2-player game
    And Alice's blue pile is Rocketry
    And Alice has Sailing in the score pile
    And Bob's red pile is Archery
    And Bob has Oars, Calendar in the score pile
    And the age 1 pile is Tools
    And the age 2 pile is Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Rocketry
    Then Alice must return 1 of Oars, Calendar
    When Alice returns Calendar
    Then Bob's score pile is Oars
    And Alice's score pile is Sailing
    And the age 1 pile is Tools
    And the age 2 pile is Currency, Calendar
    And it is Alice's turn 9 with one action used

  # --- Flight -------------------------------------------------------------------------------

  @id:card-base-flight-red-up-unlocks
  @assumes:actions.per_turn>=2 @assumes:dogma.icon_count_once=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Flight: Alice's red pile splayed up lets her splay blue up; the sharer splays his red up
    # Flight features the crown: Alice shows 3 (Flight 2, Oars 1 through the up splay), Bob 3
    # (Optics): he shares. Bob's red is not up, so the first effect gives him nothing; Alice's
    # green pile has one card and her red is already up.
    Given a 2-player game
    And Alice's blue pile is Tools, Writing
    And Alice's red pile is Flight, Oars splayed up
    And Alice's green pile is The Wheel
    And Bob's red pile is Optics, Archery
    And the age 8 pile is Mobility
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Flight
    Then Alice may splay up to 1 of blue
    When Alice splays blue
    Then Bob may splay up to 1 of red
    When Bob splays red
    Then Bob's red pile is Optics, Archery splayed up
    And Alice's blue pile is Tools, Writing splayed up
    And Alice's red pile is Flight, Oars splayed up
    And Alice's green pile is The Wheel
    And Alice's hand is Mobility
    And the age 8 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-flight-red-not-up
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Flight: an unsplayed red pile gives no free splay; Alice declines to splay red up
    # Alice shows 2 crowns, Bob none.
    Given a 2-player game
    And Alice's blue pile is Tools, Writing
    And Alice's red pile is Flight, Oars
    And Bob's blue pile is Pottery
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Flight
    Then Alice may splay up to 1 of red
    When Alice declines
    Then Alice's blue pile is Tools, Writing
    And Alice's red pile is Flight, Oars
    And Alice's hand is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-flight-free-splay-declined
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Flight: Alice declines the free splay; her red pile, already up, is not offered again
    # Alice shows 3 crowns (Flight 2, Oars 1 through the up splay), Bob none.
    Given a 2-player game
    And Alice's blue pile is Tools, Writing
    And Alice's red pile is Flight, Oars splayed up
    And Bob's blue pile is Pottery
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Flight
    Then Alice may splay up to 1 of blue
    When Alice declines
    Then Alice's blue pile is Tools, Writing
    And Alice's red pile is Flight, Oars splayed up
    And Alice's hand is nothing
    And Bob's blue pile is Pottery
    And it is Alice's turn 9 with one action used

  # --- Mobility -----------------------------------------------------------------------------

  @id:card-base-mobility-two-highest-non-red
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Mobility: Bob gives his highest non-red top card without a factory and picks one of the tied 2s; Carol is spared
    # Mobility features the factory: Alice shows 2, Bob none (affected), Carol 3 (Coal): not affected.
    Given a 3-player game
    And Alice's red pile is Mobility
    And Bob's blue pile is Calendar
    And Bob's red pile is Oars
    And Bob's green pile is Currency, Sailing
    And Bob's yellow pile is Fermenting
    And Bob's purple pile is Education
    And Carol's red pile is Coal
    And the age 8 pile is Antibiotics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Mobility
    Then Bob must transfer 1 of Calendar, Currency, Fermenting
    When Bob transfers Currency
    Then Alice's score pile is Education, Currency
    And Bob's hand is Antibiotics
    And Bob's blue pile is Calendar
    And Bob's red pile is Oars
    And Bob's green pile is Sailing
    And Bob's yellow pile is Fermenting
    And Bob's purple pile is nothing
    And Carol's red pile is Coal
    And Carol's hand is nothing
    And the age 8 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-mobility-exposed-card-not-eligible
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Mobility: with one eligible card only it goes; the card it uncovers is not taken as the second
    # Alice shows 4 factories (Mobility 2, Corporations 2), Bob 2 (Chemistry): affected. Chemistry
    # has a factory and Archery is red; Mysticism, beneath Education, stays.
    Given a 2-player game
    And Alice's red pile is Mobility
    And Alice's green pile is Corporations
    And Bob's blue pile is Chemistry
    And Bob's red pile is Archery
    And Bob's purple pile is Education, Mysticism
    And the age 8 pile is Antibiotics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Mobility
    Then Alice's score pile is Education
    And Bob's purple pile is Mysticism
    And Bob's blue pile is Chemistry
    And Bob's red pile is Archery
    And Bob's hand is Antibiotics
    And the age 8 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-mobility-nothing-eligible
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Mobility: with only red top cards nothing is given and no 8 is drawn
    # Alice shows 2 factories, Bob none (affected).
    Given a 2-player game
    And Alice's red pile is Mobility
    And Bob's red pile is Archery
    And the age 8 pile is Antibiotics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Mobility
    Then Alice's score pile is nothing
    And Bob's red pile is Archery
    And Bob's hand is nothing
    And the age 8 pile is Antibiotics
    And it is Alice's turn 9 with one action used

  # --- Corporations -------------------------------------------------------------------------

  @id:card-base-corporations-demand-and-shared-meld
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Corporations: Bob gives a top factory card and melds an 8; then Carol and Alice each meld an 8
    # Corporations features the factory: Alice shows 5 (Machine Tools 3, Corporations 2), Bob 3
    # (Physics 1, Colonialism 2): affected; Carol 5 (Coal 3, Steam Engine 2): she shares.
    Given a 3-player game
    And Alice's red pile is Machine Tools
    And Alice's green pile is Corporations
    And Bob's blue pile is Physics
    And Bob's red pile is Colonialism, Oars
    And Carol's red pile is Coal
    And Carol's yellow pile is Steam Engine
    And the age 8 pile is Flight, Antibiotics, Socialism, Rocketry
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Corporations
    Then Bob must transfer 1 of Physics, Colonialism
    When Bob transfers Colonialism
    Then Alice's score pile is Colonialism
    And Bob's red pile is Flight, Oars
    And Bob's blue pile is Physics
    And Carol's yellow pile is Antibiotics, Steam Engine
    And Carol's red pile is Coal
    And Alice's purple pile is Socialism
    And Alice's red pile is Machine Tools
    And Alice's green pile is Corporations
    And Alice's hand is Rocketry
    And the age 8 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-corporations-no-non-green-factory
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Corporations: a green factory card does not qualify, so the demand gives nothing; Alice still melds an 8
    # Alice shows 2 factories, Bob 1 (Invention): affected.
    Given a 2-player game
    And Alice's green pile is Corporations
    And Bob's blue pile is Writing
    And Bob's green pile is Invention
    And the age 8 pile is Flight, Mobility
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Corporations
    Then Alice's score pile is nothing
    And Alice's red pile is Flight
    And Alice's green pile is Corporations
    And Bob's blue pile is Writing
    And Bob's green pile is Invention
    And Bob's hand is nothing
    And the age 8 pile is Mobility
    And it is Alice's turn 9 with one action used

  # --- Mass Media ---------------------------------------------------------------------------

  @id:card-base-mass-media-value-from-every-score-pile
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Mass Media: the sharer declines; Alice returns a card, names 2 and every 2 leaves every score pile; she splays purple up
    # Mass Media features the lightbulb: Alice shows 5 (Mass Media 2, Education 3), Bob 6
    # (Experimentation 3, Philosophy 3): he shares. Bob's purple pile has one card: no splay asked.
    # The three 2s (Alice's Calendar, Bob's Mathematics and Fermenting) all go under the age-2
    # pile, so Alice orders them: Fermenting first ends on top of the three.
    Given a 2-player game
    And Alice's green pile is Mass Media
    And Alice's purple pile is Education, Mysticism
    And Alice has Tools in hand
    And Alice has Calendar, Archery in the score pile
    And Bob's blue pile is Experimentation
    And Bob's purple pile is Philosophy
    And Bob has Oars in hand
    And Bob has Mathematics, Fermenting, Sailing in the score pile
    And the age 1 pile is Pottery
    And the age 2 pile is Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Mass Media
    Then Bob may return up to 1 of Oars
    When Bob declines
    Then Alice may return up to 1 of Tools
    When Alice returns Tools
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    When Alice chooses 2
    And Alice returns Fermenting then Calendar then Mathematics
    Then Alice may splay up to 1 of purple
    When Alice splays purple
    Then Alice's purple pile is Education, Mysticism splayed up
    And Alice's score pile is Archery
    And Alice's hand is nothing
    And Bob's score pile is Sailing
    And Bob's hand is Oars
    And Bob's purple pile is Philosophy
    And the age 1 pile is Pottery, Tools
    And the age 2 pile is Currency, Fermenting, Calendar, Mathematics
    And it is Alice's turn 9 with one action used

  @id:card-base-mass-media-absent-value
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Mass Media: naming a value nobody has in the score pile returns nothing more
    # Alice shows 2 lightbulbs, Bob none.
    Given a 2-player game
    And Alice's green pile is Mass Media
    And Alice has Tools in hand
    And Alice has Calendar in the score pile
    And Bob's red pile is Archery
    And Bob has Oars in the score pile
    And the age 1 pile is nothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Mass Media
    Then Alice may return up to 1 of Tools
    When Alice returns Tools
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    When Alice chooses 7
    Then Alice's score pile is Calendar
    And Bob's score pile is Oars
    And Alice's hand is nothing
    And the age 1 pile is Tools
    And it is Alice's turn 9 with one action used

  # --- Antibiotics --------------------------------------------------------------------------

  @id:card-base-antibiotics-shared-two-eights-per-value
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Antibiotics: the sharer returns two 1s (two 8s); Alice returns a 2 and a 1 (four 8s)
    # Antibiotics features the leaf: Alice shows 3, Bob 3 (Agriculture): he shares.
    Given a 2-player game
    And Alice's yellow pile is Antibiotics
    And Alice has Writing, Calendar in hand
    And Bob's yellow pile is Agriculture
    And Bob has Oars, Pottery, Tools in hand
    And the age 1 pile is Archery
    And the age 2 pile is nothing
    And the age 8 pile is Flight, Mobility, Corporations, Mass Media, Skyscrapers, Empiricism, Socialism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Antibiotics
    Then Bob may return up to 3 of Oars, Pottery, Tools
    When Bob returns Oars then Tools
    Then Bob's hand is Pottery, Flight, Mobility
    And Alice may return up to 2 of Writing, Calendar
    When Alice returns Calendar then Writing
    Then Alice's hand is Corporations, Mass Media, Skyscrapers, Empiricism, Socialism
    And the age 1 pile is Archery, Oars, Tools, Writing
    And the age 2 pile is Calendar
    And the age 8 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-antibiotics-declined
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Antibiotics: returning nothing draws nothing
    # Alice shows 3 leaves, Bob none.
    Given a 2-player game
    And Alice's yellow pile is Antibiotics
    And Alice has Oars in hand
    And Bob's red pile is Archery
    And the age 8 pile is Flight
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Antibiotics
    Then Alice may return up to 1 of Oars
    When Alice declines
    Then Alice's hand is Oars
    And the age 8 pile is Flight
    And it is Alice's turn 9 with one action used

  # --- Skyscrapers --------------------------------------------------------------------------

  @id:card-base-skyscrapers-transfer-score-return
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Skyscrapers: Bob moves a clock card onto Alice's board, scores the card beneath and returns the rest
    # Skyscrapers features the crown: Alice shows 2, Bob none (affected). Stem Cells is yellow
    # and never qualifies.
    Given a 2-player game
    And Alice's yellow pile is Skyscrapers
    And Bob's blue pile is Rocketry, Tools, Pottery splayed right
    And Bob's green pile is Satellites
    And Bob's yellow pile is Stem Cells
    And the age 1 pile is Archery
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Skyscrapers
    Then Bob must transfer 1 of Rocketry, Satellites
    When Bob transfers Rocketry
    Then Alice's blue pile is Rocketry
    And Alice's yellow pile is Skyscrapers
    And Bob's score pile is Tools
    And Bob's blue pile is nothing
    And Bob's green pile is Satellites
    And Bob's yellow pile is Stem Cells
    And the age 1 pile is Archery, Pottery
    And it is Alice's turn 9 with one action used

  @id:card-base-skyscrapers-returns-in-the-order-given
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Skyscrapers: Bob orders the returned cards that go under the same supply pile
    # Skyscrapers features the crown: Alice shows 2, Bob none (affected). Rocketry is Bob's only
    # top card with a clock. Tools, then on top, is scored; Pottery and Writing go under the
    # age-1 pile and Alchemy under the age-3 pile. Bob returns Writing before Pottery (not their
    # order in his pile), so Writing ends above Pottery.
    Given a 2-player game
    And Alice's yellow pile is Skyscrapers
    And Bob's blue pile is Rocketry, Tools, Pottery, Alchemy, Writing
    And the age 1 pile is Archery
    And the age 3 pile is Paper
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Skyscrapers
    And Bob returns Writing then Pottery then Alchemy
    Then Alice's blue pile is Rocketry
    And Alice's yellow pile is Skyscrapers
    And Bob's score pile is Tools
    And Bob's board is empty
    And the age 1 pile is Archery, Writing, Pottery
    And the age 3 pile is Paper, Alchemy
    And it is Alice's turn 9 with one action used

  @id:card-base-skyscrapers-lone-card
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Skyscrapers: a lone clock card goes unasked and leaves nothing to score
    # Alice shows 4 crowns (Skyscrapers 2, Sailing 2), Bob none (affected).
    Given a 2-player game
    And Alice's yellow pile is Skyscrapers
    And Alice's green pile is Sailing
    And Bob's green pile is Satellites
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Skyscrapers
    Then Alice's green pile is Satellites, Sailing
    And Alice's yellow pile is Skyscrapers
    And Bob's board is empty
    And Bob's score pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-skyscrapers-no-clock-and-equal-spared
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Skyscrapers: an affected player without a clock card gives nothing; an opponent with as many crowns is spared
    # Alice shows 2 crowns, Bob none (affected, no clock on his top cards), Carol 2 (Bicycle):
    # not affected, though Bicycle has a clock.
    Given a 3-player game
    And Alice's yellow pile is Skyscrapers
    And Bob's red pile is Archery
    And Bob's purple pile is Mysticism
    And Carol's green pile is Bicycle, Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Skyscrapers
    Then Alice's yellow pile is Skyscrapers
    And Alice's green pile is nothing
    And Bob's red pile is Archery
    And Bob's purple pile is Mysticism
    And Bob's score pile is nothing
    And Carol's green pile is Bicycle, Sailing
    And Carol's score pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Empiricism ---------------------------------------------------------------------------

  @id:card-base-empiricism-shared-named-and-not
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Empiricism: the sharer's 9 is not of a named colour and stays in hand; Alice's is, so she melds it and splays blue up
    # Empiricism features the lightbulb: Alice shows 5 (Tools 2, Empiricism 3), Bob 5 (Writing 2,
    # Philosophy 3): he shares. Neither comes near 20 lightbulbs.
    Given a 2-player game
    And Alice's blue pile is Tools
    And Alice's purple pile is Empiricism, Mysticism
    And Bob's blue pile is Writing
    And Bob's purple pile is Philosophy
    And the age 9 pile is Ecology, Genetics, Composites
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Empiricism
    Then Bob must choose 2 of blue, red, green, yellow, purple
    When Bob chooses red, green
    Then Bob's hand is Ecology
    And Alice must choose 2 of blue, red, green, yellow, purple
    When Alice chooses blue, purple
    Then Alice may splay up to 1 of blue
    When Alice splays blue
    Then Alice's blue pile is Genetics, Tools splayed up
    And Alice's purple pile is Empiricism, Mysticism
    And Alice's hand is Composites
    And Bob's blue pile is Writing
    And Bob's purple pile is Philosophy
    And the age 9 pile is nothing
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:card-base-empiricism-twenty-one-lightbulbs-win
  @assumes:actions.per_turn>=2 @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Empiricism: a board showing 21 lightbulbs wins, even when the 9 stays in hand
    # Alice shows 21 lightbulbs: blue 8 (Genetics 3, Experimentation 3 and Evolution 2 through
    # the up splay), Classification 3, Perspective 2, purple 8 (Empiricism 3, Philosophy 3,
    # Education 2). Bob none.
    Given a 2-player game
    And Alice's blue pile is Genetics, Experimentation, Evolution splayed up
    And Alice's green pile is Classification
    And Alice's yellow pile is Perspective
    And Alice's purple pile is Empiricism, Philosophy, Education splayed up
    And the age 9 pile is Ecology
    And it is Alice's turn 9 with every action left
    Then Alice shows 21 lightbulb
    When Alice performs the dogma of Empiricism
    Then Alice must choose 2 of blue, red, green, yellow, purple
    When Alice chooses red, green
    Then Alice's hand is Ecology
    And Alice's yellow pile is Perspective
    And Alice wins by dogma

  @id:card-base-empiricism-exactly-twenty-after-meld
  @assumes:actions.per_turn>=2 @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Empiricism: the melded 9 brings the board from 18 to exactly 20 lightbulbs, which wins; the splay is declined
    # Alice shows 18 lightbulbs: blue 7 (Genetics 3, Experimentation 3 and Calendar 1 through the
    # up splay), Classification 3, Agriculture none, purple 8. Ecology (2) is melded on yellow. Bob none.
    Given a 2-player game
    And Alice's blue pile is Genetics, Experimentation, Calendar splayed up
    And Alice's green pile is Classification
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Empiricism, Philosophy, Education splayed up
    And the age 9 pile is Ecology, Composites
    And it is Alice's turn 9 with every action left
    Then Alice shows 18 lightbulb
    When Alice performs the dogma of Empiricism
    Then Alice must choose 2 of blue, red, green, yellow, purple
    When Alice chooses yellow, red
    Then Alice may splay up to 1 of yellow
    When Alice declines
    Then Alice's yellow pile is Ecology, Agriculture
    And Alice's hand is nothing
    And Alice shows 20 lightbulb
    And the age 9 pile is Composites
    And Alice wins by dogma

  # --- Socialism ----------------------------------------------------------------------------

  @id:card-base-socialism-purple-takes-lowest
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Socialism: Alice tucks her whole hand, a purple card among it, and takes every lowest card from each opponent's hand
    # Socialism features the leaf: Alice shows 3, Bob and Carol none. Two of Alice's cards go
    # under the purple pile: she orders the tucks.
    Given a 3-player game
    And Alice's purple pile is Socialism
    And Alice has Mysticism, Code of Laws, Tools in hand
    And Bob has Calendar, Oars, Archery, Philosophy in hand
    And Carol's red pile is Combustion
    And Carol has Writing, Sailing in hand
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Socialism
    Then Alice may accept or decline
    When Alice accepts
    When Alice tucks Code of Laws then Tools then Mysticism
    Then Alice's purple pile is Socialism, Code of Laws, Mysticism
    And Alice's blue pile is Tools
    And Alice's hand is Oars, Archery, Writing, Sailing
    And Bob's hand is Calendar, Philosophy
    And Carol's hand is nothing
    And Carol's red pile is Combustion
    And it is Alice's turn 9 with one action used

  @id:card-base-socialism-shared-no-purple-and-declined
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Socialism: the sharer tucks a hand without purple and takes nothing; Alice declines and tucks nothing
    # Alice shows 3 leaves, Bob 3 (Agriculture): he shares.
    Given a 2-player game
    And Alice's purple pile is Socialism
    And Alice has Writing in hand
    And Bob's yellow pile is Agriculture
    And Bob has Oars in hand
    And the age 8 pile is Flight
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Socialism
    Then Bob may accept or decline
    When Bob accepts
    Then Bob's red pile is Oars
    And Alice may accept or decline
    When Alice declines
    Then Alice's hand is Writing, Flight
    And Alice's purple pile is Socialism
    And Alice's blue pile is nothing
    And Bob's hand is nothing
    And Bob's yellow pile is Agriculture
    And the age 8 pile is nothing
    And it is Alice's turn 9 with one action used
