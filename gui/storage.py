"""Where Kartentisch keeps its files, and how it writes and gives up on them.

Every write is atomic: the text goes into a temp file in the same folder, is flushed and
fsynced, and then ``os.replace``-d over the old file. A crash (or a killed process) in the
middle therefore leaves either the old file or the new one, never half of one.

A file that cannot be read is not deleted: it is moved aside to ``<name>.bad`` (or
``<name>.<timestamp>.bad`` if a ``.bad`` file is already there) so that nothing is lost and
a person can look at it; the caller tells the user in words.
"""
from __future__ import annotations

import datetime as _dt
import os
import pathlib
import tempfile

from platformdirs import PlatformDirs

APP_NAME = "kartentisch"
AUTOSAVE_NAME = "autosave.json"
SETTINGS_NAME = "settings.json"


def _dirs() -> PlatformDirs:
    # Built on every call (cheap) so that tests which point XDG_* elsewhere are honoured.
    return PlatformDirs(APP_NAME, appauthor=False)


def state_dir() -> pathlib.Path:
    """The folder of the autosave (``user_state_dir``)."""
    return pathlib.Path(_dirs().user_state_dir)


def config_dir() -> pathlib.Path:
    """The folder of the settings (``user_config_dir``)."""
    return pathlib.Path(_dirs().user_config_dir)


def autosave_path() -> pathlib.Path:
    return state_dir() / AUTOSAVE_NAME


def settings_path() -> pathlib.Path:
    return config_dir() / SETTINGS_NAME


def atomic_write_text(path: pathlib.Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically (temp file, flush, fsync, ``os.replace``)."""
    path = pathlib.Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        raise
    # Make the rename itself durable where the platform allows it (POSIX).
    try:
        dir_fd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def move_aside(path: pathlib.Path) -> pathlib.Path | None:
    """Move an unreadable file to ``*.bad`` (timestamped if that exists); return the new path."""
    path = pathlib.Path(path)
    if not path.exists():
        return None
    target = path.with_name(path.name + ".bad")
    if target.exists():
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
        target = path.with_name(f"{path.name}.{stamp}.bad")
    os.replace(path, target)
    return target


def remove(path: pathlib.Path) -> None:
    """Delete ``path`` if it exists."""
    try:
        pathlib.Path(path).unlink()
    except FileNotFoundError:
        pass
