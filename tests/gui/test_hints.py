"""Hints on a seat's private screen never leak (issue 34).

Whole games of both games, at the smallest and the largest count, through the real window
(``--selfplay``'s driver): on every private screen the player asks for a hint (the frame's
"Hint" button, a real click), and the privacy oracle, which treats the hint as that seat's
private screen but never as its own texts, finds nothing of another seat in it; the hint is
taken away again before the panel is used, and with the curtain down the oracle finds no
hint left anywhere. The oracle can fail: a hint function that adds a line of another seat's
private log is caught, and so is a hint box put on the table.
"""
from __future__ import annotations

from typing import Any

import pytest

from gui.curtain.hint_box import HintBox, heading_texts
from gui.games.clicks import click

GAMES = [("tempelgold", 3), ("tempelgold", 10), ("diamantenraub", 5), ("diamantenraub", 12)]


class HintAsker:
    """At every private screen of a self-played game: ask for the hint, check, take it away."""

    def __init__(self, play: Any, layout: bool = False) -> None:
        self.play = play
        self.layout = layout
        self.faults: list[str] = []
        self.window = play.window
        self.asked = 0
        self.kinds: set[str] = set()
        self.leaks: list[str] = []

    def at(self, where: str) -> None:
        session = self.window.session
        frame = session.curtain.private
        if where not in ("private", "chosen") or frame is None or session.curtain.private is None:
            return
        assert frame.hint_button is not None, "a private screen without the hint button"
        assert frame.hint_button.accessibleName(), "the hint button has no accessible name"
        click(frame.hint_button)
        box = frame.hint_box
        assert isinstance(box, HintBox) and box.isVisible()
        texts = box.texts()
        assert texts[0] == heading_texts()[0] and heading_texts()[1] in texts
        assert box.hint.can_do and box.hint.known
        self.asked += 1
        self.kinds.add(session.private_step.kind)
        seat = frame.content.seat()
        public = self.play.autoplayer.public_elements(session.game.public_view())
        leak = self.play.oracle.check(self.window, seat, public)
        if leak is not None:
            self.leaks.append(leak)
        if self.layout:  # nothing of the hint cut off, covered or too small (it scrolls if long)
            from gui.checks.layout_check import check_layout
            from gui.games.clicks import wait_until

            found: list[Any] = [None]

            def settled() -> bool:
                found[0] = check_layout(self.window, "the hint")
                return found[0] is None

            if not wait_until(settled, 800, 20):
                self.faults.append(str(found[0]))
        click(frame.hint_button)  # taken away again: the panel is the player's
        assert frame.hint_box is None and not frame.findChildren(HintBox)


def _play(make_window: Any, game: str, players: int, lang: str = "de", seed: int = 7,
          size: tuple[int, int] | None = None) -> HintAsker:
    from gui.checks import selfplay

    window = make_window()
    window.set_language(lang)
    if size is not None:
        window.resize(*size)
    play = selfplay.SelfPlay(window, game, players, seed=seed, shots=None)
    play.check_layout = False
    asker = HintAsker(play, layout=size is not None)
    play.on_point = asker.at
    play.run()  # the oracle also runs at every step: a hint left behind ends it (selfplay.Leak)
    return asker


@pytest.mark.long("whole self-played games, a hint asked at every private step")
@pytest.mark.parametrize(("game", "players"), GAMES)
def test_a_hint_at_every_private_step_shows_nothing_of_another_seat(make_window, game: str, players: int) -> None:  # noqa: ANN001
    asker = _play(make_window, game, players, lang="en" if players > 5 else "de")
    assert asker.leaks == []
    assert asker.asked >= players  # every seat looked at least once
    expected = {"tempelgold": {"deal"}, "diamantenraub": {"hide", "take", "returned"}}[game]
    assert expected <= asker.kinds, asker.kinds


@pytest.mark.long("whole self-played games at 800×600, the layout check on every hint")
@pytest.mark.parametrize(("game", "players", "lang"), [("tempelgold", 4, "de"), ("diamantenraub", 7, "en"),
                                                       ("diamantenraub", 6, "de")])
