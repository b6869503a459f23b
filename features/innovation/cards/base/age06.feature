# The age-6 base cards, each effect and branch, from exact positions: Atomic Theory,
# Encyclopedia, Industrialization (both wordings), Machine Tools, Classification, Metric System,
# Canning, Vaccination, Democracy, Emancipation.
# Card texts: engine/data/cards/base.json (our own words); rulebook terms: innovation-deluxe.pt.txt,
# Termos e Conceitos Importantes.
# Industrialization counts differently in the first edition (a 6 per two visible factories) and in
# the third (a 6 per colour showing a factory): its scenarios carry the tags of their wording only.
# Every other card reads the same in both editions. Alice launches every dogma; the sharing bonus
# is a draw of the age of her highest top card after the action.
Feature: Age 6 base cards

  # --- Atomic Theory ------------------------------------------------------------------------

  @id:card-base-atomic-theory-shared-splay-and-meld
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Atomic Theory: the sharer declines the splay, Alice splays blue right; each draws and melds a 7
    # Atomic Theory features the lightbulb: Alice shows 3, Bob 5 (Writing 2, Philosophy 3): he shares.
    Given a 2-player game
    And Alice's blue pile is Atomic Theory, Tools
    And Bob's blue pile is Writing, Calendar
    And Bob's purple pile is Philosophy
    And the age 7 pile is Lighting, Bicycle, Railroad
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Atomic Theory
    Then Bob may splay up to 1 of blue
    When Bob declines
    Then Alice may splay up to 1 of blue
    When Alice splays blue
    Then Bob's blue pile is Writing, Calendar
    And Bob's purple pile is Lighting, Philosophy
    And Bob's hand is nothing
    And Alice's blue pile is Atomic Theory, Tools splayed right
    And Alice's green pile is Bicycle
    And Alice's hand is Railroad
    And the age 7 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-atomic-theory-already-splayed
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Atomic Theory: a blue pile already splayed right is not offered; the 7 is still drawn and melded
    # Alice shows 3 lightbulbs (Tools, covered and splayed right, shows none); Bob none.
    Given a 2-player game
    And Alice's blue pile is Atomic Theory, Tools splayed right
    And Bob's red pile is Archery
    And the age 7 pile is Lighting, Bicycle
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Atomic Theory
    Then Alice's blue pile is Atomic Theory, Tools splayed right
    And Alice's purple pile is Lighting
    And Alice's hand is nothing
    And the age 7 pile is Bicycle
    And Bob's red pile is Archery
    And Bob's hand is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-atomic-theory-lone-card-empty-seven
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Atomic Theory: a blue pile of one card cannot be splayed; with the 7 pile empty an 8 is melded
    # Alice shows 3 lightbulbs, Bob none.
    Given a 2-player game
    And Alice's blue pile is Atomic Theory
    And Bob's red pile is Archery
    And the age 7 pile is nothing
    And the age 8 pile is Flight, Mobility
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Atomic Theory
    Then Alice's blue pile is Atomic Theory
    And Alice's red pile is Flight
    And Alice's hand is nothing
    And the age 7 pile is nothing
    And the age 8 pile is Mobility
    And it is Alice's turn 9 with one action used

  # --- Encyclopedia -------------------------------------------------------------------------

  @id:card-base-encyclopedia-shared-meld-highest-in-order
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Encyclopedia: both meld every highest score card; two of Alice's go to one pile, so she orders them
    # Encyclopedia features the crown: Alice shows 3, Bob 3 (Enterprise): he shares.
    # Alice's highest score cards are the three 5s (Calendar, a 2, stays); Bob's is Mathematics.
    Given a 2-player game
    And Alice's blue pile is Encyclopedia
    And Alice has Coal, The Pirate Code, Banking, Calendar in the score pile
    And Bob's purple pile is Enterprise
    And Bob has Mathematics, Oars in the score pile
    And the age 6 pile is Canning
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Encyclopedia
    Then Bob may accept or decline
    When Bob accepts
    Then Bob's blue pile is Mathematics
    And Bob's score pile is Oars
    And Alice may accept or decline
    When Alice accepts
    When Alice melds Coal then Banking then The Pirate Code
    Then Alice's red pile is The Pirate Code, Coal
    And Alice's green pile is Banking
    And Alice's blue pile is Encyclopedia
    And Alice's score pile is Calendar
    And Alice's hand is Canning
    And the age 6 pile is nothing
    And Bob's purple pile is Enterprise
    And it is Alice's turn 9 with one action used

  @id:card-base-encyclopedia-sharer-declines
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Encyclopedia: the sharer declines; Alice's two highest cards go to different piles, so no order is asked
    # Alice shows 3 crowns, Bob 3 (Enterprise): he shares.
    Given a 2-player game
    And Alice's blue pile is Encyclopedia
    And Alice has Coal, Banking, Oars in the score pile
    And Bob's purple pile is Enterprise
    And Bob has Calendar in the score pile
    And the age 6 pile is Canning
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Encyclopedia
    Then Bob may accept or decline
    When Bob declines
    Then Alice may accept or decline
    When Alice accepts
    Then Alice's red pile is Coal
    And Alice's green pile is Banking
    And Alice's score pile is Oars
    And Alice's hand is nothing
    And Bob's score pile is Calendar
    And Bob's purple pile is Enterprise
    And Bob's blue pile is nothing
    And the age 6 pile is Canning
    And it is Alice's turn 9 with one action used

  @id:card-base-encyclopedia-declined-and-empty
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Encyclopedia: an empty score pile is not asked; Alice declines and keeps her score pile
    # Alice shows 3 crowns, Bob 3 (Enterprise): he shares, with nothing to meld.
    Given a 2-player game
    And Alice's blue pile is Encyclopedia
    And Alice has Coal, Oars in the score pile
    And Bob's purple pile is Enterprise
    And the age 6 pile is Canning
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Encyclopedia
    Then Alice may accept or decline
    When Alice declines
    Then Alice's score pile is Coal, Oars
    And Alice's blue pile is Encyclopedia
    And Alice's red pile is nothing
    And Alice's hand is nothing
    And Bob's score pile is nothing
    And Bob's purple pile is Enterprise
    And the age 6 pile is Canning
    And it is Alice's turn 9 with one action used

  # --- Industrialization --------------------------------------------------------------------

  @id:card-base-industrialization-third-per-colour-shared
  @assumes:actions.per_turn>=2 @assumes:cards.wording=third-edition @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:splay.unsplay_small_piles=true
  @deluxe @bga-third
  Scenario: Industrialization, third edition: a 6 tucked per colour showing a factory; Alice splays purple right
    # Industrialization features the factory: Alice shows 3 in two colours (red 2, yellow 1;
    # purple none), Bob 5 in two colours (Machine Tools 3, Steam Engine 2): he shares.
    Given a 2-player game
    And Alice's red pile is Industrialization, Coal
    And Alice's yellow pile is Vaccination
    And Alice's purple pile is Democracy, Societies
    And Bob's red pile is Machine Tools
    And Bob's yellow pile is Steam Engine
    And the age 6 pile is Emancipation, Classification, Atomic Theory, Metric System, Canning
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Industrialization
    Then Bob's purple pile is Emancipation
    And Bob's green pile is Classification
    And Alice's blue pile is Atomic Theory
    And Alice's green pile is Metric System
    And Alice may splay up to 1 of red, purple
    When Alice splays purple
    Then Alice's purple pile is Democracy, Societies splayed right
    And Alice's red pile is Industrialization, Coal
    And Alice's yellow pile is Vaccination
    And Alice's hand is Canning
    And Bob's red pile is Machine Tools
    And Bob's yellow pile is Steam Engine
    And Bob's hand is nothing
    And the age 6 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-industrialization-first-per-two-factories-shared
  @assumes:actions.per_turn>=2 @assumes:cards.wording=first-edition @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @bga-first
  Scenario: Industrialization, first edition: a 6 tucked per two visible factories; Alice splays red right
    # Industrialization features the factory: Alice shows 3 (one tuck), Bob 5 (two tucks): he shares.
    Given a 2-player game
    And Alice's red pile is Industrialization, Coal
    And Alice's yellow pile is Vaccination
    And Alice's purple pile is Democracy, Societies
    And Bob's red pile is Machine Tools
    And Bob's yellow pile is Steam Engine
    And the age 6 pile is Emancipation, Classification, Atomic Theory, Metric System, Canning
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Industrialization
    Then Bob's purple pile is Emancipation
    And Bob's green pile is Classification
    And Alice's blue pile is Atomic Theory
    And Alice may splay up to 1 of red, purple
    When Alice splays red
    Then Alice's red pile is Industrialization, Coal splayed right
    And Alice's purple pile is Democracy, Societies
    And Alice's yellow pile is Vaccination
    And Alice's green pile is nothing
    And Alice's hand is Metric System
    And Bob's red pile is Machine Tools
    And Bob's yellow pile is Steam Engine
    And the age 6 pile is Canning
    And it is Alice's turn 9 with one action used

  @id:card-base-industrialization-third-counted-once
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  @deluxe @bga-third
  Scenario: Industrialization, third edition: the colours are counted once, before the tuck of a factory card
    # Alice shows factories in one colour (red); the tucked Canning would add a second. Bob shows none.
    Given a 2-player game
    And Alice's red pile is Industrialization
    And Bob's blue pile is Writing
    And the age 6 pile is Canning, Atomic Theory
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Industrialization
    Then Alice's red pile is Industrialization
    And Alice's yellow pile is Canning
    And Alice's blue pile is nothing
    And Alice's hand is nothing
    And the age 6 pile is Atomic Theory
    And Bob's blue pile is Writing
    And it is Alice's turn 9 with one action used

  @id:card-base-industrialization-third-splayed-factory-counts
  @assumes:actions.per_turn>=2 @assumes:cards.wording=third-edition
  @deluxe @bga-third
  Scenario: Industrialization, third edition: a factory shown by a splay makes its colour count; a covered one does not
    # Red shows 2 factories, blue shows Chemistry's factory through the right splay, yellow's
    # Canning is covered and unsplayed: two colours. Bob shows no factory.
    Given a 2-player game
    And Alice's red pile is Industrialization, Oars
    And Alice's blue pile is Writing, Chemistry splayed right
    And Alice's yellow pile is Agriculture, Canning
    And Bob's blue pile is Tools
    And the age 6 pile is Atomic Theory, Encyclopedia, Emancipation
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Industrialization
    Then Alice's blue pile is Writing, Chemistry, Atomic Theory, Encyclopedia splayed right
    And Alice may splay up to 1 of red
    When Alice declines
    Then Alice's red pile is Industrialization, Oars
    And Alice's yellow pile is Agriculture, Canning
    And Alice's hand is nothing
    And the age 6 pile is Emancipation
    And Bob's blue pile is Tools
    And it is Alice's turn 9 with one action used

  @id:card-base-industrialization-first-odd-factories
  @assumes:actions.per_turn>=2 @assumes:cards.wording=first-edition
  @assumes:splay.revealed.right=["top_left","bottom_left"]
  @first-edition @iello @bga-first
  Scenario: Industrialization, first edition: three visible factories (one through a splay) tuck a single 6
    # Alice shows 3 factories: Industrialization 2 and Chemistry 1 through the right splay;
    # Canning is covered. Bob shows none.
    Given a 2-player game
    And Alice's red pile is Industrialization, Oars
    And Alice's blue pile is Writing, Chemistry splayed right
    And Alice's yellow pile is Agriculture, Canning
    And Bob's blue pile is Tools
    And the age 6 pile is Atomic Theory, Encyclopedia, Emancipation
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Industrialization
    Then Alice's blue pile is Writing, Chemistry, Atomic Theory splayed right
    And Alice may splay up to 1 of red
    When Alice declines
    Then Alice's red pile is Industrialization, Oars
    And Alice's yellow pile is Agriculture, Canning
    And Alice's hand is nothing
    And the age 6 pile is Encyclopedia, Emancipation
    And Bob's blue pile is Tools
    And it is Alice's turn 9 with one action used

  # --- Machine Tools ------------------------------------------------------------------------

  @id:card-base-machine-tools-shared-empty-score-draws-a-one
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Machine Tools: the sharer's empty score pile makes it a 1; Alice draws and scores a 5
    # Machine Tools features the factory: Alice shows 3, Bob 4 (Chemistry 2, Steam Engine 2): he shares.
    Given a 2-player game
    And Alice's red pile is Machine Tools
    And Alice has Coal, Calendar in the score pile
    And Bob's blue pile is Chemistry
    And Bob's yellow pile is Steam Engine
    And the age 1 pile is Oars, Tools
    And the age 5 pile is Physics, Banking
    And the age 6 pile is Canning
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Machine Tools
    Then Bob's score pile is Oars
    And Bob's hand is nothing
    And Alice's score pile is Coal, Calendar, Physics
    And Alice's hand is Canning
    And the age 1 pile is Tools
    And the age 5 pile is Banking
    And the age 6 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-machine-tools-highest-not-lowest
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Machine Tools: the value is the highest of the score pile (2), not the lowest or the count
    # Alice shows 3 factories, Bob 2 (Chemistry): he does not share.
    Given a 2-player game
    And Alice's red pile is Machine Tools
    And Alice has Oars, Mathematics in the score pile
    And Bob's blue pile is Chemistry
    And the age 1 pile is Tools
    And the age 2 pile is Fermenting, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Machine Tools
    Then Alice's score pile is Oars, Mathematics, Fermenting
    And Alice's hand is nothing
    And the age 1 pile is Tools
    And the age 2 pile is Currency
    And Bob's score pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Classification -----------------------------------------------------------------------

  @id:card-base-classification-shared-collect-and-meld
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Classification: each reveals a colour, takes that colour from every opponent's hand and melds it all
    # Classification features the lightbulb: Alice shows 3, Bob 3 (Philosophy): he shares;
    # Carol shows none. Bob reveals red and takes Alice's Oars; Alice is left with Tools, so she
    # reveals it unasked and takes every blue card from Bob and Carol.
    Given a 3-player game
    And Alice's green pile is Classification
    And Alice has Tools, Oars in hand
    And Bob's purple pile is Philosophy
    And Bob has Writing, Calendar, Archery in hand
    And Carol has Mathematics, Sailing in hand
    And the age 6 pile is Canning
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Classification
    Then Bob must choose 1 of Writing, Calendar, Archery
    When Bob chooses Archery
    Then Bob revealed Archery
    When Bob melds Oars then Archery
    Then Alice revealed Tools
    And Bob's red pile is Archery, Oars
    When Alice melds Calendar then Writing then Mathematics then Tools
    Then Alice's blue pile is Tools, Mathematics, Writing, Calendar
    And Alice's green pile is Classification
    And Alice's hand is Canning
    And Bob's hand is nothing
    And Bob's purple pile is Philosophy
    And Carol's hand is Sailing
    And Carol's board is empty
    And the age 6 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-classification-empty-hand
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Classification: with an empty hand nothing is revealed and nothing is taken
    # Alice shows 3 lightbulbs, Bob none.
    Given a 2-player game
    And Alice's green pile is Classification
    And Bob has Writing in hand
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Classification
    Then Bob's hand is Writing
    And Bob's board is empty
    And Alice's hand is nothing
    And Alice's green pile is Classification
    And Alice's blue pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-classification-sharer-lone-card
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Classification: the sharer's only card is revealed and melded unasked, which earns the bonus
    # Alice shows 3 lightbulbs, Bob 3 (Philosophy): he shares. Alice's hand is empty.
    Given a 2-player game
    And Alice's green pile is Classification
    And Bob's purple pile is Philosophy
    And Bob has Writing in hand
    And the age 6 pile is Canning
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Classification
    Then Bob revealed Writing
    And Bob's blue pile is Writing
    And Bob's purple pile is Philosophy
    And Bob's hand is nothing
    And Alice's hand is Canning
    And the age 6 pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Metric System ------------------------------------------------------------------------

  @id:card-base-metric-system-shared-green-right-unlocks
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Metric System: Alice's green pile splayed right lets her splay red right; the sharer splays green right
    # Metric System features the crown: Alice shows 3 (Metric System 2, Clothing 1 through the
    # splay), Bob 5 (Currency 2, Enterprise 3): he shares. Bob's green is not splayed right, so
    # the first effect gives him nothing; Alice's green is already right, so the second asks her nothing.
    Given a 2-player game
    And Alice's blue pile is Tools, Writing
    And Alice's red pile is Archery, Oars
    And Alice's green pile is Metric System, Clothing splayed right
    And Bob's green pile is Currency, Mapmaking
    And Bob's purple pile is Enterprise
    And the age 6 pile is Canning
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Metric System
    Then Alice may splay up to 1 of blue, red
    When Alice splays red
    Then Bob may splay up to 1 of green
    When Bob splays green
    Then Bob's green pile is Currency, Mapmaking splayed right
    And Bob's purple pile is Enterprise
    And Alice's red pile is Archery, Oars splayed right
    And Alice's blue pile is Tools, Writing
    And Alice's green pile is Metric System, Clothing splayed right
    And Alice's hand is Canning
    And the age 6 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-metric-system-green-not-right
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Metric System: an unsplayed green pile gives no free splay; the second effect splays green right
    # Alice shows 2 crowns, Bob none.
    Given a 2-player game
    And Alice's blue pile is Tools, Writing
    And Alice's green pile is Metric System, Clothing
    And Bob's red pile is Archery
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Metric System
    Then Alice may splay up to 1 of green
    When Alice splays green
    Then Alice's green pile is Metric System, Clothing splayed right
    And Alice's blue pile is Tools, Writing
    And Alice's hand is nothing
    And Bob's red pile is Archery
    And it is Alice's turn 9 with one action used

  @id:card-base-metric-system-free-splay-declined
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Metric System: Alice declines the free splay; her green pile, already right, is not offered again
    # Alice shows 3 crowns (Metric System 2, Clothing 1 through the splay), Bob none.
    Given a 2-player game
    And Alice's blue pile is Tools, Writing
    And Alice's green pile is Metric System, Clothing splayed right
    And Bob's red pile is Archery
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Metric System
    Then Alice may splay up to 1 of blue
    When Alice declines
    Then Alice's blue pile is Tools, Writing
    And Alice's green pile is Metric System, Clothing splayed right
    And Alice's hand is nothing
    And Bob's red pile is Archery
    And it is Alice's turn 9 with one action used

  # --- Canning ------------------------------------------------------------------------------

  @id:card-base-canning-shared-tuck-and-score
  @assumes:actions.per_turn>=2 @assumes:dogma.icon_count_once=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Canning: each tucks a 6 and scores the top cards without a factory; only Alice splays yellow
    # Canning features the factory: Alice shows 4 (Chemistry 2, Canning 2), Bob 5 (Coal 3,
    # Steam Engine 2): he shares.
    Given a 2-player game
    And Alice's blue pile is Chemistry
    And Alice's red pile is Archery
    And Alice's yellow pile is Canning, Agriculture
    And Alice's purple pile is Mysticism
    And Bob's red pile is Coal
    And Bob's green pile is Sailing
    And Bob's yellow pile is Steam Engine, Statistics
    And the age 6 pile is Machine Tools, Emancipation, Atomic Theory
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Canning
    Then Bob may accept or decline
    When Bob accepts
    Then Bob's red pile is Coal, Machine Tools
    And Bob's score pile is Sailing
    And Alice may accept or decline
    When Alice accepts
    Then Alice's purple pile is Emancipation
    And Alice's score pile is Archery, Mysticism
    And Bob may splay up to 1 of yellow
    When Bob declines
    Then Alice may splay up to 1 of yellow
    When Alice splays yellow
    Then Alice's yellow pile is Canning, Agriculture splayed right
    And Alice's blue pile is Chemistry
    And Alice's red pile is nothing
    And Alice's hand is Atomic Theory
    And Bob's yellow pile is Steam Engine, Statistics
    And Bob's green pile is nothing
    And Bob's hand is nothing
    And the age 6 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-canning-declined
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Canning: declining draws nothing and scores nothing; a lone yellow card is not offered a splay
    # Alice shows 2 factories, Bob none.
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice's yellow pile is Canning
    And Bob's blue pile is Writing
    And the age 6 pile is Machine Tools
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Canning
    Then Alice may accept or decline
    When Alice declines
    Then Alice's red pile is Archery
    And Alice's yellow pile is Canning
    And Alice's score pile is nothing
    And Alice's hand is nothing
    And the age 6 pile is Machine Tools
    And it is Alice's turn 9 with one action used

  @id:card-base-canning-tucked-card-scored-exposed-kept
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Canning: a 6 tucked into a new pile is a top card and is scored; a card exposed by scoring stays
    # Alice shows 2 factories, Bob none. Democracy starts Alice's purple pile; Oars is scored and
    # Archery, beneath it, stays; Canning has a factory and stays.
    Given a 2-player game
    And Alice's red pile is Oars, Archery
    And Alice's yellow pile is Canning, Fermenting
    And Bob's blue pile is Writing
    And the age 6 pile is Democracy, Vaccination
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Canning
    Then Alice may accept or decline
    When Alice accepts
    Then Alice's score pile is Oars, Democracy
    And Alice's red pile is Archery
    And Alice's purple pile is nothing
    And Alice may splay up to 1 of yellow
    When Alice declines
    Then Alice's yellow pile is Canning, Fermenting
    And Alice's hand is nothing
    And the age 6 pile is Vaccination
    And Bob's blue pile is Writing
    And Bob's score pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Vaccination --------------------------------------------------------------------------

  @id:card-base-vaccination-demand-then-sevens
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Vaccination: Bob returns his two lowest in his order and melds a 6; then Carol and Alice meld a 7
    # Vaccination features the leaf: Alice shows 2, Bob none (affected), Carol 3 (Agriculture):
    # she shares and is not affected.
    Given a 3-player game
    And Alice's yellow pile is Vaccination
    And Bob's red pile is Archery
    And Bob has Oars, Calendar, Tools in the score pile
    And Carol's yellow pile is Agriculture
    And the age 1 pile is Sailing
    And the age 6 pile is Canning
    And the age 7 pile is Lighting, Bicycle, Railroad
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Vaccination
    When Bob returns Tools then Oars
    Then the age 1 pile is Sailing, Tools, Oars
    And Bob's score pile is Calendar
    And Bob's yellow pile is Canning
    And Bob's red pile is Archery
    And Carol's purple pile is Lighting
    And Carol's yellow pile is Agriculture
    And Alice's green pile is Bicycle
    And Alice's yellow pile is Vaccination
    And Alice's hand is Railroad
    And the age 6 pile is nothing
    And the age 7 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-vaccination-nothing-returned
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Vaccination: an affected player with an empty score pile returns nothing, so nobody draws
    # Alice shows 2 leaves, Bob none (affected).
    Given a 2-player game
    And Alice's yellow pile is Vaccination
    And Bob's red pile is Archery
    And the age 6 pile is Canning
    And the age 7 pile is Lighting
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Vaccination
    Then Alice's yellow pile is Vaccination
    And Alice's hand is nothing
    And Bob's red pile is Archery
    And Bob's yellow pile is nothing
    And the age 6 pile is Canning
    And the age 7 pile is Lighting
    And it is Alice's turn 9 with one action used

  @id:card-base-vaccination-equal-not-affected
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Vaccination: an opponent with as many leaves keeps his score pile but shares the 7; a lone lowest card is returned unasked
    # Alice shows 2 leaves, Bob 2 (Fermenting): not affected, he shares; Carol none (affected).
    Given a 3-player game
    And Alice's yellow pile is Vaccination
    And Bob's yellow pile is Fermenting
    And Bob has Oars in the score pile
    And Carol's red pile is Archery
    And Carol has Mathematics, Banking in the score pile
    And the age 1 pile is Tools
    And the age 2 pile is Currency
    And the age 6 pile is Canning
    And the age 7 pile is Lighting, Bicycle, Railroad
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Vaccination
    Then Carol's score pile is Banking
    And Carol's yellow pile is Canning
    And the age 2 pile is Currency, Mathematics
    And Bob's score pile is Oars
    And Bob's purple pile is Lighting
    And Bob's yellow pile is Fermenting
    And Alice's green pile is Bicycle
    And Alice's hand is Railroad
    And the age 1 pile is Tools
    And the age 6 pile is nothing
    And the age 7 pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Democracy ----------------------------------------------------------------------------

  @id:card-base-democracy-shared-strictly-more
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Democracy: only a return strictly larger than every one so far scores an 8 (2 yes, then 1 no, then 3 yes)
    # Democracy features the lightbulb: Alice shows 2, Bob 2 (Writing), Carol 3 (Philosophy): both share.
    Given a 3-player game
    And Alice's purple pile is Democracy
    And Alice has Oars, Tools, Sailing in hand
    And Bob's blue pile is Writing
    And Bob has Calendar, Mathematics in hand
    And Carol's purple pile is Philosophy
    And Carol has Archery in hand
    And the age 1 pile is Agriculture
    And the age 2 pile is nothing
    And the age 6 pile is Canning
    And the age 8 pile is Flight, Mobility
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Democracy
    Then Bob may return up to 2 of Calendar, Mathematics
    When Bob returns Mathematics then Calendar
    Then Bob's score pile is Flight
    And Carol may return up to 1 of Archery
    When Carol returns Archery
    Then Carol's score pile is nothing
    And Alice may return up to 3 of Oars, Tools, Sailing
    When Alice returns Sailing then Oars then Tools
    Then Alice's score pile is Mobility
    And Alice's hand is Canning
    And Bob's hand is nothing
    And Carol's hand is nothing
    And the age 1 pile is Agriculture, Archery, Sailing, Oars, Tools
    And the age 2 pile is Mathematics, Calendar
    And the age 6 pile is nothing
    And the age 8 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-democracy-nothing-returned
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Democracy: returning nothing when nobody returned anything scores nothing
    # Alice shows 2 lightbulbs, Bob none.
    Given a 2-player game
    And Alice's purple pile is Democracy
    And Alice has Oars in hand
    And Bob's red pile is Archery
    And the age 8 pile is Flight
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Democracy
    Then Alice may return up to 1 of Oars
    When Alice declines
    Then Alice's hand is Oars
    And Alice's score pile is nothing
    And the age 8 pile is Flight
    And it is Alice's turn 9 with one action used

  @id:card-base-democracy-tie-scores-nothing
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Democracy: Alice returning as many cards as the sharer scores nothing
    # Alice shows 2 lightbulbs, Bob 2 (Writing): he shares.
    Given a 2-player game
    And Alice's purple pile is Democracy
    And Alice has Oars in hand
    And Bob's blue pile is Writing
    And Bob has Tools in hand
    And the age 1 pile is Agriculture
    And the age 6 pile is Canning
    And the age 8 pile is Flight, Mobility
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Democracy
    Then Bob may return up to 1 of Tools
    When Bob returns Tools
    Then Bob's score pile is Flight
    And Alice may return up to 1 of Oars
    When Alice returns Oars
    Then Alice's score pile is nothing
    And Alice's hand is Canning
    And Bob's hand is nothing
    And the age 1 pile is Agriculture, Tools, Oars
    And the age 8 pile is Mobility
    And the age 6 pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Emancipation -------------------------------------------------------------------------

  @id:card-base-emancipation-demand-and-shared-splay
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Emancipation: Bob gives a card to Alice's score pile and draws a 6; Carol splays red right, Alice declines
    # Emancipation features the factory: Alice shows 5 (Coal 3, Emancipation 2), Bob none
    # (affected), Carol 5 (Machine Tools 3, Steam Engine 2): she shares and is not affected.
    Given a 3-player game
    And Alice's red pile is Coal, Oars
    And Alice's purple pile is Emancipation
    And Bob's green pile is Sailing
    And Bob has Calendar, Tools in hand
    And Carol's red pile is Machine Tools, Archery
    And Carol's yellow pile is Steam Engine
    And the age 6 pile is Canning, Atomic Theory
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Emancipation
    Then Bob must transfer 1 of Calendar, Tools
    When Bob transfers Calendar
    Then Alice's score pile is Calendar
    And Bob's hand is Tools, Canning
    And Carol may splay up to 1 of red
    When Carol splays red
    Then Alice may splay up to 1 of red
    When Alice declines
    Then Carol's red pile is Machine Tools, Archery splayed right
    And Carol's yellow pile is Steam Engine
    And Alice's red pile is Coal, Oars
    And Alice's purple pile is Emancipation
    And Alice's hand is Atomic Theory
    And Bob's green pile is Sailing
    And the age 6 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-emancipation-empty-hand
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Emancipation: an affected player with an empty hand gives nothing and draws nothing
    # Alice shows 2 factories, Bob none (affected).
    Given a 2-player game
    And Alice's purple pile is Emancipation
    And Bob's green pile is Sailing
    And the age 6 pile is Canning
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Emancipation
    Then Alice's score pile is nothing
    And Bob's hand is nothing
    And Bob's green pile is Sailing
    And the age 6 pile is Canning
    And it is Alice's turn 9 with one action used

  @id:card-base-emancipation-equal-not-affected-splay-purple
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Emancipation: an opponent with as many factories keeps his hand; Alice splays purple right
    # Alice shows 2 factories, Bob 2 (Steam Engine): not affected; he shares but has no pile to splay.
    Given a 2-player game
    And Alice's purple pile is Emancipation, Democracy
    And Bob's yellow pile is Steam Engine
    And Bob has Tools in hand
    And the age 6 pile is Canning
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Emancipation
    Then Alice may splay up to 1 of purple
    When Alice splays purple
    Then Alice's purple pile is Emancipation, Democracy splayed right
    And Alice's score pile is nothing
    And Alice's hand is nothing
    And Bob's hand is Tools
    And Bob's yellow pile is Steam Engine
    And the age 6 pile is Canning
    And it is Alice's turn 9 with one action used
