"""A new game from the variant: supply piles, standard and special achievements, the
opening draw (or a given partial position, see `partial`).

    >>> from rulebook.variants import load_variant
    >>> gs = new_state(load_variant("deluxe"), ["A", "B"], 42)
    >>> deal(gs)
    >>> sorted(gs.standard), [len(p.hand) for p in gs.players]
    ([1, 2, 3, 4, 5, 6, 7, 8, 9], [2, 2])
"""

from __future__ import annotations

from random import Random

from ..gameplay import check_players as check_seated
from ..variants.innovation import InnovationVariant
from ..variants.reads import unwatched
from . import ops
from .cards import Catalog, IconReading, load_catalog
from .effects.registry import CardEffects
from .errors import EngineError
from .rules import rules_of
from .sets import load_effects
from .state import GameState, Player


def supply_ages(rules: InnovationVariant, catalog: Catalog) -> list[int]:
    """Ages that have a supply pile at setup: ages.min..ages.max. Age-0 cards (ages.age_zero_cards)
    are never part of setup: they stay out of play until a card brings the age-0 deck in."""
    return list(range(rules.ages.min, rules.ages.max + 1))


# cards.readings of disputed icons -> (the expansion of the card, the card, each reading's icons in
# the data's icon order and, where the sources differ in it too, its featured icon)
ICON_READINGS: dict[str, tuple[str, str, dict[str, tuple[tuple[str, ...], str | None]]]] = {
    "laser_icons": ("echoes", "Laser", {
        "lightbulb-lightbulb-hex-leaf": (("lightbulb", "lightbulb", "hex", "leaf"), None),
        "lightbulb-leaf-lightbulb-hex": (("lightbulb", "leaf", "lightbulb", "hex"), None)}),
    "saxophone_icons": ("echoes", "Saxophone", {
        "bonus-7-crown-music-note-bonus-7": (("bonus-7", "crown", "music-note", "bonus-7"), None),
        "bonus-7-crown-music-note-crown": (("bonus-7", "crown", "music-note", "crown"), None)}),
    "joy_buzzer_icons": ("unseen", "Joy Buzzer", {
        "clock-crown-clock-hex": (("clock", "crown", "clock", "hex"), "clock"),
        "hex-factory-factory-factory": (("hex", "factory", "factory", "factory"), "factory")}),
    "opus_dei_icons": ("unseen", "Opus Dei", {
        "lightbulb-lightbulb-hex-lightbulb": (("lightbulb", "lightbulb", "hex", "lightbulb"), None),
        "leaf-lightbulb-lightbulb-hex": (("leaf", "lightbulb", "lightbulb", "hex"), None)}),
    "hiking_icons": ("unseen", "Hiking", {
        "leaf-leaf-hex-lightbulb": (("leaf", "leaf", "hex", "lightbulb"), None),
        "leaf-leaf-hex-leaf": (("leaf", "leaf", "hex", "leaf"), None)}),
    "hacking_icons": ("unseen", "Hacking", {
        "hex-clock-clock-lightbulb": (("hex", "clock", "clock", "lightbulb"), "clock"),
        "hex-avatar-avatar-lightbulb": (("hex", "avatar", "avatar", "lightbulb"), "avatar")}),
}


def icon_readings(rules: InnovationVariant) -> tuple[IconReading, ...]:
    """The icons (and, where disputed too, the featured icon) of the cards whose icons the
    sources dispute (Echoes: Laser, Saxophone; Unseen: Joy Buzzer, Opus Dei, Hiking), as the variant's
    card readings read them; none for a card whose expansion is not in play."""
    readings = rules.cards.readings
    found: list[IconReading] = []
    for key, (expansion, card, icons) in ICON_READINGS.items():
        if expansion in rules.cards.expansions:
            read, featured = icons[getattr(readings, key)]
            found.append((card, read) if featured is None else (card, read, featured))
    return tuple(found)


def check_players(rules: InnovationVariant, names) -> None:
    check_seated(names, rules.id, rules.players.min, rules.players.max)  # shared with Lost Legacy and serve
    if rules.teams.enabled and len(names) != 4:
        raise EngineError("bad_request", f"the team game {rules.id} needs 4 players")


def check_supported(variant) -> None:
    """Rule values this engine does not play are refused rather than silently ignored (which
    values it plays is declared beside each parameter: engine/variants/support.py)."""
    from ..text import spelled
    from ..variants.support import unplayed

    for key, value in unplayed(variant):
        raise EngineError("unsupported", f"{key} = {spelled(value)} is not played by the reference engine")


