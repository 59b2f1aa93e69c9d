"""Issue 20 §8: a user's deck is never read, checked or parsed in the app's process.

Its render child does all of it and sends pixels; a child that dies, hangs or sends
garbage means our deck, a message, and the deck remembered as failed — never a crash.
"""
from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from gui.cards import deck_check, deck_memory, deck_trial, remote
from gui.cards.decks import user_decks_dir
from tests.cards.conftest import deck_svg

ROOT = Path(__file__).resolve().parents[2]


def _install(folder: str = "mine", svg: str | None = None) -> tuple[str, Path]:
    base = user_decks_dir() / folder
    base.mkdir(parents=True)
    (base / "deck.svg").write_text(svg if svg is not None else deck_svg())
    (base / "index.desktop").write_text("[KDE Backdeck]\nName=Mine\nSVG=deck.svg\n")
    return f"user:{folder}", base / "deck.svg"


@pytest.fixture
def renderer(qapp):  # noqa: ANN001, ANN201
    from gui.cards.renderer import DeckRenderer

    r = DeckRenderer()
    yield r
    r.close()


@pytest.fixture
def not_here(monkeypatch: pytest.MonkeyPatch):  # noqa: ANN201
    """Every way the app's process could read, check or parse a user's deck raises."""
    from gui.cards import decks, source, worker
    from gui.cards.decks import builtin_svg_path

    ours = {builtin_svg_path(i).read_bytes() for i in ("de", "en")}
    real_load, real_read = source.load_svg_renderer, decks._read_svg

    def load(data: bytes, what: str):  # noqa: ANN202
        if data not in ours:
            raise AssertionError("a user's deck was parsed by QtSvg in the app's process")
        return real_load(data, what)

    def read(path: Path, limit: int, shown: str) -> bytes:
        if not decks.is_ours(path):
            raise AssertionError("a user's deck was read in the app's process")
        return real_read(path, limit, shown)

    def never(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("a user's deck was checked or cut out in the app's process")

    monkeypatch.setattr(source, "load_svg_renderer", load)
    monkeypatch.setattr(worker, "load_svg_renderer", load)
    monkeypatch.setattr(decks, "_read_svg", read)
    monkeypatch.setattr(deck_check, "check_svg", never)
    monkeypatch.setattr(worker, "ElementExtractor", never)


def _colour(image: QImage, x: int = 25, y: int = 35) -> str:
    return QColor(image.pixel(x, y)).name()


def _reference(svg: str, svg_id: str, width: int, height: int) -> QImage:
    """What QtSvg draws for ``svg_id``, rendered right here in the test."""
    from PySide6.QtCore import QByteArray
    from PySide6.QtSvg import QSvgRenderer

    from gui.cards.drawing import render_svg

    return render_svg(QSvgRenderer(QByteArray(svg.encode())), svg_id, width, height)


def test_a_user_deck_is_drawn_by_its_child_and_never_parsed_here(renderer, not_here, qtbot) -> None:  # noqa: ANN001, ARG001
    deck_id, path = _install()
    with qtbot.waitSignal(renderer.changed, timeout=30_000):
        assert renderer.set_deck(deck_id, wait=False) is None  # the app's way: returns at once
        assert renderer.deck_id == "kartentisch" and renderer.loading  # ours until the child has it
    assert renderer.deck_id == deck_id and renderer.aspect() == pytest.approx(100 / 140)
    assert not deck_memory.read_state().loading  # the mark ends with the child's verdict
    elements = ("10_heart", "queen_club", "1_spade", "back", "red_joker", "back_role")
    for element in elements:
        renderer.pixmap(element, 50, 70)
    assert renderer.wait_idle(20_000)
    pictures = {e: renderer.pixmap(e, 50, 70).toImage() for e in elements}
    assert [_colour(pictures[e]) for e in elements[:5]] == ["#ff0000", "#00aa00", "#000000", "#ff00ff", "#ffff00"]
    assert _colour(pictures["back_role"]) != "#ff00ff"  # a foreign deck's role back is its back tinted
    # the worker's pictures and the synchronous ones are exactly what QtSvg draws
    svg = path.read_text()
    for element in ("10_heart", "back"):
        expected = _reference(svg, element, 50, 70)
        assert pictures[element].convertToFormat(expected.format()) == expected, element
        assert renderer.image_sync(element, 50, 70) == expected, element
        assert renderer.render_sync(element, 50, 70).toImage().convertToFormat(expected.format()) == expected, element


def test_a_big_deck_takes_the_cut_out_path_in_its_child(renderer, not_here, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001, ARG001
    from gui.cards.renderer import DeckRenderer

    deck_id, _ = _install()
    monkeypatch.setattr(DeckRenderer, "DIRECT_LIMIT", 0)
    assert renderer.set_deck(deck_id) is None
    assert not renderer.source.direct and renderer.source.data == b""  # the app holds no bytes of it
    renderer.pixmap("7_diamond", 50, 70)
    assert renderer.wait_idle(20_000)
    assert _colour(renderer.pixmap("7_diamond", 50, 70).toImage()) == "#0000ff"


def test_the_window_uses_a_picked_deck_without_parsing_it(make_window, not_here, qtbot) -> None:  # noqa: ANN001, ARG001
    """A start with a user's deck chosen: the deck arrives from the child, cards are drawn."""
    from gui.persistence.settings import Settings, save_settings

    deck_id, path = _install()
    deck_memory.remember_pick(path, path.read_bytes())
    save_settings(Settings(deck_id=deck_id))
    window = make_window()
    renderer = window.renderer
    assert renderer is not None and renderer.wait_loaded(30_000)
    assert renderer.deck_id == deck_id, window.notice_text()
    for element in ("2_heart", "king_spade", "back"):
        renderer.pixmap(element, 60, 84)
    assert renderer.wait_idle(20_000)
    assert _colour(renderer.pixmap("2_heart", 60, 84).toImage(), 30, 42) == "#ff0000"
    assert not window.notice_text()


# -- a child that fails ------------------------------------------------------------------
_HELLO = (
    "import json, struct, sys\n"
    "from gui.cards.elements import ALL_ELEMENTS\n"
    "body = json.dumps({'plans': {e: ['svg', e] for e in ALL_ELEMENTS}, 'aspect': 0.7, 'missing': [], 'direct': True}).encode()\n"
    "sys.stdout.buffer.write(struct.pack('!4sI', b'HELO', len(body)) + body); sys.stdout.buffer.flush()\n"
)
_CHILDREN = {
    "dies at once": "import sys; sys.exit(1)",
    "hangs": "import time; time.sleep(120)",
    "claims a 2 GB hello": "import struct, sys, time; sys.stdout.buffer.write(struct.pack('!4sI', b'HELO', 2**31)); sys.stdout.buffer.flush(); time.sleep(120)",
    "sends an unknown frame": "import struct, sys; sys.stdout.buffer.write(struct.pack('!4sI', b'EVIL', 3) + b'abc')",
    "sends a hello without plans": "import struct, sys; sys.stdout.buffer.write(struct.pack('!4sI', b'HELO', 2) + b'{}')",
    "sends a hello with an absurd aspect": _HELLO.replace("0.7", "1e300"),
}
_BAD_PICTURES = {
    "dies at the first picture": _HELLO + "sys.stdin.buffer.read(8); sys.exit(1)",
    "hangs at the first picture": _HELLO + "import time; sys.stdin.buffer.read(8); time.sleep(120)",
    "sends a picture of the wrong size": _HELLO + (
        "h = sys.stdin.buffer.read(8); n = struct.unpack('!4sI', h)[1]; sys.stdin.buffer.read(n)\n"
        "sys.stdout.buffer.write(struct.pack('!4sI', b'IMAG', 8 + 16) + struct.pack('!II', 2, 2) + bytes(16)); sys.stdout.buffer.flush()\n"
        "import time; time.sleep(120)\n"
    ),
    "claims a 4 GB picture": _HELLO + (
        "sys.stdin.buffer.read(8)\n"
        "sys.stdout.buffer.write(struct.pack('!4sI', b'IMAG', 2**32 - 1)); sys.stdout.buffer.flush()\n"
        "import time; time.sleep(120)\n"
    ),
}


@pytest.fixture
def fake_child(monkeypatch: pytest.MonkeyPatch):  # noqa: ANN201
    """Replace the render child by a script; short time budgets (the real ones are 30 s and 15 s)."""
    monkeypatch.setattr(remote, "LOAD_SECONDS", 3.0)
    monkeypatch.setattr(remote, "RENDER_SECONDS", 2.0)

    def use(script: str) -> None:
        monkeypatch.setattr(remote, "child_command", lambda *_args: [sys.executable, "-c", script])

    return use


def _falls_back(renderer, message: str | None, path: Path) -> None:  # noqa: ANN001
    assert message and "Kartentisch" in message, message
    assert renderer.deck_id == "kartentisch"
    assert deck_memory.is_refused(path)  # not loaded at the next start
    assert not deck_memory.read_state().loading
    assert not renderer.render_sync("1_club", 50, 70).isNull()  # our deck draws


@pytest.mark.parametrize("kind", list(_CHILDREN))
def test_a_child_that_fails_to_load_means_our_deck_and_a_message(renderer, fake_child, kind: str) -> None:  # noqa: ANN001
    fake_child(_CHILDREN[kind])
    deck_id, path = _install()
    _falls_back(renderer, renderer.set_deck(deck_id), path)


@pytest.mark.parametrize("kind", list(_BAD_PICTURES))
def test_a_child_that_fails_at_a_picture_means_our_deck_and_a_message(renderer, fake_child, qtbot, kind: str) -> None:  # noqa: ANN001
    fake_child(_BAD_PICTURES[kind])
    deck_id, path = _install()
    assert renderer.set_deck(deck_id) is None and renderer.deck_id == deck_id
    with qtbot.waitSignal(renderer.warning, timeout=20_000) as blocker:
        renderer.pixmap("3_club", 50, 70)  # the worker asks the child
    _falls_back(renderer, blocker.args[0], path)
    renderer.pixmap("3_club", 50, 70)
    assert renderer.wait_idle(10_000)
    assert _colour(renderer.pixmap("3_club", 50, 70).toImage()) != "#00aa00"  # ours, not the deck's


def test_a_child_that_fails_while_loading_in_the_background_says_so(renderer, fake_child, qtbot) -> None:  # noqa: ANN001
    fake_child(_CHILDREN["claims a 2 GB hello"])
    deck_id, path = _install()
    with qtbot.waitSignal(renderer.warning, timeout=20_000) as blocker:
        assert renderer.set_deck(deck_id, wait=False) is None
    _falls_back(renderer, blocker.args[0], path)


def test_a_real_child_killed_in_a_game_means_our_deck_and_a_message(renderer, qtbot) -> None:  # noqa: ANN001
    deck_id, path = _install()
    assert renderer.set_deck(deck_id) is None
    child = renderer.source.remote
    assert child is not None
    os.kill(child.pid, signal.SIGKILL)
    with qtbot.waitSignal(renderer.warning, timeout=20_000) as blocker:
        renderer.pixmap("4_heart", 50, 70)
    _falls_back(renderer, blocker.args[0], path)


def test_an_app_killed_while_the_child_loads_does_not_load_the_deck_again(renderer, fake_child) -> None:  # noqa: ANN001
    """The mark spans the child's load; giving a load up (another deck, quitting) is no verdict."""
    from gui.persistence.settings import Settings, load_settings, save_settings

    fake_child(_CHILDREN["hangs"])
    deck_id, path = _install()
    deck_memory.remember_pick(path, path.read_bytes())
    assert renderer.set_deck(deck_id, wait=False) is None
    assert deck_memory.read_state().loading == str(path.resolve())
    renderer.set_deck("kartentisch", "en", wait=False)  # given up: the mark goes, no verdict
    assert not deck_memory.read_state().loading and not deck_memory.is_refused(path)
    assert renderer.set_deck(deck_id, wait=False) is None
    renderer.close()  # quitting (--smoke does, right after the first frame)
    assert not deck_memory.read_state().loading and not deck_memory.is_refused(path)
    assert renderer.set_deck(deck_id, wait=False) is None  # the app is killed here: no end_loading
    save_settings(Settings(deck_id=deck_id))
    loaded = load_settings()  # the next start
    assert loaded.settings.deck_id is None and loaded.problems


def test_the_frozen_bundle_runs_the_render_child_through_its_own_executable(renderer, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    deck_id, path = _install()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    command = remote.child_command(path, "de", 123)
    assert command == [sys.executable, "--deck-render", str(path), "de", "123"]
    launcher = str(ROOT / "packaging" / "launcher.py")
    monkeypatch.setattr(remote, "child_command", lambda *args: [sys.executable, launcher, *command[1:]])
    assert renderer.set_deck(deck_id) is None
    assert _colour(renderer.image_sync("5_spade", 50, 70)) == "#000000"


def test_without_child_processes_a_deck_is_refused_not_checked_here(renderer, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    """No process can be started (a sandbox, a limit): the pick and the load say so, and the
    deck is neither checked nor parsed in the app instead (the pick reads its bytes, bounded,
    for their fingerprint: that is all)."""
    import subprocess

    from gui.cards import deck_trial, source

    def no_process(*_args: object, **_kwargs: object) -> None:
        raise OSError(11, "Resource temporarily unavailable")

    def never(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("a user's deck was checked or parsed in the app's process")

    real_build = source._build

    def build(*args: object) -> object:
        if not source.is_ours(args[4]):  # type: ignore[arg-type]  # the deck's path
            never()
        return real_build(*args)  # type: ignore[arg-type]  # our own deck

    monkeypatch.setattr(deck_check, "check_svg", never)
    monkeypatch.setattr(source, "_build", build)

    deck_id, path = _install()
    monkeypatch.setattr(deck_trial.subprocess, "run", no_process)
    monkeypatch.setattr(subprocess, "Popen", no_process)
    message = deck_trial.pick(deck_id)
    assert message and "Mine" in message
    assert str(path.resolve()) not in deck_memory.read_state().picked
    message = renderer.set_deck(deck_id)
    assert message and "Kartentisch" in message and renderer.deck_id == "kartentisch"
    assert not deck_memory.read_state().loading and not deck_memory.is_refused(path)  # not the deck's fault
