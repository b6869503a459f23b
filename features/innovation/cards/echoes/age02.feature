# The ten age-2 Echoes cards (Innovation Ultimate with Echoes): each echo effect, each dogma
# effect and each branch, from exact positions.
# Card texts: engine/data/cards/echoes-ultimate.json (each card's effects in our own words, its
# notes on where the sources differ or the text is open, and the glossary: foreshadow, foreseen, bonus,
# "achieve if eligible", "the N deck" as the base deck); rules with sources: the research note
# echoes.md (§3 the Echoes draw, §4 echo effects, §5 the forecast, §6 promotion and "foreseen",
# §7 bonuses in the score, §13 question 2 for the cards whose two sources' texts differ:
# Crossbow, Horseshoes and Pagoda, each a card reading played both ways).
# Conventions: piles are written top card first; every supply age a scenario draws from or
# returns to is listed. A draw naming no deck comes from the Echoes deck only when the drawer has
# a unique highest top card (echoes.md §3), so the positions give each drawer two top cards of
# their highest value unless the scenario is about an Echoes draw. Echo effects run before the
# dogma effects, by every sharer and then the launcher (echoes.md §4.2).
@ultimate-echoes
Feature: Age 2 Echoes cards

  # --- Lever: echo, draw two 2s; may return hand cards, each pair of one value draws a card
  # --- one higher.

  @id:echoes-lever-draws-two-2s-and-a-pair-draws-a-2 @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Lever: the echo draws two 2s; Alice returns three 1s and a 2, and the one pair of 1s draws a 2
    # Lever features the lightbulb: Alice shows 2, Bob none (Metalworking). Alice's top cards
    # are two 2s (Lever, Construction): base draws.
    Given a 2-player game
    And Alice's blue pile is Lever
    And Alice's red pile is Construction
    And Alice has Oars, Archery, Tools, Calendar in hand
    And Bob's red pile is Metalworking
    And the age 1 pile is Clothing
    And the age 2 pile is Currency, Fermenting, Mapmaking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Lever
    And Alice returns Oars then Archery then Tools then Calendar
    Then Alice's hand is Currency, Fermenting, Mapmaking
    And the age 1 pile is Clothing, Oars, Archery, Tools
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  @id:echoes-lever-returns-nothing @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Lever: returning nothing draws nothing more
    # Lever features the lightbulb: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's blue pile is Lever
    And Alice's red pile is Construction
    And Alice has Oars in hand
    And Bob's red pile is Metalworking
    And the age 2 pile is Currency, Fermenting, Mapmaking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Lever
    And Alice declines
    Then Alice's hand is Oars, Currency, Fermenting
    And the age 2 pile is Mapmaking
    And it is Alice's turn 9 with one action used

  # --- Linguistics: echo, draw a 3 or draw and foreshadow a 4; with a bonus on any board, draw
  # --- a card of one such value, and if foreseen junk the available achievements of it.

  @id:echoes-linguistics-draws-a-3-and-a-card-of-bobs-bonus @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Linguistics: Alice's echo draws a 3; Bob's Plumbing shows a bonus 2, so she draws a 2
    # Linguistics features the lightbulb: Alice shows 2, Bob none. Alice's top cards are two 2s.
    Given a 2-player game
    And Alice's blue pile is Linguistics
    And Alice's red pile is Construction
    And Bob's red pile is Plumbing
    And the age 2 pile is Calendar, Currency
    And the age 3 pile is Paper, Compass
    And the standard achievements are Tools, Mathematics, Optics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Linguistics
    And Alice draws Paper
    Then Alice's hand is Paper, Calendar
    And the standard achievements are ages 1, 2, 3
    And the age 2 pile is Currency
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  @id:echoes-linguistics-no-bonus-anywhere @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Linguistics: with no bonus on any board the dogma draws nothing
    # Linguistics features the lightbulb: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's blue pile is Linguistics
    And Alice's red pile is Construction
    And Bob's red pile is Metalworking
    And the age 2 pile is Calendar, Currency
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Linguistics
    And Alice draws Paper
    Then Alice's hand is Paper
    And the age 2 pile is Calendar, Currency
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  # --- Crossbow: demand an expansion card from hand to the score pile; transfer a hand card
  # --- onto another player's board.

  @id:echoes-crossbow-takes-an-expansion-card-and-gives-a-card @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2
  Scenario: Crossbow: Bob transfers Dice (an Echoes card) to Alice's score pile; Alice puts Writing on top of Bob's blue pile
    # Crossbow features the castle: Alice shows 2, Bob none (Sailing, Tools is covered).
    Given a 2-player game
    And Alice's red pile is Crossbow
    And Alice has Oars, Writing in hand
    And Bob's green pile is Sailing
    And Bob's blue pile is Pottery
    And Bob has Dice, Tools in hand
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Crossbow
    And Alice transfers Writing
    Then Alice's score pile is Dice
    And Alice's hand is Oars
    And Bob's hand is Tools
    And Bob's blue pile is Writing, Pottery
    And it is Alice's turn 9 with one action used

  @id:echoes-crossbow-no-expansion-card-and-empty-hand @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Crossbow: Bob holds only base cards and keeps them; Alice's empty hand gives nothing
    # Crossbow features the castle: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's red pile is Crossbow
    And Bob's green pile is Sailing
    And Bob has Tools in hand
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Crossbow
    Then Alice's score pile is nothing
    And Bob's hand is Tools
    And Bob's green pile is Sailing
    And it is Alice's turn 9 with one action used

  # --- Scissors: echo, score the bottom card of your yellow pile; may meld or score up to two
  # --- hand cards; score Paper from the top of any pile.

  @id:echoes-scissors-every-effect @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Scissors: the echo scores Agriculture, Alice melds Oars and scores Writing, then scores Bob's top Paper
    # Scissors features the castle: Alice shows 4 (Scissors, Masonry), Bob none.
    Given a 2-player game
    And Alice's green pile is Scissors
    And Alice's yellow pile is Masonry, Agriculture
    And Alice has Oars, Writing in hand
    And Bob's green pile is Paper, Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Scissors
    And Alice melds Oars
    And Alice scores Writing
    Then Alice's score pile is Agriculture, Writing, Paper
    And Alice's hand is nothing
    And Alice's red pile is Oars
    And Alice's yellow pile is Masonry
    And Bob's green pile is Sailing
    And it is Alice's turn 9 with one action used

  @id:echoes-scissors-own-paper-and-nothing-picked @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Scissors: with no yellow pile and nothing picked, Alice scores the Paper on top of Bob's green pile
    # Scissors features the castle: Alice shows 1, Bob none.
    Given a 2-player game
    And Alice's green pile is Scissors
    And Alice has Oars in hand
    And Bob's green pile is Paper
    And Bob's blue pile is Writing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Scissors
    And Alice declines
    Then Alice's score pile is Paper
    And Alice's hand is Oars
    And Bob's green pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-scissors-scores-twice-no-paper @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Scissors: Alice scores both picked cards; no Paper is on top of any pile
    # Scissors features the castle: Alice shows 1, Bob none. Bob's Paper is covered.
    Given a 2-player game
    And Alice's green pile is Scissors
    And Alice has Oars, Writing in hand
    And Bob's green pile is Sailing, Paper
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Scissors
    And Alice scores Oars
    And Alice scores Writing
    Then Alice's score pile is Oars, Writing
    And Alice's hand is nothing
    And Bob's green pile is Sailing, Paper
    And it is Alice's turn 9 with one action used

  # --- Toothbrush: echo, tuck every hand card of a value you choose; may splay a colour left;
  # --- may junk the 2 deck, then achieve the highest card in the junk if eligible.

  @id:echoes-toothbrush-every-effect @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Toothbrush: Alice tucks her two 1s, splays yellow left, junks the 2 deck and achieves Currency
    # Toothbrush features the leaf: Alice shows 1, Bob none. Alice has 10 points (8 in her score
    # pile, Toothbrush's bonus 2) and a top 2: eligible for a 2.
    Given a 2-player game
    And Alice's yellow pile is Toothbrush, Agriculture
    And Alice has Oars, Writing, Calendar in hand
    And Alice has Mathematics, Philosophy, Road Building, Fermenting in the score pile
    And Bob's red pile is Metalworking
    And the age 2 pile is Mapmaking, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Toothbrush
    And Alice chooses 1
    And Alice splays yellow
    And Alice accepts
    And Alice chooses Currency
    Then Alice's red pile is Oars
    And Alice's blue pile is Writing
    And Alice's hand is Calendar
    And Alice's yellow pile is Toothbrush, Agriculture splayed left
    And Alice's achievements are Currency
    And the junk pile holds Mapmaking
    And the age 2 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-toothbrush-declines @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Toothbrush: Alice tucks both her 2s onto one pile in her order and declines the splay and the junk
    # Toothbrush features the leaf: Alice shows 1, Bob none.
    Given a 2-player game
    And Alice's yellow pile is Toothbrush, Agriculture
    And Alice has Calendar, Mathematics, Oars in hand
    And Bob's red pile is Metalworking
    And the age 2 pile is Mapmaking, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Toothbrush
    And Alice chooses 2
    And Alice tucks Mathematics then Calendar
    And Alice declines
    And Alice declines
    Then Alice's blue pile is Mathematics, Calendar
    And Alice's hand is Oars
    And Alice's yellow pile is Toothbrush, Agriculture
    And Alice's achievements are nothing
    And the age 2 pile is Mapmaking, Currency
    And it is Alice's turn 9 with one action used

  # --- Watermill: with a bonus on your board, draw a card of one such value; tuck a hand card,
  # --- and if foreseen tuck the whole base deck of its value.

  @id:echoes-watermill-draws-a-bonus-value-and-tucks @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Watermill: Plumbing's bonus 2 draws a 2; Alice tucks Oars, and nothing more as Watermill was not foreseen
    # Watermill features the leaf: Alice shows 5 (Watermill, Calendar), Bob none. Alice's top
    # cards tie at 2 (Watermill, Calendar): base draws.
    Given a 2-player game
    And Alice's yellow pile is Watermill
    And Alice's blue pile is Calendar
    And Alice's red pile is Plumbing
    And Alice has Oars in hand
    And Bob's red pile is Metalworking
    And the age 1 pile is Clothing, Sailing
    And the age 2 pile is Currency, Mapmaking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Watermill
    And Alice tucks Oars
    Then Alice's hand is Currency
    And Alice's red pile is Plumbing, Oars
    And the age 1 pile is Clothing, Sailing
    And the age 2 pile is Mapmaking
    And it is Alice's turn 9 with one action used

  @id:echoes-watermill-no-bonus @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Watermill: with no bonus on her board Alice draws nothing and tucks her one card
    # Watermill features the leaf: Alice shows 5, Bob none (Bob's Plumbing shows a bonus, but
    # only Alice's board counts).
    Given a 2-player game
    And Alice's yellow pile is Watermill
    And Alice's blue pile is Calendar
    And Alice has Oars in hand
    And Bob's red pile is Plumbing
    And the age 2 pile is Currency, Mapmaking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Watermill
    Then Alice's hand is nothing
    And Alice's red pile is Oars
    And the age 2 pile is Currency, Mapmaking
    And it is Alice's turn 9 with one action used

  # Crossbow's recipient differs between the sources only where a player has a partner:
  # "any other player" (DH4) lets a teammate have the card, "any opponent" (BGA4) does not.

  @id:echoes-crossbow-partner-may-get-the-card @needs:resolved_variant @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.crossbow_recipient=any-other-player
  Scenario: Crossbow in a house team game: Alice may put her card on top of her partner Carol's pile
    # Partners sit opposite: Alice and Carol, Bob and Dave. Crossbow features the castle: Alice
    # shows 2, nobody else any (Bob and Dave, demanded, hold no card).
    Given a house variant of it sets players.min to 4
    And a house variant of it sets players.max to 4
    And a house variant of it sets teams.enabled to true
    And a 4-player game
    And Alice's red pile is Crossbow
    And Alice has Writing in hand
    And Bob's green pile is Sailing
    And Carol's yellow pile is Agriculture
    And Dave's green pile is Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Crossbow
    Then Alice must choose 1 of Bob, Carol, Dave
    When Alice chooses Carol
    Then Carol's blue pile is Writing
    And Alice's hand is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-crossbow-opponents-only @needs:resolved_variant @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.crossbow_recipient=opponent
  Scenario: Crossbow read as "an opponent's board", in a house team game: Alice's partner Carol cannot get the card
    # Partners sit opposite: Alice and Carol, Bob and Dave. Crossbow features the castle: Alice
    # shows 2, nobody else any.
    Given a house variant of it sets cards.readings.crossbow_recipient to "opponent"
    And a house variant of it sets players.min to 4
    And a house variant of it sets players.max to 4
    And a house variant of it sets teams.enabled to true
    And a 4-player game
    And Alice's red pile is Crossbow
    And Alice has Writing in hand
    And Bob's green pile is Sailing
    And Carol's yellow pile is Agriculture
    And Dave's green pile is Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Crossbow
    Then Alice must choose 1 of Bob, Dave
    When Alice chooses Dave
    Then Dave's blue pile is Writing
    And Alice's hand is nothing
    And it is Alice's turn 9 with one action used

  # --- Horseshoes: echo, choose 2 or 3 and draw and foreshadow a card of it (mandatory in DH4's
  # --- text, "you may" in BGA4's: cards.readings.horseshoes_echo); demand a top card with
  # --- neither castle nor factory onto Alice's board, then the affected player draws and melds a 2.

  @id:echoes-horseshoes-echo-declined-and-a-top-card-taken @needs:resolved_variant @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2 @assumes:cards.readings.horseshoes_echo=optional
  Scenario: Horseshoes read with an optional echo: Alice declines it; Bob gives Writing and draws and melds a 2
    # Horseshoes features the castle: Alice shows 4 (Horseshoes, Masonry), Bob none. Bob's two
    # top cards left after the transfer tie at 1: his draw is a base card.
    Given a house variant of it sets cards.readings.horseshoes_echo to "optional"
    And a 2-player game
    And Alice's red pile is Horseshoes
    And Alice's yellow pile is Masonry
    And Bob's green pile is Sailing
    And Bob's blue pile is Writing
    And Bob's purple pile is Code of Laws
    And the age 2 pile is Calendar, Currency
    And the age 3 pile is Paper
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Horseshoes
    And Alice declines
    And Bob transfers Writing
    Then Alice's blue pile is Writing
    And Alice's hand is nothing
    And Bob's blue pile is Calendar
    And Bob's green pile is Sailing
    And the age 2 pile is Currency
    And the age 3 pile is Paper
    And it is Alice's turn 9 with one action used

  # --- Pagoda: draw a 3 (DH4: revealed, it stays in hand; BGA4: foreshadowed, then melded if a
  # --- card is tucked: cards.readings.pagoda_drawn_card); may tuck a hand card of its colour;
  # --- if tucked and foreseen, meld every card of that colour from every other board.

  @id:echoes-pagoda-reveals-and-tucks @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.pagoda_drawn_card=revealed-stays-in-hand
  Scenario: Pagoda: Alice reveals Paper (green) and tucks Sailing, which she held before; Paper stays in her hand
    # Pagoda features the castle: Alice shows 5 (Pagoda, Construction), Bob none. Alice's top
    # cards tie at 2: base draws. Not foreseen: nothing is melded from Bob's board.
    Given a 2-player game
    And Alice's purple pile is Pagoda
    And Alice's red pile is Construction
    And Alice has Sailing, Oars in hand
    And Bob's green pile is Clothing
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Pagoda
    Then Alice revealed Paper
    When Alice tucks Sailing
    Then Alice's green pile is Sailing
    And Alice's hand is Oars, Paper
    And Bob's green pile is Clothing
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  @id:echoes-pagoda-declines-the-tuck @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.pagoda_drawn_card=revealed-stays-in-hand
  Scenario: Pagoda: Alice keeps her green card; the revealed Paper stays in hand
    # Pagoda features the castle: Alice shows 5, Bob none.
    Given a 2-player game
    And Alice's purple pile is Pagoda
    And Alice's red pile is Construction
    And Alice has Sailing in hand
    And Bob's green pile is Clothing
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Pagoda
    And Alice declines
    Then Alice's hand is Sailing, Paper
    And Alice's green pile is nothing
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  @id:echoes-pagoda-foreshadowed-card-melded-after-the-tuck @needs:resolved_variant @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.pagoda_drawn_card=foreshadowed-then-melded
  Scenario: Pagoda read as BGA4 prints it: Paper is foreshadowed, Alice tucks Sailing and Paper is melded from her forecast
    # Pagoda features the castle: Alice shows 5, Bob none.
    Given a house variant of it sets cards.readings.pagoda_drawn_card to "foreshadowed-then-melded"
    And a 2-player game
    And Alice's purple pile is Pagoda
    And Alice's red pile is Construction
    And Alice has Sailing, Oars in hand
    And Bob's green pile is Clothing
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Pagoda
    And Alice tucks Sailing
    Then Alice's green pile is Paper, Sailing
    And Alice's hand is Oars
    And Bob's green pile is Clothing
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  @id:echoes-horseshoes-echo-foreshadows-a-3-nothing-to-take @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.horseshoes_echo=mandatory
  Scenario: Horseshoes: the echo must draw and foreshadow; Alice chooses a 3; Bob's only top card has a castle and stays
    # Horseshoes features the castle: Alice shows 4 (Horseshoes, Monotheism), Bob 3
    # (Metalworking): fewer, so he is demanded. Alice's top cards tie at 2: base draws.
    Given a 2-player game
    And Alice's red pile is Horseshoes
    And Alice's purple pile is Monotheism
    And Bob's red pile is Metalworking
    And the age 2 pile is Calendar
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Horseshoes
    Then Alice must choose 1 of 2, 3
    When Alice chooses 3
    Then Alice's forecast is Paper
    And Alice's hand is nothing
    And Bob's red pile is Metalworking
    And Alice's red pile is Horseshoes
    And the age 2 pile is Calendar
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  # --- Glassblowing: echo, score an expansion card from hand; draw and foreshadow a card three
  # --- above your lowest non-green top card (a 3 without one); junk the 2 deck or the 3 deck.

  @id:echoes-glassblowing-every-effect @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Glassblowing: the echo scores Comb; Alice's lowest non-green top card is a 2, so she foreshadows a 5; she junks the 3 deck
    # Glassblowing features the crown: Alice shows 2, Bob none (Metalworking). Alice's top cards
    # tie at 2 (Glassblowing, Construction): base draws.
    Given a 2-player game
    And Alice's green pile is Glassblowing
    And Alice's red pile is Construction
    And Alice has Comb, Writing in hand
    And Bob's red pile is Metalworking
    And the age 2 pile is Calendar
    And the age 3 pile is Paper, Compass
    And the age 5 pile is Coal, Physics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Glassblowing
    And Alice junks Paper, Compass
    Then Alice's score pile is Comb
    And Alice's hand is Writing
    And Alice's forecast is Coal
    And the junk pile holds Paper, Compass
    And the age 2 pile is Calendar
    And the age 3 pile is nothing
    And the age 5 pile is Physics
    And it is Alice's turn 9 with one action used

  @id:echoes-glassblowing-no-non-green-top-card @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Glassblowing: with only base cards in hand and no non-green top card, Alice foreshadows a 3 and junks the 2 deck
    # Glassblowing features the crown: Alice shows 2, Bob none. Glassblowing is Alice's only top
    # card: her 3 is an Echoes card.
    Given a 2-player game
    And Alice's green pile is Glassblowing
    And Alice has Writing in hand
    And Bob's red pile is Metalworking
    And the age 2 pile is Calendar, Currency
    And the age 3 pile is Paper
    And the age 3 echoes pile is Novel, Katana
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Glassblowing
    And Alice junks Calendar, Currency
    Then Alice's score pile is nothing
    And Alice's hand is Writing
    And Alice's forecast is Novel
    And the junk pile holds Calendar, Currency
    And the age 3 pile is Paper
    And the age 3 echoes pile is Katana
    And it is Alice's turn 9 with one action used

  # --- Chaturanga: meld a hand card, then draw and foreshadow a card of its value; if
  # --- foreseen, draw and foreshadow a card of the number of colours on your board.

  @id:echoes-chaturanga-melds-and-foreshadows-its-value @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Chaturanga: Alice melds Calendar and foreshadows a 2; not foreseen, nothing more
    # Chaturanga features the crown: Alice shows 2, Bob none. After the meld Alice's top cards tie
    # at 2 (Chaturanga, Calendar): base draws.
    Given a 2-player game
    And Alice's purple pile is Chaturanga
    And Alice has Calendar, Oars in hand
    And Bob's red pile is Metalworking
    And the age 2 pile is Currency, Mapmaking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Chaturanga
    And Alice melds Calendar
    Then Alice's blue pile is Calendar
    And Alice's hand is Oars
    And Alice's forecast is Currency
    And the age 2 pile is Mapmaking
    And it is Alice's turn 9 with one action used

  @id:echoes-chaturanga-empty-hand-foreshadows-a-1 @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Chaturanga with an empty hand melds nothing; the value 0 draws the lowest card there is, a 1, and Alice foreshadows it
    # The card's AMBIGUOUS note: DH4 then draws with value 0, that is a 1. Chaturanga features
    # the crown: Alice shows 2, Bob none. Alice's top cards tie at 2: base draws.
    Given a 2-player game
    And Alice's purple pile is Chaturanga
    And Alice's red pile is Construction
    And Bob's red pile is Metalworking
    And the age 1 pile is Oars, Tools
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Chaturanga
    Then Alice's forecast is Oars
    And Alice's hand is nothing
    And the age 1 pile is Tools
    And it is Alice's turn 9 with one action used

  @id:echoes-chaturanga-foreseen-foreshadows-by-colours @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Chaturanga foreseen: after melding Mathematics Alice has three colours and also foreshadows a 3
    # Melding Construction (a 2) promotes Chaturanga (a 2). Chaturanga features the crown: Alice
    # shows 2, Bob none. Alice's top cards tie at 2: base draws.
    Given a 2-player game
    And Alice has Construction, Mathematics in hand
    And Alice has Chaturanga in the forecast
    And Bob's red pile is Metalworking
    And the age 2 pile is Currency, Mapmaking
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice melds Construction
    Then Alice's forecast is Currency, Paper
    And Alice's blue pile is Mathematics
    And Alice's red pile is Construction
    And Alice's purple pile is Chaturanga
    And Alice's hand is nothing
    And the age 2 pile is Mapmaking
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  # --- The foreseen sides of Linguistics, Watermill and Pagoda.

  @id:echoes-linguistics-foreseen-junks-the-achievements-of-the-value @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Linguistics foreseen: the echo foreshadows a 4; Alice draws a 2 for Bob's bonus and junks the available 2
    # Melding Construction (a 2) promotes Linguistics (a 2). Linguistics features the lightbulb:
    # Alice shows 2, Bob none. Alice's top cards tie at 2: base draws.
    Given a 2-player game
    And Alice has Construction in hand
    And Alice has Linguistics in the forecast
    And Bob's red pile is Plumbing
    And the age 2 pile is Calendar, Currency
    And the age 3 pile is Paper
    And the age 4 pile is Invention, Navigation
    And the standard achievements are Tools, Mathematics, Optics
    And it is Alice's turn 9 with every action left
    When Alice melds Construction
    And Alice foreshadows Invention
    Then Alice's forecast is Invention
    And Alice's hand is Calendar
    And the standard achievements are ages 1, 3
    And the junk pile holds Mathematics
    And the age 3 pile is Paper
    And the age 4 pile is Navigation
    And it is Alice's turn 9 with one action used

  @id:echoes-watermill-foreseen-tucks-the-whole-deck @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Watermill foreseen: Alice tucks Oars, then every card of the 1 deck, top card first
    # Melding Calendar (a 2) promotes Watermill (a 2). Watermill features the leaf: Alice shows 5,
    # Bob none. Alice's board shows no bonus: no draw. "The deck" is the base deck (the glossary
    # and DH4), not the Echoes deck.
    Given a 2-player game
    And Alice has Calendar, Oars in hand
    And Alice has Watermill in the forecast
    And Bob's red pile is Metalworking
    And the age 1 pile is Tools, Sailing, Archery
    And the age 1 echoes pile is Bell
    And it is Alice's turn 9 with every action left
    When Alice melds Calendar
    Then Alice's red pile is Oars, Archery
    And Alice's blue pile is Calendar, Tools
    And Alice's green pile is Sailing
    And Alice's hand is nothing
    And the age 1 pile is nothing
    And the age 1 echoes pile is Bell
    And it is Alice's turn 9 with one action used

  @id:echoes-pagoda-foreseen-melds-the-colour-from-other-boards @assumes:cards.readings.pagoda_drawn_card=revealed-stays-in-hand @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Pagoda foreseen: Alice tucks Sailing and melds every green card of Bob's board, in her order
    # Melding Construction (a 2) promotes Pagoda (a 2). Pagoda features the castle: Alice shows 5,
    # Bob none. Alice's top cards tie at 2: base draws.
    Given a 2-player game
    And Alice has Construction, Sailing in hand
    And Alice has Pagoda in the forecast
    And Bob's green pile is Clothing, Currency
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice melds Construction
    And Alice tucks Sailing
    And Alice melds Currency then Clothing
    Then Alice's green pile is Clothing, Currency, Sailing
    And Alice's hand is Paper
    And Bob's green pile is nothing
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  # --- Shared: every echo and non-demand effect run by a sharing Bob before Alice (echoes.md
  # --- §4.2); Bob's change earns Alice the sharing bonus, a draw at her draw age.

  @id:echoes-chaturanga-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Chaturanga shared: Bob melds Calendar and foreshadows a 2; Alice melds Oars and foreshadows a 1
    # Chaturanga features the crown: Alice shows 4 (Chaturanga, Mapmaking), Bob 4 (Currency,
    # Canal Building).
    Given a 2-player game
    And Alice's purple pile is Chaturanga
    And Alice's green pile is Mapmaking
    And Alice has Oars in hand
    And Bob's green pile is Currency
    And Bob's yellow pile is Canal Building
    And Bob has Calendar in hand
    And the age 1 pile is Writing
    And the age 2 pile is Mathematics, Philosophy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Chaturanga
    Then Bob's blue pile is Calendar
    And Bob's forecast is Mathematics
    And Alice's red pile is Oars
    And Alice's forecast is Writing
    And Alice gets the sharing bonus
    And Alice's hand is Philosophy
    And it is Alice's turn 9 with one action used

  @id:echoes-crossbow-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Crossbow shared: Bob puts Writing on Alice's board, then Alice puts Oars on Bob's
    # Crossbow features the castle: Alice shows 5 (Crossbow, Monotheism), Bob 6 (Mysticism, The
    # Wheel): Bob shares and is not demanded.
    Given a 2-player game
    And Alice's red pile is Crossbow
    And Alice's purple pile is Monotheism
    And Alice has Oars in hand
    And Bob's purple pile is Mysticism
    And Bob's green pile is The Wheel
    And Bob has Writing in hand
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Crossbow
    Then Alice's blue pile is Writing
    And Bob's red pile is Oars
    And Alice gets the sharing bonus
    And Alice's hand is Calendar
    And it is Alice's turn 9 with one action used

  @id:echoes-glassblowing-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.skip_empty_piles=true
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Glassblowing shared: Bob scores Comb, foreshadows a 4 and junks the 2 deck; Alice foreshadows a 5 and junks the 3 deck
    # Glassblowing features the crown: Alice shows 4 (Glassblowing, Canal Building), Bob 5
    # (Currency, Mathematics, City States). Bob's lowest non-green top card is a 1, Alice's a 2.
    Given a 2-player game
    And Alice's green pile is Glassblowing
    And Alice's yellow pile is Canal Building
    And Bob's green pile is Currency
    And Bob's blue pile is Mathematics
    And Bob's purple pile is City States
    And Bob has Comb in hand
    And the age 2 pile is Calendar, Philosophy
    And the age 3 pile is Paper
    And the age 4 pile is Invention, Navigation, Anatomy
    And the age 5 pile is Coal, Physics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Glassblowing
    And Bob junks Calendar, Philosophy
    And Alice junks Paper
    Then Bob's score pile is Comb
    And Bob's forecast is Invention
    And Alice's forecast is Coal
    And the junk pile holds Calendar, Philosophy, Paper
    And Alice gets the sharing bonus
    And Alice's hand is Navigation
    And it is Alice's turn 9 with one action used

  @id:echoes-horseshoes-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:echoes.echo_effects_earn_bonus=true
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.readings.horseshoes_echo=mandatory
  Scenario: Horseshoes shared: Bob foreshadows a 2 and Alice a 3; Bob shares, so nobody is demanded
    # Horseshoes features the castle: Alice shows 4 (Horseshoes, Monotheism), Bob 6.
    Given a 2-player game
    And Alice's red pile is Horseshoes
    And Alice's purple pile is Monotheism
    And Bob's purple pile is Mysticism
    And Bob's green pile is The Wheel
    And the age 2 pile is Calendar, Currency
    And the age 3 pile is Paper
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Horseshoes
    And Bob chooses 2
    And Alice chooses 3
    Then Bob's forecast is Calendar
    And Alice's forecast is Paper
    And Bob's green pile is The Wheel
    And Alice gets the sharing bonus
    And Alice's hand is Currency
    And it is Alice's turn 9 with one action used

  @id:echoes-lever-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Lever shared: each draws two 2s; Bob returns his pair and draws a 3, Alice returns nothing
    # Lever features the lightbulb: Alice shows 2 (Lever, Construction), Bob 3 (Philosophy,
    # Fermenting).
    Given a 2-player game
    And Alice's blue pile is Lever
    And Alice's red pile is Construction
    And Bob's purple pile is Philosophy
    And Bob's yellow pile is Fermenting
    And the age 2 pile is Calendar, Currency, Mathematics, Mapmaking, Canal Building
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Lever
    And Bob returns Calendar then Currency
    And Alice declines
    Then Bob's hand is Paper
    And Alice gets the sharing bonus
    And Alice's hand is Mathematics, Mapmaking, Canal Building
    And the age 2 pile is Calendar, Currency
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  @id:echoes-linguistics-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Linguistics shared: Bob draws a 3 and Alice foreshadows a 4; Toothbrush's bonus 2 has each draw a 2
    # Linguistics features the lightbulb: Alice shows 2 (Linguistics, Construction), Bob 3
    # (Philosophy, Toothbrush).
    Given a 2-player game
    And Alice's blue pile is Linguistics
    And Alice's red pile is Construction
    And Bob's purple pile is Philosophy
    And Bob's yellow pile is Toothbrush
    And the age 2 pile is Calendar, Currency, Mathematics, Mapmaking
    And the age 3 pile is Paper, Compass
    And the age 4 pile is Invention, Navigation
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Linguistics
    And Bob draws Paper
    And Alice foreshadows Invention
    Then Bob's hand is Paper, Calendar
    And Alice's forecast is Invention
    And Alice gets the sharing bonus
    And Alice's hand is Currency, Mathematics
    And it is Alice's turn 9 with one action used

  @id:echoes-pagoda-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.readings.pagoda_drawn_card=revealed-stays-in-hand
  Scenario: Pagoda shared: Bob reveals Paper and tucks Sailing; Alice reveals Compass and keeps her Clothing
    # Pagoda features the castle: Alice shows 5 (Pagoda, Construction), Bob 6.
    Given a 2-player game
    And Alice's purple pile is Pagoda
    And Alice's red pile is Construction
    And Alice has Clothing in hand
    And Bob's purple pile is Mysticism
    And Bob's green pile is The Wheel
    And Bob has Sailing in hand
    And the age 2 pile is Calendar
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Pagoda
    And Bob tucks Sailing
    And Alice declines
    Then Bob's green pile is The Wheel, Sailing
    And Bob's hand is Paper
    And Alice gets the sharing bonus
    And Alice's hand is Clothing, Compass, Calendar
    And it is Alice's turn 9 with one action used

  @id:echoes-scissors-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Scissors shared: Bob's echo scores Agriculture and he scores Oars; Alice has no yellow pile and picks nothing
    # Scissors features the castle: Alice shows 4 (Scissors, Monotheism), Bob 9.
    Given a 2-player game
    And Alice's green pile is Scissors
    And Alice's purple pile is Monotheism
    And Alice has Writing in hand
    And Bob's purple pile is Mysticism
    And Bob's green pile is The Wheel
    And Bob's yellow pile is Masonry, Agriculture
    And Bob has Oars in hand
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Scissors
    And Bob scores Oars
    And Alice declines
    Then Bob's score pile is Agriculture, Oars
    And Bob's yellow pile is Masonry
    And Alice's score pile is nothing
    And Alice gets the sharing bonus
    And Alice's hand is Writing, Calendar
    And it is Alice's turn 9 with one action used

  @id:echoes-toothbrush-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Toothbrush shared: Bob tucks his 1, splays blue left and declines the junk; Alice has nothing to tuck or splay and declines too
    # Toothbrush features the leaf: Alice shows 2 (Toothbrush, Currency), Bob 2 (Calendar; his
    # three top cards tie at 2).
    Given a 2-player game
    And Alice's yellow pile is Toothbrush
    And Alice's green pile is Currency
    And Bob's blue pile is Calendar, Writing
    And Bob's purple pile is Philosophy
    And Bob's red pile is Construction
    And Bob has Oars in hand
    And the age 2 pile is Mathematics, Mapmaking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Toothbrush
    And Bob splays blue
    And Bob declines
    And Alice declines
    Then Bob's red pile is Construction, Oars
    And Bob's blue pile is Calendar, Writing splayed left
    And Alice gets the sharing bonus
    And Alice's hand is Mathematics
    And the age 2 pile is Mapmaking
    And it is Alice's turn 9 with one action used

  @id:echoes-watermill-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Watermill shared: Plumbing's bonus 2 has Bob draw a 2; each tucks their one hand card
    # Watermill features the leaf: Alice shows 5 (Watermill, Calendar), Bob 5 (Pottery, Clothing).
    Given a 2-player game
    And Alice's yellow pile is Watermill
    And Alice's blue pile is Calendar
    And Alice has Writing in hand
    And Bob's blue pile is Pottery
    And Bob's green pile is Clothing
    And Bob's red pile is Plumbing
    And Bob has Oars in hand
    And the age 2 pile is Mathematics, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Watermill
    And Bob tucks Oars
    Then Bob's red pile is Plumbing, Oars
    And Bob's hand is Mathematics
    And Alice's blue pile is Calendar, Writing
    And Alice gets the sharing bonus
    And Alice's hand is Currency
    And it is Alice's turn 9 with one action used
