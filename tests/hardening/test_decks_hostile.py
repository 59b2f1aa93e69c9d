"""Issue 9 §1/§2 for decks: checked before they become the saved choice, a work budget, no
outside files, and a deck that failed (or froze the app) is not loaded at start again."""
from __future__ import annotations

import pytest

from gui.persistence import storage
from gui.cards import deck_check, deck_memory, deck_trial
from gui.cards.deck_read import read_svg_bytes
from gui.cards.decks import DeckError, user_decks_dir
from tests.hardening import corpus


def _install(folder: str, svg: str) -> str:
    base = user_decks_dir() / folder
    base.mkdir(parents=True)
    (base / "deck.svg").write_text(svg)
    (base / "index.desktop").write_text("[KDE Backdeck]\nName=Test\nSVG=deck.svg\n")
    return f"user:{folder}"


def test_fan_out_is_refused_by_the_work_budget_before_drawing(tmp_path) -> None:  # noqa: ANN001
    path = tmp_path / "fan.svg"
    path.write_text(corpus._fan_out())
    assert path.stat().st_size < 8000  # 53 small cards plus the 1.7 KB fan-out
    with pytest.raises(DeckError, match="costly|aufwendig"):
        read_svg_bytes(path)
    assert deck_memory.is_refused(path)


def test_a_small_fan_out_within_the_budget_is_accepted(tmp_path) -> None:  # noqa: ANN001
    path = tmp_path / "small.svg"
    path.write_text(corpus._fan_out(levels=3))
    assert read_svg_bytes(path)
    assert not deck_memory.is_refused(path)


@pytest.mark.parametrize(
    "extra",
    [
        '<image xlink:href="file:///etc/hostname" width="9" height="9"/>',
        '<image href="/usr/share/pixmaps/x.png" width="9" height="9"/>',
        '<rect width="9" height="9" fill="url(other.svg#p)"/>',
        '<use xlink:href="other.svg#back"/>',
    ],
)
def test_outside_references_are_refused(tmp_path, extra: str) -> None:  # noqa: ANN001
    path = tmp_path / "x.svg"
    path.write_text(corpus._cards(extra))
    with pytest.raises(DeckError, match="outside|außerhalb"):
        read_svg_bytes(path)


def test_embedded_data_images_are_allowed(tmp_path) -> None:  # noqa: ANN001
    path = tmp_path / "x.svg"
    path.write_text(corpus._cards('<image xlink:href="data:image/png;base64,iVBORw0KGgo=" width="9" height="9"/>'))
    assert read_svg_bytes(path)


def test_a_deck_that_never_finished_loading_is_skipped_at_the_next_start() -> None:
    deck_id = _install("frozen", corpus._cards())
    path = (user_decks_dir() / "frozen" / "deck.svg").resolve()
    # the app died inside the load: the marker is still there
    storage.atomic_write_text(storage.state_dir() / deck_memory.STATE_NAME, f'{{"loading": "{path}", "refused": []}}')
    from gui.persistence.settings import Settings, load_settings, save_settings

    save_settings(Settings(deck_id=deck_id))
    loaded = load_settings()
    assert loaded.settings.deck_id is None and loaded.problems
    assert load_settings().problems == []  # said once; the settings no longer hold the deck
    # picking it again forgets the verdict and checks afresh (a good deck passes)
    assert deck_trial.pick(deck_id) is None
    assert not deck_memory.is_refused(path)


def _pick_in_dialog(qtbot, deck_id: str):  # noqa: ANN001, ANN202
    from gui.dialogs.settings_dialog import SettingsDialog
    from gui.persistence.settings import Settings

    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.deck.setCurrentIndex(dialog.deck.findData(deck_id))
    dialog._accept()
    return dialog


def test_picking_a_bad_deck_in_the_settings_is_refused_before_it_is_saved(qtbot) -> None:  # noqa: ANN001
    deck_id = _install("fan", corpus._fan_out())
    dialog = _pick_in_dialog(qtbot, deck_id)
    assert dialog.result() != dialog.DialogCode.Accepted
    assert dialog.deck_problem.isVisibleTo(dialog) and dialog.deck_problem.text()
    assert dialog.result_settings().deck_id != deck_id


