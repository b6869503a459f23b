#!/usr/bin/env python3
"""A family of correct engines that ask their questions in other legitimate shapes.

Each engine plays the reference engine's rules and differs only in how it poses a player's
decisions, as an independent implementation may (docs/protocol.md, section 9). The suite
states outcomes, not questions, so every one of them must pass every scenario it can play:

    rulebook check --impl python:examples.shapes:OrderInChoice
    rulebook check --impl "cmd:python examples/shapes.py YesNoForOneCard"

| engine | what it does differently |
|---|---|
| `OrderInChoice` | a choice of several cards is ordered at once; no separate order question |
| `AsksMoot` | after every action it asks a question no answer of which changes anything |
| `LeavesOutSameOutcomes` | a single pick offers one option per distinct outcome |
| `KeepOrGive` | "keep one (the rest go)" is asked as "choose the cards that go" |
| `YesNoForOneCard` | "0 or 1 of that card" is asked yes/no |
| `ValueThenConfirmAsOne` | a value followed by "do it?" is one optional choice among the values |
| `BranchesSplit` | "which branch?" then "which card?" is asked branch by branch: "which card to junk?", then "which to restore?" |
| `OwnWords` | a choice among its own words ("score", "draw", "junk"...) is offered in other words ("to-score-pile"...); Huygens' 7, 8 or 9 as "one", "two", "three" |
| `SomeEventsOnly` | declares `events` but never sends a `transfer` or `restore` event |
| `ValueAtOnce` | a pile then an icon whose count is the value drawn (Alhazen) is asked as the value |
| `PartlyOwnWords` | a choice among its own words keeps some and words others its way: Queen Victoria's "score" / "transfer" |
| `TitlesAtOnce` | a value, then which of its available achievements, is asked as one question of titles (Samuel de Champlain, Martin Scorsese) |
| `AgeFirst` | Alex Trebek's figure and Figures deck are asked deck first |
| `TopCardAtOnce` | with one pile to rearrange (Publications), its new top card is asked at once (then the rest's order) |
| `GiveInOrder` | "keep one (the rest go)" and the order they go in are one ordered question of the cards that go (Refrigeration) |
| `NamesForEveryOpponent` | Near-Field Comm's value is also asked for an opponent with an empty score pile, before the one that matters |

The first eight live here, the others in more_shapes.py; reshaping.py is the front they share.

Only Innovation games are reshaped; Lost Legacy passes through unchanged.
"""

from __future__ import annotations

import json
import sys

from rulebook.protocol.server import serve

try:  # a module of the examples package: python:examples.shapes:NAME, rulebook example shapes NAME
    from .more_shapes import (
        AgeFirst,
        GiveInOrder,
        NamesForEveryOpponent,
        PartlyOwnWords,
        SomeEventsOnly,
        TitlesAtOnce,
        TopCardAtOnce,
        ValueAtOnce,
    )
    from .reshaping import YES_NO, Question, ReshapingEngine, branch_words, card_titles
except ImportError:  # a script, python examples/shapes.py NAME: its folder is on sys.path
    from more_shapes import (  # type: ignore[no-redef]
        AgeFirst,
        GiveInOrder,
        NamesForEveryOpponent,
        PartlyOwnWords,
        SomeEventsOnly,
        TitlesAtOnce,
        TopCardAtOnce,
        ValueAtOnce,
    )
    from reshaping import YES_NO, Question, ReshapingEngine, branch_words, card_titles  # type: ignore[no-redef]

# -- the shapes ------------------------------------------------------------------------------

class OrderInChoice(ReshapingEngine):
    """A choice of several cards is ordered as it is made: the first chosen is handled first.
    The reference's separate order question, when it follows, is answered from that order."""

    name = "order-in-choice-example"

    def __init__(self) -> None:
        super().__init__()
        self.hint: tuple[int, list] | None = None

    def forget(self) -> None:
        self.hint = None

    def reshape(self, inner: dict) -> Question | None:
        if inner["max"] < 2 or inner.get("ordered") or not card_titles(inner["options"]):
            return None

        def resolve(choice: list) -> list[list]:
            self.hint = (inner["player"], choice)
            return [choice]

        return Question({**inner, "ordered": True, "prompt": inner["prompt"] + " (in the order given)"}, resolve)

    def request(self, message: dict) -> dict:
        if isinstance(message, dict) and message.get("op") == "new_game":
            self.hint = None   # an order given in another game orders nothing here
        return super().request(message)

    def answer_itself(self, inner: dict) -> list | None:
        # the order given holds for the order questions that follow the choice at once (one per
        # deck the cards go to); any other decision ends it, so a later question is asked
        if self.hint is None or self.hint[0] != inner["player"] or not inner.get("ordered"):
            self.hint = None
            return None
        options = inner["options"]
        if not inner["min"] == inner["max"] == len(options) or not set(options) <= set(self.hint[1]):
            self.hint = None
            return None
        return [card for card in self.hint[1] if card in options]


