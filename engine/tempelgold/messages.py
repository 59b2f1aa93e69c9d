"""Log message templates for Tempelgold (German and English).

Role names in English come from :mod:`engine.glossary`. Counts choose their words (see :mod:`engine.log`); German writes one as a word ("eine
Feuerfalle", "ein Gold"), as the rule text does ("ein Gold, keine Falle"), English as a
digit. Cards read as on the deck (``{card:card}``: "B♦" in German, "J♦" in English).
"""
from __future__ import annotations

from engine import glossary
from engine.log import register_messages

_ADVENTURERS = glossary.role("abenteurer", "en", 2)
_GUARDIANS = glossary.role("waechter", "en", 2)

_DE_EACH = "{per_player:eine Kammer|# Kammern} je Spieler"
_EN_EACH = "{per_player:1 chamber|# chambers} each"

MESSAGES: dict[str, dict[str, str]] = {
    "tg.start": {
        "de": f"Runde 1 beginnt: {_DE_EACH}. {{holder}} hat den Schlüssel.",
        "en": f"Round 1 begins: {_EN_EACH}. {{holder}} holds the key.",
    },
    "tg.look": {
        "de": "{player} schaut sich die eigenen Kammern an: {gold:kein Gold|ein Gold|# Gold}, "
        "{empty:keine leere Kammer|eine leere Kammer|# leere Kammern}, "
        "{traps:keine Feuerfalle|eine Feuerfalle|# Feuerfallen}.",
        "en": "{player} looks at their chambers: {gold:no gold|1 gold|# gold}, "
        "{empty:no empty chambers|1 empty chamber|# empty chambers}, "
        "{traps:no fire traps|1 fire trap|# fire traps}.",
    },
    "tg.open.gold": {
        "de": "{opener} öffnet eine Kammer bei {owner}: Gold ({card:card}).",
        "en": "{opener} opens a chamber of {owner}: gold ({card:card}).",
    },
    "tg.open.empty": {
        "de": "{opener} öffnet eine Kammer bei {owner}: leer ({card:card}).",
        "en": "{opener} opens a chamber of {owner}: empty ({card:card}).",
    },
    "tg.open.trap": {
        "de": "{opener} öffnet eine Kammer bei {owner}: Feuerfalle ({card:card})!",
        "en": "{opener} opens a chamber of {owner}: a fire trap ({card:card})!",
    },
    "tg.round": {
        "de": f"Runde {{round}} beginnt: Die Kammern werden neu gemischt, {_DE_EACH}. {{holder}} hat den Schlüssel.",
        "en": f"Round {{round}} begins: the chambers are reshuffled, {_EN_EACH}. {{holder}} holds the key.",
    },
    "tg.end.ALL_GOLD_FOUND": {
        "de": "Das letzte Gold ist gefunden. Die Abenteurer gewinnen!",
        "en": f"The last gold has been found. The {_ADVENTURERS} win!",
    },
    "tg.end.ALL_TRAPS_OPENED": {
        "de": "Die letzte Feuerfalle ist offen. Die Wächter gewinnen!",
        "en": f"The last fire trap has been opened. The {_GUARDIANS} win!",
    },
    "tg.end.OUT_OF_ROUNDS": {
        "de": "Runde 4 ist vorbei und es liegt noch Gold verborgen. Die Wächter gewinnen!",
        "en": f"Round 4 is over and gold is still hidden. The {_GUARDIANS} win!",
    },
    "tg.end.HOPELESS": {
        "de": "{player} beendet das Spiel: Die Abenteurer können nicht mehr gewinnen. Die Wächter gewinnen!",
        "en": f"{{player}} ends the game: the {_ADVENTURERS} can no longer win. The {_GUARDIANS} win!",
    },
}

register_messages(MESSAGES)