def test_picking_a_good_deck_passes_the_trial_render(qtbot) -> None:  # noqa: ANN001
    deck_id = _install("good", corpus._cards())
    dialog = _pick_in_dialog(qtbot, deck_id)
    assert dialog.result() == dialog.DialogCode.Accepted
    assert dialog.result_settings().deck_id == deck_id


# -- issue 20 §1, §2, §8: judge what QtSvg does, not what the XML means -------------------
_HANGS = {
    "xlink prefix bound to another URI": lambda: corpus._fan_out(xlink="urn:x-not-xlink"),
    "xml:id targets": lambda: corpus._fan_out(ident="xml:id"),
    "cheap duplicate ids first": lambda: corpus._fan_out(decoys=True),
    "inside an embedded data: SVG": corpus._fan_out_in_data_image,
}
_LOCAL_FILES = {
    "xlink prefix bound to another URI, in a group": corpus._local_image,
    "inside an embedded data: SVG": corpus._local_image_in_data_svg,
    "xml-stylesheet instruction": lambda: '<?xml-stylesheet type="text/css" href="/etc/x.css"?>' + corpus._cards(),
    "plain href, another prefix": lambda: corpus._in_heart(corpus._cards(), '<image foo:href="/etc/x.png" xmlns:foo="urn:x" width="9" height="9"/>'),
    "data: URI claiming PNG, holding SVG": lambda: corpus._in_heart(
        corpus._cards(), '<image xlink:href="' + corpus._data_svg(corpus._fan_out()).replace("svg+xml", "png") + '" width="9" height="9"/>'
    ),
}


@pytest.mark.parametrize("shape", list(_HANGS))
def test_fan_out_shapes_qtsvg_follows_are_refused(tmp_path, shape: str) -> None:  # noqa: ANN001
    path = tmp_path / "fan.svg"
    path.write_text(_HANGS[shape]())
    with pytest.raises(DeckError):
        read_svg_bytes(path)
    assert deck_memory.is_refused(path)


# The app's own load path, in a child process: on the code before issue 20 each of these
# sat in QSvgHandler::parse for good; the child is stopped after CHILD_SECONDS.
_LOAD_IN_CHILD = """
import sys
from pathlib import Path
from PySide6.QtGui import QGuiApplication
app = QGuiApplication([])
from gui.cards.decks import DeckError, DeckInfo, builtin_svg_path
from gui.cards.source import build_source
try:
    build_source(DeckInfo("user:x", "X", "user", Path(sys.argv[1])), "de", builtin_svg_path("de").read_bytes())
except DeckError as exc:
    print("refused:", exc)
else:
    print("loaded")
"""
CHILD_SECONDS = 40.0


@pytest.mark.parametrize("shape", list(_HANGS))
def test_the_app_load_of_each_fan_out_shape_ends_in_a_child_process(tmp_path, shape: str) -> None:  # noqa: ANN001
    import os
    import subprocess
    import sys
    from pathlib import Path

    path = tmp_path / "fan.svg"
    path.write_text(_HANGS[shape]())
    root = Path(__file__).resolve().parents[2]
    try:
        done = subprocess.run(
            [sys.executable, "-c", _LOAD_IN_CHILD, str(path)],
            cwd=root, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"), capture_output=True, timeout=CHILD_SECONDS, check=False,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"loading the deck ({shape}) did not end within {CHILD_SECONDS:.0f} s")
    assert done.returncode == 0, done.stderr.decode()[-2000:]
    assert done.stdout.decode().startswith("refused:"), done.stdout


@pytest.mark.parametrize("shape", list(_LOCAL_FILES))
def test_a_deck_may_reference_nothing_outside_itself(tmp_path, shape: str) -> None:  # noqa: ANN001
    path = tmp_path / "x.svg"
    path.write_text(_LOCAL_FILES[shape]())
    with pytest.raises(DeckError):
        read_svg_bytes(path)


def test_embedded_raster_pictures_are_still_allowed(tmp_path) -> None:  # noqa: ANN001
    import base64

    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QColor, QImage

    pictures = []
    for fmt in ("PNG", "JPEG"):
        image = QImage(4, 4, QImage.Format.Format_RGB32)
        image.fill(QColor("#123456"))
        buffer = QBuffer(array := QByteArray())
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, fmt)
        buffer.close()
        pictures.append(f'<image href="data:image/{fmt.lower()};base64,{base64.b64encode(bytes(array.data())).decode()}" width="4" height="4"/>')
    path = tmp_path / "ok.svg"
    path.write_text(corpus._in_heart(corpus._cards(), "".join(pictures)))
    assert read_svg_bytes(path)


