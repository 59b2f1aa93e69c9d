"""The running game as the Session's collaborators share it: one object, owned by the Session.

The Session's parts (:mod:`gui.games.turn_loop`, :mod:`gui.games.private_steps`,
:mod:`gui.games.game_persistence`, :mod:`gui.games.device_router`) each do one job on the
same game. They read and write it here, so that none of them reaches into another for it;
the Session creates it, fills it when a game starts or resumes and empties it when the game
is closed. Nothing here is ever handed to a screen: screens get views.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pydantic import BaseModel

    from engine.game import Game
    from gui.games.base import AnyGameUI, StartRequest, Step
    from gui.persistence.pin_hash import PinHash


@dataclass
class GameState:
    """The engine game, its GUI, the flow, the step on screen, the PINs and the start request.

    ``game`` is the engine's checked game (never given to a screen); ``ui`` the game's
    :class:`~gui.games.base.GameUI`; ``flow`` the game's flow state (a pydantic model, saved
    in the autosave next to the engine's save file); ``step`` what the flow said last.
    """

    game: Game | None = None
    ui: AnyGameUI | None = None
    flow: BaseModel | None = None
    step: Step | None = None
    pins: dict[int, PinHash] = field(default_factory=dict)
    request: StartRequest | None = None
    guide: list[str] | None = None
    """A guided first game: the ids of the explanations read so far (autosaved); ``None``: not guided."""

    @property
    def running(self) -> bool:
        """A game is in progress (not over)."""
        return self.game is not None and self.game.outcome() is None

    def public_view(self) -> Any:
        """The game's public view now (a game must be there)."""
        assert self.game is not None, "no game"
        return self.game.public_view()

    def clear(self) -> None:
        """No game any more (the request and the PINs stay for "Play again")."""
        self.game = None
        self.step = None
