"""The MasterSweets table, for all four modes (core, Alone in the Kitchen, Clash, Workshop).

A move is built token by token (``ui["pre"]``): the legal notations are split into tokens
(``cook``, ``row 2``, ``fruits=3cream``), and the controls offer the tokens that can follow what
is chosen so far. A token that completes a legal move carries that move's notation; the others
carry ``ui:tok:<token>``. Places of a cookbook are tokens too, so the cookbook's cells are the
buttons when a place is wanted. This reaches every legal move however many there are (a Workshop
turn has over a thousand) while showing only a handful of controls at a time. Nothing here reads
anything but the seat's view, which holds only what that seat may see; card ids are never drawn.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, cast

from sweets.games.mastersweets.view import Card, ClashView, MasterSweetsView
from sweets.render.html import attrs, button, esc, possessive
from sweets.render.mastersweets import draw as D
from sweets.render.outcome import headline, names_words, points_words, whole

TITLE = "MasterSweets"
BLURB = ("Cook the rows and columns of a shrinking cookbook; also alone against George, "
         "a duel of cookbooks and a team game. 1-5 players.")

COLUMNS = "abcdefghijkl"
VERBS = {
    "choose": "Choose a role", "market": "Take a market card", "draw": "Draw the top card",
    "exchange": "Exchange with a cookbook card", "play": "Play a special card", "role": "Use your role",
    "cook": "Cook a recipe", "discard": "Discard", "done": "Done", "swap": "Swap two cookbook cards",
    "replace": "Replace a cookbook card", "salvage": "Take back from the discard pile",
    "keep": "Keep", "george": "Give George a card", "pass": "Pass", "shape": "Shape of my cookbook",
    "ready": "My cookbook is ready", "improve": "Improve a card", "steal": "Steal a recipe",
    "remove": "Remove a card", "point": "Point at a cookbook card", "clue": "Give a clue",
}
PLACE = re.compile(r"^(p\d+:)?[a-l]\d+$")  # a cookbook card as a token: "b2", "p3:a1"
MAX_LISTED = 6  # this few complete moves under the choice so far: offer them whole


# ----- moves as tokens -----------------------------------------------------------------------

def tokens(action: str) -> list[str]:
    """A notation split into the steps a person chooses: "row 2"/"col b" stay one token."""
    words = action.split()
    out: list[str] = []
    i = 0
    while i < len(words):
        if words[i] in ("row", "col") and i + 1 < len(words):
            out.append(f"{words[i]} {words[i + 1]}")
            i += 2
        else:
            out.append(words[i])
            i += 1
    return out


_TOKENS: dict[str, list[str]] = {}


def _tok(action: str) -> list[str]:
    found = _TOKENS.get(action)
    if found is None:
        if len(_TOKENS) > 20000:  # a Workshop turn has a few thousand; keep the cache bounded
            _TOKENS.clear()
        found = _TOKENS[action] = tokens(action)
    return found


# The moves under each prefix, for the last legal list seen: a press asks about the same list
# several times, and a Workshop turn lists a few thousand moves. Holding the list keeps its
# identity from being reused by another list.
_LAST_LEGAL: list[str] | None = None
_UNDER: dict[tuple[str, ...], list[list[str]]] = {}


def _under(legal: list[str], pre: Sequence[str]) -> list[list[str]]:
    global _LAST_LEGAL
    if _LAST_LEGAL is not legal:
        _LAST_LEGAL = legal
        _UNDER.clear()
    key = tuple(pre)
    found = _UNDER.get(key)
    if found is None:
        if key:
            k, last = len(key), key[-1]
            found = [t for t in _under(legal, key[:-1]) if len(t) >= k and t[k - 1] == last]
        else:
            found = list(map(_tok, legal))
        _UNDER[key] = found
    return found


def normalize(legal: list[str], pre: list[str]) -> list[str]:
    """``pre`` cut back to a prefix of some legal move, with every forced token filled in (the
    only verb there is, such as George's; the "with" before the cards a Workshop move spends)."""
    pre = list(pre)
    while pre and not _under(legal, pre):
        pre.pop()
    while True:
        under = _under(legal, pre)
        nexts = {t[len(pre)] for t in under if len(t) > len(pre)}
        if len(nexts) == 1 and all(len(t) > len(pre) + 1 for t in under):
            pre.append(nexts.pop())
        else:
            return pre


def controls_after(legal: list[str], pre: list[str]) -> dict[str, str]:
    """Each token that may follow ``pre`` -> what pressing it does: the move it completes, or
    ``ui:tok:<token>`` when more is to be chosen after it."""
    k = len(pre)
    done: dict[str, bool] = {}
    longer: set[str] = set()
    for t in _under(legal, pre):
        if len(t) > k:
            tok = t[k]
            done[tok] = done.get(tok, False) or len(t) == k + 1
            if len(t) > k + 1:
                longer.add(tok)
    return {tok: (" ".join(pre + [tok]) if full and tok not in longer else f"ui:tok:{tok}")
            for tok, full in done.items()}


def completions(legal: list[str], pre: list[str]) -> list[str]:
    return [" ".join(t) for t in _under(legal, pre) if len(t) > len(pre)]


# ----- words -----------------------------------------------------------------------------------

def _card_words(card: Mapping[str, Any] | None) -> str:
    if card is None:
        return "empty"
    if card["kind"] == "special":
        return f"{card['name']} (special)"
    return f"{card['type']} {card['points']}"


def _book_cells(view: dict, seat: int | None = None) -> dict[str, Card | None]:
    if view.get("mode") == "clash":
        book = view["books"][seat if seat is not None else view.get("seat") or 0]
    else:
        book = view.get("cookbook") or {"cells": []}
    return {f"{COLUMNS[c]}{r + 1}": card for r, row in enumerate(book["cells"]) for c, card in enumerate(row)}


def token_label(view: dict, pre: list[str], tok: str) -> str:
    if not pre:
        return VERBS.get(tok, tok)
    players = view.get("players", [])
    if tok.startswith("p") and tok[1:].isdigit() and int(tok[1:]) <= len(players):
        return players[int(tok[1:]) - 1]
    if ":" in tok:
        who, place = tok.split(":", 1)
        seat = int(who[1:]) - 1
        return f"{possessive(players[seat])} {place} ({_card_words(_book_cells(view, seat).get(place))})"
    if tok[:1] in COLUMNS and tok[1:].isdigit():
        return f"{tok} ({_card_words(_book_cells(view).get(tok))})"
    if "=" in tok:
        missing, given = tok.split("=", 1)
        share = "you keep the recipe card" if given[0] == "3" else "the recipe card is discarded"
        return f"{missing}: give {given[0]} {given[1:]} ({share})"
    if tok.startswith("s") and tok[1:].isdigit():
        for card in view.get("hand") or []:
            if card.get("id") == tok:
                return f"{card['name']}: {card['text']}"
        for card in (view.get("turn") or {}).get("peek") or []:
            if card.get("id") == tok:
                return f"{card['name']} (special)"
        return "a special card"
    if pre[0] == "choose":
        for role in (view.get("role_offer") or []) + _all_roles():
            if role and role["id"] == tok:
                return f"{role['name']} (hand {role['hand']}): {role['text']}"
    if view.get("mode") == "workshop" and tok.isdigit():
        if pre[0] == "clue" and len(pre) == 2:
            return f"value {tok}"
        return f"spend your card {tok}"
    if pre[0] == "market":
        market = view.get("market") or []
        slot = int(tok) - 1 if tok.isdigit() else -1
        return f"market {tok} ({_card_words(market[slot])})" if 0 <= slot < len(market) else tok
    if tok.startswith(("row ", "col ")):
        return tok.replace("col", "column")
    return tok.replace("_", " ")


def _all_roles() -> list[dict]:
    return []


def move_label(view: dict, move: str) -> str:
    toks = tokens(move)
    words = [VERBS.get(toks[0], toks[0])]
    for i, tok in enumerate(toks[1:], 1):
        if tok != "with":
            words.append(token_label(view, toks[:i], tok))
    return ": ".join([words[0], ", ".join(words[1:])]) if len(words) > 1 else words[0]


# ----- the render-module protocol ------------------------------------------------------------

def new_ui(view: dict, legal: list[str]) -> dict:
    return {"pre": normalize(legal, [])}


def ui_command(view: dict, legal: list[str], ui: dict, command: str) -> dict:
    pre = list(ui.get("pre") or [])
    kind, _, arg = command.partition(":")
    if kind == "tok" and arg in controls_after(legal, normalize(legal, pre)):
        pre = normalize(legal, pre) + [arg]
    elif kind == "pre":
        pre = [t for t in arg.split("|") if t]
    elif kind == "back":
        # Forced tokens would come straight back: step back past them too.
        target = pre[:-1]
        while target and len(normalize(legal, target)) >= len(pre):
            target = target[:-1]
        pre = target
    elif kind == "clear":
        pre = []
    kept = {key: value for key, value in ui.items() if key.startswith("keep_")}
    if kind == "clues":  # Workshop: the clue marks on one's cards are a help a person may refuse
        kept["keep_no_clues"] = not kept.get("keep_no_clues")
    return {"pre": normalize(legal, pre), **kept}


def needs_handoff(view: dict) -> bool:
    if view.get("seat") is None:
        return False
    if view.get("mode") == "workshop":
        return any(h and h[0].get("card") for s, h in enumerate(view.get("hands") or []) if s != view["seat"])
    return bool(view.get("hand")) or bool((view.get("turn") or {}).get("peek"))


def interlude(before: dict, after: dict, ctx: dict) -> str | None:
    """What happened by itself after the move, told while the table looks at it: George's whole
    turn in Alone in the Kitchen, a player leaving Clash of Sweets. It ends on its own or when
    the next move is pressed (a person who lets George choose between cards gets the status line
    instead: the choice is theirs)."""
    george, was = after.get("george"), before.get("george")
    if george and was and len(george["completed"]) > len(was["completed"]):
        skipped = "".join(f" and discarded {_card_words(c)}" for c in george["skipped"])
        return (f"George drew {_card_words(george['drawn'])}{skipped}, and took "
                f"{_card_words(george['completed'][-1])} from the cookbook.")
    gone = [after["players"][s] for s in after.get("left") or [] if s not in (before.get("left") or [])]
    if gone:
        return f"{' and '.join(gone)} lost their last recipe and left the kitchen."
    return None


def _places(book: dict | None) -> dict[str, tuple[int, int]]:
    """Where each card of a cookbook lies, by card id."""
    found = {}
    for r, row in enumerate((book or {}).get("cells") or []):
        for c, card in enumerate(row):
            if card is not None:
                found[card["id"]] = (r, c)
    return found


def _moved(before: dict | None, after: dict) -> dict[str, list[int]]:
    """``{place: [rows, cols]}``: each card now at ``place`` came from that many rows and columns
    further down and right (negative: up and left)."""
    old = _places(before)
    moved = {}
    for card, (r, c) in _places(after).items():
        if card in old and old[card] != (r, c):
            moved[f"{COLUMNS[c]}{r + 1}"] = [old[card][0] - r, old[card][1] - c]
    return moved


def motion(before: dict, after: dict) -> dict:
    """The cookbook cards the move shifted (the cookbook closing up, a Workshop swap), per
    cookbook: ``"cookbook"`` or, in Clash of Sweets, ``"p1"``...: ``{place: [rows, cols]}``."""
    if after.get("mode") == "clash":
        found = {f"p{s + 1}": _moved(old, new)
                 for s, (old, new) in enumerate(zip(before.get("books") or [], after["books"], strict=False))}
    else:
        found = {"cookbook": _moved(before.get("cookbook"), after["cookbook"])}
    return {key: moved for key, moved in found.items() if moved}


# ----- drawing (the pictures themselves: draw.py) ---------------------------------------------

def _cell_piece(offer: dict[str, str], token: str, place: str, r: int, c: int, card: dict | None,
                improved: bool, lit: bool, moved: list[int] | None, top: float) -> D.Piece:
    x, y = D.cell_xy(r, c, top)
    body = D.face(card, x, y)
    if card is not None and card.get("down"):
        label = f"{place}: {card['type']}, face down"
    else:
        label = f"{place}: {_card_words(card)}"
    classes = ["cell"]
    if improved:
        classes.append("improved")
        # A violet plus in the bottom corner, clear of the card's words.
        cx, cy = x + 10, y + D.CARD_H - 10
        body += (f'<circle class="imp" cx="{cx}" cy="{cy}" r="7"/>'
                 f'<path class="impmark" d="M{cx - 4},{cy} h8 M{cx},{cy - 4} v8"/>')
        label += ", improved"
    if lit:
        classes.append("lit")
    style = ""
    if moved:
        classes.append("moved")
        style = f"--dx:{moved[1] * (D.CARD_W + D.GAP)}px;--dy:{moved[0] * (D.CARD_H + D.GAP)}px"
    action = offer.get(token)
    body += D.ring(x, y, D.CARD_W, D.CARD_H)
    return D.Piece(c, r, body, f"{label}, choose" if action else label, action, token, " ".join(classes),
                   style=style)


def _heads(view: dict, legal: list[str], pre: list[str], book: dict, steal_from: int | None,
           top: float) -> list[D.Piece]:
    """A button beside each row and under each column: cook it (its points shown) or, in Clash of
    Sweets, steal it. A recipe that cannot be cooked now still shows its points; one that cannot be
    stolen is not drawn."""
    rows, cols = book["rows"], book["cols"]
    recipes = book["recipes"] if view.get("mode") == "clash" else view.get("recipes") or []
    pieces = []
    for rec in recipes:
        name, index = rec["name"], rec["index"]
        if rec["kind"] == "row":
            x, y = cols * (D.CARD_W + D.GAP) + D.GAP / 2, D.cell_xy(index, 0, top)[1]
            w, h, col, row = D.HEAD_W, D.CARD_H, cols, index
        else:
            x, y = D.cell_xy(0, index, top)[0], top + rows * (D.CARD_H + D.GAP) + D.GAP / 2
            w, h, col, row = D.CARD_W, D.HEAD_H, index, rows
        text = name.replace("col", "column")
        pts = f"{rec['points']} pts" if "points" in rec else ""
        if pts:
            text += f" · {pts}"
        cell = f"p{steal_from + 1}:{name}" if steal_from is not None else name
        if steal_from is not None:
            move = f"steal p{steal_from + 1} {name}"
            if move in legal:
                said = ["steal", name.replace("col", "column")]
                body = D.head_body(x, y, w, h, said, "lit") + D.ring(x, y, w, h)
                pieces.append(D.Piece(col, row, body, f"Steal {text}", move, cell, "recipe lit"))
            continue
        lines = [name.replace("col", "column"), pts] if pts else [name.replace("col", "column")]
        if any(t[:2] == ["cook", name] for t in map(_tok, legal)):
            pressed = pre[:2] == ["cook", name]
            pieces.append(D.Piece(col, row, D.head_body(x, y, w, h, lines, "can") + D.ring(x, y, w, h),
                                  f"Cook {text}", f"ui:pre:cook|{name}", cell, "recipe", pressed=pressed))
        else:
            body = D.head_body(x, y, w, h, lines, "off")
            pieces.append(D.Piece(col, row, body, text, None, cell, "recipe off"))
    return pieces


def _book(view: dict, legal: list[str], pre: list[str], offer: dict[str, str], book: dict, owner: int | None,
          highlight: set[str], moved: dict[str, list[int]], *, heads: bool, steal_from: int | None,
          label: str) -> str:
    """One cookbook as a drawing: its cells, and its rows and columns as recipe buttons. A card in
    ``moved`` slides in from where it lay before the move (static/games/mastersweets.css)."""
    rows, cols = book["rows"], book["cols"]
    improved = book.get("improved")
    pieces = []
    for r in range(rows):
        for c in range(cols):
            place = f"{COLUMNS[c]}{r + 1}"
            token = place if owner is None else f"p{owner + 1}:{place}"
            # Another player's card is offered as "p2:a1", one's own as "a1": each cell answers
            # only to its own book's token.
            pieces.append(_cell_piece(offer, token, place, r, c,
                                      book["cells"][r][c], bool(improved and improved[r][c]),
                                      place in highlight, moved.get(place), 0))
    if heads:
        pieces += _heads(view, legal, pre, book, steal_from, 0)
    width, height = D.book_size(rows, cols, heads=heads, title=False)
    return D.svg(width, height, D.group(pieces), label=label, cls="book")


def _card_svg(card: dict | None, *, cls: str, label: str, action: str | None = None, cell: str | None = None,
              col: int = 0, pressed: bool | None = None, count: int = 1, under: list[str] | None = None,
              slot: int | None = None, entry: bool = False) -> str:
    """One card of a row (the market, a hand) as its own small drawing, so rows wrap like words."""
    w = D.CARD_W + (22 if count > 1 else 0)
    if card is not None and card.get("kind") == "special":
        w = max(w, 84)
    lines = under or []
    h = D.CARD_H + 14 * len(lines)
    more = [D.span(w / 2 + 2, D.CARD_H + 14 + 14 * i, line, "clue", w - 4) for i, line in enumerate(lines)]
    if count > 1:
        more.insert(0, D.span(D.CARD_W + 12, D.CARD_H / 2 + 7, f"×{count}", "count"))
    if card is None:
        body = D.back(slot or 0, 2, 2, after=more)
    else:
        body = D.face(card, 2, 2, w - 4 if count == 1 else D.CARD_W, after=more)
    if action:
        body += D.ring(2, 2, w - 4, D.CARD_H)
    values = attrs(class_=f"{cls} can" if action else cls, viewBox=f"0 0 {w + 4} {h + 4}",
                   width=str(w + 4), height=str(h + 4), role="button" if action else "img", aria_label=label,
                   data_action=action, data_cell=cell, data_col=str(col), data_row="0",
                   tabindex=("0" if entry else "-1") if action else None,
                   aria_pressed=None if pressed is None else str(pressed).lower())
    return f"<svg{values}>{body}</svg>"


def _hand(view: dict, legal: list[str], pre: list[str]) -> str:
    hand = view.get("hand") or []
    groups: dict[str, list[dict]] = {}
    for card in hand:
        groups.setdefault(card.get("type") or card["id"], []).append(card)
    out = []
    entry = True
    for col, (key, cards) in enumerate(groups.items()):
        card = cards[0]
        count = f" ×{len(cards)}" if len(cards) > 1 else ""
        words = f"{card['name']} special" if card.get("kind") == "special" else _card_words(card)
        action, label, pressed = None, words + count, None
        if card.get("kind") == "special" and f"play {key}" in legal:
            action, label = f"play {key}", f"{words}{count} play {card['name']}: {card['text']}"
        elif any(t[:2] == ["exchange", key] for t in map(_tok, legal)):
            action, label = f"ui:pre:exchange|{key}", f"{words}{count} exchange {key}"
            pressed = pre[:2] == ["exchange", key]
        out.append(_card_svg(card, cls="hcard", label=label, action=action, cell=f"hand {key}", col=col,
                             pressed=pressed, count=len(cards), entry=entry and bool(action)))
        entry = entry and not action
    if not out:
        return '<p class="muted">Your hand is empty.</p>'
    return f'<div class="hand" data-grid>{"".join(out)}</div>'


def _choices(view: dict, legal: list[str], pre: list[str]) -> str:
    """The panel of what may be chosen next, plus a way back."""
    out = []
    if pre:
        out.append(f'<p class="chosen">{esc(move_label(view, " ".join(pre)))} …</p>')
    moves = completions(legal, pre)
    if pre and len(moves) <= MAX_LISTED:
        for move in moves:
            out.append(button(move_label(view, move), move, cls="btn primary"))
    else:
        on_book = False
        for tok, action in controls_after(legal, pre).items():
            if PLACE.match(tok):  # a cookbook card: its own cell is the button (no second copy here)
                on_book = True
                continue
            out.append(button(token_label(view, pre, tok), action,
                              cls="btn" if action.startswith("ui:") else "btn primary"))
        if on_book:
            out.append('<p class="hint">Choose a card on the cookbook.</p>')
    if len(pre) > len(normalize(legal, [])):
        out.append(button("Back", "ui:back", cls="btn ghost"))
    return f'<div class="choices">{"".join(out)}</div>'


def status_line(view: dict, legal: list[str], ctx: dict) -> str:
    if ctx.get("interlude"):
        return ctx["interlude"]
    if view.get("is_over"):
        return "The game is over."
    to_move = view.get("to_move")
    players = view.get("players", [])
    if to_move is None:
        return ""
    name = players[to_move]
    if view.get("acting_for") == "George" or view.get("phase") == "george":
        why = {"type": "of the type he drew", "points": "of the same value as his card",
               "any": "any card, none matched"}.get((view.get("george") or {}).get("why") or "", "")
        drawn = (view.get("george") or {}).get("drawn")
        return (f"George's turn: choose which card he takes (he drew {_card_words(drawn)}; "
                f"these cards qualify: {why}).")
    if to_move in set(ctx.get("bots") or ()):
        return f"{possessive(name)} turn: the computer is playing…"
    phase = view.get("phase")
    if phase == "draft":
        return f"{possessive(name)} turn: choose a role"
    if phase == "arrange":
        return f"{name}: lay out your cookbook, then press ready"
    steps = (view.get("turn") or {}).get("steps") or []
    if steps:
        return f"{name}: {steps[0][0]} ({steps[0][1]} to go)"
    return f"{possessive(name)} turn: one action"


def _players_panel(view: dict) -> str:
    players = view.get("players", [])
    rows = []
    for seat, name in enumerate(players):
        bits = [f'<b>{esc(name)}</b>']
        if view.get("seat") == seat:
            bits.append("(you)")
        roles = view.get("roles") or []
        if seat < len(roles) and roles[seat]:
            bits.append(f'<span class="role">{esc(roles[seat]["name"])}</span>')
        sizes = view.get("hand_sizes") or []
        if seat < len(sizes):
            bits.append(f"hand {sizes[seat]}")
        if view.get("points") is not None and seat < len(view["points"]):
            bits.append(f'{len(view["completed"][seat])} sweets, {view["points"][seat]} pts')
        if view.get("mode") == "clash" and not view["alive"][seat]:
            bits.append("out")
        cls = "player turn" if view.get("to_move") == seat else "player"
        rows.append(f'<li class="{cls}">{" ".join(bits)}</li>')
    george = view.get("george")
    if george:
        rows.append(f'<li class="player george"><b>George</b> {len(george["completed"])} sweets, '
                    f'{george["points"]} pts</li>')
    return f'<ul class="players">{"".join(rows)}</ul>'


def _counts(view: dict) -> str:
    bits = [f"Deck {view.get('deck_size', 0)}"]
    if "discard" in view:
        bits.append(f"Discard {len(view['discard'])}")
    if "out" in view:
        bits.append(f"Spent {len(view['out'])}")
    if view.get("mode") == "workshop":
        bits.append(f"Face down {view.get('face_down', 0)}")
    return f'<p class="counts">{" · ".join(bits)}</p>'


def _market(view: dict, legal: list[str], pre: list[str]) -> str:
    cards = view.get("market")
    if not cards:
        return ""
    out = []
    entry = True
    for slot, card in enumerate(cards, 1):
        if card is None:  # the deck ran dry, so a slot taken was not refilled
            out.append(f'<span class="mcard empty" role="img" aria-label="Market {slot}: empty"></span>')
            continue
        move = f"market {slot}"
        action = move if move in legal else None
        # Spoken as "Take market 1:" then the card's own words, so the name holds what is seen.
        words = f"{card['name']} special" if card.get("kind") == "special" else _card_words(card)
        label = f"Take market {slot}: {words}" if action else words
        out.append(_card_svg(card, cls="mcard", label=label, action=action, cell=move, col=slot - 1,
                             entry=entry and bool(action)))
        entry = entry and not action
    return f'<section class="market"><h2>Market</h2><div class="row" data-grid>{"".join(out)}</div></section>'


def _core_side(view: dict) -> str:
    out = []
    seat = view.get("seat")
    roles = view.get("roles") or []
    if seat is not None and seat < len(roles) and roles[seat]:
        role = roles[seat]
        out.append(f'<p class="myrole"><b>Your role: {esc(role["name"])}</b> {esc(role["text"])}</p>')
    peek = (view.get("turn") or {}).get("peek") or []
    if peek:
        out.append('<p class="peek">You look at: ' + ", ".join(esc(_card_words(c)) for c in peek) + "</p>")
    return "".join(out)


def _workshop(view: dict, legal: list[str], pre: list[str], marks: bool = True) -> str:
    """Every hand (one's own face down) with what the clues said of each card, and the clues
    given. A person may turn the marks on their own cards off, and remember, as at a real table."""
    out = []
    seat = view.get("seat")
    if seat is not None:
        out.append(button("Clue marks on my cards", "ui:clues", cls="btn ghost toggle", pressed=marks))
    for s, hand in enumerate(view.get("hands") or []):
        name = view["players"][s]
        cards = []
        for col, item in enumerate(hand):
            clues = [] if s == seat and not marks else item.get("clues") or []
            summary = D.clue_summary(clues)
            words = _card_words(item["card"]) if item.get("card") else f"card {item['slot']}"
            known = ["clues say " + ", ".join(summary).replace("/", " or ")] if summary else []
            label = "; ".join([words, *known] + [_clue_words(c) for c in clues])
            # Under the card, what all its clues leave it; in its spoken name, each clue too.
            cards.append(_card_svg(item.get("card"), cls="wcard", label=label, col=col, slot=item["slot"],
                                   under=summary))
        title = "Your hand (face down)" if s == seat else f"{possessive(name)} hand"
        cls = "whand turn" if view.get("to_move") == s else "whand"
        out.append(f'<section class="{cls}"><h2>{esc(title)}</h2>'
                   f'<div class="row">{"".join(cards)}</div></section>')
    return "".join(out)


def _clue_words(clue: dict) -> str:
    said = f"value {clue['value']}" if "value" in clue else "/".join(clue.get("types") or [])
    return said + ("" if clue.get("yes") else " no")


def _clue_log(view: dict) -> str:
    """The clues given so far, newest last, with the types a row or column held when it was said
    (the cookbook changes after)."""
    given = view.get("clues") or []
    if not given:
        return ""
    items = []
    for c in given[-5:]:
        if c["clue"].isdigit():
            what = D.clue_lines([{"yes": True, "value": int(c["clue"])}])[0][2:]
        else:
            what = f"{c['clue']} ({', '.join(c.get('types') or [])})"
        items.append(f'<li>{esc(view["players"][c["seat"]])} → {esc(view["players"][c["target"]])}: '
                     f'{esc(what)}</li>')
    return f'<section class="clues"><h2>Clues</h2><ul>{"".join(items)}</ul></section>'


def table(view: dict, legal: list[str], ui: dict, ctx: dict) -> str:
    pre = normalize(legal, list(ui.get("pre") or []))
    mine = bool(legal) and view.get("to_move") not in set(ctx.get("bots") or ())
    if not mine:
        legal, pre = [], []
    mode = view.get("mode", "core")
    motions = (ctx.get("motion") or {}) if ctx.get("animate") else {}
    books = []
    offer = controls_after(legal, pre)  # what each token does now, for every cookbook's cells
    lit: set[str]
    if mode == "clash":
        for s, book in enumerate(view["books"]):
            if not view["alive"][s] and not any(any(c for c in row) for row in book["cells"]):
                continue
            title = "Your cookbook" if s == view.get("seat") else f"{possessive(view['players'][s])} cookbook"
            steal = s if s != view.get("seat") else None
            lit = {p for t in map(_tok, legal) if t[:2] == ["steal", f"p{s + 1}"]
                   for r in book["recipes"] if r["name"] == t[2] for p in r["cards"]}
            grid = _book(view, legal, pre, offer, book, steal, lit, motions.get(f"p{s + 1}", {}),
                         heads=steal is not None, steal_from=steal, label=title)
            cls = "clashbook turn" if view.get("to_move") == s else "clashbook"
            books.append(f'<section class="{cls}"><h2>{esc(title)}</h2>{grid}</section>')
    else:
        book = view["cookbook"]
        lit = set()
        if pre[:1] == ["cook"] and len(pre) > 1:
            lit = {p for r in view["recipes"] if r["name"] == pre[1] for p in r["cards"]}
        grid = _book(view, legal, pre, offer, book, None, lit, motions.get("cookbook", {}),
                     heads=mode != "workshop", steal_from=None, label="Cookbook")
        books.append(f'<section class="mainbook"><h2>Cookbook</h2>{grid}</section>')
        if mode == "workshop":
            books.append(_clue_log(view))
    # Workshop: every hand is on show under its owner's name, which says all the list would.
    side = [_counts(view)] if mode == "workshop" else [_players_panel(view), _counts(view)]
    if mode == "workshop":
        side.append(_workshop(view, legal, pre, marks=not ui.get("keep_no_clues")))
    else:
        side.append(_market(view, legal, pre))
        if view.get("seat") is not None:
            side.append(f'<section class="myhand"><h2>Your hand</h2>{_hand(view, legal, pre)}</section>')
        side.append(_core_side(view))
    controls = _choices(view, legal, pre) if mine else ""
    if ctx.get("interlude"):  # the table looks at what happened; playing on ends it too
        controls = button("Continue", "ui:continue", cls="btn primary") + controls
    return (f'<div class="table ms ms-{esc(mode)}">'
            f'<div class="bar"><p class="status" role="status" aria-live="polite">'
            f'{esc(status_line(view, legal, ctx))}</p><div class="controls">{controls}</div></div>'
            f'<div class="board{_clash_grid(view, len(books))}">{"".join(books)}</div>'
            f'<aside class="side">{"".join(side)}</aside></div>')


# A Clash cookbook with more cards than this along one side keeps its natural size: in a grid
# cell it would be drawn too small to read or press.
GRID_SIDE = 6


def _clash_grid(view: Any, books: int) -> str:
    """The Clash board's classes: its cookbooks grow in a grid when none is laid out long."""
    if view.get("mode") != "clash":
        return ""
    sides = [max(len(book["cells"]), max((len(row) for row in book["cells"]), default=0))
             for book in view["books"]]
    return f" grow books-{books}" if max(sides, default=0) <= GRID_SIDE else ""


ORDINALS = ("first", "second", "third", "fourth", "fifth")


def clash_headline(view: ClashView) -> str:
    """Clash has no points: the winner is the one whose cookbook outlasted the others'."""
    outcome = view.get("outcome")
    names = [view["players"][w] for w in (outcome["winners"] if outcome else [])]
    if len(names) != 1:
        return "The game is over."
    return f"{names[0]} wins: the last cookbook with a recipe left!"


def clash_rows(view: ClashView) -> list[str]:
    """Every seat, the winner first, then those who left the game, the latest first."""
    left = view["left"]
    order = [s for s in range(len(view["players"])) if s not in left] + left[::-1]
    rows = []
    for seat in order:
        how = (f"left the game {ORDINALS[left.index(seat)]}" if seat in left
               else "still cooking: the winner")
        rows.append(f'<li><b>{esc(view["players"][seat])}</b> — {esc(how)}</li>')
    return rows


def result(view: MasterSweetsView, ctx: dict) -> str:
    if view["mode"] == "clash":
        title, rows = clash_headline(cast(ClashView, view)), clash_rows(cast(ClashView, view))
    elif view["mode"] == "workshop":  # one score, the team's: not repeated for every seat
        title = headline(view)
        team = names_words(view["players"])
        rows = [f'<li><b>{esc(team)}</b> — {esc(points_words(view["outcome"]["scores"][0]))}</li>'
                if view.get("outcome") else ""]
    else:
        title, rows = headline(view), []
        outcome = view.get("outcome")
        score = outcome["scores"] if outcome else []
        core = view if view["mode"] == "core" or view["mode"] == "solo" else None
        for seat, name in enumerate(view["players"]):
            pile = " ".join(_card_words(c) for c in core["completed"][seat]) if core else ""
            pts = f" — {whole(score[seat])}" if seat < len(score) else ""
            rows.append(f'<li><b>{esc(name)}</b>{esc(pts)}<br><small>{esc(pile)}</small></li>')
        george = core.get("george") if core else None
        if george:
            pile = " ".join(_card_words(c) for c in george["completed"])
            rows.append(f'<li><b>George</b> — {george["points"]}<br><small>{esc(pile)}</small></li>')
    return (f'<div class="result-layout ms"><h1 tabindex="-1" class="winner-title">{esc(title)}</h1>'
            f'<ol class="players final">{"".join(rows)}</ol></div>')


def rules() -> str:
    from sweets.games.mastersweets import DECISIONS
    from sweets.render.mastersweets.rules_page import PAGE
    items = "".join(
        f'<li><p><b>{esc(d["topic"])}</b>: {esc(d["decision"])}</p>'
        f'<p class="basis">Rests on the rulebook, {esc(d["rests_on"])}</p></li>' for d in DECISIONS)
    return (f'{PAGE}<section><h2>Decisions where the rulebook is silent</h2>'
            f'<ol class="decisions">{items}</ol></section>')
