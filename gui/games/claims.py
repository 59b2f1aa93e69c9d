"""The claims board's data: what was said aloud at the table, and what a game says about it.

The board holds the table talk (issue 32): in Tempelgold each seat's claim of what it holds,
per round. A claim is public and only a claim: nobody checks it against the cards.

Where claims live (decided here, docs/architecture.md "The claims board"): an app-side
public record, not engine actions. A claim changes no rule of the game: the engine neither
checks nor needs it, and its contract (docs/engine-api.md) and its save file stay as they
are; the engine stays pure and the lab's games unchanged. Each claim is one line of the
app's public log (:class:`gui.games.log_model.AppLogEntry` with ``key="claim"`` and the
claim), anchored after the engine lines that existed when it was said. That log is saved in
the sealed autosave after every claim, so claims survive a kill and a resume and come back in
the same place; a computer's claim is decided from its seed-salted random numbers, so a
resumed game makes a pending computer claim exactly as before.

A game offers a board through its ``GameUI.claims()`` (a :class:`ClaimsAbility`, or ``None``:
no board); the shared parts name no game and only hand back what the game gave them.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from pydantic import BaseModel, ConfigDict, Field

if TYPE_CHECKING:
    from lab.table_bots import Said

MAX_CLAIM_VALUES = 8
"""The most words one claim holds (a Tempelgold claim has two: gold and traps)."""


class TableClaim(BaseModel):
    """One claim on the board: ``seat`` said ``values`` about ``topic`` (the game's words,
    e.g. ``"r2"``, ``{"gold": 2, "traps": 1}``); ``computer``: a computer seat said it (a
    person's is entered by someone at the table). Public, like every log line."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    seat: int = Field(ge=0, lt=64)
    topic: str = Field(min_length=1, max_length=16)
    values: dict[str, int] = Field(default_factory=dict, max_length=MAX_CLAIM_VALUES)
    computer: bool = False

    def said(self) -> Said:
        """The claim as the lab's bots read the board (:class:`lab.table_bots.Said`)."""
        from lab.table_bots import Said

        return Said(self.seat, self.topic, tuple(sorted(self.values.items())))

    @classmethod
    def of(cls, said: Said, computer: bool) -> TableClaim:
        """A bot's :class:`~lab.table_bots.Said` as a board entry."""
        return cls(seat=said.seat, topic=said.topic, values=dict(said.values), computer=computer)


@dataclass(frozen=True)
class ClaimField:
    """One thing a claim says, as the entry form asks it: ``key`` (the claim's word), its
    ``label`` (translated, also the control's accessible name) and its ``choices``
    (value, translated text)."""

    key: str
    label: str
    choices: tuple[tuple[int, str], ...]


@dataclass(frozen=True)
class ClaimForm:
    """What people may enter now: claims on ``topic`` by one of ``seats``, with ``fields``.
    ``answered``: the label of a button that puts an answer given aloud on the board without
    its words (Diamantenraub's "Answer given"); ``""``: no such button. ``opener``: the label
    of the form's own button on the board, and ``opener_name`` its accessible name
    (Diamantenraub's "Boss asks"); ``""``: the board's "Enter a claim" opens it.
    ``heading_first``: once the board has lines of earlier topics, it shows this topic's
    heading before anybody has spoken on it (a Tempelgold round: see :func:`board_rows`)."""

    topic: str
    seats: tuple[int, ...]
    fields: tuple[ClaimField, ...] = field(default_factory=tuple)
    answered: str = ""
    opener: str = ""
    opener_name: str = ""
    heading_first: bool = False

    def fits(self, claim: TableClaim) -> bool:
        """``claim`` is one this form could enter: its topic, one of its seats, and for each
        field one of its choices (or no words at all, where the form has "Answer given")."""
        if claim.topic != self.topic or claim.seat not in self.seats:
            return False
        if not claim.values:
            return bool(self.answered) or not self.fields
        return set(claim.values) == {f.key for f in self.fields} and all(
            claim.values[f.key] in {value for value, _ in f.choices} for f in self.fields)


@dataclass(frozen=True)
class BoardRow:
    """One line of the board: a topic's heading (``seat`` is ``None``) or a claim."""

    text: str
    seat: int | None = None
    computer: bool = False


class ClaimsAbility(Protocol):
    """A game's claims board (``GameUI.claims()``): its topics, its entry form, its words."""

    def forms(self, public_view: Any, people: Sequence[int], claims: Sequence[TableClaim],
              lang: str) -> tuple[ClaimForm, ...]:
        """What the ``people`` (the seats a person plays) may enter now, with the table in
        play and ``claims`` on the board, in ``lang``: one form a topic (the first one that
        has no ``opener`` is the board's "Enter a claim"); none: nothing is claimed now.
        Public things only: a phone is given the forms of its own seat."""
        ...

    def topic_title(self, topic: str) -> str:
        """A topic's heading on the board ("Runde 2"), translated."""
        ...

    def words(self, claim: TableClaim, names: Sequence[str], lang: str) -> str:
        """What the claim says, without the speaker's name ("2 Gold, 1 Falle"), in ``lang``
        (the UI language); ``names``: the players' names (a question names whom it asks)."""
        ...

    def check(self, claim: TableClaim, public_view: Any) -> str | None:
        """Why ``claim`` cannot be on the board now (translated), or ``None``: it can."""
        ...


class PhoneBoard(Protocol):
    """The claims board as the phones use it (the Session's
    :class:`gui.games.claims_keeper.ClaimsKeeper`): what a seat's phone shows, and its own claim."""

    def for_phone(self, seat: int) -> dict[str, object] | None:
        """The board's public lines and the forms ``seat`` may enter now (``None``: no board)."""
        ...

    def phone_entered(self, seat: int, topic: str, values: dict[str, int]) -> str | None:
        """The phone of ``seat`` entered its claim: ``None`` if taken, else the phone's error code."""
        ...


def board_rows(ability: ClaimsAbility, claims: Sequence[TableClaim], names: Sequence[str],
               lang: str, open_now: Sequence[str] = ()) -> list[BoardRow]:
    """The board's lines: per topic in the order first spoken, its heading and each seat's
    last claim on it (a correction replaces what it corrects), in the order spoken; last, when
    the board has lines, the heading of each topic in ``open_now`` nobody has spoken on yet.
    (Without it, a new round of Tempelgold began under the last round's claims, their heading
    scrolled away: a group read "Carla: 1 gold, 3 traps" as said for the new round, issue 31.)"""
    topics: dict[str, dict[int, TableClaim]] = {}
    for claim in claims:
        by_seat = topics.setdefault(claim.topic, {})
        by_seat.pop(claim.seat, None)
        by_seat[claim.seat] = claim
    rows: list[BoardRow] = []
    for topic, by_seat in topics.items():
        rows.append(BoardRow(ability.topic_title(topic)))
        rows.extend(BoardRow(f"{names[c.seat]}: {ability.words(c, names, lang)}", c.seat, c.computer) for c in by_seat.values())
    if topics:
        rows.extend(BoardRow(ability.topic_title(topic)) for topic in open_now if topic not in topics)
    return rows
