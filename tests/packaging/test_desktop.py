"""The Linux launcher: the committed files validate, and ``--install-desktop`` installs them
per user, pointing at the program that ran it, and ``--uninstall-desktop`` removes them.

``desktop-file-validate`` (desktop-file-utils) and ``appstreamcli`` (appstream) are system
tools; ``.ci/run`` installs them and the README lists them.
"""
from __future__ import annotations

import configparser
import os
import pathlib
import shlex
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from gui.shell import desktop
from gui.persistence import resources

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _tool(name: str, package: str) -> str:
    path = shutil.which(name)
    assert path, f"{name} is missing: apt-get install {package} (see the README's system packages)"
    return path


def _validate_desktop(path: pathlib.Path) -> None:
    result = subprocess.run([_tool("desktop-file-validate", "desktop-file-utils"), str(path)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def _entry(path: pathlib.Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string(path.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def test_committed_desktop_file_validates_and_names_our_id() -> None:
    path = resources.desktop_file()
    _validate_desktop(path)
    entry = _entry(path)
    assert path.name == f"{resources.APP_ID}.desktop"
    assert entry["Categories"] == "Game;CardGame;"
    assert entry["Name[de]"] and entry["Keywords[de]"]
    assert entry["StartupWMClass"] == resources.APP_ID
    assert entry["Icon"] == resources.APP_ID


def test_metainfo_validates_with_screenshot_and_release() -> None:
    path = resources.metainfo_file()
    result = subprocess.run(
        [_tool("appstreamcli", "appstream"), "validate", "--no-net", str(path)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
    root = ET.parse(path).getroot()
    assert root.findtext("id") == resources.APP_ID
    assert root.find("launchable").text == f"{resources.APP_ID}.desktop"
    assert root.find("screenshots/screenshot/image").text.startswith("https://")
    assert root.find("releases/release").get("version")


def test_the_app_announces_the_same_id(qapp) -> None:  # noqa: ANN001
    from gui.app import create_application

    app = create_application()
    assert app.desktopFileName() == resources.APP_ID
    assert app.applicationName() == resources.APP_ID  # the X11 WM_CLASS class = StartupWMClass
    assert app.applicationDisplayName() == "Kartentisch"


def test_icons_are_there_in_every_format() -> None:
    from PySide6.QtGui import QImage

    png = QImage(str(resources.icon_png()))
    assert (png.width(), png.height()) == (256, 256)
    icons = ROOT / "assets" / "icons"
    assert (icons / "kartentisch.ico").read_bytes()[:4] == b"\x00\x00\x01\x00"
    assert (icons / "kartentisch.icns").read_bytes()[:4] == b"icns"


def test_install_and_uninstall_under_xdg_data_home(tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    other = tmp_path / "share" / "applications" / "someone-else.desktop"
    other.parent.mkdir(parents=True)
    other.write_text("[Desktop Entry]\n", encoding="utf-8")
    command = ["/opt/Kartentisch 1.0/kartentisch"]  # a space: Exec must quote it

    files = desktop.install(command=command)
    assert files.desktop == tmp_path / "share" / "applications" / f"{resources.APP_ID}.desktop"
    for path in files.all():
        assert path.is_file() and path.is_relative_to(tmp_path / "share"), path
    assert files.icon_png.parent.name == "apps" and files.icon_png.parents[1].name == "256x256"
    assert files.icon_svg.parents[1].name == "scalable"
    _validate_desktop(files.desktop)
    entry = _entry(files.desktop)
    assert entry["Exec"] == '"/opt/Kartentisch 1.0/kartentisch"'
    assert shlex.split(entry["Exec"]) == command
    assert entry["TryExec"] == entry["Exec"]
    assert files.metainfo.read_bytes() == resources.metainfo_file().read_bytes()

    removed = desktop.uninstall()
    assert sorted(removed) == sorted(files.all())
    assert not any(p.exists() for p in files.all())
    assert other.exists()  # nothing but ours
    assert desktop.uninstall() == []


def test_exec_quoting_follows_the_desktop_entry_spec() -> None:
    assert desktop.exec_value(["/usr/bin/kartentisch"]) == "/usr/bin/kartentisch"
    # reserved characters → double quotes; " ` $ \ escaped inside; then \ escaped again as a string
    assert desktop.exec_value(["/a b/$x"]) == '"/a b/\\\\$x"'
    assert desktop.exec_value(["/p/100%"]) == "/p/100%%"
    assert desktop.exec_value(["/usr/bin/python3", "-m", "gui.app"]) == "/usr/bin/python3 -m gui.app"


def test_the_command_line_installs_a_launcher_for_this_venv(tmp_path: pathlib.Path) -> None:
    script = pathlib.Path(sys.executable).parent / "kartentisch"
    assert script.is_file(), "the test venv has the kartentisch gui-script"
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path))
    result = subprocess.run([str(script), "--install-desktop"], env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    installed = tmp_path / "applications" / f"{resources.APP_ID}.desktop"
    assert _entry(installed)["Exec"] == str(script)
    _validate_desktop(installed)
    result = subprocess.run([str(script), "--uninstall-desktop"], env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and not installed.exists(), result.stdout + result.stderr
