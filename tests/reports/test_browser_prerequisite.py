"""The browser tests' prerequisite: with no Chromium they skip and say why, so the README's test
command passes on a machine with nothing but Python; under CI (CI=true, as .ci/run runs) the same
missing browser fails them."""

from __future__ import annotations

import shutil

import pytest
from test_html_report import chromium


@pytest.fixture
def no_browser(monkeypatch):
    monkeypatch.setattr(shutil, "which", lambda name: None)


def test_without_a_browser_the_tests_skip_saying_how_to_install_it(no_browser, monkeypatch):
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception) as skipped:
        chromium()
    assert "Chromium is not installed" in str(skipped.value) and "apt-get install -y chromium" in str(skipped.value)


def test_under_ci_a_missing_browser_fails(no_browser, monkeypatch):
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception) as failed:
        chromium()
    assert "CI runs the browser tests" in str(failed.value)


def test_a_browser_found_is_used(monkeypatch):
    monkeypatch.setattr(shutil, "which", lambda name: "/usr/bin/chromium" if name == "chromium" else None)
    monkeypatch.setenv("CI", "true")
    assert chromium() == "/usr/bin/chromium"
