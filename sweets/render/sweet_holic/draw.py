"""Sweet Holic's pieces drawn in SVG: ingredient tiles, tile backs, macarons, score tokens.

Every flavour is told apart three ways, so nobody depends on colour alone: its colour, a glyph
(heart, dot, leaf, wedge, cross of leaves, and a charred X for burnt) and its initial letter.
Cookies and fillings differ by shape: a cookie is a shell (a dome with a foot), a filling is a
wavy band of cream. Everything here returns SVG fragments in the caller's coordinates; the caller
wraps them in ``<svg>`` and makes them pressable.
"""

from __future__ import annotations

from sweets.games.sweet_holic.view import Macaron, ScoredMacaron, Tile
from sweets.render.html import attrs, esc

# flavour -> (main colour, pale background, ink for text and glyphs drawn over the main colour)
COLOURS = {
    "strawberry": ("#e0436b", "#fde0e7", "#ffffff"),
    "blueberry": ("#4657c4", "#dfe3fb", "#ffffff"),
    "green_tea": ("#5b9a36", "#e2f2d6", "#ffffff"),
    "lemon": ("#e9c317", "#fff6c4", "#4a3b00"),
    "mint": ("#27b29d", "#d3f4ee", "#06372f"),
    "burnt": ("#3f2a1d", "#cdb8a8", "#ffb35c"),
}
NAMES = {"strawberry": "Strawberry", "blueberry": "Blueberry", "green_tea": "Green tea",
         "lemon": "Lemon", "mint": "Mint", "burnt": "Burnt"}
LETTERS = {"strawberry": "S", "blueberry": "B", "green_tea": "G", "lemon": "L", "mint": "M", "burnt": "X"}
OUTLINE = "#5a3444"


def flavour_name(flavour: str) -> str:
    return NAMES.get(flavour, flavour.replace("_", " ").capitalize())


def tile_name(tile: Tile) -> str:
    """"Lemon filling", "Burnt cookie"."""
    return f"{flavour_name(tile['flavour'])} {tile['kind']}"


