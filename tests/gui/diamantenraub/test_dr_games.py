"""Whole Diamantenraub games through the real window: start screen, curtain, private
screens, the table, the end screen; the privacy scan after every curtain step."""
from __future__ import annotations

import pytest

from engine import diamantenraub as dr
from gui.diamantenraub.animation import TableAnimation
from gui.games.base import PrivateStep, TableStep

from .conftest import NAMES, make_game
from .driver import DrDriver, set_aside, set_picker, take_diamonds, take_role

pytestmark = pytest.mark.long("whole games through the widgets")


@pytest.fixture(autouse=True)
def _fast(monkeypatch):
    monkeypatch.setattr(TableAnimation, "FLIP_MS", 15)
    monkeypatch.setattr(TableAnimation, "MOVE_MS", 15)
    monkeypatch.setattr(TableAnimation, "CLOSE_MS", 15)


@pytest.fixture
def dr_driver(qtbot, make_window):
    return DrDriver(qtbot, make_window(), seed=11)


def use_seed(monkeypatch, seed: int) -> None:
    import gui.games.session as session

    class Fixed:
        def randrange(self, _n: int) -> int:
            return seed

    monkeypatch.setattr(session, "SEED_SOURCE", Fixed())


@pytest.mark.parametrize("n, revolverheld", [(5, False), (6, True), (12, False), (12, True)])
def test_whole_games_through_the_widgets(dr_driver, n, revolverheld):
    d = dr_driver
    d.start(NAMES[:n], revolverheld=revolverheld)
    shots = iter([None, None])
    d.play(shout=(lambda v: sorted(v.may_peng)[0] if v.may_peng and next(shots, 1) else None) if revolverheld else None)
    kinds = [k for k, _ in d.steps]
    assert kinds[0] == "hide" and kinds[1 : n] == ["take"] * (n - 1)
    assert [s for _, s in d.steps[: n]] == list(range(n))  # the Boss, then clockwise
    outcome = d.game.outcome()
    assert outcome is not None
    assert d.session.end_screen is not None and d.session.table is None
    assert d.checks > 4 * n


def worked_example_seed() -> int:
    """A seven-player deal whose treasure holds A♠ and B♣, as in the rule text's example."""
    for seed in range(2000):
        built = {str(c) for c in make_game(7, seed).view(0).built}
        if {"AS", "JC"} <= built:
            return seed
    raise AssertionError("no such seed")


def test_the_rule_texts_worked_example(dr_driver, monkeypatch):
    """7 players, Anna is the Boss, no excuse; Ben wins with 3 diamonds (gui/diamantenraub/texts/rules/de.md)."""
    use_seed(monkeypatch, worked_example_seed())
    d = dr_driver
    d.window.set_language("en")
    d.start(["Anna", "Ben", "Carla", "Dan", "Emil", "Eva", "Finn"])
    assert d.game.public_view().boss_excuses_left == 0

    def hide_two(panel, view):
        set_picker(panel.picker, 2)

    def ben(panel, view):
        card = set_aside(panel, dr.Role.FAHRER)
        assert str(card) == "JC"
        take_diamonds(panel, 3)

    def carla(panel, view):
        take_role(panel, dr.Role.ERMITTLER)

    def dan(panel, view):
        take_diamonds(panel, 2)

    def getreuer(panel, view):
        take_role(panel, dr.Role.GETREUER)

    def finn(panel, view):
        assert panel.options()["role"] == [] and len(panel.treasure.diamonds) == 8  # 8 diamonds, nothing else
        take_diamonds(panel, 2)

    for policy in (hide_two, ben, carla, dan, getreuer, getreuer, finn):
        d.private_step(policy)
    # the treasure comes back with 6 diamonds: 7 are missing
    facts = []
    d.private_step(lambda panel, view: facts.append((panel.KIND, panel.fact.text(), view.missing)))
    assert facts == [("return", "7 diamonds missing", 7)]
    assert isinstance(d.session.step, TableStep) and d.session.step.kind == "interrogation"
    d.accuse(3)  # "Dan – Taschen leeren!": two diamonds, Dan is out
    view = d.game.public_view()
    assert view.seats[3].eliminated and view.diamonds_recovered == 2
    assert "Still to be asked: 5" in d.table.counters_text()
    d.accuse(4)  # Emil, a Getreuer; no excuse: Anna is out
    outcome = d.game.outcome()
    assert outcome is not None and outcome.reason is dr.Reason.BOSS_ELIMINATED
    assert outcome.winners == frozenset({1})  # Ben: 3 diamonds beat Finn's 2
    end = d.session.end_screen
    assert end.winners_label.text() == "Winners: Ben"
    assert "The Boss is out" in end.headline.text()


