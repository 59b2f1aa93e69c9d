"""The fast start (issue 8): the start screen is complete before the heavy modules load.

The start screen of ``kartentisch`` is built from a quick read of the settings
(:mod:`gui.persistence.boot_settings`) and a look at the autosave path (:mod:`gui.persistence.boot_files`); the
engines, pydantic, the session, the seal and the card renderer load after it
(:meth:`gui.shell.main_window.MainWindow.warm_up`) or on first use. These tests check what is
loaded and what is shown, in a fresh process (``sys.modules``); timing is in ``bench/``.
"""
from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys

import pytest
from hypothesis import given, settings as hsettings, strategies as st

from gui.persistence import boot_settings
from gui.persistence.settings import MAX_REMEMBERED, MIN_INACTIVITY_SECONDS, Settings

ROOT = pathlib.Path(__file__).resolve().parents[2]

# Runs the real fast path (the shell, then boot) and reports what the start screen shows and
# which modules were loaded when it was complete; then warms up and reports the settings.
SCRIPT = r"""
import json, sys
from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from gui.app import after_start_screen, create_application, show_shell_then_boot
app = create_application(icon=False)  # as kartentisch starts
window = show_shell_then_boot(None, warm_up=False)
# The boot's steps are timers: wait until it is done (or a deadline), not for a count of turns.
loop = QEventLoop()
poll = QTimer(interval=5)
poll.timeout.connect(lambda: window.booted and loop.quit())
poll.start()
QTimer.singleShot(60_000, loop.quit)
loop.exec()
poll.stop()
if not window.booted:
    sys.exit("the boot did not finish within 60 s")
start = window.start_screen
report = {
    "modules": sorted(sys.modules),
    "names": start.names() if start is not None else None,
    "game": start.game.id if start is not None else None,
    "options": {k: b.isChecked() for k, b in start.options_panel.switches.items()} if start is not None else None,
    "resume_last": start.resume_last_button.isVisibleTo(start) if start is not None else None,
    "resume_screen": window.resume_screen is not None,
    "notice": window.notice_text(),
    "auto_text_labels": [l.text() for l in window.findChildren(QLabel) if l.textFormat() == Qt.TextFormat.AutoText],
}
# the balance note's sentence follows the start screen's first paint (docs/startup.md): wait for it
note = start.balance_note if start is not None else None
report["note_waited"] = note is not None and note.waiting()
if note is not None and note.waiting():
    loop = QEventLoop()
    poll = QTimer(interval=5)
    poll.timeout.connect(lambda: note.waiting() or loop.quit())
    poll.start()
    QTimer.singleShot(60_000, loop.quit)
    loop.exec()
    poll.stop()
report["note_text"] = note.text() if note is not None and note.isVisibleTo(start) else None
report["note_name"] = note.accessibleName() if note is not None else None
after_start_screen(window)
report["settings_players"] = list(window.settings.last_players)
report["session"] = window.session is not None
window._force_close = True
window.close()
print("REPORT " + json.dumps(report))
"""

HEAVY = (
    "pydantic", "engine.tempelgold.game", "engine.diamantenraub.game", "engine.saves", "gui.games.session",
    "gui.persistence.autosave", "gui.persistence.seal", "cryptography", "gui.cards.renderer", "aiohttp", "segno",
)


def run_boot(home: pathlib.Path) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LANG="de_DE.UTF-8")
    env.pop("LC_ALL", None)
    for var in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        path = home / var.lower()
        path.mkdir(parents=True, exist_ok=True)
        env[var] = str(path)
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True, timeout=180
    )
    assert out.returncode == 0, out.stderr[-2000:]
    line = next(l for l in out.stdout.splitlines() if l.startswith("REPORT "))
    return json.loads(line.removeprefix("REPORT "))


def settings_file(home: pathlib.Path) -> pathlib.Path:
    path = home / "xdg_config_home" / "kartentisch" / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def test_first_start_screen_loads_no_engine_pydantic_session_or_seal(tmp_path) -> None:  # noqa: ANN001
    report = run_boot(tmp_path)
    assert report["game"] == "tempelgold" and report["names"] == []
    loaded = [m for m in HEAVY if m in report["modules"]]
    assert loaded == [], f"loaded before the start screen was complete: {loaded}"
    assert report["session"]  # built by the warm-up after it
    # the style sheet made every label of the fast start's screen plain text (issue 9)
    assert report["auto_text_labels"] == []


