"""The phone server lives exactly as long as the game: it stops when the game is left
("New game"), when the main window closes, and when the game ends (``test_session.py``,
``test_browser_app.py``). After that its port is closed, its thread has ended, every phone
was told, and no phone can act any more.
"""
from __future__ import annotations

import socket
from typing import Any

import pytest

from gui.phones.route import PhoneRoute
from gui.phones.server import PhoneServer
from tests.phones.test_session import NAMES, PhoneThread, connect_all, phones_on_loopback, start_with_phones  # noqa: F401


def port_is_closed(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=2):
            return False
    except OSError:  # refused: nobody listens there any more
        return True


def assert_stopped(server: PhoneServer, host: str, port: int) -> None:
    thread = server._thread
    assert not server.running and (thread is None or not thread.is_alive())
    assert port_is_closed(host, port)


def started(driver: Any, qtbot: Any) -> tuple[PhoneRoute, PhoneServer, PhoneThread, Any]:
    route = start_with_phones(driver, NAMES[:3])
    server = route.server
    assert server is not None and server.running
    assert not port_is_closed(server.host, server.port)
    phones = PhoneThread(qtbot)
    seat = driver.session.step.seat
    phone = connect_all(phones, route, [seat])[seat]
    assert phone.state["step"]["kind"] == "deal"
    return route, server, phones, phone


def assert_no_phone_can_act(driver: Any, phones: PhoneThread, phone: Any, server: PhoneServer) -> None:
    """The phone's socket is closed; a new connection (its token, the page) is refused."""
    with pytest.raises(ConnectionError):
        phones.run(phone.recv())  # nothing more arrives: the socket has ended

    async def again() -> None:
        assert phones.session is not None
        await phones.session.get(f"{server.base_url}/")

    with pytest.raises(OSError):
        phones.run(again())


@pytest.mark.parametrize("how", ["new game", "window closed"])
def test_the_server_stops_with_the_game_and_with_the_window(driver: Any, qtbot: Any, phones_on_loopback: Any,
                                                           how: str) -> None:
    route, server, phones, phone = started(driver, qtbot)
    host, port = server.host, server.port
    history = len(driver.game.history)
    try:
        if how == "new game":
            driver.window.new_game_screen(confirm=False)  # the game is left (kept as "abandoned")
        else:
            driver.window.close()
        qtbot.waitUntil(lambda: route.server is None, timeout=10000)
        message = phones.run(phone.recv())
        assert message["type"] == "closed"  # the phone is told, then the socket ends
        assert_stopped(server, host, port)
        assert_no_phone_can_act(driver, phones, phone, server)
        assert not route.handles(0) and route.link(0) is None
        if how == "window closed":
            assert len(driver.game.history) == history  # nothing changed on the laptop either
    finally:
        phones.close()


def test_a_refused_window_close_keeps_the_server(driver: Any, qtbot: Any, phones_on_loopback: Any) -> None:
    """"Quit Kartentisch?" → "No": the game and its phones go on."""
    route, server, phones, phone = started(driver, qtbot)
    try:
        driver.window._force_close = False
        driver.window.ask = lambda *_a, **_k: False
        driver.window.close()
        driver.settle(50)
        assert driver.window.isVisible() and route.server is server and server.running
        phones.run(phone.send({"type": "ping"}))
        assert phones.run(phone.recv())["type"] == "pong"
    finally:
        driver.window._force_close = True
        phones.close()


def test_the_last_state_then_over_and_a_call_after_the_end_keeps_the_socket() -> None:
    """On the bare server: once the game is closed (every call fails with GameClosed) a
    phone's "done" is dropped quietly — its socket stays open — and ``stop(final=…)`` sends
    it the last state and then "over"."""
    import asyncio
    from concurrent.futures import Future

    import aiohttp

    from gui.phones.adapter import GameClosed, PhoneSnapshot
    from tests.phones.helpers import Phone, serving, tempelgold_game, token_of

    game = tempelgold_game(3, seed=2)
    with serving(game, language="de") as (server, table):
        async def scenario() -> list[dict[str, Any]]:
            async with aiohttp.ClientSession() as client:
                phone = await Phone(client, server, token_of(server, 0)).connect()

                def closed(call: Any) -> Future[Any]:
                    future: Future[Any] = Future()
                    future.set_exception(GameClosed("the game has ended"))
                    return future

                server.phone_sockets.invoke = closed
                await phone.send({"type": "done", "actions": []})
                await phone.send({"type": "ping"})
                assert (await phone.recv())["type"] == "pong"  # no error, the socket is still there
                last = PhoneSnapshot(game.view(0), None, "en")
                await asyncio.to_thread(server.stop, final={0: last}, reason="over")
                messages = [await phone.recv(), await phone.recv()]
                with pytest.raises(ConnectionError):
                    await phone.recv()
                return messages

        state, over = asyncio.run(scenario())
        assert state["type"] == "state" and state["lang"] == "en" and state["view"]["seat"] == 0
        assert over == {"type": "over"}
        assert not server.running and port_is_closed(server.host, server.port)
    assert game.history == ()
