# The age-9 fourth-edition cards, each effect and branch, from exact positions.
# Card texts: engine/data/cards/base-ultimate.json (our own words, with its glossary: self-execute,
# junk, the chain rule); rulebook terms: innovation-ultimate.es.txt.
# Every supply pile a scenario draws from is listed; the sharing bonus is a draw of the value of
# the launcher's highest top card.
@ultimate
Feature: Age 9 fourth-edition cards

  # --- Computers ----------------------------------------------------------------------------------

  @id:card-ul-computers-shared-splay-and-self-execute
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=[]
  Scenario: Computers shared: Bob splays green up, each draws and melds a 10 and self-executes it
    # Computers features the clock: Alice shows 2 (Oars covers Archery unsplayed), Bob 3 with
    # Fission (shares). Bob's red pile is one card, so only green is his to splay; Alice has no
    # green pile. Bob self-executes Stem Cells (empty hand: nothing to score; draws an 11);
    # Alice self-executes A.I. (draws and scores a 10; Robotics and Software are not on top).
    Given a 2-player game
    And Alice's blue pile is Computers
    And Alice's red pile is Oars, Archery
    And Bob's red pile is Fission
    And Bob's green pile is Sailing, Currency
    And the age 10 pile is Stem Cells, A.I., Software, Robotics
    And the age 11 pile is Fusion
    And it is Alice's turn 9 with every action left
    Then Alice shows 2 clock
    And Bob shows 3 clock
    When Alice performs the dogma of Computers
    Then Bob may splay up to 1 of green
    When Bob splays green
    Then Alice may splay up to 1 of red
    When Alice declines
    Then Bob's green pile is Sailing, Currency splayed up
    And Bob's yellow pile is Stem Cells
    And Bob's red pile is Fission
    And Bob's hand is Fusion
    And Bob's score pile is nothing
    And Alice's purple pile is A.I.
    And Alice's red pile is Oars, Archery
    And Alice's blue pile is Computers
    And Alice's score pile is Software
    And Alice's hand is Robotics
    And the age 10 pile is nothing
    And the age 11 pile is nothing
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:card-ul-computers-alone-splays-red-and-skips-a-demand @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Computers alone: Alice splays red up, melds Databases and its self-execution skips the demand
    # Alice shows 2 clocks, Bob none (no sharing). Alice may splay red or green. Databases has
    # only a demand: self-executed it does nothing, so Bob keeps his score card although his
    # achievement (value 1) would make him return one.
    Given a 2-player game
    And Alice's blue pile is Computers
    And Alice's red pile is Oars, Archery
    And Alice's green pile is Sailing, Clothing
    And Bob's yellow pile is Agriculture
    And Bob has Tools in the score pile
    And Bob has achievements Writing
    And the age 10 pile is Databases, Software
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Computers
    Then Alice may splay up to 1 of red, green
    When Alice splays red
    Then Alice's red pile is Oars, Archery splayed up
    And Alice's green pile is Databases, Sailing, Clothing
    And Alice's blue pile is Computers
    And Alice's hand is nothing
    And Alice's achievements are nothing
    And Bob's score pile is Tools
    And Bob's achievements are Writing
    And Bob's yellow pile is Agriculture
    And the age 10 pile is Software
    And nobody gets the sharing bonus
    And it is Alice's turn 9 with one action used

  # --- Genetics -----------------------------------------------------------------------------------

  @id:card-ul-genetics-shared-scores-beneath
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Genetics shared: each draws and melds an 11 and scores every card beneath it
    # Genetics features the lightbulb: Alice shows 3, Bob 4 (Calendar 1, Philosophy 3): shares.
    Given a 2-player game
    And Alice's blue pile is Genetics, Tools, Writing
    And Bob's blue pile is Calendar, Mathematics
    And Bob's purple pile is Philosophy
    And the age 11 pile is Solar Sailing, Climatology, Fusion
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Genetics
    Then Bob's blue pile is Solar Sailing
    And Bob's score pile is Calendar, Mathematics
    And Bob's purple pile is Philosophy
    And Bob's hand is nothing
    And Alice's blue pile is Climatology
    And Alice's score pile is Genetics, Tools, Writing
    And Alice's hand is Fusion
    And the age 11 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-genetics-new-pile-then-empty-11-deck-ends-game @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:ages.game_end_draw=12
  Scenario: Genetics onto a new pile scores nothing; the launcher's draw with the 11 deck empty ends the game
    # Bob launches: Genetics shows 3 lightbulbs; Alice shows 3 with Education (shares). Alice's
    # Fusion starts a red pile, nothing beneath. Bob then needs an 11, the deck is empty: the
    # game ends on score, Bob 2 points against Alice's 1.
    Given a 2-player game
    And Alice's purple pile is Education
    And Alice has Tools in the score pile
    And Bob's blue pile is Genetics
    And Bob has Calendar in the score pile
    And the age 11 pile is Fusion
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of Genetics
    Then Alice's red pile is Fusion
    And Alice's purple pile is Education
    And Alice's score pile is Tools
    And Bob's blue pile is Genetics
    And Bob's score pile is Calendar
    And Bob wins by score

  # --- Composites ---------------------------------------------------------------------------------

  @id:card-ul-composites-two-affected @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Composites takes all the hand but one and the highest score card from both opponents
    # Composites features the factory: Alice shows 3, Bob and Carol none (both affected). Bob
    # keeps Pottery and picks Education among his two 3s; Carol keeps her only card and her
    # single highest score card goes without a question.
    Given a 3-player game
    And Alice's red pile is Composites
    And Bob has Writing, Pottery, Calendar in hand
    And Bob has Optics, Education, Tools in the score pile
    And Carol has Oars in hand
    And Carol has Mathematics, Sailing in the score pile
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Composites
    Then Bob must keep 1 of Writing, Pottery, Calendar
    When Bob keeps Pottery
    Then Bob must transfer 1 of Optics, Education
    When Bob transfers Education
    Then Alice's hand is Writing, Calendar
    And Alice's score pile is Education, Mathematics
    And Alice's red pile is Composites
    And Bob's hand is Pottery
    And Bob's score pile is Optics, Tools
    And Carol's hand is Oars
    And Carol's score pile is Sailing
    And nobody gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:card-ul-composites-equal-factories-not-affected @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Composites spares an opponent with as many factories; an empty hand gives only the score card
    # Alice shows 3 factories; Bob 3 with Coal (not affected); Carol none (affected): her hand
    # is empty, and she picks between her two 2s.
    Given a 3-player game
    And Alice's red pile is Composites
    And Bob's red pile is Coal
    And Bob has Writing, Pottery in hand
    And Bob has Tools in the score pile
    And Carol has Calendar, Mathematics, Sailing in the score pile
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Composites
    Then Carol must transfer 1 of Calendar, Mathematics
    When Carol transfers Calendar
    Then Alice's hand is nothing
    And Alice's score pile is Calendar
    And Bob's hand is Writing, Pottery
    And Bob's score pile is Tools
    And Carol's hand is nothing
    And Carol's score pile is Mathematics, Sailing
    And it is Alice's turn 9 with one action used

  # --- Fission ------------------------------------------------------------------------------------

  @id:card-ul-fission-not-red-then-return-and-draw-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Fission: a drawn 10 that is not red stays in hand; then top cards are returned and 10s drawn, shared
    # Fission features the clock: Alice shows 3, Bob none (affected), Carol 3 with Quantum
    # Theory (shares). Carol chooses first, among every board's top cards except Fission.
    Given a 3-player game
    And Alice's red pile is Fission
    And Alice's yellow pile is Agriculture
    And Bob's red pile is Oars
    And Carol's blue pile is Quantum Theory
    And the age 1 pile is nothing
    And the age 8 pile is nothing
    And the age 9 pile is Ecology
    And the age 10 pile is Software, Robotics, A.I.
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fission
    Then Bob revealed Software
    And Carol must return 1 of Quantum Theory, Agriculture, Oars
    When Carol returns Oars
    Then Alice must return 1 of Agriculture, Quantum Theory
    When Alice returns Quantum Theory
    Then Alice's hand is A.I., Ecology
    And Alice's red pile is Fission
    And Alice's yellow pile is Agriculture
    And Bob's hand is Software
    And Bob's board is empty
    And Carol's hand is Robotics
    And Carol's board is empty
    And the age 1 pile is Oars
    And the age 8 pile is Quantum Theory
    And the age 9 pile is nothing
    And the age 10 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-fission-red-junks-everything @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Fission: a red 10 junks every hand, board and score pile and ends the action at once
    # Alice shows 3 clocks; Bob none (affected); Carol 3 (she would share, but the action ends
    # before the non-demand effect: no return, no draw, no bonus). Achievements stay.
    Given a 3-player game
    And Alice has Tools in hand
    And Alice's red pile is Fission, Oars
    And Alice has Calendar in the score pile
    And Alice has achievements Writing
    And Bob has Pottery in hand
    And Bob's blue pile is Mathematics
    And Bob has Sailing in the score pile
    And Carol's blue pile is Quantum Theory
    And Carol's green pile is Currency
    And Carol has achievements Monument
    And the special achievements are Empire, World, Wonder, Universe
    And the age 9 pile is Ecology
    And the age 10 pile is Miniaturization, Software
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fission
    Then Bob revealed Miniaturization
    And the junk pile holds Pottery, Miniaturization, Mathematics, Sailing, Quantum Theory, Currency, Tools, Fission, Oars, Calendar
    And Alice's hand is nothing
    And Alice's board is empty
    And Alice's score pile is nothing
    And Alice's achievements are Writing
    And Bob's hand is nothing
    And Bob's board is empty
    And Bob's score pile is nothing
    And Carol's hand is nothing
    And Carol's board is empty
    And Carol's achievements are Monument
    And the age 10 pile is Software
    And the age 9 pile is Ecology
    And nobody gets the sharing bonus
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:card-ul-fission-equal-clocks-not-affected
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Fission spares an opponent with as many clocks; with no other top card left the launcher only draws
    # Alice shows 3 clocks, Bob 3 with Quantum Theory: not affected, shares. Bob's only choice
    # is his own Quantum Theory (taken without a question); then Alice has no top card to
    # return but Fission, and still draws a 10.
    Given a 2-player game
    And Alice's red pile is Fission
    And Bob's blue pile is Quantum Theory
    And the age 8 pile is nothing
    And the age 9 pile is Ecology
    And the age 10 pile is Software, Robotics, A.I.
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fission
    Then Bob's hand is Software
    And Bob's board is empty
    And Alice's hand is Robotics, Ecology
    And Alice's red pile is Fission
    And the age 8 pile is Quantum Theory
    And the age 9 pile is nothing
    And the age 10 pile is A.I.
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  # --- Collaboration ------------------------------------------------------------------------------

  @id:card-ul-collaboration-sharer-wins-with-ten-greens @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Collaboration: the launcher takes one of the two revealed 9s, and a sharing player with ten green cards wins
    # Collaboration features the crown: Alice shows 2, Bob none (affected), Carol 2 with
    # Sailing on top of her ten green cards (shares, and wins).
    Given a 3-player game
    And Alice's green pile is Collaboration
    And Bob's blue pile is Tools
    And Carol's green pile is Sailing, Clothing, The Wheel, Currency, Mapmaking, Compass, Paper, Invention, Navigation, Banking
    And the age 9 pile is Computers, Genetics
    And it is Alice's turn 9 with every action left
    Then Alice shows 2 crown
    And Bob shows 0 crown
    And Carol shows 2 crown
    When Alice performs the dogma of Collaboration
    Then Alice must transfer 1 of Computers, Genetics
    When Alice transfers Computers
    Then Alice's blue pile is Computers
    And Alice's green pile is Collaboration
    And Bob's blue pile is Genetics, Tools
    And Bob's hand is nothing
    And the age 9 pile is nothing
    And Carol wins by dogma

  @id:card-ul-collaboration-nine-greens-do-not-win @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Collaboration: nine green cards do not win; an opponent with more crowns is not affected
    # Alice shows 2 crowns, Bob 3 with Optics (not affected; shares, with no green pile).
    Given a 2-player game
    And Alice's green pile is Collaboration, Clothing, The Wheel, Currency, Mapmaking, Compass, Paper, Invention, Navigation
    And Bob's red pile is Optics
    And the age 9 pile is Computers, Genetics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Collaboration
    Then Alice's green pile is Collaboration, Clothing, The Wheel, Currency, Mapmaking, Compass, Paper, Invention, Navigation
    And Alice's hand is nothing
    And Bob's red pile is Optics
    And Bob's hand is nothing
    And the age 9 pile is Computers, Genetics
    And nobody gets the sharing bonus
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:card-ul-collaboration-taken-green-makes-ten @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Collaboration: the green 9 the launcher takes is her tenth green card, and she wins
    # Alice shows 2 crowns, Bob none (affected). Bob reveals Satellites and Computers; Alice
    # takes Satellites onto her nine green cards; Bob melds Computers.
    Given a 2-player game
    And Alice's green pile is Collaboration, Clothing, The Wheel, Currency, Mapmaking, Compass, Paper, Invention, Navigation
    And Bob's red pile is Archery
    And the age 9 pile is Satellites, Computers
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Collaboration
    Then Alice must transfer 1 of Satellites, Computers
    When Alice transfers Satellites
    Then Alice's green pile is Satellites, Collaboration, Clothing, The Wheel, Currency, Mapmaking, Compass, Paper, Invention, Navigation
    And Bob's blue pile is Computers
    And Bob's red pile is Archery
    And Bob's hand is nothing
    And Alice wins by dogma

  # --- Satellites ---------------------------------------------------------------------------------

  @id:card-ul-satellites-shared-return-draw-meld-execute
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Satellites shared: hands returned, purple splayed, three 8s drawn, one melded and self-executed
    # Satellites features the clock: Alice shows 3, Bob 3 with Fission (shares). Bob's two 1s
    # go under one deck: he orders them. Bob has no purple pile. Corporations self-executed:
    # its demand is skipped, its non-demand melds an 8. Mass Media self-executed: Alice declines
    # its return; purple is already splayed up.
    Given a 2-player game
    And Alice has Calendar in hand
    And Alice's green pile is Satellites
    And Alice's purple pile is Mysticism, Code of Laws
    And Bob has Oars, Tools in hand
    And Bob's red pile is Fission
    And the age 1 pile is nothing
    And the age 2 pile is nothing
    And the age 8 pile is Quantum Theory, Corporations, Rocketry, Mass Media, Flight, Antibiotics, Mobility, Skyscrapers
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Satellites
    When Bob returns Tools then Oars
    Then Alice may splay up to 1 of purple
    When Alice splays purple
    Then Bob must meld 1 of Quantum Theory, Corporations, Rocketry
    When Bob melds Corporations
    Then Alice must meld 1 of Mass Media, Flight, Antibiotics
    When Alice melds Mass Media
    Then Alice may return up to 1 of Flight, Antibiotics
    When Alice declines
    Then Alice's hand is Flight, Antibiotics, Skyscrapers
    And Alice's green pile is Mass Media, Satellites
    And Alice's purple pile is Mysticism, Code of Laws splayed up
    And Bob's hand is Quantum Theory, Rocketry
    And Bob's red pile is Mobility, Fission
    And Bob's green pile is Corporations
    And the age 1 pile is Tools, Oars
    And the age 2 pile is Calendar
    And the age 8 pile is nothing
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:card-ul-satellites-nested-computers-chains @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:ages.game_end_draw=12
  @assumes:dogma.chain_achievement=true @assumes:splay.unsplay_small_piles=true
  Scenario: Satellites with the 8 deck empty draws 9s; Computers self-executed self-executes a 10: a chain achievement first
    # Bob shows no clock (no sharing). Alice's hand is empty and she has no purple pile. The
    # three draws of an 8 take 9s. Computers, self-executed, has nothing to splay and melds
    # Databases: a self-execute inside a self-execution, so Alice first draws an 11 into her
    # achievements; Databases has no non-demand effect.
    Given a 2-player game
    And Alice's green pile is Satellites
    And Bob's red pile is Archery
    And the age 8 pile is nothing
    And the age 9 pile is Computers, Genetics, Ecology
    And the age 10 pile is Databases
    And the age 11 pile is Fusion, Escapism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Satellites
    Then Alice must meld 1 of Computers, Genetics, Ecology
    When Alice melds Computers
    Then Alice's hand is Genetics, Ecology
    And Alice's blue pile is Computers
    And Alice's green pile is Databases, Satellites
    And Alice's achievements are Fusion
    And Bob's red pile is Archery
    And the age 9 pile is nothing
    And the age 10 pile is nothing
    And the age 11 pile is Escapism
    And it is Alice's turn 9 with one action used

  @id:card-ul-satellites-alone-splay-declined @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Satellites alone: two cards of different ages return without a question; the splay declined
    # Alice shows 3 clocks, Bob none. Tools and Calendar go under different decks. Flight,
    # self-executed: red is not splayed up (no first splay); Alice declines splaying red up.
    Given a 2-player game
    And Alice has Tools, Calendar in hand
    And Alice's green pile is Satellites
    And Alice's purple pile is Mysticism, Code of Laws
    And Alice's red pile is Oars, Archery
    And Bob's yellow pile is Agriculture
    And the age 1 pile is nothing
    And the age 2 pile is nothing
    And the age 8 pile is Quantum Theory, Rocketry, Flight
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Satellites
    Then Alice may splay up to 1 of purple
    When Alice declines
    Then Alice must meld 1 of Quantum Theory, Rocketry, Flight
    When Alice melds Flight
    Then Alice may splay up to 1 of red
    When Alice declines
    Then Alice's hand is Quantum Theory, Rocketry
    And Alice's red pile is Flight, Oars, Archery
    And Alice's purple pile is Mysticism, Code of Laws
    And Alice's green pile is Satellites
    And the age 1 pile is Tools
    And the age 2 pile is Calendar
    And the age 8 pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Ecology ------------------------------------------------------------------------------------

  @id:card-ul-ecology-shared-return-score-draw-junk
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Ecology shared: Bob returns, scores and draws two 10s; Alice junks the 10 deck
    # Ecology features the lightbulb: Alice shows 2, Bob 3 with Philosophy (shares). Bob's
    # remaining card is scored without a question. Alice declines to return. Bob declines the
    # junk, Alice accepts.
    Given a 2-player game
    And Alice has Writing in hand
    And Alice's yellow pile is Ecology
    And Bob has Oars, Tools in hand
    And Bob's purple pile is Philosophy
    And the age 1 pile is nothing
    And the age 9 pile is Genetics
    And the age 10 pile is Software, Robotics, A.I., Databases
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Ecology
    Then Bob may return up to 1 of Oars, Tools
    When Bob returns Oars
    Then Alice may return up to 1 of Writing
    When Alice declines
    Then Bob may accept or decline
    When Bob declines
    Then Alice may accept or decline
    When Alice accepts
    Then Alice's hand is Writing, Genetics
    And Alice's yellow pile is Ecology
    And Alice's score pile is nothing
    And Bob's hand is Software, Robotics
    And Bob's score pile is Tools
    And Bob's purple pile is Philosophy
    And the junk pile holds A.I., Databases
    And the age 10 pile is nothing
    And the age 1 pile is Oars
    And the age 9 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-ecology-nothing-to-score-and-no-junk-question @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Ecology: returning the only card leaves nothing to score, two 10s are still drawn, and an empty 10 deck asks nothing
    # Alice shows 2 lightbulbs, Bob none.
    Given a 2-player game
    And Alice has Writing in hand
    And Alice's yellow pile is Ecology
    And Bob's red pile is Archery
    And the age 1 pile is nothing
    And the age 10 pile is Software, Robotics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Ecology
    Then Alice may return up to 1 of Writing
    When Alice returns Writing
    Then Alice's hand is Software, Robotics
    And Alice's score pile is nothing
    And the age 1 pile is Writing
    And the age 10 pile is nothing
    And the junk pile holds nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-ecology-score-choice-and-junk-declined @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Ecology alone: after the return Alice picks the card to score; she declines to junk the 10 deck
    # Alice shows 2 lightbulbs, Bob none.
    Given a 2-player game
    And Alice has Writing, Calendar, Tools in hand
    And Alice's yellow pile is Ecology
    And Bob's red pile is Archery
    And the age 1 pile is nothing
    And the age 10 pile is Software, Robotics, A.I.
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Ecology
    Then Alice may return up to 1 of Writing, Calendar, Tools
    When Alice returns Writing
    Then Alice must score 1 of Calendar, Tools
    When Alice scores Calendar
    Then Alice may accept or decline
    When Alice declines
    Then Alice's hand is Tools, Software, Robotics
    And Alice's score pile is Calendar
    And the age 1 pile is Writing
    And the age 10 pile is A.I.
    And the junk pile holds nothing
    And it is Alice's turn 9 with one action used

  # --- Suburbia -----------------------------------------------------------------------------------

  @id:card-ul-suburbia-shared-tuck-score-junk
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Suburbia shared: a 1 scored per card tucked; Bob junks the 9 deck and Alice is not asked
    # Suburbia features the leaf: Alice shows 2, Bob 3 with Agriculture (shares). Alice's two
    # cards go under one blue pile: she orders them. The bonus: the 9 deck is empty, a 10.
    Given a 2-player game
    And Alice has Writing, Tools, Archery in hand
    And Alice's yellow pile is Suburbia
    And Bob has Oars in hand
    And Bob's yellow pile is Agriculture
    And the age 1 pile is Pottery, Clothing, Sailing
    And the age 9 pile is Computers, Genetics
    And the age 10 pile is Software
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Suburbia
    Then Bob may tuck up to 1 of Oars
    When Bob tucks Oars
    Then Alice may tuck up to 3 of Writing, Tools, Archery
    When Alice tucks Tools then Writing
    Then Bob may accept or decline
    When Bob accepts
    Then Alice's hand is Archery, Software
    And Alice's score pile is Clothing, Sailing
    And Alice's blue pile is Tools, Writing
    And Alice's yellow pile is Suburbia
    And Bob's hand is nothing
    And Bob's score pile is Pottery
    And Bob's red pile is Oars
    And Bob's yellow pile is Agriculture
    And the junk pile holds Computers, Genetics
    And the age 1 pile is nothing
    And the age 9 pile is nothing
    And the age 10 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-suburbia-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Suburbia: nothing tucked scores nothing, and the junk declined keeps the 9 deck
    # Alice shows 2 leaves, Bob none.
    Given a 2-player game
    And Alice has Writing in hand
    And Alice's yellow pile is Suburbia
    And Bob's red pile is Archery
    And the age 1 pile is Pottery
    And the age 9 pile is Computers
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Suburbia
    Then Alice may tuck up to 1 of Writing
    When Alice declines
    Then Alice may accept or decline
    When Alice declines
    Then Alice's hand is Writing
    And Alice's score pile is nothing
    And Alice's yellow pile is Suburbia
    And Alice's blue pile is nothing
    And the age 1 pile is Pottery
    And the age 9 pile is Computers
    And the junk pile holds nothing
    And it is Alice's turn 9 with one action used

  # --- Services -----------------------------------------------------------------------------------

  @id:card-ul-services-named-value-and-leafless-top-card @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Services: the launcher names a value; the affected player gives those score cards and takes a top card without a leaf
    # Services features the leaf: Alice shows 6 (Agriculture 3, Services 3), Bob and Carol none
    # (both affected). Alice names 1 for Bob; Bob may take Tools or Oars (Agriculture and
    # Services have leaves). For Carol she names 5: Carol has none, nothing more happens.
    Given a 3-player game
    And Alice's blue pile is Tools
    And Alice's red pile is Oars
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Services
    And Bob has Writing, Calendar, Pottery in the score pile
    And Carol has Mathematics in the score pile
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Services
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 1
    Then Bob must transfer 1 of Tools, Oars
    When Bob transfers Oars
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 5
    Then Alice's hand is Writing, Pottery
    And Alice's red pile is nothing
    And Alice's blue pile is Tools
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Services
    And Bob's hand is Oars
    And Bob's score pile is Calendar
    And Carol's score pile is Mathematics
    And Carol's hand is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-services-equal-leaves-and-no-leafless-top @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Services spares an opponent with as many leaves; with every top card of the launcher showing a leaf, nothing is taken back
    # Alice shows 3 leaves; Bob 3 with Agriculture (not affected); Carol none (affected).
    Given a 3-player game
    And Alice's purple pile is Services
    And Bob's yellow pile is Agriculture
    And Bob has Writing in the score pile
    And Carol has Tools, Mathematics in the score pile
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Services
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 1
    Then Alice's hand is Tools
    And Alice's purple pile is Services
    And Bob's score pile is Writing
    And Bob's hand is nothing
    And Carol's score pile is Mathematics
    And Carol's hand is nothing
    And it is Alice's turn 9 with one action used

  # --- Specialization -----------------------------------------------------------------------------

  @id:card-ul-specialization-shared-reveal-take-splay
  @assumes:actions.per_turn>=2 @assumes:dogma.icon_count_once=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Specialization shared: each reveals a card and takes every opponent's top card of its colour; Bob splays yellow up
    # Specialization features the factory: Alice shows 2, Bob 3 with Coal (shares), Carol none.
    # Alice reveals her only card without a question; then she has no yellow or blue pile left.
    Given a 3-player game
    And Alice has Archery in hand
    And Alice's blue pile is Calendar
    And Alice's purple pile is Specialization
    And Bob has Writing, Oars in hand
    And Bob's red pile is Coal
    And Bob's yellow pile is Agriculture, Masonry
    And Carol's blue pile is Tools, Pottery
    And the age 9 pile is Ecology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Specialization
    Then Bob must choose 1 of Writing, Oars
    When Bob chooses Writing
    Then Bob may splay up to 1 of yellow
    When Bob splays yellow
    Then Alice's hand is Archery, Coal, Ecology
    And Alice's purple pile is Specialization
    And Alice's blue pile is nothing
    And Bob's hand is Writing, Oars, Tools, Calendar
    And Bob's yellow pile is Agriculture, Masonry splayed up
    And Bob's red pile is nothing
    And Carol's blue pile is Pottery
    And the age 9 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-specialization-no-such-colour-then-splay-blue @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Specialization alone: no opponent has the revealed colour; Alice splays blue rather than yellow
    # Alice shows 2 factories, Bob none (no sharing). Bob has no green pile.
    Given a 2-player game
    And Alice has Sailing in hand
    And Alice's blue pile is Writing, Pottery
    And Alice's yellow pile is Agriculture, Masonry
    And Alice's purple pile is Specialization
    And Bob's red pile is Archery
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Specialization
    Then Alice revealed Sailing
    And Alice may splay up to 1 of yellow, blue
    When Alice splays blue
    Then Alice's hand is Sailing
    And Alice's blue pile is Writing, Pottery splayed up
    And Alice's yellow pile is Agriculture, Masonry
    And Bob's red pile is Archery
    And Bob's hand is nothing
    And it is Alice's turn 9 with one action used
