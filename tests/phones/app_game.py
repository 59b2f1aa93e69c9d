"""One whole game in the real app with headless-browser phones (and curtain seats).

:class:`PhoneGame` plays the laptop's part with :class:`gui.checks.selfplay.SelfPlay` — the curtain
hand-offs, the table's clicks, the peek chooser, all through the real widgets and the
selfplay privacy oracle — and each phone's part in its browser: wait for "Your turn",
hold to reveal, check the page shows this seat's cards and nothing of another seat, pick a
random choice, wait for the dwell, press "Done". Every kind of phone step is seen (hidden
and revealed) in both languages: the first time a kind comes up, the app's language is
switched and the page must follow; with ``KARTENTISCH_PHONE_SHOTS`` set, each is
photographed (``app_browsers.SHOTS``).
"""
from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from gui.games.base import EndStep, TableStep
from gui.games.clicks import click
from gui.checks.oracle import PrivacyOracle
from gui.phones.route import PhoneRoute
from gui.checks.selfplay import SelfPlay
from tests.deadline import within
from tests.phones.app_browsers import BrowserPhone, grab, until
from tests.phones.test_browser import check_private

GAME_SECONDS = 180
OTHER = {"de": "en", "en": "de"}


class PhoneGame:
    def __init__(self, driver: Any, route: PhoneRoute, phones: dict[int, BrowserPhone], seed: int,
                 shots: Path) -> None:
        self.driver = driver
        self.qtbot = driver.qtbot
        self.window = driver.window
        self.session = driver.window.session
        self.route = route
        self.phones = phones
        self.rng = random.Random(seed)
        self.shots = shots
        self.play = SelfPlay(self.window, self.session.ui.game_id, len(self.session.game.players), seed, None)
        self.play.oracle = PrivacyOracle(self.session)
        self.play.autoplayer = self.session.ui.autoplayer()
        self.steps: list[tuple[int, str]] = []  # (seat, kind) of every phone step
        self.waiting_texts: list[str] = []
        self.phone_peeks = 0
        self._shot: set[str] = set()

    @property
    def game_id(self) -> str:
        return str(self.session.ui.game_id)

    @property
    def lang(self) -> str:
        return str(self.window.settings.language)

    # -- the whole game -----------------------------------------------------------------------
    def run(self, phone_peek: bool = True) -> None:
        session = self.session
        for _ in within(GAME_SECONDS, "the game with phones to end"):
            until(self.qtbot, lambda: not session.busy, "the app to settle")
            self.driver.settle(5)  # queued work first (the table's own moves, e.g. an automatic reveal)
            game = session.game
            if game.outcome() is not None and session.end_screen is not None:
                break
            pending = [s for s in self.route.waiting_for() if s in self.phones]
            curtain = session.curtain
            if pending:
                self._laptop_waits(pending)
                for seat in pending:
                    if seat in self.route.waiting_for():
                        self.phone_step(seat)
            elif curtain.handoff is not None:
                self.play._pass_curtain()
            elif curtain.neutral is not None:
                click(curtain.neutral.show_button)
            elif session.chooser is not None and self.window.stack.currentWidget() is session.chooser:
                self.play._choose_peek_seat()
            elif session.computer_turn:
                self.qtbot.wait(20)  # a computer plays its seat by itself, after its delay
            elif isinstance(session.step, TableStep) and self.window.stack.currentWidget() is session.table:
                if session.step.kind == "reveal":
                    self.qtbot.wait(20)  # Diamantenraub's table reveals the accused's take by itself
                elif phone_peek and self.phone_peeks == 0 and session.step.peek:
                    self.peek_on_a_phone()
                else:
                    try:
                        self.play._on_table()
                    except Exception as exc:
                        raise AssertionError(
                            f"{exc}: step={session.step} accepts={session.turns.table_accepts()} "
                            f"history={[type(a).__name__ for _, a in session.game.history[-4:]]} "
                            f"accused={session.game.public_view().accused} phase={session.game.public_view().phase}"
                        ) from exc
            else:
                self.qtbot.wait(20)  # a step on its way (a finished-ahead look, an animation)
        assert isinstance(session.step, EndStep)
        self.play._check(None)

    # -- the laptop ---------------------------------------------------------------------------------
    def _laptop_waits(self, pending: list[int]) -> None:
        """While phones have a step, the laptop shows the table and "Waiting for …'s phone"."""
        session = self.session
        if session.curtain.is_up:
            return  # a curtain seat's turn on the laptop at the same time (a mixed game)
        banner = self.route.laptop.banner
        until(self.qtbot, lambda: banner.waiting_text() != "", "the waiting banner")
        text = banner.waiting_text()
        names = [session.game.name(s) for s in self.route.waiting_for()]
        assert all(name in text for name in names), (text, names)
        assert self.window.stack.currentWidget() is session.table
        assert not session.table.is_interactive()
        round_banner = getattr(session.table, "banner", None)  # Tempelgold's "Round 1 is over — …"
        assert round_banner is None or not round_banner.isVisible(), "the last table step's banner stayed up"
        self.waiting_texts.append(text)
        self.play._check(None)
        key = f"laptop-{self.game_id}-{len(self.session.game.players)}-waiting-{self.lang}"
        if key not in self._shot:
            self._shot.add(key)
            grab(self.driver, self.window, self.shots / f"{key}.png")

    # -- a phone -----------------------------------------------------------------------------------
    def phone_step(self, seat: int) -> None:
        phone = self.phones[seat]
        kind = self.route._pending[seat][0].kind
        phone.wait(phone.has_turn, f"the {kind} step")
        assert not phone.revealed()
        self._both_languages(phone, kind, "hidden")
        phone.hold_to_reveal()
        check_private(self.session.game, seat, phone.driver)
        self.play._check(None)  # the laptop shows nothing of it meanwhile
        chose = phone.choose(self.rng)
        assert chose == (kind in ("hide", "take")), (kind, chose)
        phone.wait(phone.pictures_loaded, "card pictures")
        self._both_languages(phone, kind, "revealed")
        done = phone.driver.find_element("id", "done")
        phone.wait(done.is_enabled, "Done after the choice and the dwell")
        done.click()
        phone.wait(lambda: seat not in self.route.waiting_for(), f"the {kind} to reach the app")
        assert not phone.revealed()
        assert phone.script("return document.getElementById('secret').innerHTML") == ""  # removed, not hidden
        self.steps.append((seat, kind))
        self.play._check(None)

    def peek_on_a_phone(self) -> None:
        """A look on a phone outside a step: the table's log says so, like the curtain's peek."""
        seat = sorted(self.phones)[0]
        phone = self.phones[seat]
        phone.wait(lambda: not phone.has_turn(), "no step")
        self._both_languages(phone, "idle", "hidden")
        before = len(self.session.log.app_entries())
        phone.hold_to_reveal()
        check_private(self.session.game, seat, phone.driver)
        phone.wait(phone.pictures_loaded, "card pictures")
        self._both_languages(phone, "peek", "revealed")
        # exactly one peek line, naming the phone's player (other lines may come meanwhile: a
        # phone's claim entered by the look harness while this phone was held)
        until(self.qtbot, lambda: any(e.key == "peek" for e in self.session.log.app_entries()[before:]),
              "the peek's log line")
        peeks = [e for e in self.session.log.app_entries()[before:] if e.key == "peek"]
        assert [e.name for e in peeks] == [self.session.game.name(seat)]
        phone.driver.find_element("id", "hide").click()
        phone.wait(lambda: not phone.revealed(), "hidden again")
        self.phone_peeks += 1

    def _both_languages(self, phone: BrowserPhone, kind: str, state: str) -> None:
        """The first time: a picture in the app's language, then in the other one, and back."""
        key = f"{self.game_id}-{kind}-{state}"
        if key in self._shot:
            return
        self._shot.add(key)
        first = self.lang
        for lang in (first, OTHER[first]):
            if lang != self.lang:
                self.window.set_language(lang)
            words = {"de": ("Du bist", "Gedrückt halten", "Verdecken", "Verdecken"),
                     "en": ("You are", "Hold to see", "Cover", "Cover")}[lang]
            phone.wait(lambda w=words: phone.text("title").startswith(w[0]) and (
                phone.text("hide").startswith(w[3] if phone.has_turn() else w[2]) if phone.revealed()
                else w[1] in phone.text("reveal-label")), f"the page in {lang}")
            phone.wait(lambda: not phone.revealed() or phone.pictures_loaded(), "card pictures")
            phone.shot(self.shots / f"phone-{key}-{lang}.png")
        self.window.set_language(first)
        phone.wait(lambda: phone.text("title").startswith({"de": "Du bist", "en": "You are"}[first]), "the language back")

    def phones_see_the_end(self) -> None:
        """Every phone says the game is over (its server has stopped)."""
        over = {"de": "Das Spiel ist aus", "en": "The game is over"}[self.lang]
        for phone in self.phones.values():
            phone.wait(lambda p=phone: over in p.message(), "the game-over message")
            # in the page's gold, not the red of a refused or withdrawn seat: the end is no fault
            assert phone.script("return getComputedStyle(document.getElementById('message-text'))"
                                ".borderLeftColor") == "rgb(217, 180, 74)"
        first = next(iter(self.phones.values()))
        first.shot(self.shots / f"phone-{self.game_id}-over-{self.lang}.png")
