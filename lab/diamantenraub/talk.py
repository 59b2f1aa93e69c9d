"""What Diamantenraub players say at the interrogation, and what the Boss knows.

After the treasure is back every player tells a *story*, in seat order: how many diamonds
were in the treasure when they got it, and what they took. Nobody admits diamonds: a thief
names a role card (or nothing), and covers his take either by naming a smaller count
received (the gap opens towards the player before him) or the true one (towards the player
after him). Gaps between neighbouring stories are what the Boss reasons about.

Kinds are small ints: role cards ``GETREUER`` … ``REVOLVERHELD``, plus ``NOTHING`` (no card)
and, for shown takes, ``DIEB``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

GETREUER, ERMITTLER, FAHRER, REVOLVERHELD, NOTHING, DIEB = range(6)
ROLE_KINDS = (GETREUER, ERMITTLER, FAHRER, REVOLVERHELD)
KIND_NAMES = ("getreuer", "ermittler", "fahrer", "revolverheld", "nothing", "dieb")


@dataclass(frozen=True, slots=True)
class Story:
    """A player's account: diamonds in the treasure when they got it, and what they took."""

    seat: int
    received: int
    took: int
    """A role kind, or ``NOTHING``."""


@dataclass
class TableTalk:
    """The stories told so far (empty until the treasure is back)."""

    stories: list[Story] = field(default_factory=list)


@dataclass
class BossKnowledge:
    """What the Boss knows when he accuses: counts he saw, stories heard, takes shown.

    ``shown[s]``: ``None`` while hidden, else ``DIEB``, a role kind or ``NOTHING``;
    ``shown_diamonds[s]``: a shown thief's take.
    """

    n: int
    sent: int
    returned: int
    missing_roles: list[int]
    """Per role kind: cards of that kind not in the returned treasure (taken or set aside)."""
    outstanding: int
    excuses: int
    stories: list[Story | None]
    shown: list[int | None]
    shown_diamonds: list[int]
    accusable: list[int]
    built_roles: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    """Per role kind: the cards of that kind the Boss put into the treasure."""
    _received: list[int] | None = field(default=None, repr=False)
    _claimers: list[tuple[int, list[int]]] | None = field(default=None, repr=False)
    _seats: tuple[object, dict[tuple[object, ...], Any]] | None = field(default=None, init=False, repr=False,
                                                                        compare=False)
    """The reasoning Boss's per-seat parts of his posterior (``lab.diamantenraub.posterior``),
    kept from one accusation to the next: (his parameters, key → part)."""
    _passes: dict[float, tuple[Any, ...]] | None = field(default=None, init=False, repr=False, compare=False)
    """His last forward-backward pass per story noise (``lab.diamantenraub.posterior``): what the
    next accusation's pass can take over when only one seat's shown take changed."""

    def claimed_received(self) -> list[int]:
        """Per seat 1…n−1 the count its story names, and at index n what came back (cached:
        the stories do not change during the interrogation)."""
        if self._received is None:
            received = [0] * (self.n + 1)
            for s in range(1, self.n):
                story = self.stories[s]
                received[s] = story.received if story is not None else 0
            received[self.n] = self.returned
            self._received = received
        return self._received

    def claimers(self) -> list[tuple[int, list[int]]]:
        """Per role kind that anyone claims to have taken: the seats that claim it (cached)."""
        if self._claimers is None:
            by_kind: dict[int, list[int]] = {}
            for story in self.stories:
                if story is not None and story.took != NOTHING:
                    by_kind.setdefault(story.took, []).append(story.seat)
            self._claimers = sorted(by_kind.items())
        return self._claimers
