"""The group's own results in the rules dialog's "Balance" section (issue 23): real beside simulated.

:func:`section_markdown` gives the Markdown that :func:`gui.balance.balance_chart.set_rules_with_balance`
appends after the chart (a ``###`` part of the "Balance" section, so the contents list keeps
its ``##`` entries): for the dialog's game, per player count and variant the group played, each
side's win rate in the group's games with its 95 % Wilson interval beside the lab's simulated
rate — the same numbers as the history screen's "Real and simulated" tab
(:func:`gui.history.stats.real_vs_simulated`). This module is the history's; the balance
modules stay free of it and of any game's name.

Decisions:

* Tables with fewer than :data:`gui.history.stats.MIN_GAMES` games get no rates; one plain
  sentence names them with their number of games ("too few to say anything"). The table of
  rates is sorted by player count, then variant (a rules text reads by player count); a
  table's name stands in its first row only (the rows are shorter in a narrow dialog).
* Recording switched off (setting ``record_history``): one sentence saying so, and nothing is
  read, even if games were kept earlier (the group chose not to keep its games).
  No games of this game, or no database file yet: one sentence. A file that cannot be read:
  one sentence with the reason (the history screen and the recorder deal with the file; the
  rules dialog never writes, migrates or sets it aside).
* Opening the dialog must not wait on the database: the file is checked the way every file is
  (:func:`gui.history.database.check_file`: stat, header only), opened read-only with a busy
  timeout of :data:`BUSY_MS`, and one grouped query per game is read through the
  ``games_by_table`` index (its first column is the game), which gives a few dozen rows even
  for 10,000 games.
"""
from __future__ import annotations

import contextlib
import pathlib
import sqlite3
from typing import Any

from PySide6.QtCore import QCoreApplication

from gui.history import database, stats

BUSY_MS = 300
"""How long the rules dialog waits for a database another program holds locked."""

def _plain(text: str) -> str:
    """``text`` escaped for Markdown (a table cell or a paragraph shows it as plain text)."""
    out = []
    for ch in text.replace("\n", " "):
        out.append("\\" + ch if ch in "\\|*_`[]<>#~!" else ch)
    return "".join(out)


def _capital(text: str) -> str:
    """A side's name at the start of a cell ("an Undercover Agent" → "An Undercover Agent", as the chart's legend)."""
    return text[:1].upper() + text[1:]


def _pct(x: float) -> str:
    return f"{round(100 * x)} %"


def _rate(rate: float, low: float, high: float) -> str:
    return QCoreApplication.translate("HistoryRules", "{rate} ({low}–{high} %)").format(
        rate=_pct(rate), low=round(100 * low), high=round(100 * high))


def read_rates(path: pathlib.Path, game: str, lab_table: Any) -> list[stats.TableRates]:
    """``game``'s tables in the database at ``path`` (read-only; ``FileNotFoundError`` if there
    is none; :class:`gui.history.database.HistoryProblem` or ``sqlite3.Error`` if it cannot be read)."""
    database.check_file(path)
    with contextlib.closing(database.connect(path, readonly=True)) as conn:
        conn.execute(f"PRAGMA busy_timeout={BUSY_MS}")
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version > database.SCHEMA_VERSION:
            raise database.HistoryProblem("newer")
        if version == 0:
            return []  # an empty file: no tables yet
        return stats.real_vs_simulated(conn, lab_table, game=game)


def section_markdown(game: str, lang: str, *, path: pathlib.Path | None = None, recording: bool = True,
                     lab_table: Any = None) -> str:
    """The "In your games" part of ``game``'s balance section, as Markdown (in the UI language).

    ``path``: the history database (``None``: the app's, :func:`gui.history.location.history_path`);
    ``recording``: the setting that keeps finished games; ``lab_table``: the lab's
    :class:`gui.balance.balance_data.BalanceTable` (``None``: the shipped one).
    """
    from gui.history.game_words import game_title, side_name, variant_text

    heading = "### " + QCoreApplication.translate("HistoryRules", "In your games")
    if not recording:
        return heading + "\n\n" + QCoreApplication.translate("HistoryRules", 
            "Finished games are not kept (settings: “Keep finished games in the game history”), so there are "
            "no results of your own to show beside the simulated ones.") + "\n"
    if path is None:
        from gui.history.location import history_path

        path = history_path()
    if lab_table is None:
        from gui.balance.balance_data import shipped_table

        lab_table = shipped_table()
    title = game_title(game)
    try:
        rows = read_rates(path, game, lab_table)
    except FileNotFoundError:
        rows = []
    except (database.HistoryProblem, sqlite3.Error, OSError) as exc:
        reason = exc.reason if isinstance(exc, database.HistoryProblem) else (
            "locked" if "locked" in str(exc).lower() or "busy" in str(exc).lower() else "unreadable")
        why = database.reasons().get(reason, reason)
        return heading + "\n\n" + QCoreApplication.translate("HistoryRules", "The game history cannot be read ({why}).").format(why=why) + "\n"
    if not rows:
        return heading + "\n\n" + QCoreApplication.translate("HistoryRules", 
            "The game history holds no finished game of {game} yet. Once your group has played some, "
            "its results are shown here beside the simulated ones.").format(game=_plain(title)) + "\n"
    rows.sort(key=lambda r: (r.players, variant_text(r.game, r.options, lang)))
    enough = [r for r in rows if r.enough]
    few = [r for r in rows if not r.enough]

    def table_name(r: stats.TableRates) -> str:
        variant = variant_text(r.game, r.options, lang) or QCoreApplication.translate("HistoryRules", "standard")
        return QCoreApplication.translate("HistoryRules", "{players} players, {variant}").format(players=r.players, variant=variant)

    parts = [heading, QCoreApplication.translate("HistoryRules", 
        "How often each side won in your games of {game}, with a 95 % interval, beside the lab's simulated "
        "games. With fewer than {n} games at a table there are too few to say anything.").format(
            game=_plain(title), n=stats.MIN_GAMES)]
    if enough:
        lines = ["| " + " | ".join(_plain(h) for h in (QCoreApplication.translate("HistoryRules", "Table"), QCoreApplication.translate("HistoryRules", "Side"), QCoreApplication.translate("HistoryRules", "Your games"), QCoreApplication.translate("HistoryRules", "Simulated"))) + " |",
                 "|---|---|---|---|"]
        for r in enough:
            for first, side in enumerate(r.sides()):
                won = r.wins.get(side, 0)
                real = QCoreApplication.translate("HistoryRules", "{rate}, won {won} of {games}").format(
                    rate=_rate(*r.real(side)), won=won, games=r.games)
                lab = _rate(*r.lab.sides[side]) if r.lab is not None and side in r.lab.sides else QCoreApplication.translate("HistoryRules", "not simulated")
                lines.append("| " + " | ".join(_plain(c) for c in (table_name(r) if first == 0 else "", _capital(side_name(side, lang)), real, lab)) + " |")
        parts.append("\n".join(lines))
    if few:
        listed = "; ".join(QCoreApplication.translate("HistoryRules", "{table} ({games} of {needed} games)").format(
            table=_plain(table_name(r)), games=r.games, needed=stats.MIN_GAMES) for r in few)
        parts.append(QCoreApplication.translate("HistoryRules", "Too few games to say anything yet: {tables}.").format(tables=listed))
    # "95 %", "(9–53 %)": the number and its sign stay on one line (a narrow dialog wraps the cells)
    return "\n\n".join(parts).replace(" %", "\u00a0%") + "\n"
