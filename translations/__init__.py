"""Kartentisch's translations, installed as the package ``gui.translations``.

This folder stays at the top of the repository (the product owner's layout), and
``pyproject.toml`` maps it into the distribution::

    [tool.setuptools.package-dir]
    "gui.translations" = "translations"

so a wheel installs it as ``site-packages/gui/translations/`` with the app's compiled ``.qm``
catalogues (``[tool.setuptools.package-data]``; the ``.ts`` sources and ``update.sh`` stay in
the repository). The games' own texts (their rules and their screens' catalogues) are not
here: each game brings them in its texts package (``gui/<game>/texts/``,
``GameInfo.texts_package``). In an editable install
setuptools' import finder maps ``gui.translations`` back to this folder, and the PyInstaller
spec bundles the installed package, so ``importlib.resources.files("gui.translations")``
finds the same files in a checkout, a wheel and a bundle. Only :mod:`gui.persistence.resources` asks.

This file exists so that ``gui.translations`` is a regular package that
``importlib.resources`` can anchor on; it holds no code.
"""
