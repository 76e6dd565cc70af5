// node bench/site_worker.mjs SITE [--runs N] [--report]
// The Python half of the site's kernel start, under Node: the built site's own
// Pyodide and site-packages archive (site-loader.mjs's untar, through fsInit),
// then what the kernel's worker runs (`import piplite.piplite`, `import
// pyodide_kernel`) and notebook 1's install and import cells. Each step's CPU time (this
// process's user + system, which a busy machine stretches far less than wall
// time) and wall time, median over N fresh runtimes (each in its own process).
// --report also prints, for the last run, how the imported modules were
// loaded: from bytecode shipped in the site or compiled from source in the
// worker, and which imports took longest (self time, as `python -X importtime`).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath, pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const site = path.resolve(args[0] ?? "_output");
const runs = Number(args[args.indexOf("--runs") + 1] || 5);
const report = args.includes("--report");
const child = args.includes("--child");
const pyodideDir = path.join(site, "static", "pyodide");

// The steps, as the kernel's worker and notebook 1 run them.
const STEPS = [
  ["import piplite.piplite", "import piplite.piplite"],
  ["import pyodide_kernel", "import pyodide_kernel"],
  ["notebook 1, install cell (a no-op)", 'import piplite\nawait piplite.install("tripeaks_widget")'],
  ["notebook 1, import cell", [
    "from tripeaks_widget import Game, TriPeaksWidget, solve",
    "from tripeaks_widget.engine.i18n import t",
    "from tripeaks_widget.lessons import check, short_card",
  ].join("\n")],
];

const REPORT = `
import sys, os, importlib.util
import functools; print = functools.partial(print, file=sys.__stdout__)
from importlib.machinery import SourceFileLoader, SourcelessFileLoader
kinds = {"bytecode shipped in the site": 0, "compiled from source in the worker": 0,
         "frozen or built in": 0, "other": 0}
compiled = []
for name, module in sorted(sys.modules.items()):
    spec = getattr(module, "__spec__", None)
    loader = getattr(spec, "loader", None)
    origin = getattr(spec, "origin", None) or ""
    if isinstance(loader, SourcelessFileLoader) or origin.endswith(".pyc"):
        kinds["bytecode shipped in the site"] += 1
    elif isinstance(loader, SourceFileLoader):
        cached = importlib.util.cache_from_source(origin)
        if os.path.exists(cached):
            kinds["bytecode shipped in the site"] += 1
        else:
            kinds["compiled from source in the worker"] += 1
            compiled.append(name)
    elif type(loader).__name__ == "zipimporter":
        archive = loader.archive
        inner = origin[len(archive) + 1:]
        if inner.endswith(".pyc") or (inner.endswith(".py") and
                (inner + "c") in loader._get_files()):
            kinds["bytecode shipped in the site"] += 1
        else:
            kinds["compiled from source in the worker"] += 1
            compiled.append(name)
    elif origin in ("frozen", "built-in") or loader is None:
        kinds["frozen or built in"] += 1
    else:
        kinds["other"] += 1
print("modules:", kinds)
print("dont_write_bytecode:", sys.dont_write_bytecode, "optimize:", sys.flags.optimize)
print("compiled from source:", ", ".join(compiled) or "none")
print("imported:", ", ".join(sorted({name.split(".")[0] for name in sys.modules})))
`;

function cpu() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

async function once() {
  const loader = await import(pathToFileURL(path.join(pyodideDir, "site-loader.mjs")).href);
  const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
  const times = [];
  let [c0, w0] = [cpu(), performance.now()];
  const step = (label) => {
    const [c, w] = [cpu(), performance.now()];
    times.push([label, c - c0, w - w0]);
    if (process.env.TP_DEBUG) console.error("step", label);
    [c0, w0] = [c, w];
  };
  const tar = fs.readFileSync(path.join(pyodideDir, "site-packages.tar"));
  const pyodide = await loadPyodide({
    indexURL: pyodideDir + "/",
    fsInit(FS, info) {
      step("Pyodide start up to fsInit (wasm compile, runtime)");
      loader.untar(FS, info.sitePackages, new Uint8Array(tar));
      step("archive written");
    },
  });
  step("Pyodide bootstrap (after fsInit)");
  // Python's own clock for the imports too, so the -X importtime report is
  // possible without command-line flags: importlib's hooks are wrapped.
  if (report) {
    pyodide.runPython(`
import sys, time, builtins
_tp_import_times = {}
_tp_stack = []
import importlib._bootstrap as _b
_orig = _b._load_unlocked
def _timed(spec):
    start = time.perf_counter(); _tp_stack.append(0.0)
    try:
        return _orig(spec)
    finally:
        total = time.perf_counter() - start
        inner = _tp_stack.pop()
        _tp_import_times[spec.name] = total - inner
        if _tp_stack:
            _tp_stack[-1] += total
_b._load_unlocked = _timed
`);
  }
  for (const [label, code] of STEPS) {
    await pyodide.runPythonAsync(`try:\n${code.replace(/^/gm, "    ")}\nexcept BaseException:\n    import traceback; traceback.print_exc(); raise`);
    step(label);
  }
  if (report) {
    pyodide.runPython(REPORT);
    pyodide.runPython(`
import functools; print = functools.partial(print, file=sys.__stdout__)
slowest = sorted(_tp_import_times.items(), key=lambda kv: -kv[1])[:25]
print("slowest imports (self time, ms):", ", ".join(f"{n} {t*1000:.0f}" for n, t in slowest))
print("imports timed:", len(_tp_import_times), "total self ms:", round(sum(_tp_import_times.values())*1000))
`);
  }
  return times;
}

if (child) {
  // An error's default report would print the whole minified Pyodide runtime.
  const times = await once().catch((error) => {
    console.error(`failed: ${error?.type} ${String(error?.message ?? error).slice(-4000)} ${String(error?.stack).slice(0, 3000)}`);
    process.exit(1);
  });
  console.log("TIMES " + JSON.stringify(times));
} else {
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const all = [];
  for (let i = 0; i < runs; i++) {
    const extra = report && i === runs - 1 ? ["--report"] : [];
    const out = spawnSync(process.execPath, [fileURLToPath(import.meta.url), site, "--child", ...extra],
      { encoding: "utf8", maxBuffer: 1 << 26 });
    if (out.status !== 0) {
      throw new Error(out.stderr.slice(-4000));
    }
    for (const line of out.stdout.split("\n")) {
      if (line.startsWith("TIMES ")) {
        all.push(JSON.parse(line.slice(6)));
      } else if (line.trim()) {
        console.log(line);
      }
    }
  }
  console.log(`${site}: median of ${runs} runs (ms), load average ${
    (await import("node:os")).loadavg().map((x) => x.toFixed(1)).join(" ")}`);
  console.log("  cpu     wall   step");
  let [cpuSum, wallSum] = [0, 0];
  all[0].forEach(([label], i) => {
    const c = median(all.map((t) => t[i][1]));
    const w = median(all.map((t) => t[i][2]));
    cpuSum += c;
    wallSum += w;
    console.log(`${c.toFixed(0).padStart(6)} ${w.toFixed(0).padStart(7)}   ${label}`);
  });
  console.log(`${cpuSum.toFixed(0).padStart(6)} ${wallSum.toFixed(0).padStart(7)}   total`);
}
