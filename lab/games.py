"""The games as the lab sees them: policy sides and families, player counts, variants, and
how to play a chunk of games on the fast path.

There is no list of games here: :data:`GAMES` holds every game of the engine's registry
(:data:`engine.registry.GAMES`: title, player counts, variants and where each is allowed)
that has a lab package with a ``spec`` module (``lab.tempelgold.spec``,
``lab.diamantenraub.spec``: policy sides and families, result sides, roles, endings, the
fast driver and the bot class). A *variant* is a tuple of (field, value) pairs for the
engine's ``Config``; the empty tuple is the standard game. Informational variants (that
the rules apply by themselves, e.g. Diamantenraub "zu fünft") are not simulated apart.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import product
from types import ModuleType
from typing import Any

from pydantic import BaseModel

from engine.registry import GAMES as ENGINE_GAMES
from engine.registry import GameInfo
from lab.policy import Family, PolicySpec, mix_label, parse_mix
from lab.stats import Tally

Variant = tuple[tuple[str, Any], ...]

@dataclass(frozen=True)
class VariantAxis:
    """One variant field: its non-standard values and whether a player count allows a value."""

    field: str
    values: tuple[Any, ...]
    allowed: Callable[[int, Any], bool]


@dataclass(frozen=True)
class LabGame:
    id: str
    title: str
    players: tuple[int, ...]
    axes: tuple[VariantAxis, ...]
    policy_sides: tuple[str, ...]
    families: dict[str, Family[Any]]
    sides: tuple[str, ...]
    """The result sides, in display order (Tempelgold: teams; Diamantenraub: its endings)."""
    roles: tuple[str, ...]
    endings: tuple[str, ...]
    config_type: type[BaseModel]
    chunk: Callable[[BaseModel, tuple[Any, Any], int, int, int], Tally]
    bot: Callable[[Any], Any]

    def config(self, players: int, variant: Variant = ()) -> BaseModel:
        return self.config_type(players=[f"P{i + 1}" for i in range(players)], **dict(variant))

    def variants(self, players: int) -> Iterator[Variant]:
        """Every combination of variant values this player count allows (standard first)."""
        choices = [[(axis.field, None)] + [(axis.field, v) for v in axis.values if axis.allowed(players, v)]
                   for axis in self.axes]
        for combo in product(*choices):
            yield tuple((f, v) for f, v in combo if v is not None)

    def mix(self, text: str) -> dict[str, PolicySpec[Any]]:
        return parse_mix(text, self.policy_sides, self.families)

    def bots(self, text: str) -> tuple[Any, Any]:
        mix = self.mix(text)
        return self.bot(mix[self.policy_sides[0]].params), self.bot(mix[self.policy_sides[1]].params)

    def mix_label(self, text: str) -> str:
        return mix_label(self.mix(text))


def variant_label(variant: Variant) -> str:
    """``standard``, ``one_trap``, ``revolverheld``, ``excuses_delta=-1``, joined by ``+``."""
    if not variant:
        return "standard"
    return "+".join(f if v is True else f"{f}={v:+d}" if isinstance(v, int) and not isinstance(v, bool) else f"{f}={v}"
                    for f, v in variant)


def _axes(info: GameInfo) -> tuple[VariantAxis, ...]:
    """The simulated variant fields of a registry game: each config option's non-default values."""
    return tuple(VariantAxis(v.id, tuple(x for x in v.values if x != v.default), v.allowed)
                 for v in info.variants if v.config_field)


def _spec_module(game_id: str) -> ModuleType | None:
    """The game's ``lab.<id>.spec`` module, or None when the lab has no bots for it."""
    name = f"lab.{game_id}.spec"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name in (name, f"lab.{game_id}"):
            return None
        raise


def lab_game_of(info: GameInfo, spec: ModuleType) -> LabGame:
    """One registry game joined with its lab spec module."""
    return LabGame(
        id=info.id,
        title=info.title,
        players=tuple(info.player_counts),
        axes=_axes(info),
        policy_sides=spec.POLICY_SIDES,
        families=spec.FAMILIES,
        sides=spec.SIDES,
        roles=spec.ROLES,
        endings=spec.ENDINGS,
        config_type=spec.CONFIG,
        chunk=spec.CHUNK,
        bot=spec.BOT,
    )


def _games() -> dict[str, LabGame]:
    out: dict[str, LabGame] = {}
    for info in ENGINE_GAMES.values():
        spec = _spec_module(info.id)
        if spec is not None:
            out[info.id] = lab_game_of(info, spec)
    return out


GAMES: dict[str, LabGame] = _games()
TEMPELGOLD = GAMES["tempelgold"]
DIAMANTENRAUB = GAMES["diamantenraub"]


def lab_game(game_id: str) -> LabGame:
    try:
        return GAMES[game_id]
    except KeyError:
        raise ValueError(f"unknown game {game_id!r} (known: {', '.join(GAMES)})") from None
