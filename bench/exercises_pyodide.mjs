// Run bench/exercises.py in Pyodide under Node: the lessons' checks as the site's kernel runs them (one thread).
//
//   node bench/exercises_pyodide.mjs --ids 5.3 5.4
//   node bench/exercises_pyodide.mjs --lesson5
//
// Arguments after the script name go to bench/exercises.py (bench/pyodide_run.mjs does the loading).
import { runBench } from "./pyodide_run.mjs";

await runBench("exercises.py");
