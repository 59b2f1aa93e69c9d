"""Diamantenraub's rules: the worked example, every clarification, every variant, the table."""
from __future__ import annotations

from collections.abc import Sequence

import pytest

from engine import diamantenraub as dr
from engine.cards import Card
from engine.diamantenraub import (
    Accuse,
    HideDiamonds,
    Peng,
    Phase,
    Reason,
    Reveal,
    Role,
    SetAside,
    TakeDiamonds,
    TakeNothing,
    TakeRole,
)
from engine.diamantenraub.game import DiamantenraubGame
from engine.diamantenraub.tables import (
    DIAMOND_CARDS,
    EXCUSE_CARDS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    STANDARD,
)
from engine.errors import InvalidActionError, NotYourTurnError

NAMES = ["Anna", "Ben", "Carla", "Dan", "Emil", "Eva", "Finn", "Greta", "Hans", "Ida", "Jan", "Kai"]
C = Card.parse
DIAMONDS = DIAMOND_CARDS[:15]
G1, G2, G3, G4, G5 = C("2S"), C("3S"), C("4C"), C("5C"), C("6S")
A_S, A_C, J_S, J_C, Q_S = C("AS"), C("AC"), C("JS"), C("JC"), C("QS")
KH, KD = C("KH"), C("KD")


def config(n: int, **kwargs: object) -> dr.Config:
    return dr.Config(players=NAMES[:n], **kwargs)


def deal(n: int, roles: Sequence[Card], excuses: Sequence[Card] = (), diamonds: Sequence[Card] = DIAMONDS,
         **kwargs: object) -> DiamantenraubGame:
    return DiamantenraubGame._from_deal(config(n, **kwargs), diamonds, roles, excuses)


def takes(game: DiamantenraubGame, hide: int, moves: Sequence[object], set_aside: Card | None = None) -> None:
    """Hide, then one move per seat 1, 2, …: an int = that many diamonds, a Card = that
    role card, None = nothing."""
    game.apply(0, HideDiamonds(hide))
    if set_aside is not None:
        game.apply(1, SetAside(set_aside))
    for seat, move in enumerate(moves, start=1):
        if move is None:
            game.apply(seat, TakeNothing())
        elif isinstance(move, Card):
            game.apply(seat, TakeRole(move))
        else:
            game.apply(seat, TakeDiamonds(move))


def accuse(game: DiamantenraubGame, seat: int) -> None:
    game.apply(0, Accuse(seat))
    game.apply(seat, Reveal())


# -- the worked example ------------------------------------------------------------------

def test_worked_example_seven_players_ben_wins() -> None:
    game = deal(7, roles=[G1, G2, A_S, J_C])
    assert game.public_view().boss_excuses == ()  # zu siebt gibt es keine Entschuldigung
    game.apply(0, HideDiamonds(2))
    assert len(game.view(0).hidden) == 2
    assert sum(map(Card.is_red.fget, game.view(1).received)) == 13  # type: ignore[attr-defined]
    game.apply(1, SetAside(J_C))  # Ben hides the Fahrer in his pocket …
    game.apply(1, TakeDiamonds(3))  # … and then takes 3 diamonds
    game.apply(2, TakeRole(A_S))  # Carla takes the Ermittler
    game.apply(3, TakeDiamonds(2))  # Dan
    game.apply(4, TakeRole(G1))  # Emil
    game.apply(5, TakeRole(G2))  # Eva
    finn = game.view(6)
    assert finn.received is not None and len(finn.received) == 8 and all(c in DIAMONDS for c in finn.received)
    assert game.legal_actions(6)[-1] == TakeNothing()  # the last player could also take nothing
    game.apply(6, TakeDiamonds(2))
    boss = game.view(0)
    assert boss.returned is not None and len(boss.returned) == 6 and boss.missing == 7
    assert game.public_view().phase is Phase.INTERROGATION
    accuse(game, 3)  # "Dan – Taschen leeren!"
    view = game.public_view()
    assert view.seats[3].eliminated and view.seats[3].shown is not None and view.seats[3].shown.diamonds == 2
    assert view.diamonds_recovered == 2 and game.outcome() is None  # five still missing
    accuse(game, 4)  # Emil – a Getreuer; Anna has no excuse
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.BOSS_ELIMINATED
    assert game.public_view().seats[0].eliminated
    assert outcome.winners == {1}  # Ben (3) beats Finn (2)
    roles = game.public_view().final.takes  # type: ignore[union-attr]
    assert {t.seat: t.role for t in roles} == {
        1: Role.DIEB, 2: Role.ERMITTLER, 3: Role.DIEB, 4: Role.GETREUER, 5: Role.GETREUER, 6: Role.DIEB,
    }
    assert game.public_view().final.set_aside == J_C  # type: ignore[union-attr]
    assert not {4, 5} & outcome.winners  # no Getreuer wins; and nobody is a Fahrer
    assert Role.FAHRER not in outcome.detail["roles"] and Role.STRASSENKIND not in outcome.detail["roles"]