def game_screen_modules(modules: list[str]) -> list[str]:
    """The modules of a game's screens among ``modules``: its ``ui_module`` and every other
    module of the package that holds it, except that package itself (light by rule) and the
    game's texts package (rules and catalogues, which the start screen reads)."""
    from engine.registry import GAMES

    found = []
    for info in GAMES.values():
        if not info.ui_module:
            continue
        package = info.ui_module.rpartition(".")[0] or info.ui_module
        allowed = {package}
        if info.texts_package:
            allowed.add(info.texts_package)
        found += [m for m in modules
                  if (m == info.ui_module or m.startswith(package + ".")) and m not in allowed
                  and not (info.texts_package and m.startswith(info.texts_package + "."))]
    return found


def test_the_start_screen_imports_no_game_s_screens(tmp_path) -> None:  # noqa: ANN001
    """Issue 36: discovering the games must not slow the start; the start screen lists the
    games from their descriptions and loads no game's screens before it is complete."""
    from engine.registry import GAMES

    with_screens = [info for info in GAMES.values() if info.ui_module]
    assert with_screens
    ui = with_screens[0].ui_module  # the rule itself can fail: a game's screen module is caught
    assert game_screen_modules([ui, ui.rpartition(".")[0] + ".some_screen"]) == [ui, ui.rpartition(".")[0] + ".some_screen"]
    report = run_boot(tmp_path)
    assert game_screen_modules(report["modules"]) == []
    assert "gui.games.base" not in report["modules"]  # the start request: built when Start is clicked


def test_the_start_screen_needs_neither_openssl_nor_html_entities_nor_the_table_bots(tmp_path) -> None:  # noqa: ANN001
    """Issue 36's start-up: the balance note fingerprints the bots with the interpreter's own
    SHA-256 (``hashlib`` loads OpenSSL), escapes its sentence without ``html``'s entities
    when nothing needs escaping, and the start screen asks whether a game has computer
    players without loading the table's bots (docs/startup.md)."""
    report = run_boot(tmp_path)
    loaded = [m for m in ("hashlib", "_hashlib", "html", "html.entities", "lab.table_bots") if m in report["modules"]]
    assert loaded == [], f"loaded before the start screen was complete: {loaded}"


def test_the_balance_note_follows_the_start_screen_s_first_paint(tmp_path) -> None:  # noqa: ANN001
    """Issue 36's start-up: the shipped balance table is read (and checked against the bots'
    fingerprint) after the start screen is up, not before; its sentence then appears (a
    returning group of five: with no names yet the note has nothing to say and stays hidden)."""
    saved = Settings(language="en", last_players=["Anna", "Ben", "Carla", "Dora", "Emil"], last_game="tempelgold")
    settings_file(tmp_path).write_text(saved.model_dump_json(indent=1), encoding="utf-8")
    report = run_boot(tmp_path)
    assert "gui.balance.balance_data" not in report["modules"] and report["note_waited"]
    assert report["note_text"] and report["note_text"].startswith(report["note_name"])
    assert report["note_text"].startswith("In simulated games") and report["note_text"].endswith('">Details</a>')


def test_saved_settings_are_applied_before_the_heavy_modules(tmp_path) -> None:  # noqa: ANN001
    names = ["Anna", "Ben", "Carla", "Dora", "Emil", "Finn", "Greta", "Hugo", "Ida", "Jan"]
    saved = Settings(language="en", last_players=names, last_game="tempelgold",
                     game_options={"tempelgold": {"one_trap": True}})
    settings_file(tmp_path).write_text(saved.model_dump_json(indent=1), encoding="utf-8")
    (tmp_path / "xdg_state_home" / "kartentisch").mkdir(parents=True)
    (tmp_path / "xdg_state_home" / "kartentisch" / "abandoned.json").write_text("{}", encoding="utf-8")
    report = run_boot(tmp_path)
    assert report["names"] == names
    assert report["options"]["one_trap"] is True
    assert report["resume_last"] is True  # the "continue the last game" offer is decided
    assert [m for m in HEAVY if m in report["modules"]] == []
    assert report["settings_players"] == names  # the validated model agrees


def test_a_file_pydantic_must_judge_takes_the_normal_path(tmp_path) -> None:  # noqa: ANN001
    # the old one-switch format: only the pydantic model knows how to read it
    settings_file(tmp_path).write_text(json.dumps({"one_trap": True, "last_players": ["A", "B", "C"]}), "utf-8")
    report = run_boot(tmp_path)
    assert "pydantic" in report["modules"]
    assert report["names"] == ["A", "B", "C"] and report["options"]["one_trap"] is True


