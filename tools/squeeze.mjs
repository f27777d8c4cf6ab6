// Makes two kinds of built files smaller without changing what they hold (issue 34: a first visit
// up to a game's table downloads at most 4.5 MB gzip).
// Usage: node tools/squeeze.mjs [--gz FILE.gz ...] [--js FILE.mjs ...] [--plain FILE.js ...]
//   --gz: a gzip file tools/build.py wrote (a packed zip) is compressed again with Zopfli, whose
//         deflate streams any gzip reader unpacks and are about 5% smaller than zlib's level 9.
//   --js: Pyodide's Emscripten module gets its local names shortened (terser, mangling only:
//         nothing is compressed, so no statement changes). Terser leaves every name that a direct
//         eval could see (Emscripten evaluates its EM_ASM code that way), so only names no code
//         string can reach change. 0.26 -> 0.24 MB gzip.
//   --plain: our own scripts lose their comments and spaces, nothing else (no name changes, so
//         an error's stack still names our functions): 21 -> 11 kB gzip. The repository keeps the
//         commented sources.
// Each file is replaced in place. Prints nothing when all went well.
import fs from "node:fs";
import zlib from "node:zlib";
import zopfli from "@gfx/zopfli";
import { minify } from "terser";

// Zopfli's own advice for files of a megabyte or more; 15 won 0.1% more for three times the wait.
const ZOPFLI_ITERATIONS = 5;

const jobs = [];
let kind = null;
for (const argument of process.argv.slice(2)) {
  if (["--gz", "--js", "--plain"].includes(argument)) kind = argument;
  else if (kind) jobs.push([kind, argument]);
  else throw new Error(`${argument}: say --gz or --js first`);
}

for (const [what, file] of jobs) {
  if (what === "--gz") {
    const content = zlib.gunzipSync(fs.readFileSync(file));
    const smaller = await zopfli.gzipAsync(content, { numiterations: ZOPFLI_ITERATIONS });
    if (!zlib.gunzipSync(smaller).equals(content)) throw new Error(`${file}: Zopfli's output does not unpack to the same bytes`);
    // The gzip header's date is 0, as Python's gzip.compress(..., mtime=0) wrote it: reproducible.
    fs.writeFileSync(file, smaller);
  } else {
    // Parsed as a module (strict), which the classic scripts (flip.js, first_paint.js) also are.
    const code = fs.readFileSync(file, "utf8");
    const done = await minify(code, {
      module: true, compress: false, mangle: what === "--js", format: { comments: false },
    });
    fs.writeFileSync(file, done.code + "\n");
  }
}
