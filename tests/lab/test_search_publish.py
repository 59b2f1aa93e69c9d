"""The searched oracle's answers counted in the shipped table (``python -m lab.search.shipped
--publish``, part of ``make balance``): the app's "uncertain by" then includes what ISMCTS found."""
from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from lab.psro import TARGET
from lab.search.oracle_report import ORACLE_JSON
from lab.search.shipped import SHIPPED, make_balance_tables, parameter_best, publish


def _row(strategy: str, gain: list[float]) -> dict[str, Any]:
    return {"oracle": "parameter-search", "strategy": strategy, "gain": gain, "games": 600, "seed": 2}


def _data() -> dict[str, Any]:
    rows = {"boss": _row("reasoning:x=1", [0.005, -0.001, 0.011]), "players": _row("reasoning:y=2", [0.02, 0.0, 0.04])}
    best = {side: {k: row[k] for k in ("strategy", "oracle", "gain", "games", "seed")} for side, row in rows.items()}
    return {"equilibria": [{"game": "diamantenraub", "players": 5, "variant": "standard", "best": best,
                            "exploitability": {"side": "players", "gain": [0.02, 0.0, 0.04]}, "certain": True,
                            "stopped": "converged: no side gains more than 5 points",
                            "iterations": [{"iteration": 0, "responses": {}}, {"iteration": 1, "responses": rows}]}]}


def _run(side: str, gain: list[float]) -> dict[str, Any]:
    return {"game": "diamantenraub", "players": 5, "variant": "standard", "side": side, "gain": gain,
            "games": 200, "seed": 1001, "budget": 256}


def test_a_larger_searched_gain_becomes_the_side_s_best_and_the_table_uncertain() -> None:
    data = _data()
    changed = publish(data, [_run("boss", [0.68, 0.6, 0.74]), _run("players", [0.01, -0.03, 0.05])])
    entry = data["equilibria"][0]
    assert changed == ["diamantenraub:5:standard"]
    assert entry["best"]["boss"] == {"strategy": None, "oracle": "ismcts", "gain": [0.68, 0.6, 0.74],
                                     "games": 200, "seed": 1001, "budget": 256}
    assert entry["best"]["players"]["oracle"] == "parameter-search"  # its searched gain was smaller
    assert entry["exploitability"] == {"side": "boss", "gain": [0.68, 0.6, 0.74]} and not entry["certain"]
    assert entry["stopped"] == ("converged: no side gains more than 5 points; searched afterwards against these "
                                "mixtures: boss +68.0 points (ISMCTS, budget 256)")
    # the parameter search's own answer stays in the iteration's record
    assert parameter_best(entry, "boss")["strategy"] == "reasoning:x=1"


def test_a_search_still_growing_makes_the_gain_a_lower_bound_and_the_table_uncertain() -> None:
    """A searched side that still gained at its largest budget: its answer and the table's
    exploitability are marked ``growing``, and the table is not called certain even where the
    gain found so far is within the 5 points (a longer search may find more)."""
    data = _data()
    publish(data, [{**_run("boss", [0.04, 0.0, 0.08]), "still_growing": True},
                   {**_run("players", [0.01, -0.03, 0.05]), "still_growing": False}])
    entry = data["equilibria"][0]
    assert entry["best"]["boss"] == {"strategy": None, "oracle": "ismcts", "gain": [0.04, 0.0, 0.08],
                                     "games": 200, "seed": 1001, "budget": 256, "growing": True}
    assert entry["exploitability"] == {"side": "boss", "gain": [0.04, 0.0, 0.08], "growing": True}
    assert not entry["certain"] and entry["stopped"].endswith("boss +4.0 points (ISMCTS, budget 256, still growing)")
    # a growing search of the side that is not the largest still leaves the table's figure a lower bound
    data = _data()
    publish(data, [{**_run("players", [0.001, -0.03, 0.03]), "still_growing": True}])
    entry = data["equilibria"][0]
    assert entry["best"]["players"]["oracle"] == "parameter-search"  # its searched gain was smaller
    assert entry["exploitability"] == {"side": "players", "gain": [0.02, 0.0, 0.04], "growing": True}
    assert not entry["certain"]
    # the same answers, stopped growing: no mark, certain within the 5 points
    publish(data, [{**_run("players", [0.001, -0.03, 0.03]), "still_growing": False}])
    assert data == _data()


