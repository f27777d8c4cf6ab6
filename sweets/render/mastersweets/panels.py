"""The side of a MasterSweets table: the players, the piles' counts, the market and one's hand.

Each card of a row (the market, a hand) is a small drawing of its own, so that rows wrap like
words; its spoken name says the card, then what pressing it does.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from sweets.render.html import attrs, esc
from sweets.render.mastersweets import draw as D
from sweets.render.mastersweets.labels import card_words
from sweets.render.mastersweets.tokens import tok


def card_svg(card: Any, *, cls: str, label: str, action: str | None = None, cell: str | None = None,
             col: int = 0, pressed: bool | None = None, count: int = 1, under: list[str] | None = None,
             slot: int | None = None, entry: bool = False, tag: str | None = None,
             flip: str | None = None) -> str:
    """One card of a row as its own small drawing: ``count`` alike shown as one with "×n",
    ``under`` lines of clue marks below it (a line of kinds too long for words drawn as their
    pictures), no card at all for one's own Workshop card (its back, with its ``slot``); ``tag``:
    what a special card does here, on its face. ``entry``: the row's one Tab stop. ``flip``: the
    card's stable key (``data-flip``), only for a card whose face the seat sees."""
    w = D.CARD_W + (22 if count > 1 else 0)
    if card is not None and card.get("kind") == "special":
        w = max(w, 84)
    lines = under or []
    h = D.CARD_H + 14 * len(lines)
    more, pictures = [], []
    for i, line in enumerate(lines):
        y = D.CARD_H + 14 + 14 * i
        if len(line) > 12 and D.kinds_line(line):
            pictures.append(D.kinds_icons(line, w / 2 + 2, y - 11))
        else:
            more.append(D.span(w / 2 + 2, y, line, "clue", w - 4))
    if count > 1:
        more.insert(0, D.span(D.CARD_W + 12, D.CARD_H / 2 + 7, f"×{count}", "count"))
    if card is None:
        body = D.back(slot or 0, 2, 2, after=more)
    else:
        body = D.face(card, 2, 2, w - 4 if count == 1 else D.CARD_W, after=more, tag=tag)
    body += "".join(pictures) + D.ring(2, 2, w - 4, D.CARD_H, can=bool(action))
    # Pressable or not, the drawing keeps its class (draw.group says why).
    values = attrs(class_=cls, viewBox=f"0 0 {w + 4} {h + 4}",
                   width=str(w + 4), height=str(h + 4), role="button" if action else "img", aria_label=label,
                   data_action=action, data_cell=cell, data_col=str(col), data_row="0",
                   tabindex=("0" if entry else "-1") if action else None,
                   aria_pressed=None if pressed is None else str(pressed).lower())
    drawn = f"<svg{values}>{body}</svg>"
    if flip is None or card is None:
        return drawn
    # The card glides in an HTML box that carries its key: a drawing that moves itself is laid out
    # again at every frame of its glide, a box is only composited. Keyed, the box also keeps its
    # card from paint to paint (sweets/web/morph.py pairs HTML children by data-flip) where the
    # drawings were patched by their order. No ghost when it goes: out of the table, a copy of
    # the drawing would lose the table's styles (static/flip.js).
    return f'<span class="cardbox" data-flip="{esc(flip)}" data-flip-no-ghost>{drawn}</span>'


# What a special card does in the mode on the table (``shared.Table.special_text``), and the
# words drawn under it when its name does not say that (``shared.Table.special_tag``).
SpecialText = Callable[[Mapping[str, Any]], str]
SpecialTag = Callable[[Mapping[str, Any]], "str | None"]


def _core_text(card: Mapping[str, Any]) -> str:
    return str(card["text"])


def _no_tag(card: Mapping[str, Any]) -> str | None:
    return None


def special_words(card: Mapping[str, Any], caption: str | None) -> str:
    """A card of a row as said aloud: what its face shows first ("Burnt Batch Replace 1, special")."""
    if card.get("kind") != "special":
        return card_words(card)
    return f"{card['name']} {caption}, special" if caption else f"{card['name']} special"


def hand(view: Mapping[str, Any], legal: list[str], pre: list[str], says: SpecialText = _core_text,
         tag: SpecialTag = _no_tag) -> str:
    """One's own hand, cards of a type shown once with their count: a special card plays (saying
    what it does in this mode), an ingredient starts an exchange."""
    groups: dict[str, list[dict]] = {}
    for card in view.get("hand") or []:
        groups.setdefault(card.get("type") or card["id"], []).append(card)
    out = []
    entry = True
    for col, (key, cards) in enumerate(groups.items()):
        card = cards[0]
        count = f" ×{len(cards)}" if len(cards) > 1 else ""
        caption = tag(card) if card.get("kind") == "special" else None
        words = special_words(card, caption)
        action, label, pressed = None, words + count, None
        if card.get("kind") == "special":
            if f"play {key}" in legal:
                action, label = f"play {key}", f"{label} play {card['name']}: {says(card)}"
        elif any(t[:2] == ["exchange", key] for t in map(tok, legal)):
            action, label = f"ui:pre:exchange|{key}", f"{words}{count} exchange {key}"
            pressed = pre[:2] == ["exchange", key]
        out.append(card_svg(card, cls="hcard", label=label, action=action, cell=f"hand {key}", col=col,
                            pressed=pressed, count=len(cards), entry=entry and bool(action), tag=caption,
                            flip=f"card:{card['id']}"))
        entry = entry and not action
    if not out:
        return '<p class="muted">Your hand is empty.</p>'
    return f'<div class="hand" data-grid>{"".join(out)}</div>'


