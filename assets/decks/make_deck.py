#!/usr/bin/env python3
"""Draw Kartentisch's own 52-card deck as SVG: ``python assets/decks/make_deck.py``.

Pure Python, no Qt, deterministic: running it twice gives byte-identical files, and the
test suite checks that the committed output equals a fresh run.

Output (next to this script): ``kartentisch/kartentisch-en.svg`` (indices A K Q J) and
``kartentisch/kartentisch-de.svg`` (indices A K D B). Each file holds every element under
its KDE id (``1_club`` … ``king_spade``, ``red_joker``, ``black_joker``, ``back``,
``back_role``), each a ``<g id=...>`` on a 250 × 350 card, laid out in a grid so the file
also makes sense in an SVG viewer.

Design decisions:

* No ``<text>``: every letter and digit is a stroked path defined below, so the deck
  renders the same on a machine without fonts.
* Speed: flat fills, no gradients, filters, masks, clip paths or opacity; shapes are
  defined once in ``<defs>`` and placed with ``<use>``. QtSvg (SVG Tiny 1.2) has no
  ``<pattern>`` or ``<clipPath>``, so the back patterns are clipped here in Python.
* Court cards are double-ended: one half-figure in ``<defs>`` drawn twice, the second
  rotated 180° about the card centre. King = crown and beard (red robe), Queen = veil and
  tiara with a flower (blue robe), Jack = feathered cap and halberd (green robe), so the
  three are told apart by shape and colour without reading the index.
* ``back`` (playing cards) is blue with a white diagonal lattice; ``back_role`` (Tempelgold's
  role cards, "from a second deck") is dark red with a gold square grid and a temple.
"""
from __future__ import annotations

from pathlib import Path

W, H = 250, 350
CX, CY = W / 2, H / 2
RED = "#c8102e"
BLACK = "#1b1b1b"
GOLD = "#e0a526"
INK = "#3a2a1a"
SKIN = "#f5d3b0"
CREAM = "#fffaf0"

SUITS = ("club", "diamond", "heart", "spade")
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
IS_RED = {"club": False, "diamond": True, "heart": True, "spade": False}
INDEX = {
    "en": {"1": "A", "jack": "J", "queen": "Q", "king": "K"},
    "de": {"1": "A", "jack": "B", "queen": "D", "king": "K"},
}

# ---------------------------------------------------------------------------------------
# Glyphs: centre-line paths in a box 100 units tall, stroked 16 units wide with round caps.
# (advance width, path). Only the characters the deck needs.
GLYPHS: dict[str, tuple[float, str]] = {
    "A": (60, "M2,100 L30,2 L58,100 M13,66 H47"),
    "K": (60, "M6,0 V100 M56,2 L8,60 M24,42 L58,100"),
    "Q": (60, "M30,2 C66,2 66,98 30,98 C-6,98 -6,2 30,2 Z M38,72 L60,102"),
    "J": (56, "M20,2 H54 M44,2 V70 C44,104 6,106 2,78"),
    "D": (60, "M6,2 V98 H22 C72,98 72,2 22,2 Z"),
    "B": (60, "M6,2 V98 H32 C66,98 66,50 30,50 H6 M6,50 H28 C58,50 58,2 28,2 Z"),
    "1": (30, "M2,20 L22,2 V100"),
    "0": (44, "M22,2 C48,2 48,98 22,98 C-4,98 -4,2 22,2 Z"),
    "2": (60, "M4,24 C6,-6 56,-6 56,26 C56,52 20,70 4,98 H58"),
    "3": (60, "M4,12 C18,-6 56,0 54,26 C52,46 34,48 26,48 C58,48 62,74 54,88 C44,106 10,104 2,88"),
    "4": (60, "M44,100 V2 L2,70 H60"),
    "5": (60, "M54,2 H12 L8,46 C24,34 58,38 58,68 C58,102 14,106 2,88"),
    "6": (60, "M52,8 C30,-6 4,10 4,58 C4,90 18,98 32,98 C50,98 58,86 58,70 C58,52 46,42 32,42 C18,42 6,52 4,64"),
    "7": (60, "M2,2 H58 L22,100"),
    "8": (60, "M30,48 C6,46 6,2 30,2 C54,2 54,46 30,48 C2,50 2,98 30,98 C58,98 58,50 30,48 Z"),
    "9": (60, "M8,92 C30,106 56,90 56,42 C56,10 42,2 28,2 C10,2 2,16 2,32 C2,48 14,58 28,58 C42,58 54,48 56,36"),
    "O": (60, "M30,2 C66,2 66,98 30,98 C-6,98 -6,2 30,2 Z"),
    "E": (56, "M54,2 H6 V98 H54 M6,50 H44"),
    "R": (60, "M6,100 V2 H30 C64,2 64,54 30,54 H6 M30,54 L58,100"),
}
GLYPH_STROKE = 16
GAP = 10  # between two glyphs of one index ("10")

