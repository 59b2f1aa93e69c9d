"""The privacy scanner tells a face by what it is, not by its picture alone.

Tempelgold's role cards are number cards of a second deck and its empty chambers number
cards of the first, so a seat's secret role card can have the very picture of a chamber
lying open on the table. The scanner (``gui.checks.privacy``) once reported both as ``"7_heart"``:
the oracle then took a role card shown to the room for that public chamber and let it pass
(and, while a seat looked at its own chamber of that picture, let another seat's role card
of that picture pass too). Now a role card is ``"role:7_heart"`` (``gui.checks.privacy.face_id``).
Each test below finds a dealt game where a role card and a chamber share a picture and
shows the role card where it must not be; with the old identities the oracle finds nothing.
"""
from __future__ import annotations

import pytest

from gui.cards import CardWidget, element_id
from gui.games.base import StartRequest
from gui.checks.privacy import ROLE_KIND, face_id, scan

NAMES = ["Anna", "Ben", "Carla", "Dan"]


def _twin_deal() -> tuple[int, int, int, int]:
    """A seed of a four-player game in which seat ``role_seat``'s role card has the picture
    of the chamber at ``(owner, slot)`` (not the key holder's own row, so it can be opened,
    and not the role seat's own row)."""
    from engine.tempelgold import Config, TempelgoldGame

    for seed in range(1, 2000):
        game = TempelgoldGame(Config(players=NAMES, starting_seat=0), seed)
        key = game.public_view().key_holder
        rows = game._rows  # the test's oracle: where every chamber lies
        for role_seat in range(len(NAMES)):
            role = element_id(game.view(role_seat).role_card)
            for owner, row in enumerate(rows):
                if owner in (key, role_seat):
                    continue
                for slot, card in enumerate(row):
                    if element_id(card) == role:
                        return seed, role_seat, owner, slot
    raise AssertionError("no deal with a role card and a chamber of one picture")


@pytest.fixture
def twin(make_window):  # noqa: ANN001, ANN201
    """A window with that game started (the hand-off screen up) and its oracle."""
    from gui.checks.oracle import PrivacyOracle

    seed, role_seat, owner, slot = _twin_deal()
    window = make_window()
    window.session.start_game(StartRequest(game="tempelgold", players=list(NAMES), first=0), seed=seed)
    oracle = PrivacyOracle(window.session)
    player = window.session.ui.autoplayer()
    return window, oracle, player, role_seat, owner, slot


def _show_role_card(window, role_seat: int) -> CardWidget:  # noqa: ANN001
    """The role card of ``role_seat`` face up in the window, as a leak would show it."""
    card = element_id(window.session.game.view(role_seat).role_card)
    widget = CardWidget(window.renderer, card, 90, window)
    widget.card_kind = ROLE_KIND
    widget.show()
    return widget


def test_a_role_card_is_not_the_open_chamber_of_the_same_picture(twin) -> None:  # noqa: ANN001
    from engine.tempelgold import Open

    window, oracle, player, role_seat, owner, slot = twin
    game = window.session.game
    game.apply(game.public_view().key_holder, Open(owner, slot))  # the twin chamber lies open now
    public = player.public_elements(game.public_view())
    assert element_id(game.view(role_seat).role_card) in public  # the picture is public …
    assert oracle.check(window, None, public) is None
    _show_role_card(window, role_seat)
    leak = oracle.check(window, None, public)  # … the role card is not
    assert leak is not None and "role:" in leak, leak


def test_a_role_card_is_not_the_own_chamber_of_the_same_picture(twin) -> None:  # noqa: ANN001
    window, oracle, player, role_seat, owner, _slot = twin
    game = window.session.game
    public = player.public_elements(game.public_view())
    # ``owner`` knows a chamber of that picture (their own, face down): while they look at
    # their cards, ``role_seat``'s role card must still not be on screen
    assert element_id(game.view(role_seat).role_card) in {element_id(c) for c in game.view(owner).chambers}
    _show_role_card(window, role_seat)
    leak = oracle.check(window, owner, public)
    assert leak is not None and "role:" in leak, leak


def test_the_scanner_reports_both_faces_of_one_picture(make_window) -> None:  # noqa: ANN001
    window = make_window()
    role = CardWidget(window.renderer, "7_heart", 90, window)
    role.card_kind = ROLE_KIND
    chamber = CardWidget(window.renderer, "7_heart", 90, window)
    role.show()
    chamber.show()
    assert {face_id("7_heart", ROLE_KIND), "7_heart"} <= scan(window).elements
    assert face_id("7_heart", ROLE_KIND) != face_id("7_heart")
