"""What the PyInstaller bundle leaves out, in one place (read by the spec and the hooks).

PyInstaller's PySide6 hooks collect, for every Qt module the app imports, all of that
module's plugins and every Qt translation; and because PySide6's extension modules link
against libQt6Network on Linux, each hook also pulls in ``PySide6.QtNetwork`` with its TLS
and network-information plugins. The override hooks in ``packaging/hooks/`` call the same
PyInstaller helper and then drop what Kartentisch does not use, *before* the dependency
analysis (a plugin that is never collected never drags its libraries in; removing it from
``a.binaries`` after ``Analysis`` would leave those libraries behind).

Kept, and why:

* platforms ``xcb`` and ``wayland`` (the desktops), ``offscreen`` (CI runs ``--smoke`` and
  ``--selfplay`` in the bundle headless), plus Windows' and macOS' own;
* image formats ``svg`` (our deck, icons, every KDE/Aisleriot deck) and ``jpeg`` (bitmaps
  embedded in a user's SVG deck); PNG is built into QtGui;
* the SVG icon engine, the compose and ibus input contexts (dead keys, input methods when
  typing names), the xdg-desktop-portal theme, Wayland's ``xdg-shell`` and its window
  decorations;
* Qt's own translations for German and English only (``qtbase_de.qm`` for Qt's dialogs).

Left out: the platforms ``eglfs``, ``linuxfb``, ``minimal``, ``minimalegl``, ``vnc``,
``vkkhrdisplay``; the ``gtk3`` platform theme (it links GTK 3 and its whole stack); every
other image format (``pdf`` alone links QtPdf); ``egldeviceintegrations`` and ``generic``
(eglfs/linuxfb input only); the virtual keyboard; the OpenGL integrations for xcb and
Wayland (``xcbglintegrations``, ``wayland-graphics-integration-client``: the app draws
widgets and a ``QGraphicsView`` with the raster engine, never OpenGL); Wayland shells other
than ``xdg-shell`` (ivi, wl-shell, fullscreen-shell, qt-shell: embedded compositors);
``PySide6.QtNetwork`` and its plugins; the ``PySide6.QtDBus`` bindings (Qt's own DBus
library stays, the platform plugins link it); and the development tools PyInstaller's
pydantic hook drags in when they are installed in the venv (``pydantic.v1`` → hypothesis,
pytest; ``pydantic.mypy`` → mypy), and Pillow (only ``make_icons.py`` uses it).
"""
from __future__ import annotations

import os

#: Qt plugin types dropped whole.
DROP_PLUGIN_TYPES: frozenset[str] = frozenset(
    {
        "egldeviceintegrations",
        "generic",
        "networkinformation",
        "tls",
        "networkaccess",
        "xcbglintegrations",
        "wayland-graphics-integration-client",
    }
)
#: Individual plugins dropped: (plugin type, file-name stem without ``lib`` prefix/``q``).
DROP_PLUGINS: dict[str, frozenset[str]] = {
    "platforms": frozenset({"qeglfs", "qlinuxfb", "qminimal", "qminimalegl", "qvnc", "qvkkhrdisplay"}),
    "platformthemes": frozenset({"qgtk3"}),
    "platforminputcontexts": frozenset({"qtvirtualkeyboardplugin"}),
    "wayland-shell-integration": frozenset({"fullscreen-shell-v1", "ivi-shell", "qt-shell", "wl-shell-plugin"}),
}
#: Image formats kept (everything else in ``imageformats`` is dropped).
KEEP_IMAGE_FORMATS: frozenset[str] = frozenset({"qsvg", "qjpeg"})
#: Languages whose Qt translations are kept.
QT_LANGUAGES: tuple[str, ...] = ("de", "en")
#: Python modules never collected.
EXCLUDED_MODULES: tuple[str, ...] = (
    "PySide6.QtNetwork",
    "PySide6.QtDBus",
    "pydantic.v1",
    "pydantic.mypy",
    "mypy",
    "hypothesis",
    "pytest",
    "_pytest",
    "PIL",
    "tkinter",
    "_tkinter",
)


def _stem(path: str) -> str:
    """``.../libqxcb.so`` → ``qxcb``; ``qsvg.dll`` → ``qsvg``; ``libqsvg.dylib`` → ``qsvg``."""
    name = os.path.basename(path).split(".", 1)[0]
    return name[3:] if name.startswith("lib") else name


def keep_plugin(src: str, dest: str) -> bool:
    """Whether a collected Qt plugin (``src`` file, ``dest`` folder in the bundle) stays."""
    parts = dest.replace("\\", "/").split("/")
    if "plugins" not in parts:
        return True
    kind = parts[parts.index("plugins") + 1] if parts.index("plugins") + 1 < len(parts) else ""
    if kind in DROP_PLUGIN_TYPES:
        return False
    stem = _stem(src)
    if kind == "imageformats":
        return stem in KEEP_IMAGE_FORMATS
    return stem not in DROP_PLUGINS.get(kind, frozenset())


def keep_data(src: str, dest: str) -> bool:
    """Whether a collected data file stays: Qt translations only for :data:`QT_LANGUAGES`."""
    name = os.path.basename(src)
    if name.endswith(".qm") and "translations" in dest.replace("\\", "/").split("/"):
        lang = name[:-3].rsplit("_", 1)[-1]
        return lang in QT_LANGUAGES
    return True


def filter_hook(hiddenimports: list[str], binaries: list[tuple[str, str]], datas: list[tuple[str, str]]):
    """Apply the policy to what a Qt hook collected; returns the three filtered lists."""
    hidden = [name for name in hiddenimports if name not in EXCLUDED_MODULES]
    kept_binaries = [(src, dest) for src, dest in binaries if keep_plugin(src, dest)]
    kept_datas = [(src, dest) for src, dest in datas if keep_data(src, dest)]
    return hidden, kept_binaries, kept_datas
