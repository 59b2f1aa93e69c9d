"""What Tempelgold players say aloud, and the public record the bots keep of it.

After every look (round 1 and each redeal) each player claims a role and their counts:
"Abenteurer, zwei Gold, keine Falle". Everybody claims to be an Abenteurer (a Wächter who
said otherwise would only help the other side), so the role claim carries no information
in this model; the counts do.

:class:`Record` is the table's memory of the talk, built only from public facts (claims
and opened chambers): per seat, the claimed gold and traps still unopened this round, and
how many of that seat's claims proved true or false when its chambers were opened. Every
bot reads the same record; what differs between bots is their own chambers and role.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from lab.tempelgold.kinds import EMPTY, GOLD, TRAP

if TYPE_CHECKING:
    from lab.tempelgold.posterior import TableModel

__all__ = ["EMPTY", "GOLD", "TRAP", "Claim", "Record", "TableTalk"]
"""The chamber kinds are re-exported: the drivers and bots name them from here."""


@dataclass(frozen=True, slots=True)
class Claim:
    """One player's announcement after looking: a role and how many gold and traps."""

    seat: int
    role: str
    gold: int
    traps: int


@dataclass
class TableTalk:
    """Everything said aloud so far: the claims of every round (``rounds[0]`` is round 1)."""

    rounds: list[list[Claim]] = field(default_factory=list)

    def current(self) -> list[Claim]:
        return self.rounds[-1] if self.rounds else []


class Record:
    """The public record: remaining chambers, claims still open, and trust counts per seat."""

    __slots__ = ("n", "rem", "cg", "ct", "claimed", "conf", "contra", "susp", "trust", "pg", "pt",
                 "gold_left", "traps_left", "hidden", "a", "ab", "penalty", "watch", "post")

    def __init__(self, n: int, gold: int, traps: int, trust: tuple[float, float, float, float],
                 post: TableModel | None = None) -> None:
        """``trust`` = (true prior, false prior, penalty, watch): how claims are weighed;
        ``post``: the Bayesian table model kept alongside (for the ``reasoning`` Abenteurer)."""
        self.post = post
        self.a, b, self.penalty, self.watch = trust
        self.ab = self.a + b
        if self.ab <= 0:
            raise ValueError("trust_prior + doubt_prior must be positive")
        self.n = n
        self.rem = [0] * n
        self.cg = [0] * n
        self.ct = [0] * n
        self.claimed = [False] * n
        self.conf = [0] * n
        self.contra = [0] * n
        self.susp = [0] * n
        self.trust = [0.0] * n
        """Per seat: how far its claims are believed (0 for a seat that claimed nothing)."""
        self.pg = [0.0] * n
        self.pt = [0.0] * n
        """Per seat: the claimed share of gold / traps among its unopened chambers."""
        self.gold_left = gold
        self.traps_left = traps
        self.hidden = 0

    def new_round(self, per: int, claims: list[tuple[int, int] | None]) -> None:
        """Chambers were (re)dealt, ``per`` each, and every seat claimed (gold, traps) or kept quiet."""
        n = self.n
        self.rem = [per] * n
        self.hidden = per * n
        cg, ct, claimed, pg, pt = self.cg, self.ct, self.claimed, self.pg, self.pt
        for s, claim in enumerate(claims):
            if claim is None:
                claimed[s] = False
                cg[s] = ct[s] = 0
            else:
                claimed[s] = True
                cg[s], ct[s] = claim
            pg[s] = cg[s] / per
            pt[s] = ct[s] / per
        if self.post is not None:
            self.post.new_round(per, self.hidden, self.gold_left, self.traps_left, claims)
        a, ab, penalty, watch = self.a, self.ab, self.penalty, self.watch
        self.trust = [(a + c) / (ab + c + penalty * x + watch * y) if said else 0.0
                      for c, x, y, said in zip(self.conf, self.contra, self.susp, claimed)]

    def _trust(self, s: int) -> None:
        c = self.conf[s]
        self.trust[s] = (self.a + c) / (self.ab + c + self.penalty * self.contra[s] + self.watch * self.susp[s]) \
            if self.claimed[s] else 0.0

    def opened(self, opener: int, owner: int, kind: int) -> None:
        """A chamber of ``owner`` was opened by ``opener`` and showed ``kind``."""
        rem = self.rem
        r = rem[owner]
        if self.post is not None:
            self.post.opened(opener, owner, r, kind, self._a_like(opener, owner))
        if self.claimed[owner]:
            cg, ct = self.cg, self.ct
            g = cg[owner]
            t = ct[owner]
            if self._passed_over_better(opener, owner, self.pg[owner], t):
                self.susp[opener] += 1
                self._trust(opener)
            if (g if kind == GOLD else t if kind == TRAP else r - g - t) > 0:
                self.conf[owner] = c = self.conf[owner] + 1
                x = self.contra[owner]
            else:
                c = self.conf[owner]
                self.contra[owner] = x = self.contra[owner] + 1
            if kind == GOLD:
                if g:
                    g -= 1
            elif kind == TRAP:
                if t:
                    t -= 1
            r -= 1
            if g + t > r:  # a claim proved too rich: what is left of it cannot exceed the row
                g = r - t if r > t else 0
                t = r - g
            cg[owner] = g
            ct[owner] = t
            if r:
                self.pg[owner] = g / r
                self.pt[owner] = t / r
            else:
                self.pg[owner] = -1.0  # nothing left to open there
            self.trust[owner] = (self.a + c) / (self.ab + c + self.penalty * x + self.watch * self.susp[owner])
        else:
            r -= 1
        rem[owner] = r
        self.hidden -= 1
        if kind == GOLD:
            self.gold_left -= 1
        elif kind == TRAP:
            self.traps_left -= 1

    def _a_like(self, opener: int, owner: int) -> bool | None:
        """Whether opening at ``owner`` is what an Abenteurer reading the claims would do: no
        other seat with chambers left claims a larger share of gold, and ``owner`` claims no
        trap unless every other such seat does. None when the opener had no other choice."""
        pg, ct, rem = self.pg, self.ct, self.rem
        best = -1.0
        untrapped = False
        choices = 0
        for s in range(self.n):
            if s != opener and rem[s]:
                choices += 1
                if s != owner:
                    if pg[s] > best:
                        best = pg[s]
                    if not ct[s]:
                        untrapped = True
        if choices < 2:
            return None
        return pg[owner] >= best - 1e-9 and (not ct[owner] or not untrapped)

    def _passed_over_better(self, opener: int, owner: int, gold_share: float, traps: int) -> bool:
        """Whether the opener chose a seat whose claim looked worse than another's: a smaller
        claimed share of gold than some other seat's, or a claimed trap while someone else
        claimed none ("Achte darauf, wer das tut"). Only claims count, as for a person
        watching; a seat with nothing left to open counts as no choice."""
        pg = self.pg
        own = pg[opener]
        pg[opener] = -1.0
        better = max(pg) > gold_share
        pg[opener] = own
        if better:
            return True
        if traps:
            rem, ct = self.rem, self.ct
            for s in range(self.n):
                if s != opener and s != owner and rem[s] and not ct[s]:
                    return True
        return False
