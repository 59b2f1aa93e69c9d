"""The privacy oracle of ``--selfplay``: knows every seat's secrets, checks what is on screen.

A computer player's seat is a player nobody at the table is: it is never the one revealed
(a revealed computer seat is a leak in itself), so every secret of its view counts, always.

It is the only code outside the Session that asks the engine for views of *every* seat,
and it does so only to know what must not be seen. What a seat's private screen would
show is learned the way a person would: its look-again panel
(``GameUI.peek_step`` + ``build_private`` from ``view(seat)``) is built off-window, scanned
with :func:`gui.checks.privacy.scan` (plus the panel's ``shown_elements()``, every card face it
shows once its animations are over) and destroyed. Texts that every seat's panel shows
("Only for … — nobody else looks", role legends) are not secrets; the seat-only log lines
are. Card faces the whole table may see (``AutoPlayer.public_elements``) never count;
after the end, texts are not checked (the end screen names every role), card faces are.
With the curtain down the whole widget tree is scanned, hidden widgets included, with what a
screen reader reads of each (its accessible name, description and value): nothing secret may
be left behind where a screen reader could still find it (issue 37).

A hint (issue 34, :mod:`gui.curtain.hint_box`) is that seat's private screen too, and it is
checked as strictly as a table: it lies in the private frame but outside the panel, so its
lines are never counted as the revealed seat's own texts; any line of it that is another
seat's secret (a text of that seat's screen, a line of its private log) is a leak. A hint box
anywhere but in the private frame up now — on the table, with the curtain down, left behind
in a hidden widget — is a leak in itself.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtWidgets import QWidget

from gui.checks.privacy import Visible, leaked_faces, scan
from gui.curtain.hint_box import HintBox
from gui.games.widgets import GamePanel


@dataclass
class Secrets:
    elements: dict[int, set[str]] = field(default_factory=dict)
    texts: dict[int, set[str]] = field(default_factory=dict)


class PrivacyOracle:
    """``check(window, revealed)`` returns the first leak in words, or ``None``."""

    def __init__(self, session: Any) -> None:
        self._session = session
        self._key: tuple[Any, ...] | None = None
        self._secrets = Secrets()
        self.checks = 0

    def _refresh(self) -> Secrets:
        session = self._session
        game, ui = session.game, session.ui
        key = (len(game.history), game.outcome() is None, session.lang)
        if key == self._key:
            return self._secrets
        self._key = key
        public = game.public_view()
        public_log = set(public.log)
        secrets = Secrets()
        for seat in range(len(game.players)):
            view = game.view(seat)
            step = ui.peek_step(public, seat)
            elements: set[str] = set()
            texts: set[str] = set()
            if step is not None:
                panel = ui.build_private(step, view, session.context())
                seen = scan(panel, visible_only=False)
                # what it shows after its animations too (a card that flips open later)
                elements, texts = set(seen.elements) | set(panel.shown_elements()), set(seen.texts)
                panel.deleteLater()
            texts |= {e.text(session.lang) for e in view.log if e not in public_log}
            # a player's name is public: a label holding only a name is no secret of anyone
            secrets.elements[seat], secrets.texts[seat] = elements, texts - set(public.players)
        if secrets.texts:
            generic = set.intersection(*secrets.texts.values())
            secrets.texts = {seat: t - generic for seat, t in secrets.texts.items()}
        if secrets.elements:
            everyone = set.intersection(*secrets.elements.values())
            secrets.elements = {seat: e - everyone for seat, e in secrets.elements.items()}
        self._secrets = secrets
        return secrets

    def check(self, window: QWidget, revealed: int | None, public_elements: set[str]) -> str | None:
        """Nothing of another seat (with the curtain down: of anyone) is visible."""
        session = self._session
        if session.game is None:
            return None
        self.checks += 1
        if revealed is not None and session.router.is_computer(revealed):
            return f"the private screen of {session.game.name(revealed)}, a computer player, was revealed"
        if window.windowTitle() != "Kartentisch":
            return f"the window title changed to {window.windowTitle()!r}"
        frame = session.curtain.private
        for box in window.findChildren(HintBox):
            if revealed is None or frame is None or not frame.isAncestorOf(box):
                return f"a hint is on screen, or left behind, outside the private screen ({' / '.join(box.texts()[:2])})"
        secrets = self._refresh()
        # with the curtain down, hidden widgets too: nothing secret may be left behind in one
        # (a screen reader reads the whole accessibility tree, shown or not)
        seen: Visible = scan(window, visible_only=revealed is not None)
        over = session.game.outcome() is not None
        own_elements = set(secrets.elements.get(revealed, set())) if revealed is not None else set()
        own_texts = set(secrets.texts.get(revealed, set())) if revealed is not None else set()
        if revealed is not None and frame is not None:
            # The panel up now was built from view(revealed) alone (the Session guarantees
            # it): whatever it shows is that seat's own, even where its look-again panel
            # shows less (a take step shows the treasure as it arrived).
            shown = scan(frame.content, visible_only=False)
            content = frame.content
            own_elements |= shown.elements | (set(content.shown_elements()) if isinstance(content, GamePanel) else set())
            own_texts |= set(shown.texts)
        where = f"while {session.game.name(revealed)} looks" if revealed is not None else "with the curtain down"
        for seat, elements in secrets.elements.items():
            if seat == revealed:
                continue
            name = session.game.name(seat)
            leaked = leaked_faces(elements, own_elements | public_elements, seen.elements)
            if leaked:
                return f"card faces of {name} visible {where}: {sorted(leaked)}"
            if over:
                continue  # roles and takes are public now; the end screen shows them
            for text in secrets.texts.get(seat, set()) - own_texts:
                if text in seen.texts:
                    return f"private text of {name} visible {where}: {text!r}"
        return None
