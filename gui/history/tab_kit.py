"""What the history screen's tabs share: the read-only table, its plain-text cells, the
tables' look on the felt, how a rate is written, and what a tab reads of the screen.

Every tab of :class:`gui.history.screen.HistoryDialog` is a table a keyboard can walk and
shows names that must never be taken for markup; writing that once keeps the four tabs
alike. :class:`ScreenState` is the narrow view a tab has of the screen it is on, so that a
tab needs neither the screen's class nor its other parts.
"""
from __future__ import annotations

import sqlite3
from typing import Any, Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QHeaderView, QTableWidget, QTableWidgetItem


class ScreenState(Protocol):
    """What a tab reads of the screen each time it fills: the language (it switches while the
    screen is open), the two filters at the top, and the open history (``None``: there is
    none, or it cannot be read)."""

    lang: str
    game_filter: QComboBox
    player_filter: QComboBox

    @property
    def conn(self) -> sqlite3.Connection | None: ...


def percent(x: float) -> str:
    return f"{round(100 * x)} %"


def percent_number(x: float) -> str:
    return str(round(100 * x))


def cell(text: str, data: Any = None) -> QTableWidgetItem:
    item = QTableWidgetItem(text)  # plain text: a name is never markup
    item.setToolTip(text)  # an elided cell can still be read whole (tooltips are plain text too)
    item.setFlags(Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled)
    if data is not None:
        item.setData(Qt.ItemDataRole.UserRole, data)
    return item


def read_only_table(columns: int, stretch: tuple[int, ...] = ()) -> QTableWidget:
    """A read-only table a keyboard can walk; ``stretch``: the columns that share the width
    (their text is elided, with the whole text as a tooltip; the others fit their contents)."""
    table = QTableWidget(0, columns)
    table.setAlternatingRowColors(True)
    table.setTextElideMode(Qt.TextElideMode.ElideRight)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setTabKeyNavigation(False)  # Tab leaves the table (keyboard-only use)
    table.verticalHeader().setVisible(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    for column in stretch:
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
    if not stretch:
        header.setStretchLastSection(True)
    table.setWordWrap(False)
    return table


def _css() -> str:
    from gui.look import palette as p

    return (
        f"QTabWidget::pane {{ background: {p.FELT_DARK}; border: 1px solid {p.LINE}; }}"
        f"QTableWidget {{ background: {p.LOG}; alternate-background-color: {p.SIDE}; color: {p.CREAM};"
        f" gridline-color: {p.LINE}; selection-background-color: {p.SELECTION}; selection-color: {p.CREAM}; }}"
        f"QTabWidget QLabel {{ color: {p.CREAM}; }}"
    )


TABLES_CSS = _css()
"""Tables on the felt, as the log is (the app's tab pane is paper, for the rules)."""
