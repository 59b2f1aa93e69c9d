"""The rules engine: every submodule is a hidden import, because ``engine.registry`` names
each game's module as a string (``"engine.tempelgold"``) and imports it on first use."""
from PyInstaller.utils.hooks import collect_submodules

hiddenimports = collect_submodules("engine")
