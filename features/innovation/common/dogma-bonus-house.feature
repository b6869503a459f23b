# The other side of the sharing bonus rules that every edition sets one way, played by house
# variants (a user's file extending a bundled variant, or `rulebook check --set`): no bonus at all,
# two bonus draws, a bonus earned by a demand, a reveal that is no change where Deluxe counts it.
# The rules these positions vary are transcribed in common/dogma-bonus.feature and
# deluxe/dogma-bonus-reveal.feature:
#   innovation-deluxe.pt.txt, Ações Principais, Ação de Dogma, Bônus de Compra por Compartilhamento;
#   innovation-ultimate.es.txt, the paragraphs on demand effects and on the free draw.
# Each scenario sets the value itself, so it also runs for the bundled variants it is tagged with.
Feature: House variants of the sharing bonus

  @id:dogma-bonus-house-off @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  Scenario: A house variant without the sharing bonus: opponents share and change the game, and the launcher draws nothing more
    # The position of dogma-bonus-once. Writing features the lightbulb: Alice, Bob and Dave show
    # 2 each, Carol none.
    Given a house variant of it sets dogma.sharing_bonus to false
    And a 4-player game
    And Alice's blue pile is Writing
    And Bob's green pile is Paper
    And Carol's red pile is Oars
    And Dave's blue pile is Printing Press
    And the age 2 pile is Calendar, Mathematics, Construction
    And the age 1 pile is Agriculture, Pottery
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Writing
    Then Bob's hand is Calendar
    And Dave's hand is Mathematics
    And nobody gets the sharing bonus
    And Alice's hand is Construction
    And the age 1 pile is Agriculture, Pottery
    And it is Alice's turn 5 with one action used
    And Alice is to act with no decision pending

  @id:dogma-bonus-house-off-fourth-edition @needs:resolved_variant @ultimate
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=false @assumes:cards.expansions=[]
  Scenario: Fourth edition, a house variant without the sharing bonus: Bob shares Agriculture and Alice draws nothing more
    # The position of card-ul-agriculture-shared. Agriculture features the leaf: Alice shows 3,
    # Bob 3 with Pottery (shares).
    Given a house variant of it sets dogma.sharing_bonus to false
    And a 2-player game
    And Alice's yellow pile is Agriculture
    And Alice has Oars, Alchemy in hand
    And Bob's blue pile is Pottery
    And Bob has Calendar in hand
    And the age 1 pile is Tools
    And the age 2 pile is Construction, Currency
    And the age 3 pile is Paper, Compass
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    And Bob returns Calendar
    And Alice returns Oars
    Then Bob's score pile is Paper
    And Alice's score pile is Construction
    And nobody gets the sharing bonus
    And Alice's hand is Alchemy
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 9 with one action used

  @id:dogma-bonus-house-two-draws @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  Scenario: A house variant of two bonus draws: two opponents share and change the game, and the launcher draws twice
    # The position of dogma-bonus-once: two draws however many opponents shared.
    Given a house variant of it sets dogma.sharing_bonus_draws to 2
    And a 4-player game
    And Alice's blue pile is Writing
    And Bob's green pile is Paper
    And Carol's red pile is Oars
    And Dave's blue pile is Printing Press
    And the age 2 pile is Calendar, Mathematics, Construction
    And the age 1 pile is Agriculture, Pottery, Sailing
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Writing
    Then Bob's hand is Calendar
    And Dave's hand is Mathematics
    And Alice gets the sharing bonus
    And Alice's hand is Construction, Agriculture, Pottery
    And the age 1 pile is Sailing
    And it is Alice's turn 5 with one action used
    And Alice is to act with no decision pending

  @id:dogma-bonus-house-demand-earns @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:dogma.demands_earn_bonus=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: A house variant where demands earn the bonus: Bob gives Alice a card under Archery's demand, and Alice draws the bonus
    # The position of card-base-archery-tie-for-highest. Archery features the castle: Alice
    # shows 2, Bob none (Writing): Bob is affected, nobody shares.
    Given a house variant of it sets dogma.demands_earn_bonus to true
    And a 2-player game
    And Alice's red pile is Archery
    And Bob's blue pile is Writing
    And Bob has Calendar, Mathematics in hand
    And the age 1 pile is Oars, Tools, Sailing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Archery
    And Bob transfers Mathematics
    Then Bob's hand is Calendar, Oars
    And Alice gets the sharing bonus
    And Alice's hand is Mathematics, Tools
    And the age 1 pile is Sailing
    And it is Alice's turn 4 with one action used

  @id:dogma-bonus-house-reveal-not-a-change @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:dogma.reveal_counts_as_change=false
  @deluxe @deluxe-teams
  Scenario: A house variant of Deluxe where a reveal is no change: a sharing player who only reveals a card earns no bonus
    # The position of dogma-bonus-reveal-counts. Specialization features the factory: Alice and
    # Bob show 2 each, Carol and Dave none. Bob reveals his green card; nothing moves.
    Given a house variant of it sets dogma.reveal_counts_as_change to false
    And a 4-player game
    And Alice's purple pile is Specialization
    And Bob's red pile is Industrialization
    And Bob has Sailing in hand
    And Carol's blue pile is Writing
    And Dave's red pile is Archery
    And the age 9 pile is Computers, Genetics
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Specialization
    Then Bob revealed Sailing
    And Bob's hand is Sailing
    And nobody gets the sharing bonus
    And Alice's hand is nothing
    And the age 9 pile is Computers, Genetics
    And Alice is to act with no decision pending
