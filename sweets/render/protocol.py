"""What a game's render module provides, as a Protocol, so mypy checks every renderer against it
(``tests/test_plugs.py``) and the web layer calls the members without ``getattr``. The meaning of
each member is in the docstring of ``sweets.render``.

A renderer takes its own game's view (``SweeetView``...): the Protocol is generic in the view
type, so ``Renderer[SweeetView]`` checks Sweeet!'s module against its view, and the page, which
knows no particular game, holds a ``Renderer[Any]``. (A Protocol whose views are
``Mapping[str, Any]`` would reject every module taking a TypedDict: parameters are contravariant.)
A module with an ``__all__`` must list every member in it: mypy sees only those names.
"""

from __future__ import annotations

from typing import Protocol, TypeVar

View = TypeVar("View", contravariant=True)


class Renderer(Protocol[View]):
    TITLE: str
    BLURB: str
    INTERLUDE_WAITS: bool

    def new_ui(self, view: View, legal: list[str]) -> dict: ...

    def ui_command(self, view: View, legal: list[str], ui: dict, command: str) -> dict: ...

    def table(self, view: View, legal: list[str], ui: dict, ctx: dict) -> str: ...

    def needs_handoff(self, view: View) -> bool: ...

    def interlude(self, before: View, after: View, ctx: dict) -> str | None: ...

    def flipback(self, view: View) -> list[str]: ...

    def motion(self, before: View, after: View) -> dict: ...

    def tell(self, before: View, after: View, actor: str) -> list[str]: ...

    def result(self, view: View, ctx: dict) -> str: ...

    def rules(self) -> str: ...
