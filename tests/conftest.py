"""Shared fixtures: running the command line in-process, writing variant files, the code-mutants script."""

from __future__ import annotations

import importlib.util
import textwrap
from pathlib import Path
from types import ModuleType

import pytest

from rulebook.cli import main
from rulebook.compliance.measuring.code_mutants import PROJECT_ROOT


@pytest.fixture
def run_cli(capsys):
    """Run `rulebook ARGS...`; return (exit code, stdout, stderr)."""

    def run(*args: str):
        code = main(list(args))
        out, err = capsys.readouterr()
        return code, out, err

    return run


@pytest.fixture
def write_variant(tmp_path):
    """Write a variant file named NAME.toml in a temporary folder and return its path."""

    def write(name: str, body: str) -> Path:
        path = tmp_path / f"{name}.toml"
        path.write_text(textwrap.dedent(body).lstrip(), encoding="utf-8")
        return path

    return write


@pytest.fixture(scope="session")
def code_mutants_script() -> ModuleType:
    """benchmarks/code_mutants.py loaded as a module (a script, not part of the package)."""
    spec = importlib.util.spec_from_file_location("code_mutants_script", PROJECT_ROOT / "benchmarks" / "code_mutants.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    return script
