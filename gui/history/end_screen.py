"""One finished game's end screen again, as the history screen opens it (Enter on a game).

Its own module because it is a dialog of its own: it asks the game for its end screen through
the seam (``GameUI.end_view_from_data``, ``GameUI.build_end``) and only shows it, so the
history screen needs to know nothing of how a game draws its end. It is also where a kept
view is revived at all (:mod:`gui.history.import_rules` leaves that to it, for speed): a view
that cannot be rebuilt is said here, in :attr:`EndScreenDialog.problem`.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QPushButton, QVBoxLayout, QWidget


class EndScreenDialog(QDialog):
    """One game's end screen again, built by its game (``GameUI.build_end``) from the kept view.

    The end screen's own controls start a new game; here they are hidden (the history only
    shows). A view that cannot be rebuilt (a damaged row, a game this build lacks) is said
    in :attr:`problem` instead.
    """

    def __init__(self, record: Any, lang: str, renderer: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.problem = ""
        self.end_widget: QWidget | None = None
        self.setWindowTitle(self.tr("End screen"))
        lay = QVBoxLayout(self)
        try:
            from gui.games.base import ScreenContext
            from gui.games.registry import game_ui
            from gui.games.log_model import LogModel

            if record is None or record.end_view is None:
                raise ValueError("no end view kept")
            ui = game_ui(record.game)
            view = ui.end_view_from_data(record.end_view)
            if renderer is None:  # opened without the window's renderer (tests): the shared one
                from gui.cards import DeckRenderer

                renderer = DeckRenderer.shared()
            screen = ui.build_end(view, ScreenContext(renderer=renderer, lang=lang, log=LogModel(lang, self)))
        except (ValueError, KeyError, TypeError) as exc:
            self.problem = self.tr("This game's end screen cannot be shown ({error}).").format(error=str(exc))
            return
        from PySide6.QtWidgets import QAbstractButton, QLayout

        controls = (QAbstractButton, QComboBox)
        self.end_widget = screen
        for layout in screen.findChildren(QLayout):
            widgets = [item.widget() for i in range(layout.count()) if (item := layout.itemAt(i)) is not None]
            if any(isinstance(w, controls) for w in widgets):
                for w in widgets:  # the row of "Play again", "New game", the next Boss and its label: not here
                    if w is not None:
                        w.hide()
        for control in (*screen.findChildren(QAbstractButton), *screen.findChildren(QComboBox)):
            control.hide()
        lay.addWidget(screen, 1)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.accept)
        close.setDefault(True)
        lay.addWidget(close, 0, Qt.AlignmentFlag.AlignRight)
        if parent is not None:
            self.resize(parent.size())
