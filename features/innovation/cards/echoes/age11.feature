# The age-11 Echoes cards (none has an echo effect), each dogma effect and branch, from exact
# positions. Card texts: engine/data/cards/echoes-ultimate.json (our own words; each card's
# notes: the source-dispute, implementation and ambiguity notes the scenarios below name), with its
# glossary (foreseen, self-execute / super-execute). Rules: echoes.md (the project's research
# note) §3 (a draw comes from the Echoes deck when the drawer has a single highest top card;
# every drawer below has two top cards of its highest value, so draws come from the base decks
# listed), §10 (achieving a card "if eligible" uses the standard test).
# Piles are written top card first; every supply age a scenario draws from is listed.
@ultimate-echoes
Feature: Age 11 Echoes cards

  # --- Streaming (blue, crown): choose a colour; achieve its top card if eligible, or score
  # it; if you did either and it was foreseen, again with that colour.

  @id:echoes-streaming-achieves-an-eligible-top-card @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Streaming: Alice chooses red and achieves Oars (her bonus 11 pays for a 1)
    # Streaming features the crown: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's blue pile is Streaming
    And Alice's red pile is Oars, Archery
    And Bob's red pile is Metalworking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Streaming
    And Alice chooses red
    And Alice accepts
    Then Alice's achievements are Oars
    And Alice's red pile is Archery
    And Alice's score pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-streaming-scores-an-eligible-card-alice-declines-to-achieve @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Streaming: Alice chooses red and declines to achieve Oars, so she scores it
    Given a 2-player game
    And Alice's blue pile is Streaming
    And Alice's red pile is Oars, Archery
    And Bob's red pile is Metalworking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Streaming
    And Alice chooses red
    And Alice declines
    Then Alice's score pile is Oars
    And Alice's achievements are nothing
    And Alice's red pile is Archery
    And it is Alice's turn 9 with one action used

  @id:echoes-streaming-scores-a-top-card-out-of-reach @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Streaming: Alice chooses blue; Streaming itself (an 11) is out of her reach, so she scores it
    Given a 2-player game
    And Alice's blue pile is Streaming, Tools
    And Alice's red pile is Oars
    And Bob's red pile is Metalworking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Streaming
    And Alice chooses blue
    Then Alice's score pile is Streaming
    And Alice's achievements are nothing
    And Alice's blue pile is Tools
    And it is Alice's turn 9 with one action used

  @id:echoes-streaming-foreseen-scores-then-achieves-from-one-colour @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Streaming foreseen: Alice chooses red; Fusion (out of reach) is scored, then Oars is achieved, and red is empty
    # Alice melds Fusion onto Oars; Streaming is promoted. Her score (bonus 11, then Fusion
    # 11 more) pays for a 1, never for an 11.
    Given a 2-player game
    And Alice's red pile is Oars
    And Alice has Fusion in hand
    And Alice's forecast is Streaming
    And Bob's red pile is Metalworking
    And it is Alice's turn 9 with every action left
    When Alice melds Fusion
    And Alice chooses red
    And Alice accepts
    Then Alice's score pile is Fusion
    And Alice's achievements are Oars
    And Alice's red pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Touchscreen (blue, lightbulb): splay each colour by its number of cards (2-3 aslant,
  # 4-5 up, 6-7 right, 8 or more left); five colours splayed: you win. implementation and ambiguity:
  # a colour already splayed that way is not splayed and does not count (battlestar; the text
  # "if you splay all five" reads so too).

  @id:echoes-touchscreen-splays-five-colours-and-wins @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Touchscreen: Alice's piles of 2, 4, 6, 8 and 2 cards are splayed aslant, up, right, left and aslant, and she wins
    # Touchscreen features the lightbulb: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's blue pile is Touchscreen, Tools
    And Alice's red pile is Oars, Archery, Metalworking, Construction
    And Alice's green pile is Sailing, Clothing, The Wheel, Currency, Mapmaking, Compass
    And Alice's yellow pile is Agriculture, Masonry, Domestication, Canal Building, Fermenting, Machinery, Medicine, Anatomy
    And Alice's purple pile is Code of Laws, City States
    And Bob's purple pile is Mysticism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Touchscreen
    Then Alice's blue pile is Touchscreen, Tools splayed aslant
    And Alice's red pile is Oars, Archery, Metalworking, Construction splayed up
    And Alice's green pile is Sailing, Clothing, The Wheel, Currency, Mapmaking, Compass splayed right
    And Alice's yellow pile is Agriculture, Masonry, Domestication, Canal Building, Fermenting, Machinery, Medicine, Anatomy splayed left
    And Alice's purple pile is Code of Laws, City States splayed aslant
    And Alice wins by dogma

  @id:echoes-touchscreen-skips-a-colour-already-aslant @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Touchscreen: blue is splayed aslant; red, already aslant, and the one-card purple pile are not splayed, so Alice does not win
    Given a 2-player game
    And Alice's blue pile is Touchscreen, Tools
    And Alice's red pile is Oars, Archery splayed aslant
    And Alice's purple pile is Code of Laws
    And Bob's purple pile is Mysticism
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Touchscreen
    Then Alice's blue pile is Touchscreen, Tools splayed aslant
    And Alice's red pile is Oars, Archery splayed aslant
    And Alice's purple pile is Code of Laws
    And the game is not over
    And it is Alice's turn 9 with one action used

  # --- Drone (red, clock): draw and reveal an 11; under six cards of its colour on your board,
  # splay that colour aslant; otherwise return the bottom five cards of that colour from every
  # board and, if any was returned, do it again. source-dispute (card reading drone_draw): an 11
  # (battlestar) or a 10 (BGA4). implementation: battlestar counts visible cards; the text counts every
  # card, and so do these scenarios.

  @id:echoes-drone-reveals-a-blue-11-and-splays-blue-aslant @ultimate-echoes-figures
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.drone_draw=draw-11
  Scenario: Drone: Alice reveals Climatology (blue); her blue pile has two cards, so it is splayed aslant
    # Drone features the clock: Alice shows 3 (Drone, Solar Sailing), Bob none. Alice's tops
    # Drone and Solar Sailing are 11s: the base deck.
    Given a 2-player game
    And Alice's red pile is Drone
    And Alice's blue pile is Solar Sailing, Tools
    And Bob's purple pile is Mysticism
    And the age 11 pile is Climatology, Hypersonics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Drone
    Then Alice revealed Climatology
    And Alice's hand is Climatology
    And Alice's blue pile is Solar Sailing, Tools splayed aslant
    And the age 11 pile is Hypersonics
    And it is Alice's turn 9 with one action used

  @id:echoes-drone-returns-five-bottom-cards-from-every-board-then-again @ultimate-echoes-figures
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.drone_draw=draw-11
  Scenario: Drone: Alice reveals a blue 11 with six blue cards: the bottom five of her blue and Bob's blue card go back; the next 11 is green, and she has no green to splay
    # Every returned card has a value of its own, so no order is asked.
    Given a 2-player game
    And Alice's red pile is Drone
    And Alice's blue pile is Solar Sailing, Tools, Mathematics, Alchemy, Printing Press, Chemistry
    And Bob's blue pile is Atomic Theory
    And Bob's purple pile is Mysticism
    And the age 1 pile is Agriculture
    And the age 5 pile is Coal
    And the age 6 pile is Canning
    And the age 11 pile is Climatology, Hypersonics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Drone
    Then Alice's hand is Climatology, Hypersonics
    And Alice's blue pile is Solar Sailing
    And Bob's blue pile is nothing
    And Bob's purple pile is Mysticism
    And the age 11 pile is nothing
    And the age 1 pile is Agriculture, Tools
    And the age 5 pile is Coal, Chemistry
    And the age 6 pile is Canning, Atomic Theory
    And it is Alice's turn 9 with one action used

  # The other reading of Drone's text (the variant's dispute on cards.readings.drone_draw): a
  # 10. A house variant of the variant plays it.

  @id:echoes-drone-draws-a-10 @needs:resolved_variant @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:cards.readings.drone_draw=draw-10
  Scenario: Drone read as drawing a 10: Alice reveals Software (blue) and splays blue aslant
    Given a house variant of it sets cards.readings.drone_draw to "draw-10"
    And a 2-player game
    And Alice's red pile is Drone
    And Alice's blue pile is Solar Sailing, Tools
    And Bob's purple pile is Mysticism
    And the age 10 pile is Software, Robotics
    And the age 11 pile is Climatology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Drone
    Then Alice revealed Software
    And Alice's hand is Software
    And Alice's blue pile is Solar Sailing, Tools splayed aslant
    And the age 10 pile is Robotics
    And the age 11 pile is Climatology

  # --- Exoskeleton (red, factory). Demand: give me every card of your hand but the lowest. You
  # may achieve a card you are eligible for from any hand; if it was foreseen, again.

  @id:echoes-exoskeleton-takes-the-high-cards-and-achieves-from-bobs-hand @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Exoskeleton: Bob gives Computers and Software and keeps his 1s; Alice (19 points) achieves Writing from Bob's hand
    # Exoskeleton features the factory: Alice shows 2, Bob none. Alice's 19 points pay for a
    # value up to 3: Bob's Tools and Writing and her own Mathematics qualify.
    Given a 2-player game
    And Alice's red pile is Exoskeleton
    And Alice has Mathematics in hand
    And Bob's purple pile is Mysticism
    And Bob has Tools, Writing, Computers, Software in hand
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Exoskeleton
    Then Alice may choose up to 1 of Tools, Writing, Mathematics
    When Alice chooses Writing
    Then Alice's score pile is Computers, Software
    And Alice's achievements are Writing
    And Bob's hand is Tools
    And Alice's hand is Mathematics
    And it is Alice's turn 9 with one action used

  @id:echoes-exoskeleton-foreseen-achieves-twice @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  @assumes:actions.repeat_achievement_cost=multiplied
  Scenario: Exoskeleton foreseen: Alice achieves Tools, then Writing (18 points pay for a second 1), then none is in reach
    # Alice melds Fusion; Exoskeleton is promoted onto it. Bob gives Computers (his 1s stay).
    Given a 2-player game
    And Alice has Fusion in hand
    And Alice has Satellites in the score pile
    And Alice's forecast is Exoskeleton
    And Bob's purple pile is Mysticism
    And Bob has Tools, Writing, Computers in hand
    And it is Alice's turn 9 with every action left
    When Alice melds Fusion
    And Alice chooses Tools
    And Alice chooses Writing
    Then Alice's achievements are Tools, Writing
    And Alice's score pile is Satellites, Computers
    And Bob's hand is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-exoskeleton-tied-lowest-hand-stays-and-alice-declines @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Exoskeleton: Bob's hand is all 1s, tied lowest, so he keeps it; Alice declines to achieve
    Given a 2-player game
    And Alice's red pile is Exoskeleton
    And Alice has Satellites in the score pile
    And Bob's purple pile is Mysticism
    And Bob has Tools, Writing in hand
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Exoskeleton
    Then Alice may choose up to 1 of Tools, Writing
    When Alice declines
    Then Bob's hand is Tools, Writing
    And Alice's score pile is Satellites
    And Alice's achievements are nothing
    And it is Alice's turn 9 with one action used

  # --- Algocracy (green, clock): choose an icon type; if one player alone has the most, every
  # card featuring it in every hand and score pile goes to that player's hand.

  @id:echoes-algocracy-gathers-castle-cards-for-bob @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Algocracy: Alice chooses the castle; Bob alone has the most, so every card featuring a castle in a hand or score pile goes to Bob's hand
    # Algocracy features the clock: Alice shows 2, Bob none. Tools features the lightbulb.
    Given a 2-player game
    And Alice's green pile is Algocracy
    And Alice has Archery in hand
    And Alice has Masonry, Tools in the score pile
    And Bob's red pile is Oars
    And Bob has Mysticism in the score pile
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Algocracy
    And Alice chooses castle
    Then Bob's hand is Archery, Masonry, Mysticism
    And Alice's hand is nothing
    And Alice's score pile is Tools
    And Bob's score pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-algocracy-tied-most-moves-nothing @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Algocracy: Alice chooses the crown, of which both players show none: a tie, nothing moves
    Given a 2-player game
    And Alice's green pile is Algocracy
    And Alice has Sailing in hand
    And Bob's red pile is Archery
    And Bob has Code of Laws in the score pile
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Algocracy
    And Alice chooses crown
    Then Alice's hand is Sailing
    And Bob's score pile is Code of Laws
    And Bob's hand is nothing
    And it is Alice's turn 9 with one action used

  # --- Robocar (green, factory): an opponent picks a card of your hand unseen; meld it; if you
  # melded it on your turn, self-execute it and do this again.

  @id:echoes-robocar-melds-and-self-executes-until-the-hand-is-empty @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Robocar: Bob picks Writing, Alice melds and self-executes it (drawing Mathematics), then Mathematics, and her hand is empty
    # Robocar features the factory: Alice shows 2, Bob none. Alice's tops Robocar and Fusion
    # are 11s: the 2 comes from the base deck. Mathematics self-executed with an empty hand
    # returns nothing.
    Given a 2-player game
    And Alice's green pile is Robocar
    And Alice's red pile is Fusion
    And Alice has Writing in hand
    And Bob's purple pile is Mysticism
    And the age 2 pile is Mathematics, Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Robocar
    Then Alice's blue pile is Mathematics, Writing
    And Alice's hand is nothing
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  @id:echoes-robocar-sharer-melds-but-does-not-self-execute
  @assumes:cards.expansions=["echoes"]
  @assumes:ages.game_end_draw=12
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Robocar shared: Bob melds the card Alice picks from his hand, but it is not his turn, so he neither self-executes it nor goes again
    # Robocar features the factory: Alice shows 2, Bob 3 (Coal): Bob shares and goes first.
    # Alice's hand is empty: her own execution melds nothing. Bob's meld earns Alice the
    # sharing bonus, a draw from the base 11 deck (her tops Robocar and Fusion are 11s).
    Given a 2-player game
    And Alice's green pile is Robocar
    And Alice's red pile is Fusion
    And Bob's red pile is Coal
    And Bob has Tools in hand
    And the age 11 pile is Climatology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Robocar
    Then Bob's blue pile is Tools
    And Bob's hand is nothing
    And Alice's hand is Climatology
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  # --- Digital Pet (yellow, leaf). Demand: draw and reveal an 11; return every card of its
  # colour from your board and score pile.

  @id:echoes-digital-pet-returns-bobs-blue-cards @ultimate-echoes-figures
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2
  Scenario: Digital Pet: Bob reveals Climatology (blue) and returns Tools from his board and Calendar from his score pile
    # Digital Pet features the leaf: Alice shows 2, Bob none. Bob's tops Tools and Oars are 1s:
    # the base deck.
    Given a 2-player game
    And Alice's yellow pile is Digital Pet
    And Bob's blue pile is Tools
    And Bob's red pile is Oars
    And Bob has Calendar, Archery in the score pile
    And the age 1 pile is Agriculture
    And the age 2 pile is Mathematics
    And the age 11 pile is Climatology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Digital Pet
    Then Bob revealed Climatology
    And Bob's hand is Climatology
    And Bob's blue pile is nothing
    And Bob's red pile is Oars
    And Bob's score pile is Archery
    And the age 1 pile is Agriculture, Tools
    And the age 2 pile is Mathematics, Calendar
    And it is Alice's turn 9 with one action used

  # --- Esports (yellow, avatar): for each non-yellow top card, lowest first, draw and score a
  # card of its value; if you scored and it was foreseen, you win.

  @id:echoes-esports-scores-a-1-and-an-11 @ultimate-echoes-figures
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Esports: Alice's non-yellow tops are Tools (1) and Fusion (11): she draws and scores a 1, then an 11; not foreseen, no win
    # Esports features the avatar: Alice shows 2, Bob none. Alice's tops Esports and Fusion are
    # 11s: the base decks.
    Given a 2-player game
    And Alice's yellow pile is Esports
    And Alice's blue pile is Tools
    And Alice's red pile is Fusion
    And Bob's purple pile is Mysticism
    And the age 1 pile is Agriculture
    And the age 11 pile is Climatology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Esports
    Then Alice's score pile is Agriculture, Climatology
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:echoes-esports-foreseen-scores-and-wins @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Esports foreseen: Alice draws and scores a 1 and an 11, and wins
    # Alice melds Fusion; Esports is promoted. Her tops Esports and Fusion are 11s.
    Given a 2-player game
    And Alice's blue pile is Tools
    And Alice has Fusion in hand
    And Alice's forecast is Esports
    And Bob's purple pile is Mysticism
    And the age 1 pile is Agriculture
    And the age 11 pile is Climatology
    And it is Alice's turn 9 with every action left
    When Alice melds Fusion
    Then Alice's score pile is Agriculture, Climatology
    And Alice wins by dogma

  # --- Deepfake (purple, avatar): only on your turn: move a top card (not Deepfake) from any
  # board onto yours; super-execute one of your top cards (not Deepfake); if the moved card is
  # still a top card, it goes back. source-dispute: BGA4's pre-publication text says "fully
  # execute", its name for the published super-execute: one reading.

  @id:echoes-deepfake-borrows-writing-super-executes-it-and-gives-it-back @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Deepfake: Alice borrows Bob's Writing, super-executes it (drawing a 2) and gives it back
    # Deepfake features the avatar: Alice shows 2, Bob none. Alice's tops Deepfake and Fusion
    # are 11s: the base deck.
    Given a 2-player game
    And Alice's purple pile is Deepfake
    And Alice's red pile is Fusion
    And Bob's blue pile is Writing
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Deepfake
    Then Alice must transfer 1 of Fusion, Writing
    When Alice transfers Writing
    Then Alice must execute 1 of Fusion, Writing
    When Alice executes Writing
    Then Alice's hand is Mathematics
    And Bob's blue pile is Writing
    And Alice's blue pile is nothing
    And it is Alice's turn 9 with one action used

  @id:echoes-deepfake-keeps-a-borrowed-card-once-covered @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Deepfake: Alice borrows Bob's Writing and super-executes Sailing, which melds Tools onto it; Writing is no longer a top card and stays with her
    # Alice's tops Deepfake and Fusion are 11s: the 1 comes from the base deck.
    Given a 2-player game
    And Alice's purple pile is Deepfake
    And Alice's red pile is Fusion
    And Alice's green pile is Sailing
    And Bob's blue pile is Writing
    And the age 1 pile is Tools, Agriculture
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Deepfake
    And Alice transfers Writing
    And Alice executes Sailing
    Then Alice's blue pile is Tools, Writing
    And Bob's blue pile is nothing
    And the age 1 pile is Agriculture
    And it is Alice's turn 9 with one action used

  @id:echoes-deepfake-only-on-your-turn-and-from-your-own-board @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Deepfake shared: Bob, off his turn, does nothing; Alice picks her own Writing, which stays, and super-executes it
    # Deepfake features the avatar: Alice shows 2, Bob 2 (Near-Field Comm): Bob shares, changes
    # nothing (no sharing bonus). Alice's tops Deepfake and Fusion are 11s: the base deck.
    Given a 2-player game
    And Alice's purple pile is Deepfake
    And Alice's red pile is Fusion
    And Alice's blue pile is Writing
    And Bob's yellow pile is Near-Field Comm
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Deepfake
    Then Alice must transfer 1 of Writing, Fusion, Near-Field Comm
    When Alice chooses Writing
    And Alice executes Writing
    Then Alice's hand is Mathematics
    And Alice's blue pile is Writing
    And Bob's yellow pile is Near-Field Comm
    And nobody gets the sharing bonus
    And it is Alice's turn 9 with one action used

  # --- Meritocracy (purple, lightbulb). Demand: pick a standard icon type I have the most of;
  # every card of your board showing it goes onto my board (to my achievements if foreseen).
  # implementation: battlestar also counts the avatar; the text says standard icon types.

  @id:echoes-meritocracy-takes-the-cards-showing-a-lightbulb @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Meritocracy: the lightbulb is Alice's most shown icon; Bob's Tools and Archery show one and go onto her board, covered Calendar does not
    # Meritocracy features the lightbulb: Alice shows 4 (Meritocracy, Writing), Bob 3.
    Given a 2-player game
    And Alice's purple pile is Meritocracy
    And Alice's blue pile is Writing
    And Bob's blue pile is Tools, Calendar
    And Bob's red pile is Archery
    And Bob's green pile is Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Meritocracy
    Then Alice's blue pile is Tools, Writing
    And Alice's red pile is Archery
    And Bob's blue pile is Calendar
    And Bob's red pile is nothing
    And Bob's green pile is Sailing
    And it is Alice's turn 9 with one action used

  @id:echoes-meritocracy-foreseen-to-the-launchers-achievements @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Meritocracy foreseen: Bob's Tools and Archery go to Alice's achievements
    # Alice melds Fusion; Meritocracy is promoted. Alice shows 4 lightbulbs, Bob 3.
    Given a 2-player game
    And Alice's blue pile is Writing
    And Alice has Fusion in hand
    And Alice's forecast is Meritocracy
    And Bob's blue pile is Tools, Calendar
    And Bob's red pile is Archery
    And it is Alice's turn 9 with every action left
    When Alice melds Fusion
    Then Alice's achievements are Tools, Archery
    And Bob's blue pile is Calendar
    And Bob's red pile is nothing
    And Alice's blue pile is Writing
    And it is Alice's turn 9 with one action used

  @id:echoes-meritocracy-several-cards-onto-one-pile-in-bobs-order @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:splay.revealed.right=["top_left","bottom_left"]
  @assumes:actions.per_turn>=2
  Scenario: Meritocracy: Bob's blue Mathematics and the covered Tools his right splay shows both carry a lightbulb; both go onto Alice's blue pile, Tools first, so Mathematics stays above it
    # Alice shows 4 lightbulbs (Meritocracy, Writing) and 1 crown: the lightbulb, without a
    # choice. Bob shows 3 (Mathematics 2, Tools 1 in the slot the right splay reveals): he is
    # demanded. Both cards go onto one pile, so Bob gives their order; his Sailing shows none.
    Given a 2-player game
    And Alice's purple pile is Meritocracy
    And Alice's blue pile is Writing
    And Bob's blue pile is Mathematics, Tools splayed right
    And Bob's green pile is Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Meritocracy
    And Bob transfers Tools then Mathematics
    Then Alice's blue pile is Mathematics, Tools, Writing
    And Bob's blue pile is nothing
    And Bob's green pile is Sailing
    And it is Alice's turn 9 with one action used

  @id:echoes-meritocracy-bob-picks-among-tied-icons @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2
  Scenario: Meritocracy: Alice shows as many crowns as lightbulbs (2 each); Bob picks the crown, so his Canal Building goes onto her board and his Archery stays
    # Bob shows 1 lightbulb (Archery), fewer than Alice's 2: he is demanded.
    Given a 2-player game
    And Alice's purple pile is Meritocracy
    And Alice's green pile is Sailing
    And Bob's red pile is Archery
    And Bob's yellow pile is Canal Building
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Meritocracy
    Then Bob must choose 1 of crown, lightbulb
    When Bob chooses crown
    Then Alice's yellow pile is Canal Building
    And Bob's yellow pile is nothing
    And Bob's red pile is Archery
    And it is Alice's turn 9 with one action used

  # --- Shared: Bob, showing at least as many of the featured icon as Alice, runs each non-demand
  # effect before her (echoes.md §4.2), and his change earns Alice the sharing bonus (her bonus
  # draw is left unstated). Where a drawer's top cards tie at their highest value, the draws are
  # base cards.

  @id:echoes-algocracy-shared
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Algocracy shared: Bob names the clock, which he alone shows most of, and takes Alice's scored Rocketry; Alice names the castle, which nobody shows
    Given a 2-player game
    And Alice's green pile is Algocracy
    And Alice's yellow pile is Reclamation
    And Alice has Rocketry in the score pile
    And Alice has Antibiotics in hand
    And Bob's red pile is Fusion
    And Bob's blue pile is Climatology
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Algocracy
    And Bob chooses clock
    And Alice chooses castle
    Then Bob's hand is Rocketry
    And Alice's score pile is nothing
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-drone-shared
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]
  @assumes:cards.readings.drone_draw=draw-11 @assumes:dogma.sharing_bonus_draws=1
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Drone shared: Bob reveals a blue 11 and splays his two-card blue pile aslant; Alice reveals a green 11 and has no green pile to splay
    Given a 2-player game
    And Alice's red pile is Drone
    And Alice's yellow pile is Reclamation
    And Bob's red pile is Fusion
    And Bob's blue pile is Climatology, Tools
    And the age 11 pile is Solar Sailing, Hypersonics, Space Traffic
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Drone
    Then Bob's blue pile is Climatology, Tools splayed aslant
    And Bob's hand is Solar Sailing
    And Alice's yellow pile is Reclamation
    And Alice's red pile is Drone
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-esports-shared
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"] @assumes:dogma.sharing_bonus_draws=1
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Esports shared: Bob draws and scores two 10s for his two non-yellow top 10s; Alice scores an 11 for her purple 11; neither wins, not foreseen
    # Bob's single highest top card, Near-Field Comm, makes his draws Echoes cards.
    Given a 2-player game
    And Alice's yellow pile is Esports
    And Alice's purple pile is Escapism
    And Bob's yellow pile is Near-Field Comm
    And Bob's purple pile is The Internet
    And Bob's blue pile is Software
    And the age 10 echoes pile is Camcorder, Barcode
    And the age 11 pile is Climatology, Fusion
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Esports
    Then Bob's score pile is Camcorder, Barcode
    And Alice's score pile is Climatology
    And the game is not over
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-exoskeleton-shared
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true @assumes:actions.achieve_score_per_age=5
  @assumes:actions.per_turn>=2
  Scenario: Exoskeleton shared: Bob, with more factories, is not affected; with 5 points he achieves Alice's Tools from her hand; Alice then finds no hand card
    Given a 2-player game
    And Alice's red pile is Exoskeleton
    And Alice's yellow pile is Reclamation
    And Alice has Tools in hand
    And Bob's red pile is Astrogeology
    And Bob's green pile is Hypersonics
    And Bob has Coal in the score pile
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Exoskeleton
    And Bob chooses Tools
    Then Bob's achievements are Tools
    And Alice's achievements are nothing
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-streaming-shared
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Streaming shared: Bob, eligible for no achievement, scores his top green card; Alice scores her top yellow card
    Given a 2-player game
    And Alice's blue pile is Streaming
    And Alice's yellow pile is Reclamation
    And Bob's green pile is Space Traffic
    And Bob's yellow pile is Near-Field Comm
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Streaming
    And Bob chooses green
    And Alice chooses yellow
    Then Bob's score pile is Space Traffic
    And Bob's green pile is nothing
    And Alice's score pile is Reclamation
    And Alice's yellow pile is nothing
    And Bob's achievements are nothing
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used

  @id:echoes-touchscreen-shared
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true
  @assumes:actions.per_turn>=2
  Scenario: Touchscreen shared: Bob splays his two-card blue pile aslant and wins nothing; Alice's single cards splay nothing
    Given a 2-player game
    And Alice's blue pile is Touchscreen
    And Alice's purple pile is Whataboutism
    And Bob's blue pile is Solar Sailing, Tools
    And Bob's green pile is Hypersonics
    And Bob's purple pile is A.I.
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Touchscreen
    Then Bob's blue pile is Solar Sailing, Tools splayed aslant
    And Bob's green pile is Hypersonics
    And Alice's blue pile is Touchscreen
    And the game is not over
    And Alice gets the sharing bonus
    And it is Alice's turn 9 with one action used
