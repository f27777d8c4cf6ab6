"""Points the rulebook leaves open, and how this implementation settles them.

Each entry: ``topic``, ``decision`` (our words), ``rests_on`` (rulebook section + a few words).
The same list is in docs/rules/mastersweets.md; tests/test_mastersweets.py tests each one of the
core game and Alone in the Kitchen, tests/test_mastersweets_clash.py and
tests/test_mastersweets_workshop.py those of Clash of Sweets and Sweets Workshop.
"""

from __future__ import annotations

DECISIONS: list[dict[str, str]] = [
    {
        "topic": "ingredient points",
        "decision": "Reconstructed: eggs, flour and milk are worth 1; nuts, fruits and cream 3; sugar, "
                    "chocolate and butter 5.",
        "rests_on": "Alone in the Kitchen: sugar, chocolate, butter as '5' point cards; Sweets Workshop: "
                    "clues of value 1, 3 or 5.",
    },
    {
        "topic": "cookbook size",
        "decision": "Reconstructed: 3 rows x 4 columns for 2 players (and Alone in the Kitchen), 4 x 4 for "
                    "3, 4 x 5 for 4.",
        "rests_on": "Setup: cards placed 'as shown in the picture for 2 players, 3 players, or 4 players'.",
    },
    {
        "topic": "roles and special cards",
        "decision": "Reconstructed: 16 roles (4 with a bigger hand and no action, 12 with a smaller hand and "
                    "an action) and 15 special cards of 10 kinds, each with one of the four Clash icons; "
                    "see the component list.",
        "rests_on": "Components: 16 role cards, 15 special cards; Gameplay: 'As an action...'.",
    },
    {
        "topic": "starting player",
        "decision": "The starting player is the first_player option, or drawn from the seed.",
        "rests_on": "Setup: 'the one who last cooked some pastry' (a table fact the app cannot know).",
    },
    {
        "topic": "dealing order",
        "decision": "The cookbook is laid out row by row from the top left; after the role draft each "
                    "player, from the starting player on, is dealt their hand; the market comes last.",
        "rests_on": "Setup: cookbook, then roles, then 'Give each player as many cards', then the market.",
    },
    {
        "topic": "substitutes only for what you lack",
        "decision": "Every recipe card whose type is in your hand is paid with that card; three (or two) "
                    "cards of one type can stand in only for the cards you lack, and may be of a type the "
                    "recipe also needs if you hold more of it than the recipe takes.",
        "rests_on": "Gameplay: 'instead of any card from the recipe that he doesn't have in his hand'.",
    },
    {
        "topic": "naming cards by type",
        "decision": "Cards of one ingredient type are alike, so moves name the type; the lowest-numbered "
                    "card of that type is the one that moves.",
        "rests_on": "Components: 'each of them has 10 copies'.",
    },
    {
        "topic": "exchanging",
        "decision": "Only ingredient cards can be exchanged with the cookbook, and never for a card of the "
                    "same type (that would change nothing).",
        "rests_on": "Gameplay: 'Exchange one of the ingredient cards in his hand with a card from the "
                    "cookbook'.",
    },
    {
        "topic": "played special cards",
        "decision": "A special card goes to the discard pile once played, so it returns when the discard "
                    "pile is reshuffled.",
        "rests_on": "Additional Rules: 'shuffle the discard pile' to make the new deck.",
    },
    {
        "topic": "the cookbook holds only ingredients",
        "decision": "When an ability fills a cookbook place from the deck, special cards drawn on the way "
                    "go to the discard pile and the next card is drawn.",
        "rests_on": "Setup: 'In the cookbook, at any time, there can only be ingredient cards.'",
    },
    {
        "topic": "role actions",
        "decision": "A role's action may be used on any turn, as that turn's one action.",
        "rests_on": "Gameplay: 'Perform the special skill of his role'; the players keep the role 'during "
                    "the whole game'.",
    },
    {
        "topic": "abilities that would do nothing",
        "decision": "A special card or role action is offered only when at least one of its parts would do "
                    "something; a part with nothing to act on is skipped.",
        "rests_on": "Gameplay: 'the player has to take one of the following actions'.",
    },
    {
        "topic": "swapping cookbook cards with a hand of special cards",
        "decision": "An ability that swaps two cookbook cards (the Recipe Keeper's role, Rewrite the Recipe) "
                    "is offered whenever the cookbook holds two cards of different types, even when the "
                    "hand holds only special cards: the swap takes nothing from the hand.",
        "rests_on": "Gameplay: 'Perform the special skill of his role. It is listed on the role card as: "
                    "\"As an action...\"' (the skill asks for no hand card).",
    },
    {
        "topic": "reshuffling",
        "decision": "The discard pile is shuffled into a new deck the moment a card is needed and the deck "
                    "is empty; with both empty, 'draw X' draws what there is.",
        "rests_on": "Additional Rules: 'When the drawing deck is empty, shuffle the discard pile'.",
    },
    {
        "topic": "empty market places",
        "decision": "A market place that could not be refilled stays empty and is refilled at the end of a "
                    "turn once cards are back in the deck or the discard pile.",
        "rests_on": "Gameplay: 'Its place in the market is replaced with a new card'.",
    },
    {
        "topic": "open discard pile",
        "decision": "The discard pile lies face up and everyone may look through it.",
        "rests_on": "Gameplay: cooked ingredients 'should be put into the discard pile' (none face down).",
    },
    {
        "topic": "closing up",
        "decision": "After a recipe is cooked (or George takes a card), every empty row and column is "
                    "removed and the rest close up in the same order; holes inside a row or column stay.",
        "rests_on": "Gameplay: 'so that it has no empty columns/rows'; Additional Rules: empty spaces 'do "
                    "not divide the recipe'.",
    },
    {
        "topic": "end of the game",
        "decision": "The game ends the moment the cookbook is empty, even in the middle of an ability.",
        "rests_on": "Game End: 'When the last recipe from the cookbook is completed ... the game is over'.",
    },
    {
        "topic": "ties",
        "decision": "Players tied on the most points share the victory.",
        "rests_on": "Game End: 'The winner is the player who has collected the most victory points'.",
    },
    {
        "topic": "nothing to do",
        "decision": "A player who can take none of the actions passes.",
        "rests_on": "Gameplay: 'the player has to take one of the following actions'.",
    },
    {
        "topic": "solo setup",
        "decision": "Alone in the Kitchen uses the 2-player cookbook and a market of 3; the person picks any "
                    "of the 16 roles and starts; special cards and roles are always in play.",
        "rests_on": "Alone in the Kitchen: 'the same as the setup in MasterSweets for two players'; 'played "
                    "with all game cards'.",
    },
    {
        "topic": "George's drawn card",
        "decision": "The card George draws only points at a cookbook card; it then goes to the discard pile.",
        "rests_on": "Alone in the Kitchen: 'draw the top card' (its fate is not said).",
    },
    {
        "topic": "who decides for George",
        "decision": "When exactly one cookbook card qualifies George takes it at once; when several do, the "
                    "person chooses, as their own move.",
        "rests_on": "Alone in the Kitchen: 'the player can choose which card George \"The cake\" should "
                    "take'.",
    },
    {
        "topic": "George with nothing to draw",
        "decision": "If neither the deck nor the discard pile holds a card for George, the market's leftmost "
                    "place stays empty and the person gives George any cookbook card.",
        "rests_on": "Alone in the Kitchen: 'the player can choose any one card from the cookbook'.",
    },
    {
        "topic": "solo tie",
        "decision": "A tie with George is a loss: the person must have more points.",
        "rests_on": "Alone in the Kitchen: 'If the player has more victory points ... Otherwise, George'.",
    },
    {
        "topic": "undo",
        "decision": "A move can be taken back only within one's own turn and never once a card came off the "
                    "deck (a draw, a market refill, a look at the top cards).",
        "rests_on": "Gameplay: one action per turn (the table's custom; nothing hidden may be peeked at).",
    },
    {
        "topic": "arranging a Clash cookbook",
        "decision": "Each player in turn, from the starting player, lays out their own cookbook: any "
                    "rectangle that holds its cards exactly (12: 1x12, 2x6, 3x4, 4x3, 6x2, 12x1; 10: "
                    "1x10, 2x5, 5x2, 10x1), and any card in any place (by swapping two at a time). "
                    "'Ready' keeps the layout; the default is the squarest rectangle (3x4, or 2x5 with "
                    "five players) in the order dealt. Shapes with gaps are left out: rows and columns "
                    "are the recipes, and a gap in a dealt layout could only make a recipe smaller and no"
                    " card harder to steal.",
        "rests_on": "Clash of Sweets, Setup: 'It could be arranged in any form that the player chooses.'",
    },
    {
        "topic": "Clash dealing order",
        "decision": "Cookbooks are dealt whole, one player after another from the starting player; a "
                    "special card dealt goes back to the box and the next card is dealt instead; the "
                    "market comes last.",
        "rests_on": "Clash of Sweets, Setup: 'Deal 12 cards ... If a special card is drawn, place it in "
                    "the game box'.",
    },
    {
        "topic": "Clash exchanges",
        "decision": "The exchange action takes a card from another player's cookbook only, never one's "
                    "own, and never for a card of the same type; the exchange icon of a special card "
                    "works on one's own cookbook, up to two cards, and may stop early.",
        "rests_on": "Clash of Sweets, Gameplay: 'a card from another player's cookbook'; icon: 'up to 2 "
                    "cards from your cookbook'.",
    },
    {
        "topic": "improving cards",
        "decision": "Of the two cards played to improve, the lower-numbered goes to the discard pile and "
                    "the other under the card; a special card's improve icon puts the special card itself"
                    " under. Either way the card is improved once and for all: a stolen improved card "
                    "costs one more of its own type, whatever lies under it.",
        "rests_on": "Clash of Sweets, Gameplay: 'The improved card cannot be improved for the second "
                    "time.'",
    },
    {
        "topic": "closing up a Clash cookbook",
        "decision": "After a recipe is stolen or a card discarded, the cookbook closes up its empty rows "
                    "and columns as in the core game; the improving cards move with their cards.",
        "rests_on": "Gameplay (core): 'so that it has no empty columns/rows'.",
    },
    {
        "topic": "leaving the clash",
        "decision": "A player whose cookbook is empty leaves at once, however its last card went (stolen,"
                    " or discarded by a special card); their hand goes to the discard pile and their "
                    "turns are skipped. The game ends the moment one player is left, even in the middle "
                    "of a turn.",
        "rests_on": "Clash of Sweets: 'After the last recipe from a player's cookbook is stolen, the "
                    "player must leave the game.'",
    },
    {
        "topic": "Clash scores",
        "decision": "A player's score is the number of players who left before them: the winner has the "
                    "most, and the rest are ranked by how long they stayed.",
        "rests_on": "Clash of Sweets: 'The last surviving player ... is the winner.'",
    },
    {
        "topic": "Clash hand limit",
        "decision": "The hand limit is checked once, at the very end of the turn, after everything the "
                    "action brought; the player picks the cards to discard one at a time.",
        "rests_on": "Clash of Sweets: 'If the active player has more than 10 (8 ...) cards at the end of "
                    "his turn he must discard'.",
    },
    {
        "topic": "Clash special cards",
        "decision": "A special card played for an icon goes to the discard pile (the improve icon: under "
                    "the card, and to the discard pile when that card is stolen or its improving card "
                    "discarded); a special card can never be exchanged into a cookbook.",
        "rests_on": "Clash of Sweets: 'the special cards' text doesn't matter'; 'Place the special card "
                    "face down under a card'.",
    },
    {
        "topic": "Workshop cookbook",
        "decision": "The cookbook is laid row by row; a card that would be the sixth of its type goes "
                    "back into the deck at a random place below the top, and the next card is laid. The "
                    "harder option (cookbook '5x6') is 5 rows of 6 with the same limit of five of a type.",
        "rests_on": "Sweets Workshop, Setup: 'shuffle this card back to the drawing deck and draw a new "
                    "card'.",
    },
    {
        "topic": "Workshop hands",
        "decision": "A player picks a hand card by its place in the hand (they cannot see it); a drawn "
                    "card goes to the right. Every card a player spends is shown to all as it leaves the "
                    "game.",
        "rests_on": "Sweets Workshop: 'each player can see the other players' cards faces but cannot see "
                    "the cards faces in his hand'.",
    },
    {
        "topic": "Workshop pointing and replacing",
        "decision": "Only a face-up cookbook card can be pointed at or replaced; the replacing card is "
                    "laid face up whatever its type (the limit of five of a type is for building the "
                    "cookbook).",
        "rests_on": "Sweets Workshop, Gameplay: 'turn the cookbook card face down'; 'Replace the "
                    "discarded cookbook card with a new card'.",
    },
    {
        "topic": "Workshop swaps",
        "decision": "Any two cookbook cards may be swapped, face-down ones keeping their side, except "
                    "swaps that change nothing (two face-down cards, or two face-up cards of one type).",
        "rests_on": "Sweets Workshop, Gameplay: 'exchange the position of 2 cards from the cookbook'.",
    },
    {
        "topic": "Workshop clues",
        "decision": "A clue must point at one or more of the team-mate's cards. A recipe clue reads only "
                    "the recipe's face-up cards (the face-down ones are done). What a clue said, of the "
                    "cards it pointed at and of those it passed over, stays shown on those cards for "
                    "their owner, as a table remembers it.",
        "rests_on": "Sweets Workshop: 'indicate all cards from one team-mate hand that are of the same "
                    "type as at least one card from the selected row or column'.",
    },
    {
        "topic": "Workshop turns and end",
        "decision": "Once the deck is empty a player with no cards left is skipped. The team wins the "
                    "moment the last cookbook card turns face down, and loses when no one holds a card "
                    "any more.",
        "rests_on": "Sweets Workshop, Game End: 'The drawing deck is empty and the players don't have any"
                    " cards in their hands'.",
    },
    {
        "topic": "Workshop score",
        "decision": "Every seat scores the number of face-down cookbook cards; the team wins or loses "
                    "together.",
        "rests_on": "Sweets Workshop: 'all players win together' / 'all players lose together'.",
    },
    {
        "topic": "Workshop discards",
        "decision": "Cards that leave the game lie face up apart, for everyone to see.",
        "rests_on": "Sweets Workshop: 'all the played (discarded) cards are placed aside and are no "
                    "longer in the game'.",
    },
    {
        "topic": "Clash hand limit after players leave",
        "decision": "The hand limit is set once, by how many players started: 8 cards when five "
                    "started, 10 otherwise. It stays so after players have left the game (a game begun "
                    "by five keeps the limit of 8 when three are left).",
        "rests_on": "Clash of Sweets: more than 10 cards, '8 if you play with 5 players', are "
                    "discarded at the end of the turn (who counts as playing is not said).",
    },
    {
        "topic": "a lone cookbook card",
        "decision": "A card alone in both its row and its column makes two recipes of that one card, "
                    "the row and the column; both are offered (to cook, or in Clash of Sweets to steal), "
                    "and choosing either does the same.",
        "rests_on": "Additional Rules: a row or column with 'only one card' is a recipe too.",
    },
]
