"""Tempelgold determinizations drawn from a seat's posterior (:mod:`lab.tempelgold.posterior`).

What a seat does not know: the other seats' roles and what their unopened chambers hold (and
the order of its own, which nobody knows). The ``reasoning`` Abenteurer's Bayesian table model
(:class:`~lab.tempelgold.posterior.TableModel`, kept from public facts only: the claims, the
openings, who opened where) gives, per seat and per type of Wächter, the likelihood ratio
Wächter/Abenteurer and, under each role, a distribution of the seat's (gold, traps). A
determinization is drawn from it in two steps:

1. the roles: every set ``W`` of other seats that the role cards allow is weighed by the
   role cards' prior (``black`` and ``red`` cards left once the seat's own is taken), the
   product of the likelihood ratios in ``W`` and — while chambers are claimed this round —
   the chance that the seats' (gold, traps) add up to what is still hidden outside the
   seat's own chambers (the model's per-seat distributions, conditioned on the totals:
   a small dynamic programme over seats). The types of Wächter are weighed by their prior.
   Exact enumeration while there are at most :data:`EXACT_SETS` (type, set) pairs; beyond
   that the totals are left out of the role weights (and still enforced in step 2);
2. the counts: each seat's (gold, traps) given its role, drawn jointly so that they add up to
   the totals (backward sampling through the same programme); each row is then shuffled.

Before the claims of a round are said (the seat's own claim is a decision), the deal is
fresh: the unknown chambers are shuffled among the other seats' rows, and only the roles
are drawn from the posterior. Nothing here reads a hidden state: the inputs are the public
record and the seat's own role and counts.
"""
from __future__ import annotations

import random
from itertools import combinations
from math import comb, exp

from lab.tempelgold.kinds import EMPTY, GOLD, TRAP
from lab.tempelgold.posterior import Hypothesis, TableModel

EXACT_SETS = 256
Table = dict[tuple[int, int], float]


def _dist(h: Hypothesis, rem: int) -> list[tuple[int, int, float]]:
    """A seat's (gold, traps, weight) that fit its ``rem`` unopened chambers (a flat guess if none)."""
    if rem == 0:
        return [(0, 0, 1.0)]
    out = [(g, t, w) for g, t, w in h if w > 0.0 and g + t <= rem]
    if not out:
        out = [(g, t, 1.0) for g in range(rem + 1) for t in range(rem + 1 - g)]
    return out


def _forward(dists: list[list[tuple[int, int, float]]]) -> list[Table]:
    """``tables[i]``: the weight of each (gold, traps) sum over the first ``i`` seats."""
    tables: list[Table] = [{(0, 0): 1.0}]
    for dist in dists:
        prev = tables[-1]
        nxt: Table = {}
        for (gs, ts), w0 in prev.items():
            for g, t, w in dist:
                key = (gs + g, ts + t)
                nxt[key] = nxt.get(key, 0.0) + w0 * w
        tables.append(nxt)
    return tables


def _backward(dists: list[list[tuple[int, int, float]]], tables: list[Table], gold: int, traps: int,
              rng: random.Random) -> list[tuple[int, int]]:
    """Each seat's (gold, traps), drawn given that they sum to (``gold``, ``traps``)."""
    out: list[tuple[int, int]] = [(0, 0)] * len(dists)
    for i in range(len(dists) - 1, -1, -1):
        before = tables[i]
        options = [(g, t, w * before.get((gold - g, traps - t), 0.0)) for g, t, w in dists[i]]
        x = rng.random() * sum(w for _, _, w in options)
        pick = options[-1]
        for option in options:
            x -= option[2]
            if x < 0.0:
                pick = option
                break
        out[i] = (pick[0], pick[1])
        gold -= pick[0]
        traps -= pick[1]
    return out


