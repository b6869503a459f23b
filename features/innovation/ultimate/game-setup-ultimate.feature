# Transcribes innovation-ultimate.es.txt, Preparación 1, 2, 4, 5 and 8, and the paragraph on
# age-0 cards: eleven age piles, the standard achievements (ages 1 to 10: the variant's dispute
# over the summary's "1 to 11"), the five base special achievements, no age-0 pile at setup, and
# the single opening card of a game of eight players or more (played on a house variant seating
# eight: the variant itself seats two to five).
@ultimate
Feature: Setting up a game of Innovation Ultimate

  @id:game-ul-setup-supply @ultimate-figures
  @assumes:setup.achievement_ages=[1,2,3,4,5,6,7,8,9,10] @assumes:setup.opening_draw=2
  @assumes:setup.opening_melds=1
  @rule:ul-setup-piles @rule:ul-setup-achievements @rule:ul-setup-specials @rule:ul-setup-opening
  @rule:ul-age-zero
  Scenario: Eleven age piles and no age-0 pile; one achievement per age 1 to 10; two age-1 cards each
    Given a 2-player game
    And the game is dealt as at setup
    When the game starts
    Then the supply piles are ages 1 to 11
    And the standard achievements are one card of each age 1 to 10
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And each player's hand is 2 cards of age 1
    And every board is empty
    And the age 1 pile has 10 cards
    And the age 10 pile has 9 cards
    And the age 11 pile has 10 cards

  @id:game-ul-setup-five-players @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:setup.opening_draw=2 @assumes:setup.opening_melds=1
  @rule:ul-setup-opening
  Scenario: With five players every player still draws two age-1 cards
    Given a 5-player game
    And the game is dealt as at setup
    When the game starts
    Then each player's hand is 2 cards of age 1
    # 15 age-1 cards: one achievement, ten dealt
    And the age 1 pile has 4 cards

  @id:game-ul-setup-eight-players @needs:resolved_variant @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:setup.large_game_from_players=8 @assumes:setup.large_game_opening_draw=1
  @rule:ul-setup-large
  Scenario: In a house variant seating eight, each player draws a single age-1 card, which is their first meld
    # 15 age-1 cards: one achievement, eight drawn and melded at once (no choice to make)
    Given a house variant of it seats up to 8 players
    And an 8-player game
    And the game is dealt as at setup
    When the game starts
    Then each player's hand is 0 cards of age 1
    And the age 1 pile has 6 cards
