"""Card art: our own deck, the user's installed decks, and fast cached rendering.

The GUI gets every card picture through :class:`DeckRenderer` (usually
``DeckRenderer.shared()``) and shows cards with :class:`CardItem` / :class:`CardWidget`.
Elements are named by KDE ids (:func:`element_id` maps an engine card to one).

The names load on first use (:mod:`engine.lazy`, issue 8): the settings check a deck's
state through :mod:`gui.cards.deck_check` before the start screen, which must not import
the renderer and the card items.
"""
from typing import TYPE_CHECKING

from engine.lazy import lazy_exports
from gui.cards import _refcount_guard  # noqa: F401  (must run before heavy Qt use)

if TYPE_CHECKING:  # the real imports, for mypy and PyInstaller; at run time see _EXPORTS
    from gui.cards.decks import DEFAULT_DECK_ID, DeckInfo, discover_decks
    from gui.cards.elements import PLAY_BACK, ROLE_BACK, element_id
    from gui.cards.items import CardItem, CardWidget
    from gui.cards.renderer import DeckRenderer

_EXPORTS = {
    **dict.fromkeys(("DEFAULT_DECK_ID", "DeckInfo", "discover_decks"), "decks"),
    **dict.fromkeys(("PLAY_BACK", "ROLE_BACK", "element_id"), "elements"),
    **dict.fromkeys(("CardItem", "CardWidget"), "items"),
    "DeckRenderer": "renderer",
}
__getattr__ = lazy_exports(__name__, _EXPORTS, globals())

__all__ = [
    "DEFAULT_DECK_ID",
    "PLAY_BACK",
    "ROLE_BACK",
    "CardItem",
    "CardWidget",
    "DeckInfo",
    "DeckRenderer",
    "discover_decks",
    "element_id",
]