# -- the table, per player count --------------------------------------------------------

@pytest.mark.parametrize("n", range(MIN_PLAYERS, MAX_PLAYERS + 1))
def test_each_player_count_deals_the_table(n: int) -> None:
    setup = STANDARD[n]
    for seed in range(3):
        game = dr.new_game(config(n), seed)
        built = game.view(0).built
        assert built is not None
        assert sum(c.is_red and c.is_number for c in built) == setup.diamonds == 15
        assert sum(c.is_black and c.is_number for c in built) == setup.getreue
        assert sum(c.is_black and c.is_ace for c in built) == setup.ermittler
        assert sum(c.is_black and c.rank == "J" for c in built) == setup.fahrer
        assert len(built) == setup.treasure and len(set(built)) == len(built)
        excuses = game.public_view().boss_excuses
        assert len(excuses) == setup.excuses and set(excuses) <= set(EXCUSE_CARDS)
        assert not set(excuses) & set(built)  # excuses are not in the treasure
        assert game.view(1).received is None  # nobody but the Boss sees it before hiding


def test_the_seed_chooses_the_cards_within_a_kind() -> None:
    builts = {dr.new_game(config(12), seed).view(0).built for seed in range(20)}
    assert len(builts) > 1


def test_zu_fuenft_one_getreuer_one_ermittler_no_excuse() -> None:
    game = dr.new_game(config(5), 1)
    built = game.view(0).built
    assert built is not None
    roles = [c for c in built if not (c.is_red and c.is_number)]
    assert len(roles) == 2 and sum(c.is_ace for c in roles) == 1 and sum(c.is_number for c in roles) == 1
    assert game.public_view().boss_excuses == ()


@pytest.mark.parametrize("n", range(MIN_PLAYERS, MAX_PLAYERS + 1))
def test_revolverheld_replaces_one_getreuer(n: int) -> None:
    built = dr.new_game(config(n, revolverheld=True), 3).view(0).built
    assert built is not None and Q_S in built
    assert sum(c.is_black and c.is_number for c in built) == STANDARD[n].getreue - 1


@pytest.mark.parametrize("n,delta", [(n, d) for n in range(5, 13) for d in (-1, 0, 1)
                                     if 0 <= STANDARD[n].excuses + d <= 2])
def test_excuse_variants_change_the_boss_excuses(n: int, delta: int) -> None:
    game = dr.new_game(config(n, excuses_delta=delta), 0)
    assert len(game.public_view().boss_excuses) == STANDARD[n].excuses + delta


def test_schwerer_at_eight_a_single_mistake_ends_the_game() -> None:
    game = dr.new_game(config(8, excuses_delta=-1), 0)
    assert game.public_view().boss_excuses == ()
    game.apply(0, HideDiamonds(0))
    for seat in range(1, 8):
        game.apply(seat, game.legal_actions(seat)[-1] if seat < 6 else TakeDiamonds(1))  # 5 roles, 2 thieves
    innocent = next(s for s in range(1, 8) if game._role[s] is Role.GETREUER)
    accuse(game, innocent)
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.BOSS_ELIMINATED


