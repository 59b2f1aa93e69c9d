"""Tempelgold decisions: what a bot claims after looking, and where the key holder opens.

Both drivers (the fast one and the one on the public API) call these same functions with
the same inputs — the seat's role and own chambers, the public :class:`Record` — so they
make the same decisions. Written for speed: no allocation per decision, one pass over
the other seats (the ``reasoning`` Abenteurer's table model costs more, see
:meth:`TgBot._posterior_choice`).

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

The ``reasoning`` family (not the published bots) adds two things. Its Abenteurer choose by
a Bayesian table model (``posterior``, :mod:`lab.tempelgold.posterior`, kept in the
:class:`Record`): each seat's posterior of being a Wächter from everything it said, everything
opened at it and where it opened, the claims counted against the gold and traps in play, and
the expected gold and traps at each seat from that (:meth:`TgBot._posterior_choice`); they
tell the truth in their claims. (An earlier first step, ``count_claims``,
:meth:`TgBot._counted`, discounts gold claimed beyond the gold in play by the trust weights;
it is still a parameter.) Its Wächter, when they choose where to open, also choose who opens
next: with ``waechter_key`` they prefer the seats the table distrusts, likely fellow Wächter
(a Wächter's score gets ``−waechter_key·trust``, the mirror of the Abenteurer's
``key_weight``).

What the model leaves out (see docs/balance.md): nobody reasons about the key's path over
more than one opening; the Wächter do not know each other (as in the rules), and their
claims do not depend on what was said before them.
"""
from __future__ import annotations

import random
from math import exp, log

from lab.tempelgold.params import TgParams
from lab.tempelgold.posterior import Posterior, Stats, count_weights, wachter_chances
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
                 "cover", "epsilon", "count", "wkey", "assumed", "posterior", "key_trust", "last_trap", "a_hide")

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
        self.posterior = params.posterior
        self.key_trust = params.key_trust
        self.last_trap = params.last_trap
        self.a_hide = params.abenteurer_hide

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
        if traps and self.a_hide and (self.a_hide >= 1.0 or rng.random() < self.a_hide):
            traps = 0
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
        if self.posterior and not waechter and rec.post is not None:
            return self._posterior_choice(rec, own_gold, own_traps, order), 0
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

    def _posterior_choice(self, rec: Record, own_gold: int, own_traps: int, order: tuple[int, ...]) -> int:
        """Where an Abenteurer opens by the Bayesian table model (``posterior``).

        1. Each other seat's chance of being a Wächter, from its likelihood ratio (everything
           it said, everything opened at it, where it opened) and the number of Wächter the
           role cards allow, given that this seat is an Abenteurer.
        2. Counting the claims: the gold and traps of all the others' unopened chambers add up
           to what is in play minus this seat's own. Each seat's ratio is multiplied by how
           well the total fits if it is a Wächter rather than an Abenteurer (normal
           approximation of the sum), and the chances are taken again.
        3. The expected gold and traps at each seat, the role hypotheses mixed by those
           chances, then conditioned on the totals (the shortfall or excess spread over the
           seats by their variance).
        4. Open where gold − aversion·trap + key_trust·(chance of an Abenteurer, who then
           holds the key) is largest (aversion times ``last_trap`` at the last trap); ties go clockwise.

        With two Wächter types (``model_types``), steps 1–3 are taken under each, and the
        results mixed by each type's prior times its evidence (how likely everything seen is
        under it). Only the public record and this seat's own chambers and role are read.
        It costs about ten times a ``belief`` decision (a few hundred arithmetic steps in
        Python per decision), which is why the published fast bots stay ``belief``.
        """
        model = rec.post
        assert model is not None
        rem = rec.rem
        red, black = model.roles
        weights = count_weights(len(order), red, black)
        gold_target = rec.gold_left - own_gold
        trap_target = rec.traps_left - own_traps
        firsts = [_first_pass(post, rem, order, weights, gold_target, trap_target) for post in model.types]
        if len(firsts) == 1:
            pw, golds, traps = _second_pass(firsts[0], rem, order, weights, gold_target, trap_target)
        else:  # the Wächter types weighed by prior and evidence (a type below 1/1000 is left out)
            logs = [lp + first[0] for lp, first in zip(model.log_prior, firsts)]
            top = max(logs)
            type_weights = [exp(x - top) for x in logs]
            total = sum(type_weights)
            type_weights = [w / total for w in type_weights]
            total = sum(w for w in type_weights if w >= 1e-3)
            pw = [0.0] * len(order)
            golds = [0.0] * len(order)
            traps = [0.0] * len(order)
            for w, first in zip(type_weights, firsts):
                if w < 1e-3:
                    continue
                w /= total
                p, g, t = _second_pass(first, rem, order, weights, gold_target, trap_target)
                for i in range(len(order)):
                    pw[i] += w * p[i]
                    golds[i] += w * g[i]
                    traps[i] += w * t[i]
        aversion = self.aversion * self.last_trap if rec.traps_left == 1 else self.aversion
        key = self.key_trust
        best = -1e300
        choice = -1
        for i, s in enumerate(order):
            r = rem[s]
            if r:
                score = (golds[i] - aversion * traps[i]) / r + key * (1.0 - pw[i])
                if score > best:
                    best = score
                    choice = s
        return choice


