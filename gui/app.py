"""The ``kartentisch`` entry point: parses the command line and starts the app.

* no option: the main window ("Kartentisch");
* ``--smoke``: build the main window, paint one frame, load the translations, exit 0;
* ``--time-to-window``: print the seconds from process start until the window shell is
  exposed (``window-exposed``) and until the start screen is built, laid out and painted
  (``window-ready``; ``cpu-at-ready``: the process's CPU seconds then), then the seconds of the warm-up that follows (``warm-up``: what a
  click on "Start" at that moment would wait for), then exit (used by
  ``bench/bench_app.py`` and ``bench_bundle.py``);
* ``--gallery OUT.png``: owned by ``gui.cards.gallery``;
* ``--selfplay GAME --players N [--computers K] [--seed S] [--lang de|en] [--shots DIR] [--size WxH|fullscreen] [--history FILE]``: play one whole
  game through the real window with random legal choices (``gui.checks.selfplay``), the last K
  seats played by strong computer players (``gui.checks.selfplay_computers``); with
  ``--guided`` the game's first game with explanations (``gui.checks.selfplay_guided``);
* ``--install-desktop`` / ``--uninstall-desktop``: the per-user Linux launcher
  (:mod:`gui.shell.desktop`).

The app modes log to a rotating file (:mod:`gui.shell.logs`): a bundled windowed app has no console.
"""
from __future__ import annotations

import os
import pathlib
import sys
import time
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    import argparse
    from collections.abc import Callable, Sequence

    from PySide6.QtWidgets import QApplication

    from gui.shell.main_window import MainWindow

_T0 = time.perf_counter()

# No third-party pydantic plugin may observe our validation (it would see seeds, actions and
# PINs in the save files), and looking for plugins scans every installed distribution's
# metadata on the way to the start screen (decision; see gui/shell/logs.py for the other half of
# "nothing secret leaves the app").
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")


#: What the command line means without any option (the desktop launcher's start): the same as
#: ``build_parser().parse_args([])`` (a test checks), without loading argparse on that path.
NO_OPTIONS: dict[str, object] = {
    "gallery": None, "deck": None, "index_set": None, "smoke": False, "time_to_window": False,
    "lang": None, "selfplay": None, "players": 5, "computers": 0, "seed": None, "shots": None, "size": None,
    "history": None, "guided": False, "install_desktop": False, "uninstall_desktop": False,
}


#: The benchmarks' command line (``bench/bench_app.py``, ``bench_bundle.py``): the launcher's start
#: plus the timing, so it skips argparse like the launcher (a test holds both to argparse's
#: reading); building and running the parser cost 2-5 ms that no real start pays.
TIME_TO_WINDOW = ["--time-to-window"]


def build_parser() -> argparse.ArgumentParser:
    """The command line (argparse loads only when options are given: see NO_OPTIONS)."""
    import argparse

    parser = argparse.ArgumentParser(prog="kartentisch", description="Kartentisch: hot-seat card games")
    parser.add_argument("--gallery", metavar="OUT.png", help="render every card of a deck into one PNG and exit")
    parser.add_argument("--deck", metavar="ID", help="deck id for --gallery (default: our own deck)")
    parser.add_argument("--index-set", choices=("de", "en"), help="index letters of our own deck for --gallery")
    parser.add_argument("--smoke", action="store_true", help="build the main window, paint one frame, exit 0")
    parser.add_argument(
        "--time-to-window", action="store_true", help="print seconds until the window is exposed, then exit"
    )
    parser.add_argument("--lang", choices=("de", "en"), help="UI language (remembered like a choice in the menu)")
    parser.add_argument("--selfplay", metavar="GAME", help="play one whole game with random choices, check privacy, exit")
    parser.add_argument("--players", type=int, default=5, metavar="N", help="number of players for --selfplay")
    parser.add_argument("--seed", type=int, metavar="S", help="seed for --selfplay (deal and choices)")
    parser.add_argument("--shots", metavar="DIR", help="with --selfplay: save a PNG of every distinct screen")
    parser.add_argument("--size", metavar="WxH", help="with --selfplay: the window size, or 'fullscreen'")
    parser.add_argument("--computers", type=int, default=0, metavar="K",
                        help="with --selfplay: the last K seats are strong computer players")
    parser.add_argument("--history", metavar="FILE", help="with --selfplay: record the finished game into this database")
    parser.add_argument("--guided", action="store_true",
                        help="with --selfplay: play the game's first game with explanations (its rules' example)")
    parser.add_argument(
        "--install-desktop",
        action="store_true",
        help="install the launcher, icons and metainfo under ~/.local/share (XDG_DATA_HOME), pointing at this program",
    )
    parser.add_argument("--uninstall-desktop", action="store_true", help="remove what --install-desktop installed")
    return parser


