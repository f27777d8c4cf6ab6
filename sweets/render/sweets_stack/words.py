"""What the Sweets Stack table says in words: the round chip, the status line, each seat's line,
and the stories of the pauses (cards turned up, a seat going out).

Text read by people uses the words a player uses ("a 4-cell green Candy Cane"), never card ids:
the ids stay in the pictures' labels, where they tell two look-alike cards apart. Everything here
returns plain text; the caller escapes it.
"""

from __future__ import annotations

from sweets.games.sweets_stack.view import Card, SweetsStackView
from sweets.render.html import possessive
from sweets.render.sweets_stack import draw
from sweets.render.sweets_stack import placing as sel

TURN_NAMES = {0: "Upright", 1: "¼ turn", 2: "½ turn", 3: "¾ turn"}


def candy(card: Card) -> str:
    """A card as a player names it: "a 4-cell green Candy Cane", "a 5-cell red crown card"."""
    kind = "crown card" if card.get("crown") else draw.CANDY[card["colour"]]
    return f"a {len(card['cells'])}-cell {card['colour']} {kind}"


def just_scored(view: SweetsStackView) -> bool:
    """A round has just been scored: the game is over, or the next round's first turn has not
    reached its drops (no other pause happens there: a seat going out ends a turn, so the next
    one is turn 2 at least)."""
    if not view.get("round_results"):
        return False
    return view["phase"] == "over" or (view["turn"] == 1 and view["phase"] != "place")


def round_chip_text(view: SweetsStackView, *, scoring: bool) -> str:
    """While a round's scoring is on show the chip names that round, as the status line does
    (the view has already moved on to the next round)."""
    if scoring:
        scored = view["round_results"][-1]["round"]
        return f"Round {scored} of {view['rounds']} · scored"
    return f"Round {view['round']} of {view['rounds']} · turn {view['turn']}"


def status_line(view: SweetsStackView, legal: list[str], ctx: dict) -> str:
    if ctx.get("interlude"):
        return ctx["interlude"]
    players = view["players"]
    mover = view.get("to_move")
    if mover is None:
        return "The game is over."
    name = players[mover]
    if mover in set(ctx.get("bots") or ()):
        return f"{name} (computer) is playing…"
    phase = view["phase"]
    if not legal:
        return {"exchange": f"{name} decides whether to exchange their hand",
                "arrange": f"{name} is putting their old hand under their deck",
                "pick": f"{name} is choosing a card in secret",
                "place": f"{name} is marking a candy"}.get(phase, f"{possessive(name)} turn")
    if phase == "exchange":
        return f"{name}: exchange your whole hand for 1 pumpkin, or keep it?"
    if phase == "arrange":
        return f"{name}: choose the card to go under your deck next, or put the rest under as shown"
    if phase == "pick":
        to = view["passes_to"][mover]
        offer = " (or first exchange your hand, pay 1 pumpkin)" if "exchange" in legal else ""
        return (f"{name}: choose in secret the card you pass to {players[to] if to is not None else 'nobody'}"
                f"{offer}")
    arrival = view["incoming"][mover]
    giver = players[arrival["from"]] if arrival else "?"
    if "out" in legal and not any(t == "out" for t in legal[:-1]) and not sel.groups(legal).get((None, 0)):
        return f"{name}: the candy from {giver} does not fit upright: pay to turn or change it, or go out"
    return f"{name}: mark the candy {giver} passed you"


def passer_of(view: SweetsStackView, card_id: str) -> int | None:
    """The seat that passed ``card_id`` at the latest reveal."""
    return next((s for s, c in enumerate(view.get("played") or []) if c and c["id"] == card_id), None)


def seat_status(view: SweetsStackView, seat: int) -> str:
    placed = (view.get("placed") or [None] * (seat + 1))[seat]
    if not view["alive"][seat]:
        if placed and "out" in placed:
            return out_line(view, seat, placed["card"])
        return f"out since turn {view['eliminated_at'][seat]}"
    secret = view.get("secret_choices")
    if secret and seat in secret["seats"]:
        return "has chosen" if secret["chosen"][seat] else "choosing…"
    arrival = view["incoming"][seat]
    if arrival:
        return "has a candy to mark"  # whose: beside the candy, in the panel
    if placed and "out" not in placed:
        how = ", from their hand" if placed.get("changed") else ""
        turned = f", {TURN_NAMES[placed['rotation']]}" if placed.get("rotation") else ""
        return f"marked {candy(placed['card'])}{turned}{how}"
    return ""


def out_line(view: SweetsStackView, seat: int, card: Card | None) -> str:
    """A seat's going out, said on the table until the next cards are turned up."""
    players = view["players"]
    passer = passer_of(view, card["id"]) if card else None
    line = f"{players[seat]} had no room for {candy(card) if card else 'the candy'}: out of the round"
    return line + (f"; {players[passer]} takes a candle" if passer is not None else "")


def out_story(before: SweetsStackView, after: SweetsStackView) -> str:
    """The seats that went out with the latest move (or on their own right after it, having no
    way at all to mark their candy), and the candle each passer takes; "" if none did."""
    results = after.get("round_results") or []
    scored = len(results) > len(before.get("round_results") or [])
    players = after["players"]
    lines = []
    for seat, was_in in enumerate(before["alive"]):
        out = seat not in results[-1]["survivors"] if scored else not after["alive"][seat]
        if not was_in or not out:
            continue
        arrival = before["incoming"][seat]
        passer: int | None
        card: Card | None
        if arrival:
            passer, card = arrival["from"], arrival["card"]
        else:  # out as the cards were turned up: the passer is the one passing to this seat
            passer = next((s for s, to in enumerate(before["passes_to"]) if to == seat), None)
            placed = None if scored else after["placed"][seat]
            card = placed["card"] if placed else None
        what = candy(card) if card else "the candy it received"
        line = f"{players[seat]} has no room for {what} and is out of the round"
        if passer is not None:
            line += f": {players[passer]}, who passed it, takes a candle"
        lines.append(line + ".")
    return " ".join(lines)


def picked_story(before: SweetsStackView, after: SweetsStackView, ctx: dict) -> str:
    """When people share the tablet, a pause after each secret pick but the last (that one turns
    the cards up): the moment the picker may still take it back with Undo, before the tablet goes
    on. Public: it names who chose, never what. "" for any other move, or with one person."""
    bots = set(ctx.get("bots") or ())
    players = after["players"]
    if len(players) - len(bots) < 2:
        return ""
    mine, theirs = before.get("secret_choices"), after.get("secret_choices")
    picker, nxt = before.get("to_move"), after.get("to_move")
    if (not mine or not theirs or picker is None or nxt is None or picker in bots
            or sum(theirs["chosen"]) != sum(mine["chosen"]) + 1):
        return ""
    then = f"lets {players[nxt]} (computer) choose" if nxt in bots else f"passes the tablet to {players[nxt]}"
    return f"{players[picker]} has chosen a card, face down. Undo takes it back; Continue {then}."
