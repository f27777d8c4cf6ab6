"""What the shipped Python leaves out: docstrings, and of our own sources the annotations of
functions; and how the standard library's large tables are written in a first visit's sources.

    without_docstrings(tree) -> tree    as CPython's -OO leaves them, asserts kept (the standard
                                        library's sources and bytecode)
    slim(tree) -> tree                  that, and functions' annotations (our own)
    packed_tables(tree) -> tree         each large module-level table of strings written as two
                                        strings split when the module runs (the standard
                                        library's sources: html.entities, locale,
                                        encodings.aliases)
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


# A table this large (entries) is worth packing: html.entities' html5 has 2,231. Its dict display
# took 16 ms of Python's compile under Node and 50-75 ms of a first visit's boot in Chromium, where
# the page compiles it from source because PyScript's display imports html; two string constants
# compile in a tenth of that, and the split and zip run in about a millisecond (issue 34).
PACKED_TABLE = 256
# Characters a table's strings are split at: the first one no key and no value holds. Printable
# first: a control character is written as four characters (\x00) in the source.
SEPARATORS = " ~|\x00\x01\x02\x1f"


def _binds(tree: ast.Module, names: set[str]) -> bool:
    """Whether ``tree`` binds any of ``names`` anywhere (then the builtins may be shadowed)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and node.id in names:
            return True
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.name in names:
            return True
        if isinstance(node, ast.alias) and (node.asname or node.name).split(".")[0] in names:
            return True
    return False


def _packed(table: ast.Dict) -> ast.expr | None:
    """``dict(zip(KEYS.split(S), VALUES.split(S)))`` for a display of str keys and str values
    (the same dict, its order and a repeated key's last value included), or None."""
    if len(table.keys) < PACKED_TABLE:
        return None
    keys, values = [], []
    for key, value in zip(table.keys, table.values, strict=True):
        if not (isinstance(key, ast.Constant) and isinstance(key.value, str)
                and isinstance(value, ast.Constant) and isinstance(value.value, str)):
            return None
        keys.append(key.value)
        values.append(value.value)
    used = set().union(*keys, *values)
    separator = next((c for c in SEPARATORS if c not in used), None)
    if separator is None:
        return None

    def split(strings: list[str]) -> ast.expr:
        return ast.Call(ast.Attribute(ast.Constant(separator.join(strings)), "split", ast.Load()),
                        [ast.Constant(separator)], [])

    zipped = ast.Call(ast.Name("zip", ast.Load()), [split(keys), split(values)], [])
    return ast.Call(ast.Name("dict", ast.Load()), [zipped], [])


def packed_tables(tree: ast.Module) -> ast.Module:
    if _binds(tree, {"dict", "zip"}):
        return tree
    for statement in tree.body:
        if isinstance(statement, ast.Assign) and isinstance(statement.value, ast.Dict):
            packed = _packed(statement.value)
            if packed is not None:
                statement.value = ast.copy_location(packed, statement.value)
    return ast.fix_missing_locations(tree)
