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

from dataclasses import dataclass

from lab.diamantenraub.params import DrParams
from lab.diamantenraub.talk import DIEB, ERMITTLER, FAHRER, GETREUER, NOTHING, REVOLVERHELD, BossKnowledge, Story

State = tuple[int, int]
"""(diamonds in the treasure, role cards gone from it) when a seat gets it."""


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

    # Per seat: the likelihood functions of its story, as plain tables over d (0…15).
    stories: list[Story | None] = know.stories
    role_lik: list[list[float]] = [[]] * n
    erm_lik: list[list[float]] = [[]] * n
    nothing_lik: list[list[float]] = [[]] * n
    thief_claim = [0.0] * n
    for s in range(1, n):
        story = stories[s]
        assert story is not None
        r, c = story.received, story.took
        rb = stories[s - 1].received if s > 1 and stories[s - 1] is not None else -1  # type: ignore[union-attr]
        kind = shown[s]
        roles = [0.0] * 16
        erm = [0.0] * 16
        nothing = [0.0] * 16
        for d in range(16):
            if kind is None or kind in (GETREUER, ERMITTLER, FAHRER, REVOLVERHELD):
                share = weights if kind is None else [1.0 if k == kind else 0.0 for k in range(4)]
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
            if kind is None or kind == NOTHING:
                v = understated(r, d, decoy) if c == NOTHING else 0.0
                nothing[d] = (keep * v + wild if c == NOTHING else 0.0) + floor
        role_lik[s], erm_lik[s], nothing_lik[s] = roles, erm, nothing
        if kind is None or kind == DIEB:
            thief_claim[s] = p.m_claims[c] if c < len(p.m_claims) else 0.0

    def options(s: int, state: State) -> list[tuple[State, float, int]]:
        """(next state, prior × likelihood, what: 1 thief, 2 role, 3 nothing) for seat ``s``."""
        d, j = state
        out: list[tuple[State, float, int]] = []
        story = stories[s]
        assert story is not None
        kind = shown[s]
        m = built - j
        if d == 0 and m == 0:
            if kind is None or kind == NOTHING:
                out.append(((d, j), nothing_lik[s][d], 3))
            return out
        rest = 1.0
        if s == last:
            pn = p.m_last_nothing
            rest -= pn
            if kind is None or kind == NOTHING:
                out.append(((d, j), pn * nothing_lik[s][d], 3))
        if m and d:
            pr, pt = rest * rho, rest * (1.0 - rho)
        elif m:
            pr, pt = rest, 0.0
        else:
            pr, pt = 0.0, rest
        if pr and j < gone_total and (kind is None or kind != DIEB and kind != NOTHING):
            out.append(((d, j + 1), pr * role_lik[s][d], 2))
        if pt and d > ret and (kind is None or kind == DIEB):
            r = story.received
            claim = thief_claim[s]
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
                        out.append(((d - k, j), (peak if k == spike else flat) * lik, 1))
        return out

    def starts() -> list[tuple[State, float]]:
        """Seat 1 gets ``sent`` diamonds; he may set a role card aside first."""
        sigma = p.m_set_aside if built else 0.0
        out = [((know.sent, 0), 1.0 - sigma)]
        if sigma and gone_total:
            out.append(((know.sent, 1), sigma))
        return out

    # Backward: beta[s][state] = chance of the stories s… and the returned treasure from state at s.
    beta: list[dict[State, float]] = [{} for _ in range(n + 1)]
    beta[n] = {(ret, gone_total): 1.0}
    # Forward reachability first keeps the backward pass small; a state from which the seats
    # left cannot take the role cards still to go (and a diamond, if any are still to go) is
    # dropped: it cannot reach what came back.
    reach: list[set[State]] = [set() for _ in range(n + 1)]
    reach[1] = {st for st, w in starts() if w}
    memo: list[dict[State, list[tuple[State, float, int]]]] = [{} for _ in range(n)]
    for s in range(1, n):
        ahead = reach[s + 1]
        left = last - s  # seats after s: each takes one thing, so no more role cards than that
        for st in reach[s]:
            opts = options(s, st)
            memo[s][st] = opts
            for y, w, _ in opts:
                if w and gone_total - y[1] + (y[0] > ret) <= left:
                    ahead.add(y)
    for s in range(last, 0, -1):
        after = beta[s + 1]
        here = beta[s]
        for st, opts in memo[s].items():
            v = 0.0
            for y, w, _ in opts:
                b = after.get(y)
                if b:
                    v += w * b
            if v:
                here[st] = v
    alpha: dict[State, float] = {st: w for st, w in starts() if w}
    z = sum(w * beta[1].get(st, 0.0) for st, w in alpha.items())
    if not z:
        return None
    thief = [0.0] * n
    ermittler = [0.0] * n
    for s in range(1, n):
        after = beta[s + 1]
        nxt: dict[State, float] = {}
        t = e = 0.0
        for st, a in alpha.items():
            if not beta[s].get(st):
                continue
            for y, w, what in memo[s][st]:
                b = after.get(y)
                if not b:
                    continue
                v = a * w
                nxt[y] = nxt.get(y, 0.0) + v
                if what == 1:
                    t += v * b
                elif what == 2:
                    rl = role_lik[s][st[0]]
                    if rl:
                        e += v * b * erm_lik[s][st[0]] / rl
        alpha = nxt
        thief[s] = t / z
        ermittler[s] = e / z
    return Posterior(thief, ermittler, noise == 0.0)
