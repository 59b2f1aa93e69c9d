"""At the end everybody turns their cards over; while the game runs nothing more is shown.

Tempelgold: a finished game's public view holds every seat's unopened chambers (where the
gold and traps nobody found were); a running game's views hold none of another seat's.
Diamantenraub: a finished game's public view also holds the Boss's hidden diamonds and
the treasure as it came back. Role cards (Tempelgold) are number cards 2–10, and the seeds
still deal the games they dealt before that change (an old save replays to the same game).
"""
from __future__ import annotations

import random

import pytest

from engine import diamantenraub as dr
from engine import tempelgold as tg
from engine.cards import Card
from engine.saves import SaveFile, load_game
from engine.serialize import serialize_view

from .conftest import cards_in
from .playing import play_to_end

NAMES = ["Anna", "Ben", "Carla", "Dan", "Elif", "Friedrich", "Greta", "Hannes", "Ines", "Jonas", "Kai", "Lena"]


def _tg_counts() -> list[tuple[int, bool]]:
    return [(n, one) for n in range(3, 11) for one in ((False, True) if n <= 8 else (False,))]


def _unopened(game: tg.TempelgoldGame) -> list[list[Card]]:
    return [list(row) for row in game._rows]  # the state itself, to check the views against


@pytest.mark.parametrize("n,one_trap", _tg_counts())
def test_tempelgold_running_views_hold_no_unopened_chamber_and_the_end_holds_all(n: int, one_trap: bool) -> None:
    rng = random.Random(n * 31 + one_trap)
    game = tg.new_game(tg.Config(players=NAMES[:n], one_trap=one_trap), seed=rng.randrange(10**6))

    def check(g: tg.TempelgoldGame) -> None:
        if g.outcome() is not None:
            return
        face_down = {card for row in _unopened(g) for card in row}
        public = g.public_view()
        assert public.revealed is None
        assert not cards_in(public) & face_down
        assert not cards_in(serialize_view(public)) & face_down  # what a phone would receive
        for seat in range(n):
            others = {card for s, row in enumerate(_unopened(g)) if s != seat for card in row}
            assert not cards_in(g.view(seat).public) & face_down
            # a seat knows its own chambers (as a multiset), never another seat's; its role
            # card comes from the second deck and may share a code with a chamber
            view = g.view(seat)
            assert not (cards_in(view) - {view.role_card}) & others

    play_to_end(game, rng, check)
    rows = _unopened(game)
    revealed = game.public_view().revealed
    assert revealed is not None
    assert [list(row) for row in revealed.unopened] == rows  # every seat's, in the order they lay
    assert len(revealed.unopened) == n
    public = game.public_view()
    opened = [o.card for o in public.opened]
    face_down = [c for row in rows for c in row]
    # opened and unopened together are the whole deal, each card once (the joker is unique too)
    assert len(set(opened + face_down)) == len(opened) + len(face_down) == public.gold_total + public.traps_total + (
        public.empty_found + sum(tg.model.chamber_kind(c) is tg.ChamberKind.EMPTY for c in face_down))
    assert public.gold_found + sum(c.is_face for c in face_down) == public.gold_total
    assert public.traps_found + sum(c.is_ace for c in face_down) == public.traps_total
    assert set(revealed.face_up_cards()) >= {c for row in rows for c in row} | set(revealed.role_cards)
    data = serialize_view(game.public_view())["revealed"]
    assert isinstance(data, dict)
    assert data["unopened"] == [[str(c) for c in row] for row in rows]


@pytest.mark.parametrize("n,one_trap", _tg_counts())
def test_tempelgold_role_cards_are_number_cards_of_their_colour(n: int, one_trap: bool) -> None:
    setup = tg.tables.setup_for(n, one_trap)
    for seed in range(60):
        revealed = play_to_end(tg.new_game(tg.Config(players=NAMES[:n], one_trap=one_trap), seed=seed),
                               random.Random(seed)).public_view().revealed
        cards = [*revealed.role_cards, *revealed.leftover]
        assert all(c.is_number for c in cards), cards  # never an ace (trap) or a face card (gold)
        assert len(set(cards)) == len(cards)
        assert sum(c.is_red for c in cards) == setup.red_roles
        assert sum(c.is_black for c in cards) == setup.black_roles
        assert [r is tg.Role.ABENTEURER for r in revealed.roles] == [c.is_red for c in revealed.role_cards]


