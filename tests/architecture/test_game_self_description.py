"""Each game describes itself (issue 21): shared code asks the game's ``GameInfo`` and never
names it. A game registered only here (nothing of it in the product) gets its secret words
redacted in the log, its credit in the About dialog and its screens found by the GUI
registry."""
from __future__ import annotations

import dataclasses
import enum
import sys
import types
from collections.abc import Iterator

import pytest

from engine import registry
from engine.game_info import GameInfo


class _Secret(enum.Enum):
    ORAKEL = "orakelkarte"


@pytest.fixture
def fake_game(monkeypatch: pytest.MonkeyPatch) -> Iterator[GameInfo]:
    module = types.ModuleType("fake_game_vocabulary")
    module.Secret = _Secret  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "fake_game_vocabulary", module)
    ui = types.ModuleType("fake_game_ui")
    from tests.contract.stub_game.ui import HoeherUI

    class FakeUI(HoeherUI):
        game_id = "fakegame"

    ui.GAME_UI = FakeUI()  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "fake_game_ui", ui)
    base = registry.game_info(next(iter(registry.GAMES)))
    info = dataclasses.replace(
        base, id="fakegame", title="Fakegame", ui_module="fake_game_ui", lab_module="",
        credits={"de": "Fakegame ist erfunden.", "en": "Fakegame is made up."},
        sides={"ones": {"de": "Die Einen", "en": "The Ones"}},
        secret_enums=(("fake_game_vocabulary", ("Secret",)),), secret_words=frozenset({"geheimwort"}),
    )
    registry.register(info)
    try:
        yield info
    finally:
        registry.unregister("fakegame")
    assert "fakegame" not in registry.GAMES


def test_a_registered_game_is_listed_and_can_be_taken_away(fake_game: GameInfo) -> None:
    assert registry.GAMES["fakegame"] is fake_game and list(registry.GAMES)[-1] == "fakegame"
    with pytest.raises(ValueError):
        registry.register(fake_game)
    with pytest.raises(ValueError):
        registry.unregister(next(iter(registry.GAMES)))  # a listed game stays


def test_the_log_redacts_the_words_a_game_names_as_secret(fake_game: GameInfo) -> None:
    from gui.shell import logs

    text = logs.redact("Anna holds the Orakelkarte (ORAKEL), a Geheimwort; Ben holds nothing")
    assert "orakel" not in text.lower() and "geheimwort" not in text.lower()
    assert "Anna" in text and "Ben holds nothing" in text


def test_the_about_dialog_gives_each_games_credit(qtbot, fake_game: GameInfo) -> None:  # noqa: ANN001
    from gui.dialogs.about import AboutDialog
    from gui.text.i18n import Translations

    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert fake_game.credits_in(Translations.shared().language) in dialog.text()


def test_the_gui_registry_finds_the_screens_where_the_game_says(fake_game: GameInfo) -> None:
    from gui.games.registry import game_ui, has_ui

    assert has_ui("fakegame") and game_ui("fakegame") is sys.modules["fake_game_ui"].GAME_UI  # type: ignore[attr-defined]
    assert not has_ui("no-such-game")


def test_a_game_whose_screens_miss_the_seam_is_refused(fake_game: GameInfo) -> None:
    """Registering a game whose GAME_UI does not satisfy the seam fails at once, naming what is wrong."""
    from gui.games.registry import game_ui, seam_problems
    from tests.contract.stub_game.ui import HoeherUI

    class Broken(HoeherUI):
        game_id = "fakegame"
        peek_step = None  # type: ignore[assignment]

        def after_private(self, flow):  # type: ignore[override]  # the wrong arguments  # noqa: ANN001, ANN201
            return flow

    broken = Broken()
    problems = seam_problems(broken, "fakegame")
    assert any("peek_step" in p for p in problems) and any("after_private" in p for p in problems)
    sys.modules["fake_game_ui"].GAME_UI = broken  # type: ignore[attr-defined]
    with pytest.raises(TypeError, match="peek_step"):
        game_ui("fakegame")
    assert seam_problems(HoeherUI(), "fakegame") == ["game_id is 'hoeher', not 'fakegame'"]