def desktop_command(install: bool) -> int:
    """``--install-desktop`` / ``--uninstall-desktop``: print what was done."""
    if not sys.platform.startswith("linux"):
        print("The desktop launcher is for Linux (freedesktop) desktops only.", file=sys.stderr)
        return 2
    from gui.shell import desktop

    try:
        if install:
            files = desktop.install()
            print(f"installed {files.desktop} (Exec={desktop.exec_value(desktop.launcher_command())})")
            for path in files.all()[1:]:
                print(f"installed {path}")
        else:
            removed = desktop.uninstall()
            print("\n".join(f"removed {p}" for p in removed) or "nothing to remove")
    except OSError as exc:
        print(f"kartentisch: {exc}", file=sys.stderr)
        return 1
    return 0


# Re-exported: the entry point's building blocks live in gui.shell.application (shared with gui.checks.selfplay).
from gui.shell.application import (  # noqa: E402
    apply_style_sheet,
    build_main_window,
    create_application,
    load_settings_with_problems,
    set_window_icon,
)

__all__ = [
    "NO_OPTIONS", "apply_style_sheet", "build_main_window", "create_application", "load_settings_with_problems",
    "main", "set_window_icon",
]


# How long after the start screen is up the rest is loaded (logging, the window icon, the
# game session and the card renderer: MainWindow.warm_up). Long enough for the start screen's
# first frames to reach the screen first; a click on "Start" before it builds them on use.
WARM_UP_DELAY_MS = 150


def after_start_screen_steps(window: MainWindow) -> list[Callable[[], object]]:
    """What waits until the start screen is up, in steps: the window icon, logging, the
    exception dialog, :meth:`~gui.shell.main_window.MainWindow.warm_up` (settings model,
    session, renderer), and the game history's check (:mod:`gui.history`)."""
    from PySide6.QtWidgets import QApplication

    def icon_and_logs() -> None:
        from gui.shell import logs, process_setup
        from gui.shell.excepthook import install

        set_window_icon(cast("QApplication", QApplication.instance()))
        logs.setup_logging()  # after the first screen: see gui.shell.logs
        logs.log_start()
        # An unexpected error from now on: a friendly dialog, the game stays resumable; in a run
        # nobody attends, the process ends instead (gui.shell.excepthook). (Until here, on the start
        # screen, gui.shell.process_setup's hook logs it to stderr, or ends an unattended run.)
        install(lambda: window, attended=process_setup.attended())

    def release() -> None:
        import gc

        from gui.memory import release_free_memory

        # The start-up ran without the cycle collector (see main): collect once now, then
        # move what survived (modules, classes, Qt's enums) out of the collector's sight for good.
        gc.collect()
        gc.freeze()
        gc.enable()
        release_free_memory()  # the start-up's garbage (and the source lines PySide6 read) goes

    def history() -> None:
        from gui.history.session_hook import check_at_start

        check_at_start(window)  # a bad game-history file is set aside now, in a worker thread

    return [icon_and_logs, *window.warm_up_steps(), history, release]


