"""Running scenarios: reading features (catalog), one run's view of the engine (context), playing
steps (runner), the `check` command, choosing runs, implementations under test, worker
processes, results and expectations."""
