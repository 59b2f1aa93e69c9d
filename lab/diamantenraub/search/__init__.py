"""Diamantenraub's searched best response (see :mod:`lab.search.driver`)."""
from lab.diamantenraub.search.driver import play

DESCRIPTION = """\
A searching player's determinizations are built seat by seat along the passing order
(`lab/diamantenraub/search/sampler.py`): the treasure between two seats is a small state (the
diamonds and the kinds of role cards left), so a backward pass gives the exact probability that
the other players' takes (and the stories of those who told one before it) reproduce what the
seat saw, and a forward pass draws each hidden take in proportion to it; the Boss's hiding and
seat 1's setting aside come from 512 draws of the fixed strategies, weighted by that
probability (the one approximation: their chances are those draws' frequencies, so a hiding
the draws never make is left out; if nothing fits, the player falls back on the Boss's sampler
below). So every determinization fits
everything the seat saw (its treasure, seat 1's card set aside, every story), drawn from the
posterior against those strategies (the probabilities are checked against a brute-force
enumeration on the engine's rules in `tests/lab/test_search_dr_sampler.py`), and none of the
players' decisions below was relaxed, at 5 to 8 players. The Boss's are whole
games replayed from the start by the fixed strategies themselves, its own past decisions
forced, and kept only when it would have seen exactly what it saw (the exact posterior against
those strategies, rather than the `reasoning` Boss's model of them in
`lab/diamantenraub/posterior.py`): up to 64 per decision out of at most 4000 replays; when none
fits, the stories are left out of the comparison (the hard facts must still fit), counted as
"relaxed". A searching player's teammates' earlier moves are taken as unknown (uniform over
their choices), since they search too. The searcher decides the Boss's hiding and every
accusation, a player's take and story (the count it says it got, from one below what it passed
on to one above what it got, naming a Getreuer, nothing or its role); setting a card aside and
"Peng!" stay with the fixed strategy. A player searches for the players' side as the strategy
search counts it: a win when the Boss's side loses."""

__all__ = ["DESCRIPTION", "play"]
