"""The start screen's seats (issue 31 §4, §8): each seat's row chooses that seat's own screen
(the laptop's curtain or a phone), keyboard-reachable and named; every control of a row acts
on its own row; the screen has one scroll area, and every option's description is whole."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QLabel, QWidget

from gui.games.base import StartRequest
from gui.games.device_router import CURTAIN, PHONE, SEAT_SCREENS
from gui.games.seats import rematch, seated

NAMES = ["Anna", "Ben", "Carla", "Dan", "Eva", "Finn", "Greta"]


def _screen(qtbot, names=NAMES, **kwargs):  # noqa: ANN001, ANN202
    from gui.screens.start import StartScreen

    screen = StartScreen("en", list(names), **kwargs)
    qtbot.addWidget(screen)
    return screen


def test_each_seat_chooses_its_own_screen_with_one_named_control_on_its_row(qtbot) -> None:  # noqa: ANN001
    screen = _screen(qtbot, game="diamantenraub")
    assert screen.request().screens == {}  # every seat at the curtain by default
    for seat, row in enumerate(screen.players.rows):
        combo = row.screen_choice
        assert combo.parentWidget() is row  # the choice sits on its seat's row
        assert [combo.itemData(i) for i in range(combo.count())] == list(SEAT_SCREENS)  # a computer: one more kind
        assert combo.accessibleName() == f"{NAMES[seat]}: screen"
        assert combo.focusPolicy() & Qt.FocusPolicy.TabFocus
    # by keyboard: Tab goes through Ben's row (name, ↑, ↓, then the screen), the arrow key picks the phone
    ben_row = screen.players.rows[1]
    ben = ben_row.screen_choice
    assert ben_row.name.nextInFocusChain() is ben_row.up and ben_row.down.nextInFocusChain() is ben
    assert ben.nextInFocusChain() is ben_row.pin and ben_row.pin.nextInFocusChain() is ben_row.remove
    qtbot.keyClick(ben, Qt.Key.Key_Down)
    assert ben.currentData() == PHONE
    screen.set_screen(4, PHONE)
    assert screen.request().screens == {1: PHONE, 4: PHONE}
    # the screen goes with its player: Ben moved up is seat 0, still on the phone
    qtbot.mouseClick(screen.players.rows[1].up, Qt.MouseButton.LeftButton)
    assert screen.names()[:2] == ["Ben", "Anna"] and screen.request().screens == {0: PHONE, 4: PHONE}
    screen.set_screen(0, CURTAIN)
    assert screen.request().screens == {4: PHONE}


def test_remembered_screens_come_back_by_name_and_unknown_kinds_mean_the_curtain(qtbot) -> None:  # noqa: ANN001
    screen = _screen(qtbot, screens={"Ben": PHONE, "Dan": "hologram"})
    assert screen.screens() == {1: PHONE}


def test_a_seat_keeps_its_screen_at_the_boss_rotation_and_for_a_rematch() -> None:
    request = StartRequest(game="diamantenraub", players=NAMES[:5], first=2, screens={1: PHONE, 3: PHONE})
    from engine.registry import game_info

    boss_first = seated(request, game_info("diamantenraub"))
    assert boss_first.players[0] == "Carla"
    assert {boss_first.players[s]: k for s, k in boss_first.screens.items()} == {"Ben": PHONE, "Dan": PHONE}
    again = rematch(boss_first, 2)
    assert {again.players[s]: k for s, k in again.screens.items()} == {"Ben": PHONE, "Dan": PHONE}


def test_every_remove_removes_its_own_rows_name(qtbot) -> None:  # noqa: ANN001
    for index, name in enumerate(NAMES):
        screen = _screen(qtbot, game="diamantenraub")
        screen.resize(800, 600)
        screen.show()
        qtbot.waitExposed(screen)
        row = screen.players.rows[index]
        remove = row.remove
        assert remove.text() == "Remove" and remove.accessibleName() == f"Remove {name}"
        # on its row: the same line of the screen as the row's name
        top_left = row.mapTo(screen, QPoint(0, 0))
        row_rect = QRect(top_left, row.size())
        assert row_rect.contains(remove.mapTo(screen, remove.rect().center()))
        assert row_rect.contains(row.name.mapTo(screen, row.name.rect().center()))
        screen.columns_scroll.ensureWidgetVisible(remove)
        qtbot.mouseClick(remove, Qt.MouseButton.LeftButton)
        assert screen.names() == [n for n in NAMES if n != name], name
        screen.close()


def _scroll_areas(screen: QWidget) -> list[QAbstractScrollArea]:
    return [a for a in screen.findChildren(QAbstractScrollArea) if a.isVisibleTo(screen)]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
@pytest.mark.parametrize(("game", "players"), [("diamantenraub", 5), ("diamantenraub", 12), ("tempelgold", 3), ("tempelgold", 10)])
def test_one_scroll_area_and_every_description_whole(qtbot, lang: str, size: tuple[int, int], game: str,  # noqa: ANN001
                                                     players: int) -> None:
    from gui.screens.start import StartScreen
    from gui.text.i18n import Translations

    Translations.shared().set_language(lang)
    try:
        names = (NAMES + ["Hugo", "Ida", "Jonas", "Kira", "Lars"])[:players]
        screen = StartScreen(lang, names, game=game)
        qtbot.addWidget(screen)
        for box in screen.options_panel.switches.values():
            if box.isEnabled():
                box.setChecked(True)  # every description that a switch can bring up (the Revolverheld)
        screen.resize(*size)
        screen.show()
        qtbot.waitExposed(screen)
        assert _scroll_areas(screen) == [screen.columns_scroll]  # one scroll area for the screen
        content = screen.columns_scroll.widget()
        texts = [label for label in screen.options_panel.descriptions.values() if label.isVisibleTo(screen)]
        texts += [label for label in screen.options_panel.reasons.values() if label.isVisibleTo(screen)]
        assert any(label.text() for label in texts)
        # the scroll area lays its content out again after the show (heights for the width):
        # wait for that, then every text must be whole
        try:
            qtbot.waitUntil(lambda: all(_whole(label, content) for label in texts), timeout=5000)
        except Exception:  # noqa: BLE001 - pytest-qt's timeout: the assertions below name the text
            pass
        for label in texts:
            _assert_whole(label, content)
    finally:
        Translations.shared().set_language("en")


def _whole(label: QLabel, content: QWidget) -> bool:
    try:
        _assert_whole(label, content)
    except AssertionError:
        return False
    return True


def _assert_whole(label: QLabel, content: QWidget) -> None:
    """``label`` has the height its wrapped text needs, and no widget between it and the
    scroll area's content cuts it off (so scrolling the one scroll area shows all of it)."""
    text = label.text()
    assert label.height() >= label.heightForWidth(label.width()), f"cut off: {text[:60]!r}"
    widget: QWidget = label
    rect = label.rect()
    while widget is not content:
        parent = widget.parentWidget()
        assert parent is not None
        rect = rect.translated(widget.pos())
        assert parent.rect().contains(rect), f"{text[:60]!r} cut off by {type(parent).__name__} {parent.objectName()}"
        widget = parent
