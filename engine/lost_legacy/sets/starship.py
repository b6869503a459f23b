"""The basic set, The Starship: what each card does (effects in engine/data/cards/lost-legacy.json)."""

from __future__ import annotations

from ..effects import Context, Registry, Steps

CARDS = Registry()


# --- 1 Girl of Fate: passive -------------------------------------------------------------
def _girl_of_fate_looked_at(ctx: Context, holder: int, looker: int, source: str) -> Steps:
    yield from ctx.eliminate(holder, "Girl of Fate")


CARDS.passive(
    "Girl of Fate", on_looked_at=_girl_of_fate_looked_at,
    reading="When another player's card effect looks at her holder's hand, the holder is eliminated "
            "(the card-text comment's reading); Swordsman does not cancel her.")


# --- 2 General ---------------------------------------------------------------------------
@CARDS.card("General")
def general(ctx: Context, me: int) -> Steps:
    if ctx.look_at_deck_top(me) is None:
        return
    yield from ctx.offer_exchange(me, ("deck", 0), "Swap the top card of the deck with your hand card?")


# --- 3 Shadow Thief ----------------------------------------------------------------------
@CARDS.card("Shadow Thief",
            reading="Looking at a hand triggers Girl of Fate and Sneak Attack like any card effect's look.")
def shadow_thief(ctx: Context, me: int) -> Steps:
    options = [{"hand": seat} for seat in ctx.others(me)]
    options += [{"ruins": i} for i in range(ctx.ruins_size())]
    target = yield from ctx.choose_one(
        me, "look-at", "Choose another player's hand card or a Ruins card to look at", options)
    if "hand" in target:
        cards = yield from ctx.look_at_hand(me, target["hand"], "Shadow Thief")
    else:
        cards = [ctx.look_at_ruins(me, target["ruins"])]
    if any(ctx.is_lost_legacy(card) for card in cards):
        ctx.win(me)


# --- 4 Swordsman -------------------------------------------------------------------------
@CARDS.card("Swordsman", cancels=frozenset({"Sneak Attack"}),
            reading="Keyed on the card named Sneak Attack (not on any speed-X card).")
def swordsman(ctx: Context, me: int) -> Steps:
    target = yield from ctx.choose_other_player(me, "Choose another player whose hand you look at")
    cards = yield from ctx.look_at_hand(me, target, "Swordsman")
    if "Sneak Attack" in cards:
        yield from ctx.eliminate(target, "Swordsman")


# --- 5 Lost Legacy: The Starship ---------------------------------------------------------
CARDS.passive("Lost Legacy: The Starship", playable=False, lost_legacy=True)


# --- 6 Old Map ---------------------------------------------------------------------------
@CARDS.card("Old Map", reading="With an empty deck only the optional shuffle remains; the shuffle is "
                                "offered only when the Ruins hold two cards or more.")
def old_map(ctx: Context, me: int) -> Steps:
    if ctx.look_at_deck_top(me) is not None:
        ctx.deck_top_to_ruins(me)
    if ctx.ruins_size() >= 2:
        answer = yield from ctx.choose_one(me, "shuffle-ruins", "Shuffle the Ruins?", ["shuffle", "keep"])
        if answer == "shuffle":
            ctx.shuffle_ruins(me)
        else:
            ctx.emit("no_shuffle", player=me, zone="ruins")


# --- 7 Search ----------------------------------------------------------------------------
@CARDS.card("Search")
def search(ctx: Context, me: int) -> Steps:
    if not ctx.ruins_size():
        return
    target = yield from ctx.choose_one(me, "ruins-card", "Choose a Ruins card to look at",
                                        [{"ruins": i} for i in range(ctx.ruins_size())])
    ctx.look_at_ruins(me, target["ruins"])
    yield from ctx.offer_exchange(me, ("ruins", target["ruins"]), "Swap that Ruins card with your hand card?")


# --- 8 Assault ---------------------------------------------------------------------------
@CARDS.card("Assault")
def assault(ctx: Context, me: int) -> Steps:
    target = yield from ctx.choose_other_player(me, "Choose another player whose hand you look at")
    yield from ctx.look_at_hand(me, target, "Assault")
    yield from ctx.offer_exchange(me, ("hand", target), "Swap your hand card with theirs?")


# --- X Sneak Attack: passive -------------------------------------------------------------
def _sneak_attack_looked_at(ctx: Context, holder: int, looker: int, source: str) -> Steps:
    yield from ctx.discard_from_hand(holder, "Sneak Attack")
    ctx.take_hand(holder, looker)
    yield from ctx.eliminate(looker, "Sneak Attack")


CARDS.passive("Sneak Attack", on_looked_at=_sneak_attack_looked_at)
