"""Sweeet!'s in-app rules page, in the project's own words, with the rules module's recorded
decisions where the rulebook is silent (each with the passage it rests on)."""

from __future__ import annotations

from sweets.render.html import esc


def _decisions() -> list[dict[str, str]]:
    """The rules module's recorded decisions (topic, decision, rests_on), as it lists them."""
    try:
        from sweets.games.sweeet import DECISIONS
    except ImportError:
        return []
    return [{key: str(item.get(key, "")) for key in ("topic", "decision", "rests_on")}
            for item in DECISIONS if isinstance(item, dict)]


def page() -> str:
    """The whole page: the game in our own words, then the decisions where the rulebook is silent."""
    from sweets.render.sweeet import rules_pictures as pictures  # drawn when the page opens
    decisions = "".join(
        f'<li><p><b>{esc(d["topic"])}</b>: {esc(d["decision"])}</p>'
        f'<p class="basis">Rests on the rulebook, {esc(d["rests_on"])}</p></li>'
        for d in _decisions())
    return f"""<h1 tabindex="-1">How to play Sweeet!</h1>
<section><h2>The aim</h2>
<p>Be the first to own a complete run of cards from 1 to 8, or win at once by turning over nothing
but the Honey cards in one turn (all four of them, or three with the Gourmet card).</p></section>
<section><h2>The table</h2>
<p>Forty-eight cards lie face down in a grid of 8 columns (a to h) and 6 rows (1 to 6): five of each
number 1 to 8, four Bonus cards and four Honey cards. They never move, so remembering where things
are is the whole game. Each player starts with one card between 2 and 7 in front of them: the first
card of their run. The lowest starting card plays first, then play goes round the table.</p></section>
<section><h2>A turn</h2>
<p>Turn over a card. Then, as long as nothing stops you, choose: turn over another one, or stop.</p>
<p>Your turn is over at once, and everything goes back face down, if you turn over a number you
already turned over this turn, or a number already in your run.</p>
<p>When you stop on purpose, you may take the revealed cards that fit your run, so that it stays one
unbroken sequence, and any Bonus cards. The rest go back face down where they were. Stopping
early also gives the others less to remember.</p>
<p>Honey cards never leave the table. Turning over the last Honey card needed with no other card
revealed that turn wins the game.</p></section>
{pictures.section()}
<section><h2>Bonus cards</h2>
<ul>
<li><b>Brave</b>: when your turn fails, you may still keep one of the revealed cards.</li>
<li><b>Lucky</b>: a joker placed at one end of your run, standing for the missing value there;
turning over that value later does not end your turn.</li>
<li><b>Curious</b>: at the start of each of your turns you may look at one card in secret first.</li>
<li><b>Gourmet</b>: three Honey cards are enough for you to win.</li>
</ul></section>
<section><h2>On this tablet</h2>
<p>Tap a face-down card to turn it over. After a card is up, the cards you could take are ticked;
tap them to change your choice, then press Stop. Arrow keys move over the grid and Enter turns a
card over. When a turn ends its cards stay up for a moment so everyone can see (the next player may
start at once), then they are turned back: from then on, only your memory knows where they
are. The page never keeps a record of where cards lie.</p>
<p><b>Hint</b> (top bar) rings the control the Hard computer would press for you and says why in one
sentence; it plays nothing, and the setup can switch it off.</p></section>
<section><h2>Decisions where the rulebook is silent</h2>
{f"<ol class='decisions'>{decisions}</ol>" if decisions else "<p>None recorded yet.</p>"}</section>"""
