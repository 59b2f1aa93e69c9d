"""Every value in the settings dialog can be read: its text stands out from its field (WCAG
AA, 4.5:1), measured on the dialog as drawn. "A computer's turn takes" (a QDoubleSpinBox,
which the style sheet's ``QSpinBox`` rule did not reach) showed cream on cream."""
from __future__ import annotations

from collections import Counter

from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QWidget

from gui.dialogs.settings_dialog import SettingsDialog
from gui.look.palette import contrast
from gui.persistence.settings import Settings


def text_contrast(field: QWidget) -> float:
    """The contrast between a field's face (its most common colour inside the frame) and the
    pixel of its text area that differs most from it."""
    image = field.grab().toImage()
    inner = [image.pixelColor(x, y).name() for x in range(6, image.width() * 2 // 3)
             for y in range(6, image.height() - 6)]
    face = Counter(inner).most_common(1)[0][0]
    return max(contrast(face, colour) for colour in set(inner))


def test_every_value_in_the_settings_can_be_read(qtbot) -> None:  # noqa: ANN001
    from gui.shell.application import create_application

    create_application()  # the app's palette and style sheet, as the window has them
    dialog = SettingsDialog(Settings(language="en"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    fields = [*dialog.findChildren(QAbstractSpinBox), *dialog.findChildren(QComboBox)]
    assert dialog.computer_delay in fields and dialog.inactivity in fields
    measured = {type(field).__name__ + ":" + (field.currentText() if isinstance(field, QComboBox) else field.text()):
                text_contrast(field) for field in fields}
    assert {name: round(ratio, 2) for name, ratio in measured.items() if ratio < 4.5} == {}


def test_a_ticked_box_shows_its_tick(qtbot) -> None:  # noqa: ANN001
    """The tick of every check box in the settings stands out from its box (it was a cream
    tick on paper), and a box without one shows none."""
    from PySide6.QtWidgets import QCheckBox, QStyle, QStyleOptionButton

    from gui.shell.application import create_application

    create_application()
    dialog = SettingsDialog(Settings(language="en", record_history=True, fullscreen=False))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)

    def tick_contrast(box: QCheckBox) -> float:
        option = QStyleOptionButton()
        box.initStyleOption(option)
        rect = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box).adjusted(3, 3, -3, -3)
        image = box.grab().toImage()
        inside = [image.pixelColor(x, y).name() for x in range(rect.left(), rect.right() + 1)
                  for y in range(rect.top(), rect.bottom() + 1)]
        face = Counter(inside).most_common(1)[0][0]
        return max(contrast(face, colour) for colour in set(inside))

    assert dialog.record_history.isChecked() and not dialog.fullscreen.isChecked()
    assert tick_contrast(dialog.record_history) >= 4.5
    assert tick_contrast(dialog.fullscreen) < 1.5  # nothing in an empty box
