"""The likely cause of a run's failures: the rule change they look like, or the card they share.

Only a scenario's own verdict is evidence about a rule: a run that failed an expectation
(failure kind `assertion`). A refusal of the engine (`new_game` refused, a request answered
`unsupported`) and an error of the engine (timeout, crash, garbage, a bad answer, an internal
error, an inconsistent replay) say nothing about which rule it gets wrong, and skips say nothing
at all: those runs are counted apart and blamed on no rule.

The full assumption measure (derive.py) records, for every bundled variant and rule parameter,
the scenarios that fail on the reference engine when that parameter is changed. An engine that
gets one rule wrong fails much the same runs as the reference with that rule changed, so the
failures are matched against every such set, within the runs the check judged (a run it did not
play, or whose verdict says nothing about rules, counts for neither side). The overlap is the
runs both have over the runs either has; below GOOD_MATCH no parameter is named.

The failures are also gathered by the cards they play (the card a card scenario is about, and
every card whose dogma a step performs): a card that GOOD_CARD_SHARE of them play is named. When
neither a parameter nor a card explains the failures, that is said plainly, with the closest
parameter for reference, rather than a weak match presented as a cause.

Everything is ordered by count, then by name, so the same failures give the same words in any
run, whatever the order the workers finished in.

    >>> match({"a[v]", "b[v]", "c[v]"}, {"v": {"k": ["a", "b", "c", "d"], "j": ["z"]}})[0]
    ('k', 0.75, 3, 4)
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from functools import cache

SHOWN = 3             # parameters, cards and rule statements a report names at most
GOOD_MATCH = 0.5      # a weaker overlap with a parameter's runs names no parameter
GOOD_CARD_SHARE = 0.6  # the share of the failures that must play a card for it to be named
NEARLY = 0.8          # a match this close to the best is named beside it (two keys, one behaviour)

# Failure kinds that are a scenario's verdict on the engine's play (runner.Outcome.failure).
JUDGED_KINDS = (None, "assertion")


def refusal(result: dict) -> str | None:
    """Why a failed run is a refusal of the engine rather than a verdict on a rule, or None:
    'new_game refused' when it would not build the scenario's position, '<op> refused' when
    it would not serve a state or the moves, 'unsupported' when the last request it refused was
    refused as unsupported."""
    message = str(result.get("message") or "")
    for op in ("new_game", "state", "moves"):
        if f"{op} was refused" in message:
            return f"{op} refused"
    exchange = (result.get("evidence") or {}).get("exchange") or []
    answers = [entry.get("answer") for entry in exchange if isinstance(entry, dict)]
    refused = next((a for a in reversed(answers) if isinstance(a, dict) and a.get("ok") is False), None)
    error = refused.get("error") if refused is not None else None
    if isinstance(error, dict) and error.get("code") == "unsupported":
        return "unsupported"
    if not exchange and "unsupported" in message:  # a report without evidence: its words only
        return "unsupported"
    return None


def not_blamed(result: dict) -> str | None:
    """Why a failed run's failure is blamed on no rule (a refusal, or the engine's error kind),
    or None when it is an assertion failure of the scenario."""
    if result.get("failure") not in JUDGED_KINDS:
        return str(result["failure"])
    return refusal(result)


def match(failed: set[str], flips: dict[str, dict[str, list[str]]],
          variants: set[str] | None = None, judged: set[str] | None = None) -> list[tuple[str, float, int, int]]:
    """(parameter, overlap, failures it explains, runs it fails) for each parameter whose change
    fails runs like `failed` (run ids `scenario[variant]`), best first, ties by name. Only the
    variants the check ran count (`variants`: default, those named in `failed`), and of their
    runs only those the check judged (`judged`: default, all)."""
    variants = variants or {run.rpartition("[")[2].rstrip("]") for run in failed}
    by_key: dict[str, set[str]] = {}
    for variant, keys in flips.items():
        if variant not in variants:
            continue
        for key, scenarios in keys.items():
            runs = {f"{sid}[{variant}]" for sid in scenarios}
            by_key.setdefault(key, set()).update(runs if judged is None else runs & judged)
    found = []
    for key, runs in by_key.items():
        both = len(failed & runs)
        if both:
            found.append((key, both / len(failed | runs), both, len(runs)))
    return sorted(found, key=lambda m: (-m[1], m[0]))


@cache
def _card_titles() -> tuple[str, ...]:
    from ...data import innovation_names

    return tuple(sorted(innovation_names(), key=lambda t: (-len(t), t)))  # the longest first


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


# What a card scenario's id starts with before the card's slug (features/innovation/cards/...).
_CARD_ID = re.compile(r"^(?:card-base|card-ul|card-fig|card|fig)-")
_DOGMA = re.compile(r"^\S+ performs the dogma of (?P<card>.+)$")


def card_of(scenario) -> str | None:
    """The card a card scenario (one under a `cards` folder) is about: its name starts with the
    card's title ("Archery: Bob draws a 1 ..."), else its id names the card's slug after the
    card prefix (`fig-sergey-brin-...`). None for other scenarios, or when neither names one."""
    if "cards" not in scenario.file.parts:
        return None
    name = scenario.name
    for title in _card_titles():
        if name.startswith(title) and (len(name) == len(title) or not name[len(title)].isalnum()):
            return title
    found = _CARD_ID.match(scenario.id)
    if found is not None:
        rest = scenario.id[found.end():] + "-"
        for title in _card_titles():
            if rest.startswith(_slug(title) + "-"):
                return title
    return None


def cards_played(scenario) -> set[str]:
    """The cards a scenario plays: the card it is about, and every card whose dogma one of its
    When steps performs."""
    cards = {card for card in [card_of(scenario)] if card}
    for step in scenario.steps:
        found = _DOGMA.match(step.text) if step.keyword == "When" else None
        if found is not None:
            cards.add(found["card"])
    return cards


def _played(scenario) -> set[str]:
    return set() if scenario is None else cards_played(scenario)


@cache
def _statement_rulebooks() -> dict[str, str]:
    """Rule statement id -> the folder of the rulebook index that holds it (deluxe, ultimate, ...)."""
    from .coverage import load_indexes

    return {s.id: index.path.parent.name for index in load_indexes() for s in index.statements}


def _of_variant(rule: str, variant: str, rulebooks: dict[str, str]) -> bool:
    """Whether a rule statement belongs to the rulebook of the variant a run played: the
    variant's id starts with the rulebook's folder (deluxe-teams: deluxe)."""
    book = rulebooks.get(rule)
    return book is not None and variant.startswith(book)


def _top(counts: Counter, least: float) -> list[tuple[str, int]]:
    """The entries counted at least `least` times, most first, ties by name, SHOWN at most."""
    return sorted(((k, n) for k, n in counts.items() if n >= least), key=lambda kn: (-kn[1], kn[0]))[:SHOWN]


def likely_causes(results: list[dict], scenarios_by_id: dict, flips: dict[str, dict[str, list[str]]],
                  rulebooks: dict[str, str] | None = None) -> dict:
    """What a report's failures have in common: the rule changes they match, the cards they
    play, the rule statements (`@rule:`) and assumptions (`@assumes:` keys) most of them carry;
    and the failures blamed on no rule (`not_blamed`: reason -> count). `verdict` is what the
    first line names: 'parameter', 'card', 'none' (no rule explains them) or 'engine' (every
    failure is a refusal or an error of the engine). `rulebooks` maps a rule statement to its
    rulebook folder (default: the bundled indexes)."""
    failed = sorted((r for r in results if r["status"] == "failed"), key=lambda r: r["id"])
    if not failed:
        return {}
    reasons = {r["id"]: not_blamed(r) for r in failed}
    judged_failures = [r for r in failed if reasons[r["id"]] is None]
    set_aside = Counter(reason for reason in reasons.values() if reason is not None)
    out: dict = {"failures": len(judged_failures), "matches": [], "closest": None, "cards": [],
                 "rules": [], "assumptions": [],
                 "not_blamed": [{"reason": k, "failures": n}
                                for k, n in sorted(set_aside.items(), key=lambda kn: (-kn[1], kn[0]))]}
    if not judged_failures:
        # no rule is blamed, but the card they play still tells where to look (a card the
        # engine cannot play, or crashes on)
        out["verdict"] = "engine"
        erred: Counter = Counter(card for r in failed for card in _played(scenarios_by_id.get(r["scenario"])))
        out["cards"] = [{"card": c, "failures": n} for c, n in _top(erred, GOOD_CARD_SHARE * len(failed))]
        return out
    total = len(judged_failures)
    ids = {r["id"] for r in judged_failures}
    # the runs whose verdict speaks of rules: passed (or fixed), or failed an expectation
    judged = ids | {r["id"] for r in results if r["status"] in ("passed", "fixed")}
    found = match(ids, flips, {r["variant"] for r in results}, judged)
    best = found[0][1] if found else 0.0
    out["matches"] = [{"parameter": key, "match": round(share, 3), "failures": both, "flip_fails": runs}
                      for key, share, both, runs in found[:SHOWN] if share >= max(GOOD_MATCH, NEARLY * best)]
    if found and not out["matches"]:
        key, share, both, runs = found[0]
        out["closest"] = {"parameter": key, "match": round(share, 3), "failures": both, "flip_fails": runs}
    plays: Counter = Counter()
    rules: Counter = Counter()
    assumed: Counter = Counter()
    book = _statement_rulebooks() if rulebooks is None else rulebooks
    for result in judged_failures:
        scenario = scenarios_by_id.get(result["scenario"])
        if scenario is None:
            continue
        plays.update(_played(scenario))
        rules.update({r for r in scenario.rules if _of_variant(r, result["variant"], book)})
        assumed.update({a.key for a in scenario.assumes})
    out["cards"] = [{"card": c, "failures": n} for c, n in _top(plays, GOOD_CARD_SHARE * total)]
    out["rules"] = [{"rule": r, "failures": n} for r, n in _top(rules, total // 2 + 1)]  # most of them
    out["assumptions"] = [{"key": k, "failures": n} for k, n in _top(assumed, total // 2 + 1)]
    card_share = out["cards"][0]["failures"] / total if out["cards"] else 0.0
    match_share = out["matches"][0]["match"] if out["matches"] else 0.0
    out["verdict"] = ("none" if not (card_share or match_share)
                      else "card" if card_share > match_share else "parameter")
    return out


def _these(total: int, plural: str, singular: str) -> str:
    return f"these {total} failures {plural}" if total != 1 else f"this failure {singular}"


def _names(items: Iterable[str]) -> str:
    names = list(items)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _card_line(causes: dict, total: int) -> list[str]:
    """'these 4 failures all play Archery' (or 'N of these M failures play ...'), or nothing."""
    if not causes["cards"]:
        return []
    count = causes["cards"][0]["failures"]
    cards = _names(c["card"] for c in causes["cards"] if c["failures"] == count)
    return [f"{_these(total, 'all play', 'plays')} {cards}" if count == total
            else f"{count} of these {total} failures play {cards}"]


def cause_lines(causes: dict) -> list[str]:
    """The likely causes as the lines `check` prints above its failures: what the verdict
    names first, then what most failures carry, then the failures blamed on no rule."""
    if not causes:
        return []
    total, verdict = causes["failures"], causes.get("verdict")
    aside = causes.get("not_blamed") or []
    blamed_on_none = sum(entry["failures"] for entry in aside)
    kinds = ", ".join(f"{entry['failures']} {entry['reason']}" for entry in aside)
    if verdict == "engine":
        these = _these(blamed_on_none, "are refusals or errors", "is a refusal or an error")
        return [f"likely cause: no rule is blamed: {these} of the engine ({kinds})",
                *(f"  {line}" for line in _card_line(causes, blamed_on_none))]
    lines = [f"likely cause: {line}" for line in _card_line(causes, total)] if verdict == "card" else []
    for entry in causes["matches"]:
        lines.append(
            f"likely cause: {_these(total, 'match', 'matches')} the reference with {entry['parameter']} changed "
            f"({entry['match']:.0%}: it fails {entry['flip_fails']} run{'s' * (entry['flip_fails'] != 1)}, "
            f"{entry['failures']} of them {'these' if total > 1 else 'this one'})")
    if verdict == "none":
        closest = causes.get("closest")
        beside = (f" (the closest rule change, {closest['parameter']}, matches {closest['match']:.0%})"
                  if closest else "")
        these = f"these {total} failures" if total != 1 else "this failure"
        lines.append(f"likely cause: no rule explains {these}{beside}")
    for entry in causes["rules"]:
        lines.append(f"  {entry['failures']} of {total} failure{'s' * (total != 1)} "
                     f"{'are' if entry['failures'] != 1 else 'is'} about @rule:{entry['rule']}")
    if aside:
        lines.append(f"  {blamed_on_none} more failure{'s' * (blamed_on_none != 1)} blamed on no rule: refusals "
                     f"or errors of the engine ({kinds})")
    return lines
