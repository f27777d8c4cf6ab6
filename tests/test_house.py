"""Rules of the house that keep the code easy to change (issue 30)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SWEETS = ROOT / "sweets"
MAX_MODULE_LINES = 450

MODE_IDS = {"core", "solo", "clash", "workshop"}
# The one place per layer that turns a mode into the rules, bots or table that play it.
MODE_PICKERS = {
    "sweets/games/mastersweets/modes.py",
    "sweets/bots/mastersweets/__init__.py",
    "sweets/render/mastersweets/__init__.py",
}
MASTERSWEETS = ["sweets/games/mastersweets", "sweets/bots/mastersweets", "sweets/render/mastersweets"]


def _mode_branches(tree: ast.AST) -> list[int]:
    """Lines that read the mode (``x["mode"]``, ``x.get("mode")``) or compare with a mode id."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load):
            key = node.slice
            if isinstance(key, ast.Constant) and key.value == "mode":
                found.append(node.lineno)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr == "get" and node.args
              and isinstance(node.args[0], ast.Constant) and node.args[0].value == "mode"):
            found.append(node.lineno)
        elif isinstance(node, ast.Compare):
            for side in [node.left, *node.comparators]:
                parts = side.elts if isinstance(side, (ast.Tuple, ast.List, ast.Set)) else [side]
                if any(isinstance(p, ast.Constant) and p.value in MODE_IDS for p in parts):
                    found.append(node.lineno)
    return found


def test_no_mastersweets_module_asks_which_mode_it_is_in_outside_the_pickers() -> None:
    offenders = []
    for folder in MASTERSWEETS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            name = path.relative_to(ROOT).as_posix()
            if name in MODE_PICKERS:
                continue
            offenders += [f"{name}:{line}" for line in _mode_branches(ast.parse(path.read_text()))]
    assert offenders == []


def test_each_picker_reads_the_mode_once() -> None:
    for name in sorted(MODE_PICKERS):
        lines = _mode_branches(ast.parse((ROOT / name).read_text()))
        assert len(set(lines)) <= 1, f"{name} reads the mode at lines {sorted(set(lines))}"


def test_no_module_is_over_the_size_a_newcomer_can_read() -> None:
    sizes = {p.relative_to(ROOT).as_posix(): len(p.read_text().splitlines()) for p in SWEETS.rglob("*.py")}
    assert {name: n for name, n in sizes.items() if n > MAX_MODULE_LINES} == {}
