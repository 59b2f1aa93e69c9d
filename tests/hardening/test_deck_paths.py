"""Issue 20: a deck's ``index.desktop`` could name any path in ``SVG=`` (it tried
``/etc/shadow``); a deck's files must stay inside its own folder."""
from __future__ import annotations

import pathlib

import pytest

from gui.cards.decks import discover_decks, read_index_desktop, user_decks_dir
from tests.hardening.corpus import _cards


def _deck(folder: str, svg_line: str) -> pathlib.Path:
    base = user_decks_dir() / folder
    base.mkdir(parents=True)
    (base / "index.desktop").write_text(f"[KDE Backdeck]\nName=Hostile\nSVG={svg_line}\n")
    return base


@pytest.mark.parametrize(
    "svg_line",
    ["{outside}", "../outside/deck.svg", "sub/../../outside/deck.svg", "~/deck.svg", "C:\\deck.svg", "..\\outside\\deck.svg"],
)
def test_a_deck_never_names_a_file_outside_its_folder(svg_line: str, tmp_path: pathlib.Path) -> None:
    outside = user_decks_dir() / "outside" / "deck.svg"
    outside.parent.mkdir(parents=True)
    outside.write_text(_cards())  # a valid deck: only its place is wrong
    base = _deck("hostile", svg_line.format(outside=outside))
    assert read_index_desktop(base / "index.desktop") is None
    assert "user:hostile" not in {d.id for d in discover_decks()}


def test_a_deck_naming_its_own_file_or_a_subfolder_is_a_deck() -> None:
    base = _deck("fine", "cards/deck.svg")
    (base / "cards").mkdir()
    (base / "cards" / "deck.svg").write_text(_cards())
    found = read_index_desktop(base / "index.desktop")
    assert found is not None and found[1] == base / "cards" / "deck.svg"
    assert "user:fine" in {d.id for d in discover_decks()}
