"""Decisions stated by their outcome, never by the shape of the questions.

A scenario says what the deciding player brings about: "Bob returns Tools then Calendar",
"Alice keeps Agriculture", "Alice declines", "Alice splays red", "Alice chooses 3". An engine
may reach that outcome through questions of its own shape: the order inside the choice or
apart, a question that changes nothing asked or skipped, "which to keep" for "which to give",
yes/no for "0 or 1 of that card", one decision split in two. The suite answers whatever the
engine asks, searching its answers until the stated outcome holds (`ScenarioContext.bring_about`
replays the scenario from its given position to try another answer).

An `Intent` is what one step states. It knows which answers to try first (the cards or words it
names, in the stated order: a canonically shaped engine is satisfied at the first try), and
whether a position reached is the outcome it states (`reached`):

- card verbs (returns, scores, melds, tucks, junks, transfers, gives, exchanges, restores,
  draws, foreshadows, safeguards) hold when
  each named card has moved, to the place the verb names; "A then B" also holds them in that
  order where they share a pile (returns and tucks: A above B; melds and cards transferred onto a
  board: B above A);
- keeps holds when the named cards stayed where they were and the player answered;
- splays holds when the player's pile of that colour changed its splay (or the colour was
  answered);
- chooses (and names, reveals, executes) holds when the answers given contain the named
  options (values, colours, players, icons, words: the protocol's own option forms);
- declines holds once the player declined and did nothing a question let them decline;
  accepts once the player took an optional action.

    >>> intent = Intent(0, "returns", ("Tools",))
    >>> start = {"players": [{"hand": ["Tools"], "board": {}}], "supply": {"1": []}}
    >>> after = {"players": [{"hand": [], "board": {}}], "supply": {"1": ["Tools"]}}
    >>> intent.reached(start, after, [])
    True
"""

from __future__ import annotations

import itertools
import json
import math
from collections.abc import Iterator
from dataclasses import dataclass

YES, NO = "yes", "no"
# card verbs -> where the card must end ("moved": anywhere else than it was)
DESTINATIONS = {"returns": "supply", "scores": "score", "melds": "board", "tucks": "board", "junks": "junk",
                "transfers": "moved", "gives": "moved", "exchanges": "moved", "achieves": "achievements",
                "restores": "moved", "draws": "hand", "foreshadows": "forecast"}
# card verbs -> the protocol event that records them (section 8), read when the engine sends events
EVENTS = {"returns": "return", "scores": "score", "melds": "meld", "tucks": "tuck", "junks": "junk",
          "transfers": "transfer", "gives": "transfer", "exchanges": "transfer", "achieves": "achieve",
          "restores": "restore", "draws": "draw", "foreshadows": "foreshadow"}
LITERAL_VERBS = ("chooses", "names", "reveals", "executes")
# option words of the protocol's own forms (section 7): colours, icons and splay directions are
# outcomes; other lower-case words ("yes", "no", a branch) are an engine's way of asking
STANDARD_WORDS = frozenset({"left", "right", "up", "aslant",
                            "blue", "red", "green", "yellow", "purple", "crown", "leaf", "lightbulb", "castle",
                            "factory", "clock", "avatar", "meat"})
# Echoes: a promotion after a Meld action moves the chosen forecast card to the board
DESTINATIONS["promotes"] = "board"
EVENTS["promotes"] = "promote"
# Unseen: a safeguarded card arrives in the player's own safe
DESTINATIONS["safeguards"] = "safe"
EVENTS["safeguards"] = "safeguard"
VERBS = (*DESTINATIONS, "keeps", "splays", *LITERAL_VERBS)
# the infinitive a "may" step uses -> the verb of the outcome
INFINITIVES = {verb[:-2] if verb.endswith(("shes", "ches")) else verb[:-1]: verb for verb in VERBS}
# how many answers one step may try before it gives up (each try past the first replays the scenario)
SEARCH_BOUND = 400
# how many answers of one decision are enumerated at most
ANSWERS_BOUND = 256

