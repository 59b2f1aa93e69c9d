"""Checks on configs that both games share: the players' names.

A name is text a person typed; it is shown to everyone at the table. The rules (decisions
for issue 9, mirrored by the start screen through :mod:`gui.names`):

* Normalised before anything else (:func:`normalise_name`): Unicode NFC, outer whitespace
  removed, every inner run of whitespace becomes one space.
* Refused (:func:`name_problem`) when empty, longer than :data:`MAX_NAME_LENGTH`
  characters, or containing a character that is not visible text: control characters and
  newlines (Unicode Cc, Zl, Zp), format characters — which include the bidi overrides and
  isolates (U+202A–U+202E, U+2066–U+2069) and the zero-width characters (U+200B–U+200D,
  U+2060, U+FEFF) — surrogates, private-use and unassigned code points, and the few
  letters that draw nothing (Hangul fillers U+115F, U+1160, U+3164, U+FFA0, the blank
  Braille pattern U+2800).
* Two names are the same player when they *look* alike (:func:`name_skeleton`): case,
  width and compatibility forms (NFKC + casefold: "ANNA", "ａｎｎａ") and confusable letters
  of other alphabets (Cyrillic "А" for Latin "A"). Confusables come from Unicode's
  confusables data (UTS #39) as packaged by ``confusable-homoglyphs``: the data lists
  pairs; each character is mapped to one representative of its group of look-alikes
  (single characters only; multi-character look-alikes such as "rn"/"m" are not merged).

Messages are English sentences a person understands; the GUI shows its own translated
ones before a config is ever built.
"""
from __future__ import annotations

import unicodedata
from functools import lru_cache

#: The longest name (characters after normalisation). Long enough for "Anna-Lena
#: Müller-Wagner", short enough for a seat label at a table of twelve.
MAX_NAME_LENGTH = 32

_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
_INVISIBLE_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")


def normalise_name(raw: str) -> str:
    """NFC, no outer whitespace, inner whitespace runs as one space."""
    text = unicodedata.normalize("NFC", raw)
    out: list[str] = []
    pending_space = False
    for char in text:
        # a tab or newline is no space here: it stays, and name_problem refuses it
        if char.isspace() and unicodedata.category(char) == "Zs":
            pending_space = bool(out)
            continue
        if pending_space:
            out.append(" ")
            pending_space = False
        out.append(char)
    return "".join(out)


def refused_character(name: str) -> str | None:
    """The first character of ``name`` that a name may not contain, or None."""
    for char in name:
        if unicodedata.category(char) in _REFUSED_CATEGORIES or char in _INVISIBLE_LETTERS:
            return char
    return None


def name_problem(name: str) -> str | None:
    """Why the (normalised) ``name`` is refused, as a code: "empty", "too_long", "character"."""
    if not name:
        return "empty"
    if len(name) > MAX_NAME_LENGTH:
        return "too_long"
    if refused_character(name) is not None:
        return "character"
    return None


_ENTRY_KEYS = frozenset({"c", "n"})


