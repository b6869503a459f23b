"""Fixtures shared by the compliance tests."""

from __future__ import annotations

import importlib.util
from types import ModuleType

import pytest

from rulebook.compliance.measuring.code_mutants import PROJECT_ROOT


@pytest.fixture(scope="session")
def code_mutants_script() -> ModuleType:
    """benchmarks/code_mutants.py loaded as a module (a script, not part of the package)."""
    spec = importlib.util.spec_from_file_location("code_mutants_script", PROJECT_ROOT / "benchmarks" / "code_mutants.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    return script
