"""The log reads right: every count in both languages, cards as on the deck, "Peng!" / "Bang!".

``EXPECTED`` renders every message that counts something with each of its counts at 0, 1
and 2 (the other arguments fixed), in German and English. A new counted message must be
added here: :func:`test_every_counted_message_is_in_the_table` fails otherwise.
"""
from __future__ import annotations

import random
import re
import string

import pytest

from engine import diamantenraub as dr
from engine import tempelgold as tg
from engine.cards import Card
from engine.diamantenraub import Accuse, HideDiamonds, Peng, Reveal, TakeDiamonds, TakeNothing, TakeRole
from engine.diamantenraub.game import DiamantenraubGame
from engine.diamantenraub.tables import DIAMOND_CARDS
from engine.log import LogEntry, make_entry, message_templates, plural, register_messages
from tests.engine.playing import play_to_end

COUNTS = {"diamonds", "roles", "excuses", "count", "missing", "best", "thieves", "kids", "gold", "empty", "traps",
          "per_player"}
"""Every argument that counts something (``round`` is a name, "Runde 2", not a count)."""
OTHER: dict[str, str | int] = {
    "boss": "Anna", "player": "Ben", "accused": "Carla", "next": "Ben", "holder": "Dan", "round": 2,
    "card": "QS", "opener": "Anna", "owner": "Ben",
}
WINNERS = ("", "Anna", "Anna, Ben")
"""``dr.end.winners`` names as many winners as it counts."""
CODE = re.compile(r"\b(?:10|[2-9AJQK])[SHDC]\b|JOKER")

