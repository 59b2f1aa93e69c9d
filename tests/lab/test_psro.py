"""The policy-space search (lab.psro, issue 33): the loop on a tiny configuration, its record
and stop rules, a second oracle through the hook, the gains against a mixture, and the same
bytes on this process and on a process pool."""
from __future__ import annotations

import json
from collections.abc import Sequence
from concurrent.futures import Executor, ProcessPoolExecutor

import pytest

from lab import psro
from lab.exploit import cell_mix
from lab.meta import Outcomes, allocation, gain
from lab.oracles import ParameterSearch, Request, Response, canonical, neighbours
from lab.runner import inline_executor

TINY = psro.Budget(games=24, confirm=30, publish=40, candidates=2, iterations=1, variant_iterations=0)
TABLE = ("tempelgold", 3, ())


@pytest.fixture(scope="module")
def tiny() -> list[dict]:  # type: ignore[type-arg]
    return psro.run([TABLE, ("tempelgold", 3, (("one_trap", True),))], seed=11, executor=inline_executor(), budget=TINY)


def test_the_loop_publishes_a_mixture_its_rates_and_its_exploitability(tiny: list[dict]) -> None:  # type: ignore[type-arg]
    entry = tiny[0]
    assert (entry["game"], entry["players"], entry["variant"]) == ("tempelgold", 3, "standard")
    for side in ("abenteurer", "waechter"):
        mixture = entry["mixtures"][side]
        assert abs(sum(mixture.values()) - 1) < 1e-3 and set(mixture) <= set(entry["sets"][side])
    rates = entry["sides"]
    assert abs(sum(r[0] for r in rates.values()) - 1) < 1e-9
    assert all(low <= rate <= high for rate, low, high in rates.values())
    assert entry["games"] == TINY.publish and sum(n for _, n in entry["allocation"]) == TINY.publish
    gains = {side: best["gain"] for side, best in entry["best"].items()}
    top = max(gains, key=lambda side: gains[side][0])
    assert entry["exploitability"] == {"side": top, "gain": gains[top]}
    assert entry["certain"] == (gains[top][0] <= psro.TARGET)
    assert entry["stopped"]


def test_every_iteration_is_recorded_and_only_clear_gains_are_added(tiny: list[dict]) -> None:  # type: ignore[type-arg]
    for entry in tiny:
        limit = TINY.iterations if entry["variant"] == "standard" else TINY.variant_iterations
        assert 1 <= len(entry["iterations"]) <= limit + 1
        for it in entry["iterations"]:
            for side, r in it["responses"].items():
                assert r["oracle"] == ParameterSearch.name and r["search_seed"] == 11
                assert r["seed"] == 11 + 1 + it["iteration"] and r["games"] == TINY.confirm
                assert r["gain"][1] <= r["gain"][0] <= r["gain"][2]
                if it["added"].get(side):
                    assert r["gain"][1] > it["gap"] and r["strategy"] in entry["sets"][side]
        last = entry["iterations"][-1]
        assert not last["added"]  # the last one measures the published mixtures, it adds nothing
        assert {s: r["strategy"] for s, r in last["responses"].items()} == {
            s: b["strategy"] for s, b in entry["best"].items()}


def test_the_process_pool_gives_the_same_bytes_as_this_process(tiny: list[dict]) -> None:  # type: ignore[type-arg]
    with ProcessPoolExecutor(max_workers=2) as pool:
        again = psro.run([TABLE, ("tempelgold", 3, (("one_trap", True),))], seed=11, executor=pool, budget=TINY)
    assert json.dumps(again, sort_keys=True) == json.dumps(tiny, sort_keys=True)


