"""The session's side of replays, Past games and shared links (issue 33): the presses, the screens
and the address of each, kept here so that ``session.py`` only routes to them.

Screens: ``past`` (the Past games page) and ``replay`` (a finished game stepped through, opened
from Past games, from a result, or from a ``#replay=`` link). What they need between presses
lives on the session's :class:`Shelf`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sweets.render import replay as screen
from sweets.render import reveal
from sweets.render.html import button
from sweets.web import links, pastgames
from sweets.web.replay import ALL, Replay, ReplayLinkError, link_of, load, open_link
from sweets.web.words import QUOTED, clip, mode_phrase

if TYPE_CHECKING:
    from sweets.web.session import Session

NOT_A_REPLAY = "That replay link cannot be opened: {why}. Nothing else has changed."


class Shelf:
    """What the replay screens keep between presses."""

    def __init__(self) -> None:
        self.replay: Replay | None = None
        # The link on show in a share box: {"url", "copied" (None: not known yet), "what"
        # ("replay" or "setup"), "note", "screen" (the screen it belongs to)}.
        self.share: dict | None = None
        self.clipboard: str | None = None  # text the page is asked to copy (app.py takes it)
        self.note: str | None = None  # what went wrong keeping or opening a past game
        self.page_url = ""  # the page's address without its fragment (app.py sets it)


def game_finished(session: Session) -> None:
    """A game on the table has finished: keep it in Past games (again on a reload: the same key,
    so nothing is kept twice). Storage that refuses it is said on the result screen."""
    t = session.table
    if t is None or not t.state.is_over:
        return
    if pastgames.keep(session.store, t.save_id, t.state, t.meta.get("bots", {}), session.clock()):
        session.shelf.note = None
    else:
        problem = session.store.problem or "the browser does not allow the page to store anything"
        session.shelf.note = pastgames.NOT_KEPT.format(problem=problem)


def open_fragment(session: Session, code: str) -> None:
    """``#replay=<code>``: the finished game it holds, or the menu saying why not, with every
    save as it was (a finished game on the table is not closed, as leaving it would)."""
    try:
        state = open_link(code)
    except ReplayLinkError as exc:
        session.screen, session.table, session.shelf.replay = "menu", None, None
        session.message = clip(NOT_A_REPLAY.format(why=exc), 6 * QUOTED)
        return
    show(session, Replay(state, back="menu"))


def show(session: Session, replay: Replay) -> None:
    session.shelf.replay, session.shelf.share = replay, None
    session.screen = "replay"


def past(session: Session, _: str) -> None:
    """``past:list``: the Past games page."""
    session.screen, session.shelf.note = "past", None
    if session.table and session.table.state.is_over:
        session.forget_if_finished()  # as leaving the result for the menu does
        session.table = None


def step(session: Session, rest: str) -> None:
    """``replay:<first|prev|next|last|ply:N|pov:S|pov:all>``, ``replay:back``, ``replay:copy``."""
    r = session.shelf.replay
    if r is None:
        return
    if rest == "back":
        back = r.back if r.back != "result" or session.table else "menu"
        session.shelf.replay = None
        if back == "menu":
            session.go_menu()
        session.screen = back
    elif rest == "copy":
        _share(session, link_of(r.final), "replay")
    else:
        r.step(rest)


def result_replay(session: Session, _: str) -> None:
    if session.table and session.table.state.is_over:
        show(session, Replay(session.table.state, back="result"))


def result_copy(session: Session, _: str) -> None:
    if session.table and session.table.state.is_over:
        _share(session, link_of(session.table.state), "replay")


def setup_link(session: Session, _: str) -> None:
    """An unfinished game is shared by its setup, never with its moves (hidden hands would travel)."""
    t = session.table
    if t:
        _share(session, links.setup_link(t.game_id, list(t.state.players), t.bots, t.state.seed,
                                         t.meta.get("speed", "normal"), t.state.options), "setup")
        _say_setup(session)


def _say_setup(session: Session) -> None:
    """The game screen has no room for a share box: its notice line carries the setup link."""
    share = session.shelf.share
    if share and share["what"] == "setup":
        said = {True: "Setup link copied", False: "Copy this setup link", None: "Setup link"}[share["copied"]]
        session.message = (f"{said} (it starts this game afresh; the moves played so far stay on this "
                           f"tablet): {share['url']}")


def open_past(session: Session, past_id: str) -> None:
    """``past:open:<id>``: a past game replayed (checked through the rules again on the way)."""
    record = pastgames.record(session.store, past_id)
    try:
        if record is None:
            raise ReplayLinkError("it is no longer kept")
        state = load(record)
    except ReplayLinkError as exc:
        session.shelf.note = f"That past game cannot be replayed: {exc}."
        return
    show(session, Replay(state, back="past"))


def _share(session: Session, fragment: str, what: str, note: str | None = None) -> None:
    url = session.shelf.page_url + fragment
    session.shelf.share = {"url": url, "copied": None, "what": what, "note": note, "screen": session.screen}
    session.shelf.clipboard = url


def share_on_show(session: Session) -> dict | None:
    """The share box of the screen on show (a share box stays with the screen it was made on)."""
    share = session.shelf.share
    return share if share and share["screen"] == session.screen else None


def copied(session: Session, ok: bool) -> None:
    """The browser's answer to copying the shared link."""
    if session.shelf.share:
        session.shelf.share["copied"] = ok
        if session.screen == "game":
            _say_setup(session)


