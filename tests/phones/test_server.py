"""The phone server on loopback: join, view, act, reconnect, revoke, refusals, bad input."""
from __future__ import annotations

import asyncio
import json

import aiohttp
import pytest

from engine.serialize import serialize_view
from engine.tempelgold import Open
from gui.phones.protocol import MAX_MESSAGE_CHARS
from gui.phones.server import PhoneServer
from gui.phones.tokens import FailureLimiter, Roster
from tests.phones.helpers import LOOPBACK, Phone, diamantenraub_game, hello, serving, tempelgold_game, token_of
from tests.phones.table import EngineTable


def run(coro) -> object:  # noqa: ANN001
    return asyncio.run(asyncio.wait_for(coro, 60))


def test_join_shows_the_seat_and_exactly_its_view() -> None:
    game = tempelgold_game(4)
    with serving(game, language="en") as (server, table):
        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                status, data = await hello(session, server, token_of(server, 2))
                assert status == 200 and data == {"seat": 2, "name": "Carla", "game": "tempelgold"}
                phone = await Phone(session, server, token_of(server, 2)).connect()
                assert phone.name == "Carla"
                assert phone.state["view"] == json.loads(json.dumps(serialize_view(game.view(2))))
                assert phone.state["step"] == {"kind": "look", "actions": []}
                assert phone.state["lang"] == "en"
                await phone.close()
        run(scenario())
        assert server.host == LOOPBACK


def test_done_ends_the_step_and_the_table_sees_it() -> None:
    game = tempelgold_game(3)
    with serving(game) as (server, table):
        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                phones = [await Phone(session, server, token_of(server, s)).connect() for s in range(3)]
                for phone in phones:
                    await phone.send({"type": "done"})
                    state = await phone.recv("state")
                    assert state["step"] is None
                assert table.table_ready()
                holder = game.public_view().key_holder
                table.click(holder, game.legal_actions(holder)[0])
                for phone in phones:  # every phone hears about the opening
                    state = await phone.recv("state")
                    assert len(state["view"]["public"]["opened"]) == 1
        run(scenario())


def test_act_goes_through_the_checked_apply_and_a_refusal_changes_nothing() -> None:
    game = diamantenraub_game(6)
    with serving(game) as (server, table):
        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                boss = await Phone(session, server, token_of(server, 0)).connect()
                other = await Phone(session, server, token_of(server, 3)).connect()
                assert boss.state["step"]["kind"] == "hide"
                assert other.state["step"] is None
                # another seat's phone cannot act in the Boss's step
                await other.send({"type": "done", "actions": [{"type": "HideDiamonds", "count": 2}]})
                assert (await other.recv("error"))["code"] == "not_now"
                # an illegal count is refused by the engine, with its words
                await boss.send({"type": "done", "actions": [{"type": "HideDiamonds", "count": 9}]})
                error = await boss.recv("error")
                assert error["code"] == "illegal" and error["message"]
                assert table.applied == []
                await boss.send({"type": "done", "actions": [{"type": "HideDiamonds", "count": 2}]})
                state = await boss.recv("state")
                assert state["view"]["hidden"] is not None and len(state["view"]["hidden"]) == 2
                assert state["step"] is None
                taker = await Phone(session, server, token_of(server, 1)).connect()
                assert taker.state["step"]["kind"] == "take"
        run(scenario())
        assert [type(a).__name__ for _, a in table.applied] == ["HideDiamonds"]


def test_reconnect_gets_the_seat_back_exactly_where_it_was() -> None:
    game = diamantenraub_game(5)
    with serving(game) as (server, table):
        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                boss = await Phone(session, server, token_of(server, 0)).connect()
                await boss.send({"type": "done", "actions": [{"type": "HideDiamonds", "count": 1}]})
                await boss.recv("state")
                first = await Phone(session, server, token_of(server, 1)).connect()
                before = first.state
                assert before["step"]["kind"] == "take"
                await first.close()  # the phone locks / loses Wi-Fi in the middle of its turn
                await asyncio.sleep(0.05)
                assert 1 not in server.connected_seats()
                again = await Phone(session, server, token_of(server, 1)).connect()
                assert again.state == before  # same view, same pending step
                await again.send({"type": "done", "actions": [{"type": "TakeDiamonds", "count": 3}]})
                after = await again.recv("state")
                assert after["step"] is None and after["view"]["take"]["role"] == "dieb"
                await again.close()
                await asyncio.sleep(0.05)
                back = await Phone(session, server, token_of(server, 1)).connect()
                assert back.state == after
        run(scenario())


