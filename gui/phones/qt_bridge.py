"""The Qt side of the phone server: run adapter calls on the GUI thread, draw card PNGs.

:class:`GuiInvoker` is the server's :data:`~gui.phones.adapter.Invoker` in the app: a call
from the server thread is queued to a QObject living in the GUI thread (a queued signal),
run there — where the Session, the engine game and the deck renderer live — and its result
(or exception) handed back through a ``concurrent.futures.Future``. The server thread waits
on the future asynchronously, so a phone never blocks the Qt event loop and the Qt event
loop never waits on the network.
"""
from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QObject, Qt, Signal

from gui.cards import DeckRenderer
from gui.phones.adapter import GameClosed


class GuiInvoker(QObject):
    """Runs calls from any thread on the thread this object lives in (the GUI thread)."""

    _call = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._call.connect(self._run, Qt.ConnectionType.QueuedConnection)
        self.closed = False
        self._waiting: set[Future[Any]] = set()
        self._lock = threading.Lock()

    def __call__(self, call: Callable[[], Any]) -> Future[Any]:
        future: Future[Any] = Future()
        with self._lock:
            if self.closed:
                future.set_exception(GameClosed("the game has ended"))
                return future
            self._waiting.add(future)
        self._call.emit((call, future))
        return future

    def close(self) -> None:
        """No more calls; calls still queued fail with :class:`GameClosed` (the server stops
        waiting at once, and a phone's socket stays open for the server's last word)."""
        with self._lock:
            self.closed = True
            waiting, self._waiting = self._waiting, set()
        for future in waiting:
            if not future.done():
                future.set_exception(GameClosed("the game has ended"))

    def _run(self, item: tuple[Callable[[], Any], Future[Any]]) -> None:
        call, future = item
        with self._lock:
            self._waiting.discard(future)
        if future.done() or not future.set_running_or_notify_cancel():
            return  # failed by close() meanwhile, or cancelled
        try:
            future.set_result(call())
        except BaseException as exc:  # noqa: BLE001 - handed to the server thread, which re-raises
            future.set_exception(exc)


def card_png(renderer: DeckRenderer, element: str, width: int) -> bytes:
    """One card of the group's deck as PNG bytes, ``width`` pixels wide (GUI thread only)."""
    height = max(1, round(width / renderer.aspect()))
    image = renderer.image_sync(element, width, height)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stubs say bytes; PySide6 accepts only str here
    buffer.close()
    return bytes(data.data())
