"""The Bayesian table model of the ``reasoning`` Abenteurer: who is a Wächter, and what lies where.

Built, like :class:`~lab.tempelgold.talk.Record` (which owns one when asked), from public
facts only: the claims said aloud, the chambers opened (by whom, at whom, showing what) and
the rules' numbers (gold, traps, role cards). For every seat it keeps two hypotheses, *the
seat is an Abenteurer* and *the seat is a Wächter*, each with a distribution over what the
seat's unopened chambers hold this round (gold ``g``, traps ``t``):

- at a deal, the prior of a seat's ``(g, t)`` is hypergeometric (its chambers drawn from
  the hidden ones); the claim's likelihood comes from an opponent model (:class:`Model`):
  an Abenteurer says the truth with probability ``honesty`` (else one gold off, as
  :meth:`lab.tempelgold.bots.TgBot.claim` does); a Wächter lies with probability ``lie``,
  claiming ``bluff`` more gold (1, or 2 with probability ``bluff2``) and no trap;
- an opened chamber multiplies each hypothesis by the chance of showing that card
  (``g/r``, ``t/r`` or the empty share) and removes it;
- the key holder's choice is evidence too: an opening at a seat whose claim looked best
  for the Abenteurer (most claimed gold share, no claimed trap where others claimed none)
  has likelihood ``choice_a`` for an Abenteurer and ``choice_w`` for a Wächter.

Each piece of evidence multiplies the seat's likelihood ratio ``lr[s]`` (Wächter over
Abenteurer); rounds are independent given the role (chambers are redealt), so the ratio
carries over the whole game. The coupling between seats (how many Wächter sit at the table,
and that the gold and traps of all hidden chambers add up to what is still in play) is
applied by the Abenteurer deciding, who also knows its own chambers and role
(:meth:`lab.tempelgold.bots.TgBot._posterior_choice`).
"""
from __future__ import annotations

from math import comb, log

from lab.tempelgold.kinds import GOLD, TRAP

Model = tuple[float, float, int, float, float, float, int, float, float]
"""(honesty, lie, bluff, bluff2, choice_a, choice_w, types, type2_prior, hide): how the model thinks
each side behaves (see :class:`~lab.tempelgold.params.TgParams`)."""

Hypothesis = list[tuple[int, int, float]]
"""(gold, traps, weight) of a seat's unopened chambers, the weights summing to 1."""

LR_CAP = 1e8
_CLAIM_CACHE: dict[tuple[int, int, int, int, int, int, Model], tuple[float, float, Hypothesis, Hypothesis]] = {}


def _prior(hidden: int, gold: int, traps: int, per: int) -> list[tuple[int, int, float]]:
    """Hypergeometric chance of each (g, t) in ``per`` chambers drawn from the hidden ones."""
    empty = hidden - gold - traps
    total = comb(hidden, per)
    out = []
    for g in range(min(gold, per) + 1):
        for t in range(min(traps, per - g) + 1):
            e = per - g - t
            if e <= empty:
                p = comb(gold, g) * comb(traps, t) * comb(empty, e) / total
                if p > 0.0:
                    out.append((g, t, p))
    return out


def _claim_a(g: int, t: int, per: int, cg: int, ct: int, honesty: float, hide: float) -> float:
    """Chance that an Abenteurer holding (g, t) claims (cg, ct) (one gold off when not honest;
    its traps denied with probability ``hide``)."""
    if t and hide:
        if ct == 0:
            return hide * _claim_a(g, t, per, cg, t, honesty, 0.0)
        if ct == t:
            return (1.0 - hide) * _claim_a(g, t, per, cg, t, honesty, 0.0)
        return 0.0
    if ct != t:
        return 0.0
    if cg == g:
        return honesty
    miss = 1.0 - honesty
    if g == 0:
        return miss if cg == 1 else 0.0
    if g + t < per:
        return miss / 2 if cg in (g - 1, g + 1) else 0.0
    return miss if cg == g - 1 else 0.0


def _claim_w(g: int, t: int, per: int, cg: int, ct: int, lie: float, bluff: int, bluff2: float) -> float:
    """Chance that a Wächter holding (g, t) claims (cg, ct): the truth, or more gold and no trap."""
    p = (1.0 - lie) if (cg == g and ct == t) else 0.0
    if ct == 0:
        if cg == min(per, g + bluff):
            p += lie * (1.0 - bluff2)
        if cg == min(per, g + (2 if bluff == 1 else 1)):
            p += lie * bluff2
    return p


