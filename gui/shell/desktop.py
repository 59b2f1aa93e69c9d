"""The Linux desktop launcher, installed per user: ``kartentisch --install-desktop``.

``--install-desktop`` copies our freedesktop files from the package data into the user's
data dir (``$XDG_DATA_HOME``, by default ``~/.local/share``)::

    applications/de.kartentisch.Kartentisch.desktop          (Exec= and TryExec= filled in)
    icons/hicolor/scalable/apps/de.kartentisch.Kartentisch.svg
    icons/hicolor/256x256/apps/de.kartentisch.Kartentisch.png
    metainfo/de.kartentisch.Kartentisch.metainfo.xml

``Exec`` is the absolute path of whatever started this process (decision): the bundle's
executable when frozen (onedir or onefile), the ``kartentisch`` gui-script of the venv it
was started from, or ``<python> -m gui.app`` if neither can be told. Installing again
overwrites the four files (a moved bundle is re-pointed by running it once with the
option); ``--uninstall-desktop`` removes exactly these four files and nothing else.
The desktop file's id, the icon name, the AppStream id, ``setDesktopFileName`` and
``StartupWMClass`` are all :data:`gui.persistence.resources.APP_ID`.

Pure Python (no Qt), so it runs before and without a ``QApplication``.
"""
from __future__ import annotations

import os
import pathlib
import shutil
import sys
from dataclasses import dataclass

from gui.persistence import resources

__all__ = ["DesktopFiles", "data_home", "desktop_files", "launcher_command", "exec_value", "install", "uninstall"]

# Characters that make the Desktop Entry spec require an argument to be quoted.
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


@dataclass(frozen=True)
class DesktopFiles:
    """Where the four installed files go."""

    desktop: pathlib.Path
    icon_svg: pathlib.Path
    icon_png: pathlib.Path
    metainfo: pathlib.Path

    def all(self) -> tuple[pathlib.Path, ...]:
        return (self.desktop, self.icon_svg, self.icon_png, self.metainfo)


def data_home() -> pathlib.Path:
    """``$XDG_DATA_HOME`` if set to an absolute path (the spec ignores a relative one), else ``~/.local/share``."""
    value = os.environ.get("XDG_DATA_HOME", "").strip()
    if value and os.path.isabs(value):
        return pathlib.Path(value)
    return pathlib.Path.home() / ".local" / "share"


def desktop_files(base: pathlib.Path | None = None) -> DesktopFiles:
    base = data_home() if base is None else base
    app_id = resources.APP_ID
    icons = base / "icons" / "hicolor"
    return DesktopFiles(
        desktop=base / "applications" / f"{app_id}.desktop",
        icon_svg=icons / "scalable" / "apps" / f"{app_id}.svg",
        icon_png=icons / "256x256" / "apps" / f"{app_id}.png",
        metainfo=base / "metainfo" / f"{app_id}.metainfo.xml",
    )


def launcher_command() -> list[str]:
    """The absolute command that starts this very installation of Kartentisch."""
    if getattr(sys, "frozen", False):
        return [os.path.abspath(sys.executable)]
    argv0 = pathlib.Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if argv0 is not None and argv0.name.split(".")[0] == "kartentisch" and argv0.is_file():
        return [os.path.abspath(argv0)]
    script = pathlib.Path(sys.executable).parent / ("kartentisch.exe" if os.name == "nt" else "kartentisch")
    if script.is_file():
        return [os.path.abspath(script)]
    return [os.path.abspath(sys.executable), "-m", "gui.app"]


def _quote_argument(arg: str) -> str:
    """One argument of ``Exec``, quoted as the Desktop Entry spec asks (before string escaping)."""
    arg = arg.replace("%", "%%")
    if not any(ch in _RESERVED for ch in arg):
        return arg
    inner = "".join("\\" + ch if ch in '"`$\\' else ch for ch in arg)
    return f'"{inner}"'


def exec_value(command: list[str]) -> str:
    """The ``Exec=`` value for ``command``: quoted arguments, then the spec's string escapes."""
    line = " ".join(_quote_argument(a) for a in command)
    return line.replace("\\", "\\\\")


def _desktop_text(command: list[str]) -> str:
    """Our template with ``Exec`` (and ``TryExec``, the program itself) pointing at ``command``."""
    lines = resources.desktop_file().read_text(encoding="utf-8").splitlines()
    out: list[str] = []
    for line in lines:
        if line.startswith("TryExec="):
            continue
        if line.startswith("Exec="):
            out.append(f"TryExec={exec_value(command[:1])}")
            out.append(f"Exec={exec_value(command)}")
            continue
        out.append(line)
    return "\n".join(out) + "\n"


def install(base: pathlib.Path | None = None, command: list[str] | None = None) -> DesktopFiles:
    """Write the launcher, icons and metainfo under ``base`` (default :func:`data_home`)."""
    from gui.persistence.storage import atomic_write_text

    files = desktop_files(base)
    command = launcher_command() if command is None else command
    for target in (files.icon_svg, files.icon_png):
        target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(resources.icon_svg(), files.icon_svg)
    shutil.copyfile(resources.icon_png(), files.icon_png)
    atomic_write_text(files.metainfo, resources.metainfo_file().read_text(encoding="utf-8"))
    atomic_write_text(files.desktop, _desktop_text(command))  # last: it makes the launcher appear
    return files


def uninstall(base: pathlib.Path | None = None) -> list[pathlib.Path]:
    """Remove the four files (if present); return those removed."""
    removed = []
    for path in desktop_files(base).all():
        try:
            path.unlink()
        except FileNotFoundError:
            continue
        removed.append(path)
    return removed