# Saved with the engine before role cards became number cards (main at 099cd15): the roles
# by colour, every chamber opened and the outcome must come out the same on replay.
OLD_SAVE = (
    '{"schema_version":1,"game":"tempelgold","config":{"players":["Anna","Ben","Carla","Dan","Elif",'
    '"Friedrich","Greta"],"one_trap":false,"starting_seat":null},"seed":2024,"actions":['
    + ",".join(
        f'{{"seat":{seat},"action":{{"type":"Open","owner":{owner},"slot":{slot}}}}}'
        for seat, owner, slot in (
            (3, 6, 0), (6, 3, 3), (3, 6, 1), (6, 0, 2), (0, 4, 1), (4, 6, 1), (6, 1, 4), (1, 0, 1), (0, 1, 0),
            (1, 2, 1), (2, 6, 3), (6, 5, 1), (5, 4, 2), (4, 3, 2), (3, 4, 1), (4, 0, 0), (0, 3, 2), (3, 6, 2),
            (6, 5, 0), (5, 1, 1), (1, 6, 0), (6, 3, 0), (3, 5, 0), (5, 4, 1), (4, 0, 1), (0, 2, 1), (2, 4, 0),
        )
    )
    + "]}"
)
OLD_OPENED = "10D 4S 4C 5S 2H 2C 5C KH 5D 7C 8H 8D 2S 3H 3S JH KC 8C 7H 6S 9C 8S JD KS QS AH AC".split()
OLD_ROLE_COLOURS_RED = [True, True, True, True, True, False, False]  # role cards then: 6H 10D 3H KH 4H 9C JC


def test_an_old_tempelgold_save_replays_to_the_same_game() -> None:
    game = load_game(SaveFile.from_json(OLD_SAVE))
    view = game.public_view()
    assert [str(o.card) for o in view.opened] == OLD_OPENED
    assert view.outcome is not None and view.outcome.reason is tg.Reason.ALL_TRAPS_OPENED
    assert view.outcome.winners == frozenset({5, 6})
    assert [c.is_red for c in view.revealed.role_cards] == OLD_ROLE_COLOURS_RED
    assert [c.is_red for c in view.revealed.leftover] == [False]
    assert all(c.is_number for c in (*view.revealed.role_cards, *view.revealed.leftover))


@pytest.mark.parametrize("n,revolverheld", [(5, False), (7, False), (7, True), (12, False), (12, True)])
def test_diamantenraub_end_shows_the_bosses_hidden_diamonds_and_the_returned_treasure(
    n: int, revolverheld: bool
) -> None:
    for seed in range(12):
        rng = random.Random(seed)
        game = dr.new_game(dr.Config(players=NAMES[:n], revolverheld=revolverheld), seed=seed)
        seen: dict[str, tuple[Card, ...]] = {}

        def check(g: dr.DiamantenraubGame) -> None:
            boss = g.view(0)
            if boss.hidden is not None:
                seen["hidden"] = boss.hidden
            if boss.returned is not None:
                seen["returned"] = boss.returned
            if g.outcome() is None:
                assert g.public_view().final is None
                if boss.hidden:
                    assert not cards_in(g.public_view()) & set(boss.hidden)
                    assert not cards_in(serialize_view(g.public_view())) & set(boss.hidden)

        play_to_end(game, rng, check)
        final = game.public_view().final
        assert final is not None
        assert final.boss_hidden == seen["hidden"]
        assert final.returned == seen["returned"]
        assert 0 <= len(final.boss_hidden) <= 5