def test_a_second_device_takes_over_and_the_first_is_told() -> None:
    with serving(tempelgold_game(3)) as (server, table):
        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                first = await Phone(session, server, token_of(server, 0)).connect()
                second = await Phone(session, server, token_of(server, 0)).connect()
                assert (await first.recv())["type"] == "replaced"
                with pytest.raises(ConnectionError):
                    await first.recv()
                await second.send({"type": "ping"})
                assert (await second.recv())["type"] == "pong"
        run(scenario())


def test_revoke_closes_the_phone_and_the_old_link_fails_clearly() -> None:
    with serving(tempelgold_game(3)) as (server, table):
        old = token_of(server, 1)

        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                phone = await Phone(session, server, old).connect()
                server.revoke(1)  # moved to the laptop's curtain
                assert (await phone.recv())["type"] == "revoked"
                status, data = await hello(session, server, old)
                assert status == 403 and data["code"] == "revoked"
                with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                    await Phone(session, server, old).connect()
                assert refused.value.status == 403
                assert 1 not in server.phone_seats()
                new = server.issue(1)  # ...or onto a new phone
                assert new != old
                phone = await Phone(session, server, new).connect()
                assert phone.name == "Ben"
        run(scenario())


def test_wrong_missing_and_old_game_tokens_are_refused_before_any_work() -> None:
    class Spy(EngineTable):
        calls = 0

        def players(self) -> tuple[str, ...]:
            Spy.calls += 1
            return super().players()

    earlier = Roster("earlier")
    old_token = earlier.issue(0)
    roster = Roster("now")
    roster.adopt_history(earlier)
    roster.issue(0)
    server = PhoneServer(Spy(tempelgold_game(3)), roster, host=LOOPBACK)
    server.start()
    try:
        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                status, data = await hello(session, server, None)
                assert (status, data["code"]) == (403, "unknown") and data["message"]
                status, data = await hello(session, server, "x" * 32)
                assert (status, data["code"]) == (403, "unknown")
                status, data = await hello(session, server, old_token)
                assert (status, data["code"]) == (403, "old_game")
                assert "earlier game" in data["message"]
                async with session.get(f"{server.base_url}/card/queen_heart.png?w=240") as reply:
                    assert reply.status == 403
                with pytest.raises(aiohttp.WSServerHandshakeError):
                    await session.ws_connect(f"{server.base_url}/ws", protocols=("kartentisch", "t.nope"))
        run(scenario())
        assert Spy.calls == 0  # nothing reached the game
        assert server.failures == 5
    finally:
        server.stop()


def test_failed_tokens_are_rate_limited_but_a_valid_one_always_gets_through() -> None:
    # issue 20 §6: a valid link is never limited (before, it got 429 here too)
    limiter = FailureLimiter(per_address=3, total=100, window=3600)
    with serving(tempelgold_game(3), limiter=limiter) as (server, table):
        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                for _ in range(3):
                    assert (await hello(session, server, "guess"))[0] == 403
                status, data = await hello(session, server, "guess")
                assert status == 429 and data["code"] == "too_many"
                status, data = await hello(session, server, token_of(server, 0))
                assert status == 200 and data["seat"] == 0
                async with session.post(f"{server.base_url}/api/join", json={"code": "ABCDEF"}) as reply:
                    assert reply.status == 429
        run(scenario())
        assert server.refused_unlooked == 2