# Suit shapes in a 100-unit box centred on (0, 0).
SUIT_SHAPES = {
    "heart": '<path d="M0,46 C-18,22 -50,6 -50,-20 C-50,-40 -36,-50 -24,-50 C-10,-50 0,-40 0,-28 '
    'C0,-40 10,-50 24,-50 C36,-50 50,-40 50,-20 C50,6 18,22 0,46 Z"/>',
    "diamond": '<path d="M0,-52 Q16,-24 38,0 Q16,24 0,52 Q-16,24 -38,0 Q-16,-24 0,-52 Z"/>',
    "spade": '<path d="M0,-50 C-14,-28 -50,-14 -50,10 C-50,28 -36,36 -24,36 C-14,36 -6,30 -3,24 '
    "C-4,36 -10,44 -20,50 H20 C10,44 4,36 3,24 C6,30 14,36 24,36 C36,36 50,28 50,10 "
    'C50,-14 14,-28 0,-50 Z"/>',
    "club": '<circle cx="0" cy="-24" r="22"/><circle cx="-24" cy="10" r="22"/>'
    '<circle cx="24" cy="10" r="22"/><path d="M-12,-6 L12,-6 L4,14 Z M-3,8 C-4,30 -10,42 -20,50 '
    'H20 C10,42 4,30 3,8 Z"/>',
}


def f(x: float) -> str:
    """Format a number compactly and deterministically."""
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def colour(suit: str) -> str:
    return RED if IS_RED[suit] else BLACK


# ---------------------------------------------------------------------------------------
# Layout tables

PIP_COLS = (80.0, CX, 170.0)
TOP, BOT = 76.0, 274.0
ROW4 = [TOP + i * (BOT - TOP) / 3 for i in range(4)]
L, M, R = PIP_COLS


def pip_positions(n: int) -> list[tuple[float, float]]:
    """Standard French-suited pip positions for 2–10 (card centre is (125, 175))."""
    mid_up = (TOP + CY) / 2
    mid_dn = (BOT + CY) / 2
    table: dict[int, list[tuple[float, float]]] = {
        2: [(M, TOP), (M, BOT)],
        3: [(M, TOP), (M, CY), (M, BOT)],
        4: [(L, TOP), (R, TOP), (L, BOT), (R, BOT)],
        5: [(L, TOP), (R, TOP), (M, CY), (L, BOT), (R, BOT)],
        6: [(L, TOP), (R, TOP), (L, CY), (R, CY), (L, BOT), (R, BOT)],
        7: [(L, TOP), (R, TOP), (M, mid_up), (L, CY), (R, CY), (L, BOT), (R, BOT)],
        8: [(L, TOP), (R, TOP), (M, mid_up), (L, CY), (R, CY), (M, mid_dn), (L, BOT), (R, BOT)],
        9: [(x, y) for y in ROW4 for x in (L, R)] + [(M, CY)],
        10: [(x, y) for y in ROW4 for x in (L, R)]
        + [(M, (ROW4[0] + ROW4[1]) / 2), (M, (ROW4[2] + ROW4[3]) / 2)],
    }
    return table[n]


def use(ref: str, transform: str = "") -> str:
    t = f' transform="{transform}"' if transform else ""
    return f'<use xlink:href="#{ref}"{t}/>'


def pip(suit: str, x: float, y: float, scale: float) -> str:
    flip = " rotate(180)" if y > CY + 0.5 else ""
    return use(f"s-{suit}", f"translate({f(x)},{f(y)}){flip} scale({f(scale)})")


def rank_text(rank: str, index_set: str) -> str:
    return INDEX[index_set].get(rank, rank)


# ---------------------------------------------------------------------------------------
# <defs>


