"""Fixtures for the app tests: fast curtain timings, a main window, a driver that plays
through the real widgets (clicks, press-and-hold) and checks privacy after every step, and
the small-window check every screen's "fits and nothing is cut off" test shares."""
from __future__ import annotations

import os

import pytest

from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from gui.curtain import timings


@pytest.fixture
def english_catalogue(qapp):  # noqa: ANN001, ANN201, ARG001
    """The English catalogue installed for a test that reads English texts (its plural
    forms too): a window built by another test in the same worker installs its own language
    application-wide. tests/conftest.py puts English back after every test."""
    from gui.text.i18n import Translations

    Translations.shared().set_language("en")


@pytest.fixture
def fast_timings(monkeypatch: pytest.MonkeyPatch) -> None:
    """A few milliseconds for hold, delay and animations (production values stay).

    The equal dwell is 0 here: it locks the curtain *after* a private screen, and a lock of
    a few milliseconds would make it chance whether a driver meets a locked button or an
    extra neutral curtain. tests/gui/test_curtain_dwell.py tests the dwell with a fake clock.
    """
    monkeypatch.setattr(timings, "HOLD_MS", 25)
    monkeypatch.setattr(timings, "REVEAL_DELAY_MS", 10)
    monkeypatch.setattr(timings, "MIN_DWELL_MS", 0)
    monkeypatch.setattr(timings, "TICK_MS", 5)
    import gui.games.session as session
    import gui.games.turn_loop as turn_loop

    monkeypatch.setattr(turn_loop, "ANIMATION_TIMEOUT_MS", 400)
    import random

    monkeypatch.setattr(session, "SEED_SOURCE", random.Random(int(os.environ.get("KT_TEST_SEED", "20261129"))))
    try:
        from gui.tempelgold.screen import TempelgoldTableScreen

        # Not lower: with 5 ms the table's flip/fly animation crashed in QGraphicsView's
        # paint (a race inside gui/tempelgold/screen.py, reported, not ours to change).
        monkeypatch.setattr(TempelgoldTableScreen, "FLIP_MS", 30)
        monkeypatch.setattr(TempelgoldTableScreen, "MOVE_MS", 30)
    except ImportError:
        pass
    try:
        from gui.tempelgold.private import TempelgoldPrivatePanel

        monkeypatch.setattr(TempelgoldPrivatePanel, "FLIP_DELAY_MS", 1)
        monkeypatch.setattr(TempelgoldPrivatePanel, "FLIP_MS", 5)
    except ImportError:
        pass


class FakeClock:
    """The curtain's dwell clock (``gui.curtain.dwell.now_ms``), moved by hand."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, ms: float) -> None:
        self.now += ms


DWELL_MS = 3000  # the production dwell, for the tests that use the fake clock


@pytest.fixture
def dwell_clock(monkeypatch: pytest.MonkeyPatch, fast_timings) -> FakeClock:  # noqa: ANN001, ARG001
    """Fast timings, but the real 3 s dwell on a fake clock: "locked now, open after" without waiting."""
    from gui.curtain import dwell

    fake = FakeClock()
    monkeypatch.setattr(dwell, "now_ms", fake)
    monkeypatch.setattr(timings, "MIN_DWELL_MS", DWELL_MS)
    return fake


@pytest.fixture
def window(make_window, qtbot):  # noqa: ANN001, ANN201
    """A MainWindow (:func:`make_window`) that is the active window: the keys go to it."""
    from PySide6.QtWidgets import QApplication

    window = make_window()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    return window


@pytest.fixture
def make_window(qtbot, fast_timings):  # noqa: ANN001, ANN201
    """Build a MainWindow the way the app does (settings and autosave from the temp dirs)."""
    from gui.app import build_main_window, create_application

    create_application()
    windows = []

    def make(**settings_changes):  # noqa: ANN003, ANN202
        window = build_main_window()
        for key, value in settings_changes.items():
            setattr(window.settings, key, value)
        window.ask = lambda *_a, **_k: True  # confirmations answer "yes"
        window._force_close = True
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    for window in windows:
        try:
            window.session.curtain.lower()
        except RuntimeError:
            pass


# -- small windows ------------------------------------------------------------------------
@pytest.fixture
def app_look(qapp):  # noqa: ANN001, ANN201
    """The app's own style sheet, palette and font, as the screens are really seen."""
    from gui.look.style import STYLESHEET, apply_palette

    sheet, palette, font = qapp.styleSheet(), qapp.palette(), qapp.font()
    apply_palette(qapp)
    qapp.setStyleSheet(STYLESHEET)
    yield
    qapp.setStyleSheet(sheet)
    qapp.setPalette(palette)
    qapp.setFont(font)


