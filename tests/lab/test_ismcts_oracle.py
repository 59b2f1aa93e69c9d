"""The ISMCTS oracle of the policy-space search (lab.search.oracle, issue 33 part 2): its answer's
shape, the escalating budgets, the same games as the paired measurement, the same figures on
this process and on a process pool, and how the search records it and counts its gain."""
from __future__ import annotations

import json
from collections.abc import Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any

import pytest

from lab import psro
from lab.meta import Outcomes
from lab.oracles import ParameterSearch, Request, Response
from lab.runner import inline_executor
from lab.search.measure import measure
from lab.search.oracle import SEED_OFFSET, IsmctsOracle, searched_mixture
from lab.search.shipped import requests_for

TABLE = ("tempelgold", 3, ())
OWN = {"belief": 0.6, "reasoning": 0.4}
OTHER = {"belief": 0.5, "belief:bluff=2,cover=0": 0.5}
LADDER = (2, 4, 8)


def _requests(seed: int = 5, iteration: int = 1) -> list[Request]:
    return [Request(TABLE, "abenteurer", OWN, OTHER, 0, seed, 10, (), iteration),
            Request(TABLE, "waechter", OTHER, OWN, 0, seed, 10, (), iteration)]


def _figures(responses: Sequence[Response | None]) -> str:
    """The answers without the CPU times (which depend on the machine, not on the seed)."""
    out = []
    for r in responses:
        assert r is not None
        detail: dict[str, Any] = json.loads(json.dumps(r.detail))
        detail.pop("cpu_seconds")
        for b in detail["budgets"]:
            b.pop("cpu_per_decision")
        out.append([r.oracle, r.strategy, list(r.gain), r.games, r.seed, r.fresh, r.tried, detail])
    return json.dumps(out, sort_keys=True)


@pytest.fixture(scope="module")
def answered() -> list[Response | None]:
    return IsmctsOracle(LADDER, games=6, chunk=2).respond(_requests(), inline_executor())


def test_the_answer_is_a_fresh_gain_without_a_strategy(answered: list[Response | None]) -> None:
    assert len(answered) == 2
    for r, req in zip(answered, _requests()):
        assert r is not None and r.request == req
        assert r.oracle == "ismcts" and r.strategy is None and r.fresh
        assert r.games == 6 and r.seed == 5 + SEED_OFFSET + 1
        assert r.gain[1] <= r.gain[0] <= r.gain[2]
        d = r.detail
        assert d["games"] == 6 and d["seed"] == r.seed and d["ladder"] == list(LADDER)
        played = [b["budget"] for b in d["budgets"]]
        assert played == list(LADDER[:len(played)]) and r.tried == len(played) >= 2
        chosen = next(b for b in d["budgets"] if b["budget"] == d["budget"])
        assert chosen["gain"] == [round(v, 5) for v in r.gain]
        assert all(b["decisions"] > 0 and b["cpu_per_decision"] >= 0 for b in d["budgets"])


def test_the_budgets_escalate_while_the_step_is_significant(answered: list[Response | None]) -> None:
    for r in answered:
        assert r is not None
        budgets = r.detail["budgets"]
        steps = [b["step"] for b in budgets[1:]]
        assert all(s[1] > 0 for s in steps[:-1])  # every step but the last one was significant
        stopped = steps[-1][1] <= 0
        assert stopped or len(budgets) == len(LADDER)
        assert r.detail["still_growing"] == (not stopped)
        # the gain reported: at the last budget whose step was significant (or the first)
        assert r.detail["budget"] == (budgets[-2]["budget"] if stopped else budgets[-1]["budget"])


def test_the_whole_ladder_plays_every_budget_and_answers_with_the_largest_gain(
        answered: list[Response | None]) -> None:
    """``make balance``'s choice (``python -m lab.search.shipped --whole-ladder``): no stop at a
    step that is not significant; the same games, so the budgets played before agree."""
    whole = IsmctsOracle(LADDER, games=6, chunk=2, whole_ladder=True).respond(_requests(), inline_executor())
    for r, stopping in zip(whole, answered):
        assert r is not None and stopping is not None
        budgets = r.detail["budgets"]
        assert [b["budget"] for b in budgets] == list(LADDER) and r.detail["whole_ladder"] is True
        top = max(budgets, key=lambda b: b["gain"][0])
        assert r.detail["budget"] == top["budget"] and [round(v, 5) for v in r.gain] == top["gain"]
        assert r.gain[0] >= stopping.gain[0]
        assert [b["gain"] for b in budgets[:len(stopping.detail["budgets"])]] == [
            b["gain"] for b in stopping.detail["budgets"]]


