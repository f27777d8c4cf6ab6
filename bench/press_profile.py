"""Chromium's own profile of a game's presses (bench/run.py (c) drives the table): the functions
that take the most time by themselves, JavaScript, Pyodide's WebAssembly and the browser's
native work (style, layout, parsing) alike. A guide to where press-to-paint goes.

  python bench/press_profile.py [--game mastersweets] [--setup mode=workshop&players=3] [--presses 30]
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import run  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402


def profile(game_id: str, setup: str, presses: int, top: int) -> None:
    pick = random.Random(1)
    run.SITE = run.ROOT / "_site"
    with run.serve(run.SITE) as (base, _), sync_playwright() as playwright, \
            run.fresh_browser(playwright) as context:
        page = run.first_page(context)
        run._start_game(page, base, game_id, setup, 1)
        page.evaluate(run.LATENCY_PROBE)
        cdp = page.context.new_cdp_session(page)
        events: list[dict] = []
        done = []
        cdp.on("Tracing.dataCollected", lambda data: events.extend(data["value"]))
        cdp.on("Tracing.tracingComplete", lambda data: done.append(1))
        cdp.send("Tracing.start", {"transferMode": "ReportEvents", "traceConfig": {
            "includedCategories": ["devtools.timeline", "disabled-by-default-devtools.timeline"]}})
        if top:
            cdp.send("Profiler.enable")
            cdp.send("Profiler.setSamplingInterval", {"interval": 100})
            cdp.send("Profiler.start")
        seed = 1
        while page.evaluate("window.__latencies.length") < presses:
            what, action = page.evaluate(run.CHOOSE_CONTROL, pick.random())
            if what == "wait":  # George's turn comes by itself
                page.wait_for_timeout(30)
                continue
            if action is None:
                seed += 1
                run._start_game(page, base, game_id, setup, seed)
                page.evaluate(run.LATENCY_PROBE)
                continue
            page.locator(f'#app [data-action="{action}"]').first.click()
            page.wait_for_timeout(30)
        nothing: dict = {"nodes": [], "samples": [], "timeDeltas": []}
        result = cdp.send("Profiler.stop")["profile"] if top else nothing
        cdp.send("Tracing.end")
        while not done:
            page.wait_for_timeout(100)
    timeline(events, presses)
    nodes = {node["id"]: node for node in result["nodes"]}
    self_time: collections.Counter = collections.Counter()
    deltas = result["timeDeltas"]
    for sample, delta in zip(result["samples"], deltas[1:] + [0], strict=True):
        frame = nodes[sample]["callFrame"]
        where = frame["url"].rsplit("/", 1)[-1]
        self_time[f"{frame['functionName'] or '(anonymous)'} {where}:{frame['lineNumber']}"] += delta / 1000
    busy = sum(ms for name, ms in self_time.items() if not name.startswith("(idle)"))
    print(f"{game_id} {setup}: {presses} presses, {busy:.0f} ms busy")
    for name, ms in self_time.most_common(top):
        print(f"  {ms:8.1f} ms  {name}")


def timeline(events: list[dict], presses: int) -> None:
    """The renderer's main-thread work by kind (complete events, summed; nested ones counted in
    their parents too), per press."""
    main = {(e["pid"], e["tid"]) for e in events if e.get("name") == "thread_name"
            and e.get("args", {}).get("name") == "CrRendererMain"}
    spent: collections.Counter = collections.Counter()
    mine = [e for e in events if (e.get("pid"), e.get("tid")) in main and e.get("ph") == "X" and "dur" in e]
    clicks = [(e["ts"], e["ts"] + e["dur"]) for e in mine if e["name"] == "EventDispatch"
              and e.get("args", {}).get("data", {}).get("type") == "click"]
    for event in mine:
        name = event["name"]
        if name == "EventDispatch":
            name += " " + event.get("args", {}).get("data", {}).get("type", "")
        elif name in ("Layout", "UpdateLayoutTree", "ParseHTML"):
            inside = any(start <= event["ts"] <= end for start, end in clicks)
            name += " (in the click)" if inside else " (in the frame)"
        spent[name] += event["dur"] / 1000
    print("main thread, ms per press:")
    for name, ms in spent.most_common(25):
        print(f"  {ms / presses:7.2f}  {name}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="mastersweets")
    parser.add_argument("--setup", default="mode=workshop&players=3")
    parser.add_argument("--presses", type=int, default=30)
    parser.add_argument("--top", type=int, default=40)
    args = parser.parse_args()
    profile(args.game, args.setup, args.presses, args.top)


if __name__ == "__main__":
    main()
