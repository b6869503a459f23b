# Rules of the Unseen expansion that its card mechanics rest on, as the project's research note
# states them (unseen.md, cited by the variants ultimate-unseen and ultimate-unseen-echoes): §3 the
# safe's limit (5 less the highest splay), checked only when a card would enter, so that secrets
# already there stay when a splay lowers it; §9 hidden information (nobody may know a secret's
# title, its owner included, even while choosing among secrets); §5 carrying out a card's effect
# (Teleprompter) and the chain rule inside it; the new mechanics (coin flips, one player deciding
# for another). Card texts: engine/data/cards/unseen-ultimate.json (in our own words). Piles are
# listed top card first; every deck a scenario draws from is listed. A secret is named by title:
# the steps read the referee's state.
Feature: The Unseen: a safe over its limit, secrets chosen unseen, carried-out effects, coin flips and delegated decisions

  # --- §3 a safe over its limit, §9 a choice among secrets names none -------------------------

  @id:unseen-safe-over-its-limit-after-a-splay-takes-nothing @ultimate-unseen
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["unseen"]
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Area 51: splaying green up leaves Alice's three secrets over her safe's new limit of two, so she must draw an 11 rather than safeguard the available achievement; the secret she then reveals is chosen without any view naming her secrets
    # Area 51 features the lightbulb: Bob shows none and does not share. Splayed up, Alice's
    # limit is 5 - 3 = 2; her three secrets stay, but the safe takes nothing more, so only the
    # draw can do something.
    Given a 2-player game
    And the special achievements are nothing
    And the standard achievements are Calendar
    And Alice's green pile is Area 51, Sailing
    And Alice's safe is Archery, Tools, Oars
    And Bob's yellow pile is Agriculture
    And the age 11 pile is Climatology, Fusion
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Area 51
    And Alice splays green
    Then Alice's green pile is Area 51, Sailing splayed up
    And Alice's hand is Climatology
    And the standard achievements are ages 2
    And Alice's safe is Archery, Tools, Oars
    And no player's view names Alice's secret Archery
    And no player's view names Alice's secret Tools
    And no player's view names Alice's secret Oars

  # --- coin flips: each flip's result is told to every player ----------------------------------

  @id:unseen-coin-flips-are-told-in-order @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Quantum Computers: Bob wins his flip and keeps playing; Alice loses her first flip, returns her only secret, then wins; every flip's result is told
    # Quantum Computers features the clock: Alice shows 3, Bob none: he is affected. Nobody shares.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Quantum Computers
    And Alice's safe is Tomb
    And Bob's red pile is Archery
    And the Unseen age 1 pile is Rumor
    And the next coin flips are heads, tails, heads
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Quantum Computers
    Then Bob's coin came up heads
    And Alice's coin flips came up tails, heads
    And Alice's safe is nothing
    And the Unseen age 1 pile is Rumor, Tomb
    And Bob's red pile is Archery
    And the game is not over

  # --- §5 an effect carried out (Teleprompter): an execution inside it is nested ---------------

  @id:unseen-teleprompter-carried-out-effect-nests-an-execution @ultimate-unseen
  @assumes:cards.expansions=["unseen"] @assumes:dogma.chain_achievement=true @assumes:ages.max=11
  @assumes:ages.game_end_draw=12 @assumes:cards.readings.pen_name_single_card_colors=offered
  Scenario: Teleprompter: Alice carries out Pen Name from the Unseen 5 deck, splaying red left and self-executing Archery inside it: a nested execution, so the chain rule gives her an 11 as an achievement first; Archery junks Pottery
    # Teleprompter features the clock: Alice shows 2, Bob none: he does not share. Pen Name shows
    # no crown: Teleprompter is done after it. Carrying out an effect is not itself a
    # self-execution, but Archery's self-execution runs inside it.
    Given a 2-player game
    And the special achievements are nothing
    And the standard achievements are Pottery
    And Alice's green pile is Teleprompter
    And Alice's red pile is Archery, Oars
    And Bob's yellow pile is Agriculture
    And the Unseen age 5 pile is Pen Name, Gallery
    And the age 11 pile is Climatology, Fusion
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Teleprompter
    And Alice chooses unseen 5
    Then Alice revealed Pen Name
    And Alice executed Pen Name
    When Alice splays red
    Then Alice's red pile is Archery, Oars splayed left
    And Alice executed Archery
    And Alice's achievements are Climatology
    And the junk pile holds Pottery
    And the age 11 pile is Fusion
    And the Unseen age 5 pile is Pen Name, Gallery
    And Bob's hand is nothing

  # --- one player deciding for another (Hitchhiking), nested --------------------------------

  @id:unseen-hitchhiking-nested-delegation-ends-back-with-the-outer-decider @ultimate-unseen
  @assumes:cards.expansions=["unseen"] @assumes:dogma.chain_achievement=true @assumes:ages.max=11
  @assumes:ages.game_end_draw=12
  Scenario: Hitchhiking inside Hitchhiking: Bob decides for Alice while she self-executes his Legend; the Hitchhiking it executes hands her decisions to Carol for Agriculture only; back in Legend, Bob decides for her again
    # Hitchhiking features the clock: Alice shows 2, Bob and Carol none: nobody shares. Legend,
    # self-executed, picks green: Hitchhiking is self-executed inside it (the chain rule: an 11
    # achieved), Bob choosing Carol for Alice; Carol's Agriculture, self-executed with Carol
    # deciding (another 11), does nothing with Alice's hand empty. Legend scores Hitchhiking (8
    # points, under 9) and goes again: Paper, self-executed (a third 11), asks Alice's optional
    # splay, which Bob decides.
    Given a 3-player game
    And the special achievements are nothing
    And Alice's green pile is Hitchhiking, Paper
    And Alice's blue pile is Writing, Experimentation
    And Bob has Legend in hand
    And Carol has Agriculture in hand
    And the age 11 pile is Climatology, Fusion, Space Traffic
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Hitchhiking
    And Alice chooses Bob
    Then Alice's purple pile is Legend
    When Bob chooses green
    And Bob chooses Carol
    Then Alice's yellow pile is Agriculture
    And Alice's score pile is Hitchhiking
    And Alice's green pile is Paper
    When Bob splays blue
    Then Alice's blue pile is Writing, Experimentation splayed left
    And Alice's achievements are Climatology, Fusion, Space Traffic
