"""Build step that puts the project's data folders inside the wheel.

The metadata lives in pyproject.toml; this file only extends `build_py`. The repository keeps
variants/, features/ and schemas/ at its top level (the one committed copy); an installed
package has no such top level, so the build copies each into `engine/bundled/<name>/` of the
build tree, where engine/resources.py finds them. An sdist carries the folders (MANIFEST.in),
so a wheel built from it gets the same copies. Editable installs skip the copy: they read the
checkout's folders directly.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
DATA_FOLDERS = ("variants", "features", "schemas")
PACKAGE, FOLDER = "rulebook", "engine"  # the import name, and the folder its code lives in


def _is_leftover(relative: Path) -> bool:
    """Caches, hidden files and editor backups: never data (MANIFEST.in leaves the same out)."""
    return any(part.startswith(".") or part == "__pycache__" for part in relative.parts) or \
        relative.suffix in (".pyc", ".pyo", ".swp") or relative.name.endswith("~")


def _data_files(folder: Path) -> list[Path]:
    """The data files under `folder`, relative to it, in a fixed order."""
    return sorted(rel for rel in (p.relative_to(folder) for p in folder.rglob("*") if p.is_file())
                  if not _is_leftover(rel))


class BuildPyWithData(build_py):
    """build_py, then the data folders copied into rulebook/bundled/ of the build tree."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:  # an editable install reads the checkout itself
            return
        target = Path(self.build_lib) / PACKAGE / "bundled"
        if target.exists():  # a folder left by an earlier build may hold files deleted since
            shutil.rmtree(target)
        for name in DATA_FOLDERS:
            source = ROOT / name
            if not source.is_dir():
                raise SystemExit(f"error: {source}: the data folder is missing; the wheel would not work")
            for relative in _data_files(source):
                destination = target / name / relative
                destination.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(source / relative, destination)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        # Listed so that commands asking what build_py produced (install's record) see the copies.
        target = Path(self.build_lib) / PACKAGE / "bundled"
        copies = [str(target / name / rel) for name in DATA_FOLDERS if (ROOT / name).is_dir()
                  for rel in _data_files(ROOT / name)]
        return [*super().get_outputs(include_bytecode), *copies]


# The example engines ship inside the package too (rulebook.examples): the README's commands that
# check them run from any install, not only from a checkout.
setup(cmdclass={"build_py": BuildPyWithData},
      package_dir={PACKAGE: FOLDER, f"{PACKAGE}.examples": "examples"},
      packages=[PACKAGE, *(f"{PACKAGE}.{name}" for name in find_packages(FOLDER)), f"{PACKAGE}.examples"])