def test_join_by_code() -> None:
    with serving(tempelgold_game(3)) as (server, table):
        code = server.code(2)
        assert code is not None and len(code) == 6

        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                async with session.post(f"{server.base_url}/api/join", json={"code": code.lower()}) as reply:
                    assert reply.status == 200
                    token = (await reply.json())["token"]
                assert token == token_of(server, 2)
                for bad in ({"code": "ZZZZZZ"}, {"code": 5}, [1, 2]):
                    async with session.post(f"{server.base_url}/api/join", json=bad) as reply:
                        assert reply.status == 403 and (await reply.json())["code"] == "bad_code"
                async with session.post(f"{server.base_url}/api/join", data=b"\xff" * 10) as reply:
                    assert reply.status == 403
                async with session.post(f"{server.base_url}/api/join", data=b"x" * 10000) as reply:
                    assert reply.status == 413  # larger than any join request: refused unread
        run(scenario())


@pytest.mark.parametrize(
    ("frame", "code"),
    [
        ("not json", "malformed"),
        ("[1, 2]", "malformed"),
        ('{"type": "launch"}', "malformed"),
        ('{"type": "done", "seat": 2}', "malformed"),
        ('{"type": "peek", "actions": []}', "malformed"),
        ('{"type": "done", "actions": 5}', "malformed"),
        ('{"type": "done", "actions": [1, 2, 3, 4, 5]}', "malformed"),
        ('{"type": "done", "actions": [{"type": "HideDiamonds"}]}', "bad_action"),
        ('{"type": "done", "actions": [{"type": "HideDiamonds", "count": "2"}]}', "illegal"),
        ('{"type": "done", "actions": [{"type": "HideDiamonds", "count": true}]}', "illegal"),
        ('{"type": "done", "actions": [{"type": "Accuse", "seat": 2}]}', "not_now"),
        ('{"type": "done", "actions": [7]}', "not_now"),
        ("x" * (MAX_MESSAGE_CHARS + 1), "too_big"),
        ("[" * 1000 + "]" * 1000, "malformed"),
    ],
)
def test_malformed_messages_get_a_clear_error_and_change_nothing(frame: str, code: str) -> None:
    game = diamantenraub_game(5)
    with serving(game) as (server, table):
        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                boss = await Phone(session, server, token_of(server, 0)).connect()
                await boss.ws.send_str(frame)
                error = await boss.recv("error")
                assert error["code"] == code and error["message"]
                await boss.ws.send_bytes(b"\x00\x01")
                assert (await boss.recv("error"))["code"] == "malformed"
                # still connected, still working
                await boss.send({"type": "done", "actions": [{"type": "HideDiamonds", "count": 0}]})
                assert (await boss.recv("state"))["step"] is None
        run(scenario())
        assert [type(a).__name__ for _, a in table.applied] == ["HideDiamonds"]


def test_an_oversized_frame_closes_that_socket_only_and_the_server_keeps_running() -> None:
    with serving(tempelgold_game(3)) as (server, table):
        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                phone = await Phone(session, server, token_of(server, 0)).connect()
                await phone.ws.send_str("x" * 200_000)
                with pytest.raises(ConnectionError):
                    await phone.recv()
                again = await Phone(session, server, token_of(server, 0)).connect()
                await again.send({"type": "done"})
                assert (await again.recv("state"))["step"] is None
        run(scenario())


def test_page_and_cards() -> None:
    with serving(tempelgold_game(3)) as (server, table):
        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                for path in ("/", "/p", "/static/app.js", "/static/style.css"):
                    async with session.get(server.base_url + path) as reply:
                        assert reply.status == 200, path
                        assert "default-src 'none'" in reply.headers["Content-Security-Policy"]
                        body = await reply.text()
                        assert "http://" not in body and "https://" not in body  # no CDN, nothing remote
                for sneaky in ("/static/../server.py", "/static/server.py", "/static/%2e%2e/server.py"):
                    async with session.get(server.base_url + sneaky) as reply:
                        assert reply.status in (403, 404), sneaky  # refused, never the file
                auth = {"Authorization": f"Bearer {token_of(server, 0)}"}
                async with session.get(server.base_url + "/card/queen_heart.png?w=240", headers=auth) as reply:
                    assert reply.status == 200 and reply.content_type == "image/png"
                    assert (await reply.read()).startswith(b"\x89PNG")
                for bad in ("/card/queen_heart.png?w=99999", "/card/../../etc.png?w=240", "/card/nope.png?w=240"):
                    async with session.get(server.base_url + bad, headers=auth) as reply:
                        assert reply.status == 404, bad
        run(scenario())


