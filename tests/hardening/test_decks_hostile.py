"""Issue 9 §1/§2 for decks: checked before they become the saved choice, a work budget, no
outside files, and a deck that failed (or froze the app) is not loaded at start again."""
from __future__ import annotations

import pytest

from gui import storage
from gui.cards import deck_check
from gui.cards.decks import DeckError, read_svg_bytes, user_decks_dir
from tests.hardening import corpus


def _install(folder: str, svg: str) -> str:
    base = user_decks_dir() / folder
    base.mkdir(parents=True)
    (base / "deck.svg").write_text(svg)
    (base / "index.desktop").write_text("[KDE Backdeck]\nName=Test\nSVG=deck.svg\n")
    return f"user:{folder}"


def test_fan_out_is_refused_by_the_work_budget_before_drawing(tmp_path) -> None:  # noqa: ANN001
    path = tmp_path / "fan.svg"
    path.write_text(corpus._fan_out())
    assert path.stat().st_size < 8000  # 53 small cards plus the 1.7 KB fan-out
    with pytest.raises(DeckError, match="costly|aufwendig"):
        read_svg_bytes(path)
    assert deck_check.is_refused(path)


def test_a_small_fan_out_within_the_budget_is_accepted(tmp_path) -> None:  # noqa: ANN001
    path = tmp_path / "small.svg"
    path.write_text(corpus._fan_out(levels=3))
    assert read_svg_bytes(path)
    assert not deck_check.is_refused(path)


@pytest.mark.parametrize(
    "extra",
    [
        '<image xlink:href="file:///etc/hostname" width="9" height="9"/>',
        '<image href="/usr/share/pixmaps/x.png" width="9" height="9"/>',
        '<rect width="9" height="9" fill="url(other.svg#p)"/>',
        '<use xlink:href="other.svg#back"/>',
    ],
)
def test_outside_references_are_refused(tmp_path, extra: str) -> None:  # noqa: ANN001
    path = tmp_path / "x.svg"
    path.write_text(corpus._cards(extra))
    with pytest.raises(DeckError, match="outside|außerhalb"):
        read_svg_bytes(path)


def test_embedded_data_images_are_allowed(tmp_path) -> None:  # noqa: ANN001
    path = tmp_path / "x.svg"
    path.write_text(corpus._cards('<image xlink:href="data:image/png;base64,iVBORw0KGgo=" width="9" height="9"/>'))
    assert read_svg_bytes(path)


def test_a_deck_that_never_finished_loading_is_skipped_at_the_next_start() -> None:
    deck_id = _install("frozen", corpus._cards())
    path = (user_decks_dir() / "frozen" / "deck.svg").resolve()
    # the app died inside the load: the marker is still there
    storage.atomic_write_text(storage.state_dir() / deck_check.STATE_NAME, f'{{"loading": "{path}", "refused": []}}')
    from gui.settings import Settings, load_settings, save_settings

    save_settings(Settings(deck_id=deck_id))
    loaded = load_settings()
    assert loaded.settings.deck_id is None and loaded.problems
    assert load_settings().problems == []  # said once; the settings no longer hold the deck
    # picking it again forgets the verdict and checks afresh (a good deck passes)
    assert deck_check.pick(deck_id) is None
    assert not deck_check.is_refused(path)


def _pick_in_dialog(qtbot, deck_id: str):  # noqa: ANN001, ANN202
    from gui.dialogs.settings_dialog import SettingsDialog
    from gui.settings import Settings

    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.deck.setCurrentIndex(dialog.deck.findData(deck_id))
    dialog._accept()
    return dialog


def test_picking_a_bad_deck_in_the_settings_is_refused_before_it_is_saved(qtbot) -> None:  # noqa: ANN001
    deck_id = _install("fan", corpus._fan_out())
    dialog = _pick_in_dialog(qtbot, deck_id)
    assert dialog.result() != dialog.DialogCode.Accepted
    assert dialog.deck_problem.isVisibleTo(dialog) and dialog.deck_problem.text()
    assert dialog.result_settings().deck_id != deck_id


def test_picking_a_good_deck_passes_the_trial_render(qtbot) -> None:  # noqa: ANN001
    deck_id = _install("good", corpus._cards())
    dialog = _pick_in_dialog(qtbot, deck_id)
    assert dialog.result() == dialog.DialogCode.Accepted
    assert dialog.result_settings().deck_id == deck_id
