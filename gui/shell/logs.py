"""The app's log: a rotating file, for an app that may have no console at all.

A bundled windowed app (PyInstaller ``console=False`` on Windows, a macOS ``.app``, a
desktop launcher on Linux) has nobody reading stdout or stderr; on Windows and macOS
``sys.stdout`` and ``sys.stderr`` are even ``None``. So:

* :func:`ensure_std_streams` gives a ``None`` stream a sink (``os.devnull``), so that
  ``print``, ``argparse`` and ``faulthandler`` never fail on it;
* :func:`setup_logging` sends Python's ``logging`` to ``kartentisch.log`` in
  ``platformdirs.user_log_dir("kartentisch")`` (``~/.local/state/kartentisch/log`` on
  Linux), rotated at :data:`MAX_BYTES` with :data:`BACKUP_COUNT` old files kept; when the
  app runs unfrozen from a terminal, warnings also go to stderr as before. An uncaught
  exception is logged too (then handed to the hook that was installed before), since a
  windowed app's traceback would otherwise go nowhere. The file is opened like every file
  the app touches (:func:`gui.persistence.file_open.open_append`: a regular file only, never a blocking
  open, a symlink followed only inside the log folder); anything else at its name is set
  aside as ``kartentisch.log.bad`` and a fresh log begins (issue 20 §3).

Start-up time (decision): ``logging.handlers`` and ``platformdirs`` cost some 30 ms, so the
window shell is shown first and the file handler attached right after it, when the app
boots (:func:`gui.app.show_shell_then_boot`); a record from before that goes to stderr
only, through Python's last-resort handler.

**The log never names a secret.** It lives on disk next to the sealed autosave, where
anyone at the table could read it. Every handler installed here carries a
:class:`SecretFilter`, which rewrites each record before it is written: card names (KDE and
Aisleriot element ids, engine card codes, the German and English card names) and the
names of roles and chamber kinds become ``[…]``; an exception keeps its type and the
code locations of its traceback but loses its message (a message may quote an action or
a card). Code that logs should still not pass secrets; the filter is the backstop that a
test (``tests/packaging/test_logs.py``) holds to.
"""
from __future__ import annotations

import logging
import os
import pathlib
import re
import sys
from enum import Enum
from types import TracebackType
from typing import Any

from gui.shell.process_setup import ensure_std_streams, log_uncaught_exceptions  # noqa: F401 - also here, where a reader looks

__all__ = [
    "LOG_FILE_NAME",
    "MAX_BYTES",
    "BACKUP_COUNT",
    "REDACTED",
    "SecretFilter",
    "ensure_std_streams",
    "log_dir",
    "log_file",
    "redact",
    "safe_traceback",
    "setup_logging",
    "log_start",
    "log_uncaught_exceptions",
]

LOG_FILE_NAME = "kartentisch.log"
#: Rotate at this size: a log is for "what happened at start-up", not an archive.
MAX_BYTES = 256 * 1024
#: Old files kept (``kartentisch.log.1`` … ``.3``).
BACKUP_COUNT = 3
#: What a secret word becomes.
REDACTED = "[…]"

_MARK = "_kartentisch_handler"
_configured: list[pathlib.Path | None] = []  # the result of the first setup_logging()


def log_dir() -> pathlib.Path:
    """Where the log file lives (platformdirs' user log dir)."""
    import platformdirs

    return pathlib.Path(platformdirs.user_log_dir("kartentisch", appauthor=False))


def log_file() -> pathlib.Path:
    return log_dir() / LOG_FILE_NAME


def _umlaut_forms(word: str) -> set[str]:
    forms = {word}
    for plain, umlaut in (("ae", "ä"), ("oe", "ö"), ("ue", "ü"), ("ss", "ß")):
        forms |= {f.replace(plain, umlaut) for f in forms}
    return forms


#: Where the vocabulary of secrets comes from: the card pictures' names, and each game's own
#: (:attr:`engine.game_info.GameInfo.secret_enums`). A module that is not loaded yet cannot
#: have produced a secret (no game without the engine, no card picture without gui.cards), so
#: the filter asks only the loaded ones, and logging at start-up imports nothing heavy.
_CARD_MODULE = "gui.cards.elements"
#: Card names as people write them, in both languages (always redacted); each game adds its
#: own words (:attr:`engine.game_info.GameInfo.secret_words`).
_FIXED_WORDS = frozenset(
    {
        "joker", "ace", "king", "queen", "jack", "ass", "könig", "dame", "bube",
        "pik", "herz", "karo", "kreuz", "spades", "hearts", "diamonds", "clubs",
    }
)
_patterns: dict[tuple[str, ...], re.Pattern[str]] = {}


