"""The balance lab: simulated players (bots) for both games and a Monte Carlo runner.

Pure Python (no Qt except :mod:`lab.chart`, imported lazily). The bots see what a person
at the table sees (``view(seat)``) plus the public table talk their policy family models;
the runner plays many games on the engine's fast path and counts who wins.

Layout: :mod:`lab.stats` (tallies, Wilson intervals), :mod:`lab.seeds` (seed splitting),
:mod:`lab.policy` (the policy interface and the policy-mix spec), one package per game
(named by its ``GameInfo.lab_module``: talk, bots, the fast driver, the driver on the
public API, ``spec``, what :mod:`lab.games` joins with the engine's registry, and
``report``, how the docs speak of the game; the shared code names no game),
:mod:`lab.reading` (the building blocks of the games' plain-words readings),
:mod:`lab.provenance` (the bots' fingerprint and the run's provenance), :mod:`lab.exploit`
(the strategy search: how far other strategies move the bots' results), :mod:`lab.psro` with
:mod:`lab.meta`, :mod:`lab.oracles`, :mod:`lab.psro_entries` and :mod:`lab.psro_texts` (the
policy-space search: the equilibrium the app publishes), :mod:`lab.runner` (jobs over any ``concurrent.futures.Executor``),
:mod:`lab.cli` (``kartentisch-lab``), :mod:`lab.report` and :mod:`lab.chart` (Markdown,
CSV, PNG), :mod:`lab.balance` (``make balance``: the shipped table and docs/balance.md).
"""
