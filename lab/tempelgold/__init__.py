"""Tempelgold bots: claims after every look, a trust-weighted belief model, and their drivers.

- :mod:`lab.tempelgold.params`: the policy families (``random``, ``naive``, ``belief``, ``reasoning``) as
  presets of one parameter set.
- :mod:`lab.tempelgold.talk`: what is said aloud (claims) and the public record the bots
  keep of it: who claimed what and how often their claims proved true.
- :mod:`lab.tempelgold.posterior`: the Bayesian table model of the ``reasoning`` Abenteurer
  (who is likely a Wächter, what lies where), kept from public facts alongside the record.
- :mod:`lab.tempelgold.bots`: the decisions (what to claim, where to open).
- :mod:`lab.tempelgold.fast`: the fast driver on the engine's transitions (the runner's).
- :mod:`lab.tempelgold.checked`: the same bots as :class:`lab.policy.Policy` objects on
  the public API (``view(seat)`` + talk), for tests and for anyone who wants to watch.
- :mod:`lab.tempelgold.spec`: what :mod:`lab.games` joins with the engine's registry entry
  (and the strategy sets of the exploitability search).
- :mod:`lab.tempelgold.report`: how the reports and docs/balance.md speak of the game.
"""