class FixedOracle:
    """A second oracle through the hook: a fixed strategy and a gain it says it measured itself."""

    name = "fixed"

    def __init__(self, strategy: str | None, gain: float, side: str, detail: dict[str, object] | None = None) -> None:
        self.strategy, self.value, self.side, self.detail = strategy, gain, side, detail or {}
        self.asked: list[Request] = []

    def respond(self, requests: Sequence[Request], executor: Executor | None) -> list[Response]:
        self.asked.extend(requests)
        return [Response(r, self.name, self.strategy if r.side == self.side else None,
                         (self.value, self.value - 0.01, self.value + 0.01) if r.side == self.side else (-1.0, -1.0, -1.0),
                         500, 99, fresh=True, detail=self.detail if r.side == self.side else {}) for r in requests]


def test_a_second_oracles_gain_counts_and_its_strategy_joins_the_meta_game() -> None:
    budget = psro.Budget(games=16, confirm=16, publish=16, candidates=1, iterations=1, variant_iterations=1)
    store = Outcomes(inline_executor())
    fixed = FixedOracle("belief:bluff=3", 0.4, "waechter")
    variant = ("tempelgold", 3, (("one_trap", True),))
    entry, _ = psro.run([TABLE, variant], seed=2, executor=inline_executor(), budget=budget, store=store,
                        oracles=[ParameterSearch(store), fixed])
    # what the standard rules' table added competes at its variant's table too
    assert {r.extra for r in fixed.asked if r.table == variant and r.side == "waechter" and r.iteration == 1} == {
        ("belief:bluff=3",)}
    assert not any(r.extra for r in fixed.asked if r.table == TABLE)
    first, second = entry["iterations"]
    assert first["responses"]["waechter"]["oracle"] == "fixed" and first["added"] == {"waechter": "belief:bluff=3"}
    assert first["responses"]["waechter"]["seed"] == 99 and first["responses"]["waechter"]["games"] == 500
    assert "belief:bluff=3" in entry["sets"]["waechter"]
    assert all(r.other for r in fixed.asked) and {r.iteration for r in fixed.asked} == {0, 1}
    assert entry["exploitability"] == {"side": "waechter", "gain": [0.4, 0.39, 0.41]} and not entry["certain"]
    assert entry["stopped"].startswith("iteration budget (1) spent")


def test_a_gain_without_a_playable_strategy_stops_the_search_and_is_published() -> None:
    budget = psro.Budget(games=16, confirm=16, publish=16, candidates=1, iterations=3)
    entry, = psro.run([TABLE], seed=2, executor=inline_executor(), budget=budget,
                      oracles=[FixedOracle(None, 0.2, "abenteurer")])
    assert len(entry["iterations"]) == 1 and entry["stopped"].startswith("no best response cleared")
    assert entry["exploitability"]["gain"][0] == 0.2 and not entry["certain"]


def test_small_gains_stop_the_search_as_converged() -> None:
    budget = psro.Budget(games=16, confirm=16, publish=16, candidates=1, iterations=3)
    entry, = psro.run([TABLE], seed=2, executor=inline_executor(), budget=budget,
                      oracles=[FixedOracle(None, 0.03, "abenteurer")])
    assert entry["stopped"].startswith("converged") and entry["certain"]


def test_a_search_still_growing_is_published_as_a_lower_bound() -> None:
    """A searched answer still growing at its largest budget (the ISMCTS oracle's
    ``still_growing``): however small its gain, the table is not certain, and the entry says
    its figure is a lower bound; the same answer stopped growing converges as before."""
    budget = psro.Budget(games=16, confirm=16, publish=16, candidates=1, iterations=3)
    growing = {"budget": 64, "still_growing": True}
    entry, = psro.run([TABLE], seed=2, executor=inline_executor(), budget=budget,
                      oracles=[FixedOracle(None, 0.03, "abenteurer", growing)])
    assert entry["best"]["abenteurer"]["growing"] is True and entry["best"]["abenteurer"]["budget"] == 64
    assert entry["exploitability"]["growing"] is True and not entry["certain"]
    entry, = psro.run([TABLE], seed=2, executor=inline_executor(), budget=budget,
                      oracles=[FixedOracle(None, 0.03, "abenteurer", {**growing, "still_growing": False})])
    assert "growing" not in entry["exploitability"] and "growing" not in entry["best"]["abenteurer"]
    assert entry["certain"]