def test_a_bad_settings_file_is_still_set_aside_before_the_start_screen(tmp_path) -> None:  # noqa: ANN001
    settings_file(tmp_path).write_text('{"language": "de", "inactivity_seconds": "soon"}', "utf-8")
    report = run_boot(tmp_path)
    assert report["notice"]  # the message about the file is there with the start screen
    assert report["names"] == []
    assert (settings_file(tmp_path).parent / "settings.json.bad").exists() or any(
        p.name.startswith("settings.json") and p.name != "settings.json" for p in settings_file(tmp_path).parent.iterdir()
    )


def test_an_autosave_on_disk_is_offered_before_the_start_screen_counts_as_ready(tmp_path) -> None:  # noqa: ANN001
    state = tmp_path / "xdg_state_home" / "kartentisch"
    state.mkdir(parents=True)
    (state / "autosave.json").write_text("not a saved game", encoding="utf-8")
    report = run_boot(tmp_path)
    assert report["notice"]  # read (and judged) on the normal path: a message, the file set aside
    assert not (state / "autosave.json").exists()


def test_quick_reader_mirrors_the_settings_model() -> None:
    assert boot_settings.FIELDS == set(Settings.model_fields)
    assert boot_settings.MAX_REMEMBERED == MAX_REMEMBERED
    assert boot_settings.MIN_INACTIVITY_SECONDS == MIN_INACTIVITY_SECONDS
    assert Settings.model_fields["inactivity_seconds"].metadata[0].le == boot_settings.MAX_INACTIVITY_SECONDS
    defaults = Settings()
    for name, value in vars(boot_settings.StartValues()).items():
        assert getattr(defaults, name) == value, name


VALUES = {
    "language": st.sampled_from(["de", "en", "fr", "DE", 1, None]),
    "deck_id": st.sampled_from([None, "kde-classic", 3]),
    "index_set": st.sampled_from(["auto", "de", "en", "xx"]),
    "inactivity_seconds": st.one_of(st.floats(allow_nan=True), st.integers(-10, 5000), st.just("30"), st.just(True)),
    "reveal_mode": st.sampled_from(["hold", "delay", "press"]),
    "fullscreen": st.sampled_from([True, False, 0, 1, "yes"]),
    "window_geometry": st.sampled_from(["", "01d9d0cb", "ABC", "zz", "0" * 5000, 7]),
    "last_game": st.sampled_from(["tempelgold", "diamantenraub", "", 5]),
    "last_players": st.lists(st.one_of(st.text(max_size=40), st.integers()), max_size=14),
    "game_options": st.dictionaries(
        st.sampled_from(["tempelgold", "diamantenraub"]),
        st.dictionaries(st.sampled_from(["one_trap", "revolverheld", "excuses_delta"]),
                        st.one_of(st.booleans(), st.integers(-2, 2), st.floats(), st.text(max_size=2)), max_size=3),
        max_size=2,
    ),
    "one_trap": st.booleans(),
    "zoom": st.integers(),
}


@hsettings(max_examples=300, deadline=None)
@given(st.fixed_dictionaries({}, optional=VALUES))
def test_what_the_quick_reader_accepts_pydantic_reads_the_same(data: dict) -> None:
    if not boot_settings._plainly_valid(data):
        return  # the normal path reads it
    text = json.dumps(data)
    model = Settings.model_validate_json(text)  # accepted: pydantic must accept it too ...
    quick = boot_settings._values(data, data.get("language", "de"))
    for name, value in vars(quick).items():  # ... with the very same values
        assert getattr(model, name) == value, name
        assert type(getattr(model, name)) is type(value) or name in ("last_players", "game_options"), name
    assert model.game_options == quick.game_options and all(
        type(model.game_options[g][k]) is type(v) for g, opts in quick.game_options.items() for k, v in opts.items()
    )


@pytest.mark.parametrize("names", [["Anna", " Ben"], ["x" * 40], ["Anna", ""]])
def test_names_that_pydantic_would_change_are_left_to_it(names: list[str]) -> None:
    assert not boot_settings._plainly_valid({"last_players": names})


def test_the_app_builds_session_and_renderer_soon_after_the_start_screen(qtbot, monkeypatch) -> None:  # noqa: ANN001
    from gui.app import create_application, show_shell_then_boot
    from gui.balance.balance_note import FirstRead

    # the fast start turns the balance note's deferred first read on; the worker's later tests
    # build their start screens without it, as before (undone at teardown)
    monkeypatch.setattr(FirstRead, "deferred", FirstRead.deferred)
    create_application(icon=False)
    window = show_shell_then_boot(None)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.booted and window.start_screen is not None, timeout=10_000)
    # built by the staged warm-up, without anyone asking for them
    qtbot.waitUntil(lambda: window.startup.built_session is not None and window.startup.built_renderer is not None, timeout=10_000)
    assert window.startup.loaded_settings is not None and window.settings.language == window.start_screen._lang
    window._force_close = True
