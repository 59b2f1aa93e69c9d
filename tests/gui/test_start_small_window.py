"""The start screen fits every window from 800×600 to fullscreen: it reflows (two columns
and a scroll area when narrow, Start always in view), it does not clip."""
from __future__ import annotations

import pytest

SIZES = [(800, 600), (1280, 720), (1920, 1080)]
NAMES = ["Anna", "Ben", "Carla", "Dan", "Eva", "Finn", "Greta", "Hugo", "Ida", "Jonas", "Kira", "Lars"]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game", ["tempelgold", "diamantenraub"])
@pytest.mark.parametrize("size", SIZES)
def test_fits_and_nothing_is_cut_off(shown_fitting, lang: str, game: str, size: tuple[int, int]) -> None:  # noqa: ANN001
    from gui.text.i18n import Translations
    from gui.screens.start import StartScreen

    Translations.shared().set_language(lang)
    try:
        screen = shown_fitting(StartScreen(lang, NAMES[:10], game=game), size, lang, game)
        visible = screen.start_button.visibleRegion()
        assert visible.boundingRect().size() == screen.start_button.size(), "Start must be in view without scrolling"
    finally:
        Translations.shared().set_language("en")
