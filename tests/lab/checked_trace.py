"""Every decision of the bots on the *checked* drivers (``lab/<game>/checked.py``: the public
API, the path the table's computer seats share), recorded for the identical-decisions test
(issue 33, item 4: the strong bots were made cheaper without changing a single decision).

:mod:`tests.lab.decision_trace` pins the fast drivers; this module pins the checked ones, for
both games and both the published (``belief``) and the strong (``reasoning``) family at the
smallest and the largest count, 50 games each (and the same cases on the fast driver, 50
games each, keyed ``fast|...``). A :class:`Recorder` stands in for a policy and
writes down what each decision returned; a game's digest covers those and how it ended.

``python -m tests.lab.checked_trace`` writes ``tests/lab/data/checked_decisions.json`` again:
run it only with the bots whose decisions are to be pinned (it was written by the code
before the speed-ups of this branch).
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from lab.seeds import job_seed
from tests.lab.decision_trace import Recorder

FIXTURE = Path(__file__).parent / "data" / "checked_decisions.json"
GAMES_PER_CASE = 50
SEED = 34

DECISIONS = frozenset({"act", "claim", "tell", "wants_peng"})
"""The policy methods the checked drivers call."""

CASES: tuple[tuple[str, int, str], ...] = tuple(
    (game, players, family)
    for game, counts in (("diamantenraub", (5, 12)), ("tempelgold", (3, 10)))
    for players in counts
    for family in ("belief", "reasoning"))
"""(game, players, family on both sides): smallest and largest counts, standard rules."""


def case_key(game: str, players: int, family: str) -> str:
    return f"{game}|{players}|{family}"


def digests(game: str, players: int, family: str, games: int = GAMES_PER_CASE) -> list[str]:
    """Per game of the case: a digest of its checked-driver decisions and its outcome."""
    from lab.games import lab_game

    spec = lab_game(game)
    config = spec.config(players, ())
    params = spec.families[family].defaults
    if game == "tempelgold":
        from lab.tempelgold.checked import TempelgoldPolicy as policy, play_checked
    else:
        from lab.diamantenraub.checked import DiamantenraubPolicy as policy, play_checked  # type: ignore[assignment]
    seed = job_seed(SEED, case_key(game, players, family))
    trace: list[tuple[str, Any]] = []
    out = []
    for index in range(games):
        trace.clear()
        outcome, count = play_checked(config, seed + index,  # type: ignore[arg-type]
                                      (Recorder(policy(params), trace, DECISIONS), Recorder(policy(params), trace, DECISIONS)))  # type: ignore[arg-type]
        text = repr(trace) + repr((outcome.reason, sorted(outcome.winners), count))
        out.append(hashlib.sha256(text.encode()).hexdigest()[:16])
    return out


def fast_digests(game: str, players: int, family: str) -> list[str]:
    """The same case on the fast driver (:func:`tests.lab.decision_trace.digests`), 50 games."""
    from tests.lab import decision_trace

    return decision_trace.digests(game, players, (), family, GAMES_PER_CASE)


def record() -> dict[str, list[str]]:
    out = {case_key(*case): digests(*case) for case in CASES}
    out.update({"fast|" + case_key(*case): fast_digests(*case) for case in CASES})
    return out


if __name__ == "__main__":
    FIXTURE.write_text(json.dumps(record(), indent=1) + "\n")
    print(f"wrote {FIXTURE}")
