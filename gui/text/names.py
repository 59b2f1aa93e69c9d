"""Player names in the GUI: the engine's rules (:mod:`engine.validation`) with translated
messages, and name fields that cannot take more than a name's length.

The start screen calls :func:`names_problem` (the same checks the engine's ``Config``
makes, so the Start button is never enabled for a table the engine would refuse) and
:func:`install_name_limits` (each seat's name field and the add field stop at
:data:`MAX_NAME_LENGTH`). A label showing a name shows it as plain text: Qt guesses "rich
text" for any string that looks like markup (``<b>Anna</b>``), and the app's style sheet
makes every label plain text (``gui.look.style``).

Only what the start screen needs is imported here: the module is on the way to the first
start screen, and each PySide6 class it names builds its enums on import (the list
view's delegate for names that lived here, unused since each seat has its own row, cost
about fifteen of them).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLineEdit

from engine.validation import MAX_NAME_LENGTH, find_alike, name_problem, normalise_name, refused_character

__all__ = ["MAX_NAME_LENGTH", "cap_name", "install_name_limits", "names_problem", "normalise_name"]


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


def install_name_limits(edit: QLineEdit) -> None:
    """A name field (each seat's, and the add field) stops at :data:`MAX_NAME_LENGTH` characters."""
    edit.setMaxLength(MAX_NAME_LENGTH)