def _f(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def glyph(flavour: str, cx: float, cy: float, r: float, fill: str, stroke: str = "none") -> str:
    """The flavour's symbol, about ``2r`` across, centred on (cx, cy)."""
    paint = f'fill="{fill}" stroke="{stroke}" stroke-width="{_f(max(1.0, r / 6))}"'
    if flavour == "strawberry":  # a heart
        return (f'<path {paint} d="M{_f(cx)},{_f(cy + r)} C{_f(cx - 1.4 * r)},{_f(cy)} '
                f'{_f(cx - r)},{_f(cy - 1.1 * r)} {_f(cx)},{_f(cy - 0.4 * r)} '
                f'C{_f(cx + r)},{_f(cy - 1.1 * r)} {_f(cx + 1.4 * r)},{_f(cy)} {_f(cx)},{_f(cy + r)}Z"/>')
    if flavour == "blueberry":  # a round berry
        return f'<circle {paint} cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(r * 0.85)}"/>'
    if flavour == "green_tea":  # a leaf (pointed both ends)
        return (f'<path {paint} d="M{_f(cx - r)},{_f(cy + r * 0.6)} Q{_f(cx - r)},{_f(cy - r)} '
                f'{_f(cx + r)},{_f(cy - r * 0.6)} Q{_f(cx + r)},{_f(cy + r)} '
                f'{_f(cx - r)},{_f(cy + r * 0.6)}Z"/>')
    if flavour == "lemon":  # a wedge (triangle)
        return (f'<path {paint} d="M{_f(cx)},{_f(cy - r)} L{_f(cx + r)},{_f(cy + 0.8 * r)} '
                f'L{_f(cx - r)},{_f(cy + 0.8 * r)}Z"/>')
    if flavour == "mint":  # four leaves: a plus
        w = r * 0.38
        return (f'<path {paint} d="M{_f(cx - w)},{_f(cy - r)} h{_f(2 * w)} v{_f(r - w)} h{_f(r - w)} '
                f'v{_f(2 * w)} h{_f(w - r)} v{_f(r - w)} h{_f(-2 * w)} v{_f(w - r)} h{_f(w - r)} '
                f'v{_f(-2 * w)} h{_f(r - w)}Z"/>')
    # burnt: a charred X
    w = max(1.5, r * 0.35)
    return (f'<path fill="none" stroke="{fill}" stroke-width="{_f(w)}" stroke-linecap="round" '
            f'd="M{_f(cx - r * 0.8)},{_f(cy - r * 0.8)} L{_f(cx + r * 0.8)},{_f(cy + r * 0.8)} '
            f'M{_f(cx + r * 0.8)},{_f(cy - r * 0.8)} L{_f(cx - r * 0.8)},{_f(cy + r * 0.8)}"/>')


def _shell(x: float, y: float, w: float, h: float, top: bool, colour: str) -> str:
    """A macaron shell: a dome (``top``) or an upturned dome, with a ruffled foot on the flat side."""
    r = min(h * 0.9, w / 2)
    if top:
        body = (f'M{_f(x)},{_f(y + h)} L{_f(x)},{_f(y + r)} Q{_f(x)},{_f(y)} {_f(x + r)},{_f(y)} '
                f'L{_f(x + w - r)},{_f(y)} Q{_f(x + w)},{_f(y)} {_f(x + w)},{_f(y + r)} '
                f'L{_f(x + w)},{_f(y + h)}Z')
        foot_y = y + h - 2
    else:
        body = (f'M{_f(x)},{_f(y)} L{_f(x + w)},{_f(y)} L{_f(x + w)},{_f(y + h - r)} '
                f'Q{_f(x + w)},{_f(y + h)} {_f(x + w - r)},{_f(y + h)} L{_f(x + r)},{_f(y + h)} '
                f'Q{_f(x)},{_f(y + h)} {_f(x)},{_f(y + h - r)}Z')
        foot_y = y + 2
    foot = (f'<path fill="none" stroke="#ffffff" stroke-opacity=".55" stroke-width="1.6" '
            f'stroke-dasharray="2 2.5" '
            f'd="M{_f(x + 3)},{_f(foot_y)} H{_f(x + w - 3)}"/>')
    return f'<path fill="{colour}" stroke="{OUTLINE}" stroke-width="1.4" d="{body}"/>{foot}'


def _cream(x: float, y: float, w: float, h: float, colour: str) -> str:
    """A filling: a wavy band of cream with a piped line along it."""
    waves = 5
    step = w / waves
    top = "".join(f' q{_f(step / 2)},{_f(-h * 0.35)} {_f(step)},0' for _ in range(waves))
    bottom = "".join(f' q{_f(-step / 2)},{_f(h * 0.35)} {_f(-step)},0' for _ in range(waves))
    band = f'M{_f(x)},{_f(y + h * 0.25)}{top} V{_f(y + h * 0.75)}{bottom}Z'
    return (f'<path fill="{colour}" stroke="{OUTLINE}" stroke-width="1.2" d="{band}"/>'
            f'<path fill="none" stroke="#ffffff" stroke-opacity=".8" stroke-width="{_f(max(1.2, h / 8))}" '
            f'stroke-dasharray="1 3.5" stroke-linecap="round" '
            f'd="M{_f(x + 4)},{_f(y + h / 2)} H{_f(x + w - 4)}"/>')


def _char_marks(x: float, y: float, w: float, h: float) -> str:
    """Scorch streaks and embers on a burnt shell."""
    return (f'<path fill="none" stroke="#120a05" stroke-width="2" stroke-linecap="round" '
            f'd="M{_f(x + w * 0.2)},{_f(y + h * 0.35)} l{_f(w * 0.12)},{_f(h * 0.3)} '
            f'M{_f(x + w * 0.55)},{_f(y + h * 0.25)} l{_f(w * 0.1)},{_f(h * 0.4)} '
            f'M{_f(x + w * 0.78)},{_f(y + h * 0.4)} l{_f(-w * 0.06)},{_f(h * 0.3)}"/>'
            f'<circle fill="#ff8a2a" cx="{_f(x + w * 0.38)}" cy="{_f(y + h * 0.55)}" '
            f'r="{_f(max(1.2, h * 0.08))}"/>')


def glyph_ink(flavour: str) -> str:
    """The colour of a glyph on a pale ground (lemon yellow is too light there, so it darkens)."""
    return "#b38f00" if flavour == "lemon" else COLOURS.get(flavour, ("#999",))[0]


def tile_face(tile: Tile, x: float, y: float, w: float, h: float, *, label: bool = True,
              letter: bool = True) -> str:
    """A face-up ingredient tile: pale card, the ingredient drawn big, glyph and letter in the corner.
    Where a tile is drawn too small for its words to be read, the caller leaves them out
    (``label``, ``letter``) and names the tile in the page's own text beside the drawing."""
    flavour, kind = tile["flavour"], tile["kind"]
    main, pale, _ = COLOURS.get(flavour, ("#999", "#eee", "#000"))
    parts = [f'<rect fill="{pale}" stroke="{main}" stroke-width="3" x="{_f(x)}" y="{_f(y)}" '
             f'width="{_f(w)}" height="{_f(h)}" rx="{_f(min(w, h) * 0.12)}"/>']
    art_w = w * 0.72
    art_x = x + (w - art_w) / 2
    art_y = y + h * (0.34 if label else 0.3)
    if kind == "cookie":
        art_h = h * 0.26
        parts.append(_shell(art_x, art_y, art_w, art_h, True, main))
        if flavour == "burnt":
            parts.append(_char_marks(art_x, art_y, art_w, art_h))
    else:
        art_h = h * 0.24
        parts.append(_cream(art_x, art_y, art_w, art_h, main))
    corner = min(w, h) * 0.13
    parts.append(glyph(flavour, x + corner + 4, y + corner + 4, corner, glyph_ink(flavour)))
    if letter:
        parts.append(f'<text x="{_f(x + w - corner - 2)}" y="{_f(y + corner * 1.9)}" text-anchor="middle" '
                     f'font-size="{_f(corner * 1.7)}" font-weight="900" fill="{OUTLINE}">'
                     f'{LETTERS.get(flavour, "?")}</text>')
    if label:
        size = max(9.0, min(w * 0.16, h * 0.12))
        parts.append(f'<text x="{_f(x + w / 2)}" y="{_f(y + h * 0.78)}" text-anchor="middle" '
                     f'font-size="{_f(size)}" font-weight="800" fill="{OUTLINE}">'
                     f'{esc(flavour_name(flavour))}</text>'
                     f'<text x="{_f(x + w / 2)}" y="{_f(y + h * 0.78 + size * 1.15)}" text-anchor="middle" '
                     f'font-size="{_f(size * 0.9)}" fill="{OUTLINE}">{esc(kind)}</text>')
    return "".join(parts)


def tile_back(x: float, y: float, w: float, h: float) -> str:
    """The common back of every ingredient (and of a face-down first discard)."""
    r = min(w, h) * 0.12
    cx, cy = x + w / 2, y + h / 2
    return (f'<rect fill="#b98a6a" stroke="{OUTLINE}" stroke-width="1.5" x="{_f(x)}" y="{_f(y)}" '
            f'width="{_f(w)}" height="{_f(h)}" rx="{_f(r)}"/>'
            f'<rect fill="none" stroke="#f3dcc6" stroke-width="1.5" stroke-dasharray="3 3" '
            f'x="{_f(x + w * 0.12)}" '
            f'y="{_f(y + h * 0.1)}" width="{_f(w * 0.76)}" height="{_f(h * 0.8)}" rx="{_f(r * 0.6)}"/>'
            f'<circle fill="#f3dcc6" cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(min(w, h) * 0.16)}"/>')


def macaron(m: Macaron | ScoredMacaron, x: float, y: float, w: float, *, cookie_h: float = 20,
            filling_h: float = 12) -> tuple[str, float]:
    """A macaron as built, bottom shell at the bottom, drawn from ``y`` downwards; returns the
    markup and its height. An unfinished one shows a dashed outline where its top will go."""
    tiles = m.get("tiles") or []
    layers: list[tuple[Tile, float]] = []
    for tile in tiles:
        layers.append((tile, cookie_h if tile["kind"] == "cookie" else filling_h))
    missing_top = not m.get("finished")
    height = sum(h for _, h in layers) + (cookie_h if missing_top else 0)
    parts = []
    cursor = y + height  # draw from the bottom up
    for i, (tile, h) in enumerate(layers):
        cursor -= h
        main, _, ink = COLOURS.get(tile["flavour"], ("#999", "#eee", "#000"))
        if tile["kind"] == "cookie":
            is_top = i > 0
            parts.append(_shell(x, cursor, w, h, is_top, main))
            if tile["flavour"] == "burnt":
                parts.append(_char_marks(x, cursor, w, h))
            parts.append(glyph(tile["flavour"], x + w / 2, cursor + h / 2, h * 0.3, ink))
        else:
            parts.append(_cream(x + 2, cursor, w - 4, h, main))
            parts.append(glyph(tile["flavour"], x + w / 2, cursor + h / 2, h * 0.32, ink, OUTLINE))
    if missing_top:
        cursor -= cookie_h
        parts.append(f'<path fill="none" stroke="{OUTLINE}" stroke-opacity=".45" stroke-width="1.4" '
                     f'stroke-dasharray="4 3" d="M{_f(x)},{_f(cursor + cookie_h)} '
                     f'V{_f(cursor + cookie_h * 0.5)} Q{_f(x)},{_f(cursor)} {_f(x + cookie_h)},{_f(cursor)} '
                     f'H{_f(x + w - cookie_h)} Q{_f(x + w)},{_f(cursor)} '
                     f'{_f(x + w)},{_f(cursor + cookie_h * 0.5)} V{_f(cursor + cookie_h)}"/>')
    return "".join(parts), height


def token(value: int, cx: float, cy: float, r: float) -> str:
    """A round score token showing its value."""
    return (f'<circle fill="#f5b301" stroke="#8a5a00" stroke-width="1.5" cx="{_f(cx)}" cy="{_f(cy)}" '
            f'r="{_f(r)}"/>'
            f'<text x="{_f(cx)}" y="{_f(cy + r * 0.42)}" text-anchor="middle" font-size="{_f(r * 1.2)}" '
            f'font-weight="900" fill="#4a2f00">{int(value)}</text>')


def svg(width: float, height: float, body: str, *, cls: str, label: str) -> str:
    """An ``<svg>`` of the given user size that scales to its box."""
    # A drawing holding pressable parts is a group, so assistive tools still reach its buttons.
    role = "group" if "data-action" in body else "img"
    return (f'<svg{attrs(class_=cls, viewBox=f"0 0 {_f(width)} {_f(height)}", role=role, aria_label=label)}'
            f' preserveAspectRatio="xMidYMid meet">{body}</svg>')
