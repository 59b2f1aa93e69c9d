"""The trial render of a newly picked deck, run in a child process.

:func:`gui.cards.deck_check.pick` starts ``python -m gui.cards.deck_trial DECK`` (in a frozen
bundle: the app's own executable with ``--deck-trial``, see ``packaging/launcher.py``); the
child checks and parses the deck and renders every card once, and its last line tells the
parent the verdict. In a module of its own because it draws with the renderer, which reads
decks through :mod:`gui.cards.deck_check`: the checks must not import the renderer.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

from gui.cards.deck_check import TRIAL_REFUSED, fingerprint
from gui.cards.decks import DeckError, DeckInfo


def trial_main(path: str) -> int:
    """Child process: check and parse the deck, render every card once at a small size.

    Prints ``passed:<fingerprint>`` (exit 0) or ``refused:<message>`` (exit
    :data:`TRIAL_REFUSED`, the message in the language of ``KT_DECK_LANGUAGE``) as its
    last line. A freeze is stopped by the parent; the "loading" mark of
    :func:`guarded` then names the deck.
    """
    from PySide6.QtGui import QGuiApplication

    from gui.cards.elements import ALL_ELEMENTS
    from gui.cards.renderer import DeckRenderer, build_source
    from gui.i18n import Translations

    app = QGuiApplication([sys.argv[0]])  # noqa: F841 - QtSvg needs an application
    Translations.shared().set_language("de" if os.environ.get("KT_DECK_LANGUAGE") == "de" else "en")
    renderer = DeckRenderer()
    renderer.close()
    info = DeckInfo("trial", os.environ.get("KT_DECK_NAME") or Path(path).name, "user", Path(path))
    try:
        source, svg = build_source(info, "de", renderer._builtin_bytes("de"))
    except DeckError as exc:
        print("refused:" + " ".join(str(exc).split()), flush=True)
        return TRIAL_REFUSED
    renderer._install(source, svg)
    for element in ALL_ELEMENTS:
        renderer.image_sync(element, 50, 70)
    print(f"passed:{fingerprint(source.data)}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(trial_main(sys.argv[1]))
