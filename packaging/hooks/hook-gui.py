"""Kartentisch's own package: every submodule, and the package data of gui.assets and
gui.translations.

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


def hook(hook_api):  # noqa: ANN001, ANN201 - PyInstaller's hook protocol
    root = os.path.dirname(hook_api.__file__)  # .../gui
    datas = []
    for package in ("assets", "translations", os.path.join("phones", "static")):  # the phone page too
        base = os.path.join(root, package)
        for folder, dirs, files in os.walk(base):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            dest = os.path.join("gui", os.path.relpath(folder, root))
            datas += [(os.path.join(folder, f), dest) for f in files if not f.endswith((".py", ".pyc"))]
    # each game's part of the phone page (phone.js beside its screens, gui/phones/game_script.py)
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d not in ("__pycache__", "assets", "translations")]
        if "phone.js" in files:
            datas.append((os.path.join(folder, "phone.js"), os.path.join("gui", os.path.relpath(folder, root))))
    if not datas:
        raise SystemExit(f"no package data found under {root}")
    hook_api.add_datas(datas)
