"""Points the rulebook leaves open, and how this implementation settles them.

Each entry: ``topic``, ``decision`` (our words), ``rests_on`` (rulebook section + a few words).
The same list is in docs/rules/sweets-stack.md; tests/test_sweets_stack.py tests each one.
"""

from __future__ import annotations

DECISIONS: list[dict[str, str]] = [
    {
        "topic": "components",
        "decision": "The 64 candy shapes, colours and symbols, the 4 crown cards (big 6-cell candies with "
                    "a ghost), the 6 x 8 sheet with its row colours, and the spaces of Candy Corn, Rare "
                    "Candy and Gummy Python are reconstructed in data.py.",
        "rests_on": "Components and Advanced Rules: pictured only; no public source lists them.",
    },
    {
        "topic": "the missing step 5",
        "decision": "After every candy of the turn is marked, each player still in with 3 or fewer cards "
                    "in hand draws 1 from their own deck (none if it is empty).",
        "rests_on": "Main Game Phase: 'steps 1-5' but four listed; a Japanese summary gives the fifth.",
    },
    {
        "topic": "passing upright",
        "decision": "The passed card is marked in its printed (upright) orientation unless the receiver "
                    "pays to turn it; the pick names only the card.",
        "rests_on": "Main Game Phase 2: 'on the upright orientation'.",
    },
    {
        "topic": "the drop",
        "decision": "A candy starts anywhere above the sheet and moves down, left or right one cell at a "
                    "time without overlapping marks or walls; any position it reaches that cannot move "
                    "down and lies wholly inside the sheet is a placement. Sliding off a ledge lets it fall "
                    "on; it never moves up. Only these placements are offered.",
        "rests_on": "Main Game Phase 3: 'move the Candy to left or to right even after hitting the "
                    "bottom'; 'cannot pass through a space narrower than itself'.",
    },
    {
        "topic": "who must pay to fit",
        "decision": "If the received candy fits upright, it must be marked (turned or swapped if the "
                    "player pays). If it does not fit upright, the player may pay to turn or swap it, or "
                    "accept elimination ('out'); with no affordable way to fit anything the player is "
                    "eliminated at once.",
        "rests_on": "Main Game Phase: 'If there is no legal space ... you are eliminated'; powers are "
                    "optional ('you can rotate it if you spend').",
    },
    {
        "topic": "rotation",
        "decision": "A turn costs 2 pumpkins and is chosen before the candy enters (any of the 3 other "
                    "orientations); turns that give the same shape as upright are not offered. No turn "
                    "while the top face-up scored card shows a crossed-out circle, also for a swapped card.",
        "rests_on": "Main Game Phase 3; Crossed-out circle: 'you cannot rotate Cards by spending Pumpkin'.",
    },
    {
        "topic": "turns giving the same shape",
        "decision": "The moves list each shape a candy can take once. A turn written another way that "
                    "gives the same shape is read as the listed one: a straight candy turned three "
                    "quarters lies as it does turned one quarter ('drop 1 1 r3' is 'drop 1 1 r1'), and "
                    "turned half-way it stands as printed ('r2' is the upright drop, free).",
        "rests_on": "Rotate Card: 'rotate it to any orientation (rotate 90/180/270 degrees)'; only the "
                    "marked shape counts on the sheet.",
    },
    {
        "topic": "change card",
        "decision": "For 3 pumpkins the player marks a card from their hand instead (upright, or turned "
                    "for 2 more); the received card goes into their hand. The marked card is the one "
                    "scored, so its pumpkin-with-arrow pays the player.",
        "rests_on": "Change Card: 'change the Card with any other Card in your Hand'.",
    },
    {
        "topic": "exchange hand",
        "decision": "Once per turn, in their own pick step and before choosing their card, a player still "
                    "in with a card in hand, a card in the deck and a pumpkin may exchange; it is an offer "
                    "beside the hand, and choosing a card to pass ignores it. The exchange is public (as "
                    "the spent pumpkin is); the players who pick later see it, those who picked earlier "
                    "had already chosen. The exchanger puts the old hand under the deck one card at a "
                    "time, each beneath the ones before, in the order they choose ('under rest' puts the "
                    "rest in the order held), then draws as many cards from the top and picks from the new "
                    "hand; with a short deck the first cards put under come back. The exchanger alone sees, "
                    "while they lie there, which cards are at the bottom of their deck and in what order; "
                    "the others see how many. Not offered with an empty deck (the same cards would come "
                    "back). Games saved before this order of play replay in their own: every player said "
                    "whether they exchange, in seat order, before the first pick.",
        "rests_on": "Exchange Hand: 'Before choosing your Card (before step 1) you may return your entire "
                    "Hand to the bottom of your Deck in any order'; 'only do this once before step 1'.",
    },
    {
        "topic": "secret picks",
        "decision": "Players still in who hold a card pick one after another, each pick hidden until "
                    "the last is in, then all are turned up together.",
        "rests_on": "Main Game Phase 1: 'reveal all of them at once'.",
    },
    {
        "topic": "undo",
        "decision": "A player may take back their latest action while it showed nothing new to anyone: "
                    "an exchange and each card put under the deck, until the new cards are drawn; a secret "
                    "pick, until the picks are turned up; a mark of the received candy, until the turn ends "
                    "and cards are drawn (and, in older saves, a keep). Never a mark of a card from the "
                    "hand (it was shown), and never back across a reveal, a draw or a round's end. With "
                    "two or more people at the tablet, a pick but the last is followed by a pause showing "
                    "only the public table, where Undo takes it back; a mark can be taken back from the "
                    "next player's marking screen, which is public too. Undo is never offered on a hand-off "
                    "screen or on another player's private screen, and going back puts the player's hand "
                    "behind a hand-off again, so it never shows anyone's secret. The last pick turns the "
                    "cards up at once, so it cannot be taken back; against computers alone neither can a "
                    "pick (they choose next at once).",
        "rests_on": "Main Game Phase 1: 'reveal all of them at once' (nothing chosen before the reveal is "
                    "known to the others); Exchange Hand: 'You may only do this once before step 1'.",
    },
    {
        "topic": "the hand while marking",
        "decision": "Marking the received candy is public (the candy was turned up; sheets and pumpkins "
                    "are on the table), so with people sharing the tablet it comes without a hand-off and "
                    "without the hand on screen. A player who can pay 3 pumpkins to mark a card of their "
                    "hand instead presses 'Show my hand' (the others look away, as they would while the "
                    "player looks at their cards). So a player gets one hand-off a turn at most, before "
                    "their pick.",
        "rests_on": "Change Card: 'you may change the Card with any other Card in your Hand'; Round "
                    "Preparation: 'Keep your Hand hidden from other players'.",
    },
    {
        "topic": "marking order",
        "decision": "Received candies are marked one player after another in seat order; each player's "
                    "sheet and pumpkins are their own, so the order changes nothing but who sees whose "
                    "mark first.",
        "rests_on": "Main Game Phase 3-4 (done by everyone at once at a table).",
    },
    {
        "topic": "limited chips",
        "decision": "The 20 pumpkins and 4 candles are the only chips: a gain when the supply is empty is "
                    "lost; gains of one moment are paid in seat order. Four candles always suffice (each "
                    "player is eliminated at most once a round).",
        "rests_on": "Components: 'Pumpkin Chips: 20', 'Candle Chips: 4'.",
    },
    {
        "topic": "candle on simultaneous elimination",
        "decision": "The passer of the card that could not be marked takes a candle, even if eliminated on "
                    "the same turn; with two players both may be out at once and the round ends with none "
                    "left in.",
        "rests_on": "Main Game Phase: 'takes a Candle even if he/she was also eliminated at the same time'.",
    },
    {
        "topic": "no card to play",
        "decision": "A player still in whose hand and deck are empty plays nothing (their receiver gets "
                    "nothing that turn) but still receives. If no player still in holds a card, the round "
                    "ends with everyone still in.",
        "rests_on": "Main Game Phase: the phase ends when 1 player remains (silent on empty hands).",
    },
    {
        "topic": "Favourite Candy boxes",
        "decision": "A row's box is checked as soon as marks fill it, prefilled spaces counting as marks; "
                    "each checked box scores the scored cards of its colour. Crown cards count by colour "
                    "and as 1 base point.",
        "rests_on": "Main Game Phase 4; Scoring Phase: 'Each marked Favorite Candy checkbox x Cards of that "
                    "color'.",
    },
    {
        "topic": "new decks",
        "decision": "Each player's next deck is everything they hold: scored cards (the face-down one "
                    "too), hand, and what is left of the deck, shuffled. Crown cards stay in play.",
        "rests_on": "Scoring Phase: 'shuffles their Scored Cards and cards left in their Hand together'; "
                    "Dragon's Fireball: 'Keep the Candy Card with crown'.",
    },
    {
        "topic": "advanced cards over rounds",
        "decision": "One card a round at most; a card may cover two rounds only if they are consecutive, "
                    "never three, and Dragon's Fireball only one.",
        "rests_on": "Advanced Rules: 'place it on its side next to the 2 Round cards (You cannot do this "
                    "with Dragon's Fireball)'.",
    },
    {
        "topic": "rounds without an advanced card",
        "decision": "Any round may be played without an advanced card, not only the first. The rulebook "
                    "has a card in each round once they are used; here a single card can also be tried "
                    "alone: in rounds 2 and 3, or Dragon's Fireball in round 3 after two plain rounds "
                    "(it may not cover two rounds, and its crown cards then play that round only).",
        "rests_on": "Advanced Rules: 'Choose an Advanced Rule Card to use for each round'; 'You may "
                    "choose not to use any Advanced Rule Card for your first round'.",
    },
    {
        "topic": "Gummy Python",
        "decision": "Each player's first marked candy of the round (after any swap) must not cover the "
                    "snake's spaces; it may fall past them. A crown card is exempt but is still that "
                    "first candy: once a player marks a crown first, the snake's spaces are free to them "
                    "for the rest of the round.",
        "rests_on": "Gummy Python: 'The first Candy Card must not occupy the indicated spaces. (does not "
                    "apply to Candy Card with crown)'.",
    },
    {
        "topic": "Dragon's Fireball",
        "decision": "Each player draws 4 and gets one crown card at random; the crown cards not dealt (below "
                    "four players) stay in the box.",
        "rests_on": "Dragon's Fireball: 'randomly add 1 Candy Card with crown to their Hand'.",
    },
    {
        "topic": "Sugar Goblin",
        "decision": "A round score may go below zero: the neighbour's Favourite Candy bonus is subtracted in "
                    "full. The neighbour is the seat to the left (right in round 3), eliminated or not.",
        "rests_on": "Sugar Goblin: 'subtracted by the Favorite Candy Bonus points scored by the player to "
                    "your left'.",
    },
    {
        "topic": "the tie-break in the score",
        "decision": "Equal totals are decided by the third round's points; equal there too, the victory "
                    "is shared. state.scores() holds the plain totals; winners() applies the tie-break.",
        "rests_on": "Game Rounds: 'a player who scored more points in the 3rd round is the winner'.",
    },
    {
        "topic": "places below the winner",
        "decision": "The third-round tie-break decides only who wins; other players with equal totals "
                    "share a place on the result screen.",
        "rests_on": "Game Rounds: 'a player who scored more points in the 3rd round is the winner'.",
    },
]
