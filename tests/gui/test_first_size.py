"""A first start's window fits the screen it opens on (gui.shell.first_size): 1280×720 where
there is room, maximized with a minimum no larger than the screen where there is not."""
from __future__ import annotations

from gui.shell.first_size import DEFAULT, FRAME, SMALLEST, FirstSize, first_size, screen_room


def test_a_screen_with_room_gets_the_default_window() -> None:
    for room in [(1920, 1050), (1280, 720), (2560, 1400)]:
        assert first_size(room) == FirstSize(DEFAULT, SMALLEST, False)
    assert first_size(None) == FirstSize(DEFAULT, SMALLEST, False)  # no real screen: as before


def test_a_small_screen_gets_a_maximized_window_that_fits() -> None:
    # 800×600 with a panel, and room for a title bar
    assert first_size((800, 570)) == FirstSize((800, 570 - FRAME), (800, 570 - FRAME), True)
    assert first_size((1024, 576)) == FirstSize((1024, 576 - FRAME), (800, 576 - FRAME), True)
    assert first_size((1366, 700)) == FirstSize((1280, 700 - FRAME), (800, 600), True)
    for room in [(640, 480), (800, 570), (1024, 576), (1366, 700), (1279, 720)]:
        plan = first_size(room)
        assert plan.maximized
        assert plan.size[0] <= room[0] and plan.size[1] + FRAME <= room[1]
        assert plan.minimum[0] <= plan.size[0] and plan.minimum[1] <= plan.size[1]


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
