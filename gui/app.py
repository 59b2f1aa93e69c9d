"""The ``kartentisch`` entry point: parses the command line and starts the app.

* no option: the main window ("Kartentisch");
* ``--smoke``: build the main window, paint one frame, load the translations, exit 0;
* ``--time-to-window``: print the seconds from process start until the window is exposed,
  then exit (used by ``bench/bench_app.py``);
* ``--gallery OUT.png``: owned by ``gui.cards.gallery``.
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
    parser.add_argument("--lang", choices=("de", "en"), help="UI language for this run (not saved)")
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

    app = QApplication.instance()
    if app is None:
        app = QApplication(argv if argv is not None else [sys.argv[0]])
    app.setOrganizationName("kartentisch")
    app.setApplicationName("Kartentisch")
    app.setApplicationDisplayName("Kartentisch")
    app.setDesktopFileName("de.kartentisch.Kartentisch")
    path = icon_path()
    if path.exists():
        app.setWindowIcon(QIcon(str(path)))
    apply_palette(app)
    app.setStyleSheet(STYLESHEET)
    return app


def build_main_window(*, offer_resume: bool = True, lang: str | None = None):  # noqa: ANN201
    """Load the settings and translations, build the window (not shown yet)."""
    from PySide6.QtCore import QCoreApplication

    from gui.i18n import Translations
    from gui.main_window import MainWindow
    from gui.settings import load_settings

    loaded = load_settings()
    settings = loaded.settings
    if lang:
        settings.language = lang  # type: ignore[assignment]
    translations = Translations.shared()
    translations.set_language(settings.language)
    problems = []
    if loaded.error:
        text = QCoreApplication.translate(
            "MainWindow", "The {what} could not be read and was set aside ({error})."
        ).format(what=QCoreApplication.translate("MainWindow", "settings file"), error=loaded.error)
        if loaded.moved_to:
            text += " " + QCoreApplication.translate("MainWindow", "You find it at {path}.").format(path=loaded.moved_to)
        problems.append(text)
    window = MainWindow(settings, translations, problems=problems, offer_resume=offer_resume)
    window._translations_ref = translations  # keep the translators alive with the window
    return window


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    if args.gallery:
        from gui.cards.gallery import run_gallery

        return run_gallery(args.gallery, deck_id=args.deck, index_set=args.index_set)

    app = create_application()
    window = build_main_window(lang=args.lang)
    if args.smoke:
        window.show()
        app.processEvents()
        image = window.grab()
        ok = not image.isNull() and window.windowTitle() == "Kartentisch"
        window._force_close = True
        window.close()
        print("smoke: ok" if ok else "smoke: FAILED")
        return 0 if ok else 1
    if args.time_to_window:
        from PySide6.QtCore import QTimer

        def exposed() -> None:
            print(f"window-exposed {time.perf_counter() - _T0:.4f}", flush=True)
            window._force_close = True
            app.quit()

        window.show()
        if window.windowHandle() is not None and window.windowHandle().isExposed():
            QTimer.singleShot(0, exposed)
        else:
            def poll() -> None:
                if window.windowHandle() is not None and window.windowHandle().isExposed():
                    exposed()
                else:
                    QTimer.singleShot(2, poll)

            QTimer.singleShot(0, poll)
        app.exec()
        return 0
    window.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
