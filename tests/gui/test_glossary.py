"""Issue 19, item 6: every role and term has one name per language, from engine.glossary.

English players read English names everywhere (UI, log, rules, phone page), German
players German ones; the phone page's role table is the glossary's; counted words on the
phone follow their number; no stray colon or missing full stop in the named texts.
"""
from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

import engine.diamantenraub  # noqa: F401 - registers the log messages
import engine.tempelgold  # noqa: F401
from engine import glossary
from engine.log import message_templates
from engine.registry import GAMES
from gui.text.rules_text import rules_markdown
from tests.catalogues import all_catalogues

ROOT = Path(__file__).resolve().parents[2]
APP_JS = ROOT / "gui" / "phones" / "static" / "app.js"


def _ts_messages(lang: str) -> list[tuple[str, list[str]]]:
    """(English source, [translations]) of every message of the catalogues in ``lang``: the
    app's ``kartentisch_<lang>.ts`` and each game's own ``<lang>.ts``."""
    text = "\n".join(path.read_text(encoding="utf-8") for path in all_catalogues(lang))
    out = []
    for block in re.findall(r"<message[ >].*?</message>", text, re.S):
        source = html.unescape(re.search(r"<source>(.*?)</source>", block, re.S).group(1))
        forms = [html.unescape(f) for f in re.findall(r"<numerusform>(.*?)</numerusform>", block, re.S)]
        if not forms:
            m = re.search(r"<translation[^>]*>(.*?)</translation>", block, re.S)
            forms = [html.unescape(m.group(1))] if m and m.group(1) else []
        out.append((source, forms))
    return out


def _js_table(js: str, opener: str) -> dict[str, list[str]]:
    """The ``key: ["German", "English"]`` pairs of the JavaScript object that starts where
    ``opener`` (a regular expression ending in ``{``) matches, up to its closing brace."""
    start = re.search(opener, js)
    assert start is not None, opener
    end = re.compile(r"^\s*\}[;,]?\s*$", re.M).search(js, start.end())
    assert end is not None, opener
    return {k: json.loads(v) for k, v in re.findall(r"(\w+): (\[[^\]]*\])", js[start.end():end.start()])}


def _phone_scripts() -> dict[str, str]:
    """Each registered game's ``phone.js`` (beside its screens), by game id."""
    scripts = {}
    for info in GAMES.values():
        script = ROOT.joinpath(*info.ui_module.split(".")[:-1], "phone.js")
        if script.is_file():
            scripts[info.id] = script.read_text(encoding="utf-8")
    return scripts


def _phone_texts() -> dict[str, list[str]]:
    """The phone page's texts: the page's own (``TEXTS`` of app.js) and each game's (the
    ``texts`` of its ``phone.js``, and its ``roleNames``); a game's key that another file also
    uses is prefixed with the game's id."""
    texts = _js_table(APP_JS.read_text(encoding="utf-8"), r"const TEXTS = \{")
    for game_id, js in _phone_scripts().items():
        for k, v in (_js_table(js, r"(?:texts: |TEXTS = )\{") | _js_table(js, r"(?:roleNames: |ROLE_NAMES = )\{")).items():
            texts[k if k not in texts else f"{game_id} {k}"] = v
    return texts


def _rules(lang: str) -> str:
    # The English rules name the German names once, on purpose: that sentence is left out.
    text = "\n".join(rules_markdown(g, lang) for g in ("diamantenraub", "tempelgold"))
    return "\n".join(line for line in text.splitlines() if "the German game calls them" not in line)


def _game_info_texts(lang: str) -> dict[str, str]:
    """What each registered game says of itself in ``lang``: its start-screen line, its
    credits (the About dialog) and its sides' names (the balance texts)."""
    texts: dict[str, str] = {}
    for info in GAMES.values():
        texts[f"blurb {info.id}"] = info.blurb.get(lang, "")
        texts[f"credits {info.id}"] = info.credits.get(lang, "")
        texts.update({f"side {info.id} {side}": names.get(lang, "") for side, names in info.sides.items()})
    return texts


def english_texts() -> dict[str, str]:
    texts: dict[str, str] = {}
    texts.update({f"log {k}": v["en"] for k, v in message_templates().items()})
    texts.update({f"ui {s[:40]}": s for s, _ in _ts_messages("de")})  # the sources are English
    texts.update({f"ui-en {s[:40]}": " ".join(forms) for s, forms in _ts_messages("en")})
    texts.update({f"phone {k}": v[1] for k, v in _phone_texts().items()})
    texts.update({f"variant {v.id}": v.label["en"] for g in GAMES.values() for v in g.variants})
    texts.update(_game_info_texts("en"))
    texts["rules"] = _rules("en")
    return texts


def german_texts() -> dict[str, str]:
    texts: dict[str, str] = {}
    texts.update({f"log {k}": v["de"] for k, v in message_templates().items()})
    texts.update({f"ui {s[:40]}": " ".join(forms) for s, forms in _ts_messages("de")})
    texts.update({f"phone {k}": v[0] for k, v in _phone_texts().items()})
    texts.update({f"variant {v.id}": v.label["de"] for g in GAMES.values() for v in g.variants})
    texts.update(_game_info_texts("de"))
    texts["rules"] = _rules("de")
    return texts


def test_english_texts_use_no_german_names() -> None:
    bad = {where: word for where, text in english_texts().items()
           for word in glossary.GERMAN_ONLY if re.search(rf"\b{re.escape(word)}", text)}
    assert not bad, bad