Answered = list[tuple[dict, list]]  # the (decision, answer) pairs one player gave, in order


def declining(decision: dict) -> list | None:
    """The answer that declines this decision: "no" when offered, else nothing when it may be
    left empty; None when it cannot be declined."""
    options = decision.get("options") or []
    if NO in options:
        return [NO]
    return [] if bounds(decision)[0] == 0 and decision.get("min", 0) == 0 else None


def is_decline(decision: dict, answer: list) -> bool:
    return answer == declining(decision) if declining(decision) is not None else False


def bounds(decision: dict) -> tuple[int, int]:
    """The bounds of the whole choice (`of` on the first part of one asked in parts)."""
    of = decision.get("of")
    whole = of if isinstance(of, dict) else decision
    return int(whole.get("min", 0)), int(whole.get("max", 0))


def forced(decision: dict) -> bool:
    """A decision with one possible answer: every option must be taken and their order does not
    matter (for the first part of a choice asked in parts, the whole choice, `of`, decides)."""
    options = decision.get("options") or []
    low, high = bounds(decision)
    return low == high == len(options) > 0 and (len(options) == 1 or not decision.get("ordered"))


def forced_answer(decision: dict) -> list:
    """The one answer of a forced decision (its first part when asked in parts)."""
    options = list(decision.get("options") or [])
    return options[: int(decision.get("max", len(options)))]


def answers(decision: dict, bound: int = ANSWERS_BOUND) -> Iterator[list]:
    """Every answer the decision takes (at most `bound`): each combination of its options of a
    size within its bounds; for an ordered decision, each order of each combination."""
    options = list(decision.get("options") or [])
    low, high = int(decision.get("min", 0)), min(int(decision.get("max", 0)), len(options))
    count = 0
    for size in range(low, high + 1):
        for combo in itertools.combinations(range(len(options)), size):
            orders = itertools.permutations(combo) if decision.get("ordered") else [combo]
            for order in orders:
                yield [options[i] for i in order]
                count += 1
                if count >= bound:
                    return


def answer_count(decision: dict) -> int:
    """How many answers the decision takes (`answers` enumerates at most ANSWERS_BOUND of them).

        >>> answer_count({"options": ["A", "B", "C"], "min": 0, "max": 2, "ordered": True})
        10
    """
    n = len(decision.get("options") or [])
    low, high = int(decision.get("min", 0)), min(int(decision.get("max", 0)), n)
    ways = math.perm if decision.get("ordered") else math.comb
    return sum(ways(n, size) for size in range(max(low, 0), high + 1))


def offered(decision: dict, answer: list) -> bool:
    """Whether `answer` is a legal answer: within the bounds, each item an option (by JSON value)."""
    options = [json.dumps(o, sort_keys=True) for o in decision.get("options") or []]
    if not int(decision.get("min", 0)) <= len(answer) <= int(decision.get("max", 0)):
        return False
    for item in answer:
        key = json.dumps(item, sort_keys=True)
        if key not in options:
            return False
        options.remove(key)
    return True


