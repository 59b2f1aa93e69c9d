"""The game seam: registries, the shared log, the peek log line, rematch seat rotation,
autosave of the flow and the app's log lines, and the window/session boundary."""
from __future__ import annotations

import ast
import json
import pathlib

import pytest
from PySide6.QtCore import Qt

from engine.registry import GAMES, counts_text, game_info, rotate
from gui.persistence import storage
from gui.persistence.autosave import seal_plain, unseal_text

ROOT = pathlib.Path(__file__).resolve().parents[2]


# -- the engine registry ----------------------------------------------------------------------
def test_registry_lists_the_shipped_games_with_the_engines_limits() -> None:
    from engine.diamantenraub import tables as dr
    from engine.tempelgold import tables as tg

    assert list(GAMES) == sorted(GAMES, key=lambda g: (GAMES[g].order, g)), "listed by GameInfo.order, then id"
    assert list(GAMES)[:2] == ["tempelgold", "diamantenraub"]  # the shipped ones, as the start screen lists them
    assert (game_info("tempelgold").min_players, game_info("tempelgold").max_players) == (tg.MIN_PLAYERS, tg.MAX_PLAYERS)
    assert game_info("diamantenraub").player_counts == range(dr.MIN_PLAYERS, dr.MAX_PLAYERS + 1)
    with pytest.raises(KeyError, match="known"):
        game_info("skat")


def test_variant_rules_come_from_the_tables() -> None:
    one_trap = game_info("tempelgold").variant("one_trap")
    assert [n for n in range(3, 11) if one_trap.allowed(n, True)] == [3, 4, 5, 6, 7, 8]
    assert all(one_trap.allowed(n, False) for n in range(3, 11))
    dr = game_info("diamantenraub")
    excuses = dr.variant("excuses_delta")
    assert counts_text(excuses.counts(1, dr)) == "5–10" and counts_text(excuses.counts(-1, dr)) == "8–12"
    zu_fuenft = dr.variant("zu_fuenft")
    assert zu_fuenft.automatic(5) is True and zu_fuenft.automatic(6) is False
    assert not zu_fuenft.config_field and not zu_fuenft.allowed(6, True)


def test_every_allowed_choice_makes_a_valid_config_and_every_refused_one_fails() -> None:
    from pydantic import ValidationError

    for info in GAMES.values():
        for n in info.player_counts:
            names = [f"P{i}" for i in range(n)]
            for variant in info.variants:
                if not variant.config_field:
                    continue
                for value in variant.values:
                    if variant.allowed(n, value):
                        info.make_config(names, {variant.id: value})
                    else:
                        with pytest.raises(ValidationError):
                            info.make_config(names, {variant.id: value})


def test_rotate_and_counts_text() -> None:
    assert rotate(["A", "B", "C", "D"], 2) == ["C", "D", "A", "B"]
    assert counts_text([5, 7, 8, 9]) == "5, 7–9"


def test_saves_read_the_game_list_from_the_registry_when_they_check() -> None:
    """No copy of the game list is made at import: a game registered later may be saved,
    and one taken away no longer may."""
    import dataclasses

    from engine import registry
    from engine.save_file import SCHEMA_VERSION, SaveFile

    data = {"schema_version": SCHEMA_VERSION, "game": "latecomer", "config": {}, "seed": 1, "actions": []}
    with pytest.raises(ValueError, match="unknown game 'latecomer'"):
        SaveFile.model_validate(data)
    registry.register(dataclasses.replace(next(iter(GAMES.values())), id="latecomer"))
    try:
        assert SaveFile.model_validate(data).game == "latecomer"
    finally:
        registry.unregister("latecomer")
    with pytest.raises(ValueError):
        SaveFile.model_validate(data)


