"""The ``kartentisch`` entry point: parses the command line and starts the app.

* no option: the main window ("Kartentisch");
* ``--smoke``: build the main window, paint one frame, load the translations, exit 0;
* ``--time-to-window``: print the seconds from process start until the window is exposed,
  then exit (used by ``bench/bench_app.py``);
* ``--gallery OUT.png``: owned by ``gui.cards.gallery``;
* ``--selfplay GAME --players N [--seed S] [--lang de|en] [--shots DIR]``: play one whole
  game through the real window with random legal choices (``gui.selfplay``).
"""
from __future__ import annotations

import argparse
import pathlib
import sys
import time

_T0 = time.perf_counter()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kartentisch", description="Kartentisch: hot-seat card games")
    parser.add_argument("--gallery", metavar="OUT.png", help="render every card of a deck into one PNG and exit")
    parser.add_argument("--deck", metavar="ID", help="deck id for --gallery (default: our own deck)")
    parser.add_argument("--index-set", choices=("de", "en"), help="index letters of our own deck for --gallery")
    parser.add_argument("--smoke", action="store_true", help="build the main window, paint one frame, exit 0")
    parser.add_argument(
        "--time-to-window", action="store_true", help="print seconds until the window is exposed, then exit"
    )
    parser.add_argument("--lang", choices=("de", "en"), help="UI language (remembered like a choice in the menu)")
    parser.add_argument("--selfplay", metavar="GAME", help="play one whole game with random choices, check privacy, exit")
    parser.add_argument("--players", type=int, default=5, metavar="N", help="number of players for --selfplay")
    parser.add_argument("--seed", type=int, metavar="S", help="seed for --selfplay (deal and choices)")
    parser.add_argument("--shots", metavar="DIR", help="with --selfplay: save a PNG of every distinct screen")
    return parser


def icon_path() -> pathlib.Path:
    frozen_root = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and frozen_root:
        return pathlib.Path(frozen_root) / "assets" / "icons" / "kartentisch.svg"
    return pathlib.Path(__file__).resolve().parents[1] / "assets" / "icons" / "kartentisch.svg"


def create_application(argv: list[str] | None = None):  # noqa: ANN201
    """The QApplication with our names, icon and stylesheet (reuses an existing one)."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from gui.style import STYLESHEET, apply_palette

    existing = QApplication.instance()
    # Always a QApplication: this module makes the only one (widgets need it, not a QCoreApplication).
    app = existing if isinstance(existing, QApplication) else QApplication(argv if argv is not None else [sys.argv[0]])
    app.setOrganizationName("kartentisch")
    app.setApplicationName("Kartentisch")
    app.setApplicationDisplayName("Kartentisch")
    app.setDesktopFileName("de.kartentisch.Kartentisch")
    path = icon_path()
    if path.exists():
        app.setWindowIcon(QIcon(str(path)))
    apply_palette(app)
    app.setStyleSheet(STYLESHEET)
    # Qt's own pixmap cache (style drawing, icons) defaults to 10 MB; our card pictures
    # have their own cache, so a small one is plenty (bench_app: peak RSS).
    from PySide6.QtGui import QPixmapCache

    QPixmapCache.setCacheLimit(3 * 1024)
    return app


def load_settings_with_problems(lang: str | None = None):  # noqa: ANN201
    """The settings (validated) and the messages about a bad settings file, translated."""
    from PySide6.QtCore import QCoreApplication

    from gui.settings import load_settings

    loaded = load_settings()
    settings = loaded.settings
    if lang:
        settings.language = lang  # type: ignore[assignment]
    problems = []
    if loaded.error:
        text = QCoreApplication.translate(
            "MainWindow", "The {what} could not be read and was set aside ({error})."
        ).format(what=QCoreApplication.translate("MainWindow", "settings file"), error=loaded.error)
        if loaded.moved_to:
            text += " " + QCoreApplication.translate("MainWindow", "You find it at {path}.").format(path=loaded.moved_to)
        problems.append(text)
    return settings, problems


def build_main_window(*, offer_resume: bool = True, lang: str | None = None):  # noqa: ANN201
    """Load the settings and translations and build a booted window (not shown yet)."""
    from gui.i18n import Translations
    from gui.main_window import MainWindow
    from gui.settings import load_settings  # noqa: F401  (pydantic: loaded here on purpose)

    translations = Translations.shared()
    from gui.i18n import peek_language
    from gui.storage import settings_path

    translations.set_language(lang or peek_language(settings_path()))
    settings, problems = load_settings_with_problems(lang)
    if translations.language != settings.language:
        translations.set_language(settings.language)
    return MainWindow(settings, translations, problems=problems, offer_resume=offer_resume)


def show_shell_then_boot(lang: str | None = None):  # noqa: ANN201
    """The fast path: show the window shell now, load everything else on the next loop turn."""
    from PySide6.QtCore import QTimer

    from gui.i18n import Translations, peek_language, quick_settings_path
    from gui.main_window import MainWindow

    language = lang or peek_language(quick_settings_path())
    translations = Translations.shared()
    translations.set_language(language)
    window = MainWindow(None, translations, language=language)
    window.show()

    def boot() -> None:
        settings, problems = load_settings_with_problems(lang)
        if settings.language != translations.language:
            translations.set_language(settings.language)
        window.boot(settings, problems=problems)

    waited = {"ms": 0}

    def when_exposed() -> None:
        # Boot only once the shell is on screen (and painted): the X server's expose event
        # arrives asynchronously, and booting first would hold the first frame back.
        handle = window.windowHandle()
        if (handle is not None and handle.isExposed()) or waited["ms"] >= 500:
            window.repaint()
            QTimer.singleShot(0, boot)
            return
        waited["ms"] += 2
        QTimer.singleShot(2, when_exposed)

    QTimer.singleShot(0, when_exposed)
    return window


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    if args.gallery:
        from gui.cards.gallery import run_gallery

        return run_gallery(args.gallery, deck_id=args.deck, index_set=args.index_set)

    if args.selfplay:
        from gui.selfplay import run_selfplay

        return run_selfplay(args.selfplay, args.players, args.seed, args.lang, args.shots)
    app = create_application()
    if args.smoke:
        window = build_main_window(lang=args.lang)
        window.show()
        app.processEvents()
        image = window.grab()
        ok = not image.isNull() and window.windowTitle() == "Kartentisch" and window.booted
        window._force_close = True
        window.close()
        print("smoke: ok" if ok else "smoke: FAILED")
        return 0 if ok else 1
    window = show_shell_then_boot(args.lang)
    if args.time_to_window:
        from PySide6.QtCore import QTimer

        state: dict[str, float | None] = {"exposed": None}

        def poll() -> None:
            handle = window.windowHandle()
            if state["exposed"] is None and handle is not None and handle.isExposed():
                state["exposed"] = time.perf_counter() - _T0
                print(f"window-exposed {state['exposed']:.4f}", flush=True)
            if state["exposed"] is not None and window.booted:
                print(f"window-ready {time.perf_counter() - _T0:.4f}", flush=True)
                window._force_close = True
                app.quit()
                return
            QTimer.singleShot(2, poll)

        QTimer.singleShot(0, poll)
        app.exec()
        return 0
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
