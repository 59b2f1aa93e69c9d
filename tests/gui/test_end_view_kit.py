"""The end screens' shared parts (:mod:`gui.table_kit.end_view`): what both games' end
screens build alike, and what a new game's end screen gets for free."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from gui.table_kit.end_view import centred_line, style_end_screen, winner_names


def test_the_winners_are_named_in_seat_order() -> None:
    players = ("Anna", "Ben", "Cem", "Dora")
    assert winner_names(players, {3, 0, 2}) == "Anna, Cem, Dora"
    assert winner_names(players, frozenset({1})) == "Ben"
    assert winner_names(players, ()) == ""


def test_an_end_screen_paints_its_own_background_from_its_stylesheet(qtbot) -> None:  # noqa: ANN001
    screen = QWidget()
    qtbot.addWidget(screen)
    style_end_screen(screen, "myEnd", "#myEnd { background: #123456; }")
    assert screen.objectName() == "myEnd"
    assert screen.testAttribute(Qt.WidgetAttribute.WA_StyledBackground)
    assert screen.styleSheet() == "#myEnd { background: #123456; }"


def test_a_centred_line_wraps_and_keeps_its_own_colour(qtbot) -> None:  # noqa: ANN001
    screen = QWidget()
    qtbot.addWidget(screen)
    plain, gold = centred_line(screen), centred_line(screen, "color: #e8b93a;")
    for label in (plain, gold):
        assert label.parent() is screen and label.text() == ""
        assert label.alignment() == Qt.AlignmentFlag.AlignCenter and label.wordWrap()
    assert plain.styleSheet() == "" and gold.styleSheet() == "color: #e8b93a;"
