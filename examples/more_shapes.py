"""The second half of the family of examples/shapes.py: eight more engines, each the reference
engine behind a front that asks some decisions in another legitimate shape (the table in
shapes.py says which). Run them through shapes.py: `python examples/shapes.py TitlesAtOnce`."""

from __future__ import annotations

try:  # a module of the examples package (see shapes.py)
    from .reshaping import COLOURS_AND_ICONS, Question, ReshapingEngine, branch_words, card_titles
except ImportError:  # beside shapes.py run as a script
    from reshaping import COLOURS_AND_ICONS, Question, ReshapingEngine, branch_words, card_titles  # type: ignore[no-redef]

COLOURS = ("blue", "red", "green", "yellow", "purple")
ICONS = frozenset(COLOURS_AND_ICONS) - frozenset(COLOURS)


def _one_of(decision: dict) -> bool:
    return decision["min"] == decision["max"] == 1


def _follow_up(engine: ReshapingEngine, inner: dict, answer: list) -> dict | None:
    """The same player's next question once `answer` is given (None: none of theirs)."""
    pending = engine.probe([answer]).get("pending")
    return pending if isinstance(pending, dict) and pending.get("player") == inner["player"] else None


class SomeEventsOnly(ReshapingEngine):
    """Declares `events` but sends events of some kinds only: never a `transfer` (a card passing
    between players or zones by an effect) nor a `restore`. Its states show those moves."""

    name = "some-events-only-example"
    unsent_events = frozenset({"transfer", "restore"})


class ValueAtOnce(ReshapingEngine):
    """Alhazen's karma draws a card of the value that one of the player's piles shows of castles
    or lightbulbs: the reference asks the pile, then the icon; this engine asks the value drawn
    at once, one option per value some pile and icon give."""

    name = "value-at-once-example"

    def reshape(self, inner: dict) -> Question | None:
        options = inner["options"]
        if not _one_of(inner) or not options or not all(o in COLOURS for o in options):
            return None
        routes: dict[int, list[list]] = {}
        for colour in options:
            icon_question = _follow_up(self, inner, [colour])
            if icon_question is None or not _one_of(icon_question) \
                    or not all(o in ICONS for o in icon_question["options"]):
                return None
            for icon in icon_question["options"]:
                _, events = self.probe_with_events([[colour], [icon]])
                drawn = [e for e in events if e.get("type") == "draw" and e.get("player") == inner["player"]]
                if not drawn or not isinstance(drawn[0].get("age"), int):
                    return None
                routes.setdefault(drawn[0]["age"], [[colour], [icon]])
        return Question({**inner, "kind": "x-value-drawn", "prompt": "Which value do you draw?",
                         "options": sorted(routes)}, lambda choice: routes[choice[0]])


# the reference's branch words this engine says its own way; the others it keeps
PARTLY_OWN_WORDS = {"achievements": "transfer"}


class PartlyOwnWords(ReshapingEngine):
    """A choice among the engine's own words keeps some of them and says the others its own way:
    Queen Victoria's "score or achievements?" is offered as "score" or "transfer"."""

    name = "partly-own-words-example"

    def reshape(self, inner: dict) -> Question | None:
        options = inner["options"]
        if not branch_words(options) or not any(o in PARTLY_OWN_WORDS for o in options):
            return None
        table = {word: PARTLY_OWN_WORDS.get(word, word) for word in options}
        back = {own: word for word, own in table.items()}
        return Question({**inner, "options": [table[o] for o in options]},
                        lambda choice: [[back[own] for own in choice]])


def _available(state: dict) -> set[str]:
    achievements = state.get("achievements") or {}
    found = set(achievements.get("standard_extra") or [])
    for cards in (achievements.get("standard") or {}).values():
        found.update(cards if isinstance(cards, list) else [cards])
    return found


def _claimed(state: dict, seat: int) -> set[str]:
    players = state.get("players") or []
    return set(players[seat].get("achievements") or []) if 0 <= seat < len(players) else set()


class TitlesAtOnce(ReshapingEngine):
    """A claim of an available standard achievement of a chosen value, where a value may have
    several (the extras Figures karmas make available), is asked as one question of titles:
    "which achievement?" instead of "which value?" then "which of that value?"."""

    name = "titles-at-once-example"

    def reshape(self, inner: dict) -> Question | None:
        options = inner["options"]
        if not _one_of(inner) or len(options) < 2 or not all(isinstance(o, int) for o in options):
            return None
        seat = inner["player"]
        state = self.session.game.state()
        available, held = _available(state), _claimed(state, seat)
        routes: dict[str, list[list]] = {}
        for value in options:
            title_question = _follow_up(self, inner, [value])
            if title_question is not None:
                titles = title_question["options"]
                if not _one_of(title_question) or not titles or not set(titles) <= available:
                    return None
                for title in titles:
                    routes[title] = [[value], [title]]
                continue
            claimed = (_claimed(self.probe([[value]]), seat) - held) & available
            if len(claimed) != 1:
                return None   # not a claim of one available achievement: asked as it is
            routes[next(iter(claimed))] = [[value]]
        if len(routes) <= len(options):
            return None       # no value has several achievements: nothing to ask otherwise
        return Question({**inner, "kind": "x-achievement", "prompt": "Which available achievement do you claim?",
                         "options": sorted(routes)}, lambda choice: routes[choice[0]])


