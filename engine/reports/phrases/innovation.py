"""Innovation: the plain-English rule each parameter value stands for, one entry per parameter."""

from __future__ import annotations

from ...data import innovation_cards
from .common import PLAYERS, Context, Phrase, ages_text, cap, choice, join_and, number, plural, position, term, yes_no


def _set_text(card_set: str) -> str:
    cards = innovation_cards(card_set)
    ages = sorted({c["age"] for c in cards})
    label = {"base": "base", "base-ultimate": "fourth-edition base"}[card_set]
    return f"The {len(cards)} {label} cards, ages {ages[0]} to {ages[-1]}, are used."


_EXPANSION_TEXT = {"figures": "the 115 figures of the Figures expansion (and the age-0 cards a figure brings in)",
                   "echoes": "the 115 cards of the Echoes expansion, in decks of their own, with each player's forecast",
                   "unseen": "the 115 cards of the Unseen expansion, in decks of their own, with each player's safe"}


def _first_turn_large(v, c: Context) -> str:
    return (f"In a game of {c.get('setup.first_turn_large_from')} or more players, "
            f"{_first_players(v)} a single action on their first turn.")


def _first_players(n: int) -> str:
    return "the first player takes" if n == 1 else f"the first {number(n)} players take"


def _repeat_cost(v, c: Context) -> str:
    per = c.get("actions.achieve_score_per_age", 5)
    if v == "flat":
        return f"Another achievement of an age you already hold costs the usual {per} x age points."
    return (f"Another achievement of an age you already hold costs more: {per} x age x (k + 1) points, "
            "where k is how many of that age you hold (double for the second, triple for the third).")


def _splay(v, c: Context) -> str:
    if v is None:
        return f"There is no {c.last} splay."
    return (f"Splayed {c.last}, each covered card shows {plural(len(v), 'icon')}: "
            f"{join_and([position(p) for p in v])}.")


def condition_text(v: dict) -> str:
    """A special-achievement condition, as the thing a player must do or have."""
    kind = v["kind"]
    if kind == "tucked-or-scored-in-turn":
        return f"tuck {v['count']} cards, or score {v['count']} cards, in a single turn"
    if kind == "top-cards-with-demand":
        return f"have {v['count']} top cards that each have a demand effect"
    if kind == "each-icon-at-least":
        return f"have at least {v['count']} visible of each of these icons: {join_and(v['icons'])}"
    if kind == "icon-at-least":
        return f"have at least {v['count']} visible {v['icon']} icons"
    if kind == "colors-splayed":
        colours = "all 5 colours" if v["colors"] == 5 else plural(v["colors"], "colour")
        return f"have {colours} on your board, each splayed {join_and(v['directions'], 'or')}"
    if kind == "top-cards-of-value":
        return f"have {v['count']} top cards of value {v['min_value']} or more"
    if kind == "bonuses-at-least":
        return f"have at least {v['count']} visible bonuses on your board"
    if kind == "forecast-at-least":
        return f"have at least {v['count']} cards in your forecast"
    if kind == "hexes-in-one-pile":
        return f"have at least {v['count']} visible hexes (music notes included) in one colour pile"
    if kind == "echo-effects-in-one-pile":
        return f"have at least {v['count']} visible echo effects in one colour pile"
    if kind in UNSEEN_KINDS:
        return f"have a top card of value {v['min_top_value']} or more and {UNSEEN_KINDS[kind](v)}"
    if kind == "icons-in-piles":
        return (f"have at least {v['count']} visible icons of one same type (the avatar included) in each of "
                f"{v['piles']} colour piles")
    raise KeyError(kind)


# Unseen's conditions: each also needs a top card of at least min_top_value
UNSEEN_KINDS = {
    "secrets-at-least": lambda v: f"at least {plural(v['count'], 'secret')} in your safe",
    "no-odd-top-cards": lambda v: "no top card of odd value",
    "no-standard-achievements": lambda v: "no standard achievement (no card with a value among your achievements)",
    "no-visible-icon": lambda v: f"no visible {v['icon']} on your board",
    "fewer-colors": lambda v: f"fewer than {plural(v['colors'], 'colour')} on your board",
}


def _condition(v, c: Context) -> str:
    return f"{c.last} is not in play." if v is None else f"{c.last}: {condition_text(v)}."


