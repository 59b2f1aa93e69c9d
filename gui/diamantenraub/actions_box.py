"""The table's action box: what the group can do at the public table right now.

* Interrogation: "Taschen leeren!" for the seat the Boss clicked (the Session asks to
  confirm first, :meth:`gui.diamantenraub.ui.DiamantenraubUI.confirm`).
* An accusation with the Revolverheld variant: "Peng!" — one button per seat that may
  shout (the group picks who shouted first; several may shout at once) and "Nobody
  shouted — show the take". Without the variant (only seen after a resume), "Show the take".

Only names and public facts appear here; whether a claim is true is the engine's call.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from engine.diamantenraub import Phase, PublicView
from gui.look import palette
from gui.diamantenraub.widgets import FOCUS_CSS, set_px
from gui.table_kit import style
from gui.table_kit.text_fit import fitting_px

_BIG = (
    "QPushButton { background: #b8322a; color: #fff4e8; border: 2px solid #e2705f; border-radius: 12px;"
    " padding: 12px 18px; }"
    "QPushButton:hover { background: #cf3d33; }"
    "QPushButton:disabled { background: #3a2e2a; color: #8a7d78; border-color: #4a3d38; }"
    "QPushButton:focus { border: 4px solid #fff4e8; }"
)
_SMALL = (
    f"QPushButton {{ background: {palette.FELT_LIGHT}; color: {palette.CREAM}; border: 1px solid #5c8f72; border-radius: 10px;"
    " padding: 8px 4px; min-height: 1.4em; } QPushButton:hover { background: #357a57; }" + FOCUS_CSS
)


class ActionBox(QWidget):
    """Emits ``accuse(seat)``, ``peng(seat)`` and ``reveal(seat)``; the table turns them into actions."""

    accuse = Signal(int)
    peng = Signal(int)
    reveal = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._view: PublicView | None = None
        self._selected: int | None = None
        self._interactive = False
        self.computers: frozenset[int] = frozenset()  # a computer shouts by itself: no button for it
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        self.title.setStyleSheet(f"color: {palette.GOLD};")
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.accuse_button = QPushButton(self)
        self.accuse_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.accuse_button.clicked.connect(self._on_accuse)
        self.reveal_button = QPushButton(self)
        self.reveal_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.reveal_button.clicked.connect(self._on_reveal)
        self.peng_grid = QGridLayout()
        self.peng_buttons: dict[int, QPushButton] = {}
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(8)
        lay.addWidget(self.title)
        lay.addWidget(self.text)
        lay.addLayout(self.peng_grid)
        lay.addWidget(self.accuse_button)
        lay.addWidget(self.reveal_button)
        self.set_scale(18)
        self._refresh()

    # -- API ------------------------------------------------------------------------------
    def set_view(self, view: PublicView) -> None:
        self._view = view
        if self._selected is not None and self._selected not in view.accusable:  # the engine's rule
            self._selected = None
        self._refresh()

    def set_selected(self, seat: int | None) -> None:
        self._selected = seat
        self._refresh()

    def selected(self) -> int | None:
        return self._selected

    def set_interactive(self, on: bool) -> None:
        self._interactive = on
        self._refresh()

    def set_scale(self, px: int) -> None:
        set_px(self.title, px + 2, True, f"color: {palette.GOLD};")
        set_px(self.text, px)
        self._fit_accuse(px)
        set_px(self.reveal_button, px, True, _SMALL)
        self._px = px
        for button in self.peng_buttons.values():
            set_px(button, px, True, _SMALL)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: ANN001, N802 - Qt API
        super().resizeEvent(event)
        self._fit_accuse(self._px)

    # -- internals ------------------------------------------------------------------------
    def _fit_accuse(self, px: int) -> None:
        """The accuse button's call ("Empty your pockets!") draws smaller rather than be cut
        off when the box is narrow (its padding and border: 2 × 20 px)."""
        text = self.accuse_button.text() or "M"
        room = self.width() - 44 if self.width() > 100 else 10_000
        set_px(self.accuse_button, fitting_px(text, px + 6, room, bold=True), True, _BIG)

    def _on_accuse(self) -> None:
        v, seat = self._view, self._selected
        if v is None or seat is None or not self._interactive:
            return
        self._selected = None
        self.accuse.emit(seat)

    def _on_peng(self, seat: int) -> None:
        if self._interactive:
            self.peng.emit(seat)

    def _on_reveal(self) -> None:
        v = self._view
        if v is not None and v.accused is not None and self._interactive:
            self.reveal.emit(v.accused)

    def _refresh(self) -> None:
        v = self._view
        for button in self.peng_buttons.values():
            self.peng_grid.removeWidget(button)
            button.hide()
            button.setParent(None)  # None detaches it at once
            button.deleteLater()
        self.peng_buttons = {}
        self.accuse_button.setVisible(False)
        self.reveal_button.setVisible(False)
        if v is None or v.outcome is not None:
            self.title.setText(self.tr("The game is over") if v is not None else "")
            self.text.setText("")
            return
        boss = v.players[v.boss]
        if v.phase is Phase.INTERROGATION:
            self.title.setText(style.qt_arg(self.tr("%1 interrogates"), boss))
            if self._selected is None:
                self.text.setText(self.tr("Ask questions. Then click the player you accuse on the table."))
            else:
                self.text.setText(style.qt_arg(self.tr("Accuse %1?"), v.players[self._selected]))
            self.accuse_button.setText(self.tr("Empty your pockets!"))
            self._fit_accuse(self._px)
            self.accuse_button.setVisible(True)
            self.accuse_button.setEnabled(self._interactive and self._selected is not None)
        elif v.phase is Phase.ACCUSATION and v.accused is not None:
            accused = v.players[v.accused]
            if v.may_peng:
                self.title.setText(self.tr("Bang! — who shouted first?"))
                self.text.setText(style.qt_arg(self.tr(
                    "Before %1 shows their take, the Gunslinger may shout “Bang!”. "
                    "If several shouted, pick who was first."), accused))
                columns = 3 if len(v.may_peng - self.computers) > 6 else 2
                for k, seat in enumerate(sorted(v.may_peng - self.computers)):
                    button = QPushButton(v.players[seat], self)
                    button.setCursor(Qt.CursorShape.PointingHandCursor)
                    button.setEnabled(self._interactive)
                    button.clicked.connect(lambda _=False, s=seat: self._on_peng(s))
                    set_px(button, getattr(self, "_px", 18), True, _SMALL)
                    self.peng_grid.addWidget(button, k // columns, k % columns)
                    button.show()  # visible now, not after the layout's next pass (keyboard focus)
                    self.peng_buttons[seat] = button
                chain = [*(self.peng_buttons[s] for s in sorted(self.peng_buttons)), self.reveal_button]
                for first, second in zip(chain, chain[1:]):  # Tab: the seats in order, then "Nobody"
                    QWidget.setTabOrder(first, second)
                self.reveal_button.setText(self.tr("Nobody shouted"))
            else:
                self.title.setText(style.qt_arg(self.tr("%1: empty your pockets!"), accused))
                self.text.setText("")
                self.reveal_button.setText(self.tr("Show the take"))
            self.reveal_button.setVisible(True)
            self.reveal_button.setEnabled(self._interactive)
        else:
            holder = v.players[v.treasure_holder]
            self.title.setText(self.tr("The treasure goes round"))
            self.text.setText(style.qt_arg(self.tr("%1 has the treasure."), holder))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self._refresh()
        super().changeEvent(event)
