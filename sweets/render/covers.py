"""A small cover drawing per game for the menu, drawn for this project as inline SVG.

Each picture hints at how its game plays (fanned cards, a face-down grid, a cookbook, candy
shapes in a bucket). They are decoration beside the game's name, so they are hidden from assistive
technology. Kept apart from the games' renderers: the menu paints before the games' own modules
have arrived (tools/build.py), and this module is in the first download.
"""

from __future__ import annotations

# Every cover shares one frame: a 160 x 90 scene on a soft background.
FRAME = ('<svg class="cover" viewBox="0 0 160 90" aria-hidden="true" focusable="false">'
         '<rect width="160" height="90" rx="12" fill="{bg}"/>{body}</svg>')


def _card(x: float, y: float, angle: float, fill: str, mark: str) -> str:
    return (f'<g transform="rotate({angle} {x + 17} {y + 24})"><rect x="{x}" y="{y}" width="34" '
            f'height="48" rx="5" fill="#fff" stroke="#7a3550" stroke-width="2"/>'
            f'<circle cx="{x + 17}" cy="{y + 22}" r="10" fill="{fill}"/>{mark}</g>')


def _sweet_holic() -> str:
    """Three cards fanned in a hand, each a flavour."""
    cards = [_card(44, 24, -18, "#f08bb0", ""), _card(63, 18, 0, "#8fd19e", ""),
             _card(82, 24, 18, "#f5b301", "")]
    return "".join(cards)


def _sweeet() -> str:
    """A grid of face-down cards, one turned over to show an 8, and a honey drop."""
    cells = []
    for row in range(2):
        for col in range(4):
            x, y = 26 + col * 28, 14 + row * 34
            if (row, col) == (0, 2):
                cells.append(f'<rect x="{x}" y="{y}" width="24" height="30" rx="4" fill="#fff" '
                             f'stroke="#c43f69" stroke-width="2"/><text x="{x + 12}" y="{y + 21}" '
                             'text-anchor="middle" font-size="16" font-weight="800" '
                             'fill="#c43f69">8</text>')
            else:
                cells.append(f'<rect x="{x}" y="{y}" width="24" height="30" rx="4" fill="#d94f7a"/>'
                             f'<circle cx="{x + 12}" cy="{y + 15}" r="5" fill="#f6c9d8"/>')
    honey = '<path d="M138 52 q8 12 0 18 q-8 -6 0 -18 z" fill="#f5b301" stroke="#8a5a00"/>'
    return "".join(cells) + honey


def _mastersweets() -> str:
    """A chef's hat above an open cookbook whose pages are a grid of recipes."""
    page = 'q25 -8 50 0 v38 q-25 -8 -50 0 z" fill="#fff" stroke="#7a3550" stroke-width="2"/>'
    book = f'<path d="M30 40 {page}<path d="M80 40 {page}'
    dots = "".join(f'<rect x="{38 + c * 13 + (6 if c > 2 else 0)}" y="{44 + r * 10}" width="8" height="7" '
                   f'rx="2" fill="{("#f08bb0", "#8fd19e", "#f5b301", "#b79ae6")[(r + c) % 4]}"/>'
                   for r in range(3) for c in range(6))
    hat = ('<path d="M62 30 q-14 -2 -10 -14 q4 -10 16 -6 q6 -10 16 -2 q12 -4 14 8 q2 12 -12 14 z" '
           'fill="#fff" stroke="#7a3550" stroke-width="2"/><rect x="64" y="28" width="32" height="7" '
           'rx="2" fill="#fff" stroke="#7a3550" stroke-width="2"/>')
    return book + dots + hat


def _sweets_stack() -> str:
    """Candy shapes stacked in a bucket, one more falling in."""
    bucket = '<path d="M40 30 v50 h80 v-50" fill="#fff" stroke="#7a3550" stroke-width="3"/>'
    blocks = []
    shapes = [((0, 0), (1, 0), (2, 0), (2, 1), "#f08bb0"), ((3, 0), (4, 0), (3, 1), (4, 1), "#8fd19e"),
              ((0, 1), (1, 1), (0, 2), (5, 0), "#f5b301"), ((5, 1), (6, 0), (6, 1), (6, 2), "#b79ae6")]
    for *cells, colour in shapes:
        for col, row in cells:
            blocks.append(f'<rect x="{43 + col * 11}" y="{66 - row * 11}" width="10" height="10" rx="2" '
                          f'fill="{colour}"/>')
    falling = "".join(f'<rect x="{76 + dx * 11}" y="{10 + dy * 11}" width="10" height="10" rx="2" '
                      f'fill="#d94f7a"/>' for dx, dy in ((0, 0), (1, 0), (1, 1)))
    return bucket + "".join(blocks) + falling


COVERS = {"sweet_holic": (_sweet_holic, "#fde3ec"), "sweeet": (_sweeet, "#fff1c9"),
          "mastersweets": (_mastersweets, "#e8e1f7"), "sweets_stack": (_sweets_stack, "#dff3e6")}


def cover(game_id: str) -> str:
    """The game's cover, or "" for a game without one (the menu shows its name alone)."""
    drawing = COVERS.get(game_id)
    return FRAME.format(bg=drawing[1], body=drawing[0]()) if drawing else ""