def card_places(state: dict) -> dict[str, tuple]:
    """Where each card (and achievement) is: its zone, and for a pile its height from the bottom
    (a card drawn and returned to the same pile has moved).

    >>> card_places({"achievements": {"standard": {"1": "Writing"}, "standard_extra": ["Tools"]}})
    {'Writing': ('standard', '1'), 'Tools': ('standard_extra',)}

    Echoes: a forecast is a player's zone, the Echoes decks a supply ("foreshadows" arrives in
    the forecast; a returned Echoes card arrives in the supply):

    >>> card_places({"players": [{"forecast": ["Bell"]}], "supply_echoes": {"1": ["Comb"]}})
    {'Bell': ('forecast', 0), 'Comb': ('supply_echoes', '1', 0)}
    >>> Intent(0, "foreshadows", ("Bell",)).reached({"players": [{"hand": ["Bell"]}]},
    ...                                             {"players": [{"forecast": ["Bell"]}]}, [])
    True

    Unseen: a safe is a player's zone, read from the referee's state, which names each secret
    ("safeguards" arrives there):

    >>> card_places({"players": [{"safe": [{"card": "Tomb", "age": 1, "set": "unseen", "revealed": False}]}]})
    {'Tomb': ('safe', 0)}
    >>> Intent(0, "safeguards", ("Tools",)).reached({"players": [{"hand": ["Tools"]}]},
    ...                                             {"players": [{"safe": [{"card": "Tools"}]}]}, [])
    True
    """
    places: dict[str, tuple] = {}
    for seat, player in enumerate(state.get("players") or []):
        for zone in ("hand", "score", "achievements", "forecast"):
            for card in player.get(zone) or []:
                places[str(card)] = (zone, seat)
        for secret in player.get("safe") or []:     # Unseen: the referee's state names each secret
            card = secret.get("card") if isinstance(secret, dict) else secret
            if card is not None:
                places[str(card)] = ("safe", seat)
        for colour, pile in (player.get("board") or {}).items():
            cards = pile.get("cards") or []
            for i, card in enumerate(cards):
                places[card] = ("board", seat, colour, len(cards) - 1 - i)
    for field in ("supply", "supply_figures", "supply_echoes", "supply_unseen"):
        for age, pile in (state.get(field) or {}).items():
            for i, card in enumerate(pile or []):
                places[card] = (field, str(age), len(pile) - 1 - i)
    for card in state.get("junk") or []:
        places[card] = ("junk",)
    achievements = state.get("achievements") or {}
    for age, cards in (achievements.get("standard") or {}).items():
        for card in cards if isinstance(cards, list) else [cards]:
            places[card] = ("standard", str(age))
    for card in achievements.get("standard_extra") or []:   # a list, oldest first (protocol 4.4)
        places[card] = ("standard_extra",)
    for field in ("special", "decrees"):
        for name in achievements.get(field) or []:
            places[name] = (field,)
    return places


def outcome_key(state: dict) -> str:
    """A position as a comparable text: what the rules see. Hands, score piles and achievements
    are sets; a pending decision counts by whose it is and what it offers, not by its words."""
    def player(entry: dict) -> dict:
        return {**entry, **{zone: sorted(map(str, entry.get(zone) or [])) for zone in ("hand", "score", "achievements")}}

    pending = state.get("pending")
    if isinstance(pending, dict):
        pending = {"player": pending.get("player"), "options": sorted(map(str, pending.get("options") or [])),
                   "bounds": bounds(pending)}
    clean = {key: value for key, value in state.items() if not str(key).startswith("x-")}
    clean["players"] = [player(p) for p in state.get("players") or []]
    clean["pending"] = pending
    return json.dumps(clean, sort_keys=True, default=str)


