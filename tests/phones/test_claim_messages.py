"""The phone's ``claim`` message (issue 32): parsed strictly, sent for the token's seat only,
limited like a peek, its refusals worded by code; and the state carries the board."""
from __future__ import annotations

import asyncio

import aiohttp
import pytest

from gui.phones.adapter import PhoneSnapshot
from gui.phones.protocol import MAX_CLAIM_VALUES, ProtocolError, parse
from gui.phones.limits import RateLimit
from tests.phones.helpers import Phone, serving, tempelgold_game, token_of
from tests.phones.table import EngineTable


def run(coro) -> object:  # noqa: ANN001
    return asyncio.run(asyncio.wait_for(coro, 60))


def test_a_claim_message_is_parsed_with_its_topic_and_words() -> None:
    message = parse('{"type": "claim", "topic": "r2", "values": {"traps": 1, "gold": 2}}')
    assert (message.type, message.topic, dict(message.values)) == ("claim", "r2", {"gold": 2, "traps": 1})
    answered = parse('{"type": "claim", "topic": "story", "values": {}}')  # "Answer given": no words
    assert answered.topic == "story" and answered.values == ()


@pytest.mark.parametrize("text", [
    '{"type": "claim"}',  # no topic
    '{"type": "claim", "topic": "", "values": {}}',
    '{"type": "claim", "topic": "r1r1r1r1r1r1r1r1r", "values": {}}',  # 17 characters
    '{"type": "claim", "topic": 3, "values": {}}',
    '{"type": "claim", "topic": "r1", "values": []}',
    '{"type": "claim", "topic": "r1", "values": {"gold": "2"}}',
    '{"type": "claim", "topic": "r1", "values": {"gold": true}}',
    '{"type": "claim", "topic": "r1", "values": {"gold": 1.5}}',
    '{"type": "claim", "topic": "r1", "values": {"gold": -1}}',
    '{"type": "claim", "topic": "r1", "values": {"gold": 100000}}',
    '{"type": "claim", "topic": "r1", "values": {"": 1}}',
    '{"type": "claim", "topic": "r1", "values": {"gold": 1}, "seat": 3}',  # the seat is the token's
    '{"type": "claim", "topic": "r1", "actions": []}',
    '{"type": "claim", "topic": "r1", "values": {' + ", ".join(f'"k{i}": 1' for i in range(MAX_CLAIM_VALUES + 1)) + "}}",
])
def test_a_malformed_claim_is_refused(text: str) -> None:
    with pytest.raises(ProtocolError) as refused:
        parse(text)
    assert refused.value.code == "malformed"


class BoardTable(EngineTable):
    """The fake laptop with a board: each state carries its lines, as the Session's does."""

    def snapshot(self, seat: int) -> PhoneSnapshot:
        with self.lock:
            rows = [{"text": f"{self.game.name(s)}: {v}", "seat": s} for s, _, v in self.claims]
            forms = [{"topic": "r1", "answered": "", "opener": "", "fields": []}]
            return PhoneSnapshot(self.game.view(seat), self.step(seat), self.language, claims={"rows": rows, "forms": forms})


def test_a_claim_goes_to_the_board_for_the_phones_own_seat_and_every_phone_sees_it() -> None:
    game = tempelgold_game(3)
    with serving(game, table_class=BoardTable) as (server, table):
        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                ben = await Phone(session, server, token_of(server, 1)).connect()
                carla = await Phone(session, server, token_of(server, 2)).connect()
                assert ben.state["claims"] == {"rows": [], "forms": [{"topic": "r1", "answered": "", "opener": "",
                                                                      "fields": []}]}
                await ben.send({"type": "claim", "topic": "r1", "values": {"gold": 2, "traps": 0}})
                state = await carla.recv("state")
                assert state["claims"]["rows"] == [{"text": "Ben: {'gold': 2, 'traps': 0}", "seat": 1}]
        run(scenario())
        assert table.claims == [(1, "r1", {"gold": 2, "traps": 0})]  # the token's seat, nobody else's


def test_a_refused_claim_is_answered_with_its_code_and_changes_nothing() -> None:
    game = tempelgold_game(3)
    with serving(game) as (server, table):
        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                phone = await Phone(session, server, token_of(server, 0)).connect()
                assert phone.state["claims"] is None  # a table without a board
                for topic, code in (("later", "not_now"), ("bad", "bad_claim")):
                    await phone.send({"type": "claim", "topic": topic, "values": {"gold": 1}})
                    error = await phone.recv("error")
                    assert error["code"] == code
                await phone.send({"type": "claim", "topic": "r1", "values": {"gold": 1}, "seat": 2})
                assert (await phone.recv("error"))["code"] == "malformed"
        run(scenario())
        assert table.claims == []


def test_claims_are_limited_per_seat_like_peeks() -> None:
    game = tempelgold_game(3)
    with serving(game) as (server, table):
        server.phone_sockets.claims = RateLimit(burst=2, per_second=0.001, total_burst=10, total_per_second=0.001)

        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                phone = await Phone(session, server, token_of(server, 2)).connect()
                for gold in range(4):
                    await phone.send({"type": "claim", "topic": "r1", "values": {"gold": gold}})
                errors = [await phone.recv("error") for _ in range(2)]
                assert {e["code"] for e in errors} == {"slow_down"}
                other = await Phone(session, server, token_of(server, 1)).connect()  # another seat's own bucket
                await other.send({"type": "claim", "topic": "r1", "values": {"gold": 0}})
                await other.send({"type": "ping"})
                await other.recv("pong")
        run(scenario())
        assert table.claims == [(2, "r1", {"gold": 0}), (2, "r1", {"gold": 1}), (1, "r1", {"gold": 0})]
        assert server.phone_sockets.claims_refused == 2

