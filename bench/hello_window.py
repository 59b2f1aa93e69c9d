"""A bare PySide6 window: the baseline of the start-up benchmarks (``bench/bench_app.py``).

Run as a script (``python bench/hello_window.py``) it is the unfrozen baseline; frozen by
``packaging/kartentisch.spec`` with ``KARTENTISCH_BUNDLE=hello`` (the same hooks, filters
and strip as the app) it is the frozen baseline. It prints the seconds from its own start
to the window being exposed, and its peak RSS, then exits.
"""
import resource
import sys
import time

t0 = time.perf_counter()
from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QMainWindow  # noqa: E402

app = QApplication(sys.argv)
window = QMainWindow()
window.setWindowTitle("bare")
window.resize(1280, 720)
window.show()


def poll() -> None:
    handle = window.windowHandle()
    if handle is not None and handle.isExposed():
        print(f"window-exposed {time.perf_counter() - t0:.4f}", flush=True)
        print("maxrss-kb", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, flush=True)
        app.quit()
    else:
        QTimer.singleShot(2, poll)


QTimer.singleShot(0, poll)
app.exec()
