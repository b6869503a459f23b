# Transcribes splaying, visible icons and tucking.
#   innovation-deluxe.pt.txt, Termos e Conceitos Importantes: Splay, Tuck, Visível;
#   innovation-iello.ko.txt, 도그마 효과, 펼치기 (splay) and 보관 (archive); the example of a
#     player's zone (플레이어의 플레이 영역 예시);
#   innovation-bga-gamehelp.fr.txt, Vocabulaire, Décaler and Archiver.
# Which icons a splay shows, per covered card (card positions top-left, bottom-left,
# bottom-middle, bottom-right): left the bottom-right one, right the top-left and bottom-left
# ones, up the three bottom ones. The hexagon picture is never an icon. Positions given as
# boards need no dogma, so they run for the fourth edition too (same cards, same icons).
Feature: Splaying, visible icons and tucking

  @id:dogma-icons-unsplayed @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-visible @rule:dx-splay-icons @rule:bga-splay
  Scenario: An unsplayed pile shows only its top card's icons
    Given a 4-player game
    And Alice's blue pile is Writing, Mathematics, Tools
    Then Alice shows 2 lightbulb
    And Alice shows 1 crown
    And Alice shows 0 castle

  @id:dogma-icons-splayed-left @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:splay.revealed.left=["bottom_right"]
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-visible @rule:dx-splay-icons @rule:bga-splay
  Scenario: Splayed left, each covered card adds its bottom-right icon
    Given a 4-player game
    And Alice's blue pile is Writing, Mathematics, Tools splayed left
    Then Alice shows 3 lightbulb
    And Alice shows 1 crown
    And Alice shows 1 castle

  @id:dogma-icons-splayed-right @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:splay.revealed.right=["top_left","bottom_left"]
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-visible @rule:dx-splay-icons @rule:bga-splay
  Scenario: Splayed right, each covered card adds its top-left and bottom-left icons
    Given a 4-player game
    And Alice's blue pile is Writing, Mathematics, Tools splayed right
    And Bob's red pile is Oars, Archery, Metalworking splayed right
    Then Alice shows 4 lightbulb
    And Alice shows 1 crown
    And Alice shows 0 castle
    And Bob shows 5 castle
    And Bob shows 1 lightbulb
    And Bob shows 1 crown

  @id:dogma-icons-splayed-up @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-visible @rule:dx-splay-icons @rule:bga-splay
  Scenario: Splayed up, each covered card adds its three bottom icons
    Given a 4-player game
    And Alice's blue pile is Writing, Mathematics, Tools splayed up
    And Bob's red pile is Oars, Archery, Metalworking splayed up
    Then Alice shows 6 lightbulb
    And Alice shows 2 crown
    And Alice shows 1 castle
    And Bob shows 5 castle
    And Bob shows 1 lightbulb
    And Bob shows 1 crown

  @id:dogma-icons-meld-on-splayed-pile @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-visible @rule:dx-splay-icons @rule:bga-splay
  Scenario: A card melded on a splayed pile covers the old top card, which then shows only what the splay reveals
    Given a 4-player game
    And Alice's blue pile is Writing, Mathematics splayed up
    And Alice has Tools in hand
    And it is Alice's turn 5 with every action left
    Then Alice shows 4 lightbulb
    And Alice shows 2 crown
    And Alice shows 0 castle
    When Alice melds Tools
    Then Alice's blue pile is Tools, Writing, Mathematics splayed up
    And Alice shows 6 lightbulb
    And Alice shows 2 crown
    And Alice shows 1 castle

  @id:dogma-icons-zone-example @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:splay.revealed.left=["bottom_right"] @assumes:splay.revealed.right=["top_left","bottom_left"]
  @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-zone-example @rule:dx-visible @rule:dx-splay-icons
  Scenario: The Iello example zone: blue and green unsplayed, yellow up, purple right, red left
    Given a 4-player game
    And Alice's blue pile is Writing, Tools
    And Alice's green pile is Sailing, The Wheel
    And Alice's yellow pile is Agriculture, Domestication, Masonry splayed up
    And Alice's purple pile is Code of Laws, Mysticism, City States splayed right
    And Alice's red pile is Archery, Oars, Metalworking splayed left
    Then Alice shows 3 lightbulb
    And Alice shows 7 crown
    And Alice shows 5 leaf
    And Alice shows 8 castle
    And Alice shows 0 factory
    And Alice shows 0 clock

  @id:dogma-splay-new-direction
  @assumes:actions.per_turn>=2 @assumes:splay.revealed.right=["top_left","bottom_left"]
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-splay-redirect @rule:ie-splay-direction @rule:bga-splay @rule:dx-splay-icons
  Scenario: Splaying a pile in a new direction replaces its splay
    # Invention features the lightbulb: Alice shows 5, nobody else any.
    Given a 4-player game
    And Alice's green pile is Invention
    And Alice's blue pile is Writing, Mathematics, Tools splayed left
    And Bob's red pile is Oars
    And Carol's yellow pile is Masonry
    And Dave's yellow pile is Domestication
    And the age 4 pile is Anatomy, Perspective
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Invention
    Then Alice may splay up to 1 of blue
    When Alice splays blue
    Then Alice's blue pile is Writing, Mathematics, Tools splayed right
    And Alice shows 6 lightbulb
    And Alice shows 0 castle
    And Alice's score pile is Anatomy
    And the age 4 pile is Perspective
    And Alice is to act with no decision pending

  @id:dogma-splay-lost-below-two-cards
  @assumes:actions.per_turn=2 @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-splay-small @rule:ie-splay-small @rule:bga-splay-small
  Scenario: A splayed pile left with one card is unsplayed, and a card melded on it later does not bring the splay back
    # Engineering features the castle: Alice shows 5, Bob 3, Carol 6, Dave 5.
    Given a 4-player game
    And Alice's red pile is Engineering
    And Alice's yellow pile is Masonry
    And Bob's red pile is Archery, Oars splayed left
    And Bob has Metalworking in hand
    And Carol's purple pile is Mysticism
    And Carol's green pile is The Wheel
    And Dave's purple pile is Monotheism
    And Dave's blue pile is Alchemy
    And it is Alice's turn 5 with 1 action left
    When Alice performs the dogma of Engineering
    Then Alice's score pile is Archery
    And Bob's red pile is Oars
    And it is Bob's turn 6 with 2 actions left
    When Bob melds Metalworking
    Then Bob's red pile is Metalworking, Oars
    And Bob shows 3 castle
    And Bob is to act with no decision pending

  @id:dogma-splay-one-card-position-refused @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-splay-small @rule:ie-splay-small @rule:bga-splay-small
  Scenario: A position with a one-card pile splayed is refused where a pile of one card cannot keep a splay
    Given a 4-player game
    And Alice's blue pile is Writing splayed left
    Then the setup is refused as bad_request

  @id:dogma-splay-one-card-kept-in-a-house-variant @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @needs:resolved_variant
  @deluxe @ultimate
  @rule:dx-splay-small
  Scenario: In a house variant where small piles keep their splay, a one-card pile may be given splayed
    Given a 2-player game
    And a house variant of it sets splay.unsplay_small_piles to false
    And Alice's blue pile is Writing splayed left
    And Alice's red pile is Archery
    Then Alice's blue pile is Writing splayed left
    And Alice's red pile is Archery

  @id:dogma-tuck-keeps-splay
  @assumes:splay.revealed.left=["bottom_right"]
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-tuck @rule:ie-archive @rule:bga-archive @rule:bga-splay
  Scenario: A card tucked under a splayed pile goes to the bottom and shows its icons like the others
    # Monotheism features the castle: Alice shows 5, the others none; nobody's top card is of a
    # colour Alice lacks, so the demand moves nothing.
    Given a 4-player game
    And Alice's purple pile is Monotheism, Mysticism splayed left
    And Alice's blue pile is Tools
    And Bob's blue pile is Writing
    And Carol's blue pile is Pottery
    And Dave's blue pile is Calendar
    And the age 1 pile is City States, Code of Laws
    And it is Alice's turn 5 with every action left
    When Alice performs the dogma of Monotheism
    Then Alice's purple pile is Monotheism, Mysticism, City States splayed left
    And Alice shows 6 castle
    And Bob's blue pile is Writing
    And the age 1 pile is Code of Laws
    And Alice is to act with no decision pending
