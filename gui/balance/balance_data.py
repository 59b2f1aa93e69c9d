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
import math
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
    equilibrium: bool = False
    """True when ``sides`` are the published equilibrium's rates (issue 33), False for the
    ``belief`` bots' (a table made before the policy-space search)."""
    exploitability: tuple[float, float, float] | None = None
    """The largest gain (rate, low, high; fractions) of a best response the lab found against
    the equilibrium, re-measured on fresh games."""
    certain: bool = True
    """False when that gain exceeds 5 points (or may: see ``growing``): the app calls the rate
    uncertain by that much."""
    growing: bool = False
    """True when a searched best response still gained more with each longer search, so that
    the gain is a lower bound: the app says "or more"."""


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
        equilibria = {(str(e["game"]), int(e["players"]), str(e["variant"])): e for e in data.get("equilibria", [])}
        if equilibria:
            self.games_per_job = max(int(e["games"]) for e in equilibria.values())
            self.best_gain = {}
            for e in equilibria.values():
                found = tuple(float(x) for x in e["exploitability"]["gain"])
                if found[0] > self.best_gain.get(str(e["game"]), (-1.0, 0.0, 0))[0]:
                    self.best_gain[str(e["game"])] = (found[0], found[1], int(e["players"]))
        self.entries: list[Entry] = []
        for row in data.get("rows", []):
            if row.get("policy") != self.policy:
                continue
            sides = {str(k): (float(v[0]), float(v[1]), float(v[2])) for k, v in row["sides"].items()}
            key = (str(row["game"]), int(row["players"]), str(row["variant"]))
            primary, spread, tried = spreads.get(key, ("", None, 0))
            games = int(row["tally"]["games"])
            eq = equilibria.get(key)
            if eq is None:
                self.entries.append(Entry(key[0], key[1], key[2], dict(row.get("options", {})), sides, games,
                                          primary, spread, tried))
                continue
            gain = eq["exploitability"]["gain"]
            self.entries.append(Entry(
                key[0], key[1], key[2], dict(row.get("options", {})),
                {str(k): (float(v[0]), float(v[1]), float(v[2])) for k, v in eq["sides"].items()}, int(eq["games"]),
                str(eq["primary"]), spread, tried, True, (float(gain[0]), float(gain[1]), float(gain[2])),
                bool(eq["certain"]), eq["exploitability"].get("growing") is True))

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
            "strategies": [s for s in data.get("strategies", []) if isinstance(s, dict) and s.get("game") in current],
            "equilibria": [e for e in data.get("equilibria", []) if isinstance(e, dict) and e.get("game") in current]}
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


def shipped_table_read() -> bool:
    """Whether :func:`shipped_table` has been read already (a call returns at once)."""
    return shipped_table.cache_info().currsize > 0


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


TARGET = 0.05
"""The issue's bar (issue 33): a published rate is called uncertain when a strategy the lab
found still gains more than this against it."""


def points(gain: float) -> int:
    """A gain in whole percentage points, at least 1 (a gain below one point reads "1 point at
    most", never "0 points")."""
    return max(1, int(math.ceil(100 * gain - 1e-9)))


def uncertain_by(entry: Entry) -> int | None:
    """How many percentage points (at least 1) a strategy the lab found still gains against an
    equilibrium rate the app calls uncertain; None for a certain rate or a table without an
    equilibrium. What the start screen, the chart and the game history each say."""
    if not entry.equilibrium or entry.certain or entry.exploitability is None:
        return None
    return max(1, round(100 * entry.exploitability[0]))


def lead_words(entry: Entry) -> str:
    """How the start screen's sentence begins: who plays the simulated games (issue 33: the
    equilibrium, "both sides play as well as we could make them"; a table made before it, the
    ``belief`` bots, "careful players"). An adverbial phrase: the game's sentence follows it."""
    from PySide6.QtCore import QCoreApplication

    if entry.equilibrium:
        return QCoreApplication.translate("BalanceNote",
                                          "In simulated games where both sides play as well as we could make them,")
    return QCoreApplication.translate("BalanceNote", "In simulated games with careful players,")


def players_words(entry: Entry) -> str:
    """How the chart window's figures name the simulated players (see :func:`lead_words`)."""
    from PySide6.QtCore import QCoreApplication

    if entry.equilibrium:
        return QCoreApplication.translate("BalanceNote", "With both sides playing as well as we could make them "
                                                         "(an equilibrium of the lab's strategies)")
    return QCoreApplication.translate("BalanceNote", "With simulated players (the lab's “belief” bots)")


def certainty_words(entry: Entry, side: str, exact: bool = False) -> str:
    """The equilibrium rate's 95 % interval for the primary side (named ``side``) and how far
    a strategy the lab found still moves it, "uncertain" beyond 5 points; empty for a table
    without an equilibrium. In plain words for the start screen (issue 31 item 9: no "%", no
    ranges with a dash: "36 to 42 of every 100 games", "extra games in 100"), with the
    figures for the chart's window (``exact``)."""
    from PySide6.QtCore import QCoreApplication

    if not entry.equilibrium or entry.exploitability is None:
        return ""
    _, low, high = entry.sides.get(entry.primary, (0.0, 0.0, 0.0))
    gain = entry.exploitability[0]
    if exact:
        text = QCoreApplication.translate("BalanceNote", "{side}: {low}–{high} % of the games (95 % interval).").format(
            side=side, low=round(100 * low), high=round(100 * high))
        if entry.certain:
            return text + " " + QCoreApplication.translate(
                "BalanceNote", "No strategy the lab found gains more than {points} percentage points against these "
                "players.").format(points=points(gain))
        if entry.growing:
            return text + " " + QCoreApplication.translate(
                "BalanceNote", "This rate is uncertain by about {points} percentage points or more: a strategy the lab "
                "found still gains that much against these players, and searching longer still found more.").format(
                points=uncertain_by(entry))
        return text + " " + QCoreApplication.translate(
            "BalanceNote", "This rate is uncertain by about {points} percentage points: a strategy the lab found "
            "still gains that much against these players.").format(points=uncertain_by(entry))
    text = QCoreApplication.translate("BalanceNote", "Measured more exactly, {side} win {low} to {high} of every 100 "
                                                     "games.").format(side=side, low=round(100 * low),
                                                                      high=round(100 * high))
    if entry.certain:
        return text + " " + QCoreApplication.translate(
            "BalanceNote", "No strategy the lab found wins more than {points} extra games in 100 against these "
            "players.").format(points=points(gain))
    if entry.growing:
        return text + " " + QCoreApplication.translate(
            "BalanceNote", "This is uncertain: a strategy the lab found still wins about {points} extra games in 100 "
            "or more against these players.").format(points=uncertain_by(entry))
    return text + " " + QCoreApplication.translate(
        "BalanceNote", "This is uncertain: a strategy the lab found still wins about {points} extra games in 100 "
        "against these players.").format(points=uncertain_by(entry))


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
