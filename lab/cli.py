"""``kartentisch-lab``: simulate many games and write a Markdown table, a CSV and a PNG chart.

    kartentisch-lab GAME --players 3-10 --games 100000 [--variant …] [--policy …] [--out DIR]

``--variant`` and ``--policy`` may be given several times (every combination is a job);
without ``--variant`` every variant the player count allows is played. ``--scheduler
tcp://HOST:PORT`` runs on a Dask cluster (the ``[lab]`` extra), else a process pool over
the local cores (``--workers``). Progress goes to stderr.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from lab.games import GAMES, lab_game, variant_label
from lab.policy import PolicySpecError
from lab.report import chart_groups, csv_text, markdown, parse_variant, rows_of
from lab.runner import DEFAULT_CHUNK, Job, executor_for, run_jobs


def player_counts(text: str, allowed: Sequence[int]) -> list[int]:
    """``"3-10"``, ``"5"`` or ``"3,5,7"`` → the counts, each checked against the game's range."""
    counts: list[int] = []
    try:
        for part in text.split(","):
            low, sep, high = part.strip().partition("-")
            counts.extend(range(int(low), int(high) + 1) if sep else [int(low)])
    except ValueError:
        raise ValueError(f"player counts are written like 3-10, 5 or 3,5,7, not {text!r}") from None
    bad = [c for c in counts if c not in allowed]
    if bad or not counts:
        raise ValueError(f"this game is for {min(allowed)}–{max(allowed)} players, not {text}")
    return sorted(set(counts))


class Progress:
    """Progress on stderr: an updating line on a terminal, a line per 10 % otherwise."""

    def __init__(self, stream: Any = None) -> None:
        self.stream = sys.stderr if stream is None else stream
        self.start = time.perf_counter()
        self.shown = -1
        self.tty = bool(getattr(stream, "isatty", lambda: False)())

    def __call__(self, done: int, total: int) -> None:
        percent = 100 * done // max(1, total)
        if not self.tty and percent // 10 == self.shown // 10 and done < total:
            return
        self.shown = percent
        elapsed = time.perf_counter() - self.start
        line = f"{percent:3d} % ({done}/{total} games, {elapsed:.1f} s)"
        self.stream.write(("\r" + line) if self.tty else line + "\n")
        if self.tty and done >= total:
            self.stream.write("\n")
        self.stream.flush()


def build_jobs(game_id: str, counts: list[int], variants: list[str] | None, policies: list[str], games: int) -> list[Job]:
    game = lab_game(game_id)
    jobs = []
    for n in counts:
        chosen = [parse_variant(v, game_id, n) for v in variants] if variants else list(game.variants(n))
        for variant in chosen:
            for policy in policies:
                jobs.append(Job(game_id, n, variant, policy, games))
    return jobs


def write_outputs(results: dict[Job, Any], out: Path, title: str) -> list[Path]:
    """results.md, results.csv, results.json and one chart per game and policy mix."""
    out.mkdir(parents=True, exist_ok=True)
    rows = rows_of(results)
    paths = [out / "results.md", out / "results.csv", out / "results.json"]
    paths[0].write_text(f"# {title}\n\n" + markdown(rows), encoding="utf-8")
    paths[1].write_text(csv_text(rows), encoding="utf-8")
    paths[2].write_text(json.dumps([{"game": r.game, "players": r.players, "variant": r.variant,
                                     "policy": r.policy, "tally": r.tally.to_json()} for r in rows], indent=1),
                        encoding="utf-8")
    from lab.chart import draw, save_png

    for game_id in dict.fromkeys(r.game for r in rows):
        game = lab_game(game_id)
        mine = [r for r in rows if r.game == game_id]
        path = out / f"{game_id}.png"
        image = draw(f"{game.title}: wins by side, 95 % intervals", chart_groups(mine), dict(game.side_labels))
        save_png(image, str(path))
        paths.append(path)
    return paths


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="kartentisch-lab", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("--players", default=None, help="e.g. 3-10, 5 or 3,5,7 (default: all)")
    parser.add_argument("--games", type=int, default=10000, help="games per job (default 10000)")
    parser.add_argument("--variant", action="append", help="standard, one_trap, revolverheld, excuses_delta=+1, … "
                        "(default: every variant the count allows)")
    parser.add_argument("--policy", action="append", help="a policy mix, e.g. belief, "
                        "'abenteurer=belief:bluff=2;waechter=random' (default: belief)")
    parser.add_argument("--out", type=Path, default=Path("lab-out"), help="output folder (default ./lab-out)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--chunk", type=int, default=DEFAULT_CHUNK, help="games per task")
    parser.add_argument("--workers", type=int, default=None, help="local processes (default: one per core; 1: inline)")
    parser.add_argument("--scheduler", default=None, help="tcp://HOST:PORT of a Dask scheduler")
    args = parser.parse_args(argv)
    game = lab_game(args.game)
    try:
        if args.games < 1:
            raise ValueError("--games must be at least 1")
        counts = player_counts(args.players or f"{min(game.players)}-{max(game.players)}", game.players)
        jobs = build_jobs(args.game, counts, args.variant, args.policy or ["belief"], args.games)
        for policy in args.policy or []:
            game.mix(policy)
    except (ValueError, PolicySpecError) as error:
        parser.error(str(error))
    start = time.perf_counter()
    with executor_for(args.scheduler, args.workers) as executor:
        results = run_jobs(jobs, seed=args.seed, executor=executor, chunk=args.chunk, progress=Progress())
    elapsed = time.perf_counter() - start
    total = sum(j.games for j in jobs)
    title = f"{game.title}: {total} simulated games in {elapsed:.1f} s"
    for path in write_outputs(results, args.out, title):
        print(path)
    print(f"{total} games, {len(jobs)} jobs ({', '.join(sorted({variant_label(j.variant) for j in jobs}))}), "
          f"{elapsed:.1f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
