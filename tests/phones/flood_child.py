"""A phone server in a process of its own with a low open-file limit (issue 20 §5's attack:
450 sockets at a limit of 400 made the app abort). Driven over stdin/stdout by
``tests/phones/test_floods.py``; serves on 127.0.0.1 only.

Lines: it prints ``{"port": …, "token": …}`` once serving; on ``check`` it opens
``DESCRIPTORS`` files the way the app would need them (the autosave, the log, Qt's pipes)
and prints ``{"opened": n, "connections": …, "peak": …}``; on ``stop`` it stops and exits.
"""
from __future__ import annotations

import json
import os
import resource
import sys

LIMIT = 400
DESCRIPTORS = 150


def main() -> int:
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(LIMIT, hard), hard))
    from gui.phones.server import PhoneServer
    from gui.phones.tokens import Roster
    from tests.phones.helpers import tempelgold_game
    from tests.phones.table import EngineTable

    table = EngineTable(tempelgold_game(3))
    server = PhoneServer(table, Roster("flood"), host="127.0.0.1", port=0)
    token = server.issue(0)
    table.changed = server.state_changed
    server.start()
    print(json.dumps({"port": server.port, "token": token}), flush=True)
    for line in sys.stdin:
        command = line.strip()
        if command == "check":
            opened: list[int] = []
            try:
                for _ in range(DESCRIPTORS):
                    opened.append(os.open(os.devnull, os.O_RDONLY))
            except OSError:
                pass
            for fd in opened:
                os.close(fd)
            guard = getattr(server, "connections", None)
            print(json.dumps({
                "opened": len(opened),
                "connections": guard.count() if guard is not None else None,
                "peak": guard.counters.peak if guard is not None else None,
                "cap": guard.limits.max_connections if guard is not None else None,
            }), flush=True)
        elif command == "stop":
            break
    server.stop()
    return 0 if not server.running else 1


if __name__ == "__main__":
    sys.exit(main())
