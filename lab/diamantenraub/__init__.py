"""Diamantenraub bots: takes by a risk parameter, stories told at the interrogation, a Boss
who accuses by the consistency of the stories, and their drivers.

- :mod:`lab.diamantenraub.params`: the policy families (``random``, ``naive``, ``belief``,
  ``reasoning``).
- :mod:`lab.diamantenraub.talk`: the stories ("I got 11 diamonds and took a Getreuer")
  and what the Boss knows (what he sent, what came back, what has been shown).
- :mod:`lab.diamantenraub.bots`: the decisions (hide, take, tell, accuse, shoot).
- :mod:`lab.diamantenraub.posterior`: the reasoning Boss's posterior over the takes
  (:mod:`lab.diamantenraub.passparts`: the parts of it that are worked out once and kept).
- :mod:`lab.diamantenraub.fast`: the fast driver on the engine's transitions.
- :mod:`lab.diamantenraub.checked`: the same bots as :class:`lab.policy.Policy` objects on
  the public API.
- :mod:`lab.diamantenraub.spec`: what :mod:`lab.games` joins with the engine's registry entry
  (and the strategy sets of the exploitability search).
- :mod:`lab.diamantenraub.report`: how the reports and docs/balance.md speak of the game.
"""
