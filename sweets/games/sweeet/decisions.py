"""Where the Sweeet! rulebook is silent or open, what this program does and why.

Shown on the in-app rules page and mirrored in docs/rules/sweeet.md; each one is tested in
tests/test_sweeet.py. ``rests_on`` names the rulebook section and quotes at most a few words.
"""

from __future__ import annotations

DECISIONS: list[dict[str, str]] = [
    {
        "topic": "The table",
        "decision": "The 48 centre cards lie on a fixed grid of 8 columns (a-h) and 6 rows (1-6). "
                    "A card never moves: a card that was looked at stays where it was, and a "
                    "collected card leaves an empty place.",
        "rests_on": "Game Setup: \"without overlapping them\"; End of turn condition: "
                    "\"without moving them\"",
    },
    {
        "topic": "Who starts",
        "decision": "The player whose starting card is lowest plays first; play then passes to "
                    "the next seat in order.",
        "rests_on": "Game Setup: \"lower value starting card starts\"",
    },
    {
        "topic": "The starting card",
        "decision": "Each starting card is the first card of its owner's run.",
        "rests_on": "Collection Rule, Nelly's example: \"already has the card 2\"",
    },
    {
        "topic": "What may be collected",
        "decision": "When you stop, the numbered cards you take (with Lucky, if you take it) must "
                    "turn your run into one unbroken line of values that contains the cards you "
                    "already had. Any of the other Bonus cards revealed this turn may be taken as "
                    "well. Taking nothing is allowed.",
        "rests_on": "Collection Rule: \"complete your run\"; Nelly's example (1, 3, 4 taken, "
                    "not the 7)",
    },
    {
        "topic": "You must flip first",
        "decision": "A turn always begins with a flip (after Curious's optional look); you can "
                    "stop only once at least one card of this turn is face up.",
        "rests_on": "Gameplay: \"you must flip one card\"",
    },
    {
        "topic": "Placing Lucky",
        "decision": "Lucky fills one value from 1 to 8 that none of your cards gives, so that "
                    "the run (with this turn's numbers) is one unbroken line: against the cards "
                    "you had, between two of this turn's numbers, or beyond them. Lucky keeps "
                    "that value for the rest of the game.",
        "rests_on": "Lucky: \"on the left or the right side\"; \"remains in this spot\"",
    },
    {
        "topic": "Lucky's value turning up",
        "decision": "Revealing a card of the value Lucky stands for does not end your turn, but "
                    "revealing that value twice in the same turn does, like any repeat. A "
                    "numbered card of Lucky's value can never be added to the run.",
        "rests_on": "Lucky: \"this does not end your turn\"",
    },
    {
        "topic": "Brave",
        "decision": "With Brave, a repeat (against this turn's cards or your run) still ends the "
                    "turn, but you first choose ONE revealed card to keep: a numbered card one "
                    "step beyond either end of your run (the repeated card too, if its value is "
                    "not in your run), or one Bonus card (Lucky placed as usual), or nothing. "
                    "Brave stays with you for the rest of the game.",
        "rests_on": "Brave: \"collect ONE card\"; \"From now on\"",
    },
    {
        "topic": "When Curious and Gourmet start working",
        "decision": "Curious and Gourmet work from your next turn on, never on the turn you take "
                    "them.",
        "rests_on": "Curious and Gourmet: \"upcoming turns\"",
    },
    {
        "topic": "A look is not a reveal",
        "decision": "Curious's look at a card is secret: it never counts toward a Honey victory, "
                    "never ends the turn, and only the player who looked learns the card.",
        "rests_on": "Curious: \"secretly look at one card\"",
    },
    {
        "topic": "Honey victory",
        "decision": "You win the moment you turn up the 4th Honey card (the 3rd with Gourmet) "
                    "while every card turned up this turn is a Honey card. Once any other card "
                    "is up, Honey cards do nothing more this turn.",
        "rests_on": "Winning with the Honey Cards: \"without having revealed any other\"",
    },
    {
        "topic": "Cards without a value",
        "decision": "Honey and Bonus cards have no value, so turning them up never causes a "
                    "repeat. Honey cards are never collected.",
        "rests_on": "Collection Rule: \"never to be collected\"; Lucky: \"does not have a "
                    "numbered value\"",
    },
    {
        "topic": "Run victory",
        "decision": "A complete run from 1 to 8 is checked at the end of your turn, after your "
                    "cards are collected (a card kept through Brave counts); the game ends at "
                    "once.",
        "rests_on": "End of the Game: \"at the end of their turn\"",
    },
    {
        "topic": "No stalemate rule",
        "decision": "The game has no draw: Honey cards never leave the table, so a Honey victory "
                    "stays possible even when nobody can finish a run any more.",
        "rests_on": "Collection Rule: Honey cards \"remain, at all times\"",
    },
    {
        "topic": "Places on the result screen",
        "decision": "Only the winner is ranked: the game has no score, so every other player "
                    "shares second place.",
        "rests_on": "Game Objective: \"the first player to obtain a run\"",
    },
]
