# The age-7 fourth-edition cards, each effect and branch, from exact positions: Evolution,
# Publications, Combustion, Explosives, Bicycle, Electricity, Refrigeration, Sanitation,
# Lighting, Railroad.
# Card texts: engine/data/cards/base-ultimate.json (our own words, with its glossary); rulebook
# terms: innovation-ultimate.es.txt. Alice launches every dogma; a sharing bonus is a normal draw
# of the value of the launcher's highest top card, so that supply pile is always listed.
@ultimate
Feature: Age 7 fourth-edition cards

  # --- Evolution: optional (a) draw and score an 8 then return a score card, or (b) draw highest score value + 1

  @id:card-ul-evolution-shared-both-branches
  @assumes:actions.per_turn>=2 @assumes:dogma.missing_value=0 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Evolution shared: Bob draws one above his empty score pile, Alice scores an 8 and returns a score card
    # Evolution features the lightbulb: Alice 3, Bob 3 (Philosophy): Bob shares. Bob's empty
    # score pile has value 0, so he draws a 1. Alice could return the 8 she just scored too.
    Given a 2-player game
    And Alice's blue pile is Evolution
    And Alice has Coal in the score pile
    And Bob's purple pile is Philosophy
    And the age 1 pile is Oars
    And the age 5 pile is Banking
    And the age 7 pile is Lighting
    And the age 8 pile is Flight, Mobility
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Evolution
    Then Bob may choose up to 1 of score, draw
    When Bob draws Oars
    Then Alice may choose up to 1 of score, draw
    When Alice scores Flight
    Then Alice must return 1 of Coal, Flight
    When Alice returns Coal
    Then Bob's hand is Oars
    And Bob's score pile is nothing
    And Alice's score pile is Flight
    And Alice's hand is Lighting
    And the age 1 pile is nothing
    And the age 5 pile is Banking, Coal
    And the age 8 pile is Mobility
    And the age 7 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-evolution-declined-and-draw-one-above @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Evolution: Bob declines (no bonus), Alice draws a card one above her highest score value
    # Alice shows 3 lightbulbs, Bob 4 (Mathematics 2, Measurement 2): Bob shares and declines.
    # Alice's highest score card is a 5, so she draws a 6.
    Given a 2-player game
    And Alice's blue pile is Evolution
    And Alice has Coal, Calendar in the score pile
    And Bob's blue pile is Mathematics
    And Bob's green pile is Measurement
    And Bob has Oars in the score pile
    And the age 2 pile is Currency
    And the age 6 pile is Canning
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Evolution
    Then Bob may choose up to 1 of score, draw
    When Bob declines
    Then Alice may choose up to 1 of score, draw
    When Alice draws Canning
    Then Alice's hand is Canning
    And Alice's score pile is Coal, Calendar
    And Bob's hand is nothing
    And Bob's score pile is Oars
    And the age 2 pile is Currency
    And the age 6 pile is nothing
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with one action used

  # --- Publications: optional yellow/blue splay up; optional junk or restore a special achievement

  @id:card-ul-publications-shared-restore-and-junk
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Publications shared: both splay up; Bob restores the junked Empire, then Alice junks Universe
    # Publications features the lightbulb: Alice 4 (Publications 2, Perspective 2), Bob 5
    # (Writing 2, Philosophy 3): Bob shares. Bob may junk an available special achievement or
    # restore the junked Empire; afterwards the junk holds none, so Alice can only junk.
    Given a 2-player game
    And Alice's blue pile is Publications, Tools
    And Alice's yellow pile is Perspective, Agriculture
    And Bob's blue pile is Writing, Calendar
    And Bob's purple pile is Philosophy
    And the junk pile holds Empire
    And the special achievements are Monument, World, Wonder, Universe
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Publications
    Then Bob may splay up to 1 of blue
    When Bob splays blue
    Then Alice may splay up to 1 of yellow, blue
    When Alice splays yellow
    Then Bob may restore up to 1 of Empire
    And Bob may junk up to 1 of Monument, World, Wonder, Universe
    When Bob restores Empire
    Then Alice may junk up to 1 of Monument, Empire, World, Wonder, Universe
    When Alice junks Universe
    Then the special achievements are Monument, Empire, World, Wonder
    And the junk pile holds Universe
    And Alice's yellow pile is Perspective, Agriculture splayed up
    And Alice's blue pile is Publications, Tools
    And Alice's hand is Lighting
    And Bob's blue pile is Writing, Calendar splayed up
    And Bob's purple pile is Philosophy
    And the age 7 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-publications-only-restore-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  Scenario: Publications: with every special achievement held or junked only the restore is offered, and Alice declines it
    # Alice shows 2 lightbulbs, Bob none. Alice's single blue card cannot be splayed.
    Given a 2-player game
    And Alice's blue pile is Publications
    And Alice has achievements Monument, Empire
    And Bob has achievements World, Universe
    And the junk pile holds Wonder
    And the special achievements are nothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Publications
    Then Alice may restore up to 1 of Wonder
    When Alice declines
    Then the special achievements are nothing
    And the junk pile holds Wonder
    And Alice's achievements are Monument, Empire
    And Bob's achievements are World, Universe
    And it is Alice's turn 4 with one action used

  @id:card-ul-publications-restore-chosen @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Publications: Alice splays blue up, then restores one of two junked special achievements of her choice
    # Alice shows 2 lightbulbs, Bob none. No special achievement is available, so only the
    # restore is offered.
    Given a 2-player game
    And Alice's blue pile is Publications, Tools
    And Bob's yellow pile is Masonry
    And the junk pile holds Empire, Wonder
    And the special achievements are nothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Publications
    Then Alice may splay up to 1 of blue
    When Alice splays blue
    Then Alice may restore up to 1 of Empire, Wonder
    When Alice restores Wonder
    Then the special achievements are Wonder
    And the junk pile holds Empire
    And Alice's blue pile is Publications, Tools splayed up
    And Alice's achievements are nothing
    And it is Alice's turn 4 with one action used

  # --- Combustion: demand one score card per launcher colour showing a crown; return your bottom red card

  @id:card-ul-combustion-demand-and-shared
  @assumes:splay.revealed.left=["bottom_right"]
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Combustion: two of Alice's colours show a crown (one through a splay), so Bob gives 2 score cards; Carol and Alice return their bottom red cards
    # Combustion features the crown: Alice 3 (Combustion 2, Writing 1 through the left splay),
    # Bob 0 (affected), Carol 4 (Oars 1, Enterprise 3; shares).
    Given a 3-player game
    And Alice's blue pile is Tools, Writing splayed left
    And Alice's red pile is Combustion, Archery
    And Bob's yellow pile is Masonry
    And Bob has Calendar, Mathematics, Pottery in the score pile
    And Carol's red pile is Oars, Construction
    And Carol's purple pile is Enterprise
    And the age 1 pile is Agriculture
    And the age 2 pile is Currency
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Combustion
    Then Bob must transfer 2 of Calendar, Mathematics, Pottery
    When Bob transfers Calendar, Pottery
    Then Alice's score pile is Calendar, Pottery
    And Bob's score pile is Mathematics
    And Carol's red pile is Oars
    And Carol's purple pile is Enterprise
    And Alice's red pile is Combustion
    And Alice's blue pile is Tools, Writing splayed left
    And Alice's hand is Lighting
    And the age 1 pile is Agriculture, Archery
    And the age 2 pile is Currency, Construction
    And the age 7 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-combustion-fewer-cards-and-lone-red @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Combustion: Bob has fewer score cards than asked and gives them all; Alice's lone red card is her bottom one
    # Alice shows 6 crowns in three colours (Combustion, Sailing, Code of Laws), Bob none.
    Given a 2-player game
    And Alice's red pile is Combustion
    And Alice's green pile is Sailing
    And Alice's purple pile is Code of Laws
    And Bob has Calendar in the score pile
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Combustion
    Then Alice's score pile is Calendar
    And Bob's score pile is nothing
    And Alice's red pile is nothing
    And Alice's green pile is Sailing
    And Alice's purple pile is Code of Laws
    And the age 7 pile is Lighting, Combustion
    And it is Alice's turn 4 with one action used

  @id:card-ul-combustion-equal-crowns-not-affected @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Combustion: an opponent with as many crowns keeps his score pile and, with no red pile, returns nothing
    # Alice shows 2 crowns (Combustion), Bob 2 (Code of Laws): Bob is not affected and shares,
    # but has nothing to return, so there is no bonus.
    Given a 2-player game
    And Alice's red pile is Combustion, Oars
    And Bob's purple pile is Code of Laws
    And Bob has Mathematics in the score pile
    And the age 1 pile is Agriculture
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Combustion
    Then Bob's score pile is Mathematics
    And Bob's purple pile is Code of Laws
    And Alice's score pile is nothing
    And Alice's red pile is Combustion
    And Alice's hand is nothing
    And the age 1 pile is Agriculture, Oars
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with one action used

  # --- Explosives: demand the 3 highest hand cards; draw a 7 if the hand is then empty --------------

  @id:card-ul-explosives-ties-and-emptied-hand @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Explosives in four: Bob gives his 5 and picks two of his three 2s; Carol's lone card empties her hand, so she draws a 7
    # Explosives features the factory: Alice 3, Bob 0 and Carol 0 (affected), Dave 4 (Steam
    # Engine 2, Chemistry 2; not affected).
    Given a 4-player game
    And Alice's red pile is Explosives
    And Bob has Coal, Calendar, Mathematics, Currency, Oars in hand
    And Carol has Pottery in hand
    And Carol's blue pile is Tools
    And Dave has Sailing in hand
    And Dave's yellow pile is Steam Engine
    And Dave's blue pile is Chemistry
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Explosives
    Then Bob must transfer 2 of Calendar, Mathematics, Currency
    When Bob transfers Currency, Calendar
    Then Alice's hand is Coal, Currency, Calendar, Pottery
    And Bob's hand is Mathematics, Oars
    And Carol's hand is Lighting
    And Carol's blue pile is Tools
    And Dave's hand is Sailing
    And the age 7 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-explosives-empty-hand @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Explosives: an affected player with an empty hand transfers nothing and draws nothing
    # Alice shows 3 factories, Bob none.
    Given a 2-player game
    And Alice has Oars in hand
    And Alice's red pile is Explosives
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Explosives
    Then Alice's hand is Oars
    And Bob's hand is nothing
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with one action used

  @id:card-ul-explosives-two-cards-and-one-left @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Explosives: Bob's two cards all go and he draws a 7; Carol keeps her fourth card and draws nothing
    # Alice shows 3 factories, Bob and Carol none (both affected). Carol's three 5s are exactly
    # her three highest: no question.
    Given a 3-player game
    And Alice's red pile is Explosives
    And Bob has Tools, Writing in hand
    And Carol has Coal, Physics, Banking, Calendar in hand
    And the age 7 pile is Lighting, Bicycle
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Explosives
    Then Alice's hand is Tools, Writing, Coal, Physics, Banking
    And Bob's hand is Lighting
    And Carol's hand is Calendar
    And the age 7 pile is Bicycle
    And it is Alice's turn 4 with one action used

  # --- Bicycle: optional swap of the whole hand with the whole score pile --------------------------

  @id:card-ul-bicycle-shared-swap
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Bicycle shared: Bob swaps an empty hand with his score pile, Alice swaps hers
    # Bicycle features the crown: Alice 2, Bob 2 (Code of Laws): Bob shares.
    Given a 2-player game
    And Alice has Oars in hand
    And Alice's green pile is Bicycle
    And Alice has Calendar, Coal in the score pile
    And Bob's purple pile is Code of Laws
    And Bob has Tools in the score pile
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Bicycle
    Then Bob may accept or decline
    When Bob accepts
    Then Alice may accept or decline
    When Alice accepts
    Then Bob's hand is Tools
    And Bob's score pile is nothing
    And Alice's hand is Calendar, Coal, Lighting
    And Alice's score pile is Oars
    And the age 7 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-bicycle-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Bicycle: Bob, with nothing to swap, is not asked; Alice declines
    # Alice shows 2 crowns, Bob 2 (Code of Laws): Bob shares with an empty hand and score pile.
    Given a 2-player game
    And Alice has Oars in hand
    And Alice's green pile is Bicycle
    And Bob's purple pile is Code of Laws
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Bicycle
    Then Alice may accept or decline
    When Alice declines
    Then Alice's hand is Oars
    And Alice's score pile is nothing
    And Bob's hand is nothing
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with one action used

  # --- Electricity: return each top card without a factory, then draw an 8 per card returned --------

  @id:card-ul-electricity-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Electricity shared: Bob returns one top card and draws an 8; Alice returns three and draws three 8s
    # Electricity features the factory: Alice 2, Bob 2 (Steam Engine): Bob shares. Writing and
    # Agriculture go under the same deck, so Alice orders her returns.
    Given a 2-player game
    And Alice's blue pile is Writing
    And Alice's red pile is Optics, Oars
    And Alice's green pile is Electricity
    And Alice's yellow pile is Agriculture
    And Bob's yellow pile is Steam Engine
    And Bob's purple pile is Mysticism
    And the age 1 pile is Pottery
    And the age 3 pile is nothing
    And the age 7 pile is Lighting
    And the age 8 pile is Flight, Mobility, Corporations, Skyscrapers
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Electricity
    When Alice returns Agriculture then Optics then Writing
    Then Bob's hand is Flight
    And Bob's yellow pile is Steam Engine
    And Bob's purple pile is nothing
    And Alice's hand is Mobility, Corporations, Skyscrapers, Lighting
    And Alice's red pile is Oars
    And Alice's green pile is Electricity
    And Alice's blue pile is nothing
    And Alice's yellow pile is nothing
    And the age 1 pile is Pottery, Mysticism, Agriculture, Writing
    And the age 3 pile is Optics
    And the age 8 pile is nothing
    And the age 7 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-electricity-every-top-has-a-factory @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Electricity: when every top card has a factory nothing is returned and no 8 is drawn
    # Alice shows 5 factories, Bob none.
    Given a 2-player game
    And Alice's green pile is Electricity
    And Alice's red pile is Coal
    And Bob's blue pile is Writing
    And the age 8 pile is Flight
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Electricity
    Then Alice's green pile is Electricity
    And Alice's red pile is Coal
    And Alice's hand is nothing
    And Bob's blue pile is Writing
    And the age 8 pile is Flight
    And it is Alice's turn 4 with one action used

  # --- Refrigeration: demand return all hand cards but one; optional score a hand card -------------

  @id:card-ul-refrigeration-demand-and-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Refrigeration: Bob keeps one card and returns the rest; Carol shares and scores, Alice declines
    # Refrigeration features the leaf: Alice 2, Bob 0 (affected), Carol 2 (Clothing; shares).
    Given a 3-player game
    And Alice has Sailing, Construction in hand
    And Alice's yellow pile is Refrigeration
    And Bob has Oars, Tools, Calendar, Coal in hand
    And Carol has Writing in hand
    And Carol's green pile is Clothing
    And the age 1 pile is Pottery
    And the age 2 pile is nothing
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Refrigeration
    Then Bob must keep 1 of Oars, Tools, Calendar, Coal
    When Bob keeps Coal
    When Bob returns Tools then Calendar then Oars
    Then Carol may score up to 1 of Writing
    When Carol scores Writing
    Then Alice may score up to 1 of Sailing, Construction
    When Alice declines
    Then Bob's hand is Coal
    And Carol's score pile is Writing
    And Carol's hand is nothing
    And Alice's hand is Sailing, Construction, Lighting
    And Alice's score pile is nothing
    And the age 1 pile is Pottery, Tools, Oars
    And the age 2 pile is Calendar
    And the age 7 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-refrigeration-single-card-kept @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Refrigeration: a single card in hand is kept; Alice scores her card
    # Alice shows 2 leaves, Bob none (affected).
    Given a 2-player game
    And Alice has Sailing in hand
    And Alice's yellow pile is Refrigeration
    And Bob has Oars in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Refrigeration
    Then Alice may score up to 1 of Sailing
    When Alice scores Sailing
    Then Bob's hand is Oars
    And Alice's score pile is Sailing
    And Alice's hand is nothing
    And it is Alice's turn 4 with one action used

  # --- Sanitation: demand exchange of the 2 highest with my lowest; junk the 7 or the 8 deck ---------

  @id:card-ul-sanitation-demand-and-shared
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Sanitation: Bob's two highest for Alice's lowest; Carol junks the 7 deck, Alice the 8 deck; the bonus draws a 9
    # Sanitation features the leaf: Alice 3, Bob 0 (affected), Carol 3 (Agriculture; shares).
    # Bob picks two of his three 5s; Alice picks which of her two 1s she gives. The empty 7 deck
    # stays a choice for Alice.
    Given a 3-player game
    And Alice has Oars, Tools, Calendar in hand
    And Alice's yellow pile is Sanitation
    And Bob has Coal, Physics, Banking, Mathematics in hand
    And Carol's yellow pile is Agriculture
    And the age 7 pile is Lighting, Bicycle
    And the age 8 pile is Flight
    And the age 9 pile is Computers
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Sanitation
    Then Bob must give 2 of Coal, Physics, Banking
    When Bob chooses Coal, Banking
    Then Alice must give 1 of Oars, Tools
    When Alice gives Tools
    Then Carol must choose 1 of 7, 8
    When Carol chooses 7
    Then Alice must choose 1 of 7, 8
    When Alice chooses 8
    Then Alice's hand is Oars, Calendar, Coal, Banking, Computers
    And Bob's hand is Physics, Mathematics, Tools
    And Carol's hand is nothing
    And the junk pile holds Lighting, Bicycle, Flight
    And the age 7 pile is nothing
    And the age 8 pile is nothing
    And the age 9 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-sanitation-empty-hand-receives @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Sanitation: Bob with an empty hand still receives Alice's lowest card; with both decks empty nothing is asked
    # Alice shows 3 leaves, Bob none (affected).
    Given a 2-player game
    And Alice has Coal, Calendar in hand
    And Alice's yellow pile is Sanitation
    And the age 7 pile is nothing
    And the age 8 pile is nothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Sanitation
    Then Alice's hand is Coal
    And Bob's hand is Calendar
    And the junk pile holds nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-sanitation-launcher-empty-hand @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Sanitation: with Alice's hand empty, Bob still gives his two highest cards and receives nothing
    # Alice shows 3 leaves, Bob none (affected). Bob's 5 goes; he picks one of his two 1s.
    Given a 2-player game
    And Alice's yellow pile is Sanitation
    And Bob has Coal, Oars, Tools in hand
    And the age 7 pile is nothing
    And the age 8 pile is nothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Sanitation
    Then Bob must give 1 of Oars, Tools
    When Bob gives Oars
    Then Alice's hand is Coal, Oars
    And Bob's hand is Tools
    And the junk pile holds nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-sanitation-equal-leaves-empty-deck-chosen
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Sanitation: Bob with as many leaves is not affected; he junks the 8 deck, and Alice's choice of the now empty 8 deck junks nothing
    # Alice shows 3 leaves, Bob 3 (Agriculture): Bob keeps his hand and shares the second effect.
    Given a 2-player game
    And Alice has Oars in hand
    And Alice's yellow pile is Sanitation
    And Bob has Coal, Physics in hand
    And Bob's yellow pile is Agriculture
    And the age 7 pile is Lighting, Bicycle
    And the age 8 pile is Flight, Mobility
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Sanitation
    Then Bob must choose 1 of 7, 8
    When Bob chooses 8
    Then Alice must choose 1 of 7, 8
    When Alice chooses 8
    Then Bob's hand is Coal, Physics
    And Alice's hand is Oars, Lighting
    And the junk pile holds Flight, Mobility
    And the age 7 pile is Bicycle
    And the age 8 pile is nothing
    And it is Alice's turn 4 with one action used

  # --- Lighting: optional tuck 1 to 3 hand cards; draw and score a 7 per different value tucked -----

  @id:card-ul-lighting-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Lighting shared: Bob tucks two 1s and scores one 7; Alice tucks values 1, 2 and 5 and scores three 7s
    # Lighting features the leaf: Alice 2, Bob 3 (Agriculture): Bob shares.
    Given a 2-player game
    And Alice has Oars, Archery, Calendar, Coal in hand
    And Alice's purple pile is Lighting
    And Bob has Tools, Writing in hand
    And Bob's yellow pile is Agriculture
    And the age 7 pile is Bicycle, Railroad, Electricity, Evolution, Publications
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Lighting
    Then Bob may tuck up to 2 of Tools, Writing
    When Bob tucks Writing then Tools
    Then Alice may tuck up to 3 of Oars, Archery, Calendar, Coal
    When Alice tucks Coal then Calendar then Oars
    Then Bob's blue pile is Writing, Tools
    And Bob's score pile is Bicycle
    And Bob's hand is nothing
    And Alice's red pile is Coal, Oars
    And Alice's blue pile is Calendar
    And Alice's purple pile is Lighting
    And Alice's score pile is Railroad, Electricity, Evolution
    And Alice's hand is Archery, Publications
    And the age 7 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-lighting-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Lighting: declining the tuck scores nothing
    # Alice shows 2 leaves, Bob none.
    Given a 2-player game
    And Alice has Oars in hand
    And Alice's purple pile is Lighting
    And the age 7 pile is Bicycle
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Lighting
    Then Alice may tuck up to 1 of Oars
    When Alice declines
    Then Alice's hand is Oars
    And Alice's score pile is nothing
    And Alice's purple pile is Lighting
    And the age 7 pile is Bicycle
    And it is Alice's turn 4 with one action used

  # --- Railroad: return the hand; draw a 6 three times; optional: a pile splayed right goes up ------

  @id:card-ul-railroad-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Railroad shared: both return their hands and draw three 6s; Bob splays green up, Alice declines
    # Railroad features the clock: Alice 2, Bob 2 (Publications 1, Bicycle 1): Bob shares.
    Given a 2-player game
    And Alice has Tools, Pottery, Calendar in hand
    And Alice's red pile is Oars, Archery splayed right
    And Alice's purple pile is Railroad
    And Bob has Writing in hand
    And Bob's blue pile is Publications
    And Bob's green pile is Bicycle, Clothing splayed right
    And the age 1 pile is Agriculture
    And the age 2 pile is nothing
    And the age 6 pile is Canning, Vaccination, Democracy, Emancipation, Encyclopedia, Classification
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Railroad
    When Alice returns Pottery then Calendar then Tools
    Then Bob may splay up to 1 of green
    When Bob splays green
    Then Alice may splay up to 1 of red
    When Alice declines
    Then Bob's hand is Canning, Vaccination, Democracy
    And Bob's green pile is Bicycle, Clothing splayed up
    And Bob's blue pile is Publications
    And Alice's hand is Emancipation, Encyclopedia, Classification, Lighting
    And Alice's red pile is Oars, Archery splayed right
    And Alice's purple pile is Railroad
    And the age 1 pile is Agriculture, Writing, Pottery, Tools
    And the age 2 pile is Calendar
    And the age 6 pile is nothing
    And the age 7 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:card-ul-railroad-empty-hand-short-deck-splay-up @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  Scenario: Railroad: an empty hand returns nothing; the 6 deck runs out on the third draw, which takes a 7; Alice splays red up
    # Alice shows 2 clocks, Bob none.
    Given a 2-player game
    And Alice's red pile is Oars, Archery splayed right
    And Alice's purple pile is Railroad
    And Bob's yellow pile is Masonry
    And the age 6 pile is Canning, Vaccination
    And the age 7 pile is Lighting, Bicycle
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Railroad
    Then Alice may splay up to 1 of red
    When Alice splays red
    Then Alice's hand is Canning, Vaccination, Lighting
    And Alice's red pile is Oars, Archery splayed up
    And Alice's purple pile is Railroad
    And the age 6 pile is nothing
    And the age 7 pile is Bicycle
    And it is Alice's turn 4 with one action used
