"""Tempelgold's chamber kinds as small ints (the fast path's representation).

A module of their own, so that the table model (:mod:`lab.tempelgold.posterior`) and the
public record (:mod:`lab.tempelgold.talk`, which holds a table model) both name them
without importing each other.
"""
from __future__ import annotations

GOLD, EMPTY, TRAP = 0, 1, 2
