"""Checking a card deck before it is used, and remembering decks that failed.

Why: QtSvg expands ``<use>`` references while it draws, so a 1.7 KB SVG whose uses fan
out (ten uses of a group of ten uses of …, nine levels) asks for 10⁹ shapes and freezes
the app; because the deck choice is saved, every later start froze too. And an SVG may
point at files outside itself (``<image href="file:///home/…/photo.jpg">``), which would
put a local picture on the table.

The checks (:func:`check_svg`), run on every deck except our own before QtSvg sees it:

* **Work budget** (decision: work, not time — it is deterministic and refuses a deck
  before the first shape is drawn): the number of nodes QtSvg would visit to draw the
  whole document once, every ``<use>`` and every ``url(#…)`` reference (patterns, clips,
  masks, gradients) expanded, must stay below :data:`MAX_WORK`. Our deck costs ~1,900;
  the largest real decks (svg-dondorf, 11 MB) a few hundred thousand. Cycles of
  references and nesting deeper than :data:`MAX_DEPTH` (QtSvg draws recursively) are
  refused too.
* **Nothing from outside**: every ``href`` must point into the document (``#id``) or be a
  ``data:`` URI; every ``url(…)`` must be ``#id``; no ``@import`` in a style sheet; no
  external or parameter entities in the DTD, and at most a few short internal ones (the
  XML parser, expat ≥ 2.4, also stops entity "billion laughs" by itself).

Remembering (:func:`guarded`, :func:`refused_at_start`): a small state file
``decks.json`` in ``user_state_dir`` holds the deck being loaded right now and the decks
that failed. A deck that fails a check is added to the list; a deck that was being loaded
when the app died (frozen and killed, or crashed) is added at the next start. A listed
deck is not loaded at start — the settings fall back to our deck with a message — until
the user picks it again in the settings (:func:`pick`, which forgets the old verdict,
checks afresh and, outside a frozen bundle, also renders every card once in a child
process with a time budget of :data:`TRIAL_SECONDS`).
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale

from gui import storage

# Node visits allowed to draw a whole deck once (see the module doc).
MAX_WORK = 4_000_000
# Nesting QtSvg may recurse through.
MAX_DEPTH = 200
# Internal entities a deck may declare, and how long each may be.
MAX_ENTITIES = 32
MAX_ENTITY_CHARS = 1024
# Seconds the trial render of a newly picked deck may take (all cards, small size).
TRIAL_SECONDS = 30.0

STATE_NAME = "decks.json"
_XLINK = "{http://www.w3.org/1999/xlink}href"
_URL_RE = re.compile(r"url\(\s*['\"]?([^)'\"]*)")
_CHUNK = 64 * 1024


def _error(text: str) -> ValueError:
    from gui.cards.decks import DeckError

    return DeckError(text)


# -- the checks ---------------------------------------------------------------------------
def _parse(data: bytes, name: str) -> ET.Element:
    """The document as an ElementTree, built by expat directly so the DTD can be watched."""
    from xml.parsers import expat

    parser = expat.ParserCreate(namespace_separator="}")
    builder = ET.TreeBuilder()
    problems: list[str] = []
    entities = [0]

    def qname(raw: str) -> str:
        return "{" + raw if "}" in raw else raw

    def on_start(tag: str, attrs: dict[str, str]) -> None:
        builder.start(qname(tag), {qname(k): v for k, v in attrs.items()})

    def on_entity(entity_name, is_parameter, value, base, system_id, public_id, notation):  # noqa: ANN001, ANN202, PLR0913
        entities[0] += 1
        if is_parameter or system_id or public_id or notation:
            problems.append(QCoreApplication.translate("DeckCheck", "it declares an entity that refers to something outside the file"))
        elif value is not None and len(value) > MAX_ENTITY_CHARS:
            problems.append(QCoreApplication.translate("DeckCheck", "it declares a very long entity"))
        elif entities[0] > MAX_ENTITIES:
            problems.append(QCoreApplication.translate("DeckCheck", "it declares too many entities"))

    parser.StartElementHandler = on_start
    parser.EndElementHandler = lambda tag: builder.end(qname(tag))
    parser.CharacterDataHandler = builder.data
    parser.EntityDeclHandler = on_entity
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    try:
        for start in range(0, len(data), _CHUNK):
            parser.Parse(data[start : start + _CHUNK], False)
            if problems:
                break
        if not problems:
            parser.Parse(b"", True)
            return builder.close()
    except (expat.ExpatError, ValueError, AssertionError) as exc:
        from gui import notice_text

        notice_text.log_detail(f"deck {name!r} is not valid SVG", exc, with_text=True)  # the parser's words: log only
        raise _error(QCoreApplication.translate("DeckCheck", "The card deck “{name}” is not a valid SVG file.").format(name=name)) from None
    raise _error(QCoreApplication.translate("DeckCheck", "The card deck “{name}” cannot be used: {why}.").format(name=name, why=problems[0]))


def _references(node: ET.Element) -> tuple[list[str], str | None]:
    """(ids this node refers to, an outside reference if there is one)."""
    refs: list[str] = []
    for key, value in node.attrib.items():
        if key in (_XLINK, "href"):
            value = value.strip()
            if value.startswith("#"):
                refs.append(value[1:])
            elif not value.lower().startswith("data:"):
                return refs, value
        elif "url(" in value:
            for target in _URL_RE.findall(value):
                target = target.strip()
                if target.startswith("#"):
                    refs.append(target[1:])
                elif target:
                    return refs, target
    tag = node.tag.rsplit("}", 1)[-1] if isinstance(node.tag, str) else ""
    if tag == "style" and node.text:
        if "@import" in node.text:
            return refs, "@import"
        for target in _URL_RE.findall(node.text):
            target = target.strip()
            if target.startswith("#"):
                refs.append(target[1:])
            elif target and not target.lower().startswith("data:"):
                return refs, target
    return refs, None


def work_of(root: ET.Element, name: str = "") -> int:
    """Nodes QtSvg would visit to draw ``root`` once, references expanded (refuses cycles)."""
    by_id: dict[str, ET.Element] = {}
    refs: dict[int, list[ET.Element]] = {}
    for node in root.iter():
        ident = node.get("id")
        if ident is not None and ident not in by_id:
            by_id[ident] = node
    for node in root.iter():
        ids, outside = _references(node)
        if outside is not None:
            raise _error(
                QCoreApplication.translate("DeckCheck", "The card deck “{name}” refers to something outside the file ({what}); such decks are not used.").format(
                    name=name, what=outside[:80]
                )
            )
        refs[id(node)] = [by_id[i] for i in ids if i in by_id]
    # iterative post-order (a deck may be deeply nested); cost = 1 + children + references
    cost: dict[int, int] = {}
    active: set[int] = set()
    stack: list[tuple[ET.Element, bool, int]] = [(root, False, 0)]
    while stack:
        node, done, depth = stack.pop()
        key = id(node)
        if done:
            total = 1 + sum(cost[id(c)] for c in node) + sum(cost[id(t)] for t in refs[key])
            cost[key] = min(total, MAX_WORK + 1)
            active.discard(key)
            continue
        if key in cost:
            continue
        if key in active:
            raise _error(QCoreApplication.translate("DeckCheck", "The card deck “{name}” refers to itself in a circle; it cannot be drawn.").format(name=name))
        if depth > MAX_DEPTH:
            raise _error(QCoreApplication.translate("DeckCheck", "The card deck “{name}” is nested too deeply to be drawn.").format(name=name))
        active.add(key)
        stack.append((node, True, depth))
        for child in [*node, *refs[key]]:
            if id(child) in active:
                raise _error(
                    QCoreApplication.translate("DeckCheck", "The card deck “{name}” refers to itself in a circle; it cannot be drawn.").format(name=name)
                )
            if id(child) not in cost:
                stack.append((child, False, depth + 1))
    return cost[id(root)]


def check_svg(data: bytes, name: str) -> int:
    """Refuse a deck that would freeze the app or show outside files; return its work."""
    root = _parse(data, name)
    work = work_of(root, name)
    if work > MAX_WORK:
        raise _error(
            QCoreApplication.translate("DeckCheck", "The card deck “{name}” is far too costly to draw (more than {limit} shapes once its references are expanded); it is not used.").format(name=name, limit=QLocale().toString(MAX_WORK))
        )
    return work


# -- remembering --------------------------------------------------------------------------
def _state_path() -> Path:
    return storage.state_dir() / STATE_NAME


@dataclass
class _State:
    """What ``decks.json`` holds: the deck being loaded now, and the decks that failed."""

    loading: str | None = None
    refused: list[str] = field(default_factory=list)


def _read_state() -> _State:
    try:
        data = json.loads(storage.read_text(_state_path(), 64 * 1024))
    except FileNotFoundError:
        return _State()
    except (OSError, ValueError, RecursionError):
        storage.move_aside(_state_path())
        return _State()
    if not isinstance(data, dict):
        return _State()
    loading = data.get("loading")
    refused = data.get("refused")
    return _State(
        loading=loading if isinstance(loading, str) else None,
        refused=[p for p in refused if isinstance(p, str)][-64:] if isinstance(refused, list) else [],
    )


def _write_state(state: _State) -> None:
    try:
        storage.atomic_write_text(_state_path(), json.dumps({"loading": state.loading, "refused": state.refused}))
    except OSError:
        pass  # a read-only state folder: the checks still run, only the memory is lost


def _key(path: Path) -> str:
    try:
        return str(Path(path).resolve())
    except (OSError, RuntimeError):
        return str(path)


def is_refused(path: Path) -> bool:
    return _key(path) in _read_state().refused


def _remember(path: Path) -> None:
    state = _read_state()
    state.refused = [p for p in state.refused if p != _key(path)] + [_key(path)]
    _write_state(state)


def forget(path: Path) -> None:
    """The user picked this deck again: its old verdict no longer counts."""
    state = _read_state()
    state.refused = [p for p in state.refused if p != _key(path)]
    _write_state(state)


@contextmanager
def guarded(path: Path, name: str) -> Iterator[None]:
    """Around loading a deck: refuse a listed deck; list it if this load fails or dies."""
    from gui.cards.decks import DeckError

    if is_refused(path):
        raise _error(
            QCoreApplication.translate("DeckCheck", "The card deck “{name}” failed before and is not loaded again. Choose it in the settings to try again.").format(name=name)
        )
    state = _read_state()
    state.loading = _key(path)
    _write_state(state)
    try:
        yield
    except DeckError:
        _remember(path)
        raise
    finally:
        state = _read_state()
        if state.loading == _key(path):
            state.loading = None
            _write_state(state)


def refused_at_start(deck_id: str | None) -> str | None:
    """At start: a message if the saved deck must not be loaded (it failed or never finished)."""
    if not _state_path().exists():
        return None
    state = _read_state()
    if state.loading is not None:  # the last load never finished: the app froze or died
        state.refused = [p for p in state.refused if p != state.loading] + [state.loading]
        state.loading = None
        _write_state(state)
    if not deck_id or not state.refused:
        return None
    from gui.cards.decks import DEFAULT_DECK_ID, find_deck

    if deck_id == DEFAULT_DECK_ID:
        return None
    info = find_deck(deck_id)
    if info is None or _key(info.path) not in state.refused:
        return None
    return QCoreApplication.translate("DeckCheck", "The card deck “{name}” could not be used last time, so the Kartentisch deck is used. Choose it in the settings to try it again.").format(name=info.name)


# -- picking ------------------------------------------------------------------------------
def pick(deck_id: str) -> str | None:
    """The user chose ``deck_id``: check it afresh; a message (translated) if it is refused.

    Called before the choice is saved. Outside a frozen bundle every card is also
    rendered once, small, in a child process that is stopped after :data:`TRIAL_SECONDS`.
    """
    from gui.cards.decks import DEFAULT_DECK_ID, DeckError, find_deck, read_svg_bytes

    if deck_id == DEFAULT_DECK_ID:
        return None
    info = find_deck(deck_id)
    if info is None:
        return QCoreApplication.translate("DeckCheck", "The card deck “{name}” is not installed.").format(name=deck_id)
    forget(info.path)
    try:
        read_svg_bytes(info.path, name=info.name)
    except DeckError as exc:
        return str(exc)
    if getattr(sys, "frozen", False):
        return None
    return _trial_render(info.path, info.name)


def _trial_render(path: Path, name: str) -> str | None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    root = Path(__file__).resolve().parents[2]
    try:
        done = subprocess.run(
            [sys.executable, "-m", "gui.cards.deck_check", str(path)],
            cwd=root,
            env=env,
            capture_output=True,
            timeout=TRIAL_SECONDS,
            check=False,
        )
    except subprocess.TimeoutExpired:
        _remember(path)
        return QCoreApplication.translate("DeckCheck", "The card deck “{name}” takes far too long to draw; it is not used.").format(name=name)
    except OSError:
        return None  # no child process possible: the static checks have passed
    if done.returncode != 0:
        _remember(path)
        return QCoreApplication.translate("DeckCheck", "The card deck “{name}” cannot be drawn; it is not used.").format(name=name)
    return None


def _trial_main(path: str) -> int:
    """Child process: render every card of the deck once at a small size."""
    from PySide6.QtGui import QGuiApplication

    from gui.cards.decks import DeckInfo
    from gui.cards.elements import ALL_ELEMENTS
    from gui.cards.renderer import DeckRenderer, build_source

    app = QGuiApplication([sys.argv[0]])  # noqa: F841 - QtSvg needs an application
    renderer = DeckRenderer()
    renderer.close()
    info = DeckInfo("trial", Path(path).name, "user", Path(path))
    source, svg = build_source(info, "de", renderer._builtin_bytes("de"))
    renderer._install(source, svg)
    for element in ALL_ELEMENTS:
        renderer.image_sync(element, 50, 70)
    return 0


if __name__ == "__main__":
    raise SystemExit(_trial_main(sys.argv[1]))
