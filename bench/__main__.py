"""Run every benchmark module ``bench/bench_*.py`` (or the ones named on the command line).

Each module has a ``main() -> None`` that prints its figures next to a baseline measured
in the same run, so numbers from different machines stay comparable as ratios. Every
module runs in a process of its own: one benchmark's QApplication (or QGuiApplication),
caches and heap must not colour another's figures.

The GUI benchmarks are meant for a real X server: without ``DISPLAY`` the runner starts a
private Xvfb on a free display (:mod:`bench.xserver`) for the whole run and stops it
afterwards; without Xvfb they fall back to Qt's offscreen platform, and each says which
platform it measured.
"""
from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

from bench.xserver import x_display


def main(argv: list[str]) -> int:
    here = Path(__file__).parent
    names = sorted(m.name for m in pkgutil.iter_modules([str(here)]) if m.name.startswith("bench_"))
    wanted = [n for n in names if not argv or any(a in n for a in argv)]
    failed = []
    with x_display() as env:
        for name in wanted:
            print(f"== {name} ==", flush=True)
            code = f"import bench.{name} as b; b.main()"
            if subprocess.run([sys.executable, "-c", code], cwd=here.parent, env=env, check=False).returncode:
                failed.append(name)
            print(flush=True)
    if failed:
        print(f"failed: {', '.join(failed)}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
