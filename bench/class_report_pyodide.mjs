// Run bench/class_report.py in Pyodide under Node: the class report as the site's kernel runs it (one thread).
//
//   node bench/class_report_pyodide.mjs            # 30 lines: 27 games, 3 bad lines
//
// Build the WebAssembly solver first (python scripts/build_wasm.py); bench/pyodide_run.mjs does the loading.
import { runBench } from "./pyodide_run.mjs";

await runBench("class_report.py");
