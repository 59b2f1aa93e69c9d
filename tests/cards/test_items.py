"""CardItem / CardWidget behaviour, and element ids of engine cards."""
from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from gui.cards import CardItem, CardWidget, element_id

from .conftest import deck_svg, install_kde


@pytest.mark.parametrize(
    "rank, suit, expected",
    [("A", "C", "1_club"), ("10", "H", "10_heart"), ("J", "S", "jack_spade"), ("Q", "D", "queen_diamond"),
     ("K", "C", "king_club"), ("7", "S", "7_spade"), ("JOKER", None, "red_joker")],
)
def test_element_id(rank, suit, expected):
    assert element_id(SimpleNamespace(rank=rank, suit=suit)) == expected


def test_element_id_of_engine_cards():
    cards = pytest.importorskip("engine.cards")
    assert element_id(cards.Card.parse("QS")) == "queen_spade"
    assert element_id(cards.Card.parse("10H")) == "10_heart"
    assert element_id(cards.Card.parse("JOKER")) == "red_joker"


def test_element_id_rejects_nonsense():
    with pytest.raises(ValueError):
        element_id(SimpleNamespace(rank="11", suit="H"))


def test_card_item_geometry_follows_deck_aspect(renderer, data_dirs):
    item = CardItem(renderer, "back", 100)
    assert item.boundingRect().width() == pytest.approx(100)
    assert item.boundingRect().height() == pytest.approx(140)
    install_kde(data_dirs, "svg-wide", deck_svg(face=(140, 100)))
    renderer.set_deck("svg-wide")
    assert item.boundingRect().height() == pytest.approx(100 / 1.4)
    item.set_width(70)
    assert item.boundingRect().width() == pytest.approx(70)


def test_flip_swaps_at_the_midpoint(renderer, qtbot):
    item = CardItem(renderer, "back", 80)
    seen = []
    original = item._set_scale_x

    def record(value):
        seen.append((round(value, 3), item.element()))
        original(value)

    item._flip._on_scale = record
    # The animation's clock is stepped by hand: a loaded machine once skipped a real 120 ms
    # flip's middle frames (no frame while still the back), and that is not what is tested.
    item.flip_to("king_heart", duration_ms=10_000)
    assert item.is_flipping()
    animation = item._flip._anim
    animation.pause()
    for ms in range(0, 10_001, 500):
        animation.setCurrentTime(ms)
    qtbot.waitUntil(lambda: not item.is_flipping(), timeout=3000)
    assert item.element() == "king_heart" and item.scale_x() == 1.0
    # scale went down to (near) zero while still the back, and came back up as the king
    shrinking = [s for s, e in seen if e == "back"]
    growing = [s for s, e in seen if e == "king_heart"]
    assert shrinking and growing
    assert min(s for s, _ in seen) < 0.35
    assert all(s < 1.0 for s in shrinking[1:]) or len(shrinking) == 1


def test_flip_without_duration_is_immediate(renderer):
    widget = CardWidget(renderer, "back", 60)
    widget.flip_to("2_club", duration_ms=0)
    assert widget.element() == "2_club" and not widget.is_flipping()


def test_clickable_item_emits_clicked(renderer, qtbot):
    scene = QGraphicsScene()
    view = QGraphicsView(scene)
    item = CardItem(renderer, "5_spade", 80)
    scene.addItem(item)
    view.resize(300, 300)
    view.show()
    qtbot.waitExposed(view)
    pos = view.mapFromScene(item.mapToScene(QPointF(40, 50)))
    with qtbot.assertNotEmitted(item.clicked):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    item.setClickable(True)
    with qtbot.waitSignal(item.clicked, timeout=1000):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert item.boundingRect().width() > 80  # room for the hover highlight


def test_card_widget_keeps_the_card_private(renderer, qtbot):
    widget = CardWidget(renderer, "queen_spade", 90)
    qtbot.addWidget(widget)
    assert widget.toolTip() == "" and widget.accessibleName() == ""
    assert "queen" not in widget.accessibleDescription().lower()
    assert widget.sizeHint().width() == 90 and widget.sizeHint().height() == 126
    named = CardWidget(renderer, "queen_spade", 90, accessible_name="Your role card")
    qtbot.addWidget(named)
    assert named.accessibleName() == "Your role card"


def test_widget_repaints_with_the_exact_card(renderer, qtbot):
    widget = CardWidget(renderer, "jack_diamond", 60)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.waitUntil(lambda: renderer.cached("jack_diamond", 60, 84, widget.devicePixelRatioF()), timeout=3000)
    grabbed = widget.grab().toImage()
    colours = {grabbed.pixel(x, y) for x in range(0, 60, 4) for y in range(0, 84, 4)}
    assert len(colours) > 6  # the jack, not a plain stand-in


def test_geometry_changes_keep_the_scene_index_valid(renderer, data_dirs, qtbot):
    """Deck switches and clickability change the rect only via prepareGeometryChange (no stale BSP)."""
    install_kde(data_dirs, "svg-wide", deck_svg(face=(140, 100)))
    scene = QGraphicsScene()
    items = [CardItem(renderer, "back", 60) for _ in range(30)]
    for i, item in enumerate(items):
        item.setPos((i % 6) * 70, (i // 6) * 90)
        scene.addItem(item)
    scene.items()  # build the index
    for round_ in range(3):
        renderer.set_deck("svg-wide" if round_ % 2 == 0 else "kartentisch")
        for item in items[::2]:
            item.setClickable(round_ % 2 == 0)
        hits = scene.items(QPointF(items[7].pos().x() + 5, items[7].pos().y() + 5))
        assert items[7] in hits
    for item in items[::3]:
        scene.removeItem(item)
    expected_h = 60 / renderer.aspect()
    assert items[1].boundingRect().height() == pytest.approx(expected_h + (6 if items[1].isClickable() else 0))
    assert len(scene.items(scene.itemsBoundingRect())) == 20
