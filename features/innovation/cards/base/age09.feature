# The age-9 base cards, each effect and branch, from exact positions.
# Card texts: engine/data/cards/base.json (our own words); rulebook terms: innovation-deluxe.pt.txt, Termos e Conceitos Importantes.
# Fission is the one age-9 card whose wording changed between editions: its scenarios come in
# pairs, the first-edition wording (no draw after the return) and the third-edition wording
# (a 10 is drawn afterwards, even when nothing could be returned). Every other card reads the
# same in both editions. Variant tags sit on every scenario.
Feature: Age 9 base cards

  # -- Computers (blue; featured icon: clock) ------------------------------------------------

  @id:card-base-computers-splay-meld-execute-shared
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Computers: the launcher splays red up; each player melds a 10 and executes it alone
    # Computers features the clock: Alice shows 2, Bob 3 with Satellites (he shares).
    # Bob has no red pile and a single green card: he has nothing to splay and is not asked.
    # Alice's green pile is a single card, so red is her only option.
    Given a 2-player game
    And Alice's blue pile is Computers
    And Alice's red pile is Oars, Archery
    And Alice's green pile is Sailing
    And Bob has Tools in hand
    And Bob's green pile is Satellites
    And the age 10 pile is Stem Cells, A.I., Robotics, Databases
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Computers
    Then Alice may splay up to 1 of red
    When Alice splays red
    # Bob melds Stem Cells and executes it: he may score his whole hand.
    Then Bob may accept or decline
    When Bob accepts
    # Alice melds A.I. and executes it: she draws and scores Robotics; Robotics is not a top
    # card, so nobody wins. Bob changed the game: Alice draws Databases as the bonus.
    Then Bob's hand is nothing
    And Bob's score pile is Tools
    And Bob's green pile is Satellites
    And Bob's yellow pile is Stem Cells
    And Alice's hand is Databases
    And Alice's score pile is Robotics
    And Alice's blue pile is Computers
    And Alice's red pile is Oars, Archery splayed up
    And Alice's green pile is Sailing
    And Alice's purple pile is A.I.
    And the age 10 pile is nothing
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:card-base-computers-skips-melded-demand
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Computers: the splay is declined; only the non-demand effects of the melded card run
    # Computers features the clock: Alice shows 2, Bob none (he does not share).
    # Globalization is melded and executed: its demand (which would cost Bob his Agriculture)
    # is skipped; its non-demand scores Canning, and Bob's board shows more leaves (3) than
    # factories (0), so nobody wins.
    Given a 2-player game
    And Alice's blue pile is Computers
    And Alice's green pile is Sailing, Clothing
    And Bob's yellow pile is Agriculture
    And the age 6 pile is Canning
    And the age 10 pile is Globalization
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Computers
    Then Alice may splay up to 1 of green
    When Alice declines
    Then Alice's green pile is Sailing, Clothing
    And Alice's yellow pile is Globalization
    And Alice's blue pile is Computers
    And Alice's score pile is Canning
    And Alice's hand is nothing
    And Bob's yellow pile is Agriculture
    And Bob's score pile is nothing
    And the age 6 pile is nothing
    And the age 10 pile is nothing
    And the game is not over
    And it is Alice's turn 9 with one action used

  # -- Genetics (blue; featured icon: lightbulb) ---------------------------------------------

  @id:card-base-genetics-scores-beneath-shared
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Genetics: every card beneath the melded 10 is scored; a new pile scores nothing
    # Genetics features the lightbulb: Alice shows 4 (Genetics 3, Tools splayed right 1),
    # Bob 5 (Paper 2, Education 3): he shares.
    # Bob melds Robotics into a new red pile: nothing beneath it. Alice melds Software on her
    # blue pile and scores Genetics and Tools; the pile left with one card loses its splay.
    Given a 2-player game
    And Alice's blue pile is Genetics, Tools splayed right
    And Bob's green pile is Paper
    And Bob's purple pile is Education
    And the age 10 pile is Robotics, Software, A.I.
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Genetics
    Then Bob's red pile is Robotics
    And Bob's green pile is Paper
    And Bob's purple pile is Education
    And Bob's score pile is nothing
    And Bob's hand is nothing
    And Alice's blue pile is Software
    And Alice's score pile is Genetics, Tools
    And Alice's hand is A.I.
    And the age 10 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-genetics-one-card-beneath
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Genetics: a single card beneath the melded 10 is scored; an opponent with fewer lightbulbs does not share
    # Genetics features the lightbulb: Alice shows 3, Bob 2 with Writing (he does not share).
    Given a 2-player game
    And Alice's blue pile is Genetics
    And Alice's red pile is Oars
    And Bob's blue pile is Writing
    And the age 10 pile is Robotics, Software
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Genetics
    Then Alice's red pile is Robotics
    And Alice's blue pile is Genetics
    And Alice's score pile is Oars
    And Alice's hand is nothing
    And Bob's blue pile is Writing
    And Bob's red pile is nothing
    And the age 10 pile is Software
    And it is Alice's turn 9 with one action used

  # -- Composites (red; featured icon: factory) ----------------------------------------------

  @id:card-base-composites-keeps-one-gives-highest
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Composites: the affected player keeps one hand card, gives the rest and a highest score card
    # Composites features the factory: Alice shows 3, Bob none (affected), Carol 3 with Coal
    # (not affected: equal).
    Given a 3-player game
    And Alice's red pile is Composites
    And Bob has Oars, Tools, Writing in hand
    And Bob has Calendar, Mathematics, Pottery in the score pile
    And Carol has Sailing in hand
    And Carol has Currency in the score pile
    And Carol's red pile is Coal
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Composites
    Then Bob must keep 1 of Oars, Tools, Writing
    When Bob keeps Tools
    # Calendar and Mathematics tie for Bob's highest value (2).
    Then Bob must transfer 1 of Calendar, Mathematics
    When Bob transfers Mathematics
    Then Alice's hand is Oars, Writing
    And Alice's score pile is Mathematics
    And Alice's red pile is Composites
    And Bob's hand is Tools
    And Bob's score pile is Calendar, Pottery
    And Carol's hand is Sailing
    And Carol's score pile is Currency
    And Carol's red pile is Coal
    And nobody gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:card-base-composites-single-hand-card-stays
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Composites: a single hand card stays; the single highest score card moves without a choice
    # Composites features the factory: Alice shows 3, Bob none (affected).
    Given a 2-player game
    And Alice's red pile is Composites
    And Bob has Oars in hand
    And Bob has Calendar, Pottery in the score pile
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Composites
    Then Bob's hand is Oars
    And Bob's score pile is Pottery
    And Alice's score pile is Calendar
    And Alice's hand is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-composites-empty-score-pile
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Composites: with an empty score pile only the hand cards move
    # Composites features the factory: Alice shows 3, Bob 2 with Canning (affected).
    Given a 2-player game
    And Alice's red pile is Composites
    And Bob's yellow pile is Canning
    And Bob has Oars, Tools in hand
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Composites
    Then Bob must keep 1 of Oars, Tools
    When Bob keeps Oars
    Then Bob's hand is Oars
    And Bob's score pile is nothing
    And Alice's hand is Tools
    And Alice's score pile is nothing
    And it is Alice's turn 9 with one action used

  # -- Fission (red; featured icon: clock) ---------------------------------------------------

  @id:card-base-fission-red-removes-everything
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Fission: a red 10 removes every hand, board and score card and ends the dogma action
    # Fission features the clock: Alice shows 3, Bob and Carol none (both affected). Bob draws
    # and reveals Robotics, which is red: everything in hands, on boards and in score piles is
    # removed; achievements and the supply stay; Carol's demand and the non-demand never run.
    Given a 3-player game
    And Alice has Writing in hand
    And Alice's blue pile is Tools
    And Alice's red pile is Fission
    And Alice has Oars in the score pile
    And Alice has achievements Monument
    And Bob has Pottery in hand
    And Bob's green pile is Sailing
    And Bob has Calendar in the score pile
    And Carol has Archery in hand
    And Carol's yellow pile is Agriculture
    And the age 10 pile is Robotics, Software
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fission
    Then Bob revealed Robotics
    And Writing, Tools, Fission, Oars, Pottery, Sailing, Calendar, Archery, Agriculture, Robotics are out of the game
    And Alice's board is empty
    And Bob's board is empty
    And Carol's board is empty
    And Alice's hand is nothing
    And Bob's hand is nothing
    And Carol's hand is nothing
    And Alice's score pile is nothing
    And Bob's score pile is nothing
    And Carol's score pile is nothing
    And Alice's achievements are Monument
    And the age 10 pile is Software
    And nobody gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:card-base-fission-not-red-return-and-draw-third
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11 @assumes:cards.wording=third-edition
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @deluxe @bga-third
  Scenario: Fission (third edition): a non-red 10 stays in hand; each player returns a top card, then draws a 10
    # Fission features the clock: Alice shows 3, Bob none (affected), Carol 3 with Rocketry
    # (shares, not affected). Bob reveals Software (blue): it stays in his hand.
    # Any top card may be returned, but never Fission. Ages 1 and 8 start empty.
    Given a 3-player game
    And Alice's red pile is Fission
    And Alice's green pile is Sailing
    And Bob's blue pile is Writing
    And Carol's blue pile is Rocketry
    And the age 1 pile is nothing
    And the age 8 pile is nothing
    And the age 9 pile is Ecology
    And the age 10 pile is Software, A.I., Databases
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fission
    Then Carol must return 1 of Rocketry, Sailing, Writing
    When Carol returns Writing
    Then Alice must return 1 of Sailing, Rocketry
    When Alice returns Rocketry
    # Carol returned Bob's Writing and drew A.I.; Alice returned Carol's Rocketry and drew
    # Databases, then Ecology as the sharing bonus (her highest top card is Fission, a 9).
    Then Bob's hand is Software
    And Bob's board is empty
    And Carol's hand is A.I.
    And Carol's board is empty
    And Alice's hand is Databases, Ecology
    And Alice's red pile is Fission
    And Alice's green pile is Sailing
    And the age 1 pile is Writing
    And the age 8 pile is Rocketry
    And the age 9 pile is nothing
    And the age 10 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-fission-not-red-return-no-draw-first
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11 @assumes:cards.wording=first-edition
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @bga-first
  Scenario: Fission (first edition): a non-red 10 stays in hand; each player returns a top card and draws nothing
    # Same position as the third-edition scenario. Fission features the clock: Alice shows 3,
    # Bob none (affected), Carol 3 with Rocketry (shares, not affected).
    Given a 3-player game
    And Alice's red pile is Fission
    And Alice's green pile is Sailing
    And Bob's blue pile is Writing
    And Carol's blue pile is Rocketry
    And the age 1 pile is nothing
    And the age 8 pile is nothing
    And the age 9 pile is Ecology
    And the age 10 pile is Software, A.I., Databases
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fission
    Then Carol must return 1 of Rocketry, Sailing, Writing
    When Carol returns Writing
    Then Alice must return 1 of Sailing, Rocketry
    When Alice returns Rocketry
    Then Bob's hand is Software
    And Bob's board is empty
    And Carol's hand is nothing
    And Carol's board is empty
    And Alice's hand is Ecology
    And Alice's red pile is Fission
    And Alice's green pile is Sailing
    And the age 1 pile is Writing
    And the age 8 pile is Rocketry
    And the age 9 pile is nothing
    And the age 10 pile is A.I., Databases
    And it is Alice's turn 9 with one action used

  @id:card-base-fission-nothing-to-return-third
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11 @assumes:cards.wording=third-edition
  @assumes:dogma.demands_earn_bonus=false
  @deluxe @bga-third
  Scenario: Fission (third edition): with no top card but Fission to return, the 10 is still drawn
    # Fission features the clock: Alice shows 3, Bob none (affected). Bob reveals Software.
    Given a 2-player game
    And Alice's red pile is Fission
    And the age 10 pile is Software, A.I.
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fission
    Then Bob revealed Software
    And Bob's hand is Software
    And Alice's hand is A.I.
    And Alice's red pile is Fission
    And the age 10 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-fission-nothing-to-return-first
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11 @assumes:cards.wording=first-edition
  @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @bga-first
  Scenario: Fission (first edition): with no top card but Fission to return, nothing more happens
    # Fission features the clock: Alice shows 3, Bob none (affected). Bob reveals Software.
    Given a 2-player game
    And Alice's red pile is Fission
    And the age 10 pile is Software, A.I.
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fission
    Then Bob revealed Software
    And Bob's hand is Software
    And Alice's hand is nothing
    And Alice's red pile is Fission
    And the age 10 pile is A.I.
    And it is Alice's turn 9 with one action used

  # -- Collaboration (green; featured icon: crown) -------------------------------------------

  @id:card-base-collaboration-launcher-picks-one
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Collaboration: the launcher takes one of the two revealed 9s onto her board, the affected player melds the other
    # Collaboration features the crown: Alice shows 2, Bob 1 with Writing (affected), Carol 3
    # with Optics (shares the non-demand, not affected). Nobody's green pile holds 10 cards.
    Given a 3-player game
    And Alice's green pile is Collaboration
    And Bob's blue pile is Writing
    And Carol's red pile is Optics
    And the age 9 pile is Computers, Ecology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Collaboration
    Then Alice must transfer 1 of Computers, Ecology
    When Alice transfers Ecology
    Then Alice's green pile is Collaboration
    And Alice's yellow pile is Ecology
    And Alice's hand is nothing
    And Bob's blue pile is Computers, Writing
    And Bob's hand is nothing
    And Carol's red pile is Optics
    And Carol's hand is nothing
    And the age 9 pile is nothing
    And nobody gets the sharing bonus
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:card-base-collaboration-ten-green-wins
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Collaboration: a green pile of ten cards wins
    # Collaboration features the crown: Alice shows 2, Bob 3 with Optics (shares; no green pile).
    Given a 2-player game
    And Alice's green pile is Collaboration, Clothing, Sailing, The Wheel, Currency, Mapmaking, Compass, Paper, Invention, Navigation
    And Bob's red pile is Optics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Collaboration
    Then Alice wins by dogma

  @id:card-base-collaboration-sharer-wins-first
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Collaboration: a sharing player with ten green cards wins before the launcher executes
    # Collaboration features the crown: Alice shows 2, Bob 2 with Sailing (shares, not
    # affected). Bob's green pile holds ten cards, Alice's nine.
    Given a 2-player game
    And Alice's green pile is Collaboration, Measurement, Classification, Metric System, Bicycle, Electricity, Corporations, Mass Media, Satellites
    And Bob's green pile is Sailing, Clothing, The Wheel, Currency, Mapmaking, Compass, Paper, Invention, Navigation, Banking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Collaboration
    Then Bob wins by dogma

  @id:card-base-collaboration-nine-green-no-win
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:ages.game_end_draw=11
  @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Collaboration: nine green cards do not win; a second 9 drawn from an empty pile comes from age 10
    # Collaboration features the crown: Alice shows 2, Bob 1 with Writing (affected). The age 9
    # pile holds one card, so Bob's second draw takes Software from age 10.
    Given a 2-player game
    And Alice's green pile is Collaboration, Clothing, Sailing, The Wheel, Currency, Mapmaking, Compass, Paper, Invention
    And Bob's blue pile is Writing
    And the age 9 pile is Computers
    And the age 10 pile is Software, A.I.
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Collaboration
    Then Alice must transfer 1 of Computers, Software
    When Alice transfers Software
    Then Alice's blue pile is Software
    And Alice's green pile is Collaboration, Clothing, Sailing, The Wheel, Currency, Mapmaking, Compass, Paper, Invention
    And Alice's hand is nothing
    And Bob's blue pile is Computers, Writing
    And Bob's hand is nothing
    And the age 9 pile is nothing
    And the age 10 pile is A.I.
    And the game is not over
    And it is Alice's turn 9 with one action used

  # -- Satellites (green; featured icon: clock) ----------------------------------------------

  @id:card-base-satellites-return-splay-meld-execute
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Satellites: the hand is returned in a chosen order, three 8s drawn, purple splayed up, a card melded and executed
    # Satellites features the clock: Alice shows 3, Bob none (he does not share).
    # Tools and Oars are both 1s: Alice gives the order in which her hand is returned.
    Given a 2-player game
    And Alice has Tools, Oars, Calendar in hand
    And Alice's green pile is Satellites
    And Alice's purple pile is Mysticism, Code of Laws
    And the age 1 pile is Archery
    And the age 2 pile is Currency
    And the age 8 pile is Flight, Mass Media, Socialism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Satellites
    When Alice returns Oars then Calendar then Tools
    Then Alice may splay up to 1 of purple
    When Alice splays purple
    Then Alice must meld 1 of Flight, Mass Media, Socialism
    When Alice melds Socialism
    # Socialism, executed: Alice may tuck her whole hand (Flight and Mass Media, neither purple).
    Then Alice may accept or decline
    When Alice accepts
    Then Alice's hand is nothing
    And Alice's red pile is Flight
    And Alice's green pile is Satellites, Mass Media
    And Alice's purple pile is Socialism, Mysticism, Code of Laws splayed up
    And the age 1 pile is Archery, Oars, Tools
    And the age 2 pile is Currency, Calendar
    And the age 8 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-satellites-shared-empty-hands
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Satellites: shared with empty hands; a melded card with only a demand does nothing
    # Satellites features the clock: Alice shows 3, Bob 3 with Rocketry (shares). Neither has a
    # purple pile (no splay is offered). Bob melds Flight: its red pile is one card, nothing to
    # splay. Alice melds Mobility, a demand only: executing it does nothing.
    Given a 2-player game
    And Alice's green pile is Satellites
    And Bob's blue pile is Rocketry
    And the age 8 pile is Antibiotics, Flight, Skyscrapers, Corporations, Mobility, Empiricism
    And the age 9 pile is Ecology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Satellites
    Then Bob must meld 1 of Antibiotics, Flight, Skyscrapers
    When Bob melds Flight
    Then Alice must meld 1 of Corporations, Mobility, Empiricism
    When Alice melds Mobility
    Then Bob's hand is Antibiotics, Skyscrapers
    And Bob's blue pile is Rocketry
    And Bob's red pile is Flight
    And Alice's hand is Corporations, Empiricism, Ecology
    And Alice's red pile is Mobility
    And Alice's green pile is Satellites
    And the age 8 pile is nothing
    And the age 9 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-satellites-splay-declined
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Satellites: a single hand card is returned, the splay declined, and the melded card's non-demand runs
    # Satellites features the clock: Alice shows 3, Bob none with Writing (he does not share).
    # Corporations is melded and executed: its demand is skipped, its non-demand melds an 8.
    Given a 2-player game
    And Alice has Archery in hand
    And Alice's green pile is Satellites
    And Alice's purple pile is Mysticism, Code of Laws
    And Bob's blue pile is Writing
    And the age 1 pile is nothing
    And the age 8 pile is Corporations, Antibiotics, Skyscrapers, Socialism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Satellites
    Then Alice may splay up to 1 of purple
    When Alice declines
    Then Alice must meld 1 of Corporations, Antibiotics, Skyscrapers
    When Alice melds Corporations
    Then Alice's hand is Antibiotics, Skyscrapers
    And Alice's green pile is Corporations, Satellites
    And Alice's purple pile is Socialism, Mysticism, Code of Laws
    And Bob's blue pile is Writing
    And Bob's score pile is nothing
    And Alice's score pile is nothing
    And the age 1 pile is Archery
    And the age 8 pile is nothing
    And it is Alice's turn 9 with one action used

  # -- Ecology (yellow; featured icon: lightbulb) --------------------------------------------

  @id:card-base-ecology-return-score-draw-shared
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Ecology: a returned card lets the player score one and draw two 10s; nothing left to score is fine
    # Ecology features the lightbulb: Alice shows 2, Bob 2 with Writing (shares).
    Given a 2-player game
    And Alice has Oars, Calendar, Mathematics in hand
    And Alice's yellow pile is Ecology
    And Bob has Tools in hand
    And Bob's blue pile is Writing
    And the age 1 pile is Archery
    And the age 9 pile is Genetics
    And the age 10 pile is Software, Robotics, A.I., Databases
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Ecology
    Then Bob may return up to 1 of Tools
    When Bob returns Tools
    Then Alice may return up to 1 of Oars, Calendar, Mathematics
    When Alice returns Oars
    Then Alice must score 1 of Calendar, Mathematics
    When Alice scores Mathematics
    Then Bob's hand is Software, Robotics
    And Bob's score pile is nothing
    And Alice's hand is Calendar, A.I., Databases, Genetics
    And Alice's score pile is Mathematics
    And Alice's yellow pile is Ecology
    And the age 1 pile is Archery, Tools, Oars
    And the age 9 pile is nothing
    And the age 10 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-ecology-declined
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Ecology: declining the return skips the score and the draws
    # Ecology features the lightbulb: Alice shows 2, Bob none (he does not share).
    Given a 2-player game
    And Alice has Oars, Calendar in hand
    And Alice's yellow pile is Ecology
    And the age 10 pile is Software, Robotics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Ecology
    Then Alice may return up to 1 of Oars, Calendar
    When Alice declines
    Then Alice's hand is Oars, Calendar
    And Alice's score pile is nothing
    And the age 10 pile is Software, Robotics
    And it is Alice's turn 9 with one action used

  @id:card-base-ecology-last-card-scored
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Ecology: the one card left in hand is scored without a choice
    # Ecology features the lightbulb: Alice shows 2, Bob 1 with Calendar (he does not share).
    Given a 2-player game
    And Alice has Oars, Mathematics in hand
    And Alice's yellow pile is Ecology
    And Bob's blue pile is Calendar
    And Bob has Tools in hand
    And the age 2 pile is Currency
    And the age 10 pile is Software, Robotics, A.I.
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Ecology
    Then Alice may return up to 1 of Oars, Mathematics
    When Alice returns Mathematics
    Then Alice's hand is Software, Robotics
    And Alice's score pile is Oars
    And Bob's hand is Tools
    And Bob's score pile is nothing
    And the age 2 pile is Currency, Mathematics
    And the age 10 pile is A.I.
    And it is Alice's turn 9 with one action used

  # -- Suburbia (yellow; featured icon: leaf) ------------------------------------------------

  @id:card-base-suburbia-tuck-and-score-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Suburbia: cards are tucked in the order given and a 1 is drawn and scored per tuck
    # Suburbia features the leaf: Alice shows 2, Bob 3 with Agriculture (shares).
    Given a 2-player game
    And Alice has Oars, Archery, Tools in hand
    And Alice's yellow pile is Suburbia
    And Bob has Sailing in hand
    And Bob's yellow pile is Agriculture
    And the age 1 pile is Pottery, Writing, Clothing
    And the age 9 pile is Ecology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Suburbia
    Then Bob may tuck up to 1 of Sailing
    When Bob tucks Sailing
    Then Alice may tuck up to 3 of Oars, Archery, Tools
    When Alice tucks Archery then Oars
    Then Bob's hand is nothing
    And Bob's score pile is Pottery
    And Bob's green pile is Sailing
    And Bob's yellow pile is Agriculture
    And Alice's hand is Tools, Ecology
    And Alice's score pile is Writing, Clothing
    And Alice's red pile is Archery, Oars
    And Alice's yellow pile is Suburbia
    And the age 1 pile is nothing
    And the age 9 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-suburbia-tucks-nothing
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Suburbia: tucking nothing scores nothing
    # Suburbia features the leaf: Alice shows 2, Bob 1 with Sailing (he does not share).
    Given a 2-player game
    And Alice has Oars, Tools in hand
    And Alice's yellow pile is Suburbia
    And Bob's green pile is Sailing
    And the age 1 pile is Pottery, Writing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Suburbia
    Then Alice may tuck up to 2 of Oars, Tools
    When Alice declines
    Then Alice's hand is Oars, Tools
    And Alice's score pile is nothing
    And Alice's yellow pile is Suburbia
    And the age 1 pile is Pottery, Writing
    And it is Alice's turn 9 with one action used

  @id:card-base-suburbia-six-tucks-monument
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Monument.count=6
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Suburbia: six tucks and six scores in one turn claim Monument
    # Suburbia features the leaf: Alice shows 2, Bob none (he does not share).
    Given a 2-player game
    And Alice has Oars, Archery, Tools, Writing, Clothing, Sailing in hand
    And Alice's yellow pile is Suburbia
    And the age 1 pile is Pottery, Agriculture, Domestication, Masonry, City States, Code of Laws
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Suburbia
    Then Alice may tuck up to 6 of Oars, Archery, Tools, Writing, Clothing, Sailing
    When Alice tucks Oars then Archery then Tools then Writing then Clothing then Sailing
    Then Alice's hand is nothing
    And Alice's red pile is Oars, Archery
    And Alice's blue pile is Tools, Writing
    And Alice's green pile is Clothing, Sailing
    And Alice's yellow pile is Suburbia
    And Alice's score pile is Pottery, Agriculture, Domestication, Masonry, City States, Code of Laws
    And Alice's achievements are Monument
    And the special achievements are Empire, World, Wonder, Universe
    And the age 1 pile is nothing
    And it is Alice's turn 9 with one action used

  # -- Services (purple; featured icon: leaf) ------------------------------------------------

  @id:card-base-services-highest-taken-leafless-given
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Services: every card tied for highest score moves to the launcher's hand; the affected player takes a top card without a leaf
    # Services features the leaf: Alice shows 6 (Agriculture 3, Services 3), Bob none (affected).
    # Alice's top cards without a leaf: Computers and Oars.
    Given a 2-player game
    And Alice's blue pile is Computers
    And Alice's red pile is Oars
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Services
    And Bob has Calendar, Mathematics, Tools in the score pile
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Services
    Then Bob must transfer 1 of Computers, Oars
    When Bob transfers Computers
    Then Alice's hand is Calendar, Mathematics
    And Alice's blue pile is nothing
    And Alice's red pile is Oars
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Services
    And Bob's hand is Computers
    And Bob's score pile is Tools
    And it is Alice's turn 9 with one action used

  @id:card-base-services-empty-score-pile
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Services: an empty score pile gives nothing and takes nothing
    # Services features the leaf: Alice shows 3, Bob none (affected).
    Given a 2-player game
    And Alice's blue pile is Computers
    And Alice's purple pile is Services
    And Bob has Oars in hand
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Services
    Then Bob's hand is Oars
    And Bob's score pile is nothing
    And Alice's hand is nothing
    And Alice's blue pile is Computers
    And Alice's purple pile is Services
    And it is Alice's turn 9 with one action used

  @id:card-base-services-equal-leaves-safe
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Services: a single leafless top card is taken without a choice; an opponent with as many leaves is safe
    # Services features the leaf: Alice shows 3, Bob none (affected), Carol 3 with Agriculture
    # (not affected: equal). Oars is Alice's only top card without a leaf.
    Given a 3-player game
    And Alice's red pile is Oars
    And Alice's purple pile is Services
    And Bob has Calendar, Tools in the score pile
    And Carol's yellow pile is Agriculture
    And Carol has Mathematics in the score pile
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Services
    Then Alice's hand is Calendar
    And Alice's red pile is nothing
    And Alice's purple pile is Services
    And Bob's hand is Oars
    And Bob's score pile is Tools
    And Carol's score pile is Mathematics
    And Carol's hand is nothing
    And Carol's yellow pile is Agriculture
    And it is Alice's turn 9 with one action used

  # -- Specialization (purple; featured icon: factory) ---------------------------------------

  @id:card-base-specialization-reveal-earns-bonus
  @assumes:actions.per_turn>=2 @assumes:dogma.reveal_counts_as_change=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @deluxe
  Scenario: Specialization: a sharing player's reveal alone earns the bonus where a reveal counts as a change
    # Specialization features the factory: Alice shows 2, Bob 3 with Coal (shares). Bob reveals
    # Writing, his only card: Alice has no blue pile, so nothing moves. Alice reveals Oars and
    # takes Bob's Coal. The third-edition rulebook counts a reveal: Alice draws Ecology.
    Given a 2-player game
    And Alice has Oars in hand
    And Alice's purple pile is Specialization
    And Bob has Writing in hand
    And Bob's red pile is Coal
    And the age 9 pile is Ecology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Specialization
    Then Alice's hand is Oars, Coal, Ecology
    And Alice's purple pile is Specialization
    And Bob's hand is Writing
    And Bob's board is empty
    And the age 9 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-specialization-reveal-no-bonus
  @assumes:actions.per_turn>=2 @assumes:dogma.reveal_counts_as_change=false
  @first-edition @iello @bga-first @bga-third
  Scenario: Specialization: a sharing player's reveal alone earns no bonus where only moved cards count
    # Same position. Specialization features the factory: Alice shows 2, Bob 3 with Coal
    # (shares). Bob's reveal moves nothing, so there is no sharing bonus.
    Given a 2-player game
    And Alice has Oars in hand
    And Alice's purple pile is Specialization
    And Bob has Writing in hand
    And Bob's red pile is Coal
    And the age 9 pile is Ecology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Specialization
    Then Alice's hand is Oars, Coal
    And Alice's purple pile is Specialization
    And Bob's hand is Writing
    And Bob's board is empty
    And the age 9 pile is Ecology
    And nobody gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:card-base-specialization-reveal-then-splay-blue
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Specialization: the revealed card's colour decides which top card is taken; blue is splayed up
    # Specialization features the factory: Alice shows 4 (Specialization 2, Canning 2), Bob
    # none (he does not share).
    Given a 2-player game
    And Alice has Oars, Writing in hand
    And Alice's blue pile is Tools, Pottery
    And Alice's yellow pile is Canning, Agriculture
    And Alice's purple pile is Specialization
    And Bob's blue pile is Calendar, Mathematics
    And Bob's red pile is Archery
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Specialization
    Then Alice must choose 1 of Oars, Writing
    When Alice chooses Writing
    Then Alice may splay up to 1 of yellow, blue
    When Alice splays blue
    Then Alice's hand is Oars, Writing, Calendar
    And Alice's blue pile is Tools, Pottery splayed up
    And Alice's yellow pile is Canning, Agriculture
    And Alice's purple pile is Specialization
    And Bob's blue pile is Mathematics
    And Bob's red pile is Archery
    And Bob's hand is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-specialization-every-opponent-splay-declined
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Specialization: the top card of the revealed colour is taken from every opponent; the splay is declined
    # Specialization features the factory: Alice shows 4 (Specialization 2, Canning 2), Bob and
    # Carol none (they do not share). Alice's only hand card, Sailing, is revealed without a
    # choice. She has no blue pile: yellow is her only splay option.
    Given a 3-player game
    And Alice has Sailing in hand
    And Alice's yellow pile is Canning, Agriculture
    And Alice's purple pile is Specialization
    And Bob's green pile is Clothing, Paper
    And Carol's green pile is Mapmaking
    And Carol's red pile is Oars
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Specialization
    Then Alice may splay up to 1 of yellow
    When Alice declines
    Then Alice's hand is Sailing, Clothing, Mapmaking
    And Alice's yellow pile is Canning, Agriculture
    And Alice's purple pile is Specialization
    And Bob's green pile is Paper
    And Carol's green pile is nothing
    And Carol's red pile is Oars
    And it is Alice's turn 9 with one action used
