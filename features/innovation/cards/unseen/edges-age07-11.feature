# Boundaries of the Unseen cards of ages 7 to 11 that the card files leave open: a choice that
# must be made (no decline), a pile or a card that must not count (unsplayed, not splayed left,
# not among the highest or lowest), an icon that must not pass for another, a card shared by a
# player without the card's colour. Card texts: engine/data/cards/unseen-ultimate.json (each
# card's effects in our own words). Rules with sources: the research note unseen.md (§3 the safe
# and its limit, §4 safeguard, §5 secrets used by effects, §6 the Unseen draw, §7 the special
# achievements, left out with "the special achievements are nothing" so that no end-of-action
# claim blurs an outcome).
# Conventions as in age07.feature to age11.feature: piles are written top card first; every deck
# a scenario draws from is listed; a secret is named by title (the steps read the referee's
# state), a choice among secrets by the secrets the scenario knows. Alice launches every Dogma
# action. A scenario tagged @ultimate-unseen-echoes holds beside Echoes too: none of its draws
# meets the Echoes draw rule (echoes.md §3).
@ultimate-unseen @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
Feature: Unseen cards of ages 7 to 11 at their boundaries

  # --- Camouflage (7, red, factory): junk two top cards of one value and safeguard them, or score
  # two secrets of one value; draw a 7 per special achievement you own.

  @id:unseen-camouflage-the-only-pair-must-be-junked @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Camouflage: with one pair of top cards and no pair of secrets, Alice safeguards that pair
    # Canning and Emancipation are both 6s; Camouflage, the third top card, is a 7. Bob shows no
    # factory and does not share. The choice is compulsory: no decline, no other top card.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's red pile is Camouflage
    And Alice's yellow pile is Canning
    And Alice's purple pile is Emancipation
    And Bob's green pile is Sailing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Camouflage
    And Alice safeguards Canning, Emancipation
    Then Alice's safe is Canning, Emancipation
    And Alice's red pile is Camouflage
    And Alice's yellow pile is nothing
    And Alice's purple pile is nothing
    And it is Alice's turn 4 with one action used

  # --- Black Market (7, green, crown): you may safeguard a card from your hand; then reveal two
  # available achievements, you may meld one with neither clock nor avatar, the rest go back.

  @id:unseen-black-market-a-clock-is-never-melded @ultimate-unseen-echoes
  @assumes:actions.per_turn>=2
  Scenario: Black Market: of the revealed Calendar and Lighting only Calendar may be melded, Lighting having a clock
    # Calendar shows neither a clock nor a crown, Lighting a clock and no crown. Bob shows no crown
    # and does not share.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's green pile is Black Market
    And Alice has Writing in hand
    And Bob's blue pile is Tools
    And the standard achievements are Calendar, Lighting
    And the age 7 pile is Bicycle
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Black Market
    And Alice safeguards Writing
    Then Alice's safe is Writing
    And Alice may meld up to 1 of Calendar
    When Alice melds Calendar
    Then Alice's blue pile is Calendar
    And the age 7 pile is Bicycle, Lighting
    And it is Alice's turn 4 with one action used

  # --- Hacking (10, blue, clock): demand transfer your two highest secrets to the launcher's safe,
  # your two highest score cards to the launcher's score pile, then meld your two lowest.

  @id:unseen-hacking-two-highest-of-five-secrets @ultimate-unseen-echoes
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Hacking: of Bob's five secrets, valued 1 to 5, only the 4 and the 5 go to Alice's safe
    # Hacking features the clock: Alice shows 2, Bob none: he is affected. His safe, unsplayed,
    # holds five; his score pile is empty.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Hacking
    And Bob's yellow pile is Agriculture
    And Bob's safe is Tomb, Exile, Freemasons, Quackery, Popular Science
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Hacking
    Then Bob's safe is Tomb, Exile, Freemasons
    And Alice's safe holds 2 secrets
    And Bob's score pile is nothing

  @id:unseen-hacking-melds-the-two-lowest-score-cards @ultimate-unseen-echoes
  Scenario: Hacking: of Bob's score cards valued 1 to 5, the 4 and the 5 go to Alice's score pile, he melds the 1 and the 2, and the 3 stays
    # Bob, showing no clock, is affected; he has no secret.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Hacking
    And Bob's yellow pile is Agriculture
    And Bob has Sailing, Calendar, Alchemy, Navigation, Coal in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Hacking
    Then Alice's score pile is Navigation, Coal
    And Bob's green pile is Sailing
    And Bob's blue pile is Calendar
    And Bob's score pile is Alchemy

  # --- Inhomogeneous Cosmology (10, blue, clock): you may put a top card back on top of its deck
  # and you may meld a card from hand, again while either happens; draw an 11 for each colour
  # missing from your board.

  @id:unseen-inhomogeneous-cosmology-a-card-put-back-alone-goes-again
  @assumes:ages.game_end_draw=12 @assumes:cards.expansions=["unseen"]
  Scenario: Inhomogeneous Cosmology: Alice puts Archery back and, with an empty hand, melds nothing; that is enough to go again
    # Bob shows no clock and does not share. After the first round Alice may put Inhomogeneous
    # Cosmology itself back; she declines, and draws an 11 for each of her four missing colours.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Inhomogeneous Cosmology
    And Alice's red pile is Archery
    And Bob's green pile is Sailing
    And the age 1 pile is Oars
    And the age 11 pile is Climatology, Solar Sailing, Astrogeology, Fusion, Hypersonics
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Inhomogeneous Cosmology
    And Alice chooses Archery
    Then the age 1 pile is Archery, Oars
    And Alice may accept or decline
    When Alice declines
    Then Alice's blue pile is Inhomogeneous Cosmology
    And Alice's hand is Climatology, Solar Sailing, Astrogeology, Fusion
    And the age 11 pile is Hypersonics

  # --- Enigma Machine (8, red, clock): fill your safe with available achievements, take your secrets
  # into hand, or put your hand among the available achievements; splay up a colour splayed left.

  @id:unseen-enigma-machine-splays-up-only-a-colour-splayed-left @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  Scenario: Enigma Machine: with nothing to do in its first effect, Alice splays up her blue cards, splayed left, and leaves her unsplayed red cards
    # No achievement is available, the safe and the hand are empty: no choice of the first effect
    # can do anything. Bob shows no clock and does not share.
    Given a 2-player game
    And the special achievements are nothing
    And the standard achievements are nothing
    And Alice's red pile is Enigma Machine, Archery
    And Alice's blue pile is Tools, Writing splayed left
    And Bob's green pile is Sailing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Enigma Machine
    Then Alice's blue pile is Tools, Writing splayed up
    And Alice's red pile is Enigma Machine, Archery
    And it is Alice's turn 4 with one action used


  # --- Joy Buzzer (8, purple, clock): demand exchange your hand with the launcher's lowest cards in
  # hand; you may name a value and score its cards from your hand, then your top purple card.

  @id:unseen-joy-buzzer-sharing-without-a-purple-card
  @assumes:cards.readings.joy_buzzer_icons=clock-crown-clock-hex @assumes:cards.expansions=["unseen"]
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Joy Buzzer: Bob, sharing with no purple card, scores his Oars and nothing else; Alice declines, and draws her sharing bonus
    # Joy Buzzer features the clock: Alice shows 2, Bob 3 (Databases): he shares and is not
    # affected by the demand. Alice's sharing bonus draws an 8.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Joy Buzzer
    And Alice has Writing in hand
    And Bob's green pile is Databases
    And Bob has Oars in hand
    And the age 8 pile is Flight
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Joy Buzzer
    And Bob scores Oars
    Then Bob's score pile is Oars
    And Bob's green pile is Databases
    When Alice declines
    Then Alice's purple pile is Joy Buzzer
    And Alice gets the sharing bonus
    And Alice's hand is Writing, Flight

  # --- Iron Curtain (9, red, leaf): unsplay every splayed colour; for each, return its top card and
  # safeguard an available standard achievement.

  @id:unseen-iron-curtain-leaves-an-unsplayed-pile-alone @ultimate-unseen-echoes
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Iron Curtain: only Alice's blue cards are splayed: she returns Writing and safeguards Pottery; her unsplayed red pile keeps Iron Curtain on top
    # Bob shows no leaf and does not share.
    Given a 2-player game
    And the special achievements are nothing
    And the standard achievements are Pottery
    And Alice's red pile is Iron Curtain, Archery
    And Alice's blue pile is Writing, Tools splayed left
    And Bob's red pile is Oars
    And the age 1 pile is Agriculture
    When Alice performs the dogma of Iron Curtain
    Then Alice's blue pile is Tools
    And Alice's red pile is Iron Curtain, Archery
    And the age 1 pile is Agriculture, Writing
    And Alice's safe is Pottery

  # --- Clown Car (9, purple, crown): demand take a card of the launcher's score pile by its back
  # and meld it; without a crown on it, again.

  @id:unseen-clown-car-a-crown-without-a-leaf-ends-it @ultimate-unseen-echoes
  @assumes:cards.readings.clown_car_move=meld
  Scenario: Clown Car: Bob melds Writing, which shows a crown and no leaf: once; Metalworking stays in Alice's score pile
    Given a 2-player game
    And the special achievements are nothing
    And Alice's purple pile is Clown Car
    And Alice has Writing, Metalworking in the score pile
    And Bob's yellow pile is Agriculture
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Clown Car
    And Bob melds Writing
    Then Bob's blue pile is Writing
    And Alice's score pile is Metalworking
    And Bob's red pile is nothing

  # --- Fashion Mask (11, yellow, leaf): tuck each of your top cards with a crown or a factory; you
  # may safeguard one of them; score your yellow and purple cards but the top five; splay both aslant.

  @id:unseen-fashion-mask-tucks-a-factory-not-a-clock @ultimate-unseen-echoes
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Fashion Mask: Alice tucks Coal, a factory, under her red pile; Bioengineering, showing a clock but neither crown nor factory, stays on top
    # Bob shows no leaf and does not share.
    Given a 2-player game
    And the special achievements are nothing
    And Alice's yellow pile is Fashion Mask
    And Alice's red pile is Coal, Archery
    And Alice's blue pile is Bioengineering, Tools
    And Bob's red pile is Oars
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Fashion Mask
    And Alice declines
    Then Alice's red pile is Archery, Coal
    And Alice's blue pile is Bioengineering, Tools
    And Alice's safe is nothing

  # --- 3D Printing (10, purple, clock): return the top or bottom card of one of your piles, achieve
  # a secret of its value regardless of eligibility, then safeguard an available achievement; again
  # when both happened.

  @id:unseen-3d-printing-no-secret-of-the-value-ends-it @ultimate-unseen-echoes
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: 3D Printing: Alice returns Archery and has no secret of value 1; she safeguards Calendar, and it ends: 3D Printing stays on her board
    # Bob shows no clock and does not share. Alice's safe is empty.
    Given a 2-player game
    And the special achievements are nothing
    And the standard achievements are Calendar
    And Alice's purple pile is 3D Printing
    And Alice's red pile is Archery
    And Bob's green pile is Sailing
    And the age 1 pile is Oars
    And the Unseen age 10 pile is Hacking
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of 3D Printing
    And Alice returns Archery
    Then the age 1 pile is Oars, Archery
    And Alice's safe is Calendar
    And Alice's achievements are nothing
    And Alice's purple pile is 3D Printing
    And the Unseen age 10 pile is Hacking
