"""The games' own words as the history names them: a game's title, a role, a side, a variant.

The history stores ids (``"tempelgold"``, a role id, the options a game was started with);
the history screen and the rules' "In your games" section both show them in the UI
language, and name them the way the start screen and the rules do. The words come from the
engine's registry and glossary and the balance note's side names, never from a game's package.
"""
from __future__ import annotations

from typing import Any


def game_title(game: str) -> str:
    from engine.registry import GAMES

    info = GAMES.get(game)
    return info.title if info is not None else game


def role_name(role: str, lang: str) -> str:
    from engine import glossary

    return glossary.role(role, lang) if role in glossary.ROLES else role


def side_name(side: str, lang: str) -> str:
    from gui.balance.balance_note import side_names

    return side_names().get(side) or role_name(side, lang)


def variant_text(game: str, options: dict[str, Any], lang: str) -> str:
    """The options that differ from the standard, named as the start screen names them."""
    from engine.registry import GAMES

    info = GAMES.get(game)
    if info is None:
        return ""
    parts = []
    for variant in info.variants:
        if not variant.config_field or variant.id not in options or options[variant.id] == variant.default:
            continue
        value = options[variant.id]
        parts.append(variant.label_in(lang) if variant.is_switch else f"{variant.label_in(lang)}: {variant.value_label_in(value, lang)}")
    return ", ".join(parts)