def glyph_defs() -> list[str]:
    out = []
    for name, col in (("r", RED), ("b", BLACK)):
        for ch, (_, d) in GLYPHS.items():
            out.append(
                f'<path id="g{ch}-{name}" d="{d}" fill="none" stroke="{col}" stroke-width="{GLYPH_STROKE}" '
                'stroke-linecap="round" stroke-linejoin="bevel"/>'
            )
    return out


def text_uses(text: str, col: str, cx: float, top: float, scale: float) -> str:
    """Glyph uses for ``text`` centred on ``cx`` with its top at ``top``."""
    width = sum(GLYPHS[c][0] for c in text) + GAP * (len(text) - 1)
    x = cx - width * scale / 2
    parts = []
    for c in text:
        parts.append(use(f"g{c}-{col}", f"translate({f(x)},{f(top)}) scale({f(scale)})"))
        x += (GLYPHS[c][0] + GAP) * scale
    return "".join(parts)


INDEX_CX, INDEX_TOP, INDEX_SCALE = 30.0, 16.0, 0.42


def corner_defs(index_set: str) -> list[str]:
    """One group per rank and suit: the index letter(s) over a small suit sign."""
    out = []
    for suit in SUITS:
        col = "r" if IS_RED[suit] else "b"
        for rank in RANKS:
            text = rank_text(rank, index_set)
            out.append(
                f'<g id="c-{rank}-{suit}">{text_uses(text, col, INDEX_CX, INDEX_TOP, INDEX_SCALE)}'
                f"{use(f's-{suit}', f'translate({f(INDEX_CX)},84) scale(0.3)')}</g>"
            )
    return out


def suit_defs() -> list[str]:
    return [f'<g id="s-{s}" fill="{colour(s)}">{SUIT_SHAPES[s]}</g>' for s in SUITS]


def dots(centres: list[tuple[float, float]], r: float) -> str:
    """Many small discs as one path (cheaper to render than a dashed stroke)."""
    return " ".join(f"M{f(x - r)},{f(y)} a{f(r)},{f(r)} 0 1,0 {f(2 * r)},0 a{f(r)},{f(r)} 0 1,0 {f(-2 * r)},0" for x, y in centres)


def ermine(x: float, y: float) -> str:
    return f'<path d="M{f(x)},{f(y)} l-2.5,6 h5 Z" fill="{BLACK}"/>'


