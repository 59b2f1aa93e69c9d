"""The privacy curtain: deliberate reveal, PIN, dwell, auto-hide, destruction, neutrality."""
from __future__ import annotations

import shiboken6
import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QApplication

from gui.curtain import timings
from gui.checks.privacy import scan
from gui.tempelgold.private import TempelgoldPrivatePanel

NAMES = ["Anna", "Ben", "Carla", "Dan"]


def _started(driver, pins: dict[int, str] | None = None):  # noqa: ANN001, ANN202
    driver.enter_players(NAMES)
    for row, pin in (pins or {}).items():
        driver.window.start_screen.set_pin(row, pin)
    driver.click_start()
    assert driver.curtain.handoff is not None
    return driver.session.flow.to_look[0]


def _assert_back_on_handoff(driver, seat: int, panel) -> None:  # noqa: ANN001
    driver.settle()
    assert driver.curtain.private is None
    assert driver.curtain.handoff is not None
    assert driver.curtain.handoff.player_name == NAMES[seat]
    assert driver.session.flow.to_look[0] == seat, "auto-hide must not advance the flow"
    assert not shiboken6.isValid(panel)
    assert not driver.window.findChildren(TempelgoldPrivatePanel)
    driver.check_privacy(None)


def test_focus_loss_hides_at_once(driver) -> None:  # noqa: ANN001
    seat = _started(driver)
    panel = driver.reveal()
    QApplication.instance().applicationStateChanged.emit(Qt.ApplicationState.ApplicationInactive)
    _assert_back_on_handoff(driver, seat, panel)
    # they can reveal again and go on
    panel = driver.reveal()
    assert panel.seat() == seat
    driver.hide()
    assert driver.session.flow.to_look[0] != seat


def test_window_deactivation_and_minimising_hide(driver) -> None:  # noqa: ANN001
    seat = _started(driver)
    panel = driver.reveal()
    QCoreApplication.sendEvent(driver.window, QEvent(QEvent.Type.WindowDeactivate))
    _assert_back_on_handoff(driver, seat, panel)
    panel = driver.reveal()
    driver.window.showMinimized()
    driver.qtbot.waitUntil(lambda: driver.curtain.private is None, timeout=2000)
    _assert_back_on_handoff(driver, seat, panel)
    driver.window.showNormal()


def test_inactivity_hides_and_activity_resets_the_timer(driver) -> None:  # noqa: ANN001
    # Activity restarts the timer: seen on the timer itself, so that no step of the test has
    # to be faster than a timeout (a loaded machine once made a 100 ms wait last longer).
    driver.window.settings.inactivity_seconds = 30
    seat = _started(driver)
    panel = driver.reveal()
    timer = driver.curtain.guard._timer
    assert timer.isActive() and timer.interval() == 30_000
    driver.qtbot.waitUntil(lambda: timer.remainingTime() < 29_000, timeout=5000)
    before = timer.remainingTime()
    driver.qtbot.mouseMove(driver.curtain.private, driver.curtain.private.rect().center())
    driver.qtbot.keyClick(driver.curtain.private, Qt.Key.Key_Shift)
    assert timer.remainingTime() > before, "activity must restart the inactivity timer"
    assert driver.curtain.private is not None
    # Once the time runs out, the private screen hides by itself, and that is not a Done. (The
    # guard is armed again with a short time only now: a reveal under load may take longer.)
    driver.curtain.guard.arm(200)
    driver.qtbot.waitUntil(lambda: driver.curtain.private is None, timeout=5000)
    _assert_back_on_handoff(driver, seat, panel)


