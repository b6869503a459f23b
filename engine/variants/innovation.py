"""The Innovation variant model: every rule parameter the editions differ on, or state.

Tables follow the rule areas that reports group by: players, ages, setup, actions, dogma,
splay, special_achievements, victory, figures, teams, cards, limits, terminology.

Everything about a parameter is declared here, beside its field: its meaning (description),
type, bounds and default; the values the reference engine plays (`json_schema_extra=
{"reference_engine_plays": [...]}`, engine/variants/support.py); whether it is documentation
only, read by no engine (`{"documentation_only": "why"}`); and when it cannot change play
(a `DormantWhen` in the field's Annotated type). The engine reads the values under these
names (engine/innovation/rules.py), the reports phrase them (engine/reports/phrases).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, Literal

from pydantic import Field

from ..data import variant_cards
from .common import MAX_AGE, MAX_PLAYERS, Players, Strict, VariantHeader
from .dormancy import DormantWhen
from .innovation_unseen import FewerColors, NoOddTopCards, NoStandardAchievements, NoVisibleIcon, SecretsAtLeast, Unseen

Icon = Literal["crown", "leaf", "lightbulb", "castle", "factory", "clock"]
Position = Literal["top_left", "bottom_left", "bottom_middle", "bottom_right"]
Direction = Literal["left", "right", "up", "aslant"]
SeatOrder = Literal["current-player-first", "left-of-current-first"]
# Bounds of the counts below (see common.py for why every number is bounded).
MAX_COUNT = 100         # icons, cards or achievements a condition or target counts
MAX_PER_TURN = 20       # cards drawn or melded at setup, actions, bonus draws
Age = Annotated[int, Field(ge=0, le=MAX_AGE)]


def _cards_have(test: Callable[[dict], bool]) -> Callable[[Any], bool]:
    """A variant test: whether any card of the variant's set or expansions passes `test` (card data)."""
    return lambda variant: any(test(card) for card in variant_cards(variant.cards.set, variant.cards.expansions))


def _card_off(name: str) -> DormantWhen:
    """Dormant where the card `name` is not among the variant's cards (a card reading)."""
    return DormantWhen(f"{name} is not among the variant's cards",
                       lambda v: not _cards_have(lambda card: card["name"] == name)(v))


TEAMS_OFF = DormantWhen("team rules are off in this variant", lambda v: not v.teams.enabled)
FIGURES_OFF = DormantWhen("the Figures expansion is not in play", lambda v: "figures" not in v.cards.expansions)
ECHOES_OFF = DormantWhen("the Echoes expansion is not in play", lambda v: "echoes" not in v.cards.expansions)
# bonus numbers are printed on figures and on Echoes cards: without either, no card shows one
NO_BONUSES = DormantWhen("no expansion with bonus numbers (Figures, Echoes) is in play",
                         lambda v: not {"figures", "echoes"} & set(v.cards.expansions))
NO_LARGE_GAME = DormantWhen("no player count of this variant is a large game",
                            lambda v: not v.setup.is_large_game(v.players.max))
FOURTH_EDITION_OFF = DormantWhen("the fourth-edition card texts are not in play",
                                 lambda v: v.cards.wording != "fourth-edition")
# the forecast (Echoes) and the safe (Unseen) share one limit
NO_SAFE_OR_FORECAST = DormantWhen("neither Echoes nor Unseen is in play",
                                  lambda v: not {"echoes", "unseen"} & set(v.cards.expansions))


class Ages(Strict):
    min: int = Field(default=1, ge=0, le=MAX_AGE, description="Lowest age of the supply piles.")
    max: int = Field(ge=1, le=MAX_AGE, description="Highest age of the supply piles.")
    game_end_draw: int = Field(
        ge=1, le=MAX_AGE + 1,
        description="Trying to draw a card of this age or higher ends the game at once (score victory).")
    age_zero_cards: Annotated[bool, DormantWhen(
        "the card set has no age-0 card", lambda v: not _cards_have(lambda card: card["age"] == 0)(v))] = Field(
        default=False,
        description="Age-0 cards exist; never dealt at setup, they enter only through a card effect.")