@dataclass(frozen=True)
class Intent:
    """What a step states the player at `seat` brings about (see the module's text)."""

    seat: int
    verb: str
    items: tuple = ()
    ordered: bool = False

    def describe(self, name: str) -> str:
        joined = (" then " if self.ordered else ", ").join(map(str, self.items))
        return f"{name} {self.verb}{' ' + joined if joined else ''}"

    # -- which answers to try, best first --------------------------------------------------
    def candidates(self, decision: dict, values: tuple[int, ...] = ()) -> Iterator[list]:
        """The answers of `decision`, the likeliest to reach the outcome first; `values`: the
        ages of the named cards (an engine may ask a card's value before the card)."""
        seen: set[str] = set()

        def fresh(answer: list | None) -> bool:
            if answer is None or not offered(decision, answer):
                return False
            key = json.dumps(answer, sort_keys=True)
            if key in seen:
                return False
            seen.add(key)
            return True

        options = list(decision.get("options") or [])
        decline = declining(decision)
        if self.verb == "declines" and fresh(decline):
            yield list(decline or [])
        if self.verb == "accepts":
            for answer in ([YES], options[:1] if len(options) == 1 else None):
                if fresh(answer):
                    yield list(answer or [])
        wanted = [found for item in self.items if (found := _option_for(item, options)) is not None]
        high = int(decision.get("max", 0))
        named = wanted[:high]
        if self.verb not in ("declines", "accepts"):
            # the named options; then the verb's own word; then "yes" (the action asked yes/no); then
            # the named cards' ages; then declining (a choice asked in parts, complete); then all
            # the others ("which to keep" for "which to give"), only when the step names options:
            # cards offered otherwise (secrets by position and back) leave no complement to take
            named_all = bool(self.items) and len(wanted) == len(self.items)
            complement = [o for o in options if o not in self.items] if named_all else []
            # a branch named by the step's own verb ("restore" for "restores Empire") before "yes"
            verb_words = [[o] for o in options if isinstance(o, str) and INFINITIVES.get(o) == self.verb]
            for answer in (named, *verb_words, [YES], *([value] for value in values), decline, complement):
                if answer is not None and (answer or answer == decline) and fresh(answer):
                    yield list(answer or [])
        if fresh(decline):
            yield list(decline or [])
        if options and all(isinstance(o, int) and not isinstance(o, bool) for o in options):
            # values from the lowest, however the engine lists them: the same scenario costs the same
            decision = {**decision, "options": sorted(options)}
        for answer in answers(decision):
            if fresh(answer):
                yield answer

    # -- whether a position is the outcome -------------------------------------------------
    def reached(self, start: dict, now: dict, path: Answered, pending_mine: bool = False,
                events: list[dict] | None = None, passed: tuple[dict, ...] = ()) -> bool:
        """Whether the position `now`, reached from `start` by the answers of `path`, is the
        stated outcome. `pending_mine`: the player still has a decision pending. `events`:
        what the answers caused, when the engine sends events: a card verb is then read from
        them (a card returned and drawn again by the same effect was still returned), unless
        they hold no event of that kind at all (an engine may send events of some kinds only:
        the state then shows the move). `passed`: the positions between `start` and `now`
        where the player was asked: read from the state, a card arrived where the verb names
        when it was elsewhere in any of them (Puzzle Cube's forced meld takes Sailing out of
        the score pile, the answer after it scores it back).

            >>> scored = {"players": [{"score": ["Sailing"], "board": {}}]}
            >>> melded = {"players": [{"score": [], "board": {"green": {"cards": ["Sailing"]}}}]}
            >>> Intent(0, "scores", ("Sailing",)).reached(scored, scored, [])
            False
            >>> Intent(0, "scores", ("Sailing",)).reached(scored, scored, [], passed=(melded,))
            True
        """
        if self.verb == "declines":
            declined = any(is_decline(d, a) for d, a in path)
            took = any(declining(d) is not None and not is_decline(d, a) for d, a in path)
            return not took and (declined or (not path and not pending_mine))
        if self.verb == "accepts":
            return any(declining(d) is not None and not is_decline(d, a) for d, a in path) and \
                not any(is_decline(d, a) for d, a in path)
        if self.verb in LITERAL_VERBS:
            return self._answered(path)
        if self.verb == "splays":
            return self._answered(path) or all(_splay(start, self.seat, c) != _splay(now, self.seat, c)
                                               for c in self.items)
        if events is not None and self.verb in EVENTS and _sends(events, EVENTS[self.verb]):
            return self._in_events(events)
        before, after = card_places(start), card_places(now)
        # with no event of this kind the state shows the move, unless an event of another kind
        # took the card from where it was (a card scored out of a score pile was scored, not
        # transferred; a special achievement restored, then claimed, was still restored)
        if events is not None and self.verb in EVENTS \
                and any(_moved_by(events, str(item), before.get(str(item))) for item in self.items):
            return False
        if self.verb == "keeps":
            return bool(path or not pending_mine) and all(before.get(c) == after.get(c) for c in self.items)
        destination = DESTINATIONS[self.verb]
        earlier = [before, *map(card_places, passed)]
        if destination == "moved" and passed:
            # moved by the player's answers: a card another player's forced answers had moved
            # before the player was first asked is not theirs to move (Rumor's Cipher, given to
            # Alice by Bob's forced transfer, is not the card Alice transfers)
            earlier = earlier[1:]
        for card in self.items:
            place = after.get(str(card))
            if place is None or not _arrived(place, destination, self.seat) \
                    or all(place == places.get(str(card)) for places in earlier):
                return False
        return not self.ordered or self._in_order(after)

    def others_arrived(self, start: dict, now: dict) -> bool:
        """Whether cards the step does not name arrived where the verb sends the named ones
        (into the player's achievements, score pile...); never for a verb whose cards may go
        anywhere.

            >>> start = {"players": [{"safe": ["Tomb", "Exile"]}]}
            >>> both = {"players": [{"safe": [], "achievements": ["Tomb", "Exile"]}]}
            >>> Intent(0, "achieves", ("Exile",)).others_arrived(start, both)
            True
        """
        destination = DESTINATIONS.get(self.verb)
        if destination is None or destination == "moved":
            return False
        before, named = card_places(start), {str(item) for item in self.items}
        # a zone and its owner or age, not a height in a pile (a tuck lifts every card above it)
        return any(card not in named and _arrived(place, destination, self.seat)
                   and (before.get(card) or ())[:2] != place[:2] for card, place in card_places(now).items())

    def _in_events(self, events: list[dict]) -> bool:
        kind = EVENTS[self.verb]
        field = "achievement" if kind in ("achieve", "restore") else "card"
        found = [e for e in events if isinstance(e, dict) and e.get("type") == kind]
        seen = [e.get(field) for e in found]
        if not all(item in seen for item in self.items):
            return False
        if not self.ordered:
            return True
        # "A then B": A's event comes first where both go to one pile (the same deck or colour);
        # every stated pair, not only neighbours ("Tools then Calendar then Oars": Tools, Oars)
        for first, second in itertools.combinations(self.items, 2):
            a, b = found[seen.index(first)], found[seen.index(second)]
            pile = ("age",) if kind == "return" else ("player", "color")
            if all(a.get(k) == b.get(k) for k in pile) and seen.index(first) > seen.index(second):
                return False
        return True

    def _answered(self, path: Answered) -> bool:
        given = [item for _, answer in path for item in answer]
        found = [_option_for(item, given) for item in self.items]
        if any(option is None for option in found):
            # one thing asked yes or no ("Bob?" for "0 or 1 of Bob"): the yes stands for it
            offered_anywhere = any(_option_for(item, d.get("options") or []) is not None
                                   for d, _ in path for item in self.items)
            return len(self.items) == 1 and not offered_anywhere and bool(path) and path[-1][1] == [YES]
        if not self.ordered:
            return True
        firsts = [given.index(option) for option in found]
        return firsts == sorted(firsts)

    def _in_order(self, after: dict[str, tuple]) -> bool:
        """Any two named cards sharing a pile lie in the stated order, read as the events read it
        (the first named moved first): a card put on top of a board pile (melded, or transferred
        onto it) ends below the cards named after it, a card put under a pile or a deck
        (tucked, returned) above them.

        >>> onto_blue = {"Tools": ("board", 0, "blue", 1), "Writing": ("board", 0, "blue", 2)}
        >>> Intent(1, "transfers", ("Tools", "Writing"), ordered=True)._in_order(onto_blue)
        True
        >>> Intent(1, "transfers", ("Writing", "Tools"), ordered=True)._in_order(onto_blue)
        False
        >>> Intent(1, "tucks", ("Writing", "Tools"), ordered=True)._in_order(onto_blue)
        True
        """
        for first, second in itertools.combinations(map(str, self.items), 2):
            a, b = after.get(first), after.get(second)
            if a and b and len(a) > 2 and a[:-1] == b[:-1]:
                first_higher = a[-1] > b[-1]
                put_on_top = a[0] == "board" and self.verb != "tucks"
                if first_higher == put_on_top:
                    return False
        return True


