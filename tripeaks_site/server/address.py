"""The address students type: this machine's IPv4 addresses on the classroom's network, found
without the internet, and the QR code that carries it (segno)."""

from __future__ import annotations

import ipaddress
import socket
import struct
import sys
from typing import TextIO

import segno

#: One address in each private range: a UDP socket "connected" to it learns the local address the
#: route to it leaves from. Connecting a UDP socket sends nothing.
PROBES = ("10.255.255.255", "172.31.255.255", "192.168.255.255")


def _usable(address: str) -> bool:
    ip = ipaddress.ip_address(address)
    return not (ip.is_loopback or ip.is_unspecified or ip.is_link_local or ip.is_multicast)


def _routed() -> list[str]:
    found = []
    for probe in PROBES:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
            try:
                udp.connect((probe, 9))
                found.append(udp.getsockname()[0])
            except OSError:  # no route there (no network at all, or no such range)
                pass
    return found


def _interfaces() -> list[str]:
    """Every interface's IPv4 address (Linux: the SIOCGIFADDR ioctl; elsewhere nothing)."""
    try:
        import fcntl
    except ImportError:
        return []
    found = []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
        for _, name in socket.if_nameindex():
            try:
                answer = fcntl.ioctl(udp.fileno(), 0x8915, struct.pack("256s", name[:15].encode()))  # SIOCGIFADDR
            except OSError:  # an interface without an IPv4 address, or down
                continue
            found.append(socket.inet_ntoa(answer[20:24]))
    return found


def _by_name() -> list[str]:
    try:
        return [info[4][0] for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)]
    except OSError:
        return []


def lan_addresses() -> list[str]:
    """This machine's non-loopback IPv4 addresses, the one its route to the private networks uses first."""
    seen: list[str] = []
    for address in [*_routed(), *_interfaces(), *_by_name()]:
        if address not in seen and _usable(address):
            seen.append(address)
    return seen


def student_urls(host: str, port: int) -> list[str]:
    """The addresses to print for a server bound to host: its own, or for 0.0.0.0 the machine's LAN
    addresses (127.0.0.1 when it has none: a machine with no network serves only itself)."""
    if host in ("", "0.0.0.0"):
        hosts = lan_addresses() or ["127.0.0.1"]
    else:
        hosts = [host]
    return [f"http://{h}:{port}/" for h in hosts]


def qr(url: str) -> segno.QRCode:
    """The QR code of an address: error correction M, as large a correction as fits (segno's boost)."""
    return segno.make_qr(url, error="m")


def draw(url: str, out: TextIO | None = None) -> None:
    """Draw the address's QR code in the terminal: two modules a character with half blocks where the
    terminal's encoding has them, else in ANSI colours."""
    out = out or sys.stdout
    try:
        "\u2580\u2584\u2588".encode(getattr(out, "encoding", None) or "ascii")
        compact = True
    except (UnicodeEncodeError, LookupError):
        compact = False
    qr(url).terminal(out=out, compact=compact, border=2)
