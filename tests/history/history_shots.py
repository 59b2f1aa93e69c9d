"""Screenshots of the history screen: 0, 1, 30 and 10,000 games, German and English,
800×600 and fullscreen, every tab, and one end screen again.

``python -m tests.history.history_shots OUT_DIR`` under an X server (Xvfb + a window
manager, as ``docs/`` describes); the user folders are pointed at a temporary folder first,
so nothing of the user's is read or written. Names the PNGs
``<games>-<lang>-<size>-<tab>.png``. Not a test: a person looks at the pictures.
"""
from __future__ import annotations

import os
import pathlib
import sys
import tempfile


def main(out: pathlib.Path) -> int:
    out.mkdir(parents=True, exist_ok=True)
    home = tempfile.mkdtemp(prefix="kartentisch-shots-")
    for var in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        os.environ[var] = os.path.join(home, var.lower())
    from PySide6.QtCore import QCoreApplication

    from bench.bench_history import _make_history
    from gui.app import build_main_window, create_application
    from gui.history import database, store
    from gui.history.location import history_path
    from gui.history.end_screen import EndScreenDialog
    from gui.history.screen import HistoryDialog
    from tests.history.helpers import record_of, settle

    app = create_application()
    window = build_main_window(offer_resume=False)
    window._force_close = True
    path = history_path()

    def fill(count: int) -> None:
        for suffix in ("", "-wal", "-shm"):
            pathlib.Path(f"{path}{suffix}").unlink(missing_ok=True)
        path.parent.mkdir(parents=True, exist_ok=True)
        if count >= 1000:
            _make_history(path, count)
            return
        conn = database.open_checked(path).conn
        evening = ""
        for n in range(count):
            game, players = ("tempelgold", 4 + n % 5) if n % 3 else ("diamantenraub", 6 + n % 4)
            uid = f"shot-{n}"
            evening = uid if n % 8 == 0 else evening
            store.insert(conn, record_of(game, players, n, uid=uid, evening=evening,
                                         ended_at=f"2026-12-0{1 + n // 8}T{19 + n % 8 // 3:02d}:{(n * 7) % 60:02d}:00+00:00"))
        conn.close()

    for count in (0, 1, 30, 10_000):
        fill(count)
        for lang in ("de", "en"):
            window.set_language(lang)
            for size in ("800x600", "fullscreen"):
                if size == "fullscreen":
                    window.showFullScreen()
                    import time

                    deadline = time.monotonic() + 5  # the window manager makes it full screen
                    while window.width() < 1200 and time.monotonic() < deadline:
                        app.processEvents()
                else:
                    window.showNormal()
                    window.resize(800, 600)
                    window.show()
                settle()
                dialog = HistoryDialog(lang, window, renderer=window.renderer, ask=lambda *_: False)
                dialog.resize(window.size())
                dialog.show()
                settle()
                for tab in range(dialog.tabs.count()):
                    dialog.tabs.setCurrentIndex(tab)
                    settle()
                    name = ["games", "players", "evenings", "balance"][tab]
                    dialog.grab().save(str(out / f"{count}-{lang}-{size}-{name}.png"))
                if count and dialog.games.rowCount():
                    dialog.tabs.setCurrentIndex(0)
                    dialog.games.selectRow(0)
                    end = dialog.show_end_screen()
                    if isinstance(end, EndScreenDialog):
                        end.resize(window.size())
                        settle()
                        window.renderer.wait_idle()  # the card pictures are drawn in a worker
                        end.grab().save(str(out / f"{count}-{lang}-{size}-end.png"))
                        end.close()
                dialog.close()
                dialog.deleteLater()
                settle()
    print(f"shots in {out}")
    window.close()
    QCoreApplication.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main(pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/history-shots")))
