"""Suite-wide setup: Qt runs offscreen, and no test touches the real user's files."""
from __future__ import annotations

import faulthandler
import functools
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Hypothesis runs its "hypothesis" entry points at import; the one installed is trio's (a
# dependency of Selenium), which imports trio: 0.2 CPU-seconds in every worker, for a hook
# about trio's scheduler that no test here uses.
os.environ.setdefault("HYPOTHESIS_NO_PLUGINS", "1")

import pytest

#: The time limit of a test marked ``long("why")`` (whole games, child processes, a wheel
#: build): room for a loaded machine, where the suite's default (pyproject.toml) is 60 s.
LONG_TIMEOUT_S = 240
#: How long after a test's own limit the backstop ends its worker (see
#: :func:`pytest_runtest_protocol`); ``KT_TEST_BACKSTOP_GRACE_S`` shortens it for the test of
#: the backstop itself (tests/test_suite_limits.py).
BACKSTOP_GRACE_S = float(os.environ.get("KT_TEST_BACKSTOP_GRACE_S", "30"))
#: How many workers run the headless-chromium phone tests (one browser game at a time each).
CHROMIUM_WORKERS = 2
#: A browser test's weight in the deal to those workers when it has no
#: ``browser_seconds(n)`` mark (the short ones: a join, a refused phone).
BROWSER_SECONDS = 3.0


#: The least time any pytest-qt wait of the suite gives its condition, in ms
#: (``KT_TEST_WAIT_FLOOR_MS``). A wait returns as soon as its condition holds, so its time
#: is a guard against a hang, not a claim about speed; a test that wrote 3000 ms met a
#: focus change that took longer on a loaded machine (five workers and the busy loops of
#: ``make test-stress`` on two cores). Real hangs are caught by the per-test time limit.
WAIT_FLOOR_MS = int(os.environ.get("KT_TEST_WAIT_FLOOR_MS", "20000"))
_QTBOT_WAITS = ("waitUntil", "waitSignal", "waitSignals", "waitCallback", "waitExposed", "waitActive",
                "wait_until", "wait_signal", "wait_signals", "wait_callback", "wait_exposed", "wait_active")


def _with_wait_floor(wait: Callable[..., Any]) -> Callable[..., Any]:
    """``wait`` with its ``timeout`` raised to :data:`WAIT_FLOOR_MS` (never lowered). A wait
    that does not fail when its time is up (``raising=False``, as ``assertNotEmitted`` waits
    to see that nothing comes) keeps its time: there the time is what is tested."""

    @functools.wraps(wait)
    def floored(self: Any, *args: Any, **kwargs: Any) -> Any:
        if kwargs.get("raising") is False:
            return wait(self, *args, **kwargs)
        timeout = kwargs.get("timeout")
        if timeout is None and "timeout" not in kwargs:
            timeout = 5000  # pytest-qt's default for every one of these waits
        if isinstance(timeout, int) and 0 <= timeout < WAIT_FLOOR_MS:
            kwargs["timeout"] = WAIT_FLOOR_MS
        return wait(self, *args, **kwargs)

    floored.__wrapped_by_kartentisch__ = True  # type: ignore[attr-defined]  # marks it patched once
    return floored


