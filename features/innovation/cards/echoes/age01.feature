# The fifteen age-1 Echoes cards (Innovation Ultimate with Echoes): each echo effect, each dogma
# effect and each branch, from exact positions.
# Card texts: engine/data/cards/echoes-ultimate.json (each card's effects in our own words, its
# notes for SOURCE DISPUTE / IMPL / AMBIGUOUS, and the glossary: foreshadow, foreseen, bonus,
# "achieve if eligible", "the N deck" as the base deck); rules with sources: the research note
# echoes.md (§3 the Echoes draw, §4 echo effects, §5 the forecast, §6 promotion and "foreseen",
# §7 bonuses in the score, §13 the open questions behind the card readings).
# Conventions: piles are written top card first; every supply age a scenario draws from or
# returns to is listed. A draw naming no deck comes from the Echoes deck only when the drawer has
# a unique highest top card (echoes.md §3), so the positions give each drawer two top cards of
# their highest value unless the scenario is about an Echoes draw. Echo effects run before the
# dogma effects, by every sharer and then the launcher (echoes.md §4.2). Points include the
# visible bonuses: the highest, plus 1 for each other (echoes.md §7).
@ultimate-echoes
Feature: Age 1 Echoes cards

  # --- Plumbing: echo, score the bottom card of your blue pile; junk the 1 deck.

  @id:echoes-plumbing-scores-bottom-blue-and-junks-the-1-deck @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Plumbing's echo scores the bottom card of Alice's blue pile; then the 1 deck is junked
    # Plumbing features the castle: Alice shows 2 (Plumbing, Tools), Bob none (Sailing).
    Given a 2-player game
    And Alice's red pile is Plumbing
    And Alice's blue pile is Tools, Writing
    And Bob's green pile is Sailing
    And the age 1 pile is Oars, Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Plumbing
    Then Alice's score pile is Writing
    And Alice's blue pile is Tools
    And Alice's red pile is Plumbing
    And the junk pile holds Oars, Clothing
    And the age 1 pile is nothing
    And Bob's score pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-plumbing-shared-echo-and-bonus-after-the-junked-deck
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Plumbing shared: Bob's echo scores his bottom blue card, Bob junks the 1 deck, Alice has no blue card and draws a 2 as her sharing bonus
    # Plumbing features the castle: Alice shows 4 (Plumbing, Masonry), Bob 4 (Metalworking,
    # Tools): Bob shares. Alice's two top 1s tie, so her bonus draw is a base card; the 1 deck
    # is empty by then, so it is a 2.
    Given a 2-player game
    And Alice's red pile is Plumbing
    And Alice's yellow pile is Masonry
    And Bob's red pile is Metalworking
    And Bob's blue pile is Tools, Writing
    And the age 1 pile is Oars, Clothing
    And the age 2 pile is Calendar, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Plumbing
    Then Bob's score pile is Writing
    And Bob's blue pile is Tools
    And Alice's score pile is nothing
    And the junk pile holds Oars, Clothing
    And Alice gets the sharing bonus
    And Alice's hand is Calendar
    And the age 1 pile is nothing
    And the age 2 pile is Currency
    And it is Alice's turn 9 with one action used

  # --- Umbrella: echo, may meld a hand card; return any number, score twice as many.

  @id:echoes-umbrella-melds-returns-one-scores-two @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Umbrella: Alice melds Oars by the echo, returns Tools and scores her last two cards
    # Umbrella features the leaf: Alice shows 2, Bob none (Metalworking).
    Given a 2-player game
    And Alice's green pile is Umbrella
    And Alice has Oars, Tools, Writing, Sailing in hand
    And Bob's red pile is Metalworking
    And the age 1 pile is Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Umbrella
    Then Alice may meld up to 1 of Oars, Tools, Writing, Sailing
    When Alice melds Oars
    And Alice returns Tools
    Then Alice's hand is nothing
    And Alice's score pile is Writing, Sailing
    And Alice's red pile is Oars
    And Alice's green pile is Umbrella
    And the age 1 pile is Clothing, Tools
    And it is Alice's turn 9 with one action used

  @id:echoes-umbrella-scores-what-the-hand-allows @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Umbrella: with the echo declined and two cards returned, Alice scores the one card left
    # Umbrella features the leaf: Alice shows 2, Bob none (Metalworking).
    Given a 2-player game
    And Alice's green pile is Umbrella
    And Alice has Oars, Tools, Writing in hand
    And Bob's red pile is Metalworking
    And the age 1 pile is Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Umbrella
    And Alice declines
    And Alice returns Oars then Tools
    Then Alice's hand is nothing
    And Alice's score pile is Writing
    And Alice's green pile is Umbrella
    And the age 1 pile is Clothing, Oars, Tools
    And it is Alice's turn 9 with one action used

  @id:echoes-umbrella-nothing-returned-nothing-scored @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Umbrella: returning nothing scores nothing
    # Umbrella features the leaf: Alice shows 2, Bob none (Metalworking).
    Given a 2-player game
    And Alice's green pile is Umbrella
    And Alice has Oars, Tools in hand
    And Bob's red pile is Metalworking
    And the age 1 pile is Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Umbrella
    And Alice declines
    Then Alice may return up to 2 of Oars, Tools
    When Alice declines
    Then Alice's hand is Oars, Tools
    And Alice's score pile is nothing
    And the age 1 pile is Clothing
    And it is Alice's turn 9 with one action used

  # --- Perfume: echo, draw and tuck 1s until one has no castle; demand a top card of a value
  # --- Alice lacks, then the affected player draws and melds one of that value.

  @id:echoes-perfume-tucks-until-no-castle-and-takes-a-top-card @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Perfume: Alice tucks Tools, Oars and Sailing (the first without a castle); Bob gives Currency and draws and melds a 2
    # Perfume features the castle: Alice shows 3 (Perfume, Archery), Bob none. Alice's top
    # cards are all 1s and Bob's two left after the transfer are 1s: every draw is a base card.
    Given a 2-player game
    And Alice's blue pile is Perfume
    And Alice's red pile is Archery
    And Bob's green pile is Currency
    And Bob's blue pile is Writing
    And Bob's yellow pile is Agriculture
    And the age 1 pile is Tools, Oars, Sailing, Clothing
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Perfume
    Then Alice's blue pile is Perfume, Tools
    And Alice's red pile is Archery, Oars
    And Alice's green pile is Currency, Sailing
    And Alice's hand is nothing
    And Bob's green pile is nothing
    And Bob's blue pile is Calendar, Writing
    And Bob's hand is nothing
    And the age 1 pile is Clothing
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with one action used

  @id:echoes-perfume-one-tuck-and-no-top-card-to-take @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Perfume: a first tucked card without a castle ends the echo; Bob's only top card shares a value with Alice's and stays
    # Perfume features the castle: Alice shows 3, Bob none (Sailing).
    Given a 2-player game
    And Alice's blue pile is Perfume
    And Alice's red pile is Archery
    And Bob's green pile is Sailing
    And the age 1 pile is Writing, Oars
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Perfume
    Then Alice's blue pile is Perfume, Writing
    And Alice's red pile is Archery
    And Bob's green pile is Sailing
    And Bob's hand is nothing
    And the age 1 pile is Oars
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  # --- Candles: echo, draw a 3 if no player has fewer points; demand a card with a castle or a
  # --- lightbulb from hand, then the affected player draws a 1.

  @id:echoes-candles-draws-a-3-and-takes-a-card @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Candles: Bob has as many points as Alice, so her echo draws a 3; Bob gives Tools and draws a 1
    # Candles features the lightbulb: Alice shows 3 (Candles, Writing), Bob none. Alice's points:
    # Candles' visible bonus 1; Bob's: Oars in his score pile. Both have two top 1s.
    Given a 2-player game
    And Alice's red pile is Candles
    And Alice's blue pile is Writing
    And Bob's green pile is Sailing
    And Bob's yellow pile is Agriculture
    And Bob has Oars in the score pile
    And Bob has Tools, Pottery in hand
    And the age 1 pile is Clothing, Masonry
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Candles
    Then Alice's hand is Paper, Tools
    And Bob's hand is Pottery, Clothing
    And the age 1 pile is Masonry
    And the age 3 pile is Compass
    And it is Alice's turn 9 with one action used

  @id:echoes-candles-no-draw-when-someone-has-fewer @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Candles: Bob has fewer points, so no 3; Bob holds no card with a castle or a lightbulb and draws nothing
    # Candles features the lightbulb: Alice shows 3, Bob none. Alice has 2 points (Oars and her
    # bonus 1), Bob none.
    Given a 2-player game
    And Alice's red pile is Candles
    And Alice's blue pile is Writing
    And Alice has Oars in the score pile
    And Bob's green pile is Sailing
    And Bob's yellow pile is Agriculture
    And Bob has Pottery in hand
    And the age 1 pile is Clothing, Masonry
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Candles
    Then Alice's hand is nothing
    And Bob's hand is Pottery
    And the age 1 pile is Clothing, Masonry
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with one action used

  # --- Noodles: more 1s in hand than every opponent draws and scores a 2; draw and reveal a 1,
  # --- a yellow one scores every 1 in hand.

  @id:echoes-noodles-scores-a-2-and-every-1 @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Noodles: Alice holds more 1s than Bob and scores a 2; her revealed 1 is yellow and she scores every 1 in hand
    # Noodles features the castle: Alice shows 3 (Noodles, Tools), Bob none (Sailing).
    Given a 2-player game
    And Alice's yellow pile is Noodles
    And Alice's blue pile is Tools
    And Alice has Oars, Writing, Calendar in hand
    And Bob's green pile is Sailing
    And Bob has Pottery in hand
    And the age 1 pile is Agriculture, Clothing
    And the age 2 pile is Mathematics, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Noodles
    Then Alice revealed Agriculture
    And Alice's hand is Calendar
    And Alice's score pile is Mathematics, Oars, Writing, Agriculture
    And Bob's hand is Pottery
    And the age 1 pile is Clothing
    And the age 2 pile is Currency
    And it is Alice's turn 9 with one action used

  @id:echoes-noodles-tie-and-a-green-1 @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Noodles: as many 1s as Bob draws no 2; a revealed green 1 scores nothing
    # Noodles features the castle: Alice shows 3, Bob none.
    Given a 2-player game
    And Alice's yellow pile is Noodles
    And Alice's blue pile is Tools
    And Alice has Oars in hand
    And Bob's green pile is Sailing
    And Bob has Pottery in hand
    And the age 1 pile is Clothing, Agriculture
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Noodles
    Then Alice revealed Clothing
    And Alice's hand is Oars, Clothing
    And Alice's score pile is nothing
    And the age 1 pile is Agriculture
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with one action used

  # --- Soap: choose a colour, may tuck hand cards of it; then, with the top card of that colour
  # --- higher than each opponent's, may achieve a hand card you are eligible for.

  @id:echoes-soap-tucks-two-and-achieves @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Soap: Alice tucks two red cards; her red Road Building beats Bob's Metalworking and she achieves Writing from her hand
    # Soap features the leaf: Alice shows 2, Bob none. Alice has 8 points (6 in her score pile,
    # Soap's bonus 2): eligible for a 1, not for Philosophy (a 2).
    Given a 2-player game
    And Alice's yellow pile is Soap
    And Alice's red pile is Road Building
    And Alice has Oars, Archery, Writing, Philosophy in hand
    And Alice has Calendar, Mathematics, Currency in the score pile
    And Bob's red pile is Metalworking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Soap
    And Alice chooses red
    And Alice tucks Oars then Archery
    Then Alice may achieve up to 1 of Writing
    When Alice accepts
    Then Alice's red pile is Road Building, Oars, Archery
    And Alice's achievements are Writing
    And Alice's hand is Philosophy
    And it is Alice's turn 9 with one action used

  @id:echoes-soap-not-higher-no-achievement @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Soap: after the tuck Alice's red top card is lower than Bob's, so she achieves nothing
    # Soap features the leaf: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's yellow pile is Soap
    And Alice's red pile is Oars
    And Alice has Archery, Writing in hand
    And Alice has Calendar, Mathematics, Currency in the score pile
    And Bob's red pile is Road Building
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Soap
    And Alice chooses red
    And Alice tucks Archery
    Then Alice's red pile is Oars, Archery
    And Alice's achievements are nothing
    And Alice's hand is Writing
    And it is Alice's turn 9 with one action used

  @id:echoes-soap-nothing-tucked @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Soap: tucking nothing offers no achievement
    # Soap features the leaf: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's yellow pile is Soap
    And Alice's red pile is Road Building
    And Alice has Oars, Writing in hand
    And Alice has Calendar, Mathematics, Currency in the score pile
    And Bob's red pile is Metalworking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Soap
    And Alice chooses red
    And Alice declines
    Then Alice's red pile is Road Building
    And Alice's achievements are nothing
    And Alice's hand is Oars, Writing
    And it is Alice's turn 9 with one action used

  # --- Puppet: junk an available achievement of a value in your score pile.

  @id:echoes-puppet-junks-a-matching-achievement @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Puppet: Alice's score pile holds a 1 and a 2; she junks the available 2
    # Puppet features the castle: Alice shows 2, Bob none (Sailing).
    Given a 2-player game
    And Alice's purple pile is Puppet
    And Alice has Oars, Calendar in the score pile
    And Bob's green pile is Sailing
    And the standard achievements are Tools, Philosophy, Paper
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Puppet
    And Alice chooses 2
    Then the standard achievements are ages 1, 3
    And the junk pile holds Philosophy
    And Alice's score pile is Oars, Calendar
    And it is Alice's turn 9 with one action used

  @id:echoes-puppet-no-matching-value @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Puppet: no available achievement has a value of Alice's score cards, so nothing is junked
    # Puppet features the castle: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's purple pile is Puppet
    And Alice has Calendar in the score pile
    And Bob's green pile is Sailing
    And the standard achievements are Tools, Paper
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Puppet
    Then the standard achievements are ages 1, 3
    And the junk pile holds nothing
    And it is Alice's turn 9 with one action used

  # --- Chopsticks: echo, may draw and foreshadow a 1; may junk the 1 deck, then achieve the
  # --- highest card in the junk if eligible for it.

  @id:echoes-chopsticks-junks-and-achieves-the-highest-junked-card @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Chopsticks: Alice declines the echo, junks the 1 deck and achieves Philosophy, the highest card in the junk
    # Chopsticks features the leaf: Alice shows 4 (Chopsticks, Calendar), Bob none. Alice has 10
    # points and a top 2: eligible for a 2. The whole junk counts, not only the cards just junked.
    Given a 2-player game
    And Alice's yellow pile is Chopsticks
    And Alice's blue pile is Calendar
    And Alice has Mathematics, Currency, Road Building, Fermenting, Mapmaking in the score pile
    And Bob's red pile is Metalworking
    And the junk pile holds Philosophy
    And the age 1 pile is Oars, Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Chopsticks
    And Alice declines
    And Alice accepts
    Then Alice's achievements are Philosophy
    And the junk pile holds Oars, Clothing
    And the age 1 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-chopsticks-picks-among-tied-highest @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Chopsticks: the two junked 1s tie for highest and Alice achieves the one she picks
    # Chopsticks features the leaf: Alice shows 4, Bob none. Alice has 6 points: eligible for a 1.
    Given a 2-player game
    And Alice's yellow pile is Chopsticks
    And Alice's blue pile is Calendar
    And Alice has Mathematics, Currency, Road Building in the score pile
    And Bob's red pile is Metalworking
    And the age 1 pile is Oars, Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Chopsticks
    And Alice declines
    And Alice accepts
    And Alice chooses Clothing
    Then Alice's achievements are Clothing
    And the junk pile holds Oars
    And the age 1 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-chopsticks-not-eligible @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Chopsticks: with no points Alice is not eligible for the highest junked card and achieves nothing
    # Chopsticks features the leaf: Alice shows 4, Bob none.
    Given a 2-player game
    And Alice's yellow pile is Chopsticks
    And Alice's blue pile is Calendar
    And Bob's red pile is Metalworking
    And the junk pile holds Philosophy
    And the age 1 pile is Oars, Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Chopsticks
    And Alice declines
    And Alice accepts
    Then Alice's achievements are nothing
    And the junk pile holds Philosophy, Oars, Clothing
    And the age 1 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-chopsticks-declines-both @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Chopsticks: declining the junk leaves the 1 deck and the junk alone
    # Chopsticks features the leaf: Alice shows 4, Bob none.
    Given a 2-player game
    And Alice's yellow pile is Chopsticks
    And Alice's blue pile is Calendar
    And Alice has Mathematics, Currency, Road Building in the score pile
    And Bob's red pile is Metalworking
    And the junk pile holds Philosophy
    And the age 1 pile is Oars, Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Chopsticks
    And Alice declines
    And Alice declines
    Then Alice's achievements are nothing
    And Alice's hand is nothing
    And the junk pile holds Philosophy
    And the age 1 pile is Oars, Clothing
    And it is Alice's turn 9 with one action used

  # --- Ice Skates: if foreseen, junk the 1 and 2 decks; may return up to two hand cards, each
  # --- drawing and melding a 2 or drawing and foreshadowing a 3; then (one source's text, the
  # --- reading cards.readings.ice_skates_closing_return) return your highest top card.

  @id:echoes-ice-skates-melds-a-2-and-returns-a-highest-top-card @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:cards.readings.ice_skates_closing_return=returns-highest-top-card
  Scenario: Ice Skates: Alice returns Oars, draws and melds Calendar, then returns Philosophy, one of her three top 2s
    # Ice Skates features the crown: Alice shows 2, Bob none (Metalworking). Alice's top cards
    # tie at 2 (Construction, Philosophy): base draws. Not foreseen: no deck is junked.
    Given a 2-player game
    And Alice's green pile is Ice Skates
    And Alice's red pile is Construction
    And Alice's purple pile is Philosophy
    And Alice has Oars in hand
    And Bob's red pile is Metalworking
    And the age 1 pile is Clothing
    And the age 2 pile is Calendar, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Ice Skates
    And Alice returns Oars
    And Alice melds Calendar
    And Alice returns Philosophy
    Then Alice's blue pile is Calendar
    And Alice's red pile is Construction
    And Alice's purple pile is nothing
    And Alice's green pile is Ice Skates
    And Alice's hand is nothing
    And the age 1 pile is Clothing, Oars
    And the age 2 pile is Currency, Philosophy
    And the junk pile holds nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-ice-skates-nothing-returned-still-returns-the-top-card @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:cards.readings.ice_skates_closing_return=returns-highest-top-card
  Scenario: Ice Skates: returning no hand card draws nothing, and Alice still returns her highest top card
    # Ice Skates features the crown: Alice shows 2, Bob none. Construction is her one highest.
    Given a 2-player game
    And Alice's green pile is Ice Skates
    And Alice's red pile is Construction, Archery
    And Alice has Oars in hand
    And Bob's red pile is Metalworking
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Ice Skates
    And Alice declines
    Then Alice's red pile is Archery
    And Alice's hand is Oars
    And the age 2 pile is Calendar, Construction
    And it is Alice's turn 9 with one action used

  @id:echoes-ice-skates-no-closing-return @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:cards.readings.ice_skates_closing_return=no-return
  Scenario: Ice Skates read without the closing return: Alice's top cards all stay
    # The other source's fourth-edition text ends with the draws (echoes.md §15). Ice Skates
    # features the crown: Alice shows 2, Bob none.
    Given a house variant of it sets cards.readings.ice_skates_closing_return to "no-return"
    And a 2-player game
    And Alice's green pile is Ice Skates
    And Alice's red pile is Construction
    And Alice's purple pile is Philosophy
    And Alice has Oars in hand
    And Bob's red pile is Metalworking
    And the age 1 pile is Clothing
    And the age 2 pile is Calendar, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Ice Skates
    And Alice returns Oars
    And Alice melds Calendar
    Then Alice's blue pile is Calendar
    And Alice's red pile is Construction
    And Alice's purple pile is Philosophy
    And Alice's green pile is Ice Skates
    And the age 1 pile is Clothing, Oars
    And the age 2 pile is Currency
    And it is Alice's turn 9 with one action used
