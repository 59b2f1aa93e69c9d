"""Small Qt list models fed from Tempelgold's public view.

They hold only what :class:`~engine.tempelgold.PublicView` gives: names, counts of
face-down chambers, who has the key, the opened cards and the public log. The table scene
and the log list read them; nothing here can know which face-down card is which.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from engine.tempelgold import ChamberKind, PublicView

Index = QModelIndex | QPersistentModelIndex

#: The order of the centre piles on the table, left to right.
PILE_ORDER: tuple[ChamberKind, ...] = (ChamberKind.GOLD, ChamberKind.EMPTY, ChamberKind.TRAP)


class SeatListModel(QAbstractListModel):
    """One row per seat, clockwise from seat 0: name, face-down count, key."""

    NameRole = Qt.ItemDataRole.UserRole + 1
    FaceDownRole = Qt.ItemDataRole.UserRole + 2
    HasKeyRole = Qt.ItemDataRole.UserRole + 3
    SeatRole = Qt.ItemDataRole.UserRole + 4

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._seats: tuple = ()

    def set_view(self, view: PublicView) -> None:
        seats = tuple(view.seats)
        if len(seats) != len(self._seats):
            self.beginResetModel()
            self._seats = seats
            self.endResetModel()
        else:
            self._seats = seats
            if seats:
                self.dataChanged.emit(self.index(0), self.index(len(seats) - 1))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
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
        return None

    def roleNames(self) -> dict[int, bytes]:
        return {self.NameRole: b"name", self.FaceDownRole: b"faceDown", self.HasKeyRole: b"hasKey",
                self.SeatRole: b"seat"}


class LogListModel(QAbstractListModel):
    """The public log, oldest first, each entry rendered in the current language.

    A new view whose log extends the old one only inserts the new rows (so a list view's
    scroll position and selection survive); anything else resets the model.
    """

    def __init__(self, lang: str = "de", parent: Any = None) -> None:
        super().__init__(parent)
        self._lang = lang
        self._entries: tuple = ()
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

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
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
        self._piles: dict[ChamberKind, tuple] = {kind: () for kind in PILE_ORDER}
        self._totals: dict[ChamberKind, int | None] = {kind: None for kind in PILE_ORDER}

    def set_view(self, view: PublicView) -> None:
        self._piles = dict(view.piles())
        self._totals = {ChamberKind.GOLD: view.gold_total, ChamberKind.EMPTY: None,
                        ChamberKind.TRAP: view.traps_total}
        self.dataChanged.emit(self.index(0), self.index(len(PILE_ORDER) - 1))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(PILE_ORDER)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(PILE_ORDER):
            return None
        kind = PILE_ORDER[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, self.KindRole):
            return kind
        if role == self.CardsRole:
            return self._piles.get(kind, ())
        if role == self.CountRole:
            return len(self._piles.get(kind, ()))
        if role == self.TotalRole:
            return self._totals.get(kind)
        return None

    def cards(self, kind: ChamberKind) -> tuple:
        return self._piles.get(kind, ())
