# The age-7 base cards, each effect and branch, from exact positions: Evolution, Publications,
# Combustion (both wordings), Explosives, Bicycle, Electricity, Refrigeration, Sanitation,
# Lighting, Railroad.
# Card texts: engine/data/cards/base.json (our own words); rulebook terms: innovation-deluxe.pt.txt,
# Termos e Conceitos Importantes.
# Combustion differs by edition: the first edition demands two score cards and has no second
# effect; the third demands one card per four crowns of the launcher, then returns the bottom red
# card. Its scenarios carry the tags of their wording only; every other card reads the same in
# both editions. Alice launches every dogma; the sharing bonus is a draw of the age of her highest
# top card after the action.
Feature: Age 7 base cards

  # --- Evolution ----------------------------------------------------------------------------

  @id:card-base-evolution-shared-both-branches
  @assumes:actions.per_turn>=2 @assumes:dogma.missing_value=0 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Evolution: the sharer draws one above his empty score pile (a 1); Alice scores an 8 and returns a score card
    # Evolution features the lightbulb: Alice shows 3, Bob 3 (Philosophy): he shares.
    Given a 2-player game
    And Alice's blue pile is Evolution
    And Alice has Coal in the score pile
    And Bob's purple pile is Philosophy
    And the age 1 pile is Oars
    And the age 5 pile is Banking
    And the age 7 pile is Lighting
    And the age 8 pile is Flight, Mobility
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Evolution
    Then Bob may choose up to 1 of score, draw
    When Bob draws Oars
    Then Bob's hand is Oars
    And Alice may choose up to 1 of score, draw
    When Alice scores Flight
    Then Alice must return 1 of Coal, Flight
    When Alice returns Coal
    Then Alice's score pile is Flight
    And Alice's hand is Lighting
    And Bob's score pile is nothing
    And the age 1 pile is nothing
    And the age 5 pile is Banking, Coal
    And the age 7 pile is nothing
    And the age 8 pile is Mobility
    And it is Alice's turn 9 with one action used

  @id:card-base-evolution-declined-or-draw-one-above
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Evolution: the sharer declines; Alice's highest score card is a 5, so she draws a 6
    # Alice shows 3 lightbulbs, Bob 3 (Philosophy): he shares.
    Given a 2-player game
    And Alice's blue pile is Evolution
    And Alice has Coal, Calendar in the score pile
    And Bob's purple pile is Philosophy
    And Bob has Oars in the score pile
    And the age 2 pile is Currency
    And the age 6 pile is Canning
    And it is Alice's turn 9 with every action left
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
    And it is Alice's turn 9 with one action used

  @id:card-base-evolution-return-the-scored-eight
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Evolution: the 8 just scored may itself be the card returned
    # Alice shows 3 lightbulbs, Bob none.
    Given a 2-player game
    And Alice's blue pile is Evolution
    And Alice has Oars in the score pile
    And Bob's red pile is Archery
    And the age 8 pile is Flight, Mobility
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Evolution
    Then Alice may choose up to 1 of score, draw
    When Alice scores Flight
    Then Alice must return 1 of Oars, Flight
    When Alice returns Flight
    Then Alice's score pile is Oars
    And Alice's hand is nothing
    And the age 8 pile is Mobility, Flight
    And it is Alice's turn 9 with one action used

  # --- Publications -------------------------------------------------------------------------

  @id:card-base-publications-shared-rearrange-and-splay-up
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:splay.revealed.right=["top_left","bottom_left"]
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Publications: Alice rearranges her splayed blue pile, which keeps its splay; both splay a pile up
    # Publications features the lightbulb: Alice shows 4 (Publications 2, Tools and Writing 1
    # each through the right splay), Bob 5 (Paper 2, Philosophy 3): he shares. His yellow pile is
    # his only one to rearrange (an engine may ask him its new order at once); he leaves it.
    Given a 2-player game
    And Alice's blue pile is Publications, Tools, Writing splayed right
    And Alice's yellow pile is Canning, Agriculture
    And Bob's green pile is Paper
    And Bob's yellow pile is Medicine, Fermenting
    And Bob's purple pile is Philosophy
    And the age 6 pile is Vaccination
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Publications
    When Bob declines
    Then Alice may choose up to 1 of blue, yellow
    When Alice chooses blue
    Then Alice must choose 3 of Publications, Tools, Writing
    When Alice chooses Writing then Publications then Tools
    Then Alice's blue pile is Writing, Publications, Tools splayed right
    And Bob may splay up to 1 of yellow
    When Bob splays yellow
    Then Alice may splay up to 1 of yellow, blue
    When Alice splays blue
    Then Alice's blue pile is Writing, Publications, Tools splayed up
    And Alice's yellow pile is Canning, Agriculture
    And Alice's hand is Vaccination
    And Bob's yellow pile is Medicine, Fermenting splayed up
    And Bob's green pile is Paper
    And Bob's purple pile is Philosophy
    And the age 6 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-publications-same-order-and-declined-splay
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Publications: rearranging into the same order changes nothing; the splay is declined
    # Alice shows 2 lightbulbs, Bob none. Her blue pile is the only one to rearrange: she puts
    # Publications on top again (the blue pile, then its order; or its top card asked at once).
    Given a 2-player game
    And Alice's blue pile is Publications, Tools
    And Bob's red pile is Archery
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Publications
    When Alice chooses Publications
    Then Alice may splay up to 1 of blue
    When Alice declines
    Then Alice's blue pile is Publications, Tools
    And Alice's hand is nothing
    And Bob's red pile is Archery
    And it is Alice's turn 9 with one action used

  # --- Combustion ---------------------------------------------------------------------------

  @id:card-base-combustion-third-one-per-four-crowns
  @assumes:actions.per_turn>=2 @assumes:cards.wording=third-edition @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @deluxe @bga-third
  Scenario: Combustion, third edition: seven crowns demand one score card; then the sharer and Alice return their bottom red card
    # Combustion features the crown: Alice shows 7 (Combustion 2, Sailing 2, Enterprise 3),
    # Bob none (affected), Carol 7 (Navigation 3, Canal Building 2, City States 2): she shares.
    Given a 3-player game
    And Alice's red pile is Combustion, Oars
    And Alice's green pile is Sailing
    And Alice's purple pile is Enterprise
    And Bob's blue pile is Tools
    And Bob has Calendar, Coal, Mathematics in the score pile
    And Carol's red pile is Construction, Road Building
    And Carol's green pile is Navigation
    And Carol's yellow pile is Canal Building
    And Carol's purple pile is City States
    And the age 1 pile is Agriculture
    And the age 2 pile is Currency
    And the age 7 pile is Lighting
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Combustion
    Then Bob must transfer 1 of Calendar, Coal, Mathematics
    When Bob transfers Coal
    Then Alice's score pile is Coal
    And Bob's score pile is Calendar, Mathematics
    And Carol's red pile is Construction
    And Alice's red pile is Combustion
    And Alice's green pile is Sailing
    And Alice's purple pile is Enterprise
    And Alice's hand is Lighting
    And the age 1 pile is Agriculture, Oars
    And the age 2 pile is Currency, Road Building
    And the age 7 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-combustion-first-two-cards
  @assumes:actions.per_turn>=2 @assumes:cards.wording=first-edition @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @bga-first
  Scenario: Combustion, first edition: two score cards are demanded whatever the crowns, and nothing else happens
    # Alice shows 7 crowns, Bob none (affected), Carol 7: she would share, but the first
    # edition prints no non-demand effect.
    Given a 3-player game
    And Alice's red pile is Combustion, Oars
    And Alice's green pile is Sailing
    And Alice's purple pile is Enterprise
    And Bob's blue pile is Tools
    And Bob has Calendar, Coal, Mathematics in the score pile
    And Carol's red pile is Construction, Road Building
    And Carol's green pile is Navigation
    And Carol's yellow pile is Canal Building
    And Carol's purple pile is City States
    And the age 1 pile is Agriculture
    And the age 2 pile is Currency
    And the age 7 pile is Lighting
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Combustion
    Then Bob must transfer 2 of Calendar, Coal, Mathematics
    When Bob transfers Mathematics, Calendar
    Then Alice's score pile is Mathematics, Calendar
    And Bob's score pile is Coal
    And Alice's red pile is Combustion, Oars
    And Alice's hand is nothing
    And Carol's red pile is Construction, Road Building
    And the age 1 pile is Agriculture
    And the age 2 pile is Currency
    And the age 7 pile is Lighting
    And it is Alice's turn 9 with one action used

  @id:card-base-combustion-third-under-four-crowns
  @assumes:actions.per_turn>=2 @assumes:cards.wording=third-edition
  @deluxe @bga-third
  Scenario: Combustion, third edition: under four crowns nothing is given; a lone red card is the bottom one and is returned
    # Alice shows 2 crowns, Bob none (affected).
    Given a 2-player game
    And Alice's red pile is Combustion
    And Bob has Calendar in the score pile
    And the age 7 pile is Lighting
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Combustion
    Then Alice's board is empty
    And Alice's score pile is nothing
    And Alice's hand is nothing
    And Bob's score pile is Calendar
    And the age 7 pile is Lighting, Combustion
    And it is Alice's turn 9 with one action used

  @id:card-base-combustion-first-fewer-than-two
  @assumes:actions.per_turn>=2 @assumes:cards.wording=first-edition @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @bga-first
  Scenario: Combustion, first edition: a score pile of one card gives it unasked; the red pile stays
    # Alice shows 2 crowns, Bob none (affected).
    Given a 2-player game
    And Alice's red pile is Combustion
    And Bob has Calendar in the score pile
    And the age 7 pile is Lighting
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Combustion
    Then Alice's score pile is Calendar
    And Bob's score pile is nothing
    And Alice's red pile is Combustion
    And Alice's hand is nothing
    And the age 7 pile is Lighting
    And it is Alice's turn 9 with one action used

  @id:card-base-combustion-third-eight-crowns-equal-not-affected
  @assumes:actions.per_turn>=2 @assumes:cards.wording=third-edition @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @deluxe @bga-third
  Scenario: Combustion, third edition: exactly eight crowns demand two cards; an opponent with as many crowns keeps his and shares the return
    # Alice shows 8 crowns (Combustion 2, Enterprise 3, Translation 3), Bob none (affected),
    # Carol 8 (Optics 3, Navigation 3, Canal Building 2): not affected, she shares.
    Given a 3-player game
    And Alice's red pile is Combustion, Oars
    And Alice's blue pile is Translation
    And Alice's purple pile is Enterprise
    And Bob has Calendar, Coal, Mathematics in the score pile
    And Carol's red pile is Optics, Archery
    And Carol's green pile is Navigation
    And Carol's yellow pile is Canal Building
    And Carol has Sailing in the score pile
    And the age 1 pile is Agriculture
    And the age 7 pile is Lighting
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Combustion
    Then Bob must transfer 2 of Calendar, Coal, Mathematics
    When Bob transfers Calendar, Coal
    Then Alice's score pile is Calendar, Coal
    And Bob's score pile is Mathematics
    And Carol's score pile is Sailing
    And Carol's red pile is Optics
    And Alice's red pile is Combustion
    And Alice's hand is Lighting
    And the age 1 pile is Agriculture, Archery, Oars
    And the age 7 pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Explosives ---------------------------------------------------------------------------

  @id:card-base-explosives-three-highest-and-emptied-hand
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Explosives: Bob picks among his tied 5s; Carol gives both her cards and, her hand emptied, draws a 7
    # Explosives features the factory: Alice shows 3, Bob and Carol none (both affected).
    Given a 3-player game
    And Alice's red pile is Explosives
    And Bob has Flight, Coal, Banking, Chemistry, Oars in hand
    And Carol has Calendar, Mathematics in hand
    And the age 7 pile is Lighting
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Explosives
    Then Bob must transfer 2 of Coal, Banking, Chemistry
    When Bob transfers Chemistry, Coal
    Then Alice's hand is Flight, Chemistry, Coal, Calendar, Mathematics
    And Bob's hand is Banking, Oars
    And Carol's hand is Lighting
    And the age 7 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-explosives-exactly-three-and-empty-hand
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Explosives: exactly three cards all go unasked and a 7 is drawn; an empty hand gives nothing and draws nothing
    # Alice shows 3 factories, Bob and Carol none (both affected).
    Given a 3-player game
    And Alice's red pile is Explosives
    And Bob has Coal, Banking, Calendar in hand
    And the age 7 pile is Lighting, Bicycle
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Explosives
    Then Alice's hand is Coal, Banking, Calendar
    And Bob's hand is Lighting
    And Carol's hand is nothing
    And the age 7 pile is Bicycle
    And it is Alice's turn 9 with one action used

  @id:card-base-explosives-equal-not-affected
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Explosives: an opponent with as many factories keeps his hand
    # Alice shows 3 factories, Bob 3 (Coal): not affected.
    Given a 2-player game
    And Alice's red pile is Explosives
    And Bob's red pile is Coal
    And Bob has Oars in hand
    And the age 7 pile is Lighting
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Explosives
    Then Bob's hand is Oars
    And Alice's hand is nothing
    And the age 7 pile is Lighting
    And it is Alice's turn 9 with one action used

  # --- Bicycle ------------------------------------------------------------------------------

  @id:card-base-bicycle-shared-swap
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Bicycle: both swap hand and score pile, the sharer with an empty hand
    # Bicycle features the crown: Alice shows 2, Bob 3 (Enterprise): he shares.
    Given a 2-player game
    And Alice's green pile is Bicycle
    And Alice has Oars, Tools in hand
    And Alice has Coal in the score pile
    And Bob's purple pile is Enterprise
    And Bob has Calendar in the score pile
    And the age 7 pile is Lighting
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Bicycle
    Then Bob may accept or decline
    When Bob accepts
    Then Bob's hand is Calendar
    And Bob's score pile is nothing
    And Alice may accept or decline
    When Alice accepts
    Then Alice's hand is Coal, Lighting
    And Alice's score pile is Oars, Tools
    And the age 7 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-bicycle-declined-or-nothing-to-swap
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Bicycle: the sharer declines; Alice, with nothing in hand or score pile, is not asked
    # Alice shows 2 crowns, Bob 3 (Enterprise): he shares.
    Given a 2-player game
    And Alice's green pile is Bicycle
    And Bob's purple pile is Enterprise
    And Bob has Oars in hand
    And the age 7 pile is Lighting
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Bicycle
    Then Bob may accept or decline
    When Bob declines
    Then Bob's hand is Oars
    And Bob's score pile is nothing
    And Alice's hand is nothing
    And Alice's score pile is nothing
    And the age 7 pile is Lighting
    And it is Alice's turn 9 with one action used

  # --- Electricity --------------------------------------------------------------------------

  @id:card-base-electricity-shared-return-and-draw-eights
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Electricity: each returns the top cards without a factory and draws an 8 per card returned
    # Electricity features the factory: Alice shows 5 (Coal 3, Electricity 2), Bob 5 (Machine
    # Tools 3, Steam Engine 2): he shares. Alice's three 1s go under one supply pile: she orders
    # them. Writing, exposed under Tools, stays.
    Given a 2-player game
    And Alice's blue pile is Tools, Writing
    And Alice's red pile is Coal
    And Alice's green pile is Electricity
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Mysticism
    And Bob's red pile is Machine Tools
    And Bob's yellow pile is Steam Engine
    And Bob's purple pile is Philosophy
    And the age 1 pile is Oars
    And the age 2 pile is nothing
    And the age 7 pile is Lighting
    And the age 8 pile is Flight, Mobility, Corporations, Mass Media, Antibiotics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Electricity
    When Alice returns Mysticism then Tools then Agriculture
    Then Bob's hand is Flight
    And Bob's purple pile is nothing
    And Bob's red pile is Machine Tools
    And Bob's yellow pile is Steam Engine
    And Alice's hand is Mobility, Corporations, Mass Media, Lighting
    And Alice's blue pile is Writing
    And Alice's red pile is Coal
    And Alice's green pile is Electricity
    And Alice's yellow pile is nothing
    And Alice's purple pile is nothing
    And the age 1 pile is Oars, Mysticism, Tools, Agriculture
    And the age 2 pile is Philosophy
    And the age 7 pile is nothing
    And the age 8 pile is Antibiotics
    And it is Alice's turn 9 with one action used

  @id:card-base-electricity-nothing-to-return
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Electricity: when every top card has a factory nothing is returned and no 8 is drawn
    # Alice shows 5 factories (Coal 3, Electricity 2), Bob none.
    Given a 2-player game
    And Alice's red pile is Coal
    And Alice's green pile is Electricity
    And Bob's blue pile is Writing
    And the age 8 pile is Flight
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Electricity
    Then Alice's red pile is Coal
    And Alice's green pile is Electricity
    And Alice's hand is nothing
    And Bob's blue pile is Writing
    And the age 8 pile is Flight
    And it is Alice's turn 9 with one action used

  # --- Refrigeration ------------------------------------------------------------------------

  @id:card-base-refrigeration-half-the-hand-then-shared-score
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Refrigeration: Bob returns two of his five cards; Carol and Alice each score a card from hand
    # Refrigeration features the leaf: Alice shows 2, Bob none (affected), Carol 3 (Agriculture):
    # she shares and is not affected.
    Given a 3-player game
    And Alice's yellow pile is Refrigeration
    And Alice has Coal in hand
    And Bob has Oars, Tools, Sailing, Calendar, Mathematics in hand
    And Carol's yellow pile is Agriculture
    And Carol has Banking, Physics in hand
    And the age 1 pile is nothing
    And the age 7 pile is Lighting
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Refrigeration
    Then Bob must return 2 of Oars, Tools, Sailing, Calendar, Mathematics
    When Bob returns Sailing then Oars
    Then Bob's hand is Tools, Calendar, Mathematics
    And the age 1 pile is Sailing, Oars
    And Carol may score up to 1 of Banking, Physics
    When Carol scores Banking
    Then Carol's score pile is Banking
    And Carol's hand is Physics
    And Alice may score up to 1 of Coal
    When Alice scores Coal
    Then Alice's score pile is Coal
    And Alice's hand is Lighting
    And Bob's score pile is nothing
    And the age 7 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-refrigeration-one-card-and-declined
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Refrigeration: half of a one-card hand is nothing; Alice declines to score
    # Alice shows 2 leaves, Bob none (affected).
    Given a 2-player game
    And Alice's yellow pile is Refrigeration
    And Alice has Coal in hand
    And Bob has Oars in hand
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Refrigeration
    Then Alice may score up to 1 of Coal
    When Alice declines
    Then Alice's hand is Coal
    And Alice's score pile is nothing
    And Bob's hand is Oars
    And it is Alice's turn 9 with one action used

  @id:card-base-refrigeration-odd-hand-equal-not-affected
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Refrigeration: a hand of three returns one card; an opponent with as many leaves keeps his hand and shares
    # Alice shows 2 leaves, Bob none (affected), Carol 2 (Fermenting): not affected, she shares.
    # Alice's hand is empty: she is not asked to score.
    Given a 3-player game
    And Alice's yellow pile is Refrigeration
    And Bob has Oars, Tools, Calendar in hand
    And Carol's yellow pile is Fermenting
    And Carol has Sailing, Coal in hand
    And the age 2 pile is nothing
    And the age 7 pile is Lighting
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Refrigeration
    Then Bob must return 1 of Oars, Tools, Calendar
    When Bob returns Calendar
    Then Bob's hand is Oars, Tools
    And the age 2 pile is Calendar
    And Carol may score up to 1 of Sailing, Coal
    When Carol scores Sailing
    Then Carol's score pile is Sailing
    And Carol's hand is Coal
    And Alice's hand is Lighting
    And Alice's score pile is nothing
    And the age 7 pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Sanitation ---------------------------------------------------------------------------

  @id:card-base-sanitation-exchange-with-ties
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Sanitation: Bob picks two of his tied 8s, Alice picks one of her tied 1s, and they swap
    # Sanitation features the leaf: Alice shows 3, Bob none (affected).
    Given a 2-player game
    And Alice's yellow pile is Sanitation
    And Alice has Oars, Coal, Tools in hand
    And Bob has Flight, Mobility, Corporations, Calendar in hand
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Sanitation
    Then Bob must give 2 of Flight, Mobility, Corporations
    When Bob chooses Flight, Corporations
    Then Alice must give 1 of Oars, Tools
    When Alice gives Tools
    Then Alice's hand is Oars, Coal, Flight, Corporations
    And Bob's hand is Mobility, Calendar, Tools
    And it is Alice's turn 9 with one action used

  @id:card-base-sanitation-empty-hand-receives
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Sanitation: an affected player with an empty hand still receives Alice's lowest card
    # Alice shows 3 leaves, Bob none (affected).
    Given a 2-player game
    And Alice's yellow pile is Sanitation
    And Alice has Coal, Calendar in hand
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Sanitation
    Then Alice's hand is Coal
    And Bob's hand is Calendar
    And it is Alice's turn 9 with one action used

  @id:card-base-sanitation-empty-launcher-keeps-received
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Sanitation: with Alice's hand empty she gives nothing back, not even a card just received; an equal opponent is spared
    # Alice shows 3 leaves, Bob none (affected), Carol 3 (Agriculture): not affected.
    Given a 3-player game
    And Alice's yellow pile is Sanitation
    And Bob has Banking, Calendar, Oars in hand
    And Carol's yellow pile is Agriculture
    And Carol has Coal in hand
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Sanitation
    Then Alice's hand is Banking, Calendar
    And Bob's hand is Oars
    And Carol's hand is Coal
    And it is Alice's turn 9 with one action used

  # --- Lighting -----------------------------------------------------------------------------

  @id:card-base-lighting-shared-tuck-and-score-per-value
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Lighting: the sharer tucks one card and scores a 7; Alice tucks three of values 5, 1, 1 and scores two 7s
    # Lighting features the leaf: Alice shows 2, Bob 3 (Agriculture): he shares.
    Given a 2-player game
    And Alice's purple pile is Lighting
    And Alice has Oars, Tools, Coal, Calendar in hand
    And Bob's yellow pile is Agriculture
    And Bob has Archery in hand
    And the age 7 pile is Bicycle, Railroad, Evolution, Publications
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Lighting
    Then Bob may tuck up to 1 of Archery
    When Bob tucks Archery
    Then Bob's red pile is Archery
    And Bob's score pile is Bicycle
    And Alice may tuck up to 3 of Oars, Tools, Coal, Calendar
    When Alice tucks Coal then Oars then Tools
    Then Alice's red pile is Coal, Oars
    And Alice's blue pile is Tools
    And Alice's purple pile is Lighting
    And Alice's score pile is Railroad, Evolution
    And Alice's hand is Calendar, Publications
    And Bob's hand is nothing
    And the age 7 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-lighting-declined
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Lighting: tucking nothing scores nothing
    # Alice shows 2 leaves, Bob none.
    Given a 2-player game
    And Alice's purple pile is Lighting
    And Alice has Oars in hand
    And Bob's red pile is Archery
    And the age 7 pile is Bicycle
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Lighting
    Then Alice may tuck up to 1 of Oars
    When Alice declines
    Then Alice's hand is Oars
    And Alice's score pile is nothing
    And Alice's red pile is nothing
    And the age 7 pile is Bicycle
    And it is Alice's turn 9 with one action used

  @id:card-base-lighting-one-value-one-seven
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Lighting: three tucked cards of one value score a single 7
    # Alice shows 2 leaves, Bob none.
    Given a 2-player game
    And Alice's purple pile is Lighting
    And Alice has Oars, Tools, Sailing in hand
    And Bob's red pile is Archery
    And the age 7 pile is Bicycle, Railroad
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Lighting
    Then Alice may tuck up to 3 of Oars, Tools, Sailing
    When Alice tucks Oars then Tools then Sailing
    Then Alice's red pile is Oars
    And Alice's blue pile is Tools
    And Alice's green pile is Sailing
    And Alice's score pile is Bicycle
    And Alice's hand is nothing
    And the age 7 pile is Railroad
    And it is Alice's turn 9 with one action used

  @id:card-base-lighting-same-colour-tucked-in-given-order
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Lighting: two red cards tucked under a red pile go in the order Alice gives; values 2 and 1 score two 7s
    # Alice shows 2 leaves (Lighting), Bob none (Writing): he does not share. Choosing the cards
    # is one ordered decision: the first named is tucked first, so the second ends at the bottom.
    Given a 2-player game
    And Alice's purple pile is Lighting
    And Alice's red pile is Archery
    And Alice has Oars, Construction, Tools in hand
    And Bob's blue pile is Writing
    And the age 7 pile is Bicycle, Railroad, Evolution
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Lighting
    Then Alice may tuck up to 3 of Oars, Construction, Tools
    When Alice tucks Construction then Oars
    Then Alice's red pile is Archery, Construction, Oars
    And Alice's purple pile is Lighting
    And Alice's blue pile is nothing
    And Alice's score pile is Bicycle, Railroad
    And Alice's hand is Tools
    And Bob's blue pile is Writing
    And Bob's hand is nothing
    And Bob's score pile is nothing
    And the age 7 pile is Evolution
    And it is Alice's turn 9 with one action used

  # --- Railroad -----------------------------------------------------------------------------

  @id:card-base-railroad-shared-return-draw-and-splay-up
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Railroad: each returns the whole hand and draws three 6s; Alice turns her green pile from right to up
    # Railroad features the clock: Alice shows 2, Bob 2 (Publications 1, Lighting 1): he shares.
    # Bob has no pile splayed right, so he is not asked to splay.
    Given a 2-player game
    And Alice's blue pile is Writing, Pottery splayed right
    And Alice's green pile is Sailing, Clothing splayed right
    And Alice's purple pile is Railroad
    And Alice has Oars, Tools in hand
    And Bob's blue pile is Publications
    And Bob's purple pile is Lighting
    And Bob has Calendar in hand
    And the age 1 pile is nothing
    And the age 2 pile is nothing
    And the age 6 pile is Canning, Vaccination, Democracy, Emancipation, Metric System, Encyclopedia, Classification
    And the age 7 pile is Bicycle
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Railroad
    When Alice returns Tools then Oars
    Then Bob's hand is Canning, Vaccination, Democracy
    And Alice's hand is Emancipation, Metric System, Encyclopedia
    And Alice may splay up to 1 of blue, green
    When Alice splays green
    Then Alice's green pile is Sailing, Clothing splayed up
    And Alice's blue pile is Writing, Pottery splayed right
    And Alice's purple pile is Railroad
    And Alice's hand is Emancipation, Metric System, Encyclopedia, Bicycle
    And Bob's blue pile is Publications
    And Bob's purple pile is Lighting
    And the age 1 pile is Tools, Oars
    And the age 2 pile is Calendar
    And the age 6 pile is Classification
    And the age 7 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-railroad-empty-hand
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Railroad: an empty hand still draws three 6s; with no pile splayed right no splay is offered
    # Alice shows 2 clocks, Bob none.
    Given a 2-player game
    And Alice's purple pile is Railroad
    And Bob's red pile is Archery
    And the age 6 pile is Canning, Vaccination, Democracy, Emancipation, Metric System, Encyclopedia, Classification
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Railroad
    Then Alice's hand is Canning, Vaccination, Democracy
    And Alice's purple pile is Railroad
    And the age 6 pile is Emancipation, Metric System, Encyclopedia, Classification
    And Bob's hand is nothing
    And it is Alice's turn 9 with one action used

  @id:card-base-railroad-splay-declined
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Railroad: a lone hand card is returned unasked; Alice declines to splay her right-splayed pile up
    # Alice shows 2 clocks, Bob none.
    Given a 2-player game
    And Alice's blue pile is Writing, Pottery splayed right
    And Alice's purple pile is Railroad
    And Alice has Oars in hand
    And Bob's red pile is Archery
    And the age 1 pile is Agriculture
    And the age 6 pile is Canning, Vaccination, Democracy, Emancipation
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Railroad
    Then Alice may splay up to 1 of blue
    When Alice declines
    Then Alice's blue pile is Writing, Pottery splayed right
    And Alice's hand is Canning, Vaccination, Democracy
    And the age 1 pile is Agriculture, Oars
    And the age 6 pile is Emancipation
    And it is Alice's turn 9 with one action used
