"""The site's favicon: a card on green felt, drawn here as a 32 x 32 PNG inside an ICO.

Browsers ask for /favicon.ico on every page load; without it each load logs a
404. Drawn in code (zlib and struct only) so the site build needs no image.

    python -m tripeaks_site.pages.favicon out.ico
"""

from __future__ import annotations

import struct
import sys
import zlib
from pathlib import Path

SIZE = 32
FELT, CARD, EDGE, RED = (30, 107, 69, 255), (255, 253, 247, 255), (109, 106, 96, 255), (193, 18, 31, 255)


def _pixel(x: int, y: int) -> tuple[int, int, int, int]:
    # An upright card (x 8-23, y 4-27) with a red diamond, on a felt disc.
    if (x - 15.5) ** 2 + (y - 15.5) ** 2 > 16.2**2:
        return (0, 0, 0, 0)
    if 8 <= x <= 23 and 4 <= y <= 27:
        if x in (8, 23) or y in (4, 27):
            return EDGE
        if abs(x - 15.5) / 5 + abs(y - 15.5) / 8 <= 1:
            return RED
        return CARD
    return FELT


def png() -> bytes:
    rows = b"".join(b"\0" + b"".join(bytes(_pixel(x, y)) for x in range(SIZE)) for y in range(SIZE))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", SIZE, SIZE, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


def ico() -> bytes:
    """An ICO file holding one PNG image (every current browser reads these)."""
    image = png()
    return struct.pack("<HHH", 0, 1, 1) + struct.pack("<BBBBHHII", SIZE, SIZE, 0, 0, 1, 32, len(image), 22) + image


def write(path: Path) -> Path:
    path.write_bytes(ico())
    return path


if __name__ == "__main__":
    write(Path(sys.argv[1]))