def after_start_screen(window: Any) -> None:  # a MainWindow (time_to_window passes it on as one)
    """All of :func:`after_start_screen_steps` at once (``--time-to-window`` times it)."""
    for step in after_start_screen_steps(window):
        step()


def run_steps(steps: Sequence[Callable[[], object]], owner: Any) -> None:
    """Run ``steps`` one per event-loop turn (input in between is handled at once); a step
    that returns ``False`` is not done yet and runs again on the next turn (a wait).

    The next step waits 1 ms, not 0: Qt runs a 0 ms single shot as a posted event, before
    any timer that fell due meanwhile, so a chain of them would starve every timer (an
    animation, a delayed reveal, ``--time-to-window``'s watch for the exposed window) until
    the chain ends.

    ``owner`` (a QObject, the window): the rest of the chain is dropped once it is deleted,
    instead of running its steps on deleted widgets."""
    from PySide6.QtCore import QTimer

    if steps:
        done = steps[0]() is not False
        rest = steps[1:] if done else steps
        QTimer.singleShot(1, owner, lambda: run_steps(rest, owner))


#: The longest the boot waits for the shell's first paint before it goes on regardless (a
#: window manager that maps late, a platform without expose events).
SHELL_PAINT_WAIT_MS = 80


def shell_painted(window: MainWindow, shown_at: float) -> Callable[[], bool]:
    """A step for :func:`run_steps`: done once the shell is exposed (Qt paints it as it
    handles the expose), or :data:`SHELL_PAINT_WAIT_MS` after ``shown_at`` (``perf_counter``)."""

    def painted() -> bool:
        handle = window.windowHandle()
        if handle is not None and handle.isExposed():
            return True
        return (time.perf_counter() - shown_at) * 1000 >= SHELL_PAINT_WAIT_MS

    return painted


def show_shell_then_boot(lang: str | None = None, *, warm_up: bool = True) -> MainWindow:
    """The fast path: show the window shell now and boot in steps on the next loop turns,
    then the rest (:func:`after_start_screen`, :data:`WARM_UP_DELAY_MS` later) once the start
    screen is on screen. ``warm_up=False``: the caller runs :func:`after_start_screen` itself
    (``--time-to-window`` does, after its marker, to time it).

    The first frame is the bare shell (title, size, felt; the bundle's start is measured to
    the window, issue 8). While the X server maps and exposes it in its own process, this
    one loads what touches no widget (the engine registry, ~10 ms: short, so that the expose
    is handled soon after it comes). Everything that does (the style sheet, the menus, the
    start screen's modules and their Qt classes) waits until the shell is exposed, since Qt
    paints the window when it handles the expose: work run before that made the first
    paint both later (it waited for the loop) and larger (menus and style sheet in it). The
    wait is rarely idle, as the expose usually comes while the registry loads; an idle wait
    for the whole round trip once cost about 50 ms of 450.
    """
    from PySide6.QtCore import QTimer

    from gui.text.i18n import Translations
    from gui.shell.main_window import MainWindow

    translations = Translations.shared()
    window = MainWindow(None, translations, menus=False)
    window.show()
    shown_at = time.perf_counter()

    def load_engine() -> None:
        import engine.registry  # noqa: F401 - the games, their player counts and options (pure Python)

    def finish_shell() -> None:
        from PySide6.QtWidgets import QApplication

        from gui.text.i18n import peek_language, quick_settings_path

        apply_style_sheet(cast("QApplication", QApplication.instance()))  # before the menus, before any label

        language = lang or peek_language(quick_settings_path())  # the quick look; the boot reads properly
        window.use_language(language)
        translations.set_language(language)
        window.build_menus()

    def load_modules() -> None:
        import gui.screens.start  # noqa: F401 - the start screen's modules (and the engine registry)
        from gui.balance.balance_note import FirstRead

        FirstRead.deferred = True  # the balance note's sentence on the turn after the first paint

    def boot() -> None:
        from gui.persistence.boot_settings import quick_start_values

        values = quick_start_values(lang)  # None: the file needs pydantic's judgement first
        if values is not None:
            if values.language != translations.language:
                translations.set_language(values.language)
            window.boot(values)
        else:
            settings, problems = load_settings_with_problems(lang)
            if settings.language != translations.language:
                translations.set_language(settings.language)
            window.boot(settings, problems=problems)
        if warm_up:
            QTimer.singleShot(WARM_UP_DELAY_MS, window, lambda: run_steps(after_start_screen_steps(window), window))

    def start_screen() -> None:
        # one step, not three: the menus, the style sheet and the start screen are then laid out
        # and painted in one pass (as three steps, the menu bar was painted on its own first,
        # and each step waited a timer's turn; 3 ms of a start measured against a bare window)
        finish_shell()
        load_modules()
        boot()

    # one step per loop turn: an expose that came meanwhile paints the shell in between
    steps = [load_engine, shell_painted(window, shown_at), start_screen]
    QTimer.singleShot(1, window, lambda: run_steps(steps, window))
    return window


