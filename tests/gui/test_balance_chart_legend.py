"""Issue 19 item 10: the balance chart's labels are explained, and at 800×600 the chart can
be opened in its own window, where it is drawn at full size and scrolls."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QUrl

from gui.balance.balance_chart import CHART_LINK, ChartDialog, chart_image
from gui.dialogs.rules import RulesDialog


pytestmark = pytest.mark.usefixtures("english_catalogue")  # these tests read English texts


@pytest.mark.parametrize("game, words", [("diamantenraub", ("Gun", "E+1", "E−1", "Gunslinger", "excuse")),
                                         ("tempelgold", ("one trap", "Only one trap"))])
def test_the_rules_explain_the_charts_labels_and_link_to_its_window(qtbot, game, words):
    # the chart and its legend come with the shipped table, which must match the shipped bots
    # (tests/lab/test_balance_note.py): no table here is a failure, not a reason to skip
    assert chart_image(game) is not None, "no shipped simulation table for the chart"
    dialog = RulesDialog("en", game)
    qtbot.addWidget(dialog)
    dialog.resize(800, 600)
    text = dialog.browsers[game].toPlainText()
    legend = text[text.index("How to read the chart"):]
    for word in words:
        assert word in legend, word
    html = dialog.browsers[game].toHtml()
    assert f'href="{CHART_LINK}:{game}"' in html
    dialog.browsers[game].anchorClicked.emit(QUrl(f"{CHART_LINK}:{game}"))
    chart = dialog.chart_dialog
    assert isinstance(chart, ChartDialog) and chart.isVisible()
    assert chart.chart.pixmap() is not None and not chart.chart.pixmap().isNull()
    assert chart.chart.pixmap().width() >= chart_image(game).width() * 0.99  # full size, not squeezed
    chart.close()
