"""Issue 9 §2: names are normalised, refused when they hold invisible or control
characters, capped in length, and names that look alike are one player."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import diamantenraub, tempelgold
from engine.validation import MAX_NAME_LENGTH, check_player_names, name_skeleton, normalise_name


@pytest.mark.parametrize(
    ("raw", "expected"),
    [("  Anna  ", "Anna"), ("Anna   Lena", "Anna Lena"), ("Anna\u00a0\u00a0Lena", "Anna Lena"), ("Jo\u0308rg", "Jörg")],
)
def test_names_are_normalised(raw: str, expected: str) -> None:
    assert normalise_name(raw) == expected
    assert check_player_names([raw, "Ben", "Carla"], 3, 10, "Tempelgold")[0] == expected


@pytest.mark.parametrize(
    "bad",
    ["An\u202ena", "An\u2067na", "An\u200bna", "An\u200dna", "An\ufeffna", "An\nna", "An\tna", "An\x00na", "\u3164", "An\u2028na"],
)
def test_invisible_and_control_characters_are_refused(bad: str) -> None:
    with pytest.raises(ValueError, match="invisible or control character"):
        tempelgold.Config(players=[bad, "Ben", "Carla"])


def test_names_are_capped_in_length() -> None:
    tempelgold.Config(players=["A" * MAX_NAME_LENGTH, "Ben", "Carla"])
    with pytest.raises(ValueError, match="longer than"):
        tempelgold.Config(players=["A" * (MAX_NAME_LENGTH + 1), "Ben", "Carla"])
    with pytest.raises(ValueError, match="longer than"):
        diamantenraub.Config(players=["A" * 5_000_000, "B", "C", "D", "E"])


@pytest.mark.parametrize(
    ("first", "second", "why"),
    [
        ("Anna", "anna", "capitals"),
        ("Anna", "ＡＮＮＡ", "width"),
        ("Anna", "\u0410nna", "alphabets"),  # Cyrillic А
        ("Ben", "\u0412\u0435n", "alphabets"),  # Cyrillic В, е
        ("Paul", "Pau1", "alphabets"),  # digit one for l
    ],
)
def test_names_that_look_alike_are_refused_with_the_reason(first: str, second: str, why: str) -> None:
    with pytest.raises(ValueError, match=why):
        tempelgold.Config(players=[first, second, "Carla"])


@pytest.mark.parametrize(("a", "b"), [("Anna", "Anne"), ("Tim", "Tom"), ("Lena", "Lina"), ("Jörg", "Jorg"), ("Max", "Mia")])
def test_different_names_stay_different(a: str, b: str) -> None:
    tempelgold.Config(players=[a, b, "Carla"])


@given(st.text(min_size=1, max_size=40))
def test_a_name_is_either_refused_with_a_value_error_or_normalised_and_stable(raw: str) -> None:
    try:
        names = check_player_names([raw, "Zed", "Quinn"], 3, 10, "Tempelgold")
    except ValueError:
        return
    assert names[0] == normalise_name(names[0])
    assert 0 < len(names[0]) <= MAX_NAME_LENGTH
    assert name_skeleton(names[0]) == name_skeleton(normalise_name(raw))


def test_the_gui_mirror_says_the_same_in_words() -> None:
    from gui.text.names import cap_name, names_problem

    assert names_problem(["Anna", "Ben", "Carla"]) == ""
    assert "U+202E" in names_problem(["An\u202ena", "Ben", "Carla"])
    assert names_problem(["Anna", "\u0410nna", "Carla"])
    assert names_problem(["Anna", "", "Carla"])
    assert len(cap_name("x" * 10_000)) == MAX_NAME_LENGTH


def test_the_start_screen_refuses_look_alikes_and_caps_both_edit_fields(make_window, qtbot) -> None:  # noqa: ANN001
    from PySide6.QtCore import Qt

    window = make_window()
    start = window.start_screen
    for name in ["Anna", "Ben", "\u0410nna"]:  # the third with a Cyrillic А
        start.name_edit.setText(name)  # (QTest cannot type a Cyrillic letter)
        qtbot.mouseClick(start.add_button, Qt.MouseButton.LeftButton)
    assert not start.start_button.isEnabled()
    assert "\u0410nna" in start.problem.text() and start.problem.textFormat() == Qt.TextFormat.PlainText
    qtbot.keyClicks(start.name_edit, "x" * 100)
    assert len(start.name_edit.text()) == MAX_NAME_LENGTH
    # every seat's own edit field stops at the same length
    editor = start.players.rows[0].name
    assert editor is not start.name_edit and editor.maxLength() == MAX_NAME_LENGTH
    qtbot.keyClicks(editor, "y" * 100)
    assert len(editor.text()) == MAX_NAME_LENGTH


# -- issue 20 §7: the look-alike corpus (tests/hardening/name_pairs.py) ---------------------
from tests.hardening import name_pairs  # noqa: E402


@pytest.mark.parametrize(("what", "first", "second"), name_pairs.LOOK_ALIKE, ids=[p[0] for p in name_pairs.LOOK_ALIKE])
def test_names_that_look_identical_never_sit_at_one_table(what: str, first: str, second: str) -> None:
    from gui.text.names import names_problem

    for table in ([first, second, "Carla"], [second, first, "Carla"]):
        with pytest.raises(ValueError):
            tempelgold.Config(players=table)
        with pytest.raises(ValueError):
            diamantenraub.Config(players=[*table, "Dan", "Eva"])
        assert names_problem(table), what


def test_the_look_alike_corpus_is_the_size_the_issue_tried() -> None:
    assert len(name_pairs.LOOK_ALIKE) >= 37
    assert {"Ann\u034fa", "Anna\ufe00", "Anna\U000e0100", "An\u17b4na", "Anna\u180b"} <= {p[2] for p in name_pairs.LOOK_ALIKE}


@pytest.mark.parametrize("name", name_pairs.ALLOWED)
def test_well_formed_emoji_sequences_are_names(name: str) -> None:
    from gui.text.names import names_problem

    assert tempelgold.Config(players=[name, "Ben", "Carla"]).players[0] == name
    assert names_problem([name, "Ben", "Carla"]) == ""


@pytest.mark.parametrize(("first", "second"), name_pairs.ALLOWED_TOGETHER)
def test_names_that_look_different_may_sit_together(first: str, second: str) -> None:
    tempelgold.Config(players=[first, second, "Carla"])


@pytest.mark.parametrize("name", name_pairs.MALFORMED)
def test_invisible_parts_outside_a_well_formed_emoji_sequence_are_refused(name: str) -> None:
    with pytest.raises(ValueError, match="invisible or control character"):
        tempelgold.Config(players=[name, "Ben", "Carla"])


def test_the_skeleton_drops_every_default_ignorable_code_point() -> None:
    from engine.unicode_data import DEFAULT_IGNORABLE

    for first, last in DEFAULT_IGNORABLE:
        for code in {first, last}:
            assert name_skeleton(f"An{chr(code)}na") == name_skeleton("Anna"), hex(code)
    assert "invisible" in check_alike_message("\U0001f469\u200d\U0001f469", "\U0001f469\U0001f469")


def check_alike_message(first: str, second: str) -> str:
    try:
        check_player_names([first, second, "Carla"], 3, 10, "Tempelgold")
    except ValueError as exc:
        return str(exc)
    return ""


# -- issue 30 §6: a name that is accepted fits the name plates whole --------------------------
@pytest.mark.parametrize("name", ["\ufdfd" * 32, "\ufdfd" * 9, "漢" * 17, "\uff37" * 17, "\U00012219" * 9])
def test_a_name_wider_than_the_plates_is_refused_at_entry(name: str) -> None:
    from gui.text.names import names_problem

    assert "too wide" in names_problem([name, "Ben", "Carla"])
    with pytest.raises(ValueError, match="too wide"):
        check_player_names([name, "Ben", "Carla"], 3, 10, "Tempelgold")


@pytest.mark.parametrize("name", ["A" * 32, "漢" * 16, "\ufdfd" * 8, "Zoe\u0308" + "e\u0301" * 28])
def test_a_name_of_32_columns_is_accepted(name: str) -> None:
    from gui.text.names import names_problem

    assert names_problem([name, "Ben", "Carla"]) == ""


def test_the_start_screen_says_why_a_wide_name_cannot_sit(make_window, qtbot) -> None:  # noqa: ANN001
    from PySide6.QtCore import Qt

    window = make_window()
    start = window.start_screen
    for name in ["\ufdfd" * 32, "Ben", "Carla"]:
        start.name_edit.setText(name)
        qtbot.mouseClick(start.add_button, Qt.MouseButton.LeftButton)
    assert not start.start_button.isEnabled()
    assert "zu breit" in start.problem.text() or "too wide" in start.problem.text()  # the window starts in German
