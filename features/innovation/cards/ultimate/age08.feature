# The age-8 fourth-edition cards, each effect and branch, from exact positions: Quantum Theory,
# Rocketry, Flight, Mobility, Corporations, Mass Media, Antibiotics, Skyscrapers, Empiricism,
# Socialism.
# Card texts: engine/data/cards/base-ultimate.json (our own words, with its glossary); rulebook
# terms: innovation-ultimate.es.txt. Alice launches every dogma; a sharing bonus is a normal draw
# of the value of the launcher's highest top card, so that supply pile is always listed.
@ultimate
Feature: Age 8 fourth-edition cards

  # --- Quantum Theory: optional return 1 or 2 hand cards; if 2, draw a 10 then draw and score a 10 ---

  @id:card-ul-quantum-theory-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Quantum Theory shared: Bob returns one card (nothing more), Alice returns two, draws a 10 and scores a 10
    # Quantum Theory features the clock: Alice 3, Bob 3 (Rocketry): Bob shares. Alice's two
    # cards go under the same deck, so she orders them.
    Given a 2-player game
    And Alice has Writing, Pottery in hand
    And Alice's blue pile is Quantum Theory
    And Bob has Oars, Calendar in hand
    And Bob's blue pile is Rocketry
    And the age 1 pile is Agriculture
    And the age 8 pile is Mobility
    And the age 10 pile is Software, Robotics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Quantum Theory
    Then Bob may return up to 2 of Oars, Calendar
    When Bob returns Oars
    Then Alice may return up to 2 of Writing, Pottery
    When Alice returns Pottery then Writing
    Then Alice's hand is Software, Mobility
    And Alice's score pile is Robotics
    And Bob's hand is Calendar
    And Bob's score pile is nothing
    And the age 1 pile is Agriculture, Oars, Pottery, Writing
    And the age 10 pile is nothing
    And the age 8 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-quantum-theory-two-decks-10-runs-out @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:ages.game_end_draw=12
  Scenario: Quantum Theory: two cards of different ages need no order; the 10 deck runs out, so the scored card is an 11
    # Alice shows 3 clocks, Bob none.
    Given a 2-player game
    And Alice has Writing, Calendar in hand
    And Alice's blue pile is Quantum Theory
    And the age 1 pile is nothing
    And the age 2 pile is nothing
    And the age 10 pile is Software
    And the age 11 pile is Fusion
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Quantum Theory
    Then Alice may return up to 2 of Writing, Calendar
    When Alice returns Calendar, Writing
    Then Alice's hand is Software
    And Alice's score pile is Fusion
    And the age 1 pile is Writing
    And the age 2 pile is Calendar
    And the age 10 pile is nothing
    And the age 11 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-quantum-theory-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Quantum Theory: declining the return draws nothing
    # Alice shows 3 clocks, Bob none.
    Given a 2-player game
    And Alice has Writing, Calendar in hand
    And Alice's blue pile is Quantum Theory
    And the age 10 pile is Software
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Quantum Theory
    Then Alice may return up to 2 of Writing, Calendar
    When Alice declines
    Then Alice's hand is Writing, Calendar
    And Alice's score pile is nothing
    And the age 10 pile is Software
    And it is Alice's turn 4 with one action used

  # --- Rocketry: return one opponent score card per colour of yours showing a clock ----------------

  @id:card-ul-rocketry-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[] @assumes:cards.readings.rocketry_opponents=each-card-any-opponent
  Scenario: Rocketry shared in three: Bob's two colours with a clock return two cards, Alice's three return three, from any opponents
    # Rocketry features the clock: Alice 5 (Rocketry 3, Flight 1, Railroad 1 through the right
    # splay) in three colours (blue, red, purple); Bob 6 (Satellites, Fission) in two colours:
    # Bob shares; Carol 0. Each card is picked among every opponent's score cards; Alice's
    # third return is the last card left, so it is not asked.
    Given a 3-player game
    And Alice's blue pile is Rocketry
    And Alice's red pile is Flight
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Mysticism, Railroad splayed right
    And Alice has Writing in the score pile
    And Bob's green pile is Satellites
    And Bob's red pile is Fission
    And Bob has Oars, Calendar in the score pile
    And Carol has Tools, Pottery in the score pile
    And the age 1 pile is nothing
    And the age 2 pile is nothing
    And the age 8 pile is Mobility
    And it is Alice's turn 4 with every action left
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
    And Bob's score pile is nothing
    And Carol's score pile is nothing
    And Alice's hand is Mobility
    And the age 1 pile is Writing, Pottery, Tools, Oars
    And the age 2 pile is Calendar
    And the age 8 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-rocketry-fewer-cards @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:cards.readings.rocketry_opponents=each-card-any-opponent|one-opponent-for-all
  Scenario: Rocketry: two colours with a clock but only one opponent score card, which is returned without a question
    # Alice shows 4 clocks (Rocketry 3, Flight 1) in two colours, Bob none. With one opponent
    # both readings of the text (cards.readings.rocketry_opponents) play alike.
    Given a 2-player game
    And Alice's blue pile is Rocketry
    And Alice's red pile is Flight
    And Bob's red pile is Archery
    And Bob has Oars in the score pile
    And the age 1 pile is Tools
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Rocketry
    Then Bob's score pile is nothing
    And Bob's red pile is Archery
    And Alice's score pile is nothing
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 4 with one action used

  # The other reading of Rocketry's text (the variant's dispute on cards.readings.rocketry_opponents):
  # one opponent, chosen first, gives every card. A house variant of the variant plays it.

  @id:card-ul-rocketry-one-opponent-gives-every-card @needs:resolved_variant @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:cards.readings.rocketry_opponents=one-opponent-for-all
  Scenario: Rocketry read as one opponent for all: Alice chooses Bob, and both cards come from his score pile
    # Alice shows 4 clocks (Rocketry 3, Flight 1) in two colours; Bob and Carol none (no sharing).
    # Once Bob is chosen, Carol's Pottery cannot be taken: two of Bob's three cards go.
    Given a house variant of it sets cards.readings.rocketry_opponents to "one-opponent-for-all"
    And a 3-player game
    And Alice's blue pile is Rocketry
    And Alice's red pile is Flight
    And Bob has Oars, Calendar, Tools in the score pile
    And Carol has Pottery in the score pile
    And the age 1 pile is nothing
    And the age 2 pile is nothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Rocketry
    Then Alice must choose 1 of Bob, Carol
    When Alice chooses Bob
    Then Alice must return 2 of Oars, Calendar, Tools
    When Alice returns Oars, Calendar
    Then Bob's score pile is Tools
    And Carol's score pile is Pottery
    And Alice's score pile is nothing
    And the age 1 pile is Oars
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with one action used

  @id:card-ul-rocketry-one-opponent-with-fewer-cards @needs:resolved_variant @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:cards.readings.rocketry_opponents=one-opponent-for-all
  Scenario: Rocketry read as one opponent for all: an opponent with one score card gives only that one, the other keeps theirs
    # Two colours with a clock ask for two cards; Carol has one, and the second may not come
    # from Bob (in the reading card by card it would have to).
    Given a house variant of it sets cards.readings.rocketry_opponents to "one-opponent-for-all"
    And a 3-player game
    And Alice's blue pile is Rocketry
    And Alice's red pile is Flight
    And Bob has Oars, Calendar, Tools in the score pile
    And Carol has Pottery in the score pile
    And the age 1 pile is nothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Rocketry
    And Alice chooses Carol
    Then Carol's score pile is nothing
    And Bob's score pile is Oars, Calendar, Tools
    And the age 1 pile is Pottery
    And it is Alice's turn 4 with one action used

  @id:card-ul-rocketry-each-card-from-any-opponent @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:cards.readings.rocketry_opponents=each-card-any-opponent
  Scenario: Rocketry read card by card: the position above returns two cards, Carol's one and one of Bob's
    # The same position as the scenario above, in the variant's own reading: every card of either
    # opponent may be taken, each time.
    Given a 3-player game
    And Alice's blue pile is Rocketry
    And Alice's red pile is Flight
    And Bob has Oars, Calendar, Tools in the score pile
    And Carol has Pottery in the score pile
    And the age 1 pile is nothing
    And the age 2 pile is nothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Rocketry
    Then Alice must return 1 of Oars, Calendar, Tools, Pottery
    When Alice returns Pottery
    Then Alice must return 1 of Oars, Calendar, Tools
    When Alice returns Calendar
    Then Carol's score pile is nothing
    And Bob's score pile is Oars, Tools
    And the age 1 pile is Pottery
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with one action used

  # --- Flight: if red is splayed up, splay any colour up; optional red splay up ------------------------

  @id:card-ul-flight-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.icon_count_once=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=[]
  Scenario: Flight shared: Alice's red splayed up lets her splay blue up; Bob splays red up too late for his first effect
    # Flight features the crown: Alice 3 (Flight 2, Oars 1 through the up splay), Bob 3
    # (Optics): Bob shares. Alice's green pile is a single card and red is up already, so blue
    # is her only option; her red is not asked again.
    Given a 2-player game
    And Alice's blue pile is Tools, Writing
    And Alice's red pile is Flight, Oars splayed up
    And Alice's green pile is The Wheel
    And Bob's red pile is Optics, Archery
    And the age 8 pile is Mobility
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Flight
    Then Alice may splay up to 1 of blue
    When Alice splays blue
    Then Bob may splay up to 1 of red
    When Bob splays red
    Then Alice's blue pile is Tools, Writing splayed up
    And Alice's red pile is Flight, Oars splayed up
    And Alice's green pile is The Wheel
    And Alice's hand is Mobility
    And Bob's red pile is Optics, Archery splayed up
    And the age 8 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-flight-red-not-up-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Flight with red not splayed up: no first splay; Alice declines the red splay
    # Alice shows 2 crowns, Bob none.
    Given a 2-player game
    And Alice's blue pile is Tools, Writing
    And Alice's red pile is Flight, Oars
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Flight
    Then Alice may splay up to 1 of red
    When Alice declines
    Then Alice's blue pile is Tools, Writing
    And Alice's red pile is Flight, Oars
    And it is Alice's turn 4 with one action used

  @id:card-ul-flight-red-splayed-up-last @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Flight: Alice splays red up in the second effect, which does not reopen the first
    # Alice shows 2 crowns, Bob none.
    Given a 2-player game
    And Alice's blue pile is Tools, Writing
    And Alice's red pile is Flight, Oars
    And Bob's yellow pile is Masonry
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Flight
    Then Alice may splay up to 1 of red
    When Alice splays red
    Then Alice's red pile is Flight, Oars splayed up
    And Alice's blue pile is Tools, Writing
    And it is Alice's turn 4 with one action used

  # --- Mobility: demand the 2 highest non-red top cards without a factory to my score pile; then draw an 8

  @id:card-ul-mobility-two-highest-with-ties @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Mobility: Bob's 3 goes, and he picks one of his three 2s; he draws an 8; Carol with more factories is not affected
    # Mobility features the factory: Alice 2, Bob 0 (affected), Carol 3 (Coal; not affected).
    # Oars is red, so it never qualifies.
    Given a 3-player game
    And Alice's red pile is Mobility
    And Bob's blue pile is Calendar
    And Bob's red pile is Oars
    And Bob's green pile is Currency, Sailing
    And Bob's yellow pile is Fermenting
    And Bob's purple pile is Education
    And Carol's red pile is Coal
    And the age 8 pile is Antibiotics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Mobility
    Then Bob must transfer 1 of Calendar, Currency, Fermenting
    When Bob transfers Currency
    Then Alice's score pile is Education, Currency
    And Alice's red pile is Mobility
    And Bob's hand is Antibiotics
    And Bob's blue pile is Calendar
    And Bob's red pile is Oars
    And Bob's green pile is Sailing
    And Bob's yellow pile is Fermenting
    And Bob's purple pile is nothing
    And Carol's red pile is Coal
    And Carol's hand is nothing
    And the age 8 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-mobility-one-or-none-qualifies @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Mobility: only one of Bob's top cards qualifies (the card it uncovers is not taken); Carol has none, so she draws nothing
    # Alice shows 4 factories (Mobility 2, Corporations 2), Bob 2 (Chemistry) and Carol 0: both
    # affected. Chemistry has a factory and Archery is red.
    Given a 3-player game
    And Alice's red pile is Mobility
    And Alice's green pile is Corporations
    And Bob's blue pile is Chemistry
    And Bob's red pile is Archery
    And Bob's purple pile is Education, Mysticism
    And Carol's red pile is Oars
    And the age 8 pile is Antibiotics, Flight
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Mobility
    Then Alice's score pile is Education
    And Bob's hand is Antibiotics
    And Bob's blue pile is Chemistry
    And Bob's red pile is Archery
    And Bob's purple pile is Mysticism
    And Carol's red pile is Oars
    And Carol's hand is nothing
    And the age 8 pile is Flight
    And it is Alice's turn 4 with one action used

  @id:card-ul-mobility-equal-factories-not-affected @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Mobility: an opponent with more factories keeps his qualifying top card
    # Alice shows 2 factories, Bob 3 (Coal): not affected.
    Given a 2-player game
    And Alice's red pile is Mobility
    And Bob's red pile is Coal
    And Bob's purple pile is Education
    And the age 8 pile is Antibiotics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Mobility
    Then Alice's score pile is nothing
    And Bob's purple pile is Education
    And Bob's red pile is Coal
    And Bob's hand is nothing
    And the age 8 pile is Antibiotics
    And it is Alice's turn 4 with one action used

  # --- Corporations: demand a top non-green card with a factory, then draw and meld an 8; draw and meld an 8

  @id:card-ul-corporations-demand-and-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Corporations: Bob gives a top card with a factory and melds an 8; Carol (sharing) and Alice meld an 8 each
    # Corporations features the factory: Alice 5 (Machine Tools 3, Corporations 2), Bob 3
    # (Physics 1, Colonialism 2; affected), Carol 5 (Coal 3, Steam Engine 2; shares).
    Given a 3-player game
    And Alice's red pile is Machine Tools
    And Alice's green pile is Corporations
    And Bob's blue pile is Physics
    And Bob's red pile is Colonialism, Oars
    And Carol's red pile is Coal
    And Carol's yellow pile is Steam Engine
    And the age 8 pile is Flight, Antibiotics, Socialism, Rocketry
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Corporations
    Then Bob must transfer 1 of Physics, Colonialism
    When Bob transfers Colonialism
    Then Alice's score pile is Colonialism
    And Bob's red pile is Flight, Oars
    And Bob's blue pile is Physics
    And Bob's hand is nothing
    And Carol's yellow pile is Antibiotics, Steam Engine
    And Carol's red pile is Coal
    And Alice's purple pile is Socialism
    And Alice's red pile is Machine Tools
    And Alice's green pile is Corporations
    And Alice's hand is Rocketry
    And the age 8 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-corporations-green-never-qualifies @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Corporations: Bob's only top card with a factory is green, so he gives nothing and melds nothing; Alice melds an 8
    # Alice shows 2 factories, Bob 1 (Invention): affected.
    Given a 2-player game
    And Alice's green pile is Corporations
    And Bob's green pile is Invention
    And Bob's blue pile is Writing
    And the age 8 pile is Flight
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Corporations
    Then Alice's red pile is Flight
    And Alice's score pile is nothing
    And Alice's green pile is Corporations
    And Bob's green pile is Invention
    And Bob's blue pile is Writing
    And Bob's hand is nothing
    And the age 8 pile is nothing
    And it is Alice's turn 4 with one action used

  # --- Mass Media: optional return a hand card; if so, return a chosen value from every score pile; optional purple splay up

  @id:card-ul-mass-media-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Mass Media shared: Bob declines; Alice returns a card and every 2 from both score piles; both splay purple up
    # Mass Media features the lightbulb: Alice 5 (Mass Media 2, Education 3), Bob 6
    # (Experimentation 3, Philosophy 3): Bob shares. The three 2s all go under the 2 deck, in
    # Alice's order.
    Given a 2-player game
    And Alice has Tools in hand
    And Alice has Calendar, Archery in the score pile
    And Alice's green pile is Mass Media
    And Alice's purple pile is Education, Mysticism
    And Bob has Oars in hand
    And Bob has Mathematics, Fermenting, Sailing in the score pile
    And Bob's blue pile is Experimentation
    And Bob's purple pile is Philosophy, Code of Laws
    And the age 1 pile is Pottery
    And the age 2 pile is Currency
    And the age 8 pile is Mobility
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Mass Media
    Then Bob may return up to 1 of Oars
    When Bob declines
    Then Alice may return up to 1 of Tools
    When Alice returns Tools
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 2
    When Alice returns Mathematics then Calendar then Fermenting
    Then Bob may splay up to 1 of purple
    When Bob splays purple
    Then Alice may splay up to 1 of purple
    When Alice splays purple
    Then Alice's score pile is Archery
    And Alice's hand is Mobility
    And Alice's purple pile is Education, Mysticism splayed up
    And Bob's score pile is Sailing
    And Bob's hand is Oars
    And Bob's purple pile is Philosophy, Code of Laws splayed up
    And the age 1 pile is Pottery, Tools
    And the age 2 pile is Currency, Mathematics, Calendar, Fermenting
    And the age 8 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-mass-media-value-nobody-scored @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Mass Media: a value no score pile holds returns nothing more; no purple pile to splay
    # Alice shows 2 lightbulbs, Bob none.
    Given a 2-player game
    And Alice has Tools in hand
    And Alice has Calendar in the score pile
    And Alice's green pile is Mass Media
    And Bob has Oars in the score pile
    And the age 1 pile is nothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Mass Media
    Then Alice may return up to 1 of Tools
    When Alice returns Tools
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 11
    Then Alice's hand is nothing
    And Alice's score pile is Calendar
    And Bob's score pile is Oars
    And the age 1 pile is Tools
    And it is Alice's turn 4 with one action used

  # --- Antibiotics: optional return 1 to 3 hand cards; draw two 8s per different value returned ------

  @id:card-ul-antibiotics-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Antibiotics shared: Bob returns one card and draws two 8s; Alice returns values 1, 1 and 2 and draws four 8s
    # Antibiotics features the leaf: Alice 3, Bob 3 (Agriculture): Bob shares.
    Given a 2-player game
    And Alice has Writing, Pottery, Calendar, Tools in hand
    And Alice's yellow pile is Antibiotics
    And Bob has Oars in hand
    And Bob's yellow pile is Agriculture
    And the age 1 pile is nothing
    And the age 2 pile is nothing
    And the age 8 pile is Flight, Mobility, Rocketry, Socialism, Empiricism, Skyscrapers, Mass Media
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Antibiotics
    Then Bob may return up to 1 of Oars
    When Bob returns Oars
    Then Alice may return up to 3 of Writing, Pottery, Calendar, Tools
    When Alice returns Pottery then Calendar then Writing
    Then Bob's hand is Flight, Mobility
    And Alice's hand is Tools, Rocketry, Socialism, Empiricism, Skyscrapers, Mass Media
    And the age 1 pile is Oars, Pottery, Writing
    And the age 2 pile is Calendar
    And the age 8 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-antibiotics-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Antibiotics: declining the return draws nothing
    # Alice shows 3 leaves, Bob none.
    Given a 2-player game
    And Alice has Writing in hand
    And Alice's yellow pile is Antibiotics
    And the age 8 pile is Flight
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Antibiotics
    Then Alice may return up to 1 of Writing
    When Alice declines
    Then Alice's hand is Writing
    And the age 8 pile is Flight
    And it is Alice's turn 4 with one action used

  @id:card-ul-antibiotics-one-value @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Antibiotics: three returned cards of one value draw only two 8s
    # Alice shows 3 leaves, Bob none.
    Given a 2-player game
    And Alice has Oars, Tools, Writing in hand
    And Alice's yellow pile is Antibiotics
    And the age 1 pile is Agriculture
    And the age 8 pile is Flight, Mobility, Rocketry
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Antibiotics
    Then Alice may return up to 3 of Oars, Tools, Writing
    When Alice returns Tools then Writing then Oars
    Then Alice's hand is Flight, Mobility
    And the age 1 pile is Agriculture, Tools, Writing, Oars
    And the age 8 pile is Rocketry
    And it is Alice's turn 4 with one action used

  # --- Skyscrapers: demand a top non-yellow card with a clock to my board; score the card beneath, return the rest; Skyscrapers to my hand

  @id:card-ul-skyscrapers-full-demand @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Skyscrapers in three: Bob gives Quantum Theory, scores the card beneath and returns the rest; Skyscrapers goes to Alice's hand; Carol then gives Mobility
    # Skyscrapers features the crown: Alice 2, Bob 0 and Carol 0 (both affected). After Bob's
    # demand Skyscrapers is no longer on a board, so Carol's demand ends with her transfer.
    Given a 3-player game
    And Alice's yellow pile is Skyscrapers
    And Bob's blue pile is Quantum Theory, Calendar, Tools, Writing
    And Bob's purple pile is Lighting
    And Carol's red pile is Mobility
    And the age 1 pile is nothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Skyscrapers
    Then Bob must transfer 1 of Quantum Theory, Lighting
    When Bob transfers Quantum Theory
    When Bob returns Writing then Tools
    Then Alice's hand is Skyscrapers
    And Alice's blue pile is Quantum Theory
    And Alice's red pile is Mobility
    And Alice's yellow pile is nothing
    And Alice's score pile is nothing
    And Bob's score pile is Calendar
    And Bob's blue pile is nothing
    And Bob's purple pile is Lighting
    And Carol's board is empty
    And Carol's score pile is nothing
    And the age 1 pile is Writing, Tools
    And it is Alice's turn 4 with one action used

  @id:card-ul-skyscrapers-nothing-beneath @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Skyscrapers: a pile of one card leaves nothing to score, Skyscrapers still goes to Alice's hand; Carol without a clock gives nothing
    # Alice shows 2 crowns, Bob 0 and Carol 0 (both affected).
    Given a 3-player game
    And Alice's yellow pile is Skyscrapers, Agriculture
    And Bob's red pile is Mobility
    And Carol's blue pile is Writing
    And the age 1 pile is nothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Skyscrapers
    Then Alice's hand is Skyscrapers
    And Alice's red pile is Mobility
    And Alice's yellow pile is Agriculture
    And Bob's board is empty
    And Bob's score pile is nothing
    And Carol's blue pile is Writing
    And the age 1 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-skyscrapers-equal-crowns-not-affected @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Skyscrapers: an opponent with as many crowns keeps his top card with a clock
    # Alice shows 2 crowns, Bob 2 (Flight): not affected.
    Given a 2-player game
    And Alice's yellow pile is Skyscrapers
    And Bob's red pile is Flight
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Skyscrapers
    Then Alice's yellow pile is Skyscrapers
    And Alice's hand is nothing
    And Bob's red pile is Flight
    And it is Alice's turn 4 with one action used

  # --- Empiricism: choose 2 colours, draw and reveal a 9: meld and splay up on a match, else unsplay; 20 lightbulbs win

  @id:card-ul-empiricism-shared-match-and-miss
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Empiricism shared: Bob's 9 matches, is melded and his blue splayed up; Alice's misses, stays in hand and her red is unsplayed
    # Empiricism features the lightbulb: Alice 4 (Empiricism 3, Archery 1), Bob 5
    # (Experimentation 3, Perspective 2): Bob shares. Nobody reaches 20 lightbulbs.
    Given a 2-player game
    And Alice's red pile is Archery, Oars splayed left
    And Alice's purple pile is Empiricism
    And Bob's blue pile is Experimentation
    And Bob's yellow pile is Perspective
    And the age 8 pile is Mobility
    And the age 9 pile is Computers, Fission
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Empiricism
    Then Bob must choose 2 of blue, red, green, yellow, purple
    When Bob chooses blue, red
    Then Alice must choose 2 of blue, red, green, yellow, purple
    When Alice chooses green, yellow
    Then Bob's blue pile is Computers, Experimentation splayed up
    And Bob's yellow pile is Perspective
    And Bob's hand is nothing
    And Alice's hand is Fission, Mobility
    And Alice's red pile is Archery, Oars
    And Alice's purple pile is Empiricism
    And the age 9 pile is nothing
    And the age 8 pile is nothing
    And the game is not over
    And it is Alice's turn 4 with one action used

  @id:card-ul-empiricism-twenty-one-lightbulbs-win @ultimate-figures
  @assumes:actions.per_turn>=2
  @assumes:splay.revealed.aslant=["top_left","bottom_left","bottom_middle","bottom_right"]
  @assumes:splay.unsplay_small_piles=true
  Scenario: Empiricism: with 21 lightbulbs on her board Alice wins
    # Alice's blue and purple piles splayed aslant show every icon: 9 + 9, Classification 3 = 21.
    # Ecology matches yellow and is melded; a pile of one card cannot be splayed.
    Given a 2-player game
    And Alice's blue pile is Genetics, Experimentation, Atomic Theory splayed aslant
    And Alice's green pile is Classification
    And Alice's purple pile is Empiricism, Philosophy, Education splayed aslant
    And the age 9 pile is Ecology
    And it is Alice's turn 4 with every action left
    Then Alice shows 21 lightbulb
    When Alice performs the dogma of Empiricism
    Then Alice must choose 2 of blue, red, green, yellow, purple
    When Alice chooses green, yellow
    Then Alice's yellow pile is Ecology
    And Alice wins by dogma

  @id:card-ul-empiricism-exactly-twenty-win @ultimate-figures
  @assumes:actions.per_turn>=2
  @assumes:splay.revealed.aslant=["top_left","bottom_left","bottom_middle","bottom_right"]
  @assumes:splay.unsplay_small_piles=true
  Scenario: Empiricism: the melded 9 brings Alice to exactly 20 lightbulbs, which wins
    # Alice shows 18 lightbulbs (two piles of three splayed aslant); Ecology adds 2 when melded.
    Given a 2-player game
    And Alice's blue pile is Genetics, Experimentation, Atomic Theory splayed aslant
    And Alice's purple pile is Empiricism, Philosophy, Education splayed aslant
    And the age 9 pile is Ecology
    And it is Alice's turn 4 with every action left
    Then Alice shows 18 lightbulb
    When Alice performs the dogma of Empiricism
    Then Alice must choose 2 of blue, red, green, yellow, purple
    When Alice chooses yellow, red
    Then Alice's yellow pile is Ecology
    And Alice shows 20 lightbulb
    And Alice wins by dogma

  @id:card-ul-empiricism-miss-below-twenty @ultimate-figures
  @assumes:actions.per_turn>=2
  @assumes:splay.revealed.aslant=["top_left","bottom_left","bottom_middle","bottom_right"]
  Scenario: Empiricism: a miss keeps the 9 in hand, and 18 lightbulbs do not win
    # Alice shows 18 lightbulbs; Ecology is yellow, not one of her colours.
    Given a 2-player game
    And Alice's blue pile is Genetics, Experimentation, Atomic Theory splayed aslant
    And Alice's purple pile is Empiricism, Philosophy, Education splayed aslant
    And the age 9 pile is Ecology
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Empiricism
    Then Alice must choose 2 of blue, red, green, yellow, purple
    When Alice chooses blue, purple
    Then Alice's hand is Ecology
    And Alice's yellow pile is nothing
    And Alice's blue pile is Genetics, Experimentation, Atomic Theory splayed aslant
    And Alice's purple pile is Empiricism, Philosophy, Education splayed aslant
    And Alice shows 18 lightbulb
    And the game is not over
    And it is Alice's turn 4 with one action used

  # --- Socialism: optional tuck a top card, then tuck the whole hand; optional junk of an 8-10 achievement

  @id:card-ul-socialism-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Socialism shared: both tuck a top card then their hands; Bob junks the 10 achievement, Alice the 8
    # Socialism features the leaf: Alice 3, Bob 3 (Agriculture): Bob shares. Two of Alice's
    # cards go under her blue pile, so she orders her tucks.
    Given a 2-player game
    And Alice has Writing, Pottery, Oars in hand
    And Alice's blue pile is Tools
    And Alice's purple pile is Socialism, Mysticism
    And Bob has Clothing in hand
    And Bob's yellow pile is Agriculture, Masonry
    And the standard achievements are Lighting, Flight, Computers, Software
    And the age 1 pile is Sailing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Socialism
    Then Bob may tuck up to 1 of Agriculture
    When Bob tucks Agriculture
    Then Alice may tuck up to 1 of Tools, Socialism
    When Alice tucks Socialism
    When Alice tucks Pottery then Oars then Writing
    Then Bob may choose up to 1 of 8, 9, 10
    When Bob chooses 10
    Then Alice may choose up to 1 of 8, 9
    When Alice chooses 8
    Then Bob's yellow pile is Masonry, Agriculture
    And Bob's green pile is Clothing
    And Bob's hand is nothing
    And Alice's blue pile is Tools, Pottery, Writing
    And Alice's red pile is Oars
    And Alice's purple pile is Mysticism, Socialism
    And Alice's hand is Sailing
    And the junk pile holds Software, Flight
    And the standard achievements are ages 7, 9
    And the age 1 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-socialism-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Socialism: declining the tuck keeps the hand; with no achievement of value 8 to 10 nothing more is asked
    # Alice shows 3 leaves, Bob none.
    Given a 2-player game
    And Alice has Writing in hand
    And Alice's purple pile is Socialism
    And the standard achievements are Lighting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Socialism
    Then Alice may tuck up to 1 of Socialism
    When Alice declines
    Then Alice's hand is Writing
    And Alice's purple pile is Socialism
    And the junk pile holds nothing
    And the standard achievements are ages 7
    And it is Alice's turn 4 with one action used

  @id:card-ul-socialism-empty-hand-junk-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.icon_count_once=true
  Scenario: Socialism: a tuck with an empty hand tucks nothing more; Alice declines to junk the 9 achievement
    # Alice shows 3 leaves (Socialism), Bob none.
    Given a 2-player game
    And Alice's blue pile is Tools
    And Alice's purple pile is Socialism, Mysticism
    And Bob's yellow pile is Masonry
    And the standard achievements are Computers
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Socialism
    Then Alice may tuck up to 1 of Tools, Socialism
    When Alice tucks Socialism
    Then Alice may choose up to 1 of 9
    When Alice declines
    Then Alice's purple pile is Mysticism, Socialism
    And Alice's blue pile is Tools
    And Alice's hand is nothing
    And the standard achievements are ages 9
    And the junk pile holds nothing
    And it is Alice's turn 4 with one action used
