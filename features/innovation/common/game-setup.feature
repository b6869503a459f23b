# Transcribes the setup and the opening of a game:
# innovation-deluxe.pt.txt, Preparação 1, 2, 3, 5 and 6;
# innovation-iello.ko.txt, 준비 (setup);
# innovation-ultimate.es.txt, Preparación 1 to 5;
# innovation-bga-gamehelp.fr.txt, Début de la partie.
# A fresh game is dealt by the implementation, so these scenarios state the setup by its shape
# (piles, counts, ages) and answer the opening meld by a rule that does not depend on the deal.
Feature: Setting up a game

  @id:game-setup-base-supply @first-edition @iello @deluxe @bga-first @bga-third
  @assumes:setup.achievement_ages=[1,2,3,4,5,6,7,8,9] @assumes:setup.opening_draw=2
  @assumes:setup.opening_melds=1
  @rule:dx-setup-supply @rule:dx-setup-achievements @rule:dx-setup-specials @rule:dx-setup-opening-draw
  @rule:ie-setup-piles @rule:ie-setup-achievements @rule:ie-setup-domains @rule:ie-setup-opening
  @rule:bga-start-opening
  Scenario: Ten age piles, one achievement per age 1 to 9, the five specials and two age-1 cards each
    Given a 2-player game
    And the game is dealt as at setup
    When the game starts
    Then the supply piles are ages 1 to 10
    And the standard achievements are one card of each age 1 to 9
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And each player's hand is 2 cards of age 1
    And every board is empty
    And no score pile holds a card and nobody holds an achievement
    # 15 age-1 cards: one set aside as an achievement, four dealt; ten cards in each later age
    And the age 1 pile has 10 cards
    And the age 2 pile has 9 cards
    And the age 5 pile has 9 cards
    And the age 9 pile has 9 cards
    And the age 10 pile has 10 cards

  @id:game-setup-four-players @first-edition @iello @deluxe @bga-first @bga-third
  @assumes:setup.achievement_ages=[1,2,3,4,5,6,7,8,9] @assumes:setup.opening_draw=2
  @assumes:setup.opening_melds=1
  @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-setup-opening-draw @rule:ie-setup-opening @rule:bga-start-opening
  Scenario: With four players every player draws two age-1 cards
    Given a 4-player game
    And the game is dealt as at setup
    When the game starts
    Then each player's hand is 2 cards of age 1
    And the standard achievements are one card of each age 1 to 9
    And the special achievements are Monument, Empire, World, Wonder, Universe
    # 15 age-1 cards: one achievement, eight dealt
    And the age 1 pile has 6 cards
    And the age 10 pile has 10 cards

  @id:game-setup-opening-choice @first-edition @iello @deluxe @ultimate @bga-first @bga-third @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:setup.opening_draw=2 @assumes:setup.opening_melds=1
  @rule:dx-setup-opening-meld @rule:ie-setup-opening @rule:ul-setup-opening @rule:bga-start-opening
  Scenario: Each player chooses one of the two cards to meld; the melds are revealed together
    Given a 2-player game
    And the game is dealt as at setup
    When the game starts
    Then Alice must choose 1 of the cards in hand
    When Alice chooses the alphabetically last card in hand
    # Alice's choice is not melded before Bob has chosen
    Then every board is empty
    And Bob must choose 1 of the cards in hand
    When Bob chooses the alphabetically first card in hand
    Then each player has melded the chosen card and kept the other in hand

  @id:game-setup-first-player @first-edition @iello @deluxe @ultimate @bga-first @bga-third @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:setup.first_turn_one_action=1 @assumes:setup.opening_draw=2
  @assumes:setup.opening_melds=1
  @rule:dx-setup-first-player @rule:dx-setup-first-turn @rule:ie-first-player @rule:ie-first-turn
  @rule:ul-first-player @rule:bga-first-player @rule:bga-first-turn
  Scenario: The player who melded the alphabetically first title starts, with a single action
    Given a 2-player game
    And the game is dealt as at setup
    When every player chooses the alphabetically first card in hand
    Then each player has melded the chosen card and kept the other in hand
    And the player who melded the alphabetically first card has turn 1 with 1 action left
    When the player to act draws
    Then the player after the first player has turn 2 with 2 actions left

  @id:game-setup-first-player-last-cards @first-edition @iello @deluxe @ultimate @bga-first @bga-third @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:setup.first_turn_one_action=1 @assumes:setup.opening_draw=2 @assumes:setup.opening_melds=1
  @rule:dx-setup-first-player @rule:ie-first-player @rule:ul-first-player @rule:bga-first-player
  Scenario: The first player follows the melded titles, whichever card each player chose
    Given a 3-player game
    And the game is dealt as at setup
    When every player chooses the alphabetically last card in hand
    Then each player has melded the chosen card and kept the other in hand
    And the player who melded the alphabetically first card has turn 1 with 1 action left

  @id:game-setup-first-player-four @first-edition @iello @deluxe @ultimate @bga-first @bga-third @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:setup.first_turn_large_from=4 @assumes:setup.first_turn_one_action_large=2
  @assumes:setup.opening_draw=2 @assumes:setup.opening_melds=1
  @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-setup-first-turn @rule:ie-first-turn @rule:bga-first-turn
  Scenario: In a four-player game the first two players take a single action each
    Given a 4-player game
    And the game is dealt as at setup
    When every player chooses the alphabetically first card in hand
    Then the player who melded the alphabetically first card has turn 1 with 1 action left
    When the player to act draws
    Then the player after the first player has turn 2 with 1 action left

  @id:game-setup-five-players-refused @first-edition @iello @deluxe @bga-first @bga-third
  @assumes:players.max=4
  @rule:ie-setup-players
  Scenario: A game for five players cannot be set up: these editions seat two to four
    Given a 5-player game
    Then the setup is refused as bad_request

  @id:game-setup-one-player-refused @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-setup-players
  Scenario: A game for a single player cannot be set up
    Given a 1-player game
    Then the setup is refused as bad_request
