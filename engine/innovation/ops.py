"""Rule-level primitives: every card movement of the game goes through these functions.

Each one moves cards (via `zones`), records an event, counts a change for the sharing bonus
and, when the variant checks special achievements immediately, checks them and the
achievement target at once. Card effects use them through `effects.Context`. The fourth
edition's keywords have theirs here too: junk, junk_deck, junk_special, restore_special,
available_achievements, chain_achievement, rearrange. What every movement shares is in
`changes`, the draws in `draws`, Echoes' forecast in `forecast`; this module offers their
public functions under its own name as well (`ops.draw`, `ops.foreshadow`), the one every
caller uses.

    >>> from rulebook.variants import load_variant
    >>> from rulebook.innovation import Game
    >>> g = Game.new(load_variant("deluxe"), ["A", "B"], 5, state={"supply": {"1": ["Writing"]}, "players": [
    ...     {"hand": ["Tools"]}, {}]})
    >>> score(g._gs, 0, "Tools"), g._gs.players[0].score
    (None, ['Tools'])
"""

from __future__ import annotations

from . import zones
from .achievements import standard_of_value
from .changes import batch as batch
from .changes import changed as changed
from .changes import karma_allows as karma_allows
from .draws import bring_in_age_zero as bring_in_age_zero
from .draws import draw as draw
from .draws import draw_age as draw_age
from .draws import draw_figure as draw_figure
from .draws import echoes_draw as echoes_draw
from .draws import unseen_draw_source as unseen_draw_source
from .errors import GameOver
from .forecast import draw_and_foreshadow as draw_and_foreshadow
from .forecast import forecast_limit as forecast_limit
from .forecast import foreshadow as foreshadow
from .state import GameState
from .victory import check_last_side, dogma_winners, score_victory, win_stands

# --- placing on boards and score piles ----------------------------------------------------

def meld(gs: GameState, seat: int, name: str, src: tuple | None = None, action: bool = False) -> None:
    """Put a card on top of its colour pile; the pile keeps its splay. `action`: the Meld
    action's own meld (Figures: karma that watch only that one, Sunshu Ao)."""
    src = src or zones.hand(seat)
    if not karma_allows(gs, "meld", seat, card=name, source=src, action=action):
        return
    zones.take(gs, name, src)
    zones.put(gs, name, zones.board(seat))
    gs.emit("meld", seat, card=name, color=gs.catalog.cards[name].color)
    changed(gs)
    if gs.karma_after_meld is not None:     # Figures: the melded figure's own when-meld karma
        gs.karma_after_meld(gs, seat, name)


def tuck(gs: GameState, seat: int, name: str, src: tuple | None = None) -> None:
    """Put a card under its colour pile; counts toward this turn's tucks."""
    src = src or zones.hand(seat)
    if not karma_allows(gs, "tuck", seat, card=name, source=src):
        return
    zones.take(gs, name, src)
    zones.put(gs, name, zones.board(seat), bottom=True)
    gs.tucked[seat] += 1
    gs.emit("tuck", seat, card=name, color=gs.catalog.cards[name].color)
    changed(gs)


def score(gs: GameState, seat: int, name: str, src: tuple | None = None) -> None:
    """Score a card; counts toward this turn's scores (a transfer into a score pile does not)."""
    src = src or zones.hand(seat)
    if not karma_allows(gs, "score", seat, card=name, source=src):
        return
    zones.take(gs, name, src)
    zones.put(gs, name, zones.score(seat))
    gs.scored[seat] += 1
    gs.emit("score", seat, card=name)
    changed(gs)


def unseen_secret(gs: GameState, name: str, src: tuple) -> bool:
    """Unseen: whether `name`, leaving `src`, is a secret nobody has seen (no player may know it)."""
    return src[0] == "safe" and name not in gs.revealed_secrets


def hidden_if(secret: bool) -> dict:
    """The event field saying that no player may know the card it names (docs/protocol.md 4.7)."""
    return {"hidden": True} if secret else {}


def return_card(gs: GameState, seat: int, name: str, src: tuple | None = None) -> None:
    """Put a card under the supply pile of its age (an empty pile is refilled)."""
    src = src or zones.hand(seat)
    if not karma_allows(gs, "return", seat, card=name, source=src):
        return
    # Unseen: a secret nobody has seen goes back under its deck unseen
    hidden = unseen_secret(gs, name, src)
    zones.take(gs, name, src)
    zones.put(gs, name, zones.SUPPLY)
    gs.emit("return", seat, card=name, age=gs.catalog.cards[name].age, **hidden_if(hidden))
    changed(gs)



