# Transcribes innovation-ultimate.es.txt: Preparación 5 (the junk reference card lies beside the
# special achievements), the paragraph on empty decks (a draw from an empty deck takes the next
# non-empty higher deck) and the opening summary (a standard achievement is claimed by the
# achieve action). What junking does is the fourth edition's keyword
# as the card data states it (engine/data/cards/base-ultimate.json, glossary "junk", "junk all
# cards in the N deck", "junk an available achievement of value X or Y"): junked cards leave play
# face down; a junked deck is empty, so its draws skip upward; a junked achievement can no longer
# be claimed, while achievements a player holds are never junked.
# Fourth-edition texts used (in our words): Canal Building swaps your highest hand and score cards
# or junks the 3 deck; Archery demands a 1 be drawn and the highest hand card given, then junks an
# available standard achievement of value 1 or 2; Feudalism demands a card with a castle from hand
# and, if one is given, junks every available special achievement.
@ultimate
Feature: Junking decks and achievements

  @id:ul-junk-deck-draw-skips @ultimate-figures
  @assumes:actions.per_turn=2 @assumes:actions.skip_empty_piles=true
  @rule:ul-draw-empty
  Scenario: Canal Building junks the 3 deck; a later draw of a 3 takes a 4
    # Canal Building features the crown: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's yellow pile is Canal Building
    And Alice's blue pile is Alchemy
    And Alice has Tools in hand
    And Alice has Sailing in the score pile
    And Bob's red pile is Archery
    And the age 3 pile is Optics, Compass
    And the age 4 pile is Invention, Navigation
    And it is Alice's turn 9 with 2 actions left
    When Alice performs the dogma of Canal Building
    Then Alice may choose up to 1 of exchange, junk
    When Alice junks Optics, Compass
    Then the age 3 pile is nothing
    And the junk pile holds Optics, Compass
    And Alice's hand is Tools
    And Alice's score pile is Sailing
    And it is Alice's turn 9 with 1 action left
    When Alice draws
    Then Alice's hand is Tools, Invention
    And the age 4 pile is Navigation
    And it is Bob's turn 10 with 2 actions left

  @id:ul-junk-available-achievement @ultimate-figures
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn>=2
  @rule:ul-achieve @rule:ul-demand
  Scenario: Archery junks the available age-2 achievement, which Alice's ten points and top card of age 2 can then no longer claim
    # Archery features the castle: Alice shows 3, Bob none. Bob draws Oars, his only card, and
    # gives it to Alice; then Alice picks the value of the achievement to junk.
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice's green pile is Mapmaking
    And Alice has Road Building, Philosophy, Fermenting, Calendar, Mathematics in the score pile
    And Bob's blue pile is Writing
    And the age 1 pile is Oars, Pottery
    And the standard achievements are Sailing, Currency, Optics
    And it is Alice's turn 9 with every action left
    Then Alice may achieve ages 1, 2
    When Alice performs the dogma of Archery
    Then Alice's hand is Oars
    And Bob's hand is nothing
    And Alice must choose 1 of 1, 2
    When Alice chooses 2
    Then the standard achievements are ages 1, 3
    And the junk pile holds Currency
    And Alice may achieve ages 1
    When Alice achieves age 2
    Then the move is rejected as illegal_move
    And Alice's achievements are nothing
    And it is Alice's turn 9 with one action used

  @id:ul-junk-special-achievements @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false @assumes:splay.unsplay_small_piles=true
  @rule:ul-special @rule:ul-demand-no-bonus
  Scenario: Feudalism's demand, once a card is given, junks every available special achievement; one already held stays
    # Feudalism features the castle: Alice shows 2, Bob none. Bob gives Metalworking, his card
    # with a castle. Alice's purple pile is a single card, so her splay does nothing and she
    # draws no 3.
    Given a 2-player game
    And Alice's purple pile is Feudalism
    And Alice has achievements World
    And Bob's blue pile is Writing
    And Bob has Metalworking, Sailing in hand
    And the special achievements are Monument, Empire, Wonder, Universe
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Feudalism
    Then Alice's hand is Metalworking
    And Bob's hand is Sailing
    And the special achievements are nothing
    And the junk pile holds Monument, Empire, Wonder, Universe
    And Alice's achievements are World
    And nobody gets the sharing bonus
    And it is Alice's turn 9 with one action used
