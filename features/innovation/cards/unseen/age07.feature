# The Unseen cards of age 7 (Counterintelligence, Private Eye, Camouflage, Safe Deposit Box,
# Black Market, Plot Voucher, Mafia, Subway, Fortune Cookie, Slot Machine): each dogma effect and
# each branch, from exact positions.
# Card texts: engine/data/cards/unseen-ultimate.json (our own words; each card's notes, implementation
# notes as card readings: Private Eye's 7 and Safe Deposit Box's choice; its glossary for safe,
# secret, safeguard, visible cards, "if it is your turn"). Rules with sources: the research note
# unseen.md (§3 the safe and its limit, §4 safeguard, §5 secrets used by effects, §6 the Unseen
# draw, §7 the special achievements, left out here with "the special achievements are nothing"
# so that no end-of-action claim blurs an outcome).
# Conventions: piles are written top card first; every supply pile a scenario draws from is
# listed. The Unseen draw (unseen.md §6): each player's first draw of a turn comes from the Unseen
# deck, so each position says whether a drawing player has used theirs. A secret is named by
# title (the steps read the referee's state); a choice among secrets is stated by the secret the
# scenario knows. Alice launches every Dogma action. A scenario also tagged @ultimate-unseen-echoes
# holds beside Echoes too: none of its draws meets the Echoes draw rule (echoes.md §3).
@ultimate-unseen
Feature: Unseen cards of age 7

  # --- Counterintelligence (7, blue, lightbulb): demand tuck a top card with a lightbulb, then give
  # the new top card of that colour and draw a 7; draw an 8.

  @id:unseen-counterintelligence-bob-tucks-and-gives
  @assumes:actions.per_turn=2 @assumes:dogma.demands_earn_bonus=false @assumes:dogma.icon_count_once=true
  @assumes:cards.expansions=["unseen"]
  Scenario: Counterintelligence: Bob tucks Calendar, gives Pottery and makes his Unseen draw; Alice draws a base 8
    # Counterintelligence features the lightbulb: Alice shows 3, Bob 2 (Archery 1, Calendar 1).
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Counterintelligence
    And Bob's red pile is Archery
    And Bob's blue pile is Calendar, Pottery
    And the Unseen age 7 pile is Subway, Mafia
    And the age 8 pile is Flight, Mobility
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Counterintelligence
    Then Bob must tuck 1 of Archery, Calendar
    When Bob tucks Calendar
    Then Bob's blue pile is Calendar
    And Alice's blue pile is Pottery, Counterintelligence
    And Bob's hand is Subway
    And the Unseen age 7 pile is Mafia
    And Alice's hand is Flight
    And it is Alice's turn 4 with one action used

  @id:unseen-counterintelligence-carol-shares-bob-has-no-lightbulb
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Counterintelligence: Bob has no top card with a lightbulb and draws nothing; Carol shares the draw of an 8
    # Alice shows 3 lightbulbs, Bob none (affected), Carol 3 (Evolution: she shares). Carol's 8 is
    # her Unseen draw; Alice's draws are base cards: her 8, then the sharing bonus at her draw age, 7.
    Given a 3-player game
    And the special achievements are nothing
    And Alice's blue pile is Counterintelligence
    And Bob's red pile is Oars
    And Carol's blue pile is Evolution
    And the Unseen age 8 pile is Handbag, Jackalope
    And the age 8 pile is Flight, Mobility
    And the age 7 pile is Bicycle, Combustion
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Counterintelligence
    Then Bob's hand is nothing
    And Bob's red pile is Oars
    And Carol's hand is Handbag
    And Alice gets the sharing bonus
    And Alice's hand is Flight, Bicycle
    And the Unseen age 8 pile is Jackalope

  # --- Private Eye (7, blue, leaf): demand reveal your hand, the launcher takes one card onto their
  # board, then draw a 7; score one of your secrets; you may splay your blue cards right.

  @id:unseen-private-eye-alice-takes-optics-scores-a-secret-and-splays @ultimate-unseen-echoes
  @assumes:unseen.draw_priority=unseen-first
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Private Eye: Alice takes Optics from Bob's revealed hand, scores her secret Exile and splays blue right
    # Private Eye features the leaf: Alice shows 2, Bob none. Bob's 7 is his Unseen draw.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Private Eye, Tools
    And Alice's safe is Tomb, Exile
    And Bob's red pile is Archery
    And Bob has Writing, Optics in hand
    And the Unseen age 7 pile is Mafia, Subway
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Private Eye
    Then Alice must transfer 1 of Writing, Optics
    When Alice transfers Optics
    Then Alice's red pile is Optics
    And Bob's hand is Writing, Mafia
    When Alice scores Exile
    Then Alice's score pile is Exile
    And Alice's safe is Tomb
    When Alice splays blue
    Then Alice's blue pile is Private Eye, Tools splayed right
    And it is Alice's turn 4 with one action used

  @id:unseen-private-eye-empty-hand-still-draws-carol-shares
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["unseen"] @assumes:cards.readings.private_eye_draw=always
  Scenario: Private Eye: Bob's hand is empty, nothing is transferred, and he still draws a 7; Carol shares and declines the splay
    # Alice shows 2 leaves, Bob none (affected), Carol 3 (Agriculture: she shares). Carol scores
    # her only secret; Alice has none and one blue card. Bob's 7 is his Unseen draw; Alice's
    # sharing bonus (draw age 7) is a base card.
    Given a 3-player game
    And the special achievements are nothing
    And Alice's blue pile is Private Eye
    And Bob's red pile is Archery
    And Carol's yellow pile is Agriculture
    And Carol's blue pile is Pottery, Calendar
    And Carol's safe is Cipher
    And the Unseen age 7 pile is Mafia, Subway
    And the age 7 pile is Bicycle
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Private Eye
    Then Bob's hand is Mafia
    And Carol's score pile is Cipher
    And Carol's safe is nothing
    When Carol declines
    Then Carol's blue pile is Pottery, Calendar
    And Alice gets the sharing bonus
    And Alice's hand is Bicycle
    And Alice's blue pile is Private Eye

  @id:unseen-private-eye-empty-hand-no-draw-house @ultimate-unseen-echoes @needs:resolved_variant
  @assumes:actions.per_turn=2 @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:cards.readings.private_eye_draw=after-transfer
  Scenario: Private Eye read as drawing only after a transfer (DH4): Bob's hand is empty and he draws nothing
    Given a house variant of it sets cards.readings.private_eye_draw to "after-transfer"
    And a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Private Eye
    And Bob's red pile is Archery
    And the Unseen age 7 pile is Mafia, Subway
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Private Eye
    Then Bob's hand is nothing
    And the Unseen age 7 pile is Mafia, Subway
    And it is Alice's turn 4 with one action used

  # --- Camouflage (7, red, factory): junk two top cards of one value and safeguard them, or score two
  # secrets of one value; draw a 7 per special achievement you own.

  @id:unseen-camouflage-junks-and-safeguards-bob-scores-two-secrets
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Camouflage: Alice junks her two 6s and safeguards them; Bob, sharing, scores his two 1 secrets; each draws a 7 per special achievement
    # Camouflage features the factory: Alice shows 6 (Camouflage, Canning and Emancipation, 2
    # each); Bob 7 (Coal 3, Corporations 2, Specialization 2): he shares, first. Bob has no pair of
    # top cards, so he scores his two secrets of value 1; Alice has no pair of secrets. Bob's 7 is his Unseen draw; Alice's draws,
    # two for Zen and Mystery, then the sharing bonus (her draw age: 7), are base cards. Alice's
    # pair passes through the junk on its way to her safe within one answer: the safe is where
    # her choice shows in any engine's states, with or without events.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's red pile is Camouflage
    And Alice's yellow pile is Canning
    And Alice's purple pile is Emancipation
    And Alice has achievements Zen, Mystery, Tools
    And Bob's red pile is Coal
    And Bob's green pile is Corporations
    And Bob's purple pile is Specialization
    And Bob's safe is Tomb, Dance
    And Bob has achievements Folklore
    And the Unseen age 7 pile is Mafia, Subway
    And the age 7 pile is Bicycle, Combustion, Electricity
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Camouflage
    And Bob scores Tomb, Dance
    Then Bob's score pile is Tomb, Dance
    And Bob's safe is nothing
    When Alice safeguards Canning, Emancipation
    Then Alice's safe is Canning, Emancipation
    And Alice's yellow pile is nothing
    And Alice's purple pile is nothing
    And the junk pile holds nothing
    And Bob's hand is Mafia
    And Alice gets the sharing bonus
    And Alice's hand is Bicycle, Combustion, Electricity

  @id:unseen-camouflage-scores-two-secrets-by-choice @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Camouflage: with a pair of top cards and a pair of secrets, Alice scores her two 1 secrets; without a special achievement she draws nothing
    Given a 2-player game
    And the special achievements are nothing
    And Alice's red pile is Camouflage
    And Alice's yellow pile is Canning
    And Alice's purple pile is Emancipation
    And Alice's safe is Tomb, Exile, Dance
    And Bob's green pile is Sailing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Camouflage
    And Alice scores Tomb, Dance
    Then Alice's score pile is Tomb, Dance
    And Alice's safe is Exile
    And Alice's yellow pile is Canning
    And Alice's purple pile is Emancipation
    And Alice's hand is nothing
    And it is Alice's turn 4 with one action used

  # --- Safe Deposit Box (7, red, crown): you may draw two 7s and junk them, or swap your score pile
  # with every valued card in the junk.

  @id:unseen-safe-deposit-box-junks-two-7s-bob-swaps
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Safe Deposit Box: Bob, sharing, swaps his score pile with the junk's valued cards; Alice draws two 7s and junks them
    # Safe Deposit Box features the crown: Alice shows 2, Bob 2 (Code of Laws): he shares. Zen in
    # the junk is no valued card. Alice's draws are base cards; her sharing bonus (draw age 7) too.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's red pile is Safe Deposit Box
    And Bob's purple pile is Code of Laws
    And Bob has Archery in the score pile
    And the junk pile holds Tools, Zen
    And the age 7 pile is Bicycle, Combustion, Lighting
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Safe Deposit Box
    And Bob exchanges Archery, Tools
    Then Bob's score pile is Tools
    When Alice junks Bicycle, Combustion
    Then the junk pile holds Zen, Archery, Bicycle, Combustion
    And Alice gets the sharing bonus
    And Alice's hand is Lighting
    And the age 7 pile is nothing

  @id:unseen-safe-deposit-box-declined @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:cards.readings.safe_deposit_box_choice=optional
  Scenario: Safe Deposit Box: Alice may decline, and does: nothing moves
    Given a 2-player game
    And the special achievements are nothing
    And Alice's red pile is Safe Deposit Box
    And Alice has Archery in the score pile
    And the junk pile holds Tools
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Safe Deposit Box
    Then Alice may accept or decline
    When Alice declines
    Then Alice's score pile is Archery
    And the junk pile holds Tools
    And Alice's hand is nothing
    And it is Alice's turn 4 with one action used

  @id:unseen-safe-deposit-box-compulsory-house @ultimate-unseen-echoes @needs:resolved_variant
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:cards.readings.safe_deposit_box_choice=compulsory
  Scenario: Safe Deposit Box read as compulsory (DH4): Alice cannot decline; she swaps her score pile with the junk
    Given a house variant of it sets cards.readings.safe_deposit_box_choice to "compulsory"
    And a 2-player game
    And the special achievements are nothing
    And Alice's red pile is Safe Deposit Box
    And Alice has Archery in the score pile
    And the junk pile holds Tools, Calendar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Safe Deposit Box
    And Alice answers nothing
    Then the move is rejected as illegal_move
    When Alice exchanges Archery, Tools, Calendar
    Then Alice's score pile is Tools, Calendar
    And the junk pile holds Archery
    And it is Alice's turn 4 with one action used

  # --- Black Market (7, green, crown): you may safeguard a card from your hand; then reveal two
  # available achievements, you may meld one with neither clock nor avatar, the rest go back.

  @id:unseen-black-market-safeguards-reveals-and-melds @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Black Market: Bob declines; Alice safeguards Writing, reveals the achievements of values 2 and 7 and melds Calendar; Lighting goes back
    # Black Market features the crown: Alice shows 2, Bob 2 (Code of Laws): he shares. Lighting has
    # a clock: it cannot be melded, and returns under the age 7 deck.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Black Market
    And Alice has Writing, Sailing in hand
    And Bob's purple pile is Code of Laws
    And Bob has Tools in hand
    And the standard achievements are Pottery, Calendar, Lighting
    And the age 7 pile is Bicycle
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Black Market
    And Bob declines
    Then Bob's hand is Tools
    When Alice safeguards Writing
    Then Alice's safe is Writing
    When Alice chooses 2, 7
    And Alice melds Calendar
    Then Alice's blue pile is Calendar
    And the age 7 pile is Bicycle, Lighting
    And the standard achievements are ages 1
    And Alice's hand is Sailing
    And nobody gets the sharing bonus

  @id:unseen-black-market-full-safe @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:limits.safe_and_forecast=five-minus-highest-splay
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Black Market: with her safe full (blue splayed up: limit 2) Alice safeguards nothing, and nothing is revealed
    Given a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Black Market
    And Alice's blue pile is Tools, Writing splayed up
    And Alice's safe is Tomb, Dance
    And Alice has Sailing in hand
    And the standard achievements are Pottery, Calendar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Black Market
    Then nobody safeguarded a card
    And Alice's hand is Sailing
    And Alice's safe is Tomb, Dance
    And the standard achievements are ages 1, 2
    And it is Alice's turn 4 with one action used

  # --- Plot Voucher (7, green, lightbulb): meld a card from your score pile, safeguard the lowest
  # available achievement; if both happened, super-execute the melded card on your turn, else
  # self-execute it.

  @id:unseen-plot-voucher-bob-self-executes-alice-super-executes
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Plot Voucher: Bob, sharing on Alice's turn, melds Sailing, safeguards Pottery and self-executes Sailing; Alice melds Writing, safeguards Calendar and super-executes Writing
    # Plot Voucher features the lightbulb: Alice shows 2, Bob 2 (Tools): he shares, first. Sailing
    # (draw and meld a 1) draws Bob's Unseen 1, Tomb; Writing (draw a 2) draws Alice's base 2. Her
    # sharing bonus (draw age 7) is a base 7.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Plot Voucher
    And Alice has Writing, Agriculture in the score pile
    And Bob's blue pile is Tools
    And Bob has Sailing in the score pile
    And the standard achievements are Pottery, Calendar, Alchemy
    And the Unseen age 1 pile is Tomb, Dance
    And the age 2 pile is Mathematics
    And the age 7 pile is Bicycle
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Plot Voucher
    Then Bob's green pile is Sailing
    And Bob's yellow pile is Tomb
    And Bob's safe is Pottery
    When Alice melds Writing
    Then Alice's blue pile is Writing
    And Alice's safe is Calendar
    And the standard achievements are ages 3
    And Alice gets the sharing bonus
    And Alice's hand is Mathematics, Bicycle
    And Alice's score pile is Agriculture

  @id:unseen-plot-voucher-no-achievement-no-execution @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Plot Voucher: with no available achievement nothing is safeguarded, and the melded Writing is not executed
    Given a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Plot Voucher
    And Alice has Writing in the score pile
    And the standard achievements are nothing
    And the age 2 pile is Mathematics
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Plot Voucher
    Then Alice's blue pile is Writing
    And Alice's safe is nothing
    And Alice's hand is nothing
    And the age 2 pile is Mathematics

  # --- Mafia (7, yellow, factory): demand your lowest secret into the launcher's safe; tuck a card
  # from any score pile; you may splay your red or yellow cards right.

  @id:unseen-mafia-bob-gives-a-lowest-secret-carol-shares
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["unseen"] @assumes:cards.readings.mafia_lowest_tie=owner-chooses
  Scenario: Mafia: Bob gives Dance, one of his two lowest secrets, to Alice's safe; Carol tucks her own score card, so Alice tucks the only one left, Bob's Optics, and splays red right
    # Mafia features the factory: Alice shows 3, Bob none (affected), Carol 3 (Coal: she shares).
    # Carol has nothing to splay. Alice's sharing bonus (draw age 7) is a base card.
    Given a 3-player game
    And the special achievements are nothing
    And Alice's yellow pile is Mafia
    And Alice's red pile is Archery
    And Bob's blue pile is Writing
    And Bob's safe is Exile, Tomb, Dance
    And Bob has Optics in the score pile
    And Carol's red pile is Coal
    And Carol has Mathematics in the score pile
    And the age 7 pile is Bicycle
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Mafia
    Then Bob must transfer 1 of Tomb, Dance
    When Bob transfers Dance
    Then Alice's safe is Dance
    And Bob's safe is Exile, Tomb
    When Carol tucks Mathematics
    Then Carol's blue pile is Mathematics
    Then Alice's red pile is Archery, Optics
    And Bob's score pile is nothing
    When Alice splays red
    Then Alice's red pile is Archery, Optics splayed right
    And Alice gets the sharing bonus
    And Alice's hand is Bicycle

  # --- Subway (7, yellow, clock): draw and tuck a 7; seven visible cards of its colour: draw a 9;
  # otherwise junk that colour and draw an 8.

  @id:unseen-subway-seven-visible-draws-a-9
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]
  Scenario: Subway: the tucked Refrigeration makes seven visible yellow cards, so Alice draws a 9
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Subway, Agriculture, Masonry, Fermenting, Machinery, Medicine splayed right
    And the age 7 pile is Refrigeration
    And the age 9 pile is Computers
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Subway
    Then Alice's yellow pile is Subway, Agriculture, Masonry, Fermenting, Machinery, Medicine, Refrigeration splayed right
    And Alice's hand is Computers
    And it is Alice's turn 4 with one action used

  @id:unseen-subway-junks-the-colour-bob-shares
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Subway: Bob's Unseen Mafia and Alice's Refrigeration show one visible yellow card each: both junk their yellow cards and draw an 8
    # Subway features the clock: Alice shows 2, Bob 2 (Railroad): he shares, first. His 7 is his
    # Unseen draw; Alice's draws are base cards. After the junk Alice's draw age is 1 (Archery):
    # her sharing bonus is a 1.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Subway
    And Alice's red pile is Archery
    And Bob's purple pile is Railroad
    And the Unseen age 7 pile is Mafia
    And the age 7 pile is Refrigeration
    And the age 8 pile is Flight, Mobility
    And the age 1 pile is Pottery
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Subway
    Then Bob's yellow pile is nothing
    And Bob's hand is Flight
    And Alice's yellow pile is nothing
    And the junk pile holds Mafia, Subway, Refrigeration
    And Alice gets the sharing bonus
    And Alice's hand is Mobility, Pottery

  # --- Fortune Cookie (7, purple, leaf): an icon type counting exactly 7: draw and score a 7;
  # exactly 8: splay green or purple right and draw an 8; exactly 9: draw a 9.

  @id:unseen-fortune-cookie-seven-and-eight
  @assumes:cards.expansions=["unseen"]
  Scenario: Fortune Cookie: 7 leaves and 8 crowns: Alice draws and scores a 7, then splays green right and draws an 8
    # Leaves: Fortune Cookie 2, Agriculture 3, Clothing 2; crowns: Fortune Cookie 1, Clothing 1,
    # Translation 3, Optics 3. The counts are taken once, before the splay.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Fortune Cookie, Mysticism
    And Alice's yellow pile is Agriculture
    And Alice's green pile is Clothing, Sailing
    And Alice's blue pile is Translation
    And Alice's red pile is Optics
    And the age 7 pile is Bicycle
    And the age 8 pile is Flight
    And the age 9 pile is Computers
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Fortune Cookie
    Then Alice must splay 1 of green, purple
    When Alice splays green
    Then Alice's green pile is Clothing, Sailing splayed right
    And Alice's purple pile is Fortune Cookie, Mysticism
    And Alice's score pile is Bicycle
    And Alice's hand is Flight
    And the age 9 pile is Computers

  @id:unseen-fortune-cookie-nine-lightbulbs-bob-shares @ultimate-unseen-echoes
  @assumes:unseen.draw_priority=unseen-first
  @assumes:splay.revealed.right=["top_left","bottom_left"]
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Fortune Cookie: 9 lightbulbs: Alice's 9 is her Unseen draw; Bob shares with no count of 7, 8 or 9
    # Lightbulbs: Experimentation 3, Paper 2, Perspective 2, Engineering 1, Archery (splayed right)
    # 1. Bob shows 3 leaves (Agriculture): he shares, and does nothing.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Fortune Cookie
    And Alice's blue pile is Experimentation
    And Alice's green pile is Paper
    And Alice's yellow pile is Perspective
    And Alice's red pile is Engineering, Archery splayed right
    And Bob's yellow pile is Agriculture
    And the Unseen age 9 pile is Area 51, Consulting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Fortune Cookie
    Then Alice's hand is Area 51
    And Alice's score pile is nothing
    And Bob's hand is nothing
    And nobody gets the sharing bonus

  # --- Slot Machine (7, purple, clock): draw and reveal a 1 to 5; a green: splay green or purple
  # right; two greens: score all five, else return them; three greens: you win.

  @id:unseen-slot-machine-no-green-both-return
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Slot Machine: no green among the five for Bob (sharing) nor for Alice: both return their five
    # Slot Machine features the clock: Alice shows 2, Bob 2 (Railroad): he shares, first. Bob's
    # five go under their decks, so Alice draws the next card of each.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Slot Machine
    And Bob's purple pile is Railroad
    And the age 1 pile is Pottery, Tools
    And the age 2 pile is Calendar, Mathematics
    And the age 3 pile is Alchemy, Optics
    And the age 4 pile is Anatomy, Perspective
    And the age 5 pile is Coal, Chemistry
    And the age 7 pile is Bicycle
    And Alice has used her Unseen draw this turn
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Slot Machine
    Then Bob's hand is nothing
    And Alice gets the sharing bonus
    And Alice's hand is Bicycle
    And Alice's score pile is nothing
    And the age 1 pile is Pottery, Tools
    And the age 2 pile is Calendar, Mathematics
    And the age 5 pile is Coal, Chemistry

  @id:unseen-slot-machine-one-green-splays-and-returns @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Slot Machine: one green (Currency): Alice splays purple right and returns the five
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Slot Machine, Mysticism
    And the age 1 pile is Pottery
    And the age 2 pile is Currency
    And the age 3 pile is Alchemy
    And the age 4 pile is Anatomy
    And the age 5 pile is Coal
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Slot Machine
    Then Alice's purple pile is Slot Machine, Mysticism splayed right
    And Alice's hand is nothing
    And Alice's score pile is nothing
    And the age 2 pile is Currency
    And the game is not over

  @id:unseen-slot-machine-two-greens-score
  @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["unseen"]
  Scenario: Slot Machine: two greens (Sailing, Currency): Alice splays green right and scores the five
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Slot Machine
    And Alice's green pile is Mapmaking, Clothing
    And the age 1 pile is Sailing
    And the age 2 pile is Currency
    And the age 3 pile is Alchemy
    And the age 4 pile is Anatomy
    And the age 5 pile is Coal
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Slot Machine
    Then Alice's green pile is Mapmaking, Clothing splayed right
    And Alice's score pile is Sailing, Currency, Alchemy, Anatomy, Coal
    And Alice's hand is nothing
    And the game is not over

  @id:unseen-slot-machine-three-greens-win
  @assumes:cards.expansions=["unseen"]
  Scenario: Slot Machine: three greens (Sailing, Currency, Compass): Alice scores the five and wins
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Slot Machine, Mysticism
    And the age 1 pile is Sailing
    And the age 2 pile is Currency
    And the age 3 pile is Compass
    And the age 4 pile is Anatomy
    And the age 5 pile is Coal
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Slot Machine
    Then Alice wins by dogma
    And Alice's score pile is Sailing, Currency, Compass, Anatomy, Coal
    And Alice's purple pile is Slot Machine, Mysticism splayed right

  @id:unseen-mafia-into-a-full-safe-over-the-limit @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.full_safe_transfer=over-the-limit
  Scenario: Mafia: Bob's secret Exile goes into Alice's full safe (limit 2, blue splayed up), past its limit (DH4)
    # unseen.md §4 and §13, question 3: a transfer into a safe is not a safeguard.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Mafia
    And Alice's blue pile is Tools, Writing splayed up
    And Alice's safe is Tomb, Dance
    And Bob's blue pile is Calendar
    And Bob's safe is Exile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Mafia
    Then Alice's safe is Tomb, Dance, Exile
    And Bob's safe is nothing
    And it is Alice's turn 4 with one action used

  @id:unseen-mafia-into-a-full-safe-stays-house @ultimate-unseen-echoes @needs:resolved_variant
  @assumes:actions.per_turn=2 @assumes:limits.safe_and_forecast=five-minus-highest-splay @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.full_safe_transfer=stays
  Scenario: Mafia in a house variant where a full safe takes no transfer (BGA4): Bob's secret Exile stays in his safe
    Given a house variant of it sets unseen.full_safe_transfer to "stays"
    And a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Mafia
    And Alice's blue pile is Tools, Writing splayed up
    And Alice's safe is Tomb, Dance
    And Bob's blue pile is Calendar
    And Bob's safe is Exile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Mafia
    Then Alice's safe is Tomb, Dance
    And Bob's safe is Exile
    And it is Alice's turn 4 with one action used

  @id:unseen-mafia-oldest-lowest-secret-house @needs:resolved_variant
  @assumes:actions.per_turn=2 @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["unseen"] @assumes:cards.readings.mafia_lowest_tie=oldest
  Scenario: Mafia read as giving the oldest of tied lowest secrets (DH4): Bob gives Tomb without a choice
    Given a house variant of it sets cards.readings.mafia_lowest_tie to "oldest"
    And a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Mafia
    And Bob's blue pile is Writing
    And Bob's safe is Exile, Tomb, Dance
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Mafia
    Then Alice's safe is Tomb
    And Bob's safe is Exile, Dance
    And it is Alice's turn 4 with one action used
