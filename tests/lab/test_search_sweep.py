"""The searched oracle at every other table (``make balance-sweep``, :mod:`lab.search.sweep`):
its recorded answers count in the shipped table only while they answer the mixtures it
publishes, ``make balance`` counts them without searching, and the docs render them."""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from lab.psro import TARGET
from lab.search import shipped
from lab.search.shipped import SHIPPED, make_balance_tables, publish
from lab.search.sweep import SWEEP_JSON, merge, sweep_tables, sweep_text, valid_runs

OWN = {"reasoning": 1.0}
OTHER = {"belief:bluff=2": 0.25, "reasoning": 0.75}


def _entry(players: int) -> dict[str, Any]:
    rows = {"boss": {"oracle": "parameter-search", "strategy": "reasoning:x=1", "gain": [0.01, -0.01, 0.03],
                     "games": 600, "seed": 2},
            "players": {"oracle": "parameter-search", "strategy": "reasoning:y=2", "gain": [0.02, 0.0, 0.04],
                        "games": 600, "seed": 2}}
    return {"game": "diamantenraub", "players": players, "variant": "standard",
            "mixtures": {"boss": dict(OWN), "players": dict(OTHER)},
            "best": copy.deepcopy(rows), "exploitability": {"side": "players", "gain": [0.02, 0.0, 0.04]},
            "certain": True, "stopped": "converged: no side gains more than 5 points",
            "iterations": [{"iteration": 0, "responses": rows}]}


def _data() -> dict[str, Any]:
    return {"bots_hash": "abc", "psro": {"seed": 7}, "equilibria": [_entry(6), _entry(7)]}


def _run(players: int, side: str, gain: float, own: dict[str, float] = OWN) -> dict[str, Any]:
    other = OTHER if side == "boss" else OWN
    mine = own if side == "boss" else OTHER
    return {"game": "diamantenraub", "players": players, "variant": "standard", "side": side, "own": dict(mine),
            "other": dict(other), "gain": [gain, gain - 0.1, gain + 0.1], "games": 100, "seed": 1001,
            "budget": 64, "cpu_seconds": 12.5, "published": {"side": "players", "gain": [0.02, 0.0, 0.04]},
            "budgets": [{"budget": 16, "gain": [gain / 2, gain / 2 - 0.1, gain / 2 + 0.1]},
                        {"budget": 64, "gain": [gain, gain - 0.1, gain + 0.1]}]}


def _record(runs: list[dict[str, Any]], bots: str = "abc") -> dict[str, Any]:
    return {"commit": "c0ffee", "python": "CPython 3.11", "bots_hash": bots, "equilibrium": {"commit": "c0ffee"},
            "oracle": {"budgets": [16, 64], "games": 100, "failed": {}}, "wall_seconds": 10.0, "workers": 2,
            "command": "python -m lab.search.shipped --sweep", "runs": runs, "cpu_seconds": 25.0, "note": "",
            "published": True}


def test_the_sweep_asks_every_published_table_but_make_balance_s_own() -> None:
    data = json.loads(SHIPPED.read_text(encoding="utf-8"))
    tables = sweep_tables(data)
    every = [f"{e['game']}:{e['players']}:{e['variant']}" for e in data["equilibria"]]
    own = [f"{t}:standard" for t in make_balance_tables()]
    assert sorted(tables + own) == sorted(every) and not set(tables) & set(own)


def test_an_answer_counts_only_against_the_mixtures_it_searched_with_the_same_bots() -> None:
    data = _data()
    good, moved = _run(6, "boss", 0.3), _run(7, "boss", 0.3, own={"belief": 1.0})
    fresh, stale = valid_runs(_record([good, moved, _run(6, "players", 0.01)]), data)
    assert fresh == [good, _run(6, "players", 0.01)] and stale == ["diamantenraub:7:standard"]
    assert valid_runs(_record([good], bots="other bots"), data) == ([], ["diamantenraub:6:standard"])
    assert valid_runs(_record([_run(9, "boss", 0.3)]), data) == ([], ["diamantenraub:9:standard"])


