// Finds the standard-library files the page can import, with the very Python the page runs
// (Pyodide, under Node), so that tools/build.py ships only those in python_stdlib.zip.
// Usage: node tools/stdlib_closure.mjs PYODIDE_DIR PACKAGE_ZIP ROOTS_JSON
//   ROOTS_JSON: {"scripts": [our Python files and PyScript's], "modules": [more module names]}
// Prints one JSON object: {"members": [names of python_stdlib.zip to keep], "minified": {name:
// base64 of that module's source without docstrings and comments}, "python": version, ...}.
//
// Kept is every file of a module that is in sys.modules after:
//   - Pyodide's own start (which no scan sees: it runs from C and JavaScript);
//   - unpacking the package's zip, as static/pyodide_early.mjs does at every boot;
//   - importing every module the scripts name in any import statement, anywhere in them (even in
//     a function or under an `if`: any of our code may run), and the given module names (those
//     PyScript's JavaScript imports), each with everything it imports in turn.
// Imports the standard library makes only inside its own functions are not followed: a static
// scan (modulefinder) follows them all and pulled in pdb, unittest, email, multiprocessing
// (1.69 MB instead of 0.7). The test that runs every game, bot and renderer on the shipped files
// (tests/test_trimmed_stdlib.py) catches the one a game's code reaches.
import path from "node:path";
import fs from "node:fs";
import { loadPyodide } from "pyodide";

// Only the message: Node's own report of an uncaught error quotes a megabyte of Pyodide's code.
for (const event of ["uncaughtException", "unhandledRejection"]) {
  process.on(event, (error) => {
    console.error(String(error?.message ?? error));
    process.exit(1);
  });
}

const [pyodideDir, packageZip, rootsJson] = process.argv.slice(2);
const py = await loadPyodide({ indexURL: path.resolve(pyodideDir) + path.sep });
const booted = py.runPython("import sys; sorted(sys.modules)").toJs();
py.unpackArchive(new Uint8Array(fs.readFileSync(packageZip)), "zip", { extractDir: "/tmp/unpacked" });
const unpacked = py.runPython("sorted(sys.modules)").toJs();
const roots = JSON.parse(rootsJson);
py.globals.set("SOURCES", py.toPy(roots.scripts.map((file) => fs.readFileSync(file, "utf8"))));
py.globals.set("MODULES", py.toPy(roots.modules));
py.globals.set("BOOTED", py.toPy(booted));
py.globals.set("UNPACKED", py.toPy(unpacked));
py.globals.set("SLIM", fs.readFileSync(new URL("./slim.py", import.meta.url), "utf8"));
console.log(py.runPython(`
import ast, importlib, json, sys
named = set(MODULES)
for source in SOURCES:
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            named.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            named.add(node.module)
            # "from package import name" may name a submodule
            named.update(f"{node.module}.{alias.name}" for alias in node.names)
before_scan = set(sys.modules)
for name in sorted(named):
    try:
        importlib.import_module(name)
    except Exception:
        pass  # ours (sweets, pyscript), the browser's (js), or a name that is no module
stdlib = next(p for p in sys.path if p.endswith(".zip")) + "/"
members = set()
for name, module in list(sys.modules.items()):
    file = getattr(module, "__file__", None) or ""
    if file.startswith(stdlib):
        members.add(file[len(stdlib):])
# The folders of every kept file, as the original zip lists them.
for member in list(members):
    parts = member.split("/")[:-1]
    members.update("/".join(parts[:depth]) + "/" for depth in range(1, len(parts) + 1))
# Sources without docstrings and comments (ast.unparse by this very Python): about half the
# bytes. Without docstrings is how CPython's own -OO runs the standard library, so it works so.
# Large tables of strings packed (slim.packed_tables): a first visit compiles these sources.
# tools/slim.py's, defined only now: what it imports must not count as the app's.
slim = {}
exec(SLIM, slim)
def minified(source):
    text = ast.unparse(slim["packed_tables"](slim["without_docstrings"](ast.parse(source)))) + "\\n"
    compile(text, "<minified>", "exec", dont_inherit=True)  # still valid Python
    return text
import base64, zipfile
archive = zipfile.ZipFile(stdlib[:-1])
small = {name: base64.b64encode(minified(archive.read(name)).encode()).decode()
         for name in sorted(members) if name.endswith(".py")}
json.dumps({"members": sorted(members), "minified": small, "python": sys.version.split()[0],
            "booted": sorted(BOOTED), "unpacked": sorted(set(UNPACKED) - set(BOOTED)),
            "imported": sorted(set(sys.modules) - before_scan)})
`));
