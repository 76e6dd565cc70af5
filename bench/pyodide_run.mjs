// Shared by bench/pyodide.mjs and bench/lab_pyodide.mjs: load the npm `pyodide`
// package under Node, copy the package's .py files (folder by folder; the bundled
// front end is not needed) and one bench script into Pyodide's file system, and
// run that script with this process's arguments.
//
// PYODIDE defaults to the package Node resolves from the current folder (the
// site's own pyodide when run from the repository).
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repo = join(dirname(fileURLToPath(import.meta.url)), "..");

export async function runBench(script) {
  const pyodideDir = process.env.PYODIDE ?? dirname(createRequire(join(process.cwd(), "x.js")).resolve("pyodide"));
  const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
  const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });

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
  pyodide.FS.writeFile(`/bench/bench/${script}`, readFileSync(join(repo, "bench", script)));

  pyodide.setStdout({ batched: (line) => console.log(line) });
  pyodide.setStderr({ batched: (line) => console.error(line) });
  pyodide.globals.set("bench_args", pyodide.toPy(process.argv.slice(2)));
  pyodide.globals.set("bench_script", script);
  await pyodide.runPythonAsync(`
import runpy, sys
sys.argv = ["bench/" + bench_script, *bench_args]
print(f"# Pyodide {__import__('pyodide').__version__}, {sys.platform}")
runpy.run_path("/bench/bench/" + bench_script, run_name="__main__")
`);
}