def test_the_start_screen_follows_the_registry(make_window, qtbot, monkeypatch) -> None:  # noqa: ANN001
    """No limit or variant rule is restated in gui/: change the registry, the screen follows."""
    import dataclasses

    from gui.screens import start as start_mod

    info = GAMES["tempelgold"]
    variant = dataclasses.replace(info.variant("one_trap"), allowed_counts={True: frozenset({4})})
    changed = dataclasses.replace(info, min_players=4, max_players=6, variants=(variant,))
    monkeypatch.setattr(start_mod, "GAMES", {**GAMES, "tempelgold": changed})
    window = make_window(language="en")
    window.set_language("en")
    window.new_game_screen(confirm=False)
    start = window.start_screen
    assert "4 to 6 players" in start.game_buttons["tempelgold"].text()
    start.set_names(["A", "B", "C"])
    assert not start.start_button.isEnabled() and "at least 4" in start.problem.text()
    start.set_names(["A", "B", "C", "D", "E"])
    box = start.options_panel.switches["one_trap"]
    assert not box.isEnabled() and start.options_panel.reasons["one_trap"].text() == "Only with 4 players."
    start.set_names(["A", "B", "C", "D"])
    assert box.isEnabled() and not start.options_panel.reasons["one_trap"].text()
    start.set_names([f"P{i}" for i in range(7)])
    assert "at most 6" in start.problem.text()


def test_main_window_and_session_do_not_import_each_other() -> None:
    for path, forbidden in ((ROOT / "gui" / "games" / "session.py", "gui.shell.main_window"), (ROOT / "gui" / "shell" / "main_window.py", "gui.controller")):
        assert forbidden not in path.read_text(encoding="utf-8")
    assert not (ROOT / "gui" / "controller.py").exists() and not (ROOT / "gui" / "flow.py").exists()


# -- the shared log model ------------------------------------------------------------------------
def test_log_model_appends_engine_and_app_lines_in_one_order(qtbot) -> None:  # noqa: ANN001
    from engine import tempelgold
    from engine.tempelgold import Open
    from gui.games.log_model import LogModel

    game = tempelgold.new_game(tempelgold.Config(players=["Anna", "Ben", "Carla"]), seed=4)
    model = LogModel("en")
    resets: list[int] = []
    inserted: list[tuple[int, int]] = []
    model.modelReset.connect(lambda: resets.append(1))
    model.rowsInserted.connect(lambda _p, first, last: inserted.append((first, last)))
    model.restore(game.public_view().log, ())
    start = model.rowCount()
    model.add_app_entry("peek", "Ben")
    view = game.public_view()
    owner = (view.key_holder + 1) % 3
    game.apply(view.key_holder, Open(owner, 0))
    model.set_engine_log(game.public_view().log)
    assert resets == [1]  # only the restore
    assert inserted[0] == (start, start) and inserted[-1][0] == start + 1
    texts = model.texts()
    assert texts[start] == "Ben looked at their own cards again."
    assert texts[start + 1:] == [e.text("en") for e in game.public_view().log[start:]]
    assert model.data(model.index(start), LogModel.KindRole) == "app"
    # a resumed game rebuilds the same order from the saved app lines
    again = LogModel("en")
    again.restore(game.public_view().log, model.app_entries())
    assert again.texts() == texts


# -- the session, through the window -------------------------------------------------------------
NAMES = ["Anna", "Ben", "Carla"]


def _peek(driver, seat: int, pin: str | None = None):  # noqa: ANN001, ANN202
    table = driver.session.table
    driver.qtbot.mouseClick(table.peek_button, Qt.MouseButton.LeftButton)
    chooser = driver.session.chooser
    driver.qtbot.mouseClick(chooser.seat_buttons[seat], Qt.MouseButton.LeftButton)
    driver.settle()
    return driver.reveal(pin=pin)


