"""Tempelgold's guided first game: the rule text's example ("Eine Runde → Beispiel"), played.

Four players, Anna, Ben, Carla and Dan, 20 chambers; Anna holds the key. The seed below
deals the example's cards (found once by searching the seeds offline; the test
``tests/gui/test_guided_tempelgold.py`` holds it to them): Anna is an Abenteurerin with one
gold and no trap, Carla an Abenteurerin with two gold and a trap, Dan a Wächter with four
empty chambers and a trap; Ben has the remaining three gold (he claims two: the example
does not say why, and the end screen shows that he is the second Wächter, hiding one). The
example's two openings follow: Anna opens one of Dan's chambers (empty), Dan one of
Carla's (gold). "Carla nimmt den Schlüssel …": the text stops, and the learner plays on.

**The learner plays Carla.** Her first choice of her own comes exactly where the example
stops, so the whole example is seen before the learner has to decide anything; she holds a
trap, the card the tips are about (a Wächter likes to open at the player who announced one),
and she is the one Dan opens at. Anna, Ben and Dan are easy computers.

The words are in ``texts/guide/<lang>.md``; each explanation cites its rule section.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QWidget

from engine.tempelgold import Open
from gui.games.guide_script import Anchor, Finder, GuidedGame, GuideStep, PointAt
from gui.tempelgold.end import TempelgoldEndScreen
from gui.tempelgold.private import TempelgoldPrivatePanel
from gui.tempelgold.seam_table import TempelgoldTable

SEED = 561
"""Deals the example's cards at four players with Anna (seat 0) holding the key."""
ANNA, BEN, CARLA, DAN = range(4)
DAN_EMPTY_SLOT = 0
"""The first of Dan's chambers in his row: empty (Anna opens it)."""
CARLA_GOLD_SLOT = 2
"""The first gold in Carla's row (Dan opens it)."""


def _table(screen: QWidget) -> TempelgoldTable:
    assert isinstance(screen, TempelgoldTable), "the guide points into the Tempelgold table"
    return screen


def _view_rect(table: TempelgoldTable, box: QRectF) -> PointAt:
    """A box of the table's scene, as the part of its view's viewport that shows it."""
    return PointAt(table.view.viewport(), table.view.mapFromScene(box).boundingRect())


def _row(seat: int) -> Finder:
    """The seat's row of face-down chambers on the table."""
    def find(screen: QWidget) -> PointAt | None:
        table = _table(screen)
        items = table.row_items(seat)
        if not items:
            return None
        box = items[0].sceneBoundingRect()
        for item in items[1:]:
            box = box.united(item.sceneBoundingRect())
        return _view_rect(table, box)
    return find


def _plate(seat: int) -> Finder:
    """The seat's name plate (the key lies beside the key holder's)."""
    def find(screen: QWidget) -> PointAt | None:
        table = _table(screen)
        return _view_rect(table, table.plate_item(seat).sceneBoundingRect())
    return find


def _counters(screen: QWidget) -> PointAt | None:
    """The line that counts gold, empty chambers and traps found."""
    return PointAt(_table(screen).counters)


def _banner_button(screen: QWidget) -> PointAt | None:
    """The round-over banner's button ("Everyone looks at their new chambers")."""
    button = _table(screen).banner.button
    return PointAt(button) if button.isVisible() else None


def _panel(panel: QWidget) -> TempelgoldPrivatePanel:
    assert isinstance(panel, TempelgoldPrivatePanel), "the guide points into Tempelgold's private screen"
    return panel


def _role(panel: QWidget) -> PointAt | None:
    """The private screen's role card."""
    return PointAt(_panel(panel).role_frame)


def _chambers(panel: QWidget) -> PointAt | None:
    """The private screen's line that counts the seat's chambers by kind."""
    return PointAt(_panel(panel).summary)


def _end(screen: QWidget) -> TempelgoldEndScreen:
    assert isinstance(screen, TempelgoldEndScreen), "the guide points into Tempelgold's end screen"
    return screen


def _end_headline(screen: QWidget) -> PointAt | None:
    """The end screen's line that says who won."""
    return PointAt(_end(screen).winners_line)


def _again(screen: QWidget) -> PointAt | None:
    """The end screen's "Play again"."""
    return PointAt(_end(screen).again_button)


GUIDED_GAME = GuidedGame(
    players=("Anna", "Ben", "Carla", "Dan"),
    seed=SEED,
    learner=CARLA,
    first=ANNA,
    talk_at_table=True,  # "Erst reden" quotes what each says aloud; the board stays the people's
    script=(
        (ANNA, (Open(DAN, DAN_EMPTY_SLOT),)),
        (DAN, (Open(CARLA, CARLA_GOLD_SLOT),)),
    ),
    steps=(
        GuideStep("welcome", "handoff", Anchor.REVEAL, seat=CARLA, moves=0, kind="deal"),
        GuideStep("your_role", "private", _role, seat=CARLA, moves=0, kind="deal"),
        GuideStep("your_chambers", "private", _chambers, seat=CARLA, moves=0, kind="deal"),
        GuideStep("cover", "private", Anchor.FINISH, seat=CARLA, moves=0, kind="deal"),
        GuideStep("talk", "table", _plate(ANNA), moves=0),
        GuideStep("count_claims", "table", _counters, moves=0),
        GuideStep("anna_opens", "table", _row(DAN), moves=0),
        GuideStep("dan_has_key", "table", _plate(DAN), moves=1),
        GuideStep("who_opens_whom", "table", _counters, moves=2),
        GuideStep("your_key", "table", _row(ANNA), moves=2),
        GuideStep("round_over", "table", _banner_button, kind="round_over"),
        GuideStep("new_chambers", "handoff", Anchor.REVEAL, seat=CARLA, kind="redeal"),
        GuideStep("the_end", "end", _end_headline),
        GuideStep("guardian_tip", "end", _end_headline),
        GuideStep("again", "end", _again),
    ),
)
