"""The simulated balance in the app: the start screen's line (the chart and the rules
section are in :mod:`gui.balance.balance_chart`, the table in :mod:`gui.balance.balance_data`).

The numbers come from ``lab/data/balance.json``, the table the balance lab computes and the
project ships (``make balance``), and only while its bots' fingerprint matches the bots this
app ships. Nothing is simulated in the app. The start screen shows, for the chosen game,
player count and options, one plain sentence (:func:`summary`, issue 31 item 9): "In
simulated games where both sides play as well as we could make them, the Guardians win about
6 in 10." — the published equilibrium's rate (issue 33) — then the primary side's 95 %
interval and how far a strategy the lab found still moves it ("uncertain by about N points"
beyond 5), and "Real groups may differ.", with a "Details" link that opens the chart's window, which names the bots and
gives the figures with their 95 % intervals, the games per table and the range over the
strategies tried; the rules dialog gets a "Balance" section per game with the chart and
what the bots do and don't model.

Public functions other modules use (also the history screen): :func:`summary`,
:func:`side_names` (the table itself: :mod:`gui.balance.balance_data`, which this module
loads on use: the start screen is painted before the table is read, :class:`FirstRead`). The
sentences are each game's own (``gui/<game>/balance_texts.py``); this module names no game.

Decisions: rates are said in whole tenths ("about 6 in 10", "hardly ever" below 5 %,
"almost always" from 95 %: :func:`gui.balance.balance_data.share_words`); a table the app cannot read,
made by other bots, or a combination it does not hold (e.g. too many players: the start
screen already says why), hides the line (never an error); the file is read once, only if it
is a regular file of bounded size.
"""
from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from gui.look.palette import GOLD
from gui.look.style import MARKUP_PROPERTY, TAB_STOP_PROPERTY
from gui.table_kit.first_paint import FirstPaint

if TYPE_CHECKING:  # the chart's module loads when the chart is opened (issue 8: the first frame)
    from gui.balance.balance_chart import ChartDialog
    from gui.balance.balance_data import Entry

__all__ = ["BalanceNote", "FirstRead", "side_names", "summary"]

_TABLE_MODULE = "gui.balance.balance_data"


def table_read() -> bool:
    """Whether the shipped table has been read (without loading the table's module)."""
    if _TABLE_MODULE not in sys.modules:
        return False
    from gui.balance.balance_data import shipped_table_read

    return shipped_table_read()


def side_names(game: str | None = None) -> dict[str, str]:
    """The result sides' names (in the current language) of ``game``, or of every game."""
    from engine.registry import GAMES
    from gui.balance.balance_data import balance_texts

    names: dict[str, str] = {}
    for game_id in ([game] if game is not None else list(GAMES)):
        texts = balance_texts(game_id)
        if texts is not None:
            names.update(texts.side_names())
    return names


def summary(entry: Entry | None) -> str:
    """The start screen's plain sentence for ``entry`` (in the current language)."""
    from gui.balance.balance_data import balance_texts, certainty_words

    texts = None if entry is None else balance_texts(entry.game)
    if entry is None or texts is None:
        return QCoreApplication.translate("BalanceNote", "No simulation for this table yet.")
    text: str = texts.summary(entry)
    certainty = certainty_words(entry, texts.side_names().get(entry.primary, entry.primary))
    if certainty:
        text += " " + certainty
    return text + " " + QCoreApplication.translate("BalanceNote", "Real groups may differ.")


_MARKUP_CHARACTERS = frozenset("&<>\"'")


def _escaped(text: str) -> str:
    """``text`` for rich text, as :func:`html.escape` makes it. ``html`` (with its table of
    entities, 2 ms of the start screen's first paint) is imported only for a text that holds
    one of the characters it replaces; for any other text it would change nothing."""
    if _MARKUP_CHARACTERS.isdisjoint(text):
        return text
    from html import escape

    return escape(text)


class FirstRead:
    """Whether a note waits one loop turn for its first sentence while the shipped table is unread.

    The fast start (:func:`gui.app.show_shell_then_boot`) turns this on: reading the table and
    checking it against the bots' fingerprint (~5 ms) is not needed to use the start screen,
    so the screen is painted first and the sentence follows on the turn of the event loop
    after that paint (docs/startup.md), or :data:`LATEST_MS` after it was asked for, should
    the screen not be painted by then (a hidden window). Everywhere else (tests, a note built
    once the table was read) the sentence is put up at once."""

    deferred = False
    LATEST_MS = 200


class BalanceNote(QLabel):
    """The start screen's line: the chosen table's simulated balance in one plain sentence, and
    a "Details" link to the chart's window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Hint")
        self.setWordWrap(True)
        self.setProperty(MARKUP_PROPERTY, True)  # the style sheet keeps rich text for it (it escapes)
        self.setProperty(TAB_STOP_PROPERTY, True)  # a Tab stop: the style sheet frames it when focused
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                     | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.linkActivated.connect(lambda _link: self.show_chart())
        self._game = ""
        self._players = 0
        self._options: dict[str, Any] = {}
        self._waiting = False  # a first sentence is due on the next loop turn (FirstRead)
        self.dialog: ChartDialog | None = None

    def show_table(self, game: str, players: int, options: dict[str, Any]) -> None:
        """Update the line for this game, player count and options."""
        self._game, self._players, self._options = game, players, dict(options)
        if FirstRead.deferred and not table_read():
            if not self._waiting:
                self._waiting = True
                self.setVisible(False)
                # the frame it stands in: painted after the screen, so the screen's own watch
                # (--time-to-window's window-ready) is answered first
                FirstPaint(self.parentWidget() or self.window(), self._render_if_waiting)
                QTimer.singleShot(FirstRead.LATEST_MS, self, self._render_if_waiting)
            return
        self._render()

    def waiting(self) -> bool:
        """Whether the sentence is still due (the fast start's first read, :class:`FirstRead`)."""
        return self._waiting

    def entry(self) -> Entry | None:
        from gui.balance.balance_data import shipped_table

        table = shipped_table()
        return None if table is None else table.lookup(self._game, self._players, self._options)

    def plain_text(self) -> str:
        """The sentence shown (without the link), for tests and accessibility."""
        return summary(self.entry())

    def _render_if_waiting(self) -> None:
        if self._waiting:
            self._render()

    def _render(self) -> None:
        self._waiting = False
        entry = self.entry()
        self.setVisible(entry is not None)  # e.g. too many players: the start screen says why
        sentence = _escaped(summary(entry))
        details = QCoreApplication.translate("BalanceNote", "Details")
        # the felt's gold: Qt's default link blue is dark on the dark green (the style sheet
        # replaces a label's palette, so the colour is in the markup)
        link = f' <a href="chart" style="color: {GOLD};">{_escaped(details)}</a>' if entry is not None else ""
        self.setText(sentence + link)
        self.setAccessibleName(summary(entry))

    def show_chart(self) -> None:
        if not self._game:
            return
        from gui.balance.balance_chart import ChartDialog

        self.dialog = ChartDialog(self._game, self.window(), self.entry())
        self.dialog.open()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange and self._game and not self._waiting:
            self._render()  # (a sentence still due comes in the language of its time)
        super().changeEvent(event)
