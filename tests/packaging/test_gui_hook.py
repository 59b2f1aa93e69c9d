"""The bundle's gui hook ships each game's own texts where the app reads them (issue 36):
its rules and compiled catalogues (``GameInfo.texts_package``) beside its screens, as the
wheel holds them, and no ``.ts`` source. PyInstaller is not needed: the hook runs with a
stand-in for the one helper it imports."""
from __future__ import annotations

import importlib.util
import os
import pathlib
import sys
import types
from importlib import resources

import pytest

from engine.registry import GAMES
from gui.games.registry import game_ui

HOOK = pathlib.Path(__file__).resolve().parents[2] / "packaging" / "hooks" / "hook-gui.py"


class FakeHookApi:
    """The part of PyInstaller's hook API the hook uses."""

    def __init__(self, init: str) -> None:
        self.__file__ = init
        self.datas: list[tuple[str, str]] = []

    def add_datas(self, datas: list[tuple[str, str]]) -> None:
        self.datas.extend(datas)


def test_the_bundle_ships_each_games_texts_where_the_app_reads_them(monkeypatch: pytest.MonkeyPatch) -> None:
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda name: []  # type: ignore[attr-defined]  # a stand-in module
    for name, module in (("PyInstaller", types.ModuleType("PyInstaller")),
                         ("PyInstaller.utils", types.ModuleType("PyInstaller.utils")),
                         ("PyInstaller.utils.hooks", hooks)):
        monkeypatch.setitem(sys.modules, name, module)
    spec = importlib.util.spec_from_file_location("hook_gui", HOOK)
    assert spec is not None and spec.loader is not None
    hook = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hook)
    gui = pathlib.Path(str(resources.files("gui")))
    api = FakeHookApi(str(gui / "__init__.py"))
    hook.hook(api)
    shipped = {os.path.join(dest, os.path.basename(src)).replace(os.sep, "/") for src, dest in api.datas}
    for info in GAMES.values():
        folder = "/".join(info.texts_package.split("."))
        for lang in ("de", "en"):
            assert f"{folder}/rules/{lang}.md" in shipped, info.id
            assert f"{folder}/translations/{lang}.qm" in shipped, info.id
            if game_ui(info.id).guided_game() is not None:  # the guided game's words (once left out)
                assert f"{folder}/guide/{lang}.md" in shipped, info.id
    assert not [name for name in shipped if name.endswith((".ts", ".py"))]
