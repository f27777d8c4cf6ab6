"""The page's side of a paint alone, two checkouts side by side: the same presses' markup (worked
out once in CPython by this checkout, as bench/press_parts.py plays them) painted into a page that
holds only the checkout's stylesheets, static/flip.js and ``#app``, by each checkout's own
PAINT_JS (its sweets/web/painting.py and morph.py). Each paint is timed twice: the call
itself (what press-to-paint counts before the frame) and the call plus the style and layout the
frame would still owe (forced at once after it, ``paint+frame``). A and B alternate paint by
paint in one browser, so the machine's load falls on both alike; Python's share (the press and
the markup) is not in these figures: bench/press_parts.py has it.

  python bench/paint_replay.py /work/main . [--presses 40] [--rounds 3] [--game sweeet --setup players=2]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import run  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from press_parts import choose  # noqa: E402

from sweets.web.saves import MemoryBackend, SaveStore  # noqa: E402
from sweets.web.session import Session  # noqa: E402

TABLES = [("sweet_holic", "players=2"), ("sweeet", "players=2"), ("sweets_stack", "players=2"),
          ("mastersweets", "players=2"), ("mastersweets", "mode=solo&players=1"),
          ("mastersweets", "mode=clash&players=3"), ("mastersweets", "mode=workshop&players=3")]

# The games' own styles too: a MasterSweets table laid out without them is not the one on screen.
STYLES = ["static/app.css"] + [f"static/games/{name}.css"
                               for name in ("sweet_holic", "sweeet", "sweets_stack", "mastersweets")]
PAGE = ("""<!doctype html><html lang="en" data-input="pointer"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">"""
        + "".join(f'<link rel="stylesheet" href="{href}">' for href in STYLES)
        + """<script src="static/flip.js"></script></head>
<body><div id="app"></div></body></html>""")

# One paint: the pressed control holds the focus first (a click leaves it there), as in the app.
PAINT = """
async ([js, step]) => {
  window.__paint ??= new Function("app", "html", "attrs", "screen", "speed", js);
  const app = document.getElementById("app");
  const pressed = step.action && app.querySelector(`[data-action="${CSS.escape(step.action)}"]`);
  if (pressed && pressed.focus) pressed.focus();
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  const start = performance.now();
  window.__paint(app, step.html, step.attrs, step.screen, "fast");
  const call = performance.now() - start;
  document.documentElement.offsetHeight;  // the frame's style and layout, now
  return [call, performance.now() - start];
}
"""


def paint_js(checkout: Path) -> str:
    """The checkout's own PAINT_JS."""
    morph = (checkout / "sweets/web/morph.py").read_text()
    painting = (checkout / "sweets/web/painting.py").read_text()
    scope: dict = {}
    exec(compile(morph, "morph.py", "exec"), scope)
    painting = painting.replace("from sweets.web.morph import MORPH_FUNCTIONS", "")
    exec(compile(painting, "painting.py", "exec"), scope)
    return scope["PAINT_JS"]


def steps(game_id: str, setup: str, presses: int) -> list[dict]:
    """The paints of ``presses`` presses (moves and move steps), the first paint of each game
    included (untimed: it sets the page up)."""
    pick = random.Random(1)
    seed, timed = 1, 0
    out: list[dict] = []
    session = Session(SaveStore(MemoryBackend()))

    def paint(action: str | None, timed: bool) -> None:
        out.append({"html": session.html(), "attrs": json.dumps(session.attributes()),
                    "screen": session.screen, "action": action, "timed": timed})

    session.open_fragment(f"#new={game_id}&{setup}&seed={seed}")
    paint(None, False)
    while timed < presses:
        what, action = choose(str(out[-1]["html"]), pick.random(), session.screen)
        if action is None:
            seed += 1
            session.open_fragment(f"#new={game_id}&{setup}&seed={seed}")
            paint(None, False)
            continue
        session.press(action)
        paint(action, what == "move")
        timed += what == "move"
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("sites", nargs=2, type=Path)
    parser.add_argument("--presses", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--game", default=None)
    parser.add_argument("--setup", default="players=2")
    parser.add_argument("--worst", type=int, default=0,
                        help="list the N slowest paints (median of rounds, site B)")
    args = parser.parse_args()
    tables = [(args.game, args.setup)] if args.game else TABLES
    sites = [site.resolve() for site in args.sites]
    scripts = [paint_js(site) for site in sites]
    with sync_playwright() as playwright, run.fresh_browser(playwright) as context:
        servers = [run.serve(site) for site in sites]
        bases = [server.__enter__()[0] for server in servers]
        pages = []
        for base in bases:
            page = context.new_page()
            page.set_viewport_size({"width": 1024, "height": 768})
            page.route(base + "bench.html",
                       lambda route: route.fulfill(body=PAGE, content_type="text/html"))
            pages.append(page)
        for game_id, setup in tables:
            plays = steps(game_id, setup, args.presses)
            times: list[dict[str, list[float]]] = [{"call": [], "frame": []} for _ in sites]
            per_step: dict[int, list[float]] = {}
            for round_ in range(args.rounds):
                for page, base in zip(pages, bases, strict=True):
                    page.goto(base + "bench.html")
                for index, step in enumerate(plays):
                    # each site goes first half the time
                    for which in (0, 1) if (index + round_) % 2 == 0 else (1, 0):
                        call, frame = pages[which].evaluate(PAINT, [scripts[which], step])
                        if step["timed"]:
                            times[which]["call"].append(call)
                            times[which]["frame"].append(frame)
                            if which == 1:
                                per_step.setdefault(index, []).append(frame)
            print(f"{game_id} {setup} ({args.presses} presses x {args.rounds} rounds):")
            for site, spent in zip(args.sites, times, strict=True):
                call, frame = spent["call"], spent["frame"]
                print(f"    {str(site):28} paint p50 {run.percentile(call, .5):5.1f} p95 "
                      f"{run.percentile(call, .95):5.1f} ms   paint+frame p50 "
                      f"{run.percentile(frame, .5):5.1f} p95 {run.percentile(frame, .95):5.1f} ms")
            median = {index: sorted(spent)[len(spent) // 2] for index, spent in per_step.items()}
            for index in sorted(median, key=lambda i: -median[i])[:args.worst]:
                print(f"      step {index:3} {median[index]:6.1f} ms  {plays[index]['action']!r} after "
                      f"{plays[index - 1]['action']!r} ({len(plays[index]['html'])} chars)")
            sys.stdout.flush()
        for server in servers:
            server.__exit__(None, None, None)


if __name__ == "__main__":
    main()
