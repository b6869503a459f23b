# The age-9 Echoes cards, each echo effect, dogma effect and branch, from exact positions.
# Card texts: engine/data/cards/echoes-ultimate.json (our own words; each card's notes: the
# source-dispute, implementation and ambiguity notes the scenarios below name), with its glossary
# (foreshadow, foreseen, bonus, hex). Rules: echoes.md (the project's research note) §3 (a draw
# comes from the Echoes deck when the drawer has a single highest top card; every position
# below gives the drawer two top cards of its highest value, so draws come from the base decks
# listed), §4 (echo effects run first, by sharers then the launcher), §10 (card-text
# conventions: "junk all cards in the N deck" is the base deck).
# Piles are written top card first; every supply age a scenario draws from is listed.
@ultimate-echoes
Feature: Age 9 Echoes cards

  # --- Calculator (blue, clock): score two non-blue bottom cards; under 12, draw their total
  # and do it once more. Optional: splay blue up.

  @id:echoes-calculator-scores-twice-and-splays-blue @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  Scenario: Calculator: Alice scores two bottom 1s, draws a 2, does it once more (and not a third time), then splays blue up
    # Calculator features the clock: Alice shows 2, Bob none (no sharing). Alice's tops are
    # Calculator and Suburbia, both 9s, so her draws come from the base decks. The first pass
    # scores Archery and Clothing (2: draw a 2); the repeat scores Oars (now red's bottom card)
    # and Agriculture (2: draw a 2); the repeat does not repeat, though Sailing is left.
    Given a 2-player game
    And Alice's blue pile is Calculator, Tools
    And Alice's yellow pile is Suburbia, Agriculture
    And Alice's red pile is Oars, Archery
    And Alice's green pile is Sailing, Clothing
    And Bob's purple pile is Code of Laws
    And the age 2 pile is Calendar, Mathematics, Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Calculator
    Then Alice must score 2 of Agriculture, Archery, Clothing
    When Alice scores Archery, Clothing
    Then Alice must score 2 of Agriculture, Oars, Sailing
    When Alice scores Oars, Agriculture
    And Alice splays blue
    Then Alice's score pile is Archery, Clothing, Oars, Agriculture
    And Alice's hand is Calendar, Mathematics
    And Alice's blue pile is Calculator, Tools splayed up
    And Alice's yellow pile is Suburbia
    And Alice's green pile is Sailing
    And Alice's red pile is nothing
    And the age 2 pile is Currency
    And it is Alice's turn 9 with one action used

  @id:echoes-calculator-total-of-12-or-more-draws-nothing @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  Scenario: Calculator: Alice's only non-blue bottom cards are Fission and Suburbia; they add up to 18, so she draws nothing and does not repeat
    # Fission and Suburbia are the two cards there are: scored without a choice. Blue holds
    # Calculator alone: nothing to splay.
    Given a 2-player game
    And Alice's blue pile is Calculator
    And Alice's red pile is Fission
    And Alice's yellow pile is Suburbia
    And Bob's purple pile is Code of Laws
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Calculator
    Then Alice's score pile is Fission, Suburbia
    And Alice's hand is nothing
    And Alice's blue pile is Calculator
    And it is Alice's turn 9 with one action used

  # --- Laser (blue, lightbulb): return four cards from your score pile (all if fewer), then
  # every available standard achievement. Draw and foreshadow an 11, draw and meld a 10; if
  # foreseen, also draw and meld an 11. icon-dispute (card reading laser_icons): its icons.

  @id:echoes-laser-returns-four-scores-and-the-achievements @ultimate-echoes-figures
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Laser: Alice returns four of her five score cards and both available achievements, foreshadows an 11 and melds a 10
    # Laser features the lightbulb: Alice shows 2, Bob none. Alice's tops Laser and Services
    # are 9s: the base decks. The returned cards all have values of their own (no order asked);
    # the achievements go under their decks after them.
    Given a 2-player game
    And Alice's blue pile is Laser
    And Alice's purple pile is Services
    And Alice has Tools, Calendar, Compass, Invention, Coal in the score pile
    And Bob's red pile is Oars
    And the standard achievements are Metalworking, Mapmaking
    And the age 1 pile is Agriculture
    And the age 2 pile is Mathematics
    And the age 10 pile is Software, Robotics
    And the age 11 pile is Fusion, Climatology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Laser
    Then Alice must return 4 of Tools, Calendar, Compass, Invention, Coal
    When Alice returns Tools, Calendar, Compass, Invention
    Then Alice's score pile is Coal
    And the standard achievements are ages nothing
    And the age 1 pile is Agriculture, Tools, Metalworking
    And the age 2 pile is Mathematics, Calendar, Mapmaking
    And Alice's blue pile is Software, Laser
    And Alice's hand is nothing
    And Alice's forecast is Fusion
    And the age 11 pile is Climatology
    And the age 10 pile is Robotics
    And it is Alice's turn 9 with one action used

  @id:echoes-laser-foreseen-also-melds-an-11 @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Laser foreseen: after Alice melds Fusion, Laser is promoted; its Dogma returns the available achievement, foreshadows an 11, melds a 10 and then an 11
    # Alice's score pile is empty: nothing to return from it. Her tops Fusion and Hypersonics
    # are 11s: the base decks. Laser shows 2 lightbulbs, Bob none.
    Given a 2-player game
    And Alice's green pile is Hypersonics
    And Alice's purple pile is Services
    And Alice has Fusion in hand
    And Alice's forecast is Laser
    And Bob's red pile is Oars
    And the standard achievements are Metalworking
    And the age 1 pile is Agriculture
    And the age 10 pile is Software, Robotics
    And the age 11 pile is Climatology, Solar Sailing
    And it is Alice's turn 9 with every action left
    When Alice melds Fusion
    Then Alice's blue pile is Solar Sailing, Software, Laser
    And Alice's red pile is Fusion
    And Alice's forecast is Climatology
    And the standard achievements are ages nothing
    And the age 1 pile is Agriculture, Metalworking
    And the age 11 pile is nothing
    And it is Alice's turn 9 with one action used

  # The icons of Laser (icon-dispute, the variant's dispute on cards.readings.laser_icons):
  # battlestar prints lightbulb, lightbulb, hex, leaf; BGA4 lightbulb, leaf, lightbulb, hex. A
  # pile splayed right shows a covered card's two left slots: two lightbulbs, or a lightbulb and
  # a leaf. The second reading is played by a house variant.

  @id:echoes-laser-icons-covered-right-shows-two-lightbulbs @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:splay.revealed.right=["top_left","bottom_left"]
  @assumes:cards.readings.laser_icons=lightbulb-lightbulb-hex-leaf
  Scenario: Laser's icons as battlestar prints them: covered in a pile splayed right, it shows two lightbulbs and no leaf
    Given a 2-player game
    And Alice's blue pile is Tools, Laser splayed right
    And it is Alice's turn 9 with every action left
    Then Alice shows 4 lightbulb
    And Alice shows 0 leaf

  @id:echoes-laser-icons-covered-right-shows-a-lightbulb-and-a-leaf @needs:resolved_variant @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:splay.revealed.right=["top_left","bottom_left"]
  @assumes:cards.readings.laser_icons=lightbulb-leaf-lightbulb-hex
  Scenario: Laser's icons as BGA4 prints them: covered in a pile splayed right, it shows a lightbulb and a leaf
    Given a house variant of it sets cards.readings.laser_icons to "lightbulb-leaf-lightbulb-hex"
    And a 2-player game
    And Alice's blue pile is Tools, Laser splayed right
    And it is Alice's turn 9 with every action left
    Then Alice shows 3 lightbulb
    And Alice shows 1 leaf

  # --- Jet (red, clock). Echo: meld a card from your hand. Demand: return your top card of the
  # colour of the card I last melded with Jet's echo effect in this action; junk every available
  # achievement of its value or of the returned card's value. Draw and foreshadow a 10. implementation:
  # only the launcher's echo meld counts.

  @id:echoes-jet-melds-sailing-bob-returns-currency-and-the-1-and-2-are-junked @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2
  Scenario: Jet: the echo melds Sailing; Bob returns his top green Currency; the available 1 and 2 are junked; Alice foreshadows a 10
    # Jet features the clock: Alice shows 3 (Jet, Computers), Bob none. Alice's tops Jet and
    # Computers are 9s: the base deck.
    Given a 2-player game
    And Alice's red pile is Jet
    And Alice's blue pile is Computers
    And Alice has Sailing in hand
    And Bob's green pile is Currency
    And the standard achievements are Metalworking, Mathematics, Compass
    And the age 2 pile is Calendar
    And the age 10 pile is Software, Robotics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Jet
    Then Alice's green pile is Sailing
    And Bob's green pile is nothing
    And the age 2 pile is Calendar, Currency
    And the junk pile holds Metalworking, Mathematics
    And the standard achievements are ages 3
    And Alice's hand is nothing
    And Alice's forecast is Software
    And the age 10 pile is Robotics
    And it is Alice's turn 9 with one action used

  # --- Helicopter (red, factory): a top card (not Helicopter) goes to its owner's score pile;
  # you may return a card of your hand sharing an icon type with it, and then do it again.

  @id:echoes-helicopter-moves-two-top-cards @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Helicopter: Bob's Sailing goes to his score pile, Alice returns Writing (a crown too) and moves her own Tools; Pottery shares nothing with Tools
    # Helicopter features the factory: Alice shows 3, Bob none (no sharing). Sailing shows
    # crown and leaf: Writing (crown) and Pottery (leaf) both share one. Tools shows lightbulb
    # and castle: neither card of Alice's hand does, so the second pass offers no return.
    Given a 2-player game
    And Alice's red pile is Helicopter
    And Alice's blue pile is Tools
    And Alice has Writing, Pottery in hand
    And Bob's green pile is Sailing
    And Bob's purple pile is Code of Laws
    And the age 1 pile is Agriculture
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Helicopter
    Then Alice must transfer 1 of Tools, Sailing, Code of Laws
    When Alice transfers Sailing
    Then Alice may return up to 1 of Writing, Pottery
    When Alice returns Writing
    Then Alice must transfer 1 of Tools, Code of Laws
    When Alice transfers Tools
    Then Bob's score pile is Sailing
    And Bob's green pile is nothing
    And Alice's score pile is Tools
    And Alice's blue pile is nothing
    And Alice's hand is Pottery
    And the age 1 pile is Agriculture, Writing
    And Bob's purple pile is Code of Laws
    And it is Alice's turn 9 with one action used

  @id:echoes-helicopter-declines-the-return @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Helicopter: Alice moves Bob's Sailing and keeps her hand, so the effect ends
    Given a 2-player game
    And Alice's red pile is Helicopter
    And Alice has Pottery in hand
    And Bob's green pile is Sailing
    And Bob's purple pile is Code of Laws
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Helicopter
    And Alice transfers Sailing
    And Alice declines
    Then Bob's score pile is Sailing
    And Bob's purple pile is Code of Laws
    And Alice's hand is Pottery
    And it is Alice's turn 9 with one action used

  @id:echoes-jet-a-sharers-echo-meld-does-not-arm-the-demand
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:players.max>=3
  Scenario: Jet with three players: Bob shares and melds Sailing with the echo effect, Alice melds nothing, so Carol's demand does nothing
    # Jet features the clock: Alice shows 3 (Jet, Computers), Bob 3 (Fission) shares, Carol
    # none is demanded. The demand reads only the launcher's echo meld (the card's words, and
    # battlestar's code, an implementation note). Bob's single highest top card (Fission) draws his 10
    # from the Echoes deck; Alice's tops Jet and Computers tie, so hers and her sharing bonus
    # (Bob foreshadowed) come from the base decks.
    Given a 3-player game
    And Alice's red pile is Jet
    And Alice's blue pile is Computers
    And Bob's red pile is Fission
    And Bob has Sailing in hand
    And Carol's green pile is Currency
    And the standard achievements are Metalworking, Mathematics
    And the Echoes age 10 pile is Cell Phone, MP3
    And the age 9 pile is Genetics
    And the age 10 pile is Software
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Jet
    Then Bob's green pile is Sailing
    And Carol's green pile is Currency
    And the standard achievements are ages 1, 2
    And Bob's forecast is Cell Phone
    And Alice's forecast is Software
    And Alice's hand is Genetics
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  # --- Credit Card (green, crown). Echo: draw and foreshadow a 9. Optional: take a non-green top
  # card into your hand, draw and score a card of its value; if foreseen, again. Optional: splay
  # green up.

  @id:echoes-credit-card-takes-oars-scores-a-1-and-splays-green @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  Scenario: Credit Card: the echo foreshadows a 9; Alice takes Oars, draws and scores a 1 (not foreseen: once) and splays green up
    # Credit Card features the crown: Alice shows 2 (Credit Card, Oars), Bob none. Alice's tops
    # Credit Card and Computers are 9s: the base decks.
    Given a 2-player game
    And Alice's green pile is Credit Card, Sailing
    And Alice's blue pile is Computers
    And Alice's red pile is Oars
    And Bob's purple pile is Mysticism
    And the age 1 pile is Agriculture, Clothing
    And the age 9 pile is Fission, Genetics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Credit Card
    Then Alice may transfer up to 1 of Computers, Oars
    When Alice transfers Oars
    And Alice splays green
    Then Alice's hand is Oars
    And Alice's forecast is Fission
    And Alice's score pile is Agriculture
    And Alice's red pile is nothing
    And Alice's green pile is Credit Card, Sailing splayed up
    And the age 9 pile is Genetics
    And the age 1 pile is Clothing
    And it is Alice's turn 9 with one action used

  @id:echoes-credit-card-foreseen-repeats-until-alice-stops @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2
  Scenario: Credit Card foreseen: Alice takes Computers and scores a 9, takes Fission and scores a 9, then stops with Services left
    # Alice melds Fission; Credit Card (9) is promoted. Its echo foreshadows a 9. Each taken
    # card leaves two top 9s on her board, so every 9 comes from the base deck.
    Given a 2-player game
    And Alice's blue pile is Computers
    And Alice's purple pile is Services
    And Alice has Fission in hand
    And Alice's forecast is Credit Card
    And Bob's red pile is Archery
    And the age 9 pile is Genetics, Satellites, Suburbia, Ecology
    And it is Alice's turn 9 with every action left
    When Alice melds Fission
    And Alice transfers Computers
    And Alice transfers Fission
    Then Alice may transfer up to 1 of Services
    When Alice declines
    Then Alice's hand is Computers, Fission
    And Alice's score pile is Satellites, Suburbia
    And Alice's forecast is Genetics
    And Alice's green pile is Credit Card
    And Alice's purple pile is Services
    And the age 9 pile is Ecology
    And it is Alice's turn 9 with one action used

  # --- Email (green, clock). Echo: draw and foreshadow a 10. Draw and foreshadow a 9 (SOURCE
  # DISPUTE, card reading email_foreseen: BGA4 adds "if foreseen, draw and foreshadow an 11").
  # Self-execute your lowest non-green top card. implementation: battlestar drops green after taking the
  # lowest; the text is played (moot while Email itself is the green top card).

  @id:echoes-email-foreshadows-two-and-self-executes-writing @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Email: Alice foreshadows a 10 and a 9, then self-executes Writing, her lowest non-green top card, and draws a 2
    # Email features the clock: Alice shows 2, Bob none. Alice's tops Email and Services are
    # 9s: the base decks.
    Given a 2-player game
    And Alice's green pile is Email
    And Alice's purple pile is Services
    And Alice's blue pile is Writing
    And Bob's red pile is Oars
    And the age 2 pile is Mathematics
    And the age 9 pile is Fission, Genetics
    And the age 10 pile is Software, Robotics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Email
    Then Alice's hand is Mathematics
    And Alice's forecast is Software, Fission
    And the age 10 pile is Robotics
    And the age 9 pile is Genetics
    And the age 2 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-email-foreseen-no-clause @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.email_foreseen=nothing-more
  Scenario: Email foreseen, read without the clause: the promoted Email foreshadows a 10 and a 9, and no 11
    # Alice melds Fission; Email is promoted. Her tops Fission, Email and Services are 9s.
    Given a 2-player game
    And Alice's purple pile is Services
    And Alice's blue pile is Writing
    And Alice has Fission in hand
    And Alice's forecast is Email
    And Bob's red pile is Oars
    And the age 2 pile is Mathematics
    And the age 9 pile is Genetics
    And the age 10 pile is Software
    And the age 11 pile is Fusion
    And it is Alice's turn 9 with every action left
    When Alice melds Fission
    Then Alice's forecast is Software, Genetics
    And Alice's hand is Mathematics
    And the age 11 pile is Fusion
    And it is Alice's turn 9 with one action used

  # The other reading of Email's text (the variant's dispute on cards.readings.email_foreseen):
  # foreseen, its first effect also draws and foreshadows an 11. A house variant plays it.

  @id:echoes-email-foreseen-also-foreshadows-an-11 @needs:resolved_variant @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.email_foreseen=also-foreshadow-11
  Scenario: Email foreseen, read with the clause: the promoted Email also foreshadows an 11
    Given a house variant of it sets cards.readings.email_foreseen to "also-foreshadow-11"
    And a 2-player game
    And Alice's purple pile is Services
    And Alice's blue pile is Writing
    And Alice has Fission in hand
    And Alice's forecast is Email
    And Bob's red pile is Oars
    And the age 2 pile is Mathematics
    And the age 9 pile is Genetics
    And the age 10 pile is Software
    And the age 11 pile is Fusion
    And it is Alice's turn 9 with every action left
    When Alice melds Fission
    Then Alice's forecast is Software, Genetics, Fusion
    And Alice's hand is Mathematics
    And the age 11 pile is nothing
    And it is Alice's turn 9 with one action used

  # Email's self-execute inside a self-execution (the chain rule, dogma.chain_achievement):
  # Software draws and melds two 9s and self-executes the second, Email; Email, already
  # self-executed, is told to self-execute another card, so Alice first draws an 11 and puts it
  # among her achievements. Software (10) stays Alice's one highest top card: every draw comes
  # from the Echoes decks.

  @id:echoes-email-self-executed-by-software-earns-the-chain-achievement @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:ages.game_end_draw=12
  @assumes:actions.per_turn>=2 @assumes:dogma.chain_achievement=true
  Scenario: Chain through Email: Software melds Jet, then Email, and self-executes Email; Email's self-execute of Jet, inside that execution, first puts an Echoes 11 among Alice's achievements
    # Software features the clock: Alice shows 2, Bob none. Software scores Camcorder, melds Jet
    # and Email. Email's echo effect and first effect foreshadow GPS and Rock; Jet, a 9, is her
    # lowest non-green top card (Software is a 10). Self-executed, Jet's echo effect has no
    # card in hand to meld, its demand is skipped, and it foreshadows Cell Phone.
    Given a 2-player game
    And Alice's blue pile is Software
    And Bob's red pile is Oars
    And the Echoes age 9 pile is Jet, Email, Rock, Calculator
    And the Echoes age 10 pile is Camcorder, GPS, Cell Phone, MP3
    And the Echoes age 11 pile is Drone, Robocar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Software
    Then Alice's red pile is Jet
    And Alice's green pile is Email
    And Alice's score pile is Camcorder
    And Alice's forecast is GPS, Rock, Cell Phone
    And Alice's achievements are Drone
    And Alice's hand is nothing
    And the Echoes age 9 pile is Calculator
    And the Echoes age 10 pile is MP3
    And the Echoes age 11 pile is Robocar
    And the game is not over
    And it is Alice's turn 9 with one action used

  # --- ATM (yellow, crown). Echo: choose a value, draw and score a card of it. Demand: your
  # highest non-yellow top card without a crown goes onto my board. Optional: splay purple up.
  # Junk the base 10 deck.

  @id:echoes-atm-scores-a-chosen-value-takes-fission-and-junks-the-10s @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  Scenario: ATM: Alice's echo draws and scores a 3, Bob gives Fission, Alice splays purple up and the 10 deck is junked
    # ATM features the crown: Alice shows 1, Bob none, so Bob is demanded and does not share.
    # Alice's tops ATM, Genetics and Services are 9s: her draw comes from the base 3 deck.
    # Bob's non-yellow top cards without a crown are Fission (9) and Tools (1): Fission, the
    # highest, goes without a choice.
    Given a 2-player game
    And Alice's yellow pile is ATM
    And Alice's blue pile is Genetics
    And Alice's purple pile is Services, Mysticism
    And Bob's red pile is Fission
    And Bob's blue pile is Tools
    And the age 3 pile is Compass, Paper
    And the age 10 pile is Software, Robotics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of ATM
    And Alice chooses 3
    And Alice splays purple
    Then Alice's score pile is Compass
    And Alice's red pile is Fission
    And Bob's red pile is nothing
    And Bob's blue pile is Tools
    And Alice's purple pile is Services, Mysticism splayed up
    And the junk pile holds Software, Robotics
    And the age 10 pile is nothing
    And the age 3 pile is Paper
    And it is Alice's turn 9 with one action used

  @id:echoes-atm-bob-chooses-among-tied-highest @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  Scenario: ATM: Bob's Fission and Computers are both 9s without a crown: he gives Computers
    # Alice shows 1 crown (ATM), Bob none. Alice's tops ATM and Services tie: her 1 is a base
    # card. Her purple pile is one card: nothing to splay.
    Given a 2-player game
    And Alice's yellow pile is ATM
    And Alice's purple pile is Services
    And Bob's red pile is Fission
    And Bob's blue pile is Computers
    And the age 1 pile is Agriculture
    And the age 10 pile is Software
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of ATM
    And Alice chooses 1
    Then Bob must transfer 1 of Fission, Computers
    When Bob transfers Computers
    Then Alice's blue pile is Computers
    And Bob's red pile is Fission
    And Bob's blue pile is nothing
    And Alice's score pile is Agriculture
    And the junk pile holds Software
    And it is Alice's turn 9 with one action used

  # --- Wristwatch (yellow, factory). Echo: tuck one of your top cards. Only if foreseen: return
  # every card above a pile's bottom card. Then draw and meld a card per value the bonuses show.
  # source-dispute (card reading wristwatch_draws): one card per value (battlestar) or one per
  # bonus (BGA4). implementation: the values are fixed before the first meld.

  @id:echoes-wristwatch-tucks-then-draws-one-per-value @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.wristwatch_draws=each-value
  Scenario: Wristwatch: Alice tucks Oars, then her bonuses show 9, 9 and 10, so she draws and melds a 9 and a 10
    # Wristwatch features the factory: Alice shows 1, Bob none. Not foreseen: nothing returns.
    # Rock and Karaoke (splayed up) show a bonus 9 each, Wristwatch a bonus 10. Alice's tops
    # Wristwatch and Rock are 9s: both draws come from the base decks.
    Given a 2-player game
    And Alice's yellow pile is Wristwatch
    And Alice's purple pile is Rock, Karaoke splayed up
    And Alice's red pile is Oars, Archery
    And Bob's green pile is Sailing
    And the age 9 pile is Computers, Fission
    And the age 10 pile is Software, Robotics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Wristwatch
    Then Alice must tuck 1 of Wristwatch, Rock, Oars
    When Alice tucks Oars
    Then Alice's red pile is Archery, Oars
    And Alice's blue pile is Software, Computers
    And Alice's yellow pile is Wristwatch
    And Alice's purple pile is Rock, Karaoke splayed up
    And the age 9 pile is Fission
    And the age 10 pile is Robotics
    And Alice's hand is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-wristwatch-foreseen-returns-all-but-the-bottom-cards @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2 @assumes:cards.readings.wristwatch_draws=each-value
  Scenario: Wristwatch foreseen: Alice tucks Oars, returns Archery and Rock (above their piles' bottom cards), then draws and melds a 9 and a 10
    # Alice melds Computers; Wristwatch is promoted into a new yellow pile. After the returns
    # Karaoke (bonus 9) is purple's top card and Wristwatch shows a bonus 10. Rock goes back
    # under the Echoes 9 deck, Archery under the base 1 deck. Her tops are then 9s: base draws.
    Given a 2-player game
    And Alice's purple pile is Rock, Karaoke splayed up
    And Alice's red pile is Oars, Archery
    And Alice has Computers in hand
    And Alice's forecast is Wristwatch
    And Bob's green pile is Sailing
    And the age 1 pile is Agriculture
    And the Echoes age 9 pile is Jet
    And the age 9 pile is Fission
    And the age 10 pile is Software
    And it is Alice's turn 9 with every action left
    When Alice melds Computers
    Then Alice must tuck 1 of Computers, Wristwatch, Rock, Oars
    When Alice tucks Oars
    Then Alice's red pile is Fission, Oars
    And Alice's purple pile is Karaoke
    And Alice's blue pile is Software, Computers
    And Alice's yellow pile is Wristwatch
    And the age 1 pile is Agriculture, Archery
    And the Echoes age 9 pile is Jet, Rock
    And it is Alice's turn 9 with one action used

  # The other reading of Wristwatch's text (the variant's dispute on
  # cards.readings.wristwatch_draws): a card per bonus. A house variant of the variant plays it.

  @id:echoes-wristwatch-one-card-per-bonus @needs:resolved_variant @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.wristwatch_draws=each-bonus
  Scenario: Wristwatch read as one card per bonus: the two bonus 9s draw two 9s, then the 10
    Given a house variant of it sets cards.readings.wristwatch_draws to "each-bonus"
    And a 2-player game
    And Alice's yellow pile is Wristwatch
    And Alice's purple pile is Rock, Karaoke splayed up
    And Alice's red pile is Oars, Archery
    And Bob's green pile is Sailing
    And the age 9 pile is Computers, Fission
    And the age 10 pile is Software, Robotics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Wristwatch
    And Alice tucks Oars
    Then Alice's red pile is Fission, Archery, Oars
    And Alice's blue pile is Software, Computers
    And the age 9 pile is nothing
    And the age 10 pile is Robotics
    And it is Alice's turn 9 with one action used

  # --- Karaoke (purple, leaf). Echo: choose a value in your hand, draw and meld a card of it.
  # Take each colour's bottom card into your hand. Claim an available achievement of the value
  # of the card Karaoke's echo effect melded (eligible or not); if you did, self-execute it.

  @id:echoes-karaoke-melds-claims-and-self-executes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Karaoke: the echo melds Writing (Pottery's value), the bottom cards go to Alice's hand, she claims the 1 and self-executes Writing
    # Karaoke features the leaf: Alice shows 1, Bob none. Alice's hand holds only 1s: the value
    # is 1 without a choice. Alice's tops Genetics and Karaoke are 9s, so the 1 comes from the
    # base deck; each pile's bottom card then goes to her hand (Karaoke, alone in purple, too).
    # Alice holds no achievement and scores nothing, yet claims Mysticism (value 1); Writing,
    # self-executed, draws a 2 (her tops Writing and Masonry are both 1s: the base deck).
    Given a 2-player game
    And Alice's purple pile is Karaoke
    And Alice's blue pile is Genetics
    And Alice's yellow pile is Masonry, Agriculture
    And Alice has Pottery in hand
    And Bob's red pile is Archery
    And the standard achievements are Mysticism, Calendar
    And the age 1 pile is Writing, Clothing
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Karaoke
    Then Alice's blue pile is Writing
    And Alice's yellow pile is Masonry
    And Alice's purple pile is nothing
    And Alice's hand is Pottery, Genetics, Karaoke, Agriculture, Mathematics
    And Alice's achievements are Mysticism
    And the age 1 pile is Clothing
    And the age 2 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-karaoke-no-achievement-of-the-value @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Karaoke: no available achievement has the melded Writing's value, so Alice claims nothing and Writing is not self-executed
    # The position of the scenario above, but the only available standard achievement is a 2.
    Given a 2-player game
    And Alice's purple pile is Karaoke
    And Alice's blue pile is Genetics
    And Alice's yellow pile is Masonry, Agriculture
    And Alice has Pottery in hand
    And Bob's red pile is Archery
    And the standard achievements are Calendar
    And the age 1 pile is Writing, Clothing
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Karaoke
    Then Alice's blue pile is Writing
    And Alice's hand is Pottery, Genetics, Karaoke, Agriculture
    And Alice's achievements are nothing
    And the standard achievements are ages 2
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with one action used

  # Karaoke's self-execute inside a self-execution (the chain rule, dogma.chain_achievement):
  # Email self-executes Karaoke, one of Alice's lowest non-green top cards; Karaoke's echo effect runs
  # first and melds Writing, and its last effect, told to self-execute Writing from inside
  # Karaoke's execution, first puts an 11 among her achievements.

  @id:echoes-karaoke-self-executed-by-email-earns-the-chain-achievement @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:ages.game_end_draw=12
  @assumes:actions.per_turn>=2 @assumes:dogma.chain_achievement=true
  Scenario: Chain through Karaoke: Email self-executes Karaoke, whose echo melds Writing; Karaoke claims the 1 and self-executes Writing, first drawing Fusion among Alice's achievements
    # Email features the clock: Alice shows 2, Bob none. Alice's top cards Email, Karaoke and
    # Genetics tie at 9 (Writing, melded, is a 1): every draw is a base card. Email foreshadows
    # Software and Fission; of her two lowest non-green top cards she self-executes Karaoke.
    # Its echo effect takes the value 1 of Pottery, the only card in her hand, and melds Writing
    # onto Genetics; then the bottom cards (Sailing, Code of Laws, Genetics) go to her hand; she
    # claims Mysticism, then Fusion comes first, then Writing draws a 2.
    Given a 2-player game
    And Alice's green pile is Email, Sailing
    And Alice's purple pile is Karaoke, Code of Laws
    And Alice's blue pile is Genetics
    And Alice has Pottery in hand
    And Bob's red pile is Oars
    And the standard achievements are Mysticism, Calendar
    And the age 1 pile is Writing, Clothing
    And the age 2 pile is Mathematics
    And the age 9 pile is Fission, Computers
    And the age 10 pile is Software, Robotics
    And the age 11 pile is Fusion, Climatology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Email
    And Alice executes Karaoke
    Then Alice's forecast is Software, Fission
    And Alice's blue pile is Writing
    And Alice's green pile is Email
    And Alice's purple pile is Karaoke
    And Alice's hand is Pottery, Sailing, Code of Laws, Genetics, Mathematics
    And Alice's achievements are Mysticism, Fusion
    And the standard achievements are ages 2
    And the age 1 pile is Clothing
    And the age 11 pile is Climatology
    And the game is not over
    And it is Alice's turn 9 with one action used

  # --- Rock (purple, leaf). Demand: your top green card goes to my hand; if your new top
  # green card is Scissors, I win. Optional: score one of your top cards; then, if your top
  # green card is Paper, you win.

  @id:echoes-rock-demand-uncovers-scissors @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Rock: Bob gives Sailing and uncovers Scissors, so Alice wins
    # Rock features the leaf: Alice shows 2, Bob 1 (Sailing), so Bob is demanded.
    Given a 2-player game
    And Alice's purple pile is Rock
    And Bob's green pile is Sailing, Scissors
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Rock
    Then Alice wins by dogma

  @id:echoes-rock-scores-mapmaking-and-uncovers-paper @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Rock: Bob has no green card to give; Alice scores her Mapmaking, uncovers Paper and wins
    Given a 2-player game
    And Alice's purple pile is Rock
    And Alice's green pile is Mapmaking, Paper
    And Bob's red pile is Archery
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Rock
    Then Alice may score up to 1 of Rock, Mapmaking
    When Alice scores Mapmaking
    Then Alice wins by dogma

  @id:echoes-rock-declines-and-plays-on @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:dogma.demands_earn_bonus=false
  @assumes:dogma.icon_count_once=true
  @assumes:actions.per_turn>=2
  Scenario: Rock: Bob gives Sailing (Clothing below is no Scissors); Alice scores nothing and her green is no Paper
    Given a 2-player game
    And Alice's purple pile is Rock
    And Alice's green pile is Mapmaking
    And Bob's green pile is Sailing, Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Rock
    And Alice declines
    Then Alice's hand is Sailing
    And Bob's green pile is Clothing
    And Alice's green pile is Mapmaking
    And the game is not over
    And it is Alice's turn 9 with one action used

  # --- Shared: Bob, showing at least as many of the featured icon as Alice, runs each echo effect
  # and each non-demand effect before her (echoes.md §4.2), and his change earns Alice the sharing
  # bonus (her bonus draw is left unstated). Where a drawer's top cards tie at their highest value,
  # the draws are base cards.

  @id:echoes-rock-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Rock shared: Bob, with as many leaves, is not affected; he scores his top Ecology, and Alice scores nothing
    Given a 2-player game
    And Alice's purple pile is Rock
    And Alice's yellow pile is Suburbia
    And Alice's green pile is Mapmaking
    And Bob's purple pile is Services
    And Bob's yellow pile is Ecology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Rock
    And Bob scores Ecology
    And Alice declines
    Then Bob's score pile is Ecology
    And Bob's yellow pile is nothing
    And Alice's score pile is nothing
    And Alice's green pile is Mapmaking
    And the game is not over
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-atm-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: ATM shared: Bob, with more crowns, is not affected; he draws and scores a 1 and junks the 10 deck; Alice scores a 1 and junks nothing
    # Neither player has a purple pile to splay.
    Given a 2-player game
    And Alice's yellow pile is ATM
    And Alice's green pile is Collaboration
    And Bob's yellow pile is Skyscrapers
    And Bob's red pile is Flight
    And the age 1 pile is Archery, Sailing
    And the age 10 pile is A.I., Software
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of ATM
    And Bob chooses 1
    And Alice chooses 1
    Then Bob's score pile is Archery
    And Alice's score pile is Sailing
    And Bob's red pile is Flight
    And the junk pile holds A.I., Software
    And the age 10 pile is nothing
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-calculator-shared
  @assumes:cards.expansions=["echoes"] @assumes:splay.unsplay_small_piles=true
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Calculator shared: Bob scores his bottom red 5 and his yellow 9, which add up to 14, and stops; Alice, with only blue, splays it up
    Given a 2-player game
    And Alice's blue pile is Calculator, Tools
    And Bob's red pile is Fission, Coal
    And Bob's yellow pile is Suburbia
    And Bob's blue pile is Computers
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Calculator
    And Alice splays blue
    Then Bob's score pile is Coal, Suburbia
    And Bob's red pile is Fission
    And Bob's yellow pile is nothing
    And Bob's blue pile is Computers
    And Alice's blue pile is Calculator, Tools splayed up
    And Alice's score pile is nothing
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-credit-card-shared
  @assumes:cards.expansions=["echoes"] @assumes:splay.unsplay_small_piles=true
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Credit Card shared: Bob foreshadows a 9, takes his top Flight back to score an 8 and splays green up; Alice foreshadows a 9 and declines
    # Bob's three top 8s tie, and after Flight leaves two still do: his draws are base cards.
    Given a 2-player game
    And Alice's green pile is Credit Card
    And Alice's yellow pile is Suburbia
    And Bob's green pile is Corporations, Currency
    And Bob's yellow pile is Skyscrapers
    And Bob's red pile is Flight
    And the age 8 pile is Quantum Theory
    And the age 9 pile is Computers, Genetics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Credit Card
    And Bob transfers Flight
    And Alice declines
    And Bob splays green
    Then Bob's forecast is Computers
    And Alice's forecast is Genetics
    And Bob's hand is Flight
    And Bob's score pile is Quantum Theory
    And Bob's green pile is Corporations, Currency splayed up
    And Alice's yellow pile is Suburbia
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-email-shared
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Email shared: Bob foreshadows a 10 and a 9 before Alice does; each self-executes a top 1 that does nothing with an empty hand
    Given a 2-player game
    And Alice's green pile is Email
    And Alice's red pile is Fission
    And Alice's yellow pile is Masonry
    And Bob's green pile is Satellites
    And Bob's blue pile is Computers
    And Bob's yellow pile is Agriculture
    And the age 9 pile is Genetics, Services
    And the age 10 pile is A.I., Software
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Email
    Then Bob's forecast is A.I., Genetics
    And Alice's forecast is Software, Services
    And Bob's yellow pile is Agriculture
    And Alice's yellow pile is Masonry
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-helicopter-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Helicopter shared: Bob moves Alice's Ecology to her score pile, then Alice moves Bob's Specialization to his
    # Neither player has a hand card to return, so neither goes again.
    Given a 2-player game
    And Alice's red pile is Helicopter
    And Alice's yellow pile is Ecology
    And Bob's red pile is Composites
    And Bob's purple pile is Specialization
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Helicopter
    And Bob chooses Ecology
    And Alice chooses Specialization
    Then Alice's score pile is Ecology
    And Alice's yellow pile is nothing
    And Bob's score pile is Specialization
    And Bob's purple pile is nothing
    And Bob's red pile is Composites
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-laser-shared
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Laser shared: Bob returns his score card and both available achievements, foreshadows an 11 and melds a 10; Alice, with nothing to return, does the same
    Given a 2-player game
    And Alice's blue pile is Laser
    And Alice's yellow pile is Suburbia
    And Bob's blue pile is Genetics
    And Bob's yellow pile is Ecology
    And Bob has Coal in the score pile
    And the standard achievements are Pottery, Calendar
    And the age 1 pile is Archery
    And the age 2 pile is Currency
    And the age 5 pile is Banking
    And the age 10 pile is A.I., Software, Robotics
    And the age 11 pile is Climatology, Fusion
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Laser
    Then Bob's score pile is nothing
    And the age 5 pile is Banking, Coal
    And the age 1 pile is Archery, Pottery
    And the age 2 pile is Currency, Calendar
    And Bob's forecast is Climatology
    And Alice's forecast is Fusion
    And Bob's purple pile is A.I.
    And Alice's blue pile is Software, Laser
    And Alice gets the sharing bonus
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:echoes-karaoke-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Karaoke shared: Bob melds a 1 of his hand's value, takes his bottom cards, claims a 1 and self-executes Writing; Alice takes her bottom cards and claims nothing
    Given a 2-player game
    And Alice's purple pile is Karaoke
    And Alice's yellow pile is Suburbia
    And Bob's purple pile is Services
    And Bob's yellow pile is Ecology
    And Bob has Tools in hand
    And the standard achievements are Pottery, Calendar
    And the age 1 pile is Writing
    And the age 2 pile is Currency
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Karaoke
    Then Bob's hand is Tools, Services, Ecology, Writing, Currency
    And Bob's achievements are Pottery
    And Alice's achievements are nothing
    And Alice's purple pile is nothing
    And Alice's yellow pile is nothing
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-wristwatch-shared
  @assumes:cards.expansions=["echoes"] @assumes:echoes.echo_effects_earn_bonus=true
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Wristwatch shared: Bob tucks his top Mobility and, with no bonus, draws nothing; Alice draws and melds a 10 for her bonus 10
    # Not foreseen, the second effect returns nothing. Alice's top cards tie at 9: a base 10.
    # Fission under Composites shows her tuck in the state (a 9 without a bonus: the tie holds).
    Given a 2-player game
    And Alice's yellow pile is Wristwatch
    And Alice's red pile is Composites, Fission
    And Bob's purple pile is Specialization
    And Bob's red pile is Mobility, Oars
    And the age 10 pile is Software, A.I.
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Wristwatch
    And Bob tucks Mobility
    And Alice tucks Composites
    Then Bob's red pile is Oars, Mobility
    And Alice's red pile is Fission, Composites
    And Alice's blue pile is Software
    And Bob's hand is nothing
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used
