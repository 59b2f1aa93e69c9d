"""What a screen reader meets on a screen: every control and Tab stop, with its accessible
name and role as Qt's accessibility interface (``QAccessible``) reports them (issue 37).

:func:`audit` walks the visible widgets of a window and returns one line per problem: a
Tab stop or control without a name, a name with a line break in it, or a role that does
not say what the control is (a focusable pane, a single choice announced as a check box).
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QRadioButton,
    QScrollBar,
    QWidget,
)

Role = QAccessible.Role
#: Roles that say nothing of what a control does: a Tab stop with one of these is announced
#: as "panel" or "filler".
VAGUE_ROLES = {Role.NoRole, Role.Client, Role.Pane, Role.Window, Role.Grouping, Role.Whitespace, Role.Separator}
#: The role each kind of Qt control must keep.
EXPECTED_ROLES: list[tuple[type[QWidget], set[QAccessible.Role]]] = [
    (QRadioButton, {Role.RadioButton}),
    (QCheckBox, {Role.CheckBox}),
    (QAbstractButton, {Role.PushButton, Role.Button, Role.RadioButton, Role.CheckBox, Role.ButtonMenu, Role.Link}),
    (QComboBox, {Role.ComboBox}),
    (QLineEdit, {Role.EditableText}),
]


def is_interactive(widget: QWidget) -> bool:
    """A control or a Tab stop: what a keyboard or screen-reader user can land on."""
    if isinstance(widget, QScrollBar):
        return False  # a scroll area's own part, never a Tab stop; screen readers know it
    if widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
        return True
    return isinstance(widget, (QAbstractButton, QComboBox, QLineEdit, QAbstractSlider, QAbstractSpinBox))


def describe(widget: QWidget) -> str:
    """The widget's class and object name, and its parents' up to the first with a name."""
    parts = []
    current: QWidget | None = widget
    while current is not None:
        name = current.objectName()
        parts.append(f"{type(current).__name__}{'#' + name if name else ''}")
        if name and current is not widget or len(parts) > 3:
            break
        current = current.parentWidget()
    return " in ".join(parts)


def audit(window: QWidget) -> list[str]:
    """The problems of every visible control and Tab stop in ``window`` (empty: none)."""
    problems = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or not is_interactive(widget) or widget.focusProxy() is not None:
            continue  # a focus proxy's widget (a view's viewport): the proxy is what is focused
        if isinstance(widget, QAbstractScrollArea) and widget.parent() is not None and isinstance(widget.parent(), QComboBox):
            continue
        iface = QAccessible.queryAccessibleInterface(widget)
        if iface is None or not iface.isValid():
            problems.append(f"{describe(widget)}: no accessible interface")
            continue
        name = iface.text(QAccessible.Text.Name).strip()
        role = iface.role()
        if not name:
            problems.append(f"{describe(widget)} ({role.name}): no accessible name")
        elif "\n" in name:
            problems.append(f"{describe(widget)} ({role.name}): a line break in its name {name!r}")
        named_area = isinstance(widget, QAbstractScrollArea) and bool(name)  # a named view (the table)
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and role in VAGUE_ROLES and not named_area:
            problems.append(f"{describe(widget)} {name!r}: a Tab stop with the vague role {role.name}")
        labels = [i.text(QAccessible.Text.Name).strip() for i, _ in iface.relations(QAccessible.Relation.Label)]
        if isinstance(widget, QComboBox) and not any(labels) and name == widget.currentText().strip():
            problems.append(f"{describe(widget)}: a combo box named by its value {name!r}, not by its label")
        for kind, roles in EXPECTED_ROLES:
            if isinstance(widget, kind):
                if role not in roles:
                    problems.append(f"{describe(widget)} {name!r}: role {role.name}, not one of {sorted(str(r.name) for r in roles)}")
                break
    return problems
