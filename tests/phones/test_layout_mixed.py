"""The layout check with phones mixed in (issue 19): whole games of both games at their
smallest and largest counts, some seats on phones, the others on the curtain, at 800×600,
1280×720 and 1920×1080, in German and English.

What phones add to the laptop's screens is checked at the moments the selfplay run checks
everything else: the hand-off screens with their "Still to do: … on the laptop · … on
their phone" line, and the table while it waits ("Waiting for the phones of …"), whose
banner must name exactly the seats whose phone has its step.

The laptop is the real app (``gui.checks.selfplay.SelfPlay`` plays the curtain seats and the
table through the real widgets); the phones are the real phone route and server, and each
phone seat's step is answered the way the server hands a phone's "Done" to the route
(``PhoneRoute.done``, with a random complete choice of the step's action types, decoded
by the game's own JSON decoder) once the laptop shows that it waits for it. The phone
transport itself is the other phone tests' business.
"""
from __future__ import annotations

import json
import random
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from engine.serialize import serialize_view
from gui.phones import laptop
from gui.phones.route import PhoneRoute
from tests.deadline import within
from tests.phones.test_games import choose

pytestmark = pytest.mark.long("whole mixed games with phones, every screen checked")

tr = QCoreApplication.translate

# (game, players, phone seats, window size, language): both games at both counts, every
# size and both languages at least once; the phones interleaved with curtain seats.
MIXED = [
    ("tempelgold", 3, {1}, (800, 600), "de"),
    ("tempelgold", 10, {0, 2, 4, 6, 8}, (1920, 1080), "en"),
    ("diamantenraub", 5, {1, 3}, (1280, 720), "en"),
    ("diamantenraub", 12, {0, 3, 7, 11}, (800, 600), "de"),
]


@pytest.fixture
def quick_tables(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tables' animations at a few milliseconds: the check runs at the same moments."""
    from gui.diamantenraub.animation import TableAnimation

    for name in ("FLIP_MS", "MOVE_MS", "CLOSE_MS"):
        monkeypatch.setattr(TableAnimation, name, 20)


def waiting_text(game: Any, seats: list[int]) -> str:
    names = [game.name(s) for s in seats]
    if len(names) == 1:
        return tr("WaitingBanner", "Waiting for {name}'s phone").format(name=names[0])
    return tr("WaitingBanner", "Waiting for the phones of {names}").format(names=", ".join(names))


def answer_phone(route: PhoneRoute, seat: int, rng: random.Random) -> None:
    """The phone of ``seat`` presses "Done" with a random complete choice, as the server
    passes it on: the step's action types only, decoded by the game."""
    snap = route.snapshot(seat)
    assert snap.step is not None, f"seat {seat} has no step on its phone"
    view = json.loads(json.dumps(serialize_view(snap.view)))
    chosen = choose({"actions": list(snap.step.actions)}, view, rng)
    route.done(seat, [route.decode_action(a) for a in chosen])


@pytest.mark.parametrize(("game_id", "players", "phones", "size", "lang"), MIXED,
                         ids=lambda v: f"{v}" if not isinstance(v, set) else "phones")
def test_mixed_phone_games_pass_the_layout_check(make_window: Any, quick_tables: None, qtbot: Any,
                                                 monkeypatch: pytest.MonkeyPatch, game_id: str, players: int,
                                                 phones: set[int], size: tuple[int, int], lang: str) -> None:
    from gui.checks.selfplay import SelfPlay
    from gui.games.clicks import wait_until

    monkeypatch.setattr(laptop, "HOST", "127.0.0.1")
    monkeypatch.setattr(laptop, "PORT", 0)
    window = make_window()
    window.set_language(lang)
    window.resize(*size)
    play = SelfPlay(window, game_id, players, seed=2, shots=None)
    play.check_privacy = False  # the privacy of phone games is the other phone tests' job
    play.screens = {seat: "phone" for seat in phones}  # each phone seat chooses its phone on the start screen
    play._fill_start_screen()
    session = window.session
    route = session.private_route
    assert isinstance(route, PhoneRoute) and route.laptop.dialog is not None
    play._check_layout("the phones dialog")
    route.laptop.dialog.reject()
    assert {s for s in range(players) if route.handles(s)} == set(phones)
    rng = random.Random(players)
    waits = handoffs_with_phones = 0
    for _ in within(120, "the mixed game to end"):
        wait_until(lambda: not session.busy, 4000)
        if play.at_end():
            break
        waiting = route.waiting_for()
        if waiting and not session.curtain.is_up and window.stack.currentWidget() is session.table:
            # the laptop waits for phones only: the table and its status line, checked
            banner = route.laptop.banner
            assert banner.isVisible() and banner.waiting_text() == waiting_text(session.game, waiting)
            play._check_layout("the table waiting for phones")
            waits += 1
            for seat in waiting:
                answer_phone(route, seat, rng)
            wait_until(lambda w=waiting: route.waiting_for() != w, 2000)
            continue
        if waiting and session.curtain.handoff is not None:
            handoffs_with_phones += 1  # its "still to do" line names the phones too
            assert session.curtain.handoff.status_text(), "a hand-off while phones work says who is left"
        play.step()
    assert play.at_end() and play.layout_checks > 10
    assert waits >= 1
    if game_id == "tempelgold":
        assert handoffs_with_phones >= 1  # the curtain seats looked while the phones were open
