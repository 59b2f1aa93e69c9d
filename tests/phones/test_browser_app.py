"""Whole games in the real app with every phone seat a headless chromium.

The real main window and Session (pytest-qt, offscreen) with "Phones as private screens"
on, the app's own phone server on loopback, one fresh browser per phone seat:

* Tempelgold, 3 players, every seat on a phone (all look at the same time each round);
* Diamantenraub, 5 players, every seat on a phone (hide, take, the returned treasure);
* a mixed Tempelgold game: two seats on phones, two through the laptop's curtain, moved
  there with the QR dialog's own buttons and played through the real widgets;
* a second phone for a joined seat: refused (the laptop says so); then the seat is moved to
  the curtain from the dialog.

Every message any phone was sent is checked against the other seats' secrets; the
laptop's window is scanned by the selfplay oracle after every step. With
``$KARTENTISCH_PHONE_SHOTS`` set, screenshots of the phone page (360×740, both languages,
every step) and of the laptop go there (a plain run takes none: nothing is asserted on them).
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from gui.games.base import TableStep
from gui.games.clicks import click
from tests.deadline import within
from tests.phones.app_browsers import Tap, give_all_back, grab, open_phones, start_phone_game, tap, until  # noqa: F401
from tests.phones.app_game import GAME_SECONDS, PhoneGame
from tests.phones.browser import give_back, lend_phone, require_browser

pytestmark = pytest.mark.long("whole games with several headless-chromium phones")
# browser_seconds: each test's rough time (two runs of these files on a loaded machine), by
# which tests/conftest.py deals the browser tests evenly to the two chromium workers

NAMES = ["Anna", "Ben", "Carla", "Dana", "Emil"]
HOLD_TO_CONFIRM = {"de": "Zum Bestätigen gedrückt halten", "en": "Hold to confirm"}


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("KARTENTISCH_PHONE_SHOTS", tmp_path / "shots"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def play_whole_game(driver: Any, tap: Tap, shots: Path, game_id: str, players: int,
                    lang: str, curtain: set[int], seed: int, next_boss: int | None = None,
                    computers: dict[int, str] | None = None) -> PhoneGame:
    require_browser()
    driver.window.set_language(lang)
    names = NAMES[:players]
    route = start_phone_game(driver, game_id, names, curtain, shots, computers)
    seats = [s for s in range(players) if s not in curtain and s not in (computers or {})]
    phones = open_phones(driver.qtbot, route, names, seats, lang)
    try:
        game = PhoneGame(driver, route, phones, seed, shots)
        game.run()
        assert driver.session.game.outcome() is not None and driver.session.end_screen is not None
        # the game is over: every phone is told, the server's port is closed, its thread ended
        game.phones_see_the_end()
        until(driver.qtbot, lambda: route.server is None, "the server to stop")
        server = tap.servers[-1]
        assert not server.running and not route.handles(seats[0])
        if next_boss is not None:
            play_again_keeps_the_phones(driver, phones, names, next_boss, lang, shots)
    finally:
        give_all_back(phones)
    tap.check(seats)
    return game


def play_again_keeps_the_phones(driver: Any, phones: dict[int, Any], names: list[str], next_boss: int,
                                lang: str, shots: Path) -> None:
    """Issue 19 §13 in the browsers: "Play again" on the end screen, with ``next_boss`` as
    the next Boss (the seats rotate). No QR code is shown; every page, still the same
    document (no reload, no scan), goes by itself to its player's new seat; only the new
    Boss's phone has a step, and it shows that seat's cards and no other's."""
    from tests.phones.test_browser import check_private

    session = driver.session
    for phone in phones.values():
        phone.script("window.kartentischSameDocument = true;")
    end = session.end_screen
    end.boss_choice.setCurrentIndex(end.boss_choice.findData(next_boss))
    click(end.again_button)
    until(driver.qtbot, lambda: session.game is not None and session.game.outcome() is None, "the next game")
    route = session.private_route
    assert route.laptop.dialog is None, "Play again showed the QR codes again"
    players = list(session.game.public_view().players)
    assert players[0] == names[next_boss]
    for old, phone in phones.items():
        seat = players.index(names[old])
        assert route.handles(seat)
        phone.wait(lambda p=phone, s=seat: p.message() == "" and p.script(
            "return typeof welcome === 'object' && welcome !== null ? welcome.seat : null") == s,
            f"the page at {names[old]}'s new seat {seat}")
        assert phone.text("title") == {"de": "Du bist {}", "en": "You are {}"}[lang].format(names[old])
        assert phone.script("return window.kartentischSameDocument === true"), "the page was loaded again"
    boss = phones[next_boss]
    boss.wait(boss.has_turn, "the new Boss's hide")
    assert not any(p.has_turn() for old, p in phones.items() if old != next_boss)
    boss.hold_to_reveal()
    check_private(session.game, 0, boss.driver)  # the Boss sits at seat 0 now: that seat's cards only
    boss.shot(shots / f"phone-{session.ui.game_id}-play-again-{lang}.png")
    boss.driver.find_element("id", "hide").click()


