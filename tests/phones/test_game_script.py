"""The phone page knows no game (issue 21): what a seat sees of its secret is drawn by the
running game's own script, ``phone.js`` beside its screens, served as ``/static/game.js``."""
from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import aiohttp
import pytest

from engine import registry
from gui.phones import game_script as scripts
from gui.phones.http_rules import STATIC_DIR
from tests.phones.helpers import diamantenraub_game, serving, tempelgold_game

ROOT = Path(__file__).resolve().parents[2]


def _served(game: object, path: str) -> tuple[int, str, str]:
    import asyncio

    async def fetch(base: str) -> tuple[int, str, str]:
        async with aiohttp.ClientSession() as session, session.get(base + path) as reply:
            return reply.status, reply.content_type, await reply.text()

    with serving(game) as (server, _table):
        return asyncio.run(fetch(server.base_url))


@pytest.mark.parametrize("make", [tempelgold_game, diamantenraub_game])
def test_the_server_serves_the_running_games_script(make) -> None:  # noqa: ANN001
    game = make(5)
    status, kind, body = _served(game, "/static/game.js")
    info = registry.game_info(game.GAME_ID)
    package = ROOT.joinpath(*info.ui_module.split(".")[:-1])
    assert status == 200 and kind == "text/javascript"
    assert body == (package / "phone.js").read_text(encoding="utf-8")
    assert "window.kartentischGame" in body


def test_the_page_loads_the_games_script_first_and_names_no_game() -> None:
    page = (STATIC_DIR / "index.html").read_text(encoding="utf-8")
    assert page.index('src="/static/game.js"') < page.index('src="/static/app.js"')
    app = re.sub(r"//[^\n]*", "", (STATIC_DIR / "app.js").read_text(encoding="utf-8"))  # code, not comments
    for game_id in registry.GAMES:
        assert game_id not in app.lower(), game_id


def test_a_game_without_a_script_draws_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    info = registry.game_info("tempelgold")
    monkeypatch.setitem(registry._GAMES, "tempelgold", dataclasses.replace(info, ui_module="gui.no_such_package.ui"))
    scripts.game_script.cache_clear()
    try:
        assert scripts.game_script("tempelgold") == scripts.NO_SCRIPT
        assert scripts.game_script("no-such-game") == scripts.NO_SCRIPT
    finally:
        scripts.game_script.cache_clear()


def _text_keys(script: str) -> set[str]:
    return set(re.findall(r"^\s*(\w+): \[.*\],$", script, re.M))


def test_a_games_words_do_not_shadow_the_pages() -> None:
    """The page looks a text up in its own ``TEXTS`` first: a game's text under one of the
    page's keys would never be shown. Each game's script brings its own words."""
    app = (STATIC_DIR / "app.js").read_text(encoding="utf-8")
    page = _text_keys(app[app.index("const TEXTS = {"):app.index("};", app.index("const TEXTS = {"))])
    assert {"done", "choose_first", "role"} <= page
    for game_id in registry.GAMES:
        script = scripts.game_script(game_id).decode("utf-8")
        if script == scripts.NO_SCRIPT.decode("utf-8"):
            continue
        assert "texts" in script, game_id
        assert not _text_keys(script) & page, (game_id, _text_keys(script) & page)


def _secret_texts(script: Path, view: dict[str, object]) -> list[str]:
    """The texts of what ``script``'s ``secret(view, kit)`` draws, run in node with a kit whose
    elements are plain objects and whose ``t`` fills in the English words as the page does."""
    import json
    import shutil
    import subprocess

    node = shutil.which("node") or shutil.which("nodejs")
    if node is None:
        pytest.skip("the game script's drawing is run in node")
    program = """
const window = {};
eval(require('fs').readFileSync(process.argv[1], 'utf8'));
const game = window.kartentischGame, view = JSON.parse(process.argv[2]);
const t = (key, args) => { let text = (game.texts[key] || [key, key])[1];
  if (text.includes('|')) text = text.split('|')[args && args.n === 1 ? 0 : 1];
  return text.replace(/\\{(\\w+)\\}/g, (_, k) => String(args[k])); };
const el = (tag, props, ...children) => ({ tag, text: (props || {}).textContent || '', children });
const card = (code) => el('img', { textContent: 'card ' + code });
const kit = { el, t, cardImage: card, cardRow: (codes) => el('div', {}, ...codes.map(card)),
              namedCard: card, roleName: (r) => r, cardShort: (c) => c };
const texts = [];
const walk = (node) => { if (node.text) texts.push(node.text); (node.children || []).forEach(walk); };
game.secret(view, kit).forEach(walk);
console.log(JSON.stringify(texts));
"""
    done = subprocess.run([node, "-e", program, str(script), json.dumps(view)], capture_output=True, text=True,
                          timeout=30, check=True)
    return list(json.loads(done.stdout))


def test_a_diamantenraub_treasure_without_diamonds_says_so_on_the_phone() -> None:
    """Played with phones: the treasure reached Emil with role cards only, and his page went
    from "In the treasure when it reached you" straight to the role cards (the laptop says
    "Diamonds: 0"). A whole treasure says "0 diamonds"; a take of a role card does not."""
    script = ROOT / "gui" / "diamantenraub" / "phone.js"
    view = {"role": None, "take": None, "built": None, "hidden": None, "received": ["AS", "3S"],
            "passed_on": None, "set_aside": None, "returned": None, "missing": None}
    texts = _secret_texts(script, view)
    assert texts[:2] == ["In the treasure when it reached you", "0 diamonds"], texts
    with_diamonds = _secret_texts(script, view | {"received": ["2H", "5D", "AS"]})
    assert with_diamonds[:2] == ["In the treasure when it reached you", "2 diamonds"], with_diamonds
    took_a_card = _secret_texts(script, view | {"received": None, "take": {"cards": ["AS"]}})
    assert "0 diamonds" not in took_a_card and took_a_card[0] == "Your take", took_a_card
