"""The game history: every finished game kept in one SQLite database (issue 23).

One module per concept:

* :mod:`gui.history.record` — what is kept of one finished game (:class:`GameRecord`), and
  how it is made from the end of a game through the seam (``GameUI.end_record``);
* :mod:`gui.history.location` — where the database lives (the user's data folder, or the
  file ``--selfplay … --history FILE`` names);
* :mod:`gui.history.database` — opening it (WAL, foreign keys, the schema version in
  ``PRAGMA user_version``, the migrations) and setting a bad one aside;
* :mod:`gui.history.store` — writing and reading rows (insert, the list, delete, forget);
* :mod:`gui.history.stats` — per player, per evening, and the group's side win rates with
  Wilson intervals beside the balance lab's;
* :mod:`gui.history.exchange` — export as CSV and JSON, import a JSON export;
* :mod:`gui.history.recorder` — recording at the end of a game, in a worker thread;
* :mod:`gui.history.game_words` — a game's title, roles, sides and variants as the history
  names them (the screen and the rules' "In your games" section);
* :mod:`gui.history.screen` — the history screen; its tabs :mod:`gui.history.games_tab` and
  :mod:`gui.history.stats_tabs` (sharing :mod:`gui.history.tab_kit`), its export and import
  :mod:`gui.history.screen_transfers` (the jobs: :mod:`gui.history.transfer`), a game's end
  screen again :mod:`gui.history.end_screen`.

Nothing here names a game or imports a game's package: the game's own words (roles, sides,
the final view) come through :class:`gui.games.base.GameUI`.
"""
