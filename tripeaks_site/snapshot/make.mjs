// node tripeaks_site/snapshot/make.mjs PYODIDE_DIR OUT_DIR IMPORTS_JSON (for a look; the build runs it as memory.py says)
// Makes the site's memory snapshot (tripeaks_site/snapshot/memory.py runs it at build
// time): boots the built site's own Pyodide under Node with Pyodide's private
// `_makeSnapshot` option, writes the site-packages archive into the file
// system as site-loader.mjs does in the browser, runs what the kernel's worker
// runs as it starts (`import piplite.piplite`, `import pyodide_kernel`) and
// imports the package's modules (IMPORTS_JSON: a list of module names), then
// checks that nothing of this machine is in the interpreter and writes
//   OUT_DIR/heap.bin    the snapshot (Pyodide's format: header, JS table, heap)
//   OUT_DIR/made.json   {version, files, modules, environ}: what the loader
//                       recreates (files Python wrote outside the archive), the
//                       files whose modules the heap holds, and what was checked
// Anything the snapshot cannot hold (a JS object other than a global or the
// Pyodide API, an open file, an environment variable not Pyodide's own)
// fails the build with its name.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const fail = (error) => {
  console.error(`snapshot failed: ${String(error?.message ?? error).slice(-4000)}`);
  process.exit(1);
};
process.on("uncaughtException", fail);
process.on("unhandledRejection", fail);

// memory.py passes the arguments in TP_SNAPSHOT_ARGS (a JSON
// list) and imports this file from `node -e`: see there why.
const [pyodideDir, outDir, importsJson] = process.env.TP_SNAPSHOT_ARGS
  ? JSON.parse(process.env.TP_SNAPSHOT_ARGS) : process.argv.slice(2);
const imports = JSON.parse(fs.readFileSync(importsJson, "utf8"));
const url = (name) => pathToFileURL(path.join(pyodideDir, name)).href;
const { loadPyodide, version } = await import(url("pyodide.mjs"));
const { untar } = await import(url("site-loader.mjs"));
const { serializer, FIXED_ENVIRON, AFTER_RESTORE } = await import(url("snapshot-loader.mjs"));

const archive = new Uint8Array(fs.readFileSync(path.join(pyodideDir, "site-packages.tar")));
const pyodide = await loadPyodide({
  indexURL: path.resolve(pyodideDir) + "/",
  _makeSnapshot: true,
  fsInit(FS, info) {
    untar(FS, info.sitePackages, archive);
  },
  // Python's own output (a warning at import) would otherwise be lost.
  stdout: (text) => console.log(`[python] ${text}`),
  stderr: (text) => console.error(`[python] ${text}`),
});
const { FS } = pyodide;
const before = new Set(walk(FS, "/"));

// What the kernel's worker runs (jupyterlite-pyodide-kernel's worker.js,
// initPackageManager and initKernel), then the package's imports.
await pyodide.runPythonAsync("import piplite.piplite\nimport pyodide_kernel");
await pyodide.runPythonAsync(imports.map((name) => `import ${name}`).join("\n"));
// Nothing left open: importlib.metadata keeps a zipfile.Path of each folder
// or zip on sys.path it has searched (the stdlib zip among them: an open
// file), in a cache that is let go of here.
pyodide.runPython(`
import gc, importlib.metadata
importlib.metadata.FastPath.__new__.cache_clear()
gc.collect()
`);
// The same fix-ups the loader makes after restoring, so the check below sees their result.
pyodide.runPython(AFTER_RESTORE);

// Only Pyodide's and Emscripten's own variables: nothing of this machine.
// Emscripten names the program "_": under Node the script's path, in a
// browser "./this.program", which the snapshot then holds.
pyodide.runPython(`import os; os.environ["_"] = ${JSON.stringify(FIXED_ENVIRON._)}`);
const environ = pyodide.runPython("import os, json; json.dumps(dict(os.environ))");
const env = JSON.parse(environ);
const foreign = Object.keys(env).filter((key) => !(key in FIXED_ENVIRON) || FIXED_ENVIRON[key] !== env[key]);
if (foreign.length) {
  throw new Error(`os.environ has ${foreign.map((k) => `${k}=${env[k]}`).join(", ")}, not Pyodide's own values`);
}
// No open file: a restored interpreter would hold a descriptor the new file system lacks.
const streams = FS.streams.map((stream, fd) => stream && fd > 2 ? `${fd}: ${stream.path}` : null).filter(Boolean);
if (streams.length) {
  throw new Error(`open files in the interpreter: ${streams.join(", ")}`);
}
const openPython = pyodide.runPython(`
import gc, io, json
def _tp_open():
    for o in gc.get_objects():
        try:
            if isinstance(o, io.IOBase) and not o.closed and o.fileno() > 2:
                yield repr(o)
        except (OSError, ValueError, io.UnsupportedOperation):
            pass  # no descriptor (a StringIO, the kernel's streams)
json.dumps(list(_tp_open()))
`);
if (JSON.parse(openPython).length) {
  throw new Error(`open Python files in the interpreter: ${openPython}`);
}

