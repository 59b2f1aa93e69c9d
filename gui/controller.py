"""The one object that owns the game and the hot-seat flow.

Data flows one way (DESIGN.md): a click becomes an action → ``game.apply`` → the table is
given ``public_view()``; behind the curtain, and only after the deliberate reveal, the
private panel is given ``view(seat)``. Screens never see the game object.

The flow (see :mod:`gui.flow` for the saved state):

1. deal → for every seat, clockwise from the key holder: hand-off → reveal → private panel
   (role card and this round's chambers) → "Done — hide";
2. the public table; the key holder clicks a face-down chamber of another player →
   ``Open`` → the table animates;
3. after the last opening of a round: a banner ("Round 1 is over — the chambers are
   reshuffled") → the redeal loop as in 1 → table;
4. when the Abenteurer can no longer win the table offers to end (``EndHopeless``);
   playing on is allowed;
5. end screen: every role; "Play again" (same players, new deal) or "New game".

Autosave: after every action and after every curtain step (:mod:`gui.autosave`). An
auto-hidden private screen (inactivity, focus loss) does not advance the flow: the same
player's hand-off screen comes back.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QWidget

from engine.errors import IllegalActionError
from gui.autosave import Autosave, LoadedAutosave, PinHash, clear_autosave, write_autosave
from gui.curtain import Curtain
from gui.flow import FlowState, look_order
from gui.memory import release_free_memory
from gui.screens.choose_seat import SeatChooser
from gui.screens.start import StartRequest

if TYPE_CHECKING:
    from gui.main_window import MainWindow

# Where new games get their seeds. Tests replace it with a seeded ``random.Random``.
SEED_SOURCE: random.Random = random.SystemRandom()

# If the table reports no end of its opening animation, go on after this long anyway.
ANIMATION_TIMEOUT_MS = 2500


class Controller(QObject):
    """Owns the engine game, the flow state, the PINs and the game screens."""

    phaseChanged = Signal(str)
    gameEnded = Signal()

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.curtain = Curtain(
            window.stack,
            window,
            reveal_mode=lambda: window.settings.reveal_mode,
            inactivity_ms=lambda: int(window.settings.inactivity_seconds * 1000),
        )
        self.curtain.done.connect(self._on_curtain_done)
        self.curtain.autoHidden.connect(lambda _reason: self._autosave())
        self.curtain.cancelled.connect(self._on_peek_cancelled)
        self.curtain.neutralDismissed.connect(self._show_phase)
        self.game = None  # engine game; never handed to a screen
        self.flow = FlowState()
        self.pins: dict[int, PinHash] = {}
        self.request: StartRequest | None = None
        self.table: QWidget | None = None
        self.end_screen: QWidget | None = None
        self.chooser: SeatChooser | None = None
        self._peek_seat: int | None = None
        self._busy = False  # an opening is being animated
        self._anim_token = 0
        self._pending_after_animation: Callable[[], None] | None = None

    # -- queries ----------------------------------------------------------------------
    @property
    def running(self) -> bool:
        """A game is in progress (not over)."""
        return self.game is not None and self.game.outcome() is None

    @property
    def has_game(self) -> bool:
        return self.game is not None

    @property
    def lang(self) -> str:
        return self.window.settings.language

    # -- starting ---------------------------------------------------------------------
    def start_game(
        self, request: StartRequest, seed: int | None = None, pins: dict[int, PinHash] | None = None
    ) -> None:
        """Deal a new game and begin the look-at-your-cards loop.

        ``pins`` (already hashed) replace ``request.pins``: "Play again" keeps everyone's PIN.
        """
        from engine import tempelgold

        config = tempelgold.Config(
            players=request.players, one_trap=request.one_trap, starting_seat=request.starting_seat
        )
        if seed is None:
            seed = SEED_SOURCE.randrange(2**62)
        self.close_game()
        self.request = request
        self.game = tempelgold.new_game(config, seed)
        if pins is not None:
            self.pins = dict(pins)
        else:
            self.pins = {seat: PinHash.of(pin) for seat, pin in request.pins.items() if pin}
        view = self.game.public_view()
        self.flow = FlowState(phase="look", reason="deal", to_look=look_order(len(view.players), view.key_holder))
        self._build_table()
        self._autosave()
        self._show_phase()

    def resume(self, loaded: LoadedAutosave) -> None:
        """Continue an autosaved game. It always begins behind the curtain."""
        self.close_game()
        self.game = loaded.game
        self.flow = loaded.data.flow
        self.pins = dict(loaded.data.pins)
        config = self.game.config
        self.request = StartRequest(
            game=loaded.data.game.game,
            players=list(config.players),
            one_trap=bool(getattr(config, "one_trap", False)),
            starting_seat=getattr(config, "starting_seat", None),
            pins={},
        )
        self._build_table()
        if self.flow.phase == "look" and self.flow.to_look:
            self._show_phase()  # the hand-off screen for whoever is next
        else:
            if self.flow.phase == "look":
                self.flow.phase = "table"
            self.curtain.show_neutral()

    def close_game(self) -> None:
        """Drop the game and every game widget (the caller shows the next screen)."""
        self.curtain.lower()
        for attr in ("table", "end_screen", "chooser"):
            widget = getattr(self, attr)
            if widget is not None:
                self.window.drop_screen(widget)
                setattr(self, attr, None)
        self.game = None
        self._busy = False
        self._peek_seat = None
        self._anim_token += 1

    def abandon(self) -> None:
        """End the running game for good (new game): the autosave goes too."""
        self.close_game()
        clear_autosave()

    # -- the flow -----------------------------------------------------------------------
    def _show_phase(self) -> None:
        """Show what the flow state says is next."""
        if self.game is None:
            return
        phase = self.flow.phase
        self.phaseChanged.emit(phase)
        if phase == "look":
            if not self.flow.to_look:
                self.flow.phase = "table"
                self._autosave()
                self._show_phase()
                return
            self._hand_off(self.flow.to_look[0], self.flow.reason)
        elif phase in ("table", "round_over"):
            self._show_table()
        elif phase == "end":
            self._show_end()

    def _hand_off(self, seat: int, reason: str, *, cancellable: bool = False) -> None:
        name = self.game.name(seat)
        pin = self.pins.get(seat)
        self.curtain.hand_off(
            name,
            lambda: self._build_private(seat, reason),
            pin_check=pin.matches if pin is not None else None,
            cancellable=cancellable,
        )

    def _build_private(self, seat: int, reason: str) -> QWidget:
        """Runs only after the reveal: the seat's view is read here, not earlier."""
        from gui.tempelgold.private import TempelgoldPrivatePanel

        return TempelgoldPrivatePanel(self.game.view(seat), self.window.renderer, self.lang, reason)

    def _on_curtain_done(self) -> None:
        release_free_memory()
        if self._peek_seat is not None:
            self._peek_seat = None
            self._show_table()
            return
        if self.flow.phase == "look" and self.flow.to_look:
            self.flow.to_look.pop(0)
            if not self.flow.to_look:
                self.flow.phase = "table"
        self._autosave()
        self._show_phase()

    def _build_table(self) -> None:
        from gui.tempelgold.screen import TempelgoldTableScreen

        table = TempelgoldTableScreen(self.window.renderer, self.lang)
        # Queued: the click arrives inside the card item's own mouse handler, and the table
        # rebuilds its scene (removing that very item) when it is given the new view.
        table.openRequested.connect(self.open_chamber, Qt.ConnectionType.QueuedConnection)
        table.bannerButtonClicked.connect(self._on_banner_button)
        table.endHopelessRequested.connect(self.end_hopeless)
        table.peekRequested.connect(self.start_peek)
        table.animationFinished.connect(self._on_animation_finished)
        table.show_view(self.game.public_view())
        table.set_interactive(False)
        self.window.add_screen(table)
        self.table = table

    def _show_table(self) -> None:
        table = self.table
        if table is None:
            return
        table.show_view(self.game.public_view())
        if self.flow.phase == "round_over":
            table.set_banner(self._round_over_text(), self.tr("Everyone looks at their new chambers"))
        else:
            table.set_banner(None)
        self.window.show_screen(table)
        self.curtain.lower()
        self._drop_chooser()
        table.set_interactive(self.flow.phase == "table" and not self._busy)

    def _round_over_text(self) -> str:
        finished = self.game.public_view().round - 1
        return self.tr("Round {n} is over — the chambers are reshuffled").format(n=finished)

    # -- actions --------------------------------------------------------------------------
    def open_chamber(self, owner: int, slot: int) -> bool:
        """The key holder opens ``slot`` of ``owner``. Ignored while a curtain is up."""
        from engine.tempelgold import Open

        if self.game is None or self.curtain.is_up or self._busy or self.flow.phase != "table":
            return False
        if self.window.stack.currentWidget() is not self.table:
            return False
        before = self.game.public_view()
        try:
            self.game.apply(before.key_holder, Open(owner, slot))
        except IllegalActionError:
            return False
        after = self.game.public_view()
        if after.outcome is not None:
            self.flow = FlowState(phase="end")
        elif after.round != before.round:
            self.flow = FlowState(phase="round_over", reason="redeal")
        self._autosave()
        self._busy = True
        self.table.set_interactive(False)
        self.table.show_view(after)
        self._anim_token += 1
        token = self._anim_token
        if getattr(self.table, "is_animating", lambda: False)():
            QTimer.singleShot(ANIMATION_TIMEOUT_MS, lambda: self._after_opening(token))
        else:
            QTimer.singleShot(0, lambda: self._after_opening(token))
        return True

    def _on_animation_finished(self) -> None:
        self._after_opening(self._anim_token)

    def _after_opening(self, token: int) -> None:
        if token != self._anim_token or not self._busy or self.game is None:
            return
        self._busy = False
        release_free_memory()
        if self.flow.phase == "end":
            self._show_end()
        elif self.flow.phase == "round_over":
            self._show_table()
        else:
            self.table.set_interactive(not self.curtain.is_up)

    def _on_banner_button(self) -> None:
        if self.game is None or self.flow.phase != "round_over" or self.curtain.is_up:
            return
        holder = self.game.public_view().key_holder
        self.flow = FlowState(phase="look", reason="redeal", to_look=look_order(self.game.player_count, holder))
        self._autosave()
        if self.table is not None:
            self.table.set_banner(None)
            self.table.set_interactive(False)
        self._show_phase()

    def end_hopeless(self, confirmed: bool | None = None) -> bool:
        """End the game for the Wächter once the Abenteurer can no longer win (asks first)."""
        from engine.tempelgold import EndHopeless

        if self.game is None or self.curtain.is_up or self._busy:
            return False
        view = self.game.public_view()
        if not view.hopeless:
            return False
        if confirmed is None:
            confirmed = self.window.ask(
                self.tr("End the game?"),
                self.tr("The Abenteurer can no longer find all the gold. End the game now — the Wächter win?"),
            )
        if not confirmed:
            return False
        try:
            self.game.apply(view.key_holder, EndHopeless())
        except IllegalActionError:
            return False
        self.flow = FlowState(phase="end")
        self._autosave()
        self._show_end()
        return True

    # -- peek -----------------------------------------------------------------------------
    def start_peek(self) -> None:
        """"Look at my cards again": choose your name → hand-off → reveal → panel → table."""
        if self.game is None or self.flow.phase != "table" or self.curtain.is_up or self._busy:
            return
        self._drop_chooser()
        chooser = SeatChooser(list(self.game.players))
        chooser.chosen.connect(self._peek_chosen)
        chooser.cancelled.connect(self._show_table)
        self.window.add_screen(chooser)
        self.window.show_screen(chooser)
        self.chooser = chooser
        if self.table is not None:
            self.table.set_interactive(False)

    def _peek_chosen(self, seat: int) -> None:
        self._peek_seat = seat
        self._hand_off(seat, "peek", cancellable=True)
        self._drop_chooser()

    def _on_peek_cancelled(self) -> None:
        self._peek_seat = None
        self._show_table()

    def _drop_chooser(self) -> None:
        if self.chooser is not None:
            self.window.drop_screen(self.chooser)
            self.chooser = None

    # -- the end --------------------------------------------------------------------------
    def _show_end(self) -> None:
        from gui.tempelgold.end import TempelgoldEndScreen

        self.curtain.lower()
        if self.end_screen is not None:
            self.window.drop_screen(self.end_screen)
        screen = TempelgoldEndScreen(self.game.public_view(), self.window.renderer, self.lang)
        screen.againRequested.connect(self.play_again)
        screen.newGameRequested.connect(self.window.new_game_screen)
        self.window.add_screen(screen)
        self.window.show_screen(screen)
        self.end_screen = screen
        if self.table is not None:
            self.window.drop_screen(self.table)
            self.table = None
        self.gameEnded.emit()

    def play_again(self) -> None:
        """Same players, same options, a new deal (new seed)."""
        if self.request is None:
            return
        self.start_game(self.request, pins=self.pins)  # the same people keep their PINs

    # -- language -------------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        private = self.curtain.private
        if private is not None and hasattr(private.content, "set_language"):
            private.content.set_language(lang)  # its texts come from the rules files, not from tr()
        if self.table is not None:
            self.table.set_language(lang)
            if self.flow.phase == "round_over" and self.window.stack.currentWidget() is self.table:
                self.table.set_banner(self._round_over_text(), self.tr("Everyone looks at their new chambers"))
        if self.end_screen is not None:
            if hasattr(self.end_screen, "set_language"):
                self.end_screen.set_language(lang)
            else:
                self._show_end()

    # -- saving ---------------------------------------------------------------------------
    def _autosave(self) -> None:
        if self.game is None:
            return
        data = Autosave(
            game=self.game.to_save(),
            flow=self.flow,
            pins=dict(self.pins),
        )
        try:
            write_autosave(data)
        except OSError as exc:
            self.window.notify(self.tr("The game could not be saved: {error}").format(error=exc), key="autosave")
        else:
            self.window.clear_notice("autosave")
