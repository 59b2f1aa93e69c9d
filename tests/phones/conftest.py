"""The app fixtures of tests/gui (window, fast timings, the driver) for the phone tests."""
from tests.gui.conftest import Driver, driver, fast_timings, make_window  # noqa: F401
