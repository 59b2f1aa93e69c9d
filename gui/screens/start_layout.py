"""The start screen's three cards, in three columns or, in a small window, in two.

Decision (kept from :mod:`gui.screens.start`): below :attr:`StartColumns.NARROW_WIDTH` (an
800×600 window) the three cards (game, players, options) become two columns — the game
above the players, the options beside them — inside a scroll area, and the problem line and
Start move out of the options card into a row below the scroll area, so they are always in
view: the screen reflows and scrolls, it never clips.

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
        self.bottom = QHBoxLayout()  # narrow: the problem line and Start, always in view
        self.bottom.setContentsMargins(0, 8, 0, 0)
        self.arrange(narrow=False)

    def arrange_for(self, width: int) -> None:
        """The arrangement for a screen ``width`` pixels wide."""
        self.arrange(narrow=width < self.NARROW_WIDTH)

    def arrange(self, narrow: bool) -> None:
        """Put the three cards in three columns, or (narrow) in two: game over players | options."""
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
        box, bottom = self._options_box, self.bottom
        for widget in (self._problem, self._start_button):
            box.removeWidget(widget)
            bottom.removeWidget(widget)
        if narrow:
            bottom.addWidget(self._problem, 1)
            bottom.addWidget(self._start_button)
            self._start_button.setMinimumWidth(260)
        else:
            box.addWidget(self._problem)
            box.addWidget(self._start_button)
            self._start_button.setMinimumWidth(0)
        if narrow:
            grid.addWidget(games, 0, 0)
            grid.addWidget(players, 1, 0)
            grid.addWidget(options, 0, 1, 2, 1)
            grid.setColumnStretch(0, 1)
            grid.setColumnStretch(1, 1)
            grid.setRowStretch(1, 1)
            # tall enough that nothing in the options column is squeezed; the area scrolls
            options.setMinimumHeight(440)
            players.setMinimumHeight(330)
        else:
            for column, (frame, stretch) in enumerate(((games, 3), (players, 4), (options, 5))):
                grid.addWidget(frame, 0, column)
                grid.setColumnStretch(column, stretch)
            grid.setRowStretch(0, 1)
            options.setMinimumHeight(0)
            players.setMinimumHeight(0)
