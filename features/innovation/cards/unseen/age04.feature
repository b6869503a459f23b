# The age-4 Unseen cards, each dogma effect and branch, from exact positions.
# Card texts: engine/data/cards/unseen-ultimate.json (our own words; each card's notes: The
# Prophecies' source dispute (any secret melded, or another one: cards.readings.
# prophecies_secret_melded) and implementation note, Quackery's and El Dorado's wording notes,
# Blackmail's implementation note (every "may" a "must" in the self-execution));
# rules: unseen.md §4 (safeguard, draw and safeguard), §5 (secrets melded, moved to the available
# achievements), §6 (each player's first draw naming no deck in a turn comes from the Unseen
# deck), §10 ("the 5 deck" is the base deck).
# Every deck a scenario draws from is listed; whether each drawing player has used their Unseen
# draw this turn is stated. The icon counts that decide who shares or who is affected are in the
# comments. Secrets are named by title: the steps read the referee's state.
Feature: Age 4 Unseen cards

  # --- Quackery (blue, lightbulb) -------------------------------------------------------------

  @id:unseen-quackery-draw-or-score-then-icons-drawn @ultimate-unseen
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Quackery: Bob draws a 4 and Alice scores; each returns two cards and draws by their leaves and lightbulbs
    # Quackery features the lightbulb: Alice shows 2, Bob 2 (Writing): Bob shares and goes first.
    # Bob draws a base 4 (his Unseen draw is used) rather than score Oars. Bob then returns Oars
    # and Invention (two lightbulbs): a 2. Alice returns Pottery and Tools (three leaves, two
    # lightbulbs): a 5, her Unseen draw. The sharing bonus is a base 4.
    Given a 2-player game
    And Alice's blue pile is Quackery
    And Alice has Pottery, Tools, Archery in hand
    And Bob's blue pile is Writing
    And Bob has Oars in hand
    And the age 1 pile is Sailing
    And the age 2 pile is Calendar, Mathematics
    And the age 4 pile is Invention, Anatomy
    And the Unseen age 5 pile is Probability, Cabal
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Quackery
    And Bob draws Invention
    And Alice scores Archery
    And Alice returns Pottery then Tools
    Then Bob's hand is Calendar
    And Alice's score pile is Archery
    And Alice gets the sharing bonus
    And Alice's hand is Probability, Anatomy
    And the age 1 pile is Sailing, Oars, Pottery, Tools
    And the age 2 pile is Mathematics
    And the age 4 pile is Invention
    And the Unseen age 5 pile is Cabal
    And it is Alice's turn 4 with one action used

  @id:unseen-quackery-no-icons-draws-a-1 @ultimate-unseen
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]
  Scenario: Quackery: two returned cards with no leaf and no lightbulb draw a card of value 0, a 1
    # Alice draws a base 4 (her Unseen draw is used), then returns Oars and Metalworking, which
    # show only castles and a crown: the draw of value 0 is a 1.
    Given a 2-player game
    And Alice's blue pile is Quackery
    And Alice has Oars, Metalworking in hand
    And the age 1 pile is Sailing, Writing
    And the age 4 pile is Anatomy, Invention
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Quackery
    And Alice draws Anatomy
    And Alice returns Oars then Metalworking
    Then Alice's hand is Anatomy, Sailing
    And the age 1 pile is Writing, Oars, Metalworking
    And it is Alice's turn 4 with one action used

  # --- The Prophecies (blue, lightbulb) -------------------------------------------------------

  @id:unseen-the-prophecies-red-draw-melds-the-secret @ultimate-unseen
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"] @assumes:cards.readings.prophecies_secret_melded=any-secret
  Scenario: The Prophecies: a red card drawn one above Alice's secret melds that secret and is safeguarded in its place
    # Alice shows 3 lightbulbs, Bob none. Her only secret is a 1: she draws and reveals a base 2
    # (her Unseen draw is used), Construction, red; she melds a secret (any of hers: Tomb, the one
    # whose value she used) and safeguards Construction.
    Given a 2-player game
    And Alice's blue pile is The Prophecies
    And Alice's safe is Tomb
    And the age 2 pile is Construction, Calendar
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of The Prophecies
    And Alice melds Tomb
    Then Alice revealed Construction
    And Alice's yellow pile is Tomb
    And Alice's safe is Construction
    And Alice's hand is nothing
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with one action used

  @id:unseen-the-prophecies-another-secret-none-left @ultimate-unseen @needs:resolved_variant
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"] @assumes:cards.readings.prophecies_secret_melded=another-secret
  Scenario: The Prophecies read with "another secret": Alice's only secret cannot be melded, so the red card stays in her hand
    # The dispute on cards.readings.prophecies_secret_melded (BGA4's text), played by a house
    # variant: the position of the scenario above.
    Given a house variant of it sets cards.readings.prophecies_secret_melded to "another-secret"
    And a 2-player game
    And Alice's blue pile is The Prophecies
    And Alice's safe is Tomb
    And the age 2 pile is Construction, Calendar
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of The Prophecies
    And Alice draws Construction
    Then Alice revealed Construction
    And Alice's safe is Tomb
    And Alice's hand is Construction
    And Alice's yellow pile is nothing
    And it is Alice's turn 4 with one action used

  @id:unseen-the-prophecies-another-secret-melded @ultimate-unseen @needs:resolved_variant
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"] @assumes:cards.readings.prophecies_secret_melded=another-secret
  Scenario: The Prophecies read with "another secret": a purple card drawn above one secret melds the other
    # Alice's two secrets are 1s; she draws above one, Monotheism (purple), melds the other,
    # Dance, and safeguards Monotheism.
    Given a house variant of it sets cards.readings.prophecies_secret_melded to "another-secret"
    And a 2-player game
    And Alice's blue pile is The Prophecies
    And Alice's safe is Tomb, Dance
    And the age 2 pile is Monotheism, Calendar
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of The Prophecies
    And Alice melds Dance
    Then Alice's green pile is Dance
    And Alice's safe is Tomb, Monotheism
    And Alice's hand is nothing
    And it is Alice's turn 4 with one action used

  @id:unseen-the-prophecies-safeguard-a-4-and-blue-draw-kept @ultimate-unseen
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: The Prophecies: Alice, with no secret, draws and safeguards a 4; Bob's blue card drawn above his secret stays in his hand
    # Alice shows 3 lightbulbs, Bob 3 (Philosophy): Bob shares and goes first. He draws above his
    # 1: a base 2 (his Unseen draw is used), Calendar, blue: nothing more. Alice has no secret:
    # she draws and safeguards a 4, her Unseen draw, Legend. The sharing bonus is a base 4.
    Given a 2-player game
    And Alice's blue pile is The Prophecies
    And Bob's purple pile is Philosophy
    And Bob's safe is Dance
    And the age 2 pile is Calendar, Mathematics
    And the age 4 pile is Anatomy, Invention
    And the Unseen age 4 pile is Legend, Ninja
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of The Prophecies
    And Bob draws Calendar
    Then Bob's hand is Calendar
    And Bob's safe is Dance
    And Alice safeguarded Legend
    And Alice's safe is Legend
    And Alice gets the sharing bonus
    And Alice's hand is Anatomy
    And the Unseen age 4 pile is Ninja
    And it is Alice's turn 4 with one action used

  # --- Ninja (red, leaf) ----------------------------------------------------------------------

  @id:unseen-ninja-named-colour-returned-top-card-taken @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Ninja: Alice names green; Bob returns his green card and his top green card comes onto Alice's board
    # Ninja features the leaf: Alice shows 2, Bob none (The Wheel): Bob is affected.
    Given a 2-player game
    And Alice's red pile is Ninja, Archery
    And Bob's green pile is The Wheel
    And Bob has Sailing, Oars in hand
    And the age 1 pile is Writing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Ninja
    And Alice chooses green
    Then Bob revealed Sailing
    When Alice splays red
    Then Bob's hand is Oars
    And the age 1 pile is Writing, Sailing
    And Alice's green pile is The Wheel
    And Bob's green pile is nothing
    And Alice's red pile is Ninja, Archery splayed right
    And it is Alice's turn 4 with one action used

  @id:unseen-ninja-no-card-of-the-colour-and-shared-splay @ultimate-unseen
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["unseen"]
  Scenario: Ninja: Carol holds no card of the named colour; Bob, not affected, splays his red cards right
    # Alice shows 2 leaves, Bob 3 (Agriculture), Carol none: Carol is affected, Bob shares. Carol
    # holds no blue card: nothing happens to her. Bob's splay earns Alice a sharing bonus 4.
    Given a 3-player game
    And Alice's red pile is Ninja
    And Bob's red pile is Oars, Metalworking
    And Bob's yellow pile is Agriculture
    And Carol's blue pile is Tools
    And Carol has Archery in hand
    And the age 4 pile is Anatomy
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Ninja
    And Alice chooses blue
    And Bob splays red
    Then Carol's hand is Archery
    And Carol's blue pile is Tools
    And Bob's red pile is Oars, Metalworking splayed right
    And Alice gets the sharing bonus
    And Alice's hand is Anatomy
    And it is Alice's turn 4 with one action used

  # --- Spanish Inquisition (red, lightbulb) ---------------------------------------------------

  @id:unseen-spanish-inquisition-keeps-only-the-highest @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Spanish Inquisition: Bob keeps only his highest cards in hand and in score pile; Alice returns her red cards
    # Spanish Inquisition features the lightbulb: Alice shows 3, Bob none: Bob is affected. His
    # hand keeps its 2s, his score pile its 3; Archery and Tools go under the 1 deck, Archery
    # first. Spanish Inquisition is Alice's top red card: her whole red pile is returned.
    Given a 2-player game
    And Alice's red pile is Spanish Inquisition, Oars
    And Bob has Archery, Calendar, Mathematics in hand
    And Bob has Tools, Optics in the score pile
    And the age 1 pile is Sailing
    And the Unseen age 4 pile is Legend
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Spanish Inquisition
    And Bob returns Archery then Tools
    Then Bob's hand is Calendar, Mathematics
    And Bob's score pile is Optics
    And Alice's red pile is nothing
    And the age 1 pile is Sailing, Archery, Tools, Oars
    And the Unseen age 4 pile is Legend, Spanish Inquisition
    And it is Alice's turn 4 with one action used

  @id:unseen-spanish-inquisition-not-the-sharer-top-red @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Spanish Inquisition: Bob shares, but his top red card is not Spanish Inquisition: his red cards stay
    # Alice shows 3 lightbulbs, Bob 3 (Philosophy): Bob is not affected and shares. He returns
    # nothing, so there is no sharing bonus.
    Given a 2-player game
    And Alice's red pile is Spanish Inquisition
    And Bob's purple pile is Philosophy
    And Bob's red pile is Archery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Spanish Inquisition
    Then Bob's red pile is Archery
    And Alice's red pile is nothing
    And nobody gets the sharing bonus
    And it is Alice's turn 4 with one action used

  # --- Blackmail (green, factory) -------------------------------------------------------------

  @id:unseen-blackmail-meld-then-forced-self-execution @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:unseen.draw_priority=unseen-first
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Blackmail: Alice picks the card Bob melds, then a revealed card Bob must self-execute with every "may" a "must"
    # Blackmail features the factory: Alice shows 2, Bob none: Bob is affected. Alice picks Oars
    # for Bob to meld, then Agriculture, which Bob self-executes: its optional return must be
    # done, so Bob returns Agriculture and draws and scores a 2, his Unseen draw.
    Given a 2-player game
    And Alice's green pile is Blackmail
    And Bob has Agriculture, Oars in hand
    And Bob has Tools in the score pile
    And the age 1 pile is Sailing
    And the Unseen age 2 pile is Padlock, Exile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Blackmail
    And Alice chooses Oars
    Then Bob revealed Tools
    When Alice chooses Agriculture
    Then Bob's red pile is Oars
    And Bob's hand is nothing
    And Bob's score pile is Tools, Padlock
    And the age 1 pile is Sailing, Agriculture
    And the Unseen age 2 pile is Exile
    And it is Alice's turn 4 with one action used

  @id:unseen-blackmail-must-ends-with-the-self-execution @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:unseen.draw_priority=unseen-first
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Blackmail: every "may" is a "must" only while Bob self-executes the card, not on his own turn after
    # Bob's only card, Agriculture, is the one he melds and the one he self-executes (his hand
    # then empty, nothing to return). On his next turn he draws Tomb, his Unseen draw, and
    # performs Agriculture's dogma: its return is his to decline again.
    Given a 2-player game
    And Alice's green pile is Blackmail
    And Bob has Agriculture in hand
    And the Unseen age 1 pile is Tomb, Dance
    And it is Alice's turn 4 with 1 action left
    When Alice performs the dogma of Blackmail
    Then Bob's yellow pile is Agriculture
    And Bob's hand is nothing
    And it is Bob's turn 5 with every action left
    When Bob draws
    Then Bob's hand is Tomb
    When Bob performs the dogma of Agriculture
    And Bob declines
    Then Bob's hand is Tomb
    And Bob's score pile is nothing
    And it is Alice's turn 6 with every action left

  # --- El Dorado (green, crown) ---------------------------------------------------------------

  @id:unseen-el-dorado-three-crowns @ultimate-unseen
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]
  Scenario: El Dorado: a crown on all three melded cards scores the whole 5 deck and splays green and blue right
    # Alice shows 4 crowns, Bob none. Her Unseen draw is used: Optics, Currency and Sailing, each
    # with a crown, come from the base decks.
    Given a 2-player game
    And Alice's green pile is El Dorado
    And Alice's blue pile is Tools, Writing
    And the age 3 pile is Optics, Paper
    And the age 2 pile is Currency, Calendar
    And the age 1 pile is Sailing, Archery
    And the age 5 pile is Coal, Physics
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of El Dorado
    Then Alice's red pile is Optics
    And Alice's green pile is Sailing, Currency, El Dorado splayed right
    And Alice's blue pile is Tools, Writing splayed right
    And Alice's score pile is Coal, Physics
    And the age 5 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:unseen-el-dorado-two-crowns-and-none @ultimate-unseen
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["unseen"]
  Scenario: El Dorado: Bob's two crowns splay his blue cards right; Alice's melds show no crown
    # Alice shows 3 crowns, Bob 4 (Mapmaking, Code of Laws): Bob shares and goes first. His 3 is
    # his Unseen draw, Masquerade (a crown), then Calendar (none) and Writing (a crown): his blue
    # pile is splayed right, his one-card green pile cannot be. Alice (Unseen draw used) melds
    # Alchemy, Fermenting and Agriculture: no crown. The sharing bonus is a 4.
    Given a 2-player game
    And Alice's green pile is El Dorado
    And Bob's green pile is Mapmaking
    And Bob's purple pile is Code of Laws
    And the Unseen age 3 pile is Masquerade, Taqiyya
    And the age 3 pile is Alchemy, Paper
    And the age 2 pile is Calendar, Fermenting
    And the age 1 pile is Writing, Agriculture
    And the age 4 pile is Anatomy
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of El Dorado
    Then Bob's purple pile is Masquerade, Code of Laws
    And Bob's blue pile is Writing, Calendar splayed right
    And Bob's green pile is Mapmaking
    And Alice's blue pile is Alchemy
    And Alice's yellow pile is Agriculture, Fermenting
    And Alice's green pile is El Dorado
    And Alice gets the sharing bonus
    And Alice's hand is Anatomy
    And it is Alice's turn 4 with one action used

  # --- April Fool's Day (yellow, leaf) --------------------------------------------------------

  @id:unseen-april-fools-day-folklore-and-right-board @ultimate-unseen
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: April Fool's Day: Bob, with nothing to move, claims Folklore; Alice's card goes onto Bob's board; each splays one colour right
    # April Fool's Day features the leaf: Alice shows 3 (April Fool's Day 2, Code of Laws 1 by
    # the left splay), Bob 4 (Clothing, Fermenting): Bob shares and goes first. Bob holds no card
    # and claims Folklore; Alice moves Archery onto Bob's board (Bob sits on her right). Bob picks
    # purple, Alice yellow: the picked colour is splayed right, the other unsplayed. The sharing
    # bonus is a 4.
    Given a 2-player game
    And Alice's yellow pile is April Fool's Day, Agriculture
    And Alice's purple pile is Mysticism, Code of Laws splayed left
    And Alice has Archery in hand
    And Bob's green pile is Clothing
    And Bob's yellow pile is Fermenting
    And Bob's purple pile is Monotheism, Philosophy
    And the special achievements are Folklore, Anonymity
    And the age 4 pile is Anatomy
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of April Fool's Day
    And Bob chooses purple
    And Alice chooses yellow
    Then Bob's achievements are Folklore
    And the special achievements are Anonymity
    And Bob's red pile is Archery
    And Bob's purple pile is Monotheism, Philosophy splayed right
    And Alice's yellow pile is April Fool's Day, Agriculture splayed right
    And Alice's purple pile is Mysticism, Code of Laws
    And Alice gets the sharing bonus
    And Alice's hand is Anatomy
    And it is Alice's turn 4 with one action used

  # --- Heirloom (yellow, factory) -------------------------------------------------------------

  @id:unseen-heirloom-secret-to-achievements-and-safeguard @ultimate-unseen
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Heirloom: Bob, with no secret, safeguards the achievement of his top red card's value; Alice's secret becomes an available achievement
    # Heirloom features the factory: Alice shows 2, Bob 2 (Gunpowder): Bob shares and goes first.
    # Bob's top red card is a 4: he safeguards the available 4. Alice moves her 3, Cliffhanger,
    # to the available achievements and draws a 4, her Unseen draw. The sharing bonus is a base 4.
    Given a 2-player game
    And Alice's yellow pile is Heirloom
    And Alice's safe is Tomb, Cliffhanger
    And Bob's red pile is Gunpowder
    And the standard achievements are Tools, Calendar, Navigation
    And the Unseen age 4 pile is Legend, Ninja
    And the age 4 pile is Anatomy, Invention
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Heirloom
    And Alice transfers Cliffhanger
    Then Bob safeguarded Navigation
    And Bob's safe is Navigation
    And Alice's safe is Tomb
    And the standard achievements are ages 1, 2, 3
    And Alice gets the sharing bonus
    And Alice's hand is Legend, Anatomy
    And it is Alice's turn 4 with one action used

  # --- Confession (purple, crown) -------------------------------------------------------------

  @id:unseen-confession-returns-castles-or-melds-and-draws-4s @ultimate-unseen
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Confession: Alice returns her top cards with a castle; Bob, with none, melds from his score pile and draws and scores a 4; a 4 drawn per 4 scored
    # Confession features the crown: Alice shows 3, Bob 3 (Navigation): Bob shares and goes
    # first. Bob's top card shows no castle: he melds Optics from his score pile and draws and
    # scores a base 4 (his Unseen draw is used). Alice returns Archery and Tools. Bob then holds
    # one 4 in his score pile and draws a 4; Alice holds two and draws two, the first her Unseen
    # draw. The sharing bonus is a base 4.
    Given a 2-player game
    And Alice's purple pile is Confession
    And Alice's red pile is Archery
    And Alice's blue pile is Tools
    And Alice has Invention, Anatomy in the score pile
    And Bob's green pile is Navigation
    And Bob has Optics in the score pile
    And the age 1 pile is Sailing
    And the age 4 pile is Perspective, Experimentation, Gunpowder, Printing Press
    And the Unseen age 4 pile is Ninja, Legend
    And Bob has used his Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Confession
    And Alice returns Archery then Tools
    Then Bob's red pile is Optics
    And Bob's score pile is Perspective
    And Bob's hand is Experimentation
    And Alice's red pile is nothing
    And Alice's blue pile is nothing
    And the age 1 pile is Sailing, Archery, Tools
    And Alice gets the sharing bonus
    And Alice's hand is Ninja, Gunpowder, Printing Press
    And the age 4 pile is nothing
    And it is Alice's turn 4 with one action used

  # --- Legend (purple, leaf) ------------------------------------------------------------------

  @id:unseen-legend-executes-scores-and-stops-at-9 @ultimate-unseen
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]
  Scenario: Legend: each player executes and scores their top cards of a colour until Legend has scored 9 points in the action
    # Legend features the leaf: Alice shows 2, Bob 3 (Agriculture): Bob shares and goes first. He
    # picks green: Navigation (its demand skipped) and Currency (nothing to return) are each
    # executed and scored: 6 points. Alice picks blue: Writing draws her Unseen 2 and is scored
    # (7), Calendar does nothing (one card in her score pile, one in hand) and is scored (9): the
    # points scored through Legend in this action reach 9, and Tools stays. The sharing bonus is
    # a base 4.
    Given a 2-player game
    And Alice's purple pile is Legend
    And Alice's blue pile is Writing, Calendar, Tools
    And Bob's yellow pile is Agriculture
    And Bob's green pile is Navigation, Currency
    And the Unseen age 2 pile is Padlock, Exile
    And the age 4 pile is Anatomy
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Legend
    And Bob chooses green
    And Alice chooses blue
    Then Bob's score pile is Navigation, Currency
    And Bob's green pile is nothing
    And Alice's score pile is Writing, Calendar
    And Alice's blue pile is Tools
    And Alice gets the sharing bonus
    And Alice's hand is Padlock, Anatomy
    And it is Alice's turn 4 with one action used