def test_every_hint_fits_a_small_window(make_window, game: str, players: int, lang: str) -> None:  # noqa: ANN001
    asker = _play(make_window, game, players, lang=lang, size=(800, 600))
    assert asker.asked and asker.faults == []


@pytest.mark.long("a whole self-played game")
def test_a_hint_that_tells_another_seats_secret_is_caught(make_window, monkeypatch) -> None:  # noqa: ANN001
    """The test can fail: a hint that adds the next seat's private log lines is a leak."""
    from gui.tempelgold.learning import TempelgoldLearning

    honest = TempelgoldLearning.hint
    windows: list[Any] = []

    def leaky(self: TempelgoldLearning, step: Any, seat_view: Any, lang: str, claims: Any) -> Any:
        from gui.curtain.hint_box import Hint

        hint = honest(self, step, seat_view, lang, claims)
        game = windows[0].session.game
        other = (seat_view.seat + 1) % game.player_count
        public_log = set(game.public_view().log)
        stolen = tuple(e.text(lang) for e in game.view(other).log if e not in public_log)
        return Hint(hint.can_do, hint.known + stolen)

    monkeypatch.setattr(TempelgoldLearning, "hint", leaky)
    real_make = make_window

    def make() -> Any:
        window = real_make()
        windows.append(window)
        return window

    asker = _play(make, "tempelgold", 4)
    assert asker.leaks, "the oracle let another seat's private log line through in a hint"
    assert all("private text of" in leak for leak in asker.leaks)


@pytest.mark.long("a whole self-played game")
def test_a_hint_box_outside_the_private_screen_is_caught(make_window) -> None:  # noqa: ANN001
    """A hint on the table (or left behind with the curtain down) is a leak in itself."""
    from gui.checks import selfplay
    from gui.curtain.hint_box import Hint

    window = make_window()
    play = selfplay.SelfPlay(window, "tempelgold", 3, seed=2, shots=None)
    play.check_layout = False
    found: list[str | None] = []

    def on_point(where: str) -> None:
        session = window.session
        if where == "table" and not found:
            box = HintBox(Hint(("Open a chamber.",), ("Round 1.",)), session.table)
            box.show()
            public = play.autoplayer.public_elements(session.game.public_view())
            found.append(play.oracle.check(window, None, public))
            box.setParent(None)
            box.deleteLater()

    play.on_point = on_point
    play.run()
    assert found and found[0] is not None and "hint" in found[0]


def test_a_tempelgold_hint_counts_the_claims_against_what_is_left() -> None:
    from engine.tempelgold import Config, new_game
    from gui.games.steps import PrivateStep
    from gui.tempelgold.learning import LEARNING

    game = new_game(Config(players=["A", "B", "C", "D"]), seed=11)
    for seat in range(4):
        view = game.view(seat)
        hint = LEARNING.hint(PrivateStep(seat, "deal"), view, "en", [])
        assert hint is not None
        text = "\n".join(hint.lines())
        public = view.public
        assert f"gold {view.gold}, empty {view.empty}, fire traps {view.traps}" in text
        assert f"the others can truthfully claim {public.gold_total - view.gold} gold" in text
        assert f"you hold {view.traps} and the others {public.traps_total - view.traps}" in text
        holds_key = public.key_holder == seat
        assert ("You hold the key" in text) == holds_key
        assert "Nobody else has claimed anything" in text  # an empty claims board


