"""A record's commit says ``+dirty`` only where the code differs from it: the lab's own outputs
(the shipped table, the docs) do not count, so ``make balance``'s later steps record a clean
commit although its first step has rewritten the shipped table."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize(("status", "expected"), [
    ("", "abc"),
    (" M lab/data/balance.json\n M docs/balance.md\n", "abc"),  # make balance's outputs: not its code
    (" M lab/data/balance.json\n M lab/tempelgold/bots.py\n", "abc+dirty"),
    ("M  lab/psro.py\n", "abc+dirty"),
])
def test_a_record_s_commit_is_dirty_only_where_code_differs(status: str, expected: str,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    import subprocess

    from lab.provenance import commit

    def run(args: list[str], **_: object) -> subprocess.CompletedProcess[str]:
        return subprocess.CompletedProcess(args, 0, "abc\n" if "rev-parse" in args else status, "")

    monkeypatch.setattr(subprocess, "run", run)
    assert commit() == expected
