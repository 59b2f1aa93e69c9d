"""Issue 9 §4, privacy audit: random games at every player count; after every curtain step
and every opening the driver scans the window (title, every widget's text, tooltip and
accessible name, item views such as the log, the scene's items and card faces), and at the
end of each game stdout, stderr, the log records and the crash log are searched for any
seat's private text and any chamber that was never opened.

``KT_AUDIT_GAMES`` games per player count (default 1 in ``make test``; ``make soak``: 3).
Figure: states audited / leaks.
"""
from __future__ import annotations

import logging
import os
import random

import pytest

from gui.shell import excepthook
from tests.hardening import play

pytestmark = pytest.mark.long("whole games at every player count")

GAMES = int(os.environ.get("KT_AUDIT_GAMES", "1"))


def _never_opened(driver) -> set[str]:  # noqa: ANN001
    from gui.cards import element_id

    view = driver.game.public_view()
    rows = driver.game._rows  # the oracle: what still lies face down
    return {element_id(card) for row in rows for card in row} - {element_id(o.card) for o in view.opened}


@pytest.mark.parametrize("players", range(3, 11))
def test_nothing_secret_reaches_the_screen_or_any_output(driver, players: int, capfd, caplog) -> None:  # noqa: ANN001
    caplog.set_level(logging.DEBUG)
    rng = random.Random(players)
    secrets: set[str] = set()
    for _ in range(GAMES):
        play.start(driver, play.NAMES[:players])
        steps = 0
        while not play.at_end(driver):
            driver._refresh_private_texts()
            for texts in driver._private_texts.values():
                secrets |= {t for t in texts if len(t) >= 12}  # whole sentences, not "2" or "Gold"
            play.step(driver, rng)
            steps += 1
            assert steps < 2000
        secrets |= _never_opened(driver)
    out, err = capfd.readouterr()
    logs = "\n".join(r.getMessage() for r in caplog.records)
    crash = excepthook.crash_log_path().read_text() if excepthook.crash_log_path().exists() else ""
    leaks = sorted(s for s in secrets if s in out or s in err or s in logs or s in crash)
    print(f"privacy audit, {players} players: {driver.checks} states audited, {len(leaks)} leaks")
    assert driver.checks > 10 * GAMES
    assert not leaks, leaks


@pytest.mark.parametrize("players", range(5, 13))
def test_diamantenraub_games_show_nothing_secret(make_window, players: int, capfd) -> None:  # noqa: ANN001
    """Diamantenraub through the seam's generic self-play driver: its privacy oracle scans
    the window at every curtain step and after every action (a leak raises); stdout and
    stderr must not hold any seat's role."""
    from gui.games.registry import has_ui
    from gui.checks.selfplay import SelfPlay

    if not has_ui("diamantenraub"):
        pytest.skip("no Diamantenraub table in this build")
    states = 0
    for game in range(GAMES):
        window = make_window()
        window.new_game_screen(confirm=False)
        play_ = SelfPlay(window, "diamantenraub", players, seed=players * 100 + game, shots=None)
        play_.run()  # raises Leak on anything secret on screen
        states += play_.curtain_steps + play_.actions
        roles = {str(window.session.game.view(seat).role) for seat in range(players)}
        window.session.close_game()
    out, err = capfd.readouterr()
    print(f"privacy audit, Diamantenraub {players} players: {states} states audited, 0 leaks")
    assert states >= players * GAMES  # every seat passed the curtain at least once
    assert not [r for r in roles if len(r) > 3 and (r in out or r in err)]
