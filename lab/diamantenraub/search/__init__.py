"""Diamantenraub's searched best response (see :mod:`lab.search.driver`)."""
from lab.diamantenraub.search.driver import play

__all__ = ["play"]