def put_on_top_of_deck(gs: GameState, seat: int, name: str, src: tuple) -> None:
    """Put a card face down on top of its own deck (base, Figures, Echoes or Unseen, by the
    card's set): a transfer, not a return, which would put it underneath."""
    if not karma_allows(gs, "transfer", seat, card=name, source=src, target=zones.SUPPLY):
        return
    zones.take(gs, name, src)
    supply, age = zones.home_deck(gs, name)
    supply.setdefault(age, []).insert(0, name)
    gs.emit("transfer", seat, card=name, **{"from": zones.describe(src), "to": zones.describe(zones.SUPPLY)})
    changed(gs)

# the zones a card lies face down in for every player (a secret leaving a safe for one stays unseen)
FACE_DOWN = ("supply", "standard", "achievements")


def transfer(gs: GameState, seat: int, name: str, src: tuple, dst: tuple) -> None:
    """Move a card between zones (onto a board: on top); not a meld, tuck or score. Echoes: into
    a full forecast, variant echoes.full_forecast_transfer (over the limit, or to the hand of the
    player carrying it out: Liquid Fire's affected player keeps the card, echoes.md §14.11)."""
    if not karma_allows(gs, "transfer", seat, card=name, source=src, target=dst):
        return
    if dst[0] == "forecast" and gs.rules.echoes.full_forecast_transfer == "to-hand" \
            and len(gs.players[dst[1]].forecast) >= forecast_limit(gs, dst[1]):
        dst = zones.hand(seat)
    hidden = False
    if dst[0] == "safe" or src[0] == "safe":
        if dst[0] == "safe" and gs.rules.unseen.full_safe_transfer == "stays" \
                and len(gs.players[dst[1]].safe) >= forecast_limit(gs, dst[1]):
            return      # Unseen: a full safe takes nothing in; the card stays where it was
        # a secret stays unseen between safes; a card entering a safe is hidden from then on; a
        # secret nobody has seen stays unseen going face down (a deck, the available
        # achievements, Heirloom; a player's achievements)
        hidden = dst[0] == "safe" or (dst[0] in FACE_DOWN and unseen_secret(gs, name, src))
    zones.take(gs, name, src)
    zones.put(gs, name, dst)
    gs.emit("transfer", seat, card=name, **{"from": zones.describe(src), "to": zones.describe(dst)},
            **hidden_if(hidden))
    changed(gs)


def exchange(gs: GameState, seat: int, group_a: list[str], zone_a: tuple,
             group_b: list[str], zone_b: tuple) -> None:
    """Swap two groups fixed beforehand; an empty group does not stop the other moving."""
    group_a, group_b = list(group_a), list(group_b)
    if not karma_allows(gs, "exchange", seat, source=zone_a, target=zone_b, cards=tuple(group_a + group_b)):
        return
    if gs.karma_before is not None:     # a karma may have moved some of them meanwhile
        group_a = [name for name in group_a if zones.holds(gs, name, zone_a)]
        group_b = [name for name in group_b if zones.holds(gs, name, zone_b)]
    with batch(gs):
        for name in group_a:
            zones.take(gs, name, zone_a)
        for name in group_b:
            zones.take(gs, name, zone_b)
        for name in group_a:
            zones.put(gs, name, zone_b)
            gs.emit("transfer", seat, card=name, **{"from": zones.describe(zone_a), "to": zones.describe(zone_b)})
        for name in group_b:
            zones.put(gs, name, zone_a)
            gs.emit("transfer", seat, card=name, **{"from": zones.describe(zone_b), "to": zones.describe(zone_a)})
        if group_a or group_b:
            gs.changes += 1


# --- splays and reveals --------------------------------------------------------------------

def splay(gs: GameState, seat: int, color: str, direction: str) -> bool:
    """Splay a colour; returns whether anything changed. A pile too small to splay (variant
    splay.unsplay_small_piles) and a pile already splayed that way do not change."""
    if direction != "none" and direction not in gs.rules.splay.revealed:
        raise ValueError(f"this variant has no {direction!r} splay")
    if not karma_allows(gs, "splay", seat, color=color, direction=direction):
        return False
    player = gs.players[seat]
    pile = player.board.get(color)
    if pile is None or pile.splay == direction:
        return False
    if direction != "none" and len(pile.cards) < 2 and gs.rules.splay.unsplay_small_piles:
        return False
    pile.splay = direction
    player.board_changed(pile)
    gs.emit("splay", seat, color=color, direction=direction)
    changed(gs)
    return True


