"""The QApplication and a booted main window: what both the entry point (``gui.app``) and
``--selfplay`` (``gui.checks.selfplay``) build, in a module of its own so that neither imports the
other. Every import is inside the functions: ``gui.app`` loads this module on its fast path.
"""
from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # for the annotations only: this module is on the fast path
    from PySide6.QtWidgets import QApplication

    from gui.shell.main_window import MainWindow
    from gui.persistence.settings import Settings


def set_window_icon(app: QApplication) -> None:
    """Our SVG icon for every window (loads Qt's SVG icon engine, so not before the first frame)."""
    from PySide6.QtGui import QIcon

    from gui.persistence import resources

    path = resources.icon_svg()
    if path.exists():
        app.setWindowIcon(QIcon(str(path)))


def create_application(argv: list[str] | None = None, *, icon: bool = True, style_sheet: bool = True) -> QApplication:
    """The QApplication with our names, palette, icon and stylesheet (reuses an existing one).

    The stylesheet carries the net under player names: every label shows plain text
    (:data:`gui.look.style.STYLESHEET`). ``icon=False`` leaves the window icon to
    :func:`set_window_icon`, later; ``style_sheet=False`` leaves the sheet to
    :func:`apply_style_sheet`, which must come before the first label is shown (the fast
    path: the shell's first frame has no label and its felt comes from the palette).
    """
    from PySide6.QtWidgets import QApplication

    from gui.look.style import STYLESHEET, apply_palette

    existing = QApplication.instance()
    # Always a QApplication: this module makes the only one (widgets need it, not a QCoreApplication).
    if isinstance(existing, QApplication):
        app, made_here = existing, False
    else:  # made with Fusion (Qt's "-style" option) rather than switched to it afterwards
        app, made_here = QApplication([*(argv if argv is not None else [sys.argv[0]]), "-style", "Fusion"]), True
    app.setOrganizationName("kartentisch")
    from gui.persistence import resources

    # The X11 WM_CLASS class is the application name; the desktop file's StartupWMClass,
    # the Wayland app id (desktopFileName) and the .desktop file's name are the same id.
    app.setApplicationName(resources.APP_ID)
    app.setApplicationDisplayName("Kartentisch")
    app.setDesktopFileName(resources.APP_ID)
    if icon:
        set_window_icon(app)
    if app.styleSheet() != STYLESHEET:
        # Only once per process: restyling an application re-polishes every widget alive,
        # which a second window in the same process (the tests make hundreds) pays for in
        # full each time.
        apply_palette(app, fusion_already=made_here)
        if style_sheet:
            apply_style_sheet(app)
    return app


def apply_style_sheet(app: QApplication) -> None:
    """The app's stylesheet (once; also: names are never markup, issue 9), and a small Qt
    pixmap cache: Qt's own (style drawing, icons) defaults to 10 MB, and our card pictures
    have their own cache (bench_app: peak RSS)."""
    from PySide6.QtGui import QPixmapCache

    from gui.look.style import STYLESHEET

    if app.styleSheet() != STYLESHEET:
        app.setStyleSheet(STYLESHEET)
    QPixmapCache.setCacheLimit(3 * 1024)


def load_settings_with_problems(lang: str | None = None) -> tuple[Settings, list[str]]:
    """The validated settings and the translated messages about a bad file (see gui.persistence.boot_settings)."""
    from gui.persistence.boot_settings import load_settings_with_problems as load

    return load(lang)


def build_main_window(*, offer_resume: bool = True, lang: str | None = None) -> MainWindow:
    """Load the settings and translations and build a booted window (not shown yet)."""
    from gui.text.i18n import Translations
    from gui.shell.main_window import MainWindow
    from gui.persistence.settings import load_settings  # noqa: F401  (pydantic: loaded here on purpose)

    translations = Translations.shared()
    from gui.text.i18n import peek_language
    from gui.persistence.storage import settings_path

    translations.set_language(lang or peek_language(settings_path()))
    settings, problems = load_settings_with_problems(lang)
    if translations.language != settings.language:
        translations.set_language(settings.language)
    return MainWindow(settings, translations, problems=problems, offer_resume=offer_resume)
