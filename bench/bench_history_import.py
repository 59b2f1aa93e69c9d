"""Importing a history export of 100,000 games through the history screen (issue 30).

Figures, in one run, each for the import and for its baseline:

* **wall time** from pressing Import to the screen saying it is done;
* **peak RSS** of the process (``ru_maxrss``), the import's target is below 300 MB;
* **longest event-loop stall**: the largest gap between two ticks of a 10 ms timer on the GUI
  thread while the import runs (target: none over 200 ms).

The baseline is the same screen, in a process of its own, with its event loop running bare
(nothing imported) for as long as the import took: what the platform alone costs.

The export is made first: :data:`GAMES` games (real finished games of both games, copied
with new ids, times and seatings, as in ``bench_history``) written by the app's own JSON
export, so the figure is also the app reading back its own backup.

Run: ``python -m bench bench_history_import`` (``make bench`` runs every benchmark);
``KT_IMPORT_GAMES=10000`` for a smaller file.
"""
from __future__ import annotations

import os
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
GAMES = int(os.environ.get("KT_IMPORT_GAMES", "100000"))
TICK_MS = 10


def _child(mode: str, export: pathlib.Path, db: pathlib.Path, seconds: float) -> dict[str, float]:
    out = subprocess.run([sys.executable, "-c", f"import bench.bench_history_import as b; b._measure({mode!r}, {str(export)!r}, {str(db)!r}, {seconds})"],
                         cwd=ROOT, capture_output=True, text=True, check=False)
    if out.returncode:
        raise SystemExit(f"the {mode} run failed:\n{out.stderr[-3000:]}")
    line = [ln for ln in out.stdout.splitlines() if ln.startswith("RESULT ")][-1]
    wall, rss, stall = (float(x) for x in line.split()[1:])
    return {"wall": wall, "rss": rss, "stall": stall}


def _measure(mode: str, export: str, db: str, seconds: float) -> None:
    import resource
    import time

    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from gui.history.screen import HistoryDialog

    app = QApplication.instance() or QApplication([])
    dialog = HistoryDialog("en", path=pathlib.Path(db), ask=lambda *_: False)
    dialog.resize(800, 600)
    dialog.show()
    app.processEvents()
    clock = QElapsedTimer()
    clock.start()
    gaps = [0.0]
    last = [clock.elapsed()]

    def tick() -> None:
        now = clock.elapsed()
        gaps[0] = max(gaps[0], now - last[0] - TICK_MS)
        last[0] = now

    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    timer.start()
    start = time.perf_counter()
    if mode == "import":
        job = dialog.import_from(pathlib.Path(export))
        while not job.done:
            app.processEvents()
            time.sleep(0.001)
        if job.problem is not None:
            raise SystemExit(f"the import failed: {job.problem}")
    else:
        while time.perf_counter() - start < seconds:
            app.processEvents()
            time.sleep(0.001)
    wall = time.perf_counter() - start
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"RESULT {wall:.3f} {rss_mb:.1f} {gaps[0]:.1f}", flush=True)


def main() -> None:
    sys.path.insert(0, str(ROOT))
    from bench.bench_history import _make_history
    from gui.history import database, exchange

    with tempfile.TemporaryDirectory() as tmp:
        folder = pathlib.Path(tmp)
        source = folder / "source.sqlite3"
        _make_history(source, GAMES, reseat=False)
        conn = database.open_checked(source).conn
        export = folder / "export.json"
        exchange.export(conn, export, "json")
        conn.close()
        size_mb = export.stat().st_size / 2**20
        print(f"export of {GAMES:,} games: {size_mb:.0f} MiB (the import reads at most {exchange.MAX_IMPORT_BYTES // 2**20} MiB)")
        done = _child("import", export, folder / "target.sqlite3", 0)
        bare = _child("bare", export, folder / "bare.sqlite3", done["wall"])
        print(f"{'':26}{'import':>12}{'bare loop':>12}")
        print(f"{'wall time (s)':26}{done['wall']:>12.1f}{bare['wall']:>12.1f}")
        print(f"{'peak RSS (MB)':26}{done['rss']:>12.0f}{bare['rss']:>12.0f}   target < 300 MB")
        print(f"{'longest loop stall (ms)':26}{done['stall']:>12.0f}{bare['stall']:>12.0f}   target <= 200 ms")
