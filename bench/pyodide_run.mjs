// Shared by bench/pyodide.mjs, bench/lab_pyodide.mjs and tests/pyodide/run.mjs:
// load the npm `pyodide` package under Node, copy the package's .py files, its
// WebAssembly search, if built, and its compiled catalogues (folder by folder; the
// bundled front end is not needed), and one script into Pyodide's file system, and
// run that script.
//
// PYODIDE defaults to the package Node resolves from the current folder (the
// site's own pyodide when run from the repository).
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repo = join(dirname(fileURLToPath(import.meta.url)), "..");

export async function runBench(script) {
  await runInPyodide(`bench/${script}`, process.argv.slice(2));
}

// Runs the repository's Python file `script` (a path from the repository's root) in
// Pyodide as __main__, with the package and the files `extra` copied in beside it
// (under /bench, the same paths) and `args` as sys.argv[1:].
export async function runInPyodide(script, args, extra = []) {
  const pyodideDir = process.env.PYODIDE ?? dirname(createRequire(join(process.cwd(), "x.js")).resolve("pyodide"));
  const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
  // TRIPEAKS_PURE_PYTHON=1 measures the pure-Python search (else the WebAssembly one, when built).
  const env = { TRIPEAKS_PURE_PYTHON: process.env.TRIPEAKS_PURE_PYTHON ?? "" };
  const pyodide = await loadPyodide({ indexURL: pyodideDir + "/", env });

  function copyPackage(rel) {
    pyodide.FS.mkdirTree(`/bench/${rel}`);
    for (const entry of readdirSync(join(repo, rel), { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== "__pycache__" && entry.name !== "static") {
        copyPackage(`${rel}/${entry.name}`);
      } else if (/\.(py|wasm|mo)$/.test(entry.name) || entry.name === "LINGUAS") {  // .mo, LINGUAS: the catalogues
        pyodide.FS.writeFile(`/bench/${rel}/${entry.name}`, readFileSync(join(repo, rel, entry.name)));
      }
    }
  }
  copyPackage("tripeaks_widget");
  for (const file of [script, ...extra]) {
    pyodide.FS.mkdirTree(`/bench/${dirname(file)}`);
    pyodide.FS.writeFile(`/bench/${file}`, readFileSync(join(repo, file)));
  }

  pyodide.setStdout({ batched: (line) => console.log(line) });
  pyodide.setStderr({ batched: (line) => console.error(line) });
  pyodide.globals.set("script_args", pyodide.toPy(args));
  pyodide.globals.set("script", script);
  await pyodide.runPythonAsync(`
import runpy, sys
sys.argv = [script, *script_args]
print(f"# Pyodide {__import__('pyodide').__version__}, {sys.platform}")
runpy.run_path("/bench/" + script, run_name="__main__")
`);
}
