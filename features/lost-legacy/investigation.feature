# Transcribes lost-legacy.es.txt, sections Investigación por fases and Cómo investigar: the
# order of the investigation, who may not investigate, what may be investigated, and the end.
@lost-legacy-starship
Feature: The investigation phase

  @id:ll-inv-order-by-speed
  @assumes:investigation.targets=["hand","own-hand","ruins"] @assumes:investigation.x_never=true
  @rule:ll-inv-order @rule:ll-cards-speed @rule:ll-inv-x @rule:ll-inv-look
  Scenario: Players investigate from the lowest speed up, and an X card never investigates
    Given a 4-player game
    And Alice has Search in hand
    And Bob has Girl of Fate in hand
    And Carol has Assault in hand
    And Dave has Sneak Attack in hand
    And the Ruins are Old Map
    And the investigation begins after Alice's turn
    When the game starts
    Then the investigation order is Bob, Alice, Carol
    And the players who do not investigate are Dave
    And Bob may investigate Alice's hand, Bob's hand, Carol's hand, Dave's hand, Ruins card 1

  @id:ll-inv-order-without-showing-cards
  @rule:ll-inv-secret-order
  Scenario: Setting the order shows nobody's card
    Given a 3-player game
    And Alice has Search in hand
    And Bob has Girl of Fate in hand
    And Carol has Old Map in hand
    And the Ruins are Assault
    And the investigation begins after Carol's turn
    When the game starts
    Then the investigation order is Bob, Carol, Alice
    And every hand is known only to its holder
    And nobody knows every Ruins card

  @id:ll-inv-tied-speeds-skip
  @assumes:investigation.tied_speeds_skip=true
  @rule:ll-inv-ties
  Scenario: Players holding cards of the same speed do not investigate at all
    Given a 4-player game
    And Alice has Search in hand
    And Bob has Search in hand
    And Carol has Old Map in hand
    And Dave has Assault in hand
    And the Ruins are Girl of Fate
    And the investigation begins after Alice's turn
    When the game starts
    Then the investigation order is Carol, Dave
    And the players who do not investigate are Alice, Bob
    And Carol is to investigate

  @id:ll-inv-nobody-can-investigate
  @assumes:investigation.tied_speeds_skip=true @assumes:investigation.x_never=true
  @rule:ll-inv-ties @rule:ll-inv-x @rule:ll-inv-nobody
  Scenario: When ties and X cards leave nobody to investigate, everyone loses
    Given a 3-player game
    And Alice has Search in hand
    And Bob has Search in hand
    And Carol has Sneak Attack in hand
    And the Ruins are Lost Legacy: The Starship
    And the investigation begins after Alice's turn
    When the game starts
    Then the investigation order is nobody
    And the players who do not investigate are Alice, Bob, Carol
    And everyone loses

  @id:ll-inv-own-hand-wins
  @rule:ll-inv-self @rule:ll-inv-find-wins @rule:ll-inv-reveal
  Scenario: A player holding the Lost Legacy investigates their own hand and wins
    Given a 2-player game
    And Alice has Search in hand
    And Bob has Lost Legacy: The Starship in hand
    And the Ruins are Old Map
    And the investigation begins after Alice's turn
    When the game starts
    Then the investigation order is Bob, Alice
    When Bob investigates Bob's hand
    Then Bob wins by investigation
    And everyone knows Bob's hand

  @id:ll-inv-ruins-find-wins
  @assumes:investigation.targets=["hand","own-hand","ruins"]
  @rule:ll-inv-find-wins @rule:ll-inv-look
  Scenario: Finding the Lost Legacy in the Ruins wins
    Given a 2-player game
    And Alice has Search in hand
    And Bob has Old Map in hand
    And the Ruins are Assault, Lost Legacy: The Starship
    And the investigation begins after Alice's turn
    When Bob investigates Ruins card 2
    Then Bob wins by investigation
    And everyone knows Ruins card 2
    And nobody knows Ruins card 1

  @id:ll-inv-miss-passes-to-next
  @assumes:investigation.targets=["hand","own-hand","ruins"]
  @rule:ll-inv-next @rule:ll-inv-reveal @rule:ll-inv-find-wins
  Scenario: A player who does not find the Lost Legacy shows the card to all and the next speed investigates
    Given a 3-player game
    And Alice has Lost Legacy: The Starship in hand
    And Bob has Girl of Fate in hand
    And Carol has Assault in hand
    And the Ruins are Old Map
    And the investigation begins after Alice's turn
    When the game starts
    Then the investigation order is Bob, Alice, Carol
    When Bob investigates Ruins card 1
    Then everyone knows Ruins card 1
    And the game is not over
    And Alice is to investigate
    When Alice investigates Alice's hand
    Then Alice wins by investigation

  @id:ll-inv-another-hand-wins
  @rule:ll-inv-look @rule:ll-inv-find-wins
  Scenario: Finding the Lost Legacy in another player's hand wins
    Given a 2-player game
    And Alice has Old Map in hand
    And Bob has Lost Legacy: The Starship in hand
    And the Ruins are Search
    And the investigation begins after Bob's turn
    When Bob investigates Alice's hand
    Then the game is not over
    And everyone knows Alice's hand
    When Alice investigates Bob's hand
    Then Alice wins by investigation

  @id:ll-inv-nobody-finds
  @rule:ll-inv-nobody @rule:ll-inv-next
  Scenario: When no investigator finds the Lost Legacy, everyone loses
    Given a 2-player game
    And Alice has Search in hand
    And Bob has Old Map in hand
    And the Ruins are Lost Legacy: The Starship
    And the investigation begins after Alice's turn
    When Bob investigates Alice's hand
    And Alice investigates Bob's hand
    Then everyone loses

  @id:ll-inv-eliminated-players-left-out
  @assumes:investigation.targets=["hand","own-hand","ruins"]
  @rule:ll-inv-order @rule:ll-inv-look
  Scenario: A knocked-out player neither investigates nor can be investigated
    Given a 3-player game
    And Alice has Girl of Fate in hand
    And Bob is eliminated
    And Bob has discarded Search
    And Carol has Assault in hand
    And the Ruins are Old Map
    And the investigation begins after Carol's turn
    When the game starts
    Then the investigation order is Alice, Carol
    And the players who do not investigate are nobody
    And Alice may investigate Alice's hand, Carol's hand, Ruins card 1
