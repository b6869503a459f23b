"""The import package is `rulebook`, whatever the folder its code lives in (engine/): a project
with its own `engine` package installs rulebook beside it, and its tests and ours both run."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path


def test_a_project_with_its_own_engine_package_runs_its_tests_beside_rulebook(tmp_path):
    project = tmp_path / "their-project"
    (project / "engine").mkdir(parents=True)
    (project / "engine" / "__init__.py").write_text("NAME = 'their engine'\n", encoding="utf-8")
    (project / "engine" / "compliance.py").write_text("RULES = 'theirs'\n", encoding="utf-8")
    (project / "test_theirs.py").write_text(textwrap.dedent("""
        import engine
        import rulebook
        from engine.compliance import RULES
        from rulebook.variants import load_variant


        def test_both_packages_are_what_they_say():
            assert engine.NAME == "their engine" and RULES == "theirs"
            assert load_variant("deluxe").id == "deluxe"
            assert rulebook.__name__ == "rulebook"
    """), encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTEST_ADDOPTS")}
    # our pytest plugin loads in their run too (an entry point): it must not take their `engine`
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_theirs.py"],
                          cwd=project, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "1 passed" in done.stdout
    done = subprocess.run([sys.executable, "-m", "rulebook.cli", "list"], cwd=project, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "deluxe" in done.stdout, done.stderr
    assert Path(project / "engine").is_dir()
