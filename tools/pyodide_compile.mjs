// Compiles the `sweets` package to bytecode with the very Python the page runs (Pyodide), so the
// browser imports ready .pyc files instead of compiling every module at boot.
// Usage: node tools/pyodide_compile.mjs PYODIDE_DIR PACKAGE_DIR
// Prints one JSON object: {"sweets/x.pyc": "<base64>", ...}: each module's bytecode where its
// source would be, so that it imports without the source (tools/build.py ships no .py files).
// The .pyc files are "unchecked-hash": they do not depend on any file's date. Only the Python
// that wrote them reads them (the magic number is per version): the page's Pyodide is that one.
import path from "node:path";
import { loadPyodide } from "pyodide";

const [pyodideDir, packageDir] = process.argv.slice(2);
const py = await loadPyodide({ indexURL: path.resolve(pyodideDir) + path.sep });
py.FS.mkdirTree("/src");
py.mountNodeFS("/src", path.dirname(path.resolve(packageDir)));
py.globals.set("PACKAGE", path.basename(path.resolve(packageDir)));
console.log(py.runPython(`
import base64, json, pathlib, py_compile, shutil
work = pathlib.Path("/tmp/compile")
shutil.copytree(pathlib.Path("/src") / PACKAGE, work / PACKAGE,
                ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
out = {}
for source in sorted((work / PACKAGE).rglob("*.py")):
    relative = source.relative_to(work).as_posix()
    compiled = py_compile.compile(str(source), cfile=str(source.with_suffix(".pyc")), dfile=relative,
                                  doraise=True, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    out[pathlib.Path(compiled).relative_to(work).as_posix()] = base64.b64encode(
        pathlib.Path(compiled).read_bytes()).decode()
json.dumps(out)
`));
