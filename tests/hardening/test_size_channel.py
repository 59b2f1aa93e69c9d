"""Issue 20 §11: the autosave's size told secrets. From ``ls -l`` between curtain steps,
without the key, a Diamantenraub set-aside was visible every time (128 bytes or more,
against 88 or less) and "took nothing" often (exactly 44 bytes).

The sealed content is now padded to a size computed from public information only
(:func:`gui.persistence.autosave.padded_size`). Shown over many games of both games: at every private
step, every legal choice gives a file of the same size; and during a game the size changes
only when something public does.
"""
from __future__ import annotations

import random

from engine import diamantenraub, tempelgold
from engine.saves import load_game
from gui.persistence.autosave import Autosave, PinHash, autosave_text
from gui.games.log_model import AppLogEntry


def _size(game, pins: dict[int, PinHash], log: list[AppLogEntry], flow: dict) -> int:  # noqa: ANN001
    return len(autosave_text(Autosave(game=game.to_save(), flow=flow, pins=pins, log=log, saved=7)).encode())


def _choices(game, seat: int) -> list[list]:  # noqa: ANN001
    """Every way ``seat`` may complete its step: one action, or a set-aside then a take."""
    ways: list[list] = []
    for action in game.legal_actions(seat):
        if type(action).__name__ == "SetAside":
            after = load_game(game.to_save())
            after.apply(seat, action)
            ways += [[action, then] for then in after.legal_actions(seat) if type(then).__name__ != "SetAside"]
        else:
            ways.append([action])
    return ways


def test_a_diamantenraub_step_has_one_size_whatever_was_chosen() -> None:
    rng = random.Random(20)
    pin = PinHash.of("1234")
    steps = branches = 0
    kinds: set[str] = set()
    for players in range(5, 13):
        for revolverheld in (False, True):
            names = [f"Spieler{i}" for i in range(players)]
            game = diamantenraub.new_game(diamantenraub.Config(players=names, revolverheld=revolverheld), seed=rng.randrange(2**62))
            pins = {s: pin for s in range(players) if rng.random() < 0.3}
            log: list[AppLogEntry] = []
            sizes_of_game: set[int] = set()
            while game.outcome() is None:
                seat = rng.choice(sorted(game.pending_seats()))
                ways = _choices(game, seat)
                if not ways:
                    continue
                private = all(type(a).__name__ in ("HideDiamonds", "SetAside", "TakeDiamonds", "TakeRole", "TakeNothing") for w in ways for a in w)
                if private and len(ways) > 1:
                    sizes: dict[int, list[str]] = {}
                    for way in ways:
                        branch = load_game(game.to_save())
                        for action in way:
                            branch.apply(seat, action)
                        kinds.add("+".join(type(a).__name__ for a in way))
                        sizes.setdefault(_size(branch, pins, log, {"returned_seen": False}), []).append(repr(way))
                        branches += 1
                    assert len(sizes) == 1, f"{players} players: the size tells the choice: {sizes}"
                    steps += 1
                for action in rng.choice(ways):
                    game.apply(seat, action)
                sizes_of_game.add(_size(game, pins, log, {"returned_seen": False}))
                if rng.random() < 0.1:  # a peek, told to the table: public
                    log = [*log, AppLogEntry(key="peek", name=names[seat], after=len(game.public_view().log))]
            assert len(sizes_of_game) <= 1 + len(log), sizes_of_game
    assert steps >= 100 and branches >= 500, (steps, branches)
    assert {"SetAside+TakeRole", "TakeNothing", "TakeDiamonds", "TakeRole"} <= kinds, kinds


def test_a_tempelgold_game_keeps_one_size_from_start_to_end() -> None:
    rng = random.Random(21)
    for players in range(3, 11):
        names = [f"Spielerin{i}" for i in range(players)]
        game = tempelgold.new_game(tempelgold.Config(players=names), seed=rng.randrange(2**62))
        pins = {0: PinHash.of("4321")}
        sizes = {_size(game, pins, [], {"phase": "look", "reason": "deal", "to_look": list(range(players))})}
        while game.outcome() is None:
            seat = rng.choice(sorted(game.pending_seats()))
            actions = game.legal_actions(seat)
            if actions:
                game.apply(seat, rng.choice(actions))
                sizes.add(_size(game, pins, [], {"phase": "table", "reason": "deal", "to_look": []}))
        assert len(sizes) == 1, f"{players} players: sizes {sorted(sizes)}"


def test_a_padded_save_reads_back() -> None:
    from gui.persistence.autosave import LoadedAutosave, read_autosave, write_autosave

    game = diamantenraub.new_game(diamantenraub.Config(players=["A", "B", "C", "D", "E"]), seed=3)
    write_autosave(Autosave(game=game.to_save(), flow={}))
    loaded = read_autosave()
    assert isinstance(loaded, LoadedAutosave) and loaded.data.game == game.to_save()
