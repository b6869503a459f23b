# The Trade decree where Figures meets Echoes: the research notes figures.md (§6, the decrees:
# Trade draws, three times, a card one above the issuer's highest top card and foreshadows it)
# and echoes.md (§5, foreshadow into the forecast and its limit; §13 question 4 and §14.10, the
# forecast_overflow dispute, which Trade's "draw and foreshadow" plays both ways). Variant
# ultimate-echoes-figures (figures.trade_decree "foreshadowed"). Piles are listed top card first.
Feature: Echoes with Figures: the Trade decree foreshadows, up to the forecast's limit

  @id:echo-trade-decree-foreshadows-three @ultimate-echoes-figures
  @assumes:cards.expansions=["figures","echoes"]
  @assumes:figures.trade_decree=foreshadowed
  Scenario: Alice issues Trade: three Echoes 2s go to her forecast
    # Fu Xi (green), Archimedes and Alhazen: figures of three values, one green, pay for Trade;
    # the hand is junked. Alice's only top card is a 1: each draw is an Echoes 2.
    Given a 2-player game
    And Alice's blue pile is Writing
    And Alice has Fu Xi, Archimedes, Alhazen in hand
    And the available decrees are Trade, War
    And the Echoes age 2 pile is Lever, Linguistics, Horseshoes, Scissors
    And it is Alice's turn 4 with every action left
    When Alice issues the Trade decree
    Then Alice's achievements are Trade
    And Alice's forecast is Lever, Linguistics, Horseshoes
    And Alice's hand is nothing
    And the Echoes age 2 pile is Scissors
    And the junk pile holds Fu Xi, Archimedes, Alhazen

  @id:echo-trade-decree-overflow-stays-in-hand @ultimate-echoes-figures
  @assumes:cards.expansions=["figures","echoes"] @assumes:limits.safe_and_forecast=five-minus-highest-splay
  @assumes:figures.trade_decree=foreshadowed @assumes:echoes.forecast_overflow=stays-in-hand
  Scenario: With the forecast full after the first card, the other two cards Trade draws stay in hand
    # Alice's blue pile splayed left: her forecast holds at most four.
    Given a 2-player game
    And Alice's blue pile is Writing, Tools splayed left
    And Alice's forecast is Comb, Ruler, Umbrella
    And Alice has Fu Xi, Archimedes, Alhazen in hand
    And the available decrees are Trade, War
    And the Echoes age 2 pile is Lever, Linguistics, Horseshoes, Scissors
    And it is Alice's turn 4 with every action left
    When Alice issues the Trade decree
    Then Alice's forecast is Comb, Ruler, Umbrella, Lever
    And Alice's hand is Linguistics, Horseshoes
    And the Echoes age 2 pile is Scissors

  @id:echo-trade-decree-overflow-stays-in-deck @ultimate-echoes-figures @needs:resolved_variant
  @assumes:cards.expansions=["figures","echoes"] @assumes:limits.safe_and_forecast=five-minus-highest-splay
  @assumes:figures.trade_decree=foreshadowed @assumes:echoes.forecast_overflow=stays-in-deck
  Scenario: Read as BGA4 does, with the forecast full the other two cards are not drawn at all
    Given a house variant of it sets echoes.forecast_overflow to "stays-in-deck"
    And a 2-player game
    And Alice's blue pile is Writing, Tools splayed left
    And Alice's forecast is Comb, Ruler, Umbrella
    And Alice has Fu Xi, Archimedes, Alhazen in hand
    And the available decrees are Trade, War
    And the Echoes age 2 pile is Lever, Linguistics, Horseshoes, Scissors
    And it is Alice's turn 4 with every action left
    When Alice issues the Trade decree
    Then Alice's forecast is Comb, Ruler, Umbrella, Lever
    And Alice's hand is nothing
    And the Echoes age 2 pile is Linguistics, Horseshoes, Scissors

  @id:echo-trade-decree-not-issued-without-echoes @ultimate-figures
  @assumes:figures.trade_decree=not-issued
  Scenario: Without Echoes Trade cannot be issued: the same hand pays only for Advancement
    Given a 2-player game
    And Alice's blue pile is Writing
    And Alice has Fu Xi, Archimedes, Alhazen in hand
    And the available decrees are Trade, Advancement
    And it is Alice's turn 4 with every action left
    Then Alice may issue the decrees Advancement
