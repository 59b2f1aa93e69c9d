"""The start screen's three cards, in three columns or, in a small window, one above the other.

Decision (kept from :mod:`gui.screens.start`): the cards sit in the screen's one scroll area
(issue 31 §8: no card scrolls on its own), each at its full height. Below
:attr:`StartColumns.NARROW_WIDTH` (an 800×600 window) the three cards (game, players,
options) stand one above the other at the full width — each seat's row and each option's
description get the whole line — and the games stand side by side in their card, so that
the game list and the name field fit into an 800×600 window together: a first start there
shows the chosen game and the focused name field without scrolling (one game below the
other, the name field scrolled into view hid the top of the list). The arrow keys still
move the game choice up and down as well as sideways (:class:`ArrowsAlongRow`). At every
width the problem line and Start sit in a row below the scroll area, so they are always in
view however long the list of seats is: the screen reflows and scrolls, it never clips.

Kept apart from the start screen so that the screen module is about what the table is, and
this one about where its parts sit.
"""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QBoxLayout, QFrame, QGridLayout, QHBoxLayout, QScrollArea, QWidget

_ALONG_ROW = {Qt.Key.Key_Up: Qt.Key.Key_Left, Qt.Key.Key_Down: Qt.Key.Key_Right}


class ArrowsAlongRow(QObject):
    """Up and Down on a game choice act as Left and Right while the games stand side by side:
    Qt moves an exclusive button's choice by geometry, and in a row there is nothing above or
    below (a keyboard user who learnt Down at one size keeps it at every size)."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.active = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if self.active and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            along = _ALONG_ROW.get(Qt.Key(event.key()))
            if along is not None and event.modifiers() == Qt.KeyboardModifier.NoModifier:
                QApplication.sendEvent(watched, QKeyEvent(QEvent.Type.KeyPress, along, event.modifiers()))
                return True
        return False


class StartColumns:
    """The cards' grid in its scroll area (:attr:`scroll`) and the row below it
    (:attr:`bottom`, used when narrow); the screen puts both into its own layout and calls
    :meth:`arrange` when its width changes."""

    # Below this width the three cards stand one above the other, the games side by side.
    NARROW_WIDTH = 1100

    def __init__(
        self,
        frames: tuple[QWidget, QWidget, QWidget],
        options_box: QBoxLayout,
        problem: QWidget,
        start_button: QWidget,
        games_grid: QGridLayout,
        game_parts: Sequence[tuple[QWidget, QWidget, QWidget]],
    ) -> None:
        self._frames = frames
        self._games_grid = games_grid
        self._game_parts = list(game_parts)
        """Per game its choice, its note and its guided game: one grid, so that side by side the
        notes and the guided games line up in rows."""
        self._arrows = ArrowsAlongRow(self._frames[0])
        for button, _note, _guided in self._game_parts:
            button.installEventFilter(self._arrows)
        self._options_box = options_box
        self._problem = problem
        self._start_button = start_button
        self._narrow: bool | None = None
        self._grid = QGridLayout()
        self._grid.setContentsMargins(0, 0, 0, 0)
        columns_widget = QWidget()
        columns_widget.setObjectName("StartColumns")
        columns_widget.setLayout(self._grid)
        self.scroll = QScrollArea()
        self.scroll.setObjectName("StartScroll")
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # not a Tab stop of its own (issue 37)
        self.scroll.setWidget(columns_widget)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.bottom = QHBoxLayout()  # the problem line and Start, always in view
        self.bottom.setContentsMargins(0, 8, 0, 0)
        for widget in (problem, start_button):
            options_box.removeWidget(widget)
        self.bottom.addWidget(problem, 1)
        self.bottom.addWidget(start_button)
        start_button.setMinimumWidth(260)
        self.arrange(narrow=False)

    def arrange_for(self, width: int) -> None:
        """The arrangement for a screen ``width`` pixels wide."""
        self.arrange(narrow=width < self.NARROW_WIDTH)

    def arrange(self, narrow: bool) -> None:
        """Put the three cards in three columns, or (narrow) one above the other: game, players, options."""
        if narrow == self._narrow:
            return
        self._narrow = narrow
        grid = self._grid
        games, players, options = self._frames
        for frame in self._frames:
            grid.removeWidget(frame)
        for i in range(3):
            grid.setColumnStretch(i, 0)
            grid.setRowStretch(i, 0)
        self._arrange_games(side_by_side=narrow)
        if narrow:
            for row, frame in enumerate((games, players, options)):
                grid.addWidget(frame, row, 0)
            grid.setColumnStretch(0, 1)
        else:
            for column, (frame, stretch) in enumerate(((games, 3), (players, 4), (options, 5))):
                grid.addWidget(frame, 0, column)
                grid.setColumnStretch(column, stretch)
            grid.setRowStretch(0, 1)

    def _arrange_games(self, side_by_side: bool) -> None:
        """The games one below the other (a column of the three), or side by side (narrow)."""
        grid = self._games_grid
        parts = self._game_parts
        for widgets in parts:
            for widget in widgets:
                grid.removeWidget(widget)
        for i in range(len(parts)):
            grid.setColumnStretch(i, 1 if side_by_side else 0)
        for i, widgets in enumerate(parts):
            for j, widget in enumerate(widgets):
                row, column = (j, i) if side_by_side else (3 * i + j, 0)
                grid.addWidget(widget, row, column, Qt.AlignmentFlag.AlignTop if j == 0 else Qt.AlignmentFlag(0))
        self._arrows.active = side_by_side
