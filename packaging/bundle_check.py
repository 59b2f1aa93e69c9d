"""``kartentisch --bundle-check``: the parts of the app that ``--smoke`` and ``--selfplay`` do
not reach, checked inside the frozen app, because the bundle leaves modules out
(``packaging/bundle_policy.py``) that these parts could have needed.

``.ci/run`` runs it in the onedir bundle after ``make bundle``;
``tests/packaging/test_bundle_excludes.py`` runs it in the venv with the left-out modules
made unimportable. It checks, in order:

1. **the phone server** (aiohttp without its C speed-ups, Python without ``ssl``): it starts
   on 127.0.0.1 on a free port with a real Tempelgold game; its page and script are fetched
   with ``urllib`` (an independent HTTP client) and must be the files in ``gui/phones/static``;
   a wrong join code gets a 403 with JSON; a phone's WebSocket with a valid token gets its
   welcome, its own state and a pong (aiohttp's WebSocket reader and writer, both sides);
2. **the seal** (``cryptography``'s Fernet): a round trip with a fresh key, and a token with
   one changed character is refused; a PIN hash (``cryptography``'s scrypt) matches its PIN
   and no other;
3. **names** (``confusable_homoglyphs``' data files, ``unicodedata``, ``engine.unicode_data``):
   "Anna" and "Аnna" (Cyrillic А) look alike, "ＡＮＮＡ" is "Anna" in another width, "Anna"
   and "Anne" differ, an invisible U+034F is refused and the emoji family 👩‍👩‍👧 is a name;
4. **a user deck's render child** (issue 20 §8): a small deck in the user's deck folder is
   loaded and a card drawn by its child process (in the bundle: the bundle itself, started
   with ``--deck-render``), never in the app's process.

Before these, **the games** (issue 36): every game the wheel declares is found through its
entry point, with its screens, its rules in both languages and its compiled catalogues
(each game's own texts package, ``GameInfo.texts_package``).

It runs with throw-away user folders (``XDG_*`` in a temporary directory, set before
anything reads them), so it never touches the user's settings, seal key or autosave. It
prints ``bundle-check: ok`` and returns 0, or names the part that failed and returns 1.
Why a launcher flag and not a part of ``--smoke``: ``--smoke`` is the app's own quick
check (``gui/app.py``) and must stay fast; this one starts a server and derives scrypt
hashes, and only a build needs it.
"""
from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from typing import Any

FLAG = "--bundle-check"


class _Table:
    """The smallest :class:`gui.phones.adapter.PhoneAdapter`: one engine game, no steps."""

    def __init__(self) -> None:
        from engine import tempelgold

        self.game = tempelgold.new_game(tempelgold.Config(players=["Anna", "Ben", "Carla"]), seed=1)

    @property
    def game_id(self) -> str:
        return str(self.game.GAME_ID)

    def players(self) -> tuple[str, ...]:
        return tuple(self.game.public_view().players)

    def snapshot(self, seat: int) -> Any:
        from gui.phones.adapter import PhoneSnapshot

        return PhoneSnapshot(self.game.view(seat), None, "de")

    def decode_action(self, data: object) -> Any:
        raise ValueError("the bundle check sends no actions")

    def done(self, seat: int, actions: list[Any]) -> None:
        raise ValueError("the bundle check sends no actions")

    def peek(self, seat: int) -> None:
        pass

    def card_png(self, element: str, width: int) -> bytes:
        raise ValueError("the bundle check asks for no card")


def _expect(condition: bool, what: object) -> None:
    """An assertion that also holds in an optimised (``-O``) build."""
    if not condition:
        raise AssertionError(what)


def _say(line: str, stream: Any) -> None:
    if stream is not None:  # a windowed app on Windows has no stdout
        print(line, file=stream, flush=True)


