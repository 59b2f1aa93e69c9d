"""The one public log both tables show: the engine's public lines and the app's own lines.

Why one model: the engine logs what happens in the game; the app logs what happens at the
table that the engine cannot know (a player looked at their cards again). Everybody must
read both in one order, so nobody can peek unseen.

How they merge: an app line is *anchored* after the engine's public entries that existed
when it happened (``AppLogEntry.after``). Engine entries only ever grow at the end and an
app line is always anchored at the current end, so the merged list only ever grows at the
end too: the model appends rows (``rowsInserted``), never resets, while a game runs. A
language switch re-renders every row (``dataChanged``). The app lines are saved in the
autosave (they are public facts: a name and what they did), so they survive a resume.

App line texts are ``tr()`` strings (context ``LogModel``) with the player's name as an
argument; names are plain text, never markup. A claim's line (``key="claim"``) carries the
claim itself (:class:`gui.games.claims.TableClaim`): the claims board is read from these
lines, so board and log are one record, saved and resumed together; its words are the
game's (:meth:`LogModel.set_claim_words`).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Literal

from PySide6.QtCore import QAbstractListModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from pydantic import BaseModel, ConfigDict, Field, SerializerFunctionWrapHandler, model_serializer

from engine.log import LogEntry
from engine.validation import MAX_NAME_LENGTH
from gui.games.claims import TableClaim

Index = QModelIndex | QPersistentModelIndex
AppKey = Literal["peek", "evening", "computers", "take_back", "claim"]
EVENING_LINE_MAX = 12 * (MAX_NAME_LENGTH + 8)
"""The longest app line's ``name``: the evening's standings of a full table (names, wins, separators)."""
MAX_APP_ENTRIES = 10_000
"""The most app lines one game keeps (and the autosave's bound, :class:`gui.persistence.autosave.Autosave`).

Bounded by design, not by a validator that throws (issue 20 §4): :meth:`LogModel.add_app_entry`
adds nothing beyond it, so the app's own log can never make the autosave invalid. A real table
never comes near it: a curtain peek takes a hold (and a PIN), and a phone's peek adds a line
only once per seat between two engine lines (``coalesce``), so a phone game has at most
players × (engine lines + 1) app lines."""


class AppLogEntry(BaseModel):
    """One line the app writes: ``key`` (what happened), ``name`` (who; for ``"evening"`` the
    evening's standings, names and numbers, the same in every language; for ``"computers"``
    the names of the seats the computer plays; for ``"claim"`` the speaker), ``after``
    (anchor); ``claim``: what was claimed (only on a ``"claim"`` line)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    key: AppKey
    name: str = Field(max_length=EVENING_LINE_MAX)
    after: int = Field(ge=0)
    claim: TableClaim | None = None

    @model_serializer(mode="wrap")
    def _without_empty_claim(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """Only a claim's line carries ``claim``: the other lines are saved as before."""
        data: dict[str, Any] = handler(self)
        if data.get("claim") is None:
            data.pop("claim", None)
        return data


def app_text(entry: AppLogEntry) -> str:
    """An app line in the current UI language."""
    if entry.key == "peek":
        return QCoreApplication.translate("LogModel", "{name} looked at their own cards again.").format(name=entry.name)
    if entry.key == "evening":
        return QCoreApplication.translate("LogModel", "Wins this evening so far: {standings}.").format(standings=entry.name)
    if entry.key == "computers":
        return QCoreApplication.translate("LogModel", "The computer plays for: {names}.").format(names=entry.name)
    if entry.key == "take_back":
        return QCoreApplication.translate("LogModel", "{name}'s click was taken back: it was a mistake.").format(name=entry.name)
    if entry.key == "claim":
        words = ", ".join(f"{k} {v}" for k, v in entry.claim.values.items()) if entry.claim else ""
        return claim_text(entry.name, words)
    raise ValueError(f"unknown app log key {entry.key!r}")  # pragma: no cover - Literal


def claim_text(name: str, words: str, said: bool = True) -> str:
    """A claim's log line ("Ben sagt: 2 Gold, 1 Falle."; a question keeps its own mark);
    ``said=False``: an entry without words, whose words say what the seat did ("Anna hat
    nichts gesagt.", "Ben hat laut geantwortet."), not what it said."""
    if not said:
        return QCoreApplication.translate("LogModel", "{name} {did}.").format(name=name, did=words)
    text = QCoreApplication.translate("LogModel", "{name} says: {claim}.").format(name=name, claim=words)
    return text[:-1] if words.endswith(("?", "!", ".")) and text.endswith(words + ".") else text


class LogModel(QAbstractListModel):
    """Rows: the merged log, oldest first. ``KindRole`` says ``"engine"`` or ``"app"``."""

    KindRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, lang: str = "de", parent: Any = None) -> None:
        super().__init__(parent)
        self._lang = lang
        self._engine: tuple[LogEntry, ...] = ()
        self._app: list[AppLogEntry] = []
        self._rows: list[tuple[str, LogEntry | AppLogEntry]] = []  # (kind, entry)
        self._texts: list[str] = []
        self._claim_words: Callable[[TableClaim, str], str] | None = None

    def set_claim_words(self, words: Callable[[TableClaim, str], str] | None) -> None:
        """The running game's words for a claim in a language (its ``ClaimsAbility.words``); ``None``: no
        board. Every row is rendered again (claim lines restored before it was set)."""
        self._claim_words = words
        self.set_language(self._lang)

    # -- feeding (the Session only) --------------------------------------------------------
    def set_engine_log(self, entries: Sequence[LogEntry]) -> None:
        """The engine's public log as it is now. New entries at the end are appended; a log
        that does not extend the old one (a new game) resets the model."""
        entries = tuple(entries)
        old = self._engine
        if len(entries) >= len(old) and entries[: len(old)] == old:
            if len(entries) > len(old):
                self._append([("engine", e) for e in entries[len(old):]])
                self._engine = entries
            return
        self.restore(entries, [a for a in self._app if a.after <= len(entries)])

    def add_app_entry(self, key: AppKey, name: str, *, coalesce: bool = False,
                      claim: TableClaim | None = None) -> AppLogEntry | None:
        """Append an app line anchored at the current end of the engine log.

        ``coalesce``: if the same line (key and name) is already anchored there, add nothing
        (the table has been told since the last engine line). ``None`` when nothing was added:
        a coalesced line, or the log is at :data:`MAX_APP_ENTRIES`.
        """
        after = len(self._engine)
        if coalesce and self._anchored_at(after, key, name):
            return None
        if len(self._app) >= MAX_APP_ENTRIES:
            return None
        entry = AppLogEntry(key=key, name=name, after=after, claim=claim)
        self._app.append(entry)
        self._append([("app", entry)])
        return entry

    def _anchored_at(self, after: int, key: AppKey, name: str) -> bool:
        """The line is already anchored at ``after`` (app lines are in anchor order: only the
        tail is looked at)."""
        for entry in reversed(self._app):
            if entry.after != after:
                return False
            if entry.key == key and entry.name == name:
                return True
        return False

    def restore(self, engine_entries: Sequence[LogEntry], app_entries: Sequence[AppLogEntry]) -> None:
        """Rebuild from scratch (a new game, a resumed game): one reset."""
        self.beginResetModel()
        self._engine = tuple(engine_entries)
        self._app = sorted(app_entries, key=lambda a: a.after)
        rows: list[tuple[str, LogEntry | AppLogEntry]] = []
        pending = list(self._app)
        for position, entry in enumerate(self._engine):
            while pending and pending[0].after <= position:
                rows.append(("app", pending.pop(0)))
            rows.append(("engine", entry))
        rows.extend(("app", a) for a in pending)
        self._rows = rows
        self._texts = [self._render(kind, e) for kind, e in rows]
        self.endResetModel()

    def clear(self) -> None:
        self.restore((), ())

    def set_language(self, lang: str) -> None:
        """Re-render every row (call after the translator switched)."""
        self._lang = lang
        self._texts = [self._render(kind, e) for kind, e in self._rows]
        if self._texts:
            self.dataChanged.emit(self.index(0), self.index(len(self._texts) - 1))

    # -- reading -----------------------------------------------------------------------------
    def app_entries(self) -> list[AppLogEntry]:
        """The app's lines (what the autosave stores)."""
        return list(self._app)

    def claims(self) -> list[TableClaim]:
        """The claims board: every claim line's claim, in the order said."""
        return [a.claim for a in self._app if a.claim is not None]

    def texts(self) -> list[str]:
        return list(self._texts)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt API
        return 0 if parent.isValid() else len(self._texts)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._texts):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._texts[index.row()]
        if role == self.KindRole:
            return self._rows[index.row()][0]
        return None

    # -- internals ---------------------------------------------------------------------------
    def _append(self, rows: list[tuple[str, LogEntry | AppLogEntry]]) -> None:
        if not rows:
            return
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(rows) - 1)
        self._rows.extend(rows)
        self._texts.extend(self._render(kind, e) for kind, e in rows)
        self.endInsertRows()

    def _render(self, kind: str, entry: LogEntry | AppLogEntry) -> str:
        if isinstance(entry, AppLogEntry):
            if entry.claim is not None and self._claim_words is not None:
                return claim_text(entry.name, self._claim_words(entry.claim, self._lang), said=bool(entry.claim.values))
            return app_text(entry)
        return entry.text(self._lang)
