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

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLabel, QLineEdit, QProxyStyle, QStyledItemDelegate, QWidget

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
    return QCoreApplication.translate("Names", "Players {i} and {j}, “{a}” and “{b}”, look the same (letters from different alphabets look alike). Every name must look different.").format(a=a, b=b, i=first + 1, j=second + 1)


class NameDelegate(QStyledItemDelegate):
    """Edits a name in a list with the same length limit as the add field."""

    def createEditor(self, parent: QWidget, option, index):  # noqa: ANN001, ANN201, N802
        editor = super().createEditor(parent, option, index)
        if isinstance(editor, QLineEdit):
            editor.setMaxLength(MAX_NAME_LENGTH)
        return editor

    def setModelData(self, editor: QWidget, model, index) -> None:  # noqa: ANN001, N802
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


class PlainLabelStyle(QProxyStyle):
    """Application-wide safety net: a label that did not ask for rich text shows plain text.

    Qt's default (``AutoText``) renders any text that *looks* like markup — a player named
    ``<b>Anna</b>`` came out bold, ``<img src=…>`` showed a local picture. Every label is
    made ``PlainText`` when the style first polishes it (before it is ever shown) unless it
    set a format itself (``RichText``: the balance note and the rules escape what they
    insert). This also covers labels inside Qt's own dialogs (message boxes). The labels
    that show names set plain text themselves too; this catches the ones a new screen
    forgets.

    Why a style and not an application event filter (which this was until issue 8's start-up
    work): an event filter on the application is a call into Python for *every* event of
    every object, and it cost about 200 ms of the 640 ms to the start screen. The style's
    ``polish`` runs once per widget. The application stylesheet's style passes each widget
    to this one (its base style) first.
    """

    def polish(self, target):  # noqa: ANN001, ANN201 - Qt overloads: QWidget, QApplication, QPalette
        if isinstance(target, QLabel) and target.textFormat() == Qt.TextFormat.AutoText:
            target.setTextFormat(Qt.TextFormat.PlainText)
        return super().polish(target)


def install_plain_text(app: QApplication) -> PlainLabelStyle:
    """Make :class:`PlainLabelStyle` (over Fusion) the style of ``app``, once; returns it."""
    existing = getattr(app, "_kartentisch_plain_style", None)
    if isinstance(existing, PlainLabelStyle):
        return existing  # (app.style() is the stylesheet's own style once one is set)
    plain_style = PlainLabelStyle("Fusion")
    app.setStyle(plain_style)  # the application owns it from here
    app._kartentisch_plain_style = plain_style  # type: ignore[attr-defined]  # found again, kept alive
    return plain_style
