"""Keyboard play of the interrogation table: a focus that walks over the accusable seats.

Reuses the Tempelgold table's pure focus rules (:mod:`gui.table_kit.focus`, with one
target ``(seat, 0)`` per seat) and its two-tone :class:`~gui.tempelgold.items.FocusRing`.

Decisions:

* With the felt view focused, Left/Up and Right/Down step to the previous/next seat that may
  be accused (clockwise, wrapping round); the focused seat is also the Boss's pick, exactly as
  a click on it (so "Taschen leeren!" names it), and a gold ring with a dark edge marks it.
* Enter (or Space) accuses the focused seat — through the action box's button, so the Session
  asks to confirm exactly as for a click.
* The ring shows only once the keyboard is used (an arrow key, or focus by Tab); a mouse
  click on a seat moves the keyboard focus there too.
* When the focused seat can no longer be accused (it was just accused and revealed), the
  focus moves on to the next seat but the ring hides until the keyboard is used again: a
  ring the Boss did not put there would look like a pick (issue 19, item 12).
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from gui.table_kit.focus import keep_focus, step_focus
from gui.table_kit.items import FocusRing

_ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
_ACT = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
_KEYBOARD_REASONS = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason,
                     Qt.FocusReason.OtherFocusReason, Qt.FocusReason.ShortcutFocusReason)


class SeatFocus(QObject):
    """The keyboard focus on the table's seats (an event filter on the felt view).

    ``targets()`` gives the seats that may be accused now (empty: nothing to do),
    ``select(seat)`` points the Boss at a seat, ``accuse()`` presses "Taschen leeren!",
    ``rect_of(seat)`` is the scene rectangle the ring goes round.
    """

    def __init__(self, view: QGraphicsView, scene: QGraphicsScene, *, targets: Callable[[], list[int]],
                 select: Callable[[int], None], accuse: Callable[[], None],
                 rect_of: Callable[[int], object], changed: Callable[[], None]) -> None:
        super().__init__(view)
        self._view = view
        self._targets = targets
        self._select = select
        self._accuse = accuse
        self._rect_of = rect_of
        self._changed = changed
        self._seat: int | None = None
        self._show = False
        self.ring = FocusRing()
        scene.addItem(self.ring)
        view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        view.installEventFilter(self)

    def focused_seat(self) -> int | None:
        """The seat the keyboard focus is on, if it may be accused now."""
        return self._seat if self._seat in self._targets() else None

    def ring_visible(self) -> bool:
        return self.ring.isVisible()

    def follow_click(self, seat: int) -> None:
        """A click chose ``seat``: the keyboard goes on from there."""
        self._seat = seat
        self.sync()

    def sync(self) -> None:
        """Keep the focus on an accusable seat (the same, or the next clockwise); place the ring.
        A ring that shows or hides is told on (the table's accessible name says whom Enter
        accuses only while the ring shows)."""
        shown = self.ring.isVisible()
        self._place()
        if self.ring.isVisible() != shown:
            self._changed()

    def _place(self) -> None:
        seats = self._targets()
        if not seats:
            self.ring.setVisible(False)
            return
        old = self._seat
        new = keep_focus([(s, 0) for s in seats], None if old is None else (old, 0))
        self._seat = None if new is None else new[0]
        if old is not None and self._seat != old:
            self._show = False  # moved on by itself: no ring until the keyboard is used again
        if self._seat is not None and self._show:
            self.ring.set_rect(self._rect_of(self._seat))  # type: ignore[arg-type]  # a QRectF
            self.ring.setVisible(True)
        else:
            self.ring.setVisible(False)
        if new != (None if old is None else (old, 0)):
            self._changed()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self._view:
            if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
                return self._key(event)
            if event.type() == QEvent.Type.FocusIn and isinstance(event, QFocusEvent):
                if event.reason() in _KEYBOARD_REASONS:
                    self._show = True
                self.sync()
            elif event.type() == QEvent.Type.FocusOut and isinstance(event, QFocusEvent):
                # a popup or a dialog over the window (the accusation's "Sure?") keeps the
                # ring: back from "No", Enter still accuses the ringed seat
                if event.reason() not in (Qt.FocusReason.PopupFocusReason, Qt.FocusReason.ActiveWindowFocusReason):
                    self._show = False
                self.sync()
        return False

    def _key(self, event: QKeyEvent) -> bool:
        seats = self._targets()
        key = event.key()
        if not seats or key not in (*_ARROWS, *_ACT):
            return False
        event.accept()
        current = self.focused_seat()
        if key in _ARROWS:
            forward = key in (Qt.Key.Key_Right, Qt.Key.Key_Down)
            self._show = True
            target = step_focus([(s, 0) for s in seats], None if current is None else (current, 0),
                                Qt.Key.Key_Right if forward else Qt.Key.Key_Left)
            self._seat = target[0]
            self._select(self._seat)
            self.sync()
            self._changed()
        elif current is not None and self._show:
            self._select(current)
            self._accuse()
        return True
