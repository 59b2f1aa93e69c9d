"""Override of PyInstaller's own hook for PySide6.QtCore: collect as usual, then drop the Qt
plugins, Qt translations and hidden imports Kartentisch does not use (see
packaging/bundle_policy.py), before the dependency analysis sees them."""
from PyInstaller.utils.hooks.qt import add_qt6_dependencies

from bundle_policy import filter_hook

hiddenimports, binaries, datas = filter_hook(*add_qt6_dependencies(__file__))
