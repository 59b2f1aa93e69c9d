"""The one object that owns a running game, whatever the game: the game-agnostic Session.

Data flows one way: a click becomes an action, ``game.apply``, the table is given
``public_view()``; only after the deliberate reveal is a private panel given ``view(seat)``.
What happens in between is done by its collaborators, each with one job, on one shared
:class:`~gui.games.game_state.GameState`: the :class:`~gui.games.turn_loop.TurnLoop` (what
comes next, on which screen), the :class:`~gui.games.private_steps.PrivateStepRunner` (a
seat's private screen), :class:`~gui.games.game_persistence.GamePersistence` (autosave,
resume, history), the :class:`~gui.games.device_router.DeviceRouter` (curtain, phone or
computer), :class:`~gui.games.computer_seats.ComputerSeats`, the :class:`~gui.games.claims_keeper.ClaimsKeeper`
(the claims board), :class:`~gui.games.peek.Peek` and the :class:`~gui.games.guide.Guide` (a guided
first game). The Session deals, resumes, closes and rematches, wires them and is the one face the
window (``SessionHost``), the phones and the self-checks see (docs/architecture.md).
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from engine.registry import game_info
from gui.curtain import Curtain
from gui.games.base import PrivateRoute, PrivateStep, ScreenContext, SessionHost, StartRequest
from gui.games.claims_keeper import ClaimsKeeper
from gui.games.computer_seats import ComputerSeats
from gui.games.device_router import PHONE, DeviceRouter, computer_seats, seats_on
from gui.games.game_persistence import GamePersistence, resumed_request
from gui.games.game_state import GameState
from gui.games.guide import Guide, guided_request
from gui.games.log_model import LogModel
from gui.games.peek import Peek, PeekOffer
from gui.games.private_steps import PrivateStepRunner
from gui.games.registry import game_ui
from gui.games.seats import rematch, rotate_seats, seated
from gui.games.widgets import GamePanel
from gui.games.turn_loop import TurnLoop
from gui.persistence.autosave import LoadedAutosave
from gui.persistence.pin_hash import PinHash

if TYPE_CHECKING:
    from pydantic import BaseModel

    from engine.actions import Action
    from engine.game import Game
    from gui.games.base import AnyGameUI, Step
    from gui.games.guide_script import GuidedGame
    from gui.games.widgets import GameEnd, GameTable
    from gui.screens.choose_seat import SeatChooser

# Where new games get their seeds. Tests replace it with a seeded ``random.Random``.
SEED_SOURCE: random.Random = random.SystemRandom()


class Session(QObject):
    """Owns the running game and the collaborators that play it (see the module text)."""

    def __init__(self, host: SessionHost) -> None:
        super().__init__(host.window_widget())
        self.host = host
        self.state = GameState()
        self.curtain = Curtain(
            host.stack,
            host.window_widget(),
            reveal_mode=lambda: host.settings.reveal_mode,
            inactivity_ms=lambda: int(host.settings.inactivity_seconds * 1000),
        )
        self.log = LogModel(host.settings.language, self)
        self.router = DeviceRouter()
        self.persistence = GamePersistence(self.state, self.log, host, self)
        self.private_steps = PrivateStepRunner(
            self.state, self.curtain, self.router, host, self.log,
            context=self.context, autosave=self.autosave, show_step=self.show_step,
        )
        self.peek = Peek(self, host)  # "look at my cards again": the seat chooser
        self.guide = Guide(self.state, host, self.curtain, private_step=lambda: self.private_steps.current,
                           screens=lambda: (self.turns.table, self.turns.end_screen), autosave=self.autosave,
                           parent=self)
        self.turns = TurnLoop(
            self.state, host, self.curtain, self.peek, self.private_steps, self.router, self.log,
            context=self.context, autosave=self.autosave, game_over=self._game_over,
            again=self.play_again, on_step=self.guide.refresh, parent=self,
        )
        self.computers = ComputerSeats(
            self.state, delay_ms=lambda: host.settings.computer_delay_ms, show_table=self._table_for_computer,
            act=lambda seat, action: self.turns.request_action(seat, action, computer=True),
            hold_table=self.turns.hold_table, schedule=self.guide.schedule, parent=self,
        )
        self.computers.script = self.guide.scripted
        self.router.computers = self.computers
        self.claims = self.turns.claims = ClaimsKeeper(self.state, self.log, self.computers, host, parent=self,
                                                       table=lambda: self.turns.table, autosave=self.autosave,
                                                       quiet=self.guide.talk_at_table, changed=self.router.refresh)
        self.curtain.autoHidden.connect(lambda _reason: self.autosave())
        self.curtain.neutralDismissed.connect(self.show_step)
        self._ui_rng = random.Random()  # drawn from SEED_SOURCE at every start and resume

    # -- the shared state, as the window, the phones and the self-checks read it -------------------
    @property
    def game(self) -> Game | None:  # the engine game; never handed to a screen
        return self.state.game

    @property
    def ui(self) -> AnyGameUI | None:
        return self.state.ui

    @property
    def flow(self) -> BaseModel | None:  # the game's flow state (pydantic), saved in the autosave
        return self.state.flow

    @property
    def step(self) -> Step | None:
        return self.state.step

    @property
    def pins(self) -> dict[int, PinHash]:
        return self.state.pins

    @pins.setter
    def pins(self, pins: dict[int, PinHash]) -> None:
        self.state.pins = pins

    @property
    def request(self) -> StartRequest | None:
        return self.state.request

    @property
    def table(self) -> GameTable | None:
        return self.turns.table

    @property
    def end_screen(self) -> GameEnd | None:
        return self.turns.end_screen

    @property
    def busy(self) -> bool:  # a table action is being animated (the table takes no click)
        return self.turns.busy

    @property
    def private_route(self) -> PrivateRoute | None:
        """Where private steps of phone seats go; ``None`` = every seat at the curtain."""
        return self.router.route

    @private_route.setter
    def private_route(self, route: PrivateRoute | None) -> None:
        self.router.route = route

    @property
    def running(self) -> bool:  # a game is in progress (not over)
        return self.state.running

    @property
    def lang(self) -> str:
        return self.host.settings.language

    @property
    def private_step(self) -> PrivateStep | None:
        """The step behind the curtain (or on a phone) now, if any."""
        return self.private_steps.current

    @property
    def chooser(self) -> SeatChooser | None:
        """The peek's seat chooser while it is on screen (:attr:`peek`)."""
        return self.peek.chooser

    def context(self) -> ScreenContext:
        """``extra["rng"]``: screens' randomness, from :data:`SEED_SOURCE` (tests repeat), never the engine's."""
        seats = computer_seats(self.state.request.screens) if self.state.request is not None else {}
        return ScreenContext(renderer=self.host.renderer, lang=self.lang, log=self.log, extra={"rng": self._ui_rng},
                             computers=frozenset(seats))

    # -- starting -------------------------------------------------------------------------------
    def start_game(
        self, request: StartRequest, seed: int | None = None, pins: dict[int, PinHash] | None = None,
        rematch: bool = False, devices: Any = None, guided: GuidedGame | None = None,
    ) -> None:
        """Deal a new game and show its first step. ``pins`` (hashed, by new seat) replace
        ``request.pins`` ("Play again"); in a Boss game ``request.first`` becomes seat 0, the PINs
        move along. ``devices``: a rematch's phones (:class:`gui.phones.route.PhoneDevices`);
        ``guided``: the game's guided first game (:meth:`start_guided`)."""
        from gui.persistence.autosave import forget_abandoned

        forget_abandoned()  # a new game begins: the last abandoned one is gone for good
        info = game_info(request.game)
        ui = game_ui(request.game)
        request = seated(request, info)
        config = info.make_config(request.players, request.options, request.first)
        if seed is None:
            seed = SEED_SOURCE.randrange(2**62)
        self._ui_rng = random.Random(SEED_SOURCE.randrange(2**62))
        self.close_game()
        state = self.state
        state.request = StartRequest(
            game=request.game,
            players=list(request.players),
            options=dict(request.options),
            first=request.first,
            screens=dict(request.screens),
        )
        state.ui = ui
        state.game = info.load().new_game(config, seed)
        state.guide = None
        self.guide.attach(guided)
        self.persistence.started(rematch)
        state.pins = dict(pins) if pins is not None else {s: PinHash.of(p) for s, p in request.pins.items() if p}
        view = state.public_view()
        state.flow = ui.new_flow(view)
        self.log.restore(view.log, ())
        if rematch and self.persistence.evening.games:  # the table sees who is ahead this evening
            self.log.add_app_entry("evening", self.persistence.evening.line())
        self.turns.build_table()
        phone_seats = seats_on(request.screens, PHONE)
        if phone_seats or devices is not None:
            from gui.phones.laptop import attach_phones

            # a phone finished: the hand-off's line follows
            self.router.attach(attach_phones(self, devices, phone_seats), self.private_steps.update_status)
        self._seat_computers(info.lab_module)
        if self.computers.seats:  # the table knows who is a computer: a public fact, in its log
            self.log.add_app_entry("computers", ", ".join(state.game.name(s) for s in sorted(self.computers.seats)))
        self.autosave()
        self.show_step()

    def start_guided(self, game_id: str) -> bool:
        """The game's guided first game (``False``: the game has none)."""
        found = guided_request(game_id)
        if found is not None:
            self.start_game(found[0], seed=found[1].seed, guided=found[1])
        return found is not None

    def resume(self, loaded: LoadedAutosave) -> None:
        """Continue an autosaved game. It always begins behind the curtain."""
        self.close_game()
        self._ui_rng = random.Random(SEED_SOURCE.randrange(2**62))
        state = self.state
        game_id = loaded.data.game.game
        ui = state.ui = game_ui(game_id)
        game = state.game = loaded.game
        self.persistence.started(rematch=False)
        view = game.public_view()
        flow = state.flow = ui.resume_flow(loaded.flow, view)
        state.pins = dict(loaded.data.pins)
        state.request = resumed_request(game_id, game, loaded.data.computers)
        state.guide = loaded.data.guide
        self.guide.attach(ui.guided_game() if state.guide is not None else None)
        self._seat_computers(game_info(game_id).lab_module)
        self.log.restore(view.log, loaded.data.log)
        self.turns.build_table()
        step = ui.next_step(flow, view)
        if isinstance(step, PrivateStep):
            self.show_step()  # the hand-off screen for whoever is next
        else:
            state.step = step
            self.curtain.show_neutral()
        self.host.session_changed()
        self.guide.refresh()

    def _seat_computers(self, lab_module: str) -> None:
        """The request's computer seats play from now on (none: nobody is a computer)."""
        assert self.state.request is not None
        seats = computer_seats(self.state.request.screens)
        if seats:
            self.computers.attach(seats, lab_module)
            # nobody looks behind the curtain for a computer: its seat has no PIN
            self.state.pins = {s: pin for s, pin in self.state.pins.items() if s not in seats}

    def _table_for_computer(self) -> None:
        """A computer's private step: the public table, as for a phone; but while the equal
        dwell of the last person's private screen runs, the neutral curtain, so that the
        table cannot show how soon that person was done (gui/curtain/dwell.py)."""
        if self.curtain.dwell_remaining_ms() > 0:
            self.curtain.show_neutral()
        else:
            self.show_table_for_route()

    @property
    def computer_turn(self) -> bool:
        """A computer player's turn is under way (its fixed delay has not run out)."""
        return self.computers.pending

    def close_game(self) -> None:
        """Drop the game and every game widget (the caller shows the next screen)."""
        self.curtain.lower()
        self.curtain.forget_dwell()
        self.curtain.set_waiting([], [])
        self.turns.close()
        self.guide.close()
        self.peek.drop_chooser()
        self.router.close()  # phones: the server stops, every link of this game becomes old
        self.private_steps.reset()
        self.state.clear()

    def abandon(self) -> None:
        """End the game (new game); a running one is kept as the last abandoned game (offered by the start screen)."""
        running = self.running
        self.close_game()
        self.log.clear()
        self.persistence.abandoned(running)

    # -- the flow: the turn loop and the private-step runner ----------------------------------------
    def show_step(self) -> None:
        """Show what the flow says is next."""
        self.turns.show_step()

    def parallel_run(self, step: PrivateStep) -> list[PrivateStep]:
        """``step`` and the parallel steps that may happen at the same time (phones)."""
        return self.private_steps.parallel_run(step)

    def run_private(self, step: PrivateStep) -> None:
        """Put ``step`` up: the curtain's hand-off screen, or the seat's phone."""
        self.private_steps.run(step)

    def request_action(self, seat: int, action: Action) -> bool:
        """A table action (a click on the public table). Ignored while a curtain is up."""
        return self.turns.request_action(seat, action)

    def still_to_act(self) -> tuple[list[int], list[int]]:
        """Who still has to do the private step(s): seats on the curtain, seats on phones."""
        return self.private_steps.still_to_act()

    # -- the peek (gui.games.peek): the PeekHost members it calls -----------------------------------
    def start_peek(self) -> None:
        """"Look at my cards again" (the table's ``peekRequested``)."""
        self.turns.start_peek()

    def peek_offer(self) -> PeekOffer | None:
        """Whom the peek's chooser offers now; ``None`` while the table takes no peek."""
        game = self.state.game
        if game is None or not self.turns.peek_open():
            return None
        return PeekOffer(list(game.players), set(self.state.pins), self.private_steps.peek_steps())

    def peek_step(self, seat: int) -> PrivateStep | None:
        """``seat``'s look-again step now (``None``: no game, or nothing to see)."""
        return self.private_steps.peek_step(seat)

    # -- the end and "Play again" ---------------------------------------------------------------------
    def _game_over(self) -> None:
        """The end screen is up: the game goes into the evening's tally (shown) and the history."""
        self.persistence.record(self.router.played_away(), self.router.computer_strengths())
        if self.turns.end_screen is not None:
            self.turns.end_screen.show_evening(self.persistence.evening)

    def play_again(self, choice: object = None) -> None:
        """Same players, options and PINs, a new deal; the game may rotate the seats (the next
        Boss), and every PIN and device moves with its player (issue 19 §13)."""
        state = self.state
        if state.request is None or state.ui is None:
            return
        first = state.ui.rematch_first_seat(state.game.public_view(), choice) if state.game is not None else 0
        count = len(state.request.players)
        # before the end (only a caller's choice; the end screen is after it): the phones
        # are told "next" and wait for their seats, as after "over"
        devices = self.router.devices_for_rematch(first % count, count, self.running)
        self.start_game(rematch(state.request, first), pins=rotate_seats(state.pins, first % count, count),
                        devices=devices, rematch=True)

    # -- language and dialogs ------------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        self.log.set_language(lang)
        self.router.refresh()
        self.claims.refresh()
        private = self.curtain.private
        if private is not None and isinstance(private.content, GamePanel):
            private.content.set_language(lang)  # its texts may come from the rules files, not tr()
        for screen in (self.turns.table, self.turns.end_screen):
            if screen is not None:
                screen.set_language(lang)
        self.guide.set_language()

    def cover(self) -> None:
        """Before any dialog: a private screen goes behind the curtain first."""
        self.curtain.cover()

    def autosave(self) -> None:
        """Write the running game now (after every applied action and every curtain step)."""
        self.persistence.autosave()

    # -- phones (gui/phones): the hooks a private route needs ----------------------------------------
    def show_table_for_route(self) -> None:
        """A private step went to a phone: the laptop shows the public table, not clickable."""
        self.turns.show_table_for_route()

    def reroute(self) -> None:
        """A seat's route changed (its phone went to the curtain): show the step again (a
        curtain seat's turn goes on undisturbed; the moved seat comes after)."""
        if self.state.game is None or not isinstance(self.state.step, PrivateStep):
            return
        private = self.private_steps.current
        if self.curtain.is_up and private is not None and not self.router.routed(private.seat):
            self.private_steps.update_status()
            return
        self.show_step()

    def note_peek(self, seat: int) -> None:
        """A seat looked at its own cards again on its phone: the table is told, as for the curtain,
        once per seat between two engine lines (issue 20 §4: a phone cannot grow the log or saves)."""
        game = self.state.game
        if game is not None and self.log.add_app_entry("peek", game.name(seat), coalesce=True) is not None:
            self.autosave()
