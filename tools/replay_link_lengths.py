"""Prints the length of the ``#replay=`` link of the longest random finished game found, per game
and mode, at the most players (issue 33: links must stay short enough to share in a chat).

    python tools/replay_link_lengths.py [GAMES_PER_CONFIG]
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sweets import games  # noqa: E402
from sweets.web.replay import link_of  # noqa: E402

CONFIGS: list[tuple[str, dict]] = [("sweet_holic", {}), ("sweeet", {}), ("sweets_stack", {}),
           ("sweets_stack", {"advanced": ["candy_corn", "gummy_python", "sugar_goblin"]}),
           ("mastersweets", {}), ("mastersweets", {"mode": "clash"}),
           ("mastersweets", {"mode": "workshop"}), ("mastersweets", {"mode": "solo"})]


def play(game_id: str, options: dict, seed: int):
    game = games.get(game_id)
    n = game.player_range(options)[1]
    rng = random.Random(seed)
    state = game.new([f"Player {i + 1}" for i in range(n)], seed, options)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    for game_id, options in CONFIGS:
        longest = max((play(game_id, options, seed) for seed in range(1, count + 1)), key=lambda s: s.ply)
        link = link_of(longest)
        print(f"{game_id:13} {str(options):60} players={len(longest.players)} moves={longest.ply:4} "
              f"link={len(link)} chars")


if __name__ == "__main__":
    main()
