"""Every test has its own user folders and phone ports, also in parallel workers (issue 18)."""
from __future__ import annotations

import os
import pathlib

import pytest


def test_the_user_folders_are_this_tests_own(tmp_path_factory: pytest.TempPathFactory) -> None:
    base = tmp_path_factory.getbasetemp().resolve()  # per worker under pytest-xdist
    folders = [pathlib.Path(os.environ[v]).resolve() for v in
               ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME")]
    assert all(base in folder.parents for folder in folders), (base, folders)
    assert len({folder.parent for folder in folders}) == 1  # one fresh home for this test
    assert not any(any(folder.iterdir()) for folder in folders)  # and nothing in it yet
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if worker is not None:
        assert worker in str(base), (worker, base)


def test_phone_servers_take_a_free_port_of_their_own() -> None:
    """Not the app's fixed preferred port, which two workers' servers would both ask for."""
    from gui.phones.route import PREFERRED_PORT, preferred_port

    assert preferred_port() == 0 != PREFERRED_PORT