def _sends(events: list[dict], kind: str) -> bool:
    """Whether the events hold one of this kind (else a card verb is read from the state)."""
    return any(isinstance(event, dict) and event.get("type") == kind for event in events)


def _option_for(item, options: list):
    """The option that `item` names: itself, or for a figure's title, one of its karmas offered
    as "<figure> #<n>" (which karma happens, when several answer one event, protocol 7.1).

    >>> _option_for("Rod Serling", ["Homer #1", "Rod Serling #2"])
    'Rod Serling #2'
    """
    if item in options:
        return item
    if isinstance(item, str):
        for option in options:
            if isinstance(option, str) and option.startswith(item + " #") and option[len(item) + 2:].isdigit():
                return option
    return None


# where the card an event moves comes from, for events that do not say it in `from`
_EVENT_SOURCES = {"draw": "supply"}
# events that name a card without moving it (a self-execution names the card it runs, a karma its figure)
_STILL_EVENTS = frozenset({"dogma", "execute", "reveal", "karma"})
# the zones of `card_places` as the events' `from` names them
_ZONES = {"standard_extra": "standard", "supply_figures": "supply", "supply_echoes": "supply",
          "supply_unseen": "supply"}


def _moved_by(events: list[dict], card: str, place: tuple | None) -> bool:
    """Whether the first event that names `card` takes it from `place` (an event that does not
    say where a card comes from, such as a score or a return, takes it from anywhere); an event
    that moves no card (a dogma, an execution, a reveal) is passed over.

        >>> executed = [{"type": "execute", "player": 1, "card": "Writing"}]
        >>> _moved_by(executed, "Writing", ("hand", 0))
        False
    """
    for event in events:
        if not isinstance(event, dict) or card not in (event.get("card"), event.get("achievement")) \
                or event.get("type") in _STILL_EVENTS:
            continue
        source = event.get("from")
        if isinstance(source, dict):
            zone = source.get("zone")
        elif event.get("type") == "achieve":
            zone = "special" if event.get("special") else "standard"
        else:
            zone = _EVENT_SOURCES.get(str(event.get("type")))
        return zone is None or place is None or zone == _ZONES.get(place[0], place[0])
    return False


