"""Reading a deck's SVG for drawing: our own deck as it is, every other deck checked.

Kept apart from :mod:`.decks` (finding decks, reading bytes) and :mod:`.deck_check` (the
checks and the memory of verdicts), which it joins: the checks look decks up, so the
reading that runs the checks sits above both (no import circle, issue 21).
"""
from __future__ import annotations

from pathlib import Path

from gui.cards import deck_check, deck_memory
from gui.cards.decks import MAX_SVG_BYTES, is_ours, read_raw


def read_svg_bytes(path: Path, limit: int = MAX_SVG_BYTES, name: str | None = None) -> bytes:
    """The uncompressed SVG bytes of ``path`` (gunzipped if needed), at most ``limit`` bytes.

    Read by :func:`gui.cards.decks.read_raw` (bounded, regular files only, gzip-bomb safe).
    Every deck but our own is then checked (:func:`gui.cards.deck_check.check_svg`: work
    budget, no outside references) inside :func:`gui.cards.deck_memory.guarded`, so a deck
    that fails — or freezes the process — is not loaded at start again. The app itself never
    calls this for a user's deck (issue 20 §8): the deck's render child reads and checks it
    (:mod:`gui.cards.render_child`); tools and tests call it directly.
    Raises :class:`~gui.cards.decks.DeckError` with a user-facing message (in the UI language).
    """
    path = Path(path)
    shown = name or path.name
    if is_ours(path):
        return read_raw(path, limit, shown)
    with deck_memory.guarded(path, shown):
        return read_checked(path, limit, shown)


def read_checked(path: Path, limit: int, shown: str) -> bytes:
    """Read and check a deck that is not ours, inside the caller's :func:`gui.cards.deck_memory.guarded`.

    The bytes must be those the user picked, if the deck was picked
    (:func:`gui.cards.deck_memory.verify_picked`), and pass :func:`gui.cards.deck_check.check_svg`.
    """
    data = read_raw(path, limit, shown)
    deck_memory.verify_picked(path, data, shown)
    deck_check.check_svg(data, shown)
    return data
