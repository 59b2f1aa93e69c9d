"""The layout check's rules across the whole window (issue 31 item 10): two texts anywhere
that overlap, and type below the smallest readable size; an overlay hides what it covers."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from gui.checks.layout_check import check_layout
from gui.checks.text_rules import MIN_TEXT_PX
from gui.table_kit.declared import DrawnText

pytestmark = pytest.mark.usefixtures("english_catalogue")


def _window(qtbot, size=(500, 300)) -> QWidget:  # noqa: ANN001
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(*size)
    return window


def _label(parent: QWidget, text: str, geometry: tuple[int, int, int, int], px: int = 17) -> QLabel:
    label = QLabel(text, parent)
    font = label.font()
    font.setPixelSize(px)
    label.setFont(font)
    label.setGeometry(*geometry)
    return label


def _show(qtbot, window: QWidget) -> None:  # noqa: ANN001
    window.show()
    qtbot.waitExposed(window)


def test_texts_of_different_parents_that_overlap_are_found(qtbot):
    """Not siblings: a status line in a bar and a button laid over the table above it."""
    window = _window(qtbot)
    bar = QWidget(window)
    bar.setGeometry(0, 250, 500, 50)
    _label(bar, "Carla holds the key", (10, 10, 300, 30))
    corner = QWidget(window)  # laid over the bar's left end
    corner.setGeometry(0, 240, 140, 60)
    button = QPushButton("Phones…", corner)
    button.setGeometry(8, 10, 120, 40)
    font = button.font()
    font.setPixelSize(17)
    button.setFont(font)
    _show(qtbot, window)
    problem = check_layout(window, "the table")
    assert problem is not None and problem.what == "texts overlap", problem
    assert "Carla holds the key" in problem.text and "Phones…" in problem.text


def test_texts_side_by_side_pass(qtbot):
    window = _window(qtbot)
    _label(window, "Round 1 of 4", (10, 10, 200, 30))
    _label(window, "Traps 0 of 2", (220, 10, 200, 30))
    _show(qtbot, window)
    assert check_layout(window, "the table") is None


def test_a_label_wider_than_its_words_covers_nothing_beside_them(qtbot):
    """A label stretched by its layout: only where its words are counts."""
    window = _window(qtbot)
    _label(window, "Log", (10, 10, 400, 30))  # left-aligned: the words take the first 30 px
    _label(window, "Peek", (300, 10, 100, 30))
    _show(qtbot, window)
    assert check_layout(window, "the table") is None


def test_a_text_at_10_px_is_found(qtbot):
    window = _window(qtbot)
    _label(window, "Fire trap", (10, 10, 200, 30), px=10)
    _show(qtbot, window)
    problem = check_layout(window, "the private screen")
    assert problem is not None and "too small" in problem.what and problem.text == "Fire trap"
    assert f"at least {MIN_TEXT_PX} px" in problem.what


def test_a_text_at_the_minimum_passes(qtbot):
    window = _window(qtbot)
    _label(window, "Fire trap", (10, 10, 200, 30), px=MIN_TEXT_PX)
    _show(qtbot, window)
    assert check_layout(window, "the private screen") is None


def test_a_label_wholly_under_an_overlay_is_neither_small_nor_overlapping(qtbot):
    """The round-end banner's veil covers the table: what is under it is not seen."""
    window = _window(qtbot)
    _label(window, "tiny", (10, 10, 200, 30), px=9)
    _label(window, "Carla holds the key", (10, 20, 200, 30))
    veil = QWidget(window)
    veil.setGeometry(window.rect())
    veil.setAutoFillBackground(True)
    _label(veil, "Round 1 is over", (100, 100, 250, 30))
    _show(qtbot, window)
    assert check_layout(window, "the table") is None
    veil.hide()
    assert check_layout(window, "the table") is not None


class _Drawing(QWidget):
    """A widget that paints two texts itself and declares them."""

    def __init__(self, parent: QWidget, texts: list[DrawnText]) -> None:
        super().__init__(parent)
        self._texts = texts

    def elided(self) -> str:
        return ""

    def drawn_texts(self) -> list[DrawnText]:
        return list(self._texts)


def test_texts_a_widget_draws_itself_are_checked(qtbot):
    window = _window(qtbot)
    drawing = _Drawing(window, [DrawnText("Anna", QRectF(10, 10, 60, 24), 15),
                                DrawnText("Ben", QRectF(50, 20, 60, 24), 15)])
    drawing.setGeometry(0, 0, 300, 100)
    _show(qtbot, window)
    problem = check_layout(window, "the start screen")
    assert problem is not None and problem.what == "texts overlap" and problem.text == "Anna / Ben"
    drawing._texts = [DrawnText("Anna", QRectF(10, 10, 60, 24), 11)]
    problem = check_layout(window, "the start screen")
    assert problem is not None and "too small (11 px" in problem.what


def test_plate_text_on_a_scene_is_measured_on_screen(qtbot):
    """A plate's type is in scene units: the view's scale makes it what the player sees."""
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

    from gui.table_kit.items import PlateItem

    window = _window(qtbot, (600, 400))
    scene = QGraphicsScene(0, 0, 1600, 900)
    plate = PlateItem()
    plate.configure(QRectF(100, 100, 300, 60), "Anna", pixel=30)
    scene.addItem(plate)
    view = QGraphicsView(scene, window)
    view.setGeometry(window.rect())
    view.scale(0.3, 0.3)  # 30 scene px → 9 px on screen
    _show(qtbot, window)
    problem = check_layout(window, "the table")
    assert problem is not None and "too small" in problem.what and problem.text == "Anna"
    view.resetTransform()
    assert check_layout(window, "the table") is None


@pytest.mark.parametrize("kind", ["simple", "rich"])
def test_qt_text_items_on_a_scene_are_measured_on_screen(qtbot, kind):
    """Qt's own text items on a scene (Diamantenraub's "Back with the Boss" caption) are texts
    too: a 23 px caption scaled to a third by the view reads 7 px and is found."""
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

    from gui.table_kit import style

    window = _window(qtbot, (600, 400))
    scene = QGraphicsScene(0, 0, 1600, 900)
    item = scene.addSimpleText("Back with the Boss") if kind == "simple" else scene.addText("Back with the Boss")
    item.setFont(style.font(23, bold=True))
    item.setPos(200, 200)
    view = QGraphicsView(scene, window)
    view.setGeometry(window.rect())
    view.scale(0.3, 0.3)
    _show(qtbot, window)
    problem = check_layout(window, "the table")
    assert problem is not None and "too small (7 px" in problem.what and problem.text == "Back with the Boss", problem
    view.resetTransform()
    assert check_layout(window, "the table") is None
