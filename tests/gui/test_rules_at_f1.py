"""F1 opens the running game's rules at the section for the step on screen (issue 34).

Whole games through the real window (``--selfplay``'s driver), in both languages: at every
hand-off screen, table and end screen F1 is pressed, the rules open at the section the step
is about, and nothing secret is on the window or in the dialog. The section depends on the
step's kind alone: every seat's hand-off of the same kind opens the same section. A private
screen is covered before the rules open. With no game (the start screen) F1 opens the rules
as the menu does. The find field finds, counts, highlights and steps through its hits.
"""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtTest import QTest

from gui.checks.privacy import scan
from gui.dialogs.rules import RulesDialog

# the heading each step's kind opens at, in German and English (read from the rule texts)
EXPECTED: dict[str, dict[str, tuple[str, str]]] = {
    "tempelgold": {
        "deal": ("Vorbereitung", "Setup"), "redeal": ("Ende einer Runde", "End of a round"),
        "peek": ("Die Karten", "The cards"), "table": ("Eine Kammer öffnen", "Open a chamber"),
        "round_over": ("Ende einer Runde", "End of a round"), "end": ("Spielende", "End of the game"),
    },
    "diamantenraub": {
        "hide": ("Vorbereitung", "Setup"), "take": ("Aus dem Schatz nehmen", "Taking from the treasure"),
        "returned": ("Das Verhör", "The interrogation"), "peek": ("Die Rollen", "The roles"),
        "interrogation": ("Das Verhör", "The interrogation"), "reveal": ("Das Verhör", "The interrogation"),
        "peng": ("Revolverheld", "Gunslinger"), "end": ("Spielende", "End of the game"),
    },
}


def heading_in_view(dialog: RulesDialog, game: str) -> str:
    """The heading the dialog put its cursor on, if that heading is shown near the top."""
    browser = dialog.browsers[game]
    block = browser.textCursor().block()
    if block.blockFormat().headingLevel() not in (2, 3):
        return ""
    top = browser.cursorRect().top()
    return block.text().strip() if 0 <= top <= browser.viewport().height() // 3 else ""


class F1Probe:
    """Presses F1 at the points of a self-played game and records what the rules showed."""

    def __init__(self, play: Any, monkeypatch: pytest.MonkeyPatch, qtbot: Any) -> None:
        self.play, self.qtbot = play, qtbot
        self.window = play.window
        self.opened: list[tuple[str, str, str]] = []  # (step kind, seat or "", heading in view)
        self.dialog: RulesDialog | None = None
        monkeypatch.setattr(RulesDialog, "exec", lambda dialog: self._exec(dialog))

    def _exec(self, dialog: RulesDialog) -> int:
        # shown and laid out (its show event scrolls to the section), but never mapped: the
        # game's window keeps the focus, as it has again once a real rules window is closed
        dialog.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        dialog.resize(800, 600)
        dialog.show()
        self.dialog = dialog
        return 0

    def press(self) -> RulesDialog:
        self.dialog = None
        QTest.keyClick(self.window, Qt.Key.Key_F1)
        if self.dialog is None:  # no active window to take the key (a bare offscreen run)
            self.window.menus.help_step_action.trigger()
        assert self.dialog is not None, "F1 opened no rules"
        return self.dialog

    def at(self, where: str) -> None:
        session = self.window.session
        if where not in ("handoff", "table", "end") or session.game is None:
            return
        private = session.private_step
        kind = private.kind if where == "handoff" and private is not None else ("end" if where == "end" else session.step.kind)
        seat = str(private.seat) if where == "handoff" and private is not None else ""
        if sum(1 for k, s, _h in self.opened if (k, s) == (kind, seat)) >= 2:
            return  # twice per kind and seat is enough (each press builds the whole rules)
        dialog = self.press()
        game = session.ui.game_id
        assert list(dialog.browsers)[dialog.tabs.currentIndex()] == game
        self.opened.append((kind, seat, heading_in_view(dialog, game)))
        # nothing secret: not on the window (the curtain stays as it was), not in the dialog
        oracle = self.play.oracle
        public = self.play.autoplayer.public_elements(session.game.public_view())
        assert oracle.check(self.window, None, public) is None
        if session.game.outcome() is None:
            shown = set(scan(dialog).texts)
            for seat_texts in oracle._refresh().texts.values():
                assert not (seat_texts & shown), seat_texts & shown
        dialog.close()
        dialog.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.mark.long("whole self-played games, the rules opened at every kind of step")
