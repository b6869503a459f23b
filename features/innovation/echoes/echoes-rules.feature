# Transcribes the Echoes expansion's rules as the project's research note states them, with a
# source and confidence per rule (echoes.md, cited by the variant ultimate-echoes): §3 the Echoes
# draw, §4 echo effects, §5 the forecast and its limit, §6 promotion and "foreseen", §7 bonuses
# in the score, §8 the five special achievements, §9 the achievement target, §14 the returns to
# the Echoes decks and the icon readings of Laser and Saxophone. Card facts:
# engine/data/cards/echoes-ultimate.json. Piles are listed top card first; every deck a scenario
# draws from is listed. Cards whose effects run are the implemented age-1 cards (Ruler,
# Plumbing, Comb, Umbrella) and base cards.
Feature: Echoes: the Echoes draw, echo effects, the forecast, promotion and the special achievements

  # --- §3 the Echoes draw ----------------------------------------------------------------------

  @id:echo-draw-unique-highest-top-card @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: A player whose highest top card is unique draws from the Echoes deck
    Given a 2-player game
    And Alice's red pile is Plumbing
    And the Echoes age 1 pile is Comb, Ruler
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 4 with every action left
    When Alice draws
    Then Alice's hand is Comb
    And the Echoes age 1 pile is Ruler
    And the age 1 pile is Tools, Oars

  @id:echo-draw-tied-highest-draws-base @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Two top cards tied for the highest value draw a base card
    Given a 2-player game
    And Alice's red pile is Plumbing
    And Alice's blue pile is Writing
    And the Echoes age 1 pile is Comb, Ruler
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 4 with every action left
    When Alice draws
    Then Alice's hand is Tools
    And the Echoes age 1 pile is Comb, Ruler

  @id:echo-draw-empty-board-draws-base @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.empty_board_draw_age=1|0 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: A player with no top card draws a base card
    Given a 2-player game
    And Bob's red pile is Plumbing
    And the Echoes age 1 pile is Comb, Ruler
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 4 with every action left
    When Alice draws
    Then Alice's hand is Tools
    And the Echoes age 1 pile is Comb, Ruler

  @id:echo-draw-value-above-the-highest @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: A draw of a 2 while the unique highest top card is a 1 still comes from the Echoes deck
    # Ruler's echo effect draws a 2: the rule reads the top cards, not the value drawn. Then
    # Ruler draws two Echoes 1s, foreshadows one and returns the other under its Echoes deck.
    # Bob shows no lightbulb: he does not share.
    Given a 2-player game
    And Alice's blue pile is Ruler
    And the Echoes age 1 pile is Comb, Umbrella, Plumbing
    And the Echoes age 2 pile is Lever, Linguistics
    And the age 2 pile is Calendar, Mathematics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Ruler
    And Alice foreshadows Comb
    Then Alice's hand is Lever
    And Alice's forecast is Comb
    And the Echoes age 1 pile is Plumbing, Umbrella
    And the Echoes age 2 pile is Linguistics
    And the age 2 pile is Calendar, Mathematics

  @id:echo-draw-empty-echoes-deck-draws-base @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:echoes.empty_echoes_deck=base-card
  Scenario: An Echoes draw from an empty Echoes deck takes a base card of that value
    Given a 2-player game
    And Alice's red pile is Plumbing
    And the Echoes age 1 pile is nothing
    And the Echoes age 2 pile is Lever
    And the age 1 pile is Tools, Oars
    And it is Alice's turn 4 with every action left
    When Alice draws
    Then Alice's hand is Tools
    And the Echoes age 2 pile is Lever

  @id:echo-draw-empty-base-deck-moves-up @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.skip_empty_piles=true @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: An empty base deck moves the draw up before the Echoes deck is chosen
    # The base 1s are gone: the value becomes 2, and the Echoes 2 is drawn though Echoes 1s remain.
    Given a 2-player game
    And Alice's red pile is Plumbing
    And the age 1 pile is nothing
    And the Echoes age 1 pile is Comb
    And the Echoes age 2 pile is Lever, Linguistics
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with every action left
    When Alice draws
    Then Alice's hand is Lever
    And the Echoes age 1 pile is Comb
    And the age 2 pile is Calendar

  # --- A house variant where an empty Echoes deck moves the draw up the Echoes decks
  # (echoes.empty_echoes_deck = "next-echoes-deck"; the two sources draw a base card, the
  # scenario above): the value is fixed as before, then the first Echoes deck from it upward
  # that has cards gives the card; only when none has does a base card of that value come.

  @id:echo-draw-empty-echoes-deck-moves-up-the-echoes-decks @needs:resolved_variant
  @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:actions.per_turn>=2
  @assumes:echoes.empty_echoes_deck=next-echoes-deck
  Scenario: With empty Echoes 1 and 2 decks, Alice's Echoes draw of a 1 takes the Echoes 3 on top, not a base 1
    # Plumbing is Alice's one top card: her draw comes from the Echoes decks, and its value is 1
    # (the base 1s are there).
    Given a house variant of it sets echoes.empty_echoes_deck to "next-echoes-deck"
    And a 2-player game
    And Alice's red pile is Plumbing
    And the Echoes age 1 pile is nothing
    And the Echoes age 2 pile is nothing
    And the Echoes age 3 pile is Novel, Almanac
    And the age 1 pile is Tools, Oars
    And the age 3 pile is Optics
    And it is Alice's turn 4 with every action left
    When Alice draws
    Then Alice's hand is Novel
    And the Echoes age 3 pile is Almanac
    And the age 1 pile is Tools, Oars
    And the age 3 pile is Optics
    And it is Alice's turn 4 with one action used

  @id:echo-draw-no-higher-echoes-deck-draws-base @needs:resolved_variant
  @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:actions.per_turn>=2
  @assumes:echoes.empty_echoes_deck=next-echoes-deck
  Scenario: With the Echoes 10 and 11 decks empty, no higher Echoes deck has cards: Alice's Echoes draw of a 10 takes a base 10
    # Sudoku (10) is Alice's one top card: her draw is an Echoes draw of a 10.
    Given a house variant of it sets echoes.empty_echoes_deck to "next-echoes-deck"
    And a 2-player game
    And Alice's purple pile is Sudoku
    And Bob's red pile is Oars
    And the Echoes age 10 pile is nothing
    And the Echoes age 11 pile is nothing
    And the age 10 pile is Software, Robotics
    And the age 11 pile is Fusion
    And it is Alice's turn 4 with every action left
    When Alice draws
    Then Alice's hand is Software
    And the age 10 pile is Robotics
    And the age 11 pile is Fusion
    And it is Alice's turn 4 with one action used

  # --- §4.1 visibility: Ruler's echo effect is printed bottom right -----------------------------

  @id:echo-visible-covered-unsplayed-not-run @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: A covered card's echo effect in an unsplayed pile does not run
    # Tools's own effects need three cards or a 3 in hand: with an empty hand they do nothing.
    Given a 2-player game
    And Alice's blue pile is Tools, Ruler
    And the Echoes age 2 pile is Lever
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Tools
    Then Alice's hand is nothing
    And the Echoes age 2 pile is Lever

  @id:echo-visible-splayed-left-runs @ultimate-echoes @ultimate-echoes-figures
  @assumes:splay.revealed.left=["bottom_right"]
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Splayed left, the covered Ruler shows its echo effect, which runs before Tools's effects
    Given a 2-player game
    And Alice's blue pile is Tools, Ruler splayed left
    And the Echoes age 2 pile is Lever
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Tools
    Then Alice's hand is Lever
    And the Echoes age 2 pile is nothing

  @id:echo-visible-splayed-right-hidden @ultimate-echoes @ultimate-echoes-figures
  @assumes:splay.revealed.right=["top_left","bottom_left"]
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Splayed right, the covered Ruler's echo effect stays hidden
    Given a 2-player game
    And Alice's blue pile is Tools, Ruler splayed right
    And the Echoes age 2 pile is Lever
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Tools
    Then Alice's hand is nothing
    And the Echoes age 2 pile is Lever

  @id:echo-visible-splayed-up-runs @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  Scenario: Splayed up, the covered Ruler's echo effect runs
    Given a 2-player game
    And Alice's blue pile is Tools, Ruler splayed up
    And the Echoes age 2 pile is Lever
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Tools
    Then Alice's hand is Lever

  @id:echo-visible-splayed-aslant-runs @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:splay.revealed.aslant=["top_left","bottom_left","bottom_middle","bottom_right"]
  Scenario: Splayed aslant, the covered Ruler's echo effect runs
    Given a 2-player game
    And Alice's blue pile is Tools, Ruler splayed aslant
    And the Echoes age 2 pile is Lever
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Tools
    Then Alice's hand is Lever

  # --- §4.2 when, by whom, in what order --------------------------------------------------------

  @id:echo-runs-before-the-cards-dogma-and-is-fixed @ultimate-echoes @ultimate-echoes-figures
  @assumes:splay.revealed.left=["bottom_right"]
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: The covered Umbrella's echo effect runs before The Wheel's dogma, and what it melds adds no echo effect
    # Umbrella's echo effect melds Ruler, a card with an echo effect, on Alice's blue pile; then
    # The Wheel draws two 1s. With Ruler on the board the highest top value is tied, so the 1s are
    # base cards, showing the echo effect ran first; Ruler's echo effect (draw a 2) does not run,
    # the action's list being fixed when it started.
    Given a 2-player game
    And Alice's green pile is The Wheel, Umbrella splayed left
    And Alice has Ruler in hand
    And the Echoes age 1 pile is Comb, Plumbing
    And the Echoes age 2 pile is Lever
    And the age 1 pile is Oars, Writing, Archery
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of The Wheel
    And Alice melds Ruler
    Then Alice's blue pile is Ruler
    And Alice's hand is Oars, Writing
    And the Echoes age 1 pile is Comb, Plumbing
    And the Echoes age 2 pile is Lever

  @id:echo-shared-by-sharers-then-the-launcher @ultimate-echoes
  @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  Scenario: Ruler's echo effect is shared: Bob draws first, then Alice, and Bob's change earns the sharing bonus
    # Bob shows as many lightbulbs as Alice (two each): he shares. Each one's only top card is a 1,
    # so every draw is an Echoes draw. Bob runs the echo effect, then Alice; then Ruler's effect,
    # Bob then Alice; then Alice's sharing bonus draw.
    Given a 2-player game
    And Alice's blue pile is Ruler
    And Bob's blue pile is Writing
    And the Echoes age 1 pile is Comb, Umbrella, Bell, Flute, Candles
    And the Echoes age 2 pile is Lever, Linguistics
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Ruler
    And Bob foreshadows Umbrella
    And Alice foreshadows Flute
    Then Bob's hand is Lever
    And Bob's forecast is Umbrella
    And Alice's forecast is Flute
    And Alice gets the sharing bonus
    And Alice's hand is Linguistics, Candles
    And the Echoes age 1 pile is Comb, Bell

  @id:echo-sharer-echo-change-earns-the-bonus @ultimate-echoes
  @assumes:cards.expansions=["echoes"]
  @assumes:dogma.sharing_bonus=true @assumes:dogma.sharing_bonus_draws=1
  @assumes:echoes.echo_effects_earn_bonus=true
  Scenario: A sharer changes the game only in Umbrella's echo effect: the launcher gets the sharing bonus
    # Bob's Clothing shows two leaves, as Alice's Umbrella does: he shares. He melds Tools in the
    # echo effect; his hand then empty, the dogma effect changes nothing for him.
    Given a 2-player game
    And Alice's green pile is Umbrella
    And Bob's green pile is Clothing
    And Bob has Tools in hand
    And the Echoes age 1 pile is Comb, Ruler
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Umbrella
    And Bob melds Tools
    Then Bob's blue pile is Tools
    And Alice gets the sharing bonus
    And Alice's hand is Comb

  @id:echo-sharer-echo-change-earns-nothing-house @ultimate-echoes @needs:resolved_variant
  @assumes:cards.expansions=["echoes"]
  @assumes:echoes.echo_effects_earn_bonus=false
  Scenario: In a house variant where echo effects earn no sharing bonus, Bob's meld in Umbrella's echo effect earns Alice nothing
    Given a house variant of it sets echoes.echo_effects_earn_bonus to false
    And a 2-player game
    And Alice's green pile is Umbrella
    And Bob's green pile is Clothing
    And Bob has Tools in hand
    And the Echoes age 1 pile is Comb, Ruler
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Umbrella
    And Bob melds Tools
    Then Bob's blue pile is Tools
    And nobody gets the sharing bonus
    And Alice's hand is nothing

  # --- §5 the forecast and its limit ------------------------------------------------------------

  @id:echo-forecast-limit-splayed-left-full @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Splayed left, a forecast of four is full: the card Ruler would foreshadow stays in hand
    Given a 2-player game
    And Alice's blue pile is Ruler
    And Alice's red pile is Metalworking, Oars splayed left
    And Alice's forecast is Writing, Tools, Pottery, Sailing
    And the Echoes age 1 pile is Comb, Umbrella
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with every action left
    # Alice's top cards tie at 1: the echo effect's 2 is a base card.
    When Alice performs the dogma of Ruler
    And Alice returns Umbrella
    Then Alice's forecast is Writing, Tools, Pottery, Sailing
    And Alice's hand is Calendar, Comb
    And the Echoes age 1 pile is Umbrella

  @id:echo-forecast-limit-splayed-up-room @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Splayed up, a forecast of one has room for a second card
    Given a 2-player game
    And Alice's blue pile is Ruler
    And Alice's red pile is Metalworking, Oars splayed up
    And Alice's forecast is Writing
    And the Echoes age 1 pile is Comb, Umbrella
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with every action left
    # Alice's top cards tie at 1: the echo effect's 2 is a base card.
    When Alice performs the dogma of Ruler
    And Alice foreshadows Comb
    Then Alice's forecast is Writing, Comb
    And Alice's hand is Calendar
    And the Echoes age 1 pile is Umbrella

  @id:echo-forecast-limit-splayed-aslant-full @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:limits.safe_and_forecast=five-minus-highest-splay
  Scenario: Splayed aslant, a forecast of one is full, whichever of Alice's piles is splayed
    Given a 2-player game
    And Alice's blue pile is Ruler
    And Alice's red pile is Metalworking, Oars splayed aslant
    And Alice's forecast is Writing
    And the Echoes age 1 pile is Comb, Umbrella
    And the age 2 pile is Calendar
    And it is Alice's turn 4 with every action left
    # Alice's top cards tie at 1: the echo effect's 2 is a base card.
    When Alice performs the dogma of Ruler
    And Alice returns Umbrella
    Then Alice's forecast is Writing
    And Alice's hand is Calendar, Comb

  # --- §6 promotion and "foreseen" --------------------------------------------------------------

  @id:echo-promotion-after-meld-action-foreseen @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:echoes.promotion=mandatory
  Scenario: After a Meld action the one forecast card of a value no higher is promoted, and its foreseen Dogma runs
    # Alice melds Tools (a 1): Comb (a 1) is promoted and melded, then Comb's free Dogma action
    # runs with Comb foreseen. Alice chooses red; her top cards tie at 1, so five base 1s are
    # drawn; the three not red go back; being foreseen, every red card on every board goes back.
    # Bob's Archery shows two castles, fewer than Alice's three: he does not share.
    Given a 2-player game
    And Alice's forecast is Comb
    And Alice has Tools in hand
    And Bob's red pile is Archery
    And the age 1 pile is Oars, Metalworking, Writing, Sailing, Pottery, Agriculture
    And it is Alice's turn 4 with every action left
    When Alice melds Tools
    Then Alice promoted Comb
    When Alice chooses red
    And Alice returns Writing then Sailing then Pottery
    Then Alice's forecast is nothing
    And Alice's green pile is Comb
    And Alice's hand is Oars, Metalworking
    And Bob's red pile is nothing
    And the age 1 pile is Agriculture, Writing, Sailing, Pottery, Archery
    And it is Alice's turn 4 with one action used

  @id:echo-not-foreseen-in-an-ordinary-dogma @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Comb's Dogma action taken as an action is not foreseen: the boards keep their red cards
    Given a 2-player game
    And Alice's green pile is Comb
    And Alice's blue pile is Tools
    And Bob's red pile is Archery
    And the age 1 pile is Oars, Metalworking, Writing, Sailing, Pottery, Agriculture
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Comb
    And Alice chooses red
    And Alice returns Writing then Sailing then Pottery
    Then Alice's hand is Oars, Metalworking
    And Bob's red pile is Archery

  @id:echo-promotion-choice-of-forecast-cards @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:echoes.promotion=mandatory
  Scenario: With two forecast cards of a value no higher, the player must promote one of them
    # Plumbing promoted: its echo effect scores the bottom card of Alice's blue pile (the Tools
    # just melded), then it junks the age 1 deck. Lever, a 2, cannot be promoted after a 1.
    Given a 2-player game
    And Alice's forecast is Comb, Plumbing, Lever
    And Alice has Tools in hand
    And the age 1 pile is Oars, Writing
    And it is Alice's turn 4 with every action left
    When Alice melds Tools
    Then Alice must promote 1 of Comb, Plumbing
    When Alice promotes Plumbing
    Then Alice promoted Plumbing
    And Alice's forecast is Comb, Lever
    And Alice's red pile is Plumbing
    And Alice's score pile is Tools
    And the junk pile holds Oars, Writing

  @id:echo-no-promotion-of-a-higher-card @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.per_turn=2 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: A forecast card of a higher value than the melded card is not promoted
    Given a 2-player game
    And Alice's forecast is Lever
    And Alice has Tools in hand
    And it is Alice's turn 4 with every action left
    When Alice melds Tools
    Then nobody promoted a card
    And Alice's forecast is Lever
    And it is Alice's turn 4 with one action used

  @id:echo-no-promotion-after-an-effects-meld @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: A meld made by an effect (Umbrella's echo effect) promotes nothing
    Given a 2-player game
    And Alice's green pile is Umbrella
    And Alice has Tools in hand
    And Alice's forecast is Comb
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Umbrella
    And Alice melds Tools
    Then nobody promoted a card
    And Alice's forecast is Comb
    And Alice's blue pile is Tools

  # --- §7 bonuses in the score; §14.3 returns to the Echoes decks ------------------------------

  @id:echo-bonus-counts-in-the-score @ultimate-echoes @ultimate-echoes-figures
  @assumes:actions.achieve_score_per_age=5 @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:figures.bonuses_score=true
  Scenario: Plumbing's visible bonus 2 brings a score of 3 to 5: Alice may achieve age 1
    Given a 2-player game
    And Alice's red pile is Plumbing
    And Alice has Calendar, Tools in the score pile
    And the standard achievements are Oars, Construction
    And it is Alice's turn 4 with every action left
    Then Alice may achieve ages 1

  @id:echo-returned-echoes-card-goes-to-its-deck @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  Scenario: Umbrella returns an Echoes card under its Echoes deck and a base card under its base deck
    Given a 2-player game
    And Alice's green pile is Umbrella
    And Alice has Comb, Writing in hand
    And the Echoes age 1 pile is Ruler
    And the age 1 pile is Oars
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Umbrella
    And Alice declines
    And Alice returns Comb, Writing
    Then Alice's hand is nothing
    And the Echoes age 1 pile is Ruler, Comb
    And the age 1 pile is Oars, Writing

  # --- §8 the special achievements, at the end of an action -------------------------------------

  @id:echo-special-destiny-five-forecast-cards @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:special_achievements.conditions.Destiny.count=5
  @assumes:special_achievements.conditions.Destiny.kind=forecast-at-least
  Scenario: Ruler's foreshadow makes five forecast cards: Destiny is claimed at the end of the action
    Given a 2-player game
    And Alice's blue pile is Ruler
    And Alice's forecast is Writing, Tools, Pottery, Sailing
    And the Echoes age 1 pile is Comb, Umbrella
    And the Echoes age 2 pile is Lever
    And the special achievements are Destiny, Wealth
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Ruler
    And Alice foreshadows Comb
    Then Alice's forecast is Writing, Tools, Pottery, Sailing, Comb
    And Alice's achievements are Destiny
    And the special achievements are Wealth

  @id:echo-special-wealth-eight-bonuses @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:special_achievements.conditions.Wealth.count=8
  @assumes:special_achievements.conditions.Wealth.kind=bonuses-at-least
  @assumes:splay.revealed.up=["bottom_left","bottom_middle","bottom_right"]
  Scenario: Melding Scissors shows an eighth bonus: Wealth is claimed at the end of the Meld action
    # Visible bonuses before: Dice 1 and Perfume 1 (blue, up), Plumbing 2, Bangle 1, Candles 1
    # (red, up), Noodles 1 and Soap 2 (yellow, up): seven. Scissors's bonus 2 is the eighth.
    Given a 2-player game
    And Alice's blue pile is Dice, Perfume splayed up
    And Alice's red pile is Plumbing, Bangle, Candles splayed up
    And Alice's yellow pile is Noodles, Soap splayed up
    And Alice has Scissors in hand
    And the special achievements are Wealth, Destiny
    And it is Alice's turn 4 with every action left
    When Alice melds Scissors
    Then Alice's achievements are Wealth
    And the special achievements are Destiny

  @id:echo-special-heritage-eight-hexes @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:special_achievements.conditions.Heritage.count=8
  @assumes:special_achievements.conditions.Heritage.kind=hexes-in-one-pile
  Scenario: Melding an eighth card on a pile splayed aslant shows its eighth hex: Heritage is claimed at the end of the Meld action
    # Aslant, every slot of the seven cards is visible: seven hexes, two echo effects.
    Given a 2-player game
    And Alice's blue pile is Tools, Pottery, Calendar, Mathematics, Dice, Ruler, Lever splayed aslant
    And Alice has Writing in hand
    And the special achievements are Heritage, History
    And it is Alice's turn 4 with every action left
    When Alice melds Writing
    Then Alice's achievements are Heritage
    And the special achievements are History

  @id:echo-special-history-four-echo-effects @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:special_achievements.conditions.History.count=4
  @assumes:special_achievements.conditions.History.kind=echo-effects-in-one-pile
  @assumes:splay.revealed.aslant=["top_left","bottom_left","bottom_middle","bottom_right"]
  Scenario: Melding Perfume on a pile showing three echo effects makes four: History is claimed at the end of the Meld action
    Given a 2-player game
    And Alice's blue pile is Ruler, Lever, Linguistics splayed aslant
    And Alice has Perfume in hand
    And the special achievements are History, Heritage
    And it is Alice's turn 4 with every action left
    When Alice melds Perfume
    Then Alice's achievements are History
    And the special achievements are Heritage

  @id:echo-special-supremacy-three-icons-in-four-piles @ultimate-echoes @ultimate-echoes-figures
  @assumes:special_achievements.conditions.Supremacy.count=3
  @assumes:special_achievements.conditions.Supremacy.piles=4
  Scenario: Melding The Wheel makes a fourth pile with three castles: Supremacy is claimed at the end of the Meld action
    Given a 2-player game
    And Alice's red pile is Metalworking
    And Alice's yellow pile is Masonry
    And Alice's purple pile is Mysticism
    And Alice has The Wheel in hand
    And the special achievements are Supremacy, Wealth
    And it is Alice's turn 4 with every action left
    When Alice melds The Wheel
    Then Alice's achievements are Supremacy
    And the special achievements are Wealth

  # --- §9 the achievement target -----------------------------------------------------------------

  @id:echo-target-seven-at-two-players @ultimate-echoes
  @assumes:actions.achieve_score_per_age=5 @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_expansion=1 @assumes:victory.achievements.per_player=-1
  @assumes:setup.expansions=1
  Scenario: With Echoes a 2-player game needs seven achievements: Alice's seventh wins
    Given a 2-player game
    And Alice's red pile is Metalworking
    And Alice has achievements Wealth, Destiny, Heritage, History, Supremacy, Calendar
    And Alice has Writing, Tools, Pottery, Archery, Oars in the score pile
    And the standard achievements are Sailing
    And the special achievements are nothing
    And it is Alice's turn 4 with every action left
    When Alice achieves age 1
    Then Alice wins by achievements

  @id:echo-target-eight-with-figures @ultimate-echoes-figures
  @assumes:actions.achieve_score_per_age=5 @assumes:victory.achievements.base=8
  @assumes:victory.achievements.per_expansion=1 @assumes:victory.achievements.per_player=-1
  @assumes:setup.expansions=2
  Scenario: With Echoes and Figures a 2-player game needs eight achievements: a seventh does not win
    Given a 2-player game
    And Alice's red pile is Metalworking
    And Alice has achievements Wealth, Destiny, Heritage, History, Supremacy, Calendar
    And Alice has Writing, Tools, Pottery, Archery, Oars in the score pile
    And the standard achievements are Sailing
    And the special achievements are nothing
    And it is Alice's turn 4 with every action left
    When Alice achieves age 1
    Then the game is not over
    And Alice's achievement count is 7

  # --- §13.3 and §14.1 the icons of Laser and Saxophone -------------------------------------------

  @id:echo-laser-icons-dh4 @ultimate-echoes @ultimate-echoes-figures
  @assumes:cards.expansions=["echoes"]|["figures","echoes"] @assumes:splay.revealed.left=["bottom_right"]
  @assumes:cards.readings.laser_icons=lightbulb-lightbulb-hex-leaf
  Scenario: Laser read with a leaf bottom right: splayed left under Writing, it shows one leaf
    Given a 2-player game
    And Alice's blue pile is Writing, Laser splayed left
    Then Alice shows 1 leaf
    And Alice shows 2 lightbulb

  @id:echo-laser-icons-bga4 @ultimate-echoes @needs:resolved_variant
  @assumes:cards.expansions=["echoes"]
  @assumes:splay.revealed.left=["bottom_right"]
  @assumes:cards.readings.laser_icons=lightbulb-leaf-lightbulb-hex
  Scenario: Laser read with a hex bottom right: splayed left under Writing, it shows no leaf
    Given a house variant of it sets cards.readings.laser_icons to "lightbulb-leaf-lightbulb-hex"
    And a 2-player game
    And Alice's blue pile is Writing, Laser splayed left
    Then Alice shows 0 leaf
    And Alice shows 2 lightbulb

  @id:echo-saxophone-icons-dh4 @ultimate-echoes @ultimate-echoes-figures
  @assumes:splay.revealed.left=["bottom_right"]
  @assumes:cards.expansions=["echoes"]|["figures","echoes"]
  @assumes:cards.readings.saxophone_icons=bonus-7-crown-music-note-bonus-7
  Scenario: Saxophone read with a bonus 7 bottom right: splayed left under Code of Laws, it adds no crown
    Given a 2-player game
    And Alice's purple pile is Code of Laws, Saxophone splayed left
    Then Alice shows 2 crown

  @id:echo-saxophone-icons-bga4 @ultimate-echoes @needs:resolved_variant
  @assumes:cards.expansions=["echoes"] @assumes:splay.revealed.left=["bottom_right"]
  @assumes:cards.readings.saxophone_icons=bonus-7-crown-music-note-crown
  Scenario: Saxophone read with a crown bottom right: splayed left under Code of Laws, it adds a crown
    Given a house variant of it sets cards.readings.saxophone_icons to "bonus-7-crown-music-note-crown"
    And a 2-player game
    And Alice's purple pile is Code of Laws, Saxophone splayed left
    Then Alice shows 3 crown

  # --- A card self-executed from outside a pile (echoes.md §4.3; §13, question 7): DH4 runs only
  # its own echo effect; BGA4 also runs the visible echo effects of its owner's pile of its colour
  # (echoes.self_executed_elsewhere). Escapism junks Plumbing from Alice's hand, draws three 1s
  # (from the Echoes deck: Escapism is her one highest top card) and self-executes Plumbing from
  # the junk. Plumbing's echo effect scores the bottom card of a blue pile she does not have, and
  # its dogma junks the age-1 deck. Candles, the top card of her red pile, draws a 3 when no
  # player has fewer points than Alice (Bob shows Homing Pigeons' bonus, she Candles' 1).

  @id:echo-self-executed-from-the-junk-runs-only-its-own-echo
  @assumes:actions.per_turn>=2 @assumes:cards.expansions=["echoes"]
  @assumes:echoes.self_executed_elsewhere=own-echo-only
  @ultimate-echoes
  Scenario: A card self-executed from the junk runs its own echo effect only: Candles on Alice's red pile draws nothing
    Given a 2-player game
    And Alice's purple pile is Escapism
    And Alice's red pile is Candles
    And Alice has Plumbing in hand
    And Bob's green pile is Homing Pigeons
    And the age 1 echoes pile is Bell, Flute, Chopsticks
    And the age 3 echoes pile is Novel
    And the age 1 pile is Agriculture
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Escapism
    Then Alice's hand is Bell, Flute, Chopsticks
    And the age 3 echoes pile is Novel
    And the age 1 pile is nothing
    And it is Alice's turn 4 with one action used

  @id:echo-self-executed-from-the-junk-runs-its-pile-first @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:cards.expansions=["echoes"]
  @assumes:echoes.self_executed_elsewhere=own-and-pile
  @ultimate-echoes
  Scenario: Read as running its owner's pile too, Plumbing self-executed from the junk first runs Candles' echo effect: Alice draws Novel
    Given a house variant of it sets echoes.self_executed_elsewhere to "own-and-pile"
    And a 2-player game
    And Alice's purple pile is Escapism
    And Alice's red pile is Candles
    And Alice has Plumbing in hand
    And Bob's green pile is Homing Pigeons
    And the age 1 echoes pile is Bell, Flute, Chopsticks
    And the age 3 echoes pile is Novel
    And the age 1 pile is Agriculture
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Escapism
    Then Alice's hand is Bell, Flute, Chopsticks, Novel
    And the age 3 echoes pile is nothing
    And the age 1 pile is nothing
    And it is Alice's turn 4 with one action used

  # --- A house variant with no forecast limit (limits.safe_and_forecast = "none"): the position of
  # echoes-ruler-draws-a-2-foreshadows-one-echoes-1 with five cards already in Alice's forecast and
  # no splay (limit 5 in the bundled variant, echoes.md §5): the sixth card goes in.

  @id:echo-forecast-without-a-limit-takes-a-sixth-card @needs:resolved_variant
  @assumes:actions.per_turn>=2 @assumes:cards.expansions=["echoes"]
  @assumes:limits.safe_and_forecast=none
  @ultimate-echoes
  Scenario: A house variant with no forecast limit: Ruler's Bangle goes into a forecast of five
    Given a house variant of it sets limits.safe_and_forecast to "none"
    And a 2-player game
    And Alice's blue pile is Ruler
    And Alice's red pile is Archery
    And Alice's forecast is Plumbing, Comb, Umbrella, Dice, Flute
    And the special achievements are Monument, Empire, World, Wonder, Universe, Wealth, Heritage, History, Supremacy
    And Bob's red pile is Metalworking
    And the age 2 pile is Calendar, Currency
    And the age 1 echoes pile is Perfume, Bangle, Candles
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Ruler
    And Alice returns Perfume
    Then Alice's hand is Calendar
    And Alice's forecast is Plumbing, Comb, Umbrella, Dice, Flute, Bangle
    And the age 1 echoes pile is Candles, Perfume
    And it is Alice's turn 9 with one action used
