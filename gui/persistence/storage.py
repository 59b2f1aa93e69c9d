"""Where Kartentisch keeps its files, and how it writes and gives up on them.

Reading and appending (a regular file only, never waited on, never read past a cap) are
:mod:`gui.persistence.file_open`; the caps of the app's files are here, with their names.

Symlinks (issue 20 §12, one rule for every file the app keeps): a link is **followed**
— read through, and written through (:func:`write_target`: the new content replaces the
link's target atomically, the link stays, the target keeps its permission bits). The
target must be a regular file (a link to a device, a FIFO or a folder is refused when
read, and a write never replaces one). Renaming and deleting act on the name in the app's
own folder, never on the file a link names: a bad file set aside moves the link, the
target stays untouched. The log, the one file appended to, follows a link only inside its
own folder (:func:`gui.persistence.file_open.open_append`).

Every write is atomic: the text goes into a temp file in the same folder, is flushed and
fsynced, and then ``os.replace``-d over the old file. A crash (or a killed process) in the
middle therefore leaves either the old file or the new one, never half of one — and at
worst an orphaned temp file, which :func:`clean_orphans` removes at the next start
(decision: all of them; two Kartentisch processes on one account at once are not
supported, the second would only lose a temp file of a write that was still running).

A file that cannot be read is not deleted: it is moved aside to ``<name>.bad`` (or
``<name>.<timestamp>.bad`` if a ``.bad`` file is already there) so that nothing is lost and
a person can look at it; the caller tells the user in words. Where moving fails (a
read-only folder), :func:`move_aside` says so instead of raising: the app still starts.
"""
from __future__ import annotations

import os
import pathlib
import stat
from typing import TYPE_CHECKING

# re-exported: the file problem lives in gui.persistence.file_problem (shared with gui.text.notice_text)
from gui.persistence.file_problem import REASONS as REASONS, FileProblem as FileProblem, describe as describe

if TYPE_CHECKING:
    from platformdirs import PlatformDirs

# platformdirs, tempfile and datetime load when first needed: the first frame reads the
# settings' language through this module (gui.text.i18n.peek_language) and must stay fast.

APP_NAME = "kartentisch"
AUTOSAVE_NAME = "autosave.json"
SETTINGS_NAME = "settings.json"

# Size caps (bytes) of the files the app reads. A real settings file is < 2 KB, an
# autosave of a long evening < 100 KB; a deck index a few hundred bytes.
MAX_SETTINGS_BYTES = 256 * 1024
MAX_AUTOSAVE_BYTES = 4 * 1024 * 1024
MAX_INDEX_BYTES = 64 * 1024
MAX_KEY_BYTES = 4 * 1024


def _dirs() -> PlatformDirs:
    from platformdirs import PlatformDirs

    # Built on every call (cheap) so that tests which point XDG_* elsewhere are honoured.
    return PlatformDirs(APP_NAME, appauthor=False)


def state_dir() -> pathlib.Path:
    """The folder of the autosave (``user_state_dir``)."""
    return pathlib.Path(_dirs().user_state_dir)


def config_dir() -> pathlib.Path:
    """The folder of the settings (``user_config_dir``)."""
    return pathlib.Path(_dirs().user_config_dir)


def data_dir() -> pathlib.Path:
    """The folder of the seal key and the user's decks (``user_data_dir``)."""
    return pathlib.Path(_dirs().user_data_dir)


def autosave_path() -> pathlib.Path:
    return state_dir() / AUTOSAVE_NAME


def settings_path() -> pathlib.Path:
    return config_dir() / SETTINGS_NAME


# -- writing ------------------------------------------------------------------------------
TEMP_SUFFIX = ".tmp"


