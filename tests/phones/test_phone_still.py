"""Nothing moves under the thumb on a phone's private screen (issue 31: the stillness test
"on the laptop and on the phone"; the laptop's is ``tests/gui/still.py``).

On Diamantenraub's Boss screen (hide) and the first taker's screen (take), each on a
headless-chromium phone: once the equal dwell has let "Done" go, every point of a grid on
the page's background is pressed, then every choosing control (but "Done" and "Cover",
which end the screen). The page records every control's place, size and enabled state in a
``requestAnimationFrame`` loop; nothing may move, change its size, appear or vanish, and no
control may change its enabled state within 1 s of a press. A press on the background
leaves the secret shown. "Done" and "Cover" are at least 48 px apart.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.phones.app_browsers import Tap, give_all_back, open_phones, start_phone_game, tap, until  # noqa: F401
from tests.phones.browser import require_browser

pytestmark = pytest.mark.long("a Diamantenraub game's first screens on two headless-chromium phones")

NAMES = ["Anna", "Ben", "Carla", "Dana", "Emil"]
STILL_MS = 1000
SHOTS = __import__("pathlib").Path(__import__("tempfile").gettempdir())
MIN_GAP_PX = 48

# The page's own watch: each animation frame, the controls' rectangles and enabled states;
# every change is kept with its time. A control is found by its place in the document.
WATCH = """
window.__still = {changes: [], last: null, presses: []};
const shape = () => [...document.querySelectorAll('#private button, #private input, #private summary, #done, #hide')]
  .filter(b => b.offsetParent !== null)
  .map(b => { const r = b.getBoundingClientRect();
              return [b.id || b.textContent.slice(0, 12), Math.round(r.left), Math.round(r.top + scrollY),
                      Math.round(r.width), Math.round(r.height), b.disabled]; });
const frame = () => {
  const now = JSON.stringify(shape());
  if (window.__still.last !== null && now !== window.__still.last)
    window.__still.changes.push({t: performance.now(), before: window.__still.last, after: now});
  window.__still.last = now;
  requestAnimationFrame(frame);
};
document.addEventListener('pointerdown', () => window.__still.presses.push(performance.now()), true);
requestAnimationFrame(frame);
"""

# Background points: on the page, no control within 12 px of them (elementFromPoint decides;
# the driver's pointer lands within a few pixels of where it is sent).
BACKGROUND_POINTS = """
const control = (x, y) => { const el = document.elementFromPoint(x, y);
                            return !el || el.closest('button, input, summary, a, label'); };
const out = [];
for (let y = 40; y < innerHeight - 20; y += 90) for (let x = 20; x < innerWidth - 10; x += 80) {
  if ([[0, 0], [12, 0], [-12, 0], [0, 12], [0, -12]].every(([dx, dy]) => !control(x + dx, y + dy))) out.push([x, y]);
}
return out;
"""


def _press_at(phone: Any, x: int, y: int) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.actions.action_builder import ActionBuilder

    actions = ActionBuilder(phone.driver)
    actions.pointer_action.move_to_location(x, y).pointer_down().pointer_up()
    actions.perform()
    ActionChains(phone.driver).reset_actions()


def _changes_near_presses(phone: Any) -> list[Any]:
    """Changes that came within STILL_MS of a press (after the last press's second has run out)."""
    return phone.script(
        f"const s = window.__still; return s.changes.filter(c => s.presses.some(p => c.t >= p && c.t - p <= {STILL_MS}));")


def _check_screen(phone: Any, qtbot: Any, what: str) -> None:
    done = phone.driver.find_element("id", "done")
    phone.script(WATCH)
    points = phone.script(BACKGROUND_POINTS)
    assert len(points) >= 5, f"{what}: too few background points ({points})"
    for x, y in points:
        _press_at(phone, x, y)
        assert phone.revealed(), f"{what}: a press on the background at {(x, y)} hid the screen"
    # the choosing controls: pressed one by one (never Done or Cover)
    index = 0
    while index < len(phone.driver.find_elements("css selector", "#choices button")):
        pick = phone.driver.find_elements("css selector", "#choices button")[index]
        index += 1
        if pick.is_displayed() and pick.is_enabled():
            phone.driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", pick)
            phone.script(WATCH)  # the scroll moved everything: watch from here
            pick.click()
    last_press = phone.script("return Math.max(...window.__still.presses)")
    until(qtbot, lambda: phone.script("return performance.now()") > last_press + STILL_MS, f"{what}: a second after the last press")
    moved = [c for c in _changes_near_presses(phone) if _shapes_differ(c["before"], c["after"])]
    assert not moved, f"{what}: controls changed under the thumb: {moved[:2]}"
    gap = phone.script("const a=document.getElementById('hide').getBoundingClientRect(),"
                       "b=document.getElementById('done').getBoundingClientRect(); return b.left - a.right;")
    assert gap >= MIN_GAP_PX, f"{what}: Cover and Done are {gap} px apart"
    assert done.is_displayed()
    # Done names what it commits, whole: its label fits the button's fixed size
    fits = phone.script("const d = document.getElementById('done'); return d.scrollHeight <= d.clientHeight + 1;")
    assert fits, f"{what}: Done's label {phone.text('done')!r} does not fit"
    phone.driver.save_screenshot(str(SHOTS / f"phone-still-{what.split()[-1]}.png"))


def _shapes_differ(before: str, after: str) -> bool:
    """Places, sizes and enabled states differ (a label's text may change: "? diamonds" → "3")."""
    import json

    strip = lambda shape: [row[1:] for row in json.loads(shape)]  # noqa: E731 - the place, not the label
    return strip(before) != strip(after)


@pytest.mark.browser_seconds(35)  # a browser test: dealt to the chromium workers (tests/conftest.py)
def test_nothing_moves_under_the_thumb_on_the_phones_private_screens(driver: Any, tap: Tap) -> None:  # noqa: F811
    require_browser()
    driver.window.set_language("en")
    route = start_phone_game(driver, "diamantenraub", NAMES, {2, 3, 4})
    phones = open_phones(driver.qtbot, route, NAMES, [0, 1], "en")
    try:
        boss = phones[0]
        boss.wait(boss.has_turn, "the Boss's hide")
        boss.hold_to_reveal()
        boss.wait(lambda: boss.revealed(), "the hide screen")
        _check_screen(boss, driver.qtbot, "the Boss's hide")
        boss.wait(lambda: boss.driver.find_element("id", "done").is_enabled(), "a choice that Done commits")
        boss.driver.find_element("id", "done").click()  # the suite's hold time is 0: a tap commits
        until(driver.qtbot, lambda: 0 not in route.waiting_for(), "the hide to reach the app")
        taker = phones[1]
        taker.wait(taker.has_turn, "the first take")
        taker.hold_to_reveal()
        taker.wait(lambda: taker.revealed(), "the take screen")
        _check_screen(taker, driver.qtbot, "the first take")
    finally:
        give_all_back(phones)
