"""Where a balance table came from: the commit, the bots' fingerprint, Python, the run time.

:func:`bots_hashes` are the fingerprints of the simulated players, one per game: a SHA-256
over the source of every module of that game's lab package (talk, bots, params with every
default parameter, spec, fast and checked drivers) and the shared policy and seed modules. A
change to one game's bots changes that game's fingerprint only, so no other game's table
goes stale. :func:`bots_hash` is the same over every game's package at once (the bundle's
check that it carries the lab's sources). ``make
balance`` writes it into ``lab/data/balance.json``; the app computes it again from the code
it ships and shows the table's numbers only when the two agree (``gui.balance.balance_note``), and a
test fails when the shipped table was made by other bots than the code's. The engine's rules
are not part of it: a rule change that moves the bots' games is caught by
``tests/engine/test_draws.py``.

Pure Python, no Qt: the app and the lab both import it.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, is_dataclass
from functools import cache
from importlib import import_module, resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any, Protocol

SHARED_MODULES = ("policy", "seeds")
"""Modules of :mod:`lab` outside the game packages that decide how the bots play."""

TABLE_ONLY = ("seat_bot.py", "strategy_space.py")
"""Modules of a game's lab package that decide nothing a bot does: ``seat_bot`` only seats its
bots at the app's table (computer players), ``strategy_space`` only says where the policy-space search
(:mod:`lab.psro`) looks for strategies (the strategies it finds are recorded as full policy
specs). They are not part of the fingerprint, so changing them leaves the shipped balance
table valid."""


class _Digest(Protocol):
    def update(self, data: bytes, /) -> None: ...
    def digest(self) -> bytes: ...
    def hexdigest(self) -> str: ...


@cache
def _sha256() -> Callable[..., _Digest]:
    """SHA-256 from the interpreter's own module (``_sha2`` from Python 3.12, ``_sha256``
    before), else from :mod:`hashlib`: the same digests. The start screen fingerprints the
    bots for its balance note, and ``hashlib`` loads OpenSSL's libcrypto on import, about 3 ms
    of a start screen that is measured against a bare window (issue 36, docs/startup.md)."""
    for name in ("_sha2", "_sha256"):
        try:
            constructor: Callable[..., _Digest] = import_module(name).sha256
        except (ImportError, AttributeError):
            continue
        return constructor
    import hashlib

    return hashlib.sha256


def _sources(folder: Traversable, name: str) -> list[tuple[str, bytes]]:
    """(name/file, text with normalised line ends) of every ``.py`` file directly in ``folder``."""
    out = []
    for entry in folder.iterdir():
        if entry.name.endswith(".py") and entry.name not in TABLE_ONLY and entry.is_file():
            out.append((f"{name}/{entry.name}", entry.read_bytes().replace(b"\r\n", b"\n")))
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


def game_packages(root: Traversable | None = None) -> list[str]:
    """The lab's game packages (folders of ``lab`` with a ``spec`` module), found on disk: no
    module of theirs is imported, so the app can fingerprint the bots before its engines load
    (issue 8)."""
    root = resources.files("lab") if root is None else root
    return sorted(entry.name for entry in root.iterdir() if entry.is_dir() and entry.joinpath("spec.py").is_file())


def fingerprinted_files(root: Traversable) -> list[str]:
    """The files :func:`fingerprint` reads, relative to ``root`` ("tempelgold/bots.py", "policy.py").

    The bundle ships them as data next to the byte-code (``packaging/hooks/hook-lab.py``), so
    that the frozen app can compute the fingerprint as well."""
    files = [f"{package}/{entry.name}" for package in game_packages(root) for entry in root.joinpath(package).iterdir()
             if entry.name.endswith(".py") and entry.name not in TABLE_ONLY and entry.is_file()]
    return sorted(files) + [f"{name}.py" for name in SHARED_MODULES]


def fingerprint(root: Traversable) -> str:
    """The fingerprint of the lab at ``root`` (the ``lab`` package's folder): see :func:`bots_hash`."""
    parts: list[tuple[str, bytes]] = []
    for package in game_packages(root):
        parts.extend(_sources(root.joinpath(package), f"lab/{package}"))
    return _digest(parts + _shared_sources(root))


def game_fingerprint(root: Traversable, package: str) -> str:
    """The fingerprint of one game's bots: its lab package ``package`` under ``root`` (the
    ``lab`` package's folder) and the shared modules that decide how every bot plays."""
    return _digest(_sources(root.joinpath(package), f"lab/{package}") + _shared_sources(root))


def _shared_sources(root: Traversable) -> list[tuple[str, bytes]]:
    """(``lab/<name>.py``, text with normalised line ends) of each of :data:`SHARED_MODULES`."""
    return [(f"lab/{name}.py", root.joinpath(f"{name}.py").read_bytes().replace(b"\r\n", b"\n"))
            for name in SHARED_MODULES]


def _digest(parts: list[tuple[str, bytes]]) -> str:
    """SHA-256 over each part's name and the SHA-256 of its text, in the order given."""
    sha256 = _sha256()
    digest = sha256()
    for name, data in parts:
        digest.update(name.encode() + b"\0" + sha256(data).digest())
    return digest.hexdigest()


@cache
def bots_hashes() -> dict[str, str]:
    """Each game's bots' fingerprint (:func:`game_fingerprint`), by the game's id: every
    listed game whose ``lab_module`` is a package of this lab (``lab.<package>``). Reads
    files only (no game module is imported)."""
    from engine.registry import GAMES

    root = resources.files("lab")
    on_disk = set(game_packages(root))
    out: dict[str, str] = {}
    for info in GAMES.values():
        parent, _, package = info.lab_module.rpartition(".")
        if parent == "lab" and package in on_disk:
            out[info.id] = game_fingerprint(root, package)
    return out


@cache
def bots_hash() -> str:
    """The fingerprint of the bots' code and parameters (hex SHA-256), see the module text.

    The parameters' defaults are in the hashed ``params`` modules' source, so a changed
    default changes the fingerprint; :func:`bot_parameters` lists them for the reader.
    Reads files only (no game module is imported): cheap enough for the start screen.
    """
    return fingerprint(resources.files("lab"))


OUTPUTS = ("lab/data/balance.json", "docs/")
"""What the lab writes (the shipped table, the docs and their records): a difference there does
not make a run's code differ from its commit (``make balance``'s later steps run after its
first has rewritten the shipped table)."""


def commit() -> str:
    """The checkout's commit (with ``+dirty`` when files other than the lab's outputs
    :data:`OUTPUTS` differ from it), or ``unknown``."""
    import subprocess  # here, not at the top: the start screen's balance note imports this module

    root = Path(import_module("lab").__file__ or ".").resolve().parent.parent
    try:
        head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True, timeout=10,
                              check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=root,
                               capture_output=True, text=True, timeout=10, check=True).stdout
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    changed = [line[3:] for line in dirty.splitlines() if line.strip()]  # "XY path"
    return head + ("+dirty" if any(not path.startswith(OUTPUTS) for path in changed) else "")


def python_version() -> str:
    import platform  # here, not at the top (see commit)

    return f"{platform.python_implementation()} {platform.python_version()}"