@pytest.mark.browser_seconds(36)
def test_three_phones_play_a_whole_tempelgold_game_in_the_app(driver: Any, tap: Tap,
                                                              shots: Path) -> None:
    game = play_whole_game(driver, tap, shots, "tempelgold", 3, "de", set(), seed=31)
    rounds = driver.session.game.public_view().round
    looks = [kind for _, kind in game.steps if kind in ("deal", "redeal")]
    assert len(looks) == 3 * rounds  # every seat looked every round, all on their phones
    assert game.phone_peeks == 1 and game.waiting_texts
    assert any("Anna" in t and "Ben" in t and "Carla" in t for t in game.waiting_texts)  # all at once


@pytest.mark.browser_seconds(40)
def test_five_phones_play_a_whole_diamantenraub_game_in_the_app(driver: Any, tap: Tap,
                                                                shots: Path) -> None:
    game = play_whole_game(driver, tap, shots, "diamantenraub", 5, "en", set(), seed=32, next_boss=2)
    kinds = [kind for _, kind in game.steps]
    assert kinds.count("hide") == 1 and kinds.count("take") == 4 and kinds.count("returned") == 1
    boss = driver.session.game.public_view().boss
    assert {seat for seat, kind in game.steps if kind in ("hide", "returned")} == {boss}
    assert game.waiting_texts


@pytest.mark.browser_seconds(30)
def test_two_people_on_phones_and_three_computers_play_a_whole_diamantenraub_game(driver: Any, tap: Tap,
                                                                                   shots: Path) -> None:
    """Issue 32: two people, each on a phone (Anna the Boss, Ben), and three computers (Carla,
    Dana, Emil); the laptop only shows the table, and the Boss accuses on it."""
    from gui.games.device_router import COMPUTER_EASY, COMPUTER_STRONG

    driver.window.settings.computer_delay_ms = 20
    computers = {2: COMPUTER_STRONG, 3: COMPUTER_EASY, 4: COMPUTER_STRONG}
    game = play_whole_game(driver, tap, shots, "diamantenraub", 5, "de", set(), seed=34, computers=computers)
    session = driver.session
    assert session.computers.seats == {2: "strong", 3: "easy", 4: "strong"}
    assert {seat for seat, _kind in game.steps} == {0, 1}  # only the people's phones had steps
    assert game.play.curtain_steps == 0  # nobody met the laptop's curtain
    assert session.game.outcome() is not None


