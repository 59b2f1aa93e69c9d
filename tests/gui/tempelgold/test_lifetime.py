"""Dropped table screens leave nothing behind: no Python wrapper outlives its Qt object.

A long evening builds one table per game. A Python-level reference cycle through two Qt
wrappers (the view used to hold its screen in an attribute) is not freed by the garbage
collector, so every dropped table kept all its card items' wrappers alive after Qt had
destroyed them (issue 9, "Long evening").
"""
from __future__ import annotations

import gc

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QStackedWidget

from gui.cards import CardItem
from gui.tempelgold.screen import TempelgoldTableScreen

from .conftest import make_game, play


def _wrappers(kind: type) -> list[object]:
    gc.collect()
    return [o for o in gc.get_objects() if isinstance(o, kind)]


def _drop(stack: QStackedWidget, widget: TempelgoldTableScreen) -> None:
    """What the main window does with a screen it no longer needs."""
    stack.removeWidget(widget)
    widget.hide()
    widget.setParent(None)
    widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_a_dropped_table_frees_its_card_items(qtbot, renderer, monkeypatch):
    monkeypatch.setattr(TempelgoldTableScreen, "FLIP_MS", 30)
    monkeypatch.setattr(TempelgoldTableScreen, "MOVE_MS", 30)
    stack = QStackedWidget()
    qtbot.addWidget(stack)
    stack.resize(1280, 720)
    stack.show()
    # Counted against what was alive before: earlier tests in this worker (pytest-xdist picks
    # which) may still hold wrappers of their own.
    before = {id(o) for o in _wrappers(CardItem)}
    tables_before = {id(o) for o in _wrappers(TempelgoldTableScreen)}
    for seed in (1, 2):
        screen = TempelgoldTableScreen(renderer, "en")
        stack.addWidget(screen)
        stack.setCurrentWidget(screen)
        game = make_game(10, seed=seed)
        screen.show_view(game.public_view())
        screen.set_interactive(True)
        for _ in range(3):
            play(game, 1, seed=seed)
            screen.show_view(game.public_view())
            qtbot.waitUntil(lambda s=screen: not s.is_animating(), timeout=3000)
        assert sum(len(screen.row_items(s)) for s in range(10)) > 0
        _drop(stack, screen)
        del screen
    assert not [o for o in _wrappers(TempelgoldTableScreen) if id(o) not in tables_before]
    left = [o for o in _wrappers(CardItem) if id(o) not in before]
    assert left == [], f"{len(left)} card item wrappers outlived their table ({sum(not shiboken6.isValid(o) for o in left)} dead)"
