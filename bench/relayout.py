"""What a press has Chromium lay out again inside the tables' drawings, two checkouts side by side:
the same presses' markup as bench/paint_replay.py plays them, painted by each checkout's own
PAINT_JS and style sheets, with Chromium's trace recording every element it marks for layout and
why. An SVG element marked "SVG changed" is laid out again with its drawing (every word in it
shaped again when the drawing's scale changes): a press that changes one card should mark a
dozen, not the whole cookbook. Counts, not times: the same on a busy machine.

  python bench/relayout.py /work/main . [--presses 30] [--sizes 1280x720,768x1024] [--game mastersweets]
"""

from __future__ import annotations

import argparse
import bisect
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import paint_replay  # noqa: E402
import run  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

CATEGORIES = ["blink.user_timing", "disabled-by-default-devtools.timeline.invalidationTracking"]
# One paint between two marks, the layout it owes included (forced before the second mark).
PAINT = """
async ([js, step, index]) => {
  window.__paint ??= new Function("app", "html", "attrs", "screen", "speed", js);
  const app = document.getElementById("app");
  const pressed = step.action && app.querySelector(`[data-action="${CSS.escape(step.action)}"]`);
  if (pressed && pressed.focus) pressed.focus();
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  performance.mark(`paint-${index}`);
  window.__paint(app, step.html, step.attrs, step.screen, "fast");
  document.documentElement.offsetHeight;
  performance.mark(`painted-${index}`);
}
"""


def marked_per_paint(playwright, checkout: Path, plays: list[dict], width: int, height: int) -> list[int]:
    """Elements marked "SVG changed" during each timed paint."""
    script = paint_replay.paint_js(checkout)
    events: list[dict] = []
    with run.fresh_browser(playwright) as context, run.serve(checkout) as (base, _):
        page = context.new_page()
        page.set_viewport_size({"width": width, "height": height})
        page.route(base + "bench.html",
                   lambda route: route.fulfill(body=paint_replay.PAGE, content_type="text/html"))
        page.goto(base + "bench.html")
        session = page.context.new_cdp_session(page)
        finished: list[bool] = []
        session.on("Tracing.dataCollected", lambda message: events.extend(message["value"]))
        session.on("Tracing.tracingComplete", lambda _: finished.append(True))
        session.send("Tracing.start", {"traceConfig": {"includedCategories": CATEGORIES},
                                       "transferMode": "ReportEvents"})
        for index, step in enumerate(plays):
            page.evaluate(PAINT, [script, step, index])
        session.send("Tracing.end")
        while not finished:
            page.wait_for_timeout(20)
    marks = {event["name"]: event["ts"] for event in events if event.get("cat") == "blink.user_timing"}
    again = sorted(event["ts"] for event in events if event["name"] == "LayoutInvalidationTracking"
                   and event["args"]["data"].get("reason") == "SVG changed")
    return [bisect.bisect(again, marks[f"painted-{index}"]) - bisect.bisect(again, marks[f"paint-{index}"])
            for index, step in enumerate(plays) if step["timed"]]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("checkouts", nargs=2, type=Path)
    parser.add_argument("--presses", type=int, default=30)
    parser.add_argument("--sizes", default="1280x720,768x1024")
    parser.add_argument("--game", default=None, help="this catalogue game's tables only")
    args = parser.parse_args()
    tables = [(game, setup) for game, setup in paint_replay.TABLES if args.game in (None, game)]
    with sync_playwright() as playwright:
        for game_id, setup in tables:
            plays = paint_replay.steps(game_id, setup, args.presses)
            for size in args.sizes.split(","):
                width, height = (int(part) for part in size.split("x"))
                print(f"{game_id} {setup} at {size} ({args.presses} presses): SVG elements laid out again")
                for checkout in args.checkouts:
                    counts = marked_per_paint(playwright, checkout.resolve(), plays, width, height)
                    print(f"    {str(checkout):28} per press p50 {run.percentile(counts, 0.5):4.0f}"
                          f"   p95 {run.percentile(counts, 0.95):4.0f}   presses over 100: "
                          f"{sum(count > 100 for count in counts):2d}   in all {sum(counts):6d}", flush=True)


if __name__ == "__main__":
    main()
