"""Issue 9 §2: a player name is text, never markup. After every step of a game played by
``<b>Anna</b>``, ``<i>Ben</i>`` and a name with an ``<img>`` tag, every label, button,
tooltip, graphics text item and item-view row that shows a name must show it literally."""
from __future__ import annotations

import random

from PySide6.QtGui import Qt  # QtGui.Qt also carries mightBeRichText()
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QGraphicsTextItem, QGraphicsView, QLabel, QWidget

from tests.hardening import play

NAMES = ["<b>Anna</b>", "<i>Ben</i>", '<img src="/x.png">Carla', "Dan &amp; Eva"]
INNER = ["Anna", "Ben", "Carla", "Dan & Eva"]


def _shown(text: str, rich: bool) -> str:
    if not rich:
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def _is_rich(text: str, fmt: Qt.TextFormat) -> bool:
    if fmt == Qt.TextFormat.PlainText:
        return False
    if fmt == Qt.TextFormat.RichText:
        return True
    return Qt.mightBeRichText(text)


def markup_leaks(top: QWidget) -> list[str]:
    """Every place where a name's markup was interpreted (its inner text shown without the tags)."""
    problems: list[str] = []

    def check(where: str, text: str, rich: bool) -> None:
        shown = _shown(text, rich)
        for name, inner in zip(NAMES, INNER):
            if inner in shown and name not in shown:
                problems.append(f"{where}: {text[:120]!r}")

    for widget in [top, *top.findChildren(QWidget)]:
        where = f"{type(widget).__name__}({widget.objectName()})"
        if isinstance(widget, QLabel):
            check(where, widget.text(), _is_rich(widget.text(), widget.textFormat()))
        if widget.toolTip():
            check(where + ".toolTip", widget.toolTip(), Qt.mightBeRichText(widget.toolTip()))
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            for item in widget.scene().items():
                if isinstance(item, QGraphicsTextItem):
                    check(f"{where}/{type(item).__name__}", item.toPlainText(), False)
                if item.toolTip():
                    check(f"{where}/{type(item).__name__}.toolTip", item.toolTip(), Qt.mightBeRichText(item.toolTip()))
    return problems


def test_names_with_markup_are_shown_literally_everywhere(driver) -> None:  # noqa: ANN001
    rng = random.Random(5)
    problems: set[str] = set()
    play.start(driver, NAMES)
    steps = 0
    while not play.at_end(driver) and steps < 400:
        for top in [driver.window, *QApplication.topLevelWidgets()]:
            if top.isVisible():
                problems.update(markup_leaks(top))
        play.step(driver, rng)
        steps += 1
    problems.update(markup_leaks(driver.window))
    assert not sorted(problems), "\n".join(sorted(problems))
