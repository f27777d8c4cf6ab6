"""What the shipped Python leaves out: docstrings, and of our own sources the annotations of
functions.

    without_docstrings(tree) -> tree    as CPython's -OO leaves them, asserts kept (the standard
                                        library's sources and bytecode)
    slim(tree) -> tree                  that, and functions' annotations (our own)
    (each takes an ast.Module and changes it in place)

The app reads neither at run time; they are a tenth of the bytes a first visit downloads of our
code (issue 34). tools/build.py applies ``slim`` to the sources it ships; tools/pyodide_compile.mjs
and tools/stdlib_closure.mjs run this same file in Pyodide, so the bytecode and the standard
library's sources are cut the same way.

Left as they are: annotations in a class body (dataclasses, NamedTuple and TypedDict read them)
and an annotation without a value inside a function (it makes the name local to that function).
A function's annotation is dropped; a module's or a function's annotated assignment becomes a
plain assignment. Line numbers are kept, so a traceback points at the repository's line.
"""

from __future__ import annotations

import ast


def _drop_docstring(node: ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) -> None:
    first = node.body[0] if node.body else None
    if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
            and isinstance(first.value.value, str)):
        node.body = node.body[1:] or [ast.Pass()]


def without_docstrings(tree: ast.Module) -> ast.Module:
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            _drop_docstring(node)
    return ast.fix_missing_locations(tree)


class _Slimmer(ast.NodeTransformer):
    def __init__(self) -> None:
        self.scopes: list[str] = []  # "module", "class" or "function", innermost last

    def _in(self, scope: str, node: ast.AST) -> ast.AST:
        self.scopes.append(scope)
        self.generic_visit(node)
        self.scopes.pop()
        return node

    def visit_Module(self, node: ast.Module) -> ast.AST:
        _drop_docstring(node)
        return self._in("module", node)

    def visit_ClassDef(self, node: ast.ClassDef) -> ast.AST:
        _drop_docstring(node)
        return self._in("class", node)

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> ast.AST:
        _drop_docstring(node)
        arguments = node.args
        for argument in [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs,
                         arguments.vararg, arguments.kwarg]:
            if argument is not None:
                argument.annotation = None
        node.returns = None
        return self._in("function", node)

    visit_FunctionDef = _function
    visit_AsyncFunctionDef = _function

    def visit_AnnAssign(self, node: ast.AnnAssign) -> ast.AST:
        if self.scopes[-1] == "class" or node.value is None:
            return node
        return ast.copy_location(ast.Assign(targets=[node.target], value=node.value), node)


def slim(tree: ast.Module) -> ast.Module:
    return ast.fix_missing_locations(_Slimmer().visit(tree))
