# The Unseen cards of age 9 (Consulting, Fermi Paradox, Iron Curtain, McCarthyism, Area 51,
# Teleprompter, Magic 8-Ball, Surveillance, Clown Car, Urban Legend): each dogma effect and each
# branch, from exact positions.
# Card texts: engine/data/cards/unseen-ultimate.json (our own words; each card's notes:
# Consulting's and Clown Car's source disputes as card readings played both ways, Teleprompter
# as DH4's text with its implementation note, Surveillance's implementation note, the base 9 and
# 10 decks of Fermi Paradox; its glossary for safe, secret, safeguard, valued card, "if it is your turn"). Rules
# with sources: the research note unseen.md (§3 the safe and its limit, §4 safeguard, §5 secrets
# used by effects and executing a secret, §6 the Unseen draw, §7 the special achievements, left
# out here with "the special achievements are nothing", §10 "the N deck" is the base deck, §13
# Consulting, Teleprompter and Clown Car).
# Conventions: piles are written top card first; every supply pile a scenario draws from is
# listed. The Unseen draw (unseen.md §6): each player's first draw of a turn comes from the Unseen
# deck, so each position says whether a drawing player has used theirs. A secret is named by
# title (the steps read the referee's state). Alice launches every Dogma action.
@ultimate-unseen
Feature: Unseen cards of age 9

  # --- Consulting (9, blue, factory): choose an opponent, draw and meld two 10s; the opponent picks
  # one of your top cards, which you super-execute (or self-execute: BGA4's text).

  @id:unseen-consulting-bob-shares-alice-super-executes-archery
  @assumes:cards.expansions=["unseen"] @assumes:cards.readings.consulting_execution=super
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Consulting: Bob, sharing, melds his Unseen Fight Club and Software and executes Agriculture, which Alice picks; Bob picks Archery for Alice, whose demand then hits him
    # Consulting features the factory: Alice shows 2, Bob 3 (Coal): he shares, first. Alice's
    # sharing bonus draws a 10 (her Bioengineering and Databases).
    Given a 2-player game
    And the special achievements are nothing
    And the standard achievements are nothing
    And Alice's blue pile is Consulting
    And Alice's red pile is Archery
    And Bob's red pile is Coal
    And Bob's yellow pile is Agriculture
    And the Unseen age 10 pile is Fight Club, Hacking
    And the age 10 pile is Software, Databases, Bioengineering, Robotics
    And the age 1 pile is Pottery
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Consulting
    Then Bob's red pile is Fight Club, Coal
    And Bob's blue pile is Software
    When Alice chooses Agriculture
    Then Alice's green pile is Databases
    And Alice's blue pile is Bioengineering, Consulting
    When Bob chooses Archery
    Then Bob's hand is nothing
    And Alice gets the sharing bonus
    And Alice's hand is Pottery, Robotics
    And the Unseen age 10 pile is Hacking

  @id:unseen-consulting-self-executes-house @needs:resolved_variant
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["unseen"]
  @assumes:cards.readings.consulting_execution=self
  Scenario: Consulting read as self-executing (BGA4): Alice chooses Carol, who picks Archery: only its non-demand effect runs, junking Calendar
    Given a house variant of it sets cards.readings.consulting_execution to "self"
    And a 3-player game
    And the special achievements are nothing
    And the standard achievements are Calendar
    And Alice's blue pile is Consulting
    And Alice's red pile is Archery
    And Bob has Tools in hand
    And the age 10 pile is Databases, Bioengineering
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Consulting
    And Alice chooses Carol
    Then Alice's blue pile is Bioengineering, Consulting
    When Carol chooses Archery
    Then the junk pile holds Calendar
    And Bob's hand is Tools
    And Alice's hand is nothing
    And it is Alice's turn 4 with one action used

  # --- Fermi Paradox (9, blue, clock): turn up the tops of the 9 and 10 decks and return one; with
  # an empty board you win, else take every valued card of the junk into your hand.

  @id:unseen-fermi-paradox-bob-shares
  @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Fermi Paradox: Bob, sharing, returns Databases and takes Tools from the junk; Alice returns Computers, and the junk holds nothing more of value for her
    # Fermi Paradox features the clock: Alice shows 2, Bob 3 (Quantum Theory): he shares, first.
    # Alice's sharing bonus draws a 9.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Fermi Paradox
    And Bob's blue pile is Quantum Theory
    And the age 9 pile is Computers, Genetics
    And the age 10 pile is Databases, Software
    And the junk pile holds Tools, Monument
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Fermi Paradox
    Then Bob revealed Computers
    And Bob revealed Databases
    When Bob returns Databases
    Then the age 10 pile is Software, Databases
    And Alice revealed Software
    When Alice returns Computers
    Then the age 9 pile is Computers
    And Bob's hand is Tools
    And the junk pile holds Monument
    And Alice gets the sharing bonus
    And Alice's hand is Genetics

  # --- Iron Curtain (9, red, leaf): unsplay every splayed colour; for each, return its top card and
  # safeguard an available standard achievement.

  @id:unseen-iron-curtain-bob-shares @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  Scenario: Iron Curtain: Bob, sharing, unsplays yellow, returns Agriculture and safeguards Calendar; Alice unsplays red and green, returns Iron Curtain and Sailing and safeguards Pottery and Alchemy
    # Iron Curtain features the leaf: Alice shows 3 (Sailing 1), Bob 3 (Agriculture): he shares,
    # first. Alice's sharing bonus draws a 1 (her top cards are then Archery and The Wheel).
    Given a 2-player game
    And the special achievements are nothing
    And the standard achievements are Pottery, Calendar, Alchemy
    And Alice's red pile is Iron Curtain, Archery splayed right
    And Alice's green pile is Sailing, The Wheel splayed left
    And Bob's yellow pile is Agriculture, Fermenting splayed left
    And the Unseen age 9 pile is Consulting
    And the age 1 pile is Writing
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Iron Curtain
    And Bob safeguards Calendar
    Then Bob's yellow pile is Fermenting
    And Bob's safe is Calendar
    When Alice safeguards Pottery
    Then Alice's red pile is Archery
    And Alice's green pile is The Wheel
    And Alice's safe is Pottery, Alchemy
    And the Unseen age 9 pile is Consulting, Iron Curtain
    And Alice gets the sharing bonus
    And Alice's hand is Writing
    And the age 1 pile is Agriculture, Sailing

  @id:unseen-iron-curtain-full-safe-returns-only @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Iron Curtain with five secrets (a full safe even unsplayed): Alice unsplays blue and returns Writing, and safeguards nothing
    Given a 2-player game
    And the special achievements are nothing
    And the standard achievements are Pottery
    And Alice's red pile is Iron Curtain
    And Alice's blue pile is Writing, Tools splayed left
    And Alice's safe is Tomb, Dance, Exile, Padlock, Myth
    And Bob's red pile is Archery
    And the age 1 pile is Oars
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Iron Curtain
    Then Alice's blue pile is Tools
    And Alice's red pile is Iron Curtain
    And the age 1 pile is Oars, Writing
    And Alice's safe is Tomb, Dance, Exile, Padlock, Myth
    And the standard achievements are ages 1

  # --- McCarthyism (9, red, clock): demand draw and meld an 8, and lose with Socialism on top; score
  # your top purple card; you may splay red or blue up.

  @id:unseen-mccarthyism-bob-melds-socialism-and-loses-carol-shares
  @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:victory.elimination=true
  Scenario: McCarthyism: Bob melds Socialism and is out; Carol, sharing, scores Code of Laws and splays blue up; Alice scores Mysticism and splays red up
    # McCarthyism features the clock: Alice shows 2, Bob none (affected), Carol 3 (Quantum Theory:
    # she shares). Alice's sharing bonus draws a 9.
    Given a 3-player game
    And the special achievements are nothing
    And Alice's red pile is McCarthyism, Archery
    And Alice's purple pile is Mysticism
    And Bob's yellow pile is Agriculture
    And Carol's blue pile is Quantum Theory, Rocketry
    And Carol's purple pile is Code of Laws
    And the age 8 pile is Socialism, Flight
    And the age 9 pile is Computers
    And Alice has used her Unseen draw this turn
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of McCarthyism
    Then Bob is eliminated
    And Carol's score pile is Code of Laws
    When Carol splays blue
    Then Carol's blue pile is Quantum Theory, Rocketry splayed up
    And Alice's score pile is Mysticism
    When Alice splays red
    Then Alice's red pile is McCarthyism, Archery splayed up
    And Alice gets the sharing bonus
    And Alice's hand is Computers

  @id:unseen-mccarthyism-bob-melds-flight-and-stays @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:unseen.draw_priority=unseen-first
  Scenario: McCarthyism: Bob melds his Unseen 8, Blacklight, and stays in the game; Alice scores Mysticism and declines the splay
    Given a 2-player game
    And the special achievements are nothing
    And Alice's red pile is McCarthyism, Archery
    And Alice's purple pile is Mysticism
    And Bob's yellow pile is Agriculture
    And the Unseen age 8 pile is Blacklight, Scouting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of McCarthyism
    Then Bob's blue pile is Blacklight
    And Alice's score pile is Mysticism
    When Alice declines
    Then Alice's red pile is McCarthyism, Archery
    And the game is not over
    And it is Alice's turn 4 with one action used

  # --- Area 51 (9, green, lightbulb): you may splay green up; draw an 11 or safeguard an available
  # achievement; reveal a secret and, on your turn, super-execute it.

  @id:unseen-area-51-bob-shares-alice-super-executes-her-secret
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  Scenario: Area 51: Bob, sharing, safeguards Calendar and reveals it; Alice splays green up, draws an 11, reveals her secret Archery and super-executes it, its demand hitting Bob
    # Area 51 features the lightbulb: Alice shows 3, Bob 3 (Philosophy): he shares, first. Once Bob
    # has safeguarded the only available achievement, Alice can only draw. Alice's sharing bonus
    # draws a 9.
    Given a 2-player game
    And the special achievements are nothing
    And the standard achievements are Calendar
    And Alice's green pile is Area 51, Sailing
    And Alice's safe is Archery
    And Bob's purple pile is Philosophy
    And the age 11 pile is Climatology, Fusion
    And the age 9 pile is Computers
    And the age 1 pile is Pottery
    And Alice has used her Unseen draw this turn
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Area 51
    And Alice splays green
    Then Alice's green pile is Area 51, Sailing splayed up
    When Bob safeguards Calendar
    Then Bob revealed Calendar
    And Bob's safe is Calendar
    And Alice revealed Archery
    And Alice's safe is Archery
    And Bob's hand is nothing
    And Alice gets the sharing bonus
    And Alice's hand is Climatology, Pottery, Computers

  @id:unseen-area-51-draws-an-11-reveals-off-turn
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:splay.unsplay_small_piles=true
  Scenario: Area 51 on Bob's turn: Alice, sharing, draws her Unseen 11 and reveals her secret Archery, which is not executed; Bob super-executes his secret Tools
    # It is Bob's turn: Alice shows 3 lightbulbs (Philosophy) to Bob's 3 and shares, first. With no
    # achievement available, drawing an 11 is all either can do. Tools does nothing for Bob (his
    # hand holds no three cards and no 3). Bob's sharing bonus draws a 9.
    Given a 2-player game
    And the special achievements are nothing
    And the standard achievements are nothing
    And Bob's green pile is Area 51
    And Alice's purple pile is Philosophy
    And Alice's safe is Archery
    And Bob's safe is Tools
    And the Unseen age 11 pile is Astrobiology
    And the age 11 pile is Climatology, Fusion
    And the age 9 pile is Computers
    And Bob has used his Unseen draw this turn
    And it is Bob's turn 4 with every action left
    When Bob performs the dogma of Area 51
    Then Alice's hand is Astrobiology
    And Alice revealed Archery
    And Alice's safe is Archery
    And Alice's secret Archery is revealed
    And Bob revealed Tools
    And Bob's secret Tools is revealed
    And Bob's hand is Climatology, Computers
    And Alice's hand is Astrobiology

  # --- Teleprompter (9, green, clock): pick a deck and reveal its top card, which stays; carry out
  # its first non-demand effect; when that card shows a crown, again with another deck.

  @id:unseen-teleprompter-bob-shares-crown-repeats
  @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Teleprompter: Bob, sharing, picks the 2 deck (Mathematics, a crown: again) then the 1 deck (Archery: its demand skipped, he junks Pottery); Alice picks the 1 deck and junks Calendar
    # Teleprompter features the clock: Alice shows 2, Bob 3 (Quantum Theory): he shares, first.
    # Mathematics' first effect returns a card from hand, and Bob's is empty. Alice's sharing bonus
    # draws a 9.
    Given a 2-player game
    And the special achievements are nothing
    And the standard achievements are Pottery, Calendar
    And Alice's green pile is Teleprompter
    And Bob's blue pile is Quantum Theory
    And the age 1 pile is Archery, Oars
    And the age 2 pile is Mathematics, Currency
    And the age 9 pile is Computers
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Teleprompter
    And Bob chooses base 2
    Then Bob revealed Mathematics
    When Bob chooses base 1
    Then Bob revealed Archery
    When Bob junks Pottery
    And Alice chooses base 1
    Then Alice revealed Archery
    And the junk pile holds Pottery, Calendar
    And the age 1 pile is Archery, Oars
    And the age 2 pile is Mathematics, Currency
    And Bob's hand is nothing
    And Alice gets the sharing bonus
    And Alice's hand is Computers

  @id:unseen-teleprompter-unseen-deck-carried-out
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["unseen"]
  Scenario: Teleprompter: Alice picks the Unseen 10 deck; its top card, Secret Santa, shows no crown: she carries out its first non-demand effect only, drawing and scoring three 10s
    Given a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Teleprompter
    And Bob's yellow pile is Agriculture
    And the Unseen age 10 pile is Secret Santa, Hacking
    And the age 10 pile is Databases, Software, Bioengineering
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Teleprompter
    And Alice chooses unseen 10
    Then Alice revealed Secret Santa
    And the Unseen age 10 pile is Secret Santa, Hacking
    And Alice's score pile is Databases, Software, Bioengineering
    And Bob's hand is nothing
    And it is Alice's turn 4 with one action used

  @id:unseen-teleprompter-demand-only-card-then-again @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Teleprompter: the Unseen 9 deck shows Clown Car, which has only a demand (nothing carried out) and a crown: Alice goes again with the 1 deck and junks Pottery through Archery
    Given a 2-player game
    And the special achievements are nothing
    And the standard achievements are Pottery
    And Alice's green pile is Teleprompter
    And Bob's yellow pile is Agriculture
    And Alice has Tools in hand
    And the Unseen age 9 pile is Clown Car, Consulting
    And the age 1 pile is Archery, Oars
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Teleprompter
    And Alice chooses unseen 9
    Then Alice revealed Clown Car
    When Alice chooses base 1
    Then Alice revealed Archery
    And the junk pile holds Pottery
    And Alice's hand is Tools
    And Bob's hand is nothing
    And the Unseen age 9 pile is Clown Car, Consulting

  # --- Magic 8-Ball (9, yellow, leaf): wish for two 10s, two 8s scored or two achievements
  # safeguarded; draw and tuck an 8: a lightbulb grants the wish, red or purple goes again.

  @id:unseen-magic-8-ball-bob-shares-wishes-granted-and-not
  @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Magic 8-Ball: Bob, sharing, wishes for two achievements and tucks Mass Media (a lightbulb): granted; Alice's wish for two 10s comes true on Empiricism (purple: again), her wish for two 8s fails on Flight (red: again), and Antibiotics ends it
    # Magic 8-Ball features the leaf: Alice shows 3, Bob 3 (Agriculture): he shares, first. Alice's
    # sharing bonus draws a 9.
    Given a 2-player game
    And the special achievements are nothing
    And the standard achievements are Pottery, Calendar, Alchemy
    And Alice's yellow pile is Magic 8-Ball
    And Bob's yellow pile is Agriculture
    And the age 8 pile is Mass Media, Empiricism, Flight, Antibiotics
    And the age 10 pile is Bioengineering, Software
    And the age 9 pile is Computers
    And Alice has used her Unseen draw this turn
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Magic 8-Ball
    And Bob safeguards Pottery, Alchemy
    Then Bob's green pile is Mass Media
    When Alice draws Bioengineering, Software
    Then Alice's purple pile is Empiricism
    When Alice chooses two 8s scored
    Then Alice's red pile is Flight
    And Alice's yellow pile is Magic 8-Ball, Antibiotics
    And Alice's safe is nothing
    And the standard achievements are ages 2
    And Alice gets the sharing bonus
    And Alice's hand is Bioengineering, Software, Computers

  @id:unseen-magic-8-ball-two-8s-scored
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["unseen"]
  Scenario: Magic 8-Ball: Alice wishes for two 8s scored and tucks Mass Media (a lightbulb, green): she scores Quantum Theory and Rocketry, and it ends
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Magic 8-Ball
    And Bob's red pile is Archery
    And the age 8 pile is Mass Media, Quantum Theory, Rocketry, Flight
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Magic 8-Ball
    And Alice scores Quantum Theory, Rocketry
    Then Alice's green pile is Mass Media
    And Alice's score pile is Quantum Theory, Rocketry
    And the age 8 pile is Flight
    And it is Alice's turn 4 with one action used

  # --- Surveillance (9, yellow, clock): demand reveal your hand; the same colours as the launcher's
  # hand (not empty) make the launcher win; draw a 10.

  @id:unseen-surveillance-same-colours-alice-wins @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Surveillance: Bob's revealed hand holds blue and red, as Alice's does: Alice wins
    # Surveillance features the clock: Alice shows 2, Bob none: he is affected.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Surveillance
    And Alice has Tools, Archery in hand
    And Bob's yellow pile is Agriculture
    And Bob has Writing, Oars, Pottery in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Surveillance
    Then Bob revealed Writing
    And Bob revealed Oars
    And Alice wins by dogma

  @id:unseen-surveillance-other-colours-carol-shares
  @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Surveillance: Bob's revealed hand is only blue, Alice's blue and red: nobody wins; Carol, sharing, draws her Unseen 10 and Alice a 10
    # Surveillance features the clock: Alice shows 2, Bob none (affected), Carol 3 (Quantum Theory:
    # she shares). Alice's sharing bonus draws a 9.
    Given a 3-player game
    And the special achievements are nothing
    And Alice's yellow pile is Surveillance
    And Alice has Tools, Archery in hand
    And Bob's yellow pile is Agriculture
    And Bob has Writing in hand
    And Carol's blue pile is Quantum Theory
    And the Unseen age 10 pile is Hacking, Fight Club
    And the age 10 pile is Databases, Software
    And the age 9 pile is Computers
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Surveillance
    Then Bob revealed Writing
    And the game is not over
    And Carol's hand is Hacking
    And Alice gets the sharing bonus
    And Alice's hand is Tools, Archery, Databases, Computers

  @id:unseen-surveillance-empty-hands-nobody-wins
  @assumes:cards.expansions=["unseen"]
  Scenario: Surveillance: Bob's hand is empty, as Alice's is: no colours on either side, but an empty hand wins nothing
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Surveillance
    And Bob's yellow pile is Agriculture
    And the age 10 pile is Databases
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Surveillance
    Then the game is not over
    And Alice's hand is Databases

  # --- Clown Car (9, purple, crown): demand meld a card of the launcher's score pile, picked by its
  # back; without a crown on it, again (BGA4: transferred onto the board, not melded).

  @id:unseen-clown-car-bob-melds-until-a-crown @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:cards.readings.clown_car_move=meld
  Scenario: Clown Car: Bob picks Metalworking from Alice's score pile by its back and melds it (no crown: again), then melds Sailing (a crown)
    # Clown Car features the crown: Alice shows 2, Bob none: he is affected.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Clown Car
    And Alice has Metalworking, Sailing, Writing in the score pile
    And Bob's yellow pile is Agriculture
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Clown Car
    And Bob melds Metalworking
    Then Bob melded Metalworking
    When Bob melds Sailing
    Then Bob melded Sailing
    And Bob's red pile is Metalworking
    And Bob's green pile is Sailing
    And Alice's score pile is Writing

  @id:unseen-clown-car-transferred-house @ultimate-unseen-echoes @needs:resolved_variant
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:cards.readings.clown_car_move=transfer
  Scenario: Clown Car read as a transfer (BGA4): Writing, picked from Alice's score pile, goes onto Bob's board without being melded, and it has a crown: once
    Given a house variant of it sets cards.readings.clown_car_move to "transfer"
    And a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Clown Car
    And Alice has Writing in the score pile
    And Bob's yellow pile is Agriculture
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Clown Car
    Then Bob's blue pile is Writing
    And nobody melded a card
    And Alice's score pile is nothing

  # --- Urban Legend (9, purple, factory): draw a 9 for each colour showing a factory, five of them
  # win; you may splay yellow or purple up.

  @id:unseen-urban-legend-bob-shares
  @assumes:cards.expansions=["unseen"] @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:splay.revealed.right=["top_left","bottom_left"]
  Scenario: Urban Legend: Bob, sharing, draws one 9 (red shows a factory); Alice draws two (purple and yellow) and splays yellow up
    # Urban Legend features the factory: Alice shows 5 (Canning 2), Bob 5 (Coal 3, Machine Tools'
    # 2 under the right splay), all in red: he shares, first, and has no yellow or purple cards to
    # splay. Alice's sharing bonus draws a 9.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Urban Legend
    And Alice's yellow pile is Canning, Agriculture
    And Bob's red pile is Coal, Machine Tools splayed right
    And the age 9 pile is Computers, Genetics, Fission, Ecology
    And Alice has used her Unseen draw this turn
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Urban Legend
    Then Bob's hand is Computers
    And Alice's hand is Genetics, Fission
    When Alice splays yellow
    Then Alice's yellow pile is Canning, Agriculture splayed up
    And Alice gets the sharing bonus
    And Alice's hand is Genetics, Fission, Ecology

  @id:unseen-urban-legend-a-colour-without-factory-draws-nothing
  @assumes:cards.expansions=["unseen"] @assumes:actions.per_turn=2 @assumes:splay.unsplay_small_piles=true
  Scenario: Urban Legend: a colour of Alice's board showing no factory draws no 9
    # Purple (Urban Legend) shows a factory, blue (Writing) none: one 9. Bob shows no factory.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Urban Legend
    And Alice's blue pile is Writing
    And Bob's yellow pile is Agriculture
    And the age 9 pile is Computers, Genetics
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Urban Legend
    Then Alice's hand is Computers
    And the age 9 pile is Genetics
    And it is Alice's turn 4 with one action used

  @id:unseen-urban-legend-five-colours-win
  @assumes:cards.expansions=["unseen"]
  Scenario: Urban Legend: all five of Alice's colours show a factory: she draws five 9s and wins
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Urban Legend
    And Alice's blue pile is Chemistry
    And Alice's red pile is Coal
    And Alice's green pile is Banking
    And Alice's yellow pile is Canning
    And Bob's yellow pile is Agriculture
    And the age 9 pile is Computers, Genetics, Fission, Ecology, Suburbia, Services
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Urban Legend
    Then Alice wins by dogma
    And Alice's hand is Computers, Genetics, Fission, Ecology, Suburbia
