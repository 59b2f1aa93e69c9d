"""Runtime language switching: our own ``.qm`` files plus Qt's ``qtbase_<lang>.qm``.

Decision: the source strings in the code are English; ``translations/kartentisch_de.ts``
holds the complete German translation of the app's own strings, ``kartentisch_en.ts`` the
English plural forms (``%n``). Each game's screens have their own catalogue in its texts
package (``GameInfo.texts_package``: ``translations/<lang>.qm``, for the shipped games
``gui/<game>/texts/translations/``), installed beside the app's; ``translations/update.sh``
makes them all. Installing a new translator makes Qt send ``QEvent.LanguageChange`` to every
widget; widgets re-read their strings in ``retranslateUi``.
"""
from __future__ import annotations

import os
import pathlib
import sys
from typing import TYPE_CHECKING

from gui.persistence import resources

if TYPE_CHECKING:  # loaded on first use: the window's first frame needs none of it (issue 8)
    from PySide6.QtCore import QTranslator

LANGUAGES: tuple[str, ...] = ("de", "en")


class Translations:
    """Owns the installed translators; :meth:`set_language` swaps them.

    Use :meth:`shared`: translators are installed application-wide, so two instances would
    fight (the one installed last wins a lookup).
    """

    _shared: Translations | None = None

    @classmethod
    def shared(cls) -> Translations:
        if cls._shared is None:
            cls._shared = cls()
        return cls._shared

    def __init__(self) -> None:
        self._ours: QTranslator | None = None  # made by the first set_language
        self._qt: QTranslator | None = None
        self._games: list[QTranslator] = []  # the catalogues of games that bring their own
        self.language = "en"

    def set_language(self, lang: str) -> bool:
        """Install ``lang``; returns whether our own catalogue was found."""
        from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

        app = QCoreApplication.instance()
        assert app is not None, "create the QApplication first"
        if self._ours is not None and self._qt is not None:  # installed by the last call
            app.removeTranslator(self._ours)
            app.removeTranslator(self._qt)
        for translator in self._games:
            app.removeTranslator(translator)
        self._games = game_translators(lang)
        self._ours = QTranslator()
        self._qt = QTranslator()
        found = self._ours.load(str(resources.qm_file(lang)))
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        self._qt.load(f"qtbase_{lang}", qt_dir)
        app.installTranslator(self._qt)
        app.installTranslator(self._ours)
        for translator in self._games:  # a game's own words (its own context names)
            app.installTranslator(translator)
        self.language = lang
        QLocale.setDefault(QLocale(QLocale.Language.German if lang == "de" else QLocale.Language.English))
        return found


def game_translators(lang: str) -> list[QTranslator]:
    """The Qt catalogues in ``lang`` of the games that bring their own
    (``GameInfo.texts_package``: ``translations/<lang>.qm``); a game without one has none."""
    import importlib.resources

    from PySide6.QtCore import QTranslator

    from engine.registry import GAMES

    found = []
    for info in GAMES.values():
        if not info.texts_package:
            continue
        qm = importlib.resources.files(info.texts_package).joinpath("translations", f"{lang}.qm")
        if not qm.is_file():
            continue
        translator = QTranslator()
        with importlib.resources.as_file(qm) as path:  # a real file (copied out of a zip only)
            if translator.load(str(path)):
                found.append(translator)
    return found


def default_language() -> str:
    """German, unless the system locale is English."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var)
        if value:
            return "en" if value.lower().startswith("en") else "de"
    import locale

    try:
        loc = locale.getlocale()[0] or ""
    except ValueError:
        loc = ""
    return "en" if loc.lower().startswith("en") else "de"


def peek_language(settings_file: pathlib.Path) -> str:
    """The saved UI language, read without pydantic (for the first frame); falls back quietly.

    The settings are validated properly a moment later (:func:`gui.persistence.settings.load_settings`),
    which also moves a bad file aside. Read like every file (a regular file of bounded size,
    see :func:`gui.persistence.file_open.read_text`); nothing it holds can stop the start (a FIFO, a huge
    or thousands-deep nested JSON file all give the default language).
    """
    import json

    from gui.persistence.file_open import read_text
    from gui.persistence.storage import MAX_SETTINGS_BYTES

    try:
        value = json.loads(read_text(settings_file, MAX_SETTINGS_BYTES)).get("language")
    except (OSError, ValueError, AttributeError, RecursionError):
        value = None
    return value if value in LANGUAGES else default_language()


def quick_settings_path() -> pathlib.Path:
    """Where the settings file lies, without importing platformdirs (first-frame path).

    On Linux this is exactly what ``platformdirs.user_config_dir("kartentisch")`` gives
    (``$XDG_CONFIG_HOME`` or ``~/.config``); elsewhere it asks platformdirs.
    """
    if sys.platform.startswith("linux"):
        base = os.environ.get("XDG_CONFIG_HOME", "").strip() or os.path.expanduser("~/.config")
        return pathlib.Path(base) / "kartentisch" / "settings.json"
    from gui.persistence.storage import settings_path

    return settings_path()
