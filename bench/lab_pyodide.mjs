// Run bench/lab.py in Pyodide under Node: the lab exactly as the site's kernel runs it (one thread).
//
//   node bench/lab_pyodide.mjs site               # 2 rule sets x 200 deals, perfect player
//
// Arguments after the script name go to bench/lab.py (bench/pyodide_run.mjs does the loading).
import { runBench } from "./pyodide_run.mjs";

await runBench("lab.py");
