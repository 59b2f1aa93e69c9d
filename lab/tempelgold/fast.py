"""The fast driver: Tempelgold games between bots on the engine's own transitions.

Like ``engine.tempelgold.fast``, it drives the checked path's transition (``_open``) on a
game built without a log, so a rule can never differ between simulation and play; only
validation and views are skipped. The bots are fed from lean state: each seat's own
chamber counts (what it saw when it looked) and the public :class:`Record`.

The engine internals used here are listed in docs/engine-api.md ("What the lab reads
beyond the contract") and are read only in this module.
"""
from __future__ import annotations

import random
from collections import Counter

from engine.tempelgold.actions import EndHopeless
from engine.tempelgold.config import Config
from engine.tempelgold.game import KIND_OF, TempelgoldGame
from engine.tempelgold.model import ChamberKind, Reason, Role
from engine.tempelgold.tables import ROUNDS
from lab.seeds import BOT_STREAM, game_seed
from lab.stats import Tally
from lab.tempelgold.bots import TgBot, orders
from lab.tempelgold.posterior import TableModel
from lab.tempelgold.talk import EMPTY, GOLD, TRAP, Record

_KIND_INT = {ChamberKind.GOLD: GOLD, ChamberKind.EMPTY: EMPTY, ChamberKind.TRAP: TRAP}
_KIND_BY_ID = {id(card): _KIND_INT[kind] for card, kind in KIND_OF.items()}
"""By identity: the deal uses the canonical card objects, and ints hash far faster than cards."""
_WAECHTER = Role.WAECHTER
_ABENTEURER_WIN = Reason.ALL_GOLD_FOUND


def _kind(card: object) -> int:
    kind = _KIND_BY_ID.get(id(card))
    return _KIND_INT[KIND_OF[card]] if kind is None else kind  # type: ignore[index]


def play(config: Config, seed: int, bots: tuple[TgBot, TgBot]) -> tuple[TempelgoldGame, int]:
    """Play one game (``bots`` = (Abenteurer policy, Wächter policy)); return it and its openings."""
    game = TempelgoldGame(config, seed, logging=False)
    rng = random.Random(seed ^ BOT_STREAM)
    n = game._n
    waechter = [role is _WAECHTER for role in game._roles]
    seat_bots = [bots[w] for w in waechter]
    # One record per trust model among the two policies (usually one shared by both); the
    # Abenteurer's also keeps the Bayesian table model if their policy reads it.
    trust_a, trust_w = bots[0].params.trust_key(), bots[1].params.trust_key()
    model = bots[0].params.model_key()
    post = None if model is None else TableModel(n, model, (game._setup.red_roles, game._setup.black_roles))
    records = [Record(n, game._gold_total, game._traps_total, trust_a, post)]
    if trust_w != trust_a:
        records.append(Record(n, game._gold_total, game._traps_total, trust_w))
    seat_records = [records[-1] if w else records[0] for w in waechter]
    rec = records[0]
    single = len(records) == 1
    update = rec.opened
    choosers = [bot.choose for bot in seat_bots]
    order = orders(n)
    kind_by_id = _KIND_BY_ID
    open_chamber = game._open
    own_gold = [0] * n
    own_traps = [0] * n
    own_left = [0] * n
    seen_round = 0
    openings = 0
    left = ROUNDS * n
    while game._outcome is None:
        if game._round != seen_round:
            seen_round = game._round
            rows = game._rows
            per = len(rows[0])
            claims: list[tuple[int, int] | None] = []
            for s in range(n):
                kinds = [kind_by_id.get(id(card)) for card in rows[s]]
                if None in kinds:
                    kinds = list(map(_kind, rows[s]))
                gold = kinds.count(GOLD)
                traps = kinds.count(TRAP)
                own_gold[s], own_traps[s], own_left[s] = gold, traps, per
                claims.append(seat_bots[s].claim(waechter[s], gold, traps, per, rng))
            for record in records:
                record.new_round(per, claims)
        key = game._key
        if left < rec.gold_left:  # hopeless: the table ends the game for the Wächter (clarification 4)
            game.apply(key, EndHopeless())
            break
        owner, slot = choosers[key](key, waechter[key], seat_records[key], own_gold[key], own_traps[key],
                                    own_left[key], order[key], rng)
        card = game._rows[owner][slot]
        kind = kind_by_id.get(id(card))
        if kind is None:
            kind = _kind(card)
        open_chamber(owner, slot)
        openings += 1
        left -= 1
        own_left[owner] -= 1
        if kind == GOLD:
            own_gold[owner] -= 1
        elif kind == TRAP:
            own_traps[owner] -= 1
        if single:
            update(key, owner, kind)
        else:
            for record in records:
                record.opened(key, owner, kind)
    return game, openings


def run_chunk(config: Config, bots: tuple[TgBot, TgBot], job: int, start: int, count: int) -> Tally:
    """Games ``start … start+count-1`` of the job whose seed is ``job``, tallied.

    Every seat of the winning side wins, so a role's win rate per seat is its side's rate
    weighted by how many seats the role had in each game (the role cards left over vary).
    """
    sides = [0, 0]
    seats = [0, 0]
    wins = [0, 0]
    present = [0, 0]
    endings: Counter[str] = Counter()
    lengths: Counter[int] = Counter()
    cells: Counter[str] = Counter()
    n = len(config.players)
    for index in range(start, start + count):
        game, openings = play(config, game_seed(job, index), bots)
        outcome = game._outcome
        assert outcome is not None
        endings[outcome.reason.value] += 1
        lengths[openings] += 1
        w = sum(role is _WAECHTER for role in game._roles)
        seats[0] += n - w
        seats[1] += w
        present[0] += w < n
        present[1] += w > 0
        side = 0 if outcome.reason is _ABENTEURER_WIN else 1
        sides[side] += 1
        wins[side] += w if side else n - w
        cells[f"abenteurer:{n - w}:{0 if side else n - w}"] += 1
        cells[f"waechter:{w}:{w if side else 0}"] += 1
    return Tally(
        games=count,
        sides=Counter({"abenteurer": sides[0], "waechter": sides[1]}),
        endings=endings,
        role_seats=Counter({"abenteurer": seats[0], "waechter": seats[1]}),
        role_wins=Counter({"abenteurer": wins[0], "waechter": wins[1]}),
        role_games=Counter({"abenteurer": present[0], "waechter": present[1]}),
        lengths=lengths,
        role_cells=cells,
    )
