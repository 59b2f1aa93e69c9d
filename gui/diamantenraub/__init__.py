"""Diamantenraub at the table: its private screens, the public interrogation, the end screen,
and the :class:`~gui.games.base.GameUI` that puts them on the game seam (:mod:`.ui`).

Modules: :mod:`.words` (card and role names), :mod:`.widgets`/:mod:`.treasure`/:mod:`.panel`
(the private screens' parts), :mod:`.boss_panels`, :mod:`.take_panel`, :mod:`.peek_panel`
(the private screens), :mod:`.models`/:mod:`.items`/:mod:`.animation`/:mod:`.actions_box`/
:mod:`.table` (the public table), :mod:`.end`, :mod:`.flow`, :mod:`.ui`, :mod:`.autoplay`.
"""
