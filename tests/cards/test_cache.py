"""The pixmap cache: hits on repeat, keyed by pixel size (logical size × device pixel ratio)."""
from __future__ import annotations

from PySide6.QtGui import QColor

from gui.cards.elements import FACES
from gui.cards.renderer import DeckRenderer

from .conftest import deck_svg, install_kde


def test_repeat_requests_hit_the_cache(renderer):
    first = renderer.pixmap("queen_heart", 60, 84)
    assert renderer.wait_idle(5000)
    assert renderer.render_count == 1
    exact = renderer.pixmap("queen_heart", 60, 84)
    assert exact.width() == 60 and exact.height() == 84
    assert exact.toImage() != first.toImage()  # the first was a stand-in, this is the card
    for _ in range(5):
        renderer.pixmap("queen_heart", 60, 84)
    assert renderer.wait_idle(5000)
    assert renderer.render_count == 1


def test_key_includes_size_and_pixel_ratio(renderer):
    renderer.pixmap("5_club", 60, 84)
    renderer.wait_idle(5000)
    hidpi = renderer.pixmap("5_club", 60, 84, dpr=2.0)
    assert renderer.wait_idle(5000)
    assert renderer.render_count == 2
    hidpi = renderer.pixmap("5_club", 60, 84, dpr=2.0)
    assert (hidpi.width(), hidpi.height()) == (120, 168)
    assert hidpi.devicePixelRatio() == 2.0
    renderer.pixmap("5_club", 61, 85)
    renderer.wait_idle(5000)
    assert renderer.render_count == 3
    # same pixel size, different logical size/ratio: one render, right ratio on each copy
    same = renderer.pixmap("5_club", 120, 168)
    assert same.devicePixelRatio() == 1.0 and same.width() == 120
    assert renderer.render_count == 3
    assert renderer.cached("5_club", 60, 84, 2.0) and not renderer.cached("5_club", 60, 84, 3.0)


def test_duplicate_requests_render_once(renderer):
    for _ in range(10):
        renderer.pixmap("back", 100, 140)
    assert renderer.pending() == 1
    renderer.wait_idle(5000)
    assert renderer.render_count == 1


def test_stand_in_is_nearest_size_of_the_same_element_or_neutral(renderer):
    neutral_a = renderer.pixmap("king_spade", 80, 112).toImage()
    neutral_b = renderer.pixmap("1_heart", 80, 112).toImage()
    assert neutral_a == neutral_b  # reveals nothing about which card it is
    renderer.wait_idle(5000)
    small = renderer.pixmap("king_spade", 80, 112).toImage()
    stand_in = renderer.pixmap("king_spade", 160, 224)
    assert (stand_in.width(), stand_in.height()) == (160, 224)
    assert stand_in.toImage().scaled(80, 112) != neutral_a.scaled(80, 112)
    # another element at that size still gets the neutral stand-in, never the king
    other = renderer.pixmap("2_heart", 160, 224).toImage()
    assert other == renderer.pixmap("3_heart", 160, 224).toImage()
    assert small != neutral_a
    renderer.wait_idle(5000)


def test_rendered_signal_names_the_element(renderer, qtbot):
    with qtbot.waitSignal(renderer.rendered, timeout=5000) as blocker:
        renderer.pixmap("9_diamond", 40, 56)
    assert blocker.args == ["9_diamond"]


def test_deck_switch_emits_changed_and_drops_old_results(renderer, data_dirs, qtbot):
    install_kde(data_dirs, "svg-fake", deck_svg())
    renderer.pixmap("1_heart", 50, 70)
    with qtbot.waitSignal(renderer.changed):
        assert renderer.set_deck("svg-fake") is None
    renderer.wait_idle(5000)
    img = renderer.pixmap("1_heart", 50, 70)
    renderer.wait_idle(5000)
    img = renderer.pixmap("1_heart", 50, 70).toImage()
    assert QColor(img.pixel(25, 35)).name() == "#ff0000"
    with qtbot.waitSignal(renderer.changed):
        renderer.set_deck("kartentisch", "en")
    assert renderer.index_set == "en"
    assert not renderer.cached("1_heart", 50, 70)


