"""Diamantenraub's searched best response (see :mod:`lab.search.driver`)."""
from lab.diamantenraub.search.driver import play

DESCRIPTION = """\
The determinizations are whole games replayed from the start by the fixed strategies
themselves, the searcher's own past decisions forced, and kept only when the searcher would
have seen exactly what it saw (the exact posterior against those strategies, rather than the
`reasoning` Boss's model of them in `lab/diamantenraub/posterior.py`): up to 64 per decision out
of at most 4000 replays; when none fits, the stories are left out of the comparison (the hard
facts must still fit), counted as "relaxed". A searching player's teammates' earlier moves are
replayed as unknown (uniform over their choices), since they search too. The searcher decides
the Boss's hiding and every accusation, a player's take and story (the count it says it got,
from one below what it passed on to one above what it got, naming a Getreuer, nothing or its
role); setting a card aside and "Peng!" stay with the fixed strategy. A player searches for the
players' side as the strategy search counts it: a win when the Boss's side loses."""

__all__ = ["DESCRIPTION", "play"]