class Setup(Strict):
    achievement_ages: list[Age] = Field(
        min_length=1, max_length=MAX_AGE + 1, description="Ages from which one card each is set aside as a standard achievement.")
    expansions: int = Field(default=0, ge=0, le=10, description="Number of expansions in play (the achievement formula counts them).")
    expansions_allowed: bool = Field(
        default=True,
        description="The rule set may be played with expansions; false: it plays none (setup.expansions 0, "
                    "cards.expansions empty), and a variant that adds one is refused.",
        json_schema_extra={"documentation_only": "a limit on what the rule set is combined with, checked when a "
                                                "variant is validated; no engine reads it"})
    opening_draw: int = Field(default=2, ge=1, le=MAX_PER_TURN, description="Age-1 cards each player draws at setup.")
    opening_melds: int = Field(default=1, ge=1, le=MAX_PER_TURN, description="Of those, how many each player melds (chosen by all at once).")
    large_game_from_players: Annotated[int | None, NO_LARGE_GAME] = Field(
        default=None, ge=2, le=MAX_PLAYERS,
        description="From this many players the opening draw is reduced (absent: never).")
    large_game_opening_draw: Annotated[int | None, NO_LARGE_GAME] = Field(
        default=None, ge=1, le=MAX_PER_TURN,
        description="Cards drawn at setup in a large game; the card drawn is the first meld.")
    first_player: Literal["alphabetical-english-title"] = Field(
        default="alphabetical-english-title",
        description="Who starts: the player whose opening meld's English title sorts first (leading article included).")
    first_turn_one_action: Annotated[int, DormantWhen(
        "every player count of this variant uses first_turn_one_action_large",
        lambda v: v.players.min >= v.setup.first_turn_large_from)] = Field(
        default=1, ge=0, le=MAX_PLAYERS, description="How many players, from the first, take a single action on their first turn.")
    first_turn_one_action_large: int = Field(
        default=2, ge=0, le=MAX_PLAYERS, description="The same count in a game of at least first_turn_large_from players.")
    first_turn_large_from: int = Field(
        default=4, ge=2, le=MAX_PLAYERS, description="Player count from which first_turn_one_action_large applies.")

    def is_large_game(self, players: int) -> bool:
        """Whether a game of `players` is a large game (the reduced opening draw)."""
        return self.large_game_from_players is not None and players >= self.large_game_from_players

    def opening_draw_for(self, players: int) -> int:
        """Age-1 cards each player draws at setup in a game of `players`."""
        if self.large_game_opening_draw is not None and self.is_large_game(players):
            return self.large_game_opening_draw
        return self.opening_draw

    def single_action_turns(self, players: int) -> int:
        """How many turns, from the first, have a single action in a game of `players`."""
        if players >= self.first_turn_large_from:
            return self.first_turn_one_action_large
        return self.first_turn_one_action


class Actions(Strict):
    per_turn: int = Field(default=2, ge=1, le=MAX_PER_TURN, description="Actions in a normal turn (draw, meld, dogma or achieve; repeats allowed).")
    empty_board_draw_age: int = Field(
        default=1, ge=0, le=MAX_AGE, description="Age drawn by a player with no top card (otherwise the highest top card's age).")
    skip_empty_piles: bool = Field(
        default=True, description="A draw from an empty age takes from the next higher non-empty age.")
    achieve_score_per_age: int = Field(
        default=5, ge=1, le=MAX_COUNT, description="Score needed to achieve, per point of the achievement's age.")
    achieve_needs_top_card: bool = Field(
        default=True, description="Achieving also needs a top card of at least the achievement's age.")
    achievements_per_action: int = Field(
        default=1, ge=1, le=MAX_AGE + 1, description="Standard achievements one achieve action claims.",
        json_schema_extra={"reference_engine_plays": [1]})
    repeat_achievement_cost: Literal["flat", "multiplied"] = Field(
        description="Cost of another achievement of an age already held: 'flat' 5 x age, "
                    "'multiplied' 5 x age x (k + 1) with k of that age already held.")


class Dogma(Strict):
    icon_count_once: bool = Field(
        default=True, description="Featured icons are counted once, at the start of the dogma action.")
    sharing_bonus: bool = Field(
        default=True, description="The launcher takes a free draw after the action when a sharing opponent changed the game.")
    sharing_bonus_draws: int = Field(
        default=1, ge=1, le=MAX_PER_TURN, description="Free draws of the sharing bonus, however many opponents shared.")
    reveal_counts_as_change: bool = Field(
        description="A card revealed (and not moved) by a sharing opponent counts as a change for the bonus.")
    demands_earn_bonus: bool = Field(
        default=False, description="Cards moved by a demand count toward the sharing bonus.")
    single_winner_tie: Literal["ignored"] = Field(
        default="ignored",
        description="A dogma win that needs a single player ('the player with the most') is ignored on a tie.")
    missing_value: int = Field(
        default=0, ge=-MAX_COUNT, le=MAX_COUNT, description="The value of something a player lacks (no top card of a colour, empty hand).")
    distance_rule: bool = Field(
        default=False,
        description="Non-adjacent opponents must return a hand card to share (Board Game Arena 4th-edition option).",
        json_schema_extra={"reference_engine_plays": [False]})
    chain_achievement: bool = Field(
        default=False,
        description="Chain rule: a player already self- or super-executing a card who is told to self- or "
                    "super-execute one first draws a card of the highest age (ages.max) and puts it among "
                    "their achievements.")


class Splay(Strict):
    revealed: dict[Direction, list[Position]] = Field(
        description="For each splay direction the edition has, the icon positions a covered card shows.",
        json_schema_extra={"entry_description": "Icon positions a covered card shows in a pile splayed {key}."})
    unsplay_small_piles: bool = Field(
        default=True, description="A pile of zero or one card is unsplayed and forgets its splay.")


class TuckedOrScoredInTurn(Strict):
    """Claimed by a player who tucks `count` cards, or scores `count` cards, in a single turn."""

    kind: Literal["tucked-or-scored-in-turn"]
    count: int = Field(ge=1, le=MAX_COUNT, description="Cards tucked, or cards scored, in a single turn (counted apart).")