def atomic_write_bytes(path: pathlib.Path, data: bytes, *, mode: int | None = None, fsync: bool = True) -> None:
    """Write ``data`` to ``path`` atomically (temp file, flush, fsync, ``os.replace``).

    ``mode``: the file's permission bits (e.g. ``0o600`` for the seal key), set on the
    temp file before anything is written into it. ``fsync=False``: still atomic (the old
    file or the new one), but not flushed to the disk before returning — for a file that
    may safely lag behind after a crash (the save counter).
    """
    import tempfile

    path = pathlib.Path(path)
    target = write_target(path)
    if target == path:
        path.parent.mkdir(parents=True, exist_ok=True)
    keep_mode = None
    if target != path:
        try:
            info = os.lstat(target)
        except FileNotFoundError:
            pass
        else:
            if not stat.S_ISREG(info.st_mode) and not stat.S_ISLNK(info.st_mode):
                # never replace a device, a FIFO or a folder a link names (as root: /dev/null);
                # in the app's own folder os.replace only swaps the name, so that one may go
                raise FileProblem(path, "not_regular")
            keep_mode = stat.S_IMODE(info.st_mode)  # the linked file keeps its permissions
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=target.parent)
    try:
        if mode is not None or keep_mode is not None:
            os.chmod(tmp_name, mode if mode is not None else keep_mode)  # type: ignore[arg-type]  # one of them is set
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if fsync:
                os.fsync(handle.fileno())
        os.replace(tmp_name, target)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        raise
    # Make the rename itself durable where the platform allows it (POSIX).
    if not fsync:
        return
    try:
        dir_fd = os.open(target.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def write_target(path: pathlib.Path) -> pathlib.Path:
    """The file a write to ``path`` replaces: ``path``, or the final target of a symlink there.

    Links are written *through* (issue 20 §12): a dotfile manager's linked
    ``settings.json`` or a linked ``seal.key`` stays a link, and the file it names gets
    the new content atomically (temp file beside the target, ``os.replace`` onto it).
    """
    path = pathlib.Path(path)
    if os.path.islink(path):
        return pathlib.Path(os.path.realpath(path))
    return path


def clean_link_orphans(path: pathlib.Path) -> None:
    """Remove temp files an interrupted write through the link ``path`` left beside its target.

    Only this file's own temp names (``.<target name>.<random>.tmp``): the target's folder
    belongs to the user (a dotfile folder), not to the app.
    """
    target = write_target(path)
    if target == pathlib.Path(path):
        return
    prefix = f".{target.name}."
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return
    for entry in entries:
        if entry.name.startswith(prefix) and entry.name.endswith(TEMP_SUFFIX):
            try:
                if entry.is_file(follow_symlinks=False):
                    os.unlink(entry.path)
            except OSError:
                continue


def atomic_write_text(path: pathlib.Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically."""
    atomic_write_bytes(path, text.encode("utf-8"))


def clean_orphans(folder: pathlib.Path) -> list[pathlib.Path]:
    """Remove the temp files interrupted atomic writes left in ``folder``; return them.

    Only names :func:`atomic_write_bytes` makes (``.<name>.<random>.tmp``, regular files).
    """
    removed: list[pathlib.Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not (entry.name.startswith(".") and entry.name.endswith(TEMP_SUFFIX)):
            continue
        try:
            if entry.is_file(follow_symlinks=False):
                os.unlink(entry.path)
                removed.append(pathlib.Path(entry.path))
        except OSError:
            continue
    return removed


def move_aside(path: pathlib.Path) -> pathlib.Path | None:
    """Move an unreadable file to ``*.bad`` (timestamped if that exists); return the new path.

    ``None`` if there is nothing to move or moving failed (a read-only folder): the caller
    says the file could not be set aside; the app starts anyway.
    """
    path = pathlib.Path(path)
    if not os.path.lexists(path):
        return None
    target = path.with_name(path.name + ".bad")
    if os.path.lexists(target):
        import datetime as _dt

        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
        target = path.with_name(f"{path.name}.{stamp}.bad")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def remove(path: pathlib.Path) -> None:
    """Delete ``path`` if it exists (a folder that refuses is left; saving will say so)."""
    try:
        pathlib.Path(path).unlink()
    except FileNotFoundError:
        pass
    except OSError:
        pass


# -- messages -----------------------------------------------------------------------------
def problem_detail(exc: BaseException) -> str:
    """A short reason for ``exc`` (raised while reading a file), in the UI language."""
    from PySide6.QtCore import QCoreApplication

    from pydantic import ValidationError

    if isinstance(exc, FileProblem):
        return describe(exc)
    if isinstance(exc, RecursionError):
        return QCoreApplication.translate("Storage", "it is nested too deeply")
    if isinstance(exc, ValidationError):
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        if err["type"] in ("json_invalid", "json_type"):
            return QCoreApplication.translate("Storage", "it is not valid JSON")
        if err["type"] == "recursion_loop" or "recursion" in err["msg"].lower():
            return QCoreApplication.translate("Storage", "it is nested too deeply")
        if not where:
            return QCoreApplication.translate("Storage", "its content has the wrong form")
        return QCoreApplication.translate("Storage", "the entry “{entry}” has a value that is not allowed").format(
            entry=where[:60]
        )
    if isinstance(exc, UnicodeDecodeError):
        return QCoreApplication.translate("Storage", "it is not UTF-8 text")
    from gui.text import notice_text

    notice_text.log_detail("file not read", exc)  # the technical detail goes to the log only
    return notice_text.reason(exc)  # never the exception's own (English) text


def bad_file_message(what: str, moved_to: pathlib.Path | str | None, detail: str) -> str:
    """One sentence for the notice bar: which file, why, and where it went (translated).

    ``what`` is already translated ("settings file", "saved game"). ``moved_to`` None means
    moving it aside failed (a read-only folder): the file stays where it is and is ignored.
    """
    from PySide6.QtCore import QCoreApplication

    if moved_to:
        text = QCoreApplication.translate("Storage", "The {what} could not be read ({error}) and was set aside. You find it at {path}.")  # noqa: E501
        return text.format(what=what, error=detail, path=moved_to)
    text = QCoreApplication.translate("Storage", "The {what} could not be read ({error}). It could not be set aside either (is its folder read-only?), so it is ignored.")  # noqa: E501
    return text.format(what=what, error=detail)
