"""The reasoning Boss's posterior over the takes (issue 22).

The Boss knows the diamonds he sent, what came back (diamonds and role cards), the stories and
the takes shown so far. The takes form a chain: seat ``s`` gets the treasure with ``d`` diamonds
and some role cards, takes ``k`` diamonds (a thief), one role card, or nothing, and hands on
``d − k``. Every assignment of takes to seats that fits what he sent, what came back and the
rules (a role card only while one is there, nothing only from an empty treasure or as the last
player, the first player's set-aside card) is weighted by its prior under a model of the
players (their take parameters) and by the likelihood of every seat's story under a model of
how each role tells it (:meth:`StoryModel`, from the players' parameters he assumes). The sum
over all assignments is a forward-backward pass over the chain's states (diamonds left, role
cards gone), so it is exact and costs a few hundred steps rather than an enumeration.

Role kinds are not part of the state: a role taker's card is of kind ``K`` with the share of
``K`` among the role cards missing from the returned treasure and not yet shown (the takers of
the missing cards are exchangeable for the Boss), which is what makes the Ermittler's
posterior: a role taker whose story fits an Ermittler's (a Getreuer claim, perhaps with a bait).

When no assignment at all fits the stories under the model (a story outside it), every story
is given a small chance ``noise`` of being anything, and the pass is run again.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from lab.diamantenraub.params import DrParams
from lab.diamantenraub.passparts import (SHARED_CAP, STATES, ZEROS, Case, Option, SeatPart, State, seat_parts,
                                         shared_parts)
from lab.diamantenraub.passparts import fits as fits_table
from lab.diamantenraub.talk import DIEB, ERMITTLER, FAHRER, GETREUER, NOTHING, REVOLVERHELD, BossKnowledge, Story



@dataclass(frozen=True, slots=True)
class Posterior:
    """Per seat (index 0, the Boss, unused): the chance of being a thief, an Ermittler, anything else."""

    thief: list[float]
    ermittler: list[float]
    fitted: bool
    """Whether some assignment fitted every story under the model (else the noisy pass was used)."""


def understated(received: int, held: int, rate: float) -> float:
    """The chance that a seat which got ``held`` diamonds says it got ``received``, when it
    tells one or two fewer with chance ``rate`` (split evenly between the two; from one
    diamond, only one fewer): the Ermittler's bait and the Straßenkind's decoy alike."""
    if received == held:
        return 1.0 - (rate if held else 0.0)
    if held and received == held - 1:
        return rate / 2 if held > 1 else rate
    if held > 1 and received == held - 2:
        return rate / 2
    return 0.0


def posterior(know: BossKnowledge, p: DrParams) -> Posterior | None:
    """The posterior over the takes, or None if nothing fits even with noise (never seen)."""
    result = _pass(know, p, 0.0)
    if result is None:
        result = _pass(know, p, p.noise)
    return result


def _pass(know: BossKnowledge, p: DrParams, noise: float) -> Posterior | None:
    """One forward-backward pass at story noise ``noise``.

    States are ints ``d << 5 | j`` (diamonds, role cards gone), not tuples. A seat's options
    from a state depend on ``j`` only through whether role cards are still there and whether
    one may still go, so they are worked out once per (diamonds, those two) and shared; with
    its likelihood tables they are kept from one accusation to the next while the seat's key
    (its shown take, the free role cards) is the same. The products and the order of every
    sum are those of the plain pass over tuple states, so the posterior is the same to the
    last bit, and so are the decisions (``tests/lab/test_identical_decisions.py``)."""
    n = know.n
    last = n - 1
    built = sum(know.built_roles)
    gone_total = sum(know.missing_roles)
    ret = know.returned
    shown = know.shown
    free = [max(0, know.missing_roles[k] - sum(1 for s in range(1, n) if shown[s] == k)) for k in range(4)]
    free_total = sum(free)
    weights = [f / free_total for f in free] if free_total else [0.0] * 4
    rho = p.m_role_rate
    uni = p.m_spread
    hide_up = p.m_hide_up
    bait = p.m_bait
    decoy = p.m_decoy
    cover = p.m_fahrer_cover
    risk = p.m_risk
    floor = noise * 0.02
    keep = 1.0 - p.m_wild
    wild = p.m_wild / 16
    stories: list[Story | None] = know.stories
    known = seat_parts(know, p, noise)
    common, cases = shared_parts(p)
    free_key = tuple(weights)

    def seat(s: int) -> SeatPart:
        """Seat ``s``'s likelihood tables (from the cache when its key is unchanged)."""
        kind = shown[s]
        role_kind = kind is None or kind in (GETREUER, ERMITTLER, FAHRER, REVOLVERHELD)
        key = (s, noise, kind, know.shown_diamonds[s] if kind == DIEB else 0, free_key if role_kind else None)
        hit = known.get(key)
        if hit is not None:
            return hit
        story = stories[s]
        assert story is not None
        r, c = story.received, story.took
        rb = stories[s - 1].received if s > 1 and stories[s - 1] is not None else -1  # type: ignore[union-attr]
        same = (noise, kind, key[3], key[4], r, c, rb, s == last, ret)
        hit = common.get(same)
        if hit is not None:
            known[key] = hit
            return hit
        roles = [0.0] * 16
        erm = [0.0] * 16
        nothing = [0.0] * 16
        share = weights if kind is None else [1.0 if k == kind else 0.0 for k in range(4)]
        nothing_kind = kind is None or kind == NOTHING
        for d in range(16):
            if role_kind:
                total = 0.0
                if c == GETREUER:
                    erm[d] = share[ERMITTLER] * (keep * understated(r, d, bait) + wild)
                    total += share[GETREUER] * (r == d) + erm[d]
                elif c == FAHRER:
                    if rb > d:
                        total += share[FAHRER] * (cover if r == rb else (1.0 - cover) if r == d else 0.0)
                    else:
                        total += share[FAHRER] * (r == d)
                elif c == REVOLVERHELD:
                    total += share[REVOLVERHELD] * (r == d)
                roles[d] = total + floor
                erm[d] += floor * share[ERMITTLER]
            if nothing_kind:
                v = understated(r, d, decoy) if c == NOTHING else 0.0
                nothing[d] = (keep * v + wild if c == NOTHING else 0.0) + floor
        claim = 0.0
        if kind is None or kind == DIEB:
            claim = p.m_claims[c] if c < len(p.m_claims) else 0.0
        made = known[key] = SeatPart(roles, erm, nothing, claim)
        if len(common) >= SHARED_CAP:
            common.clear()
        common[same] = made
        return made

    def options(s: int, part: SeatPart, d: int, roles_left: bool, may_go: bool) -> list[Option]:
        """Seat ``s``'s options from a state with ``d`` diamonds: ``roles_left`` whether role
        cards are still in the treasure, ``may_go`` whether one may still go (j < gone)."""
        out: list[Option] = []
        story = stories[s]
        assert story is not None
        kind = shown[s]
        if d == 0 and not roles_left:
            if kind is None or kind == NOTHING:
                out.append((0, part.nothing_lik[d], 3))
            return out
        rest = 1.0
        if s == last:
            pn = p.m_last_nothing
            rest -= pn
            if kind is None or kind == NOTHING:
                out.append((0, pn * part.nothing_lik[d], 3))
        if roles_left and d:
            pr, pt = rest * rho, rest * (1.0 - rho)
        elif roles_left:
            pr, pt = rest, 0.0
        else:
            pr, pt = 0.0, rest
        if pr and may_go and (kind is None or kind != DIEB and kind != NOTHING):
            out.append((1, pr * part.role_lik[d], 2))
        if pt and d > ret and (kind is None or kind == DIEB):
            r = story.received
            claim = part.thief_claim
            if claim or floor:
                spike = min(d, max(1, round(risk * d)))
                each = uni / d
                lo = d - ret
                ks = range(1, lo + 1) if kind is None else (know.shown_diamonds[s],)
                flat, peak = pt * each, pt * (each + (1.0 - uni))  # the take's prior, times pt
                told = claim * (keep * (1.0 - hide_up) + wild) + floor  # he claims what he got
                hid = claim * (keep * hide_up + wild) + floor  # … what he passed on
                other = claim * (keep * 0.0 + wild) + floor  # … anything else
                for k in ks:
                    if k > lo:
                        continue
                    lik = told if r == d else hid if r == d - k else other
                    if lik:
                        out.append((-(k << 5), (peak if k == spike else flat) * lik, 1))
        return out

    def starts() -> list[tuple[State, float]]:
        """Seat 1 gets ``sent`` diamonds; he may set a role card aside first."""
        sigma = p.m_set_aside if built else 0.0
        out = [(know.sent << 5, 1.0 - sigma)]
        if sigma and gone_total:
            out.append((know.sent << 5 | 1, sigma))
        return out

    parts: list[SeatPart] = [SeatPart([], [], [], 0.0)] + [seat(s) for s in range(1, n)]
    def build(s: int, states: Iterable[State], here_memo: dict[State, Case]) -> set[State]:
        """Seat ``s``'s options from each of ``states`` into ``here_memo``; the states they reach."""
        ahead: set[State] = set()
        update = ahead.update
        fits = fits_table(gone_total, ret, last - s)
        fits_key = (last - s) << 9 | gone_total << 14  # with ``ret`` (fixed for a case) all ``fits`` reads
        part = parts[s]
        shared = part.options
        for st in states:
            d = st >> 5
            j = st & 31
            case = d << 2 | (built != j) << 1 | (j < gone_total)
            entry = shared.get(case)
            if entry is None:
                kind = shown[s]
                same = (s == last, kind, know.shown_diamonds[s] if kind == DIEB else 0, d, built != j,
                        j < gone_total, ret, stories[s].received, part.thief_claim, floor,  # type: ignore[union-attr]
                        part.role_lik[d], part.nothing_lik[d])
                entry = cases.get(same)
                if entry is None:
                    opts = options(s, part, d, built != j, j < gone_total)
                    entry = (opts, [(step, w) for step, w, _ in opts if w], {})
                    if len(cases) >= SHARED_CAP:
                        cases.clear()
                    cases[same] = entry
                shared[case] = entry
            here_memo[st] = entry
            where = st | fits_key
            ys = entry[2].get(where)
            if ys is None:
                ys = entry[2][where] = tuple(st + step for step, _ in entry[1] if fits[st + step])
            update(ys)
        return ahead

    # The last pass on this knowledge, if only one seat's part changed since (an accusation
    # showed a take and left the free role cards as they were): the seats before it reach the
    # same states with the same options, and the states it reaches now are among those it
    # reached then, so the backward values of the seats after it are the same numbers on the
    # states still reached (their options are known: the states they reach come from the
    # cache of each case). Only that seat's options and the backward pass from it down are
    # worked out again, then the forward pass, which reads the backward values of exactly
    # the states reached (an option of weight 0 that leads to a state reached otherwise
    # puts it into the forward sums first).
    sign = (know.sent, ret, gone_total, built, p)
    passes = know._passes
    if passes is None:
        passes = know._passes = {}
    prev = passes.get(noise)
    if prev is not None and prev[0] != sign:
        prev = None
    changed = [s for s in range(1, n) if prev is None or parts[s] is not prev[1][s]]
    if prev is not None and not changed:
        return prev[5]  # type: ignore[no-any-return]
    k = changed[0] if prev is not None and len(changed) == 1 else 0
    if k:
        reach: list[set[State]] = prev[2][:]  # type: ignore[index]
        memo: list[dict[State, Case]] = prev[3][:]  # type: ignore[index]
        memo[k] = {}
        reach[k + 1] = build(k, reach[k], memo[k])
        if k < last and not reach[k + 1].issubset(memo[k + 1]):
            k = 0
    if not k:
        # Forward reachability first keeps the backward pass small; a state from which the
        # seats left cannot take the role cards still to go (and a diamond, if any are still
        # to go) is dropped: it cannot reach what came back.
        memo = [{} for _ in range(n)]
        reach = [set() for _ in range(n + 1)]
        reach[1] = {st for st, w in starts() if w}
        for s in range(1, n):
            reach[s + 1] = build(s, reach[s], memo[s])
    # Backward: beta[s][state] = chance of the stories s… and the returned treasure from state at
    # s, in a flat list over all states (0.0: unreachable or impossible). An option of weight 0
    # is left out of the sums: it would add 0.0 × b, which changes no bit.
    if k:
        beta: list[list[float]] = prev[4][:]  # type: ignore[index]
        for s in range(k + 1, n):
            fits = fits_table(gone_total, ret, last - s)
            fits_key = (last - s) << 9 | gone_total << 14
            here_memo = memo[s]
            ahead: set[State] = set()
            kept = [0.0] * STATES
            was = beta[s]
            for st in reach[s]:
                kept[st] = was[st]
                entry = here_memo[st]
                ys = entry[2].get(st | fits_key)
                if ys is None:
                    ys = entry[2][st | fits_key] = tuple(st + step for step, _ in entry[1] if fits[st + step])
                ahead.update(ys)
            beta[s] = kept
            reach[s + 1] = ahead
        after = beta[k + 1]
    else:
        beta = [ZEROS] * (n + 1)
        beta[n] = after = ZEROS[:]
        after[ret << 5 | gone_total] = 1.0
    for s in range(k or last, 0, -1):
        here = [0.0] * STATES
        for st, entry in memo[s].items():
            v = 0.0
            for step, w in entry[1]:
                b = after[st + step]
                if b:
                    v += w * b
            if v:
                here[st] = v
        beta[s] = after = here
    alpha: dict[State, float] = {st: w for st, w in starts() if w}
    first = beta[1]
    z = sum(w * first[st] for st, w in alpha.items())
    if not z:
        passes[noise] = (sign, parts, reach, memo, beta, None)
        return None
    thief = [0.0] * n
    ermittler = [0.0] * n
    for s in range(1, n):
        after = beta[s + 1]
        here = beta[s]
        here_memo = memo[s]
        roles_s, erm_s = parts[s].role_lik, parts[s].erm_lik
        nxt: dict[State, float] = {}
        t = e = 0.0
        for st, a in alpha.items():
            if not here[st]:
                continue
            # every option, those of weight 0 too: they may put a state into ``nxt`` first,
            # and the order of ``nxt`` is the order of the next seat's sums
            for step, w, what in here_memo[st][0]:
                y = st + step
                b = after[y]
                if not b:
                    continue
                v = a * w
                nxt[y] = nxt.get(y, 0.0) + v
                if what == 1:
                    t += v * b
                elif what == 2:
                    rl = roles_s[st >> 5]
                    if rl:
                        e += v * b * erm_s[st >> 5] / rl
        alpha = nxt
        thief[s] = t / z
        ermittler[s] = e / z
    result = Posterior(thief, ermittler, noise == 0.0)
    passes[noise] = (sign, parts, reach, memo, beta, result)
    return result
