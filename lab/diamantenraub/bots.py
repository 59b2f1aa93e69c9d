"""Diamantenraub decisions: hide, take, tell a story, accuse, shoot.

Both drivers call these with the same inputs, so they make the same decisions.

- **Takes.** A thief takes ``risk`` × the diamonds he sees (at least one); with both
  kinds there, a player takes a role card with chance ``role_rate`` (an Ermittler card
  weighted by ``ermittler_pull``); the last player may take nothing.
- **Stories.** Getreue, Revolverheld, Fahrer tell the truth (what they got, what they
  took) — except that a Fahrer covers the player to his right (whose win is his) by
  repeating the count that player claims to have passed on. A thief names a role card he
  saw and hides his take either in the count he claims to have received (``hide_up``) or
  not at all (then the gap opens after him). The Ermittler (``bait``) and Straßenkinder
  (``decoy``) claim a count one or two lower than they got: they look like a thief.
- **The Boss** lines the stories up between what he sent and what came back. Each
  positive gap between neighbours (diamonds that vanished) is blamed on the two players
  beside it, in equal shares, or wholly on one when the other was cleared or is at an end
  of the chain; a shown thief's take is put back into his story first. A negative gap
  (diamonds that appeared) is a bait signature, held against both while an Ermittler
  card is unaccounted for (``caution``). Claims of a role card beyond the cards of that
  kind missing from the returned treasure add ``overclaim``. He accuses the highest score;
  ties and an all-clear table are broken at random.
- **The Revolverheld** estimates the chance that the accused is an Ermittler from what he
  saw: the Ermittler cards gone before he got the treasure belong to the players before
  him, the ones he saw to the players after him. He shoots at ``shoot_at`` or more, and
  with chance ``save_boss`` whenever the Boss has no excuse left (a wrong accusation would
  end the game; a shot costs his side nothing, since he wins with the Boss even when out).

What the model leaves out (see docs/balance.md): stories about which role cards were
seen, questions and answers, reading faces; the Boss does not learn across games.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from lab.diamantenraub.params import DrParams
from lab.diamantenraub.posterior import posterior
from lab.diamantenraub.talk import (
    DIEB,
    ERMITTLER,
    FAHRER,
    GETREUER,
    NOTHING,
    REVOLVERHELD,
    ROLE_KINDS,
    BossKnowledge,
    Story,
)
from engine.diamantenraub.tables import MAX_HIDDEN

Take = tuple[int, int]
"""(kind, diamonds): ``(DIEB, k)``, ``(role kind, 0)`` or ``(NOTHING, 0)``."""


class DrBot:
    """One side's policy in a game (the Boss's or the players')."""

    def __init__(self, params: DrParams) -> None:
        self.p = params
        self.random = params.epsilon >= 1.0

    def _coin(self, rng: random.Random) -> bool:
        """Whether this decision is made at random (the ``epsilon`` share)."""
        eps = self.p.epsilon
        return bool(eps) and (eps >= 1.0 or rng.random() < eps)

    # -- the Boss, first ----------------------------------------------------------------
    def hide(self, rng: random.Random) -> int:
        hide = self.p.hide
        if hide < 0 or self._coin(rng):
            return rng.randrange(MAX_HIDDEN + 1)
        return min(hide, MAX_HIDDEN)

    # -- passing ------------------------------------------------------------------------
    def set_aside(self, kinds: list[int], rng: random.Random) -> int | None:
        """Seat 1, before taking: the index into ``kinds`` (role cards there) to set aside, or None."""
        if kinds and rng.random() < self.p.set_aside:
            return rng.randrange(len(kinds))
        return None

    def take(self, last: bool, diamonds: int, kinds: list[int], rng: random.Random) -> tuple[int, int]:
        """What the holder takes: (index into ``kinds``, −1) for a role card — check this first —,
        else (DIEB, count) or (NOTHING, 0)."""
        if not diamonds and not kinds:
            return NOTHING, 0
        if self._coin(rng):
            options = (1 if diamonds else 0) + (1 if kinds else 0) + (1 if last else 0)
            pick = rng.randrange(options)
            if diamonds:
                if pick == 0:
                    return DIEB, rng.randrange(diamonds) + 1
                pick -= 1
            if kinds:
                if pick == 0:
                    return rng.randrange(len(kinds)), -1
            return NOTHING, 0
        p = self.p
        if last and p.last_nothing and rng.random() < p.last_nothing:
            return NOTHING, 0
        if kinds and (not diamonds or rng.random() < p.role_rate):
            pull = p.ermittler_pull
            if pull == 1.0 or ERMITTLER not in kinds:
                return rng.randrange(len(kinds)), -1
            weights = [pull if k == ERMITTLER else 1.0 for k in kinds]
            x = rng.random() * sum(weights)
            for i, w in enumerate(weights):
                x -= w
                if x < 0:
                    return i, -1
            return len(kinds) - 1, -1
        return DIEB, min(diamonds, max(1, round(p.risk * diamonds)))

    # -- the interrogation: stories -----------------------------------------------------
    def tell(self, seat: int, last: bool, kind: int, taken: int, received: int, seen: list[int],
             said: Sequence[Story], rng: random.Random) -> Story:
        """The story of ``seat``, who got ``received`` diamonds and the role kinds ``seen``,
        and took ``kind`` (``DIEB`` with ``taken`` diamonds); ``said``: the stories told
        before his, in seat order (the last is the player to his right; none for seat 1,
        whose right is the Boss)."""
        p = self.p
        before = said[-1] if said else None
        if p.scheme and kind in (DIEB, ERMITTLER, NOTHING) and (kind == DIEB or received):
            return self.scheme(seat, last, kind, taken, received, seen, said, rng)
        if kind == DIEB:
            claim = GETREUER if GETREUER in seen else seen[0] if seen else NOTHING if last else GETREUER
            if p.hide_up and rng.random() < p.hide_up:
                return Story(seat, received - taken, claim)
            return Story(seat, received, claim)
        if kind == ERMITTLER:
            if p.bait and received and rng.random() < p.bait:
                return Story(seat, received - min(received, 1 + rng.randrange(2)), GETREUER)
            return Story(seat, received, GETREUER)
        if kind == NOTHING:
            if p.decoy and received and rng.random() < p.decoy:
                return Story(seat, received - min(received, 1 + rng.randrange(2)), NOTHING)
            return Story(seat, received, NOTHING)
        if kind == FAHRER and before is not None and p.fahrer_cover and before.received > received \
                and rng.random() < p.fahrer_cover:
            return Story(seat, before.received, FAHRER)
        return Story(seat, received, kind)

    def scheme(self, seat: int, last: bool, kind: int, taken: int, received: int, seen: list[int],
               said: Sequence[Story], rng: random.Random) -> Story:
        """A story chosen by what the Boss would make of it (``scheme``, the reasoning players).

        The teller lines up the stories told so far, his candidate and the next player's
        likely story (the truth: what he passed on), and scores them as a Boss who blames the
        gaps would (:meth:`scores`, without the role-card count, which he cannot know). A
        thief takes the story that leaves him least suspect against the most suspect other
        seat; an Ermittler or a Straßenkind (who win when the Boss accuses them or wastes an
        excuse) the one that makes them most suspect. Ties go to the first candidate: the
        truth about what he got, then the count he passed on."""
        passed = received - taken
        claim = (GETREUER if GETREUER in seen else seen[0] if seen else NOTHING if last else GETREUER) \
            if kind == DIEB else GETREUER if kind == ERMITTLER else NOTHING
        previous = [st.received for st in said]
        sent = previous[0] if previous else received
        top = min(15, max([received, *previous]) + 1)
        counts = [received, passed, *range(max(0, passed - 1), top + 1)]
        if previous:
            counts.insert(2, previous[-1])
        n = seat + 1 if last else seat + 2
        # What the published Boss would read: the stories by position, the count told last
        # as the next player's (the truth), and what came back (what the teller passed on).
        line = [0, *previous, 0] if last else [0, *previous, 0, passed]
        line.append(passed)
        sign = -1.0 if kind == DIEB else 1.0
        best: tuple[float, int] | None = None
        for count in dict.fromkeys(counts):
            line[seat] = count
            blame = _gap_blame(sent, line, n)
            mine = blame[seat]
            others = max(blame[t] for t in range(1, n) if t != seat)
            value = sign * (mine - others)
            if best is None or value > best[0]:
                best = (value, count)
        assert best is not None
        return Story(seat, best[1], claim)

    # -- the interrogation: the Boss ----------------------------------------------------
    def accuse(self, know: BossKnowledge, rng: random.Random) -> int:
        """Whom the Boss accuses next (one of ``know.accusable``)."""
        targets = know.accusable
        if self._coin(rng):
            return targets[rng.randrange(len(targets))]
        scores = self.reasoned(know) if self.p.reason else self.scores(know)
        best = max(scores[s] for s in targets)
        tied = [s for s in targets if scores[s] == best]
        return tied[0] if len(tied) == 1 else tied[rng.randrange(len(tied))]

    def reasoned(self, know: BossKnowledge) -> list[float]:
        """The reasoning Boss's value of accusing each seat: its posterior of being a thief,
        plus ``excuse_weight`` × its posterior of being innocent and no Ermittler while an
        excuse is left (an Ermittler accused ends the game; so does an innocent without an
        excuse). Falls back on the gap scores if no assignment of takes fits at all."""
        post = posterior(know, self.p)
        if post is None:
            return self.scores(know)
        weight = self.p.excuse_weight if know.excuses > 0 else 0.0
        return [t + weight * max(0.0, 1.0 - t - e) for t, e in zip(post.thief, post.ermittler)]

    def scores(self, know: BossKnowledge) -> list[float]:
        """The Boss's suspicion of each seat (index 0, the Boss, unused)."""
        n = know.n
        shown = know.shown
        received = know.claimed_received()
        took = [0] * (n + 1)
        if DIEB in shown:
            # A shown thief's take goes back into his story, where it closes more of his gaps.
            received = received[:]
            for s in range(1, n):
                if shown[s] == DIEB:
                    k = know.shown_diamonds[s]
                    up = (know.sent if s == 1 else received[s - 1] - took[s - 1]) - received[s]
                    down = received[s] - received[s + 1]
                    if abs(up - k) + abs(down) < abs(up) + abs(down - k):
                        received[s] += k
                    took[s] = k
        blame, baits = _hand_off_blame(know.sent, received, n, took, shown)
        p = self.p
        if p.overclaim:
            for kind, seats in know.claimers():
                claimers = [s for s in seats if shown[s] is None]
                free = know.missing_roles[kind] - shown.count(kind)
                if len(claimers) > free:
                    share = p.overclaim * (len(claimers) - free) / len(claimers)
                    for s in claimers:
                        blame[s] += share
        if p.caution and know.missing_roles[ERMITTLER] > 0:
            _less_for_baits(blame, baits, p.caution, n)
        return blame

    # -- the interrogation: the Revolverheld --------------------------------------------
    def shoot(self, seat: int, accused: int, ermittler_total: int, ermittler_seen: int, open_seats: list[int],
              boss_excuses: int, rng: random.Random) -> bool:
        """Whether the Revolverheld at ``seat`` shouts "Peng!" at this accusation.

        ``ermittler_seen``: Ermittler cards in the treasure when he got it; ``open_seats``:
        the players still in the game whose take is not shown (the accused among them).
        """
        if self._coin(rng):
            return rng.random() < 1 / 3
        p = self.p
        if boss_excuses == 0 and p.save_boss and rng.random() < p.save_boss:
            return True
        if accused < seat:
            cards = ermittler_total - ermittler_seen
            others = sum(1 for s in open_seats if s < seat)
        else:
            cards = ermittler_seen
            others = sum(1 for s in open_seats if s > seat)
        chance = min(1.0, cards / others) if others else 0.0
        return chance >= p.shoot_at and cards > 0


