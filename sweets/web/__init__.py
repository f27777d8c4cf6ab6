"""The only layer that touches the browser: events, screens, storage, routing.

- ``app``: the glue PyScript runs (``main.py`` calls ``app.start()``); the only module that
  imports ``pyscript``/``js``.
- ``session``: what the page is doing, in plain Python (screens, presses routed by its table
  ``PRESSES``, the clock of computer moves and pauses); CPython tests drive it without a browser.
- ``table``: the game on the table: its state, who plays which seat, Undo, its save; what it
  works out about a position is kept per state object (``PerPosition``).
- ``computers``: the computer players of a table, the page's one route into ``sweets.bots``
  and the one place a failing bot is caught.
- ``links``: the URL fragment read (``parse_fragment``) and a ``#new=`` link as a ``NewGame``;
  ``setup``: the setup screen's form and the ``NewGame`` it describes.
- ``menu``: the games and saved games the menu lists; ``words``: how the page words things.
- ``saves``: saved games in localStorage (any key-value backend), damaged ones explained.

URL fragments: ``#new=<game>&players=N&bots=1,2&seed=7&names=Ann,Bob&level=hard&speed=fast``
starts a game (seats from 0; ``level`` is one level for every computer or a list in seat
order; ``speed`` is relaxed, normal or fast); once started the fragment becomes
``#play=<save id>`` so a reload resumes it. ``#rules=<game>`` opens a rules page.

``#app`` carries ``data-screen`` (menu, setup, game, handoff, result, rules) and, around a
game, ``data-ply``, ``data-to-move`` (empty once over) and ``data-game``. Every control has
``data-action``: a move's notation, or ``nav:menu``, ``nav:rules``, ``nav:back``,
``menu:new:<game>``, ``rules:<game>``, ``setup:players:N``, ``setup:seat:<i>:person|computer``,
``setup:level:<i>:<level>``, ``setup:speed:<speed>``, ``setup:start``, ``save:resume:<id>``,
``save:delete:<id>``, ``handoff:ready``, ``ui:continue`` (end the pause after a turn),
``ui:<command>`` (a game's own page controls, e.g. ``ui:pick:c3``), ``game:undo``,
``result:rematch``.
"""
