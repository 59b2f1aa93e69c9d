"""The typed seam (issue 21): a game whose screens do not fit ``GameUI`` fails the type check.

``gui.games.registry.seam_problems`` refuses a ``GAME_UI`` with a missing member or the wrong
number of arguments at run time (``test_game_self_description``). What it cannot see are the
types: a flow method that returns another game's flow, a table, end screen or panel builder
that returns a plain ``QWidget``. Those are held by the type checker: ``GameUI`` is generic in
the game's public view, seat view and flow, each game declares ``GAME_UI: GameUI[View,
SeatView, Flow]``, and its widgets derive from the seam's base classes (``GameTable``,
``GameEnd``, ``GamePanel``). This test runs mypy on a small game written against the seam:
the well-typed one must pass, and each ill-typed variant must fail on its ``GAME_UI`` line,
naming the member.
"""
from __future__ import annotations

import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytestmark = pytest.mark.long("runs mypy (about 10 s cold)")

ROOT = Path(__file__).resolve().parents[2]

GAME = '''
class {name}:
    game_id = "typed"

    def flow_model(self) -> type[Flow]:
        return Flow

    def new_flow(self, public_view: View) -> Flow:
        return Flow()

    def check_flow(self, flow: Flow, public_view: View) -> None:
        pass

    def resume_flow(self, flow: Flow, public_view: View) -> Flow:
        return flow

    def next_step(self, flow: Flow, public_view: View) -> Step:
        return EndStep()

    def after_private(self, flow: Flow, step: PrivateStep, public_view: View) -> Flow:
        return flow

    def after_action(self, flow: Flow, seat: int, action: Action, before: View, after: View) -> Flow:
        return flow

    def on_event(self, flow: Flow, event: str, public_view: View) -> Flow:
        return flow

    def confirm(self, seat: int, action: Action, public_view: View) -> tuple[str, str] | None:
        return None

    def peek_step(self, public_view: View, seat: int) -> PrivateStep | None:
        return None

    def build_private(self, step: PrivateStep, seat_view: SeatView, ctx: ScreenContext) -> GamePanel:
        return GamePanel()

    def build_table(self, ctx: ScreenContext) -> GameTable:
        return GameTable()

    def build_end(self, public_view: View, ctx: ScreenContext) -> GameEnd:
        return GameEnd()

    def rematch_first_seat(self, public_view: View, choice: object) -> int:
        return 0

    def resume_summary(self, public_view: View) -> str:
        return ""

    def autoplayer(self) -> AutoPlayer:
        raise NotImplementedError

    def end_record(self, public_view: View) -> EndRecord:
        raise NotImplementedError

    def end_view_from_data(self, data: dict[str, Any]) -> View:
        return View()

    def learning(self) -> None:
        return None

    def phone_card_names(self, lang: str) -> dict[str, dict[str, str]]:
        return {{}}

    def guided_game(self) -> None:
        return None

    def claims(self) -> None:
        return None


GAME_UI_{name}: GameUI[View, SeatView, Flow] = {name}()
'''

HEADER = '''
from __future__ import annotations

from typing import Any

from pydantic import BaseModel
from PySide6.QtWidgets import QWidget

from engine.actions import Action
from gui.games.base import AutoPlayer, EndRecord, EndStep, GameUI, PrivateStep, ScreenContext, Step
from gui.games.widgets import GameEnd, GamePanel, GameTable


class View:
    pass


class SeatView:
    pass


class Flow(BaseModel):
    n: int = 0


class OtherFlow(BaseModel):
    m: int = 0
'''

#: name -> (the change to the well-typed game, the member the type checker must name)
BROKEN = {
    "TableIsPlainWidget": (("def build_table(self, ctx: ScreenContext) -> GameTable:\n        return GameTable()",
                            "def build_table(self, ctx: ScreenContext) -> QWidget:\n        return QWidget()"),
                           "build_table"),
    "EndIsPlainWidget": (("def build_end(self, public_view: View, ctx: ScreenContext) -> GameEnd:\n        return GameEnd()",
                          "def build_end(self, public_view: View, ctx: ScreenContext) -> QWidget:\n        return QWidget()"),
                         "build_end"),
    "PanelIsPlainWidget": (("def build_private(self, step: PrivateStep, seat_view: SeatView, ctx: ScreenContext) -> GamePanel:\n        return GamePanel()",
                            "def build_private(self, step: PrivateStep, seat_view: SeatView, ctx: ScreenContext) -> QWidget:\n        return QWidget()"),
                           "build_private"),
    "ReturnsAnotherFlow": (("def after_private(self, flow: Flow, step: PrivateStep, public_view: View) -> Flow:\n        return flow",
                            "def after_private(self, flow: Flow, step: PrivateStep, public_view: View) -> OtherFlow:\n        return OtherFlow()"),
                           "after_private"),
    "TakesAnotherView": (("def resume_summary(self, public_view: View) -> str:",
                          "def resume_summary(self, public_view: SeatView) -> str:"),
                         "resume_summary"),
    "MissesPeekStep": (("def peek_step(self, public_view: View, seat: int) -> PrivateStep | None:\n        return None\n",
                        ""),
                       "peek_step"),
}


def _source() -> tuple[str, dict[str, int]]:
    """The module to check, and the line of each game's ``GAME_UI`` assignment."""
    parts = [textwrap.dedent(HEADER)]
    good = GAME.format(name="WellTyped")
    parts.append(good)
    for name, ((old, new), _member) in BROKEN.items():
        variant = GAME.format(name=name)
        assert old in variant, name  # the change applies to the game as written
        parts.append(variant.replace(old, new))
    source = "\n".join(parts)
    lines = {}
    for number, line in enumerate(source.splitlines(), start=1):
        match = re.match(r"GAME_UI_(\w+):", line)
        if match:
            lines[match.group(1)] = number
    return source, lines


def test_only_a_game_that_fits_the_typed_seam_passes_the_type_check(tmp_path: Path) -> None:
    import mypy  # noqa: F401 - the [test] extra installs it; a missing mypy fails, never skips
    source, lines = _source()
    module = tmp_path / "typed_game.py"
    module.write_text(source, encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent", "--no-error-summary",
         "--show-error-codes", "--cache-dir", str(tmp_path / "cache"), str(module)],
        cwd=ROOT, capture_output=True, text=True, timeout=200,
    )
    errors: dict[int, list[str]] = {}
    for line in result.stdout.splitlines():
        match = re.match(r".*typed_game\.py:(\d+): (error|note): (.*)", line)
        if match:
            errors.setdefault(int(match.group(1)), []).append(match.group(3))
    before_broken = lines["WellTyped"]
    assert not [number for number in errors if number <= before_broken], result.stdout  # the well-typed game is clean
    for name, (_change, member) in BROKEN.items():
        said = errors.get(lines[name], [])
        assert any("[assignment]" in text for text in said), f"{name}: no type error\n{result.stdout}"
        assert any(member in text for text in said), f"{name}: the error does not name {member}\n{result.stdout}"
