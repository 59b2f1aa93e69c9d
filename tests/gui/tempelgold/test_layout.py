from __future__ import annotations

import itertools

import pytest

from gui.tempelgold.layout import table_layout

PORTRAIT = 250 / 350
LANDSCAPE = 350 / 250


@pytest.mark.parametrize("n", range(3, 11))
@pytest.mark.parametrize("width", [1250.0, 1600.0, 2000.0])
@pytest.mark.parametrize("aspect", [PORTRAIT, LANDSCAPE])
def test_seat_blocks_never_overlap_each_other_or_the_centre(n, width, aspect):
    lay = table_layout(width, [5] * n, aspect)
    assert len(lay.seats) == n
    for a, b in itertools.combinations(lay.seats, 2):
        assert not a.block.intersects(b.block), (n, a.seat, b.seat)
    for s in lay.seats:
        assert not s.block.intersects(lay.centre)
        assert 0 <= s.block.left() and s.block.right() <= width
        assert 0 <= s.block.top() and s.block.bottom() <= lay.height


def test_seat_zero_is_at_the_bottom_and_seats_go_clockwise_on_screen():
    lay = table_layout(1600.0, [5] * 6, PORTRAIT)
    s = [g.anchor for g in lay.seats]
    assert abs(s[0].x() - 800) < 1 and s[0].y() > 700          # bottom centre
    assert s[1].x() < 800 and s[1].y() > 500                    # next: bottom left
    assert s[3].y() < 300                                       # opposite: top
    assert s[5].x() > 800                                       # last: right side


def test_cards_fit_and_stay_readable_at_ten_players():
    lay = table_layout(1500.0, [5] * 10, PORTRAIT)
    assert lay.card_width >= 60


@pytest.mark.parametrize("n", [3, 6, 10])
def test_every_cards_centre_is_visible_in_a_fanned_row(n):
    lay = table_layout(1500.0, [5] * n, PORTRAIT)
    for s in lay.seats:
        assert s.step > 0.5 * s.card_width
