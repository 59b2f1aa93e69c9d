"""Player names in the GUI: the engine's rules (:mod:`engine.validation`) with translated
messages, an editor that cannot take more than a name's length, and plain-text display.

The start screen calls :func:`names_problem` (the same checks the engine's ``Config``
makes, so the Start button is never enabled for a table the engine would refuse) and
:func:`install_name_limits` (the add field and the list's edit field both stop at
:data:`MAX_NAME_LENGTH`). :func:`plain` is how a label that shows a name is made safe:
Qt guesses "rich text" for any string that looks like markup (``<b>Anna</b>``), so every
widget showing a name must have its text format set to plain text.
"""
from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QLabel, QLineEdit, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from engine.validation import MAX_NAME_LENGTH, find_alike, name_problem, normalise_name, refused_character

__all__ = ["MAX_NAME_LENGTH", "NameDelegate", "cap_name", "install_name_limits", "names_problem", "normalise_name", "plain"]


def cap_name(raw: str) -> str:
    """A remembered or loaded name, normalised and cut to :data:`MAX_NAME_LENGTH`."""
    return normalise_name(raw[: MAX_NAME_LENGTH * 4])[:MAX_NAME_LENGTH].rstrip()


def names_problem(names: list[str]) -> str:
    """Why these (raw) names cannot sit at one table, in the UI language; "" if they can."""
    normalised = [normalise_name(n) for n in names]
    for position, name in enumerate(normalised, start=1):
        problem = name_problem(name)
        if problem == "empty":
            return QCoreApplication.translate("Names", "Every player needs a name.")
        if problem == "too_long":
            return QCoreApplication.translate("Names", "The name of player {n} is longer than {max} characters.").format(n=position, max=MAX_NAME_LENGTH)
        if problem == "too_wide":
            return QCoreApplication.translate("Names", "The name of player {n} is too wide to show: at most {max} letters, where a wide letter (such as 漢 or Ｗ) counts as two.").format(n=position, max=MAX_NAME_LENGTH)
        if problem == "character":
            char = refused_character(name) or ""
            return QCoreApplication.translate("Names", "The name of player {n} contains an invisible or control character (U+{code}). Names may contain only visible letters, digits, marks and spaces.").format(n=position, code=f"{ord(char):04X}")
    pair = find_alike(normalised)
    if pair is None:
        return ""
    first, second, reason = pair
    a, b = normalised[first], normalised[second]
    if reason == "same":
        return QCoreApplication.translate("Names", "Two players are called “{name}”. Every name must be different.").format(name=a)
    if reason == "case":
        return QCoreApplication.translate("Names", "Players {i} and {j}, “{a}” and “{b}”, differ only in capitals. Every name must be different.").format(a=a, b=b, i=first + 1, j=second + 1)
    if reason == "width":
        return QCoreApplication.translate("Names", "Players {i} and {j}, “{a}” and “{b}”, differ only in the width or form of letters. Every name must look different.").format(a=a, b=b, i=first + 1, j=second + 1)
    if reason == "invisible":
        return QCoreApplication.translate("Names", "Players {i} and {j}, “{a}” and “{b}”, differ only in invisible characters. Every name must look different.").format(a=a, b=b, i=first + 1, j=second + 1)
    return QCoreApplication.translate("Names", "Players {i} and {j}, “{a}” and “{b}”, look the same (letters from different alphabets look alike). Every name must look different.").format(a=a, b=b, i=first + 1, j=second + 1)


class NameDelegate(QStyledItemDelegate):
    """Edits a name in a list with the same length limit as the add field."""

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QWidget:  # noqa: N802
        editor = super().createEditor(parent, option, index)
        if isinstance(editor, QLineEdit):
            editor.setMaxLength(MAX_NAME_LENGTH)
        return editor

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: QModelIndex | QPersistentModelIndex) -> None:  # noqa: N802
        if isinstance(editor, QLineEdit):
            model.setData(index, cap_name(editor.text()), Qt.ItemDataRole.EditRole)
            return
        super().setModelData(editor, model, index)


def install_name_limits(edit: QLineEdit, view: QAbstractItemView | None = None) -> None:
    """The add field and the list's edit field stop at :data:`MAX_NAME_LENGTH` characters."""
    edit.setMaxLength(MAX_NAME_LENGTH)
    if view is not None:
        view.setItemDelegate(NameDelegate(view))


def plain(label: QLabel) -> QLabel:
    """``label`` shows its text literally (never as markup); returns it for chaining."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label
