"""An X server for the GUI benchmarks: the one in ``DISPLAY``, or a private Xvfb.

The private Xvfb picks a free display number itself (``-displayfd``), so benchmarks that
run at the same time on one machine never share (or fight over) a display. Without Xvfb
the benchmarks fall back to Qt's offscreen platform, and say so.
"""
from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
from collections.abc import Iterator


@contextlib.contextmanager
def x_display() -> Iterator[dict[str, str]]:
    """The environment for a GUI benchmark: ``DISPLAY`` and ``QT_QPA_PLATFORM`` set."""
    env = dict(os.environ)
    if env.get("DISPLAY"):
        env["QT_QPA_PLATFORM"] = "xcb"
        yield env
        return
    if shutil.which("Xvfb") is None:
        env["QT_QPA_PLATFORM"] = "offscreen"
        yield env
        return
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", "1", "-screen", "0", "1280x720x24", "-nolisten", "tcp"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )
    assert server.stdout is not None
    number = server.stdout.readline().strip()
    if not number.isdigit():
        server.kill()
        env["QT_QPA_PLATFORM"] = "offscreen"
        yield env
        return
    env.update(DISPLAY=f":{number}", QT_QPA_PLATFORM="xcb")
    try:
        yield env
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()


def describe(env: dict[str, str]) -> str:
    if env.get("QT_QPA_PLATFORM") == "xcb":
        return f"platform: xcb on DISPLAY={env.get('DISPLAY')}"
    return "platform: offscreen (no X server found; start-up times are not comparable)"
