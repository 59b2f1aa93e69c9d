"""The Session's guide (gui/games/guide.py) on its own, with the stub game and a window stand-in:
the example's next choice while the game follows it, computers held while an explanation is
open, an explanation at its moment beside its control, read explanations kept in the shared
state, and nothing for a game that is not guided."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QPushButton, QWidget

from gui.games.guide import Guide
from gui.games.guide_script import GuidedGame, GuideStep, PointAt
from gui.games.steps import TableStep
from gui.text.guide_text import GuideText, parse
from tests.contract.stub_game.engine import Guess, Reveal
from tests.gui.session_parts.conftest import dealt


class FakeCurtain:
    """What the guide reads of the curtain: nothing is up."""

    def __init__(self) -> None:
        from PySide6.QtCore import QObject, Signal

        class Signals(QObject):
            revealed = Signal()

        self._signals = Signals()
        self.revealed = self._signals.revealed
        self.private = self.handoff = None
        self.is_up = False


SCRIPT = GuidedGame(
    players=("Anna", "Ben", "Cem"),
    seed=11,
    learner=1,
    script=((0, (Guess(1),)), (2, (Guess(0),)), (1, (Guess(1),)), (0, (Reveal(),))),
    steps=(
        GuideStep("first", "table", lambda screen: PointAt(screen.findChild(QPushButton, "Target")), moves=0),
        GuideStep("second", "table", lambda screen: PointAt(screen.findChild(QPushButton, "Target")), moves=0),
        GuideStep("later", "table", lambda screen: PointAt(screen.findChild(QPushButton, "Target")), moves=1),
        GuideStep("after", "table", lambda screen: PointAt(screen.findChild(QPushButton, "Target"))),
    ),
)
WORDS = {key: GuideText(f"Title {key}", "A section", f"Text {key}") for key in ("first", "second", "later", "after")}


@pytest.fixture
def guide(stub: str, host: Any, monkeypatch: pytest.MonkeyPatch) -> tuple[Guide, Any, QWidget]:
    import gui.games.guide as guide_mod

    monkeypatch.setattr(guide_mod, "guide_texts", lambda game, lang: WORDS)
    state = dealt(stub)
    screen = QWidget()
    button = QPushButton("Reveal", screen)
    button.setObjectName("Target")
    button.setGeometry(10, 10, 120, 40)
    host.add_screen(screen)
    host.show_screen(screen)
    state.step = TableStep("table")
    made = Guide(state, host, FakeCurtain(), private_step=lambda: None, screens=lambda: (screen, None),  # type: ignore[arg-type]
                 autosave=lambda: None)
    made.attach(SCRIPT)
    return made, state, screen


def test_the_examples_next_choice_is_given_while_the_game_follows_it(guide: Any) -> None:
    made, state, _screen = guide
    assert made.scripted() == (0, (Guess(1),))
    state.game.apply(0, Guess(1))
    assert made.follows() and made.scripted() == (2, (Guess(0),))
    state.game.apply(2, Guess(1))  # not the example's choice: the example is over
    assert not made.follows() and made.scripted() is None


def test_an_explanation_shows_at_its_moment_and_holds_the_computers_until_read(guide: Any, qtbot: Any) -> None:
    made, state, screen = guide
    ran: list[str] = []
    made.refresh()
    qtbot.waitUntil(lambda: made.bubble is not None, timeout=2000)
    assert made.shown.id == "first" and made.bubble.title_label.text() == "Title first"
    assert made.bubble.accessibleName() == "Title first"
    assert not made.bubble.geometry().intersects(made.bubble.ring.geometry().adjusted(5, 5, -5, -5))
    made.schedule(0, lambda: ran.append("computer"))
    qtbot.waitUntil(lambda: len(made._held) == 1, timeout=2000)  # its timer ran out: held
    assert ran == [], "the computer waits while an explanation is open"
    made.next()
    qtbot.waitUntil(lambda: made.shown is not None and made.shown.id == "second", timeout=2000)
    assert ran == [] and state.guide == ["first"]
    made.next()
    qtbot.waitUntil(lambda: ran == ["computer"], timeout=2000)
    assert made.bubble is None and state.guide == ["first", "second"]
    state.game.apply(0, Guess(1))
    made.refresh()
    qtbot.waitUntil(lambda: made.shown is not None and made.shown.id == "later", timeout=2000)


def test_after_the_example_only_the_explanations_without_moves_show(guide: Any, qtbot: Any) -> None:
    made, state, _screen = guide
    state.game.apply(0, Guess(0))  # another choice than the example's
    made.refresh()
    qtbot.waitUntil(lambda: made.shown is not None, timeout=2000)
    assert made.shown.id == "after"


def test_a_game_that_is_not_guided_shows_nothing(guide: Any, qtbot: Any) -> None:
    made, state, _screen = guide
    made.attach(None)
    made.refresh()
    assert made.settled, "nothing is due to be explained"
    assert made.bubble is None and state.guide is None and made.scripted() is None


def test_the_words_file_is_read_by_its_headings() -> None:
    words = parse("# title\n\n<!-- note -->\n## one: First\n§ A → B\nSome\ntext.\n\nMore.\n## two: Second\nPlain.\n")
    assert words == {"one": GuideText("First", "A → B", "Some text.\n\nMore."), "two": GuideText("Second", "", "Plain.")}
    with pytest.raises(ValueError, match="twice"):
        parse("## one: A\nx\n## one: B\ny\n")


def test_the_explanation_follows_its_control_when_the_window_changes_size(guide: Any, qtbot: Any, host: Any) -> None:
    made, _state, screen = guide
    made.refresh()
    qtbot.waitUntil(lambda: made.bubble is not None, timeout=2000)
    button = screen.findChild(QPushButton, "Target")
    button.move(300, 200)
    host.window_widget().resize(700, 520)
    ring = made.bubble.ring

    def around_the_button() -> bool:
        return ring.geometry().adjusted(5, 5, -5, -5) == QRect(button.mapTo(host.window_widget(), button.rect().topLeft()), button.size())

    qtbot.waitUntil(around_the_button, timeout=2000)
    assert not made.bubble.geometry().intersects(ring.geometry().adjusted(5, 5, -5, -5))


def test_an_explanation_whose_control_is_not_there_holds_nobody(guide: Any, qtbot: Any) -> None:
    """A computer held by one explanation goes on when the next cannot be shown (its control
    is gone): it is never held by an explanation nobody sees."""
    made, _state, screen = guide
    made.refresh()
    qtbot.waitUntil(lambda: made.bubble is not None, timeout=2000)
    ran: list[str] = []
    made.schedule(0, lambda: ran.append("computer"))
    qtbot.waitUntil(lambda: len(made._held) == 1, timeout=2000)
    screen.findChild(QPushButton, "Target").hide()
    made.next()
    qtbot.waitUntil(lambda: ran == ["computer"], timeout=2000)
    assert made.bubble is None
