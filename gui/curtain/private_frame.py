"""The frame around a private screen: whose it is, the content, and the buttons that end it.

Covering always works at once (issue 10): the cover button and Escape hide the screen from
the first moment. The equal minimum dwell is no longer waited out here but on the curtain
that follows (:mod:`gui.curtain.dwell`), so covering early gives nothing away either.

A press on the background does nothing (issue 31, item 2): a stray click used to cover the
screen without a word, which looked like a crash.

What the buttons mean depends on the step (decision, documented in docs/architecture.md):

* A **view-only** step (Tempelgold's look, the Boss's returned treasure, every peek) has
  nothing to commit: one button, "Done — cover", and Escape finish it (``hideRequested``)
  and the flow goes on.
* A **choosing** step (Diamantenraub's hide and take) has two buttons in fixed places, far
  apart and of different looks (issue 31, item 1): at the left the flat "Cover" button, which
  covers the screen and decides nothing (``coverRequested``, as Escape and the guard's
  auto-hide); at the right the gold commit button (:class:`~gui.curtain.commit_button.CommitButton`),
  which says what it commits ("Take 3 diamonds — done", from the content's
  :meth:`~gui.curtain.content.PrivateContent.commit_text`), is locked until the choice is
  complete and commits only when held until it is full (``hideRequested``); the Session then
  applies the panel's actions all or none. Both buttons have their final size from the
  start: nothing appears, moves or swaps under the pointer. Covering applies nothing, not
  even a complete choice; the panel is destroyed, and the same player's hand-off screen comes
  back — the turn stays theirs. The half-made choice is not lost: the Session keeps it
  (``Session._keep_draft``) and gives it back to the same player's next reveal in the same turn.

``hide_button`` is the button that finishes the step (the commit button of a choosing step);
``cover_button`` exists only on a choosing step.

A frame given a ``hint`` source (issue 34) has a "Hint" button at the top right, away from
the buttons that end the step: it shows a :class:`~gui.curtain.hint_box.HintBox` in the
panel's place (made only then, from the revealed seat's own view; the panel waits hidden
behind it, its choice kept) and takes it away again. Panel and hint are the pages of one
stack, so nothing else moves; the box is the frame's descendant, so it goes with the frame.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from gui.curtain.commit_button import COVER_CSS, CommitButton
from gui.curtain.content import PrivateContent
from gui.curtain.hint_box import HintBox, HintSource

COVER_GAP_PX = 64
"""The least room between the cover and the commit button (issue 31: at least 48 px)."""


class PrivateFrame(QWidget):
    """``hideRequested``: finished (apply the panel's choice, go on); ``coverRequested``:
    covered without finishing (a choosing panel: nothing applied, same player again)."""

    hideRequested = Signal()
    coverRequested = Signal()

    def __init__(self, name: str, content: QWidget, parent: QWidget | None = None, *, view_only: bool = False,
                 hint: HintSource | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Private")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._name = name
        self._view_only = view_only
        self.content = content
        self.header = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.header.setObjectName("PrivateHeader")
        self.cover_button: QPushButton | None = None
        self.commit: CommitButton | None = None
        if view_only:
            self.hide_button = QPushButton()
            self.hide_button.setObjectName("HideButton")
            self.hide_button.clicked.connect(self._on_button)
        else:
            commit = CommitButton()
            commit.committed.connect(self._on_button)
            self.hide_button = self.commit = commit
            self.cover_button = QPushButton()
            self.cover_button.setObjectName("CoverButton")
            self.cover_button.setStyleSheet(COVER_CSS)
            self.cover_button.clicked.connect(self.cover)
        self._escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        # The whole window: Escape covers wherever the focus is (the frame is only visible,
        # and its shortcut only active, while it is the current screen).
        self._escape.setContext(Qt.ShortcutContext.WindowShortcut)
        self._escape.activated.connect(self.cover)
        if isinstance(content, PrivateContent):
            content.readyChanged.connect(self._update_hide_button)
            content.choiceChanged.connect(self._update_hide_button)

        self._hint_source = hint
        self.hint_box: HintBox | None = None
        self.hint_button: QPushButton | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 14, 24, 18)
        if hint is None:
            layout.addWidget(self.header)
        else:
            self.hint_button = QPushButton()
            self.hint_button.setObjectName("HintButton")
            self.hint_button.setStyleSheet(COVER_CSS.replace("CoverButton", "HintButton"))
            self.hint_button.setCheckable(True)
            self.hint_button.toggled.connect(self.show_hint)
            top = QHBoxLayout()
            top.addWidget(self.header, 1)
            top.addWidget(self.hint_button)
            layout.addLayout(top)
        self.body = QStackedWidget()  # the panel; while asked for, the hint in its place
        self.body.addWidget(content)
        layout.addWidget(self.body, 1)
        row = QHBoxLayout()
        if self.cover_button is None:
            row.addStretch()
            row.addWidget(self.hide_button)
            row.addStretch()
        else:
            # cover at the left, commit at the right, never nearer than COVER_GAP_PX
            row.addWidget(self.cover_button)
            row.addSpacing(COVER_GAP_PX)
            row.addStretch()
            row.addWidget(self.hide_button)
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
        """The cover button / Escape: hide now; finishes only a view-only step."""
        if self._view_only:
            self.hideRequested.emit()
        else:
            self.coverRequested.emit()

    def show_hint(self, on: bool = True) -> None:
        """Lay the hint over the panel (made now, from the seat's own view), or take it away."""
        if self.hint_button is not None and self.hint_button.isChecked() != on:
            self.hint_button.setChecked(on)  # toggled() comes back here
            return
        if self.hint_box is not None:
            self.body.setCurrentWidget(self.content)
            self.body.removeWidget(self.hint_box)
            self.hint_box.hide()
            self.hint_box.setParent(None)
            self.hint_box.deleteLater()
            self.hint_box = None
        hint = self._hint_source() if on and self._hint_source is not None else None
        if hint is not None:
            self.hint_box = HintBox(hint)
            self.body.addWidget(self.hint_box)
            self.body.setCurrentWidget(self.hint_box)
            self.hint_box.scroller.setFocus(Qt.FocusReason.OtherFocusReason)
        self._retranslate_hint_button()

    # -- internals -------------------------------------------------------------------
    def _retranslate_hint_button(self) -> None:
        button = self.hint_button
        if button is None:
            return
        texts = [self.tr("Hint"), self.tr("Hide hint")]
        button.ensurePolished()
        widest = 0
        for text in texts:  # as wide as its widest text from the start: it never moves
            button.setText(text)
            widest = max(widest, button.sizeHint().width())
        button.setMinimumWidth(widest)
        button.setText(texts[1] if button.isChecked() else texts[0])
        button.setAccessibleName(self.tr("Hint: what can I do now, what do I know? Only for you")
                                 if not button.isChecked() else self.tr("Hide hint"))

    def _on_button(self) -> None:
        """The finishing button: a look is done, a complete choice is committed."""
        if self.finishes():
            self.hideRequested.emit()

    def _update_hide_button(self, *_args: object) -> None:
        self._sync_button()

    def _sync_button(self) -> None:
        """The finishing button's text and state (its size is fixed by :meth:`retranslateUi`)."""
        if self.commit is None:
            self.hide_button.setText(self.tr("Done — cover"))
            return
        ready = self.finishes()
        text = self.content.commit_text() if isinstance(self.content, PrivateContent) else ""
        self.commit.set_label(text or (self.tr("Done") if ready else self.tr("Choose, then hold here")))
        self.commit.setEnabled(ready)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        """Keyboard play: a look is finished by Space at once; a choosing step starts on the
        cover button (Space covers), unless the player moved into the panel first."""
        super().showEvent(event)
        focus = self.focusWidget()
        if focus is None or not self.content.isAncestorOf(focus):
            first = self.cover_button if self.cover_button is not None else self.hide_button
            first.setFocus(Qt.FocusReason.OtherFocusReason)

    def retranslateUi(self) -> None:  # noqa: N802
        self.header.setText(self.tr("Only for {name} — nobody else looks").format(name=self._name))
        self._retranslate_hint_button()
        if self.hint_box is not None:
            self.show_hint(True)  # the hint anew, in the new language
        texts = [self.tr("Done — cover")]
        if self.cover_button is not None and self.commit is not None:
            self.cover_button.setText(self.tr("Cover"))
            self.cover_button.ensurePolished()
            self.cover_button.setMinimumWidth(self.cover_button.sizeHint().width())
            texts = [self.tr("Done"), self.tr("Choose, then hold here"), self.commit.hint_text()]
            if isinstance(self.content, PrivateContent):
                texts += self.content.commit_texts()
        # the button is as wide as its widest text from the start: it never grows or moves
        self.hide_button.ensurePolished()
        widest = 0
        for text in texts:
            self.hide_button.setText(text)
            widest = max(widest, self.hide_button.sizeHint().width())
        self.hide_button.setMinimumWidth(widest)
        self.hide_button.setText("")
        self._sync_button()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
