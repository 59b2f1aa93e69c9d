"""The runner: the same totals however the work is distributed, on a process pool, inline,
in chunks of any size, and on a Dask cluster on loopback."""
from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor

import pytest

from lab.runner import Job, Pair, Panel, inline_executor, run_jobs, run_pairs, run_panels
from lab.stats import Tally

JOBS = [
    Job("tempelgold", 5, (), "belief", 240),
    Job("tempelgold", 7, (("one_trap", True),), "abenteurer=naive;waechter=random", 150),
    Job("diamantenraub", 9, (("revolverheld", True),), "belief", 240),
]


def totals(**kwargs: object) -> dict[Job, Tally]:
    return run_jobs(JOBS, seed=5, **kwargs)  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def reference() -> dict[Job, Tally]:
    return totals(executor=inline_executor(), chunk=1000)


def test_chunk_size_does_not_change_the_totals(reference: dict[Job, Tally]) -> None:
    assert totals(executor=inline_executor(), chunk=37) == reference
    assert all(t.games == j.games for j, t in reference.items())


def test_one_or_two_worker_processes_give_the_same_totals(reference: dict[Job, Tally]) -> None:
    with ProcessPoolExecutor(max_workers=1) as one:
        assert totals(executor=one, chunk=100) == reference
    with ProcessPoolExecutor(max_workers=2) as two:
        assert totals(executor=two, chunk=64) == reference


def test_progress_reaches_the_total(reference: dict[Job, Tally]) -> None:
    seen: list[tuple[int, int]] = []
    totals(executor=inline_executor(), chunk=100, progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (630, 630) and [d for d, _ in seen] == sorted(d for d, _ in seen)


def test_a_bad_policy_is_refused_before_any_work() -> None:
    with pytest.raises(ValueError, match="unknown policy"):
        run_jobs([Job("tempelgold", 5, (), "clever", 10)], executor=inline_executor())


@pytest.mark.long("starts a Dask cluster of two worker processes on loopback")
def test_a_dask_cluster_on_loopback_gives_the_same_totals(reference: dict[Job, Tally]) -> None:
    distributed = pytest.importorskip("distributed", reason="Dask distributed is not installed (the [lab] extra)")
    from lab.cluster import dask_executor

    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address=None) as cluster:
        assert cluster.scheduler_address.startswith("tcp://127.0.0.1:")
        executor, client = dask_executor(cluster.scheduler_address)
        try:
            assert totals(executor=executor, chunk=50) == reference
            # the strategy search's pairs run there unchanged too (issue 22)
            pair = Pair("diamantenraub", 6, (), "belief", "players=belief:risk=0.1", 60)
            assert run_pairs([pair], seed=2, executor=executor, chunk=25) == \
                run_pairs([pair], seed=2, executor=inline_executor())
            panel = Panel("tempelgold", 6, (), ("belief", "waechter=belief:bluff=2", "naive"), 30)
            assert run_panels([panel], seed=2, executor=executor, chunk=11) == \
                run_panels([panel], seed=2, executor=inline_executor())
            # and the policy-space search's evaluations: the same published figures for a seed (issue 33)
            from lab import psro

            tiny = psro.Budget(games=10, confirm=10, publish=20, candidates=1, iterations=1)
            assert psro.run([("tempelgold", 3, ())], seed=5, executor=executor, budget=tiny) == \
                psro.run([("tempelgold", 3, ())], seed=5, executor=inline_executor(), budget=tiny)
        finally:
            client.close()


def test_policy_mixes_are_compared_on_common_random_numbers() -> None:
    """Every mix at one table plays the same games (issue 22): a pair's two tallies are the two
    jobs' tallies, however the pair is chunked, and a mix against itself never differs."""
    pair = Pair("tempelgold", 5, (), "belief", "naive", 120)
    result = run_pairs([pair], seed=3, executor=inline_executor(), chunk=50)[pair]
    jobs = run_jobs([Job("tempelgold", 5, (), "belief", 120), Job("tempelgold", 5, (), "naive", 120)], seed=3,
                    executor=inline_executor())
    assert list(jobs.values()) == [result.a, result.b]
    assert run_pairs([pair], seed=3, executor=inline_executor(), chunk=7)[pair] == result
    itself = Pair("diamantenraub", 7, (), "belief", "belief", 80)
    same = run_pairs([itself], seed=3, executor=inline_executor())[itself]
    assert same.a == same.b and all(k.split("|")[0] == k.split("|")[1] for k in same.joint)


def test_a_panel_pairs_every_mix_with_the_first_on_the_same_games() -> None:
    panel = Panel("diamantenraub", 8, (), ("belief", "players=belief:risk=0.1,hide_up=1", "naive"), 50)
    result = run_panels([panel], seed=4, executor=inline_executor(), chunk=17)[panel]
    for mix, tally in zip(panel.mixes, result):
        pair = Pair("diamantenraub", 8, (), "belief", mix, 50)
        assert tally == run_pairs([pair], seed=4, executor=inline_executor())[pair]


def test_every_games_winner_is_the_same_however_the_games_are_cut_and_agrees_with_the_tallies() -> None:
    """lab.runner.run_outcomes (issue 33): one byte per game, the winning side's index; the same
    bytes for any chunk size and executor, a later block (``first``) continues the same games,
    and the winners count up to the tally of the same games."""
    from lab.games import lab_game
    from lab.runner import run_outcomes

    whole = Panel("tempelgold", 5, (), ("belief", "abenteurer=naive"), 60)
    head, tail = Panel("tempelgold", 5, (), whole.mixes, 25), Panel("tempelgold", 5, (), whole.mixes, 35, 25)
    reference = run_outcomes([whole], seed=3, executor=inline_executor(), chunk=60)[whole]
    assert [len(w) for w in reference] == [60, 60]
    assert run_outcomes([whole], seed=3, executor=inline_executor(), chunk=7)[whole] == reference
    with ProcessPoolExecutor(max_workers=2) as two:
        parts = run_outcomes([head, tail], seed=3, executor=two, chunk=9)
    assert [a + b for a, b in zip(parts[head], parts[tail])] == reference
    tally = run_jobs([Job("tempelgold", 5, (), "belief", 60)], seed=3, executor=inline_executor())
    sides = lab_game("tempelgold").sides
    assert {side: reference[0].count(i) for i, side in enumerate(sides)} == dict(next(iter(tally.values())).sides)
