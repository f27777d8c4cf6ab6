"""Sweet Holic's scoring breakdown, final result, in-app rules page, and the table's own styles.

The breakdown is laid out so a player can check it by eye: each macaron drawn small, its tiles
named, and the sum written out (ingredients, burnt cookies at 0 unless the Burnt mission, the
mission bonus). The rules page is in this project's own words; the rulebook's sections are only
named, as the basis of each decision listed from ``sweets.games.sweet_holic.DECISIONS``.
"""

from __future__ import annotations

from sweets.render import sweet_holic_draw as draw
from sweets.render.html import attrs, esc
from sweets.render.screens import ACTIONS_HERE
from sweets.render.sweet_holic_draw import NAMES

PLACES = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}

# Styles for the Sweet Holic table, scoped by .holic (the page's app.css is shared by all games).
STYLE = """<style>
.table.holic { grid-template-columns: minmax(0, 37%) minmax(0, 1fr);
  grid-template-rows: auto auto minmax(0, 1fr) auto;
  grid-template-areas: "bar bar" "others centre" "others mine" "others recent"; }
.holic .recent { grid-area: recent; min-height: 0; background: #fff; border-radius: .8rem;
  padding: .2rem .6rem .3rem; box-shadow: 0 1px 3px rgba(122, 53, 80, .12); font-size: .88rem;
  line-height: 1.35; color: #3b2530; }
.holic .recent h2 { margin: 0; font-size: .8rem; text-transform: uppercase; letter-spacing: .04em;
  color: var(--pink-dark); }
.holic .recent { display: flex; flex-direction: column; max-height: 24vh; overflow: hidden; }
.holic .recent h2 { flex: none; }
/* Never a scroll bar: when the lines outgrow the strip, the oldest are the ones cut off. */
.holic .recent-list { margin: 0; padding: 0 0 0 1.1rem; min-height: 0; overflow: hidden;
  display: flex; flex-direction: column; justify-content: flex-end; }
.holic .recent-list li { display: list-item; }
.holic .recent-list li::marker { color: #b3909e; font-size: .8em; }
.holic .said-tile { white-space: nowrap; font-weight: 650; }
.holic .said-tile svg { width: .95em; height: 1.15em; vertical-align: -.2em; margin-right: .2em; }
.holic .bar { position: relative; }
.holic .status { font-size: 1.15rem; flex-basis: 20rem; }
.holic .round-chip { background: #fff; border: 2px solid var(--pink-light); border-radius: .6rem;
  padding: .15rem .5rem; font-weight: 700; font-size: .9rem; color: var(--pink-dark); }
.holic .controls .btn { padding: .3rem .7rem; }
.holic .others { grid-area: others; list-style: none; margin: 0; padding: 0; min-height: 0;
  display: flex; flex-direction: column; gap: .35rem; }
.holic .opponent { flex: 1 1 0; min-height: 0; display: flex; flex-direction: column; background: #fff;
  border: 2px solid transparent; border-radius: .8rem; padding: .15rem .4rem;
  box-shadow: 0 1px 3px rgba(122, 53, 80, .12); }
.holic .opponent.active { border-color: var(--pink); background: #fff0f5; }
.holic .opponent svg { flex: 1 1 auto; min-height: 0; width: 100%; }
.holic .who { gap: .35rem; }
.holic .tokens { display: inline-flex; gap: 2px; }
.holic .opponent .tokens { margin-left: auto; }
.holic .token { display: inline-grid; place-items: center; width: 1.4rem; height: 1.4rem; border-radius: 50%;
  background: #f5b301; border: 1.5px solid #8a5a00; font-weight: 900; font-size: .8rem; color: #4a2f00; }
.holic .centre { grid-area: centre; min-height: 0; display: flex; }
.holic .centre-row { display: flex; flex-wrap: wrap; gap: .2rem .9rem; justify-content: center;
  align-items: flex-start; width: 100%; }
.holic .fig { margin: 0; display: flex; flex-direction: column; align-items: center; max-width: 15rem; }
.holic .fig svg { height: min(6rem, 12vh); width: auto; max-width: 100%; }
.holic .fig figcaption, .holic .facts { font-size: .85rem; line-height: 1.25; color: #5a3444; }
.holic .fig figcaption { text-align: center; }
.holic .facts { margin: 0; display: flex; flex-wrap: wrap; gap: 0 .7rem; }
.holic .tile-name { font-size: .8rem; font-weight: 700; text-align: center; color: #5a3444;
  line-height: 1.15; }
.holic .centre.scoring { grid-row: 2 / 4; grid-column: 2; overflow-y: auto; display: block; }
.holic .mine { grid-area: mine; min-height: 0; display: flex; flex-direction: column; gap: .3rem; }
.holic .mine-head { display: flex; align-items: center; gap: .5rem; color: var(--pink-dark); }
.holic .hand { list-style: none; margin: 0; padding: 0; display: flex; gap: .4rem; justify-content: center;
  min-height: 0; flex: 1 1 auto; }
.holic .hand-tile { flex: 0 1 8rem; min-width: 0; display: flex; flex-direction: column; gap: .25rem; }
.holic .hand-tile svg { width: 100%; height: auto; max-height: 22vh; display: block; }
.holic .tile-actions { display: grid; grid-template-columns: minmax(0, 1fr); gap: .2rem; }
.holic .tile-actions .btn { min-width: 0; padding: .1rem .2rem; font-size: .9rem; border-radius: .55rem; }
.holic .hand-tile.can .ring { stroke: var(--green); stroke-dasharray: 8 5; }
.holic .tile-actions .btn.discard { border-color: #8b6b78; color: #5a3444; }
.holic .tile-actions .btn.bake { background: var(--green); border-color: var(--green); color: #fff; }
.holic .hand-empty { text-align: center; color: #6b5560; }
.holic svg text { font-family: inherit; }
.holic .hole { fill: none; stroke: #e4c7d1; stroke-width: 2; stroke-dasharray: 6 5; }
.holic .ring { fill: none; stroke: transparent; stroke-width: 4; }
.holic .can { cursor: pointer; outline: none; }
.holic .can .ring { stroke: var(--green); stroke-dasharray: 8 5; }
.holic .can:hover .ring, .holic .can:focus-visible .ring { stroke-dasharray: none; stroke-width: 6; }
.holic .can:focus-visible { outline: 3px solid var(--focus); }
.holic .breakdown { background: #fff; border-radius: .8rem; padding: .3rem .6rem; }
.holic .mine { position: relative; }
.holic .bar > .breakdown, .holic .mine-head > .breakdown { margin-left: auto; }
.holic .bar > .breakdown[open], .holic .mine-head > .breakdown[open] {
  position: absolute; right: 0; z-index: 5; max-width: min(40rem, 96vw);
  max-height: 70vh; overflow-y: auto; box-shadow: 0 4px 16px rgba(59, 37, 48, .25); }
.holic .mine-head > .breakdown[open] { bottom: 0; }
.holic .bar > .breakdown[open] { top: 100%; }
.holic .take-row { display: flex; flex-wrap: wrap; align-items: center; gap: .35rem;
  justify-content: center; }
.holic .take-row span { font-weight: 750; color: var(--pink-dark); }
.holic .breakdown summary { cursor: pointer; font-weight: 750; color: var(--pink-dark); min-height: 44px;
  display: flex; align-items: center; }
.score-seats { list-style: none; margin: 0; padding: 0; display: grid; gap: .4rem; }
.score-seat { border-top: 1px solid #f0dde4; padding-top: .3rem; }
.score-seat h2 { font-size: 1rem; margin: 0; display: flex; gap: .5rem; flex-wrap: wrap;
  align-items: baseline; }
.score-seat .mission-name { font-weight: 500; font-size: .9rem; color: #6b5560; }
.score-macs { list-style: none; margin: .2rem 0 0; padding: 0; display: flex; flex-wrap: wrap;
  gap: .3rem .8rem; }
.score-mac { display: flex; align-items: center; gap: .35rem; font-size: .9rem; }
.holic .breakdown .score-mac svg { width: 2.6rem; height: 3rem; max-height: none; flex: none; }
.score-mac .sum { font-weight: 700; }
.score-mac .tiles { display: block; font-size: .78rem; color: #6b5560; }
.round-table { border-collapse: collapse; margin: .5rem auto 1rem; }
.round-table th, .round-table td { padding: .3rem .6rem; border-bottom: 1px solid #f0dde4;
  text-align: center; }
.round-table th:first-child, .round-table td:first-child { text-align: left; }
.round-table tr.winner td { background: #fff8dc; font-weight: 750; }
.holic-result .breakdown { text-align: left; max-width: 44rem; margin: .4rem auto; }
.table.holic.spectator { grid-template-columns: minmax(0, 1fr) 8rem;
  grid-template-rows: auto minmax(0, 1fr) auto;
  grid-template-areas: "bar bar" "others centre" "recent recent"; }
.holic.spectator .others { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr));
  grid-auto-rows: minmax(0, 1fr); }
.holic.spectator .centre { align-items: flex-start; }
@media (orientation: portrait) {
  .table.holic.spectator { grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto auto minmax(0, 1fr) auto;
    grid-template-areas: "bar" "centre" "others" "recent"; }
  .holic.spectator .others { height: auto; }
  .holic.spectator .fig svg { height: min(6rem, 10vh); }
  .table.holic { grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto auto auto minmax(0, 1fr) auto;
    grid-template-areas: "bar" "others" "centre" "mine" "recent"; }
  .holic .others { flex-direction: row; height: 24vh; }
  .holic .opponent { flex: 1 1 0; min-width: 0; }
    .holic .hand-tile { flex-basis: 9rem; }
  .holic .hand-tile svg { max-height: 24vh; }
  .holic .centre.scoring { grid-row: 3 / 5; grid-column: 1; }
}
/* A phone: one column that scrolls, the seat's own things first, everyone else below. */
@media (max-width: 600px) {
  .table.holic, .table.holic.spectator { display: flex; flex-direction: column; }
  .holic .bar { order: 0; } .holic .centre { order: 1; } .holic .mine { order: 2; }
  .holic .others { order: 3; height: auto; flex-direction: column; display: flex; }
  .holic .recent { order: 4; max-height: none; }
  .holic .opponent { flex: none; }
  .holic .opponent svg { flex: none; height: 4.5rem; }
  .holic .hand { flex-wrap: wrap; }
  .holic .hand-tile { flex: 0 0 5.4rem; }
  .holic .hand-tile svg { max-height: none; }
  .holic .centre.scoring { overflow: visible; }
}
</style>"""


