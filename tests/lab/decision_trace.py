"""Every decision the bots make in a fixed set of games, recorded for the identical-decisions
test (issue 33, item 4: the strong bots were made cheaper without changing a single decision).

A :class:`Recorder` stands in for a bot on the fast path and writes down what each decision
method returned; a game's trace is the list of those (method, result) pairs in order, and its
digest is what ``tests/lab/data/decisions.json`` pins. Every decision draws from the game's bot
random stream, so a change in one decision, or in how many numbers one draws, shows in this
game's digest.

``python -m tests.lab.decision_trace`` writes the fixture again: run it only with the bots
whose decisions are to be pinned (it was written by the code before the speed-ups).
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from lab.games import Variant, lab_game
from lab.seeds import job_seed

FIXTURE = Path(__file__).parent / "data" / "decisions.json"
GAMES_PER_CASE = 40
SEED = 33

DECISIONS = frozenset({"hide", "set_aside", "take", "tell", "accuse", "shoot", "claim", "choose"})
"""The bots' decision methods that the fast drivers call (Diamantenraub, then Tempelgold)."""

CASES: tuple[tuple[str, int, Variant, str], ...] = tuple(
    [("diamantenraub", players, variant, mix)
     for players, variant in ((5, ()), (8, ()), (12, ()), (12, (("revolverheld", True),)),
                              (9, (("excuses_delta", 1),)))
     for mix in ("belief", "reasoning", "boss=reasoning;players=belief", "boss=belief;players=reasoning",
                 "boss=reasoning:excuse_weight=0.8,noise=0.2;players=naive")]
    + [("tempelgold", players, variant, mix)
       for players, variant in ((3, ()), (6, ()), (10, ()), (6, (("one_trap", True),)))
       for mix in ("belief", "reasoning", "abenteurer=reasoning;waechter=belief", "abenteurer=belief;waechter=reasoning",
                   "abenteurer=reasoning:model_types=1,count_claims=1;waechter=naive")])
"""(game, players, variant, policy mix): both games at small, middle and largest counts, a
variant each, every reasoning side alone and together, and one reasoning variant each."""


class Recorder:
    """A bot whose decisions (the methods named in ``decisions``) are written to ``trace``;
    everything else is the bot's."""

    def __init__(self, bot: Any, trace: list[tuple[str, Any]], decisions: frozenset[str] = DECISIONS) -> None:
        self._bot = bot
        self._trace = trace
        self._decisions = decisions

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._bot, name)
        if name not in self._decisions:
            return value
        trace = self._trace

        def recorded(*args: Any, **kwargs: Any) -> Any:
            result = value(*args, **kwargs)
            trace.append((name, result))
            return result

        return recorded


def case_key(game: str, players: int, variant: Variant, mix: str) -> str:
    return f"{game}|{players}|{'+'.join(f'{f}={v}' for f, v in variant) or 'standard'}|{mix}"


def digests(game: str, players: int, variant: Variant, mix: str, games: int = GAMES_PER_CASE) -> list[str]:
    """Per game of the case: a digest of its decisions and of how it ended."""
    spec = lab_game(game)
    config = spec.config(players, variant)
    seed = job_seed(SEED, case_key(game, players, variant, mix))
    trace: list[tuple[str, Any]] = []
    a, b = spec.bots(mix)
    bots = (Recorder(a, trace), Recorder(b, trace))
    out = []
    for index in range(games):
        trace.clear()
        tally = spec.chunk(config, bots, seed, index, 1)  # type: ignore[arg-type]
        text = repr(trace) + repr(sorted(tally.endings.items())) + repr(sorted(tally.lengths.items()))
        out.append(hashlib.sha256(text.encode()).hexdigest()[:16])
    return out


def record() -> dict[str, list[str]]:
    return {case_key(*case): digests(*case) for case in CASES}


if __name__ == "__main__":
    FIXTURE.write_text(json.dumps(record(), indent=1) + "\n")
    print(f"wrote {FIXTURE}")
