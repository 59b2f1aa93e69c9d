"""Tempelgold as the app lists it (``GAME_INFO``): id, title, players, options, credits,
sides and the words that name its secrets. Read from the game's tables; cheap to import
(the engine itself loads on ``GAME_INFO.load()``)."""
from __future__ import annotations

from engine.game_info import GameInfo, VariantInfo
from engine.tempelgold import tables

GAME_INFO = GameInfo(
    id="tempelgold",
    title="Tempelgold",
    min_players=tables.MIN_PLAYERS,
    max_players=tables.MAX_PLAYERS,
    module="engine.tempelgold",
    ui_module="gui.tempelgold.ui",
    texts_package="gui.tempelgold.texts",
    order=1,
    lab_module="lab.tempelgold",
    first_seat="starting_seat",
    credits={
        "de": "Tempelgold ist unsere eigene Umsetzung von Timebomb (Yūsuke Satō, 2014; in Deutschland „Tempel des Schreckens“).",
        "en": "Tempelgold is our own version of Timebomb (Yūsuke Satō, 2014; in Germany “Tempel des Schreckens”).",
    },
    sides={
        "abenteurer": {"de": "Abenteurer", "en": "Adventurers"},
        "waechter": {"de": "Wächter", "en": "Guardians"},
    },
    secret_enums=(("engine.tempelgold.model", ("Role", "ChamberKind")),),
    secret_words=frozenset({"feuerfalle", "falle", "fire trap", "adventurer", "guardian", "wächter", "abenteurer"}),
    blurb={
        "de": "Abenteurer suchen Gold im Tempel; heimliche Wächter locken sie in Fallen.",
        "en": "Adventurers search a temple for gold; secret Guardians lure them into traps.",
    },
    variants=(VariantInfo("one_trap", (False, True), False, {True: frozenset(tables.ONE_TRAP)},
                          label={"de": "Nur eine Falle", "en": "Only one trap"}),),
)
