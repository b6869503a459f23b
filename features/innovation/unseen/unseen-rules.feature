# Transcribes the Unseen expansion's rules as the project's research note states them, with a
# source and confidence per rule (unseen.md, cited by the variants ultimate-unseen and
# ultimate-unseen-echoes): §3 secrets (no points, no icons), §5 the Achieve action on a secret,
# §6 the Unseen draw (every player's first draw of every turn, the value fixed first, an empty
# Unseen deck, what uses it up, Echoes against Unseen), §7 the five special achievements at the
# end of an action, §8 the raised target. Card facts: engine/data/cards/unseen-ultimate.json.
# No Unseen card is written yet: the actions are base cards' (and, beside Echoes, Dice's), and
# a drawn Unseen card needs no effects to be drawn. Piles are listed top card first; every deck a
# scenario draws from is listed. A secret is named by title: the steps read the referee's state.
Feature: The Unseen: the Unseen draw, secrets, the Achieve action on a secret and the special achievements

  # --- §6 the Unseen draw ---------------------------------------------------------------------

  @id:unseen-first-draw-of-a-turn @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: A player's first draw of a turn comes from the Unseen deck, the next from the base deck
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice's blue pile is Pottery
    And the Unseen age 1 pile is Tomb, Dance
    And the age 1 pile is Writing, Tools
    And it is Alice's turn 4 with every action left
    When Alice draws
    Then Alice's hand is Tomb
    And the Unseen age 1 pile is Dance
    And Alice's Unseen draw is used
    When Alice draws
    Then Alice's hand is Tomb, Writing
    And the Unseen age 1 pile is Dance

  @id:unseen-draw-is-back-every-turn @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Every player's Unseen draw comes back when a turn ends
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice's blue pile is Pottery
    And Bob's red pile is Oars
    And Bob's blue pile is Tools
    And the Unseen age 1 pile is Tomb, Dance
    And the age 1 pile is Writing, Sailing
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with 1 action left
    When Alice draws
    Then Alice's hand is Writing
    And Alice's Unseen draw is unused
    When Bob draws
    Then Bob's hand is Tomb

  @id:unseen-draw-of-a-sharing-player @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.draw_priority=unseen-first
  Scenario: A player sharing an effect on another's turn makes their own Unseen draw
    Given a 2-player game
    And Alice's blue pile is Writing
    And Alice's red pile is Oars
    And Bob's blue pile is Tools
    And the Unseen age 2 pile is Cipher, Exile
    And the age 1 pile is Sailing, Archery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Writing
    Then Bob's hand is Cipher
    And Alice gets the sharing bonus
    And Alice's hand is Exile, Sailing
    And Bob's Unseen draw is used

  @id:unseen-draw-of-a-demand-target @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2 @assumes:dogma.demands_earn_bonus=false
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.draw_priority=unseen-first
  Scenario: A player drawing for a demand on another's turn makes their own Unseen draw
    Given a 2-player game
    And Alice's red pile is Archery
    And Bob's blue pile is Writing
    And the Unseen age 1 pile is Tomb, Dance
    And the age 1 pile is Sailing
    And the standard achievements are nothing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Archery
    Then Alice's hand is Tomb
    And Bob's hand is nothing
    And Bob's Unseen draw is used
    And Alice's Unseen draw is unused

  @id:unseen-draw-empty-unseen-deck @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.empty_unseen_deck=base-card
  Scenario: With the Unseen deck of its value empty, the Unseen draw takes a base card and is used up
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice's blue pile is Pottery
    And the Unseen age 1 pile is nothing
    And the Unseen age 2 pile is Cipher
    And the age 1 pile is Writing, Tools
    And it is Alice's turn 4 with every action left
    When Alice draws
    Then Alice's hand is Writing
    And Alice's Unseen draw is used
    And the Unseen age 2 pile is Cipher

  @id:unseen-draw-value-fixed-first @ultimate-unseen @ultimate-unseen-echoes
  @assumes:actions.skip_empty_piles=true
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: The value of an Unseen draw is fixed first: an empty base deck is skipped even when its Unseen deck has cards
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice's blue pile is Pottery
    And the age 1 pile is nothing
    And the Unseen age 1 pile is Tomb
    And the Unseen age 2 pile is Cipher
    And it is Alice's turn 4 with every action left
    When Alice draws
    Then Alice's hand is Cipher
    And the Unseen age 1 pile is Tomb

  # --- §6 and §13, question 1: Echoes against Unseen in the draw of a turn (unseen.draw_priority)

  @id:unseen-draw-priority-unseen-first @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["echoes","unseen"] @assumes:unseen.draw_priority=unseen-first
  Scenario: Where the Echoes rule would apply too, the first draw of the turn is an Unseen draw (DH4)
    Given a 2-player game
    And Alice's red pile is Archery
    And the Unseen age 1 pile is Tomb
    And the Echoes age 1 pile is Comb, Bell
    And the age 1 pile is Writing
    And it is Alice's turn 4 with every action left
    When Alice draws
    Then Alice's hand is Tomb
    When Alice draws
    Then Alice's hand is Tomb, Comb

  @id:unseen-draw-priority-echoes-first @ultimate-unseen-echoes @needs:resolved_variant
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["echoes","unseen"] @assumes:unseen.draw_priority=echoes-first
  Scenario: In a house variant where Echoes wins, the first draw is an Echoes draw and uses up the Unseen draw (BGA4)
    Given a house variant of it sets unseen.draw_priority to "echoes-first"
    And a 2-player game
    And Alice's red pile is Archery
    And the Unseen age 1 pile is Tomb
    And the Echoes age 1 pile is Comb, Bell
    And the age 1 pile is Writing
    And it is Alice's turn 4 with every action left
    When Alice draws
    Then Alice's hand is Comb
    And Alice's Unseen draw is used
    When Alice draws
    Then Alice's hand is Comb, Bell
    And the Unseen age 1 pile is Tomb

  # --- §6 and §13, question 2: what uses up the Unseen draw (unseen.draw_used_by). Dice draws
  # and reveals a card from the Echoes age-1 deck, a draw naming its deck; Plumbing shows a bonus
  # 2, so Dice then draws a 2 naming no deck and melds it.

  @id:unseen-draw-named-draw-leaves-it @ultimate-unseen-echoes
  @assumes:actions.per_turn=2
  @assumes:cards.expansions=["echoes","unseen"] @assumes:unseen.draw_used_by=unnamed-draws
  @assumes:unseen.draw_priority=unseen-first
  Scenario: A draw naming its deck leaves the Unseen draw for the next draw naming none (DH4)
    Given a 2-player game
    And Alice's blue pile is Dice
    And the Echoes age 1 pile is Plumbing, Comb
    And the Unseen age 2 pile is Cipher, Exile
    And the Echoes age 2 pile is Scissors, Lever
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Dice
    Then Alice's hand is Plumbing
    And Alice's green pile is Cipher
    And Alice's Unseen draw is used

  @id:unseen-draw-any-card-uses-it @ultimate-unseen-echoes @needs:resolved_variant
  @assumes:cards.expansions=["echoes","unseen"] @assumes:unseen.draw_used_by=any-card-from-a-deck
  Scenario: In a house variant where any card taken from a deck uses it up, the named draw does (BGA4)
    Given a house variant of it sets unseen.draw_used_by to "any-card-from-a-deck"
    And a 2-player game
    And Alice's blue pile is Dice
    And the Echoes age 1 pile is Plumbing, Comb
    And the Unseen age 2 pile is Cipher, Exile
    And the Echoes age 2 pile is Scissors, Lever
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Dice
    Then Alice's hand is Plumbing
    And the Unseen age 2 pile is Cipher, Exile
    And the Echoes age 2 pile is Lever

  @id:unseen-draw-any-card-safeguarded-from-a-deck-uses-it @ultimate-unseen @needs:resolved_variant
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:cards.expansions=["unseen"] @assumes:unseen.draw_used_by=any-card-from-a-deck
  @assumes:cards.readings.cliffhanger_pick=chosen
  Scenario: In a house variant where any card taken from a deck uses it up, safeguarding a deck's top card does
    # Cliffhanger features the leaf: Alice shows 2, Bob 2 (Clothing): Bob shares and goes first.
    # Bob's safe holds no 4: the top card of the base 4 deck goes into his safe, no draw, yet a
    # card taken from a deck: his Unseen draw of the turn is used.
    Given a house variant of it sets unseen.draw_used_by to "any-card-from-a-deck"
    And a 2-player game
    And Alice's green pile is Cliffhanger
    And Alice's safe is Tomb, Blackmail, Confession
    And Bob's green pile is Clothing
    And the age 4 pile is Invention, Anatomy, Perspective
    And Alice has used her Unseen draw this turn
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Cliffhanger
    And Alice melds Confession
    Then Bob's safe is Invention
    And Bob's Unseen draw is used
    And the age 4 pile is Perspective

  # --- §3 secrets, §5 the Achieve action on a secret, §8 the target -----------------------------

  @id:unseen-secrets-add-nothing @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  Scenario: Secrets add no icons, no points and no achievements
    Given a 2-player game
    And Alice's safe is Freemasons, Tomb
    And Alice's red pile is Archery
    Then Alice shows 2 castle
    And Alice shows 0 crown
    And Alice's achievement count is 0
    And Alice's safe holds 2 secrets

  @id:unseen-achieve-a-secret @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.achieve_secrets=true
  @assumes:actions.achieve_score_per_age=5
  Scenario: The Achieve action takes one of the player's secrets under the usual test, with none of its value left
    Given a 2-player game
    And Alice's red pile is Construction
    And Alice has Mathematics, Philosophy, Calendar, Canal Building, Monotheism in the score pile
    And Alice's safe is Tomb, Cipher, Exile
    And the standard achievements are Feudalism
    And it is Alice's turn 4 with every action left
    When Alice achieves her secret Cipher
    Then Alice's achievements are Cipher
    And Alice's safe is Tomb, Exile
    And the standard achievements are ages 3

  @id:unseen-achieve-secrets-off-house @ultimate-unseen @needs:resolved_variant
  @assumes:cards.expansions=["unseen"] @assumes:unseen.achieve_secrets=false
  Scenario: In a house variant where the Achieve action never takes a secret, achieving one is refused
    Given a house variant of it sets unseen.achieve_secrets to false
    And a 2-player game
    And Alice's red pile is Construction
    And Alice has Mathematics, Philosophy, Calendar, Canal Building, Monotheism in the score pile
    And Alice's safe is Tomb
    And it is Alice's turn 4 with every action left
    When Alice achieves her secret Tomb
    Then the move is rejected as illegal_move
    And Alice's safe is Tomb

  @id:unseen-achieve-a-secret-not-eligible @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.achieve_secrets=true
  @assumes:actions.achieve_needs_top_card=true
  Scenario: A secret whose value is above the player's highest top card cannot be achieved
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice has Mathematics, Philosophy, Calendar, Canal Building, Monotheism in the score pile
    And Alice's safe is Exile
    And it is Alice's turn 4 with every action left
    When Alice achieves her secret Exile
    Then the move is rejected as illegal_move
    And Alice's safe is Exile

  @id:unseen-achieve-secret-repeat-cost @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"] @assumes:unseen.achieve_secrets=true
  @assumes:actions.repeat_achievement_cost=multiplied
  Scenario: An achieved secret counts as a standard achievement of its value: a second 2 costs twice as much
    Given a 2-player game
    And Alice's red pile is Construction
    And Alice has Mathematics, Philosophy, Calendar, Canal Building, Monotheism in the score pile
    And Alice has achievements Cipher
    And Alice's safe is Exile
    And it is Alice's turn 4 with every action left
    When Alice achieves her secret Exile
    Then the move is rejected as illegal_move

  @id:unseen-achieve-secret-wins @ultimate-unseen
  @assumes:victory.achievements.base=8 @assumes:victory.achievements.per_expansion=1
  @assumes:victory.achievements.per_player=-1
  @assumes:cards.expansions=["unseen"] @assumes:setup.expansions=1 @assumes:unseen.achieve_secrets=true
  Scenario: With the Unseen the target is one higher: an achieved secret brings a 2-player game's seventh achievement
    Given a 2-player game
    And Alice's red pile is Construction
    And Alice has Mathematics, Philosophy, Calendar, Canal Building, Monotheism in the score pile
    And Alice has achievements Feudalism, Experimentation, Coal, Canning, Evolution, Flight
    And Alice's safe is Tomb
    And it is Alice's turn 4 with every action left
    When Alice achieves her secret Tomb
    Then Alice wins by achievements

  @id:unseen-six-achievements-not-enough @ultimate-unseen
  @assumes:unseen.achieve_secrets=true @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_expansion=1 @assumes:victory.achievements.per_player=-1
  @assumes:cards.expansions=["unseen"] @assumes:setup.expansions=1
  Scenario: With the Unseen six achievements do not win a 2-player game
    Given a 2-player game
    And Alice's red pile is Construction
    And Alice has Mathematics, Philosophy, Calendar, Canal Building, Monotheism in the score pile
    And Alice has achievements Feudalism, Experimentation, Coal, Canning, Evolution
    And Alice's safe is Tomb
    And it is Alice's turn 4 with every action left
    When Alice achieves her secret Tomb
    Then the game is not over

  # --- §7 the five special achievements, at the end of an action: each scenario's Meld action
  # brings the condition about (nobody meets it before the first move)

  @id:unseen-confidence @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:special_achievements.conditions.Confidence.kind=secrets-at-least
  @assumes:special_achievements.conditions.Confidence.count=4
  @assumes:special_achievements.conditions.Confidence.min_top_value=5
  Scenario: Confidence: a top card of value 5 or more and four secrets, met at the end of an action
    Given a 2-player game
    And Alice's blue pile is Experimentation
    And Alice has Coal in hand
    And Alice's safe is Tomb, Dance, Myth, Maze
    And the special achievements are Confidence
    And it is Alice's turn 4 with every action left
    When Alice melds Coal
    Then Alice's achievements are Confidence

  @id:unseen-confidence-three-secrets @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:special_achievements.conditions.Confidence.kind=secrets-at-least
  @assumes:special_achievements.conditions.Confidence.count=4
  Scenario: Confidence is not met with three secrets
    Given a 2-player game
    And Alice's blue pile is Experimentation
    And Alice has Coal in hand
    And Alice's safe is Tomb, Dance, Myth
    And the special achievements are Confidence
    And it is Alice's turn 4 with every action left
    When Alice melds Coal
    Then Alice's achievements are nothing

  @id:unseen-zen @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:special_achievements.conditions.Zen.kind=no-odd-top-cards
  @assumes:special_achievements.conditions.Zen.min_top_value=6
  Scenario: Zen: a top card of value 6 or more and no top card of odd value
    # Machine Tools is exactly the 6 the condition asks.
    Given a 2-player game
    And Alice's red pile is Machine Tools
    And Alice's blue pile is Writing
    And Alice has Experimentation in hand
    And the special achievements are Zen
    And it is Alice's turn 4 with every action left
    When Alice melds Experimentation
    Then Alice's achievements are Zen

  @id:unseen-zen-odd-top-card @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:special_achievements.conditions.Zen.kind=no-odd-top-cards
  Scenario: Zen is not met with a top card of odd value
    Given a 2-player game
    And Alice's red pile is Flight
    And Alice's blue pile is Writing
    And Alice has Canning in hand
    And the special achievements are Zen
    And it is Alice's turn 4 with every action left
    When Alice melds Canning
    Then Alice's achievements are nothing

  @id:unseen-anonymity @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:special_achievements.conditions.Anonymity.kind=no-standard-achievements
  @assumes:special_achievements.conditions.Anonymity.min_top_value=7
  Scenario: Anonymity: a top card of value 7 or more and no standard achievement
    # Combustion is exactly the 7 the condition asks.
    Given a 2-player game
    And Alice's blue pile is Writing
    And Alice has Combustion in hand
    And the special achievements are Anonymity
    And it is Alice's turn 4 with every action left
    When Alice melds Combustion
    Then Alice's achievements are Anonymity

  @id:unseen-anonymity-achieved-secret @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:special_achievements.conditions.Anonymity.kind=no-standard-achievements
  Scenario: An achieved secret is a standard achievement: Anonymity is not met
    Given a 2-player game
    And Alice's blue pile is Writing
    And Alice has Flight in hand
    And Alice has achievements Tomb
    And the special achievements are Anonymity
    And it is Alice's turn 4 with every action left
    When Alice melds Flight
    Then Alice's achievements are Tomb

  @id:unseen-folklore @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:special_achievements.conditions.Folklore.kind=no-visible-icon
  @assumes:special_achievements.conditions.Folklore.icon=factory
  @assumes:special_achievements.conditions.Folklore.min_top_value=8
  Scenario: Folklore: a top card of value 8 or more and no visible factory
    Given a 2-player game
    And Alice's blue pile is Writing
    And Alice has Antibiotics in hand
    And the special achievements are Folklore
    And it is Alice's turn 4 with every action left
    When Alice melds Antibiotics
    Then Alice's achievements are Folklore

  @id:unseen-folklore-factory @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:special_achievements.conditions.Folklore.kind=no-visible-icon
  @assumes:special_achievements.conditions.Folklore.icon=factory
  Scenario: Folklore is not met with a visible factory
    Given a 2-player game
    And Alice's red pile is Industrialization
    And Alice has Antibiotics in hand
    And the special achievements are Folklore
    And it is Alice's turn 4 with every action left
    When Alice melds Antibiotics
    Then Alice's achievements are nothing

  @id:unseen-mystery @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:special_achievements.conditions.Mystery.kind=fewer-colors
  @assumes:special_achievements.conditions.Mystery.colors=5
  @assumes:special_achievements.conditions.Mystery.min_top_value=9
  Scenario: Mystery: a top card of value 9 or more and fewer than five colours
    # Four colours once Computers is melded: one fewer than five.
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice's yellow pile is Agriculture
    And Alice's purple pile is Mysticism
    And Alice has Computers in hand
    And the special achievements are Mystery
    And it is Alice's turn 4 with every action left
    When Alice melds Computers
    Then Alice's achievements are Mystery

  @id:unseen-mystery-low-top-card @ultimate-unseen @ultimate-unseen-echoes
  @assumes:cards.expansions=["unseen"]|["echoes","unseen"]
  @assumes:special_achievements.conditions.Mystery.kind=fewer-colors
  @assumes:special_achievements.conditions.Mystery.min_top_value=9
  Scenario: Mystery is not met with a highest top card below 9
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice has Rocketry in hand
    And the special achievements are Mystery
    And it is Alice's turn 4 with every action left
    When Alice melds Rocketry
    Then Alice's achievements are nothing