def test_leichter_at_five_gives_the_boss_one_excuse() -> None:
    game = deal(5, roles=[G1, A_S], excuses=[KH], excuses_delta=1)
    takes(game, 0, [G1, 2, 3, 1])
    accuse(game, 1)
    assert game.outcome() is None and game.public_view().seats[1].excuses == (KH,)
    accuse(game, 2)
    accuse(game, 3)
    assert game.outcome() is None
    accuse(game, 4)
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.BOSS_RECOVERED_ALL and outcome.winners == {0, 1}


# -- clarifications ---------------------------------------------------------------------

def test_c1_the_player_to_the_right_of_seat_one_is_the_boss() -> None:
    game = deal(6, roles=[G1, A_S, J_S])
    takes(game, 0, [J_S, 1, G1, 2, 3])
    for thief in (2, 4, 5):
        accuse(game, thief)
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.BOSS_RECOVERED_ALL
    assert outcome.winners == {0, 1, 3}  # Boss, the Fahrer at his left, the Getreuer


def test_c1_the_fahrer_follows_the_seat_before_him_not_after() -> None:
    # Fahrer at seat 3: to his right sits seat 2 (a thief who loses), to his left seat 4 (Getreuer, wins).
    game = deal(6, roles=[G1, A_S, J_S])
    takes(game, 0, [1, 2, J_S, G1, 3])
    for thief in (1, 2, 5):
        accuse(game, thief)
    outcome = game.outcome()
    assert outcome is not None and outcome.winners == {0, 4}


def test_c2_fahrer_chain_is_resolved_to_the_end() -> None:
    game = deal(11, roles=[G1, G2, G3, G4, A_S, A_C, J_S, J_C], excuses=[KH, KD])
    takes(game, 0, [1, A_S, J_S, J_C, G1, G2, G3, G4, A_C, 2])
    accuse(game, 2)  # the Ermittler at seat 2 wins alone, with the Fahrer chain 3 → 4
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.ERMITTLER_ACCUSED
    assert outcome.winners == {2, 3, 4}


def test_c3_eliminated_getreuer_still_win_but_eliminated_thieves_do_not() -> None:
    game = deal(7, roles=[G1, G2, A_S, J_S], revolverheld=False)
    takes(game, 0, [3, G1, 2, 4, A_S, 1])
    accuse(game, 1)
    accuse(game, 3)
    accuse(game, 4)
    accuse(game, 6)
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.BOSS_RECOVERED_ALL and outcome.winners == {0, 2}


def test_c3_eliminated_boss_has_lost_and_eliminated_thieves_cannot_win() -> None:
    game = deal(6, roles=[G1, A_S, J_S])
    takes(game, 0, [5, 1, G1, J_S, 2])
    accuse(game, 1)  # the biggest thief is caught and out
    accuse(game, 3)  # a Getreuer; no excuse: the Boss is out
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.BOSS_ELIMINATED
    assert 0 not in outcome.winners and 1 not in outcome.winners
    assert outcome.winners == {5}  # 2 diamonds beat 1; the Fahrer at 4 follows the Getreuer at 3 (lost)


def test_c4_nothing_missing_boss_and_getreue_win_at_once() -> None:
    # Unreachable with the table's treasures (every non-last seat could only take roles if
    # there were enough of them), so it is built: 5 diamonds, all hidden by the Boss.
    game = deal(5, roles=[G1, J_S, A_S], diamonds=DIAMONDS[:5])
    takes(game, 5, [J_S, G1, A_S, None])
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.BOSS_RECOVERED_ALL
    assert outcome.winners == {0, 1, 2}  # Boss, the Getreuer, the Fahrer at seat 1 (right of him: the Boss)
    assert game.public_view().phase is Phase.OVER and game.view(0).missing == 0


def test_c5_whom_the_boss_may_accuse() -> None:
    game = deal(8, roles=[G1, G2, G3, A_S, J_S], excuses=[KH])
    takes(game, 0, [1, G1, 2, G2, 3, G3, 4])
    assert [a.seat for a in game.legal_actions(0)] == [1, 2, 3, 4, 5, 6, 7]
    accuse(game, 2)  # innocent: keeps the excuse, stays in
    view = game.public_view()
    assert view.seats[2].excuses == (KH,) and not view.seats[2].eliminated and view.boss_excuses == ()
    accuse(game, 1)  # thief: out
    assert [a.seat for a in game.legal_actions(0)] == [3, 4, 5, 6, 7]
    for bad in (0, 1, 2, 8):
        with pytest.raises(InvalidActionError):
            game.apply(0, Accuse(bad))


