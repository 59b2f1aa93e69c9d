"""Our own deck: complete in both index sets, font-free, reproducible from its script."""
from __future__ import annotations

import importlib.util
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtSvg import QSvgRenderer

from gui.cards.decks import builtin_svg_path
from gui.cards.elements import ALL_ELEMENTS, FACES

REPO = Path(__file__).resolve().parents[2]
SVG_NS = "{http://www.w3.org/2000/svg}"


def load_generator():
    spec = importlib.util.spec_from_file_location("make_deck", REPO / "assets" / "decks" / "make_deck.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_element_list_is_complete():
    assert len(FACES) == 52
    assert len(ALL_ELEMENTS) == 56
    assert {"red_joker", "black_joker", "back", "back_role", "1_club", "10_spade", "king_heart"} <= set(ALL_ELEMENTS)


@pytest.mark.parametrize("index_set", ["de", "en"])
def test_every_element_is_addressable(qapp, index_set):
    svg = QSvgRenderer(str(builtin_svg_path(index_set)))
    assert svg.isValid()
    for element in ALL_ELEMENTS:
        assert svg.elementExists(element), element
        b = svg.boundsOnElement(element)
        assert b.width() == pytest.approx(250, abs=2) and b.height() == pytest.approx(350, abs=2), element


@pytest.mark.parametrize("index_set", ["de", "en"])
def test_no_text_elements(index_set):
    root = ET.parse(builtin_svg_path(index_set)).getroot()
    tags = {el.tag.replace(SVG_NS, "") for el in root.iter()}
    assert not tags & {"text", "tspan", "textPath", "image", "filter", "pattern", "clipPath", "mask"}
    assert "use" in tags and "path" in tags


def test_index_sets_differ_only_in_court_letters():
    gen = load_generator()
    assert gen.rank_text("queen", "en") == "Q" and gen.rank_text("queen", "de") == "D"
    assert gen.rank_text("jack", "en") == "J" and gen.rank_text("jack", "de") == "B"
    assert gen.rank_text("king", "de") == gen.rank_text("king", "en") == "K"
    de = ET.parse(builtin_svg_path("de")).getroot()
    refs = {u.get("{http://www.w3.org/1999/xlink}href") for u in de.iter(f"{SVG_NS}use")}
    assert "#gD-r" in refs and "#gB-b" in refs and "#gQ-r" not in refs


def test_committed_output_equals_a_fresh_run():
    gen = load_generator()
    for index_set, path in gen.output_paths().items():
        assert path == builtin_svg_path(index_set)
        assert path.read_text(encoding="utf-8") == gen.build(index_set), f"re-run assets/decks/make_deck.py ({path.name})"
    assert gen.build("de") == gen.build("de")  # deterministic