#: Qt platforms that draw on no screen a person sees: nobody could answer a dialog there.
UNATTENDED_PLATFORMS = frozenset({"offscreen", "minimal", "minimalegl", "vnc"})


def main(argv: list[str] | None = None) -> int:
    from gui.shell import process_setup
    from gui.shell.pyside_setup import skip_feature_source_scan

    process_setup.ensure_std_streams()
    options = sys.argv[1:] if argv is None else argv
    args: Any
    if options in ([], TIME_TO_WINDOW):
        from types import SimpleNamespace

        args = SimpleNamespace(**{**NO_OPTIONS, "time_to_window": bool(options)})
    else:
        args = build_parser().parse_args(options)
    if not (args.gallery or args.install_desktop or args.uninstall_desktop or args.selfplay or args.smoke):
        # The way to the start screen allocates tens of thousands of objects that all live on
        # (modules, classes, PySide6's enums): the cycle collector would scan them again and
        # again for nothing (about 60 collections). The warm-up turns it back on
        # (after_start_screen_steps).
        import gc

        gc.disable()
    if args.install_desktop or args.uninstall_desktop:
        return desktop_command(install=args.install_desktop)
    skip_feature_source_scan()  # before our Qt modules load: PySide6 would read each one's source
    if args.gallery:
        from gui.cards.gallery import run_gallery

        return run_gallery(args.gallery, deck_id=args.deck, index_set=args.index_set)
    process_setup.log_uncaught_exceptions()

    if args.selfplay:
        from gui.shell import logs
        from gui.checks.selfplay_command import run_selfplay

        logs.setup_logging()
        logs.log_start()
        return run_selfplay(args.selfplay, args.players, args.seed, args.lang, args.shots, args.size, args.history,
                            args.computers, guided=args.guided)
    app = create_application(icon=args.smoke, style_sheet=args.smoke)  # the fast path: after the first frame
    if not (args.smoke or args.time_to_window) and app.platformName() not in UNATTENDED_PLATFORMS:
        process_setup.mark_attended()  # a person at a real window may answer the error dialog
    if args.smoke:
        from gui.shell import logs

        logs.setup_logging()
        logs.log_start()
        window = build_main_window(lang=args.lang)
        window.show()
        app.processEvents()
        image = window.grab()
        ok = not image.isNull() and window.windowTitle() == "Kartentisch" and window.booted
        window._force_close = True
        window.close()
        print("smoke: ok" if ok else "smoke: FAILED")
        return 0 if ok else 1
    window = show_shell_then_boot(args.lang, warm_up=not args.time_to_window)
    if args.time_to_window:
        from gui.shell import time_to_window

        return time_to_window.run(app, window, _T0, after_start_screen)
    return int(app.exec())


if __name__ == "__main__":
    raise SystemExit(main())
