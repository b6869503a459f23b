"""Drawing: the value a draw asks for, the deck that gives the card (base, Echoes, Unseen,
Figures), empty piles skipped upward and the draw past the last age that ends the game; and the
age-0 deck brought into play. `ops` offers these under its own name too (`ops.draw`).

    >>> from rulebook.variants import load_variant
    >>> from rulebook.innovation import Game
    >>> g = Game.new(load_variant("deluxe"), ["A", "B"], 5, state={"supply": {"1": ["Writing"]}})
    >>> draw(g._gs, 0)
    'Writing'
"""

from __future__ import annotations

from .changes import changed, karma_allows
from .state import GameState
from .victory import score_victory


def draw_age(gs: GameState, seat: int) -> int:
    """The age a plain draw asks for: the highest top card, or the empty-board age."""
    top = gs.highest_top_age(seat)
    return gs.rules.actions.empty_board_draw_age if top is None else top


def draw(gs: GameState, seat: int, age: int | None = None, deck: str | None = None) -> str | None:
    """Draw a card of `age` (default: the player's draw age) into hand. Empty piles are
    skipped upward (variant actions.skip_empty_piles); needing an age at or past
    ages.game_end_draw ends the game at once with a score victory. Figures: a karma may
    precede or replace the draw (None: nothing was drawn). Echoes: a draw naming no deck comes
    from the Echoes deck when the drawer has a unique highest top card (`echoes_draw`);
    `deck="echoes"` names the Echoes deck ("draw an Echoes 2")."""
    wanted = draw_age(gs, seat) if age is None else age
    if not karma_allows(gs, "draw", seat, age=wanted):
        return None
    if gs.unseen:
        source = unseen_draw_source(gs, seat, deck)
        if source == "unseen":
            return _draw_unseen(gs, seat, wanted)
        if source == "echoes":
            return _draw_echoes(gs, seat, wanted)
        return _draw_base(gs, seat, wanted)
    if gs.echoes and (deck == "echoes" or (deck is None and echoes_draw(gs, seat))):
        return _draw_echoes(gs, seat, wanted)
    return _draw_base(gs, seat, wanted)


def unseen_draw_source(gs: GameState, seat: int, deck: str | None) -> str:
    """Unseen (unseen.md §6): the deck a draw comes from, "unseen", "echoes" or "base". A draw
    naming its deck takes it. The first draw naming none of each player's turn (every turn, the
    others' included) is their Unseen draw, used up here whatever deck then gives the card;
    when the Echoes draw rule claims it too, variant unseen.draw_priority: the Unseen draw wins,
    or the Echoes draw does and uses up the Unseen draw. A later draw naming no deck follows the
    Echoes rule, or is a base draw."""
    if deck is not None:
        return deck
    player = gs.players[seat]
    echoes = gs.echoes and echoes_draw(gs, seat)
    if player.unseen_draw_used:
        return "echoes" if echoes else "base"
    player.unseen_draw_used = True
    if echoes and gs.rules.unseen.draw_priority == "echoes-first":
        return "echoes"
    return "unseen"


def _draw_unseen(gs: GameState, seat: int, wanted: int) -> str | None:
    """An Unseen draw: the value fixed as for a base draw (empty base decks skipped upward, a
    value at or past ages.game_end_draw ends the game), then the Unseen deck of that value gives
    the card; when it is empty, a base card of that value (unseen.empty_unseen_deck)."""
    current = _draw_value(gs, wanted)
    pile = gs.unseen_supply.get(current)
    return _take_top(gs, seat, pile, current) if pile else _draw_base(gs, seat, current)


def echoes_draw(gs: GameState, seat: int) -> bool:
    """Echoes (variant echoes.draw_rule): whether a draw naming no deck comes from the Echoes
    deck: the drawer has exactly one top card of the highest top-card value (one top card
    counts; a tie for highest, or an empty board, draws a base card). The value drawn is not
    looked at (echoes.md §3)."""
    ages = gs._top_ages(seat)
    if not ages:
        return False
    return ages.count(max(ages)) == 1


def _draw_echoes(gs: GameState, seat: int, wanted: int) -> str | None:
    """An Echoes draw: the value is fixed as for a base draw (empty base decks skipped upward,
    a value at or past ages.game_end_draw ends the game); then the Echoes deck of that value
    gives the card. When it is empty, variant echoes.empty_echoes_deck: a base card of that
    value, or the next Echoes deck up with cards (a base card when none has)."""
    current = _draw_value(gs, wanted)
    pile = gs.echoes_supply.get(current)
    if not pile and gs.rules.echoes.empty_echoes_deck == "next-echoes-deck":
        current, pile = next(((age, cards) for age, cards in sorted(gs.echoes_supply.items())
                              if age > current and cards), (current, pile))
    return _take_top(gs, seat, pile, current) if pile else _draw_base(gs, seat, current)


def _draw_value(gs: GameState, wanted: int) -> int:
    """The value a draw of `wanted` takes: at least the lowest supply age (a 0 is a 1 until
    age 0 is in play), empty base piles skipped upward (actions.skip_empty_piles); a value at
    or past ages.game_end_draw ends the game at once."""
    current = max(wanted, min(gs.supply) if gs.supply else wanted)
    end = gs.rules.ages.game_end_draw
    skip = gs.rules.actions.skip_empty_piles
    while True:
        if current >= end:
            raise score_victory(gs)
        if gs.supply.get(current) or not skip:
            return current
        current += 1


def _draw_base(gs: GameState, seat: int, wanted: int) -> str | None:
    current = _draw_value(gs, wanted)
    pile = gs.supply.get(current)
    return _take_top(gs, seat, pile, current) if pile else None    # empty: only without skipping


def _take_top(gs: GameState, seat: int, pile: list[str], age: int) -> str:
    name = pile.pop(0)
    player = gs.players[seat]
    player.hand.append(name)
    if gs.unseen and gs.rules.unseen.draw_used_by == "any-card-from-a-deck":
        player.unseen_draw_used = True      # any card taken from a deck uses it up (unseen.md §6)
    gs.emit("draw", seat, card=name, age=age)
    changed(gs)
    return name


def draw_figure(gs: GameState, seat: int, age: int | None = None) -> str | None:
    """Draw a figure (Figures: the sharing bonus, the opponents' draws after an Achieve action,
    effects naming a Figures deck). The value is found as for a base draw, empty base decks
    skipped upward, a value at or past ages.game_end_draw ending the game; then the Figures deck
    of that value gives the card, or, when it is empty, the base deck does (variant
    figures.empty_deck_draw 'base-card', the one reading played; docs/figures.md)."""
    wanted = draw_age(gs, seat) if age is None else age
    if not karma_allows(gs, "draw", seat, age=wanted, figure=True):
        return None
    current = _draw_value(gs, wanted)
    pile = gs.figure_supply.get(current)
    return _take_top(gs, seat, pile, current) if pile else _draw_base(gs, seat, current)


def bring_in_age_zero(gs: GameState) -> bool:
    """Bring the age-0 deck into play (Figures: Bear Grylls' karma), shuffled, when the variant
    has age-0 cards (ages.age_zero_cards) and they are still out of play; from then on a draw
    of a 0 takes an age-0 card. Returns whether the deck came in."""
    if not gs.rules.ages.age_zero_cards or gs.age_zero:
        return False
    cards = [name for name in gs.catalog.deck("base", 0) if name in gs.removed]
    if not cards:
        return False
    for name in cards:
        gs.removed.remove(name)
    gs.rng.shuffle(cards)
    gs.supply = {0: cards, **gs.supply}
    gs.age_zero = True
    changed(gs, counted=False)
    return True
