"""The fast driver: Diamantenraub games between bots on the engine's own transitions.

Like ``engine.diamantenraub.fast``, it drives the checked path's transitions on a game
built for playouts (through the engine's :class:`~engine.diamantenraub.Playout`), so a rule
can never differ between simulation and play. The bots are fed from lean state: what each
seat saw when it got the treasure, the stories, and what the Boss knows.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from engine.cards import Card
from engine.diamantenraub.config import Config
from engine.diamantenraub.playout import Playout
from engine.diamantenraub.model import ROLE_OF_CARD, Reason, Role
from lab.diamantenraub.bots import DrBot
from lab.diamantenraub.talk import (
    DIEB,
    ERMITTLER,
    FAHRER,
    GETREUER,
    NOTHING,
    REVOLVERHELD,
    BossKnowledge,
    Story,
)
from lab.seeds import BOT_STREAM, game_seed
from lab.stats import Tally

KIND_OF_ROLE: dict[Role, int] = {
    Role.GETREUER: GETREUER, Role.ERMITTLER: ERMITTLER, Role.FAHRER: FAHRER, Role.REVOLVERHELD: REVOLVERHELD,
    Role.DIEB: DIEB, Role.STRASSENKIND: NOTHING,
}
_KIND_BY_ID = {id(card): KIND_OF_ROLE[role] for card, role in ROLE_OF_CARD.items()}
_KIND_BY_CARD = {card: KIND_OF_ROLE[role] for card, role in ROLE_OF_CARD.items()}
SIDE_OF_REASON: dict[str, str] = {
    Reason.BOSS_RECOVERED_ALL.value: "boss",
    Reason.BOSS_ELIMINATED.value: "diebe",
    Reason.ERMITTLER_ACCUSED.value: "ermittler",
    Reason.REVOLVERHELD_SHOT_ERMITTLER.value: "revolverheld",
}
"""Diamantenraub's sides are its endings: who won the game (a Fahrer rides along with anyone)."""


def _kinds(cards: Sequence[Card]) -> list[int]:
    kinds = [_KIND_BY_ID.get(id(c)) for c in cards]
    if None in kinds:  # a card that is not the canonical object (hand-built games only)
        return [_KIND_BY_CARD[c] for c in cards]
    return kinds  # type: ignore[return-value]  # no None in it, checked just above


def _card_of(cards: Sequence[Card], kind: int) -> Card:
    """The first role card of ``kind`` among ``cards`` (cards of one kind are interchangeable)."""
    for card in cards:
        k = _KIND_BY_ID.get(id(card))
        if (k if k is not None else _KIND_BY_CARD[card]) == kind:
            return card
    raise ValueError(f"no role card of kind {kind} in the treasure")


def play(config: Config, seed: int, bots: tuple[DrBot, DrBot]) -> tuple[Playout, int]:
    """Play one game (``bots`` = (the Boss's policy, the players' policy)); return it and its accusations."""
    game = Playout(config)
    rng = random.Random(seed ^ BOT_STREAM)
    boss, players = bots
    n = game.players
    game.hide(boss.hide(rng))
    sent = game.diamonds_left
    received = [0] * n
    seen: list[list[int]] = [[] for _ in range(n)]
    took = [NOTHING] * n
    taken = [0] * n
    for s in range(1, n):
        roles = game.role_cards
        kinds = sorted(_kinds(roles))  # by kind: a bot chooses a kind of card, never a position
        diamonds = game.diamonds_left
        received[s] = diamonds
        seen[s] = kinds
        if s == 1 and kinds:
            index = players.set_aside(kinds, rng)
            if index is not None:
                game.set_card_aside(_card_of(roles, kinds[index]))
                kinds = kinds[:index] + kinds[index + 1:]
        kind, count = players.take(s == n - 1, diamonds, kinds, rng)
        if count < 0:
            took[s] = kinds[kind]
            game.take_role(_card_of(game.role_cards, kinds[kind]))
        elif kind == DIEB:
            game.take_diamonds(count)
            took[s], taken[s] = DIEB, count
        else:
            game.take_nothing()
    if game.outcome is not None:  # nothing missing (clarification 4)
        return game, 0
    stories: list[Story | None] = [None] * n
    for s in range(1, n):
        stories[s] = players.tell(s, s == n - 1, took[s], taken[s], received[s], seen[s],
                                  stories[1:s], rng)  # type: ignore[arg-type]  # seats 1…s−1 have told
    setup = game.setup
    missing = [setup.getreue, setup.ermittler, setup.fahrer, setup.revolverheld]
    for kind in _kinds(game.role_cards):
        missing[kind] -= 1
    built = [setup.getreue, setup.ermittler, setup.fahrer, setup.revolverheld]
    know = BossKnowledge(n, sent, game.diamonds_left, missing, game.outstanding, game.excuses_left, stories,
                         [None] * n, [0] * n, [], built)
    shooter = took.index(REVOLVERHELD) if REVOLVERHELD in took else 0
    accusations = 0
    while game.outcome is None:
        know.accusable = open_seats = list(game.accusable())
        know.outstanding = game.outstanding
        know.excuses = game.excuses_left
        target = boss.accuse(know, rng)
        game.accuse(target)
        accusations += 1
        if shooter and shooter != target and game.in_game(shooter) and players.shoot(
                shooter, target, setup.ermittler, seen[shooter].count(ERMITTLER), open_seats, game.excuses_left, rng):
            game.peng(shooter)
            know.shown[shooter] = REVOLVERHELD
        else:
            game.reveal()
        know.shown[target] = took[target]
        know.shown_diamonds[target] = taken[target]
    return game, accusations


def run_chunk(config: Config, bots: tuple[DrBot, DrBot], job: int, start: int, count: int) -> Tally:
    """Games ``start … start+count-1`` of the job whose seed is ``job``, tallied."""
    endings: Counter[str] = Counter()
    lengths: Counter[int] = Counter()
    seats: Counter[str] = Counter()
    wins: Counter[str] = Counter()
    present: Counter[str] = Counter()
    cells: Counter[str] = Counter()
    for index in range(start, start + count):
        game, accusations = play(config, game_seed(job, index), bots)
        outcome = game.outcome
        assert outcome is not None
        endings[outcome.reason.value] += 1
        lengths[accusations] += 1
        roles = [game.role(s) for s in range(game.players)]
        names = [role.value for role in roles]  # type: ignore[union-attr]
        seats.update(names)
        present.update(set(names))
        won = Counter(roles[s].value for s in outcome.winners)  # type: ignore[union-attr]
        wins.update(won)
        cells.update(f"{name}:{seats}:{won[name]}" for name, seats in Counter(names).items())
    sides = Counter({SIDE_OF_REASON[reason]: games for reason, games in endings.items()})
    return Tally(games=count, sides=sides, endings=endings, role_seats=seats, role_wins=wins, role_games=present,
                 lengths=lengths, role_cells=cells)