class TopCardsWithDemand(Strict):
    """Claimed by a player with `count` top cards that each have a demand effect."""

    kind: Literal["top-cards-with-demand"]
    count: int = Field(ge=1, le=5, description="Top cards that each have a demand effect.")


class EachIconAtLeast(Strict):
    """Claimed by a player with at least `count` visible icons of each type in `icons`."""

    kind: Literal["each-icon-at-least"]
    icons: list[Icon] = Field(min_length=1, description="Icon types that must each be visible.")
    count: int = Field(ge=1, le=MAX_COUNT, description="Visible icons needed of each type.")


class IconAtLeast(Strict):
    """Claimed by a player with at least `count` visible `icon` icons."""

    kind: Literal["icon-at-least"]
    icon: Icon = Field(description="The icon counted.")
    count: int = Field(ge=1, le=MAX_COUNT, description="Visible icons needed.")


class ColorsSplayed(Strict):
    """Claimed by a player with `colors` colours on the board, each splayed in one of `directions`."""

    kind: Literal["colors-splayed"]
    colors: int = Field(ge=1, le=5, description="Colours that must be on the board.")
    directions: list[Direction] = Field(min_length=1, description="Splays each of those colours may have.")


class TopCardsOfValue(Strict):
    """Claimed by a player with `count` top cards of value `min_value` or more."""

    kind: Literal["top-cards-of-value"]
    count: int = Field(ge=1, le=5, description="Top cards needed.")
    min_value: int = Field(ge=1, le=MAX_AGE, description="Least value of each of them.")


class BonusesAtLeast(Strict):
    """Claimed by a player whose board shows at least `count` visible bonuses (Echoes: Wealth)."""

    kind: Literal["bonuses-at-least"]
    count: int = Field(ge=1, le=MAX_COUNT, description="Visible bonuses needed on the board.")


class ForecastAtLeast(Strict):
    """Claimed by a player with at least `count` cards in their forecast (Echoes: Destiny)."""

    kind: Literal["forecast-at-least"]
    count: int = Field(ge=1, le=MAX_COUNT, description="Cards needed in the forecast.")


class HexesInOnePile(Strict):
    """Claimed by a player with at least `count` visible hexes (music notes included) in one
    colour pile (Echoes: Heritage)."""

    kind: Literal["hexes-in-one-pile"]
    count: int = Field(ge=1, le=MAX_COUNT, description="Visible hexes needed in a single pile.")


class EchoEffectsInOnePile(Strict):
    """Claimed by a player with at least `count` visible echo effects in one colour pile
    (Echoes: History)."""

    kind: Literal["echo-effects-in-one-pile"]
    count: int = Field(ge=1, le=MAX_COUNT, description="Visible echo effects needed in a single pile.")


class IconsInPiles(Strict):
    """Claimed by a player with at least `count` visible icons of one same type in each of at
    least `piles` colour piles (Echoes: Supremacy; the avatar is an icon type here)."""

    kind: Literal["icons-in-piles"]
    count: int = Field(ge=1, le=MAX_COUNT, description="Visible icons of the one type needed in each pile.")
    piles: int = Field(ge=1, le=5, description="Colour piles that must each show them.")


Condition = Annotated[
    TuckedOrScoredInTurn | TopCardsWithDemand | EachIconAtLeast | IconAtLeast | ColorsSplayed | TopCardsOfValue
    | BonusesAtLeast | ForecastAtLeast | HexesInOnePile | EchoEffectsInOnePile | IconsInPiles
    | SecretsAtLeast | NoOddTopCards | NoStandardAchievements | NoVisibleIcon | FewerColors,
    Field(discriminator="kind"),
]


class SpecialAchievements(Strict):
    timing: Literal["immediate", "end-of-action"] = Field(
        description="When conditions are checked: at once after every change, or at the end of each action.")
    tie: SeatOrder = Field(
        description="Who wins a simultaneous claim: seats in turn order from the current player, "
                    "or from the current player's left (the current player last).")
    conditions: dict[str, Condition] = Field(
        description="The special achievements in play, by name, each with its condition.")


class AchievementTarget(Strict):
    base: int = Field(ge=-MAX_COUNT, le=MAX_COUNT, description="Achievements to win before the player and expansion terms.")
    per_player: int = Field(ge=-MAX_COUNT, le=MAX_COUNT, description="Added once per player (negative: fewer needed with more players).")
    per_expansion: Annotated[int, DormantWhen("no expansion is in play", lambda v: v.setup.expansions == 0)] = Field(
        default=1, ge=-MAX_COUNT, le=MAX_COUNT, description="Added once per expansion in play.")
    minimum: int | None = Field(default=None, ge=1, le=MAX_COUNT, description="Least number ever needed (absent: no stated minimum).")