def figure_defs() -> list[str]:
    """Top halves of the court figures (y from 18 to 175); the card draws each twice.

    The big robe shapes have no outline on purpose: stroking their long outlines was a
    third of the deck's render time.
    """
    thin = f'stroke="{INK}" stroke-width="1.6"'  # default (miter) joins: round joins cost ~10% render time
    eyes = lambda y: (  # noqa: E731
        f'<circle cx="117" cy="{y}" r="2.2" fill="{INK}"/><circle cx="133" cy="{y}" r="2.2" fill="{INK}"/>'
    )
    king = "".join(
        [
            # sceptre behind the shoulder
            f'<path d="M76,175 L90,70" stroke="{INK}" stroke-width="7" stroke-linecap="round"/>'
            f'<path d="M76,175 L90,70" stroke="{GOLD}" stroke-width="4" stroke-linecap="round"/>'
            f'<circle cx="91" cy="64" r="8" fill="{GOLD}" {thin}/>',
            # robe, ermine collar, gold centre band
            f'<path d="M58,175 V142 C58,118 90,108 125,108 C160,108 192,118 192,142 V175 Z" fill="#b3202a"/>',
            f'<path d="M118,130 H132 V175 H118 Z" fill="{GOLD}" {thin}/>',
            f'<path d="M62,160 Q70,134 86,128" fill="none" stroke="{GOLD}" stroke-width="4"/>',
            f'<path d="M150,150 l4,-6 l4,6 l-4,6 Z M170,160 l4,-6 l4,6 l-4,6 Z M96,160 l4,-6 l4,6 l-4,6 Z '
            f'M150,168 l4,-6 l4,6 l-4,6 Z" fill="{GOLD}"/>',
            f'<path d="M140,130 Q168,138 180,175" fill="none" stroke="{INK}" stroke-width="1.6"/>',
            f'<circle cx="84" cy="130" r="7" fill="{SKIN}" {thin}/>',
            f'<path d="M78,118 Q125,140 172,118 L178,132 Q125,158 72,132 Z" fill="#ffffff" {thin}/>',
            "".join(ermine(x, y) for x, y in ((92, 128), (108, 134), (125, 137), (142, 134), (158, 128))),
            # head and beard
            f'<circle cx="125" cy="80" r="22" fill="{SKIN}" {thin}/>',
            eyes(77),
            f'<path d="M103,84 Q104,120 125,124 Q146,120 147,84 Q138,98 125,96 Q112,98 103,84 Z" fill="#8a5a2b" {thin}/>',
            f'<path d="M117,96 Q125,92 133,96" fill="none" stroke="{INK}" stroke-width="2"/>',
            # crown
            f'<path d="M101,64 V34 L113,50 L125,28 L137,50 L149,34 V64 Z" fill="{GOLD}" {thin}/>',
            f'<circle cx="125" cy="56" r="4" fill="{RED}"/><circle cx="110" cy="58" r="3" fill="#2453a6"/>'
            f'<circle cx="140" cy="58" r="3" fill="#2453a6"/>',
        ]
    )
    queen = "".join(
        [
            # flower held to the side
            f'<path d="M170,175 Q166,120 160,96" fill="none" stroke="#2f7d4a" stroke-width="3"/>',
            f'<circle cx="160" cy="92" r="10" fill="{RED}" {thin}/><circle cx="160" cy="92" r="4" fill="{GOLD}"/>',
            # robe with gold square neckline
            f'<path d="M58,175 V144 C58,120 90,110 125,110 C160,110 192,120 192,144 V175 Z" fill="#2453a6"/>',
            f'<path d="M62,150 C64,128 92,118 125,118 C158,118 186,128 188,150" fill="none" stroke="{GOLD}" stroke-width="3"/>',
            f'<path d="M100,114 H150 L140,146 H110 Z" fill="{GOLD}" {thin}/>',
            f'<path d="{dots([(x, 162) for x in range(80, 172, 9)], 1.7)}" fill="#ffffff"/>',
            f'<circle cx="165" cy="132" r="6.5" fill="{SKIN}" {thin}/>',
            f'<path d="M106,116 H144 L136,140 H114 Z" fill="{SKIN}"/>',
            f'<path d="{dots([(113, 123), (119, 127), (125, 128.5), (131, 127), (137, 123)], 1.8)}" fill="{RED}"/>',
            # veil behind and around the head
            f'<path d="M98,80 C96,44 154,44 152,80 L164,124 Q125,114 86,124 Z" fill="#efe9f7" {thin}/>',
            f'<circle cx="125" cy="82" r="20" fill="{SKIN}" {thin}/>',
            eyes(80),
            f'<path d="M119,93 Q125,97 131,93" fill="none" stroke="{RED}" stroke-width="2.4" stroke-linecap="round"/>',
            # hair fringe and tiara
            f'<path d="M105,76 Q106,60 125,60 Q144,60 145,76 Q134,66 125,68 Q116,66 105,76 Z" fill="#5a3720"/>',
            f'<path d="M106,60 L112,46 L118,56 L125,40 L132,56 L138,46 L144,60 Q125,54 106,60 Z" fill="{GOLD}" {thin}/>',
        ]
    )
    jack = "".join(
        [
            # halberd
            f'<path d="M74,175 L80,60" stroke="{INK}" stroke-width="4" stroke-linecap="round"/>',
            f'<path d="M80,66 L66,58 Q62,74 78,82 Z M80,60 L84,46 L76,46 Z" fill="#b9c0c8" {thin}/>',
            # robe with a white zigzag collar
            f'<path d="M58,175 V148 C58,124 90,114 125,114 C160,114 192,124 192,148 V175 Z" fill="#2f7d4a"/>',
            f'<path d="M126,130 H124 V175 H126 Z" fill="{INK}"/>',
            f'<circle cx="125" cy="152" r="3.5" fill="{GOLD}"/><circle cx="125" cy="166" r="3.5" fill="{GOLD}"/>',
            f'<path d="M96,140 V175 M108,138 V175 M142,138 V175 M154,140 V175" stroke="#f2c94c" stroke-width="3"/>',
            f'<path d="M186,160 Q176,140 160,138" fill="none" stroke="{GOLD}" stroke-width="3"/>',
            f'<circle cx="77" cy="128" r="7" fill="{SKIN}" {thin}/>',
            f'<path d="M84,120 Q125,134 166,120 L162,132 L152,128 L144,138 L134,132 L125,142 '
            f'L116,132 L106,138 L98,128 L88,132 Z" fill="#ffffff" {thin}/>',
            # hair, head
            f'<path d="M103,80 Q102,108 110,110 L140,110 Q148,108 147,80 Z" fill="#c27a2c"/>',
            f'<circle cx="125" cy="88" r="20" fill="{SKIN}" {thin}/>',
            eyes(88),
            f'<path d="M120,100 Q125,103 130,100" fill="none" stroke="{INK}" stroke-width="2" stroke-linecap="round"/>',
            # feather and cap
            f'<path d="M146,66 C156,40 170,28 188,20 C182,40 170,58 152,72 Z" fill="#ffffff" {thin}/>',
            f'<path d="M149,68 C160,48 172,34 186,22" fill="none" stroke="{INK}" stroke-width="1.4"/>',
            f'<path d="M100,78 C96,54 150,46 158,68 C160,76 140,74 125,72 C112,72 102,80 100,78 Z" fill="{RED}" {thin}/>',
            f'<path d="M100,76 Q125,66 156,72" fill="none" stroke="{GOLD}" stroke-width="4"/>',
        ]
    )
    return [f'<g id="fig-king">{king}</g>', f'<g id="fig-queen">{queen}</g>', f'<g id="fig-jack">{jack}</g>']


