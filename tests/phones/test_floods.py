"""Issue 20 §5, §6, §9: floods from a guest on the Wi-Fi never keep a real phone out.

Every flood here is bounded in count and time and goes to loopback only (127.0.0.0/8): the
hostile clients bind their sockets to 127.0.0.x with x varying, so the server sees many
source addresses, while the real phone uses 127.0.0.1.
"""
from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import aiohttp
import pytest

from gui.phones.tokens import FailureLimiter
from tests.phones.helpers import Phone, hello, serving, tempelgold_game, token_of

EVIL = "http://evil.example"


def run(coro) -> object:  # noqa: ANN001
    return asyncio.run(asyncio.wait_for(coro, 60))


@asynccontextmanager
async def from_address(x: int) -> AsyncIterator[aiohttp.ClientSession]:
    """A client whose sockets come from 127.0.0.x (loopback only)."""
    assert 1 <= x <= 254
    connector = aiohttp.TCPConnector(local_addr=(f"127.0.0.{x}", 0), force_close=True)
    async with aiohttp.ClientSession(connector=connector) as session:
        yield session


async def wrong_tokens(server: Any, addresses: range, per_address: int) -> list[int]:
    """Each address sends ``per_address`` wrong links (bounded); the statuses it got."""
    statuses: list[int] = []

    async def one(x: int) -> None:
        async with from_address(x) as session:
            for i in range(per_address):
                status, _ = await hello(session, server, f"wrong-{x}-{i}")
                statuses.append(status)

    await asyncio.gather(*(one(x) for x in addresses))
    return statuses


def test_a_flood_of_wrong_links_from_many_addresses_keeps_no_phone_out() -> None:
    game = tempelgold_game(3)
    with serving(game) as (server, table):
        async def scenario() -> None:
            async with from_address(1) as session:
                phone = await Phone(session, server, token_of(server, 0)).connect()
                # 40 addresses × 12 wrong links: every address goes past its own limit
                statuses = await wrong_tokens(server, range(2, 42), 12)
                assert statuses.count(403) == 40 * 10 and statuses.count(429) == 40 * 2
                # the phone that was connected keeps working...
                await phone.send({"type": "done"})
                assert (await phone.recv("state"))["step"] is None
                await phone.close()
                # ...reconnects, and a fresh phone joins, by link and by its typed code
                again = await Phone(session, server, token_of(server, 0)).connect()
                assert again.name == "Anna"
                status, data = await hello(session, server, token_of(server, 1))
                assert status == 200 and data["seat"] == 1
                async with session.post(f"{server.base_url}/api/join", json={"code": server.code(2)}) as reply:
                    assert reply.status == 200 and (await reply.json())["token"] == token_of(server, 2)
            # even from an address that flooded, a valid link gets through (its wrong ones do not)
            async with from_address(2) as session:
                status, data = await hello(session, server, token_of(server, 2))
                assert status == 200 and data["seat"] == 2
                assert (await hello(session, server, "still-wrong"))[0] == 429
        run(scenario())
        assert server.failures == 400


def test_a_flood_of_wrong_codes_pauses_typed_codes_only() -> None:
    limiter = FailureLimiter(per_address=10, total=30, window=3600)
    with serving(tempelgold_game(3), limiter=limiter) as (server, table):
        async def scenario() -> None:
            async def guesses(x: int) -> None:
                async with from_address(x) as session:
                    for i in range(5):
                        async with session.post(f"{server.base_url}/api/join", json={"code": f"ZZZZ{x:02d}"[:6]}) as reply:
                            assert reply.status in (403, 429)

            await asyncio.gather(*(guesses(x) for x in range(2, 12)))  # 10 addresses × 5 = 50 > 30
            async with from_address(1) as session:
                # the codes wait (they are the guessable secret)...
                async with session.post(f"{server.base_url}/api/join", json={"code": server.code(0)}) as reply:
                    assert reply.status == 429
                # ...links and reconnects never do
                phone = await Phone(session, server, token_of(server, 0)).connect()
                await phone.send({"type": "done"})
                assert (await phone.recv("state"))["step"] is None
        run(scenario())


def test_another_sites_page_can_neither_join_nor_open_a_socket_nor_spend_the_failures() -> None:
    with serving(tempelgold_game(3)) as (server, table):
        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                token = token_of(server, 0)
                with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                    await session.ws_connect(f"{server.base_url}/ws", protocols=("kartentisch", f"t.{token}"),
                                             headers={"Origin": EVIL})
                assert refused.value.status == 403
                for headers in ({"Origin": EVIL}, {"Sec-Fetch-Site": "cross-site"}, {"Origin": "null"}):
                    async with session.post(f"{server.base_url}/api/join", json={"code": server.code(1)},
                                            headers=headers) as reply:
                        assert reply.status == 403 and (await reply.json())["code"] == "bad_origin"
                for _ in range(30):  # a page in the phone's own browser cannot lock its address
                    async with session.get(f"{server.base_url}/card/queen_heart.png?w=240",
                                           headers={"Sec-Fetch-Site": "cross-site"}) as reply:
                        assert reply.status == 403
                # the page itself (same origin) joins and connects
                async with session.post(f"{server.base_url}/api/join", json={"code": server.code(1)},
                                        headers={"Origin": server.base_url, "Sec-Fetch-Site": "same-origin"}) as reply:
                    assert reply.status == 200
                ws = await session.ws_connect(f"{server.base_url}/ws", protocols=("kartentisch", f"t.{token}"),
                                              headers={"Origin": server.base_url})
                assert json.loads((await ws.receive(timeout=10)).data)["type"] == "welcome"
                await ws.close()
        run(scenario())
        assert server.failures == 0 and server.cross_origin == 34
