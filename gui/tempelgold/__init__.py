"""Tempelgold's presentation widgets: the public table, the private panel, the end screen.

Import the screens from their modules (``gui.tempelgold.screen``, ``.private``, ``.end``);
this package itself imports nothing heavy so that the app shell can import it cheaply.
"""