def test_publishing_again_starts_from_the_parameter_search() -> None:
    data = _data()
    publish(data, [_run("boss", [0.68, 0.6, 0.74])])
    changed = publish(data, [_run("boss", [0.001, -0.02, 0.02])])
    assert data == _data() and changed == ["diamantenraub:5:standard"]
    assert publish(data, [_run("boss", [0.001, -0.02, 0.02])]) == []  # nothing changes twice
    # a side the search answers no more (its search failed) keeps no answer of an earlier run
    publish(data, [_run("boss", [0.68, 0.6, 0.74])])
    assert publish(data, [_run("players", [0.01, -0.03, 0.05])]) == ["diamantenraub:5:standard"] and data == _data()


def test_the_shipped_table_counts_the_recorded_searched_answers() -> None:
    """The shipped table and the records of its searched answers agree: every recorded answer is
    counted where it gains more, each entry's exploitability is its largest side's best, marked
    as a lower bound exactly where a recorded search of that table still grew, and a table is
    certain only within the 5 points and where no search still grew."""
    from lab.search.sweep import SWEEP_JSON, valid_runs

    record = json.loads(ORACLE_JSON.read_text(encoding="utf-8"))
    data = json.loads(SHIPPED.read_text(encoding="utf-8"))
    assert record["published"] is True
    assert sorted({f"{r['game']}:{r['players']}" for r in record["runs"]}) == sorted(make_balance_tables())
    swept, _ = valid_runs(json.loads(SWEEP_JSON.read_text(encoding="utf-8")), data)
    growing = {(r["game"], r["players"], r["variant"]) for r in [*record["runs"], *swept] if r["still_growing"]}
    assert growing  # the shipped records have searches that still grew (docs/balance.md says where)
    for entry in data["equilibria"]:
        side, top = max(entry["best"].items(), key=lambda kv: kv[1]["gain"][0])
        lower_bound = (entry["game"], entry["players"], entry["variant"]) in growing
        assert entry["exploitability"] == {"side": side, "gain": top["gain"], **({"growing": True} if lower_bound else {})}
        assert entry["certain"] == (top["gain"][0] <= TARGET and not lower_bound)
    for entry in data["equilibria"]:
        runs = [r for r in record["runs"]
                if (r["game"], r["players"], r["variant"]) == (entry["game"], entry["players"], entry["variant"])]
        if not runs:
            continue
        again = copy.deepcopy({"equilibria": [entry]})
        assert publish(again, runs) == [] and again["equilibria"][0] == entry  # publishing again changes nothing
        assert all(entry["best"][r["side"]]["gain"][0] >= r["gain"][0] for r in runs)


@pytest.mark.parametrize("table", make_balance_tables())
def test_the_app_says_how_uncertain_the_searched_tables_are(table: str, qapp) -> None:  # noqa: ANN001
    """The start screen's sentence for these tables names the searched gain where it is above 5 points."""
    from gui.balance.balance_data import shipped_table
    from gui.balance.balance_note import summary
    from gui.text.i18n import Translations

    Translations.shared().set_language("en")
    game, players = table.split(":")
    entry = shipped_table().lookup(game, int(players), {})  # type: ignore[union-attr]
    assert entry is not None and entry.exploitability is not None
    gain = entry.exploitability[0]
    text = summary(entry)
    if gain > TARGET:
        assert not entry.certain and f"still wins about {round(100 * gain)} extra games in 100" in text
    else:
        assert entry.certain and "No strategy the lab found wins more than" in text
