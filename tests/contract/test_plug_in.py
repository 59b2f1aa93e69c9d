"""The stub game as an outside contributor ships it (issue 36): a distribution of its own,
found only through its entry point, with its own rules and German catalogue and no bots.
Installing it lists it everywhere the app lists games and changes nothing of the app."""
from __future__ import annotations

import hashlib
import subprocess
from importlib import resources
from pathlib import Path
from typing import Any

from engine import registry
from lab.provenance import bots_hashes, fingerprint
from tests.contract.stub_game import GAME_ID, installed

ROOT = Path(__file__).resolve().parents[2]


def _app_files() -> dict[str, str]:
    """Every tracked file of the app (not the tests), by its content's hash."""
    names = subprocess.run(["git", "ls-files", "engine", "gui", "lab", "assets", "translations", "pyproject.toml"],
                           cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    return {name: hashlib.sha256((ROOT / name).read_bytes()).hexdigest() for name in names if (ROOT / name).is_file()}


def test_it_is_found_only_through_its_entry_point() -> None:
    assert GAME_ID not in registry.GAMES
    with installed() as info:
        assert list(registry.GAMES)[-1] == GAME_ID and registry.GAMES[GAME_ID] is info
        assert not registry.PROBLEMS
    assert GAME_ID not in registry.GAMES


def test_installing_it_changes_no_file_and_no_balance_table() -> None:
    files, bots = _app_files(), fingerprint(resources.files("lab"))
    from gui.balance.balance_data import shipped_table

    table = shipped_table()
    before = [(e.game, e.players) for e in table.entries] if table is not None else []
    shipped = bots_hashes()
    with installed():
        bots_hashes.cache_clear()
        assert bots_hashes() == shipped, "installing a game changed the shipped games' bots' fingerprints"
        assert fingerprint(resources.files("lab")) == bots
        again = shipped_table()
        assert ([(e.game, e.players) for e in again.entries] if again is not None else []) == before
    bots_hashes.cache_clear()
    assert _app_files() == files


def test_its_rules_come_from_its_own_package_in_both_languages(qapp: Any) -> None:
    from gui.dialogs.rules import RulesDialog
    from gui.text.rules_text import rules_markdown

    with installed():
        assert rules_markdown(GAME_ID, "de").startswith("# Höher oder Tiefer")
        assert rules_markdown(GAME_ID, "en").startswith("# Higher or Lower")
        dialog = RulesDialog("en", current_game=GAME_ID)
        try:
            titles = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
            assert titles[-1] == "Höher oder Tiefer" and len(titles) == len(registry.GAMES)
            assert "whether the face-down table card" in dialog.browsers[GAME_ID].toPlainText()
        finally:
            dialog.deleteLater()


def test_its_screens_speak_german_from_its_own_catalogue(qapp: Any) -> None:
    from PySide6.QtCore import QCoreApplication

    from gui.text.i18n import Translations

    translations = Translations.shared()
    was = translations.language
    with installed():
        try:
            translations.set_language("de")
            assert QCoreApplication.translate("HoeherOderTiefer", "Higher") == "Höher"
            assert QCoreApplication.translate("HoeherOderTiefer", "Turn the table card over") == "Tischkarte aufdecken"
            translations.set_language("en")
            assert QCoreApplication.translate("HoeherOderTiefer", "Higher") == "Higher"
        finally:
            translations.set_language(was)
    translations.set_language("de")  # the plug-in is gone: so are its words
    try:
        assert QCoreApplication.translate("HoeherOderTiefer", "Higher") == "Higher"
    finally:
        translations.set_language(was)


def test_a_broken_plug_in_is_left_out_with_its_reason(tmp_path: Path, monkeypatch: Any) -> None:
    """A plug-in whose entry point cannot be loaded, or whose GAME_INFO is not sound, does not
    stop the app: it is left out and the registry says why."""
    import importlib
    import sys

    dist = tmp_path / "broken-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: broken\nVersion: 1.0\n", encoding="utf-8")
    (dist / "entry_points.txt").write_text(
        "[kartentisch.games]\nmissing = no_such_module:GAME_INFO\nwrongname = tests.contract.stub_game:GAME_INFO\n",
        encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    try:
        registry.discover()
        assert "missing" not in registry.GAMES and "wrongname" not in registry.GAMES
        reasons = " ".join(registry.PROBLEMS)
        assert "'missing'" in reasons and "could not be loaded" in reasons
        assert "'wrongname'" in reasons and "the game's id is 'hoeher'" in reasons
        assert len(registry.GAMES) >= 2  # the others play on
    finally:
        sys.path.remove(str(tmp_path))
        importlib.invalidate_caches()
        registry.discover()
    assert not registry.PROBLEMS
