# The age-4 base cards, each effect and branch, from exact positions: Experimentation, Printing
# Press, Colonialism, Gunpowder, Invention, Navigation, Anatomy, Perspective, Enterprise and
# Reformation. All ten read the same in the first and the third edition.
# Card texts: engine/data/cards/base.json (our own words); rulebook terms: innovation-deluxe.pt.txt,
# Termos e Conceitos Importantes. Icon counts are the visible icons of the card's featured icon;
# piles are listed top card first.
Feature: Age 4 base cards

  # --- Experimentation ------------------------------------------------------------------------------

  @id:card-base-experimentation-shared-draw-and-meld-5
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Experimentation shared: Bob, then Alice, draws and melds a 5
    # Experimentation features the lightbulb: Alice shows 3, Bob 3 (Philosophy) and shares.
    Given a 2-player game
    And Alice's blue pile is Experimentation
    And Bob's purple pile is Philosophy
    And the age 5 pile is Chemistry, Coal, Banking, Physics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Experimentation
    # The sharing bonus: Alice's highest top card is now Coal, a 5.
    Then Bob's blue pile is Chemistry
    And Bob's purple pile is Philosophy
    And Bob's hand is nothing
    And Alice's red pile is Coal
    And Alice's blue pile is Experimentation
    And Alice's hand is Banking
    And the age 5 pile is Physics
    And it is Alice's turn 4 with one action used

  @id:card-base-experimentation-not-shared
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Experimentation not shared: only Alice melds a 5, on top of her own Experimentation
    # Experimentation features the lightbulb: Alice shows 3, Bob 2 (Tools): no sharing.
    Given a 2-player game
    And Alice's blue pile is Experimentation
    And Bob's blue pile is Tools
    And the age 5 pile is Chemistry, Coal
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Experimentation
    Then Alice's blue pile is Chemistry, Experimentation
    And Alice's hand is nothing
    And Bob's blue pile is Tools
    And Bob's hand is nothing
    And the age 5 pile is Coal
    And it is Alice's turn 4 with one action used

  # --- Printing Press -------------------------------------------------------------------------------

  @id:card-base-printing-press-shared-return-draw-purple-plus-2
  @assumes:actions.per_turn>=2 @assumes:dogma.missing_value=0 @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Printing Press shared: a returned score card draws (top purple value + 2), a 2 without purple; the blue splay right
    # Printing Press features the lightbulb: Alice shows 5, Bob 5 and shares.
    Given a 2-player game
    And Alice's blue pile is Printing Press, Tools
    And Alice's purple pile is Philosophy
    And Alice has Oars, Calendar in the score pile
    And Bob's blue pile is Experimentation, Writing
    And Bob's green pile is Paper
    And Bob has Sailing in the score pile
    And the age 1 pile is Agriculture
    And the age 2 pile is Mathematics, Monotheism
    And the age 4 pile is Anatomy, Enterprise, Gunpowder
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Printing Press
    Then Bob may return up to 1 of Sailing
    When Bob returns Sailing
    Then Bob's hand is Mathematics
    And Alice may return up to 1 of Oars, Calendar
    When Alice returns Calendar
    Then Alice's hand is Anatomy
    And Bob may splay up to 1 of blue
    When Bob declines
    Then Alice may splay up to 1 of blue
    When Alice splays blue
    Then Alice's blue pile is Printing Press, Tools splayed right
    And Alice's hand is Anatomy, Enterprise
    And Alice's score pile is Oars
    And Alice's purple pile is Philosophy
    And Bob's hand is Mathematics
    And Bob's score pile is nothing
    And Bob's blue pile is Experimentation, Writing
    And the age 1 pile is Agriculture, Sailing
    And the age 2 pile is Monotheism, Calendar
    And the age 4 pile is Gunpowder
    And it is Alice's turn 4 with one action used

  @id:card-base-printing-press-declined
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Printing Press declined: nothing returned, nothing drawn; a single blue card cannot be splayed
    # Printing Press features the lightbulb: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's blue pile is Printing Press
    And Alice has Oars in the score pile
    And the age 2 pile is Mathematics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Printing Press
    Then Alice may return up to 1 of Oars
    When Alice declines
    Then Alice's score pile is Oars
    And Alice's hand is nothing
    And Alice's blue pile is Printing Press
    And the age 2 pile is Mathematics
    And it is Alice's turn 4 with one action used

  # --- Colonialism ----------------------------------------------------------------------------------

  @id:card-base-colonialism-shared-tucks-while-crown
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Colonialism shared: each tucks 3s while the tucked card bears a crown, and stops after the first without
    # Colonialism features the factory: Alice shows 2, Bob 3 (Coal) and shares.
    Given a 2-player game
    And Alice's red pile is Colonialism
    And Bob's red pile is Coal
    And the age 3 pile is Optics, Translation, Engineering, Compass, Alchemy, Paper
    And the age 4 pile is Anatomy, Gunpowder
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Colonialism
    # Bob: Optics (crown), Translation (crown), Engineering (none). Alice: Compass (crown), Alchemy (none).
    Then Bob's red pile is Coal, Optics, Engineering
    And Bob's blue pile is Translation
    And Bob's hand is nothing
    And Alice's red pile is Colonialism
    And Alice's green pile is Compass
    And Alice's blue pile is Alchemy
    And Alice's hand is Anatomy
    And the age 3 pile is Paper
    And the age 4 pile is Gunpowder
    And it is Alice's turn 4 with one action used

  @id:card-base-colonialism-loop-continues-into-the-4s
  @assumes:actions.per_turn>=2 @assumes:actions.skip_empty_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Colonialism: once the 3s run out the loop draws 4s, and goes on while they bear a crown
    # Colonialism features the factory: Alice shows 2, Bob none. Optics and Navigation bear a crown,
    # Anatomy does not.
    Given a 2-player game
    And Alice's red pile is Colonialism
    And the age 3 pile is Optics
    And the age 4 pile is Navigation, Anatomy, Gunpowder
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Colonialism
    Then Alice's red pile is Colonialism, Optics
    And Alice's green pile is Navigation
    And Alice's yellow pile is Anatomy
    And Alice's hand is nothing
    And the age 3 pile is nothing
    And the age 4 pile is Gunpowder
    And it is Alice's turn 4 with one action used

  # --- Gunpowder ------------------------------------------------------------------------------------

  @id:card-base-gunpowder-castle-card-taken-then-shared-draw-score-2
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Gunpowder: Bob gives a top castle card to Alice's score pile, so the sharer and Alice each draw and score a 2
    # Gunpowder features the factory: Alice shows 2, Bob none (affected), Carol 3 (Coal; shares).
    Given a 3-player game
    And Alice's red pile is Gunpowder
    And Bob's red pile is Archery
    And Bob's green pile is The Wheel
    And Carol's red pile is Coal
    And the age 2 pile is Calendar, Mathematics, Currency
    And the age 4 pile is Anatomy, Invention
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Gunpowder
    Then Bob must transfer 1 of Archery, The Wheel
    When Bob transfers The Wheel
    Then Alice's score pile is The Wheel, Mathematics
    And Alice's hand is Anatomy
    And Alice's red pile is Gunpowder
    And Bob's red pile is Archery
    And Bob's green pile is nothing
    And Bob's score pile is nothing
    And Carol's score pile is Calendar
    And Carol's red pile is Coal
    And the age 2 pile is Currency
    And the age 4 pile is Invention
    And it is Alice's turn 4 with one action used

  @id:card-base-gunpowder-nothing-taken-nothing-scored
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Gunpowder: without a top castle card nothing is given, so no 2 is drawn
    # Gunpowder features the factory: Alice shows 2, Bob none (affected, no castle on top), Carol 3 (shares).
    Given a 3-player game
    And Alice's red pile is Gunpowder
    And Bob's blue pile is Writing
    And Carol's red pile is Coal
    And the age 2 pile is Calendar, Mathematics
    And the age 4 pile is Anatomy
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Gunpowder
    Then Alice's score pile is nothing
    And Alice's hand is nothing
    And Bob's blue pile is Writing
    And Carol's score pile is nothing
    And the age 2 pile is Calendar, Mathematics
    And the age 4 pile is Anatomy
    And it is Alice's turn 4 with one action used

  @id:card-base-gunpowder-equal-factories-not-affected
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Gunpowder: an opponent with as many factories keeps his castle card, and nothing is scored
    # Gunpowder features the factory: Alice shows 2, Bob 2 (Colonialism): not affected.
    Given a 2-player game
    And Alice's red pile is Gunpowder
    And Bob's red pile is Colonialism
    And Bob's green pile is The Wheel
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Gunpowder
    Then Alice's score pile is nothing
    And Bob's green pile is The Wheel
    And Bob's score pile is nothing
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with one action used

  # --- Invention ------------------------------------------------------------------------------------

  @id:card-base-invention-shared-left-to-right-then-wonder
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:special_achievements.conditions.Empire.icons=["castle","crown","leaf","lightbulb","factory","clock"]
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Invention shared: a left splay turned right scores a 4; five splayed colours, one still left, claim Wonder
    # Invention features the lightbulb: Alice shows 7, Bob 8 and shares. Alice starts with blue and
    # yellow splayed left, so Wonder's own condition (right or up) is not met.
    Given a 2-player game
    And Alice's blue pile is Printing Press, Pottery splayed left
    And Alice's red pile is Colonialism, Oars splayed up
    And Alice's green pile is Invention, Sailing splayed right
    And Alice's yellow pile is Perspective, Agriculture splayed left
    And Alice's purple pile is Reformation, Mysticism splayed up
    And Bob's blue pile is Experimentation, Writing splayed left
    And Bob's green pile is Paper
    And Bob's purple pile is Philosophy
    And the age 4 pile is Anatomy, Navigation, Enterprise, Gunpowder
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Invention
    Then Bob may splay up to 1 of blue
    When Bob splays blue
    Then Bob's blue pile is Experimentation, Writing splayed right
    And Bob's score pile is Anatomy
    And Alice may splay up to 1 of blue, yellow
    When Alice splays yellow
    Then Alice's yellow pile is Perspective, Agriculture splayed right
    And Alice's blue pile is Printing Press, Pottery splayed left
    And Alice's score pile is Navigation
    And Alice's achievements are Wonder
    And Bob's achievements are nothing
    And the special achievements are Monument, Empire, World, Universe
    And Alice's hand is Enterprise
    And Bob's hand is nothing
    And the age 4 pile is Gunpowder
    And it is Alice's turn 4 with one action used

  @id:card-base-invention-declined-unsplayed-colour-no-wonder
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Invention declined; an unsplayed red pile keeps Wonder out of reach
    # Invention features the lightbulb: Alice shows 7, Bob none.
    Given a 2-player game
    And Alice's blue pile is Printing Press, Pottery splayed left
    And Alice's red pile is Colonialism
    And Alice's green pile is Invention, Sailing splayed right
    And Alice's yellow pile is Perspective, Agriculture splayed left
    And Alice's purple pile is Reformation, Mysticism splayed up
    And the age 4 pile is Anatomy
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Invention
    Then Alice may splay up to 1 of blue, yellow
    When Alice declines
    Then Alice's blue pile is Printing Press, Pottery splayed left
    And Alice's yellow pile is Perspective, Agriculture splayed left
    And Alice's score pile is nothing
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And the age 4 pile is Anatomy
    And it is Alice's turn 4 with one action used

  @id:card-base-invention-four-colours-no-wonder
  @assumes:actions.per_turn>=2 @assumes:special_achievements.conditions.Wonder.colors=5
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Invention: the splay taken and a 4 scored, but with only four colours on the board no Wonder
    # Invention features the lightbulb: Alice shows 5, Bob none. Alice has no purple pile.
    Given a 2-player game
    And Alice's blue pile is Tools, Pottery splayed right
    And Alice's red pile is Oars, Archery splayed up
    And Alice's green pile is Invention, Sailing splayed left
    And Alice's yellow pile is Agriculture, Masonry splayed right
    And the age 4 pile is Anatomy, Navigation
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Invention
    Then Alice may splay up to 1 of green
    When Alice splays green
    Then Alice's green pile is Invention, Sailing splayed right
    And Alice's score pile is Anatomy
    And Alice's achievements are nothing
    And the special achievements are Monument, Empire, World, Wonder, Universe
    And the age 4 pile is Navigation
    And it is Alice's turn 4 with one action used

  # --- Navigation -----------------------------------------------------------------------------------

  @id:card-base-navigation-2-or-3-from-each-affected
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Navigation: each affected opponent gives a 2 or a 3 from the score pile; one with as many crowns keeps his
    # Navigation features the crown: Alice shows 3; Bob and Carol none (affected); Dave 3 (Translation):
    # not affected. Bob picks between a 2 and a 3; Carol's only 2 or 3 goes unasked.
    Given a 4-player game
    And Alice's green pile is Navigation
    And Bob's blue pile is Tools
    And Bob has Calendar, Optics, Agriculture, Anatomy in the score pile
    And Carol's red pile is Archery
    And Carol has Oars, Mathematics in the score pile
    And Dave's blue pile is Translation
    And Dave has Paper in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Navigation
    Then Bob must transfer 1 of Calendar, Optics
    When Bob transfers Optics
    Then Alice's score pile is Optics, Mathematics
    And Bob's score pile is Calendar, Agriculture, Anatomy
    And Carol's score pile is Oars
    And Dave's score pile is Paper
    And it is Alice's turn 4 with one action used

  @id:card-base-navigation-no-2-or-3
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Navigation: an affected opponent holding only a 1 and a 4 gives nothing
    # Navigation features the crown: Alice shows 3, Bob none (affected).
    Given a 2-player game
    And Alice's green pile is Navigation
    And Bob has Oars, Anatomy in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Navigation
    Then Alice's score pile is nothing
    And Bob's score pile is Oars, Anatomy
    And it is Alice's turn 4 with one action used

  # --- Anatomy --------------------------------------------------------------------------------------

  @id:card-base-anatomy-return-score-card-then-top-card-of-its-value
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Anatomy: a returned score card takes a top card of the same value with it, when there is one
    # Anatomy features the leaf: Alice shows 3; Bob and Carol none (affected). Bob returns a 2, then
    # one of his two top 2s; Carol's only score card is a 3 and she has no top 3.
    Given a 3-player game
    And Alice's yellow pile is Anatomy
    And Bob's red pile is Archery
    And Bob's blue pile is Mathematics
    And Bob's purple pile is Philosophy, Mysticism
    And Bob has Oars, Calendar in the score pile
    And Carol's blue pile is Writing
    And Carol has Translation in the score pile
    And the age 1 pile is Tools
    And the age 2 pile is Monotheism
    And the age 3 pile is Paper
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Anatomy
    Then Bob must return 1 of Oars, Calendar
    When Bob returns Calendar
    Then Bob must return 1 of Mathematics, Philosophy
    When Bob returns Philosophy
    Then Bob's purple pile is Mysticism
    And Bob's blue pile is Mathematics
    And Bob's red pile is Archery
    And Bob's score pile is Oars
    And Carol's blue pile is Writing
    And Carol's score pile is nothing
    And Alice's yellow pile is Anatomy
    And Alice's score pile is nothing
    And the age 1 pile is Tools
    And the age 2 pile is Monotheism, Calendar, Philosophy
    And the age 3 pile is Paper, Translation
    And it is Alice's turn 4 with one action used

  @id:card-base-anatomy-equal-leaves-or-empty-score-nothing
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Anatomy: an opponent with as many leaves is not affected; an affected one with no score card returns nothing
    # Anatomy features the leaf: Alice shows 3, Bob 3 (Agriculture): not affected; Carol none
    # (affected) with an empty score pile.
    Given a 3-player game
    And Alice's yellow pile is Anatomy
    And Bob's yellow pile is Agriculture
    And Bob has Oars in the score pile
    And Carol's red pile is Archery
    And the age 1 pile is Tools
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Anatomy
    Then Bob's score pile is Oars
    And Bob's yellow pile is Agriculture
    And Carol's red pile is Archery
    And the age 1 pile is Tools
    And it is Alice's turn 4 with one action used

  # --- Perspective ----------------------------------------------------------------------------------

  @id:card-base-perspective-shared-return-then-score-half-lightbulbs
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Perspective shared: after a return, each scores floor(lightbulbs / 2) hand cards, as many as the hand allows
    # Perspective features the lightbulb: Alice shows 5, Bob 5 and shares. Five lightbulbs: score 2;
    # Bob has only one card left, scored unasked.
    Given a 2-player game
    And Alice's yellow pile is Perspective
    And Alice's blue pile is Experimentation
    And Alice has Oars, Sailing, Mathematics, Tools in hand
    And Bob's purple pile is Philosophy
    And Bob's green pile is Paper
    And Bob has Agriculture, Pottery in hand
    And the age 1 pile is nothing
    And the age 2 pile is nothing
    And the age 4 pile is Navigation, Gunpowder
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Perspective
    Then Bob may return up to 1 of Agriculture, Pottery
    When Bob returns Pottery
    Then Bob's score pile is Agriculture
    And Bob's hand is nothing
    And Alice may return up to 1 of Oars, Sailing, Mathematics, Tools
    When Alice returns Oars
    Then Alice must score 2 of Sailing, Mathematics, Tools
    When Alice scores Tools, Mathematics
    Then Alice's score pile is Tools, Mathematics
    And Alice's hand is Sailing, Navigation
    And Bob's score pile is Agriculture
    And the age 1 pile is Pottery, Oars
    And the age 2 pile is nothing
    And the age 4 pile is Gunpowder
    And it is Alice's turn 4 with one action used

  @id:card-base-perspective-declined
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Perspective declined: nothing returned, nothing scored
    # Perspective features the lightbulb: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's yellow pile is Perspective
    And Alice has Oars, Sailing in hand
    And the age 1 pile is Tools
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Perspective
    Then Alice may return up to 1 of Oars, Sailing
    When Alice declines
    Then Alice's hand is Oars, Sailing
    And Alice's score pile is nothing
    And the age 1 pile is Tools
    And it is Alice's turn 4 with one action used

  @id:card-base-perspective-three-lightbulbs-score-one
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Perspective with three lightbulbs scores one card (floor 3/2)
    # Perspective features the lightbulb: Alice shows 3 (Perspective 2, Archery 1), Bob none.
    Given a 2-player game
    And Alice's yellow pile is Perspective
    And Alice's red pile is Archery
    And Alice has Oars, Sailing, Tools in hand
    And the age 1 pile is Agriculture
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Perspective
    Then Alice may return up to 1 of Oars, Sailing, Tools
    When Alice returns Oars
    Then Alice must score 1 of Sailing, Tools
    When Alice scores Tools
    Then Alice's score pile is Tools
    And Alice's hand is Sailing
    And the age 1 pile is Agriculture, Oars
    And it is Alice's turn 4 with one action used

  # --- Enterprise -----------------------------------------------------------------------------------

  @id:card-base-enterprise-crown-card-to-board-then-draw-meld-4
  @assumes:actions.per_turn>=2 @assumes:dogma.icon_count_once=true @assumes:dogma.sharing_bonus=true
  @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Enterprise: Bob moves a top non-purple crown card onto Alice's board and draws and melds a 4; the sharer splays green
    # Enterprise features the crown: Alice shows 5, Bob 4 (affected), Carol 5 (shares). Bob's purple
    # Code of Laws is not offered.
    Given a 3-player game
    And Alice's purple pile is Enterprise
    And Alice's green pile is Sailing, Clothing
    And Bob's red pile is Oars
    And Bob's yellow pile is Domestication
    And Bob's purple pile is Code of Laws
    And Carol's green pile is Navigation, Mapmaking
    And Carol's purple pile is City States
    And the age 4 pile is Colonialism, Gunpowder, Anatomy
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Enterprise
    Then Bob must transfer 1 of Oars, Domestication
    When Bob transfers Domestication
    Then Alice's yellow pile is Domestication
    And Bob's yellow pile is nothing
    And Bob's red pile is Colonialism, Oars
    And Carol may splay up to 1 of green
    When Carol splays green
    Then Carol's green pile is Navigation, Mapmaking splayed right
    And Alice may splay up to 1 of green
    When Alice declines
    Then Alice's green pile is Sailing, Clothing
    And Alice's purple pile is Enterprise
    And Alice's hand is Gunpowder
    And Bob's purple pile is Code of Laws
    And Bob's hand is nothing
    And the age 4 pile is Anatomy
    And it is Alice's turn 4 with one action used

  @id:card-base-enterprise-no-eligible-card-no-draw
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Enterprise: an affected player whose only crown card is purple gives nothing and draws nothing
    # Enterprise features the crown: Alice shows 5, Bob 2 (City States; affected). Tools has no crown.
    Given a 2-player game
    And Alice's purple pile is Enterprise
    And Alice's green pile is Sailing
    And Bob's blue pile is Tools
    And Bob's purple pile is City States
    And the age 4 pile is Colonialism
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Enterprise
    Then Bob's blue pile is Tools
    And Bob's purple pile is City States
    And Bob's hand is nothing
    And Alice's green pile is Sailing
    And Alice's blue pile is nothing
    And the age 4 pile is Colonialism
    And it is Alice's turn 4 with one action used

  # --- Reformation ----------------------------------------------------------------------------------

  @id:card-base-reformation-shared-tuck-half-leaves-then-splay-right
  @assumes:actions.per_turn>=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Reformation shared: Bob tucks his whole hand (fewer than his four), Alice tucks three chosen cards; then splays right
    # Reformation features the leaf: Alice shows 6 (tuck 3), Bob 8 (tuck 4, holds 2) and shares.
    # Bob's two cards differ in colour: no order to choose. Alice orders her two blue cards.
    Given a 2-player game
    And Alice's blue pile is Mathematics
    And Alice's yellow pile is Agriculture, Masonry
    And Alice's purple pile is Reformation, Mysticism
    And Alice has Oars, Tools, Writing, Calendar in hand
    And Bob's blue pile is Pottery
    And Bob's green pile is Clothing
    And Bob's yellow pile is Anatomy, Fermenting
    And Bob has Sailing, Archery in hand
    And the age 4 pile is Gunpowder, Navigation
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Reformation
    Then Bob may accept or decline
    When Bob accepts
    Then Bob's hand is nothing
    And Bob's red pile is Archery
    And Bob's green pile is Clothing, Sailing
    And Alice may accept or decline
    When Alice accepts
    Then Alice must tuck 3 of Oars, Tools, Writing, Calendar
    When Alice tucks Calendar then Writing then Oars
    Then Alice's blue pile is Mathematics, Calendar, Writing
    And Alice's red pile is Oars
    And Bob may splay up to 1 of yellow
    When Bob splays yellow
    Then Alice may splay up to 1 of yellow, purple
    When Alice splays purple
    Then Alice's purple pile is Reformation, Mysticism splayed right
    And Alice's yellow pile is Agriculture, Masonry
    And Alice's hand is Tools, Gunpowder
    And Bob's yellow pile is Anatomy, Fermenting splayed right
    And Bob's blue pile is Pottery
    And Bob's hand is nothing
    And the age 4 pile is Navigation
    And it is Alice's turn 4 with one action used

  @id:card-base-reformation-declined-tucks-nothing
  @assumes:actions.per_turn>=2 @assumes:splay.unsplay_small_piles=true
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Reformation declined by both: nothing tucked; single-card piles cannot be splayed
    # Reformation features the leaf: Alice shows 3 (tuck 1), Bob 3 (Agriculture) and shares.
    Given a 2-player game
    And Alice's purple pile is Reformation
    And Alice has Oars, Tools in hand
    And Bob's yellow pile is Agriculture
    And Bob has Writing in hand
    And the age 4 pile is Gunpowder
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Reformation
    Then Bob may accept or decline
    When Bob declines
    Then Alice may accept or decline
    When Alice declines
    Then Alice's hand is Oars, Tools
    And Alice's purple pile is Reformation
    And Bob's hand is Writing
    And Bob's yellow pile is Agriculture
    And the age 4 pile is Gunpowder
    And it is Alice's turn 4 with one action used

  @id:card-base-reformation-three-leaves-tuck-one-then-splay-purple
  @assumes:actions.per_turn>=2
  @first-edition @iello @deluxe @bga-first @bga-third
  Scenario: Reformation with three leaves tucks one card (floor 3/2), then splays purple right
    # Reformation features the leaf: Alice shows 3 (Mysticism is covered), Bob none. Her only card
    # is the one to tuck: accepted, it goes unasked.
    Given a 2-player game
    And Alice's purple pile is Reformation, Mysticism
    And Alice's red pile is Archery
    And Alice has Oars in hand
    And the age 4 pile is Gunpowder
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Reformation
    Then Alice may accept or decline
    When Alice accepts
    Then Alice's red pile is Archery, Oars
    And Alice's hand is nothing
    And Alice may splay up to 1 of purple
    When Alice splays purple
    Then Alice's purple pile is Reformation, Mysticism splayed right
    And Alice's red pile is Archery, Oars
    And the age 4 pile is Gunpowder
    And it is Alice's turn 4 with one action used
