"""Discovering and loading decks of both naming conventions, and their shapes."""
from __future__ import annotations

import gzip
import logging

import platformdirs
import pytest
from PySide6.QtGui import QColor

from gui.cards import DEFAULT_DECK_ID, discover_decks
from gui.cards.deck_read import read_svg_bytes
from gui.cards.decks import DeckError
from gui.cards.renderer import SVG, BUILTIN, TINT

from .conftest import deck_svg, install_aisleriot, install_kde


@pytest.fixture(autouse=True)
def english(qapp):  # noqa: ANN001, ANN201, ARG001
    """The messages and deck names asserted here are the English ones: install English
    explicitly (a window test run before may have left German installed application-wide,
    catalogue and default locale), and put back afterwards whatever was installed."""
    from gui.text.i18n import Translations

    shared = Translations.shared()
    before = shared.language
    shared.set_language("en")
    yield
    shared.set_language(before)


@pytest.fixture(autouse=True)
def renderer_records():  # noqa: ANN201
    """The renderer's own log records, as it wrote them: the app's log handlers (installed
    application-wide by a test that built the app before) redact card names in the record
    itself, so a check for "7_heart" would depend on the order of the tests. The redaction
    has its own test (tests/packaging/test_logs.py)."""
    from gui.shell.logs import SecretFilter

    root = logging.getLogger()
    apps = [h for h in root.handlers if any(isinstance(f, SecretFilter) for f in h.filters)]
    for handler in apps:
        root.removeHandler(handler)
    yield
    for handler in apps:
        root.addHandler(handler)


def colour_at(image, x, y) -> str:
    return QColor(image.pixel(x, y)).name()


def test_discovery_finds_kde_aisleriot_and_user_decks(data_dirs):
    install_kde(data_dirs, "svg-fake", deck_svg(), name="Fake Deck")
    install_aisleriot(data_dirs, "fakeriot", deck_svg("aisleriot"), compress=True)
    (data_dirs / "carddecks" / "not-a-deck").mkdir()
    (data_dirs / "carddecks" / "not-a-deck" / "index.desktop").write_text("[Desktop Entry]\nName=x\n")
    user = platformdirs.user_data_dir("kartentisch", appauthor=False)
    from pathlib import Path

    (Path(user) / "decks").mkdir(parents=True)
    (Path(user) / "decks" / "mine.svg").write_text(deck_svg())
    decks = {d.id: d for d in discover_decks()}
    assert list(decks)[0] == DEFAULT_DECK_ID
    assert decks["svg-fake"].kind == "kde" and decks["svg-fake"].name == "Fake Deck"
    assert decks["svg-fake"].path.name == "deck.svgz"
    assert decks["fakeriot"].kind == "aisleriot"
    assert decks["user:mine"].kind == "user"
    assert "not-a-deck" not in decks


@pytest.mark.parametrize("naming", ["kde", "aisleriot"])
def test_both_namings_load_and_render(renderer, data_dirs, naming):
    if naming == "kde":
        install_kde(data_dirs, "svg-fake", deck_svg("kde"))
        deck_id = "svg-fake"
    else:
        install_aisleriot(data_dirs, "fakeriot", deck_svg("aisleriot"))
        deck_id = "fakeriot"
    assert renderer.set_deck(deck_id) is None
    assert renderer.deck_id == deck_id
    assert renderer.aspect() == pytest.approx(100 / 140)
    img = renderer.image_sync("10_heart", 50, 70)
    assert colour_at(img, 25, 35) == "#ff0000"
    assert colour_at(renderer.image_sync("queen_club", 50, 70), 25, 35) == "#00aa00"
    assert colour_at(renderer.image_sync("red_joker", 50, 70), 25, 35) == "#ffff00"
    assert colour_at(renderer.image_sync("back", 50, 70), 25, 35) == "#ff00ff"


def test_landscape_deck_and_back_of_other_size(renderer, data_dirs):
    install_kde(data_dirs, "svg-wide", deck_svg(face=(140, 100)))
    install_kde(data_dirs, "svg-odd", deck_svg(face=(100, 140), back=(120, 150)))
    assert renderer.set_deck("svg-wide") is None
    assert renderer.aspect() == pytest.approx(1.4)
    assert renderer.set_deck("svg-odd") is None
    assert renderer.aspect() == pytest.approx(120 / 150)
    # a face of another size is stretched over the whole back-shaped rectangle
    img = renderer.image_sync("1_spade", 80, 100)
    assert img.width() == 80 and img.height() == 100
    for x, y in ((1, 1), (78, 1), (1, 98), (78, 98), (40, 50)):
        assert colour_at(img, x, y) == "#000000", (x, y)


