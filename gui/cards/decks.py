"""Finding card decks: our own, the user's installed KDE and Aisleriot decks, and their own.

Decks are discovered at run time and never copied into the repository. Only QtCore (for translated messages), so it is
cheap to call from the command line (``--gallery`` lists decks on a bad id) and in tests.

Where decks come from, in priority order (the first deck with a given id wins):

1. ``kartentisch`` — our own deck (``assets/decks/kartentisch/kartentisch-<de|en>.svg``).
2. The user's folder ``platformdirs.user_data_dir("kartentisch")/decks/``: each entry is a
   folder with an ``index.desktop`` like KDE's, or a single ``.svg``/``.svgz`` (either
   naming); the id is ``user:<folder or file stem>`` so it can never shadow an installed deck.
3. KDE decks: ``carddecks/*/index.desktop`` with a ``[KDE Backdeck]`` section and ``SVG=``
   under XDG_DATA_HOME then XDG_DATA_DIRS; id = folder name (``svg-standard``).
4. Aisleriot decks: ``aisleriot/cards/*.svg[z]`` under the same dirs; id = file stem
   (``bonded``).
"""
from __future__ import annotations

import configparser
import os
import zlib
from dataclasses import dataclass
from pathlib import Path

import platformdirs
from PySide6.QtCore import QCoreApplication

from gui.persistence import file_open, resources, storage

DEFAULT_DECK_ID = "kartentisch"
MAX_SVG_BYTES = 20 * 1024 * 1024  # uncompressed; larger files are refused, not parsed


_ASSETS = resources.deck_dir()  # package data (gui.assets), see gui/persistence/resources.py


class DeckError(ValueError):
    """A deck cannot be used; the message is written for the user (English)."""


@dataclass(frozen=True)
class DeckInfo:
    """One deck the user can choose. ``kind`` is "builtin", "kde", "aisleriot" or "user"."""

    id: str
    name: str
    kind: str
    path: Path  # the SVG/SVGZ file (for the builtin deck: the German file)


def builtin_svg_path(index_set: str = "de") -> Path:
    """Our own deck's file for an index set ("de" = A K D B, "en" = A K Q J)."""
    if index_set not in ("de", "en"):
        raise ValueError(f"unknown index set {index_set!r} (expected 'de' or 'en')")
    return _ASSETS / f"kartentisch-{index_set}.svg"


def xdg_data_dirs() -> list[Path]:
    """XDG_DATA_HOME followed by XDG_DATA_DIRS (defaults per the XDG spec)."""
    home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    dirs = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    out: list[Path] = []
    for d in [home, *dirs.split(":")]:
        if d and Path(d) not in out:
            out.append(Path(d))
    return out


def user_decks_dir() -> Path:
    return Path(platformdirs.user_data_dir("kartentisch", appauthor=False)) / "decks"


def read_index_desktop(index: Path) -> tuple[str, Path] | None:
    """(display name, svg path) from a KDE ``index.desktop``, or None if it is not a deck.

    Read like every file (a regular file of at most 64 KB, see :func:`gui.persistence.file_open.read_bounded`).
    """
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keep "Name[de]" and "SVG" as written
    try:
        raw = file_open.read_bounded(index, storage.MAX_INDEX_BYTES)
        parser.read_string(raw.removeprefix(b"\xef\xbb\xbf").decode("utf-8", errors="replace"))
    except (OSError, configparser.Error):
        return None
    if not parser.has_section("KDE Backdeck"):
        return None
    section = parser["KDE Backdeck"]
    svg = section.get("SVG", "").strip()
    if not svg:
        return None
    if not _inside_own_folder(svg):
        return None
    name = section.get("Name", "").strip()[:60] or index.parent.name
    return name, index.parent / svg


def _inside_own_folder(relative: str) -> bool:
    """``SVG=`` names a file inside the deck's own folder (issue 20: it could name any path).

    Refused: an absolute path (``/etc/shadow``, ``C:\\x``, ``~/x``) and any ``..`` part, so
    a deck reads only its own folder's files. (Symlinks inside the folder are followed,
    as for every file: see :mod:`gui.persistence.storage`; the file must still be a regular file of
    bounded size, and it is checked like any deck.)
    """
    from pathlib import PurePosixPath, PureWindowsPath

    if relative.startswith("~"):
        return False
    for pure in (PurePosixPath(relative), PureWindowsPath(relative)):
        if pure.is_absolute() or pure.anchor or ".." in pure.parts:
            return False
    return True


def _is_svg(path: Path) -> bool:
    return path.suffix.lower() in (".svg", ".svgz") and path.is_file()


