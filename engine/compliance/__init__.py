"""The compliance suite, grouped by role: `steps/` (the step library and its registry),
`running/` (catalog, runner, `check`), `fuzzing/`, `measuring/` and `plugins/`."""
