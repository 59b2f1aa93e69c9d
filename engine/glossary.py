"""The names of the games' roles and terms, in German and English, chosen once.

German players read the games' German names ("Dieb", "Verdeckter Ermittler", "Wächter");
English players read English ones ("Thief", "Undercover Agent", "Guardian"). Every place
that names a role or a term alone takes it from here: the GUI's role labels
(:mod:`gui.diamantenraub.words`, Tempelgold's private and end screens), the engine's log
(the ``{what:take}`` format), the balance note. Sentences that carry a name inside them
(``tr()`` strings, log templates, the in-app rules, the phone page's texts) write the name
of this glossary in their language; ``tests/gui/test_glossary.py`` checks that no English
text uses a German name of this table and no German text an English one, and that the
phone page's role table is this one.

Decisions: role names are capitalised in both languages (they are the cards' names, as
"Boss" always was); the calls are the game's words in each language ("Peng!" / "Bang!",
"Taschen leeren!" / "Empty your pockets!"). Pure Python: the engine's log uses it.
"""
from __future__ import annotations

from typing import Final

Forms = tuple[str, str]
"""(singular, plural)."""

ROLES: Final[dict[str, dict[str, Forms]]] = {
    # Diamantenraub
    "boss": {"de": ("Boss", "Bosse"), "en": ("Boss", "Bosses")},
    "dieb": {"de": ("Dieb", "Diebe"), "en": ("Thief", "Thieves")},
    "getreuer": {"de": ("Getreuer", "Getreue"), "en": ("Henchman", "Henchmen")},
    "ermittler": {"de": ("Verdeckter Ermittler", "Verdeckte Ermittler"), "en": ("Undercover Agent", "Undercover Agents")},
    "fahrer": {"de": ("Fahrer", "Fahrer"), "en": ("Driver", "Drivers")},
    "revolverheld": {"de": ("Revolverheld", "Revolverhelden"), "en": ("Gunslinger", "Gunslingers")},
    "strassenkind": {"de": ("Straßenkind", "Straßenkinder"), "en": ("Street Kid", "Street Kids")},
    # Tempelgold
    "abenteurer": {"de": ("Abenteurer", "Abenteurer"), "en": ("Adventurer", "Adventurers")},
    "waechter": {"de": ("Wächter", "Wächter"), "en": ("Guardian", "Guardians")},
}
"""Every role of both games by its engine value (``Role.value``)."""

TERMS: Final[dict[str, dict[str, Forms]]] = {
    "diamond": {"de": ("Diamant", "Diamanten"), "en": ("diamond", "diamonds")},
    "treasure": {"de": ("Schatz", "Schätze"), "en": ("treasure", "treasures")},
    "role_card": {"de": ("Rollenkarte", "Rollenkarten"), "en": ("role card", "role cards")},
    "excuse": {"de": ("Entschuldigung", "Entschuldigungen"), "en": ("excuse", "excuses")},
    "chamber": {"de": ("Kammer", "Kammern"), "en": ("chamber", "chambers")},
    "gold": {"de": ("Gold", "Gold"), "en": ("gold", "gold")},
    "empty": {"de": ("leer", "leer"), "en": ("empty", "empty")},
    "fire_trap": {"de": ("Feuerfalle", "Feuerfallen"), "en": ("fire trap", "fire traps")},
    "key": {"de": ("Schlüssel", "Schlüssel"), "en": ("key", "keys")},
    "call.accuse": {"de": ("Taschen leeren!", "Taschen leeren!"), "en": ("Empty your pockets!", "Empty your pockets!")},
    "call.peng": {"de": ("Peng!", "Peng!"), "en": ("Bang!", "Bang!")},
}
"""The games' other terms and calls."""

ACTS: Final[dict[str, dict[str, str]]] = {
    "cover": {"de": "Verdecken", "en": "Cover"},
    "done_cover": {"de": "Fertig — verdecken", "en": "Done — cover"},
    "rematch": {"de": "Nochmal", "en": "Play again"},
    "new_game": {"de": "Neues Spiel", "en": "New game"},
}
"""One verb per act the players do on the laptop and the phone (issue 31 item 12): covering a
private screen without deciding, being done with it, playing again with the same table, a
new game. ``tests/gui/test_glossary.py`` checks the catalogues and the phone page use these."""

ACT_SYNONYMS: Final[dict[str, tuple[str, ...]]] = {
    "cover": ("Hide — decide later", "Verbergen — später entscheiden", "verbergen"),
    "done_cover": ("Done — hide", "Fertig — verbergen"),
    "rematch": ("Next game", "Nächste Partie", "Rematch", "Revanche"),
}
"""Words once used for the same acts, which no text may use for them again."""

GERMAN_ONLY: Final[tuple[str, ...]] = (
    "Dieb", "Getreue", "Ermittler", "Fahrer", "Revolverheld", "Straßenkind", "Abenteurer", "Wächter",
    "Feuerfalle", "Peng", "Taschen leeren",
)
"""German names that an English text must never contain (word stems; "Getreue" also
catches "Getreuen"). Checked by the glossary test over every English text."""

ENGLISH_ONLY: Final[tuple[str, ...]] = (
    "Thief", "Thieves", "Henchm", "Undercover", "Driver", "Gunslinger", "Street Kid", "Adventurer", "Guardian",
    "Bang!",
)
"""English names that a German text must never contain."""


def _lang(lang: str) -> str:
    return "en" if lang == "en" else "de"


def role(value: str, lang: str, count: int = 1) -> str:
    """A role's name: ``role("dieb", "en")`` → ``"Thief"``; ``count != 1`` gives the plural."""
    forms = ROLES[value][_lang(lang)]
    return forms[0] if count == 1 else forms[1]


def term(key: str, lang: str, count: int = 1) -> str:
    """A term's word: ``term("fire_trap", "de", 2)`` → ``"Feuerfallen"``."""
    forms = TERMS[key][_lang(lang)]
    return forms[0] if count == 1 else forms[1]
