"""The Session's claims board: the table talk, kept as the public record and shown on the table.

One job (docs/architecture.md, "The claims board"): the board's entries are the claim lines
of the one public log (:meth:`gui.games.log_model.LogModel.claims`), so the board is saved
with the autosave and comes back on a resume. The keeper

* lets the computer seats speak when the table is in play (:meth:`table_shown`): each claim
  a computer makes (:meth:`gui.games.computer_seats.ComputerSeats.claims`) becomes a log line
  and a speech bubble over its seat, before any computer moves on that table, so that its
  move reads the board with them;
* takes what a person enters on the table's board (``ClaimsBoard.claimEntered``): checked by
  the game (:meth:`gui.games.claims.ClaimsAbility.check`), only for a seat a person plays,
  then a log line, saved at once;
* takes what a person enters on their phone for their own seat (:meth:`phone_entered`, the
  phone server's ``claim`` message): it must fit a form the game offers that seat now, then
  the same checks, log line and save, and a speech bubble over the seat (nobody at the
  laptop typed it, so the table is shown who said it, as with a computer's claim);
* feeds the table's board its lines and the entry forms (:meth:`refresh`), and each phone the
  board and its own seat's forms (:meth:`for_phone`); ``changed`` tells the phones.

A game without a board (``GameUI.claims()`` is ``None``) has none of this; a group of people
who never enter anything play as without one.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from gui.games.claims import BoardRow, ClaimForm, TableClaim, board_rows
from gui.games.steps import TableStep

if TYPE_CHECKING:
    from gui.games.base import SessionHost
    from gui.games.claims import ClaimsAbility
    from gui.games.computer_seats import ComputerSeats
    from gui.games.game_state import GameState
    from gui.games.log_model import LogModel
    from gui.games.widgets import GameTable
    from lab.table_bots import Said


MAX_EXCHANGES = 64
"""The most rounds of computer talk at one moment (each round adds a claim or ends it)."""


class ClaimsKeeper(QObject):
    """The running game's claims board (see the module text)."""

    def __init__(self, state: GameState, log: LogModel, computers: ComputerSeats, host: SessionHost, *,
                 table: Callable[[], GameTable | None], autosave: Callable[[], None],
                 quiet: Callable[[], bool] = lambda: False, changed: Callable[[], None] = lambda: None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state = state
        self._log = log
        self._computers = computers
        self._host = host
        self._table = table
        self._autosave = autosave
        self.ability: ClaimsAbility | None = None
        computers.board = self.said
        # ``quiet``: while a guided game plays its rules' example, the example's table talk is
        # spoken at the table (its explanations quote it): the computers write no claims then
        self.quiet = quiet
        computers.listening = lambda: not self.quiet()
        self._changed = changed  # the phones are pushed the board again

    def attach(self, ability: ClaimsAbility | None) -> None:
        """The game that starts or resumes has this board (``None``: none)."""
        self.ability = ability
        game = self._state.game
        names = list(game.players) if game is not None else []
        self._log.set_claim_words(None if ability is None else
                                  (lambda claim, lang: ability.words(claim, names, lang)))

    def connect_table(self, table: GameTable) -> None:
        """A new table: its board (if it has one) sends what people enter here."""
        board = table.claims_board()
        if board is not None:
            board.claimEntered.connect(self.person_entered)
            board.goOnRequested.connect(self.others_said_nothing)
        self.refresh()

    # -- the record ------------------------------------------------------------------------------------
    def claims(self) -> list[TableClaim]:
        """Everything on the board, in the order said."""
        return self._log.claims()

    def said(self) -> list[Said]:
        """The board as the bots read it."""
        return [claim.said() for claim in self._log.claims()]

    def _in_play(self) -> bool:
        """The table is in play: the game runs and its step is an interactive table step."""
        step = self._state.step
        return self._state.running and isinstance(step, TableStep) and step.interactive

    def _add(self, claim: TableClaim) -> bool:
        game = self._state.game
        assert game is not None
        entry = self._log.add_app_entry("claim", game.name(claim.seat), claim=claim)
        return entry is not None

    # -- the moments -------------------------------------------------------------------------------------
    def table_shown(self, step: TableStep) -> None:
        """The table shows ``step``: with the table in play the computers say what they say now."""
        self._computers_speak()
        self.refresh()

    def _computers_speak(self) -> None:
        """The computers say what they say now, round after round while one answers another
        (a computer Boss asks, a computer player answers), each claim a log line and a bubble."""
        if self.ability is None or not self._in_play() or self.quiet():
            return
        spoken: list[TableClaim] = []
        for _ in range(MAX_EXCHANGES):
            said = [claim for claim in (TableClaim.of(s, computer=True) for s in self._computers.claims())
                    if self._add(claim)]
            if not said:
                break
            spoken += said
        game, table = self._state.game, self._table()
        if spoken and game is not None:
            self._autosave()
            names, lang = list(game.players), self._host.settings.language
            for claim in spoken:
                if table is not None:
                    table.show_claim_bubble(claim.seat, self.ability.words(claim, names, lang))

    def person_entered(self, claim: object) -> bool:
        """Someone entered what a person said aloud: on the board if the game takes it now
        (else the laptop says why)."""
        if not isinstance(claim, TableClaim):
            return False
        problem = self._enter(claim)
        if problem:
            self._host.notify(problem, key="claims")
        return problem is None

    def others_said_nothing(self) -> None:
        """"Go on": every person a form still offers, with no entry on its topic yet, said
        nothing ("Says nothing", "Answer given"): one press, and a waiting computer moves."""
        for form in self._forms(self._people()):
            if not form.answered:
                continue  # (a Boss's question: nobody answers it with silence)
            said = {claim.seat for claim in self.claims() if claim.topic == form.topic}
            for seat in (s for s in form.seats if s not in said):
                self.person_entered(TableClaim(seat=seat, topic=form.topic, values={}))

    def phone_entered(self, seat: int, topic: str, values: dict[str, int]) -> str | None:
        """The phone of ``seat`` entered its own claim; ``None``: on the board, with a bubble;
        else why not, as the phone's error code: ``"not_now"`` (no such form for this seat
        now) or ``"bad_claim"`` (words the form does not offer, or the game refuses them)."""
        try:
            claim = TableClaim(seat=seat, topic=topic, values=values)
        except ValueError:
            return "bad_claim"
        forms = [f for f in self._forms([seat]) if f.topic == topic]
        if not forms or self._computers.handles(seat):
            return "not_now"
        if not forms[0].fits(claim) or self._enter(claim, bubble=True) is not None:
            return "bad_claim"
        return None

    def _enter(self, claim: TableClaim, bubble: bool = False) -> str | None:
        """A person's claim on the board if the game takes it now: ``None``, else why not
        (``""``: nothing to say, e.g. no game or the table is not in play); with ``bubble``
        its speech bubble too, before any computer answers."""
        ability, game = self.ability, self._state.game
        if ability is None or game is None or not self._in_play():
            return ""
        problem = None
        if claim.computer or self._computers.handles(claim.seat):
            problem = self.tr("A computer says its claims itself.")
        else:
            problem = ability.check(claim, game.public_view())
        if problem is not None:
            return problem
        self._host.clear_notice("claims")
        if not self._add(claim):
            return ""
        self._autosave()
        table = self._table()
        if bubble and table is not None:
            table.show_claim_bubble(claim.seat, ability.words(claim, list(game.players), self._host.settings.language))
        self._computers_speak()  # a computer may answer, or ask the next question
        self.refresh()
        step = self._state.step
        if isinstance(step, TableStep) and not self._computers.pending:
            self._computers.table_step(step)  # a computer that waited for this may move now
        return None

    def _people(self) -> list[int]:
        """The seats a person plays (every seat no computer plays)."""
        game = self._state.game
        return [s for s in range(len(game.players) if game is not None else 0) if not self._computers.handles(s)]

    def _forms(self, people: list[int]) -> tuple[ClaimForm, ...]:
        """What ``people`` may enter now (nothing unless the table is in play)."""
        ability, game = self.ability, self._state.game
        if ability is None or game is None or not self._in_play():
            return ()
        return ability.forms(game.public_view(), people, self.claims(), self._host.settings.language)

    def _rows(self, names: Sequence[str], lang: str) -> list[BoardRow]:
        """The board's lines, the heading of the topic open now last while nobody has spoken
        on it (a new round starts under its own heading, not under the last round's claims)."""
        ability, game = self.ability, self._state.game
        if ability is None or game is None:
            return []
        everyone = list(range(len(game.players)))
        open_now = [f.topic for f in ability.forms(game.public_view(), everyone, self.claims(), lang) if f.heading_first]
        return board_rows(ability, self.claims(), names, lang, open_now)

    def for_phone(self, seat: int) -> dict[str, object] | None:
        """The board as the phone of ``seat`` shows it (``None``: the game has none): its
        lines, public like the table's, and the forms of this seat only (its own claim)."""
        ability, game = self.ability, self._state.game
        if ability is None or game is None:
            return None
        names, lang = list(game.players), self._host.settings.language
        rows = [{"text": row.text, "seat": row.seat} for row in self._rows(names, lang)]
        forms = () if self._computers.handles(seat) else self._forms([seat])
        board: dict[str, object] = {"rows": rows}
        waiting = self._waiting(names) if forms else ""
        if waiting:  # the table is held for the board: a phone that may enter says so (it read "nothing to do")
            board["waiting"] = waiting
        return board | {"forms": [{
            "topic": f.topic, "title": ability.topic_title(f.topic), "answered": f.answered, "opener": f.opener,
            "fields": [{"key": c.key, "label": c.label, "choices": [list(choice) for choice in c.choices]}
                       for c in f.fields],
        } for f in forms]}

    def refresh(self) -> None:
        """Give the table's board its lines and what may be entered now; the phones theirs."""
        self._changed()
        table = self._table()
        board = None if table is None else table.claims_board()
        game = self._state.game
        if board is None or game is None:
            return
        ability = self.ability
        if ability is None:
            board.setVisible(False)
            return
        board.setVisible(True)
        names = list(game.players)
        forms = self._forms(self._people())
        waiting = self._waiting(names) if forms else ""
        board.show_board(self._rows(names, self._host.settings.language), forms, names, waiting)

    def _waiting(self, names: Sequence[str]) -> str:
        """Who waits for the board before moving ("Ben (computer) waits ..."), or ""."""
        waiter = self._computers.waiting_seat()
        return "" if waiter is None else self.tr("{name} (computer) waits until the board has an entry from everybody.").format(
            name=names[waiter])
