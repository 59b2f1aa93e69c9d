"""The engine's exceptions: all are ``ValueError``s, as in python-chess.

Every message says in words what was wrong ("Ben may not open his own chamber"), because
it may be shown to a player or written into a test report.
"""
from __future__ import annotations


class IllegalActionError(ValueError):
    """An action was refused. The game state is unchanged."""


class NotYourTurnError(IllegalActionError):
    """The seat may not act now."""


class InvalidActionError(IllegalActionError):
    """The seat may act, but not like this."""


class GameOverError(IllegalActionError):
    """The game has ended; nothing more can be played."""


class SaveFileError(ValueError):
    """A save file could not be loaded. Nothing was half-loaded."""
