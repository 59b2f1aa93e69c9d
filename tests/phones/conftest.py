"""The app fixtures of tests/gui (window, fast timings, the driver) for the phone tests."""
import os

# The look harness photographs whole games for a person to look at (a tool run on demand,
# not a check of the suite): it is collected only when KARTENTISCH_LOOK asks for its pictures.
collect_ignore = [] if os.environ.get("KARTENTISCH_LOOK") else ["test_browser_look.py"]
from tests.gui.conftest import Driver, driver, fast_timings, make_window  # noqa: F401