def test_c6_two_ermittler_only_the_accused_one_wins() -> None:
    game = deal(10, roles=[G1, G2, G3, G4, A_S, A_C, J_S], excuses=[KH])
    takes(game, 0, [A_S, 1, A_C, G1, G2, G3, G4, J_S, 2])
    accuse(game, 3)
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.ERMITTLER_ACCUSED and outcome.winners == {3}


def test_c7_set_aside_card_belongs_to_nobody_and_is_shown_at_the_end() -> None:
    game = deal(6, roles=[G1, A_S, J_S])
    game.apply(0, HideDiamonds(0))
    assert SetAside(J_S) in game.legal_actions(1)
    game.apply(1, SetAside(J_S))
    assert game.view(1).set_aside == J_S and game.view(1).role is None
    assert all(not isinstance(a, SetAside) for a in game.legal_actions(1))
    assert game.public_view().final is None
    for bad in (SetAside(A_S), SetAside(DIAMONDS[0])):
        with pytest.raises(InvalidActionError):
            game.apply(1, bad)
    game.apply(1, TakeRole(G1))
    assert game.view(1).role is Role.GETREUER
    assert game.view(2).received is not None and J_S not in game.view(2).received
    assert game.view(0).set_aside is None and game.view(2).set_aside is None
    with pytest.raises(NotYourTurnError):
        game.apply(1, SetAside(A_S))  # after taking: Ben no longer holds the treasure
    for seat, move in ((2, TakeDiamonds(1)), (3, TakeDiamonds(1)), (4, TakeRole(A_S)), (5, TakeDiamonds(1))):
        game.apply(seat, move)
    accuse(game, 4)
    final = game.public_view().final
    assert final is not None and final.set_aside == J_S and Role.FAHRER not in game.outcome().detail["roles"]  # type: ignore[union-attr]


def test_c8_empty_treasure_makes_a_strassenkind_last_player_may_take_nothing() -> None:
    game = deal(7, roles=[G1, G2, A_S, J_S])
    game.apply(0, HideDiamonds(0))
    game.apply(1, TakeDiamonds(15))
    for seat, card in zip(range(2, 6), [G1, G2, A_S, J_S]):
        with pytest.raises(InvalidActionError):
            game.apply(seat, TakeNothing())  # not empty, not last
        game.apply(seat, TakeRole(card))
    assert game.view(6).received == ()
    assert game.legal_actions(6) == [TakeNothing()]
    game.apply(6, TakeNothing())
    assert game.view(6).role is Role.STRASSENKIND
    # and the last player may take nothing from a full treasure:
    other = deal(5, roles=[G1, A_S])
    takes(other, 0, [2, G1, A_S])
    assert TakeNothing() in other.legal_actions(4) and TakeDiamonds(13) in other.legal_actions(4)
    other.apply(4, TakeNothing())
    assert other.view(4).role is Role.STRASSENKIND


def test_c8_empty_treasure_before_the_last_seat() -> None:
    game = deal(7, roles=[G1, A_S])
    game.apply(0, HideDiamonds(0))
    game.apply(1, TakeDiamonds(15))
    game.apply(2, TakeRole(G1))
    game.apply(3, TakeRole(A_S))
    for seat in (4, 5, 6):
        assert game.legal_actions(seat) == [TakeNothing()]
        with pytest.raises(InvalidActionError):
            game.apply(seat, TakeDiamonds(1))
        game.apply(seat, TakeNothing())
    accuse(game, 4)  # a Straßenkind, no excuse: the Boss is out; the thief and every Straßenkind win
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.BOSS_ELIMINATED
    assert outcome.winners == {1, 4, 5, 6}


def test_c10_tied_thieves_all_win_with_the_strassenkinder() -> None:
    game = deal(6, roles=[G1, A_S, J_S])
    takes(game, 0, [2, G1, 2, 1, None])
    accuse(game, 4)  # the thief with 1 is out
    accuse(game, 2)  # innocent, no excuse: the Boss is out
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.BOSS_ELIMINATED
    assert outcome.winners == {1, 3, 5}
    assert outcome.detail["best"] == 2