def _vocabulary() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(module, enum names) of every secret vocabulary: the card pictures', then each game's."""
    sources: list[tuple[str, tuple[str, ...]]] = [(_CARD_MODULE, ())]
    registry = sys.modules.get("engine.registry")
    if registry is not None:  # no game is described before the registry is loaded
        for info in registry.GAMES.values():
            sources += info.secret_enums
    return tuple(sources)


def _game_words() -> set[str]:
    registry = sys.modules.get("engine.registry")
    if registry is None:
        return set()
    return {word.lower() for info in registry.GAMES.values() for word in info.secret_words}


def _secret_words(loaded: tuple[str, ...]) -> set[str]:
    """Every word that may name a card, a role or a chamber kind, from the loaded modules.

    Taken from the card renderer's and the games' own vocabularies, so a new role or game
    is covered without a list kept here.
    """
    words: set[str] = set(_FIXED_WORDS) | _game_words()
    for module_name, enum_names in _vocabulary():
        if module_name not in loaded:
            continue
        module = sys.modules[module_name]
        if module_name == _CARD_MODULE:
            elements = (*module.FACES, *module.JOKERS)
            words |= set(elements) | {module.aisleriot_id(e) for e in elements}
        for enum_name in enum_names:
            enum = vars(module).get(enum_name)
            if isinstance(enum, type) and issubclass(enum, Enum):
                for member in enum:
                    for word in (member.name, str(member.value)):
                        words |= _umlaut_forms(word.lower())
    return {w for w in words if w}


def _secret_pattern() -> re.Pattern[str]:
    registry = sys.modules.get("engine.registry")
    games = tuple(registry.GAMES) if registry is not None else ()
    loaded = (*games, "|", *(name for name, _ in _vocabulary() if name in sys.modules))
    pattern = _patterns.get(loaded)
    if pattern is None:
        words = sorted(_secret_words(loaded), key=len, reverse=True)
        card_code = r"(?:10|[2-9AJQK])[SHDC]"
        pattern = re.compile(
            r"(?<![\w])(?:" + "|".join(re.escape(w) for w in words) + "|" + card_code + r")(?![\w])",
            re.IGNORECASE,
        )
        _patterns[loaded] = pattern
    return pattern


def redact(text: str) -> str:
    """``text`` with every word that may name a card, role or chamber kind replaced."""
    return _secret_pattern().sub(REDACTED, text)


def safe_traceback(
    exc_type: type[BaseException], exc: BaseException | None, tb: TracebackType | None
) -> str:
    """A traceback with the exception's type and code locations, without its message."""
    import traceback  # not at start-up: only an exception needs it

    lines = ["Traceback (most recent call last):"]
    for frame in traceback.extract_tb(tb):
        lines.append(f'  File "{frame.filename}", line {frame.lineno}, in {frame.name}')
    lines.append(f"{exc_type.__module__}.{exc_type.__qualname__} (message not logged)")
    return "\n".join(lines)


class SecretFilter(logging.Filter):
    """Rewrites a record so that it names no card, role or chamber kind (see the module doc)."""

    def filter(self, record: logging.LogRecord) -> bool:  # noqa: A003 - logging's API
        try:
            message = record.getMessage()
        except Exception:  # noqa: BLE001 - a bad format string must not kill logging
            message = str(record.msg)
        if record.exc_info and record.exc_info[0] is not None:
            exc_type, exc, tb = record.exc_info
            message = f"{message}\n{safe_traceback(exc_type, exc, tb)}"
            record.exc_info = None
        record.exc_text = None
        record.stack_info = None
        record.msg = redact(message)
        record.args = None
        return True


