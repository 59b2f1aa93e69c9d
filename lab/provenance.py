"""Where a balance table came from: the commit, the bots' fingerprint, Python, the run time.

:func:`bots_hash` is the fingerprint of the simulated players: a SHA-256 over the source of
every module of each game's lab package (talk, bots, params, fast and checked drivers), the
shared policy and seed modules, and every policy family's default parameters. ``make
balance`` writes it into ``lab/data/balance.json``; the app computes it again from the code
it ships and shows the table's numbers only when the two agree (``gui.balance_note``), and a
test fails when the shipped table was made by other bots than the code's. The engine's rules
are not part of it: a rule change that moves the bots' games is caught by
``tests/engine/test_draws.py``.

Pure Python, no Qt: the app and the lab both import it.
"""
from __future__ import annotations

import hashlib
import json
import platform
import subprocess
from dataclasses import asdict, is_dataclass
from functools import cache
from importlib import import_module, resources
from pathlib import Path
from typing import Any

SHARED_MODULES = ("policy", "seeds")
"""Modules of :mod:`lab` outside the game packages that decide how the bots play."""


def _sources(package: str) -> list[tuple[str, bytes]]:
    """(name, text with normalised line ends) of every ``.py`` file directly in ``package``."""
    out = []
    for entry in resources.files(package).iterdir():
        if entry.name.endswith(".py") and entry.is_file():
            out.append((f"{package}/{entry.name}", entry.read_bytes().replace(b"\r\n", b"\n")))
    return sorted(out)


def bot_parameters() -> dict[str, dict[str, dict[str, Any]]]:
    """Every game's policy families with their default parameters (game → family → fields)."""
    from lab.games import GAMES

    out: dict[str, dict[str, dict[str, Any]]] = {}
    for game in GAMES.values():
        out[game.id] = {}
        for name, family in sorted(game.families.items()):
            defaults = family.defaults
            is_instance = is_dataclass(defaults) and not isinstance(defaults, type)
            out[game.id][name] = asdict(defaults) if is_instance else {"repr": repr(defaults)}
    return out


@cache
def bots_hash() -> str:
    """The fingerprint of the bots' code and parameters (hex SHA-256), see the module text."""
    from lab.games import GAMES

    digest = hashlib.sha256()
    parts: list[tuple[str, bytes]] = []
    for game in sorted(GAMES):
        parts.extend(_sources(f"lab.{game}"))
    lab_files = resources.files("lab")
    for name in SHARED_MODULES:
        parts.append((f"lab/{name}.py", lab_files.joinpath(f"{name}.py").read_bytes().replace(b"\r\n", b"\n")))
    for name, data in parts:
        digest.update(name.encode() + b"\0" + hashlib.sha256(data).digest())
    digest.update(json.dumps(bot_parameters(), sort_keys=True).encode())
    return digest.hexdigest()


def commit() -> str:
    """The checkout's commit (with ``+dirty`` when files differ from it), or ``unknown``."""
    root = Path(import_module("lab").__file__ or ".").resolve().parent.parent
    try:
        head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True, timeout=10,
                              check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=root,
                               capture_output=True, text=True, timeout=10, check=True).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return head + ("+dirty" if dirty else "")


def python_version() -> str:
    return f"{platform.python_implementation()} {platform.python_version()}"