def test_ermittler_accepts_no_excuse_and_wins_at_once_even_with_excuses_left() -> None:
    game = deal(8, roles=[G1, G2, G3, A_S, J_S], excuses=[KH])
    takes(game, 0, [1, A_S, J_S, 2, G1, G2, G3])
    accuse(game, 2)
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.ERMITTLER_ACCUSED
    assert outcome.winners == {2, 3}  # and the Fahrer at his left
    assert game.public_view().boss_excuses == (KH,)


# -- clarification 9: the Revolverheld --------------------------------------------------

def revolver_game() -> DiamantenraubGame:
    """8 players, one excuse: 1 thief(2) 2 Ermittler 3 Revolverheld 4 thief(1) 5 Getreuer 6 Getreuer 7 Fahrer."""
    game = deal(8, roles=[G1, G2, Q_S, A_S, J_S], excuses=[KH], revolverheld=True)
    takes(game, 0, [2, A_S, Q_S, 1, G1, G2, J_S])
    return game


def test_c9_peng_on_the_ermittler_wins_for_the_revolverheld_alone() -> None:
    game = revolver_game()
    game.apply(0, Accuse(2))
    view = game.public_view()
    assert view.phase is Phase.ACCUSATION and view.accused == 2
    assert view.may_peng == {1, 3, 4, 5, 6, 7} and game.pending_seats() == {1, 2, 3, 4, 5, 6, 7}
    game.apply(3, Peng())
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.REVOLVERHELD_SHOT_ERMITTLER
    assert outcome.winners == {3}


def test_c9_peng_on_a_thief_both_out_diamonds_back_no_excuse() -> None:
    game = revolver_game()
    game.apply(0, Accuse(1))
    game.apply(3, Peng())
    view = game.public_view()
    assert view.seats[1].eliminated and view.seats[3].eliminated
    assert view.seats[1].shown is not None and view.seats[1].shown.diamonds == 2
    assert view.diamonds_recovered == 2 and view.boss_excuses == (KH,) and view.phase is Phase.INTERROGATION
    accuse(game, 4)  # the last thief: all back; the shot Revolverheld plays as a Getreuer and wins
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.BOSS_RECOVERED_ALL
    assert outcome.winners == {0, 3, 5, 6, 7}


def test_c9_peng_on_an_innocent_gives_no_excuse_and_spares_the_boss() -> None:
    game = deal(6, roles=[Q_S, A_S, J_S], revolverheld=True)  # 6 players: no excuse at all
    takes(game, 0, [Q_S, 1, J_S, A_S, 2])
    game.apply(0, Accuse(3))
    game.apply(1, Peng())
    view = game.public_view()
    assert game.outcome() is None and not view.seats[0].eliminated
    assert view.seats[3].eliminated and view.seats[1].eliminated and view.seats[3].excuses == ()
    with pytest.raises(NotYourTurnError):  # he has shot; he is out
        game.apply(1, Peng())
    accuse(game, 2)
    accuse(game, 5)
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.BOSS_RECOVERED_ALL
    assert outcome.winners == {0, 1}  # the Fahrer at 3 follows seat 2, a thief


def test_c9_peng_by_the_revolverheld_on_the_last_thief_ends_it_for_the_boss() -> None:
    game = deal(6, roles=[Q_S, A_S, J_S], revolverheld=True)
    takes(game, 0, [Q_S, 3, J_S, A_S, 2])
    accuse(game, 2)
    game.apply(0, Accuse(5))
    game.apply(1, Peng())
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.BOSS_RECOVERED_ALL and outcome.winners == {0, 1}


def test_c9_false_peng_by_a_thief_eliminates_him_and_returns_his_diamonds() -> None:
    game = revolver_game()
    game.apply(0, Accuse(5))
    game.apply(4, Peng())  # a thief (1 diamond) without D♠
    view = game.public_view()
    assert view.seats[4].eliminated and view.seats[4].shown is not None and view.seats[4].shown.diamonds == 1
    assert view.diamonds_recovered == 1 and view.phase is Phase.ACCUSATION and view.accused == 5
    assert 4 not in game.pending_seats()
    game.apply(5, Reveal())  # the accusation goes on as usual: an innocent gets the excuse
    assert game.public_view().seats[5].excuses == (KH,)


