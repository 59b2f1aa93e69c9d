"""Tempelgold's searched best response (see :mod:`lab.search.driver`)."""
from lab.tempelgold.search.driver import play

__all__ = ["play"]