def test_joker_fallbacks(renderer, data_dirs):
    install_kde(data_dirs, "svg-onejoker", deck_svg(jokers=("joker",)))
    install_kde(data_dirs, "svg-nojoker", deck_svg(jokers=()))
    renderer.set_deck("svg-onejoker")
    assert renderer.source.plans["red_joker"] == (SVG, "joker")
    assert renderer.source.plans["black_joker"] == (SVG, "joker")
    renderer.set_deck("svg-nojoker")
    assert renderer.source.plans["red_joker"] == (BUILTIN, "red_joker")
    img = renderer.image_sync("red_joker", 60, 84)
    assert len({img.pixel(x, y) for x in range(0, 60, 3) for y in range(0, 84, 3)}) > 5  # our drawn joker


def test_foreign_role_back_is_a_tinted_back(renderer, data_dirs):
    install_kde(data_dirs, "svg-fake", deck_svg())
    renderer.set_deck("svg-fake")
    assert renderer.source.plans["back_role"] == (TINT, "back")
    back = renderer.image_sync("back", 50, 70)
    role = renderer.image_sync("back_role", 50, 70)
    assert colour_at(back, 25, 35) != colour_at(role, 25, 35)


def test_svgz_is_decompressed_by_us(tmp_path):
    file = tmp_path / "x.svgz"
    file.write_bytes(gzip.compress(b"<svg/>"))
    assert read_svg_bytes(file) == b"<svg/>"


# -- bad decks ---------------------------------------------------------------------------


def test_unknown_deck_falls_back(renderer, data_dirs, qtbot):
    with qtbot.waitSignal(renderer.warning) as blocker:
        message = renderer.set_deck("svg-nowhere")
    assert message and "svg-nowhere" in message and "Kartentisch" in message
    assert blocker.args == [message]
    assert renderer.deck_id == DEFAULT_DECK_ID


@pytest.mark.parametrize(
    "content, words",
    [
        (b"<svg xmlns='http://www.w3.org/2000/svg'><g id='back'><rect", "not a valid SVG"),
        (b"\x1f\x8bthis is not gzip at all", "cannot be read"),
        (b"", "empty"),
        (b"<svg xmlns='http://www.w3.org/2000/svg'><rect width='5' height='5'/></svg>", "contains no cards"),
    ],
)
def test_bad_files_give_a_message_and_fall_back(renderer, data_dirs, content, words):
    install_kde(data_dirs, "svg-bad", content, compress=False)
    message = renderer.set_deck("svg-bad")
    assert message is not None and words in message
    assert renderer.deck_id == DEFAULT_DECK_ID
    assert renderer.aspect() == pytest.approx(250 / 350)
    assert not renderer.render_sync("1_club", 50, 70).isNull()


def test_missing_file_gives_a_message(renderer, data_dirs):
    file = install_kde(data_dirs, "svg-gone", deck_svg())
    file.unlink()
    message = renderer.set_deck("svg-gone")
    assert message is not None and "does not exist" in message
    assert renderer.deck_id == DEFAULT_DECK_ID


def test_huge_file_is_refused(renderer, data_dirs):
    # 21 MB of whitespace inside a valid deck, compressed to a few KB (a gzip bomb in miniature)
    svg = deck_svg().replace("</svg>", " " * (21 * 1024 * 1024) + "</svg>")
    install_kde(data_dirs, "svg-huge", svg)
    message = renderer.set_deck("svg-huge")
    assert message is not None and "too large" in message
    assert renderer.deck_id == DEFAULT_DECK_ID
    with pytest.raises(DeckError):
        read_svg_bytes(data_dirs / "carddecks" / "svg-huge" / "deck.svgz")


def test_missing_element_is_a_placeholder_with_one_warning(renderer, data_dirs, qtbot, caplog):
    install_kde(data_dirs, "svg-holes", deck_svg(omit=("7_heart",)))
    with caplog.at_level(logging.WARNING, logger="gui.cards.renderer"):
        assert renderer.set_deck("svg-holes") is None
        loaded = len(caplog.records)
        for size in (50, 60, 50):
            renderer.pixmap("7_heart", size, size * 1.4)
        renderer.image_sync("7_heart", 50, 70)
        assert renderer.wait_idle(5000)
        renderer.pixmap("7_heart", 50, 70)
        renderer.pixmap("8_heart", 50, 70)
        assert renderer.wait_idle(5000)
        # switching away and back does not repeat it
        renderer.set_deck("kartentisch")
        renderer.set_deck("svg-holes")
    warnings = [r for r in caplog.records if "7_heart" in r.getMessage()]
    assert len(warnings) == 1
    assert len(caplog.records) == loaded  # nothing is logged when a card is requested (privacy)
    assert not [r for r in caplog.records if "8_heart" in r.getMessage()]
    img = renderer.image_sync("7_heart", 50, 70)
    assert colour_at(img, 25, 35) != "#ff0000"  # not some other card
    def is_red(x, y):
        c = QColor(img.pixel(x, y))
        return c.red() > 180 and c.green() < 80 and c.blue() < 80

    reds = sum(1 for x in range(50) for y in range(70) if is_red(x, y))
    assert reds > 30  # the red X
    assert colour_at(img, 2, 35) == "#ffffff"  # a white card
