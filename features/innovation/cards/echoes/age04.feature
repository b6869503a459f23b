# The age-4 Echoes cards, each echo effect, dogma effect and branch, from exact positions.
# Card texts: engine/data/cards/echoes-ultimate.json (our own words; each card's notes: Telescope's
# source dispute, Shuriken's implementation note); rules: echoes.md §3 (a draw naming no deck is an Echoes
# draw when the drawer has a unique highest top card), §4 (echo effects run first in a Dogma
# action), §5 (the forecast and its limit), §6 (promotion after a Meld action, then the promoted
# card's free Dogma action, in which it is "foreseen"), §7 (bonuses), §8 (Destiny). Every supply
# pile a scenario draws from or returns to is listed, base and Echoes; the icon counts that
# decide who shares or who is affected are in the comments.
@ultimate-echoes
Feature: Age 4 Echoes cards

  # --- Slide Rule (blue, lightbulb) -----------------------------------------------------------

  @id:echoes-slide-rule-splays-yellow-and-draws-lowest-plus-splayed @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Slide Rule: yellow splayed right; a card of the lowest top value plus the splayed colours is drawn (1 + 1)
    # Slide Rule features the lightbulb: Alice shows 3, Bob none. Alice's highest top card is
    # Slide Rule (4) alone: her 2 is an Echoes draw.
    Given a 2-player game
    And Alice's blue pile is Slide Rule
    And Alice's yellow pile is Agriculture, Masonry
    And the age 2 echoes pile is Lever, Crossbow
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Slide Rule
    Then Alice may splay up to 1 of yellow
    When Alice splays yellow
    Then Alice's yellow pile is Agriculture, Masonry splayed right
    And Alice's hand is Lever
    And the age 2 echoes pile is Crossbow
    And it is Alice's turn 4 with one action used

  @id:echoes-slide-rule-declined-splay @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Slide Rule: with the splay declined, the lowest top card (1) plus no splayed colour draws a 1
    # Slide Rule (4) is Alice's highest top card alone: an Echoes 1.
    Given a 2-player game
    And Alice's blue pile is Slide Rule
    And Alice's yellow pile is Agriculture, Masonry
    And the age 1 echoes pile is Plumbing, Ruler
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Slide Rule
    And Alice declines
    Then Alice's yellow pile is Agriculture, Masonry
    And Alice's hand is Plumbing
    And it is Alice's turn 4 with one action used

  # --- Telescope (blue, lightbulb) ------------------------------------------------------------

  @id:echoes-telescope-puts-back-and-achieves-from-the-forecast @ultimate-echoes-figures
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:cards.readings.telescope_second_half=achieve-from-forecast
  Scenario: Telescope: the echo foreshadows an Echoes 5; Octant goes back on top of its deck; Alice achieves Katana from her forecast
    # Telescope features the lightbulb: Alice shows 1, Bob none. Alice's score: 12 in the score
    # pile and Telescope's bonus 4, 16: eligible for a 3 (15) with a top card of 4.
    Given a 2-player game
    And Alice's blue pile is Telescope
    And Alice has Atomic Theory, Encyclopedia in the score pile
    And Alice has Katana in the forecast
    And the age 5 echoes pile is Octant, Coke
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Telescope
    Then Alice may transfer up to 1 of Katana, Octant
    When Alice transfers Octant
    Then the age 5 echoes pile is Octant, Coke
    And Alice's achievements are Katana
    And Alice's forecast is nothing
    And it is Alice's turn 4 with one action used

  @id:echoes-telescope-nothing-eligible @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:cards.readings.telescope_second_half=achieve-from-forecast
  Scenario: Telescope: a card put back, but Alice is eligible for no forecast card: nothing is achieved
    Given a 2-player game
    And Alice's blue pile is Telescope
    And Alice has Katana in the forecast
    And the age 5 echoes pile is Octant, Coke
    And the age 3 echoes pile is Novel
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Telescope
    When Alice transfers Katana
    Then the age 3 echoes pile is Katana, Novel
    And Alice's achievements are nothing
    And Alice's forecast is Octant
    And it is Alice's turn 4 with one action used

  @id:echoes-telescope-exchanges-the-forecast-with-achievements @ultimate-echoes-figures @needs:resolved_variant
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:cards.readings.telescope_second_half=exchange-with-achievements
  Scenario: Telescope read as BGA4 prints it: the forecast is exchanged with available achievements and the 5 deck junked
    # The dispute on cards.readings.telescope_second_half, played by a house variant.
    Given a house variant of it sets cards.readings.telescope_second_half to "exchange-with-achievements"
    And a 2-player game
    And Alice's blue pile is Telescope
    And Alice has Katana in the forecast
    And the age 5 echoes pile is Octant, Coke
    And the age 5 pile is Chemistry, Coal
    And the standard achievements are Pottery, Calendar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Telescope
    When Alice transfers Octant
    And Alice exchanges Calendar
    Then Alice's forecast is Calendar
    And the standard achievements are ages 1, 3
    And the age 5 echoes pile is Octant, Coke
    And the age 5 pile is nothing
    And the junk pile holds Chemistry, Coal
    And it is Alice's turn 4 with one action used

  # --- Kobukson (red, factory) ----------------------------------------------------------------

  @id:echoes-kobukson-splays-bobs-pile-demands-and-tucks @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:splay.unsplay_small_piles=true
  Scenario: Kobukson: the echo splays Bob's green pile left; Bob returns his castle top card and tucks a 4; Alice tucks a 4
    # Kobukson features the factory: Alice shows 1, Bob none (affected). Only Bob's green pile can
    # be splayed. After Archery goes, Bob's only top card is Sailing and Alice's is Kobukson: both
    # draw Echoes 4s. Not foreseen: no 5 is melded.
    Given a 2-player game
    And Alice's red pile is Kobukson
    And Bob's green pile is Sailing, Clothing
    And Bob's red pile is Archery
    And the age 1 pile is nothing
    And the age 4 echoes pile is Pencil, Globe, Chintz
    And the age 5 pile is Coal
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Kobukson
    Then Bob's green pile is Sailing, Clothing splayed left
    And Bob's red pile is nothing
    And Bob's yellow pile is Pencil
    And Alice's green pile is Globe
    And Alice's red pile is Kobukson
    And the age 1 pile is Archery
    And the age 4 echoes pile is Chintz
    And the age 5 pile is Coal
    And it is Alice's turn 4 with one action used

  @id:echoes-kobukson-foreseen-melds-a-5 @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:splay.unsplay_small_piles=true
  Scenario: Kobukson foreseen: promoted onto Colonialism, it splays Alice's red pile left and finally draws and melds a 5
    # Alice melds Colonialism (4); Kobukson (4) is promoted onto it. Alice shows 1 factory, Bob
    # none. Bob has no top card with a castle. With Kobukson and Globe tied at 4, Alice's 5 is a
    # base 5.
    Given a 2-player game
    And Alice has Colonialism in hand
    And Alice has Kobukson in the forecast
    And Bob's blue pile is Writing
    And the age 4 echoes pile is Pencil, Globe
    And the age 5 pile is Coal, Chemistry
    And it is Alice's turn 4 with every action left
    When Alice melds Colonialism
    Then Alice's red pile is Coal, Kobukson, Colonialism splayed left
    And Alice's green pile is Globe
    And Bob's yellow pile is Pencil
    And Bob's blue pile is Writing
    And the age 5 pile is Chemistry
    And it is Alice's turn 4 with one action used

  # --- Shuriken (red, crown) ------------------------------------------------------------------

  @id:echoes-shuriken-two-non-red-castle-cards-to-the-board @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Shuriken: Bob transfers his two non-red top cards with a castle to Alice's board; Alice splays purple right
    # Shuriken features the crown: Alice shows 3 + 2 (Code of Laws), Bob 2 (affected). Bob's
    # Archery is red, Sailing has no castle: Tools and Masonry go.
    Given a 2-player game
    And Alice's red pile is Shuriken
    And Alice's purple pile is Code of Laws, Mysticism
    And Bob's blue pile is Tools
    And Bob's yellow pile is Masonry
    And Bob's red pile is Archery
    And Bob's green pile is Sailing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Shuriken
    Then Alice may splay up to 1 of purple
    When Alice splays purple
    Then Alice's blue pile is Tools
    And Alice's yellow pile is Masonry
    And Alice's purple pile is Code of Laws, Mysticism splayed right
    And Alice's achievements are nothing
    And Bob's red pile is Archery
    And Bob's green pile is Sailing
    And it is Alice's turn 4 with one action used

  @id:echoes-shuriken-foreseen-two-cards-become-achievements @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Shuriken foreseen: the two cards Bob transfers go on to Alice's achievements
    # Alice melds Gunpowder (4); Shuriken (4) is promoted onto it: Alice shows 3 crowns, Bob 2.
    Given a 2-player game
    And Alice has Gunpowder in hand
    And Alice has Shuriken in the forecast
    And Bob's blue pile is Tools
    And Bob's yellow pile is Masonry
    And Bob's green pile is Sailing
    And it is Alice's turn 4 with every action left
    When Alice melds Gunpowder
    Then Alice's achievements are Tools, Masonry
    And Alice's blue pile is nothing
    And Alice's yellow pile is nothing
    And Alice's red pile is Shuriken, Gunpowder
    And Bob's blue pile is nothing
    And Bob's yellow pile is nothing
    And it is Alice's turn 4 with one action used

  @id:echoes-shuriken-foreseen-one-card-stays-on-the-board @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Shuriken foreseen: Bob has one such card, so it stays on Alice's board
    # Shuriken's implementation note: the cards become achievements only when two were transferred.
    Given a 2-player game
    And Alice has Gunpowder in hand
    And Alice has Shuriken in the forecast
    And Bob's blue pile is Tools
    And Bob's green pile is Sailing
    And it is Alice's turn 4 with every action left
    When Alice melds Gunpowder
    Then Alice's blue pile is Tools
    And Alice's achievements are nothing
    And it is Alice's turn 4 with one action used

  # --- Chintz (green, crown) ------------------------------------------------------------------

  @id:echoes-chintz-one-card-in-hand-draws-and-scores @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Chintz: a 4 drawn is Alice's only card, so she draws a 4 and draws and scores a 4
    # Chintz features the crown: Alice shows 2, Bob none. Alice's only top card is Chintz (4):
    # Echoes draws.
    Given a 2-player game
    And Alice's green pile is Chintz
    And the age 4 echoes pile is Pencil, Globe, Clock, Toilet
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Chintz
    Then Alice's hand is Pencil, Globe
    And Alice's score pile is Clock
    And the age 4 echoes pile is Toilet
    And it is Alice's turn 4 with one action used

  @id:echoes-chintz-two-cards-in-hand @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Chintz: with two cards in hand after the first draw, nothing more is drawn
    Given a 2-player game
    And Alice's green pile is Chintz
    And Alice has Tools in hand
    And the age 4 echoes pile is Pencil, Globe, Clock
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Chintz
    Then Alice's hand is Tools, Pencil
    And Alice's score pile is nothing
    And the age 4 echoes pile is Globe, Clock
    And it is Alice's turn 4 with one action used

  @id:echoes-chintz-foreseen-hand-to-the-achievements @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Chintz foreseen: after its draws, Alice's whole hand goes to the available achievements
    # Alice melds Invention (4); Chintz (4) is promoted onto it. Her hand is then Tools, and
    # Pencil makes two: effect 2 does nothing.
    Given a 2-player game
    And Alice has Invention, Tools in hand
    And Alice has Chintz in the forecast
    And the age 4 echoes pile is Pencil, Globe
    And the standard achievements are Calendar
    And it is Alice's turn 4 with every action left
    When Alice melds Invention
    Then Alice's green pile is Chintz, Invention
    And Alice's hand is nothing
    And the standard achievements are ages 1, 2, 4
    And it is Alice's turn 4 with one action used

  # --- Globe (green, factory) -----------------------------------------------------------------

  @id:echoes-globe-blue-green-yellow-returned-foreshadows-6-7-8-and-splays @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:splay.unsplay_small_piles=true
  Scenario: Globe: a hand with blue, green and yellow returned; a 6, 7 and 8 foreshadowed; blue splayed right
    # Globe features the factory: Alice shows 2, Bob none. Alice's highest top card is Globe (4)
    # alone: Echoes draws. Only her blue pile can be splayed.
    Given a 2-player game
    And Alice's green pile is Globe
    And Alice's blue pile is Writing, Pottery
    And Alice has Tools, Sailing, Masonry in hand
    And the age 1 pile is nothing
    And the age 6 echoes pile is Bifocals
    And the age 7 echoes pile is Photography
    And the age 8 echoes pile is X-Ray
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Globe
    And Alice returns Tools then Sailing then Masonry
    Then Alice's forecast is Bifocals, Photography, X-Ray
    And Alice's blue pile is Writing, Pottery splayed right
    And Alice's hand is nothing
    And the age 1 pile is Tools, Sailing, Masonry
    And it is Alice's turn 4 with one action used

  @id:echoes-globe-hand-without-the-three-colours @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Globe: a hand returned without a yellow card draws nothing
    Given a 2-player game
    And Alice's green pile is Globe
    And Alice has Tools, Sailing in hand
    And the age 1 pile is nothing
    And the age 6 echoes pile is Bifocals
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Globe
    And Alice returns Tools, Sailing
    Then Alice's forecast is nothing
    And Alice's hand is nothing
    And the age 6 echoes pile is Bifocals
    And it is Alice's turn 4 with one action used

  @id:echoes-globe-foreseen-foreshadows-an-opponents-top-card @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Globe foreseen: Alice foreshadows Bob's top Archery
    # Alice melds Navigation (4); Globe (4) is promoted onto it. Her hand is empty.
    Given a 2-player game
    And Alice has Navigation in hand
    And Alice has Globe in the forecast
    And Bob's red pile is Archery
    And Bob's green pile is Sailing
    And it is Alice's turn 4 with every action left
    When Alice melds Navigation
    And Alice foreshadows Archery
    Then Alice's forecast is Archery
    And Bob's red pile is nothing
    And Alice's green pile is Globe, Navigation
    And it is Alice's turn 4 with one action used

  # --- Barometer (yellow, leaf) ---------------------------------------------------------------

  @id:echoes-barometer-takes-a-5-foreshadows-bonus-plus-two-and-claims-destiny @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Barometer: a 5 from the forecast to hand; Bob's bonus 4 gives a 6 foreshadowed; the forecast returned with a blue card claims Destiny
    # Barometer features the leaf: Alice shows 2, Bob 1 (Almanac). The only visible bonus is
    # Almanac's 4. Alice's only top card is Barometer: her 6 is an Echoes 6 (Bifocals, blue).
    Given a 2-player game
    And Alice's yellow pile is Barometer
    And Alice has Octant, Katana in the forecast
    And Bob's blue pile is Almanac
    And the age 6 echoes pile is Bifocals, Loom
    And the age 3 echoes pile is nothing
    And the special achievements are Destiny
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Barometer
    And Alice returns Katana, Bifocals
    Then Alice's hand is Octant
    And Alice's forecast is nothing
    And the age 3 echoes pile is Katana
    And the age 6 echoes pile is Loom, Bifocals
    And Alice's achievements are Destiny
    And it is Alice's turn 4 with one action used

  @id:echoes-barometer-no-bonus-and-declined-return @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Barometer: no bonus visible anywhere draws nothing; Alice keeps her forecast, no blue card
    Given a 2-player game
    And Alice's yellow pile is Barometer
    And Alice has Katana in the forecast
    And Bob's red pile is Archery
    And the special achievements are Destiny
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Barometer
    And Alice declines
    Then Alice's forecast is Katana
    And Alice's achievements are nothing
    And it is Alice's turn 4 with one action used

  # --- Pencil (yellow, lightbulb) -------------------------------------------------------------

  @id:echoes-pencil-returns-two-draws-two-and-foreshadows-one @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Pencil: the echo draws a 5; two cards returned (highest 3) draw two 4s; one foreshadowed, the other returned
    # Pencil features the lightbulb: Alice shows 1, Bob none. Alice's only top card is Pencil (4):
    # Echoes draws.
    Given a 2-player game
    And Alice's yellow pile is Pencil
    And Alice has Tools, Optics in hand
    And the age 1 pile is nothing
    And the age 3 pile is nothing
    And the age 5 echoes pile is Octant
    And the age 4 echoes pile is Globe, Chintz, Clock
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Pencil
    And Alice returns Tools, Optics
    And Alice returns Chintz
    Then Alice's forecast is Globe
    And Alice's hand is Octant
    And the age 4 echoes pile is Clock, Chintz
    And the age 1 pile is Tools
    And the age 3 pile is Optics
    And it is Alice's turn 4 with one action used

  @id:echoes-pencil-nothing-returned @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Pencil: returning nothing draws nothing more
    Given a 2-player game
    And Alice's yellow pile is Pencil
    And Alice has Tools in hand
    And the age 5 echoes pile is Octant
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Pencil
    And Alice declines
    Then Alice's hand is Tools, Octant
    And Alice's forecast is nothing
    And it is Alice's turn 4 with one action used

  # --- Clock (purple, lightbulb) --------------------------------------------------------------

  @id:echoes-clock-splays-the-biggest-pile-and-takes-value-n @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Clock: the echo splays one of the two biggest piles right; Alice's blue pile shows 2 cards, so Bob's 2s go to her score pile and a 2 is junked
    # Clock features the lightbulb: Alice shows 4 (Clock 1, Tools 2, Archery 1), Bob none.
    Given a 2-player game
    And Alice's purple pile is Clock
    And Alice's blue pile is Tools, Writing
    And Alice's red pile is Archery, Oars
    And Bob's green pile is Sailing
    And Bob has Calendar, Pottery in hand
    And Bob has Mathematics, Metalworking in the score pile
    And the standard achievements are Agriculture, Fermenting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Clock
    Then Alice may splay up to 1 of blue, red
    When Alice splays blue
    And Alice chooses blue
    Then Alice's blue pile is Tools, Writing splayed right
    And Alice's score pile is Calendar, Mathematics
    And Bob's hand is Pottery
    And Bob's score pile is Metalworking
    And the standard achievements are ages 1
    And the junk pile holds Fermenting
    And it is Alice's turn 4 with one action used

  @id:echoes-clock-unsplayed-pile-shows-one-card @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Clock: the echo splay declined, Alice names her unsplayed blue pile of two cards, which shows one card: Bob's 1s go and the 1 achievement is junked
    Given a 2-player game
    And Alice's purple pile is Clock
    And Alice's blue pile is Tools, Writing
    And Bob's green pile is Sailing
    And Bob has Calendar, Pottery in hand
    And Bob has Oars in the score pile
    And the standard achievements are Agriculture, Fermenting
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Clock
    And Alice declines
    And Alice chooses blue
    Then Alice's score pile is Pottery, Oars
    And Bob's hand is Calendar
    And the standard achievements are ages 2
    And the junk pile holds Agriculture
    And it is Alice's turn 4 with one action used

  # --- Toilet (purple, leaf) ------------------------------------------------------------------

  @id:echoes-toilet-tucks-demands-one-per-bonus-value-and-redraws @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:dogma.demands_earn_bonus=false
  Scenario: Toilet: the echo tucks an Echoes 4; Bob returns a 3 and a 4 (Alice's bonus values); Alice returns a card and draws one of its value
    # Toilet features the leaf: Alice shows 5 (Toilet 2, Almanac 1, Homing Pigeons 2), Bob none.
    # Alice's highest top card is Toilet (4) alone: the tuck draws an Echoes 4 (Pencil, whose
    # bonus 4 is then visible). Alice's bonuses: 4, 3, 4: two values, 3 and 4, so Bob returns
    # one 3 and one 4 (not both of his 4s). With Pencil and Toilet tied at 4, her 1 is a base 1.
    Given a 2-player game
    And Alice's purple pile is Toilet
    And Alice's blue pile is Almanac
    And Alice's green pile is Homing Pigeons
    And Alice has Writing in hand
    And Bob's red pile is Archery
    And Bob has Optics, Compass, Invention, Perspective, Tools in the score pile
    And the age 4 echoes pile is Pencil, Globe
    And the age 1 pile is Oars
    And the age 3 pile is nothing
    And the age 4 pile is Navigation
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Toilet
    And Bob returns Optics
    And Bob returns Invention
    And Alice returns Writing
    Then Alice's yellow pile is Pencil
    And Bob's score pile is Compass, Perspective, Tools
    And the age 3 pile is Optics
    And the age 4 pile is Navigation, Invention
    And Alice's hand is Oars
    And the age 1 pile is Writing
    And it is Alice's turn 4 with one action used

  # --- Sharers: every echo effect and non-demand effect executed by a sharing player ----------
  # With Figures the sharing bonus draws a figure: the scenarios that earn it are not tagged for
  # ultimate-echoes-figures.

  @id:echoes-slide-rule-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Slide Rule shared: Bob draws a card of his lowest top value (2), Alice one of hers (4); Alice gets the sharing bonus
    # Slide Rule features the lightbulb: Alice shows 3, Bob 3 (Philosophy: shares). Each has a
    # unique highest top card: Echoes draws.
    Given a 2-player game
    And Alice's blue pile is Slide Rule
    And Bob's purple pile is Philosophy
    And the age 2 echoes pile is Lever
    And the age 4 echoes pile is Shuriken, Toilet
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Slide Rule
    Then Bob's hand is Lever
    And Alice's hand is Shuriken, Toilet
    And it is Alice's turn 4 with one action used

  @id:echoes-telescope-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:echoes.echo_effects_earn_bonus=true
  Scenario: Telescope shared: Bob foreshadows an Echoes 5 too and keeps his forecast; Alice gets the sharing bonus
    # Telescope features the lightbulb: Alice shows 1, Bob 1 (Archery: shares).
    Given a 2-player game
    And Alice's blue pile is Telescope
    And Bob's red pile is Archery
    And the age 5 echoes pile is Octant, Coke
    And the age 4 echoes pile is Shuriken
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Telescope
    And Bob declines
    And Alice declines
    Then Bob's forecast is Octant
    And Alice's forecast is Coke
    And Alice's hand is Shuriken
    And it is Alice's turn 4 with one action used

  @id:echoes-kobukson-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:splay.unsplay_small_piles=true
  Scenario: Kobukson shared: Bob, not demanded, splays Alice's green pile left and tucks a 4; Alice tucks one; Alice gets the sharing bonus
    # Kobukson features the factory: Alice shows 1, Bob 2 (Colonialism: shares, not affected).
    # Only Alice's green pile can be splayed; once it is, Alice's echo has nothing to splay.
    Given a 2-player game
    And Alice's red pile is Kobukson
    And Alice's green pile is Sailing, Clothing
    And Bob's red pile is Colonialism
    And the age 4 echoes pile is Pencil, Globe, Chintz
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Kobukson
    Then Alice's green pile is Sailing, Clothing, Globe splayed left
    And Bob's yellow pile is Pencil
    And Bob's red pile is Colonialism
    And Alice's hand is Chintz
    And it is Alice's turn 4 with one action used

  @id:echoes-shuriken-shared @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Shuriken shared: Bob, not demanded, has no purple pile to splay; nobody gets the sharing bonus
    # Shuriken features the crown: Alice shows 3, Bob 3 (Translation: shares, not affected).
    Given a 2-player game
    And Alice's red pile is Shuriken
    And Bob's blue pile is Translation
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Shuriken
    Then Bob's blue pile is Translation
    And Alice's hand is nothing
    And it is Alice's turn 4 with one action used

  @id:echoes-chintz-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Chintz shared: Bob and Alice each draw a 4, then, holding one card, a 4 and a 4 scored; Alice gets the sharing bonus
    # Chintz features the crown: Alice shows 2, Bob 2 (Sailing: shares). Each has a unique
    # highest top card: Echoes draws, Bob before Alice in each effect.
    Given a 2-player game
    And Alice's green pile is Chintz
    And Bob's green pile is Sailing
    And the age 4 echoes pile is Pencil, Globe, Clock, Toilet, Barometer, Telescope, Slide Rule
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Chintz
    Then Bob's hand is Pencil, Clock
    And Bob's score pile is Toilet
    And Alice's hand is Globe, Barometer, Slide Rule
    And Alice's score pile is Telescope
    And it is Alice's turn 4 with one action used

  @id:echoes-globe-shared @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Globe shared: Bob, with an empty hand, returns nothing; nobody gets the sharing bonus
    # Globe features the factory: Alice shows 2, Bob 2 (Colonialism: shares).
    Given a 2-player game
    And Alice's green pile is Globe
    And Bob's red pile is Colonialism
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Globe
    Then Bob's hand is nothing
    And Bob's forecast is nothing
    And Alice's hand is nothing
    And it is Alice's turn 4 with one action used

  @id:echoes-barometer-shared @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Barometer shared: Bob, with no 5 in his forecast and no bonus in sight, does nothing; nobody gets the sharing bonus
    # Barometer features the leaf: Alice shows 2, Bob 3 (Pottery: shares). No board shows a bonus.
    Given a 2-player game
    And Alice's yellow pile is Barometer
    And Bob's blue pile is Pottery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Barometer
    Then Bob's hand is nothing
    And Bob's forecast is nothing
    And Alice's hand is nothing
    And it is Alice's turn 4 with one action used

  @id:echoes-pencil-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:echoes.echo_effects_earn_bonus=true
  Scenario: Pencil shared: Bob draws a 5 too and returns nothing; Alice gets the sharing bonus
    # Pencil features the lightbulb: Alice shows 1, Bob 1 (Archery: shares).
    Given a 2-player game
    And Alice's yellow pile is Pencil
    And Bob's red pile is Archery
    And the age 5 echoes pile is Octant, Coke
    And the age 4 echoes pile is Shuriken
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Pencil
    And Bob declines
    And Alice declines
    Then Bob's hand is Octant
    And Alice's hand is Coke, Shuriken
    And it is Alice's turn 4 with one action used

  @id:echoes-clock-shared @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:splay.unsplay_small_piles=true
  Scenario: Clock shared: Bob, not demanded, has no pile of two cards to splay; nobody gets the sharing bonus
    # Clock features the lightbulb: Alice shows 1, Bob 1 (Archery: shares, not affected).
    Given a 2-player game
    And Alice's purple pile is Clock
    And Bob's red pile is Archery
    And Bob has Oars in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Clock
    Then Bob's red pile is Archery
    And Bob's hand is Oars
    And Alice's score pile is nothing
    And it is Alice's turn 4 with one action used

  @id:echoes-toilet-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:echoes.echo_effects_earn_bonus=true
  Scenario: Toilet shared: Bob, not demanded, tucks an Echoes 4 and returns nothing; Alice tucks one; Alice gets the sharing bonus
    # Toilet features the leaf: Alice shows 2, Bob 3 (Agriculture: shares, not affected). After
    # her tuck Alice's top cards tie at 4: her bonus draw is a base 4.
    Given a 2-player game
    And Alice's purple pile is Toilet
    And Bob's yellow pile is Agriculture
    And the age 4 echoes pile is Pencil, Globe
    And the age 4 pile is Invention
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Toilet
    Then Bob's yellow pile is Agriculture, Pencil
    And Alice's green pile is Globe
    And Alice's hand is Invention
    And it is Alice's turn 4 with one action used