class Victory(Strict):
    achievements: Annotated[AchievementTarget, DormantWhen(
        "a team game uses teams.achievements", lambda v: v.teams.enabled)] = Field(
        description="The individual target: achievements to win = base + per_player x players + "
                    "per_expansion x expansions (at least minimum).")
    simultaneous_target: Literal["all-win", "most-then-current-player-first", "most-then-left-of-current-first"] = Field(
        description="Several players at the target at once: the most achievements wins, and a tie at the "
                    "most is shared (all-win) or goes by seat order.")
    target_check: Literal["immediate", "end-of-action"] = Field(
        description="When reaching the achievement target ends the game: at once, even inside an effect, "
                    "or at the end of the action (after figure fading and the special achievements).")
    score_tiebreak: list[Literal["achievements"]] = Field(
        description="Tie-breaks, in order, after a score victory tie.")
    score_full_tie: Literal["shared", "draw"] = Field(
        description="What a tie that survives the tie-breaks means: a shared win, or a draw (nobody wins).")
    elimination: Annotated[bool, DormantWhen(
        "no card of the set makes a player lose",
        lambda v: not _cards_have(lambda card: any("you lose" in e["rule"].lower() for e in card["effects"]))(v))] = Field(
        description="A 'you lose' effect eliminates the player and the last player left wins.")


class Figures(Strict):
    """The Figures expansion's rules (in play when cards.expansions names it; docs/figures.md).
    Each value a rulebook leaves open is a dispute in the bundled variant `ultimate-figures`.
    Where the reference engine plays one reading only, the rule declares it, and the engine
    refuses the others."""

    fading: Annotated[bool, FIGURES_OFF] = Field(
        description="At the end of each action a player with several top figures scores the extra ones, "
                    "before achievements are checked.")
    fading_order: Annotated[Literal["current-player-first", "first-seat-first"], FIGURES_OFF] = Field(
        default="current-player-first",
        description="When several players must fade at the end of an action, the order they do it in: "
                    "clockwise from the current player, or by seat from the first seat.")
    sharing_bonus_figure: Annotated[bool, FIGURES_OFF] = Field(
        default=True,
        description="The sharing bonus is drawn from the Figures deck (at the launcher's usual draw value).",
        json_schema_extra={"reference_engine_plays": [True]})
    achieve_figure_draws: Annotated[bool, FIGURES_OFF] = Field(
        default=True,
        description="After a player claims a standard achievement with the Achieve action, each opponent, in "
                    "turn order from that player, draws a figure at their own draw value.",
        json_schema_extra={"reference_engine_plays": [True]})
    empty_deck_draw: Annotated[Literal["base-card", "next-figures-deck"], FIGURES_OFF] = Field(
        default="base-card",
        description="A figure draw whose Figures deck is empty: a base card of that value is drawn instead, or "
                    "the draw moves up to the next Figures deck with cards.",
        json_schema_extra={"reference_engine_plays": ["base-card"]})
    value_about_to_draw: Annotated[Literal["after-skipping", "asked"], FIGURES_OFF] = Field(
        default="after-skipping",
        description="'The value you are about to draw' in a figure's draw karma (Tran Huang Dao, Hatshepsut, "
                    "Rhazes, Marie Curie, John Von Neumann, Stephen Hawking, Bartholomew Roberts, Samuel de "
                    "Champlain, Rod Serling): the value of the deck the card will come from, empty decks "
                    "skipped, or the value the draw asks for.")
    execution_karma: Annotated[Literal["dogma-action", "every-execution"], FIGURES_OFF] = Field(
        default="dogma-action",
        description="Which executions of an effect the karmas 'about to execute a (dogma) effect' (Archimedes, "
                    "Giuseppe Scionti, Max Verstappen) and 'about to be affected by a demand' answer: those of a "
                    "Dogma action only, or also the effects a card self-executes or super-executes.")
    raised_karma_conditions: Annotated[bool, FIGURES_OFF] = Field(
        default=False,
        description="Inside a Dogma action whose written ages Johannes Kepler raises, the ages a karma's trigger "
                    "condition names are raised too (Emperor Meiji's 'meld a 10', Shennong's 'draw a 1', "
                    "Hatshepsut, Tran Huang Dao, James Clerk Maxwell, John Von Neumann, Rod Serling); "
                    "otherwise they are compared as printed.")
    raised_other_players_karmas: Annotated[bool, FIGURES_OFF] = Field(
        default=True,
        description="Inside a Dogma action whose written ages Johannes Kepler raises, the karmas of players "
                    "other than Kepler's owner are raised too: the ages their effects write (Grace Hopper's "
                    "'draw a 10', the demand Hammurabi turns back) and, with raised_karma_conditions, their "
                    "triggers; otherwise only the action's effects and his owner's karmas are.")
    decrees: Annotated[bool, FIGURES_OFF] = Field(
        default=True,
        description="The five decrees lie among the available achievements and the Decree action can issue them.",
        json_schema_extra={"reference_engine_plays": [True]})
    trade_decree: Annotated[Literal["not-issued", "foreshadowed-to-hand", "foreshadowed"], FIGURES_OFF] = Field(
        default="not-issued",
        description="The Trade decree, whose 'foreshadow' puts cards in the Echoes forecast: it cannot be issued "
                    "(a permission for it allows nothing), each card it would foreshadow goes to hand (a game "
                    "without Echoes), or it is issued and foreshadows its cards into the issuer's forecast "
                    "(with Echoes: the forecast's limit applies).",
        json_schema_extra={"reference_engine_plays": ["not-issued", "foreshadowed"]})
    decree_values: Annotated[int, FIGURES_OFF] = Field(
        default=3, ge=1, le=MAX_AGE + 1,
        description="The Decree action needs figures of this many different values in hand.",
        json_schema_extra={"reference_engine_plays": [3]})
    decree_permission_figures: Annotated[int, FIGURES_OFF] = Field(
        default=2, ge=1, le=MAX_PER_TURN,
        description="With a decree-permission karma for a decree, that decree needs only this many figures in "
                    "hand, of any values.",
        json_schema_extra={"reference_engine_plays": [2]})
    decrees_per_turn: Annotated[int, FIGURES_OFF] = Field(
        default=0, ge=0, le=MAX_PER_TURN, description="Decree actions a player may take in one turn (0: no limit).",
        json_schema_extra={"reference_engine_plays": [0]})
    decree_held_elsewhere: Annotated[Literal["returns-to-available", "issuer-takes-it"], FIGURES_OFF] = Field(
        default="returns-to-available",
        description="Issuing a decree another player holds: it goes back among the available achievements "
                    "(and does nothing), or the issuer takes it and carries out its effect.",
        json_schema_extra={"reference_engine_plays": ["returns-to-available"]})
    karma_conflict: Annotated[Literal["current-player-chooses-one", "all-in-chosen-order"], FIGURES_OFF] = Field(
        default="current-player-chooses-one",
        description="Several triggered karmas on one event: the current player chooses the one that happens "
                    "(the others do not), or all happen in an order the current player chooses.",
        json_schema_extra={"reference_engine_plays": ["current-player-chooses-one"]})
    karma_nesting: Annotated[bool, FIGURES_OFF] = Field(
        default=False,
        description="Actions carried out by a karma's effect can trigger triggered karmas (static karmas "
                    "always count).",
        json_schema_extra={"reference_engine_plays": [False]})
    # Not a Figures rule alone: the fourth edition scores every visible bonus, and Echoes cards
    # print bonuses too (echoes.md 14.2). It keeps its key, read by both expansions (docs/echoes.md).
    bonuses_score: Annotated[bool, NO_BONUSES] = Field(
        default=True,
        description="Visible bonus numbers (on figures and Echoes cards) add to their owner's score (the highest "
                    "in full, each other one 1), with either expansion or both.",
        json_schema_extra={"reference_engine_plays": [True]})
    auspice: Annotated[bool, FIGURES_OFF] = Field(
        default=False,
        description="The Auspice action: a Dogma action on a top card whose featured icon one of your top "
                    "figures shows, with avatar as the featured icon.",
        json_schema_extra={"reference_engine_plays": [False]})