def new_state(variant, names: list[str], seed: int) -> GameState:
    """An empty game (no card placed yet) with its players, rules and random generator."""
    rules = rules_of(variant)
    check_players(rules, names)
    check_supported(unwatched(variant)[0])  # it looks at every value: not a read of the game's
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise EngineError("bad_request", "the seed must be an integer")
    expansions = tuple(rules.cards.expansions)
    catalog = load_catalog(rules.cards.set, expansions, icon_readings(rules))
    clash = [name for name in rules.special_achievements.conditions if name in catalog]
    if clash:
        raise EngineError("bad_request", f"special achievement names clash with card titles: {clash}")
    players = [Player(seat=i, name=n, team=i % 2 if rules.teams.enabled else None) for i, n in enumerate(names)]
    effect_set = load_effects(rules.cards.set, expansions)
    effects = CardEffects(None, rules.cards.wording, catalog) if effect_set is None \
        else effect_set.under(rules.cards.wording, catalog)
    gs = GameState(rules=rules, catalog=catalog, effects=effects, rng=Random(seed), players=players,
                   target=rules.achievements_to_win(len(names)))
    gs.tucked = [0] * len(players)
    gs.scored = [0] * len(players)
    gs.unseen = "unseen" in expansions  # Unseen: its draws, the safe (engine/innovation/unseen.py)
    if "echoes" in expansions:          # Echoes: its draws, echo effects, forecast and promotion
        gs.echoes = True
        if rules.figures.bonuses_score:
            from .icons import bonus_points

            gs.score_bonus = bonus_points   # with figures too, replaced below by the karma's total
    if "figures" in expansions:         # Figures: the karma of its figures, and static score bonuses
        from .karma import achieve_top_bonus, achievement_bonus, after_meld_now, before_now, icon_bonus, score_extras
        from .sets import load_karma

        gs.karma = load_karma("figures")
        gs.score_bonus, gs.achievement_bonus, gs.icon_bonus = score_extras, achievement_bonus, icon_bonus
        gs.achieve_top_bonus = achieve_top_bonus
        from .karma import achievement_access, off_board_stamp, watches, zone_extension

        gs.achievement_access, gs.zone_extension = achievement_access, zone_extension
        gs.off_board_stamp = off_board_stamp
        gs.karma_before, gs.karma_after_meld, gs.karma_watches = before_now, after_meld_now, watches
    return gs


def deal(gs: GameState) -> None:
    """The setup of a fresh game: shuffled piles, one standard achievement per age of
    setup.achievement_ages, the special achievements, and the opening draw."""
    rules, catalog = gs.rules, gs.catalog
    ages = supply_ages(rules, catalog)
    for age in ages:
        pile = list(catalog.deck("base", age))
        gs.rng.shuffle(pile)
        gs.supply[age] = pile
    # Figures: a deck per age beside the base decks, shuffled after them (so that a game
    # without figures deals exactly as before)
    for age in ages:
        figures = list(catalog.deck("figures", age))
        if figures:
            gs.rng.shuffle(figures)
            gs.figure_supply[age] = figures
    # Echoes: likewise, after the Figures decks (echoes.md §2)
    for age in ages:
        echoes = list(catalog.deck("echoes", age))
        if echoes:
            gs.rng.shuffle(echoes)
            gs.echoes_supply[age] = echoes
    # Unseen: likewise, after the Echoes decks (unseen.md §2)
    for age in ages:
        unseen = list(catalog.deck("unseen", age))
        if unseen:
            gs.rng.shuffle(unseen)
            gs.unseen_supply[age] = unseen
    gs.removed = [name for age, names in catalog.by_age.items() if age not in ages for name in names]
    for age in rules.setup.achievement_ages:
        if gs.supply.get(age):
            gs.standard[age] = gs.supply[age].pop(0)
    gs.specials = list(rules.special_achievements.conditions)
    if catalog.decrees and rules.figures.decrees:
        gs.decrees = list(catalog.decrees)      # face up among the available achievements
    count = rules.setup.opening_draw_for(len(gs.players))
    for player in gs.players:
        for _ in range(count):
            ops.draw(gs, player.seat, 1, deck="base")     # base cards, whatever the expansions
        player.unseen_draw_used = False                   # the deal is no draw of a turn (unseen.md §2)
    gs.events.clear()
    gs.changes = 0
