"""The entry points a group declares, read the way ``importlib.metadata`` finds them, at a
fraction of its start-up cost.

Why not ``importlib.metadata.entry_points`` itself: importing it loads the ``email`` package
for distributions' metadata headers, 35 ms of the start screen's 450 (``make bench``, on
this project's 2-core machine), and the start screen needs the list of games before its first
frame. The games need none of those headers, only the ``entry_points.txt`` of each installed
distribution: the same files ``importlib.metadata`` reads, in the same places (every
``*.dist-info`` and ``*.egg-info`` folder directly in a folder of ``sys.path``; the first
distribution of a name wins, as there), parsed line by line as ``importlib.metadata`` parses
them (its ``Sectioned`` reader: ``[group]`` headers, ``name = value`` pairs, ``#`` comments).
``configparser`` is not used: importing it and building a parser compiled six regular
expressions: the scan took 5.7-7.1 ms of CPU with it, 3.8-4.6 ms without (issue 36); it reads a few
things differently (``;`` comments, continuation lines).
``tests/engine/test_plugin_points.py`` holds this reading to ``importlib.metadata``'s: the
same points, with and without a plug-in installed. A distribution inside a zip file on
``sys.path`` is not looked into (the app and its bundle install none there).
"""
from __future__ import annotations

import importlib
import os
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import reduce

_METADATA_DIRS = (".dist-info", ".egg-info")


@dataclass(frozen=True)
class DeclaredPoint:
    """One entry point: ``name = value`` (``value``: ``module`` or ``module:attribute``)."""

    name: str
    value: str
    distribution: str

    def load(self) -> object:
        """What the point names: the module, or its attribute (``a.b`` walks down)."""
        module, _, attribute = self.value.partition(":")
        loaded: object = importlib.import_module(module.strip())
        if attribute.strip():
            loaded = reduce(getattr, attribute.strip().split("."), loaded)
        return loaded


def _distribution(folder: str) -> str:
    """The normalised distribution name of a metadata folder (``Foo_Bar-1.0.dist-info``)."""
    stem = folder.rsplit(".", 1)[0]
    return re.sub(r"[-_.]+", "_", stem.split("-", 1)[0]).lower()


def _group_pairs(text: str, group: str) -> list[tuple[str, str]] | None:
    """The ``(name, value)`` pairs of ``[group]`` in an ``entry_points.txt``, read as
    ``importlib.metadata`` reads them: stripped lines, blank ones and ``#`` comments skipped,
    a line in brackets starts a section, every other line is ``name = value`` (split at the
    first ``=``). ``None`` for a line without ``=`` (``importlib.metadata`` raises there; the
    file's points are left out, as they were when ``configparser`` refused a file)."""
    section: str | None = None
    pairs: list[tuple[str, str]] = []
    for line in map(str.strip, text.splitlines()):
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line.strip("[]")
            continue
        name, equals, value = line.partition("=")
        if not equals:
            return None
        if section == group:
            pairs.append((name.strip(), value.strip()))
    return pairs


def _points_file(folder: str, group: str, distribution: str) -> Iterator[DeclaredPoint]:
    try:
        with open(os.path.join(folder, "entry_points.txt"), encoding="utf-8") as stream:
            text = stream.read()
    except (OSError, UnicodeDecodeError):
        return
    if f"[{group}]" not in text:  # most distributions declare other groups only: not parsed
        return
    for name, value in _group_pairs(text, group) or ():
        yield DeclaredPoint(name, value, distribution)


def declared_points(group: str, path: Iterable[str] | None = None) -> list[DeclaredPoint]:
    """Every entry point of ``group`` that the distributions on ``path`` (``sys.path``) declare."""
    seen: set[str] = set()
    points: list[DeclaredPoint] = []
    for entry in sys.path if path is None else path:
        directory = entry or "."
        try:
            names = sorted(name for name in os.listdir(directory) if name.endswith(_METADATA_DIRS))
        except OSError:  # not a folder (a zip file), or gone
            continue
        for name in names:
            distribution = _distribution(name)
            if distribution in seen:
                continue
            seen.add(distribution)
            points.extend(_points_file(os.path.join(directory, name), group, distribution))
    return points
