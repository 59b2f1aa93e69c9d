"""A person enters their own claim on their phone, in a headless chromium (issue 32).

The real app with its phone server on loopback; Anna on a phone, Ben and Carla strong
computers. Once the table is in play and the computers have spoken, Anna's page shows the
claims board and a form for her own claim, public and labelled for a screen reader, in the
laptop's language; she fills it by keyboard alone and it is on the laptop's board, in the
log and in a speech bubble. Every message the page was sent is held against the other
seats' secrets (``Tap``), and the laptop is scanned by the privacy oracle.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from gui.checks.oracle import PrivacyOracle
from gui.checks.selfplay import SelfPlay
from gui.games.device_router import COMPUTER_STRONG
from gui.games.steps import TableStep
from tests.phones.app_browsers import Tap, give_all_back, open_phones, start_phone_game, tap, until  # noqa: F401
from tests.phones.browser import require_browser

pytestmark = pytest.mark.long("a game with a headless-chromium phone")

SHOTS = os.environ.get("KARTENTISCH_PHONE_SHOTS")


def _labels(phone: Any) -> list[list[str]]:
    """Each box of the page's claim forms: its id, its label as a screen reader reads it, its value."""
    return phone.script(
        "return [...document.querySelectorAll('#claim-forms select')]"
        ".map(b => [b.id, b.labels.length ? b.labels[0].textContent : '', b.value]);")


@pytest.mark.browser_seconds(16)
def test_a_person_enters_her_own_claim_on_her_phone_by_keyboard(driver: Any, tap: Tap, tmp_path: Path) -> None:
    require_browser()
    from selenium.webdriver.common.keys import Keys

    driver.window.settings.computer_delay_ms = 20
    driver.window.set_language("de")
    names = ["Anna", "Ben", "Carla"]
    route = start_phone_game(driver, "tempelgold", names, set(), computers={1: COMPUTER_STRONG, 2: COMPUTER_STRONG})
    phones = open_phones(driver.qtbot, route, names, [0], "de")
    session = driver.session
    shots = Path(SHOTS) if SHOTS else tmp_path
    play = SelfPlay(driver.window, "tempelgold", 3, 1, None)  # its privacy check of the laptop's window
    play.oracle, play.autoplayer = PrivacyOracle(session), session.ui.autoplayer()
    try:
        anna = phones[0]
        # her look, as on any phone (the claim is not part of it)
        anna.wait(anna.has_turn, "the look")
        anna.hold_to_reveal()
        done = anna.driver.find_element("id", "done")
        anna.wait(done.is_enabled, "Done after the dwell")
        done.click()
        until(driver.qtbot, lambda: isinstance(session.step, TableStep) and session.step.interactive
              and len(session.claims.claims()) == 2, "the computers' claims")
        anna.wait(lambda: bool(_labels(anna)), "her claim form")
        assert not anna.revealed()  # the form is public: nothing of her cards is shown with it
        assert anna.text("claims-title") == "Aussagen am Tisch"
        lines = anna.text("claims-lines")
        assert "Runde 1" in lines and "Ben: " in lines and "Carla: " in lines
        assert _labels(anna) == [["claim-r1-gold", "Wie viel Gold", ""], ["claim-r1-traps", "Wie viele Fallen", ""]]
        # the computer key holder waits for her entry, and her page says so under the title
        holder = session.game.public_view().key_holder
        assert holder in (1, 2)
        assert anna.text("claims-waiting") == f"{names[holder]} (Computer) wartet, bis von allen ein Eintrag auf der Tafel steht."
        note = anna.script("return document.querySelector('form.claim .note').textContent")
        assert note.startswith("Öffentlich")
        # the form names its round: the board's heading may be scrolled away on a small phone
        assert anna.script("return document.querySelector('form.claim h3').textContent") == "Deine Aussage – Runde 1"
        anna.script("document.getElementById('claim-r1-gold').scrollIntoView({block: 'center'});")
        anna.shot(shots / "phone-tempelgold-claim-de.png")
        # by keys: a box left unchosen is named and nothing is sent; then both chosen, Enter
        gold = anna.driver.find_element("id", "claim-r1-gold")
        gold.send_keys("2")
        send = anna.driver.find_element("css selector", "form.claim button[type=submit]")
        assert send.text == "Auf die Tafel schreiben"
        send.send_keys(Keys.ENTER)
        anna.wait(lambda: anna.text("status") == "Erst alles wählen.", "the missing choice named")
        assert anna.script("return document.activeElement.id") == "claim-r1-traps"
        assert len(session.claims.claims()) == 2
        anna.driver.switch_to.active_element.send_keys("1")
        anna.driver.switch_to.active_element.send_keys(Keys.TAB)
        assert anna.script("return document.activeElement.type") == "submit"
        anna.driver.switch_to.active_element.send_keys(Keys.ENTER)
        until(driver.qtbot, lambda: len(session.claims.claims()) == 3, "her claim on the board")
        claim = session.claims.claims()[-1]
        assert (claim.seat, claim.values, claim.computer) == (0, {"gold": 2, "traps": 1}, False)
        assert "Anna sagt: 2 Gold, 1 Falle." in session.log.texts()  # (a computer key holder opens right after it)
        anna.wait(lambda: "Anna: 2 Gold, 1 Falle" in anna.text("claims-lines"), "her line on her page")
        assert not anna.driver.find_element("id", "claims-waiting").is_displayed()  # nobody waits any more
        mine = anna.script("return [...document.querySelectorAll('#claims-lines li.mine')].map(l => l.textContent)")
        assert mine == ["Anna: 2 Gold, 1 Falle"]
        assert [v for _, _, v in _labels(anna)] == ["2", "1"]  # a push keeps what she chose
        anna.shot(shots / "phone-tempelgold-claimed-de.png")
        play._check(None)
        # the laptop's language, as every word of the page
        driver.window.set_language("en")
        anna.wait(lambda: anna.text("claims-title") == "Claims at the table", "the page in English")
        anna.wait(lambda: [label for _, label, _ in _labels(anna)] == ["How much gold", "How many traps"], "English labels")
        assert "Anna: 2 gold, 1 trap" in anna.text("claims-lines")
        anna.shot(shots / "phone-tempelgold-claimed-en.png")
    finally:
        give_all_back(phones)
    tap.check([0])