def test_marker_fan_out_counts_every_vertex(tmp_path) -> None:  # noqa: ANN001
    """A marker is drawn at each vertex: 2,000 vertices × a 10,000-shape marker is refused."""
    uses = "".join('<use xlink:href="#l4"/>' for _ in range(1))
    points = " ".join(f"{i},{i % 7}" for i in range(2000))
    marker = f'<marker id="m">{uses}</marker>'
    svg = corpus._fan_out(levels=4).replace("<defs>", f"<defs>{marker}", 1)
    path = tmp_path / "marker.svg"
    path.write_text(corpus._in_heart(svg, f'<polyline points="{points}" marker-mid="url(#m)"/>'))
    with pytest.raises(DeckError, match="costly|aufwendig"):
        read_svg_bytes(path)


def test_the_loading_mark_spans_the_qtsvg_parse(monkeypatch: pytest.MonkeyPatch) -> None:
    """If QtSvg froze on a deck the checks let through, the next start must not load it."""
    from gui.cards import source
    from gui.cards.decks import find_deck

    deck_id = _install("spy", corpus._cards())
    info = find_deck(deck_id)
    assert info is not None
    seen: list[str | None] = []
    real = source.load_svg_renderer

    def spy(data: bytes, what: str):  # noqa: ANN202
        seen.append(deck_memory.read_state().loading)
        return real(data, what)

    monkeypatch.setattr(source, "load_svg_renderer", spy)
    source.build_source(info, "de", source.builtin_svg_path("de").read_bytes())
    assert seen == [str(info.path.resolve())]
    assert deck_memory.read_state().loading is None  # the load finished: the mark is gone


def test_a_deck_replaced_after_it_was_picked_is_not_loaded() -> None:
    from gui.cards.decks import find_deck
    from gui.persistence.settings import Settings, load_settings, save_settings

    deck_id = _install("swap", corpus._cards())
    assert deck_trial.pick(deck_id) is None  # checked, tried in a child, fingerprint kept
    save_settings(Settings(deck_id=deck_id))
    assert load_settings().settings.deck_id == deck_id  # unchanged: loads at start
    info = find_deck(deck_id)
    assert info is not None
    info.path.write_text(corpus._cards().replace("#f0f", "#0f0"))  # a harmless change, even
    from gui.cards.source import build_source

    with pytest.raises(DeckError, match="changed|geändert"):
        build_source(info, "de", info.path.read_bytes())
    loaded = load_settings()  # and the next start does not try it again
    assert loaded.settings.deck_id is None and loaded.problems


def test_a_deck_in_the_settings_that_was_never_picked_is_not_loaded_at_start() -> None:
    from gui.persistence.settings import Settings, load_settings, save_settings

    deck_id = _install("unpicked", corpus._cards())
    save_settings(Settings(deck_id=deck_id))
    loaded = load_settings()
    assert loaded.settings.deck_id is None and loaded.problems
    assert deck_trial.pick(deck_id) is None
    save_settings(Settings(deck_id=deck_id))
    assert load_settings().settings.deck_id == deck_id


