"""Trying a choice is one engine call (issue 21): ``Game.apply_all`` applies several actions
all or none, ``Game.replica`` is the copy to try them on. The Session's panels and the phones'
choice check use these, not a save file's replay of their own."""
from __future__ import annotations

import pytest

from engine import diamantenraub as dr
from engine import tempelgold as tg
from engine.errors import IllegalActionError
from engine.game import Game

NAMES = ["Anna", "Ben", "Carla", "Dan", "Eva", "Finn", "Gina"]


def _at_first_take() -> dr.DiamantenraubGame:
    game = dr.new_game(dr.Config(players=NAMES[:6]), seed=5)
    game.apply(0, game.legal_actions(0)[0])  # the Boss hides nothing
    assert game.pending_seats() == frozenset({1})
    return game


def test_a_refused_second_action_leaves_nothing_applied() -> None:
    game = _at_first_take()
    before = game.to_save()
    aside = next(a for a in game.legal_actions(1) if isinstance(a, dr.SetAside))
    with pytest.raises(IllegalActionError):
        game.apply_all(1, [aside, dr.TakeDiamonds(99)])
    assert game.to_save() == before and game.public_view() == game.replica().public_view()


def test_a_whole_choice_is_applied_in_order() -> None:
    game = _at_first_take()
    aside = next(a for a in game.legal_actions(1) if isinstance(a, dr.SetAside))
    game.apply_all(1, [aside, dr.TakeDiamonds(1)])
    assert [seat for seat, _ in game.history][-2:] == [1, 1] and 1 not in game.pending_seats()


@pytest.mark.parametrize("make", [
    lambda: _at_first_take(),
    lambda: tg.new_game(tg.Config(players=NAMES[:4]), seed=3),
])
def test_a_replica_is_the_same_game_and_shares_nothing(make) -> None:  # noqa: ANN001
    game: Game = make()
    copy = game.replica()
    assert copy is not game and copy.to_save() == game.to_save()
    seat = min(copy.pending_seats())
    copy.apply(seat, copy.legal_actions(seat)[-1])
    assert len(copy.history) == len(game.history) + 1  # the original did not move


def test_the_gui_tries_choices_through_the_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    """Both places that try a choice ask the engine: replacing its copy is seen by both."""
    from gui.games.panels import apply_all
    from gui.phones.choices import check_step_choice

    copies: list[Game] = []
    real = Game.replica

    def counted(self: Game) -> Game:
        copies.append(self)
        return real(self)

    monkeypatch.setattr(Game, "replica", counted)
    game = _at_first_take()
    aside = next(a for a in game.legal_actions(1) if isinstance(a, dr.SetAside))
    take = dr.TakeDiamonds(1)
    check_step_choice(game, 1, ["SetAside", "TakeDiamonds", "TakeRole", "TakeNothing"], [aside, take])
    assert copies == [game]
    assert apply_all(game, 1, [aside, dr.TakeDiamonds(99)]) is not None
    assert copies == [game, game] and len(game.history) == 1
