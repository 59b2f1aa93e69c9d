"""Phones: how long a phone waits for the app, next to what building its message costs.

Figures (medians over many repetitions, loopback, one phone, a 10-player Tempelgold view):

* baseline: serialise one seat view to JSON (``serialize_view`` + ``json.dumps``), the work
  the app does for every push;
* ping: a WebSocket ping → pong through the phone server (no game call);
* done → state: a phone finishes its step and receives its new state (the adapter call,
  the snapshot, the serialisation, the push).
"""
from __future__ import annotations

import asyncio
import json
import statistics
import time

import aiohttp

from engine import tempelgold
from engine.actions import Action
from engine.serialize import serialize_view
from gui.phones.adapter import PhoneSnapshot, PhoneStep
from gui.phones.server import PhoneServer
from gui.phones.tokens import Roster

ROUNDS = 300
NAMES = ["Anna", "Ben", "Carla", "Dan", "Eva", "Finn", "Greta", "Hugo", "Ida", "Jonas"]


class LookAdapter:
    """Seat 0 looks again and again: ``done`` toggles its step, so every push is a change."""

    game_id = "tempelgold"

    def __init__(self) -> None:
        self.game = tempelgold.new_game(tempelgold.Config(players=NAMES), seed=1)
        self.pending = True

    def players(self) -> tuple[str, ...]:
        return tuple(NAMES)

    def snapshot(self, seat: int) -> PhoneSnapshot:
        return PhoneSnapshot(self.game.view(seat), PhoneStep("look") if self.pending else None, "de")

    def decode_action(self, data: object) -> Action:
        return tempelgold.action_from_json(data)

    def done(self, seat: int, actions: list[Action]) -> None:
        self.pending = False

    def peek(self, seat: int) -> None:
        self.pending = True

    def card_png(self, element: str, width: int) -> bytes:
        return b""


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def main() -> None:
    adapter = LookAdapter()
    view = adapter.game.view(0)
    baseline = []
    for _ in range(ROUNDS):
        start = time.perf_counter()
        json.dumps(serialize_view(view))
        baseline.append(time.perf_counter() - start)
    roster = Roster("bench")
    token = roster.issue(0)
    server = PhoneServer(adapter, roster, host="127.0.0.1", port=0)
    server.dwell_ms = 0
    server.start()
    try:
        ping, done = asyncio.run(_measure(server, token))
    finally:
        server.stop()
    base = median_ms(baseline)
    print(f"phones: serialise one 10-seat view (baseline)  {base:8.3f} ms")
    print(f"phones: WebSocket ping -> pong                  {median_ms(ping):8.3f} ms  ({median_ms(ping) / base:5.1f}x baseline)")
    print(f"phones: done -> new state pushed                {median_ms(done):8.3f} ms  ({median_ms(done) / base:5.1f}x baseline)")


async def _measure(server: PhoneServer, token: str) -> tuple[list[float], list[float]]:
    ping: list[float] = []
    done: list[float] = []
    async with aiohttp.ClientSession() as session:
        ws = await session.ws_connect(f"{server.base_url}/ws", protocols=("kartentisch", f"t.{token}"))

        async def next_of(kind: str) -> None:
            while json.loads((await ws.receive()).data)["type"] != kind:
                pass

        await next_of("state")
        for _ in range(ROUNDS):
            start = time.perf_counter()
            await ws.send_str('{"type": "ping"}')
            await next_of("pong")
            ping.append(time.perf_counter() - start)
        for _ in range(ROUNDS):
            start = time.perf_counter()
            await ws.send_str('{"type": "done", "actions": []}')
            await next_of("state")
            done.append(time.perf_counter() - start)
            await ws.send_str('{"type": "peek"}')  # the step comes back (pushed too)
            await next_of("state")
        await ws.close()
    return ping, done


if __name__ == "__main__":
    main()
