"""Checks on configs that every game shares: the players' names, and who starts.

A name is text a person typed; it is shown to everyone at the table. The rules (decisions
for issue 9, mirrored by the start screen through :mod:`gui.text.names`):

* Normalised before anything else (:func:`normalise_name`): Unicode NFC, outer whitespace
  removed, every inner run of whitespace becomes one space.
* Refused (:func:`name_problem`) when empty, longer than :data:`MAX_NAME_LENGTH`
  characters, or containing a character that is not visible text: control characters and
  newlines (Unicode Cc, Zl, Zp), format characters — which include the bidi overrides and
  isolates (U+202A–U+202E, U+2066–U+2069) and the zero-width characters (U+200B–U+200D,
  U+2060, U+FEFF) — surrogates, private-use and unassigned code points, **every
  Default_Ignorable_Code_Point** (issue 20 §7: the combining grapheme joiner U+034F, the
  variation selectors U+FE00–FE0F and U+E0100–E01EF, the Khmer inherent vowels U+17B4/5,
  the Mongolian free variation selectors U+180B–180F, the Hangul fillers, …: marks that
  draw nothing, so "Ann\u034fa" looked exactly like "Anna"), and the blank Braille
  pattern U+2800. The one exception: a **well-formed emoji sequence** may use the
  invisible characters it is built with (:func:`_emoji_joiners`): a zero-width joiner
  between two pictographs ("👩‍👩‍👧"), U+FE0F after a pictograph or in a keycap ("#️⃣"),
  and the tag characters of a flag such as 🏴󠁧󠁢󠁳󠁣󠁴󠁿. Anywhere else they are refused.
* Two names are the same player when they *look* alike (:func:`name_skeleton`): every
  default-ignorable code point removed first (so even an allowed emoji joiner cannot make
  two names differ invisibly), then case, width and compatibility forms (NFKC + casefold:
  "ANNA", "ａｎｎａ") and confusable letters of other alphabets (Cyrillic "А" for Latin
  "A"). Confusables come from Unicode's confusables data (UTS #39) as packaged by
  ``confusable-homoglyphs``: the data lists pairs; each character is mapped to one
  representative of its group of look-alikes (single characters only; multi-character
  look-alikes such as "rn"/"m" are not merged). The property tables (default-ignorable,
  pictographs) are :mod:`engine.unicode_data`, generated from the Unicode data files.

Messages are English sentences a person understands; the GUI shows its own translated
ones before a config is ever built.
"""
from __future__ import annotations

import unicodedata
from bisect import bisect_right
from functools import lru_cache
from types import ModuleType
from typing import TypeGuard

#: The longest name (characters after normalisation). Long enough for "Anna-Lena
#: Müller-Wagner", short enough for a seat label at a table of twelve.
MAX_NAME_LENGTH = 32

_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
# Letters that draw nothing and are not default-ignorable (the Hangul fillers are).
_INVISIBLE_LETTERS = frozenset("\u2800")
_ZWJ = "\u200d"
_VS16 = "\ufe0f"
_KEYCAP = "\u20e3"
_KEYCAP_BASES = frozenset("0123456789#*")
_BLACK_FLAG = "\U0001f3f4"
_CANCEL_TAG = "\U000e007f"


def _in(ranges: tuple[tuple[int, int], ...], char: str) -> bool:
    """``char`` lies in one of the sorted inclusive ``ranges``."""
    code = ord(char)
    at = bisect_right(ranges, (code, 0x10FFFF)) - 1
    return at >= 0 and ranges[at][0] <= code <= ranges[at][1]


@lru_cache(maxsize=1)
def _tables() -> ModuleType:
    """:mod:`engine.unicode_data`, loaded on first use (a name check; not at start-up)."""
    from engine import unicode_data

    return unicode_data


def is_default_ignorable(char: str) -> bool:
    """Unicode's Default_Ignorable_Code_Point: a character a renderer draws as nothing."""
    if char < "\u00ad":  # the first one: every ASCII letter is decided here
        return False
    return _in(_tables().DEFAULT_IGNORABLE, char)


def _pictograph(char: str) -> bool:
    return char >= "\u00a9" and _in(_tables().EXTENDED_PICTOGRAPHIC, char)


def _modifier(char: str) -> bool:
    return _in(_tables().EMOJI_MODIFIER, char)


def _emoji_element(name: str, i: int, allowed: set[int]) -> int | None:
    """The end of the emoji element starting at ``i`` (UTS #51), or None if none starts there.

    An element: a keycap (``#`` U+FE0F U+20E3), or a pictograph with an optional skin tone
    or U+FE0F, and for the black flag an optional tag sequence ended by the cancel tag.
    The invisible characters it is made of are added to ``allowed``.
    """
    n = len(name)
    char = name[i]
    if char in _KEYCAP_BASES:
        if name[i + 1 : i + 3] == _VS16 + _KEYCAP:
            allowed.add(i + 1)
            return i + 3
        return None
    if not _pictograph(char):
        return None
    end = i + 1
    if end < n and _modifier(name[end]):
        end += 1
    elif end < n and name[end] == _VS16:
        allowed.add(end)
        end += 1
    if char == _BLACK_FLAG:
        tag = end
        while tag < n and 0xE0020 <= ord(name[tag]) <= 0xE007E:
            tag += 1
        if tag > end and tag < n and name[tag] == _CANCEL_TAG:
            allowed.update(range(end, tag + 1))
            end = tag + 1
    return end


