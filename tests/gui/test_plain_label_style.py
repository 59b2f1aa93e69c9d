"""Issue 9 §2's safety net (gui.plain_labels.PlainLabelStyle): a label that did not choose a text
format shows markup literally, also under the app's stylesheet, under a widget's own
stylesheet and inside Qt's own message boxes; a label that chose rich text keeps it."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QVBoxLayout, QWidget

from gui.app import create_application
from gui.plain_labels import PlainLabelStyle, install_plain_text


def _shown(widget: QWidget, qtbot) -> None:  # noqa: ANN001
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)


def test_the_app_style_is_the_plain_label_style_once(qapp) -> None:  # noqa: ANN001
    app = create_application()
    style = install_plain_text(app)
    assert isinstance(style, PlainLabelStyle)
    assert install_plain_text(app) is style  # a second window does not restyle the app
    assert app.style().metaObject().className() == "QStyleSheetStyle"  # the stylesheet wraps it


def test_labels_without_a_format_show_markup_literally(qapp, qtbot) -> None:  # noqa: ANN001
    create_application()
    page = QWidget()
    layout = QVBoxLayout(page)
    plain = QLabel("<b>Anna</b>")
    chosen = QLabel("<b>rules</b>")
    chosen.setTextFormat(Qt.TextFormat.RichText)
    own_sheet = QWidget()
    own_sheet.setStyleSheet("QLabel { color: red; }")
    inner = QLabel('<img src="/x.png">Carla', own_sheet)
    for widget in (plain, chosen, own_sheet):
        layout.addWidget(widget)
    assert plain.textFormat() == Qt.TextFormat.AutoText  # nothing decided before the polish
    _shown(page, qtbot)
    assert plain.textFormat() == Qt.TextFormat.PlainText
    assert inner.textFormat() == Qt.TextFormat.PlainText
    assert chosen.textFormat() == Qt.TextFormat.RichText


def test_a_message_box_label_shows_a_name_literally(qapp, qtbot) -> None:  # noqa: ANN001
    create_application()
    box = QMessageBox(QMessageBox.Icon.Information, "Kartentisch", "<i>Ben</i> left")
    _shown(box, qtbot)
    texts = [label for label in box.findChildren(QLabel) if label.text() == "<i>Ben</i> left"]
    assert texts and all(label.textFormat() == Qt.TextFormat.PlainText for label in texts)
    box.close()
