// Run bench/review.py in Pyodide under Node: the review exactly as the site's kernel runs it (one thread,
// the solver's WebAssembly build when scripts/build_wasm.py has built it).
//
//   node bench/review_pyodide.mjs                 # the first 20 Easy deals the greedy player loses
//
// Arguments after the script name go to bench/review.py (bench/pyodide_run.mjs does the loading).
import { runBench } from "./pyodide_run.mjs";

await runBench("review.py");