@pytest.mark.browser_seconds(20)
def test_a_boss_asks_and_a_player_answers_on_their_phones(driver: Any, tap: Tap, tmp_path: Path) -> None:
    """Diamantenraub: Anna the Boss and Ben on phones, Carla, Dana and Emil computers. In the
    interrogation Anna's page offers "Fragen" (whom, nobody chosen for her) and no story; Ben's
    his story with "Antwort gegeben". Anna asks Carla by keys, and Carla, a computer, answers
    at once; Ben presses "Antwort gegeben" by keys."""
    require_browser()
    from selenium.webdriver.common.keys import Keys

    from tests.phones.app_game import PhoneGame

    driver.window.settings.computer_delay_ms = 20
    driver.window.set_language("de")
    names = ["Anna", "Ben", "Carla", "Dana", "Emil"]
    computers = {2: COMPUTER_STRONG, 3: COMPUTER_STRONG, 4: COMPUTER_STRONG}
    route = start_phone_game(driver, "diamantenraub", names, set(), computers=computers)
    phones = open_phones(driver.qtbot, route, names, [0, 1], "de")
    session = driver.session
    shots = Path(SHOTS) if SHOTS else tmp_path
    try:
        game = PhoneGame(driver, route, phones, 5, shots)
        game._both_languages = lambda *_args: None  # type: ignore[method-assign]  # the whole-game tests take those
        for _ in range(12):
            until(driver.qtbot, lambda: bool(route.waiting_for()) or (
                session.game.public_view().phase.value == "interrogation" and session.table.is_interactive()),
                "a phone's step or the interrogation")
            if not route.waiting_for():
                break
            game.phone_step(route.waiting_for()[0])
        anna, ben = phones[0], phones[1]
        anna.wait(lambda: bool(_labels(anna)), "the Boss's question form")
        assert _labels(anna) == [["claim-ask-seat", "Wen der Boss fragt", ""]]
        assert anna.script("return document.querySelector('form.claim h3').textContent") == "Fragen"
        assert anna.script("return document.querySelector('form.claim .note').textContent").startswith("Öffentlich")
        ben.wait(lambda: bool(_labels(ben)), "Ben's story form")
        assert [label for _, label, _ in _labels(ben)] == ["Diamanten bekommen", "Genommen"]
        answered = ben.driver.find_element("css selector", "form.claim button[type=button]")
        assert answered.text == "Antwort gegeben"
        whom = anna.driver.find_element("id", "claim-ask-seat")
        whom.send_keys("C")  # Carla
        whom.send_keys(Keys.TAB)
        anna.driver.switch_to.active_element.send_keys(Keys.ENTER)
        until(driver.qtbot, lambda: [(c.seat, c.topic) for c in session.claims.claims()] == [(0, "ask"), (2, "story")],
              "the question and Carla's answer")
        assert session.claims.claims()[0].values == {"seat": 2}
        anna.wait(lambda: "Anna: Carla, was hast du genommen?" in anna.text("claims-lines"), "the question on her page")
        anna.shot(shots / "phone-diamantenraub-ask-de.png")
        answered.send_keys(Keys.ENTER)
        until(driver.qtbot, lambda: len(session.claims.claims()) == 3, "Ben's answer")
        assert session.log.texts()[-1] == "Ben hat laut geantwortet."
        ben.wait(lambda: _labels(ben) == [], "no form once he has answered")
    finally:
        give_all_back(phones)
    tap.check([0, 1])
