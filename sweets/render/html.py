"""Small helpers for building HTML and SVG as strings, escaping everything that comes from outside.

Every player-provided string (names above all) goes through :func:`esc`; attribute values are
quoted and escaped too, so a name such as ``<img src=x onerror=...>`` is shown as text.
"""

from __future__ import annotations


def esc(text: object) -> str:
    """Text made safe for element content and quoted attribute values: the same replacements as
    ``html.escape(text, quote=True)`` (importing ``html`` loads its entity table, ~30 ms of boot
    in Pyodide). A screen escapes a few hundred short strings, most with nothing to replace; a
    test for each character is 2-7x quicker for those than ``str.translate``."""
    s = str(text)
    if "&" in s:  # first, so that the entities below are not escaped again
        s = s.replace("&", "&amp;")
    if "<" in s:
        s = s.replace("<", "&lt;")
    if ">" in s:
        s = s.replace(">", "&gt;")
    if '"' in s:
        s = s.replace('"', "&quot;")
    if "'" in s:
        s = s.replace("'", "&#x27;")
    return s


_NAMES: dict[str, str] = {}  # keyword -> attribute name: a screen asks for the same few hundred times


def attrs(**values: object) -> str:
    """` name="value"` pairs; ``None``/``False`` values are left out, ``True`` gives a bare name.
    A trailing underscore is dropped (``class_``) and other underscores become dashes."""
    out = []
    for key, value in values.items():
        if value is None or value is False:
            continue
        name = _NAMES.get(key)
        if name is None:
            name = _NAMES[key] = key.rstrip("_").replace("_", "-")
        out.append(f" {name}" if value is True else f' {name}="{esc(value)}"')
    return "".join(out)


def button(label: str, action: str, *, cls: str = "btn", title: str | None = None,
           pressed: bool | None = None, disabled: bool = False, raw_label: bool = False) -> str:
    """A real ``<button>`` carrying ``data-action`` (the page's delegated handler reads it)."""
    text = label if raw_label else esc(label)
    state = None if pressed is None else str(pressed).lower()
    values = attrs(type="button", class_=cls, data_action=action, title=title, disabled=disabled,
                   aria_pressed=state)
    return f"<button{values}>{text}</button>"


def possessive(name: str) -> str:
    """English possessive of an (unescaped) name: "Mia's", "Jules'"."""
    return f"{name}'" if name.endswith(("s", "S")) else f"{name}'s"
