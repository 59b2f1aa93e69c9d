"""The game history records which seats played on phones (issue 23): a short Tempelgold game
with some seats on (fake, loopback) phones and the others at the laptop's curtain, played
through the real app to its end screen; the rows are read back with plain ``sqlite3``."""
from __future__ import annotations

import random
import sqlite3
from typing import Any

import pytest

from gui.history.location import history_path
from gui.history.recorder import flush_all
from tests.phones.test_games import play_phone

from tests.phones.test_session import (  # noqa: F401 - phones_on_loopback is a fixture
    laptop_plays,
    NAMES,
    PhoneThread,
    connect_all,
    phones_on_loopback,
    start_with_phones,
)

pytestmark = pytest.mark.long("whole games with phones")


def _rows() -> list[tuple[Any, ...]]:
    """(game, players, seat, name, phone) of every recorded seat, read with plain sqlite3."""
    path = history_path()
    if not path.exists():
        return []
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return conn.execute(
            "SELECT g.game, g.players, s.seat, s.name, s.phone FROM games g JOIN seats s ON s.game_id = g.id"
            " ORDER BY g.id, s.seat").fetchall()
    finally:
        conn.close()


@pytest.mark.parametrize(("players", "phone_seats"), [(3, [1]), (4, [0, 3])])
def test_exactly_the_phone_seats_are_recorded_as_phone_seats(driver: Any, qtbot: Any, phones_on_loopback: Any,
                                                              players: int, phone_seats: list[int]) -> None:
    names = NAMES[:players]
    route = start_with_phones(driver, names)
    for seat in set(range(players)) - set(phone_seats):
        route.to_curtain(seat)  # these players use the laptop's curtain
    driver.settle()
    phones = PhoneThread(qtbot)
    try:
        connected = connect_all(phones, route, phone_seats)
        players_done = [phones.submit(play_phone(p, s, random.Random(s))) for s, p in connected.items()]
        laptop_plays(driver, random.Random(players), set(range(players)) - set(phone_seats), None)
        qtbot.waitUntil(lambda: all(f.done() for f in players_done), timeout=20000)
        assert all(f.result() >= 1 for f in players_done)  # each phone really played
    finally:
        phones.close()
    assert driver.game.outcome() is not None
    flush_all()  # the recorder writes in its worker thread
    qtbot.waitUntil(lambda: len(_rows()) == players, timeout=10000)
    rows = _rows()
    assert [(g, n, seat, name) for g, n, seat, name, _phone in rows] == [
        ("tempelgold", players, seat, names[seat]) for seat in range(players)]
    assert [seat for _g, _n, seat, _name, phone in rows if phone] == phone_seats
    driver.session.close_game()
