"""The rules dialog's balance section shows the group's own results beside the lab's (issue 23):
per player count and variant, each side's real rate with its Wilson interval, "too few games"
below the threshold, one sentence when recording is off or nothing was played — read-only,
through the index, and laid out without clipping at 800×600 in both languages."""
from __future__ import annotations

import pathlib
import shutil
import sqlite3

import pytest

from engine.registry import GAMES
from gui.balance.balance_data import shipped_table
from gui.dialogs.rules import RulesDialog
from gui.history import database, rules_section, stats, store
from tests.history.helpers import record_of


def _text(dialog: RulesDialog, game: str) -> str:
    return " ".join(dialog.browsers[game].toPlainText().split())


def _section(dialog: RulesDialog, game: str) -> str:
    text = _text(dialog, game)
    assert "In your games" in text, text[-400:]
    return text[text.index("In your games"):]


def _fill(path: pathlib.Path, tables: list[tuple[str, int, int, dict]]) -> None:
    """``count`` games of each (game, players, count, options)."""
    conn = database.open_checked(path).conn
    records = []
    for game, players, count, options in tables:
        for seed in range(count):
            records.append(record_of(game, players, seed, uid=f"{game}-{players}-{seed}-{len(options)}", options=options))
    store.insert_many(conn, records)
    conn.close()


@pytest.fixture
def path(tmp_path: pathlib.Path) -> pathlib.Path:
    return tmp_path / "history.sqlite3"


def test_real_rates_with_intervals_beside_the_lab_and_too_few_said_plainly(qtbot, path: pathlib.Path) -> None:  # noqa: ANN001
    _fill(path, [("tempelgold", 4, 12, {}), ("tempelgold", 5, 3, {}), ("tempelgold", 6, 2, {"one_trap": True})])
    conn = database.connect(path, readonly=True)
    (four,) = [r for r in stats.real_vs_simulated(conn, game="tempelgold") if r.players == 4]
    conn.close()
    dialog = RulesDialog("en", "tempelgold", history=path)
    qtbot.addWidget(dialog)
    section = _section(dialog, "tempelgold")
    assert four.enough and four.lab is not None and len(four.sides()) >= 2
    for side in four.sides():
        rate, low, high = four.real(side)
        lab_rate, lab_low, lab_high = four.lab.sides[side]
        real = f"{round(100 * rate)} % ({round(100 * low)}–{round(100 * high)} %), won {four.wins.get(side, 0)} of 12"
        lab = f"{round(100 * lab_rate)} % ({round(100 * lab_low)}–{round(100 * lab_high)} %)"
        assert f"{real} {lab}" in section, (real, lab, section)  # the real rate, then the lab's, in one row
    assert ("Too few games to say anything yet: 5 players, standard (3 of 10 games); "
            "6 players, Only one trap (2 of 10 games).") in section
    assert section.count("5 players, standard") == 1 and section.count("4 players, standard") == 1  # no rates for too few
    # the other game: nothing played, one sentence
    assert "The game history holds no finished game of Diamantenraub yet." in _section(dialog, "diamantenraub")
    # the section belongs to "Balance": the contents list is unchanged
    assert dialog.contents["tempelgold"].item(dialog.contents["tempelgold"].count() - 1).text() == "Balance"


def test_no_history_no_games_and_recording_off_are_one_sentence(qtbot, path: pathlib.Path) -> None:  # noqa: ANN001
    dialog = RulesDialog("en", "tempelgold", history=path)  # no file at all
    qtbot.addWidget(dialog)
    assert _section(dialog, "tempelgold") == ("In your games The game history holds no finished game of Tempelgold yet. "
                                              "Once your group has played some, its results are shown here beside the simulated ones.")
    assert not path.exists()  # the rules dialog makes no database
    _fill(path, [("tempelgold", 4, 12, {})])
    off = RulesDialog("en", "tempelgold", history=path, recording=False)
    qtbot.addWidget(off)
    for game in GAMES:
        assert _section(off, game) == (
            "In your games Finished games are not kept (settings: “Keep finished games in the game history”), "
            "so there are no results of your own to show beside the simulated ones.")


def test_a_bad_file_is_said_and_left_alone(qtbot, path: pathlib.Path) -> None:  # noqa: ANN001
    path.write_bytes(b"not a database at all" * 10)
    before = path.read_bytes()
    dialog = RulesDialog("en", "tempelgold", history=path)
    qtbot.addWidget(dialog)
    assert _section(dialog, "tempelgold") == "In your games The game history cannot be read (it is not a database)."
    assert path.read_bytes() == before and sorted(p.name for p in path.parent.iterdir()) == [path.name]


