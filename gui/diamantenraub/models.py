"""Small Qt models fed from Diamantenraub's public view: the single source of the table.

:class:`SeatTableModel` has one row per seat (clockwise from the Boss); a new view emits
``dataChanged`` only for the rows that differ, so the scene updates only those seat items.
:class:`ExcuseModel` holds the excuses (red kings) still face up before the Boss and the
diamonds that came back to him; handing an excuse over removes a row, a recovered thief's
diamonds insert rows. Nothing here can know a secret: it is given ``PublicView`` only.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from engine.cards import Card
from engine.diamantenraub import PublicView, SeatSummary

Index = QModelIndex | QPersistentModelIndex


class SeatTableModel(QAbstractListModel):
    """One row per seat: its public summary plus what the table derives from the view."""

    SummaryRole = Qt.ItemDataRole.UserRole + 1
    """The :class:`~engine.diamantenraub.SeatSummary`."""
    AccusedRole = Qt.ItemDataRole.UserRole + 2
    AskableRole = Qt.ItemDataRole.UserRole + 3
    """Still to be asked: not the Boss, in the game, take not shown (whatever the phase)."""
    MayPengRole = Qt.ItemDataRole.UserRole + 4
    WinnerRole = Qt.ItemDataRole.UserRole + 5

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[SeatSummary, bool, bool, bool, bool]] = []

    def set_view(self, view: PublicView) -> None:
        rows = [self._row(view, s) for s in view.seats]
        if len(rows) != len(self._rows):
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()
            return
        for r, row in enumerate(rows):
            if row != self._rows[r]:
                self._rows[r] = row
                self.dataChanged.emit(self.index(r), self.index(r))

    @staticmethod
    def _row(view: PublicView, seat: SeatSummary) -> tuple[SeatSummary, bool, bool, bool, bool]:
        askable = seat.seat in view.open_seats  # who may be accused: the engine's rule
        winner = view.outcome is not None and seat.seat in view.outcome.winners
        return (seat, view.accused == seat.seat, askable, seat.seat in view.may_peng, winner)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt signature
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        summary, accused, askable, may_peng, winner = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return summary.name
        if role == self.SummaryRole:
            return summary
        if role == self.AccusedRole:
            return accused
        if role == self.AskableRole:
            return askable
        if role == self.MayPengRole:
            return may_peng
        if role == self.WinnerRole:
            return winner
        return None

    def summary(self, row: int) -> SeatSummary:
        return self._rows[row][0]

    def askable(self) -> list[int]:
        """The seats still to be asked (the Boss may accuse them during the interrogation)."""
        return [row[0].seat for row in self._rows if row[2]]


class CardListModel(QAbstractListModel):
    """A pile of face-up cards that only grows or shrinks at its end (rows inserted/removed).

    Used for the Boss's excuses (they leave one by one) and the diamonds back with him.
    """

    CardRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._cards: list[Card] = []

    def set_cards(self, cards: tuple[Card, ...] | list[Card]) -> None:
        """Rows that left are removed, new ones appended; the rest keep their place."""
        new = list(cards)
        wanted = set(new)
        for row in range(len(self._cards) - 1, -1, -1):
            if self._cards[row] not in wanted:
                self.beginRemoveRows(QModelIndex(), row, row)
                del self._cards[row]
                self.endRemoveRows()
        have = set(self._cards)
        added = [c for c in new if c not in have]
        if added:
            first = len(self._cards)
            self.beginInsertRows(QModelIndex(), first, first + len(added) - 1)
            self._cards.extend(added)
            self.endInsertRows()

    def cards(self) -> list[Card]:
        return list(self._cards)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._cards)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._cards):
            return None
        if role == self.CardRole:
            return self._cards[index.row()]
        return None


def recovered_cards(view: PublicView) -> list[Card]:
    """The diamonds back with the Boss: every shown thief who is out returned them."""
    return [c for seat in view.seats if seat.shown is not None and seat.shown.diamonds and seat.eliminated
            for c in seat.shown.cards]
