"""Diamantenraub's guided first game: the rule text's example ("Das Verhör → Beispiel"), played.

Seven players, Anna is the Boss. The treasure holds 15 diamonds, 2 Henchmen (8♠, 9♣),
the Undercover Agent (A♠) and the Driver (J♣); with seven players Anna has no excuse. The
seed below deals those cards (at seven players the treasure's kinds are fixed; the seed
picks the cards, and ``tests/gui/test_guided_games.py`` holds it to these). The example's
choices follow: Anna keeps 2 diamonds; Ben sets the Driver aside and takes 3; Carla takes
the Agent, Dan 2 diamonds, Emil and Eva a Henchman each, Finn (who finds 8) takes 2; Anna
accuses Dan (2 diamonds: out), then Emil (a Henchman: with no excuse, Anna is out). Ben
has 3, Finn 2: Ben wins. The example ends with the game.

**The learner plays Ben.** He is the first player after the Boss, so his one choice uses
the one special rule of taking (the first player may set a role card aside) besides the
ordinary take; as a thief he has the numbers the beginners' tips are about ("Merk dir die
Zahlen"); he sees no other seat's secret, as in a real game; and he wins, which makes a
first game end well. Everyone else is an easy computer.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QWidget

from engine.actions import Action
from engine.cards import Card
from engine.diamantenraub import Accuse
from engine.diamantenraub.actions import HideDiamonds, Reveal, SetAside, TakeDiamonds, TakeRole
from gui.diamantenraub.end import DiamantenraubEnd
from gui.diamantenraub.table import DiamantenraubTable
from gui.diamantenraub.take_panel import TakePanel
from gui.games.clicks import click
from gui.games.guide_script import Anchor, Finder, GuidedGame, GuideStep, PointAt

SEED = 1
"""Deals the example's treasure at seven players (any seed does at seven; this one is pinned)."""
ANNA, BEN, CARLA, DAN, EMIL, EVA, FINN = range(7)
AGENT, DRIVER, HENCHMAN_1, HENCHMAN_2 = Card.parse("AS"), Card.parse("JC"), Card.parse("8S"), Card.parse("9C")


def _table(screen: QWidget) -> DiamantenraubTable:
    assert isinstance(screen, DiamantenraubTable), "the guide points into the Diamantenraub table"
    return screen


def _view_rect(table: DiamantenraubTable, box: QRectF) -> PointAt:
    return PointAt(table.view.viewport(), table.view.mapFromScene(box).boundingRect())


def _seat(seat: int) -> Finder:
    """The seat's place at the table (its plate)."""
    def find(screen: QWidget) -> PointAt | None:
        table = _table(screen)
        if seat >= len(table.seat_items):
            return None
        return _view_rect(table, table.seat_items[seat].sceneBoundingRect())
    return find


def _panel(panel: QWidget) -> TakePanel:
    assert isinstance(panel, TakePanel), "the guide points into Diamantenraub's take panel"
    return panel


def _treasure(panel: QWidget) -> PointAt | None:
    """The treasure's diamonds as they arrived."""
    return PointAt(_panel(panel).treasure.fan)


def _driver(panel: QWidget) -> PointAt | None:
    button = _panel(panel).aside_buttons.get(DRIVER)
    return PointAt(button) if button is not None else None


def _picker(panel: QWidget) -> PointAt | None:
    return PointAt(_panel(panel).picker)


def _end(screen: QWidget) -> DiamantenraubEnd:
    assert isinstance(screen, DiamantenraubEnd), "the guide points into Diamantenraub's end screen"
    return screen


def _winners(screen: QWidget) -> PointAt | None:
    return PointAt(_end(screen).winners_label)


def _again(screen: QWidget) -> PointAt | None:
    return PointAt(_end(screen).again_button)


def choose(panel: QWidget, actions: tuple[Action, ...]) -> None:
    """Ben's part of the example on the take panel, click by click: set the Driver aside,
    then set the number to 3 and take the diamonds (the example gives the learner no other
    kind of choice)."""
    take = _panel(panel)
    for action in actions:
        if isinstance(action, SetAside):
            click(take.aside_buttons[action.card])
        elif isinstance(action, TakeDiamonds):
            picker = take.picker
            for _ in range(2 * (picker.maximum() - picker.minimum() + 2)):
                if picker.is_set() and picker.value() == action.count:
                    break
                click(picker.plus if picker.value() < action.count or not picker.is_set() and
                      picker.value() < picker.maximum() else picker.minus)
            click(take.diamonds_button)


GUIDED_GAME = GuidedGame(
    players=("Anna", "Ben", "Carla", "Dan", "Emil", "Eva", "Finn"),
    seed=SEED,
    learner=BEN,
    first=ANNA,
    script=(
        (ANNA, (HideDiamonds(2),)),
        (BEN, (SetAside(DRIVER), TakeDiamonds(3))),
        (CARLA, (TakeRole(AGENT),)),
        (DAN, (TakeDiamonds(2),)),
        (EMIL, (TakeRole(HENCHMAN_1),)),
        (EVA, (TakeRole(HENCHMAN_2),)),
        (FINN, (TakeDiamonds(2),)),
        (ANNA, (Accuse(DAN),)),
        (DAN, (Reveal(),)),
        (ANNA, (Accuse(EMIL),)),
        (EMIL, (Reveal(),)),
    ),
    steps=(
        GuideStep("start", "wait", _seat(ANNA), seat=ANNA, moves=0, kind="hide"),
        GuideStep("welcome", "handoff", Anchor.REVEAL, seat=BEN, moves=1, kind="take"),
        GuideStep("treasure", "private", _treasure, seat=BEN, moves=1, kind="take"),
        GuideStep("set_aside", "private", _driver, seat=BEN, moves=1, kind="take"),
        GuideStep("take", "private", _picker, seat=BEN, moves=1, kind="take"),
        GuideStep("commit", "private", Anchor.FINISH, seat=BEN, moves=1, kind="take"),
        GuideStep("passing", "wait", _seat(CARLA), seat=CARLA, moves=3),
        GuideStep("returned", "wait", _seat(ANNA), seat=ANNA, moves=8),
        GuideStep("interrogation", "table", _seat(ANNA), moves=8, kind="interrogation"),
        GuideStep("numbers", "table", _seat(BEN), moves=8, kind="interrogation"),
        GuideStep("accuse_dan", "table", _seat(DAN), moves=8, kind="interrogation"),
        GuideStep("dan_out", "table", _seat(DAN), moves=10, kind="interrogation"),
        GuideStep("no_excuse", "table", _seat(EMIL), moves=10, kind="interrogation"),
        GuideStep("the_end", "end", _winners, moves=12),
        GuideStep("agent_tip", "end", _winners, moves=12),
        GuideStep("again", "end", _again),
    ),
    choose=choose,
)
