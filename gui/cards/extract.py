"""Cut one element out of a big SVG deck as a small stand-alone SVG document.

Why this exists: PySide6 keeps the Python GIL held for the whole of
``QSvgRenderer.load()`` and ``QSvgRenderer.render()``. With a heavy deck (``svg-dondorf``:
11 MB, up to ~0.3 s per card) a render in a worker *thread* would still freeze the GUI
thread for that long. ``QImageReader.read()`` on the other hand is wrapped with
``allow-thread`` (it releases the GIL), so a worker can let Qt's SVG image plugin parse
and rasterise a *small* document made of just one card while the GUI keeps running.

The full file is parsed once per deck with ElementTree, fed in chunks so that the GIL is
handed back between chunks; per element we copy the element, its ancestors (as plain
groups keeping their transforms and presentation attributes) and everything it
references (``xlink:href="#…"``, ``url(#…)``, transitively) plus all ``<style>``
elements. The viewBox is the element's bounds measured by QtSvg on the full document, so
the result matches ``QSvgRenderer.render(painter, element_id, rect)``.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
_HREFS = (f"{{{XLINK_NS}}}href", "href")
_URL_RE = re.compile(r"url\(\s*['\"]?#([^)'\"\s]+)")
_CHUNK = 64 * 1024

ET.register_namespace("", SVG_NS)
ET.register_namespace("xlink", XLINK_NS)


def _local(tag: object) -> str:
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


class ElementExtractor:
    """Holds one parsed deck and builds per-element documents. Not thread-safe; one per worker."""

    def __init__(self, data: bytes) -> None:
        parser = ET.XMLParser()
        for start in range(0, len(data), _CHUNK):
            parser.feed(data[start : start + _CHUNK])  # short C calls: the GIL is released between them
        self._root = parser.close()
        self._by_id: dict[str, ET.Element] = {}
        self._parent: dict[ET.Element, ET.Element] = {}
        self._styles: list[ET.Element] = []
        for parent in self._root.iter():
            for child in parent:
                self._parent[child] = parent
                ident = child.get("id")
                if ident is not None and ident not in self._by_id:
                    self._by_id[ident] = child
                if _local(child.tag) == "style":
                    self._styles.append(child)

    def has(self, ident: str) -> bool:
        return ident in self._by_id

    def _refs(self, elem: ET.Element) -> set[str]:
        found: set[str] = set()
        for node in elem.iter():
            for key, value in node.attrib.items():
                if key in _HREFS and value.startswith("#"):
                    found.add(value[1:])
                elif "url(" in value:
                    found.update(_URL_RE.findall(value))
        return found

    def _ancestors(self, elem: ET.Element) -> list[ET.Element]:
        chain = []
        node = self._parent.get(elem)
        while node is not None and node is not self._root:
            chain.append(node)
            node = self._parent.get(node)
        return chain[::-1]

    def document(self, ident: str, bounds: tuple[float, float, float, float], width: int, height: int) -> bytes:
        """A stand-alone SVG showing element ``ident`` stretched over ``width`` × ``height``."""
        elem = self._by_id[ident]
        ancestors = self._ancestors(elem)
        inside = set(map(id, elem.iter()))
        blocked = inside | set(map(id, ancestors))
        # transitive closure of references, skipping what the copy already contains
        wanted: list[ET.Element] = []
        seen: set[str] = set()
        todo = list(self._refs(elem))
        while todo:
            ref = todo.pop()
            if ref in seen:
                continue
            seen.add(ref)
            target = self._by_id.get(ref)
            if target is None or id(target) in blocked:
                continue
            wanted.append(target)
            todo.extend(self._refs(target))
        x, y, w, h = bounds
        root = ET.Element(
            f"{{{SVG_NS}}}svg",
            {
                "version": "1.2",
                "baseProfile": "tiny",
                "width": str(width),
                "height": str(height),
                "viewBox": f"{x!r} {y!r} {w!r} {h!r}",
                "preserveAspectRatio": "none",
            },
        )
        defs = ET.SubElement(root, f"{{{SVG_NS}}}defs")
        defs.extend(self._styles)
        # a referenced element nested inside another referenced one is already copied with it
        wanted_ids = set(map(id, wanted))
        for target in wanted:
            nested = any(id(a) in wanted_ids for a in self._ancestors(target))
            if not nested:
                defs.append(target)
        parent = root
        for anc in ancestors:
            attrs = {k: v for k, v in anc.attrib.items() if k not in ("id", "x", "y", "width", "height", "viewBox")}
            parent = ET.SubElement(parent, f"{{{SVG_NS}}}g", attrs)
        parent.append(elem)
        document: bytes = ET.tostring(root, encoding="utf-8", xml_declaration=True)
        return document