class Echoes(Strict):
    """The Echoes expansion's rules (in play when cards.expansions names it; docs/echoes.md). The
    forecast's limit is limits.safe_and_forecast, the bonuses' score figures.bonuses_score, and
    the five special achievements are conditions of special_achievements. Each value the two
    implementations disagree on is a dispute in the bundled variant `ultimate-echoes`."""

    draw_rule: Annotated[Literal["unique-highest-top-card"], ECHOES_OFF] = Field(
        default="unique-highest-top-card",
        description="A draw that names no deck comes from the Echoes deck of its value when the drawer has exactly "
                    "one top card of the highest top-card value; otherwise (a tie for highest, or no top card) "
                    "from the base deck.",
        json_schema_extra={"reference_engine_plays": ["unique-highest-top-card"]})
    empty_echoes_deck: Annotated[Literal["base-card", "next-echoes-deck"], ECHOES_OFF] = Field(
        default="base-card",
        description="An Echoes draw whose Echoes deck is empty (its value fixed first, empty base decks skipped "
                    "upward): a base card of that value is drawn instead, or the draw moves up to the next "
                    "Echoes deck with cards.",
        json_schema_extra={"reference_engine_plays": ["base-card"]})
    echo_effects_earn_bonus: Annotated[bool, ECHOES_OFF] = Field(
        default=True,
        description="A sharing player's echo effect that changes the game earns the launcher the sharing bonus, "
                    "as a shared non-demand effect does.")
    self_executed_elsewhere: Annotated[Literal["own-echo-only", "own-and-pile"], ECHOES_OFF] = Field(
        default="own-echo-only",
        description="Self- or super-executing a card that is not a top card (in a hand, a score pile, the junk): "
                    "only its own echo effect runs first, or also the visible echo effects of its owner's pile "
                    "of that colour.")
    forecast_overflow: Annotated[Literal["stays-in-hand", "stays-in-deck"], ECHOES_OFF] = Field(
        default="stays-in-hand",
        description="'Draw and foreshadow' with a full forecast: the card is drawn and stays in the drawer's "
                    "hand, or it is not drawn at all and stays in its deck.")
    full_forecast_transfer: Annotated[Literal["over-the-limit", "to-hand"], ECHOES_OFF] = Field(
        default="over-the-limit",
        description="A card transferred into a full forecast (Liquid Fire): it goes in, over the limit, or it "
                    "goes to the hand of the player carrying out the transfer (in a demand, the affected player).")
    promotion: Annotated[Literal["mandatory", "optional"], ECHOES_OFF] = Field(
        default="mandatory",
        description="After a Meld action, a forecast card of value at most the melded card's must be promoted "
                    "(melded, then its free Dogma action taken), or may be.",
        json_schema_extra={"reference_engine_plays": ["mandatory"]})


