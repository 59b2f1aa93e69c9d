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
pytest; ``pydantic.mypy`` → mypy), and Pillow (only ``make_icons.py`` uses it); Python's CJK
codecs (``_codecs_jp`` …: nothing in the app decodes such bytes; an attempt would be a
clear ``LookupError``).

Left out of Python and the libraries, each because nothing the app runs needs it and the
code that names it has a fallback or is never reached (:data:`EXCLUDED_MODULES`; the
suite's ``tests/packaging/test_bundle_excludes.py`` runs ``--smoke`` and
``packaging/bundle_check.py`` in the venv with these modules made unimportable, and
``.ci/run`` runs them in the bundle):

* **Python's OpenSSL modules** ``ssl``/``_ssl``/``_hashlib`` (with ``libssl``/``libcrypto``,
  5.7 MB): ``cryptography`` carries its own, statically linked OpenSSL, so they were a
  second copy. The phone server speaks plain HTTP on the local network; aiohttp, asyncio,
  http.client and urllib import ``ssl`` inside ``try``/``except ImportError``. ``hashlib``
  falls back to Python's built-in ``_sha256``/``_md5``/… (the token digests, aiohttp's
  WebSocket handshake), ``hmac`` to its pure-Python form. The one OpenSSL-only function the
  app used, ``hashlib.scrypt`` for PINs, is now ``cryptography``'s scrypt (same RFC 7914
  result; ``gui/persistence/pin_hash.py``).
* ``multiprocessing`` (and ``xmlrpc``, only it imports that): only ``concurrent.futures``
  names it, for ``ProcessPoolExecutor``, which the app never makes (the lab's runner does,
  and is not in the bundle). Also drops PyInstaller's multiprocessing start-up hook.
* ``lzma``/``bz2`` (with ``liblzma``/``libbz2``): only ``shutil``, ``tarfile`` and
  ``zipfile`` import them, inside ``try``, for archives the app never opens.
* ``_decimal``: ``decimal`` falls back to the pure-Python ``_pydecimal`` (the reference
  implementation); pydantic imports ``decimal`` but no model of ours has a ``Decimal``.
* ``importlib_metadata`` (the backport): segno tries it before ``importlib.metadata``,
  which Python 3.11 has; it was only in the venv for other tools.
* ``tarfile``, ``smtplib``, ``ftplib``: imported only inside functions the app never calls
  (``shutil``'s archive helpers, ``logging.handlers.SMTPHandler``, ``ftp://`` URLs in
  ``urllib.request``).
* **aiohttp's, yarl's, frozenlist's and propcache's C speed-ups** (1.3 MB): each package
  imports its pure-Python implementation when the compiled one is missing (the same code
  their CI runs with ``*_NO_EXTENSIONS``, and PyPy always). The phone server answers a
  dozen phones on a LAN, so speed does not matter there; correctness is the same.
  ``multidict``'s stays: multidict has no such fallback without an environment variable.

