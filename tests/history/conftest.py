"""The history tests use the GUI tests' window fixtures."""
from tests.gui.conftest import driver, fast_timings, make_window  # noqa: F401
