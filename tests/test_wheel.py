"""The package as users install it: a wheel built from the source tree, and one built from an
sdist, carry the variants, features and schemas (setup.py copies them into rulebook/bundled/),
and the installed package runs from a directory far from the checkout.

Building needs the pyproject's build requirements (setuptools) able to make wheels: the running
environment's when they are (no network), else installed once from the package index into a
folder of the test. Only a failure to fetch them skips the test; any build failure fails it.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA_FOLDERS = ("variants", "features", "schemas")
# What a checkout holds that a build never reads: version control, environments, caches, outputs.
NOT_SOURCES = shutil.ignore_patterns(".*", "build", "dist", "*.egg-info", "__pycache__", "*.pyc")


def _can_build_offline() -> bool:
    """Whether this environment's setuptools builds wheels itself (>= 70.1, or >= 68 with wheel)."""
    try:
        major, minor = (int(part) for part in version("setuptools").split(".")[:2])
    except (PackageNotFoundError, ValueError):
        return False
    if (major, minor) < (68, 0):
        return False
    return (major, minor) >= (70, 1) or importlib.util.find_spec("wheel") is not None


def _run(args: list[str], cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=600)


def _build_env(folder: Path) -> dict[str, str]:
    """The environment every build runs in: this one when its setuptools can build a wheel, else
    one with the pyproject's build requirements installed once into `folder` (one fetch serves
    both builds, where pip's isolated builds would set up an environment each)."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    if _can_build_offline():
        return env
    with (ROOT / "pyproject.toml").open("rb") as file:
        requires = tomllib.load(file)["build-system"]["requires"]
    result = _run([sys.executable, "-m", "pip", "install", "--disable-pip-version-check", "-q", "--target",
                   str(folder), *requires, "wheel"], cwd=folder.parent)
    if result.returncode != 0:
        pytest.skip(f"pip cannot fetch the build requirements {requires} (offline?): {result.stderr.strip()[-300:]}")
    return {**env, "PYTHONPATH": str(folder)}


def _build_wheel(source: Path, out: Path, env: dict[str, str]) -> Path:
    """pip wheel of a source tree or an sdist, as `pip install` builds it; the wheel's path."""
    result = _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                   "--disable-pip-version-check", "-q", "-w", str(out), str(source)], cwd=out.parent, env=env)
    assert result.returncode == 0, f"pip wheel {source.name} failed:\n{result.stdout[-2000:]}\n{result.stderr[-4000:]}"
    (wheel,) = out.glob("rulebook-*.whl")
    return wheel


def _data_files(root: Path) -> set[str]:
    """The data files of a source tree as the wheel should carry them: rulebook/bundled/<folder>/..."""
    return {f"rulebook/bundled/{path.relative_to(root).as_posix()}"
            for folder in DATA_FOLDERS for path in (root / folder).rglob("*")
            if path.is_file() and "__pycache__" not in path.parts and not path.name.startswith(".")}


class Installed:
    """The sdist-built wheel installed with --target, and how to run its console script."""

    def __init__(self, base: Path):
        self.source = base / "source"  # a frozen copy: other edits to the checkout do not race the build
        shutil.copytree(ROOT, self.source, ignore=NOT_SOURCES)
        build_env = _build_env(self._folder(base / "build-env"))
        self.tree_wheel = _build_wheel(self.source, self._folder(base / "from-tree"), build_env)
        # The sdist through the build backend's own entry point, as `python -m build --sdist` does.
        result = _run([sys.executable, "-c", "import sys; from setuptools import build_meta; "
                                             "print(build_meta.build_sdist(sys.argv[1]))", str(base / "sdist")],
                      cwd=self.source, env=build_env)
        assert result.returncode == 0, result.stderr[-4000:]
        self.sdist = base / "sdist" / result.stdout.strip().splitlines()[-1]
        self.sdist_wheel = _build_wheel(self.sdist, self._folder(base / "from-sdist"), build_env)
        self.target = base / "installed"
        result = _run([sys.executable, "-m", "pip", "install", "--no-deps", "--disable-pip-version-check", "-q",
                       "--target", str(self.target), str(self.sdist_wheel)], cwd=base)
        assert result.returncode == 0, result.stderr[-4000:]
        self.cwd = self._folder(base / "elsewhere")  # empty: nothing may be found from the current directory
        # Our venv's site-packages give the dependencies (the script runs with this interpreter);
        # PYTHONPATH puts the installed copy ahead of the editable install of the checkout.
        self.env = {key: value for key, value in os.environ.items()
                    if key not in ("RULEBOOK_VARIANTS", "PYTHONPATH", "PYTHONHOME")}
        self.env["PYTHONPATH"] = str(self.target)

    @staticmethod
    def _folder(path: Path) -> Path:
        path.mkdir(parents=True)
        return path

    def python(self, code: str) -> str:
        result = _run([sys.executable, "-c", code], cwd=self.cwd, env=self.env)
        assert result.returncode == 0, result.stderr
        return result.stdout

    def rulebook(self, *args: str) -> subprocess.CompletedProcess[str]:
        return _run([str(self.target / "bin" / "rulebook"), *args], cwd=self.cwd, env=self.env)


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Installed:
    return Installed(tmp_path_factory.mktemp("wheel"))


