"""The balance lab: its shipped table ``lab/data/*.json``, which the rules dialog reads
through ``importlib.resources.files("lab")`` (``gui/balance_note.py``). Taken from where the
analysis found ``lab`` (the wheel install, as for ``gui``)."""
import glob
import os


def hook(hook_api):  # noqa: ANN001, ANN201 - PyInstaller's hook protocol
    data = os.path.join(os.path.dirname(hook_api.__file__), "data")
    files = sorted(glob.glob(os.path.join(data, "*.json")))
    if not files:
        raise SystemExit(f"no lab data under {data}")
    hook_api.add_datas([(f, os.path.join("lab", "data")) for f in files])
