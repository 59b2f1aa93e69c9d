"""PySide6 without its source scan: no module's source is read just because it was imported.

PySide6 supports ``from __feature__ import snake_case, true_property``, which switches how
Qt classes look *for the module that asked*. To know which modules might ask, it reads the
source text of every module imported after PySide6 (``inspect.getsource``, via an import
hook) and looks for the word "PySide6". On the way to our start screen that is about 100
files read, split into lines and kept in :mod:`linecache`: 15–25 ms and about 10 MB
(issue 8: a fast first screen, memory).

Kartentisch never imports ``__feature__`` (a test checks every module of ours), so every
module can be marked "not a feature user" without reading it: PySide6 then keeps its default
(no features) everywhere, which is what it would have chosen anyway. Only PySide6's scan
function is replaced, and only if that part of PySide6 looks as expected (the function and
its per-module table exist); otherwise nothing changes (a newer PySide6 may have dropped it).
"""
from __future__ import annotations

import sys
from types import ModuleType

def skip_feature_source_scan() -> bool:
    """Stop PySide6 from reading the source of each module imported from now on.

    Returns whether the scan was switched off (False: this PySide6 has no such scan, or
    its shape is not the one this was written for).
    """
    import PySide6  # noqa: F401 - loads shibokensupport (the import hook lives there)

    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False
    table = getattr(feature, "pyside_feature_dict", None)
    if not isinstance(table, dict):
        return False

    def uses_pyside_features(module: ModuleType) -> bool:
        """Never a feature user: decided without reading the module's source."""
        return False

    feature._mod_uses_pyside = uses_pyside_features  # type: ignore[attr-defined]  # PySide6 internals, checked above
    return True


__all__ = ["skip_feature_source_scan"]
