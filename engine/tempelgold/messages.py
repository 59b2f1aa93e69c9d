"""Log message templates for Tempelgold (German and English)."""
from __future__ import annotations

from engine.log import register_messages

MESSAGES: dict[str, dict[str, str]] = {
    "tg.start": {
        "de": "Runde 1 beginnt: {per_player} Kammern je Spieler. {holder} hat den Schlüssel.",
        "en": "Round 1 begins: {per_player} chambers each. {holder} holds the key.",
    },
    "tg.look": {
        "de": "{player} schaut sich die eigenen Kammern an: {gold} Gold, {empty} leer, {traps} Feuerfallen.",
        "en": "{player} looks at their chambers: {gold} gold, {empty} empty, {traps} fire traps.",
    },
    "tg.open.gold": {
        "de": "{opener} öffnet eine Kammer bei {owner}: Gold ({card}).",
        "en": "{opener} opens a chamber of {owner}: gold ({card}).",
    },
    "tg.open.empty": {
        "de": "{opener} öffnet eine Kammer bei {owner}: leer ({card}).",
        "en": "{opener} opens a chamber of {owner}: empty ({card}).",
    },
    "tg.open.trap": {
        "de": "{opener} öffnet eine Kammer bei {owner}: Feuerfalle ({card})!",
        "en": "{opener} opens a chamber of {owner}: a fire trap ({card})!",
    },
    "tg.round": {
        "de": "Runde {round} beginnt: Die Kammern werden neu gemischt, {per_player} je Spieler. {holder} hat den Schlüssel.",
        "en": "Round {round} begins: the chambers are reshuffled, {per_player} each. {holder} holds the key.",
    },
    "tg.end.ALL_GOLD_FOUND": {
        "de": "Das letzte Gold ist gefunden. Die Abenteurer gewinnen!",
        "en": "The last gold has been found. The Abenteurer win!",
    },
    "tg.end.ALL_TRAPS_OPENED": {
        "de": "Die letzte Feuerfalle ist offen. Die Wächter gewinnen!",
        "en": "The last fire trap has been opened. The Wächter win!",
    },
    "tg.end.OUT_OF_ROUNDS": {
        "de": "Runde 4 ist vorbei und es liegt noch Gold verborgen. Die Wächter gewinnen!",
        "en": "Round 4 is over and gold is still hidden. The Wächter win!",
    },
    "tg.end.HOPELESS": {
        "de": "{player} beendet das Spiel: Die Abenteurer können nicht mehr gewinnen. Die Wächter gewinnen!",
        "en": "{player} ends the game: the Abenteurer can no longer win. The Wächter win!",
    },
}

register_messages(MESSAGES)
