"""Best-response oracles for the policy-space search (:mod:`lab.psro`): given one policy side
at one table and the meta-game's current mixtures, find a strategy that gains against the
other side's mixture, and say how much.

:class:`Oracle` is the seam. The search asks every oracle it was given for a batch of
:class:`Request` (every table and side of one iteration at once, so that an oracle can put all
of its work on the executor together) and takes, per request, the response with the largest
gain. :class:`ParameterSearch` is the built-in one: a random coordinate search over the
existing families' parameters (the game's ``strategy_space`` module), evaluated on the meta-game's own
games (common random numbers).

**A second oracle (ISMCTS).** A searched best responder that plays a seat itself
(Information Set Monte Carlo Tree Search, issue 33 part 1) plugs in as another
:class:`Oracle`: :class:`lab.search.oracle.IsmctsOracle` maps each request (game, count,
variant, side, the side's mixture ``own`` and the other side's ``other``) to a :class:`Response`
with its ``gain`` and 95 % interval measured by itself against ``own`` — ``fresh=True``, measured
on games it chose nothing on, so the search takes the interval as it is — or to None at a
table it was not asked to search. A response's ``strategy`` is a policy spec the runner can
play (a family registered in the game's ``FAMILIES``) if it may join the meta-game, or
``None``, as the ISMCTS oracle's: then its gain still counts towards the published
exploitability (and the 5-point rule), but nothing is added, and the best *playable*
response of the other oracles is still confirmed and may join. Pass it as
``psro.run(..., oracles=[ParameterSearch(store), IsmctsOracle(...)])`` (``python -m lab.balance
--ismcts-budgets 16,64,256``); the iteration records carry each oracle's name, gain, games,
seed and ``detail`` (the ISMCTS oracle's budgets).
"""
from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import Any, Protocol

from lab.exploit import Table
from lab.games import lab_game
from lab.meta import Interval, Mixture, Outcomes, cells_for, gain
from lab.seeds import job_seed


@dataclass(frozen=True)
class Request:
    """One side's best response wanted at one table, against the meta-game's current mixtures."""

    table: Table
    side: str
    """The policy side looking for a better strategy (``lab_game(game).policy_sides``)."""
    own: Mixture
    """The side's current equilibrium mixture: the gain is measured against playing it."""
    other: Mixture
    """The other side's equilibrium mixture, which the response is a best response to."""
    budget: int
    """How much the oracle may spend: for :class:`ParameterSearch` the candidate strategies
    it plays (the ones already in the meta-game are free); an ISMCTS oracle's iterations."""
    seed: int
    """The meta-game's seed: an oracle that searches on the meta-game's games uses it (the
    search confirms a selected gain on other seeds)."""
    games: int
    """Games per evaluation."""
    known: tuple[str, ...] = ()
    """The side's strategies already in the meta-game."""
    iteration: int = 0
    extra: tuple[str, ...] = ()
    """Strategies found at other tables (the standard rules' table at the same count, for a
    variant's) that compete too: what beats one table's mixtures may beat a similar one's."""

    @property
    def side_index(self) -> int:
        return lab_game(self.table[0]).policy_sides.index(self.side)


@dataclass(frozen=True)
class Response:
    """An oracle's answer: the strategy, its gain (points of the side's win rate as a fraction,
    with a 95 % interval) and where it was measured."""

    request: Request
    oracle: str
    strategy: str | None
    """A policy spec of the side (``reasoning:risk=0.25``) the runner can play, or None."""
    gain: Interval
    games: int
    seed: int
    fresh: bool = False
    """True when ``gain`` was measured on games nothing was selected on (else the search
    re-measures the strategy on fresh seeds before it believes the gain)."""
    tried: int = 0
    detail: Mapping[str, Any] = field(default_factory=dict)


class Oracle(Protocol):
    """A best responder: one response per request, in order, or None where it has no answer
    (e.g. a table it was not asked to search; see the module's docstring)."""

    @property
    def name(self) -> str: ...

    def respond(self, requests: Sequence[Request], executor: Executor | None) -> Sequence[Response | None]: ...


def parse_strategy(text: str) -> tuple[str, dict[str, str]]:
    """``reasoning:risk=0.25,scheme=1`` → (``reasoning``, {risk: 0.25, scheme: 1})."""
    family, _, rest = text.partition(":")
    given = dict(item.split("=", 1) for item in filter(None, rest.split(",")))
    return family, given


