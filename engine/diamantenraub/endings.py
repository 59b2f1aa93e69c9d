"""How a Diamantenraub game ends: who wins (text "Spielende", clarifications 2, 3, 6, 10).

The Fahrer chain applies to every ending, including the "alone" endings of an Ermittler
or a Revolverheld: the text says "In jedem Fall".
"""
from __future__ import annotations

from engine.diamantenraub.model import Reason, Role
from engine.diamantenraub.state import _OVER, BOSS, DiamantenraubState
from engine.outcome import Outcome

_BOSS_RECOVERED_ALL, _BOSS_ELIMINATED = Reason.BOSS_RECOVERED_ALL, Reason.BOSS_ELIMINATED
_DIEB = Role.DIEB
_FAHRER = Role.FAHRER
_GETREUER = Role.GETREUER
_STRASSENKIND = Role.STRASSENKIND
_REVOLVERHELD = Role.REVOLVERHELD


class Endings(DiamantenraubState):
    """Mixin: ``_finish``, which decides the winners and ends the game."""

    def _finish(self, reason: Reason, alone: int | None = None) -> None:
        """Decide the winners (text "Spielende", clarifications 2, 3, 6, 10)."""
        role = self._role
        n = self._n
        best = thieves_won = kids = 0
        if reason is _BOSS_RECOVERED_ALL:
            # The Revolverheld plays as a Getreuer; eliminated Getreue still win (clarification 3).
            winners = {s for s in range(n) if role[s] is _GETREUER or role[s] is _REVOLVERHELD}
            winners.add(BOSS)
        elif reason is _BOSS_ELIMINATED:
            # Thieves must still be in the game; ties all win; every Straßenkind wins with them.
            thieves = [s for s in range(1, n) if role[s] is _DIEB and self._in_game[s]]
            best = max(len(self._take[s]) for s in thieves)  # type: ignore[arg-type]
            winners = {s for s in thieves if len(self._take[s]) == best}  # type: ignore[arg-type]
            thieves_won = len(winners)
            kids = role.count(_STRASSENKIND)
            winners.update(s for s in range(1, n) if role[s] is _STRASSENKIND)
        else:
            winners = {alone}  # type: ignore[arg-type]
        # Fahrer chain (clarification 2): seat s depends only on s-1, so one pass in seat
        # order reaches the fixed point. The Boss (seat 0) is never a Fahrer.
        if _FAHRER in role:
            for s in range(1, n):
                if role[s] is _FAHRER and s - 1 in winners:
                    winners.add(s)
        self._phase = _OVER
        self._accused = None
        self._outcome = Outcome(
            frozenset(winners),
            reason,
            {"roles": tuple(role), "best": best, "alone": alone},
        )
        if self._logging:
            if reason is _BOSS_ELIMINATED:
                self._log_event("dr.end.BOSS_ELIMINATED", best=best, thieves=thieves_won, kids=kids)
            elif alone is not None:
                self._log_event(f"dr.end.{reason.value}", player=self._names[alone])
            else:
                self._log_event(f"dr.end.{reason.value}")
            self._log_event("dr.end.winners", winners=", ".join(self._names[s] for s in sorted(winners)),
                            count=len(winners))
