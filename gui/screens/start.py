"""The start screen: choose the game, the players (in seat order) and the options.

The games, their player ranges and their options come from the engine registry
(:mod:`engine.registry`); a game is playable when the GUI registry has a table for it
(:func:`gui.games.registry.has_ui`). Nothing here restates a limit or a rule.

Decisions:

* Names are remembered between runs (settings); PINs never are (only in the autosave).
* The Start button is disabled whenever the table cannot start, and a label says why
  (too few/too many players, a blank name, two equal names — compared like the engine
  does, ignoring case and outer spaces).
* Seats are the list order, clockwise; each seat's row has its own ↑/↓, PIN… and Remove,
  and its own choice of screen: the laptop's curtain or the player's phone (the players
  card, :mod:`gui.screens.start_players`). The screens chosen are remembered by name
  (settings ``seat_screens``), like the names.
* "Who starts" defaults to random (the engine's seed chooses, docs/rules-clarifications.md, 1); "Who is
  the Boss" defaults to the first name in the list (:mod:`gui.screens.start_options`).
* The options last used are remembered per game (settings ``game_options``).
* One scroll area for the whole screen (issue 31 §8): the three cards sit in it at their
  full height, so every option's description is read whole, and nothing inside them
  scrolls on its own. Below :attr:`StartScreen.NARROW_WIDTH` (an 800×600 window) the three
  cards become two columns (the game above the players, the options beside them), with
  the problem line and Start below the scroll area, always in view: the screen reflows,
  never clips (:mod:`gui.screens.start_layout`).
* The chosen game's button carries "●", the others "○": colour is never the only cue.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAccessible, QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.registry import GAMES, GameInfo
from gui.balance.balance_note import BalanceNote
from gui.games.registry import has_ui
from gui.text.names import names_problem, normalise_name
from lab.seat_bots_found import has_seat_bots
from gui.screens import named
from gui.screens.start_layout import StartColumns
from gui.screens.start_options import OptionsPanel
from gui.screens.start_players import PlayerSeats
from gui.screens.table_preview import TablePreview
from gui.table_kit.accessible import set_role

if TYPE_CHECKING:  # loaded when Start is clicked, not for the first frame (issue 8)
    from gui.games.base import StartRequest

__all__ = ["StartScreen"]


class StartScreen(QWidget):
    startRequested = Signal(object)  # StartRequest
    resumeLastRequested = Signal()   # "Continue the last game" (one ended with "New game")
    historyRequested = Signal()      # "Game history" (gui.history.screen)
    guidedRequested = Signal(str)    # "First game with explanations" of a game (gui.games.guide)

    def __init__(
        self,
        lang: str,
        names: list[str] | None = None,
        *,
        game: str | None = None,
        options: dict[str, dict[str, Any]] | None = None,
        screens: dict[str, str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("Screen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._lang = lang
        self._remembered: dict[str, dict[str, Any]] = {k: dict(v) for k, v in (options or {}).items()}
        self._game: GameInfo | None = None
        # While the constructor builds, the state (problem, preview, balance note) is worked out
        # once at its end instead of after every step (issue 8: the start screen's build time).
        self._building = True

        # -- game choice --------------------------------------------------------------
        self.title = named.label("Title")
        self.subtitle = named.label("Subtitle")
        self.subtitle.setWordWrap(True)
        self.game_group = QButtonGroup(self)
        self.game_buttons: dict[str, QPushButton] = {}
        self.game_notes: dict[str, QLabel] = {}
        self.guided_buttons: dict[str, QPushButton] = {}
        games_box = QVBoxLayout()
        self.games_title = named.label("SectionTitle")
        self.games_title.setWordWrap(True)
        games_box.addWidget(self.games_title)
        game_parts: list[tuple[QWidget, QWidget, QWidget]] = []  # each game's choice, note and guided game
        for info in GAMES.values():
            button = named.button("GameChoice")
            button.setCheckable(True)
            set_role(button, QAccessible.Role.RadioButton)  # one game of several, not a check box
            button.setEnabled(has_ui(info.id))
            button.toggled.connect(lambda on, g=info.id: self.choose_game(g) if on else None)
            button.toggled.connect(lambda _on: self._mark_games())
            self.game_group.addButton(button)
            self.game_buttons[info.id] = button
            note = named.label("Hint")
            note.setWordWrap(True)
            self.game_notes[info.id] = note
            note.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)  # beside a longer note
            # the rule text's example, played with computers (needs the game's table and its bots)
            guided = named.button("Guided")
            guided.setVisible(has_ui(info.id) and has_seat_bots(info.lab_module))
            guided.clicked.connect(lambda _on=False, g=info.id: self.guidedRequested.emit(g))
            self.guided_buttons[info.id] = guided
            game_parts.append((button, note, guided))
        games_grid = QGridLayout()  # one game below the other, or side by side (gui.screens.start_layout)
        games_grid.setContentsMargins(0, 0, 0, 0)
        games_box.addLayout(games_grid)
        games_box.addStretch()

        # -- players ------------------------------------------------------------------
        self.players = PlayerSeats(self, self._changed)  # gui.screens.start_players
        # the card's widgets, by the names the screen has always had
        self.name_edit = self.players.name_edit
        self.add_button = self.players.add_button
        players_box = self.players.box

        # -- table preview and options ------------------------------------------------
        self.preview = TablePreview()
        self.options_title = named.label("SectionTitle")
        self.options_title.setWordWrap(True)
        self.options_panel = OptionsPanel(lang)
        self.options_panel.changed.connect(self._update_preview)
        self.balance_note = BalanceNote()  # simulated win rates of this table (issue 12)
        self.problem = named.label("Problem")
        self.problem.setWordWrap(True)
        self.start_button = named.button("Primary")
        self.start_button.setMinimumHeight(56)
        self.start_button.clicked.connect(self._start)
        options_box = QVBoxLayout()
        options_box.addWidget(self.preview)
        options_box.addWidget(self.options_panel.first_box)
        options_box.addWidget(self.options_title)
        # The options at their full height: the screen's one scroll area holds them (issue 31 §8).
        options_box.addWidget(self.options_panel)
        options_box.addWidget(self.balance_note)
        options_box.addStretch(1)
        options_box.addWidget(self.problem)
        options_box.addWidget(self.start_button)

        # Three columns side by side; in a narrow window (800×600) two (gui.screens.start_layout).
        frames: list[QWidget] = []
        for box in (games_box, players_box, options_box):
            frame = named.frame("Card")
            frame.setLayout(box)
            box.setContentsMargins(18, 16, 18, 16)
            frames.append(frame)
        self._columns = StartColumns((frames[0], frames[1], frames[2]), options_box, self.problem, self.start_button,
                                     games_grid, game_parts)
        self.columns_scroll = self._columns.scroll
        self.resume_last_button = QPushButton()
        self.resume_last_button.setVisible(False)
        self.resume_last_button.clicked.connect(self.resumeLastRequested)
        title_row = QHBoxLayout()
        title_row.addWidget(self.title, 1)
        title_row.addWidget(self.resume_last_button)
        self.history_button = QPushButton()
        self.history_button.clicked.connect(self.historyRequested)
        title_row.addWidget(self.history_button)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(28, 18, 28, 22)
        outer.addLayout(title_row)
        outer.addWidget(self.subtitle)
        outer.addSpacing(8)
        outer.addWidget(self.columns_scroll, 1)
        outer.addLayout(self._columns.bottom)  # narrow: the problem line and Start, always in view

        remembered_screens = screens or {}
        for name in names or []:
            self.players.append(name, remembered_screens.get(name, "curtain"))
        playable = [g for g in GAMES if has_ui(g)]
        chosen = game if game in playable else (playable[0] if playable else next(iter(GAMES)))
        self.game_buttons[chosen].setChecked(True)
        self.choose_game(chosen)
        self._building = False
        self.retranslateUi()  # ends with _changed()

    # -- the game -----------------------------------------------------------------------------
    @property
    def game(self) -> GameInfo:
        assert self._game is not None
        return self._game

    def choose_game(self, game_id: str) -> None:
        """Show ``game_id``'s options (remembering the current game's choice)."""
        if self._game is not None and self._game.id == game_id:
            return
        if self._game is not None:
            self._remembered[self._game.id] = self.options_panel.options()
        self._game = GAMES[game_id]
        if not self.game_buttons[game_id].isChecked():
            self.game_buttons[game_id].setChecked(True)
        self.options_panel.set_game(self._game, self._remembered.get(game_id))
        self.players.offer_computers(has_seat_bots(self._game.lab_module))  # lab/table_bots.py
        self.options_panel.set_players(self.names())
        if hasattr(self, "start_button"):
            self._changed()

    # -- data ---------------------------------------------------------------------------
    def names(self) -> list[str]:
        return self.players.names()

    def set_names(self, names: list[str]) -> None:
        self.players.set_names(names)

    def pins(self) -> dict[int, str]:
        return self.players.pins()

    def set_pin(self, row: int, pin: str) -> None:
        self.players.set_pin(row, pin)

    def screens(self) -> dict[int, str]:
        """Each seat's chosen screen by list position (a seat left out uses the curtain)."""
        return self.players.screens()

    def set_screen(self, row: int, kind: str) -> None:
        """Choose ``kind`` ("curtain", "phone") as the screen of the seat at ``row``."""
        self.players.set_screen(row, kind)

    def problem_text(self) -> str:
        """Why the table cannot start, or "" if it can."""
        names = [n.strip() for n in self.names()]
        info = self.game
        if not has_ui(info.id):
            return self.tr("{game} cannot be played in this version yet.").format(game=info.title)
        if len(names) < info.min_players:
            text = self.tr("{game} needs at least %n players.", "", info.min_players).format(
                game=info.title
            ) + " " + self.tr("Add %n more.", "", info.min_players - len(names))
            if self.players.computers_offered:
                text += " " + self.tr("A computer player can take a seat.")
            return text
        if len(names) > info.max_players:
            return self.tr("{game} is played by at most %n players.", "", info.max_players).format(game=info.title)
        computers = self.players.computers()
        if computers and not self.players.computers_offered:
            return self.tr("{game} has no computer players: choose another screen for {name}.").format(
                game=info.title, name=names[computers[0]])
        if len(computers) == len(names):
            return self.tr("One seat at least must be a person: choose the curtain or a phone for one player.")
        # the engine's own rules, in words (gui.text.names): blank, too long, invisible or control
        # characters, and names that look alike (case, width, letters of other alphabets)
        return names_problem(names)

    def request(self) -> StartRequest:
        from gui.games.base import StartRequest

        return StartRequest(
            game=self.game.id,
            players=[normalise_name(n) for n in self.names()],
            options=self.options_panel.options(),
            first=self.options_panel.first(),
            pins=self.pins(),
            screens=self.screens(),
        )

    # -- behaviour ----------------------------------------------------------------------
    def _changed(self) -> None:
        if self._building:
            return
        self.options_panel.set_players(self.names())
        problem = self.problem_text()
        info = self.game
        self.players.add_computer_button.setVisible(
            self.players.computers_offered and has_ui(info.id) and len(self.names()) < info.min_players)
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.start_button.setEnabled(not problem)
        self._update_preview()
        self.players.update_buttons()
        self._order_tabs()

    def _order_tabs(self) -> None:
        """Tab goes the way the eye reads the form (issue 37 §5): the games, the new name, the
        seats and "Add a computer player" below them, the options, the win-rate note, Start; then the title row's "Continue the
        last game" and "Game history" (Shift+Tab from the first game reaches them at once).
        Rows and options are rebuilt as they change, so the chain is set after every change."""
        chain: list[QWidget] = [*self.game_buttons.values(), *self.guided_buttons.values(), self.name_edit,
                                self.add_button]
        for row in self.players.rows:
            chain += [row.name, row.up, row.down, row.screen_choice, row.pin, row.remove]
        chain += [self.players.add_computer_button, *self.options_panel.tab_widgets(), self.balance_note, self.start_button,
                  self.resume_last_button, self.history_button]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)

    def focus_first(self) -> None:
        """The control a player starts with (issue 37 §4): Start when the table can start (the
        names are remembered), else the new player's name field."""
        target = self.start_button if self.start_button.isEnabled() else self.name_edit
        target.setFocus(Qt.FocusReason.OtherFocusReason)

    def _update_preview(self) -> None:
        if self._building:
            return
        tag = self.tr("Boss") if self.game.first_seat == "boss" else None
        self.preview.set_names(self.names(), self.options_panel.first(), tag=tag)
        self.balance_note.show_table(self.game.id, len(self.names()), self.options_panel.options())

    def _start(self) -> None:
        if self.problem_text():
            return
        self.startRequested.emit(self.request())

    # -- language -----------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        self._lang = lang
        self.options_panel.set_language(lang)
        self.retranslateUi()

    # Below this width the three columns become two (the game above the players).
    NARROW_WIDTH = StartColumns.NARROW_WIDTH

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._columns.arrange_for(self.width())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def set_last_game_available(self, available: bool) -> None:
        """Show "Continue the last game" while an abandoned game can still be continued."""
        self.resume_last_button.setVisible(available)

    def _mark_games(self) -> None:
        """The chosen game carries a filled mark ("●"), the others an empty one ("○"): its
        gold border alone looks like the focus ring, and colour is never the only cue."""
        for info in GAMES.values():
            button = self.game_buttons[info.id]
            text = self.tr("{game}\n{low} to {high} players").format(
                game=info.title, low=info.min_players, high=info.max_players
            )
            button.setText(("● " if button.isChecked() else "○ ") + text)
            # One Tab stop for the choice, the chosen game, as for radio buttons; the arrow keys
            # move the choice (auto-exclusive: Qt's arrow keys then pass over no-Tab buttons)
            button.setAutoExclusive(True)
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus if button.isChecked() else Qt.FocusPolicy.ClickFocus)
            # heard as "Tempelgold, radio button, checked", then "3 to 10 players"
            button.setAccessibleName(info.title)
            button.setAccessibleDescription(text.split("\n", 1)[1])

    def retranslateUi(self) -> None:  # noqa: N802
        self.resume_last_button.setText(self.tr("Continue the last game"))
        self.history_button.setText(self.tr("Game &history"))
        self.title.setText(self.tr("A new game"))
        self.subtitle.setText(self.tr("Choose a game, sit down around the laptop and enter your names in seat order."))
        self.games_title.setText(self.tr("GAME"))
        self._mark_games()
        for info in GAMES.values():
            note = info.blurb_in(self._lang)
            if not has_ui(info.id):
                note = self.tr("{game}'s table is coming in a later version.").format(game=info.title)
            self.game_notes[info.id].setText(note)
            guided = self.guided_buttons[info.id]
            # two lines: the games' column stays as narrow as the game buttons make it
            guided.setText("▶ " + self.tr("First game\nwith explanations"))
            guided.setAccessibleName(self.tr("{game}: first game with explanations").format(game=info.title))
            guided.setAccessibleDescription(self.tr(
                "The example from the rules, played step by step; the computer plays the other seats."))
        self.players.retranslate()
        self.options_title.setText(self.tr("OPTIONS"))
        self.start_button.setText(self.tr("Start the game"))
        self._changed()
