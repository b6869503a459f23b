# Transcribes lost-legacy.es.txt, section Consejo, Notas sobre Lost Legacy: The Starship: the
# card can never be played, yet other cards may move it between hands, the Ruins and the deck.
@lost-legacy-starship
Feature: Lost Legacy: The Starship

  @id:ll-starship-cannot-be-played
  @rule:ll-starship-unplayable
  Scenario: The Starship's Lost Legacy is never a legal play
    Given a 2-player game
    And Alice has Lost Legacy: The Starship, Search in hand
    And Bob has Old Map in hand
    And the deck is General, Assault
    And the Ruins are Girl of Fate
    And it is Alice's turn to play
    Then Alice may play Search
    When Alice plays Lost Legacy: The Starship
    Then the move is rejected as illegal_move
    And Alice holds Lost Legacy: The Starship, Search
    And Alice's discards are nothing
    And it is Alice's turn to play

  @id:ll-starship-swapped-into-ruins
  @assumes:exchanges.optional=true
  @rule:ll-starship-movable
  Scenario: Search may swap the Starship's Lost Legacy into the Ruins
    Given a 2-player game
    And Alice has Search, Lost Legacy: The Starship in hand
    And Bob has Old Map in hand
    And the deck is General, Assault
    And the Ruins are Girl of Fate
    And it is Alice's turn to play
    When Alice plays Search
    And Alice looks at Ruins card 1
    And Alice swaps the cards
    Then Alice holds Girl of Fate
    And the Ruins are Lost Legacy: The Starship
    And only Alice knows Ruins card 1

  @id:ll-starship-given-away-by-assault
  @assumes:exchanges.optional=true @assumes:turn.draw=1 @assumes:turn.play=1
  @rule:ll-starship-movable
  Scenario: Assault may hand the Starship's Lost Legacy to another player
    Given a 2-player game
    And Alice has Assault, Lost Legacy: The Starship in hand
    And Bob has Old Map in hand
    And the deck is General, Search
    And it is Alice's turn to play
    When Alice plays Assault
    And Alice targets Bob
    And Alice swaps the cards
    Then Alice holds Old Map
    And Bob holds Lost Legacy: The Starship, General
    And it is Bob's turn to play
    And Bob may play General

  @id:ll-starship-put-on-deck-by-general
  @assumes:exchanges.optional=true @assumes:turn.draw=1 @assumes:turn.play=1
  @rule:ll-starship-movable
  Scenario: General may put the Starship's Lost Legacy on top of the deck, for the next player to draw
    Given a 2-player game
    And Alice has General, Lost Legacy: The Starship in hand
    And Bob has Old Map in hand
    And the deck is Search, Assault
    And it is Alice's turn to play
    When Alice plays General
    And Alice swaps the cards
    Then Alice holds Search
    And it is Bob's turn to play
    And Bob holds Old Map, Lost Legacy: The Starship
    And the deck is Assault
