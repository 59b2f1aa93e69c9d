"""What the bundle leaves out (packaging/bundle_policy.py), and that no code finds data by hand.

The bundle itself is built and run by ``.ci/run`` (``make bundle``; too slow for the suite).
"""
from __future__ import annotations

import ast
import importlib.util
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("bundle_policy", ROOT / "packaging" / "bundle_policy.py")
assert _spec is not None and _spec.loader is not None
policy = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(policy)

QT = "/venv/site-packages/PySide6/Qt"


@pytest.mark.parametrize(
    ("plugin", "kept"),
    [
        ("platforms/libqxcb.so", True),
        ("platforms/libqwayland.so", True),
        ("platforms/libqoffscreen.so", True),  # CI runs the bundle headless
        ("platforms/qwindows.dll", True),
        ("platforms/libqcocoa.dylib", True),
        ("platforms/libqeglfs.so", False),
        ("platforms/libqlinuxfb.so", False),
        ("platforms/libqminimal.so", False),
        ("platforms/libqvnc.so", False),
        ("platformthemes/libqgtk3.so", False),
        ("platformthemes/libqxdgdesktopportal.so", True),
        ("imageformats/libqsvg.so", True),
        ("imageformats/qsvg.dll", True),
        ("imageformats/libqjpeg.so", True),
        ("imageformats/libqpdf.so", False),
        ("imageformats/libqwebp.so", False),
        ("imageformats/libqtiff.so", False),
        ("iconengines/libqsvgicon.so", True),
        ("tls/libqopensslbackend.so", False),
        ("networkinformation/libqnetworkmanager.so", False),
        ("egldeviceintegrations/libqeglfs-kms-integration.so", False),
        ("platforminputcontexts/libcomposeplatforminputcontextplugin.so", True),
        ("platforminputcontexts/libqtvirtualkeyboardplugin.so", False),
        ("wayland-shell-integration/libxdg-shell.so", True),
        ("wayland-shell-integration/libivi-shell.so", False),
    ],
)
def test_plugins(plugin: str, kept: bool) -> None:
    kind, name = plugin.split("/")
    assert policy.keep_plugin(f"{QT}/plugins/{plugin}", f"PySide6/Qt/plugins/{kind}") is kept


def test_a_library_that_is_no_plugin_stays() -> None:
    assert policy.keep_plugin(f"{QT}/lib/libQt6Gui.so.6", "PySide6/Qt/lib")


@pytest.mark.parametrize(
    ("name", "kept"),
    [("qtbase_de.qm", True), ("qtbase_en.qm", True), ("qt_de.qm", True), ("qtbase_fr.qm", False),
     ("qtbase_zh_CN.qm", False), ("qt_pt_BR.qm", False)],
)
def test_qt_translations(name: str, kept: bool) -> None:
    assert policy.keep_data(f"{QT}/translations/{name}", "PySide6/Qt/translations") is kept


def test_filter_hook_drops_qtnetwork_and_keeps_the_rest() -> None:
    hidden, binaries, datas = policy.filter_hook(
        ["PySide6.QtNetwork", "PySide6.QtGui"],
        [(f"{QT}/plugins/platforms/libqvnc.so", "PySide6/Qt/plugins/platforms"),
         (f"{QT}/plugins/platforms/libqxcb.so", "PySide6/Qt/plugins/platforms")],
        [(f"{QT}/translations/qtbase_ja.qm", "PySide6/Qt/translations"),
         (f"{QT}/translations/qtbase_de.qm", "PySide6/Qt/translations")],
    )
    assert hidden == ["PySide6.QtGui"]
    assert [b[0].rsplit("/", 1)[1] for b in binaries] == ["libqxcb.so"]
    assert [d[0].rsplit("/", 1)[1] for d in datas] == ["qtbase_de.qm"]


def test_every_qt_hook_we_override_applies_the_policy() -> None:
    hooks = sorted((ROOT / "packaging" / "hooks").glob("hook-PySide6.*.py"))
    assert {h.name for h in hooks} >= {f"hook-PySide6.{m}.py" for m in ("QtCore", "QtGui", "QtWidgets", "QtSvg")}
    for hook in hooks:
        assert "filter_hook(*add_qt6_dependencies(__file__))" in hook.read_text(encoding="utf-8"), hook.name