class AsksMoot(ReshapingEngine):
    """Once an action is over, the player who took it is asked a question that changes nothing."""

    name = "asks-moot-example"

    def after_action(self, state: dict) -> Question | None:
        turn = state.get("turn") or {}
        if state.get("result") is not None or not isinstance(turn.get("player"), int):
            return None
        decision = {"player": turn["player"], "kind": "x-tally", "prompt": "Pick a tally mark (it changes nothing)",
                    "options": [1, 2, 3], "min": 1, "max": 1}
        return Question(decision, lambda choice: [])


class LeavesOutSameOutcomes(ReshapingEngine):
    """A single pick among values offers one value for each distinct outcome: a value that
    leaves the game exactly as an earlier value does (the same state, the next question
    included) is left out. It says so in `hello` (capability `leaves_out_moot_options`).
    Two values whose games end alike only when the later questions are answered one way are
    not the same outcome: Bob naming 7 then Alice 1, or Bob 1 then Alice 1, at Mass Media."""

    name = "leaves-out-same-outcomes-example"
    capabilities = ("leaves_out_moot_options",)

    def reshape(self, inner: dict) -> Question | None:
        options = inner["options"]
        if inner["max"] != 1 or inner["min"] != 1 or len(options) < 2 or not all(isinstance(o, int) for o in options):
            return None
        kept, seen = [], set()
        for option in options:
            outcome = json.dumps(self.probe([[option]]), sort_keys=True)
            if outcome not in seen:
                seen.add(outcome)
                kept.append(option)
        return Question({**inner, "options": kept}, lambda choice: [choice])


class KeepOrGive(ReshapingEngine):
    """"Keep one of these (the rest go)" is asked as "choose the cards that go"."""

    name = "keep-or-give-example"

    def reshape(self, inner: dict) -> Question | None:
        options = inner["options"]
        if inner["kind"] != "keep" or inner["min"] != 1 or inner["max"] != 1 or len(options) < 2:
            return None
        return Question({**inner, "kind": "x-give", "prompt": "Choose the cards that go",
                         "min": len(options) - 1, "max": len(options) - 1},
                        lambda choice: [[o for o in options if o not in choice]])


class YesNoForOneCard(ReshapingEngine):
    """An optional action on one card ("0 or 1 of that card") is asked yes or no."""

    name = "yes-no-for-one-card-example"

    def reshape(self, inner: dict) -> Question | None:
        if len(inner["options"]) != 1 or inner["min"] != 0 or inner["max"] != 1 or not card_titles(inner["options"]):
            return None
        card = inner["options"][0]
        return Question({**inner, "kind": "x-confirm", "prompt": f"{inner['prompt']}: {card}?", "options": YES_NO,
                         "min": 1, "max": 1}, lambda choice: [[card] if choice == ["yes"] else []])


def _declines(decision: dict) -> list | None:
    if "no" in decision["options"]:
        return ["no"]
    return [] if decision["min"] == 0 else None


def _accepts(decision: dict) -> list | None:
    return ["yes"] if "yes" in decision["options"] else None


class ValueThenConfirmAsOne(ReshapingEngine):
    """A value to pick, then "do it?" for the cards of that value, is asked as one optional pick
    among the values that have such cards: picking one does it, picking none declines (as a
    value with no such card would)."""

    name = "value-then-confirm-example"

    def reshape(self, inner: dict) -> Question | None:
        options = inner["options"]
        if inner["min"] != 1 or inner["max"] != 1 or not options or not all(isinstance(o, int) for o in options):
            return None
        confirmed, plain = [], []
        for option in options:
            follow = self.probe([[option]]).get("pending")
            asks = isinstance(follow, dict) and follow.get("player") == inner["player"] \
                and _accepts(follow) is not None and _declines(follow) is not None
            (confirmed if asks else plain).append(option)
        if not confirmed:
            return None

        def resolve(choice: list) -> list[list]:
            if choice:
                return [choice, ["yes"]]
            if plain:
                return [[plain[0]]]
            follow = self.probe([[confirmed[0]]]).get("pending") or {}
            return [[confirmed[0]], _declines(follow) or []]

        return Question({**inner, "kind": "x-value-or-none", "prompt": inner["prompt"] + " (or none)",
                         "options": confirmed, "min": 0}, resolve)


