"""Issue 19, item 4: the log follows its newest entry unless the reader scrolled up; then a
"New entries" marker shows, and takes the reader down again."""
from __future__ import annotations

from PySide6.QtCore import QStringListModel, Qt

from gui.table_kit.log_view import LogView

LINE = "Dan zeigt 2 Diamanten. Sie gehen zurück an den Boss; Dan scheidet aus."


def _add(model: QStringListModel, text: str) -> None:
    row = model.rowCount()
    model.insertRows(row, 1)
    model.setData(model.index(row), text)


def _log(qtbot, rows: int = 30) -> tuple[LogView, QStringListModel]:  # noqa: ANN001
    view = LogView()
    qtbot.addWidget(view)
    model = QStringListModel([f"{i}: {LINE}" for i in range(rows)])
    view.setModel(model)
    view.resize(280, 260)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(view.newest_fully_visible, timeout=3000)
    return view, model


def test_a_list_that_gets_shorter_keeps_its_newest_entry_whole(qtbot):
    """The side panel grows above the log (a result line, the action box): the log gets
    shorter, and its newest entry must not end up cut off at the bottom."""
    view, model = _log(qtbot)
    view.resize(280, 180)
    qtbot.waitUntil(view.newest_fully_visible, timeout=3000)
    view.resize(220, 180)  # narrower: the rows grow taller as they re-wrap
    qtbot.waitUntil(view.newest_fully_visible, timeout=3000)
    _add(model, "Anna: " + LINE)
    qtbot.waitUntil(view.newest_fully_visible, timeout=3000)
    assert view.following() and not view.new_marker.isVisible()


def test_a_reader_who_scrolled_up_stays_and_sees_a_marker(qtbot):
    view, model = _log(qtbot)
    bar = view.verticalScrollBar()
    bar.setValue(0)  # the reader scrolls up to read an old line
    assert not view.following()
    _add(model, "new: " + LINE)
    qtbot.waitUntil(view.new_marker.isVisible, timeout=3000)
    assert bar.value() == 0 and not view.newest_fully_visible()
    assert view.new_marker.text() and view.viewport().geometry().contains(view.new_marker.geometry().center())
    qtbot.mouseClick(view.new_marker, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(view.newest_fully_visible, timeout=3000)
    assert view.following() and not view.new_marker.isVisible()


def test_scrolling_back_down_by_hand_follows_again(qtbot):
    view, model = _log(qtbot)
    bar = view.verticalScrollBar()
    bar.setValue(0)
    _add(model, "new: " + LINE)
    qtbot.waitUntil(view.new_marker.isVisible, timeout=3000)
    bar.setValue(bar.maximum())
    assert view.following() and not view.new_marker.isVisible()
    _add(model, "newer: " + LINE)
    qtbot.waitUntil(view.newest_fully_visible, timeout=3000)
