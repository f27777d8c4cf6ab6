"""The rules pages' pictures show what their captions claim: each position is reached by legal
moves on a fixed deal (``pictures.replay``/``played`` apply every move through the rules),
the moment drawn is the one the engine allows, and every number of a worked scoring example is
the engine's own."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from sweets import games
from sweets.render import for_game
from sweets.render.mastersweets import rules_pictures as ms
from sweets.render.pictures import still
from sweets.render.sweeet import rules_pictures as sw
from sweets.render.sweet_holic import rules_pictures as sh
from sweets.render.sweets_stack import rules_pictures as st

FIGURE = re.compile(r"<figure\b.*?</figure>", re.S)


def _items(html: str) -> list[str]:
    """The lines of the worked sums in ``html``."""
    block = re.search(r'<ul class="rp-sums">(.*?)</ul>', html, re.S)
    assert block, "no worked sum"
    return [re.sub(r"<[^>]+>", "", li) for li in re.findall(r"<li>(.*?)</li>", block[1])]


# ----- every page -----------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", games.ids())
def test_rules_page_has_pictures_and_no_control(game_id):
    page = for_game(game_id).rules()
    figures = FIGURE.findall(page)
    assert len(figures) >= 2
    assert "<button" not in page
    for fig in figures:
        assert "<figcaption>" in fig
        assert "data-action" not in fig and 'role="button"' not in fig and "tabindex" not in fig


def test_a_control_is_refused_in_a_picture():
    with pytest.raises(ValueError):
        still('<svg><g role="button" data-action="flip a1"></g></svg>')
    assert still('<svg data-grid><g tabindex="0" role="img"></g></svg>') == '<svg><g role="img"></g></svg>'


@pytest.mark.parametrize("game_id", games.ids())
def test_pictures_are_not_loaded_with_the_table(game_id):
    """The press-to-paint path never builds them: importing a renderer leaves them unloaded."""
    module = {"mastersweets": "mastersweets", "sweets_stack": "sweets_stack", "sweeet": "sweeet",
              "sweet_holic": "sweet_holic"}[game_id]
    code = (f"import sys; import sweets.render.{module} as r; "
            f"print('sweets.render.{module}.rules_pictures' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_pages_are_built_once():
    for section in (ms.cook_section, ms.clue_section, st.drop_section, st.scoring_section, sw.section,
                    sh.section):
        assert section() is section()


# ----- MasterSweets ---------------------------------------------------------------------------

def test_mastersweets_cook_is_legal_and_its_substitutions_are_the_engines():
    cook = ms.cook()
    legal = [str(a) for a in cook.before.legal_actions()]
    cooks = [m for m in legal if m.startswith("cook ")]
    assert sorted(cooks) == sorted([ms.COOK_THREE, ms.COOK_TWO])
    hand = [c["type"] for c in cook.before.view(0)["hand"]]
    assert "fruits" not in hand and hand.count("cream") == 3
    html = ms.cook_figures()
    for move in cooks:
        assert f"<code>{move}</code>" in html
    # The lit cells of the first picture are column a's, as the engine lists the recipe.
    lit = re.findall(r'class="piece cell lit"[^>]*aria-label="([a-z]\d)', html)
    view = cook.before.view(0)
    assert set(lit) == next(set(r["cards"]) for r in view["recipes"] if r["name"] == ms.COOK_RECIPE)


def test_mastersweets_worked_scoring_is_the_engines():
    cook = ms.cook()
    lines = _items(ms.cook_figures())
    for line, after in zip(lines, (cook.paid_three, cook.paid_two), strict=True):
        earned = after.view(0)["completed"][0]
        shown = [int(n) for n in re.findall(r"[a-z]+ (\d+)", line.split("=")[0])]
        assert shown == [c["points"] for c in earned]
        assert int(re.search(r"= (\d+) points", line)[1]) == after.scores()[0] == sum(shown)
    # Three of a kind earns the missing card, two lose it: the rulebook's two ways of paying.
    assert cook.paid_three.scores()[0] - cook.paid_two.scores()[0] == 3


def test_workshop_clue_is_legal_and_its_marks_are_true():
    before, after = ms.clue()
    assert ms.CLUE_MOVE in [str(a) for a in before.legal_actions()]
    real = [item["card"] for item in before.view(0)["hands"][1]]
    seen = after.view(1)
    assert all(item["card"] is None for item in seen["hands"][1])  # their own cards stay hidden
    marks = ms.clue_marks(seen, 1)
    fives = [i for i, card in enumerate(real) if card["points"] == 5]
    assert fives and [i for i, m in enumerate(marks) if m == ["= 5 pts"]] == fives
    assert all("5" not in " ".join(m) for i, m in enumerate(marks) if i not in fives)
    html = ms.clue_figures()
    for i in fives:
        assert f'aria-label="card {i + 1}; clues say = 5 pts"' in html
    assert f"cards {' and '.join(str(i + 1) for i in fives)}" in html


# ----- Sweets Stack ---------------------------------------------------------------------------

def test_stack_landing_spots_drawn_are_the_engines_legal_drops():
    state = st.drop_state()
    assert state.to_move == st.SEAT and state.view(st.SEAT)["turn"] == st.DROP_TURN
    engine = {tuple(map(int, m.groups())) for m in
              (re.fullmatch(r"drop (\d+) (\d+)", str(a)) for a in state.legal_actions()) if m}
    drawn = {tuple(map(int, at.split(","))) for at in re.findall(r'data-at="([^"]+)"', st.drop_figure())}
    assert drawn == engine and len(drawn) > 1
    assert (6, 1) in drawn  # the caption: it can fall down the free right-hand column to the bottom
    card = state.view(st.SEAT)["incoming"][st.SEAT]["card"]
    assert sorted(map(tuple, card["cells"])) == [(0, 0), (0, 1), (0, 2)]  # "an upright stick of three"


def test_stack_worked_scoring_is_the_engines():
    view = st.round_state().view(st.SEAT)
    result = view["round_results"][0]
    entry = result["breakdown"][st.SEAT]
    lines = _items(st.scoring_figure())
    assert lines[-1] == f"total: {entry['total']}" and result["totals"][st.SEAT] == entry["total"]
    # The rulebook's arithmetic, done again here from the scored cards themselves.
    from sweets.games.sweets_stack.data import CARDS
    scored = [CARDS[c] for c in entry["scored"]]
    favourite = sum(sum(c.colour == box["colour"] for c in scored) for box in entry["checked"])
    ghosts = sum("ghost" in c.symbols for c in scored)
    assert entry["base"] == len(scored) and entry["favourite"] == favourite and entry["ghosts"] == ghosts
    assert entry["total"] == len(scored) + favourite + entry["candles"] * ghosts
    assert lines[0] == f"{len(scored)} scored cards: {len(scored)}"
    assert any(line.endswith(f": {entry['candle_bonus']}") and "candle" in line for line in lines)


# ----- Sweeet! ---------------------------------------------------------------------------------

def test_sweeet_stop_collects_what_the_engine_allows():
    before, after = sw.stop_position()
    stops = [str(a) for a in before.legal_actions() if str(a).startswith("stop")]
    assert max(stops, key=len) == sw.STOP
    assert not any("b1" in s for s in stops)  # the 6 never fits a run of 2
    seat = before.to_move
    assert [e["value"] for e in after.view(None)["runs"][seat]] == [1, 2, 3]
    assert "The run is now 1, 2, 3" in sw.stop_figure()


def test_sweeet_turn_ends_on_a_repeat():
    last = sw.repeat_position().view(None)["last_turn"]
    assert last["ended"] == "repeat" and last["repeat"] == 4 and not last["collected"]
    assert [r["card"] for r in last["revealed"]].count("4") == 2
    html = sw.repeat_figure()
    assert html.count('class="recap clash"') == 2  # both 4s outlined, as the table shows them
    assert "The second 4 ends the turn" in html


# ----- Sweet Holic -----------------------------------------------------------------------------

def test_sweet_holic_finishing_bake_is_legal_and_finishes_the_mission_macaron():
    before, after = sh.finishing()
    move = sh.choose(before.legal_actions())
    assert str(move) in [str(a) for a in before.legal_actions()] and str(move).startswith("bake ")
    mission = before.view(sh.SEAT)["mission"]
    old = next(m for m in before.view(sh.SEAT)["macarons"][sh.SEAT] if m["flavour"] == mission)
    new = next(m for m in after.view(sh.SEAT)["macarons"][sh.SEAT] if m["flavour"] == mission)
    assert [t["kind"] for t in old["tiles"]] == ["cookie", "filling"] and not old["finished"]
    assert new["finished"] and new["tiles"][-1]["id"] == str(move).split()[1]
    assert new["tiles"][-1]["flavour"] == mission == "blueberry"


def test_sweet_holic_worked_scoring_is_the_engines():
    result = sh.scored().view(None)["round_results"][0]
    entry = next(e for e in result["breakdown"] if e["seat"] == sh.SEAT)
    lines = _items(sh.scoring_figure())
    assert lines[-1] == f"total: {entry['total']} points"
    total = 0
    for line, m in zip(lines, entry["macarons"], strict=False):
        # The rulebook: a finished macaron scores 1 a tile (burnt 0 unless the burnt mission),
        # and 1 more a filling when it is the mission's flavour.
        plain = sum(t["flavour"] != "burnt" or entry["mission"] == "burnt" for t in m["tiles"])
        bonus = sum(t["kind"] == "filling" for t in m["tiles"]) if m["flavour"] == entry["mission"] else 0
        points = plain + bonus if m["finished"] else 0
        assert line.endswith(f"= {points}") or (not m["finished"] and line.endswith("0"))
        total += points
    assert total == entry["total"] == result["points"][sh.SEAT]
