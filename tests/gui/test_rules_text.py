"""The in-app rules: complete in both languages, faithful to docs/rules-tables.md, descriptions readable.

Pure tests (no Qt). The numbers below are copied once from ``docs/rules-tables.md``;
they are the specification the Markdown tables are checked against. The rule files put
one row per player count, with the columns in the order the constants list them.
"""
from __future__ import annotations

import collections
import re

import pytest

from gui.text import rules_text
from gui.text.rules_text import _read, description, description_keys, rules_markdown

KEYS: dict[str, frozenset[str]] = {
    "tempelgold": frozenset(
        {
            "role.abenteurer",
            "role.waechter",
            "variant.one_trap",
            "chamber.gold",
            "chamber.empty",
            "chamber.trap",
            "goal",
        }
    ),
    "diamantenraub": frozenset(
        {
            "role.boss",
            "role.dieb",
            "role.getreuer",
            "role.ermittler",
            "role.fahrer",
            "role.strassenkind",
            "role.revolverheld",
            "variant.zu_fuenft",
            "variant.excuses_plus",
            "variant.excuses_minus",
            "variant.revolverheld",
            "goal",
        }
    ),
}
LANGS = ("de", "en")
CLARIFICATION_COUNT = {"diamantenraub": 10, "tempelgold": 6}
CLARIFICATION_HEADING = {"de": "Klarstellungen", "en": "Clarifications"}

# --- docs/rules-tables.md, Diamantenraub: players (with Boss) -> treasure -----------------------
# (diamonds, Getreue, Verdeckte Ermittler, Fahrer, excuses = red kings with the Boss)
DIAMANTENRAUB_TREASURE: dict[int, tuple[int, int, int, int, int]] = {
    5: (15, 1, 1, 0, 0),
    6: (15, 1, 1, 1, 0),
    7: (15, 2, 1, 1, 0),
    8: (15, 3, 1, 1, 1),
    9: (15, 4, 1, 1, 1),
    10: (15, 4, 2, 1, 1),
    11: (15, 4, 2, 2, 2),
    12: (15, 5, 2, 2, 2),
}
RED_KINGS = 2  # the supply of excuses: "leichter"/"schwerer" must stay within 0..2

# --- docs/rules-tables.md, Tempelgold: players -> cards ------------------------------------------
# (red role cards, black role cards, left over, gold, empty, fire traps, chamber total)
TEMPELGOLD_CARDS: dict[int, tuple[int, int, int, int, int, int, int]] = {
    3: (2, 2, 1, 5, 8, 2, 15),
    4: (3, 2, 1, 6, 12, 2, 20),
    5: (3, 2, 0, 7, 16, 2, 25),
    6: (4, 2, 0, 8, 20, 2, 30),
    7: (5, 3, 1, 7, 26, 2, 35),
    8: (6, 3, 1, 8, 30, 2, 40),
    9: (6, 3, 0, 9, 34, 2, 45),
    10: (7, 4, 1, 10, 37, 3, 50),
}
# Chamber kinds in the deck: gold (B, D, K), empty (2-10, +1 Joker), fire traps (aces).
TEMPELGOLD_DECK = (12, 36, 4)
# Variant "Nur eine Falle": players -> (gold, empty, traps, red, black)
TEMPELGOLD_ONE_TRAP: dict[int, tuple[int, int, int, int, int]] = {
    3: (3, 11, 1, 3, 2),
    4: (4, 15, 1, 3, 2),
    5: (5, 19, 1, 3, 2),
    6: (6, 23, 1, 4, 2),
    7: (7, 27, 1, 5, 3),
    8: (8, 31, 1, 5, 3),
}

Row = tuple[int | None, ...]


def _tables(markdown: str) -> list[list[Row]]:
    """Every pipe table of ``markdown`` as rows of "first integer in the cell" (or None).

    The header row and the ``|---|`` separator are dropped; a cell without a digit (e.g.
    "–" for "not available") becomes None.
    """
    tables: list[list[Row]] = []
    current: list[str] = []
    for line in [*markdown.splitlines(), ""]:
        if line.lstrip().startswith("|"):
            current.append(line.strip())
            continue
        if current:
            body = [row for row in current[2:] if not re.fullmatch(r"\|[\s:|-]+\|", row)]
            rows: list[Row] = []
            for row in body:
                cells = row.strip("|").split("|")
                numbers = [re.search(r"\d+", cell) for cell in cells]
                rows.append(tuple(int(m.group()) if m else None for m in numbers))
            tables.append(rows)
            current = []
    return tables


def _all_rows(markdown: str) -> set[Row]:
    return {row for table in _tables(markdown) for row in table}


