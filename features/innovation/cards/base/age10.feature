# The age-10 base cards, each effect and branch, from exact positions.
# Card texts: engine/data/cards/base.json (our own words); rulebook terms: innovation-deluxe.pt.txt, Termos e Conceitos Importantes.
# Every age-10 card reads the same in both editions. Several of them end the game: a win by
# dogma (Bioengineering, Self Service, Globalization, A.I., and a card executed by Software),
# or a draw of a 10 from an empty age-10 pile, which ends the game on score. Their ties
# (strictly the most, the lowest, more than every other player) are played out as well.
Feature: Age 10 base cards

  # -- Bioengineering (blue; featured icon: clock) -------------------------------------------

  @id:card-base-bioengineering-tie-for-most-leaves
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Bioengineering: leaf top cards are taken from opponents; a tie for the most leaves wins nothing
    # Bioengineering features the clock: Alice shows 2, Bob none, Carol 3 with Satellites (shares).
    # Carol may take a leaf top card from Alice or from Bob, Alice from Bob or from Carol.
    Given a 3-player game
    And Alice's blue pile is Bioengineering
    And Alice's yellow pile is Suburbia
    And Bob's green pile is Clothing
    And Bob's yellow pile is Agriculture
    And Carol's green pile is Satellites
    And Carol's yellow pile is Antibiotics
    And the age 10 pile is Software
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Bioengineering
    Then Carol must transfer 1 of Suburbia, Clothing, Agriculture
    When Carol transfers Agriculture
    Then Alice must transfer 1 of Clothing, Antibiotics
    When Alice transfers Antibiotics
    # Leaves now: Alice 2, Bob 2, Carol 0. Someone has fewer than 3, but the most is tied.
    Then Alice shows 2 leaf
    And Bob shows 2 leaf
    And Carol shows 0 leaf
    And Alice's score pile is Antibiotics
    And Alice's hand is Software
    And Alice's blue pile is Bioengineering
    And Alice's yellow pile is Suburbia
    And Bob's green pile is Clothing
    And Bob's yellow pile is nothing
    And Bob's score pile is nothing
    And Carol's score pile is Agriculture
    And Carol's green pile is Satellites
    And Carol's yellow pile is nothing
    And the age 10 pile is nothing
    And the game is not over
    And it is Alice's turn 20 with one action used

  @id:card-base-bioengineering-most-leaves-wins
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Bioengineering: the single player with the most leaves wins when someone shows fewer than 3
    # Bioengineering features the clock: Alice shows 2, Bob none (he does not share). Clothing is
    # the only leaf top card of an opponent: taken without a choice. Leaves: Alice 3, Bob 0.
    Given a 2-player game
    And Alice's blue pile is Bioengineering
    And Alice's yellow pile is Agriculture
    And Bob's green pile is Clothing
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Bioengineering
    Then Alice wins by dogma
    And Alice's score pile is Clothing
    And Bob's board is empty

  @id:card-base-bioengineering-nobody-below-three
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Bioengineering: when every player shows at least 3 leaves, the most leaves wins nothing
    # Bioengineering features the clock: Alice shows 2, Bob none (he does not share).
    # After the transfer: Alice 3 leaves (exactly 3 is not fewer than 3), Bob 6.
    Given a 2-player game
    And Alice's blue pile is Bioengineering
    And Alice's yellow pile is Antibiotics
    And Bob's green pile is Clothing
    And Bob's yellow pile is Agriculture
    And Bob's purple pile is Reformation
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Bioengineering
    Then Alice must transfer 1 of Clothing, Agriculture, Reformation
    When Alice transfers Clothing
    Then Alice's score pile is Clothing
    And Alice shows 3 leaf
    And Bob shows 6 leaf
    And Bob's green pile is nothing
    And Bob's yellow pile is Agriculture
    And Bob's purple pile is Reformation
    And the game is not over
    And it is Alice's turn 20 with one action used

  @id:card-base-bioengineering-sharer-wins
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Bioengineering: a sharing player with the single most leaves wins before the launcher's turn to check
    # Bioengineering features the clock: Alice shows 2, Bob 3 with Satellites (shares).
    # Bob takes Agriculture, Alice's only leaf top card; Alice then takes one of Bob's two.
    # Leaves: Alice 0, Bob 3: Bob, executing the second effect first, wins.
    Given a 2-player game
    And Alice's blue pile is Bioengineering
    And Alice's yellow pile is Agriculture
    And Bob's green pile is Satellites
    And Bob's yellow pile is Antibiotics
    And Bob's purple pile is Reformation
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Bioengineering
    Then Alice must transfer 1 of Antibiotics, Reformation
    When Alice transfers Reformation
    Then Bob wins by dogma
    And Bob's score pile is Agriculture
    And Alice's score pile is Reformation
    And Alice's yellow pile is nothing
    And Bob's yellow pile is Antibiotics

  # -- Software (blue; featured icon: clock) -------------------------------------------------

  @id:card-base-software-score-meld-two-execute-second
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Software: a 10 is scored, two 10s melded, and only the second one executed
    # Software features the clock: Alice shows 3, Bob 3 with Satellites (shares).
    # Bob melds Globalization then Databases (a demand only: executing it does nothing).
    # Alice melds Miniaturization then Stem Cells, executed: she may score her whole hand.
    Given a 2-player game
    And Alice has Oars in hand
    And Alice's blue pile is Software
    And Bob's green pile is Satellites
    And the age 10 pile is A.I., Robotics, Globalization, Databases, Miniaturization, Stem Cells, The Internet
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Software
    Then Alice may accept or decline
    When Alice accepts
    Then Bob's score pile is A.I.
    And Bob's green pile is Databases, Satellites
    And Bob's yellow pile is Globalization
    And Bob's hand is nothing
    And Alice's score pile is Robotics, Oars
    And Alice's hand is The Internet
    And Alice's blue pile is Software
    And Alice's red pile is Miniaturization
    And Alice's yellow pile is Stem Cells
    And the age 10 pile is nothing
    And it is Alice's turn 20 with one action used

  @id:card-base-software-empty-ten-pile-ends-game
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:ages.game_end_draw=11
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Software: drawing a 10 from an empty age-10 pile ends the game; the highest score wins
    # Software features the clock: Alice shows 3, Bob none (he does not share). Alice scores
    # Robotics (10 points), then must draw past age 10: the game ends. Bob has 14 points.
    Given a 2-player game
    And Alice's blue pile is Software
    And Bob's blue pile is Writing
    And Bob has Quantum Theory, Machine Tools in the score pile
    And the age 10 pile is Robotics
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Software
    Then Bob wins by score
    And Alice's score pile is Robotics
    And Alice's blue pile is Software
    And the age 10 pile is nothing

  @id:card-base-software-executed-card-wins
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Software: the second melded card, A.I., finds Robotics and Software on top: the lowest score wins
    # Software features the clock: Alice shows 3, Bob none (he does not share). Robotics, the
    # first meld, is not executed. A.I. scores Globalization: Alice 20 points, Bob 1.
    Given a 2-player game
    And Alice's blue pile is Software
    And Bob's blue pile is Writing
    And Bob has Oars in the score pile
    And the age 10 pile is Databases, Robotics, A.I., Globalization
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Software
    Then Bob wins by dogma
    And Alice's score pile is Databases, Globalization
    And Alice's red pile is Robotics
    And Alice's purple pile is A.I.
    And Alice's blue pile is Software
    And the age 10 pile is nothing

  # -- Miniaturization (red; featured icon: lightbulb) ---------------------------------------

  @id:card-base-miniaturization-ten-draws-per-value-shared
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Miniaturization: a returned 10 draws a 10 for each distinct value in the score pile; another card draws nothing
    # Miniaturization features the lightbulb: Alice shows 2, Bob 2 with Writing (shares).
    # Alice's score pile holds the values 2, 2, 1 and 8: three distinct values, three 10s.
    # Software goes under the age-10 pile and comes back as Alice's sharing bonus.
    Given a 2-player game
    And Alice has Software, Oars in hand
    And Alice has Calendar, Mathematics, Tools, Rocketry in the score pile
    And Alice's red pile is Miniaturization
    And Bob has Archery in hand
    And Bob's blue pile is Writing
    And the age 1 pile is nothing
    And the age 10 pile is Robotics, A.I., Databases
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Miniaturization
    Then Bob may return up to 1 of Archery
    When Bob returns Archery
    Then Alice may return up to 1 of Software, Oars
    When Alice chooses Software
    Then Bob's hand is nothing
    And Bob's score pile is nothing
    And Alice's hand is Oars, Robotics, A.I., Databases, Software
    And Alice's score pile is Calendar, Mathematics, Tools, Rocketry
    And the age 1 pile is Archery
    And the age 10 pile is nothing
    And it is Alice's turn 20 with one action used

  @id:card-base-miniaturization-ten-empty-score
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Miniaturization: a returned 10 with an empty score pile draws nothing
    # Miniaturization features the lightbulb: Alice shows 2, Bob 1 with Calendar (he does not share).
    Given a 2-player game
    And Alice has Robotics in hand
    And Alice's red pile is Miniaturization
    And Bob's blue pile is Calendar
    And the age 10 pile is A.I.
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Miniaturization
    Then Alice may return up to 1 of Robotics
    When Alice returns Robotics
    Then Alice's hand is nothing
    And Alice's score pile is nothing
    And the age 10 pile is A.I., Robotics
    And it is Alice's turn 20 with one action used

  @id:card-base-miniaturization-declined
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Miniaturization: declining the return does nothing
    # Miniaturization features the lightbulb: Alice shows 2, Bob none (he does not share).
    Given a 2-player game
    And Alice has Robotics, Oars in hand
    And Alice has Calendar in the score pile
    And Alice's red pile is Miniaturization
    And the age 10 pile is A.I.
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Miniaturization
    Then Alice may return up to 1 of Robotics, Oars
    When Alice declines
    Then Alice's hand is Robotics, Oars
    And Alice's score pile is Calendar
    And the age 10 pile is A.I.
    And it is Alice's turn 20 with one action used

  @id:card-base-miniaturization-draws-end-game
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:ages.game_end_draw=11
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Miniaturization: the draws run the age-10 pile dry and end the game on score
    # Miniaturization features the lightbulb: Alice shows 2, Bob none (he does not share).
    # Two distinct values (1 and 2): the first draw takes back Robotics, the second must draw
    # past age 10. Alice has 3 points, Bob 2: Alice wins.
    Given a 2-player game
    And Alice has Robotics in hand
    And Alice has Oars, Calendar in the score pile
    And Alice's red pile is Miniaturization
    And Bob has Philosophy in the score pile
    And the age 10 pile is nothing
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Miniaturization
    Then Alice may return up to 1 of Robotics
    When Alice chooses Robotics
    Then Alice wins by score
    And Alice's hand is Robotics
    And the age 10 pile is nothing

  # -- Robotics (red; featured icon: factory) ------------------------------------------------

  @id:card-base-robotics-score-green-meld-execute-shared
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Robotics: the top green card is scored, a 10 melded and executed
    # Robotics features the factory: Alice shows 2, Bob 2 with Steam Engine (shares).
    # Bob has no green card to score; he melds Databases (a demand only: nothing happens).
    # Alice scores Sailing and melds A.I.: it scores Software, so Software is not a top card
    # and nobody wins.
    Given a 2-player game
    And Alice's red pile is Robotics
    And Alice's green pile is Sailing, Clothing
    And Bob's yellow pile is Steam Engine
    And the age 10 pile is Databases, A.I., Software, Stem Cells
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Robotics
    Then Bob's green pile is Databases
    And Bob's yellow pile is Steam Engine
    And Bob's score pile is nothing
    And Alice's score pile is Sailing, Software
    And Alice's hand is Stem Cells
    And Alice's red pile is Robotics
    And Alice's green pile is Clothing
    And Alice's purple pile is A.I.
    And the age 10 pile is nothing
    And the game is not over
    And it is Alice's turn 20 with one action used

  @id:card-base-robotics-no-green-executed-tie
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Robotics: without a green pile nothing is scored; the executed A.I. finds a tie for lowest and nobody wins
    # Robotics features the factory: Alice shows 2, Bob none (he does not share).
    # A.I. scores Databases: Alice 10 points, Bob 10 (Quantum Theory 8, Calendar 2).
    Given a 2-player game
    And Alice's red pile is Robotics
    And Alice's blue pile is Software
    And Bob's blue pile is Writing
    And Bob has Quantum Theory, Calendar in the score pile
    And the age 10 pile is A.I., Databases
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Robotics
    Then Alice's purple pile is A.I.
    And Alice's red pile is Robotics
    And Alice's blue pile is Software
    And Alice's score pile is Databases
    And Bob's score pile is Quantum Theory, Calendar
    And the age 10 pile is nothing
    And the game is not over
    And it is Alice's turn 20 with one action used

  # -- Databases (green; featured icon: clock) -----------------------------------------------

  @id:card-base-databases-half-rounded-up
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Databases: each affected player returns half the score pile, rounded up
    # Databases features the clock: Alice shows 3, Bob and Carol none (both affected).
    # Bob holds 5 score cards: he returns 3, in the order he chooses. Carol holds 1: it goes.
    Given a 3-player game
    And Alice's green pile is Databases
    And Bob has Oars, Calendar, Tools, Mathematics, Pottery in the score pile
    And Carol has Writing in the score pile
    And the age 1 pile is Archery
    And the age 2 pile is Currency
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Databases
    Then Bob must return 3 of Oars, Calendar, Tools, Mathematics, Pottery
    When Bob returns Tools then Oars then Calendar
    Then Bob's score pile is Mathematics, Pottery
    And Carol's score pile is nothing
    And Alice's score pile is nothing
    And the age 1 pile is Archery, Tools, Oars, Writing
    And the age 2 pile is Currency, Calendar
    And nobody gets the sharing bonus
    And it is Alice's turn 20 with one action used

  @id:card-base-databases-even-count-equal-clocks-safe
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Databases: four score cards lose two; an opponent with as many clocks is safe
    # Databases features the clock: Alice shows 3, Bob none (affected), Carol 3 with Rocketry
    # (not affected: equal).
    Given a 3-player game
    And Alice's green pile is Databases
    And Bob has Oars, Calendar, Tools, Mathematics in the score pile
    And Carol's blue pile is Rocketry
    And Carol has Pottery, Currency in the score pile
    And the age 1 pile is Archery
    And the age 2 pile is nothing
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Databases
    Then Bob must return 2 of Oars, Calendar, Tools, Mathematics
    When Bob returns Tools then Oars
    Then Bob's score pile is Calendar, Mathematics
    And Carol's score pile is Pottery, Currency
    And the age 1 pile is Archery, Tools, Oars
    And the age 2 pile is nothing
    And it is Alice's turn 20 with one action used

  @id:card-base-databases-empty-score-pile
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Databases: an empty score pile returns nothing
    # Databases features the clock: Alice shows 3, Bob none (affected).
    Given a 2-player game
    And Alice's green pile is Databases
    And Bob has Oars in hand
    And the age 1 pile is Archery
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Databases
    Then Bob's score pile is nothing
    And Bob's hand is Oars
    And the age 1 pile is Archery
    And it is Alice's turn 20 with one action used

  # -- Self Service (green; featured icon: crown) --------------------------------------------

  @id:card-base-self-service-executes-other-top-card-shared
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Self Service: each player executes the non-demand effects of another of their top cards
    # Self Service features the crown: Alice shows 4 (Self Service 3, Oars 1), Bob 5 (Optics 3,
    # Sailing 2): he shares. Self Service itself is never an option.
    # Bob executes A.I.: he draws and scores Databases. Alice executes Oars: its demand did not
    # run in this action, so nothing was transferred and she draws a 1.
    # Nobody holds an achievement: nobody has more than every other player.
    Given a 2-player game
    And Alice's blue pile is Tools
    And Alice's red pile is Oars
    And Alice's green pile is Self Service
    And Bob's red pile is Optics
    And Bob's green pile is Sailing
    And Bob's purple pile is A.I.
    And the age 1 pile is Archery
    And the age 10 pile is Databases, Software
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Self Service
    Then Bob must choose 1 of Optics, Sailing, A.I.
    When Bob chooses A.I.
    Then Alice must choose 1 of Tools, Oars
    When Alice chooses Oars
    Then Bob's score pile is Databases
    And Bob's hand is nothing
    And Alice's hand is Archery, Software
    And Alice's score pile is nothing
    And the age 1 pile is nothing
    And the age 10 pile is nothing
    And the game is not over
    And it is Alice's turn 20 with one action used

  @id:card-base-self-service-more-achievements-wins
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Self Service: with no other top card nothing is executed; strictly more achievements win
    # Self Service features the crown: Alice shows 3, Bob none (he does not share).
    # Alice holds 1 achievement, Bob none.
    Given a 2-player game
    And Alice's green pile is Self Service
    And Alice has achievements Calendar
    And Bob's purple pile is Philosophy
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Self Service
    Then Alice wins by dogma

  @id:card-base-self-service-tied-achievements
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Self Service: as many achievements as the opponent do not win
    # Self Service features the crown: Alice shows 3, Bob none (he does not share).
    # Alice and Bob hold 1 achievement each.
    Given a 2-player game
    And Alice's green pile is Self Service
    And Alice has achievements Calendar
    And Bob's purple pile is Philosophy
    And Bob has achievements Mathematics
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Self Service
    Then the game is not over
    And Alice's achievements are Calendar
    And Bob's achievements are Mathematics
    And it is Alice's turn 20 with one action used

  @id:card-base-self-service-must-beat-every-player
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Self Service: more achievements than one opponent but as many as another do not win
    # Self Service features the crown: Alice shows 3, Bob and Carol none (they do not share).
    # Achievements: Alice 2, Bob 1, Carol 2.
    Given a 3-player game
    And Alice's green pile is Self Service
    And Alice has achievements Calendar, Mathematics
    And Bob's purple pile is Philosophy
    And Bob has achievements Compass
    And Carol's blue pile is Writing
    And Carol has achievements Invention, Physics
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Self Service
    Then the game is not over
    And it is Alice's turn 20 with one action used

  # -- Globalization (yellow; featured icon: factory) ----------------------------------------

  @id:card-base-globalization-leaves-block-win-shared
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Globalization: a leaf top card is returned; a board with more leaves than factories blocks the win
    # Globalization features the factory: Alice shows 3, Bob none (affected), Carol 3 with Coal
    # (shares, not affected). After the demand Bob still shows Clothing: 2 leaves, 0 factories.
    Given a 3-player game
    And Alice's yellow pile is Globalization
    And Bob's green pile is Clothing
    And Bob's yellow pile is Agriculture
    And Carol's red pile is Coal
    And the age 1 pile is nothing
    And the age 6 pile is Canning, Vaccination
    And the age 10 pile is Software
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Globalization
    Then Bob must return 1 of Clothing, Agriculture
    When Bob returns Agriculture
    Then Bob's green pile is Clothing
    And Bob's yellow pile is nothing
    And Carol's score pile is Canning
    And Carol's red pile is Coal
    And Alice's score pile is Vaccination
    And Alice's hand is Software
    And Alice's yellow pile is Globalization
    And the age 1 pile is Agriculture
    And the age 6 pile is nothing
    And the age 10 pile is nothing
    And the game is not over
    And it is Alice's turn 20 with one action used

  @id:card-base-globalization-highest-score-wins
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Globalization: with no board showing more leaves than factories, the single highest score wins
    # Globalization features the factory: Alice shows 3, Bob none (affected, but he has no leaf
    # top card to return). Writing shows no leaf and no factory. Alice scores Canning: 14
    # points against Bob's 2.
    Given a 2-player game
    And Alice's yellow pile is Globalization
    And Alice has Rocketry in the score pile
    And Bob's blue pile is Writing
    And Bob has Calendar in the score pile
    And the age 6 pile is Canning
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Globalization
    Then Alice wins by dogma
    And Alice's score pile is Rocketry, Canning
    And Bob's blue pile is Writing

  @id:card-base-globalization-tied-highest-score
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Globalization: a tie for the highest score wins nothing
    # Globalization features the factory: Alice shows 3, Bob none (affected, no leaf top card).
    # Alice scores Canning: 14 points, Bob 14 (Quantum Theory 8, Machine Tools 6).
    Given a 2-player game
    And Alice's yellow pile is Globalization
    And Alice has Rocketry in the score pile
    And Bob's blue pile is Writing
    And Bob has Quantum Theory, Machine Tools in the score pile
    And the age 6 pile is Canning
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Globalization
    Then the game is not over
    And Alice's score pile is Rocketry, Canning
    And Bob's score pile is Quantum Theory, Machine Tools
    And Bob's blue pile is Writing
    And the age 6 pile is nothing
    And it is Alice's turn 20 with one action used

  # -- Stem Cells (yellow; featured icon: leaf) ----------------------------------------------

  @id:card-base-stem-cells-score-hand-shared
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Stem Cells: each player may score the whole hand
    # Stem Cells features the leaf: Alice shows 3, Bob 3 with Agriculture (shares).
    Given a 2-player game
    And Alice has Oars, Software in hand
    And Alice's yellow pile is Stem Cells
    And Bob has Tools in hand
    And Bob's yellow pile is Agriculture
    And the age 10 pile is Robotics
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Stem Cells
    Then Bob may accept or decline
    When Bob accepts
    Then Alice may accept or decline
    When Alice accepts
    Then Bob's hand is nothing
    And Bob's score pile is Tools
    And Alice's score pile is Oars, Software
    And Alice's hand is Robotics
    And the age 10 pile is nothing
    And it is Alice's turn 20 with one action used

  @id:card-base-stem-cells-declined
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Stem Cells: declining keeps the hand; a sharing player with an empty hand is not asked
    # Stem Cells features the leaf: Alice shows 3, Bob 3 with Agriculture (shares, empty hand).
    Given a 2-player game
    And Alice has Oars, Software in hand
    And Alice's yellow pile is Stem Cells
    And Bob's yellow pile is Agriculture
    And the age 10 pile is Robotics
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of Stem Cells
    Then Alice may accept or decline
    When Alice declines
    Then Alice's hand is Oars, Software
    And Alice's score pile is nothing
    And Bob's score pile is nothing
    And the age 10 pile is Robotics
    And nobody gets the sharing bonus
    And it is Alice's turn 20 with one action used

  # -- A.I. (purple; featured icon: lightbulb) -------------------------------------------------

  @id:card-base-ai-lowest-score-wins
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: A.I.: with Robotics and Software both top cards, the single lowest score wins
    # A.I. features the lightbulb: Alice shows 2, Bob none (he does not share). Software is on
    # Alice's board, Robotics on Bob's. Alice scores Databases: 10 points against Bob's 1.
    Given a 2-player game
    And Alice's blue pile is Software
    And Alice's purple pile is A.I.
    And Bob's red pile is Robotics
    And Bob has Oars in the score pile
    And the age 10 pile is Databases
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of A.I.
    Then Bob wins by dogma
    And Alice's score pile is Databases

  @id:card-base-ai-tie-for-lowest-shared
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: A.I.: a tie for the lowest score wins nothing
    # A.I. features the lightbulb: Alice shows 2, Bob 3 with Philosophy (shares).
    # After both score a 10: Alice 12 points, Bob 12.
    Given a 2-player game
    And Alice's blue pile is Software
    And Alice's purple pile is A.I.
    And Alice has Calendar in the score pile
    And Bob's red pile is Robotics
    And Bob's purple pile is Philosophy
    And Bob has Mathematics in the score pile
    And the age 10 pile is Databases, Stem Cells, Globalization
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of A.I.
    Then Bob's score pile is Mathematics, Databases
    And Alice's score pile is Calendar, Stem Cells
    And Alice's hand is Globalization
    And the age 10 pile is nothing
    And the game is not over
    And it is Alice's turn 20 with one action used

  @id:card-base-ai-software-covered
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: A.I.: Software covered in a pile is not a top card, so nobody wins
    # A.I. features the lightbulb: Alice shows 3 (A.I. 2, Bioengineering 1), Bob none (he does
    # not share). Bob would have the single lowest score.
    Given a 2-player game
    And Alice's blue pile is Bioengineering, Software
    And Alice's purple pile is A.I.
    And Bob's red pile is Robotics
    And Bob has Oars in the score pile
    And the age 10 pile is Databases
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of A.I.
    Then the game is not over
    And Alice's score pile is Databases
    And Alice's blue pile is Bioengineering, Software
    And Bob's score pile is Oars
    And the age 10 pile is nothing
    And it is Alice's turn 20 with one action used

  # -- The Internet (purple; featured icon: clock) -------------------------------------------

  @id:card-base-the-internet-splay-score-meld-per-two-clocks
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: The Internet: green splayed up, a 10 scored, then a 10 melded per two clocks counted before melding
    # The Internet features the clock: Alice shows 5 (Satellites 3, The Internet 2), Bob 5
    # (Rocketry 3, Quantum Theory splayed up 2): he shares. Bob has no green pile: not asked.
    # The splay of Sailing shows no clock: both still show 5, two melds each.
    Given a 2-player game
    And Alice's green pile is Satellites, Sailing
    And Alice's purple pile is The Internet
    And Bob's blue pile is Rocketry, Quantum Theory splayed up
    And the age 10 pile is A.I., Robotics, Databases, Stem Cells, Software, Miniaturization, Globalization
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of The Internet
    Then Alice may splay up to 1 of green
    When Alice splays green
    Then Bob's score pile is A.I.
    And Bob's blue pile is Rocketry, Quantum Theory splayed up
    And Bob's green pile is Databases
    And Bob's yellow pile is Stem Cells
    And Alice's score pile is Robotics
    And Alice's hand is Globalization
    And Alice's blue pile is Software
    And Alice's red pile is Miniaturization
    And Alice's green pile is Satellites, Sailing splayed up
    And Alice's purple pile is The Internet
    And the age 10 pile is nothing
    And it is Alice's turn 20 with one action used

  @id:card-base-the-internet-three-clocks-one-meld
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: The Internet: the splay declined; three clocks give a single meld
    # The Internet features the clock: Alice shows 3 (The Internet 2, Bicycle 1), Bob none
    # (he does not share).
    Given a 2-player game
    And Alice's green pile is Bicycle, Sailing
    And Alice's purple pile is The Internet
    And Bob's blue pile is Writing
    And the age 10 pile is A.I., Robotics, Databases
    And it is Alice's turn 20 with every action left
    When Alice performs the dogma of The Internet
    Then Alice may splay up to 1 of green
    When Alice declines
    Then Alice's green pile is Bicycle, Sailing
    And Alice's score pile is A.I.
    And Alice's red pile is Robotics
    And Alice's hand is nothing
    And the age 10 pile is Databases
    And it is Alice's turn 20 with one action used
