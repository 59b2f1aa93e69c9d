"""The wall time and the CPU time of a command and of every process it starts.

``python -m tests.cpu_tree CMD ARGS…`` runs the command, waits for it, and prints
``wall=… cpu=… (user=… sys=…)`` on stderr. It is how docs/reliability.md §6 (fourth round)
measured test files one at a time, e.g.::

    QT_QPA_PLATFORM=offscreen python -m tests.cpu_tree .venv/bin/python -m pytest -q \\
        -p no:cacheprovider --durations=30 tests/history/test_history_kill.py

A process's CPU reaches its parent only when the parent waits for it, and Chromium's
renderers and a fork server's children are waited for by nobody in the test: this process
makes itself a child subreaper (Linux ``PR_SET_CHILD_SUBREAPER``), so every orphan of the
tree is handed to it, waited for here and counted. On a machine shared with other work the
wall time says little; the CPU time is the measure, best taken for the old and the new code
side by side (the same load on both).
"""
from __future__ import annotations

import ctypes
import os
import resource
import subprocess
import sys
import time

PR_SET_CHILD_SUBREAPER = 36


def main(command: list[str]) -> int:
    if not command:
        print(__doc__, file=sys.stderr)
        return 2
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        print("cpu_tree: not a child subreaper; orphans' CPU is not counted", file=sys.stderr)
    start = time.monotonic()
    code = subprocess.call(command)
    wall = time.monotonic() - start
    while True:  # the orphans handed to us: wait for each, so that its CPU is counted
        try:
            os.wait()
        except ChildProcessError:
            break
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"cpu_tree: wall={wall:.1f}s cpu={used.ru_utime + used.ru_stime:.1f}s "
          f"(user={used.ru_utime:.1f}s sys={used.ru_stime:.1f}s) exit={code}", file=sys.stderr)
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
