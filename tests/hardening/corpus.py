"""The hostile-file corpus: every way a file the app reads can be wrong (issue 9 §1, §4).

Each case damages the (temporary) user folders before a start. ``CASES`` maps a case name
to ``(setup, expect)``: ``setup()`` writes the files (XDG_* already point at temp folders),
``expect`` says what a start must show: "notice" (a message), "quiet" (a valid file: no
message) or "either". Used by ``test_hostile_files.py`` (every case, two starts each) and
by ``soak.py`` (the figures: handled / tried, longest start).
"""
from __future__ import annotations

import gzip
import json
import os
import pathlib
import random
import stat
from collections.abc import Callable

from engine import tempelgold
from gui.persistence import storage
from gui.cards.decks import user_decks_dir

Setup = Callable[[], None]
SVG_NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'


def _write(path: pathlib.Path, data: bytes | str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode() if isinstance(data, str) else data)


def _fifo(path: pathlib.Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)


def _zero(path: pathlib.Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.symlink("/dev/zero", path)


def _link(path: pathlib.Path, target: pathlib.Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.symlink(target, path)


def _log() -> pathlib.Path:
    from gui.shell import logs

    return logs.log_file()


def _folder(path: pathlib.Path) -> None:
    path.mkdir(parents=True)
    (path / "inside").write_text("x")


def _deep(depth: int = 5000) -> str:
    return "[" * depth + "]" * depth


def _valid_autosave() -> dict:
    from gui.persistence.autosave import Autosave, autosave_text
    from gui.tempelgold.flow import FlowState

    game = tempelgold.new_game(tempelgold.Config(players=["Anna", "Ben", "Carla"]), seed=7)
    flow = FlowState(phase="table").model_dump()
    return json.loads(autosave_text(Autosave(game=game.to_save(), flow=flow), sealed=False))


def _valid_diamantenraub_autosave() -> dict:
    from engine import diamantenraub
    from gui.persistence.autosave import Autosave, autosave_text

    game = diamantenraub.new_game(diamantenraub.Config(players=["Anna", "Ben", "Carla", "Dan", "Eva"]), seed=7)
    return json.loads(autosave_text(Autosave(game=game.to_save(), flow={}), sealed=False))


def _autosave_with(change: Callable[[dict], None], make: Callable[[], dict] = _valid_autosave) -> Setup:
    def setup() -> None:
        data = make()
        change(data)
        from gui.persistence import seal
        from gui.persistence.autosave import FILE_VERSION

        # sealed with the right key, written without the app's own model (which would
        # refuse to write an oversized file in the first place)
        token = seal.seal(json.dumps(data).encode("utf-8"))
        _write(storage.autosave_path(), json.dumps({"kartentisch_autosave": FILE_VERSION, "sealed": token}))

    return setup


def _sealed_then(change: Callable[[str], str | bytes]) -> Setup:
    """A valid sealed autosave, then its file text changed by ``change``."""

    def setup() -> None:
        from gui.persistence.autosave import seal_plain

        text = seal_plain(json.dumps(_valid_autosave()))
        _write(storage.autosave_path(), change(text))

    return setup


def _edit_token(text: str) -> str:
    outer = json.loads(text)
    token = outer["sealed"]
    middle = len(token) // 2
    outer["sealed"] = token[:middle] + ("A" if token[middle] != "A" else "B") + token[middle + 1 :]
    return json.dumps(outer)


def _key_then(make: Callable[[pathlib.Path], None]) -> Setup:
    """A valid sealed autosave, then the seal key replaced by ``make(key_path)``."""

    def setup() -> None:
        from gui.persistence import seal

        _sealed_then(lambda text: text)()
        _KEY_ELSEWHERE[:] = [seal.key_path().read_bytes()]
        seal.key_path().unlink()
        make(seal.key_path())

    return setup


_KEY_ELSEWHERE: list[bytes] = []


def _moved_key(path: pathlib.Path) -> None:
    """The key file as it was (kept by :func:`_key_then`'s caller below) at ``path``."""
    _write(path, _KEY_ELSEWHERE.pop())


def _linked_elsewhere(make: Callable[[pathlib.Path], None]) -> Callable[[pathlib.Path], None]:
    """``make`` the file in a folder outside the app's, and link ``path`` to it."""

    def link(path: pathlib.Path) -> None:
        elsewhere = storage.data_dir().parent / "dotfiles" / path.name
        make(elsewhere)
        _link(path, elsewhere)

    return link


def _sealed_then_linked() -> None:
    """A valid sealed autosave that lives outside the state folder, linked into it."""
    _sealed_then(lambda text: text)()
    elsewhere = storage.data_dir().parent / "dotfiles" / "autosave.json"
    elsewhere.parent.mkdir(parents=True, exist_ok=True)
    os.replace(storage.autosave_path(), elsewhere)
    _link(storage.autosave_path(), elsewhere)


def _deck_memory() -> pathlib.Path:
    from gui.cards import deck_memory

    return deck_memory.state_path()


#: Folders a case made read-only (as root, chmod does not stop writes: the test simulates them).
READ_ONLY: set[pathlib.Path] = set()


def _readonly(folder: pathlib.Path) -> None:
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    READ_ONLY.add(pathlib.Path(folder))


# -- decks --------------------------------------------------------------------------------
def _cards(extra: str = "", head: str = "", doctype: str = "") -> str:
    """A small valid deck (a rect per card) with ``extra`` inside the svg element."""
    from gui.cards.elements import FACES

    parts = [f'<g id="{e}"><rect x="{i * 10}" y="0" width="9" height="13" fill="#080"/></g>' for i, e in enumerate(FACES)]
    parts.append('<g id="back"><rect x="0" y="20" width="9" height="13" fill="#f0f"/></g>')
    return f'{doctype}<svg {SVG_NS} {head} width="600" height="40">{"".join(parts)}{extra}</svg>'


def _fan_out(levels: int = 9, width: int = 10, *, href: str = "xlink:href", ident: str = "id", xlink: str = "http://www.w3.org/1999/xlink",
             decoys: bool = False) -> str:
    """A deck whose ``1_heart`` draws ``width ** levels`` rects through nested ``<use>``.

    ``href``/``ident`` name the attributes used, ``xlink`` the URI the ``xlink`` prefix is
    bound to; ``decoys`` first defines every level cheaply under the same id (issue 20 §1:
    the check took the first definition, QtSvg the costly one).
    """
    defs = [f'<rect {ident}="l0" width="1" height="1"/>']
    for level in range(1, levels + 1):
        uses = "".join(f'<use {href}="#l{level - 1}"/>' for _ in range(width))
        defs.append(f'<g {ident}="l{level}">{uses}</g>')
    cheap = "".join(f'<g {ident}="l{level}"/>' for level in range(1, levels + 1)) if decoys else ""
    svg = _cards(f'{cheap}<defs>{"".join(defs)}</defs><g id="1_heart_x"><use {href}="#l{levels}"/></g>').replace(
        '<g id="1_heart">', f'<g id="1_heart"><use {href}="#l{levels}"/>'
    )
    return svg.replace('xmlns:xlink="http://www.w3.org/1999/xlink"', f'xmlns:xlink="{xlink}"')


def _data_svg(inner: str) -> str:
    """``inner`` as a ``data:`` URI that declares itself an SVG image."""
    import base64

    return "data:image/svg+xml;base64," + base64.b64encode(inner.encode()).decode()


def _in_heart(svg: str, extra: str) -> str:
    """``svg`` (from :func:`_cards`) with ``extra`` drawn inside the card ``1_heart``."""
    return svg.replace('<g id="1_heart">', f'<g id="1_heart">{extra}', 1)


def _fan_out_in_data_image() -> str:
    return _in_heart(_cards(), f'<image xlink:href="{_data_svg(_fan_out())}" width="9" height="9"/>')


def _local_image(path: str = "/usr/share/pixmaps/debian-logo.png") -> str:
    """A group that draws a local file, the ``xlink`` prefix bound to another URI (§2)."""
    return _in_heart(_cards(), f'<g><image xlink:href="{path}" width="9" height="9"/></g>').replace(
        'xmlns:xlink="http://www.w3.org/1999/xlink"', 'xmlns:xlink="urn:x-not-xlink"'
    )


def _local_image_in_data_svg(path: str = "/usr/share/pixmaps/debian-logo.png") -> str:
    """An embedded ``data:`` SVG whose own image names a local file (§2)."""
    inner = f'<svg {SVG_NS} width="9" height="9"><image xlink:href="{path}" width="9" height="9"/></svg>'
    return _in_heart(_cards(), f'<image xlink:href="{_data_svg(inner)}" width="9" height="9"/>')


def _tiny_elements(total: int = 20 * 1024 * 1024) -> bytes:
    """A deck of about ``total`` bytes, nearly all of it empty ``<g/>`` elements (§8)."""
    head, tail = _cards().encode().rsplit(b"</svg>", 1)
    return head + b"<g/>" * ((total - len(head) - 6) // 4) + b"</svg>" + tail


def _many_paths(count: int = 249_000) -> str:
    """A deck QtSvg accepts but takes about a second to parse: ``count`` drawn paths (12 MB),
    just under the element cap (issue 20 §8: the load that stalled the GUI thread)."""
    return _in_heart(_cards(), '<path d="M0 0h1v1z"/>' * count)


def _replaced_after_pick() -> None:
    """A good deck, picked (its fingerprint remembered), then its file replaced."""
    _deck("replaced", _cards())()
    _write(user_decks_dir() / "replaced" / "deck.svg", _fan_out(xlink="urn:x-not-xlink"))


def _never_picked() -> None:
    """A good deck in the settings that was never picked (no fingerprint)."""
    _deck("unpicked", _cards())()
    from gui.cards import deck_memory

    deck_memory.forget(user_decks_dir() / "unpicked" / "deck.svg")


def _deck(folder: str, content: bytes | str | Callable[[], bytes | str] | None, *,
          svg_setup: Callable[[pathlib.Path], None] | None = None) -> Setup:
    """Install a user deck and make it the saved choice, as if it had been picked before.

    Its fingerprint is remembered as a pick would (one by an older, weaker check, or in a
    bundle without the trial render), so the start really reads and checks the deck.
    ``content`` may be a function that makes it: a costly file (the gzip bomb: 0.6 s) is then
    made by the test that uses it, not at every collection of the cases in every worker.
    """

    def setup() -> None:
        from gui.cards import deck_memory

        base = user_decks_dir() / folder
        target = base / "deck.svg"
        svg = content() if callable(content) else content
        if svg_setup is not None:
            svg_setup(target)
        else:
            assert svg is not None
            _write(target, svg)
        _write(base / "index.desktop", "[KDE Backdeck]\nName=Hostile\nSVG=deck.svg\n")
        data = svg.encode() if isinstance(svg, str) else svg
        deck_memory.remember_pick(target, data or b"")
        from gui.persistence.settings import Settings, save_settings

        save_settings(Settings(deck_id=f"user:{folder}"))

    return setup


def _billion_laughs() -> str:
    ents = ['<!ENTITY lol "lol">'] + [f'<!ENTITY lol{i} "{("&lol%s;" % (i - 1 if i > 1 else "")) * 10}">' for i in range(1, 10)]
    return _cards("<text>&lol9;</text>", doctype=f'<?xml version="1.0"?><!DOCTYPE svg [{"".join(ents)}]>')


def _xxe() -> str:
    return _cards("<text>&xxe;</text>", doctype='<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>')


def _gzip_bomb() -> bytes:
    return gzip.compress(b"<svg " + b" " * (64 * 1024 * 1024) + b"/>", compresslevel=9)


def _huge_png_uri() -> str:
    # a PNG header claiming 60000 x 60000 pixels (Qt refuses to allocate it)
    import base64
    import struct
    import zlib

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 60000, 60000, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(b"\0" * 1000)) + chunk(b"IEND", b"")
    return "data:image/png;base64," + base64.b64encode(png).decode()


def _history_bytes(games: int = 12, version: int | None = None) -> bytes:
    """A valid history database with ``games`` games (in one file: checkpointed), as bytes."""
    import sqlite3
    import tempfile

    from gui.history import database, store
    from tests.history.helpers import record_of

    with tempfile.TemporaryDirectory() as folder:
        path = pathlib.Path(folder) / "h.sqlite3"
        if version is not None:
            conn = sqlite3.connect(path)
            conn.executescript(database.SCHEMAS[version])
            conn.execute(f"PRAGMA user_version={version}")
            conn.commit()
        else:
            conn = database.open_checked(path).conn
            for i in range(games):
                store.insert(conn, record_of("tempelgold", 3 + i % 4, i, uid=f"corpus-{i}"))
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            conn.execute("PRAGMA journal_mode=DELETE")
        conn.close()
        return path.read_bytes()


def _newer_history() -> bytes:
    import sqlite3
    import tempfile

    from gui.history import database

    with tempfile.TemporaryDirectory() as folder:
        path = pathlib.Path(folder) / "h.sqlite3"
        conn = sqlite3.connect(path)
        conn.execute("CREATE TABLE future(x)")
        conn.execute(f"PRAGMA user_version={database.SCHEMA_VERSION + 1}")
        conn.commit()
        conn.close()
        return path.read_bytes()


def history_cases() -> dict[str, tuple[Setup, str]]:
    """The game-history database (``gui.history``): what the recorder must set aside.

    ``expect`` here is for the recorder (``tests/history/test_history_hostile.py``):
    "notice" (set aside or refused, with a message) or "quiet"; a start never waits for
    the database (it is checked in a worker thread), so the start test takes them as "either".
    """
    from gui.history.location import history_path as history

    rnd = random.Random(23)
    return {
        "history: random bytes": (lambda: _write(history(), rnd.randbytes(5000)), "notice"),
        "history: a text file": (lambda: _write(history(), "these are not the games you are looking for\n"), "notice"),
        "history: truncated": (lambda: _write(history(), _history_bytes()[:5000]), "notice"),
        "history: cut in the middle": (lambda: _write(history(), (lambda b: b[: len(b) // 2])(_history_bytes())), "notice"),
        "history: header only": (lambda: _write(history(), b"SQLite format 3\x00"), "notice"),
        "history: FIFO": (lambda: _fifo(history()), "notice"),
        "history: symlink to /dev/zero": (lambda: _zero(history()), "notice"),
        "history: a folder": (lambda: _folder(history()), "notice"),
        "history: newer schema": (lambda: _write(history(), _newer_history()), "notice"),
        "history: read-only file": (lambda: (_write(history(), _history_bytes()), history().chmod(0o444)), "notice"),
        "history: damaged in a read-only folder": (
            lambda: (_write(history(), rnd.randbytes(3000)), _readonly(history().parent)),
            "notice",
        ),
        "history: empty": (lambda: _write(history(), b""), "quiet"),
        "history: a version-1 database": (lambda: _write(history(), _history_bytes(version=1)), "quiet"),
        "history: valid": (lambda: _write(history(), _history_bytes()), "quiet"),
    }


def _cases() -> dict[str, tuple[Setup, str]]:
    settings = storage.settings_path
    autosave = storage.autosave_path
    rnd = random.Random(9)
    cases: dict[str, tuple[Setup, str]] = {
        # settings.json
        "settings: FIFO": (lambda: _fifo(settings()), "notice"),
        "settings: symlink to /dev/zero": (lambda: _zero(settings()), "notice"),
        "settings: a folder": (lambda: _folder(settings()), "notice"),
        "settings: nested 5000 deep": (lambda: _write(settings(), _deep()), "notice"),
        "settings: nested 1000 deep (2 KB)": (lambda: _write(settings(), _deep(1000)), "notice"),
        "settings: dict nested 5000 deep": (lambda: _write(settings(), '{"a":' * 5000 + "1" + "}" * 5000), "notice"),
        "settings: UTF-8 BOM": (lambda: _write(settings(), b"\xef\xbb\xbf" + b'{"language": "en"}'), "quiet"),
        "settings: truncated": (lambda: _write(settings(), '{"language": "de", "last_pl'), "notice"),
        "settings: random bytes": (lambda: _write(settings(), rnd.randbytes(3000)), "notice"),
        "settings: empty": (lambda: _write(settings(), b""), "notice"),
        "settings: huge (5 MB)": (lambda: _write(settings(), '{"language": "de", "x": "' + "a" * 5_000_000 + '"}'), "notice"),
        "settings: wrong types": (lambda: _write(settings(), '{"language": 5, "fullscreen": "yes"}'), "notice"),
        "settings: a list": (lambda: _write(settings(), "[1, 2, 3]"), "notice"),
        "settings: 100,000 remembered names": (
            lambda: _write(settings(), json.dumps({"last_players": [f"N{i}" for i in range(100_000)]})),
            "either",
        ),
        "settings: a 200 KB name": (lambda: _write(settings(), json.dumps({"last_players": ["A" * 200_000]})), "quiet"),
        "settings: corrupt in a read-only folder": (
            lambda: (_write(settings(), "{bad"), _readonly(settings().parent)),
            "notice",
        ),
        "settings: folder is a file": (lambda: (_rmtree(storage.config_dir()), _write(storage.config_dir(), "x")), "either"),
        # autosave.json
        "autosave: FIFO": (lambda: _fifo(autosave()), "notice"),
        "autosave: symlink to /dev/zero": (lambda: _zero(autosave()), "notice"),
        "autosave: a folder": (lambda: _folder(autosave()), "notice"),
        "autosave: nested 5000 deep": (lambda: _write(autosave(), _deep()), "notice"),
        "autosave: truncated": (lambda: _write(autosave(), '{"autosave_version": 1, "ga'), "notice"),
        "autosave: random bytes": (lambda: _write(autosave(), rnd.randbytes(5000)), "notice"),
        "autosave: empty": (lambda: _write(autosave(), b""), "notice"),
        "autosave: huge (50 MB)": (
            lambda: _write(autosave(), '{"x": "' + "A" * 50_000_000 + '"}'),
            "notice",
        ),
        "autosave: a 50 MB player name (sealed)": (
            _autosave_with(lambda d: d["game"]["config"].update(players=["A" * 50_000_000, "Ben", "Carla"])),
            "notice",
        ),
        "autosave: UTF-8 BOM (valid, sealed)": (_sealed_then(lambda text: b"\xef\xbb\xbf" + text.encode()), "quiet"),
        "autosave: sealed game edited (one character)": (_sealed_then(_edit_token), "notice"),
        "autosave: unsealed game (plain JSON)": (lambda: _write(autosave(), json.dumps(_valid_autosave())), "notice"),
        "autosave: Diamantenraub, illegal action injected": (
            _autosave_with(
                lambda d: d["game"]["actions"].append({"seat": 2, "action": {"type": "HideDiamonds", "count": 3}}),
                _valid_diamantenraub_autosave,
            ),
            "notice",
        ),
        "autosave: Diamantenraub, wrong types": (
            _autosave_with(lambda d: d["game"]["config"].update(excuses_delta="many"), _valid_diamantenraub_autosave),
            "notice",
        ),
        "autosave: wrong types": (lambda: _write(autosave(), '{"autosave_version": "one", "game": []}'), "notice"),
        "autosave: wrong schema version": (_autosave_with(lambda d: d.update(autosave_version=99)), "notice"),
        "autosave: illegal action injected": (
            _autosave_with(lambda d: d["game"]["actions"].append({"seat": 0, "action": {"kind": "open", "owner": 0, "slot": 0}})),
            "notice",
        ),
        "autosave: a 5000-character name": (
            _autosave_with(lambda d: d["game"]["config"].update(players=["A" * 5000, "Ben", "Carla"])),
            "notice",
        ),
        "autosave: a name with a bidi override": (
            _autosave_with(lambda d: d["game"]["config"].update(players=["An\u202ena", "Ben", "Carla"])),
            "notice",
        ),
        "autosave: read-only state folder": (lambda: (storage.state_dir().mkdir(parents=True, exist_ok=True), _readonly(storage.state_dir())), "either"),
        "autosave: state folder is a file": (lambda: (_rmtree(storage.state_dir()), _write(storage.state_dir(), "x")), "either"),
        "autosave: orphaned temp files": (
            lambda: [_write(storage.state_dir() / f".autosave.json.{i:04d}.tmp", "{half") for i in range(50)],
            "quiet",
        ),
        # the seal key (data folder): a saved game it no longer opens is set aside
        "seal key: FIFO": (_key_then(_fifo), "notice"),
        "seal key: symlink to /dev/zero": (_key_then(_zero), "notice"),
        "seal key: a folder": (_key_then(_folder), "notice"),
        "seal key: wrong length": (_key_then(lambda path: _write(path, "c2hvcnQ=")), "notice"),
        "seal key: huge (5 MB)": (_key_then(lambda path: _write(path, "A" * 5_000_000)), "notice"),
        # symlinks (issue 20 §12): followed and written through, like a dotfile manager's links
        "seal key: a symlink to a valid key elsewhere": (_key_then(_linked_elsewhere(_moved_key)), "quiet"),
        "autosave: a symlink to a valid save elsewhere": (_sealed_then_linked, "quiet"),
        "settings: a symlink to a valid file elsewhere": (
            lambda: (_write(storage.data_dir() / "dotfiles" / "settings.json", '{"language": "en"}'),
                     _link(settings(), storage.data_dir() / "dotfiles" / "settings.json")),
            "quiet",
        ),
        # the deck memory (decks.json, state folder: decks that failed or were loading)
        "deck memory: FIFO": (lambda: _fifo(_deck_memory()), "either"),
        "deck memory: random bytes": (lambda: _write(_deck_memory(), rnd.randbytes(2000)), "either"),
        "deck memory: nested 5000 deep": (lambda: _write(_deck_memory(), _deep()), "either"),
        "deck memory: wrong types": (lambda: _write(_deck_memory(), '{"loading": 5, "refused": {"a": 1}}'), "either"),
        # decks (each made the saved choice before the start)
        "deck: <use> fan-out (10^9 shapes)": (_deck("fan", _fan_out()), "notice"),
        "deck: index.desktop points at a FIFO": (_deck("fifo", None, svg_setup=_fifo), "notice"),
        "deck: index.desktop points at /dev/zero": (_deck("zero", None, svg_setup=_zero), "notice"),
        "deck: external image": (
            _deck("image", _cards('<image xlink:href="file:///usr/share/pixmaps/debian-logo.png" width="9" height="9"/>')),
            "notice",
        ),
        "deck: external CSS": (_deck("css", _cards('<style>@import url("file:///etc/x.css");</style>')), "notice"),
        "deck: XXE": (_deck("xxe", _xxe()), "notice"),
        "deck: billion laughs": (_deck("laughs", _billion_laughs()), "notice"),
        "deck: gzip bomb": (_deck("bomb", _gzip_bomb), "notice"),
        "deck: huge dimensions": (_deck("huge", _cards(head='viewBox="0 0 1e30 1e30"').replace('width="600" height="40"', 'width="1e30" height="1e30"')), "either"),
        "deck: huge embedded image": (_deck("png", _cards(f'<image xlink:href="{_huge_png_uri()}" width="9" height="9"/>')), "either"),
        "deck: reference cycle": (_deck("cycle", _cards('<g id="c1"><use xlink:href="#c2"/></g><g id="c2"><use xlink:href="#c1"/></g>')), "notice"),
        "deck: nested 100,000 deep": (_deck("deep", _cards("<g>" * 100_000 + "</g>" * 100_000)), "notice"),
        "deck: random bytes": (_deck("random", rnd.randbytes(4000)), "notice"),
        "deck: empty": (_deck("empty", b""), "notice"),
        "deck: truncated": (_deck("trunc", _cards()[:700]), "notice"),
        "deck: index.desktop is a FIFO": (lambda: (_fifo(user_decks_dir() / "ififo" / "index.desktop")), "quiet"),
        # issue 20: what QtSvg does, not what the XML means
        "deck: fan-out, xlink prefix bound to another URI": (_deck("fanns", _fan_out(xlink="urn:x-not-xlink")), "notice"),
        "deck: fan-out through xml:id": (_deck("fanxmlid", _fan_out(ident="xml:id")), "notice"),
        "deck: fan-out behind cheap duplicate ids": (_deck("fandup", _fan_out(decoys=True)), "notice"),
        "deck: fan-out inside an embedded data: SVG": (_deck("fandata", _fan_out_in_data_image()), "notice"),
        "deck: local image, xlink prefix bound to another URI": (_deck("localns", _local_image()), "notice"),
        "deck: local image inside an embedded data: SVG": (_deck("localdata", _local_image_in_data_svg()), "notice"),
        "deck: xml-stylesheet instruction": (_deck("pi", '<?xml-stylesheet type="text/css" href="/etc/x.css"?>' + _cards()), "notice"),
        "deck: 20 MB of tiny elements": (_deck("tiny", _tiny_elements), "notice"),
        "deck: replaced after it was picked": (_replaced_after_pick, "notice"),
        "deck: in the settings, never picked": (_never_picked, "notice"),
        # the log (issue 20 §3: only `kartentisch --smoke` and the real start open it, so
        # test_hostile_files runs these cases as subprocess starts)
        "log: FIFO": (lambda: _fifo(_log()), "either"),
        "log: symlink to /dev/zero": (lambda: _zero(_log()), "either"),
        "log: a folder": (lambda: _folder(_log()), "either"),
        "log: symlink to a file outside its folder": (
            lambda: (_write(storage.data_dir() / "outside.txt", "precious\n"), _link(_log(), storage.data_dir() / "outside.txt")),
            "either",
        ),
    }
    # the game history: a start never waits for it (checked in a worker thread, the notice follows)
    cases.update({name: (setup, "either") for name, (setup, _expect) in history_cases().items()})
    return cases


def _rmtree(path: pathlib.Path) -> None:
    import shutil

    shutil.rmtree(path, ignore_errors=True)


def cases() -> dict[str, tuple[Setup, str]]:
    return _cases()


def restore_permissions() -> None:
    """Make the temp folders writable again (pytest must be able to delete them)."""
    READ_ONLY.clear()
    for folder in (storage.config_dir(), storage.state_dir(), storage.data_dir()):
        if folder.is_dir():
            folder.chmod(0o700)
