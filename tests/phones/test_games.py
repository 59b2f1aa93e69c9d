"""Whole games with phones on loopback: 10 in Tempelgold, 12 in Diamantenraub, one mixed game.

Every phone plays its own private steps (all Tempelgold phones look at the same time);
the "laptop" clicks the public table; curtain seats do their steps on the laptop. Every
message any phone received is checked against the privacy oracle afterwards.

These run the server against a bare engine game (``tests/phones/table.py``), to test the
server and the protocol fast and without Qt. The same whole games *with the real app*
(main window, Session, table, curtain) are ``test_session.py`` (10 Tempelgold phones, a
mixed game), ``test_session_diamantenraub.py`` (12 Diamantenraub phones) and, in real
browsers, ``test_browser_app.py``.
"""
from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import aiohttp

from engine.game import Game
from engine.serialize import serialize_view
from tests.deadline import within
from tests.phones.helpers import Phone, RecordingTable, assert_no_leak, diamantenraub_game, serving, tempelgold_game, token_of

import pytest

pytestmark = pytest.mark.long("whole games with up to twelve phones")

GAME_TIMEOUT = 120.0
LAPTOP_SECONDS = 180


def choose(step: dict[str, Any], view: dict[str, Any], rng: random.Random) -> list[dict[str, Any]]:
    """A random complete choice for a phone step, from the view's legal actions only."""
    legal = [a for a in view["legal_actions"] if a["type"] in step["actions"]]
    if not legal:
        return []
    chosen: list[dict[str, Any]] = []
    aside = [a for a in legal if a["type"] == "SetAside"]
    if aside and rng.random() < 0.5:
        chosen.append(rng.choice(aside))
    takes = [a for a in legal if a["type"] != "SetAside" and not (chosen and a.get("card") == chosen[0]["card"])]
    chosen.append(rng.choice(takes))
    return chosen


async def play_phone(phone: Phone, seat: int, rng: random.Random) -> int:
    """Answer every new step once; return how many steps this phone did."""
    answered: set[str] = set()
    steps = 0
    state = phone.state
    while True:
        assert state is not None
        view, step = state["view"], state["step"]
        if view["public"]["outcome"] is not None:
            return steps
        key = json.dumps([view, step])
        if step is not None and key not in answered:
            answered.add(key)
            await phone.send({"type": "done", "actions": choose(step, view, rng)})
            steps += 1
        message = await phone.recv(timeout=GAME_TIMEOUT)
        assert message["type"] in ("state", "error", "welcome"), message
        if message["type"] == "error":
            assert message["code"] == "not_now", message  # a stale push raced our own "done"
        state = phone.state


async def play_laptop(table: RecordingTable, curtain_seats: set[int], rng: random.Random) -> int:
    """The laptop: curtain seats' private steps, then random legal clicks on the table."""
    game = table.game
    clicks = 0
    for _ in within(LAPTOP_SECONDS, "the laptop loop to finish"):
        with table.lock:
            if game.outcome() is not None:
                return clicks
            behind_curtain = [s for s in sorted(curtain_seats) if table.step(s) is not None]
            if behind_curtain:
                seat = behind_curtain[0]
                step = table.step(seat)
                assert step is not None
                view = json.loads(json.dumps(serialize_view(game.view(seat))))
                actions = [table.decode_action(a) for a in choose({"actions": list(step.actions)}, view, rng)]
                table.curtain(seat, actions)
            elif table.table_ready():
                seat = rng.choice(sorted(game.pending_seats()))
                table.click(seat, rng.choice(game.legal_actions(seat)))
                clicks += 1
        await asyncio.sleep(0.001)
    raise AssertionError("unreachable: within() ends the loop")


def play_whole_game(game: Game, phone_seats: list[int], seed: int) -> tuple[RecordingTable, dict[int, Phone]]:
    curtain = set(range(game.player_count)) - set(phone_seats)
    with serving(game, phones=phone_seats) as (server, table):
        async def scenario() -> dict[int, Phone]:
            async with aiohttp.ClientSession() as session:
                phones = {s: await Phone(session, server, token_of(server, s)).connect() for s in phone_seats}
                players = [play_phone(p, s, random.Random(seed * 100 + s)) for s, p in phones.items()]
                results = await asyncio.wait_for(
                    asyncio.gather(play_laptop(table, curtain, random.Random(seed)), *players), GAME_TIMEOUT
                )
                assert all(steps > 0 for steps in results[1:]), results
                for phone in phones.values():
                    await phone.close()
                return phones

        phones = asyncio.run(scenario())
    assert game.outcome() is not None
    for seat, phone in phones.items():
        assert assert_no_leak(seat, table, phone.received) > 2
        assert phone.state["view"]["public"]["outcome"] is not None
    return table, phones


def test_ten_phones_play_a_whole_tempelgold_game() -> None:
    game = tempelgold_game(10, seed=4)
    table, phones = play_whole_game(game, list(range(10)), seed=4)
    rounds = game.public_view().round
    for phone in phones.values():  # every phone looked once per round it saw
        looks = {json.dumps(m["view"]["chambers"]) for m in phone.received if m["type"] == "state" and m["step"]}
        assert 1 <= len(looks) <= rounds


def test_twelve_phones_play_a_whole_diamantenraub_game() -> None:
    game = diamantenraub_game(12, seed=5, revolverheld=True)
    table, phones = play_whole_game(game, list(range(12)), seed=5)
    kinds = {type(a).__name__ for _, a in table.applied}
    assert {"HideDiamonds"} <= kinds and kinds & {"TakeDiamonds", "TakeRole", "TakeNothing"}


def test_a_mixed_game_some_phones_some_curtain() -> None:
    game = tempelgold_game(5, seed=6)
    play_whole_game(game, [0, 2, 3], seed=6)
    game = diamantenraub_game(7, seed=7)
    play_whole_game(game, [1, 2, 5], seed=7)


def test_the_leak_oracle_catches_another_seats_secret() -> None:
    """The oracle is not vacuous: a message carrying seat 1's role card fails for seat 0."""
    game = tempelgold_game(4, seed=8)
    table = RecordingTable(game)
    snapshot = table.snapshot(0)
    message = {"type": "state", "view": json.loads(json.dumps(serialize_view(snapshot.view))), "step": None}
    assert assert_no_leak(0, table, [message]) == 1
    other_role = str(game.view(1).role_card)
    other_chamber = str(game.view(1).chambers[0])
    for secret in (other_role, other_chamber):
        tampered = json.loads(json.dumps(message))
        tampered["view"]["chambers"] = [*tampered["view"]["chambers"][:-1], secret]
        table.secrets[(0, json.dumps(tampered["view"]))] = table.secrets[(0, json.dumps(message["view"]))]
        try:
            assert_no_leak(0, table, [tampered])
        except AssertionError as exc:
            assert "another seat's secret" in str(exc)
        else:
            raise AssertionError(f"the oracle missed {secret}")