On Linux, after the analysis: the **base libraries every desktop has** are not bundled
(:data:`SYSTEM_LIBRARIES`, the ones of the AppImage project's "excludelist" that the
analysis finds: libstdc++, libgcc_s, glib, X11, fontconfig, freetype, expat, zlib, …), nor
the libraries that only they brought in (:func:`without_system_libraries`). This is not a
feature left out, so it cannot happen in a hook: the analysis must first find them. It is
the AppImage rule for the same reason: these libraries match the running system's
graphics drivers and fonts better than a copy from the build machine (a bundled libstdc++
older than Mesa's breaks OpenGL drivers), and every desktop distribution ships them.

Three libraries beyond the excludelist are left to the system. None comes from a wheel:
the analysis took them from the build machine's ``/usr/lib``, and each is on every desktop
with a stable ABI, so the user's own copy serves better than the build machine's:

* ``libdbus-1.so.3`` (Qt's DBus library links it; Qt talks to the session bus for the
  desktop portal, input methods and accessibility): every desktop session runs a D-Bus
  session bus, so every desktop has its client library, same ABI since D-Bus 1.0 (2006).
  The bundled copy also dragged in the build machine's ``libsystemd`` with ``libgcrypt``,
  ``liblzma``, ``liblz4`` and ``libcap`` (2.9 MB); a systemd client library has to match
  the running systemd, not the build machine's.
* ``libzstd.so.1`` (Qt Core links it, for compressed resources): the package managers
  (apt's libapt-pkg, rpm, pacman), Mesa's drivers and libsystemd link it, so no desktop is
  without it; ABI-stable since zstd 1.0 (2016).
* ``libxkbcommon.so.0`` (the xcb and Wayland platform plugins link it, for the keyboard
  layout): GTK 3 and 4, Qt and every Wayland compositor link it; a system copy also
  matches the system's keyboard data in ``/usr/share/X11/xkb``. (``libxkbcommon-x11``
  stays bundled: not every desktop has it.)
"""
from __future__ import annotations

import os
from collections.abc import Callable

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
    "dask",  # the lab's cluster runner (kartentisch-lab), never the app
    "distributed",
    "tkinter",
    "_tkinter",
    "_codecs_cn",
    "_codecs_hk",
    "_codecs_iso2022",
    "_codecs_jp",
    "_codecs_kr",
    "_codecs_tw",
    "_multibytecodec",
    # a second OpenSSL: cryptography has its own (see the module docstring)
    "ssl",
    "_ssl",
    "_hashlib",
    # never reached by the app (see the module docstring)
    "multiprocessing",
    "xmlrpc",
    "lzma",
    "_lzma",
    "bz2",
    "_bz2",
    "_decimal",
    "importlib_metadata",
    "tarfile",
    "smtplib",
    "ftplib",
    # compiled speed-ups with a pure-Python fallback in the same package
    "aiohttp._http_parser",
    "aiohttp._http_writer",
    "aiohttp._websocket.mask",
    "aiohttp._websocket.reader_c",
    "yarl._quoting_c",
    "frozenlist._frozenlist",
    "propcache._helpers_c",
)
#: Linux: libraries left to the system (those of the AppImage excludelist,
#: https://github.com/AppImage/pkg2appimage/blob/master/excludelist, that our analysis
#: finds; the glibc family PyInstaller never bundles anyway).
SYSTEM_LIBRARIES: frozenset[str] = frozenset(
    {
        "libstdc++.so.6",
        "libgcc_s.so.1",
        "libglib-2.0.so.0",
        "libgthread-2.0.so.0",  # part of glib, as libgobject/libgio in the excludelist
        "libgobject-2.0.so.0",
        "libgio-2.0.so.0",
        "libX11.so.6",
        "libxcb.so.1",
        "libXau.so.6",  # libxcb's own dependencies: PyInstaller leaves libxcb to the
        "libXdmcp.so.6",  # system but collects these two
        "libfontconfig.so.1",
        "libfreetype.so.6",
        "libharfbuzz.so.0",
        "libexpat.so.1",
        "libz.so.1",
        "libgpg-error.so.0",
        "libuuid.so.1",
        "libEGL.so.1",
        "libGL.so.1",
        "libGLX.so.0",
        "libOpenGL.so.0",
        "libdrm.so.2",
        # not in the excludelist: see the module docstring
        "libdbus-1.so.3",
        "libzstd.so.1",
        "libxkbcommon.so.0",
    }
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


def without_system_libraries(
    binaries: list[tuple[str, str, str]], needed: Callable[[str], set[str]]
) -> tuple[list[tuple[str, str, str]], list[str]]:
    """``binaries`` (PyInstaller TOC: dest, src, kind) without :data:`SYSTEM_LIBRARIES` and
    without what only those brought in; also returns the names left out.

    ``needed(src)`` gives the library names a binary links (its ``DT_NEEDED``). A library
    that the dropped ones need is left out too, unless a binary that stays needs it.
    """
    by_name = {os.path.basename(dest): (dest, src, kind) for dest, src, kind in binaries}
    dropped = {name for name in by_name if name in SYSTEM_LIBRARIES}
    brought: set[str] = set()
    frontier = list(dropped)
    while frontier:
        for dep in needed(by_name[frontier.pop()][1]):
            if dep in by_name and dep not in dropped and dep not in brought:
                brought.add(dep)
                frontier.append(dep)
    removable = set(brought)
    changed = True
    while changed:  # keep what a staying binary needs
        changed = False
        staying = [entry for name, entry in by_name.items() if name not in dropped and name not in removable]
        still_needed = set().union(*(needed(src) for _, src, _ in staying)) if staying else set()
        for name in sorted(removable & still_needed):
            removable.discard(name)
            changed = True
    out = dropped | removable
    return [entry for entry in binaries if os.path.basename(entry[0]) not in out], sorted(out)


def filter_hook(hiddenimports: list[str], binaries: list[tuple[str, str]], datas: list[tuple[str, str]]):
    """Apply the policy to what a Qt hook collected; returns the three filtered lists."""
    hidden = [name for name in hiddenimports if name not in EXCLUDED_MODULES]
    kept_binaries = [(src, dest) for src, dest in binaries if keep_plugin(src, dest)]
    kept_datas = [(src, dest) for src, dest in datas if keep_data(src, dest)]
    return hidden, kept_binaries, kept_datas
