"""Sweet Holic's scoring breakdown, final result, in-app rules page, and the table's own styles.

The breakdown is laid out so a player can check it by eye: each macaron drawn small, its tiles
named, and the sum written out (ingredients, burnt cookies at 0 unless the Burnt mission, the
mission bonus). The rules page is in this project's own words; the rulebook's sections are only
named, as the basis of each decision listed from ``sweets.games.sweet_holic.DECISIONS``.
"""

from __future__ import annotations

from sweets.games.sweet_holic.view import RoundResult, ScoredMacaron, SweetHolicView
from sweets.render.html import attrs, esc
from sweets.render.outcome import badges, cheer, headline, in_order, places
from sweets.render.screens import ACTIONS_HERE
from sweets.render.sweet_holic import draw
from sweets.render.sweet_holic.draw import NAMES

PLACES = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}



def round_story(result: RoundResult, players: list[str], *, last: bool = False) -> str:
    """One sentence for the whole table when a round has been scored (unescaped)."""
    winner = result["winner"]
    points = result["points"][winner]
    text = (f"Round {result['round']} is scored: {players[winner]} comes first with {points} "
            f"point{'s' if points != 1 else ''} and takes a {result['tokens'][winner]}-token.")
    return text + (" That was the last round." if last else " The scores are below.")


def macaron_sum(m: ScoredMacaron, mission: str | None) -> str:
    """The points of one scored macaron, written out: "3 ingredients + 2 mission = 5"."""
    if not m.get("finished"):
        return "not finished, 0"
    tiles = m.get("tiles") or []
    burnt = sum(1 for t in tiles if t["flavour"] == "burnt")
    plain = len(tiles) - burnt
    pieces = [f"{plain} ingredient{'s' if plain != 1 else ''}"]
    if burnt:
        pieces.append(f"burnt {burnt} (Burnt mission)" if mission == "burnt" else "burnt 0")
    if m.get("mission_bonus"):
        pieces.append(f"{m['mission_bonus']} mission")
    return " + ".join(pieces) + f" = {m['points']}"


def _small_macaron(m: ScoredMacaron) -> str:
    body, height = draw.macaron(m, 4, 4, 52, cookie_h=13, filling_h=8)
    label = f"{draw.flavour_name(m['flavour'])} macaron"
    return draw.svg(60, max(height + 8, 30), body, cls="mini", label=label)


def breakdown_panel(result: RoundResult, players: list[str], *, open_: bool) -> str:
    """The scoring of one round: every player in rank order, every macaron with its sum."""
    seats = sorted(range(len(players)), key=lambda s: result["ranks"][s])
    rows = []
    for seat in seats:
        entry = result["breakdown"][seat]
        mission = entry.get("mission")
        macs = "".join(
            f'<li class="score-mac">{_small_macaron(m)}<span><b>{esc(draw.flavour_name(m["flavour"]))}:</b> '
            f'<span class="sum">{esc(macaron_sum(m, mission))}</span>'
            f'<span class="tiles">{esc(", ".join(draw.tile_name(t) for t in m.get("tiles") or []))}</span>'
            f'</span></li>'
            for m in entry["macarons"]) or '<li class="score-mac">no macaron</li>'
        token = result["tokens"][seat]
        prize = f"{token}-token" if token else "no token"
        place = PLACES.get(result["ranks"][seat], "")
        rows.append(f'<li class="score-seat"{attrs(data_seat=seat)}><h2><span>{place}'
                    f' {esc(players[seat])}: {entry["total"]} points, {prize}</span>'
                    f'<span class="mission-name">mission: {esc(draw.flavour_name(mission or ""))}</span></h2>'
                    f'<ul class="score-macs">{macs}</ul></li>')
    tie_note = ""
    points = result["points"]
    if len(set(points)) < len(points):
        tie_note = ('<p class="tie-note">Equal points: the player later in this round\'s turn order '
                    'ranks higher.</p>')
    return (f'<details class="breakdown"{" open" if open_ else ""}{attrs(data_round=result["round"])}>'
            f'<summary>Round {result["round"]} scores</summary>'
            f'<ol class="score-seats">{"".join(rows)}</ol>{tie_note}</details>')


def result(view: SweetHolicView, ctx: dict) -> str:
    """The end of the game: the winner(s), the tokens of each round, and every round's scoring."""
    players = view["players"]
    winners = view.get("winners") or []
    results = view.get("round_results") or []
    totals = view.get("token_totals") or view.get("scores") or [0] * len(players)
    title = esc(headline(view))  # the outcome's scores are the token points
    head = "".join(f"<th>Round {r['round']}</th>" for r in results)
    rows = []
    place = places(totals, winners)  # most tokens first; equal totals share a place, as the win
    badge = badges(place)
    for seat in in_order(place):
        cells = "".join(f'<td>{r["tokens"][seat] or "–"} <small>({r["points"][seat]} pts)</small></td>'
                        for r in results)
        cls = "winner" if seat in winners else None
        rows.append(f'<tr{attrs(class_=cls, data_seat=seat)}><td>{badge[seat]}'
                    f'{esc(players[seat])}</td>{cells}<td><b>{totals[seat]}</b></td></tr>')
    rounds = "".join(breakdown_panel(r, players, open_=(i == len(results) - 1))
                     for i, r in enumerate(results))
    return (f'{cheer(view)}<div class="holic holic-result">'
            f'<h1 tabindex="-1" class="winner-title">{title}</h1>'
            f'<p class="how">Score tokens won in each round (points scored in brackets).</p>'
            f'<table class="round-table"><thead><tr><th>Player</th>{head}<th>Tokens</th>'
            f'</tr></thead><tbody>{"".join(rows)}</tbody></table>{ACTIONS_HERE}{rounds}</div>')


