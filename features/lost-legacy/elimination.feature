# Transcribes lost-legacy.es.txt, section Un turno (the paragraphs on players knocked out of
# the game during a turn, and on the last player left before the investigation).
@lost-legacy-starship
Feature: Knocking players out of the round

  @id:ll-elim-next-turn-left-of-current-player
  @assumes:turn.draw=1
  @rule:ll-elim-turn-ends @rule:ll-elim-discard
  Scenario: When another player is knocked out, the turn passes to the left of the current player
    Given a 4-player game
    And Alice has Swordsman, Search in hand
    And Bob has Old Map in hand
    And Carol has Sneak Attack in hand
    And Dave has General in hand
    And the deck is Assault, Search
    And the Ruins are Girl of Fate
    And it is Alice's turn to play
    When Alice plays Swordsman
    And Alice targets Carol
    Then Carol is eliminated
    And Carol holds nothing
    And Carol's discards are Sneak Attack
    And Alice holds Search
    And the game is not over
    And it is Bob's turn to play
    And Bob holds Old Map, Assault
    And the deck is Search

  @id:ll-elim-current-player-knocked-out
  @assumes:turn.draw=1
  @rule:ll-elim-turn-ends @rule:ll-passive-trigger
  Scenario: When the player whose turn it is gets knocked out, the player on their left goes next
    Given a 3-player game
    And Alice has Assault, Search in hand
    And Bob has Sneak Attack in hand
    And Carol has Old Map in hand
    And the deck is General, Swordsman
    And the Ruins are Girl of Fate
    And it is Alice's turn to play
    When Alice plays Assault
    And Alice targets Bob
    Then Alice is eliminated
    And Alice holds nothing
    And Alice's discards are Assault
    And Bob's discards are Sneak Attack
    And it is Bob's turn to play
    And Bob holds Search, General
    And the deck is Swordsman

  @id:ll-elim-stops-the-effect
  @assumes:turn.draw=1
  @rule:ll-elim-turn-ends @rule:ll-elim-discard
  Scenario: A knock-out ends the turn at once, before the rest of the effect
    Given a 3-player game
    And Alice has Assault, Search in hand
    And Bob has Girl of Fate in hand
    And Carol has Old Map in hand
    And the deck is General, Swordsman
    And it is Alice's turn to play
    When Alice plays Assault
    And Alice targets Bob
    Then Bob is eliminated
    And Bob's discards are Girl of Fate
    And Alice holds Search
    And it is Carol's turn to play
    And Carol holds Old Map, General

  @id:ll-elim-lost-legacy-back-into-deck @needs:resolved_variant
  @rule:ll-elim-lost-legacy
  Scenario: The Lost Legacy in a knocked-out player's hand goes back into the deck
    Given a 3-player game
    And the game uses the custom set Girl of Fate, General, Shadow Thief, Swordsman, Lost Legacy: The Starship, Old Map x2, Search x3, Curse x3, Sneak Attack x3
    And Alice has Curse, Search in hand
    And Bob has Lost Legacy: The Starship in hand
    And Carol has Old Map in hand
    And the deck is nothing
    And the Ruins are General
    And it is Alice's turn to play
    When Alice plays Curse
    And Alice targets Bob
    And Alice names speed 5
    Then Bob is eliminated
    And Bob's discards are nothing
    And the Ruins are General
    And it is Carol's turn to play
    And Carol holds Old Map, Lost Legacy: The Starship
    And the deck is nothing

  @id:ll-elim-last-player-standing-wins
  @assumes:elimination.last_player_wins=true
  @rule:ll-elim-last-standing
  Scenario: The last player left in the round wins
    Given a 2-player game
    And Alice has Swordsman, Search in hand
    And Bob has Sneak Attack in hand
    And the deck is General, Assault
    And the Ruins are Old Map
    And it is Alice's turn to play
    When Alice plays Swordsman
    And Alice targets Bob
    Then Bob is eliminated
    And Alice wins by elimination