class RoleSampler:
    """The seat's posterior over (Wächter type, set of Wächter among the others), with the
    count programme of each, for one decision (built once, sampled every iteration)."""

    def __init__(self, model: TableModel, seat: int, waechter: bool, rem: list[int], gold: int, traps: int,
                 claims_in: bool) -> None:
        n = len(rem)
        self.others = [s for s in range(n) if s != seat]
        self.gold, self.traps, self.claims_in = gold, traps, claims_in
        red, black = model.roles
        red_left, black_left = red - (not waechter), black - waechter
        m = len(self.others)
        total = comb(red_left + black_left, m)
        size_prior = [comb(black_left, j) * comb(red_left, m - j) / total / comb(m, j) if total else 0.0
                      for j in range(m + 1)]
        sets = [frozenset(c) for j in range(m + 1) if size_prior[j] > 0.0 for c in combinations(self.others, j)]
        types = model.types
        exact = claims_in and len(sets) * len(types) <= EXACT_SETS
        self.choices: list[tuple[int, frozenset[int]]] = []
        self.weights: list[float] = []
        self._tables: dict[tuple[int, frozenset[int]], tuple[list[list[tuple[int, int, float]]], list[Table]]] = {}
        for ti, (post, lp) in enumerate(zip(types, model.log_prior)):
            for w in sets:
                weight = exp(lp) * size_prior[len(w)]
                for s in w:
                    weight *= post.lr[s]
                if exact:
                    dists, tables = self._programme(ti, w, model, rem)
                    weight *= tables[-1].get((gold, traps), 0.0)
                if weight > 0.0:
                    self.choices.append((ti, w))
                    self.weights.append(weight)
        if not self.choices:  # nothing fits the model (a claim outside it): every allowed set alike
            self.choices = [(0, w) for w in sets]
            self.weights = [1.0] * len(sets)
        self.model, self.rem = model, rem
        total_weight = sum(self.weights)
        acc = 0.0
        self.cumulative = []
        for weight in self.weights:
            acc += weight / total_weight
            self.cumulative.append(acc)

    def _programme(self, ti: int, waechter: frozenset[int], model: TableModel,
                   rem: list[int]) -> tuple[list[list[tuple[int, int, float]]], list[Table]]:
        key = (ti, waechter)
        hit = self._tables.get(key)
        if hit is None:
            post = model.types[ti]
            dists = [_dist(post.hw[s] if s in waechter else post.ha[s], rem[s]) for s in self.others]
            hit = self._tables[key] = (dists, _forward(dists))
        return hit

    def sample(self, rng: random.Random) -> tuple[frozenset[int], dict[int, tuple[int, int]] | None]:
        """The Wächter among the others and, once the round's claims are in, each other
        seat's (gold, traps) (None before: the deal is then shuffled by :func:`rows`)."""
        for _ in range(100):
            x = rng.random()
            i = 0
            cumulative = self.cumulative
            while i < len(cumulative) - 1 and cumulative[i] < x:
                i += 1
            ti, waechter = self.choices[i]
            if not self.claims_in:
                return waechter, None
            dists, tables = self._programme(ti, waechter, self.model, self.rem)
            if tables[-1].get((self.gold, self.traps), 0.0) > 0.0:
                counts = _backward(dists, tables, self.gold, self.traps, rng)
                return waechter, dict(zip(self.others, counts))
        return waechter, None  # no set fits the totals under the model: a fresh shuffle instead


def rows(seat: int, rem: list[int], own: tuple[int, int], counts: dict[int, tuple[int, int]] | None,
         gold: int, traps: int, rng: random.Random) -> list[list[int]]:
    """Every seat's unopened chambers as kinds, shuffled: the seat's own from its counts, the
    others' from ``counts`` or, when None, the ``gold`` and ``traps`` still hidden outside
    the seat's own chambers shuffled among them."""
    out: list[list[int]] = []
    if counts is None:
        unknown = sum(rem) - rem[seat]
        pool = [GOLD] * gold + [TRAP] * traps + [EMPTY] * (unknown - gold - traps)
        rng.shuffle(pool)
        at = 0
        for s, r in enumerate(rem):
            if s == seat:
                out.append([])
            else:
                out.append(pool[at:at + r])
                at += r
    else:
        for s, r in enumerate(rem):
            if s == seat:
                out.append([])
                continue
            g, t = counts[s]
            row = [GOLD] * g + [TRAP] * t + [EMPTY] * (r - g - t)
            rng.shuffle(row)
            out.append(row)
    g, t = own
    mine = [GOLD] * g + [TRAP] * t + [EMPTY] * (rem[seat] - g - t)
    rng.shuffle(mine)
    out[seat] = mine
    return out
