# The age-5 base cards, each effect and branch, from exact positions: Chemistry, Physics, Coal,
# The Pirate Code, Banking, Measurement, Statistics, Steam Engine, Astronomy and Societies.
# Card texts: engine/data/cards/base.json (our own words); rulebook terms: innovation-deluxe.pt.txt,
# Termos e Conceitos Importantes. Measurement, Statistics and Societies read differently in the
# first and the third edition: their changed effects have one scenario per wording, tagged with
# the variants of that wording. Icon counts are the visible icons of the card's featured icon;
# piles are listed top card first.
Feature: Age 5 base cards

  # --- Chemistry ------------------------------------------------------------------------------------

  @id:card-base-chemistry-shared-splay-draw-highest-plus-1-score-return
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Chemistry shared: blue splayed right; each draws and scores (highest top card + 1), then returns a score card
    # Chemistry features the factory: Alice shows 5, Bob 5 (Machine Tools 3, Steam Engine 2) and
    # shares. Bob has no blue pile. His highest top card is a 6: he scores a 7, his only score card,
    # and returns it unasked.
    Given a 2-player game
    And Alice's blue pile is Chemistry, Tools
    And Alice's red pile is Coal
    And Alice has Oars in the score pile
    And Bob's red pile is Machine Tools
    And Bob's yellow pile is Steam Engine
    And the age 1 pile is nothing
    And the age 5 pile is Physics, Banking
    And the age 6 pile is Atomic Theory, Canning
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Chemistry
    Then Alice may splay up to 1 of blue
    When Alice splays blue
    Then Alice's blue pile is Chemistry, Tools splayed right
    And Bob's score pile is nothing
    And the age 7 pile is Lighting
    And Alice must return 1 of Oars, Atomic Theory
    When Alice returns Oars
    Then Alice's score pile is Atomic Theory
    And Alice's hand is Physics
    And Bob's hand is nothing
    And Bob's red pile is Machine Tools
    And Bob's yellow pile is Steam Engine
    And the age 1 pile is Oars
    And the age 5 pile is Banking
    And the age 6 pile is Canning
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with one action used

  @id:card-base-chemistry-declined-scored-card-returned
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Chemistry: the splay declined; the 6 just scored is the only score card, so it goes back
    # Chemistry features the factory: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's blue pile is Chemistry, Tools
    And Bob's blue pile is Writing
    And the age 6 pile is Atomic Theory, Canning
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Chemistry
    Then Alice may splay up to 1 of blue
    When Alice declines
    Then Alice's blue pile is Chemistry, Tools
    And Alice's score pile is nothing
    And Alice's hand is nothing
    And the age 6 pile is Canning, Atomic Theory
    And it is Alice's turn 4 with one action used

  # --- Physics --------------------------------------------------------------------------------------

  @id:card-base-physics-shared-three-colours-kept-shared-colour-returns-all
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Physics shared: Bob's three 6s differ in colour and stay; two of Alice's are green, so her whole hand goes back
    # Physics features the lightbulb: Alice shows 5, Bob 5 and shares. Alice's Tools goes back
    # alone; she orders her three 6s (the first goes under first).
    Given a 2-player game
    And Alice's blue pile is Physics
    And Alice's purple pile is Philosophy
    And Alice has Tools in hand
    And Bob's blue pile is Experimentation
    And Bob's green pile is Paper
    And Bob has Oars in hand
    And the age 1 pile is nothing
    And the age 5 pile is Coal, Banking
    And the age 6 pile is Atomic Theory, Canning, Democracy, Encyclopedia, Metric System, Classification, Vaccination
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Physics
    Then Bob's hand is Oars, Atomic Theory, Canning, Democracy
    When Alice returns Classification then Encyclopedia then Metric System
    Then Alice's hand is Coal
    And Bob's hand is Oars, Atomic Theory, Canning, Democracy
    And the age 1 pile is Tools
    And the age 5 pile is Banking
    And the age 6 pile is Vaccination, Classification, Encyclopedia, Metric System
    And it is Alice's turn 4 with one action used

  @id:card-base-physics-first-and-third-share-colour-not-shared
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Physics not shared: the first and third 6s are both blue, so Alice returns her whole hand
    # Physics features the lightbulb: Alice shows 2, Bob 1 (Archery): no sharing. The 6s go back
    # in Alice's order; her 1 goes back alone.
    Given a 2-player game
    And Alice's blue pile is Physics
    And Alice has Oars in hand
    And Bob's red pile is Archery
    And Bob has Tools in hand
    And the age 1 pile is Agriculture
    And the age 6 pile is Atomic Theory, Canning, Encyclopedia, Vaccination
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Physics
    When Alice returns Encyclopedia then Canning then Atomic Theory
    Then Alice's hand is nothing
    And Bob's hand is Tools
    And the age 1 pile is Agriculture, Oars
    And the age 6 pile is Vaccination, Encyclopedia, Canning, Atomic Theory
    And it is Alice's turn 4 with one action used

  # --- Coal -----------------------------------------------------------------------------------------

  @id:card-base-coal-shared-tuck-splay-score-top-and-beneath
  @assumes:actions.empty_board_draw_age=1 @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Coal shared: each tucks a 5; Alice splays red right, then scores Coal and the card beneath it
    # Coal features the factory: Alice shows 3, Bob 4 and shares. Bob has no red pile and declines
    # to score. Alice's board is then empty: her sharing bonus is a 1.
    Given a 2-player game
    And Alice's red pile is Coal
    And Bob's blue pile is Chemistry
    And Bob's yellow pile is Steam Engine
    And the age 1 pile is Sailing, Tools
    And the age 5 pile is Banking, The Pirate Code, Physics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Coal
    Then Bob's green pile is Banking
    And Alice's red pile is Coal, The Pirate Code
    And Alice may splay up to 1 of red
    When Alice splays red
    Then Alice's red pile is Coal, The Pirate Code splayed right
    And Bob may score up to 1 of Chemistry, Banking, Steam Engine
    When Bob declines
    Then Alice may score up to 1 of Coal
    When Alice scores Coal
    Then Alice's score pile is Coal, The Pirate Code
    And Alice's board is empty
    And Alice's hand is Sailing
    And Bob's score pile is nothing
    And Bob's blue pile is Chemistry
    And Bob's green pile is Banking
    And Bob's yellow pile is Steam Engine
    And the age 1 pile is Tools
    And the age 5 pile is Physics
    And it is Alice's turn 4 with one action used

  @id:card-base-coal-score-top-card-nothing-beneath
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Coal not shared: a single-card pile scored takes nothing with it; a one-card red pile is not offered a splay
    # Coal features the factory: Alice shows 3, Bob none.
    Given a 2-player game
    And Alice's red pile is Coal
    And Alice's blue pile is Tools
    And Bob's blue pile is Writing
    And the age 5 pile is Banking, Physics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Coal
    Then Alice may score up to 1 of Tools, Coal, Banking
    When Alice scores Tools
    Then Alice's score pile is Tools
    And Alice's blue pile is nothing
    And Alice's red pile is Coal
    And Alice's green pile is Banking
    And Bob's blue pile is Writing
    And the age 5 pile is Physics
    And it is Alice's turn 4 with one action used

  # --- The Pirate Code ------------------------------------------------------------------------------

  @id:card-base-the-pirate-code-two-cards-then-shared-lowest-crown-scored
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: The Pirate Code: Bob gives two cards of value 4 or less, so the sharer and Alice each score their lowest top crown card
    # The Pirate Code features the crown: Alice shows 8, Bob none (affected), Carol 10 (shares).
    # Bob's Coal (a 5) is not offered. Carol's lowest crown card, City States (1), goes unasked;
    # Alice ties Writing and Code of Laws at 1.
    Given a 3-player game
    And Alice's blue pile is Writing
    And Alice's red pile is The Pirate Code
    And Alice's green pile is Navigation
    And Alice's purple pile is Code of Laws
    And Bob's yellow pile is Agriculture
    And Bob has Oars, Calendar, Anatomy, Coal, Alchemy in the score pile
    And Carol's blue pile is Translation
    And Carol's red pile is Optics
    And Carol's green pile is Mapmaking
    And Carol's purple pile is City States
    And the age 5 pile is Physics, Banking
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of The Pirate Code
    Then Bob must transfer 2 of Oars, Calendar, Anatomy, Alchemy
    When Bob transfers Calendar, Alchemy
    Then Carol's score pile is City States
    And Carol's purple pile is nothing
    And Alice must score 1 of Writing, Code of Laws
    When Alice scores Code of Laws
    Then Alice's score pile is Calendar, Alchemy, Code of Laws
    And Alice's purple pile is nothing
    And Alice's blue pile is Writing
    And Alice's hand is Physics
    And Bob's score pile is Oars, Anatomy, Coal
    And Carol's blue pile is Translation
    And the age 5 pile is Banking
    And it is Alice's turn 4 with one action used

  @id:card-base-the-pirate-code-nothing-transferred-nothing-scored
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: The Pirate Code: Bob holds only 5s, gives nothing, and Alice scores no top card
    # The Pirate Code features the crown: Alice shows 8, Bob none (affected).
    Given a 2-player game
    And Alice's blue pile is Writing
    And Alice's red pile is The Pirate Code
    And Alice's green pile is Navigation
    And Alice's purple pile is Code of Laws
    And Bob has Coal, Physics in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of The Pirate Code
    Then Alice's score pile is nothing
    And Alice's blue pile is Writing
    And Alice's purple pile is Code of Laws
    And Bob's score pile is Coal, Physics
    And it is Alice's turn 4 with one action used

  @id:card-base-the-pirate-code-one-card-only
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: The Pirate Code: Bob has one card of value 4 or less and gives just that one; the sharer with equal crowns keeps hers and scores too
    # The Pirate Code features the crown: Alice shows 3 (Writing 1, The Pirate Code 2), Bob none
    # (affected), Carol 3 (Mapmaking 2, Domestication 1): not affected, shares. Carol's lowest crown
    # card is Domestication (1), Alice's is Writing (1).
    Given a 3-player game
    And Alice's blue pile is Writing
    And Alice's red pile is The Pirate Code
    And Bob has Oars, Coal in the score pile
    And Carol's green pile is Mapmaking
    And Carol's yellow pile is Domestication
    And Carol has Tools in the score pile
    And the age 5 pile is Physics, Banking
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of The Pirate Code
    Then Alice's score pile is Oars, Writing
    And Alice's blue pile is nothing
    And Alice's red pile is The Pirate Code
    And Bob's score pile is Coal
    And Carol's score pile is Tools, Domestication
    And Carol's yellow pile is nothing
    And Carol's green pile is Mapmaking
    And Alice's hand is Physics
    And the age 5 pile is Banking
    And it is Alice's turn 4 with one action used

  # --- Banking --------------------------------------------------------------------------------------

  @id:card-base-banking-factory-card-to-board-draw-score-5-shared-splay
  @assumes:actions.per_turn>=2 @assumes:dogma.icon_count_once=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Banking: Bob moves a top non-green factory card onto Alice's board and draws and scores a 5; both others splay green right
    # Banking features the crown: Alice shows 5, Bob 3 (affected), Carol 5 (shares). Bob's green
    # Metric System is not offered.
    Given a 3-player game
    And Alice's green pile is Banking, Sailing
    And Alice's purple pile is Enterprise
    And Bob's red pile is Coal
    And Bob's green pile is Metric System
    And Bob's yellow pile is Steam Engine
    And Carol's green pile is Navigation, Mapmaking
    And Carol's purple pile is Code of Laws
    And the age 5 pile is Physics, Astronomy, Chemistry
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Banking
    Then Bob must transfer 1 of Coal, Steam Engine
    When Bob transfers Steam Engine
    Then Alice's yellow pile is Steam Engine
    And Bob's score pile is Physics
    And Carol may splay up to 1 of green
    When Carol splays green
    Then Alice may splay up to 1 of green
    When Alice splays green
    Then Alice's green pile is Banking, Sailing splayed right
    And Alice's purple pile is Enterprise
    And Alice's hand is Astronomy
    And Bob's red pile is Coal
    And Bob's green pile is Metric System
    And Bob's yellow pile is nothing
    And Carol's green pile is Navigation, Mapmaking splayed right
    And Carol's score pile is nothing
    And the age 5 pile is Chemistry
    And it is Alice's turn 4 with one action used

  @id:card-base-banking-no-factory-card-no-draw
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Banking: an affected player without a top factory card gives nothing and draws nothing
    # Banking features the crown: Alice shows 2, Bob 1 (Writing; affected).
    Given a 2-player game
    And Alice's green pile is Banking
    And Bob's blue pile is Writing
    And the age 5 pile is Physics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Banking
    Then Bob's blue pile is Writing
    And Bob's score pile is nothing
    And Alice's blue pile is nothing
    And the age 5 pile is Physics
    And it is Alice's turn 4 with one action used

  # --- Measurement ----------------------------------------------------------------------------------

  @id:card-base-measurement-third-edition-reveal-return-splay-its-colour
  @assumes:actions.per_turn>=2 @assumes:cards.wording=third-edition @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @deluxe @bga-third
  Scenario: Measurement, third edition: the returned card's colour is splayed right and the size of that pile is drawn
    # Measurement features the lightbulb: Alice shows 5, Bob 5 and shares. Bob's Archery is red and
    # he has no red pile: no splay, a pile of 0 draws a 1. Alice's blue pile holds 3 cards: a 3.
    Given a 2-player game
    And Alice's blue pile is Experimentation, Tools, Writing
    And Alice's green pile is Measurement
    And Alice has Mathematics, Oars in hand
    And Bob's purple pile is Philosophy
    And Bob's green pile is Paper
    And Bob has Archery in hand
    And the age 1 pile is Agriculture
    And the age 2 pile is nothing
    And the age 3 pile is Alchemy
    And the age 5 pile is Coal, Banking
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Measurement
    Then Bob may return up to 1 of Archery
    When Bob returns Archery
    Then Bob revealed Archery
    And Bob's hand is Agriculture
    And Alice may return up to 1 of Mathematics, Oars
    When Alice returns Mathematics
    Then Alice's blue pile is Experimentation, Tools, Writing splayed right
    And Alice's hand is Oars, Alchemy, Coal
    And Bob's hand is Agriculture
    And Bob's purple pile is Philosophy
    And Bob's green pile is Paper
    And the age 1 pile is Archery
    And the age 2 pile is Mathematics
    And the age 3 pile is nothing
    And the age 5 pile is Banking
    And it is Alice's turn 4 with one action used

  @id:card-base-measurement-first-edition-return-then-any-colour
  @assumes:actions.per_turn>=2 @assumes:cards.wording=first-edition @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @bga-first
  Scenario: Measurement, first edition: after a return, any colour is chosen, splayed right, and its pile size drawn
    # Measurement features the lightbulb: Alice shows 5, Bob 5 and shares. Bob picks purple, a
    # one-card pile: no splay, a 1 drawn. Alice returns Oars yet splays blue (3 cards): a 3.
    Given a 2-player game
    And Alice's blue pile is Experimentation, Tools, Writing
    And Alice's green pile is Measurement
    And Alice has Mathematics, Oars in hand
    And Bob's purple pile is Philosophy
    And Bob's green pile is Paper
    And Bob has Archery in hand
    And the age 1 pile is Agriculture
    And the age 2 pile is nothing
    And the age 3 pile is Alchemy
    And the age 5 pile is Coal, Banking
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Measurement
    Then Bob may return up to 1 of Archery
    When Bob returns Archery
    Then Bob must choose 1 of blue, red, green, yellow, purple
    When Bob chooses purple
    Then Bob's purple pile is Philosophy
    And Bob's hand is Agriculture
    And Alice may return up to 1 of Mathematics, Oars
    When Alice returns Oars
    Then Alice must choose 1 of blue, red, green, yellow, purple
    When Alice chooses blue
    Then Alice's blue pile is Experimentation, Tools, Writing splayed right
    And Alice's hand is Mathematics, Alchemy, Coal
    And Bob's hand is Agriculture
    And Bob's green pile is Paper
    And the age 1 pile is Archery, Oars
    And the age 2 pile is nothing
    And the age 3 pile is nothing
    And the age 5 pile is Banking
    And it is Alice's turn 4 with one action used

  @id:card-base-measurement-declined
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Measurement declined: nothing returned, splayed or drawn
    # Measurement features the lightbulb: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's green pile is Measurement, Sailing
    And Alice has Oars in hand
    And the age 1 pile is Agriculture
    And the age 2 pile is Mathematics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Measurement
    Then Alice may return up to 1 of Oars
    When Alice declines
    Then Alice's hand is Oars
    And Alice's green pile is Measurement, Sailing
    And the age 1 pile is Agriculture
    And the age 2 pile is Mathematics
    And it is Alice's turn 4 with one action used

  # --- Statistics -----------------------------------------------------------------------------------

  @id:card-base-statistics-third-edition-every-highest-to-hand
  @assumes:actions.per_turn>=2 @assumes:cards.wording=third-edition @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @deluxe @bga-third
  Scenario: Statistics, third edition: Bob moves both of his tied highest score cards to his hand; the sharer splays yellow right
    # Statistics features the leaf: Alice shows 5, Bob none (affected), Carol 5 (shares).
    Given a 3-player game
    And Alice's yellow pile is Statistics, Agriculture
    And Alice's blue pile is Pottery
    And Bob's red pile is Archery
    And Bob has Oars, Calendar, Mathematics in the score pile
    And Carol's yellow pile is Anatomy, Fermenting
    And Carol's green pile is Clothing
    And the age 5 pile is Coal, Physics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Statistics
    Then Bob's hand is Calendar, Mathematics
    And Bob's score pile is Oars
    And Carol may splay up to 1 of yellow
    When Carol splays yellow
    Then Alice may splay up to 1 of yellow
    When Alice declines
    Then Alice's yellow pile is Statistics, Agriculture
    And Alice's hand is Coal
    And Alice's score pile is nothing
    And Carol's yellow pile is Anatomy, Fermenting splayed right
    And Bob's hand is Calendar, Mathematics
    And Bob's score pile is Oars
    And the age 5 pile is Physics
    And it is Alice's turn 4 with one action used

  @id:card-base-statistics-first-edition-repeats-while-hand-holds-one
  @assumes:actions.per_turn>=2 @assumes:cards.wording=first-edition @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @bga-first
  Scenario: Statistics, first edition: one highest card at a time, again while Bob's hand holds exactly one card
    # Statistics features the leaf: Alice shows 5, Bob none (affected), Carol 5 (shares). After the
    # first card Bob holds one card: the demand repeats, Calendar now alone at the top; with two
    # cards in hand it stops.
    Given a 3-player game
    And Alice's yellow pile is Statistics, Agriculture
    And Alice's blue pile is Pottery
    And Bob's red pile is Archery
    And Bob has Oars, Calendar, Mathematics in the score pile
    And Carol's yellow pile is Anatomy, Fermenting
    And Carol's green pile is Clothing
    And the age 5 pile is Coal, Physics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Statistics
    Then Bob must transfer 1 of Calendar, Mathematics
    When Bob transfers Mathematics
    Then Bob's hand is Mathematics, Calendar
    And Bob's score pile is Oars
    And Carol may splay up to 1 of yellow
    When Carol splays yellow
    Then Alice may splay up to 1 of yellow
    When Alice splays yellow
    Then Alice's yellow pile is Statistics, Agriculture splayed right
    And Alice's hand is Coal
    And Carol's yellow pile is Anatomy, Fermenting splayed right
    And Bob's hand is Mathematics, Calendar
    And Bob's score pile is Oars
    And the age 5 pile is Physics
    And it is Alice's turn 4 with one action used

  @id:card-base-statistics-first-edition-no-repeat-with-card-in-hand
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @bga-first
  Scenario: Statistics, first edition: Bob already holds a card, so after one move his hand holds two and the demand ends
    # Statistics features the leaf: Alice shows 2, Bob none (affected).
    Given a 2-player game
    And Alice's yellow pile is Statistics
    And Bob has Tools in hand
    And Bob has Oars, Calendar in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Statistics
    Then Bob's hand is Tools, Calendar
    And Bob's score pile is Oars
    And Alice's hand is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-statistics-first-edition-repeat-empties-score-pile
  @assumes:actions.per_turn>=2 @assumes:cards.wording=first-edition @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @bga-first
  Scenario: Statistics, first edition: from an empty hand, the single highest card moves, then the demand repeats for the next
    # Statistics features the leaf: Alice shows 2, Bob none (affected). Calendar alone in hand: the
    # demand repeats and Oars follows; two cards in hand end it.
    Given a 2-player game
    And Alice's yellow pile is Statistics
    And Bob has Oars, Calendar in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Statistics
    Then Bob's hand is Calendar, Oars
    And Bob's score pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-base-statistics-third-edition-no-repeat-single-highest
  @assumes:actions.per_turn>=2 @assumes:cards.wording=third-edition @assumes:splay.unsplay_small_piles=true
  @deluxe @bga-third
  Scenario: Statistics, third edition: a single highest card moves and nothing repeats, even with one card in hand
    # Statistics features the leaf: Alice shows 2, Bob none (affected).
    Given a 2-player game
    And Alice's yellow pile is Statistics
    And Bob has Oars, Calendar in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Statistics
    Then Bob's hand is Calendar
    And Bob's score pile is Oars
    And it is Alice's turn 4 with one action used

  # --- Steam Engine ---------------------------------------------------------------------------------

  @id:card-base-steam-engine-shared-tuck-two-4s-score-bottom-yellow
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Steam Engine shared: each tucks two 4s, then scores the bottom card of the yellow pile
    # Steam Engine features the factory: Alice shows 2, Bob 3 (Coal) and shares. Bob's yellow pile
    # is only the tucked Anatomy; Alice's bottom yellow card is the tucked Perspective.
    Given a 2-player game
    And Alice's yellow pile is Steam Engine
    And Bob's red pile is Coal
    And the age 4 pile is Anatomy, Gunpowder, Perspective, Invention, Navigation
    And the age 5 pile is Physics, Banking
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Steam Engine
    Then Bob's score pile is Anatomy
    And Bob's red pile is Coal, Gunpowder
    And Bob's yellow pile is nothing
    And Alice's score pile is Perspective
    And Alice's yellow pile is Steam Engine
    And Alice's green pile is Invention
    And Alice's hand is Physics
    And the age 4 pile is Navigation
    And the age 5 pile is Banking
    And it is Alice's turn 4 with one action used

  @id:card-base-steam-engine-scores-itself
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Steam Engine scores itself when no yellow card is tucked under it
    # Steam Engine features the factory: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's yellow pile is Steam Engine
    And the age 4 pile is Gunpowder, Invention, Navigation
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Steam Engine
    Then Alice's score pile is Steam Engine
    And Alice's yellow pile is nothing
    And Alice's red pile is Gunpowder
    And Alice's green pile is Invention
    And the age 4 pile is Navigation
    And it is Alice's turn 4 with one action used

  # --- Astronomy ------------------------------------------------------------------------------------

  @id:card-base-astronomy-shared-meld-green-blue-6s-then-universe
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Astronomy shared: green and blue 6s are melded until another colour stays in hand; Alice's 6s on top claim Universe
    # Astronomy features the lightbulb: Alice shows 5, Bob 5 and shares. Bob's Oars (a 1) keeps him
    # from Universe.
    Given a 2-player game
    And Alice's blue pile is Experimentation
    And Alice's purple pile is Astronomy
    And Bob's red pile is Oars
    And Bob's green pile is Paper
    And Bob's purple pile is Philosophy
    And the age 6 pile is Classification, Industrialization, Atomic Theory, Metric System, Canning, Vaccination, Democracy
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Astronomy
    Then Bob's green pile is Classification, Paper
    And Bob's hand is Industrialization
    And Bob's achievements are nothing
    And Alice's blue pile is Atomic Theory, Experimentation
    And Alice's green pile is Metric System
    And Alice's achievements are Universe
    And the special achievements are Monument, Empire, World, Wonder
    And Alice's hand is Canning, Vaccination
    And the age 6 pile is Democracy
    And it is Alice's turn 4 with one action used

  @id:card-base-astronomy-universe-with-no-non-purple-top-card
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Astronomy: the first 6 is yellow and stays in hand; with no non-purple top card, Universe is claimed
    # Astronomy features the lightbulb: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's purple pile is Astronomy
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Astronomy
    Then Alice's hand is Canning
    And Alice's purple pile is Astronomy
    And Alice's achievements are Universe
    And the age 6 pile is Vaccination
    And it is Alice's turn 4 with one action used

  @id:card-base-astronomy-low-top-card-no-universe
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Astronomy: a blue 6 melded, then a red 6 kept; a top 5 keeps Universe out of reach
    # Astronomy features the lightbulb: Alice shows 2, Bob none. Coal (a 5) stays on top of red.
    Given a 2-player game
    And Alice's purple pile is Astronomy
    And Alice's red pile is Coal
    And the age 6 pile is Encyclopedia, Machine Tools, Canning
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Astronomy
    Then Alice's blue pile is Encyclopedia
    And Alice's hand is Machine Tools
    And Alice's red pile is Coal
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And the age 6 pile is Canning
    And it is Alice's turn 4 with one action used

  # --- Societies ------------------------------------------------------------------------------------

  @id:card-base-societies-third-edition-only-higher-than-my-top-card
  @assumes:actions.per_turn>=2 @assumes:cards.wording=third-edition @assumes:dogma.demands_earn_bonus=false
  @deluxe @bga-third
  Scenario: Societies, third edition: only top lightbulb cards higher than Alice's top card of their colour are offered
    # Societies features the crown: Alice shows 8, Bob 1 (affected). Not higher: Tools 1 (Mathematics
    # 2), Engineering 3 (Optics 3, a tie), Education 3 (Societies 5). Paper 3 beats Sailing 1;
    # Perspective 4 beats an absent yellow pile (0).
    Given a 2-player game
    And Alice's blue pile is Mathematics
    And Alice's red pile is Optics
    And Alice's green pile is Sailing
    And Alice's purple pile is Societies
    And Bob's blue pile is Tools
    And Bob's red pile is Engineering
    And Bob's green pile is Paper
    And Bob's yellow pile is Perspective
    And Bob's purple pile is Education
    And the age 5 pile is Coal, Physics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Societies
    Then Bob must transfer 1 of Paper, Perspective
    When Bob transfers Paper
    Then Alice's green pile is Paper, Sailing
    And Bob's green pile is nothing
    And Bob's hand is Coal
    And Bob's blue pile is Tools
    And Alice's hand is nothing
    And the age 5 pile is Physics
    And it is Alice's turn 4 with one action used

  @id:card-base-societies-first-edition-any-top-non-purple-lightbulb
  @assumes:actions.per_turn>=2 @assumes:cards.wording=first-edition @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @bga-first
  Scenario: Societies, first edition: any top non-purple lightbulb card is offered, whatever its value
    # Societies features the crown: Alice shows 8, Bob 1 (affected). Education is purple: not offered.
    Given a 2-player game
    And Alice's blue pile is Mathematics
    And Alice's red pile is Optics
    And Alice's green pile is Sailing
    And Alice's purple pile is Societies
    And Bob's blue pile is Tools
    And Bob's red pile is Engineering
    And Bob's green pile is Paper
    And Bob's yellow pile is Perspective
    And Bob's purple pile is Education
    And the age 5 pile is Coal, Physics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Societies
    Then Bob must transfer 1 of Tools, Engineering, Paper, Perspective
    When Bob transfers Tools
    Then Alice's blue pile is Tools, Mathematics
    And Bob's blue pile is nothing
    And Bob's hand is Coal
    And Bob's green pile is Paper
    And Alice's hand is nothing
    And the age 5 pile is Physics
    And it is Alice's turn 4 with one action used

  @id:card-base-societies-nothing-eligible-equal-crowns-safe
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Societies: Bob has no eligible card and draws nothing; Carol, with as many crowns, keeps her lightbulb card
    # Societies features the crown: Alice shows 2, Bob none (affected: Pottery has no lightbulb,
    # Philosophy is purple and lower than Societies), Carol 2 (Writing 1, Clothing 1): not affected.
    Given a 3-player game
    And Alice's purple pile is Societies
    And Bob's blue pile is Pottery
    And Bob's purple pile is Philosophy
    And Carol's blue pile is Writing
    And Carol's green pile is Clothing
    And the age 5 pile is Coal
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Societies
    Then Bob's blue pile is Pottery
    And Bob's purple pile is Philosophy
    And Bob's hand is nothing
    And Carol's blue pile is Writing
    And Carol's hand is nothing
    And Alice's blue pile is nothing
    And Alice's purple pile is Societies
    And the age 5 pile is Coal
    And it is Alice's turn 4 with one action used