def test_a_peek_is_logged_publicly_and_survives_a_resume(driver, make_window) -> None:  # noqa: ANN001
    driver.window.set_language("de")
    driver.enter_players(NAMES)
    driver.window.start_screen.set_pin(1, "2468")
    driver.click_start()
    while driver.curtain.handoff is not None:
        seat = driver.session.flow.to_look[0]
        driver.reveal(pin="2468" if seat == 1 else None)
        driver.hide()
    table = driver.session.table
    # the peek picker marks who has a PIN
    driver.qtbot.mouseClick(table.peek_button, Qt.MouseButton.LeftButton)
    chooser = driver.session.chooser
    assert [b.property("hasPin") is True for b in chooser.seat_buttons] == [False, True, False]
    assert chooser.seat_buttons[0].icon().isNull() and not chooser.seat_buttons[1].icon().isNull()
    driver.qtbot.mouseClick(chooser.cancel_button, Qt.MouseButton.LeftButton)
    driver.settle()
    before = driver.session.log.rowCount()
    # cancelled at the hand-off: no line
    driver.qtbot.mouseClick(table.peek_button, Qt.MouseButton.LeftButton)
    driver.qtbot.mouseClick(driver.session.chooser.seat_buttons[2], Qt.MouseButton.LeftButton)
    driver.qtbot.mouseClick(driver.curtain.handoff.cancel_button, Qt.MouseButton.LeftButton)
    driver.settle()
    assert driver.session.log.rowCount() == before
    # a wrong PIN shows nothing and logs nothing; the right one logs the peek
    table.peek_button.click()
    driver.qtbot.mouseClick(driver.session.chooser.seat_buttons[1], Qt.MouseButton.LeftButton)
    driver.reveal(pin="0000", expect_private=False)
    assert driver.session.log.rowCount() == before
    panel = driver.reveal(pin="2468")
    assert panel.seat() == 1
    line = "Ben hat noch einmal in die eigenen Karten geschaut."
    assert driver.session.log.texts()[-1] == line
    assert line in table.log_view.model().texts()  # the table shows the shared log
    driver.hide()
    assert driver.window.stack.currentWidget() is table
    saved = json.loads(unseal_text(storage.autosave_path().read_text()))  # sealed (issue 9 §3)
    assert saved["log"] == [{"key": "peek", "name": "Ben", "after": len(driver.game.public_view().log)}]
    # killed and resumed: the line is still in the table's log
    driver.curtain.guard.disarm()
    driver.session.blockSignals(True)
    driver.window.hide()
    window = make_window()
    driver.qtbot.mouseClick(window.resume_screen.resume_button, Qt.MouseButton.LeftButton)
    driver.qtbot.mouseClick(window.session.curtain.neutral.show_button, Qt.MouseButton.LeftButton)
    assert line in window.session.table.log_view.model().texts()


def test_play_again_rotates_the_seats_and_pins_follow_their_players(driver, monkeypatch) -> None:  # noqa: ANN001
    from gui.tempelgold.ui import GAME_UI

    driver.enter_players(["Anna", "Ben", "Carla", "Dan"])
    driver.window.start_screen.set_pin(2, "1357")  # Carla
    driver.click_start()
    assert driver.session.pins.keys() == {2}
    monkeypatch.setattr(type(GAME_UI), "rematch_first_seat", lambda self, view, choice: 1 if choice is None else choice)
    driver.session.play_again()
    driver.settle()
    assert list(driver.game.players) == ["Ben", "Carla", "Dan", "Anna"]
    assert driver.session.pins.keys() == {1} and driver.session.pins[1].matches("1357")
    driver.session.play_again(2)
    driver.settle()
    assert list(driver.game.players) == ["Dan", "Anna", "Ben", "Carla"]
    assert driver.session.pins.keys() == {3} and driver.session.pins[3].matches("1357")


def test_a_version_one_autosave_still_resumes(driver, make_window) -> None:  # noqa: ANN001
    driver.enter_players(NAMES)
    driver.click_start()
    data = json.loads(unseal_text(storage.autosave_path().read_text()))
    data["autosave_version"] = 1
    del data["log"]
    storage.autosave_path().write_text(seal_plain(json.dumps(data)))
    driver.curtain.guard.disarm()
    driver.session.blockSignals(True)
    driver.window.hide()
    window = make_window()
    assert window.resume_screen is not None
    assert "Tempelgold" in window.resume_screen.details.text()


