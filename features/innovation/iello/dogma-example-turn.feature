# Transcribes the worked example of a turn: innovation-iello.ko.txt, 플레이어의 한 턴 예시 (example of
# a player's turn), with Banking. The rulebook's players become ours: Andre is Alice (the player
# on turn), Charles is Bob (first to Andre's left), Dominic is Carol and Bill is Dave. The
# rulebook gives Andre's icon counts (3, 2, 1, 1, then 3, 3, 3, 1) and the cards Chemistry and
# Evolution; the other cards are ours, chosen to fit those counts.
# The outcome is the same when Alice and Carol are partners against Bob and Dave, so the team
# games run the example too.
Feature: The Iello example of a turn

  @id:dogma-iello-example-turn
  @assumes:splay.revealed.left=["bottom_right"]
  @assumes:actions.per_turn=2 @assumes:actions.skip_empty_piles=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1 @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-example-turn @rule:ie-supremacy-affected @rule:ie-coop-affected @rule:ie-coop-order
  @rule:ie-coop-bonus @rule:ie-transfer-board @rule:ie-draw-empty-pile
  Scenario: Andre activates Banking: Bill gives Chemistry, Charles splays green right, Andre draws a free 5, then a 6
    # Banking features the crown: Alice shows 3 (and 2 lightbulbs, 1 factory, 1 castle),
    # Bob 3, Carol 4, Dave none.
    Given a 4-player game
    And Alice's green pile is Banking
    And Alice's purple pile is Astronomy, Mysticism splayed left
    And Bob's green pile is Mapmaking, The Wheel
    And Bob's red pile is Oars
    And Carol's yellow pile is Canal Building
    And Carol's purple pile is City States
    And Dave's blue pile is Chemistry, Evolution
    And Dave's red pile is Coal
    And the age 5 pile is Physics, Statistics
    And the age 6 pile is Canning, Vaccination
    And it is Alice's turn 9 with 2 actions left
    Then Alice shows 3 crown
    And Alice shows 2 lightbulb
    And Alice shows 1 factory
    And Alice shows 1 castle
    When Alice performs the dogma of Banking
    Then Dave must transfer 1 of Chemistry, Coal
    When Dave transfers Chemistry
    Then Alice's blue pile is Chemistry
    And Dave's blue pile is Evolution
    And Dave's score pile is Physics
    And Bob may splay up to 1 of green
    When Bob splays green
    Then Bob's green pile is Mapmaking, The Wheel splayed right
    And Carol's green pile is nothing
    And Alice's green pile is Banking
    And Alice gets the sharing bonus
    And Alice's hand is Statistics
    And Alice shows 3 crown
    And Alice shows 3 lightbulb
    And Alice shows 3 factory
    And Alice shows 1 castle
    And it is Alice's turn 9 with 1 action left
    When Alice draws
    Then Alice's hand is Statistics, Canning
    And the age 5 pile is nothing
    And the age 6 pile is Vaccination
    And it is Bob's turn 10 with 2 actions left
    And Bob is to act with no decision pending