def test_c9_false_peng_rules() -> None:
    game = revolver_game()
    game.apply(0, Accuse(5))
    game.apply(4, Peng())
    game.apply(5, Reveal())
    game.apply(0, Accuse(1))
    with pytest.raises(InvalidActionError):
        game.apply(1, Peng())  # the accused cannot shoot
    with pytest.raises(NotYourTurnError):
        game.apply(0, Peng())  # the Boss never shouts
    with pytest.raises(NotYourTurnError):
        game.apply(4, Peng())  # out of the game
    game.apply(1, Reveal())
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.BOSS_RECOVERED_ALL  # 1 + 2 back: all
    assert outcome.winners == {0, 3, 5, 6, 7}


def test_c9_false_peng_by_the_last_thief_ends_the_game_for_the_boss() -> None:
    game = revolver_game()
    accuse(game, 1)
    game.apply(0, Accuse(6))
    game.apply(4, Peng())
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.BOSS_RECOVERED_ALL


def test_c9_false_peng_returning_the_last_diamonds_does_not_take_the_win_from_an_accused_ermittler() -> None:
    """Clarification 9 (corrected): the accused Ermittler wins "sofort" when accused; a
    false "Peng!" whose diamonds would end the game for the Boss does not take that away."""
    game = revolver_game()
    accuse(game, 1)  # 2 of 3 stolen diamonds back
    game.apply(0, Accuse(2))  # the Ermittler
    game.apply(4, Peng())  # a thief without D♠: his 1 diamond is the last one missing
    view = game.public_view()
    assert game.outcome() is None and view.diamonds_recovered == 3
    assert view.phase is Phase.ACCUSATION and view.accused == 2 and view.seats[4].eliminated
    game.apply(2, Reveal())
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.ERMITTLER_ACCUSED and outcome.winners == {2}


def test_c9_after_such_a_false_peng_only_a_real_shot_takes_the_ermittlers_win() -> None:
    game = revolver_game()
    accuse(game, 1)
    game.apply(0, Accuse(2))
    game.apply(4, Peng())  # the last diamond back, but the Ermittler is accused
    assert game.pending_seats() == {2, 3, 5, 6, 7}
    game.apply(3, Peng())  # the Revolverheld
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.REVOLVERHELD_SHOT_ERMITTLER and outcome.winners == {3}


def test_c9_false_peng_by_a_getreuer_who_still_wins_with_the_boss() -> None:
    game = revolver_game()
    game.apply(0, Accuse(1))
    game.apply(5, Peng())
    assert game.public_view().seats[5].eliminated and game.public_view().seats[5].shouted_peng
    game.apply(1, Reveal())
    accuse(game, 4)
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.BOSS_RECOVERED_ALL and 5 in outcome.winners


def test_c9_false_peng_by_a_strassenkind_who_still_wins_with_the_thieves() -> None:
    game = deal(6, roles=[Q_S, A_S, J_S], revolverheld=True)
    takes(game, 0, [3, Q_S, 2, A_S, None])
    game.apply(0, Accuse(3))
    game.apply(5, Peng())  # the Straßenkind is out …
    game.apply(3, Reveal())
    accuse(game, 2)  # the Revolverheld revealed: no excuse at six: the Boss is out
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.BOSS_ELIMINATED
    assert outcome.winners == {1, 5}  # … and still wins with the thief


def test_c9_no_peng_without_the_variant() -> None:
    game = deal(6, roles=[G1, A_S, J_S])
    takes(game, 0, [1, G1, 2, A_S, 3])
    game.apply(0, Accuse(1))
    assert game.pending_seats() == {1} and game.public_view().may_peng == frozenset()
    with pytest.raises(NotYourTurnError):
        game.apply(2, Peng())
    with pytest.raises(InvalidActionError):
        game.apply(1, Peng())


def test_c9_revolverheld_revealed_when_accused_is_innocent() -> None:
    game = revolver_game()
    accuse(game, 3)
    view = game.public_view()
    assert view.seats[3].shown is not None and view.seats[3].shown.role is Role.REVOLVERHELD
    assert view.seats[3].excuses == (KH,) and not view.seats[3].eliminated