def _section(markdown: str, heading: str) -> str:
    """The text of the ``## heading`` section, up to the next ``##`` heading."""
    match = re.search(rf"^## {re.escape(heading)}\s*$(.*?)(?=^## |\Z)", markdown, re.M | re.S)
    assert match, f"no section '## {heading}'"
    return match.group(1)


# --- the specification itself ---------------------------------------------------------


def test_hard_coded_tables_are_consistent() -> None:
    """Guard the copied numbers against typos: the sums docs/rules-tables.md states must hold."""
    for players, (red, black, left, gold, empty, traps, total) in TEMPELGOLD_CARDS.items():
        assert gold + empty + traps == total == 5 * players
        assert red + black - left == players
    for players, (gold, empty, traps, red, black) in TEMPELGOLD_ONE_TRAP.items():
        assert (gold, empty, traps) == (players, 4 * players - 1, 1)
        assert red + black >= players
    twelve = DIAMANTENRAUB_TREASURE[12]
    assert sum(twelve[:4]) + twelve[4] == 26  # "bis zu 26 Karten"


# --- files and keys -------------------------------------------------------------------


@pytest.mark.parametrize("game", sorted(KEYS))
@pytest.mark.parametrize("lang", LANGS)
def test_every_key_exists(game: str, lang: str) -> None:
    assert description_keys(game, lang) == KEYS[game]
    for key in KEYS[game]:
        text = description(game, key, lang)
        assert len(text) > 30, (game, lang, key, text)


@pytest.mark.parametrize("game", sorted(KEYS))
def test_languages_have_the_same_keys_and_headings(game: str) -> None:
    de, en = rules_markdown(game, "de"), rules_markdown(game, "en")
    assert description_keys(game, "de") == description_keys(game, "en")

    def levels(text: str) -> collections.Counter[int]:
        return collections.Counter(len(m.group(1)) for m in re.finditer(r"^(#{1,6}) \S", text, re.M))

    assert levels(de) == levels(en)
    assert levels(de)[1] == 1


@pytest.mark.parametrize("game", sorted(KEYS))
@pytest.mark.parametrize("lang", LANGS)
def test_markers_stand_on_their_own_line_before_a_block(game: str, lang: str) -> None:
    lines = rules_markdown(game, lang).splitlines()
    for index, line in enumerate(lines):
        if "<!--" in line:
            assert re.fullmatch(r"<!-- (desc|section): [a-z_.]+ -->", line), line  # a section marker: issue 34
            assert index == 0 or not lines[index - 1].strip(), f"no blank line before {line}"
            assert lines[index + 1].strip(), f"{line} is not followed by its text"


@pytest.mark.parametrize("game", sorted(KEYS))
@pytest.mark.parametrize("lang", LANGS)
def test_only_simple_markdown(game: str, lang: str) -> None:
    """QTextDocument.setMarkdown gets headings, paragraphs, '-' lists, emphasis, tables."""
    text = rules_markdown(game, lang)
    assert not re.search(r"^\s*\d+[.)] ", text, re.M), "numbered lists are not used"
    assert "```" not in text and "<br" not in text
    assert not re.search(r"^#{4,}", text, re.M)


@pytest.mark.parametrize("game", sorted(KEYS))
@pytest.mark.parametrize("lang", LANGS)
def test_goal_is_one_sentence(game: str, lang: str) -> None:
    goal = description(game, "goal", lang)
    assert goal.endswith(".")
    assert len(re.findall(r"[.!?](?:\s|$)", goal)) == 1, goal


# --- tables ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_diamantenraub_treasure_table(lang: str) -> None:
    rows = _all_rows(rules_markdown("diamantenraub", lang))
    for players, numbers in DIAMANTENRAUB_TREASURE.items():
        assert (players, *numbers) in rows, (lang, players)


@pytest.mark.parametrize("lang", LANGS)
def test_diamantenraub_excuse_variants_respect_the_two_red_kings(lang: str) -> None:
    rows = _all_rows(rules_markdown("diamantenraub", lang))
    for players, numbers in DIAMANTENRAUB_TREASURE.items():
        standard = numbers[4]
        easier = standard + 1 if standard + 1 <= RED_KINGS else None
        harder = standard - 1 if standard >= 1 else None
        assert (players, standard, easier, harder) in rows, (lang, players)


@pytest.mark.parametrize("lang", LANGS)
def test_tempelgold_player_count_table(lang: str) -> None:
    rows = _all_rows(rules_markdown("tempelgold", lang))
    for players, numbers in TEMPELGOLD_CARDS.items():
        assert (players, *numbers) in rows, (lang, players)


@pytest.mark.parametrize("lang", LANGS)
def test_tempelgold_deck_table(lang: str) -> None:
    text = rules_markdown("tempelgold", lang)
    last_columns = [tuple(row[-1] for row in table) for table in _tables(text)]
    assert TEMPELGOLD_DECK in last_columns
    assert re.search(r"\|\s*36 \(\+1\)\s*\|", text), "the Joker as the 37th empty chamber"


