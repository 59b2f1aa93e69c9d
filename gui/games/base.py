"""The game seam: what a game's GUI package gives the game-agnostic :class:`~gui.games.session.Session`.

Data flows one way (docs/architecture.md). The Session owns the engine game and never hands it to a
screen; it asks the game's :class:`GameUI` what comes next and gives screens *views* only:

* :class:`PrivateStep` — a seat's turn behind the curtain. The Session puts up the hand-off
  screen, and only after the deliberate reveal (and PIN) calls
  ``GameUI.build_private(step, game.view(seat), ctx)``. The panel sits in the curtain's
  frame, which can be covered at once (docs/architecture.md, "Covering a private screen");
  the equal minimum dwell (``gui.curtain.timings.MIN_DWELL_MS``) locks the curtain that
  follows. "Done — hide" finishes a choosing step once the panel says it is ready: the
  Session reads ``panel.chosen_actions()``, applies them in order through the checked
  ``game.apply(step.seat, action)`` (all or none: a list of several is tried on a replayed
  copy first), autosaves, destroys the panel, and calls ``GameUI.after_private``. A panel
  covered without finishing (Escape, an empty-area click, auto-hide) applies nothing and
  the same seat's hand-off screen comes back; a ``view_only`` step is finished by any cover.
* :class:`TableStep` — the public table. ``table.show_view(public_view)``,
  ``table.show_step(step)``, ``table.set_interactive(step.interactive)``. A click becomes
  ``table.actionRequested(seat, action)``; the Session (queued connection) asks
  ``GameUI.confirm(...)`` whether to ask first, applies it through ``game.apply``, autosaves,
  calls ``GameUI.after_action``, gives the table the new view, waits for
  ``animationFinished`` while ``table.is_animating()`` (or a timeout), then shows the next
  step. ``eventRequested(name)`` is a flow change without an engine action (Tempelgold's
  "everyone looks at their new chambers"): ``GameUI.on_event``. ``peekRequested()`` starts the peek.
* :class:`EndStep` — ``GameUI.build_end(public_view, ctx)``; its ``againRequested(object)``
  (the choice, e.g. the next Boss's seat, or nothing) and ``newGameRequested()``.

The per-game flow state is a pydantic model (saved in the autosave), holding no secret; every
``GameUI`` method that changes it returns it (new, or changed: the Session autosaves it).

A game's widgets derive from the seam's base classes (:mod:`gui.games.widgets`: ``GameTable``,
``GameEnd``, ``GamePanel``), which declare the signals and methods the Session uses, so the
``build_*`` methods are typed by them. The protocols below describe the same members, and a
panel's optional ones (``is_ready``, ``chosen_actions``, ``readyChanged``) the frame uses.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias, TypeVar, runtime_checkable

from gui.games.steps import EndStep as EndStep, PrivateStep as PrivateStep, Step as Step, TableStep as TableStep
from gui.games.steps import look_again_step as look_again_step

if TYPE_CHECKING:  # pydantic only for the annotations: the start screen imports this module (issue 8)
    from pydantic import BaseModel
    from PySide6.QtWidgets import QStackedWidget, QWidget
    from engine.actions import Action
    from engine.game import Game
    from gui.games.claims import ClaimsAbility, PhoneBoard
    from gui.games.guide_script import GuidedGame
    from gui.games.learning import Learning
    from gui.games.log_model import LogModel
    from gui.games.widgets import GameEnd, GamePanel, GameTable
    from gui.persistence.settings import Settings


@dataclass(frozen=True)
class EndRecord:
    """What the game history (:mod:`gui.history`) keeps of a finished game, in the game's words.

    Everything here is public once the game is over (the end screen shows it to everyone);
    the shared history code names no game and asks ``GameUI.end_record`` for it.
    ``roles``: each seat's role (the engine's ``Role.value``, named by :mod:`engine.glossary`);
    ``sides``: each seat's side (the balance lab's side ids where the seat plays for one);
    ``winners``: the winning seats; ``reason``: the ending (the ``Reason`` name);
    ``winning_side``: the lab's side id of this ending (what ``lab/data/balance.json`` counts);
    ``end_view``: JSON-safe data from which ``GameUI.end_view_from_data`` rebuilds the final
    public view for the end screen (without the log).
    """

    roles: tuple[str, ...]
    sides: tuple[str, ...]
    winners: frozenset[int]
    reason: str
    winning_side: str
    end_view: dict[str, Any]


@dataclass
class ScreenContext:
    """What a screen may use besides its view: the app's card renderer (``None`` if card art
    failed), the language, the one public log (engine lines and the app's own, merged by the
    Session: a table shows it, never feeds it) and the computer players' seats (public: marked)."""

    renderer: Any
    lang: str
    log: LogModel
    extra: dict[str, Any] = field(default_factory=dict)
    computers: frozenset[int] = frozenset()


