"""The in-app rules and the role/variant descriptions read from them.

The rules of each game live as Markdown in its own texts package
(:attr:`engine.game_info.GameInfo.texts_package`, ``rules/<lang>.md``; the shipped games':
``gui/<game>/texts/rules/<lang>.md``), written by the project from the rule texts
(``docs/rules-tables.md``). The short texts the game shows for a role, a card
kind or a variant are *not* kept as separate UI strings: they are read from those same
files, so the rules dialog and the game can never disagree.

A description is marked in the Markdown by an HTML comment on its own line, right before
the paragraph or bullet it names::

    <!-- desc: role.boss -->
    The Boss builds the treasure, ...

The description is the block after the marker up to the next blank line, with Markdown
markup stripped. The markers are invisible when Qt renders the Markdown
(``QTextDocument.setMarkdown``), so the same file serves both purposes.

Pure Python on purpose (no Qt import): the texts can be tested and used by tools without
a ``QApplication``.
"""
from __future__ import annotations

import functools
import importlib.resources
import re

from engine.registry import GAMES as _REGISTRY

__all__ = [
    "LANGUAGES",
    "FALLBACK_LANGUAGE",
    "rules_markdown",
    "description",
    "description_keys",
    "section_heading",
    "section_keys",
]

#: The languages the rules are written in.
LANGUAGES: tuple[str, ...] = ("de", "en")
#: The language used for any language we have no rules in (the rule sources are German).
FALLBACK_LANGUAGE = "de"

_SECTION = re.compile(r"^\s*<!--\s*section:\s*(?P<key>[A-Za-z0-9_.-]+)\s*-->\s*$")
_MARKER = re.compile(r"^\s*<!--\s*desc:\s*(?P<key>[A-Za-z0-9_.-]+)\s*-->\s*$")
_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_EMPHASIS = re.compile(r"(\*\*|__|\*|`)")
_LIST_OR_HEADING = re.compile(r"^\s*(?:#{1,6}\s+|[-+*]\s+|>\s?)")


def _normalise_language(lang: str) -> str:
    """Map a language or locale name (``"en"``, ``"en_GB"``, ``"de-AT"``) to one we have.

    Unknown languages fall back to German, the language of the rule sources.
    """
    base = lang.replace("-", "_").split("_", 1)[0].strip().lower()
    return base if base in LANGUAGES else FALLBACK_LANGUAGE


def _check_game(game: str) -> None:
    if game not in _REGISTRY:
        raise ValueError(f"no in-app rules for game {game!r}; known games: {', '.join(_REGISTRY)}")


@functools.lru_cache(maxsize=None)
def _read(game: str, lang: str) -> str:
    """Read one rules file once; both arguments are already checked and normalised. Every game
    brings its rules in its texts package (``GameInfo.texts_package``, package data, found
    through ``importlib.resources`` in a checkout, a wheel and a bundle alike); a game
    without one has no in-app rules (``FileNotFoundError``, an ``OSError`` like a missing file)."""
    package = _REGISTRY[game].texts_package
    if not package:
        raise FileNotFoundError(f"{game} brings no in-app rules (its GameInfo has no texts_package)")
    return importlib.resources.files(package).joinpath("rules", f"{lang}.md").read_text(encoding="utf-8")


def rules_markdown(game: str, lang: str) -> str:
    """Return the full rules of ``game`` in ``lang`` as Markdown, markers included.

    ``game`` is ``"tempelgold"`` or ``"diamantenraub"``; ``lang`` is ``"de"`` or ``"en"``
    (a locale name such as ``"en_GB"`` works too). Any other language falls back to German.
    The text is meant for ``QTextDocument.setMarkdown``, which hides the description markers.

    Raises ``ValueError`` for an unknown game.
    """
    _check_game(game)
    return _read(game, _normalise_language(lang))


def _strip_markup(line: str) -> str:
    """Turn one Markdown line into plain text: no heading/list prefix, emphasis or links."""
    line = _LIST_OR_HEADING.sub("", line, count=1)
    line = _LINK.sub(r"\1", line)
    line = _EMPHASIS.sub("", line)
    return line.strip()


