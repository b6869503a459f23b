# Transcribes lost-legacy.es.txt, section Consejo, Notas sobre "Intercambio de cartas con la
# mano": an exchange a card allows is optional, and whether it happened may stay secret. The
# cards' effects (General, Search, Assault) follow the card data, engine/data/cards/lost-legacy.json.
@lost-legacy-starship
Feature: Optional, secret exchanges

  @id:ll-general-swap-with-top-card
  @assumes:exchanges.optional=true @assumes:exchanges.secret=true @assumes:turn.draw=1 @assumes:turn.play=1
  @rule:ll-exchange-optional @rule:ll-exchange-secret @rule:ll-cards-effect
  Scenario: General shows its player the top card of the deck, which they may take in exchange for their card
    Given a 2-player game
    And Alice has General, Search in hand
    And Bob has Assault in hand
    And the deck is Old Map, Swordsman, Sneak Attack
    And the Ruins are Girl of Fate
    And it is Alice's turn to play
    When Alice plays General
    Then only Alice knows the top card of the deck
    And Alice may swap the cards or keep them where they are
    When Alice swaps the cards
    Then only Alice knows whether the cards were swapped
    And Alice holds Old Map
    And Alice's discards are General
    And it is Bob's turn to play
    And Bob holds Assault, Search
    And the deck is Swordsman, Sneak Attack

  @id:ll-general-keep
  @assumes:exchanges.optional=true @assumes:exchanges.secret=true @assumes:turn.draw=1 @assumes:turn.play=1
  @rule:ll-exchange-optional @rule:ll-exchange-secret
  Scenario: General's player may leave the top card of the deck where it is
    Given a 2-player game
    And Alice has General, Search in hand
    And Bob has Assault in hand
    And the deck is Old Map, Swordsman, Sneak Attack
    And it is Alice's turn to play
    When Alice plays General
    And Alice keeps the cards where they are
    Then only Alice knows whether the cards were swapped
    And Alice holds Search
    And it is Bob's turn to play
    And Bob holds Assault, Old Map
    And the deck is Swordsman, Sneak Attack

  @id:ll-search-swap-with-ruins-card
  @assumes:exchanges.optional=true @assumes:exchanges.secret=true @assumes:turn.play=1
  @rule:ll-exchange-optional @rule:ll-exchange-secret @rule:ll-cards-effect
  Scenario: Search shows its player a Ruins card of their choice, which they may take in exchange for their card
    Given a 2-player game
    And Alice has Search, Old Map in hand
    And Bob has Assault in hand
    And the deck is General, Swordsman
    And the Ruins are Girl of Fate, Sneak Attack
    And it is Alice's turn to play
    When Alice plays Search
    Then Alice may look at Ruins card 1, Ruins card 2
    When Alice looks at Ruins card 2
    Then only Alice knows Ruins card 2
    And nobody knows Ruins card 1
    And Alice may swap the cards or keep them where they are
    When Alice swaps the cards
    Then only Alice knows whether the cards were swapped
    And Alice holds Sneak Attack
    And the Ruins are Girl of Fate, Old Map
    And only Alice knows Ruins card 2
    And it is Bob's turn to play

  @id:ll-search-keep
  @assumes:exchanges.optional=true @assumes:turn.play=1
  @rule:ll-exchange-optional
  Scenario: Search's player may leave the Ruins card where it is
    Given a 2-player game
    And Alice has Search, Old Map in hand
    And Bob has Assault in hand
    And the deck is General, Swordsman
    And the Ruins are Girl of Fate, Sneak Attack
    And it is Alice's turn to play
    When Alice plays Search
    And Alice looks at Ruins card 1
    And Alice keeps the cards where they are
    Then Alice holds Old Map
    And the Ruins are Girl of Fate, Sneak Attack
    And only Alice knows Ruins card 1
    And it is Bob's turn to play

  @id:ll-assault-swap-hands
  @assumes:exchanges.optional=true @assumes:exchanges.secret=true @assumes:turn.draw=1 @assumes:turn.play=1
  @rule:ll-exchange-optional @rule:ll-exchange-secret @rule:ll-cards-effect
  Scenario: Assault looks at another player's hand and may exchange it with its player's card
    Given a 3-player game
    And Alice has Assault, Search in hand
    And Bob has Old Map in hand
    And Carol has General in hand
    And the deck is Swordsman, Girl of Fate
    And it is Alice's turn to play
    When Alice plays Assault
    Then Alice must target one of Bob, Carol
    When Alice targets Bob
    Then only Alice and Bob know Bob's hand
    And Alice may swap the cards or keep them where they are
    When Alice swaps the cards
    Then only Alice and Bob know whether the cards were swapped
    And Alice holds Old Map
    And it is Bob's turn to play
    And Bob holds Search, Swordsman
    And Carol holds General

  @id:ll-assault-keep
  @assumes:exchanges.optional=true @assumes:turn.draw=1 @assumes:turn.play=1
  @rule:ll-exchange-optional
  Scenario: Assault's player may keep their own card
    Given a 3-player game
    And Alice has Assault, Search in hand
    And Bob has Old Map in hand
    And Carol has General in hand
    And the deck is Swordsman, Girl of Fate
    And it is Alice's turn to play
    When Alice plays Assault
    And Alice targets Carol
    And Alice keeps the cards where they are
    Then Alice holds Search
    And Carol holds General
    And it is Bob's turn to play
    And Bob holds Old Map, Swordsman
