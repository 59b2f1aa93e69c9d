"""Everything of a game lives with the game (issue 36): each registered game brings its own
texts in its texts package (``GameInfo.texts_package``, beside its screens): its in-app rules
in every language, and its screens' Qt catalogue in every language, compiled. The app's
catalogue (``translations/kartentisch_<lang>.ts``) holds only the strings of shared code:
no message located in a game's package, and no context a game's catalogue also has (a
game's translator is installed after the app's and would otherwise win a lookup of the
app's words). Each game's catalogue holds only messages located in its own package."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path, PurePosixPath

import pytest

from engine.registry import GAMES
from gui.text.i18n import LANGUAGES
from tests.catalogues import app_catalogue, game_catalogues, game_folder

from .imports import ROOT


def _messages(ts: Path) -> dict[str, set[Path]]:
    """Context name → the files (resolved, absolute) its messages are located in."""
    found: dict[str, set[Path]] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        files = found.setdefault(context.findtext("name") or "", set())
        for location in context.iter("location"):
            files.add((ts.parent / PurePosixPath(location.get("filename", ""))).resolve())
    return found


def _game_packages() -> dict[str, Path]:
    """Each registered game's GUI package folder (where its screens and texts are), by game id."""
    return {game_id: ROOT.joinpath(*info.ui_module.split(".")[:-1]) for game_id, info in GAMES.items()}


def test_every_registered_game_has_a_texts_package_beside_its_screens() -> None:
    assert {"diamantenraub", "tempelgold"} <= set(GAMES)
    packages = _game_packages()
    for game_id, info in GAMES.items():
        assert info.texts_package, f"{game_id}: no GameInfo.texts_package"
        assert game_folder(info.texts_package).is_relative_to(packages[game_id]), info.texts_package
        assert (game_folder(info.texts_package) / "__init__.py").is_file()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_game_has_its_rules_and_its_compiled_catalogue(lang: str) -> None:
    for game_id, info in GAMES.items():
        folder = game_folder(info.texts_package)
        assert (folder / "rules" / f"{lang}.md").read_text(encoding="utf-8").startswith("# "), game_id
        assert (folder / "translations" / f"{lang}.ts").is_file(), game_id
        assert (folder / "translations" / f"{lang}.qm").stat().st_size > 100, game_id


def test_the_app_keeps_no_rules_of_a_game() -> None:
    assert not (ROOT / "translations" / "rules").exists()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_app_catalogue_holds_no_game_string_and_a_game_catalogue_only_its_own(lang: str) -> None:
    packages = _game_packages()
    app = _messages(app_catalogue(lang))
    for context, files in app.items():
        for game_id, package in packages.items():
            inside = sorted(str(f.relative_to(ROOT)) for f in files if f.is_relative_to(package))
            assert not inside, f"the app's context {context} has {game_id}'s strings: {inside}"
    catalogues = game_catalogues(lang)
    assert set(catalogues) == set(GAMES)
    for game_id, ts in catalogues.items():
        mine = _messages(ts)
        assert mine, f"{game_id}'s catalogue is empty"
        for context, files in mine.items():
            assert context not in app, f"{game_id}'s context {context} is also the app's"
            strays = sorted(str(f) for f in files if not f.is_relative_to(packages[game_id]))
            assert not strays, f"{game_id}'s context {context} has strings from elsewhere: {strays}"
            assert all(f.is_file() for f in files), f"{game_id}'s {context}: a location that is no file"
