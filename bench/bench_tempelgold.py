"""Random Tempelgold playouts per second: checked API and fast path next to a bare loop.

The bare loop is a straightforward plain-Python implementation of the same random game
(kinds as small ints, lists, no engine code). It is the baseline measured in the same run;
the targets (issue 12, "Speed first"), at every player count 3–10, best of interleaved
rounds, are checked API ≥ 0.12 × bare and fast path ≥ 0.7 × bare. Each line prints the
rates, the ratios next to their targets, and whether they hold.

The bare loop shuffles and draws with ``random.Random``'s methods as plain code would; the
engine draws the very same numbers written out on ``getrandbits`` (:mod:`engine.draws`),
which is part of why the fast path can come out faster than the bare loop.
"""
from __future__ import annotations

import random
from collections.abc import Callable

from engine import tempelgold as tg
from engine.tempelgold.tables import setup_for

from bench.speed_targets import CLOCK, TargetTable

NAMES = ["Anna", "Ben", "Carla", "Dan", "Emil", "Eva", "Finn", "Greta", "Hans", "Ida"]
GOLD, EMPTY, TRAP = 0, 1, 2


def bare_playout(players: int, one_trap: bool, seed: int) -> int:
    """One random game in the plainest code; returns 1 if the Abenteurer won."""
    setup = setup_for(players, one_trap)
    rng = random.Random(seed)
    pick = random.Random(seed + 1).randrange
    chambers = [GOLD] * setup.gold + [EMPTY] * setup.empty + [TRAP] * setup.traps
    roles = [True] * setup.red_roles + [False] * setup.black_roles
    rng.shuffle(roles)
    rng.shuffle(chambers)
    rows = [chambers[5 * s : 5 * s + 5] for s in range(players)]
    key = rng.randrange(players)
    gold = traps = 0
    for round_number in range(1, 5):
        for _ in range(players):
            index = pick(sum(map(len, rows)) - len(rows[key]))
            for owner, row in enumerate(rows):
                if owner != key:
                    if index < len(row):
                        break
                    index -= len(row)
            kind = rows[owner].pop(index)
            key = owner
            if kind == GOLD:
                gold += 1
                if gold == setup.gold:
                    return 1
            elif kind == TRAP:
                traps += 1
                if traps == setup.traps:
                    return 0
        rest = [c for row in rows for c in row]
        rng.shuffle(rest)
        per = 5 - round_number
        rows = [rest[per * s : per * (s + 1)] for s in range(players)]
    return 0


def checked_playout(config: tg.Config, seed: int) -> int:
    """One random game through the public, validating API (no views)."""
    game = tg.new_game(config, seed)
    rng = random.Random(seed + 1)
    while game.outcome() is None:
        # Play on in hopeless positions (everybody may then end the game): the key holder opens.
        for seat in game.pending_seats():
            actions = [a for a in game.legal_actions(seat) if type(a) is tg.Open]
            if actions:
                break
        game.apply(seat, actions[rng.randrange(len(actions))])
    return 1 if game.outcome().reason is tg.Reason.ALL_GOLD_FOUND else 0  # type: ignore[union-attr]


ROUNDS = 24
ROUND_SECONDS = 0.06
"""24 rounds of 0.06 s per variant (was 12 of 0.12 s: the same time, twice the chances of a
round that nothing else on a shared machine disturbed)."""
PLAYER_COUNTS = tuple(range(3, 11))
GAME = "Tempelgold"


def rates(plays: dict[str, Callable[[int], object]]) -> dict[str, float]:
    """Playouts per second of each variant: the best of ``ROUNDS`` short rounds, interleaved.

    Interleaving means a burst of load on the machine hits every variant alike, and the
    best round of each is the figure least disturbed by it.
    """
    best = dict.fromkeys(plays, 0.0)
    seed = 0
    for _ in range(ROUNDS):
        for name, play in plays.items():
            count, start = 0, CLOCK()
            while (elapsed := CLOCK() - start) < ROUND_SECONDS:
                for _ in range(10):
                    play(seed)
                    seed += 1
                count += 10
            best[name] = max(best[name], count / elapsed)
    return best


def main() -> None:
    table = TargetTable(GAME)
    for players in PLAYER_COUNTS:
        config = tg.Config(players=NAMES[:players])
        measured = rates({
            "bare": lambda s: bare_playout(players, False, s),
            "checked": lambda s: checked_playout(config, s),
            "fast": lambda s: tg.random_playout(config, s),
        })
        bare, checked, fast = measured["bare"], measured["checked"], measured["fast"]
        table.line(players, bare, checked, fast)
    table.summary()


if __name__ == "__main__":
    main()
