# The age-10 Echoes cards, each echo effect, dogma effect and branch, from exact positions.
# Card texts: engine/data/cards/echoes-ultimate.json (our own words; each card's notes: the
# source-dispute and implementation notes the scenarios below name), with its glossary (foreshadow,
# foreseen, bonus). Rules: echoes.md (the project's research note) §3 (a draw comes from the
# Echoes deck when the drawer has a single highest top card; every drawer below has two top
# cards of its highest value, so draws come from the base decks listed), §4 (echo effects run
# first, by sharers then the launcher), §7 (visible bonuses add to the score: the highest in
# full, 1 for each other), §10 (visible cards of a pile: one unsplayed, all splayed).
# Piles are written top card first; every supply age a scenario draws from is listed.
@ultimate-echoes
Feature: Age 10 Echoes cards

  # --- Artificial Heart (blue, leaf): claim an available achievement you would be eligible
  # for with twice your score (top-card test unchanged); if you did and it was foreseen, again.

  @id:echoes-artificial-heart-claims-with-a-doubled-score @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Artificial Heart: Alice's score of 11 (its bonus) counts as 22, so she may claim a 2, 3 or 4, and claims the 4
    # Artificial Heart features the leaf: Alice shows 2, Bob none. Alice's score is her bonus
    # 11 (no score cards): doubled, 22 pays for up to a 4 (20), not a 5 (25).
    Given a 2-player game
    And Alice's blue pile is Artificial Heart
    And Bob's red pile is Archery
    And the standard achievements are Mathematics, Compass, Invention, Coal
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Artificial Heart
    Then Alice must choose 1 of 2, 3, 4
    When Alice chooses 4
    Then Alice's achievements are Invention
    And the standard achievements are ages 2, 3, 5
    And it is Alice's turn 9 with one action used

  @id:echoes-artificial-heart-foreseen-claims-until-none-is-in-reach @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Artificial Heart foreseen: Alice claims the 4, the 3 and the 2 in turn, and stops when only the 5 is left
    # Alice melds Software; Artificial Heart is promoted onto it. Her score is its bonus 11.
    # The 2, last in reach, is claimed without a choice.
    Given a 2-player game
    And Alice has Software in hand
    And Alice's forecast is Artificial Heart
    And Bob's red pile is Archery
    And the standard achievements are Mathematics, Compass, Invention, Coal
    And it is Alice's turn 9 with every action left
    When Alice melds Software
    And Alice chooses 4
    And Alice chooses 3
    Then Alice's achievements are Invention, Compass, Mathematics
    And the standard achievements are ages 5
    And Alice's blue pile is Artificial Heart, Software
    And it is Alice's turn 9 with one action used

  # --- Human Genome (blue, lightbulb). Echo: draw an 11. Optional: choose a value, draw and
  # score a card of it. Take your bottom red card into your hand; if the values in your hand
  # are those of your score pile, you win.

  @id:echoes-human-genome-hand-matches-score-pile-wins @ultimate-echoes-figures
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Human Genome: the echo draws Fusion, Alice scores an 11 and takes Archery: her hand (11, 1) matches her score pile (11, 1) and she wins
    # Human Genome features the lightbulb: Alice shows 1, Bob none. Alice's tops Human Genome
    # and Robotics are 10s: her draws come from the base decks.
    Given a 2-player game
    And Alice's blue pile is Human Genome
    And Alice's red pile is Robotics, Archery
    And Alice has Tools in the score pile
    And Bob's purple pile is Mysticism
    And the age 11 pile is Fusion, Climatology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Human Genome
    And Alice chooses 11
    Then Alice's hand is Fusion, Archery
    And Alice's score pile is Tools, Climatology
    And Alice wins by dogma

  @id:echoes-human-genome-declines-and-does-not-match @ultimate-echoes-figures
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Human Genome: Alice draws and scores nothing; her hand (11, 1) does not match her score pile (1)
    Given a 2-player game
    And Alice's blue pile is Human Genome
    And Alice's red pile is Robotics, Archery
    And Alice has Tools in the score pile
    And Bob's purple pile is Mysticism
    And the age 11 pile is Fusion, Climatology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Human Genome
    And Alice declines
    Then Alice's hand is Fusion, Archery
    And Alice's score pile is Tools
    And Alice's red pile is Robotics
    And the age 11 pile is Climatology
    And the game is not over
    And it is Alice's turn 9 with one action used

  # --- Camcorder (red, clock). Demand: give me your whole hand, then draw a 9. Meld every 9 in
  # your hand; if Camcorder was not foreseen, return the rest of your hand and draw three 9s.

  @id:echoes-camcorder-takes-bobs-hand-melds-the-9-and-redraws @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2
  Scenario: Camcorder: Bob gives Computers and Tools and draws a 9; Alice melds Computers, returns Agriculture then Tools and draws three 9s
    # Camcorder features the clock: Alice shows 2, Bob none. Bob's tops are two 1s and
    # Alice's Camcorder and Globalization two 10s, so every 9 comes from the base deck.
    Given a 2-player game
    And Alice's red pile is Camcorder
    And Alice's yellow pile is Globalization
    And Alice has Agriculture in hand
    And Bob's red pile is Oars
    And Bob's purple pile is Mysticism
    And Bob has Computers, Tools in hand
    And the age 1 pile is Clothing
    And the age 9 pile is Fission, Genetics, Satellites, Suburbia
    When Alice performs the dogma of Camcorder
    And Alice returns Agriculture then Tools
    Then Bob's hand is Fission
    And Alice's blue pile is Computers
    And Alice's hand is Genetics, Satellites, Suburbia
    And the age 1 pile is Clothing, Agriculture, Tools
    And the age 9 pile is nothing

  @id:echoes-camcorder-foreseen-melds-the-9-and-keeps-the-rest @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2
  Scenario: Camcorder foreseen: Alice melds the 9 Bob gave her and keeps Tools; nothing is returned or drawn
    # Alice melds Software; Camcorder is promoted. The text and BGA4 meld the 9s when foreseen
    # too (battlestar's code melds nothing, an implementation note).
    Given a 2-player game
    And Alice has Software in hand
    And Alice's forecast is Camcorder
    And Bob's red pile is Oars
    And Bob's purple pile is Mysticism
    And Bob has Computers, Tools in hand
    And the age 9 pile is Fission, Genetics
    And it is Alice's turn 9 with every action left
    When Alice melds Software
    Then Bob's hand is Fission
    And Alice's blue pile is Computers, Software
    And Alice's red pile is Camcorder
    And Alice's hand is Tools
    And the age 9 pile is Genetics
    And it is Alice's turn 9 with one action used

  # --- Social Networking (red, avatar). Echo: score one of your non-red top cards. Demand: name
  # a standard icon type; your top cards without it go to my score pile. If you have fewer
  # factories, crowns and castles than each opponent, you win.

  @id:echoes-social-networking-names-crown-and-alice-wins @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Social Networking: Alice scores Tools; Bob names the crown, which both his top cards show, so he gives nothing, and Alice (no factory, crown or castle) wins
    # Social Networking features the avatar: Alice shows 1, Bob none. Tools is Alice's only
    # non-red top card: scored without a choice, it takes her only castle with it.
    Given a 2-player game
    And Alice's red pile is Social Networking
    And Alice's blue pile is Tools
    And Bob's red pile is Oars
    And Bob's yellow pile is Steam Engine
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Social Networking
    And Bob names crown
    Then Alice's score pile is Tools
    And Bob's red pile is Oars
    And Bob's yellow pile is Steam Engine
    And Alice wins by dogma

  @id:echoes-social-networking-names-factory-and-gives-oars @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Social Networking: Bob names the factory and gives Oars; he is left with no castle, so Alice does not win
    Given a 2-player game
    And Alice's red pile is Social Networking
    And Alice's blue pile is Tools
    And Bob's red pile is Oars
    And Bob's yellow pile is Steam Engine
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Social Networking
    And Bob names factory
    Then Alice's score pile is Tools, Oars
    And Bob's red pile is nothing
    And Bob's yellow pile is Steam Engine
    And the game is not over
    And it is Alice's turn 9 with one action used

  # With three players the demand hits Bob, then Carol (clockwise from Alice), and the win
  # compares Alice with each opponent. Bob shows 2 factories, 2 crowns, 2 castles (Oars, Steam
  # Engine); Carol as many (Gunpowder, Domestication). Neither shows an avatar: both are
  # demanded and neither shares. Tools is Alice's only non-red top card, scored by the echo:
  # she is left with no factory, crown or castle.

  @id:echoes-social-networking-three-players-fewer-than-each-wins @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Social Networking with three players: Bob and Carol both name the crown and give nothing; Alice has fewer factories, crowns and castles than each of them, and wins
    Given a 3-player game
    And Alice's red pile is Social Networking
    And Alice's blue pile is Tools
    And Bob's red pile is Oars
    And Bob's yellow pile is Steam Engine
    And Carol's red pile is Gunpowder
    And Carol's yellow pile is Domestication
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Social Networking
    And Bob names crown
    And Carol names crown
    Then Alice's score pile is Tools
    And Bob's red pile is Oars
    And Carol's yellow pile is Domestication
    And Alice wins by dogma

  @id:echoes-social-networking-three-players-one-opponent-not-ahead @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Social Networking with three players: Carol names the factory and gives Domestication, her only castle; Alice has fewer than Bob but not fewer castles than Carol, so she does not win
    Given a 3-player game
    And Alice's red pile is Social Networking
    And Alice's blue pile is Tools
    And Bob's red pile is Oars
    And Bob's yellow pile is Steam Engine
    And Carol's red pile is Gunpowder
    And Carol's yellow pile is Domestication
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Social Networking
    And Bob names crown
    And Carol names factory
    Then Alice's score pile is Tools, Domestication
    And Bob's red pile is Oars
    And Bob's yellow pile is Steam Engine
    And Carol's yellow pile is nothing
    And Carol's red pile is Gunpowder
    And the game is not over
    And it is Alice's turn 9 with one action used

  # --- Barcode (green, factory). Demand: for each visible bonus on your board, return a card of
  # its value from your score pile. Optional: splay one colour up (every colour if foreseen).

  @id:echoes-barcode-returns-a-9-and-a-10-then-splays-red @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  Scenario: Barcode: Bob's bonuses 9 and 10 make him return Genetics (his choice of two 9s) and Software; Alice splays red up
    # Barcode features the factory: Alice shows 3, Bob 1 (Wristwatch). Bob's bonuses: Rock 9,
    # Wristwatch 10.
    Given a 2-player game
    And Alice's green pile is Barcode, Sailing
    And Alice's red pile is Oars, Archery
    And Bob's purple pile is Rock
    And Bob's yellow pile is Wristwatch
    And Bob has Fission, Genetics, Software, Tools in the score pile
    And the age 9 pile is Satellites
    And the age 10 pile is Robotics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Barcode
    Then Bob must return 1 of Fission, Genetics
    When Bob returns Genetics
    Then Alice may splay up to 1 of green, red
    When Alice splays red
    Then Bob's score pile is Fission, Tools
    And the age 9 pile is Satellites, Genetics
    And the age 10 pile is Robotics, Software
    And Alice's red pile is Oars, Archery splayed up
    And Alice's green pile is Barcode, Sailing
    And it is Alice's turn 9 with one action used

  @id:echoes-barcode-foreseen-splays-every-colour-up @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  Scenario: Barcode foreseen: Bob returns Fission for his bonus 9, and every colour of Alice's that can be is splayed up
    # Alice melds Software; Barcode is promoted into a new green pile. Blue and green hold one
    # card each: only red and yellow can be splayed.
    Given a 2-player game
    And Alice's red pile is Oars, Archery
    And Alice's yellow pile is Agriculture, Masonry
    And Alice has Software in hand
    And Alice's forecast is Barcode
    And Bob's purple pile is Rock
    And Bob has Fission in the score pile
    And the age 9 pile is Genetics
    And it is Alice's turn 9 with every action left
    When Alice melds Software
    Then Bob's score pile is nothing
    And the age 9 pile is Genetics, Fission
    And Alice's red pile is Oars, Archery splayed up
    And Alice's yellow pile is Agriculture, Masonry splayed up
    And Alice's green pile is Barcode
    And it is Alice's turn 9 with one action used

  # --- GPS (green, clock). Demand: return every card of your forecast. Optional: splay yellow
  # up. Draw three 11s; if GPS was foreseen, foreshadow them.

  @id:echoes-gps-splays-yellow-and-draws-three-11s @ultimate-echoes-figures
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  Scenario: GPS: Alice splays yellow up and draws three 11s, which stay in her hand (not foreseen)
    # GPS features the clock: Alice shows 2, Bob none. Alice's tops GPS and Globalization are
    # 10s: the base deck.
    Given a 2-player game
    And Alice's green pile is GPS
    And Alice's yellow pile is Globalization, Agriculture
    And Bob's purple pile is Mysticism
    And the age 11 pile is Fusion, Climatology, Hypersonics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of GPS
    And Alice splays yellow
    Then Alice's yellow pile is Globalization, Agriculture splayed up
    And Alice's hand is Fusion, Climatology, Hypersonics
    And Alice's forecast is nothing
    And the age 11 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-gps-foreseen-empties-bobs-forecast-and-foreshadows-three-11s @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  Scenario: GPS foreseen: Bob returns his forecast; Alice leaves yellow, draws three 11s and foreshadows them
    # Alice melds Software; GPS is promoted. Her tops Software, GPS and Globalization are 10s.
    # Unsplayed, her forecast holds up to 5.
    Given a 2-player game
    And Alice's yellow pile is Globalization, Agriculture
    And Alice has Software in hand
    And Alice's forecast is GPS
    And Bob's purple pile is Mysticism
    And Bob's forecast is Tools, Calendar
    And the age 1 pile is Clothing
    And the age 2 pile is Mathematics
    And the age 11 pile is Fusion, Climatology, Hypersonics
    And it is Alice's turn 9 with every action left
    When Alice melds Software
    And Alice declines
    Then Bob's forecast is nothing
    And the age 1 pile is Clothing, Tools
    And the age 2 pile is Mathematics, Calendar
    And Alice's forecast is Fusion, Climatology, Hypersonics
    And Alice's hand is nothing
    And Alice's yellow pile is Globalization, Agriculture
    And it is Alice's turn 9 with one action used

  @id:echoes-gps-foreseen-forecast-limit-keeps-the-third-11-in-hand @ultimate-echoes-figures
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: GPS foreseen: Alice splays yellow up, so her forecast holds 2 (5 less 3 for up); she foreshadows Fusion and Hypersonics, and Climatology stays in her hand
    Given a 2-player game
    And Alice's yellow pile is Globalization, Agriculture
    And Alice has Software in hand
    And Alice's forecast is GPS
    And Bob's purple pile is Mysticism
    And the age 11 pile is Fusion, Climatology, Hypersonics
    And it is Alice's turn 9 with every action left
    When Alice melds Software
    And Alice splays yellow
    Then Alice must foreshadow 2 of Fusion, Climatology, Hypersonics
    When Alice foreshadows Fusion, Hypersonics
    Then Alice's yellow pile is Globalization, Agriculture splayed up
    And Alice's forecast is Fusion, Hypersonics
    And Alice's hand is Climatology
    And it is Alice's turn 9 with one action used

  # --- Cell Phone (yellow, clock). Echo: draw and foreshadow an 11. Draw a 10 for each colour
  # showing a clock (source-dispute, card reading cell_phone_draws: BGA4, and battlestar's code,
  # draw one for every two clocks). Optional: splay green up. Optional: tuck cards with a clock
  # from your hand, and splay up each colour tucked into.

  @id:echoes-cell-phone-two-colours-with-clocks-draw-two-10s @ultimate-echoes-figures
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  @assumes:cards.readings.cell_phone_draws=per-colour-with-clock
  Scenario: Cell Phone: yellow and blue show clocks (3 in all), so Alice draws two 10s; she leaves green, then tucks Databases into it and green is splayed up
    # Cell Phone features the clock: Alice shows 3 (Cell Phone, Software), Bob none. Alice's
    # tops Cell Phone and Software are 10s: the base decks.
    Given a 2-player game
    And Alice's yellow pile is Cell Phone
    And Alice's blue pile is Software
    And Alice's green pile is Sailing, Clothing
    And Bob's purple pile is Mysticism
    And the age 10 pile is Robotics, Databases, A.I.
    And the age 11 pile is Fusion, Climatology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Cell Phone
    Then Alice may splay up to 1 of green
    When Alice declines
    Then Alice may tuck up to 1 of Databases
    When Alice tucks Databases
    Then Alice's green pile is Sailing, Clothing, Databases splayed up
    And Alice's hand is Robotics
    And Alice's forecast is Fusion
    And the age 10 pile is A.I.
    And the age 11 pile is Climatology
    And it is Alice's turn 9 with one action used

  # The other reading of Cell Phone's text (the variant's dispute on
  # cards.readings.cell_phone_draws): a 10 for every two clocks. A house variant plays it.

  @id:echoes-cell-phone-one-10-per-two-clocks @needs:resolved_variant @ultimate-echoes-figures
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  @assumes:cards.readings.cell_phone_draws=per-two-clocks
  Scenario: Cell Phone read as a 10 per two clocks: Alice's 3 clocks draw one 10, which has no clock to tuck
    Given a house variant of it sets cards.readings.cell_phone_draws to "per-two-clocks"
    And a 2-player game
    And Alice's yellow pile is Cell Phone
    And Alice's blue pile is Software
    And Alice's green pile is Sailing, Clothing
    And Bob's purple pile is Mysticism
    And the age 10 pile is Robotics, Databases, A.I.
    And the age 11 pile is Fusion, Climatology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Cell Phone
    And Alice declines
    Then Alice's hand is Robotics
    And Alice's forecast is Fusion
    And Alice's green pile is Sailing, Clothing
    And the age 10 pile is Databases, A.I.
    And the age 11 pile is Climatology
    And it is Alice's turn 9 with one action used

  # --- MP3 (yellow, avatar). Echo: draw and score a 10. If you show a bonus, draw and score a
  # card of one of your bonus values. Return any number of cards from your hand; for each, claim
  # up to two achievements you are eligible for.

  @id:echoes-mp3-scores-two-10s-returns-one-card-and-claims-two @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: MP3: Alice scores Robotics and Databases, returns Tools and claims the 2 and the 3
    # MP3 features the avatar: Alice shows 2 (MP3, Software), Bob none. Alice's tops MP3 and
    # Software are 10s: base draws. Her only bonus value is 10, taken without a choice. Her
    # score then is 10 + 10 + her bonus 10 = 30: every available achievement is within reach,
    # and one returned card allows two claims.
    Given a 2-player game
    And Alice's yellow pile is MP3
    And Alice's blue pile is Software
    And Alice has Tools in hand
    And Bob's purple pile is Mysticism
    And the standard achievements are Mathematics, Compass, Invention
    And the age 1 pile is Clothing
    And the age 10 pile is Robotics, Databases, A.I.
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of MP3
    And Alice returns Tools
    And Alice chooses 2
    And Alice chooses 3
    Then Alice's score pile is Robotics, Databases
    And Alice's achievements are Mathematics, Compass
    And the standard achievements are ages 4
    And the age 1 pile is Clothing, Tools
    And the age 10 pile is A.I.
    And Alice's hand is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-mp3-returns-nothing-and-claims-nothing @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: MP3: Alice returns no card from her hand, so she claims nothing though every achievement is in reach
    Given a 2-player game
    And Alice's yellow pile is MP3
    And Alice's blue pile is Software
    And Alice has Tools in hand
    And Bob's purple pile is Mysticism
    And the standard achievements are Mathematics, Compass, Invention
    And the age 10 pile is Robotics, Databases, A.I.
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of MP3
    Then Alice may return up to 1 of Tools
    When Alice declines
    Then Alice's score pile is Robotics, Databases
    And Alice's achievements are nothing
    And Alice's hand is Tools
    And the standard achievements are ages 2, 3, 4
    And it is Alice's turn 9 with one action used

  # --- Puzzle Cube (purple, crown). Echo: meld a card from your score pile. Optional: score a
  # colour's bottom card or bottom two cards; then, if every colour shows as many visible cards,
  # you win. Draw and meld a 10. implementation (battlestar): an unsplayed pile shows one card, a splayed
  # pile all of them; the check runs whether or not you scored.

  @id:echoes-puzzle-cube-scores-one-bottom-card-no-win @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  Scenario: Puzzle Cube: the echo melds Sailing, Alice scores it back; her blue pile still shows 3 cards against 1, so she melds a 10 instead of winning
    # Puzzle Cube features the crown: Alice shows 2, Bob none. Alice's tops Puzzle Cube and
    # Globalization are 10s: base draw. Sailing alone in green is its pile's bottom card.
    Given a 2-player game
    And Alice's purple pile is Puzzle Cube
    And Alice's yellow pile is Globalization
    And Alice's blue pile is Tools, Writing, Calendar splayed left
    And Alice has Sailing in the score pile
    And Bob's red pile is Archery
    And the age 10 pile is Software
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Puzzle Cube
    And Alice scores Sailing
    Then Alice's green pile is nothing
    And Alice's score pile is Sailing
    And Alice's blue pile is Software, Tools, Writing, Calendar splayed left
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:echoes-puzzle-cube-scores-two-bottom-cards-and-wins @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  Scenario: Puzzle Cube: Alice scores blue's bottom two cards; Tools, left alone, shows one card like every other pile, so she wins
    Given a 2-player game
    And Alice's purple pile is Puzzle Cube
    And Alice's yellow pile is Globalization
    And Alice's blue pile is Tools, Writing, Calendar splayed left
    And Alice has Sailing in the score pile
    And Bob's red pile is Archery
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Puzzle Cube
    And Alice scores Writing, Calendar
    Then Alice's score pile is Writing, Calendar
    And Alice's blue pile is Tools
    And Alice wins by dogma

  @id:echoes-puzzle-cube-unsplayed-board-wins-without-scoring @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Puzzle Cube: Alice scores nothing; every pile of hers is unsplayed and shows one card, so she wins
    Given a 2-player game
    And Alice's purple pile is Puzzle Cube
    And Alice's blue pile is Tools, Writing
    And Alice has Sailing in the score pile
    And Bob's red pile is Archery
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Puzzle Cube
    And Alice declines
    Then Alice's green pile is Sailing
    And Alice wins by dogma

  # --- Sudoku (purple, lightbulb). Echo: optional, tuck any number of cards from your hand.
  # Choose a value, draw and meld a card of it; with nine different bonus values visible you
  # win, otherwise self-execute the melded card.

  @id:echoes-sudoku-tucks-melds-writing-and-self-executes-it @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Sudoku: Alice tucks Tools, chooses 1, melds Writing; one bonus value shows, so she self-executes Writing and draws a 2
    # Sudoku features the lightbulb: Alice shows 1, Bob none. Alice's tops Sudoku and
    # Globalization are 10s: every draw comes from the base decks. Tools starts a blue pile.
    Given a 2-player game
    And Alice's purple pile is Sudoku
    And Alice's yellow pile is Globalization
    And Alice has Tools in hand
    And Bob's red pile is Oars
    And the age 1 pile is Writing, Agriculture
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Sudoku
    Then Alice may tuck up to 1 of Tools
    When Alice tucks Tools
    And Alice chooses 1
    Then Alice's blue pile is Writing, Tools
    And Alice's hand is Mathematics
    And the age 1 pile is Agriculture
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:echoes-sudoku-nine-bonus-values-win @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  @assumes:actions.per_turn>=2
  Scenario: Sudoku: Alice's board shows bonuses of nine different values (11, 8, 6, 4, 5, 3, 7, 1, 2); the melded 1 covers none of them, and she wins
    # Piles splayed up show their covered cards' bottom row: Crossword 8, Indian Clubs 6,
    # Palampore 5, Charitable Trust 3, Dice 1 (no covered card of the purple pile shows an
    # echo effect). Alice shows 2 lightbulbs (Sudoku, Photography), Bob none. Her tops Sudoku
    # and Globalization are 10s: the 1 comes from the base deck, and Agriculture goes onto
    # Globalization. Her hand is empty: the echo effect tucks nothing. Nine bonuses would meet
    # Wealth, so it is not among the available special achievements.
    Given a 2-player game
    And Alice's purple pile is Sudoku, Crossword, Indian Clubs splayed up
    And Alice's green pile is Chintz, Palampore, Charitable Trust splayed up
    And Alice's blue pile is Photography, Dice splayed up
    And Alice's red pile is Plumbing
    And Alice's yellow pile is Globalization
    And Bob's purple pile is Mysticism
    And the age 1 pile is Agriculture
    And the special achievements are Monument, Empire, World, Wonder, Universe, Destiny, Heritage, History, Supremacy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Sudoku
    And Alice chooses 1
    Then Alice's yellow pile is Agriculture, Globalization
    And Alice wins by dogma

  # Sudoku's self-execute inside a self-execution (the chain rule, dogma.chain_achievement):
  # Email self-executes Sudoku; Sudoku draws and melds Writing and, already inside an execution,
  # is told to self-execute it: Alice first draws an 11 and puts it among her achievements.

  @id:echoes-sudoku-self-executed-by-email-earns-the-chain-achievement @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:ages.game_end_draw=12
  @assumes:actions.per_turn>=2 @assumes:dogma.chain_achievement=true
  Scenario: Chain through Sudoku: Email self-executes Sudoku, which melds Writing and self-executes it, first drawing Fusion among Alice's achievements
    # Email features the clock: Alice shows 2, Bob none. Alice's top cards Sudoku and
    # Globalization tie at 10: every draw is a base card. Email foreshadows Software and
    # Fission; of her two lowest non-green top cards she self-executes Sudoku. Her hand is
    # empty, so Sudoku's echo effect tucks nothing; she chooses 1 and melds Writing (one bonus
    # value shows: no win); Fusion comes first, then Writing draws a 2.
    Given a 2-player game
    And Alice's green pile is Email
    And Alice's purple pile is Sudoku
    And Alice's yellow pile is Globalization
    And Bob's red pile is Oars
    And the age 1 pile is Writing, Agriculture
    And the age 2 pile is Mathematics
    And the age 9 pile is Fission, Computers
    And the age 10 pile is Software, Robotics
    And the age 11 pile is Fusion, Climatology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Email
    And Alice executes Sudoku
    And Alice chooses 1
    Then Alice's forecast is Software, Fission
    And Alice's blue pile is Writing
    And Alice's achievements are Fusion
    And Alice's hand is Mathematics
    And the age 1 pile is Agriculture
    And the age 11 pile is Climatology
    And the game is not over
    And it is Alice's turn 9 with one action used

  # --- Shared: Bob, showing at least as many of the featured icon as Alice, runs each echo effect
  # and each non-demand effect before her (echoes.md §4.2), and his change earns Alice the sharing
  # bonus (her bonus draw is left unstated). Where a drawer's top cards tie at their highest value,
  # the draws are base cards.

  @id:echoes-artificial-heart-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Artificial Heart shared: Bob, whose 5 points doubled reach 10, claims the only available achievement; Alice claims nothing
    Given a 2-player game
    And Alice's blue pile is Artificial Heart
    And Alice's yellow pile is Stem Cells
    And Bob's blue pile is Climatology
    And Bob's yellow pile is Reclamation
    And Bob has Coal in the score pile
    And the standard achievements are Pottery
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Artificial Heart
    Then Bob's achievements are Pottery
    And Alice's achievements are nothing
    And Bob's score pile is Coal
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-barcode-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Barcode shared: Bob, with more factories, is not affected and splays his red pile up; Alice declines to splay
    Given a 2-player game
    And Alice's green pile is Barcode
    And Alice's blue pile is Bioengineering, Tools
    And Bob's red pile is Robotics, Oars
    And Bob's yellow pile is Globalization
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Barcode
    And Bob splays red
    And Alice declines
    Then Bob's red pile is Robotics, Oars splayed up
    And Alice's blue pile is Bioengineering, Tools
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-camcorder-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Camcorder shared: Bob, with more clocks, is not affected; he melds his 9, returns his 5 and draws three 9s; Alice draws three 9s
    # Bob's Satellites starts a green pile beside two top 10s: his draws stay base cards.
    Given a 2-player game
    And Alice's red pile is Camcorder
    And Alice's green pile is Self Service
    And Bob's blue pile is Software
    And Bob's red pile is Miniaturization
    And Bob has Satellites, Coal in hand
    And the age 5 pile is Banking
    And the age 9 pile is Computers, Genetics, Services, Ecology, Suburbia, Composites, Collaboration
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Camcorder
    Then Bob's green pile is Satellites
    And Bob's hand is Computers, Genetics, Services
    And the age 5 pile is Banking, Coal
    And the age 9 pile is Collaboration
    And Alice's green pile is Self Service
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-cell-phone-shared
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]
  @assumes:cards.readings.cell_phone_draws=per-colour-with-clock @assumes:dogma.sharing_bonus_draws=1
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Cell Phone shared: Bob foreshadows an 11, draws a 10 for his clock pile, splays green up and tucks nothing; Alice foreshadows an 11 and draws a 10
    Given a 2-player game
    And Alice's yellow pile is Cell Phone
    And Alice's red pile is Robotics
    And Bob's green pile is Databases, Currency
    And Bob's yellow pile is Globalization
    And the age 10 pile is A.I., Software, Stem Cells
    And the age 11 pile is Climatology, Fusion, Escapism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Cell Phone
    And Bob splays green
    And Bob declines
    And Alice declines
    Then Bob's forecast is Climatology
    And Alice's forecast is Fusion
    And Bob's hand is A.I.
    And Bob's green pile is Databases, Currency splayed up
    And Alice's yellow pile is Cell Phone
    And the age 11 pile is Escapism
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-gps-shared
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"] @assumes:splay.unsplay_small_piles=true
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: GPS shared: Bob, with more clocks, is not affected and keeps his forecast; he splays yellow up and draws three 11s before Alice draws three
    # Not foreseen, the 11s stay in hand.
    Given a 2-player game
    And Alice's green pile is GPS
    And Alice's yellow pile is Globalization
    And Bob's green pile is Databases
    And Bob's red pile is Robotics
    And Bob's yellow pile is Stem Cells, Agriculture
    And Bob's forecast is Coal
    And the age 11 pile is Climatology, Solar Sailing, Hypersonics, Space Traffic, Escapism, Whataboutism, Fusion
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of GPS
    And Bob splays yellow
    Then Bob's forecast is Coal
    And Bob's yellow pile is Stem Cells, Agriculture splayed up
    And Bob's hand is Climatology, Solar Sailing, Hypersonics
    And Alice's forecast is nothing
    And the age 11 pile is Fusion
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-human-genome-shared
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Human Genome shared: Bob draws an 11 and draws and scores a 1, without a red card or a win; Alice draws an 11 and declines
    Given a 2-player game
    And Alice's blue pile is Human Genome
    And Alice's green pile is Self Service
    And Bob's purple pile is A.I.
    And Bob's blue pile is Software
    And the age 1 pile is Archery
    And the age 11 pile is Climatology, Fusion, Escapism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Human Genome
    And Bob chooses 1
    And Alice declines
    Then Bob's hand is Climatology
    And Bob's score pile is Archery
    And Alice's score pile is nothing
    And the age 11 pile is Escapism
    And the game is not over
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-mp3-shared
  @assumes:cards.expansions=["echoes"] @assumes:echoes.echo_effects_earn_bonus=true
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: MP3 shared: Bob, with more avatars, draws and scores a 10 and has no bonus; Alice scores a 10 twice; neither has a hand card to return
    Given a 2-player game
    And Alice's yellow pile is MP3
    And Alice's purple pile is The Internet
    And Bob's purple pile is Escapism
    And Bob's yellow pile is Near-Field Comm
    And the age 10 pile is A.I., Software, Robotics, Stem Cells
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of MP3
    Then Bob's score pile is A.I.
    And Alice's score pile is Software, Robotics
    And Bob's achievements are nothing
    And Alice's achievements are nothing
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-social-networking-shared
  @assumes:cards.expansions=["echoes"] @assumes:dogma.icon_count_once=true
  @assumes:echoes.echo_effects_earn_bonus=true
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Social Networking shared: Bob, with more avatars, is not affected; he scores his purple card and Alice her green one; neither wins
    Given a 2-player game
    And Alice's red pile is Social Networking
    And Alice's green pile is Self Service
    And Bob's purple pile is Escapism
    And Bob's red pile is Astrogeology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Social Networking
    Then Bob's score pile is Escapism
    And Alice's score pile is Self Service
    And Bob's red pile is Astrogeology
    And the game is not over
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-sudoku-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Sudoku shared: with empty hands nothing is tucked; Bob draws and melds Agriculture and Alice Masonry, and each self-execution does nothing
    Given a 2-player game
    And Alice's purple pile is Sudoku
    And Alice's green pile is Self Service
    And Bob's purple pile is A.I.
    And Bob's blue pile is Software
    And the age 1 pile is Agriculture, Masonry
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Sudoku
    And Bob chooses 1
    And Alice chooses 1
    Then Bob's yellow pile is Agriculture
    And Alice's yellow pile is Masonry
    And Bob's score pile is nothing
    And the game is not over
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-puzzle-cube-shared
  @assumes:cards.expansions=["echoes"] @assumes:dogma.icon_count_once=true
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Puzzle Cube shared: Bob melds his scored 5 and declines to score; his piles show 1 and 2 cards, so he does not win; both draw and meld a 10
    # Bob shows 4 crowns (Astrogeology 1, Near-Field Comm 1, Space Traffic 2), Alice 4 (Puzzle
    # Cube 2, Self Service 2; The Wheel shows castles). Alice's green pile shows 2 cards, her
    # purple 1: she does not win either. Each player's top cards tie at their highest value.
    Given a 2-player game
    And Alice's purple pile is Puzzle Cube
    And Alice's green pile is Self Service, The Wheel splayed right
    And Bob's red pile is Astrogeology
    And Bob's yellow pile is Near-Field Comm, Agriculture splayed right
    And Bob's green pile is Space Traffic
    And Bob has Coal in the score pile
    And the age 10 pile is A.I., Software, Robotics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Puzzle Cube
    And Bob declines
    And Alice declines
    Then Bob's red pile is Coal, Astrogeology
    And Bob's score pile is nothing
    And Bob's purple pile is A.I.
    And Alice's blue pile is Software
    And the game is not over
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used
