"""The curtain's state machine: hand-off → (deliberate act, PIN) → private → hidden.

The curtain owns the widgets it puts into the window's stack and destroys them: a private
widget is removed from the stack, ``deleteLater``-ed and its reference dropped the moment
it is hidden, so no secret survives in a hidden widget. The hand-off screen is put up
*before* the private widget is built, so the previous player's secrets are gone before the
next player's exist.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QObject, Signal
from PySide6.QtWidgets import QStackedWidget, QWidget

from gui.curtain import dwell, timings
from gui.curtain.guard import PrivacyGuard
from gui.curtain.held_key import HeldKeyLatch
from gui.curtain.handoff import HandOffScreen, NeutralCurtain, PinCheck
from gui.curtain.hint_box import HintSource
from gui.curtain.private_frame import PrivateFrame

# Builds the private content. Called only after the reveal; must read the secrets then.
PrivateFactory = Callable[[], QWidget]


class Curtain(QObject):
    """One curtain per window.

    Signals: ``revealed`` (private screen is up), ``done`` (the player finished it: the
    flow may advance), ``autoHidden(reason)`` (the guard hid it, reason ``"inactivity"``,
    ``"focus"`` or ``"dialog"``, or the player covered a choosing step without finishing,
    reason ``"cover"``: the flow does *not* advance; the same player's hand-off screen is
    back; ``aboutToCover`` comes just before, while the private screen still exists),
    ``cancelled`` (the hand-off screen's cancel button), ``neutralDismissed`` (the
    neutral curtain's button). A private screen closed within ``MIN_LOOK_MS`` of its reveal
    while the key that revealed it is still held is covered (``"cover"``), not done: nobody
    looked (issue 37).

    The equal dwell: whenever a private screen goes down, the curtain notes the moment
    ``MIN_DWELL_MS`` after its reveal; the next hand-off or neutral curtain keeps its
    button locked until then (:mod:`gui.curtain.dwell`); :meth:`dwell_remaining_ms` tells
    the Session whether a neutral curtain must stand before the table.
    """

    revealed = Signal()
    aboutToCover = Signal()  # the private screen is still there (its half-made choice may be read)
    done = Signal()
    autoHidden = Signal(str)
    cancelled = Signal()
    neutralDismissed = Signal()

    def __init__(
        self,
        stack: QStackedWidget,
        window: QWidget,
        reveal_mode: Callable[[], str],
        inactivity_ms: Callable[[], int],
    ) -> None:
        super().__init__(stack)
        self._stack = stack
        self._reveal_mode = reveal_mode
        self._inactivity_ms = inactivity_ms
        self._guard = PrivacyGuard(window, self)
        # the key that revealed is still held when the private screen opens (issue 37)
        self._held_key = HeldKeyLatch(self)
        self._guard.triggered.connect(self._on_guard)
        self.handoff: HandOffScreen | None = None
        self.neutral: NeutralCurtain | None = None
        self.private: PrivateFrame | None = None
        self._name = ""
        self._factory: PrivateFactory | None = None
        self._pin_check: PinCheck | None = None
        self._cancellable = False
        self._view_only = False
        self._hint: HintSource | None = None
        self._revealed_at: float | None = None
        self._look_clock = QElapsedTimer()  # since the reveal, in real time (the dwell's clock may be faked)
        self._dwell_until = 0.0
        self._waiting: tuple[list[str], list[str]] = ([], [])

    # -- queries ----------------------------------------------------------------------
    @property
    def is_up(self) -> bool:
        """True while any curtain or private screen is showing (the table must not react)."""
        return any(w is not None for w in (self.handoff, self.neutral, self.private))

    @property
    def is_private(self) -> bool:
        return self.private is not None

    @property
    def guard(self) -> PrivacyGuard:
        return self._guard

    @property
    def key_held_since_reveal(self) -> bool:
        """The key that revealed the private screen is still held: it acts on nothing yet."""
        return self._held_key.latched

    def dwell_remaining_ms(self) -> float:
        """How long the equal dwell of the last private screen still runs (0: over)."""
        return max(0.0, self._dwell_until - dwell.now_ms())

    # -- commands ---------------------------------------------------------------------
    def hand_off(
        self,
        name: str,
        factory: PrivateFactory,
        *,
        pin_check: PinCheck | None = None,
        cancellable: bool = False,
        view_only: bool = False,
        hint: HintSource | None = None,
    ) -> None:
        """Put up the hand-off screen for ``name``; ``factory`` runs only after the reveal.

        ``view_only``: the step has nothing to commit, so covering it finishes it
        (:class:`PrivateFrame`). ``hint``: the private screen offers a hint, made by this
        source only when the player asks (:mod:`gui.curtain.hint_box`)."""
        self._name, self._factory, self._hint = name, factory, hint
        self._pin_check, self._cancellable, self._view_only = pin_check, cancellable, view_only
        self._put_handoff()

    def set_waiting(self, laptop: list[str], phones: list[str]) -> None:
        """Who else is still to act in a phone game, shown on every hand-off screen from now
        on (and on the one up now): names on the laptop's curtain, names on their phones."""
        self._waiting = (list(laptop), list(phones))
        if self.handoff is not None:
            self.handoff.set_waiting(*self._waiting)

    def show_neutral(self) -> None:
        """The neutral "show the table" curtain (a resumed game that was on the table)."""
        self._clear()
        self.neutral = NeutralCurtain(locked_until=self._dwell_until)
        self.neutral.showRequested.connect(self._on_neutral)
        self._stack.addWidget(self.neutral)
        self._stack.setCurrentWidget(self.neutral)

    def lower(self) -> None:
        """Take every curtain widget down (the caller shows what comes next)."""
        self._clear()

    def forget_dwell(self) -> None:
        """A game ended or another begins: no dwell carries over."""
        self._dwell_until = 0.0
        self._revealed_at = None

    def cover(self) -> None:
        """Hide a private screen now, as the guard would (before a dialog opens over it).

        The guard also reacts when a dialog takes the focus, but a window manager may not
        report that reliably; covering first never depends on it.
        """
        self._on_guard("dialog")

    def reveal_now(self) -> None:
        """Test hook: act as if the deliberate act was completed (not while the dwell locks it)."""
        if self.handoff is not None and not self.handoff.is_locked():
            self.handoff.revealRequested.emit()

    # -- internals --------------------------------------------------------------------
    def _put_handoff(self) -> None:
        # Curtain first, then destroy what was behind it: the stack never shows a private
        # widget after this line, even for a frame.
        handoff = HandOffScreen(
            self._name,
            reveal_mode=self._reveal_mode(),
            pin_check=self._pin_check,
            cancellable=self._cancellable,
            locked_until=self._dwell_until,
        )
        handoff.set_waiting(*self._waiting)
        handoff.revealRequested.connect(self._on_reveal)
        handoff.cancelled.connect(self._on_cancel)
        self._stack.addWidget(handoff)
        self._stack.setCurrentWidget(handoff)
        self._clear(keep=handoff)
        self.handoff = handoff

    def _on_reveal(self) -> None:
        if self._factory is None or self.handoff is None:
            return
        content = self._factory()
        frame = PrivateFrame(self._name, content, view_only=self._view_only, hint=self._hint)
        frame.hideRequested.connect(self._on_done)
        frame.coverRequested.connect(lambda: self._on_guard("cover"))
        self._held_key.latch()  # before the frame can take a key: the held one stays silent
        self._stack.addWidget(frame)
        self._stack.setCurrentWidget(frame)
        self._destroy(self.handoff)
        self.handoff = None
        self.private = frame
        self._revealed_at = dwell.now_ms()
        self._look_clock.start()
        self._guard.arm(self._inactivity_ms())
        self.revealed.emit()

    def _on_done(self) -> None:
        if self._no_look():
            self._on_guard("cover")  # the same player's hand-off is back; the step stays to do
            return
        # The listener puts up what comes next (the next hand-off, or the table) while the
        # private frame is still current; only then is the frame destroyed. Everything runs
        # synchronously, so no frame is ever painted in between.
        self._guard.disarm()
        private = self.private
        self._factory = None
        self._start_dwell()
        self.done.emit()
        if private is not None and self.private is private:
            self._destroy(private)
            self.private = None

    def _no_look(self) -> bool:
        """The private screen closes within ``MIN_LOOK_MS`` of its reveal while the key that
        revealed it is still held: nobody can have looked, so it is not counted (issue 37: a
        held key's repeat, or a stray key or click during the hold, must not use up a look)."""
        return (
            self._held_key.held
            and self._look_clock.isValid()
            and self._look_clock.elapsed() < max(0, timings.MIN_LOOK_MS)
        )

    def _on_guard(self, reason: str) -> None:
        if self.private is None:
            return
        self.aboutToCover.emit()  # synchronous: the listener reads the panel before it goes
        self._start_dwell()
        self._put_handoff()  # destroys the private frame too
        self.autoHidden.emit(reason)

    def _start_dwell(self) -> None:
        """The private screen goes down now: what follows waits for the rest of the dwell."""
        if self._revealed_at is not None:
            self._dwell_until = self._revealed_at + max(0, timings.MIN_DWELL_MS)
            self._revealed_at = None

    def _on_cancel(self) -> None:
        self._clear()
        self._factory = None
        self.cancelled.emit()

    def _on_neutral(self) -> None:
        self._clear()
        self.neutralDismissed.emit()

    def _clear(self, keep: QWidget | None = None) -> None:
        self._guard.disarm()
        for attr in ("handoff", "neutral", "private"):
            widget = getattr(self, attr)
            if widget is not None and widget is not keep:
                self._destroy(widget)
                setattr(self, attr, None)

    def _destroy(self, widget: QWidget | None) -> None:
        if widget is None:
            return
        self._stack.removeWidget(widget)
        widget.hide()
        widget.setParent(None)
        widget.deleteLater()
