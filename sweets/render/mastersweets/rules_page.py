"""The in-app rules page, made from docs/rules/mastersweets.md (our own words); the decisions
are added from the rules' decisions module."""

from __future__ import annotations

from sweets.render.html import esc

PAGE = """\
<h1 tabindex="-1">How to play MasterSweets</h1>
<p>Game id <code>mastersweets</code>, four modes: the core game for 2 to 4 players, Clash of Sweets
(2-5), Sweets Workshop (2-5, cooperative) and Alone in the Kitchen (1 person against George
&quot;The cake&quot;). Code: <code>sweets/games/mastersweets/</code>; tests:
<code>tests/test_mastersweets.py</code>, <code>tests/test_mastersweets_random.py</code>,
<code>tests/test_mastersweets_clash.py</code>, <code>tests/test_mastersweets_workshop.py</code>.
This page explains the game in our own words.</p>
<h2>What is in the box (partly reconstructed)</h2>
<p>121 cards: 90 ingredients (nine types, ten of each), 15 special cards and 16 roles. The rulebook
only pictured most values, so the following are <b>reconstructed</b> in
<code>sweets/games/mastersweets/data.py</code>, which a person holding the real box can correct
without touching the rules code.</p>
<table><thead><tr><th>ingredient</th><th>points</th></tr></thead><tbody><tr><td>eggs</td><td>1</td></tr><tr><td>flour</td><td>1</td></tr><tr><td>milk</td><td>1</td></tr><tr><td>nuts</td><td>3</td></tr><tr><td>fruits</td><td>3</td></tr><tr><td>cream</td><td>3</td></tr><tr><td>sugar</td><td>5</td></tr><tr><td>chocolate</td><td>5</td></tr><tr><td>butter</td><td>5</td></tr></tbody></table>
<p>Cookbook size (rows x columns): 2 players 3 x 4, 3 players 4 x 4, 4 players 4 x 5 (Alone in the
Kitchen uses the 2-player one).</p>
<table><thead><tr><th>role</th><th>starting
hand</th><th>action</th></tr></thead><tbody><tr><td>Pantry
Keeper</td><td>6</td><td>(none)</td></tr><tr><td>Confectioner</td><td>5</td><td>(none)</td></tr><tr><td>Apprentice</td><td>5</td><td>(none)</td></tr><tr><td>Waiter</td><td>4</td><td>(none)</td></tr><tr><td>Baker</td><td>3</td><td>As
an action, draw 2 cards, then discard 1 card.</td></tr><tr><td>Market Vendor</td><td>3</td><td>As an
action, take 2 cards from the market, then discard 1
card.</td></tr><tr><td>Sous-Chef</td><td>3</td><td>As an action, exchange up to 2 ingredient cards
of your hand with cards of the cookbook.</td></tr><tr><td>Recipe Keeper</td><td>4</td><td>As an
action, swap the places of two cards in the
cookbook.</td></tr><tr><td>Scavenger</td><td>3</td><td>As an action, take an ingredient card of your
choice from the discard pile.</td></tr><tr><td>Taster</td><td>3</td><td>As an action, look at the
top 3 cards of the deck, take 1 and put the others under the
deck.</td></tr><tr><td>Grandmother</td><td>2</td><td>As an action, cook a recipe where a pair of
cards given for a missing card still earns you that card.</td></tr><tr><td>Food
Critic</td><td>4</td><td>As an action, discard a card of the cookbook; the next ingredient card of
the deck takes its place.</td></tr><tr><td>Merchant</td><td>3</td><td>As an action, discard the
whole market, lay out a new one, then take 1 card from
it.</td></tr><tr><td>Dishwasher</td><td>4</td><td>As an action, discard 1 card, then draw 2
cards.</td></tr><tr><td>Pastry Chef</td><td>2</td><td>As an action, draw 2
cards.</td></tr><tr><td>Night Baker</td><td>2</td><td>As an action, draw 1 card and take 1 card from
the market.</td></tr></tbody></table>
<table><thead><tr><th>special card</th><th>ability</th><th>Clash
icon</th></tr></thead><tbody><tr><td>s1 Fresh Delivery</td><td>Draw 3
cards.</td><td>draw4</td></tr><tr><td>s2 Fresh Delivery</td><td>Draw 3
cards.</td><td>improve</td></tr><tr><td>s3 Shopping Spree</td><td>Take 2 cards from the market, one
after the other.</td><td>exchange2</td></tr><tr><td>s4 Shopping Spree</td><td>Take 2 cards from the
market, one after the other.</td><td>draw4</td></tr><tr><td>s5 Substitution</td><td>Exchange up to 2
ingredient cards of your hand with cards of the cookbook.</td><td>exchange2</td></tr><tr><td>s6
Substitution</td><td>Exchange up to 2 ingredient cards of your hand with cards of the
cookbook.</td><td>improve</td></tr><tr><td>s7 Rewrite the Recipe</td><td>Swap the places of two
cards in the cookbook.</td><td>discard</td></tr><tr><td>s8 Fresh Stock</td><td>Discard the whole
market, lay out a new one, then take 1 card from it.</td><td>draw4</td></tr><tr><td>s9 Burnt
Batch</td><td>Discard a card of the cookbook; the next ingredient card of the deck takes its
place.</td><td>discard</td></tr><tr><td>s10 Burnt Batch</td><td>Discard a card of the cookbook; the
next ingredient card of the deck takes its place.</td><td>discard</td></tr><tr><td>s11
Leftovers</td><td>Take an ingredient card of your choice from the discard
pile.</td><td>improve</td></tr><tr><td>s12 Taste Test</td><td>Look at the top 3 cards of the deck,
take 1 of them and put the others under the deck.</td><td>exchange2</td></tr><tr><td>s13 Rush
Hour</td><td>Take 2 more actions this turn.</td><td>draw4</td></tr><tr><td>s14 Rush
Hour</td><td>Take 2 more actions this turn.</td><td>discard</td></tr><tr><td>s15 Grandma&#x27;s
Secret</td><td>Cook a recipe; a pair of cards given for a missing card still earns you that
card.</td><td>improve</td></tr></tbody></table>
<h2>Setting up</h2>
<ul><li>Shuffle the ingredients with the special cards (the First Game leaves the specials out). Lay
the cookbook face up from the deck; a special card turned up for it goes back to the box and is
replaced.</li><li>With roles: players + 1 roles are laid out. The player to the right of the
starting player picks first, then picks go on to the right; the starting player takes one of the
last two and the other goes back to the box. Without roles every hand starts with 3
cards.</li><li>Each player is dealt the hand size of their role; then players + 1 cards form the
market.</li></ul>
<h2>A turn: exactly one action</h2>
<ul><li>take a market card (a new one fills its place), or the top card of the deck;</li><li>swap an
ingredient of your hand with a cookbook card;</li><li>play a special card, or use your role&#x27;s
action;</li><li>cook a row or column: pay its cards from your hand. For each card you lack you may
give three cards of one type (you still earn the card) or two (the card goes to the discard pile).
The cards you earn go to your completed sweets; the cookbook then closes up its empty rows and
columns, keeping its order. A one-card row or column is a recipe too, and a gap does not split a row
or column.</li></ul>
<p>When the deck is empty the discard pile is shuffled into a new one. The game ends when the
cookbook is empty; the most points win, and a tie shares the victory.</p>
<h2>Alone in the Kitchen</h2>
<p>Set up as for two, choose any role, and play first. After each of your turns George plays: the
market&#x27;s rightmost card is discarded and the others move right, a new card filling the left;
George draws (special cards are discarded and replaced) and takes a cookbook card of the drawn type,
else one worth the same, else any. When several qualify, you pick which (your move, made for
George). You win only with more points than George. On the table your move lands first and
George&#x27;s turn follows a moment later, told in the status line and the move log.</p>
<h2>Clash of Sweets (2-5 players)</h2>
<p>Ingredients and special cards only. Each player gets a cookbook of their own, 12 cards (10 with
five players), and lays it out as they like: any rectangle that holds the cards (3 x 4, 2 x 6, 1 x
12 ...), with any card in any place; the squarest rectangle in the order dealt is one tap away.
Hands start empty; the market is as in the core game.</p>
<p>A turn is one of: take a market card or the top card of the deck; improve a card of your cookbook
by playing two cards of its type (one is discarded, the other goes under it; never twice); exchange
a hand ingredient with a card of another player&#x27;s cookbook (an improved card stays improved,
whatever lies on top); steal a row or column of another player&#x27;s cookbook by paying exactly its
cards, one more of the type of each improved card (never three of a kind for a missing one): from a
recipe of three cards or more you keep one card of your choice, the rest and all improving cards are
discarded; or play a special card for its icon: draw 4 cards, improve one of your cards with it,
discard a card of another cookbook (of an improved card only the card under it), or exchange up to 2
hand cards with cards of your own cookbook. At the end of your turn you discard down to 10 cards (8
with five players), choosing which.</p>
<p>A cookbook closes up like the core game&#x27;s. A player whose cookbook is empty leaves the game;
the last one left wins.</p>
<h2>Sweets Workshop (2-5 players, one team)</h2>
<p>Ingredients only. The cookbook is 5 x 5 (5 x 6 for a harder game, the option <code>cookbook:
&quot;5x6&quot;</code>), with no more than five cards of a type. Hands of 7, 6, 5 or 5 cards for 2,
3, 4 or 5 players are held so that everyone sees all hands but their own: here, each seat&#x27;s
screen shows the others&#x27; cards and only the backs of its own.</p>
<p>Every action spends cards from your hand, which leave the game face up: point at a face-up
cookbook card and spend a card (if it is of the same type, the cookbook card turns face down); spend
a card to swap two cookbook cards; spend two to replace a face-up cookbook card with the top card of
the deck (only while the deck lasts); or spend one to give a team-mate a full clue: every card of
theirs of one value (1, 3 or 5), or every card of theirs that shares a type with a face-up card of
one row or column. Then you draw back up to your starting hand while the deck lasts.</p>
<p>Under each hand card the app shows what every clue given about it so far leaves it: its points
once they are narrowed down (&quot;= 3 pts&quot;, &quot;1 or 5 pts&quot;), and which kinds it can
still be (named when one or two remain, else counted), counting the cards a clue passed over too,
since a clue names every matching card. The clue list says each clue as it was given. A player who
would rather remember, as at a real table, turns the marks on their own cards off.</p>
<p>The team wins the moment every cookbook card is face down, and loses when the deck and every hand
are empty.</p>
<h2>Playing it here</h2>
<p>Moves are buttons named in the game&#x27;s notation: <code>draw</code>, <code>market 2</code>,
<code>exchange milk b3</code>, <code>cook row 2</code>, <code>cook col a fruits=3cream</code>,
<code>play s4</code>, <code>role</code>, <code>choose baker</code>, and for abilities <code>discard
milk</code>, <code>done</code>, <code>swap a1 c2</code>, <code>replace b2</code>, <code>salvage
cream</code>, <code>keep nuts</code>; <code>george b2</code> in Alone in the Kitchen. Clash of
Sweets: <code>shape 4x3</code>, <code>swap a1 b2</code>, <code>ready</code> while laying out, then
<code>improve b2</code>, <code>exchange milk p2:b3</code>, <code>steal p2 row 1</code>, <code>keep
sugar</code>, <code>remove p3:a1</code> (players are p1 to p5). Sweets Workshop: <code>point b2 with
3</code>, <code>swap a1 c4 with 2</code>, <code>replace b2 with 1 4</code>, <code>clue p2 5 with
1</code>, <code>clue p3 row 2 with 1</code> (hand cards numbered from the left). Every random part
of the setup can be fixed with options (<code>deck</code>, <code>first_player</code>,
<code>role_cards</code>), which is how the tests replay the rulebook&#x27;s examples.</p>
<p><b>Hint</b> (top bar) rings the control the Hard computer would press for you and says why in one
sentence; it plays nothing, and the setup can switch it off.</p>

"""

# Where the pictures go: the cook after the core game's turn, the clue after the Workshop.
SOLO, HERE = "<h2>Alone in the Kitchen</h2>", "<h2>Playing it here</h2>"


def page() -> str:
    """The whole rules page: how to play, then every decision where the rulebook is silent."""
    from sweets.games.mastersweets import DECISIONS
    from sweets.render.mastersweets import rules_pictures as pictures  # only when the page is opened
    items = "".join(
        f'<li><p><b>{esc(d["topic"])}</b>: {esc(d["decision"])}</p>'
        f'<p class="basis">Rests on the rulebook, {esc(d["rests_on"])}</p></li>' for d in DECISIONS)
    page = PAGE.replace(SOLO, pictures.cook_section() + SOLO).replace(HERE, pictures.clue_section() + HERE)
    return (f'{page}<section><h2>Decisions where the rulebook is silent</h2>'
            f'<ol class="decisions">{items}</ol></section>')
