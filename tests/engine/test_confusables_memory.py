"""The look-alike table (engine.validation) costs little memory (issue 8).

It is read from ``confusable-homoglyphs``' data file without the library's ``utils``
module, which imports ``urllib.request`` (and with it ``ssl``, ``http``, ``email``) for a
download helper the app never calls; and it still knows what the library knows.
"""
from __future__ import annotations

import json
import subprocess
import sys
from importlib.resources import files

from engine.validation import _confusable_map, alike_reason


def test_the_table_loads_without_the_librarys_network_helpers() -> None:
    code = (
        "import sys\nfrom engine.validation import _confusable_map\n_confusable_map()\n"
        "print(sorted(m for m in ('urllib.request', 'ssl', 'http.client', 'confusable_homoglyphs.utils') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_every_single_letter_pair_of_the_data_is_one_group() -> None:
    data = json.loads(files("confusable_homoglyphs").joinpath("confusables.json").read_text(encoding="utf-8"))
    table = _confusable_map()
    pairs = 0
    for char, entries in data.items():
        for entry in entries:
            other = entry["c"].replace("\u200e", "").replace("\u200f", "")
            if len(char) == 1 and len(other) == 1:
                pairs += 1
                assert table.get(char, char) == table.get(other, other), (char, other)
    assert pairs > 5000
    assert alike_reason("Anna", "\u0410nna") == "letters"