def test_make_balance_publishes_the_recorded_answers_that_still_hold(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    table, record = tmp_path / "balance.json", tmp_path / "sweep.json"
    table.write_text(json.dumps(_data()), encoding="utf-8")
    record.write_text(json.dumps(_record([_run(6, "boss", 0.3), _run(7, "boss", 0.4, own={"belief": 1.0})])),
                      encoding="utf-8")
    monkeypatch.setattr(shipped, "SHIPPED", table)
    assert shipped.main(["--from-record", str(record)]) == 0  # without --publish: says, changes nothing
    assert json.loads(table.read_text(encoding="utf-8")) == _data()
    assert shipped.main(["--from-record", str(record), "--publish"]) == 0
    out = capsys.readouterr().out
    assert "stale" in out and "diamantenraub:7:standard" in out
    six, seven = json.loads(table.read_text(encoding="utf-8"))["equilibria"]
    assert six["exploitability"]["side"] == "boss" and six["exploitability"]["gain"][0] == 0.3
    assert not six["certain"] and six["best"]["boss"]["oracle"] == "ismcts"
    assert seven == _data()["equilibria"][1]  # the stale answer did not count
    after = json.loads(table.read_text(encoding="utf-8"))
    assert shipped.main(["--from-record", str(record), "--publish"]) == 0  # again: the same table
    assert json.loads(table.read_text(encoding="utf-8")) == after
    assert len(after["psro"]["searched_after"]) == 1


def test_a_table_made_before_the_sweep_keeps_its_searched_note(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """A shipped table whose provenance names one earlier publishing (a dict, as before the
    sweep) keeps it beside the sweep's."""
    table, record = tmp_path / "balance.json", tmp_path / "sweep.json"
    earlier = {"command": "python -m lab.search.shipped --publish", "tables": ["diamantenraub:5"]}
    table.write_text(json.dumps({**_data(), "psro": {"seed": 7, "searched_after": earlier}}), encoding="utf-8")
    record.write_text(json.dumps(_record([_run(6, "boss", 0.3)])), encoding="utf-8")
    monkeypatch.setattr(shipped, "SHIPPED", table)
    assert shipped.main(["--from-record", str(record), "--publish"]) == 0
    after = json.loads(table.read_text(encoding="utf-8"))["psro"]["searched_after"]
    assert after[0] == earlier and after[1]["tables"] == ["diamantenraub:6:standard"]


def test_no_record_publishes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table = tmp_path / "balance.json"
    table.write_text(json.dumps(_data()), encoding="utf-8")
    monkeypatch.setattr(shipped, "SHIPPED", table)
    assert shipped.main(["--from-record", str(tmp_path / "none.json"), "--publish"]) == 0
    assert json.loads(table.read_text(encoding="utf-8")) == _data()


def test_parts_merge_into_one_record_and_refuse_to_mix_settings() -> None:
    one, two = _record([_run(6, "boss", 0.3)]), _record([_run(7, "boss", 0.1)])
    two["oracle"]["failed"] = {"diamantenraub:8:standard boss": "no determinization"}
    merged = merge([one, two], "python -m lab.search.shipped --sweep", unsearched=["diamantenraub:12:standard"])
    assert merged["unsearched"] == ["diamantenraub:12:standard"]
    assert "Not searched: diamantenraub:12:standard" in sweep_text(merged)
    assert [r["players"] for r in merged["runs"]] == [6, 7]
    assert merged["cpu_seconds"] == 50.0 and merged["wall_seconds"] == 20.0
    assert merged["oracle"]["failed"] == two["oracle"]["failed"]
    two["commit"] = "later"  # a part recorded after a commit of the docs: both named
    assert merge([one, two], "x")["commit"] == "c0ffee, later"
    two["bots_hash"] = "other bots"
    with pytest.raises(ValueError):
        merge([one, two], "x")
    longer = _record([{**_run(7, "boss", 0.1), "budgets": [{"budget": 256, "gain": [0.2, 0.1, 0.3]}]}])
    longer["oracle"]["budgets"] = [16, 64, 256]  # a table searched again with a longer ladder
    joined = merge([one, longer], "x")
    assert joined["oracle"]["budgets"] == [16, 64, 256]
    assert "| Diamantenraub 7 | Boss & Getreue |  |  | +20.0 (+10.0 … +30.0) | **+10.0** |" in sweep_text(joined)
    other = _record([])
    other["oracle"]["games"] = 200
    with pytest.raises(ValueError):
        merge([one, other], "x")


def test_a_side_searched_again_replaces_its_earlier_answer_and_failure() -> None:
    """A later part (``--side``, after that side's search changed, or a longer ladder on the same
    games) replaces the earlier answer whose ladder it starts with and the earlier failure; the
    other side and other ladders stay."""
    first = _record([_run(6, "boss", 0.3), _run(6, "players", 0.2)])
    first["oracle"]["failed"] = {"diamantenraub:8:standard boss": "no determinization"}
    again = _record([_run(6, "boss", 0.4), _run(8, "boss", 0.5)])
    merged = merge([first, again], "x")
    assert [(r["players"], r["side"], r["gain"][0]) for r in merged["runs"]] == \
        [(6, "players", 0.2), (6, "boss", 0.4), (8, "boss", 0.5)]
    assert merged["oracle"]["failed"] == {}
    ladder = [*_run(6, "boss", 0.4)["budgets"], {"budget": 256, "gain": [0.5, 0.4, 0.6]}]
    longer = merge([first, again, _record([{**_run(6, "boss", 0.5), "budgets": ladder}])], "x")["runs"]
    assert [(r["players"], r["side"], len(r["budgets"])) for r in longer] == \
        [(6, "players", 2), (8, "boss", 2), (6, "boss", 3)]
    failing = _record([])
    failing["oracle"]["failed"] = {"diamantenraub:6:standard players": "no determinization"}
    assert [(r["players"], r["side"]) for r in merge([first, failing], "x")["runs"]] == [(6, "boss")]


def test_the_docs_name_each_table_s_searched_gain_and_the_tables_it_makes_uncertain() -> None:
    text = sweep_text(_record([_run(6, "boss", 0.3), _run(6, "players", 0.01), _run(7, "boss", 0.4,
                                                                                   own={"belief": 1.0})]), _data())
    assert "| Diamantenraub 6 | Boss & Getreue | +15.0 (+5.0 … +25.0) | +30.0 (+20.0 … +40.0) | **+30.0** |" in text
    assert "At 1 of these 1 tables a searched side gains more than 5 points" in text
    assert "Diamantenraub 6 (Boss & Getreue searching, +30.0)" in text
    assert "Not counted" in text and "diamantenraub:7:standard" in text
    assert sweep_text({"runs": []}) == ""


def test_the_shipped_table_counts_the_recorded_sweep() -> None:
    """The shipped sweep covers every other table (each side answered or its failure listed),
    and the shipped table counts each of its answers: publishing them again changes nothing."""
    record = json.loads(SWEEP_JSON.read_text(encoding="utf-8"))
    data = json.loads(SHIPPED.read_text(encoding="utf-8"))
    fresh, stale = valid_runs(record, data)
    assert stale == [] and fresh == record["runs"]
    answered = {f"{r['game']}:{r['players']}:{r['variant']} {r['side']}" for r in record["runs"]}
    failed = set(record["oracle"]["failed"])
    for table in sweep_tables(data):
        entry = shipped.published_entry(data, *table.split(":")[:1], int(table.split(":")[1]), table.split(":")[2])
        assert entry is not None
        for side in entry["mixtures"]:
            assert f"{table} {side}" in answered | failed or table in record["unsearched"]
    for entry in data["equilibria"]:
        runs = [r for r in fresh if (r["game"], r["players"], r["variant"]) ==
                (entry["game"], entry["players"], entry["variant"])]
        if not runs:
            continue
        again = copy.deepcopy({"equilibria": [entry]})
        assert publish(again, runs) == [] and again["equilibria"][0] == entry
        assert entry["certain"] == (entry["exploitability"]["gain"][0] <= TARGET)


def test_the_app_says_how_uncertain_every_standard_table_is(qapp) -> None:  # noqa: ANN001
    """The start screen's sentence at every standard table, searched by the sweep or by make
    balance: the searched gain where it is above 5 points, "no strategy ... more than" where not."""
    from gui.balance.balance_data import shipped_table
    from gui.balance.balance_note import summary
    from gui.text.i18n import Translations

    Translations.shared().set_language("en")
    data = json.loads(SHIPPED.read_text(encoding="utf-8"))
    for published in (e for e in data["equilibria"] if e["variant"] == "standard"):
        entry = shipped_table().lookup(published["game"], published["players"], {})  # type: ignore[union-attr]
        assert entry is not None and entry.exploitability is not None
        gain = published["exploitability"]["gain"][0]
        assert entry.exploitability[0] == gain
        text = summary(entry)
        if gain > TARGET:
            assert not entry.certain and f"still wins about {max(1, round(100 * gain))} extra games in 100" in text
        else:
            assert entry.certain and "No strategy the lab found wins more than" in text


def test_one_side_is_asked_alone_and_not_published(capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(SHIPPED.read_text(encoding="utf-8"))
    table = ("diamantenraub", 9, ())
    assert [r.side for r in shipped.requests_for([table], data)] == ["boss", "players"]
    assert [r.side for r in shipped.requests_for([table], data, "boss")] == ["boss"]
    with pytest.raises(ValueError):
        shipped.requests_for([table], data, "waechter")
    with pytest.raises(SystemExit):  # --publish would count one side's answers as both sides'
        shipped.main(["diamantenraub:9", "--side", "boss", "--publish"])
    assert "--side searches one side only" in capsys.readouterr().err


def _own_bots(run: dict[str, Any], bots: str) -> dict[str, Any]:
    """``run`` as recorded since runs name their game's bots."""
    return {**run, "bots_hash": bots}


def test_a_run_that_names_its_game_s_bots_answers_while_that_game_s_bots_stay() -> None:
    """A change of the other game's bots (the whole lab's fingerprint changed) leaves a run
    standing; a change of its own game's makes it stale."""
    data = {**_data(), "bots_hash": "new lab", "bots_hashes": {"diamantenraub": "dr", "tempelgold": "tg new"}}
    same, changed = _own_bots(_run(6, "boss", 0.3), "dr"), _own_bots(_run(7, "boss", 0.3), "dr old")
    assert valid_runs(_record([same, changed], bots="old lab"), data) == ([same], ["diamantenraub:7:standard"])
    assert valid_runs(_record([_own_bots(_run(6, "boss", 0.3), "")]), data)[0] == []  # no fingerprint: no answer
    assert valid_runs(_record([same]), {k: v for k, v in data.items() if k != "bots_hashes"})[0] == []
    assert valid_runs(_record([_run(6, "boss", 0.3)], bots="old lab"), data)[0] == []  # an old run: the whole lab's


def test_parts_made_before_and_after_one_game_s_bots_changed_join() -> None:
    before = _record([_own_bots(_run(6, "boss", 0.3), "dr"), _own_bots(_run(6, "players", 0.2), "dr")], bots="lab 1")
    longer = [*_run(6, "boss", 0.3)["budgets"], {"budget": 256, "gain": [0.5, 0.4, 0.6]}]
    before["runs"][0]["budgets"] = longer  # searched further than the later part
    after = _record([_own_bots(_run(6, "boss", 0.1), "dr 2")], bots="lab 2")
    after["equilibrium"] = {"commit": "later"}
    merged = merge([before, after], "x")
    assert [(r["side"], r["bots_hash"], r["gain"][0]) for r in merged["runs"]] == \
        [("players", "dr", 0.2), ("boss", "dr 2", 0.1)]  # other bots replace even a longer ladder
    assert merged["bots_hash"] == "lab 1, lab 2" and merged["equilibrium"] == [{"commit": "c0ffee"}, {"commit": "later"}]
    assert "diamantenraub `dr…` and `dr 2…`" in sweep_text(merged)
    with pytest.raises(ValueError):  # a part whose runs do not name their bots must share the lab's
        merge([before, _record([_run(7, "boss", 0.1)], bots="lab 2")], "x")


def test_a_recorded_run_names_its_game_s_bots() -> None:
    from lab.oracles import Response
    from lab.provenance import bots_hashes

    data = json.loads(SHIPPED.read_text(encoding="utf-8"))
    request = shipped.requests_for([("tempelgold", 4, ())], data, "waechter")[0]
    run = shipped.run_json(Response(request, "ismcts", None, (0.1, 0.0, 0.2), 100, 1001, True), data)
    assert run["bots_hash"] == bots_hashes()["tempelgold"] != bots_hashes()["diamantenraub"]