@dataclass
class StartRequest:
    """What the start screen hands the Session.

    ``players`` in the order the group sits (clockwise, as listed); ``options`` maps variant
    ids of the engine registry to values (only ``config_field`` variants reach the config);
    ``first`` is who starts (a ``"starting_seat"`` game; ``None``: the seed chooses) or who is
    the Boss (a ``"boss"`` game: the Session rotates names and PINs so that player is seat 0);
    ``pins`` are plain PINs by list position (hashed by the Session at once, never saved).
    ``screens``: where each seat's private steps go, by list position, like ``pins``: a
    seat left out uses the laptop's curtain, ``"phone"`` its player's phone (``gui.phones``);
    the kinds are :data:`gui.games.device_router.SEAT_SCREENS`.
    """

    game: str
    players: list[str]
    options: dict[str, Any] = field(default_factory=dict)
    first: int | None = None
    pins: dict[int, str] = field(default_factory=dict)
    screens: dict[int, str] = field(default_factory=dict)


# -- widgets ------------------------------------------------------------------------------
@runtime_checkable
class PrivatePanel(Protocol):
    """A private screen (a ``QWidget``), built only from ``view(seat)`` after the reveal.

    Optional signal ``readyChanged(bool)``: :meth:`is_ready` changed (the frame's button then
    finishes the step). View-only panels (Tempelgold's look) may leave out ``is_ready`` and
    ``chosen_actions``: always ready, no actions. Recommended: ``shown_elements()``, every card
    face (``element_id``) the panel shows, also after an animation (the privacy oracle's)."""

    def seat(self) -> int: ...
    def set_language(self, lang: str) -> None: ...


class ChoosingPanel(PrivatePanel, Protocol):
    """A private screen that makes choices (Diamantenraub's hide and take)."""

    def is_ready(self) -> bool: ...
    def chosen_actions(self) -> Sequence[Action]: ...


@runtime_checkable
class TableScreen(Protocol):
    """The public table (a ``QWidget``).

    Signals: ``actionRequested(int seat, object action)``, ``eventRequested(str)``,
    ``peekRequested()``, ``animationFinished()`` (after an animation that
    :meth:`is_animating` announced).
    """

    def show_view(self, view: Any) -> None: ...
    def show_step(self, step: TableStep) -> None: ...
    def set_interactive(self, on: bool) -> None: ...
    def is_animating(self) -> bool: ...
    def set_language(self, lang: str) -> None: ...


@runtime_checkable
class EndScreen(Protocol):
    """The end screen (a ``QWidget``). Signals: ``againRequested(object)`` (or
    ``againRequested()``), ``newGameRequested()``."""

    def set_language(self, lang: str) -> None: ...


# -- the game's GUI ------------------------------------------------------------------------
PublicViewT = TypeVar("PublicViewT")
"""The game's public view (what ``game.public_view()`` returns)."""
SeatViewT = TypeVar("SeatViewT", contravariant=True)
"""The game's view of one seat (what ``game.view(seat)`` returns); only ever given to the game."""
FlowT = TypeVar("FlowT", bound="BaseModel")
"""The game's flow state, a pydantic model (saved in the autosave)."""


