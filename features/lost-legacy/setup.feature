# Transcribes lost-legacy.es.txt, sections Componentes, Las cartas, Preparar and
# Preparando el campo de juego: the deck, the deal, the Ruins and hidden information.
@lost-legacy-starship
Feature: Setting up a round of Lost Legacy

  @id:ll-setup-dealt-round
  @assumes:setup.deal=1 @assumes:setup.ruins=1 @assumes:turn.draw=1
  @rule:ll-components-sets @rule:ll-setup-deck-choice @rule:ll-setup-shuffle @rule:ll-setup-deal
  @rule:ll-setup-ruins @rule:ll-setup-start-player @rule:ll-cards-rarity @rule:ll-cards-symbol
  Scenario: A dealt round of the basic set gives one card to each player and one to the Ruins
    Given a 3-player game
    And the round is dealt as at setup
    When the game starts
    Then the player to act holds 2 cards
    And every other player holds 1 card
    And the Ruins hold 1 card
    And the deck has 11 cards
    And the cards in the round are Girl of Fate, General, Shadow Thief, Swordsman, Lost Legacy: The Starship, Old Map x2, Search x3, Assault x3, Sneak Attack x3
    And the eliminated players are nobody

  @id:ll-setup-hidden-information
  @rule:ll-setup-hidden
  Scenario: After the deal each player knows their own card and nothing else
    Given a 4-player game
    And the round is dealt as at setup
    When the game starts
    Then every hand is known only to its holder
    And nobody knows every Ruins card
    And nobody knows every card of the deck

  @id:ll-setup-one-set-per-game
  @assumes:deck.sets=["starship"] @assumes:deck.cards=[]
  @rule:ll-components-one-set @rule:ll-cards-symbol
  Scenario: A round of the basic set has no card of the expansion set
    Given a 2-player game
    And Alice has Curse in hand
    And Bob has Search in hand
    When the game is set up
    Then the setup is refused as bad_request, mentioning Curse
