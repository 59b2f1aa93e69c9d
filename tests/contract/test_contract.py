"""The contract every game keeps with what the games share (issue 21), the same tests for
each registered game and for the tests' stub game (``tests/contract/stub_game``): a whole
game through the real window with the game's own AutoPlayer and the privacy oracle, peeks
that change nothing, autosave → kill → resume → end → rematch, the phones' choice check,
and the log's filter.

The stub game's GUI does not ignore a peek by itself, so a Session that stops ignoring
peeks fails here (both real games' panels happen to ignore them)."""
from __future__ import annotations

import random
from typing import Any

import pytest

from engine.registry import game_info

SEED = 5


class RecordingUI:
    """The game's GameUI, with every ``after_private`` step recorded."""

    def __init__(self, ui: Any) -> None:
        self._ui = ui
        self.finished: list[Any] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self._ui, name)

    def after_private(self, flow: Any, step: Any, public_view: Any) -> Any:
        self.finished.append(step)
        return self._ui.after_private(flow, step, public_view)


@pytest.fixture
def recorded(monkeypatch: pytest.MonkeyPatch) -> list[RecordingUI]:
    import gui.games.session as session_module

    made: list[RecordingUI] = []
    real = session_module.game_ui

    def recording(game: str) -> Any:
        made.append(RecordingUI(real(game)))
        return made[-1]

    monkeypatch.setattr(session_module, "game_ui", recording)
    return made


def _table(window: Any) -> Any:
    from tests.hardening.play import Table

    table = Table(window, random.Random(SEED))
    table.selfplay.check_layout = False  # the layout suite has its own tests; the stub has no layout
    return table


def _notices(window: Any) -> list[str]:
    said: list[str] = []
    real = window.notify
    window.notify = lambda text, key=None: (said.append(text), real(text, key))[1]
    return said


@pytest.mark.long("whole games of every registered game through the real window")
def test_a_whole_game_through_the_real_window_and_peeks_change_nothing(game_id: str, make_window, recorded) -> None:  # noqa: ANN001
    window = make_window()
    said = _notices(window)
    table = _table(window)
    info = game_info(game_id)
    table.start(game_id, info.min_players)
    steps = 0
    while table.selfplay.step() != "end":
        steps += 1
        assert steps < 3000, "the game does not end"
    assert table.selfplay.peeks >= 1 and window.session.game.outcome() is not None
    from gui.games.widgets import GameEnd, GameTable

    assert isinstance(window.session.table, GameTable) or window.session.table is None
    assert isinstance(window.session.end_screen, GameEnd)
    steps_seen = [s for ui in recorded for s in ui.finished]
    assert steps_seen, "no private step was finished"
    assert not [s for s in steps_seen if s.peek], "the Session handed a peek to the game as a finished step"
    assert not [t for t in said if "not possible" in t or "nicht möglich" in t], said


@pytest.mark.long("a game played, killed, resumed, finished and played again")
def test_autosave_kill_resume_and_rematch(game_id: str, make_window, qtbot) -> None:  # noqa: ANN001
    from PySide6.QtCore import Qt

    from gui.games.clicks import click, wait_until

    window = make_window()
    table = _table(window)
    table.start(game_id, game_info(game_id).min_players)
    for _ in range(200):  # into the game: past the first private steps, to the table
        if table.selfplay.step() == "table" or window.session.game.history:
            break
    game = window.session.game
    history, flow = game.history, window.session.flow.model_dump()
    # killed: the window goes without a goodbye (nothing more is saved)
    window.session.curtain.guard.disarm()
    window.session.blockSignals(True)
    window.hide()
    resumed = make_window()
    assert resumed.resume_screen is not None
    qtbot.mouseClick(resumed.resume_screen.resume_button, Qt.MouseButton.LeftButton)
    session = resumed.session
    assert session.game is not None and session.game.history == history
    assert session.ui.game_id == game_id and session.flow.model_dump() == flow
    again = _table(resumed)
    steps = 0
    while again.selfplay.step() != "end":
        steps += 1
        assert steps < 3000, "the resumed game does not end"
    # the evening's tally counted the game, and the end screen holds its line (shown from the second game)
    from gui.table_kit.end_view import EveningLine

    line = session.end_screen.findChild(EveningLine, "EveningTally")
    assert session.persistence.evening.games == 1 and line is not None and not line.isVisible()
    old = session.game
    click(session.end_screen.again_button)
    assert wait_until(lambda: session.game is not old, 3000), "Play again started no game"
    assert session.game.GAME_ID == game_id and session.game.history == ()
    assert session.game.players  # the same table sits down again
    # the table's log says who is ahead this evening (issue 31, an evening tally)
    assert [(e.key, e.name) for e in session.log.app_entries()] == [("evening", session.persistence.evening.line())]