_GAP_CAUTION = DrParams().caution
"""The caution of the Boss the scheming players (``scheme``) expect: the published one."""


def _hand_off_blame(sent: int, received: list[int], n: int, took: Sequence[int] | None = None,
                    shown: Sequence[object] | None = None) -> tuple[list[float], list[int]]:
    """The Boss's blame for each hand-off that lost diamonds (split between the two seats
    beside it whose take is not shown) and the count of hand-offs that gained some (baits:
    an Ermittler's), per seat: the first step of :meth:`DrBot.scores`. ``received[1…n−1]``:
    the stories' counts by position, ``received[n]``: what came back; ``took``: a shown
    thief's take per seat (None: none shown); ``shown``: each seat's shown role or None (None:
    no take shown)."""
    blame = [0.0] * (n + 1)
    baits = [0] * (n + 1)
    last = n - 1
    for b in range(n):  # the hand-off after seat b (b = 0: the Boss's to seat 1)
        if b == 0:
            gap = sent - received[1]
        else:
            gap = received[b] - (took[b] if took is not None else 0) - received[b + 1]
        if gap:
            left = b >= 1 and (shown is None or shown[b] is None)
            right = b < last and (shown is None or shown[b + 1] is None)
            if gap > 0:
                share = gap / 2 if left and right else gap
                if left:
                    blame[b] += share
                if right:
                    blame[b + 1] += share
            else:
                if left:
                    baits[b] += 1
                if right:
                    baits[b + 1] += 1
    return blame, baits


def _less_for_baits(blame: list[float], baits: list[int], caution: float, n: int) -> None:
    """A cautious Boss's last step of :meth:`DrBot.scores`: less blame for each bait a seat
    passed on (it may be the Ermittler), while his model has an Ermittler missing."""
    for s in range(1, n):
        if baits[s]:
            blame[s] -= caution * baits[s]


def _gap_blame(sent: int, received: list[int], n: int) -> list[float]:
    """The Boss the scheming players expect: :meth:`DrBot.scores` of the published Boss
    without the role-card count (``overclaim=0``), on a line of stories where no take is
    shown: the same steps, so the same numbers, without building a :class:`BossKnowledge`
    per candidate story. ``received`` as in :func:`_hand_off_blame`."""
    blame, baits = _hand_off_blame(sent, received, n)
    if _GAP_CAUTION:  # the Boss's model of the role cards has an Ermittler missing
        _less_for_baits(blame, baits, _GAP_CAUTION, n)
    return blame
