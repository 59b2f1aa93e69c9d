"""The guided first game of each game (issue 34): its rules' worked example, played.

The pinned seed still deals the example's cards; every explanation has words in both
languages, each citing a section the rules of that language have; a whole guided game is
played through the real widgets (``--selfplay --guided``'s run) in both languages, every
explanation read by the keyboard at its moment, pointing at a visible control it does not
cover; and a guided game left at any explanation comes back at the same one.
"""
from __future__ import annotations

import re

import pytest

from engine.registry import GAMES
from gui.games.registry import game_ui
from gui.text.guide_text import guide_texts
from gui.text.rules_text import rules_markdown

GUIDED = [g for g in GAMES if game_ui(g).guided_game() is not None]


def test_both_shipped_games_have_a_guided_first_game() -> None:
    assert set(GUIDED) >= {"tempelgold", "diamantenraub"}


def test_the_pinned_seed_deals_tempelgolds_example() -> None:
    """Zu viert, 20 Kammern: Anna one gold and no trap, Carla two gold and a trap, Dan a
    Wächter with four empty chambers and a trap; Anna holds the key; Anna opens an empty
    chamber of Dan's, Dan a gold of Carla's."""
    import engine.tempelgold as tg
    from engine.tempelgold.model import ChamberKind, Role

    script = game_ui("tempelgold").guided_game()
    assert script is not None and script.players == ("Anna", "Ben", "Carla", "Dan") and script.learner == 2
    info = GAMES["tempelgold"]
    game = tg.new_game(info.make_config(list(script.players), script.options, script.first), script.seed)
    views = [game.view(seat) for seat in range(4)]
    assert sum(len(v.chambers) for v in views) == 20
    assert (views[0].role, views[0].gold, views[0].traps) == (Role.ABENTEURER, 1, 0)
    assert (views[2].role, views[2].gold, views[2].traps) == (Role.ABENTEURER, 2, 1)
    assert (views[3].role, views[3].empty, views[3].traps) == (Role.WAECHTER, 4, 1)
    assert game.public_view().key_holder == 0
    kinds = []
    for seat, actions in script.script:
        for action in actions:
            before = len(game.public_view().opened)
            game.apply(seat, action)
            assert len(game.public_view().opened) == before + 1
            kinds.append(game.public_view().opened[-1].kind)
    assert kinds == [ChamberKind.EMPTY, ChamberKind.GOLD]
    assert [o.owner for o in game.public_view().opened] == [3, 2]
    assert game.public_view().key_holder == 2  # "Carla nimmt den Schlüssel …"


def test_the_pinned_seed_deals_diamantenraubs_example() -> None:
    """Sieben Spieler, Anna ist der Boss: 15 diamonds, 2 Henchmen, the Agent (A♠) and the
    Driver (J♣), no excuse; the example's choices leave 6 diamonds (7 missing), Finn finds 8;
    Dan is caught with 2, Emil is a Henchman, Anna is out, and Ben wins with 3 against Finn's 2."""
    import engine.diamantenraub as dr
    from engine.cards import Card

    script = game_ui("diamantenraub").guided_game()
    assert script is not None and script.players == ("Anna", "Ben", "Carla", "Dan", "Emil", "Eva", "Finn")
    assert script.learner == 1 and script.first == 0
    info = GAMES["diamantenraub"]
    game = dr.new_game(info.make_config(list(script.players), script.options, script.first), script.seed)
    assert not game.public_view().boss_excuses
    history = script.scripted_history()
    for seat, action in history[:1]:
        game.apply(seat, action)
    received = game.view(1).received
    roles = sorted(str(c) for c in received if not c.is_red)
    assert len(received) - len(roles) == 13 and set(map(Card.parse, ["AS", "JC"])) <= set(received)
    assert len(roles) == 4
    for seat, action in history[1:]:
        if seat == 6:  # "Finn findet nur noch 8 Diamanten vor"
            assert sum(1 for c in game.view(6).received if c.is_red) == 8
        game.apply(seat, action)
    outcome = game.outcome()
    assert outcome is not None and outcome.winners == frozenset({1})
    assert outcome.reason.name == "BOSS_ELIMINATED"


def _headings(markdown: str) -> list[str]:
    """Every heading of a rules text as the guide cites it: its path joined by " → "."""
    paths, stack = [], []
    for line in markdown.splitlines():
        match = re.match(r"^(#{2,3}) (.+)$", line)
        if match:
            depth = len(match.group(1)) - 2
            stack = stack[:depth] + [match.group(2).strip()]
            paths.append(" → ".join(stack))
    return paths


@pytest.mark.parametrize("game", GUIDED)
@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_explanation_has_words_that_cite_a_section_of_the_rules(game: str, lang: str) -> None:
    script = game_ui(game).guided_game()
    assert script is not None
    texts = guide_texts(game, lang)
    ids = [step.id for step in script.steps]
    assert len(set(ids)) == len(ids)
    assert set(texts) == set(ids), "the words and the script name the same explanations"
    sections = _headings(rules_markdown(game, lang))
    for key, words in texts.items():
        assert words.title and words.text, key
        assert words.rule in sections, f"{key}: the rules ({lang}) have no section {words.rule!r}"