# ---------------------------------------------------------------------------------------
# Cards


def card_bg() -> str:
    return f'<rect x="0.75" y="0.75" width="{W - 1.5}" height="{H - 1.5}" rx="14" ry="14" fill="#ffffff" stroke="#555555" stroke-width="1.5"/>'


def corners(rank: str, suit: str) -> str:
    ref = f"c-{rank}-{suit}"
    return use(ref) + use(ref, f"rotate(180 {f(CX)} {f(CY)})")


def face(rank: str, suit: str) -> str:
    parts = [card_bg()]
    if rank == "1":
        parts.append(use(f"s-{suit}", f"translate({f(CX)},{f(CY)}) scale(1.15)"))
        if suit == "spade":  # the traditional decorated ace of spades: a ring around the pip
            parts.append(f'<circle cx="{f(CX)}" cy="{f(CY)}" r="80" fill="none" stroke="{BLACK}" stroke-width="2"/>')
    elif rank in ("jack", "queen", "king"):
        col = colour(suit)
        parts.append(
            f'<rect x="54" y="18" width="142" height="314" rx="4" fill="{CREAM}" stroke="{col}" stroke-width="2"/>'
        )
        parts.append(f'<rect x="58" y="22" width="134" height="306" rx="2" fill="none" stroke="{col}" stroke-width="0.8"/>')
        parts.append(use(f"fig-{rank}"))
        parts.append(use(f"fig-{rank}", f"rotate(180 {f(CX)} {f(CY)})"))
        parts.append(f'<path d="M54,175 H196" stroke="{col}" stroke-width="2"/>')
        parts.append(pip(suit, 70, 36, 0.24))
        parts.append(use(f"s-{suit}", f"translate(180,314) rotate(180) scale(0.24)"))
    else:
        for x, y in pip_positions(int(rank)):
            parts.append(pip(suit, x, y, 0.44))
    parts.append(corners(rank, suit))
    return "".join(parts)


