"""The frame every Diamantenraub private screen shares: one neutral look for every role.

A panel is built from one seat's :class:`~engine.diamantenraub.SeatView` only, after the
curtain's reveal, and destroyed when hidden. Every panel has the same parts in the same
places — headline, name, the cards, a choice row, a note — and the same background, so a
glance from across the room tells nothing; only words and card faces differ.

The Session reads :meth:`PrivatePanelBase.chosen_actions` when the player presses
the held commit button; :meth:`is_ready` / ``readyChanged`` say whether a choice is still
missing (the seam's ChoosingPanel, gui/games/base.py).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from engine.actions import Action
from engine.diamantenraub import Role, SeatView
from gui.text import rules_text
from gui.games.widgets import GamePanel
from gui.diamantenraub.widgets import PANEL_CSS, set_px
from gui.diamantenraub.words import ROLE_DESC_KEYS
from gui.table_kit.widgets import clear_accessible

if TYPE_CHECKING:
    from gui.cards.renderer import DeckRenderer


def reserve_height(label: QLabel, texts: list[str], width: int) -> None:
    """Give a word-wrapped ``label`` the height of the tallest of ``texts`` at ``width``, so
    that a text appearing later (after the first choice) moves nothing on the screen."""
    label.ensurePolished()
    label.setMinimumHeight(0)  # QLabel.heightForWidth answers no less than the minimum: measure free of it
    current = label.text()
    tallest = 0
    for text in texts:
        label.setText(text)
        tallest = max(tallest, label.heightForWidth(width))
    label.setText(current)
    label.setMinimumHeight(tallest)


def reserve_width(button: QWidget, texts: list[str]) -> None:
    """Give ``button`` (a QPushButton) the width of the widest of its ``texts`` from the start."""
    button.ensurePolished()
    current = button.text()  # type: ignore[attr-defined]
    widest = 0
    for text in texts:
        button.setText(text)  # type: ignore[attr-defined]
        widest = max(widest, button.sizeHint().width())
    button.setText(current)  # type: ignore[attr-defined]
    button.setMinimumWidth(widest)


class PrivatePanelBase(GamePanel):
    """Headline, title, a body (the subclass fills ``self.body``), a choice row, a note.

    Sized to fit its room (issue 19 item 5): the rule text at the bottom was cut by the
    scroll area's edge above the commit button (the Boss's hide at 800×600; at 1280×720 with
    twelve players even the take's choices were below the fold, to be found by scrolling).
    So :meth:`_fit_to_room` sizes the parts from the panel's size and, while the content is
    taller than the panel, shrinks the cards step by step and, once they have shrunk a good
    deal, the type with them (:meth:`_type_scale`), as Tempelgold's private screen does.
    The scroll area stays only as the last resort of a window smaller than any supported
    size: then everything can still be reached.
    """

    KIND = ""
    FIT_STEP = 0.9
    """How much the cards shrink per step while the content does not fit."""
    MIN_SCALE = 0.3
    """The smallest scale tried."""
    FALLBACK_SCALE = 0.6
    """If even :data:`MIN_SCALE` does not fit (twelve players' take at 800×600), this scale,
    whose type is still easy to read, and the scroll area takes over."""
    _scale = 1.0

    def __init__(self, seat_view: SeatView, renderer: DeckRenderer, lang: str, parent: QWidget | None = None) -> None:  # noqa: ANN001
        super().__init__(parent)
        self._view = seat_view
        self._renderer = renderer
        self._lang = lang
        self.setObjectName("drPrivate")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(PANEL_CSS)
        self.headline = QLabel(self)
        self.headline.setObjectName("drDim")
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = QLabel(self)
        self.title.setObjectName("drTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.fact = QLabel(self)
        self.fact.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.fact.setWordWrap(True)
        self.body = QVBoxLayout()
        self.body.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.choices = QHBoxLayout()
        self.choices.setSpacing(14)
        self.note = QLabel(self)
        self.note.setObjectName("drDim")
        self.note.setWordWrap(True)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # Everything scrolls inside the panel if a small window cannot hold it (twelve players
        # at 800×600: the set-aside row and the role cards wrap, the text below may need the
        # scroll bar); the panel itself then asks for no more than the window has.
        self.scroller = QScrollArea(self)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        # not a Tab stop of its own (issue 37: an unnamed stop, with no focus shown); Tab among
        # its controls still scrolls the focused one into view (QScrollArea.focusNextPrevChild)
        self.scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        inner = QWidget()
        inner.setObjectName("drPrivateInner")
        self.scroller.setWidget(inner)
        frame = QVBoxLayout(self)
        frame.setContentsMargins(0, 0, 0, 0)
        frame.addWidget(self.scroller)
        outer = QVBoxLayout(inner)
        outer.setContentsMargins(32, 12, 32, 12)
        outer.setSpacing(12)  # less when the room is short (_apply_sizes)
        self._outer = outer
        outer.addStretch(1)
        outer.addWidget(self.headline)
        outer.addWidget(self.title)
        outer.addLayout(self.body)
        outer.addWidget(self.fact)
        outer.addLayout(self.choices)
        outer.addWidget(self.note)
        outer.addStretch(1)

    def _finish_setup(self) -> None:
        """Call at the end of a subclass's ``__init__``: no accessible text, texts, sizes."""
        for widget in (self, *self.findChildren(QWidget)):
            clear_accessible(widget)
        self._retranslate()
        # not sized here: it is fitted to the room when it gets its size (resizeEvent, which
        # a widget also gets when it is first shown, and showEvent); sizing here too cost
        # every panel built off screen (the privacy oracle's, one per seat per action) its
        # style sheets for nothing

    # -- the API the Session and tests use -------------------------------------------
    def seat(self) -> int:
        return self._view.seat

    def chosen_actions(self) -> list[Action]:
        return []

    def is_ready(self) -> bool:
        return True

    def shown_elements(self) -> list[str]:
        return []

    def draft(self) -> object | None:
        """The half-made choice as plain data, kept by the Session when the screen is covered
        (``None``: nothing to keep); given back to the same seat's next panel of the same
        step with :meth:`restore_draft`."""
        return None

    def restore_draft(self, draft: object) -> None:
        """Bring back a :meth:`draft` of this panel; anything that no longer fits is left out."""

    def set_language(self, lang: str) -> None:
        self._lang = lang
        self._retranslate()
        self._fit_to_room()  # the other language's texts may need other room

    # -- Qt events ----------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            if self.isVisible():  # a hidden panel is fitted when it is shown (showEvent)
                self._fit_to_room()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: ANN001, N802 - Qt API
        super().resizeEvent(event)
        self._fit_to_room()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        self._fit_to_room()
        # once more when the children are shown and polished (the app's style sheet sets
        # their type only then); bound to the panel, so it dies with it
        QTimer.singleShot(0, self, self._fit_to_room)

    # -- fitting the room --------------------------------------------------------------
    def _fit_to_room(self) -> None:
        """Size the parts for the panel's size; shrink them while the content is taller
        than the panel (see the class docstring)."""
        self._scale = 1.0
        while True:
            self._size_parts()
            if self.height() <= 0 or self._content_fits():
                return
            if self._scale <= self.MIN_SCALE:
                self._scale = self.FALLBACK_SCALE
                self._size_parts()
                return
            self._scale = max(self.MIN_SCALE, self._scale * self.FIT_STEP)

    def _size_parts(self) -> None:
        """:meth:`_apply_sizes` at the current scale, twice: the rows that wrap (the choice
        and set-aside buttons) read their buttons' sizes, which are new only once the
        parts' posted layout requests are done."""
        self._apply_sizes()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        self._apply_sizes()

    def _content_fits(self) -> bool:
        """The scroll area's content needs no more height than the panel has."""
        inner = self.scroller.widget()
        layout = inner.layout() if inner is not None else None
        if layout is None:
            return True
        # the parts' own layouts (the treasure's, the card labels') answer their new sizes
        # only once their posted layout requests are done: do them now, nothing else
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        layout.invalidate()
        layout.activate()
        # measured as narrow as with a scroll bar: at the edge, a bar that comes and goes
        # would narrow the text, which then wraps taller and needs the bar after all
        width = self.scroller.width() - self.scroller.verticalScrollBar().sizeHint().width()
        need = layout.totalMinimumSize().height()
        if layout.hasHeightForWidth():
            need = max(need, layout.totalHeightForWidth(width))
        return need <= self.scroller.height()

    def _type_scale(self) -> float:
        """The type's share of the shrinking: none until the cards are at about 80 %."""
        return min(1.0, 0.5 + 0.6 * self._scale)

    # -- for subclasses ----------------------------------------------------------------
    def _retranslate(self) -> None:
        raise NotImplementedError

    def _card_width(self) -> int:
        h, w = max(self.height(), 420), max(self.width(), 640)
        return int(min(h * 0.19, w * 0.1) * self._scale)

    def _apply_sizes(self) -> None:
        h, t = max(self.height(), 420), self._type_scale()
        self._outer.setSpacing(max(4, round(12 * min(1.0, self._scale * 1.25))))
        set_px(self.headline, max(17, min(28, h // 28)) * t)
        set_px(self.title, max(28, min(56, h // 14)) * t, True)
        set_px(self.fact, max(18, min(28, h // 30)) * t, True)
        set_px(self.note, max(15, min(22, h // 38)) * t)
        # at most 80 % wide, centred: side margins of the whole-width label (with a maximum
        # width the layout put it at the left; with an alignment it counted the lines of
        # the whole width and cut the last one)
        bar = self.scroller.verticalScrollBar().sizeHint().width()
        inner = self.width() - 64 - bar
        side = max(0, (inner - max(500, int(self.width() * 0.8))) // 2)
        self.note.setContentsMargins(side, 0, side, 0)

    def _role_text(self, role: Role | None) -> str:
        if role is None:
            return ""
        try:
            return rules_text.description("diamantenraub", ROLE_DESC_KEYS[role], self._lang)
        except KeyError:
            return ""
