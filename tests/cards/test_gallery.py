"""``kartentisch --gallery``: works offscreen, and names the installed decks on a bad id."""
from __future__ import annotations

from PySide6.QtGui import QImage

from gui import app

from .conftest import deck_svg, install_aisleriot


def test_gallery_of_our_deck(tmp_path, qapp):
    out = tmp_path / "g.png"
    assert app.main(["--gallery", str(out), "--index-set", "en"]) == 0
    image = QImage(str(out))
    assert not image.isNull()
    assert image.width() > 1000 and image.height() > 600
    assert image.width() > image.height()
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    assert len(colours) > 50


def test_gallery_of_an_installed_deck(tmp_path, qapp, data_dirs):
    install_aisleriot(data_dirs, "fakeriot", deck_svg("aisleriot", face=(140, 100)))
    out = tmp_path / "g.png"
    assert app.main(["--gallery", str(out), "--deck", "fakeriot"]) == 0
    image = QImage(str(out))
    assert image.width() > 1000
    # landscape cards: five rows of short cards
    assert image.height() < image.width() / 2


def test_unknown_deck_lists_installed_decks(tmp_path, qapp, data_dirs, capsys):
    install_aisleriot(data_dirs, "fakeriot", deck_svg("aisleriot"))
    out = tmp_path / "g.png"
    assert app.main(["--gallery", str(out), "--deck", "no-such-deck"]) != 0
    err = capsys.readouterr().err
    assert "no-such-deck" in err and "kartentisch" in err and "fakeriot" in err
    assert not out.exists()
