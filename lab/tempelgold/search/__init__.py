"""Tempelgold's searched best response (see :mod:`lab.search.driver`)."""
from lab.tempelgold.search.driver import play

DESCRIPTION = """\
The determinizations draw the other seats' roles and chambers from the `reasoning` Abenteurer's
Bayesian table model (`lab/tempelgold/posterior.py`, kept from the public claims and openings),
with both types of Wächter, the role cards' prior and the condition that the seats' gold and
traps add up to what is still hidden outside the searcher's own chambers (exact over the sets of
Wächter up to a few hundred); before a round's claims the fresh deal is shuffled. The searcher
decides its claims (gold from one less to two more than it holds, traps said or denied) and
where to open; redeals and the end are the engine's own transitions."""

__all__ = ["DESCRIPTION", "play"]
