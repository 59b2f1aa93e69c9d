"""The app shell: --smoke, title, start screen validation, language switch, rules, settings."""
from __future__ import annotations

import os
import pathlib
import subprocess
import sys

from PySide6.QtCore import Qt

from gui.persistence import storage
from gui.checks.privacy import scan

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_smoke_subprocess_exits_zero(tmp_path) -> None:  # noqa: ANN001
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-m", "gui.app", "--smoke"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert "smoke: ok" in out.stdout


def test_window_title_and_start_screen(make_window) -> None:  # noqa: ANN001
    window = make_window()
    assert window.windowTitle() == "Kartentisch"
    assert window.start_screen is not None
    assert not window.windowIcon().isNull()


def _set_names(qtbot, start, names) -> None:  # noqa: ANN001
    while start.players.rows:
        qtbot.mouseClick(start.players.rows[0].remove, Qt.MouseButton.LeftButton)
    for name in names:
        qtbot.keyClicks(start.name_edit, name)
        qtbot.keyClick(start.name_edit, Qt.Key.Key_Return)


def test_start_refuses_bad_tables_with_a_visible_reason(make_window, qtbot) -> None:  # noqa: ANN001
    window = make_window(language="en")
    window.set_language("en")
    start = window.start_screen
    _set_names(qtbot, start, ["Anna", "Ben"])
    assert not start.start_button.isEnabled()
    assert start.problem.isVisible() and "3" in start.problem.text()
    _set_names(qtbot, start, [f"P{i}" for i in range(11)])
    assert not start.start_button.isEnabled() and "10" in start.problem.text()
    _set_names(qtbot, start, ["Anna", "Ben", "anna "])
    assert not start.start_button.isEnabled() and "anna" in start.problem.text().lower()
    _set_names(qtbot, start, ["Anna", "Ben", "Carla"])
    start.players.rows[1].name.setText("   ")
    assert not start.start_button.isEnabled() and start.problem.text()
    start.players.rows[1].name.setText("Ben")
    assert start.start_button.isEnabled() and not start.problem.isVisible()
    # Diamantenraub is listed; without its table in this build it is disabled, with a note
    from gui.games.registry import has_ui

    assert start.game_buttons["diamantenraub"].isEnabled() == has_ui("diamantenraub")
    if not has_ui("diamantenraub"):
        assert "later version" in start.game_notes["diamantenraub"].text()


def test_one_trap_only_for_three_to_eight_and_who_starts(make_window, qtbot) -> None:  # noqa: ANN001
    window = make_window()
    start = window.start_screen
    options = start.options_panel
    one_trap = options.switches["one_trap"]
    _set_names(qtbot, start, [f"P{i}" for i in range(9)])
    assert not one_trap.isEnabled()
    _set_names(qtbot, start, [f"P{i}" for i in range(8)])
    assert one_trap.isEnabled()
    assert options.descriptions["one_trap"].text()  # the explanation from the rules
    one_trap.setChecked(True)
    starter = options.first_combo
    assert starter.count() == 9 and starter.currentIndex() == 0  # random first
    starter.setCurrentIndex(3)
    request = start.request()
    assert request.options["one_trap"] is True and request.first == 2


def test_reorder_with_buttons_and_names_are_remembered(make_window, qtbot) -> None:  # noqa: ANN001
    window = make_window()
    start = window.start_screen
    _set_names(qtbot, start, ["Anna", "Ben", "Carla"])
    carla = start.players.rows[2]
    qtbot.mouseClick(carla.up, Qt.MouseButton.LeftButton)
    assert start.names() == ["Anna", "Carla", "Ben"]
    qtbot.mouseClick(carla.up, Qt.MouseButton.LeftButton)
    assert start.names() == ["Carla", "Anna", "Ben"]
    qtbot.mouseClick(carla.down, Qt.MouseButton.LeftButton)
    assert start.names() == ["Anna", "Carla", "Ben"]
    start.set_pin(0, "1234")
    qtbot.mouseClick(start.start_button, Qt.MouseButton.LeftButton)
    assert window.session.game is not None
    assert list(window.session.game.players) == ["Anna", "Carla", "Ben"]
    settings_text = storage.settings_path().read_text()
    assert "Carla" in settings_text and "1234" not in settings_text
    from gui.persistence.autosave import unseal_text

    autosave_text = storage.autosave_path().read_text()
    inside = unseal_text(autosave_text)  # the autosave is sealed (issue 9 §3): PINs only hashed inside
    assert "1234" not in autosave_text and "1234" not in inside and '"pins"' in inside
    second = make_window()
    assert second.resume_screen is not None  # a game is running: it offers to resume
    second.new_game_screen(confirm=False)
    assert second.start_screen.names() == ["Anna", "Carla", "Ben"]


