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
players' decisions below was relaxed, at 5 to 8 players. The Boss's are built seat by seat
too (`lab/diamantenraub/search/boss_sampler.py`), against the players' fixed strategy: what
the Boss saw (what came back, every story, every shown take) ties each player's take to the
treasure it held, so the same backward and forward passes draw the takes, each weighed by the
chance that the fixed strategy takes it and tells the story the Boss heard. Those chances are
exact: `lab/search/exact.py` reads them off the bots' own code by walking every way its random
draws can go. The Revolverheld's "Peng!" is drawn when the past is replayed, and a past whose
shots do not fit is dropped. So the Boss's determinizations come from the exact posterior
against those strategies (rather than the `reasoning` Boss's model of them in
`lab/diamantenraub/posterior.py`; checked against whole-game rejection in
`tests/lab/test_search_dr_boss_sampler.py`), up to 64 per decision. Before, they were whole
games replayed from the start and kept when they fitted, which from 8 players on (6 at one
variant) found none in 4000 replays and gave no answer. Where no sampler finds a past, the
rejection is still the fallback; when it finds none either, the stories are left out of the
comparison (the hard facts must still fit), counted as "relaxed". A searching player's teammates' earlier moves are taken as unknown (uniform over
their choices), since they search too. The searcher decides the Boss's hiding and every
accusation, a player's take and story (the count it says it got, from one below what it passed
on to one above what it got, naming a Getreuer, nothing or its role); setting a card aside and
"Peng!" stay with the fixed strategy. A player searches for the players' side as the strategy
search counts it: a win when the Boss's side loses."""

__all__ = ["DESCRIPTION", "play"]
