# Transcribes lost-legacy.es.txt, sections Un turno, Consejo and Investigación por fases, turned
# the other way: house variants of The Starship. The rules they vary are transcribed in
# elimination.feature (Un turno: the last player left before the investigation wins),
# exchanges.feature (Consejo, the notes on exchanging cards with
# the hand: an exchange is optional, and whether it happened may stay secret) and
# investigation.feature (Investigación por fases: players tied on a speed and players holding an X
# card do not investigate). Where the house rule leaves something open (where an X card stands
# among the speeds, who goes first among tied players), the scenario states only what the change
# itself brings about. Each scenario sets the value itself.
@lost-legacy-starship
Feature: House variants of The Starship

  @id:ll-house-exchange-mandatory @needs:resolved_variant @rule:ll-exchange-optional
  @assumes:exchanges.optional=false @assumes:turn.draw=1 @assumes:turn.play=1
  Scenario: A house variant whose exchanges are mandatory: General's player takes the top card of the deck without a choice
    # The position of ll-general-swap-with-top-card. General lets its player exchange their hand
    # card with the top card of the deck; made mandatory, Alice's Search goes onto the deck and
    # she holds Old Map, with nothing to decide.
    Given a house variant of it sets exchanges.optional to false
    And a 2-player game
    And Alice has General, Search in hand
    And Bob has Assault in hand
    And the deck is Old Map, Swordsman, Sneak Attack
    And the Ruins are Girl of Fate
    And it is Alice's turn to play
    When Alice plays General
    Then Alice holds Old Map
    And Alice's discards are General
    And it is Bob's turn to play
    And Bob holds Assault, Search
    And the deck is Swordsman, Sneak Attack

  @id:ll-house-exchange-told @needs:resolved_variant @rule:ll-exchange-secret
  @assumes:exchanges.optional=true @assumes:exchanges.secret=false @assumes:turn.draw=1 @assumes:turn.play=1
  Scenario: A house variant whose exchanges are not secret: Carol too knows that Alice and Bob swapped
    # The position of ll-assault-swap-hands. Assault lets Alice look at Bob's hand and exchange it
    # with her card; with the secret off, whether they swapped is told to everyone (the cards
    # themselves stay known to those who saw them).
    Given a house variant of it sets exchanges.secret to false
    And a 3-player game
    And Alice has Assault, Search in hand
    And Bob has Old Map in hand
    And Carol has General in hand
    And the deck is Swordsman, Girl of Fate
    And it is Alice's turn to play
    When Alice plays Assault
    And Alice targets Bob
    And Alice swaps the cards
    Then everyone knows whether the cards were swapped
    And Alice holds Old Map
    And it is Bob's turn to play
    And Bob holds Search, Swordsman
    And Carol holds General

  @id:ll-house-tied-speeds-investigate @needs:resolved_variant @rule:ll-inv-ties
  @assumes:investigation.tied_speeds_skip=false
  Scenario: A house variant where players tied on a speed investigate: Alice and Bob, both holding Search, are in the order
    # The position of ll-inv-tied-speeds-skip: Alice and Bob hold Search, Carol Old Map, Dave
    # Assault. With the tie rule off, every player investigates.
    Given a house variant of it sets investigation.tied_speeds_skip to false
    And a 4-player game
    And Alice has Search in hand
    And Bob has Search in hand
    And Carol has Old Map in hand
    And Dave has Assault in hand
    And the Ruins are Girl of Fate
    And the investigation begins after Alice's turn
    When the game starts
    Then the players who do not investigate are nobody

  @id:ll-house-x-investigates @needs:resolved_variant @rule:ll-inv-x
  @assumes:investigation.x_never=false
  Scenario: A house variant where an X card investigates: Dave, holding Sneak Attack, is in the order
    # The position of ll-inv-order-by-speed: Dave holds Sneak Attack, an X card, and the others
    # hold cards of three different speeds. With the X rule off, every player investigates.
    Given a house variant of it sets investigation.x_never to false
    And a 4-player game
    And Alice has Search in hand
    And Bob has Girl of Fate in hand
    And Carol has Assault in hand
    And Dave has Sneak Attack in hand
    And the Ruins are Old Map
    And the investigation begins after Alice's turn
    When the game starts
    Then the players who do not investigate are nobody

  @id:ll-house-last-player-does-not-win @needs:resolved_variant @rule:ll-elim-last-standing
  @assumes:elimination.last_player_wins=false @assumes:turn.draw=1
  Scenario: A house variant where the last player left does not win at once: Bob knocked out, Alice plays on
    # The position of ll-elim-last-player-standing-wins. Swordsman knocks Bob out; Alice is the
    # only player left, and with the rule off that does not end the round: the turn passes on to
    # the left, past Bob, and Alice draws General for her next turn.
    Given a house variant of it sets elimination.last_player_wins to false
    And a 2-player game
    And Alice has Swordsman, Search in hand
    And Bob has Sneak Attack in hand
    And the deck is General, Assault
    And the Ruins are Old Map
    And it is Alice's turn to play
    When Alice plays Swordsman
    And Alice targets Bob
    Then Bob is eliminated
    And the game is not over
    And it is Alice's turn to play
    And Alice holds Search, General
    And the deck is Assault
