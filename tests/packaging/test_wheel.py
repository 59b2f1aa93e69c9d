"""The wheel carries the app's data: build it, install it into a fresh venv, start the app.

Decision (to keep it fast): the temporary venv gets our wheel with ``--no-deps`` and a
``.pth`` file naming the test venv's site-packages, so it reuses the PySide6, pydantic and
platformdirs that are already installed instead of installing them again. Our own code
and data then come only from the wheel: the test venv has ``gui`` only as an editable
install, whose import finder a ``.pth`` path line does not activate, the app runs with
the working directory outside the checkout and without ``PYTHONPATH``, and the test asserts
that ``gui`` and its data were loaded from the temporary venv.

The wheel is built the way ``pip install .`` builds it (an isolated build with the
setuptools that ``pyproject.toml`` requires), from a copy of the tracked files, so that the
build leaves nothing in the checkout.
"""
from __future__ import annotations

import os
import pathlib
import shutil
import subprocess
import sys
import tomllib
import zipfile

import pytest

# One worker builds the wheel once for the module (with tests on two workers, each built it).
pytestmark = [pytest.mark.long("builds the wheel and installs it into a fresh venv"), pytest.mark.xdist_group("wheel")]

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _tracked_copy(dest: pathlib.Path) -> pathlib.Path:
    """The checkout's files (tracked or new, not ignored) copied to ``dest``."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT, capture_output=True, check=True,
    ).stdout.split(b"\0")
    for name in filter(None, listed):
        source = ROOT / os.fsdecode(name)
        if source.is_file():
            target = dest / os.fsdecode(name)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    return dest


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> pathlib.Path:
    src = _tracked_copy(tmp_path_factory.mktemp("src"))
    out = tmp_path_factory.mktemp("wheel")
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(out), str(src)],
        capture_output=True, text=True, timeout=600,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    (built,) = out.glob("kartentisch-*.whl")
    return built


@pytest.fixture(scope="module")
def venv(wheel: pathlib.Path, tmp_path_factory: pytest.TempPathFactory) -> pathlib.Path:
    """A fresh venv with our wheel, reusing the test venv's dependencies (see the module doc)."""
    import PySide6

    root = tmp_path_factory.mktemp("venv") / "v"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(root)], check=True, timeout=120)
    python = root / "bin" / "python"
    result = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps", str(wheel)],
        capture_output=True, text=True, timeout=300,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    site = pathlib.Path(
        subprocess.run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            capture_output=True, text=True, check=True,
        ).stdout.strip()
    )
    deps = pathlib.Path(PySide6.__file__).resolve().parents[1]
    (site / "zz_test_venv_dependencies.pth").write_text(f"{deps}\n", encoding="utf-8")
    return root


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def test_the_wheel_holds_the_data_and_no_sources_of_it(wheel: pathlib.Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    for needed in (
        "gui/assets/__init__.py",
        "gui/assets/decks/kartentisch/kartentisch-de.svg",
        "gui/assets/decks/kartentisch/kartentisch-en.svg",
        "gui/assets/icons/kartentisch.svg",
        "gui/assets/icons/kartentisch-256.png",
        "gui/assets/de.kartentisch.Kartentisch.desktop",
        "gui/assets/de.kartentisch.Kartentisch.metainfo.xml",
        "gui/translations/__init__.py",
        "gui/translations/kartentisch_de.qm",
        "gui/translations/kartentisch_en.qm",
        "gui/persistence/resources.py",
        "engine/__init__.py",
        "lab/data/balance.json",  # the rules dialog's balance note reads it as package data
    ):
        assert needed in names, needed
    from engine.registry import GAMES

    for info in GAMES.values():  # each game's part of the phone page (gui/phones/game_script.py)
        script = "/".join([*info.ui_module.split(".")[:-1], "phone.js"])
        assert script in names, script
        texts = "/".join(info.texts_package.split("."))  # its own rules and catalogues (issue 36)
        for lang in ("de", "en"):
            assert {f"{texts}/__init__.py", f"{texts}/rules/{lang}.md", f"{texts}/translations/{lang}.qm"} <= names, texts
    assert not [n for n in names if n.endswith(".ts") or n.endswith("make_deck.py") or "screenshots" in n]
    assert not [n for n in names if n.startswith(("assets/", "translations/", "tests/", "bench/"))]


def test_every_package_of_the_checkout_is_listed_in_pyproject() -> None:
    """pyproject lists the packages by hand (see its comment); a new one must be added there."""
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["packages"])
    on_disk = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for top in ("engine", "gui", "lab")
        if (ROOT / top).is_dir()
        for init in (ROOT / top).rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    missing = on_disk - listed
    assert not missing, f"add these packages to [tool.setuptools] packages in pyproject.toml: {sorted(missing)}"
    assert {"gui.assets", "gui.translations"} <= listed


def test_the_installed_app_starts_from_the_wheel_alone(venv: pathlib.Path, tmp_path: pathlib.Path) -> None:
    env = _env()
    for var in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        env[var] = str(tmp_path / var.lower())
    where = subprocess.run(
        [
            str(venv / "bin" / "python"), "-c",
            "import gui, gui.persistence.resources as r; print(gui.__file__); print(r.deck_dir()); print(r.qm_file('de'));"
            "print(r.icon_svg()); import importlib.resources as ir;"
            "print(ir.files('gui.tempelgold.texts').joinpath('rules', 'de.md'))",
        ],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60,
    )
    assert where.returncode == 0, where.stderr
    paths = [pathlib.Path(line) for line in where.stdout.splitlines()]
    for path in paths:
        assert path.resolve().is_relative_to(venv.resolve()), f"{path} is not from the installed wheel"
        assert path.exists(), path
    smoke = subprocess.run(
        [str(venv / "bin" / "kartentisch"), "--smoke"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120
    )
    assert smoke.returncode == 0, smoke.stdout + smoke.stderr
    assert "smoke: ok" in smoke.stdout
    # the German catalogue and the deck came with it: the app is German and has cards
    check = subprocess.run(
        [
            str(venv / "bin" / "python"), "-c",
            "from gui.app import create_application; create_application();"
            "from gui.text.i18n import Translations; t = Translations.shared(); print(t.set_language('de'));"
            "from gui.cards.decks import builtin_svg_path; print(builtin_svg_path('en').stat().st_size > 10000);"
            # the balance table came with it, and the installed bots have its fingerprint (issue 22)
            "from gui.balance.balance_data import shipped_table; print(shipped_table() is not None)",
        ],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60,
    )
    assert check.stdout.split() == ["True", "True", "True"], check.stdout + check.stderr
    # a user's deck is drawn by its render child (issue 20 §8), which the wheel alone runs
    decks = tmp_path / "xdg_data_home" / "kartentisch" / "decks"
    decks.mkdir(parents=True, exist_ok=True)
    faces = "".join(f'<g id="{r}_{s}"><rect width="10" height="14" fill="#0000ff"/></g>' for s in ("club", "diamond", "heart", "spade") for r in ("1", "2"))
    (decks / "mine.svg").write_text(f'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="14">{faces}</svg>')
    child = subprocess.run(
        [
            str(venv / "bin" / "python"), "-c",
            "from gui.app import create_application; create_application();"
            "from gui.cards.renderer import DeckRenderer; from PySide6.QtGui import QColor; r = DeckRenderer();"
            "print(r.set_deck('user:mine')); print(r.source.remote is not None);"
            "print(QColor(r.image_sync('2_heart', 10, 14).pixel(5, 7)).name()); r.close()",
        ],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60,
    )
    assert child.stdout.split() == ["None", "True", "#0000ff"], child.stdout + child.stderr