def _play(make_window, game: str, lang: str, size: tuple[int, int]):  # noqa: ANN001, ANN202
    from gui.checks.selfplay import SelfPlay
    from gui.checks.selfplay_guided import GuidedRun

    window = make_window(computer_delay_ms=10)
    window.resize(*size)
    window.set_language(lang)
    script = game_ui(game).guided_game()
    assert script is not None
    play = SelfPlay(window, game, len(script.players), seed=7, shots=None)
    run = GuidedRun(play)
    play.run()
    return window, script, run


@pytest.mark.long("a whole guided game through the real widgets, every explanation checked")
@pytest.mark.parametrize("game", GUIDED)
@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_guided_game_is_played_to_the_end_with_every_explanation_at_its_step(
        make_window, game: str, lang: str) -> None:  # noqa: ANN001
    """Through the real widgets, at 800×600 (the smallest window): the privacy oracle and
    the layout check run with every explanation up (GuidedRun raises otherwise)."""
    window, script, run = _play(make_window, game, lang, (800, 600))
    session = window.session
    assert session.game.outcome() is not None and session.end_screen is not None
    assert run.missing() == []
    assert run.titles == [guide_texts(game, lang)[key].title for key in run.read], "in the window's language"
    example = [step for step in script.steps if step.moves is not None]
    assert [s for s in run.read if s in {e.id for e in example}] == [e.id for e in example], "in the script's order"
    for step in example:
        where, moves = run.where[step.id]
        assert moves == step.moves, f"{step.id} showed after {moves} moves, not {step.moves}"
        if step.moment in ("handoff", "private"):
            assert where == step.moment
    assert any(s.moment == "end" and s.id in run.read for s in script.steps), "the end is explained"
    assert session.state.guide == run.read or set(run.read) <= set(session.state.guide)
    # the example's choices were made: the game's first moves are the script's
    history = list(session.game.history)
    assert history[: len(script.scripted_history())] == script.scripted_history()


def test_a_guided_game_left_at_an_explanation_comes_back_at_the_same_one(make_window, qtbot) -> None:  # noqa: ANN001
    """Read two explanations, leave the game (the autosave), resume it: the third comes back."""
    from gui.persistence.autosave import LoadedAutosave, read_autosave

    window = make_window(computer_delay_ms=10)
    game = GUIDED[0]
    window.start_screen.guided_buttons[game].click()
    session = window.session
    qtbot.waitUntil(lambda: session.guide.bubble is not None, timeout=3000)
    first = session.guide.shown.id
    session.guide.next()
    if session.curtain.handoff is not None:  # the reveal, to the private screen's explanations
        session.curtain.reveal_now()
    qtbot.waitUntil(lambda: session.guide.bubble is not None and session.guide.shown.id != first, timeout=3000)
    second = session.guide.shown.id
    session.guide.next()
    qtbot.waitUntil(lambda: session.guide.settled, timeout=3000)
    assert session.state.guide == [first, second]
    loaded = read_autosave()
    assert isinstance(loaded, LoadedAutosave) and loaded.data.guide == [first, second]
    other = make_window(computer_delay_ms=10)
    other.session.resume(loaded)
    assert other.session.state.guide == [first, second]
    assert other.session.guide.script is not None
    if other.session.curtain.neutral is not None:
        other.session.curtain.neutral.show_button.click()
    if other.session.curtain.handoff is not None:
        qtbot.waitUntil(lambda: not other.session.curtain.handoff.is_locked(), timeout=3000)
        other.session.curtain.reveal_now()
    qtbot.waitUntil(lambda: other.session.guide.bubble is not None, timeout=3000)
    assert other.session.guide.shown.id not in (first, second)
    script = game_ui(game).guided_game()
    assert script is not None
    ids = [s.id for s in script.steps]
    assert ids.index(other.session.guide.shown.id) > ids.index(second)


def test_a_game_without_a_guide_is_not_guided(make_window) -> None:  # noqa: ANN001
    """The stub game (tests/contract) has none: an ordinary game keeps no guide in its save."""
    window = make_window()
    session = window.session
    assert session.guide.script is None and session.state.guide is None


def test_leave_the_guide_goes_to_the_start_screen_and_continue_picks_it_up(make_window, qtbot) -> None:  # noqa: ANN001
    """"Leave the guide" (by the keyboard) ends at the start screen; "Continue the last game"
    brings the guided game back with its explanations read so far."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = make_window(computer_delay_ms=10)
    game = GUIDED[-1]
    window.start_screen.guided_buttons[game].click()
    session = window.session
    qtbot.waitUntil(lambda: session.guide.bubble is not None, timeout=3000)
    first = session.guide.shown.id
    QTest.keyClick(session.guide.bubble.next_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: first in (session.state.guide or []), timeout=3000)
    qtbot.waitUntil(lambda: session.guide.bubble is not None and session.guide.shown.id != first, timeout=5000)
    shown = session.guide.shown
    QTest.keyClick(session.guide.bubble.leave_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.start_screen is not None and session.game is None, timeout=3000)
    assert window.start_screen.resume_last_button.isVisible()
    window.start_screen.resume_last_button.click()
    qtbot.waitUntil(lambda: session.game is not None, timeout=3000)
    assert session.guide.script is not None and session.state.guide == [first]
    handoff = session.curtain.handoff
    assert handoff is not None, "a resumed game starts behind the curtain"
    if shown.moment == "private":
        qtbot.waitUntil(lambda: not handoff.is_locked(), timeout=3000)
        session.curtain.reveal_now()
    qtbot.waitUntil(lambda: session.guide.bubble is not None, timeout=3000)
    assert session.guide.shown.id == shown.id, "the explanation left unread comes back"
