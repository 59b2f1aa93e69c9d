"""The parts every game's end screen builds alike: its styled background, its centred lines,
the list of the winners' names.

What it is for: both games' end screens (``GameEnd`` subclasses) opened with the same steps,
written twice: a screen that paints its own background from its stylesheet, a headline and
a winners line centred and word-wrapped, and the winners' names in seat order. A new game's
end screen gets them here and writes only what is its own: what it shows of each seat, its
words (each game keeps its own translations: "Winners: %1" reads differently in each), and
its sizes.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QBoxLayout, QLabel, QWidget

from gui.look import palette


def style_end_screen(screen: QWidget, object_name: str, css: str) -> None:
    """Name the screen (its stylesheet's ``#object_name`` selector), let it paint its own
    background, and give it ``css``."""
    screen.setObjectName(object_name)
    screen.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    screen.setStyleSheet(css)


def centred_line(parent: QWidget, css: str = "") -> QLabel:
    """A centred, word-wrapped label (a headline, the winners, an explanation), empty until
    the screen sets its words; ``css``: its own colour, if it has one."""
    label = QLabel(parent)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    if css:
        label.setStyleSheet(css)
    return label


def winner_names(players: Sequence[str], winners: Iterable[int]) -> str:
    """The winners' names in seat order, separated by commas ("" when nobody won)."""
    return ", ".join(players[seat] for seat in sorted(winners))


def evening_text(standings: str, games: int) -> str:
    """The evening's standings in one line: "This evening, 3 games: Anna 2 · Ben 1 · Carla 0"
    (``standings``: names and wins, most first, as the tally says them). Names are shown as
    plain text by the label."""
    # always the plural: the line shows from the second game of an evening on (GameEnd.show_evening)
    head = QCoreApplication.translate("EveningTally", "This evening, {games} games:").format(games=games)
    return head + " " + standings


class EveningLine(QLabel):
    """The end screen's line for the evening's standings; it says them again in a new language."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("EveningTally")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)  # players' names, as typed
        self.setStyleSheet(f"color: {palette.GOLD}; font-size: 18px; font-weight: 600;")
        self._standings = ""
        self._games = 0

    def set_standings(self, standings: str, games: int) -> None:
        self._standings, self._games = standings, games
        self._say()

    def _say(self) -> None:
        self.setText(evening_text(self._standings, self._games))
        self.setAccessibleName(self.text())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange and self._games:
            self._say()
        super().changeEvent(event)


def evening_line(screen: QWidget) -> EveningLine:
    """The end screen's evening line, placed just above its buttons (the last item of its box
    layout that is not a stretch), or at its end; hidden until there is a tally."""
    line = EveningLine(screen)
    layout = screen.layout()
    if isinstance(layout, QBoxLayout):
        items = [layout.itemAt(i) for i in range(layout.count())]
        last = max((i for i, item in enumerate(items) if item is not None and item.spacerItem() is None),
                   default=layout.count())
        layout.insertWidget(last, line)  # before the buttons: the last item that is not a stretch
    line.setVisible(False)
    return line
