# Transcribes innovation-ultimate.es.txt: the opening summary (card effects are shared with the
# eligible players before you carry them out) and the paragraph on the free draw (the "acción
# de robo gratuita": when an opponent's sharing of a non-demand effect changes a card, you draw
# once after the dogma action; revealing a card is not such a change). Featured icons are counted once, at
# the start of the dogma action (variant dogma.icon_count_once; innovation-editions.md 1C).
# Fourth-edition texts of the cards used (engine/data/cards/base-ultimate.json, in our words):
# Specialization has you reveal a hand card and take every opponent's top card of its colour;
# Near-Field Comm has you reveal your highest score card and self-execute it, where it stays;
# Atomic Theory lets you splay blue right, then draws and melds a 7.
@ultimate
Feature: Sharing and the free draw with the fourth-edition cards

  @id:ul-bonus-reveal-only @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.reveal_counts_as_change=false
  @rule:ul-bonus-reveal @rule:ul-bonus
  Scenario: A sharing player who reveals a card of a colour no opponent has moves nothing, so no free draw
    # Specialization features the factory: Alice and Bob show 2 each, Carol none. Nobody but
    # Bob has a blue pile.
    Given a 3-player game
    And Alice's purple pile is Specialization
    And Bob's red pile is Industrialization
    And Bob has Sailing, Tools in hand
    And Carol's green pile is The Wheel
    And the age 9 pile is Computers, Genetics
    And it is Alice's turn 7 with every action left
    When Alice performs the dogma of Specialization
    Then Bob must choose 1 of Sailing, Tools
    When Bob chooses Tools
    Then Bob revealed Tools
    And Bob's hand is Sailing, Tools
    And Carol's green pile is The Wheel
    And nobody gets the sharing bonus
    And Alice's hand is nothing
    And the age 9 pile is Computers, Genetics
    And it is Alice's turn 7 with one action used
    And Alice is to act with no decision pending

  @id:ul-bonus-reveal-and-take
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @rule:ul-bonus-reveal @rule:ul-bonus
  @assumes:cards.expansions=[]
  Scenario: The same sharing player reveals a green card instead and takes Carol's top green card: one free draw
    Given a 3-player game
    And Alice's purple pile is Specialization
    And Bob's red pile is Industrialization
    And Bob has Sailing, Tools in hand
    And Carol's green pile is The Wheel
    And the age 9 pile is Computers, Genetics
    And it is Alice's turn 7 with every action left
    When Alice performs the dogma of Specialization
    And Bob chooses Sailing
    Then Bob revealed Sailing
    And Bob's hand is Sailing, Tools, The Wheel
    And Carol's board is empty
    And Alice gets the sharing bonus
    And Alice's hand is Computers
    And the age 9 pile is Genetics
    And it is Alice's turn 7 with one action used
    And Alice is to act with no decision pending

  @id:ul-bonus-reveal-self-execute-nothing @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.reveal_counts_as_change=false
  @rule:ul-bonus-reveal @rule:ul-bonus @rule:ul-effects
  Scenario: A sharing player reveals a score card and self-executes it, but the card changes nothing: no free draw
    # Near-Field Comm features the avatar: Alice and Bob show 2 each, so Bob shares and its demand
    # reaches nobody. Bob's highest score card, Navigation, has a demand and no other effect, so
    # self-executing it does nothing. Alice self-executes Writing and draws a 2, her own change.
    Given a 2-player game
    And Alice's yellow pile is Near-Field Comm
    And Alice has Writing in the score pile
    And Bob's purple pile is The Internet
    And Bob has Navigation, Sailing in the score pile
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 7 with every action left
    When Alice performs the dogma of Near-Field Comm
    Then Bob revealed Navigation
    And Alice revealed Writing
    And Bob's score pile is Navigation, Sailing
    And Bob's hand is nothing
    And Alice's score pile is Writing
    And Alice's hand is Calendar
    And nobody gets the sharing bonus
    And the age 2 pile is Mathematics
    And it is Alice's turn 7 with one action used

  @id:ul-icons-counted-once
  @assumes:actions.per_turn>=2 @assumes:dogma.icon_count_once=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:splay.revealed.right=["top_left","bottom_left"]
  @assumes:splay.unsplay_small_piles=true
  @rule:ul-effects @rule:ul-bonus
  @assumes:cards.expansions=[]
  Scenario: Featured icons are counted once: the launcher's splay in the first effect does not stop a sharer from sharing the second
    # Atomic Theory features the lightbulb: Alice and Bob show 3 each when the action starts.
    # Alice's splay right then shows Writing's lightbulb (4 against Bob's 3), yet Bob still
    # shares the second effect, and his meld earns Alice the free draw.
    Given a 2-player game
    And Alice's blue pile is Atomic Theory, Writing
    And Bob's blue pile is Experimentation
    And the age 7 pile is Lighting, Bicycle, Railroad
    And it is Alice's turn 15 with every action left
    Then Alice shows 3 lightbulb
    And Bob shows 3 lightbulb
    When Alice performs the dogma of Atomic Theory
    Then Alice may splay up to 1 of blue
    When Alice splays blue
    Then Alice's blue pile is Atomic Theory, Writing splayed right
    And Alice shows 4 lightbulb
    And Bob's purple pile is Lighting
    And Alice's green pile is Bicycle
    And Alice gets the sharing bonus
    And Alice's hand is Railroad
    And the age 7 pile is nothing
    And it is Alice's turn 15 with one action used
