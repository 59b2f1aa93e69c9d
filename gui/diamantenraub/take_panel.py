"""A player's turn with the treasure: see it as it reached you, then take from it.

Decisions:

* The options are exactly the seat's legal actions (from its view): "Take N diamonds" with
  a picker from 1 to what is there (starting at "?": the button says "Take ? diamonds" and
  takes nothing until the player has set the number with − or +, from "?" + gives 1 and −
  the most, as the line under the picker says; a tap on either chooses diamonds), "This role card" after
  clicking one of the role cards, and "Nothing" (enabled only with an empty treasure or for
  the last player; otherwise it stays visible, disabled, so the row has the same shape for
  everyone). Nothing is preselected: the panel is complete once an option is chosen.
* The first player may first set one role card aside: a second row of toggles, "Set aside
  first:" and one short button per role card ("A♠") plus "none" (preselected). The set-aside card stays visible but greyed out and
  cannot be taken as well.
* An empty treasure: the same screen, with the line "The treasure is empty — you are a
  Straßenkind" and only "Nothing" enabled; it lasts as long as every other step.
* The note says what the choice makes of you (with the rule text's description), so that
  a beginner knows what they are before hiding the screen.
* The frame's commit button names the whole choice (:meth:`TakePanel.commit_text`: "Set A♠
  aside, take 3 diamonds — done"); its room is that of the longest such text from the start.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QButtonGroup, QGridLayout, QHBoxLayout, QLabel, QPushButton, QWidget

from engine.actions import Action
from engine.cards import Card
from engine.diamantenraub import Role, SeatView, SetAside, TakeDiamonds, TakeNothing, TakeRole, role_of
from gui.diamantenraub.panel import PrivatePanelBase, reserve_height, reserve_width
from gui.diamantenraub.treasure import TreasureWidget
from gui.diamantenraub.widgets import BUTTON_CSS, NumberPicker, choice_button, reflow, set_px
from gui.diamantenraub.words import card_label, role_name
from gui.table_kit import style

if TYPE_CHECKING:
    from gui.cards.renderer import DeckRenderer


DIAMONDS, ROLE, NOTHING = "diamonds", "role", "nothing"


class TakePanel(PrivatePanelBase):
    """The seat holding the treasure chooses what to take (and, seat 1, what to set aside)."""

    KIND = "take"

    def __init__(self, seat_view: SeatView, renderer: DeckRenderer, lang: str, parent: QWidget | None = None) -> None:  # noqa: ANN001
        super().__init__(seat_view, renderer, lang, parent)
        if seat_view.received is None or not seat_view.legal_actions:
            raise ValueError(f"{seat_view.name} is not holding the treasure")
        legal = seat_view.legal_actions
        self._aside_options: list[Card] = sorted((a.card for a in legal if isinstance(a, SetAside)), key=lambda c: c.sort_key)
        self._role_options = {a.card for a in legal if isinstance(a, TakeRole)}
        counts = [a.count for a in legal if isinstance(a, TakeDiamonds)]
        self._may_nothing = any(isinstance(a, TakeNothing) for a in legal)
        self._empty = not seat_view.received
        self._mode: str | None = None
        self._role: Card | None = None
        self._aside: Card | None = None

        self.treasure = TreasureWidget(renderer, seat_view.received, lang, pickable=bool(self._role_options), parent=self)
        self.treasure.rolePicked.connect(self._on_role_clicked)
        self.body.addWidget(self.treasure)

        # Seat 1 only: set one role card aside first (optional).
        self.aside_buttons: dict[Card | None, QPushButton] = {}
        self.aside_row = QHBoxLayout()
        self.aside_group = QButtonGroup(self)
        self.aside_group.setExclusive(True)
        self.aside_label = QLabel(self)
        self.aside_label.setVisible(bool(self._aside_options))
        if self._aside_options:
            self.aside_grid = QGridLayout()
            self.aside_grid.setHorizontalSpacing(10)
            self.aside_row.addStretch(1)
            self.aside_row.addLayout(self.aside_grid)
            for card in [None, *self._aside_options]:
                button = choice_button(self)
                button.clicked.connect(lambda _=False, c=card: self.set_aside(c))
                self.aside_group.addButton(button)
                self.aside_buttons[card] = button
            self.aside_buttons[None].setChecked(True)
            self.aside_row.addStretch(1)
            self.body.addLayout(self.aside_row)

        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.diamonds_button = choice_button(self)
        self.role_button = choice_button(self)
        self.nothing_button = choice_button(self)
        for button in (self.diamonds_button, self.role_button, self.nothing_button):
            self.group.addButton(button)
        self.picker = NumberPicker(min(counts) if counts else 0, max(counts) if counts else 0, self, none_left=not counts)
        self.picker.valueChanged.connect(lambda _v: self.choose(DIAMONDS))
        self.diamonds_button.clicked.connect(lambda: self.choose(DIAMONDS))
        self.role_button.clicked.connect(self._on_role_button)
        self.nothing_button.clicked.connect(lambda: self.choose(NOTHING))
        self._counts = bool(counts)
        self.diamonds_button.setEnabled(False)  # until the player has set the number
        self.picker.setEnabled(bool(counts))
        self.role_button.setEnabled(bool(self._role_options))
        self.nothing_button.setEnabled(self._may_nothing)
        self.choice_grid = QGridLayout()
        self.choice_grid.setHorizontalSpacing(24)
        self.choices.addStretch(1)
        self.choices.addLayout(self.choice_grid)
        self.choices.addStretch(1)
        self._chain_tab_order()
        self._finish_setup()

    def _chain_tab_order(self) -> None:
        """Tab walks the screen top to bottom, left to right: the role cards, the set-aside
        choice, the number's − and + and then the button that takes that many diamonds (it
        opens once the number is set), the role card button, nothing."""
        chain = [*self.treasure.role_cards, *self.aside_buttons.values(), self.picker.minus, self.picker.plus,
                 self.diamonds_button, self.role_button, self.nothing_button]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)

    # -- choosing (also what tests and the autoplayer call) ---------------------------
    def choose(self, mode: str, *, count: int | None = None, card: Card | None = None) -> None:
        """Pick an option: ``DIAMONDS`` (with ``count``), ``ROLE`` (with ``card``) or ``NOTHING``."""
        if mode == DIAMONDS and self._counts and (count is not None or self.picker.is_set()):
            if count is not None:
                self.picker.blockSignals(True)
                self.picker.set_value(count)
                self.picker.blockSignals(False)
            self._mode = DIAMONDS
        elif mode == ROLE and card is not None and card in self._role_options and card != self._aside:
            self._role = card
            self._mode = ROLE
        elif mode == ROLE and self._role is not None:
            self._mode = ROLE
        elif mode == NOTHING and self._may_nothing:
            self._mode = NOTHING
        else:
            return
        self._sync()

    def set_aside(self, card: Card | None) -> None:
        """Seat 1: put ``card`` aside before taking (``None``: keep all)."""
        if card is not None and card not in self._aside_options:
            return
        self._aside = card
        if card is not None and self._role == card:
            self._role = None
            if self._mode == ROLE:
                self._mode = None
        self._sync()

    def mode(self) -> str | None:
        return self._mode

    def options(self) -> dict[str, object]:
        """What may be chosen now: diamond range, role cards, nothing, set-aside cards."""
        return {
            DIAMONDS: (self.picker.minimum(), self.picker.maximum()) if self._counts else None,
            ROLE: sorted((c for c in self._role_options if c != self._aside), key=lambda c: c.sort_key),
            NOTHING: self._may_nothing,
            "aside": list(self._aside_options),
        }

    def chosen_actions(self) -> list[Action]:
        if self._mode is None:
            return []
        actions: list[Action] = [SetAside(self._aside)] if self._aside is not None else []
        if self._mode == DIAMONDS:
            actions.append(TakeDiamonds(self.picker.value()))
        elif self._mode == ROLE and self._role is not None:
            actions.append(TakeRole(self._role))
        else:
            actions.append(TakeNothing())
        return actions

    def is_ready(self) -> bool:
        return self._mode is not None and (self._mode != ROLE or self._role is not None)

    def draft(self) -> object | None:
        """What this player has set so far: the option, the number, the role card, the
        card set aside (kept by the Session across a cover, see ``Session._keep_draft``)."""
        count = self.picker.value() if self.picker.is_set() else None  # "?" comes back as "?"
        return {"mode": self._mode, "count": count, "role": self._role, "aside": self._aside}

    def restore_draft(self, draft: object) -> None:
        if not isinstance(draft, dict):
            return
        aside, role, count, mode = draft.get("aside"), draft.get("role"), draft.get("count"), draft.get("mode")
        if aside is None or aside in self._aside_options:
            self.set_aside(aside)
        if isinstance(count, int) and self.picker.isEnabled():
            self.picker.blockSignals(True)  # setting the number back is not a choice by itself
            self.picker.set_value(count)
            self.picker.blockSignals(False)
        if role in self._role_options and role != self._aside:
            self._role = role
        if mode == ROLE:
            self.choose(ROLE, card=self._role)
        elif mode in (DIAMONDS, NOTHING):
            self.choose(mode)
        self._sync()

    def shown_elements(self) -> list[str]:
        return self.treasure.shown_elements()

    # -- internals ----------------------------------------------------------------------
    def _on_role_clicked(self, card: Card) -> None:
        self.choose(ROLE, card=card)

    def _on_role_button(self) -> None:
        if self._role is None:  # nothing picked yet: ask for a card, keep the old choice
            self.role_button.setChecked(False)
            self._sync()
            self.fact.setText(self.tr("Click the role card you want to take."))
            return
        self.choose(ROLE)

    def _sync(self) -> None:
        was = getattr(self, "_was_ready", False)
        self.group.setExclusive(False)
        self.diamonds_button.setChecked(self._mode == DIAMONDS)
        self.role_button.setChecked(self._mode == ROLE)
        self.nothing_button.setChecked(self._mode == NOTHING)
        self.group.setExclusive(True)
        if self.aside_buttons:
            self.aside_buttons[self._aside].setChecked(True)
        self.treasure.set_picked(self._role if self._mode == ROLE else None)
        self.treasure.set_muted(self._aside)
        self._retranslate()
        self._reflow()  # the role button's text may have grown
        now = self.is_ready()
        self._was_ready = now
        if now != was:
            self.readyChanged.emit(now)
        self.choiceChanged.emit()

    # -- the commit button's words -------------------------------------------------------
    def commit_text(self) -> str:
        """What the frame's commit button commits now ("" while no choice is complete)."""
        if not self.is_ready():
            return ""
        return self._commit_for(self._mode, self._role, self._aside, self.picker.value())

    def commit_texts(self) -> list[str]:
        texts = []
        for aside in [None, *self._aside_options]:
            if self._counts:
                texts += [self._commit_for(DIAMONDS, None, aside, n)
                          for n in range(self.picker.minimum(), self.picker.maximum() + 1)]
            texts += [self._commit_for(ROLE, c, aside, 0) for c in self._role_options if c != aside]
            if self._may_nothing:
                texts.append(self._commit_for(NOTHING, None, aside, 0))
        return texts

    def _commit_for(self, mode: str | None, card: Card | None, aside: Card | None, count: int) -> str:
        if aside is None:
            if mode == DIAMONDS:
                return self.tr("Take %n diamond(s) — done", "", count)
            if mode == ROLE and card is not None:
                return style.qt_arg(self.tr("Take %1 — done"), card_label(card, self._lang))
            return self.tr("Take nothing — done")
        put = card_label(aside, self._lang)
        if mode == DIAMONDS:
            return style.qt_arg(self.tr("Set %1 aside, take %n diamond(s) — done", "", count), put)
        if mode == ROLE and card is not None:
            return style.qt_arg(self.tr("Set %1 aside, take %2 — done"), put, card_label(card, self._lang))
        return style.qt_arg(self.tr("Set %1 aside, take nothing — done"), put)

    def _retranslate(self) -> None:
        v = self._view
        self.headline.setText(self.tr("The treasure, as it reached you"))
        self.title.setText(v.name)
        self.treasure.set_language(self._lang)
        self.aside_label.setText(self.tr("Set aside first:"))
        for card, button in self.aside_buttons.items():
            button.setText(self.tr("none") if card is None else card_label(card, self._lang))
            # its row's caption is part of its name: "none" alone told a screen reader nothing
            what = button.text() if card is None else f"{button.text()}, {role_name(role_of(card), self._lang)}"
            button.setAccessibleName(style.qt_arg(self.tr("Set aside first: %1"), what))
        self.diamonds_button.setEnabled(self._counts and self.picker.is_set())
        self.diamonds_button.setText(self.tr("Take %n diamond(s)", "", self.picker.value()) if self.picker.is_set()
                                     else self.tr("Take ? diamonds"))
        self.role_button.setText(style.qt_arg(self.tr("This role card: %1"), card_label(self._role, self._lang))
                                 if self._role is not None else self.tr("A role card"))
        self.nothing_button.setText(self.tr("Nothing"))
        self.fact.setText(self._fact())
        self.note.setText(self._note())
        self._reserve_room()

    def _fact(self, mode: str | None | bool = False) -> str:
        """The line above the choices (for ``mode``; default: the panel's own)."""
        mode = self._mode if mode is False else mode
        if self._empty:
            return self.tr("The treasure is empty — you are a Street Kid.")
        if self._aside_options and mode is None:
            return self.tr("You are the first player: you may set one role card aside first. Then take.")
        if not self._counts:  # only role cards came (a player reads "take diamonds" as an option)
            if self._may_nothing:
                return self.tr("No diamonds are left: take one role card or nothing. Remember what you saw.")
            return self.tr("No diamonds are left: take one role card. Remember what you saw.")
        return self.tr("Take diamonds (at least one) or one role card. Remember what you saw.")

    def _note(self) -> str:
        return self._note_for(self._mode, self._role, self._aside, self.picker.value())

    def _note_for(self, mode: str | None, card: Card | None, aside_card: Card | None, count: int) -> str:
        """What the choice makes of you: the note under the choices."""
        if mode == DIAMONDS:
            role: Role | None = Role.DIEB
            head = self.tr("You take %n diamond(s) and are a Thief.", "", count)
        elif mode == ROLE and card is not None:
            role = role_of(card)
            head = style.qt_arg(self.tr("You take %1 and play the %2."), card_label(card, self._lang), role_name(role, self._lang))
        elif mode == NOTHING:
            role = Role.STRASSENKIND
            head = self.tr("You take nothing and are a Street Kid.")
        else:
            return self.tr("Choose what you take; then hold the gold button below until it is full.")
        aside = ""
        if aside_card is not None:
            aside = style.qt_arg(self.tr("You set %1 aside; nobody has it."), card_label(aside_card, self._lang)) + " "
        return aside + head + "\n" + self._role_text(role)

    def _reserve_room(self) -> None:
        """The layout never moves under the cursor (issue 19): from the start, the fact line
        and the note have the room of the tallest text they can show in this panel, and the
        role card and take buttons the width of their longest texts ("This role card: 10♦",
        "Take 12 diamonds"). Worked out
        again only when the size, the scale (:meth:`_fit_to_room`) or the language changed."""
        if not hasattr(self, "picker"):
            return
        key = (self.width(), self.height(), self._scale, self._lang, self.tr("A role card"),
               self.note.font().pixelSize(), self.note.contentsMargins().left(), self.fact.font().pixelSize())
        if getattr(self, "_reserved_for", None) == key:
            return
        self._reserved_for = key
        reserve_width(self.role_button, [self.tr("A role card")] + [
            style.qt_arg(self.tr("This role card: %1"), card_label(c, self._lang)) for c in self._role_options])
        reserve_width(self.diamonds_button, [self.tr("Take ? diamonds")] + [
            self.tr("Take %n diamond(s)", "", n) for n in range(self.picker.minimum(), self.picker.maximum() + 1)])
        bar = self.scroller.verticalScrollBar().sizeHint().width()
        width = max(100, self.width() - 64 - bar)  # the inner margins, and a scroll bar if one comes
        asides: list[Card | None] = [None, *self._aside_options]
        notes = [self._note_for(None, None, None, 0)]
        for aside in asides:
            if self._counts:  # diamonds may be taken (the button is locked only until the number is set)
                notes += [self._note_for(DIAMONDS, None, aside, n) for n in {self.picker.minimum(), self.picker.maximum()}]
            notes += [self._note_for(ROLE, c, aside, 0) for c in self._role_options if c != aside]
            if self._may_nothing:
                notes.append(self._note_for(NOTHING, None, aside, 0))
        reserve_height(self.note, notes, width)  # the note's side margins are inside its width
        facts = [self._fact(None), self._fact(DIAMONDS), self.tr("Click the role card you want to take.")]
        reserve_height(self.fact, facts, width)

    def _apply_sizes(self) -> None:
        super()._apply_sizes()
        if not hasattr(self, "treasure"):
            return
        self.treasure.fit(self.width() - 96, self._card_width())
        px = max(17, min(26, self.height() // 32)) * self._type_scale()
        for button in (self.diamonds_button, self.role_button, self.nothing_button, *self.aside_buttons.values()):
            set_px(button, px, True, BUTTON_CSS)
        set_px(self.aside_label, px, True)
        self.picker.set_scale(int(max(24, min(40, self.height() // 22)) * self._type_scale()))
        self._reserve_room()
        self._reflow()

    def _reflow(self) -> None:
        """The choice buttons and the set-aside buttons wrap into more rows when narrow."""
        room = self.width() - 96  # the panel's margins and a scroll bar
        reflow(self.choice_grid, [[self.picker, self.diamonds_button], [self.role_button], [self.nothing_button]], room, 24)
        if self.aside_buttons:
            groups: list[list[QWidget]] = [[self.aside_label]]
            groups += [[b] for b in self.aside_buttons.values()]
            reflow(self.aside_grid, groups, room, 10, hanging=True)
