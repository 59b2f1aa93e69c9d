"""Checking a card deck before it is used, and remembering decks that failed.

Why: QtSvg expands ``<use>`` references while it draws, so a 1.7 KB SVG whose uses fan
out (ten uses of a group of ten uses of …, nine levels) asks for 10⁹ shapes and freezes
the app; because the deck choice is saved, every later start froze too. And an SVG may
point at files outside itself (``<image href="file:///home/…/photo.jpg">``), which would
put a local picture on the table.

The checks (:func:`check_svg`), run on every deck except our own before QtSvg sees it,
judge **what QtSvg will do, not what the XML means** (issue 20: four fan-outs the old
check read "correctly" froze QtSvg). QtSvg finds references and ids by the *literal*
attribute names ``xlink:href``, ``href``, ``id`` and ``xml:id``, whatever namespace a
prefix is bound to, so every attribute whose local name is ``href`` or ``id`` counts;
where QtSvg's choice is not known the worst case counts (an id defined twice costs as
much as its costliest definition).

* **Size first** (decision: refuse before building anything): the deck is streamed once
  through expat into a compact reference graph, never an element tree, and refused after
  :data:`MAX_ELEMENTS` elements (a 20 MB deck of tiny elements took 50 s and 2.9 GB).
* **Work budget** (decision: work, not time — it is deterministic and refuses a deck
  before the first shape is drawn): the number of nodes QtSvg would visit to draw the
  whole document once, every ``<use>``/``href`` and every ``url(#…)`` reference (patterns,
  clips, masks, gradients, markers once per vertex, other style-sheet references once
  per element) expanded, must stay below :data:`MAX_WORK`. Our deck costs about 3,000.
  Cycles of references and nesting deeper than :data:`MAX_DEPTH` (QtSvg draws
  recursively) are refused too.
* **Nothing from outside**: every ``href`` must point into the document (``#id``) or be a
  ``data:`` URI holding a PNG, JPEG or GIF *by its bytes* (QImage guesses the format from
  the content, so an embedded SVG would be parsed unchecked by Qt's image plugin); every
  ``url(…)`` must be ``#id``; no ``@import``, no ``<?xml-stylesheet?>`` (QtSvg reads the
  CSS file it names), no animated ``href``; no external or parameter entities in the
  DTD, and at most a few short internal ones (the XML parser, expat ≥ 2.4, also stops
  entity "billion laughs" by itself).

Remembering which decks failed and which were picked is :mod:`gui.cards.deck_memory`.
"""
from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QLocale

from gui.cards.deck_memory import deck_error

# Node visits allowed to draw a whole deck once (see the module doc).
MAX_WORK = 4_000_000
# Nesting QtSvg may recurse through.
MAX_DEPTH = 200
# Elements a deck may have, counted while streaming, before anything is built (decision:
# 20 MB / 250,000 is 84 bytes an element, less than a drawn shape takes; a deck of tiny
# elements is refused after its first quarter million instead of being parsed whole).
MAX_ELEMENTS = 250_000
# Internal entities a deck may declare, and how long each may be.
MAX_ENTITIES = 32
MAX_ENTITY_CHARS = 1024
# Seconds the trial render of a newly picked deck may take (all cards, small size).
TRIAL_SECONDS = 30.0
# The frozen app's command-line flag that runs :func:`gui.cards.deck_trial.trial_main` instead of the app.
TRIAL_FLAG = "--deck-trial"
# The trial child's exit status for a deck the checks refused (its message on stdout).
TRIAL_REFUSED = 3