def hand_section(view: Mapping[str, Any], legal: list[str], pre: list[str], says: SpecialText = _core_text,
                 tag: SpecialTag = _no_tag) -> str:
    """One's hand under its heading; a spectator has none."""
    if view.get("seat") is None:
        return ""
    return f'<section class="myhand"><h2>Your hand</h2>{hand(view, legal, pre, says, tag)}</section>'


def market(view: Mapping[str, Any], legal: list[str], tag: SpecialTag = _no_tag) -> str:
    cards = view.get("market")
    if not cards:
        return ""
    out = [deck_tile(view, legal)]
    entry = "draw" not in legal
    for slot, card in enumerate(cards, 1):
        if card is None:  # the deck ran dry, so a slot taken was not refilled
            out.append(f'<span class="mcard empty" role="img" aria-label="Market {slot}: empty"></span>')
            continue
        move = f"market {slot}"
        action = move if move in legal else None
        # Spoken as "Take market 1:" then the card's own words, so the name holds what is seen.
        caption = tag(card) if card.get("kind") == "special" else None
        words = special_words(card, caption)
        label = f"Take market {slot}: {words}" if action else words
        out.append(card_svg(card, cls="mcard", label=label, action=action, cell=move, col=slot,
                            entry=entry and bool(action), tag=caption, flip=f"card:{card['id']}"))
        entry = entry and not action
    return f'<section class="market"><h2>Market</h2><div class="row" data-grid>{"".join(out)}</div></section>'


def deck_tile(view: Mapping[str, Any], legal: list[str]) -> str:
    """The drawing deck beside the market, face down: pressing it draws its top card."""
    size = int(view.get("deck_size") or 0)
    action = "draw" if "draw" in legal else None
    # What the tile shows ("deck", its count) opens its spoken name (WCAG 2.5.3).
    label = f"deck {size}: draw the top card" if action else f"deck {size} cards left"
    w, h = D.CARD_W, D.CARD_H
    body = (f'<g class="card deck"><rect class="face" x="2" y="2" width="{w}" height="{h}" rx="6"/>'
            + D.words([D.span(2 + w / 2, 19, "deck", "dword"), D.span(2 + w / 2, 40, str(size), "dcount")])
            + "</g>" + D.ring(2, 2, w, h, can=bool(action)))
    values = attrs(class_="mcard deck", viewBox=f"0 0 {w + 4} {h + 4}",
                   width=str(w + 4), height=str(h + 4), role="button" if action else "img", aria_label=label,
                   data_action=action, data_cell="deck", data_col="0", data_row="0",
                   tabindex="0" if action else None)
    return f"<svg{values}>{body}</svg>"


def players(view: Mapping[str, Any], *, out: frozenset[int] = frozenset(), more: str = "") -> str:
    """Every seat: name, role, hand size, sweets and points where the mode has them; ``out``: the
    seats that left the game; ``more``: rows after the players' (George's)."""
    rows = []
    for seat, name in enumerate(view.get("players", [])):
        bits = [f'<b>{esc(name)}</b>']
        if view.get("seat") == seat:
            bits.append("(you)")
        roles = view.get("roles") or []
        if seat < len(roles) and roles[seat]:
            bits.append(f'<span class="role">{esc(roles[seat]["name"])}</span>')
        sizes = view.get("hand_sizes") or []
        stats = []
        if seat < len(sizes):
            stats.append(f"{sizes[seat]} in hand")
        if view.get("points") is not None and seat < len(view["points"]):
            stats.append(plural(len(view["completed"][seat]), "sweet"))
            stats.append(plural(view["points"][seat], "point"))
        if stats:
            bits.append(f'<span class="stats">{" · ".join(stats)}</span>')
        if seat in out:
            bits.append("out")
        cls = "player turn" if view.get("to_move") == seat else "player"
        rows.append(f'<li class="{cls}">{" ".join(bits)}</li>')
    return f'<ul class="players">{"".join(rows)}{more}</ul>'


def plural(n: int, word: str) -> str:
    """ "1 card", "2 cards", "0 points"."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def counts(view: Mapping[str, Any], *more: str) -> str:
    """The piles, by size: the deck, the discard pile or the cards spent, then ``more``."""
    bits = [f"Deck {view.get('deck_size', 0)}"]
    if "discard" in view:
        bits.append(f"Discard {len(view['discard'])}")
    if "out" in view:
        bits.append(f"Spent {len(view['out'])}")
    return f'<p class="counts">{" · ".join([*bits, *more])}</p>'
