"""The frame around a private screen: whose it is, the content, and the button that hides it.

Covering always works at once (issue 10): the button, Escape, and a click on an empty
part of the screen (not on one of the panel's controls) hide it from the first moment.
The equal minimum dwell is no longer waited out here but on the curtain that follows
(:mod:`gui.curtain.dwell`), so covering early gives nothing away either.

What covering means depends on the step (decision, documented in docs/architecture.md):

* A **view-only** step (Tempelgold's look, the Boss's returned treasure, every peek) has
  nothing to commit: the button, Escape and an empty-area click all finish it
  (``hideRequested``) and the flow goes on.
* A **choosing** step (Diamantenraub's hide and take) is finished only by the button, and
  only once the panel is ready (``is_ready()``; it announces changes with
  ``readyChanged(bool)``): then the button reads "Done — hide" and emits ``hideRequested``;
  the Session applies the panel's actions all or none. Escape, an empty-area click, and the
  button while no choice is complete ("Hide — decide later") emit ``coverRequested``:
  nothing is applied, not even a complete choice (Escape is a panic key, never a
  commitment), the panel is destroyed, and the same player's hand-off screen comes back —
  the turn stays theirs, it is never lost or skipped. The half-made choice is not lost:
  the Session keeps it (``Session._keep_draft``) and gives it back to the same player's
  next reveal in the same turn.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt, Signal
from PySide6.QtGui import QKeySequence, QMouseEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from gui.curtain.content import PrivateContent

# A press on one of these (or inside one) is the panel's business, never "an empty area".
_CONTROLS = (
    QAbstractButton,
    QAbstractSpinBox,
    QAbstractSlider,
    QAbstractItemView,
    QComboBox,
    QGraphicsView,
    QLineEdit,
    QTextEdit,
)


class PrivateFrame(QWidget):
    """``hideRequested``: finished (apply the panel's choice, go on); ``coverRequested``:
    covered without finishing (a choosing panel: nothing applied, same player again)."""

    hideRequested = Signal()
    coverRequested = Signal()

    def __init__(self, name: str, content: QWidget, parent: QWidget | None = None, *, view_only: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("Private")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._name = name
        self._view_only = view_only
        self.content = content
        self.header = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.header.setObjectName("PrivateHeader")
        self.hide_button = QPushButton()
        self.hide_button.setObjectName("HideButton")
        self.hide_button.clicked.connect(self._on_button)
        self._escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        # The whole window: Escape covers wherever the focus is (the frame is only visible,
        # and its shortcut only active, while it is the current screen).
        self._escape.setContext(Qt.ShortcutContext.WindowShortcut)
        self._escape.activated.connect(self.cover)
        if isinstance(content, PrivateContent):
            content.readyChanged.connect(self._update_hide_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 14, 24, 18)
        layout.addWidget(self.header)
        layout.addWidget(content, 1)
        row = QHBoxLayout()
        row.addStretch()
        row.addWidget(self.hide_button)
        row.addStretch()
        layout.addLayout(row)
        self.retranslateUi()

    # -- queries ---------------------------------------------------------------------
    @property
    def view_only(self) -> bool:
        return self._view_only

    def finishes(self) -> bool:
        """The button finishes the step now (a view-only step, or a complete choice)."""
        if self._view_only:
            return True
        return not isinstance(self.content, PrivateContent) or self.content.is_ready()

    # -- commands --------------------------------------------------------------------
    def cover(self) -> None:
        """Escape / a click on an empty area: hide now; finishes only a view-only step."""
        if self._view_only:
            self.hideRequested.emit()
        else:
            self.coverRequested.emit()

    # -- internals -------------------------------------------------------------------
    def _on_button(self) -> None:
        if self.finishes():
            self.hideRequested.emit()
        else:
            self.coverRequested.emit()

    def _update_hide_button(self, *_args: object) -> None:
        self.retranslateUi()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        """Keyboard play: Space hides at once, unless the player moved into the panel first."""
        super().showEvent(event)
        focus = self.focusWidget()
        if focus is None or not self.content.isAncestorOf(focus):
            self.hide_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        """A press no control took (it reached the frame): on an empty area, cover."""
        if event.button() == Qt.MouseButton.LeftButton and self._is_empty_at(event.position().toPoint()):
            event.accept()
            self.cover()
            return
        super().mousePressEvent(event)

    def _is_empty_at(self, pos: QPoint) -> bool:
        widget = self.childAt(pos)
        while widget is not None and widget is not self:
            if isinstance(widget, _CONTROLS):
                return False  # also a disabled one: a missed click on "Nothing" does not hide
            if isinstance(widget, QAbstractScrollArea):
                return True  # its viewport's background (a panel that scrolls)
            if widget.focusPolicy() & Qt.FocusPolicy.ClickFocus and not isinstance(widget, QLabel):
                return False  # a custom control (a clickable card)
            widget = widget.parentWidget()
        return True

    def retranslateUi(self) -> None:  # noqa: N802
        self.header.setText(self.tr("Only for {name} — nobody else looks").format(name=self._name))
        done, later = self.tr("Done — hide"), self.tr("Hide — decide later")
        # the button is as wide as its wider text from the start: it never moves when it changes
        self.hide_button.ensurePolished()
        widest = 0
        for text in (done, later):
            self.hide_button.setText(text)
            widest = max(widest, self.hide_button.sizeHint().width())
        self.hide_button.setMinimumWidth(widest)
        self.hide_button.setText(done if self.finishes() else later)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
