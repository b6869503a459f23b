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
