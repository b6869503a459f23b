# Figures karma readings the card texts leave to the reader, stated with their reasons, and both
# sides of karma scopes (issue 42): the project's research note figures.md, §4.1 and §4.2 (a
# karma's scope says whose events set it off; the owner carries out its unnamed instructions),
# §4.3 and §4.6 (several karmas on one event: the current player chooses the one that happens),
# §6 (the issuer carries out Rivalry's returns) and §11 (board cards that count as available
# achievements are claimed with the Achieve action). Figure facts:
# engine/data/cards/figures-ultimate.json; base cards: base-ultimate.json.
# Piles are written top card first; every supply age and Figures deck a scenario draws from is
# listed; a card going back to a deck goes under it. A player with two top figures fades one at
# the end of the action.
@ultimate-figures
Feature: Figures: karma readings and both sides of karma scopes

  # --- Antonie Van Leeuwenhoek: "when you are about to draw a card: first you may return a 5".
  # The trigger is the draw; the return is a choice inside the karma's effect. So the karma
  # answers every draw of its owner, 5 in hand or not, and is among the karmas the current
  # player chooses from when another karma answers the same draw.

  @id:fig-antonie-karma-without-a-5-still-answers-the-draw
  @assumes:actions.per_turn>=2 @assumes:figures.karma_conflict=current-player-chooses-one
  @assumes:figures.fading=true
  Scenario: Antonie Van Leeuwenhoek with no 5 in hand still answers Alice's draw: she has his karma happen, so Galileo junks no deck
    # Alice's draw value is 5 (Antonie). Galileo Galilei would first junk the 4 or the 5 deck.
    Given a 2-player game
    And Alice's yellow pile is Antonie Van Leeuwenhoek
    And Alice's green pile is Galileo Galilei
    And Alice has Tools in hand
    And the age 4 pile is Invention, Navigation
    And the age 5 pile is Coal, Physics
    And it is Alice's turn 9 with every action left
    When Alice draws
    And Alice chooses Antonie Van Leeuwenhoek #2
    Then Alice's hand is Tools, Coal
    And the age 4 pile is Invention, Navigation
    And the age 5 pile is Physics
    And the junk pile holds nothing
    And Alice must score 1 of Antonie Van Leeuwenhoek, Galileo Galilei

  # --- Caresse Crosby: "first splay that color left on any one player's board". A splay that
  # would change nothing (a pile of one card, or one splayed left already) is no splay, so the
  # board is chosen among those where the splay happens; with one such board there is nothing to
  # choose. (The one source offers the same boards: DH4 res/figs/CaresseCrosby.js.)

  @id:fig-caresse-crosby-splays-the-one-board-it-changes-on-bobs-dogma
  @assumes:actions.per_turn>=2 @assumes:splay.revealed.left=["bottom_right"] @assumes:splay.unsplay_small_piles=true
  Scenario: Caresse Crosby: before Bob's dogma of The Wheel, only his green pile can be splayed left, so it is, and Alice draws two 2s
    # Alice's green pile is one card. The Wheel features the castle: Bob shows 3, Alice none.
    Given a 2-player game
    And Alice's yellow pile is Caresse Crosby
    And Alice's green pile is Sailing
    And Bob's green pile is The Wheel, Clothing
    And the age 1 pile is Tools, Oars, Writing
    And the age 2 pile is Calendar, Mathematics, Currency
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of The Wheel
    Then Bob's green pile is The Wheel, Clothing splayed left
    And Alice's green pile is Sailing
    And Alice's hand is Calendar, Mathematics
    And Bob's hand is Tools, Oars
    And the age 1 pile is Writing
    And the age 2 pile is Currency
    And the game is not over
    And it is Bob's turn 10 with one action used

  # --- Susan Blackmore: "when another player's Dogma action ... ends without that player drawing
  # a sharing bonus": one event for each such action, however many opponents its launcher has
  # (the variant's card dispute: the one source evaluates the trigger once per opponent of the
  # launcher, as for Grace Hopper). Her owner's own action is no other player's.

  @id:fig-susan-blackmore-once-per-action-with-three-players
  @assumes:actions.per_turn>=2
  Scenario: Susan Blackmore: in a three-player game Bob's The Wheel earns no sharing bonus, and Alice self-executes it once
    # The Wheel features the castle: Bob shows 3, Alice and Carol none.
    Given a 3-player game
    And Alice's blue pile is Susan Blackmore
    And Bob's green pile is The Wheel
    And the age 1 pile is Tools, Sailing, Oars, Pottery, Clothing, Archery
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of The Wheel
    Then Bob's hand is Tools, Sailing
    And Alice's hand is Oars, Pottery
    And Carol's hand is nothing
    And the age 1 pile is Clothing, Archery
    And it is Bob's turn 10 with one action used

  @id:fig-susan-blackmore-not-after-her-owners-own-action
  @assumes:actions.per_turn>=2
  Scenario: Susan Blackmore: Alice's own The Wheel earns no sharing bonus, and she does not self-execute it again
    # The Wheel features the castle: Alice shows 3, Bob none, so nobody shares.
    Given a 2-player game
    And Alice's blue pile is Susan Blackmore
    And Alice's green pile is The Wheel
    And the age 1 pile is Tools, Sailing, Oars, Pottery
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of The Wheel
    Then Alice's hand is Tools, Sailing
    And Bob's hand is nothing
    And the age 1 pile is Oars, Pottery
    And it is Alice's turn 9 with one action used

  # --- Therese Kirongozi replaces an opponent's Dogma action: her owner's own is untouched.

  @id:fig-therese-kirongozi-leaves-her-owners-dogma-alone
  @assumes:actions.per_turn>=2
  Scenario: Therese Kirongozi: Alice's own dogma of Writing is an ordinary Dogma action
    Given a 2-player game
    And Alice's yellow pile is Therese Kirongozi
    And Alice's blue pile is Writing
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's hand is Calendar
    And the age 2 pile is Mathematics
    And it is Alice's turn 9 with one action used

  # --- Karmas of "any player" answer their owner's own events too.

  @id:fig-greta-thunberg-before-her-owners-own-dogma @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Greta Thunberg: before Alice's own dogma of Writing she junks Bob's Coal, the only top card with a factory, and wins
    Given a 2-player game
    And Alice's yellow pile is Greta Thunberg
    And Alice's blue pile is Writing
    And Bob's red pile is Coal
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then the junk pile holds Coal
    And Alice wins by dogma

  @id:fig-emmy-noether-before-her-owners-own-score
  @assumes:actions.per_turn>=2
  Scenario: Emmy Noether: before Alice scores, she junks a card of her own score pile
    # Agriculture features the leaf: Alice shows 3, Bob none. Alice returns Tools and draws a 2
    # to score: first she junks a card of her own score pile.
    Given a 2-player game
    And Alice's green pile is Emmy Noether
    And Alice's yellow pile is Agriculture
    And Alice has Tools in hand
    And Alice has Coal, Writing in the score pile
    And the age 1 pile is Oars
    And the age 2 pile is Calendar, Philosophy
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Agriculture
    Then Alice may return up to 1 of Tools
    When Alice returns Tools
    Then Alice must junk 1 of Coal, Writing
    When Alice junks Writing
    Then Alice's score pile is Coal, Calendar
    And the junk pile holds Writing
    And the age 1 pile is Oars, Tools
    And the age 2 pile is Philosophy
    And it is Alice's turn 9 with one action used

  @id:fig-emma-watson-before-her-owners-own-meld @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Emma Watson: before Alice melds Tools, her one blue card goes back, then she scores Bob's blue card, then melds
    # Fewer than six cards were returned, so the melding player, Alice, scores every blue card
    # of every board.
    Given a 2-player game
    And Alice's purple pile is Emma Watson
    And Alice's blue pile is Writing
    And Alice has Tools in hand
    And Bob's blue pile is Pottery
    And the age 1 pile is Oars
    And it is Alice's turn 9 with every action left
    When Alice melds Tools
    Then Alice's blue pile is Tools
    And Alice's score pile is Pottery
    And Bob's blue pile is nothing
    And the age 1 pile is Oars, Writing
    And it is Alice's turn 9 with one action used

  @id:fig-jp-morgan-before-his-owners-own-dogma
  @assumes:actions.per_turn>=2 @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  Scenario: J.P. Morgan: before Alice's own dogma of Writing, her blue pile is splayed up
    # Writing features the lightbulb: Alice shows 2 and, once splayed up, Tools' 2 more; Bob none.
    Given a 2-player game
    And Alice's green pile is J.P. Morgan
    And Alice's blue pile is Writing, Tools
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's blue pile is Writing, Tools splayed up
    And Alice's hand is Calendar
    And Bob's hand is nothing
    And it is Alice's turn 9 with one action used

  # --- Gilgamesh lowers each opponent's score by their castles: his owner's is whole.

  @id:fig-gilgamesh-leaves-his-owners-score-whole @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5
  Scenario: Gilgamesh: Alice's own castles take nothing from her 6 points, so she may achieve the 1
    # Alice shows 4 castles (8 as Gilgamesh counts them): lowered by them, her score would not
    # reach the 5 points the 1 costs.
    Given a 2-player game
    And Alice's red pile is Gilgamesh
    And Alice's green pile is The Wheel
    And Alice has Calendar, Mathematics, Construction in the score pile
    And the standard achievements are Pottery
    And it is Alice's turn 9 with every action left
    Then Alice may achieve ages 1

  # --- Florence Nightingale: "any player" about to move a card out of her owner's score pile;
  # the player carrying out the movement may be another player. An exchange is an event of its
  # own (the card data names it beside transfer, as Yi Sun-Sin's karma does), and her karma
  # names transfer, return, meld, score and junk, not exchange (so does the one source, DH4
  # res/figs/FlorenceNightingale.js): an exchange out of her owner's score pile happens.

  @id:fig-florence-nightingale-keeps-cards-another-player-returns @ultimate-echoes-figures
  @assumes:figures.decrees=true @assumes:figures.decree_values=3
  Scenario: Florence Nightingale: Bob's Rivalry cannot return cards out of Alice's score pile; Florence herself goes back
    # Homer (1, purple), Sun Tzu (2) and Alhazen (3) allow Rivalry. Bob, the issuer, returns the
    # three cards of Alice's score pile: instead they stay. Then Alice's top figure, Florence, is
    # returned.
    Given a 2-player game
    And Alice's yellow pile is Florence Nightingale
    And Alice has Tools, Calendar, Optics in the score pile
    And Bob has Homer, Sun Tzu, Alhazen in hand
    And the age 7 figures pile is Rowland Hill
    And it is Bob's turn 10 with every action left
    When Bob issues the Rivalry decree
    Then Alice's score pile is Tools, Calendar, Optics
    And Alice's yellow pile is nothing
    And the age 7 figures pile is Rowland Hill, Florence Nightingale
    And Bob's achievements are Rivalry

  @id:fig-florence-nightingale-lets-an-exchange-happen @ultimate-echoes-figures
  @assumes:actions.per_turn>=2
  Scenario: Florence Nightingale: Medicine's demand exchanges Alice's highest score card with Bob's lowest
    # Medicine features the leaf: Bob shows 2, Alice 1, so Alice is affected. No achievement of
    # value 3 or 4 is available for Bob to junk.
    Given a 2-player game
    And Alice's yellow pile is Florence Nightingale
    And Alice has Calendar in the score pile
    And Bob's yellow pile is Medicine
    And Bob has Tools in the score pile
    And the standard achievements are Pottery
    And it is Bob's turn 10 with every action left
    When Bob performs the dogma of Medicine
    Then Alice's score pile is Tools
    And Bob's score pile is Calendar
    And it is Bob's turn 10 with one action used

  # --- Taiichi Ono: "a card from your hand whose featured icon is the same as the dogma'd
  # card's". A figure has no dogma, so no featured icon: it never matches (the variant's card
  # dispute: the one source keeps a featured icon on every figure).

  @id:fig-taiichi-ono-a-figure-in-hand-has-no-featured-icon
  @assumes:actions.per_turn>=2 @assumes:ages.game_end_draw=12
  Scenario: Taiichi Ono: Sejong the Great in hand has no featured icon, so Alice achieves nothing and draws an 11
    # Writing features the lightbulb: Alice shows 2, Bob none.
    Given a 2-player game
    And Alice's green pile is Taiichi Ono
    And Alice's blue pile is Writing
    And Alice has Sejong the Great in hand
    And the age 2 pile is Calendar, Mathematics
    And the age 11 pile is Climatology, Solar Sailing
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Writing
    Then Alice's hand is Sejong the Great, Climatology, Calendar
    And Alice's achievements are nothing
    And the age 11 pile is Solar Sailing
    And it is Alice's turn 9 with one action used

  # --- Board cards that count as available achievements (Cai Lun, Amina Sukhera, John Loudon
  # McAdam) count for the Achieve action, as their texts say ("you may claim it with the Achieve
  # action"): a karma's "claim an available standard achievement" (Bartolomeo Cristofori; Johannes
  # Vermeer's "one higher" claim is read the same way) takes one among the achievements set out.

  @id:fig-cristofori-claims-no-board-card-amina-makes-available @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:figures.fading=true
  Scenario: Bartolomeo Cristofori: with Amina Sukhera's castle tops available to the Achieve action, his claim still takes Oars
    # The Wheel, a 1 with a castle, is an available achievement for Alice's Achieve action only.
    Given a 2-player game
    And Alice's purple pile is Bartolomeo Cristofori
    And Alice's red pile is Amina Sukhera
    And Alice's green pile is The Wheel
    And Alice's blue pile is Writing, Tools, Pottery, Calendar splayed left
    And Alice has Mathematics in hand
    And the standard achievements are Oars
    And it is Alice's turn 9 with every action left
    When Alice melds Mathematics
    Then Alice's achievements are Oars
    And Alice's green pile is The Wheel
    And Alice's blue pile is Mathematics, Writing, Tools, Pottery, Calendar splayed left
    And Alice must score 1 of Bartolomeo Cristofori, Amina Sukhera

  @id:fig-vermeer-claims-no-board-card-amina-makes-available @ultimate-echoes-figures
  @assumes:actions.per_turn>=2 @assumes:actions.achieve_score_per_age=5 @assumes:figures.achieve_figure_draws=true
  @assumes:figures.fading=true
  Scenario: Johannes Vermeer: achieving the 1, Alice first claims Calendar, the one standard 2, not her Mapmaking that Amina makes available
    # Mapmaking, a 2 with a castle, is an available achievement for Alice's Achieve action only.
    # Vermeer's bonus 5 gives Alice the 5 points a 1 needs. After the Achieve action, Bob draws a
    # figure at his draw value, 1.
    Given a 2-player game
    And Alice's purple pile is Johannes Vermeer
    And Alice's red pile is Amina Sukhera
    And Alice's green pile is Mapmaking
    And Bob's yellow pile is Agriculture
    And the standard achievements are Tools, Calendar, Optics
    And the age 1 figures pile is Homer, Imhotep
    And it is Alice's turn 9 with every action left
    When Alice achieves age 1
    Then Alice's achievements are Calendar, Tools
    And Alice's green pile is Mapmaking
    And the standard achievements are ages 3
    And Bob's hand is Homer
    And Alice must score 1 of Johannes Vermeer, Amina Sukhera
