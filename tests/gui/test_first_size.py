"""A first start's window fits the screen it opens on where it can (gui.shell.first_size):
1280×720 where there is room, maximized where there is not, never below the 800×600 every
screen is laid out for."""
from __future__ import annotations

from gui.shell.first_size import DEFAULT, FRAME, SMALLEST, FirstSize, first_size, screen_room


def test_a_screen_with_room_gets_the_default_window() -> None:
    for room in [(1920, 1050), (1280, 720), (2560, 1400)]:
        assert first_size(room) == FirstSize(DEFAULT, False)
    assert first_size(None) == FirstSize(DEFAULT, False)  # no real screen: as before


def test_a_smaller_screen_gets_a_maximized_window_no_smaller_than_the_layouts_allow() -> None:
    assert first_size((1024, 576)) == FirstSize((1024, 600), True)  # 1024×600 with a panel
    assert first_size((1366, 700)) == FirstSize((1280, 700 - FRAME), True)
    assert first_size((1280, 1024 - 30)) == FirstSize((1280, 720), False)
    for room in [(640, 480), (800, 570), (1024, 576), (1366, 700), (1279, 720), (1280, 719)]:
        plan = first_size(room)
        assert plan.maximized
        assert SMALLEST[0] <= plan.size[0] <= max(SMALLEST[0], room[0])
        assert SMALLEST[1] <= plan.size[1] <= max(SMALLEST[1], room[1] - FRAME)


def test_the_headless_platform_has_no_screen_to_fit(qapp) -> None:  # noqa: ANN001
    from PySide6.QtWidgets import QWidget

    assert screen_room(QWidget()) is None


def test_the_window_opens_at_the_default_size_headless(qtbot) -> None:  # noqa: ANN001
    from gui.shell.main_window import MainWindow
    from gui.text.i18n import Translations

    window = MainWindow(None, Translations.shared(), menus=False)
    qtbot.addWidget(window)
    assert (window.width(), window.height()) == DEFAULT
    assert (window.minimumWidth(), window.minimumHeight()) == SMALLEST
    assert not window.isMaximized()
