# Transcribes lost-legacy.es.txt, sections Como se Juega and Un turno (draw, play, effect,
# end): turns go clockwise until the deck runs out, then the investigation phase starts.
@lost-legacy-starship
Feature: Taking a turn

  @id:ll-turn-draw-top-card
  @assumes:turn.draw=1
  @rule:ll-turn-draw @rule:ll-turn-play
  Scenario: A turn starts with the draw of the top card of the deck
    Given a 2-player game
    And Alice has Old Map in hand
    And Bob has Search in hand
    And the deck is General, Assault, Swordsman
    And the Ruins are Girl of Fate
    And it is Alice's turn to draw
    When the game starts
    Then Alice holds Old Map, General
    And the deck is Assault, Swordsman
    And Alice may play Old Map, General
    And only Alice knows Alice's hand

  @id:ll-turn-play-from-hand-only
  @rule:ll-turn-play
  Scenario: A card that is not in the player's hand cannot be played
    Given a 2-player game
    And Alice has Old Map, General in hand
    And Bob has Search in hand
    And the deck is Assault, Swordsman
    And it is Alice's turn to play
    When Alice plays Assault
    Then the move is rejected as illegal_move
    And Alice holds Old Map, General
    And the deck is Assault, Swordsman
    And it is Alice's turn to play

  @id:ll-turn-played-card-discarded
  @assumes:turn.draw=1 @assumes:turn.play=1
  @rule:ll-turn-effect @rule:ll-turn-end @rule:ll-play-clockwise @rule:ll-cards-effect
  Scenario: The played card ends face up in front of its player and the player on the left goes next
    Given a 3-player game
    And Alice has Sneak Attack, Search in hand
    And Bob has Old Map in hand
    And Carol has Assault in hand
    And the deck is Swordsman, General, Girl of Fate
    And the Ruins are Shadow Thief
    And it is Alice's turn to play
    When Alice plays Sneak Attack
    Then Alice's discards are Sneak Attack
    And Alice holds Search
    And it is Bob's turn to play
    And Bob holds Old Map, Swordsman
    And the deck is General, Girl of Fate
    And the Ruins are Shadow Thief

  @id:ll-turn-clockwise-back-to-first-seat
  @assumes:turn.draw=1 @assumes:turn.play=1
  @rule:ll-play-clockwise @rule:ll-turn-end
  Scenario: After the last seat the turn comes back to the first
    Given a 4-player game
    And Alice has Search in hand
    And Bob has Old Map in hand
    And Carol has Assault in hand
    And Dave has Girl of Fate, General in hand
    And the deck is Swordsman, Sneak Attack
    And it is Dave's turn to play
    When Dave plays Girl of Fate
    Then Dave's discards are Girl of Fate
    And it is Alice's turn to play
    And Alice holds Search, Swordsman
    And the deck is Sneak Attack

  @id:ll-turn-effect-as-far-as-possible
  @assumes:turn.draw=1 @assumes:turn.play=1
  @rule:ll-turn-effect
  Scenario: An effect that finds nothing to act on does nothing, and the card is still discarded
    Given a 2-player game
    And Alice has Search, Old Map in hand
    And Bob has Assault in hand
    And the deck is General, Swordsman
    And the Ruins are nothing
    And it is Alice's turn to play
    When Alice plays Search
    Then Alice's discards are Search
    And Alice holds Old Map
    And the Ruins are nothing
    And it is Bob's turn to play
    And Bob holds Assault, General

  @id:ll-turn-last-card-leads-to-investigation
  @assumes:turn.play=1
  @rule:ll-turn-investigation @rule:ll-play-until-deck-empty
  Scenario: The turn that draws the last card of the deck is the last turn
    Given a 2-player game
    And Alice has Search in hand
    And Bob has Old Map in hand
    And the deck is Sneak Attack
    And the Ruins are Girl of Fate
    And it is Alice's turn to draw
    When the game starts
    Then Alice holds Search, Sneak Attack
    And the deck is nothing
    When Alice plays Sneak Attack
    Then the investigation order is Bob, Alice
    And Bob is to investigate

  @id:ll-turn-effect-empties-deck
  @assumes:turn.play=1
  @rule:ll-turn-investigation
  Scenario: A turn whose effect empties the deck also leads to the investigation
    Given a 2-player game
    And Alice has Old Map, Search in hand
    And Bob has Assault in hand
    And the deck is General
    And the Ruins are Girl of Fate
    And it is Alice's turn to play
    When Alice plays Old Map
    And Alice leaves the Ruins in order
    Then the deck is nothing
    And the Ruins are Girl of Fate, General
    And the investigation order is Alice, Bob
    And Alice is to investigate
