# Boundaries of the Unseen cards of ages 5 and 6 that the card files leave open: a value exactly
# one apart, a count exactly one short, a pile of exactly two, a deck below the one drawn from
# that is not empty. Card texts: engine/data/cards/unseen-ultimate.json (each card's effects in
# our own words; Pen Name's implementation note is the card reading
# cards.readings.pen_name_single_card_colors). Rules with sources: the research note unseen.md
# (§6 the Unseen draw, §7 the special achievements, §10 card-text conventions).
# Conventions as in age05.feature and age06.feature: piles are written top card first; every deck
# a scenario draws from is listed; a card going back to a deck goes under it; a position says
# when a drawing player has already used the Unseen draw of the turn. A scenario tagged
# @ultimate-unseen-echoes holds beside Echoes too: its draws are none the Echoes draw rule takes
# (echoes.md §3).
@ultimate-unseen @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
Feature: Unseen cards of ages 5 and 6 at their boundaries

  # --- Buried Treasure (green, crown): name an odd value; four or more moved to the achievements
  # draw and safeguard one and score three achievements.

  @id:unseen-buried-treasure-names-any-odd-value @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Buried Treasure: Alice may name each odd value from 1 to 11; naming 7 sends Bob's Bicycle to the achievements
    # Bob shows one crown and does not share. Each odd value but 11 moves a different card; 11
    # moves none.
    Given a 2-player game
    And Alice's green pile is Buried Treasure
    And Alice has Tools, Alchemy in the score pile
    And Bob's red pile is Oars
    And Bob has Coal, Bicycle, Computers in the score pile
    And the standard achievements are Writing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Buried Treasure
    Then Alice must choose 1 of 1, 3, 5, 7, 9, 11
    When Alice chooses 7
    Then Bob's score pile is Coal, Computers
    And Alice's score pile is Tools, Alchemy
    And the standard achievements are ages 1, 7
    And it is Alice's turn 9 with one action used

  @id:unseen-buried-treasure-three-moved-are-not-enough @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Buried Treasure: three 3s leave the score piles, one fewer than four: Alice draws and scores nothing
    Given a 2-player game
    And Alice's red pile is Coal
    And Alice's green pile is Buried Treasure
    And Alice has Alchemy, Optics, Tools in the score pile
    And Bob's red pile is Oars
    And Bob has Engineering, Calendar in the score pile
    And the standard achievements are Sailing, Mathematics
    And the age 3 pile is Medicine, Compass
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Buried Treasure
    And Alice chooses 3
    Then Alice's safe is nothing
    And Alice's hand is nothing
    And Alice's score pile is Tools
    And Bob's score pile is Calendar
    And the standard achievements are ages 1, 2, 3
    And the age 3 pile is Medicine, Compass
    And it is Alice's turn 9 with one action used

  # --- Witch Trial (red, factory): demand, draw and reveal a 5; return your top card of its
  # colour, another card of that colour from your hand and a card from your score pile; all
  # three returned: do it again.

  @id:unseen-witch-trial-two-returns-top-and-hand-end-it
  @assumes:actions.per_turn>=2
  Scenario: Witch Trial: Bob returns three cards for Coal, then only his top red card and Coal for The Pirate Code: two, so it ends
    # In the second round Bob's score pile is empty.
    Given a 2-player game
    And Alice's red pile is Witch Trial
    And Bob's red pile is Oars, Metalworking
    And Bob has Archery in hand
    And Bob has Sailing in the score pile
    And the age 1 pile is nothing
    And the age 5 pile is Coal, The Pirate Code, Banking
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Witch Trial
    Then Bob's hand is The Pirate Code
    And Bob's red pile is nothing
    And Bob's score pile is nothing
    And the age 1 pile is Oars, Archery, Sailing, Metalworking
    And the age 5 pile is Banking, Coal
    And it is Alice's turn 9 with one action used

  @id:unseen-witch-trial-two-returns-top-and-score-end-it
  @assumes:actions.per_turn>=2
  Scenario: Witch Trial: Bob returns three cards for Physics, then only his top red card and a score card for Coal: two, so it ends
    # In the second round Bob's hand holds no red card but Coal, and his blue Physics stays.
    Given a 2-player game
    And Alice's red pile is Witch Trial
    And Bob's red pile is Oars
    And Bob's blue pile is Writing
    And Bob has Calendar in hand
    And Bob has Sailing, Mysticism in the score pile
    And the age 1 pile is nothing
    And the age 2 pile is nothing
    And the age 5 pile is Physics, Coal, Banking
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Witch Trial
    And Bob returns Sailing
    Then Bob's hand is Physics, Coal
    And Bob's red pile is nothing
    And Bob's blue pile is nothing
    And Bob's score pile is nothing
    And the age 1 pile is Writing, Sailing, Oars, Mysticism
    And the age 2 pile is Calendar
    And the age 5 pile is Banking
    And it is Alice's turn 9 with one action used

  # --- Secret History (green, factory): with your red and purple piles both splayed right claim
  # Mystery, else splay one of them right.

  @id:unseen-secret-history-only-red-right-splays-purple @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Secret History: Alice's red pile is splayed right but not her purple one: she splays purple right and Mystery stays
    Given a 2-player game
    And Alice's green pile is Secret History
    And Alice's red pile is Metalworking, Oars splayed right
    And Alice's purple pile is Mysticism, City States
    And Bob's red pile is Archery
    And the special achievements are Mystery
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Secret History
    Then Alice's purple pile is Mysticism, City States splayed right
    And Alice's achievements are nothing
    And the special achievements are Mystery
    And it is Alice's turn 9 with one action used

  # --- Chartreuse (yellow, leaf): draw and reveal a 3, 4, 5 and 6; meld the green and yellow
  # ones, return the rest.

  @id:unseen-chartreuse-draws-each-value-once
  @assumes:actions.per_turn>=2
  Scenario: Chartreuse with two cards in every deck from 2 to 7: Alice draws the top 3, 4, 5 and 6, melds Medicine and returns the rest
    Given a 2-player game
    And Alice's yellow pile is Chartreuse
    And Bob's red pile is Oars
    And the age 2 pile is Construction, Calendar
    And the age 3 pile is Medicine, Alchemy
    And the age 4 pile is Gunpowder, Anatomy
    And the age 5 pile is Coal, Physics
    And the age 6 pile is Atomic Theory, Canning
    And the age 7 pile is Explosives, Bicycle
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Chartreuse
    And Alice declines
    Then Alice's yellow pile is Medicine, Chartreuse
    And Alice's hand is nothing
    And the age 2 pile is Construction, Calendar
    And the age 3 pile is Alchemy
    And the age 4 pile is Anatomy, Gunpowder
    And the age 5 pile is Physics, Coal
    And the age 6 pile is Canning, Atomic Theory
    And the age 7 pile is Explosives, Bicycle
    And it is Alice's turn 9 with one action used

  # --- Gallery (yellow, crown): with a 2 in your score pile draw a 6; with a 1 draw a 7, else
  # a 5.

  @id:unseen-gallery-only-a-1-in-score @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Gallery: a 1 and no 2 in Alice's score pile: no 6, and she draws a 7
    Given a 2-player game
    And Alice's red pile is Coal
    And Alice's yellow pile is Gallery
    And Alice has Tools, Alchemy in the score pile
    And Bob's red pile is Oars
    And the age 5 pile is Physics
    And the age 6 pile is Canning
    And the age 7 pile is Bicycle
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Gallery
    Then Alice's hand is Bicycle
    And the age 5 pile is Physics
    And the age 6 pile is Canning
    And it is Alice's turn 9 with one action used

  # --- Pen Name (purple, factory): splay left an unsplayed non-purple colour and self-execute its
  # top card, or meld a card from hand and splay its colour right.

  @id:unseen-pen-name-nothing-to-choose @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Pen Name: Alice's only other pile is already splayed and her hand is empty: nothing happens
    Given a 2-player game
    And Alice's purple pile is Pen Name
    And Alice's blue pile is Writing, Tools splayed right
    And Bob's red pile is Oars
    And the age 2 pile is Calendar
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Pen Name
    Then Alice's blue pile is Writing, Tools splayed right
    And Alice's hand is nothing
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  @id:unseen-pen-name-two-card-colour-offered-when-single-ones-are-not @ultimate-unseen-echoes @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:cards.readings.pen_name_single_card_colors=not-offered
  Scenario: In a house variant offering only colours the splay changes, Alice's two-card blue pile is a choice: she splays it left and self-executes Writing
    Given a house variant of it sets cards.readings.pen_name_single_card_colors to "not-offered"
    And a 2-player game
    And Alice's yellow pile is Statistics
    And Alice's purple pile is Pen Name
    And Alice's blue pile is Writing, Tools
    And Alice has Sailing in hand
    And Bob's red pile is Oars
    And the age 2 pile is Calendar
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Pen Name
    And Alice chooses blue
    Then Alice's blue pile is Writing, Tools splayed left
    And Alice's hand is Sailing, Calendar
    And it is Alice's turn 9 with one action used

  # --- Reconnaissance (blue, factory): draw and reveal three 6s, return two of them and keep the
  # third; you may splay its colour right.

  @id:unseen-reconnaissance-keeps-exactly-one @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2 @assumes:cards.readings.reconnaissance_draws=draw-6s
  Scenario: Reconnaissance: of three revealed 6s Alice keeps Democracy, returns the other two and splays purple right
    # Bob shows one factory and does not share. Alice has no card to return from Bob's demand.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's red pile is Industrialization
    And Alice's blue pile is Reconnaissance
    And Alice's purple pile is Mysticism, City States
    And Bob's red pile is Archery
    And the age 6 pile is Canning, Atomic Theory, Democracy, Vaccination
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Reconnaissance
    And Alice keeps Democracy
    And Alice returns Canning then Atomic Theory
    And Alice splays purple
    Then Alice's hand is Democracy
    And Alice's purple pile is Mysticism, City States splayed right
    And the age 6 pile is Vaccination, Canning, Atomic Theory
    And it is Alice's turn 9 with one action used

  # --- Sniping (red, factory): demand, the launcher names a colour; unsplay it, meld its bottom
  # card, then transfer the new bottom card to the launcher's board unless it is the top card.

  @id:unseen-sniping-two-card-pile-gives-up-the-old-top @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Sniping: Alice names blue; Bob's pile of two is Tools over Writing: Writing is melded on top and Tools, now at the bottom, goes to Alice
    Given a 2-player game
    And the special achievements are nothing
    And Alice's red pile is Sniping
    And Bob's blue pile is Tools, Writing splayed left
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Sniping
    And Alice chooses blue
    Then Bob's blue pile is Writing
    And Alice's blue pile is Tools
    And it is Alice's turn 9 with one action used


  # --- Hiking (green, leaf): draw and reveal a 6; if your top card of its colour has a factory,
  # tuck it and draw and reveal a 7; if that 7 has a leaf, meld it and draw an 8.

  @id:unseen-hiking-each-draw-from-its-own-deck
  @assumes:actions.per_turn>=2
  Scenario: Hiking with two cards in the 6, 7 and 8 decks: Alice tucks the top 6, melds the top 7 and draws the top 8
    Given a 2-player game
    And Alice's green pile is Hiking
    And Alice's yellow pile is Steam Engine
    And Bob's red pile is Archery
    And the age 6 pile is Canning, Vaccination
    And the age 7 pile is Refrigeration, Bicycle
    And the age 8 pile is Flight, Rocketry
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Hiking
    Then Alice's yellow pile is Refrigeration, Steam Engine, Canning
    And Alice's hand is Flight
    And the age 6 pile is Vaccination
    And the age 7 pile is Bicycle
    And the age 8 pile is Rocketry
    And it is Alice's turn 9 with one action used
