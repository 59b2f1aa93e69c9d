"""Issue 37: every control and Tab stop has an accessible name and the right role, in both
languages, as a screen reader reads them through Qt's accessibility interface (``QAccessible``).

Whole games of both games, in German and English, are played through the real window
(``--selfplay``'s player); at every point where the app rests on a screen (the start screen,
each hand-off with and without a PIN, each private screen, the table, the neutral curtain,
the end screen) :func:`tests.gui.a11y_audit.audit` walks every visible widget and reports a
control or Tab stop without a name, a name with a line break, or a wrong role.
"""
from __future__ import annotations


import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QComboBox, QWidget

from tests.gui.a11y_audit import audit

GAMES = [("tempelgold", 3), ("diamantenraub", 5)]


def _name(widget: QWidget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


def _role(widget: QWidget) -> QAccessible.Role:
    return QAccessible.queryAccessibleInterface(widget).role()


@pytest.mark.long("whole games through the widgets, every screen read as a screen reader would")
@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game, players", GAMES)
def test_every_control_of_every_screen_has_a_name_and_its_role(make_window, game: str, players: int, lang: str) -> None:  # noqa: ANN001
    """The same game also runs the privacy oracle, with what a screen reader reads (accessible
    texts; hidden widgets with the curtain down) after every curtain step and table action: the
    whole games of ``tests/gui/test_accessible_privacy.py``, played once for both checks."""
    from gui.checks import selfplay
    from gui.diamantenraub.widgets import PickableCard

    window = make_window()
    window.set_language(lang)
    window.resize(1280, 720)
    problems: dict[str, str] = {}
    points: set[str] = set()
    picks: set[str] = set()

    def read(point: str) -> None:
        points.add(point)
        for problem in audit(window):
            problems.setdefault(problem, point)
        for pick in window.findChildren(PickableCard):
            if pick.isVisible() and pick.is_pickable():
                assert _role(pick) == QAccessible.Role.Button
                picks.add(_name(pick))

    start = window.start_screen
    for button in start.game_buttons.values():
        assert _role(button) == QAccessible.Role.RadioButton
        assert "\n" not in _name(button) and QAccessible.queryAccessibleInterface(button).text(QAccessible.Text.Description)
    read("start")
    play = selfplay.SelfPlay(window, game, players, seed=3, shots=None)
    play.check_layout = False
    play.on_point = read
    summary = play.run()  # a leak raises
    assert "no leak" in summary and play.oracle.checks > 2 * players
    assert not problems, "\n".join(f"{point}: {problem}" for problem, point in problems.items())
    assert {"start", "handoff", "private", "table", "end"} <= points
    if game == "diamantenraub":
        assert picks, "no role card was offered to pick: the take screen went unread"
        assert all(name.strip() and "\n" not in name for name in picks)


def test_the_neutral_curtain_is_no_unnamed_tab_stop(qtbot, make_window) -> None:  # noqa: ANN001
    """"Everyone waits equally long": its button is named (with the seconds left), nothing else is a stop."""
    from gui.curtain import dwell
    from gui.curtain.handoff import NeutralCurtain

    window = make_window()
    neutral = NeutralCurtain(window, locked_until=dwell.now_ms() + 60_000)
    neutral.resize(800, 600)
    neutral.show()
    qtbot.waitExposed(neutral)
    assert audit(neutral) == []
    assert _name(neutral.show_button) == neutral.show_button.text() != ""


@pytest.mark.usefixtures("english_catalogue")
def test_the_diamond_counter_is_heard_on_the_button_pressed(qtbot) -> None:  # noqa: ANN001
    """The number sits in a label of its own; the − and + buttons carry it in their names, and
    Qt announces a focused control's new name."""
    from gui.diamantenraub.widgets import NumberPicker

    picker = NumberPicker(1, 5)
    qtbot.addWidget(picker)
    picker.show()
    qtbot.waitExposed(picker)
    assert _name(picker.plus) == "More diamonds, now not set"
    picker.set_value(3)
    assert _name(picker.plus) == "More diamonds, now 3" and _name(picker.minus) == "Fewer diamonds, now 3"
    picker.step(+1)
    assert _name(picker.minus) == "Fewer diamonds, now 4"


@pytest.mark.parametrize("lang, one, three", [("en", "1 chamber face down", "3 chambers face down"),
                                              ("de", "1 Kammer verdeckt", "3 Kammern verdeckt")])
def test_the_table_says_one_chamber_not_one_chambers(qtbot, lang: str, one: str, three: str) -> None:  # noqa: ANN001
    from PySide6.QtCore import QCoreApplication

    from gui.text.i18n import Translations

    Translations.shared().set_language(lang)
    assert QCoreApplication.translate("TempelgoldTableScreen", "%1: %n chamber(s) face down", "", 1).endswith(one)
    assert QCoreApplication.translate("TempelgoldTableScreen", "%1: %n chamber(s) face down", "", 3).endswith(three)


def test_a_combo_box_is_labelled_by_its_label(make_window) -> None:  # noqa: ANN001
    """On Linux a combo box's name is its value; its label reaches the screen reader as its
    Label relation (the label's buddy), and elsewhere as its accessible name."""
    window = make_window()
    window.start_screen.choose_game("diamantenraub")
    combos = [c for c in window.start_screen.findChildren(QComboBox)]
    assert combos
    for combo in combos:
        iface = QAccessible.queryAccessibleInterface(combo)
        labels = [i.text(QAccessible.Text.Name) for i, _ in iface.relations(QAccessible.Relation.Label)]
        assert labels and labels[0] and combo.accessibleName() == labels[0]
