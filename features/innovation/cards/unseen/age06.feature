# The Unseen cards of age 6: each dogma effect and each branch, from exact positions. Card texts:
# engine/data/cards/unseen-ultimate.json (each card's effects in our own words and its notes:
# Reconnaissance's source dispute is the card reading cards.readings.reconnaissance_draws, Swiss
# Bank Account's implementation note cards.readings.swiss_bank_account_full_safe, Hiking's icon
# dispute cards.readings.hiking_icons; Red Herring's and
# Attic's ambiguity notes say what both sources do, which the scenarios play). Rules with sources:
# the research note unseen.md (§3 the safe and its limit, §4 safeguard, §6 the Unseen draw, §10
# card-text conventions, §13 and §14 the sources' differences).
# Conventions: piles are written top card first; every deck a scenario draws from is listed; a
# card going back to a deck goes under it. Each player's first draw of a turn is an Unseen draw
# (unseen.md §6): a position says when a drawing player has already used it, so that the draws
# come from the base decks, and lists the Unseen deck where the Unseen draw happens. A secret is
# named by title: the steps read the referee's state. A scenario tagged @ultimate-unseen-echoes holds
# beside Echoes too: its draws are none the Echoes draw rule takes (echoes.md §3).
@ultimate-unseen @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
Feature: Unseen cards of age 6

  # --- Placebo (blue, lightbulb): return one of your top cards, then as many of the next top cards
  # of that pile as you like; draw a 7 for each; exactly one 7 among them: also draw an 8.

  @id:unseen-placebo-returns-two-one-seven @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Placebo: Alice returns Combustion and Gunpowder and keeps Oars; one of the two was a 7, so she draws two 7s and an 8
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Canning
    And Alice's blue pile is Placebo
    And Alice's red pile is Combustion, Gunpowder, Oars
    And Bob's red pile is Archery
    And the age 4 pile is Invention
    And the age 7 pile is Bicycle, Lighting
    And the age 8 pile is Flight, Mobility
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Placebo
    And Alice returns Combustion
    And Alice returns Gunpowder
    And Alice declines
    Then Alice's red pile is Oars
    And Alice's hand is Bicycle, Lighting, Flight
    And the age 4 pile is Invention, Gunpowder
    And the age 7 pile is Combustion
    And the age 8 pile is Mobility
    And it is Alice's turn 9 with one action used

  @id:unseen-placebo-two-sevens-no-eight @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Placebo: Alice returns both her red 7s; two 7s, not exactly one, so no 8
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Canning
    And Alice's blue pile is Placebo
    And Alice's red pile is Combustion, Explosives
    And Bob's red pile is Archery
    And the age 7 pile is Bicycle, Lighting
    And the age 8 pile is Flight
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Placebo
    And Alice returns Combustion
    And Alice returns Explosives
    Then Alice's red pile is nothing
    And Alice's hand is Bicycle, Lighting
    And the age 7 pile is Combustion, Explosives
    And the age 8 pile is Flight
    And it is Alice's turn 9 with one action used

  @id:unseen-placebo-shared
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true
  Scenario: Placebo shared: Bob returns his only top card and draws an Unseen 7; Alice returns Oars and draws a 7, no 8
    # Bob shows three lightbulbs (Experimentation) and shares; his 7 is his Unseen draw. Alice
    # returns one card, not a 7; the sharing bonus is a 6 (Placebo is her highest top card).
    Given a 2-player game
    And Alice's blue pile is Placebo
    And Alice's red pile is Oars
    And Bob's blue pile is Experimentation
    And the Unseen age 7 pile is Mafia, Subway
    And the age 1 pile is Tools
    And the age 4 pile is Invention
    And the age 6 pile is Canning
    And the age 7 pile is Bicycle, Lighting
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Placebo
    And Alice returns Oars
    Then Bob's board is empty
    And Bob's hand is Mafia
    And Alice's hand is Bicycle, Canning
    And Alice's blue pile is Placebo
    And the age 4 pile is Invention, Experimentation
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 9 with one action used

  # --- Reconnaissance (blue, factory): demand, reveal your hand; draw and reveal three 6s, return
  # two, keep the third and you may splay its colour right.

  @id:unseen-reconnaissance-demand-and-three-6s @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2 @assumes:cards.readings.reconnaissance_draws=draw-6s
  Scenario: Reconnaissance: Bob reveals his hand; Alice keeps Atomic Theory of three 6s and splays blue right
    Given a 2-player game
    And the special achievements are nothing
    And Alice's red pile is Industrialization
    And Alice's blue pile is Reconnaissance, Writing
    And Bob's red pile is Archery
    And Bob has Sailing in hand
    And the age 6 pile is Canning, Atomic Theory, Democracy, Vaccination
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Reconnaissance
    Then Bob revealed Sailing
    When Alice keeps Atomic Theory
    And Alice returns Canning then Democracy
    And Alice splays blue
    Then Bob's hand is Sailing
    And Alice's hand is Atomic Theory
    And Alice's blue pile is Reconnaissance, Writing splayed right
    And the age 6 pile is Vaccination, Canning, Democracy
    And it is Alice's turn 9 with one action used

  @id:unseen-reconnaissance-three-7s @ultimate-unseen-echoes @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:cards.readings.reconnaissance_draws=draw-7s
  Scenario: In a house variant reading Reconnaissance as BGA4 prints it, Alice draws and reveals three 7s
    Given a house variant of it sets cards.readings.reconnaissance_draws to "draw-7s"
    And a 2-player game
    And Alice's red pile is Industrialization
    And Alice's blue pile is Reconnaissance, Writing
    And Bob's red pile is Archery
    And the age 6 pile is Canning
    And the age 7 pile is Bicycle, Evolution, Lighting, Railroad
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Reconnaissance
    And Alice keeps Evolution
    And Alice returns Bicycle then Lighting
    And Alice declines
    Then Alice's hand is Evolution
    And Alice's blue pile is Reconnaissance, Writing
    And the age 7 pile is Railroad, Bicycle, Lighting
    And the age 6 pile is Canning
    And it is Alice's turn 9 with one action used

  @id:unseen-reconnaissance-shared
  @assumes:dogma.sharing_bonus_draws=1 @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:cards.readings.reconnaissance_draws=draw-6s
  Scenario: Reconnaissance shared: Bob, not affected, keeps his Unseen 6 Attic; neither has a pile to splay
    # Bob shows two factories (Chemistry), as many as Alice: he is not affected and shares the
    # second effect. His first 6 is his Unseen draw. Neither kept card's colour has two cards on
    # its keeper's board, so nobody may splay (a decline stated here would state nothing).
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Reconnaissance
    And Bob's blue pile is Chemistry
    And Bob has Tools in hand
    And the Unseen age 6 pile is Attic, Triad
    And the age 6 pile is Canning, Democracy, Vaccination, Encyclopedia, Metric System, Classification
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Reconnaissance
    And Bob keeps Attic
    And Bob returns Canning then Democracy
    And Alice keeps Encyclopedia
    And Alice returns Metric System then Vaccination
    Then Bob's hand is Tools, Attic
    And the Unseen age 6 pile is Triad
    And Alice's hand is Encyclopedia, Classification
    And the age 6 pile is Canning, Democracy, Metric System, Vaccination
    And it is Alice's turn 9 with one action used

  # --- Red Herring (red, crown): splay red left, right or up (another direction than now); draw
  # and tuck a 6, then splay its colour up if its splay matches your red splay, else unsplay it.

  @id:unseen-red-herring-up-then-unsplay @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Red Herring: Alice splays red up; the tucked Canning's yellow pile is splayed left, not up, so it is unsplayed
    Given a 2-player game
    And Alice's blue pile is Atomic Theory
    And Alice's red pile is Red Herring, Oars
    And Alice's yellow pile is Agriculture, Fermenting splayed left
    And Bob's blue pile is Tools
    And the age 6 pile is Canning, Democracy
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Red Herring
    And Alice chooses up
    Then Alice's red pile is Red Herring, Oars splayed up
    And Alice's yellow pile is Agriculture, Fermenting, Canning
    And it is Alice's turn 9 with one action used

  @id:unseen-red-herring-shared-match-splays-up
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true
  Scenario: Red Herring shared: Bob splays red right and tucks an Unseen red 6, which matches: red goes up; Alice's green 6 does not match hers
    # Bob shows three crowns (Navigation) and shares; his 6 is his Unseen draw, Sniping (red).
    # Alice splays red left; her tucked Classification starts an unsplayed green pile, unlike
    # her red splay: it stays unsplayed. The sharing bonus is a 6.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's red pile is Red Herring, Oars
    And Bob's green pile is Navigation
    And Bob's red pile is Archery, Construction
    And the Unseen age 6 pile is Sniping, Hiking
    And the age 6 pile is Classification, Canning
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Red Herring
    And Bob chooses right
    And Alice chooses left
    Then Bob's red pile is Archery, Construction, Sniping splayed up
    And Alice's red pile is Red Herring, Oars splayed left
    And Alice's green pile is Classification
    And Alice's hand is Canning
    And it is Alice's turn 9 with one action used

  @id:unseen-red-herring-both-unsplayed-match @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  Scenario: Red Herring: Alice's single red card cannot be splayed; her tucked Canning's yellow pile is unsplayed too, a match: yellow goes up
    # Both sources treat two unsplayed piles as splayed alike (Red Herring's notes).
    Given a 2-player game
    And Alice's blue pile is Atomic Theory
    And Alice's red pile is Red Herring
    And Alice's yellow pile is Agriculture
    And Bob's blue pile is Tools
    And the age 6 pile is Canning, Democracy
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Red Herring
    Then Alice's red pile is Red Herring
    And Alice's yellow pile is Agriculture, Canning splayed up
    And the age 6 pile is Democracy
    And it is Alice's turn 9 with one action used

  # --- Sniping (red, factory): demand, I name a colour; you unsplay it, meld your bottom card of
  # it and transfer your new bottom card of it to my board.

  @id:unseen-sniping-moves-the-bottom-card @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Sniping: Alice names blue; Bob unsplays it, melds Pottery from the bottom and gives up Writing, now at the bottom
    Given a 2-player game
    And the special achievements are nothing
    And Alice's red pile is Sniping
    And Bob's blue pile is Tools, Writing, Pottery splayed left
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Sniping
    And Alice chooses blue
    Then Bob's blue pile is Pottery, Tools
    And Alice's blue pile is Writing
    And it is Alice's turn 9 with one action used

  @id:unseen-sniping-single-card-pile @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Sniping: Alice names green; Bob's green pile is one card, melded onto itself, and nothing is transferred
    Given a 2-player game
    And the special achievements are nothing
    And Alice's red pile is Sniping
    And Bob's green pile is Sailing
    And Bob's blue pile is Tools, Writing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Sniping
    And Alice chooses green
    Then Bob's green pile is Sailing
    And Bob's blue pile is Tools, Writing
    And Alice's green pile is nothing
    And it is Alice's turn 9 with one action used

  # --- Hiking (green, leaf): draw and reveal a 6; if your top card of its colour has a factory,
  # tuck it and draw and reveal a 7; if that 7 has a leaf, meld it and draw an 8.

  @id:unseen-hiking-all-the-way
  @assumes:actions.per_turn>=2
  Scenario: Hiking: Canning is tucked under Steam Engine; Refrigeration has a leaf and is melded; Alice draws an 8
    Given a 2-player game
    And Alice's green pile is Hiking
    And Alice's yellow pile is Steam Engine
    And Bob's red pile is Archery
    And the age 6 pile is Canning
    And the age 7 pile is Refrigeration
    And the age 8 pile is Flight
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Hiking
    Then Alice's yellow pile is Refrigeration, Steam Engine, Canning
    And Alice's hand is Flight
    And it is Alice's turn 9 with one action used

  @id:unseen-hiking-seven-without-leaf @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Hiking: Canning is tucked; Explosives has no leaf and stays in Alice's hand
    Given a 2-player game
    And Alice's blue pile is Atomic Theory
    And Alice's green pile is Hiking
    And Alice's yellow pile is Steam Engine
    And Bob's red pile is Archery
    And the age 6 pile is Canning
    And the age 7 pile is Explosives
    And the age 8 pile is Flight
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Hiking
    Then Alice's yellow pile is Steam Engine, Canning
    And Alice's hand is Explosives
    And the age 8 pile is Flight
    And it is Alice's turn 9 with one action used

  @id:unseen-hiking-shared-no-factory
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true
  Scenario: Hiking shared: Bob's Unseen 6 is yellow and his top yellow card has no factory: it stays in his hand
    Given a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Hiking
    And Bob's yellow pile is Agriculture
    And the Unseen age 6 pile is Sabotage
    And the age 6 pile is Vaccination, Canning
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Hiking
    Then Bob's hand is Sabotage
    And Bob's yellow pile is Agriculture
    And Alice's hand is Vaccination, Canning
    And it is Alice's turn 9 with one action used

  @id:unseen-hiking-icons-two-leaves
  @assumes:actions.per_turn>=2 @assumes:cards.readings.hiking_icons=leaf-leaf-hex-lightbulb
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Hiking shows two leaves (DH4): Bob's two leaves let him share, and his 6 stays in hand
    # Alice's only top card is Hiking: two leaves. Bob's Clothing shows two: he shares. Neither
    # has a top card of the drawn 6's colour; Alice's sharing bonus is a 6.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Hiking
    And Bob's green pile is Clothing
    And the age 6 pile is Canning, Democracy, Vaccination
    And Alice has used her Unseen draw this turn
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Hiking
    Then Bob's hand is Canning
    And Alice's hand is Democracy, Vaccination
    And it is Alice's turn 9 with one action used

  @id:unseen-hiking-icons-three-leaves @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:cards.readings.hiking_icons=leaf-leaf-hex-leaf
  Scenario: In a house variant giving Hiking three leaves (BGA4), Bob's two leaves are too few to share
    Given a house variant of it sets cards.readings.hiking_icons to "leaf-leaf-hex-leaf"
    And a 2-player game
    And Alice's green pile is Hiking
    And Bob's green pile is Clothing
    And the age 6 pile is Canning, Democracy, Vaccination
    And Alice has used her Unseen draw this turn
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Hiking
    Then Bob's hand is nothing
    And Alice's hand is Canning
    And it is Alice's turn 9 with one action used

  # --- Swiss Bank Account (green, crown): safeguard an available standard achievement of your
  # score pile's card count; if it worked, score that value's cards from your hand; draw a 6 for
  # every secret.

  @id:unseen-swiss-bank-account-safeguards-and-scores @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Swiss Bank Account: two cards in Alice's score pile: she safeguards the 2 achievement, scores her 2s and draws a 6 per secret
    Given a 2-player game
    And the special achievements are nothing
    And Alice's red pile is Industrialization
    And Alice's green pile is Swiss Bank Account
    And Alice has Tools, Sailing in the score pile
    And Alice has Mathematics, Fermenting, Alchemy in hand
    And Alice's safe is Optics
    And Bob's red pile is Archery
    And the standard achievements are Writing, Calendar, Engineering
    And the age 6 pile is Canning, Democracy, Vaccination
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Swiss Bank Account
    Then Alice's safe is Optics, Calendar
    And Alice's score pile is Tools, Sailing, Mathematics, Fermenting
    And Alice's hand is Alchemy, Canning, Democracy
    And the standard achievements are ages 1, 3
    And it is Alice's turn 9 with one action used

  @id:unseen-swiss-bank-account-full-safe-scores-nothing @ultimate-unseen-echoes
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  @assumes:actions.per_turn>=2 @assumes:cards.readings.swiss_bank_account_full_safe=scores-only-if-safeguarded
  Scenario: Swiss Bank Account with a full safe: nothing is safeguarded, so Alice scores nothing; three secrets draw three 6s
    # Alice's highest splay is right: her safe's limit is 3 and it holds 3.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's red pile is Industrialization
    And Alice's green pile is Swiss Bank Account, Sailing splayed right
    And Alice has Tools, Writing in the score pile
    And Alice has Mathematics in hand
    And Alice's safe is Optics, Alchemy, Paper
    And Bob's red pile is Archery
    And the standard achievements are Clothing, Calendar
    And the age 6 pile is Canning, Democracy, Vaccination
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Swiss Bank Account
    Then Alice's safe is Optics, Alchemy, Paper
    And Alice's score pile is Tools, Writing
    And Alice's hand is Mathematics, Canning, Democracy, Vaccination
    And the standard achievements are ages 1, 2
    And it is Alice's turn 9 with one action used

  @id:unseen-swiss-bank-account-full-safe-scores-anyway @ultimate-unseen-echoes @needs:resolved_variant
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  @assumes:actions.per_turn>=2 @assumes:cards.readings.swiss_bank_account_full_safe=scores-anyway
  Scenario: In a house variant reading Swiss Bank Account as DH4 plays it, a full safe still lets Alice score her 2
    Given a house variant of it sets cards.readings.swiss_bank_account_full_safe to "scores-anyway"
    And a 2-player game
    And Alice's red pile is Industrialization
    And Alice's green pile is Swiss Bank Account, Sailing splayed right
    And Alice has Tools, Writing in the score pile
    And Alice has Mathematics in hand
    And Alice's safe is Optics, Alchemy, Paper
    And Bob's red pile is Archery
    And the standard achievements are Clothing, Calendar
    And the age 6 pile is Canning, Democracy, Vaccination
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Swiss Bank Account
    Then Alice's safe is Optics, Alchemy, Paper
    And Alice's score pile is Tools, Writing, Mathematics
    And Alice's hand is Canning, Democracy, Vaccination
    And the standard achievements are ages 1, 2
    And it is Alice's turn 9 with one action used

  @id:unseen-swiss-bank-account-shared
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true
  Scenario: Swiss Bank Account shared: Bob's empty score pile counts 0, no achievement; his one secret draws his Unseen 6
    Given a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Swiss Bank Account
    And Bob's green pile is Navigation
    And Bob's safe is Tools
    And the Unseen age 6 pile is Triad
    And the standard achievements are Clothing
    And the age 6 pile is Canning
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Swiss Bank Account
    Then Bob's hand is Triad
    And Bob's safe is Tools
    And Alice's safe is nothing
    And Alice's hand is Canning
    And the standard achievements are ages 1
    And it is Alice's turn 9 with one action used

  # --- Attic (yellow, factory): you may score or safeguard a card from your hand; return a card
  # from your score pile; draw and score a card of the value of a card in your score pile.

  @id:unseen-attic-safeguards-returns-and-scores @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Attic: Alice safeguards Tools, returns Calendar and draws and scores a 1, the value left in her score pile
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Atomic Theory
    And Alice's yellow pile is Attic
    And Alice has Tools in hand
    And Alice has Sailing, Calendar in the score pile
    And Bob's red pile is Archery
    And the age 1 pile is Pottery
    And the age 2 pile is Mathematics
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Attic
    And Alice safeguards Tools
    And Alice returns Calendar
    Then Alice's safe is Tools
    And Alice's score pile is Sailing, Pottery
    And the age 2 pile is Mathematics, Calendar
    And it is Alice's turn 9 with one action used

  @id:unseen-attic-scores-a-card-of-two-words @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Attic: Alice scores The Wheel, returns Calendar and draws and scores a 1, the value left in her score pile
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Atomic Theory
    And Alice's yellow pile is Attic
    And Alice has The Wheel in hand
    And Alice has Sailing, Calendar in the score pile
    And Bob's red pile is Archery
    And the age 1 pile is Pottery
    And the age 2 pile is Mathematics
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Attic
    And Alice scores The Wheel
    And Alice returns Calendar
    Then Alice's hand is nothing
    And Alice's safe is nothing
    And Alice's score pile is Sailing, The Wheel, Pottery
    And the age 2 pile is Mathematics, Calendar
    And it is Alice's turn 9 with one action used

  @id:unseen-attic-shared-empty-score-pile
  @assumes:dogma.sharing_bonus_draws=1
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true
  Scenario: Attic shared: Bob, with nothing in hand or score pile, draws and scores a 1, his Unseen draw; Alice scores Archery and picks the 2
    # With an empty score pile the value is 0, which draws a 1 (both sources). Alice scores
    # Archery, returns it, and, with Mathematics left, draws and scores a 2. The sharing bonus
    # is a 6.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Attic
    And Alice has Archery in hand
    And Alice has Mathematics in the score pile
    And Bob's blue pile is Chemistry
    And the Unseen age 1 pile is Tomb
    And the age 1 pile is Pottery
    And the age 2 pile is Calendar
    And the age 6 pile is Canning
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Attic
    And Alice scores Archery
    And Alice returns Archery
    Then Bob's score pile is Tomb
    And Alice's score pile is Mathematics, Calendar
    And Alice's hand is Canning
    And the age 1 pile is Pottery, Archery
    And it is Alice's turn 9 with one action used

  # --- Sabotage (yellow, factory): demand, draw a 6 and reveal your hand; I pick a card and you
  # return it; tuck your top card of its colour and every card of its colour in your score pile.

  @id:unseen-sabotage-demand @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Sabotage: Bob draws Atomic Theory; Alice has him return it; he tucks his top blue card and his blue score card
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Sabotage
    And Bob's red pile is Archery
    And Bob's blue pile is Writing, Pottery
    And Bob has Sailing in hand
    And Bob has Mathematics, Fermenting in the score pile
    And the age 6 pile is Atomic Theory, Canning
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Sabotage
    Then Bob revealed Sailing
    And Bob revealed Atomic Theory
    When Alice returns Atomic Theory
    Then Bob's hand is Sailing
    And Bob's blue pile is Pottery, Writing, Mathematics
    And Bob's score pile is Fermenting
    And the age 6 pile is Canning, Atomic Theory
    And it is Alice's turn 9 with one action used

  # --- Illuminati (purple, lightbulb): reveal a card of your hand, splay its colour right,
  # safeguard your top card of that colour, then an available standard achievement one higher.

  @id:unseen-illuminati-safeguards-top-card-and-achievement @ultimate-unseen-echoes
  @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2
  Scenario: Illuminati: Alice reveals Tools, splays blue right, safeguards Writing and then the 2 achievement
    Given a 2-player game
    And Alice's purple pile is Illuminati
    And Alice's blue pile is Writing, Pottery
    And Alice has Tools, Sailing in hand
    And Bob's red pile is Archery
    And the standard achievements are Clothing, Calendar, Engineering
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Illuminati
    And Alice reveals Tools
    Then Alice's safe is Writing, Calendar
    And Alice's blue pile is Pottery
    And Alice's hand is Tools, Sailing
    And the standard achievements are ages 1, 3
    And it is Alice's turn 9 with one action used

  @id:unseen-illuminati-shared-no-pile @ultimate-unseen-echoes
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  @assumes:actions.per_turn>=2
  Scenario: Illuminati shared: Bob reveals Sailing but has no green pile, so nothing goes to his safe; Alice's full safe stops her too
    # Bob shows six lightbulbs (Experimentation, Philosophy) to Alice's five and shares. Alice's
    # safe is full (limit 3 once her blue pile is splayed right): her top blue card stays, and so
    # no achievement follows.
    Given a 2-player game
    And Alice's purple pile is Illuminati
    And Alice's blue pile is Writing, Pottery splayed left
    And Alice has Tools in hand
    And Alice's safe is Clothing, Calendar, Optics
    And Bob's blue pile is Experimentation
    And Bob's purple pile is Philosophy
    And Bob has Sailing in hand
    And the standard achievements are Construction, Engineering
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Illuminati
    Then Bob revealed Sailing
    And Bob's safe is nothing
    And Alice's blue pile is Writing, Pottery splayed right
    And Alice's safe is Clothing, Calendar, Optics
    And the standard achievements are ages 2, 3
    And it is Alice's turn 9 with one action used

  # --- Triad (purple, lightbulb): with three or more cards in hand, return one and splay its
  # colour right, tuck another, score another.

  @id:unseen-triad-return-tuck-score @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Triad: Alice returns Tools and splays blue right, tucks Sailing and scores Archery
    Given a 2-player game
    And Alice's purple pile is Triad
    And Alice's blue pile is Writing, Pottery
    And Alice has Tools, Sailing, Archery in hand
    And Bob's red pile is Oars
    And the age 1 pile is Clothing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Triad
    And Alice returns Tools
    And Alice tucks Sailing
    Then Alice's blue pile is Writing, Pottery splayed right
    And Alice's green pile is Sailing
    And Alice's score pile is Archery
    And Alice's hand is nothing
    And the age 1 pile is Clothing, Tools
    And it is Alice's turn 9 with one action used

  @id:unseen-triad-shared-two-cards-do-nothing
  @assumes:dogma.sharing_bonus_draws=1 @assumes:splay.unsplay_small_piles=true
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true
  Scenario: Triad shared: Bob, with three cards, does all three; Alice, with two, does nothing
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Triad
    And Alice has Tools, Sailing in hand
    And Bob's blue pile is Experimentation
    And Bob has Calendar, Fermenting, Construction in hand
    And the age 2 pile is Mapmaking
    And the age 6 pile is Canning
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Triad
    And Bob returns Calendar
    And Bob tucks Construction
    Then Bob's blue pile is Experimentation
    And Bob's red pile is Construction
    And Bob's score pile is Fermenting
    And Alice's hand is Tools, Sailing, Canning
    And the age 2 pile is Mapmaking, Calendar
    And it is Alice's turn 9 with one action used