def _uses_meipass(source: str) -> bool:
    """``sys._MEIPASS`` or ``getattr(sys, "_MEIPASS", ...)`` in code (docstrings may name it)."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr == "_MEIPASS":
            return True
        if isinstance(node, ast.Call) and any(isinstance(a, ast.Constant) and a.value == "_MEIPASS" for a in node.args):
            return True
    return False


def test_no_code_builds_data_paths_from_meipass() -> None:
    assert _uses_meipass('import sys\np = getattr(sys, "_MEIPASS", None)')
    assert _uses_meipass("import sys\np = sys._MEIPASS")
    offenders = [
        str(path.relative_to(ROOT))
        for top in ("gui", "engine")
        for path in (ROOT / top).rglob("*.py")
        if _uses_meipass(path.read_text(encoding="utf-8"))
    ]
    assert not offenders, f"find data through gui.persistence.resources, not sys._MEIPASS: {offenders}"


def test_system_libraries_and_only_what_they_brought_are_left_out() -> None:
    graph = {
        "libQt6Core.so.6": {"libglib-2.0.so.0", "libstdc++.so.6", "libshared.so.1", "libicuuc.so.73"},
        "libglib-2.0.so.0": {"libpcre2-8.so.0"},
        "libfreetype.so.6": {"libpng16.so.16", "libz.so.1"},
        "libpng16.so.16": {"libz.so.1"},
        "libsystemd.so.0": {"libshared.so.1", "liblz4.so.1"},
        "libpcre2-8.so.0": set(),
        "libshared.so.1": set(),
        "libstdc++.so.6": {"libgcc_s.so.1"},
        "libicuuc.so.73": {"libstdc++.so.6"},
        "libpython3.11.so.1.0": set(),
    }
    binaries = [(name, f"/src/{name}", "BINARY") for name in [*graph, "libz.so.1", "libgcc_s.so.1", "liblz4.so.1"]]
    kept, left_out = policy.without_system_libraries(binaries, lambda src: graph.get(src.rsplit("/", 1)[1], set()))
    names = {dest for dest, _, _ in kept}
    # the excludelist ones go, and what only they needed (pcre2 by glib, png by freetype)
    assert {"libglib-2.0.so.0", "libstdc++.so.6", "libfreetype.so.6", "libz.so.1", "libgcc_s.so.1"} <= set(left_out)
    assert {"libpcre2-8.so.0", "libpng16.so.16"} <= set(left_out)
    # what a staying library also needs stays (libshared: Qt Core and systemd), and the rest is untouched
    assert {"libQt6Core.so.6", "libshared.so.1", "libsystemd.so.0", "liblz4.so.1", "libicuuc.so.73", "libpython3.11.so.1.0"} == names


def test_dbus_goes_with_the_systemd_it_brought() -> None:
    """libdbus-1 is left to the system, and with it the build machine's libsystemd and what
    only libsystemd needed; a library that a staying binary also needs would stay."""
    graph = {
        "libQt6DBus.so.6": {"libdbus-1.so.3", "libQt6Core.so.6"},
        "libQt6Core.so.6": {"libzstd.so.1", "libicuuc.so.73"},
        "libdbus-1.so.3": {"libsystemd.so.0"},
        "libsystemd.so.0": {"libgcrypt.so.20", "liblzma.so.5", "liblz4.so.1", "libcap.so.2", "libzstd.so.1"},
        "libgcrypt.so.20": {"libgpg-error.so.0"},
        "_lzma.cpython-311-x86_64-linux-gnu.so": {"liblzma.so.5"},
    }
    names = [*graph, "libzstd.so.1", "libicuuc.so.73", "liblzma.so.5", "liblz4.so.1", "libcap.so.2", "libgpg-error.so.0"]
    binaries = [(name, f"/src/{name}", "BINARY") for name in names]
    kept, left_out = policy.without_system_libraries(binaries, lambda src: graph.get(src.rsplit("/", 1)[1], set()))
    assert {dest for dest, _, _ in kept} == {
        "libQt6DBus.so.6", "libQt6Core.so.6", "libicuuc.so.73", "_lzma.cpython-311-x86_64-linux-gnu.so", "liblzma.so.5"
    }
    assert {"libdbus-1.so.3", "libsystemd.so.0", "libgcrypt.so.20", "liblz4.so.1", "libcap.so.2", "libzstd.so.1"} <= set(left_out)


def test_no_qt_or_python_library_is_left_to_the_system() -> None:
    assert not [n for n in policy.SYSTEM_LIBRARIES if n.startswith(("libQt6", "libpython", "libicu", "libpyside", "libshiboken"))]
