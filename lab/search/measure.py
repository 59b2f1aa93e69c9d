"""The searched best response's gain over a fixed strategy, paired on common random numbers.

Game ``i`` of a measurement is game ``i`` of the lab's job at the same table
(:func:`lab.seeds.game_seed` of :func:`lab.seeds.job_seed` of the base seed and the table's
key, :meth:`lab.runner.Job.key`): it is played once by the fixed mix (the baseline, on the
lab's fast driver) and once with the seats of ``side`` searching (:mod:`lab.tempelgold.search.driver`,
:mod:`lab.diamantenraub.search.driver`), on the same deal and bot stream. The gain is the side's win rate
with the search minus without, read as :func:`lab.exploit.gain` reads a strategy's gain, with
its paired 95 % interval (:meth:`lab.stats.PairTally.difference`). Several budgets are
played on the same games, so the step from one budget to the next is paired too.

The work is plain executor tasks (:func:`run_chunk`), so it runs inline, on the process pool
or on Dask, and the totals do not depend on the chunking.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Executor, Future
from dataclasses import dataclass, field
from typing import Any

from lab import exploit
from lab.games import Variant, lab_game
from lab.runner import InlineExecutor, Job, inline_executor
from lab.search.driver import Searched
from lab.seeds import game_seed, job_seed, splitmix64
from lab.stats import PairTally



def driver(game: str) -> Callable[..., Searched]:
    """The game's driver: ``play`` of its lab package's ``search`` module (``lab.<game>.search``),
    which plays one game with a side searching (see :mod:`lab.search.driver`)."""
    module = importlib.import_module(f"{lab_game(game).lab_module}.search")
    play: Callable[..., Searched] = module.play
    return play


@dataclass
class Part:
    """One chunk's games: per game index the baseline's winner and the searched game's winner
    per budget, and the searches' cost per budget."""

    winners: dict[int, tuple[str, tuple[str, ...]]] = field(default_factory=dict)
    decisions: list[int] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    relaxed: list[int] = field(default_factory=list)


Mixture = tuple[tuple[float, str], ...]
"""A mixed strategy profile: (weight, lab mix string) pairs; a plain mix string is one of weight 1."""


def mixture(mix: str | Sequence[tuple[float, str]]) -> Mixture:
    if isinstance(mix, str):
        return ((1.0, mix),)
    out = tuple((float(w), m) for w, m in mix if w > 0.0)
    if not out:
        raise ValueError("a mixture needs a strategy of positive weight")
    return out


def component(mix: Mixture, seed: int) -> str:
    """The mixture's strategy that plays the game with this seed (drawn from the seed, so the
    baseline and every budget meet the same one)."""
    x = splitmix64(seed ^ 0x3A1C5) / 2.0 ** 64 * sum(w for w, _ in mix)
    for weight, text in mix:
        x -= weight
        if x < 0.0:
            return text
    return mix[-1][1]


def run_chunk(game: str, players: int, variant: Variant, mix: Mixture, side: str, budgets: tuple[int, ...],
              base: str | None, seed: int, start: int, count: int) -> Part:
    """Games ``start … start+count-1``: the baseline, then the search at every budget."""
    spec = lab_game(game)
    config = spec.config(players, variant)
    job = job_seed(seed, Job(game, players, variant, mix[0][1], 1).key())
    drive = driver(game)
    out = Part(decisions=[0] * len(budgets), seconds=[0.0] * len(budgets), relaxed=[0] * len(budgets))
    for index in range(start, start + count):
        text = component(mix, game_seed(job, index))
        bots = spec.bots(text)
        base_bot = spec.bot(spec.mix(base or text)[side].params)
        tally = spec.chunk(config, bots, job, index, 1)
        baseline = next(s for s, won in tally.sides.items() if won)
        searched = []
        for i, budget in enumerate(budgets):
            result = drive(config, game_seed(job, index), bots, side, budget, base_bot)
            searched.append(result.winner)
            out.decisions[i] += result.decisions
            out.seconds[i] += result.seconds
            out.relaxed[i] += result.relaxed
        out.winners[index] = (baseline, tuple(searched))
    return out


@dataclass(frozen=True)
class Gain:
    """The searched best response at one budget: the side's gain (fraction of games, with its
    95 % interval), its win rate without and with the search, and the cost."""

    budget: int
    games: int
    gain: tuple[float, float, float]
    baseline: float
    searched: float
    step: tuple[float, float, float] | None
    """The gain over the previous budget (paired), None at the first."""
    cpu_per_decision: float
    decisions: int
    relaxed: int

    def to_json(self) -> dict[str, Any]:
        return {"budget": self.budget, "games": self.games, "gain": [round(v, 5) for v in self.gain],
                "baseline": round(self.baseline, 5), "searched": round(self.searched, 5),
                "step": None if self.step is None else [round(v, 5) for v in self.step],
                "cpu_per_decision": round(self.cpu_per_decision, 5), "decisions": self.decisions,
                "relaxed": self.relaxed}


