"""Two keyboard rules for every screen of the window (issue 37 §4, §5).

* **Return presses a focused push button as Space does.** Qt's push buttons take Return
  only in a dialog (``autoDefault``); on the window's screens Return did nothing where Space
  pressed. :class:`KeyboardRules` watches the key events the window receives: a Return or
  Enter that a focused :class:`QPushButton` left unhandled (so it travelled up to the window)
  is given to that button's own handler as Space, press as press and release as release. The button then
  behaves exactly as with Space, a held button (the curtain's reveal and commit buttons)
  included. A widget that handles Return itself (the Tempelgold table, a picked card, the
  round banner) never lets it reach the window, so nothing changes for it; dialogs keep
  Qt's own Return (the default button).
  Decided: only push buttons. Return on a check box does not toggle it, as in every dialog.

* **A focused control is always in view.** Qt scrolls a scroll area to a control reached by
  Tab, but not to one that is given the focus by the program (the start screen's options
  after a game switch, a new row). Whenever the focus moves, every scroll area around the
  new focus widget scrolls it into view (``QScrollArea.ensureWidgetVisible``), and so does
  every later change of those scroll areas' size (the window maximized after a first start on
  a small screen, a bar below them growing: the start screen's name field, scrolled to at
  one size, was left half below the fold at the next).

Tests: tests/gui/test_keyboard_rules.py.
"""
from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QPushButton, QScrollArea, QWidget

_RETURN_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
#: The margin kept round a control scrolled into view: its focus frame shows whole.
VIEW_MARGIN = 12


#: The property that marks a scroll area's viewport as watched for size changes.
_WATCHED = "keepsFocusInView"


def scroll_into_view(widget: QWidget | None) -> list[QScrollArea]:
    """Scroll every scroll area that holds ``widget`` so that it is in view; returns them."""
    areas: list[QScrollArea] = []
    if widget is None or not widget.isVisible():
        return areas
    parent = widget.parentWidget()
    while parent is not None:
        inner = parent.widget() if isinstance(parent, QScrollArea) else None
        if isinstance(parent, QScrollArea) and inner is not None and inner.isAncestorOf(widget):
            parent.ensureWidgetVisible(widget, VIEW_MARGIN, VIEW_MARGIN)
            areas.append(parent)
        parent = parent.parentWidget()
    return areas


class KeyboardRules(QObject):
    """Return as Space on a focused push button, and the focus kept in view, for ``window``.

    An event filter on the window (not on the application: only the key events that no
    widget took reach the window, and nothing else is looked at twice)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._pressed: QPushButton | None = None  # the button a Return went to as Space
        window.installEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and self._window.isAncestorOf(new):
            for area in scroll_into_view(new):
                viewport = area.viewport()
                if not viewport.property(_WATCHED):  # once per scroll area, for as long as it lives
                    viewport.setProperty(_WATCHED, True)
                    viewport.installEventFilter(self)

    def _keep_focus_in_view(self) -> None:
        focus = QApplication.focusWidget()
        if focus is not None and shiboken6.isValid(self._window) and self._window.isAncestorOf(focus):
            scroll_into_view(focus)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        kind = event.type()
        if kind == QEvent.Type.Resize and watched is not self._window:
            # a watched viewport took a new size: after the layouts have settled on it
            QTimer.singleShot(0, self, self._keep_focus_in_view)
            return False
        if watched is not self._window or kind not in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            return False
        if not isinstance(event, QKeyEvent) or event.key() not in _RETURN_KEYS:
            return False
        if kind == QEvent.Type.KeyPress:
            focus = QApplication.focusWidget()
            if not isinstance(focus, QPushButton) or not focus.isEnabled() or not focus.isVisible():
                return False
            if not event.isAutoRepeat():
                self._pressed = focus
            elif focus is not self._pressed:
                return False
            target: QPushButton | None = focus
        else:
            target, self._pressed = self._pressed, None
            if target is None or not shiboken6.isValid(target):
                return False  # the button went with its screen (a held reveal opened the next)
            if event.isAutoRepeat() and QApplication.focusWidget() is not target:
                return False
            if event.isAutoRepeat():
                self._pressed = target
        assert target is not None
        space = QKeyEvent(kind, Qt.Key.Key_Space, event.modifiers(), " ", event.isAutoRepeat())
        # Straight to the button's own handler, not through the application's filters: the
        # curtain's held-key latch (gui/curtain/held_key.py) has seen the real key, Return,
        # and must not count a Space that no person pressed (nor wait for its release).
        target.event(space)
        return True
