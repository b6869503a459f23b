# Unseen cards in positions the age files leave out, each found by the code-mutation measure
# (benchmarks/code_mutants.py) as a card outcome no scenario stated: Camouflage with three secrets
# of one value, Black Market melding a revealed achievement with a crown and keeping back one with
# a clock (only a clock or an avatar keeps one from being melded), Subway one visible card short
# of seven, Fortune Cookie with a lone count of 7 or of 8, Slot Machine without a green and a pile
# it could splay, 3D Printing offering only the ends of a pile, Order of the Occult Hand's exact
# counts, Metaverse with two splayed colours, Jackalope comparing a lone splayed card with an
# unsplayed pile under a house rule that lets one card keep its splay, and Handbag read as
# compulsory, whose branch once chosen must be carried out while another branch is open, and
# Plot Voucher super-executing a card with a demand on its launcher's own turn.
# Card texts: engine/data/cards/unseen-ultimate.json (our own words; Camouflage: two secrets of
# one value; Subway: at least seven visible cards; Fortune Cookie: a type counting exactly 7, 8 or
# 9; Slot Machine: one green or more; 3D Printing: the top or bottom card of a pile; Order of the
# Occult Hand: two cards, then four; Metaverse: fewer than three scored; Black Market: neither a
# clock nor an avatar; Jackalope: the colour with the most visible cards, the glossary's visible
# cards; Handbag's implementation note: both implementations make the choice; Plot Voucher: super-
# execute on your own turn, the glossary's super-execute). Rules with sources:
# the research note unseen.md (§3 the safe, §4 safeguard, §6 the Unseen draw, §7 the special
# achievements, left out here with "the special achievements are nothing"); the one-card splay is
# innovation-editions.md 1D, played here the other way as a house rule.
# Conventions: piles are written top card first; every supply pile a scenario draws from is
# listed; a player who draws has used her Unseen draw, so her draws are base cards. Alice
# launches every Dogma action; Bob's empty board neither shares nor gives.
@ultimate-unseen
Feature: Unseen cards: outcomes the code-mutation measure asked for

  # --- Camouflage (7, red, factory): score two of your secrets of one value. With three of that
  # value, the player picks both.

  @id:unseen-camouflage-picks-both-secrets-of-three @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Camouflage: with three 1 secrets and no pair of top cards, Alice scores Dance and Myth, the two she picks; Tomb stays
    Given a 2-player game
    And the special achievements are nothing
    And Alice's red pile is Camouflage
    And Alice's safe is Tomb, Dance, Myth
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Camouflage
    And Alice scores Dance, Myth
    Then Alice's score pile is Dance, Myth
    And Alice's safe is Tomb
    And Alice's hand is nothing

  # --- Black Market (7, green, crown): the revealed achievements without a clock or an avatar
  # may be melded; a crown does not keep one back, a clock does.

  @id:unseen-black-market-melds-a-crowned-achievement @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Black Market: Alice reveals Code of Laws and Lighting; she may meld Code of Laws, crowns and all, not Lighting with its clock; she melds it and Lighting goes back
    Given a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Black Market
    And Alice has Writing in hand
    And the standard achievements are Code of Laws, Calendar, Lighting
    And the age 7 pile is Bicycle
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Black Market
    And Alice safeguards Writing
    Then Alice must choose 2 of 1, 2, 7
    When Alice chooses 1, 7
    Then Alice may meld up to 1 of Code of Laws
    When Alice melds Code of Laws
    Then Alice's purple pile is Code of Laws
    And Alice's safe is Writing
    And the age 7 pile is Bicycle, Lighting
    And the standard achievements are ages 2

  # --- Subway (7, yellow, clock): seven visible cards of the tucked card's colour draw a 9;
  # six are not enough: the colour is junked and an 8 drawn.

  @id:unseen-subway-six-visible-junks-the-colour
  @assumes:cards.expansions=["unseen"]
  Scenario: Subway: the tucked Refrigeration makes six visible yellow cards, one short: Alice junks all six and draws an 8
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Subway, Agriculture, Masonry, Fermenting, Machinery splayed right
    And the age 7 pile is Refrigeration
    And the age 8 pile is Flight
    And the age 9 pile is Computers
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Subway
    Then Alice's yellow pile is nothing
    And the junk pile holds Subway, Agriculture, Masonry, Fermenting, Machinery, Refrigeration
    And Alice's hand is Flight
    And the age 9 pile is Computers

  # --- Fortune Cookie (7, purple, leaf): each count of exactly 7, 8 or 9 of an icon type does its
  # own thing; a count of 7 alone does not splay or draw the 8, a count of 8 alone scores nothing.

  @id:unseen-fortune-cookie-seven-leaves-only
  @assumes:cards.expansions=["unseen"]
  Scenario: Fortune Cookie: 7 leaves and no count of 8 or 9: Alice draws and scores a 7, and nothing else
    # Leaves: Fortune Cookie 2, Agriculture 3, Clothing 2; crowns: Fortune Cookie 1, Clothing 1.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Fortune Cookie, Mysticism
    And Alice's yellow pile is Agriculture
    And Alice's green pile is Clothing
    And the age 7 pile is Bicycle, Refrigeration
    And the age 8 pile is Flight
    And the age 9 pile is Computers
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Fortune Cookie
    Then Alice's score pile is Bicycle
    And Alice's hand is nothing
    And Alice's purple pile is Fortune Cookie, Mysticism
    And the age 8 pile is Flight

  @id:unseen-fortune-cookie-eight-leaves-only
  @assumes:cards.expansions=["unseen"]
  Scenario: Fortune Cookie: 8 leaves and no count of 7 or 9: Alice splays purple right and draws an 8, and scores nothing
    # Leaves: Fortune Cookie 2, Agriculture 3, Pottery 3; crowns: Fortune Cookie 1. Purple is the
    # only colour of two cards, so the splay is hers without a choice.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Fortune Cookie, Mysticism
    And Alice's yellow pile is Agriculture
    And Alice's blue pile is Pottery
    And the age 7 pile is Bicycle
    And the age 8 pile is Flight
    And the age 9 pile is Computers
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Fortune Cookie
    Then Alice's purple pile is Fortune Cookie, Mysticism splayed right
    And Alice's hand is Flight
    And Alice's score pile is nothing
    And the age 7 pile is Bicycle

  # --- Slot Machine (7, purple, clock): only a green among the five drawn splays green or purple.

  @id:unseen-slot-machine-no-green-no-splay
  @assumes:cards.expansions=["unseen"]
  Scenario: Slot Machine: no green among the five: Alice's purple pile of two stays unsplayed, and the five go back
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Slot Machine, Mysticism
    And the age 1 pile is Pottery
    And the age 2 pile is Calendar
    And the age 3 pile is Alchemy
    And the age 4 pile is Anatomy
    And the age 5 pile is Coal
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Slot Machine
    Then Alice's purple pile is Slot Machine, Mysticism
    And Alice's hand is nothing
    And Alice's score pile is nothing
    And the age 1 pile is Pottery
    And the age 5 pile is Coal

  # --- Jackalope (8, yellow, leaf): unsplay your colour with the most visible cards. An unsplayed
  # pile shows its top card, one visible card, as many as a splayed pile of one card.

  @id:unseen-jackalope-lone-splayed-card-ties-an-unsplayed-pile-house @ultimate-unseen-echoes
  @needs:resolved_variant
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:splay.unsplay_small_piles=false
  Scenario: Jackalope where one card keeps its splay (house rule): Archery alone splayed right ties Jackalope unsplayed; Alice picks yellow and red stays splayed
    Given a house variant of it sets splay.unsplay_small_piles to false
    And a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Jackalope
    And Alice's red pile is Archery splayed right
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Jackalope
    Then Alice must choose 1 of yellow, red
    When Alice chooses yellow
    Then Alice's red pile is Archery splayed right
    And Alice's yellow pile is Jackalope

  # --- 3D Printing (10, purple, clock): return the top or the bottom card of one of your piles;
  # a card between them is neither.

  @id:unseen-3d-printing-offers-only-the-ends-of-a-pile @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: 3D Printing: of her red pile of three Alice may return the top or the bottom card, not the middle one; she returns Metalworking, has no secret of 1, and safeguards Calendar
    Given a 2-player game
    And the special achievements are nothing
    And the standard achievements are Calendar
    And Alice's purple pile is 3D Printing
    And Alice's red pile is Metalworking, Archery, Oars
    And the age 1 pile is Pottery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of 3D Printing
    Then Alice must return 1 of 3D Printing, Metalworking, Oars
    When Alice returns Metalworking
    Then Alice's red pile is Archery, Oars
    And the age 1 pile is Pottery, Metalworking
    And Alice's safe is Calendar
    And Alice's achievements are nothing

  # --- Order of the Occult Hand (10, purple, lightbulb): meld exactly two cards from your hand,
  # then score exactly four.

  @id:unseen-order-of-the-occult-hand-melds-two-scores-four-of-five @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:splay.unsplay_small_piles=true
  Scenario: Order of the Occult Hand: of seven cards in hand Alice melds exactly two, then scores exactly four of the five left; Pottery stays in her hand
    # No 3 in her score pile, no 7 in her hand: the first two effects do nothing. Her blue pile
    # holds one card, so the splay up changes nothing.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Order of the Occult Hand
    And Alice has Calendar, Mathematics, Construction, Road Building, Currency, Fermenting, Pottery in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Order of the Occult Hand
    Then Alice must meld 2 of Calendar, Mathematics, Construction, Road Building, Currency, Fermenting, Pottery
    When Alice melds Calendar, Currency
    Then Alice must score 4 of Mathematics, Construction, Road Building, Fermenting, Pottery
    When Alice scores Mathematics, Construction, Road Building, Fermenting
    Then Alice's hand is Pottery
    And Alice's blue pile is Calendar
    And Alice's green pile is Currency
    And Alice's score pile is Mathematics, Construction, Road Building, Fermenting

  # --- Metaverse (11, purple, avatar): score the top card of each splayed colour; fewer than
  # three scored, you lose.

  @id:unseen-metaverse-two-splayed-colours-loses @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:victory.elimination=true
  Scenario: Metaverse: Alice has two splayed colours, scores Writing and Archery, two, fewer than three: she loses, and Bob wins
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Metaverse
    And Alice's blue pile is Writing, Tools splayed left
    And Alice's red pile is Archery, Oars splayed left
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Metaverse
    Then Bob wins by elimination

  # --- Handbag (8, green, crown), read as compulsory: take your bottom cards, tuck your score
  # pile, or name a value and score those cards from your hand; the value, once that branch is
  # taken, must be named too.

  @id:unseen-handbag-compulsory-value-must-be-named-house @ultimate-unseen-echoes @needs:resolved_variant
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:cards.readings.handbag_choice=compulsory
  Scenario: Handbag read as compulsory (DH4, BGA4): with her bottom card open as another branch, Alice cannot end her choice having done nothing; she scores Calendar
    Given a house variant of it sets cards.readings.handbag_choice to "compulsory"
    And a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Handbag
    And Alice has Writing, Calendar in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Handbag
    Then Alice cannot decline
    When Alice scores Calendar
    Then Alice's score pile is Calendar
    And Alice's hand is Writing
    And Alice's green pile is Handbag

  # --- Plot Voucher (7, green, lightbulb) on the launcher's own turn super-executes the melded
  # card: its demand hits every opponent, one who could not share included; a self-execution
  # would carry out its non-demand effect alone.

  @id:unseen-plot-voucher-super-executes-a-demand-on-the-launchers-turn
  @assumes:cards.expansions=["unseen"]
  Scenario: Plot Voucher on Alice's turn: she melds Archery from her score pile, safeguards Pottery and super-executes Archery, whose demand reaches Bob although he shows no lightbulb
    # Plot Voucher features the lightbulb: Alice shows 2, Bob none (Oars): he does not share.
    # Archery's demand: Bob draws a 1 (his Unseen draw: Tomb) and transfers his highest hand card
    # to Alice's hand; its non-demand: Alice junks the available achievement of value 1 or 2 left.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Plot Voucher
    And Alice has Archery in the score pile
    And Bob's red pile is Oars
    And the standard achievements are Pottery, Calendar
    And the Unseen age 1 pile is Tomb
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Plot Voucher
    Then Alice's red pile is Archery
    And Alice's safe is Pottery
    And Alice's hand is Tomb
    And Bob's hand is nothing
    And the Unseen age 1 pile is nothing
    And the junk pile holds Calendar
    And Alice's score pile is nothing
