"""Role cards cannot be taken for chambers (issue 10): a number card 2–10 of the second
deck, drawn from the role back, inside the violet role frame that carries the role's name.

At the table an ace is a trap and a face card is gold; the rules say a role card's rank does
not matter, so the engine deals role cards 2–10 only, and the GUI frames every role card
(private screen and end screen) while no chamber is ever framed.
"""
from __future__ import annotations

import pytest

from engine import tempelgold as tg
from gui.cards import ROLE_BACK, element_id
from gui.tempelgold.end import TempelgoldEndScreen
from gui.tempelgold.private import TempelgoldPrivatePanel
from gui.tempelgold.widgets import RoleFrame

from .conftest import finished_game, make_game

@pytest.fixture(autouse=True)
def _english(qapp):  # noqa: ANN001, ANN202, ARG001
    """These tests read English texts: a window test before them may have left the German
    catalogue installed application-wide."""
    from gui.text.i18n import Translations

    Translations.shared().set_language("en")
    yield


def _ace_and_face_elements() -> set[str]:
    from engine.cards import Card

    return {element_id(Card.parse(f"{rank}{suit}")) for rank in ("A", "J", "Q", "K") for suit in "SHDC"}


@pytest.mark.parametrize("n", [3, 6, 10])
def test_the_private_screen_frames_a_number_role_card_with_its_name_from_the_role_back(qtbot, renderer, n):
    game = make_game(n, seed=n)
    for seat in range(n):
        view = game.view(seat)
        panel = TempelgoldPrivatePanel(view, renderer, "en", "deal")
        qtbot.addWidget(panel)
        assert panel.role_card.element() == ROLE_BACK  # from the second deck's back
        assert element_id(view.role_card) not in _ace_and_face_elements()
        assert isinstance(panel.role_card.parent(), RoleFrame)
        panel.resize(800, 600)
        panel.show()
        qtbot.waitUntil(lambda p=panel, v=view: p.role_card.element() == element_id(v.role_card), timeout=3000)
        name = "Adventurer" if view.role is tg.Role.ABENTEURER else "Guardian"
        assert panel.role_frame.name.text() == name and panel.role_frame.name.isVisibleTo(panel)
        # the chambers are never framed
        assert not any(isinstance(w.parent(), RoleFrame) for w in panel.chamber_cards)
        panel.close()


@pytest.mark.parametrize("n,seed", [(3, 2), (7, 5), (10, 3)])
def test_the_end_screen_frames_every_role_card_and_no_chamber(qtbot, renderer, n, seed):
    view = finished_game(n, seed).public_view()
    end = TempelgoldEndScreen(view, renderer, "en")
    qtbot.addWidget(end)
    frames = end.findChildren(RoleFrame)
    assert len(frames) == n + len(view.revealed.leftover)
    framed = sorted(f.findChild(type(end.tiles[0].card)).element() for f in frames)
    assert framed == sorted(element_id(c) for c in (*view.revealed.role_cards, *view.revealed.leftover))
    assert not set(framed) & _ace_and_face_elements()
    for frame in frames:
        assert frame.name.text() in ("Adventurer", "Guardian")
