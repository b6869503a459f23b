"""Lost Legacy: the plain-English rule each parameter value stands for, one entry per parameter."""

from __future__ import annotations

from ...data import lost_legacy_sets
from .common import PLAYERS, Context, Phrase, ages_text, cap, choice, join_and, number, plural, term, yes_no


def _set_names(ids: list[str]) -> str:
    sets = lost_legacy_sets()
    return join_and([sets[i]["name"] if i in sets else i for i in ids])


def _speed_list(speeds: list[str]) -> str:
    digits = all(s.isdigit() for s in speeds)
    return ages_text([int(s) for s in speeds]) if digits else join_and(speeds)


def _speeds(v: dict, c: Context) -> str:
    groups: dict[int, list[str]] = {}
    for speed, count in v.items():
        groups.setdefault(count, []).append(speed)
    parts = [f"{plural(n, 'card')} of speed {speeds[0]}" if len(speeds) == 1 else
             f"{number(n)} {'card' if n == 1 else 'cards'} each of speeds {_speed_list(speeds)}"
             for n, speeds in groups.items()]
    return f"A custom set has {join_and(parts)} ({sum(v.values())} cards)."


LOST_LEGACY: dict[str, Phrase] = {
    **PLAYERS,
    "deck.sets": lambda v, c: (f"The deck uses every card of {_set_names(v)}." if v else
                               "The deck uses no whole set."),
    "deck.remove": lambda v, c: (f"One copy of {join_and(v)} is taken out." if len(v) == 1 else
                                 f"One copy each of {join_and(v)} is taken out." if v else
                                 "No card is taken out of those sets."),
    "deck.cards": lambda v, c: ("Cards chosen one by one: " + join_and([f"{e['copies']} x {e['name']}" for e in v])
                                + "." if v else "No cards are chosen one by one."),
    "deck.complete": yes_no("Every card of the deck is known.",
                             "Part of the deck is not documented yet, so it cannot be played in full."),
    "deck.size": lambda v, c: f"The complete deck holds {v} cards.",
    "composition.speeds": _speeds,
    "composition.single_set_speeds": lambda v, c: (
        f"In a custom set, all the cards of speed {join_and(v)} must each come from a single set."
        if v else "A custom set may mix sets at every speed."),
    "setup.deal": lambda v, c: f"Each player is dealt {plural(v, 'card')} face down.",
    "setup.ruins": lambda v, c: f"{cap(plural(v, 'card'))} {'is' if v == 1 else 'are'} placed face down as the Ruins.",
    "setup.start_player": choice({"chosen": "The players choose who starts."}),
    "turn.draw": lambda v, c: f"A turn starts by drawing {plural(v, 'card')}.",
    "turn.play": lambda v, c: f"The player then plays {plural(v, 'card')}, resolving it as far as possible.",
    "elimination.turn_passes_to": choice({"left-of-current": (
        "After an elimination the turn ends and passes to the current player's left.")}),
    "elimination.hand_card": choice({"discard-face-up": "An eliminated player's hand card is discarded face up."}),
    "elimination.lost_legacy_in_hand": choice({"shuffle-into-deck": (
        "A Lost Legacy in an eliminated player's hand is shuffled back into the deck, unless its own rule "
        "says otherwise.")}),
    "elimination.last_player_wins": yes_no("The last player left before the investigation wins.",
                                            "Being the last player left does not win by itself."),
    "investigation.order": choice({"ascending-speed": (
        "Players investigate in order of their hand card's speed, lowest first.")}),
    "investigation.tied_speeds_skip": yes_no("Players tied on a speed do not investigate at all.",
                                              "Players tied on a speed still investigate."),
    "investigation.x_never": yes_no("A player holding an X card never investigates.",
                                     "A player holding an X card investigates last."),
    "investigation.targets": lambda v, c: "An investigator may look at " + join_and(
        [{"hand": "another player's hand", "own-hand": "their own hand", "ruins": "a Ruins card"}[t] for t in v],
        "or") + ".",
    "investigation.nobody_finds": choice({"everyone-loses": "If nobody finds the Lost Legacy, everyone loses."}),
    "exchanges.optional": yes_no("A card that says you may exchange with your hand leaves the choice to you.",
                                 "A card that says you may exchange with your hand must be carried out."),
    "exchanges.secret": yes_no("Whether an optional exchange happened stays secret.",
                                "Players show whether they exchanged."),
    "terminology.deck": term("the face-down draw pile"),
    "terminology.ruins": term("the face-down cards beside the deck"),
    "terminology.investigation": term("the final phase"),
    "terminology.speed": term("a card's investigation order number"),
    "terminology.eliminated": term("being out of the round"),
}
