// The site's `pyodideUrl` (tripeaks_site/build/archive.py copies this file beside pyodide.mjs as
// site-loader.mjs). The kernel's worker imports it and calls loadPyodide as it
// would Pyodide's own; this one loads Pyodide with no `packages` and instead
// writes site-packages.tar (the kernel, the widget stack and this project,
// installed at build time: tripeaks_site/build/archive.py) into the file system from
// JS, through Pyodide's fsInit hook, before Python starts. Installing the same
// ~25 wheels in Python took 1.4-1.5 s of each page load.
//
// The names the worker asks for in `packages` are checked against the
// archive's .dist-info folders: any not in it are loaded the usual way (from
// the lock), so a missing one fails loudly instead of being skipped; except
// those in `leftOut`, which the site leaves out on purpose (tripeaks_site/build/main.py's
// LEFT_OUT: the worker installs what it is not told is preloaded).
import { loadPyodide as loadPyodideCore, version } from "./pyodide.mjs";

export { version };

const ARCHIVE = new URL("site-packages.tar", import.meta.url);

const canonical = (name) => name.toLowerCase().replace(/[-_.]+/g, "-");

export async function fetchArchive() {
  const response = await fetch(ARCHIVE);
  if (!response.ok) {
    throw new Error(`${ARCHIVE}: ${response.status} ${response.statusText}`);
  }
  // A plain tar: a server with its precompressed siblings (site-packages.tar.br, .gz) sends one
  // with Content-Encoding, and the browser unpacks it; one without sends the tar as it is.
  return new Uint8Array(await response.arrayBuffer());
}

// Writes a ustar archive of regular files under root; returns the canonical
// names of the distributions it installed (from their .dist-info folders).
export function untar(FS, root, bytes) {
  const decoder = new TextDecoder();
  const field = (at, length) => {
    const text = decoder.decode(bytes.subarray(at, at + length));
    const end = text.indexOf("\0");
    return end < 0 ? text : text.slice(0, end);
  };
  const made = new Set();
  const installed = new Set();
  let at = 0;
  while (at + 512 <= bytes.length && bytes[at] !== 0) {
    const name = field(at, 100);
    const prefix = field(at + 345, 155);
    const path = prefix ? `${prefix}/${name}` : name;
    const type = field(at + 156, 1);
    if (field(at + 257, 5) !== "ustar" || (type !== "0" && type !== "")) {
      throw new Error(`site-packages.tar: ${path} is not a regular file in a ustar archive`);
    }
    const size = parseInt(field(at + 124, 12).trim(), 8);
    const full = `${root}/${path}`;
    const folder = full.slice(0, full.lastIndexOf("/"));
    if (!made.has(folder)) {
      FS.mkdirTree(folder);
      made.add(folder);
    }
    FS.writeFile(full, bytes.subarray(at + 512, at + 512 + size));
    const distInfo = /^([^/]+)-[^/-]+\.dist-info\/METADATA$/.exec(path);
    if (distInfo) {
      installed.add(canonical(distInfo[1]));
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return installed;
}

// options.archive: the archive's bytes (or a promise of them) when the caller
// has fetched them already (snapshot-loader.mjs, when it refuses the snapshot).
export async function loadPyodide(options = {}) {
  const { packages = [], leftOut = [], fsInit, archive: given, ...rest } = options;
  const archive = given ?? fetchArchive();
  let installed = new Set();
  const pyodide = await loadPyodideCore({
    ...rest,
    async fsInit(FS, info) {
      installed = untar(FS, info.sitePackages, await archive);
      if (fsInit) {
        await fsInit(FS, info);
      }
    },
  });
  const skipped = new Set(leftOut.map(canonical));
  const missing = packages.filter((name) => !installed.has(canonical(name)) && !skipped.has(canonical(name)));
  if (missing.length) {
    await pyodide.loadPackage(missing);
  }
  return pyodide;
}