def round_story(result: dict, players: list[str], *, last: bool = False) -> str:
    """One sentence for the whole table when a round has been scored (unescaped)."""
    winner = result["winner"]
    points = result["points"][winner]
    text = (f"Round {result['round']} is scored: {players[winner]} comes first with {points} "
            f"point{'s' if points != 1 else ''} and takes a {result['tokens'][winner]}-token.")
    return text + (" That was the last round." if last else " The scores are below.")


def macaron_sum(m: dict, mission: str | None) -> str:
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


def _small_macaron(m: dict) -> str:
    body, height = draw.macaron(m, 4, 4, 52, cookie_h=13, filling_h=8)
    label = f"{draw.flavour_name(m['flavour'])} macaron"
    return draw.svg(60, max(height + 8, 30), body, cls="mini", label=label)


def breakdown_panel(result: dict, players: list[str], *, open_: bool) -> str:
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


def result(view: dict, ctx: dict) -> str:
    """The end of the game: the winner(s), the tokens of each round, and every round's scoring."""
    players = view["players"]
    winners = view.get("winners") or []
    results = view.get("round_results") or []
    totals = view.get("token_totals") or view.get("scores") or [0] * len(players)
    names = [esc(players[w]) for w in winners]
    if len(names) == 1:
        title = f"{names[0]} wins!"
    elif names:
        title = " and ".join([", ".join(names[:-1]), names[-1]]) + " share the victory!"
    else:
        title = "The game is over."
    head = "".join(f"<th>Round {r['round']}</th>" for r in results)
    rows = []
    for seat in sorted(range(len(players)), key=lambda s: -totals[s]):
        cells = "".join(f'<td>{r["tokens"][seat] or "–"} <small>({r["points"][seat]} pts)</small></td>'
                        for r in results)
        cls = "winner" if seat in winners else None
        rows.append(f'<tr{attrs(class_=cls, data_seat=seat)}><td>{esc(players[seat])}</td>{cells}'
                    f'<td><b>{totals[seat]}</b></td></tr>')
    rounds = "".join(breakdown_panel(r, players, open_=(i == len(results) - 1))
                     for i, r in enumerate(results))
    return (f'<div class="holic holic-result">{STYLE}<h1 tabindex="-1" class="winner-title">{title}</h1>'
            f'<p class="how">Score tokens won in each round (points scored in brackets).</p>'
            f'<table class="round-table"><thead><tr><th>Player</th>{head}<th>Tokens</th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>{ACTIONS_HERE}{rounds}</div>')


