// Run bench/solver.py in Pyodide under Node: the solver exactly as the browser runs it.
//
//   node bench/pyodide.mjs --count 1000                 # the site's pyodide from node_modules
//   PYODIDE=/tmp/pyo/node_modules/pyodide node bench/pyodide.mjs --count 1000
//
// Arguments after the script name go to bench/solver.py (bench/pyodide_run.mjs does the loading).
import { runBench } from "./pyodide_run.mjs";

await runBench("solver.py");