def _emoji_joiners(name: str) -> set[int]:
    """Positions of invisible characters that belong to a well-formed emoji sequence.

    A zero-width joiner counts only between two emoji elements (not after a letter, not at
    an end); U+FE0F only right after a pictograph or in a keycap; tag characters only in a
    complete flag tag sequence. Everything else invisible is refused by
    :func:`refused_character`.
    """
    allowed: set[int] = set()
    i, n = 0, len(name)
    while i < n:
        end = _emoji_element(name, i, allowed)
        if end is None:
            i += 1
            continue
        while end + 1 < n and name[end] == _ZWJ:
            joined: set[int] = set()
            after = _emoji_element(name, end + 1, joined)
            if after is None:
                break
            allowed.add(end)
            allowed |= joined
            end = after
        i = end
    return allowed


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
    emoji: set[int] | None = None
    for position, char in enumerate(name):
        if char in _INVISIBLE_LETTERS:
            return char
        if unicodedata.category(char) in _REFUSED_CATEGORIES or is_default_ignorable(char):
            if emoji is None:
                emoji = _emoji_joiners(name)
            if position not in emoji:
                return char
    return None


def name_problem(name: str) -> str | None:
    """Why the (normalised) ``name`` is refused, as a code: "empty", "too_long", "character", "too_wide"."""
    if not name:
        return "empty"
    if len(name) > MAX_NAME_LENGTH:
        return "too_long"
    if refused_character(name) is not None:
        return "character"
    if name_columns(name) > MAX_NAME_LENGTH:
        return "too_wide"
    return None


# Signs that draw as wide as a whole word: the Arabic word ligatures (U+FDF0-U+FDFD, the
# Basmala U+FDFD widest of all) and cuneiform (U+12000-U+1254F).
_EXTRA_WIDE = ((0xFDF0, 0xFDFD), (0x12000, 0x1254F))
EXTRA_WIDE_COLUMNS = 4


def name_columns(name: str) -> int:
    """How wide ``name`` draws, in columns of a Latin letter: a wide or full-width letter (East
    Asian Width W or F) counts 2, a word-wide sign :data:`EXTRA_WIDE_COLUMNS`, a combining mark
    0. A name is at most :data:`MAX_NAME_LENGTH` columns wide, so that every name that is
    accepted fits the name plates whole (issue 30: 32 × U+FDFD was accepted and cut off)."""
    columns = 0
    for char in name:
        code = ord(char)
        if any(low <= code <= high for low, high in _EXTRA_WIDE):
            columns += EXTRA_WIDE_COLUMNS
        elif unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me"):
            continue
        elif unicodedata.east_asian_width(char) in ("W", "F"):
            columns += 2
        else:
            columns += 1
    return columns


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

    text = _visible(unicodedata.normalize("NFKC", _visible(name)))
    text = fold(text)  # before casefold: "I" and "l" look alike, "i" and "l" do not
    text = unicodedata.normalize("NFKC", text.casefold())
    return fold(text)


def _visible(text: str) -> str:
    """``text`` without its default-ignorable code points (what a renderer draws)."""
    if text.isascii():
        return text
    return "".join(c for c in text if not is_default_ignorable(c))


def alike_reason(first: str, second: str) -> str | None:
    """How two different names look alike: "same", "case", "width", "invisible",
    "letters"; None if not."""
    if first == second:
        return "same"
    if first.casefold() == second.casefold():
        return "case"
    if unicodedata.normalize("NFKC", first).casefold() == unicodedata.normalize("NFKC", second).casefold():
        return "width"
    if _visible(first) == _visible(second):
        return "invisible"
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
    "invisible": "two players are called {first!r} and {second!r}, which differ only in invisible characters; "
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
        if problem == "too_wide":
            raise ValueError(
                f"the name of player {position} is too wide to show: at most {MAX_NAME_LENGTH} columns,"
                " where a wide letter counts 2"
            )
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


def is_seat(value: object, count: int) -> TypeGuard[int]:
    """``value`` names one of ``count`` seats: a whole number (not a bool) from 0 to count-1.
    For a choice that came from outside the engine (a start screen, an end screen's
    "next Boss"), where anything else must fall back to the game's own choice."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < count


def check_starting_seat(seat: int | None, count: int) -> None:
    """Refuse a configured starting seat that is not at the table (``None``: the seed
    chooses); a ``ValueError`` with a sentence, as every config refusal."""
    if seat is not None and not is_seat(seat, count):
        raise ValueError(f"the starting seat must be between 0 and {count - 1}, not {seat}")
