# Transcribes lost-legacy.es.txt, section Consejo, Notas sobre Lost Legacy: Flying Garden: the
# card may be played, and whether played or held by a player who is knocked out it goes into
# the Ruins. No complete bundled variant holds it yet, so these scenarios play it in a custom set
# of known cards built from the basic-set variant (a resolved variant object given to new_game).
@lost-legacy-starship
Feature: Lost Legacy: Flying Garden, in a custom set

  @id:ll-garden-may-be-played @needs:resolved_variant
  @rule:ll-garden-playable
  Scenario: The Flying Garden's Lost Legacy is a legal play
    Given a 2-player game
    And the game uses the custom set Girl of Fate, General, Shadow Thief, Swordsman, Lost Legacy: Flying Garden, Old Map x2, Search x3, Assault x3, Sneak Attack x3
    And Alice has Lost Legacy: Flying Garden, Search in hand
    And Bob has Assault in hand
    And the deck is General, Swordsman
    And the Ruins are Old Map
    And it is Alice's turn to play
    Then Alice may play Lost Legacy: Flying Garden, Search

  @id:ll-garden-played-joins-ruins @needs:resolved_variant
  @assumes:turn.draw=1 @assumes:turn.play=1
  @rule:ll-garden-playable @rule:ll-garden-to-ruins
  Scenario: Played, the Flying Garden's Lost Legacy is shuffled into the Ruins
    Given a 2-player game
    And the game uses the custom set Girl of Fate, General, Shadow Thief, Swordsman, Lost Legacy: Flying Garden, Old Map x2, Search x3, Assault x3, Sneak Attack x3
    And Alice has Lost Legacy: Flying Garden, Search in hand
    And Bob has Assault in hand
    And the deck is General, Swordsman
    And the Ruins are Old Map
    And it is Alice's turn to play
    When Alice plays Lost Legacy: Flying Garden
    Then Alice's discards are nothing
    And Alice holds Search
    And the Ruins hold Old Map, Lost Legacy: Flying Garden in any order
    And nobody knows every Ruins card
    And it is Bob's turn to play
    And Bob holds Assault, General

  @id:ll-garden-knocked-out-joins-ruins @needs:resolved_variant
  @assumes:turn.draw=1
  @rule:ll-garden-eliminated @rule:ll-elim-lost-legacy
  Scenario: Held by a player who is knocked out, the Flying Garden's Lost Legacy goes into the Ruins, not the deck
    Given a 3-player game
    And the game uses the custom set Girl of Fate, General, Shadow Thief, Swordsman, Lost Legacy: Flying Garden, Old Map x2, Search x3, Curse x3, Sneak Attack x3
    And Alice has Curse, Search in hand
    And Bob has Lost Legacy: Flying Garden in hand
    And Carol has Old Map in hand
    And the deck is General, Swordsman
    And the Ruins are Sneak Attack
    And it is Alice's turn to play
    When Alice plays Curse
    And Alice targets Bob
    And Alice names speed 5
    Then Bob is eliminated
    And Bob's discards are nothing
    And the Ruins hold Sneak Attack, Lost Legacy: Flying Garden in any order
    And it is Carol's turn to play
    And Carol holds Old Map, General
    And the deck is Swordsman

  @id:ll-garden-found-in-ruins-wins @needs:resolved_variant
  @assumes:investigation.targets=["hand","own-hand","ruins"]
  @rule:ll-garden-to-ruins @rule:ll-inv-find-wins
  Scenario: The Flying Garden's Lost Legacy found in the Ruins during the investigation wins
    Given a 2-player game
    And the game uses the custom set Girl of Fate, General, Shadow Thief, Swordsman, Lost Legacy: Flying Garden, Old Map x2, Search x3, Assault x3, Sneak Attack x3
    And Alice has Search in hand
    And Bob has Old Map in hand
    And the Ruins are Assault, Lost Legacy: Flying Garden
    And the investigation begins after Alice's turn
    When Bob investigates Ruins card 2
    Then Bob wins by investigation