# -- logs and views ------------------------------------------------------------------------

def test_log_names_players_and_keeps_takes_private() -> None:
    game = deal(6, roles=[G1, A_S, J_S])
    takes(game, 2, [3, G1, 2, A_S, None])
    public = [e.text("de") for e in game.public_view().log]
    assert "Ben nimmt etwas aus dem Schatz und gibt ihn weiter." in public
    assert not any("3 Diamanten" in t for t in public)
    ben = [e.text("de") for e in game.view(1).log]
    assert "Ben sieht 13 Diamanten und 3 Rollenkarten im Schatz und nimmt 3 Diamanten." in ben
    assert not any("Carla nimmt die Rollenkarte" in t for t in ben)
    assert all(e.key.startswith("dr.") for e in game.view(0).log)
    assert any("Anna versteckt 2 Diamanten." == e.text("de") for e in game.view(0).log)
    assert all(e.text("en") for e in game.view(0).log)


def test_boss_view_knows_the_missing_count_the_table_does_not() -> None:
    game = deal(6, roles=[G1, A_S, J_S])
    takes(game, 2, [3, G1, 2, A_S, None])
    assert game.view(0).missing == 5
    for seat in range(1, 6):
        assert game.view(seat).missing is None and game.view(seat).returned is None and game.view(seat).hidden is None
    assert game.view(2).received is not None and game.view(2).passed_on is not None
    assert len(game.view(2).received) - len(game.view(2).passed_on) == 1


def test_a_shown_take_does_not_tell_where_in_the_treasure_it_was() -> None:
    """The diamonds lie in a secret order: which cards a take holds says nothing about how
    many were hidden or taken before it (``nur der Boss weiß, mit wie vielen``)."""
    ranks_of_first_take = set()
    for seed in range(30):
        game = dr.new_game(dr.Config(players=["Anna", "Ben", "Carla", "Dan", "Eva", "Finn"]), seed=seed)
        game.apply(0, HideDiamonds(0))
        view = game.view(1)
        dealt = sorted((c for c in view.received if c.is_red and c.is_number), key=lambda c: c.sort_key)
        game.apply(1, TakeDiamonds(1))
        taken = game.view(1).take.cards
        ranks_of_first_take.add(dealt.index(taken[0]))
    assert len(ranks_of_first_take) > 5  # not always the last card of a sorted pile


# -- issue 31 item 11: a question that can no longer matter is not asked ---------------------

def test_c9_once_the_revolverheld_is_out_nobody_is_asked_for_peng() -> None:
    game = revolver_game()
    game.apply(0, Accuse(1))
    assert game.pending_seats() == {1, 2, 3, 4, 5, 6, 7}  # nobody knows who holds D♠ yet
    game.apply(3, Peng())  # the real shot: the Revolverheld is out, his D♠ shown
    game.apply(0, Accuse(4))
    assert game.pending_seats() == {4} and game.public_view().may_peng == frozenset()
    with pytest.raises(NotYourTurnError, match="knows who holds"):
        game.apply(5, Peng())


def test_c9_once_the_revolverheld_is_shown_only_he_is_asked() -> None:
    game = revolver_game()
    accuse(game, 3)  # innocent with the excuse: D♠ shown, he stays in and may still shoot
    game.apply(0, Accuse(1))
    assert game.pending_seats() == {1, 3} and game.public_view().may_peng == frozenset({3})
    with pytest.raises(NotYourTurnError):
        game.apply(4, Peng())
    game.apply(3, Peng())
    assert game.public_view().seats[1].eliminated


def test_c9_a_set_aside_revolverheld_keeps_everybody_asked() -> None:
    """D♠ set aside belongs to nobody and is shown only at the end: nobody knows, so all are asked."""
    game = deal(6, roles=[Q_S, A_S, J_S], revolverheld=True)
    takes(game, 0, [A_S, 3, J_S, 1, 2], set_aside=Q_S)
    game.apply(0, Accuse(2))
    assert game.pending_seats() == {1, 2, 3, 4, 5}
