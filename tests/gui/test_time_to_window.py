"""``kartentisch --time-to-window``: the lines the start-up benchmarks read, and the first-paint
watch behind ``window-ready`` (issue 8)."""
from __future__ import annotations

import os
import subprocess
import sys

from PySide6.QtWidgets import QWidget

from gui.table_kit.first_paint import FirstPaint


def test_first_paint_calls_back_once_after_the_paint_and_stops_watching(qtbot) -> None:  # noqa: ANN001
    widget = QWidget()
    qtbot.addWidget(widget)
    calls: list[str] = []
    watch = FirstPaint(widget, lambda: calls.append("painted"))
    assert calls == [] and not watch.seen  # nothing before the widget is painted
    widget.show()
    qtbot.waitUntil(lambda: calls == ["painted"])
    widget.repaint()  # a later paint is not reported again: the filter is gone
    qtbot.wait(20)
    assert calls == ["painted"] and watch.seen


def test_first_paint_drops_its_call_when_the_widget_goes_before_it(qtbot) -> None:  # noqa: ANN001
    """The call after the paint runs on the next loop turn; a widget deleted in between (a
    screen replaced at once) takes the call with it instead of running it on a deleted object."""
    import shiboken6
    from PySide6.QtCore import QEvent, QTimer

    widget = QWidget()
    calls: list[str] = []
    watch = FirstPaint(widget, lambda: calls.append("painted"))
    watch.eventFilter(widget, QEvent(QEvent.Type.Paint))  # as Qt delivers the first paint
    shiboken6.delete(widget)  # the watch, its child, goes with it
    later: list[str] = []
    QTimer.singleShot(0, lambda: later.append("turn"))  # queued after the watch's call
    qtbot.waitUntil(lambda: later == ["turn"])
    assert calls == []


def test_time_to_window_prints_the_benchmark_lines_in_order(tmp_path) -> None:  # noqa: ANN001
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for var in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        env[var] = str(tmp_path / var.lower())
    out = subprocess.run(
        [sys.executable, "-m", "gui.app", "--time-to-window"], env=env, capture_output=True, text=True, timeout=120
    ).stdout.splitlines()
    keys = [line.split()[0] for line in out]
    assert keys == ["window-exposed", "window-ready", "cpu-at-ready", "ready-by", "warm-up"], out
    values = {line.split()[0]: line.split()[1] for line in out}
    # the start screen's own paint was seen (not the forced one that keeps a broken watch from hanging)
    assert values["ready-by"] == "paint"
    assert 0 < float(values["window-exposed"]) <= float(values["window-ready"])
