"""The application-wide net under player names: a label that chose no text format shows text
literally (issue 9 §2: a name is text, never markup).

Its own module, light on purpose: ``kartentisch`` installs it right after the first frame,
and it must not pull in the name rules (:mod:`gui.names`) or PySide6's whole ``Qt``
namespace (its ~90 enums cost ~25 ms) before that frame (issue 8: a fast first screen).
"""
from __future__ import annotations

from PySide6.QtWidgets import QApplication, QLabel, QProxyStyle


class PlainLabelStyle(QProxyStyle):
    """Application-wide safety net: a label that did not ask for rich text shows plain text.

    Qt's default (``AutoText``) renders any text that *looks* like markup — a player named
    ``<b>Anna</b>`` came out bold, ``<img src=…>`` showed a local picture. Every label is
    made ``PlainText`` when the style first polishes it (before it is ever shown) unless it
    set a format itself (``RichText``: the balance note and the rules escape what they
    insert). This also covers labels inside Qt's own dialogs (message boxes). The labels
    that show names set plain text themselves too; this catches the ones a new screen
    forgets.

    Why a style and not an application event filter (which this was until issue 8's start-up
    work): an event filter on the application is a call into Python for *every* event of
    every object, and it cost about 200 ms of the 640 ms to the start screen. The style's
    ``polish`` runs once per widget. The application stylesheet's style passes each widget
    to this one (its base style) first.
    """

    def polish(self, target):  # noqa: ANN001, ANN201 - Qt overloads: QWidget, QApplication, QPalette
        if isinstance(target, QLabel):
            from PySide6.QtCore import Qt  # here, not at import: see the module docstring

            if target.textFormat() == Qt.TextFormat.AutoText:
                target.setTextFormat(Qt.TextFormat.PlainText)
        return super().polish(target)


def installed(app: QApplication) -> bool:
    """Whether :func:`install_plain_text` has run for ``app``."""
    return isinstance(getattr(app, "_kartentisch_plain_style", None), PlainLabelStyle)


def install_plain_text(app: QApplication) -> PlainLabelStyle:
    """Make :class:`PlainLabelStyle` (over Fusion) the style of ``app``, once; returns it."""
    existing = getattr(app, "_kartentisch_plain_style", None)
    if isinstance(existing, PlainLabelStyle):
        return existing  # (app.style() is the stylesheet's own style once one is set)
    plain_style = PlainLabelStyle("Fusion")
    app.setStyle(plain_style)  # the application owns it from here
    app._kartentisch_plain_style = plain_style  # type: ignore[attr-defined]  # found again, kept alive
    return plain_style


__all__ = ["PlainLabelStyle", "install_plain_text", "installed"]
