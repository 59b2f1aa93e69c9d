"""Tempelgold's private page on a small phone shows the chambers above "Cover"/"Done" (issue 31):
at 360×640 the chamber cards began under the sticky bar, so a player could press "Done"
without having seen them. With the page at its top, the first row of chambers lies wholly above
the bar (whose buttons keep a fixed height of at least 48 px), and every label "Done" can
have there fits it: the German hold hint ("Zum Bestätigen gedrückt halten") overflowed
even the 128 px button, its small type kept the lines of the button's size."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.phones.browser import new_phone, require_browser
from tests.phones.helpers import RecordingTable, serving, tempelgold_game
from tests.phones.test_browser import text, wait_until

MEASURE = """
scrollTo(0, 0);
const card = document.querySelector('#secret .cards img, #secret .cards .card');
const bar = document.querySelector('#private .row');
const hide = document.getElementById('hide'), done = document.getElementById('done');
const r = e => e.getBoundingClientRect();
return {card: r(card).top, cardBottom: r(card).bottom, bar: r(bar).top, inner: innerHeight,
        hide: r(hide).height, done: r(done).height, scrollY: scrollY};
"""


class CardTable(RecordingTable):
    """The test table, but its card pictures have a real card's proportions (the suite's
    table sends a 1-pixel picture, which the page draws square: shorter than a card)."""

    png = b""

    def card_png(self, element: str, width: int) -> bytes:  # noqa: ARG002 - one picture for all
        return self.png


def _reveal(driver: Any) -> None:
    from selenium.webdriver.common.action_chains import ActionChains

    ActionChains(driver, duration=0).click_and_hold(driver.find_element("id", "reveal")).perform()
    try:
        wait_until(lambda: driver.execute_script("return !document.getElementById('private').hidden"), "the private area")
    finally:
        ActionChains(driver, duration=0).release().perform()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_first_chamber_card_shows_above_the_bar_at_360x640(qapp: Any, tmp_path: Path, lang: str) -> None:  # noqa: ARG001
    require_browser()
    from gui.cards import DeckRenderer
    from gui.phones.phone_sockets import PLAY_BACK
    from gui.phones.qt_bridge import card_png

    CardTable.png = card_png(DeckRenderer.shared(), PLAY_BACK, 240)  # the deck's proportions
    game = tempelgold_game(10, seed=5)
    with serving(game, language=lang, table_class=CardTable) as (server, _table):
        driver = new_phone(tmp_path / "profile", 360, 640, lang)  # the kept phones are 360×740
        try:
            link = server.link(3)
            assert link is not None
            driver.get(link)
            wait_until(lambda: text(driver, "title") in ("Du bist Dana", "You are Dana"), "the seat's page")
            _reveal(driver)
            wait_until(lambda: driver.execute_script(
                "const imgs = [...document.querySelectorAll('#secret img')];"
                " return imgs.length > 1 && imgs.every(i => i.complete && i.naturalWidth > 1)"), "the card pictures")
            got = driver.execute_script(MEASURE)
            assert got["inner"] == 640, got
            assert got["scrollY"] == 0, got
            assert got["card"] < got["bar"], got  # the first row of chambers begins above the bar ...
            assert got["cardBottom"] <= got["bar"], got  # ... and is wholly in view
            assert got["hide"] >= 48 and got["done"] >= 48, got
            # every label Done can have on this screen fits the lower button (fitDoneLabel)
            for label in (*[driver.execute_script(f"return t({key!r})") for key in ("done", "hold_done")],
                          driver.execute_script("return t('done') + t('wait_s', {s: 10})")):
                fits = driver.execute_script(
                    "const d = document.getElementById('done'); document.getElementById('done-label').textContent ="
                    " arguments[0]; fitDoneLabel(); return [d.scrollHeight <= d.clientHeight + 1, d.scrollHeight];",
                    label)
                assert fits[0], (label, fits)
        finally:
            driver.quit()
