"""``--selfplay --shots`` takes a picture only when nothing moves (issue 31 item 15)."""
from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtWidgets import QWidget

from gui.cards import CardWidget
from gui.cards.items import flips_running
from gui.checks.shots import still, take_shot


class _Table:
    def __init__(self) -> None:
        self.animating = False

    def is_animating(self) -> bool:
        return self.animating


def test_a_shot_waits_until_the_card_has_turned_over(qtbot, renderer, tmp_path):  # noqa: ANN001
    host = QWidget()
    qtbot.addWidget(host)
    card = CardWidget(renderer, "back", 60, parent=host)
    host.show()
    qtbot.waitExposed(host)
    window = SimpleNamespace(session=SimpleNamespace(table=None), renderer=None, grab=host.grab)
    card.flip_to("queen_spade", duration_ms=400)
    assert flips_running() and not still(window)
    take_shot(window, tmp_path / "01-card.png")
    assert not card.is_flipping() and card.element() == "queen_spade"  # taken after the flip ended
    assert (tmp_path / "01-card.png").is_file() and (tmp_path / "grey" / "01-card.png").is_file()


def test_a_flip_that_begins_while_the_faces_are_drawn_is_waited_for(qtbot, renderer, tmp_path):  # noqa: ANN001
    """A private screen turns its role card over a moment after it is shown: a flip that
    begins while the shot waits for the card faces is over before the picture is taken."""
    from PySide6.QtCore import QTimer

    host = QWidget()
    qtbot.addWidget(host)
    card = CardWidget(renderer, "back", 60, parent=host)
    host.show()
    qtbot.waitExposed(host)
    at_grab: list[bool] = []

    def grab():  # noqa: ANN202
        at_grab.append(flips_running())
        return host.grab()

    window = SimpleNamespace(session=SimpleNamespace(table=None), renderer=renderer, grab=grab)
    QTimer.singleShot(20, lambda: card.flip_to("queen_spade", duration_ms=400))
    assert still(window)  # nothing moves yet: the flip is only due
    take_shot(window, tmp_path / "01-card.png")
    assert at_grab == [False] and card.element() == "queen_spade"


def test_the_table_moving_is_not_still(qtbot):  # noqa: ANN001
    table = _Table()
    window = SimpleNamespace(session=SimpleNamespace(table=table))
    assert still(window)
    table.animating = True
    assert not still(window)


def test_a_card_deleted_mid_flip_does_not_hold_the_shots(qtbot, renderer):  # noqa: ANN001
    card = CardWidget(renderer, "back", 60)
    card.flip_to("queen_spade", duration_ms=5000)
    assert flips_running()
    card.deleteLater()
    qtbot.waitUntil(lambda: not flips_running(), timeout=3000)
