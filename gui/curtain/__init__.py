"""The privacy curtain: generic, game-independent.

:class:`Curtain` puts a hand-off screen up for a named player, builds the private widget
only after the deliberate reveal (through a factory it is given), and destroys it again
when the player hides it or the guard hides it (inactivity, focus loss, minimising).
"""
from gui.curtain.curtain import Curtain
from gui.curtain.handoff import HandOffScreen, NeutralCurtain
from gui.curtain.private_frame import PrivateFrame

__all__ = ["Curtain", "HandOffScreen", "NeutralCurtain", "PrivateFrame"]
