"""The app works without the modules the bundle leaves out (``EXCLUDED_MODULES`` in
packaging/bundle_policy.py).

The bundle is too slow to build in the suite (``.ci/run`` builds it and runs ``--smoke``,
``--selfplay`` and ``--bundle-check`` in it). Here the same runs happen in the venv, in a
fresh interpreter in which every left-out module is made unimportable first, exactly as
in the bundle: an ``import ssl`` (or ``_hashlib``, ``aiohttp._http_parser``, …) raises
``ModuleNotFoundError``. A new ``import`` of a left-out module on a path the app takes
fails here, not first in a user's bundle.
"""
from __future__ import annotations

import hashlib
import os
import pathlib
import subprocess
import sys

import pytest

pytestmark = pytest.mark.long("self-plays in child processes")

ROOT = pathlib.Path(__file__).resolve().parents[2]
POLICY = ROOT / "packaging" / "bundle_policy.py"
CHECK = ROOT / "packaging" / "bundle_check.py"

# Put in front of the code under test: loads the policy, refuses its modules from then on.
WITHOUT_LEFT_OUT = f"""
import importlib.util, sys

_spec = importlib.util.spec_from_file_location("bundle_policy", {str(POLICY)!r})
_policy = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_policy)
LEFT_OUT = tuple(_policy.EXCLUDED_MODULES)

def _left_out(name):
    return any(name == m or name.startswith(m + ".") for m in LEFT_OUT)

_early = sorted(m for m in sys.modules if _left_out(m))
if _early:
    raise SystemExit(f"already imported before the check could refuse them: {{_early}}")

class LeftOutOfTheBundle:
    @staticmethod
    def find_spec(name, path=None, target=None):
        if _left_out(name):
            raise ModuleNotFoundError(f"No module named {{name!r}} (left out of the bundle)", name=name)
        return None

sys.meta_path.insert(0, LeftOutOfTheBundle)
"""


def _run(code: str, tmp_path: pathlib.Path, timeout: float = 240) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    for name in ("CONFIG", "STATE", "DATA", "CACHE"):
        env[f"XDG_{name}_HOME"] = str(tmp_path / name.lower())
    return subprocess.run(
        [sys.executable, "-c", WITHOUT_LEFT_OUT + code],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=timeout,
    )


def test_the_refusal_works(tmp_path: pathlib.Path) -> None:
    """The harness itself: a left-out module cannot be imported, a kept one can."""
    result = _run(
        "\ntry:\n    import ssl\nexcept ModuleNotFoundError:\n    print('refused')\n"
        "import hashlib, hmac, decimal, asyncio\nprint(hashlib.sha256(b'x').hexdigest()[:8], decimal.Decimal('1.5') * 2)\n",
        tmp_path,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["refused", hashlib.sha256(b"x").hexdigest()[:8], "3.0"]


@pytest.mark.parametrize(
    "args",
    [["--smoke"], ["--selfplay", "tempelgold", "--players", "3", "--seed", "3"]],
    ids=["smoke", "selfplay"],
)
def test_the_app_runs_without_them(tmp_path: pathlib.Path, args: list[str]) -> None:
    result = _run(f"\nfrom gui.app import main\nraise SystemExit(main({args!r}))\n", tmp_path)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-4000:]


def test_the_bundle_check_passes_without_them(tmp_path: pathlib.Path) -> None:
    """Phone server (aiohttp's pure-Python parser, no ssl), seal, PIN hash, name checks."""
    code = (
        f"\nsys.path.insert(0, {str(CHECK.parent)!r})\nfrom bundle_check import main\nraise SystemExit(main())\n"
    )
    result = _run(code, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines()[-1] == "bundle-check: ok"


def test_pin_hashes_are_what_hashlib_scrypt_gave() -> None:
    """PINs hash with cryptography's scrypt since the bundle has no ``hashlib.scrypt``: a PIN
    saved before that change must still match (same RFC 7914 function, same parameters)."""
    from gui.persistence.pin_hash import SCRYPT_N, SCRYPT_P, SCRYPT_R, PinHash

    for salt, pin in [("00" * 16, "1234"), ("9f" * 16, "0000"), ("0123456789abcdef" * 2, "4711")]:
        old = hashlib.scrypt(pin.encode(), salt=bytes.fromhex(salt), n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P, dklen=32)
        saved = PinHash(salt=salt, digest=old.hex())
        assert saved.matches(pin)
        assert not saved.matches(pin[:-1] + str((int(pin[-1]) + 1) % 10))
