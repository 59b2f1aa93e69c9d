"""Where Kartentisch's data is: the one module that knows.

The data files live at the top of the repository, in ``assets/`` (our deck, the icons, the
``.desktop`` launcher, the AppStream metainfo) and ``translations/`` (the app's compiled ``.qm``
catalogues; each game's rules and catalogues are in its own texts package,
``GameInfo.texts_package``, read by :mod:`gui.text.rules_text` and :mod:`gui.text.i18n`). ``pyproject.toml`` maps the two
folders into the distribution as the subpackages ``gui.assets`` and ``gui.translations``
(``[tool.setuptools.package-dir]``, ``[tool.setuptools.package-data]``; see the
docstrings of ``assets/__init__.py`` and ``translations/__init__.py``). Every file is then
found through :func:`importlib.resources.files`, the same way in all three places the app
runs from:

* a checkout with an editable install (``make run``, ``make test``): setuptools' editable
  import finder maps ``gui.assets`` to ``<repo>/assets``;
* a wheel (``pip install .``): ``site-packages/gui/assets/``;
* a PyInstaller bundle: the spec collects the installed package's data, and PyInstaller's
  frozen importer serves ``importlib.resources`` from the unpacked bundle. Nothing here
  (or anywhere in ``gui/``) builds a path from ``sys._MEIPASS``.

Qt loads translations, icons and SVGs by file name, so the functions return real
``pathlib.Path`` objects. All our installs unpack the package data to disk; if a
``Traversable`` is not a path (a zip import), a file is extracted once with
:func:`importlib.resources.as_file` and kept until exit, and a folder is refused with a
clear error.
"""
from __future__ import annotations

import atexit
import contextlib
import pathlib

__all__ = [
    "ASSETS",
    "TRANSLATIONS",
    "DataNotFound",
    "APP_ID",
    "asset",
    "translation",
    "icon_svg",
    "icon_png",
    "desktop_file",
    "metainfo_file",
    "deck_dir",
    "qm_file",
]

#: The package that carries ``assets/``.
ASSETS = "gui.assets"
#: The package that carries ``translations/``.
TRANSLATIONS = "gui.translations"
#: The reverse-DNS id of the app: desktop file name, AppStream id, icon name,
#: ``QGuiApplication.desktopFileName`` and the X11 WM_CLASS/``StartupWMClass``.
APP_ID = "de.kartentisch.Kartentisch"

_extracted = contextlib.ExitStack()
atexit.register(_extracted.close)


class DataNotFound(RuntimeError):
    """A data file of the app is missing: the installation is incomplete."""


def _path(package: str, parts: tuple[str, ...]) -> pathlib.Path:
    # Imported here, not at the top: the app's first frame needs APP_ID only, and
    # importlib.resources brings zipfile, tempfile and more (issue 8: a fast first screen).
    from importlib import resources

    try:
        root = resources.files(package)
    except ModuleNotFoundError:
        raise DataNotFound(
            f"Kartentisch's data package {package} cannot be imported; install the project "
            "(pip install ., or `make run` in a checkout) instead of running it from a bare source tree."
        ) from None
    target = root.joinpath(*parts)
    if isinstance(target, pathlib.Path):
        return target
    if target.is_dir():  # pragma: no cover - only for a zipped install, which we do not make
        raise DataNotFound(f"{package}/{'/'.join(parts)} is not on the file system ({target!r})")
    return _extracted.enter_context(resources.as_file(target))  # pragma: no cover - ditto


def asset(*parts: str) -> pathlib.Path:
    """A file or folder of ``assets/`` (``asset("icons", "kartentisch.svg")``)."""
    return _path(ASSETS, parts)


def translation(*parts: str) -> pathlib.Path:
    """A file or folder of ``translations/`` (``translation("kartentisch_de.qm")``)."""
    return _path(TRANSLATIONS, parts)


def icon_svg() -> pathlib.Path:
    """The app icon, scalable."""
    return asset("icons", "kartentisch.svg")


def icon_png() -> pathlib.Path:
    """The app icon as a 256 px PNG (made from the SVG by ``packaging/make_icons.py``)."""
    return asset("icons", "kartentisch-256.png")


def desktop_file() -> pathlib.Path:
    """The freedesktop launcher template (``Exec`` is filled in by ``--install-desktop``)."""
    return asset(f"{APP_ID}.desktop")


def metainfo_file() -> pathlib.Path:
    """The AppStream metainfo."""
    return asset(f"{APP_ID}.metainfo.xml")


def deck_dir() -> pathlib.Path:
    """The folder of our own deck's SVGs."""
    return asset("decks", "kartentisch")


def qm_file(lang: str) -> pathlib.Path:
    """Our compiled catalogue for ``lang`` (it may not exist for a language we lack)."""
    return translation(f"kartentisch_{lang}.qm")

