"""A first start in the smallest window: the game choice and the focused name field are in
view together, without scrolling (gui.screens.start_layout puts the games side by side in a
narrow window), and the arrow keys move the choice along the row as up and down."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget

#: The smallest window (its minimum size, which a first start on an 800×600 screen gets).
FIRST_START = (800, 600)


def in_view(widget: QWidget, scroll) -> bool:  # noqa: ANN001
    """Whether all of ``widget`` shows in the scroll area's viewport, its focus frame's margin included."""
    top_left = widget.mapTo(scroll.viewport(), widget.rect().topLeft())
    return scroll.viewport().rect().contains(QRect(top_left, widget.size()).adjusted(-2, -2, 2, 2))


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game", ["tempelgold", "diamantenraub"])
def test_a_first_start_shows_the_games_and_the_name_field_together(window, qtbot, lang: str, game: str) -> None:  # noqa: ANN001
    window.set_language(lang)
    window.resize(*FIRST_START)
    start = window.start_screen
    start.choose_game(game)
    qtbot.waitUntil(lambda: start.width() < start.NARROW_WIDTH and start.isVisible(), timeout=3000)
    scroll = start.columns_scroll
    scroll.verticalScrollBar().setValue(0)
    start.focus_first()
    assert QApplication.focusWidget() is start.name_edit

    def hidden() -> list[str]:
        """What is out of view of the game choice and the name field (once laid out)."""
        return [w.accessibleName() or w.text() for w in (start.games_title, *start.game_buttons.values(),
                                                        *start.guided_buttons.values(), start.name_edit)
                if not in_view(w, scroll)]

    try:
        qtbot.waitUntil(lambda: not hidden(), timeout=3000)
    except qtbot.TimeoutError:
        raise AssertionError(f"with the name field focused, these are out of view: {hidden()}") from None
    assert QApplication.focusWidget() is start.name_edit


def test_up_and_down_move_the_game_choice_when_the_games_stand_side_by_side(window, qtbot) -> None:  # noqa: ANN001
    window.resize(*FIRST_START)
    start = window.start_screen
    start.choose_game("tempelgold")
    qtbot.waitUntil(lambda: start.width() < start.NARROW_WIDTH, timeout=3000)
    first, second = start.game_buttons["tempelgold"], start.game_buttons["diamantenraub"]
    qtbot.waitUntil(lambda: (at := [b.mapTo(start, b.rect().topLeft()) for b in (first, second)])[0].y() == at[1].y()
                    and at[0].x() < at[1].x(), timeout=3000)  # side by side
    first.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(first, Qt.Key.Key_Down)
    assert start.game.id == "diamantenraub" and QApplication.focusWidget() is second
    qtbot.keyClick(second, Qt.Key.Key_Up)
    assert start.game.id == "tempelgold" and QApplication.focusWidget() is first
    qtbot.keyClick(first, Qt.Key.Key_Right)
    assert start.game.id == "diamantenraub"


def test_in_a_wide_window_the_games_stand_one_below_the_other(window, qtbot) -> None:  # noqa: ANN001
    window.resize(1280, 720)
    start = window.start_screen
    qtbot.waitUntil(lambda: start.width() >= start.NARROW_WIDTH, timeout=3000)
    first, second = start.game_buttons["tempelgold"], start.game_buttons["diamantenraub"]
    qtbot.waitUntil(lambda: second.mapTo(start, second.rect().topLeft()).y()
                    > first.mapTo(start, first.rect().bottomLeft()).y(), timeout=3000)
    first.setFocus(Qt.FocusReason.TabFocusReason)
    start.choose_game("tempelgold")
    qtbot.keyClick(first, Qt.Key.Key_Down)
    assert start.game.id == "diamantenraub"
