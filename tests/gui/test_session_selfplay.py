"""``kartentisch --selfplay``: a whole game through the real window, and its privacy oracle."""
from __future__ import annotations

import os
import pathlib
import subprocess
import sys

import pytest

from gui.persistence import storage
from tests.gui.selfplay_shots import check_selfplay_shots

pytestmark = pytest.mark.long("whole self-played games in child processes")

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _selfplay(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "gui.app", "--selfplay", *args], cwd=ROOT, env=env, capture_output=True, text=True,
        timeout=300,
    )


def test_selfplay_plays_tempelgold_to_the_end_and_leaves_no_files(tmp_path) -> None:  # noqa: ANN001
    """Three players here; the same checks at ten players are made on the 10-player run that
    also reads its log (``tests/packaging/test_selfplay_log.py``): one whole game, not two."""
    out = _selfplay("tempelgold", "--players", "3", "--seed", "11", "--lang", "en", "--shots", str(tmp_path))
    assert out.returncode == 0, out.stderr
    check_selfplay_shots(out.stdout, tmp_path, "tempelgold", 3, 11)
    assert not storage.autosave_path().exists() and not storage.settings_path().exists()  # the user's files


def test_selfplay_refuses_an_unknown_game_or_count() -> None:
    assert _selfplay("skat", "--players", "4").returncode == 2
    out = _selfplay("tempelgold", "--players", "2")
    assert out.returncode == 2 and "3 to 10" in out.stderr


def test_the_oracle_names_the_first_leak(make_window, monkeypatch) -> None:  # noqa: ANN001
    """A table that shows a seat's role card is caught at once, with the seat's name."""
    from gui.checks import selfplay
    from gui.cards import CardWidget, element_id
    from gui.games.turn_loop import TurnLoop

    shown = TurnLoop._show_table

    def leaky(self, step) -> None:  # noqa: ANN001
        shown(self, step)
        if self.table is not None and not hasattr(self.table, "leak"):
            game = self._state.game
            self.table.leak = CardWidget(self._host.renderer, element_id(game.view(0).role_card), 60)
            self.table.side.layout().addWidget(self.table.leak)

    monkeypatch.setattr(TurnLoop, "_show_table", leaky)
    window = make_window()
    play = selfplay.SelfPlay(window, "tempelgold", 3, seed=5, shots=None)
    with pytest.raises(selfplay.Leak, match="card faces of Anna visible with the curtain down"):
        play.run()


def test_a_label_holding_only_a_players_name_is_no_leak(make_window, monkeypatch) -> None:  # noqa: ANN001
    """The table names every player, and a private panel may name its own player: names are
    public, so the oracle does not call that a leak (issue 36's trap); a seat's card still is."""
    from PySide6.QtWidgets import QLabel

    from gui.checks import selfplay
    from tests.contract.stub_game import GAME_ID, installed
    from tests.contract.stub_game.ui import GuessPanel, HoeherTable

    shown_view = HoeherTable.show_view
    panel_init = GuessPanel.__init__

    def table_with_names(self, view) -> None:  # noqa: ANN001
        shown_view(self, view)
        if not hasattr(self, "names"):
            self.names = [QLabel(name) for name in view.players]
            for label in self.names:
                self.layout().addWidget(label)

    def panel_with_name(self, view, peek) -> None:  # noqa: ANN001
        panel_init(self, view, peek)
        self.layout().addWidget(QLabel(view.name))

    monkeypatch.setattr(HoeherTable, "show_view", table_with_names)
    monkeypatch.setattr(GuessPanel, "__init__", panel_with_name)
    with installed():
        window = make_window()
        play = selfplay.SelfPlay(window, GAME_ID, 3, seed=5, shots=None)
        play.run()
        assert play.oracle.checks > 0


def test_selfplay_guided_plays_the_first_game_with_explanations_at_1280x720(tmp_path) -> None:  # noqa: ANN001
    """``--selfplay diamantenraub --guided``: the example through the real window, every
    explanation read and checked, a picture of each."""
    out = _selfplay("diamantenraub", "--guided", "--seed", "3", "--lang", "en", "--size", "1280x720",
                    "--shots", str(tmp_path))
    assert out.returncode == 0, out.stderr
    line = out.stdout.strip().splitlines()[-1]
    assert line.startswith("selfplay diamantenraub: 7 players, BOSS_ELIMINATED, winners: Ben;")
    assert "explanations read" in line and "no leak" in line
    assert any("guide-accuse_dan" in p.name for p in tmp_path.iterdir())
