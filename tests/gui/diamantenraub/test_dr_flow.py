"""The per-game flow and the GameUI's pure parts: whose step comes next, peeks, rematch."""
from __future__ import annotations

import random

import pytest

from engine import diamantenraub as dr
from gui.diamantenraub.flow import DiamantenraubFlow, check_flow
from gui.diamantenraub.ui import GAME_UI
from gui.games.base import EndStep, PrivateStep, TableStep

from .conftest import make_game, passed


def test_the_steps_of_a_whole_game_in_order():
    game = make_game(6, seed=2)
    flow = GAME_UI.new_flow(game.public_view())
    rng = random.Random(2)
    seen: list[tuple[str, int | str]] = []
    while True:
        view = game.public_view()
        step = GAME_UI.next_step(flow, view)
        if isinstance(step, EndStep):
            seen.append(("end", ""))
            break
        if isinstance(step, PrivateStep):
            seen.append((step.kind, step.seat))
            assert step.view_only == (step.kind == "returned")  # a phone may only say "done" there
            if step.kind in ("hide", "take"):
                actions = [a for a in game.legal_actions(step.seat) if not isinstance(a, dr.SetAside)]
                game.apply(step.seat, rng.choice(actions))
            flow = GAME_UI.after_private(flow, step, game.public_view())
            continue
        assert isinstance(step, TableStep)
        seen.append((step.kind, ""))
        if step.kind == "interrogation":
            assert step.peek and step.interactive
            game.apply(0, dr.Accuse(rng.choice(game.accusable())))
        else:
            assert step.kind == "reveal" and not step.peek
            game.apply(view.accused, dr.Reveal())
    assert seen[:7] == [("hide", 0), ("take", 1), ("take", 2), ("take", 3), ("take", 4), ("take", 5), ("returned", 0)]
    assert seen[7] == ("interrogation", "") and seen[8] == ("reveal", "") and seen[-1] == ("end", "")


def test_revolverheld_accusation_is_a_peng_step():
    game = passed(make_game(8, seed=3, revolverheld=True), seed=3)
    flow = DiamantenraubFlow(returned_seen=True)
    game.apply(0, dr.Accuse(game.accusable()[0]))
    step = GAME_UI.next_step(flow, game.public_view())
    assert step == TableStep("peng", interactive=True, peek=False)


def test_once_the_revolverheld_is_out_an_accusation_asks_nobody_for_bang():
    """Issue 31 item 11: the Bang chooser asked on after the Revolverheld was out."""
    flow = DiamantenraubFlow(returned_seen=True)
    for seed in range(200):
        game = passed(make_game(8, seed=seed, revolverheld=True), seed=seed)
        holder = next((s for s in range(1, 8) if game.view(s).role is dr.Role.REVOLVERHELD), None)
        targets = [s for s in game.accusable() if s != holder and game.view(s).role is not dr.Role.ERMITTLER]
        if holder is None or game.outcome() is not None or len(targets) < 2:
            continue
        game.apply(0, dr.Accuse(targets[0]))
        game.apply(holder, dr.Peng())  # a real shot: both are out, D♠ is shown
        if game.outcome() is not None:
            continue
        game.apply(0, dr.Accuse(targets[1]))
        assert GAME_UI.next_step(flow, game.public_view()) == TableStep("reveal", interactive=True, peek=False)
        return
    pytest.fail("no seed gave a shot without an ending")


def test_a_peek_of_the_returned_treasure_does_not_count_as_the_return_step():
    game = passed(make_game(7, seed=1), seed=1)
    flow = DiamantenraubFlow()
    peek = GAME_UI.peek_step(game.public_view(), 0)
    assert peek == PrivateStep(0, "peek", cancellable=True, peek=True, view_only=True)
    assert GAME_UI.after_private(flow, peek, game.public_view()).returned_seen is False
    done = GAME_UI.after_private(flow, PrivateStep(0, "returned"), game.public_view())
    assert done.returned_seen is True


def test_peek_only_for_seats_with_something_to_see():
    game = make_game(6, seed=1)
    assert GAME_UI.peek_step(game.public_view(), 0) is None  # the Boss has not hidden yet
    game.apply(0, dr.HideDiamonds(2))
    game.apply(1, dr.TakeDiamonds(1))
    view = game.public_view()
    assert GAME_UI.peek_step(view, 0) is not None and GAME_UI.peek_step(view, 1) is not None
    assert GAME_UI.peek_step(view, 2) is None and GAME_UI.peek_step(view, 9) is None


def test_a_saved_flow_that_does_not_fit_is_refused():
    game = make_game(6)
    with pytest.raises(ValueError):
        check_flow(DiamantenraubFlow(returned_seen=True), game.public_view())
    GAME_UI.check_flow(DiamantenraubFlow(), game.public_view())
    with pytest.raises(Exception):
        DiamantenraubFlow.model_validate({"returned_seen": True, "extra": 1})


def test_confirmations_and_rematch(qapp):  # noqa: ARG001 - translate needs the app
    game = passed(make_game(7, seed=5), seed=5)
    view = game.public_view()
    title, question = GAME_UI.confirm(0, dr.Accuse(3), view)
    assert "Empty your pockets!" in title and "Dan" in question and "Anna" in question
    assert GAME_UI.confirm(2, dr.Peng(), view)[1].startswith("Carla")
    assert GAME_UI.confirm(3, dr.Reveal(), view) is None
    assert GAME_UI.rematch_first_seat(view, 4) == 4
    assert GAME_UI.rematch_first_seat(view, None) == 0
    assert GAME_UI.rematch_first_seat(view, 99) == 0
    assert GAME_UI.rematch_first_seat(view, True) == 0
    assert "Boss" in GAME_UI.resume_summary(make_game(5).public_view())
    assert "7 still to be asked" in GAME_UI.resume_summary(passed(make_game(8, seed=1), seed=1).public_view())