def pytest_configure(config: pytest.Config) -> None:
    """Every pytest-qt wait gets at least :data:`WAIT_FLOOR_MS` (see there)."""
    from pytestqt.qtbot import QtBot

    for name in _QTBOT_WAITS:
        wait = getattr(QtBot, name, None)
        if wait is not None and not getattr(wait, "__wrapped_by_kartentisch__", False):
            setattr(QtBot, name, _with_wait_floor(wait))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Long tests get their longer limit and run first: parallel workers (pytest-xdist) then
    end together instead of waiting for a whole game that started last. Headless-chromium
    phone tests are dealt to :data:`CHROMIUM_WORKERS` workers (``--dist loadgroup``): each
    starts up to five browsers, and more such games at once starve every other test on a
    2-core machine (the tests of ``tests/phones/test_browser*.py`` and any other test marked
    ``browser_seconds``). Each group runs on one worker, one test after another, so they are the
    longest chain of the run: the deal gives each about as many seconds, by the tests'
    ``browser_seconds`` marks (longest first, each to the group with the fewest so far;
    dealt in turn, one group had 214 s and the other 172 s in one run)."""
    for item in items:
        mark = item.get_closest_marker("long")
        if mark is None:
            continue
        if not mark.args or not str(mark.args[0]).strip():
            raise pytest.UsageError(f"{item.nodeid}: long() says why the test is long")
        if item.get_closest_marker("timeout") is None:
            item.add_marker(pytest.mark.timeout(LONG_TIMEOUT_S))
    items.sort(key=lambda item: item.get_closest_marker("long") is None)  # stable: long ones first
    browsers = [item for item in items if "tests/phones/test_browser" in item.nodeid.replace("\\", "/")
                or item.get_closest_marker("browser_seconds") is not None]
    dealt = [0.0] * CHROMIUM_WORKERS
    for item in sorted(browsers, key=_browser_seconds, reverse=True):  # stable: ties in collection order
        group = dealt.index(min(dealt))
        dealt[group] += _browser_seconds(item)
        item.add_marker(pytest.mark.xdist_group(f"chromium-{group}"))


def _browser_seconds(item: pytest.Item) -> float:
    mark = item.get_closest_marker("browser_seconds")
    return float(mark.args[0]) if mark is not None and mark.args else BROWSER_SECONDS


def _time_limit(item: pytest.Item) -> float:
    mark = item.get_closest_marker("timeout")
    if mark is not None and mark.args:
        return float(mark.args[0])
    return float(item.config.getini("timeout") or 0)


def _backstop_trace(controller_pid: int, worker: str) -> Path:
    """Where a pytest-xdist worker's backstop writes its stacks: a worker's own stderr is not
    shown by pytest-xdist, so the controller prints the file in its summary."""
    return Path(tempfile.gettempdir()) / f"kartentisch-backstop-{controller_pid}-{worker}.txt"


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    """The backstop behind pytest-timeout's limit.

    The limit itself uses the signal method (pyproject.toml): it fails only the test that
    ran over, with every thread's stack, and the worker goes on. A signal cannot interrupt
    C++ that never returns to Python (a Qt event loop or a modal dialog with no Python slot
    firing); for that, :data:`BACKSTOP_GRACE_S` after the limit ``faulthandler`` writes
    every thread's stack and ends the worker. pytest-xdist then reports the test as
    crashed, and ``--max-worker-restart=0`` (Makefile) ends the run there: with
    ``--dist loadgroup`` a replaced worker can wait forever for work that never comes
    (pytest-xdist 3.8.0, issues #1323, #1327 and #1378), and a red run must not hang."""
    limit = _time_limit(item)
    worker = getattr(item.config, "workerinput", {}).get("workerid")  # set in pytest-xdist's workers only
    trace = _backstop_trace(os.getppid(), worker).open("w", encoding="utf-8") if worker and limit > 0 else None
    if limit > 0:
        faulthandler.dump_traceback_later(limit + BACKSTOP_GRACE_S, exit=True, file=trace or sys.stderr)
    try:
        yield
    finally:
        if limit > 0:
            faulthandler.cancel_dump_traceback_later()
        if trace is not None:
            trace.close()
            Path(trace.name).unlink(missing_ok=True)


@pytest.hookimpl(trylast=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> None:
    """Delete at once what the test left for deletion: the windows pytest-qt closed (it
    calls ``deleteLater``) and every screen or panel the app dropped.

    ``processEvents`` never runs a deferred delete, so without this they stayed alive for
    the rest of the worker's tests: a process that ran ``test_hostile_files.py`` held 14,000
    widgets and 1,100 windows at its end, and every later style sheet, language or palette change went
    through all of them (those 100 tests alone took 26.6 CPU-seconds instead of 17.4,
    issue 18). Runs after pytest-qt's own teardown, which closes the test's widgets."""
    qtcore = sys.modules.get("PySide6.QtCore")  # a test that never touched Qt left nothing
    if qtcore is not None and qtcore.QCoreApplication.instance() is not None:
        qtcore.QCoreApplication.sendPostedEvents(None, qtcore.QEvent.Type.DeferredDelete)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter, config: pytest.Config) -> None:
    """The stacks of every worker that its backstop ended (see :func:`pytest_runtest_protocol`)."""
    if hasattr(config, "workerinput"):  # a pytest-xdist worker: its controller prints them
        return
    for trace in sorted(_backstop_trace(os.getpid(), "*").parent.glob(_backstop_trace(os.getpid(), "*").name)):
        terminalreporter.write_sep("=", f"backstop: {trace.stem.rsplit('-', 1)[-1]} hung past its time limit")
        terminalreporter.write(trace.read_text(encoding="utf-8", errors="replace"))
        trace.unlink(missing_ok=True)


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


#: The scrypt cost of a PIN hashed inside a test process (n, r, p): a few microseconds. The
#: app's own cost (``gui.persistence.pin_hash.PIN_SCRYPT``, about 0.1 s of one core per hash, made at
#: every PIN check) was a fifth of the suite's CPU time, because every whole game the suite
#: plays gives every second player a PIN. What a PIN does (its check, its refusal, what is
#: saved and set aside) does not depend on the cost; the cost itself is tested with the real
#: parameters (the ``real_pin_cost`` marker, tests/gui/test_pin_hash.py). Child processes
#: (self-play, kill and boot tests) always run the app's real cost.
CHEAP_PIN_SCRYPT = (16, 1, 1)


@pytest.fixture(autouse=True)
def _cheap_pin_hashes(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """PINs hashed in this process use :data:`CHEAP_PIN_SCRYPT`, unless the test is marked
    ``real_pin_cost``. Hashes of the real costs stay accepted (saves of child processes)."""
    if request.node.get_closest_marker("real_pin_cost") is not None:
        return
    import gui.persistence.pin_hash as pin_hash

    monkeypatch.setattr(pin_hash, "PIN_SCRYPT", CHEAP_PIN_SCRYPT)
    monkeypatch.setattr(pin_hash, "KNOWN_SCRYPT", pin_hash.KNOWN_SCRYPT | {CHEAP_PIN_SCRYPT})


@pytest.fixture(autouse=True)
def _commit_by_click(monkeypatch: pytest.MonkeyPatch) -> None:
    """A choosing step's commit button commits on a click here, as it did before it had to
    be held (issue 31): the drivers click it. The hold itself is tested with its time set
    (tests/gui/test_commit_cover.py); child processes (self-play) hold it for real."""
    from gui.curtain import timings

    monkeypatch.setattr(timings, "COMMIT_HOLD_MS", 0)
    # a table move is made at once here, as before it could be taken back (issue 31); the wait
    # and its "Undo" are tested with their time set (tests/gui/session_parts/test_take_back.py)
    monkeypatch.setattr(timings, "TAKE_BACK_MS", 0)


@pytest.fixture(autouse=True)
def _english_afterwards() -> object:
    """A test that switched the app's shared translations (a window in German, the language
    menu) puts English back afterwards: the next test in the same worker asserts the English
    source texts, and which test runs next in a worker is up to pytest-xdist."""
    yield
    i18n = sys.modules.get("gui.text.i18n")
    shared = getattr(getattr(i18n, "Translations", None), "_shared", None)
    if shared is None or shared.language == "en":
        return
    from PySide6.QtCore import QCoreApplication, QLocale

    if QCoreApplication.instance() is not None:
        shared.set_language("en")
        QLocale.setDefault(QLocale(QLocale.Language.English))
