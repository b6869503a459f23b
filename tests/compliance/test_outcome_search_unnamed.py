"""The outcome search with cards offered other than by title (Unseen secrets by position and
back): the answers tried first never take every option as "the others", which would bring
about more than the step states (Dark Web: achieve one secret of two)."""

from __future__ import annotations

from rulebook.compliance.running.decisions import Intent

SECRETS = {"player": 0, "kind": "achieve", "options": ["secret 1 (unseen 1)", "secret 2 (unseen 2)"],
           "min": 0, "max": 2}


def test_a_step_naming_no_option_tries_single_answers_before_taking_all():
    tried = list(Intent(0, "achieves", ("Exile",)).candidates(SECRETS))
    singles = [answer for answer in tried if len(answer) == 1]
    both = tried.index(["secret 1 (unseen 1)", "secret 2 (unseen 2)"])
    assert singles and all(tried.index(answer) < both for answer in singles)


def test_a_step_naming_options_still_tries_the_others_early():
    cards = {"player": 0, "kind": "return", "options": ["Tools", "Writing", "Oars"], "min": 0, "max": 3}
    tried = list(Intent(0, "keeps", ("Tools",)).candidates(cards))
    assert tried.index(["Writing", "Oars"]) < tried.index(["Writing"])