def test_the_phones_check_a_choice_with_the_engine(game_id: str) -> None:
    """The phones' check of a private choice works for every game (``gui.phones.choices``)."""
    from gui.phones.choices import check_step_choice

    info = game_info(game_id)
    module = info.load()
    game = module.new_game(info.make_config([f"P{i}" for i in range(info.min_players)], {}), seed=SEED)
    seat = min(game.pending_seats())
    legal = game.legal_actions(seat)
    assert legal
    kinds = sorted({type(a).__name__ for a in legal})
    before = game.to_save()
    try:
        check_step_choice(game, seat, kinds, [legal[0]])
    except Exception as exc:  # noqa: BLE001 - an incomplete choice is refused in words
        assert "not complete" in str(exc)
    assert game.to_save() == before  # checked on a copy: nothing applied
    with pytest.raises(Exception, match="only for looking"):
        check_step_choice(game, seat, [], [legal[0]])


def test_the_log_hides_each_games_secret_words(game_id: str) -> None:
    import importlib

    from gui.shell import logs

    info = game_info(game_id)
    words = set(info.secret_words)
    for module_name, enums in info.secret_enums:
        module = importlib.import_module(module_name)
        for enum_name in enums:
            words |= {member.name.lower() for member in getattr(module, enum_name)}
    assert words, f"{game_id} names no secret words"
    for word in sorted(words):
        line = f"Anna sees {word} now"
        assert word not in logs.redact(line).lower(), word


class FakePhones:
    """A private route that plays every seat on a "phone": the step goes out with the seat's
    view; the phone sends a random choice of the step's own actions, checked as the real
    phone route checks it (``gui.phones.choices``), or nothing for a look."""

    pendingChanged: Any = None  # nothing waits: each step is finished at once

    def __init__(self, session: Any, rng: random.Random) -> None:
        self.session = session
        self.rng = rng
        self.steps: list[Any] = []
        self.refreshed = 0

    def handles(self, seat: int) -> bool:
        return True

    def step_started(self, step: Any) -> None:
        return None

    def waiting_for(self) -> list[int]:
        return []

    def refresh(self) -> None:
        self.refreshed += 1

    def close(self, final: bool = False, reason: str | None = None) -> None:
        return None

    def devices_for_rematch(self, first: int, count: int) -> None:
        return None  # a fake phone has no device to keep

    def played_on_phones(self) -> frozenset[int]:
        return frozenset(range(len(self.session.game.public_view().players)))

    def run(self, step: Any, seat_view: Any, finish: Any) -> None:
        from gui.phones.choices import check_step_choice

        self.steps.append(step)
        game = self.session.game
        if step.view_only or step.peek:
            finish([])
            return
        trial = game.replica()
        chosen: list[Any] = []
        kinds = sorted({type(a).__name__ for a in game.legal_actions(step.seat)})
        for _ in range(5):  # a whole choice: one action after another until the step has none left
            legal = [a for a in trial.legal_actions(step.seat) if type(a).__name__ in kinds]
            if not legal:
                break
            action = self.rng.choice(legal)
            trial.apply(step.seat, action)
            chosen.append(action)
        check_step_choice(game, step.seat, kinds, chosen)
        finish(chosen)


@pytest.mark.long("a whole game with every private step on a (fake) phone")
def test_a_whole_game_with_every_seat_on_a_phone(game_id: str, make_window, recorded) -> None:  # noqa: ANN001
    window = make_window()
    said = _notices(window)
    table = _table(window)
    table.selfplay.check_privacy = False  # nothing private is on the laptop; the phones' pages have their own tests
    info = game_info(game_id)
    phones = FakePhones(window.session, random.Random(SEED))
    table.start(game_id, info.min_players)
    # the game has begun on the laptop; from the next private step on, every seat is a phone
    window.session.private_route = phones
    steps = 0
    while table.selfplay.step() != "end":
        steps += 1
        assert steps < 3000, "the game does not end"
    assert window.session.game.outcome() is not None
    assert [s for s in phones.steps if not s.peek], "no private step went to a phone"
    assert not [s for ui in recorded for s in ui.finished if s.peek]
    assert not [t for t in said if "not possible" in t or "nicht möglich" in t], said


