// Run bench/solver.py in Pyodide under Node: the solver exactly as the browser runs it.
//
//   npm install --prefix /tmp/pyo pyodide        # once, anywhere outside the repo
//   PYODIDE=/tmp/pyo/node_modules/pyodide node bench/pyodide.mjs --count 1000
//
// Arguments after the script name go to bench/solver.py.  PYODIDE defaults to
// the package Node itself resolves from the current folder.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repo = join(dirname(fileURLToPath(import.meta.url)), "..");
const pyodideDir = process.env.PYODIDE ?? dirname(createRequire(join(process.cwd(), "x.js")).resolve("pyodide"));
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });

// The package and the bench script, copied into Pyodide's own file system.
// The package's .py files, folder by folder (the bundled front end is not needed).
function copyPackage(rel) {
  pyodide.FS.mkdirTree(`/bench/${rel}`);
  for (const entry of readdirSync(join(repo, rel), { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== "__pycache__" && entry.name !== "static") {
      copyPackage(`${rel}/${entry.name}`);
    } else if (entry.name.endsWith(".py")) {
      pyodide.FS.writeFile(`/bench/${rel}/${entry.name}`, readFileSync(join(repo, rel, entry.name)));
    }
  }
}
copyPackage("tripeaks_widget");
pyodide.FS.mkdirTree("/bench/bench");
pyodide.FS.writeFile("/bench/bench/solver.py", readFileSync(join(repo, "bench", "solver.py")));

pyodide.setStdout({ batched: (line) => console.log(line) });
pyodide.setStderr({ batched: (line) => console.error(line) });
pyodide.globals.set("bench_args", pyodide.toPy(process.argv.slice(2)));
await pyodide.runPythonAsync(`
import runpy, sys
sys.argv = ["bench/solver.py", *bench_args]
print(f"# Pyodide {__import__('pyodide').__version__}")
runpy.run_path("/bench/bench/solver.py", run_name="__main__")
`);