def after_claim(hidden: int, gold: int, traps: int, per: int, cg: int, ct: int,
                model: Model) -> tuple[float, float, Hypothesis, Hypothesis]:
    """(likelihood as Abenteurer, as Wächter, posterior as Abenteurer, as Wächter) of a claim."""
    key = (hidden, gold, traps, per, cg, ct, model)
    hit = _CLAIM_CACHE.get(key)
    if hit is not None:
        return hit
    honesty, lie, bluff, bluff2 = model[0], model[1], model[2], model[3]
    prior = _prior(hidden, gold, traps, per)
    ha = [(g, t, p * _claim_a(g, t, per, cg, ct, honesty, model[8])) for g, t, p in prior]
    hw = [(g, t, p * _claim_w(g, t, per, cg, ct, lie, bluff, bluff2)) for g, t, p in prior]
    za = sum(w for _, _, w in ha)
    zw = sum(w for _, _, w in hw)
    if za <= 0.0 and zw <= 0.0:  # a claim neither side would make: it tells nothing
        za = zw = 1.0
        ha = hw = prior
    elif za <= 0.0:
        ha = [(g, t, w / zw) for g, t, w in hw if w > 0.0]
        hw = ha
    elif zw <= 0.0:
        ha = [(g, t, w / za) for g, t, w in ha if w > 0.0]
        hw = ha
    else:
        ha = [(g, t, w / za) for g, t, w in ha if w > 0.0]
        hw = [(g, t, w / zw) for g, t, w in hw if w > 0.0]
    out = (za, zw, ha, hw)
    if len(_CLAIM_CACHE) < 200000:
        _CLAIM_CACHE[key] = out
    return out


Stats = tuple[float, float, float, float, float, float, float, float]
"""Mean and variance of the gold, mean and variance of the traps: as Abenteurer, then as Wächter."""
NO_STATS: Stats = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)


def _moments(h: Hypothesis) -> tuple[float, float, float, float]:
    """Mean and variance of the gold, then of the traps, under one hypothesis."""
    mg = vg = mt = vt = 0.0
    for g, t, w in h:
        mg += w * g
        vg += w * g * g
        mt += w * t
        vt += w * t * t
    return mg, vg - mg * mg, mt, vt - mt * mt


def _clamp(lr: float) -> float:
    return LR_CAP if lr > LR_CAP else 1.0 / LR_CAP if lr < 1.0 / LR_CAP else lr


def _open(h: Hypothesis, r: int, kind: int) -> tuple[float, Hypothesis]:
    """Open one of ``r`` chambers of a seat under one hypothesis: (likelihood, posterior)."""
    out = []
    z = 0.0
    for g, t, w in h:
        if kind == GOLD:
            if g:
                w *= g
                out.append((g - 1, t, w))
                z += w
        elif kind == TRAP:
            if t:
                w *= t
                out.append((g, t - 1, w))
                z += w
        else:
            e = r - g - t
            if e > 0:
                w *= e
                out.append((g, t, w))
                z += w
    if z > 0.0:
        out = [(g, t, w / z) for g, t, w in out]
    return z / r, out


class Posterior:
    """Per seat: the likelihood ratio Wächter/Abenteurer and both hypotheses' chamber contents."""

    __slots__ = ("n", "model", "lr", "ha", "hw", "roles", "stats")

    def __init__(self, n: int, model: Model, roles: tuple[int, int]) -> None:
        self.n = n
        self.model = model
        self.roles = roles
        """(red, black) role cards in the game: how many Wächter there can be."""
        self.lr = [1.0] * n
        self.ha: list[Hypothesis] = [[] for _ in range(n)]
        self.hw: list[Hypothesis] = [[] for _ in range(n)]
        self.stats: list[Stats] = [NO_STATS] * n
        """Per seat: the moments of both hypotheses (kept up to date for the decisions)."""

    def new_round(self, per: int, hidden: int, gold: int, traps: int, claims: list[tuple[int, int] | None]) -> None:
        """Chambers were dealt, ``per`` each, out of ``hidden`` holding ``gold`` and ``traps``."""
        model = self.model
        lr, ha, hw = self.lr, self.ha, self.hw
        for s, claim in enumerate(claims):
            if claim is None:
                ha[s] = hw[s] = _prior(hidden, gold, traps, per)
                self.stats[s] = _moments(ha[s]) * 2
                continue
            za, zw, a, w = after_claim(hidden, gold, traps, per, claim[0], claim[1], model)
            lr[s] = LR_CAP if za <= 0.0 else _clamp(lr[s] * zw / za)
            ha[s] = a
            hw[s] = w
            self.stats[s] = _moments(a) + _moments(w)

    def opened(self, opener: int, owner: int, r: int, kind: int, a_like: bool | None) -> None:
        """A chamber of ``owner`` (``r`` unopened before) showed ``kind``; ``a_like`` says
        whether the opener's choice looked like an Abenteurer's (None: no choice to read)."""
        lr = self.lr
        if a_like is not None:
            ca, cw = self.model[4], self.model[5]
            lr[opener] = _clamp(lr[opener] * (cw / ca if a_like else (1.0 - cw) / (1.0 - ca)))
        za, a = _open(self.ha[owner], r, kind)
        zw, w = _open(self.hw[owner], r, kind)
        if za > 0.0 and zw > 0.0:
            lr[owner] = _clamp(lr[owner] * zw / za)
        elif za > 0.0:
            lr[owner] = 1.0 / LR_CAP
            w = a
        elif zw > 0.0:
            lr[owner] = LR_CAP
            a = w
        else:  # neither hypothesis expected this: forget the claim, keep a flat guess
            flat = [(g, t) for g in range(r) for t in range(r - g)]
            a = w = [(g, t, 1.0 / len(flat)) for g, t in flat]
        self.ha[owner] = a
        self.hw[owner] = w
        self.stats[owner] = _moments(a) + _moments(w) if r > 1 else NO_STATS


