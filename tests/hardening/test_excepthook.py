"""Issue 9 §4: an unexpected error shows a friendly dialog, logs a trace without secrets and
leaves the game resumable."""
from __future__ import annotations

import sys
import threading

import pytest

from gui import excepthook, storage
from gui.autosave import LoadedAutosave, read_autosave


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
    excepthook.install(lambda: driver.window)
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
    excepthook.install(lambda: None)
    for _ in range(200):
        try:
            raise ValueError("x")
        except ValueError:
            excepthook.handle(*sys.exc_info())
    assert excepthook.crash_log_path().stat().st_size <= 2 * excepthook.MAX_LOG_BYTES