@pytest.mark.browser_seconds(24)
def test_a_mixed_tempelgold_game_two_phones_two_curtain_seats(driver: Any, tap: Tap,
                                                              shots: Path) -> None:
    game = play_whole_game(driver, tap, shots, "tempelgold", 4, "de", {1, 3}, seed=33)
    rounds = driver.session.game.public_view().round
    phone_looks = [seat for seat, kind in game.steps if kind in ("deal", "redeal")]
    assert sorted(set(phone_looks)) == [0, 2] and len(phone_looks) == 2 * rounds
    assert game.play.curtain_steps >= 2 * rounds  # the curtain seats looked on the laptop


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_second_phone_is_refused_then_the_seat_moved_to_the_curtain_in_a_browser(driver: Any, tap: Tap,
                                                                                   shots: Path, lang: str) -> None:
    """Join by typed code; a second device with the seat's link is refused (issue 31 §5: the
    first phone keeps its seat, the laptop says so); the dialog moves the seat to the curtain."""
    require_browser()
    driver.window.set_language(lang)
    route = start_phone_game(driver, "tempelgold", NAMES[:3], set())
    seat = driver.session.step.seat
    qtbot = driver.qtbot
    first = lend_phone(lang)
    second = lend_phone(lang)
    from tests.phones.app_browsers import BrowserPhone

    a, b = BrowserPhone(qtbot, first, seat), BrowserPhone(qtbot, second, seat)
    try:
        first.get(route.short_url() + "/")
        a.wait(lambda: first.find_element("id", "join").is_displayed(), "the join form")
        first.find_element("id", "code").send_keys(route.code(seat))
        a.shot(shots / f"phone-join-{lang}.png")
        first.find_element("id", "join-button").click()
        name = {"de": "Du bist {}", "en": "You are {}"}[lang].format(NAMES[seat])
        a.wait(lambda: a.text("title") == name, repr(name))
        a.wait(a.has_turn, "the look")
        until(qtbot, lambda: route.joined(seat), "the seat held by the first phone")
        second.get(route.link(seat))
        taken = {"de": "hält schon ein anderes Handy", "en": "Another phone already holds this seat"}[lang]
        b.wait(lambda: taken in b.message(), "the second phone refused")
        b.shot(shots / f"phone-seat-taken-{lang}.png")
        assert a.message() == "" and a.text("title") == name and a.has_turn()  # the first keeps its seat
        refusal = QCoreApplication.translate("Phones", "Another phone tried to join {name}'s seat and was refused.")
        until(qtbot, lambda: refusal.format(name=NAMES[seat]) in driver.window.notice.label.text(), "the laptop's word")
        dialog = route.laptop.open_dialog()
        click(dialog.cards[seat].curtain_button)  # the phone is lost: back to the curtain
        dialog.reject()
        withdrawn = {"de": "zurückgezogen", "en": "withdrawn"}[lang]
        a.wait(lambda: withdrawn in a.message(), "the withdrawn message")
        a.shot(shots / f"phone-revoked-{lang}.png")
        until(qtbot, lambda: driver.curtain.handoff is not None, "the curtain for that seat")
        assert driver.curtain.handoff.player_name == NAMES[seat]
        before = len(driver.session.game.history)
        b.driver.refresh()  # the old link stays dead, also after a reload
        b.wait(lambda: withdrawn in b.message(), "withdrawn after a reload")
        assert len(driver.session.game.history) == before
    finally:
        give_back(first)
        give_back(second)


NAMES_10 = ["Anna", "Ben", "Carla", "Dana", "Emil", "Fritz", "Greta", "Hans", "Ida", "Jonas"]


