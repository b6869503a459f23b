"""The basic set, The Starship: what each card does (effects in engine/data/cards/lost-legacy.json)."""

from __future__ import annotations

from ..rules import Registry

CARDS = Registry()


# --- 1 Girl of Fate: passive -------------------------------------------------------------
def _girl_of_fate_looked_at(game, holder, looker, source):
    yield from game.eliminate(holder, "Girl of Fate")


CARDS.passive(
    "Girl of Fate", on_looked_at=_girl_of_fate_looked_at,
    reading="When another player's card effect looks at her holder's hand, the holder is eliminated "
            "(the card-text comment's reading); Swordsman does not cancel her.")


# --- 2 General ---------------------------------------------------------------------------
@CARDS.card("General")
def general(game, me):
    if game.look_at_deck_top(me) is None:
        return
    yield from game.offer_exchange(me, ("deck", 0), "Swap the top card of the deck with your hand card?")


# --- 3 Shadow Thief ----------------------------------------------------------------------
@CARDS.card("Shadow Thief",
            reading="Looking at a hand triggers Girl of Fate and Sneak Attack like any card effect's look.")
def shadow_thief(game, me):
    options = [{"hand": seat} for seat in game.others(me)]
    options += [{"ruins": i} for i in range(game.ruins_size())]
    target = yield from game.choose_one(
        me, "look-at", "Choose another player's hand card or a Ruins card to look at", options)
    if "hand" in target:
        cards = yield from game.look_at_hand(me, target["hand"], "Shadow Thief")
    else:
        cards = [game.look_at_ruins(me, target["ruins"])]
    if any(game.is_lost_legacy(card) for card in cards):
        game.win(me)


# --- 4 Swordsman -------------------------------------------------------------------------
@CARDS.card("Swordsman", cancels=frozenset({"Sneak Attack"}),
            reading="Keyed on the card named Sneak Attack (not on any speed-X card).")
def swordsman(game, me):
    target = yield from game.choose_other_player(me, "Choose another player whose hand you look at")
    cards = yield from game.look_at_hand(me, target, "Swordsman")
    if "Sneak Attack" in cards:
        yield from game.eliminate(target, "Swordsman")


# --- 5 Lost Legacy: The Starship ---------------------------------------------------------
CARDS.passive("Lost Legacy: The Starship", playable=False, lost_legacy=True)


# --- 6 Old Map ---------------------------------------------------------------------------
@CARDS.card("Old Map", reading="With an empty deck only the optional shuffle remains; the shuffle is "
                                "offered only when the Ruins hold two cards or more.")
def old_map(game, me):
    if game.look_at_deck_top(me) is not None:
        game.deck_top_to_ruins(me)
    if game.ruins_size() >= 2:
        answer = yield from game.choose_one(me, "shuffle-ruins", "Shuffle the Ruins?", ["shuffle", "keep"])
        if answer == "shuffle":
            game.shuffle_ruins(me)
        else:
            game.emit("no_shuffle", player=me, zone="ruins")


# --- 7 Search ----------------------------------------------------------------------------
@CARDS.card("Search")
def search(game, me):
    if not game.ruins_size():
        return
    target = yield from game.choose_one(me, "ruins-card", "Choose a Ruins card to look at",
                                        [{"ruins": i} for i in range(game.ruins_size())])
    game.look_at_ruins(me, target["ruins"])
    yield from game.offer_exchange(me, ("ruins", target["ruins"]), "Swap that Ruins card with your hand card?")


# --- 8 Assault ---------------------------------------------------------------------------
@CARDS.card("Assault")
def assault(game, me):
    target = yield from game.choose_other_player(me, "Choose another player whose hand you look at")
    yield from game.look_at_hand(me, target, "Assault")
    yield from game.offer_exchange(me, ("hand", target), "Swap your hand card with theirs?")


# --- X Sneak Attack: passive -------------------------------------------------------------
def _sneak_attack_looked_at(game, holder, looker, source):
    yield from game.discard_from_hand(holder, "Sneak Attack")
    game.take_hand(holder, looker)
    yield from game.eliminate(looker, "Sneak Attack")


CARDS.passive("Sneak Attack", on_looked_at=_sneak_attack_looked_at)
