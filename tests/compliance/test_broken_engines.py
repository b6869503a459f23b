"""The suite bites: each deliberately broken engine (examples/) fails scenarios of its own
rule, and only scenarios in which that rule is at work.

Each engine is run on one variant where its rule shows (the whole suite would take minutes).
A failure must involve the rule (a predicate on the scenario's steps), and at least one
failing scenario must cite the rulebook statement of the rule itself.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from rulebook.compliance.running.implementations import handshake, open_implementation
from rulebook.compliance.running.runner import load_runs, run_one
from rulebook.data import innovation_cards

ROOT = Path(__file__).resolve().parents[2]
RUNS = load_runs()


def _steps(run) -> str:
    return "\n".join(f"{s.keyword} {s.text}" for s in run.scenario.steps)


def dogma_played(run) -> bool:
    return "performs the dogma of" in _steps(run)


SPLAYING_CARDS = {card["name"] for card in innovation_cards("base")
                  if any("splay" in text.lower() for effect in card["effects"]
                         for text in (effect["rule"], effect.get("rule_first_edition", "")))}


def splay_at_work(run) -> bool:
    """A dogma with a splayed pile in the position, or with a card in play whose effects splay
    (the dogma's own card, or one it executes); or a position with a splayed pile that must be
    refused."""
    text = _steps(run)
    if " splayed " in text and "the setup is refused" in text:
        return True
    return dogma_played(run) and (" splayed " in text or any(name in text for name in SPLAYING_CARDS))


def achieve_tried(run) -> bool:
    return " achieves age " in _steps(run)


def empty_pile_drawn(run) -> bool:
    text = _steps(run)
    return ("pile is nothing" in text or " are empty" in text) and (" draws" in text or dogma_played(run))


CASES = [
    ("python:examples.broken_engines:NoSharingBonus", "deluxe", dogma_played, {"dx-bonus"}),
    ("python:examples.broken_engines:RevealAlwaysCounts", "bga-third", dogma_played,
     {"bga-bonus", "ul-bonus-reveal", "ie-bonus-change"}),
    ("python:examples.broken_engines:SmallPileStaysSplayed", "deluxe", splay_at_work,
     {"dx-splay-small", "ie-splay-small", "bga-splay-small"}),
    ("python:examples.broken_engines:AchieveIgnoresTopCard", "iello", achieve_tried,
     {"ie-dominate-active", "dx-achieve-top-card"}),
    ("python:examples.broken_engines:DemandsHitPartner", "deluxe-teams", dogma_played,
     {"dx-dogma-vulnerable", "bga-demand"}),
    (f"cmd:{sys.executable} {ROOT / 'examples' / 'broken_draw_engine.py'}", "first-edition", empty_pile_drawn,
     {"ie-draw-empty-pile", "dx-draw-empty", "bga-draw"}),
]


@pytest.mark.parametrize("spec,variant,involved,statements", CASES, ids=[c[0].rsplit(":", 1)[-1][-30:] for c in CASES])
def test_each_broken_engine_fails_only_scenarios_of_its_rule(spec, variant, involved, statements):
    implementation = open_implementation(spec)
    try:
        identity = handshake(implementation)
        runs = [r for r in RUNS if r.variant == variant]
        failed = [r for r in runs if run_one(r, implementation, identity).status == "failed"]
    finally:
        implementation.close()
    assert failed, f"{spec} passed every scenario of {variant}"
    uninvolved = [r.id for r in failed if not involved(r)]
    assert uninvolved == [], f"{spec} failed scenarios where its rule is not at work"
    cited = {rule for r in failed for rule in r.scenario.rules}
    assert cited & statements, f"no failing scenario cites {sorted(statements)}"
    assert len(failed) < len(runs)