def _fetch(url: str, data: bytes | None = None) -> tuple[int, bytes]:
    import urllib.error
    import urllib.request

    request = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"} if data else {})
    try:
        with urllib.request.urlopen(request, timeout=10) as reply:  # noqa: S310 - http://127.0.0.1 only
            return reply.status, reply.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def check_phones() -> None:
    import asyncio
    import json

    import aiohttp

    from gui.phones.http_rules import STATIC_DIR
    from gui.phones.server import PhoneServer
    from gui.phones.tokens import Roster

    server = PhoneServer(_Table(), Roster("bundle-check"), host="127.0.0.1", port=0)
    token = server.issue(1)
    server.start()
    try:
        status, page = _fetch(f"{server.base_url}/")
        _expect(status == 200 and page == (STATIC_DIR / "index.html").read_bytes(), f"page: {status}")
        status, script = _fetch(f"{server.base_url}/static/app.js")
        _expect(status == 200 and script == (STATIC_DIR / "app.js").read_bytes(), f"script: {status}")
        status, body = _fetch(f"{server.base_url}/api/join", json.dumps({"code": "nope"}).encode())
        _expect(status == 403 and json.loads(body)["code"] == "bad_code", f"join: {status} {body[:80]!r}")

        async def phone() -> list[str]:
            async with aiohttp.ClientSession() as session:
                url = f"{server.base_url}/ws"
                async with session.ws_connect(url, protocols=("kartentisch", f"t.{token}"), heartbeat=None) as ws:
                    seen = []
                    async with asyncio.timeout(10):
                        for _ in range(2):
                            seen.append(json.loads((await ws.receive()).data))
                        await ws.send_str(json.dumps({"type": "ping"}))
                        while seen[-1]["type"] != "pong":
                            seen.append(json.loads((await ws.receive()).data))
                    _expect(seen[0]["type"] == "welcome" and seen[0]["name"] == "Ben", seen[0])
                    _expect(seen[1]["type"] == "state" and seen[1]["view"]["seat"] == 1, seen[1]["type"])
                    return [message["type"] for message in seen]

        asyncio.run(phone())
    finally:
        server.stop()


def check_seal() -> None:
    from gui.persistence import seal
    from gui.persistence.autosave import PinHash

    token = seal.seal(b"Tempelgold")
    _expect(seal.open_seal(token) == b"Tempelgold", "the seal does not open")
    edited = token[:-2] + ("A" if token[-2] != "A" else "B") + token[-1]
    try:
        seal.open_seal(edited)
    except seal.SealError:
        pass
    else:
        raise AssertionError("an edited seal was opened")
    pin = PinHash.of("1234")
    _expect(pin.matches("1234") and not pin.matches("1235"), "PIN hash")


def check_names() -> None:
    from engine.validation import alike_reason

    _expect(alike_reason("Anna", "\u0410nna") == "letters", "Cyrillic А not confusable with A")
    _expect(alike_reason("Anna", "\uff21\uff2e\uff2e\uff21") == "width", "full-width ＡＮＮＡ")
    _expect(alike_reason("Anna", "Anne") is None, "Anna and Anne look alike")
    # engine.unicode_data (loaded on first use): invisible marks refused, emoji sequences kept
    from engine.validation import name_problem

    _expect(name_problem("Ann\u034fa") == "character", "the invisible U+034F accepted in a name")
    _expect(name_problem("\U0001f469\u200d\U0001f469\u200d\U0001f467") is None, "a ZWJ emoji family refused")


def check_deck_child() -> None:
    """A user's deck is drawn by its render child: in the bundle, the bundle itself run with
    ``--deck-render`` (``packaging/launcher.py``; issue 20 §8)."""
    from PySide6.QtGui import QColor, QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # noqa: F841 - QImage needs one
    from gui.cards.decks import user_decks_dir
    from gui.cards.elements import FACES
    from gui.cards.renderer import DeckRenderer

    decks = user_decks_dir()
    decks.mkdir(parents=True, exist_ok=True)
    faces = "".join(f'<g id="{face}"><rect width="10" height="14" fill="#0000ff"/></g>' for face in (*FACES, "back"))
    (decks / "check.svg").write_text(f'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="14">{faces}</svg>', encoding="utf-8")
    renderer = DeckRenderer()
    try:
        message = renderer.set_deck("user:check")
        _expect(message is None and renderer.source.remote is not None, f"the deck was not loaded by a render child ({message})")
        colour = QColor(renderer.image_sync("7_heart", 10, 14).pixel(5, 7)).name()
        _expect(colour == "#0000ff", f"the render child drew {colour}")
    finally:
        renderer.close()


