"""A searched best response: Information Set Monte Carlo Tree Search against fixed lab strategies.

For the PSRO loop (and anyone else), one call::

    from lab.search.measure import best_response

    gain, low, high = best_response(game, side, players, mix, budget, games,
                                    variant=(), seed=0, base=None, executor=None)

measures the best response found by ISMCTS for the policy ``side`` (Tempelgold
``abenteurer``/``waechter``, Diamantenraub ``boss``/``players``) of ``game`` at ``players``
players and ``variant`` (the lab's variant tuple, ``()`` for the standard rules) against
``mix`` — a lab mix string (``"reasoning"``, ``"abenteurer=belief;waechter=reasoning"``) or a
mixture ``[(weight, mix string), ...]`` — with ``budget`` iterations per decision, on
``games`` games (game ``i`` is game ``i`` of the lab's job at that table for ``seed``). It
returns the side's gain in win rate (a fraction: 0.05 is five points) with its paired 95 %
interval, as :func:`lab.exploit.gain` reads a strategy's gain. ``base`` is the strategy that
plays the searcher's own later moves in rollouts (default: the mix's strategy for the side);
``executor`` any ``concurrent.futures`` executor (default: this process). Against a mixture
the searcher is told which of its strategies plays each game, so the gain is an upper bound
of what a best response to the mixture gains.

:func:`lab.search.measure.measure` gives the same for several budgets on the same games
(with the paired step between budgets and the CPU time per decision), and
``python -m lab.search`` prints it (``--record`` stores it for docs/balance.md).

The parts: :mod:`lab.search.ismcts` (the search, game-agnostic), :mod:`lab.search.driver` (what
a game's search package provides), :mod:`lab.search.measure` (the paired measurement),
:mod:`lab.search.report` (the docs section), :mod:`lab.search.oracle` (the search as an oracle
of the policy-space loop, :mod:`lab.psro`), :mod:`lab.search.shipped` (that oracle against the
shipped equilibrium) and :mod:`lab.search.oracle_report` (its docs section); each game's adapter
lives in its own lab package (``lab/<game>/search/``: the determinizations and a driver playing one game with a side
searching).
"""
