# Transcribes lost-legacy.es.txt, sections Preparar, Regla opcional (Juego de tarjetas
# personalizadas; Set Megamix) and Consejo, Notas sobre santo. Custom sets are played through
# the basic-set variant: its rules with another deck, given to new_game as a resolved variant
# object. The Flying Garden list is incomplete (Saint, Necromancer and False Information are known
# by name only), so a deck that needs its missing cards, such as the Megamix, must be refused with
# a message naming them, never guessed.
@lost-legacy-starship
Feature: Custom sets, the Megamix and cards not known yet

  @id:ll-custom-set-dealt @needs:resolved_variant
  @assumes:setup.deal=1 @assumes:setup.ruins=1 @assumes:turn.draw=1
  @rule:ll-custom-mix @rule:ll-custom-16 @rule:ll-custom-speeds @rule:ll-custom-unused
  @rule:ll-setup-deck-choice
  Scenario: A custom set of 16 cards from both sets is dealt, and the cards left out are not in the round
    Given a 2-player game
    And the game uses the custom set Girl of Fate, General, Shadow Thief, Swordsman, Lost Legacy: Flying Garden, Old Map x2, Search x3, Curse x3, Sneak Attack x3
    And the round is dealt as at setup
    When the game starts
    Then the cards in the round are Girl of Fate, General, Shadow Thief, Swordsman, Lost Legacy: Flying Garden, Old Map x2, Search x3, Curse x3, Sneak Attack x3
    And the player to act holds 2 cards
    And every other player holds 1 card
    And the Ruins hold 1 card
    And the deck has 12 cards

  @id:ll-custom-set-two-cards-of-speed-5 @needs:resolved_variant
  @rule:ll-custom-speeds
  Scenario: A custom set with two cards of speed 5 and none of speed 4 is refused
    Given a 2-player game
    And the game uses the custom set Girl of Fate, General, Shadow Thief, Lost Legacy: The Starship, Lost Legacy: Flying Garden, Old Map x2, Search x3, Assault x3, Sneak Attack x3
    When the game is set up
    Then the setup is refused as bad_request

  @id:ll-custom-set-fifteen-cards @needs:resolved_variant
  @rule:ll-custom-16 @rule:ll-custom-speeds
  Scenario: A custom set of 15 cards is refused
    Given a 2-player game
    And the game uses the custom set Girl of Fate, General, Shadow Thief, Lost Legacy: The Starship, Old Map x2, Search x3, Assault x3, Sneak Attack x3
    When the game is set up
    Then the setup is refused as bad_request

  @id:ll-custom-set-seventeen-cards @needs:resolved_variant
  @rule:ll-custom-16 @rule:ll-custom-speeds
  Scenario: A custom set of 17 cards is refused
    Given a 2-player game
    And the game uses the custom set Girl of Fate, General, Shadow Thief, Swordsman, Lost Legacy: The Starship, Old Map x2, Search x3, Assault x3, Sneak Attack x3, Wound
    When the game is set up
    Then the setup is refused as bad_request

  @id:ll-custom-set-mixed-eights @needs:resolved_variant
  @rule:ll-custom-one-set
  Scenario: A custom set whose speed-8 cards come from both sets is refused
    Given a 2-player game
    And the game uses the custom set Girl of Fate, General, Shadow Thief, Swordsman, Lost Legacy: The Starship, Old Map x2, Search x3, Assault x2, Curse, Sneak Attack x3
    When the game is set up
    Then the setup is refused as bad_request

  @id:ll-custom-set-mixed-x-cards @needs:resolved_variant
  @assumes:composition.single_set_speeds=["6","7","8","X"]
  @rule:ll-custom-one-set
  Scenario: A custom set whose X cards come from both sets is refused
    Given a 2-player game
    And the game uses the custom set Girl of Fate, General, Shadow Thief, Swordsman, Lost Legacy: The Starship, Old Map x2, Search x3, Assault x3, Sneak Attack x2, Wound
    When the game is set up
    Then the setup is refused as bad_request

  @id:ll-custom-set-with-saint-refused @needs:resolved_variant
  @rule:ll-saint-no-play-effect @rule:ll-saint-trigger @rule:ll-saint-flip @rule:ll-saint-target
  Scenario: A custom set naming Saint is refused while no source gives Saint's speed and effect
    Given a 2-player game
    And the game uses the custom set Saint, General, Shadow Thief, Swordsman, Lost Legacy: The Starship, Old Map x2, Search x3, Assault x3, Sneak Attack x3
    When the game is set up
    Then the setup is refused as bad_request, mentioning Saint

  @id:ll-flying-garden-set-refused @needs:resolved_variant
  @rule:ll-components-sets @rule:ll-setup-deck-choice @rule:ll-saint-trigger @rule:ll-saint-target
  Scenario: The expansion set alone is refused, naming the cards its data still lacks
    Given a 2-player game
    And the game uses the card sets flying-garden
    When the game is set up
    Then the setup is refused as unsupported, mentioning Saint, Necromancer, False Information

  @id:ll-megamix-refused @needs:resolved_variant
  @rule:ll-megamix-cards @rule:ll-megamix-remove @rule:ll-megamix-31 @rule:ll-megamix-small
  Scenario: A Megamix of both sets less one Lost Legacy is refused, naming the cards the data still lacks
    Given a 2-player game
    And the game uses the card sets starship, flying-garden without Lost Legacy: Flying Garden
    When the game is set up
    Then the setup is refused as unsupported, mentioning Saint, Necromancer, False Information
