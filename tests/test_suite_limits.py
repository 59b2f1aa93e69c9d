"""The suite's time limits (issue 18): a test that runs over fails alone and its worker goes
on; a hang that no signal reaches ends its worker and the whole run, and never stalls it.

Each case runs a small pytest session of its own in a child process, with the suite's own
hooks (tests/conftest.py), the suite's settings (pyproject.toml) and the Makefile's
pytest-xdist options, on test files written into a temporary folder."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
XDIST = ["-n", "1", "--dist", "loadgroup", "--max-worker-restart=0"]

pytestmark = pytest.mark.long("two small pytest sessions in child processes, one waits for its backstop")


def _makefile_uses_the_same_options() -> bool:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    return "--dist loadgroup --max-worker-restart=0" in makefile


def _run(folder: Path, body: str, **env: str) -> subprocess.CompletedProcess[str]:
    (folder / "conftest.py").write_text("from tests.conftest import *  # noqa: F403 - the suite's own hooks\n",
                                        encoding="utf-8")
    (folder / "test_inner.py").write_text(textwrap.dedent(body), encoding="utf-8")
    # Run from inside a pytest-xdist worker, the inner session must not think it is one.
    environment = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    environment.update(PYTHONPATH=str(ROOT), **env)
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-c", str(ROOT / "pyproject.toml"),
         "--rootdir", str(folder), *XDIST, str(folder / "test_inner.py")],
        cwd=folder, env=environment, capture_output=True, text=True, timeout=150,
    )


def test_a_test_over_its_limit_fails_alone_and_its_worker_goes_on(tmp_path: Path) -> None:
    assert _makefile_uses_the_same_options()
    proc = _run(tmp_path, """
        import time
        import pytest

        @pytest.mark.timeout(2)
        def test_too_slow():
            time.sleep(120)

        def test_after_it_on_the_same_worker():
            assert True
    """)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert "1 failed, 1 passed" in out, out
    assert "Timeout" in out and "test_too_slow" in out, out
    assert "crashed" not in out, out


def test_a_hang_no_signal_reaches_ends_the_run_instead_of_stalling_it(tmp_path: Path) -> None:
    proc = _run(tmp_path, """
        import signal
        import time
        import pytest

        @pytest.mark.timeout(2)
        def test_deaf_to_signals():
            signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGALRM})  # as C++ that never returns to Python
            time.sleep(120)

        def test_never_reached():
            assert True
    """, KT_TEST_BACKSTOP_GRACE_S="3")
    out = proc.stdout + proc.stderr
    assert proc.returncode != 0, out
    assert "test_deaf_to_signals" in out and "crashed" in out, out
    assert "backstop: gw0 hung past its time limit" in out, out
    assert "Timeout (0:00:05)!" in out and "test_deaf_to_signals" in out.split("backstop:")[1], out  # every stack
