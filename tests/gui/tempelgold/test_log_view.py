"""The game log wraps every entry in full, at once, at every width (issue 10)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QStringListModel
from PySide6.QtGui import QFontMetrics

from gui.table_kit.log_view import LogView
from gui.table_kit import style

LONG = ("Anna öffnet eine Kammer bei Dan: eine Feuerfalle! Dan hat jetzt den Schlüssel und "
        "muss als Nächstes eine Kammer eines anderen Mitspielers öffnen.")
ENTRIES = ["Runde 1 beginnt.", LONG, "Ben öffnet eine Kammer bei Carla: leer.", LONG + " " + LONG]


@pytest.mark.parametrize("width", [200, 260, 420, 900])
@pytest.mark.parametrize("px", [15, 22])
def test_every_entry_is_whole_right_after_it_arrives(qtbot, width, px):
    view = LogView()
    qtbot.addWidget(view)
    view.setFont(style.font(px))
    model = QStringListModel()
    view.setModel(model)
    view.resize(width, 300)
    view.show()
    qtbot.waitExposed(view)
    for text in ENTRIES:  # one by one, as the game writes them
        row = model.rowCount()
        model.insertRows(row, 1)
        model.setData(model.index(row), text)
        qtbot.wait(1)
        assert view.row_heights_fit(), (width, px, row)
    line = QFontMetrics(view.font()).lineSpacing()
    assert view.visualRect(model.index(1)).height() > 2 * line  # the long entry really wrapped


def test_entries_rewrap_at_once_when_the_list_gets_narrower_or_the_font_bigger(qtbot):
    view = LogView()
    qtbot.addWidget(view)
    model = QStringListModel(ENTRIES)
    view.setModel(model)
    view.resize(700, 400)
    view.show()
    qtbot.waitExposed(view)
    qtbot.wait(1)
    assert view.row_heights_fit()
    view.resize(240, 400)
    qtbot.wait(1)
    assert view.row_heights_fit()
    view.setFont(style.font(24))
    qtbot.wait(1)
    assert view.row_heights_fit()


def test_the_newest_entry_is_scrolled_into_view(qtbot):
    view = LogView()
    qtbot.addWidget(view)
    model = QStringListModel(ENTRIES * 4)
    view.setModel(model)
    view.resize(260, 200)
    view.show()
    qtbot.waitExposed(view)
    model.insertRows(model.rowCount(), 1)
    model.setData(model.index(model.rowCount() - 1), "Jonas hat den Schlüssel.")
    qtbot.waitUntil(lambda: view.viewport().rect().intersects(view.visualRect(model.index(model.rowCount() - 1))),
                    timeout=1000)


def test_a_shared_log_outlives_a_dropped_list(qtbot):
    """The Session's log model lives on after a table (and its list) is destroyed."""
    from PySide6.QtCore import QCoreApplication, QEvent

    model = QStringListModel(ENTRIES)
    view = LogView()
    view.setModel(model)
    view.show()
    model.insertRows(model.rowCount(), 1)  # a scroll is scheduled …
    view.deleteLater()                      # … and the list goes before it runs
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    model.insertRows(model.rowCount(), 1)
    qtbot.wait(20)  # no "already deleted" error from a late timer or connection
