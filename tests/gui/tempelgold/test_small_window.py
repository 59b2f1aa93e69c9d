"""Every Tempelgold screen fits an 800×600 window and a fullscreen one: it reflows, it does not clip."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from gui.tempelgold.end import TempelgoldEndScreen
from gui.tempelgold.private import TempelgoldPrivatePanel
from gui.tempelgold.screen import TempelgoldTableScreen

from .conftest import finished_game, make_game, play

SIZES = [(800, 600), (1280, 720), (1920, 1080)]


@pytest.fixture(autouse=True)
def app_look(qapp):  # noqa: ANN001, ANN201
    """The app's own style sheet, palette and font, as the screens are really seen."""
    from gui.style import STYLESHEET, apply_palette

    sheet, palette, font = qapp.styleSheet(), qapp.palette(), qapp.font()
    apply_palette(qapp)
    qapp.setStyleSheet(STYLESHEET)
    yield
    qapp.setStyleSheet(sheet)
    qapp.setPalette(palette)
    qapp.setFont(font)


def build(kind: str, n: int, renderer) -> QWidget:  # noqa: ANN001
    if kind == "table":
        screen = TempelgoldTableScreen(renderer, "en")
        screen.show_view(play(make_game(n, seed=2), 4).public_view())
        return screen
    if kind == "private":
        return TempelgoldPrivatePanel(play(make_game(n, seed=2), 4).view(1), renderer, "en", "peek")
    return TempelgoldEndScreen(finished_game(n, 1).public_view(), renderer, "en")


def unclipped(widget: QWidget) -> list[str]:
    """Labels and buttons whose one-line text is wider than they are (cut off on screen)."""
    bad = []
    for child in widget.findChildren(QWidget):
        if not child.isVisible():
            continue
        if isinstance(child, QLabel) and not child.wordWrap() and child.text():
            need = child.fontMetrics().horizontalAdvance(child.text())
            if need > child.contentsRect().width() + 1:
                bad.append(child.text())
        elif isinstance(child, QAbstractButton) and child.text():
            if child.sizeHint().width() > child.width() + 1:
                bad.append(child.text())
    return bad


@pytest.mark.parametrize("kind", ["table", "private", "end"])
@pytest.mark.parametrize("n", [3, 10])
@pytest.mark.parametrize("size", SIZES)
def test_fits_and_nothing_is_cut_off(qtbot, renderer, kind, n, size):
    widget = build(kind, n, renderer)
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.wait(1)
    hint = widget.minimumSizeHint()
    assert hint.width() <= size[0] and hint.height() <= size[1], (kind, n, size, hint)
    assert widget.size().toTuple() == size
    assert unclipped(widget) == []
