"""One phone a seat (issue 31 §5): the first phone that joins a seat holds it; another phone
with the same link or the same code is refused, and the laptop is told; the same phone
comes back; "New phone" and "Use the curtain" let the seat go."""
from __future__ import annotations

import asyncio

import aiohttp

from gui.phones.tokens import Roster
from tests.phones.helpers import Phone, hello, serving, tempelgold_game, token_of

A, B = "a" * 32, "b" * 32


def run(coro) -> object:  # noqa: ANN001
    return asyncio.run(asyncio.wait_for(coro, 60))


def test_the_roster_binds_a_seat_to_the_first_phone_that_joins() -> None:
    roster = Roster("test")
    roster.issue(1)
    assert not roster.joined(1)
    assert roster.may_hold(1, B)  # only looking (hello) binds nothing
    assert roster.may_hold(1, A, join=True) and roster.joined(1)
    assert roster.may_hold(1, A) and not roster.may_hold(1, B) and not roster.may_hold(1, B, join=True)
    assert not roster.may_hold(1, "")  # a client naming no device is another device
    held = roster.holders()
    roster.issue(1)  # "New phone": a new link, and the next phone may hold the seat
    assert not roster.joined(1) and roster.may_hold(1, B, join=True)
    roster.revoke(1)  # "Use the curtain"
    assert not roster.joined(1)
    token, code = "t" * 32, "ABCDEF"
    roster.carry(2, token, code, held[1])  # "Play again": the same phone holds its player's new seat
    assert roster.joined(2) and roster.may_hold(2, A) and not roster.may_hold(2, B)
    assert roster.seat_of_code(" abc def ") == 2


def test_a_second_phone_is_refused_by_link_and_by_code_and_the_laptop_hears_of_it() -> None:
    game = tempelgold_game(4)
    refused: list[int] = []
    with serving(game, language="en") as (server, _table):
        server.on_refused = refused.append
        token = token_of(server, 1)
        code = server.code(1)

        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                assert (await hello(session, server, token, B))[0] == 200  # nobody holds the seat yet
                first = await Phone(session, server, token, A).connect()  # the first phone joins
                assert server.roster.joined(1) and not refused
                status, data = await hello(session, server, token, B)  # the QR code, on a second phone
                assert (status, data["code"]) == (409, "seat_taken")
                async with session.post(f"{server.base_url}/api/join", json={"code": code, "device": B}) as reply:
                    assert reply.status == 409 and (await reply.json())["code"] == "seat_taken"  # the typed code
                try:
                    await Phone(session, server, token, B).connect()
                except aiohttp.WSServerHandshakeError as exc:
                    assert exc.status == 409
                else:
                    raise AssertionError("a second phone opened the seat's socket")
                assert refused == [1, 1, 1]
                # the first phone still holds the seat, untouched; it may come back (a reload)
                await first.send({"type": "ping"})
                assert (await first.recv("pong"))["type"] == "pong"
                assert 1 in server.connected_seats()
                async with session.post(f"{server.base_url}/api/join", json={"code": code, "device": A}) as reply:
                    assert reply.status == 200 and (await reply.json())["token"] == token
                again = await Phone(session, server, token, A).connect()
                assert again.name == "Ben"
                # another seat's code is another seat: the first phone's device holds only seat 1
                other = await Phone(session, server, token_of(server, 2), B).connect()
                assert other.name == "Carla"
                await again.close()
                await other.close()

        run(scenario())
        assert refused == [1, 1, 1]


def test_new_phone_lets_the_next_phone_hold_the_seat() -> None:
    game = tempelgold_game(3)
    with serving(game, language="en") as (server, _table):

        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                lost = await Phone(session, server, token_of(server, 0), A).connect()
                server.issue(0)  # the laptop's "New phone": a new link; the lost phone is told
                assert (await lost.recv("revoked"))["type"] == "revoked"
                replacement = await Phone(session, server, token_of(server, 0), B).connect()
                assert replacement.name == "Anna" and server.roster.joined(0)
                assert (await hello(session, server, token_of(server, 0), A))[0] == 409
                await replacement.close()

        run(scenario())


def test_one_phone_cannot_hold_two_seats() -> None:
    """A phone holding a seat that opens another seat's link or code is refused: it would show
    two players' secrets on one screen. The laptop hears of it; the phone keeps its own seat."""
    roster = Roster("test")
    roster.issue(1)
    roster.issue(2)
    assert roster.may_hold(1, A, join=True)
    assert not roster.may_hold(2, A) and not roster.may_hold(2, A, join=True) and not roster.joined(2)
    assert roster.seat_of_device(A) == 1 and roster.seat_of_device(B) is None and roster.seat_of_device("") is None
    assert roster.may_hold(2, B, join=True)  # another phone may
    game = tempelgold_game(4)
    refused: list[int] = []
    with serving(game, language="de") as (server, _table):
        server.on_refused = refused.append

        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                mine = await Phone(session, server, token_of(server, 1), A).connect()
                status, data = await hello(session, server, token_of(server, 2), A)  # seat 2's QR code
                assert (status, data["code"]) == (409, "phone_has_seat")
                async with session.post(f"{server.base_url}/api/join", json={"code": server.code(2), "device": A}) as reply:
                    assert reply.status == 409 and (await reply.json())["code"] == "phone_has_seat"  # the typed code
                try:
                    await Phone(session, server, token_of(server, 2), A).connect()
                except aiohttp.WSServerHandshakeError as exc:
                    assert exc.status == 409
                else:
                    raise AssertionError("one phone opened a second seat's socket")
                assert not server.roster.joined(2) and refused == [2, 2, 2]
                await mine.send({"type": "ping"})  # its own seat is untouched
                assert (await mine.recv("pong"))["type"] == "pong"
                await mine.close()

        run(scenario())
