"""A Dask ``distributed`` executor for ``--scheduler tcp://HOST:PORT`` (the optional ``[lab]`` extra).

Imported only when asked for, so the lab runs without Dask installed. The workers need
this project importable (``pip install -e .`` or the wheel) in their environment.
"""
from __future__ import annotations

from concurrent.futures import Executor
from typing import Any


class DaskUnavailableError(RuntimeError):
    """Dask ``distributed`` is not installed."""


def dask_executor(address: str) -> tuple[Executor, Any]:
    """Connect to the scheduler at ``address``; return its executor and the client (close it after)."""
    try:
        from distributed import Client
    except ImportError:
        raise DaskUnavailableError(
            "running on a Dask cluster needs the [lab] extra: pip install 'kartentisch[lab]'"
        ) from None
    client = Client(address)  # type: ignore[no-untyped-call]  # distributed ships no full annotations
    return client.get_executor(), client  # type: ignore[no-untyped-call]
