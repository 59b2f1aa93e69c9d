"""What a seat, or the whole table, may know about a Diamantenraub game.

Views are new frozen objects built by whitelisting: the game hands each field over
explicitly, so a secret (a take, the hidden diamonds, the set-aside card, the seed) can
only reach a view if someone writes it into one of these classes on purpose.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.actions import Action
from engine.cards import Card
from engine.diamantenraub.model import Phase, Role
from engine.diamantenraub.tables import Setup
from engine.log import LogEntry
from engine.outcome import Outcome


@dataclass(frozen=True, slots=True)
class Take:
    """What one seat took from the treasure: diamonds, one role card, or nothing."""

    seat: int
    role: Role
    cards: tuple[Card, ...]

    @property
    def diamonds(self) -> int:
        return len(self.cards) if self.role is Role.DIEB else 0

    @property
    def role_card(self) -> Card | None:
        return self.cards[0] if self.cards and self.role is not Role.DIEB else None


@dataclass(frozen=True, slots=True)
class SeatSummary:
    """A seat as the table sees it."""

    seat: int
    name: str
    is_boss: bool
    holds_treasure: bool
    has_taken: bool
    """The treasure has passed this seat (everyone sees it go round, not what was taken)."""
    eliminated: bool
    shown: Take | None
    """The take after it was shown (reveal, shot or a false "Peng!"), else ``None``."""
    excuses: tuple[Card, ...]
    """Excuses (red kings) this seat received from the Boss."""
    shouted_peng: bool


@dataclass(frozen=True, slots=True)
class FinalReveal:
    """At the end everybody turns their cards over: every take, the card the first player
    set aside (if any), the diamonds the Boss hid at the start, and the treasure as it came
    back to him (``PublicView.final`` is ``None`` while the game runs)."""

    takes: tuple[Take, ...]
    set_aside: Card | None
    boss_hidden: tuple[Card, ...] = ()
    """The diamonds the Boss took out and hid before the treasure went round (0–5)."""
    returned: tuple[Card, ...] = ()
    """The treasure's cards when it came back to the Boss (diamonds and role cards left)."""

    def face_up_cards(self) -> tuple[Card, ...]:
        """Every card this reveal turns face up (takes, set-aside card, hidden, returned)."""
        aside = (self.set_aside,) if self.set_aside is not None else ()
        return (*(card for take in self.takes for card in take.cards), *aside, *self.boss_hidden, *self.returned)


@dataclass(frozen=True, slots=True)
class PublicView:
    """Everything the whole table may see."""

    players: tuple[str, ...]
    boss: int
    phase: Phase
    treasure_holder: int
    """Who holds the treasure: the Boss before and after it goes round."""
    pending: frozenset[int]
    seats: tuple[SeatSummary, ...]
    setup: Setup
    """The table's column (what the treasure holds by kind; the specific cards stay secret)."""
    revolverheld: bool
    boss_excuses: tuple[Card, ...]
    """The excuses still lying face up before the Boss."""
    accused: int | None
    may_peng: frozenset[int]
    """During an accusation with the Revolverheld variant: the seats that may shout "Peng!"."""
    open_seats: tuple[int, ...]
    """Who may be accused at all (clarification 5), in any phase, ascending: everyone but the
    Boss still in the game whose take is not shown. The one place of this rule the screens
    and the bots read (``DiamantenraubGame.accusable``)."""
    accusable: tuple[int, ...]
    """The seats the Boss may accuse now (his legal ``Accuse`` actions): :attr:`open_seats`
    during the interrogation of a running game, empty otherwise."""
    diamonds_recovered: int
    outcome: Outcome | None
    final: FinalReveal | None
    log: tuple[LogEntry, ...]

    @property
    def boss_excuses_left(self) -> int:
        return len(self.boss_excuses)


@dataclass(frozen=True, slots=True)
class SeatView:
    """What one seat may know: the public view plus what it saw and took itself.

    ``received``/``passed_on``: the treasure's cards when this seat got it and when it
    passed it on. For seat 1, ``set_aside`` is the card it put aside (or ``None``). For the
    Boss: ``built`` (the treasure as he built it), ``hidden`` (his hidden diamonds),
    ``returned`` (the treasure as it came back) and ``missing`` (diamonds not in it then).
    """

    seat: int
    name: str
    role: Role | None
    take: Take | None
    received: tuple[Card, ...] | None
    passed_on: tuple[Card, ...] | None
    set_aside: Card | None
    built: tuple[Card, ...] | None
    hidden: tuple[Card, ...] | None
    returned: tuple[Card, ...] | None
    missing: int | None
    legal_actions: tuple[Action, ...]
    public: PublicView
    log: tuple[LogEntry, ...]
