"""Issue 9 §1: no file can stop the app from starting — every corpus case, two starts each.

A case holds when both starts end with a booted window on the start or resume screen, a
message where the file was bad (and none for a valid one, such as a BOM), the bad file
moved aside where the folder allows it, and the second start also clean (a bad deck is not
loaded again). A start that hangs fails at the suite's time limit, with a trace (tests/conftest.py).
"""
from __future__ import annotations

import os
import pathlib

import pytest

from gui.persistence import storage
from tests.hardening import corpus

CASES = corpus.cases()


def _started(window) -> bool:  # noqa: ANN001
    current = window.stack.currentWidget()
    return window.booted and current is not None and current in (window.start_screen, window.resume_screen)


def _settled(window) -> None:  # noqa: ANN001
    """Wait until the chosen deck's render child has given its verdict (issue 20 §8: a
    user's deck loads in a child process, so its message arrives after the window)."""
    renderer = getattr(window, "renderer", None)
    if renderer is not None:
        assert renderer.wait_loaded(60_000), "the deck's render child never answered"


@pytest.fixture
def read_only_as_root(monkeypatch: pytest.MonkeyPatch) -> None:
    """As root chmod does not stop writes: refuse them in the corpus' read-only folders."""
    if os.geteuid() != 0:
        return
    import tempfile

    def refused(path: object) -> bool:
        return pathlib.Path(str(path)).parent in corpus.READ_ONLY

    real_replace, real_unlink, real_mkstemp = os.replace, os.unlink, tempfile.mkstemp

    def replace(src, dst, *a, **k):  # noqa: ANN001, ANN002, ANN003, ANN202
        if refused(src) or refused(dst):
            raise PermissionError(13, "Permission denied", str(dst))
        return real_replace(src, dst, *a, **k)

    def unlink(path, *a, **k):  # noqa: ANN001, ANN002, ANN003, ANN202
        if refused(path):
            raise PermissionError(13, "Permission denied", str(path))
        return real_unlink(path, *a, **k)

    def mkstemp(*a, dir=None, **k):  # noqa: ANN001, ANN002, ANN003, ANN202, A002
        if dir is not None and pathlib.Path(str(dir)) in corpus.READ_ONLY:
            raise PermissionError(13, "Permission denied", str(dir))
        return real_mkstemp(*a, dir=dir, **k)

    monkeypatch.setattr(os, "replace", replace)
    monkeypatch.setattr(os, "unlink", unlink)
    monkeypatch.setattr(tempfile, "mkstemp", mkstemp)


#: Cases about the log: the log is opened by a real start (``kartentisch --smoke``), not by
#: the test's window, so they run as subprocess starts (test_a_bad_log_file_never_stops_a_start).
LOG_CASES = [name for name in CASES if name.startswith("log:")]
ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", LOG_CASES)
def test_a_bad_log_file_never_stops_a_start(name: str) -> None:
    """Issue 20 §3: a FIFO there hung every start in ``open()``; a link wrote anywhere."""
    import subprocess
    import sys

    from gui.shell import logs

    setup, _expect = CASES[name]
    setup()
    outside = storage.data_dir() / "outside.txt"
    before = outside.read_bytes() if outside.exists() else None
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    try:
        done = subprocess.run(
            [sys.executable, "-m", "gui.app", "--smoke"], cwd=ROOT, env=env, capture_output=True, timeout=50, check=False
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"{name}: the start hung")
    assert done.returncode == 0 and b"smoke: ok" in done.stdout, (name, done.stderr[-2000:])
    log = logs.log_file()
    assert log.is_file() and not log.is_symlink(), name
    assert "start (python" in log.read_text(encoding="utf-8"), name
    assert os.path.lexists(log.with_name(log.name + ".bad")), f"{name}: the bad log was not set aside"
    if before is not None:
        assert outside.read_bytes() == before, f"{name}: the log wrote through the link"


@pytest.mark.parametrize("name", [name for name in CASES if name not in LOG_CASES])
def test_every_hostile_file_leaves_a_started_app_twice(name: str, make_window, read_only_as_root) -> None:  # noqa: ANN001
    setup, expect = CASES[name]
    try:
        setup()
        first = make_window()
        assert _started(first), name
        _settled(first)
        notice = first.notice_text()
        if expect == "notice":
            assert notice, f"{name}: no message"
        elif expect == "quiet":
            assert not notice, f"{name}: unexpected message {notice!r}"
        first.close()
        second = make_window()
        assert _started(second), name
        _settled(second)
        if name.startswith("deck:") and expect == "notice":
            assert second.renderer is None or second.renderer.deck_id == "kartentisch", name
        if name.startswith(("settings:", "autosave:")) and expect == "notice" and "read-only" not in name:
            # the bad file went aside: the second start is quiet about it
            assert "set aside" not in second.notice_text() or name.startswith("autosave"), second.notice_text()
    finally:
        corpus.restore_permissions()


def test_orphaned_temp_files_are_removed_at_start(make_window) -> None:  # noqa: ANN001
    for folder, stem in ((storage.state_dir(), "autosave.json"), (storage.config_dir(), "settings.json")):
        folder.mkdir(parents=True, exist_ok=True)
        for i in range(5):
            (folder / f".{stem}.{i}abc.tmp").write_text("{half")
    (storage.state_dir() / "keep.tmp").write_text("not ours")
    make_window()
    leftovers = [p.name for p in storage.state_dir().iterdir()] + [p.name for p in storage.config_dir().iterdir()]
    assert not [n for n in leftovers if n.startswith(".") and n.endswith(".tmp")], leftovers
    assert "keep.tmp" in leftovers


def test_a_deep_settings_file_is_moved_aside_so_the_next_start_is_clean(make_window) -> None:  # noqa: ANN001
    storage.settings_path().parent.mkdir(parents=True, exist_ok=True)
    storage.settings_path().write_text("[" * 5000 + "]" * 5000)
    window = make_window()
    assert window.notice_text() and (storage.config_dir() / "settings.json.bad").exists()
    window.close()
    assert not make_window().notice_text()


def test_a_bom_settings_file_is_read(make_window) -> None:  # noqa: ANN001
    storage.settings_path().parent.mkdir(parents=True, exist_ok=True)
    storage.settings_path().write_bytes(b'\xef\xbb\xbf{"language": "en", "last_players": ["Anna"]}')
    window = make_window()
    assert window.settings.language == "en" and window.settings.last_players == ["Anna"]


def test_remembered_names_are_capped_in_count_and_length() -> None:
    from gui.text.names import MAX_NAME_LENGTH
    from gui.persistence.settings import MAX_REMEMBERED, Settings

    settings = Settings.model_validate({"last_players": ["B" * 100_000] + [f"N{i}" for i in range(100_000)]})
    assert len(settings.last_players) == MAX_REMEMBERED
    assert max(map(len, settings.last_players)) == MAX_NAME_LENGTH


def test_a_corrupt_file_in_a_read_only_folder_still_starts_and_says_so(make_window, read_only_as_root) -> None:  # noqa: ANN001
    storage.settings_path().parent.mkdir(parents=True, exist_ok=True)
    storage.settings_path().write_text("{bad")
    corpus._readonly(storage.config_dir())
    try:
        window = make_window()
        assert _started(window)
        assert "nicht beiseitegelegt" in window.notice_text() or "could not be set aside" in window.notice_text()
    finally:
        corpus.restore_permissions()