def setup_logging(level: int = logging.INFO) -> pathlib.Path | None:
    """Log to the rotating file (and, unfrozen with a console, warnings to stderr).

    Returns the log file, or ``None`` if it cannot be written (a read-only home): the app
    starts anyway. Calling it twice changes nothing.
    """
    ensure_std_streams()
    root = logging.getLogger()
    if _configured and any(getattr(h, _MARK, False) for h in root.handlers):
        return _configured[0]
    formatter = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    target = log_file()
    path: pathlib.Path | None = target
    handler: Any = None  # the class is built on first use (_safe_handler_class)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        handler = _safe_handler_class()(
            target, maxBytes=MAX_BYTES, backupCount=BACKUP_COUNT, encoding="utf-8", delay=True
        )
        handler.stream = handler.open_checked()  # now: a bad file is set aside before any record
    except OSError:
        if handler is not None:
            handler.close()
        handler, path = None, None
    else:
        handler.setFormatter(formatter)
        handler.addFilter(SecretFilter())
        setattr(handler, _MARK, True)
        root.addHandler(handler)
    if not getattr(sys, "frozen", False) and sys.stderr is not None and getattr(sys.stderr, "isatty", lambda: False)():
        console = logging.StreamHandler(sys.stderr)
        console.setLevel(logging.WARNING)
        console.setFormatter(formatter)
        console.addFilter(SecretFilter())
        setattr(console, _MARK, True)
        root.addHandler(console)
    if root.level == logging.NOTSET or root.level > level:
        root.setLevel(level)
    logging.captureWarnings(True)
    log_uncaught_exceptions()
    _configured[:] = [path]
    if handler is not None and handler.set_aside is not None:
        logging.getLogger("kartentisch").warning(
            "the log file was not a regular file in the log folder; set aside as %s", handler.set_aside.name
        )
    return path


_handler_classes: list[type] = []


def _safe_handler_class() -> type:
    """:class:`logging.handlers.RotatingFileHandler` opening its file like every file.

    Issue 20 §3: the handler's own ``open()`` waited forever on a FIFO put in place of
    ``kartentisch.log`` (every start hung, ``--smoke`` too) and appended through a symlink
    to whatever file it named. Here the file is opened by :func:`gui.persistence.file_open.open_append`:
    a regular file only, non-blocking, a link followed only to a target inside the log
    folder. Anything else at that name is moved aside (``kartentisch.log.bad``, like every
    bad file) and a fresh log begins; if even that fails, the records of this run are
    dropped (``os.devnull``) — a bad log file never stops the start. Built on first use:
    ``logging.handlers`` is not loaded before the first frame (see the module doc).
    """
    if _handler_classes:
        return _handler_classes[0]
    from logging.handlers import RotatingFileHandler

    from gui.persistence import file_open, storage

    class SafeRotatingFileHandler(RotatingFileHandler):
        set_aside: pathlib.Path | None = None

        def open_checked(self) -> Any:
            """The stream to the log file; raises ``OSError`` if no log can be written."""
            path = pathlib.Path(self.baseFilename)
            try:
                fd = file_open.open_append(path, within=path.parent)
            except storage.FileProblem:
                moved = storage.move_aside(path)
                if moved is None:
                    raise
                self.set_aside = moved
                fd = file_open.open_append(path, within=path.parent)
            return os.fdopen(fd, "a", encoding=self.encoding, errors=self.errors)

        def _open(self) -> Any:  # a reopen after a rotation
            try:
                return self.open_checked()
            except OSError:
                return open(os.devnull, "a", encoding=self.encoding)  # noqa: SIM115 - the handler closes it

        def doRollover(self) -> None:  # noqa: N802 - logging's API
            try:
                super().doRollover()
            except OSError:  # a rotated name that cannot be replaced (a folder there)
                if self.stream is not None:
                    self.stream.close()
                self.stream = open(os.devnull, "a", encoding=self.encoding)  # noqa: SIM115

    _handler_classes.append(SafeRotatingFileHandler)
    return SafeRotatingFileHandler


def log_start() -> None:
    """One line about what runs (no user data): frozen or not, Python, platform."""
    import platform

    from engine.registry import PROBLEMS

    kind = "bundle" if getattr(sys, "frozen", False) else "python"
    log = logging.getLogger("kartentisch")
    log.info("start (%s, Python %s, %s)", kind, platform.python_version(), platform.platform(terse=True))
    for problem in PROBLEMS:  # a game's plug-in that could not be listed: the app plays the others
        log.warning("%s", problem)
