"""Uniform random draws for the engine's hot paths: the numbers ``random.Random`` gives, cheaper.

``random.Random.randrange(n)`` and ``random.Random.shuffle`` (CPython 3.11–3.13) draw a
number below ``n`` by rejection: ``k = n.bit_length()`` random bits from ``getrandbits``,
again while the result is ``>= n``. Each such draw costs two or three interpreter frames
(``randrange`` → ``_randbelow`` → ``getrandbits``), more than the rest of a simulated move.
The engine writes the same rejection loop inline instead, straight on the generator's
``getrandbits``, with the bit counts from a table. So for a ``random.Random`` (the seeded
games, the simulations' choices) every draw is exactly the number ``randrange`` or
``shuffle`` would have drawn — the same games for the same seed as before — and
``tests/engine/test_draws.py`` checks that against ``random.Random`` itself.

Written out here, the draws are also the engine's own definition: a deal does not change
if a later Python changes how ``random.Random.shuffle`` draws (saves replay from the seed).
They need only ``getrandbits``: a subclass of ``random.Random`` that overrides ``random()``
alone (so that its own ``randrange`` stops using ``getrandbits``) would draw differently
here than through its methods; nothing in the project passes one.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

BITS: tuple[int, ...] = tuple(n.bit_length() for n in range(64))
"""``BITS[n]`` = ``n.bit_length()``: the random bits a draw below ``n`` takes (n < 64).
The hot paths draw below ``n`` as::

    k = BITS[n]
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
"""


def below(getrandbits: Callable[[int], int], n: int) -> int:
    """A number in ``range(n)`` (``n > 0``): ``random.Random.randrange(n)``, drawn the same way."""
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


def shuffle(x: list[Any], getrandbits: Callable[[int], int]) -> None:
    """Shuffle ``x`` in place exactly as ``random.Random.shuffle`` does with the same generator
    (Fisher–Yates from the end, each swap partner drawn as :func:`below` draws it)."""
    bits = BITS if len(x) < len(BITS) else tuple(n.bit_length() for n in range(len(x) + 1))
    for i in range(len(x) - 1, 0, -1):
        k = bits[i + 1]
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]
