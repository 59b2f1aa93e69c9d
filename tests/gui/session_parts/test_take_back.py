"""Undo a mis-click on the table, by the table's consent (issue 31; ``gui.games.take_back``).

A person's opening waits with "Undo" offered and nothing of the chamber shown; "Undo" asks
the table, and yes drops the move (the log says so, the autosave keeps that line) while no
makes it at once; unanswered, the move is made when its time is up. A computer's move never
waits."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QApplication

from engine.tempelgold import Open
from gui.curtain import timings
from gui.persistence.autosave import LoadedAutosave, read_autosave

NAMES = ["Anna", "Ben", "Carla"]


@pytest.fixture
def at_the_table(driver, monkeypatch):  # noqa: ANN001, ANN201
    monkeypatch.setattr(timings, "TAKE_BACK_MS", 60_000)
    driver.window.set_language("en")
    driver.enter_players(NAMES)
    driver.click_start()
    driver.look_loop()
    driver.window.activateWindow()  # Ctrl+Z is the window's shortcut
    driver.qtbot.waitUntil(lambda: QApplication.activeWindow() is driver.window, timeout=3000)
    return driver


def _a_move(driver):  # noqa: ANN001, ANN202
    holder = driver.game.public_view().key_holder
    other = (holder + 1) % 3
    return holder, other, Open(other, 0)


def test_an_opening_waits_with_undo_and_shows_nothing_of_the_chamber(at_the_table, qtbot) -> None:  # noqa: ANN001
    driver = at_the_table
    session, table = driver.session, driver.session.table
    holder, other, move = _a_move(driver)
    card = table.scene.row_items(other)[0]
    resting = card.pos()
    assert session.request_action(holder, move) is True
    bar = session.turns.take_back._bar
    assert bar is not None and bar.isVisible()
    assert bar.label.text() == f"{NAMES[holder]} opens a chamber of {NAMES[other]} …"
    assert driver.game.public_view().opened == () and not table.is_interactive()
    assert card.pos().y() < resting.y()  # the chosen chamber stands out of its row
    driver.check_privacy(None)  # the waiting chamber's face is nowhere
    waiting = read_autosave()  # a kill now: the resumed game has no opening, the table asks again
    assert isinstance(waiting, LoadedAutosave) and waiting.game.public_view().opened == ()
    assert session.request_action(holder, Open(other, 1)) is False  # no second move meanwhile
    asked: list[str] = []
    driver.window.ask = lambda title, question: asked.append(question) or True
    qtbot.mouseClick(bar.button, Qt.MouseButton.LeftButton)
    assert asked == [f"{NAMES[holder]} clicked by mistake — undo?"]
    assert driver.game.public_view().opened == () and not bar.isVisible()
    assert card.pos() == resting and table.is_interactive()
    line = f"{NAMES[holder]}'s click was taken back: it was a mistake."
    assert line in [session.log.data(session.log.index(r)) for r in range(session.log.rowCount())]
    loaded = read_autosave()
    assert isinstance(loaded, LoadedAutosave) and [e.key for e in loaded.data.log].count("take_back") == 1
    # the same chamber again, and this time the table says no: it is opened at once
    assert session.request_action(holder, move) is True
    driver.window.ask = lambda title, question: False
    qtbot.keyClick(QApplication.focusWidget() or driver.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Ctrl+Z: "Undo"
    # (a button's shortcut presses it as a short animated click)
    qtbot.waitUntil(lambda: [o.owner for o in driver.game.public_view().opened] == [other], timeout=3000)


def test_unanswered_the_move_is_made_when_its_time_is_up(at_the_table, qtbot, monkeypatch) -> None:  # noqa: ANN001
    driver = at_the_table
    monkeypatch.setattr(timings, "TAKE_BACK_MS", 40)
    holder, other, move = _a_move(driver)
    assert driver.session.request_action(holder, move) is True
    assert driver.game.public_view().opened == ()
    qtbot.waitUntil(lambda: len(driver.game.public_view().opened) == 1, timeout=3000)


def test_a_computers_move_never_waits(at_the_table) -> None:  # noqa: ANN001
    driver = at_the_table
    holder, other, move = _a_move(driver)
    assert driver.session.turns.request_action(holder, move, computer=True) is True
    assert [o.owner for o in driver.game.public_view().opened] == [other]
    assert driver.session.turns.take_back.held is None


def test_the_waiting_move_and_the_round_banner_speak_german(at_the_table) -> None:  # noqa: ANN001
    """The table adapter's own words are found in a German game (they once stayed English:
    the screen's ``tr`` looks in its own context, not the adapter's)."""
    from gui.games.steps import TableStep

    driver = at_the_table
    driver.window.set_language("de")
    session, table = driver.session, driver.session.table
    holder, other, move = _a_move(driver)
    assert session.request_action(holder, move) is True
    assert session.turns.take_back._bar.label.text() == f"{NAMES[holder]} öffnet eine Kammer bei {NAMES[other]} …"
    assert session.turns.take_back._bar.button.text() == "Rückgängig (Strg+Z)"
    session.turns.take_back.cancel()
    table.show_step(TableStep("round_over", interactive=True, peek=False))
    assert table.banner.label.text().startswith("Runde ") and "neu gemischt" in table.banner.label.text()
    assert table.banner.button.text() == "Alle sehen sich ihre neuen Kammern an"


def test_play_again_after_a_game_with_held_openings_starts_the_next_game(make_window, qtbot, monkeypatch) -> None:  # noqa: ANN001
    """The end screen replaces the table, and with it the take-back's bar; "Play again" then
    closed the game and hid the deleted bar: a crash at every rematch of a game in which a
    person's opening had waited (found by hand: Tempelgold against two computers)."""
    from gui.checks.selfplay import SelfPlay
    from gui.games.base import StartRequest
    from gui.games.clicks import click

    monkeypatch.setattr(timings, "TAKE_BACK_MS", 40)
    window = make_window(computer_delay_ms=20)
    session = window.session
    session.start_game(StartRequest(game="tempelgold", players=NAMES, first=0), seed=3)
    play = SelfPlay(window, "tempelgold", 3, seed=3, shots=None)
    play.check_layout = False
    while play.step() != "end":
        pass
    assert session.turns.take_back._bar is not None  # a person's opening waited in this game
    first = session.game
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the dropped table goes, as in the app's loop
    click(session.end_screen.again_button)
    qtbot.waitUntil(lambda: session.game is not None and session.game is not first, timeout=5000)
    assert session.game.outcome() is None