def test_the_section_reads_one_indexed_query_per_game(monkeypatch, path: pathlib.Path) -> None:  # noqa: ANN001
    """Opening the rules must not scan the history: every statement it runs on the games is
    answered from the ``games_by_table`` index, for that game only."""
    _fill(path, [("tempelgold", 4, 3, {}), ("diamantenraub", 6, 3, {})])
    statements: list[str] = []
    real_connect = database.connect

    def tracing(*args, **kwargs) -> sqlite3.Connection:  # noqa: ANN002, ANN003
        conn = real_connect(*args, **kwargs)
        conn.set_trace_callback(statements.append)
        return conn

    monkeypatch.setattr(database, "connect", tracing)
    rows = rules_section.read_rates(path, "tempelgold", shipped_table())
    assert [r.game for r in rows] == ["tempelgold"]
    queries = [s for s in statements if "FROM games" in s]
    assert len(queries) == 1 and ("WHERE game = ?" in queries[0] or "WHERE game = 'tempelgold'" in queries[0]), queries
    check = sqlite3.connect(path)
    plan = " ".join(row[-1] for row in check.execute(
        "EXPLAIN QUERY PLAN SELECT game, players, options, winning_side, count(*) FROM games WHERE game = ?"
        " GROUP BY game, players, options, winning_side", ("tempelgold",)))
    check.close()
    assert "COVERING INDEX games_by_table (game=?)" in plan, plan


def _section_table_fits(dialog: RulesDialog, game: str) -> None:
    """The section's table is as wide as the view at most and breaks its lines between words."""
    from gui.dialogs.rules_fit import tables
    from tests.gui.test_rules_dialog_width import _cell_lines

    browser = dialog.browsers[game]
    document = browser.document()
    assert document.size().width() <= browser.viewport().width(), game
    assert browser.horizontalScrollBar().maximum() == 0, game
    assert dialog.contents[game].horizontalScrollBar().maximum() == 0, game
    ours = [t for t in tables(document) if "Your games" in t.cellAt(0, 2).firstCursorPosition().block().text()
            or "Eure Spiele" in t.cellAt(0, 2).firstCursorPosition().block().text()]
    assert ours, f"{game}: the section's table is shown"
    for table in ours:
        for text, _start, end in _cell_lines(table):
            assert end >= len(text) or text[end - 1].isspace() or text[end].isspace() or text[end - 1] in "-–/,", text


@pytest.mark.parametrize("lang", ["de", "en"])
def test_thirty_games_fit_at_800x600_in_both_languages(make_window, qtbot, monkeypatch, lang: str) -> None:  # noqa: ANN001
    """Opened from the main window (its language, its recording setting), 30 games of both games."""
    from gui.history.location import history_path

    _fill(history_path(), [("tempelgold", 4, 12, {}), ("tempelgold", 7, 4, {}), ("diamantenraub", 6, 10, {}),
                           ("diamantenraub", 8, 4, {"revolverheld": True})])
    shown: list[RulesDialog] = []

    def exec_(self: RulesDialog) -> int:
        shown.append(self)
        return 0

    monkeypatch.setattr(RulesDialog, "exec", exec_)
    window = make_window()
    window.set_language(lang)
    window.show_rules()
    (dialog,) = shown
    qtbot.addWidget(dialog)
    dialog.resize(800, 600)
    dialog.show()
    qtbot.waitExposed(dialog)
    heading = "In euren Spielen" if lang == "de" else "In your games"
    too_few = "Zu wenige Spiele" if lang == "de" else "Too few games"
    for index, game in enumerate(("tempelgold", "diamantenraub")):
        dialog.tabs.setCurrentIndex(list(dialog.browsers).index(game))
        qtbot.waitUntil(lambda g=game: dialog.browsers[g].isVisible(), timeout=2000)
        text = _text(dialog, game)
        assert heading in text and too_few in text, text[-600:]
        _section_table_fits(dialog, game)
    window.settings.record_history = False
    window.show_rules()
    off = shown[-1]
    qtbot.addWidget(off)
    assert "%" not in _text(off, "tempelgold")[_text(off, "tempelgold").index(heading):]


def test_an_older_schema_is_read_without_being_changed(qtbot, path: pathlib.Path, tmp_path: pathlib.Path) -> None:  # noqa: ANN001
    """A version-1 file (before the indexes) is read as it is: the rules dialog never migrates."""
    conn = sqlite3.connect(path)
    conn.executescript(database.schema_of(1))
    conn.execute("PRAGMA user_version=1")
    conn.commit()
    conn.close()
    copy = tmp_path / "copy"
    shutil.copy(path, copy)
    dialog = RulesDialog("en", "tempelgold", history=path)
    qtbot.addWidget(dialog)
    assert "holds no finished game of Tempelgold yet" in _section(dialog, "tempelgold")
    assert path.read_bytes() == copy.read_bytes()
