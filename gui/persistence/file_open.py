"""How the app opens a file it keeps: a regular file only, never waited on, never read past a cap.

Reading (:func:`read_bounded`, used for *every* file the app reads: settings, autosave,
the seal key, decks and their ``index.desktop``): only a regular file is read — whatever
the path points at (a FIFO, ``/dev/zero`` through a symlink, a folder) is refused before
anything is read, so a start can neither hang nor read until memory runs out. The file
is opened non-blocking, checked again with ``fstat`` on the open descriptor (no race with
a swap between the check and the open), its size is compared with a cap *before* reading,
and at most cap + 1 bytes are read (a file growing meanwhile is refused too). Symlinks are
followed (:mod:`gui.persistence.storage` says why); ``nofollow=True`` refuses them instead,
for a caller that must (none of the app's files today).

Text: UTF-8, a byte order mark is accepted (:func:`decode_text`).

Appending (:func:`open_append`): the log, the one file appended to, is opened by the same
rules, and follows a link only inside its own folder.

Its own module because opening a file the user (or anyone with the account) may have
swapped for something else is one concern, the same for every file the app reads;
:mod:`gui.persistence.storage` keeps where the files are and how they are written.
"""
from __future__ import annotations

import errno
import os
import pathlib
import stat

from gui.persistence.file_problem import FileProblem

_BOM = b"\xef\xbb\xbf"


# -- reading ------------------------------------------------------------------------------
def read_bounded(path: pathlib.Path, limit: int, *, nofollow: bool = False) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes.

    Raises ``FileNotFoundError`` if nothing is there and :class:`FileProblem` otherwise.
    """
    path = pathlib.Path(path)
    try:
        info = os.lstat(path) if nofollow else os.stat(path)
    except FileNotFoundError:
        raise
    except OSError as exc:  # a loop of symlinks, a folder we may not enter, ...
        raise FileProblem(path, "unreadable", exc.strerror or type(exc).__name__) from None
    if not stat.S_ISREG(info.st_mode):
        # refused without opening: opening a device can have effects of its own
        raise FileProblem(path, "not_regular")
    if info.st_size > limit:
        raise FileProblem(path, "too_large", f"{info.st_size} > {limit} bytes")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    if nofollow:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise FileProblem(path, "unreadable", exc.strerror or type(exc).__name__) from None
    try:
        opened = os.fstat(fd)
        if not stat.S_ISREG(opened.st_mode):  # swapped between the check and the open
            raise FileProblem(path, "not_regular")
        if opened.st_size > limit:
            raise FileProblem(path, "too_large", f"{opened.st_size} > {limit} bytes")
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        if isinstance(exc, FileProblem):
            raise
        raise FileProblem(path, "unreadable", exc.strerror or type(exc).__name__) from None
    finally:
        os.close(fd)
    if total > limit:
        raise FileProblem(path, "too_large", f"more than {limit} bytes")
    return b"".join(chunks)


def decode_text(data: bytes, path: pathlib.Path) -> str:
    """UTF-8 text (a leading byte order mark is dropped); :class:`FileProblem` if it is not."""
    if data.startswith(_BOM):
        data = data[len(_BOM):]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileProblem(path, "not_text", f"byte {exc.start}") from None


def read_text(path: pathlib.Path, limit: int, *, nofollow: bool = False) -> str:
    """:func:`read_bounded` + :func:`decode_text`."""
    return decode_text(read_bounded(path, limit, nofollow=nofollow), pathlib.Path(path))


# -- appending (the log) -----------------------------------------------------------------
def _inside(path: pathlib.Path, folder: pathlib.Path) -> bool:
    """``path`` is ``folder`` or lies below it (both already resolved)."""
    return path == folder or folder in path.parents


def open_append(path: pathlib.Path, *, within: pathlib.Path) -> int:
    """A descriptor to append to ``path`` (created 0600 if missing), opened like every file.

    For the one file the app appends to instead of replacing: the log (issue 20 §3; a FIFO
    there hung every start in ``open()``). Only a **regular file** is opened: ``stat``
    first (a FIFO, a device, a folder is refused without being opened), then
    ``os.open(O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_NOFOLLOW)`` — a FIFO put there
    meanwhile fails at once (``ENXIO``) or is caught by ``fstat`` on the descriptor, never
    waited on. A symlink is followed only to a target inside ``within`` (the log's own
    folder): appending through a link would write the app's lines into whatever file it
    names. Raises :class:`FileProblem` for what it refuses, ``OSError`` if the folder
    cannot be written.
    """
    path = pathlib.Path(path)
    target = path
    if os.path.islink(path):
        target = pathlib.Path(os.path.realpath(path))
        if not _inside(target, pathlib.Path(os.path.realpath(within))):
            raise FileProblem(path, "link_outside")
    try:
        info = os.lstat(target)
    except FileNotFoundError:
        info = None
    except OSError as exc:
        raise FileProblem(path, "unreadable", exc.strerror or type(exc).__name__) from None
    if info is not None and not stat.S_ISREG(info.st_mode):
        raise FileProblem(path, "not_regular")  # refused without opening
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0)
    flags |= getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(target, flags, 0o600)
    except OSError as exc:
        if exc.errno in (errno.ENXIO, errno.ELOOP):  # a FIFO without reader; a link swapped in
            raise FileProblem(path, "not_regular") from None
        raise
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped between the check and the open
            raise FileProblem(path, "not_regular")
        _blocking(fd)
    except BaseException:
        os.close(fd)
        raise
    return fd


def _blocking(fd: int) -> None:
    """Clear ``O_NONBLOCK`` again (it only guarded the open; POSIX only)."""
    try:
        import fcntl
    except ImportError:  # Windows: there was no O_NONBLOCK either
        return
    fcntl.fcntl(fd, fcntl.F_SETFL, fcntl.fcntl(fd, fcntl.F_GETFL) & ~os.O_NONBLOCK)