@pytest.mark.parametrize("reason", list(dr.Reason))
def test_all_four_endings(dr_driver, reason):
    """Each ending reached through the widgets; the accusations follow an oracle that knows
    the takes (the test's, never the app's)."""
    d = dr_driver
    revolverheld = reason is dr.Reason.REVOLVERHELD_SHOT_ERMITTLER
    d.start(NAMES[:9], revolverheld=revolverheld)

    def take(panel, view):
        # make every ending possible: Ben takes the Ermittler, Carla the Revolverheld (if
        # any), Dan and Emil a Getreuer each, the others one diamond each
        if view.seat == 0 or panel.KIND != "take":
            d.auto.choose_private(panel, d.rng)
        elif view.seat == 1:
            take_role(panel, dr.Role.ERMITTLER)
        elif view.seat == 2 and revolverheld:
            take_role(panel, dr.Role.REVOLVERHELD)
        elif view.seat in (3, 4):
            take_role(panel, dr.Role.GETREUER)
        else:
            take_diamonds(panel, 1)

    while isinstance(d.session.step, PrivateStep):
        d.private_step(take)
    roles = [d.game.view(s).role for s in range(9)]
    thieves = [s for s, r in enumerate(roles) if r is dr.Role.DIEB]
    innocents = [s for s, r in enumerate(roles) if r in (dr.Role.GETREUER, dr.Role.FAHRER, dr.Role.STRASSENKIND)]

    def accuse(view):
        if reason is dr.Reason.BOSS_RECOVERED_ALL:
            return next(s for s in thieves if s in d.game.accusable())
        if reason is dr.Reason.BOSS_ELIMINATED:
            return next(s for s in innocents if s in d.game.accusable())
        return 1  # the Ermittler

    d.play(accuse=accuse, shout=(lambda v: 2) if revolverheld else None)
    outcome = d.game.outcome()
    assert outcome.reason is reason
    if reason is dr.Reason.ERMITTLER_ACCUSED:
        assert 1 in outcome.winners
    if reason is dr.Reason.REVOLVERHELD_SHOT_ERMITTLER:
        assert 2 in outcome.winners
    assert d.session.end_screen is not None


def test_revolverheld_true_shot_and_false_claim(dr_driver):
    d = dr_driver
    d.start(NAMES[:8], revolverheld=True)

    def take(panel, view):
        if view.seat == 0 or panel.KIND != "take":
            d.auto.choose_private(panel, d.rng)
        elif view.seat == 1:
            take_role(panel, dr.Role.REVOLVERHELD)
        elif view.seat == 2:
            take_diamonds(panel, 2)
        elif view.seat == 3:
            take_role(panel, dr.Role.GETREUER)
        else:
            take_diamonds(panel, 1)

    while isinstance(d.session.step, PrivateStep):
        d.private_step(take)
    # Dan (a Getreuer) claims "Peng!" falsely when Carla is accused: Dan is out, the
    # accusation goes on; then Ben, the Revolverheld, really shoots Carla the thief
    d.accuse(2)
    assert d.session.step.kind == "peng"
    assert set(d.table.action_box.peng_buttons) == set(d.game.public_view().may_peng)
    d.peng(3)
    view = d.game.public_view()
    assert view.seats[3].eliminated and view.seats[3].shouted_peng and view.accused == 2
    assert 3 not in d.table.action_box.peng_buttons
    d.peng(1)
    view = d.game.public_view()
    assert view.outcome is None  # four more thieves are still in the game
    assert view.seats[1].eliminated and view.seats[2].eliminated
    assert view.diamonds_recovered == 2 and view.seats[2].excuses == ()
    assert d.session.step.kind == "interrogation"


def test_next_game_lets_the_winners_choose_the_boss_and_keeps_names_and_pins(dr_driver):
    from PySide6.QtCore import Qt

    d = dr_driver
    start = d.window.start_screen
    d.qtbot.mouseClick(start.game_buttons["diamantenraub"], Qt.MouseButton.LeftButton)
    start.set_names(NAMES[:5])
    start.set_pin(2, "4711")  # Carla
    d.qtbot.mouseClick(start.start_button, Qt.MouseButton.LeftButton)
    d.settle()
    assert set(d.session.pins) == {2}
    carla_pin = d.session.pins[2]

    def reveal_with_pin(panel_policy=None):
        handoff = d.session.curtain.handoff
        if handoff.pin_edit is not None:
            d.qtbot.keyClicks(handoff.pin_edit, "4711")
        d.private_step(panel_policy)

    while isinstance(d.session.step, PrivateStep):
        reveal_with_pin()
    d.play()
    end = d.session.end_screen
    end.set_next_boss(2)
    d.qtbot.mouseClick(end.again_button, Qt.MouseButton.LeftButton)
    d.settle()
    assert list(d.game.players) == ["Carla", "Dan", "Emil", "Anna", "Ben"]  # clockwise kept
    assert d.session.pins == {0: carla_pin}  # the PIN moved with Carla
    assert d.session.curtain.handoff.player_name == "Carla"  # the new Boss hides first
    assert d.session.curtain.handoff.pin_edit is not None
