// Run bench/lab.py in Pyodide under Node: the lab exactly as the site's kernel runs it (one thread).
//
//   node bench/lab_pyodide.mjs site               # 2 rule sets x 200 deals, perfect player
//
// PYODIDE defaults to the package Node resolves from the current folder (the site's own pyodide).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repo = join(dirname(fileURLToPath(import.meta.url)), "..");
const pyodideDir = process.env.PYODIDE ?? dirname(createRequire(join(process.cwd(), "x.js")).resolve("pyodide"));
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });

function copyTree(from, to) {
  pyodide.FS.mkdirTree(to);
  for (const name of readdirSync(from)) {
    const path = join(from, name);
    if (statSync(path).isDirectory()) {
      if (name !== "static" && name !== "__pycache__") copyTree(path, `${to}/${name}`);
    } else if (name.endsWith(".py")) {
      pyodide.FS.writeFile(`${to}/${name}`, readFileSync(path));
    }
  }
}
copyTree(join(repo, "tripeaks_widget"), "/bench/tripeaks_widget");
pyodide.FS.mkdirTree("/bench/bench");
pyodide.FS.writeFile("/bench/bench/lab.py", readFileSync(join(repo, "bench", "lab.py")));

pyodide.setStdout({ batched: (line) => console.log(line) });
pyodide.setStderr({ batched: (line) => console.error(line) });
pyodide.globals.set("bench_args", pyodide.toPy(process.argv.slice(2)));
await pyodide.runPythonAsync(`
import runpy, sys
sys.argv = ["bench/lab.py", *bench_args]
print(f"# Pyodide {__import__('pyodide').__version__}, {sys.platform}")
runpy.run_path("/bench/bench/lab.py", run_name="__main__")
`);
