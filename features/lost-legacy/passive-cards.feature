# Transcribes lost-legacy.es.txt, section Consejo, Notas sobre Girl of Fate y Sneak Attack:
# playing them does nothing; a card effect of another player that looks at their holder's hand
# sets them off, and Swordsman cancels Sneak Attack. What each one then does follows the card
# data, engine/data/cards/lost-legacy.json (Girl of Fate's outcome rests on one source there).
@lost-legacy-starship
Feature: Girl of Fate, Sneak Attack and Swordsman

  @id:ll-girl-of-fate-played-does-nothing
  @assumes:turn.draw=1 @assumes:turn.play=1
  @rule:ll-passive-no-play-effect
  Scenario: Playing Girl of Fate has no effect
    Given a 2-player game
    And Alice has Girl of Fate, Search in hand
    And Bob has Old Map in hand
    And the deck is Swordsman, General
    And the Ruins are Shadow Thief
    And it is Alice's turn to play
    When Alice plays Girl of Fate
    Then Alice's discards are Girl of Fate
    And Alice holds Search
    And the eliminated players are nobody
    And it is Bob's turn to play
    And Bob holds Old Map, Swordsman

  @id:ll-sneak-attack-played-does-nothing
  @assumes:turn.draw=1 @assumes:turn.play=1
  @rule:ll-passive-no-play-effect
  Scenario: Playing Sneak Attack has no effect
    Given a 2-player game
    And Alice has Sneak Attack, Search in hand
    And Bob has Old Map in hand
    And the deck is Swordsman, General
    And it is Alice's turn to play
    When Alice plays Sneak Attack
    Then Alice's discards are Sneak Attack
    And Alice holds Search
    And Bob holds Old Map, Swordsman
    And the eliminated players are nobody

  @id:ll-sneak-attack-set-off-by-assault
  @assumes:elimination.last_player_wins=true
  @rule:ll-passive-trigger
  Scenario: Assault looking at a Sneak Attack knocks out the looker, whose card goes to the holder
    Given a 2-player game
    And Alice has Assault, Lost Legacy: The Starship in hand
    And Bob has Sneak Attack in hand
    And the deck is General, Old Map
    And it is Alice's turn to play
    When Alice plays Assault
    And Alice targets Bob
    Then Alice is eliminated
    And Bob's discards are Sneak Attack
    And Alice's discards are Assault
    And Bob holds Lost Legacy: The Starship
    And Bob wins by elimination

  @id:ll-sneak-attack-set-off-by-shadow-thief
  @assumes:turn.draw=1
  @rule:ll-passive-trigger
  Scenario: Shadow Thief looking at a Sneak Attack sets it off too
    Given a 3-player game
    And Alice has Shadow Thief, Search in hand
    And Bob has Sneak Attack in hand
    And Carol has Old Map in hand
    And the deck is General, Swordsman
    And the Ruins are Assault
    And it is Alice's turn to play
    When Alice plays Shadow Thief
    And Alice looks at Bob's hand
    Then Alice is eliminated
    And Bob's discards are Sneak Attack
    And it is Bob's turn to play
    And Bob holds Search, General

  @id:ll-girl-of-fate-set-off-by-shadow-thief
  @assumes:turn.draw=1
  @rule:ll-passive-trigger @rule:ll-elim-discard
  Scenario: Looking at Girl of Fate knocks out her holder
    Given a 3-player game
    And Alice has Shadow Thief, Search in hand
    And Bob has Girl of Fate in hand
    And Carol has Lost Legacy: The Starship in hand
    And the deck is Assault, General, Old Map
    And it is Alice's turn to play
    When Alice plays Shadow Thief
    And Alice looks at Bob's hand
    Then Bob is eliminated
    And Bob's discards are Girl of Fate
    And Alice holds Search
    And it is Carol's turn to play
    And Carol holds Lost Legacy: The Starship, Assault

  @id:ll-swordsman-cancels-sneak-attack
  @rule:ll-swordsman-cancels
  Scenario: Swordsman finding Sneak Attack knocks its holder out, and Sneak Attack does nothing
    Given a 3-player game
    And Alice has Swordsman, Search in hand
    And Bob has Sneak Attack in hand
    And Carol has Old Map in hand
    And the deck is General, Assault
    And it is Alice's turn to play
    When Alice plays Swordsman
    And Alice targets Bob
    Then Bob is eliminated
    And Bob's discards are Sneak Attack
    And Alice holds Search
    And Alice's discards are Swordsman
    And the eliminated players are Bob
    And it is Carol's turn to play

  @id:ll-swordsman-finds-another-card
  @assumes:turn.draw=1 @assumes:turn.play=1
  @rule:ll-swordsman-cancels @rule:ll-cards-effect
  Scenario: Swordsman finding any other card does nothing but show it to its player
    Given a 3-player game
    And Alice has Swordsman, Search in hand
    And Bob has Old Map in hand
    And Carol has General in hand
    And the deck is Assault, Sneak Attack
    And it is Alice's turn to play
    When Alice plays Swordsman
    Then Alice must target one of Bob, Carol
    When Alice targets Bob
    Then the eliminated players are nobody
    And Bob holds Old Map, Assault
    And it is Bob's turn to play

  @id:ll-swordsman-does-not-cancel-girl-of-fate
  @rule:ll-passive-trigger @rule:ll-swordsman-cancels
  Scenario: Swordsman cancels only Sneak Attack: looking at Girl of Fate still knocks her holder out
    Given a 3-player game
    And Alice has Swordsman, Search in hand
    And Bob has Girl of Fate in hand
    And Carol has Old Map in hand
    And the deck is General, Assault
    And it is Alice's turn to play
    When Alice plays Swordsman
    And Alice targets Bob
    Then Bob is eliminated
    And Bob's discards are Girl of Fate
    And it is Carol's turn to play
