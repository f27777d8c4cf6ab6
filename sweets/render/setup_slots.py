"""The setup screen's part for a choice made slot by slot (``sweets.engine.slots``): Sweets Stack's
advanced rule card for each round.

One row per item (its picture, name and what it does in a sentence) with a radio button for each
slot; the radio buttons of a slot share a name, so each slot is one Tab stop and the arrow keys
walk its items. Why the rules refuse what is chosen is said in the row of the item concerned, and
the radio buttons chosen there point to it (``aria-describedby``). Shortcuts (whole combinations)
are buttons above. A game draws its items' pictures in ``<its renderer>.setup_cards.picture``.
"""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType

from sweets import catalogue
from sweets.render.html import attrs, button, esc


@cache
def _pictures(game_id: str) -> ModuleType | None:
    try:
        return importlib.import_module(catalogue.entry(game_id).render + ".setup_cards")
    except (KeyError, ImportError):
        return None


def _picture(game_id: str, key: str, item: str) -> str:
    module = _pictures(game_id)
    return module.picture(key, item) if module is not None else ""


def slot_choice(form: dict, choice: dict) -> str:
    """``choice``: key, label, values (shortcuts), slots, items, hint; ``form``: game, options
    (the chosen text, one item text per slot) and refused ({key: [{item, slots, reason}]})."""
    key = choice["key"]
    chosen = form["options"][key].split(",")
    refused = form.get("refused", {}).get(key, [])
    ids = f"slots-{key}"
    shortcuts = "".join(button(label, f"setup:option:{key}:{value}", cls="btn",
                               pressed=value == form["options"][key]) for value, label in choice["values"])
    heads = "".join(f'<th scope="col">{esc(slot)}</th>' for slot in choice["slots"])
    rows = "".join(_row(form["game"], key, choice["slots"], item, chosen, refused)
                   for item in choice["items"])
    status = " ".join(r["reason"] + "." for r in refused)
    return (f'<section class="slot-choice" aria-labelledby="{ids}"><h2 id="{ids}">{esc(choice["label"])}</h2>'
            f'<p class="slot-hint">{esc(choice["hint"])}</p>'
            f'<div class="row slot-shortcuts"><h3 id="{ids}-short">Shortcuts</h3>'
            f'<span class="segment wrap" role="group" aria-labelledby="{ids}-short">{shortcuts}</span></div>'
            f'<table class="slot-table"><thead><tr><th scope="col">Card</th>{heads}</tr></thead>'
            f"<tbody>{rows}</tbody></table>"
            f'<p class="slot-summary">{esc(_summary(choice, chosen))}</p>'
            f'<p class="sr-only" role="status">{esc(status)}</p></section>')


def _summary(choice: dict, chosen: list[str]) -> str:
    labels = {item["text"]: item["label"] for item in choice["items"]}
    return " · ".join(f"{slot}: {labels.get(text, text)}"
                      for slot, text in zip(choice["slots"], chosen, strict=False))


def _row(game_id: str, key: str, slots: list[str], item: dict, chosen: list[str], refused: list[dict]) -> str:
    text = item["text"]
    sentence_id = f"slot-{key}-{text}"
    mine = [r for r in refused if r["item"] == text]
    why_id = f"why-{key}-{text}"
    cells = []
    for s, slot in enumerate(slots):
        wrong = any(s in r["slots"] for r in mine)
        on = s < len(chosen) and chosen[s] == text
        radio = attrs(type="radio", name=f"{key}-{s + 1}", value=text, checked=on,
                      data_action=f"setup:slot:{key}:{s + 1}:{text}", aria_invalid="true" if wrong else None,
                      aria_describedby=f"{why_id} {sentence_id}" if wrong else sentence_id)
        cells.append(f'<td><label class="slot-pick"><input{radio}>'
                     f'<span class="sr-only">{esc(item["label"])}, </span>'
                     f'<span class="slot-name">{esc(slot)}</span></label></td>')
    why = "".join(f'<p class="slot-refusal" id="{why_id}">{esc(r["reason"])}.</p>' for r in mine)
    return (f'<tr{attrs(class_="refused" if mine else None)}><th scope="row"><div class="slot-item">'
            f'{_picture(game_id, key, text)}<div><b>{esc(item["label"])}</b>'
            f'<p id="{sentence_id}">{esc(item["sentence"])}</p>{why}</div></div></th>{"".join(cells)}</tr>')
