"""The searched best response's docs section (lab.search.report) and its record."""
from __future__ import annotations

import json
from pathlib import Path

from lab.search import report


def _run(side: str, gain: float) -> dict[str, object]:
    budgets = [{"budget": b, "games": 100, "gain": [gain, gain - 0.05, gain + 0.05], "baseline": 0.4,
                "searched": 0.4 + gain, "step": None if b == 16 else [0.01, -0.02, 0.04],
                "cpu_per_decision": 0.012, "decisions": 800, "relaxed": 3 if b == 64 else 0} for b in (16, 64)]
    return {"game": "tempelgold", "players": 3, "side": side, "against": "reasoning", "base": None, "games": 100,
            "seed": 0, "stops_after": 16, "budgets": budgets, "command": "python -m lab.search --game tempelgold"}


def test_a_recorded_run_is_rendered_and_a_rerun_replaces_it(tmp_path: Path) -> None:
    path = tmp_path / "search.json"
    report.record(_run("waechter", 0.1), "abc", "CPython 3.11", path)
    report.record(_run("abenteurer", 0.2), "abc", "CPython 3.11", path)
    report.record(_run("waechter", 0.3), "def", "CPython 3.11", path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert [(r["side"], r["budgets"][0]["gain"][0]) for r in data["runs"]] == [("abenteurer", 0.2), ("waechter", 0.3)]
    text = report.search_text(data)
    assert text.startswith("## A searched best response")
    assert "Made at commit `def`" in text
    assert "| 16 | 40.0 | 70.0 | +30.0 (+25.0 … +35.0) |  | 12 ms |" in text
    assert "+1.0 (-2.0 … +4.0)" in text and "3 of 800 relaxed" in text
    assert "stops growing after budget 16" in text and "`python -m lab.search --game tempelgold`" in text
    assert report.search_text({"runs": []}) == ""


def test_the_gain_stops_growing_at_the_first_step_that_is_not_significant() -> None:
    from lab.search.measure import Gain, stops_growing

    def gain(budget: int, step: tuple[float, float, float] | None) -> Gain:
        return Gain(budget, 100, (0.1, 0.0, 0.2), 0.4, 0.5, step, 0.01, 10, 0)

    assert stops_growing([gain(16, None), gain(64, (0.1, 0.02, 0.2)), gain(256, (0.0, -0.1, 0.1))]) == 64
    assert stops_growing([gain(16, None), gain(64, (0.1, -0.01, 0.2)), gain(256, (0.2, 0.1, 0.3))]) == 16
    assert stops_growing([gain(16, None), gain(64, (0.1, 0.02, 0.2))]) is None