def test_the_oracle_plays_the_games_of_the_paired_measurement(answered: list[Response | None]) -> None:
    r = answered[1]
    assert r is not None
    played = [b["budget"] for b in r.detail["budgets"]]
    again = measure("tempelgold", "waechter", 3, searched_mixture(r.request), played, 6, seed=r.seed)
    assert [[round(v, 5) for v in g.gain] for g in again] == [b["gain"] for b in r.detail["budgets"]]
    assert [g.decisions for g in again] == [b["decisions"] for b in r.detail["budgets"]]


def test_the_mixture_weighs_each_pair_of_strategies() -> None:
    rows = searched_mixture(_requests()[0])
    columns = searched_mixture(_requests()[1])
    assert sorted(rows) == sorted(columns)  # the same cells, the row side's strategy first in both
    assert dict((m, w) for w, m in rows)["abenteurer=belief;waechter=belief"] == pytest.approx(0.3)


def test_it_is_deterministic_for_a_seed_and_the_same_on_a_process_pool(answered: list[Response | None]) -> None:
    with ProcessPoolExecutor(max_workers=2) as pool:
        again = IsmctsOracle(LADDER, games=6, chunk=4).respond(_requests(), pool)
    assert _figures(again) == _figures(answered)
    other = IsmctsOracle(LADDER, games=6, chunk=2).respond(_requests(seed=6), inline_executor())
    assert all(r is not None and r.seed == 6 + SEED_OFFSET + 1 for r in other)


def test_only_the_tables_asked_for_are_searched() -> None:
    oracle = IsmctsOracle(LADDER, games=2, tables=frozenset({("diamantenraub", 5, ())}))
    assert oracle.respond(_requests(), inline_executor()) == [None, None]
    with pytest.raises(ValueError):
        IsmctsOracle((8, 4))


class LargeGain(IsmctsOracle):
    """The ISMCTS oracle's answer with its gain replaced: a large one for the Wächter."""

    def respond(self, requests: Sequence[Request], executor: Executor | None) -> list[Response | None]:
        out: list[Response | None] = []
        for r in super().respond(requests, executor):
            assert r is not None
            value = 0.3 if r.request.side == "waechter" else -0.9
            out.append(Response(r.request, r.oracle, None, (value, value - 0.05, value + 0.05), r.games, r.seed,
                                True, r.tried, r.detail))
        return out


TINY = psro.Budget(games=12, confirm=12, publish=12, candidates=1, iterations=0, variant_iterations=0)


@pytest.fixture(scope="module")
def large() -> dict[str, Any]:
    store = Outcomes(inline_executor())
    entry, = psro.run([TABLE], seed=3, executor=inline_executor(), budget=TINY, store=store,
                      oracles=[ParameterSearch(store), LargeGain((2, 4), games=4)])
    return entry


def test_the_search_records_the_oracle_and_counts_its_gain(large: dict[str, Any]) -> None:
    entry = large
    it, = entry["iterations"]
    for side, row in it["responses"].items():
        assert row["oracle"] == ParameterSearch.name and row["strategy"]  # the playable one is confirmed
        searched = row["searched"]["ismcts"]
        assert searched["games"] == 4 and searched["seed"] == 3 + SEED_OFFSET and searched["fresh"]
        assert searched["detail"]["ladder"] == [2, 4] and searched["detail"]["budgets"]
    assert it["responses"]["waechter"]["searched"]["ismcts"]["gain"] == [0.3, 0.25, 0.35]
    # the Wächter's searched gain is the largest: the table is uncertain by it
    assert entry["exploitability"] == {"side": "waechter", "gain": [0.3, 0.25, 0.35]} and not entry["certain"]
    best = entry["best"]["waechter"]
    assert best["oracle"] == "ismcts" and best["strategy"] is None and best["seed"] == 3 + SEED_OFFSET
    assert best["budget"] in (2, 4)
    assert entry["best"]["abenteurer"]["oracle"] == ParameterSearch.name  # its searched gain (-0.9) is smaller


def test_the_docs_show_the_searched_gain_and_the_uncertain_table(large: dict[str, Any]) -> None:
    from lab.psro_texts import equilibrium_text
    from lab.search.oracle_report import oracle_text

    text = equilibrium_text({"equilibria": [large], "psro": {"budget": {}, "seed": 3}})
    assert "Tempelgold 3 (30 points)" in text  # among the tables the app shows as uncertain
    assert f"| waechter | searched (ismcts, budget {large['best']['waechter']['budget']}, 4 games) | " in text
    assert "+30.0 (+25.0 to +35.0) (seed 1003) | no |" in text
    runs = [{"game": "diamantenraub", "players": 5, "variant": "standard", "side": side, "own": {"reasoning": 1.0},
             "other": {"reasoning": 1.0}, "games": 10, "seed": 1001, "gain": gain, "budget": 16,
             "still_growing": False, "cpu_seconds": 1.0, "published": {"side": "boss", "gain": [0.0, 0.0, 0.0]},
             "budgets": [{"budget": 16, "baseline": 0.3, "searched": 0.9, "gain": gain, "step": None,
                          "cpu_per_decision": 0.01, "decisions": 30, "relaxed": 0}]}
            for side, gain in (("boss", [0.6, 0.5, 0.7]), ("players", [0.07, 0.01, 0.12]))]
    text = oracle_text({"runs": runs, "equilibrium": {}})
    assert "## The searched oracle in the policy-space loop" in text
    assert "Diamantenraub at 5 would be shown as uncertain by 60 points (the Boss & Getreue side searching)" in text
    assert "**+60.0 (+50.0 … +70.0)** at budget 16" in text
    assert oracle_text({"runs": []}) == ""


