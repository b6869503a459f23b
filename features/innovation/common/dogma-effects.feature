# Transcribes the vocabulary of card effects: return, score, transfer, exchange, remove, value,
# highest, bottom, "draw and ...", and doing as much as you can.
#   innovation-deluxe.pt.txt, Termos e Conceitos Importantes: Return, Score, Transfer, Valor;
#   innovation-iello.ko.txt, 렉시콘 (lexicon: bottom, high/low, value, influence) and 도그마 효과
#     (dogma effects: discard, draw and..., exchange, recycle, score, transfer) and 전설 (legend);
#   innovation-bga-gamehelp.fr.txt, Vocabulaire (Comptabiliser, Défausser, Recycler) and La règle
#     d'or (the golden rule and its consequences).
Feature: The vocabulary of effects

  @id:dogma-return-order-chosen
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-return @rule:dx-return-order @rule:ie-recycle @rule:bga-recycle
  Scenario: Returned cards go under their supply pile, in the order their owner chooses
    # Railroad features the clock: Alice shows 2, the others none.
    Given a 4-player game
    And Alice's purple pile is Railroad
    And Alice has Sailing, Writing in hand
    And Bob's red pile is Oars
    And Carol's red pile is Archery
    And Dave's yellow pile is Masonry
    And the age 1 pile is Clothing
    And the age 6 pile is Canning, Vaccination, Democracy, Emancipation
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Railroad
    When Alice returns Writing then Sailing
    Then the age 1 pile is Clothing, Writing, Sailing
    And Alice's hand is Canning, Vaccination, Democracy
    And the age 6 pile is Emancipation
    And Alice is to act with no decision pending

  @id:dogma-return-refills-empty-age
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-return-refill @rule:dx-return @rule:ie-recycle
  Scenario: A card returned to an empty age makes it non-empty again, so the next draw of that age takes it
    # Pottery features the leaf: Alice shows 3, the others none. Alice returns two cards, so she
    # draws and scores a 2: the age-2 pile was empty until her Calendar went under it.
    Given a 4-player game
    And Alice's blue pile is Pottery
    And Alice has Calendar, Optics, Invention in hand
    And Bob's red pile is Oars
    And Carol's red pile is Archery
    And Dave's yellow pile is Masonry
    And the age 1 pile is Clothing
    And the age 2 pile is nothing
    And the age 3 pile is Alchemy
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Pottery
    Then Alice may return up to 3 of Calendar, Optics, Invention
    When Alice chooses Calendar, Optics
    Then Alice's score pile is Calendar
    And the age 2 pile is nothing
    And the age 3 pile is Alchemy, Optics
    And Alice's hand is Invention, Clothing
    And Alice is to act with no decision pending

  @id:dogma-score-adds-value
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-score @rule:ie-score @rule:bga-score @rule:ie-influence-total
  Scenario: A scored card joins the score pile, whose total value is the player's score
    # Philosophy features the lightbulb: Alice shows 3, Carol 1, Bob and Dave none. 8 points plus Calendar
    # make 10, enough for the age-2 achievement.
    Given a 4-player game
    And Alice's purple pile is Philosophy
    And Alice has Optics, Alchemy, Sailing, Writing in the score pile
    And Alice has Calendar in hand
    And Bob's red pile is Oars
    And Carol's red pile is Archery
    And Dave's yellow pile is Masonry
    And the standard achievements are Metalworking, Construction, Engineering
    And it is Alice's turn 5 with every action left
    Then Alice may achieve ages 1
    When Alice performs the dogma of Philosophy
    Then Alice may score up to 1 of Calendar
    When Alice scores Calendar
    Then Alice's score pile is Optics, Alchemy, Sailing, Writing, Calendar
    And Alice's hand is nothing
    And Alice may achieve ages 1, 2
    And Alice is to act with no decision pending

  @id:dogma-transfer-onto-board
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-transfer @rule:ie-transfer-board @rule:dx-dogma-count-once
  Scenario: A card transferred to a board goes on top of that board's pile of its colour
    # Enterprise features the crown: Alice shows 3, Bob 2, Carol and Dave 3 each. Bob's Sailing
    # gives Alice 5 crowns, but Carol and Dave, counted once at the start, still do not suffer
    # the demand.
    Given a 4-player game
    And Alice's purple pile is Enterprise
    And Alice's green pile is The Wheel
    And Bob's green pile is Sailing
    And Carol's blue pile is Translation
    And Dave's green pile is Navigation
    And the age 4 pile is Anatomy, Perspective
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Enterprise
    Then Alice's green pile is Sailing, The Wheel
    And Alice shows 5 crown
    And Bob's green pile is nothing
    And Bob's yellow pile is Anatomy
    And Carol's blue pile is Translation
    And Dave's green pile is Navigation
    And the age 4 pile is Perspective
    And Alice may splay up to 1 of green
    When Alice declines
    Then Alice's green pile is Sailing, The Wheel
    And nobody gets the sharing bonus
    And Alice is to act with no decision pending

  @id:dogma-exchange-uneven
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-exchange @rule:bga-exchange @rule:ie-highest-all
  Scenario: Exchanges need not be even, and "all highest" takes every card of the top value
    # Machinery features the leaf: Alice and Carol show 2 each, Bob and Dave none. Bob's empty
    # hand is exchanged for every card tied for highest in Alice's hand: her two 7s (the Iello
    # example hand). Then Dave's one card is exchanged for her three 5s.
    Given a 4-player game
    And Alice's yellow pile is Machinery
    And Alice has Bicycle, Lighting, Coal, Banking, Physics in hand
    And Bob's red pile is Archery
    And Bob has nothing in hand
    And Carol's blue pile is Calendar
    And Dave's blue pile is Writing
    And Dave has Clothing in hand
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Machinery
    Then Bob's hand is Bicycle, Lighting
    And Dave's hand is Coal, Banking, Physics
    And Alice's hand is Clothing
    And Carol's hand is nothing
    And Alice is to act with no decision pending

  @id:dogma-three-highest
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-highest-all
  Scenario: "The three highest cards" may mix values: both 7s and one 5 of the giver's choice
    # Explosives features the factory: Alice shows 3, the others none.
    Given a 4-player game
    And Alice's red pile is Explosives
    And Bob's red pile is Archery
    And Bob has Bicycle, Lighting, Coal, Banking, Physics in hand
    And Carol's red pile is Oars
    And Dave's blue pile is Writing
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Explosives
    Then Bob must transfer 1 of Coal, Banking, Physics
    When Bob answers Bicycle
    Then the move is rejected as illegal_move
    When Bob transfers Banking
    Then Alice's hand is Bicycle, Lighting, Banking
    And Bob's hand is Coal, Physics
    And Alice is to act with no decision pending

  @id:dogma-value-of-missing-card
  @assumes:actions.per_turn>=2 @assumes:dogma.missing_value=0 @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-value-zero @rule:ie-value-zero
  Scenario: The value of a top card one does not have is 0
    # Printing Press features the lightbulb: Alice shows 2, Carol 1, Bob and Dave none. With no purple
    # pile, "the value of your top purple card plus 2" is 2.
    Given a 4-player game
    And Alice's blue pile is Printing Press
    And Alice has Optics in the score pile
    And Bob's red pile is Oars
    And Carol's red pile is Archery
    And Dave's yellow pile is Masonry
    And the age 2 pile is Calendar
    And the age 3 pile is Alchemy
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Printing Press
    Then Alice may return up to 1 of Optics
    When Alice returns Optics
    Then Alice's hand is Calendar
    And Alice's score pile is nothing
    And the age 3 pile is Alchemy, Optics
    And Alice is to act with no decision pending

  @id:dogma-draw-and-meld-the-drawn-card
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-draw-and
  Scenario: "Draw and meld" melds the card just drawn, never another card from hand
    # Sailing features the crown: Alice shows 2, the others none.
    Given a 4-player game
    And Alice's green pile is Sailing
    And Alice has Writing in hand
    And Bob's red pile is Archery
    And Carol's yellow pile is Masonry
    And Dave's blue pile is Tools
    And the age 1 pile is Metalworking, Clothing
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Sailing
    Then Alice's red pile is Metalworking
    And Alice's blue pile is nothing
    And Alice's hand is Writing
    And the age 1 pile is Clothing
    And Alice is to act with no decision pending

  @id:dogma-effect-draw-skips-empty-age
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-draw-empty-effect @rule:bga-draw-effects
  Scenario: An effect that draws from an empty age takes the next non-empty age
    # Writing features the lightbulb: Alice shows 2, Carol 1, Bob and Dave none.
    Given a 4-player game
    And Alice's blue pile is Writing
    And Bob's red pile is Oars
    And Carol's red pile is Archery
    And Dave's yellow pile is Masonry
    And the age 2 pile is nothing
    And the age 3 pile is Optics, Alchemy
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Writing
    Then Alice's hand is Optics
    And the age 3 pile is Alchemy
    And Alice is to act with no decision pending

  @id:dogma-bottom-of-single-card-pile
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-bottom @rule:dx-tuck @rule:ie-archive @rule:bga-archive
  Scenario: The only card of a pile is also its bottom card; a tucked card of a new colour starts a pile
    # Steam Engine features the factory: Alice shows 2, the others none. The two 4s are tucked
    # into new piles, then the bottom yellow card, Steam Engine itself, is scored.
    Given a 4-player game
    And Alice's yellow pile is Steam Engine
    And Bob's red pile is Oars
    And Carol's red pile is Archery
    And Dave's yellow pile is Masonry
    And the age 4 pile is Experimentation, Colonialism, Anatomy
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Steam Engine
    Then Alice's blue pile is Experimentation
    And Alice's red pile is Colonialism
    And Alice's yellow pile is nothing
    And Alice's score pile is Steam Engine
    And the age 4 pile is Anatomy
    And Alice is to act with no decision pending

  @id:dogma-bottom-of-splayed-pile
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-bottom
  Scenario: The bottom card of a splayed pile is its last card
    Given a 4-player game
    And Alice's yellow pile is Steam Engine, Agriculture, Domestication splayed left
    And Bob's red pile is Oars
    And Carol's red pile is Archery
    And Dave's yellow pile is Masonry
    And the age 4 pile is Experimentation, Colonialism, Anatomy
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Steam Engine
    Then Alice's yellow pile is Steam Engine, Agriculture splayed left
    And Alice's score pile is Domestication
    And Alice is to act with no decision pending

  @id:dogma-removed-from-game
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=11
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-discard @rule:bga-remove
  Scenario: Fission's red 10 removes every card of every hand, board and score pile; achievements stay
    # Fission features the clock: Alice and Carol show 3 each, Bob and Dave none. Bob suffers
    # the demand first and reveals a red 10: the dogma action ends there.
    Given a 4-player game
    And Alice's red pile is Fission
    And Alice has Sailing in hand
    And Alice has Optics in the score pile
    And Alice has achievements Archery
    And Bob's blue pile is Writing
    And Bob has Calendar in hand
    And Carol's blue pile is Quantum Theory
    And Dave's yellow pile is Agriculture
    And Dave has Mathematics in the score pile
    And the age 10 pile is Miniaturization, Robotics
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Fission
    Then Bob revealed Miniaturization
    And Alice's board is empty
    And Bob's board is empty
    And Carol's board is empty
    And Dave's board is empty
    And Alice's hand is nothing
    And Bob's hand is nothing
    And Alice's score pile is nothing
    And Dave's score pile is nothing
    And Alice's achievements are Archery
    And Fission, Sailing, Optics, Writing, Calendar, Quantum Theory, Agriculture, Mathematics, Miniaturization are out of the game
    And the age 10 pile is Robotics
    And it is Alice's turn 5 with one action used
    And Alice is to act with no decision pending

  @id:dogma-as-many-as-you-can
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:bga-golden-rule @rule:bga-not-enough @rule:ie-transfer-as-much
  Scenario: Asked for two cards with only one in hand, the player gives that one and goes on
    # Construction features the castle: Alice shows 3, Bob none, Carol and Dave 3 each.
    Given a 4-player game
    And Alice's red pile is Construction
    And Bob's blue pile is Writing
    And Bob has Sailing in hand
    And Carol's purple pile is Mysticism
    And Dave's green pile is The Wheel
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Construction
    Then Alice's hand is Sailing
    And Bob's hand is Calendar
    And the age 2 pile is Mathematics
    And Alice is to act with no decision pending

  @id:dogma-named-value-absent
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-transfer-value @rule:bga-golden-rule
  Scenario: When the value an effect names is missing, nothing moves: no higher card in its place
    # Mapmaking features the crown: Alice shows 2, the others none. Bob has no 1 to give.
    Given a 4-player game
    And Alice's green pile is Mapmaking
    And Bob's blue pile is Tools
    And Bob has Calendar, Optics in the score pile
    And Carol's red pile is Archery
    And Dave's yellow pile is Masonry
    And the age 1 pile is Clothing
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Mapmaking
    Then Bob's score pile is Calendar, Optics
    And Alice's score pile is nothing
    And the age 1 pile is Clothing
    And Alice is to act with no decision pending

  @id:dogma-may-return-three
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:bga-may-three
  Scenario: "You may return three cards" cannot be taken with only two in hand
    # Tools features the lightbulb: Alice shows 2, Carol 1, Bob and Dave none. Its first effect is not
    # offered; the first decision is the second effect's (return a 3).
    Given a 4-player game
    And Alice's blue pile is Tools
    And Alice has Optics, Sailing in hand
    And Bob's red pile is Oars
    And Carol's red pile is Archery
    And Dave's yellow pile is Masonry
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Tools
    Then Alice may return up to 1 of Optics
    When Alice declines
    Then Alice's hand is Optics, Sailing
    And Alice's blue pile is Tools
    And it is Alice's turn 5 with one action used
    And Alice is to act with no decision pending
