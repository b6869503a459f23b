# Transcribes lost-legacy.es.txt, sections Las cartas ("Efecto: esto sucede cuando juegas la
# carta") and Un turno (the effect happens as far as possible), for the basic set's Shadow Thief
# and Old Map; their effects follow the card data, engine/data/cards/lost-legacy.json.
@lost-legacy-starship
Feature: Shadow Thief and Old Map

  @id:ll-shadow-thief-choices
  @rule:ll-cards-effect
  Scenario: Shadow Thief looks at another player's hand or at a Ruins card
    Given a 3-player game
    And Alice has Shadow Thief, Assault in hand
    And Bob has Search in hand
    And Carol has Old Map in hand
    And the deck is Swordsman, General
    And the Ruins are Search, Old Map
    And it is Alice's turn to play
    When Alice plays Shadow Thief
    Then Alice may look at Bob's hand, Carol's hand, Ruins card 1, Ruins card 2

  @id:ll-shadow-thief-finds-lost-legacy-in-hand
  @rule:ll-cards-effect
  Scenario: Shadow Thief finding the Lost Legacy in a hand wins at once
    Given a 2-player game
    And Alice has Shadow Thief, Assault in hand
    And Bob has Lost Legacy: The Starship in hand
    And the deck is Swordsman, General
    And the Ruins are Search
    And it is Alice's turn to play
    When Alice plays Shadow Thief
    And Alice looks at Bob's hand
    Then Alice wins by card-effect

  @id:ll-shadow-thief-finds-lost-legacy-in-ruins
  @rule:ll-cards-effect
  Scenario: Shadow Thief finding the Lost Legacy in the Ruins wins at once
    Given a 2-player game
    And Alice has Shadow Thief, Assault in hand
    And Bob has Search in hand
    And the deck is Swordsman, General
    And the Ruins are Search, Lost Legacy: The Starship
    And it is Alice's turn to play
    When Alice plays Shadow Thief
    And Alice looks at Ruins card 2
    Then Alice wins by card-effect
    And only Alice knows Ruins card 2

  @id:ll-shadow-thief-finds-another-card
  @assumes:turn.draw=1 @assumes:turn.play=1
  @rule:ll-cards-effect @rule:ll-turn-end
  Scenario: Shadow Thief finding any other card does nothing but show it to its player
    Given a 2-player game
    And Alice has Shadow Thief, Assault in hand
    And Bob has Search in hand
    And the deck is Swordsman, General
    And the Ruins are Old Map
    And it is Alice's turn to play
    When Alice plays Shadow Thief
    And Alice looks at Bob's hand
    Then the game is not over
    And Alice's discards are Shadow Thief
    And it is Bob's turn to play
    And Bob holds Search, Swordsman

  @id:ll-old-map-keeps-ruins-order
  @assumes:turn.draw=1 @assumes:turn.play=1
  @rule:ll-cards-effect
  Scenario: Old Map puts the top card of the deck into the Ruins, and its player may leave them unshuffled
    Given a 2-player game
    And Alice has Old Map, Search in hand
    And Bob has Assault in hand
    And the deck is General, Swordsman, Sneak Attack
    And the Ruins are Girl of Fate
    And it is Alice's turn to play
    When Alice plays Old Map
    Then Alice may shuffle the Ruins or leave them in order
    When Alice leaves the Ruins in order
    Then the Ruins are Girl of Fate, General
    And only Alice knows Ruins card 2
    And it is Bob's turn to play
    And Bob holds Assault, Swordsman
    And the deck is Sneak Attack

  @id:ll-old-map-shuffles-ruins
  @assumes:turn.draw=1 @assumes:turn.play=1
  @rule:ll-cards-effect
  Scenario: After Old Map a shuffle of the Ruins leaves nobody knowing which card is where
    Given a 2-player game
    And Alice has Old Map, Search in hand
    And Bob has Assault in hand
    And the deck is General, Swordsman, Sneak Attack
    And the Ruins are Girl of Fate
    And it is Alice's turn to play
    When Alice plays Old Map
    And Alice shuffles the Ruins
    Then the Ruins hold Girl of Fate, General in any order
    And nobody knows every Ruins card
    And it is Bob's turn to play
    And the deck is Sneak Attack