@pytest.mark.browser_seconds(60)
def test_ten_players_five_curtain_seats_look_while_five_phones_are_open(driver: Any, tap: Tap,
                                                                       shots: Path) -> None:
    """Tempelgold, 10 players, a whole game to the end screen: 5 headless-chromium phones, 5
    curtain seats, interleaved. In every round the curtain seats take their looks on the
    laptop one after another while all 5 phones still have theirs open; the table comes only
    after the last phone's "Done"; the laptop's status line names exactly who is still to
    look, and where, at every moment in between. The table's turns, peeks (on the laptop
    and on a phone) and the round banners come between the rounds."""
    from tests.phones.test_session import assert_status

    require_browser()
    lang = "de"
    driver.window.set_language(lang)
    curtain = {1, 3, 5, 7, 9}
    seats = [0, 2, 4, 6, 8]
    route = start_phone_game(driver, "tempelgold", NAMES_10, curtain)
    phones = open_phones(driver.qtbot, route, NAMES_10, seats, lang)
    session = driver.session
    qtbot = driver.qtbot
    rounds: list[int] = []
    try:
        game = PhoneGame(driver, route, phones, 34, shots)
        game._both_languages = lambda *_args: None  # type: ignore[method-assign]  # the whole-game tests take those pictures
        for _ in within(GAME_SECONDS, "the mixed Tempelgold game to end"):
            until(qtbot, lambda: not session.busy, "the app to settle")
            driver.settle(5)
            if session.game.outcome() is not None and session.end_screen is not None:
                break
            flow = session.flow
            if flow.phase == "look" and any(s in curtain for s in flow.to_look):
                # a round's looks: every phone at once, the curtain seats meanwhile
                round_no = session.game.public_view().round
                for phone in phones.values():
                    phone.wait(phone.has_turn, f"the look of round {round_no}, at once on every phone")
                seen = [assert_status(driver, route, curtain)]
                if not rounds:
                    grab(driver, driver.window, shots / f"laptop-tempelgold-10-mixed-handoff-{lang}.png")
                while any(s in curtain for s in session.flow.to_look):
                    until(qtbot, lambda: not driver.curtain.handoff.is_locked(), "the hand-off's lock")
                    driver.reveal()  # the real hold on the hand-off screen; the privacy check inside
                    driver.hide()
                    driver.settle()
                    seen.append(assert_status(driver, route, curtain))
                assert sorted(route.waiting_for()) == seats, f"round {round_no}: a phone closed before the curtain was done"
                assert all(p.has_turn() for p in phones.values())
                if not rounds:
                    grab(driver, driver.window, shots / f"laptop-tempelgold-10-mixed-waiting-{lang}.png")
                for seat in game.rng.sample(seats, len(seats)):
                    game.phone_step(seat)
                    driver.settle()
                    if route.waiting_for():
                        seen.append(assert_status(driver, route, curtain))
                until(qtbot, lambda: session.flow.phase != "look", f"the table after round {round_no}'s last look")
                assert not route.laptop.banner.waiting_text()
                assert len(set(seen)) == len(seen) == 10, seen  # the line changed with every look
                rounds.append(round_no)
                continue
            pending = [s for s in route.waiting_for() if s in phones]
            if pending:  # a look again outside the round's looks, chosen for a phone seat
                assert not driver.curtain.is_up and driver.window.stack.currentWidget() is session.table
                assert route.laptop.banner.waiting_text() == QCoreApplication.translate(
                    "WaitingBanner", "Waiting for {name}'s phone").format(name=NAMES_10[pending[0]])
                game.phone_step(pending[0])
            elif driver.curtain.handoff is not None:
                assert driver.curtain.handoff.status_text() == ""  # a curtain seat's own peek: no phone is open
                until(qtbot, lambda: not driver.curtain.handoff.is_locked(), "the hand-off's lock")
                driver.reveal()
                driver.hide()
            elif driver.curtain.neutral is not None:
                click(driver.curtain.neutral.show_button)
            elif session.chooser is not None and driver.window.stack.currentWidget() is session.chooser:
                game.play._choose_peek_seat()
            elif isinstance(session.step, TableStep) and driver.window.stack.currentWidget() is session.table:
                assert not route.laptop.banner.waiting_text()  # nobody's phone is waited for
                game.play._on_table()
            else:
                qtbot.wait(20)
        assert session.end_screen is not None and driver.window.stack.currentWidget() is session.end_screen
        assert rounds == list(range(1, session.game.public_view().round + 1)), rounds  # every round checked
        game.phones_see_the_end()
    finally:
        give_all_back(phones)
    tap.check(seats)


