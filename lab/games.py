"""The games as the lab sees them: policy sides and families, player counts, variants, the
strategy sets of the exploitability search, the texts of the reports, and how to play a
chunk of games on the fast path.

There is no list of games here. :data:`GAMES` is a live view of the engine's registry
(:data:`engine.registry.GAMES`, which reads :data:`engine.registry.GAME_MODULES`: title,
player counts, variants and where each is allowed): every game whose description names a
lab package (``GameInfo.lab_module``) is simulated. That package holds everything the lab
knows about the game (issue 21):

- ``<lab_module>.spec`` (required): policy sides and families, result sides, roles,
  endings, the engine's ``Config``, the fast driver (``CHUNK``), the bot class (``BOT``)
  and the strategy sets of :mod:`lab.exploit` (``STRATEGIES``);
- ``<lab_module>.report`` (optional): how the reports and docs/balance.md speak of it (side
  labels, short variant names, what a game's length counts, the plain-words reading of
  its table, what its bots model, and its own docs sections). Without it the reports use
  the raw ids and no reading.

A game registered by a test (``engine.registry.register``: the contract suite's stub game)
is simulated the same way while it is registered. A *variant* is a tuple of (field, value)
pairs for the engine's ``Config``; the empty tuple is the standard game. Informational
variants (that the rules apply by themselves) are not simulated apart.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import product
from types import ModuleType
from typing import Any

from pydantic import BaseModel

from engine.registry import GAMES as ENGINE_GAMES
from engine.registry import GameInfo
from lab.policy import Family, PolicySpec, mix_label, parse_mix
from lab.stats import Tally

Variant = tuple[tuple[str, Any], ...]
Reading = Callable[[Sequence[Any], Sequence[dict[str, Any]]], list[str]]
"""A game's plain-words reading of its balance table: (rows of every game, each a
:class:`lab.report.Row`, which imports this module; the strategy search's entries) →
paragraphs (the game picks its own rows)."""


@dataclass(frozen=True)
class VariantAxis:
    """One variant field: its non-standard values and whether a player count allows a value."""

    field: str
    values: tuple[Any, ...]
    allowed: Callable[[int, Any], bool]


def _no_reading(rows: Sequence[Any], strategies: Sequence[dict[str, Any]]) -> list[str]:
    return []


@dataclass(frozen=True)
class LabGame:
    id: str
    title: str
    players: tuple[int, ...]
    axes: tuple[VariantAxis, ...]
    policy_sides: tuple[str, ...]
    families: dict[str, Family[Any]]
    sides: tuple[str, ...]
    """The result sides, in display order (the primary side first: the one the search reports)."""
    roles: tuple[str, ...]
    endings: tuple[str, ...]
    config_type: type[BaseModel]
    chunk: Callable[[BaseModel, tuple[Any, Any], int, int, int], Tally]
    bot: Callable[[Any], Any]
    strategies: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Per policy side: the exploitability search's strategies besides ``belief`` (spec's ``STRATEGIES``)."""
    search_bases: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    search_space: Mapping[str, Mapping[str, tuple[Any, ...]]] = field(default_factory=dict)
    """Per policy side: the families and parameter values the policy-space search tries (the
    game's optional ``search`` module, ``BASES`` and ``SPACE``; :mod:`lab.oracles`)."""
    lab_module: str = ""
    # what the reports say (the game's optional ``report`` module)
    side_labels: Mapping[str, str] = field(default_factory=dict)
    short_variants: Mapping[str, str] = field(default_factory=dict)
    length_name: str = "moves"
    reading: Reading = _no_reading
    bots_text: str = ""
    strategy_note: str = ""
    sections: tuple[str, ...] = ()
    """The game's own docs sections (Markdown, each starting with a ``##`` heading)."""
    running_examples: tuple[str, ...] = ()
    """Shell lines for "Running the lab yourself" (each with its comment)."""
    cluster_record: str = ""
    """A measured run of this game on a cluster, for "Running on a cluster" (Markdown)."""

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

    def side_label(self, side: str) -> str:
        """How the docs and charts name a result side (the game's own term, else the id)."""
        return self.side_labels.get(side, side)


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


def _optional(name: str) -> ModuleType | None:
    """The module ``name``, or None when it does not exist (an error inside it is raised)."""
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name == name:
            return None
        raise


def lab_game_of(info: GameInfo, spec: ModuleType, report: ModuleType | None = None,
                search: ModuleType | None = None) -> LabGame:
    """One registry game joined with its lab ``spec`` module and its optional ``report`` and
    ``search`` modules."""
    texts: dict[str, Any] = {}
    if report is not None:
        for attr, key in (("SIDE_LABELS", "side_labels"), ("SHORT_VARIANTS", "short_variants"),
                          ("LENGTH_NAME", "length_name"), ("READING", "reading"), ("BOTS_TEXT", "bots_text"),
                          ("STRATEGY_NOTE", "strategy_note"), ("SECTIONS", "sections"),
                          ("RUNNING_EXAMPLES", "running_examples"), ("CLUSTER_RECORD", "cluster_record")):
            if hasattr(report, attr):
                texts[key] = getattr(report, attr)
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
        strategies=getattr(spec, "STRATEGIES", {}),
        search_bases=getattr(search, "BASES", {}),
        search_space=getattr(search, "SPACE", {}),
        lab_module=info.lab_module,
        **texts,
    )


_LOADED: dict[tuple[str, str], LabGame] = {}


def _load(info: GameInfo) -> LabGame | None:
    """The lab's view of a registry game (loaded once per game and lab package), or None
    when its description names no lab package."""
    if not info.lab_module:
        return None
    key = (info.id, info.lab_module)
    if key not in _LOADED:
        spec = importlib.import_module(f"{info.lab_module}.spec")
        _LOADED[key] = lab_game_of(info, spec, _optional(f"{info.lab_module}.report"),
                                   _optional(f"{info.lab_module}.strategy_space"))
    return _LOADED[key]


class _Games(Mapping[str, LabGame]):
    """Every simulated game, in the registry's order: a live view, so a game a test
    registers (and unregisters) appears (and goes) here too."""

    def _all(self) -> dict[str, LabGame]:
        out: dict[str, LabGame] = {}
        for info in ENGINE_GAMES.values():
            game = _load(info)
            if game is not None:
                out[info.id] = game
        return out

    def __getitem__(self, game_id: str) -> LabGame:
        info = ENGINE_GAMES.get(game_id)
        game = _load(info) if info is not None else None
        if game is None:
            raise KeyError(game_id)
        return game

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


GAMES: Mapping[str, LabGame] = _Games()


def lab_game(game_id: str) -> LabGame:
    try:
        return GAMES[game_id]
    except KeyError:
        raise ValueError(f"unknown game {game_id!r} (known: {', '.join(GAMES)})") from None
