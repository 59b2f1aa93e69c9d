"""Issue 9 §2's net under player names (the first rules of gui.look.style.STYLESHEET): every label
shows its text literally, also one that asked for rich text, under a widget's own stylesheet
and inside Qt's own message boxes; only a label marked with the ``markup`` property keeps
rich text (the balance note)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QVBoxLayout, QWidget

from gui.app import create_application
from gui.look.style import MARKUP_PROPERTY


def _shown(widget: QWidget, qtbot) -> None:  # noqa: ANN001
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)


def test_labels_show_markup_literally_unless_marked(qapp, qtbot) -> None:  # noqa: ANN001
    create_application()
    page = QWidget()
    layout = QVBoxLayout(page)
    plain = QLabel("<b>Anna</b>")
    asked = QLabel("<i>Ben</i>")
    asked.setTextFormat(Qt.TextFormat.RichText)  # a new screen that forgot the names
    marked = QLabel("<b>rules</b>")
    marked.setProperty(MARKUP_PROPERTY, True)
    marked.setTextFormat(Qt.TextFormat.RichText)
    own_sheet = QWidget()
    own_sheet.setStyleSheet("QLabel { color: red; }")
    inner = QLabel('<img src="/x.png">Carla', own_sheet)
    for widget in (plain, asked, marked, own_sheet):
        layout.addWidget(widget)
    assert plain.textFormat() == Qt.TextFormat.AutoText  # nothing decided before the polish
    _shown(page, qtbot)
    assert plain.textFormat() == Qt.TextFormat.PlainText
    assert asked.textFormat() == Qt.TextFormat.PlainText
    assert inner.textFormat() == Qt.TextFormat.PlainText
    assert marked.textFormat() == Qt.TextFormat.RichText


def test_a_message_box_label_shows_a_name_literally(qapp, qtbot) -> None:  # noqa: ANN001
    create_application()
    box = QMessageBox(QMessageBox.Icon.Information, "Kartentisch", "<i>Ben</i> left")
    _shown(box, qtbot)
    texts = [label for label in box.findChildren(QLabel) if label.text() == "<i>Ben</i> left"]
    assert texts and all(label.textFormat() == Qt.TextFormat.PlainText for label in texts)
    box.close()


def test_the_balance_note_keeps_its_rich_text(qapp, qtbot) -> None:  # noqa: ANN001
    create_application()
    from gui.balance.balance_note import BalanceNote

    note = BalanceNote()
    _shown(note, qtbot)
    assert note.textFormat() == Qt.TextFormat.RichText