// The files whose modules the heap holds already (each module's bytecode as it was imported: a .pyc
// of the archive, an entry of the stdlib zip; never a source, which tracebacks read): memory.py
// writes the copies of the two archives that a restored interpreter loads, these files zeroed.
// Modules Python has frozen into its runtime (os, codecs, site...) are imported from there, never from
// the zip, whose copies of them are listed too.
const modules = JSON.parse(pyodide.runPython(`
import json, sys
def _tp_held():
    stdlib_zip = next(p for p in sys.path if p.endswith(".zip"))
    for name, module in list(sys.modules.items()):
        spec = getattr(module, "__spec__", None)
        loader = getattr(spec, "loader", None)
        kind = loader.__name__ if isinstance(loader, type) else type(loader).__name__
        if kind == "SourceFileLoader" and spec.cached:
            yield spec.cached
        elif kind in ("SourcelessFileLoader", "zipimporter") and (spec.origin or "").endswith(".pyc"):
            yield spec.origin
        elif kind == "FrozenImporter" and spec.name == name:
            inside = name.replace(".", "/") + ("/__init__" if spec.submodule_search_locations else "")
            yield f"{stdlib_zip}/{inside}.pyc"
json.dumps(sorted(set(_tp_held())))
`));

// Files Python wrote outside the archive (IPython's profile folder...): the
// loader writes them again, since the file system is not in the heap.
const files = [];
for (const name of walk(FS, "/")) {
  if (before.has(name) && !name.startsWith("/tmp")) continue;
  const stat = FS.stat(name);
  if (FS.isDir(stat.mode)) {
    files.push({ path: name, dir: true });
  } else if (FS.isFile(stat.mode)) {
    files.push({ path: name, data: Buffer.from(FS.readFile(name)).toString("base64") });
  }
}

// Memory malloc has freed holds what was there before (bytes that zstd must carry): it is set to zero,
// by taking every free block malloc can give without growing its heap (a footprint limit), zeroing
// and freeing them. Then no limit again, as before (the limit is in the heap).
const M = pyodide._module;
const footprint = M._malloc_footprint() >>> 0;
M._malloc_set_footprint_limit(footprint);
const taken = [];
for (let size = 1 << 24; size >= 16; size >>>= 1) {
  for (let block = M._malloc(size); block; block = M._malloc(size)) {
    M.HEAPU8.fill(0, block, block + size);
    taken.push(block);
  }
}
for (const block of taken) M._free(block);
M._malloc_set_footprint_limit(-1);
if ((M._malloc_footprint() >>> 0) !== footprint || (M._malloc_footprint_limit() >>> 0) !== 0xffffffff) {
  throw new Error("zeroing malloc's free memory changed its heap");
}

// Pyodide fills loadedPackages from site-packages at every start (restored or
// not) and wants it empty in a snapshot.
for (const name of Object.keys(pyodide.loadedPackages)) delete pyodide.loadedPackages[name];
const heap = pyodide.makeMemorySnapshot({ serializer: serializer(pyodide) });
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, "heap.bin"), heap);
fs.writeFileSync(path.join(outDir, "made.json"), JSON.stringify({ version, files, modules, environ: env }, null, 1));
console.log(`snapshot: ${(heap.length / 1e6).toFixed(1)} MB of heap, ${files.length} files recreated at load`);

// Every path under root (not /dev, /proc), folders and files.
function* walk(FS, root) {
  for (const name of FS.readdir(root)) {
    if (name === "." || name === "..") continue;
    const full = root === "/" ? `/${name}` : `${root}/${name}`;
    if (full === "/dev" || full === "/proc") continue;
    const stat = FS.lstat(full);
    yield full;
    if (FS.isDir(stat.mode)) yield* walk(FS, full);
  }
}
