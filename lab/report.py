"""Results as data, Markdown and CSV: one row per job, rates with 95 % Wilson intervals.

:class:`Row` is what every output is made from (the shipped ``balance.json`` too), so the
Markdown, the CSV, the chart and the app all show the same numbers.
"""
from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from lab.chart import Bar, Group
from lab.games import Variant, lab_game, variant_label
from lab.runner import Job
from lab.stats import Tally


@dataclass(frozen=True)
class Row:
    """One job's results."""

    game: str
    players: int
    variant: str
    policy: str
    tally: Tally

    @classmethod
    def of(cls, job: Job, tally: Tally) -> Row:
        return cls(job.game, job.players, variant_label(job.variant), lab_game(job.game).mix_label(job.mix), tally)


def rows_of(results: Mapping[Job, Tally]) -> list[Row]:
    rows = [Row.of(job, tally) for job, tally in results.items()]
    return sorted(rows, key=lambda r: (r.game, r.players, r.variant != "standard", r.variant, r.policy))


def pct(value: float) -> str:
    return f"{100 * value:.1f} %"


def rate_cell(rate: tuple[float, float, float]) -> str:
    value, low, high = rate
    return f"{100 * value:.1f} % ({100 * low:.1f}–{100 * high:.1f})"


def markdown(rows: Iterable[Row]) -> str:
    """Tables per game: sides (with intervals), roles, endings and game lengths."""
    rows = list(rows)
    out: list[str] = []
    for game_id in dict.fromkeys(r.game for r in rows):
        game = lab_game(game_id)
        mine = [r for r in rows if r.game == game_id]
        length = game.length_name
        sides = [s for s in game.sides if any(r.tally.sides.get(s) for r in mine)] or list(game.sides)
        out.append(f"### {game.title}: wins by side (95 % Wilson interval)\n")
        out.append("| players | variant | policy | games | " + " | ".join(sides) + f" | {length} (mean / median) |")
        out.append("|---|---|---|---:|" + "---:|" * len(sides) + "---:|")
        for r in mine:
            cells = [rate_cell(r.tally.side_rate(s)) for s in sides]
            out.append(f"| {r.players} | {r.variant} | {r.policy} | {r.tally.games} | " + " | ".join(cells)
                       + f" | {r.tally.mean_length():.1f} / {r.tally.median_length()} |")
        roles = [x for x in game.roles if any(r.tally.role_seats.get(x) for r in mine)]
        out.append(f"\n### {game.title}: wins per seat by role (95 % game-level bootstrap interval)\n")
        out.append("| players | variant | policy | " + " | ".join(roles) + " |")
        out.append("|---|---|---|" + "---:|" * len(roles))
        for r in mine:
            cells = [rate_cell(r.tally.role_rate(x)) if r.tally.role_seats.get(x) else "–" for x in roles]
            out.append(f"| {r.players} | {r.variant} | {r.policy} | " + " | ".join(cells) + " |")
        out.append(f"\n### {game.title}: how the games ended\n")
        out.append("| players | variant | policy | " + " | ".join(game.endings) + " |")
        out.append("|---|---|---|" + "---:|" * len(game.endings))
        for r in mine:
            cells = [pct(r.tally.endings.get(e, 0) / r.tally.games) if r.tally.games else "–" for e in game.endings]
            out.append(f"| {r.players} | {r.variant} | {r.policy} | " + " | ".join(cells) + " |")
        out.append("")
    return "\n".join(out)


def csv_text(rows: Iterable[Row]) -> str:
    """One line per job and measure: kind (side, role, ending, length), name, count, of, games,
    rate, low, high.

    ``rate`` is ``count / of``; ``games`` is how many independent games the interval rests on.
    For a side both are games. For a role, ``count``/``of`` are won seats / seats (a game may
    seat a role several times), and ``games`` the games with that role, which the interval
    resamples (a game-level bootstrap): the first version had only ``of``, which counted seats
    while the interval counted games (issue 22).
    """
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["game", "players", "variant", "policy", "kind", "name", "count", "of", "games", "rate", "low",
                     "high"])
    for r in rows:
        t = r.tally
        game = lab_game(r.game)
        head = [r.game, r.players, r.variant, r.policy]
        for side in game.sides:
            rate, low, high = t.side_rate(side)
            writer.writerow(head + ["side", side, t.sides.get(side, 0), t.games, t.games, f"{rate:.5f}", f"{low:.5f}", f"{high:.5f}"])
        for role in game.roles:
            if t.role_seats.get(role):
                rate, low, high = t.role_rate(role)
                games = t.role_games.get(role, 0)
                writer.writerow(head + ["role", role, t.role_wins.get(role, 0), t.role_seats[role], games, f"{rate:.5f}",
                                        f"{low:.5f}", f"{high:.5f}"])
        for ending in game.endings:
            count = t.endings.get(ending, 0)
            writer.writerow(head + ["ending", ending, count, t.games, t.games, f"{count / t.games if t.games else 0:.5f}", "", ""])
        writer.writerow(head + ["length", "mean", "", t.games, t.games, f"{t.mean_length():.3f}", "", ""])
        writer.writerow(head + ["length", "median", "", t.games, t.games, t.median_length(), "", ""])
    return buffer.getvalue()


def parse_variant(text: str, game_id: str, players: int) -> Variant:
    """Read a variant label (``standard``, ``one_trap``, ``revolverheld+excuses_delta=+1``)."""
    game = lab_game(game_id)
    for variant in game.variants(players):
        if variant_label(variant) == text.strip():
            return variant
    known = ", ".join(variant_label(v) for v in game.variants(players))
    raise ValueError(f"{game.title} at {players} players has no variant {text!r} (there: {known})")


def short_variant(label: str, short: Mapping[str, str] | None = None) -> str:
    """A compact variant label for chart axes ("Rev+E−1"), from a game's short names of its
    options (``LabGame.short_variants``); an option without one keeps its label."""
    names = {"standard": "", **(short or {})}
    parts = re.split(r"\+(?=[a-z])", label)  # "revolverheld+excuses_delta=+1": split before a name only
    return "+".join(filter(None, (names.get(part, part) for part in parts)))


def chart_groups(rows: Iterable[Row]) -> list[Group]:
    """The chart's groups for ``rows`` of one game: one group per row, one bar per side."""
    groups: list[Group] = []
    for r in rows:
        game = lab_game(r.game)
        bars = tuple(Bar(side, *r.tally.side_rate(side)) for side in game.sides
                     if r.tally.sides.get(side) or side in game.sides[:2])
        label = f"{r.players} {short_variant(r.variant, game.short_variants)}".strip()
        groups.append(Group(label + (f" · {r.policy}" if r.policy != "belief" else ""), bars))
    return groups
