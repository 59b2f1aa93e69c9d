"""The words of a game's guided first game, from its texts package: ``guide/<lang>.md``.

Written like the rule texts beside them (``rules/<lang>.md``), one file per language, so a
translator reads a whole explanation at once. Each explanation is a section::

    ## welcome: Your first game
    § Vorbereitung
    The text, one or more paragraphs.

``## <id>: <title>`` opens it (``id`` as the game's :class:`~gui.games.guide_script.GuideStep`
names it), an optional ``§`` line cites the rule text's section it is faithful to (its
headings joined by " → ", as the rules dialog shows them), the rest is the explanation.
"""
from __future__ import annotations

import importlib.resources
from dataclasses import dataclass
from functools import cache

from engine.registry import GAMES


@dataclass(frozen=True)
class GuideText:
    """One explanation in one language: its title, the rule section it cites ("" none), its text."""

    title: str
    rule: str
    text: str


def _read(game: str, lang: str) -> str:
    package = GAMES[game].texts_package
    return importlib.resources.files(package).joinpath("guide", f"{lang}.md").read_text(encoding="utf-8")


def parse(markdown: str) -> dict[str, GuideText]:
    """The explanations of one ``guide/<lang>.md`` by id (``ValueError`` for a repeated id)."""
    found: dict[str, GuideText] = {}
    key: str | None = None
    title, rule = "", ""
    lines: list[str] = []

    def close() -> None:
        if key is None:
            return
        if key in found:
            raise ValueError(f"the explanation {key!r} is written twice")
        text = "\n".join(lines).strip()
        found[key] = GuideText(title, rule, "\n\n".join(" ".join(p.split()) for p in text.split("\n\n") if p.strip()))

    for line in markdown.splitlines():
        if line.startswith("## "):
            close()
            head = line[3:]
            key, _, title = head.partition(":")
            key, title, rule = key.strip(), title.strip(), ""
            lines = []
        elif key is not None and line.startswith("§ ") and not lines:
            rule = line[2:].strip()
        elif key is not None:
            lines.append(line)
    close()
    return found


@cache
def guide_texts(game: str, lang: str) -> dict[str, GuideText]:
    """The game's explanations in ``lang`` (``de`` or ``en``; another language: English)."""
    return parse(_read(game, lang if lang in ("de", "en") else "en"))