def unclipped(widget: QWidget) -> list[str]:
    """Labels and buttons whose one-line text is wider than they are (cut off on screen)."""
    bad = []
    for child in widget.findChildren(QWidget):
        if not child.isVisible():
            continue
        if isinstance(child, QLabel) and not child.wordWrap() and child.text():
            need = child.fontMetrics().horizontalAdvance(child.text())
            if need > child.contentsRect().width() + 1:
                bad.append(child.text())
        elif isinstance(child, QAbstractButton) and child.text():
            if child.sizeHint().width() > child.width() + 1:
                bad.append(child.text())
    return bad


@pytest.fixture
def shown_fitting(qtbot, app_look):  # noqa: ANN001, ANN201, ARG001 - app_look: the screen as really seen
    """Show a screen, in the app's look, at a window size and check that it fits it: its
    minimum size is no larger, it really got that size, and no label or button text is cut
    off (:func:`unclipped`).

    Returns ``show(widget, size, *context)``, which returns the shown widget for the test's
    own further checks; ``context`` goes into the failure message.
    """

    def show(widget: QWidget, size: tuple[int, int], *context: object) -> QWidget:
        qtbot.addWidget(widget)
        widget.resize(*size)
        widget.show()
        qtbot.waitExposed(widget)
        qtbot.wait(1)
        hint = widget.minimumSizeHint()
        assert hint.width() <= size[0] and hint.height() <= size[1], (*context, size, hint)
        assert widget.size().toTuple() == size, (*context, size, widget.size())
        assert unclipped(widget) == []
        return widget

    return show


# -- dropped widgets ----------------------------------------------------------------------
@pytest.fixture
def drop_widget(qapp):  # noqa: ANN001, ANN201, ARG001
    """Drop a widget the way the main window drops a screen (``MainWindow.drop_screen``) and
    delete it at once; returns ``drop(widget)``."""
    from PySide6.QtCore import QCoreApplication, QEvent

    def drop(widget: QWidget) -> None:
        widget.hide()
        widget.setParent(None)
        widget.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    return drop


@pytest.fixture
def live_wrappers():  # noqa: ANN201
    """``live(kind)``: the Python wrappers of ``kind`` still alive after a garbage collection
    (a wrapper that outlives its Qt object is a leak: the long evening counts them)."""
    import gc

    def live(kind: type) -> list[object]:
        gc.collect()
        return [o for o in gc.get_objects() if isinstance(o, kind)]

    return live