def joker(red: bool) -> str:
    main = RED if red else BLACK
    second = GOLD if red else "#8a8a8a"
    col = "r" if red else "b"
    thin = f'stroke="{INK}" stroke-width="1.6"'
    word = "JOKER"
    letters = "".join(
        use(f"g{c}-{col}", f"translate({f(30 - GLYPHS[c][0] * 0.2 / 2)},{f(18 + i * 26)}) scale(0.2)")
        for i, c in enumerate(word)
    )
    corner = f"<g>{letters}</g>"
    body = "".join(
        [
            # body with a two-coloured tunic
            f'<path d="M60,310 V250 C60,214 92,200 125,200 C158,200 190,214 190,250 V310 Z" fill="{main}"/>',
            f'<path d="M125,200 C158,200 190,214 190,250 V310 H125 Z" fill="{second}"/>',
            # ruff collar
            f'<path d="M84,196 L96,214 L106,198 L116,216 L125,200 L134,216 L144,198 L154,214 L166,196 '
            f'Q125,184 84,196 Z" fill="#ffffff" {thin}/>',
            # face
            f'<circle cx="125" cy="164" r="30" fill="{SKIN}" {thin}/>',
            f'<circle cx="114" cy="158" r="3" fill="{INK}"/><circle cx="136" cy="158" r="3" fill="{INK}"/>',
            f'<path d="M108,172 Q125,190 142,172" fill="none" stroke="{RED}" stroke-width="3" stroke-linecap="round"/>',
            f'<circle cx="125" cy="168" r="4" fill="{RED}"/>',
            # three-pointed cap with bells
            f'<path d="M94,150 C88,110 70,96 50,100 C74,106 86,120 98,140 Z" fill="{main}" {thin}/>',
            f'<path d="M156,150 C162,110 180,96 200,100 C176,106 164,120 152,140 Z" fill="{second}" {thin}/>',
            f'<path d="M96,146 C98,100 114,76 125,62 C136,76 152,100 154,146 Z" fill="{second if red else main}" {thin}/>',
            f'<path d="M92,150 Q125,130 158,150 L156,140 Q125,122 94,140 Z" fill="#ffffff" {thin}/>',
            f'<circle cx="50" cy="100" r="7" fill="{GOLD}" {thin}/><circle cx="200" cy="100" r="7" fill="{GOLD}" {thin}/>'
            f'<circle cx="125" cy="60" r="7" fill="{GOLD}" {thin}/>',
        ]
    )
    return card_bg() + body + corner + f'<g transform="rotate(180 {f(CX)} {f(CY)})">{letters}</g>'


