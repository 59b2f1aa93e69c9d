"""The two games as the lab sees them: policy sides and families, player counts, variants,
and how to play a chunk of games on the fast path.

Variants are read from the engine's tables (which player counts allow which value), never
restated here. A *variant* is a tuple of (field, value) pairs for the engine's ``Config``;
the empty tuple is the standard game.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import product
from typing import Any

from pydantic import BaseModel

from engine import diamantenraub as dr
from engine import tempelgold as tg
from engine.diamantenraub.tables import EXCUSE_DELTAS, STANDARD as DR_STANDARD, excuse_delta_available
from engine.tempelgold.tables import ONE_TRAP, STANDARD as TG_STANDARD
from lab.diamantenraub import params as dr_params
from lab.diamantenraub.bots import DrBot
from lab.diamantenraub.fast import run_chunk as dr_chunk
from lab.policy import Family, PolicySpec, mix_label, parse_mix
from lab.stats import Tally
from lab.tempelgold import params as tg_params
from lab.tempelgold.bots import TgBot
from lab.tempelgold.fast import run_chunk as tg_chunk

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


TEMPELGOLD = LabGame(
    id="tempelgold",
    title="Tempelgold",
    players=tuple(sorted(TG_STANDARD)),
    axes=(VariantAxis("one_trap", (True,), lambda n, v: n in ONE_TRAP),),
    policy_sides=tg_params.SIDES,
    families=tg_params.FAMILIES,
    sides=("abenteurer", "waechter"),
    roles=("abenteurer", "waechter"),
    endings=tuple(r.value for r in tg.Reason),
    config_type=tg.Config,
    chunk=tg_chunk,  # type: ignore[arg-type]
    bot=TgBot,
)

DIAMANTENRAUB = LabGame(
    id="diamantenraub",
    title="Diamantenraub",
    players=tuple(sorted(DR_STANDARD)),
    axes=(
        VariantAxis("revolverheld", (True,), lambda n, v: DR_STANDARD[n].getreue >= 1),
        VariantAxis("excuses_delta", tuple(d for d in EXCUSE_DELTAS if d), excuse_delta_available),
    ),
    policy_sides=dr_params.SIDES,
    families=dr_params.FAMILIES,
    sides=("boss", "diebe", "ermittler", "revolverheld"),
    roles=tuple(r.value for r in dr.Role),
    endings=tuple(r.value for r in dr.Reason),
    config_type=dr.Config,
    chunk=dr_chunk,  # type: ignore[arg-type]
    bot=DrBot,
)

GAMES: dict[str, LabGame] = {g.id: g for g in (TEMPELGOLD, DIAMANTENRAUB)}


def lab_game(game_id: str) -> LabGame:
    try:
        return GAMES[game_id]
    except KeyError:
        raise ValueError(f"unknown game {game_id!r} (known: {', '.join(GAMES)})") from None
