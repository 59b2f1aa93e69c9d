"""Seat order at the start and on a rematch: rotating names, PINs and chosen screens with them.

Pure functions (no Qt), so the rule "a PIN follows its player" is one piece of code.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TypeVar

from engine.registry import GameInfo, rotate
from gui.games.base import StartRequest

T = TypeVar("T")


def rotate_seats(seats: dict[int, T], first: int, count: int) -> dict[int, T]:
    """Per-seat values after the seats were rotated so that old seat ``first`` is seat 0."""
    return {(seat - first) % count: value for seat, value in seats.items()}


def seated(request: StartRequest, info: GameInfo) -> StartRequest:
    """The request in the engine's seat order: in a Boss game the chosen Boss becomes seat 0
    (clockwise order kept) and the PINs move with their players."""
    first = request.first
    if info.first_seat != "boss" or not first:
        return request
    count = len(request.players)
    return replace(
        request,
        players=rotate(request.players, first),
        options=dict(request.options),
        first=None,
        pins=rotate_seats(request.pins, first, count),
        screens=rotate_seats(request.screens, first, count),
    )


def rematch(request: StartRequest, first: int) -> StartRequest:
    """The same table again with old seat ``first`` as seat 0 (PINs: :func:`rotate_seats`)."""
    first %= max(1, len(request.players))
    return replace(
        request,
        players=rotate(request.players, first),
        options=dict(request.options),
        first=request.first if first == 0 else None,
        pins={},  # a rematch's PINs are the running game's hashes, rotated by the caller
        screens=rotate_seats(request.screens, first, len(request.players)),  # each player keeps their screen
    )
