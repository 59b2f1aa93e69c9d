"""The Session's collaborators, each tested on its own with the plug-in stub game
("Höher oder Tiefer", ``tests/contract/stub_game``): a window stand-in that is only a
screen stack (:class:`FakeHost`, a :class:`gui.games.base.SessionHost`), one shared
:class:`~gui.games.game_state.GameState`, and no Session."""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QStackedWidget, QVBoxLayout, QWidget

from gui.games.game_state import GameState
from gui.persistence.settings import Settings
from tests.contract.stub_game import GAME_ID, installed
from tests.gui.conftest import fast_timings  # noqa: F401 - the fast curtain for these tests too


class FakeHost:
    """The window as the Session's parts see it: a stack of screens, notices, questions."""

    def __init__(self) -> None:
        self._window = QWidget()
        self._stack = QStackedWidget(self._window)
        QVBoxLayout(self._window).addWidget(self._stack)
        self._settings = Settings(language="en")
        self.notices: dict[str | None, str] = {}
        self.questions: list[tuple[str, str]] = []
        self.answer = True
        self.changes = 0
        self.new_game_asked = 0

    @property
    def settings(self) -> Settings:
        return self._settings

    @property
    def renderer(self) -> Any:
        return None

    @property
    def stack(self) -> QStackedWidget:
        return self._stack

    def window_widget(self) -> QWidget:
        return self._window

    def add_screen(self, widget: QWidget) -> None:
        self._stack.addWidget(widget)

    def show_screen(self, widget: QWidget) -> None:
        self._stack.setCurrentWidget(widget)

    def drop_screen(self, widget: QWidget) -> None:
        self._stack.removeWidget(widget)
        widget.deleteLater()

    def current_screen(self) -> QWidget | None:
        return self._stack.currentWidget()

    def ask(self, title: str, question: str) -> bool:
        self.questions.append((title, question))
        return self.answer

    def notify(self, text: str, key: str | None = None) -> None:
        self.notices[key] = text

    def clear_notice(self, key: str) -> None:
        self.notices.pop(key, None)

    def new_game_screen(self, confirm: bool = True) -> None:
        self.new_game_asked += 1

    def session_changed(self) -> None:
        self.changes += 1


@pytest.fixture
def stub() -> Iterator[str]:
    """The plug-in installed for this test; its id."""
    with installed():
        yield GAME_ID


@pytest.fixture
def host(qtbot: Any) -> Iterator[FakeHost]:
    made = FakeHost()
    qtbot.addWidget(made.window_widget())
    made.window_widget().resize(640, 480)
    made.window_widget().show()
    yield made


def dealt(game_id: str, players: int = 3, seed: int = 11) -> GameState:
    """A fresh stub game in a :class:`GameState`, its flow right after the deal."""
    from engine.registry import game_info
    from gui.games.base import StartRequest
    from gui.games.registry import game_ui

    info = game_info(game_id)
    names = ["Anna", "Ben", "Cem", "Dora", "Emil", "Fay"][:players]
    state = GameState()
    state.ui = game_ui(game_id)
    state.game = info.load().new_game(info.make_config(names, {}), seed)
    state.flow = state.ui.new_flow(state.public_view())
    state.request = StartRequest(game=game_id, players=names)
    return state