def rearrange(gs: GameState, seat: int, color: str, order: list[str]) -> bool:
    """Put the cards of one of a player's piles in a new order (`order`: top first, exactly
    the pile's cards); the splay is kept. Neither a meld nor a tuck. Returns whether the
    order changed: only then an event ('rearrange') and a counted change."""
    player = gs.players[seat]
    pile = player.board.get(color)
    if pile is None or sorted(order) != sorted(pile.cards):
        if gs.karma_before is not None:     # a karma changed the pile since the order was chosen
            return False
        raise ValueError(f"a new order of the {color} pile must hold exactly its cards")
    if list(order) == pile.cards:
        return False
    pile.cards[:] = order
    player.board_changed(pile)
    gs.emit("rearrange", seat, color=color, cards=list(order))
    changed(gs)
    return True


def reveal(gs: GameState, seat: int, name: str) -> None:
    """Show a card; it stays where it is. It counts as a change only when the variant says
    so (dogma.reveal_counts_as_change)."""
    gs.emit("reveal", seat, card=name)
    if gs.rules.dogma.reveal_counts_as_change:
        gs.changes += 1


# --- achievements, junk and removal --------------------------------------------------------

def claim_standard(gs: GameState, seat: int, age: int, action: bool = False) -> str | None:
    """Take the available standard achievement of `age` (no price: the caller checks it);
    `action` when the Achieve action claims it (a karma may watch only those claims)."""
    if age not in gs.standard or not karma_allows(gs, "claim", seat, card=gs.standard.get(age), age=age,
                                                  source=zones.STANDARD, action=action):
        return None
    name = gs.standard.pop(age, None)
    zones.refill_standard(gs, age)
    if name is None:
        return None
    gs.players[seat].achievements.append(name)
    gs.emit("achieve", seat, achievement=name, age=age)
    changed(gs)
    return name


def put_extra_first(gs: GameState, name: str, age: int) -> None:
    """Figures: an extra available achievement of value `age` (GameState.standard_extra) takes
    that value's place, the one first claimed; the one there waits among the extras instead."""
    if name in gs.standard_extra and age in gs.standard:
        gs.standard_extra[gs.standard_extra.index(name)] = gs.standard[age]
        gs.standard[age] = name


def claim_special(gs: GameState, seat: int, name: str) -> bool:
    """Take a special achievement by effect, if it is still available."""
    if name not in gs.specials:
        return False
    if not karma_allows(gs, "claim", seat, card=name) or name not in gs.specials:
        return False
    gs.specials.remove(name)
    gs.players[seat].achievements.append(name)
    gs.emit("achieve", seat, achievement=name, special=True)
    changed(gs)
    return True


def achieve_card(gs: GameState, seat: int, name: str, src: tuple, **fields) -> None:
    """Put any card among a player's achievements (an effect that achieves a card). Extra
    `fields` go into the 'achieve' event (the chain rule marks its card with chain=True)."""
    if not karma_allows(gs, "claim", seat, card=name, source=src):
        return
    # Unseen: a secret achieved unseen lies face down among achievements: nobody learns it
    hidden = hidden_if(unseen_secret(gs, name, src))
    zones.take(gs, name, src)
    zones.put(gs, name, zones.achievements(seat))
    gs.emit("achieve", seat, achievement=name, age=gs.catalog.cards[name].age,
            **{"from": zones.describe(src)}, **fields, **hidden)
    changed(gs)


def chain_achievement(gs: GameState, seat: int) -> str | None:
    """The chain rule (variant dogma.chain_achievement; the caller checks that it applies):
    draw a card of the highest supply age (ages.max, 11 in the fourth edition) and put it
    among the player's achievements, where it counts like any other (the achievement target,
    the repeat cost of its age). Events: 'draw', then 'achieve' with chain=True.

    An empty deck of that age is read literally, as a plain draw: it skips upward, and a
    draw above the last age (ages.game_end_draw) ends the game at once with a score victory.
    (One implementation awards nothing instead and plays on; the glossary of the card data
    records the difference.) Returns the card, or None only when the variant does not skip
    empty piles (actions.skip_empty_piles false) and the deck is empty."""
    name = draw(gs, seat, gs.rules.ages.max)
    if name is None:
        return None
    achieve_card(gs, seat, name, zones.hand(seat), chain=True)
    return name


def available_achievements(gs: GameState) -> list[str]:
    """The achievements nobody owns: the standard ones by value (lowest first; with Figures,
    each value's extras after it), then the special ones in the variant's order. Junked or
    removed achievements are not available."""
    return [name for age in sorted(gs.standard) for name in standard_of_value(gs, age)] + list(gs.specials)