def test_a_gain_against_a_mixture_is_weighed_game_by_game() -> None:
    store = Outcomes(inline_executor())
    game = "tempelgold"
    win, lose = b"\x00" * 4, b"\x01" * 4  # the primary side (Abenteurer) wins / loses every game
    store._store.update({(TABLE, 0, cell_mix(game, "a", "x")): b"\x00\x01\x00\x01",
                         (TABLE, 0, cell_mix(game, "a", "y")): lose,
                         (TABLE, 0, cell_mix(game, "s", "x")): win,
                         (TABLE, 0, cell_mix(game, "s", "y")): win})
    # the rows' mixture "a" wins half against x and never against y; "s" always wins
    d, low, high = gain(store, TABLE, 0, 0, "s", {"a": 1.0}, {"x": 0.5, "y": 0.5}, 4)
    assert d == pytest.approx(0.75) and low < d < high
    d, _, _ = gain(store, TABLE, 0, 1, "y", {"x": 1.0}, {"a": 1.0}, 4)
    assert d == pytest.approx(0.5)  # the columns gain when the primary side's rate falls


def test_the_stratified_allocation_follows_the_weights() -> None:
    cells = allocation({"a": 0.5, "b": 0.5}, {"x": 0.7, "y": 0.3}, 100)
    assert sum(n for *_, n in cells) == 100 and dict(((r, c), n) for r, c, n in cells)[("a", "x")] == 35


def test_the_searched_strategies_are_canonical_policy_specs() -> None:
    import random

    from lab.games import lab_game

    found = neighbours("diamantenraub", "players", "reasoning", 6, random.Random(1))
    assert len(found) == 6 and "reasoning" not in found
    for text in found:
        lab_game("diamantenraub").mix(f"players={text}")  # the runner can play it
        family, _, rest = text.partition(":")
        assert canonical("diamantenraub", family, dict(p.split("=") for p in rest.split(",") if p)) == text
    assert canonical("tempelgold", "belief", {"bluff": 1, "lie_rate": 0.4}) == "belief:lie_rate=0.4"


def test_the_command_line_names_tables_as_the_docs_do(capsys: pytest.CaptureFixture[str]) -> None:
    assert psro.parse_table("tempelgold:10") == ("tempelgold", 10, ())
    assert psro.parse_table("diamantenraub:8:revolverheld+excuses_delta=-1") == (
        "diamantenraub", 8, (("revolverheld", True), ("excuses_delta", -1)))
    with pytest.raises(ValueError, match="no such table"):
        psro.parse_table("tempelgold:10:one_trap")  # one trap is for up to 8 players
    assert psro.main(["tempelgold:3", "--games", "6", "--confirm", "6", "--publish", "10", "--candidates", "1",
                      "--iterations", "0", "--workers", "1"]) == 0
    entry, = json.loads(capsys.readouterr().out)
    assert (entry["game"], entry["players"], entry["games"]) == ("tempelgold", 3, 10)


def test_a_gain_of_a_strategy_already_in_the_meta_game_is_reported_as_its_noise() -> None:
    budget = psro.Budget(games=16, confirm=16, publish=16, candidates=1, iterations=3)
    entry, = psro.run([TABLE], seed=2, executor=inline_executor(), budget=budget,
                      oracles=[FixedOracle("naive", 0.3, "waechter")])  # naive is in the starting set
    assert entry["stopped"].startswith("the best response is already in the meta-game")
    assert "waechter naive" in entry["stopped"] and not entry["certain"]
    assert entry["iterations"][0]["cleared"] == {"waechter": "naive"} and not entry["iterations"][0]["added"]