def test_hold_must_be_long_enough(driver, monkeypatch) -> None:  # noqa: ANN001
    # A hold far longer than any pause of a loaded machine: the press is let go half-way.
    monkeypatch.setattr(timings, "HOLD_MS", 60_000)
    _started(driver)
    button = driver.curtain.handoff.reveal_button
    driver.qtbot.mousePress(button, Qt.MouseButton.LeftButton)
    driver.qtbot.waitUntil(lambda: button.progress > 0, timeout=5000)
    assert button.progress < 1
    driver.qtbot.mouseRelease(button, Qt.MouseButton.LeftButton)
    driver.settle()
    assert driver.curtain.private is None and driver.curtain.handoff is not None
    assert button.progress == 0
    driver.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # a click is not a hold
    assert driver.curtain.private is None


def test_delay_mode_unlocks_the_button_after_a_while(driver, monkeypatch) -> None:  # noqa: ANN001
    # The production delay: the start and the driver's privacy check run inside it, and
    # under load they once took longer than a shorter delay (the button was unlocked already).
    monkeypatch.setattr(timings, "REVEAL_DELAY_MS", 1500)
    driver.window.settings.reveal_mode = "delay"
    seat = _started(driver)
    button = driver.curtain.handoff.reveal_button
    assert button.mode == "delay" and not button.isEnabled()
    driver.qtbot.waitUntil(button.isEnabled, timeout=6000)
    panel = driver.reveal()
    assert panel.seat() == seat


def test_wrong_pin_keeps_the_curtain_down(driver) -> None:  # noqa: ANN001
    seat = _started(driver, pins={i: f"{i + 1}{i + 1}{i + 1}{i + 1}" for i in range(4)})
    pin = f"{seat + 1}" * 4
    wrong = "0000"
    driver.reveal(pin=wrong, expect_private=False)
    handoff = driver.curtain.handoff
    assert handoff.problem_label.isVisibleTo(handoff)
    assert handoff.pin_edit.text() == ""
    panel = driver.reveal(pin=pin)
    assert panel.seat() == seat
    driver.hide()


def test_handoff_screen_is_neutral(driver) -> None:  # noqa: ANN001
    """The same texts for every player (but the name), no card faces, no counts."""
    _started(driver)
    seen = []
    for _ in range(2):
        name = driver.curtain.handoff.player_name
        visible = scan(driver.window)
        assert not visible.elements
        seen.append({t.replace(name, "<NAME>") for t in visible.texts})
        assert not any(ch.isdigit() for t in visible.texts for ch in t), visible.texts
        driver.reveal()
        driver.hide()
    assert seen[0] == seen[1]


def test_private_widgets_are_destroyed_not_hidden(driver) -> None:  # noqa: ANN001
    _started(driver)
    panels = []
    for _ in range(len(NAMES)):
        panels.append(driver.reveal())
        driver.hide()
    assert all(not shiboken6.isValid(p) for p in panels)
    assert driver.window.stack.count() <= 3  # table (+ maybe nothing else): no hidden leftovers


def test_pins_survive_play_again_and_are_not_in_the_settings(driver) -> None:  # noqa: ANN001
    from gui.persistence import storage

    _started(driver, pins={i: "4321" for i in range(4)})
    assert driver.curtain.handoff.pin_edit is not None
    driver.session.play_again()
    driver.settle()
    assert driver.curtain.handoff is not None and driver.curtain.handoff.pin_edit is not None
    assert "4321" not in storage.settings_path().read_text()
    assert "4321" not in storage.autosave_path().read_text()
    panel = driver.reveal(pin="4321")
    assert panel is not None


