"""Suite-wide setup: Qt runs offscreen, and no test touches the real user's files."""
from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

#: The time limit of a test marked ``long("why")`` (whole games, child processes, a wheel
#: build): room for a loaded machine, where the suite's default (pyproject.toml) is 60 s.
LONG_TIMEOUT_S = 240
#: How many workers run the headless-chromium phone tests (one browser game at a time each).
CHROMIUM_WORKERS = 2


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Long tests get their longer limit and run first: parallel workers (pytest-xdist) then
    end together instead of waiting for a whole game that started last. Headless-chromium
    phone tests are dealt to :data:`CHROMIUM_WORKERS` workers (``--dist loadgroup``): each
    starts up to five browsers, and more such games at once starve every other test on a
    2-core machine."""
    for item in items:
        mark = item.get_closest_marker("long")
        if mark is None:
            continue
        if not mark.args or not str(mark.args[0]).strip():
            raise pytest.UsageError(f"{item.nodeid}: long() says why the test is long")
        if item.get_closest_marker("timeout") is None:
            item.add_marker(pytest.mark.timeout(LONG_TIMEOUT_S))
    items.sort(key=lambda item: item.get_closest_marker("long") is None)  # stable: long ones first
    browsers = [item for item in items if "tests/phones/test_browser" in item.nodeid.replace("\\", "/")]
    for number, item in enumerate(browsers):
        item.add_marker(pytest.mark.xdist_group(f"chromium-{number % CHROMIUM_WORKERS}"))


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point every platformdirs location (XDG on Linux) at a fresh temp folder."""
    root = tmp_path_factory.mktemp("home")
    for var, sub in (
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_STATE_HOME", "state"),
        ("XDG_DATA_HOME", "data"),
        ("XDG_CACHE_HOME", "cache"),
    ):
        path = root / sub
        path.mkdir()
        monkeypatch.setenv(var, str(path))
    # Parallel workers (pytest-xdist) never meet on the phones' preferred port: every phone
    # server of the suite, in this process or a child, takes a free port of its own.
    monkeypatch.setenv("KARTENTISCH_PHONE_PORT", "0")


@pytest.fixture(autouse=True)
def _english_afterwards() -> object:
    """A test that switched the app's shared translations (a window in German, the language
    menu) puts English back afterwards: the next test in the same worker asserts the English
    source texts, and which test runs next in a worker is up to pytest-xdist."""
    yield
    i18n = sys.modules.get("gui.i18n")
    shared = getattr(getattr(i18n, "Translations", None), "_shared", None)
    if shared is None or shared.language == "en":
        return
    from PySide6.QtCore import QCoreApplication, QLocale

    if QCoreApplication.instance() is not None:
        shared.set_language("en")
        QLocale.setDefault(QLocale(QLocale.Language.English))
