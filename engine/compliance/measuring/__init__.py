"""Measuring the suite itself: what scenarios assume (assumptions, derive), how strong they are
(rule-parameter and code mutants) and what they cover (rule statements, cards)."""
