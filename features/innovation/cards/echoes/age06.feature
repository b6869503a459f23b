# The Echoes cards of age 6: each echo effect, each dogma effect and each branch, from exact
# positions. Card texts: engine/data/cards/echoes-ultimate.json (each card's effects in our own
# words and its notes: Hot Air Balloon's source-dispute, the implementation notes of Bifocals, Loom,
# Dentures and Morphine, the ambiguity notes of Shrapnel and Morphine). Rules with sources: the
# research note echoes.md (§3 the Echoes draw, §4 echo effects, §5 the forecast, §6 promotion
# and "foreseen", §7 bonuses and hexes, §8 the special achievements).
# Conventions: piles are written top card first; every supply age a scenario draws from is
# listed; a card going back to a deck goes under it. A draw comes from the Echoes deck only when
# the drawer has a unique highest top card (echoes.md §3): positions give the drawers two top
# cards of their highest value, so every draw is a base card, unless a scenario says otherwise.
# A card's echo effect runs first in a Dogma action of it, by every sharer and then the
# launcher (echoes.md §4.2).
@ultimate-echoes @ultimate-echoes-figures @assumes:cards.expansions=["echoes"]|["figures","echoes"]
Feature: Echoes cards of age 6

  # --- Bifocals (blue, crown): echo, return a card from your forecast; draw and foreshadow a 7,
  # and, foreseen, a card of the lowest available standard achievement's value; you may splay
  # green right, and if you did, splay a colour up.

  @id:echoes-bifocals-returns-a-forecast-card-and-splays-twice
  @assumes:actions.per_turn>=2
  Scenario: Bifocals: Alice returns Loom from her forecast, foreshadows a 7, splays green right and then blue up
    # Loom, an Echoes card, goes under the Echoes 6 deck.
    Given a 2-player game
    And Alice's blue pile is Bifocals, Writing
    And Alice's purple pile is Democracy
    And Alice's green pile is Sailing, Clothing
    And Alice's forecast is Tools, Loom
    And Bob's red pile is Oars
    And the age 7 pile is Evolution, Bicycle
    And the age 6 echoes pile is Morphine
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Bifocals
    And Alice returns Loom
    And Alice splays green
    And Alice splays blue
    Then Alice's forecast is Tools, Evolution
    And the age 6 echoes pile is Morphine, Loom
    And Alice's green pile is Sailing, Clothing splayed right
    And Alice's blue pile is Bifocals, Writing splayed up
    And the age 7 pile is Bicycle
    And it is Alice's turn 9 with one action used

  @id:echoes-bifocals-foreseen-foreshadows-the-lowest-achievement-value
  @assumes:echoes.promotion=mandatory
  @assumes:actions.per_turn>=2
  Scenario: Bifocals promoted after a Meld action: foreseen, Alice also foreshadows a 3, the lowest available achievement; she splays nothing
    Given a 2-player game
    And Alice has Canning in hand
    And Alice's forecast is Bifocals, Tools
    And Alice's purple pile is Democracy
    And Alice's green pile is Sailing, Clothing
    And Bob's red pile is Oars
    And the standard achievements are Alchemy, Navigation, Coal
    And the age 1 pile is Archery
    And the age 3 pile is Optics, Paper
    And the age 7 pile is Evolution, Bicycle
    And it is Alice's turn 9 with every action left
    When Alice melds Canning
    And Alice declines
    Then Alice promoted Bifocals
    And Alice's blue pile is Bifocals
    And Alice's forecast is Evolution, Optics
    And the age 1 pile is Archery, Tools
    And Alice's green pile is Sailing, Clothing
    And the age 3 pile is Paper
    And the age 7 pile is Bicycle
    And it is Alice's turn 9 with one action used

  @id:echoes-bifocals-foreseen-no-available-achievement
  @assumes:echoes.promotion=mandatory
  @assumes:actions.per_turn>=2 @assumes:cards.readings.bifocals_no_achievement=draws-nothing
  Scenario: Bifocals foreseen with no standard achievement available: the text names no value, and only the 7 is foreshadowed
    # Bifocals' notes (implementation): the texts give no value here (cards.readings.bifocals_no_achievement).
    Given a 2-player game
    And Alice has Canning in hand
    And Alice's forecast is Bifocals
    And Alice's purple pile is Democracy
    And Bob's red pile is Oars
    And the standard achievements are nothing
    And the age 1 pile is Archery
    And the age 7 pile is Evolution, Bicycle
    And it is Alice's turn 9 with every action left
    When Alice melds Canning
    Then Alice promoted Bifocals
    And Alice's forecast is Evolution
    And the age 1 pile is Archery
    And the age 7 pile is Bicycle
    And it is Alice's turn 9 with one action used

  @id:echoes-bifocals-foreseen-no-available-achievement-draws-a-1 @needs:resolved_variant
  @assumes:echoes.promotion=mandatory
  @assumes:actions.per_turn>=2 @assumes:cards.readings.bifocals_no_achievement=draws-a-1
  Scenario: Bifocals foreseen with no standard achievement available, read as battlestar plays it: Alice also foreshadows a 1
    # The other reading of the dispute, played by a house variant: the position above.
    Given a house variant of it sets cards.readings.bifocals_no_achievement to "draws-a-1"
    And a 2-player game
    And Alice has Canning in hand
    And Alice's forecast is Bifocals
    And Alice's purple pile is Democracy
    And Bob's red pile is Oars
    And the standard achievements are nothing
    And the age 1 pile is Archery, Tools
    And the age 7 pile is Evolution, Bicycle
    And it is Alice's turn 9 with every action left
    When Alice melds Canning
    Then Alice promoted Bifocals
    And Alice's forecast is Evolution, Archery
    And the age 1 pile is Tools
    And the age 7 pile is Bicycle
    And it is Alice's turn 9 with one action used

  # --- Stethoscope (blue, lightbulb): echo, meld a blue or yellow card from your hand; draw a 7,
  # and an 8 too if the echo effect melded a blue card (foreseen: and a 9); you may splay yellow
  # right.

  @id:echoes-stethoscope-blue-meld-draws-a-7-and-an-8
  @assumes:actions.per_turn>=2
  Scenario: Stethoscope: the echo effect melds a blue card, so Alice draws a 7 and an 8; she splays yellow right
    Given a 2-player game
    And Alice's blue pile is Stethoscope
    And Alice's red pile is Industrialization
    And Alice's purple pile is Democracy
    And Alice's yellow pile is Canning, Anatomy
    And Alice has Tools in hand
    And Bob's red pile is Oars
    And the age 7 pile is Evolution, Bicycle
    And the age 8 pile is Flight, Antibiotics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Stethoscope
    And Alice splays yellow
    Then Alice's blue pile is Tools, Stethoscope
    And Alice's hand is Evolution, Flight
    And Alice's yellow pile is Canning, Anatomy splayed right
    And the age 7 pile is Bicycle
    And the age 8 pile is Antibiotics
    And it is Alice's turn 9 with one action used

  @id:echoes-stethoscope-yellow-meld-draws-a-7-only
  @assumes:actions.per_turn>=2
  Scenario: Stethoscope: Alice melds a yellow card with its echo effect, draws only a 7, and leaves yellow unsplayed
    Given a 2-player game
    And Alice's blue pile is Stethoscope
    And Alice's red pile is Industrialization
    And Alice's yellow pile is Anatomy
    And Alice has Canning, Tools in hand
    And Bob's red pile is Oars
    And the age 7 pile is Evolution, Bicycle
    And the age 8 pile is Flight, Antibiotics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Stethoscope
    And Alice melds Canning
    And Alice declines
    Then Alice's yellow pile is Canning, Anatomy
    And Alice's blue pile is Stethoscope
    And Alice's hand is Tools, Evolution
    And the age 7 pile is Bicycle
    And the age 8 pile is Flight, Antibiotics
    And it is Alice's turn 9 with one action used

  # --- Stethoscope, foreseen: a 9 too.

  @id:echoes-stethoscope-foreseen-draws-a-9-too
  @assumes:echoes.promotion=mandatory
  @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2
  Scenario: Stethoscope promoted after a Meld action: foreseen, its echo effect melds a blue card, and Alice draws a 7, an 8 and a 9
    Given a 2-player game
    And Alice has Canning, Tools in hand
    And Alice's forecast is Stethoscope
    And Alice's red pile is Industrialization
    And Alice's purple pile is Democracy
    And Bob's red pile is Oars
    And the age 7 pile is Evolution
    And the age 8 pile is Flight, Antibiotics
    And the age 9 pile is Genetics
    And it is Alice's turn 9 with every action left
    When Alice melds Canning
    Then Alice promoted Stethoscope
    And Alice's blue pile is Tools, Stethoscope
    And Alice's hand is Evolution, Flight, Genetics
    And the age 8 pile is Antibiotics
    And it is Alice's turn 9 with one action used

  # --- Loom (red, factory): echo, score your lowest top card; you may return two score cards of
  # different values, and if you did, draw and tuck a 6 three times; with five visible hexes in
  # one pile, claim Heritage.

  @id:echoes-loom-scores-the-lowest-returns-two-and-tucks-three
  @assumes:actions.per_turn>=2
  Scenario: Loom: Alice scores one of her tied lowest top cards, returns a 5 and a 4 from her score pile, and tucks three 6s
    Given a 2-player game
    And Alice's red pile is Loom
    And Alice's yellow pile is Canning
    And Alice's blue pile is Tools
    And Alice's green pile is Sailing
    And Alice has Coal, Anatomy in the score pile
    And Bob's green pile is The Wheel
    And ages 4 to 5 are empty
    And the age 6 pile is Atomic Theory, Machine Tools, Classification, Democracy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Loom
    And Alice scores Sailing
    And Alice returns Coal, Anatomy
    Then Alice's score pile is Sailing
    And Alice's green pile is Classification
    And Alice's blue pile is Tools, Atomic Theory
    And Alice's red pile is Loom, Machine Tools
    And the age 4 pile is Anatomy
    And the age 5 pile is Coal
    And the age 6 pile is Democracy
    And Alice's achievements are nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-loom-five-hexes-claim-heritage
  @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  @assumes:actions.per_turn>=2
  Scenario: Loom: a purple pile splayed up shows five hexes, so Alice claims Heritage; with one score card she returns none
    # Splayed up, each covered card shows its bottom row: Emancipation, Societies, Astronomy
    # and Education each show a hex there, and Democracy on top shows its own. The echo effect
    # scores Tools, Alice's only score card then: no two of different values to return.
    Given a 2-player game
    And Alice's red pile is Loom
    And Alice's blue pile is Tools
    And Alice's purple pile is Democracy, Emancipation, Societies, Astronomy, Education splayed up
    And Bob's green pile is The Wheel
    And the age 6 pile is Atomic Theory
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Loom
    Then Alice's score pile is Tools
    And Alice's achievements are Heritage
    And the age 6 pile is Atomic Theory
    And it is Alice's turn 9 with one action used

  @id:echoes-loom-declines-the-return
  @assumes:actions.per_turn>=2
  Scenario: Loom: Alice keeps her score cards, tucks nothing, and with four hexes in a pile claims nothing
    Given a 2-player game
    And Alice's red pile is Loom
    And Alice's blue pile is Tools
    And Alice's purple pile is Democracy, Emancipation, Societies, Astronomy splayed up
    And Alice has Coal, Anatomy in the score pile
    And Bob's green pile is The Wheel
    And the age 6 pile is Atomic Theory
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Loom
    And Alice declines
    Then Alice's score pile is Coal, Anatomy, Tools
    And Alice's achievements are nothing
    And the age 6 pile is Atomic Theory
    And it is Alice's turn 9 with one action used

  # --- Shrapnel (red, factory): demand, draw and tuck a 6, move the top two cards of its colour
  # to the launcher's score pile, then score the launcher's bottom card of that colour (the
  # affected player scores it: ambiguity note).

  @id:echoes-shrapnel-two-cards-taken-and-the-launchers-bottom-card-scored
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2
  Scenario: Shrapnel: Bob tucks a blue 6, his top two blue cards go to Alice's score pile, and Bob scores Alice's bottom blue card
    Given a 2-player game
    And Alice's red pile is Shrapnel
    And Alice's yellow pile is Canning
    And Alice's blue pile is Encyclopedia, Tools
    And Bob's blue pile is Calendar, Writing
    And Bob's red pile is Construction
    And the age 6 pile is Atomic Theory, Democracy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Shrapnel
    Then Bob's blue pile is Atomic Theory
    And Alice's score pile is Calendar, Writing
    And Bob's score pile is Tools
    And Alice's blue pile is Encyclopedia
    And the age 6 pile is Democracy
    And it is Alice's turn 9 with one action used

  @id:echoes-shrapnel-lone-tucked-card-taken-launcher-has-no-pile
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2
  Scenario: Shrapnel: Bob's tucked green 6 is alone in its pile and goes to Alice's score pile; Alice has no green card to score
    Given a 2-player game
    And Alice's red pile is Shrapnel
    And Alice's yellow pile is Canning
    And Bob's blue pile is Calendar
    And Bob's red pile is Construction
    And the age 6 pile is Classification, Democracy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Shrapnel
    Then Bob's green pile is nothing
    And Alice's score pile is Classification
    And Bob's score pile is nothing
    And the age 6 pile is Democracy
    And it is Alice's turn 9 with one action used

  # --- Hot Air Balloon (green, lightbulb): echo, draw and score a 7; you may achieve another
  # player's top card of a value they hold an achievement of (if eligible), then your top green
  # card goes to their board; if you did not, draw and meld a 7.

  @id:echoes-hot-air-balloon-achieves-bobs-top-card
  @assumes:actions.per_turn>=2
  Scenario: Hot Air Balloon: Alice scores a 7, achieves Bob's top 1 (he holds a 1), and gives him her top green card
    Given a 2-player game
    And Alice's green pile is Hot Air Balloon
    And Alice's blue pile is Atomic Theory
    And Bob's red pile is Oars
    And Bob's green pile is Sailing
    And Bob has achievements Pottery
    And the age 7 pile is Evolution, Bicycle
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Hot Air Balloon
    And Alice chooses Oars
    Then Alice's score pile is Evolution
    And Alice's achievements are Oars
    And Bob's red pile is nothing
    And Bob's green pile is Hot Air Balloon, Sailing
    And Alice's green pile is nothing
    And the age 7 pile is Bicycle
    And it is Alice's turn 9 with one action used

  @id:echoes-hot-air-balloon-declined-melds-a-7
  @assumes:actions.per_turn>=2
  Scenario: Hot Air Balloon: Alice achieves nothing, so she draws and melds a 7
    Given a 2-player game
    And Alice's green pile is Hot Air Balloon
    And Alice's blue pile is Atomic Theory
    And Bob's red pile is Oars
    And Bob has achievements Pottery
    And the age 7 pile is Evolution, Bicycle, Railroad
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Hot Air Balloon
    And Alice declines
    Then Alice's score pile is Evolution
    And Alice's achievements are nothing
    And Alice's green pile is Bicycle, Hot Air Balloon
    And Bob's red pile is Oars
    And the age 7 pile is Railroad
    And it is Alice's turn 9 with one action used

  # --- Steamboat (green, crown): demand, draw and reveal a 6; blue or yellow, it and your hand
  # go to the launcher's hand; red or green, keep it and give two score cards; purple, nothing.

  @id:echoes-steamboat-blue-takes-the-hand
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2
  Scenario: Steamboat: Bob reveals a blue 6, and it goes to Alice's hand with the rest of his hand
    Given a 2-player game
    And Alice's green pile is Steamboat
    And Alice's blue pile is Encyclopedia
    And Bob's red pile is Archery
    And Bob's blue pile is Tools
    And Bob has Coal, Calendar in hand
    And Bob has Physics, Anatomy in the score pile
    And the age 6 pile is Atomic Theory, Democracy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Steamboat
    Then Bob revealed Atomic Theory
    And Alice's hand is Coal, Calendar, Atomic Theory
    And Bob's hand is nothing
    And Bob's score pile is Physics, Anatomy
    And the age 6 pile is Democracy
    And it is Alice's turn 9 with one action used

  @id:echoes-steamboat-red-gives-two-score-cards
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2
  Scenario: Steamboat: Bob reveals a red 6, keeps it, and gives Alice two of his three score cards
    Given a 2-player game
    And Alice's green pile is Steamboat
    And Alice's blue pile is Encyclopedia
    And Bob's red pile is Archery
    And Bob's blue pile is Tools
    And Bob has Coal in hand
    And Bob has Physics, Anatomy, Sailing in the score pile
    And the age 6 pile is Machine Tools, Democracy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Steamboat
    And Bob transfers Physics, Sailing
    Then Bob's hand is Coal, Machine Tools
    And Alice's score pile is Physics, Sailing
    And Bob's score pile is Anatomy
    And Alice's hand is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-steamboat-green-gives-two-score-cards
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2
  Scenario: Steamboat: Bob reveals a green 6, keeps it, and gives Alice his two score cards
    Given a 2-player game
    And Alice's green pile is Steamboat
    And Alice's blue pile is Encyclopedia
    And Bob's red pile is Archery
    And Bob's blue pile is Tools
    And Bob has Physics, Anatomy in the score pile
    And the age 6 pile is Classification, Democracy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Steamboat
    Then Bob's hand is Classification
    And Alice's score pile is Physics, Anatomy
    And Bob's score pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-steamboat-purple-does-nothing-more
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2
  Scenario: Steamboat: Bob reveals a purple 6 and keeps it; nothing else moves
    Given a 2-player game
    And Alice's green pile is Steamboat
    And Alice's blue pile is Encyclopedia
    And Bob's red pile is Archery
    And Bob's blue pile is Tools
    And Bob has Coal in hand
    And Bob has Physics, Anatomy in the score pile
    And the age 6 pile is Democracy, Canning
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Steamboat
    Then Bob's hand is Coal, Democracy
    And Bob's score pile is Physics, Anatomy
    And Alice's hand is nothing
    And Alice's score pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Dentures (yellow, factory): echo, draw and tuck a 6; score the top two cards (not the
  # bottom one) of the pile of the card last tucked by Dentures, or, with nothing to score, draw
  # and tuck a 6 and try again; you may splay blue right.

  @id:echoes-dentures-scores-two-above-the-bottom-card
  @assumes:actions.per_turn>=2
  Scenario: Dentures: the echo effect tucks a blue 6; Alice scores the top two blue cards and splays blue right
    Given a 2-player game
    And Alice's yellow pile is Dentures
    And Alice's red pile is Industrialization
    And Alice's blue pile is Encyclopedia, Writing, Tools
    And Bob's green pile is Sailing
    And the age 6 pile is Atomic Theory, Democracy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Dentures
    And Alice splays blue
    Then Alice's score pile is Encyclopedia, Writing
    And Alice's blue pile is Tools, Atomic Theory splayed right
    And the age 6 pile is Democracy
    And it is Alice's turn 9 with one action used

  @id:echoes-dentures-pile-of-two-scores-one
  @assumes:actions.per_turn>=2
  Scenario: Dentures: the tucked red 6 makes a pile of two, so only its top card is scored
    Given a 2-player game
    And Alice's yellow pile is Dentures
    And Alice's red pile is Industrialization
    And Bob's green pile is Sailing
    And the age 6 pile is Machine Tools, Democracy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Dentures
    Then Alice's score pile is Industrialization
    And Alice's red pile is Machine Tools
    And the age 6 pile is Democracy
    And it is Alice's turn 9 with one action used

  @id:echoes-dentures-lone-card-tucks-again
  @assumes:actions.per_turn>=2
  Scenario: Dentures: the tucked green 6 is alone, so Alice tucks another 6, a yellow one, and scores Dentures above it
    Given a 2-player game
    And Alice's yellow pile is Dentures
    And Alice's red pile is Industrialization
    And Bob's green pile is Sailing
    And the age 6 pile is Classification, Vaccination, Democracy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Dentures
    Then Alice's green pile is Classification
    And Alice's yellow pile is Vaccination
    And Alice's score pile is Dentures
    And the age 6 pile is Democracy
    And it is Alice's turn 9 with one action used

  # --- Morphine (yellow, lightbulb): echo, score an odd card from your hand; demand, return
  # every odd card in your hand and draw a 6; draw a card one above the highest card the demand
  # returned; you may splay red right.

  @id:echoes-morphine-returned-5-makes-the-launcher-draw-a-6
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2
  Scenario: Morphine: Alice scores her odd card; Bob returns his 5 and 3 and draws a 6; Alice draws a 6 and splays red right
    Given a 2-player game
    And Alice's yellow pile is Morphine
    And Alice's blue pile is Atomic Theory
    And Alice's red pile is Machine Tools, Gunpowder
    And Alice has Tools, Calendar in hand
    And Bob's red pile is Archery
    And Bob's green pile is Sailing
    And Bob has Coal, Alchemy, Mathematics in hand
    And ages 3 to 5 are empty
    And the age 6 pile is Canning, Classification
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Morphine
    And Alice splays red
    Then Alice's score pile is Tools
    And Bob's hand is Mathematics, Canning
    And Alice's hand is Calendar, Classification
    And Alice's red pile is Machine Tools, Gunpowder splayed right
    And the age 3 pile is Alchemy
    And the age 5 pile is Coal
    And the age 6 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-morphine-nothing-returned-nothing-drawn
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2 @assumes:cards.readings.morphine_nothing_returned=draws-nothing
  Scenario: Morphine: nobody holds an odd card; Bob draws his 6, Alice draws nothing, and leaves red unsplayed
    # Morphine's notes (implementation, ambiguity): with nothing returned there is no highest returned
    # card, and nothing is drawn (cards.readings.morphine_nothing_returned, as battlestar plays).
    Given a 2-player game
    And Alice's yellow pile is Morphine
    And Alice's blue pile is Atomic Theory
    And Alice's red pile is Machine Tools, Gunpowder
    And Alice has Calendar in hand
    And Bob's red pile is Archery
    And Bob's green pile is Sailing
    And Bob has Mathematics in hand
    And the age 1 pile is Agriculture
    And the age 6 pile is Canning, Classification
    And the age 7 pile is Evolution
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Morphine
    And Alice declines
    Then Alice's score pile is nothing
    And Bob's hand is Mathematics, Canning
    And Alice's hand is Calendar
    And Alice's red pile is Machine Tools, Gunpowder
    And the age 1 pile is Agriculture
    And the age 6 pile is Classification
    And the age 7 pile is Evolution
    And it is Alice's turn 9 with one action used

  @id:echoes-morphine-nothing-returned-draws-a-1 @needs:resolved_variant
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2 @assumes:cards.readings.morphine_nothing_returned=draws-a-1
  Scenario: Morphine read literally: with nothing returned, one more than none is a 1, and Alice draws a 1
    # The other reading of the dispute, played by a house variant: the position above.
    Given a house variant of it sets cards.readings.morphine_nothing_returned to "draws-a-1"
    And a 2-player game
    And Alice's yellow pile is Morphine
    And Alice's blue pile is Atomic Theory
    And Alice's red pile is Machine Tools, Gunpowder
    And Alice has Calendar in hand
    And Bob's red pile is Archery
    And Bob's green pile is Sailing
    And Bob has Mathematics in hand
    And the age 1 pile is Agriculture
    And the age 6 pile is Canning, Classification
    And the age 7 pile is Evolution
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Morphine
    And Alice declines
    Then Alice's score pile is nothing
    And Bob's hand is Mathematics, Canning
    And Alice's hand is Calendar, Agriculture
    And the age 1 pile is nothing
    And the age 6 pile is Classification
    And the age 7 pile is Evolution
    And it is Alice's turn 9 with one action used

  # --- Indian Clubs (purple, leaf): demand, return two score cards (foreseen: all of them); for
  # each value in your score pile, score a hand card of that value.

  @id:echoes-indian-clubs-returns-two-and-scores-by-value
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2
  Scenario: Indian Clubs: Bob returns two of his score cards; Alice scores a 5 and a 2 from her hand, for the values of her score pile
    Given a 2-player game
    And Alice's purple pile is Indian Clubs
    And Alice's yellow pile is Vaccination
    And Alice has Physics, Calendar in the score pile
    And Alice has Statistics, Chemistry, Fermenting, Tools in hand
    And Bob's blue pile is Writing
    And Bob's red pile is Oars
    And Bob has Coal, Anatomy, Sailing in the score pile
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Indian Clubs
    And Bob returns Coal, Sailing
    And Alice scores Chemistry
    Then Bob's score pile is Anatomy
    And Alice's score pile is Physics, Calendar, Chemistry, Fermenting
    And Alice's hand is Statistics, Tools
    And it is Alice's turn 9 with one action used

  # --- Indian Clubs, foreseen: every score card goes back.

  @id:echoes-indian-clubs-foreseen-returns-every-score-card
  @assumes:echoes.promotion=mandatory
  @assumes:actions.per_turn>=2
  Scenario: Indian Clubs promoted after a Meld action: foreseen, Bob returns all three of his score cards
    Given a 2-player game
    And Alice has Vaccination in hand
    And Alice's forecast is Indian Clubs
    And Alice has Physics in the score pile
    And Bob's blue pile is Writing
    And Bob's red pile is Oars
    And Bob has Coal, Anatomy, Sailing in the score pile
    And ages 1 to 5 are empty
    And it is Alice's turn 9 with every action left
    When Alice melds Vaccination
    Then Alice promoted Indian Clubs
    And Bob's score pile is nothing
    And the age 1 pile is Sailing
    And the age 4 pile is Anatomy
    And the age 5 pile is Coal
    And Alice's score pile is Physics
    And it is Alice's turn 9 with one action used

  # --- Kaleidoscope (purple, lightbulb): draw and meld a 7, you may splay its colour right; junk
  # an available achievement of the value your visible lightbulbs count (foreseen: and every
  # lower one).

  @id:echoes-kaleidoscope-splays-and-junks-the-7
  @assumes:splay.revealed.right=["top_left","bottom_left"]
  @assumes:actions.per_turn>=2
  Scenario: Kaleidoscope: a blue 7 is melded and blue splayed right; seven lightbulbs show, and Alice junks the achievement 7
    # Kaleidoscope 2, Evolution 3, and the two Atomic Theory shows through the right splay.
    Given a 2-player game
    And Alice's purple pile is Kaleidoscope
    And Alice's blue pile is Atomic Theory
    And Bob's red pile is Oars
    And the standard achievements are Tools, Calendar, Alchemy, Navigation, Coal, Canning, Railroad
    And the age 7 pile is Evolution, Bicycle
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Kaleidoscope
    And Alice splays blue
    Then Alice's blue pile is Evolution, Atomic Theory splayed right
    And the junk pile holds Railroad
    And the standard achievements are ages 1, 2, 3, 4, 5, 6
    And the age 7 pile is Bicycle
    And it is Alice's turn 9 with one action used

  @id:echoes-kaleidoscope-no-achievement-of-that-value
  @assumes:actions.per_turn>=2
  Scenario: Kaleidoscope: Alice leaves blue unsplayed; her five lightbulbs match no available achievement, so nothing is junked
    Given a 2-player game
    And Alice's purple pile is Kaleidoscope
    And Alice's blue pile is Atomic Theory
    And Bob's red pile is Oars
    And the standard achievements are Tools, Calendar, Alchemy, Navigation
    And the age 7 pile is Evolution, Bicycle
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Kaleidoscope
    And Alice declines
    Then Alice's blue pile is Evolution, Atomic Theory
    And the junk pile holds nothing
    And the standard achievements are ages 1, 2, 3, 4
    And it is Alice's turn 9 with one action used

  # --- Kaleidoscope, foreseen: every lower achievement is junked too.

  @id:echoes-kaleidoscope-foreseen-junks-lower-achievements
  @assumes:echoes.promotion=mandatory
  @assumes:actions.per_turn>=2
  Scenario: Kaleidoscope promoted after a Meld action: foreseen, Alice junks the achievement of her lightbulb count and every lower one
    # Alice melds Atomic Theory; Kaleidoscope is promoted. Evolution is melded and not splayed:
    # Kaleidoscope 2 and Evolution 3 lightbulbs make 5.
    Given a 2-player game
    And Alice has Atomic Theory in hand
    And Alice's forecast is Kaleidoscope
    And Alice's red pile is Industrialization
    And Bob's red pile is Oars
    And the standard achievements are Tools, Calendar, Alchemy, Navigation, Coal, Canning
    And the age 7 pile is Evolution, Bicycle
    And it is Alice's turn 9 with every action left
    When Alice melds Atomic Theory
    And Alice declines
    Then Alice promoted Kaleidoscope
    And the junk pile holds Tools, Calendar, Alchemy, Navigation, Coal
    And the standard achievements are ages 6
    And Alice's blue pile is Evolution, Atomic Theory
    And it is Alice's turn 9 with one action used

  # Hot Air Balloon's source-dispute (cards.readings.hot_air_balloon_players): battlestar's text
  # says "any other player's board", BGA4's "an opponent's board". They differ only where a
  # player has a partner: a house team game of four, partners sitting opposite (Alice and Carol,
  # Bob and Dave). Nobody else shows a lightbulb, so Alice alone executes the card.

  @id:echoes-hot-air-balloon-achieves-a-partners-top-card @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:cards.readings.hot_air_balloon_players=other-players
  Scenario: Hot Air Balloon read as any other player's board: Alice achieves her partner Carol's top 1 and gives her Hot Air Balloon
    Given a house variant of it sets players.min to 4
    And a house variant of it sets players.max to 4
    And a house variant of it sets teams.enabled to true
    And a 4-player game
    And Alice's green pile is Hot Air Balloon
    And Alice's blue pile is Atomic Theory
    And Carol's red pile is Oars
    And Carol has achievements Pottery
    And the age 7 pile is Evolution, Bicycle
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Hot Air Balloon
    And Alice chooses Oars
    Then Alice's achievements are Oars
    And Carol's red pile is nothing
    And Carol's green pile is Hot Air Balloon
    And Alice's score pile is Evolution
    And the age 7 pile is Bicycle
    And it is Alice's turn 9 with one action used

  @id:echoes-hot-air-balloon-passes-over-a-partner @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:cards.readings.hot_air_balloon_players=opponents
  Scenario: Hot Air Balloon read as an opponent's board: Carol, Alice's partner, is no opponent, so Alice draws and melds a 7
    # The other reading of the dispute, played by a house variant: the position above.
    Given a house variant of it sets cards.readings.hot_air_balloon_players to "opponents"
    And a house variant of it sets players.min to 4
    And a house variant of it sets players.max to 4
    And a house variant of it sets teams.enabled to true
    And a 4-player game
    And Alice's green pile is Hot Air Balloon
    And Alice's blue pile is Atomic Theory
    And Carol's red pile is Oars
    And Carol has achievements Pottery
    And the age 7 pile is Evolution, Bicycle, Railroad
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Hot Air Balloon
    Then Alice's achievements are nothing
    And Carol's red pile is Oars
    And Alice's green pile is Bicycle, Hot Air Balloon
    And Alice's score pile is Evolution
    And the age 7 pile is Railroad
    And it is Alice's turn 9 with one action used

  # --- Shared: Bob, showing as many of the featured icon as Alice, runs each echo effect and
  # each non-demand effect before her (echoes.md §4.2), and his change earns Alice the sharing
  # bonus (her bonus draw is left unstated).

  @id:echoes-bifocals-shared
  @assumes:dogma.sharing_bonus=true @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2
  Scenario: Bifocals shared: Bob returns his forecast card and foreshadows a 7 before Alice foreshadows hers
    Given a 2-player game
    And Alice's blue pile is Bifocals
    And Alice's purple pile is Democracy
    And Bob's green pile is Sailing
    And Bob's purple pile is City States
    And Bob's forecast is Oars
    And the age 1 pile is Archery
    And the age 7 pile is Evolution, Bicycle, Railroad
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Bifocals
    Then Bob's forecast is Evolution
    And Alice's forecast is Bicycle
    And the age 1 pile is Archery, Oars
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-stethoscope-shared
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Stethoscope shared: Bob melds his blue card and draws a 7 and an 8; Alice, with no card to meld, draws a 7
    Given a 2-player game
    And Alice's blue pile is Stethoscope
    And Alice's red pile is Industrialization
    And Alice's purple pile is Democracy
    And Bob's blue pile is Tools
    And Bob's green pile is Paper
    And Bob's red pile is Optics
    And Bob has Writing in hand
    And the age 7 pile is Evolution, Bicycle
    And the age 8 pile is Flight, Antibiotics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Stethoscope
    Then Bob's blue pile is Writing, Tools
    And Bob's hand is Evolution, Flight
    And the age 7 pile is nothing
    And the age 8 pile is Antibiotics
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-loom-shared
  @assumes:dogma.sharing_bonus=true @assumes:echoes.echo_effects_earn_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Loom shared: Bob and then Alice score one of their tied lowest top cards; with one score card each, nobody returns any
    Given a 2-player game
    And Alice's red pile is Loom
    And Alice's yellow pile is Canning
    And Bob's red pile is Coal
    And Bob's blue pile is Chemistry
    And the age 6 pile is Atomic Theory
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Loom
    And Bob scores Chemistry
    And Alice scores Canning
    Then Bob's score pile is Chemistry
    And Alice's score pile is Canning
    And Bob's achievements are nothing
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-hot-air-balloon-shared
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Hot Air Balloon shared: Bob and then Alice score a 7; nobody holds an achievement, so each draws and melds a 7
    Given a 2-player game
    And Alice's green pile is Hot Air Balloon
    And Alice's blue pile is Atomic Theory
    And Bob's blue pile is Tools
    And Bob's green pile is Paper
    And Bob's red pile is Optics
    And the age 7 pile is Evolution, Bicycle, Railroad, Lighting
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Hot Air Balloon
    Then Bob's score pile is Evolution
    And Alice's score pile is Bicycle
    And Bob's purple pile is Railroad
    And Alice's purple pile is Lighting
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-dentures-shared
  @assumes:dogma.sharing_bonus=true @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2
  Scenario: Dentures shared: Bob and then Alice tuck a 6 under a pile of one and score its top card
    Given a 2-player game
    And Alice's yellow pile is Dentures
    And Alice's red pile is Industrialization
    And Bob's red pile is Coal
    And Bob's yellow pile is Steam Engine
    And Bob's blue pile is Chemistry
    And the age 6 pile is Atomic Theory, Machine Tools, Democracy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Dentures
    Then Bob's blue pile is Atomic Theory
    And Bob's score pile is Chemistry
    And Alice's red pile is Machine Tools
    And Alice's score pile is Industrialization
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-morphine-shared
  @assumes:dogma.sharing_bonus=true @assumes:echoes.echo_effects_earn_bonus=true
  @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2 @assumes:cards.readings.morphine_nothing_returned=draws-nothing
  Scenario: Morphine shared: Bob scores his odd card and is not affected by the demand; nothing was returned, so nobody draws
    Given a 2-player game
    And Alice's yellow pile is Morphine
    And Alice's blue pile is Atomic Theory
    And Bob's blue pile is Tools
    And Bob's green pile is Paper
    And Bob's red pile is Optics
    And Bob has Alchemy in hand
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Morphine
    Then Bob's score pile is Alchemy
    And Bob's hand is nothing
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-indian-clubs-shared
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Indian Clubs shared: Bob, with more leaves, is not affected and scores his hand 5 for the 5 in his score pile
    Given a 2-player game
    And Alice's purple pile is Indian Clubs
    And Alice's yellow pile is Vaccination
    And Bob's yellow pile is Agriculture
    And Bob's blue pile is Pottery
    And Bob has Coal in the score pile
    And Bob has Physics, Tools in hand
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Indian Clubs
    Then Bob's score pile is Coal, Physics
    And Bob's hand is Tools
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-kaleidoscope-shared
  @assumes:dogma.sharing_bonus=true @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2
  Scenario: Kaleidoscope shared: Bob melds a 7 and junks the achievement of his six lightbulbs; Alice junks the one of her five
    Given a 2-player game
    And Alice's purple pile is Kaleidoscope
    And Alice's blue pile is Atomic Theory
    And Bob's purple pile is Philosophy
    And Bob's blue pile is Mathematics
    And the standard achievements are Coal, Canning
    And the age 7 pile is Evolution, Bicycle
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Kaleidoscope
    And Bob declines
    Then Bob's blue pile is Evolution, Mathematics
    And Alice's green pile is Bicycle
    And the junk pile holds Canning, Coal
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used
