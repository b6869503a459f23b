# Transcribes what the fourth edition keeps of the board and of values, which
# innovation-ultimate.es.txt does not describe: the splays and the icons they show, the aslant
# splay (every icon of each covered card), a pile of one card losing its splay
# (innovation-editions.md 1D; the variant's splay.revealed and splay.unsplay_small_piles), and the
# value 0 of something a player lacks (innovation-editions.md 1C; dogma.missing_value). The player
# count is the variant's choice (its dispute on players.max, innovation-editions.md 1A): the
# rulebook has a setup rule for 8 or more players (Preparación 8) but states no range; Yucata and
# Board Game Arena seat 2 to 5, so five players play (game-setup-ultimate.feature) and six do not.
# Fourth-edition texts used (engine/data/cards/base-ultimate.json, in our words): Electricity
# returns each top card without a factory and draws an 8 for each; Printing Press may return a
# score card and draw a card of the value of the top purple card plus 2.
@ultimate
Feature: The board, values and players in the fourth edition

  @id:ul-aslant-shows-every-icon @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:splay.revealed.aslant=["top_left","bottom_left","bottom_middle","bottom_right"]
  Scenario: A pile splayed aslant shows all four icon positions of each covered card
    # Archery on top shows 2 castles and a lightbulb; Oars adds 2 castles and a crown, including
    # its top-left castle; Metalworking adds 3 castles.
    Given a 2-player game
    And Alice's red pile is Archery, Oars, Metalworking splayed aslant
    Then Alice shows 7 castle
    And Alice shows 1 crown
    And Alice shows 1 lightbulb

  @id:ul-one-card-pile-unsplayed @ultimate-figures
  @assumes:splay.revealed.left=["bottom_right"]
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  Scenario: A splayed pile left with one card loses its splay, and a card melded on it later does not bring it back
    # Electricity features the factory: Alice shows 2, Bob none. Writing, Alice's top blue card,
    # has no factory and is returned; Tools stays alone in the blue pile.
    Given a 2-player game
    And Alice's green pile is Electricity
    And Alice's blue pile is Writing, Tools splayed left
    And Bob's red pile is Oars
    And the age 1 pile is Pottery
    And the age 8 pile is Quantum Theory, Flight
    And it is Alice's turn 15 with every action left
    Then Alice shows 1 castle
    When Alice performs the dogma of Electricity
    Then Alice's blue pile is Tools
    And Alice's hand is Quantum Theory
    And the age 1 pile is Pottery, Writing
    When Alice melds Quantum Theory
    Then Alice's blue pile is Quantum Theory, Tools
    And Alice shows 0 castle
    And Alice shows 3 clock

  @id:ul-missing-value-zero @ultimate-figures
  @assumes:actions.per_turn>=2 @assumes:dogma.missing_value=0 @assumes:splay.unsplay_small_piles=true
  Scenario: A player without a purple pile counts its value as 0: Printing Press draws a 2
    # Printing Press features the lightbulb: Alice shows 2, Bob 1.
    Given a 2-player game
    And Alice's blue pile is Printing Press
    And Alice has Coal in the score pile
    And Bob's red pile is Archery
    And the age 2 pile is Calendar, Mathematics
    And the age 3 pile is Optics, Compass
    And it is Alice's turn 15 with every action left
    When Alice performs the dogma of Printing Press
    Then Alice may return up to 1 of Coal
    When Alice returns Coal
    Then Alice's hand is Calendar
    And Alice's score pile is nothing
    And the age 2 pile is Mathematics
    And the age 3 pile is Optics, Compass
    And it is Alice's turn 15 with one action used

  @id:ul-five-players-dogma
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @rule:ul-demand @rule:ul-bonus @rule:ul-effects
  @assumes:cards.expansions=[]
  Scenario: In a five-player game a demand goes round from the launcher's left to each player with fewer icons, and a sharer's junking earns the free draw
    # Archery features the castle: Alice and Carol show 2, Eve 1, Bob and Dave none. Bob, Dave
    # and Eve, in that order, each draw a 1 and give Alice their highest card, the age-2 card
    # they held. Carol shares the second effect and junks the age-1 achievement; Alice must then
    # junk the age-2 one.
    Given a 5-player game
    And Alice's red pile is Archery
    And Bob's blue pile is Writing
    And Bob has Mathematics in hand
    And Carol's red pile is Oars
    And Dave's blue pile is Pottery
    And Dave has Philosophy in hand
    And Eve's blue pile is Tools
    And Eve has Fermenting in hand
    And the age 1 pile is Clothing, Sailing, Code of Laws, Domestication, Agriculture
    And the standard achievements are The Wheel, Calendar, Optics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Archery
    Then Bob's hand is Clothing
    And Dave's hand is Sailing
    And Eve's hand is Code of Laws
    And Carol must choose 1 of 1, 2
    When Carol chooses 1
    Then the junk pile holds The Wheel, Calendar
    And the standard achievements are ages 3
    And Alice gets the sharing bonus
    And Alice's hand is Mathematics, Philosophy, Fermenting, Domestication
    And Carol's hand is nothing
    And the age 1 pile is Agriculture
    And it is Alice's turn 9 with one action used

  @id:ul-six-players-refused @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:players.max=5
  Scenario: A game for six players cannot be set up: the variant seats two to five
    Given a 6-player game
    Then the setup is refused as bad_request
