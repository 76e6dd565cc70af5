// Run bench/deals.py in Pyodide under Node: winnable deals as the site's kernel deals them (WebAssembly solver).
//
//   node bench/deals_pyodide.mjs               # 6 rule sets x 4 levels x 20 deals
//   node bench/deals_pyodide.mjs --count 5
//
// Build the WebAssembly solver first (python scripts/build_wasm.py); bench/pyodide_run.mjs does the loading.
import { runBench } from "./pyodide_run.mjs";

await runBench("deals.py");
