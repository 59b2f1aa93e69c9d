"""The plates on Diamantenraub's table stay readable in a small window (issue 31 item 10):
an out player's second line ("Dieb (12) · ausgeschieden") shrank to about 4–7 px at 800×600,
the names to 12 px. The type now never drops below the smallest readable size on screen;
the plate grows around it and breaks its second line at " · "."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene, QWidget

from gui.checks.layout_check import check_layout
from gui.diamantenraub.items import PLATE_H, PLATE_W, SCENE_H, SCENE_W, FeltView
from gui.table_kit.items import PlateItem
from gui.table_kit.style import MIN_TEXT_PX


def test_an_out_players_plate_is_readable_at_800x600(qtbot: Any) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(540, 420)  # the felt beside the side panel in an 800×600 window
    scene = QGraphicsScene(0, 0, SCENE_W, SCENE_H)
    view = FeltView(window)
    view.setScene(scene)
    view.setGeometry(window.rect())
    plate = PlateItem()
    scene.addItem(plate)
    rect = QRectF(800 - PLATE_W / 2, 450 - PLATE_H / 2, PLATE_W, PLATE_H)
    pixel = min(PLATE_H * 0.4, 40.0)
    plate.configure(rect, "Greta", "Dieb (12) · ausgeschieden", dim=True, pixel=pixel, sub_pixel=pixel * 0.5)
    window.show()
    qtbot.waitExposed(window)
    scale = view.transform().m22()
    assert scale < 0.4  # the scene is drawn small: a readable size needs bigger scene type
    drawn = plate.drawn_texts()
    assert [t.text for t in drawn] == ["Greta", "Dieb (12)", "ausgeschieden"]
    assert min(t.pixel for t in drawn) * scale >= MIN_TEXT_PX - 0.5
    assert plate.elided() == "" and check_layout(window, "the table") is None
