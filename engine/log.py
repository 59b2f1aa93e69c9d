"""The game log: every event, with who may read it.

An entry is structured (a message key and its arguments) so that the GUI can show it in
German or English, and so that tests can check it without parsing prose. Entries name
players, never "you": the same entry is read by everybody it is visible to.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

# key -> {"de": template, "en": template}; templates use str.format with the entry's args.
_MESSAGES: dict[str, Mapping[str, str]] = {}


def register_messages(messages: Mapping[str, Mapping[str, str]]) -> None:
    """Make a game's message templates known (called once at import of the game module)."""
    for key, templates in messages.items():
        if not {"de", "en"} <= set(templates):
            raise ValueError(f"message {key!r} needs a German and an English template")
        _MESSAGES[key] = templates


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One event. ``visible_to`` is ``None`` for the whole table, else the seats that may read it."""

    key: str
    args: tuple[tuple[str, str | int], ...]
    visible_to: frozenset[int] | None = None

    def text(self, lang: str = "de") -> str:
        """The entry as a sentence in ``lang`` ("de" or "en"; anything else falls back to German)."""
        templates = _MESSAGES[self.key]
        return templates.get(lang, templates["de"]).format(**dict(self.args))


def make_entry(key: str, visible_to: Iterable[int] | None = None, **args: str | int) -> LogEntry:
    """Build an entry; unknown keys are a programming error and fail loudly."""
    if key not in _MESSAGES:
        raise KeyError(f"no message template for log key {key!r}")
    return LogEntry(key, tuple(sorted(args.items())), None if visible_to is None else frozenset(visible_to))


def visible_log(entries: Iterable[LogEntry], seat: int | None) -> tuple[LogEntry, ...]:
    """The entries a seat may read (``seat=None``: only the public ones)."""
    if seat is None:
        return tuple(e for e in entries if e.visible_to is None)
    return tuple(e for e in entries if e.visible_to is None or seat in e.visible_to)
