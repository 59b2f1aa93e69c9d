"""The balance lab: its shipped table ``lab/data/*.json``, which the rules dialog reads
through ``importlib.resources.files("lab")`` (``gui/balance/balance_data.py``), and the sources the
app fingerprints to check that the table was made by the bots it ships
(``lab.provenance.fingerprinted_files``: each game package with a ``spec.py``, and the shared
``policy.py`` and ``seeds.py``; the bundle otherwise holds byte-code only). Taken from where
the analysis found ``lab`` (the wheel install, as for ``gui``)."""
import glob
import os

SHARED_MODULES = ("policy", "seeds")
"""As ``lab.provenance.SHARED_MODULES`` (tests/packaging/test_lab_hook.py checks it)."""
TABLE_ONLY = ("seat_bot.py", "strategy_space.py")
"""As ``lab.provenance.TABLE_ONLY``: not fingerprinted (the bundle has it as byte-code)."""


def fingerprinted(lab: str) -> list[str]:
    """The files ``lab.provenance.fingerprint`` reads, relative to the ``lab`` folder."""
    packages = sorted(os.path.basename(os.path.dirname(spec)) for spec in glob.glob(os.path.join(lab, "*", "spec.py")))
    files = [os.path.join(package, os.path.basename(path)) for package in packages
             for path in sorted(glob.glob(os.path.join(lab, package, "*.py"))) if os.path.basename(path) not in TABLE_ONLY]
    return files + [f"{name}.py" for name in SHARED_MODULES]


def hook(hook_api):  # noqa: ANN001, ANN201 - PyInstaller's hook protocol
    lab = os.path.dirname(hook_api.__file__)
    data = os.path.join(lab, "data")
    files = sorted(glob.glob(os.path.join(data, "*.json")))
    if not files:
        raise SystemExit(f"no lab data under {data}")
    hook_api.add_datas([(f, os.path.join("lab", "data")) for f in files])
    hook_api.add_datas([(os.path.join(lab, rel), os.path.join("lab", os.path.dirname(rel)))
                        for rel in fingerprinted(lab)])
    # computer players: the app imports each game's seat_bot by name (lab/table_bots.py)
    seat_bots = sorted(glob.glob(os.path.join(lab, "*", "seat_bot.py")))
    hook_api.add_imports("lab.table_bots", *(f"lab.{os.path.basename(os.path.dirname(path))}.seat_bot" for path in seat_bots))
