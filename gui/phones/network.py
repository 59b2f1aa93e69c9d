"""Which addresses the phone server may listen on: the laptop's own LAN addresses.

Listed with Qt's ``QNetworkInterface`` (no extra dependency, no traffic). The default is
the first private IPv4 address of an interface that is up (the laptop's Wi-Fi or LAN);
loopback is offered last ("this computer only", for trying it out). ``0.0.0.0`` is never
offered: the server binds to exactly one interface.
"""
from __future__ import annotations

import ipaddress
import os

from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

LOOPBACK = "127.0.0.1"
PREFERRED_PORT = 8765
"""A fixed port keeps the short URL the same from game to game; taken → any free port."""
PORT_VARIABLE = "KARTENTISCH_PHONE_PORT"
"""An environment variable that replaces :data:`PREFERRED_PORT` (a port a firewall lets
through; ``0``: any free port, which the test suite uses so that parallel runs never meet)."""


def preferred_port() -> int:
    """:data:`PREFERRED_PORT`, or the port that :data:`PORT_VARIABLE` names (0–65535)."""
    value = os.environ.get(PORT_VARIABLE, "").strip()
    if value.isdecimal() and int(value) <= 65535:
        return int(value)
    return PREFERRED_PORT


def lan_addresses() -> list[tuple[str, str]]:
    """(address, interface name) pairs, private LAN addresses first, loopback last."""
    found: list[tuple[str, str]] = []
    for interface in QNetworkInterface.allInterfaces():
        flags = interface.flags()
        if not flags & QNetworkInterface.InterfaceFlag.IsUp or flags & QNetworkInterface.InterfaceFlag.IsLoopBack:
            continue
        for entry in interface.addressEntries():
            address: QHostAddress = entry.ip()
            if address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                continue
            text = address.toString()
            if ipaddress.ip_address(text).is_private:
                found.append((text, interface.humanReadableName()))
    found.append((LOOPBACK, "loopback"))
    return found


def default_address() -> str:
    return lan_addresses()[0][0]
