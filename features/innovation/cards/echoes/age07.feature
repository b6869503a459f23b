# The Echoes cards of age 7 (Photography, Typewriter, Machine Gun, Rubber, Jeans, Telegraph,
# Elevator, Fertilizer, Ice Cream, Saxophone): each echo effect, each dogma effect and each branch,
# from exact positions.
# Card texts: engine/data/cards/echoes-ultimate.json (our own words; each card's notes, and its
# glossary for foreshadow, foreseen, bonus, available achievement, "achieve if eligible", music
# note). Rules with sources: the research note echoes.md (§3 the Echoes draw, §4 echo effects, §5
# the forecast, §6 promotion and "foreseen", §7 bonuses in the score, §8 the special
# achievements, §13 question 2 for Jeans, §14.1 for Saxophone's icons).
# Conventions: piles are written top card first; every supply pile a scenario draws from is
# listed. A draw comes from the Echoes deck only when the drawer has a single highest top card
# (echoes.md §3): so the drawers here show two top cards of their highest value, and every draw
# is a base card. Echo effects run before the dogma effects (echoes.md §4.2). Alice launches every
# Dogma action; the other players show fewer of its featured icon unless a scenario says so.
@ultimate-echoes
Feature: Echoes cards of age 7

  # --- Photography (7, blue, lightbulb): echo meld a card from your forecast; demand the highest top
  # card into the affected player's hand; three visible echo effects in one pile claim History
  # (foreseen: and win).

  @id:echoes-photography-demand-tied-highest @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Photography: Bob takes one of his two tied highest top cards into his hand; one echo effect claims nothing
    # Photography features the lightbulb: Alice shows 4 (Photography 1, Philosophy 3), Bob 3
    # (Archery 1, Tools 2): Bob is affected. Alice's forecast is empty, so her echo effect melds
    # nothing, and her blue pile shows one echo effect.
    Given a 2-player game
    And Alice's blue pile is Photography
    And Alice's purple pile is Philosophy
    And Bob's red pile is Archery
    And Bob's blue pile is Tools
    And the special achievements are History
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Photography
    Then Bob must transfer 1 of Archery, Tools
    When Bob transfers Tools
    Then Bob's hand is Tools
    And Bob's blue pile is nothing
    And Bob's red pile is Archery
    And Alice's blue pile is Photography
    And the special achievements are History
    And it is Alice's turn 4 with one action used

  @id:echoes-photography-history-claimed @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  Scenario: Photography: with three visible echo effects in her blue pile Alice claims History, and, not foreseen, does not win
    # The blue pile splayed up shows the echo effects of Ruler (bottom right), X-Ray (bottom
    # middle) and Photography (top card): they run bottom first. Ruler's draws a 2, X-Ray's draws
    # and tucks an 8 (under the blue pile), Photography's melds nothing. Alice's top cards tie at
    # 7, so both draws are base cards. Bob shows no lightbulb: affected, with no top card.
    Given a 2-player game
    And Alice's blue pile is Photography, X-Ray, Ruler splayed up
    And Alice's yellow pile is Refrigeration
    And the age 2 pile is Calendar
    And the age 8 pile is Quantum Theory, Flight
    And the special achievements are History, Wealth
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Photography
    Then Alice's achievements are History
    And the special achievements are Wealth
    And Alice's hand is Calendar
    And Alice's blue pile is Photography, X-Ray, Ruler, Quantum Theory splayed up
    And the age 8 pile is Flight
    And the game is not over
    And it is Alice's turn 4 with one action used

  @id:echoes-photography-foreseen-history-wins @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  Scenario: Photography foreseen: its echo melds Tractor from the forecast; three visible echo effects claim History, and Alice wins
    # Alice melds Lighting (7): Photography (7) is promoted from her forecast onto her blue pile,
    # splayed up, and its free Dogma action is foreseen (Tractor, an 8, cannot be promoted). The
    # pile shows the echo effects of Ruler, X-Ray and Photography, run bottom first: Ruler's draws
    # a 2 and X-Ray's tucks an 8 (Alice's top cards tie at 7: base draws), Photography's melds
    # Tractor, the last card of the forecast.
    Given a 2-player game
    And Alice's blue pile is X-Ray, Ruler splayed up
    And Alice has Lighting in hand
    And Alice has Photography, Tractor in the forecast
    And the age 2 pile is Calendar
    And the age 8 pile is Quantum Theory, Flight
    And the special achievements are History
    And it is Alice's turn 4 with every action left
    When Alice melds Lighting
    Then Alice wins by dogma
    And Alice's achievements are History
    And Alice's yellow pile is Tractor
    And Alice's forecast is nothing
    And Alice's blue pile is Photography, X-Ray, Ruler, Quantum Theory splayed up
    And Alice's hand is Calendar

  @id:echoes-photography-foreseen-history-gone @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  Scenario: Photography foreseen: three visible echo effects, but History is no longer available: nothing is claimed and nobody wins
    # The position of the winning scenario above, with History held by Bob: the claim fails, and
    # the win needs it.
    Given a 2-player game
    And Alice's blue pile is X-Ray, Ruler splayed up
    And Alice has Lighting in hand
    And Alice has Photography, Tractor in the forecast
    And Bob has achievements History
    And the age 2 pile is Calendar
    And the age 8 pile is Quantum Theory, Flight
    And the special achievements are nothing
    And it is Alice's turn 4 with every action left
    When Alice melds Lighting
    Then the game is not over
    And Alice's achievements are nothing
    And Bob's achievements are History
    And Alice's yellow pile is Tractor
    And it is Alice's turn 4 with one action used

  # --- Typewriter (7, blue, crown): return your hand, draw a 6, then per colour returned draw one
  # above your highest hand card.

  @id:echoes-typewriter-two-colours-returned @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Typewriter: two colours returned, a 6 drawn, then a 7 and an 8, each one above the hand's highest
    # Typewriter features the crown: Alice shows 2, Bob none. Oars and Archery are red, Calendar
    # blue: two colours. The 6 makes the hand's highest 6 (a 7 follows), then 7 (an 8 follows).
    Given a 2-player game
    And Alice's blue pile is Typewriter
    And Alice's yellow pile is Sanitation
    And Alice has Oars, Archery, Calendar in hand
    And Bob's green pile is The Wheel
    And the age 1 pile is Tools
    And the age 2 pile is Mathematics
    And the age 6 pile is Canning
    And the age 7 pile is Lighting
    And the age 8 pile is Flight
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Typewriter
    When Alice returns Oars then Archery
    Then Alice's hand is Canning, Lighting, Flight
    And the age 1 pile is Tools, Oars, Archery
    And the age 2 pile is Mathematics, Calendar
    And the age 6 pile is nothing
    And the age 7 pile is nothing
    And the age 8 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:echoes-typewriter-empty-hand @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Typewriter: with an empty hand nothing is returned and only the 6 is drawn
    Given a 2-player game
    And Alice's blue pile is Typewriter
    And Alice's yellow pile is Sanitation
    And Bob's green pile is The Wheel
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Typewriter
    Then Alice's hand is Canning
    And the age 6 pile is Vaccination
    And it is Alice's turn 4 with one action used

  # --- Machine Gun (7, red, factory): echo with five top cards draw and score a 7; demand every top
  # card with a bonus to the launcher's score pile, then junk four available achievements and draw
  # a 7; return every non-red top card.

  @id:echoes-machine-gun-five-tops-and-bonus-cards-taken @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Machine Gun: five top cards score a 7; Bob gives his two bonus cards, junks four of five available achievements and draws a 7; Alice returns four top cards
    # Machine Gun features the factory: Alice shows 2, Bob none: affected. Alice's top cards tie at
    # 7 (Machine Gun, Publications); Bob's after the demand at 1 (Oars, Sailing): base draws.
    # Photography (bonus 7) and Ice Cream (bonus 8) show a bonus, Oars and Sailing none. Bob
    # keeps World among the five available achievements.
    Given a 2-player game
    And Alice's red pile is Machine Gun
    And Alice's blue pile is Publications
    And Alice's green pile is Mapmaking
    And Alice's yellow pile is Masonry
    And Alice's purple pile is Astronomy
    And Bob's blue pile is Photography
    And Bob's purple pile is Ice Cream
    And Bob's red pile is Oars
    And Bob's green pile is Sailing
    And the standard achievements are Pottery, Calendar, Chemistry
    And the special achievements are Monument, World
    And the age 1 pile is Tools
    And the age 2 pile is Mathematics
    And the age 5 pile is Coal
    And the age 7 pile is Railroad, Combustion, Electricity
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Machine Gun
    And Bob junks Pottery, Calendar, Chemistry, Monument
    Then the junk pile holds Pottery, Calendar, Chemistry, Monument
    And the special achievements are World
    And Alice's score pile is Railroad, Photography, Ice Cream
    And Bob's hand is Combustion
    And Bob's blue pile is nothing
    And Bob's purple pile is nothing
    And Alice's red pile is Machine Gun
    And Alice's blue pile is nothing
    And Alice's green pile is nothing
    And Alice's yellow pile is nothing
    And Alice's purple pile is nothing
    And the age 1 pile is Tools, Masonry
    And the age 2 pile is Mathematics, Mapmaking
    And the age 5 pile is Coal, Astronomy
    And the age 7 pile is Electricity, Publications
    And it is Alice's turn 4 with one action used

  @id:echoes-machine-gun-no-bonus-card @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Machine Gun: with two top cards the echo scores nothing; Bob shows no bonus, gives nothing and junks nothing
    Given a 2-player game
    And Alice's red pile is Machine Gun
    And Alice's blue pile is Evolution
    And Bob's red pile is Oars
    And the standard achievements are Pottery, Calendar
    And the age 7 pile is Railroad
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Machine Gun
    Then Bob's red pile is Oars
    And Bob's hand is nothing
    And Alice's score pile is nothing
    And the standard achievements are ages 1, 2
    And Alice's blue pile is nothing
    And the age 7 pile is Railroad, Evolution
    And it is Alice's turn 4 with one action used

  # --- Rubber (7, red, factory): echo draw and tuck two 8s; score a top card with no bonus; may splay
  # red up; foreseen: foreshadow a top card.

  @id:echoes-rubber-tuck-score-splay @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Rubber: two 8s tucked under the red pile, a top card without a bonus scored, red splayed up
    # Rubber features the factory: Alice shows 1, Bob none. Rubber shows a bonus 7, Evolution and
    # Sanitation none. Alice's top cards tie at 7: base draws.
    Given a 2-player game
    And Alice's red pile is Rubber
    And Alice's blue pile is Evolution
    And Alice's yellow pile is Sanitation
    And Bob's green pile is Sailing
    And the age 8 pile is Flight, Mobility, Corporations
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Rubber
    Then Alice must score 1 of Evolution, Sanitation
    When Alice scores Sanitation
    Then Alice may splay up to 1 of red
    When Alice splays red
    Then Alice's red pile is Rubber, Flight, Mobility splayed up
    And Alice's score pile is Sanitation
    And Alice's yellow pile is nothing
    And Alice's blue pile is Evolution
    And the age 8 pile is Corporations
    And it is Alice's turn 4 with one action used

  @id:echoes-rubber-foreseen-foreshadows-a-top-card @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Rubber foreseen: promoted onto the red pile, it tucks two 8s, scores Sanitation, splays red up and foreshadows Evolution
    # Alice melds Combustion (7): Rubber (7) is promoted onto it, and its free Dogma action is
    # foreseen. Her forecast, empty again, may hold 2 cards once red is splayed up.
    Given a 2-player game
    And Alice's blue pile is Evolution
    And Alice's yellow pile is Sanitation
    And Alice has Combustion in hand
    And Alice has Rubber in the forecast
    And Bob's green pile is Sailing
    And the age 8 pile is Flight, Mobility, Corporations
    And it is Alice's turn 4 with every action left
    When Alice melds Combustion
    Then Alice must score 1 of Evolution, Sanitation
    When Alice scores Sanitation
    And Alice splays red
    Then Alice must choose 1 of Rubber, Evolution
    When Alice chooses Evolution
    Then Alice's forecast is Evolution
    And Alice's red pile is Rubber, Combustion, Flight, Mobility splayed up
    And Alice's blue pile is nothing
    And Alice's score pile is Sanitation
    And the age 8 pile is Corporations
    And it is Alice's turn 4 with one action used


  @id:echoes-rubber-foreseen-full-forecast @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Rubber foreseen: once red is splayed up Alice's forecast, holding two 8s, is full: no top card is foreshadowed
    # Tractor and Nylon (8s) stay in the forecast when Combustion (7) is melded; Rubber is
    # promoted. Splayed up, red sets the limit at 2.
    Given a 2-player game
    And Alice's blue pile is Evolution
    And Alice has Combustion in hand
    And Alice has Rubber, Tractor, Nylon in the forecast
    And Bob's green pile is Sailing
    And the age 8 pile is Flight, Mobility, Corporations
    And it is Alice's turn 4 with every action left
    When Alice melds Combustion
    And Alice splays red
    Then Alice's forecast is Tractor, Nylon
    And Alice's red pile is Rubber, Combustion, Flight, Mobility splayed up
    And Alice's score pile is Evolution
    And it is Alice's turn 4 with one action used

  # --- Jeans (7, green, leaf): echo draw two 8s, foreshadow one and return the other; draw two of
  # your top blue card's value, meld one and return the other (revealed or not: a card reading);
  # junk the 7 or the 8 deck; foreseen: take a valued card from the junk.

  @id:echoes-jeans-hidden-draws
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.jeans_reveal=hidden
  Scenario: Jeans: Alice foreshadows one 8 and returns the other, melds one of two hidden 7s, returns the other and junks the 8 deck
    # Jeans features the leaf: Alice shows 1, Bob none. Alice's top cards tie at 7 (Jeans,
    # Evolution): base draws. The top blue card is Evolution, a 7. The card data follows DH4's
    # text: the two 7s are not revealed.
    Given a 2-player game
    And Alice's green pile is Jeans
    And Alice's blue pile is Evolution
    And Bob's red pile is Oars
    And the age 7 pile is Lighting, Railroad, Bicycle
    And the age 8 pile is Flight, Mobility, Corporations
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Jeans
    And Alice returns Flight
    Then no card of Alice was revealed
    And Alice must meld 1 of Lighting, Railroad
    When Alice melds Railroad
    And Alice chooses 8
    Then Alice's forecast is Mobility
    And Alice's purple pile is Railroad
    And Alice's hand is nothing
    And the age 7 pile is Bicycle, Lighting
    And the age 8 pile is nothing
    And the junk pile holds Corporations, Flight
    And it is Alice's turn 4 with one action used

  @id:echoes-jeans-revealed-draws @needs:resolved_variant
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.jeans_reveal=revealed
  Scenario: Jeans read as revealing its two drawn cards: Alice reveals both 7s before melding one
    # The other side of the variant's dispute on cards.readings.jeans_reveal (BGA4's text), played
    # by a house variant: the position of the scenario above; this time the 7 deck is junked.
    Given a house variant of it sets cards.readings.jeans_reveal to "revealed"
    And a 2-player game
    And Alice's green pile is Jeans
    And Alice's blue pile is Evolution
    And Bob's red pile is Oars
    And the age 7 pile is Lighting, Railroad, Bicycle
    And the age 8 pile is Flight, Mobility, Corporations
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Jeans
    And Alice returns Flight
    Then Alice revealed Lighting
    And Alice revealed Railroad
    When Alice melds Lighting
    And Alice chooses 7
    Then Alice's forecast is Mobility
    And Alice's purple pile is Lighting
    And the junk pile holds Bicycle, Railroad
    And the age 8 pile is Corporations, Flight
    And it is Alice's turn 4 with one action used

  @id:echoes-jeans-foreseen-takes-from-the-junk @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Jeans foreseen: after junking the 8 deck Alice takes Oars from the junk into her hand
    # Alice melds Evolution (7): Jeans (7) is promoted onto her green pile, foreseen. The junk
    # holds Monument (a special achievement, no value), Oars, and then the junked 8s (Flight,
    # returned by the echo, among them).
    Given a 2-player game
    And Alice has Evolution in hand
    And Alice has Jeans in the forecast
    And Bob's red pile is Archery
    And the junk pile holds Monument, Oars
    And the age 7 pile is Lighting, Railroad
    And the age 8 pile is Flight, Mobility, Corporations
    And it is Alice's turn 4 with every action left
    When Alice melds Evolution
    And Alice returns Flight
    And Alice melds Lighting
    And Alice chooses 8
    Then Alice must transfer 1 of Oars, Corporations, Flight
    When Alice transfers Oars
    Then Alice's hand is Oars
    And Alice's forecast is Mobility
    And the junk pile holds Monument, Corporations, Flight
    And Alice's green pile is Jeans
    And Alice's purple pile is Lighting
    And the age 7 pile is Railroad
    And it is Alice's turn 4 with one action used

  # --- Telegraph (7, green, clock): may splay a pile as another player's pile of its colour; may
  # splay blue up; foreseen: splay up every splayed pile.

  @id:echoes-telegraph-copy-chosen-player-and-blue-up @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Telegraph: Alice splays her red pile up as Carol's (not right as Bob's), then her blue pile up
    # Telegraph features the clock: Alice shows 2, Bob and Carol none. Bob's red pile is splayed
    # right and Carol's up: Alice picks the player whose splay she copies.
    Given a 3-player game
    And Alice's green pile is Telegraph
    And Alice's red pile is Metalworking, Coal
    And Alice's blue pile is Tools, Writing
    And Bob's red pile is Oars, Archery splayed right
    And Carol's red pile is Construction, Road Building splayed up
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Telegraph
    Then Alice may choose up to 1 of red
    When Alice chooses red
    Then Alice must choose 1 of Bob, Carol
    When Alice chooses Carol
    Then Alice may splay up to 1 of blue
    When Alice splays blue
    Then Alice's red pile is Metalworking, Coal splayed up
    And Alice's blue pile is Tools, Writing splayed up
    And Bob's red pile is Oars, Archery splayed right
    And it is Alice's turn 4 with one action used

  @id:echoes-telegraph-match-unsplayed @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Telegraph: matching Bob's unsplayed red pile unsplays Alice's; she declines the blue splay
    # The card notes leave open whether an unsplayed pile can be matched (AMBIGUOUS); DH4 offers
    # the other player's splay as it is, unsplayed included, and so does the reference engine.
    # Bob is the only other player, so only the colour is chosen.
    Given a 2-player game
    And Alice's green pile is Telegraph
    And Alice's red pile is Metalworking, Coal splayed left
    And Alice's blue pile is Tools, Writing
    And Bob's red pile is Oars, Archery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Telegraph
    Then Alice may choose up to 1 of red
    When Alice chooses red
    Then Alice may splay up to 1 of blue
    When Alice declines
    Then Alice's red pile is Metalworking, Coal
    And Alice's blue pile is Tools, Writing
    And it is Alice's turn 4 with one action used

  @id:echoes-telegraph-foreseen-splays-every-splayed-pile-up @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Telegraph foreseen: Alice declines both optional splays, then her red and yellow piles go from left and right to up
    # Alice melds Evolution (7): Telegraph (7) is promoted onto her green pile, foreseen. Bob has
    # no pile, so no splay can be matched. Purple is not splayed and stays so.
    Given a 2-player game
    And Alice has Evolution in hand
    And Alice has Telegraph in the forecast
    And Alice's blue pile is Tools
    And Alice's red pile is Metalworking, Coal splayed left
    And Alice's yellow pile is Masonry, Agriculture splayed right
    And Alice's purple pile is Mysticism, Code of Laws
    And it is Alice's turn 4 with every action left
    When Alice melds Evolution
    Then Alice may splay up to 1 of blue
    When Alice declines
    Then Alice's red pile is Metalworking, Coal splayed up
    And Alice's yellow pile is Masonry, Agriculture splayed up
    And Alice's purple pile is Mysticism, Code of Laws
    And Alice's blue pile is Evolution, Tools
    And Alice's green pile is Telegraph
    And it is Alice's turn 4 with one action used

  # --- Elevator (7, yellow, clock): echo score the top or bottom card of your green pile; choose a
  # value of your score pile, score every card of it in all opponents' hands or all their score
  # piles, then draw and foreshadow a card of it.

  @id:echoes-elevator-bottom-green-and-score-piles @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Elevator: Alice scores the bottom of her green pile, then every 5 of the opponents' score piles, and foreshadows a 5
    # Elevator features the clock: Alice shows 1, Bob and Carol none. Her score pile holds a 1 (The
    # Wheel, just scored) and a 5. Bob's hand holds a 5 too, but Alice takes the score piles'.
    # Alice's top cards tie at 7 (Elevator, Evolution): base draws.
    Given a 3-player game
    And Alice's yellow pile is Elevator
    And Alice's blue pile is Evolution
    And Alice's green pile is Sailing, Clothing, The Wheel
    And Alice has Coal in the score pile
    And Bob has Banking in hand
    And Bob has Chemistry, Oars in the score pile
    And Carol has Physics in the score pile
    And the age 5 pile is Steam Engine, Measurement
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Elevator
    Then Alice must score 1 of Sailing, The Wheel
    When Alice scores The Wheel
    Then Alice must choose 1 of 1, 5
    When Alice chooses 5
    And Alice scores Chemistry, Physics
    Then Alice's score pile is Coal, The Wheel, Chemistry, Physics
    And Alice's forecast is Steam Engine
    And Alice's green pile is Sailing, Clothing
    And Bob's hand is Banking
    And Bob's score pile is Oars
    And Carol's score pile is nothing
    And the age 5 pile is Measurement
    And it is Alice's turn 4 with one action used

  @id:echoes-elevator-opponents-hands @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Elevator: with a one-card green pile the echo scores it; Alice scores every 5 of the opponents' hands and foreshadows a 5
    Given a 2-player game
    And Alice's yellow pile is Elevator
    And Alice's blue pile is Evolution
    And Alice's green pile is Sailing
    And Alice has Coal in the score pile
    And Bob has Banking, Chemistry, Oars in hand
    And Bob has Physics in the score pile
    And the age 5 pile is Steam Engine
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Elevator
    Then Alice must choose 1 of 1, 5
    When Alice chooses 5
    And Alice scores Banking, Chemistry
    Then Alice's score pile is Coal, Sailing, Banking, Chemistry
    And Alice's forecast is Steam Engine
    And Bob's hand is Oars
    And Bob's score pile is Physics
    And it is Alice's turn 4 with one action used

  # --- Fertilizer (7, yellow, leaf): may return a hand card and take every card of its value from
  # every score pile; draw and foreshadow a card of your hand's size.

  @id:echoes-fertilizer-return-and-gather @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Fertilizer: Alice returns Coal, takes every 5 from both score piles, then foreshadows a 3 for her three hand cards
    # Fertilizer features the leaf: Alice shows 2, Bob none. Alice's top cards tie at 7: base draws.
    Given a 2-player game
    And Alice's yellow pile is Fertilizer
    And Alice's blue pile is Evolution
    And Alice has Coal, Tools in hand
    And Alice has Physics in the score pile
    And Bob has Chemistry, Oars in the score pile
    And the age 3 pile is Compass, Paper
    And the age 5 pile is Banking
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Fertilizer
    Then Alice may return up to 1 of Coal, Tools
    When Alice returns Coal
    Then Alice's hand is Tools, Physics, Chemistry
    And Alice's forecast is Compass
    And Alice's score pile is nothing
    And Bob's score pile is Oars
    And the age 5 pile is Banking, Coal
    And the age 3 pile is Paper
    And it is Alice's turn 4 with one action used

  @id:echoes-fertilizer-declined @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Fertilizer: Alice returns nothing, then foreshadows a 2 for her two hand cards
    Given a 2-player game
    And Alice's yellow pile is Fertilizer
    And Alice's blue pile is Evolution
    And Alice has Coal, Tools in hand
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Fertilizer
    Then Alice may return up to 1 of Coal, Tools
    When Alice declines
    Then Alice's hand is Coal, Tools
    And Alice's forecast is Calendar
    And the age 2 pile is nothing
    And it is Alice's turn 4 with one action used


  # --- Ice Cream (7, purple, leaf): echo score a non-purple top card with no bonus; demand draw and
  # meld a 1; may junk the 6, 7, 8 or 9 deck, then achieve the junk's highest card if eligible.

  @id:echoes-ice-cream-junk-and-achieve @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.bonuses_score=true
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Ice Cream: Alice scores Combustion, Bob draws and melds a 1, Alice junks the 6 deck and achieves one of its 6s
    # Ice Cream features the leaf: Alice shows 4 (Ice Cream 1, Sanitation 3), Bob none: affected.
    # Bob's top cards tie at 2, so his draw is a base 1. After the junking the junk's highest cards
    # are the two 6s; Alice's score is 25 (Computers, Fission, Combustion) plus Ice Cream's
    # visible bonus 8: 33, at least 30, and her highest top card is a 7: she is eligible.
    Given a 2-player game
    And Alice's purple pile is Ice Cream
    And Alice's red pile is Combustion
    And Alice's yellow pile is Sanitation
    And Alice has Computers, Fission in the score pile
    And Bob's red pile is Construction
    And Bob's green pile is Mapmaking
    And the age 1 pile is Writing
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Ice Cream
    Then Alice must score 1 of Combustion, Sanitation
    When Alice scores Combustion
    Then Alice may choose up to 1 of 6, 7, 8, 9
    When Alice chooses 6
    Then Alice must choose 1 of Canning, Vaccination
    When Alice chooses Vaccination
    Then Alice's achievements are Vaccination
    And the junk pile holds Canning
    And Alice's score pile is Computers, Fission, Combustion
    And Bob's blue pile is Writing
    And the age 6 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:echoes-ice-cream-junk-not-eligible @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Ice Cream: with no top card without a bonus nothing is scored; the 8 deck junked, Alice is not eligible for an 8
    # Alice's only top card, Ice Cream, shows a bonus. Bob has no top card: his draw of a 1 is a
    # base card.
    Given a 2-player game
    And Alice's purple pile is Ice Cream
    And the age 1 pile is Writing
    And the age 8 pile is Flight
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Ice Cream
    Then Alice may choose up to 1 of 6, 7, 8, 9
    When Alice chooses 8
    Then the junk pile holds Flight
    And Alice's achievements are nothing
    And Alice's score pile is nothing
    And Alice's purple pile is Ice Cream
    And Bob's blue pile is Writing
    And the age 8 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:echoes-ice-cream-decline-junking @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Ice Cream: Alice scores her only top card without a bonus, and junks no deck
    Given a 2-player game
    And Alice's purple pile is Ice Cream
    And Alice's yellow pile is Sanitation
    And the age 1 pile is Writing
    And the age 7 pile is Lighting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Ice Cream
    Then Alice may choose up to 1 of 6, 7, 8, 9
    When Alice declines
    Then the junk pile holds nothing
    And Alice's score pile is Sanitation
    And the age 7 pile is Lighting
    And Bob's blue pile is Writing
    And it is Alice's turn 4 with one action used

  # --- Saxophone (7, purple, crown): may splay purple up; with the music notes of Bell, Flute, Piano
  # and Saxophone all visible, win; otherwise draw a 7 per visible music note.

  @id:echoes-saxophone-splay-and-draw-per-note @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Saxophone: Alice splays purple up, then draws a 7 for each of the two visible music notes
    # Saxophone features the crown: Alice shows 3 (Saxophone 1, Combustion 2), Bob none. The notes
    # of Saxophone and Bob's Bell show (top cards); Flute and Piano are nowhere, so nobody wins.
    # Alice's top cards tie at 7: base draws.
    Given a 2-player game
    And Alice's purple pile is Saxophone, Mysticism
    And Alice's red pile is Combustion
    And Bob's purple pile is Bell
    And the age 7 pile is Lighting, Railroad, Evolution
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Saxophone
    Then Alice may splay up to 1 of purple
    When Alice splays purple
    Then Alice's purple pile is Saxophone, Mysticism splayed up
    And Alice's hand is Lighting, Railroad
    And the age 7 pile is Evolution
    And the game is not over
    And it is Alice's turn 4 with one action used

  @id:echoes-saxophone-four-notes-win @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:splay.unsplay_small_piles=true
  Scenario: Saxophone: the notes of Bell and Flute (splayed up under Piano), Piano and Saxophone all show: Alice wins
    # Bob's purple pile splayed up shows the bottom row of Bell and Flute, where their notes are.
    # Alice shows 3 crowns, Bob 1 (Flute's): he does not share.
    Given a 2-player game
    And Alice's purple pile is Saxophone
    And Alice's red pile is Combustion
    And Bob's purple pile is Piano, Bell, Flute splayed up
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Saxophone
    Then Alice wins by dogma

  @id:echoes-saxophone-icons-two-bonuses @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.bonuses_score=true
  @assumes:cards.readings.saxophone_icons=bonus-7-crown-music-note-bonus-7
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Saxophone's icons as DH4 prints them: two bonus 7s add 8 to Alice's score, so her 2 points reach an age 2 achievement
    # The card data's icons (the variant's reading): bonus 7, crown, music note, bonus 7. Two
    # visible bonuses score the highest plus 1: 2 + 8 = 10, the price of an age 2 achievement.
    Given a 2-player game
    And Alice's purple pile is Saxophone
    And Alice has Calendar in the score pile
    And the standard achievements are Tools, Mathematics
    And it is Alice's turn 4 with every action left
    Then Alice may achieve ages 1, 2

  @id:echoes-saxophone-icons-one-bonus @needs:resolved_variant
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.bonuses_score=true
  @assumes:cards.readings.saxophone_icons=bonus-7-crown-music-note-crown
  Scenario: Saxophone's icons as BGA4's table gives them: one bonus 7 adds 7 to Alice's score, short of an age 2 achievement
    # The other side of the variant's dispute on cards.readings.saxophone_icons (echoes.md §14.1),
    # played by a house variant: bonus 7, crown, music note, crown. 2 + 7 = 9 points.
    Given a house variant of it sets cards.readings.saxophone_icons to "bonus-7-crown-music-note-crown"
    And a 2-player game
    And Alice's purple pile is Saxophone
    And Alice has Calendar in the score pile
    And the standard achievements are Tools, Mathematics
    And it is Alice's turn 4 with every action left
    Then Alice may achieve ages 1

  # --- Shared: Bob, showing at least as many of the featured icon as Alice, runs each echo effect
  # and each non-demand effect before her (echoes.md §4.2), and his change earns Alice the sharing
  # bonus (her bonus draw is left unstated). Where a drawer's top cards tie at their highest value,
  # the draws are base cards.

  @id:echoes-typewriter-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Typewriter shared: Bob returns his blue 1, draws a 6 and then a 7; Alice, with an empty hand, draws a 6
    Given a 2-player game
    And Alice's blue pile is Typewriter
    And Alice's red pile is Combustion
    And Bob's green pile is Bicycle
    And Bob's yellow pile is Refrigeration
    And Bob's purple pile is Enterprise
    And Bob has Tools in hand
    And the age 1 pile is Archery
    And the age 6 pile is Atomic Theory, Encyclopedia, Classification
    And the age 7 pile is Evolution, Publications, Lighting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Typewriter
    Then Bob's hand is Atomic Theory, Evolution
    And the age 1 pile is Archery, Tools
    And the age 6 pile is Classification
    And Alice gets the sharing bonus
    And it is Alice's turn 4 with one action used

  @id:echoes-telegraph-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Telegraph shared: with no splayed pile to copy, Bob, with as many clocks, copies no splay but splays his blue pile up; Alice, facing no splayed pile and no blue pile, has nothing to do
    Given a 2-player game
    And Alice's green pile is Telegraph
    And Alice's red pile is Mobility
    And Bob's purple pile is Railroad
    And Bob's green pile is Bicycle
    And Bob's blue pile is Evolution, Writing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Telegraph
    And Bob splays blue
    Then Bob's blue pile is Evolution, Writing splayed up
    And Alice's green pile is Telegraph
    And Alice gets the sharing bonus
    And it is Alice's turn 4 with one action used

  @id:echoes-saxophone-shared
  @assumes:cards.expansions=["echoes"] @assumes:splay.unsplay_small_piles=true
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Saxophone shared: one music note shows, so Bob and then Alice each draw a 7; neither can splay a single purple card
    Given a 2-player game
    And Alice's purple pile is Saxophone
    And Alice's red pile is Combustion
    And Bob's green pile is Bicycle
    And Bob's yellow pile is Refrigeration
    And Bob's blue pile is Translation
    And the age 7 pile is Evolution, Publications
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Saxophone
    Then Bob's hand is Evolution
    And the age 7 pile is nothing
    And Alice gets the sharing bonus
    And it is Alice's turn 4 with one action used

  @id:echoes-rubber-shared
  @assumes:cards.expansions=["echoes"] @assumes:splay.unsplay_small_piles=true
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Rubber shared: Bob tucks two 8s and scores his top Quantum Theory; Alice tucks two 8s, scores Rocketry and splays red up
    # Bob's first tuck starts his blue pile: Quantum Theory, his single highest top card, makes
    # his second draw an Echoes 8. Alice's first tuck goes under Rubber. Rubber shows a bonus,
    # so Alice cannot score it; Bob's single red card cannot be splayed. Not foreseen, the
    # fourth effect does nothing.
    Given a 2-player game
    And Alice's red pile is Rubber
    And Alice's green pile is Electricity
    And Bob's purple pile is Railroad
    And Bob's red pile is Explosives
    And the age 8 pile is Quantum Theory, Flight, Rocketry
    And the age 8 echoes pile is Tractor
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Rubber
    And Bob scores Quantum Theory
    And Alice scores Rocketry
    And Alice splays red
    Then Bob's score pile is Quantum Theory
    And Bob's yellow pile is Tractor
    And Bob's red pile is Explosives
    And Alice's score pile is Rocketry
    And Alice's red pile is Rubber, Flight splayed up
    And the age 8 pile is nothing
    And the age 8 echoes pile is nothing
    And Alice gets the sharing bonus
    And it is Alice's turn 4 with one action used

  @id:echoes-jeans-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true @assumes:cards.readings.jeans_reveal=hidden
  @assumes:actions.per_turn>=2
  Scenario: Jeans shared: Bob, with as many leaves, foreshadows an 8, melds a 1 and junks the 7 deck before Alice does the same with the 8 deck
    # Neither player has a blue card: the draws of the second effect are 1s. Not foreseen, the
    # fourth effect does nothing.
    Given a 2-player game
    And Alice's green pile is Jeans
    And Alice's yellow pile is Sanitation
    And Bob's purple pile is Lighting
    And Bob's yellow pile is Refrigeration
    And the age 1 pile is Archery, Sailing, Writing, Oars
    And the age 7 pile is Evolution
    And the age 8 pile is Quantum Theory, Rocketry, Mass Media, Empiricism
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Jeans
    And Bob returns Quantum Theory
    And Alice returns Mass Media
    And Bob melds Archery
    And Alice melds Writing
    And Bob chooses 7
    And Alice chooses 8
    Then Bob's forecast is Rocketry
    And Alice's forecast is Empiricism
    And Bob's red pile is Archery
    And Alice's blue pile is Writing
    And the age 1 pile is Sailing, Oars
    And the junk pile holds Evolution, Quantum Theory, Mass Media
    And Alice gets the sharing bonus
    And it is Alice's turn 4 with one action used

  @id:echoes-ice-cream-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Ice Cream shared: Bob, with as many leaves, is not affected; he scores his yellow card and junks the 6 deck, eligible for nothing; Alice junks nothing
    Given a 2-player game
    And Alice's purple pile is Ice Cream
    And Alice's yellow pile is Sanitation
    And Bob's purple pile is Lighting
    And Bob's yellow pile is Refrigeration
    And the age 1 pile is Archery
    And the age 6 pile is Atomic Theory, Encyclopedia
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Ice Cream
    And Bob chooses 6
    And Alice declines
    Then Bob's score pile is Refrigeration
    And Alice's score pile is Sanitation
    And Bob's purple pile is Lighting
    And the junk pile holds Atomic Theory, Encyclopedia
    And Bob's achievements are nothing
    And the age 1 pile is Archery
    And Alice gets the sharing bonus
    And it is Alice's turn 4 with one action used

  @id:echoes-photography-shared
  @assumes:cards.expansions=["echoes"] @assumes:echoes.echo_effects_earn_bonus=true
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Photography shared: Bob, with as many lightbulbs, is not affected; he melds Coal from his forecast; no pile shows three echo effects
    Given a 2-player game
    And Alice's blue pile is Photography
    And Alice's green pile is Electricity
    And Bob's blue pile is Publications
    And Bob's green pile is Bicycle
    And Bob's forecast is Coal
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Photography
    Then Bob's red pile is Coal
    And Bob's forecast is nothing
    And Bob's blue pile is Publications
    And Bob's achievements are nothing
    And Alice's achievements are nothing
    And Alice gets the sharing bonus
    And it is Alice's turn 4 with one action used

  @id:echoes-machine-gun-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Machine Gun shared: Bob, with as many factories, is not affected; without five top cards he scores nothing and returns his purple card; Alice returns her green one
    Given a 2-player game
    And Alice's red pile is Machine Gun
    And Alice's green pile is Electricity
    And Bob's purple pile is Railroad
    And Bob's red pile is Explosives
    And the age 7 pile is Evolution
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Machine Gun
    Then Bob's purple pile is nothing
    And Bob's red pile is Explosives
    And Alice's green pile is nothing
    And Alice's red pile is Machine Gun
    And Bob's score pile is nothing
    And the age 7 pile is Evolution, Railroad, Electricity
    And Alice gets the sharing bonus
    And it is Alice's turn 4 with one action used

  @id:echoes-fertilizer-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Fertilizer shared: Bob returns his 5 and takes Alice's scored 5, then foreshadows a 1; Alice, with an empty hand, foreshadows a 1
    Given a 2-player game
    And Alice's yellow pile is Fertilizer
    And Alice's purple pile is Lighting
    And Alice has Physics in the score pile
    And Bob's yellow pile is Refrigeration
    And Bob's green pile is Jeans
    And Bob's purple pile is Reformation
    And Bob has Coal in hand
    And the age 1 pile is Archery, Sailing
    And the age 5 pile is Banking
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Fertilizer
    And Bob returns Coal
    Then Bob's hand is Physics
    And Alice's score pile is nothing
    And Bob's forecast is Archery
    And Alice's forecast is Sailing
    And the age 5 pile is Banking, Coal
    And Alice gets the sharing bonus
    And it is Alice's turn 4 with one action used

  @id:echoes-elevator-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Elevator shared: Bob, with no green pile, scores Alice's 5 from her score pile and foreshadows a 5; Alice scores her green card
    Given a 2-player game
    And Alice's yellow pile is Elevator
    And Alice's green pile is Bicycle
    And Alice has Physics in the score pile
    And Bob's purple pile is Railroad
    And Bob's red pile is Explosives
    And Bob has Coal in the score pile
    And the age 5 pile is Banking, Statistics
    And the age 7 echoes pile is Rubber, Saxophone
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Elevator
    Then Bob's score pile is Coal, Physics
    And Bob's forecast is Banking
    And Alice's score pile is Bicycle
    And Alice's green pile is nothing
    And Alice's forecast is Rubber
    And Alice gets the sharing bonus
    And it is Alice's turn 4 with one action used
