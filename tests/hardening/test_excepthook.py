"""Issue 9 §4: an unexpected error shows a friendly dialog, logs a trace without secrets and
leaves the game resumable."""
from __future__ import annotations

import sys
import threading

import pytest

from gui.shell import excepthook
from gui.persistence import storage
from gui.persistence.autosave import LoadedAutosave, read_autosave


@pytest.fixture(autouse=True)
def _restore_hooks():  # noqa: ANN202
    before = (sys.excepthook, threading.excepthook)
    yield
    sys.excepthook, threading.excepthook = before


def test_an_unexpected_error_covers_logs_without_secrets_and_stays_resumable(driver) -> None:  # noqa: ANN001
    driver.enter_players(["Anna", "Ben", "Carla"])
    driver.click_start()
    driver.reveal()  # a private screen is open when the error comes
    seat = driver.session.curtain.private.seat if hasattr(driver.session.curtain.private, "seat") else 0
    secret = f"role of seat {seat} is Waechter-42"
    shown = []
    driver.window.crash_dialog_hook = shown.append
    excepthook.install(lambda: driver.window, attended=True)  # a person at a real window
    try:
        raise RuntimeError(secret)
    except RuntimeError:
        excepthook.handle(*sys.exc_info())
    assert driver.curtain.private is None  # covered before the dialog
    assert len(shown) == 1 and shown[0].text() and shown[0].objectName() == "CrashDialog"
    log = excepthook.crash_log_path().read_text()
    assert "RuntimeError" in log and "test_excepthook.py" in log
    assert secret not in log and "Waechter" not in log
    assert isinstance(read_autosave(), LoadedAutosave)
    assert storage.autosave_path().exists()


def test_the_crash_log_stays_small(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(excepthook, "MAX_LOG_BYTES", 4096)
    excepthook.install(lambda: None, attended=True)
    for _ in range(200):
        try:
            raise ValueError("x")
        except ValueError:
            excepthook.handle(*sys.exc_info())
    assert excepthook.crash_log_path().stat().st_size <= 2 * excepthook.MAX_LOG_BYTES


# -- issue 18: nobody attends the run, so nothing may wait for a click -------------------------
BOOT_FAILS = r"""
import sys
from gui.shell import main_window
def boot(self, *args, **kwargs):
    raise RuntimeError("secret-in-the-message: seat 2 is a Waechter")
main_window.MainWindow.boot = boot
from gui.app import main
sys.exit(main([]))
"""

WARM_UP_FAILS = r"""
import sys
from gui import app
steps = app.after_start_screen_steps
def failing(window):
    def fail():
        raise RuntimeError("secret-in-the-message: seat 2 is a Waechter")
    return [*steps(window), fail]
app.after_start_screen_steps = failing
sys.exit(app.main([]))
"""


@pytest.mark.parametrize("script", [BOOT_FAILS, WARM_UP_FAILS], ids=["during-the-boot", "after-the-warm-up"])
def test_an_offscreen_error_ends_the_process_with_the_trace_and_no_dialog(tmp_path, script: str) -> None:  # noqa: ANN001
    """Offscreen, an exception in the boot's steps (before the exception dialog is installed)
    or after them (with it) ends the process at once: no modal dialog waits for a click."""
    import os
    import pathlib
    import subprocess

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for var in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        env[var] = str(tmp_path / var.lower())
    root = pathlib.Path(__file__).resolve().parents[2]
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=root, env=env, capture_output=True, text=True, timeout=30
    )
    assert result.returncode == excepthook.EXIT_STATUS, result.stderr[-2000:]
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("kartentisch: unexpected error (RuntimeError)"), result.stderr[-2000:]
    assert "secret-in-the-message" not in result.stdout
    crash = tmp_path / "xdg_state_home" / "kartentisch" / excepthook.CRASH_LOG
    trace = crash.read_text(encoding="utf-8")
    assert "RuntimeError" in trace and ("in boot" in trace or "in fail" in trace), trace
    assert "secret-in-the-message" not in trace and "Waechter" not in trace


def test_an_unattended_error_exits_instead_of_asking(monkeypatch: pytest.MonkeyPatch, capsys) -> None:  # noqa: ANN001
    """The same decision in this process: the exit is recorded instead of taken."""
    exits: list[int] = []
    shown: list[object] = []

    class Window:
        crash_dialog_hook = shown.append
        covered = False

        def _cover_secrets(self) -> None:
            self.covered = True

    window = Window()
    monkeypatch.setattr(excepthook, "_exit", exits.append)
    excepthook.install(lambda: window, attended=False)
    try:
        raise ValueError("a secret")
    except ValueError:
        excepthook.handle(*sys.exc_info())
    assert exits == [excepthook.EXIT_STATUS]
    assert shown == []
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "ValueError" in err[0] and "a secret" not in err[0]
