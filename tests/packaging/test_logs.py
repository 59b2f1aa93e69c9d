"""The log file: where it is, that it rotates, that no secret reaches it, and that a
windowed app without stdout/stderr starts."""
from __future__ import annotations

import logging
import os
import pathlib
import re
import subprocess
import sys

import pytest

from gui.shell import logs
from gui.cards.elements import FACES, JOKERS, aisleriot_id

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture
def configured(monkeypatch: pytest.MonkeyPatch):  # noqa: ANN201
    """setup_logging() in this process, undone afterwards."""
    root = logging.getLogger()
    before = list(root.handlers), root.level, sys.excepthook
    monkeypatch.setattr(logs, "_configured", [])
    path = logs.setup_logging()
    yield path
    for handler in root.handlers[:]:
        if handler not in before[0]:
            root.removeHandler(handler)
            handler.close()
    root.setLevel(before[1])
    sys.excepthook = before[2]
    logging.captureWarnings(False)


def test_the_log_lives_in_the_platformdirs_log_dir(configured: pathlib.Path) -> None:
    assert configured == pathlib.Path(os.environ["XDG_STATE_HOME"]) / "kartentisch" / "log" / "kartentisch.log"
    logging.getLogger("gui.test").info("hello from the test")
    assert "hello from the test" in configured.read_text(encoding="utf-8")
    assert logs.setup_logging() == configured  # twice changes nothing
    assert sum(getattr(h, "_kartentisch_handler", False) for h in logging.getLogger().handlers) <= 2


def test_no_card_role_or_chamber_name_reaches_the_file(configured: pathlib.Path) -> None:
    from engine.diamantenraub.model import Role as DRole
    from engine.tempelgold.model import ChamberKind, Role

    log = logging.getLogger("gui.cards.renderer")
    for element in (*FACES, *JOKERS):
        log.warning("card deck %s has no element %r; drawing a placeholder", "user:x", element)
        log.warning("aisleriot %s", aisleriot_id(element))
    log.info("cards QS 10H AC JOKER; roles %s", ", ".join(r.value for r in (*Role, *DRole)))
    log.info("Anna ist Wächter, Ben ist Abenteurer; Kammer: %s", [k.value for k in ChamberKind])
    log.info("Pik König, Herz Dame, Karo Bube, Kreuz Ass; the Ace of Spades, a King, a Queen, a Jack")
    try:
        raise ValueError("seat 3 holds king_heart and is a waechter")
    except ValueError:
        log.exception("a step failed")
    text = configured.read_text(encoding="utf-8")
    lowered = text.lower()
    words = {*FACES, *JOKERS, *(aisleriot_id(e) for e in (*FACES, *JOKERS))}
    words |= {r.value for r in (*Role, *DRole)} | {k.value for k in ChamberKind}
    words |= {"wächter", "könig", "dame", "bube", "ass", "ace", "king", "queen", "jack", "qs", "10h", "ac", "joker"}
    leaked = sorted(w for w in words if re.search(rf"(?<!\w){re.escape(w.lower())}(?!\w)", lowered))
    assert not leaked, f"secret words in the log: {leaked}\n{text}"
    assert "card deck user:x has no element '[…]'" in text  # the rest of a line stays readable
    assert "Anna ist […], Ben ist […]" in text
    assert "builtins.ValueError (message not logged)" in text and "test_logs.py" in text


def test_the_file_rotates(monkeypatch: pytest.MonkeyPatch, tmp_path: pathlib.Path) -> None:
    monkeypatch.setattr(logs, "MAX_BYTES", 2000)
    monkeypatch.setattr(logs, "BACKUP_COUNT", 2)
    monkeypatch.setattr(logs, "_configured", [])
    root = logging.getLogger()
    before = list(root.handlers)
    path = logs.setup_logging()
    try:
        for i in range(200):
            logging.getLogger("gui.test").info("line %d %s", i, "x" * 40)
    finally:
        for handler in root.handlers[:]:
            if handler not in before:
                root.removeHandler(handler)
                handler.close()
    assert path is not None
    assert path.stat().st_size <= 2000
    assert path.with_name(path.name + ".1").exists() and path.with_name(path.name + ".2").exists()
    assert not path.with_name(path.name + ".3").exists()


def test_a_windowed_app_without_stdout_and_stderr_starts_and_logs(tmp_path: pathlib.Path) -> None:
    """What a frozen windowed app sees on Windows/macOS: sys.stdout and sys.stderr are None."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_STATE_HOME=str(tmp_path / "state"),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    code = (
        "import sys; sys.stdout = None; sys.stderr = None\n"
        "from gui.app import main\n"
        "code = main(['--smoke'])\n"
        "# whatever runs after start-up (slots, hooks, libraries) may write to the streams\n"
        "sys.stdout.write('x'); sys.stdout.flush(); sys.stderr.write('y')\n"
        "import faulthandler; faulthandler.enable()\n"
        "raise SystemExit(code)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    log = tmp_path / "state" / "kartentisch" / "log" / "kartentisch.log"
    assert "start (python" in log.read_text(encoding="utf-8")


def test_redact_leaves_ordinary_words_alone() -> None:
    text = "Tempelgold: Anna passes the device; settings file set aside; Kartentisch started"
    assert logs.redact(text) == text
    assert logs.redact("king_spade and spade_king") == "[…] and […]"


def test_a_link_inside_the_log_folder_is_followed_and_one_outside_is_set_aside(
    monkeypatch: pytest.MonkeyPatch, tmp_path: pathlib.Path
) -> None:
    """Issue 20 §3: the log follows a link only to a target inside its own folder."""
    folder = logs.log_dir()
    folder.mkdir(parents=True)
    (folder / "real.log").write_text("")
    os.symlink("real.log", logs.log_file())
    monkeypatch.setattr(logs, "_configured", [])
    root = logging.getLogger()
    before = list(root.handlers)
    outside = tmp_path / "outside.txt"
    outside.write_text("precious\n")
    try:
        logs.setup_logging()
        logging.getLogger("gui.test").warning("through the link")
        assert "through the link" in (folder / "real.log").read_text(encoding="utf-8")
        assert logs.log_file().is_symlink()
    finally:
        for handler in root.handlers[:]:
            if handler not in before:
                root.removeHandler(handler)
                handler.close()
    logs.log_file().unlink()
    os.symlink(outside, logs.log_file())
    monkeypatch.setattr(logs, "_configured", [])
    try:
        logs.setup_logging()
        logging.getLogger("gui.test").warning("not through the link")
    finally:
        for handler in root.handlers[:]:
            if handler not in before:
                root.removeHandler(handler)
                handler.close()
    assert outside.read_text() == "precious\n"
    assert not logs.log_file().is_symlink() and "not through the link" in logs.log_file().read_text(encoding="utf-8")
    assert (folder / "kartentisch.log.bad").is_symlink()
