"""The start screen without colour: the chosen game carries a mark, not only a gold border."""
from __future__ import annotations

from PySide6.QtCore import Qt


def test_the_chosen_game_is_marked_in_its_text(make_window, qtbot) -> None:  # noqa: ANN001
    window = make_window(language="en")
    start = window.start_screen
    for chosen in ("diamantenraub", "tempelgold"):
        qtbot.mouseClick(start.game_buttons[chosen], Qt.MouseButton.LeftButton)
        for game, button in start.game_buttons.items():
            assert button.text().startswith("● " if game == chosen else "○ "), (game, button.text())
