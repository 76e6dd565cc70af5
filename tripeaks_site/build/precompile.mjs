// node tripeaks_site/build/precompile.mjs PYODIDE_DIR PLAN_JSON
// Boots the site's own Pyodide under Node and runs precompile.py, so the
// bytecode matches the browser's Python. PLAN_JSON:
//   {"install": [wheel, ...], "warmup": [module, ...],
//    "jobs": [{"src", "dst", "keep_source", "only_imported", "trim"}, ...]}
// The wheels in "install" are unpacked, the "warmup" modules imported; a job
// with only_imported compiles just the modules that this imported.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// An error's default report would print the whole minified Pyodide runtime.
process.on("uncaughtException", (error) => {
  console.error(`precompile failed: ${String(error?.message ?? error).slice(-4000)}`);
  process.exit(1);
});
process.on("unhandledRejection", (error) => {
  console.error(`precompile failed: ${String(error?.message ?? error).slice(-4000)}`);
  process.exit(1);
});

const [pyodideDir, planFile] = process.argv.slice(2);
const plan = JSON.parse(fs.readFileSync(planFile, "utf8"));
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + "/" });
const here = path.dirname(fileURLToPath(import.meta.url));
pyodide.runPython(fs.readFileSync(path.join(here, "precompile.py"), "utf8"));
const py = (name) => pyodide.globals.get(name);
// The bytecode's magic number, for main.py to check every .pyc it ships
// against (a .pyc of another Python is refused or silently recompiled).
const magic = pyodide.runPython("import importlib.util; importlib.util.MAGIC_NUMBER.hex()");
fs.writeFileSync(path.join(path.dirname(planFile), "magic"), magic);

plan.install.forEach((wheel, i) => {
  const inside = `/tmp/install-${i}.whl`;
  pyodide.FS.writeFile(inside, fs.readFileSync(wheel));
  py("install")(inside);
});
const imported = plan.jobs.some((job) => job.only_imported)
  ? py("imported_files")(pyodide.toPy(plan.warmup))
  : null;

for (const job of plan.jobs) {
  pyodide.FS.writeFile("/tmp/src.zip", fs.readFileSync(job.src));
  const count = py("precompile")("/tmp/src.zip", "/tmp/dst.zip", job.keep_source,
    job.only_imported ? imported : undefined, job.trim);
  fs.writeFileSync(job.dst, pyodide.FS.readFile("/tmp/dst.zip"));
  console.log(`precompile: ${path.basename(job.src)}: ${count} modules`);
}
