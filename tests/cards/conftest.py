"""Fixtures for the card tests: a renderer that is closed afterwards, and fake installed decks."""
from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from gui.cards.elements import FACES

COLOURS = {"club": "#00aa00", "diamond": "#0000ff", "heart": "#ff0000", "spade": "#000000"}


def deck_svg(
    naming: str = "kde",
    face: tuple[int, int] = (100, 140),
    back: tuple[int, int] | None = None,
    omit: tuple[str, ...] = (),
    jokers: tuple[str, ...] = ("red_joker", "black_joker"),
) -> str:
    """A tiny deck: each card a coloured rect (by suit), the back magenta, laid out in a row."""
    back = back or face
    parts = []
    x = 0
    for element in FACES:
        rank, suit = element.split("_")
        ident = element if naming == "kde" else f"{suit}_{rank}"
        if element in omit:
            continue
        parts.append(
            f'<g id="{ident}"><rect x="{x}" y="0" width="{face[0]}" height="{face[1]}" fill="{COLOURS[suit]}"/></g>'
        )
        x += face[0] + 5
    for joker in jokers:
        ident = joker if naming == "kde" or joker == "joker" else "joker_" + joker.split("_")[0]
        parts.append(f'<g id="{ident}"><rect x="{x}" y="0" width="{face[0]}" height="{face[1]}" fill="#ffff00"/></g>')
        x += face[0] + 5
    if "back" not in omit:
        parts.append(f'<g id="back"><rect x="{x}" y="0" width="{back[0]}" height="{back[1]}" fill="#ff00ff"/></g>')
        x += back[0]
    h = max(face[1], back[1])
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{x}" height="{h}" viewBox="0 0 {x} {h}">'
        + "".join(parts)
        + "</svg>"
    )


def install_kde(root: Path, folder: str, svg: str | bytes, name: str = "Fake", compress: bool = True) -> Path:
    d = root / "carddecks" / folder
    d.mkdir(parents=True)
    data = svg.encode() if isinstance(svg, str) else svg
    file = d / ("deck.svgz" if compress else "deck.svg")
    file.write_bytes(gzip.compress(data, mtime=0) if compress else data)
    (d / "index.desktop").write_text(f"[KDE Backdeck]\nName={name}\nName[de]=Falsch\nSVG={file.name}\nBack=x\n")
    return file


def install_aisleriot(root: Path, stem: str, svg: str | bytes, compress: bool = False) -> Path:
    d = root / "aisleriot" / "cards"
    d.mkdir(parents=True, exist_ok=True)
    data = svg.encode() if isinstance(svg, str) else svg
    file = d / (f"{stem}.svgz" if compress else f"{stem}.svg")
    file.write_bytes(gzip.compress(data, mtime=0) if compress else data)
    return file


@pytest.fixture
def data_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty XDG_DATA_DIRS root for fake installed decks (the real /usr/share is hidden)."""
    root = tmp_path / "share"
    root.mkdir()
    monkeypatch.setenv("XDG_DATA_DIRS", str(root))
    return root


@pytest.fixture
def renderer(qapp):
    from gui.cards.renderer import DeckRenderer

    r = DeckRenderer()
    yield r
    r.close()