def _arrived(place: tuple, destination: str, seat: int) -> bool:
    if destination == "moved":
        return True
    if destination == "supply":
        return place[0] in ("supply", "supply_figures", "supply_echoes", "supply_unseen")
    if destination in ("junk", "special"):
        return place[0] == destination
    return place[0] == destination and place[1] == seat


def _splay(state: dict, seat: int, colour) -> str:
    players = state.get("players") or []
    if not 0 <= seat < len(players):
        return "none"
    pile = (players[seat].get("board") or {}).get(str(colour))
    return pile.get("splay", "none") if isinstance(pile, dict) else "none"


def signature(intent: Intent, start: dict, now: dict, path: Answered, events: list[dict] | None = None) -> frozenset:
    """What a finished choice brought about, as a "may" step compares it: the cards the verb
    moved (named or not: an option the step does not name is an outcome it does not allow),
    the piles it splayed, or the options answered in the protocol's own forms (an engine's own
    words, such as "yes" or a branch, are not outcomes by themselves)."""
    found = set()
    for item in _candidates(intent, start, now, path, events):
        single = Intent(intent.seat, intent.verb, (item,))
        if single.reached(start, now, path, events=events):
            found.add(item)
    return frozenset(found)


def _candidates(intent: Intent, start: dict, now: dict, path: Answered, events: list[dict] | None) -> list:
    """The named options and the other options the questions offered (a card, colour, value or
    player offered beside the named ones may be an outcome the step does not allow; what the
    choice goes on to do by itself is not the choice)."""
    found = list(intent.items)
    found += [o for d, _ in path for o in d.get("options") or []
              if not (isinstance(o, str) and o.islower() and o not in STANDARD_WORDS)]
    return list(dict.fromkeys(found))
