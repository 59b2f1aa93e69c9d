"""The app fixtures of ``tests/gui`` (a main window, a driver through the real widgets)."""
from __future__ import annotations

from tests.gui.conftest import driver, fast_timings, make_window  # noqa: F401
