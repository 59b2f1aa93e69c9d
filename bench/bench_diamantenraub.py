"""Diamantenraub: random playouts per second, checked API and fast path, against a bare loop.

(a) the checked API: ``new_game`` (with its log), then ``pending_seats``/``legal_actions``/
    ``apply`` each step, with the moves of the shared random policy
    (:func:`engine.diamantenraub.fast.play` through a ``CheckedMover``); no views;
(b) the fast path :func:`engine.diamantenraub.random_playout`;
(c) a bare loop: the same random game (same policy, same rules, same winners) written
    directly with plain ints and lists, no engine code, measured in the same run.

Targets (issue 12, "Speed first"), at every player count 5–12, best of interleaved rounds
in one run: (a) ≥ 0.12 × (c), (b) ≥ 0.7 × (c). Each line prints the three rates, the two
ratios next to their targets, and whether they hold.

The bare loop draws with ``rng.randrange`` as plain code would; the engine's policy draws
the very same numbers written out on ``rng.getrandbits`` (:mod:`engine.draws`), which is
part of why (b) can come out faster than (c).
"""
from __future__ import annotations

import random
from collections.abc import Callable

from engine import diamantenraub as dr
from engine.diamantenraub.fast import CheckedMover, play
from engine.diamantenraub.tables import STANDARD

from bench.speed_targets import CLOCK, TargetTable

MIN_SECONDS = 2.0
ROUNDS = 20
"""20 rounds of 0.1 s per variant (was 10 of 0.2 s: the same time, twice the chances of a
round that nothing else on a shared machine disturbed)."""
PLAYER_COUNTS = tuple(range(5, 13))
GAME = "Diamantenraub"

# Kinds in the bare loop: role cards are 0..3, takes are role kinds or these two.
GETREUER, ERMITTLER, FAHRER, REVOLVERHELD, DIEB, STRASSENKIND = range(6)


def bare_game(n: int, getreue: int, ermittler: int, fahrer: int, excuses: int, revolver: bool,
              rng: random.Random) -> tuple[frozenset[int], int]:
    """One random game with plain ints: returns (winners, reason 0..3)."""
    roles = [GETREUER] * (getreue - revolver) + [ERMITTLER] * ermittler + [FAHRER] * fahrer
    if revolver:
        roles.append(REVOLVERHELD)
    diamonds = 15 - rng.randrange(6)
    start = diamonds
    kind = [-1] * n
    count = [0] * n
    set_aside = False
    for seat in range(1, n):
        if seat == 1 and roles and rng.random() < 0.25:
            roles.pop(rng.randrange(len(roles)))
            set_aside = True
        options = []
        if diamonds:
            options.append(DIEB)
        if roles:
            options.append(GETREUER)
        if seat == n - 1 or not options:
            options.append(STRASSENKIND)
        choice = options[rng.randrange(len(options))] if len(options) > 1 else options[0]
        if choice == DIEB:
            k = rng.randrange(diamonds) + 1
            diamonds -= k
            kind[seat] = DIEB
            count[seat] = k
        elif choice == GETREUER:
            kind[seat] = roles.pop(rng.randrange(len(roles)))
        else:
            kind[seat] = STRASSENKIND
    del set_aside
    outstanding = start - diamonds
    in_game = [True] * n
    shown = [False] * n
    reason = 0 if outstanding == 0 else -1
    alone = -1
    while reason < 0:
        targets = [s for s in range(1, n) if in_game[s] and not shown[s]]
        accused = targets[rng.randrange(len(targets))]
        if revolver:
            for s in range(1, n):
                if kind[s] == REVOLVERHELD:
                    if s != accused and in_game[s] and rng.random() < 1 / 3:
                        shown[s] = shown[accused] = True
                        if kind[accused] == ERMITTLER:
                            reason, alone = 3, s
                        else:
                            in_game[s] = in_game[accused] = False
                            if kind[accused] == DIEB:
                                outstanding -= count[accused]
                                if outstanding == 0:
                                    reason = 0
                        accused = -1
                    break
        if accused < 0:
            continue
        shown[accused] = True
        k = kind[accused]
        if k == DIEB:
            in_game[accused] = False
            outstanding -= count[accused]
            if outstanding == 0:
                reason = 0
        elif k == ERMITTLER:
            reason, alone = 1, accused
        elif excuses:
            excuses -= 1
        else:
            reason = 2
    if reason == 0:
        winners = {0, *(s for s in range(1, n) if kind[s] == GETREUER or kind[s] == REVOLVERHELD)}
    elif reason == 2:
        best = max(count[s] for s in range(1, n) if kind[s] == DIEB and in_game[s])
        winners = {s for s in range(1, n) if kind[s] == DIEB and in_game[s] and count[s] == best}
        winners.update(s for s in range(1, n) if kind[s] == STRASSENKIND)
    else:
        winners = {alone}
    for s in range(1, n):
        if kind[s] == FAHRER and s - 1 in winners:
            winners.add(s)
    return frozenset(winners), reason


def _rate(play: Callable[[int], object], seconds: float) -> float:
    """Playouts per second over at least ``seconds``."""
    games = 0
    batch = 100
    start = CLOCK()
    while True:
        for i in range(batch):
            play(games + i)
        games += batch
        elapsed = CLOCK() - start
        if elapsed >= seconds:
            return games / elapsed


def _best_rates(plays: dict[str, Callable[[int], object]]) -> dict[str, float]:
    """Each variant measured in ROUNDS interleaved rounds (≥ MIN_SECONDS in all); the best
    round counts, so that a noisy moment on a shared machine hurts no variant in particular."""
    best = dict.fromkeys(plays, 0.0)
    for _ in range(ROUNDS):
        for name, one_game in plays.items():
            best[name] = max(best[name], _rate(one_game, MIN_SECONDS / ROUNDS))
    return best


def main() -> None:
    table = TargetTable(GAME)
    for players in PLAYER_COUNTS:
        config = dr.Config(players=[f"P{i}" for i in range(players)])
        setup = STANDARD[players]
        rng = random.Random(1)

        def checked(seed: int) -> object:
            game = dr.new_game(config, seed)
            play(game, rng, CheckedMover(game, query=True))
            return game.outcome()

        def fast(seed: int) -> object:
            return dr.random_playout(config, seed, rng)

        def bare(seed: int) -> object:
            return bare_game(players, setup.getreue, setup.ermittler, setup.fahrer, setup.excuses, False, rng)

        rates = _best_rates({"bare": bare, "checked": checked, "fast": fast})
        a, b, c = rates["checked"], rates["fast"], rates["bare"]
        table.line(players, c, a, b)
    table.summary()


if __name__ == "__main__":
    main()
