"""The Figures expansion's table, `figures` (docs/figures.md), and the markers that make its
parameters dormant where the expansion is not in play."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ..common import MAX_AGE, Strict
from .basics import MAX_PER_TURN, DormantWhen

FIGURES_OFF = DormantWhen("the Figures expansion is not in play", lambda v: "figures" not in v.cards.expansions)
# bonus numbers are printed on figures and on Echoes cards: without either, no card shows one
NO_BONUSES = DormantWhen("no expansion with bonus numbers (Figures, Echoes) is in play",
                         lambda v: not {"figures", "echoes"} & set(v.cards.expansions))


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
