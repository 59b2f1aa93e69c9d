"""Run every benchmark module ``bench/bench_*.py`` (or the ones named on the command line).

Each module has a ``main() -> None`` that prints its figures next to a baseline measured
in the same run, so numbers from different machines stay comparable as ratios.
"""
from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path


def main(argv: list[str]) -> int:
    here = Path(__file__).parent
    names = sorted(m.name for m in pkgutil.iter_modules([str(here)]) if m.name.startswith("bench_"))
    wanted = [n for n in names if not argv or any(a in n for a in argv)]
    for name in wanted:
        print(f"== {name} ==", flush=True)
        importlib.import_module(f"bench.{name}").main()
        print(flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
