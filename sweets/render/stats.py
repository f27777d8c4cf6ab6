"""The statistics page: per person's name, a table of every game and mode they played, and a small
bar chart of games and wins drawn in SVG (the table says the same in words for a screen reader;
the chart is marked as an image with a one-line summary).

Takes the plain data of ``sweets.web.stats.summary``; every name is escaped (``esc``).
"""

from __future__ import annotations

from sweets.render.html import attrs, button, esc
from sweets.render.outcome import whole

# The chart's geometry, in CSS pixels (the SVG is drawn at its size, and only shrinks on a screen
# narrower than it): each game's title on a line of its own above its bar, so a long title
# ("MasterSweets — Alone in the Kitchen") never squeezes the bars.
BAR_W = 260
LINE_H = 18  # the title's line, for 14 px type
BAR_H = 18
GAP = 10
TALLY_W = 50  # room right of the longest bar for "12/30"


def _score(value: float | None, measure: str) -> str:
    if value is None or not measure:
        return "—"
    shown = whole(round(value, 1))
    return f"outlasted {shown}" if measure == "outlasted" else str(shown)


def _against(tallies: dict[str, list[int]]) -> str:
    """``Hard computer: 3 games, 2 won``, one line each."""
    if not tallies:
        return "—"
    return "<br>".join(f"{esc(who)}: {games} game{'s' * (games != 1)}, {wins} won"
                       for who, (games, wins) in sorted(tallies.items()))


def table(person: dict, number: int) -> str:
    rows = "".join(
        f'<tr><th scope="row">{esc(r["title"])}</th><td>{r["games"]}</td><td>{r["wins"]}</td>'
        f'<td>{_score(r["best"], r["measure"])}</td><td>{_score(r["mean"], r["measure"])}</td>'
        f'<td>{_against(r["against"])}</td></tr>' for r in person["rows"])
    return (f'<div class="stats-scroll" role="region" tabindex="0" aria-labelledby="stats-name-{number}">'
            f'<table class="stats-table"><caption>Games of {esc(person["name"])}</caption>'
            f'<thead><tr><th scope="col">Game</th><th scope="col">Games</th><th scope="col">Wins</th>'
            f'<th scope="col">Best score</th><th scope="col">Mean score</th>'
            f'<th scope="col">Against computers</th></tr></thead><tbody>{rows}</tbody></table></div>')


def chart(person: dict) -> str:
    """Games (light bar) and wins (dark bar over it) per game and mode."""
    rows = person["rows"]
    most = max((r["games"] for r in rows), default=1) or 1
    step = LINE_H + BAR_H + GAP
    width, height = BAR_W + TALLY_W, len(rows) * step
    parts = []
    for i, r in enumerate(rows):
        y = i * step + LINE_H
        games_w = max(2, BAR_W * r["games"] / most)
        wins_w = BAR_W * r["wins"] / most
        parts.append(
            f'<text x="0" y="{y - 5}" class="stats-label">{esc(r["title"])}</text>'
            f'<rect x="0" y="{y}" width="{games_w:.1f}" height="{BAR_H}" rx="4" class="stats-games"/>'
            f'<rect x="0" y="{y}" width="{wins_w:.1f}" height="{BAR_H}" rx="4" class="stats-wins"/>'
            f'<text x="{games_w + 6:.1f}" y="{y + BAR_H - 4}" class="stats-label">'
            f'{r["wins"]}/{r["games"]}</text>')
    said = "; ".join(f'{r["title"]}: {r["wins"]} won of {r["games"]}' for r in rows)
    label = f"Wins of {person['name']} per game. {said}."
    shape = attrs(class_="stats-chart", viewBox=f"0 0 {width} {height}", width=width, height=height,
                  role="img", aria_label=label)
    return f'<svg{shape}>{"".join(parts)}</svg>'


def page(people: list[dict], kept: int, limit: int) -> str:
    """``people``: ``sweets.web.stats.summary``; ``kept``: how many games the records hold."""
    back = button("Menu", "nav:menu", cls="btn")
    if not people:
        body = ('<p class="stats-empty">No finished game yet. Every game played to the end on this '
                "device is counted here, by the names typed at setup.</p>")
    else:
        body = "".join(
            f'<section class="stats-person"><h2 id="stats-name-{n}">{esc(p["name"])}</h2>'
            f'<div class="stats-body">{chart(p)}{table(p, n)}</div></section>' for n, p in enumerate(people))
    full = (f'<p class="stats-note">Only the newest {limit} games are counted.</p>' if kept >= limit else "")
    legend = ('<p class="stats-note">In the charts, the light bar is games played and the dark bar '
              "games won. Computers are counted as opponents; a game played in a team with computers "
              "is listed as played with them.</p>" if people else "")
    return (f'<main class="page stats"><nav class="topnav">{back}</nav>'
            f'<header class="masthead"><h1 tabindex="-1">Statistics on this device</h1></header>'
            f"{legend}{full}{body}<div class=\"row\">{back}</div></main>")
