"""The shipped balance table (``lab/data/balance.json``) and the sides' names: the data that
both the start screen's line (:mod:`gui.balance_note`) and the chart (:mod:`gui.balance_chart`)
read, in a module of its own so that neither of those imports the other's importer.
``gui.balance_note`` re-exports every name.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from PySide6.QtCore import QCoreApplication

MAX_BYTES = 4 * 1024 * 1024
CONFIG_FIELDS = {"one_trap": False, "revolverheld": False, "excuses_delta": 0}
"""The variant fields the lab simulates, with their standard values (others are informational)."""


@dataclass(frozen=True)
class Entry:
    game: str
    players: int
    variant: str
    options: dict[str, Any]
    sides: dict[str, tuple[float, float, float]]
    games: int


class BalanceTable:
    """The shipped table: side rates per game, player count and variant (``belief`` bots)."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.policy = str(data.get("policy", ""))
        self.games_per_job = int(data.get("games_per_job", 0))
        self.entries: list[Entry] = []
        for row in data.get("rows", []):
            if row.get("policy") != self.policy:
                continue
            sides = {str(k): (float(v[0]), float(v[1]), float(v[2])) for k, v in row["sides"].items()}
            self.entries.append(Entry(str(row["game"]), int(row["players"]), str(row["variant"]),
                                      dict(row.get("options", {})), sides, int(row["tally"]["games"])))

    def lookup(self, game: str, players: int, options: dict[str, Any]) -> Entry | None:
        """The entry for a table as the start screen configures it (defaults ignored)."""
        wanted = {k: v for k, v in options.items() if k in CONFIG_FIELDS and v != CONFIG_FIELDS[k]}
        for entry in self.entries:
            if entry.game == game and entry.players == players and entry.options == wanted:
                return entry
        return None

    def for_game(self, game: str) -> list[Entry]:
        return [e for e in self.entries if e.game == game]


@cache
def shipped_table() -> BalanceTable | None:
    """The table shipped with the app, or None if it is missing or unreadable."""
    from importlib import resources

    try:
        source = resources.files("lab").joinpath("data/balance.json")
        with resources.as_file(source) as path:
            if not path.is_file() or path.stat().st_size > MAX_BYTES:
                return None
            return BalanceTable(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError, TypeError, IndexError, ModuleNotFoundError):
        return None


def side_names() -> dict[str, str]:
    return {
        "abenteurer": QCoreApplication.translate("BalanceNote", "Adventurers"),
        "waechter": QCoreApplication.translate("BalanceNote", "Guardians"),
        "boss": QCoreApplication.translate("BalanceNote", "Boss and Henchmen"),
        "diebe": QCoreApplication.translate("BalanceNote", "Thieves and Street Kids"),
        "ermittler": QCoreApplication.translate("BalanceNote", "an Undercover Agent"),
        "revolverheld": QCoreApplication.translate("BalanceNote", "the Gunslinger"),
    }
