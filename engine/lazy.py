"""Lazy package exports (PEP 562): a game package's public names load on first use.

Why: ``engine.registry`` (and through it the start screen) needs only a game's ``tables``
module, but importing ``engine.tempelgold.tables`` runs ``engine/tempelgold/__init__.py``
first. With eager re-exports that pulled in the whole engine (game, views, fast playout)
before the first screen; with :func:`lazy_exports` the package body is a table of names,
and ``from engine.tempelgold import Open`` imports ``engine.tempelgold.actions`` only then.

Each package also imports the same names under ``if TYPE_CHECKING:`` so that mypy sees
the real types and PyInstaller's import analysis (which reads those imports too) bundles
every submodule; the strings here name only modules imported there.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def lazy_exports(package: str, exports: Mapping[str, str], namespace: dict[str, Any]) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``package``: ``exports`` maps a public name to its
    submodule (relative to ``package``); the value is cached in ``namespace`` on first use."""

    def __getattr__(name: str) -> Any:
        module = exports.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{module}"), name)
        namespace[name] = value
        return value

    return __getattr__
