# The age-11 fourth-edition cards (all new in this edition), each effect and branch, from exact
# positions.
# Card texts: engine/data/cards/base-ultimate.json (our own words, with its glossary: junk,
# self-execute, the chain rule, "you lose", "repeat this effect"); rulebook terms:
# innovation-ultimate.es.txt.
# Every supply pile a scenario draws from or returns to is listed; the sharing bonus is a draw of
# the value of the launcher's highest top card (a 1 with an empty board).
@ultimate
Feature: Age 11 fourth-edition cards

  # --- Climatology --------------------------------------------------------------------------------

  @id:card-ul-climatology-demanded-and-shared
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[] @assumes:cards.readings.climatology_avatar=false
  Scenario: Climatology: the launcher names crown, two crowned top cards are returned; then top cards and score cards of that value or more
    # Climatology features the leaf: Alice shows 3, Bob 2 with Sailing and Code of Laws
    # (affected), Carol 3 with Agriculture (shares). Bob's two cards go under different decks:
    # no order. Carol returns Tools (a 1): her whole score pile. Alice returns Robotics (a 10):
    # her 10 and 11s, two of them under one deck (she orders), not Calendar.
    Given a 3-player game
    And Alice's blue pile is Climatology
    And Alice's red pile is Robotics
    And Alice has Fusion, Calendar, Escapism, Databases in the score pile
    And Bob's red pile is Optics
    And Bob's green pile is Sailing
    And Bob's purple pile is Code of Laws
    And Carol's blue pile is Tools
    And Carol's yellow pile is Agriculture
    And Carol has Writing, Mathematics in the score pile
    And the age 1 pile is nothing
    And the age 2 pile is nothing
    And the age 3 pile is nothing
    And the age 10 pile is nothing
    And the age 11 pile is Solar Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Climatology
    Then Alice must choose 1 of crown, lightbulb, castle, factory, clock
    When Alice chooses crown
    Then Bob must return 2 of Optics, Sailing, Code of Laws
    When Bob returns Optics, Sailing
    Then Carol must return 1 of Tools, Agriculture
    When Carol returns Tools
    Then Alice must return 1 of Climatology, Robotics
    When Alice returns Robotics
    When Alice returns Escapism then Databases then Fusion
    Then Alice's hand is Solar Sailing
    And Alice's score pile is Calendar
    And Alice's blue pile is Climatology
    And Alice's red pile is nothing
    And Bob's red pile is nothing
    And Bob's green pile is nothing
    And Bob's purple pile is Code of Laws
    And Carol's blue pile is nothing
    And Carol's yellow pile is Agriculture
    And Carol's score pile is nothing
    And the age 1 pile is Sailing, Tools, Writing
    And the age 2 pile is Mathematics
    And the age 3 pile is Optics
    And the age 10 pile is Robotics, Databases
    And the age 11 pile is Escapism, Fusion
    And it is Alice's turn 9 with one action used

  @id:card-ul-climatology-fewer-than-two-and-launcher-returns-itself @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @assumes:cards.readings.climatology_avatar=false
  Scenario: Climatology: no naming for a board without a nameable icon; fewer than two qualifying cards; the launcher returns Climatology itself
    # Alice shows 3 leaves; Bob none (affected, but Escapism shows only avatars: nothing to
    # name for him); Carol 2 with Clothing (affected). Alice names castle: only Archery has one.
    # Climatology is Alice's only top card: returned (an 11), with Fusion, not Pottery.
    Given a 3-player game
    And Alice's blue pile is Climatology
    And Alice has Pottery, Fusion in the score pile
    And Bob's purple pile is Escapism
    And Carol's red pile is Archery
    And Carol's green pile is Clothing
    And the age 1 pile is nothing
    And the age 11 pile is Solar Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Climatology
    Then Alice must choose 1 of crown, lightbulb, castle, factory, clock
    When Alice chooses castle
    Then Carol's red pile is nothing
    And Carol's green pile is Clothing
    And Bob's purple pile is Escapism
    And Alice's board is empty
    And Alice's score pile is Pottery
    And Alice's hand is nothing
    And the age 1 pile is Archery
    And the age 11 pile is Solar Sailing, Climatology, Fusion
    And it is Alice's turn 9 with one action used

  # The other reading of Climatology's text (the variant's dispute on
  # cards.readings.climatology_avatar): the avatar is an icon type the launcher may name. A house
  # variant of the variant plays it.

  @id:card-ul-climatology-avatar-named-for-a-board-of-avatars @needs:resolved_variant @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @assumes:cards.readings.climatology_avatar=true
  Scenario: Climatology read with the avatar as an icon type: Alice names avatar for Bob, whose Escapism is returned
    # The position of the scenario above. Bob's Escapism shows only avatars: Alice may now name
    # one for him, and avatar takes Escapism (fewer than two qualify). For Carol she names castle:
    # Archery goes. Climatology is Alice's only top card: returned, with Fusion, not Pottery.
    Given a house variant of it sets cards.readings.climatology_avatar to true
    And a 3-player game
    And Alice's blue pile is Climatology
    And Alice has Pottery, Fusion in the score pile
    And Bob's purple pile is Escapism
    And Carol's red pile is Archery
    And Carol's green pile is Clothing
    And the age 1 pile is nothing
    And the age 11 pile is Solar Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Climatology
    Then Alice must choose 1 of crown, lightbulb, castle, factory, clock, avatar
    When Alice chooses avatar
    Then Bob's purple pile is nothing
    And Alice must choose 1 of crown, lightbulb, castle, factory, clock, avatar
    When Alice chooses castle
    Then Carol's red pile is nothing
    And Carol's green pile is Clothing
    And Alice's board is empty
    And Alice's score pile is Pottery
    And Alice's hand is nothing
    And the age 1 pile is Archery
    And the age 11 pile is Solar Sailing, Escapism, Climatology, Fusion
    And it is Alice's turn 9 with one action used

  @id:card-ul-climatology-equal-leaves-not-affected-shares
  @assumes:actions.empty_board_draw_age=1 @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Climatology spares an opponent with as many leaves, who shares: score cards of the returned value are returned, lower ones stay
    # Alice shows 3 leaves, Bob 3 with Agriculture (not affected; shares). Bob returns
    # Agriculture (a 1) and then Tools, a 1 too. Alice returns Climatology (an 11): Writing stays.
    # Alice's board is then empty: her bonus is a 1.
    Given a 2-player game
    And Alice's blue pile is Climatology
    And Alice has Writing in the score pile
    And Bob's yellow pile is Agriculture
    And Bob has Tools in the score pile
    And the age 1 pile is Pottery
    And the age 11 pile is nothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Climatology
    Then Bob's board is empty
    And Bob's score pile is nothing
    And Alice's board is empty
    And Alice's score pile is Writing
    And Alice's hand is Pottery
    And the age 1 pile is Agriculture, Tools
    And the age 11 pile is Climatology
    And it is Alice's turn 9 with one action used

  # --- Solar Sailing ------------------------------------------------------------------------------

  @id:card-ul-solar-sailing-shared-keep-top-four-aslant
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=[]
  Scenario: Solar Sailing shared: a pile not aslant keeps its top four and is splayed aslant
    # Solar Sailing features the lightbulb: Alice shows 2, Bob 3 (A.I. 2, Archery 1 shown by the
    # right splay): shares. Bob's red pile grows to six: its two bottom cards, both 1s, go back
    # in his order. Alice's new red pile of one card cannot be splayed; nobody reaches six.
    Given a 2-player game
    And Alice's blue pile is Solar Sailing
    And Bob's red pile is Robotics, Coal, Oars, Archery, Metalworking splayed right
    And Bob's purple pile is A.I.
    And the age 1 pile is Pottery
    And the age 11 pile is Fusion, Astrogeology, Hypersonics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Solar Sailing
    When Bob returns Metalworking then Archery
    Then Bob's red pile is Fusion, Robotics, Coal, Oars splayed aslant
    And Bob's purple pile is A.I.
    And Alice's red pile is Astrogeology
    And Alice's blue pile is Solar Sailing
    And Alice's hand is Hypersonics
    And the age 1 pile is Pottery, Metalworking, Archery
    And the age 11 pile is nothing
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:card-ul-solar-sailing-sixth-card-on-aslant-pile-wins @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12
  Scenario: Solar Sailing: the sixth card melded on a pile already aslant wins
    # Alice shows 2 lightbulbs, Bob 1 with Archery.
    Given a 2-player game
    And Alice's blue pile is Solar Sailing
    And Alice's green pile is Satellites, Collaboration, Corporations, Currency, Clothing splayed aslant
    And Bob's red pile is Archery
    And the age 11 pile is Space Traffic
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Solar Sailing
    Then Alice's green pile is Space Traffic, Satellites, Collaboration, Corporations, Currency, Clothing splayed aslant
    And Alice wins by dogma

  @id:card-ul-solar-sailing-fifth-card-on-aslant-pile @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12
  Scenario: Solar Sailing: five cards on a pile already aslant neither return anything nor win
    # Alice shows 2 lightbulbs, Bob 1 with Archery.
    Given a 2-player game
    And Alice's blue pile is Solar Sailing
    And Alice's green pile is Satellites, Collaboration, Corporations, Currency splayed aslant
    And Bob's red pile is Archery
    And the age 11 pile is Space Traffic, Escapism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Solar Sailing
    Then Alice's green pile is Space Traffic, Satellites, Collaboration, Corporations, Currency splayed aslant
    And Alice's hand is nothing
    And the age 11 pile is Escapism
    And the game is not over
    And it is Alice's turn 9 with one action used

  # --- Astrogeology -------------------------------------------------------------------------------

  @id:card-ul-astrogeology-shared-aslant-takes-beyond-four
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Astrogeology shared: the pile of the revealed 11 splayed aslant, every card below the top four taken into hand
    # Astrogeology features the factory: Alice shows 2, Bob 3 with Globalization (shares).
    # Bob ends with seven cards in hand: no win. Alice has no purple pile: no splay, nothing
    # taken.
    Given a 2-player game
    And Alice's red pile is Astrogeology
    And Bob has Pottery, Tools, Writing, Oars in hand
    And Bob's yellow pile is Globalization
    And Bob's purple pile is A.I., Services, Empiricism, Lighting, Mysticism, City States
    And the age 11 pile is Whataboutism, Escapism, Fusion
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Astrogeology
    Then Bob's hand is Pottery, Tools, Writing, Oars, Whataboutism, Mysticism, City States
    And Bob's purple pile is A.I., Services, Empiricism, Lighting splayed aslant
    And Bob's yellow pile is Globalization
    And Alice's hand is Escapism, Fusion
    And Alice's red pile is Astrogeology
    And Alice's purple pile is nothing
    And the age 11 pile is nothing
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:card-ul-astrogeology-already-aslant-eight-in-hand-wins @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12
  Scenario: Astrogeology: a pile already aslant does not splay again, so nothing is taken; eight cards in hand win
    # Alice shows 2 factories, Bob none.
    Given a 2-player game
    And Alice has Pottery, Tools, Writing, Oars, Archery, Clothing, Sailing in hand
    And Alice's red pile is Astrogeology
    And Alice's purple pile is Lighting, Mysticism, City States, Code of Laws, Monotheism splayed aslant
    And Bob's yellow pile is Agriculture
    And the age 11 pile is Escapism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Astrogeology
    Then Alice's purple pile is Lighting, Mysticism, City States, Code of Laws, Monotheism splayed aslant
    And Alice's hand is Pottery, Tools, Writing, Oars, Archery, Clothing, Sailing, Escapism
    And Alice wins by dogma

  @id:card-ul-astrogeology-short-pile-splays-takes-nothing @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12
  Scenario: Astrogeology: a pile of two splays aslant and has nothing below its top four
    # Alice shows 2 factories, Bob none. One card in hand: no win.
    Given a 2-player game
    And Alice's red pile is Astrogeology
    And Alice's purple pile is Lighting, Mysticism
    And Bob's yellow pile is Agriculture
    And the age 11 pile is Escapism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Astrogeology
    Then Alice's purple pile is Lighting, Mysticism splayed aslant
    And Alice's hand is Escapism
    And the age 11 pile is nothing
    And the game is not over
    And it is Alice's turn 9 with one action used

  # --- Fusion -------------------------------------------------------------------------------------

  @id:card-ul-fusion-shared-falling-values
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Fusion shared: top cards of falling values scored until no top card of a chosen value is left
    # Fusion features the clock: Alice shows 4 (Solar Sailing 1, Fusion 3), Bob 5 (Databases 3,
    # Railroad 2): shares. Bob's only 11 goes without a question; he then names 10 (Databases);
    # with no 8 or 9 left his effect ends. Alice scores Fusion, names 10 and picks Stem Cells,
    # names 9 (Ecology, alone), then 7 (Sanitation, alone); no 5 or 6 is left.
    Given a 2-player game
    And Alice's blue pile is Solar Sailing
    And Alice's red pile is Fusion
    And Alice's green pile is Self Service
    And Alice's yellow pile is Stem Cells, Ecology, Sanitation
    And Bob's blue pile is Climatology
    And Bob's green pile is Databases
    And Bob's purple pile is Railroad
    And the age 11 pile is Reclamation
    And it is Alice's turn 9 with every action left
    Then Alice shows 4 clock
    And Bob shows 5 clock
    When Alice performs the dogma of Fusion
    Then Bob must choose 1 of 9, 10
    When Bob chooses 10
    Then Alice must score 1 of Solar Sailing, Fusion
    When Alice scores Fusion
    Then Alice must choose 1 of 9, 10
    When Alice chooses 10
    Then Alice must score 1 of Self Service, Stem Cells
    When Alice scores Stem Cells
    Then Alice must choose 1 of 8, 9
    When Alice chooses 9
    Then Alice must choose 1 of 7, 8
    When Alice chooses 7
    Then Alice's score pile is Fusion, Stem Cells, Ecology, Sanitation
    And Alice's hand is Reclamation
    And Alice's blue pile is Solar Sailing
    And Alice's green pile is Self Service
    And Alice's red pile is nothing
    And Alice's yellow pile is nothing
    And Bob's score pile is Climatology, Databases
    And Bob's purple pile is Railroad
    And Bob's blue pile is nothing
    And Bob's green pile is nothing
    And the age 11 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-fusion-chosen-value-without-top-card-ends @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Fusion: a chosen value with no top card of it ends the effect
    # Alice shows 6 clocks, Bob none. After Fusion, Alice names 9 though her only top card of
    # 9 or 10 is Databases, a 10: nothing more is scored.
    Given a 2-player game
    And Alice's red pile is Fusion
    And Alice's green pile is Databases
    And Bob's yellow pile is Agriculture
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fusion
    Then Alice must choose 1 of 9, 10
    When Alice chooses 9
    Then Alice's score pile is Fusion
    And Alice's green pile is Databases
    And Alice's red pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Hypersonics --------------------------------------------------------------------------------

  @id:card-ul-hypersonics-pair-then-that-value-or-lower @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Hypersonics: a pair of top cards of one value returned, then every card of that value or lower from hand and score pile
    # Hypersonics features the factory: Alice shows 2, Bob and Carol none (both affected). Bob
    # has pairs of 1s and 2s: he picks 1, then two of his three 1s, and orders every return
    # sharing a deck. Carol has one pair (4s), taken without a question; her 2 goes, her 7 stays.
    Given a 3-player game
    And Alice's green pile is Hypersonics
    And Bob has Pottery, Calendar, Tools in hand
    And Bob has Oars, Mathematics in the score pile
    And Bob's blue pile is Writing
    And Bob's red pile is Archery
    And Bob's green pile is Clothing
    And Bob's yellow pile is Canal Building
    And Bob's purple pile is Philosophy
    And Carol has Construction, Bicycle in hand
    And Carol's blue pile is Experimentation
    And Carol's green pile is Navigation
    And Carol's purple pile is Mysticism
    And the age 1 pile is nothing
    And the age 2 pile is nothing
    And the age 4 pile is nothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Hypersonics
    Then Bob must choose 1 of 1, 2
    When Bob chooses 1
    Then Bob must return 2 of Writing, Archery, Clothing
    When Bob returns Writing then Clothing
    When Bob returns Oars then Pottery then Tools
    When Carol returns Navigation then Experimentation
    Then Bob's hand is Calendar
    And Bob's score pile is Mathematics
    And Bob's blue pile is nothing
    And Bob's green pile is nothing
    And Bob's red pile is Archery
    And Bob's yellow pile is Canal Building
    And Bob's purple pile is Philosophy
    And Carol's hand is Bicycle
    And Carol's blue pile is nothing
    And Carol's green pile is nothing
    And Carol's purple pile is Mysticism
    And Alice's green pile is Hypersonics
    And Alice's hand is nothing
    And Alice's score pile is nothing
    And the age 1 pile is Writing, Clothing, Oars, Pottery, Tools
    And the age 2 pile is Construction
    And the age 4 pile is Navigation, Experimentation
    And it is Alice's turn 9 with one action used

  @id:card-ul-hypersonics-no-pair-does-nothing @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Hypersonics: no two top cards of one value, nothing happens
    # Alice shows 2 factories, Bob none (affected): his top cards are a 1 and a 2.
    Given a 2-player game
    And Alice's green pile is Hypersonics
    And Bob has Pottery in hand
    And Bob's blue pile is Writing
    And Bob's yellow pile is Canal Building
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Hypersonics
    Then Bob's hand is Pottery
    And Bob's blue pile is Writing
    And Bob's yellow pile is Canal Building
    And it is Alice's turn 9 with one action used

  @id:card-ul-hypersonics-equal-factories-not-affected @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Hypersonics spares an opponent with as many factories, even with a pair on top
    # Alice shows 2 factories, Bob 4 with Coal and Chemistry (both 5s): not affected.
    Given a 2-player game
    And Alice's green pile is Hypersonics
    And Bob's red pile is Coal
    And Bob's blue pile is Chemistry
    And Bob has Tools in the score pile
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Hypersonics
    Then Bob's red pile is Coal
    And Bob's blue pile is Chemistry
    And Bob's score pile is Tools
    And it is Alice's turn 9 with one action used

  # --- Space Traffic ------------------------------------------------------------------------------

  @id:card-ul-space-traffic-shared-loser-and-launcher-scores
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:victory.elimination=true
  @assumes:cards.expansions=[]
  Scenario: Space Traffic shared: a player tucking under an 11 loses; the launcher scores the cards below her top five
    # Space Traffic features the crown: Alice shows 2, Bob 3 with Optics (shares), Carol none.
    # Bob: Climatology starts a blue pile (nothing above it; one card cannot splay); Carol has
    # more points: again; Solar Sailing goes under Climatology, an 11: Bob loses, every card
    # he has is junked, his achievement too. Alice: Hypersonics goes under Clothing (a 1); the
    # two cards below the top five are scored and green splayed aslant; 13 points, nobody has
    # more.
    Given a 3-player game
    And Alice's green pile is Space Traffic, Corporations, Mapmaking, Currency, Sailing, Clothing
    And Alice has Pottery in the score pile
    And Bob has Tools in hand
    And Bob's red pile is Optics
    And Bob has Writing in the score pile
    And Bob has achievements Wonder
    And Carol's purple pile is Escapism
    And Carol has Databases in the score pile
    And the special achievements are Monument, Empire, World, Universe
    And the age 11 pile is Climatology, Solar Sailing, Hypersonics, Reclamation
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Space Traffic
    Then the junk pile holds Tools, Optics, Climatology, Solar Sailing, Writing, Wonder
    And Bob's hand is nothing
    And Bob's board is empty
    And Bob's score pile is nothing
    And Bob's achievements are nothing
    And Alice's green pile is Space Traffic, Corporations, Mapmaking, Currency, Sailing splayed aslant
    And Alice's score pile is Pottery, Clothing, Hypersonics
    And Alice's hand is Reclamation
    And Carol's purple pile is Escapism
    And Carol's score pile is Databases
    And the age 11 pile is nothing
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:card-ul-space-traffic-repeats-while-someone-higher @ultimate-figures @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12 @assumes:splay.unsplay_small_piles=true
  Scenario: Space Traffic repeats while another player has strictly more points, and stops on a tie
    # Alice shows 2 crowns, Bob 1 with Writing (no sharing). Reclamation starts a yellow pile:
    # nothing scored, 0 points against 11: again. Climatology goes under Pottery (a 1): the
    # sixth card is scored and blue splayed aslant: 11 against 11, a tie: done.
    Given a 2-player game
    And Alice's blue pile is Computers, Rocketry, Publications, Mathematics, Pottery
    And Alice's green pile is Space Traffic
    And Bob's blue pile is Writing
    And Bob has Fusion in the score pile
    And the age 11 pile is Reclamation, Climatology, Escapism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Space Traffic
    Then Alice's score pile is Climatology
    And Alice's blue pile is Computers, Rocketry, Publications, Mathematics, Pottery splayed aslant
    And Alice's green pile is Space Traffic
    And Alice's yellow pile is Reclamation
    And Alice's hand is nothing
    And Bob's score pile is Fusion
    And the age 11 pile is Escapism
    And it is Alice's turn 9 with one action used

  @id:card-ul-space-traffic-launcher-loses-two-player-game @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12 @assumes:victory.elimination=true
  Scenario: Space Traffic: the launcher tucks an 11 under Space Traffic itself and loses; the other player wins
    # Alice shows 2 crowns, Bob 1.
    Given a 2-player game
    And Alice's green pile is Space Traffic
    And Bob's blue pile is Writing
    And the age 11 pile is Hypersonics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Space Traffic
    Then the junk pile holds Space Traffic, Hypersonics
    And Alice's board is empty
    And Bob's blue pile is Writing
    And Bob wins by elimination

  # --- Near-Field Comm ----------------------------------------------------------------------------

  @id:card-ul-near-field-comm-demanded-and-shared
  @assumes:actions.empty_board_draw_age=1 @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Near-Field Comm: the launcher names 11 and takes those score cards; each then reveals and self-executes the highest score card
    # Near-Field Comm features the avatar: Alice shows 2, Bob none (affected), Carol 3 with
    # Escapism (not affected; shares). Carol's highest is Stem Cells: self-executed, she scores
    # her hand and draws an 11. Alice picks Fusion among her two 11s: self-executed, it scores
    # Near-Field Comm, her only top 11; no top card is left. Her bonus, with an empty board, is
    # a 1.
    Given a 3-player game
    And Alice's yellow pile is Near-Field Comm
    And Alice has Oars in the score pile
    And Bob's blue pile is Writing
    And Bob has Fusion, Pottery, Climatology, Tools in the score pile
    And Carol has Archery in hand
    And Carol's purple pile is Escapism
    And Carol has Stem Cells, Metalworking in the score pile
    And the age 1 pile is Agriculture
    And the age 11 pile is Reclamation
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Near-Field Comm
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 11
    Then Carol may accept or decline
    When Carol accepts
    Then Alice must choose 1 of Fusion, Climatology
    When Alice chooses Fusion
    Then Alice's score pile is Oars, Fusion, Climatology, Near-Field Comm
    And Alice's board is empty
    And Alice's hand is Agriculture
    And Bob's score pile is Pottery, Tools
    And Bob's blue pile is Writing
    And Carol's hand is Reclamation
    And Carol's score pile is Stem Cells, Metalworking, Archery
    And Carol's purple pile is Escapism
    And the age 1 pile is nothing
    And the age 11 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-near-field-comm-empty-score-pile-not-asked @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Near-Field Comm: no value is named for an opponent with an empty score pile; a value they lack takes nothing
    # Alice shows 2 avatars; Bob and Carol none (both affected). Bob's score pile is empty: not
    # asked. Alice names 5 for Carol, who has only a 1. Alice's own score pile is empty.
    Given a 3-player game
    And Alice's yellow pile is Near-Field Comm
    And Bob's blue pile is Writing
    And Carol's red pile is Archery
    And Carol has Pottery in the score pile
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Near-Field Comm
    Then Alice must choose 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 5
    Then Carol's score pile is Pottery
    And Alice's score pile is nothing
    And Alice's yellow pile is Near-Field Comm
    And it is Alice's turn 9 with one action used

  # --- Reclamation --------------------------------------------------------------------------------

  @id:card-ul-reclamation-shared-repeats-with-melded-colour
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Reclamation shared: bottom threes returned, half their value melded, repeated with the melded card's colour
    # Reclamation features the leaf: Alice shows 3 (Reclamation 2, Sailing 1), Bob 3 with
    # Agriculture (shares). Bob has no red pile: value 0, he melds a 1, no repeat. Alice: 1+1+1,
    # a 2 (Mapmaking, green); green 2+1+1, a 2 (Canal Building, yellow); yellow holds two
    # cards (different decks, no order): 2+11, a 7 (Lighting); fewer than three: done.
    Given a 2-player game
    And Alice's red pile is Robotics, Coal, Oars, Archery, Metalworking
    And Alice's green pile is Sailing, Clothing
    And Alice's yellow pile is Reclamation
    And Bob's yellow pile is Agriculture
    And the age 1 pile is Pottery
    And the age 2 pile is Mapmaking, Canal Building
    And the age 7 pile is Lighting
    And the age 10 pile is Software
    And the age 11 pile is nothing
    And it is Alice's turn 9 with every action left
    Then Alice shows 3 leaf
    And Bob shows 3 leaf
    When Alice performs the dogma of Reclamation
    When Alice returns Archery then Metalworking then Oars
    When Alice returns Clothing then Sailing then Mapmaking
    Then Alice's hand is Software
    And Alice's red pile is Robotics, Coal
    And Alice's purple pile is Lighting
    And Alice's green pile is nothing
    And Alice's yellow pile is nothing
    And Bob's blue pile is Pottery
    And Bob's yellow pile is Agriculture
    And the age 1 pile is Archery, Metalworking, Oars, Clothing, Sailing
    And the age 2 pile is Mapmaking, Canal Building
    And the age 7 pile is nothing
    And the age 10 pile is nothing
    And the age 11 pile is Reclamation
    And it is Alice's turn 9 with one action used

  @id:card-ul-reclamation-two-cards-no-repeat @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Reclamation: a red pile of two is returned whole, half of 2 is a 1, and there is no repeat
    # Alice shows 2 leaves, Bob none. Both 1s go under one deck: Alice orders them.
    Given a 2-player game
    And Alice's red pile is Oars, Archery
    And Alice's yellow pile is Reclamation
    And Bob's red pile is Coal
    And the age 1 pile is Tools
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Reclamation
    When Alice returns Archery then Oars
    Then Alice's red pile is nothing
    And Alice's blue pile is Tools
    And Alice's yellow pile is Reclamation
    And Alice's hand is nothing
    And the age 1 pile is Archery, Oars
    And it is Alice's turn 9 with one action used

  # --- Escapism -----------------------------------------------------------------------------------

  @id:card-ul-escapism-shared-junk-return-draw-execute
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Escapism shared: a revealed card junked, cards of its value returned, three of that value drawn, the junked card self-executed
    # Escapism features the avatar: Alice shows 3, Bob 4 (Near-Field Comm 2, The Internet 2):
    # shares. Bob junks Stem Cells, returns A.I., draws three 10s; Stem Cells from the junk:
    # he declines to score his hand, draws an 11. Alice junks Astrogeology, returns Fusion,
    # draws three 11s; Astrogeology from the junk: Reclamation drawn and revealed, no yellow
    # pile to splay; five cards in hand: no win.
    Given a 2-player game
    And Alice has Astrogeology, Fusion, Pottery in hand
    And Alice's purple pile is Escapism
    And Bob has Stem Cells, A.I., Writing in hand
    And Bob's yellow pile is Near-Field Comm
    And Bob's purple pile is The Internet
    And the age 10 pile is Bioengineering, Miniaturization, Self Service
    And the age 11 pile is Climatology, Solar Sailing, Hypersonics, Space Traffic, Reclamation, Whataboutism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Escapism
    Then Bob must junk 1 of Stem Cells, A.I., Writing
    When Bob junks Stem Cells
    Then Bob revealed Stem Cells
    And Bob may accept or decline
    When Bob declines
    Then Alice must junk 1 of Astrogeology, Fusion, Pottery
    When Alice junks Astrogeology
    Then Alice revealed Astrogeology
    And Alice's hand is Pottery, Solar Sailing, Hypersonics, Space Traffic, Reclamation, Whataboutism
    And Alice's purple pile is Escapism
    And Bob's hand is Writing, Bioengineering, Miniaturization, Self Service, Climatology
    And Bob's yellow pile is Near-Field Comm
    And Bob's purple pile is The Internet
    And the junk pile holds Stem Cells, Astrogeology
    And the age 10 pile is A.I.
    And the age 11 pile is Fusion
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:card-ul-escapism-empty-hand-and-nested-chain
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:ages.game_end_draw=12
  @assumes:dogma.chain_achievement=true @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Escapism: an empty hand draws three 1s; Software junked and self-executed self-executes Databases: a chain achievement
    # Alice shows 3 avatars, Bob 4 (shares, with an empty hand: nothing junked, value 0, three
    # 1s). Alice junks Software and returns her other two 10s in her order; Software from the
    # junk scores a 10 and, the 9 deck being empty, melds Robotics and Databases and
    # self-executes Databases: nested, so an 11 goes to her achievements first.
    Given a 2-player game
    And Alice has Software, Databases, Robotics in hand
    And Alice's purple pile is Escapism
    And Bob's purple pile is The Internet
    And Bob's yellow pile is Near-Field Comm
    And the age 1 pile is Pottery, Tools, Writing
    And the age 9 pile is nothing
    And the age 10 pile is Bioengineering, Miniaturization, Self Service, Globalization
    And the age 11 pile is Fusion, Climatology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Escapism
    Then Alice must junk 1 of Software, Databases, Robotics
    When Alice junks Software
    When Alice chooses Robotics then Databases
    Then Alice's hand is Bioengineering, Miniaturization, Self Service, Climatology
    And Alice's score pile is Globalization
    And Alice's achievements are Fusion
    And Alice's red pile is Robotics
    And Alice's green pile is Databases
    And Alice's purple pile is Escapism
    And Bob's hand is Pottery, Tools, Writing
    And the junk pile holds Software
    And the age 1 pile is nothing
    And the age 10 pile is nothing
    And the age 11 pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Whataboutism -------------------------------------------------------------------------------

  @id:card-ul-whataboutism-takes-demand-tops-and-exchanges-scores @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Whataboutism: every top card with a demand goes to the launcher's board, then the score piles are exchanged
    # Whataboutism features the lightbulb: Alice shows 2, Bob 1 (Archery), Carol none: both
    # affected. Bob's Archery, Mapmaking and City States carry demands, Agriculture does not.
    # Carol's only top card has no demand: nothing moves, no exchange.
    Given a 3-player game
    And Alice's purple pile is Whataboutism
    And Alice has Fusion, Climatology in the score pile
    And Bob's red pile is Archery
    And Bob's green pile is Mapmaking
    And Bob's yellow pile is Agriculture
    And Bob's purple pile is City States
    And Bob has Pottery in the score pile
    And Carol's yellow pile is Domestication
    And Carol has Writing in the score pile
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Whataboutism
    Then Alice's red pile is Archery
    And Alice's green pile is Mapmaking
    And Alice's purple pile is City States, Whataboutism
    And Alice's score pile is Pottery
    And Bob's score pile is Fusion, Climatology
    And Bob's yellow pile is Agriculture
    And Bob's red pile is nothing
    And Bob's green pile is nothing
    And Bob's purple pile is nothing
    And Carol's yellow pile is Domestication
    And Carol's score pile is Writing
    And it is Alice's turn 9 with one action used

  @id:card-ul-whataboutism-equal-lightbulbs-and-empty-score-exchange @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Whataboutism spares an opponent with as many lightbulbs; an exchange with an empty score pile still moves the other side
    # Alice shows 2 lightbulbs; Bob 3 with Tools and Archery (not affected); Carol none
    # (affected): her Oars goes to Alice, then her empty score pile is exchanged with Alice's.
    Given a 3-player game
    And Alice's purple pile is Whataboutism
    And Alice has Pottery in the score pile
    And Bob's blue pile is Tools
    And Bob's red pile is Archery
    And Bob has Writing in the score pile
    And Carol's red pile is Oars
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Whataboutism
    Then Alice's red pile is Oars
    And Alice's purple pile is Whataboutism
    And Alice's score pile is nothing
    And Carol's score pile is Pottery
    And Carol's board is empty
    And Bob's blue pile is Tools
    And Bob's red pile is Archery
    And Bob's score pile is Writing
    And it is Alice's turn 9 with one action used
