"""A new round starts under its own heading on the claims board (issue 31): at the start of
round 2 the board showed the last lines of round 1 ("Carla: 1 gold, 3 traps"), their heading
scrolled away, and a group read them as said for the new round, with its fewer chambers."""
from __future__ import annotations

from gui.games.claims import TableClaim, board_rows
from gui.tempelgold.claims import TempelgoldClaims

from .conftest import make_game, play_until


def test_the_open_round_has_its_heading_before_anybody_speaks(english_after) -> None:  # noqa: ANN001, ARG001
    view = play_until(make_game(10, seed=4), lambda v: v.round == 2, seed=4).public_view()
    ability = TempelgoldClaims()
    said = [TableClaim(seat=s, topic="r1", values={"gold": 1, "traps": 0}) for s in range(10)]
    everyone = list(range(10))
    open_now = [f.topic for f in ability.forms(view, everyone, said, "en") if f.heading_first]
    assert open_now == ["r2"]
    rows = board_rows(ability, said, list(view.players), "en", open_now)
    assert [r.text for r in rows if r.seat is None] == ["Round 1", "Round 2"]
    assert rows[-1].text == "Round 2" and rows[-1].seat is None  # the last line: the newest lies below it
    # once somebody speaks in round 2, its heading stands once, above the claim
    said.append(TableClaim(seat=3, topic="r2", values={"gold": 0, "traps": 1}))
    rows = board_rows(ability, said, list(view.players), "en", open_now)
    assert [r.text for r in rows if r.seat is None] == ["Round 1", "Round 2"]
    assert rows[-2].text == "Round 2" and rows[-1].seat == 3


def test_the_keeper_gives_the_table_and_the_phones_the_open_heading(make_window, qtbot) -> None:  # noqa: ANN001
    """Through the Session: after round 1's claims, round 2's table board and a phone's board end with "Runde 2"."""
    from gui.games.base import StartRequest
    from gui.games.device_router import COMPUTER_STRONG

    window = make_window(computer_delay_ms=20)
    session = window.session
    session.start_game(StartRequest(game="tempelgold", players=["Anna", "Ben", "Carla"], first=0,
                                    screens={1: COMPUTER_STRONG, 2: COMPUTER_STRONG}), seed=2)
    keeper = session.claims
    assert keeper._rows(["Anna", "Ben", "Carla"], "de") == []  # nothing said yet: the board stays empty
    said = [TableClaim(seat=s, topic="r1", values={"gold": 1, "traps": 0}, computer=s > 0) for s in range(3)]
    keeper.claims = lambda: said  # round 1 was claimed (the log's claim lines, as a resume reads them)
    game = session.game
    play_until(game, lambda v: v.round == 2, seed=2)  # the engine alone: the board reads its round
    rows = keeper._rows(list(game.players), "de")
    assert rows[-1].text == "Runde 2" and rows[-1].seat is None
    phone = keeper.for_phone(0)
    assert phone is not None and phone["rows"][-1] == {"text": "Runde 2", "seat": None}