class BranchesSplit(ReshapingEngine):
    """An optional either/or ("junk or restore?") followed by the card it acts on is asked branch
    by branch: "which card to junk (or none)?", then "which card to restore (or none)?". A
    branch with no card to pick is asked yes or no."""

    name = "branches-split-example"

    def reshape(self, inner: dict) -> Question | None:
        words = inner["options"]
        if inner["min"] != 0 or inner["max"] != 1 or not branch_words(words):
            return None
        for word in words:  # only where every branch goes on to pick a card
            follow = self.probe([[word]]).get("pending")
            if not (isinstance(follow, dict) and follow.get("player") == inner["player"]
                    and card_titles(follow.get("options") or [])):
                return None
        return self._branch(inner, list(words))

    def _branch(self, inner: dict, words: list[str]) -> Question:
        if not words:
            return Question({**inner, "options": ["no"], "min": 1, "max": 1, "prompt": "Nothing more"},
                            lambda choice: [[]])
        word, rest = words[0], words[1:]
        follow = self.probe([[word]]).get("pending")
        picks = isinstance(follow, dict) and follow.get("player") == inner["player"] and follow.get("max") == 1 \
            and card_titles(follow.get("options") or [])
        assert follow is None or isinstance(follow, dict)

        def resolve(choice: list) -> list[list] | Question:
            if choice and choice != ["no"]:
                return [[word], choice] if picks else [[word]]
            return self._branch(inner, rest) if rest else [[]]

        if picks:
            assert isinstance(follow, dict)
            decision = {**inner, "kind": f"x-{word}", "prompt": f"Which card to {word} (or none)?",
                        "options": follow["options"], "min": 0, "max": 1}
        else:
            decision = {**inner, "kind": f"x-{word}", "prompt": f"{word}?", "options": YES_NO, "min": 1, "max": 1}
        if not rest:
            return Question(decision, resolve)
        return Question(decision, resolve)


# OwnWords: the reference's branch words -> this engine's own (any other word w: "own-w")
OWN_WORDS = {"score": "to-score-pile", "draw": "take-from-deck", "junk": "throw-away", "restore": "bring-back",
             "exchange": "swap", "achievements": "to-achievements", "self-execute": "run-it-myself",
             "base": "standard-deck", "figures": "figure-deck"}
# Christiaan Huygens' karma: one 7, two 8s or three 9s, offered by how many cards are drawn
HUYGENS_WORDS = {7: "one", 8: "two", 9: "three"}


class OwnWords(ReshapingEngine):
    """A choice among the engine's own words (a branch: "score or achievements?", "junk or
    exchange?") is offered in words of this engine's own, translated back when answered; Christiaan
    Huygens' karma choice of 7, 8 or 9 is offered as "one", "two" or "three" (how many are drawn).
    Deck labels ("base 3", "figures 9": Lily Hevesh) are names of decks, not words: asked as they are."""

    name = "own-words-example"

    def reshape(self, inner: dict) -> Question | None:
        options = inner["options"]
        if branch_words(options) and all(o.replace("-", "").isalpha() for o in options):  # words, not "base 3"
            table = {word: OWN_WORDS.get(word, f"own-{word}") for word in options}
        elif inner["kind"] == "draw" and options == list(HUYGENS_WORDS):
            table = dict(HUYGENS_WORDS)
        else:
            return None
        back = {own: word for word, own in table.items()}
        return Question({**inner, "options": [table[o] for o in options]},
                        lambda choice: [[back[own] for own in choice]])


SHAPES = {cls.__name__: cls for cls in (OrderInChoice, AsksMoot, LeavesOutSameOutcomes, KeepOrGive,
                                        YesNoForOneCard, ValueThenConfirmAsOne, BranchesSplit, OwnWords,
                                        SomeEventsOnly, ValueAtOnce, PartlyOwnWords, TitlesAtOnce, AgeFirst,
                                        TopCardAtOnce, GiveInOrder, NamesForEveryOpponent)}


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in SHAPES:
        sys.stderr.write(f"usage: shapes.py {{{','.join(SHAPES)}}}\n")
        return 2
    return serve(engine=SHAPES[argv[0]]())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