def test_heavy_deck_path_matches_direct_rendering(renderer, data_dirs, monkeypatch):
    """The cut-out path (used for big decks) draws what QSvgRenderer draws, incl. <use> and gradients."""
    x0 = FACES.index("1_spade") * 105  # where deck_svg puts that card
    svg = deck_svg().replace(
        '<g id="1_spade">',
        '<defs><linearGradient id="lg"><stop offset="0" stop-color="#00ff00"/>'
        '<stop offset="1" stop-color="#00ff00"/></linearGradient>'
        '<circle id="dot" r="20" fill="url(#lg)"/></defs><g id="1_spade">',
    ).replace('fill="#000000"/></g>', f'fill="#000000"/><use xlink:href="#dot" x="{x0 + 50}" y="70"/></g>', 1)
    svg = svg.replace("<svg ", '<svg xmlns:xlink="http://www.w3.org/1999/xlink" ', 1)
    svg = svg.replace('transform="none"', "")
    svg = svg.replace('<g id="2_spade">', '<g transform="translate(0,0)"><g id="2_spade">').replace(
        '<g id="3_spade">', '</g><g id="3_spade">'
    )
    install_kde(data_dirs, "svg-heavy", svg)
    monkeypatch.setattr(DeckRenderer, "DIRECT_LIMIT", 0)
    assert renderer.set_deck("svg-heavy") is None
    assert not renderer.source.direct
    for element in ("1_spade", "2_spade", "back"):
        renderer.pixmap(element, 50, 70)
    assert renderer.wait_idle(5000)
    for element in ("1_spade", "2_spade", "back"):
        threaded = renderer.pixmap(element, 50, 70).toImage()
        direct = renderer.image_sync(element, 50, 70)
        assert threaded.convertToFormat(direct.format()) == direct, element
    assert QColor(renderer.pixmap("1_spade", 50, 70).toImage().pixel(25, 35)).name() == "#00ff00"


def test_many_void_qt_calls_do_not_kill_the_interpreter(qapp):
    """PySide6 6.12 on Python 3.11 drops a reference to None per void call (see _refcount_guard)."""
    import sys

    from PySide6.QtCore import QObject

    from gui.cards import _refcount_guard

    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(200_000):
        probe.setObjectName("x")
    if _refcount_guard.applied:
        assert sys.getrefcount(None) > 1 << 39
    else:
        assert sys.getrefcount(None) >= before - 10


def test_the_budget_is_one_screenful_with_a_floor(qapp):
    """Issue 8/9: the cache holds one screenful of card pictures, not 160 MB of every size."""
    from PySide6.QtGui import QGuiApplication

    screen = QGuiApplication.primaryScreen()
    dpr = screen.devicePixelRatio()
    expected = max(DeckRenderer.CACHE_FLOOR_BYTES, round(screen.size().width() * screen.size().height() * dpr * dpr * 4))
    r = DeckRenderer()
    try:
        assert r.CACHE_BYTES == expected == DeckRenderer.screen_budget()
        assert r.CACHE_BYTES < 64 * 1024 * 1024  # offscreen's screen is 800×600: the floor
    finally:
        r.close()


def test_a_game_of_changing_card_sizes_stays_within_the_budget(renderer):
    """Every round lays the table out anew (new card sizes): old sizes go, the newest stay."""
    renderer.CACHE_BYTES = 1024 * 1024
    sizes = [(w, round(w * 1.4)) for w in range(54, 70)]
    for w, h in sizes:  # like a game: each round's layout asks for its own size of every card
        for element in FACES[:12]:
            renderer.pixmap(element, w, h)
        assert renderer.wait_idle(10000)
        assert renderer.cache_bytes() <= renderer.CACHE_BYTES
    assert renderer.cache_bytes() == sum(k[3] * k[4] * 4 for k in renderer._cache)
    count = renderer.render_count
    w, h = sizes[-1]
    for element in FACES[:12]:  # the current round's pictures are all still there
        assert renderer.cached(element, w, h)
        renderer.pixmap(element, w, h)
    assert renderer.pending() == 0 and renderer.render_count == count
    assert not renderer.cached(FACES[0], *sizes[0])  # the first round's are gone
