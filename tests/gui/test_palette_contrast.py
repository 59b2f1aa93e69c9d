"""Every text the style sheet colours stands out from the background it sets (WCAG AA, 4.5:1),
the palette's promise (gui.look.palette): each rule that sets a background, with the text
colour it sets or inherits from its widget's own rule (``QPushButton:hover`` from
``QPushButton``) or the sheet's default (``QWidget``). Disabled text is excepted (3:1, not
meant to be read closely). A hovered button, the chosen game and a focused combo box had
cream on ``BUTTON_HOVER`` at 4.37:1."""
from __future__ import annotations

import re

from gui.look import palette
from gui.look.style import STYLESHEET

HEX = re.compile(r"#[0-9a-fA-F]{6}\b")


def _rules() -> list[tuple[str, dict[str, str]]]:
    """(selector, {property: value}) of every rule, comments left out."""
    sheet = re.sub(r"/\*.*?\*/", "", STYLESHEET, flags=re.S)
    out = []
    for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", sheet):
        props = dict((k.strip(), v.strip()) for k, v in (p.split(":", 1) for p in body.split(";") if ":" in p))
        out.extend((s.strip(), props) for s in selectors.split(","))
    return out


def _colour(value: str | None) -> str | None:
    match = HEX.search(value or "")
    return match.group(0).lower() if match else None


def pairs() -> list[tuple[str, str, str]]:
    """(selector, text colour, background) of every rule that sets a hex background."""
    rules = _rules()
    colour_of = {s: _colour(p.get("color")) for s, p in rules if _colour(p.get("color"))}
    default = colour_of["QWidget"]
    out = []
    for selector, props in rules:
        background = _colour(props.get("background"))
        element = selector.split("::", 1)[1].split(":")[0] if "::" in selector else ""
        if background is None or ":disabled" in selector or element not in ("", "item", "tab"):
            continue  # disabled text, and parts without text of their own (a pane, a handle, a separator)
        text = _colour(props.get("color")) or colour_of.get(selector + "::item")  # a list's text is its items'
        base = selector
        while text is None and ":" in base:
            base = base.rsplit(":", 1)[0]
            text = colour_of.get(base)
        if text is None and "#" in base:  # QPushButton#GameChoice: its class's rule
            text = colour_of.get(base.split("#")[0])
        out.append((selector, text or default, background))
    return out


def test_the_style_sheet_s_texts_stand_out_from_their_backgrounds() -> None:
    found = pairs()
    assert ("QPushButton:hover", palette.CREAM.lower(), palette.BUTTON_HOVER.lower()) in found
    assert ("QPushButton#GameChoice:checked", palette.CREAM.lower(), palette.BUTTON_HOVER.lower()) in found
    faint = {selector: round(palette.contrast(text, background), 2) for selector, text, background in found
             if palette.contrast(text, background) < 4.5}
    assert faint == {}
