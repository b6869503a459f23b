"""Differential fuzzing: lockstep games against the reference (games), many seeds and shards
(runs), divergences kept as scenarios (regressions), and the `rulebook fuzz` command."""
