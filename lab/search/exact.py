"""The exact distribution of a bot's decision, by walking every way its random draws can go.

A fixed strategy's code draws (``rng.random()``, ``rng.randrange(n)``) and decides; it never
says how likely each decision is. A sampler that needs those probabilities (a Boss's posterior
over the players' hidden takes, :mod:`lab.diamantenraub.search.boss_sampler`) could count the
code's draws, but counted frequencies carry an error into every factor of a long product. This
module runs the code with a stand-in for its PRNG instead and walks the tree of its draws: a
``randrange(n)`` branches n ways, each 1/n; a ``random()`` is a symbol ``U`` uniform on [0, 1)
that the code may scale and shift, and each comparison of it with a number cuts U's interval
and branches with the two pieces' lengths. Run again along each branch (depth first), the leaves
are every result with its exact probability.

It serves code that uses ``random()`` only through +, −, × with numbers and comparisons, and
``randrange(n)`` with one argument (the lab's bots); anything else raises :class:`Unsupported`
rather than answer wrongly.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, TypeVar

T = TypeVar("T", bound=Hashable)

MAX_LEAVES = 100_000
"""A decision with more ways to go is not one of the lab's bots' (a guard, not a limit they reach)."""


class Unsupported(TypeError):
    """The code used its PRNG in a way this walk cannot follow exactly."""


class _Walk:
    """One run along a path of branch choices: ``path[i]`` is the choice at the i-th branch
    point; past its end, the first possible choice is taken and the branch point's width noted."""

    def __init__(self, path: list[int]) -> None:
        self.path = path
        self.at = 0
        self.widths: list[int] = []
        self.probability = 1.0

    def branch(self, chances: list[float]) -> int:
        """Choose among outcomes of these chances (those of chance 0 never happen)."""
        possible = [i for i, c in enumerate(chances) if c > 0.0]
        if len(possible) == 1:
            return possible[0]
        k = self.path[self.at] if self.at < len(self.path) else 0
        if self.at >= len(self.path):
            self.path.append(0)
        self.widths.append(len(possible))
        self.at += 1
        choice = possible[k]
        self.probability *= chances[choice]
        return choice

    # the PRNG's face
    def random(self) -> _Uniform:
        return _Uniform(self, [0.0, 1.0], 1.0, 0.0)

    def randrange(self, n: int, *more: Any) -> int:
        if more or not isinstance(n, int) or n <= 0:
            raise Unsupported("randrange with one positive int only")
        return self.branch([1.0 / n] * n)

    def __getattr__(self, name: str) -> Any:
        raise Unsupported(f"rng.{name} is not followed exactly")


class _Uniform:
    """``scale · U + shift``, U uniform on its shared interval (narrowed by each comparison)."""

    def __init__(self, walk: _Walk, interval: list[float], scale: float, shift: float) -> None:
        self.walk, self.interval, self.scale, self.shift = walk, interval, scale, shift

    def _affine(self, scale: float, shift: float) -> _Uniform:
        if not isinstance(scale, (int, float)) or not isinstance(shift, (int, float)):
            raise Unsupported("a random value combined with something other than a number")
        return _Uniform(self.walk, self.interval, scale, shift)

    def __mul__(self, k: float) -> _Uniform:
        return self._affine(self.scale * k, self.shift * k)

    __rmul__ = __mul__

    def __add__(self, k: float) -> _Uniform:
        return self._affine(self.scale, self.shift + k)

    __radd__ = __add__

    def __sub__(self, k: float) -> _Uniform:
        return self._affine(self.scale, self.shift - k)

    def _below(self, bound: float) -> bool:
        """Whether ``scale · U + shift < bound`` (or ``<=``: ties have probability zero): a branch point."""
        if not isinstance(bound, (int, float)):
            raise Unsupported("a random value compared with something other than a number")
        if self.scale == 0:  # scaled by nothing (a weighted choice among weights of 0): a constant
            return self.shift < bound
        lo, hi = self.interval
        cut = (bound - self.shift) / self.scale
        below_is_low = self.scale > 0  # U < cut means "below" when the scale is positive
        cut = min(max(cut, lo), hi)
        low, high = (cut - lo) / (hi - lo), (hi - cut) / (hi - lo)
        chances = [low, high] if below_is_low else [high, low]
        below = self.walk.branch(chances) == 0
        if below == below_is_low:
            self.interval[1] = cut
        else:
            self.interval[0] = cut
        return below

    def __lt__(self, bound: float) -> bool:
        return self._below(bound)

    def __le__(self, bound: float) -> bool:
        return self._below(bound)

    def __gt__(self, bound: float) -> bool:
        return not self._below(bound)

    def __ge__(self, bound: float) -> bool:
        return not self._below(bound)

    def __eq__(self, other: object) -> bool:
        raise Unsupported("a random value compared for equality (a tie has probability zero)")

    __ne__ = __eq__
    __hash__ = None  # type: ignore[assignment]  # compared by value, never hashed

    def __bool__(self) -> bool:
        raise Unsupported("a random value used as a truth value")

    def __float__(self) -> float:
        raise Unsupported("a random value used as a number")


def distribution(decide: Callable[[Any], T]) -> dict[T, float]:
    """Every result of ``decide(rng)`` with its exact probability (they sum to 1)."""
    out: dict[T, float] = {}
    path: list[int] = []
    for _ in range(MAX_LEAVES):
        walk = _Walk(path)
        result = decide(walk)
        out[result] = out.get(result, 0.0) + walk.probability
        # the next path: the deepest branch point with an untried choice, one further
        widths, path = walk.widths, walk.path[:len(walk.widths)]
        while path and path[-1] + 1 >= widths[len(path) - 1]:
            path.pop()
        if not path:
            return out
        path[-1] += 1
    raise Unsupported(f"more than {MAX_LEAVES} ways for one decision to go")
