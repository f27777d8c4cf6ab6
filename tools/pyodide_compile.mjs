// Compiles the `sweets` package to bytecode with the very Python the page runs (Pyodide), so the
// browser imports ready .pyc files instead of compiling every module at boot.
// Usage: node tools/pyodide_compile.mjs PYODIDE_DIR PACKAGE_DIR
//        node tools/pyodide_compile.mjs PYODIDE_DIR --zip ZIP   (every .py file in ZIP: the
//        standard library tools/build.py ships, for boots from the service worker's cache)
// Prints one JSON object: {"sweets/x.pyc": "<base64>", ...}: each module's bytecode where its
// source would be, so that it imports without the source (tools/build.py ships no .py files).
// The .pyc files are "unchecked-hash": they do not depend on any file's date. Only the Python
// that wrote them reads them (the magic number is per version): the page's Pyodide is that one.
// Docstrings are left out (the app reads none), as are column positions (see below): 0.55 ->
// 0.36 MB; so are our functions' annotations (tools/slim.py).
import fs from "node:fs";
import path from "node:path";
import { loadPyodide } from "pyodide";

// Only the message: Node's own report of an uncaught error quotes a megabyte of Pyodide's code.
for (const event of ["uncaughtException", "unhandledRejection"]) {
  process.on(event, (error) => {
    console.error(String(error?.message ?? error));
    process.exit(1);
  });
}

const [pyodideDir, packageDir] = process.argv.slice(2);
// No column positions in the bytecode (-X no_debug_ranges): a quarter of its size, and only
// tracebacks' ^^^ markers need them.
const py = await loadPyodide({
  indexURL: path.resolve(pyodideDir) + path.sep,
  env: { HOME: "/home/pyodide", PYTHONNODEBUGRANGES: "1" },
});
const fromZip = packageDir === "--zip";
if (fromZip) {
  py.FS.writeFile("/tmp/sources.zip", fs.readFileSync(process.argv[4]));
} else {
  py.FS.mkdirTree("/src");
  py.mountNodeFS("/src", path.dirname(path.resolve(packageDir)));
  py.globals.set("PACKAGE", path.basename(path.resolve(packageDir)));
}
py.globals.set("FROM_ZIP", fromZip);
py.runPython(fs.readFileSync(new URL("./slim.py", import.meta.url), "utf8"));
console.log(py.runPython(`
import ast, base64, importlib.util, json, pathlib, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc
probe = compile("x = 1", "<probe>", "exec")
assert all(column is None for _, _, column, _ in probe.co_positions()), "PYTHONNODEBUGRANGES was not honoured"

# tools/slim.py (run above): the standard library loses its docstrings, our own modules their
# functions' annotations too.
shorten = without_docstrings if FROM_ZIP else slim

def sources():
    if FROM_ZIP:
        with zipfile.ZipFile("/tmp/sources.zip") as archive:
            yield from ((name, archive.read(name)) for name in archive.namelist() if name.endswith(".py"))
        return
    package = pathlib.Path("/src") / PACKAGE
    for source in sorted(package.rglob("*.py")):
        if "__pycache__" not in source.parts:
            yield source.relative_to(package.parent).as_posix(), source.read_bytes()

out = {}
for relative, data in sources():
    code = compile(shorten(ast.parse(data, relative)), relative, "exec", dont_inherit=True)
    pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
    out[relative[:-3] + ".pyc"] = base64.b64encode(bytes(pyc)).decode()
json.dumps(out)
`));