@lru_cache(maxsize=1)
def _confusable_map() -> dict[str, str]:
    """Character -> the representative of its group of look-alikes (built once, ~50 ms)."""
    # The library's data file read here, not through its ``confusables`` module, which keeps
    # the parsed JSON (~6 MB of Python objects) for the life of the process; only the map
    # below (~0.1 MB) is kept (issue 8: memory). Nor through its ``utils.load``: that module
    # imports ``urllib.request`` (and with it ``ssl``, ``http``, ``email``: ~6 MB resident)
    # for a download helper we never call. Each entry is parsed straight into its look-alike
    # character (``object_hook``), so the character names in the file (most of its 0.9 MB)
    # never become a dict per entry: less to allocate, less heap left fragmented.
    import json
    from importlib.resources import files

    # A real import (cheap: the package's __init__ loads only its version), not just the name
    # in files(): PyInstaller collects the package and its data files (packaging/hooks) only
    # for a module something imports.
    import confusable_homoglyphs  # type: ignore[import-untyped]  # the library ships no type information

    parent: dict[str, str] = {}

    def find(x: str) -> str:
        root = x
        while parent.get(root, root) != root:
            root = parent[root]
        while parent.get(x, x) != root:  # path compression
            parent[x], x = root, parent[x]
        return root

    def rank(x: str) -> tuple[bool, str]:
        return (not x.isascii(), x)  # an ASCII letter represents its group where there is one

    def entry(obj: dict[str, object]) -> object:
        return obj["c"] if obj.keys() == _ENTRY_KEYS else obj  # {"c": look-alike, "n": its name}

    raw = files(confusable_homoglyphs).joinpath("confusables.json").read_text(encoding="utf-8")
    data: dict[str, list[str]] = json.loads(raw, object_hook=entry)
    del raw
    for char, homoglyphs in data.items():
        for glyph in homoglyphs:
            other = glyph.replace("\u200e", "").replace("\u200f", "")  # the data wraps RTL letters in marks
            if len(char) != 1 or len(other) != 1:
                continue
            a, b = find(char), find(other)
            if a != b:
                first, second = sorted((a, b), key=rank)
                parent[second] = first
    return {char: find(char) for char in list(parent)}


def name_skeleton(name: str) -> str:
    """What a name looks like: equal skeletons are names a person cannot tell apart."""
    table = _confusable_map()

    def fold(text: str) -> str:
        return "".join(table.get(c, c) for c in text)

    text = unicodedata.normalize("NFKC", name)
    text = fold(text)  # before casefold: "I" and "l" look alike, "i" and "l" do not
    text = unicodedata.normalize("NFKC", text.casefold())
    return fold(text)


def alike_reason(first: str, second: str) -> str | None:
    """How two different names look alike: "same", "case", "width", "letters"; None if not."""
    if first == second:
        return "same"
    if first.casefold() == second.casefold():
        return "case"
    if unicodedata.normalize("NFKC", first).casefold() == unicodedata.normalize("NFKC", second).casefold():
        return "width"
    if name_skeleton(first) == name_skeleton(second):
        return "letters"
    return None


def find_alike(names: list[str]) -> tuple[int, int, str] | None:
    """The first pair of positions whose names look alike, and how; None if all differ."""
    seen: dict[str, int] = {}
    for position, name in enumerate(names):
        skeleton = name_skeleton(name)
        if skeleton in seen:
            earlier = seen[skeleton]
            return earlier, position, alike_reason(names[earlier], name) or "letters"
        seen[skeleton] = position
    return None


_ALIKE_TEXT = {
    "same": "two players are called {first!r}; every name must be different",
    "case": "two players are called {first!r} (and {second!r}); every name must be different, not only in capitals",
    "width": "two players are called {first!r} and {second!r}, which differ only in the width or form of letters; "
    "every name must look different",
    "letters": "two players are called {first!r} and {second!r}, which look the same (letters from different "
    "alphabets look alike); every name must look different",
}


def check_player_names(players: list[str], minimum: int, maximum: int, game: str) -> list[str]:
    """The normalised names; raises ``ValueError`` with a sentence if the table cannot play."""
    if not minimum <= len(players) <= maximum:
        raise ValueError(f"{game} is played by {minimum} to {maximum} players, not {len(players)}")
    names = [normalise_name(name) for name in players]
    for position, name in enumerate(names, start=1):
        problem = name_problem(name)
        if problem == "empty":
            raise ValueError(f"player {position} has no name")
        if problem == "too_long":
            raise ValueError(f"the name of player {position} is longer than {MAX_NAME_LENGTH} characters")
        if problem == "character":
            char = refused_character(name) or ""
            raise ValueError(
                f"the name of player {position} contains an invisible or control character "
                f"(U+{ord(char):04X}); a name may contain only visible letters, digits, marks and spaces"
            )
    pair = find_alike(names)
    if pair is not None:
        first, second, reason = pair
        raise ValueError(_ALIKE_TEXT[reason].format(first=names[first], second=names[second]))
    return names