def test_a_damaged_flow_in_the_autosave_is_set_aside(driver, make_window) -> None:  # noqa: ANN001
    driver.enter_players(NAMES)
    driver.click_start()
    from gui.persistence.autosave import seal_plain, unseal_text  # the autosave is sealed (issue 9 §3)

    data = json.loads(unseal_text(storage.autosave_path().read_text()))
    data["flow"]["to_look"] = [0, 0, 7]
    storage.autosave_path().write_text(seal_plain(json.dumps(data)))
    driver.curtain.guard.disarm()
    driver.session.blockSignals(True)
    driver.window.hide()
    window = make_window()
    notice = window.notice_text()
    assert window.start_screen is not None and ("nicht fortgesetzt" in notice or "cannot be continued" in notice)
    assert (storage.autosave_path().parent / "autosave.json.bad").exists()


def test_old_settings_one_trap_becomes_a_per_game_option(make_window) -> None:  # noqa: ANN001
    from gui.persistence.settings import Settings

    settings = Settings.model_validate({"one_trap": True, "last_players": ["A", "B", "C"]})
    assert settings.game_options == {"tempelgold": {"one_trap": True}}
    storage.settings_path().parent.mkdir(parents=True, exist_ok=True)
    storage.settings_path().write_text(settings.model_dump_json())
    window = make_window()
    assert window.start_screen.options_panel.switches["one_trap"].isChecked()


def test_the_rules_dialog_has_a_tab_per_registered_game(qapp) -> None:  # noqa: ANN001
    from gui.dialogs.rules import RulesDialog

    dialog = RulesDialog("en", "diamantenraub")
    assert [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())] == [g.title for g in GAMES.values()]
    # Each tab is the game's text beside its contents list: the chosen game's text is inside
    # the current tab, the other game's is not.
    current = dialog.tabs.currentWidget()
    assert current.isAncestorOf(dialog.browsers["diamantenraub"])
    assert not current.isAncestorOf(dialog.browsers["tempelgold"])
    dialog.deleteLater()


def test_diamantenraub_start_screen_boss_and_variants(make_window, monkeypatch) -> None:  # noqa: ANN001
    from gui.screens import start as start_mod

    monkeypatch.setattr(start_mod, "has_ui", lambda game: True)  # as once druid's table is registered
    window = make_window(language="en")
    window.set_language("en")
    window.new_game_screen(confirm=False)
    start = window.start_screen
    assert start.game_buttons["diamantenraub"].isEnabled()
    start.game_buttons["diamantenraub"].click()
    assert start.game.id == "diamantenraub"
    panel = start.options_panel
    start.set_names(["Anna", "Ben", "Carla", "Dan", "Eva"])
    five = panel.switches["zu_fuenft"]
    assert five.isChecked() and not five.isEnabled()
    assert panel.reasons["zu_fuenft"].text() == "Automatic with 5 players."
    excuses = panel.combos["excuses_delta"]
    harder = excuses.findData(-1)
    assert not excuses.model().item(harder).isEnabled()
    assert "8–12" in panel.reasons["excuses_delta"].text()
    assert panel.first_label.text() == "Who is the Boss" and panel.first_combo.currentText() == "Anna"
    panel.first_combo.setCurrentIndex(panel.first_combo.findText("Carla"))
    assert panel.boss_info.text() == "Carla is the Boss; the treasure goes clockwise from the Boss, first to Dan."
    request = start.request()
    assert request.first == 2 and request.options["zu_fuenft"] is True and request.options["excuses_delta"] == 0
    start.set_names([f"P{i}" for i in range(8)])
    assert not five.isChecked() and excuses.model().item(harder).isEnabled()
    excuses.setCurrentIndex(harder)
    assert start.request().options["excuses_delta"] == -1
    # the Tempelgold options come back as they were ("who starts" instead of the Boss)
    start.game_buttons["tempelgold"].click()
    assert panel.first_label.text() == "Who starts" and panel.first_combo.itemText(0) == "Random"
    assert "one_trap" in panel.switches