class Teams(Strict):
    enabled: bool = Field(description="The game is played 2 vs 2 by partners sitting opposite.")
    achievements: Annotated[AchievementTarget, TEAMS_OFF] = Field(
        default_factory=lambda: AchievementTarget(base=6, per_player=0, per_expansion=1),
        description="The team target: combined achievements a team needs, by the same terms as victory.achievements.")
    demands_on_partner: Annotated[bool, TEAMS_OFF] = Field(default=False, description="Your demands affect your partner.")
    bonus_from_partner: Annotated[bool, TEAMS_OFF] = Field(default=False, description="Your partner's sharing earns you the sharing bonus.")
    combined_score: Annotated[bool, TEAMS_OFF] = Field(default=True, description="A score victory compares team totals (ties: combined achievements).")
    shared_dogma_win: Annotated[bool, TEAMS_OFF] = Field(default=True, description="When a card makes a player win, the partner wins too.")


class CardReadings(Strict):
    """Card texts the sources leave open: one parameter per question, named after the card, with
    the readings the reference engine plays. Each bundled variant that plays the card records its
    choice as a dispute naming the other reading's source (docs/architecture.md)."""

    rocketry_opponents: Annotated[Literal["each-card-any-opponent", "one-opponent-for-all"], _card_off("Rocketry")] = Field(
        default="each-card-any-opponent",
        description="Rocketry returns cards from opponents' score piles (one for every two clocks in the base "
                    "text, one for each colour showing a clock in the fourth edition): each card from any "
                    "opponent, picked card by card, or one opponent chosen first whose score pile gives them all.")
    climatology_avatar: Annotated[bool, FOURTH_EDITION_OFF] = Field(
        default=False,
        description="Climatology (fourth edition): the launcher may name the avatar as the icon type its demand "
                    "asks for, besides the standard icons other than leaf.")
    fishing_three_of_a_colour: Annotated[Literal["at-least-three", "exactly-three"], _card_off("Fishing")] = Field(
        default="at-least-three",
        description="Fishing (fourth-edition age 0) draws a 2 when your hand holds three cards of one colour: "
                    "at least three of some colour, or exactly three of some colour.")
    zhang_heng_scorer: Annotated[Literal["owner", "claiming-player"], _card_off("Zhang Heng")] = Field(
        default="owner",
        description="Zhang Heng (Figures): before any player claims an achievement, a 3 is drawn and tucked on "
                    "his owner's board and the cards above it are scored: by his owner, or by the player "
                    "about to claim.")
    robert_e_lee_destination: Annotated[Literal["another-player", "any-player"], _card_off("Robert E. Lee")] = Field(
        default="another-player",
        description="Robert E. Lee (Figures): the top card with a leaf his karma transfers goes onto the board "
                    "of a player other than its owner, or of any player (its owner's too, where it stays).")
    edward_jenner_chooser: Annotated[Literal["owner", "scoring-player"], _card_off("Edward Jenner")] = Field(
        default="owner",
        description="Edward Jenner (Figures): before any player scores, an available standard achievement "
                    "of the scored card's value is junked; when the value has several, his owner chooses "
                    "which, or the player about to score.")
    dice_bonus_points: Annotated[Literal["bonus-score", "bonus-sum"], _card_off("Dice")] = Field(
        default="bonus-score",
        description="Dice (Echoes), foreseen: the drawn 4 goes to an opponent with more bonus points; bonus points "
                    "are what the visible bonuses add to the score (the highest, plus 1 per other), or the plain "
                    "sum of the visible bonus numbers.")
    ice_skates_closing_return: Annotated[Literal["returns-highest-top-card", "no-return"],
                                         _card_off("Ice Skates")] = Field(
        default="returns-highest-top-card",
        description="Ice Skates (Echoes): its second effect ends by returning your highest top card, as one "
                    "source prints it, or stops after the draws, as the other does.")
    crossbow_recipient: Annotated[Literal["any-other-player", "opponent"], _card_off("Crossbow")] = Field(
        default="any-other-player",
        description="Crossbow (Echoes): the board that gets a card from your hand is any other player's (a "
                    "teammate's too), or an opponent's only.")
    horseshoes_echo: Annotated[Literal["mandatory", "optional"], _card_off("Horseshoes")] = Field(
        default="mandatory",
        description="Horseshoes (Echoes): its echo effect (draw and foreshadow a 2 or a 3) must be done, or may "
                    "be declined.")
    pagoda_drawn_card: Annotated[Literal["revealed-stays-in-hand", "foreshadowed-then-melded"],
                                 _card_off("Pagoda")] = Field(
        default="revealed-stays-in-hand",
        description="Pagoda (Echoes): the drawn 3 is revealed and stays in hand, or is foreshadowed and then "
                    "melded when a card of its colour was tucked.")
    laser_icons: Annotated[Literal["lightbulb-lightbulb-hex-leaf", "lightbulb-leaf-lightbulb-hex"], _card_off("Laser")] = Field(
        default="lightbulb-lightbulb-hex-leaf",
        description="Laser (Echoes): the icons in its four slots, top left first, as one implementation prints "
                    "them or as the other does.")
    saxophone_icons: Annotated[Literal["bonus-7-crown-music-note-bonus-7", "bonus-7-crown-music-note-crown"],
                               _card_off("Saxophone")] = Field(
        default="bonus-7-crown-music-note-bonus-7",
        description="Saxophone (Echoes): its four slots, top left first: two bonus 7s around a crown and the "
                    "music note, or one bonus 7 and two crowns.")
    jeans_reveal: Annotated[Literal["hidden", "revealed"], _card_off("Jeans")] = Field(
        default="hidden",
        description="Jeans (Echoes): its first dogma effect draws two cards, melds one and returns the other; "
                    "the two drawn cards stay hidden in hand, or are revealed first.")
    almanac_returns_from_forecast: Annotated[bool, _card_off("Almanac")] = Field(
        default=True,
        description="Almanac (Echoes): whether it has a first dogma effect that returns a forecast card showing a "
                    "bonus and draws and scores a card one higher than that bonus (one implementation prints it, "
                    "the other's text has only the echo effect and the if-foreseen effect).")
    liquid_fire_no_bonus: Annotated[Literal["nothing", "value-zero"], _card_off("Liquid Fire")] = Field(
        default="nothing",
        description="Liquid Fire (Echoes): its demand draws a card of the affected player's highest visible "
                    "bonus; with no visible bonus it does nothing, or draws a card of value 0 as the text reads "
                    "literally (a 1 while age 0 is out of play).")
    telescope_second_half: Annotated[Literal["achieve-from-forecast", "exchange-with-achievements"],
                                     _card_off("Telescope")] = Field(
        default="achieve-from-forecast",
        description="Telescope (Echoes): after a forecast card goes on top of its deck, you achieve a forecast "
                    "card you are eligible for, or you exchange your whole forecast with as many available "
                    "standard achievements and junk the 5 deck.")
    hot_air_balloon_players: Annotated[Literal["other-players", "opponents"], _card_off("Hot Air Balloon")] = Field(
        default="other-players",
        description="Hot Air Balloon (Echoes): the top card it may achieve lies on another player's board, a "
                    "partner's included, or on an opponent's only (the two differ in a team game).")
    bifocals_no_achievement: Annotated[Literal["draws-nothing", "draws-a-1"], _card_off("Bifocals")] = Field(
        default="draws-nothing",
        description="Bifocals (Echoes), foreseen, draws and foreshadows a card of the lowest value among the "
                    "available standard achievements; with none available: nothing, or a 1.")
    morphine_nothing_returned: Annotated[Literal["draws-nothing", "draws-a-1"], _card_off("Morphine")] = Field(
        default="draws-nothing",
        description="Morphine (Echoes) draws a card one higher than the highest card its demand returned; "
                    "when the demand returned nothing: nothing, or a 1.")
    medicine_lowest_tie: Annotated[Literal["launcher", "affected-player"], _card_off("Medicine")] = Field(
        default="launcher",
        description="Medicine: who picks among the launcher's tied lowest score cards in the "
                    "demand's exchange: the launcher, or the affected player (who picks among their own tied "
                    "highest either way).")
    # Echoes, ages 9 to 11: the cards whose two sources' texts differ in play (echoes.md §13.2)
    email_foreseen: Annotated[Literal["nothing-more", "also-foreshadow-11"], _card_off("Email")] = Field(
        default="nothing-more",
        description="Email (Echoes): its first dogma effect draws and foreshadows a 9, and, in the promoted "
                    "card's Dogma action, also an 11 (one source's text) or nothing more (the other's).")
    wristwatch_draws: Annotated[Literal["each-value", "each-bonus"], _card_off("Wristwatch")] = Field(
        default="each-value",
        description="Wristwatch (Echoes): its last effect draws and melds one card for each value its owner's "
                    "visible bonuses show, or one for each visible bonus (a value shown twice drawn twice).")
    cell_phone_draws: Annotated[Literal["per-colour-with-clock", "per-two-clocks"], _card_off("Cell Phone")] = Field(
        default="per-colour-with-clock",
        description="Cell Phone (Echoes): draws a 10 for each colour whose pile shows a clock, or a 10 for "
                    "every two clocks on the board (rounded down).")
    drone_draw: Annotated[Literal["draw-11", "draw-10"], _card_off("Drone")] = Field(
        default="draw-11",
        description="Drone (Echoes): the card it draws and reveals (and draws again while it returns cards) "
                    "is an 11, or a 10.")


