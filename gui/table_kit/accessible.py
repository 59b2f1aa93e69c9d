"""The accessible role of a control whose Qt class announces it wrongly (issue 37).

A screen reader learns what a control *is* from its role: a checkable push button that is one
choice of several is announced as a "check box", and a frame that picks a card as a "panel".
:func:`set_role` gives such a widget the role it plays (a radio button, a button); the
accessibility interface Qt makes for it then reports that role, the widget's own accessible
name and description, and, for a choice, whether it is checked (:func:`set_checked`, or a
checkable button's own state).

Call :func:`set_role` right after making the widget: Qt keeps the first interface it made
for a widget for the widget's lifetime.
"""
from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAccessibleStateChangeEvent
from PySide6.QtWidgets import QAbstractButton, QAccessibleWidget, QWidget

ROLE_PROPERTY = "kartentischAccessibleRole"
CHECKED_PROPERTY = "kartentischAccessibleChecked"

_installed = False


class _RoleInterface(QAccessibleWidget):
    """A widget's interface with the role it was given, and its checked state if it is a choice.

    It keeps no Python reference to its widget (Qt keeps the interface as long as the widget
    lives, so a reference here would keep the widget's Python wrapper alive after the widget
    is deleted: tests/hardening/test_long_evening.py); it asks :meth:`widget` each time."""

    def state(self) -> QAccessible.State:
        state = super().state()
        widget = self.widget()
        checked = widget.property(CHECKED_PROPERTY)
        if isinstance(widget, QAbstractButton) and widget.isCheckable():
            checked = widget.isChecked()
        if isinstance(checked, bool):
            state.checkable = True
            state.checked = checked
        return state


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    """Qt asks this for every object's first interface: the widgets given a role get theirs."""
    if not isinstance(obj, QWidget):
        return None
    role = obj.property(ROLE_PROPERTY)
    if not isinstance(role, int):
        return None
    return _RoleInterface(obj, QAccessible.Role(role))


def set_role(widget: QWidget, role: QAccessible.Role) -> None:
    """``widget`` is announced as ``role`` (give it an accessible name: this interface reads
    the name from ``accessibleName()`` only, not from a button's text)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
    widget.setProperty(ROLE_PROPERTY, int(role.value))


def set_checked(widget: QWidget, checked: bool) -> None:
    """A choice that is not a checkable button (a picked card): announced as checked or not."""
    if widget.property(CHECKED_PROPERTY) == checked:
        return
    widget.setProperty(CHECKED_PROPERTY, bool(checked))
    if QAccessible.isActive():
        change = QAccessible.State()
        change.checked = True
        QAccessible.updateAccessibility(QAccessibleStateChangeEvent(widget, change))
