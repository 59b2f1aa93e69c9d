"""What a seat, or the whole table, may know about a Tempelgold game.

Views are new frozen objects built by whitelisting: the game hands each field over
explicitly, so a secret (a role, which slot holds which card, the seed) can only reach a
view if someone writes it into one of these classes on purpose.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from engine.actions import Action
from engine.cards import Card
from engine.log import LogEntry
from engine.outcome import Outcome
from engine.tempelgold.model import ChamberKind, Role


@dataclass(frozen=True, slots=True)
class SeatSummary:
    """A seat as the table sees it: a name, a row of face-down chambers, maybe the key."""

    seat: int
    name: str
    face_down: int
    has_key: bool


class OpenedChamber(NamedTuple):
    """A chamber that was opened; it lies face up in the centre (a tuple: cheap to make)."""

    card: Card
    kind: ChamberKind
    owner: int
    opener: int
    round: int


@dataclass(frozen=True, slots=True)
class RevealedRoles:
    """At the end everybody turns their cards over: every role card, including the ones left
    in the box, and the chambers still face down (``PublicView.revealed`` is ``None`` while
    the game runs, so none of this is in a running game's views)."""

    role_cards: tuple[Card, ...]
    roles: tuple[Role, ...]
    leftover: tuple[Card, ...]
    unopened: tuple[tuple[Card, ...], ...] = ()
    """Per seat, the chambers still face down when the game ended, in the order they lay
    (slot 0 first): where the gold and the traps that nobody found were."""

    def face_up_cards(self) -> tuple[Card, ...]:
        """Every card this reveal turns face up (role cards, leftover, unopened chambers)."""
        return (*self.role_cards, *self.leftover, *(card for row in self.unopened for card in row))


@dataclass(frozen=True, slots=True)
class PublicView:
    """Everything the whole table may see."""

    players: tuple[str, ...]
    seats: tuple[SeatSummary, ...]
    one_trap: bool
    key_holder: int
    round: int
    rounds: int
    chambers_per_player: int
    opened_this_round: int
    openings_per_round: int
    openings_left: int
    gold_found: int
    gold_total: int
    empty_found: int
    traps_found: int
    traps_total: int
    abenteurer_cards: int
    waechter_cards: int
    leftover_cards: int
    opened: tuple[OpenedChamber, ...]
    hopeless: bool
    pending: frozenset[int]
    outcome: Outcome | None
    revealed: RevealedRoles | None
    log: tuple[LogEntry, ...]

    def piles(self) -> dict[ChamberKind, tuple[Card, ...]]:
        """The opened cards in the centre, one pile per kind, in the order they were opened."""
        piles: dict[ChamberKind, list[Card]] = {kind: [] for kind in ChamberKind}
        for chamber in self.opened:
            piles[chamber.kind].append(chamber.card)
        return {kind: tuple(cards) for kind, cards in piles.items()}


@dataclass(frozen=True, slots=True)
class SeatView:
    """What one seat may know: the public view, its own role, and which chambers it holds.

    ``chambers`` is the multiset of the seat's face-down cards in a canonical order
    (gold, empty, traps), never the order in which they lie on the table.
    """

    seat: int
    name: str
    role: Role
    role_card: Card
    chambers: tuple[Card, ...]
    gold: int
    empty: int
    traps: int
    legal_actions: tuple[Action, ...]
    public: PublicView
    log: tuple[LogEntry, ...]
