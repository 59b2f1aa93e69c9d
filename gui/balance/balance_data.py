"""The shipped balance table as the app reads it, and where each game's balance texts live.

Shared by the start screen's line (:mod:`gui.balance.balance_note`) and the chart and rules section
(:mod:`gui.balance.balance_chart`), which both import this module and never each other at import
time (no import circle). No widgets here; the texts are translated where they are used.

Decisions (issue 22): the table is read only if it is a regular file of bounded size, and
only used for the games whose bots' fingerprint (``bots_hashes``, one per game) is the
fingerprint of the bots this app ships (:func:`lab.provenance.bots_hashes`): numbers made by
other bots are not shown at all, and one game's changed bots hide only that game's numbers.
Each game's texts (side names, the sentences, what the bots model, the options' words) are in
its own GUI package's ``balance_texts`` module, found through the GUI game registry by
:func:`balance_texts` alone.
"""
from __future__ import annotations

import importlib
import json
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import Any

MAX_BYTES = 4 * 1024 * 1024


@dataclass(frozen=True)
class Entry:
    """One table (game, player count, variant): each result side's (rate, low, high) with the
    ``belief`` bots, and, where the lab tried other strategies at this table, the range of the
    primary side's rate over all of them (``spread``) and how many combinations of one
    strategy per side were played (``tried``, the bots' own included)."""

    game: str
    players: int
    variant: str
    options: dict[str, Any]
    sides: dict[str, tuple[float, float, float]]
    games: int
    primary: str = ""
    spread: tuple[float, float] | None = None
    tried: int = 0


def config_defaults(game: str) -> dict[str, Any]:
    """The game's ``Config`` options the lab simulates, with their standard values (from the
    engine's registry: informational variants are not among them)."""
    from engine.registry import game_info

    try:
        info = game_info(game)
    except KeyError:
        return {}
    return {v.id: v.default for v in info.variants if v.config_field}


class BalanceTable:
    """The shipped table: side rates per game, player count and variant (``belief`` bots)."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.policy = str(data.get("policy", ""))
        self.games_per_job = int(data.get("games_per_job", 0))
        self.bots_hash = str(data.get("bots_hash", ""))
        spreads: dict[tuple[str, int, str], tuple[str, tuple[float, float], int]] = {}
        self.spreads: dict[str, list[tuple[int, str, float, float]]] = {}
        """Per game: (players, primary side, lowest, highest rate) over every combination tried."""
        self.best_gain: dict[str, tuple[float, float, int]] = {}
        """Per game: the largest fresh-seed gain of a side's best strategy tried, its interval's
        lower end, and its player count."""
        for s in data.get("strategies", []):
            low, high = (float(x) for x in s["range"])
            matrix = s.get("matrix", {})
            combinations = len(matrix.get("rows", [])) * len(matrix.get("columns", [])) or len(s["tried"]) + 1
            spreads[str(s["game"]), int(s["players"]), str(s["variant"])] = (
                str(s["primary"]), (low, high), combinations)
            self.spreads.setdefault(str(s["game"]), []).append((int(s["players"]), str(s["primary"]), low, high))
            for best in s.get("best", {}).values():
                if "gain" in best and float(best["gain"][0]) > self.best_gain.get(str(s["game"]), (-1.0, 0.0, 0))[0]:
                    self.best_gain[str(s["game"])] = (float(best["gain"][0]), float(best["gain"][1]), int(s["players"]))
        self.entries: list[Entry] = []
        for row in data.get("rows", []):
            if row.get("policy") != self.policy:
                continue
            sides = {str(k): (float(v[0]), float(v[1]), float(v[2])) for k, v in row["sides"].items()}
            key = (str(row["game"]), int(row["players"]), str(row["variant"]))
            primary, spread, tried = spreads.get(key, ("", None, 0))
            self.entries.append(Entry(key[0], key[1], key[2], dict(row.get("options", {})), sides,
                                      int(row["tally"]["games"]), primary, spread, tried))

    def lookup(self, game: str, players: int, options: dict[str, Any]) -> Entry | None:
        """The entry for a table as the start screen configures it (defaults ignored)."""
        defaults = config_defaults(game)
        wanted = {k: v for k, v in options.items() if k in defaults and v != defaults[k]}
        for entry in self.entries:
            if entry.game == game and entry.players == players and entry.options == wanted:
                return entry
        return None

    def for_game(self, game: str) -> list[Entry]:
        return [e for e in self.entries if e.game == game]


def table_of(data: dict[str, Any]) -> BalanceTable | None:
    """The table of ``data`` for the games whose bots are this app's bots (each game's
    fingerprint, ``bots_hashes``, matches); None when no game's does, or it has none."""
    from lab.provenance import bots_hashes

    made_by = data.get("bots_hashes")
    if not isinstance(made_by, dict):
        return None
    ours = bots_hashes()
    current = {game for game, value in made_by.items() if isinstance(value, str) and ours.get(game) == value}
    if not current:
        return None
    kept = {**data,
            "rows": [r for r in data.get("rows", []) if isinstance(r, dict) and r.get("game") in current],
            "strategies": [s for s in data.get("strategies", []) if isinstance(s, dict) and s.get("game") in current]}
    return BalanceTable(kept)


@cache
def shipped_table() -> BalanceTable | None:
    """The table shipped with the app, or None if it is missing, unreadable or made by other bots."""
    from importlib import resources

    try:
        source = resources.files("lab").joinpath("data/balance.json")
        with resources.as_file(source) as path:
            if not path.is_file() or path.stat().st_size > MAX_BYTES:
                return None
            return table_of(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError, TypeError, IndexError, ModuleNotFoundError):
        return None


def balance_texts(game: str) -> ModuleType | None:
    """The game's balance texts module (``gui.<game package>.balance_texts``), or None.

    The one place that finds it: beside the game's screens, in the package its description
    names (:attr:`engine.game_info.GameInfo.ui_module`). Each module has ``side_names()``, ``summary(entry)``,
    ``what_the_bots_model()``, ``chart_legend()`` and ``variant_labels()``.
    """
    from gui.games.registry import ui_module

    module = ui_module(game)
    if module is None:
        return None
    try:
        return importlib.import_module(module.rpartition(".")[0] + ".balance_texts")
    except ModuleNotFoundError:
        return None


def game_title(game: str) -> str:
    """The game's title from the engine's registry (its id if it is unknown)."""
    from engine.registry import game_info

    try:
        return game_info(game).title
    except KeyError:
        return game


def in_ten(rate: float) -> int:
    """``rate`` as "n in 10", rounded half up (0.05 → 1, 0.649 → 6)."""
    return min(10, max(0, int(10 * rate + 0.5)))


def share_words(rate: float) -> str:
    """How often a side wins, in words a table reads at a glance: "about 6 in 10"; 0 in 10
    is "hardly ever" (below 5 %), 10 in 10 "almost always" (95 % and more).

    Decision (issue 31 item 9): whole tenths, because the figures describe simulated players
    and a group reads "6 in 10" faster than "64 %"; the exact figures with their intervals are
    in the chart's window."""
    from PySide6.QtCore import QCoreApplication

    n = in_ten(rate)
    if n == 0:
        return QCoreApplication.translate("BalanceNote", "hardly ever")
    if n == 10:
        return QCoreApplication.translate("BalanceNote", "almost always")
    return QCoreApplication.translate("BalanceNote", "about {n} in 10").format(n=n)
