"""A laptop table without Qt for the phone tests: an engine game, a tiny flow, and the adapter.

It plays the Session's part of :class:`gui.phones.adapter.PhoneAdapter`: the flow says which
private step each seat has (Tempelgold: every seat looks at the start of each round, all
phones at once; Diamantenraub: the Boss hides, then each holder of the treasure takes,
then the Boss looks at what came back), public actions are "clicks" on the laptop, and
seats without a phone do their private steps "behind the curtain" (:meth:`curtain`).
"""
from __future__ import annotations

import random
import threading
from collections.abc import Callable

from engine import diamantenraub, tempelgold
from engine.actions import Action
from engine.diamantenraub import Phase
from engine.game import Game
from gui.phones.adapter import PhoneSnapshot, PhoneStep
from gui.phones.choices import check_step_choice
from gui.phones.protocol import ProtocolError

TAKE_ACTIONS = ("SetAside", "TakeDiamonds", "TakeRole", "TakeNothing")
PNG_1PX = (
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89"
    b"\x00\x00\x00\rIDATx\x9cc\xf8\xff\xff?\x00\x05\xfe\x02\xfe\xa7V\xbd\xfa\x00\x00\x00\x00IEND\xaeB`\x82"
)


class EngineTable:
    """One game on a pretend laptop. Thread-safe: the phone server calls in from its thread."""

    def __init__(self, game: Game, language: str = "de") -> None:
        self.game = game
        self.language = language
        self.lock = threading.RLock()
        self.changed: Callable[[], None] = lambda: None
        self.peeks: list[int] = []
        self.claims: list[tuple[int, str, dict[str, int]]] = []
        self.applied: list[tuple[int, Action]] = []
        self._looked: set[int] = set()
        self._round = -1
        self._boss_looked = False
        self._sync()

    @property
    def game_id(self) -> str:
        return self.game.GAME_ID

    # -- the flow ---------------------------------------------------------------------------
    def _sync(self) -> None:
        if self.game.GAME_ID == tempelgold.GAME_ID:
            round_now = self.game.public_view().round
            if round_now != self._round:
                self._round = round_now
                self._looked = set()

    def step(self, seat: int) -> PhoneStep | None:
        """The seat's pending private step, whoever shows it (phone or curtain)."""
        with self.lock:
            if self.game.outcome() is not None:
                return None
            if self.game.GAME_ID == tempelgold.GAME_ID:
                return None if seat in self._looked else PhoneStep("look")
            view = self.game.public_view()
            if view.phase is Phase.HIDING:
                return PhoneStep("hide", ("HideDiamonds",)) if seat == view.boss else None
            if view.phase is Phase.PASSING:
                return PhoneStep("take", TAKE_ACTIONS) if seat == view.treasure_holder else None
            if seat == view.boss and not self._boss_looked:
                return PhoneStep("look")
            return None

    def table_ready(self) -> bool:
        """No private step is pending: the laptop's table may be clicked."""
        with self.lock:
            return all(self.step(s) is None for s in range(self.game.player_count))

    # -- PhoneAdapter -------------------------------------------------------------------------
    def players(self) -> tuple[str, ...]:
        with self.lock:
            return tuple(self.game.public_view().players)

    def snapshot(self, seat: int) -> PhoneSnapshot:
        with self.lock:
            return PhoneSnapshot(self.game.view(seat), self.step(seat), self.language)

    def decode_action(self, data: object) -> Action:
        module = tempelgold if self.game.GAME_ID == tempelgold.GAME_ID else diamantenraub
        return module.action_from_json(data)

    def done(self, seat: int, actions: list[Action]) -> None:
        with self.lock:
            step = self.step(seat)
            if step is None:
                raise ValueError("no step")
            check_step_choice(self.game, seat, step.actions, actions)  # all or none
            for action in actions:
                self.game.apply(seat, action)
                self.applied.append((seat, action))
            if step.kind == "look" and self.game.GAME_ID == tempelgold.GAME_ID:
                self._looked.add(seat)
            elif step.kind == "look":
                self._boss_looked = True
        self.changed()

    def peek(self, seat: int) -> None:
        with self.lock:
            self.peeks.append(seat)

    def claim(self, seat: int, topic: str, values: dict[str, int]) -> None:
        """A phone's claim for the board: kept; topic ``"later"`` is not offered now, topic
        ``"bad"`` has words the board refuses (the Session's answers, :mod:`gui.games.claims_keeper`)."""
        if topic in ("later", "bad"):
            raise ProtocolError("not_now" if topic == "later" else "bad_claim", "not taken")
        with self.lock:
            self.claims.append((seat, topic, values))
        self.changed()

    def card_png(self, element: str, width: int) -> bytes:
        return PNG_1PX

    # -- the laptop ---------------------------------------------------------------------------
    def click(self, seat: int, action: Action) -> None:
        """A public action on the laptop's table (Open, Accuse, Reveal, Peng, EndHopeless)."""
        with self.lock:
            assert self.table_ready(), "a private step is pending"
            self.game.apply(seat, action)
            self.applied.append((seat, action))
            self._sync()
        self.changed()

    def random_click(self, rng: random.Random) -> bool:
        """If no private step is pending: one random legal click on the table (True if made)."""
        with self.lock:
            if not self.table_ready() or self.game.outcome() is not None:
                return False
            seat = rng.choice(sorted(self.game.pending_seats()))
            self.click(seat, rng.choice(self.game.legal_actions(seat)))
            return True

    def curtain(self, seat: int, actions: list[Action]) -> None:
        """A seat without a phone does its private step behind the laptop's curtain."""
        self.done(seat, actions)