class TableModel:
    """One :class:`Posterior` per type of Wächter the table may have (``types`` = 2: their
    lies add ``bluff`` gold, or ``bluff + 1``; all Wächter at a table play one way), with each
    type's prior weight; the Abenteurer deciding weighs the types by their evidence."""

    __slots__ = ("types", "log_prior", "roles")

    def __init__(self, n: int, model: Model, roles: tuple[int, int]) -> None:
        self.roles = roles
        count, second = model[6], model[7]
        if count <= 1:
            self.types = [Posterior(n, model, roles)]
            self.log_prior = [0.0]
        else:
            self.types = [Posterior(n, model, roles),
                          Posterior(n, model[:2] + (model[2] + 1,) + model[3:], roles)]
            self.log_prior = [log(1.0 - second), log(second)]

    def new_round(self, per: int, hidden: int, gold: int, traps: int, claims: list[tuple[int, int] | None]) -> None:
        for post in self.types:
            post.new_round(per, hidden, gold, traps, claims)

    def opened(self, opener: int, owner: int, r: int, kind: int, a_like: bool | None) -> None:
        for post in self.types:
            post.opened(opener, owner, r, kind, a_like)


_COUNT_WEIGHTS: dict[tuple[int, int, int], tuple[list[float], int, int]] = {}


def count_weights(others: int, red: int, black: int) -> tuple[list[float], int, int]:
    """For an Abenteurer: the prior weight of one particular set of ``k`` Wächter among the
    ``others`` seats, for each ``k`` (the role cards left are ``red − 1`` and ``black``), and
    the smallest and largest ``k`` possible."""
    key = (others, red, black)
    hit = _COUNT_WEIGHTS.get(key)
    if hit is None:
        total = comb(red - 1 + black, others)
        weights = [comb(black, k) * comb(red - 1, others - k) / total / comb(others, k) for k in range(others + 1)]
        possible = [k for k, w in enumerate(weights) if w > 0.0]
        hit = _COUNT_WEIGHTS[key] = (weights, possible[0], possible[-1])
    return hit


def wachter_chances(lrs: list[float], prior: tuple[list[float], int, int]) -> tuple[list[float], float]:
    """Each seat's posterior of being a Wächter, from its likelihood ratio and the prior
    weight of each set size (:func:`count_weights`): the coefficients of
    prod_s ((1 − p_s) + p_s·z), p_s = lr/(1 + lr), with each seat divided out again (from
    the stable end) for its own chance. Also the log evidence: the data's likelihood relative
    to every seat being an Abenteurer (how well these ratios fit the role cards), which
    weighs the Wächter types against each other."""
    weights, lo, hi = prior
    m = len(lrs)
    ps = []
    scale = 0.0
    for x in lrs:
        ps.append(x / (1.0 + x))
        scale += log(1.0 + x)
    # After the i-th seat only c[0…i] can be non-zero: the rest of the update would add
    # 0.0 × q and 0.0 × p, so it is skipped (the same numbers, in half the steps).
    c = [1.0] + [0.0] * m
    top = 0
    for p in ps:
        q = 1.0 - p
        top += 1
        below = c[top - 1]
        c[top] = p * below
        for j in range(top - 1, 0, -1):
            here = c[j - 1]
            c[j] = q * c[j] + p * here
        c[0] *= q
    total = 0.0
    for k in range(lo, hi + 1):
        total += weights[k] * c[k]
    out = []
    f = [0.0] * m
    first = lo - 1 if lo > 0 else 0
    done: dict[float, float] = {}
    for p in ps:
        same = done.get(p)
        if same is not None:  # a seat with the same chance as one before: the same steps
            out.append(same)
            continue
        q = 1.0 - p
        if p <= 0.5:
            prev = 0.0
            for j in range(hi):
                prev = f[j] = (c[j] - p * prev) / q
        else:
            nxt = 0.0
            for j in range(m, first, -1):
                nxt = f[j - 1] = (c[j] - q * nxt) / p
        acc = 0.0
        for j in range(first, hi):
            acc += weights[j + 1] * f[j]
        chance = p * acc / total if total > 0.0 else 0.0
        chance = done[p] = 0.0 if chance < 0.0 else 1.0 if chance > 1.0 else chance
        out.append(chance)
    return out, (log(total) + scale if total > 0.0 else -1e300)
