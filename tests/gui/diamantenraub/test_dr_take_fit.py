"""Twelve players' take in an 800×600 window (issue 31, "every word reads at 800×600"): the
role cards ran five rows deep in a narrow column beside the diamonds, the screen's content was
about 1,090 px tall in a 455 px view, and the first choice lay far below the fold. The role
cards now run at most two rows deep (beside a tighter fan of diamonds, or under them), so the
choices start inside the view without scrolling.

Not reached: the whole choice row (the take buttons under the set-aside row) still needs the
scroll bar at 800×600, see STILL_SCROLLS in test_dr_small_window.py."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from .test_dr_small_window import build


@pytest.mark.parametrize("lang", ["de", "en"])
def test_twelve_players_take_at_800x600_shows_its_first_choice_without_scrolling(
        shown_fitting, renderer, qtbot, lang):  # noqa: ANN001
    frame = shown_fitting(build("take", 12, renderer, lang), (800, 570), "take", 12, lang)
    panel = frame.content
    qtbot.waitUntil(lambda: panel._scale == panel.FALLBACK_SCALE, timeout=2000)
    rows = {pick.geometry().top() for pick in panel.treasure.role_cards}
    assert len(panel.treasure.role_cards) == 9 and len(rows) <= 2, rows
    scroll = panel.scroller.verticalScrollBar()
    assert scroll.value() == 0
    viewport = panel.scroller.viewport()
    first_row = [b for b in panel.aside_buttons.values()
                 if b.geometry().top() == panel.aside_buttons[None].geometry().top()]
    assert len(first_row) > 1
    for button in first_row:
        box = QRect(button.mapTo(viewport, button.rect().topLeft()), button.size())
        assert viewport.rect().contains(box), (lang, button.text(), box, viewport.rect())


@pytest.mark.parametrize("lang", ["de", "en"])
def test_five_players_take_at_800x600_shows_all_its_choices_without_scrolling(
        shown_fitting, renderer, qtbot, lang):  # noqa: ANN001
    """The other end of the same window: five players' take keeps every choice inside the
    view (only the note under them is below the fold) with the treasure's new spacing."""
    frame = shown_fitting(build("take", 5, renderer, lang), (800, 570), "take", 5, lang)
    panel = frame.content
    qtbot.waitUntil(lambda: panel._scale == panel.FALLBACK_SCALE, timeout=2000)
    assert panel.scroller.verticalScrollBar().value() == 0
    viewport = panel.scroller.viewport()
    buttons = [panel.picker, panel.diamonds_button, panel.role_button, panel.nothing_button,
               *panel.aside_buttons.values()]
    for button in buttons:
        box = QRect(button.mapTo(viewport, button.rect().topLeft()), button.size())
        assert viewport.rect().contains(box), (lang, box, viewport.rect())
