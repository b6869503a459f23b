# Transcribes the dogma action: which card, who shares, who suffers a demand, and in what order.
#   innovation-deluxe.pt.txt, Ações Principais, Ação de Dogma (Escolha uma Carta; Executar
#     Efeitos: Efeitos de Demanda, Efeitos Não-Demanda);
#   innovation-iello.ko.txt, 액티브 카드 (active card); 액션, 활성화 (activate, steps 1 to 3 and its
#     note); 우월적 도그마 / 협력적 도그마 (supremacy and cooperative dogmas); 도그마에 대한 추가 정보
#     (more on dogmas); 렉시콘, 활성화 (lexicon, active);
#   innovation-ultimate.es.txt, opening summary (effects mandatory or optional, shared first) and
#     the paragraph on demand effects;
#   innovation-bga-gamehelp.fr.txt, Actions, ACTIVER.
# The positions are 4-player games wherever the outcome is the same with partners (seats 0 and 2
# against 1 and 3), so that the team games run them too.
Feature: The dogma action: choosing a card, sharing, demands and their order

  @id:dogma-top-cards-only @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-dogma-top-card @rule:ie-active-card @rule:ie-active-splayed
  Scenario: Only the top card of each pile offers its dogma
    Given a 4-player game
    And Alice's blue pile is Writing, Tools, Mathematics splayed right
    And Alice's red pile is Archery
    And Alice has Sailing in hand
    And it is Alice's turn 5 with every action left
    Then Alice may perform the dogma of Archery, Writing

  @id:dogma-covered-card-rejected @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-dogma-top-card @rule:ie-active-card @rule:ie-active-splayed
  Scenario: The dogma of a card showing under a splayed top card, or of a card in hand, is refused
    Given a 4-player game
    And Alice's blue pile is Writing, Tools, Mathematics splayed right
    And Alice's red pile is Archery
    And Alice has Sailing in hand
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Tools
    Then the move is rejected as illegal_move
    When Alice performs the dogma of Sailing
    Then the move is rejected as illegal_move
    And it is Alice's turn 5 with every action left
    And Alice's blue pile is Writing, Tools, Mathematics splayed right
    And Alice's hand is Sailing
    And Alice is to act with no decision pending

  @id:dogma-top-card-after-meld @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-dogma-top-card @rule:ie-active-card
  Scenario: A melded card becomes the pile's active card; the card it covers no longer offers its dogma
    Given a 4-player game
    And Alice's blue pile is Writing
    And Alice has Tools in hand
    And it is Alice's turn 5 with every action left
    When Alice melds Tools
    Then Alice may perform the dogma of Tools
    When Alice performs the dogma of Writing
    Then the move is rejected as illegal_move
    And Alice's blue pile is Tools, Writing
    And it is Alice's turn 5 with one action used

  @id:dogma-share-at-least-as-many
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-dogma-share @rule:dx-dogma-share-order @rule:ie-activate-steps @rule:ie-coop-affected
  @rule:ie-coop-order @rule:bga-coop @rule:bga-order @rule:ul-effects
  Scenario: Players with as many or more featured icons share, from the launcher's left, the launcher last
    # Writing features the lightbulb: Alice shows 2, Bob 2, Carol 3, Dave 1.
    Given a 4-player game
    And Alice's blue pile is Writing
    And Bob's green pile is Paper
    And Carol's purple pile is Philosophy
    And Dave's red pile is Archery
    And the age 2 pile is Calendar, Mathematics, Construction, Road Building
    And the age 1 pile is Agriculture, Pottery
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Writing
    Then Bob's hand is Calendar
    And Carol's hand is Mathematics
    And Dave's hand is nothing
    And Alice's hand is Construction, Agriculture
    And Alice gets the sharing bonus
    And the age 2 pile is Road Building
    And the age 1 pile is Pottery
    And it is Alice's turn 5 with one action used
    And Alice is to act with no decision pending

  @id:dogma-share-order-wraps-around
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  @rule:dx-dogma-share-order @rule:ie-coop-order @rule:bga-order
  Scenario: The order starts at the launcher's left and goes round the table, the launcher last
    # Writing features the lightbulb: Alice, Bob and Carol show 2 each. Bob launches it, so
    # Carol draws first, then Alice, then Bob.
    Given a 3-player game
    And Alice's green pile is Paper
    And Bob's blue pile is Writing
    And Carol's blue pile is Printing Press
    And the age 2 pile is Calendar, Mathematics, Construction
    And the age 1 pile is Agriculture
    And it is Bob's turn 6 with every action left
    When Bob performs the dogma of Writing
    Then Carol's hand is Calendar
    And Alice's hand is Mathematics
    And Bob's hand is Construction, Agriculture
    And Bob gets the sharing bonus
    And Bob is to act with no decision pending

  @id:dogma-demand-fewer-clockwise
  @assumes:actions.per_turn>=2 @assumes:dogma.demands_earn_bonus=false
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-dogma-vulnerable @rule:dx-dogma-demand-order @rule:ie-supremacy-affected
  @rule:ie-supremacy-order @rule:ul-demand @rule:bga-demand @rule:dx-bonus-demands
  @rule:ul-demand-no-bonus
  Scenario: A demand is carried out by each opponent with fewer featured icons, from the launcher's left
    # Archery features the castle: Alice shows 2, Bob 1, Carol 2, Dave 0.
    Given a 4-player game
    And Alice's red pile is Archery
    And Bob's blue pile is Tools
    And Bob has Calendar in hand
    And Carol's yellow pile is Domestication
    And Dave's blue pile is Writing
    And Dave has Mathematics in hand
    And the age 1 pile is Agriculture, Pottery, Sailing
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Archery
    Then Bob's hand is Agriculture
    And Dave's hand is Pottery
    And Carol's hand is nothing
    And Alice's hand is Calendar, Mathematics
    And the age 1 pile is Sailing
    And nobody gets the sharing bonus
    And it is Alice's turn 5 with one action used
    And Alice is to act with no decision pending

  @id:dogma-count-once
  @assumes:splay.revealed.left=["bottom_right"]
  @assumes:actions.per_turn>=2 @assumes:dogma.icon_count_once=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-dogma-count-once @rule:ie-activate-steps
  Scenario: Sharing is settled before the first effect; icons gained meanwhile change nothing
    # Philosophy features the lightbulb: Alice and Bob show 5 each, Carol and Dave none.
    Given a 4-player game
    And Alice's purple pile is Philosophy
    And Alice's blue pile is Writing, Mathematics
    And Bob's purple pile is Education
    And Bob's green pile is Paper
    And Bob has Sailing in hand
    And Carol's red pile is Oars
    And Dave's yellow pile is Masonry
    And the age 2 pile is Calendar, Construction
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Philosophy
    Then Alice may splay up to 1 of blue
    When Alice splays blue
    Then Alice's blue pile is Writing, Mathematics splayed left
    And Alice shows 6 lightbulb
    And Bob shows 5 lightbulb
    And Bob may score up to 1 of Sailing
    When Bob scores Sailing
    Then Bob's score pile is Sailing
    And Alice gets the sharing bonus
    And Alice's hand is Calendar
    And it is Alice's turn 5 with one action used
    And Alice is to act with no decision pending

  @id:dogma-each-effect-before-next
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-activate-each-dogma @rule:dx-dogma-all-effects @rule:ie-dogma-mandatory @rule:ul-effects
  Scenario: Everyone finishes the first effect before anyone starts the second
    # Pottery features the leaf: Alice and Bob show 3 each, Carol and Dave none.
    Given a 4-player game
    And Alice's blue pile is Pottery
    And Alice has Tools, Metalworking, Domestication in hand
    And Bob's yellow pile is Agriculture
    And Bob has Writing, Code of Laws, Mysticism in hand
    And Carol's red pile is Archery
    And Dave's red pile is Oars
    And the age 1 pile is Clothing, Sailing, The Wheel
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Pottery
    Then Bob may return up to 3 of Writing, Code of Laws, Mysticism
    When Bob declines
    Then Bob's hand is Writing, Code of Laws, Mysticism
    And Alice may return up to 3 of Tools, Metalworking, Domestication
    When Alice declines
    Then Bob's hand is Writing, Code of Laws, Mysticism, Clothing
    And Alice's hand is Tools, Metalworking, Domestication, Sailing, The Wheel
    And Alice gets the sharing bonus
    And the age 1 pile is nothing
    And Alice is to act with no decision pending

  @id:dogma-effects-outlive-the-card
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  @rule:dx-dogma-all-effects @rule:ie-dogma-complete @rule:ie-transfer-board
  Scenario: The second effect still runs after the first one covered the card
    # Collaboration features the crown: Alice shows 2, Bob none. Its demand puts a green 9 on
    # top of Collaboration; its second effect then counts ten green cards and Alice wins.
    Given a 2-player game
    And Alice's green pile is Collaboration, Mass Media, Corporations, Electricity, Bicycle, Metric System, Classification, Measurement, Banking
    And Bob's red pile is Archery
    And the age 9 pile is Satellites, Computers, Genetics
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Collaboration
    Then Alice must transfer 1 of Satellites, Computers
    When Alice transfers Satellites
    Then Alice's green pile is Satellites, Collaboration, Mass Media, Corporations, Electricity, Bicycle, Metric System, Classification, Measurement, Banking
    And Bob's blue pile is Computers
    And Alice wins by dogma

  @id:dogma-mandatory-effect
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-dogma-mandatory @rule:ul-effects @rule:bga-coop
  Scenario: A sharing player must carry out an effect that does not say "may"
    # Domestication features the castle: Alice and Bob show 2 each, Carol and Dave none.
    Given a 4-player game
    And Alice's yellow pile is Domestication
    And Alice has Writing in hand
    And Bob's red pile is Archery
    And Bob has Sailing, The Wheel in hand
    And Carol's blue pile is Pottery
    And Dave's blue pile is Calendar
    And the age 1 pile is Clothing, Agriculture, Mysticism
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Domestication
    Then Bob must meld 1 of Sailing, The Wheel
    When Bob answers nothing
    Then the move is rejected as illegal_move
    When Bob melds The Wheel
    Then Bob's green pile is The Wheel
    And Bob's hand is Sailing, Clothing
    And Alice's blue pile is Writing
    And Alice's hand is Agriculture, Mysticism
    And Alice gets the sharing bonus
    And Alice is to act with no decision pending

  @id:dogma-activate-twice
  @assumes:actions.per_turn=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-activate-twice
  Scenario: Both actions of a turn may activate the same card
    Given a 4-player game
    And Alice's blue pile is Writing
    And Bob's red pile is Oars
    And Carol's red pile is Archery
    And Dave's yellow pile is Masonry
    And the age 2 pile is Calendar, Mathematics, Construction
    And it is Alice's turn 5 with 2 actions left
    When Alice performs the dogma of Writing
    Then it is Alice's turn 5 with 1 action left
    When Alice performs the dogma of Writing
    Then Alice's hand is Calendar, Mathematics
    And the age 2 pile is Construction
    And it is Bob's turn 6 with 2 actions left
    And Bob is to act with no decision pending