def _target(who: str) -> dict[str, Phrase]:
    return {
        "base": lambda v, c: f"{who} achievement target starts at {v}, then is adjusted for the number "
                             "of players and expansions.",
        "per_player": lambda v, c: ("The player count does not change the target." if v == 0 else
                                    f"{cap(plural(abs(v), 'achievement'))} {'fewer' if v < 0 else 'more'} "
                                    "is needed for each player in the game."),
        "per_expansion": lambda v, c: ("Expansions do not change the target." if v == 0 else
                                       f"{cap(plural(v, 'more achievement', 'more achievements'))} is "
                                       "needed for each expansion in play."),
        "minimum": lambda v, c: ("The target has no stated minimum." if v is None else
                                 f"However many players and expansions, at least {plural(v, 'achievement')} "
                                 "are needed."),
    }


INNOVATION: dict[str, Phrase] = {
    **PLAYERS,
    "ages.min": lambda v, c: f"The lowest supply pile is age {v}.",
    "ages.max": lambda v, c: f"The supply has piles up to age {v}.",
    "ages.game_end_draw": lambda v, c: f"Trying to draw a card of age {v} or higher ends the game at once.",
    "ages.age_zero_cards": yes_no("Age-0 cards exist: never dealt at setup, they enter play only through "
                                   "a card effect.", "There are no age-0 cards."),
    "setup.achievement_ages": lambda v, c: (f"One card of each of ages {ages_text(v)} is set aside as a "
                                            f"standard achievement ({plural(len(v), 'achievement')})."),
    "setup.expansions": lambda v, c: "No expansion is in play." if v == 0
    else f"{cap(number(v))} expansions are in play." if v > 1 else "One expansion is in play.",
    "setup.expansions_allowed": yes_no("The rule set may be played with expansions.",
                                       "The rule set plays no expansion: a variant that adds one is refused."),
    "setup.opening_draw": lambda v, c: f"Each player draws {plural(v, 'age-1 card')} at setup.",
    "setup.opening_melds": lambda v, c: (f"Each player melds {plural(v, 'card')} of the opening draw, "
                                         "all choosing at the same time."),
    "setup.large_game_from_players": lambda v, c: (
        "The opening draw is the same at every player count." if v is None else
        f"From {v} players the game counts as large and the opening draw is smaller."),
    "setup.large_game_opening_draw": lambda v, c: (
        "There is no separate opening draw for a large game." if v is None else
        f"In a large game each player draws only {plural(v, 'card')} at setup, and melds the card drawn."),
    "setup.first_player": choice({"alphabetical-english-title": (
        "The player whose opening meld's English title comes first alphabetically (a leading 'The' "
        "included) goes first.")}),
    "setup.first_turn_one_action": lambda v, c: (
        "Every player takes full actions on their first turn." if v == 0 else
        f"{cap(_first_players(v))} a single action on their first turn."),
    "setup.first_turn_one_action_large": _first_turn_large,
    "setup.first_turn_large_from": lambda v, c: f"The larger first-turn rule applies from {v} players.",
    "actions.per_turn": lambda v, c: (f"Each turn has {plural(v, 'action')} (draw, meld, dogma or achieve, "
                                      "repeats allowed)."),
    "actions.empty_board_draw_age": lambda v, c: f"A player with no top card draws from age {v}.",
    "actions.skip_empty_piles": yes_no(
        "A draw from an empty age takes from the next higher age that still has cards.",
        "A draw from an empty age does not move on to a higher pile."),
    "actions.achieve_score_per_age": lambda v, c: f"Achieving needs a score of at least {v} x the achievement's age.",
    "actions.achieve_needs_top_card": yes_no("Achieving also needs a top card of at least the achievement's age.",
                                              "Achieving needs no particular top card."),
    "actions.achievements_per_action": lambda v, c: f"An achieve action claims {plural(v, 'standard achievement')}.",
    "actions.repeat_achievement_cost": _repeat_cost,
    "dogma.icon_count_once": yes_no(
        "Featured icons are counted once, at the start of the dogma action.",
        "Featured icons are counted again as each effect runs."),
    "dogma.sharing_bonus": yes_no(
        "When an opponent who shared changed the game, the player who took the dogma action gets a free "
        "draw after it.", "There is no sharing bonus."),
    "dogma.sharing_bonus_draws": lambda v, c: (f"The sharing bonus is {plural(v, 'free draw')}, however many "
                                               "opponents shared."),
    "dogma.reveal_counts_as_change": yes_no(
        "A card that a sharing opponent only reveals (without moving it) counts as a change, so it earns the "
        "sharing bonus.",
        "A card that is only revealed, and not moved, is no change: it does not earn the sharing bonus."),
    "dogma.demands_earn_bonus": yes_no("Cards moved by a demand count toward the sharing bonus.",
                                        "Demands never earn the sharing bonus, even when cards move."),
    "dogma.single_winner_tie": choice({"ignored": (
        "An effect that makes 'the single player with the most' win does nothing when players tie.")}),
    "dogma.missing_value": lambda v, c: (f"Something a player lacks (no top card of a colour, an empty "
                                         f"hand) has value {v}."),
    "dogma.distance_rule": yes_no(
        "Opponents not sitting next to the player taking the dogma action must return a card from hand "
        "to share (distance rule).", "Any opponent may share, wherever they sit (no distance rule)."),
    "dogma.chain_achievement": yes_no(
        "A player already self- or super-executing a card who is told to self- or super-execute another "
        "first draws a card of the highest age and puts it among their achievements (chain rule).",
        "Executing a card while already executing one earns nothing (no chain rule)."),
    "splay.revealed.left": _splay,
    "splay.revealed.right": _splay,
    "splay.revealed.up": _splay,
    "splay.revealed.aslant": _splay,
    "splay.unsplay_small_piles": yes_no("A pile reduced to one card or none loses its splay and forgets it.",
                                         "A pile keeps its splay even when reduced to one card."),
    "special_achievements.timing": choice({
        "immediate": "A special achievement is claimed the moment its condition holds, even in the middle "
                     "of an effect or on another player's turn.",
        "end-of-action": "Special-achievement conditions are checked at the end of each action."}),
    "special_achievements.tie": choice({
        "current-player-first": "When several players qualify at once, the current player gets it, "
                                "otherwise the first of them in turn order.",
        "left-of-current-first": "When several players qualify at once, it goes to the first of them to "
                                 "the current player's left, in turn order; the current player comes last."}),
    "special_achievements.conditions.*": _condition,
    **{f"victory.achievements.{k}": f for k, f in _target("A player's").items()},
    "victory.simultaneous_target": choice({
        "all-win": "If several players reach the achievement target at the same moment, all of them win.",
        "most-then-current-player-first": "If several players reach the target at once, the most "
                                          "achievements wins; a remaining tie goes to the current player, "
                                          "then in turn order.",
        "most-then-left-of-current-first": "If several players reach the target at once, the most "
                                           "achievements wins; a remaining tie goes to the first of them to "
                                           "the current player's left, the current player last."}),
    "victory.score_tiebreak": lambda v, c: (
        "A tie for the highest score is not broken." if not v else
        f"A tie for the highest score goes to the player with the most {join_and(v, 'then')}."),
    "victory.score_full_tie": choice({"shared": "Players still tied after that share the victory.",
                                       "draw": "If they are still tied, the game is a draw: nobody wins."}),
    "victory.target_check": choice({"immediate": "Reaching the achievement target ends the game at once, even "
                                                  "inside an effect.",
                                     "end-of-action": "Reaching the achievement target ends the game at the end of "
                                                      "the action, after figure fading and the special achievements."}),
    "victory.elimination": yes_no("A card that says a player loses eliminates that player; the last "
                                   "player left wins.", "No player is ever eliminated."),
    "figures.fading": yes_no("At the end of each action, a player with more than one top figure scores the "
                              "extra figures, before achievements are checked.", "There is no figure fading."),
    "figures.fading_order": choice({
        "current-player-first": "Players fade in turn order, from the current player.",
        "first-seat-first": "Players fade in seat order, from the first seat."}),
    "figures.sharing_bonus_figure": yes_no("The sharing bonus is a figure, drawn from the Figures deck.",
                                            "The sharing bonus is a base card, as without Figures."),
    "figures.achieve_figure_draws": yes_no(
        "When a player claims a standard achievement with the Achieve action, each opponent draws a figure.",
        "Nobody draws a figure when a player achieves."),
    "figures.empty_deck_draw": choice({
        "base-card": "A figure draw from an empty Figures deck takes a base card of that value instead.",
        "next-figures-deck": "A figure draw from an empty Figures deck takes a figure of the next higher value."}),
    "figures.value_about_to_draw": choice({
        "after-skipping": "A figure's karma reads the value you are about to draw as that of the deck the card "
                          "will come from, empty decks skipped.",
        "asked": "A figure's karma reads the value you are about to draw as the value the draw asks for, even "
                 "when that deck is empty and a higher card comes."}),
    "figures.execution_karma": choice({
        "dogma-action": "A figure's karma about to execute an effect, or about to be affected by a demand, "
                        "answers the effects of a Dogma action only, not those a card self- or super-executes.",
        "every-execution": "A figure's karma about to execute an effect, or about to be affected by a demand, "
                           "answers every execution, those a card self- or super-executes included."}),
    "figures.raised_karma_conditions": yes_no(
        "Inside a Dogma action whose written ages Johannes Kepler raises, the ages a karma's trigger names are "
        "raised too: Emperor Meiji's 10 is then a higher value.",
        "Inside a Dogma action whose written ages Johannes Kepler raises, a karma's trigger still reads its ages "
        "as printed: Emperor Meiji answers a plain 10."),
    "figures.raised_other_players_karmas": yes_no(
        "Inside a Dogma action whose written ages Johannes Kepler raises, the other players' karmas are raised "
        "too: an opponent's Grace Hopper draws above a 10.",
        "Inside a Dogma action whose written ages Johannes Kepler raises, only the action's effects and his "
        "owner's karmas are raised: another player's karma reads its ages as printed."),
    "figures.decrees": yes_no("The five decrees lie among the available achievements; the Decree action issues them.",
                               "There are no decrees."),
    "figures.decree_values": lambda v, c: (f"The Decree action needs figures of {plural(v, 'different value')} "
                                           "in your hand."),
    "figures.decree_permission_figures": lambda v, c: (f"A figure that permits a decree lets you issue it with "
                                                       f"{plural(v, 'figure')} in hand, of any values."),
    "figures.decrees_per_turn": lambda v, c: ("A player may take the Decree action any number of times a turn."
                                              if v == 0 else f"A player may take the Decree action at most "
                                              f"{plural(v, 'time')} a turn."),
    "figures.trade_decree": choice({
        "not-issued": "The Trade decree cannot be issued without the Echoes forecast its cards would go to; a "
                      "figure that permits it allows nothing.",
        "foreshadowed-to-hand": "The Trade decree puts the cards it would foreshadow into your hand.",
        "foreshadowed": "The Trade decree foreshadows its three cards into your Echoes forecast, up to its limit."}),
    "figures.decree_held_elsewhere": choice({
        "returns-to-available": "Issuing a decree another player holds sends it back among the available "
                                "achievements, and nothing else happens.",
        "issuer-takes-it": "Issuing a decree another player holds takes it from them, and its effect happens."}),
    "figures.karma_conflict": choice({
        "current-player-chooses-one": "When several karmas would trigger on one event, the current player chooses "
                                      "the one that happens; the others do not.",
        "all-in-chosen-order": "When several karmas would trigger on one event, all happen, in an order the "
                               "current player chooses."}),
    "figures.karma_nesting": yes_no("What a karma does can trigger other karmas.",
                                     "What a karma does triggers no karma (static karmas still count)."),
    "figures.bonuses_score": yes_no("Visible bonus numbers (figures, Echoes cards) add to their owner's score: the "
                                     "highest in full, each other one 1.", "Bonus numbers do not count toward the score."),
    "figures.auspice": yes_no("The Auspice action takes a dogma with avatar as the featured icon.",
                               "There is no Auspice action."),
    "echoes.draw_rule": choice({
        "unique-highest-top-card": "A draw that names no deck comes from the Echoes deck when you have exactly one "
                                   "top card of your highest top-card value; otherwise from the base deck."}),
    "echoes.empty_echoes_deck": choice({
        "base-card": "An Echoes draw whose Echoes deck is empty takes a base card of that value instead.",
        "next-echoes-deck": "An Echoes draw whose Echoes deck is empty moves up to the next Echoes deck with cards."}),
    "echoes.echo_effects_earn_bonus": yes_no(
        "A sharing player's echo effect that changes the game earns the launcher the sharing bonus.",
        "Echo effects executed by sharing players never earn the sharing bonus."),
    "echoes.self_executed_elsewhere": choice({
        "own-echo-only": "Self-executing a card that is not a top card runs its own echo effect first, and no other.",
        "own-and-pile": "Self-executing a card that is not a top card runs the visible echo effects of its owner's "
                        "pile of its colour, then its own."}),
    "echoes.forecast_overflow": choice({
        "stays-in-hand": "With a full forecast, a card you draw and foreshadow is drawn and stays in your hand.",
        "stays-in-deck": "With a full forecast, a card you draw and foreshadow is not drawn: it stays in its deck."}),
    "echoes.full_forecast_transfer": choice({
        "over-the-limit": "A card transferred into a full forecast goes in, over the limit.",
        "to-hand": "A card transferred into a full forecast stays with the player carrying out the transfer: it goes to their hand."}),
    "echoes.promotion": choice({
        "mandatory": "After a Meld action you must promote a forecast card of value up to the melded card's: "
                     "meld it, then take a free Dogma action on it.",
        "optional": "After a Meld action you may promote a forecast card of value up to the melded card's: meld "
                    "it, then take a free Dogma action on it."}),
    "unseen.draw_rule": choice({
        "first-draw-of-each-turn": "Each player's first draw of every turn (on anyone's turn) that names no deck "
                                   "comes from the Unseen deck of its value; the opening hands are base cards."}),
    "unseen.empty_unseen_deck": choice({
        "base-card": "An Unseen draw whose Unseen deck is empty takes a base card of that value, and the Unseen "
                     "draw is used up all the same."}),
    "unseen.draw_used_by": choice({
        "unnamed-draws": "Only a draw that names no deck uses up your Unseen draw of the turn.",
        "any-card-from-a-deck": "Any card you take from a deck uses up your Unseen draw of the turn: a draw naming "
                                "its deck, safeguarding or revealing a deck's top card too."}),
    "unseen.draw_priority": choice({
        "unseen-first": "When the Echoes draw rule and your Unseen draw both claim a draw, it is an Unseen draw.",
        "echoes-first": "When the Echoes draw rule and your Unseen draw both claim a draw, it is an Echoes draw, "
                        "and it uses up your Unseen draw."}),
    "unseen.full_safe_transfer": choice({
        "over-the-limit": "A card transferred into a full safe goes in, over the limit.",
        "stays": "A card transferred into a full safe does not go in: it stays where it was."}),
    "unseen.safeguard_overflow": choice({
        "stays-in-hand": "With a full safe, a card you draw and safeguard is drawn and stays in your hand.",
        "stays-in-deck": "With a full safe, a card you draw and safeguard is not drawn: it stays in its deck."}),
    "unseen.achieve_secrets": yes_no(
        "The Achieve action may take one of your secrets instead, under the usual test for its value, even when no "
        "standard achievement of that value is left; it then counts as a standard achievement.",
        "The Achieve action never takes a secret."),
    "teams.enabled": yes_no("Played 2 vs 2, partners sitting opposite each other.",
                             "Every player plays alone (no teams)."),
    **{f"teams.achievements.{k}": f for k, f in _target("A team's combined").items()},
    "teams.demands_on_partner": yes_no("Your demands affect your partner too.",
                                        "Your demands never affect your partner."),
    "teams.bonus_from_partner": yes_no("Your partner sharing your dogma earns you the sharing bonus.",
                                        "Your partner sharing your dogma does not earn you the sharing bonus."),
    "teams.combined_score": yes_no("A score victory compares team totals; ties go to the team with more "
                                    "combined achievements.", "Partners' scores are not added together."),
    "teams.shared_dogma_win": yes_no("When a card makes a player win, their partner wins too.",
                                      "When a card makes a player win, their partner does not."),
    "cards.set": lambda v, c: _set_text(v),
    "cards.expansions": lambda v, c: ("No expansion's cards are in play." if not v else
                                      f"Also in play: {join_and([_EXPANSION_TEXT[e] for e in v])}."),
    "cards.wording": choice({
        "first-edition": "Card texts follow the first-edition wording (nine base cards read differently "
                         "from the third edition).",
        "third-edition": "Card texts follow the third-edition (Deluxe) wording.",
        "fourth-edition": "Card texts follow the fourth-edition (Ultimate) wording."}),
    "cards.readings.rocketry_opponents": choice({
        "each-card-any-opponent": "Rocketry: each card it returns may come from any opponent's "
                                  "score pile, picked card by card.",
        "one-opponent-for-all": "Rocketry: you choose one opponent first, and every card it "
                                "returns comes from that opponent's score pile."}),
    "cards.readings.climatology_avatar": yes_no(
        "Climatology (fourth edition): the launcher may name the avatar as the icon type.",
        "Climatology (fourth edition): the launcher names a standard icon other than leaf, never the avatar."),
    "cards.readings.fishing_three_of_a_colour": choice({
        "at-least-three": "Fishing (age 0): three or more cards of one colour in your hand draw a 2.",
        "exactly-three": "Fishing (age 0): exactly three cards of some colour in your hand draw a 2 (four of a "
                         "colour do not)."}),
    "cards.readings.zhang_heng_scorer": choice({
        "owner": "Zhang Heng (Figures): his owner scores the cards above the tucked 3, whoever is claiming.",
        "claiming-player": "Zhang Heng (Figures): the player about to claim scores the cards above the tucked 3, "
                           "from his owner's board."}),
    "cards.readings.robert_e_lee_destination": choice({
        "another-player": "Robert E. Lee (Figures): the card with a leaf goes onto the board of a player other "
                          "than its owner.",
        "any-player": "Robert E. Lee (Figures): the card with a leaf goes onto any player's board, its owner's "
                      "too (where it stays)."}),
    "cards.readings.edward_jenner_chooser": choice({
        "owner": "Edward Jenner (Figures): when several available achievements of the scored card's value "
                 "could be junked, his owner chooses which.",
        "scoring-player": "Edward Jenner (Figures): when several available achievements of the scored card's "
                          "value could be junked, the player about to score chooses which."}),
    "cards.readings.dice_bonus_points": choice({
        "bonus-score": "Dice (Echoes): bonus points are what the visible bonuses add to the score (the highest, "
                       "plus 1 for each other).",
        "bonus-sum": "Dice (Echoes): bonus points are the sum of the visible bonus numbers."}),
    "cards.readings.proverb_value": choice({
        "any-in-hand": "Proverb (Unseen): the achievement safeguarded has the value of any card in your hand, "
                       "your choice.",
        "highest-in-hand": "Proverb (Unseen): the achievement safeguarded has the value of your highest card in "
                           "hand; none is safeguarded when that value has none available."}),
    "cards.readings.exile_return": choice({
        "only-a-top-card": "Exile (Unseen): after a demand that returned exactly one card, Exile is returned and a "
                           "3 drawn only if Exile is a top card on some board.",
        "wherever-it-is": "Exile (Unseen): after a demand that returned exactly one card, Exile is returned from "
                          "wherever it is (unless in a deck) and a 3 is drawn in every case."}),
    "cards.readings.ice_skates_closing_return": choice({
        "returns-highest-top-card": "Ice Skates (Echoes): after its draws you return your highest top card.",
        "no-return": "Ice Skates (Echoes): its effect ends with the draws; no top card is returned."}),
    "cards.readings.crossbow_recipient": choice({
        "any-other-player": "Crossbow (Echoes): the card from your hand goes onto any other player's board, a "
                            "teammate's too.",
        "opponent": "Crossbow (Echoes): the card from your hand goes onto an opponent's board only."}),
    "cards.readings.horseshoes_echo": choice({
        "mandatory": "Horseshoes (Echoes): its echo effect must draw and foreshadow a 2 or a 3.",
        "optional": "Horseshoes (Echoes): its echo effect may be declined."}),
    "cards.readings.pagoda_drawn_card": choice({
        "revealed-stays-in-hand": "Pagoda (Echoes): the drawn 3 is revealed and stays in your hand.",
        "foreshadowed-then-melded": "Pagoda (Echoes): the drawn 3 is foreshadowed, and melded if you tuck a card "
                                    "of its colour."}),
    "cards.readings.laser_icons": choice({
        "lightbulb-lightbulb-hex-leaf": "Laser (Echoes) shows lightbulb, lightbulb, hex, leaf (top left first).",
        "lightbulb-leaf-lightbulb-hex": "Laser (Echoes) shows lightbulb, leaf, lightbulb, hex (top left first)."}),
    "cards.readings.jeans_reveal": choice({
        "hidden": "Jeans (Echoes) keeps the two cards it draws hidden before melding one and returning the other.",
        "revealed": "Jeans (Echoes) reveals the two cards it draws before melding one and returning the other."}),
    "cards.readings.almanac_returns_from_forecast": yes_no(
        "Almanac (Echoes) may return a forecast card showing a bonus, then draws and scores a card one higher "
        "than that bonus.",
        "Almanac (Echoes) has only its echo effect and its if-foreseen effect."),
    "cards.readings.liquid_fire_no_bonus": choice({
        "nothing": "Liquid Fire (Echoes) does nothing to a player who shows no bonus.",
        "value-zero": "Liquid Fire (Echoes) makes a player who shows no bonus draw a card of value 0."}),
    "cards.readings.telescope_second_half": choice({
        "achieve-from-forecast": "Telescope (Echoes), after putting a forecast card back, achieves a forecast "
                                 "card you are eligible for.",
        "exchange-with-achievements": "Telescope (Echoes), after putting a forecast card back, exchanges your "
                                      "forecast with available achievements and junks the 5 deck."}),
    "cards.readings.saxophone_icons": choice({
        "bonus-7-crown-music-note-bonus-7": "Saxophone (Echoes) shows two bonus 7s, a crown and its music note.",
        "bonus-7-crown-music-note-crown": "Saxophone (Echoes) shows one bonus 7, two crowns and its music note."}),
    "cards.readings.hot_air_balloon_players": choice({
        "other-players": "Hot Air Balloon (Echoes) may achieve a top card from any other player's board, a "
                         "partner's included.",
        "opponents": "Hot Air Balloon (Echoes) may achieve a top card from an opponent's board only, never a "
                     "partner's."}),
    "cards.readings.bifocals_no_achievement": choice({
        "draws-nothing": "Bifocals (Echoes), foreseen, with no standard achievement available foreshadows no "
                         "second card.",
        "draws-a-1": "Bifocals (Echoes), foreseen, with no standard achievement available draws and "
                     "foreshadows a 1."}),
    "cards.readings.morphine_nothing_returned": choice({
        "draws-nothing": "Morphine (Echoes) draws nothing when its demand returned no card.",
        "draws-a-1": "Morphine (Echoes) draws a 1 when its demand returned no card (one more than none)."}),
    "cards.readings.medicine_lowest_tie": choice({
        "launcher": "Medicine: the launcher picks among their own tied lowest score cards for "
                    "the exchange.",
        "affected-player": "Medicine: the affected player picks among the launcher's tied lowest "
                           "score cards for the exchange, as among their own tied highest."}),
    "cards.readings.email_foreseen": choice({
        "nothing-more": "Email (Echoes): its first effect draws and foreshadows a 9, foreseen or not.",
        "also-foreshadow-11": "Email (Echoes): foreseen, its first effect also draws and foreshadows an 11."}),
    "cards.readings.wristwatch_draws": choice({
        "each-value": "Wristwatch (Echoes) draws and melds one card per value its owner's bonuses show.",
        "each-bonus": "Wristwatch (Echoes) draws and melds one card per visible bonus, a repeated value "
                      "drawn again."}),
    "cards.readings.cell_phone_draws": choice({
        "per-colour-with-clock": "Cell Phone (Echoes) draws a 10 for each colour whose pile shows a clock.",
        "per-two-clocks": "Cell Phone (Echoes) draws a 10 for every two clocks on the board."}),
    "cards.readings.drone_draw": choice({
        "draw-11": "Drone (Echoes) draws and reveals an 11.",
        "draw-10": "Drone (Echoes) draws and reveals a 10."}),
    # Unseen, ages 7 and 8
    "cards.readings.private_eye_draw": choice({
        "always": "Private Eye (Unseen): the affected player draws a 7 after its demand even with an empty hand.",
        "after-transfer": "Private Eye (Unseen): the affected player draws a 7 only after a card of their hand "
                          "was transferred."}),
    "cards.readings.safe_deposit_box_choice": choice({
        "optional": "Safe Deposit Box (Unseen): its choice may be declined.",
        "compulsory": "Safe Deposit Box (Unseen): its choice must be made."}),
    "cards.readings.blacklight_colours": choice({
        "splayable": "Blacklight (Unseen) splays up only an unsplayed colour the splay changes.",
        "any-unsplayed": "Blacklight (Unseen) may pick any unsplayed colour to splay up, a one-card pile "
                         "included, and draws the 9 either way."}),
    "cards.readings.scouting_ten": choice({
        "draw": "Scouting (Unseen) draws and reveals a 10 after returning both 9s.",
        "reveal-top": "Scouting (Unseen) reveals the top card of the base 10 deck after returning both 9s, "
                      "taking it only on a colour match."}),
    "cards.readings.handbag_choice": choice({
        "optional": "Handbag (Unseen): its choice may be declined.",
        "compulsory": "Handbag (Unseen): its choice must be made."}),
    "cards.readings.joy_buzzer_purple": choice({
        "if-scored": "Joy Buzzer (Unseen) scores the top purple card only after scoring a card of the named value.",
        "if-named": "Joy Buzzer (Unseen) scores the top purple card whenever a value was named."}),
    "cards.readings.mafia_lowest_tie": choice({
        "owner-chooses": "Mafia (Unseen): the affected player picks which of their tied lowest secrets to give.",
        "oldest": "Mafia (Unseen): of the affected player's tied lowest secrets, the oldest is given."}),
    "cards.readings.joy_buzzer_icons": choice({
        "clock-crown-clock-hex": "Joy Buzzer (Unseen) shows clock, crown, clock, hex (top left first) and features "
                                 "the clock.",
        "hex-factory-factory-factory": "Joy Buzzer (Unseen) shows hex, factory, factory, factory (top left first) "
                                       "and features the factory."}),
    "cards.readings.opus_dei_icons": choice({
        "lightbulb-lightbulb-hex-lightbulb": "Opus Dei (Unseen) shows lightbulb, lightbulb, hex, lightbulb (top "
                                             "left first).",
        "leaf-lightbulb-lightbulb-hex": "Opus Dei (Unseen) shows leaf, lightbulb, lightbulb, hex (top left "
                                        "first)."}),
    "cards.readings.cliffhanger_pick": choice({
        "chosen": "Cliffhanger (Unseen): you pick which 4 of your safe to reveal, by its back and position.",
        "random": "Cliffhanger (Unseen): the 4 of your safe it reveals is taken at random."}),
    "cards.readings.masquerade_full_safe": choice({
        "nothing": "Masquerade (Unseen) returns your cards of that value only if the achievement went into "
                   "your safe.",
        "returns": "Masquerade (Unseen) returns your cards of that value whenever an achievement of it was "
                   "available, even if your full safe kept it out."}),
    "cards.readings.prophecies_secret_melded": choice({
        "any-secret": "The Prophecies (Unseen) melds any one of your secrets, the one whose value you used "
                      "included.",
        "another-secret": "The Prophecies (Unseen) melds one of your secrets other than the one whose value you "
                          "used."}),
    "cards.readings.popular_science_no_yellow": choice({
        "draws-nothing": "Popular Science (Unseen) draws nothing for its second effect without a yellow top card.",
        "draws-a-1": "Popular Science (Unseen) draws and melds a 1 for its second effect without a yellow top card."}),
    "cards.readings.pen_name_single_card_colors": choice({
        "offered": "Pen Name (Unseen) may take an unsplayed colour of a single card: no splay, its top card "
                   "self-executed.",
        "not-offered": "Pen Name (Unseen) takes only an unsplayed colour its left splay changes."}),
    "cards.readings.reconnaissance_draws": choice({
        "draw-6s": "Reconnaissance (Unseen) draws and reveals three 6s.",
        "draw-7s": "Reconnaissance (Unseen) draws and reveals three 7s."}),
    "cards.readings.hiking_icons": choice({
        "leaf-leaf-hex-lightbulb": "Hiking (Unseen) shows two leaves and a lightbulb.",
        "leaf-leaf-hex-leaf": "Hiking (Unseen) shows three leaves."}),
    "cards.readings.swiss_bank_account_full_safe": choice({
        "scores-only-if-safeguarded": "Swiss Bank Account (Unseen) scores the hand's cards only when it safeguarded "
                                      "the achievement.",
        "scores-anyway": "Swiss Bank Account (Unseen) scores the hand's cards even when a full safe kept the "
                         "achievement out."}),
    # Unseen, age 11
    "cards.readings.holography_kept": choice({
        "two": "Holography (Unseen) scores the chosen colour's cards below your top two.",
        "five": "Holography (Unseen) scores the chosen colour's cards below your top five."}),
    # Unseen, ages 9 and 10
    "cards.readings.consulting_execution": choice({
        "super": "Consulting (Unseen) super-executes the top card the chosen opponent picks.",
        "self": "Consulting (Unseen) self-executes the top card the chosen opponent picks."}),
    "cards.readings.clown_car_move": choice({
        "meld": "Clown Car (Unseen): the affected player melds the card taken from the launcher's score pile.",
        "transfer": "Clown Car (Unseen): the card taken from the launcher's score pile is transferred onto the "
                    "affected player's board, which is not a meld."}),
    "cards.readings.hacking_icons": choice({
        "hex-clock-clock-lightbulb": "Hacking (Unseen) shows hex, clock, clock, lightbulb (top left first) and "
                                     "features the clock.",
        "hex-avatar-avatar-lightbulb": "Hacking (Unseen) shows hex, avatar, avatar, lightbulb (top left first) "
                                       "and features the avatar."}),
    "limits.hand": lambda v, c: "There is no hand limit." if v == 0 else f"A hand holds at most {plural(v, 'card')}.",
    "limits.safe_and_forecast": choice({
        "none": "The safe and the forecast have no limit.",
        "five-minus-highest-splay": "The safe and the forecast each hold at most 5 minus the highest splay "
                                    "on your board (none 5, left 4, right 3, up 2, aslant 1)."}),
    "terminology.age": term("a supply period (a card's value)"),
    "terminology.achieve": term("the action that claims an achievement"),
    "terminology.achievement": term("a card claimed toward victory"),
    "terminology.special_achievement": term("an achievement claimed by a condition"),
    "terminology.score_pile": term("the pile scored cards go to"),
    "terminology.score": term("putting a card in the score pile"),
    "terminology.meld": term("putting a card on top of its colour pile"),
    "terminology.tuck": term("putting a card under its colour pile"),
    "terminology.return": term("putting a card under its supply pile"),
    "terminology.remove": term("taking a card out of play"),
    "terminology.junk": term("putting a card in the junk pile"),
    "terminology.draw": term("taking a card from a supply pile"),
    "terminology.dogma": term("the action that executes a top card's effects"),
    "terminology.demand": term("an effect forced on opponents with fewer icons"),
    "terminology.board": term("a player's colour piles"),
    "terminology.top_card": term("the uppermost card of a colour pile"),
    "terminology.splay": term("fanning a pile so covered icons show"),
    "terminology.sharing_bonus": term("the free draw earned when an opponent shared"),
}
