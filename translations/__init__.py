"""Kartentisch's translations, installed as the package ``gui.translations``.

This folder stays at the top of the repository (the product owner's layout), and
``pyproject.toml`` maps it into the distribution::

    [tool.setuptools.package-dir]
    "gui.translations" = "translations"

so a wheel installs it as ``site-packages/gui/translations/`` with the compiled ``.qm``
catalogues and the in-app rules ``rules/<lang>/<game>.md`` (``[tool.setuptools.package-data]``;
the ``.ts`` sources and ``update.sh`` stay in the repository). In an editable install
setuptools' import finder maps ``gui.translations`` back to this folder, and the PyInstaller
spec bundles the installed package, so ``importlib.resources.files("gui.translations")``
finds the same files in a checkout, a wheel and a bundle. Only :mod:`gui.persistence.resources` asks.

This file exists so that ``gui.translations`` is a regular package that
``importlib.resources`` can anchor on; it holds no code.
"""
