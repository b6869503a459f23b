"""Shared fixtures: running the command line in-process and writing variant files."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rulebook.cli import main


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
