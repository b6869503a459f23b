# The age-3 Unseen cards at their exact edges: positions that code mutants of
# engine/innovation/sets/unseen/age03.py (benchmarks/code_mutants.py --where ...) showed no
# other scenario pinning down. Each states what the deciding player brings about where one card,
# one value or one seat more or less would change it.
# Card texts: engine/data/cards/unseen-ultimate.json (our own words; Brethren of Purity's note on
# the card it remembers through the action; Secretum Secretorum's note on returning fewer than
# five); rules: unseen.md §3 (the safe), §4 (safeguard), §6 (each player's first draw naming no
# deck in a turn comes from the Unseen deck), §10 ("the 4 deck" is the base deck).
# Every deck a scenario draws from is listed; whether each drawing player has used their Unseen
# draw this turn is stated. The icon counts that decide who shares or who is affected are in the
# comments.
Feature: Age 3 Unseen cards at their edges

  # --- Brethren of Purity (blue, lightbulb) ---------------------------------------------------

  @id:unseen-brethren-of-purity-plain-card-onto-a-lightbulb-repeats @ultimate-unseen
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]
  Scenario: Brethren of Purity: a 3 with no lightbulb melded onto a card with one repeats; the card under it decides, not the card melded
    # Alice shows 4 lightbulbs (Brethren 2, Cipher 2), Bob none. Compass (no lightbulb) lands on
    # Cipher (two): Alice goes again, a 3 or a 4 (one above Compass); her 4, Anatomy, starts her
    # yellow pile and the effect ends.
    Given a 2-player game
    And Alice's blue pile is Brethren of Purity
    And Alice's green pile is Cipher
    And the age 3 pile is Compass, Alchemy
    And the age 4 pile is Anatomy, Perspective
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Brethren of Purity
    And Alice chooses 4
    Then Alice's green pile is Compass, Cipher
    And Alice's yellow pile is Anatomy
    And the age 3 pile is Alchemy
    And the age 4 pile is Perspective
    And it is Alice's turn 4 with one action used

  # --- Secretum Secretorum (blue, lightbulb) --------------------------------------------------

  @id:unseen-secretum-secretorum-exactly-five-of-six @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Secretum Secretorum: with six cards in hand and score pile, Alice must return exactly five
    # Alice shows 2 lightbulbs, Bob none: Alice alone. Six cards to choose from: not four, not all six.
    Given a 2-player game
    And Alice's blue pile is Secretum Secretorum
    And Alice has Archery, Calendar, Tools in hand
    And Alice has Oars, Sailing, Currency in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Secretum Secretorum
    Then Alice must return 5 of Archery, Calendar, Tools, Oars, Sailing, Currency

  # --- Knights Templar (red, castle) ----------------------------------------------------------

  @id:unseen-knights-templar-only-splayed-colours-and-rest-unsplayed @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Knights Templar: Bob picks among his splayed colours only; the two cards left in his pile are unsplayed
    # Alice shows 2 castles, Bob 1 (Tools' castle, shown by the left splay): Bob is affected. His
    # yellow pile is not splayed and is no option. He unsplays blue: Pottery and Tools stay,
    # unsplayed, and Writing goes to Alice's score pile. Alice declines her splay.
    Given a 2-player game
    And Alice's red pile is Knights Templar, Archery
    And Bob's blue pile is Writing, Pottery, Tools splayed left
    And Bob's green pile is Sailing, Clothing splayed left
    And Bob's yellow pile is Agriculture
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Knights Templar
    Then Bob must choose 1 of blue, green
    When Bob chooses blue
    And Alice declines
    Then Bob's blue pile is Pottery, Tools
    And Bob's green pile is Sailing, Clothing splayed left
    And Alice's score pile is Writing
    And Alice's red pile is Knights Templar, Archery
    And it is Alice's turn 4 with one action used

  @id:unseen-knights-templar-nothing-splayed-affected @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Knights Templar: Bob is affected but has no splayed colour: he gives nothing
    # Alice shows 2 castles, Bob none: Bob is affected, unsplays nothing and keeps his top card.
    Given a 2-player game
    And Alice's red pile is Knights Templar
    And Bob's blue pile is Writing, Pottery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Knights Templar
    Then Bob's blue pile is Writing, Pottery
    And Alice's score pile is nothing
    And it is Alice's turn 4 with one action used

  # --- Red Envelope (red, crown) --------------------------------------------------------------

  @id:unseen-red-envelope-right-skips-an-eliminated-player @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Red Envelope: with Dave, on Alice's right, eliminated, her pair goes to Carol, the next player on her right
    # Alice shows 2 crowns, nobody else any. Her two 1s are the only value held by two or three
    # cards: they go to Carol, not to Bob; her hand is then empty and she scores nothing.
    Given a 4-player game
    And Dave is eliminated
    And Alice's red pile is Red Envelope
    And Alice has Archery, Oars in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Red Envelope
    Then Carol's score pile is Archery, Oars
    And Bob's score pile is nothing
    And Alice's hand is nothing
    And it is Alice's turn 4 with one action used

  # --- Cliffhanger (green, leaf) --------------------------------------------------------------

  @id:unseen-cliffhanger-no-four-and-empty-four-deck @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Cliffhanger: with no 4 in her safe and the base 4 deck empty, Alice safeguards nothing
    # Alice shows 2 leaves, Bob none. Her safe holds only a 2; there is no top card of the 4
    # deck to safeguard, and nothing else happens (not a draw: no deck above is looked at).
    Given a 2-player game
    And Alice's green pile is Cliffhanger
    And Alice's safe is Tomb
    And the age 4 pile is nothing
    And the age 5 pile is Coal, Physics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Cliffhanger
    Then nobody safeguarded a card
    And Alice's safe is Tomb
    And Alice's hand is nothing
    And the age 5 pile is Coal, Physics
    And it is Alice's turn 4 with one action used

  # --- Freemasons (yellow, crown) -------------------------------------------------------------

  @id:unseen-freemasons-tuck-declined-with-a-card-in-hand @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Freemasons: Alice may keep her only card; she tucks nothing and draws nothing
    # Alice shows 2 crowns, Bob none. Freemasons alone in the yellow pile cannot be splayed.
    Given a 2-player game
    And Alice's yellow pile is Freemasons
    And Alice has Agriculture in hand
    And the age 3 pile is Paper, Optics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Freemasons
    And Alice declines
    Then Alice's hand is Agriculture
    And Alice's yellow pile is Freemasons
    And the age 3 pile is Paper, Optics
    And it is Alice's turn 4 with one action used

  # --- Secret Police (yellow, castle) ---------------------------------------------------------

  @id:unseen-secret-police-one-of-two-same-colour-tucked @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:dogma.demands_earn_bonus=false
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Secret Police: Alice tucks one of her two blue cards and keeps the other
    # Alice shows 3 castles, Bob none: Bob is affected; with an empty hand he draws a 3 (his
    # Unseen draw is used). Alice tucks Writing only; Calendar, blue too, stays in her hand.
    Given a 2-player game
    And Alice's yellow pile is Secret Police
    And Alice has Writing, Calendar in hand
    And the age 3 pile is Paper, Optics
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Secret Police
    And Alice tucks Writing
    Then Bob's hand is Paper
    And Alice's blue pile is Writing
    And Alice's hand is Calendar
    And it is Alice's turn 4 with one action used

  # --- Taqiyya (purple, leaf) -----------------------------------------------------------------

  @id:unseen-taqiyya-bottom-meld-scored-alone @ultimate-unseen
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]
  Scenario: Taqiyya: the 3 melded alone is scored, and Alice may keep the card of its colour in her hand
    # Alice shows 2 leaves, Bob none. Her red pile, Archery, goes to her hand; Engineering then
    # starts a new red pile: it is scored, and Alice keeps Archery.
    Given a 2-player game
    And Alice's purple pile is Taqiyya
    And Alice's red pile is Archery
    And the age 3 pile is Engineering, Paper
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Taqiyya
    And Alice chooses red
    And Alice declines
    Then Alice's score pile is Engineering
    And Alice's hand is Archery
    And Alice's red pile is nothing
    And it is Alice's turn 4 with one action used