class GameUI(Protocol[PublicViewT, SeatViewT, FlowT]):
    """One per game, registered in :mod:`gui.games.registry`. Stateless: all state is the
    flow (saved) and the widgets it builds.

    Generic in the game's own types: a game declares ``GAME_UI: GameUI[PublicView, SeatView,
    Flow]`` and the type checker holds every method to them (a flow method that takes or
    returns another model, a table builder that returns a plain ``QWidget``, is an error).
    The game-agnostic side (the Session, the history, the phones) holds :data:`AnyGameUI`:
    it never looks inside a view or a flow, it only hands back what the game gave it.
    """

    game_id: str

    def flow_model(self) -> type[FlowT]:
        """The flow state's pydantic class (the autosave validates the saved flow with it)."""
        ...

    def new_flow(self, public_view: PublicViewT) -> FlowT:
        """The flow right after the deal."""
        ...

    def check_flow(self, flow: FlowT, public_view: PublicViewT) -> None:
        """Raise ``ValueError`` if a loaded flow does not fit the game (seats out of range...)."""
        ...

    def resume_flow(self, flow: FlowT, public_view: PublicViewT) -> FlowT:
        """The flow to continue from after a resume (e.g. a half-shown animation is over)."""
        ...

    def next_step(self, flow: FlowT, public_view: PublicViewT) -> Step:
        """What to show now. Pure: the same flow and view give the same step."""
        ...

    def after_private(self, flow: FlowT, step: PrivateStep, public_view: PublicViewT) -> FlowT:
        """The seat pressed "Done — hide" and its actions (if any) were applied."""
        ...

    def after_action(self, flow: FlowT, seat: int, action: Action, before: PublicViewT, after: PublicViewT) -> FlowT:
        """A public action from the table was applied (``before``/``after``: public views)."""
        ...

    def on_event(self, flow: FlowT, event: str, public_view: PublicViewT) -> FlowT:
        """The table asked for a flow change without an engine action."""
        ...

    def confirm(self, seat: int, action: Action, public_view: PublicViewT) -> tuple[str, str] | None:
        """``(title, question)`` if the Session must ask before applying this table action."""
        ...

    def peek_step(self, public_view: PublicViewT, seat: int) -> PrivateStep | None:
        """The look-again step for ``seat`` (``peek=True``), or ``None`` if it has nothing to see."""
        ...

    def build_private(self, step: PrivateStep, seat_view: SeatViewT, ctx: ScreenContext) -> GamePanel:
        """The private panel (a :class:`gui.games.widgets.GamePanel`). Called only after the reveal."""
        ...

    def build_table(self, ctx: ScreenContext) -> GameTable:
        """The public table (a :class:`gui.games.widgets.GameTable`); it shows ``ctx.log``."""
        ...

    def build_end(self, public_view: PublicViewT, ctx: ScreenContext) -> GameEnd:
        """The end screen (a :class:`gui.games.widgets.GameEnd`)."""
        ...

    def rematch_first_seat(self, public_view: PublicViewT, choice: object) -> int:
        """"Play again": the old seat that sits first (seat 0) in the new game; the Session
        rotates names and PINs with it. ``choice`` is what ``againRequested`` carried."""
        ...

    def resume_summary(self, public_view: PublicViewT) -> str:
        """A public line for the resume screen ("Runde 2", "Verhör"), already translated."""
        ...

    def autoplayer(self) -> AutoPlayer:
        """The ``--selfplay`` hook for this game."""
        ...

    def end_record(self, public_view: PublicViewT) -> EndRecord:
        """What the game history keeps of the finished game whose final view this is."""
        ...

    def end_view_from_data(self, data: dict[str, Any]) -> PublicViewT:
        """The final public view back from ``EndRecord.end_view`` (``ValueError`` if it does not fit)."""
        ...

    def phone_card_names(self, lang: str) -> dict[str, dict[str, str]]:
        """Names the phone page writes for cards, by the card's code, in ``lang`` (public words
        only, as the rules' card table has them); ``{}``: the page needs none."""
        ...

    def guided_game(self) -> GuidedGame | None:
        """The guided first game (its rules' example; :mod:`gui.games.guide_script`); ``None``: none."""

    def claims(self) -> ClaimsAbility | None:
        """The game's claims board, the table talk (:mod:`gui.games.claims`); ``None``: none."""

    def learning(self) -> Learning[SeatViewT] | None:
        """The rules at F1 and the hints (:mod:`gui.games.learning`); ``None``: it offers neither."""


AnyGameUI: TypeAlias = "GameUI[Any, Any, Any]"
"""A game's :class:`GameUI` as the game-agnostic side holds it (whichever game is running)."""


class AutoPlayer(Protocol):
    """Random legal play through a game's real widgets (``kartentisch --selfplay``).

    The generic part (``gui.checks.selfplay``) drives the curtain: it holds the reveal button,
    types PINs, waits for the dwell, clicks "Done — hide", answers confirmations, scans for
    leaks. This hook only makes one game choice on the screen in front of it, by clicking
    or setting that screen's widgets, never by calling the Session or the engine.
    """

    def choose_private(self, panel: QWidget, rng: random.Random) -> None:
        """Make random legal choices on a revealed private panel until it is ready
        (a view-only panel: nothing to do)."""
        ...

    def act_on_table(self, table: QWidget, rng: random.Random) -> bool:
        """Make one random legal choice on the table (click a chamber, accuse, press a
        banner button); ``False`` if nothing on the table can be clicked now."""
        ...

    def public_elements(self, public_view: Any) -> set[str]:
        """Card elements (``gui.cards.element_id``) the whole table may see now: the
        privacy scan does not count these as leaks."""
        ...


