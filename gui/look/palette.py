"""The one colour palette of the app: every screen of every game takes its colours from here.

Plain ``#rrggbb`` strings, so that both Qt style sheets (``gui.look.style``) and painters
(``QColor(palette.GOLD)``, or the ready-made ``QColor`` constants of
``gui.table_kit.style``) use the very same values. Before this module the app's sheet and
the Tempelgold table disagreed about ``GOLD`` and ``FELT_DARK``; now a colour is changed in
one place.

Calm colours on purpose: the table is looked at from a chair for a quarter of an hour, so
the felt is a muted green, the text off-white, and gold is the only loud colour (the key,
the key holder's plate, primary buttons, the winners). Every text/background pair used
by the style sheet has a contrast ratio of at least 4.5:1 (WCAG AA; disabled controls excepted),
which ``tests/gui/test_palette_contrast.py`` checks rule by rule, and the settings' values
are measured as drawn (``tests/gui/test_settings_readable.py``).
"""
from __future__ import annotations

# -- the felt, from light to deep --------------------------------------------------------
FELT_LIGHT = "#2b6347"   # the lit centre of the table; secondary buttons
FELT = "#1f4d36"         # the window and the table's body
FELT_DARK = "#163828"    # the table's rim, private screens, menu bar, popups
FELT_DEEP = "#10281d"    # behind the table view, the banner's card
BAR = "#0c2017"          # the counter and hint bars above and below the table
SIDE = "#13301f"         # the side column (log, peek button)
LOG = "#0f2619"          # the log list
PANEL = "#17392a"        # private panel and end screen background
TILE = "#12301f"         # a seat's tile on the end screen
TILE_EDGE = "#2f5a43"
WINNER_TILE = "#2c3a17"  # a winner's tile (framed in gold, and starred)
LEFTOVER_TILE = "#0f2418"
LEFTOVER_EDGE = "#5c7a6a"
LINE = "#3d6b53"         # thin rules, scroll bar handles, outlines
BUTTON = "#2e6e4e"       # an ordinary push button
BUTTON_HOVER = "#347956"  # lighter than BUTTON, and cream on it still 4.5:1
BUTTON_PRESSED = "#275d42"
BUTTON_BORDER = "#3f8a64"
CONTROL = "#1f5036"      # the palette's Button role: Fusion lightens it into the face of a combo
                         # box (#35624a to #3c6f54), where cream keeps 5:1 (BUTTON gave 3.1:1)
SELECTION = "#2c6a4b"    # the selected row of a list, a highlighted menu entry

# -- text ---------------------------------------------------------------------------------
CREAM = "#f3efe2"        # text on felt
TEXT = CREAM             # the same, under the name the table's painters use
MUTED = "#c9c3b0"        # secondary text on felt
TEXT_DIM = MUTED
DISABLED = "#8b978f"     # disabled text on felt (still 3:1: it is not meant to be read closely)
INK = "#1b1b1b"          # text on gold and on paper

# -- gold, the one loud colour ---------------------------------------------------------------
GOLD = "#e8b93a"
GOLD_LIGHT = "#f5cf62"   # hover on gold
GOLD_DARK = "#9a7314"    # the key's shadow side

# -- paper (rules text, line edits) and signal colours ------------------------------------------
PAPER = "#fbf8f0"        # the rules text
PAPER_WARM = "#f7f3e8"   # line and spin boxes
PAPER_EDGE = "#c9c2ae"
TAB = "#d8d1bc"          # an unselected tab over paper
WARN = "#e58a3a"         # the "hopeless" notice
WARN_LIGHT = "#f3a35c"
WARN_BG = "#4a2a12"
WARN_TEXT = "#fde7cf"
PROBLEM = "#ffd27a"      # a problem line under a form

# -- the curtain: neutral slate, the same for every player and step -----------------------------
CURTAIN = "#23272e"

# -- role cards: their frame says "role", never "chamber" -----------------------------------------
ROLE_FRAME = "#8c5bd6"   # violet: no chamber, pile or seat uses it
ROLE_FRAME_TEXT = "#ffffff"


def rgba(hex_colour: str, alpha: float) -> str:
    """``rgba(r, g, b, a)`` for a style sheet, from a palette colour and an opacity 0…1."""
    value = hex_colour.lstrip("#")
    r, g, b = (int(value[i:i + 2], 16) for i in (0, 2, 4))
    return f"rgba({r}, {g}, {b}, {alpha:g})"


def luminance(hex_colour: str) -> float:
    """Relative luminance (WCAG 2) of a palette colour, 0 (black) … 1 (white)."""
    value = hex_colour.lstrip("#")

    def channel(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(int(value[i:i + 2], 16)) for i in (0, 2, 4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two palette colours (1 … 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)
