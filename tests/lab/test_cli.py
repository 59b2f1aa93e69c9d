"""``kartentisch-lab``: the outputs it writes, and clear errors for bad arguments."""
from __future__ import annotations

import csv
from pathlib import Path

import pytest

from lab.cli import main, player_counts


def test_writes_markdown_csv_json_and_a_chart(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from PySide6.QtGui import QImage

    out = tmp_path / "out"
    code = main(["tempelgold", "--players", "4-5", "--games", "60", "--workers", "1", "--out", str(out),
                 "--policy", "belief", "--policy", "random"])
    assert code == 0
    text = (out / "results.md").read_text(encoding="utf-8")
    assert "| 4 | one_trap | random | 60 |" in text and "| 5 | standard | belief | 60 |" in text
    rows = list(csv.DictReader((out / "results.csv").open(encoding="utf-8")))
    sides = [r for r in rows if r["kind"] == "side" and r["players"] == "5" and r["variant"] == "standard"
             and r["policy"] == "belief"]
    assert sum(int(r["count"]) for r in sides) == 60
    assert all(float(r["low"]) <= float(r["rate"]) <= float(r["high"]) for r in sides)
    # A role's count/of are won seats / seats; "games" is what its interval counts (issue 22).
    role = next(r for r in rows if r["kind"] == "role" and r["name"] == "abenteurer" and r["players"] == "5"
                and r["variant"] == "standard" and r["policy"] == "belief")
    assert int(role["games"]) == 60 < int(role["of"])
    assert float(role["rate"]) == pytest.approx(int(role["count"]) / int(role["of"]), abs=1e-5)
    image = QImage(str(out / "tempelgold.png"))
    assert not image.isNull() and image.width() > 300
    err = capsys.readouterr().err
    assert "100 % (480/480 games" in err


def test_player_counts() -> None:
    assert player_counts("3-5", range(3, 11)) == [3, 4, 5]
    assert player_counts("10,3", range(3, 11)) == [3, 10]
    with pytest.raises(ValueError, match="3–10 players"):
        player_counts("2-4", range(3, 11))
    with pytest.raises(ValueError, match="written like"):
        player_counts("many", range(3, 11))


@pytest.mark.parametrize("args, words", [
    (["tempelgold", "--players", "11"], "3–10 players"),
    (["tempelgold", "--variant", "revolverheld", "--players", "5"], "no variant 'revolverheld'"),
    (["diamantenraub", "--policy", "boss=clever"], "unknown policy"),
    (["diamantenraub", "--games", "0"], "at least 1"),
])
def test_bad_arguments_are_refused_with_a_reason(args: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(args)
    assert exit_info.value.code == 2
    assert words in capsys.readouterr().err