def test_both_wheels_carry_exactly_the_data_folders(installed):
    tree_names = set(zipfile.ZipFile(installed.tree_wheel).namelist())
    sdist_names = set(zipfile.ZipFile(installed.sdist_wheel).namelist())
    assert tree_names == sdist_names
    release = installed.tree_wheel.name.split("-")[1]  # rulebook-<version>-py3-none-any.whl
    assert {name.split("/")[0] for name in tree_names} == {"rulebook", f"rulebook-{release}.dist-info"}
    assert {n for n in tree_names if n.startswith("rulebook/bundled/")} == _data_files(installed.source)
    with tarfile.open(installed.sdist) as sdist:  # the sdist carries the folders, not a copy in rulebook/
        members = sdist.getnames()
    top = members[0].split("/")[0]
    assert not any(m.startswith(f"{top}/engine/bundled") for m in members)
    assert f"{top}/features/innovation/deluxe/index.toml" in members


def test_the_installed_package_reads_its_own_copies(installed):
    out = installed.python("import rulebook, rulebook.resources as r; print(rulebook.__file__); "
                           "print(*(r.bundled(k) for k in r.KINDS), sep='\\n')").splitlines()
    target = installed.target.resolve()
    assert Path(out[0]).resolve() == target / "rulebook" / "__init__.py"  # not the checkout's editable install
    assert [Path(p) for p in out[1:]] == [target / "rulebook" / "bundled" / kind for kind in DATA_FOLDERS]


def test_installed_list_shows_every_bundled_variant(installed):
    result = installed.rulebook("list", "--format", "json")
    assert result.returncode == 0, result.stderr
    expected = [p.stem for p in sorted(installed.source.glob("variants/*/*.toml"),
                                       key=lambda p: (p.parent.name, p.stem))]
    assert [row["id"] for row in json.loads(result.stdout)] == expected
    assert {"deluxe", "ultimate", "lost-legacy-starship"} <= set(expected)


def test_installed_site_builds_from_the_packaged_templates(installed, tmp_path):
    # No docs/sources.md in a wheel: the site has no sources page and links to none.
    result = installed.rulebook("site", "--out", str(tmp_path / "site"), "--scenarios", "3", "--no-positions")
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "site" / "index.html").is_file() and (tmp_path / "site" / "assets" / "search.js").is_file()
    assert not (tmp_path / "site" / "sources.html").exists()
    assert "sources.html" not in (tmp_path / "site" / "variants" / "deluxe.html").read_text(encoding="utf-8")


def test_installed_check_runs_the_deluxe_scenarios(installed):
    result = installed.rulebook("check", "--variant", "deluxe")
    assert result.returncode == 0, result.stderr
    summary = re.search(r"^(\d+) passed, 0 failed, 0 skipped", result.stdout, re.MULTILINE)
    assert summary and int(summary.group(1)) > 0, result.stdout[-2000:]


def test_installed_show_and_schema(installed):
    shown = installed.rulebook("show", "deluxe")
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.splitlines()[:3] == ["# Innovation Deluxe (Asmadi third edition)",
                                             "# resolved from: deluxe <- first-edition", 'id = "deluxe"']
    schema = installed.rulebook("schema")
    assert schema.returncode == 0, schema.stderr
    assert schema.stdout == (installed.source / "schemas" / "variant.schema.json").read_text(encoding="utf-8")


def test_an_example_engine_is_checked_from_any_install(installed):
    """After `pip install` (or pipx), the README's example engine runs from an empty folder."""
    result = installed.rulebook("check", "--impl", f"cmd:{sys.executable} -m rulebook.examples.external_engine",
                                "--id", "ach-masonry-monument", "--progress", "none")
    assert result.returncode == 0, result.stderr
    assert "8 passed, 0 failed" in result.stdout
    script = installed.target / "bin" / "rulebook"  # pipx's case: no `python` on the PATH has rulebook
    result = installed.rulebook("check", "--impl", f"cmd:{script} example shapes KeepOrGive",
                                "--id", "ach-masonry-monument", "--progress", "none")
    assert result.returncode == 0 and "8 passed, 0 failed" in result.stdout, result.stderr
    result = installed.rulebook("check", "--impl", "python:rulebook.examples.broken_engines:NoSharingBonus",
                                "--id", "ach-masonry-sharer-first", "--progress", "none")
    assert result.returncode == 1 and "likely cause" in result.stdout


def test_a_new_variant_points_its_editor_at_a_schema_that_stays(installed):
    """Installed, `rulebook new` cannot point into site-packages (it moves with every Python
    upgrade): it writes the schema beside the variant and names that copy."""
    result = installed.rulebook("new", "house", "--from", "deluxe", "--set", "players.max=3")
    assert result.returncode == 0, result.stderr
    written = (installed.cwd / "house.toml").read_text(encoding="utf-8")
    assert written.startswith("#:schema .rulebook/variant.schema.json\n")
    local = installed.cwd / ".rulebook" / "variant.schema.json"
    assert (f"its #:schema line names {local}, a copy of rulebook's variant schema kept there for editors"
            in result.stdout)  # the hidden folder is said, not only written
    copy = json.loads((installed.cwd / ".rulebook" / "variant.schema.json").read_text(encoding="utf-8"))
    assert copy == json.loads((ROOT / "schemas" / "variant.schema.json").read_text(encoding="utf-8"))
    assert installed.rulebook("validate", "house.toml").returncode == 0
