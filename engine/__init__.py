"""The rules of Kartentisch's games: pure Python, no Qt, deterministic for a seed.

See ``docs/engine-api.md`` for the contract. Each game lives in its own package
(``engine.tempelgold``, ``engine.diamantenraub``); shared concepts (cards, errors, the
log, save files) live in one module each.
"""