def test_a_table_the_engine_refuses_changes_nothing_and_says_why(make_window, monkeypatch) -> None:  # noqa: ANN001
    from gui.games.base import StartRequest

    window = make_window(language="en")
    window.set_language("en")
    start = window.start_screen
    # the start screen checks what it can; the engine has the last word (here: a name it refuses)
    request = StartRequest(game="tempelgold", players=["Anna", "Ben", " "], options={"one_trap": False})
    window.start_resume.start_requested(request)
    assert window.start_screen is start and window.stack.currentWidget() is start
    assert window.session.game is None and not storage.autosave_path().exists()
    assert window.notice_text() == "The game cannot start: Every player needs a name."


def test_a_boss_game_seats_the_chosen_boss_first_and_pins_follow() -> None:
    from gui.games.base import StartRequest
    from gui.games.seats import rematch, rotate_seats, seated

    request = StartRequest(game="diamantenraub", players=["Anna", "Ben", "Carla", "Dan", "Eva"],
                           options={"revolverheld": True}, first=2, pins={1: "1111", 3: "3333"})
    boss_first = seated(request, game_info("diamantenraub"))
    assert boss_first.players == ["Carla", "Dan", "Eva", "Anna", "Ben"] and boss_first.first is None
    assert boss_first.pins == {4: "1111", 1: "3333"}  # Ben and Dan keep their PINs
    assert boss_first.options == {"revolverheld": True}
    game_info("diamantenraub").make_config(boss_first.players, boss_first.options, boss_first.first)
    # Tempelgold's "who starts" is a config field: no rotation
    assert seated(StartRequest(game="tempelgold", players=["A", "B", "C"], first=2), game_info("tempelgold")).first == 2
    # "Nochmal" (Play again) with Eva (seat 2 now) as the next Boss
    again = rematch(boss_first, 2)
    assert again.players == ["Eva", "Anna", "Ben", "Carla", "Dan"]
    assert rotate_seats(boss_first.pins, 2, 5) == {2: "1111", 4: "3333"}


def test_an_animation_wait_dies_with_its_window(qtbot, fast_timings, monkeypatch) -> None:  # noqa: ANN001, ARG001
    """The Session's wait for the end of a table animation belongs to the Session: once the
    window (and with it the table) is deleted, the wait never fires into deleted widgets.
    In CI, such a left-over wait from one test once fired into the next one's event loop.

    The window is built here, not by ``make_window``: this test deletes it itself."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from gui.games import turn_loop
    from gui.app import build_main_window, create_application
    from gui.tempelgold.screen import TempelgoldTableScreen
    from tests.gui.conftest import Driver  # noqa: PLC0415 - the same driver class

    # The animation outlasts the test, and the wait has a deadline that even a slow machine
    # does not reach between the click and the deletion: the window is deleted during it.
    monkeypatch.setattr(TempelgoldTableScreen, "FLIP_MS", 5000)
    monkeypatch.setattr(TempelgoldTableScreen, "MOVE_MS", 5000)
    monkeypatch.setattr(turn_loop, "ANIMATION_TIMEOUT_MS", 1000)
    create_application()
    window = build_main_window()
    window.ask = lambda *_a, **_k: True
    window._force_close = True
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    driver = Driver(qtbot, window)
    driver.enter_players(["Anna", "Ben", "Carla"])
    driver.click_start()
    driver.look_loop()
    session, table = driver.session, driver.session.table
    owner, slot = driver.choose(("empty", "gold", "fire"))
    item = table.row_items(owner)[slot]
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=driver._visible_point(table.view, item))
    qtbot.waitUntil(lambda: session.busy, timeout=3000)
    assert table.is_animating()  # the Session now waits, at most ANIMATION_TIMEOUT_MS
    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(1200)  # past the wait's deadline: pytest-qt fails the test on an exception in it