DONE_WORDS = {"de": ("{card} nehmen — fertig", "{n} Diamanten verstecken — fertig", "Verdecken"),
              "en": ("Take {card} — done", "Hide {n} diamonds — done", "Cover")}
CHOOSE_FIRST = {"de": "Erst wählen, dann fertig", "en": "Choose first, then done"}
RULE = {"de": "Ab ?: + ergibt {lo}, − ergibt {hi}", "en": "From ?: + gives {lo}, − gives {hi}"}


def _controls(phone: Any) -> list[dict[str, Any]]:
    """Every visible control of the page: its text and size (CSS px)."""
    return phone.script(
        "return [...document.querySelectorAll('button, summary, input')].filter(b => b.offsetParent !== null)"
        ".map(b => { const r = b.getBoundingClientRect(); return {id: b.id, text: b.innerText, w: r.width, h: r.height}; });"
    )


@pytest.mark.browser_seconds(15)
@pytest.mark.parametrize("lang", ["de", "en"])
def test_diamantenraub_on_the_phone_names_its_role_cards_and_commits_with_one_control(
        driver: Any, tap: Tap, shots: Path, lang: str) -> None:
    """The Boss and the first taker on phones: every role card carries its name as on the
    laptop, in the treasure's order in every row; exactly one control commits, and it says
    what ("Take A♣ — done"); the cover control says it decides nothing; every control is at
    least 48 px; while the equal dwell locks "done", it counts down."""
    from gui.diamantenraub.words import card_label, role_name
    from engine.cards import Card
    from engine.diamantenraub.model import ROLE_OF_CARD

    require_browser()
    from selenium.webdriver.common.by import By

    driver.window.set_language(lang)
    names = NAMES[:5]
    route = start_phone_game(driver, "diamantenraub", names, {2, 3, 4})
    route.server.dwell_ms = 2500  # the page learns it with its welcome
    route.server.phone_sockets.commit_hold_ms = 400  # Done is held (the suite's default is a tap)
    phones = open_phones(driver.qtbot, route, names, [0, 1], lang)
    take_word, hide_word, cover_word = DONE_WORDS[lang]
    try:
        boss = phones[0]
        boss.wait(boss.has_turn, "the Boss's hide")
        boss.hold_to_reveal()
        done = boss.driver.find_element("id", "done")
        assert boss.text("hide") == cover_word
        assert not done.is_enabled() and boss.text("done") == CHOOSE_FIRST[lang]  # nothing set yet
        # issue 31, items 3 and 14: "?" with its rule, as on the laptop; nothing counts until set
        assert boss.script("return document.querySelector('#choices output').textContent") == "?"
        assert boss.script("return document.querySelector('#choices .rule').textContent") == RULE[lang].format(lo=0, hi=5)
        gap = boss.script("const a=document.getElementById('hide').getBoundingClientRect(),"
                          "b=document.getElementById('done').getBoundingClientRect(); return b.left - a.right;")
        assert gap >= 48, gap  # cover and commit far apart
        minus = boss.driver.find_element(By.CSS_SELECTOR, "#choices .picker button")
        boss.driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", minus)
        minus.click()  # from "?", − gives the largest number
        count = int(boss.script("return document.querySelector('#choices output').textContent"))
        assert count == 5
        done = boss.driver.find_element("id", "done")
        locked = boss.text("done")
        assert done.is_enabled() or locked.endswith(" s)"), locked  # locked by the dwell: it counts down
        boss.wait(done.is_enabled, "the dwell's end")
        assert boss.text("done") == hide_word.format(n=count)
        commits = [c for c in _controls(boss) if "—" in c["text"] and c["id"] != "hide"]
        assert [c["id"] for c in commits] == ["done"], commits  # one control commits
        assert all(c["w"] >= 48 and c["h"] >= 48 for c in _controls(boss)), _controls(boss)
        boss.shot(shots / f"phone-diamantenraub-hide-{lang}.png")
        # issue 31 item 1 on the phone: a tap commits nothing and says how; a hold commits
        done.click()
        boss.wait(lambda: boss.text("done") == HOLD_TO_CONFIRM[lang], "the hold hint")
        assert 0 in route.waiting_for()
        boss.wait(lambda: boss.text("done") == hide_word.format(n=count), "the label to come back")
        from selenium.webdriver.common.action_chains import ActionChains

        ActionChains(boss.driver).click_and_hold(done).pause(0.8).release().perform()  # a hold of 400 ms and more
        until(driver.qtbot, lambda: 0 not in route.waiting_for(), "the hide to reach the app")

        taker = phones[1]
        taker.wait(taker.has_turn, "the first take")
        taker.hold_to_reveal()
        taker.wait(taker.pictures_loaded, "card pictures")
        view = driver.session.game.view(1)
        received = [str(c) for c in view.received]
        roles = [c for c in received if Card.parse(c) in ROLE_OF_CARD]
        assert roles, "this seed must give the first taker role cards"
        laptop = [f"{card_label(Card.parse(c), lang)} {role_name(ROLE_OF_CARD[Card.parse(c)], lang)}" for c in roles]
        rows = taker.script(
            "return [...document.querySelectorAll('#secret .cards, #choices .cards')]"
            ".map(r => [...r.querySelectorAll('figcaption')].map(f => f.textContent));")
        assert rows[0] == laptop, (rows, laptop)  # the treasure row: named as on the laptop
        assert rows[-1] == [n for n in laptop if n in rows[-1]] and len(rows[-1]) >= len(laptop) - 1  # same order
        assert taker.text("hide") == cover_word
        assert not taker.driver.find_element("id", "done").is_enabled()  # nothing chosen yet
        picks = taker.driver.find_elements(By.CSS_SELECTOR, "#choices .cards:last-of-type button.cardpick")
        taker.driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", picks[0])
        picks[0].click()
        first = rows[-1][0].split(" ")[0]
        done = taker.driver.find_element("id", "done")
        taker.wait(done.is_enabled, "the dwell's end")
        assert taker.text("done") == take_word.format(card=first), taker.text("done")
        taker.driver.find_element("id", "hide").click()  # "Cover" decides nothing ...
        taker.wait(lambda: not taker.revealed(), "covered")
        assert 1 in route.waiting_for() and taker.script("return document.getElementById('choices').innerHTML") == ""
        taker.hold_to_reveal()  # ... and loses nothing: the half-made choice is back
        done = taker.driver.find_element("id", "done")
        taker.wait(done.is_enabled, "the dwell's end")
        assert taker.text("done") == take_word.format(card=first), taker.text("done")
        assert all(c["w"] >= 48 and c["h"] >= 48 for c in _controls(taker)), _controls(taker)
        taker.shot(shots / f"phone-diamantenraub-take-named-{lang}.png")
        taker.driver.execute_script("window.scrollTo(0, 0);")  # the README's picture: the top of the take
        taker.shot(shots / f"phone-diamantenraub-take-{lang}.png")
        ActionChains(taker.driver).click_and_hold(done).pause(0.8).release().perform()  # held, as Done is
        until(driver.qtbot, lambda: 1 not in route.waiting_for(), "the take to reach the app")
        taken = [a for s, a in driver.session.game.history if s == 1][-1]
        assert str(getattr(taken, "card", "")) == roles[[n.split(" ")[0] for n in laptop].index(first)]
    finally:
        give_all_back(phones)
    tap.check([0, 1])


