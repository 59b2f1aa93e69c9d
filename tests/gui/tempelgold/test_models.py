from __future__ import annotations

from PySide6.QtCore import Qt

from engine.tempelgold import ChamberKind
from gui.tempelgold.models import LogListModel, PileListModel, SeatListModel

from .conftest import make_game, play


def test_seat_model_mirrors_the_public_seats(qtbot):
    game = play(make_game(4), 2)
    view = game.public_view()
    model = SeatListModel()
    model.set_view(view)
    assert model.rowCount() == 4
    for seat in view.seats:
        index = model.index(seat.seat)
        assert model.data(index) == seat.name
        assert model.data(index, SeatListModel.FaceDownRole) == seat.face_down
        assert model.data(index, SeatListModel.HasKeyRole) == seat.has_key


def test_log_model_appends_and_switches_language(qtbot):
    game = make_game(4)
    model = LogListModel("de")
    model.set_view(game.public_view())
    before = model.rowCount()
    inserted = []
    model.rowsInserted.connect(lambda *args: inserted.append(args))
    play(game, 1)
    model.set_view(game.public_view())
    assert inserted, "a longer log must insert rows, not reset"
    assert model.rowCount() == len(game.public_view().log) > before
    last = game.public_view().log[-1]
    assert model.data(model.index(model.rowCount() - 1), Qt.ItemDataRole.DisplayRole) == last.text("de")
    model.set_language("en")
    assert model.data(model.index(model.rowCount() - 1)) == last.text("en")


def test_log_model_shows_only_the_public_log(qtbot):
    game = make_game(5)
    model = LogListModel("de")
    model.set_view(game.public_view())
    # the private "looks at their chambers" entries are not in the public view
    assert not any("schaut sich" in text for text in model.texts())


def test_pile_model_counts_opened_cards(qtbot):
    game = play(make_game(5), 4)
    view = game.public_view()
    model = PileListModel()
    model.set_view(view)
    counts = {model.data(model.index(r)): model.data(model.index(r), PileListModel.CountRole) for r in range(3)}
    assert counts == {ChamberKind.GOLD: view.gold_found, ChamberKind.EMPTY: view.empty_found,
                      ChamberKind.TRAP: view.traps_found}
    assert sum(counts.values()) == len(view.opened) == 4