def _pair(game: str, pairs: Sequence[tuple[str, str]]) -> PairTally:
    tally = PairTally()
    for a, b in pairs:
        tally.a.games += 1
        tally.a.sides[a] += 1
        tally.b.games += 1
        tally.b.sides[b] += 1
        tally.joint[f"{a}|{b}"] += 1
    return tally


def measure(game: str, side: str, players: int, mix: str | Sequence[tuple[float, str]], budgets: Sequence[int],
            games: int, *,
            variant: Variant = (), seed: int = 0, base: str | None = None, executor: Executor | None = None,
            chunk: int = 5, progress: Callable[[int, int], None] | None = None) -> list[Gain]:
    """The gain of the searched best response for ``side`` (a policy side: ``abenteurer``,
    ``waechter``, ``boss``, ``players``) against ``mix`` at every budget, on the same games.
    ``base`` (default: the mix's strategy for the side) plays the searcher's own later moves in
    the rollouts. ``mix`` may be a mixture ((weight, mix), ...): each game draws one of its
    strategies from its seed; the searcher is told which (so against a mixture the gain is
    an upper bound of a best response that would have to guess)."""
    spec = lab_game(game)
    if side not in spec.policy_sides:
        raise ValueError(f"{game} has the sides {', '.join(spec.policy_sides)}, not {side!r}")
    try:
        driver(game)
    except ModuleNotFoundError:
        raise ValueError(f"no search for the game {game!r}") from None
    if not budgets or min(budgets) < 1 or games < 1:
        raise ValueError("budgets and games must be at least 1")
    mixed = mixture(mix)
    for _, text in mixed:
        spec.mix(text)  # refuse a bad spec before any work
    if base is not None:
        spec.mix(base)
    pool = executor or inline_executor()
    def submit(start: int) -> Future[Part]:
        return pool.submit(run_chunk, game, players, variant, mixed, side, tuple(budgets), base, seed, start,
                           min(chunk, games - start))

    starts = range(0, games, chunk)
    # in this process, one chunk at a time (so that progress is reported as it goes); else all at once
    futures: Iterable[Future[Part]] = (map(submit, starts) if isinstance(pool, InlineExecutor)
                                       else [submit(start) for start in starts])
    total = Part(decisions=[0] * len(budgets), seconds=[0.0] * len(budgets), relaxed=[0] * len(budgets))
    for done, future in enumerate(futures, start=1):
        part = future.result()
        total.winners.update(part.winners)
        for i in range(len(budgets)):
            total.decisions[i] += part.decisions[i]
            total.seconds[i] += part.seconds[i]
            total.relaxed[i] += part.relaxed[i]
        if progress is not None:
            progress(min(done * chunk, games), games)
    return gains_of(game, side, budgets, total)


def gains_of(game: str, side: str, budgets: Sequence[int], total: Part) -> list[Gain]:
    """The gains read off played games: per budget the side's gain over the baseline, the paired
    step from the budget before, and the cost (``total`` holds every game's winners for ``budgets``,
    in that order)."""
    rows = [total.winners[i] for i in sorted(total.winners)]
    out = []
    for i, budget in enumerate(budgets):
        tally = _pair(game, [(a, b[i]) for a, b in rows])
        gain = exploit.gain(game, side, tally)
        primary = exploit.primary_side(game)
        sign = exploit.sign(game, side)
        rate_a, rate_b = tally.a.side_rate(primary)[0], tally.b.side_rate(primary)[0]
        step = None
        if i:
            step = exploit.gain(game, side, _pair(game, [(b[i - 1], b[i]) for _, b in rows]))
        out.append(Gain(budget, len(rows), gain, rate_a if sign > 0 else 1 - rate_a,
                        rate_b if sign > 0 else 1 - rate_b, step,
                        total.seconds[i] / max(1, total.decisions[i]), total.decisions[i], total.relaxed[i]))
    return out


def stops_growing(gains: Sequence[Gain]) -> int | None:
    """The budget after which the gain stops growing: the first budget whose step to the next
    is not significantly positive (its paired interval reaches zero); None when every step was
    (the gain was still growing at the largest budget tried)."""
    for here, nxt in zip(gains, gains[1:]):
        assert nxt.step is not None
        if nxt.step[1] <= 0.0:
            return here.budget
    return None


def best_response(game: str, side: str, players: int, mix: str | Sequence[tuple[float, str]], budget: int,
                  games: int, *,
                  variant: Variant = (), seed: int = 0, base: str | None = None,
                  executor: Executor | None = None) -> tuple[float, float, float]:
    """The PSRO loop's oracle: the gain (fraction of games, 95 % interval) of the searched best
    response for ``side`` at ``budget`` iterations per decision against ``mix`` (a lab mix
    string or a mixture of them, see :func:`measure`)."""
    return measure(game, side, players, mix, (budget,), games, variant=variant, seed=seed, base=base,
                   executor=executor)[0].gain

