"""Tempelgold decisions: what a bot claims after looking, and where the key holder opens.

Both drivers (the fast one and the one on the public API) call these same functions with
the same inputs — the seat's role and own chambers, the public :class:`Record` — so they
make the same decisions. Written for speed: no allocation per decision, one pass over
the other seats.

The belief model, for a key holder ``k`` deciding where to open:

- the chambers ``k`` does not know are the hidden ones minus its own, holding the hidden
  gold and traps minus its own: that gives a base chance of gold ``bg`` and trap ``bt``;
- a seat ``s`` that claimed counts is trusted with ``trust = (a + true) / (a + b + true +
  penalty·false + watch·suspicious)``, where *true*/*false* count how often an opened
  chamber of ``s`` fit or contradicted its claim — claims weighed by how often they proved
  true (kept by :class:`~lab.tempelgold.talk.Record`, one per trust model in a game);
- the chance of gold at ``s`` is ``trust·claimed_gold/remaining + (1-trust)·bg``, likewise
  for traps;
- Abenteurer maximise gold − aversion·trap (+ a small preference for handing the key to a
  trusted player); Wächter maximise trap_seek·trap − gold, but with probability ``cover``
  open like an Abenteurer. Ties go to the first seat clockwise from the key holder.

The ``reasoning`` family (not the published bots) adds two things: its Abenteurer reason
about the sum of all claims exceeding the gold in play (``count_claims``,
:meth:`TgBot._counted`), and its Wächter, when they choose where to open, also choose who
opens next: with ``waechter_key`` they prefer the seats the table distrusts, likely fellow
Wächter (a Wächter's score gets ``−waechter_key·trust``, the mirror of the Abenteurer's
``key_weight``).

What the model leaves out (see docs/balance.md): nobody reasons about the key's path over
more than one opening; the Wächter do not know each other (as in the rules), and their
claims do not depend on what was said before them.
"""
from __future__ import annotations

import random

from lab.tempelgold.params import TgParams
from lab.tempelgold.talk import Record

_ORDERS: dict[int, tuple[tuple[int, ...], ...]] = {}


def orders(n: int) -> tuple[tuple[int, ...], ...]:
    """For each key holder, the other seats clockwise from its left neighbour (precomputed)."""
    table = _ORDERS.get(n)
    if table is None:
        table = _ORDERS[n] = tuple(tuple((k + i) % n for i in range(1, n)) for k in range(n))
    return table


class TgBot:
    """One side's policy in a game: parameters unpacked into attributes for the hot loop."""

    __slots__ = ("params", "honesty", "lie_rate", "bluff", "hide_traps", "aversion", "seek", "key_weight",
                 "cover", "epsilon", "count", "wkey", "assumed")

    def __init__(self, params: TgParams) -> None:
        self.params = params
        self.honesty = params.honesty
        self.lie_rate = params.lie_rate
        self.bluff = params.bluff
        self.hide_traps = params.hide_traps
        self.aversion = params.trap_aversion
        self.seek = params.trap_seek
        self.key_weight = params.key_weight
        self.cover = params.cover
        self.epsilon = params.epsilon
        self.count = params.count_claims
        self.wkey = params.waechter_key
        self.assumed = params.assumed_bluff

    # -- talk -------------------------------------------------------------------------
    def claim(self, waechter: bool, gold: int, traps: int, chambers: int, rng: random.Random) -> tuple[int, int]:
        """The (gold, traps) this seat announces after looking at its ``chambers`` cards."""
        if waechter:
            if self.lie_rate and rng.random() < self.lie_rate:
                hide = self.hide_traps
                if hide >= 1.0 or (hide and rng.random() < hide):
                    traps = 0
                gold = min(chambers - traps, gold + self.bluff)
            return gold, traps
        if self.honesty < 1.0 and rng.random() >= self.honesty:
            gold = gold + 1 if (rng.random() < 0.5 and gold + traps < chambers) or gold == 0 else gold - 1
        return gold, traps

    # -- opening ----------------------------------------------------------------------
    def choose(self, key: int, waechter: bool, rec: Record, own_gold: int, own_traps: int, own_left: int,
               order: tuple[int, ...], rng: random.Random) -> tuple[int, int]:
        """Where the key holder opens: (owner, slot). Slots are in an order nobody knows."""
        rem = rec.rem
        unknown = rec.hidden - own_left
        eps = self.epsilon
        if eps and (eps >= 1.0 or rng.random() < eps):
            index = rng.randrange(unknown)
            for s in order:
                r = rem[s]
                if index < r:
                    return s, index
                index -= r
        bg = (rec.gold_left - own_gold) / unknown
        bt = (rec.traps_left - own_traps) / unknown
        if waechter and not (self.cover and rng.random() < self.cover):
            wg, wt, kw = -1.0, self.seek, -self.wkey
        else:
            wg, wt, kw = 1.0, -(self.aversion * 2 if rec.traps_left == 1 else self.aversion), self.key_weight
        # score(s) = trust·(claimed value + kw) + (1 − trust)·base value; the base value is the
        # same for every seat, so it drops out of the comparison after subtracting it once.
        offset = kw - (wg * bg + wt * bt)
        trust, pg, pt = rec.trust, rec.pg, rec.pt
        if self.count and wg > 0.0:
            pg, pt = self._counted(rec, own_gold, order, bt)
        best = -1e300
        choice = -1
        for s in order:  # clockwise from the key holder's left: ties go to the first
            if rem[s]:
                score = trust[s] * (wg * pg[s] + wt * pt[s] + offset)
                if score > best:
                    best = score
                    choice = s
        return choice, 0

    def _counted(self, rec: Record, own_gold: int, order: tuple[int, ...], bt: float) -> tuple[list[float], list[float]]:
        """The claimed gold and trap shares after counting the claims (``count_claims``).

        The others claim ``C`` gold among their unopened chambers; ``G`` gold is still hidden
        outside this seat's own chambers. An excess ``C − G > 0`` is gold that liars added.
        Each claiming seat's posterior of being a Wächter is taken as its doubt ``1 − trust``
        (its record of proven claims) weighted by how much it claims, normalised over the
        seats; the excess is taken off their claims in that proportion, and a seat blamed
        for lying is also suspected of denying its traps (its trap share moves towards the
        base chance ``bt`` by the same posterior). Only the public record and the seat's own
        chambers are read, as in :meth:`choose`.
        """
        rem, cg, claimed, trust = rec.rem, rec.cg, rec.claimed, rec.trust
        pg, pt = rec.pg, rec.pt
        excess = -(rec.gold_left - own_gold)
        weight = 0.0
        for s in order:
            if rem[s] and claimed[s]:
                excess += cg[s]
                weight += cg[s] * (1.0 - trust[s])
        if excess <= 0 or weight <= 0.0:
            return pg, pt
        share = self.count * excess / weight
        bluff = max(1, self.assumed)
        new_pg, new_pt = list(pg), list(pt)
        for s in order:
            r = rem[s]
            if r and claimed[s] and cg[s]:
                blamed = min(float(cg[s]), share * cg[s] * (1.0 - trust[s]))
                new_pg[s] = (cg[s] - blamed) / r
                posterior = min(1.0, blamed / bluff)
                new_pt[s] = pt[s] + posterior * max(0.0, bt - pt[s])
        return new_pg, new_pt