@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize(("game", "players", "options"), [
    ("tempelgold", 3, {}), ("diamantenraub", 6, {}), ("diamantenraub", 8, {"revolverheld": True}),
])
def test_f1_opens_the_rules_at_the_steps_section(make_window, monkeypatch, qtbot, lang: str, game: str,  # noqa: ANN001
                                                 players: int, options: dict[str, bool]) -> None:
    from gui.checks import selfplay

    window = make_window()
    window.set_language(lang)
    play = selfplay.SelfPlay(window, game, players, seed=3, shots=None)
    play.check_layout = False
    play.options = options
    probe = F1Probe(play, monkeypatch, qtbot)
    play.on_point = probe.at
    play.run()
    column = 0 if lang == "de" else 1
    kinds = {kind for kind, _seat, _heading in probe.opened}
    assert "end" in kinds and len(kinds) >= 3, kinds
    for kind, seat, heading in probe.opened:
        assert heading == EXPECTED[game][kind][column], (kind, seat, heading)
    # the section follows the kind alone: every seat's hand-off of one kind opened the same
    by_kind: dict[str, set[str]] = {}
    for kind, seat, heading in probe.opened:
        by_kind.setdefault(kind, set()).add(heading)
    assert all(len(headings) == 1 for headings in by_kind.values()), by_kind


def test_f1_on_a_private_screen_covers_it_first_and_opens_the_section(driver, monkeypatch) -> None:  # noqa: ANN001
    seen_private: list[object] = []
    opened: list[RulesDialog] = []

    def exec_(dialog: RulesDialog) -> int:
        seen_private.append(driver.curtain.private)
        dialog.show()
        driver.qtbot.waitExposed(dialog)
        opened.append(dialog)
        return 0

    monkeypatch.setattr(RulesDialog, "exec", exec_)
    driver.window.set_language("de")
    driver.enter_players(["Anna", "Ben", "Carla", "Dan"])
    driver.click_start()
    seat = driver.session.flow.to_look[0]
    driver.reveal()
    driver.window.show_rules_here()
    assert seen_private == [None]  # the private screen was gone before the rules showed
    assert driver.curtain.handoff is not None and driver.session.flow.to_look[0] == seat
    driver.check_privacy(None)
    (dialog,) = opened
    assert heading_in_view(dialog, "tempelgold") == "Vorbereitung"
    dialog.close()


def test_f1_without_a_game_opens_the_rules_as_the_menu_does(make_window, monkeypatch, qtbot) -> None:  # noqa: ANN001
    opened: list[RulesDialog] = []
    monkeypatch.setattr(RulesDialog, "exec", lambda dialog: opened.append(dialog) or 0)
    window = make_window()
    window.show_rules_here()
    (dialog,) = opened  # a child of the window: it goes with it
    assert dialog._opening is None


@pytest.mark.parametrize(("lang", "word"), [("de", "Kammer"), ("en", "chamber")])
def test_the_find_field_finds_counts_and_steps_through_its_hits(make_window, qtbot, lang: str, word: str) -> None:  # noqa: ANN001
    window = make_window()
    window.set_language(lang)  # the app's catalogue for the field's words
    dialog = RulesDialog(lang, "tempelgold", section="open")
    qtbot.addWidget(dialog)
    dialog.resize(800, 600)
    dialog.show()
    qtbot.waitExposed(dialog)
    browser = dialog.browsers["tempelgold"]
    find = dialog.find_bar
    qtbot.keyClicks(find.field, word)
    hits = find.hit_count()
    text = browser.toPlainText().lower()
    assert hits == text.count(word.lower()) and hits >= 3
    assert find.count.text() == ("1 von {m}" if lang == "de" else "1 of {m}").format(m=hits)
    assert len(browser.extraSelections()) == hits  # every hit highlighted
    first = browser.textCursor().position()
    qtbot.keyClick(find.field, Qt.Key.Key_Return)
    assert find.current() == 1 and browser.textCursor().position() > first
    qtbot.keyClick(find.field, Qt.Key.Key_F3)
    assert find.current() == 2
    qtbot.keyClick(find.field, Qt.Key.Key_F3, Qt.KeyboardModifier.ShiftModifier)
    assert find.current() == 1
    assert find.count.text().startswith("2 ")
    find.field.clear()
    qtbot.keyClicks(find.field, "zzqxj")
    assert find.hit_count() == 0 and find.count.text() == ("nicht gefunden" if lang == "de" else "not found")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_section_a_game_names_is_marked_in_its_rules(lang: str) -> None:
    """A game's step kinds lead to section markers its rules have, in every language."""
    from gui.diamantenraub import learning as dr
    from gui.tempelgold import learning as tg
    from gui.text.rules_text import section_heading

    for game, module in (("tempelgold", tg), ("diamantenraub", dr)):
        for key in {*module.PRIVATE_SECTIONS.values(), *module.TABLE_SECTIONS.values()}:
            title, _place = section_heading(game, key, lang)
            assert title
        for kind, (de, en) in EXPECTED[game].items():
            private = kind in module.PRIVATE_SECTIONS
            key = module.LEARNING.rules_section(kind, private)
            assert key is not None and section_heading(game, key, lang)[0] == (de if lang == "de" else en), kind
