"""Kartentisch's own package: bundle the package data of gui.assets and gui.translations.

Nothing imports those two packages statically (``gui.resources`` asks
``importlib.resources`` for them by name), so they are hidden imports. Their data files
are taken from where the analysis found ``gui`` (the spec builds from a wheel install, so
the bundle holds exactly what the wheel holds; PyInstaller's ``collect_data_files`` would
ask a fresh interpreter, which sees the editable checkout instead), and PyInstaller's
frozen importer then serves ``importlib.resources.files("gui.assets")`` from the
unpacked bundle.
"""
import os

hiddenimports = ["gui.assets", "gui.translations"]


def hook(hook_api):  # noqa: ANN001, ANN201 - PyInstaller's hook protocol
    root = os.path.dirname(hook_api.__file__)  # .../gui
    datas = []
    for package in ("assets", "translations"):
        base = os.path.join(root, package)
        for folder, dirs, files in os.walk(base):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            dest = os.path.join("gui", os.path.relpath(folder, root))
            datas += [(os.path.join(folder, f), dest) for f in files if not f.endswith((".py", ".pyc"))]
    if not datas:
        raise SystemExit(f"no package data found under {root}")
    hook_api.add_datas(datas)
