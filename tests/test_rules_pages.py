"""The in-app rules pages explain each game in the project's own words and list its decisions."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from sweets import games
from sweets.render import for_game

RULEBOOKS = Path(__file__).resolve().parents[2] / "shared" / "rules"
BOOK_OF = {"sweeet": "sweeet.txt", "sweet_holic": "sweet-holic.txt", "sweets_stack": "sweets-stack.txt",
           "mastersweets": "mastersweets.txt"}


def words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower())


@pytest.mark.parametrize("game_id", games.ids())
def test_rules_page_lists_every_decision(game_id):
    page = html.unescape(for_game(game_id).rules())
    decisions = __import__(f"sweets.games.{game_id}", fromlist=["DECISIONS"]).DECISIONS
    assert decisions
    for decision in decisions:
        assert decision["topic"] in page
        assert decision["rests_on"] in page


@pytest.mark.parametrize("game_id", games.ids())
def test_rules_page_is_not_the_rulebook(game_id):
    book = RULEBOOKS / BOOK_OF[game_id]
    if not book.exists():
        pytest.skip("the rulebooks are not beside this checkout")
    page = html.unescape(for_game(game_id).rules())
    # The decisions' "rests on" citations may quote a few words; the rest must be our own.
    for decision in __import__(f"sweets.games.{game_id}", fromlist=["DECISIONS"]).DECISIONS:
        page = page.replace(decision["rests_on"], " ")
    text = " ".join(words(re.sub(r"<[^>]+>", " ", page)))
    book_words = words(book.read_text())
    runs = {" ".join(book_words[i:i + 8]) for i in range(len(book_words) - 7)}
    copied = sorted(r for r in runs if r in text)
    assert not copied, f"rulebook text on the rules page: {copied[:3]}"