class AgeFirst(ReshapingEngine):
    """Alex Trebek's karma names a figure and a Figures deck to search: this engine asks the
    deck's age first, then the figure."""

    name = "age-first-example"

    def reshape(self, inner: dict) -> Question | None:
        options = inner["options"]
        if inner["kind"] != "name_figure" or not _one_of(inner) or not card_titles(options):
            return None
        age_question = _follow_up(self, inner, [options[0]])
        if age_question is None or not _one_of(age_question) \
                or not all(isinstance(o, int) for o in age_question["options"]):
            return None

        def figure_next(age: list) -> Question:
            return Question(inner, lambda figure: [figure, age])

        return Question({**age_question, "kind": "x-deck-first", "prompt": "Which age's Figures deck do you search?"},
                        figure_next)


class TopCardAtOnce(ReshapingEngine):
    """Publications rearranges one of the player's piles: with only one pile to rearrange, this
    engine skips "which pile?" and asks its new top card at once (none: the pile stays as it
    is), then the order of the rest when more than one card is left."""

    name = "top-card-at-once-example"

    def reshape(self, inner: dict) -> Question | None:
        options = inner["options"]
        if inner["kind"] != "rearrange_pile" or len(options) != 1 or inner["min"] != 0:
            return None
        colour = options[0]
        players = self.session.game.state().get("players") or []
        pile = list(((players[inner["player"]].get("board") or {}).get(colour) or {}).get("cards") or [])
        if len(pile) < 2:
            return None

        def resolve(choice: list) -> list[list] | Question:
            if not choice:
                return [[]]
            top, rest = choice[0], [card for card in pile if card != choice[0]]
            if len(rest) == 1:
                return [[colour], [top, *rest]]
            return Question({**inner, "kind": "x-rest-order", "prompt": f"The order of the rest of your {colour} pile",
                             "options": rest, "min": len(rest), "max": len(rest), "ordered": True},
                            lambda order: [[colour], [top, *order]])

        return Question({**inner, "kind": "x-top-card", "prompt": f"The new top card of your {colour} pile (none: as it is)",
                         "options": pile, "min": 0, "max": 1}, resolve)


class GiveInOrder(ReshapingEngine):
    """"Keep one of these (the rest go)", then the order the rest go in, is asked as one ordered
    question: "choose the cards that go, in the order they go" (Refrigeration, fourth edition:
    "keeps Coal" and "returns Tools then Calendar then Oars" are one answer here)."""

    name = "give-in-order-example"

    def __init__(self) -> None:
        super().__init__()
        self.order: tuple[int, list] | None = None

    def forget(self) -> None:
        self.order = None

    def reshape(self, inner: dict) -> Question | None:
        options = inner["options"]
        if inner["kind"] != "keep" or not _one_of(inner) or len(options) < 3 or not card_titles(options):
            return None

        def resolve(choice: list) -> list[list]:
            self.order = (inner["player"], choice)
            return [[o for o in options if o not in choice]]

        return Question({**inner, "kind": "x-give-in-order", "prompt": "Choose the cards that go, in the order they go",
                         "min": len(options) - 1, "max": len(options) - 1, "ordered": True}, resolve)

    def answer_itself(self, inner: dict) -> list | None:
        """The reference's order question for the cards given: the order already chosen."""
        if self.order is None or self.order[0] != inner["player"] or not inner.get("ordered"):
            return None
        options = inner["options"]
        if not inner["min"] == inner["max"] == len(options) or not set(options) <= set(self.order[1]):
            return None
        return [card for card in self.order[1] if card in options]


class NamesForEveryOpponent(ReshapingEngine):
    """Near-Field Comm's demand has the launcher name a value for each opponent it affects; this
    engine asks it also for an opponent whose score pile is empty, where no value takes anything,
    before the question that matters."""

    name = "names-for-every-opponent-example"

    def reshape(self, inner: dict) -> Question | None:
        if inner["kind"] != "name_value" or self.session.game is None:
            return None
        players = self.session.game.state()["players"]
        empty = [p["name"] for seat, p in enumerate(players) if seat != inner["player"] and not p.get("score")]
        if not empty:
            return None
        moot = {**inner, "kind": "x-name-value-for-nothing", "prompt": f"Name a value for {empty[0]} (an empty score pile)"}
        return Question(moot, lambda _: Question(inner, lambda choice: [choice]))