class Cards(Strict):
    set: Literal["base", "base-ultimate"] = Field(description="Card set: 105 base cards, or the 115 fourth-edition cards.")
    expansions: list[Literal["figures", "echoes", "unseen"]] = Field(
        default_factory=list, max_length=3,
        description="Expansions whose cards are in play beside the set: 'figures' brings the 115 figures "
                    "(eleven Figures decks, five decrees) and the fifteen age-0 base cards; 'echoes' the 115 "
                    "Echoes cards (eleven Echoes decks, each player's forecast); 'unseen' the 115 Unseen cards (eleven "
                    "Unseen decks, each player's safe).",
        json_schema_extra={"reference_engine_plays": [[], ["figures"], ["echoes"], ["figures", "echoes"], ["unseen"],
                                                      ["echoes", "unseen"]]})
    wording: Literal["first-edition", "third-edition", "fourth-edition"] = Field(
        description="Which card texts apply (the first and third editions differ on nine base cards).")
    readings: CardReadings = Field(
        default_factory=CardReadings, description="Readings of card texts that the sources leave open.")


class Limits(Strict):
    hand: int = Field(default=0, ge=0, le=MAX_COUNT, description="Most cards in hand (0: no limit).",
                      json_schema_extra={"reference_engine_plays": [0]})
    safe_and_forecast: Annotated[Literal["none", "five-minus-highest-splay"], NO_SAFE_OR_FORECAST] = Field(
        default="none", description="Limit of the safe and forecast zones (expansions only): none, or 5 less the "
                                    "highest splay on the owner's board (none 0, left 1, right 2, up 3, aslant 4).")


