"""A person enters their own claim on their phone (issue 32), with the real app: the phone's
state carries the claims board (public lines) and its own seat's form; what it sends is checked
like the laptop's entry and becomes the same board line, log line and saved record, plus a
speech bubble over the seat. A person Boss asks his questions from his phone. Nothing private
reaches a phone, and a phone speaks only for its own seat."""
from __future__ import annotations

import json
import random
from typing import Any

from gui.games.device_router import COMPUTER_STRONG
from gui.persistence import storage
from gui.persistence.autosave import unseal_text
from gui.games.steps import TableStep
from tests.deadline import within
from tests.phones.helpers import Phone, assert_no_leak
from tests.phones.test_games import choose
from tests.phones.test_session import Oracle, PhoneThread, connect_all, phones_on_loopback  # noqa: F401


def _start(driver: Any, game: str, names: list[str], screens: dict[int, str]) -> Any:
    """Start ``game`` with each seat's screen (``"phone"`` or a computer); the QR dialog closed."""
    driver.window.settings.computer_delay_ms = 20
    start = driver.window.start_screen
    start.choose_game(game)
    driver.enter_players(names)
    for seat, kind in screens.items():
        start.set_screen(seat, kind)
    driver.click_start()
    route = driver.session.private_route
    route.laptop.dialog.reject()
    driver.settle()
    return route


def _in_play(session: Any) -> bool:
    step = session.step
    return isinstance(step, TableStep) and step.interactive and session.table is not None \
        and session.table.is_interactive() and not session.busy


def _state_until(phones: PhoneThread, phone: Phone, check: Any) -> dict[str, Any]:
    """The phone's states, read until one passes ``check``."""
    for _ in within(20, "the phone's state"):
        if phone.state is not None and check(phone.state):
            return phone.state
        phones.run(phone.recv("state"))
    raise AssertionError("unreachable")


def _bubbles(session: Any) -> list[tuple[int, str]]:
    """Every speech bubble the table shows from now on."""
    shown: list[tuple[int, str]] = []
    table = session.table
    bubble = table.show_claim_bubble
    table.show_claim_bubble = lambda seat, text: (shown.append((seat, text)), bubble(seat, text))[1]
    return shown


def test_a_phone_enters_its_own_tempelgold_claim(driver: Any, qtbot: Any, phones_on_loopback: Any) -> None:
    route = _start(driver, "tempelgold", ["Anna", "Ben", "Carla"], {0: "phone", 1: COMPUTER_STRONG, 2: COMPUTER_STRONG})
    session = driver.session
    phones = PhoneThread(qtbot)
    try:
        anna = connect_all(phones, route, [0])[0]
        assert anna.state["claims"] == {"rows": [], "forms": []}  # a board, and nothing to enter while she looks
        phones.run(anna.send({"type": "done", "actions": []}))
        # the table is in play (held while a computer key holder waits for Anna's claim)
        qtbot.waitUntil(lambda: isinstance(session.step, TableStep) and session.step.interactive
                        and len(session.claims.claims()) == 2, timeout=10000)
        bubbles = _bubbles(session)
        state = _state_until(phones, anna, lambda s: bool(s["claims"]["forms"]))
        (form,) = state["claims"]["forms"]
        assert form["topic"] == "r1" and form["opener"] == "" and form["answered"] == "Sagt nichts"
        # the computer key holder waits for her entry: her phone says so, in the laptop's words
        # (played with phones, the page said only "nothing to do for you right now")
        holder = session.game.public_view().key_holder
        assert holder in (1, 2)
        assert state["claims"]["waiting"] == f"{session.game.name(holder)} (Computer) wartet, bis von allen ein Eintrag auf der Tafel steht."
        assert [(f["key"], f["label"]) for f in form["fields"]] == [("gold", "Wie viel Gold"), ("traps", "Wie viele Fallen")]
        assert [c[0] for c in form["fields"][0]["choices"]] == list(range(6))  # five chambers each
        rows = state["claims"]["rows"]
        assert rows[0] == {"text": "Runde 1", "seat": None} and sorted(r["seat"] for r in rows[1:]) == [1, 2]
        before = session.claims.claims()
        # not a word the form offers, or not this round: refused on the phone, nothing on the board
        for values, topic, code in (({"gold": 9, "traps": 0}, "r1", "bad_claim"), ({"gold": 1}, "r1", "bad_claim"),
                                    ({"gold": 1, "traps": 0}, "r2", "not_now")):
            phones.run(anna.send({"type": "claim", "topic": topic, "values": values}))
            assert phones.run(anna.recv("error"))["code"] == code
        assert session.claims.claims() == before and bubbles == []
        phones.run(anna.send({"type": "claim", "topic": "r1", "values": {"gold": 1, "traps": 0}}))
        qtbot.waitUntil(lambda: len(session.claims.claims()) == 3, timeout=5000)
        claim = session.claims.claims()[-1]
        assert (claim.seat, claim.topic, claim.values, claim.computer) == (0, "r1", {"gold": 1, "traps": 0}, False)
        assert "Anna sagt: 1 Gold, 0 Fallen." in session.log.texts()  # (a computer may open right after it)
        assert bubbles == [(0, "1 Gold, 0 Fallen")]
        assert any(r.text == "Anna: 1 Gold, 0 Fallen" for r in session.table.claims_board().rows())
        saved = json.loads(unseal_text(storage.autosave_path().read_text()))
        assert {"seat": 0, "topic": "r1", "values": {"gold": 1, "traps": 0}, "computer": False} in \
            [line.get("claim") for line in saved["log"]]
        state = _state_until(phones, anna, lambda s: {"text": "Anna: 1 Gold, 0 Fallen", "seat": 0} in s["claims"]["rows"])
        assert state["claims"]["forms"]  # she may correct it while the round lasts
        assert "waiting" not in state["claims"]  # everybody has an entry: nobody waits
        assert assert_no_leak(0, Oracle(phones_on_loopback), anna.received) > 2
    finally:
        phones.close()


