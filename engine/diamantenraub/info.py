"""Diamantenraub as the app lists it (``GAME_INFO``): id, title, players, options, credits,
sides and the words that name its secrets. Read from the game's tables; cheap to import
(the engine itself loads on ``GAME_INFO.load()``)."""
from __future__ import annotations

from engine.diamantenraub import tables
from engine.game_info import GameInfo, VariantInfo

_COUNTS = tables.STANDARD

GAME_INFO = GameInfo(
    id="diamantenraub",
    title="Diamantenraub",
    min_players=tables.MIN_PLAYERS,
    max_players=tables.MAX_PLAYERS,
    module="engine.diamantenraub",
    ui_module="gui.diamantenraub.ui",
    texts_package="gui.diamantenraub.texts",
    order=2,
    lab_module="lab.diamantenraub",
    first_seat="boss",
    credits={
        "de": "Diamantenraub ist unsere eigene Umsetzung von Mafia de Cuba (Loïc Lamy und Philippe des Pallières, 2015).",
        "en": "Diamantenraub is our own version of Mafia de Cuba (Loïc Lamy and Philippe des Pallières, 2015).",
    },
    sides={
        "boss": {"de": "Boss und Getreue", "en": "Boss and Henchmen"},
        "diebe": {"de": "Diebe und Straßenkinder", "en": "Thieves and Street Kids"},
        "ermittler": {"de": "ein Verdeckter Ermittler", "en": "an Undercover Agent"},
        "revolverheld": {"de": "der Revolverheld", "en": "the Gunslinger"},
    },
    secret_enums=(("engine.diamantenraub.model", ("Role",)),),
    blurb={
        "de": "Der Boss lässt seinen Schatz herumgehen; wer hat die Diamanten gestohlen?",
        "en": "The Boss passes his treasure round; who stole the diamonds?",
    },
    variants=(
        VariantInfo("zu_fuenft", (False, True), False, automatic_at=frozenset({tables.MIN_PLAYERS}),
                    config_field=False, label={"de": "Zu fünft", "en": "Five players"}),
        VariantInfo("revolverheld", (False, True), False,
                    {True: frozenset(n for n, s in _COUNTS.items() if s.getreue >= 1)},
                    label={"de": "Revolverheld", "en": "Gunslinger"}),
        VariantInfo(
            "excuses_delta", tables.EXCUSE_DELTAS, 0,
            {d: frozenset(n for n in _COUNTS if tables.excuse_delta_available(n, d))
             for d in tables.EXCUSE_DELTAS},
            label={"de": "Entschuldigungen des Bosses", "en": "The Boss's excuses"},
            value_labels={
                -1: {"de": "eine weniger (schwerer)", "en": "one fewer (harder)"},
                0: {"de": "wie in der Tabelle", "en": "as in the table"},
                1: {"de": "eine mehr (leichter)", "en": "one more (easier)"},
            },
            descriptions={-1: "variant.excuses_minus", 1: "variant.excuses_plus", 0: ""},
        ),
    ),
)
