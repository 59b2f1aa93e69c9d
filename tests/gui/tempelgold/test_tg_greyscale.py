"""Tempelgold without colour: the key holder, the piles and the roles have cues of their own."""
from __future__ import annotations

import pytest

from engine import tempelgold as tg
from gui.tempelgold.private import TempelgoldPrivatePanel

from ..greyscale import changed_pixels, grey
from .conftest import make_game


@pytest.fixture(autouse=True)
def _english(qapp):  # noqa: ANN001, ANN202, ARG001
    """An earlier test's window may have installed German application-wide."""
    from gui.text.i18n import Translations

    Translations.shared().set_language("en")


def test_the_key_is_a_shape_that_shows_in_greyscale_and_the_hint_names_the_holder(qtbot, fast_table):  # noqa: ANN001
    view = make_game(6, seed=3).public_view()
    fast_table.show_view(view)
    qtbot.wait(30)
    key = fast_table.scene.key_item
    assert key.isVisible()
    holder = view.players[view.key_holder]
    assert holder in fast_table.hint_text()  # whose turn, in words
    assert "holds the key" in fast_table.view.accessibleDescription()
    with_key = grey(fast_table)
    key.setVisible(False)
    without = grey(fast_table)
    key.setVisible(True)
    rect = fast_table.view.mapFromScene(key.sceneBoundingRect()).boundingRect()
    rect.translate(fast_table.view.mapTo(fast_table, rect.topLeft()) - rect.topLeft())
    assert changed_pixels(with_key, without, rect) > 30, "the key cannot be told apart without colour"


def test_every_pile_says_what_it_is(qtbot, fast_table):  # noqa: ANN001
    fast_table.show_view(make_game(4, seed=1).public_view())
    labels = [fast_table.scene.pile_label(kind).text() for kind in tg.ChamberKind]
    assert all(labels) and len(set(labels)) == len(labels), labels


def test_the_role_frame_carries_the_roles_name(qtbot, renderer):  # noqa: ANN001
    game = make_game(5, seed=2)
    names = {}
    for seat in range(5):
        view = game.view(seat)
        panel = TempelgoldPrivatePanel(view, renderer, "en", "deal")
        qtbot.addWidget(panel)
        panel.resize(900, 600)
        panel.show()
        assert panel.role_frame.name.text() == panel.role_name() and panel.role_name()
        assert panel.role_name() in panel.title.text()
        names[view.role] = panel.role_name()
    assert len(set(names.values())) == len(names) == 2, names  # Abenteurer and Wächter by name, not colour