class Terminology(Strict):
    """The words this edition's rulebook uses for the shared concepts (English originals)."""

    age: str = Field(default="age", description="A period of the supply; a card's value.")
    achieve: str = Field(default="achieve", description="The action that claims an achievement.")
    achievement: str = Field(default="achievement", description="A card claimed toward victory.")
    special_achievement: str = Field(default="special achievement", description="An achievement claimed by a condition.")
    score_pile: str = Field(default="score pile", description="Where scored cards go.")
    score: str = Field(default="score", description="To put a card in the score pile.")
    meld: str = Field(default="meld", description="To put a card on top of its colour pile.")
    tuck: str = Field(default="tuck", description="To put a card under its colour pile.")
    return_: str = Field(default="return", alias="return", description="To put a card under its supply pile.")
    remove: str = Field(default="remove from the game", description="To take a card out of play.")
    junk: str = Field(default="junk", description="To put a card in the junk pile (fourth edition).")
    draw: str = Field(default="draw", description="To take a card from a supply pile.")
    dogma: str = Field(default="dogma", description="The action that executes a top card's effects.")
    demand: str = Field(default="demand", description="An effect forced on opponents with fewer icons.")
    board: str = Field(default="board", description="A player's colour piles.")
    top_card: str = Field(default="top card", description="The uppermost card of a colour pile.")
    splay: str = Field(default="splay", description="To fan a pile so covered icons show.")
    sharing_bonus: str = Field(default="sharing bonus", description="The free draw earned when an opponent shared.")


class InnovationVariant(VariantHeader):
    """A complete, resolved Innovation rule set."""

    game: Literal["innovation"] = Field(description="The game this variant configures.")
    players: Players = Field(description="Player range.")
    ages: Ages = Field(description="Supply ages and the end of the game by drawing.")
    setup: Setup = Field(description="Setting up and the first turn.")
    actions: Actions = Field(description="The four actions and what they cost.")
    dogma: Dogma = Field(description="Dogma actions: demands, sharing and the bonus.")
    splay: Splay = Field(description="Splay directions and the icons they show.")
    special_achievements: SpecialAchievements = Field(description="Special achievements, their timing and ties.")
    victory: Victory = Field(description="How the game is won.")
    figures: Figures = Field(description="Figure cards.")
    echoes: Echoes = Field(default_factory=Echoes, description="The Echoes expansion: echo effects, the forecast, promotion.")
    unseen: Unseen = Field(default_factory=Unseen, description="The Unseen expansion: the safe, safeguard, the Unseen draw.")
    teams: Teams = Field(description="The 2 vs 2 team game.")
    cards: Cards = Field(description="Which card set and card texts apply.")
    limits: Limits = Field(default_factory=Limits, description="Zone limits.")
    terminology: Terminology = Field(
        default_factory=Terminology, description="This edition's words for the shared concepts.",
        json_schema_extra={"documentation_only": "words change no rule"})

    def achievements_to_win(self, players: int) -> int:
        """Achievements needed to win with `players` players (teams: the team total).

        >>> from rulebook.variants import load_variant
        >>> load_variant("deluxe").achievements_to_win(2)
        6
        """
        target = self.teams.achievements if self.teams.enabled else self.victory.achievements
        needed = target.base + target.per_player * players + target.per_expansion * self.setup.expansions
        return max(needed, target.minimum) if target.minimum is not None else needed
