# The age-3 Echoes cards, each echo effect, dogma effect and branch, from exact positions.
# Card texts: engine/data/cards/echoes-ultimate.json (our own words; each card's notes: Almanac's
# source dispute, Liquid Fire's implementation and ambiguity notes, Charitable Trust's ambiguity
# note);
# rules: echoes.md §3 (a draw naming no deck is an Echoes draw when the drawer has a unique
# highest top card), §4 (echo effects run first in a Dogma action, by sharers and launcher), §5
# (the forecast and its limit, 5 less the highest splay), §6 (promotion after a Meld action, then
# the promoted card's free Dogma action, in which it is "foreseen"), §7 (bonuses in the score).
# Every supply pile a scenario draws from or returns to is listed, base and Echoes; the icon
# counts that decide who shares or who is affected are in the comments.
@ultimate-echoes
Feature: Age 3 Echoes cards

  # --- Almanac (blue, leaf) -------------------------------------------------------------------

  @id:echoes-almanac-foreshadows-then-returns-a-bonus-card-and-scores-one-higher @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:cards.readings.almanac_returns_from_forecast=true
  Scenario: Almanac: the echo foreshadows an Echoes 4; a forecast card with a bonus 4 returned draws and scores a 5
    # Almanac features the leaf: Alice shows 1, Bob none. Alice's only top card is Almanac, so the
    # 5 she draws is an Echoes 5.
    Given a 2-player game
    And Alice's blue pile is Almanac
    And Alice has Chintz in the forecast
    And the age 4 echoes pile is Globe, Pencil
    And the age 5 echoes pile is Octant, Coke
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Almanac
    Then Alice may return up to 1 of Chintz, Globe
    When Alice returns Chintz
    Then Alice's forecast is Globe
    And Alice's score pile is Octant
    And Alice's hand is nothing
    And the age 4 echoes pile is Pencil, Chintz
    And the age 5 echoes pile is Coke
    And it is Alice's turn 4 with one action used

  @id:echoes-almanac-without-the-forecast-return @ultimate-echoes-figures @needs:resolved_variant
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:cards.readings.almanac_returns_from_forecast=false
  Scenario: Almanac read with only its echo and if-foreseen effects: nothing returns from the forecast
    # The dispute on cards.readings.almanac_returns_from_forecast (BGA4's text), played by a house
    # variant: the position of the scenario above.
    Given a house variant of it sets cards.readings.almanac_returns_from_forecast to false
    And a 2-player game
    And Alice's blue pile is Almanac
    And Alice has Chintz in the forecast
    And the age 4 echoes pile is Globe, Pencil
    And the age 5 echoes pile is Octant, Coke
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Almanac
    Then Alice's forecast is Chintz, Globe
    And Alice's score pile is nothing
    And the age 4 echoes pile is Pencil
    And the age 5 echoes pile is Octant, Coke
    And it is Alice's turn 4 with one action used

  @id:echoes-almanac-foreseen-takes-another-forecast @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Almanac foreseen: promoted after a Meld action, it takes Bob's whole forecast into Alice's
    # Alice melds Optics (3); Almanac (3) is promoted from her forecast and its Dogma action is
    # free. Alice shows 1 leaf, Bob none. The echo foreshadows Shuriken (no bonus: nothing to
    # return); then Bob's two forecast cards move into Alice's (limit 5).
    Given a 2-player game
    And Alice has Optics in hand
    And Alice has Almanac in the forecast
    And Bob has Katana, Novel in the forecast
    And the age 4 echoes pile is Shuriken, Pencil
    And it is Alice's turn 4 with every action left
    When Alice melds Optics
    Then Alice's blue pile is Almanac
    And Alice's red pile is Optics
    And Alice's forecast is Shuriken, Katana, Novel
    And Bob's forecast is nothing
    And the age 4 echoes pile is Pencil
    And it is Alice's turn 4 with one action used

  @id:echoes-almanac-foreseen-up-to-the-limit @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Almanac foreseen: Bob's forecast moves into Alice's only as far as her limit allows
    # Alice's red pile is splayed right: her forecast holds 3 at most. After the echo it holds
    # Pencil and Shuriken (she keeps Pencil rather than return it), so one of Bob's cards moves
    # (the oldest, Katana).
    Given a 2-player game
    And Alice has Optics in hand
    And Alice's red pile is Engineering, Oars splayed right
    And Alice has Almanac, Pencil in the forecast
    And Bob has Katana, Novel in the forecast
    And the age 4 echoes pile is Shuriken, Globe
    And it is Alice's turn 4 with every action left
    When Alice melds Optics
    And Alice declines
    Then Alice's blue pile is Almanac
    And Alice's forecast is Pencil, Shuriken, Katana
    And Bob's forecast is Novel
    And it is Alice's turn 4 with one action used

  # --- Magnifying Glass (blue, lightbulb) -----------------------------------------------------

  @id:echoes-magnifying-glass-returns-three-of-a-value-and-splays @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:splay.unsplay_small_piles=true
  Scenario: Magnifying Glass: the echo draws a 4 and returns a card; three 1s returned draw a 3; yellow splayed left
    # Magnifying Glass features the lightbulb: Alice shows 1, Bob none. Alice's top cards are
    # Magnifying Glass (3) and Masonry (1): her draws are Echoes draws.
    Given a 2-player game
    And Alice's blue pile is Magnifying Glass
    And Alice's yellow pile is Masonry, Agriculture
    And Alice has Archery, Oars, Metalworking in hand
    And the age 1 pile is nothing
    And the age 4 echoes pile is Pencil, Globe
    And the age 3 echoes pile is Katana, Novel
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Magnifying Glass
    Then Alice must return 1 of Archery, Oars, Metalworking, Pencil
    When Alice returns Pencil
    When Alice returns Archery then Oars then Metalworking
    Then Alice may splay up to 1 of yellow
    When Alice splays yellow
    Then Alice's hand is Katana
    And Alice's yellow pile is Masonry, Agriculture splayed left
    And Alice's blue pile is Magnifying Glass
    And the age 1 pile is Archery, Oars, Metalworking
    And the age 4 echoes pile is Globe, Pencil
    And the age 3 echoes pile is Novel
    And it is Alice's turn 4 with one action used

  @id:echoes-magnifying-glass-no-three-of-a-value @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Magnifying Glass: with no three cards of one value nothing is returned; the blue pile may be splayed
    Given a 2-player game
    And Alice's blue pile is Magnifying Glass, Tools
    And Alice has Archery, Oars in hand
    And the age 4 echoes pile is Pencil, Globe
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Magnifying Glass
    When Alice returns Archery
    Then Alice may splay up to 1 of blue
    When Alice splays blue
    Then Alice's hand is Oars, Pencil
    And Alice's blue pile is Magnifying Glass, Tools splayed left
    And it is Alice's turn 4 with one action used

  # --- Katana (red, castle) -------------------------------------------------------------------

  @id:echoes-katana-two-castle-top-cards-to-the-score-pile @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Katana: Bob transfers his two top cards with a castle to Alice's score pile
    # Katana features the castle: Alice shows 6, Bob 3 (affected). Bob's top cards with a castle
    # are Archery and City States; Sailing has none.
    Given a 2-player game
    And Alice's red pile is Katana
    And Alice's yellow pile is Masonry
    And Bob's red pile is Archery
    And Bob's purple pile is City States
    And Bob's green pile is Sailing
    And the standard achievements are Pottery, Calendar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Katana
    Then Alice's score pile is Archery, City States
    And Bob's red pile is nothing
    And Bob's purple pile is nothing
    And Bob's green pile is Sailing
    And the standard achievements are ages 1, 2
    And it is Alice's turn 4 with one action used

  @id:echoes-katana-foreseen-one-castle-junks-the-achievements @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Katana foreseen: Bob has one top card with a castle, so he also junks every available standard achievement
    # Alice melds Engineering (3); Katana (3) is promoted onto it. Alice shows 3 castles, Bob 2.
    Given a 2-player game
    And Alice has Engineering in hand
    And Alice has Katana in the forecast
    And Bob's red pile is Archery
    And Bob's green pile is Sailing
    And the standard achievements are Pottery, Calendar
    And it is Alice's turn 4 with every action left
    When Alice melds Engineering
    Then Alice's red pile is Katana, Engineering
    And Alice's score pile is Archery
    And Bob's red pile is nothing
    And the standard achievements are ages nothing
    And the junk pile holds Pottery, Calendar
    And it is Alice's turn 4 with one action used

  @id:echoes-katana-foreseen-two-castles-junk-nothing @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Katana foreseen: Bob transfers two cards, so nothing is junked
    # Alice shows 3 castles, Bob 3: Bob is not affected. Alice adds Masonry's castles: 6 to 3.
    Given a 2-player game
    And Alice has Engineering in hand
    And Alice has Katana in the forecast
    And Alice's yellow pile is Masonry
    And Bob's red pile is Archery
    And Bob's purple pile is City States
    And the standard achievements are Pottery, Calendar
    And it is Alice's turn 4 with every action left
    When Alice melds Engineering
    Then Alice's score pile is Archery, City States
    And the standard achievements are ages 1, 2
    And the junk pile holds nothing
    And it is Alice's turn 4 with one action used

  @id:echoes-katana-one-castle-not-foreseen @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Katana not foreseen: Bob's single top card with a castle is transferred and the achievements stay
    Given a 2-player game
    And Alice's red pile is Katana
    And Bob's red pile is Archery
    And Bob's green pile is Sailing
    And the standard achievements are Pottery, Calendar
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Katana
    Then Alice's score pile is Archery
    And the standard achievements are ages 1, 2
    And the junk pile holds nothing
    And it is Alice's turn 4 with one action used

  # --- Liquid Fire (red, lightbulb) -----------------------------------------------------------

  @id:echoes-liquid-fire-red-card-takes-the-hand @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:dogma.demands_earn_bonus=false
  Scenario: Liquid Fire: Bob draws a 3 (his bonus), a red one, into Alice's forecast, and his hand goes to Alice's score pile
    # Liquid Fire features the lightbulb: Alice shows 3, Bob none (affected). Bob's highest visible
    # bonus is Homing Pigeons' 3; his only top card is a 3, so he draws an Echoes 3.
    Given a 2-player game
    And Alice's red pile is Liquid Fire
    And Bob's green pile is Homing Pigeons
    And Bob has Tools, Sailing in hand
    And the age 3 echoes pile is Katana, Novel
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Liquid Fire
    Then Bob revealed Katana
    And Alice's forecast is Katana
    And Alice's score pile is Tools, Sailing
    And Bob's hand is nothing
    And the age 3 echoes pile is Novel
    And it is Alice's turn 4 with one action used

  @id:echoes-liquid-fire-card-not-red @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:dogma.demands_earn_bonus=false
  Scenario: Liquid Fire: a drawn card that is not red goes to Alice's forecast and Bob keeps his hand
    Given a 2-player game
    And Alice's red pile is Liquid Fire
    And Bob's green pile is Homing Pigeons
    And Bob has Tools, Sailing in hand
    And the age 3 echoes pile is Novel, Katana
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Liquid Fire
    Then Alice's forecast is Novel
    And Alice's score pile is nothing
    And Bob's hand is Tools, Sailing
    And the age 3 echoes pile is Katana
    And it is Alice's turn 4 with one action used

  @id:echoes-liquid-fire-no-bonus-does-nothing @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:cards.readings.liquid_fire_no_bonus=nothing
  Scenario: Liquid Fire: a player who shows no bonus draws nothing
    # Bob's Sailing shows no bonus (the dispute on cards.readings.liquid_fire_no_bonus).
    Given a 2-player game
    And Alice's red pile is Liquid Fire
    And Bob's green pile is Sailing
    And Bob has Tools in hand
    And the age 1 pile is Archery
    And the age 1 echoes pile is Plumbing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Liquid Fire
    Then Alice's forecast is nothing
    And Alice's score pile is nothing
    And Bob's hand is Tools
    And the age 1 pile is Archery
    And the age 1 echoes pile is Plumbing
    And it is Alice's turn 4 with one action used

  @id:echoes-liquid-fire-no-bonus-read-as-value-zero @ultimate-echoes-figures @needs:resolved_variant
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:cards.readings.liquid_fire_no_bonus=value-zero
  Scenario: Liquid Fire read literally: a player who shows no bonus draws a 0, which is a 1
    # The other side of the dispute, played by a house variant. Bob's only top card is Sailing,
    # so his draw is an Echoes 1: Plumbing, red, takes his hand to Alice's score pile.
    Given a house variant of it sets cards.readings.liquid_fire_no_bonus to "value-zero"
    And a 2-player game
    And Alice's red pile is Liquid Fire
    And Bob's green pile is Sailing
    And Bob has Tools in hand
    And the age 1 pile is Archery
    And the age 1 echoes pile is Plumbing
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Liquid Fire
    Then Alice's forecast is Plumbing
    And Alice's score pile is Tools
    And Bob's hand is nothing
    And the age 1 pile is Archery
    And the age 1 echoes pile is nothing
    And it is Alice's turn 4 with one action used

  # --- Charitable Trust (green, crown) --------------------------------------------------------

  @id:echoes-charitable-trust-melds-a-3-and-achieves-the-top-green-card @ultimate-echoes-figures
  @assumes:actions.achieve_score_per_age=5 @assumes:actions.per_turn=2
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Charitable Trust: the echo draws a 3, melded; Alice is eligible for her top green card (3) and achieves it
    # Charitable Trust features the crown: Alice shows 1, Bob none. Alice's only top card is a 3,
    # so she draws an Echoes 3. Her score: 12 in the score pile and the bonus 3 of Charitable
    # Trust, 15, the price of a 3.
    Given a 2-player game
    And Alice's green pile is Charitable Trust
    And Alice has Atomic Theory, Encyclopedia in the score pile
    And the age 3 echoes pile is Sandpaper, Novel
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Charitable Trust
    When Alice chooses 3
    When Alice melds Sandpaper
    Then Alice's yellow pile is Sandpaper
    And Alice's green pile is nothing
    And Alice's achievements are Charitable Trust
    And Alice's hand is nothing
    And it is Alice's turn 4 with one action used

  @id:echoes-charitable-trust-3-not-eligible @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Charitable Trust: a 3 melded but Alice is not eligible for her top green card, which stays
    Given a 2-player game
    And Alice's green pile is Charitable Trust
    And the age 3 echoes pile is Sandpaper, Novel
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Charitable Trust
    When Alice chooses 3
    When Alice melds Sandpaper
    Then Alice's yellow pile is Sandpaper
    And Alice's green pile is Charitable Trust
    And Alice's achievements are nothing
    And it is Alice's turn 4 with one action used

  @id:echoes-charitable-trust-melds-a-4-and-returns-the-top-green-card @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Charitable Trust: the echo draws a 4, melded, so Alice returns her top green card
    Given a 2-player game
    And Alice's green pile is Charitable Trust, Sailing
    And the age 4 echoes pile is Telescope, Pencil
    And the age 3 echoes pile is Katana
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Charitable Trust
    When Alice chooses 4
    When Alice melds Telescope
    Then Alice's blue pile is Telescope
    And Alice's green pile is Sailing
    And the age 3 echoes pile is Katana, Charitable Trust
    And the age 4 echoes pile is Pencil
    And it is Alice's turn 4 with one action used

  @id:echoes-charitable-trust-green-card-melded-is-the-top-green-card @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Charitable Trust: a green 4 melded is itself the top green card, and it is returned
    # Charitable Trust's ambiguity note: the top green card is read after the meld.
    # The optional meld is stated by its acceptance: Globe leaves the board within the same
    # effect, so no state shows it melded (only a meld event would).
    Given a 2-player game
    And Alice's green pile is Charitable Trust
    And the age 4 echoes pile is Globe, Pencil
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Charitable Trust
    When Alice chooses 4
    When Alice accepts
    Then Alice's green pile is Charitable Trust
    And the age 4 echoes pile is Pencil, Globe
    And it is Alice's turn 4 with one action used

  @id:echoes-charitable-trust-only-the-echo-drawn-card @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Charitable Trust: only the card its echo effect drew may be melded; Alice declines
    Given a 2-player game
    And Alice's green pile is Charitable Trust
    And Alice has Optics in hand
    And the age 3 echoes pile is Sandpaper, Novel
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Charitable Trust
    When Alice chooses 3
    Then Alice may meld up to 1 of Sandpaper
    When Alice declines
    Then Alice's hand is Optics, Sandpaper
    And Alice's green pile is Charitable Trust
    And it is Alice's turn 4 with one action used

  # --- Homing Pigeons (green, leaf) -----------------------------------------------------------

  @id:echoes-homing-pigeons-returns-matching-score-cards-and-splays @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:splay.unsplay_small_piles=true
  Scenario: Homing Pigeons: Bob returns his score cards of values in Alice's hand; Alice splays red left
    # Homing Pigeons features the leaf: Alice shows 2, Bob none (affected). Alice holds a 3 and a
    # 1: Bob's Compass (3) and Archery (1) match, his Calendar (2) does not.
    Given a 2-player game
    And Alice's green pile is Homing Pigeons
    And Alice's red pile is Katana, Oars
    And Alice has Optics, Tools in hand
    And Bob's blue pile is Writing
    And Bob has Compass, Archery, Calendar in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Homing Pigeons
    Then Alice may splay up to 1 of red
    When Alice splays red
    Then Bob's score pile is Calendar
    And Alice's red pile is Katana, Oars splayed left
    And Alice's green pile is Homing Pigeons
    And it is Alice's turn 4 with one action used

  @id:echoes-homing-pigeons-foreseen-splays-every-colour-left @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:splay.unsplay_small_piles=true
  Scenario: Homing Pigeons foreseen: after the optional splay, every colour of Alice's is splayed left
    # Alice melds Paper (3) and Homing Pigeons (3) is promoted onto it. Bob shows no leaf and
    # Alice's hand is then empty: Bob returns nothing. A one-card pile cannot be splayed.
    Given a 2-player game
    And Alice has Paper in hand
    And Alice has Homing Pigeons in the forecast
    And Alice's red pile is Oars, Archery
    And Alice's blue pile is Tools, Writing
    And Alice's yellow pile is Masonry
    And Bob has Compass in the score pile
    And it is Alice's turn 4 with every action left
    When Alice melds Paper
    Then Alice may splay up to 1 of red, green
    When Alice splays green
    Then Alice's green pile is Homing Pigeons, Paper splayed left
    And Alice's red pile is Oars, Archery splayed left
    And Alice's blue pile is Tools, Writing splayed left
    And Alice's yellow pile is Masonry
    And Bob's score pile is Compass
    And it is Alice's turn 4 with one action used

  # --- Deodorant (yellow, crown) --------------------------------------------------------------

  @id:echoes-deodorant-castle-draws-and-melds-a-3 @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Deodorant: the echo draws and melds an Echoes 3; a top card with a castle draws and melds a base 3
    # Deodorant features the crown: Alice shows 2, Bob none. Before the echo Alice's highest top
    # card is Deodorant alone (Echoes draw); after it Deodorant and Novel tie at 3 (base draw).
    # No top card has a factory: the 4 deck stays.
    Given a 2-player game
    And Alice's yellow pile is Deodorant
    And Alice's red pile is Archery
    And the age 3 echoes pile is Novel, Sunglasses
    And the age 3 pile is Compass, Paper
    And the age 4 pile is Invention
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Deodorant
    Then Alice's purple pile is Novel
    And Alice's green pile is Compass
    And Alice's hand is nothing
    And the age 4 pile is Invention
    And the junk pile holds nothing
    And it is Alice's turn 4 with one action used

  @id:echoes-deodorant-no-castle-draws-a-4-and-factory-junks-the-4-deck @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Deodorant: no top card with a castle draws a 4; a top card with a factory junks the 4 deck
    # Alice's highest top card is Colonialism (4) alone: her draws are Echoes draws.
    Given a 2-player game
    And Alice's yellow pile is Deodorant
    And Alice's red pile is Colonialism
    And the age 3 echoes pile is Novel, Sunglasses
    And the age 4 echoes pile is Pencil, Globe
    And the age 4 pile is Invention, Navigation
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Deodorant
    Then Alice's purple pile is Novel
    And Alice's hand is Pencil
    And the age 4 pile is nothing
    And the junk pile holds Invention, Navigation
    And the age 4 echoes pile is Globe
    And it is Alice's turn 4 with one action used

  # --- Sandpaper (yellow, crown) --------------------------------------------------------------

  @id:echoes-sandpaper-returns-draws-3s-and-melds @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Sandpaper: two cards returned draw two 3s; a card is melded; not foreseen, nothing is foreshadowed
    # Sandpaper features the crown: Alice shows 2, Bob none. Alice's only top card is a 3: her
    # 3s are Echoes draws.
    Given a 2-player game
    And Alice's yellow pile is Sandpaper
    And Alice has Archery, Oars in hand
    And the age 1 pile is nothing
    And the age 3 echoes pile is Novel, Katana, Sunglasses
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Sandpaper
    When Alice returns Oars then Archery
    Then Alice must meld 1 of Novel, Katana
    When Alice melds Katana
    Then Alice's hand is Novel
    And Alice's red pile is Katana
    And Alice's forecast is nothing
    And the age 1 pile is Oars, Archery
    And the age 3 echoes pile is Sunglasses
    And it is Alice's turn 4 with one action used

  @id:echoes-sandpaper-foreseen-foreshadows-the-hand @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Sandpaper foreseen: after the meld, every card left in Alice's hand is foreshadowed
    # Alice melds Optics (3) and Sandpaper (3) is promoted. She returns nothing, melds Tools, and
    # her last two cards go to her forecast.
    Given a 2-player game
    And Alice has Optics, Tools, Writing, Oars in hand
    And Alice has Sandpaper in the forecast
    And it is Alice's turn 4 with every action left
    When Alice melds Optics
    And Alice declines
    And Alice melds Tools
    Then Alice's yellow pile is Sandpaper
    And Alice's blue pile is Tools
    And Alice's forecast is Writing, Oars
    And Alice's hand is nothing
    And it is Alice's turn 4 with one action used

  @id:echoes-sandpaper-foreseen-up-to-the-limit @ultimate-echoes-figures
  @assumes:echoes.promotion=mandatory
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Sandpaper foreseen: a forecast with room for one takes the card Alice picks; the other stays in hand
    # Alice's red pile is splayed right (limit 3); her forecast holds Katana and Novel after the
    # promotion.
    Given a 2-player game
    And Alice has Optics, Tools, Writing, Sailing in hand
    And Alice's red pile is Engineering, Oars splayed right
    And Alice has Sandpaper, Katana, Novel in the forecast
    And it is Alice's turn 4 with every action left
    When Alice melds Optics
    And Alice declines
    And Alice melds Tools
    And Alice foreshadows Writing
    Then Alice's forecast is Katana, Novel, Writing
    And Alice's hand is Sailing
    And it is Alice's turn 4 with one action used

  # --- Novel (purple, crown) ------------------------------------------------------------------

  @id:echoes-novel-returns-forecast-draws-splays-and-claims-supremacy @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Novel: the echo returns the forecast; a 3 is drawn; purple splayed left; the non-purple top cards share a leaf: Supremacy
    # Novel features the crown: Alice shows 1, Bob none. Alice's top cards: Novel (3), Pottery
    # and Agriculture (1): her 3 is an Echoes draw. Pottery and Agriculture both have a leaf.
    Given a 2-player game
    And Alice's purple pile is Novel, Code of Laws
    And Alice's blue pile is Pottery
    And Alice's yellow pile is Agriculture
    And Alice has Katana, Chintz in the forecast
    And the age 3 echoes pile is Sunglasses
    And the age 4 echoes pile is Globe
    And the special achievements are Supremacy, Destiny
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Novel
    Then Alice may splay up to 1 of purple
    When Alice splays purple
    Then Alice's forecast is nothing
    And the age 3 echoes pile is Katana
    And the age 4 echoes pile is Globe, Chintz
    And Alice's hand is Sunglasses
    And Alice's purple pile is Novel, Code of Laws splayed left
    And Alice's achievements are Supremacy
    And the special achievements are Destiny
    And it is Alice's turn 4 with one action used

  @id:echoes-novel-no-shared-icon-no-supremacy @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:splay.unsplay_small_piles=true
  Scenario: Novel: non-purple top cards that share only a crown claim nothing
    # Sailing and Navigation share only the crown. The forecast is empty: nothing to return.
    Given a 2-player game
    And Alice's purple pile is Novel
    And Alice's green pile is Sailing
    And Alice's blue pile is Writing
    And the age 3 echoes pile is Sunglasses
    And the special achievements are Supremacy
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Novel
    Then Alice's hand is Sunglasses
    And Alice's achievements are nothing
    And the special achievements are Supremacy
    And it is Alice's turn 4 with one action used

  @id:echoes-novel-no-non-purple-top-card @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:splay.unsplay_small_piles=true
  Scenario: Novel: with no top card but purple ones, Supremacy is not claimed
    Given a 2-player game
    And Alice's purple pile is Novel
    And the age 3 echoes pile is Sunglasses
    And the special achievements are Supremacy
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Novel
    Then Alice's achievements are nothing
    And the special achievements are Supremacy
    And it is Alice's turn 4 with one action used

  # --- Sunglasses (purple, castle) ------------------------------------------------------------

  @id:echoes-sunglasses-scores-a-splayed-colour-and-splays-purple @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Sunglasses: the echo scores a card of a splayed colour; purple is splayed as red is
    # Sunglasses features the castle: Alice shows 3 (Sunglasses 1, Oars 2; Archery's castles
    # are hidden by the left splay but one), Bob none. Red is Alice's only splayed colour:
    # Metalworking (red) is scored, Tools (blue) may not be. Purple may then be splayed left, as
    # red is.
    Given a 2-player game
    And Alice's purple pile is Sunglasses, Mysticism
    And Alice's red pile is Oars, Archery splayed left
    And Alice has Metalworking, Tools in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Sunglasses
    Then Alice may splay up to 1 of purple
    When Alice splays purple
    Then Alice's score pile is Metalworking
    And Alice's hand is Tools
    And Alice's purple pile is Sunglasses, Mysticism splayed left
    And it is Alice's turn 4 with one action used

  @id:echoes-sunglasses-splays-another-colour-as-purple @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:splay.unsplay_small_piles=true
  Scenario: Sunglasses: another colour is splayed in purple's direction; no card of a splayed colour in hand
    # Purple is Alice's only splayed colour, so purple has no direction to take; blue may take
    # purple's (green holds one card).
    Given a 2-player game
    And Alice's purple pile is Sunglasses, Mysticism splayed right
    And Alice's blue pile is Tools, Writing
    And Alice's green pile is Sailing
    And Alice has Archery in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Sunglasses
    Then Alice may splay up to 1 of blue
    When Alice splays blue
    Then Alice's blue pile is Tools, Writing splayed right
    And Alice's hand is Archery
    And Alice's score pile is nothing
    And it is Alice's turn 4 with one action used

  @id:echoes-sunglasses-purple-takes-one-of-two-directions @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Sunglasses: with red splayed left and blue right, Alice splays purple right
    # Sunglasses shows 1 castle, Oars 2 and Archery's left-splayed castle 1; Bob none. The echo
    # scores nothing: Alice's hand holds no card of a splayed colour. Purple may take either
    # direction; Alice names right.
    Given a 2-player game
    And Alice's purple pile is Sunglasses, Mysticism
    And Alice's red pile is Oars, Archery splayed left
    And Alice's blue pile is Tools, Writing splayed right
    And Alice has Sailing in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Sunglasses
    And Alice splays purple
    And Alice chooses right
    Then Alice's purple pile is Sunglasses, Mysticism splayed right
    And Alice's hand is Sailing
    And it is Alice's turn 4 with one action used

  @id:echoes-almanac-foreseen-chooses-among-players @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Almanac foreseen in a 3-player game: Alice chooses Carol, whose forecast she takes; Bob's stays
    # Alice shows 1 leaf; Bob and Carol none. The echo foreshadows Shuriken.
    Given a 3-player game
    And Alice has Optics in hand
    And Alice has Almanac in the forecast
    And Bob has Katana in the forecast
    And Carol has Novel, Globe in the forecast
    And the age 4 echoes pile is Shuriken, Pencil
    And it is Alice's turn 4 with every action left
    When Alice melds Optics
    And Alice chooses Carol
    Then Alice's forecast is Shuriken, Novel, Globe
    And Bob's forecast is Katana
    And Carol's forecast is nothing
    And it is Alice's turn 4 with one action used

  # --- Sharers: every echo effect and non-demand effect executed by a sharing player ----------
  # With Figures the sharing bonus draws a figure: the scenarios that earn it are not tagged for
  # ultimate-echoes-figures.

  @id:echoes-almanac-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:echoes.echo_effects_earn_bonus=true
  Scenario: Almanac shared: Bob foreshadows an Echoes 4 too, before Alice; Alice gets the sharing bonus
    # Almanac features the leaf: Alice shows 1, Bob 3 (shares). Neither foreshadowed card shows a
    # bonus, so nothing is returned. Alice's bonus draw is an Echoes 3 (Almanac alone is highest).
    Given a 2-player game
    And Alice's blue pile is Almanac
    And Bob's yellow pile is Agriculture
    And the age 4 echoes pile is Shuriken, Slide Rule, Toilet
    And the age 3 echoes pile is Katana, Novel
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Almanac
    Then Bob's forecast is Shuriken
    And Alice's forecast is Slide Rule
    And Alice's hand is Katana
    And the age 4 echoes pile is Toilet
    And it is Alice's turn 4 with one action used

  @id:echoes-magnifying-glass-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:echoes.echo_effects_earn_bonus=true @assumes:splay.unsplay_small_piles=true
  Scenario: Magnifying Glass shared: Bob draws a 4 and returns it, then Alice does; Alice gets the sharing bonus
    # Magnifying Glass features the lightbulb: Alice shows 1, Bob 1 (Archery: shares). Both draw
    # Echoes 4s (a unique highest top card each) and return the only card in hand.
    Given a 2-player game
    And Alice's blue pile is Magnifying Glass
    And Bob's red pile is Archery
    And the age 4 echoes pile is Shuriken, Slide Rule, Toilet
    And the age 3 echoes pile is Katana, Novel
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Magnifying Glass
    Then Bob's hand is nothing
    And the age 4 echoes pile is Toilet, Shuriken, Slide Rule
    And Alice's hand is Katana
    And it is Alice's turn 4 with one action used

  @id:echoes-charitable-trust-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:echoes.echo_effects_earn_bonus=true
  Scenario: Charitable Trust shared: Bob and Alice each draw an Echoes 3 and keep it; Alice gets the sharing bonus
    # Charitable Trust features the crown: Alice shows 1, Bob 1 (Oars: shares).
    Given a 2-player game
    And Alice's green pile is Charitable Trust
    And Bob's red pile is Oars
    And the age 3 echoes pile is Novel, Sandpaper, Sunglasses
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Charitable Trust
    And Bob chooses 3
    And Alice chooses 3
    And Bob declines
    And Alice declines
    Then Bob's hand is Novel
    And Alice's hand is Sandpaper, Sunglasses
    And it is Alice's turn 4 with one action used

  @id:echoes-homing-pigeons-shared @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:splay.unsplay_small_piles=true
  Scenario: Homing Pigeons shared: Bob, who shows more leaves, is not demanded and has no red or green pile to splay
    # Homing Pigeons features the leaf: Alice shows 2, Bob 3 (shares, not affected).
    Given a 2-player game
    And Alice's green pile is Homing Pigeons
    And Alice has Optics in hand
    And Bob's yellow pile is Agriculture
    And Bob has Compass in the score pile
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Homing Pigeons
    Then Bob's score pile is Compass
    And Alice's hand is Optics
    And Bob's yellow pile is Agriculture
    And it is Alice's turn 4 with one action used

  @id:echoes-deodorant-shared
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Deodorant shared: Bob melds an Echoes 3 and, with no castle, draws a 4; Alice melds twice; Alice gets the sharing bonus
    # Deodorant features the crown: Alice shows 2, Bob 2 (Sailing: shares). Bob's highest top
    # card is unique each time: Echoes draws. Alice's Katana brings a castle; then her top cards
    # tie at 3: base draws.
    Given a 2-player game
    And Alice's yellow pile is Deodorant
    And Bob's green pile is Sailing
    And the age 3 echoes pile is Novel, Katana, Sunglasses
    And the age 4 echoes pile is Shuriken, Toilet
    And the age 3 pile is Compass, Paper, Optics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Deodorant
    Then Bob's purple pile is Novel
    And Bob's hand is Shuriken
    And Alice's red pile is Katana
    And Alice's green pile is Compass
    And Alice's hand is Paper
    And it is Alice's turn 4 with one action used

  @id:echoes-sandpaper-shared @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Sandpaper shared: Bob, with an empty hand, returns, draws and melds nothing; nobody gets the sharing bonus
    # Sandpaper features the crown: Alice shows 2, Bob 2 (Sailing: shares).
    Given a 2-player game
    And Alice's yellow pile is Sandpaper
    And Bob's green pile is Sailing
    And the age 3 echoes pile is Novel
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Sandpaper
    Then Bob's hand is nothing
    And Alice's hand is nothing
    And the age 3 echoes pile is Novel
    And it is Alice's turn 4 with one action used

  @id:echoes-novel-shared-sharer-claims-supremacy
  @assumes:cards.expansions=["echoes"]
  @assumes:actions.per_turn=2 @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:splay.unsplay_small_piles=true
  Scenario: Novel shared: Bob draws a 3 and, his only non-purple top card showing a leaf, claims Supremacy; Alice gets the sharing bonus
    # Novel features the crown: Alice shows 1, Bob 2 (Sailing: shares). Alice has no non-purple
    # top card.
    Given a 2-player game
    And Alice's purple pile is Novel
    And Bob's green pile is Sailing
    And the age 3 echoes pile is Katana, Sunglasses, Deodorant
    And the special achievements are Supremacy
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Novel
    Then Bob's hand is Katana
    And Bob's achievements are Supremacy
    And Alice's hand is Sunglasses, Deodorant
    And Alice's achievements are nothing
    And it is Alice's turn 4 with one action used

  @id:echoes-sunglasses-shared @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Sunglasses shared: Bob, with no splayed colour, scores and splays nothing
    # Sunglasses features the castle: Alice shows 1, Bob 2 (Archery: shares).
    Given a 2-player game
    And Alice's purple pile is Sunglasses
    And Bob's red pile is Archery
    And Bob has Oars in hand
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Sunglasses
    Then Bob's hand is Oars
    And Bob's score pile is nothing
    And Alice's hand is nothing
    And it is Alice's turn 4 with one action used

  # --- Liquid Fire into a full forecast: echoes.full_forecast_transfer, both readings (echoes.md
  # §14.11: DH4's transfer never checks the limit; BGA4 leaves the card with the affected player).
  # Alice has no splay, so her forecast limit is 5 (echoes.md §5), and it already holds five cards
  # (Destiny, which five forecast cards meet, is out of the available special achievements).

  @id:echoes-liquid-fire-full-forecast-goes-over-the-limit @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:dogma.demands_earn_bonus=false @assumes:echoes.full_forecast_transfer=over-the-limit
  Scenario: Liquid Fire into Alice's full forecast: the card goes in, over the limit
    Given a 2-player game
    And Alice's red pile is Liquid Fire
    And Alice's forecast is Ruler, Plumbing, Comb, Umbrella, Dice
    And the special achievements are Monument, Empire, World, Wonder, Universe, Wealth, Heritage, History, Supremacy
    And Bob's green pile is Homing Pigeons
    And Bob has Tools, Sailing in hand
    And the age 3 echoes pile is Novel, Katana
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Liquid Fire
    Then Alice's forecast is Ruler, Plumbing, Comb, Umbrella, Dice, Novel
    And Bob's hand is Tools, Sailing
    And the age 3 echoes pile is Katana
    And it is Alice's turn 4 with one action used

  @id:echoes-liquid-fire-full-forecast-stays-with-bob @ultimate-echoes-figures @needs:resolved_variant
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:dogma.demands_earn_bonus=false @assumes:echoes.full_forecast_transfer=to-hand
  Scenario: Liquid Fire into Alice's full forecast, read as staying with the affected player: Bob keeps Novel
    Given a house variant of it sets echoes.full_forecast_transfer to "to-hand"
    And a 2-player game
    And Alice's red pile is Liquid Fire
    And Alice's forecast is Ruler, Plumbing, Comb, Umbrella, Dice
    And the special achievements are Monument, Empire, World, Wonder, Universe, Wealth, Heritage, History, Supremacy
    And Bob's green pile is Homing Pigeons
    And Bob has Tools, Sailing in hand
    And the age 3 echoes pile is Novel, Katana
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Liquid Fire
    Then Alice's forecast is Ruler, Plumbing, Comb, Umbrella, Dice
    And Bob's hand is Tools, Sailing, Novel
    And the age 3 echoes pile is Katana
    And it is Alice's turn 4 with one action used
