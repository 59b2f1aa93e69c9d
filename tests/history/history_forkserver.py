"""Imported once, by the kill test's fork server (``multiprocessing``'s "forkserver"
context, ``set_forkserver_preload``): everything a child of ``history_child.forked`` needs,
loaded before the first fork, so that every forked child starts at its first game.

Nothing here starts a thread or opens a database: the server forks from a single-threaded
process that holds no file of the test.
"""
from __future__ import annotations

from tests.history import history_child

history_child.warm()
