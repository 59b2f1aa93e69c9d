"""Picking a deck in the settings: a trial in a child process before it becomes the choice.

Split from :mod:`gui.cards.deck_check`: the checks and the memory live there, the trial
here (it draws with :class:`gui.cards.renderer.DeckRenderer`, so nothing below the renderer
may import it: no import circle, issue 21). ``python -m gui.cards.deck_trial DECK`` runs
:func:`trial_main` (the child), as does ``kartentisch --deck-trial DECK`` in a frozen bundle.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from gui.cards import deck_check, deck_memory


def pick(deck_id: str) -> str | None:
    """The user chose ``deck_id``: check it afresh; a message (translated) if it is refused.

    Called before the choice is saved. The deck is checked, parsed by QtSvg and every card
    rendered once, small, in a child process that is stopped after :data:`~gui.cards.deck_check.TRIAL_SECONDS`
    (in a frozen bundle the child is the bundle's own executable, see
    ``packaging/launcher.py``): a deck the app has never seen is never parsed in the app's
    own process, so a flaw in the checks cannot freeze or crash the app there. This
    process only reads the bytes (bounded, not parsed) for their fingerprint, which is
    remembered once the child has passed those very bytes; a deck needs it to be loaded at
    the next start. If no child process can be started the deck is refused: it could not
    be drawn either (only its render child draws a user's deck, :mod:`gui.cards.remote`),
    and it is never checked or parsed here (issue 20 §8).
    """
    from gui.cards.decks import DEFAULT_DECK_ID, DeckError, find_deck, read_raw

    if deck_id == DEFAULT_DECK_ID:
        return None
    info = find_deck(deck_id)
    if info is None:
        return QCoreApplication.translate("DeckCheck", "The card deck “{name}” is not installed.").format(name=deck_id)
    deck_memory.forget(info.path)
    try:
        data = read_raw(info.path, name=info.name)
    except DeckError as exc:
        return str(exc)
    try:
        message = _trial_render(info.path, info.name, deck_memory.fingerprint(data))
    except OSError:  # no child process possible: such a deck cannot be drawn (not its fault: not remembered)
        return QCoreApplication.translate("DeckCheck", "The card deck “{name}” cannot be drawn; it is not used.").format(name=info.name)
    if message is None:
        deck_memory.remember_pick(info.path, data)
    return message


def _trial_command(path: Path) -> list[str]:
    """The child process that renders a deck once: this interpreter, or the frozen app."""
    if getattr(sys, "frozen", False):
        return [sys.executable, deck_check.TRIAL_FLAG, str(path)]
    return [sys.executable, "-m", "gui.cards.deck_trial", str(path)]


def _trial_render(path: Path, name: str, expected: str) -> str | None:
    """Run :func:`trial_main` on ``path`` in a child process; its verdict, as a message.

    Raises OSError if no child process can be started.
    """
    from gui.text.i18n import Translations

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KT_DECK_NAME=name, KT_DECK_LANGUAGE=Translations.shared().language)
    root = Path(__file__).resolve().parents[2]
    try:
        done = subprocess.run(
            _trial_command(path),
            cwd=root if not getattr(sys, "frozen", False) else None,
            env=env,
            capture_output=True,
            timeout=deck_check.TRIAL_SECONDS,
            check=False,
        )
    except subprocess.TimeoutExpired:
        deck_memory.remember_refused(path)
        return QCoreApplication.translate("DeckCheck", "The card deck “{name}” takes far too long to draw; it is not used.").format(name=name)
    lines = done.stdout.decode("utf-8", errors="replace").splitlines()
    verdict = lines[-1] if lines else ""
    if done.returncode == deck_check.TRIAL_REFUSED and verdict.startswith("refused:"):
        return verdict.removeprefix("refused:").strip()  # the child's own (translated) words
    if done.returncode != 0:
        deck_memory.remember_refused(path)
        return QCoreApplication.translate("DeckCheck", "The card deck “{name}” cannot be drawn; it is not used.").format(name=name)
    if verdict != f"passed:{expected}":  # the file was replaced while it was tried
        return QCoreApplication.translate("DeckCheck", "The card deck “{name}” has changed since it was chosen. Choose it in the settings again to use it.").format(name=name)
    return None


def trial_main(path: str) -> int:
    """Child process: check and parse the deck, render every card once at a small size.

    Prints ``passed:<fingerprint>`` (exit 0) or ``refused:<message>`` (exit
    :data:`~gui.cards.deck_check.TRIAL_REFUSED`, the message in the language of ``KT_DECK_LANGUAGE``) as its
    last line. A freeze is stopped by the parent; the "loading" mark of
    :func:`guarded` then names the deck.
    """
    from PySide6.QtGui import QGuiApplication

    from gui.cards.decks import DeckError, DeckInfo
    from gui.cards.elements import ALL_ELEMENTS
    from gui.cards.renderer import DeckRenderer, build_source
    from gui.text.i18n import Translations

    app = QGuiApplication([sys.argv[0]])  # noqa: F841 - QtSvg needs an application
    Translations.shared().set_language("de" if os.environ.get("KT_DECK_LANGUAGE") == "de" else "en")
    renderer = DeckRenderer()
    renderer.close()
    info = DeckInfo("trial", os.environ.get("KT_DECK_NAME") or Path(path).name, "user", Path(path))
    try:
        source, svg = build_source(info, "de", renderer._builtin_bytes("de"))
    except DeckError as exc:
        print("refused:" + " ".join(str(exc).split()), flush=True)
        return deck_check.TRIAL_REFUSED
    renderer._install(source, svg)
    for element in ALL_ELEMENTS:
        renderer.image_sync(element, 50, 70)
    print(f"passed:{deck_memory.fingerprint(source.data)}", flush=True)
    return 0




if __name__ == "__main__":
    raise SystemExit(trial_main(sys.argv[1]))
