"""Card art: our own deck, the user's installed decks, and fast cached rendering.

The GUI gets every card picture through :class:`DeckRenderer` (usually
``DeckRenderer.shared()``) and shows cards with :class:`CardItem` / :class:`CardWidget`.
Elements are named by KDE ids (:func:`element_id` maps an engine card to one).
"""
from gui.cards import _refcount_guard  # noqa: F401  (must run before heavy Qt use)
from gui.cards.decks import DEFAULT_DECK_ID, DeckInfo, discover_decks
from gui.cards.elements import PLAY_BACK, ROLE_BACK, element_id
from gui.cards.items import CardItem, CardWidget
from gui.cards.renderer import DeckRenderer

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