@pytest.mark.parametrize("lang", LANGS)
def test_tempelgold_one_trap_table(lang: str) -> None:
    rows = _all_rows(rules_markdown("tempelgold", lang))
    for players, numbers in TEMPELGOLD_ONE_TRAP.items():
        assert (players, *numbers) in rows, (lang, players)


# --- clarifications -------------------------------------------------------------------


@pytest.mark.parametrize("game", sorted(KEYS))
@pytest.mark.parametrize("lang", LANGS)
def test_every_clarification_is_there(game: str, lang: str) -> None:
    section = _section(rules_markdown(game, lang), CLARIFICATION_HEADING[lang])
    numbers = [int(n) for n in re.findall(r"^\*\*(\d+)\. ", section, re.M)]
    assert numbers == list(range(1, CLARIFICATION_COUNT[game] + 1))


# --- the module -----------------------------------------------------------------------


@pytest.mark.parametrize("game", sorted(KEYS))
@pytest.mark.parametrize("lang", LANGS)
def test_description_strips_markup(game: str, lang: str) -> None:
    for key in KEYS[game]:
        text = description(game, key, lang)
        assert "*" not in text and "`" not in text and "<!--" not in text, (key, text)
        assert not text.startswith(("-", "#")), (key, text)
        assert "\n" not in text and "  " not in text, (key, text)


def test_description_of_a_bold_lead_paragraph() -> None:
    assert description("tempelgold", "chamber.trap", "de").startswith("Feuerfalle (Ass): ")
    assert description("tempelgold", "chamber.trap", "en").startswith("Fire trap (Ace): ")


def test_unknown_key_raises_key_error() -> None:
    with pytest.raises(KeyError, match="role.nobody"):
        description("tempelgold", "role.nobody", "de")
    with pytest.raises(KeyError):
        description("diamantenraub", "role.abenteurer", "en")  # a key of the other game


def test_unknown_game_raises_value_error() -> None:
    with pytest.raises(ValueError, match="schach"):
        rules_markdown("schach", "de")


def test_unknown_language_falls_back_to_german() -> None:
    assert rules_markdown("tempelgold", "fr") == rules_markdown("tempelgold", "de")
    assert rules_markdown("diamantenraub", "en_GB") == rules_markdown("diamantenraub", "en")
    assert description("tempelgold", "goal", "xx") == description("tempelgold", "goal", "de")


@pytest.mark.parametrize("lang", LANGS)
def test_each_game_brings_its_rules_in_its_own_package(lang: str) -> None:
    """The rules are package data of each game's texts package (``GameInfo.texts_package``),
    found through importlib.resources (checkout, wheel and bundle alike); the app's own
    ``translations/`` holds no game's rules (issue 36)."""
    import importlib.resources

    from engine.registry import GAMES

    assert set(GAMES) >= {"diamantenraub", "tempelgold"}
    for game, info in GAMES.items():
        assert info.texts_package, f"{game} has no texts package"
        source = importlib.resources.files(info.texts_package).joinpath("rules", f"{lang}.md")
        assert rules_markdown(game, lang) == source.read_text(encoding="utf-8")
        assert info.texts_package.startswith(info.ui_module.rpartition(".")[0] + "."), "beside its screens"
    assert not importlib.resources.files("gui.translations").joinpath("rules").is_dir()


def test_a_game_without_a_texts_package_has_no_rules_to_read(monkeypatch: pytest.MonkeyPatch) -> None:
    """A clear OSError (the rules dialog says it could not read them), not a crash."""
    import dataclasses

    from engine import registry

    bare = dataclasses.replace(registry.GAMES["tempelgold"], texts_package="")
    monkeypatch.setattr(rules_text, "_REGISTRY", {**registry.GAMES, "tempelgold": bare})
    _read.cache_clear()
    try:
        with pytest.raises(FileNotFoundError, match="tempelgold brings no in-app rules"):
            rules_markdown("tempelgold", "de")
    finally:
        _read.cache_clear()


@pytest.mark.parametrize("lang", LANGS)
def test_card_names_follow_the_language(lang: str) -> None:
    """German texts name Ass/König/Dame/Bube, English ones Ace/King/Queen/Jack."""
    text = rules_markdown("diamantenraub", lang) + rules_markdown("tempelgold", lang)
    german, english = ("Ass", "König", "Dame", "Bube"), ("Ace", "King", "Queen", "Jack")
    expected, other = (german, english) if lang == "de" else (english, german)
    for name in expected:
        assert re.search(rf"\b{name}", text), name
    for name in other:
        assert not re.search(rf"\b{name}\b", text), name
