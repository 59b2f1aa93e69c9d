"""``--selfplay --shots``: one picture of the window, once what is on screen has settled.

A picture is taken only when nothing moves: no card is turning over (:func:`gui.cards.items.flips_running`),
the table plays no animation, and the card faces the renderer draws in its worker have
arrived. A shot taken mid-flip showed a card on its edge, which a reader of the pictures
took for a layout fault (issue 31 item 15). Beside each picture a greyscale copy (in
``grey/``) shows whether the screen reads without colour.
"""
from __future__ import annotations

import pathlib
from typing import Any

from gui.games.clicks import wait_until

#: The longest a shot waits for the screen to settle (then it is taken as it is).
SETTLE_LIMIT_MS = 6000


def still(window: Any) -> bool:
    """Nothing on ``window`` moves: no card turns over and its game's table (if any) is not animating."""
    from gui.cards.items import flips_running

    table = window.session.table
    return not flips_running() and (table is None or not table.is_animating())


def take_shot(window: Any, path: pathlib.Path) -> None:
    """Save ``window`` as ``path`` (and a greyscale copy in ``grey/`` beside it) once it is still."""
    from PySide6.QtGui import QImage

    wait_until(lambda: still(window), SETTLE_LIMIT_MS)
    renderer = window.renderer
    if renderer is not None:  # card faces render in a worker: wait for them, then repaint
        renderer.wait_idle(3000)
        wait_until(lambda: renderer.pending() == 0, 3000)
        wait_until(lambda: False, 60)
        # a flip may have begun meanwhile (a private screen turns its role card over a moment
        # after it is shown): pictures of ten-seat games caught the role card on its edge
        wait_until(lambda: still(window), SETTLE_LIMIT_MS)
    image = window.grab().toImage()  # no event runs between the last look and the picture
    image.save(str(path))
    grey = path.parent / "grey"
    grey.mkdir(exist_ok=True)
    image.convertToFormat(QImage.Format.Format_Grayscale8).save(str(grey / path.name))
