"""The strong bots' cost (issue 33, item 4): CPU per game of the ``reasoning`` families and of
the published equilibrium (the shipped mixtures, each strategy pair by its weight) next to
``belief`` at the largest counts, measured in the same run, and how long one decision of a
reasoning seat takes.

Targets: a reasoning mix costs at most ``RATIO_TARGET`` × the CPU of ``belief`` per game
(Diamantenraub at 12 players, Tempelgold at 10), and a reasoning seat's decision stays under
``DECISION_TARGET_MS`` at 12 players (so the same bots can sit at the table). The decisions are
timed twice: on the lab's fast driver (the bot's decision methods) and on the app's path for
a "strong" computer seat (:mod:`lab.table_bots` with the game's ``seat_bot``, every seat a
computer, the claims board between them), where each call rebuilds what the seat knows from
its view and the board; the median and the maximum of both are printed.

CPU time (``time.process_time``) in this one process, because the machine is shared: time a
process spends descheduled would count against whichever mix it interrupted. The mixes are
played in interleaved rounds on the same games (common random numbers: the job seed leaves the
mix out), and the best round of each is kept. ``BOTS_BENCH_GAMES`` (default 300) sets the games
per round, ``BOTS_BENCH_ROUNDS`` (default 3) the rounds.
"""
from __future__ import annotations

import importlib
import os
import statistics
import time
from collections.abc import Callable
from typing import Any

from lab.games import lab_game
from lab.runner import Job
from lab.seeds import job_seed

RATIO_TARGET = 4.0
DECISION_TARGET_MS = 200.0
CLOCK = time.process_time

#: Per game, its largest count and the reasoning mixes: each side reasoning against ``belief``, and both.
MIXES: dict[str, tuple[int, tuple[str, ...]]] = {
    "diamantenraub": (12, ("boss=reasoning;players=belief", "boss=belief;players=reasoning", "reasoning")),
    "tempelgold": (10, ("abenteurer=reasoning;waechter=belief", "abenteurer=belief;waechter=reasoning", "reasoning")),
}

#: The decision methods whose time is a seat's thinking (the fast drivers call them).
DECISIONS: dict[str, tuple[str, ...]] = {
    "diamantenraub": ("accuse", "tell", "take", "shoot"),
    "tempelgold": ("choose", "claim"),
}


def per_game(game: str, players: int, mix: str, games: int) -> float:
    """CPU seconds per game of ``games`` games of ``mix`` (the same games for every mix)."""
    spec = lab_game(game)
    config = spec.config(players, ())
    bots = spec.bots(mix)
    seed = job_seed(0, Job(game, players, (), mix, games).key())
    start = CLOCK()
    spec.chunk(config, bots, seed, 0, games)
    return (CLOCK() - start) / games


class _Timed:
    """A bot whose decisions are timed (CPU milliseconds, appended to ``times``)."""

    def __init__(self, bot: Any, names: tuple[str, ...], times: list[float]) -> None:
        self._bot = bot
        self._names = names
        self._times = times

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._bot, name)
        if name not in self._names:
            return value
        times = self._times

        def timed(*args: Any, **kwargs: Any) -> Any:
            start = CLOCK()
            result = value(*args, **kwargs)
            times.append((CLOCK() - start) * 1000.0)
            return result

        return timed


def decision_times(game: str, players: int, side: int, games: int) -> list[float]:
    """CPU milliseconds of every decision of policy side ``side`` (0 or 1) in ``games`` games
    where that side reasons and the other plays ``belief`` (the first two of :data:`MIXES`;
    against ``belief`` the reasoning Boss has more to weigh than against reasoning players)."""
    spec = lab_game(game)
    config = spec.config(players, ())
    mix = MIXES[game][1][side]
    bots = list(spec.bots(mix))
    times: list[float] = []
    bots[side] = _Timed(bots[side], DECISIONS[game], times)
    seed = job_seed(0, Job(game, players, (), mix, games).key())
    spec.chunk(config, (bots[0], bots[1]), seed, 0, games)
    return times


def _timed_call(times: list[float], call: Callable[[], Any]) -> Any:
    start = CLOCK()
    result = call()
    times.append((CLOCK() - start) * 1000.0)
    return result


def table_decisions(game: str, players: int, games: int) -> tuple[list[float], list[float]]:
    """CPU milliseconds of a strong computer seat at the table: the app's path
    (:func:`lab.table_bots.seat_bot` with strength ``"strong"``, each decision from one seat's
    own view and the claims board), every seat a computer, ``games`` games. Returns every
    call (a table move timed with the views it reads built, as the app builds them; a claim,
    a Tempelgold claim or a Diamantenraub story or question, and a private step each on
    their own; most claims are "nothing to say now") and, apart, the table moves that moved
    (an opening, an accusation, a "Peng!", a reveal): the decisions a player waits for."""
    import random

    from lab.seeds import BOT_STREAM
    from lab.table_bots import Said, seat_bot

    spec = lab_game(game)
    engine: Any = importlib.import_module(f"engine.{game}")
    bot = seat_bot(spec.lab_module, "strong")
    times: list[float] = []
    moves: list[float] = []
    for seed in range(games):
        state = engine.new_game(spec.config(players, ()), seed)
        rng = random.Random(seed ^ BOT_STREAM)
        board: list[Said] = []
        while state.outcome() is None:
            public = state.public_view()
            phase = getattr(public, "phase", None)
            if phase is not None and phase.name in ("HIDING", "PASSING"):
                seat = public.boss if phase.name == "HIDING" else public.treasure_holder
                view = state.view(seat)
                for action in _timed_call(times, lambda: bot.private_actions(view, rng)):
                    state.apply(seat, action)
                continue
            while True:  # the talk, until nobody says anything more
                said = []
                for seat in range(players):
                    view = state.view(seat)
                    one = _timed_call(times, lambda: bot.claim(view, board, rng))
                    if one is not None:
                        said.append(one)
                if not said:
                    break
                board += said
            move = _timed_call(times, lambda: bot.table_move({s: state.view(s) for s in range(players)},
                                                             frozenset(), lambda _s: rng, board))
            if move is not None:
                moves.append(times[-1])
            else:  # Diamantenraub: nobody may shout, the table reveals by itself
                move = (public.accused, engine.Reveal())
            state.apply(*move)
    return times, moves