# -- the driver ---------------------------------------------------------------------------
class Driver:
    """Plays the app through its real widgets and checks privacy after every curtain step.

    The privacy oracle knows the secrets (it asks the engine for every seat's view, and reads
    the engine's rows only to *choose* which chamber to click); the app under test does not.
    """

    def __init__(self, qtbot, window) -> None:  # noqa: ANN001
        self.qtbot = qtbot
        self.window = window
        self.checks = 0
        self._private_texts: dict[int, set[str]] = {}
        self._texts_round = -1

    # -- shortcuts ------------------------------------------------------------------------
    @property
    def session(self):  # noqa: ANN201
        return self.window.session

    @property
    def curtain(self):  # noqa: ANN201
        return self.session.curtain

    @property
    def game(self):  # noqa: ANN201
        return self.session.game

    def settle(self, ms: int = 1) -> None:
        from PySide6.QtCore import QCoreApplication, QEvent

        self.qtbot.wait(ms)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    # -- start screen ---------------------------------------------------------------------
    def enter_players(self, names: list[str]) -> None:
        from PySide6.QtCore import Qt

        start = self.window.start_screen
        assert start is not None
        while start.players.rows:
            self.qtbot.mouseClick(start.players.rows[0].remove, Qt.MouseButton.LeftButton)
        for name in names:
            self.qtbot.keyClicks(start.name_edit, name)
            self.qtbot.mouseClick(start.add_button, Qt.MouseButton.LeftButton)
        assert start.names() == names

    def click_start(self) -> None:
        from PySide6.QtCore import Qt

        start = self.window.start_screen
        assert start.start_button.isEnabled(), start.problem.text()
        self.qtbot.mouseClick(start.start_button, Qt.MouseButton.LeftButton)
        self.settle()
        assert self.game is not None

    # -- the privacy oracle ----------------------------------------------------------------
    def _secret_elements(self) -> dict[int, set[str]]:
        """Role card and face-down chambers per seat; once the game is over every role and
        every unopened chamber is public (the end screen turns them over: ``_public_elements``)."""
        from gui.cards import element_id
        from gui.checks.privacy import ROLE_KIND, face_id

        over = self.game.outcome() is not None
        result = {}
        for seat in range(self.game.player_count):
            view = self.game.view(seat)
            result[seat] = {element_id(c) for c in view.chambers}
            if not over:  # a role card is told from the chamber of its picture (gui.checks.privacy)
                result[seat].add(face_id(element_id(view.role_card), ROLE_KIND))
        return result

    def _public_elements(self) -> set[str]:
        from gui.tempelgold.autoplay import TempelgoldAutoPlayer

        return TempelgoldAutoPlayer().public_elements(self.game.public_view())

    def _refresh_private_texts(self) -> None:
        """What each seat's private panel would show (built off-window, then destroyed)."""
        from gui.checks.privacy import scan
        from gui.tempelgold.private import TempelgoldPrivatePanel

        # the panels change only when the chambers are redealt (a new round)
        key = (self.game.public_view().round, self.game.outcome() is None, self.window.settings.language)
        if key == self._texts_round:
            return
        self._texts_round = key
        lang = self.window.settings.language
        texts: dict[int, set[str]] = {}
        for seat in range(self.game.player_count):
            panel = TempelgoldPrivatePanel(self.game.view(seat), self.window.renderer, lang, "deal")
            texts[seat] = set(scan(panel, visible_only=False).texts)
            # the seat-only log lines ("Anna looks at her chambers: 2 gold ...") are secret too
            public_log = set(self.game.public_view().log)
            texts[seat] |= {e.text(lang) for e in self.game.view(seat).log if e not in public_log}
            panel.deleteLater()
        generic = set.intersection(*texts.values()) if texts else set()
        self._private_texts = {seat: t - generic for seat, t in texts.items()}

    def check_privacy(self, revealed: int | None = None) -> None:
        """Nothing of another seat (or, with the curtain down, of anyone) is visible."""
        from gui.checks.privacy import leaked_faces, scan

        if self.game is None:
            return
        self._refresh_private_texts()
        seen = scan(self.window, visible_only=revealed is not None)  # curtain down: hidden widgets too
        assert self.window.windowTitle() == "Kartentisch"
        secrets = self._secret_elements()
        public = self._public_elements()
        own = secrets.get(revealed, set()) if revealed is not None else set()
        own_texts = self._private_texts.get(revealed, set()) if revealed is not None else set()
        for seat, elements in secrets.items():
            if seat == revealed:
                continue
            leaked = leaked_faces(elements, own | public, seen.elements)
            assert not leaked, f"card faces of seat {seat} visible (revealed={revealed}): {leaked}"
            if self.game.outcome() is not None:
                continue  # roles are public now; the end screen names them
            for text in self._private_texts[seat] - own_texts:
                assert text not in seen.texts, f"private text of seat {seat} visible (revealed={revealed}): {text!r}"
        self.checks += 1

    # -- curtain ----------------------------------------------------------------------------
    def reveal(self, pin: str | None = None, expect_private: bool = True) -> object:
        """Press and hold the reveal button until the private screen is up; return the panel."""
        import shiboken6
        from PySide6.QtCore import Qt

        handoff = self.curtain.handoff
        assert handoff is not None, "no hand-off screen is up"
        self.check_privacy(revealed=None)
        if pin is not None:
            handoff.pin_edit.clear()
            self.qtbot.keyClicks(handoff.pin_edit, pin)
        button = handoff.reveal_button
        if button.mode == "delay":
            self.qtbot.waitUntil(button.isEnabled, timeout=2000)
            self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        else:
            self.qtbot.mousePress(button, Qt.MouseButton.LeftButton)
            self.qtbot.waitUntil(
                lambda: self.curtain.private is not None or handoff.problem_label.isVisibleTo(handoff),
                timeout=3000,
            )
            if shiboken6.isValid(button):
                self.qtbot.mouseRelease(button, Qt.MouseButton.LeftButton)
        if not expect_private:
            assert self.curtain.private is None
            return None
        assert self.curtain.private is not None
        self.settle()
        panel = self.curtain.private.content
        self.check_privacy(revealed=panel.seat())
        return panel

    def hide(self) -> None:
        import shiboken6
        from PySide6.QtCore import Qt

        from gui.tempelgold.private import TempelgoldPrivatePanel

        frame = self.curtain.private
        assert frame is not None
        panel = frame.content
        seat = panel.seat()
        self.qtbot.waitUntil(frame.hide_button.isEnabled, timeout=2000)
        self.check_privacy(revealed=seat)
        self.qtbot.mouseClick(frame.hide_button, Qt.MouseButton.LeftButton)
        self.settle()
        assert not shiboken6.isValid(panel), "the private panel survived hiding"
        assert not self.window.findChildren(TempelgoldPrivatePanel)
        self.check_privacy(revealed=None)

    def look_loop(self) -> list[str]:
        """Everyone looks at their cards, in the order the app asks; returns the names."""
        names = []
        while self.session.flow.phase == "look" and self.curtain.handoff is not None:
            seat = self.session.flow.to_look[0]
            assert self.curtain.handoff.player_name == self.game.name(seat)
            names.append(self.curtain.handoff.player_name)
            panel = self.reveal()
            assert panel.seat() == seat
            self.hide()
        return names

    # -- the table --------------------------------------------------------------------------
    def click_chamber(self, owner: int, slot: int) -> None:
        from PySide6.QtCore import Qt

        table = self.session.table
        assert table is not None and self.window.stack.currentWidget() is table
        item = table.row_items(owner)[slot]
        pos = self._visible_point(table.view, item)
        expected = self.game._rows[owner][slot]  # oracle: the card that must open
        before = len(self.game.public_view().opened)
        self.qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        self.qtbot.waitUntil(lambda: len(self.game.public_view().opened) == before + 1, timeout=3000)
        self.qtbot.waitUntil(lambda: not self.session.busy, timeout=3000)
        assert self.game.public_view().opened[-1].card == expected
        self.settle()
        self.check_privacy(revealed=None)

    @staticmethod
    def _visible_point(view, item):  # noqa: ANN001, ANN205
        """A point of ``item`` that no other card covers (rows are fanned and overlap)."""
        from PySide6.QtCore import QPointF

        rect = item.boundingRect()
        for fx in (0.5, 0.15, 0.3, 0.7, 0.85):
            for fy in (0.5, 0.3, 0.7):
                pos = view.mapFromScene(item.mapToScene(QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)))
                hit = view.itemAt(pos)
                while hit is not None and hit is not item and hit.parentItem() is not None:
                    hit = hit.parentItem()
                if hit is item:
                    return pos
        raise AssertionError("the card to click is covered everywhere")

    def choose(self, prefer: tuple[str, ...]) -> tuple[int, int]:
        """Pick (owner, slot) of a chamber of the preferred kinds (oracle: engine rows)."""
        from engine.tempelgold import chamber_kind

        holder = self.game.public_view().key_holder
        rows = self.game._rows  # test oracle only: which slot holds what
        for kind in prefer:
            for owner, row in enumerate(rows):
                if owner == holder:
                    continue
                for slot, card in enumerate(row):
                    if chamber_kind(card).value == kind:
                        return owner, slot
        owner = next(o for o, row in enumerate(rows) if o != holder and row)
        return owner, 0


@pytest.fixture
def driver(qtbot, make_window):  # noqa: ANN001, ANN201
    """A fresh window and its driver."""
    window = make_window()
    return Driver(qtbot, window)
