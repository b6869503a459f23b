# The age-6 fourth-edition cards, each effect and branch, from exact positions: Atomic Theory,
# Encyclopedia, Industrialization, Machine Tools, Classification, Metric System, Canning,
# Vaccination, Democracy, Emancipation.
# Card texts: engine/data/cards/base-ultimate.json (our own words, with its glossary); rulebook
# terms: innovation-ultimate.es.txt. Alice launches every dogma; a sharing bonus is a normal draw
# of the value of the launcher's highest top card, so that supply pile is always listed.
@ultimate
Feature: Age 6 fourth-edition cards

  # --- Atomic Theory: optional blue splay right; draw a 7 and meld it ---------------------------

  @id:card-ul-atomic-theory-shared-splay
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Atomic Theory shared: Bob splays blue right, Alice declines, both meld a 7 and Alice draws the bonus
    # Atomic Theory features the lightbulb: Alice shows 3, Bob 5 (Mathematics 2, Philosophy 3):
    # Bob shares.
    Given a 2-player game
    And Alice's blue pile is Atomic Theory, Tools
    And Bob's blue pile is Mathematics, Writing
    And Bob's purple pile is Philosophy
    And the age 7 pile is Lighting, Bicycle, Railroad
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Atomic Theory
    Then Bob may splay up to 1 of blue
    When Bob splays blue
    Then Alice may splay up to 1 of blue
    When Alice declines
    Then Bob's blue pile is Mathematics, Writing splayed right
    And Bob's purple pile is Lighting, Philosophy
    And Bob's hand is nothing
    And Alice's blue pile is Atomic Theory, Tools
    And Alice's green pile is Bicycle
    And Alice's hand is Railroad
    And the age 7 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-atomic-theory-already-right @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Atomic Theory with the blue pile already splayed right asks nothing; Bob with fewer lightbulbs does not share
    # Alice shows 4 lightbulbs (Atomic Theory 3, Tools 1 through the right splay), Bob 2.
    Given a 2-player game
    And Alice's blue pile is Atomic Theory, Tools splayed right
    And Bob's blue pile is Writing
    And the age 7 pile is Lighting, Bicycle
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Atomic Theory
    Then Alice's blue pile is Atomic Theory, Tools splayed right
    And Alice's purple pile is Lighting
    And Alice's hand is nothing
    And Bob's blue pile is Writing
    And Bob's hand is nothing
    And the age 7 pile is Bicycle
    And it is Alice's turn 4 with one action used

  @id:card-ul-atomic-theory-splay-and-empty-7-deck @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  Scenario: Atomic Theory alone: Alice splays blue right, and with the 7 deck empty she melds an 8
    # Alice shows 3 lightbulbs, Bob none: nobody shares.
    Given a 2-player game
    And Alice's blue pile is Atomic Theory, Tools
    And Bob's yellow pile is Masonry
    And the age 7 pile is nothing
    And the age 8 pile is Flight, Mobility
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Atomic Theory
    Then Alice may splay up to 1 of blue
    When Alice splays blue
    Then Alice's blue pile is Atomic Theory, Tools splayed right
    And Alice's red pile is Flight
    And Alice's hand is nothing
    And the age 8 pile is Mobility
    And Bob's yellow pile is Masonry
    And it is Alice's turn 4 with one action used

  # --- Encyclopedia: choose a value, optionally meld all of it from the score pile; optional junk of a 5-7 achievement

  @id:card-ul-encyclopedia-shared-meld-and-junk
  @assumes:actions.per_turn>=2 @assumes:dogma.icon_count_once=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Encyclopedia shared: each player melds the cards of a chosen value from the score pile, Bob junks the 6 achievement
    # Encyclopedia features the crown: Alice shows 3, Bob 3 (Enterprise): Bob shares.
    # Alice's three 5s go to two piles, so she orders them (the last melded ends on top).
    Given a 2-player game
    And Alice's blue pile is Encyclopedia
    And Alice has Coal, The Pirate Code, Banking, Calendar in the score pile
    And Bob's purple pile is Enterprise
    And Bob has Mathematics, Oars in the score pile
    And the standard achievements are Measurement, Canning, Flight
    And the age 6 pile is Vaccination
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Encyclopedia
    When Bob melds Mathematics
    When Alice melds Coal then Banking then The Pirate Code
    Then Bob may choose up to 1 of 5, 6
    When Bob chooses 6
    Then Alice may choose up to 1 of 5
    When Alice declines
    Then Alice's red pile is The Pirate Code, Coal
    And Alice's green pile is Banking
    And Alice's blue pile is Encyclopedia
    And Alice's score pile is Calendar
    And Alice's hand is Vaccination
    And Bob's blue pile is Mathematics
    And Bob's purple pile is Enterprise
    And Bob's score pile is Oars
    And the standard achievements are ages 5, 8
    And the junk pile holds Canning
    And the age 6 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-encyclopedia-value-missing-then-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn=2
  Scenario: Encyclopedia: Alice melds nothing from her score pile, on both actions
    # Alice shows 3 crowns, Bob none. No achievement of value 5, 6 or 7 is available, so the
    # junk effect asks nothing.
    Given a 2-player game
    And Alice's blue pile is Encyclopedia
    And Alice has Oars, Calendar in the score pile
    And Bob's red pile is Archery
    And Bob has Tools in the score pile
    And the standard achievements are Invention, Flight
    And it is Alice's turn 4 with 2 actions left
    When Alice performs the dogma of Encyclopedia
    When Alice declines
    Then Alice's score pile is Oars, Calendar
    And Alice's blue pile is Encyclopedia
    And the standard achievements are ages 4, 8
    And it is Alice's turn 4 with 1 action left
    When Alice performs the dogma of Encyclopedia
    When Alice declines
    Then Alice's score pile is Oars, Calendar
    And Alice's blue pile is Encyclopedia
    And Bob's score pile is Tools
    And the standard achievements are ages 4, 8
    And the junk pile holds nothing
    And it is Bob's turn 5 with 2 actions left

  @id:card-ul-encyclopedia-empty-score-junks-7 @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Encyclopedia with an empty score pile asks no value; Alice junks the available 7 achievement
    # Alice shows 3 crowns, Bob none.
    Given a 2-player game
    And Alice's blue pile is Encyclopedia
    And Bob's red pile is Archery
    And the standard achievements are Lighting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Encyclopedia
    Then Alice may choose up to 1 of 7
    When Alice chooses 7
    Then the junk pile holds Lighting
    And the standard achievements are ages nothing
    And Alice's blue pile is Encyclopedia
    And Alice's score pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-encyclopedia-lower-value-single-card @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.icon_count_once=true
  Scenario: Encyclopedia melds a chosen value below the highest (a single card: no order asked), then junks the 7 achievement
    # Alice shows 3 crowns, Bob none. Alice picks 2 though her highest score card is a 5.
    Given a 2-player game
    And Alice's blue pile is Encyclopedia
    And Alice has Calendar, Coal in the score pile
    And Bob's yellow pile is Masonry
    And the standard achievements are Machine Tools, Bicycle, Flight
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Encyclopedia
    When Alice melds Calendar
    Then Alice may choose up to 1 of 6, 7
    When Alice chooses 7
    Then Alice's blue pile is Calendar, Encyclopedia
    And Alice's score pile is Coal
    And the standard achievements are ages 6, 8
    And the junk pile holds Bicycle
    And it is Alice's turn 4 with one action used

  # --- Industrialization: draw and tuck a 6 three times, lone clock leader returns top red; optional splay

  @id:card-ul-industrialization-shared-lone-clock-leader
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=[]
  Scenario: Industrialization shared: Bob tucks three 6s and, alone with the most clocks, returns his top red card; Alice splays purple
    # Industrialization features the factory: Alice shows 2, Bob 4 (Machine Tools 3, Railroad 1):
    # Bob shares. Clocks: Bob 2 (Railroad), Alice none, so only Bob returns his top red card
    # (Machine Tools, under the 6 deck); Alice's bonus draw takes it back.
    Given a 2-player game
    And Alice's red pile is Industrialization
    And Alice's purple pile is Democracy
    And Bob's red pile is Machine Tools
    And Bob's purple pile is Railroad
    And the age 6 pile is Atomic Theory, Encyclopedia, Classification, Canning, Emancipation, Metric System
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Industrialization
    Then Alice may splay up to 1 of purple
    When Alice splays purple
    Then Bob's blue pile is Atomic Theory, Encyclopedia
    And Bob's green pile is Classification
    And Bob's red pile is nothing
    And Bob's purple pile is Railroad
    And Bob's hand is nothing
    And Alice's red pile is Industrialization
    And Alice's yellow pile is Canning
    And Alice's green pile is Metric System
    And Alice's purple pile is Democracy, Emancipation splayed right
    And Alice's hand is Machine Tools
    And the age 6 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-industrialization-returns-itself @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  Scenario: Industrialization: the launcher alone with the most clocks returns her top red card, Industrialization itself
    # Alice shows 2 factories, Bob none. Clocks: Alice 1 (Lighting), Bob 0. The red splay is
    # offered after the return and declined.
    Given a 2-player game
    And Alice's red pile is Industrialization, Oars
    And Alice's purple pile is Lighting
    And Bob's green pile is Sailing
    And the age 6 pile is Vaccination, Machine Tools, Canning
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Industrialization
    Then Alice may splay up to 1 of red
    When Alice declines
    Then Alice's red pile is Oars, Machine Tools
    And Alice's yellow pile is Vaccination, Canning
    And Alice's purple pile is Lighting
    And Alice's hand is nothing
    And the age 6 pile is Industrialization
    And Bob's green pile is Sailing
    And it is Alice's turn 4 with one action used

  @id:card-ul-industrialization-clock-tie @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  Scenario: Industrialization: a tie for the most clocks returns nothing
    # Factories: Alice 2, Bob and Carol none (nobody shares). Clocks: Alice 1 (Lighting), Bob 1
    # (Publications), Carol 0: Alice is not alone with the most.
    Given a 3-player game
    And Alice's red pile is Industrialization
    And Alice's purple pile is Lighting
    And Bob's blue pile is Publications
    And Carol's green pile is Sailing
    And the age 6 pile is Vaccination, Democracy, Canning
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Industrialization
    Then Alice may splay up to 1 of purple
    When Alice declines
    Then Alice's red pile is Industrialization
    And Alice's yellow pile is Vaccination, Canning
    And Alice's purple pile is Lighting, Democracy
    And Alice's hand is nothing
    And the age 6 pile is nothing
    And Bob's blue pile is Publications
    And Carol's green pile is Sailing
    And it is Alice's turn 4 with one action used

  @id:card-ul-industrialization-splay-red @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Industrialization: with red and purple piles to splay, Alice splays red right
    # Factories: Alice 2, Bob none. Clocks: Alice 1 (Lighting), Bob 1 (Publications): no return.
    Given a 2-player game
    And Alice's red pile is Industrialization, Oars
    And Alice's purple pile is Lighting, Mysticism
    And Bob's blue pile is Publications
    And the age 6 pile is Canning, Vaccination, Atomic Theory
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Industrialization
    Then Alice may splay up to 1 of red, purple
    When Alice splays red
    Then Alice's red pile is Industrialization, Oars splayed right
    And Alice's purple pile is Lighting, Mysticism
    And Alice's yellow pile is Canning, Vaccination
    And Alice's blue pile is Atomic Theory
    And Alice's hand is nothing
    And the age 6 pile is nothing
    And Bob's blue pile is Publications
    And it is Alice's turn 4 with one action used

  # --- Machine Tools: draw and score a card of the highest value in the score pile ----------------

  @id:card-ul-machine-tools-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Machine Tools shared: Bob's empty score pile scores a 1, Alice scores a 5, her highest value
    # Machine Tools features the factory: Alice shows 3, Bob 4 (Chemistry 2, Steam Engine 2).
    Given a 2-player game
    And Alice's red pile is Machine Tools
    And Alice has Coal, Calendar in the score pile
    And Bob's blue pile is Chemistry
    And Bob's yellow pile is Steam Engine
    And the age 1 pile is Oars, Tools
    And the age 5 pile is Physics, Banking
    And the age 6 pile is Canning
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Machine Tools
    Then Bob's score pile is Oars
    And Bob's hand is nothing
    And Alice's score pile is Coal, Calendar, Physics
    And Alice's hand is Canning
    And the age 1 pile is Tools
    And the age 5 pile is Banking
    And the age 6 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-machine-tools-empty-deck @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  Scenario: Machine Tools: the highest score value is 7 and the 7 deck is empty, so Alice scores an 8
    # Alice shows 3 factories, Bob none.
    Given a 2-player game
    And Alice's red pile is Machine Tools
    And Alice has Evolution, Oars in the score pile
    And the age 7 pile is nothing
    And the age 8 pile is Flight, Mobility
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Machine Tools
    Then Alice's score pile is Evolution, Oars, Flight
    And Alice's hand is nothing
    And the age 8 pile is Mobility
    And it is Alice's turn 4 with one action used

  # --- Classification: reveal, take that colour from opponents' hands, meld it all ------------------

  @id:card-ul-classification-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Classification shared in three: Bob takes Alice's red card and melds both, Alice takes every blue card of Bob and Carol
    # Classification features the lightbulb: Alice 3, Bob 3 (Philosophy): Bob shares; Carol 0.
    # Alice's only card is revealed without a question.
    Given a 3-player game
    And Alice has Tools, Oars in hand
    And Alice's green pile is Classification
    And Bob has Writing, Calendar, Archery in hand
    And Bob's purple pile is Philosophy
    And Carol has Mathematics, Sailing in hand
    And the age 6 pile is Canning
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Classification
    Then Bob must choose 1 of Writing, Calendar, Archery
    When Bob chooses Archery
    When Bob melds Oars then Archery
    When Alice melds Calendar then Writing then Mathematics then Tools
    Then Bob's red pile is Archery, Oars
    And Bob's purple pile is Philosophy
    And Bob's hand is nothing
    And Alice's blue pile is Tools, Mathematics, Writing, Calendar
    And Alice's green pile is Classification
    And Alice's hand is Canning
    And Carol's hand is Sailing
    And Carol's board is empty
    And the age 6 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-classification-reveal-only-no-bonus @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Classification: a sharer with an empty hand does nothing, so Alice's reveal and meld earn no bonus
    # Alice shows 3 lightbulbs, Bob 3 (Philosophy): Bob shares with an empty hand.
    Given a 2-player game
    And Alice has Tools in hand
    And Alice's green pile is Classification
    And Bob's purple pile is Philosophy
    And the age 6 pile is Canning
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Classification
    Then Alice's blue pile is Tools
    And Alice's green pile is Classification
    And Alice's hand is nothing
    And Bob's purple pile is Philosophy
    And Bob's hand is nothing
    And the age 6 pile is Canning
    And it is Alice's turn 4 with one action used

  @id:card-ul-classification-takes-from-non-sharer @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Classification takes from an opponent who does not share and melds every card of the colour, the revealed one included
    # Alice shows 3 lightbulbs, Bob none. Alice reveals Oars: Bob's Metalworking comes over; her
    # three red cards are melded in her order, Tools stays in hand.
    Given a 2-player game
    And Alice has Oars, Archery, Tools in hand
    And Alice's green pile is Classification
    And Bob has Metalworking, Writing in hand
    And Bob's yellow pile is Masonry
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Classification
    Then Alice must choose 1 of Oars, Archery, Tools
    When Alice chooses Oars
    When Alice melds Metalworking then Oars then Archery
    Then Alice's red pile is Archery, Oars, Metalworking
    And Alice's hand is Tools
    And Bob's hand is Writing
    And Bob's yellow pile is Masonry
    And it is Alice's turn 4 with one action used

  # --- Metric System: if green is splayed right, splay any colour right; optional green splay right

  @id:card-ul-metric-system-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Metric System shared: Alice's green splayed right lets her splay red right; Bob splays green right too late for his first effect
    # Metric System features the crown: Alice shows 3 (Metric System 2, Clothing 1 through the
    # right splay), Bob 5 (Currency 2, Enterprise 3): Bob shares.
    Given a 2-player game
    And Alice's blue pile is Tools, Writing
    And Alice's red pile is Archery, Oars
    And Alice's green pile is Metric System, Clothing splayed right
    And Bob's green pile is Currency, Mapmaking
    And Bob's purple pile is Enterprise
    And the age 6 pile is Canning
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Metric System
    Then Alice may splay up to 1 of blue, red
    When Alice splays red
    Then Bob may splay up to 1 of green
    When Bob splays green
    Then Alice's red pile is Archery, Oars splayed right
    And Alice's blue pile is Tools, Writing
    And Alice's green pile is Metric System, Clothing splayed right
    And Alice's hand is Canning
    And Bob's green pile is Currency, Mapmaking splayed right
    And Bob's purple pile is Enterprise
    And the age 6 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-metric-system-green-unsplayed @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Metric System with the green pile not splayed right: no first splay; the second splays green
    # Alice shows 2 crowns, Bob none.
    Given a 2-player game
    And Alice's green pile is Metric System, Sailing
    And Alice's red pile is Archery, Oars
    And Bob's blue pile is Tools
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Metric System
    Then Alice may splay up to 1 of green
    When Alice splays green
    Then Alice's green pile is Metric System, Sailing splayed right
    And Alice's red pile is Archery, Oars
    And Bob's blue pile is Tools
    And it is Alice's turn 4 with one action used

  @id:card-ul-metric-system-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Metric System: Alice declines the splay of any colour; green is already right, so nothing more is asked
    # Alice shows 3 crowns, Bob none.
    Given a 2-player game
    And Alice's green pile is Metric System, Clothing splayed right
    And Alice's blue pile is Tools, Writing
    And Bob's yellow pile is Masonry
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Metric System
    Then Alice may splay up to 1 of blue
    When Alice declines
    Then Alice's green pile is Metric System, Clothing splayed right
    And Alice's blue pile is Tools, Writing
    And it is Alice's turn 4 with one action used

  # --- Canning: optional draw and tuck a 6, then score top cards without a factory; optional yellow splay

  @id:card-ul-canning-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.icon_count_once=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Canning shared: Bob declines the tuck but splays yellow; Alice tucks a 6 and scores each top card without a factory once
    # Canning features the factory: Alice shows 4 (Chemistry 2, Canning 2), Bob 5 (Coal 3, Steam
    # Engine 2): Bob shares. Emancipation, tucked under Mysticism, is uncovered by the scoring
    # and stays.
    Given a 2-player game
    And Alice's blue pile is Chemistry
    And Alice's red pile is Archery
    And Alice's yellow pile is Canning, Agriculture
    And Alice's purple pile is Mysticism
    And Bob's red pile is Coal
    And Bob's green pile is Sailing
    And Bob's yellow pile is Steam Engine, Statistics
    And the age 6 pile is Emancipation, Atomic Theory
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Canning
    Then Bob may accept or decline
    When Bob declines
    Then Alice may accept or decline
    When Alice accepts
    Then Bob may splay up to 1 of yellow
    When Bob splays yellow
    Then Alice may splay up to 1 of yellow
    When Alice declines
    Then Alice's score pile is Archery, Mysticism
    And Alice's red pile is nothing
    And Alice's purple pile is Emancipation
    And Alice's blue pile is Chemistry
    And Alice's yellow pile is Canning, Agriculture
    And Alice's hand is Atomic Theory
    And Bob's yellow pile is Steam Engine, Statistics splayed right
    And Bob's red pile is Coal
    And Bob's green pile is Sailing
    And Bob's score pile is nothing
    And the age 6 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-canning-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Canning: Alice declines the tuck, so nothing is scored, then splays yellow right
    # Alice shows 2 factories, Bob none.
    Given a 2-player game
    And Alice's yellow pile is Canning, Agriculture
    And Alice's red pile is Archery
    And Bob's blue pile is Writing
    And the age 6 pile is Vaccination
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Canning
    Then Alice may accept or decline
    When Alice declines
    Then Alice may splay up to 1 of yellow
    When Alice splays yellow
    Then Alice's yellow pile is Canning, Agriculture splayed right
    And Alice's red pile is Archery
    And Alice's score pile is nothing
    And Alice's hand is nothing
    And the age 6 pile is Vaccination
    And it is Alice's turn 4 with one action used

  # --- Vaccination: demand return all of a chosen score value, then draw and meld a 6; a 7 if any was returned

  @id:card-ul-vaccination-demand-and-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Vaccination: Bob returns his 1s and melds a 6; then Carol (sharing) and Alice each meld a 7
    # Vaccination features the leaf: Alice shows 2, Bob 0 (affected), Carol 3 (shares).
    Given a 3-player game
    And Alice's yellow pile is Vaccination
    And Bob's red pile is Archery
    And Bob has Oars, Calendar, Tools, Mathematics in the score pile
    And Carol's yellow pile is Agriculture
    And the age 1 pile is Sailing
    And the age 6 pile is Canning
    And the age 7 pile is Lighting, Bicycle, Railroad
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Vaccination
    Then Bob must choose 1 of 1, 2
    When Bob chooses 1
    When Bob returns Tools then Oars
    Then Bob's score pile is Calendar, Mathematics
    And Bob's yellow pile is Canning
    And Bob's red pile is Archery
    And Carol's purple pile is Lighting
    And Carol's yellow pile is Agriculture
    And Alice's green pile is Bicycle
    And Alice's yellow pile is Vaccination
    And Alice's hand is Railroad
    And the age 1 pile is Sailing, Tools, Oars
    And the age 6 pile is nothing
    And the age 7 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-vaccination-nothing-returned @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Vaccination: an affected player with an empty score pile returns nothing, so nobody melds a 6 or a 7
    # Alice shows 2 leaves, Bob 0 (affected).
    Given a 2-player game
    And Alice's yellow pile is Vaccination
    And Bob's red pile is Archery
    And the age 6 pile is Canning
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Vaccination
    Then Alice's yellow pile is Vaccination
    And Alice's hand is nothing
    And Bob's red pile is Archery
    And Bob's hand is nothing
    And the age 6 pile is Canning
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with one action used

  @id:card-ul-vaccination-chosen-higher-value @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Vaccination: Bob may pick his higher value; a single card of it goes without an order question
    # Alice shows 2 leaves, Bob 0 (affected).
    Given a 2-player game
    And Alice's yellow pile is Vaccination
    And Bob's red pile is Archery
    And Bob has Oars, Coal in the score pile
    And the age 5 pile is Banking
    And the age 6 pile is Canning
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Vaccination
    Then Bob must choose 1 of 1, 5
    When Bob chooses 5
    Then Bob's score pile is Oars
    And Bob's yellow pile is Canning
    And Bob's red pile is Archery
    And Alice's purple pile is Lighting
    And Alice's yellow pile is Vaccination
    And Alice's hand is nothing
    And the age 5 pile is Banking, Coal
    And the age 6 pile is nothing
    And the age 7 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-vaccination-equal-leaves-not-affected @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Vaccination: an opponent with as many leaves is not affected, keeps his score pile, and shares no 7
    # Alice shows 2 leaves, Bob 2 (Clothing): Bob is not affected and shares the second
    # effect, but no card was returned, so nobody draws.
    Given a 2-player game
    And Alice's yellow pile is Vaccination
    And Bob's green pile is Clothing
    And Bob has Oars in the score pile
    And the age 6 pile is Canning
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Vaccination
    Then Bob's score pile is Oars
    And Bob's green pile is Clothing
    And Bob's hand is nothing
    And Alice's yellow pile is Vaccination
    And Alice's hand is nothing
    And the age 6 pile is Canning
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with one action used

  # --- Democracy: return any cards; score an 8 if you returned more than every opponent this action

  @id:card-ul-democracy-shared-three
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Democracy shared in three: Bob returns 2 and scores an 8, Carol's 1 is not more, Alice's 3 beat both
    # Democracy features the lightbulb: Alice 2, Bob 2 (Writing), Carol 3 (Philosophy): both share.
    Given a 3-player game
    And Alice has Oars, Tools, Sailing in hand
    And Alice's purple pile is Democracy
    And Bob has Calendar, Mathematics in hand
    And Bob's blue pile is Writing
    And Carol has Archery in hand
    And Carol's purple pile is Philosophy
    And the age 1 pile is Agriculture
    And the age 2 pile is nothing
    And the age 6 pile is Canning
    And the age 8 pile is Flight, Mobility
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Democracy
    Then Bob may return up to 2 of Calendar, Mathematics
    When Bob returns Mathematics then Calendar
    Then Carol may return up to 1 of Archery
    When Carol returns Archery
    Then Alice may return up to 3 of Oars, Tools, Sailing
    When Alice returns Sailing then Oars then Tools
    Then Bob's score pile is Flight
    And Bob's hand is nothing
    And Carol's score pile is nothing
    And Carol's hand is nothing
    And Alice's score pile is Mobility
    And Alice's hand is Canning
    And Alice's purple pile is Democracy
    And the age 1 pile is Agriculture, Archery, Sailing, Oars, Tools
    And the age 2 pile is Mathematics, Calendar
    And the age 8 pile is nothing
    And the age 6 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-democracy-none-returned @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Democracy: returning nothing when nobody returned anything scores nothing
    # Alice shows 2 lightbulbs, Bob none.
    Given a 2-player game
    And Alice has Oars in hand
    And Alice's purple pile is Democracy
    And the age 8 pile is Flight
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Democracy
    Then Alice may return up to 1 of Oars
    When Alice declines
    Then Alice's hand is Oars
    And Alice's score pile is nothing
    And the age 8 pile is Flight
    And it is Alice's turn 4 with one action used

  @id:card-ul-democracy-tie-no-score
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Democracy: Alice's one return only ties Bob's one, so only Bob scores an 8; Alice draws the sharing bonus
    # Alice shows 2 lightbulbs, Bob 2 (Writing): Bob shares.
    Given a 2-player game
    And Alice has Oars in hand
    And Alice's purple pile is Democracy
    And Bob has Tools in hand
    And Bob's blue pile is Writing
    And the age 1 pile is Agriculture
    And the age 6 pile is Canning
    And the age 8 pile is Flight, Mobility
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Democracy
    Then Bob may return up to 1 of Tools
    When Bob returns Tools
    Then Alice may return up to 1 of Oars
    When Alice returns Oars
    Then Bob's score pile is Flight
    And Bob's hand is nothing
    And Alice's score pile is nothing
    And Alice's hand is Canning
    And the age 1 pile is Agriculture, Tools, Oars
    And the age 8 pile is Mobility
    And the age 6 pile is nothing
    And it is Alice's turn 4 with one action used

  # --- Emancipation: demand a hand card to my score pile, then draw a 6; optional red/purple splay

  @id:card-ul-emancipation-demand-and-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=[]
  Scenario: Emancipation in four: Bob gives a card and draws a 6, Dave has none to give; Carol shares the splay
    # Emancipation features the factory: Alice 5 (Coal 3, Emancipation 2), Bob 0 and Dave 0
    # (affected), Carol 5 (Machine Tools 3, Steam Engine 2; shares).
    Given a 4-player game
    And Alice's red pile is Coal, Oars
    And Alice's purple pile is Emancipation
    And Bob has Calendar, Tools in hand
    And Bob's green pile is Sailing
    And Carol's red pile is Machine Tools, Archery
    And Carol's yellow pile is Steam Engine
    And Dave's blue pile is Writing
    And the age 6 pile is Canning, Atomic Theory
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Emancipation
    Then Bob must transfer 1 of Calendar, Tools
    When Bob transfers Calendar
    Then Carol may splay up to 1 of red
    When Carol splays red
    Then Alice may splay up to 1 of red
    When Alice declines
    Then Alice's score pile is Calendar
    And Alice's hand is Atomic Theory
    And Alice's red pile is Coal, Oars
    And Alice's purple pile is Emancipation
    And Bob's hand is Tools, Canning
    And Bob's green pile is Sailing
    And Carol's red pile is Machine Tools, Archery splayed right
    And Carol's yellow pile is Steam Engine
    And Dave's hand is nothing
    And Dave's blue pile is Writing
    And Dave's score pile is nothing
    And the age 6 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-emancipation-single-card-splay-purple @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Emancipation: Bob's only card goes without a question, he draws a 6; Alice splays purple right
    # Alice shows 2 factories, Bob none (affected).
    Given a 2-player game
    And Alice's purple pile is Emancipation, Democracy
    And Bob has Oars in hand
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Emancipation
    Then Alice may splay up to 1 of purple
    When Alice splays purple
    Then Alice's score pile is Oars
    And Alice's purple pile is Emancipation, Democracy splayed right
    And Alice's hand is nothing
    And Bob's hand is Canning
    And the age 6 pile is Vaccination
    And it is Alice's turn 4 with one action used
