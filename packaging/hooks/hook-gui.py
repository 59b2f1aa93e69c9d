"""Kartentisch's own package: every submodule, and the package data of gui.assets,
gui.translations, the phone page and each game's own files (its phone.js and its texts).

* Every module of ``gui`` is a hidden import: the GUI registry (``gui.games.registry``)
  imports a game's screens by name (``gui.tempelgold.ui``), so the analysis cannot see
  them; a bundle without them would offer no playable game.
* Nothing imports ``gui.assets``/``gui.translations`` statically either (``gui.persistence.resources``
  asks ``importlib.resources`` for them by name). Their data files are taken from where the
  analysis found ``gui`` (the spec builds from a wheel install, so the bundle holds exactly
  what the wheel holds; ``collect_data_files`` would ask a fresh interpreter, which sees
  the editable checkout instead), and PyInstaller's frozen importer then serves
  ``importlib.resources.files("gui.assets")`` from the unpacked bundle.
"""
import os

from PyInstaller.utils.hooks import collect_submodules

hiddenimports = ["gui.assets", "gui.translations", *collect_submodules("gui")]

#: What a game's texts package holds for the app (the ``.ts`` sources stay in the repository).
TEXT_FILES = (".md", ".qm")


def _is_texts_folder(folder: str) -> bool:
    """``<game>/texts/rules``, ``guide`` (its guided first game's words) or ``translations``:
    a game's texts package's data."""
    parent, name = os.path.split(folder)
    return name in ("rules", "guide", "translations") and os.path.basename(parent) == "texts"


def hook(hook_api):  # noqa: ANN001, ANN201 - PyInstaller's hook protocol
    root = os.path.dirname(hook_api.__file__)  # .../gui
    datas = []
    for package in ("assets", "translations", os.path.join("phones", "static")):  # the phone page too
        base = os.path.join(root, package)
        for folder, dirs, files in os.walk(base):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            dest = os.path.join("gui", os.path.relpath(folder, root))
            datas += [(os.path.join(folder, f), dest) for f in files if not f.endswith((".py", ".pyc"))]
    # each game's own files beside its screens: its part of the phone page (phone.js,
    # gui/phones/game_script.py) and its texts package (GameInfo.texts_package, e.g.
    # gui/tempelgold/texts/: rules/<lang>.md, guide/<lang>.md and translations/<lang>.qm, read by gui.text)
    for folder, dirs, files in os.walk(root):
        top = folder == root
        dirs[:] = [d for d in dirs if d != "__pycache__" and not (top and d in ("assets", "translations"))]
        dest = os.path.join("gui", os.path.relpath(folder, root))
        if "phone.js" in files:
            datas.append((os.path.join(folder, "phone.js"), dest))
        if not top and _is_texts_folder(folder):
            datas += [(os.path.join(folder, f), dest) for f in files if f.endswith(TEXT_FILES)]
    if not datas:
        raise SystemExit(f"no package data found under {root}")
    hook_api.add_datas(datas)
