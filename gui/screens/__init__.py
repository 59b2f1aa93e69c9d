"""Screens: small widgets with one job each (start, seat chooser, error fallbacks)."""