EXPECTED: dict[str, dict[int, tuple[str, str]]] = {
    'dr.end.BOSS_ELIMINATED': {
        0: ('Der Boss ist ausgeschieden. Kein Dieb ist mehr im Spiel.',
            'The Boss is out. No Thief is left in the game.'),
        1: ('Der Boss ist ausgeschieden. Der Dieb mit den meisten Diamanten gewinnt (ein Diamant). Das Straßenkind gewinnt mit.',
            'The Boss is out. The Thief with the most diamonds wins (1 diamond). The Street Kid wins too.'),
        2: ('Der Boss ist ausgeschieden. Die 2 Diebe mit den meisten Diamanten gewinnen (je 2 Diamanten). Die 2 Straßenkinder gewinnen mit.',
            'The Boss is out. The 2 Thieves with the most diamonds win (2 diamonds each). The 2 Street Kids win too.'),
    },
    'dr.end.winners': {
        0: ('Niemand gewinnt.',
            'Nobody wins.'),
        1: ('Es gewinnt: Anna.',
            'Winner: Anna.'),
        2: ('Es gewinnen: Anna, Ben.',
            'Winners: Anna, Ben.'),
    },
    'dr.hide.private': {
        0: ('Anna versteckt keinen Diamanten.',
            'Anna hides no diamonds.'),
        1: ('Anna versteckt einen Diamanten.',
            'Anna hides 1 diamond.'),
        2: ('Anna versteckt 2 Diamanten.',
            'Anna hides 2 diamonds.'),
    },
    'dr.peng.false.dieb': {
        0: ('Ben ruft „Peng!“, ist aber nicht der Revolverheld: 0 Diamanten gehen zurück an den Boss; Ben scheidet aus.',
            'Ben shouts “Bang!” but is not the Gunslinger: 0 diamonds go back to the Boss; Ben is out.'),
        1: ('Ben ruft „Peng!“, ist aber nicht der Revolverheld: ein Diamant geht zurück an den Boss; Ben scheidet aus.',
            'Ben shouts “Bang!” but is not the Gunslinger: 1 diamond goes back to the Boss; Ben is out.'),
        2: ('Ben ruft „Peng!“, ist aber nicht der Revolverheld: 2 Diamanten gehen zurück an den Boss; Ben scheidet aus.',
            'Ben shouts “Bang!” but is not the Gunslinger: 2 diamonds go back to the Boss; Ben is out.'),
    },
    'dr.peng.shot.dieb': {
        0: ('Ben ruft „Peng!“ (D♠) und schießt auf Carla: 0 Diamanten gehen zurück an den Boss. Beide scheiden aus.',
            'Ben shouts “Bang!” (Q♠) and shoots Carla: 0 diamonds go back to the Boss. Both are out.'),
        1: ('Ben ruft „Peng!“ (D♠) und schießt auf Carla: ein Diamant geht zurück an den Boss. Beide scheiden aus.',
            'Ben shouts “Bang!” (Q♠) and shoots Carla: 1 diamond goes back to the Boss. Both are out.'),
        2: ('Ben ruft „Peng!“ (D♠) und schießt auf Carla: 2 Diamanten gehen zurück an den Boss. Beide scheiden aus.',
            'Ben shouts “Bang!” (Q♠) and shoots Carla: 2 diamonds go back to the Boss. Both are out.'),
    },
    'dr.returned.private': {
        0: ('Anna schaut in den Schatz: keine Diamanten und keine Rollenkarten; es fehlt kein Diamant.',
            'Anna looks into the treasure: no diamonds and no role cards; no diamonds are missing.'),
        1: ('Anna schaut in den Schatz: ein Diamant und eine Rollenkarte; es fehlt ein Diamant.',
            'Anna looks into the treasure: 1 diamond and 1 role card; 1 diamond is missing.'),
        2: ('Anna schaut in den Schatz: 2 Diamanten und 2 Rollenkarten; es fehlen 2 Diamanten.',
            'Anna looks into the treasure: 2 diamonds and 2 role cards; 2 diamonds are missing.'),
    },
    'dr.reveal.dieb': {
        0: ('Ben zeigt keinen Diamanten. Sie gehen zurück an den Boss; Ben scheidet aus.',
            'Ben shows no diamonds. They go back to the Boss; Ben is out.'),
        1: ('Ben zeigt einen Diamanten. Er geht zurück an den Boss; Ben scheidet aus.',
            'Ben shows 1 diamond. It goes back to the Boss; Ben is out.'),
        2: ('Ben zeigt 2 Diamanten. Sie gehen zurück an den Boss; Ben scheidet aus.',
            'Ben shows 2 diamonds. They go back to the Boss; Ben is out.'),
    },
    'dr.start': {
        0: ('Anna ist der Boss. Im Schatz: keine Diamanten und keine Rollenkarten. Der Boss hat keine Entschuldigung.',
            'Anna is the Boss. In the treasure: no diamonds and no role cards. The Boss has no excuse.'),
        1: ('Anna ist der Boss. Im Schatz: ein Diamant und eine Rollenkarte. Offen beim Boss liegt eine Entschuldigung.',
            'Anna is the Boss. In the treasure: 1 diamond and 1 role card. 1 excuse lies face up before the Boss.'),
        2: ('Anna ist der Boss. Im Schatz: 2 Diamanten und 2 Rollenkarten. Offen beim Boss liegen 2 Entschuldigungen.',
            'Anna is the Boss. In the treasure: 2 diamonds and 2 role cards. 2 excuses lie face up before the Boss.'),
    },
    'dr.take.diamonds': {
        0: ('Ben sieht keine Diamanten und keine Rollenkarten im Schatz und nimmt 0 Diamanten.',
            'Ben sees no diamonds and no role cards in the treasure and takes 0 diamonds.'),
        1: ('Ben sieht einen Diamanten und eine Rollenkarte im Schatz und nimmt einen Diamanten.',
            'Ben sees 1 diamond and 1 role card in the treasure and takes 1 diamond.'),
        2: ('Ben sieht 2 Diamanten und 2 Rollenkarten im Schatz und nimmt 2 Diamanten.',
            'Ben sees 2 diamonds and 2 role cards in the treasure and takes 2 diamonds.'),
    },
    'dr.take.nothing': {
        0: ('Ben sieht keine Diamanten und keine Rollenkarten im Schatz, nimmt nichts und ist ein Straßenkind.',
            'Ben sees no diamonds and no role cards in the treasure, takes nothing and is a Street Kid.'),
        1: ('Ben sieht einen Diamanten und eine Rollenkarte im Schatz, nimmt nichts und ist ein Straßenkind.',
            'Ben sees 1 diamond and 1 role card in the treasure, takes nothing and is a Street Kid.'),
        2: ('Ben sieht 2 Diamanten und 2 Rollenkarten im Schatz, nimmt nichts und ist ein Straßenkind.',
            'Ben sees 2 diamonds and 2 role cards in the treasure, takes nothing and is a Street Kid.'),
    },
    'dr.take.role': {
        0: ('Ben sieht keine Diamanten und keine Rollenkarten im Schatz und nimmt die Rollenkarte D♠.',
            'Ben sees no diamonds and no role cards in the treasure and takes the role card Q♠.'),
        1: ('Ben sieht einen Diamanten und eine Rollenkarte im Schatz und nimmt die Rollenkarte D♠.',
            'Ben sees 1 diamond and 1 role card in the treasure and takes the role card Q♠.'),
        2: ('Ben sieht 2 Diamanten und 2 Rollenkarten im Schatz und nimmt die Rollenkarte D♠.',
            'Ben sees 2 diamonds and 2 role cards in the treasure and takes the role card Q♠.'),
    },
    'tg.look': {
        0: ('Ben schaut sich die eigenen Kammern an: kein Gold, keine leere Kammer, keine Feuerfalle.',
            'Ben looks at their chambers: no gold, no empty chambers, no fire traps.'),
        1: ('Ben schaut sich die eigenen Kammern an: ein Gold, eine leere Kammer, eine Feuerfalle.',
            'Ben looks at their chambers: 1 gold, 1 empty chamber, 1 fire trap.'),
        2: ('Ben schaut sich die eigenen Kammern an: 2 Gold, 2 leere Kammern, 2 Feuerfallen.',
            'Ben looks at their chambers: 2 gold, 2 empty chambers, 2 fire traps.'),
    },
    'tg.round': {
        0: ('Runde 2 beginnt: Die Kammern werden neu gemischt, 0 Kammern je Spieler. Dan hat den Schlüssel.',
            'Round 2 begins: the chambers are reshuffled, 0 chambers each. Dan holds the key.'),
        1: ('Runde 2 beginnt: Die Kammern werden neu gemischt, eine Kammer je Spieler. Dan hat den Schlüssel.',
            'Round 2 begins: the chambers are reshuffled, 1 chamber each. Dan holds the key.'),
        2: ('Runde 2 beginnt: Die Kammern werden neu gemischt, 2 Kammern je Spieler. Dan hat den Schlüssel.',
            'Round 2 begins: the chambers are reshuffled, 2 chambers each. Dan holds the key.'),
    },
    'tg.start': {
        0: ('Runde 1 beginnt: 0 Kammern je Spieler. Dan hat den Schlüssel.',
            'Round 1 begins: 0 chambers each. Dan holds the key.'),
        1: ('Runde 1 beginnt: eine Kammer je Spieler. Dan hat den Schlüssel.',
            'Round 1 begins: 1 chamber each. Dan holds the key.'),
        2: ('Runde 1 beginnt: 2 Kammern je Spieler. Dan hat den Schlüssel.',
            'Round 1 begins: 2 chambers each. Dan holds the key.'),
    },
}