def test_a_tempelgold_hint_counts_the_boards_claims_against_what_the_others_can_hold() -> None:
    """The others' claims this round (public, on the claims board) against the most they can
    hold: the face-down gold when the round began, less the seat's own. Too much is a lie."""
    from engine.tempelgold import Config, new_game
    from gui.games.claims import TableClaim
    from gui.games.steps import PrivateStep
    from gui.tempelgold.learning import LEARNING

    game = new_game(Config(players=["A", "B", "C", "D"]), seed=11)
    view = game.view(0)
    most_gold = view.public.gold_total - view.gold
    most_traps = view.public.traps_total - view.traps
    honest = [TableClaim(seat=1, topic="r1", values={"gold": most_gold, "traps": 0}),
              TableClaim(seat=0, topic="r1", values={"gold": 99, "traps": 99}),  # the seat's own: not counted
              TableClaim(seat=2, topic="r0", values={"gold": 99, "traps": 99})]  # another round: not counted
    text = "\n".join(LEARNING.hint(PrivateStep(0, "deal"), view, "en", honest).lines())
    assert f"1 others say they hold {most_gold} gold between them; when the round began they could hold at most {most_gold}." in text
    assert f"hold 0 fire traps between them; when the round began they could hold at most {most_traps}." in text
    assert "at least one of them lies" not in text
    lying = [*honest, TableClaim(seat=3, topic="r1", values={"gold": 1, "traps": most_traps + 1})]
    text = "\n".join(LEARNING.hint(PrivateStep(0, "deal"), view, "en", lying).lines())
    assert f"2 others say they hold {most_gold + 1} gold" in text and "at least one of them lies" in text


def test_a_diamantenraub_hint_says_the_legal_takes_in_words() -> None:
    from engine.diamantenraub import HideDiamonds, TakeDiamonds, new_game
    from engine.diamantenraub.config import Config
    from gui.diamantenraub.learning import LEARNING
    from gui.games.steps import PrivateStep

    game = new_game(Config(players=["A", "B", "C", "D", "E", "F", "G"]), seed=5)
    boss = game.public_view().boss
    hint = LEARNING.hint(PrivateStep(boss, "hide"), game.view(boss), "en", [])
    assert hint is not None and "Hide 0 to 5 diamonds" in hint.can_do[0]
    game.apply(boss, HideDiamonds(2))
    holder = game.public_view().treasure_holder
    view = game.view(holder)
    most = max(a.count for a in view.legal_actions if isinstance(a, TakeDiamonds))
    hint = LEARNING.hint(PrivateStep(holder, "take"), view, "en", [])
    assert hint is not None
    assert any(f"Take 1 to {most} diamonds" in line for line in hint.can_do)
    assert any("put one role card aside" in line for line in hint.can_do)  # the first player may
    assert any(f"reached you: {most} diamonds" in line for line in hint.known)  # what reached them


def test_the_hint_by_keys_follows_the_language_and_goes_with_escape(driver) -> None:  # noqa: ANN001
    """Tab reaches the "Hint" button, Space shows the hint (the focus goes into it), a language
    switch makes it anew in the other language, and Escape covers the screen: no hint is left."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    driver.window.set_language("de")
    driver.enter_players(["Anna", "Ben", "Carla", "Dan"])
    driver.click_start()
    seat = driver.session.flow.to_look[0]
    driver.reveal()
    frame = driver.curtain.private
    button = frame.hint_button
    assert button is not None and button.text() == "Hinweis"
    assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
    driver.window.activateWindow()
    for _ in range(len(frame.findChildren(object)) + 1):  # round the focus chain, at most once
        if QApplication.focusWidget() is button:
            break
        driver.qtbot.keyClick(QApplication.focusWidget() or frame, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is button, "Tab never reached the hint button"
    driver.qtbot.keyClick(button, Qt.Key.Key_Space)
    box = frame.hint_box
    assert box is not None and box.isVisible() and not frame.content.isVisible()
    assert QApplication.focusWidget() is box.scroller
    assert box.texts()[0] == "Was kann ich jetzt tun?" and button.text() == "Hinweis ausblenden"
    driver.check_privacy(revealed=seat)
    driver.window.set_language("en")
    driver.settle()
    box = frame.hint_box
    assert box is not None and box.texts()[0] == "What can I do now?" and button.text() == "Hide hint"
    assert any(text.startswith("Your role: ") for text in box.texts())
    driver.qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    driver.settle()
    assert driver.curtain.private is None and driver.curtain.handoff is not None
    assert not driver.window.findChildren(HintBox)
    driver.check_privacy(None)