def check_history_import() -> None:
    """The history's streaming import reads a small export and refuses a number no count can
    be, and a file nested 200,000 levels deep (issue 30)."""
    import json
    import pathlib

    from gui.history import database, exchange

    folder = pathlib.Path(os.environ["XDG_DATA_HOME"])
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "none.json").write_text(json.dumps({"kartentisch_history": 1, "games": []}), encoding="utf-8")
    conn = database.open_checked(folder / "check.sqlite3").conn
    try:
        _expect(exchange.import_json(conn, folder / "none.json") == (0, 0), "an empty export was not read")
        refused = {
            "a 41-digit number": '{"kartentisch_history": 1, "games": [{"actions": 1' + "0" * 40 + "}]}",
            "a file nested 200,000 deep": '{"kartentisch_history": 1, "games": [' + "[" * 200_000 + "]" * 200_000 + "]}",
        }
        for what, text in refused.items():
            (folder / "bad.json").write_text(text, encoding="utf-8")
            try:
                exchange.import_json(conn, folder / "bad.json")
            except exchange.ImportProblem:
                continue
            raise AssertionError(f"{what} was imported")
    finally:
        conn.close()


def check_games() -> None:
    """Every game the wheel declares is found through its entry point, with its screens
    (issue 36: PyInstaller collects no metadata by itself)."""
    from importlib.metadata import distribution

    from engine import registry
    from gui.games.registry import has_ui

    declared = {p.name for p in distribution("kartentisch").entry_points if p.group == registry.ENTRY_POINT_GROUP}
    _expect(len(declared) >= 2, f"the bundled metadata declares the games {sorted(declared)}")
    _expect(set(registry.GAMES) == declared, f"the app lists {list(registry.GAMES)}, the wheel declares {sorted(declared)}")
    _expect(not registry.PROBLEMS, f"games left out: {registry.PROBLEMS}")
    for game_id in registry.GAMES:
        _expect(has_ui(game_id), f"{game_id} has no screens in the bundle")
    check_game_texts()
    check_computer_players()


def check_computer_players() -> None:
    """Every shipped game seats computer players in the bundle too: its ``seat_bot`` is
    imported by name (``lab/table_bots.py``), which PyInstaller finds only through the hook."""
    from engine import registry
    from lab.seat_bots_found import has_seat_bots
    from lab.table_bots import STRENGTHS, seat_bot

    for game_id, info in registry.GAMES.items():
        _expect(has_seat_bots(info.lab_module), f"{game_id} has no computer players in the bundle")
        for strength in STRENGTHS:
            seat_bot(info.lab_module, strength)


def check_game_texts() -> None:
    """Every game's own texts came with it (``GameInfo.texts_package``, package data): its
    rules in each language, its guided first game's words in each language (where it has
    one: the hook once left them out, and the guided game stopped at its first explanation),
    and its compiled catalogue in each language, loadable by Qt."""
    from engine import registry
    from gui.games.registry import game_ui
    from gui.text import guide_text, i18n, rules_text

    with_texts = [game_id for game_id, info in registry.GAMES.items() if info.texts_package]
    _expect(with_texts == list(registry.GAMES), f"games without their own texts: {set(registry.GAMES) - set(with_texts)}")
    for lang in i18n.LANGUAGES:
        for game_id in with_texts:
            _expect(rules_text.rules_markdown(game_id, lang).startswith("# "), f"the {lang} rules of {game_id}")
            if game_ui(game_id).guided_game() is not None:
                _expect(bool(guide_text.guide_texts(game_id, lang)), f"the {lang} guided game of {game_id}")
        found = len(i18n.game_translators(lang))
        _expect(found == len(with_texts), f"{found} of {len(with_texts)} games' {lang} catalogues were loaded")


CHECKS: tuple[tuple[str, Callable[[], None]], ...] = (
    ("games", check_games),
    ("phone server", check_phones),
    ("seal", check_seal),
    ("names", check_names),
    ("deck render child", check_deck_child),
    ("history import", check_history_import),
)


def main() -> int:
    """Run every check with throw-away user folders; 0 if all pass."""
    with tempfile.TemporaryDirectory(prefix="kartentisch-check-") as home:
        for name in ("CONFIG", "STATE", "DATA", "CACHE"):
            os.environ[f"XDG_{name}_HOME"] = os.path.join(home, name.lower())
        for name, check in CHECKS:
            try:
                check()
            except Exception as exc:  # noqa: BLE001 - reported, then the exit code says it
                _say(f"bundle-check: {name} FAILED: {type(exc).__name__}: {exc}", sys.stderr)
                return 1
            _say(f"bundle-check: {name} ok", sys.stdout)
    _say("bundle-check: ok", sys.stdout)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
