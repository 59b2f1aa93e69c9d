"""The table screen's calls "on the next turn of the event loop" still come, and a screen
dropped before they do leaves no Python wrapper behind (a timer given a callable keeps it,
and the wrapper with it, after its context is deleted: the LogView fix, gui/table_kit/log_view.py)."""
from __future__ import annotations

from gui.table_kit.log_view import LogView
from gui.tempelgold.screen import TempelgoldTableScreen

from .conftest import make_game, play


def _screen_with_an_unanimated_opening(renderer, monkeypatch) -> TempelgoldTableScreen:  # noqa: ANN001
    """A screen that was just shown one more opening and found nothing to animate it to
    (so it announces ``animationFinished`` on the next turn of the event loop)."""
    screen = TempelgoldTableScreen(renderer, "en")
    game = make_game(3, seed=2)
    screen.show_view(game.public_view())
    monkeypatch.setattr(screen.scene, "pile_items", lambda _kind: [])
    play(game, 1, seed=2)
    screen.show_view(game.public_view())
    return screen


def test_nothing_to_animate_still_finishes_the_animation(qtbot, renderer, monkeypatch):  # noqa: ANN001
    screen = _screen_with_an_unanimated_opening(renderer, monkeypatch)
    qtbot.addWidget(screen)
    with qtbot.waitSignal(screen.animationFinished, timeout=2000):
        pass


def test_a_screen_dropped_before_its_deferred_calls_leaves_no_wrapper(
    qtbot, renderer, monkeypatch, drop_widget, live_wrappers  # noqa: ANN001
):
    before_screens = {id(o) for o in live_wrappers(TempelgoldTableScreen)}
    before_logs = {id(o) for o in live_wrappers(LogView)}
    screen = _screen_with_an_unanimated_opening(renderer, monkeypatch)
    screen._scroll_log_soon()
    drop_widget(screen)
    del screen
    qtbot.wait(5)  # the event loop turns: the queued calls went with the screen
    assert [o for o in live_wrappers(TempelgoldTableScreen) if id(o) not in before_screens] == []
    assert [o for o in live_wrappers(LogView) if id(o) not in before_logs] == []
