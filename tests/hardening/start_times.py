"""The hostile-file corpus as real starts: handled / tried and the longest start.

For every corpus case (:mod:`tests.hardening.corpus`) fresh user folders are damaged and
``kartentisch --smoke`` (build the window, boot, paint a frame, exit 0 if booted) is run
twice in a process of its own; a start that does not finish within 60 s is killed and
counts as not handled. The baseline is a clean start (empty folders) in the same run.

Run: ``python -m tests.hardening.start_times`` (part of ``make soak``). Prints one line
per case and the figures quoted in ``docs/reliability.md``. A measurement, not a test:
it asserts nothing about time.
"""
from __future__ import annotations

import os
import pathlib
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
TIMEOUT = 60.0


def _env(home: pathlib.Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LANG="de_DE.UTF-8")
    for var, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_STATE_HOME", "state"), ("XDG_DATA_HOME", "data"), ("XDG_CACHE_HOME", "cache")):
        (home / sub).mkdir(parents=True, exist_ok=True)
        env[var] = str(home / sub)
    return env


def _start(env: dict[str, str]) -> tuple[bool, float]:
    began = time.perf_counter()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "gui.app", "--smoke"], cwd=ROOT, env=env, capture_output=True, timeout=TIMEOUT, check=False
        )
    except subprocess.TimeoutExpired:
        return False, TIMEOUT
    return done.returncode == 0 and b"smoke: ok" in done.stdout, time.perf_counter() - began


def main() -> None:
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])  # noqa: F841 - translate() in setups
    from tests.hardening import corpus

    names = list(corpus.cases())
    with tempfile.TemporaryDirectory() as tmp:
        base_env = _env(pathlib.Path(tmp) / "clean")
        baseline = sorted(_start(base_env)[1] for _ in range(3))[1]
        print(f"baseline: a clean start takes {baseline:.2f} s (median of 3)")
        handled = 0
        longest = (0.0, "")
        for number, name in enumerate(names):
            home = pathlib.Path(tmp) / f"case{number}"
            env = _env(home)
            saved = {k: os.environ.get(k) for k in env if k.startswith("XDG_")}
            os.environ.update({k: v for k, v in env.items() if k.startswith("XDG_")})
            try:
                setup, _expect = corpus.cases()[name]
                if os.geteuid() == 0 and "read-only" in name:
                    print(f"  skipped (root ignores permissions): {name}")
                    continue
                setup()
            finally:
                for k, v in saved.items():
                    if v is None:
                        os.environ.pop(k, None)
                    else:
                        os.environ[k] = v
            results = [_start(env), _start(env)]
            ok = all(r[0] for r in results)
            slowest = max(r[1] for r in results)
            handled += ok
            longest = max(longest, (slowest, name))
            print(f"  {'ok  ' if ok else 'FAIL'} {slowest:6.2f} s  {name}")
            for folder in (home / "config", home / "state", home / "data"):
                if folder.is_dir():
                    folder.chmod(0o700)
        tried = len(names) - sum(1 for n in names if os.geteuid() == 0 and "read-only" in n)
        print(f"hostile-file corpus: {handled}/{tried} handled (two starts each)")
        print(f"longest start: {longest[0]:.2f} s ({longest[1]}); clean start {baseline:.2f} s; ratio {longest[0] / baseline:.2f}")


if __name__ == "__main__":
    main()