_Pass = tuple[float, list[Stats], list[float], list[float], list[float], list[float], list[float], float, float,
              float, float]


def _first_pass(post: Posterior, rem: list[int], order: tuple[int, ...], weights: tuple[list[float], int, int],
                gold_target: int, trap_target: int) -> _Pass:
    """Under one type of Wächter, before counting the claims: the log evidence for the type,
    and what :func:`_second_pass` needs (steps 1–2 of :meth:`TgBot._posterior_choice`)."""
    lr, seat_stats = post.lr, post.stats
    stats = [seat_stats[s] for s in order]
    lrs = [lr[s] for s in order]
    pw, evidence = wachter_chances(lrs, weights)
    mg, vg, mt, vt = _mixed(stats, pw)
    sum_mg, sum_vg, sum_mt, sum_vt = sum(mg), sum(vg) + 0.05, sum(mt), sum(vt) + 0.05
    evidence += _log_normal(gold_target, sum_mg, sum_vg) + _log_normal(trap_target, sum_mt, sum_vt)
    return evidence, stats, lrs, mg, vg, mt, vt, sum_mg, sum_vg, sum_mt, sum_vt


def _second_pass(first: _Pass, rem: list[int], order: tuple[int, ...], weights: tuple[list[float], int, int],
                 gold_target: int, trap_target: int) -> tuple[list[float], list[float], list[float]]:
    """Under one type of Wächter, the claims counted: each seat's chance of being a Wächter,
    its expected gold and its expected traps (steps 2–3 of :meth:`TgBot._posterior_choice`)."""
    _, stats, lrs, mg, vg, mt, vt, sum_mg, sum_vg, sum_mt, sum_vt = first
    gold_base = gold_target - sum_mg
    trap_base = trap_target - sum_mt
    for i, (ag, agv, at, atv, wg, wgv, wt, wtv) in enumerate(stats):
        if not rem[order[i]]:
            continue
        dg = gold_base + mg[i]
        base_vg = sum_vg - vg[i]
        dt = trap_base + mt[i]
        base_vt = sum_vt - vt[i]
        va, vw, ua, uw = base_vg + agv, base_vg + wgv, base_vt + atv, base_vt + wtv
        # log N(target; base + Wächter's mean, ·) − log N(target; base + Abenteurer's mean, ·), gold and traps
        log_ratio = 0.5 * ((dg - ag) ** 2 / va - (dg - wg) ** 2 / vw + (dt - at) ** 2 / ua - (dt - wt) ** 2 / uw
                           + log(va * ua / (vw * uw)))
        log_ratio = -20.0 if log_ratio < -20.0 else 20.0 if log_ratio > 20.0 else log_ratio
        lrs[i] *= exp(log_ratio)
    pw, _ = wachter_chances(lrs, weights)
    mg, vg, mt, vt = _mixed(stats, pw)
    sum_mg, sum_vg, sum_mt, sum_vt = sum(mg), sum(vg) + 1e-9, sum(mt), sum(vt) + 1e-9
    shift_g = (gold_target - sum_mg) / sum_vg
    shift_t = (trap_target - sum_mt) / sum_vt
    golds, traps = [], []
    for i, s in enumerate(order):
        r = rem[s]
        g = mg[i] + vg[i] * shift_g
        t = mt[i] + vt[i] * shift_t
        golds.append(0.0 if g < 0.0 else r if g > r else g)
        traps.append(0.0 if t < 0.0 else r if t > r else t)
    return pw, golds, traps


def _mixed(stats: list[Stats],
           pw: list[float]) -> tuple[list[float], list[float], list[float], list[float]]:
    """Per seat: mean and variance of gold and traps, the two role hypotheses mixed."""
    mg, vg, mt, vt = [], [], [], []
    for (ag, agv, at, atv, wg, wgv, wt, wtv), p in zip(stats, pw):
        q = 1.0 - p
        m = q * ag + p * wg
        mg.append(m)
        v = q * (agv + ag * ag) + p * (wgv + wg * wg) - m * m
        vg.append(v if v > 0.0 else 0.0)
        m = q * at + p * wt
        mt.append(m)
        v = q * (atv + at * at) + p * (wtv + wt * wt) - m * m
        vt.append(v if v > 0.0 else 0.0)
    return mg, vg, mt, vt


def _log_normal(x: float, mean: float, var: float) -> float:
    """Log density of a normal distribution at ``x`` (up to a constant)."""
    return -0.5 * ((x - mean) ** 2 / var + log(var))
