"""The tables of the base game's rules, which every edition and variant has: players aside
(common.py), ages, setup, actions, dogma, splay, special achievements, victory, teams, limits and
terminology. An expansion's table lives in a module of its own (figures.py, echoes.py)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ..common import MAX_AGE, MAX_PLAYERS, Strict
from .basics import MAX_COUNT, MAX_PER_TURN, Age, Direction, DormantWhen, Position, cards_have
from .conditions import Condition

SeatOrder = Literal["current-player-first", "left-of-current-first"]

TEAMS_OFF = DormantWhen("team rules are off in this variant", lambda v: not v.teams.enabled)
NO_LARGE_GAME = DormantWhen("no player count of this variant is a large game",
                            lambda v: not v.setup.is_large_game(v.players.max))


class Ages(Strict):
    min: int = Field(default=1, ge=0, le=MAX_AGE, description="Lowest age of the supply piles.")
    max: int = Field(ge=1, le=MAX_AGE, description="Highest age of the supply piles.")
    game_end_draw: int = Field(
        ge=1, le=MAX_AGE + 1,
        description="Trying to draw a card of this age or higher ends the game at once (score victory).")
    age_zero_cards: Annotated[bool, DormantWhen(
        "the card set has no age-0 card", lambda v: not cards_have(lambda card: card["age"] == 0)(v))] = Field(
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
        lambda v: not cards_have(lambda card: any("you lose" in e["rule"].lower() for e in card["effects"]))(v))] = Field(
        description="A 'you lose' effect eliminates the player and the last player left wins.")


class Teams(Strict):
    enabled: bool = Field(description="The game is played 2 vs 2 by partners sitting opposite.")
    achievements: Annotated[AchievementTarget, TEAMS_OFF] = Field(
        default_factory=lambda: AchievementTarget(base=6, per_player=0, per_expansion=1),
        description="The team target: combined achievements a team needs, by the same terms as victory.achievements.")
    demands_on_partner: Annotated[bool, TEAMS_OFF] = Field(default=False, description="Your demands affect your partner.")
    bonus_from_partner: Annotated[bool, TEAMS_OFF] = Field(default=False, description="Your partner's sharing earns you the sharing bonus.")
    combined_score: Annotated[bool, TEAMS_OFF] = Field(default=True, description="A score victory compares team totals (ties: combined achievements).")
    shared_dogma_win: Annotated[bool, TEAMS_OFF] = Field(default=True, description="When a card makes a player win, the partner wins too.")


# the forecast (Echoes) and the safe (Unseen) share one limit
NO_SAFE_OR_FORECAST = DormantWhen("neither Echoes nor Unseen is in play",
                                  lambda v: not {"echoes", "unseen"} & set(v.cards.expansions))


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