def published_pairs(game: str, players: int) -> list[tuple[float, str]]:
    """The shipped equilibrium at this count (standard rules) as strategy pairs with the weight
    each pair plays with (the product of the two sides' mixture weights), as mix texts."""
    import json

    from lab.search.published import SHIPPED, published_entry

    entry = published_entry(json.loads(SHIPPED.read_text(encoding="utf-8")), game, players, "standard")
    if entry is None:
        return []
    first, second = lab_game(game).policy_sides
    mixtures = entry["mixtures"]
    return [(w1 * w2, f"{first}={s1};{second}={s2}")
            for s1, w1 in mixtures[first].items() for s2, w2 in mixtures[second].items() if w1 * w2 > 0]


def _best(rounds: int, runs: dict[str, Callable[[], float]]) -> dict[str, float]:
    """The best of ``rounds`` interleaved rounds of every run."""
    best = {name: float("inf") for name in runs}
    for _ in range(rounds):
        for name, run in runs.items():
            best[name] = min(best[name], run())
    return best


def main() -> None:
    games = int(os.environ.get("BOTS_BENCH_GAMES", "300"))
    rounds = int(os.environ.get("BOTS_BENCH_ROUNDS", "3"))
    print(f"bots: CPU ms per game (time.process_time, one process), best of {rounds} interleaved rounds of "
          f"{games} games; target: reasoning <= {RATIO_TARGET:g}x belief")
    missed: list[str] = []
    for game, (players, mixes) in MIXES.items():
        pairs = published_pairs(game, players)
        runs: dict[str, Callable[[], float]] = {
            mix: (lambda mix=mix: per_game(game, players, mix, games))  # type: ignore[misc]
            for mix in dict.fromkeys(("belief", *mixes, *(pair for _, pair in pairs)))}
        best = _best(rounds, runs)
        base = best["belief"]
        print(f"{game} {players} players: belief {base * 1000:.3f} ms/game (baseline, same run)")
        for mix in mixes:
            ratio = best[mix] / base
            mark = "ok" if ratio <= RATIO_TARGET else "MISS"
            if ratio > RATIO_TARGET:
                missed.append(f"{game} {mix} {ratio:.2f}x")
            print(f"  {mix:<40}{best[mix] * 1000:>8.3f} ms/game{ratio:>8.2f}x belief  {mark}", flush=True)
        if pairs:  # what the app's rate is about: the shipped equilibrium, each pair by its weight
            cost = sum(w * best[pair] for w, pair in pairs) / sum(w for w, _ in pairs)
            ratio = cost / base
            if ratio > RATIO_TARGET:
                missed.append(f"{game} published equilibrium {ratio:.2f}x")
            print(f"  {'published equilibrium':<40}{cost * 1000:>8.3f} ms/game{ratio:>8.2f}x belief  "
                  f"{'ok' if ratio <= RATIO_TARGET else 'MISS'}  ({'; '.join(f'{w:.3f} {p}' for w, p in pairs)})",
                  flush=True)
    print(f"decisions of a reasoning seat against belief, CPU ms (target: max < {DECISION_TARGET_MS:g} ms at 12)")
    for game, (players, _) in MIXES.items():
        for side, name in enumerate(lab_game(game).policy_sides):
            times = decision_times(game, players, side, games)
            worst = max(times)
            print(f"  {game} {players} players, {name}: {len(times)} decisions, median {statistics.median(times):.3f}, "
                  f"p99 {statistics.quantiles(times, n=100)[98]:.3f}, max {worst:.3f}", flush=True)
            if players >= 12 and worst >= DECISION_TARGET_MS:
                missed.append(f"{game} {name} decision {worst:.1f} ms")
    print(f"decisions of a strong computer seat at the table (lab.table_bots, every seat a computer, "
          f"claims board), CPU ms (target: max < {DECISION_TARGET_MS:g} ms at 12)")
    table_games = max(5, games // 10)
    for game, (players, _) in MIXES.items():
        times, moves = table_decisions(game, players, table_games)
        worst = max(times)
        print(f"  {game} {players} players, {table_games} games: {len(moves)} table moves, median "
              f"{statistics.median(moves):.3f}, max {max(moves):.3f}; all {len(times)} calls, median "
              f"{statistics.median(times):.3f}, p99 {statistics.quantiles(times, n=100)[98]:.3f}, max {worst:.3f}",
              flush=True)
        if players >= 12 and worst >= DECISION_TARGET_MS:
            missed.append(f"{game} table decision {worst:.1f} ms")
    print("all targets hold" if not missed else "missed: " + "; ".join(missed))


if __name__ == "__main__":
    main()
