"""Bundle benchmarks: the sizes of the bundles, and the frozen app's start-up time.

* sizes of ``dist/kartentisch/`` (onedir, all files) and ``dist/kartentisch-onefile``
  (targets: ≤ 125 MB and ≤ 50 MB), next to the onedir size of a frozen hello-world;
* time from process start to the window being exposed, for the frozen onedir app vs. a
  frozen hello-world (``bench/hello_window.py``) built **in this run** by the same spec
  (``KARTENTISCH_BUNDLE=hello``: the same hooks, filters and strip), median of
  ``RUNS`` interleaved runs, as a ratio (target ≤ 1.25×); the frozen app's time to its usable start
  screen is printed as well.

If ``dist/kartentisch`` is missing, it runs ``make bundle`` first. The hello-world is
rebuilt only when the spec, a hook, the policy or the script is newer than it (in
``build/bench-hello/``), since freezing takes a minute on a small machine.
"""
from __future__ import annotations

import os
import pathlib
import subprocess
import sys
import tempfile

from bench.bench_app import RUNS, interleaved_medians, isolated_env, spread
from bench.xserver import describe, x_display

ROOT = pathlib.Path(__file__).resolve().parents[1]
APP = ROOT / "dist" / "kartentisch" / "kartentisch"
ONEFILE = ROOT / "dist" / ("kartentisch-onefile.exe" if os.name == "nt" else "kartentisch-onefile")
HELLO_ROOT = ROOT / "build" / "bench-hello"
HELLO = HELLO_ROOT / "dist" / "hello" / "hello"
ONEDIR_TARGET_MB, ONEFILE_TARGET_MB, START_TARGET = 125, 50, 1.25


def _tree_bytes(path: pathlib.Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def _size(nbytes: int) -> str:
    return f"{nbytes / 1e6:.1f} MB ({nbytes / 2**20:.1f} MiB)"


def _hello_inputs() -> list[pathlib.Path]:
    packaging = ROOT / "packaging"
    return [packaging / "kartentisch.spec", packaging / "bundle_policy.py", ROOT / "bench" / "hello_window.py",
            *sorted((packaging / "hooks").glob("*.py"))]


def build_hello() -> None:
    """Freeze the hello-world with our spec, unless the one in build/bench-hello is current."""
    if HELLO.is_file() and HELLO.stat().st_mtime >= max(p.stat().st_mtime for p in _hello_inputs()):
        print("frozen hello-world: up to date in build/bench-hello/")
        return
    print("freezing the hello-world with packaging/kartentisch.spec (KARTENTISCH_BUNDLE=hello) ...", flush=True)
    env = dict(os.environ, KARTENTISCH_BUNDLE="hello")
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(HELLO_ROOT / "dist"), "--workpath", str(HELLO_ROOT / "work"),
         str(ROOT / "packaging" / "kartentisch.spec")],
        cwd=ROOT, env=env, check=True,
    )
    HELLO.touch()


def main() -> None:
    if not APP.is_file():
        print("no dist/kartentisch: running `make bundle` ...", flush=True)
        subprocess.run(["make", "bundle"], cwd=ROOT, check=True)
    build_hello()
    onedir = _tree_bytes(APP.parent)
    onefile = ONEFILE.stat().st_size if ONEFILE.is_file() else 0
    hello = _tree_bytes(HELLO.parent)
    print(f"onedir  dist/kartentisch/:        {_size(onedir)} (target <= {ONEDIR_TARGET_MB} MB); "
          f"frozen hello-world onedir {_size(hello)} -> {onedir / hello:.2f}x")
    print(f"onefile dist/{ONEFILE.name}: {_size(onefile) if onefile else 'missing'} (target <= {ONEFILE_TARGET_MB} MB)")
    with x_display() as display_env, tempfile.TemporaryDirectory() as home:
        env = isolated_env(display_env, home)
        print(describe(env))
        app, hello_run = interleaved_medians([str(APP), "--time-to-window"], [str(HELLO)], env)
        shell, ready, bare = app["exposed"], app["ready"], hello_run["exposed"]
        print(f"frozen hello-world window exposed: {bare * 1000:.0f} ms (median of {RUNS}, from process start)")
        print(f"frozen app, window exposed:        {shell * 1000:.0f} ms -> {shell / bare:.2f}x "
              f"(target <= {START_TARGET}x){spread(app, 'exposed')}")
        print(f"frozen app, usable start screen:   {ready * 1000:.0f} ms -> {ready / bare:.2f}x{spread(app, 'ready')}")


if __name__ == "__main__":
    main()
