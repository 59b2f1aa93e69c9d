"""Kartentisch's data files, installed as the package ``gui.assets``.

This folder stays at the top of the repository (the product owner's layout), and
``pyproject.toml`` maps it into the distribution::

    [tool.setuptools.package-dir]
    "gui.assets" = "assets"

so a wheel installs it as ``site-packages/gui/assets/``; ``[tool.setuptools.package-data]``
picks what travels (the deck SVGs, the icons, the ``.desktop`` file and the AppStream
metainfo; not ``decks/make_deck.py``). In an editable install (``make run``/``make test``)
setuptools' import finder maps ``gui.assets`` back to this folder, and the PyInstaller
spec bundles the installed package, so ``importlib.resources.files("gui.assets")`` finds
the same files in a checkout, a wheel and a bundle. Only :mod:`gui.persistence.resources` asks.

This file exists so that ``gui.assets`` is a regular package that ``importlib.resources``
can anchor on; it holds no code.
"""
