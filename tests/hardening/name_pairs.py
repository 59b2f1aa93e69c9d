"""The look-alike name corpus (issue 9 §2, issue 20 §7): pairs of names a person cannot tell
apart on screen, which must never sit at one table, and names that must stay allowed.

``LOOK_ALIKE`` holds ``(what, first, second)``: ``second`` draws like ``first`` (or,
for the invisible marks, pixel-identical to it). A table with both is refused — by the
engine's ``Config`` and by the start screen's :func:`gui.text.names.names_problem` — either
because ``second`` holds a character a name may not contain or because the two names
share a skeleton. The first block are the invisible marks issue 20 found accepted
("Anna" and "Ann\\u034fa" rendered pixel-identical).

``ALLOWED`` are names with emoji sequences that must be accepted (issue 20 §7: ZWJ emoji
such as 👩‍👩‍👧 were refused), and ``ALLOWED_TOGETHER`` pairs that look different and may
sit at one table.
"""
from __future__ import annotations

LOOK_ALIKE: list[tuple[str, str, str]] = [
    # invisible marks that were accepted before issue 20 (default-ignorable, category Mn)
    ("combining grapheme joiner U+034F", "Anna", "Ann\u034fa"),
    ("variation selector 1 U+FE00", "Anna", "Anna\ufe00"),
    ("variation selector 15 U+FE0E", "Anna", "An\ufe0ena"),
    ("variation selector 16 U+FE0F after a letter", "Anna", "An\ufe0fna"),
    ("variation selector 17 U+E0100", "Anna", "Anna\U000e0100"),
    ("variation selector 256 U+E01EF", "Anna", "A\U000e01efnna"),
    ("Khmer inherent vowel AQ U+17B4", "Anna", "An\u17b4na"),
    ("Khmer inherent vowel AA U+17B5", "Anna", "Anna\u17b5"),
    ("Mongolian free variation selector U+180B", "Anna", "Anna\u180b"),
    ("Mongolian free variation selector U+180D", "Anna", "An\u180dna"),
    ("Mongolian free variation selector U+180F", "Anna", "An\u180fna"),
    # invisible format characters and fillers (refused since issue 9)
    ("Mongolian vowel separator U+180E", "Anna", "An\u180ena"),
    ("soft hyphen U+00AD", "Anna", "An\u00adna"),
    ("zero-width space U+200B", "Anna", "An\u200bna"),
    ("zero-width non-joiner U+200C", "Anna", "An\u200cna"),
    ("zero-width joiner between letters U+200D", "Anna", "An\u200dna"),
    ("word joiner U+2060", "Anna", "An\u2060na"),
    ("invisible separator U+2063", "Anna", "An\u2063na"),
    ("zero-width no-break space U+FEFF", "Anna", "An\ufeffna"),
    ("Arabic letter mark U+061C", "Anna", "Anna\u061c"),
    ("tag letter U+E0041", "Anna", "Anna\U000e0041"),
    ("cancel tag alone U+E007F", "Anna", "Anna\U000e007f"),
    ("musical begin beam U+1D173", "Anna", "An\U0001d173na"),
    ("shorthand format overlap U+1BCA0", "Anna", "An\U0001bca0na"),
    ("Hangul filler U+3164", "Anna", "Anna\u3164"),
    ("halfwidth Hangul filler U+FFA0", "Anna", "An\uffa0na"),
    ("blank Braille pattern U+2800", "Anna", "Anna\u2800"),
    # spaces
    ("outer spaces", "Anna", "  Anna "),
    ("a double space", "Anna Lena", "Anna  Lena"),
    ("a thin space U+2009", "Anna Lena", "Anna\u2009Lena"),
    ("an ideographic space U+3000", "Anna Lena", "Anna\u3000Lena"),
    ("a no-break space U+00A0", "Anna Lena", "Anna\u00a0Lena"),
    # case, width, compatibility forms, composition
    ("capitals", "Anna", "ANNA"),
    ("fullwidth letters", "Anna", "\uff21\uff4e\uff4e\uff41"),
    ("mathematical bold letters", "Anna", "\U0001d400\U0001d427\U0001d427\U0001d41a"),
    ("the fi ligature", "Fiona", "\ufb01ona"),
    ("decomposed umlaut", "Jörg", "Jo\u0308rg"),
    ("Roman numeral one", "Ida", "\u2160da"),
    # letters of other alphabets and digits (Unicode confusables)
    ("Cyrillic A", "Anna", "\u0410nna"),
    ("Cyrillic a", "Hanna", "H\u0430nn\u0430"),
    ("Cyrillic B and e", "Ben", "\u0412\u0435n"),
    ("Cyrillic T and o", "Tom", "\u0422\u043em"),
    ("Cyrillic i", "Lisa", "L\u0456sa"),
    ("Greek Epsilon", "Eva", "\u0395va"),
    ("Greek Nu", "Noah", "\u039doah"),
    ("Greek Kappa", "Kai", "\u039aai"),
    ("digit one for l", "Paul", "Pau1"),
    ("digit zero for O", "Olga", "0lga"),
    # an emoji name with and without its invisible parts
    ("an emoji with and without U+FE0F", "Eva \u2764\ufe0f", "Eva \u2764"),
]

ALLOWED: list[str] = [
    "\U0001f469\u200d\U0001f469\u200d\U0001f467",  # family: woman, woman, girl (ZWJ)
    "Anna \U0001f469\u200d\U0001f469\u200d\U0001f467",
    "\U0001f3c3\U0001f3fd\u200d\u2640\ufe0f Lena",  # woman running, medium skin tone
    "\U0001f469\U0001f3fb\u200d\U0001f4bb Mia",  # woman technologist, light skin tone
    "\U0001f3f3\ufe0f\u200d\U0001f308 Kim",  # rainbow flag
    "#\ufe0f\u20e3 Max",  # keycap
    "\U0001f3f4\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f Ewan",  # flag of Scotland
    "\U0001f1e9\U0001f1ea Jan",  # flag of Germany (regional indicators)
    "Eva \u2764\ufe0f",
]

ALLOWED_TOGETHER: list[tuple[str, str]] = [
    ("Anna", "Anne"),
    ("Tim", "Tom"),
    ("Lena", "Lina"),
    ("Jörg", "Jorg"),
    ("Max", "Mia"),
    ("André", "Andre"),
    ("Anna \U0001f469\u200d\U0001f469\u200d\U0001f467", "Anna \U0001f469\u200d\U0001f469\u200d\U0001f466"),
    ("\U0001f1e9\U0001f1ea Jan", "\U0001f1e6\U0001f1f9 Jan"),
]

#: Emoji-like sequences that are not well-formed: their invisible parts are refused.
MALFORMED: list[str] = [
    "Anna\u200d",  # a joiner at the end
    "\u200d\U0001f469 Eva",  # a joiner at the start
    "\U0001f469\u200d\u200d\U0001f467",  # two joiners
    "\U0001f469\u200dx",  # a joiner before a letter
    "A\ufe0f",  # U+FE0F after a letter
    "\U0001f3f4\U000e0067\U000e0062 Ewan",  # a flag's tags without the cancel tag
    "\U0001f469\U000e0067\U000e007f",  # tags after another pictograph
]
