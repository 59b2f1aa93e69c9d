"""Tempelgold's own texts (``GameInfo.texts_package``): the in-app rules ``rules/<lang>.md`` and
its screens' Qt catalogues ``translations/<lang>.ts`` (compiled to ``.qm`` by
``translations/update.sh``, installed beside the app's by :mod:`gui.text.i18n`).

Package data only: this file exists so that ``importlib.resources`` can anchor on the
package; it holds no code.
"""
