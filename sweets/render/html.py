"""Small helpers for building HTML and SVG as strings, escaping everything that comes from outside.

Every player-provided string (names above all) goes through :func:`esc`; attribute values are
quoted and escaped too, so a name such as ``<img src=x onerror=...>`` is shown as text.
"""

from __future__ import annotations

# The same replacements as ``html.escape(text, quote=True)``, written out because importing the
# ``html`` package loads its entity table, which costs ~30 ms of boot in Pyodide.
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def esc(text: object) -> str:
    """Text made safe for element content and quoted attribute values."""
    return str(text).translate(_ESCAPES)


def attrs(**values: object) -> str:
    """` name="value"` pairs; ``None``/``False`` values are left out, ``True`` gives a bare name.
    A trailing underscore is dropped (``class_``) and other underscores become dashes."""
    out = []
    for key, value in values.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
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
