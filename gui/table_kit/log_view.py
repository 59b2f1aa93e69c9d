"""The game log as a list whose entries always wrap in full: shared by every game's table.

``QListView`` with ``wordWrap`` sizes a row once, from the width it has at that moment, and
keeps that height until something relayouts the list. Rows added while the list is still
narrow, before it is first shown, or just before its scroll bar appears were cut off
mid-sentence ("… Dan h…") with a blank gap below, and fixed themselves only later.

Here a delegate measures each entry for the width it will really be painted at — the
viewport's width minus the room a scroll bar takes, whether or not one is shown right now —
and paints it into that same width, so the measured height always holds the whole text. The
list relayouts at once when its width or font changes (``ResizeMode.Adjust`` plus an explicit
relayout on font changes), so every entry is whole at every width, at once.

Entries are plain text (player names are never markup).

The list follows the newest entry (issue 19, item 4): while the reader has not scrolled up,
every change of the scroll range (new rows, rows that grew when their width changed, a list
that got shorter because the panel above it grew) puts the bottom back in view, so a result
line is never left cut off ("Dan zeigt 2 Diamanten. Sie…"). Once the reader scrolls up, the
list stays where they are; new entries then show a "New entries ↓" marker at the bottom,
which scrolls down and follows again. Scrolling back to the bottom by hand follows again too.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QMetaObject, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, Slot
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from gui.look import palette

Index = QModelIndex | QPersistentModelIndex

#: Room inside a row around its text, in pixels (left/right, top/bottom).
PAD_X, PAD_Y = 6, 3
_FLAGS = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)


class WrapDelegate(QStyledItemDelegate):
    """Measures and paints an entry's text word-wrapped to the list's usable width."""

    def __init__(self, view: "LogView") -> None:
        super().__init__(view)
        self._view = view

    def text_width(self) -> int:
        """The width every entry is wrapped to (the same in ``sizeHint`` and ``paint``)."""
        return max(40, self._view.usable_width() - 2 * PAD_X)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:  # noqa: N802 - Qt name
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        metrics = QFontMetrics(self._view.font())
        rect = metrics.boundingRect(QRect(0, 0, self.text_width(), 100000), _FLAGS, text)
        return QSize(self.text_width() + 2 * PAD_X, rect.height() + 2 * PAD_Y)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        painter.save()
        if option.state & QStyle.StateFlag.State_Selected:
            painter.fillRect(option.rect, QColor(palette.SELECTION))
        painter.setFont(self._view.font())
        painter.setPen(QColor(palette.TEXT))
        r = option.rect
        target = QRect(r.left() + PAD_X, r.top() + PAD_Y, self.text_width(), max(1, r.height() - 2 * PAD_Y))
        painter.drawText(target, _FLAGS, text)
        painter.restore()


class LogView(QListView):
    """A read-only, word-wrapping list of log entries that keeps the newest in view."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameLog")
        self.setItemDelegate(WrapDelegate(self))
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSpacing(3)
        self.setStyleSheet(
            f"QListView {{ background: {palette.LOG}; color: {palette.TEXT}; border: none;"
            " border-radius: 8px; padding: 6px; }"
            f"QScrollBar:vertical {{ background: {palette.LOG}; width: 10px; margin: 0; }}"
            f"QScrollBar::handle:vertical {{ background: {palette.LINE}; border-radius: 5px; min-height: 30px; }}"
            "QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }"
            "QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }"
        )
        self._follow = True
        self._last_max = 0
        self.new_marker = QPushButton(self)
        self.new_marker.setObjectName("NewEntries")
        self.new_marker.setCursor(Qt.CursorShape.PointingHandCursor)
        self.new_marker.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.new_marker.setStyleSheet(
            f"QPushButton {{ background: {palette.GOLD}; color: #1b1b1b; border: none; border-radius: 10px;"
            " padding: 3px 12px; font-weight: 700; }")
        self.new_marker.clicked.connect(self.follow_newest)
        self.new_marker.hide()
        self._retranslate()
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._on_range)
        bar.valueChanged.connect(self._on_value)

    # -- following the newest entry ---------------------------------------------------------
    def following(self) -> bool:
        """Whether the list keeps its newest entry in view (the reader has not scrolled up)."""
        return self._follow

    @Slot()
    def follow_newest(self) -> None:
        """Scroll to the newest entry and follow again (the marker's click)."""
        self._follow = True
        self.new_marker.hide()
        self.scrollToBottom()
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def newest_fully_visible(self) -> bool:
        """Whether the newest entry is whole inside the viewport (or there is none)."""
        model = self.model()
        if model is None or model.rowCount() == 0:
            return True
        rect = self.visualRect(model.index(model.rowCount() - 1, 0))
        view = self.viewport().rect()
        if rect.isValid() and rect.height() > view.height():  # taller than the list: its end is in view
            return view.top() <= rect.bottom() <= view.bottom() + 1
        return rect.isValid() and view.contains(rect)

    def _on_range(self, _low: int, high: int) -> None:
        # A reader at the old bottom is following too: the list's own slot may lay the rows
        # out (and grow the range) before our value slot has seen a scroll to the bottom.
        bar = self.verticalScrollBar()
        if self._follow or bar.value() >= self._last_max - 1:
            self._follow = True
            self.new_marker.hide()
            bar.setValue(high)
        self._last_max = high

    def _on_value(self, _value: int) -> None:
        bar = self.verticalScrollBar()  # its value now, not the signal's: a nested change may have moved it
        self._follow = bar.value() >= bar.maximum() - 1
        if self._follow:
            self.new_marker.hide()

    def _retranslate(self) -> None:
        self.new_marker.setText(self.tr("New entries ↓"))
        self.new_marker.adjustSize()
        self._place_marker()

    def _place_marker(self) -> None:
        vp = self.viewport().geometry()
        size = self.new_marker.sizeHint()
        self.new_marker.setGeometry(vp.center().x() - size.width() // 2, vp.bottom() - size.height() - 4,
                                    size.width(), size.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt name
        super().resizeEvent(event)
        self._place_marker()

    def usable_width(self) -> int:
        """The viewport's width as if the vertical scroll bar were shown (it may appear any time)."""
        width = self.viewport().width()
        bar = self.verticalScrollBar()
        if not bar.isVisible():
            width -= max(bar.sizeHint().width(), 10)
        return max(1, width - 2 * self.spacing())

    # The list's own virtual slots, not Python connections from the model: the shared log
    # model lives the whole evening, and nothing of it should hold on to a dropped table's
    # list (the long evening, tests/hardening/test_long_evening.py, counts dead wrappers).
    def rowsInserted(self, parent: Index, start: int, end: int) -> None:  # noqa: N802 - Qt name
        super().rowsInserted(parent, start, end)
        if self._follow:
            self._scroll_soon()
        else:
            self._place_marker()
            self.new_marker.show()
            self.new_marker.raise_()

    def reset(self) -> None:  # the model was reset (Qt calls this on modelReset and setModel)
        super().reset()
        self._follow = True
        self.new_marker.hide()
        self._scroll_soon()

    def scrollToBottom(self) -> None:  # noqa: N802 - Qt name; the queued call lands here
        """Qt's scroll to the bottom, only while following (a queued call may arrive after the
        reader scrolled up)."""
        if self._follow:
            super().scrollToBottom()

    def _scroll_soon(self, *_args: object) -> None:
        # After the list has laid out the new rows (their heights), not before: a queued call
        # of the list's own slot. Not ``QTimer.singleShot(0, self, self.scrollToBottom)``:
        # when the list was deleted before the timer fired (a table dropped at a game's end),
        # PySide kept the bound method, and with it the dead LogView wrapper, for good.
        QMetaObject.invokeMethod(self, "scrollToBottom", Qt.ConnectionType.QueuedConnection)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt name
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        if event.type() == QEvent.Type.FontChange:
            self.scheduleDelayedItemsLayout()
            self._scroll_soon()

    def row_heights_fit(self) -> bool:
        """Whether every row is tall enough for its whole text at the current width (tests)."""
        delegate = self.itemDelegate()
        assert isinstance(delegate, WrapDelegate)
        model = self.model()
        if model is None:
            return True
        metrics = QFontMetrics(self.font())
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            rect = self.visualRect(index)
            text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
            need = metrics.boundingRect(QRect(0, 0, delegate.text_width(), 100000), _FLAGS, text).height()
            if rect.height() < need + 2 * PAD_Y:
                return False
        return True