def fields(template: str) -> list[tuple[str, str]]:
    """(name, format spec) of every field, including fields nested in another's forms."""
    found = []
    for _, name, spec, _ in string.Formatter().parse(template):
        if name is not None:
            found.append((name, spec or ""))
            if spec and "{" in spec:
                found.extend(fields(spec))
    return found


def counted(key: str) -> set[str]:
    templates = message_templates()[key]
    return {name for lang in ("de", "en") for name, _ in fields(templates[lang]) if name in COUNTS}


@pytest.mark.parametrize("key", sorted(EXPECTED))
@pytest.mark.parametrize("k", [0, 1, 2])
def test_every_count_reads_right(key: str, k: int) -> None:
    names = {name for lang in ("de", "en") for name, _ in fields(message_templates()[key][lang])}
    args = {name: k if name in COUNTS else OTHER[name] for name in names if name != "winners"}
    if "winners" in names:
        args["winners"] = WINNERS[k]
    entry = make_entry(key, **args)
    assert (entry.text("de"), entry.text("en")) == EXPECTED[key][k]


def test_every_counted_message_is_in_the_table() -> None:
    with_counts = {key for key in message_templates() if counted(key)}
    assert with_counts == set(EXPECTED)


def test_every_count_chooses_its_words() -> None:
    """No count is written bare before a noun: each counted field has plural forms."""
    for key, templates in message_templates().items():
        for lang in ("de", "en"):
            for name, spec in fields(templates[lang]):
                if name in COUNTS:
                    assert "|" in spec, f"{key} ({lang}): {{{name}}} has no plural forms"