def _decisions() -> list[dict]:
    try:
        from sweets.games.sweet_holic import DECISIONS
    except Exception:  # the rules package is another engineer's: never let its absence break the page
        return []
    return [d for d in DECISIONS if isinstance(d, dict)]


def rules() -> str:
    from sweets.render.sweet_holic import rules_pictures as pictures  # drawn when the page opens
    decisions = "".join(
        f'<li><p><b>{esc(d.get("topic", ""))}</b>: {esc(d.get("decision", ""))}</p>'
        f'<p class="basis">Rests on: {esc(d.get("rests_on", ""))}</p></li>'
        for d in _decisions())
    glyphs = "".join(
        f'<li>{draw.svg(24, 24, draw.glyph(f, 12, 12, 9, draw.glyph_ink(f)), cls="glyph", label=NAMES[f])}'
        f' {esc(draw.flavour_name(f))}, letter {draw.LETTERS[f]}</li>'
        for f in draw.COLOURS)
    return f"""<h1 tabindex="-1">How to play Sweet Holic</h1>
<section><h2>The aim</h2>
<p>Over three rounds, bake macarons from ingredient tiles. After each round the best bakers earn
score tokens (3, 2 and 1); whoever holds the most token points after round 3 wins, and a tie
shares the win.</p></section>
<section><h2>The tiles</h2>
<p>All 54 ingredients share one back. There are cookies in six kinds (strawberry, blueberry, green
tea, lemon, mint and burnt) and fillings in the five fruit flavours. Each player also gets a secret
mission, one flavour, which pays extra at scoring.</p>
<p>On this tablet every flavour has its own colour, symbol and letter, so colours never have to be
told apart:</p><ul class="glyphs">{glyphs}</ul>
<p>A cookie is drawn as a shell, a filling as a wavy band of cream. A burnt cookie is dark brown
with scorch marks.</p></section>
<section><h2>Starting a round</h2>
<p>Everyone is dealt 5 tiles and a mission. Then each player, in secret, picks one tile of their
hand to start their own discard pile. The tablet asks each player in turn; nobody sees a pick until
all are made, then they are all turned up together.</p></section>
<section><h2>Your turn: swap or bake</h2>
<p><b>Swap.</b> Put a tile from your hand on your discard pile. A cookie lets you take 2 tiles, a
filling 1. Take them one by one, from the top of the face-down pile or from the top of another
player's discard pile (never your own). Your hand never goes above 6 tiles.</p>
<p><b>Bake.</b> Put 1 to 5 tiles of one single colour in front of you, one at a time, then press
Done baking. A macaron begins with a cookie, takes up to 3 fillings of its flavour, and is finished
by a second cookie of the same flavour, or by a burnt cookie, once it has at least one filling.
Nothing can be added to a finished macaron. You may have 3 macarons, all of different flavours.
Burnt cookies count as their own colour: a turn spent on them bakes only burnt cookies, each one
topping a different macaron. After baking, if fewer than 3 tiles are left in your hand, take tiles
(as in a swap) until you hold 3.</p></section>
<section><h2>End of a round and scoring</h2>
<p>When the pile runs out, or someone finishes a third macaron, play goes on until everyone has
had the same number of turns. Then each finished macaron scores 1 per tile; burnt cookies score
nothing unless your mission is the burnt one. A finished macaron of your mission's flavour scores
1 more for each of its fillings. Unfinished macarons score nothing. Players are ranked by points
(on equal points the one later in the round's turn order ranks higher) and take tokens of 3, 2
and 1. The player after the round's winner starts the next round.</p></section>
{pictures.section()}
<section><h2>On this tablet</h2>
<p>Under each tile of your hand are its moves: Discard (a swap), Bake, or for a burnt cookie the
macaron it would top. When you must take tiles, press the pile or a discard pile marked Take, or
the matching button at the top. Between players the tablet asks to be passed on, so nobody sees
another player's hand or mission. When a round ends, its scoring is shown to everyone, and stays
available under "Round … scores".</p>
<p>Since the others cannot watch while the tablet is away, a strip headed "Since your last turn"
tells what happened meanwhile: who swapped what, who took from which pile, who baked, when the last
turns began, how the round was scored. As at a real table, a tile drawn from the face-down pile is
named only on the screen of whoever drew it; everyone else reads "took 1 from the pile".</p>
<p><b>Hint</b> (top bar) rings the control the Hard computer would press for you and says why in one
sentence; it plays nothing, and the setup can switch it off.</p></section>
<section><h2>Decisions where the rulebook is silent or unclear</h2>
{f"<ol class='decisions'>{decisions}</ol>" if decisions else "<p>None recorded yet.</p>"}</section>"""
