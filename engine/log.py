"""The game log: every event, with who may read it.

An entry is structured (a message key and its arguments) so that the GUI can show it in
German or English, and so that tests can check it without parsing prose. Entries name
players, never "you": the same entry is read by everybody it is visible to.

Templates are ``str.format`` strings with two additions in the format spec, so that the
words follow the numbers and the cards read as a person reads them, in each language:

- ``{count:one|other}`` or ``{count:zero|one|other}``: the form for the count (German
  and English both use the singular for exactly 1); ``#`` in a form stands for the
  number. ``{missing:es fehlt kein Diamant|es fehlt ein Diamant|es fehlen # Diamanten}``.
  A form may hold another field (``{best:…}``), filled in before the form is chosen.
- ``{card:card}``: the argument is a card code (``"JD"``), shown with the deck's index
  letters and a suit symbol (``B♦`` in German, ``J♦`` in English; see
  :meth:`engine.cards.Card.label`).

A game may register further named formats (:func:`register_format`) for its own values.
The arguments stay plain strings and ints (codes, not prose), so an entry reads the same
in every language and compares equal across saves.
"""
from __future__ import annotations

import functools
import string
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.cards import Card

# key -> {"de": template, "en": template}; templates use the formatter below with the entry's args.
_MESSAGES: dict[str, Mapping[str, str]] = {}
_FORMATS: dict[str, Callable[[Any, str], str]] = {"card": lambda code, lang: Card.parse(code).label(lang)}
LANGUAGES = ("de", "en")


def register_messages(messages: Mapping[str, Mapping[str, str]]) -> None:
    """Make a game's message templates known (called once at import of the game's messages)."""
    for key, templates in messages.items():
        if not set(LANGUAGES) <= set(templates):
            raise ValueError(f"message {key!r} needs a German and an English template")
        for lang in LANGUAGES:
            _check_template(key, templates[lang])
        _MESSAGES[key] = templates


def register_format(name: str, render: Callable[[Any, str], str]) -> None:
    """Make ``{arg:name}`` render ``arg`` as ``render(arg, lang)`` (e.g. a role with its card)."""
    if "|" in name or name in _FORMATS:
        raise ValueError(f"the log format {name!r} is taken or malformed")
    _FORMATS[name] = render


def message_templates() -> Mapping[str, Mapping[str, str]]:
    """Every registered template by key, for tests and translators."""
    return dict(_MESSAGES)


def plural(count: int, forms: str) -> str:
    """The form of ``forms`` (``one|other`` or ``zero|one|other``) for ``count``, ``#`` = the number."""
    choices = forms.split("|")
    if len(choices) == 2:
        form = choices[0] if count == 1 else choices[1]
    elif len(choices) == 3:
        form = choices[0] if count == 0 else choices[1] if count == 1 else choices[2]
    else:
        raise ValueError(f"a plural needs two or three forms, not {forms!r}")
    return form.replace("#", str(count))


class _Formatter(string.Formatter):
    """``str.format`` with the plural forms and the named formats of this module."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" in format_spec:
            if type(value) is not int:
                raise TypeError(f"a plural needs a whole number, not {value!r}")
            return plural(value, format_spec)
        render = _FORMATS.get(format_spec)
        if render is not None:
            return render(value, self.lang)
        return format(value, format_spec)


_FORMATTERS = {lang: _Formatter(lang) for lang in LANGUAGES}


def _check_template(key: str, template: str) -> None:
    """Fail at import on a template whose plural has the wrong number of forms."""
    for _, _, spec, _ in string.Formatter().parse(template):
        if spec and "|" in spec and "{" not in spec and len(spec.split("|")) not in (2, 3):
            raise ValueError(f"message {key!r}: a plural needs two or three forms, not {spec!r}")


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One event. ``visible_to`` is ``None`` for the whole table, else the seats that may read it."""

    key: str
    args: tuple[tuple[str, str | int], ...]
    visible_to: frozenset[int] | None = None

    def text(self, lang: str = "de") -> str:
        """The entry as a sentence in ``lang`` ("de" or "en"; anything else falls back to German)."""
        return _sentence(self.key, self.args, lang if lang in _FORMATTERS else "de")


@functools.lru_cache(maxsize=8192)
def _sentence(key: str, args: tuple[tuple[str, str | int], ...], lang: str) -> str:
    """An entry's sentence, formatted once: a view carries the whole log, and the GUI, the
    phones' messages and the privacy checks read every entry again after every action (the
    formatting was a tenth of the test suite's CPU, issue 18). An entry is immutable and its
    templates and formats are registered at import, so the sentence never changes."""
    return _FORMATTERS[lang].format(_MESSAGES[key][lang], **dict(args))


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