def junk(gs: GameState, seat: int, name: str, src: tuple) -> None:
    """Move a card to the junk pile (fourth edition)."""
    if not karma_allows(gs, "junk", seat, card=name, source=src):
        return
    hidden = hidden_if(unseen_secret(gs, name, src))   # the junk lies face down
    zones.take(gs, name, src)
    zones.put(gs, name, zones.JUNK)
    gs.emit("junk", seat, card=name, **{"from": zones.describe(src)}, **hidden)
    changed(gs)


def junk_deck(gs: GameState, seat: int, age: int) -> list[str]:
    """Junk every card of the age-`age` supply deck, top card first, one 'junk' event each
    (fourth edition: "junk all cards in the N deck"). The deck is left empty, so draws of
    that age skip upward until a card of that age is returned. Returns the cards junked
    (none when the deck is empty or the variant has no such age: nothing happens)."""
    names = list(gs.supply.get(age, ()))
    if names:
        with batch(gs):
            for name in names:
                junk(gs, seat, name, zones.SUPPLY)
    return names


def junk_special(gs: GameState, seat: int, name: str) -> bool:
    """Junk an available special achievement."""
    if name not in gs.specials:
        return False
    gs.specials.remove(name)
    gs.junk.append(name)
    gs.emit("junk", seat, card=name, **{"from": {"zone": "special"}})
    changed(gs)
    return True


def restore_special(gs: GameState, seat: int, name: str) -> bool:
    """Put a special achievement of the variant back from the junk among the available
    special achievements (in the variant's order). False, and nothing happens, when it is
    not in the junk. Event: 'restore'."""
    order = list(gs.rules.special_achievements.conditions)
    if name not in order or name not in gs.junk:
        return False
    gs.junk.remove(name)
    gs.specials.append(name)
    gs.specials.sort(key=order.index)
    gs.emit("restore", seat, achievement=name, **{"from": {"zone": "junk"}})
    changed(gs)
    return True


def remove(gs: GameState, seat: int, name: str, src: tuple) -> None:
    """Take a card out of the game (it then lies in no zone)."""
    if gs.karma_before is not None and not zones.holds(gs, name, src):
        return      # a karma moved it meanwhile
    hidden = hidden_if(unseen_secret(gs, name, src))
    zones.take(gs, name, src)
    zones.put(gs, name, zones.REMOVED)
    gs.emit("remove", seat, card=name, **{"from": zones.describe(src)}, **hidden)
    changed(gs)


# --- winning and losing ----------------------------------------------------------------------

def win(gs: GameState, seats: list[int]) -> None:
    """These players win at once (a partner too, with variant teams.shared_dogma_win)."""
    if not all([karma_allows(gs, "win", seat) for seat in seats]):   # every karma asked
        return
    raise GameOver(dogma_winners(gs, seats), "dogma")


def win_if_single(gs: GameState, seats: list[int]) -> None:
    """A win that needs a single player (or team), "the single player with the most": when
    several share the condition, variant dogma.single_winner_tie says what happens (its one
    value, 'ignored': nobody wins and play goes on)."""
    sides = {gs.side(s) for s in seats}
    if len(sides) == 1:
        win(gs, seats)
    elif gs.rules.dogma.single_winner_tie != "ignored":
        raise ValueError(f"dogma.single_winner_tie {gs.rules.dogma.single_winner_tie!r} is not implemented")


def end_game(gs: GameState) -> None:
    """An effect ends the game: a score victory."""
    raise score_victory(gs)


def lose(gs: GameState, seat: int) -> None:
    """A 'you lose' effect. With variant victory.elimination the player (in a team game, the
    whole team) is eliminated, all their cards junked, and the last side left wins. Without
    elimination the game ends and every other side wins."""
    side = gs.side(seat)
    if not gs.rules.victory.elimination:
        others = [p.seat for p in gs.players if not p.eliminated and gs.side(p.seat) != side]
        if win_stands(gs, others):     # Figures: karma answer one side about to win first
            raise GameOver(others, "dogma")
        return
    for s in gs.side_seats(side):
        player = gs.players[s]
        if player.eliminated:
            continue
        with batch(gs):
            for name in list(player.hand):
                junk(gs, s, name, zones.hand(s))
            for color in list(player.board):
                # with figures a junk karma may have moved a whole pile meanwhile
                for name in list(player.board[color].cards) if color in player.board else ():
                    junk(gs, s, name, zones.board(s))
            for name in list(player.score):
                junk(gs, s, name, zones.score(s))
            for name in list(player.achievements):
                zones.take(gs, name, zones.achievements(s))
                gs.junk.append(name)
                gs.emit("junk", s, card=name, **{"from": zones.describe(zones.achievements(s))})
            player.eliminated = True
            gs.emit("eliminated", s)
    check_last_side(gs)
