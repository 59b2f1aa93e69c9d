"""Taking back a mis-click on the public table, by the table's consent (issue 31).

A person's move that the table can put in words (:meth:`gui.games.widgets.GameTable.describe_move`)
waits :data:`gui.curtain.timings.TAKE_BACK_MS` before it is made, with a bar on the table:
"Ben opens a chamber of Anna" and "Undo (Ctrl+Z)". Undo asks the table ("Ben clicked by
mistake — undo?", with "No" focused); yes: the move is dropped and the log says so; no: it is
made now. A table describes only moves that show nothing secret until they are made, so
nothing that revealed a secret is ever undone. A computer's move never waits, and neither
does one the game asked a question about already (it was confirmed). A kill while a move
waits loses that one click: nothing was made, and the resumed table asks for the move again.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget
from shiboken6 import isValid

from gui.curtain import timings

if TYPE_CHECKING:
    from engine.actions import Action
    from gui.games.base import SessionHost
    from gui.games.log_model import LogModel
    from gui.games.widgets import GameTable


class TakeBackBar(QFrame):
    """The bar across the foot of the table while a move waits: the move in words and "Undo"."""

    undo = Signal()

    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.setObjectName("TakeBackBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.label = QLabel(self)
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # names are what people typed
        self.label.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.clicked.connect(self.undo.emit)
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 2, 10, 2)
        row.addWidget(self.label, 1)
        row.addWidget(self.button)
        table.installEventFilter(self)  # keep to the table's foot as it resizes
        self.hide()

    def show_move(self, words: str) -> None:
        self.label.setText(words)
        self.button.setText(QCoreApplication.translate("TakeBack", "Undo (Ctrl+Z)"))
        # after the text, which sets a button's shortcut to its mnemonic (none); named, as a
        # platform's standard "Undo" binding may be empty
        self.button.setShortcut(QKeySequence("Ctrl+Z"))
        self.button.setAccessibleName(QCoreApplication.translate("TakeBack", "Undo: {move}").format(move=words))
        self._place()
        self.show()
        self.raise_()

    def _place(self) -> None:
        table = self.parentWidget()
        if table is None:
            return
        # across the table's foot, over its hint line (which asks for the click just made)
        self.setFixedWidth(table.width())
        self.adjustSize()
        self.move(0, table.height() - self.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return super().eventFilter(watched, event)


class TakeBack(QObject):
    """Holds a person's described move for a moment, and makes it or drops it (module text)."""

    def __init__(self, host: SessionHost, log: LogModel, make: Callable[[int, Action], object],
                 dropped: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._host = host
        self._log = log
        self._make = make
        self._dropped = dropped
        self._table: GameTable | None = None
        self._bar: TakeBackBar | None = None
        self.held: tuple[int, Action, str] | None = None  # (seat, action, who) while a move waits
        self._token = 0

    def hold(self, table: GameTable, seat: int, action: Action, words: str, who: str) -> bool:
        """Let ``seat``'s move wait, with "Undo" offered; ``False``: it is to be made at once."""
        if timings.TAKE_BACK_MS <= 0:
            return False
        self.held = (seat, action, who)
        self._token += 1
        token = self._token
        if self._table is not table or self._bar is None or not isValid(self._bar):
            self._table, self._bar = table, TakeBackBar(table)
            self._bar.undo.connect(self._undo)
        self._bar.show_move(words)
        table.show_move_held(seat, action, True)
        QTimer.singleShot(timings.TAKE_BACK_MS, self, lambda: self._due(token))
        return True

    def _release(self) -> tuple[int, Action, str] | None:
        held, self.held = self.held, None
        self._token += 1
        # the table (and the bar on it) may be gone already: the end screen replaced it, and
        # "Play again" then closed the game (a crash at every rematch after a held opening)
        if self._bar is not None and isValid(self._bar):
            self._bar.hide()
        if held is not None and self._table is not None and isValid(self._table):
            self._table.show_move_held(held[0], held[1], False)
        return held

    def _due(self, token: int) -> None:
        if token == self._token and self.held is not None:
            held = self._release()
            assert held is not None
            self._make(held[0], held[1])

    def _undo(self) -> None:
        if self.held is None:
            return
        self._token += 1  # the clock stops while the table is asked
        seat, action, who = self.held
        title = QCoreApplication.translate("TakeBack", "Undo?")
        question = QCoreApplication.translate("TakeBack", "{name} clicked by mistake — undo?").format(name=who)
        undo = self._host.ask(title, question)
        if self.held is None:
            return  # the game went away while the table was asked
        self._release()
        if undo:
            self._log.add_app_entry("take_back", who)
            self._dropped()
        else:
            self._make(seat, action)

    def cancel(self) -> None:
        """The game closes or the table goes: a waiting move is neither made nor logged."""
        self._release()
        self._table = self._bar = None
