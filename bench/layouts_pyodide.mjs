// Run bench/layouts.py in Pyodide under Node: the search on any layout as the site runs it
// (_anysearch.wasm; TRIPEAKS_PURE_PYTHON=1: the pure-Python search).
//
//   node bench/layouts_pyodide.mjs --count 100 --rules black-hole,easy
//   TRIPEAKS_PURE_PYTHON=1 node bench/layouts_pyodide.mjs --count 5 --rules black-hole,easy
//
// Arguments go to bench/layouts.py (one process: Pyodide has no others); bench/pyodide_run.mjs does the loading.
import { runBench } from "./pyodide_run.mjs";

await runBench("layouts.py");
