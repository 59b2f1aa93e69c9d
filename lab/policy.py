"""The policy interface and the policy-mix spec shared by both games.

A *policy* is a simulated player. It is given exactly what a person at the table is
given — ``view(seat)``, the same whitelisted view the GUI shows behind the curtain — plus
the public *table talk* (what players said aloud) that its family models, and returns an
action. The runner plays on the engine's fast path, where each game package's fast driver
feeds the very same decision functions from its own lean state; a test replays games
through :class:`Policy` objects on the public API and checks both give the same games.

A *policy mix* says which family (with which parameters) plays which side, e.g.
``belief`` (everybody), ``abenteurer=belief:bluff=2;waechter=random``. Sides are the
game's policy sides: Tempelgold ``abenteurer``/``waechter`` (by role card), Diamantenraub
``boss``/``players`` (the players' roles only follow from what they take).
"""
from __future__ import annotations

import math
import random
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any, Generic, Protocol, TypeVar

from engine.actions import Action

ViewT = TypeVar("ViewT", contravariant=True)
TalkT = TypeVar("TalkT", contravariant=True)
ParamsT = TypeVar("ParamsT")


class Policy(Protocol[ViewT, TalkT]):
    """A simulated player: decides from ``view(seat)`` and the public table talk only."""

    def act(self, view: ViewT, talk: TalkT, rng: random.Random) -> Action:
        """The action to play now; it must be one of ``view.legal_actions``."""
        ...


class PolicySpecError(ValueError):
    """A policy spec could not be read; the message says what was wrong."""


@dataclass(frozen=True)
class Family(Generic[ParamsT]):
    """A policy family: its name, its parameters' defaults and a one-line description."""

    name: str
    defaults: ParamsT
    description: str

    def with_params(self, given: Mapping[str, str]) -> ParamsT:
        """The defaults with ``given`` (name → text) applied, each converted to its field's type."""
        known = {f.name: f for f in fields(self.defaults)}  # type: ignore[arg-type]
        changes: dict[str, Any] = {}
        for name, text in given.items():
            if name not in known:
                raise PolicySpecError(
                    f"the policy {self.name!r} has no parameter {name!r} (it has: {', '.join(sorted(known))})"
                )
            changes[name] = self._convert(name, getattr(self.defaults, name), text)
        return replace(self.defaults, **changes)  # type: ignore[type-var]

    def _convert(self, name: str, default: Any, text: str) -> Any:
        """``text`` as the type of the parameter's default. An integer parameter refuses a
        fraction ("bluff=1.5" is an error, never silently 1); "2.0" is the integer 2. Numbers
        must be finite."""
        if isinstance(default, bool) or not isinstance(default, (int, float)):
            return text
        try:
            value = float(text)
        except ValueError:
            raise PolicySpecError(f"{self.name}: {name} must be a number, not {text!r}") from None
        if not math.isfinite(value):
            raise PolicySpecError(f"{self.name}: {name} must be a finite number, not {text!r}")
        if isinstance(default, int):
            if not value.is_integer():
                raise PolicySpecError(f"{self.name}: {name} must be a whole number, not {text!r}")
            return int(value)
        return value


@dataclass(frozen=True)
class PolicySpec(Generic[ParamsT]):
    """One side's policy: the family and its parameters."""

    family: str
    params: ParamsT
    overrides: tuple[tuple[str, str], ...] = ()
    """The parameters given in the spec (sorted), for the label; ``params`` has them applied."""

    def label(self) -> str:
        return self.family + (":" + ",".join(f"{k}={v}" for k, v in self.overrides) if self.overrides else "")


def parse_mix(text: str, sides: tuple[str, ...], families: Mapping[str, Family[Any]]) -> dict[str, PolicySpec[Any]]:
    """Read a policy mix: ``FAMILY[:k=v,...]`` for every side, or ``SIDE=FAMILY[:k=v,...];...``.

    Sides not named get the first bare family given, else ``belief``.
    """
    text = text.strip()
    if not text:
        raise PolicySpecError("the policy spec is empty")
    parts = [p.strip() for p in text.split(";") if p.strip()]
    default: PolicySpec[Any] | None = None
    chosen: dict[str, PolicySpec[Any]] = {}
    for part in parts:
        side, sep, rest = part.partition("=")
        if sep and ":" not in side and side in sides:
            if side in chosen:
                raise PolicySpecError(f"the side {side!r} is given twice")
            chosen[side] = _parse_one(rest, families)
        elif sep and ":" not in side and side.isidentifier() and side not in families:
            raise PolicySpecError(f"unknown side {side!r} (sides: {', '.join(sides)})")
        else:
            if default is not None:
                raise PolicySpecError("only one policy may apply to all sides")
            default = _parse_one(part, families)
    if default is None:
        default = _parse_one("belief", families)
    return {side: chosen.get(side, default) for side in sides}


def _parse_one(text: str, families: Mapping[str, Family[Any]]) -> PolicySpec[Any]:
    name, _, params = text.strip().partition(":")
    family = families.get(name.strip())
    if family is None:
        raise PolicySpecError(f"unknown policy {name.strip()!r} (known: {', '.join(sorted(families))})")
    given: dict[str, str] = {}
    for item in filter(None, (p.strip() for p in params.split(","))):
        key, sep, value = item.partition("=")
        if not sep:
            raise PolicySpecError(f"a policy parameter is written name=value, not {item!r}")
        given[key.strip()] = value.strip()
    params = family.with_params(given)
    overrides = tuple((k, f"{getattr(params, k):g}" if isinstance(getattr(params, k), (int, float)) else v)
                      for k, v in sorted(given.items()))
    return PolicySpec(family.name, params, overrides)


def mix_label(mix: Mapping[str, PolicySpec[Any]]) -> str:
    """A short, canonical text for a mix (also part of the job key, hence of the seeds)."""
    specs = {side: spec.label() for side, spec in mix.items()}
    if len(set(specs.values())) == 1:
        return next(iter(specs.values()))
    return ";".join(f"{side}={text}" for side, text in specs.items())
