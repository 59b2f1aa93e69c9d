"""Remembering decks: the deck being loaded now, the decks that failed, and the fingerprint
of each deck as it was picked.

Remembering (:func:`guarded`, :func:`refused_at_start`, :func:`gui.cards.deck_trial.pick`): a small state file
``decks.json`` in ``user_state_dir`` holds the deck being loaded right now, the decks that
failed, and the fingerprint of each deck as it was picked. The "loading" mark spans the
whole load (:func:`begin_loading` to :func:`end_loading`: reading, checks, QtSvg's parse;
in the app, for a user's deck, from starting its render child to the child's verdict,
:mod:`gui.cards.renderer`; this module's checks then run in that child only). A
deck that fails is added to the list; a deck that was being loaded when the app died
(frozen and killed, or crashed) is added at the next start. At start a listed deck, and a
deck with no fingerprint, is not loaded — the settings fall back to our deck with a
message — until the user picks it again in the settings (:func:`gui.cards.deck_trial.pick`: it forgets the old
verdict, and a child process checks the deck afresh, parses it and renders every card once,
with a time budget of :data:`TRIAL_SECONDS`; then the fingerprint is remembered; see
:mod:`gui.cards.deck_trial`). A picked deck whose file
changed since is refused when it is read (:func:`verify_picked`).
"""
from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from gui.persistence import file_open, storage

STATE_NAME = "decks.json"
# Decks whose fingerprint at pick time is remembered (the most recent ones).
MAX_PICKED = 64


def deck_error(text: str) -> ValueError:
    """A refusal in words, as the deck reader raises it (``gui.cards.decks.DeckError``)."""
    from gui.cards.decks import DeckError

    return DeckError(text)


def state_path() -> Path:
    return storage.state_dir() / STATE_NAME


@dataclass
class DeckState:
    """What ``decks.json`` holds: the deck being loaded now, the decks that failed, and
    the fingerprint of every deck as it was when the user picked it (see :func:`gui.cards.deck_trial.pick`)."""

    loading: str | None = None
    refused: list[str] = field(default_factory=list)
    picked: dict[str, str] = field(default_factory=dict)  # deck path -> fingerprint


def read_state() -> DeckState:
    try:
        data = json.loads(file_open.read_text(state_path(), 64 * 1024))
    except FileNotFoundError:
        return DeckState()
    except (OSError, ValueError, RecursionError):
        storage.move_aside(state_path())
        return DeckState()
    if not isinstance(data, dict):
        return DeckState()
    loading = data.get("loading")
    refused = data.get("refused")
    picked = data.get("picked")
    return DeckState(
        loading=loading if isinstance(loading, str) else None,
        refused=[p for p in refused if isinstance(p, str)][-64:] if isinstance(refused, list) else [],
        picked=dict(list((k, v) for k, v in picked.items() if isinstance(k, str) and isinstance(v, str))[-MAX_PICKED:])
        if isinstance(picked, dict)
        else {},
    )


def write_state(state: DeckState) -> None:
    try:
        storage.atomic_write_text(state_path(), json.dumps({"loading": state.loading, "refused": state.refused, "picked": state.picked}))
    except OSError:
        pass  # a read-only state folder: the checks still run, only the memory is lost


def deck_key(path: Path) -> str:
    try:
        return str(Path(path).resolve())
    except (OSError, RuntimeError):
        return str(path)


def is_refused(path: Path) -> bool:
    return deck_key(path) in read_state().refused


def remember_refused(path: Path) -> None:
    state = read_state()
    state.refused = [p for p in state.refused if p != deck_key(path)] + [deck_key(path)]
    write_state(state)


def forget(path: Path) -> None:
    """The user picked this deck again: its old verdict and fingerprint no longer count."""
    state = read_state()
    state.refused = [p for p in state.refused if p != deck_key(path)]
    state.picked.pop(deck_key(path), None)
    write_state(state)


def fingerprint(data: bytes) -> str:
    """What identifies a deck's content: its size and SHA-256 (of the uncompressed SVG).

    Decision: content, not the modification time (a copy with a new date is the same
    deck; a file replaced with another of the same date is not).
    """
    return f"{len(data)}:{hashlib.sha256(data).hexdigest()}"


def remember_pick(path: Path, data: bytes) -> None:
    """``data`` (the deck at ``path``) passed the checks of a pick: it may load at start."""
    state = read_state()
    state.picked.pop(deck_key(path), None)
    state.picked[deck_key(path)] = fingerprint(data)
    state.picked = dict(list(state.picked.items())[-MAX_PICKED:])
    write_state(state)


def verify_picked(path: Path, data: bytes, name: str) -> None:
    """Refuse ``data`` if the deck was picked with other content (replaced since).

    A deck with no fingerprint (loaded by a tool such as ``--gallery``, never picked) is
    left to the checks; at start such a deck is not loaded at all (:func:`refused_at_start`).
    """
    picked = read_state().picked.get(deck_key(path))
    if picked is not None and picked != fingerprint(data):
        raise deck_error(
            QCoreApplication.translate("DeckCheck", "The card deck “{name}” has changed since it was chosen. Choose it in the settings again to use it.").format(name=name)
        )


def begin_loading(path: Path, name: str) -> None:
    """A load of the deck starts: refuse a listed deck, else set the "loading" mark."""
    if is_refused(path):
        raise deck_error(
            QCoreApplication.translate("DeckCheck", "The card deck “{name}” failed before and is not loaded again. Choose it in the settings to try again.").format(name=name)
        )
    state = read_state()
    state.loading = deck_key(path)
    write_state(state)


def end_loading(path: Path, *, failed: bool) -> None:
    """The load ended (or was given up, ``failed=False``): clear the mark; list a failed deck."""
    state = read_state()
    if failed:
        state.refused = [p for p in state.refused if p != deck_key(path)] + [deck_key(path)]
    if state.loading == deck_key(path):
        state.loading = None
    write_state(state)


@contextmanager
def guarded(path: Path, name: str) -> Iterator[None]:
    """Around loading a deck in this process: :func:`begin_loading`, :func:`end_loading`."""
    from gui.cards.decks import DeckError

    begin_loading(path, name)
    failed = False
    try:
        yield
    except DeckError:
        failed = True
        raise
    finally:
        end_loading(path, failed=failed)


def refused_at_start(deck_id: str | None) -> str | None:
    """At start: a message if the saved deck must not be loaded.

    It must not if it failed, if its last load never finished (the app froze or died in
    it), or if it was never picked with this version's checks (no fingerprint: chosen by
    an older version, or written into the settings by hand). A picked deck whose file was
    replaced since is refused when it is read (:func:`verify_picked`).
    """
    state = read_state()
    if state.loading is not None:  # the last load never finished: the app froze or died
        state.refused = [p for p in state.refused if p != state.loading] + [state.loading]
        state.loading = None
        write_state(state)
    from gui.cards.decks import DEFAULT_DECK_ID, find_deck

    if not deck_id or deck_id == DEFAULT_DECK_ID:
        return None
    info = find_deck(deck_id)
    if info is None:
        return None  # the renderer says that it is not installed
    if deck_key(info.path) in state.refused:
        return QCoreApplication.translate("DeckCheck", "The card deck “{name}” could not be used last time, so the Kartentisch deck is used. Choose it in the settings to try it again.").format(name=info.name)
    if deck_key(info.path) not in state.picked:
        return QCoreApplication.translate("DeckCheck", "The card deck “{name}” has not been checked in this version of Kartentisch, so the Kartentisch deck is used. Choose it in the settings to check and use it.").format(name=info.name)
    return None

