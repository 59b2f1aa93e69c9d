"""The claims board at the table (issue 32): one person against the strong computers in
Tempelgold through the board, a person's claim entered in a few clicks, the board's claims
saved and replayed on a resume, and no computer speaks for anybody but itself."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from gui.checks.layout_check import check_layout
from gui.checks.selfplay import SelfPlay
from gui.checks.selfplay_computers import computer_screens
from gui.games.base import StartRequest
from gui.games.claims import TableClaim
from gui.games.clicks import wait_until
from gui.games.device_router import COMPUTER_STRONG
from gui.games.steps import TableStep
from gui.persistence import storage
from gui.persistence.autosave import LoadedAutosave, read_autosave, unseal_text
from lab.tempelgold.seat_bot import talk_of

COMPUTERS = {1: COMPUTER_STRONG, 2: COMPUTER_STRONG, 3: COMPUTER_STRONG}


def _in_play(session) -> bool:  # noqa: ANN001
    step = session.step
    return (isinstance(step, TableStep) and step.interactive and session.table is not None
            and session.host.current_screen() is session.table)


def _to_the_table(window, seed: int = 1) -> SelfPlay:  # noqa: ANN001
    """Tempelgold, Anna and three strong computers, played until the table is in play."""
    session = window.session
    session.start_game(StartRequest(game="tempelgold", players=["Anna", "Ben", "Carla", "Dan"], first=0,
                                    screens=dict(COMPUTERS)), seed=seed)
    play = SelfPlay(window, "tempelgold", 4, seed=seed, shots=None)
    play.check_layout = False
    for _ in range(40):
        if _in_play(session) and not session.computer_turn:
            return play
        play.step()
    raise AssertionError("the table never came into play")


def _enter(qtbot, board, seat_name: str, gold_steps: int, trap_steps: int) -> None:  # noqa: ANN001
    """A person's claim on the board as someone at the table enters it: "Enter a claim", the
    speaker, the values by keyboard, "Enter"."""
    qtbot.mouseClick(board.enter_button, Qt.MouseButton.LeftButton)
    board.seat_box.setCurrentIndex(board.seat_box.findText(seat_name))
    for key, steps in (("gold", gold_steps), ("traps", trap_steps)):
        for _ in range(steps):
            qtbot.keyClick(board.value_boxes[key], Qt.Key.Key_Down)
    qtbot.mouseClick(board.ok_button, Qt.MouseButton.LeftButton)


@pytest.mark.long("a whole game through the real window")
def test_one_person_against_strong_computers_through_the_claims_board(make_window, qtbot) -> None:  # noqa: ANN001
    """Every round, each computer states its claim (a speech bubble, a log line, a line on the
    board) as soon as the table is in play, before anyone opens; Anna says hers right after
    and it is entered through the board's form. The game runs to its end with the privacy
    oracle watching every screen, whatever the computers said."""
    window = make_window(computer_delay_ms=20)
    session = window.session
    bubbles: list[tuple[int, str]] = []
    openings_before_claims: list[int] = []
    play = SelfPlay(window, "tempelgold", 4, seed=3, shots=None)
    play.check_layout = False
    play.screens = computer_screens(4, 3)
    keeper = session.claims
    shown = keeper.table_shown

    def table_shown(step: TableStep) -> None:
        table = session.table
        if not hasattr(table, "_spied"):
            bubble = table.show_claim_bubble
            table.show_claim_bubble = lambda seat, text: (bubbles.append((seat, text)), bubble(seat, text))[1]
            table._spied = True
        before = len(keeper.claims())
        shown(step)
        view = session.game.public_view()
        if len(keeper.claims()) > before:  # the computers have just spoken: Anna says hers
            openings_before_claims.append(view.opened_this_round)
            board = table.claims_board()
            _enter(qtbot, board, "Anna", view.round % 3, 1 if view.round == 2 else 0)

    keeper.table_shown = table_shown
    summary = play.run()
    assert "no leak" in summary
    claims = keeper.claims()
    rounds = sorted({int(c.topic[1:]) for c in claims})
    assert rounds[0] == 1 and rounds == list(range(1, len(rounds) + 1))
    assert set(openings_before_claims) == {0}  # said before the round's first opening
    for number in rounds:
        said = [c for c in claims if c.topic == f"r{number}"]
        assert sorted(c.seat for c in said if c.computer) == [1, 2, 3], number  # each computer, once
        anna = [c for c in said if not c.computer]  # (the selfplay may correct hers when she holds the key)
        assert {c.seat for c in anna} == {0}
        assert anna[0].values == {"gold": number % 3, "traps": int(number == 2)}
    assert sorted(seat for seat, _ in bubbles) == sorted(c.seat for c in claims if c.computer)
    texts = session.log.texts()
    assert sum(" sagt: " in t for t in texts) == len(claims)
    assert "Anna sagt: 1 Gold, 0 Fallen." in texts


def test_a_person_enters_a_claim_in_a_few_clicks_and_it_is_saved(make_window, qtbot) -> None:  # noqa: ANN001
    window = make_window(computer_delay_ms=20)
    session = window.session
    _to_the_table(window)
    board = session.table.claims_board()
    assert board is not None and board.isVisible()
    computers = [c for c in session.claims.claims() if c.computer]
    assert sorted(c.seat for c in computers) == [1, 2, 3] and {c.topic for c in computers} == {"r1"}
    rows = [r.text for r in board.rows()]
    assert rows[0] == "Runde 1" and all(any(r.startswith(f"{n}: ") for r in rows) for n in ("Ben", "Carla", "Dan"))
    # the board's controls have names a screen reader reads, in German
    assert board.lines.accessibleName() == "Aussagentafel"
    assert board.enter_button.text() == "Aussage eintragen"
    qtbot.mouseClick(board.enter_button, Qt.MouseButton.LeftButton)
    assert board.form_open() and board.seat_box.hasFocus()
    assert [board.seat_box.itemText(i) for i in range(board.seat_box.count())] == ["Anna"]  # computers speak for themselves
    gold, traps = board.value_boxes["gold"], board.value_boxes["traps"]
    assert gold.accessibleName() == "Wie viel Gold" and traps.accessibleName() == "Wie viele Fallen"
    assert check_layout(window, "claims form") is None or window.width() > 800  # (the 800x600 test below)
    qtbot.keyClick(gold, Qt.Key.Key_Down)
    qtbot.keyClick(gold, Qt.Key.Key_Down)
    qtbot.keyClick(traps, Qt.Key.Key_Down)
    qtbot.mouseClick(board.ok_button, Qt.MouseButton.LeftButton)
    assert not board.form_open()
    assert session.log.texts()[-1] == "Anna sagt: 2 Gold, 1 Falle."
    assert any(r.text == "Anna: 2 Gold, 1 Falle" for r in board.rows())
    saved = json.loads(unseal_text(storage.autosave_path().read_text()))
    assert saved["log"][-1]["claim"] == {"seat": 0, "topic": "r1", "values": {"gold": 2, "traps": 1}, "computer": False}
    # Escape closes the form without entering anything
    qtbot.mouseClick(board.enter_button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(board.seat_box, Qt.Key.Key_Escape)
    assert not board.form_open() and len(session.claims.claims()) == 4


def test_a_computer_key_holder_waits_for_the_persons_entry_and_says_nothing_counts(make_window, qtbot) -> None:  # noqa: ANN001
    """A computer hears the table only through the board: holding the key at a round's start,
    it waits (the board says who waits and why) until Anna's entry is there. "Sagt nichts"
    puts her on the board without a claim: the log says so, and to the bots she is silent."""
    window = make_window(computer_delay_ms=20)
    session = window.session
    session.start_game(StartRequest(game="tempelgold", players=["Anna", "Ben", "Carla", "Dan"], first=1,
                                    screens=dict(COMPUTERS)), seed=2)
    play = SelfPlay(window, "tempelgold", 4, seed=2, shots=None)
    play.check_layout = False
    while not wait_until(lambda: _in_play(session) and not session.computer_turn, 2000):
        assert play.step() != "end"
    board = session.table.claims_board()
    assert session.game.history == () and session.computers.waiting_seat() == 1
    assert board.waiting.isVisible() and board.waiting.text() == "Ben (Computer) wartet, bis von allen ein Eintrag auf der Tafel steht."
    qtbot.mouseClick(board.enter_button, Qt.MouseButton.LeftButton)
    assert board.answered_button.isVisible() and board.answered_button.text() == "Sagt nichts"
    qtbot.mouseClick(board.answered_button, Qt.MouseButton.LeftButton)
    # "hat nichts gesagt", as Diamantenraub's "hat laut geantwortet": a bare "Anna: nichts" on the
    # board read as a claim of no gold and no traps (seen playing ten with phones)
    assert session.log.texts()[-1] == "Anna hat nichts gesagt." and any(r.text == "Anna: hat nichts gesagt" for r in board.rows())
    assert not board.waiting.isVisible()
    assert [c.seat for c in talk_of(session.game.view(1), session.claims.said()).rounds[0]] == [1, 2, 3]
    qtbot.waitUntil(lambda: len(session.game.history) == 1, timeout=5000)  # Ben opens now


def test_one_press_goes_on_when_the_people_said_nothing(make_window, qtbot) -> None:  # noqa: ANN001
    """Two people and two computers; Carla, a computer, holds the key at the start and waits.
    Nobody has to enter "Sagt nichts" once per person: "Rest sagt nichts" enters it for
    everyone still missing, and Carla opens."""
    window = make_window(computer_delay_ms=20)
    session = window.session
    session.start_game(StartRequest(game="tempelgold", players=["Anna", "Ben", "Carla", "Dan"], first=2,
                                    screens={2: COMPUTER_STRONG, 3: COMPUTER_STRONG}), seed=2)
    play = SelfPlay(window, "tempelgold", 4, seed=2, shots=None)
    play.check_layout = False
    while not wait_until(lambda: _in_play(session) or (isinstance(session.step, TableStep) and session.step.interactive
                                                       and session.computers.waiting_seat() is not None), 2000):
        assert play.step() != "end"
    board = session.table.claims_board()
    assert session.computers.waiting_seat() == 2 and session.game.history == ()
    assert board.go_on_button.isVisible() and board.go_on_button.text() == "Rest sagt nichts"
    assert board.go_on_button.accessibleName() == "Alle, die noch fehlen, sagen nichts: der Computer macht weiter"
    qtbot.mouseClick(board.go_on_button, Qt.MouseButton.LeftButton)
    people = [c for c in session.claims.claims() if not c.computer]
    assert [(c.seat, c.values) for c in people] == [(0, {}), (1, {})]
    assert {"Anna hat nichts gesagt.", "Ben hat nichts gesagt."} <= set(session.log.texts())
    assert not board.go_on_button.isVisible()
    qtbot.waitUntil(lambda: len(session.game.history) == 1, timeout=5000)  # Carla opens now


def test_an_entry_is_checked_and_nobody_enters_a_computers_claim(make_window) -> None:  # noqa: ANN001
    window = make_window(computer_delay_ms=20)
    session = window.session
    _to_the_table(window)
    before = session.claims.claims()
    notices: list[str] = []
    notify = window.notify
    window.notify = lambda text, key=None: (notices.append(text), notify(text, key))[1]
    assert not session.claims.person_entered(TableClaim(seat=1, topic="r1", values={"gold": 1, "traps": 0}))
    assert not session.claims.person_entered(TableClaim(seat=0, topic="r1", values={"gold": 5, "traps": 1}))
    assert not session.claims.person_entered(TableClaim(seat=0, topic="r2", values={"gold": 1, "traps": 0}))
    assert session.claims.claims() == before and len(notices) == 3
    assert "5 Kammern" in notices[1]
    assert session.claims.person_entered(TableClaim(seat=0, topic="r1", values={"gold": 0, "traps": 0}))


def test_the_claims_survive_a_resume_and_a_pending_claim_is_made_again_the_same(make_window) -> None:  # noqa: ANN001
    window = make_window(computer_delay_ms=20)
    session = window.session
    _to_the_table(window, seed=7)
    said = session.claims.claims()
    assert len(said) == 3
    rows = [r.text for r in session.table.claims_board().rows()]
    loaded = read_autosave()
    assert isinstance(loaded, LoadedAutosave)
    # killed and resumed: the board and the log lines come back as they were, nobody says anything twice
    session.resume(loaded)
    play = SelfPlay(window, "tempelgold", 4, seed=7, shots=None)
    play.check_layout = False
    for _ in range(10):
        if _in_play(session):
            break
        play.step()
    assert session.claims.claims() == said
    assert [r.text for r in session.table.claims_board().rows()] == rows
    # killed before the computers had spoken (their lines not yet saved): they say the same again
    before_claims = [entry for entry in loaded.data.log if entry.claim is None]
    session.resume(loaded.model_copy(update={"data": loaded.data.model_copy(update={"log": before_claims})}))
    for _ in range(10):
        if _in_play(session):
            break
        play.step()
    assert session.claims.claims() == said


def test_the_board_and_its_form_fit_at_800x600(make_window, qtbot) -> None:  # noqa: ANN001
    window = make_window(computer_delay_ms=20)
    window.resize(800, 600)
    session = window.session
    _to_the_table(window)
    assert wait_until(lambda: window.width() == 800, 2000)
    board = session.table.claims_board()
    assert check_layout(window, "table with the board") is None
    qtbot.mouseClick(board.enter_button, Qt.MouseButton.LeftButton)
    assert board.form_open()
    problem = check_layout(window, "the claims form")
    assert problem is None, problem
    for widget in (board.seat_box, *board.value_boxes.values(), board.ok_button, board.cancel_button):
        assert widget.isVisible() and widget.accessibleName() or widget.text()


def test_a_game_without_computers_keeps_the_board_small_and_empty(make_window) -> None:  # noqa: ANN001
    window = make_window()
    session = window.session
    session.start_game(StartRequest(game="tempelgold", players=["Anna", "Ben", "Carla"]), seed=2)
    play = SelfPlay(window, "tempelgold", 3, seed=2, shots=None)
    play.check_layout = False
    for _ in range(20):
        if _in_play(session):
            break
        play.step()
    board = session.table.claims_board()
    assert session.claims.claims() == [] and not board.lines.isVisible() and board.enter_button.isVisible()


def _dr_to_the_end(window, screens: dict[int, str], seed: int) -> SelfPlay:  # noqa: ANN001
    session = window.session
    session.start_game(StartRequest(game="diamantenraub", players=["Anna", "Ben", "Carla", "Dan", "Eva"],
                                    first=0, screens=screens), seed=seed)
    play = SelfPlay(window, "diamantenraub", 5, seed=seed, shots=None)
    play.check_layout = False
    for _ in range(200):
        if play.step() == "end":
            return play
    raise AssertionError("the game did not end")


@pytest.mark.long("a whole game through the real window")
@pytest.mark.parametrize("seed", [2, 5])
def test_a_computer_boss_asks_waits_for_the_person_and_accuses_after_the_stories(make_window, seed: int) -> None:  # noqa: ANN001
    """Ben is the only person; the Boss and the other players are strong computers. The Boss
    asks each player in seat order ("Ben, was hast du genommen?"), waits for Ben's answer on the
    board (the selfplay enters it by clicks, or presses "Answer given"), each computer answers
    when asked, and only then the Boss accuses; nothing private is ever on screen."""
    from engine.diamantenraub import Accuse

    window = make_window(computer_delay_ms=20)
    session = window.session
    screens = {0: COMPUTER_STRONG, 2: COMPUTER_STRONG, 3: COMPUTER_STRONG, 4: COMPUTER_STRONG}
    accused_after: list[int] = []
    request = session.turns.request_action

    def spy(seat, action, computer=False):  # noqa: ANN001, ANN202
        if isinstance(action, Accuse) and not accused_after:
            accused_after.append(len(session.claims.claims()))
        return request(seat, action, computer)

    session.turns.request_action = spy
    session.computers._act = lambda seat, action: session.turns.request_action(seat, action, computer=True)
    _dr_to_the_end(window, screens, seed)
    claims = session.claims.claims()
    asks = [c for c in claims if c.topic == "ask"]
    assert [(c.seat, c.values["seat"], c.computer) for c in asks] == [(0, s, True) for s in (1, 2, 3, 4)]
    stories = [c for c in claims if c.topic == "story"]
    assert [c.seat for c in stories] == [1, 2, 3, 4]  # each answered once, in seat order, when asked
    assert [c.computer for c in stories] == [False, True, True, True]
    # every answer came before the first accusation (the Boss waited for Ben)
    assert accused_after == [len(claims)]
    texts = session.log.texts()
    assert "Anna sagt: Ben, was hast du genommen?." not in texts  # (the line's own punctuation)
    assert any(t.startswith("Anna sagt: Ben, was hast du genommen?") for t in texts)
    assert any(t.startswith("Ben sagt: ") for t in texts)


def test_with_a_person_boss_the_computers_tell_their_stories_in_seat_order(make_window) -> None:  # noqa: ANN001
    window = make_window(computer_delay_ms=20)
    session = window.session
    session.start_game(StartRequest(game="diamantenraub", players=["Anna", "Ben", "Carla", "Dan", "Eva"],
                                    first=0, screens={2: COMPUTER_STRONG, 4: COMPUTER_STRONG}), seed=4)
    play = SelfPlay(window, "diamantenraub", 5, seed=4, shots=None)
    play.check_layout = False
    for _ in range(60):
        if session.game.public_view().phase.value == "interrogation" and _in_play(session):
            break
        play.step()
    # nobody has answered yet: Carla (a computer) waits for Ben, who sits before her
    assert session.claims.claims() == []
    board = session.table.claims_board()
    assert board.enter_button.isVisible()
    board.open_form()
    assert [board.seat_box.itemText(i) for i in range(board.seat_box.count())] == ["Ben", "Dan"]
    board.set_value("seat", 1)
    board.set_value("received", 9)
    board.set_value("took", 4)
    board.submit()
    said = [(c.seat, c.computer) for c in session.claims.claims()]
    assert said == [(1, False), (2, True)]  # Carla tells hers right after Ben's
    assert session.log.texts()[-2] == "Ben sagt: bekam 9 Diamanten, nahm: nichts."
    board.open_form()
    board.set_value("seat", 3)
    board.answered_button.click()  # Dan answered aloud; nobody typed it
    assert [(c.seat, c.computer, bool(c.values)) for c in session.claims.claims()][2:] == [(3, False, False), (4, True, True)]
    assert session.log.texts()[-2] == "Dan hat laut geantwortet."
    assert not board.enter_button.isVisible()  # everyone has answered


def test_a_waiting_computer_boss_and_the_story_form_fit_at_800x600(make_window, qtbot) -> None:  # noqa: ANN001
    """The computer Boss has asked Ben and waits: the table is held (no accusation is clickable
    for it), the board says the question, and the story form with "Antwort gegeben" fits."""
    window = make_window(computer_delay_ms=20)
    window.resize(800, 600)
    session = window.session
    session.start_game(StartRequest(game="diamantenraub", players=["Anna", "Ben", "Carla", "Dan", "Eva"], first=0,
                                    screens={0: COMPUTER_STRONG, 2: COMPUTER_STRONG, 3: COMPUTER_STRONG,
                                             4: COMPUTER_STRONG}), seed=2)
    play = SelfPlay(window, "diamantenraub", 5, seed=2, shots=None)
    play.check_layout = False
    for _ in range(60):
        if session.claims.claims() and _in_play(session):
            break
        play.step()
    assert [(c.seat, c.topic, c.values) for c in session.claims.claims()] == [(0, "ask", {"seat": 1})]
    assert not session.computer_turn and not session.table.is_interactive()  # held: the Boss waits
    board = session.table.claims_board()
    assert [r.text for r in board.rows()] == ["Der Boss fragt", "Anna: Ben, was hast du genommen?"]
    assert check_layout(window, "the board with the Boss's question") is None
    qtbot.mouseClick(board.enter_button, Qt.MouseButton.LeftButton)
    assert board.answered_button.isVisible() and board.answered_button.text() == "Antwort gegeben"
    problem = check_layout(window, "the story form")
    assert problem is None, problem
    qtbot.mouseClick(board.answered_button, Qt.MouseButton.LeftButton)
    # Ben answered aloud: the Boss asks the others, who answer, and then he accuses
    said = [(c.seat, c.topic) for c in session.claims.claims()]
    assert said == [(0, "ask"), (1, "story"), (0, "ask"), (2, "story"), (0, "ask"), (3, "story"),
                    (0, "ask"), (4, "story")]
    assert wait_until(lambda: len(session.game.history) > 0 and session.game.public_view().phase.value != "interrogation"
                      or session.game.outcome() is not None, 5000)


def test_a_computers_claim_does_not_change_with_the_other_seats_hidden_cards(make_window) -> None:  # noqa: ANN001
    """Two hidden states of OTHER seats that agree on Ben's view: Ben's claim is the same
    (the Session asks his bot with his own view, the board and his seat's random numbers)."""
    window = make_window(computer_delay_ms=20)
    session = window.session
    session.start_game(StartRequest(game="tempelgold", players=["Anna", "Ben", "Carla", "Dan", "Eva"], first=0,
                                    screens={1: COMPUTER_STRONG, 2: COMPUTER_STRONG}), seed=5)
    game = session.game
    before_view = game.view(1)
    first = [s for s in session.computers.claims() if s.seat == 1]
    rows, roles = game._rows, game._roles
    a, b = next((a, b) for a in (0, 2, 3, 4) for b in (0, 2, 3, 4)
                if a < b and (rows[a] != rows[b] or roles[a] != roles[b]))
    rows[a], rows[b] = rows[b], rows[a]
    roles[a], roles[b] = roles[b], roles[a]
    assert game.view(1) == before_view and (game.view(a), game.view(b)) != (before_view, before_view)
    assert [s for s in session.computers.claims() if s.seat == 1] == first and first


def test_the_board_is_reached_by_the_tab_key(make_window, qtbot) -> None:  # noqa: ANN001
    """From the table, Tab reaches the board's lines and its "Enter a claim" button."""
    from PySide6.QtWidgets import QApplication

    window = make_window(computer_delay_ms=20)
    session = window.session
    _to_the_table(window)
    board = session.table.claims_board()
    session.table.view.setFocus()
    assert wait_until(lambda: session.table.view.hasFocus(), 2000)
    reached = []
    for _ in range(12):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
        if board.enter_button in reached:
            break
    assert board.lines in reached and board.enter_button in reached
    assert reached.index(board.lines) < reached.index(board.enter_button)  # in the order they read
    qtbot.keyClick(board.enter_button, Qt.Key.Key_Space)
    assert board.form_open() and board.seat_box.hasFocus()
    # in the form Tab goes down it as it reads: who, gold, traps, "Says nothing", "Enter", "Cancel"
    form_order = [board.seat_box, board.value_boxes["gold"], board.value_boxes["traps"], board.answered_button,
                  board.ok_button, board.cancel_button]
    for expected in form_order[1:]:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is expected


def test_a_person_boss_asks_on_the_board_by_keyboard_and_it_fits_at_800x600(make_window, qtbot) -> None:  # noqa: ANN001
    """Anna is the Boss and a person; Carla, Dan and Eva are computers. Beside Ben's "Enter a
    claim" the board offers "Fragen" (named for a screen reader); by keys alone Anna asks
    Dan: the question is on the board and in the log as a computer Boss's is, and Dan, asked,
    answers at once. The board, its buttons and the question's form fit at 800x600."""
    window = make_window(computer_delay_ms=20)
    window.resize(800, 600)
    session = window.session
    session.start_game(StartRequest(game="diamantenraub", players=["Anna", "Ben", "Carla", "Dan", "Eva"], first=0,
                                    screens={2: COMPUTER_STRONG, 3: COMPUTER_STRONG, 4: COMPUTER_STRONG}), seed=4)
    play = SelfPlay(window, "diamantenraub", 5, seed=4, shots=None)
    play.check_layout = False
    for _ in range(60):
        if session.game.public_view().phase.value == "interrogation" and _in_play(session):
            break
        play.step()
    assert wait_until(lambda: window.width() == 800, 2000)
    board = session.table.claims_board()
    ask = board.openers["ask"]
    assert ask.isVisible() and board.enter_button.isVisible()  # the Boss's question and Ben's story
    assert ask.text() == "Fragen" and ask.accessibleName() == "Der Boss fragt einen Spieler, was er genommen hat"
    problem = check_layout(window, "the board with Fragen")
    assert problem is None, problem
    board.enter_button.setFocus()
    qtbot.keyClick(board.enter_button, Qt.Key.Key_Tab)
    assert ask.hasFocus()  # the board's buttons in the order they read
    qtbot.keyClick(ask, Qt.Key.Key_Space)
    assert board.form_open() and board.seat_box.hasFocus()
    assert [board.seat_box.itemText(i) for i in range(board.seat_box.count())] == ["Anna"]  # the Boss asks
    whom = board.value_boxes["seat"]
    assert whom.accessibleName() == "Wen der Boss fragt"
    assert [whom.itemText(i) for i in range(whom.count())] == ["Ben", "Carla", "Dan", "Eva"]
    assert not board.answered_button.isVisible()
    problem = check_layout(window, "the Boss's question form")
    assert problem is None, problem
    # what a screen reader meets: every control named, the box labelled by its label
    from PySide6.QtGui import QAccessible

    from tests.gui.a11y_audit import audit

    assert audit(window) == []
    relation = QAccessible.queryAccessibleInterface(whom).relations(QAccessible.Relation.Label)
    assert [i.text(QAccessible.Text.Name) for i, _ in relation] == ["Wen der Boss fragt"]
    qtbot.keyClick(whom, Qt.Key.Key_Down)
    qtbot.keyClick(whom, Qt.Key.Key_Down)
    board.ok_button.setFocus()
    qtbot.keyClick(board.ok_button, Qt.Key.Key_Space)
    said = [(c.seat, c.topic, c.values, c.computer) for c in session.claims.claims()]
    assert said[0] == (0, "ask", {"seat": 3}, False) and [(s, t, c) for s, t, _, c in said[1:]] == [(3, "story", True)]
    assert "Anna sagt: Dan, was hast du genommen?" in session.log.texts()
    assert [r.text for r in board.rows()][:2] == ["Der Boss fragt", "Anna: Dan, was hast du genommen?"]
    assert not board.form_open() and ask.isVisible()  # he may ask the next one
    problem = check_layout(window, "the board with the question and the answer")
    assert problem is None, problem
