"""Session and seam: the game-agnostic :class:`~gui.games.session.Session` that runs any game,
the seam it runs them through (the protocol every game's GUI implements, :mod:`gui.games.base`,
with its steps and widget base classes), the registry that finds a game's screens
(:mod:`gui.games.registry`), and what the Session does the same for every game: the public
log (:mod:`gui.games.log_model`), the peek, the seat order, applying a private choice."""
