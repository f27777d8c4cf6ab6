"""The bar above Sweeet!'s grid: whose turn it is in words, and the buttons beside the grid
(stop and collect, the Lucky card's value, the Curious card's secret look, Continue after a turn).
"""

from __future__ import annotations

from sweets.games.sweeet.view import SweeetView
from sweets.render.html import button, esc, possessive
from sweets.render.sweeet.stop_choice import lucky_values, stop_text
from sweets.render.sweeet.words import card_label, with_article


def status_line(view: SweeetView, ctx: dict) -> str:
    """Whose turn it is and what they must do, in words (unescaped)."""
    if ctx.get("interlude"):
        return ctx["interlude"]
    turn = view.get("turn")
    if not turn:
        return "The game is over."
    name = view["players"][turn["seat"]]
    if turn["seat"] in set(ctx.get("bots") or ()):
        return f"{possessive(name)} turn: the computer is playing…"
    phase = turn["phase"]
    if phase == "peek":
        return f"{possessive(name)} turn: turn over a card, or first look at one in secret"
    if phase == "brave":
        return f"{name} is Brave: take one revealed card, or nothing"
    if phase == "choose":
        return f"{possessive(name)} turn: turn over another card, or stop"
    return f"{possessive(name)} turn: turn over a card"


def controls(view: SweeetView, legal: list[str], ui: dict, ctx: dict) -> str:
    """The buttons beside the grid: stop/collect, Lucky's value, Curious' peek."""
    turn = view["turn"]
    if ctx.get("interlude"):
        out = [button("Continue", "ui:continue", cls="btn primary")]
        if turn and legal:
            name = view["players"][turn["seat"]]
            out.append(f'<p class="hint">Next: {esc(name)}, turn over a card when ready.</p>')
        return "".join(out)
    if not turn or turn["seat"] in set(ctx.get("bots") or ()):
        return ""
    out = []
    picked = ui.get("picked", [])
    revealed = {r["cell"]: r["card"] for r in turn["revealed"]}
    if any(t.startswith("peek ") for t in legal):
        label = "Turn over instead" if ui.get("peeking") else "Look at a card in secret"
        out.append(button(label, "ui:peekmode", cls="btn", pressed=bool(ui.get("peeking"))))
        if ui.get("peeking"):
            out.append('<p class="hint">Tap the card you want to look at: only you will see it.</p>')
    peek = view.get("peek")
    if peek and not turn["revealed"]:
        out.append(f'<p class="secret">Only you: the card at {esc(peek["cell"])} is '
                   f'{esc(with_article(peek["card"]))}.</p>')
    stop = stop_text(legal, picked) or stop_text(legal, [])
    if stop:
        names = []
        for token in picked:
            cell, _, value = token.partition("=")
            names.append(f"Lucky as {value}" if value else card_label(revealed.get(cell, cell)))
        brave = turn["phase"] == "brave"
        verb = "End turn" if brave else "Stop"
        label = f"{verb} and take {', '.join(names)}" if names and stop_text(legal, picked) else (
            f"{verb}, take nothing")
        for token in picked:
            cell, _, value = token.partition("=")
            if value:
                for option in lucky_values(legal, cell):
                    out.append(button(f"Lucky = {option}", f"ui:lucky:{cell}={option}", cls="btn lucky",
                                      pressed=option == int(value)))
        out.append(button(label, stop, cls="btn primary stop"))
        if turn["phase"] == "choose" and picked:
            out.append('<p class="hint">Tap a face-up card to take it or leave it.</p>')
        if brave:
            out.append('<p class="hint">Tap the one card to keep.</p>')
    honey_up = [c for c in revealed.values()]
    if honey_up and all(c == "honey" for c in honey_up):
        need = (view.get("honey_needed") or [4] * 8)[turn["seat"]]
        out.append(f'<p class="honey-count">Honey only so far: {len(honey_up)} of {need}</p>')
    return "".join(out)
