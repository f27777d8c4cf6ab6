"""Draws the app icon as PNG files with the standard library only (zlib-written PNG).

The shapes are the ones in static/icons/icon.svg, in a 0..100 square. Edges are anti-aliased with
signed distance functions, so every pixel is evaluated once per shape.
"""

from __future__ import annotations

import math
import struct
import zlib
from pathlib import Path

Color = tuple[int, int, int]

BACKGROUND: Color = (0xFF, 0xE3, 0xEC)
WRAPPER: Color = (0xF5, 0x9A, 0xB8)
CANDY: Color = (0xD9, 0x4F, 0x7A)
SHINE: Color = (0xFF, 0xFF, 0xFF)


def _rounded_square(x: float, y: float, radius: float = 22.0) -> float:
    qx = abs(x - 50) - (50 - radius)
    qy = abs(y - 50) - (50 - radius)
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return outside + min(max(qx, qy), 0.0) - radius


def _circle(cx: float, cy: float, r: float):
    return lambda x, y: math.hypot(x - cx, y - cy) - r


def _triangle(a: tuple[float, float], b: tuple[float, float], c: tuple[float, float]):
    """Signed distance to a triangle (negative inside): distance to the nearest edge, signed by
    whether the point is on the same side of all three edges."""
    edges = [(a, b), (b, c), (c, a)]

    def distance(x: float, y: float) -> float:
        nearest = math.inf
        sides = set()
        for (x0, y0), (x1, y1) in edges:
            ex, ey = x1 - x0, y1 - y0
            wx, wy = x - x0, y - y0
            t = max(0.0, min(1.0, (wx * ex + wy * ey) / (ex * ex + ey * ey)))
            nearest = min(nearest, math.hypot(wx - ex * t, wy - ey * t))
            sides.add(ex * wy - ey * wx >= 0)
        return -nearest if len(sides) == 1 else nearest

    return distance


# Painted in order, each (distance function, colour, opacity).
SHAPES = [
    (_rounded_square, BACKGROUND, 1.0),
    (_triangle((12, 30), (12, 70), (42, 50)), WRAPPER, 1.0),
    (_triangle((88, 30), (88, 70), (58, 50)), WRAPPER, 1.0),
    (_circle(50, 50, 22), CANDY, 1.0),
    (_circle(44, 44, 7), SHINE, 0.6),
]


def render(size: int) -> bytes:
    """RGBA pixels of the icon at ``size`` x ``size``, rows top to bottom."""
    scale = 100.0 / size
    half_pixel = scale / 2
    rows = bytearray()
    for py in range(size):
        y = (py + 0.5) * scale
        rows.append(0)  # PNG filter type: none
        for px in range(size):
            x = (px + 0.5) * scale
            r = g = b = a = 0.0
            for distance, (cr, cg, cb), opacity in SHAPES:
                # coverage: 1 well inside, 0 well outside, linear across one pixel of edge
                cover = min(1.0, max(0.0, 0.5 - distance(x, y) / (2 * half_pixel))) * opacity
                if cover <= 0.0:
                    continue
                r += (cr - r) * cover
                g += (cg - g) * cover
                b += (cb - b) * cover
                a += (1.0 - a) * cover
            if a > 0:  # colours above are premultiplied by coverage; PNG wants them straight
                rows += bytes((round(r), round(g), round(b), round(a * 255)))
            else:
                rows += b"\0\0\0\0"
    return bytes(rows)


def png(size: int) -> bytes:
    """A PNG file of the icon at ``size`` pixels square."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(render(size), 9))
        + chunk(b"IEND", b"")
    )


def draw_icons(sizes: tuple[int, ...] = (192, 512)) -> dict[str, bytes]:
    """The PNG icons by file name."""
    return {f"icon-{size}.png": png(size) for size in sizes}


def write_icons(folder: Path, sizes: tuple[int, ...] = (192, 512)) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, picture in draw_icons(sizes).items():
        (folder / name).write_bytes(picture)
        written.append(folder / name)
    return written


if __name__ == "__main__":
    for path in write_icons(Path("static/icons")):
        print(path)
