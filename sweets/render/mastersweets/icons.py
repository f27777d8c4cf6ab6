"""A drawing for each of MasterSweets' nine ingredients, drawn for this project: one ``<symbol>``
each, written once per table (:data:`DEFS`) and placed on every card with a ``<use>``, so that a
cookbook of thirty cards costs thirty short tags, not thirty drawings.

Each is a few flat shapes in a 24 x 24 box with a dark outline, so that it reads at 16 px on a
phone and on the dark plum of a face-down Workshop card alike. The picture never stands alone:
the card beside it says the type and the points in words (colour and shape are extra clues).
"""

from __future__ import annotations

from sweets.render.html import esc

OUTLINE = 'stroke="#3b2530" stroke-width="1.3" stroke-linejoin="round"'

# type -> the shapes of its picture (24 x 24, outlined).
SHAPES: dict[str, str] = {
    # an egg and a half-hidden second one
    "eggs": (f'<ellipse cx="15.5" cy="13" rx="5" ry="6.5" fill="#f4e3c3" {OUTLINE}/>'
             f'<path d="M9.5 3.5C6 3.5 3.5 9 3.5 13.5a6 6 0 0 0 12 0c0-4.5-2.5-10-6-10z" '
             f'fill="#fffdf6" {OUTLINE}/>'),
    # a sack of flour, tied at the neck, a wheat ear on it
    "flour": (f'<path d="M8 7 6.5 3.5h11L16 7c3.5 3 5 8.5 3.5 13-4.5 2-10.5 2-15 0C3 15.5 4.5 10 8 7z" '
              f'fill="#f3ead8" {OUTLINE}/><path d="M8 7h8" {OUTLINE} fill="none"/>'
              '<path d="M12 19v-8m0 2.5-2-2m2 2 2-2m-2 4.5-2-2m2 2 2-2" stroke="#b8862b" '
              'stroke-width="1.4" fill="none" stroke-linecap="round"/>'),
    # a milk bottle with a blue label
    "milk": (f'<path d="M9 2.5h6v3l2.5 3.5v12a1 1 0 0 1-1 1h-9a1 1 0 0 1-1-1V9L9 5.5z" '
             f'fill="#ffffff" {OUTLINE}/><rect x="6.5" y="12" width="11" height="5" fill="#5b8fd6"/>'
             f'<path d="M9 5.5h6" {OUTLINE}/>'),
    # an acorn: a brown cap over a nut
    "nuts": (f'<path d="M6 10.5c0 6 2.5 10.5 6 11.5 3.5-1 6-5.5 6-11.5z" fill="#d19a5b" {OUTLINE}/>'
             f'<path d="M3.5 11C4 6.5 7.5 4 12 4s8 2.5 8.5 7z" fill="#7a4a22" {OUTLINE}/>'
             f'<path d="M12 4V1.5" {OUTLINE}/>'),
    # two cherries on their stalks, with a leaf
    "fruits": ('<path d="M7.5 15c1-5 3.5-9 8-12.5M16.5 14.5c-.5-4-1-8-1-12" stroke="#3d7a2e" '
               'stroke-width="1.5" fill="none"/>'
               f'<path d="M15.5 2.5c3-.5 5.5 1 6 3.5-3 .5-5-1-6-3.5z" fill="#5fa83f" {OUTLINE}/>'
               f'<circle cx="7" cy="17" r="4.5" fill="#d62839" {OUTLINE}/>'
               f'<circle cx="16.5" cy="16.5" r="4.5" fill="#e0455a" {OUTLINE}/>'),
    # a swirl of whipped cream in a cup
    "cream": (f'<path d="M5 13c-1.5-2 0-4 2.5-4-.5-2.5 2-4.5 4.5-4 0-1.5 1-2.5 2-3 .5 2 3 3 2.5 5.5 '
              f'2.5 0 4 2.5 2.5 5.5z" fill="#fffaf5" {OUTLINE}/>'
              f'<path d="M4 13h16l-2 8.5H6z" fill="#f2a7bd" {OUTLINE}/>'),
    # a sugar cube, three faces
    "sugar": (f'<path d="M12 3.5 20 7.5 12 11.5 4 7.5z" fill="#ffffff" {OUTLINE}/>'
              f'<path d="M4 7.5 12 11.5v9L4 16.5z" fill="#e6e1dc" {OUTLINE}/>'
              f'<path d="M20 7.5 12 11.5v9l8-4z" fill="#cfc8c1" {OUTLINE}/>'),
    # a bar of chocolate, six squares
    "chocolate": (f'<rect x="5" y="2.5" width="14" height="19" rx="1.5" fill="#6b3e26" {OUTLINE}/>'
                  '<path d="M12 3v18M5.5 9h13M5.5 15h13" stroke="#3f2112" stroke-width="1.3"/>'),
    # a block of butter, its top lighter
    "butter": (f'<path d="M2.5 10.5 14 6.5l7.5 3-11.5 4z" fill="#fff0a8" {OUTLINE}/>'
               f'<path d="M2.5 10.5 10 13.5v6l-7.5-3z" fill="#f2cf4a" {OUTLINE}/>'
               f'<path d="M10 13.5 21.5 9.5v6L10 19.5z" fill="#e0b52e" {OUTLINE}/>'),
}

# The symbols, once per page: hidden, never read out (the cards carry the words).
DEFS = ('<svg class="ms-defs" aria-hidden="true" focusable="false" width="0" height="0"><defs>'
        + "".join(f'<symbol id="ms-i-{name}" viewBox="0 0 24 24">{shape}</symbol>'
                  for name, shape in SHAPES.items())
        + "</defs></svg>")


def use(kind: str, x: float, y: float, size: float) -> str:
    """The picture of ingredient ``kind`` with its top left corner at ``x``, ``y``; nothing for a
    type this set does not draw."""
    if kind not in SHAPES:
        return ""
    return (f'<use class="icon" href="#ms-i-{esc(kind)}" x="{x:.1f}" y="{y:.1f}" '
            f'width="{size:g}" height="{size:g}"/>')