def test_a_real_searched_gain_is_published_when_it_is_the_largest() -> None:
    store = Outcomes(inline_executor())
    entry, = psro.run([TABLE], seed=3, executor=inline_executor(), budget=TINY, store=store,
                      oracles=[ParameterSearch(store), IsmctsOracle((2, 4), games=4)])
    rows = entry["iterations"][-1]["responses"]
    gains = {side: max([row["gain"]] + [s["gain"] for s in row.get("searched", {}).values()], key=lambda g: g[0])
             for side, row in rows.items()}
    top = max(gains, key=lambda side: gains[side][0])
    assert entry["exploitability"] == {"side": top, "gain": gains[top]}
    assert entry["certain"] == (gains[top][0] <= psro.TARGET)


def test_the_shipped_equilibrium_gives_the_last_iterations_requests() -> None:
    data = {"psro": {"seed": 0, "budget": {"games": 300}},
            "equilibria": [{"game": "tempelgold", "players": 3, "variant": "standard",
                            "mixtures": {"abenteurer": OWN, "waechter": OTHER},
                            "sets": {"abenteurer": list(OWN), "waechter": list(OTHER)},
                            "iterations": [{"iteration": 0}, {"iteration": 1}]}]}
    first, second = requests_for([TABLE], data)
    assert (first.side, first.own, first.other, first.iteration, first.seed) == ("abenteurer", OWN, OTHER, 1, 0)
    assert (second.side, second.own, second.other) == ("waechter", OTHER, OWN)
    with pytest.raises(ValueError, match="no published equilibrium"):
        requests_for([("tempelgold", 4, ())], data)


def test_the_options_are_off_by_default_and_name_tables_as_the_docs_do() -> None:
    import argparse

    from lab.search.oracle import add_arguments, from_arguments

    parser = argparse.ArgumentParser()
    add_arguments(parser)
    assert from_arguments(parser.parse_args([]), psro.parse_table) is None  # make balance: the parameter search only
    oracle = from_arguments(parser.parse_args(["--ismcts-budgets", "16,64", "--ismcts-games", "50", "--ismcts-tables",
                                               "tempelgold:3,diamantenraub:8:revolverheld"]), psro.parse_table)
    assert oracle is not None and oracle.budgets == (16, 64) and oracle.games == 50
    assert oracle.tables == {("tempelgold", 3, ()), ("diamantenraub", 8, (("revolverheld", True),))}


def test_the_search_command_adds_the_oracle(capsys: pytest.CaptureFixture[str]) -> None:
    assert psro.main(["tempelgold:3", "--games", "6", "--confirm", "6", "--publish", "10", "--candidates", "1",
                      "--iterations", "0", "--workers", "1", "--ismcts-budgets", "2,4", "--ismcts-games", "2"]) == 0
    entry, = json.loads(capsys.readouterr().out)
    for row in entry["iterations"][0]["responses"].values():
        assert row["searched"]["ismcts"]["games"] == 2 and row["searched"]["ismcts"]["seed"] == SEED_OFFSET


def test_a_table_where_the_search_fails_gets_no_answer_and_is_listed(monkeypatch: pytest.MonkeyPatch) -> None:
    # without the seat-by-seat sampler, the rejection of whole games finds nothing that fits at
    # 7 players (what the search did before issue 33's sampler)
    from lab.diamantenraub.search.sampler import PlayerPast

    monkeypatch.setattr(PlayerPast, "draw", lambda self, count, rng: [])
    table = ("diamantenraub", 7, ())
    requests = [Request(table, "players", {"reasoning": 1.0}, {"reasoning": 1.0}, 0, 0, 10),
                *_requests()[:1]]
    oracle = IsmctsOracle((2, 4), games=2)
    first, second = oracle.respond(requests, inline_executor())
    assert first is None and second is not None
    assert list(oracle.failed) == ["diamantenraub:7:standard players"]
    assert "no determinization" in oracle.failed["diamantenraub:7:standard players"]
