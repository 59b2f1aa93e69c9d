"""The registry's own reading of entry points (engine/plugin_points.py) finds exactly what
``importlib.metadata`` finds: the installed games, a plug-in put on the path, and nothing of
a distribution shadowed by an earlier one of the same name."""
from __future__ import annotations

import importlib
import sys
from importlib.metadata import entry_points
from pathlib import Path

import pytest

from engine.plugin_points import declared_points
from engine.registry import ENTRY_POINT_GROUP
from tests.contract.stub_game import DISTRIBUTION


def _ours() -> set[tuple[str, str]]:
    return {(p.name, p.value) for p in declared_points(ENTRY_POINT_GROUP)}


def _library() -> set[tuple[str, str]]:
    importlib.invalidate_caches()
    return {(p.name, p.value) for p in entry_points(group=ENTRY_POINT_GROUP)}


def test_the_installed_games_are_read_as_importlib_metadata_reads_them() -> None:
    assert _ours() == _library() and len(_ours()) >= 2


def test_a_plug_in_on_the_path_is_read_too(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(DISTRIBUTION))
    assert ("hoeher", "tests.contract.stub_game:GAME_INFO") in _ours()
    assert _ours() == _library()


def test_the_first_distribution_of_a_name_wins_and_other_groups_are_not_read(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    for folder, points in (("first", "dup = a.b:FIRST\n"), ("second", "dup = a.b:SECOND\nother = c:D\n")):
        meta = tmp_path / folder / "Twin_Game-1.0.dist-info"
        meta.mkdir(parents=True)
        (meta / "METADATA").write_text("Metadata-Version: 2.1\nName: twin-game\nVersion: 1.0\n", encoding="utf-8")
        (meta / "entry_points.txt").write_text(f"[{ENTRY_POINT_GROUP}]\n{points}\n[console_scripts]\nx = y:z\n",
                                                encoding="utf-8")
        monkeypatch.syspath_prepend(str(tmp_path / folder))
    # "first" was prepended first, so "second" stands before it on the path: second wins
    found = [(p.name, p.value) for p in declared_points(ENTRY_POINT_GROUP) if p.distribution == "twin_game"]
    assert found == [("dup", "a.b:SECOND"), ("other", "c:D")]
    assert set(found) <= _library() and ("dup", "a.b:FIRST") not in _library()


def test_a_point_loads_what_it_names() -> None:
    (point,) = [p for p in declared_points(ENTRY_POINT_GROUP, [str(DISTRIBUTION)])]
    assert point.load() is sys.modules["tests.contract.stub_game"].GAME_INFO


def test_comments_blank_lines_spaces_and_extras_are_read_as_importlib_metadata_reads_them(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    meta = tmp_path / "Odd_Game-2.0.dist-info"
    meta.mkdir()
    (meta / "METADATA").write_text("Metadata-Version: 2.1\nName: odd-game\nVersion: 2.0\n", encoding="utf-8")
    (meta / "entry_points.txt").write_text(
        "# a comment\n[console_scripts]\nodd = odd.cli:main\n\n"
        f"  [{ENTRY_POINT_GROUP}]  \n  # another comment\n   spaced   =   odd.info : GAME_INFO  \n"
        "extra = odd.extra:INFO [fancy]\nkeep_case=odd.Case:Info\n\n[other.group]\nx = y:z\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    found = {(p.name, p.value) for p in declared_points(ENTRY_POINT_GROUP) if p.distribution == "odd_game"}
    assert found == {("spaced", "odd.info : GAME_INFO"), ("extra", "odd.extra:INFO [fancy]"),
                     ("keep_case", "odd.Case:Info")}
    assert found <= _library()
