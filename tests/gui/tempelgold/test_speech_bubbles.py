"""Speech bubbles at a full Tempelgold table (issue 31): at ten seats a claim's bubble lay over
the next seat's cards and ran out of the window. Every bubble of a round's claims stays inside
the table's view and covers no card, plate or pile, at 800×600 and 1920×1080; and the layout
check of ``--selfplay`` sees a bubble that does not."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsView, QVBoxLayout, QWidget

from gui.checks.layout_check import check_layout
from gui.games.base import ScreenContext, TableStep
from gui.games.log_model import LogModel
from gui.games.speech_bubbles import SpeechBubbles, covers, table_marks
from gui.tempelgold.seam_table import TempelgoldTable

from .conftest import make_game

CLAIMS = {"de": "2 Gold, 1 Falle", "en": "2 gold, 1 fire trap"}


@pytest.mark.parametrize("players", [3, 10])
@pytest.mark.parametrize("size, lang", [((800, 600), "de"), ((1920, 1080), "en"), ((1280, 720), "de")])
def test_a_round_of_claims_covers_nothing_on_the_table(qtbot, renderer, players, size, lang):  # noqa: ANN001
    table = TempelgoldTable(ScreenContext(renderer, lang, LogModel(lang)))
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    table.show_view(make_game(players, seed=3).public_view())
    table.show_step(TableStep("table", interactive=True, peek=True))
    viewport = table.view.viewport()
    qtbot.waitUntil(lambda: not table.is_animating(), timeout=3000)
    for seat in range(players):  # every seat says its claim, one after the other, as at a round's start
        table.show_claim_bubble(seat, CLAIMS[lang])
    bubbles = [b for b in viewport.findChildren(QWidget, "claimBubble") if b.isVisible()]
    assert len(bubbles) == players  # none had to give way to another
    marks = table_marks(table.view)
    for bubble in bubbles:
        box = bubble.geometry()
        assert viewport.rect().contains(box), (bubble.text(), box, viewport.rect())
        assert not any(covers(box, mark) for mark in marks), (bubble.text(), box)
        assert bubble.font().pixelSize() >= 15
    for i, first in enumerate(bubbles):
        assert not any(covers(first.geometry(), second.geometry()) for second in bubbles[i + 1:])
    assert check_layout(table, "the table with bubbles") is None


def test_a_bubble_away_from_its_seat_names_its_speaker(qtbot):  # noqa: ANN001
    """A plate hemmed in on every side: the bubble goes to the nearest free spot and says who spoke."""
    view, scene = _view(qtbot)
    plate = QRectF(180, 130, 60, 30)
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            scene.addRect(plate.translated(dx * 64, dy * 34))
    anchor = view.mapFromScene(plate).boundingRect()
    bubble = SpeechBubbles(view.viewport()).show(4, "1 gold", "Ida", anchor, True, "en", _font())
    assert bubble.text() == "Ida: \u201c1 gold\u201d"
    assert not any(covers(bubble.geometry(), mark) for mark in table_marks(view))
    assert view.viewport().rect().contains(bubble.geometry())


def _font() -> QFont:
    font = QFont()
    font.setPixelSize(17)  # the table's type
    return font


_KEPT: list[object] = []  # the test's window and scene, alive until the next test


def _view(qtbot) -> tuple[QGraphicsView, QGraphicsScene]:  # noqa: ANN001
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(420, 320)
    scene = QGraphicsScene(0, 0, 400, 300)
    view = QGraphicsView(scene, window)
    QVBoxLayout(window).addWidget(view)
    window.show()
    qtbot.waitExposed(window)
    _KEPT[:] = [window, scene]
    return view, scene


def test_the_layout_check_sees_a_bubble_over_a_card_and_one_out_of_the_view(qtbot):  # noqa: ANN001
    view, scene = _view(qtbot)
    card = scene.addRect(QRectF(100, 100, 60, 90))
    assert isinstance(card, QGraphicsRectItem)
    window = view.window()
    bubbles = SpeechBubbles(view.viewport())
    bubble = bubbles.show(1, "2 gold", "Ben", QRect(10, 10, 40, 20), True, "en", _font())
    assert check_layout(window, "test") is None  # placed where it covers nothing
    bubble.move(view.mapFromScene(card.rect().center()))  # over the card
    problem = check_layout(window, "the table")
    assert problem is not None and "covers the table" in problem.what and "claimBubble" in problem.widget
    bubble.move(view.viewport().width() - bubble.width() // 2, 5)  # half out of the view
    problem = check_layout(window, "the table")
    assert problem is not None and "out of the table's view" in problem.what


@pytest.mark.parametrize("lang, nothing, claim, marked", [("de", "hat nichts gesagt", "1 Gold, 0 Fallen", "\u201e1 Gold, 0 Fallen\u201c"),
                                                         ("en", "said nothing", "1 gold, 0 traps", "\u201c1 gold, 0 traps\u201d")])
def test_said_nothing_is_not_quoted(qtbot, renderer, english_after, lang, nothing, claim, marked):  # noqa: ANN001, ARG001
    """A seat that said nothing gets a bubble that says so, not one that quotes „hat nichts gesagt“
    as if those were its words."""
    from gui.text.i18n import Translations

    Translations.shared().set_language(lang)
    table = TempelgoldTable(ScreenContext(renderer, lang, LogModel(lang)))
    qtbot.addWidget(table)
    table.resize(1280, 720)
    table.show()
    qtbot.waitExposed(table)
    table.show_view(make_game(4, seed=3).public_view())
    table.show_claim_bubble(1, nothing)
    table.show_claim_bubble(2, claim)
    texts = sorted(b.text() for b in table.view.viewport().findChildren(QWidget, "claimBubble"))
    assert sorted([nothing, marked]) == texts or sorted([f"Ben: {nothing}", marked]) == texts
