"""Tempelgold's type never drops below the smallest readable size (issue 31 item 10): the
"Feuerfalle" caption under a narrow chamber card (it shrank to about 9 px), the round-end
banner's button (13 px), the plates on the table (scene type scaled by the view)."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QFontInfo, QFontMetricsF
from PySide6.QtWidgets import QWidget

from engine.tempelgold import ChamberKind, chamber_kind
from gui.checks.layout_check import check_layout
from gui.table_kit.style import MIN_TEXT_PX
from gui.tempelgold.private import TempelgoldPrivatePanel

from .conftest import make_game, play


def _seat_with_a_trap(n: int) -> Any:
    for seed in range(1, 40):
        game = play(make_game(n, seed=seed), 0)
        for seat in range(n):
            view = game.view(seat)
            if any(chamber_kind(c) is ChamberKind.TRAP for c in view.chambers) and len(view.chambers) >= 5:
                return view
    raise AssertionError("no seat with a fire trap among five chambers")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_fire_trap_caption_stays_readable_under_a_narrow_card(qtbot: Any, app_look: Any, renderer: Any, lang: str) -> None:  # noqa: ARG001
    panel = TempelgoldPrivatePanel(_seat_with_a_trap(10), renderer, lang, "deal")
    qtbot.addWidget(panel)
    panel.resize(736, 470)  # the private panel inside the curtain's frame of an 800×600 window
    panel.show()
    qtbot.waitExposed(panel)
    for label in panel.chamber_labels:
        qtbot.waitUntil(lambda lab=label: QFontInfo(lab.font()).pixelSize() >= MIN_TEXT_PX, timeout=3000)
        assert QFontMetricsF(label.font()).horizontalAdvance(label.text()) <= label.contentsRect().width() + 1, label.text()
    assert check_layout(panel, "the private screen") is None


def test_the_round_end_banner_button_stays_readable(qtbot: Any, app_look: Any) -> None:  # noqa: ARG001
    from gui.tempelgold.banner import Banner

    table = QWidget()
    qtbot.addWidget(table)
    table.resize(540, 470)  # the table beside the log in an 800×600 window
    banner = Banner(table)
    banner.label.setText("Runde 1 ist vorbei.")
    banner.button.setText("Alle sehen sich ihre neuen Kammern an")
    banner.setGeometry(table.rect())
    banner.set_scale(table.height())
    table.show()
    qtbot.waitExposed(table)
    qtbot.waitUntil(lambda: check_layout(table, "the table") is None, timeout=3000)
    assert QFontInfo(banner.button.font()).pixelSize() >= MIN_TEXT_PX


def test_a_two_line_pile_plate_grows_with_its_readable_type(qtbot: Any) -> None:
    """Found with phones mixed in at 800×600 (the Phones button's slot makes the felt a
    little smaller): the traps pile's name and count ("Fallen", "0/2") at the readable
    size were taller than the plate by less than a quarter, which the plate let overlap."""
    from PySide6.QtCore import QRectF
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

    from gui.table_kit.items import PlateItem, apply_view_scale

    window = QWidget()
    qtbot.addWidget(window)
    window.resize(600, 400)
    scene = QGraphicsScene(0, 0, 1000, 600)
    plate = PlateItem()
    plate.configure(QRectF(100, 100, 160, 60), "Fallen", "0/2")
    scene.addItem(plate)
    view = QGraphicsView(scene, window)
    view.setGeometry(window.rect())
    view.scale(0.55, 0.55)
    apply_view_scale(view)
    window.show()
    qtbot.waitExposed(window)
    name, count = plate.drawn_texts()
    assert not name.rect.intersects(count.rect)
    assert check_layout(window, "the table") is None
