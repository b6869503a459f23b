# The ten age-2 cards of the fourth edition, each effect and branch, from exact positions.
# Card texts: engine/data/cards/base-ultimate.json (our own words, with its glossary for junk and
# the sharing bonus); rulebook terms: innovation-ultimate.es.txt.
# Every supply age a scenario draws from is listed; piles are written top card first. Decisions
# come effect by effect: the players sharing or affected, clockwise from the launcher's left,
# then the launcher. A card that goes back to a supply pile goes under it; when two cards end in
# the same place (one deck, one colour pile) the player gives their order, first listed first.
# The sharing bonus is a draw of the value of the launcher's highest top card. The
# fourth-edition Monument needs four top cards with a demand, so no position here has more than
# two such top cards.
@ultimate
Feature: Age 2 fourth-edition cards

  # --- Calendar: with more score cards than hand cards, draw a 3 twice.

  @id:card-ul-calendar-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Calendar shared: Bob and Alice each hold more score cards than hand cards and draw two 3s
    # Calendar features the leaf: Alice shows 2, Bob 3 with Agriculture (shares).
    Given a 2-player game
    And Alice's blue pile is Calendar
    And Alice has Oars, Tools in the score pile
    And Alice has Sailing in hand
    And Bob's yellow pile is Agriculture
    And Bob has Writing in the score pile
    And the age 3 pile is Alchemy, Translation, Engineering, Optics
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Calendar
    # Bob: 1 score card, 0 in hand. Alice: 2 against 1. Her bonus is a 2 (Calendar).
    Then Bob's hand is Alchemy, Translation
    And Bob's score pile is Writing
    And Alice's hand is Sailing, Engineering, Optics, Mathematics
    And Alice's score pile is Oars, Tools
    And the age 3 pile is nothing
    And the age 2 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-calendar-equal-counts-draw-nothing @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Calendar: as many score cards as hand cards draws nothing, and earns no bonus
    # Calendar features the leaf: Alice shows 2, Bob 3 with Agriculture (shares).
    Given a 2-player game
    And Alice's blue pile is Calendar
    And Alice has Oars, Tools in the score pile
    And Alice has Sailing in hand
    And Bob's yellow pile is Agriculture
    And Bob has Writing in the score pile
    And Bob has Pottery in hand
    And the age 3 pile is Alchemy, Translation
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Calendar
    Then Bob's hand is Pottery
    And Bob's score pile is Writing
    And Alice's hand is Sailing, Alchemy, Translation
    And the age 3 pile is nothing
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with one action used

  @id:card-ul-calendar-fewer-score-cards @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Calendar: fewer score cards than hand cards draws nothing; a player with fewer leaves does not share
    # Calendar features the leaf: Alice shows 2, Bob 1 with Sailing (no sharing).
    Given a 2-player game
    And Alice's blue pile is Calendar
    And Alice has Oars in the score pile
    And Alice has Tools, Writing in hand
    And Bob's green pile is Sailing
    And Bob has Pottery in the score pile
    And the age 3 pile is Alchemy, Translation
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Calendar
    Then Alice's hand is Tools, Writing
    And Bob's hand is nothing
    And the age 3 pile is Alchemy, Translation
    And it is Alice's turn 9 with one action used

  # --- Mathematics: may return a card to draw and meld a card one value higher.

  @id:card-ul-mathematics-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Mathematics shared: Bob returns a 1 and melds a 2, Alice returns a 2 and melds a 3
    # Mathematics features the lightbulb: Alice shows 2, Bob 3 with Philosophy (shares).
    Given a 2-player game
    And Alice's blue pile is Mathematics
    And Alice has Oars, Calendar in hand
    And Bob's purple pile is Philosophy
    And Bob has Archery in hand
    And the age 1 pile is Tools
    And the age 2 pile is Currency
    And the age 3 pile is Compass, Paper
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Mathematics
    Then Bob may return up to 1 of Archery
    When Bob returns Archery
    Then Bob's green pile is Currency
    And Alice may return up to 1 of Oars, Calendar
    When Alice returns Calendar
    # Alice's bonus is a 3: Compass is now her highest top card.
    Then Alice's green pile is Compass
    And Alice's blue pile is Mathematics
    And Alice's hand is Oars, Paper
    And Bob's hand is nothing
    And Bob's purple pile is Philosophy
    And the age 1 pile is Tools, Archery
    And the age 2 pile is Calendar
    And the age 3 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-mathematics-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Mathematics declined changes nothing
    # Mathematics features the lightbulb: Alice shows 2, Bob 1 with Archery (no sharing).
    Given a 2-player game
    And Alice's blue pile is Mathematics
    And Alice has Oars in hand
    And Bob's red pile is Archery
    And the age 2 pile is Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Mathematics
    Then Alice may return up to 1 of Oars
    When Alice declines
    Then Alice's hand is Oars
    And Alice's blue pile is Mathematics
    And Alice's green pile is nothing
    And the age 2 pile is Currency
    And it is Alice's turn 9 with one action used

  # --- Construction: demand two hand cards, then the affected player draws a 2; the only player
  # --- with five top cards claims Empire.

  @id:card-ul-construction-demanded @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Construction: Bob gives two of three cards, Carol her only card, and each draws a 2
    # Construction features the castle: Alice shows 3; Bob and Carol none (affected).
    Given a 3-player game
    And Alice's red pile is Construction
    And Bob has Tools, Writing, Sailing in hand
    And Carol's blue pile is Pottery
    And Carol has Oars in hand
    And the age 2 pile is Calendar, Currency
    And it is Alice's turn 10 with every action left
    When Alice performs the dogma of Construction
    Then Bob must transfer 2 of Tools, Writing, Sailing
    When Bob transfers Sailing, Tools
    # Carol has one card: it goes without a question. Alice has one top card: no Empire.
    Then Alice's hand is Sailing, Tools, Oars
    And Bob's hand is Writing, Calendar
    And Carol's hand is Currency
    And Alice's achievements are nothing
    And the age 2 pile is nothing
    And it is Alice's turn 10 with one action used

  @id:card-ul-construction-shared-empire
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Construction shared: Bob, not affected, is the only player with five top cards and claims Empire
    # Construction features the castle: Alice shows 3, Bob 3 with Metalworking (not affected;
    # shares the second effect).
    Given a 2-player game
    And Alice's red pile is Construction
    And Bob's red pile is Metalworking
    And Bob's blue pile is Pottery
    And Bob's green pile is Clothing
    And Bob's yellow pile is Agriculture
    And Bob's purple pile is Code of Laws
    And the age 2 pile is Calendar
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Construction
    # Bob's claim earns Alice the bonus, a 2.
    Then Bob's achievements are Empire
    And Bob's hand is nothing
    And Alice's achievements are nothing
    And Alice's hand is Calendar
    And the special achievements are Monument, World, Wonder, Universe
    And the age 2 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-construction-empire-not-alone @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Construction: Alice has five top cards but so does Bob, so Empire is not claimed
    # Construction features the castle: Alice shows 6 (Construction, Masonry), Bob 5 (Archery,
    # Mysticism): affected, with an empty hand he gives nothing and draws a 2.
    Given a 2-player game
    And Alice's red pile is Construction
    And Alice's blue pile is Pottery
    And Alice's green pile is Clothing
    And Alice's yellow pile is Masonry
    And Alice's purple pile is Code of Laws
    And Bob's blue pile is Writing
    And Bob's red pile is Archery
    And Bob's green pile is Sailing
    And Bob's yellow pile is Agriculture
    And Bob's purple pile is Mysticism
    And the age 2 pile is Calendar
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Construction
    Then Bob's hand is Calendar
    And Alice's hand is nothing
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And the age 2 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-construction-empire-claimed @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  Scenario: Construction: Alice alone has five top cards and claims Empire
    # Construction features the castle: Alice shows 6 (Construction, Masonry), Bob 2 (Archery):
    # affected, with an empty hand he gives nothing and draws a 2.
    Given a 2-player game
    And Alice's red pile is Construction
    And Alice's blue pile is Pottery
    And Alice's green pile is Clothing
    And Alice's yellow pile is Masonry
    And Alice's purple pile is Code of Laws
    And Bob's blue pile is Writing
    And Bob's red pile is Archery
    And Bob's green pile is Sailing
    And Bob's yellow pile is Agriculture
    And the age 2 pile is Calendar
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Construction
    Then Bob's hand is Calendar
    And Alice's hand is nothing
    And Alice's achievements are Empire
    And Bob's achievements are nothing
    And the special achievements are Monument, World, Wonder, Universe
    And the age 2 pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Road Building: meld one or two cards; with two, may give your top red card to another
  # --- player and meld their top green card.

  @id:card-ul-road-building-two-of-one-colour-transfer-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Road Building: two red cards melded in Alice's order; she declines to give her top red card
    # Road Building features the castle: Alice shows 3; Bob none with Sailing; Carol no board.
    # The optional transfer asks Alice to pick another player (Bob or Carol) or nobody; she
    # declines.
    Given a 3-player game
    And Alice's red pile is Road Building
    And Alice has Archery, Oars, Writing in hand
    And Bob's green pile is Sailing
    And it is Alice's turn 10 with every action left
    When Alice performs the dogma of Road Building
    Then Alice must meld 1 to 2 of Archery, Oars, Writing
    When Alice melds Oars then Archery
    Then Alice may choose up to 1 of Bob, Carol
    When Alice declines
    Then Alice's red pile is Archery, Oars, Road Building
    And Alice's hand is Writing
    And Alice's green pile is nothing
    And Bob's green pile is Sailing
    And Bob's red pile is nothing
    And Carol's board is empty
    And it is Alice's turn 10 with one action used

  @id:card-ul-road-building-one-card-no-transfer @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Road Building: with one card melded no transfer is offered
    # Road Building features the castle: Alice shows 3, Bob none with Sailing.
    Given a 2-player game
    And Alice's red pile is Road Building
    And Alice has Oars, Writing in hand
    And Bob's green pile is Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Road Building
    Then Alice must meld 1 to 2 of Oars, Writing
    When Alice melds Oars
    Then Alice's red pile is Oars, Road Building
    And Alice's hand is Writing
    And Bob's green pile is Sailing
    And Bob's red pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-road-building-shared-single-card
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Road Building shared: Bob melds his only card without a question; Alice melds one card
    # Road Building features the castle: Alice shows 3, Bob 3 with Metalworking (shares).
    Given a 2-player game
    And Alice's red pile is Road Building
    And Alice has Clothing, Writing in hand
    And Bob's red pile is Metalworking
    And Bob's green pile is Sailing
    And Bob has Tools in hand
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Road Building
    Then Bob's blue pile is Tools
    And Alice must meld 1 to 2 of Clothing, Writing
    When Alice melds Clothing
    # Bob's meld earns Alice the bonus, a 2 (Road Building).
    Then Alice's green pile is Clothing
    And Alice's red pile is Road Building
    And Alice's hand is Writing, Calendar
    And Bob's hand is nothing
    And Bob's red pile is Metalworking
    And Bob's green pile is Sailing
    And the age 2 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-road-building-shared-give-red-meld-their-green
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Road Building shared: Alice melds two cards, gives Bob her new top red card and melds his top green card
    # Road Building features the castle: Alice shows 3, Bob 3 with Metalworking (shares).
    # Bob melds his only card without a question. Alice's two cards go to different piles, so
    # no order is asked; Oars, just melded, is her top red card and is the one given away.
    Given a 2-player game
    And Alice's red pile is Road Building
    And Alice has Oars, Clothing in hand
    And Bob's red pile is Metalworking
    And Bob's green pile is Sailing
    And Bob has Tools in hand
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Road Building
    Then Bob's blue pile is Tools
    And Bob's hand is nothing
    And Alice must meld 1 to 2 of Oars, Clothing
    When Alice melds Oars, Clothing
    Then Alice's red pile is Oars, Road Building
    And Alice's green pile is Clothing
    And Alice may choose up to 1 of Bob
    When Alice chooses Bob
    # Bob's meld earns Alice the bonus, a 2 (Road Building is her highest top card).
    Then Bob's red pile is Oars, Metalworking
    And Bob's green pile is nothing
    And Bob's blue pile is Tools
    And Bob's hand is nothing
    And Bob's score pile is nothing
    And Alice's red pile is Road Building
    And Alice's green pile is Sailing, Clothing
    And Alice's hand is Calendar
    And Alice's score pile is nothing
    And the age 2 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-road-building-chosen-player-has-no-green @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Road Building: Alice gives her top red card to Carol, who has no green card, so nothing comes back
    # Road Building features the castle: Alice shows 3, Bob none with Sailing, Carol 1 with
    # Tools: nobody shares. Bob has a green card but is not the player chosen.
    Given a 3-player game
    And Alice's red pile is Road Building
    And Alice has Archery, Writing in hand
    And Bob's green pile is Sailing
    And Carol's blue pile is Tools
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Road Building
    Then Alice must meld 1 to 2 of Archery, Writing
    When Alice melds Archery, Writing
    Then Alice may choose up to 1 of Bob, Carol
    When Alice chooses Carol
    Then Carol's red pile is Archery
    And Carol's blue pile is Tools
    And Carol's green pile is nothing
    And Carol's hand is nothing
    And Alice's red pile is Road Building
    And Alice's blue pile is Writing
    And Alice's green pile is nothing
    And Alice's hand is nothing
    And Bob's green pile is Sailing
    And Bob's red pile is nothing
    And Bob's hand is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-road-building-empty-hand @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Road Building with an empty hand melds nothing and offers nothing
    # Road Building features the castle: Alice shows 3, Bob none with Sailing.
    Given a 2-player game
    And Alice's red pile is Road Building
    And Bob's green pile is Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Road Building
    Then Alice's red pile is Road Building
    And Alice's green pile is nothing
    And Alice's hand is nothing
    And Bob's green pile is Sailing
    And Bob's red pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Currency: may return any hand cards; draw and score a 2 per different value returned.

  @id:card-ul-currency-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Currency shared: Bob returns one card and scores a 2; Alice returns cards of two values and scores two 2s
    # Currency features the crown: Alice shows 2, Bob 2 with Sailing (equal: shares).
    Given a 2-player game
    And Alice's green pile is Currency
    And Alice has Oars, Archery, Calendar in hand
    And Bob's green pile is Sailing
    And Bob has Tools in hand
    And the age 1 pile is Pottery
    And the age 2 pile is Mapmaking, Fermenting, Philosophy, Monotheism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Currency
    Then Bob may return up to 1 of Tools
    When Bob returns Tools
    Then Bob's score pile is Mapmaking
    And Alice may return up to 3 of Oars, Archery, Calendar
    When Alice returns Archery then Calendar then Oars
    # Oars and Archery go under the 1 deck: Alice orders the returns.
    # Values 1 and 2: two 2s scored; Alice's bonus is a 2 (Currency).
    Then Alice's score pile is Fermenting, Philosophy
    And Alice's hand is Monotheism
    And Bob's hand is nothing
    And the age 1 pile is Pottery, Tools, Archery, Oars
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  @id:card-ul-currency-one-value-scores-once @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Currency: two cards of the same value score a single 2; a player with fewer crowns does not share
    # Currency features the crown: Alice shows 2, Bob 1 with Writing (no sharing).
    Given a 2-player game
    And Alice's green pile is Currency
    And Alice has Oars, Tools in hand
    And Bob's blue pile is Writing
    And Bob has Sailing in hand
    And the age 1 pile is Pottery
    And the age 2 pile is Mapmaking, Fermenting
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Currency
    Then Alice may return up to 2 of Oars, Tools
    When Alice returns Tools then Oars
    Then Alice's score pile is Mapmaking
    And Alice's hand is nothing
    And Bob's hand is Sailing
    And Bob's score pile is nothing
    And the age 1 pile is Pottery, Tools, Oars
    And the age 2 pile is Fermenting
    And it is Alice's turn 9 with one action used

  @id:card-ul-currency-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Currency declined changes nothing
    # Currency features the crown: Alice shows 2, Bob none with Archery.
    Given a 2-player game
    And Alice's green pile is Currency
    And Alice has Oars in hand
    And Bob's red pile is Archery
    And the age 2 pile is Mapmaking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Currency
    Then Alice may return up to 1 of Oars
    When Alice declines
    Then Alice's hand is Oars
    And Alice's score pile is nothing
    And the age 2 pile is Mapmaking
    And it is Alice's turn 9 with one action used

  # --- Mapmaking: demand a 1 from the score pile; if one was given, draw and score a 1.

  @id:card-ul-mapmaking-demanded-then-scores
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Mapmaking: Bob gives a 1 from his score pile, so Carol and Alice each draw and score a 1
    # Mapmaking features the crown: Alice shows 2; Bob none (affected); Carol 2 with Code of
    # Laws (shares the second effect).
    Given a 3-player game
    And Alice's green pile is Mapmaking
    And Bob has Tools, Oars, Calendar in the score pile
    And Carol's purple pile is Code of Laws
    And the age 1 pile is Pottery, Writing
    And the age 2 pile is Canal Building
    And it is Alice's turn 10 with every action left
    When Alice performs the dogma of Mapmaking
    Then Bob must transfer 1 of Tools, Oars
    When Bob transfers Oars
    # Carol scores Pottery, Alice Writing; Carol's score earns Alice a 2 (Mapmaking).
    Then Alice's score pile is Oars, Writing
    And Alice's hand is Canal Building
    And Bob's score pile is Tools, Calendar
    And Bob's hand is nothing
    And Carol's score pile is Pottery
    And Carol's hand is nothing
    And the age 1 pile is nothing
    And the age 2 pile is nothing
    And it is Alice's turn 10 with one action used

  @id:card-ul-mapmaking-nothing-transferred @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Mapmaking: Bob has no 1 in his score pile, so nobody scores
    # Mapmaking features the crown: Alice shows 2; Bob none (affected); Carol 2 with Code of
    # Laws (shares the second effect).
    Given a 3-player game
    And Alice's green pile is Mapmaking
    And Bob has Calendar in the score pile
    And Carol's purple pile is Code of Laws
    And the age 1 pile is Pottery, Writing
    And it is Alice's turn 10 with every action left
    When Alice performs the dogma of Mapmaking
    Then Alice's score pile is nothing
    And Alice's hand is nothing
    And Bob's score pile is Calendar
    And Carol's score pile is nothing
    And the age 1 pile is Pottery, Writing
    And it is Alice's turn 10 with one action used

  @id:card-ul-mapmaking-equal-crowns-not-affected @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Mapmaking: a player with as many crowns keeps his 1, and nobody scores
    # Mapmaking features the crown: Alice shows 2, Bob 2 with Code of Laws (not affected).
    Given a 2-player game
    And Alice's green pile is Mapmaking
    And Bob's purple pile is Code of Laws
    And Bob has Tools in the score pile
    And the age 1 pile is Pottery
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Mapmaking
    Then Bob's score pile is Tools
    And Bob's hand is nothing
    And Alice's score pile is nothing
    And Alice's hand is nothing
    And the age 1 pile is Pottery
    And it is Alice's turn 9 with one action used

  # --- Canal Building: may either exchange the highest hand and score cards or junk the 3 deck.

  @id:card-ul-canal-building-shared-junk-then-exchange
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Canal Building shared: Bob junks the 3 deck; Alice then only has the exchange and takes it
    # Canal Building features the crown: Alice shows 2, Bob 2 with Sailing (equal: shares).
    Given a 2-player game
    And Alice's yellow pile is Canal Building
    And Alice has Oars, Calendar, Mathematics in hand
    And Alice has Writing, Compass in the score pile
    And Bob's green pile is Sailing
    And the age 2 pile is Fermenting
    And the age 3 pile is Alchemy, Optics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Canal Building
    # Bob has no hand or score card: only the junk is on offer.
    Then Bob may choose up to 1 of junk
    When Bob junks Alchemy, Optics
    Then the junk pile holds Alchemy, Optics
    And the age 3 pile is nothing
    And Alice may choose up to 1 of exchange
    When Alice exchanges Calendar, Mathematics, Compass
    # Her two 2s go to the score pile, her 3 comes to hand; the bonus is a 2.
    Then Alice's hand is Oars, Compass, Fermenting
    And Alice's score pile is Writing, Calendar, Mathematics
    And Bob's hand is nothing
    And Bob's score pile is nothing
    And the age 2 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-canal-building-declined @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Canal Building with both options declined changes nothing
    # Canal Building features the crown: Alice shows 2, Bob 1 with Writing (no sharing).
    Given a 2-player game
    And Alice's yellow pile is Canal Building
    And Alice has Oars, Tools in hand
    And Bob's blue pile is Writing
    And the age 3 pile is Alchemy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Canal Building
    Then Alice may choose up to 1 of exchange, junk
    When Alice declines
    Then Alice's hand is Oars, Tools
    And Alice's score pile is nothing
    And the age 3 pile is Alchemy
    And the junk pile holds nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-canal-building-exchange-empty-score-pile @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Canal Building: the exchange with an empty score pile still moves the highest hand cards
    # Canal Building features the crown: Alice shows 2, Bob 1 with Writing (no sharing).
    Given a 2-player game
    And Alice's yellow pile is Canal Building
    And Alice has Oars, Tools in hand
    And Bob's blue pile is Writing
    And the age 3 pile is Alchemy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Canal Building
    Then Alice may choose up to 1 of exchange, junk
    When Alice exchanges Oars, Tools
    Then Alice's hand is nothing
    And Alice's score pile is Oars, Tools
    And the age 3 pile is Alchemy
    And the junk pile holds nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-canal-building-junk-the-3-deck @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Canal Building: junking the 3 deck leaves hand and score pile alone
    # Canal Building features the crown: Alice shows 2, Bob 1 with Writing (no sharing).
    Given a 2-player game
    And Alice's yellow pile is Canal Building
    And Alice has Oars, Tools in hand
    And Bob's blue pile is Writing
    And the age 3 pile is Alchemy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Canal Building
    Then Alice may choose up to 1 of exchange, junk
    When Alice junks Alchemy
    Then Alice's hand is Oars, Tools
    And Alice's score pile is nothing
    And the age 3 pile is nothing
    And the junk pile holds Alchemy
    And it is Alice's turn 9 with one action used

  # --- Fermenting: draw a 2 per colour showing a leaf; may tuck a green card, and if none is
  # --- tucked, junk the 2 deck and a top Fermenting.

  @id:card-ul-fermenting-shared-launcher-junks
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Fermenting shared: Bob tucks a green card; Alice has none and junks the 2 deck and her Fermenting
    # Fermenting features the leaf: Alice shows 5 (Fermenting, Pottery), Bob 5 (Clothing,
    # Agriculture): shares. Each has two colours showing a leaf.
    Given a 2-player game
    And Alice's yellow pile is Fermenting
    And Alice's blue pile is Pottery
    And Bob's green pile is Clothing
    And Bob's yellow pile is Agriculture
    And the age 1 pile is Tools
    And the age 2 pile is Calendar, Currency, Mathematics, Philosophy, Road Building, Monotheism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fermenting
    # Bob draws Calendar and Currency, Alice Mathematics and Philosophy.
    Then Bob may tuck up to 1 of Currency
    When Bob tucks Currency
    # Alice's bonus is a 1: Pottery is her only top card left.
    Then Bob's green pile is Clothing, Currency
    And Bob's yellow pile is Agriculture
    And Bob's hand is Calendar
    And Alice's yellow pile is nothing
    And Alice's blue pile is Pottery
    And Alice's hand is Mathematics, Philosophy, Tools
    And the junk pile holds Road Building, Monotheism, Fermenting
    And the age 2 pile is nothing
    And the age 1 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-fermenting-sharer-declines
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Fermenting: Bob declines to tuck, which junks the 2 deck and Alice's top Fermenting; Alice then tucks
    # Fermenting features the leaf: Alice shows 5, Bob 5 (shares); two colours with a leaf each.
    Given a 2-player game
    And Alice's yellow pile is Fermenting
    And Alice's blue pile is Pottery
    And Alice has Sailing in hand
    And Bob's green pile is Clothing
    And Bob's yellow pile is Agriculture
    And Bob has The Wheel in hand
    And the age 1 pile is Tools
    And the age 2 pile is Calendar, Canal Building, Mathematics, Philosophy, Road Building
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fermenting
    Then Bob may tuck up to 1 of The Wheel
    When Bob declines
    Then the junk pile holds Road Building, Fermenting
    And Alice's yellow pile is nothing
    And Alice may tuck up to 1 of Sailing
    When Alice tucks Sailing
    # Bob's junking earns Alice the bonus, a 1 (her top cards are 1s).
    Then Alice's green pile is Sailing
    And Alice's blue pile is Pottery
    And Alice's hand is Mathematics, Philosophy, Tools
    And Bob's hand is The Wheel, Calendar, Canal Building
    And Bob's green pile is Clothing
    And the junk pile holds Road Building, Fermenting
    And the age 2 pile is nothing
    And the age 1 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-fermenting-tuck-keeps-the-deck @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Fermenting: one colour with a leaf draws one 2; tucking a green card keeps the 2 deck and Fermenting
    # Fermenting features the leaf: Alice shows 2 (Archery has none), Bob 1 with Sailing (no
    # sharing).
    Given a 2-player game
    And Alice's yellow pile is Fermenting
    And Alice's red pile is Archery
    And Alice has Clothing in hand
    And Bob's green pile is Sailing
    And the age 2 pile is Calendar, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fermenting
    Then Alice may tuck up to 1 of Clothing
    When Alice tucks Clothing
    Then Alice's green pile is Clothing
    And Alice's yellow pile is Fermenting
    And Alice's hand is Calendar
    And Bob's hand is nothing
    And the age 2 pile is Currency
    And the junk pile holds nothing
    And it is Alice's turn 9 with one action used

  # --- Monotheism: demand a top card of a colour the launcher lacks, then a drawn 1 is tucked;
  # --- draw and tuck a 1.

  @id:card-ul-monotheism-demanded-and-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Monotheism: Bob gives a top card of a colour Alice lacks and tucks a 1; Carol and Alice tuck a 1
    # Monotheism features the castle: Alice shows 5 (Monotheism, Oars); Bob 2 with Archery
    # (affected); Carol 6 (Mysticism, Metalworking: shares the second effect).
    Given a 3-player game
    And Alice's purple pile is Monotheism
    And Alice's red pile is Oars
    And Bob's blue pile is Writing
    And Bob's red pile is Archery
    And Bob's green pile is Sailing
    And Carol's purple pile is Mysticism
    And Carol's red pile is Metalworking
    And the age 1 pile is Tools, Pottery, Clothing
    And the age 2 pile is Calendar
    And it is Alice's turn 10 with every action left
    When Alice performs the dogma of Monotheism
    # Not Archery: Alice has a red pile.
    Then Bob must transfer 1 of Writing, Sailing
    When Bob transfers Sailing
    # Bob tucks Tools, Carol Pottery, Alice Clothing; Alice's bonus is a 2 (Monotheism).
    Then Alice's score pile is Sailing
    And Alice's green pile is Clothing
    And Alice's hand is Calendar
    And Bob's green pile is nothing
    And Bob's blue pile is Writing, Tools
    And Bob's red pile is Archery
    And Carol's blue pile is Pottery
    And Carol's hand is nothing
    And the age 1 pile is nothing
    And the age 2 pile is nothing
    And it is Alice's turn 10 with one action used

  @id:card-ul-monotheism-nothing-to-give @ultimate-figures
  @assumes:actions.per_turn>=2
  Scenario: Monotheism: Bob's only top card is of a colour Alice has, so he gives and tucks nothing
    # Monotheism features the castle: Alice shows 5 (Monotheism, Oars), Bob 2 with Archery (affected).
    Given a 2-player game
    And Alice's purple pile is Monotheism
    And Alice's red pile is Oars
    And Bob's red pile is Archery
    And the age 1 pile is Tools, Pottery
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Monotheism
    Then Bob's red pile is Archery
    And Bob's hand is nothing
    And Alice's score pile is nothing
    And Alice's blue pile is Tools
    And Alice's hand is nothing
    And the age 1 pile is Pottery
    And it is Alice's turn 9 with one action used

  @id:card-ul-monotheism-equal-castles-not-affected
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Monotheism: a player with as many castles is not affected and shares the tuck
    # Monotheism features the castle: Alice shows 3, Bob 3 with Masonry (not affected; shares).
    Given a 2-player game
    And Alice's purple pile is Monotheism
    And Bob's yellow pile is Masonry
    And the age 1 pile is Tools, Pottery
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Monotheism
    # Bob tucks Tools, Alice Pottery; Alice's bonus is a 2 (Monotheism).
    Then Bob's blue pile is Tools
    And Bob's yellow pile is Masonry
    And Bob's hand is nothing
    And Alice's blue pile is Pottery
    And Alice's score pile is nothing
    And Alice's hand is Calendar
    And the age 1 pile is nothing
    And the age 2 pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Philosophy: may splay a colour left; may score a hand card.

  @id:card-ul-philosophy-shared
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=[]
  Scenario: Philosophy shared: Bob splays red left; Alice splays purple left and scores her card
    # Philosophy features the lightbulb: Alice shows 3, Bob 3 (Writing, Archery): shares.
    Given a 2-player game
    And Alice's purple pile is Philosophy, Mysticism
    And Alice has Oars in hand
    And Bob's blue pile is Writing, Pottery
    And Bob's red pile is Archery, Metalworking
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Philosophy
    Then Bob may splay up to 1 of blue, red
    When Bob splays red
    Then Bob's red pile is Archery, Metalworking splayed left
    And Alice may splay up to 1 of purple
    When Alice splays purple
    # Bob's hand is empty: no score question for him.
    Then Alice may score up to 1 of Oars
    When Alice scores Oars
    # Alice's bonus is a 2 (Philosophy).
    Then Alice's purple pile is Philosophy, Mysticism splayed left
    And Alice's score pile is Oars
    And Alice's hand is Calendar
    And Bob's blue pile is Writing, Pottery
    And Bob's score pile is nothing
    And the age 2 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-philosophy-declined-twice @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Philosophy with both offers declined changes nothing
    # Philosophy features the lightbulb: Alice shows 3, Bob 1 with Archery (no sharing).
    Given a 2-player game
    And Alice's purple pile is Philosophy, Mysticism
    And Alice has Oars in hand
    And Bob's red pile is Archery, Metalworking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Philosophy
    Then Alice may splay up to 1 of purple
    When Alice declines
    Then Alice may score up to 1 of Oars
    When Alice declines
    Then Alice's purple pile is Philosophy, Mysticism
    And Alice's hand is Oars
    And Alice's score pile is nothing
    And Bob's red pile is Archery, Metalworking
    And it is Alice's turn 9 with one action used
