# House variants that turn a rule of drawing or of the dogma action the other way: a draw from an
# empty age that does not move up to the next age, and featured icons counted again before each
# effect. The rules they vary are transcribed in common/game-draw.feature (a draw from an empty
# pile takes from the next higher age: innovation-deluxe.pt.txt, Ações Principais, Comprar;
# innovation-iello.ko.txt, 액션, 드로우) and common/dogma-activation.feature (who shares is settled
# once, when the action starts: innovation-deluxe.pt.txt, Ação de Dogma; innovation-iello.ko.txt,
# 액션, 활성화). Each scenario sets the value itself, so it runs for every bundled variant it is
# tagged with.
Feature: House variants of the draw and of the dogma action

  @id:game-draw-house-empty-age-not-skipped @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=false
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third
  Scenario: A house variant whose draws do not move up past an empty age: Alice's draw of a 4 takes no 7
    # The position of game-draw-skips-empty-ages, the rulebook example: highest top card 4, ages
    # 4 to 6 empty. With the skip off the draw does not reach the age 7 pile; what an empty age
    # gives instead is not said (nothing, or the end of the game), so only that is stated.
    Given a house variant of it sets actions.skip_empty_piles to false
    And a 4-player game
    And Alice's blue pile is Experimentation
    And Alice's red pile is Archery
    And Alice has nothing in hand
    And ages 4 to 6 are empty
    And the age 3 pile is Optics
    And the age 7 pile is Lighting, Evolution
    And it is Alice's turn 5 with every action left
    When Alice draws
    Then Alice's hand is nothing
    And the age 7 pile is Lighting, Evolution
    And the age 3 pile is Optics

  @id:dogma-house-icons-counted-at-each-effect @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:dogma.icon_count_once=false @assumes:dogma.sharing_bonus=true
  @assumes:splay.revealed.left=["bottom_right"] @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  Scenario: A house variant that counts featured icons before each effect: Alice's splay leaves Bob out of Philosophy's second effect
    # The position of dogma-count-once. Philosophy features the lightbulb: Alice and Bob show 5
    # each, Carol and Dave none, so Bob shares the first effect (he has no pile to splay). Alice
    # splays her blue pile left and shows 6; counted again before the second effect, Bob's 5 are
    # fewer, so he may not score Sailing, and with no sharer changing the game there is no bonus.
    Given a house variant of it sets dogma.icon_count_once to false
    And a 4-player game
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
    And Bob's hand is Sailing
    And Bob's score pile is nothing
    And Alice's hand is nothing
    And the age 2 pile is Calendar, Construction
    And it is Alice's turn 5 with one action used
    And Alice is to act with no decision pending