# -- the window, as the Session sees it --------------------------------------------------
class SessionHost(Protocol):
    """The narrow interface through which the Session reaches the main window."""

    @property
    def settings(self) -> Settings: ...
    @property
    def renderer(self) -> Any: ...
    @property
    def stack(self) -> QStackedWidget: ...

    def window_widget(self) -> QWidget:
        """The top-level window (the curtain's guard watches its focus and state)."""
        ...

    def add_screen(self, widget: QWidget) -> None: ...
    def show_screen(self, widget: QWidget) -> None: ...
    def drop_screen(self, widget: QWidget) -> None: ...
    def current_screen(self) -> QWidget | None: ...
    def ask(self, title: str, question: str) -> bool: ...
    def notify(self, text: str, key: str | None = None) -> None: ...  # a key line replaces its last one
    def clear_notice(self, key: str) -> None: ...  # the key line goes (saving works again)

    def new_game_screen(self, confirm: bool = True) -> None:
        """Back to the start screen ("Neues Spiel" on the end screen)."""
        ...

    def session_changed(self) -> None:
        """The game started, ended or changed step (menus update)."""
        ...


class RouteSession(Protocol):
    """What a :class:`PrivateRoute` (the phones) may ask of the Session: the running game
    (its seat's view for a phone, a phone's choice checked), the game's GUI, the language,
    the window, the claims board; and the moments it reports back."""

    @property
    def game(self) -> Game | None: ...
    @property
    def ui(self) -> AnyGameUI | None: ...
    @property
    def lang(self) -> str: ...
    @property
    def host(self) -> SessionHost: ...
    @property
    def table(self) -> GameTable | None: ...
    @property
    def claims(self) -> PhoneBoard: ...  # the claims board, as a phone reads it and enters its claim

    def parallel_run(self, step: PrivateStep) -> list[PrivateStep]:
        """``step`` and the parallel steps that may happen at the same time."""
        ...

    def reroute(self) -> None:
        """A seat's route changed (its phone was moved to the curtain): show the step again."""
        ...

    def show_table_for_route(self) -> None:
        """A private step went to a phone: the laptop shows the public table, not clickable."""
        ...

    def note_peek(self, seat: int) -> None:
        """A seat looked at its own cards again on its phone: the table is told."""
        ...


class PrivateRoute(Protocol):
    """Where a seat's private step goes: the curtain (default) or, later, that seat's phone.

    ``Session.private_route`` is ``None`` for the curtain. A phone route that
    ``handles(seat)`` is given the step and the seat's view; it calls ``finish(actions)``
    when the player is done (the Session applies them exactly as for the curtain) or
    ``finish(None)`` if the step was abandoned.

    The Session calls every member below directly (no probing): ``step_started`` when a
    step comes up (a run of parallel steps goes to every phone seat at once),
    ``waiting_for`` for the seats whose phone has its step now, ``refresh`` when the game
    or the language changed, ``close`` when the game ends. ``pendingChanged`` is a signal
    the route emits when the seats the laptop waits for change.
    """

    @property
    def pendingChanged(self) -> Any: ...  # noqa: N802 - a Qt signal's name

    def handles(self, seat: int) -> bool: ...
    def run(self, step: PrivateStep, seat_view: Any, finish: Callable[[list[Action] | None], None]) -> None: ...
    def step_started(self, step: PrivateStep) -> None: ...
    def waiting_for(self) -> list[int]: ...
    def refresh(self) -> None: ...
    def close(self, final: bool = False, reason: str | None = None) -> None: ...

    def devices_for_rematch(self, first: int, count: int) -> Any:
        """This game's devices for "Play again", whose seat 0 is this game's seat ``first``:
        each player keeps their phone (handed back to :func:`gui.phones.laptop.attach_phones`)."""
        ...

    def played_on_phones(self) -> frozenset[int]:
        """The seats that play this game on phones, also once it has ended (the game history
        records them after the route has let its phones go)."""
        ...