def test_the_privacy_scan_sees_every_channel(qtbot) -> None:  # noqa: ANN001
    """The scanner itself: a secret in any channel is found; hidden widgets are not."""
    from PySide6.QtCore import QStringListModel
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QLabel, QListView, QVBoxLayout, QWidget

    from gui.cards import PLAY_BACK, CardItem, CardWidget, DeckRenderer

    root = QWidget()
    root.setWindowTitle("Kartentisch")
    layout = QVBoxLayout(root)
    label = QLabel("plain")
    label.setToolTip("tip-secret")
    label.setAccessibleName("acc-secret")
    label.setAccessibleDescription("desc-secret")
    hidden = QLabel("hidden-secret")
    view = QListView()
    view.setModel(QStringListModel(["model-secret"], view))
    scene = QGraphicsScene()
    renderer = DeckRenderer.shared()
    face = CardItem(renderer, "queen_heart", 60)
    face.setToolTip("item-secret")
    back = CardItem(renderer, PLAY_BACK, 60)
    scene.addItem(face)
    scene.addItem(back)
    gview = QGraphicsView(scene)
    widget_card = CardWidget(renderer, "ace_spade", 60)
    for w in (label, hidden, view, gview, widget_card):
        layout.addWidget(w)
    qtbot.addWidget(root)
    root.show()
    hidden.hide()
    seen = scan(root)
    for needle in ("tip-secret", "acc-secret", "desc-secret", "model-secret", "item-secret", "plain"):
        assert seen.contains(needle), needle
    assert not seen.contains("hidden-secret")
    assert seen.elements == {"queen_heart", "ace_spade"}


def test_switching_the_language_while_revealed_translates_the_private_screen(driver) -> None:  # noqa: ANN001
    from gui.text import rules_text

    driver.window.set_language("de")
    seat = _started(driver)
    panel = driver.reveal()
    role_key = {"abenteurer": "role.abenteurer", "waechter": "role.waechter"}[driver.game.view(seat).role.value]
    assert panel.role_text.text() == rules_text.description("tempelgold", role_key, "de")
    driver.window.set_language("en")
    driver.settle()
    assert driver.curtain.private is not None and driver.curtain.private.content is panel
    assert panel.role_text.text() == rules_text.description("tempelgold", role_key, "en")


@pytest.mark.parametrize("open_dialog", ["show_rules", "show_settings"])
def test_a_dialog_opened_over_a_private_screen_covers_it_first(driver, monkeypatch, open_dialog: str) -> None:  # noqa: ANN001
    from PySide6.QtWidgets import QDialog

    seen_private: list[object] = []
    monkeypatch.setattr(QDialog, "exec", lambda self: seen_private.append(driver.curtain.private) or 0)
    seat = _started(driver)
    panel = driver.reveal()
    getattr(driver.window, open_dialog)()
    assert seen_private == [None]  # the private screen was gone before the dialog showed
    _assert_back_on_handoff(driver, seat, panel)


def test_a_pin_and_the_reveal_by_keys_alone(driver) -> None:  # noqa: ANN001
    """The hand-off comes up with its PIN field focused: the PIN is typed, Tab goes to the
    reveal button, and a held Space reveals; a wrong PIN puts the focus back in the field
    (issue 37)."""
    qtbot = driver.qtbot
    driver.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is driver.window, timeout=3000)
    seat = _started(driver, pins={i: f"{i + 1}" * 4 for i in range(4)})
    handoff = driver.curtain.handoff
    qtbot.waitUntil(lambda: QApplication.focusWidget() is handoff.pin_edit, timeout=3000)
    assert handoff.pin_edit.accessibleName() == f"PIN von {handoff.player_name}"  # the window speaks German
    for pin, right in (("0000", False), (f"{seat + 1}" * 4, True)):
        qtbot.keyClicks(handoff.pin_edit, pin)
        qtbot.waitUntil(lambda: not handoff.is_locked(), timeout=6000)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is handoff.reveal_button
        qtbot.keyPress(handoff.reveal_button, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: driver.curtain.private is not None or handoff.problem_label.isVisibleTo(handoff),
                        timeout=3000)
        qtbot.keyRelease(QApplication.focusWidget() or driver.window, Qt.Key.Key_Space)
        if not right:
            assert driver.curtain.private is None and handoff.pin_edit.text() == ""
            assert QApplication.focusWidget() is handoff.pin_edit
    assert driver.curtain.private is not None and driver.curtain.private.content.seat() == seat
