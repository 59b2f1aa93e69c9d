"""The balance page's plain words: a count is called balanced or unbalanced only when its
interval clears the line (issue 22)."""
from __future__ import annotations

from collections import Counter

from lab.tempelgold.report import reading as tempelgold_reading
from lab.report import Row
from lab.stats import Tally


def _row(players: int, won: int, games: int, variant: str = "standard") -> Row:
    return Row("tempelgold", players, variant, "belief",
               Tally(games=games, sides=Counter(abenteurer=won, waechter=games - won)))


def test_a_rate_whose_interval_crosses_the_line_is_undecided() -> None:
    text = "\n\n".join(tempelgold_reading([_row(5, 41, 100), _row(6, 500, 1000), _row(7, 20, 1000)]))
    balanced = next(line for line in text.split("\n\n") if line.startswith("**Balanced"))
    assert "6 (standard)" in balanced and "5 (standard)" not in balanced
    assert "**Undecided" in text and "- 5 (standard): Abenteurer 41.0 %" in text
    unbalanced = text[text.index("**Unbalanced"):text.index("**Undecided")]
    assert "- 7 (standard): Abenteurer 2.0 %" in unbalanced and "Wächter ahead" in unbalanced