_URL_RE = re.compile(r"url\(\s*['\"]?([^)'\"]*)", re.IGNORECASE)
_NUMBER_RE = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_PICTURE_MAGIC = (b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff", b"GIF87a", b"GIF89a")
_CHUNK = 64 * 1024


# -- the checks ---------------------------------------------------------------------------
class _Refused(Exception):
    """Stops the streaming parse: the deck is refused with ``message`` (already translated)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass
class _Doc:
    """What the check keeps of a deck: a compact graph, never an element tree (issue 20 §8).

    Node 0 is a virtual root above the document element. ``refs[n]`` lists the ids node
    ``n`` refers to, each with how often QtSvg draws the target for it (1, or a marker's
    vertex count); ``style_refs`` are the ids a ``<style>`` sheet names, which any element
    may use (a marker: at any vertex of any shape).
    """

    children: list[list[int]] = field(default_factory=lambda: [[]])
    refs: dict[int, list[tuple[str, int]]] = field(default_factory=dict)
    ids: dict[str, list[int]] = field(default_factory=dict)
    style_refs: list[tuple[str, bool]] = field(default_factory=list)  # (id, in a marker property)
    vertices: int = 0  # an upper bound of the vertices of every shape together


def _local(name: str) -> str:
    """An element's or attribute's local name, whatever namespace (or none) it is in."""
    return name.rsplit("}", 1)[-1].rsplit(":", 1)[-1]


def _outside(name: str, what: str) -> _Refused:
    return _Refused(
        QCoreApplication.translate("DeckCheck", "The card deck “{name}” refers to something outside the file ({what}); such decks are not used.").format(
            name=name, what=what[:80]
        )
    )


def _picture_ok(value: str) -> bool:
    """A ``data:`` URI QtSvg decodes into a raster picture, and nothing else.

    QtSvg decodes whatever follows the last ``base64,`` and lets ``QImage`` guess the
    format from the bytes, not from the declared type, so an SVG (or SVGZ) inside would be
    parsed by Qt's SVG image plugin with no check at all: its fan-out or its file
    references. Decision: only PNG, JPEG and GIF, judged by their bytes; no SVG, no other
    format, nothing that is not base64.
    """
    _, sep, payload = value.rpartition("base64,")
    if not sep:
        return False
    try:
        raw = base64.b64decode(re.sub(r"[^A-Za-z0-9+/=]", "", payload) + "==", validate=False)
    except (ValueError, binascii.Error):
        return False
    if not raw.startswith(_PICTURE_MAGIC):
        return False
    # Qt's SVG image plugin claims data whose first bytes look like SVG or XML (it peeks at
    # fewer than 256); a PNG text chunk could put them there. Markers of four characters
    # or more: compressed picture data holds one by chance about once in two million
    # pictures (two-byte markers, tried first, refused two of the sixteen KDE decks).
    head = raw[:256].lower()
    return not any(marker in head for marker in (b"<svg", b"<?xml", b"<!--", b"<!doctype"))


def _href(value: str, name: str) -> str | None:
    """The id an ``href`` points to; None if harmless; refuses anything outside the file."""
    value = value.strip()
    if not value:
        return None
    if value.startswith("#"):
        return value[1:].strip()
    if value.lower().startswith("data"):
        if _picture_ok(value):
            return None
        raise _Refused(
            QCoreApplication.translate("DeckCheck", "The card deck “{name}” embeds a picture that is not a PNG, JPEG or GIF file (another SVG, say); such decks are not used.").format(name=name)
        )
    raise _outside(name, value)


def _urls(text: str, name: str, *, allow_data: bool = False) -> list[str]:
    """The ids the ``url(…)`` in ``text`` name; refuses any other target."""
    out: list[str] = []
    for target in _URL_RE.findall(text):
        target = target.strip()
        if target.startswith("#"):
            out.append(target[1:].strip())
        elif target and not (allow_data and target.lower().startswith("data:")):
            raise _outside(name, target)
    return out


def _parse(data: bytes, name: str) -> _Doc:
    """Stream the deck through expat once, keeping only what the work budget needs.

    Refuses on the way (so a refusal costs at most one pass and little memory): more than
    :data:`MAX_ELEMENTS` elements, a reference outside the file, an ``xml-stylesheet``
    instruction (QtSvg reads the CSS file it names), unsafe entities.
    Attributes are judged by their *local* name whatever their namespace: QtSvg reads
    ``xlink:href``, ``href``, ``id`` and ``xml:id`` by their literal names, so a prefix
    bound to another namespace URI must count as well.
    """
    from xml.parsers import expat

    parser = expat.ParserCreate(namespace_separator="}")
    doc = _Doc()
    path = [0]  # open elements, innermost last
    style_text: list[str] = []
    styles: list[bool] = []  # for each open element: is it a <style>
    in_style = [0]
    entities = [0]

    def refuse(why: str) -> _Refused:
        return _Refused(QCoreApplication.translate("DeckCheck", "The card deck “{name}” cannot be used: {why}.").format(name=name, why=why))

    def on_start(tag: str, attrs: dict[str, str]) -> None:
        node = len(doc.children)
        if node > MAX_ELEMENTS:
            raise _Refused(
                QCoreApplication.translate("DeckCheck", "The card deck “{name}” has too many elements (more than {limit}); it is not used.").format(
                    name=name, limit=QLocale().toString(MAX_ELEMENTS)
                )
            )
        doc.children.append([])
        doc.children[path[-1]].append(node)
        path.append(node)
        refs: list[tuple[str, int]] = []
        vertices = 0
        for key, value in attrs.items():
            local = key if key.isalpha() else _local(key)  # plain names (d, fill, id) fast
            if local == "id":
                for ident in {value, value.strip()}:
                    doc.ids.setdefault(ident, []).append(node)
            elif local == "href":
                target = _href(value, name)
                if target is not None:
                    refs.append((target, 1))
            elif local == "attributeName" and _local(value.strip()) in ("href", "base"):
                raise _outside(name, value)  # an animation that would change a reference
            elif "(" in value and _URL_RE.search(value):
                # a style attribute holds properties: judge each one by its own name
                pairs = [(d.partition(":")[0], d) for d in value.split(";")] if local == "style" else [(local, value)]
                for prop, text in pairs:
                    many = prop.strip().lower().startswith("marker")
                    if many and not vertices:  # a marker is drawn at every vertex of its shape
                        shape = " ".join(v for k, v in attrs.items() if _local(k) in ("d", "points"))
                        vertices = len(_NUMBER_RE.findall(shape)) + 2
                    refs.extend((target, vertices if many else 1) for target in _urls(text, name))
            if local in ("d", "points"):
                doc.vertices += len(value) // 2 + 1  # at least two characters a number
        if refs:
            doc.refs[node] = refs
        styles.append(_local(tag) == "style")
        if styles[-1]:
            in_style[0] += 1

    def on_end(_tag: str) -> None:
        path.pop()
        if styles.pop():
            in_style[0] -= 1
            if not in_style[0]:
                text = "".join(style_text)
                style_text.clear()
                if "@import" in text.lower():
                    raise _outside(name, "@import")
                for declaration in re.split(r"[;{}]", text):
                    many = declaration.partition(":")[0].strip().lower().startswith("marker")
                    doc.style_refs.extend((target, many) for target in _urls(declaration, name, allow_data=True))

    def on_text(text: str) -> None:
        if in_style[0]:
            style_text.append(text)

    def on_instruction(target: str, _data: str) -> None:
        if target.strip().lower() == "xml-stylesheet":
            raise _outside(name, "xml-stylesheet")

    def on_entity(entity_name: str, is_parameter: bool, value: str | None, base: str | None,  # noqa: PLR0913 - expat's
                  system_id: str | None, public_id: str | None, notation: str | None) -> None:
        entities[0] += 1
        if is_parameter or system_id or public_id or notation:
            raise refuse(QCoreApplication.translate("DeckCheck", "it declares an entity that refers to something outside the file"))
        if value is not None and len(value) > MAX_ENTITY_CHARS:
            raise refuse(QCoreApplication.translate("DeckCheck", "it declares a very long entity"))
        if entities[0] > MAX_ENTITIES:
            raise refuse(QCoreApplication.translate("DeckCheck", "it declares too many entities"))

    parser.StartElementHandler = on_start
    parser.EndElementHandler = on_end
    parser.CharacterDataHandler = on_text
    parser.ProcessingInstructionHandler = on_instruction
    parser.EntityDeclHandler = on_entity
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    parser.buffer_text = True
    try:
        for start in range(0, len(data), _CHUNK):
            parser.Parse(data[start : start + _CHUNK], False)
        parser.Parse(b"", True)
    except _Refused as refused:
        raise deck_error(refused.message) from None
    except (expat.ExpatError, ValueError, AssertionError, RecursionError) as exc:
        from gui.text import notice_text

        notice_text.log_detail(f"deck {name!r} is not valid SVG", exc, with_text=True)  # the parser's words: log only
        raise deck_error(QCoreApplication.translate("DeckCheck", "The card deck “{name}” is not a valid SVG file.").format(name=name)) from None
    if len(doc.children) < 2:
        raise deck_error(QCoreApplication.translate("DeckCheck", "The card deck “{name}” is not a valid SVG file.").format(name=name))
    return doc


def _work(doc: _Doc, name: str) -> int:
    """Nodes QtSvg would visit to draw the document once, every reference expanded.

    Worst case wherever QtSvg's choice is not known: an id defined twice costs as much as
    its costliest definition; a reference from a style sheet counts once for every
    element. Refuses cycles and nesting deeper than :data:`MAX_DEPTH`.
    """
    count = len(doc.children)
    circle = QCoreApplication.translate("DeckCheck", "The card deck “{name}” refers to itself in a circle; it cannot be drawn.").format(name=name)
    deep = QCoreApplication.translate("DeckCheck", "The card deck “{name}” is nested too deeply to be drawn.").format(name=name)
    children, refs, ids = doc.children, doc.refs, doc.ids
    cost = [1] * count  # a leaf (no children, no references) costs 1 and is 1 tall
    height = [1] * count
    state = bytearray(count)  # 0 not seen, 1 on the current path, 2 done
    for node in range(count):
        if not children[node] and node not in refs:
            state[node] = 2
    stack: list[tuple[int, bool, int]] = [(0, False, 0)]
    while stack:
        node, done, depth = stack.pop()
        if done:
            kids = children[node]
            total = 1 + sum(cost[c] for c in kids)
            tall = 1 + max((height[c] for c in kids), default=0)
            for ident, times in refs.get(node, ()):
                candidates = ids.get(ident, ())
                if candidates:
                    total += times * max(cost[t] for t in candidates)
                    tall = max(tall, 1 + max(height[t] for t in candidates))
            if tall > MAX_DEPTH:
                raise deck_error(deep)
            cost[node] = min(total, MAX_WORK + 1)
            height[node] = tall
            state[node] = 2
            continue
        if state[node] == 2:
            continue
        if state[node] == 1:
            raise deck_error(circle)
        if depth > MAX_DEPTH:
            raise deck_error(deep)
        state[node] = 1
        stack.append((node, True, depth))
        following = children[node]
        if node in refs:
            following = [*following, *(t for ident, _ in refs[node] for t in ids.get(ident, ()))]
        for nxt in following:
            if state[nxt] == 0:
                stack.append((nxt, False, depth + 1))
            elif state[nxt] == 1:
                raise deck_error(circle)
    work = cost[0]
    for ident, marker in doc.style_refs:
        candidates = doc.ids.get(ident, ())
        if candidates:
            work += (doc.vertices + count if marker else count) * max(cost[t] for t in candidates)
    return min(work, MAX_WORK + 1)


def check_svg(data: bytes, name: str) -> int:
    """Refuse a deck that would freeze the app or show outside files; return its work."""
    work = _work(_parse(data, name), name)
    if work > MAX_WORK:
        raise deck_error(
            QCoreApplication.translate("DeckCheck", "The card deck “{name}” is far too costly to draw (more than {limit} shapes once its references are expanded); it is not used.").format(name=name, limit=QLocale().toString(MAX_WORK))
        )
    return work