def test_plural_forms() -> None:
    assert [plural(k, "ein Diamant|# Diamanten") for k in (0, 1, 2)] == ["0 Diamanten", "ein Diamant", "2 Diamanten"]
    assert [plural(k, "kein|ein|#") for k in (0, 1, 2, 11)] == ["kein", "ein", "2", "11"]
    with pytest.raises(ValueError):
        plural(1, "only one form")
    with pytest.raises(ValueError):
        register_messages({"test.bad": {"de": "{n:a|b|c|d}", "en": "{n:a|b}"}})
    assert "test.bad" not in message_templates()


def test_a_player_name_is_text_not_a_template() -> None:
    entry = make_entry("dr.hide.private", boss="{count} | # {card:card}", count=1)
    assert entry.text("de") == "{count} | # {card:card} versteckt einen Diamanten."


# -- cards as a person reads them ----------------------------------------------------------

def test_cards_read_with_the_decks_letters_and_a_suit_symbol() -> None:
    C = Card.parse
    assert [C(code).label("de") for code in ("JD", "QS", "KH", "AC", "10S", "2H")] == ["B♦", "D♠", "K♥", "A♣", "10♠", "2♥"]
    assert [C(code).label("en") for code in ("JD", "QS", "KH", "AC", "10S", "2H")] == ["J♦", "Q♠", "K♥", "A♣", "10♠", "2♥"]
    assert C("JOKER").label("de") == C("JOKER").label("en") == "Joker"
    assert C("JD").label("fr") == "B♦"  # like the log, anything but English reads German


def test_tempelgold_log_shows_cards_as_on_the_deck() -> None:
    C = Card.parse
    rows = [[C("JD"), C("2C")], [C("10S"), C("3C")], [C("QH"), C("AS")]]
    config = tg.Config(players=["Anna", "Ben", "Carla"], starting_seat=0)
    game = tg.TempelgoldGame._from_deal(config, [C("2H"), C("3H"), C("2S")], rows, key_holder=0)
    game.apply(0, tg.Open(owner=1, slot=0))  # Anna opens 10♠ at Ben
    game.apply(1, tg.Open(owner=0, slot=0))  # Ben opens B♦ at Anna
    log = game.public_view().log
    assert log[-2].text("de") == "Anna öffnet eine Kammer bei Ben: leer (10♠)."
    assert log[-1].text("de") == "Ben öffnet eine Kammer bei Anna: Gold (B♦)."
    assert log[-1].text("en") == "Ben opens a chamber of Anna: gold (J♦)."
    assert dict(log[-1].args)["card"] == "JD"  # structured: the code, rendered per language


