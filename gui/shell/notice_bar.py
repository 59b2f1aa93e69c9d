"""The notice strip above the screens: calm, non-blocking messages (a bad file was set
aside, the game could not be saved). A keyed line (e.g. "autosave") is replaced in place, not
repeated, and goes away when its cause does."""
from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QWidget

from gui.screens import named


class NoticeBar(QWidget):
    """A calm, non-blocking message strip at the top (a bad file was moved aside, ...)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Banner")
        from PySide6.QtCore import Qt  # not at import: building the Qt namespace costs ~30 ms

        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._lines: list[tuple[str | None, str]] = []
        self.label = named.label("NoticeText")
        self.label.setWordWrap(True)
        self.close_button = named.button("NoticeClose", "×")  # no padding: room for the ×
        self.close_button.setFixedSize(44, 40)
        self.close_button.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 8, 12, 8)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.close_button)
        self.hide()

    def show_message(self, text: str, key: str | None = None) -> None:
        """Add a line; a ``key`` line (e.g. "autosave") is replaced, not repeated."""
        if self.isHidden():
            self._lines = []
        lines = [(k, t) for k, t in self._lines if key is None or k != key]
        lines.append((key, text))
        self._lines = lines
        self._render()
        self.close_button.setToolTip(self.tr("Close this message"))
        self.close_button.setAccessibleName(self.tr("Close this message"))
        self.show()

    def clear_message(self, key: str) -> None:
        """Drop the ``key`` line (saving works again); hide when nothing is left."""
        lines = self._lines
        if not any(k == key for k, _t in lines):
            return
        self._lines = [(k, t) for k, t in lines if k != key]
        self._render()
        if not self._lines:
            self.hide()

    def _render(self) -> None:
        from PySide6.QtCore import Qt

        self.label.setTextFormat(Qt.TextFormat.PlainText)  # file paths and errors are text, never markup
        self.label.setText("\n".join(t for _k, t in self._lines))
