"""The table's calls "on the next turn of the event loop" (the accused's automatic reveal,
the animation's ``finished``) still come, and a table dropped before they do leaves no
Python wrapper behind (a timer given a callable keeps it, and the wrapper with it, after its
context is deleted: the LogView fix, gui/table_kit/log_view.py)."""
from __future__ import annotations

from engine import diamantenraub as dr
from gui.diamantenraub.animation import TableAnimation
from gui.diamantenraub.table import DiamantenraubTable
from gui.games.base import TableStep
from gui.games.log_model import LogModel

from .conftest import make_game, passed


def accused_table(renderer) -> DiamantenraubTable:  # noqa: ANN001
    """A table whose Boss has just accused someone, at the "reveal" step (nobody can shout)."""
    for seed in range(200):
        game = passed(make_game(5, seed=seed), seed=seed)
        if game.outcome() is None and game.public_view().phase is dr.Phase.INTERROGATION:
            game.apply(0, dr.Accuse(game.accusable()[0]))
            if game.public_view().accused is not None:
                break
    else:
        raise AssertionError("no seed with an accusation")
    log = LogModel("en")
    log.set_engine_log(game.public_view().log)
    table = DiamantenraubTable(renderer, "en", log)
    table.show_view(game.public_view())
    table.show_step(TableStep("reveal", interactive=True))
    return table


def test_the_accused_reveals_on_the_next_turn_and_the_animation_finishes(qtbot, renderer):  # noqa: ANN001
    table = accused_table(renderer)
    qtbot.addWidget(table)
    accused = table._view.accused
    with qtbot.waitSignal(table.actionRequested, timeout=2000) as reveal:
        pass
    assert reveal.args[0] == accused and isinstance(reveal.args[1], dr.Reveal)
    with qtbot.waitSignal(table.animation.finished, timeout=2000):
        table.animation._on_finished()


def test_a_table_dropped_before_its_deferred_calls_leaves_no_wrapper(
    qtbot, renderer, drop_widget, live_wrappers  # noqa: ANN001
):
    before_tables = {id(o) for o in live_wrappers(DiamantenraubTable)}
    before_animations = {id(o) for o in live_wrappers(TableAnimation)}
    table = accused_table(renderer)  # the reveal is queued
    table.animation._on_finished()  # and the animation's "finished"
    drop_widget(table)
    del table
    qtbot.wait(5)  # the event loop turns: the queued calls went with the table
    assert [o for o in live_wrappers(DiamantenraubTable) if id(o) not in before_tables] == []
    assert [o for o in live_wrappers(TableAnimation) if id(o) not in before_animations] == []
