"""Screenshots of the rules dialog's "Balance" section with the group's own results: 0 and 30
recorded games, German and English, at 800×600.

``python -m tests.history.rules_shots OUT_DIR`` under an X server (Xvfb + a window manager);
the user folders are pointed at a temporary folder first, so nothing of the user's is read
or written. Names the PNGs ``rules-<games>-<lang>-<game>.png`` (the end of the text, where
the section is). Not a test: a person looks at the pictures.
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
    from gui.app import build_main_window, create_application
    from gui.dialogs.rules import RulesDialog
    from gui.history import database, store
    from gui.history.location import history_path
    from tests.history.helpers import record_of, settle

    create_application()
    window = build_main_window(offer_resume=False)
    window._force_close = True
    path = history_path()

    for count in (0, 30):
        if count:
            path.parent.mkdir(parents=True, exist_ok=True)
            conn = database.open_checked(path).conn
            for n in range(count):  # 12 and 4 Tempelgold games, 10 and 4 Diamantenraub games
                game, players, options = (("tempelgold", 4, {}) if n < 12 else ("tempelgold", 7, {}) if n < 16
                                          else ("diamantenraub", 6, {}) if n < 26 else ("diamantenraub", 8, {"revolverheld": True}))
                store.insert(conn, record_of(game, players, n, uid=f"shot-{n}", options=options))
            conn.close()
        for lang in ("de", "en"):
            window.set_language(lang)
            window.resize(800, 600)
            window.show()
            settle()
            dialog = RulesDialog(lang, None, window)
            dialog.resize(800, 600)
            dialog.show()
            settle()
            for index, game in enumerate(dialog.browsers):
                dialog.tabs.setCurrentIndex(index)
                settle()
                bar = dialog.browsers[game].verticalScrollBar()
                bar.setValue(bar.maximum())
                settle()
                dialog.grab().save(str(out / f"rules-{count}-{lang}-{game}.png"))
            dialog.close()
            dialog.deleteLater()
            settle()
    print(f"shots in {out}")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rules-shots")))
