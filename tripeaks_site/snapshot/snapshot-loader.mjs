// The site's `pyodideUrl` (tripeaks_site/snapshot/memory.py copies this file beside
// pyodide.mjs as snapshot-loader.mjs). The kernel's worker, and the Play now
// page's, import it and call loadPyodide as they would Pyodide's own. It
// restores the memory snapshot the build made (make.mjs: Python
// started, the kernel and the package imported) instead of starting Python
// and importing them again, through Pyodide 314's private snapshot API
// (`_loadSnapshot`, `_snapshotDeserializer`; made with `_makeSnapshot` and
// `makeMemorySnapshot`). The file system is not in the heap: the archive is
// written through fsInit as site-loader.mjs does, and the few files Python
// wrote while the snapshot was made are written again.
//
// The page loads the standard library zip and the site-packages archive as the
// snapshot needs them (HELD_STDLIB, HELD_ARCHIVE: memory.py): the bytes of the
// modules the heap holds already are zeros there, which the wire packs to
// next to nothing. A snapshot is used only when it was made for the files this
// page loads: snapshot.json names the Pyodide version and the SHA-256 of the
// two, and both are hashed here while the snapshot downloads; Pyodide itself
// refuses a snapshot of another build of its runtime ("build id mismatch").
// A refused snapshot, or one that fails to restore, is reported on the
// console ("tripeaks: memory snapshot not used: ...") and Python starts the
// usual way (site-loader.mjs), from the full python_stdlib.zip and
// site-packages.tar, fetched then.
import { loadPyodide as loadPyodideCore, version } from "./pyodide.mjs";
import { loadPyodide as loadWithoutSnapshot, untar } from "./site-loader.mjs";

export { version };

const HERE = import.meta.url;
export const MANIFEST = "snapshot.json";
export const SNAPSHOT = "snapshot.bin.zst";
// The stdlib zip and the archive with the heap's modules zeroed (tripeaks_site/snapshot/memory.py's names).
export const HELD_STDLIB = "python_stdlib.snapshot.zip";
export const HELD_ARCHIVE = "site-packages.snapshot.tar";
// zstd's own decoder as WebAssembly (node_modules/zstddec's streaming module, copied here by
// memory.py with its licence), imported only to unpack the snapshot: a start from the
// kept heap loads none.
export const DECODER = "zstddec.mjs";

// os.environ as Pyodide 314 and Emscripten leave it in a worker with no `env`
// option; the snapshot may hold these and nothing else (make.mjs
// checks it). LANG is Emscripten's default where there is no navigator.
export const FIXED_ENVIRON = {
  USER: "web_user", LOGNAME: "web_user", PATH: "/", PWD: "/", HOME: "/home/pyodide",
  LANG: "C.UTF-8", _: "./this.program", PYTHONINSPECT: "1",
  LD_LIBRARY_PATH: "/usr/lib:/lib/python3.14/site-packages",
  MPLBACKEND: "module://matplotlib_inline.backend_inline", // pyodide_kernel's own, as it is imported
};

// What a restored interpreter must not share with every other load of the
// site: the random module's state (each student's New game would deal the
// same deals) and the time zone (the build machine's). The string hash seed
// is shared on purpose (docs/site-start.md).
export const AFTER_RESTORE = `
import random as _tp_random, time as _tp_time, tempfile as _tp_tempfile
_tp_random.seed()
if hasattr(_tp_time, "tzset"):
    _tp_time.tzset()
_tp_tempfile._name_sequence = None
del _tp_random, _tp_time, _tp_tempfile
`;

// A JS object the snapshot's Python holds that is not a global: one of the
// Pyodide API's members (pyodide_kernel keeps `pyodide_js.loadPackagesFromImports`).
export function serializer(pyodide) {
  return (object) => {
    if (object === pyodide) return { pyodideApi: null }; // a second reference to the API (pyodide_js)
    for (const key of Object.getOwnPropertyNames(pyodide)) {
      let value;
      try {
        value = pyodide[key];
      } catch {
        continue;
      }
      if (value === object) return { pyodideApi: key };
    }
    let keys = "";
    try {
      keys = Object.keys(object).slice(0, 8).join(", ");
    } catch {}
    throw new Error(`the snapshot cannot hold the JS object ${Object.prototype.toString.call(object)} {${keys}}`);
  };
}

