"""The bundle's lab hook ships every file the app fingerprints, so the frozen app can check
that the balance table was made by its bots (issue 22); without them it would hide the table."""
from __future__ import annotations

import importlib.util
import os
import pathlib
from importlib import resources

from lab import provenance

HOOK = pathlib.Path(__file__).resolve().parents[2] / "packaging" / "hooks" / "hook-lab.py"


class FakeHookApi:
    """The part of PyInstaller's hook API the hook uses."""

    def __init__(self, init: str) -> None:
        self.__file__ = init
        self.datas: list[tuple[str, str]] = []
        self.imports: list[str] = []

    def add_datas(self, datas: list[tuple[str, str]]) -> None:
        self.datas.extend(datas)

    def add_imports(self, *names: str) -> None:
        self.imports.extend(names)


def test_the_bundle_ships_the_fingerprinted_sources_where_the_app_reads_them(tmp_path: pathlib.Path) -> None:
    spec = importlib.util.spec_from_file_location("hook_lab", HOOK)
    assert spec is not None and spec.loader is not None
    hook = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hook)
    assert hook.SHARED_MODULES == provenance.SHARED_MODULES and hook.TABLE_ONLY == provenance.TABLE_ONLY
    lab = pathlib.Path(str(resources.files("lab")))
    api = FakeHookApi(str(lab / "__init__.py"))
    hook.hook(api)
    # lay the datas out as the bundle does, and fingerprint that folder
    bundle = tmp_path / "bundle"
    for src, dest in api.datas:
        target = bundle / dest / os.path.basename(src)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(pathlib.Path(src).read_bytes())
    assert sorted(hook.fingerprinted(str(lab))) == sorted(provenance.fingerprinted_files(lab))
    assert all((bundle / "lab" / package / "spec.py").is_file() for package in provenance.game_packages(lab))
    assert provenance.fingerprint(bundle / "lab") == provenance.bots_hash()
    assert (bundle / "lab" / "data" / "balance.json").is_file()
    # computer players: each game's seat_bot is imported by name, so the hook names it
    assert api.imports == ["lab.table_bots", *(f"lab.{p}.seat_bot" for p in provenance.game_packages(lab)
                                               if (lab / p / "seat_bot.py").is_file())]
    assert len(api.imports) == 1 + 2  # both shipped games seat computers
