"""What a game says about itself: :class:`GameInfo` and its options, :class:`VariantInfo`.

Each game's engine package describes itself in its ``info`` module (``GAME_INFO``); the one
list of games is :mod:`engine.registry`. Shared code (the start screen, the save files, the
rules dialog, the About dialog, the log's filter, the lab) asks these objects and never names
a game. Pure Python, no import of any game.
"""
from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType, ModuleType
from typing import Any, Literal

FirstSeat = Literal["starting_seat", "boss"]


@dataclass(frozen=True)
class VariantInfo:
    """One option of a game.

    ``id`` is the ``Config`` field it sets (``"one_trap"``, ``"revolverheld"``,
    ``"excuses_delta"``), or, when ``config_field`` is False, an informational variant that
    the rules apply by themselves (``"zu_fuenft"``: Diamantenraub at five players).
    ``values`` are the choices in display order; ``allowed_counts`` maps each value to the
    player counts where it may be chosen (every count of the game if the value is missing).
    ``automatic_at``: counts at which the variant is forced on (``values[-1]``) — and off at
    every other count — whatever the group chooses.
    ``label`` (``{"de": ..., "en": ...}``) names the option on the start screen;
    ``value_labels`` name the values of a non-switch option; ``descriptions`` maps a value to
    the rules files' description key (``gui.text.rules_text``), default ``"variant.<id>"``.
    """

    id: str
    values: tuple[Any, ...]
    default: Any
    allowed_counts: Mapping[Any, frozenset[int]] = field(default_factory=dict)
    automatic_at: frozenset[int] = frozenset()
    config_field: bool = True
    label: Mapping[str, str] = field(default_factory=dict)
    value_labels: Mapping[Any, Mapping[str, str]] = field(default_factory=dict)
    descriptions: Mapping[Any, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for name in ("allowed_counts", "label", "value_labels", "descriptions"):
            object.__setattr__(self, name, MappingProxyType(dict(getattr(self, name))))

    @property
    def is_switch(self) -> bool:
        return tuple(self.values) == (False, True)

    def label_in(self, lang: str) -> str:
        return self.label.get(lang) or self.label.get("en") or self.id

    def value_label_in(self, value: Any, lang: str) -> str:
        labels = self.value_labels.get(value, {})
        return labels.get(lang) or labels.get("en") or str(value)

    def description_key(self, value: Any = True) -> str:
        """The key of this option's (or value's) description in the in-app rules."""
        return self.descriptions.get(value, f"variant.{self.id}")

    def counts(self, value: Any, game: GameInfo) -> tuple[int, ...]:
        """The player counts at which ``value`` may be chosen, ascending."""
        if self.automatic_at:
            on = self.values[-1]
            return tuple(sorted(self.automatic_at)) if value == on else tuple(
                n for n in game.player_counts if n not in self.automatic_at
            )
        allowed = self.allowed_counts.get(value)
        return tuple(game.player_counts) if allowed is None else tuple(sorted(allowed))

    def allowed(self, players: int, value: Any) -> bool:
        """May ``value`` be chosen with ``players`` players? (An automatic variant: only its forced value.)"""
        if value not in self.values:
            return False
        automatic = self.automatic(players)
        if automatic is not None:
            return bool(value == automatic)
        allowed = self.allowed_counts.get(value)
        return allowed is None or players in allowed

    def automatic(self, players: int) -> Any | None:
        """The value the rules force at ``players`` (``None``: the group chooses)."""
        if not self.automatic_at:
            return None
        return self.values[-1] if players in self.automatic_at else self.values[0]


@dataclass(frozen=True)
class GameInfo:
    """A game as the app lists it. ``module`` has ``Config``, ``new_game``, ``action_from_json``.

    ``first_seat`` says how the start screen's "who goes first" enters the config:
    ``"starting_seat"`` — the config field ``starting_seat`` (``None``: the seed chooses);
    ``"boss"`` — seat 0 is the Boss, so the seats are rotated to put the chosen player
    first (clockwise order kept); the config has no field for it.
    """

    id: str
    title: str
    min_players: int
    max_players: int
    variants: tuple[VariantInfo, ...]
    module: str
    first_seat: FirstSeat
    blurb: Mapping[str, str] = field(default_factory=dict)
    """One line for the start screen, ``{"de": ..., "en": ...}``."""
    ui_module: str = ""
    """The module of the game's screens, which defines ``GAME_UI`` (a ``gui.games.base.GameUI``);
    empty: the game has no table in this build (the start screen lists it, greyed out)."""
    lab_module: str = ""
    """The module of the game's balance-lab description (bots, sides), for the lab."""
    credits: Mapping[str, str] = field(default_factory=dict)
    """Where the game comes from, one sentence for the About dialog, ``{"de": ..., "en": ...}``."""
    sides: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    """The sides a result counts for (the balance lab's), id → ``{"de": ..., "en": ...}``, in display order."""
    secret_enums: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """Where the words that name this game's secrets come from, for the log's filter
    (``gui.shell.logs``): (module, names of ``Enum`` classes in it); every member's name and value
    is a secret word. Asked only once the module is loaded."""
    secret_words: frozenset[str] = frozenset()
    """More secret words, as people write them (both languages), always redacted in the log."""
    texts_package: str = ""
    """The package that holds the game's own texts (package data): ``rules/<lang>.md`` (the
    in-app rules) and ``translations/<lang>.qm`` (its screens' Qt catalogue, installed beside
    the app's). The shipped games keep theirs beside their screens (``gui.tempelgold.texts``);
    a plug-in in its own distribution brings its own. Empty: the game has no in-app rules
    and its screens speak the English of their source."""
    order: int = 100
    """Where the start screen and the rules dialog list the game: lower first, then by id."""

    def blurb_in(self, lang: str) -> str:
        return self.blurb.get(lang) or self.blurb.get("en") or ""

    def credits_in(self, lang: str) -> str:
        return self.credits.get(lang) or self.credits.get("en") or ""

    def side_in(self, side: str, lang: str) -> str:
        names = self.sides.get(side, {})
        return names.get(lang) or names.get("en") or side

    @property
    def player_counts(self) -> range:
        return range(self.min_players, self.max_players + 1)

    def variant(self, variant_id: str) -> VariantInfo:
        for variant in self.variants:
            if variant.id == variant_id:
                return variant
        raise KeyError(f"{self.title} has no variant {variant_id!r}")

    def load(self) -> ModuleType:
        """The game's engine module (imported on first use)."""
        return importlib.import_module(self.module)

    def make_config(self, players: Sequence[str], options: Mapping[str, Any], first: int | None = None) -> Any:
        """The game's validated ``Config`` (raises ``pydantic.ValidationError`` like the engine).

        ``players`` are in seat order; for a ``"boss"`` game the caller has already rotated
        them (``first`` must then be ``None`` or 0). Unknown option names are refused by the
        config itself; informational variants are dropped here.
        """
        fields = {v.id for v in self.variants if v.config_field}
        unknown = set(options) - {v.id for v in self.variants}
        if unknown:
            raise ValueError(f"{self.title} has no option {', '.join(sorted(unknown))}")
        data: dict[str, Any] = {"players": list(players), **{k: v for k, v in options.items() if k in fields}}
        if self.first_seat == "starting_seat":
            data["starting_seat"] = first
        elif first not in (None, 0):
            raise ValueError(f"in {self.title} seat 0 is the Boss: rotate the seats instead of passing {first}")
        return self.load().Config(**data)


def rotate(seq: Sequence[Any], first: int) -> list[Any]:
    """``seq`` starting at index ``first``, clockwise order kept (the Boss becomes seat 0)."""
    n = len(seq)
    return [seq[(first + i) % n] for i in range(n)] if n else []


def counts_text(counts: Sequence[int]) -> str:
    """``(3, 4, 5, 6)`` → ``"3–6"``; gaps become commas (``"5, 7–9"``). For refusal messages."""
    parts: list[str] = []
    ordered = sorted(set(counts))
    i = 0
    while i < len(ordered):
        j = i
        while j + 1 < len(ordered) and ordered[j + 1] == ordered[j] + 1:
            j += 1
        parts.append(str(ordered[i]) if i == j else f"{ordered[i]}–{ordered[j]}")
        i = j + 1
    return ", ".join(parts)
