# The Unseen cards of age 8 (Blacklight, Scouting, Concealment, Enigma Machine, Handbag,
# Hitchhiking, Jackalope, Shangri-La, Joy Buzzer, Opus Dei): each dogma effect and each branch,
# from exact positions.
# Card texts: engine/data/cards/unseen-ultimate.json (our own words; each card's notes: Scouting's
# source-dispute and implementation notes of Blacklight, Handbag and Joy Buzzer as card readings,
# Jackalope's ambiguity note read as both implementations do (top cards only), Hitchhiking's
# delegation as DH4 plays it; its glossary for safe, secret, safeguard, visible cards, "put on
# top of its deck", decisions made by another player). Rules with sources: the research note
# unseen.md (§3 the safe and its limit, §4 safeguard, §5 secrets used by effects, §6 the Unseen
# draw, §7 the special achievements, left out here with "the special achievements are nothing",
# §13 Scouting).
# Conventions: piles are written top card first; every supply pile a scenario draws from is
# listed. The Unseen draw (unseen.md §6): each player's first draw of a turn comes from the Unseen
# deck, so each position says whether a drawing player has used theirs. A secret is named by
# title (the steps read the referee's state). Alice launches every Dogma action.
# A scenario also tagged @ultimate-unseen-echoes holds beside Echoes too: none of its draws meets
# the Echoes draw rule (echoes.md §3).
@ultimate-unseen
Feature: Unseen cards of age 8

  # --- Blacklight (8, blue, factory): unsplay a splayed colour, or splay an unsplayed colour up and
  # draw a 9.

  @id:unseen-blacklight-unsplays-bob-shares
  @assumes:cards.readings.blacklight_colours=splayable @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["unseen"]
  Scenario: Blacklight: Bob, sharing, unsplays his only splayed colour; Alice chooses to unsplay red rather than splay green up
    # Blacklight features the factory: Alice shows 3, Bob 4 (Coal 3, Colonialism's bottom right 1):
    # he shares, first. Alice's sharing bonus (draw age 8) is a base card.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Blacklight
    And Alice's red pile is Archery, Oars splayed right
    And Alice's green pile is Sailing, The Wheel
    And Bob's red pile is Coal, Colonialism splayed left
    And the age 8 pile is Flight
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Blacklight
    Then Bob's red pile is Coal, Colonialism
    And Alice must choose 1 of red, green
    When Alice chooses red
    Then Alice's red pile is Archery, Oars
    And Alice's green pile is Sailing, The Wheel
    And Alice gets the sharing bonus
    And Alice's hand is Flight

  @id:unseen-blacklight-splays-up-and-draws-a-9 @ultimate-unseen-echoes
  @assumes:unseen.draw_priority=unseen-first
  @assumes:cards.readings.blacklight_colours=splayable @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Blacklight: Alice splays green up and draws a 9, her Unseen draw
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Blacklight
    And Alice's green pile is Sailing, The Wheel
    And the Unseen age 9 pile is Consulting, Area 51
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Blacklight
    Then Alice's green pile is Sailing, The Wheel splayed up
    And Alice's hand is Consulting
    And the Unseen age 9 pile is Area 51

  @id:unseen-blacklight-one-card-piles-nothing @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:cards.readings.blacklight_colours=splayable
  Scenario: Blacklight: with only one-card piles, unsplayed, there is nothing to splay: Alice draws nothing
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Blacklight
    And Alice's red pile is Archery
    And the age 9 pile is Computers
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Blacklight
    Then Alice's hand is nothing
    And the age 9 pile is Computers
    And it is Alice's turn 4 with one action used

  @id:unseen-blacklight-one-card-pile-draws-house @needs:resolved_variant
  @assumes:actions.per_turn=2 @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["unseen"] @assumes:cards.readings.blacklight_colours=any-unsplayed
  Scenario: Blacklight read as offering every unsplayed colour (DH4): Alice picks her one-card red pile, which stays unsplayed, and draws a 9
    Given a house variant of it sets cards.readings.blacklight_colours to "any-unsplayed"
    And a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Blacklight
    And Alice's red pile is Archery
    And the age 9 pile is Computers
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Blacklight
    And Alice chooses red
    Then Alice's red pile is Archery
    And Alice's hand is Computers
    And it is Alice's turn 4 with one action used

  # --- Scouting (8, blue, lightbulb): draw and reveal two 9s, return one or both; both returned: a
  # 10 kept on a colour match with them, else back on top of its deck.

  @id:unseen-scouting-both-returned-ten-matches
  @assumes:cards.expansions=["unseen"] @assumes:cards.readings.scouting_ten=draw
  Scenario: Scouting: Alice returns both 9s; the 10 she draws, Robotics, is red like Fission: she keeps it
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Scouting
    And the age 9 pile is Computers, Fission, Ecology
    And the age 10 pile is Robotics, Databases
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Scouting
    And Alice returns Computers then Fission
    Then the age 9 pile is Ecology, Computers, Fission
    And Alice's hand is Robotics
    And Alice revealed Robotics
    And the age 10 pile is Databases

  @id:unseen-scouting-both-returned-ten-goes-back-on-top
  @assumes:cards.expansions=["unseen"] @assumes:cards.readings.scouting_ten=draw
  Scenario: Scouting: Alice returns both 9s; the 10 she draws, Databases, matches neither: it goes back on top of its deck
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Scouting
    And the age 9 pile is Computers, Fission
    And the age 10 pile is Databases, Robotics
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Scouting
    Then Alice must return 1 to 2 of Computers, Fission
    When Alice returns Computers, Fission
    Then Alice's hand is nothing
    And the age 10 pile is Databases, Robotics

  @id:unseen-scouting-empty-ten-deck-draws-an-eleven
  @assumes:actions.skip_empty_piles=true @assumes:ages.game_end_draw=12
  @assumes:cards.expansions=["unseen"] @assumes:cards.readings.scouting_ten=draw
  Scenario: Scouting: the 10 deck is empty, so the 10 Alice draws is an 11, Fusion, red like Fission: she keeps it
    # A draw skips an empty deck upward; a reveal of the 10 deck's top card (BGA4) finds nothing.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Scouting
    And the age 9 pile is Computers, Fission
    And the age 10 pile is nothing
    And the age 11 pile is Fusion, Climatology
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Scouting
    And Alice returns Computers, Fission
    Then Alice's hand is Fusion
    And the age 11 pile is Climatology

  @id:unseen-scouting-reveal-top-empty-ten-deck-house @needs:resolved_variant
  @assumes:cards.expansions=["unseen"] @assumes:cards.readings.scouting_ten=reveal-top
  Scenario: Scouting read as revealing the 10 deck's top card (BGA4): the 10 deck is empty, nothing is revealed or kept
    Given a house variant of it sets cards.readings.scouting_ten to "reveal-top"
    And a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Scouting
    And the age 9 pile is Computers, Fission
    And the age 10 pile is nothing
    And the age 11 pile is Fusion, Climatology
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Scouting
    And Alice returns Computers, Fission
    Then Alice's hand is nothing
    And the age 11 pile is Fusion, Climatology

  @id:unseen-scouting-one-returned-bob-shares
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Scouting: Bob, sharing, draws his Unseen Area 51 and Computers and returns Area 51; Alice returns Ecology and keeps Fission
    # Scouting features the lightbulb: Alice shows 2, Bob 2 (Tools): he shares, first. Alice's
    # sharing bonus (draw age 8) is a base card.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Scouting
    And Bob's blue pile is Tools
    And the Unseen age 9 pile is Area 51, Consulting
    And the age 9 pile is Computers, Fission, Ecology
    And the age 8 pile is Flight
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Scouting
    And Bob returns Area 51
    Then Bob's hand is Computers
    And the Unseen age 9 pile is Consulting, Area 51
    When Alice returns Ecology
    Then Alice gets the sharing bonus
    And Alice's hand is Fission, Flight
    And the age 9 pile is Ecology

  @id:unseen-scouting-reveal-top-house @needs:resolved_variant
  @assumes:cards.expansions=["unseen"] @assumes:cards.readings.scouting_ten=reveal-top
  Scenario: Scouting read as revealing the 10 deck's top card (BGA4): Robotics matches the returned Fission and Alice takes it
    Given a house variant of it sets cards.readings.scouting_ten to "reveal-top"
    And a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Scouting
    And the age 9 pile is Computers, Fission
    And the age 10 pile is Robotics, Databases
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Scouting
    And Alice returns Computers, Fission
    Then Alice revealed Robotics
    And Alice's hand is Robotics
    And the age 10 pile is Databases

  @id:unseen-scouting-reveal-top-no-match-house @needs:resolved_variant
  @assumes:cards.expansions=["unseen"] @assumes:cards.readings.scouting_ten=reveal-top
  Scenario: Scouting read as revealing the 10 deck's top card (BGA4): Databases matches neither 9 and stays on its deck
    Given a house variant of it sets cards.readings.scouting_ten to "reveal-top"
    And a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Scouting
    And the age 9 pile is Computers, Fission
    And the age 10 pile is Databases, Robotics
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Scouting
    And Alice returns Computers, Fission
    Then Alice revealed Databases
    And Alice's hand is nothing
    And the age 10 pile is Databases, Robotics

  # --- Concealment (8, red, factory): demand tuck all your secrets; safeguard your bottom purple card.

  @id:unseen-concealment-bob-tucks-his-secrets-carol-shares
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Concealment: Bob tucks his three secrets, oldest first; Carol and Alice safeguard their bottom purple cards
    # Concealment features the factory: Alice shows 2, Bob none (affected), Carol 3 (Coal: she
    # shares). Alice's sharing bonus (draw age 8) is a base card.
    Given a 3-player game
    And the special achievements are nothing
    And Alice's red pile is Concealment
    And Alice's purple pile is Mysticism, Code of Laws
    And Bob's yellow pile is Agriculture
    And Bob's safe is Tomb, Dance, Exile
    And Carol's red pile is Coal
    And Carol's purple pile is Monotheism
    And the age 8 pile is Flight
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Concealment
    Then Bob's safe is nothing
    And Bob's yellow pile is Agriculture, Tomb, Exile
    And Bob's green pile is Dance
    And Carol's safe is Monotheism
    And Carol's purple pile is nothing
    And Alice's safe is Code of Laws
    And Alice's purple pile is Mysticism
    And Alice gets the sharing bonus
    And Alice's hand is Flight

  # --- Enigma Machine (8, red, clock): fill your safe with available achievements, take your secrets
  # into hand, or put your hand among the available achievements; splay up a colour splayed left.

  @id:unseen-enigma-machine-fills-the-safe-and-splays-up @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:limits.safe_and_forecast=five-minus-highest-splay
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Enigma Machine: Alice's safe (limit 4, red splayed left) takes two more: she safeguards the achievements of values 1 and 3, then splays red up
    Given a 2-player game
    And the special achievements are nothing
    And Alice's red pile is Enigma Machine, Archery splayed left
    And Alice's safe is Tomb, Dance
    And the standard achievements are Pottery, Calendar, Alchemy
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Enigma Machine
    And Alice safeguards Pottery, Alchemy
    Then Alice's safe is Tomb, Dance, Pottery, Alchemy
    And the standard achievements are ages 2
    And Alice's red pile is Enigma Machine, Archery splayed up
    And it is Alice's turn 4 with one action used

  @id:unseen-enigma-machine-full-safe-must-take-the-secrets @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:limits.safe_and_forecast=five-minus-highest-splay
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Enigma Machine: with her safe full and her hand empty, Alice can only take her secrets into her hand
    # Red splayed left: the safe's limit is 4 and it holds 4, so filling it is no choice; an
    # empty hand cannot go among the achievements: the secrets come into her hand.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's red pile is Enigma Machine, Archery splayed left
    And Alice's safe is Tomb, Dance, Cipher, Exile
    And the standard achievements are Pottery, Calendar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Enigma Machine
    Then Alice's hand is Tomb, Dance, Cipher, Exile
    And Alice's safe is nothing
    And the standard achievements are ages 1, 2
    And Alice's red pile is Enigma Machine, Archery splayed up
    And it is Alice's turn 4 with one action used

  @id:unseen-enigma-machine-secrets-to-hand-and-hand-to-achievements
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Enigma Machine: Bob, sharing, takes his secret Exile into his hand; Alice puts her hand among the available achievements
    # Enigma Machine features the clock: Alice shows 3, Bob 3 (Quantum Theory): he shares, first.
    # Alice's sharing bonus (draw age 8) is a base card.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's red pile is Enigma Machine
    And Alice has Flight, Sailing in hand
    And Bob's blue pile is Quantum Theory
    And Bob's safe is Exile
    And the standard achievements are Calendar
    And the age 8 pile is Mobility
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Enigma Machine
    And Bob transfers Exile
    Then Bob's hand is Exile
    And Bob's safe is nothing
    When Alice transfers Flight, Sailing
    Then the standard achievements are ages 1, 2, 8
    And Alice gets the sharing bonus
    And Alice's hand is Mobility

  # --- Handbag (8, green, crown): you may take the bottom card of every pile into your hand, tuck
  # your score pile, or score the cards of a value named from your hand.

  @id:unseen-handbag-takes-the-bottom-cards @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:cards.readings.handbag_choice=optional
  Scenario: Handbag: Alice may decline, and takes the bottom card of each of her piles into her hand instead
    Given a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Handbag, Sailing
    And Alice's red pile is Archery, Oars
    And Alice's blue pile is Tools
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Handbag
    Then Alice may accept or decline
    When Alice accepts
    Then Alice's hand is Sailing, Oars, Tools
    And Alice's green pile is Handbag
    And Alice's red pile is Archery
    And Alice's blue pile is nothing

  @id:unseen-handbag-tucks-the-score-pile-bob-declines @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:cards.readings.handbag_choice=optional
  Scenario: Handbag: Bob, sharing, declines; Alice tucks her score pile, Writing then Calendar
    # Handbag features the crown: Alice shows 2, Bob 2 (Code of Laws): he shares, first.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Handbag
    And Alice's blue pile is Tools
    And Alice has Writing, Calendar in the score pile
    And Bob's purple pile is Code of Laws
    And Bob has Oars in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Handbag
    And Bob declines
    Then Bob's hand is Oars
    When Alice tucks Writing then Calendar
    Then Alice's blue pile is Tools, Writing, Calendar
    And Alice's score pile is nothing
    And nobody gets the sharing bonus

  @id:unseen-handbag-scores-a-value @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Handbag: Alice names 1 and scores Writing and Sailing from her hand
    Given a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Handbag
    And Alice has Writing, Sailing, Calendar in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Handbag
    And Alice scores Writing, Sailing
    Then Alice's score pile is Writing, Sailing
    And Alice's hand is Calendar
    And Alice's green pile is Handbag

  @id:unseen-handbag-compulsory-house @ultimate-unseen-echoes @needs:resolved_variant
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:cards.readings.handbag_choice=compulsory
  Scenario: Handbag read as compulsory (DH4, BGA4): Alice must take her bottom card (Handbag itself) or tuck her score pile, and tucks Writing
    Given a house variant of it sets cards.readings.handbag_choice to "compulsory"
    And a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Handbag
    And Alice has Writing in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Handbag
    And Alice answers nothing
    Then the move is rejected as illegal_move
    When Alice tucks Writing
    Then Alice's green pile is Handbag
    And Alice's blue pile is Writing
    And Alice's score pile is nothing
    And it is Alice's turn 4 with one action used

  # --- Hitchhiking (8, green, clock): another player gives you a card from their hand; you
  # self-execute it, that player making your decisions.

  @id:unseen-hitchhiking-each-decides-for-the-other
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Hitchhiking: Bob, sharing, gets Writing from Alice and self-executes it; Bob gives Alice Agriculture and, deciding for her, returns her Calendar
    # Hitchhiking features the clock: Alice shows 2, Bob 2 (Railroad): he shares, first. Writing
    # draws Bob's Unseen 2. Agriculture (you may return a card from hand, then draw and score a
    # card one higher) is run by Alice with Bob deciding: her 3 and her sharing bonus (draw age 8)
    # are base cards.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Hitchhiking
    And Alice has Writing, Calendar in hand
    And Bob's purple pile is Railroad
    And Bob has Agriculture, Sailing in hand
    And the Unseen age 2 pile is Cipher
    And the age 3 pile is Alchemy
    And the age 8 pile is Flight
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Hitchhiking
    And Alice transfers Writing
    Then Bob's blue pile is Writing
    And Bob's hand is Agriculture, Sailing, Cipher
    When Bob transfers Agriculture
    Then Alice's yellow pile is Agriculture
    When Bob returns Calendar
    Then Alice's score pile is Alchemy
    And Alice gets the sharing bonus
    And Alice's hand is Flight

  @id:unseen-hitchhiking-chosen-player-has-no-card @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Hitchhiking: Alice chooses Carol, whose hand is empty: nothing is transferred or executed
    Given a 3-player game
    And the special achievements are nothing
    And Alice's green pile is Hitchhiking
    And Bob has Writing in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Hitchhiking
    And Alice chooses Carol
    Then Bob's hand is Writing
    And Alice's blue pile is nothing
    And Alice's hand is nothing
    And it is Alice's turn 4 with one action used

  # --- Jackalope (8, yellow, leaf): demand your highest top card without a clock onto the launcher's
  # board, then unsplay that colour; unsplay your colour with the most visible cards.

  @id:unseen-jackalope-bob-gives-optics-alice-unsplays-a-tied-colour @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Jackalope: Bob gives Optics, his highest top card without a clock, and unsplays red; Alice unsplays blue, tied with yellow
    # Jackalope features the leaf: Alice shows 7 (Jackalope 3, Agriculture's bottom right 1,
    # Pottery 3), Bob 2 (Calendar). Railroad has a clock.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Jackalope, Agriculture splayed left
    And Alice's blue pile is Pottery, Tools splayed right
    And Bob's red pile is Optics, Archery, Oars splayed right
    And Bob's blue pile is Calendar
    And Bob's purple pile is Railroad
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Jackalope
    Then Alice's red pile is Optics
    And Bob's red pile is Archery, Oars
    And Alice must choose 1 of yellow, blue
    When Alice chooses blue
    Then Alice's blue pile is Pottery, Tools
    And Alice's yellow pile is Jackalope, Agriculture splayed left

  @id:unseen-jackalope-bob-shares-the-unsplay
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Jackalope: Bob, sharing, unsplays his red pile, his most visible; Alice's one-card pile changes nothing
    # Alice shows 3 leaves, Bob 3 (Agriculture): he shares. Alice's sharing bonus (draw age 8) is
    # a base card.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Jackalope
    And Bob's yellow pile is Agriculture
    And Bob's red pile is Archery, Oars splayed right
    And the age 8 pile is Flight
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Jackalope
    Then Bob's red pile is Archery, Oars
    And Bob's yellow pile is Agriculture
    And Alice's yellow pile is Jackalope
    And Alice gets the sharing bonus
    And Alice's hand is Flight

  # --- Shangri-La (8, yellow, leaf): draw and tuck an 8; with a factory score it; without, draw and
  # meld an 8, and start over if that is an 8.

  @id:unseen-shangri-la-factory-scored-bob-shares @ultimate-unseen-echoes
  @assumes:unseen.draw_priority=unseen-first
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Shangri-La: Bob, sharing, tucks his Unseen Blacklight and Alice a base Mobility: both show a factory and are scored
    # Shangri-La features the leaf: Alice shows 2, Bob 3 (Agriculture): he shares, first. Alice's
    # sharing bonus (draw age 8) is a base card.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Shangri-La
    And Bob's yellow pile is Agriculture
    And the Unseen age 8 pile is Blacklight
    And the age 8 pile is Mobility, Flight
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Shangri-La
    Then Bob's score pile is Blacklight
    And Alice's score pile is Mobility
    And Alice gets the sharing bonus
    And Alice's hand is Flight

  @id:unseen-shangri-la-melds-an-8-and-starts-over
  @assumes:cards.expansions=["unseen"]
  Scenario: Shangri-La: Flight shows no factory, so Alice melds Antibiotics, an 8, and starts over: Mobility is tucked and scored
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Shangri-La
    And the age 8 pile is Flight, Antibiotics, Mobility
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Shangri-La
    Then Alice's red pile is Flight
    And Alice's yellow pile is Antibiotics, Shangri-La
    And Alice's score pile is Mobility
    And the age 8 pile is nothing

  @id:unseen-shangri-la-melded-9-stops
  @assumes:actions.skip_empty_piles=true
  @assumes:cards.expansions=["unseen"]
  Scenario: Shangri-La: with the 8 deck empty after Flight, the card melded is a 9, and the effect ends
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Shangri-La
    And the age 8 pile is Flight
    And the age 9 pile is Computers, Fission
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Shangri-La
    Then Alice's red pile is Flight
    And Alice's blue pile is Computers
    And the age 9 pile is Fission
    And Alice's score pile is nothing

  # --- Joy Buzzer (8, purple, clock): demand exchange your hand with the launcher's lowest cards in
  # hand; you may name a value and score its cards from your hand, then your top purple card.

  @id:unseen-joy-buzzer-exchange-and-score-carol-declines @ultimate-unseen-echoes
  @assumes:cards.readings.joy_buzzer_icons=clock-crown-clock-hex
  @assumes:dogma.demands_earn_bonus=false
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Joy Buzzer: Bob exchanges his hand with Alice's two 1s; Carol, sharing, declines; Alice names 1, scores Writing and Tools, then Joy Buzzer
    # Joy Buzzer features the clock: Alice shows 2, Bob none (affected), Carol 2 (Railroad: she
    # shares).
    Given a 3-player game
    And the special achievements are nothing
    And Alice's purple pile is Joy Buzzer, Mysticism
    And Alice has Sailing, Agriculture, Calendar in hand
    And Bob's red pile is Archery
    And Bob has Writing, Tools in hand
    And Carol's purple pile is Railroad
    And Carol has Oars in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Joy Buzzer
    Then Bob's hand is Sailing, Agriculture
    When Carol declines
    Then Carol's hand is Oars
    When Alice scores Writing, Tools
    Then Alice's score pile is Writing, Tools, Joy Buzzer
    And Alice's hand is Calendar
    And Alice's purple pile is Mysticism

  @id:unseen-joy-buzzer-named-value-house @ultimate-unseen-echoes @needs:resolved_variant
  @assumes:cards.readings.joy_buzzer_icons=clock-crown-clock-hex
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:cards.readings.joy_buzzer_purple=if-named
  Scenario: Joy Buzzer read as scoring the purple card once a value is named (DH4): Bob, sharing, declines; Alice names 5, scores nothing from hand, and scores Joy Buzzer
    Given a house variant of it sets cards.readings.joy_buzzer_purple to "if-named"
    And a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Joy Buzzer
    And Alice has Writing in hand
    And Bob's purple pile is Railroad
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Joy Buzzer
    And Bob declines
    Then Alice may name up to 1 of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    When Alice chooses 5
    Then Alice's score pile is Joy Buzzer
    And Alice's hand is Writing
    And Alice's purple pile is nothing

  @id:unseen-joy-buzzer-empty-hand-scores-nothing @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.readings.joy_buzzer_icons=clock-crown-clock-hex
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:cards.readings.joy_buzzer_purple=if-scored
  Scenario: Joy Buzzer as the text reads, with empty hands: nothing is exchanged, no value can score a card, so Alice's top purple card stays
    # "If you did" needs a card scored from the hand: with none in hand the effect does nothing
    # (the house scenario above names a value all the same and scores Joy Buzzer).
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Joy Buzzer
    And Bob's red pile is Archery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Joy Buzzer
    Then Alice's purple pile is Joy Buzzer
    And Alice's score pile is nothing
    And it is Alice's turn 4 with one action used

  # --- Opus Dei (8, purple, lightbulb): reveal a highest score card, splay its colour up and
  # safeguard it; draw an 8 per colour splayed up.

  @id:unseen-opus-dei-reveals-splays-safeguards-bob-shares
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Opus Dei: Bob, sharing, safeguards Calendar; Alice reveals Fission, one of her two 9s, splays red up, safeguards it and draws an 8
    # Opus Dei features the lightbulb: Alice shows 3, Bob 3 (Education): he shares, first. Bob has
    # no blue pile to splay and no colour splayed up. Alice's draws, her 8 and her sharing bonus
    # (draw age 8), are base cards.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Opus Dei
    And Alice's red pile is Oars, Archery
    And Alice has Computers, Fission, Writing in the score pile
    And Bob's purple pile is Education
    And Bob has Calendar in the score pile
    And the age 8 pile is Flight, Mobility
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Opus Dei
    Then Bob's safe is Calendar
    And Bob's score pile is nothing
    And Alice must reveal 1 of Computers, Fission
    When Alice reveals Fission
    Then Alice's red pile is Oars, Archery splayed up
    And Alice's safe is Fission
    And Alice's score pile is Computers, Writing
    And Alice gets the sharing bonus
    And Alice's hand is Flight, Mobility

  # --- The disputed icons of Joy Buzzer and Opus Dei (unseen.md §13, §14.3): each reading changes who
  # is affected or shares.

  @id:unseen-joy-buzzer-clock-icons-bob-affected
  @assumes:dogma.demands_earn_bonus=false
  @assumes:cards.expansions=["unseen"] @assumes:cards.readings.joy_buzzer_icons=clock-crown-clock-hex
  Scenario: Joy Buzzer read with DH4's icons (featuring the clock): Bob, with no clock, is affected and exchanges his hand with Alice's lowest card
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Joy Buzzer
    And Alice has Sailing in hand
    And Bob's red pile is Coal
    And Bob has Writing in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Joy Buzzer
    Then Bob's hand is Sailing
    When Alice declines
    Then Alice's hand is Writing
    And Alice's purple pile is Joy Buzzer

  @id:unseen-joy-buzzer-factory-icons-bob-shares-house @needs:resolved_variant
  @assumes:cards.expansions=["unseen"] @assumes:cards.readings.joy_buzzer_icons=hex-factory-factory-factory
  Scenario: Joy Buzzer read with BGA4's icons (three factories, featuring the factory): Bob's Coal shows as many, so he shares instead of being affected
    Given a house variant of it sets cards.readings.joy_buzzer_icons to "hex-factory-factory-factory"
    And a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Joy Buzzer
    And Alice has Sailing in hand
    And Bob's red pile is Coal
    And Bob has Writing in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Joy Buzzer
    And Bob declines
    Then Bob's hand is Writing
    When Alice declines
    Then Alice's hand is Sailing
    And nobody gets the sharing bonus

  @id:unseen-opus-dei-three-lightbulbs-bob-does-not-share
  @assumes:cards.expansions=["unseen"] @assumes:cards.readings.opus_dei_icons=lightbulb-lightbulb-hex-lightbulb
  Scenario: Opus Dei read with DH4's icons (three lightbulbs): Bob's two lightbulbs are too few to share; Alice safeguards Computers
    # Computers is blue and Alice has no blue pile to splay; nothing is splayed up, so no 8 is drawn.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Opus Dei
    And Alice has Computers in the score pile
    And Bob's blue pile is Tools
    And Bob has Calendar in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Opus Dei
    Then Alice's safe is Computers
    And Alice's score pile is nothing
    And Bob's safe is nothing
    And Bob's score pile is Calendar
    And Alice's hand is nothing

  @id:unseen-opus-dei-leaf-icons-bob-shares-house @needs:resolved_variant
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"] @assumes:cards.readings.opus_dei_icons=leaf-lightbulb-lightbulb-hex
  Scenario: Opus Dei read with BGA4's icons (a leaf and two lightbulbs): Bob's two lightbulbs share, and he safeguards Calendar
    # Alice's sharing bonus (draw age 8) is a base card.
    Given a house variant of it sets cards.readings.opus_dei_icons to "leaf-lightbulb-lightbulb-hex"
    And a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Opus Dei
    And Alice has Computers in the score pile
    And Bob's blue pile is Tools
    And Bob has Calendar in the score pile
    And the age 8 pile is Flight
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Opus Dei
    Then Bob's safe is Calendar
    And Bob's score pile is nothing
    And Alice's safe is Computers
    And Alice gets the sharing bonus
    And Alice's hand is Flight
