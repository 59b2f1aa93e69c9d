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
  windowed app's traceback would otherwise go nowhere.

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

from gui.process_setup import ensure_std_streams, log_uncaught_exceptions  # noqa: F401 - also here, where a reader looks

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


#: Where the vocabulary of secrets comes from. A module that is not loaded yet cannot have
#: produced a secret (no game without the engine, no card picture without gui.cards), so
#: the filter asks only the loaded ones, and logging at start-up imports nothing heavy.
_VOCABULARY_MODULES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("gui.cards.elements", ()),
    ("engine.tempelgold.model", ("Role", "ChamberKind")),
    ("engine.diamantenraub.model", ("Role",)),
)
#: Card and role names as people write them, in both languages (always redacted).
_FIXED_WORDS = frozenset(
    {
        "joker", "ace", "king", "queen", "jack", "ass", "könig", "dame", "bube",
        "pik", "herz", "karo", "kreuz", "spades", "hearts", "diamonds", "clubs",
        "feuerfalle", "falle", "fire trap", "adventurer", "guardian", "wächter", "abenteurer",
    }
)
_patterns: dict[tuple[str, ...], re.Pattern[str]] = {}


def _secret_words(loaded: tuple[str, ...]) -> set[str]:
    """Every word that may name a card, a role or a chamber kind, from the loaded modules.

    Taken from the card renderer's and the engine's own vocabularies, so a new role or game
    is covered without a list kept here.
    """
    words: set[str] = set(_FIXED_WORDS)
    for module_name, enum_names in _VOCABULARY_MODULES:
        if module_name not in loaded:
            continue
        module = sys.modules[module_name]
        if module_name == "gui.cards.elements":
            elements = (*module.FACES, *module.JOKERS)
            words |= set(elements) | {module.aisleriot_id(e) for e in elements}
        for enum_name in enum_names:
            enum = getattr(module, enum_name, None)
            if isinstance(enum, type) and issubclass(enum, Enum):
                for member in enum:
                    for word in (member.name, str(member.value)):
                        words |= _umlaut_forms(word.lower())
    return {w for w in words if w}


def _secret_pattern() -> re.Pattern[str]:
    loaded = tuple(name for name, _ in _VOCABULARY_MODULES if name in sys.modules)
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
    from logging.handlers import RotatingFileHandler

    ensure_std_streams()
    root = logging.getLogger()
    if _configured and any(getattr(h, _MARK, False) for h in root.handlers):
        return _configured[0]
    formatter = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    target = log_file()
    path: pathlib.Path | None = target
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = RotatingFileHandler(
            target, maxBytes=MAX_BYTES, backupCount=BACKUP_COUNT, encoding="utf-8", delay=True
        )
    except OSError:
        path = None
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
    return path


def log_start() -> None:
    """One line about what runs (no user data): frozen or not, Python, platform."""
    import platform

    kind = "bundle" if getattr(sys, "frozen", False) else "python"
    logging.getLogger("kartentisch").info(
        "start (%s, Python %s, %s)", kind, platform.python_version(), platform.platform(terse=True)
    )
