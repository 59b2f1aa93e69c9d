"""The evening's standings on an end screen (issue 31, "an evening tally")."""
from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from gui.games.evening import EveningTally
from gui.games.widgets import GameEnd
from gui.table_kit.end_view import EveningLine
from gui.text.i18n import Translations


class _End(GameEnd):
    def __init__(self) -> None:
        super().__init__()
        outer = QVBoxLayout(self)
        outer.addWidget(QLabel("Winners: Ben"))
        buttons = QHBoxLayout()
        buttons.addWidget(QPushButton("Play again"))
        outer.addLayout(buttons)


def test_standings_most_wins_first_then_seating_order() -> None:
    tally = EveningTally()
    tally.add(["Anna", "Ben", "<b>Cem</b>"], {1})
    tally.add(["Anna", "Ben", "<b>Cem</b>"], {2, 1})
    tally.add(["Anna", "Ben", "<b>Cem</b>"], {0})
    assert [(r.name, r.wins, r.games) for r in tally.standings()] == [
        ("Ben", 2, 3), ("Anna", 1, 3), ("<b>Cem</b>", 1, 3)]


def test_the_end_screen_shows_the_evening_above_its_buttons_from_the_second_game(qtbot) -> None:  # noqa: ANN001
    Translations.shared().set_language("en")
    end = _End()
    qtbot.addWidget(end)
    end.resize(800, 600)
    end.show()
    tally = EveningTally()
    tally.add(["Anna", "Ben", "<b>Cem</b>"], {1})
    end.show_evening(tally)
    line = end.findChild(EveningLine, "EveningTally")
    assert line is not None and not line.isVisible()  # one game: the winners line says it all
    tally.add(["Anna", "Ben", "<b>Cem</b>"], {2})
    end.show_evening(tally)
    assert end.findChildren(EveningLine) == [line] and line.isVisible()
    assert line.text() == "This evening, 2 games: Ben 1 · <b>Cem</b> 1 · Anna 0"
    assert line.accessibleName() == line.text()
    layout = end.layout()
    assert layout.indexOf(line) == layout.count() - 2  # just above the buttons' row
    assert line.geometry().bottom() <= end.findChild(QPushButton).mapTo(end, end.findChild(QPushButton).rect().topLeft()).y()
    Translations.shared().set_language("de")
    qtbot.waitUntil(lambda: line.text().startswith("Heute Abend"), timeout=2000)
    assert line.text() == "Heute Abend, 2 Partien: Ben 1 · <b>Cem</b> 1 · Anna 0"
    Translations.shared().set_language("en")


def test_the_evening_line_of_the_log_fits_a_full_table_of_longest_names() -> None:
    from gui.games.log_model import AppLogEntry, app_text

    tally = EveningTally()
    names = [f"{chr(65 + i)}" * 32 for i in range(12)]
    tally.add(names, {0})
    entry = AppLogEntry(key="evening", name=tally.line(), after=0)  # a full table is accepted
    Translations.shared().set_language("en")
    assert app_text(entry) == f"Wins this evening so far: {tally.line()}." and tally.line().startswith("A" * 32 + " 1 · ")