def clipped_diagonals(x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """Both diagonal families of lines, clipped to the rectangle, as one path (no clipPath in QtSvg)."""
    w, h = x1 - x0, y1 - y0
    segs = []
    # lines x - y = c  (down-right) and x + y = c (down-left), in local coordinates
    c = -h
    while c <= w:
        # x - y = c: from (max(0,c), max(0,-c)) to (min(w, h+c), min(h, w-c))
        ax, ay = max(0.0, c), max(0.0, -c)
        bx, by = min(w, h + c), min(h, w - c)
        if bx - ax > 0.5:
            segs.append(f"M{f(x0 + ax)},{f(y0 + ay)} L{f(x0 + bx)},{f(y0 + by)}")
        c += step
    c = 0.0
    while c <= w + h:
        ax, ay = min(w, c), c - min(w, c)
        bx, by = c - min(h, c), min(h, c)
        if abs(ax - bx) > 0.5:
            segs.append(f"M{f(x0 + ax)},{f(y0 + ay)} L{f(x0 + bx)},{f(y0 + by)}")
        c += step
    return " ".join(segs)


def back_play() -> str:
    x0, y0, x1, y1 = 14.0, 14.0, W - 14.0, H - 14.0
    lattice = clipped_diagonals(x0 + 6, y0 + 6, x1 - 6, y1 - 6, 22.0)
    return "".join(
        [
            card_bg(),
            f'<rect x="{f(x0)}" y="{f(y0)}" width="{f(x1 - x0)}" height="{f(y1 - y0)}" rx="8" fill="#1d4f91"/>',
            f'<path d="{lattice}" stroke="#6f95c9" stroke-width="2" fill="none"/>',
            f'<rect x="{f(x0 + 6)}" y="{f(y0 + 6)}" width="{f(x1 - x0 - 12)}" height="{f(y1 - y0 - 12)}" rx="5" '
            'fill="none" stroke="#ffffff" stroke-width="3"/>',
            # medallion: white oval with the four suits
            f'<ellipse cx="{f(CX)}" cy="{f(CY)}" rx="62" ry="80" fill="#1d4f91" stroke="#ffffff" stroke-width="4"/>',
            f'<ellipse cx="{f(CX)}" cy="{f(CY)}" rx="52" ry="70" fill="#ffffff"/>',
            use("s-spade", f"translate({f(CX)},{f(CY - 34)}) scale(0.34)"),
            use("s-heart", f"translate({f(CX - 26)},{f(CY)}) scale(0.34)"),
            use("s-diamond", f"translate({f(CX + 26)},{f(CY)}) scale(0.34)"),
            use("s-club", f"translate({f(CX)},{f(CY + 34)}) scale(0.34)"),
        ]
    )


def back_role() -> str:
    x0, y0, x1, y1 = 14.0, 14.0, W - 14.0, H - 14.0
    grid = []
    ix0, iy0, ix1, iy1 = x0 + 10, y0 + 10, x1 - 10, y1 - 10
    x = ix0 + 12
    while x < ix1 - 1:
        grid.append(f"M{f(x)},{f(iy0)} V{f(iy1)}")
        x += 24
    y = iy0 + 12
    while y < iy1 - 1:
        grid.append(f"M{f(ix0)},{f(y)} H{f(ix1)}")
        y += 24
    dark = "#6e1620"
    return "".join(
        [
            card_bg(),
            f'<rect x="{f(x0)}" y="{f(y0)}" width="{f(x1 - x0)}" height="{f(y1 - y0)}" rx="8" fill="{dark}"/>',
            f'<path d="{" ".join(grid)}" stroke="#9a4a2a" stroke-width="2" fill="none"/>',
            f'<rect x="{f(x0 + 5)}" y="{f(y0 + 5)}" width="{f(x1 - x0 - 10)}" height="{f(y1 - y0 - 10)}" rx="6" '
            f'fill="none" stroke="{GOLD}" stroke-width="3"/>',
            f'<rect x="{f(x0 + 10)}" y="{f(y0 + 10)}" width="{f(x1 - x0 - 20)}" height="{f(y1 - y0 - 20)}" rx="4" '
            f'fill="none" stroke="{GOLD}" stroke-width="1.2"/>',
            # medallion: a gold temple on a dark disc
            f'<circle cx="{f(CX)}" cy="{f(CY)}" r="70" fill="{dark}" stroke="{GOLD}" stroke-width="4"/>',
            f'<circle cx="{f(CX)}" cy="{f(CY)}" r="62" fill="none" stroke="{GOLD}" stroke-width="1.5"/>',
            f'<path d="M79,158 L125,126 L171,158 Z M83,164 H167 V172 H83 Z M77,216 H173 V226 H77 Z '
            "M83,206 H167 V214 H83 Z M89,176 H101 V204 H89 Z M109,176 H121 V204 H109 Z "
            f'M129,176 H141 V204 H129 Z M149,176 H161 V204 H149 Z" fill="{GOLD}"/>',
            f'<circle cx="{f(CX)}" cy="148" r="5" fill="{dark}"/>',
        ]
    )


def element_ids() -> list[str]:
    ids = [f"{r}_{s}" for s in SUITS for r in RANKS]
    return ids + ["red_joker", "black_joker", "back", "back_role"]


def build(index_set: str) -> str:
    defs = suit_defs() + glyph_defs() + corner_defs(index_set) + figure_defs()
    cards: list[tuple[str, str]] = [(f"{r}_{s}", face(r, s)) for s in SUITS for r in RANKS]
    cards += [
        ("red_joker", joker(True)),
        ("black_joker", joker(False)),
        ("back", back_play()),
        ("back_role", back_role()),
    ]
    step_x, step_y = W + 10, H + 10
    body = []
    for i, (eid, content) in enumerate(cards):
        col, row = (i % 13, i // 13)
        body.append(f'<g id="{eid}" transform="translate({col * step_x},{row * step_y})">{content}</g>')
    total_w, total_h = 13 * step_x - 10, 5 * step_y - 10
    title = "Kartentisch deck (%s indices)" % ("German" if index_set == "de" else "English")
    return "\n".join(
        [
            '<?xml version="1.0" encoding="UTF-8"?>',
            f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.2" '
            f'baseProfile="tiny" width="{total_w}" height="{total_h}" viewBox="0 0 {total_w} {total_h}">',
            f"<title>{title}</title>",
            "<!-- Generated by assets/decks/make_deck.py; do not edit by hand. License: MIT (Kartentisch). -->",
            "<defs>",
            *defs,
            "</defs>",
            *body,
            "</svg>",
            "",
        ]
    )


def output_paths(root: Path | None = None) -> dict[str, Path]:
    base = (root or Path(__file__).resolve().parent) / "kartentisch"
    return {s: base / f"kartentisch-{s}.svg" for s in ("en", "de")}


def main() -> int:
    for index_set, path in output_paths().items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(build(index_set), encoding="utf-8", newline="\n")
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