def test_the_game_satisfies_the_seam(game_id: str) -> None:
    from gui.games.registry import game_ui, seam_problems

    assert seam_problems(game_ui(game_id), game_id) == []


def test_the_lab_simulates_the_game(game_id: str) -> None:
    """A game with bots (``GameInfo.lab_module``) is simulated like every game; a game
    without (the plug-in) is not in the lab, and the start screen's balance line says so."""
    from gui.balance.balance_data import shipped_table
    from gui.balance.balance_note import summary
    from lab.games import GAMES

    if game_info(game_id).lab_module:
        _simulate(game_id)
        return
    assert game_id not in GAMES and game_id not in list(GAMES)
    table = shipped_table()
    assert table is None or not [e for e in table.entries if e.game == game_id]
    assert summary(None) == "No simulation for this table yet."


def test_the_lab_simulates_a_plug_in_that_brings_bots() -> None:
    """The lab names no game: the plug-in given a lab package (``tests/contract/stub_bots``,
    which the plug-in itself does not ship) is simulated the way the shipped games are."""
    import dataclasses

    from engine import registry
    from tests.contract.stub_game import GAME_ID, installed

    with installed() as info, pytest.MonkeyPatch.context() as patch:  # undone before the plug-in goes
        patch.setitem(registry._GAMES, GAME_ID, dataclasses.replace(info, lab_module="tests.contract.stub_bots"))
        _simulate(GAME_ID)
    assert GAME_ID not in registry.GAMES


def _simulate(game_id: str) -> None:
    """The balance lab reads the game from the engine's registry and its lab package
    (``GameInfo.lab_module``) and simulates it the way it simulates every game: jobs, paired
    mixes on common random numbers, the strategy search, and the reports (issue 21)."""
    from lab import exploit
    from lab.games import GAMES, lab_game
    from lab.report import chart_groups, csv_text, markdown, rows_of
    from lab.runner import Job, Pair, inline_executor, run_jobs, run_pairs

    assert game_id in GAMES, "every registered game with a lab package is simulated"
    game = lab_game(game_id)
    info = game_info(game_id)
    assert game.title == info.title and game.players == tuple(info.player_counts)
    n = min(game.players)
    variant = list(game.variants(n))[-1]
    jobs = [Job(game_id, n, variant, "belief", 6), Job(game_id, max(game.players), (), "naive", 4)]
    results = run_jobs(jobs, seed=SEED, executor=inline_executor(), chunk=4)
    again = run_jobs(jobs, seed=SEED, executor=inline_executor(), chunk=1)
    for job in jobs:
        tally = results[job]
        assert tally.games == job.games == sum(tally.sides.values())
        assert set(tally.sides) <= set(game.sides) and set(tally.endings) <= set(game.endings)
        assert tally.to_json() == again[job].to_json(), "the same games, whatever the chunk size"
    pair = Pair(game_id, n, (), "belief", "belief", 5)
    same = run_pairs([pair], seed=SEED, executor=inline_executor())[pair]
    assert same.a.to_json() == same.b.to_json() and same.difference(game.sides[0])[0] == 0
    rows = rows_of(results)
    text = markdown(rows)
    assert f"### {game.title}: wins by side" in text and csv_text(rows).count(f"{game_id},") > len(jobs)
    assert len(chart_groups(rows)) == len(jobs)
    entries = exploit.search(2, 2, SEED, inline_executor(), tables=[(game_id, n, ())])
    (entry,) = entries
    first, second = game.policy_sides
    assert entry["game"] == game_id and entry["matrix"]["rows"] == list(exploit.strategies(game_id, first))
    assert entry["matrix"]["columns"] == list(exploit.strategies(game_id, second))
    assert set(entry["best"]) == set(game.policy_sides)
    # the policy-space search too (issue 33): a game without a ``search`` module has its
    # starting sets only, and still gets an equilibrium with its exploitability
    from lab import psro

    (published,) = psro.run([(game_id, n, ())], seed=SEED, executor=inline_executor(),
                            budget=psro.Budget(games=2, confirm=2, publish=4, candidates=1, iterations=1))
    assert published["game"] == game_id and set(published["mixtures"]) == set(game.policy_sides)
    assert set(published["sides"]) == set(game.sides) and published["stopped"]
