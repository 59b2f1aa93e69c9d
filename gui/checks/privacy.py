"""What a person in front of the screen can see: every visible text and face-up card.

:func:`scan` walks the whole window — its title, every *visible* widget's ``text()``,
``toolTip()``, ``accessibleName()``, ``accessibleDescription()``, ``windowTitle()``,
placeholder, what Qt's accessibility interface (``QAccessible``, what a screen reader reads)
reports as each widget's name, description and value, the contents of labels, buttons, text edits, combo boxes, item views (display
and tooltip data of every row) and graphics scenes (item tooltips, text items, and the
face element of every face-up card item) — and returns what it found. The tests use it
after every curtain step to prove that nothing secret is on screen; it is also handy for
a manual audit (``python -c "from gui.checks.privacy import scan; ..."``).

It reads widgets through public Qt API only and never changes them.

A face is identified by what it *is*, not by its picture alone: a playing card by its
element id (``"7_heart"``), a card of another deck by ``"<deck>:<element>"`` (:func:`face_id`).
Tempelgold's role cards are number cards of a second deck, so the same picture may be a
seat's secret role card and an empty chamber of the first deck lying open on the table; by
the picture alone a role card shown to the room would pass as that public chamber (and a
role card a seat may see as a chamber it may not). A card widget or item says which deck it
shows with a ``card_kind`` attribute (:data:`ROLE_KIND`; none: a playing card); the
``shown_elements()`` of panels and the autoplayers' public faces use the same identities.
:func:`leaked_faces` compares them (a face without a deck is still checked by its picture).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QModelIndex, QStringListModel, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollBar,
    QTextEdit,
    QWidget,
)

from gui.cards.items import CardItem, CardWidget
from gui.table_kit.declared import ROLE_KIND as ROLE_KIND, face_id as face_id, has_card_kind, picture as picture
from gui.table_kit.widgets import FanWidget


#: The ``card_kind`` of Tempelgold's role cards (the second deck).
def leaked_faces(secret: set[str], allowed: set[str], seen: set[str]) -> set[str]:
    """The faces of ``secret`` that are on screen (``seen``) though not ``allowed`` (the
    viewer's own, the public ones): every identity seen as itself, and — for a face whose
    widget names no deck (``card_kind``), so could be a card of any deck — every secret of
    that picture, unless the picture is allowed under some identity. A tagged face is
    compared exactly; an untagged one as strictly as by picture alone, never less."""
    hidden = secret - allowed
    untagged = {e for e in seen if ":" not in e}
    allowed_pictures = {picture(e) for e in allowed}
    by_picture = {e for e in hidden if picture(e) in untagged and picture(e) not in allowed_pictures}
    return (hidden & seen) | by_picture


@dataclass
class Visible:
    """Everything visible: ``texts`` (strings, in walk order) and ``elements`` (the
    :func:`face_id` of every face-up card, e.g. ``"queen_heart"``, ``"role:7_heart"``)."""

    texts: list[str] = field(default_factory=list)
    elements: set[str] = field(default_factory=set)

    def joined(self) -> str:
        return "\n".join(self.texts)

    def contains(self, needle: str) -> bool:
        return any(needle in text for text in self.texts)


def scan(window: QWidget, *, visible_only: bool = True) -> Visible:
    """Walk ``window`` and everything visible in it.

    ``visible_only=False`` reads hidden widgets too (to learn what a widget *would* show, or
    to prove that nothing is left behind in a hidden one).
    """
    found = Visible()
    _add(found, window.windowTitle())
    for widget in [window, *window.findChildren(QWidget)]:
        if visible_only and not widget.isVisible():
            continue
        _scan_widget(widget, found, visible_only)
    return found


def _add(found: Visible, value: object) -> None:
    if isinstance(value, str) and value.strip():
        found.texts.append(value)


_ACCESSIBLE_TEXTS = (QAccessible.Text.Name, QAccessible.Text.Description, QAccessible.Text.Value, QAccessible.Text.Help)


def _scan_accessible(widget: QWidget, found: Visible) -> None:
    """What a screen reader reads of ``widget``: the name, description, value and help its
    accessibility interface reports (a button's text, a combo box's value, a label's text,
    a name set on it), also where they differ from the widget's own properties."""
    if isinstance(widget, QScrollBar):
        return  # its value is a scroll position, not content
    iface = QAccessible.queryAccessibleInterface(widget)
    if iface is None or not iface.isValid():
        return
    for kind in _ACCESSIBLE_TEXTS:
        _add(found, iface.text(kind))


def _scan_widget(widget: QWidget, found: Visible, visible_only: bool = True) -> None:
    _scan_accessible(widget, found)
    _add(found, widget.toolTip())
    _add(found, widget.accessibleName())
    _add(found, widget.accessibleDescription())
    _add(found, widget.statusTip())
    _add(found, widget.whatsThis())
    if widget.isWindow():
        _add(found, widget.windowTitle())
    if isinstance(widget, (QLabel, QAbstractButton)):
        _add(found, widget.text())
    if isinstance(widget, QLineEdit):
        if widget.echoMode() == QLineEdit.EchoMode.Normal:
            _add(found, widget.text())
        _add(found, widget.placeholderText())
    if isinstance(widget, (QTextEdit, QPlainTextEdit)):
        _add(found, widget.toPlainText())
        _add(found, widget.placeholderText())
    if isinstance(widget, QComboBox):
        _add(found, widget.currentText())
        for i in range(widget.count()):
            _add(found, widget.itemText(i))
    if isinstance(widget, QAbstractItemView) and widget.model() is not None:
        _scan_model(widget.model(), QModelIndex(), found, depth=0)
    if isinstance(widget, QGraphicsView) and widget.scene() is not None:
        for item in widget.scene().items():
            if visible_only and not item.isVisible():
                continue
            _add(found, item.toolTip())
            if isinstance(item, QGraphicsTextItem):
                _add(found, item.toPlainText())
            elif isinstance(item, QGraphicsSimpleTextItem):
                _add(found, item.text())
            found.elements.update(face_elements(item))
    found.elements.update(face_elements(widget))


def _scan_model(model: QAbstractItemModel, parent: QModelIndex, found: Visible, depth: int) -> None:
    if depth > 4:
        return
    flat = isinstance(model, (QAbstractListModel, QStringListModel))
    columns = 1 if flat else max(1, model.columnCount(parent))
    for row in range(model.rowCount(parent)):
        for col in range(columns):
            index = model.index(row, col, parent)
            for role in (
                Qt.ItemDataRole.DisplayRole,
                Qt.ItemDataRole.ToolTipRole,
                Qt.ItemDataRole.AccessibleTextRole,
                Qt.ItemDataRole.StatusTipRole,
            ):
                _add(found, model.data(index, role))
            if not flat and model.hasChildren(index):
                _scan_model(model, index, found, depth + 1)


def face_elements(obj: object) -> list[str]:
    """The identity (:func:`face_id`) of every face ``obj`` paints: one for a card
    item/widget, several for a fan."""
    element = face_element(obj)
    if element:
        return [element]
    if isinstance(obj, FanWidget):
        kind = _kind(obj)
        return [face_id(e, kind) for e in obj.elements() if isinstance(e, str) and not _is_back(e)]
    return []


def _is_back(element: str) -> bool:
    return element.startswith("back") or element.endswith("back")  # PLAY_BACK "back", ROLE_BACK "back_role"


def _kind(obj: object) -> str | None:
    kind = obj.card_kind if has_card_kind(obj) else None
    return kind if isinstance(kind, str) else None


def face_element(obj: object) -> str | None:
    """The identity (:func:`face_id`) of the face a card item/widget currently *shows*, or
    None (not a card, or face down). Every card on screen is one of ``gui.cards``' card items
    or widgets (a game's widgets hold those); a fan of them is the toolkit's ``FanWidget``."""
    if not isinstance(obj, (CardItem, CardWidget)):
        return None
    try:
        element = obj.element()
    except RuntimeError:  # a half-built or already deleted item
        return None
    if not isinstance(element, str) or _is_back(element):
        return None
    return face_id(element, _kind(obj))
