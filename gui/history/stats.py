"""The history's statistics: per player, per evening, and the group's side win rates beside the lab's.

Pure queries and arithmetic (no widgets): :mod:`gui.history.screen` shows them, the tests
check them against rows they wrote. Every query reads through an index of schema version 2
(``seats_by_name``, ``games_by_evening``, ``games_by_table``).

Decisions:

* A player is a name as shown (after the start screen's normalisation); the same name in
  two groups is one player. A forgotten name (:data:`gui.history.store.FORGOTTEN`) has no
  statistics, and neither has a computer player (its games still count in the sides' rates).
* The longest streak is the longest run of games won in a row, in the order the games
  ended, over all games of that name.
* Real beside simulated: the group's win rate of each side is over the group's games of one
  game, player count and variant (the lab's table has one row per such combination), with a
  95 % Wilson interval; below :data:`MIN_GAMES` games the screen says there are too few to
  say anything instead of showing a rate.
"""
from __future__ import annotations

import json
import math
import sqlite3
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from gui.history.store import FORGOTTEN

MIN_GAMES = 10
"""Fewer games than this at one table: the real rates are not shown (too few to say anything)."""

Z95 = 1.959964


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of ``successes / trials`` (``(0, 1)`` for no trials)."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Rate:
    """``wins`` of ``games``."""

    games: int = 0
    wins: int = 0

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass
class PlayerStats:
    """One name's games."""

    name: str
    games: int = 0
    wins: int = 0
    longest_streak: int = 0
    by_role: dict[tuple[str, str], Rate] = field(default_factory=dict)  # (game, role)
    by_side: dict[tuple[str, str], Rate] = field(default_factory=dict)  # (game, side)

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def players(conn: sqlite3.Connection, game: str | None = None) -> list[PlayerStats]:
    """Every named player's statistics (of one game, or of all), most games first."""
    where, args = ("AND g.game = ?", [game]) if game else ("", [])
    stats: dict[str, PlayerStats] = {}
    run: dict[str, int] = defaultdict(int)
    rows = conn.execute(
        "SELECT s.name, g.game, s.role, s.side, s.won FROM seats s JOIN games g ON g.id = s.game_id"
        f" WHERE s.name != ? AND s.computer = '' {where} ORDER BY g.ended_at, g.id",
        [FORGOTTEN, *args],
    )
    for name, game_id, role, side, won in rows:
        p = stats.get(name)
        if p is None:
            p = stats[name] = PlayerStats(name)
        p.games += 1
        for table, key in ((p.by_role, (game_id, role)), (p.by_side, (game_id, side))):
            r = table.get(key)
            if r is None:
                r = table[key] = Rate()
            r.games += 1
            r.wins += bool(won)
        if won:
            p.wins += 1
            run[name] += 1
            p.longest_streak = max(p.longest_streak, run[name])
        else:
            run[name] = 0
    return sorted(stats.values(), key=lambda p: (-p.games, p.name.casefold()))


@dataclass(frozen=True)
class EveningGame:
    uid: str
    ended_at: str
    game: str
    winning_side: str
    seats: tuple[tuple[str, str, bool], ...]  # (name, role, won) in seat order


@dataclass(frozen=True)
class Evening:
    """One rematch chain: the games played one after another with "Play again"."""

    evening: str
    day: str
    games: tuple[EveningGame, ...]

    def wins(self) -> dict[str, int]:
        """Each name's wins this evening (every name that played, also with none)."""
        counts: dict[str, int] = {}
        for g in self.games:
            for name, _role, won in g.seats:
                counts[name] = counts.get(name, 0) + int(won)
        return counts


def evenings(conn: sqlite3.Connection, limit: int = 100) -> list[tuple[str, str, int]]:
    """The newest evenings: ``(evening, day, number of games)``."""
    return [
        (e, d, n) for e, d, n in conn.execute(
            "SELECT evening, max(day), count(*) FROM games GROUP BY evening ORDER BY max(ended_at) DESC LIMIT ?", (limit,)
        )
    ]


def evening(conn: sqlite3.Connection, evening_id: str) -> Evening | None:
    games = conn.execute(
        "SELECT id, uid, ended_at, game, winning_side, day FROM games WHERE evening = ? ORDER BY ended_at, id",
        (evening_id,),
    ).fetchall()
    if not games:
        return None
    out = []
    for gid, uid, ended, game, side, _day in games:
        seats = tuple((n, r, bool(w)) for n, r, w in conn.execute(
            "SELECT name, role, won FROM seats WHERE game_id = ? ORDER BY seat", (gid,)))
        out.append(EveningGame(uid, ended, game, side, seats))
    return Evening(evening_id, games[0][5], tuple(out))


@dataclass(frozen=True)
class TableRates:
    """The group's results at one table (game, player count, options) and the lab's beside them."""

    game: str
    players: int
    options: dict[str, Any]
    games: int
    wins: dict[str, int]  # side -> games won
    lab: Any = None  # gui.balance.balance_data.Entry, or None when the lab has no row

    def sides(self) -> list[str]:
        """The sides to show: the lab's (in its order), then any the group saw that the lab lacks."""
        order = [s for s, (_rate, _low, high) in self.lab.sides.items() if high >= 0.005 or self.wins.get(s)] \
            if self.lab is not None else []  # a side the lab never saw win (the Gunslinger without his variant): left out
        return order + sorted(s for s in self.wins if s not in order)

    def real(self, side: str) -> tuple[float, float, float]:
        """(rate, low, high) of the group's games."""
        won = self.wins.get(side, 0)
        return (won / self.games if self.games else 0.0, *wilson(won, self.games))

    @property
    def enough(self) -> bool:
        return self.games >= MIN_GAMES


def real_vs_simulated(conn: sqlite3.Connection, lab_table: Any = None, game: str | None = None) -> list[TableRates]:
    """One :class:`TableRates` per table the group played (of ``game`` only, if given), most games first.

    ``lab_table``: a :class:`gui.balance.balance_data.BalanceTable` (``None``: the shipped one).
    With ``game`` only that game's rows are read (the rules dialog's balance section), through
    the ``games_by_table`` index, whose first column is the game.
    The group's options are matched the way the start screen's balance line matches them
    (:meth:`BalanceTable.lookup`: informational options and defaults ignored).
    """
    if lab_table is None:
        from gui.balance.balance_data import shipped_table

        lab_table = shipped_table()
    grouped: dict[tuple[str, int, str], dict[str, int]] = defaultdict(dict)
    where, args = ("WHERE game = ?", (game,)) if game is not None else ("", ())
    for game_id, count, options, side, n in conn.execute(
        f"SELECT game, players, options, winning_side, count(*) FROM games {where}"
        " GROUP BY game, players, options, winning_side", args
    ):
        grouped[(game_id, count, options)][side] = n
    merged: dict[tuple[str, int, str], tuple[dict[str, Any], dict[str, int], Any]] = {}
    for (game_id, count, options_text), wins in grouped.items():
        try:
            options = json.loads(options_text)
        except ValueError:
            options = {}
        if not isinstance(options, dict):
            options = {}
        lab = lab_table.lookup(game_id, count, options) if lab_table is not None else None
        key = (game_id, count, lab.variant if lab is not None else options_text)  # one row per lab variant
        if key in merged:
            old = merged[key][1]
            for side, n in wins.items():
                old[side] = old.get(side, 0) + n
        else:
            merged[key] = (options, dict(wins), lab)
    rows = [TableRates(g, c, o, sum(w.values()), w, lab) for (g, c, _v), (o, w, lab) in merged.items()]
    return sorted(rows, key=lambda r: (-r.games, r.game, r.players))
