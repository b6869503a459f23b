# Transcribes the meld action:
# innovation-deluxe.pt.txt, Ações Principais, Fundir;
# innovation-iello.ko.txt, 액션, 플레이 (play) and 렉시콘, 플레이 (lexicon: play);
# innovation-bga-gamehelp.fr.txt, Actions, POSER.
# Ultimate's summary names the meld among the actions; the rule is the same there.
Feature: Melding a card

  @id:game-meld-new-pile @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-meld-pile @rule:ie-play-pile @rule:bga-meld
  Scenario: A card of a colour not yet on the board starts a new pile
    Given a 4-player game
    And Alice's blue pile is Writing
    And Alice has Sailing, Tools in hand
    And it is Alice's turn 5 with every action left
    When Alice melds Sailing
    Then Alice's green pile is Sailing
    And Alice's blue pile is Writing
    And Alice's hand is Tools
    And it is Alice's turn 5 with one action used

  @id:game-meld-on-top @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-meld-pile @rule:ie-play-pile @rule:bga-meld
  Scenario: A card goes on top of the pile of its colour
    Given a 4-player game
    And Bob's blue pile is Writing, Pottery
    And Bob has Tools in hand
    And it is Bob's turn 6 with every action left
    When Bob melds Tools
    Then Bob's blue pile is Tools, Writing, Pottery
    And Bob's hand is nothing
    And Bob shows 2 lightbulb
    And Bob shows 1 castle
    And Bob shows 0 crown

  @id:game-meld-keeps-splay-left @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:splay.revealed.left=["bottom_right"]
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-meld-splay @rule:ie-play-splay @rule:bga-meld
  Scenario: A card melded on a pile splayed left keeps the splay
    Given a 4-player game
    And Carol's red pile is Archery, Oars splayed left
    And Carol has Metalworking in hand
    And it is Carol's turn 7 with every action left
    When Carol melds Metalworking
    Then Carol's red pile is Metalworking, Archery, Oars splayed left
    # Metalworking shows three castles; Archery and Oars each show their bottom-right castle
    And Carol shows 5 castle
    And Carol shows 0 lightbulb

  @id:game-meld-keeps-splay-up @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-meld-splay @rule:ie-play-splay @rule:bga-meld
  Scenario: A card melded on a pile splayed up keeps the splay
    Given a 4-player game
    And Dave's yellow pile is Agriculture, Domestication splayed up
    And Dave has Masonry in hand
    And it is Dave's turn 8 with every action left
    When Dave melds Masonry
    Then Dave's yellow pile is Masonry, Agriculture, Domestication splayed up
    # Masonry: 3 castles; Agriculture's bottom row: 3 leaves; Domestication's bottom row: crown, castle
    And Dave shows 4 castle
    And Dave shows 3 leaf
    And Dave shows 1 crown

  @id:game-meld-any-value @ultimate-figures
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:ie-play-any-value @rule:ie-draw-age @rule:dx-draw-age
  Scenario: The rulebook example: Pottery (1) may be melded over Genetics (9), and then sets the draw
    Given a 4-player game
    And Alice's blue pile is Genetics
    And Alice has Pottery in hand
    And the age 1 pile is Clothing, Oars
    And the age 9 pile is Fission
    And it is Alice's turn 5 with every action left
    Then Alice may meld Pottery
    When Alice melds Pottery
    Then Alice's blue pile is Pottery, Genetics
    When Alice draws
    Then Alice's hand is Clothing
    And the age 9 pile is Fission

  @id:game-meld-not-in-hand-rejected @ultimate-figures @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @ultimate @bga-first @bga-third @deluxe-teams @bga-first-teams @bga-third-teams
  @rule:dx-meld-pile @rule:bga-meld
  Scenario: Only a card from your own hand can be melded
    Given a 4-player game
    And Alice has Tools in hand
    And Alice's red pile is Archery
    And Bob has Writing in hand
    And it is Alice's turn 5 with every action left
    Then Alice may meld Tools
    When Alice melds Writing
    Then the move is rejected as illegal_move
    When Alice melds Archery
    Then the move is rejected as illegal_move
    And Alice's hand is Tools
    And Bob's hand is Writing
    And Alice's red pile is Archery
    And it is Alice's turn 5 with every action left