@functools.lru_cache(maxsize=None)
def _descriptions(game: str, lang: str) -> dict[str, str]:
    """Parse every ``<!-- desc: KEY -->`` block of one file into ``{key: plain text}``.

    A key that appears twice is an authoring error and raises ``ValueError``: the UI must
    not depend on which of two texts happens to win.
    """
    lines = _read(game, lang).splitlines()
    found: dict[str, str] = {}
    for index, line in enumerate(lines):
        match = _MARKER.match(line)
        if match is None:
            continue
        key = match.group("key")
        if key in found:
            raise ValueError(f"description key {key!r} appears twice in the {lang} rules of {game}")
        block: list[str] = []
        for following in lines[index + 1 :]:
            if not following.strip():
                if block:
                    break
                continue  # tolerate a blank line between the marker and its block
            if _MARKER.match(following):
                break
            block.append(_strip_markup(following))
        found[key] = " ".join(part for part in block if part)
    return found


def description_keys(game: str, lang: str) -> frozenset[str]:
    """Return every description key present in the rules of ``game`` in ``lang``."""
    _check_game(game)
    return frozenset(_descriptions(game, _normalise_language(lang)))


def description(game: str, key: str, lang: str) -> str:
    """Return the plain-text description marked ``<!-- desc: key -->`` in the rules.

    Keys are e.g. ``"role.boss"``, ``"variant.one_trap"``, ``"chamber.gold"`` or ``"goal"``.
    The text has its Markdown markup stripped and its lines joined, ready for a label.

    Raises ``KeyError`` if the rules of that game and language have no such description,
    and ``ValueError`` for an unknown game.
    """
    _check_game(game)
    normalised = _normalise_language(lang)
    texts = _descriptions(game, normalised)
    try:
        return texts[key]
    except KeyError:
        known = ", ".join(sorted(texts))
        raise KeyError(
            f"no description {key!r} in the {normalised} rules of {game}; known keys: {known}"
        ) from None


@functools.lru_cache(maxsize=None)
def _sections(game: str, lang: str) -> dict[str, tuple[str, int]]:
    """Every ``<!-- section: KEY -->`` marker of one file: ``{key: (the heading on the next
    line, how many ``##``/``###`` headings come before it)}`` (two headings may read the same:
    Diamantenraub has a role and a variant "Revolverheld").

    A marker names the heading right after it (``##`` or ``###``); a marker that is not
    followed by a heading, or a key that appears twice, is an authoring error (``ValueError``)."""
    lines = _read(game, lang).splitlines()
    found: dict[str, tuple[str, int]] = {}
    before = 0
    for index, line in enumerate(lines):
        if line.startswith(("## ", "### ")):
            before += 1
        match = _SECTION.match(line)
        if match is None:
            continue
        key = match.group("key")
        following = lines[index + 1] if index + 1 < len(lines) else ""
        if key in found or not following.startswith(("## ", "### ")):
            raise ValueError(f"section marker {key!r} in the {lang} rules of {game} is repeated or not before a heading")
        found[key] = (_strip_markup(following), before)
    return found


def section_keys(game: str, lang: str) -> frozenset[str]:
    """Every section key marked in the rules of ``game`` in ``lang``."""
    _check_game(game)
    return frozenset(_sections(game, _normalise_language(lang)))


def section_heading(game: str, key: str, lang: str) -> tuple[str, int]:
    """The heading marked ``<!-- section: key -->`` in the rules of ``game`` in ``lang``, as
    the rules dialog shows it (markup stripped), and its place among the text's ``##`` and
    ``###`` headings (0: the first): where F1 opens the rules (issue 34).

    Raises ``KeyError`` if there is no such marker, ``ValueError`` for an unknown game."""
    _check_game(game)
    normalised = _normalise_language(lang)
    try:
        return _sections(game, normalised)[key]
    except KeyError:
        raise KeyError(f"no section {key!r} in the {normalised} rules of {game}") from None
