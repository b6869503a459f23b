# Echoes rules at edges no bundled variant reaches: house variants that change one Echoes rule
# value, so that the code each value runs is pinned down by an outcome (code mutants of the
# Echoes rules, benchmarks/code_mutants.py --area echoes, survived without these).
# Rules with sources: the research note echoes.md (§6 promotion, §8 the special achievements).
# Conventions: piles are written top card first; the special achievements are checked at the end
# of every action.
Feature: Echoes rules in house variants

  @id:echo-house-supremacy-in-one-pile-claimed-by-a-first-meld @needs:resolved_variant
  @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:special_achievements.conditions.Supremacy.kind=icons-in-piles
  @assumes:special_achievements.conditions.Supremacy.count=3
  @assumes:special_achievements.conditions.Supremacy.piles=1
  Scenario: In a house variant where Supremacy needs three icons of one type in a single pile, Alice's first card, The Wheel, claims it
    # The Wheel shows three castles. Alice's board had no pile before her meld; after it, one:
    # that one pile is all the condition asks for. Bob's board is empty: he claims nothing.
    Given a house variant of it sets special_achievements.conditions.Supremacy.piles to 1
    And a 2-player game
    And Alice has The Wheel in hand
    And the special achievements are Supremacy, Wealth
    And it is Alice's turn 4 with every action left
    When Alice melds The Wheel
    Then Alice's green pile is The Wheel
    And Alice's achievements are Supremacy
    And the special achievements are Wealth

  @id:echo-house-optional-promotion-declined @needs:resolved_variant
  @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:echoes.promotion=optional @assumes:actions.per_turn>=2
  Scenario: In a house variant where promotion may be declined, Alice melds Tools and keeps Comb in her forecast
    # Comb (a 1) could be promoted after Tools (a 1); Alice declines: nothing is melded from
    # her forecast and no free Dogma action follows, so her Meld action is her whole action.
    Given a house variant of it sets echoes.promotion to "optional"
    And a 2-player game
    And Alice's forecast is Comb
    And Alice has Tools in hand
    And Bob's red pile is Archery
    And it is Alice's turn 4 with every action left
    When Alice melds Tools
    When Alice declines
    Then nobody promoted a card
    And Alice's forecast is Comb
    And Alice's blue pile is Tools
    And Alice's green pile is nothing
    And it is Alice's turn 4 with one action used

  # --- A house variant of Echoes with Figures where the karmas "about to execute an effect" also
  # answer the effects a card self-executes (figures.execution_karma "every-execution"): a
  # self-executed card's own echo effect is such an effect, and Max Verstappen repeats that one.

  @id:echo-house-verstappen-repeats-a-self-executed-echo-effect @needs:resolved_variant
  @ultimate-echoes-figures
  @assumes:cards.expansions=["figures","echoes"] @assumes:figures.execution_karma=every-execution
  @assumes:echoes.self_executed_elsewhere=own-echo-only @assumes:ages.game_end_draw=12
  @assumes:actions.per_turn>=2
  Scenario: Karmas answering every execution: Escapism self-executes Ruler from the junk, and Alice has Max Verstappen repeat Ruler's echo effect
    # Escapism features the avatar: Bob shows none. Before Escapism's effect Alice returns
    # nothing. She junks Ruler (no other 1 in hand) and draws three 1s; Ruler self-executed runs
    # its own echo effect first (draw a 2): before it she returns Coal, so it runs once more and
    # she draws an 11, then it runs as normal. Before Ruler's dogma effect she returns nothing; it
    # draws two Echoes 1s, and she foreshadows Bangle and returns Perfume. Alice's top cards
    # Escapism, Max Verstappen and Reclamation tie at 11: the base decks, but for Ruler's Echoes 1s.
    Given a house variant of it sets figures.execution_karma to "every-execution"
    And a 2-player game
    And Alice's purple pile is Escapism
    And Alice's red pile is Max Verstappen
    And Alice's yellow pile is Reclamation
    And Alice has Ruler, Coal in hand
    And Bob's red pile is Oars
    And the age 1 pile is Tools, Sailing, Writing, Clothing
    And the age 2 pile is Calendar, Currency, Mathematics
    And the age 5 pile is Physics
    And the age 11 pile is Fusion, Astrogeology
    And the age 1 echoes pile is Perfume, Bangle, Candles
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Escapism
    And Alice declines
    And Alice junks Ruler
    And Alice returns Coal
    Then Alice's hand is Tools, Sailing, Writing, Calendar, Fusion, Currency
    When Alice declines
    And Alice returns Perfume
    Then Alice's hand is Tools, Sailing, Writing, Calendar, Fusion, Currency
    And Alice's forecast is Bangle
    And the junk pile holds Ruler
    And the age 1 pile is Clothing
    And the age 2 pile is Mathematics
    And the age 5 pile is Physics, Coal
    And the age 11 pile is Astrogeology
    And the age 1 echoes pile is Candles, Perfume
    And it is Alice's turn 9 with one action used

  # --- A self-executed card's own echo effect shares the execution's memory with its dogma
  # effects, as in a Dogma action ("if the echo effect melded a blue card").

  @id:echo-self-executed-own-echo-shares-memory-with-the-dogma @ultimate-echoes @ultimate-echoes-figures
  @assumes:splay.unsplay_small_piles=true
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:echoes.self_executed_elsewhere=own-echo-only @assumes:actions.per_turn>=2
  Scenario: Escapism self-executes Stethoscope from the junk: its echo effect melds Tools, a blue card, so its dogma effect draws an 8 after the 7
    # Escapism features the avatar: Bob shows none. Alice junks Stethoscope (a 6; no other 6 in
    # hand) and draws three 6s; Stethoscope self-executed runs its own echo effect first: Tools is
    # the one blue or yellow card in her hand. Alice's top cards Escapism and Reclamation tie at
    # 11: the base decks.
    Given a 2-player game
    And Alice's purple pile is Escapism
    And Alice's yellow pile is Reclamation
    And Alice has Stethoscope, Tools in hand
    And Bob's red pile is Oars
    And the age 6 pile is Industrialization, Machine Tools, Democracy, Emancipation
    And the age 7 pile is Explosives, Bicycle
    And the age 8 pile is Flight, Mobility
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Escapism
    And Alice junks Stethoscope
    Then Alice's blue pile is Tools
    And Alice's hand is Industrialization, Machine Tools, Democracy, Explosives, Flight
    And the junk pile holds Stethoscope
    And the age 6 pile is Emancipation
    And the age 7 pile is Bicycle
    And the age 8 pile is Mobility
    And it is Alice's turn 9 with one action used

  # --- The forecast limit of an empty board (echoes.md §5): 5 less the highest splay, and an empty
  # board has no splay: the limit is 5, no more. Octant's demand can empty a board before the draw.

  @id:echo-empty-board-forecast-of-five-is-full @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:actions.per_turn>=2 @assumes:limits.safe_and_forecast=five-minus-highest-splay
  @assumes:echoes.forecast_overflow=stays-in-hand
  Scenario: Octant takes Bob's only top card: his board is empty, his limit 5, and his five-card forecast is full, so the 6 he draws stays in his hand
    # Octant features the crown: Alice shows 3, Bob none (Agriculture: leaves). Agriculture goes
    # to Alice's board; Bob, with no top card, draws a base 6; his forecast holds 5 already.
    # Destiny (five forecast cards) is left out of the game: Bob would hold it from the start.
    Given a 2-player game
    And Alice's red pile is Octant
    And Alice's green pile is Navigation
    And Bob's yellow pile is Agriculture
    And Bob has Tools, Sailing, Oars, Pottery, Writing in the forecast
    And the special achievements are Wealth, Heritage, History, Supremacy
    And the age 6 pile is Canning, Vaccination, Encyclopedia
    When Alice performs the dogma of Octant
    Then Alice's yellow pile is Agriculture
    And Bob's board is empty
    And Bob's forecast is Tools, Sailing, Oars, Pottery, Writing
    And Bob's hand is Canning