def test_stopping_tells_the_phones_and_frees_the_port() -> None:
    game = tempelgold_game(3)
    with serving(game) as (server, table):
        port = server.port

        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                phone = await Phone(session, server, token_of(server, 0)).connect()
                await asyncio.get_running_loop().run_in_executor(None, server.stop)
                assert (await phone.recv())["type"] == "closed"
        run(scenario())
    # the port is free again: a new server can bind it
    again = PhoneServer(EngineTable(game), Roster("again"), host=LOOPBACK, port=port)
    again.start()
    again.stop()


def test_the_default_address_is_loopback_never_all_interfaces() -> None:
    server = PhoneServer(EngineTable(tempelgold_game(3)), Roster("x"))
    assert server.host == LOOPBACK


def test_a_peek_outside_a_step_reaches_the_table() -> None:
    game = diamantenraub_game(5)
    with serving(game) as (server, table):
        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                phone = await Phone(session, server, token_of(server, 3)).connect()
                assert phone.state["step"] is None
                await phone.send({"type": "peek"})
                await phone.send({"type": "ping"})
                await phone.recv("pong")
        run(scenario())
        assert table.peeks == [3]


def test_tokens_never_reach_the_log_or_stdout(caplog: pytest.LogCaptureFixture, capfd: pytest.CaptureFixture[str]) -> None:
    import logging

    caplog.set_level(logging.DEBUG)
    game = diamantenraub_game(5)
    with serving(game) as (server, table):
        tokens = [token_of(server, s) for s in range(5)]

        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                boss = await Phone(session, server, tokens[0]).connect()
                await boss.send({"type": "done", "actions": [{"type": "HideDiamonds", "count": 1}]})
                await boss.recv("state")
                await hello(session, server, tokens[1])
                await hello(session, server, "wrong" + tokens[2])
                await boss.ws.send_str("garbage")
                await boss.recv("error")
        run(scenario())
        server.revoke(3)
    out, err = capfd.readouterr()
    for token in tokens:
        assert token not in caplog.text and token not in out and token not in err


def test_the_preferred_port_can_be_set_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """KARTENTISCH_PHONE_PORT names the phones' port (the suite sets 0: a free port per server,
    so parallel workers never meet); anything else than a port number is ignored."""
    from gui.phones import route

    monkeypatch.setenv(route.PORT_VARIABLE, "0")
    assert route.preferred_port() == 0
    monkeypatch.setenv(route.PORT_VARIABLE, "9000")
    assert route.preferred_port() == 9000
    for bad in ("", "abc", "-1", "70000", "80.5"):
        monkeypatch.setenv(route.PORT_VARIABLE, bad)
        assert route.preferred_port() == route.PREFERRED_PORT, bad
    monkeypatch.delenv(route.PORT_VARIABLE)
    assert route.preferred_port() == route.PREFERRED_PORT


def test_a_carried_link_opens_only_its_new_seat_and_no_other_old_link_comes_back() -> None:
    """"Play again" (issue 19 §13): an earlier game's link, carried to its player's new seat,
    opens that seat and only it; the earlier game's other links stay old; a link can be
    given to one seat only."""
    earlier = Roster("earlier")
    moved, left = earlier.issue(0), earlier.issue(1)
    links = earlier.links()
    roster = Roster("now")
    roster.adopt_history(earlier)  # the earlier game ended: all its links are old now
    assert roster.lookup(moved).state.value == "old_game"
    roster.carry(2, *links[0])  # the player of seat 0 sits at seat 2 now
    found = roster.lookup(moved)
    assert (found.state.value, found.seat) == ("valid", 2)
    assert roster.phone_seats() == frozenset({2}) and roster.redeem_code(links[0][1]) == moved
    assert roster.lookup(left).state.value == "old_game"
    with pytest.raises(ValueError):
        roster.carry(1, *links[0])  # one link, one seat
    assert roster.lookup(moved).seat == 2 and roster.token(1) is None