def test_german_texts_use_no_english_names() -> None:
    bad = {where: word for where, text in german_texts().items()
           for word in glossary.ENGLISH_ONLY if re.search(rf"\b{re.escape(word)}", text)}
    assert not bad, bad


def test_the_phone_page_names_roles_as_the_glossary_does() -> None:
    """Each game's phone script names its own roles (``roleNames``), as the glossary does;
    the shared page names none (issue 36: a game's words live with the game)."""
    assert "ROLE_NAMES = {" not in APP_JS.read_text(encoding="utf-8")
    named: dict[str, list[str]] = {}
    for game_id, js in _phone_scripts().items():
        table = _js_table(js, r"(?:roleNames: |ROLE_NAMES = )\{")
        assert table, f"{game_id}'s phone script names no role"
        assert not set(table) & set(named), f"{game_id} names another game's roles"
        named.update(table)
    assert named == {role: [glossary.role(role, "de"), glossary.role(role, "en")] for role in glossary.ROLES}


def test_counted_words_on_the_phone_have_both_forms() -> None:
    """"1 Feuerfallen" / "Take 1 diamonds": a text with a count has a singular and a plural."""
    for key, pair in _phone_texts().items():
        for text in pair:
            if "{n}" in text:
                assert text.count("|") == 1, (key, text)
    assert _phone_texts()["n_traps"][0].split("|")[0] == "{n} Feuerfalle"


def test_english_ui_numerus_strings_are_translated() -> None:
    """"1 excuse(s)": every counted English string has its two English forms."""
    for source, forms in _ts_messages("en"):
        if "%n" in source:
            assert len(forms) == 2 and all(forms), source


@pytest.mark.parametrize("lang", ["de", "en"])
def test_role_names_come_from_the_glossary(lang: str) -> None:
    from engine.diamantenraub import Role as DRRole
    from engine.diamantenraub.messages import take_label
    from engine.tempelgold import Role as TGRole
    from gui.diamantenraub.words import role_name

    for role in DRRole:
        assert role_name(role, lang) == glossary.role(role.value, lang)
        assert take_label(role.value, lang) == glossary.role(role.value, lang)
    assert {glossary.role(r.value, lang) for r in TGRole} == (
        {"Adventurer", "Guardian"} if lang == "en" else {"Abenteurer", "Wächter"})


def test_no_stray_colon_before_a_role_and_before_the_boss_reads_right() -> None:
    """"Du nimmst A♣ und bist: Verdeckter Ermittler." and "Excuses before the Boss"."""
    every = list(english_texts().values()) + list(german_texts().values())
    assert not [t for t in every if re.search(r"(und bist|and are|you are|du bist): %", t, re.I)]
    assert not [t for t in every if "Excuses before" in t]


def test_every_log_line_ends_as_a_sentence(qapp) -> None:  # noqa: ARG001 - translate needs the app
    """The peek line ("Ben looked at their own cards again") ends with its full stop, as the
    engine's lines do."""
    from gui.games.log_model import AppLogEntry, app_text

    for key, templates in message_templates().items():
        for lang in ("de", "en"):
            end = templates[lang].rstrip("}“”\"")
            assert end[-1] in ".!?" or templates[lang].endswith("|.}"), (key, lang)
    assert app_text(AppLogEntry(key="peek", name="Ben", after=0)).endswith(".")


def test_one_word_per_act_on_the_laptop_and_the_phone() -> None:
    """Issue 31 item 12: "Nächste Partie" beside "Nochmal", "verbergen" beside "verdecken" for
    the same act. Each act's English word is translated to its German word in every
    catalogue, the phone page says the same, and no text uses an old synonym."""
    german = {source: forms for source, forms in _ts_messages("de")}
    app_js = APP_JS.read_text(encoding="utf-8")
    phone = _js_table(app_js, r"const TEXTS = \{")
    for act, words in glossary.ACTS.items():
        assert german.get(words["en"]) == [words["de"]], (act, german.get(words["en"]))
    assert phone["cover"] == [glossary.ACTS["cover"]["de"], glossary.ACTS["cover"]["en"]]
    assert phone["done"] == [glossary.ACTS["done_cover"]["de"], glossary.ACTS["done_cover"]["en"]]
    texts = [source for source, _forms in _ts_messages("de")] + [f for _s, forms in _ts_messages("de") for f in forms]
    texts += [w for pair in phone.values() for w in pair]
    for act, old in glossary.ACT_SYNONYMS.items():
        for word in old:
            assert not any(text.strip() == word for text in texts), (act, word)


def test_setting_a_role_card_aside_has_one_german_verb() -> None:
    """Issue 31 item 12: the toggles said "Zuerst aussortieren", the commit button they fill
    said "A♠ zur Seite, 3 Diamanten nehmen — fertig", the phone "zur Seite legen" — one act,
    two verbs. The rules' word ("aussortieren") is used everywhere: laptop, phone, rules."""
    german = [f for _source, forms in _ts_messages("de") for f in forms]
    german += [pair[0] for pair in _phone_texts().values()]
    german.append(_rules("de"))
    assert not [text for text in german if "zur Seite" in text]
    catalogue = ROOT / "gui" / "diamantenraub" / "texts" / "translations" / "de.ts"
    blocks = re.findall(r"<message[ >].*?</message>", catalogue.read_text(encoding="utf-8"), re.S)
    setting_aside = [html.unescape(f) for b in blocks if " aside" in re.search(r"<source>(.*?)</source>", b, re.S).group(1)
                     for f in re.findall(r"<(?:translation|numerusform)[^>]*>([^<]+)<", b) if f.strip()]
    assert setting_aside and all("aussortier" in text.lower() for text in setting_aside), setting_aside
