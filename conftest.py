"""The docstring examples of the package run as tests (`--doctest-modules` over engine/). pytest
imports a module by its path, so it would name engine/variants/support.py `engine.variants.support`,
a second copy beside the installed `rulebook.variants.support` with classes of its own. Here any
`engine.*` import during our own test runs is the `rulebook.*` module itself: one copy."""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.util
import sys


class _SameModule(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """`engine.X` -> the module `rulebook.X` (the engine/ folder is the rulebook package)."""

    def find_spec(self, name, path=None, target=None):
        if name == "engine" or name.startswith("engine."):
            return importlib.util.spec_from_loader(name, self)
        return None

    def create_module(self, spec):
        return importlib.import_module("rulebook" + spec.name[len("engine"):])

    def exec_module(self, module) -> None:
        pass  # imported already, as rulebook.*


sys.meta_path.insert(0, _SameModule())