def field(session: Session, name: str, value: str) -> bool:
    """The replay's slider moved (app.py hands it here); True when the page must be painted."""
    r = session.shelf.replay
    if session.screen != "replay" or r is None or name != "replay:ply":
        return False
    before = r.ply
    r.step(f"ply:{value}")
    return r.ply != before


def fragment(session: Session) -> str | None:
    """The address of a replay (a reload opens it again); None on any other screen."""
    r = session.shelf.replay
    return link_of(r.final) if session.screen == "replay" and r else None


def attributes(session: Session) -> dict[str, str | None]:
    """``#app``'s attributes on a replay: the move on show, the game, the point of view."""
    r = session.shelf.replay
    if session.screen != "replay" or r is None:
        return {"data-pov": None}
    mover = r.state().to_move
    return {"data-ply": str(r.ply), "data-game": r.game_id, "data-pov": str(r.pov),
            "data-to-move": "" if mover is None else str(mover)}


def markup(session: Session) -> str | None:
    """The screen of here that is on show (None: another screen)."""
    if session.screen == "past":
        notes = " ".join(n for n in (session.shelf.note, session.storage_note()) if n) or None
        return screen.past_games(pastgames.rows(session.store, session.clock), pastgames.KEPT_NOTE, notes)
    r = session.shelf.replay
    if session.screen != "replay" or r is None:
        return None
    players = r.final.players
    povs = [(str(s), name) for s, name in enumerate(players)]
    if r.reveals():  # the game's open view: useful even alone (the deck, the box)
        povs.append((ALL, "Everything revealed"))
    elif len(players) > 1:
        povs.append((ALL, "Every seat"))
    title = r.final.game.name + mode_phrase(r.final.game, r.final.options)
    return screen.replay_screen(title, tables(r), r.lines(), r.ply, r.total, povs, str(r.pov),
                                share_on_show(session))


def tables(r: Replay) -> list[tuple[str, str]]:
    """The table on show, drawn by the game's renderer: (heading, markup) per table. Everything
    revealed is one table drawn from the open view (a replay is always of a finished game:
    ``Replay`` checks it); a game without an open view shows each seat's view in turn."""
    if r.pov == ALL and r.reveals():
        return [("", reveal.open_table(r.renderer, r.open_view(), r.ctx(None), reveal.helper_for(r.game_id)))]
    seats = r.seats_shown()
    drawn = []
    for seat in seats:
        view = r.view(seat)
        body = r.renderer.table(view, [], r.renderer.new_ui(view, []), r.ctx(seat))
        drawn.append((f"Seen by {r.final.players[seat]}" if len(seats) > 1 else "", body))
    return drawn


def result_actions(session: Session) -> str:
    """The result screen's own buttons and notes: replay the game, copy its link."""
    note = session.shelf.note
    return (f'{screen.notice(note)}<div class="row replay-actions">'
            f'{button("Replay the game", "result:replay", cls="btn")}'
            f'{button("Copy link", "result:copy", cls="btn")}</div>'
            f'{screen.share_box(share_on_show(session))}')


# The presses of here (``session.PRESSES`` adds them): key -> (handler, the screens it counts on).
PRESSES = {
    "past:list": (past, ()),
    "past:open:": (open_past, ("past",)),
    "replay:": (step, ("replay",)),
    "result:replay": (result_replay, ("result",)),
    "result:copy": (result_copy, ("result",)),
    "game:setup-link": (setup_link, ("game",)),
}
