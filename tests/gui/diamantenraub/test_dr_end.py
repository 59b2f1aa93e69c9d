"""The end screen: every take, the set-aside card, winners and the reason, the two lines."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from engine import diamantenraub as dr
from gui.cards import element_id
from gui.diamantenraub.end import DiamantenraubEnd

from .conftest import finished, finished_with, make_game


def end_screen(qtbot, renderer, game, lang="en"):
    screen = DiamantenraubEnd(game.public_view(), renderer, lang)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    return screen


def all_text(screen) -> str:
    return "\n".join(label.text() for label in screen.findChildren(QLabel))


@pytest.mark.parametrize("reason, words", [
    (dr.Reason.BOSS_RECOVERED_ALL, "All stolen diamonds are back"),
    (dr.Reason.ERMITTLER_ACCUSED, "an Undercover Agent"),
    (dr.Reason.BOSS_ELIMINATED, "The Boss is out"),
])
def test_each_ending_is_explained(qtbot, renderer, reason, words):
    game = finished_with(reason, 8)
    screen = end_screen(qtbot, renderer, game)
    view = game.public_view()
    assert words in screen.headline.text()
    winners = ", ".join(view.players[s] for s in sorted(view.outcome.winners))
    assert screen.winners_label.text() == f"Winners: {winners}"
    assert [t.winner for t in screen.tiles[: len(view.players)]] == [s in view.outcome.winners for s in range(8)]
    shown = sorted(screen.shown_elements())
    expected = [element_id(c) for t in view.final.takes for c in t.cards]
    if view.final.set_aside is not None:
        expected.append(element_id(view.final.set_aside))
    # everything is turned over: the Boss's hidden diamonds and the treasure as it came back
    expected += [element_id(c) for c in (*view.final.boss_hidden, *view.final.returned)]
    assert shown == sorted(expected)


def test_revolverheld_shooting_an_ermittler(qtbot, renderer):
    game = finished_with(dr.Reason.REVOLVERHELD_SHOT_ERMITTLER, 9, revolverheld=True)
    screen = end_screen(qtbot, renderer, game, "de")
    alone = game.outcome().detail["alone"]
    assert game.players[alone] in screen.headline.text()


def test_thieves_diamonds_and_the_fahrer_and_strassenkind_lines(qtbot, renderer):
    game = next(g for g in (finished(11, seed) for seed in range(500))
                if {t.role for t in g.public_view().final.takes} >= {dr.Role.FAHRER, dr.Role.STRASSENKIND})
    screen = end_screen(qtbot, renderer, game)
    view = game.public_view()
    text = all_text(screen)
    for take in view.final.takes:
        name = view.players[take.seat]
        if take.role is dr.Role.DIEB:
            assert f"{take.diamonds} diamond" in screen.tiles[take.seat].caption.text()
        if take.role is dr.Role.FAHRER:
            right = view.players[take.seat - 1]
            verb = "wins" if take.seat in view.outcome.winners else "loses"
            assert f"{name} (Driver) {verb} because {right}" in text
    kids = [view.players[t.seat] for t in view.final.takes if t.role is dr.Role.STRASSENKIND]
    if len(kids) == 1:  # one Street Kid in the singular (issue 19 item 6)
        assert f"Street Kid {kids[0]} wins" in text and "Street Kids (" not in text
    else:
        assert f"Street Kids ({', '.join(kids)}) win" in text


def test_set_aside_card_is_shown(qtbot, renderer):
    game = make_game(6, seed=1)
    game.apply(0, dr.HideDiamonds(1))
    role = next(c for c in game.view(1).received if not dr.is_diamond(c))
    game.apply(1, dr.SetAside(role))
    while game.outcome() is None:
        seat = min(game.pending_seats())
        game.apply(seat, game.legal_actions(seat)[-1])
    screen = end_screen(qtbot, renderer, game, "de")
    assert element_id(role) in screen.tiles[-1].elements
    assert "Ben" in screen.tiles[-1].caption.text()


def test_next_game_carries_the_chosen_boss(qtbot, renderer):
    game = finished_with(dr.Reason.BOSS_ELIMINATED, 7)
    screen = end_screen(qtbot, renderer, game)
    winners = sorted(game.outcome().winners)
    assert screen.next_boss() == winners[0]  # a winner is preselected
    screen.set_next_boss(3)
    with qtbot.waitSignal(screen.againRequested) as blocker:
        qtbot.mouseClick(screen.again_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [3]
    with qtbot.waitSignal(screen.newGameRequested):
        qtbot.mouseClick(screen.new_button, Qt.MouseButton.LeftButton)


def test_end_screen_needs_a_finished_game(renderer):
    with pytest.raises(ValueError):
        DiamantenraubEnd(make_game(5).public_view(), renderer, "en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_bosses_hidden_diamonds_and_the_returned_treasure_are_shown(qtbot, renderer, lang):
    game = next(g for g in (finished(7, seed) for seed in range(200))
                if g.public_view().final.boss_hidden and g.public_view().final.returned)
    view = game.public_view()
    from gui.text.i18n import Translations

    Translations.shared().set_language(lang)  # the autouse fixture puts English back
    screen = end_screen(qtbot, renderer, game, lang)
    boss = screen.tiles[view.boss]
    assert boss.elements == [element_id(c) for c in view.final.boss_hidden]
    hidden = len(view.final.boss_hidden)
    assert (f"hid {hidden} diamond" if lang == "en" else f"{hidden} Diamant") in boss.caption.text()
    treasure = screen.treasure_tile
    assert treasure in screen.tiles
    assert treasure.elements == [element_id(c) for c in view.final.returned]
    assert treasure.name.text() == ("Treasure" if lang == "en" else "Schatz")
    left = sum(dr.is_diamond(c) for c in view.final.returned)
    if left:
        assert str(left) in treasure.caption.text()


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("n", [5, 12])
def test_the_end_screen_fits_small_and_large_windows(qtbot, renderer, size, n):
    """Every tile and the buttons fit the window, and no name is clipped."""
    screen = DiamantenraubEnd(finished(n, 3).public_view(), renderer, "de")
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    qtbot.wait(20)
    assert (screen.width(), screen.height()) == size
    assert screen.again_button.geometry().bottom() <= size[1]
    for tile in screen.tiles:
        assert tile.geometry().bottom() < screen.again_button.geometry().top()
        assert tile.name.fontMetrics().horizontalAdvance(tile.name.text()) <= tile.name.width() + 1


def _boss_out(with_kids: bool) -> dr.DiamantenraubGame:
    for seed in range(500):
        game = finished(8, seed)
        outcome = game.outcome()
        kids = any(t.role is dr.Role.STRASSENKIND for t in game.public_view().final.takes)
        thieves = [s for s in outcome.winners if any(t.seat == s and t.role is dr.Role.DIEB
                                                     for t in game.public_view().final.takes)]
        if outcome.reason is dr.Reason.BOSS_ELIMINATED and kids == with_kids and len(thieves) == 1:
            return game
    raise AssertionError("no such game below seed 500")


@pytest.mark.parametrize("with_kids", [False, True])
def test_boss_out_headline_names_no_absent_strassenkinder(qtbot, renderer, with_kids):
    """Issue 19 item 6: "…gewinnt, mit allen Straßenkindern" when there were none. The
    headline names the winning thief; the Straßenkinder are named in their own line, only
    when there are any."""
    from gui.text.i18n import Translations

    game = _boss_out(with_kids)
    for lang, kid in (("en", "Street Kid"), ("de", "Straßenkind")):
        Translations.shared().set_language(lang)
        screen = end_screen(qtbot, renderer, game, lang)
        headline = screen.headline.text()
        assert kid not in headline and ("Thief" in headline or "Dieb" in headline), headline
        assert (kid in all_text(screen)) == with_kids


def test_one_street_kid_is_named_in_the_singular(qtbot, renderer):
    """Issue 19 item 6: "Street Kids (Hugo) win" for a single Street Kid."""
    game = next(g for g in (finished(8, seed) for seed in range(500))
                if sum(t.role is dr.Role.STRASSENKIND for t in g.public_view().final.takes) == 1)
    screen = end_screen(qtbot, renderer, game)
    kid = next(game.players[t.seat] for t in game.public_view().final.takes if t.role is dr.Role.STRASSENKIND)
    text = all_text(screen)
    assert f"Street Kid {kid} wins" in text and "Street Kids" not in text