NAMES_12 = [*NAMES_10, "Karl", "Lena"]


@pytest.mark.browser_seconds(36)
def test_twelve_player_diamantenraub_four_phones_keeps_the_passing_order(driver: Any, tap: Tap,
                                                                       shots: Path) -> None:
    """Diamantenraub, 12 players, a whole game to the end screen: 4 headless-chromium phones
    (the Boss among them), 8 curtain seats. The treasure goes round in the rules' order,
    phones and curtain alike; while a phone seat holds it (or looks at its take again), the
    laptop shows the table and names that phone, and no other seat has a step; the
    curtain's hand-off names its player; during the interrogation nobody's phone is waited
    for. Then "Play again" with a phone seat as the next Boss: the phones follow their
    players, the curtain seats stay on the curtain."""
    require_browser()
    lang = "en"
    driver.window.set_language(lang)
    seats = [0, 3, 7, 11]
    curtain = set(range(12)) - set(seats)
    route = start_phone_game(driver, "diamantenraub", NAMES_12, curtain)
    phones = open_phones(driver.qtbot, route, NAMES_12, seats, lang)
    session = driver.session
    qtbot = driver.qtbot
    boss = session.game.public_view().boss
    assert boss == 0
    order: list[tuple[int, str]] = []
    table_turns = 0
    try:
        game = PhoneGame(driver, route, phones, 35, shots)
        game._both_languages = lambda *_args: None  # type: ignore[method-assign]  # the whole-game tests take those pictures
        for _ in within(GAME_SECONDS, "the mixed Diamantenraub game to end"):
            until(qtbot, lambda: (session.game.outcome() is not None and session.end_screen is not None)
                  or driver.curtain.handoff is not None or bool(route.waiting_for())
                  or driver.curtain.neutral is not None
                  or (session.chooser is not None and driver.window.stack.currentWidget() is session.chooser)
                  or (session.table is not None and session.table.is_interactive() and not session.busy),
                  "the next step")
            if session.game.outcome() is not None and session.end_screen is not None:
                break
            step = session.private_step
            if route.waiting_for():
                assert step is not None and route.waiting_for() == [step.seat] and step.seat in seats
                assert not driver.curtain.is_up and driver.window.stack.currentWidget() is session.table
                text = QCoreApplication.translate("WaitingBanner", "Waiting for {name}'s phone").format(name=NAMES_12[step.seat])
                assert route.laptop.banner.waiting_text() == text
                for other in (s for s in seats if s != step.seat):  # a page follows its state a moment later
                    phones[other].wait(lambda o=other: not phones[o].has_turn(), "no step on another phone")
                game.phone_step(step.seat)
            elif driver.curtain.handoff is not None:
                assert step is not None and step.seat in curtain
                assert driver.curtain.handoff.player_name == NAMES_12[step.seat]
                assert driver.curtain.handoff.status_text() == ""
                until(qtbot, lambda: not driver.curtain.handoff.is_locked(), "the hand-off's lock")
                driver.curtain.reveal_now()
                frame = driver.curtain.private
                assert frame is not None
                session.ui.autoplayer().choose_private(frame.content, game.rng)
                until(qtbot, frame.finishes, "a complete choice")
                click(frame.hide_button)
                until(qtbot, lambda s=step: session.private_step is not s, "the step to pass")
            elif driver.curtain.neutral is not None:
                until(qtbot, lambda: not driver.curtain.neutral.is_locked(), "the neutral curtain's lock")
                click(driver.curtain.neutral.show_button)
                continue
            elif session.chooser is not None and driver.window.stack.currentWidget() is session.chooser:
                game.play._choose_peek_seat()
                continue
            else:
                assert step is None and not route.laptop.banner.waiting_text()  # nobody's phone is waited for
                game.play._on_table()
                table_turns += 1
                continue
            if step is not None and step.kind != "peek":
                order.append((step.seat, step.kind))
        takers = list(range(1, 12))
        assert order == [(0, "hide"), *[(s, "take") for s in takers], (0, "returned")], order
        assert table_turns >= 1 and driver.window.stack.currentWidget() is session.end_screen
        game.phones_see_the_end()
        play_again_keeps_the_phones(driver, phones, NAMES_12, 3, lang, shots)
        for old in curtain:  # the curtain seats were not set again: still the curtain
            assert not session.private_route.handles(session.game.public_view().players.index(NAMES_12[old]))
    finally:
        give_all_back(phones)
    tap.check(seats)