def _number(value: Any) -> str:
    return f"{value:g}" if isinstance(value, (int, float)) and not isinstance(value, bool) else str(value)


def canonical(game_id: str, family: str, given: Mapping[str, Any]) -> str:
    """A strategy's spec without the parameters that equal its family's defaults, sorted."""
    defaults = lab_game(game_id).families[family].defaults
    kept = {k: _number(v) for k, v in given.items() if _number(getattr(defaults, k)) != _number(v)}
    return family + (":" + ",".join(f"{k}={v}" for k, v in sorted(kept.items())) if kept else "")


def neighbours(game_id: str, side: str, incumbent: str, count: int, rng: random.Random) -> list[str]:
    """``count`` strategies near ``incumbent``: one or two of its parameters set to another value
    of the game's search space, now and then from another base family (``search_bases``)."""
    game = lab_game(game_id)
    space = game.search_space.get(side, {})
    bases = game.search_bases.get(side, ())
    family, given = parse_strategy(incumbent)
    if not space or family not in game.families:
        return []
    out: list[str] = []
    for _ in range(8 * count):
        if len(out) >= count:
            break
        fam, params = family, dict(given)
        if bases and rng.random() < 0.2:
            fam, params = rng.choice(bases), {}
        defaults = game.families[fam].defaults
        for name in rng.sample(sorted(space), k=min(len(space), rng.choice((1, 1, 2)))):
            current = _number(params.get(name, getattr(defaults, name)))
            values = [v for v in space[name] if _number(v) != current]
            if values:
                params[name] = rng.choice(values)
        text = canonical(game_id, fam, params)
        if text != incumbent and text not in out:
            out.append(text)
    return out


class ParameterSearch:
    """The built-in oracle: a random coordinate search over the families' parameters.

    Per request, in ``rounds`` rounds (the budget split between them, two thirds first): the
    strategies near the incumbent (the side's heaviest strategy, then the best one found) are
    played against the other side's mixture on the meta-game's first ``games`` games; the
    strategies already in the meta-game compete too (free: their games are stored). It
    returns the best by its search gain, which picking the best of several overstates: the
    policy-space search re-measures it on fresh seeds (``fresh=False``).
    """

    name = "parameter-search"

    def __init__(self, store: Outcomes, rounds: int = 2) -> None:
        self.store = store
        self.rounds = rounds

    def respond(self, requests: Sequence[Request], executor: Executor | None) -> list[Response]:
        best: list[tuple[str, Interval] | None] = [None] * len(requests)
        tried = [0] * len(requests)
        for round_ in range(self.rounds):
            pools: list[list[str]] = []
            for k, req in enumerate(requests):
                share = req.budget if self.rounds == 1 else (
                    -(-2 * req.budget // 3) if round_ == 0 else (req.budget - tried[k]) // (self.rounds - round_))
                held = best[k]
                incumbent = held[0] if held is not None else max(req.own, key=lambda s: req.own[s])
                rng = random.Random(job_seed(req.seed, f"psro|{req.table}|{req.side}|{req.iteration}|{round_}"))
                pool = neighbours(req.table[0], req.side, incumbent, max(0, share), rng)
                tried[k] += len(pool)
                pools.append(pool + (list(dict.fromkeys(req.known + req.extra)) if round_ == 0 else []))
            self.store.ensure((req.table, req.seed, cell, req.games) for req, pool in zip(requests, pools)
                              for s in pool for cell in cells_for(req.table, req.side_index, s, req.own, req.other))
            for k, (req, pool) in enumerate(zip(requests, pools)):
                for s in pool:
                    g = gain(self.store, req.table, req.seed, req.side_index, s, req.own, req.other, req.games)
                    current = best[k]
                    if current is None or g[0] > current[1][0]:
                        best[k] = (s, g)
        out = []
        for k, req in enumerate(requests):
            found = best[k]
            strategy, g = found if found is not None else (max(req.own, key=lambda s: req.own[s]), (0.0, 0.0, 0.0))
            out.append(Response(req, self.name, strategy, g, req.games, req.seed, False,
                                tried[k] + len(set(req.known + req.extra))))
        return out
