"""The game seam: the protocol every game's GUI implements (:mod:`gui.games.base`) and the
registry that lists them (:mod:`gui.games.registry`)."""