def test_diamantenraub_log_shows_cards_as_on_the_deck_and_peng_in_both_languages() -> None:
    C = Card.parse
    config = dr.Config(players=["Anna", "Ben", "Carla", "Dan", "Emil", "Eva"], revolverheld=True)
    game = DiamantenraubGame._from_deal(config, DIAMOND_CARDS[:15], [C("QS"), C("AS"), C("JS")])
    game.apply(0, HideDiamonds(0))
    for seat, action in enumerate([TakeRole(C("QS")), TakeDiamonds(3), TakeRole(C("JS")), TakeRole(C("AS")),
                                   TakeNothing()], start=1):
        game.apply(seat, action)
    (emil,) = [e for e in game.view(4).log if e.key == "dr.take.role" and dict(e.args)["player"] == "Emil"]
    assert emil.text("de") == "Emil sieht 12 Diamanten und eine Rollenkarte im Schatz und nimmt die Rollenkarte A♠."
    assert emil.text("en") == "Emil sees 12 diamonds and 1 role card in the treasure and takes the role card A♠."
    game.apply(0, Accuse(3))
    game.apply(1, Peng())  # the Revolverheld shoots the Fahrer
    shot = game.public_view().log[-1]
    assert shot.text("de") == "Ben ruft „Peng!“ (D♠) und schießt auf Dan: Fahrer B♠. Beide scheiden aus."
    assert shot.text("en") == "Ben shouts “Bang!” (Q♠) and shoots Dan: Driver J♠. Both are out."


def test_the_boss_out_message_speaks_of_every_tied_thief() -> None:
    C = Card.parse
    config = dr.Config(players=["Anna", "Ben", "Carla", "Dan", "Emil", "Eva"])
    game = DiamantenraubGame._from_deal(config, DIAMOND_CARDS[:15], [C("2S"), C("AS"), C("JS")])
    game.apply(0, HideDiamonds(0))
    for seat, action in enumerate([TakeDiamonds(2), TakeRole(C("2S")), TakeDiamonds(2), TakeDiamonds(1),
                                   TakeNothing()], start=1):
        game.apply(seat, action)
    game.apply(0, Accuse(4))
    game.apply(4, Reveal())  # the thief with 1 is out
    game.apply(0, Accuse(2))
    game.apply(2, Reveal())  # a Getreuer, no excuse: the Boss is out
    end, winners = game.public_view().log[-2:]
    assert end.text("de") == ("Der Boss ist ausgeschieden. Die 2 Diebe mit den meisten Diamanten gewinnen "
                              "(je 2 Diamanten). Das Straßenkind gewinnt mit.")
    assert end.text("en") == ("The Boss is out. The 2 Thieves with the most diamonds win (2 diamonds each). "
                              "The Street Kid wins too.")
    assert winners.text("de") == "Es gewinnen: Ben, Dan, Eva."


NAMES = ["Anna", "Ben", "Carla", "Dan", "Emil", "Eva", "Finn", "Greta", "Hans", "Ida", "Jan", "Kai"]


@pytest.mark.parametrize("seed", range(12))
def test_no_log_line_shows_a_card_code(seed: int) -> None:
    """Whole random games of both games: every line every seat may read, in both languages."""
    rng = random.Random(seed)
    games = [
        dr.new_game(dr.Config(players=NAMES[: 5 + seed % 8], revolverheld=seed % 2 == 1), seed),
        tg.new_game(tg.Config(players=NAMES[: 3 + seed % 8]), seed),
    ]
    for game in games:
        play_to_end(game, rng)
        entries: set[LogEntry] = set(game.public_view().log)
        for seat in range(game.player_count):
            entries.update(game.view(seat).log)
        for entry in entries:
            for lang in ("de", "en"):
                text = entry.text(lang)
                assert not CODE.search(text), text
                # each language its own call (engine.glossary): "Peng!" in German, "Bang!" in English
                assert ("Bang" if lang == "de" else "Peng") not in text


def test_every_recorded_diamantenraub_event_has_the_fields_of_its_template() -> None:
    from engine.diamantenraub.state import LOG_FIELDS

    templates = message_templates()
    dr_keys = {key for key in templates if key.startswith("dr.")}
    assert set(LOG_FIELDS) == dr_keys
    for key, recorded in LOG_FIELDS.items():
        for lang in ("de", "en"):
            assert {name for name, _ in fields(templates[key][lang])} == set(recorded), (key, lang)