// The restored member stands in for the new Pyodide's own (or the API
// itself), which exists only once loadPyodide returns (nothing uses it before
// a cell runs).
function deserializer(holder) {
  return ({ pyodideApi }) => {
    const member = () => {
      if (!holder.pyodide) throw new Error(`pyodide.${pyodideApi} used before Pyodide was loaded`);
      return pyodideApi === null ? holder.pyodide : holder.pyodide[pyodideApi];
    };
    const described = (name) => {
      const found = Reflect.getOwnPropertyDescriptor(member(), name)
        ?? Reflect.getOwnPropertyDescriptor(Object.getPrototypeOf(member()) ?? {}, name);
      return found && { ...found, configurable: true };
    };
    return new Proxy(() => {}, {
      apply: (_, self, args) => Reflect.apply(member(), holder.pyodide, args),
      get: (_, name) => member()[name],
      has: (_, name) => name in member(),
      ownKeys: () => Reflect.ownKeys(member()),
      getOwnPropertyDescriptor: (_, name) => described(name),
    });
  };
}

async function fetchBytes(name) {
  const response = await fetch(new URL(name, HERE));
  if (!response.ok) throw new Error(`${name}: ${response.status} ${response.statusText}`);
  return new Uint8Array(await response.arrayBuffer());
}

