"""Every choice box on the start screen is read out by its label (issue 37 §3: "combo boxes
are announced by their current value"). On Linux, Qt's AT-SPI bridge names a combo box by
its value and gives its label through the "labelled by" relation, which a buddy label
makes: that relation is what a screen reader such as Orca reads first."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QComboBox

from gui.checks.selfplay import NAMES


def _label_of(combo: QComboBox) -> str:
    interface = QAccessible.queryAccessibleInterface(combo)
    labels = [other.text(QAccessible.Text.Name) for other, _flag in interface.relations(QAccessible.RelationFlag.Label)]
    return " ".join(labels)


@pytest.mark.parametrize("game, players, lang", [("tempelgold", 3, "en"), ("diamantenraub", 12, "de")])
def test_every_choice_box_of_the_start_screen_has_a_label(make_window, qtbot, game, players, lang):  # noqa: ANN001
    window = make_window()
    window.set_language(lang)
    start = window.start_screen
    start.choose_game(game)
    start.set_names(NAMES[:players])
    qtbot.waitUntil(lambda: all(row.screen_choice.isVisible() for row in start.players.rows), timeout=3000)
    combos = [c for c in window.findChildren(QComboBox) if c.isVisibleTo(window)]
    assert len(combos) >= players  # a screen choice per seat, and the game's own choices
    for combo in combos:
        label = _label_of(combo)
        assert label and label != combo.currentText(), (combo.objectName(), combo.currentText())
    seat_labels = [_label_of(row.screen_choice) for row in start.players.rows]
    assert all(NAMES[i] in label for i, label in enumerate(seat_labels)), seat_labels  # whose screen it is