def _pretty(stem: str) -> str:
    return stem.replace("-", " ").replace("_", " ").title()


def discover_decks() -> list[DeckInfo]:
    """Every usable deck, our own first; cheap (reads only index files and folder listings)."""
    decks: list[DeckInfo] = [DeckInfo(DEFAULT_DECK_ID, "Kartentisch", "builtin", builtin_svg_path("de"))]
    seen = {DEFAULT_DECK_ID}

    def add(info: DeckInfo) -> None:
        if info.id not in seen:
            seen.add(info.id)
            decks.append(info)

    user = user_decks_dir()
    if user.is_dir():
        for entry in sorted(user.iterdir()):
            if entry.is_dir() and (entry / "index.desktop").is_file():
                found = read_index_desktop(entry / "index.desktop")
                if found:
                    add(DeckInfo(f"user:{entry.name}", found[0], "user", found[1]))
            elif _is_svg(entry):
                add(DeckInfo(f"user:{entry.name.split('.')[0]}", _pretty(entry.name.split(".")[0]), "user", entry))

    data_dirs = xdg_data_dirs()
    for base in data_dirs:
        root = base / "carddecks"
        if not root.is_dir():
            continue
        for folder in sorted(p for p in root.iterdir() if p.is_dir()):
            index = folder / "index.desktop"
            if index.is_file():
                found = read_index_desktop(index)
                if found:
                    add(DeckInfo(folder.name, found[0], "kde", found[1]))
    for base in data_dirs:
        root = base / "aisleriot" / "cards"
        if not root.is_dir():
            continue
        for file in sorted(root.iterdir()):
            if _is_svg(file):
                stem = file.name.split(".")[0]
                add(DeckInfo(stem, _pretty(stem), "aisleriot", file))
    return decks


def find_deck(deck_id: str) -> DeckInfo | None:
    return next((d for d in discover_decks() if d.id == deck_id), None)


def is_ours(path: Path) -> bool:
    """Our own deck's files (shipped with the app): trusted, not checked (start-up time)."""
    try:
        return Path(path).resolve().parent == _ASSETS.resolve()
    except (OSError, RuntimeError):
        return False


def read_raw(path: Path, limit: int = MAX_SVG_BYTES, name: str | None = None) -> bytes:
    """The uncompressed SVG bytes of ``path`` (gunzipped if needed), at most ``limit`` bytes, neither checked nor parsed.

    We decompress ourselves (not QtSvg) so the size limit also guards against a gzip bomb.
    Only a regular file is read (never a FIFO or device an ``index.desktop`` points at).
    To read a deck for drawing, use :func:`gui.cards.deck_read.read_svg_bytes`, which also
    checks every deck but our own. Raises :class:`DeckError` with a user-facing message.
    """
    path = Path(path)
    return _read_svg(path, limit, name or path.name)


def _read_svg(path: Path, limit: int, shown: str) -> bytes:
    try:
        raw = file_open.read_bounded(path, limit)
        if raw[:2] == b"\x1f\x8b":
            inflater = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
            data = inflater.decompress(raw, limit + 1)
            if len(data) <= limit and not inflater.eof and not inflater.unconsumed_tail:
                raise EOFError("truncated gzip stream")
        else:
            data = raw
    except FileNotFoundError:
        raise DeckError(QCoreApplication.translate("Decks", "The card deck file {path} does not exist.").format(path=path)) from None
    except storage.FileProblem as exc:
        if exc.reason == "too_large":
            raise DeckError(
                QCoreApplication.translate("Decks", "The card deck file {path} is too large (more than {mb} MB).").format(path=path, mb=limit // (1024 * 1024))
            ) from None
        raise DeckError(
            QCoreApplication.translate("Decks", "The card deck file {path} cannot be read ({error}).").format(path=path, error=storage.describe(exc))
        ) from None
    except (OSError, EOFError, zlib.error) as exc:
        from gui.text import notice_text

        notice_text.log_detail(f"deck file {path} not read", exc, with_text=True)
        why = notice_text.reason(exc) if isinstance(exc, OSError) else QCoreApplication.translate("Decks", "it is damaged")
        raise DeckError(QCoreApplication.translate("Decks", "The card deck file {path} cannot be read ({error}).").format(path=path, error=why)) from None
    if len(data) > limit:
        raise DeckError(
            QCoreApplication.translate("Decks", "The card deck file {path} is too large (more than {mb} MB).").format(path=path, mb=limit // (1024 * 1024))
        )
    if not data.strip():
        raise DeckError(QCoreApplication.translate("Decks", "The card deck file {path} is empty.").format(path=path))
    return data