def _decisions() -> list[dict]:
    try:
        from sweets.games.sweet_holic import DECISIONS
    except Exception:  # the rules package is another engineer's: never let its absence break the page
        return []
    return [d for d in DECISIONS if isinstance(d, dict)]


def rules() -> str:
    decisions = "".join(
        f'<li><p><b>{esc(d.get("topic", ""))}</b>: {esc(d.get("decision", ""))}</p>'
        f'<p class="basis">Rests on: {esc(d.get("rests_on", ""))}</p></li>'
        for d in _decisions())
    glyphs = "".join(
        f'<li>{draw.svg(24, 24, draw.glyph(f, 12, 12, 9, draw.glyph_ink(f)), cls="glyph", label=NAMES[f])}'
        f' {esc(draw.flavour_name(f))}, letter {draw.LETTERS[f]}</li>'
        for f in draw.COLOURS)
    return f"""<style>.glyphs {{ list-style: none; padding: 0; }}
.glyphs svg {{ width: 1.5rem; height: 1.5rem; vertical-align: middle; }}</style>
<h1 tabindex="-1">How to play Sweet Holic</h1>
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
<section><h2>On this tablet</h2>
<p>Under each tile of your hand are its moves: Discard (a swap), Bake, or for a burnt cookie the
macaron it would top. When you must take tiles, press the pile or a discard pile marked Take, or
the matching button at the top. Between players the tablet asks to be passed on, so nobody sees
another player's hand or mission. When a round ends, its scoring is shown to everyone, and stays
available under "Round … scores".</p>
<p>Since the others cannot watch while the tablet is away, a strip headed "Since your last turn"
tells what happened meanwhile: who swapped what, who took from which pile, who baked, when the last
turns began, how the round was scored. As at a real table, a tile drawn from the face-down pile is
named only on the screen of whoever drew it; everyone else reads "took 1 from the pile".</p></section>
<section><h2>Decisions where the rulebook is silent or unclear</h2>
{f"<ol class='decisions'>{decisions}</ol>" if decisions else "<p>None recorded yet.</p>"}</section>"""
