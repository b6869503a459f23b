# The fifteen age-0 cards of the fourth edition, each effect and branch, from exact positions.
# Card texts: engine/data/cards/base-ultimate-age0.json (our own words, with its glossary: age 0 in
# play, "draw a 0", the meat icon, "you lose"). These cards are out of the game at setup and come
# into play only when a figure brings the age-0 deck in (Bear Grylls); a position that lists "the
# age 0 pile is ..." has age 0 in play, and the age-0 cards it does not place are out of the game.
# Once age 0 is in play the meat is a standard icon: it is counted like the others, and five of
# these cards feature it.
# Every supply age a scenario draws from or returns to is listed; piles are written top card first;
# a card returned goes under the pile of its age. Decisions come effect by effect: the players
# sharing or affected, clockwise from the launcher's left, then the launcher. "You lose" eliminates
# the player (every card of theirs is junked); with one player left, that player wins.
@ultimate-figures
Feature: Age 0 fourth-edition cards (in play with Figures)

  # --- The meat once age 0 is in play: an icon type an effect may name.

  @id:card-ul-climatology-names-the-meat-with-age-zero-in-play @ultimate-echoes-figures
  @assumes:cards.readings.climatology_avatar=false @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Climatology with age 0 in play: Alice may name the meat, and Bob returns his two top cards that have one
    # Climatology features the leaf: Alice shows 3, Bob none (affected). Fire and Hunting both go
    # under the age 0 pile, so Bob orders them. Then Alice returns Climatology, her only top card
    # (an 11); her score pile is empty.
    Given a 2-player game
    And Alice's blue pile is Climatology
    And Bob's red pile is Fire
    And Bob's green pile is Hunting
    And the age 0 pile is Knots
    And the age 11 pile is Solar Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Climatology
    Then Alice must choose 1 of crown, lightbulb, castle, factory, clock, meat
    When Alice chooses meat
    When Bob returns Hunting then Fire
    Then Bob's board is empty
    And Alice's board is empty
    And the age 0 pile is Knots, Hunting, Fire
    And the age 11 pile is Solar Sailing, Climatology
    And it is Alice's turn 9 with one action used

  # --- Curing: score another top card with a meat or lose; may swap the hand for an opponent's
  # --- highest score cards.

  @id:card-ul-curing-scores-a-meat-card-and-swaps-the-hand @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Curing: Alice scores Fire (not Curing itself) and swaps her hand for Bob's highest score cards
    # Curing features the crown: Alice shows 2, Bob none. Curing has a meat too, but it does
    # not count itself. Bob's highest score cards are the two 2s.
    Given a 2-player game
    And Alice's blue pile is Curing
    And Alice's red pile is Fire
    And Alice's green pile is Hunting
    And Alice has Tools, Writing in hand
    And Bob has Mathematics, Calendar, Sailing in the score pile
    And the age 0 pile is Knots
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Curing
    Then Alice must score 1 of Fire, Hunting
    When Alice scores Fire
    Then Alice may choose up to 1 of Bob
    When Alice chooses Bob
    Then Alice's score pile is Fire
    And Alice's red pile is nothing
    And Alice's blue pile is Curing
    And Alice's green pile is Hunting
    And Alice's hand is Mathematics, Calendar
    And Bob's score pile is Sailing, Tools, Writing
    And Bob's hand is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-curing-swap-declined @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Curing: the only other meat card is scored without a question; the swap is declined
    # Curing features the crown: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's blue pile is Curing
    And Alice's red pile is Fire
    And Alice has Tools in hand
    And Bob has Sailing in the score pile
    And the age 0 pile is Knots
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Curing
    Then Alice may choose up to 1 of Bob
    When Alice declines
    Then Alice's score pile is Fire
    And Alice's red pile is nothing
    And Alice's hand is Tools
    And Bob's score pile is Sailing
    And it is Alice's turn 9 with one action used

  @id:card-ul-curing-loses-without-another-meat-card @assumes:actions.per_turn>=2 @ultimate-echoes-figures
  @assumes:ages.age_zero_cards=true @assumes:victory.elimination=true
  Scenario: Curing: with no top card with a meat but Curing itself, Alice loses and Bob wins
    # Curing features the crown: Alice shows 2, Bob 1 with Writing (no sharing).
    Given a 2-player game
    And Alice's blue pile is Curing
    And Alice's red pile is Archery
    And Bob's blue pile is Writing
    And the age 0 pile is Knots
    And it is Alice's turn 9 with 2 actions left
    When Alice performs the dogma of Curing
    Then the junk pile holds Curing, Archery
    And Alice's board is empty
    And Bob's blue pile is Writing
    And Bob wins by elimination

  @id:card-ul-curing-shared-scores-and-swaps @ultimate-echoes-figures
  @assumes:dogma.icon_count_once=true
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:figures.sharing_bonus_figure=true
  Scenario: Curing shared: Bob scores Tracking and swaps his hand for Alice's Mathematics; Alice scores Fire and declines the swap; Alice's bonus is a figure
    # Curing features the crown: Alice shows 2, Bob 2 with Tracking (shares). Effect 1 runs for
    # Bob, then Alice: each scores the only other top card with a meat, without a question. Then
    # effect 2 for Bob, then Alice. When Bob swaps, Alice's score pile holds Mathematics (a 2) and
    # Fire (a 0): he takes Mathematics, and his Oars goes to her score pile. Agriculture (a 1) is
    # Alice's highest top card at the end, so her bonus is an age-1 figure.
    Given a 2-player game
    And Alice's blue pile is Curing
    And Alice's red pile is Fire
    And Alice's yellow pile is Agriculture
    And Alice has Mathematics in the score pile
    And Bob's purple pile is Tracking
    And Bob has Oars in hand
    And the age 0 pile is Knots
    And the age 1 pile is Sailing
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Curing
    Then Bob may choose up to 1 of Alice
    When Bob chooses Alice
    Then Alice may choose up to 1 of Bob
    When Alice declines
    Then Bob's score pile is Tracking
    And Bob's board is empty
    And Bob's hand is Mathematics
    And Alice's score pile is Fire, Oars
    And Alice's red pile is nothing
    And Alice's blue pile is Curing
    And Alice's yellow pile is Agriculture
    And Alice gets the sharing bonus
    And Alice's hand is Homer
    And the age 1 figures pile is Imhotep
    And the age 1 pile is Sailing
    And it is Alice's turn 9 with one action used

  # --- First Aid: return a top card, draw a 0, reveal the hand; meld the one card of the returned
  # --- colour, or lose.

  @id:card-ul-first-aid-melds-the-one-card-of-the-colour @ultimate-echoes-figures
  @assumes:echoes.empty_echoes_deck=base-card
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: First Aid: Archery returned, Fire drawn is the only red card in hand and is melded
    # First Aid features the leaf: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's blue pile is First Aid
    And Alice's red pile is Archery
    And Alice has Tools in hand
    And the age 0 pile is Fire, Knots
    And the age 1 pile is Oars
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of First Aid
    Then Alice must return 1 of First Aid, Archery
    When Alice returns Archery
    Then Alice revealed Fire
    And Alice's red pile is Fire
    And Alice's blue pile is First Aid
    And Alice's hand is Tools
    And the age 0 pile is Knots
    And the age 1 pile is Oars, Archery
    And it is Alice's turn 9 with one action used

  @id:card-ul-first-aid-two-cards-of-the-colour-lose @assumes:actions.per_turn>=2 @ultimate-echoes-figures
  @assumes:echoes.empty_echoes_deck=base-card
  @assumes:ages.age_zero_cards=true @assumes:victory.elimination=true
  Scenario: First Aid: two red cards in hand after the draw, so Alice loses and Bob wins
    # First Aid features the leaf: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's blue pile is First Aid
    And Alice's red pile is Archery
    And Alice has Oars in hand
    And the age 0 pile is Fire, Knots
    And the age 1 pile is Tools
    And it is Alice's turn 9 with 2 actions left
    When Alice performs the dogma of First Aid
    Then Alice must return 1 of First Aid, Archery
    When Alice returns Archery
    Then the junk pile holds First Aid, Oars, Fire
    And the age 1 pile is Tools, Archery
    And the age 0 pile is Knots
    And Bob wins by elimination

  @id:card-ul-first-aid-no-card-of-the-colour-loses @ultimate-echoes-figures
  @assumes:echoes.empty_echoes_deck=base-card
  @assumes:actions.per_turn=2 @assumes:ages.age_zero_cards=true @assumes:victory.elimination=true
  Scenario: First Aid: no red card in hand after the draw; Alice loses and the game goes on with the next player
    # First Aid features the leaf: Alice shows 2, Bob and Carol none.
    Given a 3-player game
    And Alice's blue pile is First Aid
    And Alice's red pile is Archery
    And Bob's blue pile is Writing
    And Carol has Sailing in hand
    And the age 0 pile is Fishing
    And the age 1 pile is Tools
    And it is Alice's turn 9 with 2 actions left
    When Alice performs the dogma of First Aid
    Then Alice must return 1 of First Aid, Archery
    When Alice returns Archery
    Then Alice is eliminated
    And the junk pile holds First Aid, Fishing
    And the age 1 pile is Tools, Archery
    And Alice's board is empty
    And Alice's hand is nothing
    And Bob's blue pile is Writing
    And Carol's hand is Sailing
    And the game is not over
    And it is Bob's turn 10 with 2 actions left

  @id:card-ul-first-aid-shared-bob-returns-and-melds @ultimate-echoes-figures
  @assumes:echoes.empty_echoes_deck=base-card
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:figures.sharing_bonus_figure=true
  Scenario: First Aid shared: Bob returns Agriculture and melds the yellow Fresh Water he draws; Alice returns First Aid and melds Knots; Alice's bonus is a figure
    # First Aid features the leaf: Alice shows 2, Bob 3 with Agriculture (shares). Bob returns his
    # only top card, draws Fresh Water, the one yellow card in his hand, and melds it. Alice
    # returns First Aid and draws Knots, the one blue card in hers. Archery (a 1) is then her
    # highest top card, so her bonus is an age-1 figure.
    Given a 2-player game
    And Alice's blue pile is First Aid
    And Alice's red pile is Archery
    And Bob's yellow pile is Agriculture
    And Bob has Tools in hand
    And the age 0 pile is Fresh Water, Knots, Curing
    And the age 1 pile is Sailing
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of First Aid
    Then Alice must return 1 of First Aid, Archery
    When Alice returns First Aid
    Then Alice revealed Knots
    And Alice's blue pile is Knots
    And Alice's red pile is Archery
    And Bob's yellow pile is Fresh Water
    And Bob's hand is Tools
    And the age 0 pile is Curing, First Aid
    And the age 1 pile is Sailing, Agriculture
    And Alice gets the sharing bonus
    And Alice's hand is Homer
    And the age 1 figures pile is Imhotep
    And it is Alice's turn 9 with one action used

  # --- Knots: reveal a score card of a colour on your board; if you do, draw a 1.

  @id:card-ul-knots-reveals-a-score-card-and-draws-a-1
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Knots: Alice reveals one of her blue score cards and draws a 1
    # Knots features the lightbulb: Alice shows 2, Bob none. Archery is red: Alice has no red pile.
    Given a 2-player game
    And Alice's blue pile is Knots
    And Alice has Archery, Tools, Writing in the score pile
    And the age 0 pile is Fire
    And the age 1 pile is Sailing, Oars
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Knots
    Then Alice must choose 1 of Tools, Writing
    When Alice chooses Writing
    Then Alice revealed Writing
    And Alice's hand is Sailing
    And Alice's score pile is Archery, Tools, Writing
    And the age 1 pile is Oars
    And it is Alice's turn 9 with one action used

  @id:card-ul-knots-no-score-card-of-a-board-colour @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Knots: no score card of a colour on Alice's board, so nothing is revealed or drawn
    # Knots features the lightbulb: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's blue pile is Knots
    And Alice has Archery in the score pile
    And the age 0 pile is Fire
    And the age 1 pile is Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Knots
    Then Alice's hand is nothing
    And Alice's score pile is Archery
    And the age 1 pile is Sailing
    And it is Alice's turn 9 with one action used

  @id:card-ul-knots-shared-bob-reveals-and-draws
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:figures.sharing_bonus_figure=true
  Scenario: Knots shared: Bob reveals his blue Mathematics and draws a 1; Alice reveals her yellow Fresh Water and draws a 1; Alice's bonus is a figure
    # Knots features the lightbulb: Alice shows 2, Bob 2 with Tools (shares). Each has one score
    # card of a colour on his or her board, revealed without a question. Agriculture (a 1) is
    # Alice's highest top card, so her bonus is an age-1 figure.
    Given a 2-player game
    And Alice's blue pile is Knots
    And Alice's yellow pile is Agriculture
    And Alice has Fresh Water in the score pile
    And Bob's blue pile is Tools
    And Bob has Mathematics in the score pile
    And the age 0 pile is Fire
    And the age 1 pile is Sailing, Oars, Clothing
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Knots
    Then Bob's hand is Sailing
    And Bob's score pile is Mathematics
    And Alice's score pile is Fresh Water
    And Alice gets the sharing bonus
    And Alice's hand is Oars, Homer
    And the age 1 pile is Clothing
    And the age 1 figures pile is Imhotep
    And it is Alice's turn 9 with one action used

  # --- Fire: demand a card revealed (of a colour the launcher lacks, or above 0) or lose; meld a
  # --- card of a colour on your board or lose.

  @id:card-ul-fire-demand-reveal-then-meld @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true @assumes:dogma.demands_earn_bonus=false
  Scenario: Fire: Bob reveals a card Alice's board lacks the colour of; Alice melds her red card
    # Fire features the meat: Alice shows 2, Bob none. Stone Knives is red (Alice has red) and a
    # 0: Bob cannot reveal it. Archery is Alice's only card of a colour on her board.
    Given a 2-player game
    And Alice's red pile is Fire
    And Alice has Archery, Writing in hand
    And Bob has Fishing, Stone Knives, Tools in hand
    And the age 0 pile is Knots
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fire
    Then Alice shows 2 meat
    And Bob must choose 1 of Fishing, Tools
    When Bob chooses Fishing
    Then Bob revealed Fishing
    And Bob's hand is Fishing, Stone Knives, Tools
    And Alice's red pile is Archery, Fire
    And Alice's hand is Writing
    And it is Alice's turn 9 with one action used

  @id:card-ul-fire-demand-reveals-a-1-of-a-colour-alice-has @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true @assumes:dogma.demands_earn_bonus=false
  Scenario: Fire: Bob reveals a red 1 although Alice has red, since it is above 0; nobody loses
    # Fire features the meat: Alice shows 2, Bob none. Both of Bob's cards are red, a colour on
    # Alice's board: Stone Knives (a 0) cannot be revealed, Archery (a 1) can. Oars is Alice's
    # only card of a colour on her board.
    Given a 2-player game
    And Alice's red pile is Fire
    And Alice has Oars in hand
    And Bob has Archery, Stone Knives in hand
    And the age 0 pile is Knots
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fire
    Then Bob revealed Archery
    And Bob's hand is Archery, Stone Knives
    And Alice's red pile is Oars, Fire
    And Alice's hand is nothing
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:card-ul-fire-demand-nothing-to-reveal-loses @ultimate-echoes-figures
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true @assumes:victory.elimination=true
  Scenario: Fire: Bob has nothing he may reveal and loses; Carol reveals her only card; the game goes on
    # Fire features the meat: Alice shows 2, Bob and Carol none (both affected, Bob first).
    Given a 3-player game
    And Alice's red pile is Fire
    And Alice has Archery in hand
    And Bob's blue pile is Writing
    And Bob has Stone Knives in hand
    And Carol has Tools in hand
    And the age 0 pile is Knots
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fire
    Then Bob is eliminated
    And the junk pile holds Stone Knives, Writing
    And Carol revealed Tools
    And Carol's hand is Tools
    And Alice's red pile is Archery, Fire
    And Alice's hand is nothing
    And the game is not over
    And it is Alice's turn 9 with one action used

  @id:card-ul-fire-nothing-to-meld-loses @assumes:actions.per_turn>=2 @ultimate-echoes-figures
  @assumes:ages.age_zero_cards=true @assumes:victory.elimination=true
  Scenario: Fire: Alice has no card of a colour on her board to meld and loses; Bob wins
    # Fire features the meat: Alice shows 2, Bob none. Bob's Tools is a 1, so he reveals it.
    Given a 2-player game
    And Alice's red pile is Fire
    And Alice has Writing in hand
    And Bob has Tools in hand
    And the age 0 pile is Knots
    And it is Alice's turn 9 with 2 actions left
    When Alice performs the dogma of Fire
    Then the junk pile holds Fire, Writing
    And Bob's hand is Tools
    And Bob wins by elimination

  @id:card-ul-fire-shared-bob-melds-a-card-of-his-colour @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:figures.sharing_bonus_figure=true
  Scenario: Fire shared: Bob, not affected by the demand, melds Clothing onto his green pile; Alice melds Archery; Alice's bonus is a figure
    # Fire features the meat: Alice shows 2, Bob 2 with Hunting: not fewer, so the demand skips
    # him, and he shares effect 2. Each has one hand card of a colour on his or her board, melded
    # without a question. Archery (a 1) is then Alice's highest top card, so her bonus is an
    # age-1 figure.
    Given a 2-player game
    And Alice's red pile is Fire
    And Alice has Archery, Writing in hand
    And Bob's green pile is Hunting
    And Bob has Clothing, Tools in hand
    And the age 0 pile is Knots
    And the age 1 pile is Sailing
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fire
    Then Bob's green pile is Clothing, Hunting
    And Bob's hand is Tools
    And Alice's red pile is Archery, Fire
    And Alice gets the sharing bonus
    And Alice's hand is Writing, Homer
    And the age 1 figures pile is Imhotep
    And the age 1 pile is Sailing
    And it is Alice's turn 9 with one action used

  # --- Stone Knives: demand a 0 drawn, revealed and returned, and the top card of its colour
  # --- transferred onto the launcher's board; with Skinning on top, draw a 1.

  @id:card-ul-stone-knives-takes-the-colour-and-skinning-draws
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Stone Knives: Bob's 0 is green, so his green top card goes onto Alice's board; Skinning makes Alice draw a 1
    # Stone Knives features the castle: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's red pile is Stone Knives
    And Alice's yellow pile is Skinning
    And Bob's blue pile is Writing
    And Bob's green pile is Clothing
    And the age 0 pile is Fishing, Knots
    And the age 1 pile is Tools
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Stone Knives
    Then Bob revealed Fishing
    And the age 0 pile is Knots, Fishing
    And Alice's green pile is Clothing
    And Bob's green pile is nothing
    And Bob's blue pile is Writing
    And Bob's hand is nothing
    And Alice's hand is Tools
    And the age 1 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-stone-knives-no-pile-of-the-colour @ultimate-echoes-figures
  @assumes:echoes.empty_echoes_deck=base-card
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Stone Knives: Bob has no pile of the revealed colour; without Skinning Alice draws nothing
    # Stone Knives features the castle: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's red pile is Stone Knives
    And Bob's blue pile is Writing
    And the age 0 pile is Hunting, Knots
    And the age 1 pile is Tools
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Stone Knives
    Then Bob revealed Hunting
    And the age 0 pile is Knots, Hunting
    And Bob's blue pile is Writing
    And Bob's hand is nothing
    And Alice's red pile is Stone Knives
    And Alice's hand is nothing
    And the age 1 pile is Tools
    And it is Alice's turn 9 with one action used

  @id:card-ul-stone-knives-shared-bob-has-skinning-and-draws
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:figures.sharing_bonus_figure=true
  Scenario: Stone Knives shared: Bob, not affected by the demand, has Skinning on top and draws a 1; Alice has none and draws nothing; Alice's bonus is a figure
    # Stone Knives features the castle: Alice shows 2, Bob 2 with Archery: not fewer, so the
    # demand skips him, and he shares effect 2. Writing (a 1) is Alice's highest top card, so her
    # bonus is an age-1 figure.
    Given a 2-player game
    And Alice's red pile is Stone Knives
    And Alice's blue pile is Writing
    And Bob's red pile is Archery
    And Bob's yellow pile is Skinning
    And the age 0 pile is Knots
    And the age 1 pile is Sailing, Oars
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Stone Knives
    Then Bob's hand is Sailing
    And Bob's red pile is Archery
    And Bob's yellow pile is Skinning
    And Alice's red pile is Stone Knives
    And the age 0 pile is Knots
    And Alice gets the sharing bonus
    And Alice's hand is Homer
    And the age 1 pile is Oars
    And the age 1 figures pile is Imhotep
    And it is Alice's turn 9 with one action used

  @id:card-ul-stone-knives-archimedes-raises-bobs-0-to-a-1
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Stone Knives against Bob with Archimedes on top: his "draw and reveal a 0" draws a 1, Sailing, and his green Clothing goes to Alice
    # Stone Knives features the castle: Alice shows 2, Bob none. Archimedes raises every value
    # written in an effect Bob executes by 1, the demanded one included: the 0 deck is not touched.
    Given a 2-player game
    And Alice's red pile is Stone Knives
    And Bob's blue pile is Archimedes
    And Bob's green pile is Clothing
    And the age 0 pile is Fishing, Knots
    And the age 1 pile is Sailing, Tools
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Stone Knives
    Then Bob revealed Sailing
    And the age 1 pile is Tools, Sailing
    And the age 0 pile is Fishing, Knots
    And Alice's green pile is Clothing
    And Bob's green pile is nothing
    And Bob's blue pile is Archimedes
    And Bob's hand is nothing
    And it is Alice's turn 9 with one action used

  # --- Trapping: demand every hand card of a colour in the launcher's score pile.

  @id:card-ul-trapping-takes-the-score-pile-colours @ultimate-echoes-figures
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Trapping: Bob gives Alice his blue and green cards (her score pile's colours) and keeps his red one
    # Trapping features the meat: Alice shows 2, Bob none. The demand makes Bob reveal his hand
    # and Alice's score pile alike.
    Given a 2-player game
    And Alice's red pile is Trapping
    And Alice has Writing, Sailing in the score pile
    And Bob has Tools, Archery, Clothing in hand
    And the age 0 pile is Knots
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Trapping
    Then Bob revealed Archery
    And Bob revealed Sailing
    And Alice's hand is Tools, Clothing
    And Bob's hand is Archery
    And Alice's score pile is Writing, Sailing
    And it is Alice's turn 9 with one action used

  @id:card-ul-trapping-empty-score-pile-takes-nothing @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true @assumes:dogma.demands_earn_bonus=false
  Scenario: Trapping: with Alice's score pile empty no colour matches and Bob keeps his hand
    # Trapping features the meat: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's red pile is Trapping
    And Bob has Tools, Archery in hand
    And the age 0 pile is Knots
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Trapping
    Then Bob revealed Tools
    And Bob's hand is Tools, Archery
    And Alice's hand is nothing
    And it is Alice's turn 9 with one action used

  # --- Fishing: draw and meld a 0; take every revealed hand card of its colour; Fresh Water drawn
  # --- or taken draws a 1; three cards of one colour in hand draw a 2.

  @id:card-ul-fishing-takes-the-colour-and-draws-a-2
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  @assumes:cards.readings.fishing_three_of_a_colour=at-least-three|exactly-three
  Scenario: Fishing: Hunting melded; Alice takes the green cards of Bob and Carol and, with three green cards in hand, draws a 2
    # Fishing features the meat: Alice shows 2, Bob and Carol none. Exactly three green cards:
    # both readings of "three cards of one colour" (cards.readings.fishing_three_of_a_colour) draw.
    Given a 3-player game
    And Alice's green pile is Fishing
    And Alice has The Wheel, Agriculture in hand
    And Bob has Clothing, Writing in hand
    And Carol has Sailing in hand
    And the age 0 pile is Hunting, Knots
    And the age 1 pile is Tools
    And the age 2 pile is Mathematics, Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fishing
    Then Alice's green pile is Hunting, Fishing
    And Alice's hand is The Wheel, Agriculture, Clothing, Sailing, Mathematics
    And Bob's hand is Writing
    And Carol's hand is nothing
    And the age 0 pile is Knots
    And the age 1 pile is Tools
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  @id:card-ul-fishing-four-of-a-colour-draw-a-2
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  @assumes:cards.readings.fishing_three_of_a_colour=at-least-three
  Scenario: Fishing: four green cards in hand hold three of one colour, so Alice draws a 2
    # Fishing features the meat: Alice shows 2, Bob none. Hunting (green) is melded; Alice takes
    # Bob's Sailing and Mapmaking and holds four green cards.
    Given a 2-player game
    And Alice's green pile is Fishing
    And Alice has The Wheel, Clothing in hand
    And Bob has Sailing, Mapmaking, Writing in hand
    And the age 0 pile is Hunting, Knots
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fishing
    Then Alice's green pile is Hunting, Fishing
    And Alice's hand is The Wheel, Clothing, Sailing, Mapmaking, Calendar
    And Bob's hand is Writing
    And the age 0 pile is Knots
    And the age 2 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-fishing-four-of-a-colour-read-as-exactly-three @needs:resolved_variant @ultimate-echoes-figures
  @assumes:echoes.empty_echoes_deck=base-card
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  @assumes:cards.readings.fishing_three_of_a_colour=exactly-three
  Scenario: Fishing read as exactly three of a colour: four green cards in hand draw no 2
    # The other reading of the text (the variant's dispute on
    # cards.readings.fishing_three_of_a_colour), played by a house variant: the position above
    # ends with four green cards and no colour with exactly three.
    Given a house variant of it sets cards.readings.fishing_three_of_a_colour to "exactly-three"
    And a 2-player game
    And Alice's green pile is Fishing
    And Alice has The Wheel, Clothing in hand
    And Bob has Sailing, Mapmaking, Writing in hand
    And the age 0 pile is Hunting, Knots
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fishing
    Then Alice's green pile is Hunting, Fishing
    And Alice's hand is The Wheel, Clothing, Sailing, Mapmaking
    And Bob's hand is Writing
    And the age 0 pile is Knots
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  @id:card-ul-fishing-two-of-a-colour-draw-no-2 @ultimate-echoes-figures
  @assumes:echoes.empty_echoes_deck=base-card
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  @assumes:cards.readings.fishing_three_of_a_colour=at-least-three
  Scenario: Fishing: Knots melded; Alice takes Bob's blue Tools, reveals her own hand too, and with only two blue cards draws no 2
    # Fishing features the meat: Alice shows 2, Bob none. The text says "reveal all hands":
    # Alice reveals every hand, her own last.
    Given a 2-player game
    And Alice's green pile is Fishing
    And Alice has Writing, Agriculture in hand
    And Bob has Tools, Sailing in hand
    And the age 0 pile is Knots, Hunting
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fishing
    Then Alice revealed Tools
    And Alice revealed Sailing
    And Alice revealed Writing
    And Alice revealed Agriculture
    And Alice's blue pile is Knots
    And Alice's hand is Writing, Agriculture, Tools
    And Bob's hand is Sailing
    And the age 0 pile is Hunting
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with one action used

  @id:card-ul-fishing-exactly-three-of-a-colour-read-as-exactly-three @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  @assumes:cards.readings.fishing_three_of_a_colour=exactly-three
  Scenario: Fishing read as exactly three of a colour: three green cards in hand draw a 2
    # Played by a house variant (the dispute on cards.readings.fishing_three_of_a_colour). Hunting
    # (green) is melded; Alice takes Bob's Sailing and holds exactly three green cards.
    Given a house variant of it sets cards.readings.fishing_three_of_a_colour to "exactly-three"
    And a 2-player game
    And Alice's green pile is Fishing
    And Alice has The Wheel, Clothing in hand
    And Bob has Sailing, Writing in hand
    And the age 0 pile is Hunting, Knots
    And the age 2 pile is Calendar
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fishing
    Then Alice's green pile is Hunting, Fishing
    And Alice's hand is The Wheel, Clothing, Sailing, Calendar
    And Bob's hand is Writing
    And the age 0 pile is Knots
    And the age 2 pile is nothing
    And it is Alice's turn 9 with one action used

  @id:card-ul-fishing-takes-fresh-water-and-draws-a-1 @ultimate-echoes-figures
  @assumes:echoes.empty_echoes_deck=base-card
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Fishing: Skinning melded; Alice takes Fresh Water from Bob and draws a 1
    # Fishing features the meat: Alice shows 2, Bob none. Two cards in hand: no 2.
    Given a 2-player game
    And Alice's green pile is Fishing
    And Bob has Fresh Water, Tools in hand
    And the age 0 pile is Skinning, Knots
    And the age 1 pile is Sailing, Oars
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fishing
    Then Alice's yellow pile is Skinning
    And Alice's green pile is Fishing
    And Alice's hand is Fresh Water, Sailing
    And Bob's hand is Tools
    And the age 0 pile is Knots
    And the age 1 pile is Oars
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with one action used

  @id:card-ul-fishing-draws-fresh-water-and-draws-a-1 @ultimate-echoes-figures
  @assumes:echoes.empty_echoes_deck=base-card
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Fishing: the 0 drawn and melded is Fresh Water, so Alice draws a 1 after taking Bob's yellow card
    # Fishing features the meat: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's green pile is Fishing
    And Bob has Agriculture, Archery in hand
    And the age 0 pile is Fresh Water, Knots
    And the age 1 pile is Sailing, Oars
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fishing
    Then Alice's yellow pile is Fresh Water
    And Alice's hand is Agriculture, Sailing
    And Bob's hand is Archery
    And the age 0 pile is Knots
    And the age 1 pile is Oars
    And it is Alice's turn 9 with one action used

  @id:card-ul-fishing-shared-each-takes-the-others-colour @ultimate-echoes-figures
  @assumes:echoes.empty_echoes_deck=base-card
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:figures.sharing_bonus_figure=true
  Scenario: Fishing shared: Bob melds Knots and takes Alice's blue Writing; Alice melds Skinning and takes Bob's yellow Agriculture; Alice's bonus is a figure
    # Fishing features the meat: Alice shows 2, Bob 2 with Hunting (shares). Neither draws or
    # takes Fresh Water, and neither ends with three cards of one colour in hand. Archery (a 1) is
    # Alice's highest top card, so her bonus is an age-1 figure.
    Given a 2-player game
    And Alice's green pile is Fishing
    And Alice's red pile is Archery
    And Alice has Writing in hand
    And Bob's green pile is Hunting
    And Bob has Agriculture in hand
    And the age 0 pile is Knots, Skinning, Curing
    And the age 1 pile is Sailing
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fishing
    Then Bob's blue pile is Knots
    And Bob's green pile is Hunting
    And Bob's hand is Writing
    And Alice's yellow pile is Skinning
    And Alice's green pile is Fishing
    And Alice's red pile is Archery
    And Alice gets the sharing bonus
    And Alice's hand is Agriculture, Homer
    And the age 0 pile is Curing
    And the age 1 pile is Sailing
    And the age 1 figures pile is Imhotep
    And it is Alice's turn 9 with one action used

  # --- Foraging: draw a 0; if it has no meat, may reveal and score it and draw a 0.

  @id:card-ul-foraging-scores-a-card-without-meat @ultimate-echoes-figures
  @assumes:echoes.empty_echoes_deck=base-card
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Foraging: Knots has no meat; Alice scores it and draws another 0
    # Foraging features the leaf: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's green pile is Foraging
    And the age 0 pile is Knots, Tracking, Fire
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Foraging
    Then Alice may accept or decline
    When Alice accepts
    Then Alice revealed Knots
    And Alice's score pile is Knots
    And Alice's hand is Tracking
    And the age 0 pile is Fire
    And it is Alice's turn 9 with one action used

  @id:card-ul-foraging-declined-keeps-the-card @ultimate-echoes-figures
  @assumes:echoes.empty_echoes_deck=base-card
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Foraging: Alice declines, and keeps the 0 she drew
    # Foraging features the leaf: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's green pile is Foraging
    And the age 0 pile is Knots, Tracking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Foraging
    Then Alice may accept or decline
    When Alice declines
    Then Alice's hand is Knots
    And Alice's score pile is nothing
    And the age 0 pile is Tracking
    And it is Alice's turn 9 with one action used

  @id:card-ul-foraging-card-with-meat-asks-nothing @ultimate-echoes-figures
  @assumes:echoes.empty_echoes_deck=base-card
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Foraging: the 0 drawn has a meat, so nothing more happens
    # Foraging features the leaf: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's green pile is Foraging
    And the age 0 pile is Fire, Tracking
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Foraging
    Then Alice's hand is Fire
    And Alice's score pile is nothing
    And the age 0 pile is Tracking
    And it is Alice's turn 9 with one action used

  @id:card-ul-foraging-shared-bob-scores-knots @ultimate-echoes-figures
  @assumes:echoes.empty_echoes_deck=base-card
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:figures.sharing_bonus_figure=true
  Scenario: Foraging shared: Bob draws Knots, scores it and draws another 0; Alice draws Fire, which has a meat; Alice's bonus is a figure
    # Foraging features the leaf: Alice shows 2, Bob 3 with Agriculture (shares). Bob draws
    # first. Writing (a 1) is Alice's highest top card, so her bonus is an age-1 figure.
    Given a 2-player game
    And Alice's green pile is Foraging
    And Alice's blue pile is Writing
    And Bob's yellow pile is Agriculture
    And the age 0 pile is Knots, Speak with Bird, Fire, Curing
    And the age 1 pile is Sailing
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Foraging
    Then Bob may accept or decline
    When Bob accepts
    Then Bob revealed Knots
    And Bob's score pile is Knots
    And Bob's hand is Speak with Bird
    And Alice's score pile is nothing
    And Alice gets the sharing bonus
    And Alice's hand is Fire, Homer
    And the age 0 pile is Curing
    And the age 1 pile is Sailing
    And the age 1 figures pile is Imhotep
    And it is Alice's turn 9 with one action used

  @id:card-ul-foraging-archimedes-draws-1s
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Foraging with Archimedes on top: both of Alice's "draw a 0" draw a 1
    # Foraging features the leaf: Alice shows 2, Bob none. Archimedes raises each written value of
    # the effect by 1: Alice draws Tools (no meat), scores it, and draws Oars; the 0 deck stays.
    Given a 2-player game
    And Alice's blue pile is Archimedes
    And Alice's green pile is Foraging
    And the age 0 pile is Knots, Tracking
    And the age 1 pile is Tools, Oars, Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Foraging
    And Alice scores Tools
    Then Alice revealed Tools
    And Alice's score pile is Tools
    And Alice's hand is Oars
    And the age 1 pile is Sailing
    And the age 0 pile is Knots, Tracking
    And it is Alice's turn 9 with one action used

  # --- Hunting: demand two 0s drawn and revealed; the launcher takes one onto her board.

  @id:card-ul-hunting-launcher-takes-one-of-two @ultimate-echoes-figures
  @assumes:echoes.empty_echoes_deck=base-card
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Hunting: Bob draws two 0s, Alice takes Knots onto her board; Carol shows as many meat and is not affected
    # Hunting features the meat: Alice shows 2, Bob none, Carol 2 with Trapping (not fewer).
    Given a 3-player game
    And Alice's green pile is Hunting
    And Bob's blue pile is Writing
    And Carol's red pile is Trapping
    And the age 0 pile is Fire, Knots, Curing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Hunting
    Then Carol shows 2 meat
    And Alice must transfer 1 of Fire, Knots
    When Alice transfers Knots
    Then Alice's blue pile is Knots
    And Alice's green pile is Hunting
    And Bob's hand is Fire
    And Bob's blue pile is Writing
    And Carol's hand is nothing
    And the age 0 pile is Curing
    And it is Alice's turn 9 with one action used

  @id:card-ul-hunting-archimedes-raises-both-of-bobs-0s
  @assumes:dogma.demands_earn_bonus=false
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Hunting against Bob with Archimedes on top: his two 0s are two 1s, and Alice takes Oars onto her board
    # Hunting features the meat: Alice shows 2, Bob none. Archimedes raises each value written in
    # the effect Bob executes: both draws take a 1; the 0 deck stays.
    Given a 2-player game
    And Alice's green pile is Hunting
    And Bob's blue pile is Archimedes
    And the age 0 pile is Knots, Fire
    And the age 1 pile is Tools, Oars, Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Hunting
    Then Bob revealed Tools
    And Bob revealed Oars
    When Alice transfers Oars
    Then Alice's red pile is Oars
    And Bob's hand is Tools
    And the age 1 pile is Sailing
    And the age 0 pile is Knots, Fire
    And it is Alice's turn 9 with one action used

  # --- Fresh Water: splay left an unsplayed colour, or lose.

  @id:card-ul-fresh-water-splays-an-unsplayed-colour-left @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Fresh Water: Alice splays her blue cards left (red is already splayed)
    # Fresh Water features the leaf: Alice shows 2 (Agriculture is covered, unsplayed), Bob none.
    Given a 2-player game
    And Alice's yellow pile is Fresh Water, Agriculture
    And Alice's blue pile is Tools, Writing
    And Alice's red pile is Archery, Oars splayed right
    And the age 0 pile is Knots
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fresh Water
    Then Alice must splay 1 of blue, yellow
    When Alice splays blue
    Then Alice's blue pile is Tools, Writing splayed left
    And Alice's yellow pile is Fresh Water, Agriculture
    And Alice's red pile is Archery, Oars splayed right
    And it is Alice's turn 9 with one action used

  @id:card-ul-fresh-water-nothing-to-splay-loses @assumes:actions.per_turn>=2 @ultimate-echoes-figures
  @assumes:ages.age_zero_cards=true @assumes:victory.elimination=true @assumes:splay.unsplay_small_piles=true
  Scenario: Fresh Water: every pile of two cards is splayed already and one card cannot be splayed; Alice loses
    # Fresh Water features the leaf: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's yellow pile is Fresh Water
    And Alice's red pile is Archery, Oars splayed left
    And the age 0 pile is Knots
    And it is Alice's turn 9 with 2 actions left
    When Alice performs the dogma of Fresh Water
    Then the junk pile holds Fresh Water, Archery, Oars
    And Bob wins by elimination

  @id:card-ul-fresh-water-shared-bob-splays-left @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:figures.sharing_bonus_figure=true
  Scenario: Fresh Water shared: Bob splays his blue cards left; Alice splays her red cards left; Alice's bonus is a figure
    # Fresh Water features the leaf: Alice shows 2 (Agriculture is covered, unsplayed), Bob 3 with
    # Pottery (shares). Blue is Bob's only pile he can splay. Archery (a 1) is Alice's highest top
    # card, so her bonus is an age-1 figure.
    Given a 2-player game
    And Alice's yellow pile is Fresh Water, Agriculture
    And Alice's red pile is Archery, Oars
    And Bob's blue pile is Pottery, Writing
    And the age 0 pile is Knots
    And the age 1 pile is Sailing
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Fresh Water
    Then Alice must splay 1 of red, yellow
    When Alice splays red
    Then Bob's blue pile is Pottery, Writing splayed left
    And Alice's red pile is Archery, Oars splayed left
    And Alice's yellow pile is Fresh Water, Agriculture
    And Alice gets the sharing bonus
    And Alice's hand is Homer
    And the age 1 pile is Sailing
    And the age 1 figures pile is Imhotep
    And it is Alice's turn 9 with one action used

  # --- Shelter: demand a hand card scored; then a smaller score pile (in cards) loses.

  @id:card-ul-shelter-scores-and-keeps-up @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Shelter: Bob scores Oars and has as many score cards as Alice, so he stays in
    # Shelter features the castle: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's yellow pile is Shelter
    And Alice has Tools, Writing in the score pile
    And Bob has Archery, Oars in hand
    And Bob has Sailing in the score pile
    And the age 0 pile is Knots
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Shelter
    Then Bob must score 1 of Archery, Oars
    When Bob scores Oars
    Then Bob's score pile is Sailing, Oars
    And Bob's hand is Archery
    And Alice's score pile is Tools, Writing
    And it is Alice's turn 9 with one action used

  @id:card-ul-shelter-fewer-score-cards-lose @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true @assumes:victory.elimination=true
  Scenario: Shelter: Bob scores one card against Alice's two and loses; Carol shows more castles and is not affected
    # Shelter features the castle: Alice shows 2, Bob none, Carol 3 with Masonry.
    Given a 3-player game
    And Alice's yellow pile is Shelter
    And Alice has Tools, Writing in the score pile
    And Bob has Archery, Oars in hand
    And Carol's yellow pile is Masonry
    And the age 0 pile is Knots
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Shelter
    Then Bob must score 1 of Archery, Oars
    When Bob chooses Oars
    Then Bob is eliminated
    And the junk pile holds Archery, Oars
    And Alice's score pile is Tools, Writing
    And Carol's yellow pile is Masonry
    And the game is not over
    And it is Alice's turn 9 with one action used

  # --- Skinning: score a top card with a meat; meld one hand card per meat on it.

  @id:card-ul-skinning-scores-fire-and-melds-two @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Skinning: Alice scores Fire (two meat) and melds two cards, ordering the two that share a pile
    # Skinning features the meat: Alice shows 4, Bob none.
    Given a 2-player game
    And Alice's yellow pile is Skinning
    And Alice's red pile is Fire
    And Alice has Archery, Oars, Writing in hand
    And the age 0 pile is Knots
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Skinning
    Then Alice must score 1 of Fire, Skinning
    When Alice scores Fire
    Then Alice must meld 2 of Archery, Oars, Writing
    When Alice melds Oars then Archery
    Then Alice's red pile is Archery, Oars
    And Alice's score pile is Fire
    And Alice's yellow pile is Skinning
    And Alice's hand is Writing
    And it is Alice's turn 9 with one action used

  @id:card-ul-skinning-shared-scores-itself-and-melds-what-there-is @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:figures.sharing_bonus_figure=true
  Scenario: Skinning shared: Bob scores Hunting and melds two cards; Alice scores Skinning itself and melds her one card; Alice's bonus is a figure
    # Skinning features the meat: Alice shows 2, Bob 2 with Hunting (shares). Each scores his or
    # her only top card with a meat (two meat each). Alice then has Tools (a 1) on top, so her
    # sharing bonus is an age-1 figure.
    Given a 2-player game
    And Alice's yellow pile is Skinning
    And Alice has Tools in hand
    And Bob's green pile is Hunting
    And Bob has Archery, Writing in hand
    And the age 0 pile is Knots
    And the age 1 pile is Sailing
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Skinning
    Then Bob's score pile is Hunting
    And Bob's red pile is Archery
    And Bob's blue pile is Writing
    And Bob's green pile is nothing
    And Bob's hand is nothing
    And Alice's score pile is Skinning
    And Alice's yellow pile is nothing
    And Alice's blue pile is Tools
    And Alice gets the sharing bonus
    And Alice's hand is Homer
    And the age 1 figures pile is Imhotep
    And the age 1 pile is Sailing
    And it is Alice's turn 9 with one action used

  # --- Speak with Bird: five top cards, all of value 0, win.

  @id:card-ul-speak-with-bird-wins-with-five-zeros @assumes:actions.per_turn>=2 @ultimate-echoes-figures
  @assumes:ages.age_zero_cards=true
  Scenario: Speak with Bird: Alice has a top card of each colour, all 0s, and wins
    # Speak with Bird features the leaf: Alice shows 5, Bob none.
    Given a 2-player game
    And Alice's blue pile is Knots
    And Alice's red pile is Fire
    And Alice's green pile is Fishing
    And Alice's yellow pile is Fresh Water
    And Alice's purple pile is Speak with Bird
    And the age 0 pile is Curing
    And it is Alice's turn 9 with 2 actions left
    When Alice performs the dogma of Speak with Bird
    Then Alice wins by dogma

  @id:card-ul-speak-with-bird-a-top-card-above-zero @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Speak with Bird: one of Alice's five top cards is a 1, so nothing happens
    # Speak with Bird features the leaf: Alice shows 6 (Sailing has one), Bob none.
    Given a 2-player game
    And Alice's blue pile is Knots
    And Alice's red pile is Fire
    And Alice's green pile is Sailing
    And Alice's yellow pile is Fresh Water
    And Alice's purple pile is Speak with Bird
    And the age 0 pile is Curing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Speak with Bird
    Then the game is not over
    And it is Alice's turn 9 with one action used

  @id:card-ul-speak-with-bird-shared-bob-wins-first @assumes:actions.per_turn>=2 @ultimate-echoes-figures
  @assumes:ages.age_zero_cards=true
  Scenario: Speak with Bird shared: Bob, who goes before the launcher, has five 0s on top and wins, though Alice has five too
    # Speak with Bird features the leaf: Alice shows 4 (Knots, Skinning, Speak with Bird), Bob 6
    # (First Aid, Foraging, Fresh Water): he shares, and executes first. The effect's only
    # outcome is a win, so no sharing bonus can follow it.
    Given a 2-player game
    And Alice's blue pile is Knots
    And Alice's red pile is Stone Knives
    And Alice's green pile is Fishing
    And Alice's yellow pile is Skinning
    And Alice's purple pile is Speak with Bird
    And Bob's blue pile is First Aid
    And Bob's red pile is Fire
    And Bob's green pile is Foraging
    And Bob's yellow pile is Fresh Water
    And Bob's purple pile is Tracking
    And the age 0 pile is Curing
    And it is Alice's turn 9 with 2 actions left
    When Alice performs the dogma of Speak with Bird
    Then Bob wins by dogma

  # --- Tanning: score two hand cards; give a score card to another board and meld that pile's
  # --- bottom card.

  @id:card-ul-tanning-scores-two-and-trades-for-a-bottom-card @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Tanning: Alice scores two cards, puts Mathematics on Bob's blue pile and melds its bottom card
    # Tanning features the crown: Alice shows 2, Bob 1 with Writing (no sharing).
    Given a 2-player game
    And Alice's purple pile is Tanning
    And Alice has Tools, Archery, Sailing in hand
    And Alice has Mathematics in the score pile
    And Bob's blue pile is Writing, Pottery
    And the age 0 pile is Knots
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Tanning
    Then Alice must score 2 of Tools, Archery, Sailing
    When Alice scores Tools, Archery
    Then Alice must transfer 1 of Mathematics, Tools, Archery
    When Alice transfers Mathematics
    Then Bob's blue pile is Mathematics, Writing
    And Alice's blue pile is Pottery
    And Alice's purple pile is Tanning
    And Alice's score pile is Tools, Archery
    And Alice's hand is Sailing
    And it is Alice's turn 9 with one action used

  @id:card-ul-tanning-onto-an-empty-colour-melds-the-card-back @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Tanning: with no hand nothing is scored; Mathematics goes to Carol, who has no blue pile, so it is the bottom card and Alice melds it
    # Tanning features the crown: Alice shows 2, Bob 1 with Writing, Carol none.
    Given a 3-player game
    And Alice's purple pile is Tanning
    And Alice has Mathematics in the score pile
    And Bob's blue pile is Writing
    And Carol's red pile is Archery
    And the age 0 pile is Knots
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Tanning
    Then Alice must choose 1 of Bob, Carol
    When Alice chooses Carol
    Then Alice's blue pile is Mathematics
    And Alice's score pile is nothing
    And Carol's blue pile is nothing
    And Carol's red pile is Archery
    And Bob's blue pile is Writing
    And it is Alice's turn 9 with one action used

  @id:card-ul-tanning-shared-both-score-and-trade-bottom-cards @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:figures.sharing_bonus_figure=true
  Scenario: Tanning shared: each scores two cards; Bob puts Construction on Alice's red pile and melds its bottom Metalworking; Alice puts Writing on Bob's blue pile and melds its bottom Mathematics; Alice's bonus is a figure
    # Tanning features the crown: Alice shows 2, Bob 2 with Sailing (shares). Effect 1 runs for
    # Bob, then Alice, each with exactly two hand cards; then effect 2 for Bob, then Alice, Alice
    # and Bob being the only other player of each other. Construction and Mathematics (2s) are
    # then Alice's highest top cards, so her bonus is an age-2 figure.
    Given a 2-player game
    And Alice's purple pile is Tanning
    And Alice's red pile is Archery, Metalworking
    And Alice has Oars, Writing in hand
    And Bob's green pile is Sailing
    And Bob's blue pile is Pottery, Mathematics
    And Bob has Construction, Tools in hand
    And the age 0 pile is Knots
    And the age 2 pile is Fermenting
    And the age 2 figures pile is Plato, Sun Tzu
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Tanning
    Then Bob must transfer 1 of Construction, Tools
    When Bob transfers Construction
    Then Alice must transfer 1 of Oars, Writing
    When Alice transfers Writing
    Then Alice's red pile is Construction, Archery
    And Bob's red pile is Metalworking
    And Bob's blue pile is Writing, Pottery
    And Alice's blue pile is Mathematics
    And Bob's score pile is Tools
    And Alice's score pile is Oars
    And Bob's hand is nothing
    And Bob's green pile is Sailing
    And Alice's purple pile is Tanning
    And Alice gets the sharing bonus
    And Alice's hand is Plato
    And the age 2 pile is Fermenting
    And the age 2 figures pile is Sun Tzu
    And it is Alice's turn 9 with one action used

  # --- Tracking: draw two 0s, return one.

  @id:card-ul-tracking-draws-two-and-returns-one @ultimate-echoes-figures
  @assumes:echoes.empty_echoes_deck=base-card
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true
  Scenario: Tracking: Alice draws Knots and Fire and returns Fire under the age 0 pile
    # Tracking features the crown: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's purple pile is Tracking
    And the age 0 pile is Knots, Fire, Curing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Tracking
    Then Alice must return 1 of Knots, Fire
    When Alice returns Fire
    Then Alice's hand is Knots
    And the age 0 pile is Curing, Fire
    And it is Alice's turn 9 with one action used

  @id:card-ul-tracking-empty-age-zero-pile-draws-a-1
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true @assumes:actions.skip_empty_piles=true
  Scenario: Tracking: the age 0 pile runs out after one card, so the second draw is a 1
    # Tracking features the crown: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's purple pile is Tracking
    And the age 0 pile is Knots
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Tracking
    Then Alice must return 1 of Knots, Tools
    When Alice returns Tools
    Then Alice's hand is Knots
    And the age 0 pile is nothing
    And the age 1 pile is Oars, Tools
    And it is Alice's turn 9 with one action used

  @id:card-ul-tracking-shared-bob-draws-first @ultimate-echoes-figures
  @assumes:echoes.empty_echoes_deck=base-card
  @assumes:actions.per_turn>=2 @assumes:ages.age_zero_cards=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:figures.sharing_bonus_figure=true
  Scenario: Tracking shared: Bob draws Knots and Fire and returns Fire; Alice then draws Curing and Fishing and returns Curing; Alice's bonus is a figure
    # Tracking features the crown: Alice shows 2, Bob 2 with Sailing (shares). Bob draws and
    # returns first. Archery (a 1) is Alice's highest top card, so her bonus is an age-1 figure.
    Given a 2-player game
    And Alice's purple pile is Tracking
    And Alice's red pile is Archery
    And Bob's green pile is Sailing
    And the age 0 pile is Knots, Fire, Curing, Fishing, Hunting
    And the age 1 pile is Oars
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Tracking
    Then Bob must return 1 of Knots, Fire
    When Bob returns Fire
    Then Alice must return 1 of Curing, Fishing
    When Alice returns Curing
    Then Bob's hand is Knots
    And Alice gets the sharing bonus
    And Alice's hand is Fishing, Homer
    And the age 0 pile is Hunting, Fire, Curing
    And the age 1 pile is Oars
    And the age 1 figures pile is Imhotep
    And it is Alice's turn 9 with one action used
