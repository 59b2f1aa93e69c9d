"""The pieces of the reasoning Boss's posterior (:mod:`lab.diamantenraub.posterior`) that are
worked out once and kept: a seat's part of a pass (its likelihood tables and its options from
each case of states), per Boss's knowledge and shared by every game of one set of parameters,
and the tables of states that can still end as the treasure came back. Each is a function of
the numbers in its key, so a kept one is the very one a fresh pass would work out (issue 33,
item 4: the same posterior to the bit, the same decisions)."""
from __future__ import annotations

from lab.diamantenraub.params import DrParams
from lab.diamantenraub.talk import BossKnowledge

State = int
"""(diamonds in the treasure, role cards gone from it) when a seat gets it, as ``d << 5 | j``."""

Option = tuple[int, float, int]
"""(step to the next state, prior × likelihood, what: 1 thief, 2 role, 3 nothing)."""
Case = tuple[list[Option], list[tuple[int, float]], dict[int, tuple[State, ...]]]
"""A seat's options from one case of states, the (step, weight) of those of weight > 0, and per
state and :func:`fits` table the states they reach that can still end as the treasure came back."""
STATES = 16 << 5
"""States are ``d << 5 | j`` with at most 15 diamonds: a flat list of this length holds them all."""
ZEROS = [0.0] * STATES


class SeatPart:
    """One seat's part of a pass: the likelihood tables of its story over d (0…15), and its
    options from a state, worked out once per case (per case of states) and shared by every
    state of that case."""

    __slots__ = ("role_lik", "erm_lik", "nothing_lik", "thief_claim", "options")

    def __init__(self, role_lik: list[float], erm_lik: list[float], nothing_lik: list[float],
                 thief_claim: float) -> None:
        self.role_lik = role_lik
        self.erm_lik = erm_lik
        self.nothing_lik = nothing_lik
        self.thief_claim = thief_claim
        self.options: dict[int, Case] = {}


def seat_parts(know: BossKnowledge, p: DrParams, noise: float) -> dict[tuple[object, ...], SeatPart]:
    """The seats' parts already worked out for this Boss's knowledge, his parameters and this
    noise (kept on ``know``: the stories, what was sent and what came back stay the same
    through the interrogation, and an accusation changes one seat's shown take, so the other
    seats' parts are used again; a change of the free role cards changes every role
    taker's key)."""
    cache = know._seats
    if cache is None or cache[0] is not p:
        cache = know._seats = (p, {})
    return cache[1]


SharedParts = tuple[dict[tuple[object, ...], SeatPart], dict[tuple[object, ...], Case]]
_SHARED: list[tuple[DrParams, SharedParts]] = []
SHARED_CAP = 20000
"""At most this many parts, and as many cases, are kept (then they are dropped and worked out
again): about 2 600 parts and 8 200 cases after 4 000 games at 12 players, some 33 MB."""


def shared_parts(p: DrParams) -> SharedParts:
    """What the Boss with parameters ``p`` works out once for every game: the seats' parts
    (a part is a function of the seat's story, the story before it, its shown take, the
    free role cards, whether it is the last seat and what came back: the same numbers
    wherever those are the same) and a seat's options from a case of states (a function of
    the numbers they read, all in the key). One set of parameter values at a time, as a lab
    chunk or a table plays: kept while the parameters are equal (a new bot with the same
    parameters, as every chunk and every table decision makes, finds them)."""
    if not _SHARED or (_SHARED[0][0] is not p and _SHARED[0][0] != p):
        _SHARED[:] = [(p, ({}, {}))]
    return _SHARED[0][1]


_FITS: dict[tuple[int, int, int], list[bool]] = {}


def fits(gone: int, ret: int, left: int) -> list[bool]:
    """Per state: whether ``left`` more seats can still take the ``gone`` role cards' rest (and
    a diamond, if more than ``ret`` are in the treasure), each seat taking one thing."""
    key = (gone, ret, left)
    hit = _FITS.get(key)
    if hit is None:
        hit = _FITS[key] = [gone - (y & 31) + ((y >> 5) > ret) <= left for y in range(STATES)]
    return hit