// The snapshot (zstd, level 19, 8 MiB window: 7.5 MB instead of gzip's 9.9 MB), unpacked as it
// downloads into one buffer of the size the manifest gives. The class server labels it
// "Content-Encoding: zstd" for a browser that accepts zstd, which then hands over the bytes unpacked
// (natively, off this worker). From a server that sends the zstd bytes as they are, zstd's own
// decoder as WebAssembly (zstddec, imported only then) unpacks them: the browser's
// DecompressionStream has no zstd. zstddec's decoder is a generator over a (synchronous) iterable of
// chunks that asks for the next chunk only once it has handed out all it decoded from the last one,
// one chunk per step: it is stepped only while a chunk that arrived waits, and run to its end once
// the download ends.
export async function unpacked(name, size, signal) {
  const decoder = async () => {
    const { ZSTDDecoder } = await import(new URL(DECODER, HERE).href);
    const made = new ZSTDDecoder();
    await made.init();
    return made;
  };
  const response = await fetch(new URL(name, HERE), { signal });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${response.statusText}`);
  const out = new Uint8Array(size);
  let at = 0;
  const put = (value) => {
    if (at + value.length > size) throw new Error(`${name} is larger than ${MANIFEST} says`);
    out.set(value, at);
    at += value.length;
  };
  const arrived = [];
  const chunks = { [Symbol.iterator]: () => ({ next: () => (arrived.length
    ? { value: arrived.shift(), done: false } : { value: undefined, done: true }) }) };
  let steps = null; // the decoder's generator, once the first bytes say zstd
  for (const reader = response.body.getReader(); ;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!value.length) continue;
    // Unpacked already by the browser (Content-Encoding: zstd), or zstd's frame: its magic number.
    steps ??= value[0] === 0x28 && value[1] === 0xb5 && value[2] === 0x2f && value[3] === 0xfd
      ? (await decoder()).decodeStreaming(chunks) : false;
    if (!steps) {
      put(value);
      continue;
    }
    arrived.push(value);
    while (arrived.length) {
      const step = steps.next();
      if (step.done) throw new Error(`${name} ended before its last bytes`);
      put(step.value);
    }
  }
  if (steps) for (let step = steps.next(); !step.done; step = steps.next()) put(step.value);
  if (at !== size) throw new Error(`${name} is ${at} bytes, ${MANIFEST} says ${size}`);
  return out;
}

// The unpacked heap, kept in the browser's Cache Storage once a page has
// unpacked it, under the name of the snapshot's SHA-256 (from the manifest),
// for the next start on this site: a kernel restart, the next lesson or
// Play now again then reads 38 MB instead of downloading and unpacking
// 7.7 MB. One heap is kept (a new build's replaces the old one); the checks
// of the manifest against the files are made as without it. Where Cache
// Storage is missing or full, nothing is kept.
export const KEPT = "tripeaks-snapshot";
const keptName = (manifest) => new URL(`kept-heap-${manifest.snapshot}.bin`, HERE).href;

async function keptHeap(manifest) {
  try {
    const found = await (await caches.open(KEPT)).match(keptName(manifest));
    const bytes = found ? new Uint8Array(await found.arrayBuffer()) : null;
    return bytes && bytes.length === manifest.heap_bytes ? bytes : null;
  } catch {
    return null;
  }
}

async function keepHeap(manifest, bytes) {
  try {
    const cache = await caches.open(KEPT);
    for (const old of await cache.keys()) if (old.url !== keptName(manifest)) await cache.delete(old);
    await cache.put(keptName(manifest), new Response(bytes));
  } catch {
    // no Cache Storage here, or no room: the next start unpacks the snapshot again
  }
}

export async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

// Why the snapshot cannot be used with these files, or null if it can.
export async function refusal(manifest, stdlib, archive, options) {
  if (!manifest) return `no ${MANIFEST}`;
  if (manifest.version !== version) return `made with Pyodide ${manifest.version}, this is ${version}`;
  if (options.env || (options.args && options.args.length)) return "loadPyodide was given env or args";
  const [stdlibHash, archiveHash] = await Promise.all([sha256(stdlib), sha256(archive)]);
  if (stdlibHash !== manifest.stdlib) return `made from another ${HELD_STDLIB}`;
  if (archiveHash !== manifest.archive) return `made from another ${HELD_ARCHIVE}`;
  return null;
}

function writeMadeFiles(FS, files) {
  for (const file of files) {
    if (file.dir) {
      FS.mkdirTree(file.path);
    } else {
      FS.mkdirTree(file.path.slice(0, file.path.lastIndexOf("/")) || "/");
      FS.writeFile(file.path, Uint8Array.from(atob(file.data), (c) => c.charCodeAt(0)));
    }
  }
}

// The stdlib zip this loader hashed, handed to Pyodide so it is not fetched twice (a blob URL in a
// browser; under Node, which reads a path, Pyodide reads the same file again).
const IN_NODE = typeof process === "object" && Boolean(process.versions?.node);
const stdlibUrl = (bytes) => (IN_NODE ? { stdLibURL: decodeURIComponent(new URL(HELD_STDLIB, HERE).pathname) }
  : { stdLibURL: URL.createObjectURL(new Blob([bytes])) });

// Pyodide 314's loadPyodide waits for `_loadSnapshot` (the download and the
// unpacking) before it imports pyodide.asm.mjs and compiles pyodide.asm.wasm,
// and only then writes the file system: in a browser the loader starts both at
// once instead, beside the files' download, and hands Pyodide the module it
// compiled (its fetch of the wasm is answered with an empty response, which is
// never read: the one-shot instantiateStreaming below instantiates the
// compiled module). A compile that fails falls back to Pyodide's own way.
const WASM = new URL("pyodide.asm.wasm", HERE).href;
function early() {
  if (IN_NODE) return null;
  const compiled = WebAssembly.compileStreaming(fetch(WASM));
  compiled.then(() => mark("wasm compiled"), () => {});
  return { runtime: import("./pyodide.asm.mjs"), compiled };
}

// Pyodide's loadPyodide with the early runtime and module, and for a snapshot
// (heap: its size) the wasm memory grown to the heap's size between
// instantiation and the restore: Pyodide 314 restores into the memory as
// instantiated (its INITIAL_MEMORY setting is not read by this build), which
// is smaller than the heap of a kernel with IPython imported. Both through
// Emscripten's instantiateWasm hook of the module Pyodide creates.
async function loadCore(load, options, started, heap = 0) {
  const grow = (instance) => {
    const memory = instance.exports.memory;
    const missing = heap - memory.buffer.byteLength;
    if (missing > 0) memory.grow(Math.ceil(missing / 65536));
  };
  const createPyodideModule = async (settings) => {
    const { default: createModule } = await (started?.runtime ?? import("./pyodide.asm.mjs"));
    const instantiate = settings.instantiateWasm;
    if (started) {
      const real = WebAssembly.instantiateStreaming;
      WebAssembly.instantiateStreaming = async (source, imports) => {
        WebAssembly.instantiateStreaming = real;
        let module;
        try {
          module = await started.compiled;
        } catch {
          return real(fetch(WASM), imports);
        }
        return { module, instance: await WebAssembly.instantiate(module, imports) };
      };
    }
    settings.instantiateWasm = (imports, success) => instantiate(imports, (instance, module) => {
      grow(instance);
      success(instance, module);
    });
    return createModule(settings);
  };
  const realFetch = globalThis.fetch;
  if (started) {
    globalThis.fetch = (input, init) => (String(input instanceof Request ? input.url : input) === WASM
      ? Promise.resolve(new Response(new Uint8Array(0))) : realFetch(input, init));
  }
  try {
    return await load({ ...options, createPyodideModule });
  } finally {
    globalThis.fetch = realFetch;
  }
}

const canonical = (name) => name.toLowerCase().replace(/[-_.]+/g, "-");

// When each step of the start was done, in ms of the worker's clock (from the worker's start):
// console.info prints them with the restore, and tripeaksSnapshot.steps keeps them (bench/site_start.py).
const steps = {};
const mark = (name) => { steps[name] = Math.round(performance.now()); };

export async function loadPyodide(options = {}) {
  const started = performance.now();
  mark("loader");
  const { packages = [], leftOut = [], fsInit, ...rest } = options;
  // A server that has these (any site built with a snapshot) sends them compressed (.br/.gz siblings).
  const archive = fetchBytes(HELD_ARCHIVE);
  const stdlib = fetchBytes(HELD_STDLIB);
  const manifest = fetch(new URL(MANIFEST, HERE)).then((r) => (r.ok ? r.json() : null)).catch(() => null);
  const notUsed = (why) => {
    console.warn(`tripeaks: memory snapshot not used: ${why}; Python starts the usual way`);
    globalThis.tripeaksSnapshot = { used: false, why };
  };
  const early_ = early();
  // Python's usual start, from the full files (site-loader.mjs and Pyodide fetch them).
  const plain = () => loadCore(loadWithoutSnapshot, options, early_);
  // The snapshot is fetched while the files are hashed; a refusal stops it.
  const stop = new AbortController();
  const snapshot = manifest.then(async (m) => {
    if (!m || m.version !== version) return null;
    const kept = await keptHeap(m);
    if (kept) {
      mark("snapshot kept");
      return kept;
    }
    const bytes = await unpacked(SNAPSHOT, m.heap_bytes, stop.signal);
    mark("snapshot unpacked");
    setTimeout(() => keepHeap(m, bytes), 0);
    return bytes;
  });
  snapshot.catch(() => {});
  let made, stdlibBytes, tar, why;
  try {
    [made, stdlibBytes, tar] = await Promise.all([manifest, stdlib, archive]);
    mark("files fetched");
    why = await refusal(made, stdlibBytes, tar, options);
  } catch (error) {
    why = `its files did not load (${String(error?.message ?? error).split("\n")[0]})`;
  }
  mark("files checked");
  if (why) {
    stop.abort();
    notUsed(why);
    return plain();
  }
  const holder = { pyodide: null };
  let installed = new Set();
  try {
    const pyodide = await loadCore(loadPyodideCore, {
      ...rest,
      ...stdlibUrl(stdlibBytes),
      _loadSnapshot: snapshot,
      _snapshotDeserializer: deserializer(holder),
      async fsInit(FS, info) {
        mark("runtime up");
        installed = untar(FS, info.sitePackages, tar);
        writeMadeFiles(FS, made.files);
        mark("archive written");
        if (fsInit) await fsInit(FS, info);
      },
    }, early_, made.heap_bytes);
    holder.pyodide = pyodide;
    mark("heap restored");
    pyodide.runPython(AFTER_RESTORE);
    mark("reseeded");
    globalThis.tripeaksSnapshot = { used: true, ms: performance.now() - started, steps };
    console.info(`tripeaks: memory snapshot restored in ${Math.round(performance.now() - started)} ms `
      + `(${Object.entries(steps).map(([k, v]) => `${k} ${v}`).join(", ")})`);
    const skipped = new Set(leftOut.map(canonical));
    const missing = packages.filter((name) => !installed.has(canonical(name)) && !skipped.has(canonical(name)));
    if (missing.length) await pyodide.loadPackage(missing);
    return pyodide;
  } catch (error) {
    if (globalThis.process?.env?.TP_DEBUG) console.error(error);
    notUsed(`it did not restore (${String(error?.message ?? error).split("\n")[0]})`);
    return plain();
  }
}
