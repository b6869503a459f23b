"""A flat, plain-Python snapshot of an Innovation variant, read once per game.

The engine reads rule values from here in its hot path instead of walking the pydantic
model; every value still comes from the variant file.

    >>> from engine.variants import load_variant
    >>> Rules.from_variant(load_variant("ultimate")).game_end_draw
    12
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import POSITIONS


@dataclass(frozen=True, slots=True)
class Special:
    """A special achievement in play: its name, condition kind and condition parameters."""

    name: str
    kind: str
    params: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Rules:
    variant_id: str
    card_set: str
    wording: str
    players_min: int
    players_max: int
    # ages
    age_min: int
    age_max: int
    game_end_draw: int
    age_zero_cards: bool
    # setup
    achievement_ages: tuple[int, ...]
    opening_draw: int
    opening_melds: int
    large_game_from: int | None
    large_game_draw: int | None
    first_turn_one_action: int
    first_turn_one_action_large: int
    first_turn_large_from: int
    # actions
    per_turn: int
    empty_board_draw_age: int
    skip_empty_piles: bool
    achieve_score_per_age: int
    achieve_needs_top_card: bool
    achievements_per_action: int
    repeat_cost_multiplied: bool
    # dogma
    icon_count_once: bool
    sharing_bonus: bool
    sharing_bonus_draws: int
    reveal_counts_as_change: bool
    demands_earn_bonus: bool
    missing_value: int
    distance_rule: bool
    chain_achievement: bool
    # splay: direction -> indexes into Card.icons shown by a covered card
    revealed: dict[str, tuple[int, ...]]
    unsplay_small_piles: bool
    # special achievements
    specials_immediate: bool
    target_immediate: bool
    specials_tie_left_first: bool
    specials: tuple[Special, ...]
    # victory
    simultaneous_target: str
    score_tiebreak: tuple[str, ...]
    score_full_tie_draw: bool
    elimination: bool
    figure_fading: bool
    # teams
    teams: bool
    demands_on_partner: bool
    bonus_from_partner: bool
    combined_score: bool
    shared_dogma_win: bool
    hand_limit: int

    @classmethod
    def from_variant(cls, v) -> Rules:
        s, a, d, sa, vi, t = v.setup, v.actions, v.dogma, v.special_achievements, v.victory, v.teams
        return cls(
            variant_id=v.id, card_set=v.cards.set, wording=v.cards.wording,
            players_min=v.players.min, players_max=v.players.max,
            age_min=v.ages.min, age_max=v.ages.max, game_end_draw=v.ages.game_end_draw,
            age_zero_cards=v.ages.age_zero_cards,
            achievement_ages=tuple(s.achievement_ages), opening_draw=s.opening_draw,
            opening_melds=s.opening_melds, large_game_from=s.large_game_from_players,
            large_game_draw=s.large_game_opening_draw, first_turn_one_action=s.first_turn_one_action,
            first_turn_one_action_large=s.first_turn_one_action_large,
            first_turn_large_from=s.first_turn_large_from,
            per_turn=a.per_turn, empty_board_draw_age=a.empty_board_draw_age,
            skip_empty_piles=a.skip_empty_piles, achieve_score_per_age=a.achieve_score_per_age,
            achieve_needs_top_card=a.achieve_needs_top_card, achievements_per_action=a.achievements_per_action,
            repeat_cost_multiplied=a.repeat_achievement_cost == "multiplied",
            icon_count_once=d.icon_count_once, sharing_bonus=d.sharing_bonus,
            sharing_bonus_draws=d.sharing_bonus_draws, reveal_counts_as_change=d.reveal_counts_as_change,
            demands_earn_bonus=d.demands_earn_bonus, missing_value=d.missing_value,
            distance_rule=d.distance_rule, chain_achievement=d.chain_achievement,
            revealed={k: tuple(POSITIONS.index(p) for p in ps) for k, ps in v.splay.revealed.items()},
            unsplay_small_piles=v.splay.unsplay_small_piles,
            specials_immediate=sa.timing == "immediate",
            target_immediate=vi.target_check == "immediate",
            specials_tie_left_first=sa.tie == "left-of-current-first",
            specials=tuple(Special(name, c.kind, c.model_dump(exclude={"kind"}))
                           for name, c in sa.conditions.items()),
            simultaneous_target=vi.simultaneous_target, score_tiebreak=tuple(vi.score_tiebreak),
            score_full_tie_draw=vi.score_full_tie == "draw", elimination=vi.elimination,
            figure_fading=v.figures.fading,
            teams=t.enabled, demands_on_partner=t.demands_on_partner,
            bonus_from_partner=t.bonus_from_partner, combined_score=t.combined_score,
            shared_dogma_win=t.shared_dogma_win, hand_limit=v.limits.hand,
        )

    def single_action_turns(self, players: int) -> int:
        """How many turns, from the first, have a single action."""
        if players >= self.first_turn_large_from:
            return self.first_turn_one_action_large
        return self.first_turn_one_action

    def opening_draw_for(self, players: int) -> int:
        if self.large_game_from is not None and self.large_game_draw is not None \
                and players >= self.large_game_from:
            return self.large_game_draw
        return self.opening_draw
