"""Who may be accused is the engine's rule alone (issue 21): the table's clickable seats, its
keyboard ring, the accuse button, the "still to be asked" counts and the lab's bot all read it
from the engine (``PublicView.accusable`` / ``open_seats``). A changed rule in the engine
reaches them without a line of GUI code changing: here the rule is replaced, and the GUI
follows."""
from __future__ import annotations

import random

import pytest

from engine import diamantenraub as dr
from engine.diamantenraub.state import DiamantenraubState
from gui.diamantenraub.animation import TableAnimation
from gui.diamantenraub.table import DiamantenraubTable
from gui.diamantenraub.ui import GAME_UI
from gui.games.base import TableStep
from gui.games.log_model import LogModel

from .conftest import make_game, passed


@pytest.fixture(autouse=True)
def _fast(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(TableAnimation, "FLIP_MS", 20)
    monkeypatch.setattr(TableAnimation, "MOVE_MS", 20)
    monkeypatch.setattr(TableAnimation, "CLOSE_MS", 20)


def _narrower_rule(monkeypatch: pytest.MonkeyPatch, only: int) -> None:
    """A rule change in the engine: only seat ``only`` may be accused any more."""
    real_open = DiamantenraubState.accusable
    real_now = DiamantenraubState.accusable_now
    monkeypatch.setattr(DiamantenraubState, "accusable", lambda self: [s for s in real_open(self) if s == only])
    monkeypatch.setattr(DiamantenraubState, "accusable_now", lambda self: tuple(s for s in real_now(self) if s == only))


def test_the_tables_buttons_follow_the_engines_rule(qtbot, renderer, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    game = passed(make_game(7, seed=3), seed=3)
    before = game.accusable()
    assert len(before) > 2
    only = before[1]
    _narrower_rule(monkeypatch, only)
    view = game.public_view()
    assert view.accusable == (only,) and view.open_seats == (only,)
    log = LogModel("en")
    log.set_engine_log(view.log)
    table = DiamantenraubTable(renderer, "en", log)
    qtbot.addWidget(table)
    table.resize(1280, 720)
    table.show()
    qtbot.waitExposed(table)
    table.show_view(view)
    table.show_step(TableStep("interrogation"))
    table.set_interactive(True)
    assert [item.seat for item in table.seat_items if item.is_clickable()] == [only]
    table.select_seat(before[0])  # no longer accusable: ignored
    assert table.action_box.selected() is None
    table.select_seat(only)
    assert table.action_box.selected() == only and table.action_box.accuse_button.isEnabled()
    assert table._keyboard_targets() == [only]
    assert table.seat_model.askable() == [only]
    assert table.counters.text().startswith("Still to be asked: 1 ")
    assert GAME_UI.resume_summary(view) == "Interrogation: 1 still to be asked"


def test_the_phase_rule_is_the_engines_too(qtbot, renderer, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    """Outside the interrogation the engine says nobody may be accused; if the engine said
    otherwise, the buttons would offer it: the GUI adds no rule of its own."""
    game = passed(make_game(7, seed=3), seed=3)
    open_seats = tuple(game.accusable())
    monkeypatch.setattr(DiamantenraubState, "accusable_now", lambda self: ())
    log = LogModel("en")
    table = DiamantenraubTable(renderer, "en", log)
    qtbot.addWidget(table)
    table.show_view(game.public_view())
    table.show_step(TableStep("interrogation"))
    table.set_interactive(True)
    assert not any(item.is_clickable() for item in table.seat_items)
    monkeypatch.setattr(DiamantenraubState, "accusable_now", lambda self: open_seats)
    table.show_view(game.public_view())
    assert [item.seat for item in table.seat_items if item.is_clickable()] == list(open_seats)


def test_the_lab_bot_reads_the_open_seats_from_the_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Revolverheld bot's "open seats" are the engine's (``PublicView.open_seats``)."""
    from lab.diamantenraub import checked

    seen: list[list[int]] = []

    class Bot:
        def shoot(self, seat, accused, total, seen_e, open_seats, excuses, rng):  # noqa: ANN001, ANN201
            seen.append(list(open_seats))
            return False

    for seed in range(200):
        game = passed(make_game(8, seed=seed, revolverheld=True), seed=seed)
        if game.public_view().phase is not dr.Phase.INTERROGATION:
            continue
        target = game.accusable()[0]
        game.apply(0, dr.Accuse(target))
        shooters = [s for s in game.public_view().may_peng if game.view(s).role is dr.Role.REVOLVERHELD]
        if shooters:
            break
    else:  # pragma: no cover - the seeds above hold a Revolverheld
        pytest.fail("no game with a Revolverheld who may shout")
    only = game.accusable()[-1]
    _narrower_rule(monkeypatch, only)
    policy = checked.DiamantenraubPolicy.__new__(checked.DiamantenraubPolicy)
    policy._bot = Bot()
    policy.wants_peng(game.view(shooters[0]), None, random.Random(1))  # type: ignore[arg-type]
    assert seen == [[only]]
