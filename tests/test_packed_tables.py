"""tools/slim.py's packed tables: a large module-level dict of strings in a first visit's standard
library is written as two strings split when the module runs, and is the same dict."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import slim  # noqa: E402  (tools/ is not a package)

ONLY_BUILTINS = {"__builtins__": {"dict": dict, "zip": zip}}


def table_source(entries: list[tuple[str, str]], name: str = "table") -> str:
    return f"{name} = {{{', '.join(f'{k!r}: {v!r}' for k, v in entries)}}}\n"


def packed(source: str) -> str:
    return ast.unparse(slim.packed_tables(ast.parse(source)))


def run(source: str) -> dict:
    namespace = dict(ONLY_BUILTINS)
    exec(compile(source, "<packed>", "exec"), namespace)
    return namespace


def test_a_large_table_of_strings_is_packed_and_stays_the_same_dict():
    entries = [(f"k{n};", chr(0x2000 + n) + "|~") for n in range(300)]
    entries += [("k5;", "again"), ("", "empty key"), ("no value", "")]  # a repeated key: last wins
    source = table_source(entries)
    small = packed(source)
    assert "zip(" in small and ": " not in small
    again, original = run(small)["table"], run(source)["table"]
    assert list(again.items()) == list(original.items())
    assert again["k5;"] == "again"


def test_the_separator_is_one_no_string_holds():
    entries = [(f"k {n}", f"v~{n}|") for n in range(300)]  # spaces, tildes and bars in use
    small = packed(table_source(entries))
    assert "split('\\x00')" in small
    assert run(small)["table"] == dict(entries)


def test_small_mixed_or_shadowed_tables_are_left_as_they_are():
    small_table = table_source([(f"k{n}", "v") for n in range(slim.PACKED_TABLE - 1)])
    numbers = table_source([(f"k{n}", "v") for n in range(300)]).replace("'v'}", "1}")
    shadowed = table_source([(f"k{n}", "v") for n in range(300)]) + "def zip(*a):\n    pass\n"
    for source in (small_table, numbers, shadowed):
        assert packed(source) == ast.unparse(ast.parse(source))
    unsplittable = [(f"k{n}", " ~|\x00\x01\x02\x1f") for n in range(300)]
    assert "zip(" not in packed(table_source(unsplittable))


def test_a_table_in_a_function_is_left_as_it_is():
    body = table_source([(f"k{n}", "v") for n in range(300)])
    source = "def f():\n    " + body
    assert packed(source) == ast.unparse(ast.parse(source))