def test_language_switch_at_runtime(make_window, qtbot) -> None:  # noqa: ANN001
    window = make_window()
    window.set_language("de")
    start = window.start_screen
    assert start.start_button.text() == "Spiel starten"
    assert window.menus.game_menu.title() == "&Spiel"
    window.set_language("en")
    assert start.start_button.text() == "Start the game"
    assert window.menus.game_menu.title() == "&Game"
    assert window.settings.language == "en"
    assert window.windowTitle() == "Kartentisch"
    window.set_language("de")
    from gui.games.registry import has_ui

    if not has_ui("diamantenraub"):
        assert "Der Tisch für Diamantenraub folgt" in start.game_notes["diamantenraub"].text()
    assert start.options_panel.switches["one_trap"].text() == "Nur eine Falle"


def test_language_switch_reaches_the_curtain(driver) -> None:  # noqa: ANN001
    driver.window.set_language("de")
    driver.enter_players(["Anna", "Ben", "Carla"])
    driver.click_start()
    handoff = driver.curtain.handoff
    assert handoff.pass_label.text() == "Gib das Gerät an"
    driver.window.set_language("en")
    assert handoff.pass_label.text() == "Pass the device to"


def test_rules_dialog_shows_every_listed_game() -> None:
    from engine.registry import GAMES
    from gui.dialogs.rules import RulesDialog

    dialog = RulesDialog("de")
    assert [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())] == [info.title for info in GAMES.values()]
    assert "Tempelgold" in dialog.browsers["tempelgold"].toPlainText()
    assert "Diamantenraub" in dialog.browsers["diamantenraub"].toPlainText()
    dialog.deleteLater()


def test_settings_dialog_round_trip(make_window) -> None:  # noqa: ANN001
    from gui.dialogs.settings_dialog import SettingsDialog

    window = make_window()
    dialog = SettingsDialog(window.settings, window)
    dialog.inactivity.setValue(45)
    dialog.reveal.setCurrentIndex(dialog.reveal.findData("delay"))
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    assert dialog.computer_delay.value() == window.settings.computer_delay_ms / 1000
    dialog.computer_delay.setValue(2.5)
    window.apply_settings(dialog.result_settings())
    assert window.settings.inactivity_seconds == 45 and window.settings.reveal_mode == "delay"
    assert window.settings.computer_delay_ms == 2500
    assert '"computer_delay_ms": 2500' in storage.settings_path().read_text()
    assert window.settings.language == "en"
    assert '"delay"' in storage.settings_path().read_text()
    assert dialog.deck.count() >= 1


def test_nothing_secret_on_the_start_screen_or_in_stdout(make_window, capfd) -> None:  # noqa: ANN001
    window = make_window()
    seen = scan(window)
    assert "Kartentisch" in seen.texts and not seen.elements


def _source_strings() -> set[str]:
    """Every literal passed to ``tr(...)`` or ``translate(context, ...)`` anywhere under gui/."""
    import ast

    found: set[str] = set()
    for path in (ROOT / "gui").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            args = node.args[:1] if name == "tr" else node.args[1:2] if name == "translate" else []
            found |= {a.value for a in args if isinstance(a, ast.Constant) and isinstance(a.value, str)}
    return found


def test_german_translation_is_complete_up_to_date_and_compiled() -> None:
    """Every UI string of every screen has a finished German translation (run translations/update.sh):
    the app's own in its catalogue, each game's in the game's own (issue 36)."""
    import xml.etree.ElementTree as ET

    from tests.catalogues import all_catalogues

    translated: set[str] = set()
    for ts in all_catalogues("de"):
        for message in ET.parse(ts).getroot().iter("message"):
            source = message.find("source").text or ""
            tr = message.find("translation")
            assert tr.get("type") not in ("unfinished", "vanished", "obsolete"), source
            assert (tr.text or "").strip() or list(tr), source
            translated.add(source)
    missing = _source_strings() - translated
    assert not missing, f"strings not in the German .ts (run translations/update.sh): {sorted(missing)}"
    assert len(translated) > 100
    for ts in all_catalogues("de") + all_catalogues("en"):  # each compiled beside its source
        assert ts.with_suffix(".qm").is_file(), ts
    assert (ROOT / "translations" / "kartentisch_de.qm").stat().st_size > 1000


def test_no_options_mean_what_argparse_would_make_of_none() -> None:
    from gui.app import NO_OPTIONS, TIME_TO_WINDOW, build_parser

    assert vars(build_parser().parse_args([])) == NO_OPTIONS
    assert vars(build_parser().parse_args(TIME_TO_WINDOW)) == {**NO_OPTIONS, "time_to_window": True}
