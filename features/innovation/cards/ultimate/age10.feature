# The age-10 fourth-edition cards, each effect and branch, from exact positions.
# Card texts: engine/data/cards/base-ultimate.json (our own words, with its glossary: self-execute,
# the chain rule, "the one player with strictly the most"); rulebook terms: innovation-ultimate.es.txt.
# Every supply pile a scenario draws from is listed; the sharing bonus is a draw of the value of
# the launcher's highest top card.
@ultimate
Feature: Age 10 fourth-edition cards

  # --- Bioengineering -----------------------------------------------------------------------------

  @id:card-ul-bioengineering-shared-tie-for-most-leaves
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Bioengineering shared: each scores an opponent's top card with a leaf; a tie for the most leaves wins nothing
    # Bioengineering features the clock: Alice shows 2, Bob 3 with Databases and Stem Cells
    # (shares), Carol none. Bob picks among Carol's and Alice's leaf cards, Alice among Bob's
    # and Carol's, never her own. Then Alice and Carol show 3 leaves each, Bob none: one player
    # is under two, but the most is shared.
    Given a 3-player game
    And Alice's blue pile is Bioengineering
    And Alice's yellow pile is Agriculture
    And Bob's green pile is Databases
    And Bob's yellow pile is Stem Cells
    And Carol's green pile is Clothing
    And Carol's purple pile is Reformation
    And the age 10 pile is A.I.
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Bioengineering
    Then Bob must score 1 of Clothing, Reformation, Agriculture
    When Bob scores Clothing
    Then Alice must score 1 of Stem Cells, Reformation
    When Alice scores Stem Cells
    Then Alice's hand is A.I.
    And Alice's score pile is Stem Cells
    And Alice's blue pile is Bioengineering
    And Alice's yellow pile is Agriculture
    And Bob's score pile is Clothing
    And Bob's green pile is Databases
    And Bob's yellow pile is nothing
    And Carol's purple pile is Reformation
    And Carol's green pile is nothing
    And Carol's score pile is nothing
    And the age 10 pile is nothing
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:card-ul-bioengineering-most-leaves-wins @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Bioengineering: the only leaf card is scored; the opponent is left without a leaf and the launcher, with the most, wins
    # Alice shows 2 clocks, Bob none. Clothing is the only choice (no question). Then Bob shows
    # no leaf, Alice 3 with Reformation.
    Given a 2-player game
    And Alice's blue pile is Bioengineering
    And Alice's purple pile is Reformation
    And Bob's green pile is Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Bioengineering
    Then Alice's score pile is Clothing
    And Bob's board is empty
    And Alice wins by dogma

  @id:card-ul-bioengineering-two-leaves-is-not-fewer-than-two @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Bioengineering: an opponent left with exactly two leaves is not under two, so nobody wins
    # Alice shows 2 clocks, Bob none. Alice scores Agriculture; Bob keeps Clothing (2 leaves),
    # Alice shows 3.
    Given a 2-player game
    And Alice's blue pile is Bioengineering
    And Alice's purple pile is Reformation
    And Bob's green pile is Clothing
    And Bob's yellow pile is Agriculture
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Bioengineering
    Then Alice must score 1 of Clothing, Agriculture
    When Alice scores Agriculture
    Then Alice shows 3 leaf
    And Bob shows 2 leaf
    And Alice's score pile is Agriculture
    And Bob's green pile is Clothing
    And Bob's yellow pile is nothing
    And the game is not over
    And it is Alice's turn 9 with one action used

  # --- Software -----------------------------------------------------------------------------------

  @id:card-ul-software-shared-score-meld-two-nines-execute-second
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Software shared: each scores a 10, melds two 9s and self-executes the second one
    # Software features the clock: Alice shows 2, Bob 3 with Databases (shares). Bob's second 9
    # is Genetics: self-executed, it melds Climatology over Genetics and Computers and scores
    # both. Alice's second 9 is Services: only a demand, skipped.
    Given a 2-player game
    And Alice's blue pile is Software
    And Bob's green pile is Databases
    And Bob has Tools in the score pile
    And the age 9 pile is Computers, Genetics, Satellites, Services
    And the age 10 pile is A.I., Robotics, Stem Cells
    And the age 11 pile is Climatology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Software
    Then Bob's score pile is Tools, A.I., Genetics, Computers
    And Bob's blue pile is Climatology
    And Bob's green pile is Databases
    And Bob's hand is nothing
    And Alice's score pile is Robotics
    And Alice's blue pile is Software
    And Alice's green pile is Satellites
    And Alice's purple pile is Services
    And Alice's hand is Stem Cells
    And the age 9 pile is nothing
    And the age 10 pile is nothing
    And the age 11 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-software-empty-9-deck-nested-chain @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:ages.game_end_draw=12
  @assumes:dogma.chain_achievement=true @assumes:special_achievements.conditions.Universe.count=5
  Scenario: Software with the 9 deck empty melds 10s; Robotics self-executed self-executes Databases: a chain achievement first
    # Alice shows 2 clocks, Bob none. The two 9s are 10s: Stem Cells, then Robotics,
    # self-executed (started by the dogma action: no chain). Robotics scores the top green
    # Sailing and melds Databases, which has a clock: a self-execute inside a self-execution,
    # so Alice first draws an 11 into her achievements; Databases' demand is skipped.
    Given a 2-player game
    And Alice's blue pile is Software
    And Alice's green pile is Sailing
    And Bob's red pile is Archery
    And the age 9 pile is nothing
    And the age 10 pile is A.I., Stem Cells, Robotics, Databases
    And the age 11 pile is Fusion, Escapism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Software
    Then Alice's score pile is A.I., Sailing
    And Alice's achievements are Fusion
    And Alice's blue pile is Software
    And Alice's red pile is Robotics
    And Alice's green pile is Databases
    And Alice's yellow pile is Stem Cells
    And Alice's hand is nothing
    And Bob's red pile is Archery
    And the age 10 pile is nothing
    And the age 11 pile is Escapism
    And it is Alice's turn 9 with one action used

  # --- Miniaturization ----------------------------------------------------------------------------

  @id:card-ul-miniaturization-shared-11-junks-deck-10-draws
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Miniaturization shared: a returned 11 junks the 11 deck; a returned 10 draws a 10 per value in the score pile
    # Miniaturization features the lightbulb: Alice shows 2, Bob 2 with A.I. (shares). Bob's
    # only card is returned without a question, under the 11 deck, which is then junked with
    # it. Alice's score pile holds values 1 and 2: two 10s.
    Given a 2-player game
    And Alice has Robotics, Pottery in hand
    And Alice has Agriculture, Calendar, Mathematics in the score pile
    And Alice's red pile is Miniaturization
    And Bob has Fusion in hand
    And Bob's purple pile is A.I.
    And the age 10 pile is Databases, Stem Cells, Globalization
    And the age 11 pile is Escapism, Climatology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Miniaturization
    Then Alice must return 1 of Robotics, Pottery
    When Alice returns Robotics
    Then Alice's hand is Pottery, Databases, Stem Cells, Globalization
    And Alice's score pile is Agriculture, Calendar, Mathematics
    And Bob's hand is nothing
    And Bob's purple pile is A.I.
    And the junk pile holds Escapism, Climatology, Fusion
    And the age 11 pile is nothing
    And the age 10 pile is Robotics
    And it is Alice's turn 9 with one action used

  @id:card-ul-miniaturization-other-value-only-returned @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Miniaturization: a card of another value is only returned
    # Alice shows 2 lightbulbs, Bob none. Her only card goes without a question.
    Given a 2-player game
    And Alice has Pottery in hand
    And Alice has Calendar in the score pile
    And Alice's red pile is Miniaturization
    And Bob's yellow pile is Agriculture
    And the age 1 pile is Tools
    And the age 10 pile is Databases
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Miniaturization
    Then Alice's hand is nothing
    And Alice's score pile is Calendar
    And the age 1 pile is Tools, Pottery
    And the age 10 pile is Databases
    And the junk pile holds nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-miniaturization-10-with-empty-score-pile @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Miniaturization: a returned 10 with an empty score pile draws nothing
    # Alice shows 2 lightbulbs, Bob none. No value in her score pile: zero draws.
    Given a 2-player game
    And Alice has Software in hand
    And Alice's red pile is Miniaturization
    And Bob's yellow pile is Agriculture
    And the age 10 pile is Databases
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Miniaturization
    Then Alice's hand is nothing
    And Alice's score pile is nothing
    And the age 10 pile is Databases, Software
    And it is Alice's turn 9 with one action used

  # --- Robotics -----------------------------------------------------------------------------------

  @id:card-ul-robotics-shared-score-green-and-conditional-execute
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:ages.game_end_draw=12
  @assumes:dogma.chain_achievement=true @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Robotics shared: top green cards scored; a melded 10 with a factory or clock is self-executed, one without is not
    # Robotics features the factory: Alice shows 2, Bob 3 with Globalization (shares). Bob melds
    # Self Service (crowns only): not executed. Alice melds Software (clocks): self-executed;
    # with the 9 deck empty it melds Miniaturization and Stem Cells and self-executes Stem
    # Cells, a nested self-execute: Alice first draws an 11 into her achievements; Stem Cells
    # finds her hand empty and draws an 11.
    Given a 2-player game
    And Alice's red pile is Robotics
    And Alice's green pile is Currency, Sailing
    And Bob's green pile is Clothing
    And Bob's yellow pile is Globalization
    And the age 9 pile is nothing
    And the age 10 pile is Self Service, Software, Bioengineering, Miniaturization, Stem Cells, A.I.
    And the age 11 pile is Fusion, Escapism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Robotics
    Then Bob's score pile is Clothing
    And Bob's green pile is Self Service
    And Bob's yellow pile is Globalization
    And Bob's hand is nothing
    And Alice's score pile is Currency, Bioengineering
    And Alice's achievements are Fusion
    And Alice's hand is Escapism, A.I.
    And Alice's blue pile is Software
    And Alice's red pile is Miniaturization, Robotics
    And Alice's green pile is Sailing
    And Alice's yellow pile is Stem Cells
    And the age 10 pile is nothing
    And the age 11 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-robotics-no-green-and-no-execute @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Robotics alone: no green pile scores nothing; a melded 10 without factory or clock is not executed
    # Alice shows 2 factories, Bob none. Stem Cells has only leaves: not self-executed, so no
    # 11 is drawn.
    Given a 2-player game
    And Alice's red pile is Robotics
    And Alice has Tools in hand
    And Bob's yellow pile is Agriculture
    And the age 10 pile is Stem Cells, A.I.
    And the age 11 pile is Fusion
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Robotics
    Then Alice's score pile is nothing
    And Alice's hand is Tools
    And Alice's yellow pile is Stem Cells
    And Alice's red pile is Robotics
    And the age 10 pile is A.I.
    And the age 11 pile is Fusion
    And it is Alice's turn 9 with one action used

  # --- Databases ----------------------------------------------------------------------------------

  @id:card-ul-databases-returns-highest-achievement-value @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_player=-1
  Scenario: Databases: each affected player returns as many score cards as their highest achievement's value
    # Databases features the clock: Alice shows 3; Bob, Carol and Dave none (all affected).
    # Bob's highest valued achievement is Optics (3): he picks 3 and orders them (two go under
    # the 1 deck). Carol's is Coal (5), more than her 2 cards: all, in her order. Dave holds
    # only a special achievement: 0. A demand gives no bonus.
    Given a 4-player game
    And Alice's green pile is Databases
    And Bob has Tools, Writing, Mathematics, Translation, Paper in the score pile
    And Bob has achievements Calendar, Optics, Wonder
    And Carol has Pottery, Clothing in the score pile
    And Carol has achievements Monument, Coal
    And Dave has Sailing in the score pile
    And Dave has achievements Empire
    And the special achievements are World, Universe
    And the age 1 pile is Agriculture
    And the age 3 pile is Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Databases
    Then Bob must return 3 of Tools, Writing, Mathematics, Translation, Paper
    When Bob returns Writing then Paper then Tools
    When Carol returns Clothing then Pottery
    Then Bob's score pile is Mathematics, Translation
    And Carol's score pile is nothing
    And Dave's score pile is Sailing
    And Alice's score pile is nothing
    And Alice's hand is nothing
    And Alice's green pile is Databases
    And the age 1 pile is Agriculture, Writing, Tools, Clothing, Pottery
    And the age 3 pile is Compass, Paper
    And it is Alice's turn 9 with one action used

  @id:card-ul-databases-equal-clocks-not-affected @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Databases spares an opponent with as many clocks
    # Alice shows 3 clocks, Bob 3 with Fission: not affected.
    Given a 2-player game
    And Alice's green pile is Databases
    And Bob's red pile is Fission
    And Bob has Writing in the score pile
    And Bob has achievements Tools
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Databases
    Then Bob's score pile is Writing
    And Bob's achievements are Tools
    And it is Alice's turn 9 with one action used

  # --- Self Service -------------------------------------------------------------------------------

  @id:card-ul-self-service-twice-each-opponent-wins @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Self Service: twice the achievements of each opponent wins, a special achievement counting
    # Self Service features the crown: Alice shows 3 (Writing 1), Bob and Carol none. Alice
    # holds 2, Bob 1, Carol 0.
    Given a 3-player game
    And Alice's blue pile is Writing
    And Alice's green pile is Self Service
    And Alice has achievements Pottery, Wonder
    And Bob's red pile is Archery
    And Bob has achievements Calendar
    And Carol's red pile is Metalworking
    And the special achievements are Monument, Empire, World, Universe
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Self Service
    Then Alice wins by dogma

  @id:card-ul-self-service-nobody-holds-any-wins @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Self Service: with no achievement anywhere, zero is twice zero and the launcher wins
    Given a 3-player game
    And Alice's blue pile is Writing
    And Alice's green pile is Self Service
    And Bob's red pile is Archery
    And Carol's red pile is Metalworking
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Self Service
    Then Alice wins by dogma

  @id:card-ul-self-service-short-of-twice-self-executes @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Self Service: one achievement against one does not win; the only other top card is self-executed
    # Alice holds 1, Bob 1: short of twice. Writing is Alice's only other top card: no
    # question; self-executed, it draws a 2.
    Given a 3-player game
    And Alice's blue pile is Writing
    And Alice's green pile is Self Service
    And Alice has achievements Pottery
    And Bob's red pile is Archery
    And Bob has achievements Calendar
    And Carol's red pile is Metalworking
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Self Service
    Then Alice's hand is Mathematics
    And Alice's blue pile is Writing
    And Alice's green pile is Self Service
    And the age 2 pile is nothing
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:card-ul-self-service-shared-nested-chain
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:ages.game_end_draw=12
  @assumes:dogma.chain_achievement=true @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:special_achievements.conditions.Universe.count=5
  @assumes:cards.expansions=[]
  Scenario: Self Service shared: each self-executes another top card; Software's own self-execute is nested: a chain achievement
    # Alice shows 2 crowns, Bob 3 with Optics (shares). Nobody holds twice the others'. Bob
    # picks A.I. (draws and scores a 10; Robotics is on no board). Software is Alice's only
    # other top card; with the 9 deck empty it melds two 10s and self-executes Stem Cells:
    # nested, so an 11 goes to Alice's achievements first.
    Given a 2-player game
    And Alice's blue pile is Software
    And Alice's green pile is Self Service
    And Alice has achievements Pottery
    And Bob's red pile is Optics
    And Bob's purple pile is A.I.
    And Bob has achievements Tools
    And the age 9 pile is nothing
    And the age 10 pile is Databases, Bioengineering, The Internet, Stem Cells, Globalization
    And the age 11 pile is Fusion, Escapism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Self Service
    Then Bob must choose 1 of Optics, A.I.
    When Bob chooses A.I.
    Then Bob's score pile is Databases
    And Bob's achievements are Tools
    And Bob's red pile is Optics
    And Bob's purple pile is A.I.
    And Alice's score pile is Bioengineering
    And Alice's achievements are Pottery, Fusion
    And Alice's hand is Escapism, Globalization
    And Alice's blue pile is Software
    And Alice's green pile is Self Service
    And Alice's yellow pile is Stem Cells
    And Alice's purple pile is The Internet
    And the age 10 pile is nothing
    And the age 11 pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Globalization ------------------------------------------------------------------------------

  @id:card-ul-globalization-demanded-shared-leaves-block-win
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Globalization: a top leaf card returned; 11s melded by the sharing player and the launcher; more leaves than factories somewhere: no win
    # Globalization features the factory: Alice shows 3, Bob none (affected), Carol 3 with Coal
    # (not affected, shares). Bob keeps Clothing: 2 leaves, no factory.
    Given a 3-player game
    And Alice's yellow pile is Globalization
    And Alice has Mathematics in the score pile
    And Bob's blue pile is Pottery
    And Bob's green pile is Clothing
    And Carol's red pile is Coal
    And the age 1 pile is nothing
    And the age 11 pile is Fusion, Escapism, Climatology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Globalization
    Then Bob must return 1 of Pottery, Clothing
    When Bob returns Pottery
    Then Bob's green pile is Clothing
    And Bob's blue pile is nothing
    And Carol's red pile is Fusion, Coal
    And Alice's purple pile is Escapism
    And Alice's yellow pile is Globalization
    And Alice's hand is Climatology
    And the age 1 pile is Pottery
    And the age 11 pile is nothing
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:card-ul-globalization-most-points-wins @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12
  Scenario: Globalization: no board shows more leaves than factories and the launcher alone has the most points: she wins
    # Alice shows 3 factories, Bob none (affected, but Writing has no leaf). Alice 8 points,
    # Bob 2.
    Given a 2-player game
    And Alice's yellow pile is Globalization
    And Alice has Rocketry in the score pile
    And Bob's blue pile is Writing
    And Bob has Calendar in the score pile
    And the age 11 pile is Solar Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Globalization
    Then Alice's blue pile is Solar Sailing
    And Bob's blue pile is Writing
    And Alice wins by dogma

  @id:card-ul-globalization-tie-for-most-points @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12
  Scenario: Globalization: a tie for the most points wins nothing
    # As before, but Bob also has 8 points.
    Given a 2-player game
    And Alice's yellow pile is Globalization
    And Alice has Rocketry in the score pile
    And Bob's blue pile is Writing
    And Bob has Quantum Theory in the score pile
    And the age 11 pile is Solar Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Globalization
    Then Alice's blue pile is Solar Sailing
    And Bob's blue pile is Writing
    And the game is not over
    And it is Alice's turn 9 with one action used

  # --- Stem Cells ---------------------------------------------------------------------------------

  @id:card-ul-stem-cells-shared-score-hands-draw-11s
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Stem Cells shared: whole hands scored, then an 11 each
    # Stem Cells features the leaf: Alice shows 3, Bob 3 with Pottery (shares).
    Given a 2-player game
    And Alice has Oars, Software in hand
    And Alice's yellow pile is Stem Cells
    And Bob has Tools in hand
    And Bob's blue pile is Pottery
    And the age 10 pile is Robotics
    And the age 11 pile is Fusion, Escapism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Stem Cells
    Then Bob may accept or decline
    When Bob accepts
    Then Alice may accept or decline
    When Alice accepts
    Then Alice's hand is Escapism, Robotics
    And Alice's score pile is Oars, Software
    And Bob's hand is Fusion
    And Bob's score pile is Tools
    And the age 10 pile is nothing
    And the age 11 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-stem-cells-declined-and-empty-hand
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Stem Cells: declined keeps the hand; an empty hand is not asked
    # Alice shows 3 leaves, Bob 3 (shares, with an empty hand).
    Given a 2-player game
    And Alice has Oars, Software in hand
    And Alice's yellow pile is Stem Cells
    And Bob's blue pile is Pottery
    And the age 10 pile is Robotics
    And the age 11 pile is Fusion, Escapism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Stem Cells
    Then Alice may accept or decline
    When Alice declines
    Then Alice's hand is Oars, Software, Escapism, Robotics
    And Alice's score pile is nothing
    And Bob's hand is Fusion
    And Bob's score pile is nothing
    And the age 10 pile is nothing
    And the age 11 pile is nothing
    And it is Alice's turn 9 with one action used

  # --- A.I. ---------------------------------------------------------------------------------------

  @id:card-ul-ai-lowest-score-wins @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: A.I.: with Robotics and Software both on top, the one player with the lowest score wins
    # A.I. features the lightbulb: Alice shows 2, Bob none. Alice scores a 10 first (10
    # points), Bob has 1.
    Given a 2-player game
    And Alice's blue pile is Software
    And Alice's purple pile is A.I.
    And Bob's red pile is Robotics
    And Bob has Oars in the score pile
    And the age 10 pile is Databases
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of A.I.
    Then Alice's score pile is Databases
    And Bob wins by dogma

  @id:card-ul-ai-shared-tie-for-lowest
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: A.I. shared: both score a 10; a tie for the lowest score wins nothing
    # Alice shows 2 lightbulbs, Bob 2 with Tools (shares). Both end on 12 points.
    Given a 2-player game
    And Alice's blue pile is Software
    And Alice's purple pile is A.I.
    And Alice has Calendar in the score pile
    And Bob's blue pile is Tools
    And Bob's red pile is Robotics
    And Bob has Mathematics in the score pile
    And the age 10 pile is Databases, Stem Cells, Globalization
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of A.I.
    Then Alice's score pile is Calendar, Stem Cells
    And Bob's score pile is Mathematics, Databases
    And Alice's hand is Globalization
    And the age 10 pile is nothing
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:card-ul-ai-software-covered-no-win @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: A.I.: Software covered in a pile is not a top card, so nobody wins
    # Alice shows 2 lightbulbs, Bob none (Pottery covers Software).
    Given a 2-player game
    And Alice's purple pile is A.I.
    And Bob's red pile is Robotics
    And Bob's blue pile is Pottery, Software
    And the age 10 pile is Databases
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of A.I.
    Then Alice's score pile is Databases
    And Bob's score pile is nothing
    And the game is not over
    And it is Alice's turn 9 with one action used

  # --- The Internet -------------------------------------------------------------------------------

  @id:card-ul-the-internet-shared-by-avatars
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: The Internet shared by avatars: green splayed up, a 10 scored and two 10s melded each
    # The Internet features the avatar: Alice shows 2, Bob 2 with Near-Field Comm (shares).
    # Bob has no green pile: not asked to splay.
    Given a 2-player game
    And Alice's green pile is Databases, Sailing
    And Alice's purple pile is The Internet
    And Bob's yellow pile is Near-Field Comm
    And the age 10 pile is A.I., Bioengineering, Globalization, Miniaturization, Software, Robotics, Stem Cells
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Internet
    Then Alice may splay up to 1 of green
    When Alice splays green
    Then Alice's green pile is Databases, Sailing splayed up
    And Alice's score pile is Bioengineering
    And Alice's blue pile is Software
    And Alice's red pile is Robotics
    And Alice's purple pile is The Internet
    And Alice's hand is Stem Cells
    And Bob's score pile is A.I.
    And Bob's yellow pile is Globalization, Near-Field Comm
    And Bob's red pile is Miniaturization
    And the age 10 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-the-internet-splay-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: The Internet alone: the splay declined
    # Alice shows 2 avatars, Bob none.
    Given a 2-player game
    And Alice's green pile is Databases, Sailing
    And Alice's purple pile is The Internet
    And Bob's red pile is Archery
    And the age 10 pile is A.I., Bioengineering, Globalization
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Internet
    Then Alice may splay up to 1 of green
    When Alice declines
    Then Alice's green pile is Databases, Sailing
    And Alice's score pile is A.I.
    And Alice's blue pile is Bioengineering
    And Alice's yellow pile is Globalization
    And Alice's hand is nothing
    And the age 10 pile is nothing
    And it is Alice's turn 9 with one action used
