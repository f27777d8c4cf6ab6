"""Points the rulebook leaves open, and how this implementation settles them.

Each entry: ``topic``, ``decision`` (our words), ``rests_on`` (rulebook section + a few words).
The same list is in docs/rules/sweet-holic.md, and each entry has a test in tests/test_sweet_holic.py.
"""

from __future__ import annotations

DECISIONS: list[dict[str, str]] = [
    {
        "topic": "new round",
        "decision": "Every round starts from scratch: all 54 ingredients are gathered and reshuffled, 5 "
                    "are dealt to each player, the face-down first discard is done again, and the 6 "
                    "missions are reshuffled and redealt.",
        "rests_on": "Setup 1: unused missions are set aside 'until the next round'; Scoring 6: 'proceed "
                    "with the next round'.",
    },
    {
        "topic": "discarding a burnt cookie",
        "decision": "A burnt cookie is a cookie: discarding it lets you take 2.",
        "rests_on": "Components: burnt is one of the 'Cookie Tiles'; Gameplay 1.2: 'when discarding a "
                    "Cookie'.",
    },
    {
        "topic": "tokens with two players",
        "decision": "With 2 players the first place takes a 3-token and the second a 2-token.",
        "rests_on": "Scoring 5: first 3, second 2, third 1.",
    },
    {
        "topic": "unfinished macarons",
        "decision": "Only finished macarons score; the tiles of an unfinished one are worth nothing.",
        "rests_on": "Scoring 1: 'Each Ingredient in a finished macaron'.",
    },
    {
        "topic": "closing a macaron without filling",
        "decision": "A second cookie of the macaron's flavour may only be baked once the macaron holds a "
                    "filling, just like a burnt cookie.",
        "rests_on": "Finished Macarons 1: a finished macaron has 2 cookies 'with at least 1 Filling'.",
    },
    {
        "topic": "one macaron per flavour",
        "decision": "Once a flavour's macaron is finished, no second macaron of that flavour can be "
                    "started in the same round; burnt cookies never start a macaron.",
        "rests_on": "Gameplay 2.6: 'They all have to be of different flavors'; Finished Macarons 2.",
    },
    {
        "topic": "taking is compulsory",
        "decision": "After an exchange discard you take the full number allowed (2 or 1, capped by the "
                    "hand limit of 6 counted after the discard); you stop early only when there is "
                    "nothing left to take. An exchange is allowed even then.",
        "rests_on": "Gameplay 1.2: 'Take 2 Ingredients when discarding a Cookie'; 'at 5 ... may only take"
                    " 1'.",
    },
    {
        "topic": "nothing to do",
        "decision": "A player whose hand is empty (possible only when the pile and the other discard "
                    "piles are exhausted) passes; the pass counts as a turn.",
        "rests_on": "Gameplay: 'you have 2 possible actions', neither of which needs no tile.",
    },
    {
        "topic": "discard piles are public",
        "decision": "Every tile in every discard pile is shown to everyone, in order; only the top one "
                    "can be taken.",
        "rests_on": "Setup 4: the first discards are flipped 'face up'; Gameplay 1.1: 'top of your "
                    "Discard Pile'.",
    },
    {
        "topic": "the simultaneous first discard",
        "decision": "Seats choose one after another in turn order; each choice stays hidden from the "
                    "others until the last is made, then all are turned up together.",
        "rests_on": "Setup 4: discard 'face down', then flip 'simultaneously'.",
    },
    {
        "topic": "baking tile by tile",
        "decision": "Baking is a series of single-tile placements of one colour (1 to 5), closed with "
                    "'end'. A burnt cookie names the macaron it closes; several burnt cookies in one turn"
                    " each close a different macaron.",
        "rests_on": "Gameplay 2.1: 'between 1 to 5 Ingredients'; Finished Macarons 3: 'multiple burnt "
                    "Cookies'.",
    },
    {
        "topic": "refilling after baking",
        "decision": "After 'end', a hand under 3 takes tiles one at a time, from the pile or another "
                    "player's discard pile, up to 3; if nothing is left to take the hand stays smaller.",
        "rests_on": "End of the Game note: 'refill your hand to 3 Ingredients'.",
    },
    {
        "topic": "when the round ends",
        "decision": "At the end of any turn after which the pile is empty or someone holds 3 finished "
                    "macarons, the round is flagged as ending; it ends once every player has had as many "
                    "turns as the starting player, i.e. after the turn of the player before the starter.",
        "rests_on": "End of the Round: 'an equal amount of turns'.",
    },
    {
        "topic": "mission bonus and burnt tops",
        "decision": "A macaron's flavour is that of its base cookie, so a mission-flavour macaron closed "
                    "with a burnt cookie still earns +1 per filling. The burnt mission makes each burnt "
                    "cookie in a finished macaron worth 1.",
        "rests_on": "Scoring 1-2: 'same flavor as your Mission Tile'; burnt cookies 'also score 1 point'.",
    },
    {
        "topic": "ranking every player",
        "decision": "Every player is ranked each round, even on 0 points; equal points go to the player "
                    "later in this round's turn order, counted from its starting player.",
        "rests_on": "Scoring 3-4: 'assign a rank to each player'; 'later in turn order'.",
    },
    {
        "topic": "next starting player",
        "decision": "The round winner is the first place after the tie-break; the next round starts with "
                    "the seat after them in turn order (seat number + 1).",
        "rests_on": "Scoring 6: 'The player left of the previous round winner'; Gameplay: turns go "
                    "clockwise.",
    },
    {
        "topic": "first starting player",
        "decision": "The first round's starting player is the 'first_player' option, or drawn from the "
                    "seed.",
        "rests_on": "Setup 5: 'most recently ate a macaron' (a table fact the app cannot know).",
    },
    {
        "topic": "missions at scoring",
        "decision": "Each player's mission is revealed when the round is scored (the breakdown needs it);"
                    " the unused missions are never shown.",
        "rests_on": "Setup 1: 'Keep your Mission Tile secret'; 'not allowed to look at the discarded'.",
    },
    {
        "topic": "the scoring example",
        "decision": "Read as one player's three macarons, 3 (strawberry) + 3 (blueberry with a burnt top,"
                    " the burnt cookie 0) + 5 (mint, 3 fillings) + 3 (mint mission bonus) = 14; "
                    "reconstructed, since the picture is gone and a player holds at most 3 macarons.",
        "rests_on": "Scoring Example: '3P + 3P + 5P + 3P = 14P'.",
    },
    {
        "topic": "end of the game",
        "decision": "After round 3 the seats with the most token points all win.",
        "rests_on": "End of the Game: 'the victory is shared'.",
    },
]
