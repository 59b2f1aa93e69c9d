"""The hand-off screen's "still to do" line (a phone game): never clipped, and its coming
and going never moves the reveal button."""
from __future__ import annotations

from PySide6.QtCore import QPoint

from gui.curtain.handoff import HandOffScreen

LONG = [f"Maximiliane-{i} von Hohenstein" for i in range(5)]


def test_a_long_still_to_do_line_fits_and_the_button_stays_put(shown_fitting) -> None:  # noqa: ANN001
    screen = shown_fitting(HandOffScreen("Maximiliane-0 von Hohenstein"), (800, 600))
    before = screen.reveal_button.mapTo(screen, QPoint(0, 0))
    screen.set_waiting(["Ben", "Dan"], ["Anna"])
    short = screen.status_text()
    assert short and "Ben, Dan" in short and "Anna" in short
    assert screen.reveal_button.mapTo(screen, QPoint(0, 0)) == before  # two lines are reserved
    screen.set_waiting([], [])
    assert screen.status_text() == "" and screen.reveal_button.mapTo(screen, QPoint(0, 0)) == before
    screen.set_waiting(LONG, [n.replace("Maximiliane", "Konstantin") for n in LONG])
    label = screen.status_label
    assert label.height() >= label.heightForWidth(label.width()), "the line is clipped"