def _to_the_interrogation(driver: Any, qtbot: Any, phones: PhoneThread, route: Any, connected: dict[int, Phone]) -> None:
    """The private steps: the phones' through their sockets, the computers' by themselves."""
    session, rng = driver.session, random.Random(3)
    for _ in within(60, "the interrogation"):
        if session.game.public_view().phase.value == "interrogation" and _in_play(session):
            return
        qtbot.waitUntil(lambda: bool(route.waiting_for()) or _in_play(session), timeout=10000)
        for seat in route.waiting_for():
            phone = connected[seat]
            kind = route._pending[seat][0].kind
            state = _state_until(phones, phone, lambda s, k=kind: s["step"] is not None and s["step"]["kind"] == k)
            phones.run(phone.send({"type": "done", "actions": choose(state["step"], state["view"], rng)}))
            qtbot.waitUntil(lambda s=seat: s not in route.waiting_for(), timeout=5000)


def test_a_person_boss_asks_on_his_phone_and_a_player_tells_his_story_on_his(driver: Any, qtbot: Any,
                                                                            phones_on_loopback: Any) -> None:
    """Anna is the Boss on her phone, Ben a player on his, Carla, Dan and Eva computers. Anna's
    phone offers "Fragen" (whom) and no story; Ben's a story with "Antwort gegeben". Anna
    asks Carla: the question is on the board like a computer Boss's, and Carla answers at once."""
    names = ["Anna", "Ben", "Carla", "Dan", "Eva"]
    route = _start(driver, "diamantenraub", names,
                   {0: "phone", 1: "phone", 2: COMPUTER_STRONG, 3: COMPUTER_STRONG, 4: COMPUTER_STRONG})
    session = driver.session
    phones = PhoneThread(qtbot)
    try:
        connected = connect_all(phones, route, [0, 1])
        _to_the_interrogation(driver, qtbot, phones, route, connected)
        anna, ben = connected[0], connected[1]
        boss = _state_until(phones, anna, lambda s: bool(s["claims"]["forms"]))["claims"]["forms"]
        assert [(f["topic"], f["opener"]) for f in boss] == [("ask", "Fragen")]
        assert boss[0]["fields"][0]["label"] == "Wen der Boss fragt"
        assert [text for _, text in boss[0]["fields"][0]["choices"]][:4] == ["Ben", "Carla", "Dan", "Eva"]
        story = _state_until(phones, ben, lambda s: bool(s["claims"]["forms"]))["claims"]["forms"]
        assert [(f["topic"], f["answered"]) for f in story] == [("story", "Antwort gegeben")]
        assert [f["key"] for f in story[0]["fields"]] == ["received", "took"]
        bubbles = _bubbles(session)
        phones.run(anna.send({"type": "claim", "topic": "ask", "values": {"seat": 2}}))
        qtbot.waitUntil(lambda: [(c.seat, c.topic) for c in session.claims.claims()] == [(0, "ask"), (2, "story")],
                        timeout=5000)
        assert session.log.texts()[-2] == "Anna sagt: Carla, was hast du genommen?"
        rows = [r.text for r in session.table.claims_board().rows()]
        assert rows[:2] == ["Der Boss fragt", "Anna: Carla, was hast du genommen?"]
        assert bubbles[0] == (0, "Carla, was hast du genommen?") and bubbles[1][0] == 2  # Carla's answer, a computer's
        # Anna cannot tell a story (she is the Boss), nor ask herself
        for values, topic in (({"received": 3, "took": 0}, "story"), ({"seat": 0}, "ask")):
            phones.run(anna.send({"type": "claim", "topic": topic, "values": values}))
            assert phones.run(anna.recv("error"))["code"] in ("not_now", "bad_claim")
        phones.run(ben.send({"type": "claim", "topic": "story", "values": {}}))  # "Antwort gegeben"
        qtbot.waitUntil(lambda: len(session.claims.claims()) == 3, timeout=5000)
        assert session.log.texts()[-1] == "Ben hat laut geantwortet."
        _state_until(phones, ben, lambda s: s["claims"]["forms"] == [])  # answered: nothing more to enter
        for seat, phone in connected.items():
            assert assert_no_leak(seat, Oracle(phones_on_loopback), phone.received) > 2
    finally:
        phones.close()
