"""Small Qt list models fed from Tempelgold's public view: the one source of what the table shows.

They hold only what :class:`~engine.tempelgold.PublicView` gives: names, counts of
face-down chambers, who has the key, the opened cards and the public log. The table scene
(:mod:`gui.tempelgold.scene`) and the log list read them through the model API and listen
to their signals; nothing here can know which face-down card is which.

A new view changes only what differs: a seat whose count or key changed gets one
``dataChanged`` for its row, a pile that grew one for its row, a longer log
``rowsInserted``; a different table (another player count) resets the seat model.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from engine.cards import Card
from engine.log import LogEntry
from engine.tempelgold import ChamberKind, PublicView

Index = QModelIndex | QPersistentModelIndex

#: The order of the centre piles on the table, left to right.
PILE_ORDER: tuple[ChamberKind, ...] = (ChamberKind.GOLD, ChamberKind.EMPTY, ChamberKind.TRAP)


class _Seat(NamedTuple):
    seat: int
    name: str
    face_down: int
    has_key: bool   # shown only while the game runs: at the end nobody holds it any more
    slots: int      # the row is planned for this many cards, so it does not jump on an opening


class SeatListModel(QAbstractListModel):
    """One row per seat, clockwise from seat 0: name, face-down count, key, planned row length."""

    NameRole = Qt.ItemDataRole.UserRole + 1
    FaceDownRole = Qt.ItemDataRole.UserRole + 2
    HasKeyRole = Qt.ItemDataRole.UserRole + 3
    SeatRole = Qt.ItemDataRole.UserRole + 4
    SlotsRole = Qt.ItemDataRole.UserRole + 5

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._seats: tuple[_Seat, ...] = ()

    def set_view(self, view: PublicView) -> None:
        running = view.outcome is None
        seats = tuple(
            _Seat(s.seat, s.name, s.face_down, s.has_key and running, max(view.chambers_per_player, s.face_down))
            for s in view.seats
        )
        old = self._seats
        if len(seats) != len(old) or any(a.name != b.name for a, b in zip(seats, old)):
            self.beginResetModel()
            self._seats = seats
            self.endResetModel()
            return
        self._seats = seats
        for row, (a, b) in enumerate(zip(seats, old)):
            if a != b:
                self.dataChanged.emit(self.index(row), self.index(row))

    def key_holder(self) -> int | None:
        """The seat that holds the key while the game runs, else None."""
        return next((s.seat for s in self._seats if s.has_key), None)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt signature
        return 0 if parent.isValid() else len(self._seats)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._seats):
            return None
        seat = self._seats[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, self.NameRole):
            return seat.name
        if role == self.FaceDownRole:
            return seat.face_down
        if role == self.HasKeyRole:
            return seat.has_key
        if role == self.SeatRole:
            return seat.seat
        if role == self.SlotsRole:
            return seat.slots
        return None


class LogListModel(QAbstractListModel):
    """The public log, oldest first, each entry rendered in the current language.

    A new view whose log extends the old one only inserts the new rows (so a list view's
    scroll position and selection survive); anything else resets the model.
    """

    def __init__(self, lang: str = "de", parent: Any = None) -> None:
        super().__init__(parent)
        self._lang = lang
        self._entries: tuple[LogEntry, ...] = ()
        self._texts: list[str] = []

    def set_view(self, view: PublicView) -> None:
        entries = tuple(view.log)
        old = self._entries
        if len(entries) >= len(old) and entries[: len(old)] == old:
            if len(entries) > len(old):
                self.beginInsertRows(QModelIndex(), len(old), len(entries) - 1)
                self._entries = entries
                self._texts.extend(e.text(self._lang) for e in entries[len(old):])
                self.endInsertRows()
            return
        self.beginResetModel()
        self._entries = entries
        self._texts = [e.text(self._lang) for e in entries]
        self.endResetModel()

    def set_language(self, lang: str) -> None:
        self._lang = lang
        self._texts = [e.text(lang) for e in self._entries]
        if self._texts:
            self.dataChanged.emit(self.index(0), self.index(len(self._texts) - 1))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._texts)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._texts):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._texts[index.row()]
        return None

    def texts(self) -> list[str]:
        return list(self._texts)


class PileListModel(QAbstractListModel):
    """The three centre piles (gold, empty, traps): their cards in opening order and totals."""

    KindRole = Qt.ItemDataRole.UserRole + 1
    CardsRole = Qt.ItemDataRole.UserRole + 2
    CountRole = Qt.ItemDataRole.UserRole + 3
    TotalRole = Qt.ItemDataRole.UserRole + 4  # None for the empty chambers: their total is not shown

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._piles: dict[ChamberKind, tuple[Card, ...]] = {kind: () for kind in PILE_ORDER}
        self._totals: dict[ChamberKind, int | None] = {kind: None for kind in PILE_ORDER}

    def set_view(self, view: PublicView) -> None:
        piles = view.piles()
        totals = {ChamberKind.GOLD: view.gold_total, ChamberKind.EMPTY: None, ChamberKind.TRAP: view.traps_total}
        for row, kind in enumerate(PILE_ORDER):
            cards = piles.get(kind, ())
            if cards != self._piles[kind] or totals[kind] != self._totals[kind]:
                self._piles[kind], self._totals[kind] = cards, totals[kind]
                self.dataChanged.emit(self.index(row), self.index(row))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(PILE_ORDER)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(PILE_ORDER):
            return None
        kind = PILE_ORDER[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, self.KindRole):
            return kind
        if role == self.CardsRole:
            return self._piles[kind]
        if role == self.CountRole:
            return len(self._piles[kind])
        if role == self.TotalRole:
            return self._totals[kind]
        return None
