"""The start screen's three cards, in three columns or, in a small window, in two.

Decision (kept from :mod:`gui.screens.start`): the cards sit in the screen's one scroll area
(issue 31 §8: no card scrolls on its own), each at its full height. Below
:attr:`StartColumns.NARROW_WIDTH` (an 800×600 window) the three cards (game, players,
options) stand one above the other at the full width — each seat's row and each option's
description get the whole line. At every width the problem line and Start sit in a row
below the scroll area, so they are always in view however long the list of seats is: the
screen reflows and scrolls, it never clips.

Kept apart from the start screen so that the screen module is about what the table is, and
this one about where its parts sit.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QBoxLayout, QFrame, QGridLayout, QHBoxLayout, QScrollArea, QWidget


class StartColumns:
    """The cards' grid in its scroll area (:attr:`scroll`) and the row below it
    (:attr:`bottom`, used when narrow); the screen puts both into its own layout and calls
    :meth:`arrange` when its width changes."""

    # Below this width the three columns become two (the game above the players).
    NARROW_WIDTH = 1100

    def __init__(
        self,
        frames: tuple[QWidget, QWidget, QWidget],
        options_box: QBoxLayout,
        problem: QWidget,
        start_button: QWidget,
    ) -> None:
        self._frames = frames
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
        if narrow:
            for row, frame in enumerate((games, players, options)):
                grid.addWidget(frame, row, 0)
            grid.setColumnStretch(0, 1)
        else:
            for column, (frame, stretch) in enumerate(((games, 3), (players, 4), (options, 5))):
                grid.addWidget(frame, 0, column)
                grid.setColumnStretch(column, stretch)
            grid.setRowStretch(0, 1)