def test_the_frozen_bundle_tries_a_picked_deck_through_its_own_executable(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    """The bundle's launcher runs the trial render (no interpreter to run ``-m`` with)."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    path = tmp_path / "good.svg"
    path.write_text(corpus._cards())
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    command = deck_trial._trial_command(path)
    assert command == [sys.executable, deck_check.TRIAL_FLAG, str(path)]
    root = Path(__file__).resolve().parents[2]
    launcher = str(root / "packaging" / "launcher.py")
    done = subprocess.run(
        [sys.executable, launcher, *command[1:]], cwd=tmp_path, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        capture_output=True, timeout=CHILD_SECONDS, check=False,
    )
    assert done.returncode == 0, done.stderr.decode()[-2000:]
    assert done.stdout.decode().split()[-1] == "passed:" + deck_memory.fingerprint(path.read_bytes())


def test_picking_never_parses_the_deck_in_the_apps_own_process(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    """The checks, QtSvg's parse and the trial render of a newly picked deck run in the child."""
    from gui.text.i18n import Translations

    def not_here(*_args: object) -> int:
        raise AssertionError("a deck was parsed in the app's own process")

    monkeypatch.setattr(deck_check, "check_svg", not_here)
    good, bad = _install("good", corpus._cards()), _install("bad", corpus._fan_out(xlink="urn:x-not-xlink"))
    assert deck_trial.pick(good) is None
    assert deck_trial.pick(bad) and deck_memory.is_refused(user_decks_dir() / "bad" / "deck.svg")
    before = Translations.shared().language
    Translations.shared().set_language("de")
    try:  # the child's message is in the user's language, with the deck's own name
        message = deck_trial.pick(bad) or ""
        assert "„Test“" in message and "aufwendig" in message, message
    finally:
        Translations.shared().set_language(before)


# The element cap, measured in a child process: its time and its peak memory. Before
# issue 20 this deck took 50 s and 2.9 GB before it was refused.
_TINY_IN_CHILD = """
import resource, sys, time
from pathlib import Path
from gui.cards.deck_read import read_svg_bytes
from gui.cards.decks import DeckError
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
start = time.monotonic()
try:
    read_svg_bytes(Path(sys.argv[1]))
except DeckError as exc:
    print("refused", time.monotonic() - start, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before, exc)
else:
    print("accepted")
"""


def test_a_20_mb_deck_of_tiny_elements_is_refused_quickly_and_small(tmp_path) -> None:  # noqa: ANN001
    import os
    import subprocess
    import sys
    from pathlib import Path

    path = tmp_path / "tiny.svg"
    path.write_bytes(corpus._tiny_elements())
    assert 19 * 1024 * 1024 < path.stat().st_size <= 20 * 1024 * 1024
    root = Path(__file__).resolve().parents[2]
    try:
        done = subprocess.run(
            [sys.executable, "-c", _TINY_IN_CHILD, str(path)], cwd=root, env=dict(os.environ), capture_output=True, timeout=CHILD_SECONDS, check=False
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"the deck was not refused within {CHILD_SECONDS:.0f} s")
    words = done.stdout.decode().split(maxsplit=3)
    assert words and words[0] == "refused", done.stdout.decode() + done.stderr.decode()[-2000:]
    seconds, grown_kib = float(words[1]), int(words[2])
    assert seconds < 10, seconds
    assert grown_kib < 200 * 1024, grown_kib  # the 20 MB file and its copies, never a tree
    assert "elements" in words[3] or "Elemente" in words[3], words[3]


def test_markers_in_a_style_attribute_or_sheet_count_every_vertex_and_plain_styles_do_not(tmp_path) -> None:  # noqa: ANN001
    points = " ".join(f"{i},{i % 7}" for i in range(2000))
    marker = '<marker id="m"><use xlink:href="#l4"/></marker>'
    stops = '<stop offset="0" stop-color="#000"/>' * 60
    base = corpus._fan_out(levels=4).replace("<defs>", f'<defs>{marker}<linearGradient id="g">{stops}</linearGradient>', 1)
    cases = {
        "attribute": f'<polyline points="{points}" style="fill:url(#g);marker-mid:url(#m)"/>',
        "sheet": f'<style>polyline {{ marker-mid: url(#m) }}</style><polyline points="{points}"/>',
    }
    for where, extra in cases.items():
        path = tmp_path / f"{where}.svg"
        path.write_text(corpus._in_heart(base, extra))
        with pytest.raises(DeckError, match="costly|aufwendig"):
            read_svg_bytes(path)
    # Inkscape writes "marker:none" into every style: a gradient there is drawn once per
    # shape (counted per vertex, these 20 shapes would cost 20 × 4,002 × 61 > 4,000,000)
    path = tmp_path / "inkscape.svg"
    path.write_text(corpus._in_heart(base, f'<polyline points="{points}" style="fill:url(#g);marker:none;marker-mid:none"/>' * 20))
    assert read_svg_bytes(path)


_FREEZE_IN_CHILD = """
import sys
from PySide6.QtGui import QGuiApplication
app = QGuiApplication([])
from gui.cards import deck_check, source
from gui.cards.decks import find_deck
deck_check.check_svg = lambda data, name: 0  # a shape the checks do not know yet
real = source.load_svg_renderer
def announce(data, what):
    print("parsing", flush=True)
    return real(data, what)
source.load_svg_renderer = announce
info = find_deck(sys.argv[1])
source.build_source(info, "de", source.builtin_svg_path("de").read_bytes())
print("loaded", flush=True)
"""


def test_a_start_killed_inside_the_qtsvg_parse_does_not_load_the_deck_again() -> None:
    """The app is killed while QtSvg parses a deck the checks let through (issue 20 §1)."""
    import os
    import select
    import subprocess
    import sys
    import time
    from pathlib import Path

    from gui.persistence.settings import Settings, load_settings, save_settings

    deck_id = _install("frozen", corpus._fan_out())
    deck_memory.remember_pick(user_decks_dir() / "frozen" / "deck.svg", corpus._fan_out().encode())  # as if picked
    save_settings(Settings(deck_id=deck_id))
    root = Path(__file__).resolve().parents[2]
    child = subprocess.Popen(
        [sys.executable, "-c", _FREEZE_IN_CHILD, deck_id], cwd=root, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
    )
    try:
        deadline, line = time.monotonic() + CHILD_SECONDS, b""
        while not line.startswith(b"parsing") and time.monotonic() < deadline and child.poll() is None:
            if select.select([child.stdout], [], [], 0.5)[0]:
                line = child.stdout.readline() if child.stdout else b""
        assert line.startswith(b"parsing"), "the child never reached QtSvg's parse"
    finally:
        child.kill()  # the app frozen in QSvgHandler::parse, killed by the user
        child.wait()
    loaded = load_settings()  # the next start
    assert loaded.settings.deck_id is None
    assert any("last time" in p or "letzten Mal" in p for p in loaded.problems), loaded.problems


def _png_with_text(text: bytes) -> str:
    """A 1×1 PNG with a tEXt chunk right after its header, as a data: URI."""
    import base64
    import struct
    import zlib

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
    png += chunk(b"tEXt", b"Comment\0" + text) + chunk(b"IDAT", zlib.compress(b"\0\0\0\0")) + chunk(b"IEND", b"")
    return "data:image/png;base64," + base64.b64encode(png).decode()


def test_a_png_that_starts_like_svg_is_refused_and_chance_bytes_are_not(tmp_path) -> None:  # noqa: ANN001
    """Qt's SVG image plugin claims data that starts like SVG; two bytes such as "<!" in a
    PNG are chance (they made two real KDE decks fail in a first version of the check)."""
    for text, refused in ((b'<svg xmlns="http://www.w3.org/2000/svg"/>', True), (b"a<!b\x1f\x8b", False)):
        path = tmp_path / "p.svg"
        path.write_text(corpus._in_heart(corpus._cards(), f'<image xlink:href="{_png_with_text(text)}" width="9" height="9"/>'))
        if refused:
            with pytest.raises(DeckError):
                read_svg_bytes(path)
        else:
            assert read_svg_bytes(path)
        deck_memory.forget(path)
